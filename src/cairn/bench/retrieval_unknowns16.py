"""The sixteenth blind held-out retrieval set ``unknowns16``, in the Kimetsu schema.

Nine domains (``retrieval_unknowns16_domains`` and ``_domains2``), six subjects each, twelve
attributes per domain of which nine are held. Each fact is one memory on one of twelve surfaces
(``retrieval_unknowns16_forms``); each subject has a rename note naming its old name and role.
Cases: answers (each held fact once with the memory's word and once with a synonym), other-subject,
absent-attribute and related-unknown negatives (the last with a neighbour of a held attribute, or
with its antonym), and off-topic requests, in sixteen request forms. ``python -m
cairn.bench.retrieval_unknowns16`` writes the frozen copy, and refuses to write a set its own
checks reject."""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cairn.bench.retrieval_unknowns16_domains import FIRST, Attribute, Domain
from cairn.bench.retrieval_unknowns16_domains2 import SECOND
from cairn.bench.retrieval_unknowns16_forms import (
    FIXED_TEXT,
    FORMS,
    MATES,
    OFFTOPIC,
    RENAMES,
    ROTATION,
    SURFACES,
    Ask,
    antonym_question,
    numeric,
)

SEED = 160824
NAME = "unknowns16"
PREFIX = "u16"
RENAMED = "renamed"
WORDINGS = ("word", "synonym")
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
HELD = 9
HOLDERS = (5, 4, 4, 2, 2, 1, 1, 1, 1)
OTHER_PER_DOMAIN = 12
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 18
SYNONYM_GAP = 5
DOMAINS: tuple[Domain, ...] = FIRST + SECOND
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns16.json"

STOP = frozenset(
    [
        "the",
        "an",
        "of",
        "is",
        "it",
        "in",
        "on",
        "at",
        "to",
        "for",
        "from",
        "as",
        "and",
        "or",
        "by",
        "per",
        "its",
        "now",
        "this",
        "that",
        "with",
        "be",
        "are",
        "was",
        "what",
        "which",
        "who",
    ]
)


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z]{2,}", text.casefold()))


def content(text: str) -> set[str]:
    return tokens(text) - STOP


def stems(words: set[str]) -> dict[str, str]:
    return {w[:5]: w for w in words if len(w) >= 3}


def memory_key(domain: str, subject: str, attr: str) -> str:
    return f"{PREFIX}/{domain}/{subject}/{attr}"


def partner(d: Domain, a: Attribute) -> Attribute:
    """The first-three held attribute an absent attribute shares a word with."""
    return next(b for b in d.attributes[:3] if set(b.word.split()) & set(a.word.split()))


def _values_problems(a: Attribute) -> list[str]:
    out = []
    if len(a.values) != 4 or len(set(a.values)) != 4:
        out.append(f"{a.word}: values are not four distinct ones")
    if any(ch in v for v in a.values for ch in ",\"'"):
        out.append(f"{a.word}: a value holds a comma or a quote")
    if len({numeric(v) for v in a.values}) != 1:
        out.append(f"{a.word}: mixes numeric and worded values")
    return out


