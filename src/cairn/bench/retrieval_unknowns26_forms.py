"""The surfaces, rename notes, request forms and off-topic requests of the blind held-out
retrieval set ``unknowns26``. Twelve surfaces write a fact (four kept from earlier sets, their
text written anew, and eight new: a Crystal named tuple, a Racket hash, an Ada record aggregate,
an Elm record, a Bash associative array, a Standard ML record, a KDL node and a Pkl object);
three shapes write a rename note; sixteen request forms, each in two phrasings, ask (ten kept
from earlier sets and six new: a crossword clue, a survey question, a Linear issue title, a
Teams meeting chat, a Jupyter cell comment and a pinboard notice)."""

from __future__ import annotations

import random

SURFACES = (
    "prose",
    "tsv",
    "release",
    "chat",
    "crystal",
    "racket",
    "ada",
    "elm",
    "bash",
    "sml",
    "kdl",
    "pkl",
)
NEW_SURFACES = SURFACES[4:]
PEOPLE = ("Marta", "Kofi", "Hana", "Ines", "Tomas", "Bruno", "Oskar", "Priya")
NICKS = ("marta", "kofi", "hana", "ines", "tomas")


def fact_text(surface: str, s: str, w: str, v: str, rng: random.Random) -> str:
    """The text of a memory writing ``s``'s ``w`` as ``v`` on ``surface``."""
    if surface == "prose":
        return f"{rng.choice(PEOPLE)} confirmed that {s} has a {w} of {v}."
    if surface == "tsv":
        return f"subject\tattribute\tvalue\n{s}\t{w}\t{v}"
    if surface == "release":
        return f"Release notes 4.{rng.randint(1, 9)}.0\n- {s}: {w} now {v}"
    if surface == "chat":
        hh, mm = rng.randint(8, 17), rng.randint(0, 59)
        return f"[{hh:02d}:{mm:02d}] <{rng.choice(NICKS)}> heads up: {s} {w} = {v}"
    if surface == "crystal":
        return f'fact = {{subject: "{s}", attribute: "{w}", value: "{v}"}}'
    if surface == "racket":
        return f'(define fact (hash \'subject "{s}" \'attribute "{w}" \'value "{v}"))'
    if surface == "ada":
        return f'Fact : constant Entry := (Subject => "{s}", Attribute => "{w}", Value => "{v}");'
    if surface == "elm":
        return (
            f'fact =\n    {{ subject = "{s}"\n    , attribute = "{w}"\n    , value = "{v}"\n    }}'
        )
    if surface == "bash":
        return f'declare -A fact=([subject]="{s}" [attribute]="{w}" [value]="{v}")'
    if surface == "sml":
        return f'val fact = {{name = "{s}", prop = "{w}", amount = "{v}"}}'
    if surface == "kdl":
        return f'fact "{s}" {{\n    "{w}" "{v}"\n}}'
    if surface == "pkl":
        return f'fact {{\n  subject = "{s}"\n  attribute = "{w}"\n  value = "{v}"\n}}'
    raise ValueError(surface)


NOTE_SHAPES = ("sentence", "alias", "sed")


def note_text(shape: str, old: str, new: str, role: str) -> str:
    """A rename note: ``old`` is now ``new``, known as ``role``."""
    if shape == "sentence":
        return f"Renamed last month: {old} is now {new}, and the crew call it {role}."
    if shape == "alias":
        return f"alias {old}={new}  # known as {role}"
    if shape == "sed":
        return f"s/{old}/{new}/g  # {role}"
    raise ValueError(shape)


# every word the surfaces and rename notes write besides the fact (the vocabulary check's)
FIXED_TEXT = " ".join(
    (
        *PEOPLE,
        "confirmed that has a of subject attribute value Release notes now heads up fact",
        "define hash constant Entry Subject Attribute Value declare val name prop amount",
        "Renamed last month is now and the crew call it alias known as",
    )
)

FORM_NAMES = (
    "question",
    "typo",
    "task",
    "crossword",
    "agent",
    "plan",
    "survey",
    "alias",
    "role",
    "linear",
    "reply",
    "teams",
    "imperative",
    "jupyter",
    "comparative",
    "notice",
)
NEW_FORMS = ("crossword", "survey", "linear", "teams", "jupyter", "notice")
# seventeen slots: the typo form twice (two letters swapped, the first letter doubled), its
# slots not five apart, so an answer's two wordings (five slots apart) never share a form
ROTATION = [
    ("question", ""),
    ("typo", "swap"),
    ("task", ""),
    ("crossword", ""),
    ("agent", ""),
    ("plan", ""),
    ("survey", ""),
    ("alias", ""),
    ("role", ""),
    ("linear", ""),
    ("reply", ""),
    ("typo", "double"),
    ("teams", ""),
    ("imperative", ""),
    ("jupyter", ""),
    ("comparative", ""),
    ("notice", ""),
]

