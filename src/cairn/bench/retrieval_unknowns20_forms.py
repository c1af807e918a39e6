"""The surfaces, rename notes, request forms and off-topic requests of the blind held-out
retrieval set ``unknowns20``.

Twelve memory surfaces: eight new (a Windows registry entry, a Cargo.toml metadata table, a PHP
array assignment, a Ruby hash, a Graphviz DOT edge, a Haskell record, an ssh_config host block
with a comment, an R list) and four kept from earlier sets, written anew (prose, a TSV row under
its header, a release-notes bullet, a chat line). Three rename-note shapes (a sentence, a
``git mv`` line, a DNS CNAME record). Sixteen request forms, each with two phrasings: ten kept
from earlier sets (question, typo, task, agent, plan, alias, role, reply, imperative,
comparative) and six new (a pager alert acknowledgement note, a Jira comment mention, a
pull-request description's open questions, a MediaWiki maintenance template, a kanban card, an
OKR key result), in a rotation of seventeen slots (the typo form twice)."""

from __future__ import annotations

PEOPLE = ("Marta", "Joost", "Priya", "Kofi", "Signe", "Ruben")
NICKS = ("marta_k", "joost", "priya_s", "kofi", "signe_b", "ruben")

SURFACES = (
    "prose",
    "tsv",
    "release",
    "chat",
    "reg",
    "cargo",
    "php",
    "ruby",
    "dot",
    "haskell",
    "ssh",
    "rlist",
)
NEW_SURFACES = SURFACES[4:]


def surface(form: str, s: str, w: str, v: str, pick: int) -> str:
    """A fact (subject ``s``, attribute word ``w``, value ``v``) written on surface ``form``;
    ``pick`` chooses the person, nick, time or release."""
    if form == "prose":
        return f"According to {PEOPLE[pick % 6]}, the {w} of {s} is {v}."
    if form == "tsv":
        return f"subject\tattribute\tvalue\n{s}\t{w}\t{v}"
    if form == "release":
        return f"v4.{pick % 9 + 1}.0 release notes\n- {s}: {w} now {v}"
    if form == "chat":
        return f"[{9 + pick % 8:02d}:{pick * 7 % 60:02d}] {NICKS[pick % 6]}: heads up, {w} of {s} is {v}"
    if form == "reg":
        return f'[HKEY_LOCAL_MACHINE\\SOFTWARE\\Facts\\{s}]\n"{w}"="{v}"'
    if form == "cargo":
        return f'[package.metadata.facts."{s}"]\n"{w}" = "{v}"'
    if form == "php":
        return f"$facts['{s}']['{w}'] = '{v}';"
    if form == "ruby":
        return f'{{ subject: "{s}", "{w}" => "{v}" }}'
    if form == "dot":
        return f'"{s}" -> "{v}" [label="{w}"];'
    if form == "haskell":
        return f'Fact {{ subject = "{s}", attribute = "{w}", value = "{v}" }}'
    if form == "ssh":
        return f"Host {s}\n    # {w}: {v}"
    if form == "rlist":
        return f'fact <- list(subject = "{s}", `{w}` = "{v}")'
    raise ValueError(form)


NOTE_SHAPES = ("sentence", "gitmv", "cname")


def note(shape: str, old: str, s: str, role: str) -> str:
    """A rename note: the old name ``old`` is now ``s``, still ``role``."""
    if shape == "sentence":
        return f"{old} was renamed {s}; it remains {role}."
    if shape == "gitmv":
        return f"git mv {old} {s}  # {role}"
    if shape == "cname":
        return f"{old} IN CNAME {s}. ; {role}"
    raise ValueError(shape)


# the words the surfaces and notes write whatever the fact (read by the vocabulary check)
FIXED_TEXT = " ".join(
    [
        *PEOPLE,
        *NICKS,
        "according to the of is subject attribute value v4 release notes now heads up",
        "HKEY_LOCAL_MACHINE SOFTWARE Facts package metadata facts Fact label Host list",
        "was renamed it remains git mv IN CNAME",
    ]
)

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
NEW_FORMS = ("pager", "jira", "prdesc", "wikitag", "kanban", "okr")
FORM_NAMES = (*KEPT_FORMS, *NEW_FORMS)

# seventeen slots: (form, phrasing set); the typo form twice (a swap in a question, a doubled
# first letter in a hurried chat line)
ROTATION = [
    ("question", "question"),
    ("task", "task"),
    ("typo", "swap"),
    ("agent", "agent"),
    ("pager", "pager"),
    ("plan", "plan"),
    ("alias", "alias"),
    ("jira", "jira"),
    ("reply", "reply"),
    ("imperative", "imperative"),
    ("prdesc", "prdesc"),
    ("role", "role"),
    ("wikitag", "wikitag"),
    ("comparative", "comparative"),
    ("typo", "double"),
    ("kanban", "kanban"),
    ("okr", "okr"),
]

