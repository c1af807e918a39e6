"""The memory surfaces, rename notes, request forms and off-topic requests of the blind held-out
retrieval set ``unknowns18`` (``bench.retrieval_unknowns18``).

Twelve surfaces: eight new ones (a Jupyter markdown cell, a man-page entry, a CMake cache
variable, a Lua table, a vCard note, a Mermaid edge, a Markdown footnote and a Nix attribute) and
four kept from earlier sets, written anew (prose, a TSV row, a release-notes bullet and a chat
line). Three rename-note shapes. Sixteen request forms in a rotation of seventeen slots (the typo
form twice), each with two phrasings: ten kept from earlier sets and six new ones (a failing test
line, an e-mail subject line, a meeting-minutes action item, an HTTP query string, a spreadsheet
cell comment and a Makefile target's help text)."""

from __future__ import annotations

import random

# the people and nicknames the surfaces and requests write
PEOPLE = ("Ines", "Tobiah", "Marisol", "Quentin", "Oksana", "Leandro")
NICKS = ("ferro", "kalani", "brisk", "umbra", "nadir", "pollux")

NEW_SURFACES = ("jupyter", "manpage", "cmake", "lua", "vcard", "mermaid", "footnote", "nix")
SURFACES = (*NEW_SURFACES, "prose", "tsv", "release", "chat")
NOTE_SHAPES = ("sentence", "changelog", "memo")

# every text a surface or a rename note writes besides its subject, word, value, old name and
# role (read by the vocabulary check)
FIXED_TEXT = " ".join(
    [
        "# %% [markdown] # ### Measured: **",
        ".SH NOTES .TP .B The is",
        'set(FACT_ "" CACHE STRING " of ")',
        'return { subject = "", [""] = "", }',
        "BEGIN:VCARD VERSION:4.0 FN: NOTE: END:VCARD",
        'flowchart LR a[""] -->|| b[""]',
        "Checked during the walkthrough.[^] [^]: of",
        '{ "". "" = ""; }',
        "For the log: the of is (per",
        "subject\tattribute\tvalue",
        "v2. release notes - Set of to",
        "[10:] heads up, =",
        "is now called ; it remains",
        "* rename => (",
        "Memo to self: used to be , now",
        *PEOPLE,
        *NICKS,
    ]
)


def surface(form: str, subject: str, word: str, value: str, rng: random.Random) -> str:
    """A fact (``subject``'s ``word`` is ``value``) written on the surface ``form``."""
    n = rng.randint(1, 9)
    if form == "jupyter":
        return f"# %% [markdown]\n# ### {subject}\n# Measured {word}: **{value}**"
    if form == "manpage":
        return f".SH NOTES\n.TP\n.B {subject}\nThe {word} is {value}."
    if form == "cmake":
        return f'set(FACT_{rng.randint(10, 99)} "{value}" CACHE STRING "{word} of {subject}")'
    if form == "lua":
        return f'return {{\n  subject = "{subject}",\n  ["{word}"] = "{value}",\n}}'
    if form == "vcard":
        return f"BEGIN:VCARD\nVERSION:4.0\nFN:{subject}\nNOTE:{word}: {value}\nEND:VCARD"
    if form == "mermaid":
        return f'flowchart LR\n  a["{subject}"] -->|{word}| b["{value}"]'
    if form == "footnote":
        return f"Checked during the walkthrough.[^{n}]\n\n[^{n}]: {word} of {subject}: {value}."
    if form == "nix":
        return f'{{\n  "{subject}"."{word}" = "{value}";\n}}'
    if form == "prose":
        return f"For the log: the {word} of {subject} is {value} (per {rng.choice(PEOPLE)})."
    if form == "tsv":
        return f"subject\tattribute\tvalue\n{subject}\t{word}\t{value}"
    if form == "release":
        return f"v2.{n} release notes\n- Set {word} of {subject} to {value}."
    if form == "chat":
        return (
            f"[10:{rng.randint(10, 59)}] {rng.choice(NICKS)}: heads up, {subject} {word} = {value}"
        )
    raise ValueError(form)


