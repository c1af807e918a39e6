"""Surfaces, rename notes, request forms and off-topic requests of the blind held-out set
``unknowns15``. Eight surfaces are new to the blind sets (a git commit message trailer, an
OpenAPI parameter description with its example, a Prometheus alert rule with ``for:``, a
package.json script, a logrotate stanza with a comment, a Markdown front-matter block, an XML
setting element, a Java properties line under its comment); four are kept from earlier sets,
written anew (prose, a TSV row under its header, a release-notes bullet, a chat line above a
reaction). Six request forms are new (a question in a code comment, a comparative question, an
imperative, the subject in the plural, a commit-message-style request, a ``still`` yes/no
question); ten are kept from earlier sets."""

from __future__ import annotations

import re
from collections.abc import Callable

# Fact surfaces: (subject, word, value, thing, pick) -> text; ``pick`` chooses among fixed
# alternatives (a handle, a tail, a number) so the text is seeded but no surface varies its shape.
Surface = Callable[[str, str, str, str, int], str]

HANDLES = ("ines", "tomas", "wren", "ayo", "kasia", "joss")
TAILS = ("checked this morning", "per the handover", "signed off by ops")


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")


def snake(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.casefold()).strip("_")


def camel(text: str) -> str:
    return "".join(w.capitalize() for w in text.split(" "))


def _trailer(s: str, w: str, v: str, _t: str, _k: int) -> str:
    key = "-".join(x.capitalize() for x in w.split(" "))
    return f"fix: note {s} {w}\n\nMeasured during the walkround.\n\n{key}: {v}"


def _openapi(s: str, w: str, v: str, _t: str, _k: int) -> str:
    return (
        f"parameters:\n  - name: {snake(w)}\n    in: query\n"
        f'    description: "{w} of {s}"\n    example: "{v}"'
    )


def _alert(s: str, w: str, v: str, _t: str, k: int) -> str:
    return (
        f'- alert: {camel(w)}Drift\n  expr: {snake(w)}_drift{{site="{slug(s)}"}} == 1\n'
        f'  for: {(5, 10, 15)[k % 3]}m\n  annotations:\n    summary: "{s} {w} must stay at {v}"'
    )


def _script(s: str, w: str, v: str, _t: str, _k: int) -> str:
    return f'{{\n  "scripts": {{\n    "verify:{s}": "verify --field \'{w}\' --expect \'{v}\'"\n  }}\n}}'


def _logrotate(s: str, w: str, v: str, _t: str, k: int) -> str:
    return f"/var/log/{slug(s)}/*.log {{\n    # {w} of {s}: {v}\n    rotate {(4, 7, 14)[k % 3]}\n    compress\n}}"


def _frontmatter(s: str, w: str, v: str, _t: str, _k: int) -> str:
    return f"---\nsubject: {s}\nfield: {w}\nvalue: {v}\n---\nKept by the facilities desk."


def _xml(s: str, w: str, v: str, t: str, _k: int) -> str:
    return f'<{t} name="{s}">\n  <setting field="{w}">{v}</setting>\n</{t}>'


def _properties(s: str, w: str, v: str, _t: str, _k: int) -> str:
    return f"# {w} of {s}\n{snake(s)}.{snake(w)}={v}"


def _prose(s: str, w: str, v: str, _t: str, k: int) -> str:
    return f"{s}'s {w} is {v}, {TAILS[k % len(TAILS)]}."


def _tsv(s: str, w: str, v: str, _t: str, _k: int) -> str:
    return f"name\tfield\tvalue\n{s}\t{w}\t{v}"


def _release(s: str, w: str, v: str, _t: str, k: int) -> str:
    return f"## Release notes 2026.{(3, 7, 11)[k % 3]:02d}\n- {s}: {w} is now {v}."


def _chat(s: str, w: str, v: str, _t: str, k: int) -> str:
    who = HANDLES[k % len(HANDLES)]
    return f"@{who}: {s} {w} is {v}, {TAILS[k % len(TAILS)]}\n:+1: {k % 4 + 1}"


SURFACES: dict[str, Surface] = {
    "trailer": _trailer,
    "openapi": _openapi,
    "alert": _alert,
    "script": _script,
    "logrotate": _logrotate,
    "frontmatter": _frontmatter,
    "xml": _xml,
    "properties": _properties,
    "prose": _prose,
    "tsv": _tsv,
    "release": _release,
    "chat": _chat,
}
NEW_SURFACES: tuple[str, ...] = ("trailer", "openapi", "alert", "script", "logrotate")
NEW_SURFACES += ("frontmatter", "xml", "properties")

# Rename notes: (subject, old name, role) -> text, each naming the role.
RENAMES: dict[str, Callable[[str, str, str], str]] = {
    "sentence": lambda s, o, r: f"{o} has been called {s} since the reorganisation; it is {r}.",
    "changelog": lambda s, o, r: f"- renamed {o} to {s} ({r})",
    "memo": lambda s, o, r: f"Memo to everyone: {r} is {s} from today, no longer {o}.",
}

# The fixed text of surfaces and rename notes (what a synonym or neighbour must not write).
FIXED_TEXT = " ".join(
    [
        *(f(" ", " ", " ", " ", k) for f in SURFACES.values() for k in range(6)),
        *(f(" ", " ", " ") for f in RENAMES.values()),
    ]
)

