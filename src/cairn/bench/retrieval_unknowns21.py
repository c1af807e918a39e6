"""The twenty-first blind held-out retrieval set ``unknowns21`` (Kimetsu schema).

Nine domains (``retrieval_unknowns21_domains``), each with six subjects and twelve attributes:
nine held (by 5, 4, 4, 2, 2, 1, 1, 1 and 1 subjects), three held by nobody, each sharing a word
with its partner. Facts are written on twelve surfaces and each subject has a rename note naming
its old name and role (``retrieval_unknowns21_forms``). Cases: answers (each answered fact asked
with the word and with the synonym, five slots apart), other subjects, absent attributes,
related unknowns (neighbours and antonyms) and off-topic requests, in sixteen request forms.

``python -m cairn.bench.retrieval_unknowns21`` writes the frozen copy; it refuses to write a set
its own checks reject (``--check`` only checks)."""

from __future__ import annotations

import json
import random
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from cairn.bench import retrieval_unknowns21_domains as vocab
from cairn.bench.retrieval_unknowns21_domains import (
    DOMAINS,
    HELD,
    HOLDERS,
    Attribute,
    Domain,
    content,
    tokens,
)
from cairn.bench.retrieval_unknowns21_forms import (
    ANTONYM_FORMS,
    FILLERS,
    FORMS,
    NOTE_SHAPES,
    NOTE_TEXT,
    OFFTOPIC,
    ROTATION,
    SURFACE_TEXT,
    SURFACES,
    USERS,
)

__all__ = ["DOMAINS", "HELD", "HOLDERS", "OFFTOPIC", "content", "generate", "tokens"]

NAME = "unknowns21"
SEED = 210721
FROZEN = Path(__file__).parent / "data" / f"retrieval-{NAME}.json"
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
NEGATIVE = ("other_subject", "absent", "related_unknown")
WORDINGS = ("word", "synonym")
RENAMED = "renamed"
OTHER_PER_DOMAIN = 12
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 18
APART = 5  # slots between an answered fact's word and its synonym


def memory_key(domain: str, subject: str, attr: str) -> str:
    return f"u21/{domain}/{subject}/{attr}"


def partner(d: Domain, a: Attribute) -> Attribute:
    """The held attribute an attribute nobody holds shares a word with (nine places before)."""
    return d.attributes[d.attributes.index(a) - HELD]


