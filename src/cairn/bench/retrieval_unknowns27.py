"""The twenty-seventh blind held-out retrieval set, ``unknowns27``: nine domains (a surfboard
shaper's surfboards, a birdhouse builder's birdhouses, a spinning wheel maker's spinning wheels, a
marimba workshop's marimbas, an abacus maker's abacuses, a gazebo builder's gazebos, a snowshoe
maker's snowshoes, a rocking chair workshop's rocking chairs and a dollhouse workshop's
dollhouses), asked whether ``cairn recall`` delivers the memory that answers a request and
nothing when the store cannot answer it.

Kinds: ``answer`` (a held fact, asked with the memory's word and with a synonym),
``other_subject`` (an attribute others hold, asked of a subject that does not), ``absent`` (an
attribute nobody holds, asked first of the subjects holding its partner), ``related_unknown``
(the neighbour of an attribute the subject holds, or its antonym) and ``offtopic``.

This module holds the generator, the vocabulary check (``vocabulary_problems``) and the set check
(``problems``); ``python -m cairn.bench.retrieval_unknowns27`` rewrites the frozen copy, and
refuses to when either check finds a problem (``--check`` only checks)."""

from __future__ import annotations

import json
import random
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from cairn.bench import retrieval_unknowns27_forms as forms
from cairn.bench.retrieval_unknowns27_check import STOP, content, memory_key, set_problems, tokens
from cairn.bench.retrieval_unknowns27_domains import DOMAINS, Attribute, Domain
from cairn.bench.retrieval_unknowns27_forms import OFFTOPIC, ROTATION

__all__ = [
    "ABSENT_SUBJECTS",
    "DOMAINS",
    "FROZEN",
    "HELD",
    "HOLDERS",
    "KINDS",
    "OFFTOPIC",
    "OTHER_PER_DOMAIN",
    "RELATED_PER_DOMAIN",
    "RENAMED",
    "SEED",
    "WORDINGS",
    "Attribute",
    "Domain",
    "content",
    "dumps",
    "generate",
    "main",
    "memory_key",
    "partner",
    "problems",
    "tokens",
    "vocabulary_problems",
]

SEED = 271207
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns27.json"
PREFIX = "u27"
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
NEGATIVE = ("other_subject", "absent", "related_unknown")
WORDINGS = ("word", "synonym")
HELD = 9
HOLDERS = (5, 4, 4, 2, 2, 1, 1, 1, 1)
OTHER_PER_DOMAIN = 12
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 18
RENAMED = "renamed"
APART = 5  # slots between an answer's two wordings


def partner(d: Domain, a: Attribute) -> Attribute:
    """The held attribute an attribute nobody holds shares a word with: nine places before it."""
    return d.attributes[d.attributes.index(a) - HELD]


def _stem(word: str) -> str:
    return word[:5]


def _words(text: str) -> set[str]:
    """The words a phrase or name writes (CamelCase split, digits dropped), lower case."""
    spaced = re.sub(r"([a-z])([A-Z])", r"\1 \2", text)
    return {w for w in re.findall(r"[a-z]+", spaced.casefold())}


def _stems(words: set[str]) -> set[str]:
    return {_stem(w) for w in words if not w.isdigit()}


