"""The surfaces, rename notes, request forms and off-topic requests of ``unknowns34``.

A surface template writes ``{s}`` (the subject), ``{w}`` (the attribute's word) and ``{v}`` (the
value), and may write ``{who}``, ``{nick}``, ``{hh}``, ``{mm}`` and ``{k}`` (drawn per memory). A
request template writes ``{p}`` (the phrase asked), ``{n}`` (the name asked by) and, in the
comparative, ``{v}`` (the value offered)."""

from __future__ import annotations

SURFACE_TEXT = {
    # kept from earlier sets, written anew
    "prose": "{who} wrote in the shop diary that the {w} of {s} is {v}.",
    "tsv": "name\tproperty\tfigure\n{s}\t{w}\t{v}",
    "release": "Release notes 3.{k}\n- {s}: {w} changed to {v}",
    "chat": "[{hh}:{mm}] {nick}: {s} {w} = {v}",
    # new in this set
    "autohotkey": 'fact := Map("subject", "{s}", "attribute", "{w}", "value", "{v}")',
    "mathematica": 'fact = <|"subject" -> "{s}", "attribute" -> "{w}", "value" -> "{v}"|>;',
    "scilab": 'rec.item = "{s}";\nrec.trait = "{w}";\nrec.reading = "{v}";',
    "delphi": "const Fact: TFact = (Subject: '{s}'; Attribute: '{w}'; Value: '{v}');",
    "picat": 'Fact = new_map([subject="{s}", attribute="{w}", value="{v}"])',
    "newlisp": '(set \'fact \'(("subject" "{s}") ("attribute" "{w}") ("value" "{v}")))',
    "nemerle": (
        'def fact = Hashtable();\nfact["part"] = "{s}";\nfact["feature"] = "{w}";\n'
        'fact["amount"] = "{v}";'
    ),
    "angelscript": (
        'dictionary fact = {{{{"subject", "{s}"}}, {{"attribute", "{w}"}}, {{"value", "{v}"}}}};'
    ),
}
SURFACES = tuple(SURFACE_TEXT)
NEW_SURFACES = SURFACES[4:]
PEOPLE = ("Priya", "Tomas", "Ines", "Hana", "Bruno", "Olek")

NOTE_TEXT = {
    "sentence": "At the autumn audit, {old} was renamed {new}; the staff call it {role}.",
    "arrow": "{old} -> {new} (alias: {role})",
    "formerly": "{new}, formerly {old}, is known as {role} on site.",
}
NOTE_SHAPES = tuple(NOTE_TEXT)

