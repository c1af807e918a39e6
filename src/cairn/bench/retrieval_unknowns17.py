"""The seventeenth blind held-out retrieval set ``unknowns17``.

Nine domains (a ski club's jumping hills, an aerodynamics lab's wind tunnels, a shipyard's dry
docks, a cycling federation's velodromes, a pharmaceutical plant's tablet presses, a metro
operator's escalators, a gliding club's gliders, a football stadium's floodlight masts and a pasta
factory's extruders), twelve attributes each (nine held, three held by nobody), six subjects each
with an old name and a role written only in a rename note. Facts are written on twelve surfaces
(eight new: a Go ``const`` under its comment, a LaTeX table row, a Python dataclass default with
its comment, a Dockerfile ``LABEL``, a cron line under its comment, a gettext entry, a Kubernetes
ConfigMap data entry and a BibTeX ``note``; prose, a CSV row, a release-notes bullet and a chat
line written anew). Requests come in sixteen forms (six new: an issue-template field, a code
review comment on a diff line, a shell comment above a command, a voice-assistant command, a
standup bullet and a regex-like search).

Kinds: ``answer`` (a held fact, asked with the memory's word and with a synonym no memory uses),
``other_subject`` (an attribute others hold, of a subject that does not), ``absent`` (an
attribute nobody holds), ``related_unknown`` (the neighbour of an attribute the subject holds,
or its antonym) and ``offtopic``. ``python -m cairn.bench.retrieval_unknowns17`` writes the
frozen copy, and refuses to when its own checks reject the set."""

from __future__ import annotations

import json
import random
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cairn.bench import retrieval_unknowns17_forms as forms
from cairn.bench.retrieval_unknowns17_domains import (
    DRY_DOCKS,
    SKI_JUMPS,
    VELODROMES,
    WIND_TUNNELS,
    Attribute,
    Domain,
)
from cairn.bench.retrieval_unknowns17_domains2 import (
    ESCALATORS,
    FLOODLIGHT_MASTS,
    GLIDERS,
    PASTA_EXTRUDERS,
    TABLET_PRESSES,
)

SEED = 170913
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns17.json"
PREFIX = "u17"
RENAMED = "renamed"
KINDS = ("answer", "other_subject", "absent", "related_unknown", "offtopic")
WORDINGS = ("word", "synonym")
HELD = 9
HOLDERS = (5, 4, 4, 2, 2, 1, 1, 1, 1)
OTHER_PER_DOMAIN = 12
ABSENT_SUBJECTS = 5
RELATED_PER_DOMAIN = 18
SYNONYM_APART = 5
DOMAINS: tuple[Domain, ...] = (
    SKI_JUMPS,
    WIND_TUNNELS,
    DRY_DOCKS,
    VELODROMES,
    TABLET_PRESSES,
    ESCALATORS,
    GLIDERS,
    FLOODLIGHT_MASTS,
    PASTA_EXTRUDERS,
)
OFFTOPIC = forms.OFFTOPIC
STOP = frozenset(
    {"a", "an", "the", "of", "for", "to", "in", "on", "at", "as", "is", "it", "its", "per"}
    | {"by", "and", "or", "up", "what", "which", "do", "we", "be"}
)


def tokens(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.casefold()))


def content(text: str) -> set[str]:
    return tokens(text) - STOP


def stems(text: str) -> set[str]:
    return {w[:5] for w in content(text)}


def memory_key(domain: str, subject: str, attribute: str) -> str:
    return f"{PREFIX}/{domain}/{subject}/{attribute}"


def partner(d: Domain, a: Attribute) -> Attribute:
    """The one of the first three held attributes an attribute nobody holds shares a word with."""
    return next(b for b in d.attributes[:3] if content(a.word) & content(b.word))


