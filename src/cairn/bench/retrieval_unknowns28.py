"""Generate the blind held-out retrieval set ``unknowns28`` (``python -m
cairn.bench.retrieval_unknowns28``; ``--check`` only checks). Nine domains of six subjects and
twelve attributes (``retrieval_unknowns28_domains``); each held attribute's holders write one
memory each on the surface least used so far, each subject has a rename note naming its old name
and role, and the cases ask answers (with the word and a synonym), other subjects, attributes
nobody holds, neighbours and antonyms of held attributes and off-topic facts in a rotation of
sixteen request forms (``retrieval_unknowns28_forms``). The generator refuses to write a set its
vocabulary check or its set check (``retrieval_unknowns28_check``) rejects."""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cairn.bench.retrieval_unknowns28_check import (
    RENAMED,
    WORDINGS,
    content,
    memory_key,
    tokens,
)
from cairn.bench.retrieval_unknowns28_check import problems as set_problems
from cairn.bench.retrieval_unknowns28_domains import DOMAINS, Attribute, Domain
from cairn.bench.retrieval_unknowns28_forms import (
    ANTONYM_TEXT,
    FORM_TEXT,
    NOTE_SHAPES,
    NOTE_TEXT,
    OFFTOPIC,
    PEOPLE,
    ROTATION,
    SURFACE_TEXT,
    SURFACES,
)

__all__ = ["DOMAINS", "OFFTOPIC", "RENAMED", "WORDINGS", "content", "memory_key", "tokens"]

SEED = 280207
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns28.json"
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
HELD = 9
HOLDERS = (5, 4, 4, 2, 2, 1, 1, 1, 1)
OTHER_PER_DOMAIN = 12
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 18
OFFSET = {"answer": 0, "other_subject": 3, "absent": 7, "related_unknown": 11, "offtopic": 5}
FIXED = re.sub(r"\{[a-z]\}", " ", " ".join([*SURFACE_TEXT.values(), *NOTE_TEXT.values()]))
FIXED_TOKENS = tokens(FIXED) | tokens(" ".join(PEOPLE))


def partner(d: Domain, a: Attribute) -> Attribute:
    """The held attribute an attribute nobody holds shares a word with: nine places before."""
    return d.attributes[d.attributes.index(a) - HELD]


def stems(text: str) -> set[str]:
    return {w[:5] for w in content(text)}


def _attribute_problems(
    d: Domain, i: int, a: Attribute, writable: set[str], base: set[str]
) -> list[str]:
    out = []
    words = [b.word for b in d.attributes]
    if len(a.word.split(" ")) != 2:
        out.append(f"{a.word!r} is not two words")
    if a.word in FIXED.casefold() or content(a.word) & FIXED_TOKENS:
        out.append(f"{a.word!r} is written by the fixed text")
    if len(a.values) != 4 or len(set(a.values)) != 4:
        out.append(f"{a.word!r} does not have four distinct values")
    if any(ch in v for v in a.values for ch in ',"{}'):
        out.append(f"{a.word!r} has a value with a comma, quote or brace")
    if len({v[0].isdigit() or v[0] == "-" for v in a.values}) > 1:
        out.append(f"{a.word!r} mixes numeric and worded values")
    said = {w for b in words for w in b.split(" ")}
    for v in a.values:
        if tokens(v) & said:
            out.append(f"value {v!r} writes an attribute's word")
        out += [f"{v!r} is written inside {x!r}" for x in a.values if x != v and v in x]
    for x in (*words, *(b.near_word for b in d.attributes if b.extra), d.title, d.thing):
        if x != a.word and a.word in x and x != a.near_word:
            out.append(f"{a.word!r} is written inside {x!r}")
    for x in (*d.roles, *(b.synonym for b in d.attributes)):
        if a.word in x:
            out.append(f"{a.word!r} is written inside {x!r}")
    own = stems(a.synonym) | stems(a.extra)
    banned = {w[:5] for w in writable} | {w[:5] for b in words for w in content(b)}
    if stems(a.synonym) & banned:
        out.append(f"synonym {a.synonym!r} shares a stem with {sorted(stems(a.synonym) & banned)}")
    if i >= HELD:
        return out + _absent_problems(d, a, writable)
    if a.extra and (" " in a.extra or a.extra in writable | said):
        out.append(f"neighbour word {a.extra!r} could be written")
    if not a.extra or not a.near_synonym:
        out.append(f"{a.word!r} has no neighbour")
    near = stems(a.near_synonym) - own
    if near & banned:
        out.append(
            f"neighbour synonym {a.near_synonym!r} shares a stem with {sorted(near & banned)}"
        )
    if a.unit:
        unit = content(a.unit)
        if unit & {w for v in a.values for w in tokens(v)}:
            out.append(f"unit {a.unit!r} is written by a value")
        elif unit & (writable | said):
            out.append(f"unit {a.unit!r} is written by a word, name or fixed text")
    if a.antonym:
        out += _antonym_problems(d, i, a, base | said)
    return out


