"""The twenty-fifth blind held-out retrieval set ``unknowns25``: nine domains (candles, tortoises,
kaleidoscopes, snow globes, chandeliers, cuckoo clocks, rocking horses, weathervanes and
hourglasses), each with six subjects and twelve attributes, written on twelve surfaces and asked
in sixteen request forms (``bench.retrieval_unknowns25_forms``), with answers, other subjects,
absent attributes, neighbours and antonyms (related unknowns) and off-topic requests.

``python -m cairn.bench.retrieval_unknowns25`` writes the frozen copy; it refuses to write a set
its vocabulary check or its set check rejects (``--check`` only checks)."""

from __future__ import annotations

import json
import random
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cairn.bench.retrieval_unknowns25_domains import DOMAINS, Attribute, Domain
from cairn.bench.retrieval_unknowns25_forms import (
    ANTONYM_ASKS,
    ASKERS,
    FIXED_TEXT,
    NOTE_SHAPES,
    NOTE_TEXT,
    OFFTOPIC,
    PEOPLE,
    REQUESTS,
    ROTATION,
    SURFACE_TEXT,
    SURFACES,
)

__all__ = ["DOMAINS", "OFFTOPIC", "Attribute", "Domain"]

SEED = 250725
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns25.json"
PREFIX = "u25"
RENAMED = "renamed"
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
NEGATIVE = ("other_subject", "absent", "related_unknown")
WORDINGS = ("word", "synonym")
HELD = 9
HOLDERS = (5, 4, 4, 2, 2, 1, 1, 1, 1)
OTHER_PER_DOMAIN = 12
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 18
GAP = 5  # an answer's synonym is asked this many slots after its word

_STOPWORDS = "a an and as at by for from in is it of on or per the to what whats s"
STOP = frozenset(_STOPWORDS.split())


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def content(text: str) -> set[str]:
    return tokens(text) - STOP


def name_tokens(name: str) -> set[str]:
    """A name's parts: split at punctuation, digits and case changes."""
    parts = re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+", name)
    return {p.casefold() for p in parts}


def stems(text: str) -> set[str]:
    return {w[:5] for w in content(text)}


def memory_key(domain: str, subject: str, attr: str) -> str:
    return f"{PREFIX}/{domain}/{subject}/{attr}"


def partner(d: Domain, a: Attribute) -> Attribute:
    """The held attribute an attribute nobody holds shares its word with (nine places before)."""
    return d.attributes[d.attributes.index(a) - HELD]


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


# ---------------------------------------------------------------------------------- vocabulary


def _numeric(v: str) -> bool:
    return v[:1].isdigit()


