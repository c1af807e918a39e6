"""The memory surfaces, rename notes, request forms and off-topic requests of ``unknowns19``.

Twelve surfaces hold one fact each: eight new ones (an Org-mode property drawer, an AsciiDoc
description list, a Gradle ``ext`` block, a PowerShell hashtable, an EDN map, an Elixir map, a
HOCON block and a Bazel rule) and four kept from earlier sets, written anew (prose, a CSV row, a
release-notes bullet, a chat line). A rename note, in one of three shapes, says a subject's old
name and role. Sixteen request forms, each in two phrasings, ask: ten kept from earlier sets
(written anew) and six new ones (a changelog ``[Unreleased]`` entry, a support ticket macro, a
GraphQL query with a comment, a JQL filter, a chat slash command and a calendar invite note)."""

from __future__ import annotations

import re

# the surfaces: placeholders {s} subject, {w} the attribute's word, {v} value, {n} a number,
# {person} a person and {nick} a chat nick
SURFACE_TEXT = {
    "org": "* {s}\n:PROPERTIES:\n:FACT: {w} = {v}\n:END:",
    "asciidoc": "== {s}\n\n{w}:: {v}",
    "gradle": 'ext {{\n    set("{w} of {s}", "{v}")\n}}',
    "powershell": "$fact = @{{ Subject = '{s}'; '{w}' = '{v}' }}",
    "edn": '{{:subject "{s}" :attribute "{w}" :value "{v}"}}',
    "elixir": '%{{subject: "{s}", "{w}": "{v}"}}',
    "hocon": '"{s}" {{\n  "{w}" = "{v}"\n}}',
    "bazel": 'fact(\n    name = "{s}",\n    attribute = "{w}",\n    value = "{v}",\n)',
    "prose": "Per {person}: for {s}, the {w} is {v}.",
    "csv": "subject,attribute,value\n{s},{w},{v}",
    "release": "Release 3.{n}.0\n* {w} for {s} set to {v}",
    "chat": "<{nick}> fyi {s} {w} is {v}",
}
NEW_SURFACES = ("org", "asciidoc", "gradle", "powershell", "edn", "elixir", "hocon", "bazel")
SURFACES = (*NEW_SURFACES, "prose", "csv", "release", "chat")
PEOPLE = ("Marit", "Joost", "Ilse", "Tobias")
NICKS = ("oskar_w", "mira", "dex")

# the rename notes: {old} the old name, {new} the subject, {role} its role
NOTE_TEXT = {
    "moved": "{old} is now {new}; it is still {role}.",
    "commit": "refactor: rename {old} to {new} ({role})",
    "alias": "alias {old}={new}  # {role}",
}
NOTE_SHAPES = tuple(NOTE_TEXT)


def fixed_text() -> str:
    """Every word a surface or rename note writes whatever its fact (placeholders dropped)."""
    parts = [*SURFACE_TEXT.values(), *NOTE_TEXT.values(), *PEOPLE, *NICKS]
    return re.sub(r"\{\w+\}", " ", " ".join(parts))


def render_fact(surface: str, subject: str, word: str, value: str, n: int) -> str:
    return SURFACE_TEXT[surface].format(
        s=subject,
        w=word,
        v=value,
        n=n % 9 + 1,
        person=PEOPLE[n % len(PEOPLE)],
        nick=NICKS[n % len(NICKS)],
    )


def render_note(shape: str, old: str, new: str, role: str) -> str:
    return NOTE_TEXT[shape].format(old=old, new=new, role=role)


