"""The fifteenth blind held-out retrieval set ``unknowns15`` (Kimetsu schema), written without
reading cairn's retrieval code: nine domains (``retrieval_unknowns15_domains`` and ``_domains2``),
facts written on twelve surfaces and requests in sixteen forms (``retrieval_unknowns15_forms``).
Kinds: ``answer`` (a held fact, with the word and with a synonym), ``other_subject``, ``absent``
and ``related_unknown`` (what nobody wrote down) and ``offtopic``. ``python -m
cairn.bench.retrieval_unknowns15`` writes the frozen copy; it refuses a set its checks reject."""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from cairn.bench import retrieval_unknowns15_domains as dom1
from cairn.bench import retrieval_unknowns15_domains2 as dom2
from cairn.bench.retrieval_unknowns15_domains import Attr, Domain
from cairn.bench.retrieval_unknowns15_forms import (
    FIXED_TEXT,
    FORMS,
    OFFERING,
    OFFTOPIC,
    RENAMES,
    ROTATION,
    SURFACES,
    WORDED_COMPARATIVE,
    typo,
)

SEED = 150611
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns15.json"
PREFIX = "u15"
RENAMED = "renamed"
HELD = 9
OTHER_PER_DOMAIN = 12
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 18
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
WORDINGS = ("word", "synonym")
SYNONYM_GAP = 5  # an answer's synonym is asked this many rotation slots after its word
STOP = frozenset(
    (
        "a",
        "an",
        "the",
        "of",
        "in",
        "is",
        "it",
        "its",
        "to",
        "and",
        "or",
        "for",
        "on",
        "at",
        "by",
        "as",
        "be",
        "are",
        "was",
        "do",
        "does",
        "what",
        "s",
        "i",
        "we",
        "you",
        "me",
        "my",
        "our",
        "this",
        "that",
        "with",
        "from",
        "per",
        "how",
    )
)
ROLE_WORDS = ("north", "south", "oldest", "newest", "middle", "loaned")

# Invented syllables the subject and old names are built from.
ONSETS = ("br", "cl", "dr", "fl", "gr", "kn", "pl", "sk", "sp", "thr", "wr", "bl", "gl", "sn")
VOWELS = ("a", "e", "i", "o", "u", "ea", "ai", "oo")
MIDS = ("nd", "rk", "lt", "sh", "mb", "rn", "ld", "st")
ENDS = ("wick", "thorpe", "stow", "mere", "combe", "holme", "wold", "ford", "croft", "haugh")


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def content(text: str) -> set[str]:
    return tokens(text) - STOP


def stems(text: str) -> set[str]:
    return {w[:5] for w in content(text)}


def memory_key(domain: str, subject: str, attr: str) -> str:
    return f"{PREFIX}/{domain}/{subject}/{attr}"


def partner(domain: Domain, attr: Attr) -> Attr:
    """The held attribute (one of the first three) an attribute nobody holds shares a word with."""
    mine = content(attr.word)
    return next(a for a in domain.attributes[:3] if content(a.word) & mine)


def _attribute_words() -> set[str]:
    return {w for d in BASE for a in d.attributes for w in content(a.word) if len(w) >= 3}


def _part(rng: random.Random) -> tuple[str, str]:
    return rng.choice(ONSETS) + rng.choice(VOWELS) + rng.choice(MIDS), rng.choice(ENDS)


def _names(tag: str, rng: random.Random, taken: set[str]) -> tuple[str, ...]:
    """Six names, one of each shape (kebab, camel, dotted, version, caps, lower), none writing
    an attribute's word, none inside or holding a name already taken."""
    words = _attribute_words()
    out: list[str] = []
    shapes = ("kebab", "camel", "dotted", "version", "caps", "lower")
    for shape in shapes:
        while True:
            head, end = _part(rng)
            if shape == "kebab":
                name = f"{tag}-{head}{end}-{rng.randint(2, 9)}"
            elif shape == "camel":
                name = head.capitalize() + end.capitalize()
            elif shape == "dotted":
                name = f"{tag.capitalize()}.{(head + end).capitalize()}"
            elif shape == "version":
                name = f"{tag}-{rng.randint(2, 9)}.{rng.randint(10, 99)}"
            elif shape == "caps":
                name = (head + end).upper()
            else:
                name = head + end
            low = name.casefold()
            if any(w in low for w in words) or any(low in t or t in low for t in taken):
                continue
            taken.add(low)
            out.append(name)
            break
    return tuple(out)


