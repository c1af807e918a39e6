"""The fourteenth blind held-out retrieval set ``unknowns14`` (Kimetsu schema), written without
reading cairn's retrieval code: nine domains, six subjects each, twelve attributes each (nine
held, three held by nobody), facts written on twelve surfaces, a rename note per subject, and
requests in sixteen forms (``retrieval_unknowns14_forms``). Kinds: ``answer`` (a held fact, with
the memory's word and with a synonym), ``other_subject``, ``absent`` and ``related_unknown`` (a
neighbour of an attribute the subject holds), and ``offtopic``. ``python -m
cairn.bench.retrieval_unknowns14`` writes the frozen copy; it refuses a set its checks reject."""

from __future__ import annotations

import json
import random
import re
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cairn.bench import retrieval_unknowns14_domains as dom1
from cairn.bench import retrieval_unknowns14_domains2 as dom2
from cairn.bench.retrieval_unknowns14_domains import Attr, Domain
from cairn.bench.retrieval_unknowns14_forms import (
    OFFTOPIC,
    RENAME_SHAPES,
    SLOTS,
    SURFACES,
    fixed_text,
    initials,
    rename_note,
    request,
    typo,
)

SEED = 140723
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns14.json"
WORDINGS = ("word", "synonym")
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
NEGATIVE = ("other_subject", "absent", "related_unknown")
HELD = 9
HOLDERS = (5, 4, 4, 2, 2, 1, 1, 1, 1)
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 18
OTHER_EXTRA = 3
OTHER_PER_DOMAIN = HELD + OTHER_EXTRA
RENAMED = "renamed"
STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "for",
        "to",
        "in",
        "on",
        "at",
        "is",
        "it",
        "its",
        "as",
        "and",
        "or",
        "by",
        "be",
        "per",
        "what",
        "who",
        "whom",
        "does",
        "do",
        "we",
        "me",
        "i",
        "you",
        "any",
        "anyone",
    ]
)

# syllables the subject and old names are built from (checked against the other sets)
_ONSETS = ("br", "cl", "dr", "fl", "gr", "kn", "pl", "sk", "st", "tr", "wr", "sh", "bl", "gl")
_VOWELS = ("a", "e", "i", "o", "u", "ai", "ea", "oo")
_CODAS = (
    "nnock",
    "rrick",
    "lsby",
    "wmoor",
    "sgarth",
    "ndle",
    "mbury",
    "thwick",
    "llow",
    "rrant",
    "skell",
    "vern",
    "dwick",
    "nholm",
)
_SECONDS = ("Holt", "Mere", "Garth", "Fold", "Rigg", "Tarn", "Scar", "Beck", "Dale")
_ROLES = ("the north", "the middle", "the oldest", "the newest", "the lower", "the far")


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def content(text: str) -> set[str]:
    return tokens(text) - STOP


def _stems(domains_raw: Sequence[tuple[str, str, str, str, tuple[Attr, ...]]]) -> list[str]:
    banned = {
        w
        for raw in domains_raw
        for a in raw[4]
        for w in tokens(f"{a.word} {a.extra}")
        if len(w) >= 3
    }
    rng = random.Random(14)
    out: list[str] = []
    while len(out) < 12 * len(domains_raw):
        stem = rng.choice(_ONSETS) + rng.choice(_VOWELS) + rng.choice(_CODAS)
        if any(b in stem for b in banned) or any(stem in o or o in stem for o in out):
            continue
        out.append(stem)
    return out


def _names(prefix: str, stems: Sequence[str], n: int) -> tuple[str, ...]:
    """Six names of the six shapes: kebab, CamelCase, dotted, version-like, caps, lower."""
    return (
        f"{prefix}-{stems[0]}-{n + 2}",
        stems[1].capitalize() + _SECONDS[n],
        f"{prefix.capitalize()}.{stems[2].capitalize()}",
        f"{prefix}-{n + 3}.{n * 7 + 19}",
        stems[4].upper(),
        stems[5],
    )


