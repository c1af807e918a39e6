"""The vocabulary check and the set check the blind retrieval sets ``unknowns32`` to
``unknowns35`` share; each set's ``_check`` module binds them to its generator ``g``. Both read
the generator's vocabulary (its ``DOMAINS``, looked up when called, so a test may replace it),
its reading (``tokens``, ``content``, ``memory_key``) and its ``TABLES``."""

from __future__ import annotations

import re
from collections import Counter
from types import ModuleType
from typing import Any


def fixed_text(g: ModuleType) -> str:
    """The text every memory surface and rename note writes besides what it is given."""
    raw = "\n".join([*g.TABLES.surface_text.values(), *g.TABLES.note_text.values()])
    return re.sub(r"\{[a-z]+\}", " ", raw)


def _stems(words: set[str]) -> set[str]:
    return {w[:5] for w in words}


def _attribute_problems(g: ModuleType, d: Any, i: int, a: Any, fixed: set[str]) -> list[str]:
    out: list[str] = []
    t = g.tokens
    names = [*d.subjects, *d.old_names]
    words = [x.word for x in d.attributes]
    word_tokens = set().union(*(t(w) for w in words))
    values = [v for x in d.attributes for v in x.values]
    value_tokens = set().union(*(t(v) for v in values))
    name_tokens = set().union(*(t(n) for n in names))
    role_tokens = set().union(*(t(r) for r in d.roles))
    place = t(d.title) | t(d.thing)
    antonyms = set().union(*(t(x.antonym) for x in d.attributes))
    known = word_tokens | value_tokens | name_tokens | role_tokens | place | antonyms | fixed
    a_known = known - (t(a.antonym) - word_tokens)
    if len(a.word.split(" ")) != 2:
        out.append(f"{a.word!r} is not two words")
    if t(a.word) & fixed:
        out.append(f"{a.word!r} is written by the fixed text")
    vs = a.values
    if len(vs) != 4 or len(set(vs)) != 4 or any(re.search(r"[,\"'{}]", v) for v in vs):
        out.append(f"{a.word!r} values are not four distinct plain values")
    numeric = [v[0].isdigit() for v in vs]
    if any(numeric) and not all(numeric):
        out.append(f"{a.word!r} mixes numeric and worded values")
    for v in vs:
        if t(v) & word_tokens:
            out.append(f"value {v!r} writes an attribute's word")
        if [o for o in vs if o != v and v in o]:
            out.append(f"value {v!r} is written inside another value")
    syn = g.content(a.synonym)
    if _stems(syn) & _stems(known):
        out.append(f"synonym {a.synonym!r} shares a stem with the domain's text")
    for other in [*words, *values, *d.roles, d.title, d.thing]:
        if other != a.word and a.word in other.casefold():
            out.append(f"{a.word!r} is written inside {other!r}")
    for x in d.attributes:
        for other in (x.synonym, x.antonym, *([x.near_word] if x is not a and x.extra else [])):
            if other and a.word in other:
                out.append(f"{a.word!r} is written inside {other!r}")
    if i < g.HELD:
        out += _held_problems(g, d, i, a, a_known, fixed)
    else:
        out += _nobody_problems(g, d, i, a, known)
    return out


def _held_problems(
    g: ModuleType, d: Any, i: int, a: Any, known: set[str], fixed: set[str]
) -> list[str]:
    out: list[str] = []
    t = g.tokens
    if len(a.extra.split(" ")) != 1 or not a.extra or a.extra in known:
        out.append(f"neighbour word {a.extra!r} could be written")
    near = g.content(a.near_synonym) - g.content(a.synonym) - t(a.extra)
    if not a.near_synonym or _stems(near) & _stems(known):
        out.append(f"neighbour synonym {a.near_synonym!r} shares a stem with the domain's text")
    if a.unit:
        mine = set().union(*(t(v) for v in a.values))
        written = mine | set().union(*(t(x.word) for x in d.attributes)) | fixed
        written |= set().union(*(t(n) for n in (*d.subjects, *d.old_names)))
        if g.content(a.unit) & written:
            out.append(f"unit {a.unit!r} is written by a value, a word, a name or fixed text")
    if a.antonym:
        first, _sp, head = a.antonym.partition(" ")
        wfirst, _sp, whead = a.word.partition(" ")
        inside = [x.word for x in d.attributes] + [v for x in d.attributes for v in x.values]
        blob = " ".join([*d.subjects, *d.old_names, *inside, fixed_text(g)]).casefold()
        if head != whead or first == wfirst or first in known or first in blob or g.HOLDERS[i] != 1:
            out.append(f"antonym {a.antonym!r} is not its opposite of {a.word!r}")
    return out