def swap_typo(phrase: str) -> str:
    """The phrase with two neighbouring letters of its longest word swapped."""
    words = phrase.split(" ")
    at = max(range(len(words)), key=lambda i: len(words[i]))
    w = words[at]
    places = [*range(len(w) // 2, len(w) - 1), *range(len(w) // 2)]
    i = next(j for j in places if w[j] != w[j + 1])
    words[at] = w[:i] + w[i + 1] + w[i] + w[i + 2 :]
    return " ".join(words)


def double_typo(phrase: str) -> str:
    """The phrase with the first letter of its longest word doubled."""
    words = phrase.split(" ")
    at = max(range(len(words)), key=lambda i: len(words[i]))
    words[at] = words[at][0] + words[at]
    return " ".join(words)


def fixed_tokens(d: Domain) -> set[str]:
    """The words the surfaces and rename notes write around a fact (placeholders aside)."""
    out: set[str] = set()
    for n in range(12):
        for surface in forms.SURFACE_TABLE.values():
            out |= tokens(surface("zqzq", "zwzw", "zvzv", d, n))
    for shape in forms.NOTE_SHAPES:
        out |= tokens(forms.rename_note(shape, "zqzq", "zozo", "zrzr"))
    return {t for t in out if not re.search(r"z[qwvor]z[qwvor]", t)}


def vocabulary_problems() -> list[str]:
    """What the vocabulary may not do (see the module's page, ``docs/bench/unknowns17.md``)."""
    out: list[str] = []
    for d in DOMAINS:
        out += [f"{d.key}: {p}" for p in domain_problems(d)]
    return out


def domain_problems(d: Domain) -> list[str]:
    out: list[str] = []
    attrs, held = d.attributes, d.attributes[:HELD]
    fixed = fixed_tokens(d)
    names = [*d.subjects, *d.old_names]
    values = [v for a in attrs for v in a.values]
    word_tokens = set().union(*(content(a.word) for a in attrs))
    value_tokens = set().union(*(tokens(v) for v in values))
    banned = set().union(
        *(stems(t) for a in attrs for t in (a.word, a.near_word, a.antonym)),
        *(stems(t) for t in [*values, *names, *d.roles, d.title, d.thing]),
    ) | {t[:5] for t in fixed}
    phrases = [p for a in attrs for p in (a.word, a.near_word, a.synonym, a.near_synonym)]
    phrases += [a.antonym for a in attrs if a.antonym]
    for a in attrs:
        if len(a.word.split(" ")) != 2:
            out.append(f"{a.word!r} is not two words")
        for syn in (a.synonym, a.near_synonym):
            if stems(syn) & banned:
                out.append(f"synonym {syn!r} shares a stem {sorted(stems(syn) & banned)}")
        x = a.extra
        if x in fixed or x in value_tokens or any(x in n.casefold() for n in [*names, *d.roles]):
            out.append(f"neighbour word {a.near_word!r} could be written")
        if any(x in t or t in x for t in word_tokens):
            out.append(f"neighbour word {a.near_word!r} sits in an attribute's word")
        if content(a.word) & fixed:
            out.append(f"attribute word {a.word!r} is written by fixed text")
        if len(a.values) != 4 or len(set(a.values)) != 4:
            out.append(f"{a.word!r} does not have four distinct values")
        if any("," in v or '"' in v or "'" in v for v in a.values):
            out.append(f"{a.word!r} has a value with a comma or quote")
        if 0 < sum(v[:1].isdigit() for v in a.values) < len(a.values):
            out.append(f"{a.word!r} mixes numeric and worded values")
        for v in a.values:
            if content(v) & word_tokens:
                out.append(f"value {v!r} writes an attribute word")
        unit = content(a.unit)
        if unit & set().union(*(tokens(v) for v in a.values)):
            out.append(f"unit {a.unit!r} of {a.word!r} is written by a value")
        if unit & (tokens(a.word) | fixed):
            out.append(f"unit {a.unit!r} of {a.word!r} is written by the word or fixed text")
        if a.antonym:
            first, rest = a.word.split(" ", 1)
            other, arest = [*a.antonym.split(" ", 1), ""][:2]
            if arest != rest or other == first or other in word_tokens | value_tokens | fixed:
                out.append(f"antonym {a.antonym!r} of {a.word!r} is not its opposite")
    for i, a in enumerate(attrs[HELD:]):
        if a.antonym:
            out.append(f"{a.word!r} is held by nobody and has an antonym")
        shared = [b for b in held if content(a.word) & content(b.word)]
        if not shared:
            out.append(f"{a.word!r} shares a word with no held attribute")
        elif len(shared) > 1:
            out.append(f"{a.word!r} shares a word with two held attributes")
        elif shared[0] not in held[:3]:
            out.append(f"{a.word!r} shares a word with {shared[0].word!r}, not a partner")
        elif held.index(shared[0]) != i:
            out.append(f"{a.word!r} shares a word with another partner than its own")
        if content(a.word) & content(f"{d.title} {d.thing}"):
            out.append(f"{a.word!r} shares a word with its domain's title or thing")
    for p in phrases:
        for q in phrases:
            own = any(p == a.word and q == a.near_word for a in attrs)
            if p != q and p in q and not own:
                out.append(f"{p!r} is written inside {q!r}")
    folded = [n.casefold() for n in names]
    if len(set(folded)) != len(names) or len(set(d.roles)) != len(d.roles):
        out.append("a name or role repeats")
    for n in folded:
        if [m for m in folded if m != n and n in m]:
            out.append(f"name {n!r} is written inside another")
    writable = {t for t in word_tokens | {a.extra for a in attrs} if len(t) >= 3}
    for n in names:
        hits = sorted(t for t in writable if t in n.casefold())
        if hits:
            out.append(f"name {n!r} writes {hits!r}")
    return out


def holders(data: dict[str, Any]) -> dict[tuple[str, str], set[str]]:
    out: dict[tuple[str, str], set[str]] = defaultdict(set)
    for m in data["memories"]:
        _p, domain, subject, attr = m["key"].split("/")
        if attr != RENAMED:
            out[(domain, attr)].add(subject)
    return out


def case_phrases(c: dict[str, Any]) -> tuple[str, str]:
    """(word, synonym) a case's attribute is asked with (an antonym: itself twice)."""
    d = next(d for d in DOMAINS if d.key == c["domain"])
    for a in d.attributes:
        if c["attribute"] == a.key:
            return a.word, a.synonym
        if c["attribute"] == a.near_key:
            return a.near_word, a.near_synonym
        if a.antonym and c["attribute"] == a.antonym_key:
            return a.antonym, a.antonym
    raise KeyError(c["attribute"])


class _Writer:
    """Puts requests into the rotation of forms, per kind."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.seen: Counter[str] = Counter()
        self.phrasing: Counter[tuple[str, str]] = Counter()
        self.cases: list[dict[str, Any]] = []

    def add(
        self, case: dict[str, Any], slot: int, wording: str, phrase: str, offers: Sequence[str]
    ) -> None:
        """Write ``case`` in the form of rotation slot ``slot``, asking ``phrase``."""
        form, k = forms.ROTATION[slot % len(forms.ROTATION)]
        if form != "typo":
            k = self.phrasing[(case["kind"], form)] % 2
            self.phrasing[(case["kind"], form)] += 1
        name = case.get("subject") or case["topic"]
        extra: dict[str, str] = {}
        if form == "alias" and "subject" in case:
            name = extra["alias"] = self.old[case["subject"]]
        if form == "role" and "subject" in case:
            name = extra["role"] = self.roles[case["subject"]]
        if form == "typo":
            phrase = swap_typo(phrase) if k == 0 else double_typo(phrase)
        if form == "comparative":
            offered = self.rng.choice([v for v in offers if v != case.get("value")])
            extra["offered"] = offered
            query = forms.comparative(phrase, name, offered, k)
        else:
            query = forms.FORMS[form](phrase, name, k)
        unit = case.get("asked_in")
        if unit:
            glue = "\n" if "\n" in query or query[-1] not in ".?!" else " "
            query += f"{glue}I need it {unit}."
        head = {"query": query, "relevant": case.pop("relevant", [])}
        head |= {"kind": case["kind"], "variant": f"{form}/{wording}", "phrase": phrase}
        self.cases.append(head | case | extra)

    old: dict[str, str]
    roles: dict[str, str]


def generate(seed: int = SEED) -> dict[str, Any]:
    rng = random.Random(seed)
    w = _Writer(rng)
    w.old = {s: o for d in DOMAINS for s, o in zip(d.subjects, d.old_names, strict=True)}
    w.roles = {s: r for d in DOMAINS for s, r in zip(d.subjects, d.roles, strict=True)}
    memories: list[dict[str, str]] = []
    used: Counter[str] = Counter()
    order = list(forms.SURFACES)
    rng.shuffle(order)
    count: Counter[str] = Counter()
    offset = {kind: rng.randrange(len(forms.ROTATION)) for kind in KINDS}

    def slot(kind: str) -> tuple[int, str]:
        i = count[kind]
        count[kind] += 1
        return offset[kind] + i, WORDINGS[i % 2]

    n_fact = n_answer = n_antonym = 0
    for di, d in enumerate(DOMAINS):
        subjects = list(d.subjects)
        rng.shuffle(subjects)
        load: Counter[str] = Counter()
        held: dict[str, list[str]] = {}
        for a, k in zip(d.attributes[:HELD], HOLDERS, strict=True):
            who = sorted(subjects, key=lambda s: (load[s], subjects.index(s)))[:k]
            load.update(who)
            held[a.key] = [s for s in subjects if s in who]
        value: dict[tuple[str, str], str] = {}
        facts = [(a, s) for a in d.attributes[:HELD] for s in held[a.key]]
        for a, s in facts:
            v = value[(a.key, s)] = rng.choice(a.values)
            form = min(order, key=lambda f: (used[f], order.index(f)))
            used[form] += 1
            text = forms.SURFACE_TABLE[form](s, a.word, v, d, n_fact)
            n_fact += 1
            memories.append({"key": memory_key(d.key, s, a.key), "text": text, "form": form})
        for i, s in enumerate(d.subjects):
            shape = forms.NOTE_SHAPES[(i + di) % len(forms.NOTE_SHAPES)]
            text = forms.rename_note(shape, s, d.old_names[i], d.roles[i])
            memories.append({"key": memory_key(d.key, s, RENAMED), "text": text, "form": shape})
        base: dict[str, Any] = {"domain": d.key}
        for a in d.attributes[:HELD]:
            s = rng.choice(held[a.key])
            for j, wording in enumerate(WORDINGS):
                case = base | {"kind": "answer", "subject": s, "attribute": a.key}
                case |= {"value": value[(a.key, s)], "relevant": [memory_key(d.key, s, a.key)]}
                if a.unit:
                    case["asked_in"] = a.unit
                at = offset["answer"] + n_answer + j * SYNONYM_APART
                w.add(case, at, wording, (a.word, a.synonym)[j], a.values)
            n_answer += 1
        others = [(a, [s for s in subjects if s not in held[a.key]]) for a in d.attributes[:HELD]]
        picks = [(a, rng.choice(non)) for a, non in others]
        for a, non in rng.sample([(a, n) for a, n in others if len(n) >= 2], 3):
            first = next(s for b, s in picks if b is a)
            picks.append((a, rng.choice([s for s in non if s != first])))
        for a, s in picks:
            at, wording = slot("other_subject")
            case = base | {"kind": "other_subject", "subject": s, "attribute": a.key}
            w.add(case, at, wording, a.word if wording == "word" else a.synonym, a.values)
        for a in d.attributes[HELD:]:
            ahead = [s for s in subjects if s in held[partner(d, a).key]]
            rest = [s for s in subjects if s not in ahead]
            for s in [*ahead, *rest][:ABSENT_SUBJECTS]:
                at, wording = slot("absent")
                case = base | {"kind": "absent", "subject": s, "attribute": a.key}
                w.add(case, at, wording, a.word if wording == "word" else a.synonym, a.values)
        skipped = set(rng.sample(range(len(facts)), len(facts) - RELATED_PER_DOMAIN))
        for i, (a, s) in enumerate(facts):
            if i in skipped:
                continue
            at, wording = slot("related_unknown")
            case = base | {"kind": "related_unknown", "subject": s, "attribute": a.near_key}
            case["near"] = a.key
            phrase = a.near_word if wording == "word" else a.near_synonym
            w.add(case, at, wording, phrase, a.values)
        for a in d.attributes[:HELD]:
            for s in held[a.key] if a.antonym else []:
                query = forms.antonym_question(a.antonym, s, n_antonym % 2)
                n_antonym += 1
                case = {"query": query, "relevant": []}
                case["kind"] = "related_unknown"
                case |= {"variant": "antonym/word", "phrase": a.antonym} | base
                case |= {"subject": s, "attribute": a.antonym_key, "near": a.key}
                w.cases.append(case)
    for _round in range(2):
        for phrase, thing, v in OFFTOPIC:
            at, _wording = slot("offtopic")
            w.add({"kind": "offtopic", "topic": thing}, at, "word", phrase, (v,))
    return {"memories": memories, "cases": w.cases}


def problems(data: dict[str, Any]) -> list[str]:
    """What the set may not do: an answer its memory does not hold (or a memory using a word of
    its synonym, or writing the unit it is asked in), an unknown the store answers or that is
    not of its kind, a request not asking its phrase of its name, a comparative of an answer
    offering the held value, an old name or role said outside its rename note, an off-topic
    request naming a subject of the store."""
    out: list[str] = []
    text = {m["key"]: m["text"] for m in data["memories"]}
    held = holders(data)
    names = [n.casefold() for d in DOMAINS for n in (*d.subjects, *d.old_names, *d.roles)]
    for c in data["cases"]:
        q = c["query"]
        if c["kind"] == "offtopic":
            if any(n in q.casefold() for n in names):
                out.append(f"off-topic {q!r} names a subject")
            continue
        said = c.get("alias") or c.get("role") or c["subject"]
        if c["phrase"] not in q or said not in q:
            out.append(f"{q!r} does not ask {c['phrase']!r} of {said}")
        if c["kind"] == "answer":
            out += answer_problems(c, text)
            continue
        out += unknown_problems(c, text, held)
    for c in data["cases"]:
        said = c.get("alias") or c.get("role")
        if said:
            note = memory_key(c["domain"], c["subject"], RENAMED)
            where = [k for k, t in text.items() if said in t]
            if where != [note] or c["subject"] not in text.get(note, ""):
                out.append(f"{said!r} is said in {where}, not in the rename note alone")
    return out


def answer_problems(c: dict[str, Any], text: dict[str, str]) -> list[str]:
    out = []
    key = c["relevant"][0] if c["relevant"] else ""
    mem = text.get(key, "")
    word, synonym = case_phrases(c)
    if c["value"] not in mem or c["subject"] not in mem or word not in mem:
        out.append(f"{key} does not hold {c['subject']} {word} = {c['value']}")
    if content(synonym) & tokens(mem):
        out.append(f"{key} uses a word of the synonym {synonym!r}")
    unit = c.get("asked_in")
    if unit and content(unit) & tokens(mem):
        out.append(f"{key} is written {unit}")
    if c.get("offered") == c["value"]:
        out.append(f"comparative {c['query']!r} offers the held value")
    return out


def unknown_problems(
    c: dict[str, Any], text: dict[str, str], held: dict[tuple[str, str], set[str]]
) -> list[str]:
    out = []
    if memory_key(c["domain"], c["subject"], c["attribute"]) in text:
        out.append(f"{c['subject']} holds {c['attribute']}")
    subject, said = c["subject"].casefold(), [p.casefold() for p in case_phrases(c)]
    for key, t in text.items():
        low = t.casefold()
        if subject in low and any(p in low for p in said):
            out.append(f"{key} answers {c['query']!r}")
    who = held.get((c["domain"], c["attribute"]), set())
    if c["kind"] == "other_subject" and (not who or c["subject"] in who):
        out.append(f"other_subject {c['query']!r} is not of its kind")
    if c["kind"] == "absent" and who:
        out.append(f"absent {c['query']!r} is held")
    if c["kind"] == "related_unknown" and c["subject"] not in held.get(
        (c["domain"], c["near"]), ()
    ):
        out.append(f"related_unknown {c['query']!r} is beside no held memory")
    return out


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """Write the frozen copy (``--check``: only check), unless the checks reject the set."""
    args = list(sys.argv[1:] if argv is None else argv)
    found = vocabulary_problems()
    if not found:
        found = problems(generate())
    for p in found:
        print(p, file=sys.stderr)
    if found:
        print(f"refused: {len(found)} problems", file=sys.stderr)
        return 1
    if "--check" not in args:
        FROZEN.write_text(dumps(generate()), encoding="utf-8")
        print(f"wrote {FROZEN.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
