"""The surfaces, rename notes, request forms and off-topic requests of the blind held-out
retrieval set ``unknowns27``.

Twelve memory surfaces: four kept from earlier sets (their text written anew: prose, a CSV row
under its header, a release-notes bullet and a chat line) and eight new ones (a C# anonymous
object, a Hack shape, a Wolfram Language association, a Janet struct, a Gleam record, an Odin
struct literal, a Nickel record and a Ballerina record). Three rename notes: a sentence, an
``mv`` line and an arrow. Sixteen request forms in a rotation of seventeen slots (the typo form
twice, ten slots apart), each in two phrasings: ten kept from earlier sets and six new ones (a
Matrix room message, an Asana task, a door intercom log, a phone message slip, a Zulip topic
message and a quiz card)."""

from __future__ import annotations

import random

# surface -> its text, with {s} the subject, {w} the attribute's word, {v} the value and {x} a
# seeded detail (a person, a time, a version)
SURFACE_TEXT: dict[str, str] = {
    "prose": "{x} measured {s} yesterday: its {w} is {v}.",
    "csv": "subject,attribute,value\n{s},{w},{v}",
    "release": "Release notes 3.{x}.0\n- {s}: {w} changed to {v}",
    "chat": "{x} fyi {s} {w} is {v}",
    "csharp": 'var fact = new {{ Subject = "{s}", Attribute = "{w}", Value = "{v}" }};',
    "hack": "$fact = shape('subject' => '{s}', 'attribute' => '{w}', 'value' => '{v}');",
    "wolfram": 'fact = <|"subject" -> "{s}", "attribute" -> "{w}", "value" -> "{v}"|>',
    "janet": '(def fact {{:subject "{s}" :attribute "{w}" :value "{v}"}})',
    "gleam": 'let fact = Fact(item: "{s}", field: "{w}", reading: "{v}")',
    "odin": 'fact := Record{{thing = "{s}", trait = "{w}", datum = "{v}"}}',
    "nickel": 'let fact = {{\n  subject = "{s}",\n  attribute = "{w}",\n  value = "{v}",\n}} in fact',
    "ballerina": 'Fact fact = {{subject: "{s}", attribute: "{w}", value: "{v}"}};',
}
SURFACES: tuple[str, ...] = tuple(SURFACE_TEXT)
NEW_SURFACES: tuple[str, ...] = SURFACES[4:]

PEOPLE = ("Oskar", "Marta", "Ines", "Bruno", "Hana", "Tomas")
NICKS = ("oskar", "marta", "ines", "bruno", "hana")


def detail(form: str, rng: random.Random) -> str:
    """The seeded detail a surface writes: a person, a version, or a time and a nick."""
    if form == "prose":
        return rng.choice(PEOPLE)
    if form == "release":
        return str(rng.randint(1, 9))
    if form == "chat":
        return f"[{rng.randint(8, 17):02d}:{rng.randint(0, 59):02d}] <{rng.choice(NICKS)}>"
    return ""


def surface(form: str, subject: str, word: str, value: str, rng: random.Random) -> str:
    x = detail(form, rng)
    return SURFACE_TEXT[form].format(s=subject, w=word, v=value, x=x)


NOTE_TEXT: dict[str, str] = {
    "sentence": "Since the spring stocktake, {o} has been called {s}; the crew know it as {r}.",
    "mv": "mv {o} {s}  # a.k.a. {r}",
    "arrow": "{o} \u2192 {s} (nickname: {r})",
}
NOTE_SHAPES: tuple[str, ...] = tuple(NOTE_TEXT)


def note(shape: str, old: str, subject: str, role: str) -> str:
    return NOTE_TEXT[shape].format(o=old, s=subject, r=role)


def fixed_text() -> str:
    """Every surface's and rename note's fixed text (people and nicks included)."""
    parts = [t.format(s="", w="", v="", x="") for t in SURFACE_TEXT.values()]
    parts += [t.format(o="", s="", r="") for t in NOTE_TEXT.values()]
    return " ".join([*parts, *PEOPLE, *NICKS])


