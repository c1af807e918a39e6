"""``unknowns11``: the eleventh blind held-out retrieval set in the Kimetsu schema.

Nine domains (``retrieval_unknowns11_domains`` and ``_domains2``), six subjects and twelve
attributes each; each subject holds three or four of the first nine attributes, the last three
are held by nobody. Facts are written on twelve surfaces and each subject has a rename note
naming its old name and the role it is known by (``retrieval_unknowns11_forms``). The cases ask
each held fact once with the memory's word and once with a synonym no memory uses, and ask
unknowns that must deliver nothing: an attribute other subjects hold, an attribute nobody holds
(first of the subjects holding its partner), the neighbour of an attribute the subject holds,
and off-topic requests. Each is asked in one of sixteen request forms.

``python -m cairn.bench.retrieval_unknowns11`` writes the frozen copy, after its checks pass.
"""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path
from typing import Any

from cairn.bench.retrieval_unknowns11_domains import (
    CAVES,
    DOME,
    KILNS,
    LANES,
    LIFTS,
    Attribute,
    Domain,
)
from cairn.bench.retrieval_unknowns11_domains2 import DOCKS, FREEZERS, ORGANS, ZOO
from cairn.bench.retrieval_unknowns11_forms import (
    FIXED,
    FORMS,
    OFFTOPIC,
    RENAMES,
    SLOTS,
    SURFACE_NAMES,
    fits,
    surface,
)
from cairn.bench.retrieval_unknowns11_forms import FORM_NAMES as FORM_NAMES

SEED = 111029
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns11.json"
DOMAINS: tuple[Domain, ...] = (KILNS, DOME, LANES, CAVES, LIFTS, DOCKS, ZOO, ORGANS, FREEZERS)
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
WORDINGS = ("word", "synonym")
HELD = 9
PARTNERS = 3
OTHER_PER_DOMAIN = 12
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 18
RENAMED = "renamed"
ANSWER_GAP = 5
# holders of the nine held attributes: the partners of the absent ones first (4 or 5 each)
PARTNER_COUNTS = (5, 4, 4)
OTHER_COUNTS = (2, 2, 1, 1, 1, 1)

STOP = frozenset(
    [
        "a",
        "an",
        "and",
        "as",
        "at",
        "by",
        "for",
        "from",
        "in",
        "into",
        "is",
        "it",
        "its",
        "of",
        "on",
        "or",
        "per",
        "the",
        "to",
        "with",
    ]
)


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def content(text: str) -> set[str]:
    return tokens(text) - STOP


def stem(word: str) -> str:
    """The crude stem: the first five letters."""
    return word[:5]


def stems(text: str) -> set[str]:
    return {stem(w) for w in content(text)}


def memory_key(domain: str, subject: str, attribute: str) -> str:
    return f"u11/{domain}/{subject}/{attribute}"


def partner(domain: Domain, absent: Attribute) -> Attribute:
    """The held attribute an attribute nobody holds shares a word with."""
    return next(a for a in domain.attributes[:HELD] if content(a.word) & content(absent.word))


def abbreviate(phrase: str) -> str:
    """The phrase with its longest word cut to four letters and a dot, or (no word of six
    letters or more) its initials in capitals."""
    words = phrase.split(" ")
    longest = max(words, key=len)
    if len(longest) >= 6:
        at = words.index(longest)
        return " ".join([*words[:at], longest[:4] + ".", *words[at + 1 :]])
    return "".join(w[0] for w in words).upper()


