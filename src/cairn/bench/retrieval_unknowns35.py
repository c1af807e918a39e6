"""The thirty-fifth blind held-out retrieval set ``unknowns35`` in the Kimetsu schema.

Nine domains (balalaikas, bassoons, chariots, orreries, candelabras, clavichords, dhows,
amphorae and goblets), six subjects each, twelve attributes each (nine held by 5, 4, 4, 2,
2, 1, 1, 1 and 1 subjects, three by nobody); every fact is one memory on one of twelve surfaces and
each subject has a rename note naming its old name and role. Cases: answers (each answered fact
asked with its word and its synonym), other subjects, absent attributes, related unknowns
(neighbours and antonyms) and off-topic requests, each asked in a rotation of sixteen request
forms. ``python -m cairn.bench.retrieval_unknowns35`` writes the frozen copy (and refuses to
write a set its own checks reject); ``--check`` only checks."""

from __future__ import annotations

import json
import random
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from cairn.bench import retrieval_unknowns35_check as check
from cairn.bench.retrieval_unknowns35_domains import DOMAINS, Attribute, Domain
from cairn.bench.retrieval_unknowns35_forms import (
    ANTONYM_FORMS,
    FORMS,
    NOTE_SHAPES,
    NOTE_TEXT,
    OFFTOPIC,
    PEOPLE,
    ROTATION,
    SURFACE_TEXT,
    SURFACES,
)

__all__ = ["DOMAINS", "OFFTOPIC", "generate", "main", "problems", "vocabulary_problems"]

SEED = 358164
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns35.json"
PREFIX = "u35"
RENAMED = "renamed"
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
WORDINGS = ("word", "synonym")
HELD = 9
HOLDERS = (5, 4, 4, 2, 2, 1, 1, 1, 1)
OTHER_PER_DOMAIN = 12
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 18
SYNONYM_GAP = 5  # an answer's synonym is asked this many slots after its word
STOP = frozenset(
    {
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "by",
        "can",
        "do",
        "does",
        "for",
        "from",
        "has",
        "have",
        "i",
        "in",
        "is",
        "it",
        "its",
        "me",
        "my",
        "of",
        "on",
        "or",
        "please",
        "the",
        "to",
        "what",
        "which",
        "who",
        "with",
        "you",
        "your",
    }
)


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def content(text: str) -> set[str]:
    return tokens(text) - STOP


def memory_key(domain: str, subject: str, attribute: str) -> str:
    return f"{PREFIX}/{domain}/{subject}/{attribute}"


def partner(d: Domain, a: Attribute) -> Attribute:
    """The held attribute an attribute nobody holds shares a word with (nine places before)."""
    return d.attributes[d.attributes.index(a) - HELD]


