"""The ninth blind held-out retrieval set ``unknowns9`` (Kimetsu schema), seeded and frozen.

Nine domains of invented subjects, each subject holding three or four of nine held attributes;
every fact is one memory on one of ten surfaces, and every subject has a rename note. Cases ask
a held fact (with the memory's word and with a synonym no memory uses), an attribute only other
subjects hold, an attribute nobody holds, the neighbour of a held attribute, or something off
topic, each in ten request forms in rotation. ``python -m cairn.bench.retrieval_unknowns9``
writes the frozen copy; a test checks it byte for byte.

It must never read the retrieval code or another set: it is written blind."""

from __future__ import annotations

import json
import random
import re
from collections import defaultdict
from pathlib import Path
from typing import Any

from cairn.bench.retrieval_unknowns9_domains import DOMAINS_A, Attribute, Domain
from cairn.bench.retrieval_unknowns9_domains2 import DOMAINS_B
from cairn.bench.retrieval_unknowns9_domains3 import DOMAINS_C
from cairn.bench.retrieval_unknowns9_forms import (
    FORM_NAMES,
    OFFTOPIC,
    SPEAKERS,
    SURFACE_NAMES,
    rename_note,
    request,
    surface,
)

__all__ = [
    "DOMAINS",
    "FORM_NAMES",
    "FROZEN",
    "KINDS",
    "OFFTOPIC",
    "SEED",
    "SURFACE_NAMES",
    "WORDINGS",
    "dumps",
    "generate",
    "memory_key",
    "problems",
    "vocabulary_problems",
]

SEED = 90917
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns9.json"
DOMAINS: tuple[Domain, ...] = (*DOMAINS_A, *DOMAINS_B, *DOMAINS_C)
WORDINGS = ("word", "synonym")
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
HELD = 9
OTHER_PER_DOMAIN = 12
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 18
RENAMED = "renamed"
STOP = frozenset(
    [
        "a",
        "an",
        "and",
        "as",
        "at",
        "be",
        "by",
        "does",
        "for",
        "from",
        "i",
        "in",
        "is",
        "it",
        "its",
        "me",
        "my",
        "now",
        "of",
        "on",
        "or",
        "the",
        "that",
        "these",
        "this",
        "to",
        "up",
        "use",
        "uses",
        "what",
        "which",
        "with",
    ]
)


def content(text: str) -> set[str]:
    """The content words of ``text``: lower case, two characters or more, no stop words."""
    return {w for w in re.findall(r"[a-z0-9]+", text.casefold()) if len(w) > 1 and w not in STOP}


def stems(text: str) -> set[str]:
    """Crude stems: each content word's first five characters."""
    return {w[:5] for w in content(text)}


def tokens(text: str) -> set[str]:
    """What a memory holds for the leak checks: its content words and their crude stems."""
    words = content(text)
    return words | {w[:5] for w in words}


def memory_key(domain: str, subject: str, attribute: str) -> str:
    return f"u9/{domain}/{subject}/{attribute}"


def partner(domain: Domain, attr: Attribute) -> Attribute:
    """The held attribute an attribute nobody holds shares a word with."""
    return next(a for a in domain.attributes[:HELD] if content(a.word) & content(attr.word))


def _fixed_text() -> str:
    """Every surface's and rename note's own words (speakers included), without the fact."""
    parts = [surface(k, "", "", "", i) for k in SURFACE_NAMES for i in range(12)]
    parts += [rename_note("", "", i) for i in range(3)]
    parts += [name for pair in SPEAKERS for name in pair]
    return "\n".join(parts)


def vocabulary_problems() -> list[str]:
    """Synonyms (of an attribute or its neighbour) sharing a crude stem with a held word, a
    value, a name of the domain or a surface's fixed text; neighbours whose extra word a memory
    could write; attributes nobody holds sharing a word with no held attribute or with two."""
    fixed = _fixed_text()
    out = []
    for d in DOMAINS:
        held = d.attributes[:HELD]
        values = " ".join(v for a in d.attributes for v in a.values)
        names = " ".join((*d.subjects, *d.old_names, *d.ghosts))
        guard = stems(" ".join(a.word for a in d.attributes)) | stems(values)
        guard |= stems(names) | stems(fixed)
        for a in d.attributes:
            for syn in (a.synonym, a.near_synonym):
                if stems(syn) & guard:
                    out.append(f"{d.key}: {syn!r} shares {sorted(stems(syn) & guard)}")
            extra = stems(a.near_extra)
            if not extra or extra & (stems(values) | stems(fixed) | stems(names)):
                out.append(f"{d.key}: neighbour word {a.near_extra!r} could be written")
            if any(a.near_word in x for x in (*[b.word for b in d.attributes], values)):
                out.append(f"{d.key}: {a.near_word!r} is written inside a held word or value")
        for a in d.attributes[HELD:]:
            shared = [b.key for b in held if content(b.word) & content(a.word)]
            if len(shared) != 1:
                out.append(f"{d.key}: {a.key} shares a word with {shared}")
            own = content(a.word) - content(partner(d, a).word) if shared else set()
            if {w[:5] for w in own} & (stems(values) | stems(fixed) | stems(names)):
                out.append(f"{d.key}: {a.word!r} could be written by a memory")
        for a in held:
            if any(a.word in b.word for b in held if b is not a):
                out.append(f"{d.key}: {a.word!r} is inside another held word")
    return out