def _domain_problems(d: Domain, fixed: set[str]) -> list[str]:
    out: list[str] = []
    attrs = d.attributes
    held = attrs[:HELD]
    names = [*d.subjects, *d.old_names]
    name_words = {w for n in names for w in _words(n)}
    role_words = {w for r in d.roles for w in _words(r)} - STOP
    title_words = content(d.title) | content(d.thing)
    word_words = {w for a in attrs for w in a.word.split()}
    value_words = {w for a in attrs for v in a.values for w in tokens(v) if not w.isdigit()}
    extras = {a.extra for a in attrs if a.extra}
    antonym_words = {w for a in attrs for w in a.antonym.split()}
    writable = value_words | name_words | role_words | fixed | word_words
    if len(attrs) != 12 or len(d.subjects) != 6 or len(d.old_names) != 6 or len(d.roles) != 6:
        out.append(f"{d.key}: not 12 attributes and 6 subjects, old names and roles")
    if sum(1 for a in attrs if a.antonym) != 1:
        out.append(f"{d.key}: not exactly one antonym")
    for n in names:
        hit = _words(n) & word_words
        if hit:
            out.append(f"name {n!r} writes {sorted(hit)}")
    for r in d.roles:
        hit = _words(r) & word_words
        if hit:
            out.append(f"role {r!r} writes {sorted(hit)}")
    every = [n.casefold() for n in names]
    for i, n in enumerate(every):
        if any(n in m for j, m in enumerate(every) if j != i):
            out.append(f"name {n!r} repeats or is written inside another")
    if len(set(d.roles)) != len(d.roles):
        out.append(f"{d.key}: roles repeat")
    for i, a in enumerate(attrs):
        w = a.word
        if len(w.split()) != 2:
            out.append(f"{w!r} is not two words")
        if set(w.split()) & fixed:
            out.append(f"{w!r} is written by the fixed text")
        phrases = [(b.word, b.synonym, b.near_word, b.near_synonym) for b in attrs if b is not a]
        inside = [p for group in phrases for p in group if p and w in p]
        inside += [p for p in (*d.roles, d.title, d.thing) if w in p]
        if inside:
            out.append(f"{w!r} is written inside {inside[0]!r}")
        # the synonym and the neighbour synonym share no crude stem with the domain's text
        others = word_words | value_words | name_words | role_words | title_words
        others |= extras | antonym_words | fixed
        syn = _stems(content(a.synonym))
        if syn & _stems(others):
            out.append(
                f"synonym {a.synonym!r} of {w!r} shares a stem with {sorted(syn & _stems(others))}"
            )
        if a.near_synonym:
            own = syn | {_stem(a.extra)}
            near = _stems(content(a.near_synonym)) - own
            if near & _stems(others):
                out.append(f"neighbour synonym {a.near_synonym!r} shares a stem with the domain")
        # values
        numeric = [v[:1].isdigit() for v in a.values]
        if len(a.values) != 4 or len(set(a.values)) != 4:
            out.append(f"{w!r}: values are not four and distinct")
        if any(c in v for v in a.values for c in ",\"{}'"):
            out.append(f"{w!r}: a value holds a comma, quote or brace")
        if any(numeric) and not all(numeric):
            out.append(f"{w!r} mixes numeric and worded values")
        for v in a.values:
            if tokens(v) & word_words:
                out.append(f"value {v!r} of {w!r} writes an attribute's word")
            if any(v in x for x in a.values if x != v):
                out.append(f"value {v!r} of {w!r} is written inside another value")
        if i < HELD:
            out += _held_problems(d, i, a, writable, title_words)
        else:
            out += _absent_problems(d, a, held, writable, title_words)
    return out


def _held_problems(
    d: Domain, i: int, a: Attribute, writable: set[str], title: set[str]
) -> list[str]:
    out: list[str] = []
    w = a.word
    if not a.extra or len(a.extra.split()) != 1 or not a.near_synonym:
        out.append(f"{w!r} has no one-word neighbour and neighbour synonym")
    elif a.extra in writable or _stem(a.extra) in _stems(writable - set(w.split())):
        out.append(f"neighbour word {a.extra!r} of {w!r} could be written by a memory")
    else:
        held_words = {x for b in d.attributes if b is not a for x in b.word.split()}
        if a.extra in held_words:
            out.append(f"neighbour {a.near_word!r} holds another attribute's word")
    if a.unit:
        values = {t for b in d.attributes for v in b.values for t in tokens(v)}
        if content(a.unit) & (values | writable):
            out.append(
                f"unit {a.unit!r} of {w!r} is written by a value, a word, a name or fixed text"
            )
    if a.antonym:
        first, head = w.split(" ", 1)
        afirst, _sp, ahead = a.antonym.partition(" ")
        if (
            ahead != head
            or afirst == first
            or afirst in writable
            or afirst in title
            or HOLDERS[i] != 1
        ):
            out.append(f"antonym {a.antonym!r} is not its opposite {w!r}")
    return out


