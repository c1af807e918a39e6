"""The surfaces, rename notes, request forms and off-topic requests of ``unknowns31``.

A surface template writes ``{s}`` (the subject), ``{w}`` (the attribute's word) and ``{v}`` (the
value), and may write ``{who}``, ``{nick}``, ``{hh}``, ``{mm}`` and ``{k}`` (drawn per memory). A
request template writes ``{p}`` (the phrase asked), ``{n}`` (the name asked by) and, in the
comparative, ``{v}`` (the value offered)."""

from __future__ import annotations

SURFACE_TEXT = {
    # kept from earlier sets, written anew
    "prose": "{who} wrote after the fitting: {s} has a {w} of {v}.",
    "tsv": "item\ttrait\treading\n{s}\t{w}\t{v}",
    "release": "Changelog 2.{k}.0\n- {s}: {w} set to {v}",
    "chat": "{hh}:{mm} <{nick}> {s} {w} is {v}",
    # new in this set
    "ceylon": 'value fact = map {{ "subject"->"{s}", "attribute"->"{w}", "value"->"{v}" }};',
    "forth": ': fact-subject s" {s}" ;\n: fact-attribute s" {w}" ;\n: fact-value s" {v}" ;',
    "starlark": 'fact = dict(subject = "{s}", attribute = "{w}", value = "{v}")',
    "eiffel": 'fact: TUPLE [subject, attribute, value: TEXT]\nfact := ["{s}", "{w}", "{v}"]',
    "gosu": 'var fact = {{"name" -> "{s}", "feature" -> "{w}", "setting" -> "{v}"}}',
    "moonscript": 'fact = item: "{s}", trait: "{w}", amount: "{v}"',
    "rexx": "fact.name = '{s}'\nfact.trait = '{w}'\nfact.amount = '{v}'",
    "hare": 'let fact = fact {{ subject = "{s}", attribute = "{w}", value = "{v}", }};',
}
SURFACES = tuple(SURFACE_TEXT)
NEW_SURFACES = SURFACES[4:]
PEOPLE = ("Priya", "Tomas", "Ines", "Hana", "Bruno", "Olek")

NOTE_TEXT = {
    "sentence": "After the winter stocktake, {old} goes by {new}; around the bench it is {role}.",
    "arrow": "renamed {old} => {new} (nickname: {role})",
    "formerly": "{new}, once listed as {old}, is known on the floor as {role}.",
}
NOTE_SHAPES = tuple(NOTE_TEXT)