def _domain_problems(d: Domain) -> list[str]:
    out: list[str] = []
    fixed = content(FIXED_TEXT)
    words = {t for a in d.attributes for t in content(a.word)}
    extras = {a.extra for a in d.attributes}
    values = {t for a in d.attributes for v in a.values for t in content(v)}
    names = {t for n in (*d.subjects, *d.old_names, *d.roles) for t in content(n)}
    title = content(d.title) | content(d.thing)
    antonyms = {t for a in d.attributes if a.antonym for t in content(a.antonym)}
    held_against = {
        "a held word": words,
        "a neighbour word": extras,
        "a value": values,
        "a name or role": names,
        "the title": title,
        "fixed text": fixed,
        "an antonym": antonyms,
    }
    for a in d.attributes:
        out += _values_problems(a)
        for label, syn in (("synonym", a.synonym), ("neighbour synonym", a.near_synonym)):
            for what, pool in held_against.items():
                clash = sorted(t for t in content(syn) if len(t) >= 3 and t[:5] in stems(pool))
                if clash:
                    out.append(f"{label} {syn!r} shares a crude stem with {what}: {clash}")
        if a.extra in values | names | fixed or any(a.extra in w or w in a.extra for w in words):
            out.append(f"neighbour word {a.near_word!r} could be written by a memory")
        if content(a.word) & fixed:
            out.append(f"attribute word {a.word!r} is written by fixed text")
        if a.unit:
            written = content(a.unit) & (
                {t for v in a.values for t in tokens(v)} | tokens(a.word) | fixed
            )
            if written:
                out.append(f"unit {a.unit!r} of {a.word!r} is written by a value: {written}")
        for t in content(a.word):
            inside = [u for u in words if t != u and t in u]
            if inside:
                out.append(f"{t!r} of {a.word!r} is written inside {inside}")
        if a.antonym:
            first, last = a.antonym.split(" ", 1)
            if last != a.word.split(" ", 1)[1] or content(first) & (words | values | fixed):
                out.append(f"antonym {a.antonym!r} of {a.word!r} is not its opposite alone")
    held = d.attributes[:HELD]
    for a in d.attributes[HELD:]:
        share = [b for b in held if set(b.word.split()) & set(a.word.split())]
        if len(share) != 1 or share[0] not in d.attributes[:3]:
            out.append(f"absent {a.word!r} shares a word with {[b.word for b in share]}")
        if content(a.word) & title:
            out.append(f"absent {a.word!r} shares a word with the title")
    for n in (*d.subjects, *d.old_names):
        wrote = sorted(t for t in words | extras if len(t) >= 4 and t in n.casefold())
        if wrote:
            out.append(f"name {n!r} writes {wrote}")
    return out


def vocabulary_problems() -> list[str]:
    """What the vocabulary check refuses (see the module's page, ``bench/unknowns16.md``)."""
    out: list[str] = []
    for d in DOMAINS:
        out += [f"{d.key}: {p}" for p in _domain_problems(d)]
    every = [n for d in DOMAINS for n in (*d.subjects, *d.old_names)]
    for n in every:
        if [m for m in every if m != n and n.casefold() in m.casefold()]:
            out.append(f"name {n!r} repeats or sits inside another")
    if len({n.casefold() for n in every}) != len(every):
        out.append("a name repeats")
    roles = [r for d in DOMAINS for r in d.roles]
    if len(set(roles)) != len(roles):
        out.append("a role repeats")
    for _p, thing, _v in OFFTOPIC:
        if [n for n in every if n.casefold() in thing.casefold()]:
            out.append(f"off-topic {thing!r} names a subject")
    return out


def holdings(d: Domain, rng: random.Random) -> dict[str, list[str]]:
    """Held attribute -> its holders: 5, 4, 4, then 2, 2, 1, 1, 1, 1, least loaded first."""
    load: Counter[str] = Counter()
    out: dict[str, list[str]] = {}
    for a, n in zip(d.attributes[:HELD], HOLDERS, strict=True):
        order = list(d.subjects)
        rng.shuffle(order)
        order.sort(key=lambda s: load[s])
        who = set(order[:n])
        load.update(who)
        out[a.key] = [s for s in d.subjects if s in who]
    return out


def misspell(phrase: str, doubled: bool) -> str:
    """The phrase with its longest word misspelt once: its first letter doubled, or two
    neighbouring letters swapped."""
    words = phrase.split(" ")
    i = max(range(len(words)), key=lambda k: len(words[k]))
    w = words[i]
    if doubled:
        words[i] = w[0] + w
    else:
        k = next(k for k in range(1, len(w) - 1) if w[k] != w[k + 1])
        words[i] = w[:k] + w[k + 1] + w[k] + w[k + 2 :]
    return " ".join(words)


def _ask_in(query: str, unit: str) -> str:
    if "\n" in query or query[-1] not in "?.!":
        return f"{query}\nI need it {unit}."
    return f"{query} I need it {unit}."


