"""The thirtieth blind held-out retrieval set, ``unknowns30``: nine domains (a wind chime maker's
wind chimes, a fishing rod maker's fishing rods, a lampshade maker's lampshades, a tricycle
maker's tricycles, a tambourine workshop's tambourines, a metronome workshop's metronomes, a
mailbox foundry's mailboxes, a glockenspiel workshop's glockenspiels and a lectern joinery's
lecterns), each of six subjects and twelve attributes; facts written on twelve surfaces, one
rename note per subject, and requests of five kinds (``answer``, ``other_subject``, ``absent``,
``related_unknown`` with neighbours and antonyms, ``offtopic``) in sixteen forms, each in two
phrasings. ``python -m cairn.bench.retrieval_unknowns30`` writes the frozen copy, and refuses
to when its vocabulary check or its set check finds a problem; ``--check`` only checks."""

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

from cairn.bench.retrieval_unknowns30_domains import (
    FISHINGROD,
    LAMPSHADE,
    TAMBOURINE,
    TRICYCLE,
    WINDCHIME,
    Attribute,
    Domain,
)
from cairn.bench.retrieval_unknowns30_domains2 import GLOCKENSPIEL, LECTERN, MAILBOX, METRONOME
from cairn.bench.retrieval_unknowns30_forms import (
    ANTONYM_FORMS,
    FORMS,
    NICKS,
    NOTES,
    OFFTOPIC,
    ROTATION,
    SURFACE_TEXT,
    SURFACES,
)

SEED = 300731
NAME = "unknowns30"
PREFIX = "u30"
FROZEN = Path(__file__).parent / "data" / f"retrieval-{NAME}.json"
DOMAINS: tuple[Domain, ...] = (
    WINDCHIME,
    FISHINGROD,
    LAMPSHADE,
    TRICYCLE,
    TAMBOURINE,
    METRONOME,
    MAILBOX,
    GLOCKENSPIEL,
    LECTERN,
)
HELD = 9
HOLDERS = (5, 4, 4, 2, 2, 1, 1, 1, 1)
OTHER_PER_DOMAIN = 12
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 18
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
WORDINGS = ("word", "synonym")
RENAMED = "renamed"
GAP = 5  # slots between an answer's word and its synonym
OFFSET = {"other_subject": 3, "absent": 8, "related_unknown": 13, "offtopic": 6}
STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "in",
        "as",
        "is",
        "to",
        "at",
        "on",
        "by",
        "for",
        "and",
        "or",
        "it",
        "its",
        "with",
        "from",
        "what",
        "s",
        "k",
    ]
)


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def content(text: str) -> set[str]:
    return tokens(text) - STOP


def memory_key(domain: str, subject: str, attr: str) -> str:
    return f"{PREFIX}/{domain}/{subject}/{attr}"


def partner(d: Domain, a: Attribute) -> Attribute:
    """The held attribute an attribute nobody holds shares a word with: nine places before."""
    return d.attributes[d.attributes.index(a) - HELD]


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def typo(phrase: str, rng: random.Random) -> str:
    """The phrase with its longest word misspelt once: two neighbouring letters swapped, or its
    first letter doubled."""
    words = phrase.split(" ")
    i = max(range(len(words)), key=lambda k: len(words[k]))
    w = words[i]
    swaps = [k for k in range(1, len(w) - 1) if w[k] != w[k + 1]]
    if swaps and rng.random() < 0.6:
        k = rng.choice(swaps)
        w = w[:k] + w[k + 1] + w[k] + w[k + 2 :]
    else:
        w = w[0] + w
    words[i] = w
    return " ".join(words)


def _holdings(d: Domain, rng: random.Random) -> list[list[str]]:
    """The holders of each held attribute: the least loaded subjects first, ties seeded."""
    load = dict.fromkeys(d.subjects, 0)
    out = []
    for n in HOLDERS:
        order = list(d.subjects)
        rng.shuffle(order)
        pick = sorted(order, key=lambda s: load[s])[:n]
        for s in pick:
            load[s] += 1
        out.append(sorted(pick, key=d.subjects.index))
    return out


