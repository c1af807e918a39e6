"""The surfaces ``unknowns9`` writes its memories in and the forms its requests take.

A surface renders one fact (subject, the attribute's word, the value) the way a real project
keeps it: prose, a JSON record, an INI-style config line, a code-review comment, a docstring or
code comment, a changelog entry, a runbook step, a chat thread whose reply holds the value, a
ticket with acceptance criteria and a commit message. A request form wraps a phrase and a name
the way an agent sends it. Pure text: no randomness beyond the index a caller passes."""

from __future__ import annotations

from collections.abc import Callable

SURFACE_NAMES = (
    "prose",
    "json",
    "config",
    "review",
    "docstring",
    "changelog",
    "runbook",
    "thread",
    "criteria",
    "commit",
)
FORM_NAMES = (
    "question",
    "imperative",
    "elliptic",
    "typo",
    "task",
    "agent",
    "plan",
    "negative",
    "alias",
    "compare",
)
SPEAKERS = (("Wendell", "Ayo"), ("Marisol", "Kofi"), ("Bogdan", "Linh"), ("Ottilie", "Sunny"))
FILES = ("settings.ini", "values.toml", "deploy.cfg", "site.conf")
MONTHS = ("01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11")


def _ident(subject: str) -> str:
    return "".join(ch if ch.isalnum() else "_" for ch in subject.lower())


def surface(kind: str, subject: str, word: str, value: str, i: int) -> str:
    """The fact written on surface ``kind``; ``i`` picks among each surface's variants."""
    v = i % 2
    if kind == "prose":
        if v:
            return f"For {subject}, the {word} is {value} for now."
        return f"The {word} of {subject} is {value}."
    if kind == "json":
        return f'{{"subject": "{subject}", "field": "{word}", "value": "{value}"}}'
    if kind == "config":
        return f"[{subject}] {word} = {value}  ; pinned by ops"
    if kind == "review":
        return (
            f"Review comment on PR #{300 + i % 600} ({FILES[i % 4]}): keep the {word} of "
            f"{subject} at {value}; otherwise LGTM."
        )
    if kind == "docstring":
        if v:
            return f"# {subject}: {word} is {value}, do not change without approval"
        return f'def {_ident(subject)}_settings():\n    """Return the {word} of {subject} ({value})."""'
    if kind == "changelog":
        return (
            f"## [{1 + i % 9}.{i % 7}.0] - 2026-{MONTHS[i % 11]}-{10 + i % 18}\n"
            f"### Changed\n- The {word} of {subject} is now {value}."
        )
    if kind == "runbook":
        return (
            f"Runbook RB-{40 + i % 50}, step {2 + i % 5}: confirm the {word} of {subject} "
            f"reads {value} before handover."
        )
    if kind == "thread":
        a, b = SPEAKERS[i % 4]
        return (
            f"{a}: what's the {word} on {subject} at the moment?\n"
            f"  > {b}: {value}, as of Monday\n"
            f"  > {a}: thanks, noted"
        )
    if kind == "criteria":
        return (
            f"TKT-{1000 + i * 7 % 9000}: tidy the settings of {subject}\n\n"
            f"Acceptance criteria:\n- [ ] the {word} of {subject} is {value}\n"
            f"- [ ] the dashboard shows it"
        )
    if kind == "commit":
        tag = ("chore", "fix", "feat")[i % 3]
        return f"{tag}(ops): set {word} of {subject} to {value}\n\nAgreed at the morning sync; see the board."
    raise ValueError(kind)


def rename_note(subject: str, old: str, i: int) -> str:
    """A memory that says ``old`` is now called ``subject`` (three shapes in rotation)."""
    day = f"2026-{MONTHS[i % 11]}-{10 + i % 18}"
    shapes = (
        f"{old} was renamed {subject} on {day}; old dashboards still show the former one.",
        f"## {day}\n- Renamed {old} to {subject} everywhere.",
        f"Heads-up: {subject} is the new name for {old}, please update your bookmarks.",
    )
    return shapes[i % 3]


