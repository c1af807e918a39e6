"""The twentieth blind held-out retrieval set, ``unknowns20``: does ``cairn recall`` deliver the
memory that answers a request, and nothing when the store cannot answer it?

Nine domains (a tannery's tanning drums, a mint's coining presses, a lottery's draw machines, an
icebreaker fleet's ships, a show cave operator's caves, an avalanche control service's gas
exploders, a rope works' braiding machines, a dredging company's dredgers and a volcano
observatory's monitoring sites), twelve attributes and six subjects each
(``retrieval_unknowns20_domains``). Each subject holds three or four of the nine held
attributes; each fact is one memory on one of twelve surfaces, and each subject has a rename
note naming its old name and role (``retrieval_unknowns20_forms``). The cases: ``answer`` (a
held fact, asked with the memory's word and with a synonym), ``other_subject`` (an attribute
other subjects hold), ``absent`` (an attribute nobody holds), ``related_unknown`` (the neighbour
or the antonym of an attribute the subject holds) and ``offtopic`` (trivia, nature, sports, food
and geography), asked in sixteen forms.

``python -m cairn.bench.retrieval_unknowns20`` regenerates the frozen copy; it refuses to write
a set its checks reject (``--check`` only checks)."""

from __future__ import annotations

import argparse
import json
import random
import re
from collections import Counter
from pathlib import Path
from typing import Any

from cairn.bench.retrieval_unknowns20_domains import DOMAINS, Attribute, Domain
from cairn.bench.retrieval_unknowns20_forms import (
    ANTONYM_PHRASINGS,
    FIXED_TEXT,
    NOTE_SHAPES,
    OFFTOPIC,
    OFFTOPIC_TITLE,
    PHRASINGS,
    ROTATION,
    SURFACES,
    note,
    surface,
)

__all__ = ["DOMAINS", "OFFTOPIC", "Attribute", "Domain"]

SEED = 200720
PREFIX = "u20"
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns20.json"
RENAMED = "renamed"
WORDINGS = ("word", "synonym")
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
NEGATIVE = ("other_subject", "absent", "related_unknown")
HELD = 9
HOLDERS = (5, 4, 4, 2, 2, 1, 1, 1, 1)
OTHER_PER_DOMAIN = 12
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 18
GAP = 5  # an answer's synonym is asked five slots after its word
STEM = 5
STOP = frozenset(
    {"a", "an", "the", "of", "in", "on", "at", "to", "for", "is", "it", "as", "and", "or", "by"}
    | {"per", "be", "its", "what", "this", "that"}
)


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def content(text: str) -> set[str]:
    return tokens(text) - STOP


def stems(text: str) -> set[str]:
    return {t[:STEM] for t in content(text)}


def memory_key(domain: str, subject: str, attribute: str) -> str:
    return f"{PREFIX}/{domain}/{subject}/{attribute}"


def partner(d: Domain, a: Attribute) -> Attribute:
    """The held attribute an attribute nobody holds shares a word with: the one nine places
    before it."""
    return d.attributes[d.attributes.index(a) - HELD]


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


# --- the vocabulary check ---------------------------------------------------------------


def _domain_text(d: Domain) -> dict[str, str]:
    return {
        "words": " ".join(a.word for a in d.attributes),
        "extras": " ".join(a.extra for a in d.attributes if a.extra),
        "values": " ".join(v for a in d.attributes for v in a.values),
        "names": " ".join((*d.subjects, *d.old_names)),
        "roles": " ".join(d.roles),
        "title": f"{d.title} {d.thing}",
        "antonyms": " ".join(a.antonym for a in d.attributes if a.antonym),
        "fixed": FIXED_TEXT,
    }


def _synonym_problems(d: Domain, a: Attribute, text: dict[str, str]) -> list[str]:
    out = []
    for label, syn in (("synonym", a.synonym), ("neighbour synonym", a.near_synonym)):
        if not syn:
            continue
        for what, t in text.items():
            clash = sorted(stems(syn) & stems(t))
            if clash:
                out.append(f"{d.key}: {label} {syn!r} shares a stem {clash} with the {what}")
    return out


def _neighbour_problems(d: Domain, i: int, a: Attribute, text: dict[str, str]) -> list[str]:
    out: list[str] = []
    if i >= HELD:
        return out
    if len(a.extra.split()) != 1:
        out.append(f"{d.key}: neighbour word {a.extra!r} is not one word")
    writable = tokens(" ".join(text[k] for k in ("words", "values", "names", "roles", "fixed")))
    if tokens(a.extra) & writable:
        out.append(f"{d.key}: neighbour word {a.extra!r} could be written by a memory")
    for b in d.attributes:
        if b is not a and (b.word in a.near_word or a.near_word in b.word):
            out.append(f"{d.key}: neighbour {a.near_word!r} holds or sits in {b.word!r}")
    return out


