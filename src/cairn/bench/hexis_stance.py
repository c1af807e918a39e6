"""What a memory asserts, for the memory benchmark's reader (``bench.hexis_adapter``): a
question that does not ask about what was rejected is not answered by a rejection beside a
positive statement (``positive``), and one that does not ask about what was guessed or is
unsettled is not answered by a conjecture or a question beside a plain statement (``plain``).
Split from the adapter: one concept, the stance of a statement."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from cairn.model import Memory
from cairn.policy import facts, measures, questions, recency
from cairn.policy import lexicon as lx
from cairn.policy.tokens import stem, tokenize


def positive(q: questions.Question, pool: Sequence[Memory]) -> list[Memory]:
    """A question that does not ask about what was rejected is not answered by a rejection or
    a negation when a positive statement is there too."""
    if _negative_question(q):
        return list(pool)
    pos = [m for m in pool if not _negative(m)]
    return pos or list(pool)


def plain(q: questions.Question, pool: Sequence[Memory]) -> list[Memory]:
    """A question that does not ask about what was suggested or guessed is not answered by a
    conjecture ("X gets 84 connections, I think?", "might squeeze it down to 16k") when a memory
    about the same things states a value plainly."""
    if _conjecture_question(q):
        return list(pool)
    plain = [m for m in pool if not conjectured(m)]
    return plain if any(_stated(m) for m in plain) else list(pool)


def conjectured(m: Memory) -> bool:
    """Every literal the memory states is hedged or asked about (a bracketed tag, "[#ops-chat]",
    is a label, not a statement; a head phrase, "asking for a friend", states no literal)."""
    claim = facts.read(m.text)
    norm = unicodedata.normalize("NFKC", m.text)
    valued = [
        c
        for c in claim.clauses
        if any(not v.phrase for v in c.values) and not _bracketed(norm, c.start, c.end)
    ]
    return bool(valued) and all(c.hedged or recency.asked(norm, c.end) for c in valued)


def proposed(q: questions.Question, m: Memory) -> bool:
    """For a question not about what was suggested, every literal the memory states was only
    put forward ("Ana floated 81% at one point", "my vote is X"), or guessed: it is no record
    of what holds."""
    if _conjecture_question(q):
        return False
    if conjectured(m):
        return True
    claim = facts.read(m.text)
    norm = unicodedata.normalize("NFKC", m.text)
    valued = [c for c in claim.clauses if any(not v.phrase for v in c.values)]
    return bool(valued) and all(
        {t.low for t in tokenize(norm[c.start : c.end])} & recency.PUT_FORWARD for c in valued
    )


def _bracketed(text: str, start: int, end: int) -> bool:
    return text[start - 1 : start] == "[" and text[end : end + 1] == "]"


def _stated(m: Memory) -> bool:
    return any(facts.live(c) for c in facts.read(m.text).clauses)


def _conjecture_question(q: questions.Question) -> bool:
    """A question about what someone suggested, guessed or might do ("what did Ana suggest?",
    "which option might we pick?"), about what is not settled ("which question is still
    open?", "what is pending?"), or about what someone asked for ("who asked for X?")."""
    return any(
        t.low in lx.CONJECTURE
        or t.low in lx.HEDGES
        or t.low in lx.MODALS_OF_DOUBT
        or stem(t.low) in _UNSETTLED
        for t in tokenize(q.text)
    ) or _about_asking(q)


def _about_asking(q: questions.Question) -> bool:
    """A question about what someone asked for ("who asked for X?", "whose request was it?",
    "what was requested?") is answered by the request, a sentence that asks; "a pull request"
    names a thing, not an asking."""
    toks = [t.low for t in tokenize(q.text) if not t.punct]
    for i, t in enumerate(toks):
        if t in _ASKING_VERBS:
            return True
        if t in ("request", "requests") and i and toks[i - 1] in _OWNERS:
            return True
    return False


_ASKING_VERBS = lx.word_set("ask asks asked asking requested")
_OWNERS = lx.POSSESSIVES | {"whose"}


# words of what is not settled yet: a question about them is answered by a question or a hedge
_UNSETTLED = frozenset(
    stem(w)
    for w in lx.word_set(
        "open unresolved undecided pending unsettled uncertain debate debated"
        " discuss discussed proposal proposals proposed propose idea ideas consider considered"
        " considering option options"
    )
)


def _negative(m: Memory) -> bool:
    # numbers in words read as digits: "asset trim: every three days" states a value
    claim = facts.read(measures.spelled(m.text))
    valued = [c for c in claim.clauses if c.values]
    return bool(valued) and all(c.negated or c.predicate == "rejected" for c in valued)


def _negative_question(q: questions.Question) -> bool:
    """A question about what was rejected or is not the case ("which library did we rule
    out?", "what is not allowed?")."""
    # "hadn't", "isn't", "doesn't": a contracted negation is one token
    return any(
        t.low in lx.NEGATIONS or t.low.endswith(("n't", "n’t")) for t in tokenize(q.text)
    ) or (q.verb is not None and q.verb in _REJECTING)


_REJECTING = frozenset(stem(w) for w in lx.PREDICATE_VERBS["rejected"])
