"""Memory surfaces, rename notes, request forms and off-topic requests of ``unknowns12``.

Twelve surfaces: six kept from ``unknowns11`` (prose, a JSON record, a code-review comment, a
runbook checklist item, a commit message body, an error log line) and six new ones (a Makefile
variable with a comment, a GitHub Actions workflow ``env:`` entry, a crontab line with a
comment, a CODEOWNERS-style line, a postmortem timeline bullet with a time stamp and a SQL
migration comment beside a CHECK constraint, the last for numeric values only). Sixteen request
forms: ten kept (question, imperative, elliptic, typo, task, agent, plan, old name, yes/no
confirmation, role) and six new (a quoted e-mail reply, ``remind me`` with the possessive, a
bullet list of two asks, a misspelt attribute word, a spelling variant of the subject's name and
a question ending in an emoji or ``??``)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable

from cairn.bench.retrieval_unknowns12_domains import snake


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")


NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


def numeric(value: str) -> bool:
    return NUMBER.match(value.replace(",", "")) is not None


def _num(value: str) -> str:
    m = NUMBER.match(value.replace(",", ""))
    assert m is not None
    return m.group(0)


Surface = Callable[[str, str, str, int], str]


def _prose(s: str, w: str, v: str, n: int) -> str:
    return f"Ops note: the {w} of {s} stands at {v}."


def _json(s: str, w: str, v: str, n: int) -> str:
    return json.dumps({"subject": s, "setting": w, "value": v}, ensure_ascii=False)


def _review(s: str, w: str, v: str, n: int) -> str:
    return f"Review comment (PR #{300 + n}): keep the {w} of {s} at {v}; the rest looks fine."


def _checklist(s: str, w: str, v: str, n: int) -> str:
    return f"Runbook checklist for {s}\n- [x] {w} checked at {v}\n- [ ] sign-off filed"


def _commit(s: str, w: str, v: str, n: int) -> str:
    return f"chore({s}): record the {w}\n\nThe {w} is {v} from this commit on."


def _errlog(s: str, w: str, v: str, n: int) -> str:
    stamp = f"2026-11-{10 + n % 19:02d}T{n % 24:02d}:{n * 7 % 60:02d}:00Z"
    return f"{stamp} ERROR {s}: request refused, {w} held at {v}"


def _makefile(s: str, w: str, v: str, n: int) -> str:
    return f"# Makefile ({s})\n{snake(w).upper()} ?= {v}  # {w}"


def _actions(s: str, w: str, v: str, n: int) -> str:
    return f'# .github/workflows/{slug(s)}.yml\nenv:\n  {snake(w).upper()}: "{v}"  # {w} for {s}'


def _crontab(s: str, w: str, v: str, n: int) -> str:
    return f"{n * 13 % 60} {n % 5 + 1} * * 1-5 /opt/ops/bin/verify-{slug(s)}.sh  # {s}: {w} {v}"


def _codeowners(s: str, w: str, v: str, n: int) -> str:
    return f"# CODEOWNERS\n/{slug(s)}/{slug(w)}.yaml @site-crew  # {s} {w}: {v}"


def _timeline(s: str, w: str, v: str, n: int) -> str:
    h, m = 8 + n % 11, n * 11 % 50
    return (
        f"Postmortem timeline ({s})\n- {h:02d}:{m:02d} UTC: alert opened\n"
        f"- {h:02d}:{m + 9:02d} UTC: {w} confirmed at {v}"
    )


def _sql(s: str, w: str, v: str, n: int) -> str:
    col = snake(w)
    return (
        f"-- migration {4000 + n}: {w} of {s} is {v}\n"
        f"ALTER TABLE settings ADD CONSTRAINT {col}_{snake(s)}_chk CHECK ({col} <= {_num(v)});"
    )


SURFACES: dict[str, Surface] = {
    "prose": _prose,
    "json": _json,
    "review": _review,
    "checklist": _checklist,
    "commit": _commit,
    "errlog": _errlog,
    "makefile": _makefile,
    "actions": _actions,
    "crontab": _crontab,
    "codeowners": _codeowners,
    "timeline": _timeline,
    "sql": _sql,
}
NUMERIC_ONLY = ("sql",)

RENAMED = "renamed"
NOTES = (
    "{s} is the new name of {old}; it is still {role}.",
    "CHANGELOG: {old} renamed to {s} ({role}).",
    "Heads-up: {old} now goes by {s}. Same unit: {role}.",
)


def rename_note(i: int, s: str, old: str, role: str) -> str:
    return NOTES[i % len(NOTES)].format(s=s, old=old, role=role)


def fixed_text() -> str:
    """The text every surface and rename note writes whatever it is given."""
    parts = [f(" ", " ", "1", 0) for f in SURFACES.values()]
    parts += [n.format(s=" ", old=" ", role=" ") for n in NOTES]
    return "\n".join(parts)


FORM_NAMES = (
    "question",
    "imperative",
    "elliptic",
    "typo",
    "task",
    "agent",
    "plan",
    "alias",
    "confirm",
    "role",
    "reply",
    "remind",
    "bullets",
    "misspelt",
    "spelling",
    "emoji",
)
ROTATION = (
    "question",
    "typo",
    "reply",
    "imperative",
    "remind",
    "elliptic",
    "bullets",
    "task",
    "misspelt",
    "agent",
    "spelling",
    "plan",
    "emoji",
    "alias",
    "typo",
    "confirm",
    "role",
)
TEMPLATES: dict[str, tuple[str, str]] = {
    "question": ("What is the {p} of {n}?", "Which {p} does {n} have?"),
    "imperative": ("Tell me the {p} of {n}.", "Look up the {p} for {n}."),
    "elliptic": ("{n} {p}?", "{p} for {n}, please."),
    "typo": ("What's the {p} of {n}?", "quick one: {p} on {n}, anyone?"),
    "task": (
        "Before you merge, check the {p} of {n} against the docs.",
        "While you are in the repo, find the {p} for {n} and note it in the PR.",
    ),
    "agent": (
        "You are the on-call assistant for the site team. The user asks: what is the {p} of"
        " {n}? Answer in one line and cite the note.",
        "Context: the rota changed last week. Question: which {p} does {n} use? Keep it short.",
    ),
    "plan": (
        "Plan for today:\n1. Pull the latest main.\n2. Find the {p} of {n}.\n3. Update the"
        " handover doc.",
        "Steps:\n1. Open the dashboard.\n2. Check last night's alerts.\n3. Write down the {p}"
        " for {n}.",
    ),
    "alias": ("What is the {p} of {n}?", "{n}: what was its {p} again?"),
    "confirm": ("Is the {p} of {n} still {v}?", "Can you confirm the {p} for {n} is still {v}?"),
    "role": ("What is the {p} of {n}?", "For {n}, which {p} did we settle on?"),
    "reply": (
        "On Tue 3 Nov, Mira Holt wrote:\n> Can we close the ticket today?\n\nNearly. First:"
        " what is the {p} of {n}?",
        "> Thanks, the report is attached.\n> -- Jonas\n\nOne more thing: I still need the {p}"
        " for {n}.",
    ),
    "remind": ("Remind me {n}'s {p}.", "remind me, what's {n}'s {p}?"),
    "bullets": (
        "Two things:\n- the {p} of {n}\n- who is buying coffee on Friday",
        "Quick list before standup:\n- is the office open on Monday?\n- what is the {p} for {n}?",
    ),
    "misspelt": ("What is the {p} of {n}?", "Do you know the {p} for {n}?"),
    "spelling": ("What's the {p} for {n}?", "{p} of {n}, does anyone know?"),
    "emoji": ("What is the {p} of {n}? \U0001f914", "what's the {p} for {n}??"),
}


def render(form: str, phrasing: int, name: str, phrase: str, value: str = "") -> str:
    q = TEMPLATES[form][phrasing % 2].format(p=phrase, n=name, v=value)
    if q.startswith(("the ", "a ", "an ")):
        q = q[0].upper() + q[1:]
    return q


def swap_typo(phrase: str) -> str:
    """Two neighbouring letters of the phrase's longest word swapped (the first pair that
    differs past its first letter)."""
    words = phrase.split(" ")
    i = max(range(len(words)), key=lambda k: len(words[k]))
    w = words[i]
    for k in range(1, len(w) - 1):
        if w[k] != w[k + 1] and w[k].isalpha() and w[k + 1].isalpha():
            words[i] = w[:k] + w[k + 1] + w[k] + w[k + 2 :]
            return " ".join(words)
    words[i] = w[0] + w
    return " ".join(words)


def doubled_typo(phrase: str) -> str:
    """The phrase's longest word with its first letter doubled (a hurried chat line)."""
    words = phrase.split(" ")
    i = max(range(len(words)), key=lambda k: len(words[k]))
    words[i] = words[i][0] + words[i]
    return " ".join(words)