def _absent_problems(
    d: Domain, a: Attribute, held: tuple[Attribute, ...], writable: set[str], title: set[str]
) -> list[str]:
    out: list[str] = []
    w = a.word
    if a.extra or a.unit or a.antonym:
        out.append(f"{w!r}, held by nobody, has a neighbour, unit or antonym")
    mine = set(w.split())
    sharing = [b for b in held if mine & set(b.word.split())]
    if len(sharing) != 1:
        out.append(f"{w!r}, held by nobody, shares a word with {len(sharing)} held attributes")
    elif sharing[0] is not partner(d, a):
        out.append(f"{w!r} shares a word with {sharing[0].word!r}, not its partner")
    if mine & title:
        out.append(f"{w!r} shares a word with its domain's title or thing")
    if sharing:
        other = mine - set(sharing[0].word.split())
        if other & (writable - {x for b in d.attributes for x in b.word.split()}):
            out.append(f"{w!r}: its other word could be written by a memory")
    return out


def vocabulary_problems() -> list[str]:
    """What the vocabulary check refuses (see the module's page for the full list)."""
    fixed = content(forms.fixed_text())
    out: list[str] = []
    for d in DOMAINS:
        out += _domain_problems(d, fixed)
    names = [n.casefold() for d in DOMAINS for n in (*d.subjects, *d.old_names)]
    if len(set(names)) != len(names):
        out.append("names repeat across domains")
    roles = [r for d in DOMAINS for r in d.roles]
    if len(set(roles)) != len(roles):
        out.append("roles repeat across domains")
    return out


# --- the generator


def _typo(phrase: str, rng: random.Random) -> str:
    """The phrase with its longest word misspelt once: two neighbouring letters swapped, or its
    first letter doubled."""
    words = phrase.split(" ")
    at = max(range(len(words)), key=lambda k: (len(words[k]), -k))
    w = words[at]
    spots = [k for k in range(len(w) - 1) if w[k] != w[k + 1]]
    if rng.random() < 0.5 and spots:
        k = rng.choice(spots)
        words[at] = w[:k] + w[k + 1] + w[k] + w[k + 2 :]
    else:
        words[at] = w[0] + w
    return " ".join(words)


def _holdings(d: Domain, rng: random.Random) -> dict[str, list[str]]:
    """attribute key -> its holders: the least loaded subjects first, ties in a seeded order."""
    load: Counter[str] = Counter()
    out: dict[str, list[str]] = {}
    for a, n in zip(d.attributes[:HELD], HOLDERS, strict=True):
        order = {s: rng.random() for s in d.subjects}
        who = sorted(d.subjects, key=lambda s: (load[s], order[s]))[:n]
        load.update(who)
        out[a.key] = sorted(who, key=d.subjects.index)
    return out


def _memories(rng: random.Random) -> tuple[list[dict[str, str]], dict[str, dict[str, list[str]]]]:
    used: Counter[str] = Counter({f: 0 for f in forms.SURFACES})
    shapes = [s for s in forms.NOTE_SHAPES for _ in range(18)]
    rng.shuffle(shapes)
    memories: list[dict[str, str]] = []
    held: dict[str, dict[str, list[str]]] = {}
    k = 0
    for d in DOMAINS:
        held[d.key] = hold = _holdings(d, rng)
        for a in d.attributes[:HELD]:
            for s in hold[a.key]:
                order = {f: rng.random() for f in forms.SURFACES}
                form = min(forms.SURFACES, key=lambda f: (used[f], order[f]))
                used[form] += 1
                value = rng.choice(a.values)
                text = forms.surface(form, s, a.word, value, rng)
                memories.append({"key": memory_key(d.key, s, a.key), "text": text, "form": form})
        for s, old, role in zip(d.subjects, d.old_names, d.roles, strict=True):
            shape = shapes[k % len(shapes)]
            k += 1
            text = forms.note(shape, old, s, role)
            memories.append({"key": memory_key(d.key, s, RENAMED), "text": text, "form": shape})
    return memories, held


