"""The surfaces ``unknowns10`` writes its memories in, its rename notes, the forms its requests
take and its off-topic requests. Pure text: every fixed word a memory can carry is in
``FIXED_TEXT``, which the generator's vocabulary check reads."""

from __future__ import annotations

import json
import re

# The twelve surfaces a fact is written in, in rotation. Placeholders: s subject, w the
# attribute's word, v the value, n and k numbers, p and q people, f a file, e an emoji, t a time.
SURFACES: dict[str, str] = {
    "prose": "The {w} of {s} is {v}.",
    "json": "",  # written by ``write_json``
    "review": "Review comment on PR #{n} ({f}): keep the {w} of {s} at {v}; otherwise LGTM.",
    "runbook": "Runbook RB-{n}, step {k}: confirm that the {w} of {s} reads {v}.",
    "thread": "{p}: what {w} do we have for {s}?\n  > {q}: {v}, since the overhaul.\n"
    "  > {p}: great, thanks.",
    "criteria": "TKT-{n}: settle {s} before the audit\n\nAcceptance criteria:\n"
    "- [ ] {s} has its {w} set to {v}\n- [ ] the handover notes mention it",
    "helm": "# values.yaml (helm, {f} release)\n{s}:\n  {w}: {v}",
    "table": "| subject | setting | value |\n|---|---|---|\n| {s} | {w} | {v} |",
    "csv": "subject,setting,value\n{s},{w},{v}",
    "chat": "@{q} quick update {e} {s}: {w} is {v} from today",
    "toml": '["{s}"]\n"{w}" = "{v}"',
    "errlog": "{t} ERROR {s}: write refused, limit for {w} is {v}",
}
SURFACE_NAMES = tuple(SURFACES)

PEOPLE = ("Anwen", "Bastian", "Carys", "Dorian", "Elspeth", "Fergal")
FILES = ("values.yaml", "settings.toml", "site.cfg", "ops.yaml")
RELEASES = ("staging", "prod", "canary", "edge")
EMOJI = ("🔧", "✅", "📌", "🚀")

RENAME_NOTES = (
    "{old} was renamed {new} last month; nothing else changed.",
    "- Renamed {old} to {new}.",
    "Heads-up: {old} goes by a new name now, {new}.",
)

FIXED_TEXT = " ".join(
    [
        *(re.sub(r"\{\w+\}", " ", t) for t in SURFACES.values()),
        *(re.sub(r"\{\w+\}", " ", t) for t in RENAME_NOTES),
        *PEOPLE,
        *FILES,
        *RELEASES,
        "subject attribute value ERROR",
    ]
)


def csv_field(value: str) -> str:
    return f'"{value}"' if "," in value else value


def write_json(s: str, w: str, v: str) -> str:
    return json.dumps({"subject": s, "attribute": w, "value": v}, ensure_ascii=False)


def write(surface: str, i: int, s: str, w: str, v: str) -> str:
    """The fact ``s``'s ``w`` is ``v`` in ``surface``; ``i`` picks the fillers."""
    if surface == "json":
        return write_json(s, w, v)
    j = i // len(SURFACES)  # the surfaces rotate, so the fillers turn with the rounds
    return SURFACES[surface].format(
        s=s,
        w=w,
        v=csv_field(v) if surface == "csv" else v,
        n=1000 + 37 * i,
        k=2 + i % 7,
        p=PEOPLE[j % len(PEOPLE)],
        q=PEOPLE[(j + 3) % len(PEOPLE)],
        f=RELEASES[j % len(RELEASES)] if surface == "helm" else FILES[j % len(FILES)],
        e=EMOJI[j % len(EMOJI)],
        t=f"2026-11-{1 + i % 28:02d}T{i % 24:02d}:{(7 * i) % 60:02d}:00Z",
    )


CODE = (
    (
        "```python\n"
        "def reconcile(rows, seen=None):\n"
        "    seen = seen or {}\n"
        "    for row in rows:\n"
        "        key = (row['site'], row['day'])\n"
        "        if key in seen and seen[key] != row['total']:\n"
        "            raise ValueError(f'mismatch at {key}')\n"
        "        seen[key] = row['total']\n"
        "    return seen\n"
        "```\n"
    )
    .replace("{", "{{")
    .replace("}", "}}")
)

SIDE_QUESTIONS = (
    "who painted the ceiling of the Sistine Chapel",
    "how many moons does Jupiter have",
    "what time does the corner bakery open on Sundays",
    "who won the 1966 World Cup final",
    "what is a good name for a grey kitten",
    "how tall is the Eiffel Tower",
)

