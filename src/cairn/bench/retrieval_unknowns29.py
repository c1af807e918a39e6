"""The twenty-ninth blind held-out retrieval set ``unknowns29``: nine domains of six subjects,
facts written on twelve surfaces, rename notes, and requests of five kinds (answers, other
subjects, absent attributes, related unknowns with neighbours and antonyms, off-topic) asked in
sixteen forms. ``python -m cairn.bench.retrieval_unknowns29`` writes the frozen copy, and refuses
to when its own checks (the vocabulary's and the set's) reject it; ``--check`` only checks."""

from __future__ import annotations

import json
import random
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from cairn.bench.retrieval_unknowns29_domains import (
    CATAMARAN,
    PERISCOPE,
    RICKSHAW,
    SITAR,
    WHEELBARROW,
    XYLOPHONE,
    Attribute,
    Domain,
)
from cairn.bench.retrieval_unknowns29_domains2 import BIRDBATH, PARASOL, POGO
from cairn.bench.retrieval_unknowns29_forms import (
    ANTONYM_ASKS,
    NOTE_SHAPES,
    OFFTOPIC,
    ROTATION,
    SURFACES,
    note,
    request,
    surface,
)

SEED = 290531
NAME = "unknowns29"
PREFIX = "u29"
FROZEN = Path(__file__).parent / "data" / f"retrieval-{NAME}.json"
DOMAINS: tuple[Domain, ...] = (
    WHEELBARROW,
    RICKSHAW,
    XYLOPHONE,
    PERISCOPE,
    CATAMARAN,
    SITAR,
    BIRDBATH,
    PARASOL,
    POGO,
)
WORDINGS = ("word", "synonym")
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
NEGATIVE = ("other_subject", "absent", "related_unknown")
RENAMED = "renamed"
HELD = 9
HOLDERS = (5, 4, 4, 2, 2, 1, 1, 1, 1)
OTHER_PER_DOMAIN = 12
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 18
GAP = 5  # an answer's synonym is asked this many slots after its word
OFFSETS = {"other_subject": 3, "absent": 7, "related_unknown": 12, "offtopic": 9}
STOP = frozenset(
    {"a", "an", "the", "of", "in", "on", "at", "to", "for", "is", "it", "its", "as", "by"}
    | {"and", "or", "be", "was", "what", "whats", "does", "do", "anyone", "any", "me", "my"}
    | {"i", "you", "we", "are", "this", "that", "with", "from"}
)


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def content(text: str) -> set[str]:
    return tokens(text) - STOP


def stems(text: str) -> set[str]:
    return {t[:5] for t in content(text) if not t.isdigit()}


def memory_key(domain: str, subject: str, attribute: str) -> str:
    return f"{PREFIX}/{domain}/{subject}/{attribute}"


def partner(domain: Domain, a: Attribute) -> Attribute:
    return domain.attributes[domain.attributes.index(a) - HELD]


def numeric(value: str) -> bool:
    return value[:1].isdigit()


def typo(phrase: str, how: str) -> str:
    """``phrase`` with its longest word misspelt once: two neighbouring letters swapped, or its
    first letter doubled."""
    words = phrase.split(" ")
    i = max(range(len(words)), key=lambda j: len(words[j]))
    w = words[i]
    if how == "swap":
        k = next(k for k in range(len(w) - 1) if w[k] != w[k + 1])
        w = w[:k] + w[k + 1] + w[k] + w[k + 2 :]
    else:
        w = w[0] + w
    return " ".join([*words[:i], w, *words[i + 1 :]])


def _holdings(d: Domain, rng: random.Random) -> dict[str, list[str]]:
    """attribute key -> its holders: ``HOLDERS`` of each held attribute, the least loaded
    subjects first (ties in a seeded order)."""
    load: Counter[str] = Counter()
    out = {}
    for a, n in zip(d.attributes[:HELD], HOLDERS, strict=True):
        order = list(d.subjects)
        rng.shuffle(order)
        order.sort(key=lambda s: load[s])
        out[a.key] = order[:n]
        load.update(order[:n])
    return out


