"""The twenty-sixth blind held-out retrieval set ``unknowns26``: whether recall delivers the memory
that answers a request, and nothing when the store cannot answer it.

Nine domains (``retrieval_unknowns26_domains``), each of six subjects holding three or four of
nine held attributes; 189 facts, each one memory on one of twelve surfaces, and a rename note per
subject (``retrieval_unknowns26_forms``). The cases: answers (each held fact once per domain and
attribute, asked with the memory's word and with a synonym), other subjects, absent attributes,
related unknowns (neighbours and one antonym per domain) and off-topic requests, in sixteen
request forms. ``python -m cairn.bench.retrieval_unknowns26`` writes the frozen copy, and refuses
to when the vocabulary check or the set check finds a problem (``--check`` only checks)."""

from __future__ import annotations

import json
import random
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from cairn.bench.retrieval_unknowns26_domains import DOMAINS, Attribute, Domain
from cairn.bench.retrieval_unknowns26_forms import (
    ANTONYM_TEMPLATES,
    FIXED_TEXT,
    NOTE_SHAPES,
    OFFTOPIC,
    ROTATION,
    SURFACES,
    TEMPLATES,
    fact_text,
    note_text,
)

__all__ = ["DOMAINS", "OFFTOPIC", "Attribute", "Domain"]

SEED = 260726
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns26.json"
PREFIX = "u26"
RENAMED = "renamed"
WORDINGS = ("word", "synonym")
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
NEGATIVE = ("other_subject", "absent", "related_unknown")
HELD = 9
HOLDERS = (5, 4, 4, 2, 2, 1, 1, 1, 1)
OTHER_PER_DOMAIN = 12
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 18
GAP = 5  # slots between an answer's two wordings
STOP_WORDS = "a an the of in is it to for and or what whats s as by on at be do does"
STOP = frozenset(STOP_WORDS.split(" "))


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def content(text: str) -> set[str]:
    return tokens(text) - STOP


def stems(text: str) -> set[str]:
    """Crude stems: the first five letters of each content word."""
    return {w[:5] for w in content(text)}


def memory_key(domain: str, subject: str, attribute: str) -> str:
    return f"{PREFIX}/{domain}/{subject}/{attribute}"


def partner(domain: Domain, a: Attribute) -> Attribute:
    """The held attribute an attribute nobody holds shares a word with: nine places before it."""
    return domain.attributes[domain.attributes.index(a) - HELD]


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def _typo(phrase: str, how: str) -> str:
    """The phrase with its longest word misspelt: two neighbouring letters swapped, or its first
    letter doubled."""
    words = phrase.split(" ")
    i = max(range(len(words)), key=lambda k: len(words[k]))
    w = words[i]
    if how == "double":
        words[i] = w[0] + w
    else:
        half = len(w) // 2
        at = [*range(half, len(w) - 1), *range(half)]
        k = next(k for k in at if w[k] != w[k + 1])
        words[i] = w[:k] + w[k + 1] + w[k] + w[k + 2 :]
    return " ".join(words)


def _query(template: str, p: str, n: str, o: str = "", unit: str = "") -> str:
    q = template.format(p=p, n=n, o=o)
    if unit:
        sep = "\n" if "\n" in q or q[-1] not in ".?!" else " "
        q += f"{sep}I need it {unit}."
    return q


def _order(rng: random.Random, items: list[str], load: Counter[str]) -> list[str]:
    """``items`` least loaded first, ties in a seeded order."""
    ties = {x: rng.random() for x in items}
    return sorted(items, key=lambda x: (load[x], ties[x]))


def _asked(
    rng: random.Random, case: dict[str, Any], slot: int, phrasing: int, values: tuple[str, ...]
) -> dict[str, Any]:
    """Write the case's request in the form of rotation ``slot``: its query, phrase and the
    name it asks by (``case`` carries ``_p``, ``_n``, ``_old``, ``_role``, ``_unit``)."""
    form, how = ROTATION[slot % len(ROTATION)]
    p, n = case.pop("_p"), case.pop("_n")
    old, role, unit = case.pop("_old", ""), case.pop("_role", ""), case.pop("_unit", "")
    if form == "typo":
        p = _typo(p, how)
    if form == "alias" and old:
        n = case["alias"] = old
    if form == "role" and role:
        n = case["role"] = role
    o = ""
    if form == "comparative":
        held = case.get("value")
        o = case["offered"] = rng.choice([v for v in values if v != held])
    case["variant"] = f"{form}/{case['variant']}"
    case["phrase"] = p
    case["query"] = _query(TEMPLATES[form][phrasing], p, n, o, unit)
    return case


