"""The surfaces, rename notes, request forms and off-topic requests of ``unknowns11``.

A surface writes one fact (subject, the attribute's word, its value) the way a team writes it
somewhere: prose, a JSON record, a review comment, a ticket's acceptance criterion, a Markdown
table row, an error log line quoting a cap (kept from ``unknowns10``), and six new ones: a
Dockerfile ``ENV`` line under a comment naming the setting, a Terraform variable default, a
commit message whose body holds the value, a runbook checklist item, a JSON Schema snippet with
a maximum (numeric values only) and a chat reply quoting the question it answers. A rename note
says the old name, the new one and the role the subject is known by.

A request form turns (phrase, name) into a query; ``{p}`` is the asked phrase and ``{s}`` the
name asked (the subject, its old name, its role, or an off-topic thing), ``{o}`` a second name
and ``{v}`` a value."""

from __future__ import annotations

import json
import re

SURFACE_NAMES = (
    "prose",
    "json",
    "review",
    "criteria",
    "table",
    "errlog",
    "docker",
    "terraform",
    "commit",
    "checklist",
    "schema",
    "quote",
)

NUMERIC = re.compile(r"-?\d+(\.\d+)?( |$)")


def snake(word: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "_", word).strip("_")


def surface(form: str, subject: str, word: str, value: str, n: int) -> str:
    """The memory text of one fact on surface ``form``; ``n`` varies ticket and PR numbers and
    timestamps."""
    if form == "prose":
        return f"For {subject}, the {word} is {value}."
    if form == "json":
        record = {"subject": subject, "setting": word, "value": value}
        return json.dumps(record, ensure_ascii=False)
    if form == "review":
        return f"Review comment on PR #{400 + n} ({subject}): the {word} should stay {value}; otherwise LGTM."
    if form == "criteria":
        return (
            f"TKT-{5100 + n}: settle the {subject} configuration\n\nAcceptance criteria:\n"
            f"- [ ] {subject} {word} is {value}\n- [ ] the change is noted in the handover"
        )
    if form == "table":
        return f"| subject | setting | value |\n|---|---|---|\n| {subject} | {word} | {value} |"
    if form == "errlog":
        stamp = f"2026-{1 + n % 12:02d}-{1 + n % 27:02d}T{n % 24:02d}:{(7 * n) % 60:02d}:00Z"
        return f"{stamp} ERROR {subject}: request rejected, {word} capped at {value}"
    if form == "docker":
        return f'# Dockerfile ({subject} image)\n# {word}\nENV {snake(word).upper()}="{value}"'
    if form == "terraform":
        return (
            f'variable "{snake(subject).lower()}_{snake(word).lower()}" {{\n'
            f'  description = "{word} for {subject}"\n'
            f'  default     = "{value}"\n}}'
        )
    if form == "commit":
        return (
            f"fix({subject}): update {word}\n\n{word.capitalize()} is {value} from this commit on."
        )
    if form == "checklist":
        return f"Runbook checklist for {subject}\n- [x] {word} confirmed at {value}"
    if form == "schema":
        m = NUMERIC.match(value)
        assert m is not None, value
        schema = {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": f"{subject} {word}",
            "type": "number",
            "maximum": float(m.group(0)) if "." in m.group(0) else int(m.group(0)),
            "description": value,
        }
        return json.dumps(schema, ensure_ascii=False)
    if form == "quote":
        ask = f"which {word} did we settle on for {subject}?"
        return f"Ines: {ask}\nTomas: > {ask}\n{value}, per the spec."
    raise ValueError(form)


def fits(form: str, value: str) -> bool:
    """A JSON Schema maximum needs a number; every other surface takes any value."""
    return form != "schema" or NUMERIC.match(value) is not None


RENAMES = (
    "{old} was renamed {s}; on the floor plan it is {role}.",
    "- Renamed {old} to {s} ({role}).",
    "Heads-up: {old} has a new name, {s}, and is still {role}.",
)

# The fixed text of every surface and rename note, for the vocabulary check.
FIXED = re.sub(
    r"qqs|qqw|qqv",
    " ",
    " ".join(
        [
            *(surface(f, "qqs", "qqw", "7 qqv", 0) for f in SURFACE_NAMES),
            *(r.format(old="qqs", s="qqs", role="qqv") for r in RENAMES),
        ]
    ).casefold(),
)

CODE = """def settle(cfg):
    limits = cfg.get("limits", {{}})
    for key, raw in limits.items():
        if raw is None:
            continue
        limits[key] = str(raw).strip()
    return limits
"""

