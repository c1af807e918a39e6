"""The parts of a joined question that no record answers in its words: when fewer records
answer than the question has parts, the records found about the thing it names that no part
took (``unclaimed``). Used by ``bench.hexis_parts.joined``; reads no store."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from cairn.bench.hexis_asked import asks_where, placed
from cairn.bench.hexis_terms import terms
from cairn.model import Memory
from cairn.policy import attributes, facts, measures, questions
from cairn.policy.tokens import stem, tokenize


def unclaimed(
    q: questions.Question,
    around: Sequence[Memory],
    taken: Sequence[Memory],
    parts: Sequence[str],
    df: dict[str, int],
) -> list[Memory]:
    """When fewer records answer than the question has parts ("where is the X social, and
    who organises it?" answered by the organiser's record alone), the records found about the
    thing it names (its rarest name in the store) that no part took answer the parts left,
    when there are exactly as many of them as parts left: a part asked in other words than
    the record's ("who keeps that box alive": "Bo maintains the X runner"), or with none of
    its own ("where is it"). Any other record naming the thing (chatter, a wish) leaves the
    parts as they were, and so does a record whose every value has the shape of another kind
    than the parts left ask. A part asking where it is recorded ("and which records say so?")
    is answered by the citations, no record of its own."""
    asked = [p for p in parts if not _SOURCE_WORDS & {t.low for t in tokenize(p)}]
    asks = len(asked)
    ids = {m.id for m in taken}
    # one record stating a value per part answers them all ("X pages Ana first and Bo second")
    said = {
        v.key
        for m in taken
        for c in facts.read(m.text).clauses
        if not (c.hedged or c.negated)
        for v in c.values
    }
    answered = max(len(ids), len(said))
    # of names as rare, the longer ("anvilworth" before "ci", "Go" in "which Go is X on")
    names = sorted({stem(n) for n in q.names}, key=lambda n: (df.get(n, 0), -len(n), n))
    if not names or answered >= asks:
        return []
    # each fits a kind of value no taken record states ("where do old ones go?": a place, not
    # "on the Friday"; two parts of one kind need two records), or a part asking no kind (any
    # record may answer it, and none is known to)
    once = list({m.id: m for m in taken}.values())
    kinds = Counter(_kind(p) for p in asked)
    left = {
        k
        for k, n in kinds.items()
        if k is None
        or n > sum(1 for m in once if _states(k, m.text))  # "where ..., and where ...?"
    }
    rest = [
        m
        for m in around
        if m.id not in ids
        and names[0] in terms(m.text)
        and any(k is None or _fits(k, m.text) for k in left)
    ]
    return rest if len(rest) == asks - answered else []


# the words of a part asking which records hold the answer ("which records say so?", "where is
# X recorded?", "where was the figure written?")
_SOURCE_WORDS = frozenset({"record", "records", "recorded", "source", "sources", "written"})


def _fits(kind: str, text: str) -> bool:
    """The record may state a value of the kind: it is not that every value it states has a
    shape of another kind ("on the Friday" is no place, "reboots every Sunday" names no
    person); a record of no value, or of a value of no known shape, may."""
    said = [
        v.text for c in facts.read(text).clauses if not (c.hedged or c.negated) for v in c.values
    ]
    shapes = [attributes.value_kinds(v) for v in said]
    if not shapes or not all(shapes):
        return True
    if kind == "where":
        return not all(s <= _TIMES for s in shapes)
    want = set(attributes.kinds_of(kind))
    return any(s & want for s in shapes)


_TIMES = frozenset({"clock", "weekday", "date", "frequency", "duration"})


def _states(kind: str, text: str) -> bool:
    """The record states a value of the kind: a place for "where", a person's name for
    "owner", a value of the class otherwise."""
    if kind == "where":
        return placed(text)
    return any(
        (v.shape == "name" if kind == "owner" else attributes.holds(v.text, kind))
        for c in facts.read(measures.spelled(text)).clauses
        if not (c.hedged or c.negated)
        for v in c.values
    )


def _kind(part: str) -> str | None:
    """The kind of value a part asks: its class ("owner" for "who"), "where" for a place, or
    None ("how does it go?")."""
    cls = attributes.asked_with_format(part)
    if cls is None:
        return "where" if asks_where(questions.ask(part)) else None
    return cls
