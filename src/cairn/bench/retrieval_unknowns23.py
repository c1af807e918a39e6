"""The blind held-out retrieval set ``unknowns23``: nine domains (a treehouse resort, a maze park,
a sundial garden, a mosaic workshop, an alpaca farm, a lavender farm, a sand sculpture festival,
a windmill trust and a quilt guild), 189 facts on twelve memory surfaces and 54 rename notes, and
640 requests in sixteen forms: answers (asked with the memory's word and with a synonym), other
subjects' attributes, attributes nobody holds, neighbours and antonyms of held attributes, and
off-topic requests. ``python -m cairn.bench.retrieval_unknowns23`` writes the frozen copy; it
refuses to write a set its own checks reject (``--check`` only checks)."""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cairn.bench.retrieval_unknowns23_domains import DOMAINS, Attribute, Domain
from cairn.bench.retrieval_unknowns23_forms import (
    ANTONYM_PHRASINGS,
    HANDLES,
    NOTE_SHAPES,
    NOTE_TEXT,
    OFFTOPIC,
    OFFTOPIC_ALIAS,
    PEOPLE,
    PHRASINGS,
    ROTATION,
    SURFACE_TEXT,
    SURFACES,
)

NAME = "unknowns23"
PREFIX = "u23"
SEED = 230723
FROZEN = Path(__file__).parent / "data" / f"retrieval-{NAME}.json"
RENAMED = "renamed"
WORDINGS = ("word", "synonym")
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
NEGATIVE = ("other_subject", "absent", "related_unknown")
HELD = 9
HOLDERS = (5, 4, 4, 2, 2, 1, 1, 1, 1)
OTHER_PER_DOMAIN = 12
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 18
GAP = 5  # an answer's synonym is asked this many slots after its word

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
        "and",
        "or",
        "for",
        "on",
        "at",
        "by",
        "it",
        "its",
    ]
)

__all__ = ["DOMAINS", "OFFTOPIC", "Attribute", "Domain"]


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def content(text: str) -> set[str]:
    return tokens(text) - STOP


def memory_key(domain: str, subject: str, attribute: str) -> str:
    return f"{PREFIX}/{domain}/{subject}/{attribute}"


def partner(d: Domain, a: Attribute) -> Attribute:
    """The held attribute an attribute nobody holds shares a word with (nine places before)."""
    keys = [x.key for x in d.attributes]
    return d.attributes[keys.index(a.key) - HELD]


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def typo(phrase: str, doubled: bool) -> str:
    """The phrase with its longest word misspelt: two neighbouring letters swapped (near its
    middle), or its first letter doubled."""
    words = phrase.split(" ")
    i = max(range(len(words)), key=lambda k: (len(words[k]), -k))
    w = words[i]
    if doubled:
        words[i] = w[0] + w
    else:
        mid = len(w) // 2
        k = next(k for k in (mid, mid - 1, mid + 1, 1, 2, 3, 0) if w[k] != w[k + 1])
        words[i] = w[:k] + w[k + 1] + w[k] + w[k + 2 :]
    return " ".join(words)


def _ask(form: str, phrasing: int, phrase: str, name: str, offered: str = "") -> str:
    return PHRASINGS[form][phrasing].format(q=phrase, n=name, v=offered)


def _need(query: str, unit: str) -> str:
    sep = " " if query[-1] in ".?!" and "\n" not in query else "\n"
    return f"{query}{sep}I need it {unit}."