BASE: tuple[Domain, ...] = (
    dom1.DRILLS,
    dom1.TOPS,
    dom1.BATTENS,
    dom1.SPANS,
    dom1.FANS,
    dom2.CAGES,
    dom2.ICEMAKERS,
    dom2.MARIONETTES,
    dom2.SHELLS,
)


def _named(base: tuple[Domain, ...]) -> tuple[Domain, ...]:
    rng, taken, out = random.Random(SEED), set[str](), []
    for d in base:
        subjects = _names(d.tag, rng, taken)
        old = _names(d.tag[::-1], rng, taken)
        roles = tuple(f"the {r} {d.thing}" for r in ROLE_WORDS)
        out.append(dataclasses.replace(d, subjects=subjects, old_names=old, roles=roles))
    return tuple(out)


DOMAINS: tuple[Domain, ...] = _named(BASE)


def vocabulary_problems() -> list[str]:
    """What could make a memory answer a request it must not, or a request fail to be the near
    miss it claims (see ``docs/bench/unknowns15.md``)."""
    out: list[str] = []
    every = [n for d in DOMAINS for n in (*d.subjects, *d.old_names)]
    if len({n.casefold() for n in every}) != len(every):
        out.append("a name repeats")
    out += [f"{a} is written inside {b}" for a in every for b in every if a != b and a in b]
    fixed = tokens(FIXED_TEXT)
    for d in DOMAINS:
        held, absent = d.attributes[:HELD], d.attributes[HELD:]
        names = " ".join((*d.subjects, *d.old_names, *d.roles))
        values = " ".join(v for a in d.attributes for v in a.values)
        words = {w for a in d.attributes for w in content(a.word)}
        extras = {a.extra for a in d.attributes}
        banned = stems(" ".join(a.word for a in d.attributes)) | {e[:5] for e in extras}
        banned |= stems(values) | stems(names) | stems(d.title) | {d.thing[:5]}
        banned |= {w[:5] for w in fixed - STOP}
        for a in d.attributes:
            for syn in (a.synonym, a.near_synonym):
                own = stems(syn) - stems(a.synonym) if syn == a.near_synonym else stems(syn)
                if hit := own & banned:
                    out.append(f"{d.key}: synonym {syn!r} shares a stem {sorted(hit)}")
            if a.extra in tokens(values) | tokens(names) | fixed:
                out.append(f"{d.key}: neighbour word {a.extra!r} could be written")
            if any(a.extra in w or w in a.extra for w in words):
                out.append(f"{d.key}: neighbour word {a.extra!r} is written inside a word")
            if a.unit and content(a.unit) & tokens(f"{values} {a.word} {FIXED_TEXT}"):
                out.append(f"{d.key}: unit {a.unit!r} is written by a value, word or text")
            numeric = [bool(re.search(r"\d", v)) for v in a.values]
            if any(numeric) and not all(numeric):
                out.append(f"{d.key}: {a.word} mixes numeric and worded values")
            if len(set(a.values)) != 4 or any(c in v for v in a.values for c in ",\"'"):
                out.append(f"{d.key}: {a.word} needs four plain distinct values")
        for w in words:
            out += [f"{d.key}: {w!r} is written inside {x!r}" for x in words if w != x and w in x]
        for a in absent:
            shared = [h for h in held if content(h.word) & content(a.word)]
            if len(shared) != 1 or shared[0] not in d.attributes[:3]:
                out.append(f"{d.key}: {a.word} shares a word with {len(shared)} held attributes")
            if content(a.word) & (content(d.title) | {d.thing}):
                out.append(f"{d.key}: {a.word} shares a word with the title or thing")
        for name in (*d.subjects, *d.old_names):
            hits = sorted(
                {w for a in d.attributes for w in content(a.word) if w in name.casefold()}
            )
            if hits:
                out.append(f"{d.key}: the name {name} writes {hits}")
        for a in d.attributes:
            if written := sorted(content(a.word) & fixed):
                out.append(f"{d.key}: {a.word} is written by fixed text {written}")
            if len(content(a.word)) != 2 or a.key == a.near_key:
                out.append(f"{d.key}: {a.word} is not a two-word attribute")
    return out


def _holdings(d: Domain, rng: random.Random) -> dict[str, list[str]]:
    """attribute key -> holders: 5, 4, 4 for the partners (seeded order), then 2, 2, 1, 1, 1,
    1, the least loaded subjects first."""
    load = Counter({s: 0 for s in d.subjects})
    counts = [5, 4, 4]
    rng.shuffle(counts)
    counts += [2, 2, 1, 1, 1, 1]
    out: dict[str, list[str]] = {}
    for a, n in zip(d.attributes[:HELD], counts, strict=True):
        order = sorted(d.subjects, key=lambda s: (load[s], rng.random()))
        out[a.key] = order[:n]
        for s in order[:n]:
            load[s] += 1
    return out