def _plan(rng: random.Random) -> tuple[list[dict[str, Any]], dict[str, list[dict[str, Any]]]]:
    """The memories and, per kind, the cases before their forms (each carrying its attribute
    ``_a``, and its subject's old name and role)."""
    memories: list[dict[str, Any]] = []
    raw: dict[str, list[dict[str, Any]]] = {k: [] for k in NEGATIVE}
    raw["answer"] = []
    used: Counter[str] = Counter()
    notes: Counter[str] = Counter()
    for d in DOMAINS:
        load: Counter[str] = Counter()
        held: dict[str, list[str]] = {}
        for a, n in zip(d.attributes[:HELD], HOLDERS, strict=True):
            held[a.key] = _order(rng, list(d.subjects), load)[:n]
            load.update(held[a.key])
        old = dict(zip(d.subjects, d.old_names, strict=True))
        role = dict(zip(d.subjects, d.roles, strict=True))

        def case(s: str, a: Attribute, attribute: str, **extra: Any) -> dict[str, Any]:
            return {
                "domain": d.key,  # noqa: B023 (used at once)
                "subject": s,
                "attribute": attribute,
                "_a": a,
                "_old": old[s],  # noqa: B023
                "_role": role[s],  # noqa: B023
                **extra,
            }

        for a in d.attributes[:HELD]:
            values = {}
            for s in held[a.key]:
                surface = _order(rng, list(SURFACES), used)[0]
                used[surface] += 1
                values[s] = rng.choice(a.values)
                text = fact_text(surface, s, a.word, values[s], rng)
                memories.append({"key": memory_key(d.key, s, a.key), "text": text, "form": surface})
            s = rng.choice(held[a.key])
            key = memory_key(d.key, s, a.key)
            raw["answer"].append(case(s, a, a.key, relevant=[key], value=values[s]))
        for s in d.subjects:
            shape = _order(rng, list(NOTE_SHAPES), notes)[0]
            notes[shape] += 1
            text = note_text(shape, old[s], s, role[s])
            memories.append({"key": memory_key(d.key, s, RENAMED), "text": text, "form": shape})
        others = []
        for a in d.attributes[:HELD]:
            free = [s for s in d.subjects if s not in held[a.key]]
            others.append(case(rng.choice(free), a, a.key))
        wide = [a for a in d.attributes[:HELD] if len(d.subjects) - len(held[a.key]) >= 2]
        for a in rng.sample(wide, OTHER_PER_DOMAIN - HELD):
            first = next(c["subject"] for c in others if c["_a"] == a)
            free = [s for s in d.subjects if s not in held[a.key] and s != first]
            others.append(case(rng.choice(free), a, a.key))
        raw["other_subject"] += others
        for a in d.attributes[HELD:]:
            first = held[partner(d, a).key]
            rest = [s for s in d.subjects if s not in first]
            who = first + rng.sample(rest, ABSENT_SUBJECTS - len(first))
            raw["absent"] += [case(s, a, a.key) for s in who]
        for i, a in enumerate(d.attributes[:HELD]):
            left = rng.choice(held[a.key]) if i < 3 else ""
            raw["related_unknown"] += [
                case(s, a, a.near_key, near=a.key) for s in held[a.key] if s != left
            ]
    return memories, raw


