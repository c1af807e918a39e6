"""The vocabulary check and the set check of ``unknowns30``: they read the generator's
vocabulary (its ``DOMAINS``, looked up when called) and its reading (``tokens``, ``content``,
``memory_key``)."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from cairn.bench import retrieval_unknowns30 as gen
from cairn.bench.retrieval_unknowns30_domains import Attribute, Domain
from cairn.bench.retrieval_unknowns30_forms import NICKS, NOTES, OFFTOPIC, SURFACE_TEXT


def _fixed() -> str:
    """The fixed text of the surfaces and rename notes (placeholders dropped)."""
    text = " ".join([*SURFACE_TEXT.values(), *NOTES.values(), *NICKS])
    return re.sub(r"\{[a-zA-Z]+\}", " ", text)


FIXED = _fixed()


def _stems(words: set[str]) -> set[str]:
    return {w[:5] for w in words}


def _antonym_problems(d: Domain, i: int, a: Attribute, blocked: set[str]) -> list[str]:
    first, _sep, head = a.antonym.partition(" ")
    word_first, _sep, word_head = a.word.partition(" ")
    names = " ".join([*d.subjects, *d.old_names]).casefold()
    if (
        head != word_head
        or first == word_first
        or first in blocked
        or first in names
        or first in FIXED.casefold()
        or i >= gen.HELD
        or gen.HOLDERS[i] != 1
    ):
        return [f"antonym {a.antonym!r} of {a.word!r} is not its opposite"]
    return []


def _domain_problems(d: Domain) -> list[str]:
    out = []
    held = d.attributes[: gen.HELD]
    words = {w for a in d.attributes for w in a.word.split(" ")}
    values = {t for a in d.attributes for v in a.values for t in gen.tokens(v)}
    names = {t for n in (*d.subjects, *d.old_names) for t in gen.tokens(n)}
    roles = {t for r in d.roles for t in gen.content(r)}
    title = gen.content(d.title) | gen.content(d.thing)
    antonyms = {w for a in d.attributes if a.antonym for w in gen.content(a.antonym)}
    fixed = gen.tokens(FIXED)
    writable = values | names | roles | fixed
    blocked = words | writable | title | antonyms
    for i, a in enumerate(d.attributes):
        w = a.word
        if len(w.split(" ")) != 2:
            out.append(f"{w!r} is not two words")
        if set(w.split(" ")) & fixed:
            out.append(f"{w!r} is written by the fixed text")
        if len(a.values) != 4 or len(set(a.values)) != 4:
            out.append(f"{w!r} has not four distinct values")
        if any(re.search(r"[,\"'{}]", v) for v in a.values):
            out.append(f"{w!r} has a value with a comma, quote or brace")
        numeric = {v[0].isdigit() for v in a.values}
        if len(numeric) > 1:
            out.append(f"{w!r} mixes numeric and worded values")
        out += [
            f"{w!r}: value {v!r} is written inside {x!r}"
            for v in a.values
            for x in a.values
            if v != x and v in x
        ]
        out += [f"{w!r}: value {v!r} writes a word" for v in a.values if gen.tokens(v) & words]
        others = [b for b in d.attributes if b is not a]
        phrases = [b.word for b in others] + [b.synonym for b in d.attributes]
        phrases += [*d.roles, d.title, d.thing]
        out += [f"{w!r} is written inside {x!r}" for x in phrases if w in x]
        near = _stems(gen.content(a.synonym)) & _stems(blocked)
        if near:
            out.append(f"synonym {a.synonym!r} shares a stem with {sorted(near)}")
        if i < gen.HELD:
            if " " in a.extra or not a.extra:
                out.append(f"neighbour word {a.extra!r} of {w!r} is not one word")
            if a.extra in writable | words | title:
                out.append(f"neighbour word {a.extra!r} of {w!r} could be written")
            own = gen.content(a.synonym) | {a.extra}
            stems = _stems(gen.content(a.near_synonym) - own) & _stems(blocked)
            if stems:
                out.append(f"neighbour synonym {a.near_synonym!r} shares a stem with {stems}")
            if a.unit and gen.content(a.unit) & (writable | words):
                out.append(
                    f"unit {a.unit!r} of {w!r} is written by a value, a word, a name or fixed text"
                )
            if a.antonym:
                out += _antonym_problems(d, i, a, writable | words | title)
        else:
            if a.extra or a.near_synonym or a.unit or a.antonym:
                out.append(f"absent {w!r} holds a neighbour, unit or antonym")
            mine = set(w.split(" "))
            shared = [b for b in held if mine & set(b.word.split(" "))]
            if mine & title:
                out.append(f"absent {w!r} shares a word with the title or thing")
            if len(shared) != 1:
                out.append(f"absent {w!r} shares a word with {len(shared)} held attributes")
            elif shared[0] is not gen.partner(d, a):
                out.append(f"absent {w!r} shares a word with {shared[0].word!r}, not its partner")
            else:
                rest = mine - set(shared[0].word.split(" "))
                if rest & (writable | words - mine):
                    out.append(f"absent {w!r}: its other word could be written")
    if sum(1 for a in d.attributes if a.antonym) != 1:
        out.append(f"{d.key} has not exactly one antonym")
    for n in (*d.subjects, *d.old_names):
        found = sorted(x for x in words if x in n.casefold())
        if found:
            out.append(f"name {n!r} writes {found}")
    for r in d.roles:
        found = sorted(gen.content(r) & words)
        if found:
            out.append(f"role {r!r} writes {found}")
    return out


def vocabulary_problems() -> list[str]:
    """What the vocabulary must not do (see the set's page); empty when it is sound."""
    out = []
    for d in gen.DOMAINS:
        out += _domain_problems(d)
    every = [n for d in gen.DOMAINS for n in (*d.subjects, *d.old_names)]
    low = [n.casefold() for n in every]
    out += [
        f"name {a!r} repeats or sits inside another"
        for a in low
        for b in low
        if a in b and a is not b
    ]
    if len(set(low)) != len(low):
        out.append("names repeat")
    roles = [r for d in gen.DOMAINS for r in d.roles]
    if len(set(roles)) != len(roles):
        out.append("roles repeat")
    return out


def _phrases(case: dict[str, Any], attrs: dict[tuple[str, str], Attribute]) -> tuple[str, str]:
    """(word, synonym) a case asks, read from the vocabulary."""
    if case["kind"] == "offtopic":
        p = next(p for p, t, _v in OFFTOPIC if t == case["topic"])
        return p, p
    if case["variant"].startswith("antonym/"):
        a = attrs[(case["domain"], case["near"])]
        return a.antonym, a.antonym
    if case["kind"] == "related_unknown":
        a = attrs[(case["domain"], case["near"])]
        return a.near_word, a.near_synonym
    a = attrs[(case["domain"], case["attribute"])]
    return a.word, a.synonym


def _typo_of(asked: str, meant: str) -> bool:
    a, m = asked.split(" "), meant.split(" ")
    diff = [(x, y) for x, y in zip(a, m, strict=False) if x != y]
    if len(a) != len(m) or len(diff) != 1:
        return False
    x, y = diff[0]
    swaps = {y[:k] + y[k + 1] + y[k] + y[k + 2 :] for k in range(len(y) - 1)}
    return x in swaps or x == y[0] + y


def problems(data: dict[str, Any]) -> list[str]:
    """What the set must not do (see the set's page); empty when it is sound."""
    attrs = {(d.key, a.key): a for d in gen.DOMAINS for a in d.attributes}
    text = {m["key"]: m["text"] for m in data["memories"]}
    held: dict[tuple[str, str], set[str]] = {}
    for key in text:
        _p, dom, subject, attr = key.split("/")
        if attr != gen.RENAMED:
            held.setdefault((dom, attr), set()).add(subject)
    names = [n for d in gen.DOMAINS for n in (*d.subjects, *d.old_names, *d.roles)]
    out = []
    for c in data["cases"]:
        q, kind = c["query"], c["kind"]
        if kind == "offtopic":
            if any(n.casefold() in q.casefold() for n in names):
                out.append(f"offtopic {q!r} names a subject")
            if c["topic"] not in q:
                out.append(f"offtopic {q!r} does not ask its topic")
            continue
        word, synonym = _phrases(c, attrs)
        form, wording = c["variant"].split("/")
        meant = word if wording == "word" else synonym
        name = c.get("alias") or c.get("role") or c["subject"]
        if c["phrase"] not in q or name not in q:
            out.append(f"{q!r} does not ask {c['phrase']!r} of {name}")
        if form == "typo" and not _typo_of(c["phrase"], meant):
            out.append(f"{c['phrase']!r} is not one typo from {meant!r}")
        if form != "typo" and c["phrase"] != meant:
            out.append(f"{c['phrase']!r} is not the {wording} {meant!r}")
        if kind == "answer":
            mem = text.get(c["relevant"][0], "") if c["relevant"] else ""
            if c["value"] not in mem or c["subject"] not in mem or word not in mem:
                out.append(f"{c['relevant']} does not hold the answer to {q!r}")
            if gen.content(synonym) & gen.tokens(mem):
                out.append(f"{c['relevant']} uses a word of the synonym {synonym!r}")
            unit = c.get("asked_in")
            if unit and gen.content(unit) & gen.tokens(mem):
                out.append(f"{c['relevant'][0]} is written {unit}")
            if form == "comparative" and f" {c['value']}" in q:
                out.append(f"comparative {q!r} offers the held value")
            continue
        who = held.get((c["domain"], c["attribute"]), set())
        if gen.memory_key(c["domain"], c["subject"], c["attribute"]) in text:
            out.append(f"{c['subject']} holds {c['attribute']} ({q!r})")
        for key, t in text.items():
            low = t.casefold()
            if c["subject"].casefold() in low and (
                word.casefold() in low or synonym.casefold() in low
            ):
                out.append(f"{key} answers {q!r}")
        if kind == "other_subject" and (not who or c["subject"] in who):
            out.append(f"other_subject {q!r} is of the wrong kind")
        if kind == "absent" and who:
            out.append(f"absent {q!r} is of the wrong kind")
        if kind == "related_unknown":
            near = held.get((c["domain"], c["near"]), set())
            if who or c["subject"] not in near:
                out.append(f"related_unknown {q!r} is of the wrong kind")
    for d in gen.DOMAINS:
        for s, o, r in zip(d.subjects, d.old_names, d.roles, strict=True):
            note = gen.memory_key(d.key, s, gen.RENAMED)
            for said in (o, r):
                where = [k for k, t in text.items() if said in t]
                if where != [note]:
                    out.append(f"{said} is written outside its rename note: {where}")
    seen = Counter(c["query"] for c in data["cases"])
    out += [f"{q!r} is asked twice" for q, n in seen.items() if n > 1]
    return out
