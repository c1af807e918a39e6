"""The surfaces, rename notes, request forms and off-topic requests of the blind held-out
retrieval set ``unknowns24``.

A fact is written on one of twelve surfaces (eight new: a Zig struct literal, a Nim object
constructor, a COBOL level entry, an F# record, an Objective-C dictionary literal, a Vimscript
dict, a Solidity struct and a Smalltalk dictionary; four kept from earlier sets and written
anew: prose, a TSV row, a release-notes bullet and a chat line). A subject's rename note is a
sentence, a ``git mv`` or a ``sed`` one-liner. Requests come in sixteen forms, each with two
phrasings; the six new ones are a Miro board sticky, a Slack huddle note, a Basecamp to-do, a
Loom video comment, an iMessage text and a whiteboard transcription."""

from __future__ import annotations

PEOPLE = ("Ines", "Tomas", "Priya", "Bruno")
HANDLES = ("ines", "tomas", "priya", "bruno")

# surface -> template of a fact ({s} subject, {w} word, {v} value, {p} person, {h} handle,
# {n} a small number)
SURFACE_TEXT = {
    "prose": "{p} checked it: the {w} of {s} is {v}.",
    "tsv": "subject\tattribute\tvalue\n{s}\t{w}\t{v}",
    "release": "Release notes 4.{n}.1\n- {s}: {w} is now {v}",
    "chat": "<{h}> heads up, {s} {w} = {v}",
    "zig": 'const fact = .{{ .subject = "{s}", .attribute = "{w}", .value = "{v}" }};',
    "nim": 'let fact = Fact(subject: "{s}", attribute: "{w}", value: "{v}")',
    "cobol": '01 FACT-REC. 05 SUBJ PIC X(24) VALUE "{s}". 05 ATTR PIC X(24) VALUE "{w}".'
    ' 05 VAL PIC X(24) VALUE "{v}".',
    "fsharp": 'let fact = {{ Subject = "{s}"; Attribute = "{w}"; Value = "{v}" }}',
    "objc": 'NSDictionary *fact = @{{@"subject": @"{s}", @"{w}": @"{v}"}};',
    "vim": "let g:fact = {{'subject': '{s}', 'attribute': '{w}', 'value': '{v}'}}",
    "solidity": 'Fact memory fact = Fact({{subject: "{s}", attribute: "{w}", value: "{v}"}});',
    "smalltalk": "fact := Dictionary new. fact at: #subject put: '{s}'; at: #'{w}' put: '{v}'.",
}
SURFACES = tuple(SURFACE_TEXT)
NEW_SURFACES = ("zig", "nim", "cobol", "fsharp", "objc", "vim", "solidity", "smalltalk")

NOTE_TEXT = {
    "sentence": "FYI: {s} was formerly {o}, known around here as {r}.",
    "gitmv": "git mv {o} {s}  # {r}",
    "sed": "sed -i 's/{o}/{s}/g' inventory.txt  # {r}",
}
NOTE_SHAPES = tuple(NOTE_TEXT)

# the rotation of request forms (a typo form twice: a swap and a doubled first letter)
ROTATION: list[tuple[str, str]] = [
    ("question", ""),
    ("typo", "swap"),
    ("task", ""),
    ("miro", ""),
    ("agent", ""),
    ("plan", ""),
    ("huddle", ""),
    ("alias", ""),
    ("role", ""),
    ("basecamp", ""),
    ("typo", "double"),
    ("reply", ""),
    ("loom", ""),
    ("imperative", ""),
    ("imessage", ""),
    ("comparative", ""),
    ("whiteboard", ""),
]
FORM_NAMES = tuple(dict.fromkeys(f for f, _k in ROTATION))
NEW_FORMS = ("miro", "huddle", "basecamp", "loom", "imessage", "whiteboard")