def _holdings(d: Domain, rng: random.Random) -> dict[str, list[str]]:
    """attribute key -> its holders: partners of absent attributes held by four or five
    subjects, the others by one or two; every subject holds three or four."""
    partners = {partner(d, a).key for a in d.attributes[HELD:]}
    order = [a for a in d.attributes[:HELD] if a.key in partners]
    order += [a for a in d.attributes[:HELD] if a.key not in partners]
    for _ in range(1000):
        count = dict.fromkeys(d.subjects, 0)
        out: dict[str, list[str]] = {}
        for a in order:
            n = rng.choice((4, 5)) if a.key in partners else rng.choice((1, 1, 2, 2, 3))
            ranked = sorted(d.subjects, key=lambda s: (count[s], rng.random()))
            out[a.key] = ranked[:n]
            for s in ranked[:n]:
                count[s] += 1
        if all(3 <= c <= 4 for c in count.values()):
            return out
    raise RuntimeError(f"no holdings for {d.key}")


def typo(phrase: str, rng: random.Random) -> str:
    """The phrase with two neighbouring letters of its longest word swapped."""
    words = phrase.split(" ")
    k = max(range(len(words)), key=lambda j: len(words[j]))
    w = words[k]
    spots = [j for j in range(len(w) - 1) if w[j] != w[j + 1] and w[j].isalpha()]
    j = rng.choice(spots)
    words[k] = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
    return " ".join(words)


