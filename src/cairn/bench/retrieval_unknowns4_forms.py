"""How ``unknowns4`` writes its memories and asks its requests: eight memory surfaces (prose and
a ``key: value`` line, as in ``unknowns3``, and six new ones), six request forms that real
agents send, a one-letter typo, and the off-topic requests.

It holds templates only; the choice of which template is the generator's (seeded). It must never
read a store or the retrieval code.
"""

from __future__ import annotations

import random

# -- memory surfaces: {s} subject, {w} the attribute's word, {v} the value ------------------------

SURFACES: dict[str, tuple[str, ...]] = {
    "prose": (
        "{s}'s {w} is {v}.",
        "The {w} of {s} is {v}.",
        "For {s}, the {w} is {v}.",
    ),
    "kv": (
        "{s} {w}: {v}",
        "{w} ({s}) = {v}",
    ),
    "email": (
        "Subject: {s} {w}\n\nHi all, quick update: the {w} for {s} is now {v}. Thanks, {sig}",
        "Subject: Re: {s}\n\nConfirming the {w} for {s}: {v}. Cheers, {sig}",
    ),
    "ini": (
        "[{s}]\n{w} = {v}",
        "; synced from the tracker\n[{s}]\n{w} = {v}",
    ),
    "json": (
        '{{"name": "{s}", "{w}": "{v}"}}',
        '{{"id": "{s}", "field": "{w}", "value": "{v}"}}',
    ),
    "ticket": (
        "{tk}: Record {w} for {s}\n\nThe {w} for {s} is {v}. Closing once the wiki is updated.",
        "{tk}: {s} {w}\n\nChecked today: {v} is the {w} of {s}.",
    ),
    "log": (
        "2026-11-{dd}T{hh}:{mm}:07Z INFO registry {s}: {w} = {v}",
        "[2026-11-{dd} {hh}:{mm}] {s} {w} updated to {v}",
    ),
    "checklist": (
        "- [x] {s}: {w} verified ({v})",
        "- [x] Confirm {w} for {s}: {v}",
    ),
}
SIGNATURES = ("Priya", "Jonas", "Mele", "Ruth", "Tariq")
TICKET_PREFIXES = ("OPS", "REQ", "INFRA", "HELP")


def surface(name: str, rng: random.Random, s: str, w: str, v: str) -> str:
    """One memory in the named surface, its template and filler drawn from ``rng``."""
    template = rng.choice(SURFACES[name])
    return template.format(
        s=s,
        w=w,
        v=v,
        sig=rng.choice(SIGNATURES),
        tk=f"{rng.choice(TICKET_PREFIXES)}-{rng.randint(100, 9999)}",
        dd=f"{rng.randint(1, 28):02d}",
        hh=f"{rng.randint(0, 23):02d}",
        mm=f"{rng.randint(0, 59):02d}",
    )


# -- request forms: {p} the phrase asked (word, synonym, or one of them with a typo), {s} subject -

FORMS: dict[str, tuple[str, ...]] = {
    "question": (
        "What is the {p} of {s}?",
        "What's {s}'s {p}?",
        "Do you know the {p} for {s}?",
    ),
    "imperative": (
        "Give me the {p} of {s}.",
        "Tell me {s}'s {p}.",
        "Look up the {p} for {s}.",
    ),
    "elliptic": (
        "{s}'s {p}?",
        "{p} for {s}?",
        "{s} {p}?",
    ),
    "task": (
        "Before you sign off on {s}, check its {p}.",
        "Draft the handover note for {s} and include its {p}.",
        "When you file the change for {s}, put its {p} in the description.",
        "Update the tracker row for {s} with its {p}.",
    ),
    "typo": (
        "waht is the {p} of {s}?",
        "whats {s}'s {p}",
        "cna you find the {p} for {s}?",
    ),
    "agent": (
        "I'm cleaning up the ops wiki and half the links are dead. Quick check: what's the {p}"
        " of {s}? Then list the pages that still need owners.",
        "Context: we're moving the tracker to a new board; nothing is blocked yet. Before I move"
        " the cards, what is the {p} for {s}? Also remind me to archive the old board.",
        "Two things. First, the nightly export failed again; ignore that for now. Second, I need"
        " {s}'s {p}, so please look it up. Thanks.",
    ),
}
FORM_NAMES = tuple(FORMS)

