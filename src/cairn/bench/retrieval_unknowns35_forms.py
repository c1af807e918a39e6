"""The surfaces, rename notes, request forms and off-topic requests of ``unknowns35``.

A surface template writes ``{s}`` (the subject), ``{w}`` (the attribute's word) and ``{v}`` (the
value), and may write ``{who}``, ``{nick}``, ``{hh}``, ``{mm}`` and ``{k}`` (drawn per memory). A
request template writes ``{p}`` (the phrase asked), ``{n}`` (the name asked by) and, in the
comparative, ``{v}`` (the value offered)."""

from __future__ import annotations

SURFACE_TEXT = {
    # kept from earlier sets, written anew
    "prose": "{who} noted in the bench log that {s} has a {w} of {v}.",
    "tsv": "item\tquality\treading\n{s}\t{w}\t{v}",
    "release": "Changelog 4.{k}\n* {s}: {w} now {v}",
    "chat": "{hh}:{mm} <{nick}> {s} {w} is {v}",
    # new in this set
    "modula3": 'CONST Fact = Entry{{name := "{s}", field := "{w}", val := "{v}"}};',
    "zeek": 'local fact: Fact = [$subject="{s}", $attribute="{w}", $value="{v}"];',
    "pyret": 'facts = table: subject, attribute, value\n  row: "{s}", "{w}", "{v}"\nend',
    "seed7": (
        'fact @:= ["subject"] "{s}";\nfact @:= ["attribute"] "{w}";\nfact @:= ["value"] "{v}";'
    ),
    "lasso": "local(fact = map('subject' = '{s}', 'attribute' = '{w}', 'value' = '{v}'))",
    "simula": 'fact :- new Fact("{s}", "{w}", "{v}");',
    "miranda": 'fact = [("subject", "{s}"), ("attribute", "{w}"), ("value", "{v}")]',
    "nelua": "local fact: Fact = {{part = '{s}', trait = '{w}', amount = '{v}'}}",
}
SURFACES = tuple(SURFACE_TEXT)
NEW_SURFACES = SURFACES[4:]
PEOPLE = ("Priya", "Tomas", "Ines", "Hana", "Bruno", "Olek")

NOTE_TEXT = {
    "sentence": "After the spring stocktake, {old} became {new}; people call it {role}.",
    "arrow": "{old} => {new} (nickname: {role})",
    "formerly": "{new} (previously {old}) is known as {role} in the yard.",
}
NOTE_SHAPES = tuple(NOTE_TEXT)

