"""The thirteenth blind held-out retrieval set ``unknowns13`` (Kimetsu schema).

Nine domains of six subjects; each subject holds three or four of a domain's nine held
attributes, one memory per fact on one of twelve surfaces, and a rename note naming its old name
and its role. Answers are asked with the memory's word and with a synonym no memory uses;
unknowns ask an attribute another subject holds, an attribute nobody holds (sharing a word with
a held partner) or a neighbour of a held attribute (its word with one more word); off-topic
requests come from outside the project. Requests come in sixteen forms. The generator refuses
to write a set its own checks reject: ``python -m cairn.bench.retrieval_unknowns13``."""

from __future__ import annotations

import json
import random
import re
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cairn.bench.retrieval_unknowns13_domains import Attribute, Domain
from cairn.bench.retrieval_unknowns13_domains2 import DOMAINS as _DOMAINS
from cairn.bench.retrieval_unknowns13_forms import (
    FORMS,
    OFFTOPIC,
    RENAME_SHAPES,
    ROTATION,
    SURFACES,
    dropped,
    fixed_text,
    rename_note,
    surface,
    title,
    typo,
)

SEED = 130611
PREFIX = "u13"
RENAMED = "renamed"
HELD = 9
HOLDERS = (5, 4, 4, 2, 2, 1, 1, 1, 1)
ABSENT_SUBJECTS = 5
OTHER_PER_DOMAIN = 12
RELATED_PER_DOMAIN = 18
WORDINGS = ("word", "synonym")
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
NEGATIVE = ("other_subject", "absent", "related_unknown")
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns13.json"
DOMAINS: tuple[Domain, ...] = _DOMAINS

STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "for",
        "is",
        "in",
        "to",
        "and",
        "on",
        "at",
        "as",
        "by",
        "it",
        "its",
        "s",
        "what",
        "with",
        "per",
        "or",
        "be",
        "i",
        "we",
        "me",
        "my",
        "our",
        "this",
        "that",
        "from",
        "into",
    ]
)


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def content(text: str) -> set[str]:
    return tokens(text) - STOP


def stems(text: str) -> set[str]:
    return {w if w.isdigit() else w[:5] for w in content(text)}


def memory_key(domain: str, subject: str, attribute: str) -> str:
    return f"{PREFIX}/{domain}/{subject}/{attribute}"


def partner(d: Domain, a: Attribute) -> Attribute:
    """The held attribute an attribute nobody holds shares a word with."""
    return d.attributes[d.attributes.index(a) - HELD]


# -- generation -----------------------------------------------------------------------------------


def _holdings(d: Domain, rng: random.Random) -> dict[str, list[str]]:
    order = [0, 1, 2]
    rng.shuffle(order)
    plan = [*zip(order, HOLDERS[:3], strict=True), *zip(range(3, HELD), HOLDERS[3:], strict=True)]
    load = dict.fromkeys(d.subjects, 0)
    held: dict[str, list[str]] = {}
    for ai, count in plan:
        ranked = sorted(d.subjects, key=lambda s: (load[s], rng.random()))[:count]
        held[d.attributes[ai].key] = [s for s in d.subjects if s in ranked]
        for s in ranked:
            load[s] += 1
    return held


