"""The twenty-second blind held-out retrieval set ``unknowns22`` (docs/bench/unknowns22.md).

Nine domains (a violin workshop, a dinosaur museum, a rice cooperative, an ice hotel, a fire
lookout network, a carousel works, a stained glass studio, a houseboat rental and a silk farm),
twelve attributes each, six subjects each; answers asked with the memory's word and a synonym,
and four kinds of unknown (another subject's attribute, an attribute nobody holds, a neighbour or
an antonym of a held attribute, an off-topic request), in sixteen request forms over twelve
memory surfaces. ``python -m cairn.bench.retrieval_unknowns22`` writes the frozen copy (and
refuses to write a set its own checks reject); ``--check`` only checks."""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from cairn.bench import retrieval_unknowns22_domains as vocab
from cairn.bench.retrieval_unknowns22_domains import (
    HELD,
    HOLDERS,
    Attribute,
    Domain,
    content,
    partner,
    tokens,
)
from cairn.bench.retrieval_unknowns22_forms import (
    ANTONYM_TEXT,
    FORM_TEXT,
    NICKS,
    NOTE_SHAPES,
    NOTE_TEXT,
    OFFTOPIC,
    PEOPLE,
    ROTATION,
    SURFACE_TEXT,
    SURFACES,
)

__all__ = ["HELD", "HOLDERS", "OFFTOPIC", "content", "partner", "tokens"]

SEED = 220722
NAME = "unknowns22"
PREFIX = "u22"
RENAMED = "renamed"
FROZEN = Path(__file__).parent / "data" / f"retrieval-{NAME}.json"
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
WORDINGS = ("word", "synonym")
OTHER_PER_DOMAIN = 12
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 18
GAP = 5  # an answer's synonym is asked five slots after its word
DOMAINS: tuple[Domain, ...] = vocab.DOMAINS
# where each kind starts in the rotation
START = {"other_subject": 3, "absent": 7, "related_unknown": 11, "offtopic": 14}


def memory_key(domain: str, subject: str, attr: str) -> str:
    return f"{PREFIX}/{domain}/{subject}/{attr}"


def vocabulary_problems() -> list[str]:
    return vocab.vocabulary_problems(DOMAINS)


def typo(phrase: str, how: str, rng: random.Random) -> str:
    """The phrase with its longest word misspelt once: two neighbouring letters swapped, or its
    first letter doubled."""
    words = phrase.split(" ")
    i = max(range(len(words)), key=lambda k: len(words[k]))
    w = words[i]
    if how == "double":
        words[i] = w[0] + w
    else:
        spots = [k for k in range(1, len(w) - 1) if w[k] != w[k + 1]]
        k = rng.choice(spots)
        words[i] = w[:k] + w[k + 1] + w[k] + w[k + 2 :]
    return " ".join(words)


def _query(form: str, how: str, phrasing: int, ask: str, offered: str, n: int) -> str:
    template = FORM_TEXT[how or form][phrasing]
    return template.format(a=ask, o=offered, i=n)


def _ask(
    rng: random.Random,
    slot: int,
    phrasing: int,
    case: dict[str, Any],
    words: tuple[str, str],
    wording: str,
    names: tuple[str, str, str],
    offers: tuple[str, ...],
) -> dict[str, Any]:
    """Fill ``case`` with the request of rotation slot ``slot``: its variant, phrase, query and
    the name it asks by (``names``: subject, old name, role; empty for an off-topic request)."""
    form, how = ROTATION[slot]
    phrase = dict(zip(WORDINGS, words, strict=True))[wording]
    if form == "typo":
        phrase = typo(phrase, how, rng)
    subject, old, role = names
    name = subject
    if form == "alias" and old:
        name, case["alias"] = old, old
    elif form == "role" and role:
        name, case["role"] = role, role
    offered = ""
    if form == "comparative":
        held = case.get("value")
        offered = rng.choice([v for v in offers if v != held])
        case["offered"] = offered
    shape = form if old or form not in ("alias", "role") else "question"
    q = _query(shape, how, phrasing, f"the {phrase} of {name}", offered, rng.randint(10, 59))
    if case.get("asked_in"):
        sep = "\n" if "\n" in q or q[-1] not in ".?!" else " "
        q += f"{sep}I need it {case['asked_in']}."
    case.update(variant=f"{form}/{wording}", phrase=phrase, query=q)
    return case


