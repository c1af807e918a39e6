"""The seventh blind held-out retrieval set ``unknowns7`` (Kimetsu schema), written without
reading cairn's retrieval or judgment code nor the other sets' generators and data.

Nine invented domains (``bench.retrieval_unknowns7_domains``) hold facts written in fourteen
surfaces (``bench.retrieval_unknowns7_forms``), among them a conversation turn in which a person
states the fact and a fact split over two turns (one names the subject and asks, the reply holds
the value; the case's relevant memories are both). Requests are asked in seven forms, one of
them a question about what a person said. Kinds: ``answer`` (asked with the memory's word and
with a synonym no memory uses), ``other_subject``, ``absent``, ``related_unknown`` and
``offtopic``; every kind but ``answer`` must deliver nothing.

The generator is seeded and checks its own output (``problems``) and vocabulary
(``vocabulary_problems``); it never reads the store or scores anything.
Run ``python -m cairn.bench.retrieval_unknowns7`` to rewrite the frozen copy.
"""

from __future__ import annotations

import json
import random
import re
from collections import defaultdict
from pathlib import Path
from typing import Any

from cairn.bench.retrieval_unknowns7_domains import (
    PAYROLL,
    RANKING,
    SPEAKERS,
    VET,
    Attribute,
    Domain,
)
from cairn.bench.retrieval_unknowns7_domains2 import CINEMA, MARINA, NURSERY
from cairn.bench.retrieval_unknowns7_domains3 import COOLING, FISHFARM, LAUNDRY
from cairn.bench.retrieval_unknowns7_forms import (
    FORM_NAMES,
    OFFTOPIC,
    SURFACE_NAMES,
    SURNAMES,
    TEMPLATES,
    speaker_of,
    surface,
)

__all__ = [
    "ABSENT_PER_DOMAIN",
    "ABSENT_SUBJECTS",
    "ANSWERS_PER_DOMAIN",
    "DOMAINS",
    "FORM_NAMES",
    "FROZEN",
    "KINDS",
    "OFFTOPIC",
    "OTHER_PER_DOMAIN",
    "RELATED_PER_DOMAIN",
    "SEED",
    "SPEAKERS",
    "STOPWORDS",
    "SURFACE_NAMES",
    "WORDINGS",
    "Attribute",
    "Domain",
    "dumps",
    "generate",
    "memory_key",
    "problems",
    "tokens",
    "vocabulary_problems",
]

SEED = 70529
DOMAINS = (VET, PAYROLL, RANKING, CINEMA, MARINA, NURSERY, LAUNDRY, FISHFARM, COOLING)
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns7.json"
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
WORDINGS = ("word", "synonym")
ANSWERS_PER_DOMAIN = 9
OTHER_PER_DOMAIN = 10
ABSENT_PER_DOMAIN = 3
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 14
HELD = (0, 2, 4, 6, 7, 8, 9, 10, 11)  # attributes that some subjects hold
PARTNERS = {1: 0, 3: 2, 5: 4}  # an attribute nobody holds -> its held partner
# the surfaces in rotation: the two conversation surfaces come up twice
ROTATION = (*SURFACE_NAMES, "turn", "split")
STOPWORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "for",
        "to",
        "in",
        "on",
        "at",
        "is",
        "it",
        "its",
        "and",
        "or",
        "by",
        "per",
        "from",
        "with",
        "what",
        "which",
        "s",
    ]
)


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def memory_key(domain: str, subject: str, attribute: str, part: int = 0) -> str:
    """The key of a subject's memory of an attribute (``part`` 1 or 2: a turn of a split)."""
    key = f"u7/{domain}/{subject}/{attribute}"
    return f"{key}~{part}" if part else key


def holdings(domain: Domain, rng: random.Random) -> dict[str, list[int]]:
    """Each subject holds three or four held attributes; every held attribute has a holder and a
    non-holder, and each partner of an attribute nobody holds has four or five holders."""
    while True:
        held = {s: sorted(rng.sample(HELD, rng.choice((3, 4)))) for s in domain.subjects}
        count = {a: sum(a in h for h in held.values()) for a in HELD}
        if all(1 <= n <= 5 for n in count.values()) and all(
            4 <= count[p] <= 5 for p in PARTNERS.values()
        ):
            return held


def typo(phrase: str, rng: random.Random) -> str:
    """The phrase with two neighbouring letters of its longest word swapped."""
    words = phrase.split(" ")
    i = max(range(len(words)), key=lambda k: len(words[k]))
    w = words[i]
    spots = [k for k in range(len(w) - 1) if w[k] != w[k + 1]]
    k = rng.choice(spots)
    words[i] = w[:k] + w[k + 1] + w[k] + w[k + 2 :]
    return " ".join(words)


