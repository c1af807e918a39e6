"""The checks of ``unknowns29``: the vocabulary's (``vocabulary_problems``), run before a set is
written, and the set's (``problems``), run on what the generator writes. Both read the
generator's current vocabulary (``retrieval_unknowns29.DOMAINS``)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from cairn.bench.retrieval_unknowns29_forms import OFFTOPIC, fixed_text


def _gen() -> Any:
    from cairn.bench import retrieval_unknowns29

    return retrieval_unknowns29


def _domain_problems(d: Any, fixed: set[str], fixed_stems: set[str]) -> list[str]:
    g = _gen()
    out: list[str] = []
    attrs = d.attributes
    held = attrs[: g.HELD]
    names = [*d.subjects, *d.old_names]
    name_tokens = set().union(*(g.tokens(n) for n in [*names, *d.roles]))
    value_tokens = set().union(*(g.tokens(v) for a in attrs for v in a.values))
    word_tokens = set().union(*(g.tokens(a.word) for a in attrs))
    place = g.tokens(f"{d.title} {d.thing}")
    antonyms = [a.antonym for a in attrs if a.antonym]
    base = set().union(
        *(g.stems(t) for t in [*(a.word for a in attrs), *names, *d.roles, d.title, d.thing]),
        *(g.stems(v) for a in attrs for v in a.values),
        *(g.stems(x) for x in antonyms),
    )
    base |= fixed_stems
    phrases = [a.word for a in attrs] + [a.synonym for a in attrs] + list(d.roles)
    for i, a in enumerate(attrs):
        what = f"{d.key}/{a.word}"
        if len(a.word.split(" ")) != 2:
            out.append(f"{what}: the word is not two words")
        if g.tokens(a.word) & fixed:
            out.append(f"{what}: the fixed text writes a word of it")
        inside = [p for p in phrases if p != a.word and a.word in p]
        if inside or a.word in d.title or a.word in d.thing:
            out.append(f"{what} is written inside {inside or d.title}")
        clash = g.stems(a.synonym) & base
        if clash:
            out.append(f"{what}: the synonym {a.synonym!r} shares a stem {sorted(clash)}")
        vals = a.values
        if len(vals) != 4 or len(set(vals)) != 4:
            out.append(f"{what}: values are not four distinct")
        if any(ch in v for v in vals for ch in ',"{}'):
            out.append(f"{what}: a value holds a comma, quote or brace")
        if len({g.numeric(v) for v in vals}) != 1:
            out.append(f"{what} mixes numeric and worded values")
        for v in vals:
            if [u for u in vals if u != v and v in u]:
                out.append(f"{what}: {v!r} is written inside another value")
            if [b for b in attrs if b.word in v]:
                out.append(f"{what}: {v!r} writes an attribute's word")
        if i >= g.HELD:
            if a.extra or a.unit or a.antonym:
                out.append(f"{what}: held by nobody but has a neighbour, unit or antonym")
            mine = g.tokens(a.word)
            sharing = [b for b in held if mine & g.tokens(b.word)]
            if len(sharing) != 1:
                out.append(f"{what} shares a word with {len(sharing)} held attributes")
            elif sharing[0] is not g.partner(d, a):
                out.append(f"{what} shares a word with {sharing[0].word}, not its partner")
            if mine & place:
                out.append(f"{what} shares a word with the title or thing")
            other = mine - set().union(*(g.tokens(b.word) for b in held))
            if other & (fixed | name_tokens | value_tokens):
                out.append(f"{what}: its other word could be written")
            continue
        if len(a.extra.split()) != 1 or not a.near_synonym:
            out.append(f"{what}: the neighbour word is not one word")
        elif g.tokens(a.extra) & (fixed | name_tokens | value_tokens | word_tokens):
            out.append(f"{what}: the neighbour word {a.extra!r} could be written")
        own = g.stems(a.synonym) | g.stems(a.extra)
        clash = (g.stems(a.near_synonym) - own) & base
        if clash:
            out.append(f"{what}: the neighbour synonym shares a stem {sorted(clash)}")
        if a.unit:
            unit = g.content(a.unit)
            if unit & value_tokens:
                out.append(f"{what}: the unit {a.unit!r} is written by a value")
            if unit & (fixed | name_tokens | word_tokens):
                out.append(f"{what}: the unit {a.unit!r} is written by a word, name or text")
        if a.antonym:
            first, *head = a.antonym.split(" ")
            w_first, *w_head = a.word.split(" ")
            taken = fixed | name_tokens | value_tokens | word_tokens | place
            if head != w_head or first == w_first or first in taken or g.HOLDERS[i] != 1:
                out.append(f"{what}: the antonym {a.antonym!r} is not its opposite")
    if len(antonyms) != 1:
        out.append(f"{d.key}: {len(antonyms)} antonyms")
    for n in [*names, *d.roles]:
        low = n.casefold()
        written = sorted(t for t in word_tokens if t in (low if n in names else g.tokens(n)))
        if written:
            out.append(f"{d.key}: {n} writes {written}")
    return out


def vocabulary_problems() -> list[str]:
    """What in the vocabulary could make a case wrong (see the set's page)."""
    g = _gen()
    fixed = g.tokens(fixed_text())
    fixed_stems = {t[:5] for t in fixed if not t.isdigit()}
    out: list[str] = []
    for d in g.DOMAINS:
        out += _domain_problems(d, fixed, fixed_stems)
    every = [n for d in g.DOMAINS for n in (*d.subjects, *d.old_names)]
    low = [n.casefold() for n in every]
    if len(set(low)) != len(low):
        out.append("a name repeats")
    out += [f"{a} is inside {b}" for a in low for b in low if a != b and a in b]
    roles = [r for d in g.DOMAINS for r in d.roles]
    if len(set(roles)) != len(roles):
        out.append("a role repeats")
    return out


def problems(data: dict[str, Any]) -> list[str]:
    """What is wrong with a generated set (see the set's page)."""
    g = _gen()
    attrs = g._attrs()
    old, role = g._names()
    text = {m["key"]: m["text"] for m in data["memories"]}
    held: dict[tuple[str, str], set[str]] = {}
    for key in text:
        parts = key.split("/")
        if len(parts) == 4 and parts[3] != g.RENAMED:
            held.setdefault((parts[1], parts[3]), set()).add(parts[2])
    notes = {k: t for k, t in text.items() if k.endswith("/" + g.RENAMED)}
    names = [*old, *old.values(), *role.values()]
    out: list[str] = []
    for n, q in Counter(c["query"] for c in data["cases"]).items():
        if q > 1:
            out.append(f"{n!r} is asked twice")
    for c in data["cases"]:
        q, kind = c["query"], c["kind"]
        form, wording = c["variant"].split("/")
        if kind == "offtopic":
            if any(n.casefold() in q.casefold() for n in names):
                out.append(f"{q!r} names a subject")
            continue
        word, synonym = g._phrases(c)
        meant = word if wording == "word" else synonym
        name = c.get("alias") or c.get("role") or c["subject"]
        ok = c["phrase"] == meant or (form == "typo" and c["phrase"] != meant)
        if not ok or c["phrase"] not in q or name not in q:
            out.append(f"{q!r} does not ask its {wording} of {name}")
        said = c.get("alias") or c.get("role")
        if said:
            key = g.memory_key(c["domain"], c["subject"], g.RENAMED)
            where = [k for k, t in text.items() if said in t]
            if where != [key] or c["subject"] not in notes.get(key, ""):
                out.append(f"{said} is written outside its rename note: {where}")
        if form == "comparative" and kind == "answer" and c.get("offered") == c["value"]:
            out.append(f"{q!r} offers the held value")
        if form == "comparative" and kind == "answer" and f" {c['value']}" in q:
            out.append(f"{q!r} offers the held value")
        if kind == "answer":
            key = c["relevant"][0] if c["relevant"] else ""
            mem = text.get(key, "")
            if c["value"] not in mem or c["subject"] not in mem or word not in mem:
                out.append(f"{key} does not hold {c['value']}")
            if g.content(synonym) & g.tokens(mem):
                out.append(f"{key} writes its synonym {synonym!r}")
            unit = c.get("asked_in")
            if unit and g.content(unit) & g.tokens(mem):
                out.append(f"{key} is written {unit}")
            continue
        who = held.get((c["domain"], c["attribute"]), set())
        if kind == "other_subject" and (not who or c["subject"] in who):
            out.append(f"{q!r} is not another subject's")
        if kind == "absent" and who:
            out.append(f"{q!r} is held")
        if kind == "related_unknown":
            near = held.get((c["domain"], c["near"]), set())
            if who or c["subject"] not in near or (c["domain"], c["near"]) not in attrs:
                out.append(f"{q!r} is not related")
        if g.memory_key(c["domain"], c["subject"], c["attribute"]) in text:
            out.append(f"{q!r} is answered by key")
        subject = c["subject"].casefold()
        for k, t in text.items():
            low = t.casefold()
            if subject in low and (word.casefold() in low or synonym.casefold() in low):
                out.append(f"{k} answers {q!r}")
    topics = {t for _p, t, _v in OFFTOPIC}
    if {c["topic"] for c in data["cases"] if c["kind"] == "offtopic"} != topics:
        out.append("an off-topic topic is not asked")
    return out