# each form's two phrasings: {p} the phrase, {n} the name asked (an old name in the alias form,
# a role in the role form), {o} the value a comparative offers
TEMPLATES: dict[str, tuple[str, str]] = {
    "question": ("What is the {p} of {n}?", "Does anyone know the {p} of {n}?"),
    "typo": ("Sorry, quick q: what's the {p} of {n}?", "{n}: the {p}? anyone"),
    "task": (
        "Task: note down the {p} of {n} in the sheet.",
        "Task: find the {p} of {n} before Friday.",
    ),
    "agent": (
        "You are the workshop's assistant. Please find the {p} of {n} in the notes. Answer in"
        " one line.",
        "Context: the order desk is busy today. What's the {p} of {n}? Reply briefly.",
    ),
    "plan": (
        "Plan:\n1. Open the records.\n2. Find the {p} of {n}.\n3. Post it in the channel.",
        "Steps:\n1. Pull the latest sheet.\n2. Check the spares box.\n3. Confirm the {p} of {n}.",
    ),
    "alias": (
        "Bruno still says {n}; what's the {p} of {n}?",
        "The old tag says {n}. What was the {p} of {n}?",
    ),
    "role": ("What's the {p} of {n} these days?", "Does anyone have the {p} of {n}?"),
    "reply": (
        "> Can someone check the workshop records?\n\nYes: what is the {p} of {n}?",
        "> Priya wrote: it is in the ledger\nSure, but what's the {p} of {n}?",
    ),
    "imperative": ("Give me the {p} of {n}.", "Find out the {p} of {n}, please."),
    "comparative": (
        "Is the {p} of {n} {o}, or something else?",
        "I had the {p} of {n} as {o}. Is that still right?",
    ),
    "crossword": (
        "Crossword, 14 across:\nClue: {p} of {n}? (two words)\nAnswer: _",
        "Crossword, 9 down:\nClue: the {p} of {n}, briefly\nAnswer: ?",
    ),
    "survey": (
        "Survey, question 3 of 8\nQ3. What is the {p} of {n}?\n[ ] free text",
        "Survey, question 5 of 9\nQ5. Do you know the {p} of {n}?\n[ ] yes  [ ] no",
    ),
    "linear": (
        "Linear · ENG-412\nTitle: Find the {p} of {n}\nStatus: Triage",
        "Linear · OPS-87\nTitle: {p} of {n} missing from the docs\nStatus: Backlog",
    ),
    "teams": (
        "Teams meeting chat, Monday sync\n[10:02] Hana Berg: does anyone know the {p} of {n}?\n"
        "[10:03] Tomas Ek: checking",
        "Teams meeting chat, Friday review\n[15:40] Ines Roy: quick one, the {p} of {n}?\n"
        "[15:41] Bruno Alt: no idea",
    ),
    "jupyter": (
        "In [7]:\n# TODO: what is the {p} of {n}?\nrecords.head()",
        "In [12]:\n# need the {p} of {n} for the plot\nplot(records)",
    ),
    "notice": (
        "Pinboard notice\nWANTED: the {p} of {n}.\nAsk at the front desk.",
        "Pinboard notice\nDoes anyone have the {p} of {n}?\n(pinned by Oskar)",
    ),
}
# the antonyms, asked outside the rotation
ANTONYM_TEMPLATES = ("What's the {p} of {n}?", "Could someone tell me the {p} of {n}?")

# (phrase, thing, value): trivia, nature, sports, history and geography
OFFTOPIC: tuple[tuple[str, str, str], ...] = (
    ("string count", "a concert grand piano", "230"),
    ("boil time", "a soft-boiled egg", "6 min"),
    ("sale price", "the Louisiana Purchase", "15 million dollars"),
    ("build year", "the Golden Gate Bridge", "1937"),
    ("release year", "the first iPhone", "2007"),
    ("key count", "a standard piano", "88"),
    ("plant age", "the oldest known bristlecone pine", "4800 years"),
    ("hedge height", "the Meikleour beech hedge", "30 m"),
    ("net mass", "the Hubble Space Telescope", "11 t"),
    ("seat capacity", "Wembley Stadium", "90000"),
    ("list price", "the first Ford Model T", "850 dollars"),
    ("body weight", "an adult emperor penguin", "23 kg"),
    ("water capacity", "the Hoover Dam reservoir", "35 cubic km"),
    ("chimney height", "the tallest chimney in the world", "420 m"),
    ("tower height", "the Eiffel Tower", "330 m"),
    ("river length", "the Nile", "6650 km"),
    ("crew size", "Apollo 11", "3"),
    ("moon count", "Jupiter", "95"),
    ("founding year", "the city of Rome", "753 BC"),
    ("lap count", "the Monaco Grand Prix", "78"),
    ("orbit time", "the International Space Station", "90 min"),
    ("launch weight", "the Saturn V rocket", "2900 t"),
    ("stamp price", "the Penny Black", "one penny"),
    ("trunk width", "the General Sherman tree", "11 m"),
    ("top speed", "a cheetah", "110 km/h"),
    ("capital city", "Canada", "Ottawa"),
    ("melting point", "gold", "1064 degrees"),
    ("national anthem", "France", "La Marseillaise"),
    ("highest peak", "South America", "Aconcagua"),
    ("gestation period", "an African elephant", "22 months"),
    ("official language", "Brazil", "Portuguese"),
    ("deepest point", "the Pacific Ocean", "11 km"),
)
