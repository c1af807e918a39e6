"""The twelfth blind held-out retrieval set ``unknowns12`` (Kimetsu schema).

Nine domains, unlike those of ``unknowns2`` to ``unknowns11``, each with six subjects and twelve
attributes (nine held, three held by nobody); answers, other-subject, absent-attribute and
related-unknown negatives and off-topic requests, asked in sixteen request forms, over memories
written on twelve surfaces (``retrieval_unknowns12_forms``). The generator refuses to write a set
its own checks reject. Regenerate the frozen copy with ``python -m
cairn.bench.retrieval_unknowns12``."""

from __future__ import annotations

import json
import random
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from cairn.bench.retrieval_unknowns12_domains import (
    COASTERS,
    GREENS,
    LIGHTHOUSES,
    SORTING,
    STILLS,
    Attribute,
    Domain,
)
from cairn.bench.retrieval_unknowns12_domains2 import DOMAINS2
from cairn.bench.retrieval_unknowns12_forms import (
    NUMERIC_ONLY,
    OFFTOPIC,
    RENAMED,
    ROTATION,
    SURFACES,
    doubled_typo,
    fixed_text,
    misspelt,
    numeric,
    rename_note,
    render,
    spelled,
    swap_typo,
)

SEED = 120517
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns12.json"
DOMAINS: tuple[Domain, ...] = (LIGHTHOUSES, COASTERS, SORTING, STILLS, GREENS, *DOMAINS2)
WORDINGS = ("word", "synonym")
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
HELD = 9
PARTNER_HOLDERS = (5, 4, 4)
OTHER_HOLDERS = (2, 2, 1, 1, 1, 1)
OTHER_PER_DOMAIN = 12
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 18
ANSWER_GAP = 5
STOP = frozenset(
    {"a", "an", "the", "of", "for", "to", "in", "on", "at", "is", "are", "and", "or", "per"}
    | {"by", "with", "from", "it", "its", "as", "be", "this", "that"}
)


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def content(text: str) -> set[str]:
    return {t for t in tokens(text) if t not in STOP and len(t) > 1 and not t.isdigit()}


def stems(text: str) -> set[str]:
    return {t[:5] for t in content(text)}


def memory_key(domain: str, subject: str, attribute: str) -> str:
    return f"u12/{domain}/{subject}/{attribute}"


def partner(d: Domain, a: Attribute) -> Attribute:
    """The held attribute (of the first three) an attribute nobody holds shares a word with."""
    return d.attributes[d.attributes.index(a) - HELD]


def _names() -> list[str]:
    return [n for d in DOMAINS for n in (*d.subjects, *d.old_names)]


def vocabulary_problems() -> list[str]:
    """Vocabulary that could leak or blur a case: a synonym sharing a crude stem (five letters)
    with a held word, a value, a name or role of its domain or a surface's fixed text; a
    neighbour's extra word a value, a name, a role or fixed text could write, or that sits in an
    attribute's word; a unit asked that a value or fixed text writes; a word written inside
    another; values mixing numbers and words; an attribute nobody holds sharing a word with no
    held attribute, with two, or not with its partner; names that repeat or sit inside another."""
    out: list[str] = []
    fixed = fixed_text()
    names = _names()
    low = [n.casefold() for n in names]
    if len(set(low)) != len(low):
        out.append("a name repeats")
    for x in low:
        out += [f"name {x!r} sits inside {y!r}" for y in low if x != y and x in y]
    roles = [r for d in DOMAINS for r in d.roles]
    if len(set(roles)) != len(roles):
        out.append("a role repeats")
    for d in DOMAINS:
        words = " ".join(a.word for a in d.attributes)
        values = " ".join(v for a in d.attributes for v in a.values)
        people = " ".join((*d.subjects, *d.old_names, *d.roles))
        writable = stems(values) | stems(people) | stems(fixed)
        held = stems(words) | writable
        if len({a.key for a in d.attributes} | {a.near_key for a in d.attributes}) != 24:
            out.append(f"{d.key}: keys repeat")
        for s in (*d.subjects, *d.old_names):
            if content(s) & content(words):
                out.append(f"{d.key}: name {s!r} writes an attribute's word")
        for a in d.attributes:
            for syn in (a.synonym, a.near_synonym):
                bad = sorted(w for w in content(syn) if w[:5] in held)
                if bad:
                    out.append(f"{d.key}: synonym {syn!r} shares a crude stem ({bad})")
            if a.extra[:5] in writable or a.extra in tokens(fixed):
                out.append(f"{d.key}: neighbour word {a.extra!r} could be written by a memory")
            if a.extra in tokens(words):
                out.append(f"{d.key}: neighbour word {a.extra!r} sits in an attribute's word")
            if a.asked_in and content(a.asked_in) & (tokens(" ".join(a.values)) | tokens(fixed)):
                out.append(f"{d.key}: {a.word} is written {a.asked_in}")
            if len({numeric(v) for v in a.values}) != 1:
                out.append(f"{d.key}: {a.word} mixes numeric and worded values")
            for b in d.attributes:
                if a is b:
                    continue
                if a.word == b.word or any(
                    x != y and x in y for x in a.word.split() for y in b.word.split()
                ):
                    out.append(f"{d.key}: {a.word!r} is written inside {b.word!r}")
        for a in d.attributes[HELD:]:
            sharing = [b for b in d.attributes if b is not a and content(a.word) & content(b.word)]
            if sharing != [partner(d, a)]:
                got = [b.word for b in sharing]
                out.append(f"{d.key}: {a.word!r} shares a word with {got}, not its partner")
    return out