def _antonyms(memories: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One antonym per domain, asked of its attribute's one holder as a plain question."""
    out = []
    for j, d in enumerate(DOMAINS):
        a = next(a for a in d.attributes if a.antonym)
        who = [
            m["key"].split("/")[2] for m in memories if m["key"].startswith(f"{PREFIX}/{d.key}/")
        ]
        s = next(x for x in who if memory_key(d.key, x, a.key) in {m["key"] for m in memories})
        out.append(
            {
                "kind": "related_unknown",
                "variant": "antonym/word",
                "relevant": [],
                "domain": d.key,
                "subject": s,
                "attribute": a.antonym_key,
                "near": a.key,
                "phrase": a.antonym,
                "query": ANTONYM_TEMPLATES[j % 2].format(p=a.antonym, n=s),
            }
        )
    return out


def generate(seed: int = SEED) -> dict[str, Any]:
    """The set for ``seed``: its memories, and its cases (answers first)."""
    rng = random.Random(seed)
    memories, raw = _plan(rng)
    cases: list[dict[str, Any]] = []
    n = len(ROTATION)
    answers = raw["answer"]
    rng.shuffle(answers)
    for i, c in enumerate(answers):
        a: Attribute = c.pop("_a")
        for w, (p, shift) in enumerate(((a.word, 0), (a.synonym, GAP))):
            one = {"kind": "answer", "variant": WORDINGS[w], **c, "_p": p, "_n": c["subject"]}
            if a.unit:
                one["asked_in"] = one["_unit"] = a.unit
            cases.append(_asked(rng, one, i + shift, (i // n + w) % 2, a.values))
    for kind in NEGATIVE:
        group = raw[kind]
        rng.shuffle(group)
        for k, c in enumerate(group):
            a = c.pop("_a")
            w = k % 2
            near = kind == "related_unknown"
            p = (a.near_word, a.near_synonym)[w] if near else (a.word, a.synonym)[w]
            one = {"kind": kind, "variant": WORDINGS[w], "relevant": [], **c}
            one.update(_p=p, _n=c["subject"])
            cases.append(_asked(rng, one, k, (k // n) % 2, a.values))
    cases += _antonyms(memories)
    for k in range(2 * len(OFFTOPIC)):
        p, thing, value = OFFTOPIC[k // 2]
        one = {"kind": "offtopic", "variant": "word", "relevant": [], "topic": thing}
        one.update(_p=p, _n=thing)
        cases.append(_asked(rng, one, k, (k // n) % 2, (value,)))
    return {"memories": memories, "cases": cases}


def _phrases(c: dict[str, Any], attrs: dict[tuple[str, str], Attribute]) -> tuple[str, str]:
    """(word, synonym) a case asks with (an antonym or an off-topic phrase twice)."""
    if c["kind"] == "offtopic":
        p = next(p for p, t, _v in OFFTOPIC if t == c["topic"])
        return p, p
    if c["variant"].startswith("antonym/"):
        a = attrs[(c["domain"], c["near"])]
        return a.antonym, a.antonym
    if c["kind"] == "related_unknown":
        a = attrs[(c["domain"], c["near"])]
        return a.near_word, a.near_synonym
    a = attrs[(c["domain"], c["attribute"])]
    return a.word, a.synonym


def _case_problems(c: dict[str, Any], data: dict[str, Any], ctx: dict[str, Any]) -> list[str]:
    text, attrs, held = ctx["text"], ctx["attrs"], ctx["held"]
    q, out = c["query"], []
    if c["kind"] == "offtopic":
        low = q.casefold()
        out += [f"{q!r} names a subject ({n})" for n in ctx["names"] if n.casefold() in low]
        return out
    try:
        word, synonym = _phrases(c, attrs)
    except (KeyError, StopIteration):
        return [f"{q!r} asks an attribute the vocabulary does not have"]
    name = c.get("alias") or c.get("role") or c["subject"]
    form, wording = c["variant"].split("/")
    if c["phrase"] not in q or name not in q:
        out.append(f"{q!r} does not ask {c['phrase']!r} of {name}")
    if form not in ("typo",) and c["phrase"] != (word, synonym)[WORDINGS.index(wording)]:
        out.append(f"{q!r} does not ask its {wording}")
    key = memory_key(c["domain"], c["subject"], c["attribute"])
    if c["kind"] == "answer":
        mem = text.get(key, "")
        if c["value"] not in mem or c["subject"] not in mem or word not in mem:
            out.append(f"{key} does not hold {c['subject']} {word} = {c['value']}")
        if content(synonym) & tokens(mem):
            out.append(f"{key} uses a word of the synonym {synonym!r}")
        unit = c.get("asked_in")
        if unit and (content(unit) & tokens(mem) or not q.endswith(f"I need it {unit}.")):
            out.append(f"{key} is written {unit}")
        if form == "comparative" and f" {c['value']}" in q:
            out.append(f"{q!r} offers the held value")
        return out
    who = held.get((c["domain"], c["attribute"]), set())
    if key in text:
        out.append(f"{key} answers {q!r}")
    subject = c["subject"].casefold()
    for k, t in text.items():
        low = t.casefold()
        if subject in low and (word.casefold() in low or synonym.casefold() in low):
            out.append(f"{k} answers {q!r}")
    if c["kind"] == "other_subject" and (not who or c["subject"] in who):
        out.append(f"other_subject {q!r} is not of its kind")
    if c["kind"] == "absent" and who:
        out.append(f"absent {q!r} is held")
    near = held.get((c["domain"], c.get("near", "")), set())
    if c["kind"] == "related_unknown" and (who or c["subject"] not in near):
        out.append(f"related_unknown {q!r} is not of its kind")
    return out


def problems(data: dict[str, Any]) -> list[str]:
    """The set check: an answer its memory does not hold, whose memory writes its synonym or the
    unit asked, or whose comparative offers the held value; an unknown a memory answers (by key
    or by text) or of the wrong kind; a request not asking its wording of the name it claims;
    an old name or role written outside its rename note; an off-topic request naming a subject,
    old name or role; a request asked twice."""
    text = {m["key"]: m["text"] for m in data["memories"]}
    held: dict[tuple[str, str], set[str]] = {}
    for k in text:
        parts = k.split("/")
        if len(parts) == 4 and parts[3] != RENAMED:
            held.setdefault((parts[1], parts[3]), set()).add(parts[2])
    attrs = {(d.key, a.key): a for d in DOMAINS for a in d.attributes}
    names = [n for d in DOMAINS for n in (*d.subjects, *d.old_names, *d.roles)]
    ctx = {"text": text, "attrs": attrs, "held": held, "names": names}
    out = []
    for c in data["cases"]:
        out += _case_problems(c, data, ctx)
    for d in DOMAINS:
        for s, old, role in zip(d.subjects, d.old_names, d.roles, strict=True):
            note = memory_key(d.key, s, RENAMED)
            for said in (old, role):
                where = [k for k, t in text.items() if said in t]
                if where != [note]:
                    out.append(f"{said} is written outside its rename note: {where}")
    twice = Counter(c["query"] for c in data["cases"])
    out += [f"{q!r} is asked twice" for q, n in twice.items() if n > 1]
    return out


def _attribute_problems(d: Domain, i: int, a: Attribute, v: dict[str, Any]) -> list[str]:
    """The vocabulary check of one attribute (``v``: the domain's written text, by source)."""
    out = []
    if len(a.word.split(" ")) != 2:
        out.append(f"{a.word!r} is not two words")
    if content(a.word) & v["fixed"]:
        out.append(f"{a.word!r} is written by the fixed text")
    if len(set(a.values)) != 4 or any(ch in x for x in a.values for ch in ",'\"{}"):
        out.append(f"the values of {a.word!r} are not four distinct plain values")
    numeric = {x[:1].isdigit() for x in a.values}
    if len(numeric) > 1:
        out.append(f"{a.word!r} mixes numeric and worded values")
    for x in a.values:
        out += [f"value {x!r} is written inside {y!r}" for y in a.values if x != y and x in y]
        if content(x) & v["words"]:
            out.append(f"value {x!r} writes an attribute's word")
    if stems(a.synonym) & v["stems"]:
        hit = sorted(stems(a.synonym) & v["stems"])
        out.append(f"synonym {a.synonym!r} shares a stem ({hit}) with the domain's text")
    for phrase in v["phrases"]:
        if a.word in phrase and phrase not in (a.word, a.near_word, a.antonym):
            out.append(f"{a.word!r} is written inside {phrase!r}")
    if i < HELD:
        own = stems(a.synonym) | stems(a.extra)
        if a.near_synonym and stems(a.near_synonym) & (v["stems"] - own):
            out.append(f"neighbour synonym {a.near_synonym!r} shares a stem with the domain's text")
        written = v["values"] | v["roles"] | v["fixed"] | v["words"]
        if len(a.extra.split(" ")) != 1 or a.extra in written or a.extra in v["names"]:
            out.append(f"neighbour word {a.extra!r} could be written")
        out += [
            f"neighbour {a.near_word!r} holds {b.word!r}"
            for b in d.attributes
            if b != a and b.word in a.near_word
        ]
        unit = content(a.unit)
        if unit & {t for x in a.values for t in tokens(x)}:
            out.append(f"unit {a.unit!r} is written by a value")
        if unit & (v["words"] | v["fixed"]) or any(u in v["names"] for u in unit):
            out.append(f"unit {a.unit!r} is written by a word, a name or the fixed text")
    if a.antonym:
        first, _s, head = a.antonym.partition(" ")
        mine, _s, rest = a.word.partition(" ")
        writable = v["words"] | v["values"] | v["roles"] | v["title"] | v["fixed"]
        if (
            head != rest
            or first == mine
            or i >= HELD
            or HOLDERS[i] != 1
            or first in writable
            or first in v["names"]
            or first in v["fixed_low"]
        ):
            out.append(f"antonym {a.antonym!r} is not its opposite of {a.word!r}")
    if i >= HELD:
        if a.unit or a.antonym or a.extra:
            out.append(f"{a.word!r}, held by nobody, has a neighbour, unit or antonym")
        shared = [b for b in d.attributes[:HELD] if content(b.word) & content(a.word)]
        if len(shared) != 1:
            out.append(f"{a.word!r} shares a word with {len(shared)} held attributes")
        elif shared[0] != partner(d, a):
            out.append(f"{a.word!r} shares a word with {shared[0].word!r}, not its partner")
        if content(a.word) & v["title"]:
            out.append(f"{a.word!r} shares a word with the title or thing")
        other = content(a.word) - content(partner(d, a).word)
        held_words = {t for b in d.attributes[:HELD] for t in content(b.word)}
        if other & (v["values"] | v["fixed"] | v["roles"] | held_words) or any(
            o in v["names"] for o in other
        ):
            out.append(f"the other word of {a.word!r} could be written")
    return out


def vocabulary_problems() -> list[str]:
    """The vocabulary check (see the module ``retrieval_unknowns26_domains``)."""
    out = []
    every = [n for d in DOMAINS for n in (*d.subjects, *d.old_names)]
    low = [n.casefold() for n in every]
    if len(set(low)) != len(low):
        out.append("a subject or old name repeats")
    out += [f"name {a!r} is written inside {b!r}" for a in low for b in low if a != b and a in b]
    roles = [r for d in DOMAINS for r in d.roles]
    if len(set(roles)) != len(roles):
        out.append("a role repeats")
    for d in DOMAINS:
        names = [*d.subjects, *d.old_names]
        words = {t for a in d.attributes for t in content(a.word)}
        v: dict[str, Any] = {
            "fixed": content(FIXED_TEXT),
            "fixed_low": FIXED_TEXT.casefold(),
            "names": " ".join(names).casefold(),
            "roles": {t for r in d.roles for t in content(r)},
            "title": content(f"{d.title} {d.thing}"),
            "words": words,
            "values": {t for a in d.attributes[:HELD] for x in a.values for t in content(x)},
        }
        texts = [
            *(a.word for a in d.attributes),
            *(a.extra for a in d.attributes),
            *(x for a in d.attributes for x in a.values),
            *(a.antonym for a in d.attributes),
            *names,
            *d.roles,
            d.title,
            d.thing,
            FIXED_TEXT,
        ]
        v["stems"] = set().union(*(stems(t) for t in texts))
        phrases = [a.word for a in d.attributes] + [a.near_word for a in d.attributes]
        v["phrases"] = [p for p in (*phrases, *(a.antonym for a in d.attributes)) if p]
        v["phrases"] += [*d.roles, d.title, d.thing]
        for i, a in enumerate(d.attributes):
            out += [f"{d.key}: {p}" for p in _attribute_problems(d, i, a, v)]
        for name in names:
            hits = sorted(w for w in words if w in name.casefold())
            if hits:
                out.append(f"{d.key}: name {name!r} writes {hits!r}")
        for role in d.roles:
            if content(role) & words:
                out.append(f"{d.key}: role {role!r} writes {sorted(content(role) & words)!r}")
        if sum(1 for a in d.attributes if a.antonym) != 1:
            out.append(f"{d.key}: not exactly one antonym")
    return out


def main(argv: list[str] | None = None) -> int:
    """Write the frozen copy (``--check``: only check), refusing a set its checks reject."""
    args = sys.argv[1:] if argv is None else argv
    found = vocabulary_problems()
    if not found:
        found = problems(generate())
    for p in found:
        print(p, file=sys.stderr)
    if found:
        return 1
    if "--check" not in args:
        FROZEN.write_text(dumps(generate()), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