# Each form: (phrasing one, phrasing two). Typo phrasings get the misspelt phrase.
FORMS: dict[str, tuple[str, str]] = {
    "question": ("What is the {p} of {s}?", "What {p} does {s} have?"),
    "imperative": ("Tell me the {p} of {s}.", "Give me the {p} for {s}."),
    "elliptic": ("{s} {p}?", "{p} for {s}?"),
    "typo": ("What's the {p} for {s}?", "quick one: {p} on {s}, anyone?"),
    "task": (
        "Before you merge, find the {p} of {s} and put it in the PR.",
        "While you are in the repo, check the {p} of {s} for me.",
    ),
    "agent": (
        "You are the coding agent on the ops repo. The user writes: what is the {p} of {s}? "
        "Reply briefly; cite what you used.",
        "Context: nightly sync failed. Task: look up the {p} of {s}. Then: summarise in one line.",
    ),
    "plan": (
        "1. Pull the latest main.\n2. Read the {p} of {s}.\n3. Post it in the channel.",
        "1. Open the dashboard.\n2. Note the open alerts.\n3. Check the {p} of {s}.",
    ),
    "alias": ("What was the {p} of {s} again?", "Look up the {p} of {s}, please."),
    "compare": (
        "How does the {p} of {s} compare with {o}?",
        "Is the {p} of {s} the same as on {o}?",
    ),
    "confirm": ("Is the {p} of {s} still {v}?", "Can you confirm the {p} of {s} is still {v}?"),
    "comment": (
        CODE.rstrip("\n") + "\n    # TODO: what's the {p} of {s} again?",
        "limits = load_limits()  # FIXME: hard-coded {p} for {s}; what did we agree?",
    ),
    "role": ("What is the {p} of {s}?", "Remind me of the {p} on {s}."),
    "negconfirm": (
        "{s} has no {p} any more, right?",
        "So there is no {p} on {s} these days, correct?",
    ),
    "passive": ("What was the {p} of {s} set to?", "Which {p} has been chosen for {s}?"),
    "pair": (
        "Compare the {p} of {s} with that of {o}.",
        "Do {s} and {o} use the same {p}?",
    ),
    "abbrev": ("What's the {p} of {s}?", "{s}: {p}, please?"),
}

FORM_NAMES = tuple(FORMS)

# The rotation: typo takes two slots.
SLOTS = (*FORM_NAMES[:4], "typo", *FORM_NAMES[4:])

OFFTOPIC: tuple[tuple[str, str, str], ...] = (
    ("cooling rate", "a loaf of sourdough", "about one hour"),
    ("feeding time", "a newborn kitten", "every two hours"),
    ("shelf life", "an opened jar of pesto", "five days"),
    ("lane width", "an Olympic swimming pool", "2.5 metres"),
    ("wind speed", "a Category 5 hurricane", "157 mph"),
    ("stop count", "the Piccadilly line", "53 stations"),
    ("league table", "the Premier League", "twenty clubs"),
    ("pitch length", "a cricket pitch", "22 yards"),
    ("edge length", "a Rubik's cube", "5.7 cm"),
    ("star rating", "a Michelin three-star restaurant", "three stars"),
    ("load limit", "a supermarket trolley", "160 kg"),
    ("boiling point", "water at sea level", "100 degrees"),
    ("baking time", "a Victoria sponge", "25 minutes"),
    ("race distance", "the Boston Marathon", "42.195 km"),
    ("tallest peak", "the Alps", "Mont Blanc"),
    ("capital city", "Australia", "Canberra"),
    ("half-life", "carbon-14", "5730 years"),
    ("net height", "a badminton court", "1.55 m"),
    ("resting time", "a grilled ribeye steak", "five minutes"),
    ("wingspan", "a wandering albatross", "3.5 m"),
    ("gestation period", "an African elephant", "22 months"),
    ("rising time", "a brioche dough", "two hours"),
    ("hole count", "a championship golf course", "18 holes"),
    ("team size", "a rugby union side", "fifteen"),
    ("orbital period", "Mars", "687 days"),
    ("smoke point", "extra virgin olive oil", "190 degrees"),
    ("innings count", "a Test match", "four"),
    ("top speed", "a cheetah", "110 km/h"),
    ("fermentation time", "homemade kimchi", "two weeks"),
    ("freezing point", "seawater", "minus 1.9 degrees"),
    ("serve speed", "the fastest tennis serve", "263 km/h"),
    ("steeping time", "a cup of green tea", "three minutes"),
)
