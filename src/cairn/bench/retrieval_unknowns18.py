"""The eighteenth blind held-out retrieval set, ``unknowns18``: does ``cairn recall`` deliver the
memory that answers a request, and nothing when the store cannot answer it?

Nine domains (``retrieval_unknowns18_domains`` and ``_domains2``), six subjects each (one of each
name shape, each with an old name and a role said only in its rename note) and twelve attributes
each: nine held (by 5, 4, 4, 2, 2, 1, 1, 1 and 1 subjects, the least loaded first), three held by
nobody, each sharing a word with one of the first three (its partner). Each fact is one memory on
the least used of twelve surfaces (``retrieval_unknowns18_forms``). The cases:

- ``answer``: one holder of each held attribute, asked once with the memory's word and once with
  a synonym (five slots apart in the rotation), most in another unit or notation;
- ``other_subject``: a held attribute asked of a subject that does not hold it;
- ``absent``: an attribute nobody holds, asked of five subjects, its partner's holders first;
- ``related_unknown``: the neighbour of an attribute the subject holds (the word with one more
  word), and the antonym of one held attribute per domain (asked outside the rotation);
- ``offtopic``: trivia, many sharing a word with an attribute in another sense.

Every kind is asked in sixteen request forms in a rotation of seventeen slots. The generator
refuses to write a set its checks reject (``vocabulary_problems`` on the vocabulary,
``problems`` on the set). Run ``python -m cairn.bench.retrieval_unknowns18`` to regenerate the
frozen copy, ``--check`` to check it only."""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from cairn.bench.retrieval_unknowns18_domains import (
    CHAMBERS,
    LOFTS,
    PADS,
    RANGES,
    TRAINS,
    Attribute,
    Domain,
)
from cairn.bench.retrieval_unknowns18_domains2 import BEAMLINES, BOWLS, DECANTERS, MORTARS
from cairn.bench.retrieval_unknowns18_forms import (
    FIXED_TEXT,
    NOTE_SHAPES,
    OFFTOPIC,
    ROTATION,
    SURFACES,
    antonym_request,
    note,
    request,
    surface,
)

SEED = 180611
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns18.json"
PREFIX = "u18"
RENAMED = "renamed"
WORDINGS = ("word", "synonym")
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
NEGATIVE = ("other_subject", "absent", "related_unknown")
HELD = 9
HOLDERS = (5, 4, 4, 2, 2, 1, 1, 1, 1)
PARTNERS = 3
OTHER_PER_DOMAIN = 12
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 18
APART = 5

DOMAINS: tuple[Domain, ...] = (
    PADS,
    CHAMBERS,
    LOFTS,
    RANGES,
    TRAINS,
    BEAMLINES,
    DECANTERS,
    BOWLS,
    MORTARS,
)

STOP = frozenset(
    [
        "the",
        "of",
        "a",
        "an",
        "in",
        "on",
        "at",
        "for",
        "to",
        "is",
        "and",
        "or",
        "as",
        "by",
        "with",
        "per",
        "it",
        "its",
        "be",
        "what",
        "which",
        "from",
        "this",
        "that",
        "we",
        "do",
        "you",
        "me",
        "my",
        "our",
    ]
)


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def content(text: str) -> set[str]:
    return tokens(text) - STOP


def stems(text: str) -> set[str]:
    """Crude stems: the first five letters of each content word."""
    return {w[:5] for w in content(text)}