def _domain_problems(d: Domain) -> list[str]:
    out: list[str] = []
    attrs = d.attributes
    held, absent = attrs[:HELD], attrs[HELD:]
    fixed = tokens(FIXED_TEXT)
    words = {w for a in attrs for w in content(a.word)}
    values = {w for a in attrs for v in a.values for w in content(v)}
    names = {w for n in (*d.subjects, *d.old_names) for w in name_tokens(n)}
    roles = {w for r in d.roles for w in content(r)}
    frame = content(f"{d.title} {d.thing}")
    extras = {a.extra for a in attrs if a.extra}
    antonyms = {w for a in attrs if a.antonym for w in content(a.antonym)}
    writable = fixed | values | names | roles | words
    # the stems a synonym must not share
    taken = {w[:5] for w in words | extras | values | names | roles | frame | antonyms | fixed}
    for i, a in enumerate(attrs):
        if len(a.word.split(" ")) != 2:
            out.append(f"{a.word!r} is not two words")
        if content(a.word) & fixed:
            out.append(f"{a.word!r} is written by the fixed text")
        if len(a.values) != 4 or len(set(a.values)) != 4:
            out.append(f"{a.word!r} does not have four distinct values")
        if any(ch in v for v in a.values for ch in ",\"'{}"):
            out.append(f"{a.word!r} has a value with a comma, quote or brace")
        if len({_numeric(v) for v in a.values}) > 1:
            out.append(f"{a.word!r} mixes numeric and worded values")
        for v in a.values:
            if content(v) & words:
                out.append(f"value {v!r} writes {sorted(content(v) & words)}")
            inside = [x for x in a.values if x != v and v in x]
            if inside:
                out.append(f"value {v!r} is written inside {inside}")
        shared = stems(a.synonym) & taken
        if shared:
            out.append(f"synonym {a.synonym!r} shares a stem with {sorted(shared)}")
        own = {w[:5] for w in content(a.synonym)} | {a.extra[:5]}
        near_shared = (stems(a.near_synonym) - own) & taken
        if a.near_synonym and near_shared:
            out.append(f"neighbour {a.near_synonym!r} shares a stem with {sorted(near_shared)}")
        phrases = [x.word for x in attrs if x is not a] + [x.near_word for x in attrs if x.extra]
        phrases = [p for p in phrases if p != a.near_word] + [*d.roles, d.title, d.thing]
        within = [p for p in phrases if a.word in p]
        if within:
            out.append(f"{a.word!r} is written inside {within}")
        if i < HELD:
            out += _held_problems(d, i, a, writable, fixed | values | names)
        elif a.extra or a.unit or a.antonym or a.near_synonym:
            out.append(f"{a.word!r} is held by nobody and has a neighbour, unit or antonym")
    for j, a in enumerate(absent):
        mine = content(a.word)
        sharing = [k for k, h in enumerate(held) if mine & content(h.word)]
        if mine & frame:
            out.append(f"{a.word!r} shares a word with the title or thing")
        if len(sharing) != 1:
            out.append(f"{a.word!r} shares a word with {len(sharing)} held attributes")
        elif sharing[0] != j:
            out.append(f"{a.word!r} shares a word with one that is not its partner")
        other = mine - content(held[j].word)
        if other & (fixed | values | names | roles):
            out.append(f"{a.word!r}: its other word could be written by a memory")
    if sum(1 for a in attrs if a.antonym) != 1:
        out.append(f"{d.key} does not have exactly one antonym")
    for n in (*d.subjects, *d.old_names):
        hit = sorted(name_tokens(n) & words)
        if hit:
            out.append(f"name {n!r} writes {hit}")
    for r in d.roles:
        hit = sorted(content(r) & words)
        if hit:
            out.append(f"role {r!r} writes {hit}")
    return out


def _held_problems(
    d: Domain, i: int, a: Attribute, writable: set[str], written: set[str]
) -> list[str]:
    out = []
    if a.extra:
        if len(a.extra.split()) != 1 or a.extra.casefold() in writable:
            out.append(f"neighbour word {a.extra!r} could be written by a memory")
        others = [x.word for x in d.attributes if x is not a and x.word in a.near_word]
        if others:
            out.append(f"neighbour {a.near_word!r} holds {others}")
    else:
        out.append(f"{a.word!r} has no neighbour")
    values = {w for v in a.values for w in content(v)}
    if a.unit and content(a.unit) & (values | content(a.word) | written):
        out.append(f"unit {a.unit!r} is written by a value, the word, a name or the fixed text")
    if a.antonym:
        first, _sp, head = a.antonym.partition(" ")
        own_first, _sp2, own_head = a.word.partition(" ")
        frame = content(f"{d.title} {d.thing}")
        every = writable | frame | {w for x in d.attributes for w in content(x.word)}
        if head != own_head or first == own_first or first in every or HOLDERS[i] != 1:
            out.append(f"antonym {a.antonym!r} is not its opposite of {a.word!r}")
    return out


def vocabulary_problems() -> list[str]:
    out = []
    for d in DOMAINS:
        out += [f"{d.key}: {p}" for p in _domain_problems(d)]
    every = [n for d in DOMAINS for n in (*d.subjects, *d.old_names)]
    low = [n.casefold() for n in every]
    if len(set(low)) != len(low):
        out.append("a name repeats")
    for n in low:
        if any(n != m and n in m for m in low):
            out.append(f"name {n!r} is written inside another")
    roles = [r for d in DOMAINS for r in d.roles]
    if len(set(roles)) != len(roles):
        out.append("a role repeats")
    return out


# ---------------------------------------------------------------------------------- the set


def _typo(phrase: str, double: bool, rng: random.Random) -> str:
    """The phrase with its longest word misspelt: two neighbouring letters swapped, or its
    first letter doubled."""
    words = phrase.split(" ")
    k = max(range(len(words)), key=lambda j: len(words[j]))
    w = words[k]
    if double:
        words[k] = w[0] + w
    else:
        spots = [j for j in range(1, len(w) - 1) if w[j] != w[j + 1]]
        j = rng.choice(spots)
        words[k] = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
    return " ".join(words)


def _request(form: str, phrasing: int, p: str, n: str, d: Domain, x: str, v: str = "") -> str:
    return REQUESTS[form][phrasing].format(p=p, n=n, d=d.title, x=x, v=v)


