"""The surfaces, rename notes, request forms and off-topic requests of ``unknowns36``.

A surface template writes ``{s}`` (the subject), ``{w}`` (the attribute's word) and ``{v}`` (the
value), and may write ``{who}``, ``{nick}``, ``{hh}``, ``{mm}`` and ``{k}`` (drawn per memory). A
request template writes ``{p}`` (the phrase asked), ``{n}`` (the name asked by) and, in the
comparative, ``{v}`` (the value offered)."""

from __future__ import annotations

SURFACE_TEXT = {
    # kept from earlier sets, written anew
    "prose": "{who} wrote in the workshop diary that {s} has a {w} of {v}.",
    "tsv": "piece\tfeature\treading\n{s}\t{w}\t{v}",
    "release": "Release 2.{k} notes\n- {s}: {w} changed to {v}",
    "chat": "[{hh}:{mm}] <{nick}> for {s} the {w} is {v}",
    # new in this set
    "sml": 'val fact = {{subject = "{s}", attribute = "{w}", value = "{v}"}}',
    "fantom": 'fact := ["item":"{s}", "trait":"{w}", "datum":"{v}"]',
    "coq": 'Definition fact := {{| thing := "{s}"; prop := "{w}"; amount := "{v}" |}}.',
    "myrddin": 'var fact : entry = [.subj = "{s}", .attr = "{w}", .val = "{v}"]',
    "lfe": '(set fact #M(subject "{s}" attribute "{w}" value "{v}"))',
    "jai": 'fact := Fact.{{"{s}", "{w}", "{v}"}};',
    "wollok": (
        'object fact {{\n  const subject = "{s}"\n  const attribute = "{w}"\n'
        '  const value = "{v}"\n}}'
    ),
    "jakt": 'let fact = Fact(owner: "{s}", property: "{w}", level: "{v}")',
}
SURFACES = tuple(SURFACE_TEXT)
NEW_SURFACES = SURFACES[4:]
PEOPLE = ("Priya", "Tomas", "Ines", "Hana", "Bruno", "Olek")

NOTE_TEXT = {
    "sentence": "After the autumn audit, {old} was renamed {new}; everyone calls it {role}.",
    "arrow": "{old} -> {new} (alias: {role})",
    "formerly": "{new} (formerly {old}) goes by {role} around here.",
}
NOTE_SHAPES = tuple(NOTE_TEXT)