# Off-topic requests keep the forms but not the work-flavoured task templates.
OFFTOPIC_TASK = (
    "Before I head to the kitchen, what's the {p} of {s}?",
    "While the build runs, look up the {p} of {s}.",
    "Once you've finished the lint fixes, tell me the {p} of {s}.",
)

OFFTOPIC = (
    ("baking time", "a sourdough loaf"),
    ("resting time", "a roast chicken"),
    ("boiling time", "a soft-boiled egg"),
    ("oven temperature", "Yorkshire puddings"),
    ("ratio of rice to water", "sushi rice"),
    ("steeping time", "green tea"),
    ("proofing time", "brioche dough"),
    ("smoke point", "olive oil"),
    ("cooking time", "a mushroom risotto"),
    ("marinating time", "chicken satay"),
    ("sugar amount", "a classic pavlova"),
    ("thickener", "a Cajun gumbo"),
    ("main spice", "a lamb rogan josh"),
    ("best flour", "fresh pasta"),
    ("fat content", "double cream"),
    ("frying temperature", "tempura"),
    ("length", "a marathon"),
    ("height", "a basketball hoop"),
    ("number of players", "a rugby union team"),
    ("weight", "a men's shot put"),
    ("total distance", "the Tour de France"),
    ("duration", "an ice hockey period"),
    ("width", "a doubles tennis court"),
    ("scoring system", "badminton"),
    ("diameter", "a golf hole"),
    ("pitch length", "cricket"),
    ("offside rule", "association football"),
    ("lap count", "the Monaco Grand Prix"),
    ("net height", "volleyball"),
    ("round count", "a title boxing match"),
    ("ball weight", "a bowling ball"),
    ("pool length", "an Olympic swimming pool"),
    ("capital", "Australia"),
    ("tallest mountain", "Africa"),
    ("writer", "Moby-Dick"),
    ("speed", "sound in air"),
    ("boiling point", "water at sea level"),
    ("chemical symbol", "gold"),
    ("year", "the first moon landing"),
    ("composer", "The Four Seasons"),
    ("longest river", "South America"),
    ("currency", "Japan"),
    ("population", "Iceland"),
    ("painter", "the Mona Lisa"),
    ("largest moon", "Saturn"),
    ("official language", "Brazil"),
    ("number of bones", "the adult human body"),
    ("national animal", "Scotland"),
)


def typo(phrase: str, rng: random.Random) -> str:
    """The phrase with one typo: two neighbouring letters of its longest word swapped (a letter
    doubled when no two neighbours differ). Always differs from the phrase."""
    words = phrase.split(" ")
    i = max(range(len(words)), key=lambda j: (len(words[j]), -j))
    w = words[i]
    spots = [
        k for k in range(len(w) - 1) if w[k] != w[k + 1] and w[k].isalpha() and w[k + 1].isalpha()
    ]
    inner = [k for k in spots if 0 < k < len(w) - 2] or spots
    if inner:
        k = rng.choice(inner)
        words[i] = w[:k] + w[k + 1] + w[k] + w[k + 2 :]
    else:
        words[i] = w[0] + w
    return " ".join(words)


def request(form: str, rng: random.Random, p: str, s: str, *, offtopic: bool = False) -> str:
    """One request in the named form; the typo form misspells ``p`` itself before it is used."""
    templates = OFFTOPIC_TASK if offtopic and form == "task" else FORMS[form]
    return rng.choice(templates).format(p=p, s=s)
