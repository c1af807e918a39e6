"""The surfaces, rename notes, request forms and off-topic requests of ``unknowns37``.

A surface template writes ``{s}`` (the subject), ``{w}`` (the attribute's word) and ``{v}`` (the
value), and may write ``{who}``, ``{nick}``, ``{hh}``, ``{mm}`` and ``{k}`` (drawn per memory). A
request template writes ``{p}`` (the phrase asked), ``{n}`` (the name asked by) and, in the
comparative, ``{v}`` (the value offered)."""

from __future__ import annotations

SURFACE_TEXT = {
    # kept from earlier sets, written anew
    "prose": "{who} noted in the shop ledger that the {w} of {s} is {v}.",
    "tsv": "unit\tquantity\tentry\n{s}\t{w}\t{v}",
    "release": "Version 4.{k} changelog\n* {s}: {w} is now {v}",
    "chat": "{hh}:{mm} <{nick}> {s} has {w} = {v}",
    # new in this set
    "bosque": 'let fact = Fact{{name="{s}", kind="{w}", reading="{v}"}};',
    "newspeak": "fact:: Fact subject: '{s}' attribute: '{w}' value: '{v}'.",
    "zonnon": 'fact.holder := "{s}"; fact.aspect := "{w}"; fact.figure := "{v}";',
    "unicon": 'record fact(who, what, amount)\nf := fact("{s}", "{w}", "{v}")',
    "frink": 'fact = new dict[[["subject", "{s}"], ["attribute", "{w}"], ["value", "{v}"]]]',
    "ioke": 'fact = Origin with(subject: "{s}", attribute: "{w}", value: "{v}")',
    "inko": "let fact = Fact(label: '{s}', facet: '{w}', setting: '{v}')",
    "flix": 'let fact = {{ thing = "{s}", trait = "{w}", datum = "{v}" }};',
}
SURFACES = tuple(SURFACE_TEXT)
NEW_SURFACES = SURFACES[4:]
PEOPLE = ("Marta", "Kofi", "Yusuf", "Lena", "Dmitri", "Sofia")

NOTE_TEXT = {
    "sentence": (
        "Since the winter stocktake, {old} goes under the name {new}; the team knows it as {role}."
    ),
    "arrow": "{old} => {new} (nickname: {role})",
    "formerly": "{new}, once listed as {old}, is what we call {role}.",
}
NOTE_SHAPES = tuple(NOTE_TEXT)

