"""The twenty-fourth blind held-out retrieval set ``unknowns24``: nine domains (an owl
sanctuary, a music box workshop, a perfume house, a tapestry workshop, a hammock maker, a totem
carving yard, an orchid nursery, a scarecrow festival and a terrarium studio), six subjects
each, twelve attributes each (nine held, three held by nobody), and requests of five kinds
(``answer``, ``other_subject``, ``absent``, ``related_unknown`` with neighbours and antonyms,
``offtopic``) in sixteen forms. The vocabulary check and the set check live here; ``main``
refuses to write a set either rejects.

Regenerate the frozen copy with ``python -m cairn.bench.retrieval_unknowns24`` (``--check``
only checks)."""

from __future__ import annotations

import json
import random
import re
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cairn.bench.retrieval_unknowns24_domains import RAW
from cairn.bench.retrieval_unknowns24_domains2 import RAW2, RAW3
from cairn.bench.retrieval_unknowns24_forms import (
    ANTONYM_TEXT,
    FORM_TEXT,
    HANDLES,
    NOTE_SHAPES,
    NOTE_TEXT,
    OFFTOPIC,
    PEOPLE,
    ROTATION,
    SURFACE_TEXT,
    SURFACES,
)

SEED = 240724
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns24.json"
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
NEGATIVE = ("other_subject", "absent", "related_unknown")
WORDINGS = ("word", "synonym")
RENAMED = "renamed"
PREFIX = "u24"
HELD = 9
HOLDERS = (5, 4, 4, 2, 2, 1, 1, 1, 1)
OTHER_PER_DOMAIN = 12
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 18
GAP = 5  # an answer's synonym is asked this many slots after its word

STOP = frozenset(
    {"a", "an", "the", "of", "in", "on", "at", "to", "for", "is", "it", "as", "and", "or"}
    | {"by", "per", "what", "s", "be", "was", "with", "its"}
)


@dataclass(frozen=True)
class Attribute:
    word: str
    synonym: str
    values: tuple[str, ...]
    extra: str = ""
    near_synonym: str = ""
    unit: str = ""
    antonym: str = ""

    @property
    def key(self) -> str:
        return self.word.replace(" ", "-")

    @property
    def near_word(self) -> str:
        return f"{self.word} {self.extra}"

    @property
    def near_key(self) -> str:
        return self.near_word.replace(" ", "-")

    @property
    def antonym_key(self) -> str:
        return self.antonym.replace(" ", "-")


@dataclass(frozen=True)
class Domain:
    key: str
    title: str
    thing: str
    subjects: tuple[str, ...]
    old_names: tuple[str, ...]
    roles: tuple[str, ...]
    attributes: tuple[Attribute, ...]


def _attribute(line: str) -> Attribute:
    word, synonym, values, extra, near, unit, antonym = (x.strip() for x in line.split("|"))
    return Attribute(
        word, synonym, tuple(v.strip() for v in values.split(";")), extra, near, unit, antonym
    )


def _domain(raw: tuple[str, str, str, str, str, str, str]) -> Domain:
    key, title, thing, subjects, old, roles, attrs = raw
    return Domain(
        key,
        title,
        thing,
        tuple(subjects.split()),
        tuple(old.split()),
        tuple(r.strip() for r in roles.split(";")),
        tuple(_attribute(x) for x in attrs.strip().split("\n")),
    )


DOMAINS: tuple[Domain, ...] = tuple(_domain(r) for r in (*RAW, *RAW2, *RAW3))


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[^\W_]+", text.casefold()))


def content(text: str) -> set[str]:
    return tokens(text) - STOP


def stems(words: set[str]) -> set[str]:
    return {w[:5] for w in words}


def memory_key(domain: str, subject: str, attribute: str) -> str:
    return f"{PREFIX}/{domain}/{subject}/{attribute}"


