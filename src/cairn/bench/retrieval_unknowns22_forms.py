"""The memory surfaces, rename notes, request forms and off-topic requests of the blind held-out
retrieval set ``unknowns22`` (``bench.retrieval_unknowns22``).

Twelve surfaces: four kept from earlier sets (their text written anew: prose, a TSV row under its
header, a release-notes bullet and a chat line) and eight new ones (a Kotlin data class default,
a Dhall record, a Jsonnet field, a Fortran namelist, an Emacs Lisp plist, a Julia Dict, a MATLAB
struct and an OCaml record). Three rename-note shapes. Sixteen request forms in a rotation of
seventeen slots (the typo form twice), each with two phrasings: ten kept from ``unknowns21``
(their text written anew) and six new ones (a Notion database property, a Trello checklist item,
a Zoom chat line, a Figma comment, an exam paper question and a WhatsApp group message)."""

from __future__ import annotations

PEOPLE = ("Ines", "Tomas", "Wren", "Farah", "Oskar", "Lucia")
NICKS = ("mika", "juno", "pavel", "rosa", "tobi", "yara")

SURFACES = (
    "prose",
    "tsv",
    "release",
    "chat",
    "kotlin",
    "dhall",
    "jsonnet",
    "fortran",
    "elisp",
    "julia",
    "matlab",
    "ocaml",
)
NEW_SURFACES = SURFACES[4:]

# each surface's text; {s} subject, {w} attribute word, {v} value, {p} a person, {k} a nick,
# {n} a number (10 to 99), {m} a minor version (1 to 9)
SURFACE_TEXT = {
    "prose": "{p} said the {w} of {s} is {v}.",
    "tsv": "subject\tattribute\tvalue\n{s}\t{w}\t{v}",
    "release": "Release notes 4.{m}.0\n- {s}: {w} set to {v}",
    "chat": "[09:{n}] {k}: just checked, {s} {w} is {v}",
    "kotlin": 'data class Fact{n}(val subject: Any = "{s}", val attribute: Any = "{w}",'
    ' val value: Any = "{v}")',
    "dhall": 'let fact = {{ subject = "{s}", attribute = "{w}", value = "{v}" }} in fact',
    "jsonnet": "local fact = {{ subject: '{s}', '{w}': '{v}' }};",
    "fortran": "&fact subject = '{s}', attribute = '{w}', value = '{v}' /",
    "elisp": '(setq fact \'(:subject "{s}" :attribute "{w}" :value "{v}"))',
    "julia": 'fact = Dict("subject" => "{s}", "{w}" => "{v}")',
    "matlab": "fact = struct('subject', '{s}', 'attribute', '{w}', 'value', '{v}');",
    "ocaml": 'let fact_{n} = {{ subject = "{s}"; attribute = "{w}"; value = "{v}" }}',
}

NOTE_SHAPES = ("sentence", "gitmv", "cname")
NOTE_TEXT = {
    "sentence": "Naming update: {new} was called {old} before ({role}).",
    "gitmv": "git mv {old} {new}  # {role}",
    "cname": "{old}  IN  CNAME  {new}.  ; {role}",
}


def fixed_text() -> str:
    """The text the surfaces and rename notes write whatever their fact (the people and nicks
    included), for the vocabulary check."""
    parts = [t.format(s="", w="", v="", p="", k="", n="", m="") for t in SURFACE_TEXT.values()]
    parts += [t.format(old="", new="", role="") for t in NOTE_TEXT.values()]
    return " ".join([*parts, *PEOPLE, *NICKS])


