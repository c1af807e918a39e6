"""The third blind held-out retrieval set ``unknowns3``, in the Kimetsu schema (``{memories:
[{key, text}], cases: [{query, relevant[]}]}``), frozen as ``data/retrieval-unknowns3.json``.

It asks whether ``cairn recall`` delivers the memory that answers a request, and nothing when
the store cannot answer it. Nine domains (``bench.retrieval_unknowns3_domains``), six subjects
each; three attributes per domain are held by nobody, each subject holds three or four of the
other nine, one memory per fact in one of six surface forms (prose, ``key: value``, a table row
with its header, a chat exchange, a YAML snippet, a commit message). Case kinds:

- ``answer``: nine held facts per domain, each asked once with the memory's word and once with
  a synonym no memory uses;
- ``other_subject``: an attribute other subjects hold, asked about one that does not;
- ``absent``: an attribute nobody holds, asked about a known subject;
- ``related_unknown``: the neighbour of an attribute the subject holds (its port, asked for its
  password), held by nobody;
- ``offtopic``: cooking, sports and trivia.

Every kind is asked in six forms in rotation (question, imperative, indirect, elliptic, a
request embedded in a task, a request in the middle of a longer agent prompt). It was written
without reading the retrieval and judgment code or the other sets. The generator checks its own
output and raises on a leak. Regenerate with ``python -m cairn.bench.retrieval_unknowns3`` (a
deliberate act: a test checks the frozen copy byte for byte). Seed 53129.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

from cairn.bench.retrieval_unknowns3_domains import DOMAINS, Attribute, Domain

__all__ = [
    "DOMAINS",
    "FORM_NAMES",
    "FROZEN",
    "KINDS",
    "SEED",
    "SURFACES",
    "WORDINGS",
    "dumps",
    "generate",
    "memory_key",
    "tokens",
    "write",
]

SEED = 53129
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns3.json"
WORDINGS = ("word", "synonym")
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
STOP = frozenset({"a", "an", "and", "for", "in", "is", "of", "on", "per", "the", "to"})
CAPITALS = "ABCDEFGHJKLMNPRSTUVWXZ"
ABSENT_PER_DOMAIN = 3
ANSWERS_PER_DOMAIN = 9
OTHER_PER_DOMAIN = 10
ABSENT_SUBJECTS = 3
RELATED_PER_DOMAIN = 9

FORMS: dict[str, tuple[str, ...]] = {
    "question": (
        "What is the {x} of {s}?",
        "What's {s}'s {x}?",
        "Do you know the {x} of {s}?",
    ),
    "imperative": (
        "Give me the {x} of {s}.",
        "Tell me {s}'s {x}.",
        "Look up the {x} for {s}.",
    ),
    "indirect": (
        "I need the {x} for {s}.",
        "I'm looking for the {x} of {s}.",
        "I'd like to know {s}'s {x}.",
    ),
    "elliptic": ("{s}'s {x}?", "{x} for {s}?", "{s} {x}?"),
    "task": (
        "Before I update the wiki, what's the {x} of {s}?",
        "While I draft the handover note: what's the {x} of {s}?",
        "I'm filling in the ticket, so I need {s}'s {x}.",
    ),
    "agent": (
        "I'm refactoring the deploy script; before I push, what's the {x} of {s}? Also remind"
        " me to update the changelog.",
        "Working on the flaky integration test while the runner spins up. Quick one: I need the"
        " {x} for {s}. Then let's get back to the retry logic.",
        "Context: I'm halfway through the quarterly handover doc. Can you look up {s}'s {x}"
        " for me? After that, help me tighten the intro paragraph.",
        "We're moving the config loader to the new format and tests are green locally. Give me"
        " the {x} of {s}, and then remind me to rerun the linter.",
    ),
}
FORM_NAMES = tuple(FORMS)

SPEAKERS = ("ines", "tomas", "priya", "jo", "wren", "malik")
SURFACES: dict[str, tuple[str, ...]] = {
    "prose": (
        "The {w} of {s} is {v}.",
        "For {s}, the {w} is {v}.",
        "We settled on {v} as the {w} for {s}.",
    ),
    "kv": ("{s} {w}: {v}", "{s} / {w}: {v}", "{s} {w} = {v}"),
    "table": (
        "| subject | {w} |\n|---|---|\n| {s} | {v} |",
        "| name | {w} | since |\n|---|---|---|\n| {s} | {v} | Q3 |",
    ),
    "chat": (
        "{a}: what's the {w} of {s} again?\n{b}: {v}",
        "{a}: anyone know {s}'s {w}?\n{b}: it's {v}",
    ),
    "yaml": ('{s}:\n  {w}: "{v}"', '- name: {s}\n  {w}: "{v}"\n  reviewed: true'),
    "commit": (
        "chore({s}): set {w} to {v}",
        "{s}: change {w} to {v}\n\nAgreed at the weekly sync.",
    ),
}

OFFTOPIC: tuple[tuple[str, str], ...] = (
    ("baking time", "a sourdough loaf"),
    ("smoke point", "avocado oil"),
    ("resting time", "a roast turkey"),
    ("proofing temperature", "brioche dough"),
    ("origin", "carbonara"),
    ("cooking time", "a risotto"),
    ("main spice", "garam masala"),
    ("hydration", "a ciabatta dough"),
    ("marinating time", "tandoori chicken"),
    ("best substitute", "buttermilk"),
    ("length", "a marathon"),
    ("offside rule", "field hockey"),
    ("height", "a basketball hoop"),
    ("number of players", "a rugby union side"),
    ("scoring system", "tennis"),
    ("weight", "an Olympic shot put"),
    ("record holder", "the men's 100 metres"),
    ("host city", "the 1992 Summer Olympics"),
    ("pitch dimensions", "a cricket ground"),
    ("winner", "the 2010 World Cup"),
    ("capital", "Mongolia"),
    ("distance", "the Moon"),
    ("author", "Middlemarch"),
    ("boiling point", "ethanol"),
    ("tallest peak", "the Andes"),
    ("population", "Iceland"),
    ("speed", "sound in water"),
    ("currency", "Peru"),
    ("chemical symbol", "tungsten"),
    ("half-life", "carbon-14"),
    ("composer", "the Four Seasons"),
    ("length", "the Nile"),
    ("national animal", "Scotland"),
    ("atomic number", "neon"),
    ("longest river", "Australia"),
    ("painter", "the Night Watch"),
    ("diameter", "Jupiter"),
    ("official language", "Suriname"),
    ("inventor", "the telephone"),
    ("gestation period", "an elephant"),
    ("freezing point", "seawater"),
    ("largest moon", "Saturn"),
    ("director", "Seven Samurai"),
    ("melting point", "chocolate"),
    ("wingspan", "an albatross"),
    ("number of keys", "a grand piano"),
    ("year of founding", "Rome"),
    ("lifespan", "a honeybee"),
)


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def memory_key(domain: str, subject: str, attribute: str) -> str:
    return f"u3/{domain}/{subject}/{attribute}"


def expand(pattern: str, rng: random.Random) -> str:
    """A value from a pattern: ``<d>`` a digit, ``<L>`` a capital, ``[a|b]`` a choice."""

    def choice(m: re.Match[str]) -> str:
        return str(rng.choice(m.group(1).split("|")))

    def char(m: re.Match[str]) -> str:
        return str(rng.randrange(10)) if m.group(0) == "<d>" else rng.choice(CAPITALS)

    return re.sub(r"<d>|<L>", char, re.sub(r"\[([^\]]*)\]", choice, pattern))


def ask(form: str, phrase: str, subject: str, rng: random.Random) -> str:
    return rng.choice(FORMS[form]).format(x=phrase, s=subject)


def _holdings(d: Domain, rng: random.Random) -> tuple[list[Attribute], dict[str, list[Attribute]]]:
    """Three attributes nobody holds; each subject holds three or four of the rest, and each
    held attribute has at least one holder and at least one subject without it."""
    while True:
        absent = rng.sample(d.attributes, ABSENT_PER_DOMAIN)
        pool = [a for a in d.attributes if a not in absent]
        held = {s: rng.sample(pool, rng.choice((3, 4))) for s in d.subjects}
        counts = [sum(a in h for h in held.values()) for a in pool]
        if all(0 < n < len(d.subjects) for n in counts):
            return absent, {s: sorted(h, key=pool.index) for s, h in held.items()}


def _surface(form: str, subject: str, a: Attribute, value: str, rng: random.Random) -> str:
    speakers = rng.sample(SPEAKERS, 2)
    return rng.choice(SURFACES[form]).format(
        s=subject, w=a.word, v=value, a=speakers[0], b=speakers[1]
    )


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    surfaces = tuple(SURFACES)
    memories: list[dict[str, str]] = []
    drafts: dict[str, list[dict[str, Any]]] = {k: [] for k in KINDS}
    for d in DOMAINS:
        absent, held = _holdings(d, rng)
        values: dict[tuple[str, str], str] = {}
        for s in d.subjects:
            for a in held[s]:
                taken = {v for (_s, k), v in values.items() if k == a.key}
                value = expand(a.pattern, rng)
                for _try in range(1000):
                    if value not in taken:
                        break
                    value = expand(a.pattern, rng)
                else:
                    raise ValueError(f"{a.pattern!r} has too few values")
                values[(s, a.key)] = value
                form = surfaces[len(memories) % len(surfaces)]
                memories.append(
                    {
                        "key": memory_key(d.key, s, a.key),
                        "text": _surface(form, s, a, value, rng),
                        "form": form,
                    }
                )
        pool = [a for a in d.attributes if a not in absent]
        holders = {a.key: [s for s in d.subjects if a in held[s]] for a in pool}
        base = {"domain": d.key}
        for a in pool:
            s = rng.choice(holders[a.key])
            fact = {**base, "subject": s, "attribute": a.key, "value": values[(s, a.key)]}
            drafts["answer"].append(fact)
        others = [(s, a) for a in pool for s in d.subjects if s not in holders[a.key]]
        for s, a in rng.sample(others, OTHER_PER_DOMAIN):
            drafts["other_subject"].append({**base, "subject": s, "attribute": a.key})
        for a in absent:
            for s in rng.sample(d.subjects, ABSENT_SUBJECTS):
                drafts["absent"].append({**base, "subject": s, "attribute": a.key})
        for a in rng.sample(pool, RELATED_PER_DOMAIN):
            s = rng.choice(holders[a.key])
            drafts["related_unknown"].append(
                {**base, "subject": s, "attribute": a.near_key, "near": a.key}
            )
    cases = _phrase(drafts, rng)
    data = {
        "name": "unknowns3",
        "seed": seed,
        "memories": memories,
        "cases": cases,
    }
    _check(data)
    return data


def _attribute(domain: str, key: str) -> tuple[str, str]:
    """(word, synonym) of an attribute or of a neighbour, by key."""
    d = next(x for x in DOMAINS if x.key == domain)
    for a in d.attributes:
        if a.key == key:
            return a.word, a.synonym
        if a.near_key == key:
            return a.near_word, a.near_synonym
    raise KeyError(key)


def _phrase(drafts: dict[str, list[dict[str, Any]]], rng: random.Random) -> list[dict[str, Any]]:
    """Each draft asked in the six forms in rotation: an answer once with the memory's word and
    once with the synonym, an unknown with the word or the synonym in turn."""
    n = len(FORM_NAMES)
    cases: list[dict[str, Any]] = []
    for j, f in enumerate(drafts["answer"]):
        word, synonym = _attribute(f["domain"], f["attribute"])
        key = memory_key(f["domain"], f["subject"], f["attribute"])
        for wording, phrase, shift in (("word", word, 0), ("synonym", synonym, n // 2)):
            form = FORM_NAMES[(j + shift) % n]
            cases.append(
                {
                    "query": ask(form, phrase, f["subject"], rng),
                    "relevant": [key],
                    "kind": "answer",
                    "variant": f"{form}/{wording}",
                    **f,
                }
            )
    for kind in ("other_subject", "absent", "related_unknown"):
        for j, f in enumerate(drafts[kind]):
            form, wording = FORM_NAMES[j % n], WORDINGS[(j // n) % 2]
            phrase = _attribute(f["domain"], f["attribute"])[wording == "synonym"]
            cases.append(
                {
                    "query": ask(form, phrase, f["subject"], rng),
                    "relevant": [],
                    "kind": kind,
                    "variant": f"{form}/{wording}",
                    **f,
                }
            )
    for j, (x, s) in enumerate(OFFTOPIC):
        form = FORM_NAMES[j % n]
        cases.append(
            {"query": ask(form, x, s, rng), "relevant": [], "kind": "offtopic", "variant": form}
        )
    return cases


def _check(data: dict[str, Any]) -> None:
    """Raise when a synonym shares a content word with its memory, or when a memory naming an
    unknown's subject also names the asked attribute (by word or synonym)."""
    text = {m["key"]: m["text"] for m in data["memories"]}
    for m in data["memories"]:
        _u3, domain, _subject, attribute = m["key"].split("/")
        synonym = _attribute(domain, attribute)[1]
        shared = (tokens(synonym) - STOP) & tokens(m["text"])
        if shared:
            raise ValueError(f"{synonym!r} shares {sorted(shared)} with {m['text']!r}")
    for c in data["cases"]:
        if c["kind"] == "offtopic":
            continue
        word, synonym = _attribute(c["domain"], c["attribute"])
        if c["kind"] == "answer":
            mem = text[c["relevant"][0]]
            if c["value"] not in mem or c["subject"] not in mem or word not in mem:
                raise ValueError(f"{c['relevant'][0]} does not hold its fact")
            continue
        for mem in text.values():
            low = mem.casefold()
            if c["subject"].casefold() in low and (
                word.casefold() in low or synonym.casefold() in low
            ):
                raise ValueError(f"{mem!r} answers {c['query']!r}")


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def write(path: Path = FROZEN) -> Path:
    path.write_text(dumps(generate()))
    return path


if __name__ == "__main__":
    print(write())