# each form's two phrasings
FORMS: dict[str, tuple[str, str]] = {
    "question": ("What is the {p} of {n}?", "Anyone know the {p} of {n}?"),
    "typo": ("quick one: the {p} of {n}?", "do we have the {p} of {n} written down?"),
    "task": (
        "Task: put the {p} of {n} on the packing slip.",
        "Task: confirm the {p} of {n} by Thursday.",
    ),
    "flock": (
        "Flock channel: #workshop\nPriya: quick one, what is the {p} of {n}?\nTomas: checking",
        "Flock channel: #orders\nOlek: need the {p} of {n} today\nHana: on it",
    ),
    "agent": (
        "You assist the workshop's sales desk. First, look up the {p} of {n}. Then write a"
        " short note to the buyer.",
        "System: you help the makers. User: what {p} does {n} have? Answer briefly.",
    ),
    "plan": (
        "Plan:\n1. Open the customer's order.\n2. Look up the {p} of {n}.\n3. Put it in the"
        " invoice.",
        "Steps:\n1. Pull the build sheet.\n2. Read off the {p} of {n}.\n3. Reply to the buyer.",
    ),
    "chanty": (
        "Chanty team: Makers\nIves: can someone post the {p} of {n}?\nLikes: 3",
        "Chanty team: Bench\nBruno: the {p} of {n} is missing from the sheet\nLikes: 0",
    ),
    "alias": (
        "Ines still calls it {n}; what is the {p} of {n}?",
        "The old tag reads {n}. What's the {p} of {n}?",
    ),
    "role": (
        "Everyone here says {n}. What is the {p} of {n}?",
        "About {n}: what's the {p} of {n}?",
    ),
    "ryver": (
        "Ryver topic: Open questions\nPosted by Ines\nWhat is the {p} of {n}?",
        "Ryver topic: Order backlog\nPosted by Tomas\nWe need the {p} of {n} before shipping.",
    ),
    "reply": (
        "> On Tuesday, Hana wrote:\n> did the crate go out?\n\n"
        "Not yet. What is the {p} of {n}, by the way?",
        "> Bruno wrote:\n> the buyer wants details\n\nSure. Could you send the {p} of {n}?",
    ),
    "kanboard": (
        "Kanboard task #318: Look up the {p} of {n}\nColumn: Backlog\nSwimlane: Orders",
        "Kanboard task #42: Confirm the {p} of {n}\nColumn: Ready\nSwimlane: Workshop",
    ),
    "imperative": ("Give me the {p} of {n}.", "Look up the {p} of {n} for me, please."),
    "freshservice": (
        "Freshservice request SR-2231\nRequester: Priya\nDescription: What is the {p} of {n}?"
        "\nUrgency: Low",
        "Freshservice request SR-618\nRequester: Olek\nDescription: please add the {p} of {n}"
        "\nUrgency: High",
    ),
    "comparative": (
        "Is the {p} of {n} {v}, yes or no?",
        "I heard {v} for the {p} of {n}. Correct?",
    ),
    "vikunja": (
        "Vikunja task: Customer question\nDescription: they ask for the {p} of {n}\nLabels: orders",
        "Vikunja task: Spec sheet\nDescription: fill in the {p} of {n}\nLabels: workshop",
    ),
}
FORM_NAMES = tuple(FORMS)
NEW_FORMS = ("flock", "chanty", "ryver", "kanboard", "freshservice", "vikunja")
# seventeen slots: every form once, the typo twice (ten slots apart); the second field is the
# slot's number among those of its form
ROTATION: list[tuple[str, int]] = [
    ("question", 0),
    ("typo", 0),
    ("task", 0),
    ("flock", 0),
    ("agent", 0),
    ("plan", 0),
    ("chanty", 0),
    ("alias", 0),
    ("role", 0),
    ("ryver", 0),
    ("reply", 0),
    ("typo", 1),
    ("kanboard", 0),
    ("imperative", 0),
    ("freshservice", 0),
    ("comparative", 0),
    ("vikunja", 0),
]
ANTONYM_FORMS = ("Which {p} does {n} have?", "Do we know the {p} of {n}?")

# (phrase, thing, value): trivia, nature, sports, history and geography
OFFTOPIC: tuple[tuple[str, str, str], ...] = (
    ("neck length", "a giraffe", "2 m"),
    ("tower height", "the Eiffel Tower", "330 m"),
    ("rim diameter", "a basketball hoop", "46 cm"),
    ("leg count", "a spider", "8"),
    ("wall thickness", "the Great Wall of China", "5 m"),
    ("bolt length", "a lightning bolt", "5 km"),
    ("body height", "an average adult man", "175 cm"),
    ("total weight", "a blue whale", "150 tonnes"),
    ("fret count", "a Fender Stratocaster", "22"),
    ("valve count", "the human heart", "4"),
    ("base diameter", "a Saturn V rocket", "10 m"),
    ("scale length", "a Gibson Les Paul", "628 mm"),
    ("tubing length", "a French horn", "3.7 m"),
    ("hinge count", "a standard front door", "3"),
    ("pole length", "a pole vault pole", "5 m"),
    ("plate diameter", "an Olympic weight plate", "45 cm"),
    ("dry weight", "a Formula One car", "798 kg"),
    ("bell width", "the Liberty Bell", "1.2 m"),
    ("case weight", "a cello hard case", "4 kg"),
    ("square size", "a Go board", "22 mm"),
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
