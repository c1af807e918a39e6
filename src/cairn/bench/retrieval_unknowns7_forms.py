"""How ``unknowns7`` writes memories and asks requests: fourteen memory surfaces (the twelve of
``unknowns6`` by description, a conversation turn in which a person states the fact, and a fact
split over two turns of one conversation) and seven request forms (the six of ``unknowns6``
and a question about what a person said), with templates written for this set.

It holds text only; it never decides which facts are held or asked.
"""

from __future__ import annotations

import json
import random

SURFACE_NAMES = (
    "prose",
    "json",
    "ini",
    "email",
    "ticket",
    "log",
    "checklist",
    "table",
    "yaml",
    "commit",
    "chat",
    "sql",
    "turn",
    "split",
)

SURNAMES = ("Quist", "Barlow", "Nkemelu", "Rasmark", "Tenney", "Vaughn", "Ortolan", "Kiley")


def surface(
    name: str, s: str, w: str, v: str, rng: random.Random, speakers: tuple[str, ...]
) -> list[str]:
    """The memory (or, for ``split``, the two turns) stating that ``s``'s ``w`` is ``v``."""
    who = rng.choice(speakers)
    if name == "prose":
        return [rng.choice((f"{s}'s {w} is {v}.", f"The {w} of {s} is now {v}."))]
    if name == "json":
        return [json.dumps({s: {w: v}})]
    if name == "ini":
        return [f"[{s}]\n{w} = {v}"]
    if name == "email":
        return [
            f"From: {who} {rng.choice(SURNAMES)}\nSubject: {s} {w}\n\n"
            f"Hello team, from Monday the {w} for {s} is {v}."
        ]
    if name == "ticket":
        return [f"OPS-{rng.randint(1000, 9999)}: Change {w} on {s}\n\nNow {v} after the walkround."]
    if name == "log":
        stamp = f"2026-11-{rng.randint(10, 28)}T{rng.randint(10, 23)}:{rng.randint(10, 59)}:{rng.randint(10, 59)}Z"
        return [f"{stamp} INFO registry {s} {w}={v}"]
    if name == "checklist":
        return [f"- [x] {s}: {w} verified ({v})"]
    if name == "table":
        row = f"| {s} | {w} | {v} |"
        return [rng.choice((row, f"| name | attribute | value |\n| --- | --- | --- |\n{row}"))]
    if name == "yaml":
        return [f"{s}:\n  {w}: {v}"]
    if name == "commit":
        sha = "".join(rng.choice("0123456789abcdef") for _ in range(7))
        return [f"{sha} {s}: set {w} to {v}"]
    if name == "chat":
        return [f"<{who.lower()}> heads up, the {w} for {s} is {v}"]
    if name == "sql":
        return [f"INSERT INTO facts (name, attribute, value) VALUES ('{s}', '{w}', '{v}');"]
    if name == "turn":
        return [
            rng.choice(
                (
                    f"{who}: I moved the {w} of {s} to {v} this morning.",
                    f"{who}: I changed {s}'s {w} to {v} yesterday.",
                )
            )
        ]
    other = rng.choice([p for p in speakers if p != who])
    return [
        f"{who}: {other}, what is the {w} of {s} now?",
        f"{other}: {v}, since the last walkround.",
    ]


def speaker_of(name: str, texts: list[str]) -> str | None:
    """Who states the value in a conversation surface (the reply's speaker for a split)."""
    if name == "turn":
        return texts[0].split(":")[0]
    if name == "split":
        return texts[1].split(":")[0]
    return None


FORM_NAMES = ("question", "imperative", "elliptic", "task", "typo", "agent", "said")

TEMPLATES: dict[str, tuple[str, ...]] = {
    "question": (
        "What {p} is set for {s}?",
        "Can you tell me the {p} of {s}?",
        "Any idea what {s}'s {p} is?",
    ),
    "imperative": (
        "Tell me the {p} of {s}.",
        "Get {s}'s {p} for me.",
        "Show the {p} on {s}.",
    ),
    "elliptic": ("{p} of {s}?", "{s}: {p}?", "{s} {p} pls", "{s}, {p}?"),
    "task": (
        "Before the night shift takes over {s}, note its {p}.",
        "While you review {s}, write down its {p}.",
        "When the auditor asks about {s}, give them the {p}.",
        "Once {s} is back in service, report its {p}.",
    ),
    "typo": (
        "whats teh {p} for {s}?",
        "cna you find the {p} of {s}",
        "lookign for {s}'s {p}",
    ),
    "agent": (
        "I'm tidying the weekly report for the ops channel. Could you fetch the {p} of {s} and put"
        " it in the summary? After that, list any open action items.",
        "We have a vendor call at three. Please check {s}'s {p} so I can quote it. Then draft a"
        " short agenda for the call.",
        "The quarterly review deck is due tonight. Pull up the {p} for {s} for slide four; also"
        " fix the typos on slide two.",
    ),
    "said": (
        "What did {n} say the {p} of {s} was?",
        "What did {n} tell us {s}'s {p} is?",
        "{n} mentioned {s}'s {p}; what was it?",
    ),
}

# off-topic requests: cooking, sports and trivia, asked in the same forms
OFFTOPIC = (
    ("a sourdough loaf", "baking time"),
    ("a risotto", "stock ratio"),
    ("a pavlova", "oven temperature"),
    ("a lemon curd", "butter amount"),
    ("a ramen broth", "simmer time"),
    ("a shortbread", "flour weight"),
    ("a paella", "rice type"),
    ("a carbonara", "egg count"),
    ("a marathon", "course length"),
    ("a tennis court", "net height"),
    ("a rugby pitch", "goal width"),
    ("a snooker table", "cushion height"),
    ("a handball match", "half length"),
    ("a cricket pitch", "crease length"),
    ("a volleyball net", "antenna height"),
    ("a velodrome", "banking angle"),
    ("the Eiffel Tower", "paint colour"),
    ("the Moon", "surface gravity"),
    ("Mount Kilimanjaro", "summit name"),
    ("the Danube", "river length"),
    ("the Mona Lisa", "canvas size"),
    ("Jupiter", "moon count"),
    ("the Sahara", "area"),
    ("Lake Baikal", "maximum depth"),
    ("a chess clock", "increment"),
    ("a bagpipe", "drone count"),
    ("a violin", "string tuning"),
    ("a haiku", "syllable count"),
)
