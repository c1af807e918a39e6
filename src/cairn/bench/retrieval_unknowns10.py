"""The tenth blind held-out retrieval set ``unknowns10`` (Kimetsu schema), seeded and frozen.

Nine domains, six subjects each (one per name shape), twelve attributes each (nine held, three
held by nobody). Every held fact is written once, in one of twelve surfaces in rotation (prose,
JSON, a code-review comment, a runbook step, a thread whose reply holds the value, a ticket with
acceptance criteria, a Helm values line, a Markdown table row, a CSV line under its header, a
chat message with an emoji and a mention, a TOML line, an error log line quoting a limit), and
every subject has a rename note. Cases: answers (each held fact asked once with the memory's
word and once with a synonym no memory uses), attributes only other subjects hold, attributes
nobody holds, neighbours of a held attribute, and off-topic requests, each in fourteen request
forms in rotation. ``python -m cairn.bench.retrieval_unknowns10`` writes the frozen copy and
refuses a set its own checks reject."""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path
from typing import Any

from cairn.bench.retrieval_unknowns10_domains import DOMAINS_A, Attribute, Domain
from cairn.bench.retrieval_unknowns10_domains2 import DOMAINS_B
from cairn.bench.retrieval_unknowns10_domains3 import DOMAINS_C
from cairn.bench.retrieval_unknowns10_forms import (
    FIXED_TEXT,
    FORM_NAMES,
    OFFTOPIC,
    RENAME_NOTES,
    ROTATION,
    SIDE_QUESTIONS,
    SURFACE_NAMES,
    request,
    write,
)

__all__ = ["FORM_NAMES", "OFFTOPIC", "SURFACE_NAMES", "Attribute", "Domain"]

SEED = 101027
DOMAINS: tuple[Domain, ...] = (*DOMAINS_A, *DOMAINS_B, *DOMAINS_C)
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
NEGATIVE = ("other_subject", "absent", "related_unknown")
WORDINGS = ("word", "synonym")
HELD = 9
OTHER_PER_DOMAIN = 12
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 18
RENAMED = "renamed"
PREFIX = "u10"
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns10.json"

_STOP_WORDS = (
    "a an and any are as at by do does for from has have i in is it its me my of on or our "
    "so still that the their then there this to us was we what when which who with you"
)
STOP = frozenset(_STOP_WORDS.split())


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[^\W_]+", text.casefold()))


def content(text: str) -> set[str]:
    return tokens(text) - STOP


def stems(text: str) -> set[str]:
    """Crude stems: the first five letters of each content word."""
    return {w[:5] for w in content(text)}


def memory_key(domain: str, subject: str, attribute: str) -> str:
    return f"{PREFIX}/{domain}/{subject}/{attribute}"


def partner(d: Domain, a: Attribute) -> Attribute:
    """The held attribute an attribute nobody holds shares a word with (the first, if several)."""
    words = content(a.word)
    return next(b for b in d.attributes[:HELD] if content(b.word) & words)


def vocabulary_problems() -> list[str]:
    """Synonyms or neighbours that share a crude stem with a held word, a value, a name of their
    domain or a surface's fixed text; neighbour words a memory could write; attributes nobody
    holds that share a word with no held attribute or with two; a held word inside another;
    names that repeat or sit inside another."""
    out: list[str] = []
    fixed = stems(FIXED_TEXT)
    names: list[str] = []
    for d in DOMAINS:
        names += [*d.subjects, *d.old_names, *d.ghosts]
        written = set(fixed)
        for a in d.attributes:
            written |= stems(a.word)
            for v in a.values:
                written |= stems(v)
        for n in (d.name, *d.subjects, *d.old_names, *d.ghosts):
            written |= stems(n)
        for a in d.attributes:
            for syn in (a.synonym, a.near_synonym):
                if stems(syn) & written:
                    out.append(f"{d.key}: synonym {syn!r} shares {sorted(stems(syn) & written)}")
            extra = content(a.near_word) - content(a.word)
            if a.word not in a.near_word or len(extra) != 1:
                out.append(f"{d.key}: neighbour {a.near_word!r} is not {a.word!r} plus a word")
            elif stems(" ".join(extra)) & (fixed | {w[:5] for v in a.values for w in content(v)}):
                out.append(f"{d.key}: neighbour word {extra} could be written by a memory")
            for b in d.attributes:
                if stems(" ".join(extra)) & stems(b.word):
                    out.append(f"{d.key}: neighbour word {extra} is in {b.word!r}")
        held = d.attributes[:HELD]
        for a in d.attributes[HELD:]:
            sharing = [b.key for b in held if content(b.word) & content(a.word)]
            if len(sharing) != 1:
                out.append(f"{d.key}: {a.word!r} shares a word with {sharing}")
        for a in held:
            for b in d.attributes:
                if a is not b and a.word in b.word:
                    out.append(f"{d.key}: {a.word!r} is written inside {b.word!r}")
    folded = [n.casefold() for n in names]
    if len(set(folded)) != len(folded):
        out.append("a name repeats")
    out += [f"{a} is inside {b}" for a in folded for b in folded if a != b and a in b]
    return out