def _with_unit(query: str, unit: str) -> str:
    if not unit:
        return query
    if "\n" in query or query[-1] not in ".?!":
        return f"{query}\nI need it {unit}."
    return f"{query} I need it {unit}."


class _Writer:
    """Writes the cases of one kind through the rotation of request forms."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def case(
        self,
        slot: int,
        kind: str,
        wording: str,
        d: Domain,
        subject: str,
        phrase: str,
        extra: dict[str, Any],
        values: Sequence[str],
        held: str = "",
        unit: str = "",
    ) -> dict[str, Any]:
        form, kf = ROTATION[slot % len(ROTATION)]
        phrasing = (slot // len(ROTATION)) % 2
        x = ASKERS[slot % len(ASKERS)]
        i = d.subjects.index(subject)
        name, c = subject, dict(extra)
        if form == "typo":
            phrasing, phrase = kf, _typo(phrase, kf == 1, self.rng)
        if form == "alias":
            name = c["alias"] = d.old_names[i]
        if form == "role":
            name = c["role"] = d.roles[i]
        offered = ""
        if form == "comparative":
            offered = self.rng.choice([v for v in values if v != held])
            c["offered"] = offered
        query = _request(form, phrasing, phrase, name, d, x, offered)
        return {
            "query": _with_unit(query, unit),
            "relevant": c.pop("relevant", []),
            "kind": kind,
            "variant": f"{form}/{wording}",
            "domain": d.key,
            "subject": subject,
            "phrase": phrase,
            **c,
        }


def _holdings(d: Domain, rng: random.Random) -> dict[str, list[str]]:
    """attribute key -> its holders: the least loaded subjects first, ties in a seeded order."""
    load: Counter[str] = Counter({s: 0 for s in d.subjects})
    order = list(d.subjects)
    rng.shuffle(order)
    out = {}
    for a, n in zip(d.attributes, HOLDERS, strict=False):
        ranked = sorted(order, key=lambda s: (load[s], order.index(s)))
        out[a.key] = ranked[:n]
        for s in ranked[:n]:
            load[s] += 1
        rng.shuffle(order)
    return out


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    writer = _Writer(rng)
    memories: list[dict[str, str]] = []
    notes: list[dict[str, str]] = []
    cases: dict[str, list[dict[str, Any]]] = {k: [] for k in KINDS}
    surfaces: Counter[str] = Counter({s: 0 for s in SURFACES})
    answered = 0
    counter: Counter[str] = Counter()
    antonyms = []
    for di, d in enumerate(DOMAINS):
        held = _holdings(d, rng)
        facts = [(a, s) for a in d.attributes[:HELD] for s in held[a.key]]
        order = list(range(len(facts)))
        rng.shuffle(order)
        value: dict[tuple[str, str], str] = {}
        for j in order:
            a, s = facts[j]
            least = min(surfaces.values())
            choice = rng.choice([f for f in SURFACES if surfaces[f] == least])
            surfaces[choice] += 1
            v = rng.choice(a.values)
            value[(a.key, s)] = v
            person = PEOPLE[j % len(PEOPLE)]
            text = SURFACE_TEXT[choice].format(
                s=s, w=a.word, v=v, p=person, lp=person.lower(), k=j % 9 + 1,
                t=f"{9 + j % 9:02d}:{(j * 7) % 60:02d}",
            )  # fmt: skip
            memories.append({"key": memory_key(d.key, s, a.key), "text": text, "form": choice})
        for i, s in enumerate(d.subjects):
            shape = NOTE_SHAPES[(di * 6 + i) % len(NOTE_SHAPES)]
            text = NOTE_TEXT[shape].format(o=d.old_names[i], s=s, r=d.roles[i])
            notes.append({"key": memory_key(d.key, s, RENAMED), "text": text, "form": shape})
        # answers: one holder of each held attribute, asked with the word and the synonym
        for a in d.attributes[:HELD]:
            s = rng.choice(held[a.key])
            v = value[(a.key, s)]
            base = {"relevant": [memory_key(d.key, s, a.key)], "attribute": a.key, "value": v}
            if a.unit:
                base["asked_in"] = a.unit
            for k, (wording, phrase) in enumerate(zip(WORDINGS, (a.word, a.synonym), strict=True)):
                slot = answered + GAP * k
                cases["answer"].append(
                    writer.case(slot, "answer", wording, d, s, phrase, base, a.values, v, a.unit)
                )
            answered += 1
        # other subjects: each held attribute once, three more with two non-holders or more
        others = []
        for a in d.attributes[:HELD]:
            free = [s for s in d.subjects if s not in held[a.key]]
            rng.shuffle(free)
            others.append((a, free[0]))
        more = [a for a in d.attributes[:HELD] if len(held[a.key]) <= 4]
        for a in rng.sample(more, 3):
            free = [s for s in d.subjects if s not in held[a.key]]
            taken = {s for b, s in others if b is a}
            others.append((a, rng.choice([s for s in free if s not in taken])))
        for a, s in others:
            n = counter["other_subject"]
            counter["other_subject"] += 1
            w = WORDINGS[n % 2]
            p = a.word if w == "word" else a.synonym
            cases["other_subject"].append(
                writer.case(n, "other_subject", w, d, s, p, {"attribute": a.key}, a.values)
            )
        # absent: each attribute nobody holds, asked first of the subjects holding its partner
        for a in d.attributes[HELD:]:
            first = list(held[partner(d, a).key])
            rest = [s for s in d.subjects if s not in first]
            rng.shuffle(first)
            rng.shuffle(rest)
            for s in (first + rest)[:ABSENT_SUBJECTS]:
                n = counter["absent"]
                counter["absent"] += 1
                w = WORDINGS[n % 2]
                p = a.word if w == "word" else a.synonym
                cases["absent"].append(
                    writer.case(n, "absent", w, d, s, p, {"attribute": a.key}, a.values)
                )
        # related unknowns: the neighbour of a held attribute (one holder of each partner left
        # out), and the antonym of the one attribute that has one
        for ai, a in enumerate(d.attributes[:HELD]):
            who = list(held[a.key])
            if ai < 3:
                who.remove(rng.choice(who))
            for s in who:
                n = counter["related_unknown"]
                counter["related_unknown"] += 1
                w = WORDINGS[n % 2]
                p = a.near_word if w == "word" else a.near_synonym
                extra = {"attribute": a.near_key, "near": a.key}
                cases["related_unknown"].append(
                    writer.case(n, "related_unknown", w, d, s, p, extra, a.values)
                )
            if a.antonym:
                s = held[a.key][0]
                q = ANTONYM_ASKS[di % 2].format(p=a.antonym, n=s)
                antonyms.append(
                    {
                        "query": q,
                        "relevant": [],
                        "kind": "related_unknown",
                        "variant": "antonym/word",
                        "domain": d.key,
                        "subject": s,
                        "phrase": a.antonym,
                        "attribute": a.antonym_key,
                        "near": a.key,
                    }
                )
    asked: set[str] = set()
    for n in range(2 * len(OFFTOPIC)):
        p, thing, v = (
            OFFTOPIC[(n * 5) % len(OFFTOPIC)]
            if n < len(OFFTOPIC)
            else OFFTOPIC[(n * 5 + 1) % len(OFFTOPIC)]
        )
        form, kf = ROTATION[n % len(ROTATION)]
        phrasing = kf if form == "typo" else (n // len(ROTATION)) % 2
        x = ASKERS[n % len(ASKERS)]
        if form == "typo":
            p = _typo(p, kf == 1, rng)
        query = REQUESTS[form][phrasing].format(p=p, n=thing, d="reading group", x=x, v=v)
        if query in asked:  # the same topic in the same form: the other phrasing
            query = REQUESTS[form][1 - phrasing].format(p=p, n=thing, d="reading group", x=x, v=v)
        asked.add(query)
        case: dict[str, Any] = {
            "query": query,
            "relevant": [],
            "kind": "offtopic",
            "variant": f"{form}/word",
            "topic": thing,
            "phrase": p,
        }
        if form == "comparative":
            case["offered"] = v
        cases["offtopic"].append(case)
    every = [c for k in KINDS for c in cases[k]]
    every[len(every) - len(cases["offtopic"]) : len(every) - len(cases["offtopic"])] = antonyms
    return {"memories": memories + notes, "cases": every}


# ---------------------------------------------------------------------------------- set check


def _phrases(case: dict[str, Any]) -> tuple[str, str]:
    """(word, synonym) a case asks with, read from the vocabulary."""
    if case["kind"] == "offtopic":
        p = next(p for p, t, _v in OFFTOPIC if t == case["topic"])
        return p, p
    d = next(d for d in DOMAINS if d.key == case["domain"])
    for a in d.attributes:
        if case["attribute"] == a.key:
            return a.word, a.synonym
        if a.extra and case["attribute"] == a.near_key:
            return a.near_word, a.near_synonym
        if a.antonym and case["attribute"] == a.antonym_key:
            return a.antonym, a.antonym
    return "", ""


def _case_problems(case: dict[str, Any], text: dict[str, str]) -> list[str]:
    out = []
    q, form = case["query"], case["variant"].split("/")[0]
    if case["kind"] == "answer":
        mem = "\n".join(text.get(k, "") for k in case["relevant"])
        word, synonym = _phrases(case)
        if case["value"] not in mem or case["subject"] not in mem or word not in mem:
            out.append(f"{case['relevant']} does not hold {case['subject']} {word}")
        if content(synonym) & tokens(mem):
            out.append(f"{case['relevant']} writes its synonym {synonym!r}")
        unit = case.get("asked_in", "")
        if unit and content(unit) & tokens(mem):
            out.append(f"{case['relevant'][0]} is written {unit}")
        if form == "comparative" and f" {case['value']}" in q.split("\nI need it ")[0]:
            out.append(f"comparative {q!r} offers the held value")
    if case["kind"] != "offtopic":
        name = case.get("alias") or case.get("role") or case["subject"]
        if case["phrase"] not in q or name not in q:
            out.append(f"{q!r} does not ask {case['phrase']!r} of {name}")
        meant = dict(zip(WORDINGS, _phrases(case), strict=True))[case["variant"].split("/")[1]]
        if form != "typo" and case["phrase"] != meant:
            out.append(f"{case['phrase']!r} is not {meant!r}")
    return out


def problems(data: dict[str, Any]) -> list[str]:
    """What the set check rejects: an answer its memory does not hold, or whose memory writes
    its synonym or the unit asked; an unknown a memory answers (by key or by text) or of the
    wrong kind; a request not asking its wording of its name; an old name or role written outside
    its rename note; a comparative answer offering the held value; an off-topic request naming a
    subject, old name or role; a request asked twice."""
    out: list[str] = []
    text = {m["key"]: m["text"] for m in data["memories"]}
    held: dict[tuple[str, str], set[str]] = defaultdict(set)
    for key in text:
        _p, domain, subject, attr = key.split("/")
        if attr != RENAMED:
            held[(domain, attr)].add(subject)
    names = []
    for d in DOMAINS:
        for s, o, r in zip(d.subjects, d.old_names, d.roles, strict=True):
            note = memory_key(d.key, s, RENAMED)
            names += [s, o, r]
            for said in (o, r):
                where = [k for k, t in text.items() if said in t]
                if where != [note]:
                    out.append(f"{said!r} is written in {where}")
    low = [n.casefold() for n in names]
    seen: Counter[str] = Counter(c["query"] for c in data["cases"])
    out += [f"{q!r} is asked twice" for q, n in seen.items() if n > 1]
    for c in data["cases"]:
        out += _case_problems(c, text)
        if c["kind"] == "offtopic":
            if any(n in c["query"].casefold() for n in low):
                out.append(f"off-topic {c['query']!r} names a subject")
            continue
        if c["kind"] == "answer":
            continue
        who = held.get((c["domain"], c["attribute"]), set())
        if memory_key(c["domain"], c["subject"], c["attribute"]) in text:
            out.append(f"{c['subject']} holds {c['attribute']}")
        for key, t in text.items():
            low_t = t.casefold()
            if c["subject"].casefold() in low_t and any(p.casefold() in low_t for p in _phrases(c)):
                out.append(f"{key} answers {c['query']!r}")
        if c["kind"] == "other_subject" and (not who or c["subject"] in who):
            out.append(f"other_subject {c['query']!r} is of the wrong kind")
        if c["kind"] == "absent" and who:
            out.append(f"absent {c['query']!r} is of the wrong kind")
        if c["kind"] == "related_unknown":
            near = held.get((c["domain"], c["near"]), set())
            if who or c["subject"] not in near:
                out.append(f"related_unknown {c['query']!r} is of the wrong kind")
    return out


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    found = vocabulary_problems()
    data = generate()
    found += problems(data)
    for p in found:
        print(p, file=sys.stderr)
    if found:
        print(f"refused: {len(found)} problems", file=sys.stderr)
        return 1
    if "--check" in args:
        print("ok")
        return 0
    FROZEN.write_text(dumps(data), encoding="utf-8")
    print(f"wrote {FROZEN.name}: {len(data['memories'])} memories, {len(data['cases'])} cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