Held = dict[tuple[str, str], list[str]]


def _memories(rng: random.Random) -> tuple[list[dict[str, str]], Held, dict[str, str]]:
    """The facts (one memory each, on the surface least used so far) and the rename notes; the
    holders of each attribute and the value each memory writes."""
    memories: list[dict[str, str]] = []
    values: dict[str, str] = {}
    held: dict[tuple[str, str], list[str]] = {}
    used: Counter[str] = Counter()
    for d in DOMAINS:
        hold = _holdings(d, rng)
        for a in d.attributes[:HELD]:
            held[(d.key, a.key)] = hold[a.key]
            for s in hold[a.key]:
                order = list(SURFACES)
                rng.shuffle(order)
                form = min(order, key=lambda f: used[f])
                used[form] += 1
                key = memory_key(d.key, s, a.key)
                values[key] = rng.choice(a.values)
                text = surface(form, s, a.word, values[key], rng)
                memories.append({"key": memory_key(d.key, s, a.key), "text": text, "form": form})
    shapes = [NOTE_SHAPES[i % 3] for i in range(len(DOMAINS) * 6)]
    rng.shuffle(shapes)
    i = 0
    for d in DOMAINS:
        for s, old, role in zip(d.subjects, d.old_names, d.roles, strict=True):
            text = note(shapes[i], s, old, role)
            key = memory_key(d.key, s, RENAMED)
            memories.append({"key": key, "text": text, "form": shapes[i]})
            i += 1
    return memories, held, values


def _plans(
    rng: random.Random, held: Held, values: dict[str, str]
) -> dict[str, list[dict[str, Any]]]:
    """What each kind asks, before the forms: answers as (fact, wording) pairs in order."""
    plans: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for d in DOMAINS:
        base = {"domain": d.key}
        for a in d.attributes[:HELD]:
            s = rng.choice(held[(d.key, a.key)])
            value = values[memory_key(d.key, s, a.key)]
            plans["answer"].append({**base, "subject": s, "attribute": a.key, "value": value})
        others = []
        for a in d.attributes[:HELD]:
            free = [s for s in d.subjects if s not in held[(d.key, a.key)]]
            rng.shuffle(free)
            others.append((a, free))
        extra = [(a, free[1:]) for a, free in others if len(free) >= 2]
        rng.shuffle(extra)
        picks = [(a, free[0]) for a, free in others] + [(a, f[0]) for a, f in extra[:3]]
        for a, s in picks:
            plans["other_subject"].append({**base, "subject": s, "attribute": a.key})
        for a in d.attributes[HELD:]:
            first = list(held[(d.key, partner(d, a).key)])
            rest = [s for s in d.subjects if s not in first]
            rng.shuffle(first)
            rng.shuffle(rest)
            for s in (first + rest)[:ABSENT_SUBJECTS]:
                plans["absent"].append({**base, "subject": s, "attribute": a.key})
        for i, a in enumerate(d.attributes[:HELD]):
            who = list(held[(d.key, a.key)])
            if i < 3:
                who.remove(rng.choice(who))
            for s in who:
                plans["related_unknown"].append(
                    {**base, "subject": s, "attribute": a.near_key, "near": a.key}
                )
    for phrase, topic, _v in OFFTOPIC:
        plans["offtopic"] += [{"topic": topic, "phrase": phrase}] * 2
    return plans


def _attrs() -> dict[tuple[str, str], Attribute]:
    return {(d.key, a.key): a for d in DOMAINS for a in d.attributes}


def _near() -> dict[tuple[str, str], Attribute]:
    return {(d.key, a.near_key): a for d in DOMAINS for a in d.attributes[:HELD]}


def _phrases(c: dict[str, Any]) -> tuple[str, str]:
    if c["kind"] == "offtopic":
        return c["phrase"], c["phrase"]
    if c["variant"].startswith("antonym/"):
        a = next(a for a in _attrs().values() if a.antonym_key == c["attribute"] and a.antonym)
        return a.antonym, a.antonym
    if c["kind"] == "related_unknown":
        a = _near()[(c["domain"], c["attribute"])]
        return a.near_word, a.near_synonym
    a = _attrs()[(c["domain"], c["attribute"])]
    return a.word, a.synonym