def _antonym_problems(d: Domain, i: int, a: Attribute, writable: set[str]) -> list[str]:
    parts, word = a.antonym.split(" "), a.word.split(" ")
    ok = (
        len(parts) == 2
        and parts[1] == word[1]
        and parts[0] != word[0]
        and parts[0] not in writable
        and parts[0][:5] not in {w[:5] for w in writable}
        and HOLDERS[i] == 1
    )
    return [] if ok else [f"antonym {a.antonym!r} is not its opposite of {a.word!r}"]


def _absent_problems(d: Domain, a: Attribute, writable: set[str]) -> list[str]:
    out = []
    if a.extra or a.unit or a.antonym:
        out.append(f"{a.word!r}, held by nobody, has a neighbour, unit or antonym")
    mine = content(a.word)
    if mine & (content(d.title) | content(d.thing)):
        return [*out, f"{a.word!r} shares a word with the title or thing"]
    shared = [b for b in d.attributes[:HELD] if mine & content(b.word)]
    if len(shared) != 1:
        out.append(f"{a.word!r} shares a word with {len(shared)} held attributes")
    elif shared[0] != partner(d, a):
        out.append(f"{a.word!r} shares a word with {shared[0].word!r}, not its partner")
    else:
        other = mine - content(shared[0].word)
        if other & writable:
            out.append(f"{a.word!r}: its other word could be written by a memory")
    return out


def vocabulary_problems() -> list[str]:
    """Everything the vocabulary check refuses (see the page ``docs/bench/unknowns28.md``)."""
    out = []
    for d in DOMAINS:
        names = (*d.subjects, *d.old_names)
        writable = set(FIXED_TOKENS)
        for x in (*names, *d.roles, d.title, d.thing):
            writable |= content(x)
        for b in d.attributes:
            writable |= {w for v in b.values for w in tokens(v)}
        base = set(writable)
        for b in d.attributes:
            writable |= content(b.antonym)
        for i, a in enumerate(d.attributes):
            out += [f"{d.key}: {p}" for p in _attribute_problems(d, i, a, writable, base)]
        said = {w for a in d.attributes for w in a.word.split(" ")}
        for n in (*names, *d.roles):
            hits = sorted(w for w in said if w in n.casefold())
            if hits:
                out.append(f"{d.key}: {n} writes {hits!r}")
        every = [n.casefold() for n in names]
        if len(set(every)) != len(every) or len(set(d.roles)) != len(d.roles):
            out.append(f"{d.key}: a name or role repeats")
        out += [f"{d.key}: {a} is inside {b}" for a in every for b in every if a != b and a in b]
        if sum(1 for a in d.attributes if a.antonym) != 1:
            out.append(f"{d.key}: not exactly one antonym")
    return out


def problems(data: dict[str, Any]) -> list[str]:
    return set_problems(DOMAINS, OFFTOPIC, data)


