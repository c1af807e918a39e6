"""How a claim's text is cut into the clauses ``policy.clauses`` reads: sentences, then
clauses at ``;``, parentheses, "but"/"whereas"/"while", a comma before a conjunction, and "and"
between two parts that each hold a literal.

It reads tokens only: no store, no model, no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass

from cairn.policy import lexicon as lx
from cairn.policy import verbs
from cairn.policy.tokens import Tok

__all__ = ["Segment", "split"]


@dataclass(frozen=True)
class Segment:
    toks: tuple[Tok, ...]  # the clause's tokens


def split(text: str, toks: list[Tok]) -> list[Segment]:
    """The clauses of ``text`` (tokenized as ``toks``)."""
    return [Segment(tuple(p)) for p in _split_clauses(toks)]


def _split_clauses(toks: list[Tok]) -> list[list[Tok]]:
    """Sentences, then clauses at ``;``, parentheses, "but"/"whereas"/"while", a comma before a
    conjunction, and "and" between two parts that each hold a literal."""
    out: list[list[Tok]] = []
    cur: list[Tok] = []

    def flush() -> None:
        if any(not t.punct for t in cur):
            out.append(list(cur))
        cur.clear()

    for i, t in enumerate(toks):
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        if t.punct and t.text in ".!?;()[]{}—–":
            flush()
            continue
        if not t.punct and t.low in ("but", "whereas", "although", "though"):
            flush()
            continue
        if t.punct and t.text == "," and nxt is not None and nxt.low.endswith("ed") and cur:
            flush()
            continue
        if t.punct and t.text == "," and nxt is not None and nxt.low == "no" and cur:
            flush()  # "X is Apache-2.0, no violation": "no" denies the phrase it opens only
            continue
        if (
            t.punct
            and t.text == ","
            and nxt is not None
            and nxt.low in ("but", "and", "so")
            and (nxt.low != "and" or verbs.has_value(cur))
        ):
            flush()
            continue
        if t.low == "while" and cur and not t.punct:
            flush()
            continue
        if (
            not t.punct
            and t.low in lx.SUBORDINATORS
            and verbs.main_verb(cur, 0, opening=False) is not None
            and verbs.verb_ahead(toks, i + 1)
        ):
            flush()
            continue
        if (
            t.low == "and"
            and not t.punct
            and verbs.has_value(cur[1:])
            and verbs.has_value(toks[i + 1 :])
        ):
            flush()
            cur.append(Tok("and", "and", t.start, t.end, punct=True))  # marks a conjunct
            continue
        cur.append(t)
    flush()
    return out
