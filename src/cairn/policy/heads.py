"""Noun phrases and their heads in a clause, and two things of one kind: a head noun the two
clauses share, restricted by another modifier in each ("its primary database" / "its replica
database"). Used by ``policy.facts`` (``differ``) and ``policy.disagree``. Pure."""

from __future__ import annotations

from cairn.policy.clauses import Clause
from cairn.policy.tokens import stem, tokenize

__all__ = ["modified_apart"]


def _phrases(text: str, c: Clause) -> list[tuple[str, frozenset[str]]]:
    """The clause's noun phrases, entity names left out, each with its head (the word of it
    said last in the clause): its subject and the object and prepositional phrases of its
    complement."""
    names = c.names | c.context_names
    order = {stem(t.low): k for k, t in enumerate(tokenize(text[c.start : c.end]))}
    # a word the clause inherits ("it is X" after "renamed the search redesign branch") is
    # placed where the text says it; ties, if any, go by the word, never by a set's order
    whole = {stem(t.low): k for k, t in enumerate(tokenize(text))}
    out = []
    for words in (c.subject, *(w for _prep, w in c.parts)):
        phrase = words - names
        if phrase:
            head = max(phrase, key=lambda w: (order.get(w, -1), whole.get(w, -1), w))
            out.append((head, phrase))
    return out


def modified_apart(ta: str, x: Clause, tb: str, y: Clause, asked: frozenset[str]) -> bool:
    """A noun the two clauses share as the head of a phrase, restricted by another modifier
    in each, one of them asked and the other not: two things of one kind ("keeps its primary
    database in ..." / "keeps its replica database in ...", asked about the primary one)."""
    for head, p in _phrases(ta, x):
        for other, q in _phrases(tb, y):
            px, qy = p - q, q - p
            if head != other or not px or not qy:
                continue
            if bool(px & asked) != bool(qy & asked):
                return True
    return False
