"""The surfaces, rename notes, request forms and off-topic requests of the blind held-out
retrieval set ``unknowns23``. A surface writes a fact (``{s}`` subject, ``{w}`` the attribute's
word, ``{v}`` the value, ``{n}`` a number, ``{p}`` a person); a request form asks ``{p}`` (the
phrase) of ``{n}`` (the name), in two phrasings."""

from __future__ import annotations

# the twelve memory surfaces: eight new, four kept from earlier sets (their text written anew)
NEW_SURFACES = ("scala", "erlang", "perl", "groovy", "dart", "gemfile", "tcl", "pascal")
SURFACES = ("prose", "csv", "release", "chat", *NEW_SURFACES)

SURFACE_TEXT = {
    "prose": "According to {p}, {s}'s {w} is {v}.",
    "csv": "subject,attribute,value\n{s},{w},{v}",
    "release": "Release 5.{n}.0 notes\n* {s}: {w} now {v}",
    "chat": "[14:{nn}] {h}: fyi {s} {w} = {v}",
    "scala": 'case class Fact(subject: String = "{s}", attribute: String = "{w}", value: String = "{v}")',
    "erlang": '-record(fact, {{subject = "{s}", attribute = "{w}", value = "{v}"}}).',
    "perl": "my %fact = (subject => '{s}', '{w}' => '{v}');",
    "groovy": "def fact = [subject: '{s}', attribute: '{w}', value: '{v}']",
    "dart": "const fact = {{'subject': '{s}', 'attribute': '{w}', 'value': '{v}'}};",
    "gemfile": "gem 'fact', subject: '{s}', attribute: '{w}', value: '{v}'",
    "tcl": "set fact [dict create subject {{{s}}} attribute {{{w}}} value {{{v}}}]",
    "pascal": "const Fact: TFact = (Subject: '{s}'; Attribute: '{w}'; Value: '{v}');",
}

PEOPLE = ("Wren", "Oskar", "Farah", "Lucia", "Mika", "Tomas")
HANDLES = ("mika", "rosa", "ivo", "lena", "jo", "kit")

# the three rename notes, eighteen of each: {s} the subject, {o} its old name, {r} its role
NOTE_SHAPES = ("heads-up", "branch", "symlink")
NOTE_TEXT = {
    "heads-up": "Heads-up: {s} used to go by {o} ({r}).",
    "branch": "git branch -m {o} {s}  # {r}",
    "symlink": "ln -s {s} {o}  # {r}",
}

# the sixteen request forms: ten kept from unknowns22 (their text written anew) and six new
NEW_FORMS = ("gdocs", "mastodon", "reddit", "telegram", "fax", "postcard")
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
    *NEW_FORMS,
)
# seventeen slots: the typo form twice (a swap in a question, a doubled letter in a hurried line)
ROTATION: list[tuple[str, int]] = [
    ("question", 0),
    ("gdocs", 0),
    ("typo", 0),
    ("task", 0),
    ("mastodon", 0),
    ("agent", 0),
    ("alias", 0),
    ("reddit", 0),
    ("plan", 0),
    ("typo", 1),
    ("role", 0),
    ("telegram", 0),
    ("reply", 0),
    ("imperative", 0),
    ("fax", 0),
    ("comparative", 0),
    ("postcard", 0),
]