def typo(phrase: str, style: int) -> str:
    """The phrase with its longest word misspelt once: two neighbouring (different) letters
    swapped near its middle (style 0), or its first letter doubled (style 1)."""
    words = phrase.split(" ")
    i = max(range(len(words)), key=lambda j: len(words[j]))
    w = words[i]
    if style == 1:
        words[i] = w[0] + w
    else:
        k = next(k for k in range(len(w) // 2, len(w) - 1) if w[k] != w[k + 1])
        words[i] = w[:k] + w[k + 1] + w[k] + w[k + 2 :]
    return " ".join(words)


def _memories(
    rng: random.Random,
) -> tuple[list[dict[str, str]], dict[tuple[str, str], dict[str, str]]]:
    """The facts and rename notes, and (domain, attribute) -> subject -> value held."""
    memories: list[dict[str, str]] = []
    held: dict[tuple[str, str], dict[str, str]] = {}
    used: Counter[str] = Counter()
    facts: list[tuple[Domain, Attribute, str]] = []
    for d in DOMAINS:
        load = Counter({s: 0 for s in d.subjects})
        for a, n in zip(d.attributes[:HELD], HOLDERS, strict=True):
            ties = {s: rng.random() for s in d.subjects}
            who = sorted(d.subjects, key=lambda s: (load[s], ties[s]))[:n]
            held[(d.key, a.key)] = {}
            for s in sorted(who, key=d.subjects.index):
                load[s] += 1
                held[(d.key, a.key)][s] = rng.choice(a.values)
                facts.append((d, a, s))
    for d, a, s in facts:
        low = min(used[f] for f in SURFACES)
        form = rng.choice([f for f in SURFACES if used[f] == low])
        used[form] += 1
        filler = rng.choice(FILLERS[form]) if form in FILLERS else ""
        text = SURFACE_TEXT[form].format(s=s, w=a.word, v=held[(d.key, a.key)][s], x=filler)
        memories.append({"key": memory_key(d.key, s, a.key), "text": text, "form": form})
    shapes = [shape for shape in NOTE_SHAPES for _ in range(18)]
    rng.shuffle(shapes)
    subjects = [(d, i) for d in DOMAINS for i in range(len(d.subjects))]
    for (d, i), shape in zip(subjects, shapes, strict=False):
        s, o, r = d.subjects[i], d.old_names[i], d.roles[i]
        text = NOTE_TEXT[shape].format(s=s, o=o, r=r)
        memories.append({"key": memory_key(d.key, s, RENAMED), "text": text, "form": shape})
    return memories, held


def _unknowns(
    rng: random.Random, held: dict[tuple[str, str], dict[str, str]]
) -> dict[str, list[dict[str, Any]]]:
    """The unasked cases of each negative kind (domain, subject, attribute, near), unordered."""
    out: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for d in DOMAINS:
        pairs = []
        for a in d.attributes[:HELD]:
            others = [s for s in d.subjects if s not in held[(d.key, a.key)]]
            pairs.append((a, rng.choice(others)))
        spare = [
            (a, s)
            for a in d.attributes[:HELD]
            if len([s for s in d.subjects if s not in held[(d.key, a.key)]]) >= 2
            for s in d.subjects
            if s not in held[(d.key, a.key)] and (a, s) not in pairs
        ]
        pairs += rng.sample(spare, OTHER_PER_DOMAIN - HELD)
        for a, s in pairs:
            out["other_subject"].append({"d": d, "a": a, "s": s})
        for a in d.attributes[HELD:]:
            first = list(held[(d.key, partner(d, a).key)])
            rest = [s for s in d.subjects if s not in first]
            rng.shuffle(rest)
            for s in (first + rest)[:ABSENT_SUBJECTS]:
                out["absent"].append({"d": d, "a": a, "s": s})
        for i, a in enumerate(d.attributes[:HELD]):
            who = list(held[(d.key, a.key)])
            if i < 3:
                who.remove(rng.choice(who))
            for s in who:
                out["related_unknown"].append({"d": d, "a": a, "s": s, "near": True})
    return out


def _ask(form: str, style: int, phrasing: int, phrase: str, name: str, value: str, k: int) -> str:
    key = f"typo{style}" if form == "typo" else form
    text = FORMS[key][phrasing]
    user = USERS[k % len(USERS)]
    return text.format(p=phrase, n=name, v=value, k=k, u=user, U=user.capitalize())


def _with_unit(query: str, unit: str) -> str:
    if not unit:
        return query
    if "\n" in query or query[-1] not in ".?!":
        return f"{query}\nI need it {unit}."
    return f"{query} I need it {unit}."


def _case(
    c: dict[str, Any], kind: str, slot: int, wording: str, phrasing: int, rng: random.Random
) -> dict[str, Any]:
    """One request of a negative kind or an answer, asked in a slot's form."""
    d, a, s = c["d"], c["a"], c["s"]
    form, style = ROTATION[slot]
    near = c.get("near", False)
    pair = (a.near_word, a.near_synonym) if near else (a.word, a.synonym)
    phrase = dict(zip(WORDINGS, pair, strict=True))[wording]
    if form == "typo":
        phrase = typo(phrase, style)
    i = d.subjects.index(s)
    name = {"alias": d.old_names[i], "role": d.roles[i]}.get(form, s)
    value = c.get("value", "")
    offered = ""
    if form == "comparative":
        offered = rng.choice([v for v in a.values if v != value])
    k = rng.randrange(10, 99)
    query = _ask(form, style, phrasing, phrase, name, offered, k)
    case: dict[str, Any] = {
        "query": _with_unit(query, c.get("unit", "")),
        "relevant": [memory_key(d.key, s, a.key)] if kind == "answer" else [],
        "kind": kind,
        "variant": f"{form}/{wording}",
        "domain": d.key,
        "subject": s,
        "attribute": a.near_key if near else a.key,
        "phrase": phrase,
    }
    if kind == "answer":
        case["value"] = value
        if c.get("unit"):
            case["asked_in"] = c["unit"]
    if near:
        case["near"] = a.key
    if form in ("alias", "role"):
        case[form] = name
    if offered:
        case["offered"] = offered
    return case


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    memories, held = _memories(rng)
    counters: Counter[tuple[str, str]] = Counter()

    def phrasing(kind: str, form: str) -> int:
        counters[(kind, form)] += 1
        return counters[(kind, form)] % 2

    cases: list[dict[str, Any]] = []
    answered = []
    for d in DOMAINS:
        for a in d.attributes[:HELD]:
            s = rng.choice(sorted(held[(d.key, a.key)], key=d.subjects.index))
            answered.append({"d": d, "a": a, "s": s, "value": held[(d.key, a.key)][s]})
            answered[-1]["unit"] = a.unit
    rng.shuffle(answered)
    for j, c in enumerate(answered):
        for wording, slot in (("word", j % 17), ("synonym", (j + APART) % 17)):
            form = ROTATION[slot][0]
            cases.append(_case(c, "answer", slot, wording, phrasing("answer", form), rng))
    unknowns = _unknowns(rng, held)
    for n, kind in enumerate(NEGATIVE):
        todo = unknowns[kind]
        rng.shuffle(todo)
        for i, c in enumerate(todo):
            slot = (i + 3 * n) % len(ROTATION)
            wording = WORDINGS[i % 2]
            form = ROTATION[slot][0]
            cases.append(_case(c, kind, slot, wording, phrasing(kind, form), rng))
    for i, d in enumerate(DOMAINS):
        a = next(a for a in d.attributes if a.antonym)
        s = next(iter(held[(d.key, a.key)]))
        cases.append(
            {
                "query": ANTONYM_FORMS[i % 2].format(p=a.antonym, n=s),
                "relevant": [],
                "kind": "related_unknown",
                "variant": "antonym/word",
                "domain": d.key,
                "subject": s,
                "attribute": a.antonym_key,
                "phrase": a.antonym,
                "near": a.key,
            }
        )
    topics = [(p, t, v) for p, t, v in OFFTOPIC] * 2
    for i, (p, t, v) in enumerate(topics):
        slot = (i + 7) % len(ROTATION)
        form, style = ROTATION[slot]
        phrase = typo(p, style) if form == "typo" else p
        offered = v if form == "comparative" else ""
        query = _ask(
            form, style, phrasing("offtopic", form), phrase, t, offered, rng.randrange(10, 99)
        )
        case = {
            "query": query,
            "relevant": [],
            "kind": "offtopic",
            "variant": f"{form}/word",
            "topic": t,
            "phrase": phrase,
        }
        if offered:
            case["offered"] = offered
        cases.append(case)
    return {"name": NAME, "seed": seed, "memories": memories, "cases": cases}


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def vocabulary_problems() -> list[str]:
    """The vocabulary check (``retrieval_unknowns21_domains``) on this module's domains."""
    return vocab.vocabulary_problems(DOMAINS)


def one_typo(asked: str, meant: str) -> bool:
    """Whether ``asked`` is ``meant`` with one word misspelt (two neighbouring letters swapped,
    or its first letter doubled)."""
    a, m = asked.split(" "), meant.split(" ")
    diff = [(x, y) for x, y in zip(a, m, strict=False) if x != y]
    if len(a) != len(m) or len(diff) != 1:
        return False
    x, y = diff[0]
    swaps = {y[:k] + y[k + 1] + y[k] + y[k + 2 :] for k in range(len(y) - 1)}
    return x in swaps or x == y[0] + y


def _phrases(c: dict[str, Any]) -> tuple[str, str] | None:
    """(word, synonym) a case's attribute is asked with (a neighbour's, an antonym twice)."""
    for d in DOMAINS:
        if d.key != c.get("domain"):
            continue
        for a in d.attributes:
            if c["variant"].startswith("antonym/") and a.antonym_key == c["attribute"]:
                return a.antonym, a.antonym
            if c["kind"] == "related_unknown" and a.extra and a.near_key == c["attribute"]:
                return a.near_word, a.near_synonym
            if c["kind"] != "related_unknown" and a.key == c["attribute"]:
                return a.word, a.synonym
    return None


def _case_problems(
    c: dict[str, Any],
    text: dict[str, str],
    low: list[tuple[str, str]],
    held: dict[tuple[str, str], set[str]],
) -> list[str]:
    q, (form, wording) = c["query"], c["variant"].split("/")
    pair = _phrases(c)
    if pair is None:
        return [f"{q!r} asks no attribute of the vocabulary"]
    out = []
    word, synonym = pair
    meant = word if wording == "word" else synonym
    name = c.get("alias") or c.get("role") or c["subject"]
    if c["phrase"] not in q or name not in q:
        out.append(f"{q!r} does not ask {c['phrase']!r} of {name}")
    if form == "typo" and not one_typo(c["phrase"], meant):
        out.append(f"{c['phrase']!r} is not one typo away from {meant!r}")
    if form != "typo" and c["phrase"] != meant:
        out.append(f"{c['phrase']!r} is not the {wording} {meant!r}")
    who = held.get((c["domain"], c["attribute"]), set())
    if c["kind"] == "answer":
        key = c["relevant"][0] if c["relevant"] else ""
        mem = text.get(key, "")
        if c["value"] not in mem or c["subject"] not in mem or word not in mem:
            out.append(f"{key} does not hold {c['subject']} {word} = {c['value']}")
        if content(synonym) & tokens(mem):
            out.append(f"{key} uses a word of the synonym {synonym!r}")
        unit = c.get("asked_in", "")
        if unit and (content(unit) & tokens(mem) or not q.endswith(f"I need it {unit}.")):
            out.append(f"{key} is written {unit}")
        if form == "comparative" and f" {c['value']}" in q:
            out.append(f"comparative {q!r} offers the held value")
        return out
    if memory_key(c["domain"], c["subject"], c["attribute"]) in text:
        out.append(f"{c['subject']} holds {c['attribute']}")
    s = c["subject"].casefold()
    out += [
        f"{k} answers {q!r}"
        for k, t in low
        if s in t and (word.casefold() in t or synonym.casefold() in t)
    ]
    if c["kind"] == "other_subject" and (not who or c["subject"] in who):
        out.append(f"other_subject {q!r} is not another subject's")
    if c["kind"] == "absent" and who:
        out.append(f"absent {q!r} is held")
    near = held.get((c["domain"], c.get("near", "")), set())
    if c["kind"] == "related_unknown" and (who or c["subject"] not in near):
        out.append(f"related_unknown {q!r} is not beside a held fact")
    return out


def problems(data: dict[str, Any]) -> list[str]:
    """What the set says that it does not keep: an answer its memory does not hold (or that
    writes its synonym or the unit asked), an unknown a memory answers or of the wrong kind, a
    request not asking its wording of its name, an old name or role written outside its rename
    note, a comparative answer offering the held value, an off-topic request naming a subject,
    a request asked twice."""
    text = {m["key"]: m["text"] for m in data["memories"]}
    low = [(k, t.casefold()) for k, t in text.items()]
    held: dict[tuple[str, str], set[str]] = defaultdict(set)
    for k in text:
        parts = k.split("/")
        if len(parts) == 4 and parts[3] != RENAMED:
            held[(parts[1], parts[3])].add(parts[2])
    out = []
    names = []
    for d in DOMAINS:
        for s, o, r in zip(d.subjects, d.old_names, d.roles, strict=True):
            names += [s, o, r]
            note = memory_key(d.key, s, RENAMED)
            for said in (o, r):
                where = [k for k, t in text.items() if said in t]
                if where != [note] or s not in text.get(note, ""):
                    out.append(f"{said} is written in {where}, not only in {note}")
    for c in data["cases"]:
        if c["kind"] == "offtopic":
            q = c["query"].casefold()
            out += [f"{c['query']!r} names a subject ({n})" for n in names if n.casefold() in q]
        else:
            out += _case_problems(c, text, low, held)
    seen = Counter(c["query"] for c in data["cases"])
    out += [f"{q!r} is asked twice" for q, n in seen.items() if n > 1]
    return out


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    found = vocabulary_problems()
    data = generate()
    found += problems(data)
    for p in found:
        print(p, file=sys.stderr)
    if found:
        return 1
    if "--check" not in args:
        FROZEN.write_text(dumps(data), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
