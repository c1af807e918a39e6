"""Whether a claim may contradict a text, decided on the text's raw words without parsing it:
admission meets most probe hits this way and parses (``facts.contradicts``) only the rest. Sound
by construction: it answers False only when ``contradicts`` cannot hold. Pure; no I/O."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from cairn.policy import lexicon as lx
from cairn.policy.clauses import live
from cairn.policy.tokens import stem

if TYPE_CHECKING:
    from cairn.policy.facts import Claim

SHORT = re.compile(r"[a-z]{2,}")  # a value's word pieces, two letters or more

_PLAIN = re.compile(r"(?<![\w\-./:#@])[a-z]{2,}(?![\w\-./:#@'’])")
_FREE = 4  # plain words a clause may hold outside a frame: a plain value phrase ("two spaces")


def may_contradict(claim: Claim, text: str) -> bool:
    """False only when ``contradicts(claim, text)`` cannot hold, decided on ``text``'s raw
    words without parsing it (admission meets most probe hits this way): the claim's frame
    lies inside the text, or a word piece of its values occurs in it, or nearly every plain
    word of the text lies inside the claim's frame."""
    low = text.lower()
    stated = [c for c in claim.clauses if live(c)]
    if not stated:
        return False
    for c in stated:
        if c.frame and all(w in low for w in c.frame):
            return True
        if any(p in low for v in c.values for p in SHORT.findall(v.key)):
            return True
    if ":" in text or any(w in lx.REPORTING or w in ("according", "per") for w in low.split()):
        return True  # a source or a topic label: its words are not the frame's
    frame = frozenset().union(*(c.frame for c in stated))
    free = 0
    for m in _PLAIN.finditer(low):
        w = m.group()
        if w in _NOT_FRAME or stem(w) in frame:
            continue
        free += 1
        if free > _FREE:
            return False
    return True


_NOT_FRAME = (
    lx.DETERMINERS
    | lx.PREPOSITIONS
    | lx.COPULAS
    | lx.AUXILIARIES
    | lx.PRONOUNS
    | lx.CONJUNCTIONS
    | lx.WH_WORDS
    | lx.NEGATIONS
    | lx.HEDGES
    | lx.DISCOURSE
    | lx.TEMPORAL_NOW
    | frozenset(lx.VERB_PREDICATE)
    | lx.CHANGE
    | lx.LIGHT_VERBS
    | lx.UNIT_AFTER_NUMBER
)
