"""The fourth blind held-out retrieval set ``unknowns4`` (Kimetsu schema), seed ``40417``.

Nine domains (``bench.retrieval_unknowns4_domains``), six subjects and twelve attributes each.
Per domain three attributes are held by nobody; each subject holds three or four of the other
nine, one memory per fact, written in one of eight surfaces in rotation (prose, a ``key: value``
line, an e-mail, an INI section, a JSON object, a ticket with a body, a log line, a checklist
item; ``bench.retrieval_unknowns4_forms``). The cases:

- ``answer``: one held fact per held attribute, asked once with the memory's word and once with
  a synonym no memory of the attribute uses;
- ``other_subject``: an attribute other subjects hold, asked about one that does not;
- ``absent``: an attribute nobody holds, asked about a known subject;
- ``related_unknown``: the neighbour (held by nobody) of an attribute the subject holds;
- ``offtopic``: cooking, sports and trivia.

Each kind is asked in six forms in rotation: a question, an imperative, an elliptic request, a
task instruction that embeds the question, a question with a typo, and a request in the middle of
a longer agent prompt. ``generate`` refuses a set whose synonyms share a word with their
memories or whose unknowns some memory answers. It was written blind: it must never import or
read the retrieval code, the other sets or their data. ``python -m
cairn.bench.retrieval_unknowns4`` rewrites the frozen copy.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

from cairn.bench.retrieval_unknowns4_domains import DOMAINS, Attribute, Domain
from cairn.bench.retrieval_unknowns4_forms import (
    FORM_NAMES,
    OFFTOPIC,
    SIGNATURES,
    SURFACES,
    TICKET_PREFIXES,
    request,
    surface,
    typo,
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

SEED = 40417
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns4.json"
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
NEGATIVE = ("other_subject", "absent", "related_unknown")
WORDINGS = ("word", "synonym")
SURFACE_NAMES = tuple(SURFACES)
ABSENT_PER_DOMAIN = 3
ABSENT_SUBJECTS = 3
ANSWERS_PER_DOMAIN = 9
OTHER_PER_DOMAIN = 10
RELATED_PER_DOMAIN = 9
STOPWORDS = frozenset(
    {"a", "an", "and", "are", "at", "by", "each", "for", "how", "in", "is", "of", "on", "per"}
    | {"the", "to", "with"}
)


def tokens(text: str) -> set[str]:
    """Crude stems of a text's words (their first five letters), so that a synonym sharing a
    stem (``inspect``/``inspection``) with a memory counts as sharing a word."""
    return {w[:5] for w in re.findall(r"[a-z0-9]+", text.casefold())}


def memory_key(domain: str, subject: str, attribute: str) -> str:
    return f"u4/{domain}/{subject}/{attribute}"


def _holdings(domain: Domain, held: list[Attribute], rng: random.Random) -> dict[str, list[str]]:
    """subject -> the keys of the 3 or 4 attributes it holds; every held attribute has at least
    one holder and one non-holder."""
    while True:
        out = {
            s: sorted(a.key for a in rng.sample(held, rng.choice((3, 4)))) for s in domain.subjects
        }
        counts = {a.key: sum(a.key in keys for keys in out.values()) for a in held}
        if all(0 < n < len(domain.subjects) for n in counts.values()):
            return out


class _Asker:
    """Rotates the six forms (and, for unknowns, the two wordings) within one kind."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.n: dict[str, int] = {}

    def next(self, kind: str) -> tuple[str, str]:
        i = self.n.get(kind, 0)
        self.n[kind] = i + 1
        return FORM_NAMES[i % len(FORM_NAMES)], WORDINGS[(i // len(FORM_NAMES)) % 2]

    def ask(self, form: str, phrase: str, subject: str) -> tuple[str, str]:
        """(query, the phrase as asked): the typo form misspells the phrase."""
        asked = typo(phrase, self.rng) if form == "typo" else phrase
        return request(form, self.rng, asked, subject), asked


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    asker = _Asker(rng)
    memories: list[dict[str, str]] = []
    cases: list[dict[str, Any]] = []
    fact = 0

    def case(kind: str, form: str, wording: str, d: Domain, s: str, a: str, phrase: str) -> None:
        query, asked = asker.ask(form, phrase, s)
        c = {"query": query, "relevant": [], "kind": kind, "variant": f"{form}/{wording}"}
        cases.append({**c, "domain": d.key, "subject": s, "attribute": a, "phrase": asked})

    for d in DOMAINS:
        attrs = {a.key: a for a in d.attributes}
        absent = rng.sample(list(d.attributes), ABSENT_PER_DOMAIN)
        held = [a for a in d.attributes if a not in absent]
        holding = _holdings(d, held, rng)
        values: dict[tuple[str, str], str] = {}
        for s in d.subjects:
            for key in holding[s]:
                a = attrs[key]
                value = rng.choice(a.values)
                values[(s, key)] = value
                form = SURFACE_NAMES[len(memories) % len(SURFACE_NAMES)]
                text = surface(form, rng, s, a.word, value)
                memories.append({"key": memory_key(d.key, s, key), "text": text, "form": form})
        for a in held:
            s = rng.choice([s for s in d.subjects if a.key in holding[s]])
            for wording, shift in zip(WORDINGS, (0, len(FORM_NAMES) // 2), strict=True):
                form = FORM_NAMES[(fact + shift) % len(FORM_NAMES)]
                phrase = a.word if wording == "word" else a.synonym
                case("answer", form, wording, d, s, a.key, phrase)
                cases[-1]["relevant"] = [memory_key(d.key, s, a.key)]
                cases[-1]["value"] = values[(s, a.key)]
            fact += 1
        others = [(s, a) for a in held for s in d.subjects if a.key not in holding[s]]
        for s, a in rng.sample(others, OTHER_PER_DOMAIN):
            form, wording = asker.next("other_subject")
            case("other_subject", form, wording, d, s, a.key, _phrase(a, wording))
        for a in absent:
            for s in rng.sample(list(d.subjects), ABSENT_SUBJECTS):
                form, wording = asker.next("absent")
                case("absent", form, wording, d, s, a.key, _phrase(a, wording))
        for a in held:
            s = rng.choice([s for s in d.subjects if a.key in holding[s]])
            form, wording = asker.next("related_unknown")
            near = a.near_word if wording == "word" else a.near_synonym
            case("related_unknown", form, wording, d, s, a.near_key, near)
            cases[-1]["near"] = a.key
    for p, s in OFFTOPIC:
        form, _w = asker.next("offtopic")
        query, _asked = asker.ask(form, p, s) if form != "task" else (_offtopic_task(rng, p, s), p)
        cases.append({"query": query, "relevant": [], "kind": "offtopic", "variant": form})
    rng.shuffle(memories)
    data = {"name": "unknowns4", "seed": seed, "memories": memories, "cases": cases}
    found = problems(data)
    if found:
        raise ValueError("unknowns4 is not a valid set:\n" + "\n".join(found[:20]))
    return data


def _offtopic_task(rng: random.Random, p: str, s: str) -> str:
    return request("task", rng, p, s, offtopic=True)


def _phrase(a: Attribute, wording: str) -> str:
    return a.word if wording == "word" else a.synonym


def vocabulary_problems() -> list[str]:
    """Synonyms that some memory of their attribute could share a word with, whatever the seed:
    a stem of the word, of a value, of a subject of the domain, or of a surface's fixed text."""
    fixed: set[str] = set()
    for templates in SURFACES.values():
        for t in templates:
            fixed |= tokens(re.sub(r"\{\w+\}", " ", t))
    for filler in (*SIGNATURES, *TICKET_PREFIXES):
        fixed |= tokens(filler)
    out = []
    for d in DOMAINS:
        subjects = set().union(*(tokens(s) for s in d.subjects))
        for a in d.attributes:
            values = set().union(*(tokens(v) for v in a.values))
            shared = (tokens(a.synonym) - STOPWORDS) & (fixed | subjects | values | tokens(a.word))
            if shared:
                out.append(f"{d.key} {a.word!r}: synonym {a.synonym!r} shares {sorted(shared)}")
    return out


def problems(data: dict[str, Any]) -> list[str]:
    """What makes a set invalid: a synonym sharing a stem with a memory of its attribute (or
    able to, see ``vocabulary_problems``), an unknown a memory answers (the subject beside the
    asked word or synonym), a subject named inside another subject's name or in an off-topic
    request."""
    attrs = {(d.key, a.key): a for d in DOMAINS for a in d.attributes}
    near = {(d.key, a.near_key): a for d in DOMAINS for a in d.attributes}
    out = vocabulary_problems()
    for m in data["memories"]:
        _u4, domain, _subject, key = m["key"].split("/")
        shared = (tokens(attrs[(domain, key)].synonym) - STOPWORDS) & tokens(m["text"])
        if shared:
            out.append(f"{m['key']} shares {sorted(shared)} with its synonym")
    for c in data["cases"]:
        if c["kind"] not in NEGATIVE:
            continue
        a = (near if c["kind"] == "related_unknown" else attrs)[(c["domain"], c["attribute"])]
        phrases = (
            (a.near_word, a.near_synonym) if c["kind"] == "related_unknown" else (a.word, a.synonym)
        )
        for m in data["memories"]:
            low = m["text"].casefold()
            if c["subject"].casefold() in low and any(p.casefold() in low for p in phrases):
                out.append(f"{m['key']} answers {c['query']!r}")
    names = [s.casefold() for d in DOMAINS for s in d.subjects]
    for n in names:
        if sum(n in other for other in names) != 1:
            out.append(f"subject {n} is inside another subject's name")
    for c in data["cases"]:
        if c["kind"] == "offtopic" and any(n in c["query"].casefold() for n in names):
            out.append(f"off-topic {c['query']!r} names a subject")
    return out


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def main() -> None:
    FROZEN.write_text(dumps(generate()), encoding="utf-8")


if __name__ == "__main__":
    main()
