"""The surfaces, rename notes, request forms and off-topic requests of the blind held-out
retrieval set ``unknowns25``.

Twelve surfaces write a fact (four kept from earlier sets, their text written anew, and eight
new: a Haxe anonymous structure, a Common Lisp alist, a D associative array, a Raku hash, a
VB.NET dictionary, an AppleScript record, a PureScript record and a CoffeeScript object); three
shapes write a rename note. Sixteen request forms (ten kept, six new: an FAQ entry, a margin note,
a lab notebook entry, a guestbook entry, a suggestion box slip and a walkie-talkie call) are asked
in a rotation of seventeen slots, each form in two phrasings."""

from __future__ import annotations

SURFACES = (
    "prose",
    "csv",
    "release",
    "chat",
    "haxe",
    "lisp",
    "dlang",
    "raku",
    "vbnet",
    "applescript",
    "purescript",
    "coffee",
)
NEW_SURFACES = SURFACES[4:]
NOTE_SHAPES = ("sentence", "mv", "redirect")
PEOPLE = ("Marta", "Kofi", "Yuki", "Lars", "Noor")

# {s} subject, {w} attribute word, {v} value, {p} a person, {k} a digit, {t} a time
SURFACE_TEXT = {
    "prose": "{p} noted that the {w} of {s} is {v}.",
    "csv": "name,property,value\n{s},{w},{v}",
    "release": "Release notes 5.{k}.0\n* {s}: {w} set to {v}",
    "chat": "[{t}] <{lp}> fyi {s} {w} is {v}",
    "haxe": 'var fact = {{ subject: "{s}", attribute: "{w}", value: "{v}" }};',
    "lisp": '(defparameter *fact* \'((subject . "{s}") (attribute . "{w}") (value . "{v}")))',
    "dlang": 'string[string] fact = ["subject": "{s}", "{w}": "{v}"];',
    "raku": "my %fact = subject => '{s}', attribute => '{w}', value => '{v}';",
    "vbnet": 'Dim fact As New Dictionary(Of String, String) From {{{{"subject", "{s}"}}, {{"{w}",'
    ' "{v}"}}}}',
    "applescript": 'set fact to {{subject:"{s}", attribute:"{w}", value:"{v}"}}',
    "purescript": 'fact = Fact {{ subj: "{s}", attr: "{w}", val: "{v}" }}',
    "coffee": "fact =\n  subject: '{s}'\n  attribute: '{w}'\n  value: '{v}'",
}

NOTE_TEXT = {
    "sentence": "Heads-up: {o} is now called {s}, and on the floor it is {r}.",
    "mv": "mv stock/{o}.txt stock/{s}.txt  # {r}",
    "redirect": "redirect {o} -> {s}  (a.k.a. {r})",
}

# the rotation of request forms: (form, phrasing) with the typo form twice (a swap, a doubling)
ROTATION = [
    ("question", 0),
    ("typo", 0),
    ("task", 0),
    ("faq", 0),
    ("agent", 0),
    ("plan", 0),
    ("margin", 0),
    ("alias", 0),
    ("role", 0),
    ("notebook", 0),
    ("reply", 0),
    ("guestbook", 0),
    ("imperative", 0),
    ("typo", 1),
    ("suggestion", 0),
    ("comparative", 0),
    ("walkie", 0),
]
FORM_NAMES = tuple(dict.fromkeys(f for f, _k in ROTATION))
NEW_FORMS = ("faq", "margin", "notebook", "guestbook", "suggestion", "walkie")