def _names() -> tuple[dict[str, str], dict[str, str]]:
    old = {s: o for d in DOMAINS for s, o in zip(d.subjects, d.old_names, strict=True)}
    role = {s: r for d in DOMAINS for s, r in zip(d.subjects, d.roles, strict=True)}
    return old, role


def _ask(c: dict[str, Any], slot: int, wording: str, k: int, rng: random.Random) -> dict[str, Any]:
    """Write the case ``c`` in the rotation's ``slot`` with ``wording`` and phrasing ``k``."""
    form, how = ROTATION[slot]
    old, role = _names()
    word, synonym = _phrases({**c, "variant": f"x/{wording}"})
    phrase = dict(zip(WORDINGS, (word, synonym), strict=True))[wording]
    if form == "typo":
        phrase = typo(phrase, how)
    name = c.get("subject", c.get("topic", ""))
    out = {**c, "variant": f"{form}/{wording}", "phrase": phrase}
    if form == "alias" and "subject" in c:
        name = out["alias"] = old[c["subject"]]
    if form == "role" and "subject" in c:
        name = out["role"] = role[c["subject"]]
    offered = ""
    if form == "comparative":
        if c["kind"] == "offtopic":
            offered = next(v for _p, t, v in OFFTOPIC if t == c["topic"])
        else:
            asked = (
                _near().get((c["domain"], c["attribute"]))
                or _attrs()[(c["domain"], c["attribute"])]
            )
            offered = rng.choice([v for v in asked.values if v != c.get("value")])
        out["offered"] = offered
    query = request(form, k, phrase, name, offered)
    held = _attrs().get((c.get("domain", ""), c.get("attribute", "")))
    if c["kind"] == "answer" and held is not None and held.unit:
        out["asked_in"] = held.unit
        sep = "\n" if "\n" in query or query[-1] not in ".?!" else " "
        query += f"{sep}I need it {held.unit}."
    out["query"] = query
    out["relevant"] = (
        [memory_key(c["domain"], c["subject"], c["attribute"])] if c["kind"] == "answer" else []
    )
    return out


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    memories, held, values = _memories(rng)
    plans = _plans(rng, held, values)
    cases: list[dict[str, Any]] = []
    turns: Counter[str] = Counter()

    def add(c: dict[str, Any], kind: str, slot: int, wording: str) -> None:
        form = ROTATION[slot][0]
        cases.append(_ask({**c, "kind": kind}, slot, wording, turns[form] % 2, rng))
        turns[form] += 1

    n = len(ROTATION)
    for j, c in enumerate(plans["answer"]):
        add(c, "answer", j % n, "word")
        add(c, "answer", (j + GAP) % n, "synonym")
    for kind in ("other_subject", "absent", "related_unknown", "offtopic"):
        for j, c in enumerate(plans[kind]):
            add(c, kind, (j + OFFSETS[kind]) % n, WORDINGS[j % 2])
    for i, d in enumerate(DOMAINS):
        a = next(a for a in d.attributes if a.antonym)
        s = held[(d.key, a.key)][0]
        query = ANTONYM_ASKS[i % 2].format(p=a.antonym, n=s)
        cases.append(
            {
                "domain": d.key,
                "subject": s,
                "attribute": a.antonym_key,
                "near": a.key,
                "kind": "related_unknown",
                "variant": "antonym/word",
                "phrase": a.antonym,
                "query": query,
                "relevant": [],
            }
        )
    order = {k: i for i, k in enumerate(KINDS)}
    cases.sort(key=lambda c: order[c["kind"]])
    return {"name": NAME, "seed": seed, "memories": memories, "cases": cases}


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


from cairn.bench.retrieval_unknowns29_check import problems, vocabulary_problems  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    found = vocabulary_problems()
    data = generate() if not found else {}
    if not found:
        found = problems(data)
    for p in found:
        print(p, file=sys.stderr)
    if found:
        return 1
    if "--check" not in args:
        FROZEN.write_text(dumps(data), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