def _holdings(rng: random.Random, d: Domain) -> dict[str, list[str]]:
    held: dict[str, list[str]] = {}
    load: Counter[str] = Counter()
    order = rng.sample(range(3), 3)
    for i, k in zip(order, PARTNER_HOLDERS, strict=True):
        held[d.attributes[i].key] = rng.sample(d.subjects, k)
    for who in held.values():
        load.update(who)
    for a, k in zip(d.attributes[3:HELD], OTHER_HOLDERS, strict=True):
        ranked = sorted(d.subjects, key=lambda s: (load[s], rng.random()))
        held[a.key] = ranked[:k]
        load.update(ranked[:k])
    return {a.key: held[a.key] for a in d.attributes[:HELD]}


def _memories(rng: random.Random) -> tuple[list[dict[str, str]], dict[tuple[str, str], str]]:
    memories: list[dict[str, str]] = []
    values: dict[tuple[str, str], str] = {}
    used: Counter[str] = Counter()
    n = 0
    for d in DOMAINS:
        for a, who in _holdings(rng, d).items():
            attr = next(x for x in d.attributes if x.key == a)
            vals = rng.sample(attr.values, len(attr.values))
            for j, s in enumerate(who):
                v = vals[j % len(vals)]
                allowed = [f for f in SURFACES if numeric(v) or f not in NUMERIC_ONLY]
                form = min(allowed, key=lambda f: used[f])
                used[form] += 1
                n += 1
                text = SURFACES[form](s, attr.word, v, n)
                memories.append({"key": memory_key(d.key, s, a), "text": text, "form": form})
                values[(s, a)] = v
        for i, (s, old, role) in enumerate(zip(d.subjects, d.old_names, d.roles, strict=True)):
            text = rename_note(i, s, old, role)
            memories.append({"key": memory_key(d.key, s, RENAMED), "text": text, "form": "note"})
    return memories, values


def _case(
    kind: str, form: str, wording: str, phrasing: int, phrase: str, name: str, value: str = ""
) -> dict[str, Any]:
    if form == "typo":
        phrase = swap_typo(phrase) if phrasing == 0 else doubled_typo(phrase)
    elif form == "misspelt":
        phrase = misspelt(phrase)
    return {
        "query": render(form, phrasing, name, phrase, value),
        "relevant": [],
        "kind": kind,
        "variant": f"{form}/{wording}",
        "phrase": phrase,
    }


