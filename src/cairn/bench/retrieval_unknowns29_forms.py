"""The surfaces, rename notes, request forms and off-topic requests of ``unknowns29``.

A surface writes one fact (subject ``s``, the attribute's word ``w``, the value ``v``); a rename
note ties a subject to its old name and its role; a request form asks a phrase ``p`` of a name
``n`` in one of two phrasings (a comparative also offers a value ``v``)."""

from __future__ import annotations

import random

# the twelve memory surfaces: four kept from earlier sets (their text written anew), eight new
SURFACES = (
    "prose",
    "tsv",
    "release",
    "chat",
    "fennel",
    "rescript",
    "idris",
    "vala",
    "awk",
    "systemverilog",
    "nushell",
    "mojo",
)
NEW_SURFACES = SURFACES[4:]
PEOPLE = ("Marta", "Olek", "Priya", "Joss", "Ilse", "Ravi")
NICKS = ("marta", "olek", "priya", "joss", "ilse", "ravi")


def surface(form: str, s: str, w: str, v: str, rng: random.Random) -> str:
    """The text of one fact written on ``form``."""
    if form == "prose":
        return f"{rng.choice(PEOPLE)} measured {s} on the bench: its {w} is {v}."
    if form == "tsv":
        return f"item\tfield\treading\n{s}\t{w}\t{v}"
    if form == "release":
        return f"Version 4.{rng.randint(2, 9)}.0 release notes\n- {s}: {w} now {v}"
    if form == "chat":
        hh, mm = rng.randint(10, 17), rng.randint(10, 59)
        return f"{hh}:{mm} <{rng.choice(NICKS)}> {s} {w} = {v}"
    if form == "fennel":
        return f'(local fact {{:subject "{s}" :attribute "{w}" :value "{v}"}})'
    if form == "rescript":
        return f'let fact: fact = {{subject: "{s}", attribute: "{w}", value: "{v}"}}'
    if form == "idris":
        return f'fact : Fact\nfact = MkFact {{ subject = "{s}", attribute = "{w}", value = "{v}" }}'
    if form == "vala":
        return f'var fact = new Fact () {{ subject = "{s}", attribute = "{w}", value = "{v}" }};'
    if form == "awk":
        return (
            f'BEGIN {{ fact["subject"] = "{s}"; fact["attribute"] = "{w}"; fact["value"] = "{v}" }}'
        )
    if form == "systemverilog":
        return f'fact_t fact = \'{{subject: "{s}", attribute: "{w}", value: "{v}"}};'
    if form == "nushell":
        return f'let fact = {{item: "{s}", field: "{w}", reading: "{v}"}}'
    if form == "mojo":
        return f'var fact = Fact(name="{s}", prop="{w}", setting="{v}")'
    raise ValueError(form)


# the three shapes of a rename note, 18 each
NOTE_SHAPES = ("sentence", "mv", "renamed")


def note(shape: str, s: str, old: str, role: str) -> str:
    if shape == "sentence":
        return f"Since the winter stocktake, {old} goes by {s}; around the shop it is {role}."
    if shape == "mv":
        return f"mv {old} {s}  # a.k.a. {role}"
    if shape == "renamed":
        return f"{s}: renamed from {old}, known as {role}"
    raise ValueError(shape)


def fixed_text() -> str:
    """Every word the surfaces and rename notes write besides a subject, word, value, old name
    and role."""
    rng = random.Random(0)
    parts = [surface(f, "", "", "", rng) for f in SURFACES]
    parts += [note(n, "", "", "") for n in NOTE_SHAPES]
    return "\n".join([*parts, *PEOPLE, *NICKS, "Version release notes"])


# the request forms: ten kept from earlier sets (their text written anew) and six new ones
NEW_FORMS = ("rocketchat", "redmine", "keybase", "bugzilla", "lobsters", "etherpad")
ROTATION = (
    ("question", ""),
    ("typo", "swap"),
    ("task", ""),
    ("rocketchat", ""),
    ("agent", ""),
    ("plan", ""),
    ("redmine", ""),
    ("alias", ""),
    ("role", ""),
    ("keybase", ""),
    ("reply", ""),
    ("typo", "double"),
    ("bugzilla", ""),
    ("imperative", ""),
    ("lobsters", ""),
    ("comparative", ""),
    ("etherpad", ""),
)
FORM_NAMES = tuple(dict.fromkeys(f for f, _t in ROTATION))