class _Builder:
    """Cases are made in order; each kind keeps its own place in the rotation."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.count: Counter[str] = Counter()
        self.cases: list[dict[str, Any]] = []

    def add(
        self,
        case: dict[str, Any],
        d: Domain | None,
        wording: str,
        word: str,
        slot: int,
        values: Sequence[str],
    ) -> dict[str, Any]:
        form = ROTATION[slot % len(ROTATION)]
        phrasing = (slot // len(ROTATION) + slot) % 2
        name = case.get("subject") or case["topic"]
        if d is not None and form in ("alias", "role"):
            i = d.subjects.index(name)
            name = d.old_names[i] if form == "alias" else d.roles[i]
            case[form] = name
        phrase = misspell(word, bool(phrasing)) if form == "typo" else word
        held = case.get("value", "")
        offers = [v for v in values if v != held]
        offered = self.rng.choice(offers)
        ask = Ask(phrase, name, d.thing if d else "fact", offered, phrasing, MATES[slot % 6])
        query = FORMS[form](ask)
        if form == "comparative":
            case["offered"] = offered
        if case.get("asked_in"):
            query = _ask_in(query, case["asked_in"])
        case.update(query=query, variant=f"{form}/{wording}", phrase=phrase)
        self.cases.append(case)
        return case

    def next_slot(self, kind: str) -> int:
        slot = self.count[kind]
        self.count[kind] += 1
        return slot


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    b = _Builder(rng)
    memories: list[dict[str, str]] = []
    used: Counter[str] = Counter()
    answers = 0
    shapes = list(RENAMES)
    for d in DOMAINS:
        held = holdings(d, rng)
        for i, s in enumerate(d.subjects):
            shape = shapes[(DOMAINS.index(d) + i) % len(shapes)]
            text = RENAMES[shape](d.old_names[i], s, d.roles[i])
            memories.append({"key": memory_key(d.key, s, RENAMED), "text": text, "form": shape})
        facts: list[tuple[Attribute, str, str]] = []
        for a in d.attributes[:HELD]:
            for s in held[a.key]:
                v = rng.choice(a.values)
                surface = min(SURFACES, key=lambda f: (used[f], rng.random()))
                used[surface] += 1
                text = SURFACES[surface](s, a.word, v, d.thing, rng.randrange(1000))
                key = memory_key(d.key, s, a.key)
                memories.append({"key": key, "text": text, "form": surface})
                facts.append((a, s, v))
        # answers: one fact per held attribute, asked with the word and with the synonym
        for a in d.attributes[:HELD]:
            s = rng.choice(held[a.key])
            v = next(v for x, y, v in facts if x is a and y == s)
            for w, (wording, word) in enumerate(zip(WORDINGS, (a.word, a.synonym), strict=True)):
                case: dict[str, Any] = {
                    "kind": "answer",
                    "relevant": [memory_key(d.key, s, a.key)],
                    "domain": d.key,
                    "subject": s,
                    "attribute": a.key,
                    "value": v,
                }
                if a.unit:
                    case["asked_in"] = a.unit
                b.add(case, d, wording, word, answers + w * SYNONYM_GAP, a.values)
            answers += 1
        # other subject: each held attribute once, then three more with two non-holders or more
        pairs = []
        for a in d.attributes[:HELD]:
            pairs.append((a, rng.choice([s for s in d.subjects if s not in held[a.key]])))
        spare = [a for a in d.attributes[:HELD] if len(d.subjects) - len(held[a.key]) >= 2]
        for a in rng.sample(spare, OTHER_PER_DOMAIN - HELD):
            taken = {s for x, s in pairs if x is a}
            free = [s for s in d.subjects if s not in held[a.key] and s not in taken]
            pairs.append((a, rng.choice(free)))
        for a, s in pairs:
            _negative(b, d, "other_subject", a, s, a.values)
        # absent: five subjects each, those holding the partner first
        for a in d.attributes[HELD:]:
            first = held[partner(d, a).key]
            rest = [s for s in d.subjects if s not in first]
            rng.shuffle(rest)
            for s in (first + rest)[:ABSENT_SUBJECTS]:
                _negative(b, d, "absent", a, s, a.values)
        # related unknowns: the neighbour of a held attribute, of 18 of the 21 facts
        for a, s, _v in sorted(rng.sample(facts, RELATED_PER_DOMAIN), key=facts.index):
            _negative(b, d, "related_unknown", a, s, a.values, near=True)
        # antonyms: the opposite of a held attribute's first word, of each holder
        for a in d.attributes[:HELD]:
            for k, s in enumerate(held[a.key] if a.antonym else []):
                query = antonym_question(a.antonym, s, k % 2)
                b.cases.append(
                    {
                        "kind": "related_unknown",
                        "relevant": [],
                        "domain": d.key,
                        "subject": s,
                        "attribute": a.antonym_key,
                        "near": a.key,
                        "query": query,
                        "variant": "antonym/word",
                        "phrase": a.antonym,
                    }
                )
    for phrase, thing, value in OFFTOPIC:
        for _ in range(2):
            case = {"kind": "offtopic", "relevant": [], "topic": thing}
            b.add(case, None, "word", phrase, b.next_slot("offtopic"), [value])
    cases = [{"query": c.pop("query"), **c} for c in b.cases]
    return {"name": NAME, "seed": seed, "memories": memories, "cases": cases}


def _negative(
    b: _Builder,
    d: Domain,
    kind: str,
    a: Attribute,
    s: str,
    values: Sequence[str],
    near: bool = False,
) -> None:
    slot = b.next_slot(kind)
    wording = WORDINGS[slot % 2]
    if near:
        word = a.near_word if wording == "word" else a.near_synonym
        case = {"kind": kind, "relevant": [], "domain": d.key, "subject": s}
        case.update(attribute=a.near_key, near=a.key)
    else:
        word = a.word if wording == "word" else a.synonym
        case = {"kind": kind, "relevant": [], "domain": d.key, "subject": s, "attribute": a.key}
    b.add(case, d, wording, word, slot, values)


def _attr(d: str, key: str) -> Attribute | None:
    dom = next((x for x in DOMAINS if x.key == d), None)
    return next((a for a in dom.attributes if a.key == key), None) if dom else None


def phrases_of(case: dict[str, Any]) -> tuple[str, ...]:
    """The wordings a negative case's attribute could be written with in a memory."""
    if case["variant"].startswith("antonym/"):
        return (case["phrase"],)
    a = _attr(case["domain"], case.get("near") or case["attribute"])
    if a is None:
        return ()
    if case.get("near"):
        return (a.near_word, a.near_synonym)
    return (a.word, a.synonym)


