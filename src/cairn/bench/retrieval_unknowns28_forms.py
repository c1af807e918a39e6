"""The surfaces, rename notes, request forms and off-topic requests of the blind held-out
retrieval set ``unknowns28``. Four surfaces are kept from earlier sets (written anew): prose, a
TSV row under its header, a release-notes bullet and a chat line; eight are new: a Scheme alist,
a TypeScript object, a Lean structure instance, a Roc record, a GDScript dictionary, a Rebol
object, an Apex map and a Squirrel table. Ten request forms are kept from earlier sets; six are
new: a Phabricator task, a Mattermost message, a Trac ticket, a BBS message, a Usenet post and
a Gerrit review comment."""

from __future__ import annotations

# surface -> template ({s} subject, {w} attribute word, {v} value, {n} a name, {d} a digit,
# {t} a time)
SURFACE_TEXT = {
    "prose": "{n} checked {s} this morning: the {w} came out at {v}.",
    "tsv": "name\tproperty\tsetting\n{s}\t{w}\t{v}",
    "release": "Release 2.{d}.0 notes\n* {s}: {w} set to {v}",
    "chat": "[{t}] {l}: noting {s} {w}: {v}",
    "scheme": '(define fact \'((subject . "{s}") (attribute . "{w}") (value . "{v}")))',
    "typescript": 'const fact: Fact = {{ subject: "{s}", attribute: "{w}", value: "{v}" }};',
    "lean": 'def fact : Fact := {{ subject := "{s}", attribute := "{w}", value := "{v}" }}',
    "roc": 'fact = {{ who: "{s}", what: "{w}", amount: "{v}" }}',
    "gdscript": 'var fact = {{"subject": "{s}", "attribute": "{w}", "value": "{v}"}}',
    "rebol": 'fact: make object! [subject: "{s}" attribute: "{w}" value: "{v}"]',
    "apex": "Map<String, String> fact = new Map<String, String>{{'subject' => '{s}', "
    "'attribute' => '{w}', 'value' => '{v}'}};",
    "squirrel": 'local fact = {{\n    subject = "{s}"\n    attribute = "{w}"\n    value = "{v}"\n}}',
}
SURFACES = tuple(SURFACE_TEXT)
NEW_SURFACES = SURFACES[4:]
PEOPLE = ("Ines", "Bruno", "Hana", "Tomas", "Marta", "Oskar")

# rename notes: {o} old name, {s} new name, {r} role
NOTE_TEXT = {
    "sentence": "{o} went by that name until the autumn audit; it is {s} now, and everyone"
    " calls it {r}.",
    "sed": "s/{o}/{s}/g  # known as {r}",
    "formerly": "{s} (formerly {o}; nicknamed {r})",
}
NOTE_SHAPES = tuple(NOTE_TEXT)