def _holdings(rng: random.Random, d: Domain) -> dict[str, list[Attribute]]:
    """Subject -> the held attributes it holds: 3 or 4 each, every held attribute 1 to 5
    holders, each absent attribute's partner 4 or 5."""
    held = d.attributes[:HELD]
    partners = {partner(d, a).key for a in d.attributes[HELD:]}
    while True:
        who: dict[str, set[str]] = {}
        for a in held:
            if a.key in partners:
                who[a.key] = set(rng.sample(d.subjects, rng.choice((4, 5))))
            else:
                who[a.key] = set(rng.sample(d.subjects, rng.choice((1, 1, 2))))
        counts = {s: sum(s in w for w in who.values()) for s in d.subjects}
        if all(3 <= c <= 4 for c in counts.values()):
            return {s: [a for a in held if s in who[a.key]] for s in d.subjects}


def typo(rng: random.Random, phrase: str, doubled: bool) -> str:
    """The phrase with its longest word misspelt once: two neighbouring letters swapped, or its
    first letter doubled."""
    words = phrase.split(" ")
    i = max(range(len(words)), key=lambda j: len(words[j]))
    w = words[i]
    if doubled:
        words[i] = w[0] + w
    else:
        spots = [k for k in range(len(w) - 1) if w[k].isalpha() and w[k + 1].isalpha()]
        spots = [k for k in spots if w[k] != w[k + 1]]
        k = rng.choice(spots)
        words[i] = w[:k] + w[k + 1] + w[k] + w[k + 2 :]
    return " ".join(words)