def _ask(form: str, k: int, phrase: str, name: str, offered: str) -> str:
    if form == "comparative" and not re.search(r"\d", offered):
        template = WORDED_COMPARATIVE[k]
    else:
        template = FORMS[form][k]
    return template.format(p=phrase, n=name, v=offered)


class _Cases:
    """Renders cases in the rotation of forms, per kind."""

    def __init__(self, rng: random.Random) -> None:
        self.rng, self.cases, self.seen = rng, list[dict[str, Any]](), Counter[str]()

    def add(self, case: dict[str, Any], slot: int, wording: str, meant: str, name: str) -> None:
        form = ROTATION[slot % len(ROTATION)]
        k = (slot // len(ROTATION)) % 2
        phrase = meant
        if form == "typo":
            k = 0 if slot % len(ROTATION) < len(ROTATION) // 2 else 1
            phrase = typo(meant, slot, doubled=k == 1)
        said = name
        subject = case.get("subject")
        if form == "alias" and subject:
            said = case["alias"] = _OLD[subject]
        elif form == "role" and subject:
            said = case["role"] = _ROLE[subject]
        elif form == "plural" and not subject:
            said = re.sub(r"^(a|an|the) ", "", name)
        offered = ""
        if form in OFFERING:
            pool = case.pop("_pool")
            offered = self.rng.choice([v for v in pool if v != case.get("value")])
            case["offered"] = offered
        case.pop("_pool", None)
        query = _ask(form, k, phrase, said, offered)
        if not subject and form == "blank":
            query = query[0].upper() + query[1:]
        if case.get("asked_in"):
            own_line = "\n" in query or query[-1] not in ".?!"
            query += ("\n" if own_line else " ") + f"I need it {case['asked_in']}."
        case.update(query=query, variant=f"{form}/{wording}", phrase=phrase)
        self.cases.append(dict(sorted(case.items())))


_OLD = {s: o for d in DOMAINS for s, o in zip(d.subjects, d.old_names, strict=True)}
_ROLE = {s: r for d in DOMAINS for s, r in zip(d.subjects, d.roles, strict=True)}


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    memories: list[dict[str, str]] = []
    used = Counter({f: 0 for f in SURFACES})
    out = _Cases(rng)
    facts: list[tuple[Domain, Attr, str]] = []
    value_of: dict[str, str] = {}
    index = 0
    for d in DOMAINS:
        held = _holdings(d, rng)
        for a in d.attributes[:HELD]:
            for s in held[a.key]:
                least = min(used.values())
                form = rng.choice([f for f in SURFACES if used[f] == least])
                used[form] += 1
                value = rng.choice(a.values)
                text = SURFACES[form](s, a.word, value, d.thing, len(memories))
                key = memory_key(d.key, s, a.key)
                memories.append({"key": key, "text": text, "form": form})
                value_of[key] = value
                facts.append((d, a, s))
        for s, o, r in zip(d.subjects, d.old_names, d.roles, strict=True):
            shape = tuple(RENAMES)[index % len(RENAMES)]
            index += 1
            text = RENAMES[shape](s, o, r)
            memories.append({"key": memory_key(d.key, s, RENAMED), "text": text, "form": shape})
    # answers: one holder per held attribute, asked with the word and the synonym
    n = 0
    for d in DOMAINS:
        for a in d.attributes[:HELD]:
            s = rng.choice([h for dd, aa, h in facts if dd is d and aa is a])
            key = memory_key(d.key, s, a.key)
            for w, (wording, meant) in enumerate(zip(WORDINGS, (a.word, a.synonym), strict=True)):
                case = {"kind": "answer", "relevant": [key], "domain": d.key, "subject": s}
                case.update(attribute=a.key, value=value_of[key], _pool=list(a.values))
                if a.unit:
                    case["asked_in"] = a.unit
                out.add(case, n + w * SYNONYM_GAP, wording, meant, s)
            n += 1
    slots = Counter[str]()

    def negative(kind: str, d: Domain, s: str, a: Attr, near: Attr | None = None) -> None:
        j = slots[kind]
        slots[kind] += 1
        wording = WORDINGS[j % 2]
        if near:
            meant = near.near_word if wording == "word" else near.near_synonym
            case: dict[str, Any] = {"kind": kind, "attribute": near.near_key, "near": near.key}
        else:
            meant = a.word if wording == "word" else a.synonym
            case = {"kind": kind, "attribute": a.key}
        case.update(relevant=[], domain=d.key, subject=s, _pool=list(a.values))
        out.add(case, j, wording, meant, s)

    for d in DOMAINS:
        mine = [(a, s) for dd, a, s in facts if dd is d]
        holders = {a.key: {s for aa, s in mine if aa is a} for a in d.attributes[:HELD]}
        picked: list[tuple[Attr, str]] = []
        for a in d.attributes[:HELD]:
            picked.append((a, rng.choice([s for s in d.subjects if s not in holders[a.key]])))
        spare = [a for a in d.attributes[:HELD] if len(d.subjects) - len(holders[a.key]) >= 2]
        for a in rng.sample(spare, OTHER_PER_DOMAIN - HELD):
            once = next(s for aa, s in picked if aa is a)
            others = [s for s in d.subjects if s not in holders[a.key] and s != once]
            picked.append((a, rng.choice(others)))
        for a, s in picked:
            negative("other_subject", d, s, a)
        for a in d.attributes[HELD:]:
            first = sorted(holders[partner(d, a).key], key=d.subjects.index)
            rest = [s for s in d.subjects if s not in first]
            rng.shuffle(first)
            rng.shuffle(rest)
            for s in (first + rest)[:ABSENT_SUBJECTS]:
                negative("absent", d, s, a)
        for a, s in rng.sample(mine, RELATED_PER_DOMAIN):
            negative("related_unknown", d, s, a, near=a)
    j = 0
    for _round in range(2):
        for phrase, thing, value in OFFTOPIC:
            case = {"kind": "offtopic", "relevant": [], "topic": thing, "_pool": [value]}
            out.add(case, j, WORDINGS[j % 2], phrase, thing)
            j += 1
    return {"name": "unknowns15", "seed": seed, "memories": memories, "cases": out.cases}


def problems(data: dict[str, Any]) -> list[str]:
    """What the set's own checks reject: an answer its memory does not hold (or whose memory
    writes a word of the synonym or of the unit asked), an unknown some memory answers, an old
    name or role written outside its rename note, an ask offering the held value."""
    text = {m["key"]: m["text"] for m in data["memories"]}
    attrs = {(d.key, a.key): a for d in DOMAINS for a in d.attributes}
    nears = {(d.key, a.near_key): a for d in DOMAINS for a in d.attributes}
    out: list[str] = []
    for c in data["cases"]:
        if c["kind"] == "offtopic":
            continue
        key = (c["domain"], c["attribute"])
        if c["kind"] == "answer":
            a, mem = attrs[key], text.get(c["relevant"][0], "")
            if c["value"] not in mem or c["subject"] not in mem or a.word not in mem:
                out.append(f"{c['relevant'][0]} does not hold {a.word} = {c['value']}")
            if content(a.synonym) & tokens(mem):
                out.append(f"{c['relevant'][0]} uses a word of the synonym {a.synonym!r}")
            if c.get("asked_in") and content(c["asked_in"]) & tokens(mem):
                out.append(f"{c['relevant'][0]} is written {c['asked_in']}")
            if c.get("offered") == c["value"]:
                out.append(f"{c['query']!r} offers the held value")
            continue
        if memory_key(c["domain"], c["subject"], c["attribute"]) in text:
            out.append(f"{c['subject']} holds {c['attribute']}")
        a = nears.get(key) or attrs[key]
        said = (a.near_word, a.near_synonym) if key in nears else (a.word, a.synonym)
        for k, t in text.items():
            low = t.casefold()
            if c["subject"].casefold() in low and any(p.casefold() in low for p in said):
                out.append(f"{k} answers {c['query']!r}")
    for c in data["cases"]:
        said = c.get("alias") or c.get("role")
        if said:
            note = memory_key(c["domain"], c["subject"], RENAMED)
            where = [k for k, t in text.items() if said in t]
            if where != [note] or c["subject"] not in text.get(note, ""):
                out.append(f"{said} is written in {where}")
    return out


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--seed", type=int, default=SEED)
    args = ap.parse_args(argv)
    found = vocabulary_problems()
    data = generate(args.seed)
    found += problems(data)
    if found:
        for p in found:
            print(p, file=sys.stderr)
        return 1
    FROZEN.write_text(dumps(data), encoding="utf-8")
    print(f"wrote {FROZEN.name}: {len(data['memories'])} memories, {len(data['cases'])} cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