def _word_problems(d: Domain, i: int, a: Attribute, text: dict[str, str]) -> list[str]:
    out = []
    if len(a.word.split()) != 2:
        out.append(f"{d.key}: {a.word!r} is not two words")
    if content(a.word) & tokens(FIXED_TEXT):
        out.append(f"{d.key}: {a.word!r} is written by the fixed text")
    others = [b.word for b in d.attributes if b is not a]
    others += [b.near_word for b in d.attributes if b is not a and b.extra]
    for phrase in (*others, *d.roles, d.title, d.thing):
        if a.word.casefold() in phrase.casefold():
            out.append(f"{d.key}: {a.word!r} is written inside {phrase!r}")
    every = content(text["words"])
    for v in a.values:
        if tokens(v) & every:
            out.append(f"{d.key}: value {v!r} writes an attribute's word")
    numeric = {bool(re.search(r"\d", v)) for v in a.values}
    if len(numeric) > 1:
        out.append(f"{d.key}: {a.word!r} mixes numeric and worded values")
    if len(a.values) != 4 or len(set(a.values)) != 4 or any(c in "".join(a.values) for c in ",\"'"):
        out.append(f"{d.key}: {a.word!r} needs four distinct values without commas or quotes")
    return out


def _unit_problems(d: Domain, i: int, a: Attribute, text: dict[str, str]) -> list[str]:
    out: list[str] = []
    if not a.unit:
        return out
    if i >= HELD:
        return [f"{d.key}: {a.word!r}, held by nobody, has a unit"]
    if content(a.unit) & tokens(" ".join(a.values)):
        out.append(f"{d.key}: unit {a.unit!r} of {a.word!r} is written by a value")
    if content(a.unit) & tokens(" ".join((a.word, text["names"], FIXED_TEXT))):
        out.append(
            f"{d.key}: unit {a.unit!r} of {a.word!r} is written by the word, a name or fixed text"
        )
    return out


def _antonym_problems(d: Domain, i: int, a: Attribute, text: dict[str, str]) -> list[str]:
    if not a.antonym:
        return []
    first, _sep, head = a.antonym.partition(" ")
    written = tokens(" ".join((text["words"], text["values"], FIXED_TEXT)))
    if (
        i >= HELD
        or HOLDERS[i] != 1
        or head != a.word.partition(" ")[2]
        or first.casefold() in written
    ):
        return [f"{d.key}: antonym {a.antonym!r} is not its opposite of {a.word!r}"]
    return []


def _absent_problems(d: Domain, i: int, a: Attribute) -> list[str]:
    if i < HELD:
        return []
    out = []
    shared = [b for b in d.attributes[:HELD] if content(a.word) & content(b.word)]
    if len(shared) != 1:
        out.append(f"{d.key}: {a.word!r} shares a word with {len(shared)} held attributes")
    elif shared[0] is not partner(d, a):
        out.append(f"{d.key}: {a.word!r} shares a word with {shared[0].word!r}, not its partner")
    if content(a.word) & content(f"{d.title} {d.thing}"):
        out.append(f"{d.key}: {a.word!r} shares a word with its domain's title or thing")
    if a.antonym:
        out.append(f"{d.key}: {a.word!r}, held by nobody, has an antonym")
    return out


def _name_problems(d: Domain) -> list[str]:
    out = []
    words = {w for a in d.attributes for w in content(f"{a.word} {a.extra}") if len(w) >= 3}
    for name in (*d.subjects, *d.old_names):
        hits = sorted(w for w in words if w in name.casefold())
        if hits:
            out.append(f"{d.key}: name {name} writes {hits}")
    for role in d.roles:
        hits = sorted(content(role) & {w for a in d.attributes for w in content(a.word)})
        if hits:
            out.append(f"{d.key}: role {role!r} writes {hits}")
    if len(set(d.roles)) != len(d.roles):
        out.append(f"{d.key}: roles repeat")
    return out


def vocabulary_problems() -> list[str]:
    """What in the vocabulary could let a memory answer an unknown or hide an answer."""
    out = []
    for d in DOMAINS:
        text = _domain_text(d)
        for i, a in enumerate(d.attributes):
            out += _synonym_problems(d, a, text)
            out += _neighbour_problems(d, i, a, text)
            out += _word_problems(d, i, a, text)
            out += _unit_problems(d, i, a, text)
            out += _antonym_problems(d, i, a, text)
            out += _absent_problems(d, i, a)
        out += _name_problems(d)
    names = [n.casefold() for d in DOMAINS for n in (*d.subjects, *d.old_names)]
    for n in names:
        if names.count(n) > 1 or any(n != m and n in m for m in names):
            out.append(f"name {n} repeats or sits inside another")
    return out