def partner(domain: Domain, attribute: Attribute) -> Attribute:
    """The held attribute an attribute nobody holds shares a word with: nine places before it."""
    return domain.attributes[domain.attributes.index(attribute) - HELD]


def fixed_text() -> str:
    """The text every surface, rename note and their people write whatever the fact."""
    blank = {k: "" for k in ("s", "w", "v", "p", "h", "n", "o", "r")}
    parts = [t.format(**blank) for t in (*SURFACE_TEXT.values(), *NOTE_TEXT.values())]
    return " ".join([*parts, *PEOPLE, *HANDLES])


# --- the vocabulary check ------------------------------------------------------------------


def _domain_problems(d: Domain, fixed: set[str]) -> list[str]:
    out: list[str] = []
    attrs = d.attributes
    held = attrs[:HELD]
    words = {w for a in attrs for w in content(a.word)}
    names = [*d.subjects, *d.old_names]
    name_tokens = {t for n in names for t in tokens(n)}
    role_tokens = {t for r in d.roles for t in content(r)}
    place = content(d.title) | content(d.thing)
    values = {t for a in attrs for v in a.values for t in tokens(v)}
    extras = {a.extra for a in held}
    antonyms = {w for a in attrs for w in content(a.antonym)}
    every = words | extras | values | name_tokens | role_tokens | place | antonyms | fixed
    held_words = {w for a in held for w in content(a.word)}
    held_values = {t for a in held for v in a.values for t in tokens(v)}
    writable = fixed | held_values | name_tokens | role_tokens | held_words | place
    phrases = [p for a in attrs for p in (a.word, a.synonym)]
    phrases += [p for a in held for p in (a.near_word, a.near_synonym)]
    if sum(1 for a in attrs if a.antonym) != 1:
        out.append(f"{d.key} has no single antonym")
    for i, a in enumerate(attrs):
        w = a.word
        for syn in (a.synonym, a.near_synonym):
            own = {a.extra} if syn == a.near_synonym else set()
            clash = stems(content(syn) - own) & stems(every)
            if syn and clash:
                out.append(f"{w!r}: synonym {syn!r} shares a stem {sorted(clash)} with its domain")
        if len(w.split(" ")) != 2:
            out.append(f"{w!r} is not two words")
        if content(w) & fixed:
            out.append(f"{w!r} is written by fixed text")
        inside = [p for p in phrases if w in p and p not in (w, a.near_word)]
        inside += [x for x in (*d.roles, d.title, d.thing) if w in x]
        if inside:
            out.append(f"{w!r} is written inside {inside}")
        numeric = {v[:1].isdigit() for v in a.values}
        if len(numeric) > 1:
            out.append(f"{w!r} mixes numeric and worded values")
        if len(a.values) != 4 or len(set(a.values)) != 4:
            out.append(f"{w!r} has not four distinct values")
        for v in a.values:
            if re.search(r"[,'\"{}]", v):
                out.append(f"{w!r}: value {v!r} has a comma, quote or brace")
            if tokens(v) & words:
                out.append(f"{w!r}: value {v!r} writes an attribute's word")
            if [x for x in a.values if x != v and f" {v}" in f" {x}"]:
                out.append(f"{w!r}: value {v!r} is written inside another")
        if i >= HELD:
            out += _unheld_problems(d, a, held, place, writable)
            continue
        if " " in a.extra or not a.extra:
            out.append(f"{w!r}: neighbour word {a.extra!r} is not one word")
        elif a.extra in writable:
            out.append(f"{w!r}: neighbour word {a.extra!r} could be written by a memory")
        other = [b.word for b in attrs if b is not a and b.word in a.near_word]
        if other:
            out.append(f"{a.near_word!r} holds another attribute's word {other}")
        if a.unit:
            written = content(a.unit) & ({t for v in a.values for t in tokens(v)} | tokens(w))
            written |= content(a.unit) & (fixed | name_tokens)
            if written:
                out.append(
                    f"{w!r}: unit {a.unit!r} is written by a value, word, name or fixed text"
                )
        if a.antonym:
            out += _antonym_problems(a, HOLDERS[i], every - antonyms)
    for n in names:
        found = sorted({x for x in words if x in n.casefold()})
        if found:
            out.append(f"{n} writes {found!r}")
        if [m for m in names if m != n and n.casefold() in m.casefold()]:
            out.append(f"{n} is written inside another name")
    if len({n.casefold() for n in names}) != len(names) or len(set(d.roles)) != len(d.roles):
        out.append(f"{d.key}: a name or role repeats")
    for r in d.roles:
        if content(r) & words:
            out.append(f"role {r!r} writes {sorted(content(r) & words)!r}")
    return out