def _holdings(d: Domain, rng: random.Random) -> dict[str, list[str]]:
    """attribute key -> its holders, the least loaded subjects first (ties in a seeded order)."""
    load = dict.fromkeys(d.subjects, 0)
    out = {}
    for a, n in zip(d.attributes[:HELD], HOLDERS, strict=True):
        order = sorted(d.subjects, key=lambda s: (load[s], rng.random()))
        out[a.key] = sorted(order[:n], key=d.subjects.index)
        for s in out[a.key]:
            load[s] += 1
    return out


def _memories(
    rng: random.Random, holdings: dict[str, dict[str, list[str]]]
) -> tuple[list[dict[str, str]], dict[tuple[str, str, str], str]]:
    used = Counter(dict.fromkeys(SURFACES, 0))
    memories, values = [], {}
    notes = 0
    for d in DOMAINS:
        for a in d.attributes[:HELD]:
            for s in holdings[d.key][a.key]:
                least = min(used.values())
                form = rng.choice([f for f in SURFACES if used[f] == least])
                used[form] += 1
                v = rng.choice(a.values)
                values[(d.key, s, a.key)] = v
                text = SURFACE_TEXT[form].format(
                    s=s,
                    w=a.word,
                    v=v,
                    p=rng.choice(PEOPLE),
                    k=rng.choice(NICKS),
                    n=rng.randint(10, 59),
                    m=rng.randint(1, 9),
                )
                memories.append({"key": memory_key(d.key, s, a.key), "text": text, "form": form})
        for s, old, role in zip(d.subjects, d.old_names, d.roles, strict=True):
            shape = NOTE_SHAPES[notes % len(NOTE_SHAPES)]
            notes += 1
            text = NOTE_TEXT[shape].format(old=old, new=s, role=role)
            memories.append({"key": memory_key(d.key, s, RENAMED), "text": text, "form": shape})
    return memories, values


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    holdings = {d.key: _holdings(d, rng) for d in DOMAINS}
    memories, values = _memories(rng, holdings)
    slots = len(ROTATION)
    cases: list[dict[str, Any]] = []
    fact = 0
    count = Counter(dict.fromkeys(KINDS, 0))

    def unknown(kind: str, base: dict[str, Any], words: tuple[str, str], a: Attribute) -> None:
        n = count[kind]
        count[kind] += 1
        slot, phrasing = (START[kind] + n) % slots, (n // slots) % 2
        d = next(x for x in DOMAINS if x.key == base["domain"])
        i = d.subjects.index(base["subject"])
        names = (base["subject"], d.old_names[i], d.roles[i])
        case = {"kind": kind, "relevant": [], **base}
        cases.append(_ask(rng, slot, phrasing, case, words, WORDINGS[n % 2], names, a.values))

    for d in DOMAINS:
        held = holdings[d.key]
        for a in d.attributes[:HELD]:
            s = rng.choice(held[a.key])
            i = d.subjects.index(s)
            for wording, slot in zip(WORDINGS, (fact % slots, (fact + GAP) % slots), strict=True):
                case: dict[str, Any] = {
                    "kind": "answer",
                    "relevant": [memory_key(d.key, s, a.key)],
                    "domain": d.key,
                    "subject": s,
                    "attribute": a.key,
                    "value": values[(d.key, s, a.key)],
                }
                if a.unit:
                    case["asked_in"] = a.unit
                names = (s, d.old_names[i], d.roles[i])
                phrasing = (fact // slots + (wording == "synonym")) % 2
                words = (a.word, a.synonym)
                cases.append(_ask(rng, slot, phrasing, case, words, wording, names, a.values))
            fact += 1
        # another subject's attribute: each held one once, three more with two non-holders
        asked = []
        for a in d.attributes[:HELD]:
            asked.append((a, rng.choice([s for s in d.subjects if s not in held[a.key]])))
        extra = [a for a in d.attributes[1:HELD] if len(d.subjects) - len(held[a.key]) >= 2]
        for a in rng.sample(extra, OTHER_PER_DOMAIN - HELD):
            done = {s for b, s in asked if b is a}
            left = [s for s in d.subjects if s not in held[a.key] and s not in done]
            asked.append((a, rng.choice(left)))
        for a, s in asked:
            base = {"domain": d.key, "subject": s, "attribute": a.key}
            unknown("other_subject", base, (a.word, a.synonym), a)
        # attributes nobody holds, asked first of the subjects holding their partner
        for a in d.attributes[HELD:]:
            first = held[partner(d, a).key]
            rest = [s for s in d.subjects if s not in first]
            who = rng.sample(first, len(first)) + rng.sample(rest, len(rest))
            for s in who[:ABSENT_SUBJECTS]:
                base = {"domain": d.key, "subject": s, "attribute": a.key}
                unknown("absent", base, (a.word, a.synonym), a)
        # the neighbours of held attributes (one holder of each partner left out)
        for j, a in enumerate(d.attributes[:HELD]):
            who = list(held[a.key])
            if j < len(d.attributes) - HELD:
                who.remove(rng.choice(who))
            for s in who:
                base = {"domain": d.key, "subject": s, "attribute": a.near_key, "near": a.key}
                unknown("related_unknown", base, (a.near_word, a.near_synonym), a)
    # the antonyms, outside the rotation
    for k, d in enumerate(DOMAINS):
        for a in d.attributes[:HELD]:
            if a.antonym:
                s = holdings[d.key][a.key][0]
                q = ANTONYM_TEXT[k % 2].format(a=f"the {a.antonym} of {s}")
                cases.append(
                    {
                        "kind": "related_unknown",
                        "relevant": [],
                        "domain": d.key,
                        "subject": s,
                        "attribute": a.antonym_key,
                        "near": a.key,
                        "variant": "antonym/word",
                        "phrase": a.antonym,
                        "query": q,
                    }
                )
    for n in range(2 * len(OFFTOPIC)):
        phrase, thing, value = OFFTOPIC[n % len(OFFTOPIC)]
        slot, phrasing = (START["offtopic"] + n) % slots, (n // slots) % 2
        case = {"kind": "offtopic", "relevant": [], "topic": thing}
        words = (phrase, phrase)
        wording = WORDINGS[n % 2]
        cases.append(_ask(rng, slot, phrasing, case, words, wording, (thing, "", ""), (value,)))
    return {"name": NAME, "seed": seed, "memories": memories, "cases": cases}


def _one_typo(asked: str, meant: str) -> bool:
    """Whether ``asked`` is ``meant`` with one word misspelt (two neighbouring letters swapped,
    or its first letter doubled)."""
    a, m = asked.split(" "), meant.split(" ")
    diff = [(x, y) for x, y in zip(a, m, strict=False) if x != y]
    if len(a) != len(m) or len(diff) != 1:
        return False
    x, y = diff[0]
    swaps = {y[:k] + y[k + 1] + y[k] + y[k + 2 :] for k in range(len(y) - 1)}
    return x in swaps or x == y[0] + y


def phrases(case: dict[str, Any]) -> tuple[str, str] | None:
    """(word, synonym) a case asks, read from the vocabulary; None if it names none."""
    d = next((x for x in DOMAINS if x.key == case.get("domain")), None)
    if d is None:
        return None
    for a in d.attributes:
        if (
            case["variant"].startswith("antonym/")
            and a.antonym
            and a.antonym_key == case["attribute"]
        ):
            return a.antonym, a.antonym
        if case["kind"] == "related_unknown" and a.extra and a.near_key == case["attribute"]:
            return a.near_word, a.near_synonym
        if case["kind"] != "related_unknown" and a.key == case["attribute"]:
            return a.word, a.synonym
    return None


def _holders(data: dict[str, Any]) -> dict[tuple[str, str], set[str]]:
    out: dict[tuple[str, str], set[str]] = {}
    for m in data["memories"]:
        parts = m["key"].split("/")
        if len(parts) == 4 and parts[3] != RENAMED:
            out.setdefault((parts[1], parts[3]), set()).add(parts[2])
    return out


def _answer_problems(c: dict[str, Any], text: dict[str, str], words: tuple[str, str]) -> list[str]:
    out = []
    key = " ".join(c["relevant"])
    if not c["relevant"] or not all(k in text for k in c["relevant"]):
        return [f"missing key {key}"]
    mem = "\n".join(text[k] for k in c["relevant"])
    if c["value"] not in mem or c["subject"] not in mem or words[0] not in mem:
        out.append(f"{key} does not hold {c['subject']} {words[0]} = {c['value']}")
    if content(words[1]) & tokens(mem):
        out.append(f"{key} uses a word of the synonym {words[1]!r}")
    if c.get("asked_in") and content(c["asked_in"]) & tokens(mem):
        out.append(f"{key} is written {c['asked_in']}")
    if c["variant"].startswith("comparative/") and f" {c['value']}" in c["query"]:
        out.append(f"{c['query']!r} offers the held value")
    return out


def _unknown_problems(
    c: dict[str, Any],
    data: dict[str, Any],
    held: dict[tuple[str, str], set[str]],
    words: tuple[str, str],
) -> list[str]:
    out = []
    subject = c["subject"]
    if memory_key(c["domain"], subject, c["attribute"]) in {m["key"] for m in data["memories"]}:
        out.append(f"{subject} holds {c['attribute']} (by key)")
    low_s = subject.casefold()
    for m in data["memories"]:
        low = m["text"].casefold()
        if low_s in low and any(p.casefold() in low for p in words):
            out.append(f"{m['key']} answers {c['query']!r} (by text)")
    who = held.get((c["domain"], c["attribute"]), set())
    if c["kind"] == "other_subject" and (not who or subject in who):
        out.append(f"other_subject of the wrong kind: {c['query']!r}")
    if c["kind"] == "absent" and who:
        out.append(f"absent of the wrong kind: {c['query']!r}")
    if c["kind"] == "related_unknown" and (
        who or subject not in held.get((c["domain"], c["near"]), set())
    ):
        out.append(f"related_unknown of the wrong kind: {c['query']!r}")
    return out


def problems(data: dict[str, Any]) -> list[str]:
    """What the set check refuses: an answer its memory does not hold (or whose memory writes its
    synonym or the unit asked), an unknown a memory answers or of the wrong kind, a request not
    asking its wording of the name it claims, an old name or role written outside its rename
    note, a comparative answer offering the held value, an off-topic request naming a subject,
    old name or role, and a request asked twice."""
    out: list[str] = []
    text = {m["key"]: m["text"] for m in data["memories"]}
    held = _holders(data)
    every = [n for d in DOMAINS for n in (*d.subjects, *d.old_names, *d.roles)]
    for c in data["cases"]:
        q = c["query"]
        if c["kind"] == "offtopic":
            if any(n.casefold() in q.casefold() for n in every):
                out.append(f"off-topic {q!r} names a subject")
            continue
        words = phrases(c)
        if words is None:
            out.append(f"{q!r} asks no attribute of the vocabulary")
            continue
        form, wording = c["variant"].split("/")
        meant = dict(zip(WORDINGS, words, strict=True))[wording]
        name = c.get("alias") or c.get("role") or c["subject"]
        if c["phrase"] not in q or name not in q:
            out.append(f"{q!r} does not ask {c['phrase']!r} of {name}")
        if (form == "typo" and not _one_typo(c["phrase"], meant)) or (
            form != "typo" and c["phrase"] != meant
        ):
            out.append(f"{q!r} does not ask the {wording} {meant!r}")
        if c["kind"] == "answer":
            out += _answer_problems(c, text, words)
        else:
            out += _unknown_problems(c, data, held, words)
    for d in DOMAINS:
        for s, old, role in zip(d.subjects, d.old_names, d.roles, strict=True):
            key = memory_key(d.key, s, RENAMED)
            for said in (old, role):
                where = [k for k, t in text.items() if said in t]
                if where != [key] or s not in text.get(key, ""):
                    out.append(f"{said!r} is written outside its rename note ({where})")
    for q, n in Counter(c["query"] for c in data["cases"]).items():
        if n > 1:
            out.append(f"{q!r} is asked twice")
    return out


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    data = generate()
    found = vocabulary_problems() + problems(data)
    for p in found:
        print(p, file=sys.stderr)
    if found:
        return 1
    if "--check" not in args:
        FROZEN.write_text(dumps(data), encoding="utf-8")
    n = Counter(c["kind"] for c in data["cases"])
    print(f"{NAME}: {len(data['memories'])} memories, {len(data['cases'])} cases {dict(n)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
