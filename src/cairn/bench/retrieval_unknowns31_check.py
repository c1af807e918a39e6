"""The vocabulary check and the set check of ``unknowns31``. Both read the generator's
vocabulary (its ``DOMAINS``, looked up when called, so a test may replace it) and its reading
(``tokens``, ``content``, ``memory_key``)."""

from __future__ import annotations

import re
from collections import Counter
from types import ModuleType
from typing import Any

# the readings this set's checks share with the later blind sets (its antonym rule and its
# vocabulary differ in substance, so its own checks stay here)
from cairn.bench.retrieval_blind_check import (
    _answer_problems,
    _asked_name,
    _nobody_problems,
    _one_typo,
    _phrase_table,
    _stems,
    _unknown_problems,
)
from cairn.bench.retrieval_unknowns31_forms import NOTE_TEXT, OFFTOPIC, SURFACE_TEXT


def _gen() -> ModuleType:
    from cairn.bench import retrieval_unknowns31 as g

    return g


def fixed_text() -> str:
    """The text every memory surface and rename note writes besides what it is given."""
    raw = "\n".join([*SURFACE_TEXT.values(), *NOTE_TEXT.values()])
    return re.sub(r"\{[a-z]+\}", " ", raw)


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
        blob = " ".join([*d.subjects, *d.old_names, fixed_text()]).casefold()
        if head != whead or first == wfirst or first in known or first in blob or g.HOLDERS[i] != 1:
            out.append(f"antonym {a.antonym!r} is not its opposite of {a.word!r}")
    return out


def vocabulary_problems() -> list[str]:
    """Everything the vocabulary must not hold (see the set's page)."""
    g = _gen()
    fixed = g.tokens(fixed_text())
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


def set_problems(data: dict[str, Any]) -> list[str]:
    """Everything the generated set must not do (see the set's page)."""
    g = _gen()
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
    topics = {t: (p, v) for p, t, v in OFFTOPIC}
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