# Request forms: each a pair of phrasings over {p} (the phrase), {n} (the name) and, where it
# offers a value, {v}. The rotation asks the typo form twice.
FORMS: dict[str, tuple[str, str]] = {
    "question": ("What is the {p} of {n}?", "What {p} does {n} have?"),
    "typo": ("What is the {p} of {n}?", "quick one: {p} on {n}, anyone?"),
    "task": (
        "Before you merge, check the {p} of {n} and put it in the PR description.",
        "While you are in the repo, look up {n}'s {p} for the release checklist.",
    ),
    "agent": (
        "You are helping the operations team. Find the {p} of {n}. Reply in one line.",
        "Context: the weekly report is due. Task: what is {n}'s {p}? Format: plain text.",
    ),
    "plan": (
        "Plan:\n1. Pull the latest main.\n2. Look up the {p} of {n}.\n3. Update the runbook.",
        "Steps:\n1. Open the tracker.\n2. Read the open items.\n3. Note {n}'s {p} there.",
    ),
    "alias": ("What is the {p} of {n}?", "Does anyone know {n}'s {p}?"),
    "role": ("What is the {p} of {n}?", "For {n}, what {p} did we settle on?"),
    "reply": (
        "> Can someone confirm the numbers before Friday?\n\nSure - what is the {p} of {n}, though?",
        "> Sent the draft round this morning.\n\nThanks. One gap: {n}'s {p}?",
    ),
    "blank": ("{n}'s {p} is ___.", "Fill in the blank: the {p} of {n} is ___."),
    "checkbox": (
        "- [ ] look up the {p} of {n}",
        "TODO:\n- [x] book the van\n- [ ] find {n}'s {p}",
    ),
    "codecomment": (
        "# TODO: what is {n}'s {p}?\ndef load():\n    ...",
        "// FIXME: confirm the {p} of {n} before release\nconst cfg = {{}};",
    ),
    "comparative": (
        "Is {n}'s {p} higher than {v}?",
        "Would the {p} of {n} come out below {v}?",
    ),
    "imperative": ("Tell me {n}'s {p}.", "Give me the {p} of {n}, nothing else."),
    "plural": ("What is the {p} of the {n}s?", "The {n}s' {p} - what is it?"),
    "commitmsg": ("chore: bump {n}'s {p} to ?", "fix({n}): set {p} to ??? (value unknown)"),
    "stillq": (
        "Does {n} still have its {p} at {v}?",
        "Is the {p} of {n} still {v}, or did it change?",
    ),
}
# Comparative phrasings for worded values (no higher or lower): an either-or question.
WORDED_COMPARATIVE = (
    "Is {n}'s {p} {v} or something else?",
    "Would the {p} of {n} be {v} rather than the usual?",
)
FORM_NAMES = tuple(FORMS)
NEW_FORMS = ("codecomment", "comparative", "imperative", "plural", "commitmsg", "stillq")
OFFERING = ("comparative", "stillq")
ROTATION = (
    "question",
    "typo",
    "task",
    "agent",
    "plan",
    "alias",
    "role",
    "reply",
    "blank",
    "checkbox",
    "typo",
    "codecomment",
    "comparative",
    "imperative",
    "plural",
    "commitmsg",
    "stillq",
)

# Off-topic requests: (phrase, thing, value); several share a word with an attribute's word in
# another sense (a piano's string count, a football pitch's goal, a ship's hull).
OFFTOPIC: tuple[tuple[str, str, str], ...] = (
    ("cooking time", "a soft-boiled egg", "6 minutes"),
    ("oven temperature", "a sourdough loaf", "230 C"),
    ("rising time", "a brioche dough", "2 hours"),
    ("sugar content", "a classic lemonade", "10 %"),
    ("string tension", "a tennis racket", "24 kg"),
    ("pole height", "an Olympic pole vault record", "6.26 m"),
    ("shaft length", "a standard golf driver", "45 inches"),
    ("seat capacity", "Wembley Stadium", "90000"),
    ("hull length", "the Titanic", "269 m"),
    ("spin cycle", "a washing machine", "1400 rpm"),
    ("blade length", "a samurai katana", "70 cm"),
    ("wind speed", "a category five hurricane", "252 km/h"),
    ("core temperature", "the Sun", "15 million C"),
    ("noise level", "a jet engine at takeoff", "140 dB"),
    ("ring size", "a wedding ring", "N"),
    ("crew size", "the Apollo 11 mission", "3"),
    ("point total", "a perfect darts leg", "501"),
    ("flight time", "London to Sydney", "22 hours"),
    ("gear ratio", "a fixed-gear track bike", "48:15"),
    ("seed count", "a sunflower head", "1000"),
    ("water depth", "the Mariana Trench", "10935 m"),
    ("clearance height", "the Golden Gate Bridge", "67 m"),
    ("opening hours", "the Louvre", "9 to 6"),
    ("pipe count", "a cathedral organ in Passau", "17974"),
    ("running time", "the film Casablanca", "102 minutes"),
    ("egg count", "a carbonara for four", "4"),
    ("wingspan", "an albatross", "3.5 m"),
    ("top speed", "a cheetah", "110 km/h"),
    ("lap length", "the Monza circuit", "5.79 km"),
    ("boiling point", "water in Denver", "95 C"),
    ("goal width", "a football goal", "7.32 m"),
    ("caffeine content", "a double espresso", "130 mg"),
)


def typo(phrase: str, k: int, doubled: bool) -> str:
    """``phrase`` with one word misspelt: its longest word's first letter doubled, or two of its
    neighbouring letters (that differ) swapped, chosen by ``k``."""
    words = phrase.split(" ")
    i = max(range(len(words)), key=lambda j: len(words[j]))
    w = words[i]
    if doubled:
        words[i] = w[0] + w
    else:
        spots = [j for j in range(len(w) - 1) if w[j] != w[j + 1]]
        j = spots[k % len(spots)]
        words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
    return " ".join(words)