class _Asker:
    """Writes requests, rotating the forms per kind and wording."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.turn: dict[tuple[str, str], int] = defaultdict(int)

    def next_form(self, kind: str, wording: str, forms: tuple[str, ...] = FORM_NAMES) -> str:
        n = self.turn[(kind, wording)]
        self.turn[(kind, wording)] += 1
        return forms[n % len(forms)]

    def ask(self, form: str, subject: str, phrase: str, speaker: str) -> tuple[str, str]:
        """(query, phrase as asked)."""
        asked = typo(phrase, self.rng) if form == "typo" else phrase
        template = self.rng.choice(TEMPLATES[form])
        return template.format(p=asked, s=subject, n=speaker), asked


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    asker = _Asker(rng)
    memories: list[dict[str, str]] = []
    cases: list[dict[str, Any]] = []
    facts: list[tuple[Domain, str, int, str, bool]] = []
    answered: list[tuple[Domain, str, int, str, bool]] = []
    plans = []
    for d in DOMAINS:
        held = holdings(d, rng)
        plans.append((d, held))
        pick = {a: rng.choice([s for s in d.subjects if a in held[s]]) for a in HELD}
        for s in d.subjects:
            for a in held[s]:
                fact = (d, s, a, rng.choice(d.attributes[a].values), pick[a] == s)
                facts.append(fact)
    answered = [f for f in facts if f[4]]
    rest = [f for f in facts if not f[4]]
    rng.shuffle(answered)
    rng.shuffle(rest)
    said = 0
    for i, (d, s, a, v, is_answer) in enumerate(answered + rest):
        attr = d.attributes[a]
        form = ROTATION[i % len(ROTATION)]
        texts = surface(form, s, attr.word, v, rng, SPEAKERS)
        parts = [0] if len(texts) == 1 else [1, 2]
        keys = [memory_key(d.key, s, attr.key, p) for p in parts]
        for k, t in zip(keys, texts, strict=True):
            memories.append({"key": k, "text": t, "form": form})
        if not is_answer:
            continue
        said_at = speaker_of(form, texts)
        said += int(said_at is not None)
        for w, phrase in zip(WORDINGS, (attr.word, attr.synonym), strict=True):
            if said_at is not None and w == WORDINGS[said % 2]:
                rform = "said"
            else:
                rform = asker.next_form("answer", w, FORM_NAMES[:-1])
            query, asked = asker.ask(rform, s, phrase, said_at or "")
            case = _case(query, keys, "answer", f"{rform}/{w}", d, s, attr.key, asked)
            case["value"] = v
            if rform == "said":
                case["speaker"] = said_at
            cases.append(case)
    for d, held in plans:
        cases += _unknowns(d, held, asker, rng)
    for i, (topic, phrase) in enumerate(OFFTOPIC * 2):
        form = FORM_NAMES[i % len(FORM_NAMES)]
        speaker = rng.choice(SPEAKERS)
        query, _asked = asker.ask(form, topic, phrase, speaker)
        case = {"query": query, "relevant": [], "kind": "offtopic", "variant": form}
        if form == "said":
            case["speaker"] = speaker
        cases.append(case)
    return {"memories": memories, "cases": cases}


def _case(
    query: str, relevant: list[str], kind: str, variant: str, d: Domain, s: str, a: str, p: str
) -> dict[str, Any]:
    return {
        "query": query,
        "relevant": relevant,
        "kind": kind,
        "variant": variant,
        "domain": d.key,
        "subject": s,
        "attribute": a,
        "phrase": p,
    }


def _unknowns(
    d: Domain, held: dict[str, list[int]], asker: _Asker, rng: random.Random
) -> list[dict[str, Any]]:
    """The domain's other-subject, absent and related-unknown requests."""
    asks: list[tuple[str, str, Attribute, bool, str]] = []  # kind, subject, attr, near, held
    missing = [(s, a) for s in d.subjects for a in HELD if a not in held[s]]
    for s, a in rng.sample(missing, OTHER_PER_DOMAIN):
        asks.append(("other_subject", s, d.attributes[a], False, ""))
    for absent, partner in PARTNERS.items():
        first = [s for s in d.subjects if partner in held[s]]
        others = [s for s in d.subjects if s not in first]
        rng.shuffle(first)
        rng.shuffle(others)
        for s in (first + others)[:ABSENT_SUBJECTS]:
            asks.append(("absent", s, d.attributes[absent], False, ""))
    owned = [(s, a) for s in d.subjects for a in held[s]]
    for s, a in rng.sample(owned, RELATED_PER_DOMAIN):
        attr = d.attributes[a]
        asks.append(("related_unknown", s, attr, True, attr.key))
    out: list[dict[str, Any]] = []
    for kind, s, attr, near, held_key in asks:
        n = sum(1 for c in out if c["kind"] == kind)
        w = WORDINGS[(n + len(d.key)) % 2]
        words = (attr.near_word, attr.near_synonym) if near else (attr.word, attr.synonym)
        phrase = dict(zip(WORDINGS, words, strict=True))[w]
        form = asker.next_form(kind, w)
        speaker = rng.choice(SPEAKERS)
        query, asked = asker.ask(form, s, phrase, speaker)
        key = attr.near_key if near else attr.key
        case = _case(query, [], kind, f"{form}/{w}", d, s, key, asked)
        if near:
            case["near"] = held_key
        if form == "said":
            case["speaker"] = speaker
        out.append(case)
    return out


