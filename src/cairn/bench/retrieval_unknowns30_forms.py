"""The fixed text of the blind held-out set ``unknowns30``: its twelve memory surfaces (eight of
them new: an Agda record, a PostScript dictionary, an Elvish map, a Koka value, a Modelica record,
a Unison value, a Pike mapping and a Dylan ``make`` call), its three rename notes, its sixteen
request forms in a rotation of seventeen slots (six of them new: a Gitea review note, a Sourcehut
ticket, a Todoist task, a Google Keep note, a YouTrack issue and an Airtable comment), each in two
phrasings, and its off-topic requests. ``{s}`` is the subject, ``{w}`` the attribute's word,
``{v}`` the value, ``{n}`` the nick; ``{p}`` the phrase asked, ``{q}`` the name asked by."""

from __future__ import annotations

NICKS = ("priya", "tomas", "hana", "ines", "olek", "bruno")

# surface -> its template (the value last, where each surface keeps it)
SURFACE_TEXT: dict[str, str] = {
    "prose": "{N} noted after the inspection: {s} has a {w} of {v}.",
    "csv": "name,property,figure\n{s},{w},{v}",
    "release": "Release 3.{k}.0 notes\n* {s}: {w} changed to {v}",
    "chat": "[{hh}:{mm}] {n}: {s} {w} -> {v}",
    "agda": 'fact : Fact\nfact = record {{ subject = "{s}" ; attribute = "{w}" ; value = "{v}" }}',
    "postscript": "/fact << /item ({s}) /trait ({w}) /amount ({v}) >> def",
    "elvish": "var fact = [&subject='{s}' &attribute='{w}' &value='{v}']",
    "koka": 'val fact = Fact(subject = "{s}", attribute = "{w}", value = "{v}")',
    "modelica": 'parameter Fact fact(subject = "{s}", attribute = "{w}", value = "{v}");',
    "unison": 'fact : Fact\nfact = Fact.Fact "{s}" "{w}" "{v}"',
    "pike": 'mapping fact = (["subject": "{s}", "attribute": "{w}", "value": "{v}"]);',
    "dylan": 'define constant $fact = make(<fact>, subject: "{s}", attribute: "{w}", value: "{v}");',
}
SURFACES = tuple(SURFACE_TEXT)
NEW_SURFACES = SURFACES[4:]

# rename note shape -> its template ({o} the old name, {r} the role)
NOTES: dict[str, str] = {
    "sentence": "Since the spring audit, {o} is called {s}; on the floor it is {r}.",
    "arrow": "rename: {o} -> {s} (the crew says {r})",
    "formerly": "{s} (formerly {o}), a.k.a. {r}",
}
NOTE_SHAPES = tuple(NOTES)

