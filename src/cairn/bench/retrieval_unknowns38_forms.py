"""The surfaces, rename notes, request forms and off-topic requests of ``unknowns38``.

A surface template writes ``{s}`` (the subject), ``{w}`` (the attribute's word) and ``{v}`` (the
value), and may write ``{who}`` and ``{nick}`` (drawn per memory); no surface writes a digit of
its own, so a value is never read off a timestamp or a version number. A request template writes
``{p}`` (the phrase asked), ``{n}`` (the name asked by) and, in the comparative, ``{v}`` (the value
offered)."""

from __future__ import annotations

SURFACE_TEXT = {
    # kept from earlier sets, written anew
    "prose": "{who} checked {s} this morning and found its {w} to be {v}.",
    "tsv": "piece\tproperty\tentry\n{s}\t{w}\t{v}",
    "release": "Stock sheet revision notes\n- {s}: {w} changed to {v}",
    "chat": "<{nick}> looked at {s} again: {w} is {v}",
    # new in this set
    "hypertalk": 'put "{v}" into field "{w}" of card "{s}"',
    "lingo": 'set the {w} of member "{s}" to "{v}"',
    "datalog": 'holds("{s}", "{w}", "{v}").',
    "mumps": 'SET ^FACT("{s}","{w}")="{v}"',
    "recfile": "Piece: {s}\nTrait: {w}\nAmount: {v}",
    "nestedtext": "{s}:\n    {w}: {v}",
    "vhdl": 'constant entry : fact_t := (piece => "{s}", trait => "{w}", amount => "{v}");',
    "sdlang": 'entry "{s}" "{w}" "{v}"',
}
SURFACES = tuple(SURFACE_TEXT)
NEW_SURFACES = SURFACES[4:]
PEOPLE = ("Ines", "Tomasz", "Aiko", "Bram", "Nadia", "Oskar")

# three prose shapes, each naming the old name and the plain description the shop uses
NOTE_TEXT = {
    "tags": "What the old tags call {old} is now {new}; around the bench people just say {role}.",
    "handed": "Ask for {role} and you will be handed {new}, which older papers still list as {old}.",
    "took": "{new} took over from the name {old} at the last stocktake, and everybody calls it"
    " {role}.",
}
NOTE_SHAPES = tuple(NOTE_TEXT)