# --- the set ------------------------------------------------------------------------------


def _typo(phrase: str, style: str) -> str:
    """``phrase`` with its longest word misspelt: two neighbouring letters swapped, or its first
    letter doubled."""
    words = phrase.split(" ")
    i = max(range(len(words)), key=lambda j: len(words[j]))
    w = words[i]
    if style == "double":
        words[i] = w[0] + w
    else:
        k = len(w) // 2 - 1
        while w[k] == w[k + 1]:
            k += 1
        words[i] = w[:k] + w[k + 1] + w[k] + w[k + 2 :]
    return " ".join(words)


class _Asker:
    """Writes requests: each kind runs through the rotation, each form alternating its two
    phrasings."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.slot: Counter[str] = Counter()
        self.phrasing: Counter[str] = Counter()

    def next_slot(self, kind: str) -> int:
        self.slot[kind] += 1
        return (self.slot[kind] - 1) % len(ROTATION)

    def ask(self, case: dict[str, Any], slot: int, phrase: str, name: str, title: str) -> None:
        form, label = ROTATION[slot]
        if form == "typo":
            phrase = _typo(phrase, label)
        template = PHRASINGS[label][self.phrasing[label] % 2]
        self.phrasing[label] += 1
        offered = case.get("offered", "")
        k = self.rng.randint(1000, 9999)
        query = template.format(p=phrase, n=name, t=title, v=offered, k=k)
        case["query"], case["phrase"] = query, phrase
        case["variant"] = f"{form}/{case['variant']}"


def _names_for(case: dict[str, Any], d: Domain, form: str) -> str:
    i = d.subjects.index(case["subject"])
    if form == "alias":
        case["alias"] = d.old_names[i]
        return d.old_names[i]
    if form == "role":
        case["role"] = d.roles[i]
        return d.roles[i]
    return str(case["subject"])


def _case(kind: str, d: Domain, subject: str, attr: str, wording: str) -> dict[str, Any]:
    return {
        "query": "",
        "relevant": [],
        "kind": kind,
        "variant": wording,
        "domain": d.key,
        "subject": subject,
        "attribute": attr,
    }


def _holdings(d: Domain, rng: random.Random) -> list[list[str]]:
    load: Counter[str] = Counter()
    out = []
    for n in HOLDERS:
        order = rng.sample(d.subjects, len(d.subjects))
        chosen = sorted(order, key=lambda s: (load[s], order.index(s)))[:n]
        load.update(chosen)
        out.append(chosen)
    return out


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    asker = _Asker(rng)
    memories: list[dict[str, str]] = []
    used: Counter[str] = Counter()
    notes = [shape for shape in NOTE_SHAPES for _ in range(18)]
    rng.shuffle(notes)
    facts: list[tuple[Domain, str, Attribute, str, str]] = []
    unknowns: list[tuple[Domain, dict[str, Any], Attribute]] = []
    antonyms: list[dict[str, Any]] = []
    for di, d in enumerate(DOMAINS):
        held = _holdings(d, rng)
        value: dict[tuple[str, str], str] = {}
        for a, who in zip(d.attributes, held, strict=False):
            for s in who:
                value[(s, a.key)] = v = rng.choice(a.values)
                order = rng.sample(SURFACES, len(SURFACES))
                form = min(order, key=lambda f: (used[f], order.index(f)))
                used[form] += 1
                text = surface(form, s, a.word, v, rng.randrange(1000))
                memories.append({"key": memory_key(d.key, s, a.key), "text": text, "form": form})
        for si, (s, old, role) in enumerate(zip(d.subjects, d.old_names, d.roles, strict=True)):
            shape = notes[di * 6 + si]
            memories.append(
                {
                    "key": memory_key(d.key, s, RENAMED),
                    "text": note(shape, old, s, role),
                    "form": shape,
                }
            )
        for a, who in zip(d.attributes, held, strict=False):
            s = rng.choice(who)
            facts.append((d, s, a, value[(s, a.key)], memory_key(d.key, s, a.key)))
        # other subject: each held attribute once, then three with two non-holders or more
        extra = [i for i, who in enumerate(held) if len(d.subjects) - len(who) >= 2]
        firsts: dict[int, str] = {}
        for i in [*range(HELD), *rng.sample(extra, 3)]:
            others = [s for s in d.subjects if s not in held[i] and s != firsts.get(i)]
            s = rng.choice(others)
            firsts.setdefault(i, s)
            a = d.attributes[i]
            unknowns.append((d, _case("other_subject", d, s, a.key, ""), a))
        # absent: five subjects, those holding the partner first
        for a in d.attributes[HELD:]:
            mates = held[d.attributes.index(partner(d, a))]
            first = rng.sample(mates, len(mates))
            rest = [s for s in rng.sample(d.subjects, 6) if s not in first]
            for s in (first + rest)[:ABSENT_SUBJECTS]:
                unknowns.append((d, _case("absent", d, s, a.key, ""), a))
        # related: the neighbours of 18 of the 21 facts (one dropped from each partner)
        dropped = {(i, rng.choice(held[i])) for i in range(3)}
        for i, who in enumerate(held):
            a = d.attributes[i]
            for s in who:
                if (i, s) not in dropped:
                    case = _case("related_unknown", d, s, a.near_key, "")
                    case["near"] = a.key
                    unknowns.append((d, case, a))
            if a.antonym:
                case = _case("related_unknown", d, who[0], a.antonym_key, "word")
                case["near"] = a.key
                antonyms.append(case)
    cases = _answers(facts, asker, rng) + _unknowns(unknowns, asker, rng)
    for j, case in enumerate(antonyms):
        d = next(x for x in DOMAINS if x.key == case["domain"])
        a = next(x for x in d.attributes if x.key == case["near"])
        case["query"] = ANTONYM_PHRASINGS[j % 2].format(p=a.antonym, n=case["subject"])
        case["phrase"], case["variant"] = a.antonym, "antonym/word"
        cases.append(case)
    cases += _offtopic(asker, rng)
    return {"name": "unknowns20", "seed": seed, "memories": memories, "cases": cases}


def _offer(case: dict[str, Any], values: tuple[str, ...], held: str, rng: random.Random) -> None:
    case["offered"] = rng.choice([v for v in values if v != held])


def _answers(
    facts: list[tuple[Domain, str, Attribute, str, str]], asker: _Asker, rng: random.Random
) -> list[dict[str, Any]]:
    out = []
    for f, (d, s, a, v, key) in enumerate(facts):
        first = f % len(ROTATION)
        for wording, slot in (("word", first), ("synonym", (first + GAP) % len(ROTATION))):
            case = _case("answer", d, s, a.key, wording)
            case["relevant"], case["value"] = [key], v
            form = ROTATION[slot][0]
            if form == "comparative":
                _offer(case, a.values, v, rng)
            name = _names_for(case, d, form)
            asker.ask(case, slot, a.word if wording == "word" else a.synonym, name, d.title)
            if a.unit:
                q = case["query"]
                sep = " " if q.endswith((".", "?", "!")) and "\n" not in q else "\n"
                case["query"], case["asked_in"] = f"{q}{sep}I need it {a.unit}.", a.unit
            out.append(case)
    return out


def _unknowns(
    unknowns: list[tuple[Domain, dict[str, Any], Attribute]], asker: _Asker, rng: random.Random
) -> list[dict[str, Any]]:
    out = []
    seen: Counter[str] = Counter()
    for d, case, a in unknowns:
        wording = WORDINGS[seen[case["kind"]] % 2]
        seen[case["kind"]] += 1
        case["variant"] = wording
        slot = asker.next_slot(case["kind"])
        form = ROTATION[slot][0]
        if form == "comparative":
            _offer(case, a.values, "", rng)
        if case["kind"] == "related_unknown":
            phrase = a.near_word if wording == "word" else a.near_synonym
        else:
            phrase = a.word if wording == "word" else a.synonym
        asker.ask(case, slot, phrase, _names_for(case, d, form), d.title)
        out.append(case)
    return out


def _offtopic(asker: _Asker, rng: random.Random) -> list[dict[str, Any]]:
    out = []
    for _round in range(2):
        for phrase, thing, value in OFFTOPIC:
            case: dict[str, Any] = {
                "query": "",
                "relevant": [],
                "kind": "offtopic",
                "variant": "word",
                "topic": thing,
            }
            slot = asker.next_slot("offtopic")
            if ROTATION[slot][0] == "comparative":
                case["offered"] = value
            asker.ask(case, slot, phrase, thing, OFFTOPIC_TITLE)
            out.append(case)
    return out


# --- the set check --------------------------------------------------------------------------


def _phrases(case: dict[str, Any]) -> tuple[str, str]:
    """(word, synonym) a case's attribute is asked with, from the vocabulary."""
    d = next(x for x in DOMAINS if x.key == case["domain"])
    for a in d.attributes:
        if case["variant"].startswith("antonym/") and a.antonym_key == case["attribute"]:
            return a.antonym, a.antonym
        if a.extra and a.near_key == case["attribute"]:
            return a.near_word, a.near_synonym
        if a.key == case["attribute"]:
            return a.word, a.synonym
    return "", ""