SWAP_VOWEL = {"a": "e", "e": "a", "i": "e", "o": "a", "u": "o"}


def misspelt(phrase: str) -> str:
    """One letter of the phrase's longest word replaced by another vowel (the first vowel past
    its first letter)."""
    words = phrase.split(" ")
    i = max(range(len(words)), key=lambda k: len(words[k]))
    w = words[i]
    for k in range(1, len(w)):
        if w[k] in SWAP_VOWEL:
            words[i] = w[:k] + SWAP_VOWEL[w[k]] + w[k + 1 :]
            return " ".join(words)
    words[i] = w[:-1] + ("x" if w[-1] != "x" else "z")
    return " ".join(words)


def spelled(name: str) -> str:
    """The subject's name written another way: hyphens, dots and CamelCase humps as spaces, or
    (one word) its plural."""
    if re.fullmatch(r"[A-Z]+|[a-z]+", name):
        return name + ("es" if name[-1] in "sSxXhH" else "s")
    if re.fullmatch(r"([A-Z][a-z0-9]+){2,}", name):
        return " ".join(re.findall(r"[A-Z][a-z0-9]+", name))
    return re.sub(r"[-.](?=[a-zA-Z])|-", " ", name)


OFFTOPIC: tuple[tuple[str, str, str], ...] = (
    ("bake time", "a loaf of sourdough", "40 minutes"),
    ("pool length", "an Olympic swimming pool", "50 metres"),
    ("lap count", "the Monaco Grand Prix", "78 laps"),
    ("sprint speed", "a cheetah", "110 km/h"),
    ("boiling point", "water at sea level", "100 °C"),
    ("shot clock", "an NBA game", "24 seconds"),
    ("serving size", "a bowl of porridge", "40 g"),
    ("rising time", "a brioche dough", "2 hours"),
    ("wing span", "a wandering albatross", "3.5 metres"),
    ("capital city", "Australia", "Canberra"),
    ("court length", "a tennis court", "23.77 m"),
    ("tide range", "the Bay of Fundy", "16 metres"),
    ("gestation period", "an African elephant", "22 months"),
    ("penalty spot distance", "a football pitch", "11 metres"),
    ("grind size", "espresso coffee", "fine"),
    ("oven temperature", "a Victoria sponge", "180 °C"),
    ("flight time", "London to New York", "8 hours"),
    ("batting order", "the England cricket team", "Crawley, Duckett, Pope"),
    ("shelf life", "fresh pasta", "three days"),
    ("bar count", "a twelve-bar blues", "twelve"),
    ("tower height", "the Eiffel Tower", "330 m"),
    ("bench press record", "the club's strongest lifter", "200 kg"),
    ("egg count", "a hen's weekly laying", "five"),
    ("moon phase", "tonight's sky", "waxing gibbous"),
    ("knitting pattern", "a cable-knit jumper", "Aran"),
    ("spice level", "a vindaloo", "very hot"),
    ("wind chill", "a winter day in Oslo", "-15 °C"),
    ("marathon distance", "the Boston Marathon", "42.195 km"),
    ("river length", "the Danube", "2,850 km"),
    ("steam time", "a Christmas pudding", "6 hours"),
    ("population", "Iceland", "about 390,000"),
    ("half-time length", "a rugby match", "10 minutes"),
)
