"""Surfaces, rename notes, request forms and off-topic requests of the blind held-out set
``unknowns14``. Eight surfaces are new to the blind sets (a systemd unit's ``Environment=`` key,
an nginx ``set`` directive under a comment, a README table row, a release-notes bullet, a
GraphQL field under its description string, a feature-flag JSON entry, a shell ``export`` line
with a trailing comment and a TSV row under its header); four are kept, written anew (a
ConfigMap field, prose, an error log line and a chat line above a reaction). Six request forms
are new (a to-do checkbox, the subject's initials, a request buried after an unrelated
sentence, a passive ``by whom`` question, ``it's V, right?`` and a quoted earlier chat line);
ten are kept."""

from __future__ import annotations

import re
from collections.abc import Callable


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")


def env(text: str) -> str:
    return re.sub(r"[^A-Z0-9]+", "_", text.upper()).strip("_")


def camel(word: str) -> str:
    first, *rest = word.split(" ")
    return first + "".join(w.capitalize() for w in rest)


def systemd(s: str, w: str, v: str, thing: str) -> str:
    return (
        f"# /etc/systemd/system/{slug(s)}.service\n[Unit]\nDescription={s} {w}\n"
        f'[Service]\nEnvironment="{env(w)}={v}"'
    )


def nginx(s: str, w: str, v: str, thing: str) -> str:
    return f'# nginx.conf\nlocation /{slug(s)}/ {{\n    # {w} of {s}\n    set $value "{v}";\n}}'


def readme(s: str, w: str, v: str, thing: str) -> str:
    return f"## {thing.capitalize()} register\n| name | field | value |\n|---|---|---|\n| {s} | {w} | {v} |"


def release(s: str, w: str, v: str, thing: str) -> str:
    return f"## Release notes 2026.12\n- {s}: {w} is now {v}."


def graphql(s: str, w: str, v: str, thing: str) -> str:
    kind = "".join(x.capitalize() for x in thing.split(" "))
    return f'type {kind} {{\n  "{w} of {s}: {v}"\n  {camel(w)}: String\n}}'


def flag(s: str, w: str, v: str, thing: str) -> str:
    return (
        f'{{"flag": "{slug(s)}.{slug(w)}", "enabled": true, "value": "{v}", "note": "{w} of {s}"}}'
    )


def export(s: str, w: str, v: str, thing: str) -> str:
    return f'# env.sh\nexport {env(s)}_{env(w)}="{v}"  # {w} of {s}'


def tsv(s: str, w: str, v: str, thing: str) -> str:
    return f"name\tfield\tvalue\n{s}\t{w}\t{v}"


def configmap(s: str, w: str, v: str, thing: str) -> str:
    return f'kind: ConfigMap\ndata:\n  {w.replace(" ", "_")}: "{v}"  # {w} of {s}'


def prose(s: str, w: str, v: str, thing: str) -> str:
    return f"{s}'s {w} is {v}, going by the latest site visit."


def errorlog(s: str, w: str, v: str, thing: str) -> str:
    return f"2026-11-28T07:41:09Z ERROR verifier: {s} {w} mismatch, expected {v}"


def chat(s: str, w: str, v: str, thing: str) -> str:
    return f"@noor: {s} {w} is {v}, confirmed on site\n:+1: 3"


Surface = Callable[[str, str, str, str], str]
SURFACES: dict[str, Surface] = {
    "systemd": systemd,
    "nginx": nginx,
    "readme": readme,
    "release": release,
    "graphql": graphql,
    "flag": flag,
    "export": export,
    "tsv": tsv,
    "configmap": configmap,
    "prose": prose,
    "errorlog": errorlog,
    "chat": chat,
}
NEW_SURFACES = ("systemd", "nginx", "readme", "release", "graphql", "flag", "export", "tsv")


def rename_note(shape: int, old: str, new: str, role: str) -> str:
    if shape == 0:
        return f"{old} has been renamed to {new}; it is still {role}."
    if shape == 1:
        return f"- rename: {old} -> {new} ({role})"
    return f"NOTICE: {role}, formerly {old}, is now called {new}."


RENAME_SHAPES = ("sentence", "changelog", "notice")


def fixed_text() -> str:
    """Every surface's and rename note's own words (the placeholders left out)."""
    out = [f(" ", "zqx", "zqx", "zqx") for f in SURFACES.values()]
    out += [rename_note(k, "zqx", "zqx", "zqx") for k in range(3)]
    return re.sub("zqx", " ", "\n".join(out), flags=re.I)


def typo(phrase: str, k: int) -> str:
    """The phrase with its longest word misspelt: two neighbouring letters swapped (k = 0) or
    its first letter doubled (k = 1)."""
    words = phrase.split(" ")
    i = max(range(len(words)), key=lambda j: (len(words[j]), -j))
    w = words[i]
    if k == 1:
        words[i] = w[0] + w
    else:
        j = next(j for j in range(1, len(w) - 1) if w[j] != w[j + 1])
        words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
    return " ".join(words)


def initials(name: str) -> str:
    """The name abbreviated: the first letter of each part (digits kept), or its first three
    letters for a name of one part; upper case."""
    parts = [p for p in re.split(r"[-._]|(?<=[a-z])(?=[A-Z])", name) if p]
    if len(parts) == 1:
        return name[:3].upper()
    return "".join(p if p.isdigit() else p[0] for p in parts).upper()