def _unheld_problems(
    d: Domain, a: Attribute, held: tuple[Attribute, ...], place: set[str], writable: set[str]
) -> list[str]:
    out = []
    w = a.word
    if a.extra or a.unit or a.antonym:
        out.append(f"{w!r} is held by nobody but has a neighbour, unit or antonym")
    shared = [b for b in held if content(w) & content(b.word)]
    if len(shared) != 1:
        out.append(f"{w!r} shares a word with {len(shared)} held attributes")
    elif shared[0] is not partner(d, a):
        out.append(f"{w!r} shares a word with {shared[0].word!r}, not its partner")
    if content(w) & place:
        out.append(f"{w!r} shares a word with the domain's title or thing")
    rest = content(w) - {t for b in shared for t in content(b.word)}
    if rest & (writable - {t for b in held for t in content(b.word)}):
        out.append(f"{w!r}: its other word could be written by a memory")
    return out


def _antonym_problems(a: Attribute, holders: int, every: set[str]) -> list[str]:
    first, _sp, head = a.antonym.partition(" ")
    mine, _sp2, mine_head = a.word.partition(" ")
    ok = head == mine_head and first != mine and " " not in head and holders == 1
    ok = ok and first not in every
    return [] if ok else [f"{a.antonym!r} is not its opposite {a.word!r}"]


def vocabulary_problems() -> list[str]:
    fixed = content(fixed_text())
    out = [p for d in DOMAINS for p in _domain_problems(d, fixed)]
    every = [n for d in DOMAINS for n in (*d.subjects, *d.old_names)]
    if len({n.casefold() for n in every}) != len(every):
        out.append("a subject or old name repeats across domains")
    return out


# --- the generator -------------------------------------------------------------------------


def typo(phrase: str, style: str, rng: random.Random) -> str:
    """The phrase with its longest word misspelt once: two neighbouring (different) letters
    swapped, or its first letter doubled."""
    words = phrase.split(" ")
    i = max(range(len(words)), key=lambda k: len(words[k]))
    w = words[i]
    if style == "double":
        words[i] = w[0] + w
    else:
        at = rng.choice([k for k in range(1, len(w) - 1) if w[k] != w[k + 1]])
        words[i] = w[:at] + w[at + 1] + w[at] + w[at + 2 :]
    return " ".join(words)


def _ask(form: str, phrasing: int, asked: str, person: str, offered: str) -> str:
    text = FORM_TEXT[form][phrasing]
    return text.format(a=asked, x=person, o=offered)


def _with_unit(query: str, unit: str) -> str:
    if not unit:
        return query
    if "\n" in query or query[-1:] not in ".?!":
        return f"{query}\nI need it {unit}."
    return f"{query} I need it {unit}."