class _Cases:
    """Builds cases, each form in rotation per kind."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.out: list[dict[str, Any]] = []
        self.slot: dict[str, int] = {}
        self.phrasing: dict[str, int] = {}

    def add(self, case: dict[str, Any], slot: int, wording: str, ghosts: tuple[str, ...]) -> None:
        form = ROTATION[slot % len(ROTATION)]
        name = case.get("topic") or case["subject"]
        if form == "alias" and "old" in case:
            name = case["alias"] = case.pop("old")
        case.pop("old", None)
        phrase = case.pop("phrases")[WORDINGS.index(wording)]
        if form.startswith("typo"):
            phrase = typo(self.rng, phrase, doubled=form == "typo2")
        k = self.phrasing.get(form, 0)
        self.phrasing[form] = k + 1
        other = self.rng.choice(ghosts)
        query = request(
            form,
            k,
            phrase,
            name,
            g=other,
            v=case.pop("confirm"),
            x=SIDE_QUESTIONS[k % len(SIDE_QUESTIONS)],
        )
        if case.get("asked_in"):
            query += f" I need it {case['asked_in']}."
        if form == "compare":
            case["other"] = other
        variant = f"{'typo' if form == 'typo2' else form}/{wording}"
        self.out.append({"query": query, **case, "phrase": phrase, "variant": variant})


def _base(
    rng: random.Random,
    d: Domain,
    old: dict[str, str],
    s: str,
    a: Attribute,
    kind: str,
    phrases: tuple[str, str],
) -> dict[str, Any]:
    return {
        "relevant": [],
        "kind": kind,
        "domain": d.key,
        "subject": s,
        "attribute": a.key,
        "phrases": phrases,
        "old": old[s],
        "confirm": rng.choice(a.values),
    }


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    memories: list[dict[str, str]] = []
    cases = _Cases(rng)
    n_fact = 0
    counters = dict.fromkeys(KINDS, 0)

    def slot(kind: str) -> tuple[int, str]:
        i = counters[kind]
        counters[kind] = i + 1
        return i, WORDINGS[(i // 10) % 2]

    for d in DOMAINS:
        holds = _holdings(rng, d)
        old = dict(zip(d.subjects, d.old_names, strict=True))
        value: dict[tuple[str, str], str] = {}
        for s in d.subjects:
            for a in holds[s]:
                v = value[(s, a.key)] = rng.choice(a.values)
                surface = SURFACE_NAMES[n_fact % len(SURFACE_NAMES)]
                text = write(surface, n_fact, s, a.word, v)
                memories.append({"key": memory_key(d.key, s, a.key), "text": text, "form": surface})
                n_fact += 1
        for i, s in enumerate(d.subjects):
            note = RENAME_NOTES[(i + len(memories)) % len(RENAME_NOTES)]
            text = note.format(old=old[s], new=s)
            memories.append({"key": memory_key(d.key, s, RENAMED), "text": text, "form": "rename"})

        held = d.attributes[:HELD]
        for a in held:
            who = [s for s in d.subjects if a in holds[s]]
            s = rng.choice(who)
            v = value[(s, a.key)]
            i, _w = slot("answer")
            for j, wording in enumerate(WORDINGS):
                c = _base(rng, d, old, s, a, "answer", (a.word, a.synonym))
                c["relevant"] = [memory_key(d.key, s, a.key)]
                c["value"] = v
                c["confirm"] = rng.choice([x for x in a.values if x != v])
                if a.asked_in:
                    c["asked_in"] = a.asked_in
                cases.add(c, i + 5 * j, wording, d.ghosts)
        pairs = [(s, a) for a in held for s in d.subjects if a not in holds[s]]
        for s, a in rng.sample(pairs, OTHER_PER_DOMAIN):
            i, wording = slot("other_subject")
            cases.add(
                _base(rng, d, old, s, a, "other_subject", (a.word, a.synonym)), i, wording, d.ghosts
            )
        for a in d.attributes[HELD:]:
            p = partner(d, a)
            first = [s for s in d.subjects if p in holds[s]]
            rest = [s for s in d.subjects if s not in first]
            rng.shuffle(first)
            rng.shuffle(rest)
            for s in (first + rest)[:ABSENT_SUBJECTS]:
                i, wording = slot("absent")
                cases.add(
                    _base(rng, d, old, s, a, "absent", (a.word, a.synonym)), i, wording, d.ghosts
                )
        for a in held:
            who = [s for s in d.subjects if a in holds[s]]
            for s in rng.sample(who, 2) if len(who) >= 2 else who * 2:
                c = _base(rng, d, old, s, a, "related_unknown", (a.near_word, a.near_synonym))
                c["attribute"], c["near"] = a.near_key, a.key
                i, wording = slot("related_unknown")
                cases.add(c, i, wording, d.ghosts)
    things = [t for _p, t, _v in OFFTOPIC]
    for _round in range(2):
        for asked, thing, v in OFFTOPIC:
            i, wording = slot("offtopic")
            off: dict[str, Any] = {"relevant": [], "kind": "offtopic", "topic": thing}
            off["phrases"], off["confirm"] = (asked, asked), v
            cases.add(off, i, wording, tuple(t for t in things if t != thing))
    rng.shuffle(memories)
    return {"name": "unknowns10", "seed": seed, "memories": memories, "cases": cases.out}


def _holders(data: dict[str, Any]) -> dict[tuple[str, str], set[str]]:
    out: dict[tuple[str, str], set[str]] = {}
    for m in data["memories"]:
        _p, domain, subject, attr = m["key"].split("/")
        if attr != RENAMED:
            out.setdefault((domain, attr), set()).add(subject)
    return out


def problems(data: dict[str, Any]) -> list[str]:
    """What the generator refuses: an answer its memory does not hold, a memory using a word of
    its synonym or of the unit its question asks, an unknown some memory answers or of the wrong
    kind, an old name written outside its rename note, an off-topic request naming a subject,
    and whatever the vocabulary check reports."""
    attrs = {(d.key, a.key): a for d in DOMAINS for a in d.attributes}
    near = {(d.key, a.near_key): a for d in DOMAINS for a in d.attributes}
    text = {m["key"]: m["text"] for m in data["memories"]}
    held = _holders(data)
    out = vocabulary_problems()
    names = [n.casefold() for d in DOMAINS for n in (*d.subjects, *d.old_names)]
    for c in data["cases"]:
        kind = c["kind"]
        if kind == "offtopic":
            if any(n in c["query"].casefold() for n in names):
                out.append(f"off-topic {c['query']!r} names a subject")
            continue
        if kind == "answer":
            a = attrs[(c["domain"], c["attribute"])]
            mem = text.get(c["relevant"][0], "")
            if c["value"] not in mem or a.word not in mem or c["subject"] not in mem:
                out.append(f"{c['relevant'][0]} does not hold {a.word} = {c['value']}")
            if content(a.synonym) & tokens(mem):
                out.append(f"{c['relevant'][0]} uses a word of {a.synonym!r}")
            if c.get("asked_in") and content(c["asked_in"]) & tokens(mem):
                out.append(f"{c['relevant'][0]} is written {c['asked_in']}")
            continue
        n = near.get((c["domain"], c["attribute"])) if kind == "related_unknown" else None
        phrases = (
            (n.near_word, n.near_synonym)
            if n
            else (
                attrs[(c["domain"], c["attribute"])].word,
                attrs[(c["domain"], c["attribute"])].synonym,
            )
        )
        if memory_key(c["domain"], c["subject"], c["attribute"]) in text:
            out.append(f"{c['subject']} holds {c['attribute']}")
        for key, t in text.items():
            low = t.casefold()
            if c["subject"].casefold() in low and any(p.casefold() in low for p in phrases):
                out.append(f"{key} answers {c['query']!r}")
        who = held.get((c["domain"], c["attribute"]), set())
        if kind == "other_subject" and (not who or c["subject"] in who):
            out.append(f"other_subject {c['query']!r}")
        if kind == "absent" and who:
            out.append(f"absent {c['query']!r}")
        if kind == "related_unknown" and (
            who or c["subject"] not in held.get((c["domain"], c["near"]), set())
        ):
            out.append(f"related_unknown {c['query']!r}")
    for d in DOMAINS:
        for s, o in zip(d.subjects, d.old_names, strict=True):
            where = [k for k, t in text.items() if o.casefold() in t.casefold()]
            if where != [memory_key(d.key, s, RENAMED)]:
                out.append(f"old name {o} is written in {where}")
    return out


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def main() -> int:
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