def _surface(form: str, s: str, a: Attribute, v: str, rng: random.Random) -> str:
    nick = rng.choice(NICKS)
    return SURFACE_TEXT[form].format(
        s=s,
        w=a.word,
        v=v,
        n=nick,
        N=nick.capitalize(),
        k=rng.randint(1, 9),
        hh=f"{rng.randint(8, 17):02d}",
        mm=f"{rng.randint(0, 59):02d}",
    )


def _ask(form: str, k: int, p: str, q: str, v: str = "") -> str:
    return FORMS[form][k].format(p=p, q=q, v=v)


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    memories: list[dict[str, str]] = []
    used = Counter({f: 0 for f in SURFACES})
    answers: list[dict[str, Any]] = []
    pending: dict[str, list[dict[str, Any]]] = {k: [] for k in KINDS if k != "answer"}
    antonyms: list[dict[str, Any]] = []
    note_i = 0
    for di, d in enumerate(DOMAINS):
        held = _holdings(d, rng)
        facts = [(i, s) for i in range(HELD) for s in held[i]]
        value: dict[tuple[int, str], str] = {}
        for i, s in facts:
            a = d.attributes[i]
            value[(i, s)] = v = rng.choice(a.values)
            low = min(used.values())
            form = rng.choice([f for f in SURFACES if used[f] == low])
            used[form] += 1
            text = _surface(form, s, a, v, rng)
            memories.append({"key": memory_key(d.key, s, a.key), "text": text, "form": form})
        for s, o, r in zip(d.subjects, d.old_names, d.roles, strict=True):
            shape = list(NOTES)[note_i % len(NOTES)]
            note_i += 1
            memories.append(
                {
                    "key": memory_key(d.key, s, RENAMED),
                    "text": NOTES[shape].format(s=s, o=o, r=r),
                    "form": shape,
                }
            )
        base = {"domain": d.key}
        for i in range(HELD):
            a = d.attributes[i]
            s = rng.choice(held[i])
            answers.append({**base, "subject": s, "attr": a, "value": value[(i, s)]})
        chosen: list[tuple[str, int]] = []
        for i in range(HELD):
            chosen.append((rng.choice([s for s in d.subjects if s not in held[i]]), i))
        spare = [
            (s, i)
            for i in range(HELD)
            if len(d.subjects) - len(held[i]) >= 2
            for s in d.subjects
            if s not in held[i] and (s, i) not in chosen
        ]
        chosen += rng.sample(spare, OTHER_PER_DOMAIN - HELD)
        for s, i in chosen:
            pending["other_subject"].append({**base, "subject": s, "attr": d.attributes[i]})
        for j in range(HELD, len(d.attributes)):
            first = list(held[j - HELD])
            rest = [s for s in d.subjects if s not in first]
            rng.shuffle(first)
            rng.shuffle(rest)
            for s in (first + rest)[:ABSENT_SUBJECTS]:
                pending["absent"].append({**base, "subject": s, "attr": d.attributes[j]})
        left_out = {(i, rng.choice(held[i])) for i in range(3)}
        for i, s in facts:
            if (i, s) not in left_out:
                pending["related_unknown"].append(
                    {**base, "subject": s, "attr": d.attributes[i], "near": True}
                )
        for i in range(HELD):
            a = d.attributes[i]
            if a.antonym:
                antonyms.append({**base, "subject": held[i][0], "attr": a, "k": di % 2})
    for t in (*OFFTOPIC, *OFFTOPIC):
        pending["offtopic"].append({"topic": t})
    olds = {s: o for d in DOMAINS for s, o in zip(d.subjects, d.old_names, strict=True)}
    roles = {s: r for d in DOMAINS for s, r in zip(d.subjects, d.roles, strict=True)}
    phrasing: Counter[str] = Counter()
    cases: list[dict[str, Any]] = []

    def build(kind: str, spec: dict[str, Any], slot: int, wording: str) -> dict[str, Any]:
        form = ROTATION[slot % len(ROTATION)][0]
        k = phrasing[form] % 2
        phrasing[form] += 1
        case: dict[str, Any] = {"kind": kind, "variant": f"{form}/{wording}", "query": ""}
        if kind == "offtopic":
            p, topic, tv = spec["topic"]
            case.update(relevant=[], topic=topic)
            phrase, q, values = p, topic, [tv]
        else:
            a: Attribute = spec["attr"]
            s = spec["subject"]
            case["relevant"] = []
            case.update(domain=spec["domain"], subject=s)
            if spec.get("near"):
                case["attribute"] = a.near_key
                meant = a.near_word if wording == "word" else a.near_synonym
            else:
                case["attribute"] = a.key
                meant = a.word if wording == "word" else a.synonym
            phrase, q, values = meant, s, list(a.values)
            if kind == "answer":
                case["relevant"] = [memory_key(spec["domain"], s, a.key)]
                case["value"] = spec["value"]
                values = [v for v in a.values if v != spec["value"]]
            if spec.get("near"):
                case["near"] = a.key
            if form == "alias":
                q = case["alias"] = olds[s]
            if form == "role":
                q = case["role"] = roles[s]
        if form == "typo":
            phrase = typo(phrase, rng)
        case["phrase"] = phrase
        offered = rng.choice(values) if form == "comparative" else ""
        query = _ask(form, k, phrase, q, offered)
        if offered:
            case["offered"] = offered
        if kind == "answer" and spec["attr"].unit:
            unit = spec["attr"].unit
            case["asked_in"] = unit
            sep = "\n" if "\n" in query or query[-1] not in ".?!" else " "
            query += f"{sep}I need it {unit}."
        case["query"] = query
        return case

    for f, spec in enumerate(answers):
        slot = f % len(ROTATION)
        cases.append(build("answer", spec, slot, "word"))
        cases.append(build("answer", spec, slot + GAP, "synonym"))
    for kind, specs in pending.items():
        for i, spec in enumerate(specs):
            cases.append(build(kind, spec, i + OFFSET[kind], WORDINGS[i % 2]))
    for spec in antonyms:
        a = spec["attr"]
        q = ANTONYM_FORMS[spec["k"]].format(p=a.antonym, q=spec["subject"])
        cases.append(
            {
                "kind": "related_unknown",
                "variant": "antonym/word",
                "query": q,
                "relevant": [],
                "domain": spec["domain"],
                "subject": spec["subject"],
                "attribute": a.antonym_key,
                "phrase": a.antonym,
                "near": a.key,
            }
        )
    return {"name": NAME, "seed": seed, "memories": memories, "cases": cases}


def main(argv: Sequence[str] | None = None) -> int:
    from cairn.bench.retrieval_unknowns30_check import problems, vocabulary_problems

    parser = argparse.ArgumentParser(prog="python -m cairn.bench.retrieval_unknowns30")
    parser.add_argument("--check", action="store_true", help="Only check; write nothing.")
    args = parser.parse_args(argv)
    data = generate()
    found = vocabulary_problems() + problems(data)
    for p in found:
        print(p, file=sys.stderr)
    if found:
        print(f"refusing to write {NAME}: {len(found)} problems", file=sys.stderr)
        return 1
    if not args.check:
        FROZEN.write_text(dumps(data), encoding="utf-8")
        print(f"wrote {len(data['memories'])} memories and {len(data['cases'])} cases")
    return 0


def __getattr__(name: str) -> Any:
    """``problems`` and ``vocabulary_problems`` live in ``retrieval_unknowns30_check``."""
    if name in ("problems", "vocabulary_problems"):
        from cairn.bench import retrieval_unknowns30_check

        return getattr(retrieval_unknowns30_check, name)
    raise AttributeError(name)


if __name__ == "__main__":
    raise SystemExit(main())