# each form's two phrasings
FORMS: dict[str, tuple[str, str]] = {
    "question": ("What's the {p} of {n}?", "Does anyone have the {p} of {n}?"),
    "typo": ("short one: the {p} of {n}?", "is the {p} of {n} on file?"),
    "task": (
        "Task: add the {p} of {n} to the quote.",
        "Task: check the {p} of {n} before Friday.",
    ),
    "tuleap": (
        "Tuleap artifact #4410\nSummary: what is the {p} of {n}?\nStatus: New",
        "Tuleap artifact #907\nSummary: record the {p} of {n}\nStatus: Open",
    ),
    "agent": (
        "You support the workshop's order desk. First, find the {p} of {n}. Then draft a"
        " short reply to the customer.",
        "System: you help the craftspeople. User: which {p} does {n} have? Keep it short.",
    ),
    "plan": (
        "Plan:\n1. Open the order.\n2. Find the {p} of {n}.\n3. Add it to the invoice.",
        "Steps:\n1. Fetch the build card.\n2. Note the {p} of {n}.\n3. Answer the customer.",
    ),
    "odoo": (
        "Odoo chatter on SO0412\nLog note by Hana: please find the {p} of {n}.\nFollowers: 2",
        "Odoo chatter on MO0087\nLog note by Bruno: what is the {p} of {n}?\nFollowers: 4",
    ),
    "alias": (
        "Olek still says {n}; what's the {p} of {n}?",
        "The old label says {n}. What is the {p} of {n}?",
    ),
    "role": (
        "People here call it {n}. What's the {p} of {n}?",
        "Regarding {n}: what is the {p} of {n}?",
    ),
    "taskade": (
        "Taskade project: Orders\n- [ ] find the {p} of {n}\n- [ ] reply to the customer",
        "Taskade project: Workshop\n- [ ] ask about the {p} of {n}\n- [x] book the courier",
    ),
    "reply": (
        "> On Monday, Ines wrote:\n> has the parcel left?\n\n"
        "Not yet. What's the {p} of {n}, by the way?",
        "> Tomas wrote:\n> the customer wants the details\n\nSure. Can you send the {p} of {n}?",
    ),
    "nifty": (
        "Nifty discussion: #sales\nTomas: does anyone have the {p} of {n}?\n2 replies",
        "Nifty discussion: #floor\nPriya: need the {p} of {n} for the quote\n0 replies",
    ),
    "imperative": ("Tell me the {p} of {n}.", "Find the {p} of {n} for me, please."),
    "openproject": (
        "OpenProject work package #1287\nSubject: Find the {p} of {n}\nType: Task",
        "OpenProject work package #77\nSubject: Add the {p} of {n} to the spec\nType: Feature",
    ),
    "comparative": (
        "Is the {p} of {n} {v}? Yes or no?",
        "Someone said {v} for the {p} of {n}. Right?",
    ),
    "lemmy": (
        "Lemmy post in c/workshop\nTitle: What is the {p} of {n}?\n12 points",
        "Lemmy post in c/makers\nTitle: Looking for the {p} of {n}\n3 points",
    ),
}
FORM_NAMES = tuple(FORMS)
NEW_FORMS = ("tuleap", "odoo", "taskade", "nifty", "openproject", "lemmy")
# seventeen slots: every form once, the typo twice (ten slots apart); the second field is the
# slot's number among those of its form
ROTATION: list[tuple[str, int]] = [
    ("question", 0),
    ("typo", 0),
    ("task", 0),
    ("tuleap", 0),
    ("agent", 0),
    ("plan", 0),
    ("odoo", 0),
    ("alias", 0),
    ("role", 0),
    ("taskade", 0),
    ("reply", 0),
    ("typo", 1),
    ("nifty", 0),
    ("imperative", 0),
    ("openproject", 0),
    ("comparative", 0),
    ("lemmy", 0),
]
ANTONYM_FORMS = ("What {p} does {n} have?", "Is the {p} of {n} known?")

# (phrase, thing, value): trivia, nature, sports, history and geography
OFFTOPIC: tuple[tuple[str, str, str], ...] = (
    ("body width", "a grand piano", "1.5 m"),
    ("string count", "a concert harp", "47"),
    ("key count", "a standard piano", "88"),
    ("wheel diameter", "a penny-farthing's front wheel", "1.5 m"),
    ("spoke count", "a racing bicycle wheel", "32"),
    ("axle length", "a Roman cart", "1.4 m"),
    ("planet count", "the Solar System", "8"),
    ("total weight", "the International Space Station", "420 tonnes"),
    ("arm length", "an adult gibbon", "1 m"),
    ("stem height", "a sunflower", "3 m"),
    ("hull length", "the Titanic", "269 m"),
    ("mast count", "the Cutty Sark", "3"),
    ("crew size", "the Apollo 11 mission", "3"),
    ("neck height", "a giraffe", "2 m"),
    ("gem count", "the Imperial State Crown", "2868"),
    ("net weight", "a standard tennis ball", "58 g"),
    ("scale length", "a Fender Precision Bass", "864 mm"),
    ("base width", "the Great Pyramid of Giza", "230 m"),
    ("full weight", "an African elephant", "6 tonnes"),
    ("beam width", "an aircraft carrier", "77 m"),
    ("sun colour", "the Sun seen from space", "white"),
    ("wall thickness", "Hadrian's Wall", "3 m"),
    ("tail length", "a snow leopard", "1 m"),
    ("wing span", "a Boeing 747", "68 m"),
    ("shell colour", "a robin's egg", "blue"),
    ("top speed", "a peregrine falcon", "390 km/h"),
    ("capital city", "Canada", "Ottawa"),
    ("national bird", "New Zealand", "kiwi"),
    ("melting point", "iron", "1538 degrees"),
    ("moon count", "Mars", "2"),
    ("founding year", "Oxford University", "1096"),
    ("longest river", "South America", "the Amazon"),
)
