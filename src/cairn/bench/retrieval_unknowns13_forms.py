"""The surfaces, rename notes, request forms and off-topic requests of ``unknowns13``.

Twelve memory surfaces: three kept from earlier sets (prose, a JSON record, an error log line)
and nine new ones (a docker-compose service block, a Kubernetes ConfigMap field with a comment,
an ``.editorconfig``-style key, a ``settings.py`` constant with a trailing comment, a ticket's
field list, an ADR ``Decision:`` section, a chat thread with a reaction line, a CSV row under its
header and a ``pyproject.toml`` tool table key). Sixteen request forms: ten kept (question,
typo, task, agent, plan, alias, confirm, role, reply, bullets) and six new (a log line, a
fill-in-the-blank, a hedged ``do we happen to know``, a title-cased ticket summary, the subject in
backticks or quotes, the subject's name with one letter dropped)."""

from __future__ import annotations

import re
from collections.abc import Callable

# -- memory surfaces ------------------------------------------------------------------------------

SURFACES = (
    "prose",
    "json",
    "errorlog",
    "compose",
    "configmap",
    "editorconfig",
    "settings",
    "ticketfields",
    "adr",
    "thread",
    "csv",
    "pyproject",
)


def snake(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.casefold()).strip("_")


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.casefold()).strip("-")


def surface(kind: str, subject: str, word: str, value: str, n: int, domain: str) -> str:
    """The text of one fact written on one surface; ``n`` varies numbers and people."""
    s, w, v = subject, word, value
    if kind == "prose":
        return f"For {s}, the {w} is {v}."
    if kind == "json":
        return f'{{"unit": "{s}", "field": "{w}", "value": "{v}"}}'
    if kind == "errorlog":
        return f"2026-11-{10 + n % 18:02d}T0{n % 10}:14:52Z ERROR {s}: {w} drifted, expected {v}"
    if kind == "compose":
        return (
            f"# docker-compose.yml\nservices:\n  {slug(s)}:\n    image: ops/{domain}:stable\n"
            f'    labels:\n      unit: "{s}"\n      {snake(w)}: "{v}"  # {w}'
        )
    if kind == "configmap":
        return (
            f"kind: ConfigMap\nmetadata:\n  name: {slug(s)}\ndata:\n"
            f'  {snake(w)}: "{v}"  # {w} of {s}'
        )
    if kind == "editorconfig":
        return f"# .editorconfig\n[{s}]\n# {w}\n{snake(w)} = {v}"
    if kind == "settings":
        return f'# settings.py\n{snake(s).upper()}_{snake(w).upper()} = "{v}"  # {s} {w}'
    if kind == "ticketfields":
        who = ("Ines Vogt", "Ravi Menon", "Tomas Lind")[n % 3]
        return (
            f"OPS-{4100 + n}: {w} for {s}\nAssignee: {who}\nDue: 2027-01-{10 + n % 18:02d}\n"
            f"Field value: {v}"
        )
    if kind == "adr":
        return f"ADR-{60 + n}: {s} {w}\nStatus: accepted\nDecision: the {w} of {s} stays at {v}."
    if kind == "thread":
        who = ("@ines", "@ravi", "@tomas")[n % 3]
        return f"{who}: {s} {w} is {v}, just measured\n:white_check_mark: {2 + n % 4}"
    if kind == "csv":
        return f"# {domain}.csv\nname,field,value\n{s},{w},{v}"
    if kind == "pyproject":
        return f'# pyproject.toml\n[tool.opsbook."{s}"]\n{snake(w)} = "{v}"  # {w}'
    raise ValueError(kind)


RENAME_SHAPES = ("sentence", "changelog", "notice")


def rename_note(shape: str, subject: str, old: str, role: str) -> str:
    if shape == "sentence":
        return f"{old} is now called {subject}; it is still {role}."
    if shape == "changelog":
        return f"CHANGELOG: renamed {old} to {subject} ({role})."
    return f"Notice: {old} goes by {subject} from now on, {role} as before."


def fixed_text() -> str:
    """Every surface's and rename note's fixed words (placeholders left out)."""
    out = [surface(k, "", "", "", n, "") for k in SURFACES for n in range(3)]
    out += [rename_note(s, "", "", "") for s in RENAME_SHAPES]
    return "\n".join(out)