FORM_NAMES = (
    "question",
    "typo",
    "task",
    "agent",
    "plan",
    "alias",
    "role",
    "reply",
    "logline",
    "blank",
    "checkbox",
    "initials",
    "buried",
    "passive",
    "rightq",
    "chatquote",
)
NEW_FORMS = ("checkbox", "initials", "buried", "passive", "rightq", "chatquote")
# seventeen slots: the typo form twice
SLOTS = (*FORM_NAMES[:8], "typo", *FORM_NAMES[8:])


def request(form: str, k: int, p: str, n: str, v: str) -> str:
    """The request of ``form`` (phrasing ``k``) for the phrase ``p`` of the name ``n``; ``v`` is
    the value a ``rightq`` request offers."""
    if form in ("question", "alias", "role", "initials"):
        if form == "initials" and k == 1:
            return f"{n} - what is its {p}? (initials, typing on my phone)"
        return f"What is the {p} of {n}?" if k == 0 else f"Does anyone have the {p} for {n}?"
    if form == "typo":
        return f"What is the {p} of {n}?" if k == 0 else f"quick one: {p} on {n}, anyone?"
    if form == "task":
        if k == 0:
            return f"Before you merge, look up the {p} of {n} and put it in the summary."
        return f"While you are in the repo, find the {p} for {n} and note it in the PR."
    if form == "agent":
        if k == 0:
            return (
                "You are helping the operations team with a handover. "
                f"Find the {p} of {n} in the notes. Answer in one line."
            )
        return (
            f"Context: the night shift left no notes. Task: report the {p} for {n}. Keep it short."
        )
    if form == "plan":
        if k == 0:
            return f"Plan:\n1. Pull the latest notes.\n2. Look up the {p} of {n}.\n3. Update the handover doc."
        return f"1. Open the shift log.\n2. Check the queue.\n3. Find the {p} for {n}."
    if form == "reply":
        quote = "> Could you sort the handover today?" if k == 0 else "> Thanks for the rota."
        return f"{quote}\n\nWill do. One more: what is the {p} of {n}?"
    if form == "logline":
        if k == 0:
            return (
                f"[WARN] 2026-12-05 10:02:11 loader: no {p} for {n}, falling back to default. "
                "What should it be?"
            )
        return (
            'Traceback (most recent call last):\n  File "load.py", line 12, in <module>\n'
            f"KeyError: '{p} of {n}'\nCan someone tell me the right value?"
        )
    if form == "blank":
        return f"{n}'s {p} is ___?" if k == 0 else f"Fill in the blank: the {p} of {n} = ___"
    if form == "checkbox":
        if k == 0:
            return f"- [ ] look up the {p} of {n}"
        return f"TODO:\n- [x] rebase the branch\n- [ ] find the {p} for {n}"
    if form == "buried":
        if k == 0:
            return (
                f"The coffee machine on floor two is broken again. Anyway, what is the {p} of {n}?"
            )
        return f"I'm out on Friday afternoon. Separately, could you tell me the {p} for {n}?"
    if form == "passive":
        if k == 0:
            return f"By whom was the {p} of {n} last set, and to what?"
        return f"How much is the {p} of {n} set to, and by whom was it decided?"
    if form == "rightq":
        return (
            f"The {p} of {n} is {v}, right?" if k == 0 else f"It's {v} for the {p} of {n}, right?"
        )
    if form == "chatquote":
        if k == 0:
            return f'Quoting Priya from this morning: "what is the {p} of {n}?" Did anyone answer?'
        return f'Re your earlier line "{n} {p}, anyone know?" - is that still open?'
    raise ValueError(form)


# (phrase, thing, value): outside the project; some share a word with an attribute's word
OFFTOPIC = (
    ("bake time", "a lemon drizzle cake", "40 minutes"),
    ("marathon length", "the Berlin Marathon", "42.195 km"),
    ("net height", "a volleyball net", "2.43 m"),
    ("stadium capacity", "Wembley Stadium", "90000"),
    ("boiling point", "water at sea level", "100 C"),
    ("wing span", "a wandering albatross", "3.5 m"),
    ("serve speed", "the fastest tennis serve", "263 km/h"),
    ("espresso pressure", "an espresso machine", "9 bar"),
    ("hoop height", "a basketball hoop", "3.05 m"),
    ("rice ratio", "basmati rice", "1.5 to 1"),
    ("river length", "the Danube", "2850 km"),
    ("summit altitude", "Mont Blanc", "4806 m"),
    ("pitch width", "a football pitch", "68 m"),
    ("brew time", "a cup of green tea", "3 minutes"),
    ("lap count", "the Monaco Grand Prix", "78"),
    ("cake diameter", "a wedding cake tier", "30 cm"),
    ("heart rate", "a resting adult", "60 to 100 bpm"),
    ("population density", "Singapore", "8000 per km2"),
    ("surface area", "Lake Titicaca", "8372 km2"),
    ("picking month", "champagne grapes", "September"),
    ("crop yield", "Kansas wheat", "50 bushels per acre"),
    ("egg size", "a large hen's egg", "63 g"),
    ("founding year", "the modern Olympic Games", "1896"),
    ("eye colour", "a Siberian husky", "blue"),
    ("pool depth", "an Olympic diving pool", "5 m"),
    ("shot weight", "a men's shot put", "7.26 kg"),
    ("square count", "a chessboard", "64"),
    ("tallest peak", "Africa", "Kilimanjaro"),
    ("top sprint", "a cheetah", "110 km/h"),
    ("cooking time", "dried spaghetti", "10 minutes"),
    ("team size", "a rugby union side", "15"),
    ("capital city", "Australia", "Canberra"),
)
