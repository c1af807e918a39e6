"""The eighth blind held-out retrieval set ``unknowns8`` (``python -m
cairn.bench.retrieval_unknowns8`` writes ``bench/data/retrieval-unknowns8.json``).

Nine domains (``retrieval_unknowns8_domains``, ``_domains2``, ``_domains3``), six subjects each,
twelve attributes each: nine held by some subjects, three held by nobody that share a word with
a held partner. Every fact is one memory written in one of ten surfaces in rotation
(``retrieval_unknowns8_forms``): prose, JSON, YAML, a chat line, a code-review comment, a
docstring or code comment, a changelog entry, a runbook step, a thread whose reply holds the
value, a ticket with acceptance criteria; each subject also has a note saying its old name.
Cases ask a held fact (with the memory's word and with a synonym no memory uses), an attribute
other subjects hold, an attribute nobody holds, the neighbour of a held attribute, or something
off topic, in ten request forms in rotation: a question, an imperative, an elliptic request, a
question with a typo, a task instruction, a request inside an agent prompt, a step of a task
plan, a question phrased negatively, a request naming the subject by its old name and a
comparison with a subject the store does not hold. Some attributes are asked in another unit or
notation than their memory writes.

The generator is seeded and checks its own output (``problems``) and vocabulary
(``vocabulary_problems``); it never reads cairn's retrieval code or another set."""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path
from typing import Any

from cairn.bench.retrieval_unknowns8_domains import AMBULANCE, LIVEOPS, SOLAR, Attribute, Domain
from cairn.bench.retrieval_unknowns8_domains2 import PHARMACY, PODCAST, REEFER
from cairn.bench.retrieval_unknowns8_domains3 import FRAUD, POOL, QUARRY
from cairn.bench.retrieval_unknowns8_forms import (
    FORM_NAMES,
    OFFTOPIC,
    SPEAKERS,
    SURFACE_NAMES,
    misspell,
    rename_note,
    request,
    surface,
)

__all__ = [
    "DOMAINS",
    "FORM_NAMES",
    "FROZEN",
    "KINDS",
    "SEED",
    "SPEAKERS",
    "SURFACE_NAMES",
    "WORDINGS",
    "dumps",
    "generate",
    "memory_key",
    "problems",
    "vocabulary_problems",
]

SEED = 80611
DOMAINS: tuple[Domain, ...] = (
    AMBULANCE,
    LIVEOPS,
    SOLAR,
    PHARMACY,
    REEFER,
    PODCAST,
    QUARRY,
    POOL,
    FRAUD,
)
WORDINGS = ("word", "synonym")
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
HELD = 9
OTHER_PER_DOMAIN = 12
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 18
RENAMED = "renamed"
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns8.json"
STOPWORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "as",
        "at",
        "by",
        "for",
        "from",
        "has",
        "have",
        "i",
        "in",
        "is",
        "it",
        "its",
        "of",
        "on",
        "or",
        "per",
        "the",
        "this",
        "that",
        "to",
        "was",
        "we",
        "what",
        "which",
        "with",
        "up",
        "off",
        "out",
        "no",
    ]
)


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def content(text: str) -> set[str]:
    return tokens(text) - STOPWORDS


def memory_key(domain: str, subject: str, attribute: str) -> str:
    return f"u8/{domain}/{subject}/{attribute}"


def partner(domain: Domain, absent: Attribute) -> Attribute:
    """The held attribute an attribute nobody holds shares a word with."""
    return next(a for a in domain.attributes[:HELD] if content(a.word) & content(absent.word))


def _holdings(domain: Domain, rng: random.Random) -> dict[str, list[int]]:
    """Which held attributes (indices) each subject holds: every subject three or four, every
    held attribute at least one holder and one non-holder, the partners of the absent
    attributes four or five holders."""
    partners = {domain.attributes.index(partner(domain, a)) for a in domain.attributes[HELD:]}
    subjects = list(domain.subjects)
    while True:
        held: dict[int, set[str]] = {i: set() for i in range(HELD)}
        for i in sorted(partners):
            held[i] = set(rng.sample(subjects, rng.choice((4, 5))))
        for i in range(HELD):
            if i not in partners:
                held[i] = {rng.choice(subjects)}
        for s in subjects:
            mine = [i for i in range(HELD) if s in held[i]]
            free = [i for i in range(HELD) if i not in partners and s not in held[i]]
            want = rng.choice((3, 4)) - len(mine)
            for i in rng.sample(free, max(0, min(want, len(free)))):
                held[i].add(s)
        count = {s: sum(s in h for h in held.values()) for s in subjects}
        if all(3 <= n <= 4 for n in count.values()) and all(
            1 <= len(h) <= 5 for h in held.values()
        ):
            return {s: [i for i in range(HELD) if s in held[i]] for s in subjects}