def note(shape: str, subject: str, old: str, role: str) -> str:
    """A rename note: ``old`` is now ``subject``, which is still ``role``."""
    if shape == "sentence":
        return f"{old} is now called {subject}; it remains {role}."
    if shape == "changelog":
        return f"* rename {old} => {subject} ({role})"
    if shape == "memo":
        return f"Memo to self: {role} used to be {old}, now {subject}."
    raise ValueError(shape)


KEPT_FORMS = (
    "question",
    "typo",
    "task",
    "agent",
    "plan",
    "alias",
    "role",
    "reply",
    "imperative",
    "comparative",
)
NEW_FORMS = ("pytest", "email", "minutes", "http", "cell", "make")
FORM_NAMES = (*KEPT_FORMS, *NEW_FORMS)

# seventeen slots: each form once, the typo form twice (0: two neighbouring letters swapped in a
# question, 1: the first letter doubled in a hurried chat line); an answer's two wordings are
# asked five slots apart
ROTATION: tuple[tuple[str, int], ...] = (
    ("question", 0),
    ("pytest", 0),
    ("task", 0),
    ("typo", 0),
    ("email", 0),
    ("agent", 0),
    ("minutes", 0),
    ("alias", 0),
    ("plan", 0),
    ("http", 0),
    ("role", 0),
    ("reply", 0),
    ("typo", 1),
    ("cell", 0),
    ("imperative", 0),
    ("make", 0),
    ("comparative", 0),
)


def request(
    form: str, k: int, p: str, n: str, offered: str = "", title: str = "", row: int = 7
) -> str:
    """The request of ``form`` in phrasing ``k`` for the phrase ``p`` of the name ``n`` (the
    subject, its old name or role, or an off-topic thing); ``offered`` is the value a comparative
    offers, ``title`` the domain an agent prompt works for."""
    if form == "question":
        return (f"What is the {p} of {n}?", f"Do we know the {p} for {n}?")[k]
    if form == "typo":
        return (f"What's the {p} of {n}?", f"quick q: {p} for {n}, anybody know")[k]
    if form == "task":
        return (
            f"Before you close this ticket, look up the {p} of {n} and put it in the summary.",
            f"As part of this change, write down the {p} for {n} in the notes file.",
        )[k]
    if form == "agent":
        return (
            f"You are helping with {title}. The user asks: what is the {p} of {n}? "
            "Answer from project memory only.",
            f"Context: we keep notes for {title}. Request: find the {p} for {n}. "
            "Reply in one line.",
        )[k]
    if form == "plan":
        return (
            f"Plan:\n1. Open the facility sheet.\n2. Find the {p} of {n}.\n3. Update the dashboard.",
            f"Steps:\n1. Pull the latest notes.\n2. Check the {p} for {n}.\n3. Post a summary.",
        )[k]
    if form == "alias":
        return (f"What is the {p} of {n}?", f"Do you have the {p} for {n} on file?")[k]
    if form == "role":
        return (f"What is the {p} of {n}?", f"Remind me of the {p} for {n}.")[k]
    if form == "reply":
        return (
            f"> Can someone confirm the figures before Friday?\n\nSure. What is the {p} of {n}?",
            f"> {NICKS[row % 6]} wrote: we should check every figure.\n"
            f"Agreed, starting with the {p} for {n}.",
        )[k]
    if form == "imperative":
        return (f"Show me the {p} of {n}.", f"Look up the {p} for {n}, please.")[k]
    if form == "comparative":
        return (
            f"Is the {p} of {n} {offered}, or something else?",
            f"Would you say the {p} for {n} is {offered}? If not, what is it?",
        )[k]
    if form == "pytest":
        return (
            f"FAILED tests/test_facts.py::test_documented - AssertionError: no {p} for {n}",
            f"E   KeyError: '{p} of {n}'\nFAILED tests/test_inventory.py::test_lookup",
        )[k]
    if form == "email":
        return (
            f"Subject: {p} of {n}?\n\nSee subject. Thanks!",
            f"Subject: quick question about the {p} for {n}\n\n(no body)",
        )[k]
    if form == "minutes":
        return (
            f"Minutes, weekly sync\n- Attendees: Ines, Quentin, Oksana\n- Action (Ines): find"
            f" the {p} of {n}",
            f"Meeting notes\n- Decisions: none\n- Action item: confirm the {p} for {n} by Friday",
        )[k]
    if form == "http":
        return (
            f"GET /search?q={p} of {n}&scope=notes HTTP/1.1",
            f"GET /api/facts?name={n}&q={p} HTTP/1.1",
        )[k]
    if form == "cell":
        return (
            f"Comment on cell C{row} ({n}): what is the {p} here?",
            f"[Sheet2!D{row}] note from {NICKS[row % 6]}: {p} for {n} missing",
        )[k]
    if form == "make":
        return (
            f"lookup:  ## print the {p} of {n}",
            f"check-facts:  ## fail unless the {p} for {n} is known",
        )[k]
    raise ValueError(form)