OLD_FORMS = (
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
NEW_FORMS = ("notion", "trello", "zoom", "figma", "exam", "whatsapp")
FORM_NAMES = (*OLD_FORMS, *NEW_FORMS)

# the rotation of seventeen slots: (form, how a typo is made, if it is the typo form)
ROTATION: list[tuple[str, str]] = [
    ("question", ""),
    ("notion", ""),
    ("typo", "swap"),
    ("task", ""),
    ("trello", ""),
    ("agent", ""),
    ("alias", ""),
    ("zoom", ""),
    ("plan", ""),
    ("role", ""),
    ("figma", ""),
    ("typo", "double"),
    ("reply", ""),
    ("exam", ""),
    ("imperative", ""),
    ("whatsapp", ""),
    ("comparative", ""),
]

# two phrasings of each form; {a} is 'the P of N', {o} a value offered, {i} a small number
FORM_TEXT: dict[str, tuple[str, str]] = {
    "question": ("What is {a}?", "Does anyone know {a}?"),
    "swap": ("Quick check: what's {a}?", "Anyone got {a} handy?"),
    "double": ("urgent: {a}?? need it now", "hey, {a}? asking for the site visit"),
    "task": (
        "Task: note down {a} in the shared sheet.",
        "Task: note down {a} before Friday.",
    ),
    "agent": (
        "You are the records assistant. Context: the user is tidying the inventory. Request:"
        " what is {a}? Reply in one line.",
        "System note: answer briefly. The user writes: I am filling a gap, could you find"
        " {a}? Keep it short.",
    ),
    "plan": (
        "Plan:\n1. Open the inventory.\n2. Look up {a}.\n3. Post it in the channel.",
        "Steps for today:\n1. Read the inbox.\n2. Sort the notes.\n3. Find {a}.\n4. Close"
        " the ticket.",
    ),
    "reply": (
        "> Could you send me the missing numbers?\n> Thanks, Wren\n\nSure, one gap though:"
        " what is {a}?",
        "> Did we ever settle this?\n\nNot yet. Does anyone have {a}?",
    ),
    "imperative": ("Give me {a}.", "Fetch {a}, please."),
    "comparative": (
        "Is {a} {o} or something else?",
        "Last I heard {a} was {o}. Is that still right?",
    ),
    "notion": (
        "Notion database: Site facts\nProperty: {a}\nValue: (empty)",
        "Notion database: Open items\nNew property: {a}?\nType: text",
    ),
    "trello": (
        "Trello card: Data gaps\nChecklist: open questions\n[ ] find {a}",
        "Trello card: Spring audit\n- [ ] checklist item: {a}, still missing",
    ),
    "zoom": (
        "Zoom chat, 10:{i}\nFrom Farah to Everyone: does anyone have {a}?",
        "10:{i}:07 From Oskar to Everyone:\n\tsorry to jump in, what is {a}?",
    ),
    "figma": (
        'Figma comment on frame "Facts panel" by Lucia:\nthis label needs {a}, who has it?',
        'Figma comment on frame "Detail card" by Tomas:\n@rosa {a} is still a placeholder here',
    ),
    "exam": (
        "Exam paper, question {i} (3 marks)\nState {a}.\n[answer space]",
        "Exam paper, question {i} (2 marks)\nWhat is {a}?\nAnswer: ________",
    ),
    "whatsapp": (
        "[07/12/26, 09:{i}] Farah: hey do u have {a}?",
        "WhatsApp group: Site crew\n[09:{i}] Oskar: anyone got {a}",
    ),
}
# the role and alias forms ask like a question, naming the subject another way
FORM_TEXT["alias"] = ("What is {a} (its old name)?", "Who has {a}? That is the old name.")
FORM_TEXT["role"] = ("What is {a}?", "Can someone tell me {a}?")

# the antonyms are asked outside the rotation, as a question in two phrasings
ANTONYM_TEXT = ("What is {a}?", "Does anyone have {a}?")

# off-topic requests: (phrase, thing, value); some share a word with an attribute's word
OFFTOPIC: list[tuple[str, str, str]] = [
    ("build year", "the Eiffel Tower", "1889"),
    ("bridge height", "Tower Bridge", "65 m"),
    ("total weight", "the Statue of Liberty", "225 t"),
    ("hull length", "the Titanic", "269 m"),
    ("water depth", "the Mariana Trench", "10994 m"),
    ("cruising speed", "an Airbus A380", "903 km/h"),
    ("engine hours", "a typical lawn tractor", "500 h"),
    ("room temperature", "a wine cellar", "12 °C"),
    ("opening year", "the Louvre", "1793"),
    ("launch year", "Sputnik 1", "1957"),
    ("skull length", "a Tyrannosaurus rex", "1.5 m"),
    ("air humidity", "the Sahara at noon", "25 percent"),
    ("firing temperature", "porcelain", "1300 °C"),
    ("stair count", "the Empire State Building", "1576"),
    ("tower height", "the Burj Khalifa", "828 m"),
    ("wing span", "a wandering albatross", "3.5 m"),
    ("top speed", "a cheetah", "110 km/h"),
    ("river length", "the Nile", "6650 km"),
    ("lake depth", "Lake Baikal", "1642 m"),
    ("bridge span", "the Golden Gate Bridge", "1280 m"),
    ("seat count", "Wembley Stadium", "90000"),
    ("egg weight", "an ostrich", "1.4 kg"),
    ("summit height", "Mont Blanc", "4806 m"),
    ("orbital period", "Mars", "687 days"),
    ("melting point", "gold", "1064 °C"),
    ("capital city", "Canada", "Ottawa"),
    ("gestation time", "an elephant", "22 months"),
    ("half life", "carbon-14", "5730 years"),
    ("calorie count", "a banana", "105"),
    ("founding year", "the University of Bologna", "1088"),
    ("population size", "Iceland", "380000"),
    ("shell diameter", "a giant clam", "1.2 m"),
]
