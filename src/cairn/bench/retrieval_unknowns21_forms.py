"""The memory surfaces, rename notes, request forms and off-topic requests of ``unknowns21``.

Twelve surfaces: four kept from earlier sets (prose, a CSV row, a release-notes bullet, a chat
line; their text written anew) and eight new ones (a Prolog fact, a C struct initializer, a Java
annotation, a Gherkin step, a Swift dictionary, a Turtle triple, a reStructuredText field list
and a PlantUML object). Three rename-note shapes (a sentence, a sed substitution, an HTTP
redirect). Sixteen request forms, each in two phrasings: ten kept from ``unknowns20`` (question,
typo, task, agent, plan, alias, role, reply, imperative, comparative; their text written anew)
and six new ones (a Confluence page comment, a retro sticky note, a Discord thread reply, a web
form field label, an Anki flashcard and a Stack Overflow question)."""

from __future__ import annotations

SURFACES = (
    "prose",
    "csv",
    "release",
    "chat",
    "prolog",
    "cstruct",
    "java",
    "gherkin",
    "swift",
    "turtle",
    "rst",
    "plantuml",
)
NEW_SURFACES = SURFACES[4:]

# each surface's text; {s} subject, {w} the attribute's word, {v} the value, {x} a filler
# (a person, a version, a user, a number) drawn per memory
SURFACE_TEXT = {
    "prose": "{x} noted that the {w} of {s} is {v}.",
    "csv": "subject,attribute,value\n{s},{w},{v}",
    "release": "Release 2.{x}.0\n* {s}: {w} changed to {v}",
    "chat": "<{x}> fyi, the {w} for {s} is {v}",
    "prolog": "fact('{s}', '{w}', '{v}').",
    "cstruct": 'static const struct fact F{x} = {{ "{s}", "{w}", "{v}" }};',
    "java": '@Fact(subject = "{s}", key = "{w}", value = "{v}")',
    "gherkin": "Scenario: known facts\n  Given the {w} of {s} is {v}",
    "swift": 'let fact: [String: String] = ["subject": "{s}", "{w}": "{v}"]',
    "turtle": '<urn:fact:{s}> rdfs:label "{w}" ; ex:value "{v}" .',
    "rst": ":Subject: {s}\n:{w}: {v}",
    "plantuml": '@startuml\nobject "{s}" {{\n  {w} = {v}\n}}\n@enduml',
}

# the fillers {x} a surface draws from
FILLERS = {
    "prose": ("Ines", "Tomas", "Priya", "Ravi", "Oona", "Bruno"),
    "release": tuple(str(n) for n in range(1, 10)),
    "chat": ("ada", "lukas", "mei", "omar", "yusuf", "zoe"),
    "cstruct": tuple(str(n) for n in range(10, 100)),
}

NOTE_SHAPES = ("sentence", "sed", "redirect")
NOTE_TEXT = {
    "sentence": "Renamed: {o} is now {s}, still {r}.",
    "sed": "s/{o}/{s}/g  # {r}",
    "redirect": "301 /{o} -> /{s}  ({r})",
}

FORM_NAMES = (
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
    "confluence",
    "retro",
    "discord",
    "formfield",
    "flashcard",
    "stackq",
)
NEW_FORMS = FORM_NAMES[10:]

# seventeen slots: sixteen forms, the typo twice (0: two letters swapped in a question, 1: the
# first letter doubled in a hurried chat line); the slots of the two typos are not five apart
ROTATION = [
    ("question", 0),
    ("typo", 0),
    ("task", 0),
    ("confluence", 0),
    ("agent", 0),
    ("plan", 0),
    ("retro", 0),
    ("alias", 0),
    ("discord", 0),
    ("role", 0),
    ("typo", 1),
    ("reply", 0),
    ("formfield", 0),
    ("imperative", 0),
    ("flashcard", 0),
    ("comparative", 0),
    ("stackq", 0),
]