def _slot(i: int) -> tuple[str, int]:
    """The form at rotation slot ``i`` and its phrasing (the typo slots fix theirs)."""
    k = i % len(ROTATION)
    form = ROTATION[k]
    if form == "typo":
        return form, 0 if ROTATION.index("typo") == k else 1
    return form, (i // len(ROTATION)) % 2


def _ask(
    base: dict[str, Any], i: int, wording: str, d: Domain, subject: str, attr: Attribute, near: bool
) -> dict[str, Any]:
    form, phrasing = _slot(i)
    phrase = (attr.near_word if near else attr.word) if wording == "word" else None
    if phrase is None:
        phrase = attr.near_synonym if near else attr.synonym
    k = d.subjects.index(subject)
    name, extra = subject, {}
    if form == "alias":
        name, extra = d.old_names[k], {"alias": d.old_names[k]}
    elif form == "role":
        name, extra = d.roles[k], {"role": d.roles[k]}
    elif form == "spelling":
        name = spelled(subject)
        extra = {"spelled": name}
    held = base.get("value", "")
    confirm = next(v for v in (*attr.values[i % 4 :], *attr.values) if v != held)
    case = _case(base["kind"], form, wording, phrasing, phrase, name, confirm)
    case.update(base)
    case.update(extra)
    if base["kind"] == "answer" and attr.asked_in:
        case["asked_in"] = attr.asked_in
        case["query"] += f" I need it {attr.asked_in}."
    return case


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    memories, values = _memories(rng)
    held: dict[tuple[str, str], list[str]] = defaultdict(list)
    for m in memories:
        _p, dk, sk, ak = m["key"].split("/")
        if ak != RENAMED:
            held[(dk, ak)].append(sk)
    cases: list[dict[str, Any]] = []
    counter: Counter[str] = Counter()

    def nxt(kind: str) -> int:
        counter[kind] += 1
        return counter[kind] - 1 + 3 * KINDS.index(kind)

    for d in DOMAINS:
        facts = [(s, a) for a in d.attributes[:HELD] for s in held[(d.key, a.key)]]
        for a in d.attributes[:HELD]:
            s = rng.choice(held[(d.key, a.key)])
            base: dict[str, Any] = {
                "relevant": [memory_key(d.key, s, a.key)],
                "kind": "answer",
                "domain": d.key,
            }
            base |= {"subject": s, "attribute": a.key, "value": values[(s, a.key)]}
            i = nxt("answer")
            cases.append(_ask(base, i, "word", d, s, a, False))
            cases.append(_ask(base, i + ANSWER_GAP, "synonym", d, s, a, False))
        pairs = [
            (s, a) for a in d.attributes[:HELD] for s in d.subjects if s not in held[(d.key, a.key)]
        ]
        chosen = [rng.choice([p for p in pairs if p[1] is a]) for a in d.attributes[:HELD]]
        chosen += rng.sample([p for p in pairs if p not in chosen], OTHER_PER_DOMAIN - HELD)
        for s, a in chosen:
            base = {"kind": "other_subject", "domain": d.key, "subject": s, "attribute": a.key}
            i = nxt("other_subject")
            cases.append(_ask(base, i, WORDINGS[i % 2], d, s, a, False))
        for a in d.attributes[HELD:]:
            first = rng.sample(
                held[(d.key, partner(d, a).key)], len(held[(d.key, partner(d, a).key)])
            )
            rest = rng.sample([s for s in d.subjects if s not in first], 6 - len(first))
            for s in (first + rest)[:ABSENT_SUBJECTS]:
                base = {"kind": "absent", "domain": d.key, "subject": s, "attribute": a.key}
                i = nxt("absent")
                cases.append(_ask(base, i, WORDINGS[i % 2], d, s, a, False))
        for s, a in rng.sample(facts, RELATED_PER_DOMAIN):
            base = {"kind": "related_unknown", "domain": d.key, "subject": s}
            base |= {"attribute": a.near_key, "near": a.key}
            i = nxt("related_unknown")
            cases.append(_ask(base, i, WORDINGS[i % 2], d, s, a, True))
    for phrase, thing, value in OFFTOPIC:
        for _ in range(2):
            i = nxt("offtopic")
            form, phrasing = _slot(i)
            case = _case("offtopic", form, WORDINGS[i % 2], phrasing, phrase, thing, value)
            case["topic"] = thing
            cases.append(case)
    rng.shuffle(memories)

    data = {"memories": memories, "cases": cases}
    return data


def _phrases(case: dict[str, Any]) -> tuple[str, str]:
    d = next(x for x in DOMAINS if x.key == case["domain"])
    if case["kind"] == "related_unknown":
        a = next(x for x in d.attributes if x.near_key == case["attribute"])
        return a.near_word, a.near_synonym
    a = next(x for x in d.attributes if x.key == case["attribute"])
    return a.word, a.synonym


def problems(data: dict[str, Any]) -> list[str]:
    """What the set's own checks reject: the vocabulary's problems, an answer its memory does not
    hold (or whose memory writes a word of the synonym or of the unit asked), an unknown a memory
    answers or of the wrong kind, a subject holding fewer than three or more than four
    attributes, an old name or role written outside its rename note, an off-topic request naming
    a name of the store, a SQL surface with a worded value."""
    out = vocabulary_problems()
    text = {m["key"]: m["text"] for m in data["memories"]}
    held: dict[tuple[str, str], set[str]] = defaultdict(set)
    for m in data["memories"]:
        _p, dk, s, a = m["key"].split("/")
        if a != RENAMED:
            held[(dk, a)].add(s)
        if m.get("form") in NUMERIC_ONLY and not re.search(
            r"CHECK \([a-z0-9_]+ <= -?\d", m["text"]
        ):
            out.append(f"{m['key']}: a worded value on a numeric surface")
    for d in DOMAINS:
        load = Counter(s for (dk, _a), who in held.items() if dk == d.key for s in who)
        out += [f"{s} holds {load[s]} attributes" for s in d.subjects if not 3 <= load[s] <= 4]
        for s, old, role in zip(d.subjects, d.old_names, d.roles, strict=True):
            note = memory_key(d.key, s, RENAMED)
            for said in (old, role):
                where = [k for k, t in text.items() if said.casefold() in t.casefold()]
                if where != [note]:
                    out.append(f"{said!r} is written in {where}")
    store = [n.casefold() for n in (*_names(), *(r for d in DOMAINS for r in d.roles))]
    for c in data["cases"]:
        if c["kind"] == "offtopic":
            if any(n in c["query"].casefold() for n in store):
                out.append(f"off-topic {c['query']!r} names the store")
            continue
        word, synonym = _phrases(c)
        if c["kind"] == "answer":
            mem = text.get(c["relevant"][0], "")
            if c["value"] not in mem or c["subject"] not in mem or word not in mem:
                out.append(f"{c['relevant'][0]} does not hold {c['value']!r}")
            if content(synonym) & tokens(mem):
                out.append(f"{c['relevant'][0]} writes a word of {synonym!r}")
            if c.get("asked_in") and content(c["asked_in"]) & tokens(mem):
                out.append(f"{c['relevant'][0]} is written {c['asked_in']}")
            continue
        who = held.get((c["domain"], c["attribute"]), set())
        if memory_key(c["domain"], c["subject"], c["attribute"]) in text:
            out.append(f"{c['subject']} holds {c['attribute']}")
        for k, t in text.items():
            low = t.casefold()
            if c["subject"].casefold() in low and (
                word.casefold() in low or synonym.casefold() in low
            ):
                out.append(f"{k} answers {c['query']!r}")
        if c["kind"] == "other_subject" and (not who or c["subject"] in who):
            out.append(f"other_subject {c['query']!r} is of another kind")
        if c["kind"] == "absent" and who:
            out.append(f"absent {c['query']!r} is held")
        if c["kind"] == "related_unknown" and (
            who or c["subject"] not in held.get((c["domain"], c["near"]), set())
        ):
            out.append(f"related_unknown {c['query']!r} is of another kind")
    return out


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def main(argv: list[str] | None = None) -> int:
    data = generate()
    found = problems(data)
    if found:
        for p in found:
            print(p, file=sys.stderr)
        print(f"refused: {len(found)} problems", file=sys.stderr)
        return 1
    FROZEN.write_text(dumps(data), encoding="utf-8")
    print(f"wrote {FROZEN.name}: {len(data['memories'])} memories, {len(data['cases'])} cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