# each form's two phrasings
FORMS: dict[str, tuple[str, str]] = {
    "question": ("What is the {p} of {n}?", "Could someone tell me the {p} of {n}?"),
    "typo": ("quick check: the {p} of {n}?", "do we know the {p} of {n} offhand?"),
    "task": (
        "To do: put the {p} of {n} on the order form.",
        "To do: verify the {p} of {n} before the audit.",
    ),
    "favro": (
        "Favro card (Workshop board)\nDescription: look up the {p} of {n}\nStatus: To do",
        "Favro card (Sales board)\nDescription: is the {p} of {n} known?\nStatus: Waiting on us",
    ),
    "agent": (
        "You assist the repair counter. Step one: look up the {p} of {n}. Step two: write a"
        " two-line reply.",
        "System: you answer for the shop floor. User: what {p} does {n} have? Answer briefly.",
    ),
    "plan": (
        "Plan:\n1. Read the ticket.\n2. Look up the {p} of {n}.\n3. Put it in the reply.",
        "Checklist:\n1. Open the stock book.\n2. Find the {p} of {n}.\n3. Pass it to the customer.",
    ),
    "dictaphone": (
        'Dictaphone transcript (Aiko, afternoon):\n"Right, so the courier came by with nothing'
        " for us. Before I forget, I still need the {p} of {n}. And the kettle is broken"
        ' again."',
        'Dictaphone transcript (Bram, morning):\n"Okay, three things. The van is booked for'
        ' Thursday. Then, what is the {p} of {n}? Last, lunch is on me."',
    ),
    "alias": (
        "Bram still writes {n}; what is the {p} of {n}?",
        "An old invoice says {n}. What's the {p} of {n}?",
    ),
    "role": (
        "We all call it {n}. What is the {p} of {n}?",
        "About {n}: do you have the {p} of {n}?",
    ),
    "planka": (
        "Planka card: Specs\nComment from Nadia: anyone got the {p} of {n}?\nList: Inbox",
        "Planka card: Customer asks\nComment from Oskar: please add the {p} of {n}\nList: Today",
    ),
    "reply": (
        "> Ines wrote on Tuesday:\n> has the crate shipped?\n\n"
        "Not yet. What's the {p} of {n}, by the way?",
        "> Oskar wrote:\n> the buyer keeps asking questions\n\nFine. Could you pass me the {p}"
        " of {n}?",
    ),
    "imperative": ("Give me the {p} of {n}.", "Look up the {p} of {n} for me, please."),
    "telex": (
        "TELEX 0417 FROM HARBOUR OFFICE\nkindly advise the {p} of {n} stop\nreply paid stop",
        "TELEX 2290 FROM INLAND AGENT\nurgently need the {p} of {n} stop\nawaiting answer stop",
    ),
    "comparative": (
        "Is {v} the {p} of {n}? Answer yes or no.",
        "I heard {v} for the {p} of {n}. Correct?",
    ),
    "proofhub": (
        "ProofHub task #88, assigned to Tomasz\nwhat's the {p} of {n}?",
        "ProofHub task #102, assigned to Nadia\nrecord the {p} of {n} in the notes",
    ),
    "chalkboard": (
        "Chalked on the shop board:\n??? the {p} of {n} ???\n(whoever knows, write it below)",
        "Chalked on the shop board:\nwanted: the {p} of {n}\n(leave a note with Nadia)",
    ),
}
FORM_NAMES = tuple(FORMS)
NEW_FORMS = ("favro", "dictaphone", "planka", "telex", "proofhub", "chalkboard")
# seventeen slots: every form once, the typo twice (ten slots apart); the second field is the
# slot's number among those of its form
ROTATION: list[tuple[str, int]] = [
    ("question", 0),
    ("typo", 0),
    ("task", 0),
    ("favro", 0),
    ("agent", 0),
    ("plan", 0),
    ("dictaphone", 0),
    ("alias", 0),
    ("role", 0),
    ("planka", 0),
    ("reply", 0),
    ("typo", 1),
    ("imperative", 0),
    ("telex", 0),
    ("comparative", 0),
    ("proofhub", 0),
    ("chalkboard", 0),
]
ANTONYM_FORMS = ("Which {p} does {n} have?", "Do we have the {p} of {n} written down?")

# (phrase, thing, value): trivia, nature, sports, history and geography
OFFTOPIC: tuple[tuple[str, str, str], ...] = (
    ("neck length", "an adult giraffe", "2 m"),
    ("sail area", "a Laser dinghy", "7 m2"),
    ("seat count", "Wembley Stadium", "90000"),
    ("bridge height", "the walkways of Tower Bridge", "42 m"),
    ("hull length", "the Mayflower", "30 m"),
    ("bell diameter", "Big Ben", "2.7 m"),
    ("gun count", "HMS Victory", "104"),
    ("string tension", "a Wimbledon racket", "25 kg"),
    ("stamp year", "the Penny Black", "1840"),
    ("dial diameter", "the clock faces of Big Ben", "7 m"),
    ("oar count", "a rowing eight", "8"),
    ("paint colour", "the Golden Gate Bridge", "International Orange"),
    ("wing span", "a wandering albatross", "3.5 m"),
    ("egg weight", "an ostrich egg", "1.4 kg"),
    ("river length", "the Nile", "6650 km"),
    ("summit height", "Mount Everest", "8849 m"),
    ("crater diameter", "Meteor Crater in Arizona", "1.2 km"),
    ("trench depth", "the Mariana Trench", "10994 m"),
    ("player count", "a rugby union team", "15"),
    ("moon count", "Mars", "2"),
    ("boiling point", "water at sea level", "100 degrees"),
    ("national animal", "Scotland", "unicorn"),
    ("official language", "Brazil", "Portuguese"),
    ("birth year", "William Shakespeare", "1564"),
    ("tallest mountain", "Africa", "Kilimanjaro"),
    ("largest desert", "Asia", "Gobi"),
    ("chemical symbol", "gold", "Au"),
    ("orbital period", "the Moon", "27 days"),
    ("currency name", "Japan", "yen"),
    ("host city", "the 1936 Summer Olympics", "Berlin"),
    ("author name", "Moby-Dick", "Herman Melville"),
    ("opening year", "the Eiffel Tower", "1889"),
)