class _Cases:
    """The cases of one kind, each in the next form of the rotation."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.out: list[dict[str, Any]] = []
        self.turn: dict[str, int] = defaultdict(int)

    def ask(
        self, kind: str, form: str, wording: str, phrase: str, name: str, **fields: Any
    ) -> None:
        i = self.turn[kind + form]
        self.turn[kind + form] += 1
        asked = typo(phrase, self.rng) if form == "typo" else phrase
        q = request(form, asked, name, fields.get("other", ""), i)
        if fields.get("asked_in"):
            q += f" I need it {fields['asked_in']}."
        self.out.append(
            {
                "query": q,
                "relevant": fields.pop("relevant", []),
                "kind": kind,
                "variant": f"{form}/{wording}",
                "phrase": asked,
                **fields,
            }
        )


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    memories: list[dict[str, str]] = []
    cases = _Cases(rng)
    n_fact = n_answer = 0
    turn: dict[str, int] = defaultdict(int)

    def unknown(kind: str, d: Domain, subject: str, a: Attribute, **fields: Any) -> None:
        i = turn[kind]
        turn[kind] += 1
        form, wording = FORM_NAMES[i % 10], WORDINGS[(i // 10) % 2]
        related = kind == "related_unknown"
        word = a.near_word if related else a.word
        phrase = word if wording == "word" else (a.near_synonym if related else a.synonym)
        _ask(cases, d, form, wording, phrase, subject, kind=kind, rng=rng, **fields)

    for di, d in enumerate(DOMAINS):
        held = _holdings(d, rng)
        old = dict(zip(d.subjects, d.old_names, strict=True))
        value: dict[tuple[str, str], str] = {}
        for a in d.attributes[:HELD]:
            vals = list(a.values)
            rng.shuffle(vals)
            for j, s in enumerate(held[a.key]):
                value[(s, a.key)] = vals[j % 4]
                kind = SURFACE_NAMES[n_fact % 10]
                text = surface(kind, s, a.word, vals[j % 4], n_fact // 10)
                memories.append({"key": memory_key(d.key, s, a.key), "text": text, "form": kind})
                n_fact += 1
        for j, s in enumerate(d.subjects):
            text = rename_note(s, old[s], di * 6 + j)
            memories.append({"key": memory_key(d.key, s, RENAMED), "text": text, "form": "rename"})
        for a in d.attributes[:HELD]:
            s = rng.choice(held[a.key])
            fields = {"value": value[(s, a.key)], "asked_in": a.asked_in}
            for w, shift in zip(WORDINGS, (0, 5), strict=True):
                form = FORM_NAMES[(n_answer + shift) % 10]
                phrase = a.word if w == "word" else a.synonym
                _ask(
                    cases,
                    d,
                    form,
                    w,
                    phrase,
                    s,
                    kind="answer",
                    rng=rng,
                    attribute=a.key,
                    relevant=[memory_key(d.key, s, a.key)],
                    **fields,
                )
            n_answer += 1
        pairs = [(s, a) for a in d.attributes[:HELD] for s in d.subjects if s not in held[a.key]]
        for s, a in rng.sample(pairs, OTHER_PER_DOMAIN):
            unknown("other_subject", d, s, a, attribute=a.key)
        for a in d.attributes[HELD:]:
            first = list(held[partner(d, a).key])
            rng.shuffle(first)
            rest = [s for s in d.subjects if s not in first]
            rng.shuffle(rest)
            for s in (first + rest)[:ABSENT_SUBJECTS]:
                unknown("absent", d, s, a, attribute=a.key)
        mine = [(s, a) for a in d.attributes[:HELD] for s in held[a.key]]
        for s, a in rng.sample(mine, RELATED_PER_DOMAIN):
            unknown("related_unknown", d, s, a, attribute=a.near_key, near=a.key)
    things = [t for _p, t in OFFTOPIC]
    for i in range(2 * len(OFFTOPIC)):
        p, t = OFFTOPIC[(i * 5) % len(OFFTOPIC)]
        form = FORM_NAMES[i % 10]
        extra = {"other": things[(things.index(t) + 7) % len(things)]} if form == "compare" else {}
        cases.ask("offtopic", form, "word", p, t, topic=t, **extra)
    return {"memories": memories, "cases": cases.out}


def _ask(
    cases: _Cases,
    d: Domain,
    form: str,
    wording: str,
    phrase: str,
    subject: str,
    *,
    kind: str,
    rng: random.Random,
    **fields: Any,
) -> None:
    """One case about ``subject`` of domain ``d``: an alias form names its old name, a
    comparison a subject of the domain the store does not hold."""
    extra: dict[str, Any] = {}
    name = subject
    if form == "alias":
        name = d.old_names[d.subjects.index(subject)]
        extra["alias"] = name
    if form == "compare":
        extra["other"] = rng.choice(d.ghosts)
    if not fields.get("asked_in"):
        fields.pop("asked_in", None)
    cases.ask(kind, form, wording, phrase, name, domain=d.key, subject=subject, **fields, **extra)


def problems(data: dict[str, Any]) -> list[str]:
    """Answers their memory does not hold (or holds beside a word of the synonym), and
    unknowns a memory answers (keyed on the subject and attribute, or naming both)."""
    attrs = {(d.key, a.key): a for d in DOMAINS for a in d.attributes}
    near = {(d.key, a.near_key): a for d in DOMAINS for a in d.attributes}
    text = {m["key"]: m["text"] for m in data["memories"]}
    out = []
    for c in data["cases"]:
        if c["kind"] == "answer":
            a = attrs[(c["domain"], c["attribute"])]
            mem = "\n".join(text.get(k, "") for k in c["relevant"])
            if c["value"] not in mem or c["subject"] not in mem or a.word not in mem:
                out.append(f"{c['relevant']} does not hold {a.word} of {c['subject']}")
            if content(a.synonym) & tokens(mem):
                out.append(f"{c['relevant']} uses a word of {a.synonym!r}")
            if a.asked_in and content(a.asked_in) & tokens(mem):
                out.append(f"{c['relevant']} is written {a.asked_in}")
        elif c["kind"] != "offtopic":
            key = (c["domain"], c["attribute"])
            if memory_key(c["domain"], c["subject"], c["attribute"]) in text:
                out.append(f"{c['subject']} holds {c['attribute']}")
            if c["kind"] == "related_unknown":
                said = (near[key].near_word, near[key].near_synonym)
            else:
                said = (attrs[key].word, attrs[key].synonym)
            for k, t in text.items():
                low = t.casefold()
                if c["subject"].casefold() in low and any(p.casefold() in low for p in said):
                    out.append(f"{k} answers {c['query']!r}")
    return out


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def main() -> None:
    data = generate()
    found = vocabulary_problems() + problems(data)
    if found:
        raise SystemExit("\n".join(found))
    FROZEN.write_text(dumps(data), encoding="utf-8")
    print(f"{FROZEN.name}: {len(data['memories'])} memories, {len(data['cases'])} cases")


if __name__ == "__main__":
    main()