def _build() -> tuple[Domain, ...]:
    raw = (
        dom1.TROUGHS,
        dom1.LADDERS,
        dom1.TUGS,
        dom1.STALLS,
        dom1.MASTS,
        dom2.FUNICULARS,
        dom2.SALTPANS,
        dom2.RACEWAYS,
        dom2.CRUSHERS,
    )
    stems = _stems(raw)
    out = []
    for i, (key, title, thing, prefix, attrs) in enumerate(raw):
        mine = stems[12 * i : 12 * i + 12]
        subjects = _names(prefix, mine[:6], i)
        old = _names(prefix[::-1], mine[6:], (i + 4) % 9)
        old = (*old[:3], f"{prefix[::-1]}-{i + 1}.{i * 5 + 61}", *old[4:])
        roles = tuple(f"{r} {thing}" for r in _ROLES)
        out.append(Domain(key, title, thing, prefix, attrs, subjects, old, roles))
    return tuple(out)


DOMAINS = _build()


def partner(d: Domain, a: Attr) -> Attr:
    """The held attribute an attribute nobody holds shares a word with."""
    return d.attributes[d.attributes.index(a) - HELD]


def memory_key(domain: str, subject: str, attr: str) -> str:
    return f"u14/{domain}/{subject}/{attr}"


