"""The sixth blind held-out retrieval set ``unknowns6`` (Kimetsu schema): nine new domains, six
invented subjects each, memories in twelve surfaces, and requests in six forms that ask held facts
(with the memory's word and with a synonym no memory uses), an attribute other subjects hold, an
attribute nobody holds, the neighbour of an attribute the subject holds, or nothing of the store.

It was written blind: without reading the retrieval and judgment code or the other sets. Near
misses are asked on purpose: a related unknown asked with the word names its subject and shares a
word with the subject's memory that does not answer it, and the absent attributes are asked first
of the subjects that hold their partner (an attribute sharing a word with them). The generator is
seeded and the frozen copy is what ``python -m cairn.bench.retrieval_unknowns6`` writes. It must
never write a case the store can answer when it says the store cannot, nor a synonym that a
memory of its attribute uses: ``problems`` and ``vocabulary_problems`` refuse both.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from pathlib import Path
from typing import Any

from cairn.bench.retrieval_unknowns6_domains import DOMAINS, Attribute, Domain
from cairn.bench.retrieval_unknowns6_forms import (
    FORM_NAMES,
    FORMS,
    OFFTOPIC,
    PEOPLE,
    SURFACE_NAMES,
    SURFACES,
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
    "STOPWORDS",
    "SURFACE_NAMES",
    "WORDINGS",
    "dumps",
    "generate",
    "memory_key",
    "problems",
    "tokens",
    "vocabulary_problems",
]

SEED = 61843
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns6.json"
WORDINGS = ("word", "synonym")
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
ANSWERS_PER_DOMAIN = 9
OTHER_PER_DOMAIN = 10
ABSENT_PER_DOMAIN = 3
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 14
STOPWORDS = frozenset(
    "a an the of for is on in to and or per by with its at as from x s".split()  # noqa: SIM905
)


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def content(text: str) -> set[str]:
    return tokens(text) - STOPWORDS


def memory_key(domain: str, subject: str, attribute: str) -> str:
    return f"u6/{domain}/{subject}/{attribute}"


def _stems(text: str) -> set[str]:
    """Crude stems (a word's first five letters): a synonym sharing one with a memory's text
    could share a word with it once a value, a person or a template is drawn."""
    return {w[:5] for w in content(text)}


def _fixed_text() -> str:
    """Every word a surface writes besides the subject, the word and the value."""
    blank = {"s": "", "w": "", "v": "", "who": "", "nick": "", "first": "", "h": "", "hh": ""}
    blank |= {"n": "", "n2": "", "d": ""}
    out = [t.format(**blank) for ts in SURFACES.values() for t in ts]
    return "\n".join([*out, *PEOPLE])


def vocabulary_problems() -> list[str]:
    """What could make some seed write a bad set: a synonym that shares a stem with its word, a
    value, a subject, another attribute's word or the fixed text of a surface; a neighbour that
    shares no word with its attribute or is written inside a held word or value; a phrase of one
    attribute written inside another's; names inside names."""
    out: list[str] = []
    fixed = _stems(_fixed_text())
    names = [s.casefold() for d in DOMAINS for s in d.subjects]
    out += [f"name {a} inside {b}" for a in names for b in names if a != b and a in b]
    for d in DOMAINS:
        words = " ".join(a.word for a in d.attributes)
        values = " ".join(v for a in d.attributes for v in a.values)
        banned = fixed | _stems(" ".join(d.subjects)) | _stems(words) | _stems(values)
        keys = {a.key for a in d.attributes} | {a.near_key for a in d.attributes}
        if len(keys) != 2 * len(d.attributes):
            out.append(f"{d.key}: attribute and neighbour keys repeat")
        written = [a.word.casefold() for a in d.attributes]
        written += [v.casefold() for a in d.attributes for v in a.values]
        for a in d.attributes:
            if clash := _stems(a.synonym) & banned:
                out.append(f"{d.key}: synonym {a.synonym!r} shares {sorted(clash)}")
            if not content(a.near_word) & content(a.word):
                out.append(f"{d.key}: neighbour {a.near_word!r} shares no word with {a.word!r}")
            for phrase in (a.near_word, a.near_synonym, a.synonym):
                if any(phrase.casefold() in w for w in written):
                    out.append(f"{d.key}: {phrase!r} is written in a held word or value")
            others = [w for w in written if w != a.word.casefold()]
            if any(a.word.casefold() in w for w in others):
                out.append(f"{d.key}: {a.word!r} is written inside another attribute")
    return out


def _partners(domain: Domain) -> list[tuple[int, int]]:
    """Pairs of attributes whose words share a content word."""
    attrs = domain.attributes
    return [
        (i, j)
        for i in range(len(attrs))
        for j in range(i + 1, len(attrs))
        if content(attrs[i].word) & content(attrs[j].word)
    ]


def _absent(domain: Domain, rng: random.Random) -> dict[int, int | None]:
    """The three attributes nobody holds, each with the partner it shares a word with."""
    pairs = _partners(domain)
    rng.shuffle(pairs)
    out: dict[int, int | None] = {}
    for i, j in pairs:
        if (
            len(out) < ABSENT_PER_DOMAIN
            and not {i, j} & set(out)
            and not {i, j} & {p for p in out.values() if p is not None}
        ):
            a, b = (i, j) if rng.random() < 0.5 else (j, i)
            out[a] = b
    rest = [i for i in range(len(domain.attributes)) if i not in out and i not in out.values()]
    while len(out) < ABSENT_PER_DOMAIN:
        out[rest.pop(rng.randrange(len(rest)))] = None
    return out


def _holdings(
    domain: Domain, held: list[int], partners: list[int], rng: random.Random
) -> dict[str, list[int]]:
    """Which held attributes each subject holds: three or four each, every attribute by at least
    one subject and not by all, a partner of an absent attribute by at least three."""
    for _ in range(10_000):
        mine: dict[str, set[int]] = {s: set() for s in domain.subjects}
        for p in partners:
            for s in rng.sample(domain.subjects, rng.choice((3, 4))):
                mine[s].add(p)
        for s in domain.subjects:
            want = rng.choice((3, 4))
            free = [a for a in held if a not in mine[s]]
            rng.shuffle(free)
            while len(mine[s]) < want:
                mine[s].add(free.pop())
        count = Counter(a for v in mine.values() for a in v)
        if all(1 <= count[a] < len(domain.subjects) for a in held) and all(
            3 <= len(v) <= 4 for v in mine.values()
        ):
            return {s: sorted(v) for s, v in mine.items()}
    raise RuntimeError(f"no holdings for {domain.key}")


def _typo(phrase: str, rng: random.Random) -> str:
    """The phrase with two neighbouring letters of its longest word swapped."""
    words = phrase.split(" ")
    at = max(range(len(words)), key=lambda i: (len(words[i]), -i))
    w = words[at]
    spots = [k for k in range(1, len(w) - 1) if w[k] != w[k + 1] and (w[k] + w[k + 1]).isalpha()]
    k = rng.choice(spots or [0])
    words[at] = w[:k] + w[k + 1] + w[k] + w[k + 2 :]
    return " ".join(words)


class _Asker:
    """Turns (kind, wording) into the next request form, in rotation per kind and wording."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.seen: Counter[tuple[str, str]] = Counter()

    def ask(self, kind: str, wording: str, phrase: str, subject: str) -> dict[str, str]:
        form = FORM_NAMES[self.seen[(kind, wording)] % len(FORM_NAMES)]
        self.seen[(kind, wording)] += 1
        asked = _typo(phrase, self.rng) if form == "typo" else phrase
        query = self.rng.choice(FORMS[form]).format(p=asked, s=subject)
        return {"query": query, "variant": f"{form}/{wording}", "phrase": asked}


def _render(surface: str, subject: str, a: Attribute, value: str, rng: random.Random) -> str:
    who = rng.choice(PEOPLE)
    first = who.split()[0]
    fill = {
        "s": subject,
        "w": a.word,
        "v": value,
        "who": who,
        "first": first,
        "nick": first.lower(),
        "n": str(rng.randrange(1000, 9999)),
        "n2": f"{rng.randrange(60):02d}",
        "d": f"{rng.randrange(1, 29):02d}",
        "hh": f"{rng.randrange(7, 19):02d}",
        "h": f"{rng.getrandbits(28):07x}",
    }
    return rng.choice(SURFACES[surface]).format(**fill)


def _case(
    kind: str, domain: Domain, subject: str, attribute: str, asked: dict[str, str]
) -> dict[str, Any]:
    return {
        "query": asked["query"],
        "relevant": [],
        "kind": kind,
        "variant": asked["variant"],
        "domain": domain.key,
        "subject": subject,
        "attribute": attribute,
        "phrase": asked["phrase"],
    }


def _spread(pairs: list[tuple[str, int]], n: int) -> list[tuple[str, int]]:
    """n of the (subject, attribute) pairs, taking attributes in turn so each is asked."""
    by_attr: dict[int, list[tuple[str, int]]] = {}
    for p in pairs:
        by_attr.setdefault(p[1], []).append(p)
    out: list[tuple[str, int]] = []
    while len(out) < n and any(by_attr.values()):
        for a in list(by_attr):
            if by_attr[a] and len(out) < n:
                out.append(by_attr[a].pop(0))
    return out


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    asker = _Asker(rng)
    memories: list[dict[str, Any]] = []
    cases: list[dict[str, Any]] = []
    plans = []
    for d in DOMAINS:
        absent = _absent(d, rng)
        held = [i for i in range(len(d.attributes)) if i not in absent]
        partners = [p for p in absent.values() if p is not None]
        plans.append((d, absent, held, _holdings(d, held, partners, rng)))
    # memories first, so their surfaces rotate over the whole set
    facts: list[tuple[Domain, str, int, str]] = []
    for d, _absent_attrs, held, mine in plans:
        for i in held:
            holders = [s for s in d.subjects if i in mine[s]]
            values = rng.sample(d.attributes[i].values, len(d.attributes[i].values))
            facts += [(d, s, i, values[n % len(values)]) for n, s in enumerate(holders)]
    surfaces = [SURFACE_NAMES[n % len(SURFACE_NAMES)] for n in range(len(facts))]
    rng.shuffle(surfaces)
    value_of: dict[tuple[str, str, int], str] = {}
    for (d, s, i, v), surface in zip(facts, surfaces, strict=True):
        a = d.attributes[i]
        key = memory_key(d.key, s, a.key)
        memories.append({"key": key, "text": _render(surface, s, a, v, rng), "form": surface})
        value_of[(d.key, s, i)] = v
    for d, absent, held, mine in plans:
        cases += _domain_cases(d, absent, held, mine, value_of, asker, rng)
    for form, queries in OFFTOPIC.items():
        cases += [
            {"query": q, "relevant": [], "kind": "offtopic", "variant": form} for q in queries
        ]
    return {"name": "unknowns6", "seed": seed, "memories": memories, "cases": cases}


def _domain_cases(
    d: Domain,
    absent: dict[int, int | None],
    held: list[int],
    mine: dict[str, list[int]],
    value_of: dict[tuple[str, str, int], str],
    asker: _Asker,
    rng: random.Random,
) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    attrs = d.attributes
    for i in held:
        s = rng.choice([x for x in d.subjects if i in mine[x]])
        a = attrs[i]
        for wording, phrase in zip(WORDINGS, (a.word, a.synonym), strict=True):
            case = _case("answer", d, s, a.key, asker.ask("answer", wording, phrase, s))
            case["relevant"] = [memory_key(d.key, s, a.key)]
            case["value"] = value_of[(d.key, s, i)]
            out.append(case)
    lacking = [(s, i) for i in held for s in d.subjects if i not in mine[s]]
    rng.shuffle(lacking)
    holding = [(s, i) for i in held for s in d.subjects if i in mine[s]]
    rng.shuffle(holding)
    asked: list[tuple[str, str, str, str | None]] = []
    asked += [
        ("other_subject", s, attrs[i].key, None) for s, i in _spread(lacking, OTHER_PER_DOMAIN)
    ]
    for i, partner in absent.items():
        first = [s for s in d.subjects if partner is not None and partner in mine[s]]
        rest = [s for s in d.subjects if s not in first]
        rng.shuffle(first)
        rng.shuffle(rest)
        asked += [("absent", s, attrs[i].key, None) for s in (first + rest)[:ABSENT_SUBJECTS]]
    for s, i in _spread(holding, RELATED_PER_DOMAIN):
        asked.append(("related_unknown", s, attrs[i].near_key, attrs[i].key))
    rng.shuffle(asked)
    turn: Counter[str] = Counter()
    for kind, s, key, near in asked:
        a = next(x for x in attrs if key in (x.key, x.near_key))
        word, synonym = (a.near_word, a.near_synonym) if near else (a.word, a.synonym)
        wording = WORDINGS[turn[kind] % 2]
        turn[kind] += 1
        phrase = word if wording == "word" else synonym
        case = _case(kind, d, s, key, asker.ask(kind, wording, phrase, s))
        if near:
            case["near"] = near
        out.append(case)
    return out


def _phrases(case: dict[str, Any]) -> tuple[str, str]:
    d = next(x for x in DOMAINS if x.key == case["domain"])
    for a in d.attributes:
        if case["attribute"] == a.key:
            return a.word, a.synonym
        if case["attribute"] == a.near_key:
            return a.near_word, a.near_synonym
    raise KeyError(case["attribute"])


def problems(data: dict[str, Any]) -> list[str]:
    """What makes the set wrong: an answer its memory does not hold, a memory that uses its
    attribute's synonym, an unknown some memory answers, a request without its subject."""
    text = {m["key"]: m["text"] for m in data["memories"]}
    synonyms = {(d.key, a.key): a.synonym for d in DOMAINS for a in d.attributes}
    out: list[str] = []
    for m in data["memories"]:
        _u6, domain, _subject, attr = m["key"].split("/")
        if content(synonyms[(domain, attr)]) & tokens(m["text"]):
            out.append(f"{m['key']} uses its synonym")
    for c in data["cases"]:
        if c["kind"] == "offtopic":
            continue
        word, _synonym = _phrases(c)
        if c["subject"] not in c["query"] or c["phrase"] not in c["query"]:
            out.append(f"{c['query']!r} does not ask {c['phrase']!r} of {c['subject']}")
        if c["kind"] == "answer":
            mem = text.get(c["relevant"][0], "")
            if not all(x in mem for x in (c["subject"], word, c["value"])):
                out.append(f"{c['relevant'][0]} does not hold {c['value']!r}")
            continue
        if memory_key(c["domain"], c["subject"], c["attribute"]) in text:
            out.append(f"{c['subject']} holds {c['attribute']}")
        who = c["subject"].casefold()
        for key, t in text.items():
            low = t.casefold()
            if who in low and any(p.casefold() in low for p in _phrases(c)):
                out.append(f"{key} answers {c['query']!r}")
    return out


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def main() -> None:
    data = generate()
    bad = vocabulary_problems() + problems(data)
    if bad:
        raise SystemExit("\n".join(bad))
    FROZEN.write_text(dumps(data), encoding="utf-8")
    print(f"{FROZEN.name}: {len(data['memories'])} memories, {len(data['cases'])} cases")


if __name__ == "__main__":
    main()
