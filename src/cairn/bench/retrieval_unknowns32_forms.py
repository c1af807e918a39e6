"""The surfaces, rename notes, request forms and off-topic requests of ``unknowns32``.

A surface template writes ``{s}`` (the subject), ``{w}`` (the attribute's word) and ``{v}`` (the
value), and may write ``{who}``, ``{nick}``, ``{hh}``, ``{mm}`` and ``{k}`` (drawn per memory). A
request template writes ``{p}`` (the phrase asked), ``{n}`` (the name asked by) and, in the
comparative, ``{v}`` (the value offered)."""

from __future__ import annotations

SURFACE_TEXT = {
    # kept from earlier sets, written anew
    "prose": "{who} wrote in the day book: {s} carries a {w} of {v}.",
    "tsv": "piece\tproperty\treading\n{s}\t{w}\t{v}",
    "release": "Release 3.{k}.0\n* {s}: {w} now {v}",
    "chat": "[{hh}:{mm}] {nick}: {s} {w} = {v}",
    # new in this set
    "logo": 'pprop "fact "subject "{s}\npprop "fact "attribute [{w}]\npprop "fact "value [{v}]',
    "vale": 'fact = Fact("{s}", "{w}", "{v}");',
    "zsh": "typeset -A fact=(name '{s}' feature '{w}' setting '{v}')",
    "red": 'fact: object [subject: "{s}" attribute: "{w}" value: "{v}"]',
    "pony": (
        'let fact = object\n  let item: String = "{s}"\n  let trait: String = "{w}"\n'
        '  let amount: String = "{v}"\nend'
    ),
    "hjson": "{{\n  subject: {s}\n  attribute: {w}\n  value: {v}\n}}",
    "euphoria": 'sequence fact = {{"{s}", "{w}", "{v}"}}',
    "gambas": (
        'Dim fact As New Collection\nfact["subject"] = "{s}"\nfact["attribute"] = "{w}"\n'
        'fact["value"] = "{v}"'
    ),
}
SURFACES = tuple(SURFACE_TEXT)
NEW_SURFACES = SURFACES[4:]
PEOPLE = ("Priya", "Tomas", "Ines", "Hana", "Bruno", "Olek")

NOTE_TEXT = {
    "sentence": "Since the autumn audit, {old} is called {new}; in the yard people say {role}.",
    "arrow": "rename: {old} -> {new} (aka {role})",
    "formerly": "{new}, formerly catalogued as {old}, is known round the benches as {role}.",
}
NOTE_SHAPES = tuple(NOTE_TEXT)