# each form's two phrasings
FORMS: dict[str, tuple[str, str]] = {
    "question": ("What's the {p} of {n}?", "Does anyone know the {p} of {n}?"),
    "typo": ("short one: the {p} of {n}?", "anyone have the {p} of {n} handy?"),
    "nuclino": (
        "Nuclino item: Workshop FAQ\nQuestion: what is the {p} of {n}?\nTags: #specs",
        "Nuclino item: Buyer notes\nTodo: fill in the {p} of {n}\nTags: #open",
    ),
    "task": (
        "Task: add the {p} of {n} to the packing list.",
        "Task: double-check the {p} of {n} before Friday.",
    ),
    "agent": (
        "You help the front desk. First: find the {p} of {n}. Then: draft a short answer for"
        " the customer.",
        "System: you speak for the workshop. User: which {p} has {n} got? Keep it short.",
    ),
    "kitemaker": (
        "Kitemaker issue KM-412\nTitle: the {p} of {n} is missing from the sheet\nLabels: data",
        "Kitemaker issue KM-77\nTitle: confirm the {p} of {n}\nLabels: bench",
    ),
    "plan": (
        "Plan:\n1. Read the request.\n2. Find the {p} of {n}.\n3. Write it in the answer.",
        "Steps:\n1. Open the catalogue.\n2. Check the {p} of {n}.\n3. Send it to the buyer.",
    ),
    "alias": (
        "Kofi still says {n}; what's the {p} of {n}?",
        "The old label reads {n}. What is the {p} of {n}?",
    ),
    "flowlu": (
        "Flowlu task (project Orders)\nDescription: find out the {p} of {n}.\nResponsible: Kofi",
        "Flowlu task (project Bench)\nDescription: what {p} does {n} have?\nResponsible: Lena",
    ),
    "role": (
        "The team knows it as {n}. What's the {p} of {n}?",
        "Regarding {n}: what is the {p} of {n}?",
    ),
    "reply": (
        "> On Monday, Sofia wrote:\n> is the parcel out?\n\n"
        "Almost. Do you know the {p} of {n}, though?",
        "> Dmitri wrote:\n> the client wants details\n\nSure. Can you send me the {p} of {n}?",
    ),
    "bitrix": (
        "Bitrix24 task: Spec check\nWhat is the {p} of {n}?\nDeadline: tomorrow\nCreated by: Marta",
        "Bitrix24 task: Buyer query\nPlease find the {p} of {n}.\nDeadline: end of week\n"
        "Created by: Yusuf",
    ),
    "imperative": ("Tell me the {p} of {n}.", "Find the {p} of {n} for me, thanks."),
    "meistertask": (
        "MeisterTask card in Open\nNote: the {p} of {n} is still blank\nChecklist: nothing done",
        "MeisterTask card in Doing\nNote: who has the {p} of {n}?\nChecklist: half done",
    ),
    "comparative": (
        "Is {v} the {p} of {n}? Yes or no?",
        "Someone said {v} for the {p} of {n}. Right?",
    ),
    "zoho": (
        "Zoho Sprints item (Story)\nSummary: report the {p} of {n}\nSprint: Backlog",
        "Zoho Sprints item (Bug)\nSummary: the {p} of {n} is not on the sheet\nSprint: Current",
    ),
}
FORM_NAMES = tuple(FORMS)
NEW_FORMS = ("nuclino", "kitemaker", "flowlu", "bitrix", "meistertask", "zoho")
# seventeen slots: every form once, the typo twice (ten slots apart); the second field is the
# slot's number among those of its form
ROTATION: list[tuple[str, int]] = [
    ("question", 0),
    ("typo", 0),
    ("nuclino", 0),
    ("task", 0),
    ("agent", 0),
    ("kitemaker", 0),
    ("plan", 0),
    ("alias", 0),
    ("flowlu", 0),
    ("role", 0),
    ("reply", 0),
    ("typo", 1),
    ("bitrix", 0),
    ("imperative", 0),
    ("meistertask", 0),
    ("comparative", 0),
    ("zoho", 0),
]
ANTONYM_FORMS = ("What {p} has {n} got?", "Is the {p} of {n} on file?")

# (phrase, thing, value): trivia, nature, sports, history and geography
OFFTOPIC: tuple[tuple[str, str, str], ...] = (
    ("mast height", "the Cutty Sark", "47 m"),
    ("crew size", "the Apollo 11 mission", "3"),
    ("beam width", "the Titanic", "28 m"),
    ("key count", "a concert grand piano", "88"),
    ("string count", "a concert harp", "47"),
    ("hole count", "a standard golf course", "18"),
    ("wheel diameter", "the London Eye", "120 m"),
    ("spoke count", "the wheel on India's flag", "24"),
    ("cruising speed", "a Boeing 747", "900 km/h"),
    ("body colour", "a ladybird", "red"),
    ("needle colour", "a compass's north needle", "red"),
    ("response time", "a London ambulance", "7 minutes"),
    ("hair length", "Rapunzel in the fairy tale", "20 m"),
    ("gross weight", "a loaded Airbus A380", "575 tonnes"),
    ("net weight", "a standard gold bar", "12.4 kg"),
    ("pitch range", "a soprano voice", "2 octaves"),
    ("sound level", "a jet engine at takeoff", "140 dB"),
    ("fill volume", "an Olympic swimming pool", "2500 m3"),
    ("bow length", "a longbow at Agincourt", "1.8 m"),
    ("crank length", "a Tour de France road bike", "172.5 mm"),
    ("tyre colour", "a Formula One wet tyre", "blue"),
    ("lamp count", "the Eddystone Lighthouse", "1"),
    ("frame width", "the Mona Lisa", "53 cm"),
    ("top speed", "a peregrine falcon", "390 km/h"),
    ("tail length", "a peacock", "1.5 m"),
    ("shell colour", "a robin's egg", "blue"),
    ("capital city", "Canada", "Ottawa"),
    ("national bird", "New Zealand", "kiwi"),
    ("freezing point", "water", "0 degrees"),
    ("founding year", "the University of Oxford", "1096"),
    ("longest river", "South America", "Amazon"),
    ("deepest lake", "Siberia", "Baikal"),
)