def problems(data: dict[str, Any]) -> list[str]:
    """What the generator refuses to write: the vocabulary check's findings, an answer whose
    memory lacks the value, subject or word or writes a word of the synonym or of the unit asked,
    a comparative offering the held value, an unknown some memory answers, and an old name or
    role written anywhere but its rename note."""
    out = vocabulary_problems()
    text = {m["key"]: m["text"] for m in data["memories"]}
    for c in data["cases"]:
        if c["kind"] == "answer":
            a = _attr(c["domain"], c["attribute"])
            mem = text.get(c["relevant"][0], "")
            if a is None or not all(x in mem for x in (c["value"], c["subject"], a.word)):
                out.append(f"{c['relevant'][0]} does not hold its answer")
                continue
            if content(a.synonym) & tokens(mem):
                out.append(f"{c['relevant'][0]} writes a word of the synonym {a.synonym!r}")
            if c.get("asked_in") and content(c["asked_in"]) & tokens(mem):
                out.append(f"{c['relevant'][0]} is written {c['asked_in']}")
            if c.get("offered") == c["value"]:
                out.append(f"{c['query']!r} offers the held value")
        elif c["kind"] != "offtopic":
            if memory_key(c["domain"], c["subject"], c["attribute"]) in text:
                out.append(f"{c['subject']} holds {c['attribute']}")
            for key, t in text.items():
                low = t.casefold()
                if c["subject"].casefold() in low and any(
                    p.casefold() in low for p in phrases_of(c)
                ):
                    out.append(f"{key} answers {c['query']!r}")
    for d in DOMAINS:
        for i, s in enumerate(d.subjects):
            note = memory_key(d.key, s, RENAMED)
            for said in (d.old_names[i], d.roles[i]):
                where = [k for k, t in text.items() if said in t]
                if where != [note]:
                    out.append(f"{said!r} is written in {where}")
    return out


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write the frozen unknowns16 retrieval set.")
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args(argv)
    data = generate(args.seed)
    found = problems(data)
    if found:
        for p in found:
            print(p, file=sys.stderr)
        return 1
    FROZEN.write_text(dumps(data), encoding="utf-8")
    print(f"wrote {FROZEN.name}: {len(data['memories'])} memories, {len(data['cases'])} cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