# request forms, two phrasings each ({p} phrase, {n} name, {v} a value offered)
FORM_TEXT: dict[str, tuple[str, str]] = {
    "question": ("What is the {p} of {n}?", "Does anyone know the {p} of {n}?"),
    "typo": ("quick one: whats the {p} of {n}?", "{n} -- {p}? anybody"),
    "task": (
        "Task: note the {p} of {n} in the order book.",
        "Task: find the {p} of {n} before Monday.",
    ),
    "mattermost": (
        "Mattermost ~workshop\n@ines: anyone know the {p} of {n}?\n@bruno: checking",
        "Mattermost ~orders\n@hana: the {p} of {n}, please?\n@tomas: not sure",
    ),
    "agent": (
        "You are helping the workshop with its order book. First, find the {p} of {n}. Then add"
        " it to the sheet. Keep the answer short.",
        "Context: the staff are updating the catalogue. Step one is to get the {p} of {n}. After"
        " that, close the ticket. Thanks.",
    ),
    "plan": (
        "Plan:\n1. Open the order book.\n2. Find the {p} of {n}.\n3. Update the sheet.",
        "Steps:\n1. Pull the latest catalogue.\n2. Check it against the bench.\n3. Confirm the"
        " {p} of {n}.",
    ),
    "phabricator": (
        "Phabricator task T4127\nTitle: Find the {p} of {n}\nPriority: Normal",
        "Phabricator task T5309\nTitle: Confirm the {p} of {n} for the catalogue\nTags: #catalogue",
    ),
    "alias": (
        "Bruno still says {n}; what is the {p} of {n}?",
        "The old tag reads {n}. What was the {p} of {n}?",
    ),
    "role": (
        "Quick question about {n}: what is the {p} of {n}?",
        "Somebody mentioned {n}. Do you know the {p} of {n}?",
    ),
    "trac": (
        "Trac ticket #218 (task)\nSummary: What is the {p} of {n}?\nStatus: new",
        "Trac ticket #342 (defect)\nSummary: Record the {p} of {n}\nStatus: assigned",
    ),
    "reply": (
        "> Could you check the order book today?\n\nWill do. Meanwhile, what is the {p} of {n}?",
        "> Stock list attached.\n\nThanks. One more thing: the {p} of {n}?",
    ),
    "bbs": (
        "BBS msg 1042 on the Workbench board\nFrom: ines_r\nMsg: does anybody know the {p} of"
        " {n}?\n-- ines_r",
        "BBS msg 2210 on the Orders board\nFrom: tomas_e\nMsg: seeking the {p} of {n},"
        " thanks\n-- tomas_e",
    ),
    "imperative": ("Tell me the {p} of {n}.", "Find out the {p} of {n} for me, please."),
    "usenet": (
        "Newsgroups: rec.crafts.workshop\nSubject: the {p} of {n}?\n\nAnyone?\n-- Bruno",
        "Newsgroups: misc.orders\nSubject: Q: {p} of {n}\n\nThanks in advance.\n-- Hana",
    ),
    "comparative": (
        "Is the {p} of {n} {v}, or something else?",
        "I have {v} written down for the {p} of {n}. Is that right?",
    ),
    "gerrit": (
        "Gerrit review, change 4821\ncatalogue.csv:12: what is the {p} of {n} here?\n"
        "Code-Review +0",
        "Gerrit review, change 5512\norders.txt:40: please confirm the {p} of {n}\nCode-Review -1",
    ),
}
FORM_NAMES = tuple(FORM_TEXT)
NEW_FORMS = ("mattermost", "phabricator", "trac", "bbs", "usenet", "gerrit")
# the rotation of seventeen slots: every form once, the typo twice (ten slots apart)
ROTATION: list[tuple[str, str]] = [
    ("question", "q"),
    ("typo", "t"),
    ("task", "k"),
    ("mattermost", "n"),
    ("agent", "a"),
    ("plan", "p"),
    ("phabricator", "n"),
    ("alias", "o"),
    ("role", "r"),
    ("trac", "n"),
    ("reply", "e"),
    ("typo", "t"),
    ("bbs", "n"),
    ("imperative", "i"),
    ("usenet", "n"),
    ("comparative", "c"),
    ("gerrit", "n"),
]
ANTONYM_TEXT = ("What's the {p} of {n}?", "Could someone tell me the {p} of {n}?")

# off-topic requests: (phrase, thing, value)
OFFTOPIC: tuple[tuple[str, str, str], ...] = (
    ("opening year", "the Brooklyn Bridge", "1883"),
    ("tower height", "the Burj Khalifa", "828 m"),
    ("river length", "the Nile", "6650 km"),
    ("top speed", "a cheetah", "110 km/h"),
    ("boiling point", "water at sea level", "100 C"),
    ("wing span", "a Boeing 747", "68 m"),
    ("deck length", "the Queen Mary 2", "345 m"),
    ("dome height", "St Peter's Basilica", "136 m"),
    ("string count", "a concert harp", "47"),
    ("arm length", "the right arm of the Statue of Liberty", "12.8 m"),
    ("board size", "a Go board", "19 by 19"),
    ("king height", "the tallest Lewis chessman", "10 cm"),
    ("peak temperature", "the surface of Venus", "475 C"),
    ("carving year", "Mount Rushmore", "1941"),
    ("neck length", "a giraffe", "2 m"),
    ("tube length", "the London Underground", "402 km"),
    ("crew size", "the Apollo 11 mission", "3"),
    ("throw range", "the javelin world record", "98.48 m"),
    ("wall height", "the Great Wall of China", "7 m"),
    ("mirror diameter", "the Hubble Space Telescope", "2.4 m"),
    ("launch year", "Sputnik 1", "1957"),
    ("chimney height", "the tallest chimney in Ekibastuz", "420 m"),
    ("box office", "the film Titanic", "2.2 billion dollars"),
    ("shelf life", "honey", "indefinite"),
    ("needle height", "the Space Needle", "184 m"),
    ("scale length", "a Fender Stratocaster", "25.5 inches"),
    ("moon count", "Mars", "2"),
    ("capital city", "Canada", "Ottawa"),
    ("national animal", "Scotland", "unicorn"),
    ("largest lake", "Africa", "Lake Victoria"),
    ("official language", "Brazil", "Portuguese"),
    ("highest mountain", "Japan", "Mount Fuji"),
)