def _answer_problems(data: dict[str, Any], text: dict[str, str]) -> list[str]:
    out = []
    for c in data["cases"]:
        if c["kind"] != "answer":
            continue
        key = c["relevant"][0]
        mem = text.get(key, "")
        word, synonym = _phrases(c)
        if not (c["value"] in mem and c["subject"] in mem and word in mem):
            out.append(f"{key} does not hold {c['subject']} {word} = {c['value']}")
        if content(synonym) & tokens(mem):
            out.append(f"{key} uses a word of the synonym {synonym!r}")
        if c.get("asked_in"):
            if not c["query"].endswith(f"I need it {c['asked_in']}."):
                out.append(f"{c['query']!r} does not ask {c['asked_in']}")
            if content(c["asked_in"]) & tokens(mem):
                out.append(f"{key} is written {c['asked_in']}")
        if c.get("offered") == c["value"] or (
            c["variant"].startswith("comparative/") and f" {c['value']}" in c["query"]
        ):
            out.append(f"{c['query']!r} offers the held value")
    return out


def _leaks(data: dict[str, Any], held: dict[tuple[str, str], set[str]]) -> list[str]:
    out = []
    low = [(m["key"], m["text"].casefold()) for m in data["memories"]]
    for c in data["cases"]:
        if c["kind"] not in NEGATIVE:
            continue
        who = held.get((c["domain"], c["attribute"]), set())
        if c["subject"] in who:
            out.append(f"{c['subject']} holds {c['attribute']}")
        if c["kind"] == "other_subject" and not who:
            out.append(f"nobody holds {c['attribute']} asked of another subject")
        if c["kind"] == "absent" and who:
            out.append(f"absent {c['attribute']} is held")
        if c["kind"] == "related_unknown" and (
            who or c["subject"] not in held.get((c["domain"], c["near"]), set())
        ):
            out.append(f"related {c['attribute']} is not beside a held {c['near']}")
        subject = c["subject"].casefold()
        phrases = [p.casefold() for p in _phrases(c) if p]
        for key, t in low:
            if subject in t and any(p in t for p in phrases):
                out.append(f"{key} answers {c['query']!r}")
    return out


