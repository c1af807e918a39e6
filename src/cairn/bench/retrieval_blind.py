"""The generator the blind held-out retrieval sets ``unknowns31`` to ``unknowns35`` share. A set
is a ``Spec``: its name, key prefix, seed and frozen copy, its vocabulary (nine domains, six
subjects each, twelve attributes each: nine held by 5, 4, 4, 2, 2, 1, 1, 1 and 1 subjects, three
by nobody), the tables of its ``_forms`` module (memory surfaces, rename notes, request forms,
their rotation, antonym forms and off-topic requests) and its two checks. Every fact is one
memory on one of the surfaces and each subject has a rename note naming its old name and role.
Cases: answers (each answered fact asked with its word and its synonym), other subjects, absent
attributes, related unknowns (neighbours and antonyms) and off-topic requests, each asked in the
rotation of request forms. Each set's own module (``retrieval_unknowns31`` ...) holds its spec
and its command line; the order of the random draws is the one those sets were frozen with."""

from __future__ import annotations

import dataclasses
import json
import random
import re
import sys
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any, Protocol

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


class Attribute(Protocol):
    """An attribute of a set's ``_domains`` module, as the generator reads it."""

    @property
    def word(self) -> str: ...
    @property
    def synonym(self) -> str: ...
    @property
    def values(self) -> tuple[str, ...]: ...
    @property
    def extra(self) -> str: ...
    @property
    def near_synonym(self) -> str: ...
    @property
    def unit(self) -> str: ...
    @property
    def antonym(self) -> str: ...
    @property
    def key(self) -> str: ...
    @property
    def near_word(self) -> str: ...
    @property
    def near_key(self) -> str: ...
    @property
    def antonym_key(self) -> str: ...


class Domain(Protocol):
    """A domain of a set's ``_domains`` module, as the generator reads it."""

    @property
    def key(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def thing(self) -> str: ...
    @property
    def attributes(self) -> Sequence[Attribute]: ...
    @property
    def subjects(self) -> tuple[str, ...]: ...
    @property
    def old_names(self) -> tuple[str, ...]: ...
    @property
    def roles(self) -> tuple[str, ...]: ...


@dataclass(frozen=True)
class Tables:
    """The tables of a set's ``_forms`` module (each field its name there, in capitals)."""

    surface_text: Mapping[str, str]
    surfaces: tuple[str, ...]
    people: tuple[str, ...]
    note_text: Mapping[str, str]
    note_shapes: tuple[str, ...]
    forms: Mapping[str, tuple[str, str]]
    rotation: Sequence[tuple[str, int]]
    antonym_forms: tuple[str, ...]
    offtopic: tuple[tuple[str, str, str], ...]

    @classmethod
    def of(cls, module: ModuleType) -> Tables:
        return cls(**{f.name: getattr(module, f.name.upper()) for f in dataclasses.fields(cls)})


@dataclass(frozen=True)
class Spec:
    """One set: what its module names (read when called, so a test may replace ``DOMAINS`` or
    ``FROZEN`` there) and its two checks."""

    name: str
    prefix: str
    seed: int
    frozen: Path
    domains: Sequence[Domain]
    tables: Tables
    set_problems: Callable[[dict[str, Any]], list[str]]
    vocabulary_problems: Callable[[], list[str]]


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def content(text: str) -> set[str]:
    return tokens(text) - STOP


def memory_key(prefix: str, domain: str, subject: str, attribute: str) -> str:
    return f"{prefix}/{domain}/{subject}/{attribute}"


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


def _with_unit(query: str, unit: str) -> str:
    if not unit:
        return query
    if "\n" in query or query[-1] not in ".?!":
        return f"{query}\nI need it {unit}."
    return f"{query} I need it {unit}."


def _offered(values: tuple[str, ...], held: str, rng: random.Random) -> str:
    others = [v for v in values if not held or (v != held and f" {held}" not in f" {v}")]
    return rng.choice(others)


def _memories(
    spec: Spec, rng: random.Random
) -> tuple[list[dict[str, str]], dict[tuple[str, str], set[str]]]:
    """Every fact (on the surface least used so far) and every rename note; and who holds what."""
    t = spec.tables
    used: Counter[str] = Counter()
    out: list[dict[str, str]] = []
    held: dict[tuple[str, str], set[str]] = {}
    n = 0
    for d in spec.domains:
        load = dict.fromkeys(d.subjects, 0)
        for i, a in enumerate(d.attributes[:HELD]):
            order = sorted(d.subjects, key=lambda s: (load[s], rng.random()))
            who = order[: HOLDERS[i]]
            held[(d.key, a.key)] = set(who)
            for s in sorted(who, key=d.subjects.index):
                load[s] += 1
                form = min(t.surfaces, key=lambda f: (used[f], rng.random()))
                used[form] += 1
                text = t.surface_text[form].format(
                    s=s,
                    w=a.word,
                    v=rng.choice(a.values),
                    who=rng.choice(t.people),
                    nick=rng.choice(t.people).lower(),
                    hh=f"{rng.randint(8, 17):02d}",
                    mm=f"{rng.randint(0, 59):02d}",
                    k=rng.randint(1, 9),
                )
                key = memory_key(spec.prefix, d.key, s, a.key)
                out.append({"key": key, "text": text, "form": form})
        for s, old, role in zip(d.subjects, d.old_names, d.roles, strict=True):
            shape = t.note_shapes[n % len(t.note_shapes)]
            n += 1
            text = t.note_text[shape].format(old=old, new=s, role=role)
            key = memory_key(spec.prefix, d.key, s, RENAMED)
            out.append({"key": key, "text": text, "form": shape})
    rng.shuffle(out)
    return out, held


def _value(memories: list[dict[str, str]], key: str, a: Attribute) -> str:
    text = next(m["text"] for m in memories if m["key"] == key)
    return next(v for v in sorted(a.values, key=len, reverse=True) if v in text)


def _plan(
    spec: Spec,
    rng: random.Random,
    memories: list[dict[str, str]],
    held: dict[tuple[str, str], set[str]],
) -> dict[str, list[dict[str, Any]]]:
    """What each kind asks (before forms): one dict per request."""
    plan: dict[str, list[dict[str, Any]]] = {k: [] for k in KINDS}
    for d in spec.domains:
        base = {"domain": d.key}
        for i, a in enumerate(d.attributes[:HELD]):
            who = sorted(held[(d.key, a.key)], key=d.subjects.index)
            s = rng.choice(who)
            key = memory_key(spec.prefix, d.key, s, a.key)
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
    topics = [{"topic": t, "phrase_": p, "value_": v} for p, t, v in spec.tables.offtopic]
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
    tables: Tables,
    kind: str,
    req: dict[str, Any],
    at: tuple[int, int, int, int],
    names: dict[str, tuple[str, str]],
    rng: random.Random,
) -> dict[str, Any]:
    """The case asking ``req`` at ``at`` (slot, wording, phrasing, which typo)."""
    slot, wording, phrasing, how = at
    form, number = tables.rotation[slot]
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
    query = tables.forms[form][phrasing].format(p=p, n=n, v=offered)
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