# -- request forms ------------------------------------------------------------------------------

FORM_NAMES = (
    "question",
    "typo",
    "task",
    "agent",
    "plan",
    "alias",
    "confirm",
    "role",
    "reply",
    "bullets",
    "logline",
    "blank",
    "hedge",
    "ticket",
    "backtick",
    "dropped",
)
# seventeen slots: the typo form twice
ROTATION = (*FORM_NAMES[:10], "typo", *FORM_NAMES[10:])

DISTRACTORS = (
    "who is buying coffee on Friday",
    "whether the team lunch moved to Thursday",
    "the link to the holiday calendar",
    "which meeting room is free at four",
)


def typo(phrase: str, doubled: bool) -> str:
    """The phrase with its longest word misspelt once: two neighbouring letters swapped, or its
    first letter doubled."""
    words = phrase.split(" ")
    i = max(range(len(words)), key=lambda k: (len(words[k]), -k))
    w = words[i]
    if doubled:
        words[i] = w[0] + w
    else:
        k = next(k for k in range(1, len(w) - 1) if w[k] != w[k + 1])
        words[i] = w[:k] + w[k + 1] + w[k] + w[k + 2 :]
    return " ".join(words)


def dropped(name: str) -> str:
    """The name with one letter dropped: the middle letter of its longest run of letters."""
    runs = list(re.finditer(r"[A-Za-z]+", name))
    run = max(runs, key=lambda m: (len(m.group()), -m.start()))
    at = run.start() + len(run.group()) // 2
    return name[:at] + name[at + 1 :]


def title(phrase: str) -> str:
    return " ".join(w[:1].upper() + w[1:] for w in phrase.split(" "))


Form = Callable[[str, str, int, str], str]


def _question(p: str, n: str, i: int, v: str) -> str:
    return f"What is the {p} of {n}?" if i % 2 == 0 else f"What's {n}'s {p}?"


def _typo(p: str, n: str, i: int, v: str) -> str:
    return f"What is the {p} of {n}?" if i % 2 == 0 else f"quick one: {p} on {n}, anyone?"


def _task(p: str, n: str, i: int, v: str) -> str:
    if i % 2 == 0:
        return f"Before you merge, look up the {p} of {n} and add it to the release notes."
    return f"While you are in the repo, find the {p} for {n} and put it in the handover doc."


def _agent(p: str, n: str, i: int, v: str) -> str:
    if i % 2 == 0:
        return (
            f"You are the on-call assistant. The user asks: what is the {p} of {n}? "
            "Answer briefly and cite the source."
        )
    return (
        f"Context: we are preparing the weekly ops review. Question: I need the {p} for {n}. "
        "Keep the answer to one line."
    )


def _plan(p: str, n: str, i: int, v: str) -> str:
    if i % 2 == 0:
        return (
            f"Plan:\n1. Pull the latest main.\n2. Find the {p} of {n}.\n3. Post it in the channel."
        )
    return (
        "Steps for today:\n1. Read the open tickets.\n2. Tidy the backlog.\n"
        f"3. Check the {p} of {n}."
    )


def _alias(p: str, n: str, i: int, v: str) -> str:
    if i % 2 == 0:
        return f"What is the {p} of {n}?"
    return f"Remind me of the {p} for the one we used to call {n}."


def _confirm(p: str, n: str, i: int, v: str) -> str:
    if i % 2 == 0:
        return f"Is the {p} of {n} still {v}?"
    return f"Can you confirm that {n}'s {p} is still {v}?"


def _role(p: str, n: str, i: int, v: str) -> str:
    return f"What is the {p} of {n}?" if i % 2 == 0 else f"I need the {p} for {n}."


def _reply(p: str, n: str, i: int, v: str) -> str:
    if i % 2 == 0:
        return (
            "On Wed 2 Dec, Petra Nilsen wrote:\n> Did the figures arrive in time?\n\n"
            f"Almost. Before that: what is the {p} of {n}?"
        )
    return (
        "> Cheers, the slides are in the shared folder.\n> -- Aled\n\n"
        f"Thanks! Last thing: I still need the {p} for {n}."
    )