def request(form: str, k: int, p: str, n: str, offered: str = "") -> str:
    """A request of ``form`` in phrasing ``k`` (0 or 1) asking ``p`` of ``n``."""
    ask = f"{p} of {n}"
    table = {
        "question": (f"What is the {ask}?", f"Does anyone know the {ask}?"),
        "typo": (f"quick q: whats the {ask}?", f"{n} -- {p}? anyone"),
        "task": (
            f"Task: record the {ask} in the yard ledger.",
            f"Task: look up the {ask} by Friday.",
        ),
        "agent": (
            f"You are helping in the workshop. Before you start: what is the {ask}? Then"
            " draft the parts order.",
            "Context: the shop is busy today. I need the"
            f" {ask} for the invoice. Keep the reply short.",
        ),
        "plan": (
            f"Plan:\n1. Open the yard ledger.\n2. Find the {ask}.\n3. Update the order sheet.",
            "Steps for today:\n1. Sweep the bench.\n2. Check the parts list.\n"
            f"3. Ask for the {ask}.\n4. Close the ticket.",
        ),
        "alias": (
            f"Hana still writes {n}; what is the {ask}?",
            f"The old label says {n}. What was the {ask}?",
        ),
        "role": (
            f"Everyone calls it {n}. What is the {ask}?",
            f"What's the {ask}, the one everyone talks about?",
        ),
        "reply": (
            f"> Can you check the stock list?\n\nSure. What is the {ask}?",
            f"> Bruno wrote: we are short on parts\n\nNoted. Could you send the {ask}?",
        ),
        "imperative": (f"Give me the {ask}.", f"Look up the {ask} for me, please."),
        "comparative": (
            f"Is the {ask} {offered}, or not?",
            f"My notes say {offered} for the {ask}. Correct?",
        ),
        "rocketchat": (
            f"Rocket.Chat #workshop\nhana_k [10:14]: what is the {ask}?\n"
            "tomas_e [10:16]: no idea, ask the yard",
            f"Rocket.Chat #orders\nines_r [15:02]: anyone have the {ask}?\n"
            "bruno_s [15:05]: checking now",
        ),
        "redmine": (
            f"Redmine issue #4127 (Feature)\nSubject: Look up the {ask}\nAssignee: ines\n"
            "Status: New",
            f"Redmine issue #5230 (Support)\nSubject: What is the {ask}?\nAssignee: bruno\n"
            "Status: In Progress",
        ),
        "keybase": (
            f"Keybase team.yardcrew #general\n[hana] anyone got the {ask}?\n[bruno] +1",
            f"Keybase team.workbench #orders\n[tomas] need the {ask} today\n[ines] +1",
        ),
        "bugzilla": (
            f"Bugzilla Bug #41270\nSummary: the {ask} is missing\n"
            "--- Comment #1 from Ines ---\nCan someone fill this in?",
            f"Bugzilla Bug #52318\nSummary: need the {ask}\n"
            "--- Comment #3 from Bruno ---\nSame question here.",
        ),
        "lobsters": (
            f"Lobsters comment by ines_r\nWhat is the {ask}? Asking for the workshop.\n"
            "[reply] [flag]",
            f"Lobsters comment by tomas_e\nDoes anyone here know the {ask}?\n[reply] [flag]",
        ),
        "etherpad": (
            f"Etherpad: yard-notes (authors: ines, bruno)\n- ask about the {ask}\n"
            "- [ines] still open",
            f"Etherpad: order-pad (authors: hana, tomas)\n- what is the {ask}??\n"
            "- [tomas] no answer yet",
        ),
    }
    return table[form][k]


# the antonyms, asked outside the rotation as a question in two phrasings
ANTONYM_ASKS = ("What's the {p} of {n}?", "Could someone tell me the {p} of {n}?")

# (phrase, topic, a value a comparative may offer): trivia, nature, sports, history, geography
OFFTOPIC = (
    ("mast height", "the Warsaw radio mast", "646 m"),
    ("hull length", "the Titanic", "269 m"),
    ("neck length", "an ostrich", "1 m"),
    ("wheel diameter", "the London Eye", "120 m"),
    ("string count", "a classical guitar", "6"),
    ("launch year", "the Hubble Space Telescope", "1990"),
    ("water depth", "the Mariana Trench", "10994 m"),
    ("bowl diameter", "the Arecibo dish", "305 m"),
    ("tube length", "the Channel Tunnel", "50 km"),
    ("canopy height", "the Amazon rainforest", "30 m"),
    ("rider weight", "a Grand National jockey", "64 kg"),
    ("lens diameter", "the Yerkes refractor", "102 cm"),
    ("sail area", "the Cutty Sark", "2972 sq m"),
    ("deck width", "the Golden Gate Bridge", "27 m"),
    ("paint colour", "the Eiffel Tower", "bronze brown"),
    ("seat width", "an economy airline seat", "43 cm"),
    ("rib count", "a human chest", "24"),
    ("bounce height", "a regulation basketball", "1.3 m"),
    ("body weight", "an adult blue whale", "150 tonnes"),
    ("wood species", "the Wright Flyer propeller", "spruce"),
    ("commission year", "HMS Victory", "1778"),
    ("patent year", "the telephone", "1876"),
    ("pole length", "a vaulting pole", "5 m"),
    ("crew size", "the Apollo 13 mission", "3"),
    ("top speed", "a peregrine falcon", "390 km/h"),
    ("wing span", "an albatross", "3.5 m"),
    ("boiling point", "water at sea level", "100 C"),
    ("capital city", "Australia", "Canberra"),
    ("national animal", "Wales", "red dragon"),
    ("largest lake", "South America", "Lake Titicaca"),
    ("highest mountain", "Africa", "Kilimanjaro"),
    ("official language", "Portugal", "Portuguese"),
)
