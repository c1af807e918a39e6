"""The fifth blind held-out retrieval set ``unknowns5`` (Kimetsu schema), seeded and frozen.

Nine domains of team work (``bench.retrieval_unknowns5_domains``), each with six subjects that
hold three or four of nine attributes; three more attributes per domain are held by nobody.
Every fact is one memory, written in one of eight surfaces in rotation
(``bench.retrieval_unknowns5_forms``). The cases ask:

- ``answer``: a held fact, once with the memory's word and once with a synonym no memory uses;
- ``other_subject``: an attribute that other subjects hold, about one that does not;
- ``absent``: an attribute nobody holds, about a subject that holds one sharing a word with it
  where the domain allows;
- ``related_unknown``: the neighbour of an attribute the subject holds (its port is known, its
  password is asked);
- ``offtopic``: cooking, sports and trivia.

Each kind is asked in six request forms in rotation, unknowns with the word and the synonym in
turn. ``problems`` says what is wrong with a set (an answer its memory does not hold, a synonym
a memory uses, an unknown some memory answers); the generator refuses to write a set with any.
Run ``python -m cairn.bench.retrieval_unknowns5`` to rewrite the frozen copy. This module must
never read the retrieval code or another set's data: the set is blind.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from cairn.bench.retrieval_unknowns5_domains import DOMAINS, Attribute, Domain
from cairn.bench.retrieval_unknowns5_forms import (
    FORM_NAMES,
    OFFTOPIC,
    PEOPLE,
    REQUESTS,
    SURFACE_NAMES,
    SURFACES,
)

__all__ = [
    "ABSENT_PER_DOMAIN",
    "ABSENT_SUBJECTS",
    "ANSWERS_PER_DOMAIN",
    "DOMAINS",
    "FORM_NAMES",
    "FROZEN",
    "KINDS",
    "OFFTOPIC",
    "OTHER_PER_DOMAIN",
    "RELATED_PER_DOMAIN",
    "SEED",
    "STOPWORDS",
    "SURFACE_NAMES",
    "WORDINGS",
    "dumps",
    "generate",
    "memory_key",
    "problems",
    "tokens",
    "vocabulary_problems",
]

SEED = 52913
NAME = "unknowns5"
FROZEN = Path(__file__).parent / "data" / f"retrieval-{NAME}.json"
WORDINGS = ("word", "synonym")
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
ANSWERS_PER_DOMAIN = 9
OTHER_PER_DOMAIN = 10
ABSENT_PER_DOMAIN = 3
ABSENT_SUBJECTS = 4
RELATED_PER_DOMAIN = 12

STOPWORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "as",
        "at",
        "by",
        "for",
        "from",
        "in",
        "is",
        "it",
        "its",
        "of",
        "on",
        "or",
        "s",
        "the",
        "this",
        "to",
        "with",
    ]
)


def tokens(text: str) -> set[str]:
    """The lower-case runs of letters and digits in ``text``."""
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def stems(text: str) -> set[str]:
    """Crude stems: the first five letters of each content word."""
    return {t[:5] for t in tokens(text) - STOPWORDS}


def memory_key(domain: str, subject: str, attribute: str) -> str:
    return f"u5/{domain}/{subject}/{attribute}"


def _fixed_text() -> str:
    """The words every surface adds around a fact, with the people it names."""
    people = " ".join(PEOPLE)
    return " ".join(" ".join(t) for t in SURFACES.values()) + " " + people


def vocabulary_problems() -> list[str]:
    """Synonyms that could leak into a memory under some seed: one sharing a crude stem with the
    memory's word, a value of its attribute, a subject of its domain or a surface's fixed text.
    Also neighbours that are attributes, and subject names inside other names."""
    fixed = stems(re.sub(r"\{\w+\}", " ", _fixed_text()))
    out = []
    names = [s for d in DOMAINS for s in d.subjects]
    for d in DOMAINS:
        subjects = set().union(*(stems(s) for s in d.subjects))
        keys = {a.key for a in d.attributes}
        for a in d.attributes:
            against = stems(a.word) | subjects | fixed
            for v in a.values:
                against |= stems(v)
            if shared := stems(a.synonym) & against:
                out.append(f"{d.key}: synonym {a.synonym!r} shares {sorted(shared)}")
            if a.near_key in keys or a.near_key == a.key:
                out.append(f"{d.key}: neighbour {a.near_word!r} is an attribute")
            if len(a.values) < 4 or any("," in v or ": " in v for v in a.values):
                out.append(f"{d.key}: values of {a.word!r}")
    for n in names:
        if any(n.casefold() in m.casefold() for m in names if m != n):
            out.append(f"name {n!r} is inside another")
    return out


def _holdings(d: Domain, rng: random.Random) -> tuple[list[Attribute], dict[str, list[Attribute]]]:
    """Three attributes nobody holds (preferring ones that share a word with a held one), and
    what each subject holds: three or four of the other nine, each held by some and not all."""
    attrs = list(d.attributes)
    rng.shuffle(attrs)
    absent: list[Attribute] = []
    for a in attrs:
        partners = [b for b in attrs if b is not a and _shared(a, b)]
        if len(absent) < ABSENT_PER_DOMAIN and partners and not any(b in absent for b in partners):
            absent.append(a)
    absent += [a for a in attrs if a not in absent][: ABSENT_PER_DOMAIN - len(absent)]
    pool = [a for a in attrs if a not in absent]
    while True:
        held = {s: rng.sample(pool, rng.choice((3, 4))) for s in d.subjects}
        counts = Counter(a.key for hs in held.values() for a in hs)
        if all(0 < counts[a.key] < len(d.subjects) for a in pool):
            return absent, held


def _shared(a: Attribute, b: Attribute) -> set[str]:
    return (tokens(a.word) & tokens(b.word)) - STOPWORDS


def _round_robin(groups: list[list[Any]], n: int) -> list[Any]:
    out: list[Any] = []
    while len(out) < n and any(groups):
        for g in groups:
            if g and len(out) < n:
                out.append(g.pop(0))
    return out


def _typo(phrase: str, rng: random.Random) -> str:
    """``phrase`` with two neighbouring, different letters of its longest word swapped."""
    words = phrase.split(" ")
    i = max(range(len(words)), key=lambda k: len(words[k]))
    w = words[i]
    spots = [k for k in range(len(w) - 1) if w[k] != w[k + 1] and w[k].isalpha()]
    k = rng.choice(spots)
    words[i] = w[:k] + w[k + 1] + w[k] + w[k + 2 :]
    return " ".join(words)


class _Writer:
    """Fills surfaces and request forms in rotation from one random source."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.surfaces = 0
        self.templates: Counter[str] = Counter()

    def memory(self, d: Domain, subject: str, a: Attribute, value: str) -> dict[str, str]:
        form = SURFACE_NAMES[self.surfaces % len(SURFACE_NAMES)]
        self.surfaces += 1
        who = self.rng.choice(PEOPLE)
        text = self.rng.choice(SURFACES[form]).format(
            s=subject,
            w=a.word,
            v=value,
            who=who,
            Who=who.capitalize(),
            hh=f"{self.rng.randrange(7, 19):02d}",
            mm=f"{self.rng.randrange(60):02d}",
            sha=f"{self.rng.getrandbits(28):07x}",
        )
        return {"key": memory_key(d.key, subject, a.key), "text": text, "form": form}

    def ask(self, form: str, subject: str, phrase: str) -> tuple[str, str]:
        """(query, phrase as asked) in ``form``, the templates of a form taken in turn."""
        asked = _typo(phrase, self.rng) if form == "typo" else phrase
        options = REQUESTS[form]
        template = options[self.templates[form] % len(options)]
        self.templates[form] += 1
        return template.format(s=subject, p=asked), asked


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    writer = _Writer(rng)
    memories: list[dict[str, str]] = []
    cases: list[dict[str, Any]] = []
    turn: Counter[str] = Counter()

    def unknown(kind: str, d: Domain, subject: str, a: Attribute, **extra: str) -> None:
        i = turn[kind]
        turn[kind] += 1
        wording = WORDINGS[i % 2]
        form = FORM_NAMES[(i // 2) % len(FORM_NAMES)]
        if kind == "related_unknown":
            key, phrase = a.near_key, (a.near_word, a.near_synonym)[i % 2]
        else:
            key, phrase = a.key, (a.word, a.synonym)[i % 2]
        query, asked = writer.ask(form, subject, phrase)
        cases.append(
            {
                "query": query,
                "relevant": [],
                "kind": kind,
                "variant": f"{form}/{wording}",
                "domain": d.key,
                "subject": subject,
                "attribute": key,
                "phrase": asked,
                **extra,
            }
        )

    facts = 0
    for d in DOMAINS:
        absent, held = _holdings(d, rng)
        pool = [a for a in d.attributes if a not in absent]
        value: dict[tuple[str, str], str] = {}
        for s in d.subjects:
            for a in sorted(held[s], key=pool.index):
                value[(s, a.key)] = rng.choice(a.values)
                memories.append(writer.memory(d, s, a, value[(s, a.key)]))
        holders = {a.key: [s for s in d.subjects if a in held[s]] for a in pool}
        for a in pool[:ANSWERS_PER_DOMAIN]:
            s = rng.choice(holders[a.key])
            for w, wording in enumerate(WORDINGS):
                form = FORM_NAMES[(facts + 3 * w) % len(FORM_NAMES)]
                query, asked = writer.ask(form, s, (a.word, a.synonym)[w])
                cases.append(
                    {
                        "query": query,
                        "relevant": [memory_key(d.key, s, a.key)],
                        "kind": "answer",
                        "variant": f"{form}/{wording}",
                        "domain": d.key,
                        "subject": s,
                        "attribute": a.key,
                        "phrase": asked,
                        "value": value[(s, a.key)],
                    }
                )
            facts += 1
        others = [[(s, a) for s in d.subjects if s not in holders[a.key]] for a in pool]
        for g in others:
            rng.shuffle(g)
        rng.shuffle(others)
        for s, a in _round_robin(others, OTHER_PER_DOMAIN):
            unknown("other_subject", d, s, a)
        for a in absent:
            scored = [
                (-max(len(_shared(a, b)) for b in held[s]), rng.random(), s) for s in d.subjects
            ]
            ranked = [s for _n, _r, s in sorted(scored)]
            for s in ranked[:ABSENT_SUBJECTS]:
                unknown("absent", d, s, a)
        related = [[(s, a) for s in holders[a.key]] for a in pool]
        for g in related:
            rng.shuffle(g)
        rng.shuffle(related)
        for s, a in _round_robin(related, RELATED_PER_DOMAIN):
            unknown("related_unknown", d, s, a, near=a.key)
    for form in FORM_NAMES:
        for q in OFFTOPIC[form]:
            cases.append({"query": q, "relevant": [], "kind": "offtopic", "variant": form})
    data = {"name": NAME, "seed": seed, "memories": memories, "cases": cases}
    if found := problems(data):
        raise ValueError(f"unknowns5 seed {seed}: {found[:5]}")
    return data


def problems(data: dict[str, Any]) -> list[str]:
    """What is wrong with a set: an answer whose memory lacks the subject, word or value or uses
    a word of the synonym; an unknown that a memory answers (by key, or by naming the subject
    beside the asked word or synonym); a vocabulary that could leak."""
    by_key = {m["key"]: m["text"] for m in data["memories"]}
    attrs = {(d.key, a.key): a for d in DOMAINS for a in d.attributes}
    near = {(d.key, a.near_key): a for d in DOMAINS for a in d.attributes}
    out = list(vocabulary_problems())
    for m in data["memories"]:
        _u5, domain, _subject, key = m["key"].split("/")
        synonym = attrs[(domain, key)].synonym
        if shared := (tokens(synonym) - STOPWORDS) & tokens(m["text"]):
            out.append(f"{m['key']} uses {sorted(shared)} of {synonym!r}")
    for c in data["cases"]:
        if c["kind"] == "answer":
            text = by_key.get(c["relevant"][0], "")
            a = attrs[(c["domain"], c["attribute"])]
            if not all(x in text for x in (c["subject"], a.word, c["value"])):
                out.append(f"{c['relevant'][0]} does not hold {c['query']!r}")
        elif c["kind"] != "offtopic":
            if memory_key(c["domain"], c["subject"], c["attribute"]) in by_key:
                out.append(f"{c['subject']} holds {c['attribute']}")
            if c["kind"] == "related_unknown":
                a = near[(c["domain"], c["attribute"])]
                asked = (a.near_word, a.near_synonym)
            else:
                a = attrs[(c["domain"], c["attribute"])]
                asked = (a.word, a.synonym)
            for m in data["memories"]:
                low = m["text"].casefold()
                if c["subject"].casefold() in low and any(p.casefold() in low for p in asked):
                    out.append(f"{m['key']} answers {c['query']!r}")
    return out


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def surface_counts(data: dict[str, Any]) -> dict[str, int]:
    return dict(Counter(m["form"] for m in data["memories"]))


def kind_counts(data: dict[str, Any]) -> dict[str, dict[str, int]]:
    out: dict[str, Counter[str]] = defaultdict(Counter)
    for c in data["cases"]:
        out[c["kind"]][c["variant"]] += 1
    return {k: dict(v) for k, v in out.items()}


def main() -> None:
    data = generate()
    FROZEN.write_text(dumps(data), encoding="utf-8")
    print(f"{FROZEN.name}: {len(data['memories'])} memories, {len(data['cases'])} cases")


if __name__ == "__main__":
    main()