def generate(spec: Spec, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    memories, held = _memories(spec, rng)
    plan = _plan(spec, rng, memories, held)
    names = {
        s: (o, r)
        for d in spec.domains
        for s, o, r in zip(d.subjects, d.old_names, d.roles, strict=True)
    }
    tables = spec.tables
    cases: list[dict[str, Any]] = []
    size = len(tables.rotation)
    for offset, kind in enumerate(KINDS):
        reqs = plan[kind]
        if kind != "offtopic":
            rng.shuffle(reqs)
        start = rng.randrange(size)
        for j, req in enumerate(reqs):
            phrasing = (j // size) % 2
            slot = (start + j) % size
            if kind == "answer":
                cases.append(_case(tables, kind, req, (slot, 0, phrasing, j // 3), names, rng))
                slot2 = (slot + SYNONYM_GAP) % size
                cases.append(_case(tables, kind, req, (slot2, 1, phrasing, j // 2), names, rng))
            else:
                at = (slot, (j + offset) % 2, phrasing, j // 2)
                cases.append(_case(tables, kind, req, at, names, rng))
    for i, req in enumerate(plan.get("antonym", [])):
        a: Attribute = req["a"]
        cases.append(
            {
                "query": tables.antonym_forms[i % 2].format(p=a.antonym, n=req["subject"]),
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
    return {"name": spec.name, "seed": seed, "memories": memories, "cases": cases}


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def main(spec: Spec, argv: list[str] | None = None) -> int:
    """Writes the set's frozen copy (``--check``: only checks); refuses a set its checks reject."""
    args = sys.argv[1:] if argv is None else argv
    found = spec.vocabulary_problems()
    data = generate(spec, spec.seed)
    found += spec.set_problems(data)
    for p in found:
        print(p, file=sys.stderr)
    if found:
        return 1
    if "--check" not in args:
        spec.frozen.write_text(dumps(data), encoding="utf-8")
    print(f"{len(data['memories'])} memories, {len(data['cases'])} cases")
    return 0