def _case(
    spec: dict[str, Any], slot: int, wording: str, phrasing: int, rng: random.Random
) -> dict[str, Any]:
    """A request of one spec (kind, domain, subject, attribute, ...) in a slot of the rotation."""
    form, style = ROTATION[slot]
    phrase = spec["phrases"][WORDINGS.index(wording)]
    if form == "typo":
        phrase = typo(phrase, style, rng)
    name = spec.get("subject") or spec["topic"]
    case: dict[str, Any] = {"query": "", "relevant": spec.get("relevant", [])}
    case["kind"] = spec["kind"]
    case["variant"] = f"{form}/{wording}"
    for field in ("domain", "subject", "attribute", "topic"):
        if field in spec:
            case[field] = spec[field]
    case["phrase"] = phrase
    for field in ("value", "near"):
        if field in spec:
            case[field] = spec[field]
    if form == "alias" and "subject" in spec:
        name = case["alias"] = spec["old"]
    if form == "role" and "subject" in spec:
        name = case["role"] = spec["role"]
    offered = ""
    if form == "comparative":
        choices = [v for v in spec["values"] if v != spec.get("value")]
        offered = case["offered"] = rng.choice(choices)
    query = _ask(form, phrasing, f"{phrase} of {name}", rng.choice(PEOPLE), offered)
    unit = spec.get("unit", "")
    if unit:
        case["asked_in"] = unit
    case["query"] = _with_unit(query, unit)
    return case


def _holdings(d: Domain, rng: random.Random) -> list[list[str]]:
    order = rng.sample(list(d.subjects), len(d.subjects))
    load = dict.fromkeys(order, 0)
    out = []
    for n in HOLDERS:
        who = sorted(order, key=lambda s: (load[s], order.index(s)))[:n]
        for s in who:
            load[s] += 1
        out.append(sorted(who, key=order.index))
    return out