# each form's two phrasings
FORMS: dict[str, tuple[str, str]] = {
    "question": ("What is the {p} of {n}?", "Does anybody have the {p} of {n}?"),
    "typo": ("quick one: the {p} of {n}?", "do we know the {p} of {n} yet?"),
    "task": (
        "Task: note the {p} of {n} on the build sheet.",
        "Task: find out the {p} of {n} by Thursday.",
    ),
    "coda": (
        "Coda doc: Workshop handbook\nComment by Ines: what is the {p} of {n}? The table cell"
        " is empty.\nReplies: 0",
        "Coda doc: Order tracker\nComment by Bruno: we still need the {p} of {n}\nReplies: 2",
    ),
    "agent": (
        "You are the shop's assistant. First find out: what is the {p} of {n}? Then write the"
        " customer a short reply.",
        "System: you assist the bench team. User: what {p} does {n} have? Answer briefly.",
    ),
    "plan": (
        "Plan:\n1. Open the order book.\n2. Look up the {p} of {n}.\n3. Copy it to the invoice.",
        "Steps:\n1. Fetch the job card.\n2. Confirm the {p} of {n}.\n3. Call the customer back.",
    ),
    "threema": (
        "Threema chat with Olek\nOlek: what's the {p} of {n}? the customer asked twice\n"
        "Me: checking",
        "Threema group: Bench team\nHana: anyone got the {p} of {n}?\nBruno: not me",
    ),
    "alias": (
        "Olek still calls it {n}; what is the {p} of {n}?",
        "The old tag says {n}. What's the {p} of {n}?",
    ),
    "role": (
        "Around here it's {n}. What is the {p} of {n}?",
        "About {n}: what's the {p} of {n}?",
    ),
    "tumblr": (
        "Anonymous asked:\nwhat is the {p} of {n}? love your work\n#ask box",
        "woodshavings-daily asked:\nhi! could you share the {p} of {n}?\n#answered soon",
    ),
    "reply": (
        "> On Tuesday, Hana wrote:\n> did the order go out?\n\n"
        "Not yet. What is the {p} of {n}, by the way?",
        "> Bruno wrote:\n> the buyer wants details\n\nSure. Could you send me the {p} of {n}?",
    ),
    "plane": (
        "Plane issue WS-31: Add the {p} of {n}\nState: Backlog\nPriority: Medium",
        "Plane issue ORD-7: What is the {p} of {n}?\nState: Todo\nPriority: Low",
    ),
    "imperative": ("Give me the {p} of {n}.", "Look up the {p} of {n} for me, please."),
    "zendesk": (
        "Zendesk ticket #4417\nRequester: Priya\nMessage: Hi, what is the {p} of {n}? Thanks."
        "\nStatus: Open",
        "Zendesk ticket #982\nRequester: Tomas\nMessage: I'm still waiting for the {p} of {n}."
        "\nStatus: Pending",
    ),
    "comparative": (
        "Is the {p} of {n} {v}, true or false?",
        "I heard {v} for the {p} of {n}. Correct?",
    ),
    "taiga": (
        "Taiga user story #58: Find the {p} of {n}\nStatus: New\nPoints: 2",
        "Taiga user story #203: As a buyer I want the {p} of {n}\nStatus: Ready\nPoints: 1",
    ),
}
FORM_NAMES = tuple(FORMS)
NEW_FORMS = ("coda", "threema", "tumblr", "plane", "zendesk", "taiga")
# seventeen slots: every form once, the typo twice (ten slots apart); the second field is the
# slot's number among those of its form
ROTATION: list[tuple[str, int]] = [
    ("question", 0),
    ("typo", 0),
    ("task", 0),
    ("coda", 0),
    ("agent", 0),
    ("plan", 0),
    ("threema", 0),
    ("alias", 0),
    ("role", 0),
    ("tumblr", 0),
    ("reply", 0),
    ("typo", 1),
    ("plane", 0),
    ("imperative", 0),
    ("zendesk", 0),
    ("comparative", 0),
    ("taiga", 0),
]
ANTONYM_FORMS = ("Which {p} does {n} have?", "Any idea what the {p} of {n} is?")

# (phrase, thing, value): trivia, nature, sports, history and geography
OFFTOPIC: tuple[tuple[str, str, str], ...] = (
    ("total height", "the Eiffel Tower", "330 m"),
    ("neck length", "an adult giraffe", "2 m"),
    ("wall height", "the Great Wall of China", "7 m"),
    ("blade count", "a modern wind turbine rotor", "3"),
    ("spin speed", "the Earth at the equator", "1670 km/h"),
    ("seat height", "a standard office chair", "45 cm"),
    ("body weight", "an adult African elephant", "6 tonnes"),
    ("tine count", "a standard dinner fork", "4"),
    ("root note", "a C major chord", "C"),
    ("empty mass", "an Airbus A380", "277 tonnes"),
    ("shaft length", "a standard golf driver", "45 inches"),
    ("rib count", "the human chest", "24"),
    ("peg count", "a standard violin", "4"),
    ("frame height", "the Mona Lisa", "77 cm"),
    ("net weight", "a standard bag of sugar", "1 kg"),
    ("stick length", "an ice hockey stick", "160 cm"),
    ("bar height", "the Olympic high jump record", "2.45 m"),
    ("joint count", "the human hand", "27"),
    ("thread length", "a silkworm cocoon", "900 m"),
    ("total weight", "the Statue of Liberty", "225 tonnes"),
    ("top speed", "a peregrine falcon", "390 km/h"),
    ("eye colour", "a Siberian husky", "blue"),
    ("shell colour", "a hawksbill turtle", "amber"),
    ("box office", "Avatar", "2.9 billion dollars"),
    ("wing span", "an albatross", "3.5 m"),
    ("capital city", "Canada", "Ottawa"),
    ("national bird", "New Zealand", "kiwi"),
    ("freezing point", "water", "0 degrees"),
    ("orbital period", "Mars", "687 days"),
    ("founding year", "the University of Oxford", "1096"),
    ("official language", "Argentina", "Spanish"),
    ("longest river", "South America", "Amazon"),
)