def _value_of(memories: list[dict[str, str]], key: str, a: Attribute) -> str:
    text = next(m["text"] for m in memories if m["key"] == key)
    return next(v for v in a.values if re.search(rf'[ ,"\']{re.escape(v)}(?:["\'.]|$)', text))


def _plans(
    memories: list[dict[str, str]], held: dict[str, dict[str, list[str]]], rng: random.Random
) -> dict[str, list[dict[str, Any]]]:
    """kind -> the cases to ask (without their form), in order."""
    plans: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for d in DOMAINS:
        hold = held[d.key]
        for a in d.attributes[:HELD]:
            s = rng.choice(hold[a.key])
            key = memory_key(d.key, s, a.key)
            case = {"domain": d.key, "subject": s, "attribute": a.key, "relevant": [key]}
            case["value"] = _value_of(memories, key, a)
            plans["answer"].append(case)
        pairs: list[tuple[Attribute, str]] = []
        for a in d.attributes[:HELD]:
            pairs.append((a, rng.choice([s for s in d.subjects if s not in hold[a.key]])))
        spare = [a for a in d.attributes[:HELD] if len(d.subjects) - len(hold[a.key]) >= 2]
        for a in rng.sample(spare, OTHER_PER_DOMAIN - HELD):
            left = [s for s in d.subjects if s not in hold[a.key] and (a, s) not in pairs]
            pairs.append((a, rng.choice(left)))
        for a, s in pairs:
            plans["other_subject"].append({"domain": d.key, "subject": s, "attribute": a.key})
        for a in d.attributes[HELD:]:
            first = list(hold[partner(d, a).key])
            rng.shuffle(first)
            rest = [s for s in d.subjects if s not in first]
            rng.shuffle(rest)
            for s in (first + rest)[:ABSENT_SUBJECTS]:
                plans["absent"].append({"domain": d.key, "subject": s, "attribute": a.key})
        for i, a in enumerate(d.attributes[:HELD]):
            left_out = rng.choice(hold[a.key]) if i < 3 else ""
            for s in hold[a.key]:
                if s != left_out:
                    case = {"domain": d.key, "subject": s, "attribute": a.near_key, "near": a.key}
                    plans["related_unknown"].append(case)
    for phrase, thing, _v in OFFTOPIC:
        for _twice in range(2):
            plans["offtopic"].append({"topic": thing, "_phrase": phrase})
    return plans


def _lookup(domain: str, attribute: str) -> tuple[Domain, Attribute]:
    d = next(x for x in DOMAINS if x.key == domain)
    for a in d.attributes:
        if attribute in (a.key, a.near_key, a.antonym_key):
            return d, a
    raise KeyError(attribute)


def _wordings(case: dict[str, Any]) -> tuple[str, str]:
    """(word, synonym) a case is asked with."""
    if "topic" in case:
        p = next(p for p, t, _v in OFFTOPIC if t == case["topic"])
        return p, p
    _d, a = _lookup(case["domain"], case["attribute"])
    if a.antonym and case["attribute"] == a.antonym_key:
        return a.antonym, a.antonym
    if case["attribute"] == a.near_key:
        return a.near_word, a.near_synonym
    return a.word, a.synonym