def name_words(name: str) -> set[str]:
    """The words a name writes (CamelCase, dots and hyphens split)."""
    return {w.casefold() for w in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+", name)}


def memory_key(domain: str, subject: str, attribute: str) -> str:
    return f"{PREFIX}/{domain}/{subject}/{attribute}"


def partner(d: Domain, a: Attribute) -> Attribute:
    """The held attribute an attribute nobody holds shares a word with."""
    return next(b for b in d.attributes[:HELD] if content(a.word) & content(b.word))


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


# -- the vocabulary check ---------------------------------------------------------------------


def _value_problems(d: Domain, a: Attribute) -> list[str]:
    out = []
    vs = a.values
    if len(vs) != 4 or len(set(vs)) != 4 or any(c in v for v in vs for c in ",\"'"):
        out.append(f"{d.key}/{a.key}: values must be four, distinct, without commas or quotes")
    if len({v[0].isdigit() for v in vs}) > 1:
        out.append(f"{d.key}/{a.key} mixes numeric and worded values")
    for v in vs:
        for b in d.attributes:
            if content(v) & content(b.word):
                out.append(f"{d.key}/{a.key}: the value {v!r} writes a word of {b.word!r}")
    if a.unit:
        written = tokens(" ".join(vs)) | tokens(a.word) | tokens(FIXED_TEXT)
        if content(a.unit) & written:
            out.append(f"{d.key}/{a.key}: the unit {a.unit!r} is written by a value or text")
    return out


def _synonym_problems(d: Domain, a: Attribute, forbidden: set[str]) -> list[str]:
    out = []
    for syn in (a.synonym, a.near_synonym):
        hit = stems(syn) & forbidden
        if hit:
            out.append(f"{d.key}/{a.key}: {syn!r} shares a stem with {sorted(hit)}")
    if a.word in a.near_synonym or a.synonym in a.near_synonym:
        out.append(f"{d.key}/{a.key}: {a.near_synonym!r} holds its own word or synonym")
    return out


def _neighbour_problems(d: Domain, a: Attribute, written: set[str]) -> list[str]:
    out = []
    if a.extra in written or " " in a.extra:
        out.append(f"{d.key}/{a.key}: the neighbour word {a.extra!r} could be written")
    for b in d.attributes:
        words = tokens(b.word) | tokens(b.antonym)
        if a.extra in words or any(len(w) > 2 and w in a.extra for w in words):
            out.append(f"{d.key}/{a.key}: {a.extra!r} sits in or holds a word of {b.word!r}")
    return out


def _antonym_problems(d: Domain, i: int, a: Attribute, written: set[str]) -> list[str]:
    if not a.antonym:
        return []
    first, _sp, rest = a.antonym.partition(" ")
    mine, _sp, head = a.word.partition(" ")
    if i < HELD - 4 or i >= HELD or rest != head or first == mine or first in written:
        return [f"{d.key}/{a.key}: {a.antonym!r} is not its opposite"]
    return []


def _domain_problems(d: Domain) -> list[str]:
    out = []
    if (len(d.subjects), len(d.old_names), len(d.roles), len(d.attributes)) != (6, 6, 6, 12):
        out.append(f"{d.key}: six subjects, old names and roles and twelve attributes")
    names = [*d.subjects, *d.old_names]
    fixed = tokens(FIXED_TEXT)
    words = {w for b in d.attributes for w in content(b.word)}
    written = (
        fixed
        | {w for n in names for w in name_words(n)}
        | tokens(" ".join(d.roles))
        | {w for b in d.attributes for v in b.values for w in tokens(v)}
    )
    forbidden = {w[:5] for w in written | words | content(d.title) | content(d.thing)}
    forbidden |= {b.extra[:5] for b in d.attributes}
    forbidden |= {w[:5] for b in d.attributes for w in content(b.antonym)}
    for i, a in enumerate(d.attributes):
        if len(a.word.split(" ")) != 2 or a.key != a.word.replace(" ", "-"):
            out.append(f"{d.key}/{a.key}: the word is two words and the key writes it")
        if content(a.word) & fixed:
            out.append(f"{d.key}/{a.key}: fixed text writes {sorted(content(a.word) & fixed)}")
        out += _value_problems(d, a)
        out += _synonym_problems(d, a, forbidden)
        out += _neighbour_problems(d, a, written)
        out += _antonym_problems(d, i, a, written | words)
        for b in d.attributes:
            if a is not b and (a.word in b.word or a.word in b.near_word):
                out.append(f"{d.key}: {a.word!r} is written inside {b.word!r}")
    for i, a in enumerate(d.attributes[HELD:]):
        shared = [b for b in d.attributes[:HELD] if content(a.word) & content(b.word)]
        if len(shared) != 1 or shared[0] is not d.attributes[i]:
            out.append(f"{d.key}/{a.key} shares a word with {len(shared)} held attributes")
        if content(a.word) & (content(d.title) | content(d.thing)):
            out.append(f"{d.key}/{a.key} shares a word with the domain's title or thing")
        if a.antonym:
            out.append(f"{d.key}/{a.key}: an attribute nobody holds has no antonym")
    for n in names:
        hit = name_words(n) & (words | {b.extra for b in d.attributes})
        if hit:
            out.append(f"{d.key}: {n} writes {sorted(hit)}")
    for r in d.roles:
        if content(r) & words:
            out.append(f"{d.key}: the role {r!r} writes an attribute's word")
    return out


def vocabulary_problems() -> list[str]:
    """What the vocabulary gets wrong (each would let a memory answer an unknown, a synonym leak
    into a memory, or a near miss miss)."""
    out = [p for d in DOMAINS for p in _domain_problems(d)]
    every = [n for d in DOMAINS for n in (*d.subjects, *d.old_names)]
    low = [n.casefold() for n in every]
    if len(set(low)) != len(low):
        out.append("a name repeats")
    out += [f"{a} is inside {b}" for a in low for b in low if a != b and a in b]
    roles = [r for d in DOMAINS for r in d.roles]
    if len(set(roles)) != len(roles):
        out.append("a role repeats")
    return out


# -- the set ----------------------------------------------------------------------------------


def typo(phrase: str, k: int) -> str:
    """The phrase with its longest word misspelt: two neighbouring letters swapped past its
    middle (or before it) when ``k`` is 0, its first letter doubled when ``k`` is 1."""
    words = phrase.split(" ")
    i = max(range(len(words)), key=lambda j: len(words[j]))
    w = words[i]
    if k == 1:
        words[i] = w[0] + w
    else:
        mid = len(w) // 2
        order = [*range(mid, len(w) - 1), *range(mid - 1, -1, -1)]
        j = next(j for j in order if w[j] != w[j + 1])
        words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
    return " ".join(words)


def _holdings(d: Domain, rng: random.Random) -> dict[str, list[str]]:
    load = dict.fromkeys(d.subjects, 0)
    held: dict[str, list[str]] = {}
    for a, n in zip(d.attributes[:HELD], HOLDERS, strict=True):
        order = list(d.subjects)
        rng.shuffle(order)
        who = sorted(order, key=lambda s: load[s])[:n]
        for s in who:
            load[s] += 1
        held[a.key] = [s for s in d.subjects if s in who]
    return held


def _asks(d: Domain, held: dict[str, list[str]], rng: random.Random) -> dict[str, list[Any]]:
    """A domain's asks by kind: (attribute, subject) pairs (answers: the held value too)."""
    attrs = d.attributes[:HELD]
    out: dict[str, list[Any]] = defaultdict(list)
    for a in attrs:
        out["answer"].append((a, rng.choice(held[a.key])))
    non = {a.key: [s for s in d.subjects if s not in held[a.key]] for a in attrs}
    for a in attrs:
        s = rng.choice(non[a.key])
        non[a.key].remove(s)
        out["other_subject"].append((a, s))
    more = [a for a in attrs if non[a.key]]
    for a in rng.sample(more, OTHER_PER_DOMAIN - HELD):
        out["other_subject"].append((a, rng.choice(non[a.key])))
    for a in d.attributes[HELD:]:
        first = list(held[partner(d, a).key])
        rest = [s for s in d.subjects if s not in first]
        rng.shuffle(first)
        rng.shuffle(rest)
        out["absent"] += [(a, s) for s in (first + rest)[:ABSENT_SUBJECTS]]
    facts = [(a, s) for a in attrs for s in held[a.key]]
    out["related_unknown"] = rng.sample(facts, RELATED_PER_DOMAIN)
    out["antonym"] = [(a, held[a.key][0]) for a in attrs if a.antonym]
    return out


def _case(
    kind: str,
    form: str,
    k: int,
    wording: str,
    d: Domain | None,
    a: Attribute | None,
    who: str,
    rng: random.Random,
    value: str = "",
) -> dict[str, Any]:
    """One request of ``kind`` in ``form`` (phrasing ``k``) about ``who`` (a subject, or the
    thing of an off-topic request when ``d`` is None)."""
    case: dict[str, Any] = {"query": "", "relevant": [], "kind": kind}
    case["variant"] = f"{form}/{wording}"
    if d is None or a is None:
        phrase, thing, offer = next(o for o in OFFTOPIC if o[1] == who)
        case["topic"] = thing
        name, offers, title = thing, [offer], "a trivia quiz"
    else:
        case.update(domain=d.key, subject=who)
        related = kind == "related_unknown"
        case["attribute"] = a.near_key if related else a.key
        pair = (a.near_word, a.near_synonym) if related else (a.word, a.synonym)
        phrase = pair[WORDINGS.index(wording)]
        if related:
            case["near"] = a.key
        i = d.subjects.index(who)
        name, title = who, d.title
        if form == "alias":
            name = case["alias"] = d.old_names[i]
        elif form == "role":
            name = case["role"] = d.roles[i]
        offers = [v for v in a.values if v != value]
    if form == "typo":
        phrase = typo(phrase, k)
    case["phrase"] = phrase
    offered = rng.choice(offers)
    query = request(form, k, phrase, name, offered, title, rng.randint(2, 40))
    if form == "comparative":
        case["offered"] = offered
    if kind == "answer" and d is not None and a is not None:
        case["relevant"] = [memory_key(d.key, who, a.key)]
        case["value"] = value
        if a.unit:
            end = "\n" if "\n" in query or not query.endswith((".", "?", "!")) else " "
            query += f"{end}I need it {a.unit}."
            case["asked_in"] = a.unit
    case["query"] = query
    return case


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    memories: list[dict[str, str]] = []
    asks: dict[str, list[Any]] = defaultdict(list)
    values: dict[tuple[str, str, str], str] = {}
    used = Counter(dict.fromkeys(SURFACES, 0))
    order = list(SURFACES)
    rng.shuffle(order)
    n_notes = 6 * len(DOMAINS)
    shapes = [NOTE_SHAPES[i % len(NOTE_SHAPES)] for i in range(n_notes)]
    rng.shuffle(shapes)
    for d in DOMAINS:
        held = _holdings(d, rng)
        for a in d.attributes[:HELD]:
            for s in held[a.key]:
                form = min(order, key=lambda f: used[f])
                used[form] += 1
                value = values[(d.key, s, a.key)] = rng.choice(a.values)
                text = surface(form, s, a.word, value, rng)
                memories.append({"key": memory_key(d.key, s, a.key), "text": text, "form": form})
        for i, s in enumerate(d.subjects):
            shape = shapes.pop()
            text = note(shape, s, d.old_names[i], d.roles[i])
            memories.append({"key": memory_key(d.key, s, RENAMED), "text": text, "form": shape})
        for kind, pairs in _asks(d, held, rng).items():
            asks[kind] += [(d, a, s) for a, s in pairs]
    cases: list[dict[str, Any]] = []
    visits: Counter[tuple[str, int]] = Counter()

    def slot(kind: str, at: int) -> tuple[str, int]:
        form, k = ROTATION[at % len(ROTATION)]
        if form != "typo":
            k = visits[(kind, at % len(ROTATION))] % 2
        visits[(kind, at % len(ROTATION))] += 1
        return form, k

    answers = asks["answer"]
    rng.shuffle(answers)
    for j, (d, a, s) in enumerate(answers):
        value = values[(d.key, s, a.key)]
        for wording, at in zip(WORDINGS, (j, j + APART), strict=True):
            form, k = slot("answer", at)
            cases.append(_case("answer", form, k, wording, d, a, s, rng, value))
    for kind in NEGATIVE:
        pairs = asks[kind]
        rng.shuffle(pairs)
        for i, (d, a, s) in enumerate(pairs):
            form, k = slot(kind, i)
            cases.append(_case(kind, form, k, WORDINGS[i % 2], d, a, s, rng))
    for i, (d, a, s) in enumerate(asks["antonym"]):
        ask = antonym_request(i % 2, a.antonym, s)
        cases.append(
            {
                "query": ask,
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
    topics = [thing for _p, thing, _v in OFFTOPIC for _twice in range(2)]
    rng.shuffle(topics)
    for i, thing in enumerate(topics):
        form, k = slot("offtopic", i)
        cases.append(_case("offtopic", form, k, WORDINGS[i % 2], None, None, thing, rng))
    return {"set": "unknowns18", "seed": seed, "memories": memories, "cases": cases}


# -- the set check ----------------------------------------------------------------------------


def phrases(case: dict[str, Any]) -> tuple[str, str]:
    """(word, synonym) a case's attribute is asked with (an antonym or off-topic phrase twice)."""
    if case["kind"] == "offtopic":
        p = next(p for p, thing, _v in OFFTOPIC if thing == case["topic"])
        return p, p
    if case["variant"].startswith("antonym/"):
        return case["phrase"], case["phrase"]
    d = next(d for d in DOMAINS if d.key == case["domain"])
    for a in d.attributes:
        if case["kind"] == "related_unknown" and a.near_key == case["attribute"]:
            return a.near_word, a.near_synonym
        if case["kind"] != "related_unknown" and a.key == case["attribute"]:
            return a.word, a.synonym
    raise KeyError(case["attribute"])


def _holders(data: dict[str, Any]) -> dict[tuple[str, str], set[str]]:
    out: dict[tuple[str, str], set[str]] = defaultdict(set)
    for m in data["memories"]:
        parts = m["key"].split("/")
        if len(parts) == 4 and parts[3] != RENAMED:
            out[(parts[1], parts[3])].add(parts[2])
    return out


def _answer_problems(c: dict[str, Any], text: dict[str, str]) -> list[str]:
    mem = "\n".join(text.get(k, "") for k in c["relevant"])
    word, synonym = phrases(c)
    out = []
    if not c["relevant"] or c["value"] not in mem or c["subject"] not in mem or word not in mem:
        out.append(f"{c['relevant']} does not hold {c['subject']} {word} = {c['value']}")
    if content(synonym) & tokens(mem):
        out.append(f"{c['relevant']} uses a word of the synonym {synonym!r}")
    if c.get("offered") == c["value"]:
        out.append(f"comparative {c['query']!r} offers the held value")
    unit = c.get("asked_in")
    if unit and content(unit) & tokens(mem):
        out.append(f"{c['relevant'][0]} is written {unit}")
    if unit and not c["query"].endswith(f"I need it {unit}."):
        out.append(f"{c['query']!r} does not ask {unit}")
    return out


def _unknown_problems(
    c: dict[str, Any], data: dict[str, Any], held: dict[tuple[str, str], set[str]]
) -> list[str]:
    out = []
    keys = {m["key"] for m in data["memories"]}
    if memory_key(c["domain"], c["subject"], c["attribute"]) in keys:
        out.append(f"{c['subject']} holds {c['attribute']}")
    subject = c["subject"].casefold()
    for m in data["memories"]:
        low = m["text"].casefold()
        if subject in low and any(p.casefold() in low for p in phrases(c)):
            out.append(f"{m['key']} answers {c['query']!r}")
    who = held.get((c["domain"], c["attribute"]), set())
    if c["kind"] == "other_subject" and (not who or c["subject"] in who):
        out.append(f"other_subject {c['query']!r} is of another kind")
    if c["kind"] == "absent" and who:
        out.append(f"absent {c['query']!r} is held")
    if c["kind"] == "related_unknown" and (
        who or c["subject"] not in held.get((c["domain"], c["near"]), set())
    ):
        out.append(f"related_unknown {c['query']!r} is of another kind")
    return out


def _name_problems(c: dict[str, Any], data: dict[str, Any]) -> list[str]:
    said = c.get("alias") or c.get("role")
    if not said:
        return []
    key = memory_key(c["domain"], c["subject"], RENAMED)
    where = [m["key"] for m in data["memories"] if said in m["text"]]
    if where != [key]:
        return [f"{said} is written in {where}, not only in {key}"]
    return []


def problems(data: dict[str, Any]) -> list[str]:
    """What the set gets wrong: an answer its memory does not hold (or holding a word of the
    synonym, or the unit asked, or offered back by a comparative), an unknown a memory answers
    or of another kind, an old name or role said outside its rename note, a request not asking
    its phrase and name, an off-topic request naming a subject."""
    text = {m["key"]: m["text"] for m in data["memories"]}
    held = _holders(data)
    names = [n.casefold() for d in DOMAINS for n in (*d.subjects, *d.old_names, *d.roles)]
    out = []
    for c in data["cases"]:
        if c["kind"] == "offtopic":
            if any(n in c["query"].casefold() for n in names):
                out.append(f"offtopic {c['query']!r} names a subject")
            continue
        said = c.get("alias") or c.get("role") or c["subject"]
        if c["phrase"] not in c["query"] or said not in c["query"]:
            out.append(f"{c['query']!r} does not ask {c['phrase']!r} of {said}")
        if c["kind"] == "answer":
            out += _answer_problems(c, text)
        else:
            out += _unknown_problems(c, data, held)
        out += _name_problems(c, data)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m cairn.bench.retrieval_unknowns18",
        description="Write the frozen copy of the unknowns18 retrieval set.",
    )
    parser.add_argument("--check", action="store_true", help="check the set, write nothing")
    args = parser.parse_args(argv)
    found = vocabulary_problems()
    data = generate()
    found += problems(data)
    if found:
        for p in found:
            print(p, file=sys.stderr)
        print(f"refused: {len(found)} problems", file=sys.stderr)
        return 1
    if args.check:
        same = FROZEN.is_file() and FROZEN.read_text(encoding="utf-8") == dumps(data)
        print("ok" if same else f"{FROZEN.name} differs from what the generator writes")
        return 0 if same else 1
    FROZEN.write_text(dumps(data), encoding="utf-8")
    kinds = Counter(c["kind"] for c in data["cases"])
    print(f"wrote {FROZEN.name}: {len(data['memories'])} memories, {dict(kinds)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
