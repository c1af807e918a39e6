"""The nineteenth blind held-out retrieval set, ``unknowns19``: does ``cairn recall`` deliver the
memory that answers a request, and nothing when the store cannot answer it?

Nine domains (a bobsleigh track's curves, a hospital's rooftop helipads, an amusement arcade's
pinball machines, a karting circuit's karts, a weather radar network's stations, a steel rolling
mill's roll stands, a geothermal plant's production wells, an airship operator's airships and a
trampoline park's jump courts), six subjects each and twelve attributes each (the vocabulary is
in ``_domains`` and ``_domains2``; surfaces and request forms in ``_forms``). The kinds:
``answer`` (a held fact, asked with the memory's word and with a synonym), ``other_subject`` (an
attribute others of the domain hold), ``absent`` (an attribute nobody holds), ``related_unknown``
(the neighbour, or the antonym, of an attribute the subject holds) and ``offtopic``.

``python -m cairn.bench.retrieval_unknowns19`` writes the frozen copy; it refuses to write a set
its own checks (``vocabulary_problems`` and ``problems``) reject; ``--check`` only checks."""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cairn.bench import retrieval_unknowns19_forms as forms
from cairn.bench.retrieval_unknowns19_domains import DOMAINS_A, Attribute, Domain
from cairn.bench.retrieval_unknowns19_domains2 import DOMAINS_B

SEED = 190723
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns19.json"
PREFIX = "u19"
RENAMED = "renamed"
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
WORDINGS = ("word", "synonym")
HELD = 9
HOLDERS = (5, 4, 4, 2, 2, 1, 1, 1, 1)
OTHER_PER_DOMAIN = 12
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 18
GAP = 5  # slots between an answer's two wordings in the rotation
DOMAINS: tuple[Domain, ...] = (*DOMAINS_A, *DOMAINS_B)
OFFTOPIC = forms.OFFTOPIC
STOP = frozenset(
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
        "by",
        "as",
        "is",
        "are",
        "was",
        "be",
        "it",
        "its",
        "this",
        "that",
        "and",
        "or",
        "per",
        "what",
        "which",
        "with",
        "from",
        "into",
        "do",
        "does",
        "we",
        "you",
        "me",
        "my",
        "our",
        "any",
    ]
)


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def content(text: str) -> set[str]:
    return tokens(text) - STOP


def stems(text: str) -> set[str]:
    """Crude stems: the first five letters of each content word."""
    return {w[:5] for w in content(text)}


def memory_key(domain: str, subject: str, attr: str) -> str:
    return f"{PREFIX}/{domain}/{subject}/{attr}"


def partner(d: Domain, a: Attribute) -> Attribute:
    """The held attribute an attribute nobody holds shares a word with (its place less HELD)."""
    return d.attributes[d.attributes.index(a) - HELD]


def _least(rng: random.Random, load: Counter[str], pool: Sequence[str], n: int) -> list[str]:
    """The ``n`` least loaded of ``pool``, ties in a seeded order."""
    order = list(pool)
    rng.shuffle(order)
    return sorted(order, key=lambda s: load[s])[:n]


def _typo(rng: random.Random, phrase: str, style: str) -> str:
    """The phrase with one typo: two neighbouring letters of its longest word swapped, or its
    first word's first letter doubled."""
    words = phrase.split(" ")
    if style == "double":
        words[0] = words[0][0] + words[0]
        return " ".join(words)
    i = max(range(len(words)), key=lambda k: len(words[k]))
    w = words[i]
    spots = [k for k in range(len(w) - 1) if w[k] != w[k + 1] and w[k].isalpha()]
    k = rng.choice(spots)
    words[i] = w[:k] + w[k + 1] + w[k] + w[k + 2 :]
    return " ".join(words)


def _unit_line(query: str, unit: str) -> str:
    if "\n" in query or query[-1] not in ".?!":
        return f"{query}\nI need it {unit}."
    return f"{query} I need it {unit}."