def _offer(case: dict[str, Any], rng: random.Random) -> str:
    if "topic" in case:
        return next(v for _p, t, v in OFFTOPIC if t == case["topic"])
    _d, a = _lookup(case["domain"], case["attribute"])
    return rng.choice([v for v in a.values if v != case.get("value")])


def _ask(
    case: dict[str, Any], kind: str, slot: int, wording: str, rng: random.Random, seen: Counter[str]
) -> dict[str, Any]:
    form = ROTATION[slot % len(ROTATION)][0]
    phrase = dict(zip(WORDINGS, _wordings(case), strict=True))[wording]
    if form == "typo":
        phrase = _typo(phrase, rng)
    out: dict[str, Any] = {"query": "", "relevant": case.get("relevant", [])}
    out |= {"kind": kind, "variant": f"{form}/{wording}"}
    out |= {k: v for k, v in case.items() if k not in ("relevant", "_phrase")}
    out["phrase"] = phrase
    name = case.get("subject") or case["topic"]
    if "subject" in case:
        d, _a = _lookup(case["domain"], case["attribute"])
        i = d.subjects.index(case["subject"])
        if form == "alias":
            name = out["alias"] = d.old_names[i]
        elif form == "role":
            name = out["role"] = d.roles[i]
    offered = ""
    if form == "comparative":
        offered = out["offered"] = _offer(case, rng)
    phrasing = seen[form] % 2
    seen[form] += 1
    query = forms.request(form, phrasing, phrase, name, offered)
    if kind == "answer" and case.get("asked_in"):
        sep = "\n" if "\n" in query or query[-1] not in ".?!" else " "
        query += f"{sep}I need it {case['asked_in']}."
    out["query"] = query
    return out


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    memories, held = _memories(rng)
    plans = _plans(memories, held, rng)
    cases: list[dict[str, Any]] = []
    seen: Counter[str] = Counter()
    for j, case in enumerate(plans["answer"]):
        _d, a = _lookup(case["domain"], case["attribute"])
        if a.unit:
            case["asked_in"] = a.unit
        cases.append(_ask(case, "answer", j, "word", rng, seen))
        cases.append(_ask(case, "answer", j + APART, "synonym", rng, seen))
    for kind in ("other_subject", "absent", "related_unknown", "offtopic"):
        for n, case in enumerate(plans[kind]):
            cases.append(_ask(case, kind, n, WORDINGS[n % 2], rng, seen))
    for n, d in enumerate(DOMAINS):
        a = next(x for x in d.attributes if x.antonym)
        s = held[d.key][a.key][0]
        query = forms.ANTONYM_FORMS[n % 2].format(p=a.antonym, n=s)
        cases.append(
            {
                "query": query,
                "relevant": [],
                "kind": "related_unknown",
                "variant": "antonym/word",
                "domain": d.key,
                "subject": s,
                "attribute": a.antonym_key,
                "near": a.key,
                "phrase": a.antonym,
            }
        )
    return {"name": "unknowns27", "seed": seed, "memories": memories, "cases": cases}


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def problems(data: dict[str, Any]) -> list[str]:
    """The set check (``retrieval_unknowns27_check.set_problems``) on this vocabulary."""
    return set_problems(DOMAINS, data)


def main(argv: list[str] | None = None) -> int:
    """Rewrite the frozen copy (``--check``: only check it); refuse when a check fails."""
    args = sys.argv[1:] if argv is None else argv
    data = generate()
    found = vocabulary_problems() + problems(data)
    if found:
        for p in found:
            print(p, file=sys.stderr)
        return 1
    if "--check" in args:
        same = FROZEN.is_file() and FROZEN.read_text(encoding="utf-8") == dumps(data)
        print("frozen copy is current" if same else "frozen copy differs", file=sys.stderr)
        return 0 if same else 1
    FROZEN.write_text(dumps(data), encoding="utf-8")
    print(f"wrote {len(data['memories'])} memories and {len(data['cases'])} cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