# two phrasings per slot: {p} the phrase, {n} the name asked, {t} the domain's title, {v} a
# value offered, {k} a number
PHRASINGS: dict[str, tuple[str, str]] = {
    "question": ("What is the {p} of {n}?", "Do you know the {p} for {n}?"),
    "swap": ("Can you tell me the {p} of {n}?", "Quick check: what is the {p} for {n}?"),
    "double": ("hey, {p} for {n}? anyone", "sorry to chase, {p} of {n}?? need it today"),
    "task": (
        "Task: fill in the {p} of {n} in the {t} sheet.",
        "Your job: confirm the {p} of {n} before the handover.",
    ),
    "agent": (
        "You are the assistant for the {t} team. Before you edit anything, look up the {p}"
        " of {n}. Then write a short summary.",
        "Context: a long session on the {t} backlog. Please check the {p} for {n} and note"
        " it. Do not open new tickets.",
    ),
    "plan": (
        "Plan:\n1. Pull the latest {t} notes.\n2. Look up the {p} of {n}.\n3. Post the"
        " result in the channel.",
        "Steps for today:\n1. Open the tracker.\n2. Review the changes since Monday.\n3."
        " Confirm the {p} for {n}.",
    ),
    "alias": (
        "Is the {p} of {n} on file?",
        "Back when it was called {n}, what was its {p}?",
    ),
    "role": ("Which {p} does {n} have?", "For {n}, what is the {p}?"),
    "reply": (
        "> Can someone pull the numbers for the {t} review?\n\nSure. What is the {p} of {n}?",
        "On Tuesday, Marta wrote:\n> Any blockers?\n\nOne: I still need the {p} for {n}.",
    ),
    "imperative": ("Give me the {p} of {n}.", "Fetch the {p} for {n}, please."),
    "comparative": (
        "Is the {p} of {n} {v}, or something else?",
        "I have {v} as the {p} of {n}. If that is wrong, what is it?",
    ),
    "pager": (
        "[ACK] PAGE-{k} acknowledged by @joost\nNote: while this is open, what is the {p} of {n}?",
        "[ACK] ALERT-{k} acknowledged by @priya\nNote: need the {p} for {n} before resolving.",
    ),
    "jira": (
        "[~marta] can you add the {p} of {n} to this ticket?",
        "Comment by Kofi: [~signe] what is the {p} for {n}? It blocks the review.",
    ),
    "prdesc": (
        "## Summary\nTidies the {t} fact pages.\n\n## Questions for reviewers\n- What is the"
        " {p} of {n}?",
        "## What changed\nMoves the {t} notes into one folder.\n\n## Open questions\n- Still"
        " missing: the {p} for {n}.",
    ),
    "wikitag": (
        "{{{{Missing information|the {p} of {n}}}}}",
        "== Specifications ==\n{{{{Expand section|the {p} for {n}}}}}",
    ),
    "kanban": (
        "Card: Find out the {p} of {n}\nColumn: To do\nLabels: research",
        "[Doing] Look up the {p} for {n} (card #{k})",
    ),
    "okr": (
        "Objective: complete the {t} fact sheet\nKR1: close the stale tickets\nKR2: record"
        " the {p} of {n}",
        "Objective: fewer surprises in the {t} crew\nKR1: find out the {p} for {n}\nKR2:"
        " review it with the crew",
    ),
}

# the antonyms are asked outside the rotation, as a question in two phrasings
ANTONYM_PHRASINGS = ("What is the {p} of {n}?", "Do we know the {p} of {n}?")

OFFTOPIC_TITLE = "pub quiz"

# (phrase, thing, a value to offer): trivia, nature, sports, food and geography
OFFTOPIC: tuple[tuple[str, str, str], ...] = (
    ("hull length", "the Titanic", "269 m"),
    ("ball count", "a standard bingo game", "75"),
    ("air temperature", "the surface of Venus", "464 °C"),
    ("discovery year", "penicillin", "1928"),
    ("engine output", "a Saturn V first stage", "34 MN"),
    ("tour length", "the 2023 Tour de France", "3405 km"),
    ("line speed", "a Shinkansen bullet train", "320 km/h"),
    ("core diameter", "the inner core of the Earth", "2440 km"),
    ("noise level", "a jet engine at take-off", "140 dB"),
    ("build year", "the Colosseum", "80 AD"),
    ("launch year", "Sputnik 1", "1957"),
    ("sample rate", "an audio CD", "44.1 kHz"),
    ("flag state", "the Queen Mary 2", "Bermuda"),
    ("rock type", "Uluru", "arkose sandstone"),
    ("mixing time", "a sponge cake batter", "2 minutes"),
    ("pump power", "a resting human heart", "1.3 W"),
    ("slope angle", "the Eiger north face", "60 degrees"),
    ("ball weight", "a tennis ball", "58 g"),
    ("wing span", "a wandering albatross", "3.5 m"),
    ("boiling point", "water at sea level", "100 °C"),
    ("gestation period", "an African elephant", "22 months"),
    ("capital city", "Australia", "Canberra"),
    ("top speed", "a cheetah", "110 km/h"),
    ("river length", "the Nile", "6650 km"),
    ("peak height", "Mount Everest", "8849 m"),
    ("team size", "a rugby union side", "15"),
    ("cooking time", "a soft-boiled egg", "6 minutes"),
    ("race distance", "an Olympic marathon", "42.195 km"),
    ("orbital period", "the Moon", "27.3 days"),
    ("melting point", "gold", "1064 °C"),
    ("shell colour", "a robin's egg", "pale blue"),
    ("crowd capacity", "Wembley Stadium", "90000"),
)