# form -> its two phrasings, with {p} the phrase, {n} the name asked by and {v} a value offered
FORMS: dict[str, tuple[str, str]] = {
    "question": ("What is the {p} of {n}?", "Does anyone know the {p} of {n}?"),
    "typo": ("quick q, whats the {p} of {n}?", "{n} -- the {p}? anyone"),
    "task": (
        "Task: record the {p} of {n} in the ledger.",
        "Task: look up the {p} of {n} by Thursday.",
    ),
    "matrix": (
        "Matrix room #workshop\n<ines> does anyone know the {p} of {n}?\n<bruno> checking the binder",
        "Matrix room #orders\n<hana> the {p} of {n}, anyone?\n<tomas> not offhand",
    ),
    "agent": (
        "You are the workshop's assistant. First, what is the {p} of {n}? Then update the "
        "order sheet.",
        "Context: stock review. I need the {p} of {n} for the report. Keep the answer short.",
    ),
    "plan": (
        "Plan for today:\n1. Open the order book.\n2. Check the {p} of {n}.\n3. Send the summary.",
        "Steps:\n1. Pull the latest sheet.\n2. Call the supplier.\n3. Confirm the {p} of {n}.",
    ),
    "asana": (
        "Asana task \u00b7 Workshop board\nName: Look up the {p} of {n}\nAssignee: Oskar Lind",
        "Asana task \u00b7 Catalogue refresh\nName: Confirm the {p} of {n} for print\nDue: Friday",
    ),
    "alias": (
        "Oskar still calls it {n}; what is the {p} of {n}?",
        "The old label reads {n}. What was the {p} of {n}?",
    ),
    "role": (
        "Everyone calls it {n}. What is the {p} of {n}?",
        "About {n}: do we know the {p} of {n}?",
    ),
    "intercom": (
        "Intercom log, front door, 09:14\nVisitor: hello, I am here about the {p} of {n}.\n"
        "Reception: one moment, please.",
        "Intercom log, loading bay, 16:02\nCourier: can you tell me the {p} of {n}?\n"
        "Reception: I will ask someone.",
    ),
    "reply": (
        "> On Tuesday, Marta wrote:\n> the order sheet is almost done\n\n"
        "Thanks! One gap: what is the {p} of {n}?",
        "> Bruno wrote:\n> can we close the ticket today?\n\nNot yet; I still need the {p} of {n}.",
    ),
    "typo2": ("", ""),
    "slip": (
        "WHILE YOU WERE OUT\nCaller: Ines Roy\nMessage: wants to know the {p} of {n}\n"
        "[x] Please call back",
        "WHILE YOU WERE OUT\nCaller: Tomas Ek\nMessage: asked for the {p} of {n}\n[x] Will call again",
    ),
    "imperative": ("Tell me the {p} of {n}.", "Look up the {p} of {n} for me, please."),
    "zulip": (
        "Zulip \u00b7 #workshop > specs\nHana Berg: what is the {p} of {n}?\nTomas Ek: will check",
        "Zulip \u00b7 #orders > catalogue\nInes Roy: anyone have the {p} of {n}?\nBruno Alt: not me",
    ),
    "comparative": (
        "Is the {p} of {n} {v}, or is it different?",
        "My notes say {v} for the {p} of {n}. Still correct?",
    ),
    "quiz": (
        "Quiz card 12\nQ: What is the {p} of {n}?\nA: (turn over)",
        "Quiz card 31\nQ: Name the {p} of {n}.\nA: ________",
    ),
}
del FORMS["typo2"]
FORM_NAMES: tuple[str, ...] = tuple(FORMS)
NEW_FORMS: tuple[str, ...] = ("matrix", "asana", "intercom", "slip", "zulip", "quiz")

# the rotation of seventeen slots: the typo form in slots 1 and 11, ten apart
ROTATION: list[tuple[str, str]] = [
    ("question", "a"),
    ("typo", "a"),
    ("task", "a"),
    ("matrix", "a"),
    ("agent", "a"),
    ("plan", "a"),
    ("asana", "a"),
    ("alias", "a"),
    ("role", "a"),
    ("intercom", "a"),
    ("reply", "a"),
    ("typo", "b"),
    ("slip", "a"),
    ("imperative", "a"),
    ("zulip", "a"),
    ("comparative", "a"),
    ("quiz", "a"),
]

# the antonyms are asked outside the rotation, as a question in two phrasings
ANTONYM_FORMS = ("What's the {p} of {n}?", "Could someone tell me the {p} of {n}?")


def request(form: str, phrasing: int, phrase: str, name: str, offered: str = "") -> str:
    return FORMS[form][phrasing].format(p=phrase, n=name, v=offered)


# (phrase, thing, value): 32 off-topic requests, each asked twice
OFFTOPIC: tuple[tuple[str, str, str], ...] = (
    ("build year", "the Sydney Opera House", "1973"),
    ("floor area", "the Pentagon", "604000 m2"),
    ("seat height", "a standard office chair", "45 cm"),
    ("post count", "a rugby goal", "2"),
    ("roof span", "the Millennium Dome", "365 m"),
    ("retail price", "the first Macintosh", "2495 dollars"),
    ("room count", "Buckingham Palace", "775"),
    ("roof height", "the Pantheon in Rome", "43 m"),
    ("carving year", "the Rosetta Stone", "196 BC"),
    ("stair steps", "the Eiffel Tower", "1665"),
    ("frame weight", "a Tour de France bike", "6.8 kg"),
    ("bridge length", "the Golden Gate Bridge", "2737 m"),
    ("tower height", "Big Ben", "96 m"),
    ("launch year", "Sputnik 1", "1957"),
    ("crew count", "the Apollo 13 mission", "3"),
    ("wing span", "a wandering albatross", "3.5 m"),
    ("body weight", "a blue whale", "150 tonnes"),
    ("crater diameter", "the Barringer Crater", "1.2 km"),
    ("peak height", "Mount Kilimanjaro", "5895 m"),
    ("cruise speed", "the Concorde", "2180 km/h"),
    ("entry fee", "the Louvre", "22 euros"),
    ("lap time", "the fastest Monaco lap", "70 s"),
    ("pitch length", "a cricket pitch", "20.12 m"),
    ("net height", "a tennis net", "0.914 m"),
    ("hole count", "a golf course", "18"),
    ("river depth", "the Amazon", "50 m"),
    ("orbit time", "the Moon", "27.3 days"),
    ("capital city", "Australia", "Canberra"),
    ("national bird", "New Zealand", "the kiwi"),
    ("longest river", "Africa", "the Nile"),
    ("official currency", "Japan", "the yen"),
    ("largest desert", "Asia", "the Gobi"),
)