# Each request form, two phrasings. P the phrase asked, N the name, G a name foreign to the
# store, V a value, X a side question.
FORMS: dict[str, tuple[str, str]] = {
    "question": ("What is the {P} of {N}?", "What {P} is {N} set to?"),
    "imperative": ("Tell me the {P} of {N}.", "Look up the {P} for {N}."),
    "elliptic": ("{N} {P}?", "{P} for {N}?"),
    "typo": ("What's the {P} of {N}?", "Can you remind me of the {P} of {N}?"),
    "task": (
        "Before I update the dashboard, find the {P} of {N}.",
        "When you get a moment, check the {P} of {N} for me.",
    ),
    "agent": (
        "You are helping with the weekly ops review. Find the {P} of {N} in our notes. Then "
        "draft a two-line summary for the channel.",
        "Context: we are preparing the quarterly audit. I need the {P} of {N}; please look it "
        "up. Keep the answer short.",
    ),
    "plan": (
        "1. Open the ops notes.\n2. Find the {P} of {N}.\n3. Put it in the handover.",
        "1. Pull the latest tickets.\n2. Note the {P} of {N}.\n3. Flag anything odd.",
    ),
    "negative": (
        "Is there any reason not to rely on the current {P} of {N}?",
        "Is there any reason not to trust the recorded {P} of {N}?",
    ),
    "alias": ("What is the {P} of {N}?", "Do we still have the {P} of {N} written down?"),
    "compare": (
        "How does the {P} of {N} compare with {G}?",
        "Is the {P} of {N} the same as on {G}?",
    ),
    "codepaste": (
        CODE + "Unrelated to the code above: what is the {P} of {N}?",
        CODE + "Ignore the snippet for now. What {P} does {N} use?",
    ),
    "twoq": (
        "What is the {P} of {N}, and {X}?",
        "Two things: which {P} does {N} have? And {X}?",
    ),
    "config": (
        "Set the {P} of {N} in the config to whatever we agreed.",
        "Update the deploy config so {N} uses the {P} we settled on.",
    ),
    "confirm": ("Is the {P} of {N} still {V}?", "Can you confirm the {P} of {N} is still {V}?"),
}
FORM_NAMES = tuple(FORMS)
# The rotation: the typo form comes twice (a swap of two letters, then a doubled first letter,
# asked in a hurried chat line).
ROTATION = (
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
    "codepaste",
    "twoq",
    "config",
    "confirm",
    "typo2",
)
HURRIED = ("quick one: {P} on {N}, anyone?", "hey, do we know the {P} of {N}?")


def request(form: str, k: int, p: str, n: str, *, g: str, v: str, x: str) -> str:
    """The request in ``form`` (phrasing ``k``) asking ``p`` of ``n``."""
    pair = HURRIED if form == "typo2" else FORMS[form]
    return pair[k % 2].format(P=p, N=n, G=g, V=v, X=x)


# Off-topic requests: (phrase, thing, value). Some share a word with the project's vocabulary in
# another sense (roast, tank, lock, bore, feed, skating, thread, chamber, blade, ice).
OFFTOPIC = (
    ("boiling time", "a soft-boiled egg", "six minutes"),
    ("roast time", "a whole chicken", "90 minutes"),
    ("capital city", "Peru", "Lima"),
    ("fuel tank size", "a Ford Fiesta", "42 litres"),
    ("shackle width", "a bike lock", "13 mm"),
    ("barrel bore", "a 12-gauge shotgun", "18.5 mm"),
    ("lap count", "a 5000 m speed skating race", "12.5"),
    ("feed interval", "a newborn kitten", "every 2 hours"),
    ("grip size", "a tennis racket", "4 1/4"),
    ("world record", "the men's marathon", "2:00:35"),
    ("height", "Mount Kilimanjaro", "5,895 m"),
    ("population", "Iceland", "about 390,000"),
    ("rising time", "a sourdough loaf", "4 hours"),
    ("oven temperature", "a Victoria sponge", "180 °C"),
    ("team size", "a rugby union side", "15"),
    ("court length", "a basketball court", "28 m"),
    ("author", "Moby-Dick", "Herman Melville"),
    ("release year", "the first iPhone", "2007"),
    ("boiling point", "water at sea level", "100 °C"),
    ("number of keys", "a concert grand piano", "88"),
    ("length", "the river Nile", "6,650 km"),
    ("orbital period", "Mars", "687 days"),
    ("smoke point", "avocado oil", "270 °C"),
    ("fermentation time", "napa cabbage kimchi", "3 days"),
    ("steeping time", "sencha green tea", "2 minutes"),
    ("wingspan", "a golden eagle", "2.2 m"),
    ("shelf life", "dried spaghetti", "two years"),
    ("serving temperature", "a red burgundy", "15 °C"),
    ("thread count", "hotel bed sheets", "400"),
    ("half-life", "carbon-14", "5,730 years"),
    ("chamber count", "the human heart", "four"),
    ("blade length", "a chef's knife", "20 cm"),
)