# each form's two phrasings
FORMS: dict[str, tuple[str, str]] = {
    "question": ("What is the {p} of {n}?", "Does anyone know the {p} of {n}?"),
    "typo": ("quick q: what's the {p} of {n}?", "hey, do we have the {p} of {n} written down?"),
    "task": (
        "Task: record the {p} of {n} in the workshop ledger.",
        "Task: look up the {p} of {n} before Friday.",
    ),
    "monday": (
        "Monday.com board: Workshop orders\nItem: {n}\n"
        "Update: what is the {p} of {n}? The column is blank.\nStatus: Stuck",
        "Monday.com board: Bench queue\nItem: {n}\nUpdate: still missing the {p} of {n}\n"
        "Status: Working on it",
    ),
    "agent": (
        "You are the workshop's order assistant. Before you answer: what is the {p} of {n}?"
        " Then draft the reply to the customer.",
        "System: you help the bench crew. User asks: which {p} does {n} have? Keep it short.",
    ),
    "plan": (
        "Plan:\n1. Open the stock sheet.\n2. Find the {p} of {n}.\n3. Write it on the order.",
        "Steps:\n1. Pull the build card.\n2. Check the {p} of {n}.\n3. Tell the customer.",
    ),
    "clickup": (
        "ClickUp task: Confirm the {p} of {n}\nList: Workshop\nAssignee: @priya\nPriority: high",
        "ClickUp task: Look up the {p} of {n}\nList: Orders\nAssignee: @tomas\nPriority: normal",
    ),
    "alias": (
        "Bruno still says {n}; what is the {p} of {n}?",
        "The old label reads {n}. What's the {p} of {n}?",
    ),
    "role": (
        "On the floor they call it {n}. What is the {p} of {n}?",
        "Quick one about {n}: what's the {p} of {n}?",
    ),
    "wrike": (
        "Wrike comment on Workshop / Build sheets\n"
        "@Ines, what is the {p} of {n}? It is not on the sheet.\n- Tomas",
        "Wrike comment on Orders / Spring batch\n@Hana could you add the {p} of {n}?\n- Priya",
    ),
    "reply": (
        "> On Monday, Ines wrote:\n> can you check the order sheet?\n\n"
        "Will do. What is the {p} of {n}, though?",
        "> Hana wrote:\n> the customer is waiting on details\n\n"
        "Understood. Can you send me the {p} of {n}?",
    ),
    "bluesky": (
        "@benchcrew.bsky.social\nanyone know the {p} of {n}? asking for a customer\n#workshop",
        "@orderdesk.bsky.social\nstill hunting for the {p} of {n}\n#makers #help",
    ),
    "imperative": ("Tell me the {p} of {n}.", "Find the {p} of {n} for me, please."),
    "shortcut": (
        "Shortcut story sc-412: Record the {p} of {n}\nType: chore\nWorkflow state: Unstarted",
        "Shortcut story sc-87: What is the {p} of {n}?\nType: feature\n"
        "Workflow state: Ready for Development",
    ),
    "comparative": (
        "Is the {p} of {n} {v}, yes or no?",
        "Someone told me {v} for the {p} of {n}. Right?",
    ),
    "signal": (
        "Signal group: Workshop crew\nPriya: what's the {p} of {n}? need it for the invoice\n"
        "Tomas: will check",
        "Signal message from Hana\nHana: do you have the {p} of {n}?\nYou: not yet",
    ),
}
FORM_NAMES = tuple(FORMS)
NEW_FORMS = ("monday", "clickup", "wrike", "bluesky", "shortcut", "signal")
# seventeen slots: every form once, the typo twice (ten slots apart); the second field is the
# slot's number among those of its form
ROTATION: list[tuple[str, int]] = [
    ("question", 0),
    ("typo", 0),
    ("task", 0),
    ("monday", 0),
    ("agent", 0),
    ("plan", 0),
    ("clickup", 0),
    ("alias", 0),
    ("role", 0),
    ("wrike", 0),
    ("reply", 0),
    ("typo", 1),
    ("bluesky", 0),
    ("imperative", 0),
    ("shortcut", 0),
    ("comparative", 0),
    ("signal", 0),
]
ANTONYM_FORMS = ("What's the {p} of {n}?", "Could someone tell me the {p} of {n}?")

# (phrase, thing, value): trivia, nature, sports, history and geography
OFFTOPIC: tuple[tuple[str, str, str], ...] = (
    ("total mass", "the International Space Station", "420 tonnes"),
    ("mast height", "the Cutty Sark", "46 m"),
    ("stripe count", "the flag of the United States", "13"),
    ("leg height", "a standard bar stool", "75 cm"),
    ("wind rating", "the strongest force on the Beaufort scale", "12"),
    ("hole count", "a standard golf course", "18"),
    ("fret count", "a classical guitar", "19"),
    ("bridge height", "the Golden Gate Bridge", "227 m"),
    ("base diameter", "the Leaning Tower of Pisa", "15 m"),
    ("scale length", "a Fender Stratocaster", "25.5 inches"),
    ("lowest note", "a standard piano", "A0"),
    ("body mass", "an adult blue whale", "150 tonnes"),
    ("clay body", "the Terracotta Army warriors", "loess"),
    ("door size", "the Pantheon in Rome", "7 m"),
    ("dome height", "St Peter's Basilica", "136 m"),
    ("pitch key", "the Westminster chimes", "E major"),
    ("brew capacity", "a large French press", "1 litre"),
    ("empty weight", "a Boeing 737-800", "41 tonnes"),
    ("top speed", "a cheetah", "110 km/h"),
    ("ring diameter", "the A ring of Saturn", "274000 km"),
    ("paint colour", "the Forth Bridge", "Forth Bridge red"),
    ("capital city", "Australia", "Canberra"),
    ("national animal", "Scotland", "unicorn"),
    ("boiling point", "water at sea level", "100 degrees"),
    ("orbital period", "the Moon", "27.3 days"),
    ("founding year", "the University of Bologna", "1088"),
    ("official language", "Brazil", "Portuguese"),
    ("longest river", "Africa", "Nile"),
    ("wing colour", "a monarch butterfly", "orange"),
    ("tail length", "a peacock", "1.5 m"),
    ("wood species", "a Stradivarius violin back", "maple"),
    ("hull length", "the Titanic", "269 m"),
)