# each form's two phrasings; {q} the phrase, {n} the name (the comparative: {v} a value)
PHRASINGS: dict[str, tuple[str, str]] = {
    "question": ("What is the {q} of {n}?", "Does anyone know the {q} of {n}?"),
    "typo": ("Quick check, what's the {q} of {n}?", "asap pls: the {q} of {n}?? need it"),
    "task": (
        "Task: record the {q} of {n} in the tracker.",
        "Task: look up the {q} of {n} by Monday.",
    ),
    "agent": (
        "You are the site assistant. The operator asks: what is the {q} of {n}? Answer from"
        " memory only.",
        "Context: weekly review. Before continuing, find the {q} of {n}. Then summarise the open"
        " items.",
    ),
    "plan": (
        "Plan:\n1. Open the site log.\n2. Look up the {q} of {n}.\n3. Post the summary.",
        "Steps:\n1. Sync the notes.\n2. Check the calendar.\n3. Find the {q} of {n}.\n4. Close"
        " the ticket.",
    ),
    "alias": (
        "What is the {q} of {n}, as it was called before?",
        "Back when it was still {n}, what was the {q}?",
    ),
    "role": ("What is the {q} of {n}?", "For {n}, what is the {q}?"),
    "reply": (
        "> Farah wrote:\n> Can you check the numbers?\n\nSure. Before I do, what is the {q} of {n}?",
        "On Tuesday, Oskar wrote:\n> see below\n\nThanks. Could you also send the {q} of {n}?",
    ),
    "imperative": ("Tell me the {q} of {n}.", "Look up the {q} of {n}, please."),
    "comparative": (
        "Is the {q} of {n} {v}, or is it something else?",
        "Last I heard the {q} of {n} was {v}. Has that changed?",
    ),
    "gdocs": (
        'Google Docs suggestion (Farah, 10:14)\nReplace "TBD" with the {q} of {n}\n[Accept] [Reject]',
        "Google Docs comment thread\nSuggested edit: insert the {q} of {n} here?\n[Accept] [Reject]",
    ),
    "mastodon": (
        "@lucia@social.example\nboosts welcome: does anyone know the {q} of {n}? #askfedi",
        "Toot from @oskar@mstdn.example:\nstill hunting for the {q} of {n} #help",
    ),
    "reddit": (
        "r/AskOps · Posted by u/lucia\nWhat is the {q} of {n}?\n[upvote] [comment]",
        "r/techsupport · posted by u/oskar\nTitle: need the {q} of {n} asap\n3 comments",
    ),
    "telegram": (
        "Telegram to Farah:\nplease send the {q} of {n} STOP reply paid STOP",
        "Telegram from Oskar:\nurgent STOP need the {q} of {n} STOP",
    ),
    "fax": (
        "FAX COVER SHEET\nTo: records desk\nFrom: Mika\nPages: 1\nMessage: please fax back the"
        " {q} of {n}.",
        "Fax cover sheet\nTo: site office\nRe: missing figure\nMessage: could you send the {q} of"
        " {n}?",
    ),
    "postcard": (
        "Postcard from the coast\nDear Farah, lovely here. Could you look up the {q} of {n} for"
        " me?\nLove, Oskar",
        "Postcard (picture side: a harbour)\nDear Mika, quick favour: what is the {q} of"
        " {n}?\nCheers, Lucia",
    ),
}
# off-topic requests in the alias and role forms, which have no old name or role to ask by
OFFTOPIC_ALIAS = (
    "Quick trivia: what is the {q} of {n}?",
    "Out of curiosity, what is the {q} of {n}?",
)

# the antonyms, asked outside the rotation as a question in two phrasings
ANTONYM_PHRASINGS = ("What's the {q} of {n}?", "Could someone tell me the {q} of {n}?")

# trivia, nature, sports, food and geography: (phrase, topic, value)
OFFTOPIC: tuple[tuple[str, str, str], ...] = (
    ("tower height", "the Eiffel Tower", "330 m"),
    ("build year", "the Golden Gate Bridge", "1937"),
    ("opening year", "the Sydney Opera House", "1973"),
    ("peak height", "Mount Everest", "8849 m"),
    ("birth year", "Wolfgang Amadeus Mozart", "1756"),
    ("team size", "a rugby union side", "15"),
    ("turning speed", "the London Eye", "0.9 km/h"),
    ("show year", "the first Chelsea Flower Show", "1913"),
    ("oil yield", "a mature olive tree", "10 L"),
    ("bed count", "the Ritz hotel in London", "136"),
    ("dial diameter", "the Big Ben clock face", "7 m"),
    ("sale price", "the first Apple I computer", "666.66 dollars"),
    ("water ratio", "a cucumber", "96 percent"),
    ("top speed", "a peregrine falcon", "390 km/h"),
    ("river length", "the Amazon", "6400 km"),
    ("crew size", "the International Space Station", "7"),
    ("moon diameter", "Jupiter's moon Ganymede", "5268 km"),
    ("shell weight", "a leatherback turtle", "500 kg"),
    ("harvest season", "Darjeeling tea", "spring"),
    ("grain type", "risotto", "arborio"),
    ("island area", "Greenland", "2.16 million square kilometres"),
    ("record height", "a pole vault", "6.26 m"),
    ("wall length", "Hadrian's Wall", "117 km"),
    ("egg count", "a sea turtle nest", "110"),
    ("wing span", "a wandering albatross", "3.5 m"),
    ("orbital period", "Venus", "225 days"),
    ("melting point", "iron", "1538 °C"),
    ("capital city", "Australia", "Canberra"),
    ("half life", "uranium-235", "704 million years"),
    ("population size", "Norway", "5.5 million"),
    ("pit stops", "a typical Formula 1 race", "2"),
    ("spice level", "a jalapeño", "5000 Scoville units"),
)