def _nobody_problems(g: ModuleType, d: Any, i: int, a: Any, known: set[str]) -> list[str]:
    out: list[str] = []
    t = g.tokens
    if a.extra or a.unit or a.antonym:
        out.append(f"{a.word!r} is held by nobody but has a neighbour, unit or antonym")
    if t(a.word) & (t(d.title) | t(d.thing)):
        out.append(f"{a.word!r} shares a word with the title or thing")
    shared = [j for j, x in enumerate(d.attributes[: g.HELD]) if t(a.word) & t(x.word)]
    if len(shared) != 1:
        out.append(f"{a.word!r} shares a word with {len(shared)} held attributes")
    elif shared[0] != i - g.HELD:
        out.append(f"{a.word!r} shares a word with a held attribute, not its partner")
    else:
        other = t(a.word) - t(d.attributes[shared[0]].word)
        if other & known - t(a.word):
            out.append(f"{a.word!r}: its other word could be written by a memory")
    return out


def vocabulary_problems(g: ModuleType) -> list[str]:
    """Everything the vocabulary must not hold (see the set's page)."""
    fixed = g.tokens(fixed_text(g))
    out: list[str] = []
    every = [n for d in g.DOMAINS for n in (*d.subjects, *d.old_names)]
    roles = [r for d in g.DOMAINS for r in d.roles]
    if len({n.casefold() for n in every}) != len(every) or len(set(roles)) != len(roles):
        out.append("a name or role repeats")
    for n in every:
        if [m for m in every if m != n and n.casefold() in m.casefold()]:
            out.append(f"{n} is written inside another name")
    for d in g.DOMAINS:
        words = {w for a in d.attributes for w in g.tokens(a.word)}
        for n in (*d.subjects, *d.old_names):
            found = sorted(w for w in words if w in n.casefold())
            if found:
                out.append(f"{n} writes {found!r}")
        for r in d.roles:
            if g.tokens(r) & words:
                out.append(f"role {r!r} writes an attribute's word")
        if len({a.word for a in d.attributes}) != len(d.attributes):
            out.append(f"{d.key}: a word repeats")
        if sum(1 for a in d.attributes if a.antonym) != 1:
            out.append(f"{d.key}: not exactly one antonym")
        for i, a in enumerate(d.attributes):
            out += _attribute_problems(g, d, i, a, fixed)
    return out


def _phrase_table(g: ModuleType) -> dict[tuple[str, str], tuple[str, str]]:
    out: dict[tuple[str, str], tuple[str, str]] = {}
    for d in g.DOMAINS:
        for a in d.attributes:
            out[(d.key, a.key)] = (a.word, a.synonym)
            if a.extra:
                out[(d.key, a.near_key)] = (a.near_word, a.near_synonym)
            if a.antonym:
                out[(d.key, a.antonym_key)] = (a.antonym, a.antonym)
    return out


def _one_typo(asked: str, meant: str) -> bool:
    a, m = asked.split(" "), meant.split(" ")
    diff = [(x, y) for x, y in zip(a, m, strict=False) if x != y]
    if len(a) != len(m) or len(diff) != 1:
        return False
    x, y = diff[0]
    swaps = {y[:k] + y[k + 1] + y[k] + y[k + 2 :] for k in range(len(y) - 1)}
    return x in swaps or x == y[0] + y


def _asked_name(c: dict[str, Any]) -> str:
    return str(c.get("alias") or c.get("role") or c.get("subject") or c.get("topic") or "")


