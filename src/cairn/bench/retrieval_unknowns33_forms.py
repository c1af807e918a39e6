"""The surfaces, rename notes, request forms and off-topic requests of ``unknowns33``.

A surface template writes ``{s}`` (the subject), ``{w}`` (the attribute's word) and ``{v}`` (the
value), and may write ``{who}``, ``{nick}``, ``{hh}``, ``{mm}`` and ``{k}`` (drawn per memory). A
request template writes ``{p}`` (the phrase asked), ``{n}`` (the name asked by) and, in the
comparative, ``{v}`` (the value offered)."""

from __future__ import annotations

SURFACE_TEXT = {
    # kept from earlier sets, written anew
    "prose": "{who} noted in the bench log that the {w} of {s} is {v}.",
    "tsv": "item\tfeature\tentry\n{s}\t{w}\t{v}",
    "release": "Changelog 2.{k}\n- {s}: {w} set to {v}",
    "chat": "{hh}:{mm} <{nick}> {s} {w}: {v}",
    # new in this set
    "icon": (
        'fact := table()\nfact["subject"] := "{s}"\nfact["attribute"] := "{w}"\n'
        'fact["value"] := "{v}"'
    ),
    "oberon": 'fact.piece := "{s}"; fact.aspect := "{w}"; fact.measure := "{v}";',
    "pharo": (
        "fact := Dictionary new.\nfact at: #subject put: '{s}'.\n"
        "fact at: #attribute put: '{w}'.\nfact at: #value put: '{v}'."
    ),
    "bicep": "var fact = {{\n  subject: '{s}'\n  attribute: '{w}'\n  value: '{v}'\n}}",
    "hcl": 'fact {{\n  subject   = "{s}"\n  attribute = "{w}"\n  value     = "{v}"\n}}',
    "guile": '(define fact \'((subject . "{s}") (attribute . "{w}") (value . "{v}")))',
    "chuck": '"{s}" => string item;\n"{w}" => string quality;\n"{v}" => string level;',
    "supercollider": '~fact = (subject: "{s}", attribute: "{w}", value: "{v}");',
}
SURFACES = tuple(SURFACE_TEXT)
NEW_SURFACES = SURFACES[4:]
PEOPLE = ("Priya", "Tomas", "Ines", "Hana", "Bruno", "Olek")

NOTE_TEXT = {
    "sentence": "After the spring stocktake, {old} became {new}; the crew calls it {role}.",
    "arrow": "renamed {old} => {new} (nickname: {role})",
    "formerly": "{new} (previously listed as {old}) goes by {role} in the shop.",
}
NOTE_SHAPES = tuple(NOTE_TEXT)