def _domain_specs(
    d: Domain, rng: random.Random, state: dict[str, Any]
) -> tuple[list[dict[str, Any]], dict[str, list[dict[str, Any]]]]:
    """The memories of one domain and the specs of its requests, by kind."""
    memories: list[dict[str, Any]] = []
    specs: dict[str, list[dict[str, Any]]] = {k: [] for k in KINDS}
    holds = _holdings(d, rng)
    old = dict(zip(d.subjects, d.old_names, strict=True))
    role = dict(zip(d.subjects, d.roles, strict=True))
    use: Counter[str] = state["use"]
    for a, who in zip(d.attributes, holds, strict=False):
        for s in who:
            form = min(SURFACES, key=lambda f: (use[f], state["order"].index(f)))
            use[form] += 1
            value = rng.choice(a.values)
            text = SURFACE_TEXT[form].format(
                s=s,
                w=a.word,
                v=value,
                p=rng.choice(PEOPLE),
                h=rng.choice(HANDLES),
                n=rng.randint(2, 9),
            )
            key = memory_key(d.key, s, a.key)
            memories.append({"key": key, "text": text, "form": form, "value": value})
    for s in d.subjects:
        shape = NOTE_SHAPES[state["notes"] % len(NOTE_SHAPES)]
        state["notes"] += 1
        text = NOTE_TEXT[shape].format(s=s, o=old[s], r=role[s])
        memories.append({"key": memory_key(d.key, s, RENAMED), "text": text, "form": shape})
    value_of = {m["key"]: m.pop("value") for m in memories if "value" in m}

    def base(kind: str, s: str, a: Attribute, **more: Any) -> dict[str, Any]:
        spec: dict[str, Any] = {"kind": kind, "domain": d.key, "subject": s, "attribute": a.key}
        spec |= {"old": old[s], "role": role[s], "values": a.values}
        spec["phrases"] = (a.word, a.synonym)
        return spec | more

    for a, who in zip(d.attributes, holds, strict=False):
        s = rng.choice(who)
        key = memory_key(d.key, s, a.key)
        specs["answer"].append(
            base("answer", s, a, relevant=[key], value=value_of[key], unit=a.unit)
        )
    asked: set[tuple[str, str]] = set()
    for a, who in zip(d.attributes, holds, strict=False):
        s = rng.choice([x for x in d.subjects if x not in who])
        asked.add((s, a.key))
        specs["other_subject"].append(base("other_subject", s, a))
    more = [i for i, who in enumerate(holds) if len(d.subjects) - len(who) >= 2]
    for i in rng.sample(more, OTHER_PER_DOMAIN - HELD):
        a = d.attributes[i]
        s = rng.choice([x for x in d.subjects if x not in holds[i] and (x, a.key) not in asked])
        specs["other_subject"].append(base("other_subject", s, a))
    for a in d.attributes[HELD:]:
        first = holds[d.attributes.index(partner(d, a))]
        rest = [x for x in rng.sample(list(d.subjects), 6) if x not in first]
        for s in [*first, *rest][:ABSENT_SUBJECTS]:
            specs["absent"].append(base("absent", s, a))
    for i, (a, who) in enumerate(zip(d.attributes, holds, strict=False)):
        left_out = rng.choice(who) if i < 3 else None
        for s in who:
            if s == left_out:
                continue
            spec = base("related_unknown", s, a, near=a.key)
            spec["attribute"] = a.near_key
            spec["phrases"] = (a.near_word, a.near_synonym)
            specs["related_unknown"].append(spec)
        if a.antonym:
            spec = base("related_unknown", who[0], a, near=a.key)
            spec["attribute"] = a.antonym_key
            spec["phrases"] = (a.antonym, a.antonym)
            state["antonyms"].append(spec)
    return memories, specs


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    state: dict[str, Any] = {"use": Counter(), "notes": 0, "antonyms": []}
    state["order"] = rng.sample(list(SURFACES), len(SURFACES))
    memories: list[dict[str, Any]] = []
    specs: dict[str, list[dict[str, Any]]] = {k: [] for k in KINDS}
    for d in DOMAINS:
        mems, mine = _domain_specs(d, rng, state)
        memories += mems
        for k in KINDS:
            specs[k] += mine[k]
    for p, thing, value in OFFTOPIC:
        spec = {"kind": "offtopic", "topic": thing, "phrases": (p, p), "values": (value,)}
        specs["offtopic"] += [spec, spec]
    n = len(ROTATION)
    cases = []
    for f, spec in enumerate(specs["answer"]):
        for wording, slot in (("word", f % n), ("synonym", (f + GAP) % n)):
            cases.append(_case(spec, slot, wording, (f // n) % 2, rng))
    for kind in (*NEGATIVE, "offtopic"):
        for i, spec in enumerate(specs[kind]):
            cases.append(_case(spec, i % n, WORDINGS[i % 2], (i // n) % 2, rng))
    for i, spec in enumerate(state["antonyms"]):
        case = _case(spec, 0, "word", 0, rng)
        case["variant"] = "antonym/word"
        case["query"] = ANTONYM_TEXT[i % 2].format(a=f"{spec['phrases'][0]} of {spec['subject']}")
        cases.append(case)
    return {"memories": memories, "cases": cases}


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


# --- the set check -------------------------------------------------------------------------


def _phrases() -> dict[tuple[str, str], tuple[str, str]]:
    """(domain, attribute key) -> (word, synonym) it is asked with: the attributes, their
    neighbours and their antonyms."""
    out: dict[tuple[str, str], tuple[str, str]] = {}
    for d in DOMAINS:
        for a in d.attributes:
            out[(d.key, a.key)] = (a.word, a.synonym)
            if a.extra:
                out[(d.key, a.near_key)] = (a.near_word, a.near_synonym)
            if a.antonym:
                out[(d.key, a.antonym_key)] = (a.antonym, a.antonym)
    return out


def _answer_problems(data: dict[str, Any], phrases: dict[Any, tuple[str, str]]) -> list[str]:
    text = {m["key"]: m["text"] for m in data["memories"]}
    out = []
    for c in data["cases"]:
        if c["kind"] != "answer":
            continue
        key = c["relevant"][0] if c["relevant"] else ""
        if key not in text:
            out.append(f"{c['query']!r}: no memory {key}")
            continue
        mem = text[key]
        word, synonym = phrases[(c["domain"], c["attribute"])]
        if c["value"] not in mem or c["subject"] not in mem or word not in mem:
            out.append(f"{key} does not hold {c['subject']} {word} = {c['value']}")
        if content(synonym) & tokens(mem):
            out.append(f"{key} uses a word of the synonym {synonym!r}")
        unit = c.get("asked_in", "")
        if unit and content(unit) & tokens(mem):
            out.append(f"{key} is written {unit}")
        if c["variant"].startswith("comparative/") and f" {c['value']}" in c["query"]:
            out.append(f"{c['query']!r} offers the held value")
    return out


def _unknown_problems(data: dict[str, Any], phrases: dict[Any, tuple[str, str]]) -> list[str]:
    keys = {m["key"] for m in data["memories"]}
    held: dict[tuple[str, str], set[str]] = {}
    for m in data["memories"]:
        _p, dk, s, a = m["key"].split("/")
        held.setdefault((dk, a), set()).add(s)
    out = []
    for c in data["cases"]:
        if c["kind"] not in NEGATIVE:
            continue
        if memory_key(c["domain"], c["subject"], c["attribute"]) in keys:
            out.append(f"{c['subject']} holds {c['attribute']}")
        asked = [p.casefold() for p in phrases[(c["domain"], c["attribute"])]]
        for m in data["memories"]:
            low = m["text"].casefold()
            if c["subject"].casefold() in low and any(p in low for p in asked):
                out.append(f"{m['key']} answers {c['query']!r}")
        who = held.get((c["domain"], c["attribute"]), set())
        if c["kind"] == "other_subject" and (not who or c["subject"] in who):
            out.append(f"other_subject of the wrong kind: {c['query']!r}")
        if c["kind"] == "absent" and who:
            out.append(f"absent of the wrong kind: {c['query']!r}")
        if c["kind"] == "related_unknown" and (
            who or c["subject"] not in held.get((c["domain"], c["near"]), set())
        ):
            out.append(f"related_unknown of the wrong kind: {c['query']!r}")
    return out


def _name_problems(data: dict[str, Any]) -> list[str]:
    out = []
    said: dict[str, tuple[str, str]] = {}
    for d in DOMAINS:
        for s, o, r in zip(d.subjects, d.old_names, d.roles, strict=True):
            note = memory_key(d.key, s, RENAMED)
            said[o] = said[r] = (note, s)
    for name, (note, subject) in said.items():
        where = [m["key"] for m in data["memories"] if name in m["text"]]
        if where != [note]:
            out.append(f"{name!r} is written outside its rename note: {where}")
        text = next((m["text"] for m in data["memories"] if m["key"] == note), "")
        if subject not in text:
            out.append(f"{note} does not name {subject}")
    low = [n.casefold() for d in DOMAINS for n in (*d.subjects, *d.old_names, *d.roles)]
    for c in data["cases"]:
        name = c.get("alias") or c.get("role") or c.get("subject") or c.get("topic", "")
        if c["phrase"] not in c["query"] or name not in c["query"]:
            out.append(f"{c['query']!r} does not ask {c['phrase']!r} of {name}")
        if c["kind"] == "offtopic" and any(n in c["query"].casefold() for n in low):
            out.append(f"{c['query']!r} names a subject of the store")
    return out


def problems(data: dict[str, Any]) -> list[str]:
    """What the set check rejects in a generated set."""
    phrases = _phrases()
    out = _answer_problems(data, phrases) + _unknown_problems(data, phrases)
    out += _name_problems(data)
    seen = Counter(c["query"] for c in data["cases"])
    out += [f"{q!r} is asked twice" for q, n in seen.items() if n > 1]
    return out


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    found = vocabulary_problems()
    data = generate()
    found += problems(data)
    for p in found:
        print(p, file=sys.stderr)
    if found:
        print(f"{len(found)} problems; nothing written", file=sys.stderr)
        return 1
    if "--check" not in args:
        FROZEN.write_text(dumps(data), encoding="utf-8")
        print(f"wrote {FROZEN.name}: {len(data['memories'])} memories, {len(data['cases'])} cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