def set_problems(g: ModuleType, data: dict[str, Any]) -> list[str]:
    """Everything the generated set must not do (see the set's page)."""
    out: list[str] = []
    text = {m["key"]: m["text"] for m in data["memories"]}
    table = _phrase_table(g)
    held: dict[tuple[str, str], set[str]] = {}
    for key in text:
        parts = key.split("/")
        if len(parts) == 4 and parts[3] != g.RENAMED:
            held.setdefault((parts[1], parts[3]), set()).add(parts[2])
    names = [n for d in g.DOMAINS for n in (*d.subjects, *d.old_names, *d.roles)]
    for d in g.DOMAINS:
        for s, said in [
            (s, x) for s, o, r in zip(d.subjects, d.old_names, d.roles, strict=True) for x in (o, r)
        ]:
            where = [k for k, v in text.items() if said in v]
            if where != [g.memory_key(d.key, s, g.RENAMED)]:
                out.append(f"{said} is written outside its rename note: {where}")
    seen = Counter(c["query"] for c in data["cases"])
    out += [f"{q!r} is asked twice" for q, n in seen.items() if n > 1]
    topics = {t: (p, v) for p, t, v in g.OFFTOPIC}
    for c in data["cases"]:
        q, kind = c["query"], c["kind"]
        form, wording = c["variant"].split("/")
        if kind == "offtopic":
            low = q.casefold()
            if [n for n in names if n.casefold() in low]:
                out.append(f"{q!r} names a subject")
            if c.get("topic") not in topics or c["topic"] not in q or c["phrase"] not in q:
                out.append(f"{q!r}: off-topic topic not asked")
            continue
        pair = table.get((c["domain"], c["attribute"]))
        if pair is None:
            out.append(f"{q!r}: unknown attribute")
            continue
        meant = pair[wording == "synonym"]
        name = _asked_name(c)
        if c["phrase"] not in q or name not in q:
            out.append(f"{q!r} does not ask {c['phrase']!r} of {name}")
        ok = _one_typo(c["phrase"], meant) if form == "typo" else c["phrase"] == meant
        if not ok:
            out.append(f"{q!r} does not ask its wording {meant!r}")
        if kind == "answer":
            out += _answer_problems(g, c, text, pair)
        else:
            out += _unknown_problems(g, c, text, held, pair)
    return out


def _answer_problems(
    g: ModuleType, c: dict[str, Any], text: dict[str, str], pair: tuple[str, str]
) -> list[str]:
    out: list[str] = []
    key = c["relevant"][0] if c["relevant"] else ""
    mem = text.get(key, "")
    if c["value"] not in mem or c["subject"] not in mem or pair[0] not in mem:
        out.append(f"{key} does not hold {c['subject']} {pair[0]} = {c['value']}")
    if g.content(pair[1]) & g.tokens(mem):
        out.append(f"{key} uses a word of the synonym {pair[1]!r}")
    unit = c.get("asked_in", "")
    if unit and g.content(unit) & g.tokens(mem):
        out.append(f"{key} is written {unit}")
    if c["variant"].startswith("comparative/"):
        d = next(d for d in g.DOMAINS if d.key == c["domain"])
        a = next(a for a in d.attributes if a.key == c["attribute"])
        if c["value"] in [v for v in a.values if f" {v}" in c["query"]]:
            out.append(f"{c['query']!r} offers the held value")
    return out


def _unknown_problems(
    g: ModuleType,
    c: dict[str, Any],
    text: dict[str, str],
    held: dict[tuple[str, str], set[str]],
    pair: tuple[str, str],
) -> list[str]:
    out: list[str] = []
    if g.memory_key(c["domain"], c["subject"], c["attribute"]) in text:
        out.append(f"{c['subject']} holds {c['attribute']}")
    subject = c["subject"].casefold()
    for key, t in text.items():
        low = t.casefold()
        if subject in low and any(p.casefold() in low for p in pair):
            out.append(f"{key} answers {c['query']!r}")
    who = held.get((c["domain"], c["attribute"]), set())
    kind = c["kind"]
    if kind == "other_subject" and (not who or c["subject"] in who):
        out.append(f"{c['query']!r} is not of the kind other_subject")
    if kind == "absent" and who:
        out.append(f"{c['query']!r} is not of the kind absent")
    if kind == "related_unknown":
        near = held.get((c["domain"], c.get("near", "")), set())
        if who or c["subject"] not in near:
            out.append(f"{c['query']!r} is not of the kind related_unknown")
    return out