def _bullets(p: str, n: str, i: int, v: str) -> str:
    other = DISTRACTORS[i % len(DISTRACTORS)]
    if i % 2 == 0:
        return f"Two things:\n- the {p} of {n}\n- {other}"
    return f"Quick list:\n- {other}\n- the {p} for {n}"


def _logline(p: str, n: str, i: int, v: str) -> str:
    if i % 2 == 0:
        return (
            f"[WARN] 2026-12-04 09:12:44 loader: no {p} for {n}, falling back to default. "
            "What should it be?"
        )
    return (
        'Traceback (most recent call last):\n  File "ops/sync.py", line 88, in <module>\n'
        f"KeyError: '{p} of {n}'\nCan someone tell me the right value?"
    )


def _blank(p: str, n: str, i: int, v: str) -> str:
    return f"{n}'s {p} is ___?" if i % 2 == 0 else f"Fill in the blank: the {p} of {n} = ___"


def _hedge(p: str, n: str, i: int, v: str) -> str:
    if i % 2 == 0:
        return f"Do we happen to know the {p} of {n}?"
    return f"Do we by any chance have the {p} for {n} written down somewhere?"


def _ticket(p: str, n: str, i: int, v: str) -> str:
    if i % 2 == 0:
        return f"Ticket summary: Look Up The {p} Of {n}"
    return f"[OPS] Missing {p} For {n}"


def _backtick(p: str, n: str, i: int, v: str) -> str:
    return f"What is the {p} of `{n}`?" if i % 2 == 0 else f'What is the {p} set for "{n}"?'


def _dropped(p: str, n: str, i: int, v: str) -> str:
    return f"what's the {p} of {n}?" if i % 2 == 0 else f"Looking for the {p} of {n}, please."


FORMS: dict[str, Form] = {
    "question": _question,
    "typo": _typo,
    "task": _task,
    "agent": _agent,
    "plan": _plan,
    "alias": _alias,
    "confirm": _confirm,
    "role": _role,
    "reply": _reply,
    "bullets": _bullets,
    "logline": _logline,
    "blank": _blank,
    "hedge": _hedge,
    "ticket": _ticket,
    "backtick": _backtick,
    "dropped": _dropped,
}

# -- off-topic requests: (phrase, thing, a value for a confirmation) -----------------------------

OFFTOPIC = (
    ("proving time", "a sourdough loaf", "four hours"),
    ("boiling time", "a soft egg", "six minutes"),
    ("resting time", "a roast leg of lamb", "twenty minutes"),
    ("oven temperature", "a Victoria sponge", "180 °C"),
    ("frying time", "a tempura prawn", "two minutes"),
    ("sugar ratio", "a lemon marmalade", "one to one"),
    ("pitch length", "a cricket ground", "22 yards"),
    ("court width", "a badminton court", "6.1 m"),
    ("net height", "a volleyball net", "2.43 m"),
    ("race distance", "the Boston Marathon", "42.195 km"),
    ("lap record", "the Silverstone circuit", "1:27"),
    ("squad size", "a rugby union team", "23"),
    ("hole count", "a championship golf course", "18"),
    ("ring size", "a boxing ring", "6 m"),
    ("summit height", "Mont Blanc", "4806 m"),
    ("river length", "the Danube", "2850 km"),
    ("island count", "the Faroe Islands", "18"),
    ("surface area", "Lake Geneva", "580 km²"),
    ("wingspan", "a wandering albatross", "3.5 m"),
    ("gestation period", "an African elephant", "22 months"),
    ("migration route", "the Arctic tern", "pole to pole"),
    ("bloom season", "a cherry tree in Kyoto", "early April"),
    ("string count", "a concert harp", "47"),
    ("key count", "a grand piano", "88"),
    ("page count", "the first Harry Potter book", "223"),
    ("crew size", "the Apollo 11 mission", "three"),
    ("opening year", "the Eiffel Tower", "1889"),
    ("tile count", "a Scrabble set", "100"),
    ("water temperature", "a cup of green tea", "80 °C"),
    ("pressure rating", "a bicycle tyre", "6 bar"),
    ("line length", "a haiku", "three lines"),
    ("frame rate", "a silent film", "18 frames"),
)
