"""Which of several statements of one thing holds now (issue 17: stale beliefs).

Two memories about the same thing often give two values of what a question asks, stated at
different times with no link between them: "the beta is open to 5 percent of users" and,
two days later, "the beta widened, now holding at 25 percent". Nobody wrote ``supersedes``,
and the later text need not repeat the old value. For a question about what holds, a careful reader
answers with the later statement; for a question about which records conflict, what a named
source says, or what held at another time, both stay.

``superseded(q, statements)`` returns the statements a later one replaces for the question ``q``:
an earlier statement ``a`` is replaced by a later ``b`` when

- the question asks what holds (``asks_now``: not which records conflict, no source it cites,
  no word of an earlier time and no date: "which mode did S have on 4 March?" asks about then);
- ``b`` is trusted within ``floor`` of ``a`` (a rumour does not replace a record);
- ``b`` holds at least as much of what is asked as ``a`` (``questions.holds``): a later memory
  about another attribute of the same thing ("the batch workers run in eu-west-3" after their
  instance type) replaces nothing;
- the two are not about two named things (``facts.named_apart``);
- a clause of each that answers the question (``questions.answering``) states a live value
  (not hedged, negated or rejected; ``b``'s not in a sentence that asks), of one type
  (``facts.typed_alike``) and of one shaped kind (``attributes.value_kinds``: a region is not
  an instance type), and ``b``'s value is not ``a``'s.

No thresholds beyond the caller's trust floor; the word list of an earlier time is a closed
English class. Pure: no I/O, two small patterns compiled at import.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from cairn.policy import attributes, facts, questions
from cairn.policy import lexicon as lx
from cairn.policy.clauses import Clause
from cairn.policy.lexicon import word_set
from cairn.policy.tokens import stem, tokenize


@dataclass(frozen=True)
class Statement:
    key: str  # the caller's id for it
    text: str
    at: str  # when it was stated (an ISO time; compared as text, so one format for all)
    weight: float  # how far it is trusted (its confidence)


# words that ask about an earlier time than now ("what was it originally?", "before the move")
_EARLIER = frozenset(
    stem(w)
    for w in word_set(
        "originally initially first before previously formerly earlier prior original initial"
        " old older"
    )
)


def asks_now(q: questions.Question) -> bool:
    """The question asks what holds: not which records conflict, not what a source it cites
    says, not what held at an earlier time or on a date."""
    if q.conflict or q.source or any(stem(t.low) in _EARLIER for t in tokenize(q.text)):
        return False
    return not _dated(q.text)


def _dated(text: str) -> bool:
    """The text names a day, a month or a year: an ISO or slashed date, or a month's name next
    to a number ("on 4 March", "March 4, 2026", "in May 2025")."""
    if _DATE.search(text):
        return True
    toks = [t for t in tokenize(text) if not t.punct]
    for i, t in enumerate(toks):
        if t.low in lx.MONTHS and t.text[:1].isupper():
            near = toks[max(0, i - 1) : i] + toks[i + 1 : i + 2]
            if any(n.text.isdigit() or n.low.rstrip("stndrh").isdigit() for n in near):
                return True
    return False


_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b")


def kinds_alike(a: str, b: str) -> bool:
    """Two values whose shaped kinds do not tell them apart (both of none, or one in common)."""
    ka, kb = attributes.value_kinds(a), attributes.value_kinds(b)
    return not (ka or kb) or bool(ka & kb)


def asked(text: str, end: int) -> bool:
    """The clause of ``text`` (NFKC-normalised) ending at ``end`` is in a sentence that asks
    ("should we maybe drop it to 30?", "is anyone able to approve in docs/? asking for a
    friend"): it states no value."""
    stop = _SENTENCE_END.search(text, end)
    return stop is not None and stop.group() == "?"


def _asserted(text: str, c: Clause) -> bool:
    return not asked(unicodedata.normalize("NFKC", text), c.end)


_SENTENCE_END = re.compile(r"[.!?\n]")


def _answers(q: questions.Question, text: str, *, asserted: bool = False) -> list[Clause]:
    return [
        c
        for c in questions.answering(q, facts.read(text))
        if facts.live(c) and (not asserted or _asserted(text, c))
    ]


def _replaces(q: questions.Question, new: str, old: str) -> bool:
    """A clause of ``new`` that answers gives another value of one type and kind than a clause
    of ``old`` that answers, about the same things."""
    for x in _answers(q, old):
        for y in _answers(q, new, asserted=True):
            if facts.apart(x.names, y.names):
                continue
            mine = {u.key for u in y.values}
            for v in x.values:
                if v.key in mine:
                    continue
                for w in y.values:
                    if facts.typed_alike(v, w) and kinds_alike(v.text, w.text):
                        return True
    return False


def superseded(
    q: questions.Question, statements: Sequence[Statement], *, floor: float = 0.6
) -> set[str]:
    """The keys of the statements a later one replaces for ``q`` (see the module docstring)."""
    if len(statements) < 2 or not asks_now(q):
        return set()
    holds = {a.key: questions.holds(q, a.text) for a in statements}
    out: set[str] = set()
    for a in statements:
        for b in statements:
            if b.key == a.key or b.at <= a.at or b.weight < floor * a.weight:
                continue
            if holds[b.key] < holds[a.key] or facts.named_apart(a.text, b.text):
                continue
            if _replaces(q, b.text, a.text):
                out.add(a.key)
                break
    return out