# the request forms: {p} the phrase asked, {n} the name asked by, {t} a title, {v} an offered
# value; each form has two phrasings
REQUESTS = {
    "question": ("What is the {p} of {n}?", "Do we have the {p} for {n} written down?"),
    "typo": ("What was the {p} of {n} again?", "Can you tell me the {p} of {n}?"),
    "typo2": ("hey, {p} for {n}? anyone", "quick one: {p} of {n}, does anybody know"),
    "task": (
        "Task: fill in the {p} of {n} in the handover sheet.",
        "Your job: confirm the {p} for {n} before the audit.",
    ),
    "agent": (
        "You are assisting the {t} team. Please retrieve the {p} of {n} from memory. Answer in"
        " one short line.",
        "Context: we are tidying the {t} notes. Next, find the {p} for {n}. Keep the reply brief.",
    ),
    "plan": (
        "Plan:\n1. Open the {t} notes.\n2. Look up the {p} of {n}.\n3. Post it in the channel.",
        "Steps:\n1. Pull the latest notes.\n2. Go through the open tickets.\n3. Find the {p} for"
        " {n}.\n4. Close the ticket.",
    ),
    "alias": ("What's the {p} of {n} these days?", "Is the {p} for {n} recorded anywhere?"),
    "role": ("What is the {p} of {n}?", "Does anyone know the {p} for {n}?"),
    "reply": (
        "> Thanks for the update on the {t}.\n\nOne more thing: what is the {p} of {n}?",
        "> Sent from the site office.\n> See you Monday.\n\nCould you also send the {p} for {n}?",
    ),
    "imperative": ("Give me the {p} of {n}.", "Fetch the {p} for {n}."),
    "comparative": (
        "Is the {p} of {n} {v}, or something else?",
        "I had the {p} for {n} as {v}. If that is wrong, what is it?",
    ),
    "unreleased": (
        "## [Unreleased]\n### Changed\n- Document the {p} of {n} (value still unknown).",
        "## [Unreleased]\n- TODO before tagging: what is the {p} for {n}?",
    ),
    "macro": (
        "[Macro: ask for spec]\nHello {{requester.name}},\ncould you tell us the {p} of {n}? We"
        " will update the ticket.",
        "[Macro: missing detail]\nHi there,\nthanks for writing in. Please confirm the {p} for"
        " {n}.",
    ),
    "graphql": (
        "query FactLookup {{\n  # need the {p} of {n}\n  fact(subject: $subject) {{ value }}\n}}",
        "query {{\n  # what is the {p} for {n}?\n  facts(first: 1) {{ value }}\n}}",
    ),
    "jql": (
        'JQL: project = OPS AND text ~ "{p} of {n}" ORDER BY updated DESC',
        'Saved filter (JQL): summary ~ "{p} for {n}" AND status = Open',
    ),
    "slash": ("/ask what is the {p} of {n}", "/lookup {p} for {n}"),
    "invite": (
        "Invite: fact review, Thursday 14:00\nNotes: please bring the {p} of {n}.",
        "Calendar invite: sync with the {t} crew\nAgenda: the {p} for {n}, then open points",
    ),
}
NEW_FORMS = ("unreleased", "macro", "graphql", "jql", "slash", "invite")
KEPT_FORMS = (
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
)
FORM_NAMES = (*KEPT_FORMS, *NEW_FORMS)

# the rotation of seventeen slots: (form, style); the typo form twice, a swap of two neighbouring
# letters in a question and a doubled first letter in a hurried chat line
ROTATION = [
    ("question", ""),
    ("typo", "swap"),
    ("task", ""),
    ("unreleased", ""),
    ("agent", ""),
    ("macro", ""),
    ("plan", ""),
    ("alias", ""),
    ("graphql", ""),
    ("role", ""),
    ("typo", "double"),
    ("reply", ""),
    ("jql", ""),
    ("imperative", ""),
    ("slash", ""),
    ("comparative", ""),
    ("invite", ""),
]

# the antonyms are asked outside the rotation, as a question in two phrasings
ANTONYM_TEXT = ("What is the {p} of {n}?", "Do you know the {p} for {n}?")


def render_request(form: str, style: str, phrasing: int, **slots: str) -> str:
    """A request of ``form`` (``style`` picks the typo's phrasing) with the slots filled."""
    key = "typo2" if style == "double" else form
    return REQUESTS[key][phrasing % 2].format(**slots)


# off-topic requests: (phrase, thing, value) trivia, nature, sports, food or geography
OFFTOPIC = (
    ("engine power", "a Formula 1 car", "about 750 kW"),
    ("cruise speed", "a Boeing 747", "about 900 km/h"),
    ("tyre pressure", "a road racing bicycle", "about 7 bar"),
    ("antenna diameter", "the Arecibo telescope dish", "305 m"),
    ("ice thickness", "Lake Baikal in February", "about 1 m"),
    ("wall height", "the Great Wall of China", "about 7 m"),
    ("crew size", "the International Space Station", "seven"),
    ("total depth", "the Kola Superdeep Borehole", "12262 m"),
    ("net height", "a volleyball court for men", "2.43 m"),
    ("weight limit", "a checked bag on most airlines", "23 kg"),
    ("build year", "the Eiffel Tower", "1889"),
    ("spring count", "a mechanical mattress", "about 800"),
    ("beam width", "a narrowboat on English canals", "about 2.1 m"),
    ("ball count", "a snooker frame", "22"),
    ("lap record", "the Monza circuit", "about 1:18"),
    ("boiling point", "water on Everest", "about 70 C"),
    ("wing span", "a wandering albatross", "about 3.4 m"),
    ("average lifespan", "a Galapagos giant tortoise", "over 100 years"),
    ("serving size", "a bowl of breakfast cereal", "about 30 g"),
    ("cooking time", "a soft-boiled egg", "about 6 minutes"),
    ("river length", "the Danube", "2850 km"),
    ("summit height", "Mont Blanc", "4806 m"),
    ("population density", "Monaco", "about 19000 per km2"),
    ("marathon record", "the marathon for women", "about 2:09"),
    ("goal width", "a football pitch", "7.32 m"),
    ("rope length", "a climbing rope for sport routes", "about 70 m"),
    ("steam pressure", "an espresso machine boiler", "about 1.2 bar"),
    ("mass flow", "the Amazon river at its mouth", "about 200000 m3/s"),
    ("flipper length", "an emperor penguin", "about 30 cm"),
    ("payload limit", "a Falcon 9 rocket to low orbit", "about 22800 kg"),
    ("scan interval", "a supermarket barcode reader", "under a second"),
    ("session length", "a Test match day", "six hours"),
)