class _Asker:
    """Renders requests in the rotation of forms, each form alternating its two phrasings."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.used: Counter[str] = Counter()

    def ask(self, slot: int, req: dict[str, Any], phrase: str, name: str, title: str) -> None:
        form, style = forms.ROTATION[slot % len(forms.ROTATION)]
        wording = req.pop("wording")
        if form == "typo":
            phrase = _typo(self.rng, phrase, style)
        value = req.get("offered", "")
        query = forms.render_request(
            form, style, self.used[form + style], p=phrase, n=name, t=title, v=value
        )
        self.used[form + style] += 1
        if form != "comparative":
            req.pop("offered", None)
        if req.get("asked_in"):
            query = _unit_line(query, req["asked_in"])
        req.update(query=query, variant=f"{form}/{wording}", phrase=phrase)


def _holdings(rng: random.Random, d: Domain) -> dict[str, list[str]]:
    load: Counter[str] = Counter({s: 0 for s in d.subjects})
    held: dict[str, list[str]] = {}
    for a, n in zip(d.attributes[:HELD], HOLDERS, strict=True):
        who = _least(rng, load, d.subjects, n)
        load.update(who)
        held[a.key] = sorted(who, key=d.subjects.index)
    return held


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    memories: list[dict[str, str]] = []
    use: Counter[str] = Counter({f: 0 for f in forms.SURFACES})
    answers: list[dict[str, Any]] = []
    other: list[dict[str, Any]] = []
    absent: list[dict[str, Any]] = []
    related: list[dict[str, Any]] = []
    antonyms: list[dict[str, Any]] = []
    titles: dict[str, str] = {}
    names: dict[str, dict[str, str]] = {}
    for di, d in enumerate(DOMAINS):
        titles[d.key] = d.title
        held = _holdings(rng, d)
        facts: list[tuple[str, Attribute, str, str]] = []
        for a in d.attributes[:HELD]:
            for s in held[a.key]:
                value = rng.choice(a.values)
                surface = _least(rng, use, forms.SURFACES, 1)[0]
                use[surface] += 1
                key = memory_key(d.key, s, a.key)
                text = forms.render_fact(surface, s, a.word, value, len(memories))
                memories.append({"key": key, "text": text, "form": surface})
                facts.append((s, a, value, key))
        for si, (s, old, role) in enumerate(zip(d.subjects, d.old_names, d.roles, strict=True)):
            shape = forms.NOTE_SHAPES[(di + si) % len(forms.NOTE_SHAPES)]
            text = forms.render_note(shape, old, s, role)
            key = memory_key(d.key, s, RENAMED)
            memories.append({"key": key, "text": text, "form": shape})
            names[s] = {"alias": old, "role": role}
        base = {"domain": d.key}
        # answers: one holder of each held attribute
        for a in d.attributes[:HELD]:
            s = rng.choice(held[a.key])
            _s, _a, value, key = next(f for f in facts if f[0] == s and f[1] is a)
            offered = rng.choice([v for v in a.values if v != value])
            answers.append(
                {**base, "subject": s, "attribute": a.key, "value": value, "key": key}
                | {"offered": offered, "asked_in": a.unit, "a": a}
            )
        # other subjects: each held attribute once, three more from those with two non-holders
        spare = [a for a in d.attributes[:HELD] if len(d.subjects) - len(held[a.key]) >= 2]
        extra = rng.sample(spare, OTHER_PER_DOMAIN - HELD)
        asked_other: dict[str, list[str]] = {}
        for a in [*d.attributes[:HELD], *extra]:
            pool = [s for s in d.subjects if s not in held[a.key] + asked_other.get(a.key, [])]
            s = rng.choice(pool)
            asked_other.setdefault(a.key, []).append(s)
            other.append({**base, "subject": s, "attribute": a.key, "a": a, "p": a})
        # absent: each attribute nobody holds, of the holders of its partner first
        for a in d.attributes[HELD:]:
            first = held[partner(d, a).key][:ABSENT_SUBJECTS]
            rest = [s for s in d.subjects if s not in first]
            rng.shuffle(rest)
            for s in [*first, *rest][:ABSENT_SUBJECTS]:
                absent.append({**base, "subject": s, "attribute": a.key, "a": a, "p": a})
        # related: the neighbours of 18 of the 21 facts, and the antonym of its one holder
        for s, a, _v, _k in sorted(rng.sample(facts, RELATED_PER_DOMAIN), key=facts.index):
            related.append(
                {**base, "subject": s, "attribute": a.near_key, "near": a.key, "a": a, "p": a}
            )
        for a in d.attributes[:HELD]:
            if a.antonym:
                for s in held[a.key]:
                    antonyms.append(
                        {**base, "subject": s, "attribute": a.antonym_key, "near": a.key, "a": a}
                    )
    cases = _ask_all(rng, titles, names, answers, other, absent, related, antonyms)
    return {
        "name": "unknowns19",
        "seed": seed,
        "memories": memories,
        "cases": cases,
    }


def _ask_all(
    rng: random.Random,
    titles: dict[str, str],
    names: dict[str, dict[str, str]],
    answers: list[dict[str, Any]],
    other: list[dict[str, Any]],
    absent: list[dict[str, Any]],
    related: list[dict[str, Any]],
    antonyms: list[dict[str, Any]],
) -> list[dict[str, Any]]:
    asker = _Asker(rng)
    out: list[dict[str, Any]] = []

    def finish(req: dict[str, Any], slot: int, word: str, synonym: str) -> None:
        form, _style = forms.ROTATION[slot % len(forms.ROTATION)]
        phrase = word if req["wording"] == "word" else synonym
        name = req["subject"]
        req.pop("a", None)
        req.pop("p", None)
        if form in ("alias", "role"):
            name = req[form] = names[req["subject"]][form]
        asker.ask(slot, req, phrase, name, titles[req["domain"]])
        out.append(_ordered(req))

    rng.shuffle(answers)
    for j, r in enumerate(answers):
        a: Attribute = r["a"]
        for wording, slot in (("word", j), ("synonym", j + GAP)):
            req = {k: v for k, v in r.items() if k != "key"} | {"wording": wording}
            req.update(kind="answer", relevant=[r["key"]])
            finish(req, slot, a.word, a.synonym)
    for kind, reqs in (("other_subject", other), ("absent", absent), ("related_unknown", related)):
        rng.shuffle(reqs)
        for i, r in enumerate(reqs):
            a = r["a"]
            req = dict(r) | {"kind": kind, "relevant": [], "wording": WORDINGS[i % 2]}
            req["offered"] = rng.choice(a.values)
            if kind == "related_unknown":
                finish(req, i, a.near_word, a.near_synonym)
            else:
                finish(req, i, a.word, a.synonym)
    for i, r in enumerate(antonyms):
        a = r.pop("a")
        text = forms.ANTONYM_TEXT[i % 2].format(p=a.antonym, n=r["subject"])
        r.update(kind="related_unknown", relevant=[], variant="antonym/word", phrase=a.antonym)
        out.append(_ordered(r | {"query": text}))
    for i in range(2 * len(OFFTOPIC)):
        phrase, thing, value = OFFTOPIC[i // 2]
        title = DOMAINS[i % len(DOMAINS)].title
        req = {"kind": "offtopic", "relevant": [], "topic": thing, "wording": "word"}
        req["offered"] = value
        asker.ask(i, req, phrase, thing, title)
        out.append(_ordered(req))
    return out


FIELDS = (
    "query",
    "relevant",
    "kind",
    "variant",
    "domain",
    "subject",
    "attribute",
    "near",
    "phrase",
    "value",
    "asked_in",
    "alias",
    "role",
    "offered",
    "topic",
)


def _ordered(req: dict[str, Any]) -> dict[str, Any]:
    return {f: req[f] for f in FIELDS if f in req and (f != "asked_in" or req[f])}


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


# The checks: the vocabulary's (which hold for every seed) and the set's.


def _phrases(d: Domain) -> list[str]:
    """Every phrase a request of the domain may ask (words, neighbours, synonyms, antonyms)."""
    out = []
    for a in d.attributes:
        out += [a.word, a.synonym, a.near_word, a.near_synonym]
        out += [a.antonym] if a.antonym else []
    return out


def _written(name: str, words: set[str]) -> list[str]:
    low = name.casefold()
    return sorted(w for w in words if (w in low if len(w) >= 3 else w in tokens(name)))


def _attribute_problems(d: Domain, i: int, a: Attribute, fixed: set[str]) -> list[str]:
    out = []
    held = d.attributes[:HELD]
    words = {w for b in d.attributes for w in content(b.word)}
    names = {t for n in (*d.subjects, *d.old_names) for t in tokens(n)}
    roles = {t for r in d.roles for t in content(r)}
    values = {t for b in d.attributes for v in b.values for t in tokens(v)}
    own = {t for v in a.values for t in tokens(v)}
    if len(a.word.split(" ")) != 2:
        out.append(f"{a.word!r} is not two words")
    if len(a.values) != 4 or len(set(a.values)) != 4:
        out.append(f"{a.word!r} has not four distinct values")
    if any(c in v for v in a.values for c in ",'\""):
        out.append(f"{a.word!r} has a value with a comma or quote")
    if len({v[0].isdigit() for v in a.values}) > 1:
        out.append(f"{a.word!r} mixes numeric and worded values")
    if content(a.word) & fixed:
        out.append(f"{a.word!r} is written by a surface's fixed text")
    for v in a.values:
        if content(v) & words:
            out.append(f"value {v!r} writes an attribute's word")
    others = [b for b in d.attributes if b is not a]
    inside = [
        x
        for b in others
        for x in (b.word, b.synonym, b.near_word, b.near_synonym, b.antonym)
        if a.word in x
    ]
    inside += [x for x in (*d.roles, d.title, d.thing) if a.word in x]
    if inside:
        out.append(f"{a.word!r} is written inside {inside}")
    # the neighbour: one more word no memory could write, sitting in no other word
    could = content(a.extra) & (values | names | roles | fixed | words)
    if could or len(a.extra.split(" ")) != 1:
        out.append(f"neighbour {a.near_word!r} could be written ({sorted(could)})")
    if [b.word for b in others if b.word in a.near_word or a.near_word in b.word]:
        out.append(f"neighbour {a.near_word!r} holds or sits in another word")
    # synonyms share no crude stem with anything a memory or a request's name writes
    forbidden = {
        w[:5]
        for w in (
            words
            | {t for b in d.attributes for t in content(b.extra)}
            | {t for b in d.attributes for t in content(b.antonym)}
            | values
            | names
            | roles
            | content(f"{d.title} {d.thing}")
            | fixed
        )
    }
    for syn in (a.synonym, a.near_synonym):
        if stems(syn) & forbidden:
            out.append(f"synonym {syn!r} shares a stem with {sorted(stems(syn) & forbidden)}")
    # the unit asked is one no value, word, name or fixed text writes
    if a.unit and content(a.unit) & (own | content(a.word) | names | fixed):
        out.append(f"unit {a.unit!r} of {a.word!r} is written by a value, the word or the text")
    if a.antonym:
        first, _sp, head = a.antonym.partition(" ")
        wfirst, _sp, whead = a.word.partition(" ")
        ok = head == whead and first != wfirst and first not in (words | values | fixed)
        if not ok or i >= HELD or HOLDERS[i] != 1:
            out.append(f"antonym {a.antonym!r} of {a.word!r} is not its opposite")
    if i >= HELD:
        shared = [b.word for b in held if content(a.word) & content(b.word)]
        if shared != [partner(d, a).word]:
            out.append(f"absent {a.word!r} shares a word with {shared}, not only its partner")
        if content(a.word) & content(f"{d.title} {d.thing}"):
            out.append(f"absent {a.word!r} shares a word with the domain's title or thing")
        if a.antonym or a.unit:
            out.append(f"absent {a.word!r} has an antonym or unit")
    return out


def vocabulary_problems() -> list[str]:
    """What the vocabulary may not do, whatever the seed (see the page for the list)."""
    out = []
    fixed = content(forms.fixed_text())
    every = [n for d in DOMAINS for n in (*d.subjects, *d.old_names)]
    low = [n.casefold() for n in every]
    if len(set(low)) != len(low):
        out.append("a name repeats")
    out += [f"{a} is written inside another name" for a in low if sum(a in b for b in low) > 1]
    roles = [r for d in DOMAINS for r in d.roles]
    if len(set(roles)) != len(roles):
        out.append("a role repeats")
    for d in DOMAINS:
        if len(d.attributes) != HELD + 3 or not len(d.subjects) == len(d.old_names) == 6:
            out.append(f"{d.key}: not twelve attributes and six subjects")
        if len(d.roles) != 6 or len({a.key for a in d.attributes}) != len(d.attributes):
            out.append(f"{d.key}: not six roles, or attribute keys repeat")
        words = {w for a in d.attributes for w in content(a.word) | content(a.extra)}
        for n in (*d.subjects, *d.old_names):
            if _written(n, words):
                out.append(f"{n} writes {_written(n, words)!r}")
        for r in d.roles:
            if content(r) & {w for a in d.attributes for w in content(a.word)}:
                out.append(f"role {r!r} writes an attribute's word")
        for i, a in enumerate(d.attributes):
            out += [f"{d.key}: {p}" for p in _attribute_problems(d, i, a, fixed)]
    return out


def _lookup() -> dict[tuple[str, str], tuple[Attribute, str, str]]:
    """(domain, attribute asked) -> (attribute, word asked, synonym asked)."""
    out = {}
    for d in DOMAINS:
        for a in d.attributes:
            out[(d.key, a.key)] = (a, a.word, a.synonym)
            out[(d.key, a.near_key)] = (a, a.near_word, a.near_synonym)
            if a.antonym:
                out[(d.key, a.antonym_key)] = (a, a.antonym, a.antonym)
    return out


def problems(data: dict[str, Any]) -> list[str]:
    """What the set may not do: an answer its memory does not hold (or that writes a word of
    the synonym), an unknown a memory answers (by key or by text) or of the wrong kind, an old
    name or role written outside its rename note, a unit asked that the memory writes, a
    comparative offering the held value, an off-topic request naming a subject."""
    out = []
    look = _lookup()
    text = {m["key"]: m["text"] for m in data["memories"]}
    held: dict[tuple[str, str], set[str]] = {}
    for key in text:
        parts = key.split("/")
        if len(parts) == 4 and parts[3] != RENAMED:
            held.setdefault((parts[1], parts[3]), set()).add(parts[2])
    notes = {k: t for k, t in text.items() if k.endswith("/" + RENAMED)}
    for c in data["cases"]:
        if c["kind"] == "offtopic":
            continue
        _a, word, synonym = look[(c["domain"], c["attribute"])]
        who = held.get((c["domain"], c["attribute"]), set())
        if c["kind"] == "answer":
            mem = text.get(c["relevant"][0], "")
            if c["value"] not in mem or c["subject"] not in mem or word not in mem:
                out.append(f"{c['relevant'][0]} does not hold {c['value']!r}")
            if content(synonym) & tokens(mem):
                out.append(f"{c['relevant'][0]} uses a word of the synonym {synonym!r}")
            if c.get("asked_in") and content(c["asked_in"]) & tokens(mem):
                out.append(f"{c['relevant'][0]} is written {c['asked_in']}")
            if c["variant"].startswith("comparative/") and c.get("offered") == c["value"]:
                out.append(f"comparative {c['query']!r} offers the held value")
            continue
        if memory_key(c["domain"], c["subject"], c["attribute"]) in text:
            out.append(f"{c['subject']} holds {c['attribute']} ({c['kind']})")
        for key, t in text.items():
            low = t.casefold()
            if c["subject"].casefold() in low and (
                word.casefold() in low or synonym.casefold() in low
            ):
                out.append(f"{key} answers {c['query']!r}")
        near = held.get((c["domain"], c.get("near", "")), set())
        if (
            (c["kind"] == "other_subject" and (not who or c["subject"] in who))
            or (c["kind"] == "absent" and who)
            or (c["kind"] == "related_unknown" and (who or c["subject"] not in near))
        ):
            out.append(f"{c['kind']} {c['query']!r} is not of its kind")
    for c in data["cases"]:
        said = c.get("alias") or c.get("role")
        if said:
            key = memory_key(c["domain"], c["subject"], RENAMED)
            if said not in notes.get(key, "") or c["subject"] not in notes.get(key, ""):
                out.append(f"no note ties {said} to {c['subject']}")
            if [k for k, t in text.items() if said in t] != [key]:
                out.append(f"{said} is written outside its rename note")
    names = [n.casefold() for d in DOMAINS for n in (*d.subjects, *d.old_names, *d.roles)]
    for c in data["cases"]:
        if c["kind"] == "offtopic" and any(n in c["query"].casefold() for n in names):
            out.append(f"offtopic {c['query']!r} names a subject")
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="check, write nothing")
    args = parser.parse_args(argv)
    found = vocabulary_problems()
    data = generate()
    found += problems(data)
    if found:
        print("\n".join(found), file=sys.stderr)
        return 1
    if not args.check:
        FROZEN.write_text(dumps(data), encoding="utf-8")
        print(f"wrote {FROZEN.name}: {len(data['memories'])} memories, {len(data['cases'])} cases")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
