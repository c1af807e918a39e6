"""The parts of a joined question that no record answers in its words: when fewer records
answer than the question has parts, the records found about the thing it names that no part
took (``unclaimed``). Used by ``bench.hexis_parts.joined``; reads no store."""

from __future__ import annotations

from collections.abc import Sequence

from cairn.bench.hexis_terms import terms
from cairn.model import Memory
from cairn.policy import facts, questions
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
    parts as they were. A part asking where it is recorded ("and which records say so?") is
    answered by the citations, no record of its own."""
    asks = sum(1 for p in parts if not _SOURCE_WORDS & {t.low for t in tokenize(p)})
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
    rest = [m for m in around if m.id not in ids and names[0] in terms(m.text)]
    return rest if len(rest) == asks - answered else []


# the words of a part asking which records hold the answer ("which records say so?", "where is
# X recorded?", "where was the figure written?")
_SOURCE_WORDS = frozenset({"record", "records", "recorded", "source", "sources", "written"})