# form -> two phrasings ({a} the asked phrase and name, "the P of N"; {x} a person; {o} an
# offered value, for the comparative)
FORM_TEXT: dict[str, tuple[str, str]] = {
    "question": ("What is the {a}?", "Does anyone know the {a}?"),
    "typo": ("Quick one, what's the {a}?", "asap: the {a}?? need it"),
    "task": ("Task: record the {a} in the tracker.", "Task: look up the {a} by Friday."),
    "agent": (
        "You are helping on the workshop repo. While you are in there, find the {a} and add it"
        " to the notes. Then run the linters.",
        "Context: we are updating the inventory pages. Please pull up the {a} for the table."
        " After that, open a pull request.",
    ),
    "plan": (
        "Plan:\n1. Open the inventory sheet.\n2. Fill in the {a}.\n3. Ping {x} when done.",
        "Steps:\n1. Sync the repo.\n2. Check the {a}.\n3. Close the ticket.",
    ),
    "alias": ("{x} asked about the {a}. What is it?", "Do we still have the {a} on file?"),
    "role": ("Can you find the {a}?", "I keep forgetting the {a}. Any idea?"),
    "reply": (
        "> On Monday {x} wrote:\n> can someone dig this up?\n\nSure, but what is the {a}?",
        "> {x}: still missing one number\n\nWhich one? The {a}?",
    ),
    "imperative": ("Tell me the {a}.", "Look up the {a}, please."),
    "comparative": (
        "Is the {a} {o}, or is it something else?",
        "Last time I heard the {a} was {o}. Has that changed?",
    ),
    "miro": (
        "Miro board: inventory sync · sticky note\nSticky: what's the {a}?\n- added by {x}",
        "Miro board: planning wall · yellow sticky\nSticky: need the {a} here\n- added by {x}",
    ),
    "huddle": (
        "Slack huddle notes (#workshop, 4 min)\n- {x}: who knows the {a}?\n- next: sync again",
        "Slack huddle notes (#inventory, 2 min)\n- {x}: still no {a} in the sheet\n- next: ask",
    ),
    "basecamp": (
        "Basecamp · Inventory · To-dos\n☐ Find out the {a}\nAssigned to {x} · Due Thursday",
        "Basecamp · Catalogue · To-dos\n☐ Confirm the {a} with the team\nAssigned to {x}",
    ),
    "loom": (
        "Loom video comment at 02:14\n{x}: you mention the {a} here, what is it?",
        "Loom comment at 05:40\n{x}: could you say the {a} again? It cut out",
    ),
    "imessage": (
        "iMessage · {x}\nhey sorry to bug you, what's the {a}?\nDelivered",
        "iMessage · {x}\nquick q: the {a}? thx\nRead 21:07",
    ),
    "whiteboard": (
        "Whiteboard photo, transcribed:\n-> open: the {a} ??\n(erase before Friday)",
        "Whiteboard (sync room), transcribed:\n-> open: the {a}, ask {x}\n(keep)",
    ),
}

ANTONYM_TEXT = ("What's the {a}?", "Could someone tell me the {a}?")

# phrase, thing, value: requests about the world, not about the store
OFFTOPIC: tuple[tuple[str, str, str], ...] = (
    ("wing span", "a wandering albatross", "3.5 m"),
    ("body mass", "an African elephant", "6000 kg"),
    ("launch year", "the Hubble telescope", "1990"),
    ("retail price", "the first iPhone", "499 dollars"),
    ("shelf life", "unopened honey", "indefinite"),
    ("sale price", "the Louisiana Purchase", "15 million dollars"),
    ("hat size", "Abraham Lincoln", "7 1/8"),
    ("prize money", "the Wimbledon singles title", "2.7 million pounds"),
    ("award year", "the first Nobel Prize", "1901"),
    ("day temperature", "the surface of Mercury", "430 degrees"),
    ("bloom count", "a saguaro cactus", "a few dozen"),
    ("spike length", "a porcupine quill", "7 cm"),
    ("tower height", "the Eiffel Tower", "330 m"),
    ("river length", "the Nile", "6650 km"),
    ("glass volume", "a standard wine bottle", "750 ml"),
    ("body length", "a blue whale", "30 m"),
    ("crew size", "Apollo 11", "3"),
    ("moon count", "Jupiter", "95"),
    ("build cost", "the Channel Tunnel", "9 billion pounds"),
    ("sugar content", "a can of cola", "35 g"),
    ("leaf spread", "a giant water lily", "3 m"),
    ("arm reach", "an orangutan", "2.2 m"),
    ("play time", "a football match", "90 minutes"),
    ("batch size", "a sourdough loaf recipe", "1 kg"),
    ("seat count", "the Royal Albert Hall", "5272"),
    ("bridge length", "the Golden Gate Bridge", "2.7 km"),
    ("orbital period", "Mars", "687 days"),
    ("boiling point", "water", "100 degrees"),
    ("capital city", "Canada", "Ottawa"),
    ("speed record", "a cheetah", "110 km/h"),
    ("chess rating", "Magnus Carlsen", "2882"),
    ("lap count", "the Monaco Grand Prix", "78"),
)