# each form's two phrasings
FORMS: dict[str, tuple[str, str]] = {
    "question": ("What is the {p} of {n}?", "Do we know the {p} of {n}?"),
    "typo": ("quick check: the {p} of {n}?", "got the {p} of {n} somewhere?"),
    "task": (
        "Task: put the {p} of {n} on the order sheet.",
        "Task: confirm the {p} of {n} by Thursday.",
    ),
    "leantime": (
        "Leantime ticket #318\nHeadline: what is the {p} of {n}?\nPriority: High",
        "Leantime ticket #52\nHeadline: look up the {p} of {n}\nPriority: Low",
    ),
    "agent": (
        "You assist the sales desk. Step one: look up the {p} of {n}. Step two: write a"
        " brief note to the buyer.",
        "System: you answer for the workshop. User: what {p} does {n} have? Answer briefly.",
    ),
    "plan": (
        "Plan:\n1. Open the ticket.\n2. Look up the {p} of {n}.\n3. Put it in the reply.",
        "Steps:\n1. Pull the spec sheet.\n2. Read off the {p} of {n}.\n3. Tell the buyer.",
    ),
    "focalboard": (
        "Focalboard board: Orders\nCard: Find the {p} of {n}\nStatus: Not started",
        "Focalboard board: Bench\nCard: Confirm the {p} of {n}\nStatus: In progress",
    ),
    "alias": (
        "Hana still calls it {n}; what is the {p} of {n}?",
        "The old tag reads {n}. What's the {p} of {n}?",
    ),
    "role": (
        "Everyone calls it {n}. What is the {p} of {n}?",
        "About {n}: what's the {p} of {n}?",
    ),
    "wekan": (
        "Wekan list: To do\nCard title: what's the {p} of {n}?\nDue: Friday",
        "Wekan list: Doing\nCard title: write down the {p} of {n}\nDue: Monday",
    ),
    "reply": (
        "> On Tuesday, Bruno wrote:\n> did the crate ship?\n\n"
        "Not yet. Do you have the {p} of {n}, by the way?",
        "> Priya wrote:\n> the buyer asked for specs\n\nOK. Could you send the {p} of {n}?",
    ),
    "huly": (
        "Huly issue WRK-214\nwhat is the {p} of {n}? (asked by Ines)\nAssignee: Bruno",
        "Huly issue OPS-9\nneed the {p} of {n} before shipping (asked by Olek)\nAssignee: Hana",
    ),
    "imperative": ("Give me the {p} of {n}.", "Look up the {p} of {n} for me, please."),
    "zammad": (
        "Zammad ticket #20417 (open)\nCustomer wrote: could you tell us the {p} of {n}?\n"
        "Group: Sales",
        "Zammad ticket #3088 (pending reminder)\nAgent note: check the {p} of {n} first\n"
        "Group: Workshop",
    ),
    "comparative": (
        "Is the {p} of {n} {v}? Yes or no?",
        "I heard {v} for the {p} of {n}. Is that so?",
    ),
    "plaky": (
        "Plaky board Orders, item 12\nItem name: get the {p} of {n}\nStatus: Working on it",
        "Plaky board Floor, item 7\nItem name: the {p} of {n}, please\nStatus: Stuck",
    ),
}
FORM_NAMES = tuple(FORMS)
NEW_FORMS = ("leantime", "focalboard", "wekan", "huly", "zammad", "plaky")
# seventeen slots: every form once, the typo twice (ten slots apart); the second field is the
# slot's number among those of its form
ROTATION: list[tuple[str, int]] = [
    ("question", 0),
    ("typo", 0),
    ("task", 0),
    ("leantime", 0),
    ("agent", 0),
    ("plan", 0),
    ("focalboard", 0),
    ("alias", 0),
    ("role", 0),
    ("wekan", 0),
    ("reply", 0),
    ("typo", 1),
    ("huly", 0),
    ("imperative", 0),
    ("zammad", 0),
    ("comparative", 0),
    ("plaky", 0),
]
ANTONYM_FORMS = ("Which {p} does {n} have?", "Do we have the {p} of {n}?")

# (phrase, thing, value): trivia, nature, sports, history and geography
OFFTOPIC: tuple[tuple[str, str, str], ...] = (
    ("neck length", "a giraffe", "1.8 m"),
    ("bell diameter", "the Great Bell of Big Ben", "2.7 m"),
    ("keel length", "the Mayflower", "20 m"),
    ("sail count", "a Viking longship", "1"),
    ("horse count", "a Roman quadriga", "4"),
    ("seat count", "a London black cab", "5"),
    ("jewel count", "a Rolex Submariner", "31"),
    ("dial diameter", "the Great Clock of Westminster", "7 m"),
    ("lens aperture", "the Hubble Space Telescope", "2.4 m"),
    ("stop count", "the Wanamaker Organ", "464"),
    ("string tension", "a tennis racket", "25 kg"),
    ("cannon count", "HMS Victory", "104"),
    ("foot count", "a centipede", "30"),
    ("wind pressure", "a Category 5 hurricane", "920 hPa"),
    ("flag colour", "Japan", "white"),
    ("bowl volume", "a standard teacup", "200 ml"),
    ("body weight", "an adult emperor penguin", "30 kg"),
    ("power reserve", "a Tesla Model 3", "500 km"),
    ("tuning pitch", "the concert A", "440 Hz"),
    ("seat width", "an economy airline seat", "45 cm"),
    ("axle width", "a Formula One car", "2 m"),
    ("beat rate", "a resting human heart", "70"),
    ("pole length", "a pole vault pole", "5 m"),
    ("wing span", "a wandering albatross", "3.5 m"),
    ("ring colour", "the Olympic flag's first ring", "blue"),
    ("top speed", "a cheetah", "110 km/h"),
    ("capital city", "Australia", "Canberra"),
    ("national animal", "Scotland", "unicorn"),
    ("boiling point", "water at sea level", "100 degrees"),
    ("moon count", "Jupiter", "95"),
    ("founding year", "Harvard University", "1636"),
    ("highest peak", "Africa", "Kilimanjaro"),
)