def typo(phrase: str, double: bool) -> str:
    """One typo in the phrase's longest word: its first letter doubled, or two neighbouring
    letters (which differ) swapped near its middle."""
    words = phrase.split(" ")
    longest = max(words, key=len)
    at = words.index(longest)
    if double:
        bad = longest[0] + longest
    else:
        k = next(
            k
            for k in [*range(len(longest) // 2, len(longest) - 1), *range(len(longest) // 2)]
            if longest[k] != longest[k + 1]
        )
        bad = longest[:k] + longest[k + 1] + longest[k] + longest[k + 2 :]
    return " ".join([*words[:at], bad, *words[at + 1 :]])


def holdings(rng: random.Random, domain: Domain) -> dict[str, list[str]]:
    """attribute key -> the subjects holding it (in the domain's order); each subject holds
    three or four attributes, the least loaded chosen first."""
    counts = [*PARTNER_COUNTS]
    rng.shuffle(counts)
    rest = [*OTHER_COUNTS]
    rng.shuffle(rest)
    load = dict.fromkeys(domain.subjects, 0)
    out: dict[str, list[str]] = {}
    for a, n in zip(domain.attributes[:HELD], [*counts, *rest], strict=True):
        order = sorted(domain.subjects, key=lambda s: (load[s], rng.random()))
        chosen = set(order[:n])
        for s in chosen:
            load[s] += 1
        out[a.key] = [s for s in domain.subjects if s in chosen]
    return out


class _Rotation:
    """Forms, phrasings and wordings in rotation for one kind of case."""

    def __init__(self) -> None:
        self.i = 0

    def next(self) -> tuple[str, int, str, int]:
        i = self.i
        self.i += 1
        return (*_at(i), WORDINGS[i % 2], i)


def _at(i: int) -> tuple[str, int]:
    slot = i % len(SLOTS)
    form = SLOTS[slot]
    if form == "typo":
        return form, 0 if SLOTS.index("typo") == slot else 1
    return form, (i // (2 * len(SLOTS))) % 2


def _phrase(form: str, phrasing: int, meant: str) -> str:
    if form == "typo":
        return typo(meant, double=phrasing == 1)
    if form == "abbrev":
        return abbreviate(meant)
    return meant


def _query(form: str, phrasing: int, p: str, s: str, o: str = "", v: str = "") -> str:
    return FORMS[form][phrasing].format(p=p, s=s, o=o, v=v)


def _case(
    rng: random.Random,
    domain: Domain,
    held: dict[str, list[str]],
    kind: str,
    form: str,
    phrasing: int,
    wording: str,
    subject: str,
    attr: Attribute,
    value: str = "",
) -> dict[str, Any]:
    """A case about a subject of the store: the asked phrase is the attribute's (for a related
    unknown, its neighbour's) word or synonym, dressed by the form."""
    if kind == "related_unknown":
        meant = attr.near_word if wording == "word" else attr.near_synonym
        asked_key = attr.near_key
    else:
        meant = attr.word if wording == "word" else attr.synonym
        asked_key = attr.key
    phrase = _phrase(form, phrasing, meant)
    at = domain.subjects.index(subject)
    name, extra = subject, {}
    holders = held.get(attr.key, []) if kind != "related_unknown" else []
    other = ""
    if form == "alias":
        name = domain.old_names[at]
        extra["alias"] = name
    elif form == "role":
        name = domain.roles[at]
        extra["role"] = name
    elif form == "compare":
        other = rng.choice(domain.ghosts)
    elif form == "pair":
        free = [s for s in domain.subjects if s != subject and s not in holders]
        other = rng.choice(free) if free else rng.choice(domain.ghosts)
    if other:
        extra["other"] = other
    confirm = ""
    if form == "confirm":
        confirm = rng.choice([v for v in attr.values if v != value])
    case: dict[str, Any] = {
        "query": _query(form, phrasing, phrase, name, other, confirm),
        "relevant": [memory_key(domain.key, subject, attr.key)] if kind == "answer" else [],
        "kind": kind,
        "variant": f"{form}/{wording}",
        "domain": domain.key,
        "subject": subject,
        "attribute": asked_key,
        "phrase": phrase,
        **extra,
    }
    if kind == "related_unknown":
        case["near"] = attr.key
    if kind == "answer":
        case["value"] = value
        if attr.asked_in:
            case["asked_in"] = attr.asked_in
            case["query"] += f" I need it {attr.asked_in}."
    return case


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    held: dict[str, dict[str, list[str]]] = {}
    values: dict[tuple[str, str, str], str] = {}
    for d in DOMAINS:
        held[d.key] = holdings(rng, d)
        for a in d.attributes[:HELD]:
            pool = list(a.values)
            rng.shuffle(pool)
            for k, s in enumerate(held[d.key][a.key]):
                values[(d.key, s, a.key)] = pool[k % len(pool)]

    memories = _memories(rng, held, values)
    cases: list[dict[str, Any]] = []

    # answers: each held attribute of each domain, one holder, asked with the word and the
    # synonym ANSWER_GAP slots apart
    j = 0
    for d in DOMAINS:
        for a in d.attributes[:HELD]:
            s = rng.choice(held[d.key][a.key])
            v = values[(d.key, s, a.key)]
            for wording, i in (("word", j), ("synonym", j + ANSWER_GAP)):
                form, phrasing = _at(i)
                cases.append(_case(rng, d, held[d.key], "answer", form, phrasing, wording, s, a, v))
            j += 1

    rot = _Rotation()
    for d in DOMAINS:
        pairs = []
        for a in d.attributes[:HELD]:
            free = [s for s in d.subjects if s not in held[d.key][a.key]]
            rng.shuffle(free)
            pairs.append([(a, s) for s in free])
        chosen = [p[0] for p in pairs]
        spare = [x for p in pairs for x in p[1:]]
        chosen += rng.sample(spare, OTHER_PER_DOMAIN - len(chosen))
        for a, s in chosen:
            form, phrasing, wording, _i = rot.next()
            cases.append(_case(rng, d, held[d.key], "other_subject", form, phrasing, wording, s, a))

    rot = _Rotation()
    for d in DOMAINS:
        for a in d.attributes[HELD:]:
            first = list(held[d.key][partner(d, a).key])
            rng.shuffle(first)
            rest = [s for s in d.subjects if s not in first]
            rng.shuffle(rest)
            for s in [*first, *rest][:ABSENT_SUBJECTS]:
                form, phrasing, wording, _i = rot.next()
                cases.append(_case(rng, d, held[d.key], "absent", form, phrasing, wording, s, a))

    rot = _Rotation()
    for d in DOMAINS:
        mine = [(a, s) for a in d.attributes[:HELD] for s in held[d.key][a.key]]
        picked = sorted(rng.sample(range(len(mine)), RELATED_PER_DOMAIN))
        for a, s in (mine[k] for k in picked):
            form, phrasing, wording, _i = rot.next()
            cases.append(
                _case(rng, d, held[d.key], "related_unknown", form, phrasing, wording, s, a)
            )

    rot = _Rotation()
    for k in range(2 * len(OFFTOPIC)):
        p, thing, v = OFFTOPIC[k % len(OFFTOPIC)]
        form, phrasing, _wording, _i = rot.next()
        other = OFFTOPIC[(k + 7) % len(OFFTOPIC)][1] if form in ("compare", "pair") else ""
        phrase = _phrase(form, phrasing, p)
        query = _query(form, phrasing, phrase, thing, other, v)
        if query.startswith(("the ", "a ", "an ")):
            query = query[:1].upper() + query[1:]
        case = {
            "query": query,
            "relevant": [],
            "kind": "offtopic",
            "variant": f"{form}/word",
            "topic": thing,
            "phrase": phrase,
        }
        if other:
            case["other"] = other
        cases.append(case)
    return {"memories": memories, "cases": cases}


def _memories(
    rng: random.Random,
    held: dict[str, dict[str, list[str]]],
    values: dict[tuple[str, str, str], str],
) -> list[dict[str, str]]:
    facts = [(d, s, a) for d in DOMAINS for a in d.attributes[:HELD] for s in held[d.key][a.key]]
    rng.shuffle(facts)
    count = dict.fromkeys(SURFACE_NAMES, 0)
    out: list[dict[str, str]] = []
    for n, (d, s, a) in enumerate(facts):
        v = values[(d.key, s, a.key)]
        turn = SURFACE_NAMES[n % len(SURFACE_NAMES) :] + SURFACE_NAMES[: n % len(SURFACE_NAMES)]
        form = min((f for f in turn if fits(f, v)), key=lambda f: count[f])
        count[form] += 1
        text = surface(form, s, a.word, v, n)
        out.append({"key": memory_key(d.key, s, a.key), "text": text, "form": form})
    for i, d in enumerate(DOMAINS):
        for k, s in enumerate(d.subjects):
            note = RENAMES[(i + k) % len(RENAMES)]
            text = note.format(old=d.old_names[k], s=s, role=d.roles[k])
            out.append({"key": memory_key(d.key, s, RENAMED), "text": text, "form": "rename"})
    rng.shuffle(out)
    return out


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def _attrs() -> dict[tuple[str, str], Attribute]:
    return {(d.key, a.key): a for d in DOMAINS for a in d.attributes}


def _near() -> dict[tuple[str, str], Attribute]:
    return {(d.key, a.near_key): a for d in DOMAINS for a in d.attributes}


def problems(data: dict[str, Any]) -> list[str]:
    """What makes a generated set wrong: an answer its memory does not hold (or whose memory
    writes a word of the synonym, or of the unit it is asked in), an unknown a memory answers or
    of the wrong kind, an old name or role written outside its rename note, an off-topic request
    naming a name of the store, and every vocabulary problem."""
    out = list(vocabulary_problems())
    attrs, near = _attrs(), _near()
    text = {m["key"]: m["text"] for m in data["memories"]}
    held: dict[tuple[str, str], set[str]] = {}
    for key in text:
        _p, d, s, a = key.split("/")
        if a != RENAMED:
            held.setdefault((d, a), set()).add(s)
    for c in data["cases"]:
        if c["kind"] == "answer":
            a = attrs[(c["domain"], c["attribute"])]
            mem = "\n".join(text.get(k, "") for k in c["relevant"])
            if not (c["value"] in mem and c["subject"] in mem and a.word in mem):
                out.append(f"{c['relevant']} does not hold {c['subject']} {a.word}")
            if content(a.synonym) & tokens(mem):
                out.append(f"{c['relevant']} writes a word of the synonym {a.synonym!r}")
            if c.get("asked_in") and content(c["asked_in"]) & tokens(mem):
                out.append(f"{c['relevant'][0]} is written {c['asked_in']}")
            continue
        if c["kind"] == "offtopic":
            continue
        d, s, attr = c["domain"], c["subject"], c["attribute"]
        if memory_key(d, s, attr) in text:
            out.append(f"{s} holds {attr}")
        a = near[(d, attr)] if c["kind"] == "related_unknown" else attrs[(d, attr)]
        asked = (
            (a.near_word, a.near_synonym) if c["kind"] == "related_unknown" else (a.word, a.synonym)
        )
        for m in data["memories"]:
            low = m["text"].casefold()
            if s.casefold() in low and any(p.casefold() in low for p in asked):
                out.append(f"{m['key']} answers {c['query']!r}")
        who = held.get((d, attr), set())
        if c["kind"] == "other_subject" and (not who or s in who):
            out.append(f"other_subject of the wrong kind: {c['query']!r}")
        if c["kind"] == "absent" and who:
            out.append(f"absent of the wrong kind: {c['query']!r}")
        if c["kind"] == "related_unknown" and (who or s not in held.get((d, c["near"]), set())):
            out.append(f"related_unknown of the wrong kind: {c['query']!r}")
    names = [n for d in DOMAINS for n in (*d.subjects, *d.old_names, *d.ghosts)]
    for d in DOMAINS:
        for k, s in enumerate(d.subjects):
            note = memory_key(d.key, s, RENAMED)
            for said in (d.old_names[k], d.roles[k]):
                where = [m["key"] for m in data["memories"] if said in m["text"]]
                if where != [note]:
                    out.append(f"{said!r} is written in {where}")
    for c in data["cases"]:
        low = c["query"].casefold()
        if c["kind"] == "offtopic" and any(n.casefold() in low for n in names):
            out.append(f"off-topic {c['query']!r} names the store")
    return out


def vocabulary_problems() -> list[str]:
    """Refuses a vocabulary whose checks fail: a synonym (of an attribute or a neighbour) that
    shares a crude stem with a held word, a value, a name or role of its domain or a surface's
    fixed text; a neighbour's extra word that a value, a name, a role or fixed text could write,
    or that sits inside another attribute's word; a unit asked that a value or fixed text
    writes; an attribute nobody holds sharing a word with no held attribute or with two; a
    word written inside another; names that repeat or sit inside another."""
    out: list[str] = []
    fixed = stems(FIXED)
    for d in DOMAINS:
        held_words = [a.word for a in d.attributes[:HELD]]
        said = " ".join(
            [
                *(v for a in d.attributes for v in a.values),
                *d.subjects,
                *d.old_names,
                *d.ghosts,
                *d.roles,
                d.label,
            ]
        )
        written = {stem(w) for w in content(said) | {t for n in d.subjects for t in _split(n)}}
        held_stems = stems(" ".join(held_words))
        for a in d.attributes:
            for syn in (a.synonym, a.near_synonym):
                own = stems(a.word)
                for where, pool in (
                    ("a held word", held_stems | own),
                    ("a value or name", written),
                    ("fixed text", fixed),
                ):
                    clash = stems(syn) & pool
                    if clash:
                        out.append(f"{d.key}: synonym {syn!r} shares {sorted(clash)} with {where}")
            if not a.near_word.startswith(a.word + " "):
                out.append(f"{d.key}: neighbour {a.near_word!r} is not {a.word!r} and a word")
            extra = a.near_word[len(a.word) + 1 :]
            if stems(extra) & (written | fixed):
                out.append(f"{d.key}: neighbour word {extra!r} could be written by a memory")
            for b in d.attributes:
                if b is not a and extra in b.word:
                    out.append(f"{d.key}: neighbour word {extra!r} sits in {b.word!r}")
                if b is not a and (a.word in b.word or a.word in b.near_word):
                    out.append(f"{d.key}: {a.word!r} is written inside {b.word!r}")
            if a.asked_in and content(a.asked_in) & (content(said) | content(FIXED)):
                out.append(f"{d.key}: the unit {a.asked_in!r} could be written by a memory")
            if not all(fits("schema", v) for v in a.values) and any(
                fits("schema", v) for v in a.values
            ):
                out.append(f"{d.key}: {a.word!r} mixes numbers and words")
        for a in d.attributes[HELD:]:
            sharing = [w for w in held_words if content(w) & content(a.word)]
            if len(sharing) != 1 or sharing[0] not in [b.word for b in d.attributes[:PARTNERS]]:
                out.append(f"{d.key}: {a.word!r} shares a word with {sharing}")
    names = [n for d in DOMAINS for n in (*d.subjects, *d.old_names, *d.ghosts)]
    low = [n.casefold() for n in names]
    for n in low:
        if low.count(n) > 1 or [m for m in low if m != n and n in m]:
            out.append(f"the name {n!r} repeats or sits inside another")
    return out


def _split(name: str) -> list[str]:
    """A name's parts: CamelCase, dots, dashes and digits apart."""
    return [p.casefold() for p in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+", name)]


def main() -> int:
    data = generate()
    found = problems(data)
    if found:
        print("\n".join(found), file=sys.stderr)
        return 1
    FROZEN.write_text(dumps(data), encoding="utf-8")
    print(f"wrote {FROZEN.name}: {len(data['memories'])} memories, {len(data['cases'])} cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