# two phrasings per form; {p} the phrase, {n} the name asked by, {v} a value offered, {k} a
# number, {u} a user
FORMS: dict[str, tuple[str, str]] = {
    "question": ("What is the {p} of {n}?", "Do you know the {p} of {n}?"),
    "typo0": ("Could you tell me the {p} of {n}?", "Any idea what the {p} of {n} is?"),
    "typo1": ("quick one, {p} for {n}? anyone", "ping: {p} of {n}?? need it asap"),
    "task": (
        "Task: record the {p} of {n} in the fact sheet.",
        "Your job: track down the {p} of {n} before Friday.",
    ),
    "agent": (
        "You are the assistant for the facts team. First, tell me the {p} of {n}. Then draft a"
        " short summary for the wiki.",
        "Context: you help the desk with lookups. Question from a user: what is the {p} of {n}?"
        " Answer briefly and cite the source.",
    ),
    "plan": (
        "Plan:\n1. Open the fact sheet.\n2. Find the {p} of {n}.\n3. Post it in the channel.",
        "Steps for today:\n1. Sync the notes.\n2. Check the inbox.\n3. Look up the {p} of {n}."
        "\n4. Close the ticket.",
    ),
    "alias": ("What was the {p} of {n} again?", "Is the {p} of {n} on file?"),
    "role": ("Can someone share the {p} of {n}?", "Where do we keep the {p} of {n}?"),
    "reply": (
        "> Can you check this before Monday?\n\nSure, but first: what is the {p} of {n}?",
        "On Tue, Kofi wrote:\n> We still need the figures.\n\nWhich figure do you mean, the {p}"
        " of {n}?",
    ),
    "imperative": ("Show me the {p} of {n}.", "Pull up the {p} of {n}, please."),
    "comparative": (
        "Is the {p} of {n} {v} or not?",
        "The {p} of {n} was {v} last time I looked. Has it changed?",
    ),
    "confluence": (
        'Inline comment on "Site facts" by {U}:\nCould someone add the {p} of {n} to this page?',
        'Page comment on "Fleet data" by {U}:\nThis section is missing the {p} of {n}. Can'
        " anyone fill it in?",
    ),
    "retro": (
        "Retro board, sprint {k}\nColumn: What puzzled us\nSticky: the {p} of {n}?",
        "Sprint {k} retro\nPuzzles:\n- sticky note: {p} of {n} ??",
    ),
    "discord": (
        "#facts thread: missing numbers\n[reply to @{u}] @{u} what's the {p} of {n}?",
        "[reply to @{u}] good point. @{u} do you also have the {p} of {n}?",
    ),
    "formfield": (
        "Form: Site survey\nField label: The {p} of {n} (required)\nInput: ______",
        '<label for="f{k}">Enter the {p} of {n}</label>\n<input id="f{k}" type="text">',
    ),
    "flashcard": (
        "Deck: Site facts\nFront: the {p} of {n}?\nBack: ?",
        "Front: What is the {p} of {n}?\nBack: (unknown)\nTags: facts",
    ),
    "stackq": (
        "Title: How do I find the {p} of {n}?\nTags: [facts] [lookup]\nBody: I searched the notes"
        " and found nothing.",
        "Title: What is the {p} of {n}?\nBody: I could not find it anywhere, any pointers?\nTags:"
        " [facts]",
    ),
}

ANTONYM_FORMS = ("What is the {p} of {n}?", "Does anyone have the {p} of {n}?")
USERS = ("joost", "marta", "signe", "kofi", "lena", "arun")

# off-topic requests: (phrase, thing, value); some share a word (or the whole phrase) with an
# attribute's word, in another sense
OFFTOPIC = (
    ("tower height", "the Eiffel Tower", "330 m"),
    ("wing span", "a Boeing 747", "68.4 m"),
    ("dive depth", "an emperor penguin", "565 m"),
    ("battery life", "an iPhone 15", "20 h"),
    ("seat count", "the Royal Albert Hall", "5272"),
    ("cruise speed", "a Boeing 787", "903 km/h"),
    ("boiling point", "water at sea level", "100 °C"),
    ("launch year", "the Hubble Space Telescope", "1990"),
    ("engine power", "a Formula 1 car", "1000 hp"),
    ("noise level", "a lawn mower", "90 dB"),
    ("route length", "the Trans-Siberian Railway", "9289 km"),
    ("harvest weight", "the largest pumpkin ever grown", "1247 kg"),
    ("air temperature", "the summit of Everest in January", "-36 °C"),
    ("roof pitch", "a Swiss chalet", "45 degrees"),
    ("wind speed", "the strongest recorded tornado", "484 km/h"),
    ("floor area", "the Pentagon", "604000 m2"),
    ("door width", "a standard UK front door", "838 mm"),
    ("blade width", "a samurai katana", "3 cm"),
    ("light speed", "a vacuum", "299792 km/s"),
    ("tide range", "the Bay of Fundy", "16 m"),
    ("chimney height", "the tallest industrial chimney", "420 m"),
    ("fuel burn", "a Concorde per hour", "25600 L"),
    ("cell count", "the human body", "37 trillion"),
    ("gestation time", "an African elephant", "22 months"),
    ("river length", "the Amazon", "6400 km"),
    ("clutch size", "a sea turtle nest", "110"),
    ("trunk girth", "the General Sherman tree", "31 m"),
    ("final score", "the 2022 World Cup final", "3 to 3"),
    ("capital city", "Australia", "Canberra"),
    ("toll price", "the Golden Gate Bridge", "9.75 dollars"),
    ("melting point", "iron", "1538 °C"),
    ("wingbeat frequency", "a hummingbird", "80 per second"),
)