def typo(phrase: str, how: int) -> str:
    """The phrase with its longest word misspelt: two neighbouring letters swapped (``how``
    even) or its first letter doubled."""
    words = phrase.split(" ")
    i = max(range(len(words)), key=lambda j: len(words[j]))
    w = words[i]
    if how % 2:
        words[i] = w[0] + w
    else:
        k = next(k for k in range(len(w) // 2, len(w) - 1) if w[k] != w[k + 1])
        words[i] = w[:k] + w[k + 1] + w[k] + w[k + 2 :]
    return " ".join(words)


def _request(form: str, phrasing: int, p: str, n: str, v: str = "") -> str:
    return FORMS[form][phrasing].format(p=p, n=n, v=v)


def _with_unit(query: str, unit: str) -> str:
    if not unit:
        return query
    if "\n" in query or query[-1] not in ".?!":
        return f"{query}\nI need it {unit}."
    return f"{query} I need it {unit}."


def _offered(values: tuple[str, ...], held: str, rng: random.Random) -> str:
    others = [v for v in values if not held or (v != held and f" {held}" not in f" {v}")]
    return rng.choice(others)


def _memories(rng: random.Random) -> tuple[list[dict[str, str]], dict[tuple[str, str], set[str]]]:
    """Every fact (on the surface least used so far) and every rename note; and who holds what."""
    used: Counter[str] = Counter()
    out: list[dict[str, str]] = []
    held: dict[tuple[str, str], set[str]] = {}
    n = 0
    for d in DOMAINS:
        load = dict.fromkeys(d.subjects, 0)
        for i, a in enumerate(d.attributes[:HELD]):
            order = sorted(d.subjects, key=lambda s: (load[s], rng.random()))
            who = order[: HOLDERS[i]]
            held[(d.key, a.key)] = set(who)
            for s in sorted(who, key=d.subjects.index):
                load[s] += 1
                form = min(SURFACES, key=lambda f: (used[f], rng.random()))
                used[form] += 1
                text = SURFACE_TEXT[form].format(
                    s=s,
                    w=a.word,
                    v=rng.choice(a.values),
                    who=rng.choice(PEOPLE),
                    nick=rng.choice(PEOPLE).lower(),
                    hh=f"{rng.randint(8, 17):02d}",
                    mm=f"{rng.randint(0, 59):02d}",
                    k=rng.randint(1, 9),
                )
                out.append({"key": memory_key(d.key, s, a.key), "text": text, "form": form})
        for s, old, role in zip(d.subjects, d.old_names, d.roles, strict=True):
            shape = NOTE_SHAPES[n % len(NOTE_SHAPES)]
            n += 1
            text = NOTE_TEXT[shape].format(old=old, new=s, role=role)
            out.append({"key": memory_key(d.key, s, RENAMED), "text": text, "form": shape})
    rng.shuffle(out)
    return out, held


def _value(memories: list[dict[str, str]], key: str, a: Attribute) -> str:
    text = next(m["text"] for m in memories if m["key"] == key)
    return next(v for v in sorted(a.values, key=len, reverse=True) if v in text)


def _plan(
    rng: random.Random, memories: list[dict[str, str]], held: dict[tuple[str, str], set[str]]
) -> dict[str, list[dict[str, Any]]]:
    """What each kind asks (before forms): one dict per request."""
    plan: dict[str, list[dict[str, Any]]] = {k: [] for k in KINDS}
    for d in DOMAINS:
        base = {"domain": d.key}
        for i, a in enumerate(d.attributes[:HELD]):
            who = sorted(held[(d.key, a.key)], key=d.subjects.index)
            s = rng.choice(who)
            key = memory_key(d.key, s, a.key)
            value = _value(memories, key, a)
            plan["answer"].append(
                {
                    **base,
                    "subject": s,
                    "attribute": a.key,
                    "a": a,
                    "relevant": [key],
                    "value": value,
                }
            )
            others = [x for x in d.subjects if x not in who]
            plan["other_subject"].append(
                {**base, "subject": rng.choice(others), "attribute": a.key, "a": a}
            )
            left_out = rng.choice(who) if i < 3 else None
            for x in who:
                if x != left_out:
                    plan["related_unknown"].append(
                        {**base, "subject": x, "attribute": a.near_key, "near": a.key, "a": a}
                    )
            if a.antonym:
                antonym = {"subject": who[0], "attribute": a.antonym_key, "near": a.key, "a": a}
                plan["antonym"] = [*plan.get("antonym", []), {**base, **antonym}]
        asked = {(c["subject"], c["attribute"]) for c in plan["other_subject"]}
        wide = [a for a in d.attributes[1:HELD] if len(held[(d.key, a.key)]) <= 4]
        for a in rng.sample(wide, 3):
            others = [
                x for x in d.subjects if x not in held[(d.key, a.key)] and (x, a.key) not in asked
            ]
            plan["other_subject"].append(
                {**base, "subject": rng.choice(others), "attribute": a.key, "a": a}
            )
        for a in d.attributes[HELD:]:
            first = [x for x in d.subjects if x in held[(d.key, partner(d, a).key)]]
            rest = [x for x in d.subjects if x not in first]
            rng.shuffle(first)
            rng.shuffle(rest)
            for x in (first + rest)[:ABSENT_SUBJECTS]:
                plan["absent"].append({**base, "subject": x, "attribute": a.key, "a": a})
    topics = [{"topic": t, "phrase_": p, "value_": v} for p, t, v in OFFTOPIC]
    rng.shuffle(topics)
    plan["offtopic"] = topics + topics  # each asked twice, 32 slots apart
    return plan


def _phrases(kind: str, req: dict[str, Any]) -> tuple[str, str]:
    if kind == "offtopic":
        return req["phrase_"], req["phrase_"]
    a: Attribute = req["a"]
    if kind == "related_unknown":
        return a.near_word, a.near_synonym
    return a.word, a.synonym


def _case(
    kind: str,
    req: dict[str, Any],
    at: tuple[int, int, int, int],
    names: dict[str, tuple[str, str]],
    rng: random.Random,
) -> dict[str, Any]:
    """The case asking ``req`` at ``at`` (slot, wording, phrasing, which typo)."""
    slot, wording, phrasing, how = at
    form, number = ROTATION[slot]
    meant = _phrases(kind, req)[wording]
    p = typo(meant, how + number) if form == "typo" else meant
    if kind == "offtopic":
        n = req["topic"]
    elif form == "alias":
        n = names[req["subject"]][0]
    elif form == "role":
        n = names[req["subject"]][1]
    else:
        n = req["subject"]
    offered = ""
    if form == "comparative":
        if kind == "offtopic":
            offered = req["value_"]
        else:
            values = req["a"].values
            offered = _offered(values, req.get("value", ""), rng)
    query = _request(form, phrasing, p, n, offered)
    unit = req["a"].unit if kind == "answer" else ""
    case: dict[str, Any] = {
        "query": _with_unit(query, unit),
        "relevant": list(req.get("relevant", [])),
        "kind": kind,
        "variant": f"{form}/{WORDINGS[wording]}",
    }
    for field in ("domain", "subject", "attribute", "near"):
        if field in req:
            case[field] = req[field]
    case["phrase"] = p
    if kind == "answer":
        case["value"] = req["value"]
        if unit:
            case["asked_in"] = unit
    if offered:
        case["offered"] = offered
    if kind != "offtopic" and form == "alias":
        case["alias"] = n
    if kind != "offtopic" and form == "role":
        case["role"] = n
    if kind == "offtopic":
        case["topic"] = req["topic"]
    return case


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    memories, held = _memories(rng)
    plan = _plan(rng, memories, held)
    names = {
        s: (o, r) for d in DOMAINS for s, o, r in zip(d.subjects, d.old_names, d.roles, strict=True)
    }
    cases: list[dict[str, Any]] = []
    size = len(ROTATION)
    for offset, kind in enumerate(KINDS):
        reqs = plan[kind]
        if kind != "offtopic":
            rng.shuffle(reqs)
        start = rng.randrange(size)
        for j, req in enumerate(reqs):
            phrasing = (j // size) % 2
            slot = (start + j) % size
            if kind == "answer":
                cases.append(_case(kind, req, (slot, 0, phrasing, j // 3), names, rng))
                slot2 = (slot + SYNONYM_GAP) % size
                cases.append(_case(kind, req, (slot2, 1, phrasing, j // 2), names, rng))
            else:
                wording = (j + offset) % 2
                cases.append(_case(kind, req, (slot, wording, phrasing, j // 2), names, rng))
    for i, req in enumerate(plan.get("antonym", [])):
        a: Attribute = req["a"]
        cases.append(
            {
                "query": ANTONYM_FORMS[i % 2].format(p=a.antonym, n=req["subject"]),
                "relevant": [],
                "kind": "related_unknown",
                "variant": "antonym/word",
                "domain": req["domain"],
                "subject": req["subject"],
                "attribute": req["attribute"],
                "near": req["near"],
                "phrase": a.antonym,
            }
        )
    rng.shuffle(cases)
    cases.sort(key=lambda c: c["kind"] == "offtopic")  # the off-topic requests last
    return {"name": "unknowns35", "seed": seed, "memories": memories, "cases": cases}


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def problems(data: dict[str, Any]) -> list[str]:
    """The set check: what the generated set must not do."""
    return check.set_problems(data)


def vocabulary_problems() -> list[str]:
    """The vocabulary check: what the domains must not hold."""
    return check.vocabulary_problems()


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    found = vocabulary_problems()
    data = generate()
    found += problems(data)
    for p in found:
        print(p, file=sys.stderr)
    if found:
        return 1
    if "--check" not in args:
        FROZEN.write_text(dumps(data), encoding="utf-8")
    print(f"{len(data['memories'])} memories, {len(data['cases'])} cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