Render = Callable[[str, str, str], str]

# (phrase, name, other) -> request; two variants per form, picked by the caller's index
REQUESTS: dict[str, tuple[Render, Render]] = {
    "question": (
        lambda p, s, o: f"What is the {p} of {s}?",
        lambda p, s, o: f"Which {p} does {s} use these days?",
    ),
    "imperative": (
        lambda p, s, o: f"Tell me the {p} for {s}.",
        lambda p, s, o: f"Give me {s}'s {p}, please.",
    ),
    "elliptic": (
        lambda p, s, o: f"{s} {p}?",
        lambda p, s, o: f"{p} for {s}?",
    ),
    "typo": (
        lambda p, s, o: f"whats the {p} on {s} agian?",
        lambda p, s, o: f"qiuck one: {p} of {s}?",
    ),
    "task": (
        lambda p, s, o: f"Before I edit the deploy config, find the {p} of {s}.",
        lambda p, s, o: f"When you update the status page, check the {p} of {s} first.",
    ),
    "agent": (
        lambda p, s, o: (
            f"You are triaging an issue in the ops repo. The user writes: what is the {p} of "
            f"{s}? Keep the answer short; cite the memory you used."
        ),
        lambda p, s, o: (
            f"Context: a teammate is preparing the weekly report. Request: look up the {p} "
            f"of {s}. Reply in one line; no speculation."
        ),
    ),
    "plan": (
        lambda p, s, o: (
            f"Plan for this session:\n1. Pull main and run the tests.\n"
            f"2. Look up the {p} of {s}.\n3. Open a PR with the change."
        ),
        lambda p, s, o: (
            f"Steps:\n1. Read the open tickets.\n2. Draft the summary.\n"
            f"3. Note the {p} of {s} in it."
        ),
    ),
    "negative": (
        lambda p, s, o: f"Is there any reason not to change the {p} of {s} this week?",
        lambda p, s, o: f"Is there any reason not to rely on the current {p} of {s}?",
    ),
    "alias": (
        lambda p, s, o: f"What is the {p} of {s} now?",
        lambda p, s, o: f"Remind me of the {p} that {s} runs with.",
    ),
    "compare": (
        lambda p, s, o: f"Is the {p} of {s} the same as {o}'s?",
        lambda p, s, o: f"Compare the {p} of {s} with that of {o}.",
    ),
}


def request(form: str, phrase: str, name: str, other: str, i: int) -> str:
    return REQUESTS[form][i % 2](phrase, name, other)


# (phrase, thing) asked off topic: cooking, sports, geography, trivia
OFFTOPIC = (
    ("smoke point", "olive oil"),
    ("proving time", "sourdough loaf"),
    ("oven setting", "banana bread"),
    ("resting period", "roast lamb"),
    ("spice blend", "garam masala"),
    ("cooking time", "soft-boiled egg"),
    ("main ingredient", "gazpacho"),
    ("brine strength", "pickled cucumbers"),
    ("offside rule", "ice hockey"),
    ("pitch length", "cricket"),
    ("scoring system", "tennis"),
    ("team size", "water polo"),
    ("match duration", "rugby union"),
    ("net height", "volleyball"),
    ("ball weight", "bowling"),
    ("lap count", "Monaco Grand Prix"),
    ("capital city", "Mongolia"),
    ("longest river", "Australia"),
    ("highest peak", "Japan"),
    ("official language", "Suriname"),
    ("population", "Iceland"),
    ("time zone", "Fiji"),
    ("currency", "Bhutan"),
    ("national animal", "Scotland"),
    ("boiling point", "ethanol"),
    ("atomic number", "tungsten"),
    ("speed of sound", "seawater"),
    ("author", "Moby-Dick"),
    ("composer", "The Four Seasons"),
    ("release year", "the first iPhone"),
    ("wingspan", "albatross"),
    ("lifespan", "tortoise"),
)