def _ask(
    form: str, k: int, wording: str, phrase: str, subject: str, d: Domain | None, v: str
) -> dict[str, Any]:
    """A case's query and the fields naming how it asks."""
    name, extra = subject, {}
    if d is not None and subject in d.subjects:
        i = d.subjects.index(subject)
        if form == "alias":
            name, extra = d.old_names[i], {"alias": d.old_names[i]}
        elif form == "role":
            name, extra = d.roles[i], {"role": d.roles[i]}
        elif form == "initials":
            name, extra = initials(subject), {"spelled": initials(subject)}
    if form == "typo":
        phrase = typo(phrase, k)
    return {
        "query": request(form, k, phrase, name, v),
        "variant": f"{form}/{wording}",
        "phrase": phrase,
        **extra,
    }


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    memories: list[dict[str, str]] = []
    cases: list[dict[str, Any]] = []
    used: Counter[str] = Counter()
    slot: Counter[str] = Counter()
    n_fact = 0

    def next_slot(kind: str) -> tuple[str, int, str]:
        c = slot[kind]
        slot[kind] += 1
        return SLOTS[c % len(SLOTS)], (c // len(SLOTS)) % 2, WORDINGS[c % 2]

    renames = 0
    for d in DOMAINS:
        load: Counter[str] = Counter({s: 0 for s in d.subjects})
        held: dict[str, list[str]] = {}
        counts = list(HOLDERS[:3])
        rng.shuffle(counts)
        for a, n in zip(d.attributes[:HELD], [*counts, *HOLDERS[3:]], strict=True):
            order = sorted(d.subjects, key=lambda s: (load[s], rng.random()))
            held[a.key] = order[:n]
            load.update(order[:n])
        facts: list[tuple[Attr, str, str]] = []
        for a in d.attributes[:HELD]:
            for s in held[a.key]:
                v = rng.choice(a.values)
                surface = min(SURFACES, key=lambda f: used[f])
                used[surface] += 1
                key = memory_key(d.key, s, a.key)
                text = SURFACES[surface](s, a.word, v, d.thing)
                memories.append({"key": key, "text": text, "form": surface})
                facts.append((a, s, v))
        for s, old, role in zip(d.subjects, d.old_names, d.roles, strict=True):
            shape = renames % len(RENAME_SHAPES)
            renames += 1
            memories.append(
                {
                    "key": memory_key(d.key, s, RENAMED),
                    "text": rename_note(shape, old, s, role),
                    "form": RENAME_SHAPES[shape],
                }
            )
        # answers: one fact per held attribute, with the word and (five slots on) the synonym
        for a in d.attributes[:HELD]:
            s = rng.choice(held[a.key])
            v = next(val for x, subj, val in facts if x is a and subj == s)
            wrong = next(x for x in a.values if x != v)
            for wording, shift in (("word", 0), ("synonym", 5)):
                form = SLOTS[(n_fact + shift) % len(SLOTS)]
                k = ((n_fact + shift) // len(SLOTS)) % 2
                phrase = a.word if wording == "word" else a.synonym
                case = {
                    **_ask(form, k, wording, phrase, s, d, wrong),
                    "relevant": [memory_key(d.key, s, a.key)],
                    "kind": "answer",
                    "domain": d.key,
                    "attribute": a.key,
                    "subject": s,
                    "value": v,
                }
                if a.unit:
                    sep = "\n" if "\n" in case["query"] else " "
                    case["query"] += f"{sep}I need it {a.unit}."
                    case["asked_in"] = a.unit
                cases.append(case)
            n_fact += 1
        # other subjects: each held attribute asked of one subject that does not hold it
        asked: list[tuple[Attr, str]] = []
        for a in d.attributes[:HELD]:
            asked.append((a, rng.choice([x for x in d.subjects if x not in held[a.key]])))
        # three more, of attributes with two subjects or more that do not hold them
        wide = [a for a in d.attributes[:HELD] if len(d.subjects) - len(held[a.key]) >= 2]
        for a in rng.sample(wide, OTHER_EXTRA):
            done = {s for x, s in asked if x is a}
            rest = [x for x in d.subjects if x not in held[a.key] and x not in done]
            asked.append((a, rng.choice(rest)))
        for a, s in asked:
            form, k, wording = next_slot("other_subject")
            phrase = a.word if wording == "word" else a.synonym
            cases.append(
                {
                    **_ask(form, k, wording, phrase, s, d, rng.choice(a.values)),
                    "relevant": [],
                    "kind": "other_subject",
                    "domain": d.key,
                    "attribute": a.key,
                    "subject": s,
                }
            )
        # absent: each attribute nobody holds, asked of five subjects, its partner's first
        for a in d.attributes[HELD:]:
            mates = held[partner(d, a).key]
            rest = [s for s in d.subjects if s not in mates]
            rng.shuffle(rest)
            for s in [*mates, *rest][:ABSENT_SUBJECTS]:
                form, k, wording = next_slot("absent")
                phrase = a.word if wording == "word" else a.synonym
                cases.append(
                    {
                        **_ask(form, k, wording, phrase, s, d, rng.choice(a.values)),
                        "relevant": [],
                        "kind": "absent",
                        "domain": d.key,
                        "attribute": a.key,
                        "subject": s,
                    }
                )
        # related unknowns: the neighbour of an attribute the subject holds
        for a, s, _v in rng.sample(facts, RELATED_PER_DOMAIN):
            form, k, wording = next_slot("related_unknown")
            phrase = a.near_word if wording == "word" else a.near_synonym
            cases.append(
                {
                    **_ask(form, k, wording, phrase, s, d, rng.choice(a.values)),
                    "relevant": [],
                    "kind": "related_unknown",
                    "domain": d.key,
                    "attribute": a.near_key,
                    "subject": s,
                    "near": a.key,
                }
            )
    for phrase, thing, value in OFFTOPIC:
        for _twice in range(2):
            form, k, wording = next_slot("offtopic")
            cases.append(
                {
                    **_ask(form, k, wording, phrase, thing, None, value),
                    "relevant": [],
                    "kind": "offtopic",
                    "topic": thing,
                }
            )
    return {"memories": memories, "cases": cases}


def _lookup() -> tuple[dict[tuple[str, str], Attr], dict[tuple[str, str], Attr]]:
    attrs = {(d.key, a.key): a for d in DOMAINS for a in d.attributes}
    near = {(d.key, a.near_key): a for d in DOMAINS for a in d.attributes}
    return attrs, near


def problems(data: dict[str, Any]) -> list[str]:
    """What the generated set gets wrong: an answer its memory does not hold (or whose memory
    writes a word of the synonym or of the unit it is asked in), an unknown some memory answers,
    an old name or role written outside its rename note, an off-topic request naming a name."""
    attrs, near = _lookup()
    text = {m["key"]: m["text"] for m in data["memories"]}
    out = []
    for c in data["cases"]:
        kind = c["kind"]
        if kind == "answer":
            a = attrs[(c["domain"], c["attribute"])]
            mem = text.get(c["relevant"][0], "")
            if c["value"] not in mem or c["subject"] not in mem or a.word not in mem:
                out.append(f"{c['relevant'][0]} does not hold {c['value']}")
            if content(a.synonym) & tokens(mem):
                out.append(f"{c['relevant'][0]} uses a word of the synonym {a.synonym!r}")
            if c.get("asked_in") and content(c["asked_in"]) & tokens(mem):
                out.append(f"{c['relevant'][0]} is written {c['asked_in']}")
            if c["variant"].startswith("rightq/") and f" {c['value']}" in c["query"]:
                out.append(f"{c['query']!r} offers the held value")
        elif kind in NEGATIVE:
            if memory_key(c["domain"], c["subject"], c["attribute"]) in text:
                out.append(f"{c['subject']} holds {c['attribute']}")
            a = near.get((c["domain"], c["attribute"])) or attrs[(c["domain"], c["attribute"])]
            pair = (
                (a.near_word, a.near_synonym) if kind == "related_unknown" else (a.word, a.synonym)
            )
            for key, t in text.items():
                low = t.casefold()
                if c["subject"].casefold() in low and any(p in low for p in pair):
                    out.append(f"{key} answers {c['query']!r}")
    for d in DOMAINS:
        for s, old, role in zip(d.subjects, d.old_names, d.roles, strict=True):
            note = memory_key(d.key, s, RENAMED)
            for said in (old, role):
                where = [k for k, t in text.items() if said in t]
                if where != [note]:
                    out.append(f"{said} is written in {where}")
    names = [n.casefold() for d in DOMAINS for n in (*d.subjects, *d.old_names, *d.roles)]
    for c in data["cases"]:
        if c["kind"] == "offtopic" and any(n in c["query"].casefold() for n in names):
            out.append(f"off-topic {c['query']!r} names a name")
    return out


def vocabulary_problems() -> list[str]:
    """The vocabulary the set refuses (see the module docstring of the test and
    ``docs/bench/unknowns14.md``)."""
    fixed = tokens(fixed_text())
    out = []
    every = [n for d in DOMAINS for n in (*d.subjects, *d.old_names)]
    if len({n.casefold() for n in every}) != len(every):
        out.append("a name repeats")
    for n in every:
        inside = [m for m in every if m != n and n.casefold() in m.casefold()]
        if inside:
            out.append(f"name {n} sits inside {inside}")
    for d in DOMAINS:
        words = {t for a in d.attributes for t in tokens(a.word)}
        extras = {a.extra for a in d.attributes}
        values = {t for a in d.attributes for v in a.values for t in tokens(v)}
        names = tokens(" ".join((*d.subjects, *d.old_names, *d.roles)))
        title = tokens(f"{d.title} {d.thing} {d.key}")
        stems = {t[:5] for t in words | extras | values | names | title | fixed if len(t) >= 3}
        for a in d.attributes:
            for phrase in (a.synonym, a.near_synonym):
                hit = sorted(t for t in content(phrase) if len(t) >= 3 and t[:5] in stems)
                if hit:
                    out.append(f"{d.key}: synonym {phrase!r} shares a crude stem ({hit})")
            if a.extra in fixed | values | names | title:
                out.append(f"{d.key}: neighbour word {a.extra!r} could be written")
            if any(a.extra in w or w in a.extra for w in words):
                out.append(f"{d.key}: neighbour word {a.extra!r} sits in an attribute's word")
            if a.unit and content(a.unit) & (values | fixed | words):
                out.append(f"{d.key}: the unit {a.unit!r} is written by a value or a word")
            if len(set(a.values)) != 4 or any("," in v or '"' in v for v in a.values):
                out.append(f"{d.key}: values of {a.word!r} are not four distinct plain values")
            numeric = sum(any(ch.isdigit() for ch in v) for v in a.values)
            if numeric not in (0, 4):
                out.append(f"{d.key}: {a.word!r} mixes numeric and worded values")
        for t in words | extras:
            inside = [u for u in words | extras if u != t and t in u]
            if inside:
                out.append(f"{d.key}: {t!r} is written inside {inside}")
        for n in (*d.subjects, *d.old_names):
            hit = sorted(t for t in words if len(t) >= 3 and t in n.casefold())
            if hit:
                out.append(f"{d.key}: name {n} writes {hit}")
        for a in d.attributes[HELD:]:
            shared = [h.word for h in d.attributes[:HELD] if tokens(h.word) & tokens(a.word)]
            if shared != [partner(d, a).word]:
                out.append(f"{d.key}: {a.word!r} shares a word with {shared}")
            if tokens(a.word) & title:
                out.append(f"{d.key}: {a.word!r} shares a word with the domain's title")
    return out


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    data = generate()
    found = vocabulary_problems() + problems(data)
    if found:
        for p in found:
            print(p, file=sys.stderr)
        return 1
    FROZEN.write_text(dumps(data), encoding="utf-8")
    print(f"wrote {len(data['cases'])} cases, {len(data['memories'])} memories to {FROZEN.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