class _Asker:
    """Turns (kind, form, wording) into a case, keeping each form's phrasing alternating."""

    def __init__(self) -> None:
        self.turn: Counter[tuple[str, str]] = Counter()

    def ask(
        self,
        kind: str,
        form: str,
        wording: str,
        phrase: str,
        subject: dict[str, str],
        confirm: str,
        fields: dict[str, Any],
    ) -> dict[str, Any]:
        i = self.turn[(kind, form)]
        self.turn[(kind, form)] += 1
        name = subject["subject"]
        extra: dict[str, str] = {}
        if form == "alias" and "old" in subject:
            name = extra["alias"] = subject["old"]
        elif form == "role" and "role" in subject:
            name = extra["role"] = subject["role"]
        elif form == "dropped" and "old" in subject:
            name = extra["spelled"] = dropped(name)
        if form == "typo":
            phrase = typo(phrase, doubled=i % 2 == 1)
        elif form == "ticket":
            phrase = title(phrase)
        query = FORMS[form](phrase, name, i, confirm)
        case: dict[str, Any] = {"query": query, "relevant": [], "kind": kind}
        case["variant"] = f"{form}/{wording}"
        case.update(fields)
        case["phrase"] = phrase
        case.update(extra)
        return case


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    memories: list[dict[str, str]] = []
    cases: list[dict[str, Any]] = []
    used: Counter[str] = Counter()
    asker = _Asker()
    count: Counter[str] = Counter()
    for d in DOMAINS:
        held = _holdings(d, rng)
        who = {
            s: {"subject": s, "old": o, "role": r}
            for s, o, r in zip(d.subjects, d.old_names, d.roles, strict=True)
        }
        facts: list[tuple[str, Attribute, str]] = []
        for a in d.attributes[:HELD]:
            start = rng.randrange(len(a.values))
            for k, s in enumerate(held[a.key]):
                facts.append((s, a, a.values[(start + k) % len(a.values)]))
        for s, a, v in facts:
            kind = min(SURFACES, key=lambda x: (used[x], SURFACES.index(x)))
            used[kind] += 1
            text = surface(kind, s, a.word, v, sum(used.values()), d.key)
            memories.append({"key": memory_key(d.key, s, a.key), "text": text, "form": kind})
        shift = rng.randrange(len(RENAME_SHAPES))
        for k, s in enumerate(d.subjects):
            shape = RENAME_SHAPES[(k + shift) % len(RENAME_SHAPES)]
            text = rename_note(shape, s, who[s]["old"], who[s]["role"])
            memories.append({"key": memory_key(d.key, s, RENAMED), "text": text, "form": shape})
        value = {(s, a.key): v for s, a, v in facts}

        def base(kind: str, s: str, a: Attribute, dk: str = d.key, **more: Any) -> dict[str, Any]:
            return {"domain": dk, "subject": s, "attribute": a.key, **more}

        # answers: each held attribute once, with the word and (five slots later) the synonym
        for a in d.attributes[:HELD]:
            s = rng.choice(held[a.key])
            v = value[(s, a.key)]
            other = next(x for x in a.values[::-1] if x != v)
            j = count["answer"]
            count["answer"] += 1
            for wording, phrase, slot in (("word", a.word, j), ("synonym", a.synonym, j + 5)):
                form = ROTATION[slot % len(ROTATION)]
                fields = base("answer", s, a, value=v)
                if a.unit:
                    fields["asked_in"] = a.unit
                case = asker.ask("answer", form, wording, phrase, who[s], other, fields)
                case["relevant"] = [memory_key(d.key, s, a.key)]
                if a.unit:
                    q = case["query"]
                    q += "" if q[-1] in ".?!" else "."
                    case["query"] = q + ("\n" if "\n" in q else " ") + f"I need it {a.unit}."
                cases.append(case)

        def unknown(
            kind: str,
            s: str,
            a: Attribute,
            phrases: tuple[str, str],
            who: dict[str, dict[str, str]] = who,
            **more: Any,
        ) -> None:
            i = count[kind]
            count[kind] += 1
            form, wording = ROTATION[i % len(ROTATION)], WORDINGS[i % 2]
            phrase = phrases[WORDINGS.index(wording)]
            fields = base(kind, s, a, **more)
            cases.append(asker.ask(kind, form, wording, phrase, who[s], a.values[i % 4], fields))

        asked: set[tuple[str, str]] = set()
        spare = [k for k in range(HELD) if len(held[d.attributes[k].key]) <= len(d.subjects) - 2]
        extra = rng.sample(spare, OTHER_PER_DOMAIN - HELD)
        for ai in [*range(HELD), *extra]:
            a = d.attributes[ai]
            free = [s for s in d.subjects if s not in held[a.key] and (s, a.key) not in asked]
            s = rng.choice(free)
            asked.add((s, a.key))
            unknown("other_subject", s, a, (a.word, a.synonym))
        for a in d.attributes[HELD:]:
            mates = held[partner(d, a).key]
            first = sorted(mates, key=lambda _s: rng.random())
            rest = sorted((s for s in d.subjects if s not in mates), key=lambda _s: rng.random())
            for s in [*first, *rest][:ABSENT_SUBJECTS]:
                unknown("absent", s, a, (a.word, a.synonym))
        skip = set(rng.sample(range(len(facts)), len(facts) - RELATED_PER_DOMAIN))
        for k, (s, a, _v) in enumerate(facts):
            if k not in skip:
                near = Attribute(a.near_word, a.near_synonym, a.values, "", "")
                unknown("related_unknown", s, near, (a.near_word, a.near_synonym), near=a.key)
    for k, (phrase, thing, v) in enumerate([*OFFTOPIC, *OFFTOPIC]):
        i = count["offtopic"]
        count["offtopic"] += 1
        form, wording = ROTATION[i % len(ROTATION)], WORDINGS[k // len(OFFTOPIC)]
        subject = {"subject": thing}
        cases.append(asker.ask("offtopic", form, wording, phrase, subject, v, {"topic": thing}))
    return {"name": "unknowns13", "seed": seed, "memories": memories, "cases": cases}


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


# -- the checks the generator runs before writing -------------------------------------------------


def _attrs() -> dict[tuple[str, str], tuple[str, str]]:
    """(domain, attribute or neighbour key) -> (word, synonym)."""
    out = {}
    for d in DOMAINS:
        for a in d.attributes:
            out[(d.key, a.key)] = (a.word, a.synonym)
            out[(d.key, a.near_key)] = (a.near_word, a.near_synonym)
    return out


def data_problems(data: dict[str, Any]) -> list[str]:
    """Answers not held by their memory (or whose memory uses a synonym's word or writes the
    unit asked), unknowns the store answers or of the wrong kind, and old names or roles said
    elsewhere than in their rename note."""
    words = _attrs()
    text = {m["key"]: m["text"] for m in data["memories"]}
    held: dict[tuple[str, str], set[str]] = {}
    for key in text:
        _p, dk, s, ak = key.split("/")
        held.setdefault((dk, ak), set()).add(s)
    out = []
    for c in data["cases"]:
        if c["kind"] == "offtopic":
            continue
        word, synonym = words[(c["domain"], c["attribute"])]
        if c["kind"] == "answer":
            mem = text.get(c["relevant"][0], "")
            if c["value"] not in mem or c["subject"] not in mem or word not in mem:
                out.append(f"{c['relevant'][0]} does not hold {word} = {c['value']}")
            if content(synonym) & tokens(mem):
                out.append(f"{c['relevant'][0]} uses a word of the synonym {synonym!r}")
            if c.get("asked_in") and content(c["asked_in"]) & tokens(mem):
                out.append(f"{c['relevant'][0]} is written {c['asked_in']}")
            continue
        if memory_key(c["domain"], c["subject"], c["attribute"]) in text:
            out.append(f"{c['subject']} holds {c['attribute']}")
        for key, t in text.items():
            low = t.casefold()
            if c["subject"].casefold() in low and (
                word.casefold() in low or synonym.casefold() in low
            ):
                out.append(f"{key} answers {c['query']!r}")
        who = held.get((c["domain"], c["attribute"]), set())
        if c["kind"] == "other_subject" and (not who or c["subject"] in who):
            out.append(f"other_subject {c['query']!r} is of another kind")
        if c["kind"] == "related_unknown" and c["subject"] not in held.get(
            (c["domain"], c["near"]), set()
        ):
            out.append(f"related_unknown {c['query']!r} is of another kind")
    for d in DOMAINS:
        for s, o, r in zip(d.subjects, d.old_names, d.roles, strict=True):
            note = memory_key(d.key, s, RENAMED)
            for said in (o, r):
                where = [k for k, t in text.items() if said in t]
                if where != [note]:
                    out.append(f"{said} is written in {where}")
    return out


def _inside(word: str, words: Sequence[str]) -> list[str]:
    return [w for w in words if w != word and word in w]


def vocabulary_problems() -> list[str]:
    """A synonym sharing a crude stem with a held word, a value, a name or role of its domain or
    a surface's fixed text; a neighbour word a memory could write or inside an attribute's word;
    a unit asked that a value or fixed text writes; a name writing an attribute's word; an
    attribute nobody holds sharing a word with no held attribute, with two or not with its
    partner; a word written inside another; values mixing numbers and words; names repeated or
    inside another."""
    fixed = fixed_text()
    out = []
    every: list[str] = []
    for d in DOMAINS:
        names = [*d.subjects, *d.old_names, *d.roles]
        every += [*d.subjects, *d.old_names]
        values = [v for a in d.attributes for v in a.values]
        written = " ".join([*names, *values, fixed, d.title, d.key])
        banned = stems(" ".join(a.word for a in d.attributes)) | stems(written)
        banned |= {a.extra[:5] for a in d.attributes}
        held_words = {w for a in d.attributes for w in content(a.word)}
        for a in d.attributes:
            for what, syn in (("synonym", a.synonym), ("neighbour synonym", a.near_synonym)):
                if stems(syn) & banned:
                    out.append(
                        f"{d.key}: {what} {syn!r} shares a stem {sorted(stems(syn) & banned)}"
                    )
            if a.extra in tokens(written) or a.extra[:5] in stems(written):
                out.append(f"{d.key}: the neighbour word {a.extra!r} could be written")
            if [w for w in held_words if a.extra in w or w in a.extra]:
                out.append(f"{d.key}: the neighbour word {a.extra!r} sits in an attribute's word")
            if a.unit and content(a.unit) & (tokens(" ".join(a.values)) | tokens(fixed)):
                out.append(f"{d.key}: the unit {a.unit!r} is written by a value or fixed text")
            digits = [bool(re.search(r"\d", v)) for v in a.values]
            if any(digits) and not all(digits):
                out.append(f"{d.key}: {a.word!r} mixes numeric and worded values")
            if (
                len(a.values) != 4
                or len(set(a.values)) != 4
                or any(c in v for v in a.values for c in ',"')
            ):
                out.append(f"{d.key}: {a.word!r} needs four plain distinct values")
            for w in _inside(a.word, [b.word for b in d.attributes]):
                out.append(f"{d.key}: {a.word!r} is written inside {w!r}")
        for a in d.attributes[HELD:]:
            shared = [b for b in d.attributes[:HELD] if content(a.word) & content(b.word)]
            p = partner(d, a)
            if shared != [p] or len(content(a.word) & content(p.word)) != 1:
                out.append(f"{d.key}: {a.word!r} shares a word with {[b.word for b in shared]}")
        for n in [*d.subjects, *d.old_names]:
            hit = [w for w in held_words if len(w) >= 4 and w in n.casefold()]
            if hit:
                out.append(f"{d.key}: the name {n!r} writes {hit}")
        if len(d.subjects) != 6 or len(d.old_names) != 6 or len(d.roles) != 6:
            out.append(f"{d.key}: needs six subjects, old names and roles")
    for n in every:
        inside = [m for m in every if m != n and n.casefold() in m.casefold()]
        if inside or every.count(n) != 1:
            out.append(f"the name {n!r} repeats or sits inside {inside}")
    roles = [r for d in DOMAINS for r in d.roles]
    if len(set(roles)) != len(roles):
        out.append("a role repeats")
    return out


def problems(data: dict[str, Any]) -> list[str]:
    return [*vocabulary_problems(), *data_problems(data)]


def main(argv: Sequence[str] | None = None) -> int:
    data = generate()
    found = problems(data)
    if found:
        for p in found:
            print(p, file=sys.stderr)
        print(f"refusing to write {FROZEN.name}: {len(found)} problems", file=sys.stderr)
        return 1
    FROZEN.write_text(dumps(data), encoding="utf-8")
    print(f"wrote {FROZEN.name}: {len(data['memories'])} memories, {len(data['cases'])} cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