# form -> its two phrasings
FORMS: dict[str, tuple[str, str]] = {
    "question": ("What is the {p} of {q}?", "Does anyone know the {p} of {q}?"),
    "typo": ("quick one: whats the {p} of {q}?", "{q} and its {p}? anyone"),
    "task": (
        "Task: note down the {p} of {q} in the shop book.",
        "Task: find the {p} of {q} before Thursday.",
    ),
    "gitea": (
        "Gitea review on shop/ledger#412\nReviewer: priya\n"
        "Note: what is the {p} of {q}? It is not in the diff.\nVerdict: request changes",
        "Gitea review on stock/sheets#87\nReviewer: tomas\n"
        "Note: please add the {p} of {q} before merging.\nVerdict: comment",
    ),
    "agent": (
        "You are helping at the workshop. Before you reply, check the {p} of {q}. Keep it short.",
        "System: you answer questions for the stockroom. User asks: what is the {p} of {q}?"
        " Reply in one line.",
    ),
    "plan": (
        "Plan:\n1. Open the stock sheet.\n2. Look up the {p} of {q}.\n3. Report back to Hana.",
        "Steps for today:\n1. Sweep the floor.\n2. Sort the offcuts.\n3. Ask about the {p} of {q}.",
    ),
    "sourcehut": (
        "Sourcehut ticket ~priya/workshop#58\nTitle: What is the {p} of {q}?\n"
        "Labels: question\nStatus: REPORTED",
        "Sourcehut ticket ~tomas/orders#112\nTitle: Need the {p} of {q}\n"
        "Labels: data\nStatus: CONFIRMED",
    ),
    "alias": (
        "Tomas still says {q}; what is the {p} of {q}?",
        "The old tag reads {q}. What's the {p} of {q}?",
    ),
    "role": (
        "What is the {p} of {q}, as the crew calls it?",
        "About {q}: does anyone have its {p}? I mean the {p} of {q}.",
    ),
    "todoist": (
        "Todoist project: Workshop\n[ ] Find out the {p} of {q} @calls\nDue: Friday, p2",
        "Todoist project: Orders\n[ ] Ask Bruno about the {p} of {q} @email\nDue: tomorrow, p1",
    ),
    "reply": (
        "> Can you find the {p}?\n\nSure, but which one? Do you mean the {p} of {q}?",
        "> {q} came back from the shop yesterday.\n\nThanks. So what is the {p} of {q} now?",
    ),
    "keep": (
        "Google Keep note: Shop questions\n- the {p} of {q}?\n- ask before the order goes out\n"
        "Label: shop",
        "Google Keep note: To check\n- {p} of {q} (still unknown)\nLabel: orders",
    ),
    "imperative": ("Tell me the {p} of {q}.", "Find the {p} of {q} for me, please."),
    "youtrack": (
        "YouTrack issue WS-214\nSummary: Missing {p} of {q}\nType: Task\nState: Submitted",
        "YouTrack issue ORD-77\nSummary: Which {p} does {q} have?\nType: Question\nState: Open",
    ),
    "comparative": (
        "Is the {p} of {q} {v}, yes or no?",
        "Someone told me {v} for the {p} of {q}. Right?",
    ),
    "airtable": (
        "Airtable base: Stock (comments)\npriya: what's the {p} of {q}? The cell is empty.\n"
        "tomas: no idea yet",
        "Airtable base: Orders (comments)\nines: can someone fill in the {p} of {q}?\nhana: on it",
    ),
}
FORM_NAMES = tuple(FORMS)
NEW_FORMS = ("gitea", "sourcehut", "todoist", "keep", "youtrack", "airtable")

# the rotation of request forms: seventeen slots, the typo form twice (ten slots apart)
ROTATION: list[tuple[str, int]] = [
    (form, i)
    for i, form in enumerate(
        (
            "question",
            "typo",
            "task",
            "gitea",
            "agent",
            "plan",
            "sourcehut",
            "alias",
            "role",
            "todoist",
            "reply",
            "typo",
            "keep",
            "imperative",
            "youtrack",
            "comparative",
            "airtable",
        )
    )
]

# the antonyms, asked outside the rotation
ANTONYM_FORMS = ("What's the {p} of {q}?", "Could someone tell me the {p} of {q}?")

# (phrase, topic, value): requests about things outside the store
OFFTOPIC: tuple[tuple[str, str, str], ...] = (
    ("body weight", "an adult African elephant", "6 tonnes"),
    ("wheel size", "a penny-farthing", "1.5 metres"),
    ("seat height", "a standard dining chair", "45 cm"),
    ("door colour", "10 Downing Street", "black"),
    ("post height", "a football goal", "2.44 metres"),
    ("desk height", "the Resolute desk", "76 cm"),
    ("launch year", "Sputnik 1", "1957"),
    ("frame weight", "a Tour de France bike", "6.8 kg"),
    ("pendulum length", "the Great Clock of Westminster", "3.9 metres"),
    ("total weight", "the Statue of Liberty", "225 tonnes"),
    ("base width", "the Great Pyramid of Giza", "230 metres"),
    ("timber species", "the Mayflower", "oak"),
    ("body colour", "a London taxi", "black"),
    ("chain length", "a Ferris wheel drive", "40 metres"),
    ("roof slope", "the Louvre Pyramid", "51 degrees"),
    ("head diameter", "a kettledrum", "75 cm"),
    ("case length", "a double bass", "2 metres"),
    ("tempo maximum", "a Formula One engine", "15000 rpm"),
    ("wheel tread", "a Mars rover", "grousers"),
    ("tuning pitch", "a concert A", "440 Hz"),
    ("key signature", "Beethoven's Fifth Symphony", "C minor"),
    ("finish line", "the Boston Marathon", "Boylston Street"),
    ("top speed", "a cheetah", "110 km/h"),
    ("flag design", "Nepal", "two pennants"),
    ("capital city", "Canada", "Ottawa"),
    ("national bird", "New Zealand", "kiwi"),
    ("longest river", "Europe", "Volga"),
    ("tallest building", "Dubai", "Burj Khalifa"),
    ("official currency", "Japan", "yen"),
    ("melting point", "iron", "1538 C"),
    ("founding year", "the Royal Society", "1660"),
    ("wing span", "a Boeing 747", "64 metres"),
)