def antonym_request(k: int, p: str, n: str) -> str:
    """The antonym of a held attribute, asked outside the rotation in two phrasings."""
    return (f"What is the {p} of {n}?", f"Do we have the {p} for {n} on file?")[k]


# (phrase, thing, value): 32 off-topic requests, 27 sharing a word with an attribute's word in
# another sense, 14 of them the whole phrase
OFFTOPIC: tuple[tuple[str, str, str], ...] = (
    ("tower height", "the Leaning Tower of Pisa", "56 m"),
    ("draw weight", "a war bow from the Mary Rose", "150 lb"),
    ("oil yield", "a sunflower seed harvest", "40 %"),
    ("fuel type", "a Formula 1 car", "E10 petrol"),
    ("noise level", "a jet engine at takeoff", "140 dB"),
    ("floor area", "the Sistine Chapel", "520 m2"),
    ("beam energy", "the Large Hadron Collider", "6.8 TeV"),
    ("first flight", "the Wright brothers' Flyer", "1903"),
    ("blast radius", "the Tunguska event", "30 km"),
    ("pulse rate", "a resting adult human", "70 per minute"),
    ("energy use", "an average fridge", "300 kWh a year"),
    ("session length", "a Wimbledon final", "4 hours"),
    ("spot size", "a laser pointer at ten metres", "5 mm"),
    ("opening day", "Disneyland Park in California", "17 July 1955"),
    ("ocean depth", "the Mariana Trench", "10994 m"),
    ("orbit speed", "the International Space Station", "7.66 km/s"),
    ("marathon distance", "an Olympic marathon", "42.195 km"),
    ("gestation length", "an African elephant", "22 months"),
    ("migration distance", "an Arctic tern", "70000 km"),
    ("lean angle", "a MotoGP bike in a corner", "64 degrees"),
    ("body weight", "a blue whale", "150 t"),
    ("baking time", "a sourdough loaf", "45 min"),
    ("river depth", "the Congo River", "220 m"),
    ("egg count", "a laying hen in a year", "300"),
    ("heart rate", "a hummingbird in flight", "1200 beats per minute"),
    ("mountain height", "Mount Kilimanjaro", "5895 m"),
    ("steeping time", "a cup of green tea", "2 min"),
    ("capital city", "Australia", "Canberra"),
    ("national dish", "Hungary", "goulash"),
    ("author", "Moby-Dick", "Herman Melville"),
    ("official language", "Brazil", "Portuguese"),
    ("lifespan", "a Galapagos tortoise", "100 years"),
)