def typo(phrase: str, doubled: bool, rng: random.Random) -> str:
    """The phrase with its longest word misspelt once: its first letter doubled, or two
    neighbouring (different) letters swapped."""
    words = phrase.split(" ")
    k = max(range(len(words)), key=lambda j: len(words[j]))
    w = words[k]
    if doubled:
        words[k] = w[0] + w
    else:
        at = rng.choice([j for j in range(len(w) - 1) if w[j] != w[j + 1]])
        words[k] = w[:at] + w[at + 1] + w[at] + w[at + 2 :]
    return " ".join(words)


def surface(form: str, s: str, w: str, v: str, rng: random.Random) -> str:
    person = rng.choice(PEOPLE)
    at = f"{rng.randint(8, 18):02d}:{rng.randint(0, 59):02d}"
    return SURFACE_TEXT[form].format(
        s=s, w=w, v=v, n=person, l=person.lower(), d=rng.randint(1, 9), t=at
    )


class _Builder:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.memories: list[dict[str, str]] = []
        self.held: dict[tuple[str, str], list[str]] = {}
        self.values: dict[tuple[str, str, str], str] = {}
        self.order: dict[str, list[str]] = {}
        self.typos = 0

    def write_memories(self) -> None:
        use: Counter[str] = Counter()
        rank = self.rng.sample(SURFACES, len(SURFACES))
        for di, d in enumerate(DOMAINS):
            order = self.rng.sample(d.subjects, len(d.subjects))
            self.order[d.key] = order
            load: Counter[str] = Counter()
            for i, a in enumerate(d.attributes[:HELD]):
                who = sorted(order, key=lambda x: (load[x], order.index(x)))[: HOLDERS[i]]
                load.update(who)
                self.held[(d.key, a.key)] = [x for x in order if x in who]
            for a in d.attributes[:HELD]:
                for s in self.held[(d.key, a.key)]:
                    v = self.rng.choice(a.values)
                    form = min(SURFACES, key=lambda f: (use[f], rank.index(f)))
                    use[form] += 1
                    text = surface(form, s, a.word, v, self.rng)
                    key = memory_key(d.key, s, a.key)
                    self.memories.append({"key": key, "text": text, "form": form})
                    self.values[(d.key, a.key, s)] = v
            for j, (s, o, r) in enumerate(zip(d.subjects, d.old_names, d.roles, strict=True)):
                shape = NOTE_SHAPES[(di * 6 + j) % len(NOTE_SHAPES)]
                text = NOTE_TEXT[shape].format(o=o, s=s, r=r)
                key = memory_key(d.key, s, RENAMED)
                self.memories.append({"key": key, "text": text, "form": shape})

    def specs(self) -> dict[str, list[dict[str, Any]]]:
        rng = self.rng
        out: dict[str, list[dict[str, Any]]] = {k: [] for k in KINDS}
        for d in DOMAINS:
            order = self.order[d.key]
            held = d.attributes[:HELD]
            for a in held:
                s = rng.choice(self.held[(d.key, a.key)])
                out["answer"].append({"d": d, "a": a, "s": s})
            pairs = []
            for a in held:
                non = [x for x in order if x not in self.held[(d.key, a.key)]]
                pairs.append((a, rng.choice(non)))
            more = [
                (a, x)
                for a in held
                for x in order
                if x not in self.held[(d.key, a.key)] and (a, x) not in pairs
                if len(order) - len(self.held[(d.key, a.key)]) >= 2
            ]
            pairs += rng.sample(more, OTHER_PER_DOMAIN - HELD)
            out["other_subject"] += [{"d": d, "a": a, "s": x} for a, x in pairs]
            for a in d.attributes[HELD:]:
                first = self.held[(d.key, partner(d, a).key)]
                rest = [x for x in order if x not in first]
                who = (first + rest)[:ABSENT_SUBJECTS]
                out["absent"] += [{"d": d, "a": a, "s": x} for x in who]
            for i, a in enumerate(held):
                who = list(self.held[(d.key, a.key)])
                if i < 3:
                    who.remove(rng.choice(who))
                out["related_unknown"] += [{"d": d, "a": a, "s": x} for x in who]
        out["offtopic"] = [{"t": t} for t in OFFTOPIC for _twice in (0, 1)]
        return out

    def phrase_of(self, spec: dict[str, Any], kind: str, wording: str) -> str:
        if kind == "offtopic":
            return str(spec["t"][0])
        a = spec["a"]
        if kind == "related_unknown":
            return str(a.near_word if wording == "word" else a.near_synonym)
        return str(a.word if wording == "word" else a.synonym)

    def case(
        self, spec: dict[str, Any], kind: str, slot: int, wording: str, k: int
    ) -> dict[str, Any]:
        form = ROTATION[slot][0]
        meant = self.phrase_of(spec, kind, wording)
        phrase = meant
        if form == "typo":
            phrase = typo(meant, self.typos % 2 == 1, self.rng)
            self.typos += 1
        c: dict[str, Any] = {"query": "", "relevant": [], "kind": kind}
        c["variant"] = f"{form}/{wording}"
        if kind == "offtopic":
            name = c["topic"] = spec["t"][1]
            values: Sequence[str] = [spec["t"][2]]
        else:
            d, a, s = spec["d"], spec["a"], spec["s"]
            c.update(domain=d.key, subject=s, attribute=a.key)
            if kind == "related_unknown":
                c.update(attribute=a.near_key, near=a.key)
            name = s
            i = d.subjects.index(s)
            if form == "alias":
                name = c["alias"] = d.old_names[i]
            if form == "role":
                name = c["role"] = d.roles[i]
            values = a.values
        c["phrase"] = phrase
        held = ""
        if kind == "answer":
            held = c["value"] = self.values[(spec["d"].key, spec["a"].key, spec["s"])]
            c["relevant"] = [memory_key(spec["d"].key, spec["s"], spec["a"].key)]
        offered = ""
        if form == "comparative":
            offered = self.rng.choice([v for v in values if v != held] or list(values))
            c["offered"] = offered
        query = FORM_TEXT[form][k % 2].format(p=phrase, n=name, v=offered)
        unit = spec["a"].unit if kind == "answer" else ""
        if unit:
            c["asked_in"] = unit
            glue = " " if "\n" not in query and query[-1] in ".?!" else "\n"
            query += f"{glue}I need it {unit}."
        c["query"] = query
        return c

    def antonyms(self) -> list[dict[str, Any]]:
        out = []
        for j, d in enumerate(DOMAINS):
            a = next(a for a in d.attributes if a.antonym)
            s = self.held[(d.key, a.key)][0]
            out.append(
                {
                    "query": ANTONYM_TEXT[j % 2].format(p=a.antonym, n=s),
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
        return out


def generate(seed: int = SEED) -> dict[str, Any]:
    b = _Builder(seed)
    b.write_memories()
    specs = b.specs()
    n = len(ROTATION)
    cases = []
    for j, spec in enumerate(specs["answer"]):
        for wording, shift in zip(WORDINGS, (0, 5), strict=True):
            k = j // n + (wording == "synonym")
            cases.append(b.case(spec, "answer", (j + shift) % n, wording, k))
    for kind in KINDS[1:]:
        for i, spec in enumerate(specs[kind]):
            slot = (i + OFFSET[kind]) % n
            cases.append(b.case(spec, kind, slot, WORDINGS[i % 2], i // n))
    cases += b.antonyms()
    return {"name": "unknowns28", "seed": seed, "memories": b.memories, "cases": cases}


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="check only; write nothing")
    args = parser.parse_args(argv)
    data = generate()
    found = vocabulary_problems() + problems(data)
    if found:
        for p in found:
            print(p, file=sys.stderr)
        return 1
    if not args.check:
        FROZEN.write_text(dumps(data), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