def _content(text: str) -> set[str]:
    return tokens(text) - STOPWORDS


def problems(data: dict[str, Any]) -> list[str]:
    """What makes the set wrong: an answer its memories do not hold (value, subject, word), a
    synonym word in a memory of its attribute, an unknown some memory answers."""
    text = {m["key"]: m["text"] for m in data["memories"]}
    attrs = {(d.key, a.key): a for d in DOMAINS for a in d.attributes}
    near = {(d.key, a.near_key): a for d in DOMAINS for a in d.attributes}
    out = []
    for m in data["memories"]:
        _u7, dkey, _s, akey = m["key"].split("/")
        a = attrs[(dkey, akey.split("~")[0])]
        if _content(a.synonym) & tokens(m["text"]):
            out.append(f"{m['key']} uses a word of {a.synonym!r}")
    for c in data["cases"]:
        if c["kind"] == "answer":
            both = "\n".join(text.get(k, "") for k in c["relevant"])
            word = attrs[(c["domain"], c["attribute"])].word
            if not all(x in both for x in (c["value"], c["subject"], word)):
                out.append(f"{c['relevant']} does not hold {c['query']!r}")
            continue
        if c["kind"] == "offtopic":
            continue
        key = (c["domain"], c["attribute"])
        a = near[key] if c["kind"] == "related_unknown" else attrs[key]
        asked = (
            (a.near_word, a.near_synonym) if c["kind"] == "related_unknown" else (a.word, a.synonym)
        )
        if memory_key(c["domain"], c["subject"], c["attribute"]) in text:
            out.append(f"{c['subject']} holds {c['attribute']}")
        for k, t in text.items():
            low = t.casefold()
            if c["subject"].casefold() in low and any(p.casefold() in low for p in asked):
                out.append(f"{k} answers {c['query']!r}")
    return out


def _fixed_text() -> set[str]:
    """The words a surface or a request writes around subject, word and value."""
    rng = random.Random(0)
    words: set[str] = set(tokens(" ".join(SPEAKERS + SURNAMES)))
    for name in SURFACE_NAMES:
        for _ in range(12):
            words |= tokens(" ".join(surface(name, "S", "W", "V", rng, SPEAKERS)))
    return words - {"s", "w", "v"}


def vocabulary_problems() -> list[str]:
    """A synonym sharing a crude stem (first five letters) with its domain's words, values,
    subjects or a surface's fixed text; a neighbour or synonym written inside a held word or
    value; a neighbour sharing no word with its attribute; an attribute nobody holds that shares
    a word with a held attribute other than its partner, or none with its partner."""
    fixed = {w[:5] for w in _fixed_text()}
    out = []
    for d in DOMAINS:
        held_text = [x.casefold() for a in d.attributes for x in (a.word, *a.values)]
        stems = {w[:5] for a in d.attributes for w in tokens(" ".join((a.word, *a.values)))} | {
            w[:5] for w in tokens(" ".join(d.subjects))
        }
        for a in d.attributes:
            for w in _content(a.synonym):
                if w[:5] in stems | fixed:
                    out.append(f"{d.key}: synonym {a.synonym!r} ({w})")
            for p in (a.synonym, a.near_word, a.near_synonym):
                if any(p.casefold() in t for t in held_text):
                    out.append(f"{d.key}: {p!r} inside a held word or value")
            if not _content(a.near_word) & _content(a.word):
                out.append(f"{d.key}: neighbour {a.near_word!r} shares no word with {a.word!r}")
        for absent, partner in PARTNERS.items():
            for h in HELD:
                shared = _content(d.attributes[h].word) & _content(d.attributes[absent].word)
                if bool(shared) != (h == partner):
                    out.append(f"{d.key}: {d.attributes[absent].word!r} pairs with attribute {h}")
    return out


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def main() -> None:
    data = generate()
    bad = problems(data) + vocabulary_problems()
    if bad:
        raise SystemExit("\n".join(bad))
    FROZEN.write_text(dumps(data), encoding="utf-8")
    print(f"wrote {FROZEN.name}: {len(data['memories'])} memories, {len(data['cases'])} cases")


if __name__ == "__main__":
    main()