def _case(
    kind: str,
    form: str,
    wording: str,
    domain: Domain,
    subject: str,
    attribute: str,
    meant: str,
    rng: random.Random,
    asked_in: str = "",
) -> dict[str, Any]:
    phrase = misspell(meant, rng) if form == "typo" else meant
    old = domain.old_names[domain.subjects.index(subject)]
    name = old if form == "alias" else subject
    ghost = rng.choice(domain.ghosts)
    query = request(form, phrase, name, ghost, rng)
    if asked_in:
        query += f" I need it {asked_in}."
    case: dict[str, Any] = {
        "query": query,
        "relevant": [],
        "kind": kind,
        "variant": f"{form}/{wording}",
        "domain": domain.key,
        "subject": subject,
        "attribute": attribute,
        "phrase": phrase,
    }
    if form == "alias":
        case["alias"] = old
    if form == "compare":
        case["other"] = ghost
    if asked_in:
        case["asked_in"] = asked_in
    return case


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    memories: list[dict[str, str]] = []
    facts: dict[str, list[tuple[str, Attribute, str]]] = {}
    n = 0
    for d in DOMAINS:
        holdings = _holdings(d, rng)
        facts[d.key] = []
        for s in d.subjects:
            for i in holdings[s]:
                a = d.attributes[i]
                value = rng.choice(a.values)
                form = SURFACE_NAMES[n % len(SURFACE_NAMES)]
                n += 1
                text = surface(form, s, a.word, value, rng)
                memories.append({"key": memory_key(d.key, s, a.key), "text": text, "form": form})
                facts[d.key].append((s, a, value))
        for s, old in zip(d.subjects, d.old_names, strict=True):
            key = memory_key(d.key, s, RENAMED)
            memories.append({"key": key, "text": rename_note(old, s, rng), "form": "rename"})

    cases: list[dict[str, Any]] = []
    j = 0
    for d in DOMAINS:
        for a in d.attributes[:HELD]:
            s, _a, value = rng.choice([f for f in facts[d.key] if f[1] is a])
            for w, (wording, meant) in enumerate(zip(WORDINGS, (a.word, a.synonym), strict=True)):
                form = FORM_NAMES[(j + 5 * w) % len(FORM_NAMES)]
                c = _case("answer", form, wording, d, s, a.key, meant, rng, a.asked_in)
                c["relevant"] = [memory_key(d.key, s, a.key)]
                c["value"] = value
                cases.append(c)
            j += 1

    counter = dict.fromkeys(KINDS, 0)

    def unknown(
        kind: str, d: Domain, s: str, key: str, phrases: tuple[str, str], asked_in: str = ""
    ) -> dict[str, Any]:
        i = counter[kind]
        counter[kind] += 1
        wording = WORDINGS[i % 2]
        form = FORM_NAMES[(i // 2) % len(FORM_NAMES)]
        return _case(kind, form, wording, d, s, key, phrases[i % 2], rng, asked_in)

    for d in DOMAINS:
        who = {a.key: {s for s, b, _v in facts[d.key] if b is a} for a in d.attributes[:HELD]}
        pairs = [(s, a) for a in d.attributes[:HELD] for s in d.subjects if s not in who[a.key]]
        for s, a in rng.sample(pairs, OTHER_PER_DOMAIN):
            cases.append(unknown("other_subject", d, s, a.key, (a.word, a.synonym), a.asked_in))
        for a in d.attributes[HELD:]:
            first = [s for s in d.subjects if s in who[partner(d, a).key]]
            rest = [s for s in d.subjects if s not in first]
            rng.shuffle(first)
            rng.shuffle(rest)
            for s in (first + rest)[:ABSENT_SUBJECTS]:
                cases.append(unknown("absent", d, s, a.key, (a.word, a.synonym)))
        for s, a, _v in rng.sample(facts[d.key], RELATED_PER_DOMAIN):
            c = unknown("related_unknown", d, s, a.near_key, (a.near_word, a.near_synonym))
            c["near"] = a.key
            cases.append(c)

    things = [t for _p, t in OFFTOPIC]
    for t, (p, thing) in enumerate(OFFTOPIC):
        for form in (FORM_NAMES[(2 * t) % 10], FORM_NAMES[(2 * t + 1) % 10]):
            phrase = misspell(p, rng) if form == "typo" else p
            ghost = rng.choice([x for x in things if x != thing])
            cases.append(
                {
                    "query": request(form, phrase, thing, ghost, rng),
                    "relevant": [],
                    "kind": "offtopic",
                    "variant": f"{form}/none",
                    "phrase": phrase,
                    "topic": thing,
                    **({"other": ghost} if form == "compare" else {}),
                }
            )
    return {"memories": memories, "cases": cases}


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def _attribute(domain: str, key: str) -> Attribute | None:
    d = next((d for d in DOMAINS if d.key == domain), None)
    return next((a for a in d.attributes if a.key == key), None) if d else None


def problems(data: dict[str, Any]) -> list[str]:
    """What is wrong with a generated set: an answer its memory does not hold, a synonym a
    memory of its attribute uses, an unknown some memory answers, a name written where it does
    not belong."""
    out: list[str] = []
    text = {m["key"]: m["text"] for m in data["memories"]}
    for m in data["memories"]:
        parts = m["key"].split("/")
        a = _attribute(parts[1], parts[3]) if len(parts) == 4 else None
        if a is not None and content(a.synonym) & tokens(m["text"]):
            out.append(f"{m['key']} uses the synonym {a.synonym!r}")
    names = {
        n.casefold(): (d.key, s)
        for d in DOMAINS
        for s, old in zip(d.subjects, d.old_names, strict=True)
        for n in (s, old)
    }
    ghosts = {g.casefold() for d in DOMAINS for g in d.ghosts}
    for m in data["memories"]:
        low, parts = m["text"].casefold(), m["key"].split("/")
        for n, (dk, s) in names.items():
            if n in low and (parts[1:3] != [dk, s]):
                out.append(f"{m['key']} names {n}")
        out += [f"{m['key']} names {g}" for g in ghosts if g in low]
    for c in data["cases"]:
        if c["kind"] == "answer":
            mem = "\n".join(text.get(k, "") for k in c["relevant"])
            a = _attribute(c["domain"], c["attribute"])
            if a is None or not all(x in mem for x in (c["value"], c["subject"], a.word)):
                out.append(f"{c['relevant']} does not answer {c['query']!r}")
            continue
        if c["kind"] == "offtopic":
            q = c["query"].casefold()
            out += [f"{c['query']!r} names {n}" for n in (*names, *ghosts) if n in q]
            continue
        if memory_key(c["domain"], c["subject"], c["attribute"]) in text:
            out.append(f"{c['subject']} holds {c['attribute']}")
        d = next(d for d in DOMAINS if d.key == c["domain"])
        if c["kind"] == "related_unknown":
            a = next(a for a in d.attributes if a.key == c["near"])
            asked = (a.near_word, a.near_synonym)
        else:
            a = next(a for a in d.attributes if a.key == c["attribute"])
            asked = (a.word, a.synonym)
        for key, t in text.items():
            low = t.casefold()
            if c["subject"].casefold() in low and any(p.casefold() in low for p in asked):
                out.append(f"{key} answers {c['query']!r}")
    return out


def _fixed_text() -> set[str]:
    """The words the surfaces and rename notes write around a fact."""
    words: set[str] = set(tokens(" ".join(SPEAKERS)))
    for k in range(40):
        rng = random.Random(k)
        for form in SURFACE_NAMES:
            words |= tokens(surface(form, "qqsub", "qqword", "qqval", rng))
        words |= tokens(rename_note("qqold", "qqsub", rng))
    return {w for w in words if not w.startswith("qq")}


def vocabulary_problems() -> list[str]:
    """Synonyms that share a crude stem (first five letters) with a word, value or subject of
    their domain or with the surfaces' fixed text; neighbours sharing no word with their
    attribute; attributes nobody holds sharing a word with no held attribute or with more than
    one."""
    fixed = _fixed_text()
    out: list[str] = []
    for d in DOMAINS:
        held = d.attributes[:HELD]
        vocab = set(fixed)
        for a in held:
            vocab |= tokens(a.word) | tokens(" ".join(a.values))
        for n in (*d.subjects, *d.old_names):
            vocab |= tokens(n)
        stems = {w[:5] for w in vocab - STOPWORDS}
        for a in d.attributes:
            for syn in (a.synonym, a.near_synonym):
                bad = sorted(w for w in content(syn) if w[:5] in stems)
                if bad:
                    out.append(f"{d.key}: {syn!r} shares {bad}")
            if not content(a.near_word) & content(a.word):
                out.append(f"{d.key}: neighbour {a.near_word!r} shares no word with {a.word!r}")
            for b in held:
                if a.near_word.casefold() in " ".join((b.word, *b.values)).casefold():
                    out.append(f"{d.key}: neighbour {a.near_word!r} inside {b.word!r}")
        for a in d.attributes[HELD:]:
            shared = [b.word for b in held if content(b.word) & content(a.word)]
            if len(shared) != 1:
                out.append(f"{d.key}: {a.word!r} shares words with {shared}")
        partners = [
            partner(d, a).key
            for a in d.attributes[HELD:]
            if any(content(b.word) & content(a.word) for b in held)
        ]
        if len(set(partners)) != len(partners):
            out.append(f"{d.key}: two absent attributes share a partner")
    return out


def main() -> None:
    if vocabulary_problems():
        sys.exit("\n".join(vocabulary_problems()))
    data = generate()
    if found := problems(data):
        sys.exit("\n".join(found[:40]))
    FROZEN.write_text(dumps(data), encoding="utf-8")
    kinds: dict[str, int] = {}
    for c in data["cases"]:
        kinds[c["kind"]] = kinds.get(c["kind"], 0) + 1
    print(f"{len(data['memories'])} memories, {len(data['cases'])} cases: {kinds}")


if __name__ == "__main__":
    main()