def _slot(position: int) -> tuple[str, int]:
    """The form of a slot and its phrasing (the typo form: its slot's own; others alternate)."""
    form, k = ROTATION[position % len(ROTATION)]
    if form == "typo":
        return form, k
    return form, (position // len(ROTATION)) % 2


def _request(
    case: dict[str, Any], position: int, phrase: str, d: Domain | None, offered: str
) -> dict[str, Any]:
    """Writes the case's query in the form of its rotation slot."""
    form, phrasing = _slot(position)
    subject = case.get("subject", "")
    name = subject or case["topic"]
    asked = phrase
    if form == "typo":
        asked = typo(phrase, doubled=bool(phrasing))
    if form in ("alias", "role") and d is not None:
        i = d.subjects.index(subject)
        name = d.old_names[i] if form == "alias" else d.roles[i]
        case[form] = name
    if form in ("alias", "role") and d is None:
        query = OFFTOPIC_ALIAS[phrasing].format(q=asked, n=name)
    else:
        query = _ask(form, phrasing, asked, name, offered)
    if form == "comparative":
        case["offered"] = offered
    case["variant"] = f"{form}/{case['variant']}"
    case["phrase"] = asked
    case["query"] = query
    return case


def _holdings(d: Domain, rng: random.Random) -> dict[str, list[str]]:
    """attribute key -> its holders: the least loaded subjects first, ties in a seeded order."""
    order = list(d.subjects)
    rng.shuffle(order)
    load: Counter[str] = Counter()
    out = {}
    for a, n in zip(d.attributes[:HELD], HOLDERS, strict=True):
        who = sorted(order, key=lambda s: (load[s], order.index(s)))[:n]
        load.update(who)
        out[a.key] = who
    return out


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    surface_rank = list(SURFACES)
    rng.shuffle(surface_rank)
    used: Counter[str] = Counter()
    memories: list[dict[str, str]] = []
    pending: dict[str, list[tuple[dict[str, Any], str, Domain | None, list[str]]]] = defaultdict(
        list
    )
    answers: list[tuple[dict[str, Any], Attribute, Domain, str]] = []
    for di, d in enumerate(DOMAINS):
        held = _holdings(d, rng)
        value: dict[tuple[str, str], str] = {}
        for a in d.attributes[:HELD]:
            for s in held[a.key]:
                form = min(surface_rank, key=lambda f: (used[f], surface_rank.index(f)))
                used[form] += 1
                v = rng.choice(a.values)
                value[(s, a.key)] = v
                text = SURFACE_TEXT[form].format(
                    s=s,
                    w=a.word,
                    v=v,
                    p=rng.choice(PEOPLE),
                    h=rng.choice(HANDLES),
                    n=rng.randint(1, 9),
                    nn=f"{rng.randint(0, 59):02d}",
                )
                memories.append({"key": memory_key(d.key, s, a.key), "text": text, "form": form})
        for j, (s, old, role) in enumerate(zip(d.subjects, d.old_names, d.roles, strict=True)):
            shape = NOTE_SHAPES[(j + di) % len(NOTE_SHAPES)]
            text = NOTE_TEXT[shape].format(s=s, o=old, r=role)
            memories.append({"key": memory_key(d.key, s, RENAMED), "text": text, "form": shape})
        # answers: one holder of each held attribute, asked with the word and the synonym
        for a in d.attributes[:HELD]:
            s = rng.choice(held[a.key])
            answers.append(({"subject": s}, a, d, value[(s, a.key)]))
        # other subjects: each held attribute once, three more of those with two non-holders
        others = {
            a.key: [s for s in d.subjects if s not in held[a.key]] for a in d.attributes[:HELD]
        }
        asked: list[tuple[Attribute, str]] = []
        for a in d.attributes[:HELD]:
            asked.append((a, rng.choice(others[a.key])))
        spare = [a for a in d.attributes[:HELD] if len(others[a.key]) >= 2]
        for a in rng.sample(spare, OTHER_PER_DOMAIN - HELD):
            first = next(s for b, s in asked if b.key == a.key)
            asked.append((a, rng.choice([s for s in others[a.key] if s != first])))
        for a, s in asked:
            base = {"kind": "other_subject", "domain": d.key, "subject": s, "attribute": a.key}
            pending["other_subject"].append((base, a.key, d, list(a.values)))
        # absent: each attribute nobody holds, of its partner's holders first
        for a in d.attributes[HELD:]:
            holding = list(held[partner(d, a).key])
            rest = [s for s in d.subjects if s not in holding]
            rng.shuffle(rest)
            for s in (holding + rest)[:ABSENT_SUBJECTS]:
                base = {"kind": "absent", "domain": d.key, "subject": s, "attribute": a.key}
                pending["absent"].append((base, a.key, d, list(a.values)))
        # related unknowns: the neighbour of each fact (one holder of each partner left out)
        for i, a in enumerate(d.attributes[:HELD]):
            who = list(held[a.key])
            if i < len(d.attributes) - HELD:
                who.remove(rng.choice(who))
            for s in who:
                base = {
                    "kind": "related_unknown",
                    "domain": d.key,
                    "subject": s,
                    "attribute": a.near_key,
                    "near": a.key,
                }
                pending["related_unknown"].append((base, a.key, d, list(a.values)))
            if a.antonym:
                s = held[a.key][0]
                phrasing = ANTONYM_PHRASINGS[di % 2]
                memories_case = {
                    "query": phrasing.format(q=a.antonym, n=s),
                    "relevant": [],
                    "kind": "related_unknown",
                    "variant": "antonym/word",
                    "domain": d.key,
                    "subject": s,
                    "attribute": a.antonym_key,
                    "phrase": a.antonym,
                    "near": a.key,
                }
                pending["antonym"].append((memories_case, "", None, []))
    for phrase, topic, v in OFFTOPIC:
        for _twice in range(2):
            base = {"kind": "offtopic", "topic": topic}
            pending["offtopic"].append((base, phrase, None, [v]))
    return {
        "name": NAME,
        "seed": seed,
        "memories": memories,
        "cases": _cases(answers, pending, rng),
    }


def _cases(
    answers: list[tuple[dict[str, Any], Attribute, Domain, str]],
    pending: dict[str, list[tuple[dict[str, Any], str, Domain | None, list[str]]]],
    rng: random.Random,
) -> list[dict[str, Any]]:
    attrs = {(d.key, a.key): a for d in DOMAINS for a in d.attributes}
    cases: list[dict[str, Any]] = []
    for pos, (base, a, d, v) in enumerate(answers):
        for wording, at in (("word", pos), ("synonym", pos + GAP)):
            case = {
                "query": "",
                "relevant": [memory_key(d.key, base["subject"], a.key)],
                "kind": "answer",
                "variant": wording,
                "domain": d.key,
                "subject": base["subject"],
                "attribute": a.key,
                "phrase": "",
                "value": v,
            }
            phrase = a.word if wording == "word" else a.synonym
            offered = rng.choice([x for x in a.values if x != v])
            case = _request(case, at, phrase, d, offered)
            if a.unit:
                case["asked_in"] = a.unit
                case["query"] = _need(case["query"], a.unit)
            cases.append(case)
    for kind in (*NEGATIVE, "offtopic"):
        for c, (base, key, where, values) in enumerate(pending[kind]):
            wording = WORDINGS[c % 2]
            case = {"query": "", "relevant": [], **base, "variant": wording, "phrase": ""}
            if kind == "offtopic":
                phrase = key
            elif kind == "related_unknown":
                a = attrs[(base["domain"], key)]
                phrase = a.near_word if wording == "word" else a.near_synonym
            else:
                a = attrs[(base["domain"], key)]
                phrase = a.word if wording == "word" else a.synonym
            order = ["query", "relevant", "kind", "variant", "domain", "subject", "topic"]
            order += ["attribute", "phrase", "near"]
            case = _request(case, c, phrase, where, rng.choice(values))
            cases.append({k: case[k] for k in order if k in case} | case)
        if kind == "related_unknown":
            cases.extend(base for base, _k, _d, _v in pending["antonym"])
    return cases


def _fixed() -> set[str]:
    """The words the surfaces, rename notes and the people in them write, whatever the fact."""
    text = " ".join([*SURFACE_TEXT.values(), *NOTE_TEXT.values()])
    text = re.sub(r"\{[a-z]+\}", " ", text)
    return content(" ".join([text, *PEOPLE, *HANDLES]))


def _stem_clash(phrase: str, bag: dict[str, str]) -> list[str]:
    """The words of ``bag`` (word -> where from) sharing a crude stem with a word of ``phrase``."""
    return sorted(f"{bag[x]} {x!r}" for t in content(phrase) for x in bag if t[:5] == x[:5])


def _domain_problems(d: Domain, fixed: set[str]) -> list[str]:
    out = []
    attrs, held = d.attributes, d.attributes[:HELD]
    names = [*d.subjects, *d.old_names]
    every_name = " ".join([*names, *d.roles]).casefold()
    values = {t for a in attrs for v in a.values for t in content(v)}
    words = {t for a in attrs for t in content(a.word)}
    extras = {a.extra for a in attrs if a.extra}
    antonyms = {t for a in attrs if a.antonym for t in content(a.antonym)}
    bag: dict[str, str] = {}
    for where, group in (
        ("fixed text", fixed),
        ("a value", values),
        ("a name or role", content(" ".join([*names, *d.roles]))),
        ("the title or thing", content(f"{d.title} {d.thing}")),
        ("an antonym", antonyms),
        ("a neighbour word", extras),
        ("a word", words),
    ):
        bag.update(dict.fromkeys(group, where))
    writable = fixed | values | content(" ".join(d.roles))
    phrases = [a.word for a in attrs] + [a.near_word for a in held] + [a.antonym for a in held]
    phrases += [*d.roles, d.title, d.thing]
    for i, a in enumerate(attrs):
        for field, text in (("synonym", a.synonym), ("neighbour synonym", a.near_synonym)):
            if text and (clash := _stem_clash(text, bag)):
                out.append(f"{d.key}: {field} {text!r} shares a stem with {clash}")
        if len(a.word.split(" ")) != 2:
            out.append(f"{d.key}: {a.word!r} is not two words")
        if content(a.word) <= fixed:
            out.append(f"{d.key}: the fixed text writes {a.word!r}")
        inside = [p for p in phrases if p and p != a.near_word and p != a.word and a.word in p]
        if inside:
            out.append(f"{d.key}: {a.word!r} is written inside {inside}")
        out += _value_problems(d, a, words)
        if i < HELD:
            out += _held_problems(d, a, i, fixed, writable, every_name)
        else:
            out += _absent_problems(d, a, writable)
    for n in names:
        hit = sorted({w for w in words if w in n.casefold()})
        if hit:
            out.append(f"{d.key}: subject {n!r} writes {hit!r}")
    for r in d.roles:
        if content(r) & words:
            out.append(f"{d.key}: role {r!r} writes an attribute's word")
    low = [n.casefold() for n in names]
    if len(set(low)) != len(low) or len(set(d.roles)) != len(d.roles):
        out.append(f"{d.key}: a name or role repeats")
    out += [
        f"{d.key}: {a!r} is written inside {b!r}" for a in low for b in low if a != b and a in b
    ]
    if sum(1 for a in attrs if a.antonym) != 1:
        out.append(f"{d.key}: not one antonym")
    return out


def _value_problems(d: Domain, a: Attribute, words: set[str]) -> list[str]:
    out = []
    vs = a.values
    if len(vs) != 4 or len(set(vs)) != 4 or any(c in v for v in vs for c in ",'\"{}"):
        out.append(f"{d.key}: {a.word!r} needs four distinct plain values")
    if len({v[0].isdigit() for v in vs}) != 1:
        out.append(f"{d.key}: {a.word!r} mixes numeric and worded values")
    for v in vs:
        if content(v) & words:
            out.append(f"{d.key}: value {v!r} writes an attribute's word")
        if any(f" {v}" in f" {o}" for o in vs if o != v):
            out.append(f"{d.key}: value {v!r} is written inside another value")
    return out


def _held_problems(
    d: Domain,
    a: Attribute,
    i: int,
    fixed: set[str],
    writable: set[str],
    every_name: str,
) -> list[str]:
    out = []
    if not a.extra or " " in a.extra or not a.near_synonym:
        out.append(f"{d.key}: the neighbour of {a.word!r} is not one word with a synonym")
    elif (
        a.extra in writable
        or a.extra in every_name
        or a.extra in content(" ".join(b.word for b in d.attributes))
    ):
        out.append(f"{d.key}: neighbour word {a.extra!r} could be written")
    elif [b.word for b in d.attributes if b.word != a.word and b.word in a.near_word]:
        out.append(f"{d.key}: neighbour {a.near_word!r} holds another attribute's word")
    if a.unit:
        unit = content(a.unit)
        if unit & {t for v in a.values for t in tokens(v)}:
            out.append(f"{d.key}: unit {a.unit!r} is written by a value")
        if unit & (content(a.word) | fixed | content(every_name)):
            out.append(f"{d.key}: unit {a.unit!r} is written by the word, a name or fixed text")
    if a.antonym:
        first, _sp, head = a.antonym.partition(" ")
        mine_first, _sp, mine_head = a.word.partition(" ")
        everything = " ".join(
            [
                *(b.word for b in d.attributes),
                *(v for b in d.attributes for v in b.values),
                every_name,
                d.title,
                d.thing,
                *fixed,
            ]
        ).casefold()
        if head != mine_head or first == mine_first or first in everything or HOLDERS[i] != 1:
            out.append(f"{d.key}: antonym {a.antonym!r} is not its opposite")
    return out


def _absent_problems(d: Domain, a: Attribute, writable: set[str]) -> list[str]:
    out = []
    if a.extra or a.near_synonym or a.unit or a.antonym:
        out.append(f"{d.key}: {a.word!r}, held by nobody, has a neighbour, unit or antonym")
    mine = content(a.word)
    sharing = [b for b in d.attributes[:HELD] if mine & content(b.word)]
    if len(sharing) != 1:
        out.append(f"{d.key}: {a.word!r} shares a word with {len(sharing)} held attributes")
    elif sharing[0].key != partner(d, a).key:
        out.append(f"{d.key}: {a.word!r} shares a word with {sharing[0].word!r}, not its partner")
    if mine & content(f"{d.title} {d.thing}"):
        out.append(f"{d.key}: {a.word!r} shares a word with the title or thing")
    own = mine - {t for b in sharing for t in content(b.word)}
    if own & writable:
        out.append(f"{d.key}: {a.word!r} could be written by a memory")
    return out


def vocabulary_problems() -> list[str]:
    """What the vocabulary gets wrong (see the module ``retrieval_unknowns23_domains``)."""
    fixed = _fixed()
    out = []
    for d in DOMAINS:
        out += _domain_problems(d, fixed)
    return out


def _phrases(case: dict[str, Any], attrs: dict[tuple[str, str], Attribute]) -> tuple[str, str]:
    """(word, synonym) a case asks (a neighbour's, an antonym twice, an off-topic phrase twice)."""
    if case["kind"] == "offtopic":
        p = next(p for p, t, _v in OFFTOPIC if t == case["topic"])
        return p, p
    if case["variant"].startswith("antonym/"):
        return case["phrase"], case["phrase"]
    if case["kind"] == "related_unknown":
        a = attrs[(case["domain"], case["near"])]
        return a.near_word, a.near_synonym
    a = attrs[(case["domain"], case["attribute"])]
    return a.word, a.synonym


def problems(data: dict[str, Any]) -> list[str]:
    """What the set gets wrong: an answer its memory does not hold (or whose memory writes its
    synonym or the unit asked), an unknown a memory answers or of the wrong kind, a request not
    asking its wording of its name, an old name or role written outside its rename note, a
    comparative answer offering the held value, an off-topic request naming a subject, and a
    request asked twice."""
    attrs = {(d.key, a.key): a for d in DOMAINS for a in d.attributes}
    text = {m["key"]: m["text"] for m in data["memories"]}
    held: dict[tuple[str, str], set[str]] = defaultdict(set)
    for key in text:
        _p, domain, subject, attr = key.split("/")
        if attr != RENAMED:
            held[(domain, attr)].add(subject)
    names = [n for d in DOMAINS for n in (*d.subjects, *d.old_names, *d.roles)]
    out = [
        f"{q!r} is asked twice"
        for q, n in Counter(c["query"] for c in data["cases"]).items()
        if n > 1
    ]
    for c in data["cases"]:
        q, form = c["query"], c["variant"].split("/")[0]
        if c["kind"] == "offtopic":
            out += [f"{q!r} names a subject ({n})" for n in names if n.casefold() in q.casefold()]
            continue
        word, synonym = _phrases(c, attrs)
        said = c.get("alias") or c.get("role") or c["subject"]
        if c["phrase"] not in q or said not in q:
            out.append(f"{q!r} does not ask {c['phrase']!r} of {said}")
        if form != "typo" and c["phrase"] not in (word, synonym):
            out.append(f"{q!r} asks {c['phrase']!r}, not its wording")
        if c.get("alias") or c.get("role"):
            where = [k for k, t in text.items() if said in t]
            if where != [memory_key(c["domain"], c["subject"], RENAMED)] or c["subject"] in q:
                out.append(f"{said} is written in {where}")
        if c["kind"] == "answer":
            out += _answer_problems(c, text, synonym)
            continue
        who = held.get((c["domain"], c["attribute"]), set())
        near = held.get((c["domain"], c.get("near", "")), set())
        if memory_key(c["domain"], c["subject"], c["attribute"]) in text or (
            c["kind"] == "other_subject" and not who
        ):
            out.append(f"{q!r} is answered or of the wrong kind")
        if (c["kind"] == "absent" and who) or (
            c["kind"] == "related_unknown" and (who or c["subject"] not in near)
        ):
            out.append(f"{q!r} is of the wrong kind")
        low = c["subject"].casefold()
        for k, t in text.items():
            t = t.casefold()
            if low in t and (word.casefold() in t or synonym.casefold() in t):
                out.append(f"{k} answers {q!r}")
    return out


def _answer_problems(c: dict[str, Any], text: dict[str, str], synonym: str) -> list[str]:
    out = []
    key = c["relevant"][0]
    mem = text.get(key, "")
    a = next(
        a for d in DOMAINS if d.key == c["domain"] for a in d.attributes if a.key == c["attribute"]
    )
    if c["value"] not in mem or c["subject"] not in mem or a.word not in mem:
        out.append(f"{key} does not hold {c['value']!r}")
    if content(synonym) & tokens(mem):
        out.append(f"{key} uses a word of the synonym {synonym!r}")
    if c.get("asked_in"):
        if content(c["asked_in"]) & tokens(mem):
            out.append(f"{key} is written {c['asked_in']}")
        if not c["query"].endswith(f"I need it {c['asked_in']}."):
            out.append(f"{c['query']!r} does not ask {c['asked_in']}")
    if c["variant"].startswith("comparative/"):
        offers = [v for v in a.values if f" {v}" in c["query"]]
        if c["value"] in offers:
            out.append(f"{c['query']!r} offers the held value")
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="Check the set; write nothing.")
    args = parser.parse_args(argv)
    data = generate()
    found = vocabulary_problems() + problems(data)
    for p in found:
        print(p, file=sys.stderr)
    if found:
        print(f"refusing to write {FROZEN.name}: {len(found)} problems", file=sys.stderr)
        return 1
    if not args.check:
        FROZEN.write_text(dumps(data), encoding="utf-8")
        print(f"wrote {FROZEN.name}: {len(data['memories'])} memories, {len(data['cases'])} cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