# each form's two phrasings
FORMS: dict[str, tuple[str, str]] = {
    "question": ("What's the {p} of {n}?", "Does anyone know the {p} of {n}?"),
    "typo": ("short question: the {p} of {n}?", "have we got the {p} of {n} somewhere?"),
    "task": (
        "Task: write the {p} of {n} on the order form.",
        "Task: check the {p} of {n} before Friday.",
    ),
    "missive": (
        "Missive thread: Supplier questions\nPriya: what is the {p} of {n}? the buyer asked\n"
        "Assigned: Tomas",
        "Missive thread: Workshop orders\nOlek: we still lack the {p} of {n}\nAssigned: Hana",
    ),
    "agent": (
        "You help the workshop's front desk. Step one: find the {p} of {n}. Then draft a reply"
        " to the customer.",
        "System: you support the makers. User: which {p} does {n} have? Keep it short.",
    ),
    "plan": (
        "Plan:\n1. Pull up the order.\n2. Find the {p} of {n}.\n3. Add it to the quote.",
        "Steps:\n1. Open the job folder.\n2. Check the {p} of {n}.\n3. Email the buyer.",
    ),
    "pumble": (
        "Pumble #bench\nInes: who knows the {p} of {n}?\nReactions: 2",
        "Pumble #orders\nBruno: still need the {p} of {n}, anyone?\nReactions: 0",
    ),
    "alias": (
        "Hana still says {n}; what is the {p} of {n}?",
        "On the old label it's {n}. What's the {p} of {n}?",
    ),
    "role": (
        "People here call it {n}. What is the {p} of {n}?",
        "Regarding {n}: what's the {p} of {n}?",
    ),
    "podio": (
        "Podio item: Find the {p} of {n}\nApp: Orders\nStatus: Open",
        "Podio item: Confirm the {p} of {n}\nApp: Workshop\nStatus: Waiting",
    ),
    "reply": (
        "> On Monday, Ines wrote:\n> is the parcel ready?\n\n"
        "Almost. What is the {p} of {n}, though?",
        "> Tomas wrote:\n> the client wants specs\n\nFine. Can you send the {p} of {n}?",
    ),
    "mantis": (
        "Mantis issue 0000412: What is the {p} of {n}?\nCategory: Orders\nSeverity: minor",
        "Mantis issue 0000089: Record the {p} of {n}\nCategory: Workshop\nSeverity: feature",
    ),
    "imperative": ("Tell me the {p} of {n}.", "Find the {p} of {n} for me, please."),
    "freshdesk": (
        "Freshdesk ticket #5120\nContact: Priya\nSubject: Question about the {p} of {n}"
        "\nPriority: Medium",
        "Freshdesk ticket #877\nContact: Olek\nSubject: Missing the {p} of {n}\nPriority: Low",
    ),
    "comparative": (
        "Is the {p} of {n} {v}, yes or no?",
        "Someone said {v} for the {p} of {n}. Right?",
    ),
    "viber": (
        "Viber chat with Tomas\nTomas: do you have the {p} of {n}?\nMe: one moment",
        "Viber community: Makers\nHana: has anyone noted the {p} of {n}?\nIves: no idea",
    ),
}
FORM_NAMES = tuple(FORMS)
NEW_FORMS = ("missive", "pumble", "podio", "mantis", "freshdesk", "viber")
# seventeen slots: every form once, the typo twice (ten slots apart); the second field is the
# slot's number among those of its form
ROTATION: list[tuple[str, int]] = [
    ("question", 0),
    ("typo", 0),
    ("task", 0),
    ("missive", 0),
    ("agent", 0),
    ("plan", 0),
    ("pumble", 0),
    ("alias", 0),
    ("role", 0),
    ("podio", 0),
    ("reply", 0),
    ("typo", 1),
    ("mantis", 0),
    ("imperative", 0),
    ("freshdesk", 0),
    ("comparative", 0),
    ("viber", 0),
]
ANTONYM_FORMS = ("Which {p} has {n} got?", "Do you know the {p} of {n}?")

# (phrase, thing, value): trivia, nature, sports, history and geography
OFFTOPIC: tuple[tuple[str, str, str], ...] = (
    ("total mass", "the International Space Station", "420 tonnes"),
    ("bell diameter", "Big Ben's bell", "2.7 m"),
    ("paint colour", "the Golden Gate Bridge", "international orange"),
    ("draw weight", "a medieval English war bow", "70 kg"),
    ("arch span", "the Sydney Harbour Bridge", "503 m"),
    ("feather count", "a mute swan", "25000"),
    ("drop length", "Angel Falls", "979 m"),
    ("well depth", "the Kola Superdeep Borehole", "12 km"),
    ("shell width", "a leatherback turtle", "1.5 m"),
    ("bore size", "a 12-gauge shotgun", "18.5 mm"),
    ("wood species", "a cricket bat", "willow"),
    ("post count", "a football goal", "2"),
    ("cord length", "a bungee jumping cord", "50 m"),
    ("hole count", "a standard golf course", "18"),
    ("frame weight", "a Tour de France bicycle", "6.8 kg"),
    ("tone pitch", "a North American dial tone", "350 Hz"),
    ("lean angle", "the Leaning Tower of Pisa", "4 degrees"),
    ("base width", "the Great Pyramid of Giza", "230 m"),
    ("full weight", "a loaded Boeing 747", "412 tonnes"),
    ("fill volume", "an Olympic swimming pool", "2500 cubic metres"),
    ("top speed", "a cheetah", "110 km/h"),
    ("eye colour", "a snowy owl", "yellow"),
    ("tail length", "a peacock", "1.5 m"),
    ("wing span", "a wandering albatross", "3.5 m"),
    ("body temperature", "a healthy human", "37 degrees"),
    ("capital city", "Australia", "Canberra"),
    ("national animal", "Scotland", "unicorn"),
    ("boiling point", "water at sea level", "100 degrees"),
    ("orbital period", "Jupiter", "12 years"),
    ("founding year", "Harvard University", "1636"),
    ("official language", "Brazil", "Portuguese"),
    ("highest peak", "Africa", "Kilimanjaro"),
)