# each form's two phrasings: {p} the phrase, {n} the name, {x} a person, {d} the domain's title,
# {v} an offered value
REQUESTS = {
    "question": ("What is the {p} of {n}?", "Does anyone know the {p} of {n}?"),
    "typo": ("Quick one, what's the {p} of {n}?", "asap: the {p} of {n}?? need it"),
    "task": ("Task: record the {p} of {n} in the log.", "Task: look up the {p} of {n} today."),
    "agent": (
        "You are helping with the {d} records. Before you change anything, find the {p} of {n}."
        " Then write a short summary.",
        "Context: the {d} audit is next week. Please check the {p} of {n} in the store. Keep"
        " the answer short.",
    ),
    "plan": (
        "Plan:\n1. Open the {d} sheet.\n2. Find the {p} of {n}.\n3. Report back to {x}.",
        "Steps:\n1. Pull the latest {d} export.\n2. Check the {p} of {n}.\n3. Close the ticket.",
    ),
    "alias": (
        "{x} still calls it {n}; what's the {p} of {n}?",
        "The old label reads {n}. What was the {p} of {n}?",
    ),
    "role": ("What is the {p} of {n}?", "Remind me of the {p} of {n}."),
    "reply": (
        "> {x} wrote: can you check the stock list before Monday?\n\nSure. What is the {p} of {n}?",
        "> On Tuesday {x} wrote:\n> the sheet looks out of date\n\nAgreed. Do we know the {p}"
        " of {n}?",
    ),
    "imperative": ("Tell me the {p} of {n}.", "Look up the {p} of {n}, please."),
    "comparative": (
        "Is the {p} of {n} {v}, or is it something else?",
        "Last I heard the {p} of {n} was {v}. Has that changed?",
    ),
    "faq": (
        "FAQ · {d}\nQ: What is the {p} of {n}?\nA: (no answer yet)",
        "FAQ · {d}\nQ: Where can I find the {p} of {n}?\nA: TBD, ask {x}",
    ),
    "margin": (
        "Margin note, page four:\n{x}: the {p} of {n}? check",
        "Margin note, last page:\nwhat's the {p} of {n}?? ({x})",
    ),
    "notebook": (
        "Lab notebook, March entry\nTODO: measure the {p} of {n}\nsigned: {x}",
        "Lab notebook, June entry\nTODO: who has the {p} of {n}?\nsigned: {x}",
    ),
    "guestbook": (
        "Guestbook entry #41\nLovely visit! What is the {p} of {n}?\n— {x}",
        "Guestbook entry #7\nCould you post the {p} of {n} next time?\n— {x}",
    ),
    "suggestion": (
        "Suggestion box slip\nPlease add the {p} of {n} to the sign.\n(anonymous)",
        "Suggestion box slip\nPut up the {p} of {n}, we keep asking.\n(signed, {x})",
    ),
    "walkie": (
        "Walkie-talkie, channel three:\n{x}: base, what's the {p} of {n}? Over.\nBase: stand by.",
        "Walkie-talkie, channel five:\n{x}: need the {p} of {n}, over.\nBase: copy that.",
    ),
}
ASKERS = ("Ines", "Tomas", "Priya", "Bruno", "Hana", "Oskar")
ANTONYM_ASKS = ("What's the {p} of {n}?", "Could someone tell me the {p} of {n}?")

# the text every memory may write besides its subject, word and value (for the vocabulary check)
FIXED_TEXT = " ".join(
    [
        *SURFACE_TEXT.values(),
        *NOTE_TEXT.values(),
        *PEOPLE,
        *(p.lower() for p in PEOPLE),
    ]
)

# (phrase, thing, value): requests about something the store knows nothing of
OFFTOPIC = (
    ("shell length", "a leatherback turtle", "1.6 m"),
    ("body weight", "an African elephant", "6000 kg"),
    ("burn time", "a birthday sparkler", "40 s"),
    ("arm count", "a common octopus", "8"),
    ("retail price", "the first Rubik's Cube", "2 dollars"),
    ("sale price", "the Alaska Purchase", "7.2 million dollars"),
    ("mirror count", "the James Webb telescope", "18"),
    ("drop length", "Niagara Falls", "51 m"),
    ("mast height", "the USS Constitution", "52 m"),
    ("tail width", "a humpback whale", "5.5 m"),
    ("design year", "the Sydney Opera House", "1957"),
    ("install year", "the Statue of Liberty", "1886"),
    ("arrow length", "an Olympic recurve arrow", "75 cm"),
    ("fill volume", "an Olympic swimming pool", "2500 cubic metres"),
    ("dome diameter", "St Peter's Basilica", "42 m"),
    ("base height", "the Washington Monument", "169 m"),
    ("tower height", "the Eiffel Tower", "330 m"),
    ("river length", "the Amazon", "6400 km"),
    ("crew size", "Apollo 13", "3"),
    ("moon count", "Saturn", "146"),
    ("capital city", "Australia", "Canberra"),
    ("boiling point", "water at sea level", "100 degrees"),
    ("orbital period", "Venus", "225 days"),
    ("speed record", "a sailfish", "110 km/h"),
    ("sugar content", "a can of cola", "35 g"),
    ("population size", "Iceland", "380000"),
    ("highest peak", "Africa", "Kilimanjaro"),
    ("founding year", "the Roman Republic", "509 BC"),
    ("seat count", "the Colosseum", "50000"),
    ("lap count", "the Indianapolis 500", "200"),
    ("ring count", "the Olympic flag", "5"),
    ("tail length", "a peacock", "1.5 m"),
)