def _name_and_topic_problems(data: dict[str, Any]) -> list[str]:
    out = []
    for d in DOMAINS:
        for s, said in [
            *zip(d.subjects, d.old_names, strict=True),
            *zip(d.subjects, d.roles, strict=True),
        ]:
            where = [m["key"] for m in data["memories"] if said in m["text"]]
            if where != [memory_key(d.key, s, RENAMED)]:
                out.append(f"{said} is written in {where}")
    names = [n.casefold() for d in DOMAINS for n in (*d.subjects, *d.old_names, *d.roles)]
    for c in data["cases"]:
        if c["kind"] == "offtopic" and any(n in c["query"].casefold() for n in names):
            out.append(f"off-topic {c['query']!r} names a subject of the store")
    return out


def problems(data: dict[str, Any]) -> list[str]:
    """What in a generated set breaks its promise: an answer its memory does not hold (or
    holds under a word of the synonym, or in the unit it is asked in), a comparative offering
    the held value, an unknown a memory answers or of the wrong kind, an old name or role
    written outside its rename note, an off-topic request naming a subject."""
    text = {m["key"]: m["text"] for m in data["memories"]}
    held: dict[tuple[str, str], set[str]] = {}
    for m in data["memories"]:
        parts = m["key"].split("/")
        if len(parts) == 4 and parts[3] != RENAMED:
            held.setdefault((parts[1], parts[3]), set()).add(parts[2])
    out = _answer_problems(data, text) + _leaks(data, held) + _name_and_topic_problems(data)
    queries = Counter(c["query"] for c in data["cases"])
    out += [f"{q!r} is asked twice" for q, n in queries.items() if n > 1]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else "")
    parser.add_argument("--check", action="store_true", help="check only; write nothing")
    args = parser.parse_args(argv)
    data = generate()
    found = vocabulary_problems() + problems(data)
    for p in found:
        print(p)
    if found:
        print(f"{len(found)} problems: nothing written")
        return 1
    if not args.check:
        FROZEN.write_text(dumps(data), encoding="utf-8")
        print(f"wrote {FROZEN.name}: {len(data['memories'])} memories, {len(data['cases'])} cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
