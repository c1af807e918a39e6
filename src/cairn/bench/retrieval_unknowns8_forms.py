"""The memory surfaces and request forms of the blind held-out retrieval set ``unknowns8``.

A memory surface renders one fact (subject, attribute word, value) the way a team writes it:
a sentence, a JSON object, a YAML block, a chat line, a code-review comment, a docstring or code
comment, a changelog entry, a runbook step, a chat thread whose reply holds the value, and a
ticket with acceptance criteria. A rename note tells that a subject was once called otherwise.
A request form renders one request (a phrase asked of a name) the way an agent or a person
sends it. This module holds templates only; it never chooses what is held or asked."""

from __future__ import annotations

import json
import random

SPEAKERS = ("Ana", "Bruno", "Chidi", "Dagny", "Emeka", "Ilse", "Marek", "Yusuf")

SURFACE_NAMES = (
    "prose",
    "json",
    "yaml",
    "chat",
    "review",
    "docstring",
    "changelog",
    "runbook",
    "thread",
    "criteria",
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


def _slug(subject: str) -> str:
    return "".join(ch if ch.isalnum() else "_" for ch in subject.casefold())


def surface(form: str, s: str, w: str, v: str, rng: random.Random) -> str:
    """The fact ``s``'s ``w`` is ``v`` written in surface ``form``."""
    a, b = rng.sample(SPEAKERS, 2)
    day = rng.randint(2, 27)
    if form == "prose":
        return rng.choice(
            (f"The {w} of {s} is {v}.", f"{s} has its {w} at {v}.", f"For {s}, {w}: {v}.")
        )
    if form == "json":
        return json.dumps({s: {w: v}}, ensure_ascii=False)
    if form == "yaml":
        return f"{s}:\n  {w}: {v}"
    if form == "chat":
        return (
            f"[{rng.randint(7, 18):02d}:{rng.randint(0, 59):02d}] {a.lower()}: {s} {w} is {v} now"
        )
    if form == "review":
        return (
            f"Review on config/{_slug(s)}.yaml line {rng.randint(12, 240)}: keep the {w} "
            f"of {s} at {v}, the rest looks fine."
        )
    if form == "docstring":
        return rng.choice(
            (
                f'def {_slug(s)}_settings():\n    """Settings of {s}; the {w} is {v}."""',
                f"# {s}: {w} = {v} (do not edit without sign-off)",
            )
        )
    if form == "changelog":
        return f"## 2026-11-{day:02d}\n- {s}: {w} changed to {v}."
    if form == "runbook":
        return (
            f"Runbook step {rng.randint(2, 9)}: confirm that the {w} of {s} reads {v} "
            "before you close the shift."
        )
    if form == "thread":
        return (
            f"{a}: what is the {w} on {s} these days?\n"
            f"  > {b}: {v}, as of this week\n"
            f"  > {a}: thanks"
        )
    if form == "criteria":
        return (
            f"OPS-{rng.randint(1000, 9999)}: Set the {w} of {s}\n\n"
            f"Acceptance criteria:\n- [ ] {s} shows {w} {v}\n- [ ] the team is told"
        )
    raise ValueError(form)


def rename_note(old: str, new: str, rng: random.Random) -> str:
    """A memory saying that ``old`` is now called ``new``."""
    day = rng.randint(2, 27)
    return rng.choice(
        (
            f"{old} was renamed {new} on 2026-10-{day:02d}; old dashboards still say {old}.",
            f"## 2026-10-{day:02d}\n- Renamed {old} to {new}.",
            f"Heads-up: {new} is the new name of {old}, same unit, same settings.",
        )
    )


QUESTION = (
    "What is the {p} of {s}?",
    "Can you tell me the {p} for {s}?",
    "Do we know {s}'s {p}?",
)
IMPERATIVE = ("Look up the {p} of {s}.", "Give me {s}'s {p}.", "Find the {p} for {s}.")
ELLIPTIC = ("{s} {p}?", "{p} for {s}?", "{s}: {p}")
TYPO = ("whats teh {p} of {s}?", "cna you check the {p} for {s}?", "do we konw {s}'s {p}?")
TASK = (
    "Before you touch {s}, write down its {p}.",
    "When you update {s}, record the {p} first.",
    "While you go through {s}, check the {p} and note it.",
    "Once {s} is open, find its {p} and add it to the handover.",
)
AGENT = (
    "You are helping the operations team tidy their notes. The user asks: what is the {p} of"
    " {s}? Answer in one line and cite where it comes from.",
    "Context: the on-call engineer is preparing a change. Question: {s}, which {p} does it"
    " have? Keep the answer short; no speculation.",
    "System: you are a careful assistant. User: I need the {p} for {s} for my report. Reply with"
    " the value only, or say you do not know.",
)
PLAN = (
    "Plan:\n1. Pull the latest notes.\n2. Find the {p} of {s}.\n3. Post the result in the channel.",
    "Steps for this task:\n1. Open the tracker.\n2. Look up {s}'s {p}.\n3. Update the sheet"
    " and close the ticket.",
    "Plan for today:\n1. Read the handover.\n2. Get the {p} for {s}.\n3. Tell the lead what"
    " changed.",
)
NEGATIVE = (
    "Is there any reason not to rely on the {p} we have for {s}?",
    "Is there any reason not to change the {p} of {s} this week?",
    "Is there any reason not to quote {s}'s current {p} to the client?",
)
ALIAS = (
    "What is the {p} of {s}?",
    "We still call it {s} here: what is its {p}?",
    "Get me the {p} for {s}, please.",
)
COMPARE = (
    "Compare the {p} of {s} with that of {g}: which is higher?",
    "Is {s}'s {p} the same as {g}'s?",
    "How does the {p} of {g} differ from the {p} of {s}?",
)

TEMPLATES = dict(
    zip(
        FORM_NAMES,
        (QUESTION, IMPERATIVE, ELLIPTIC, TYPO, TASK, AGENT, PLAN, NEGATIVE, ALIAS, COMPARE),
        strict=True,
    )
)


def misspell(phrase: str, rng: random.Random) -> str:
    """``phrase`` with two neighbouring letters of its longest word swapped (never the first)."""
    words = phrase.split(" ")
    i = max(range(len(words)), key=lambda k: (len(words[k]), -k))
    w = words[i]
    spots = [k for k in range(1, len(w) - 1) if w[k] != w[k + 1] and w[k : k + 2].isalpha()]
    if not spots:
        words[i] = w[0] + w
    else:
        k = rng.choice(spots)
        words[i] = w[:k] + w[k + 1] + w[k] + w[k + 2 :]
    return " ".join(words)


def request(form: str, phrase: str, name: str, ghost: str, rng: random.Random) -> str:
    """One request of ``phrase`` about ``name`` (the old name for ``alias``) in ``form``;
    ``ghost`` is the subject a comparison names beside it, one the store does not hold."""
    template = rng.choice(TEMPLATES[form])
    return template.format(p=phrase, s=name, g=ghost)


OFFTOPIC = (
    ("boiling point", "olive oil"),
    ("baking time", "a sourdough loaf"),
    ("capital", "Mongolia"),
    ("offside rule", "ice hockey"),
    ("author", "Middlemarch"),
    ("top speed", "a cheetah"),
    ("melting point", "tin"),
    ("length", "the Danube"),
    ("wingspan", "an albatross"),
    ("cooking time", "soft-boiled eggs"),
    ("height", "Kilimanjaro"),
    ("rules", "pétanque"),
    ("population", "Reykjavik"),
    ("gestation period", "an elephant"),
    ("best ripening temperature", "bananas"),
    ("national dish", "Peru"),
    ("distance", "a marathon"),
    ("number of players", "a water polo team"),
    ("composer", "The Four Seasons"),
    ("orbital period", "Mars"),
    ("smoke point", "butter"),
    ("brewing time", "green tea"),
    ("atomic number", "cobalt"),
    ("court size", "badminton"),
    ("lifespan", "a tortoise"),
    ("currency", "Vietnam"),
    ("resting time", "a roast chicken"),
    ("year of founding", "the Red Cross"),
    ("proofing time", "brioche dough"),
    ("scoring system", "curling"),
    ("depth", "Lake Baikal"),
    ("speed of sound", "water"),
)
