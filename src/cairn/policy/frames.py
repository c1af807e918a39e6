"""Claim frames: what a claim says about what, minus who says it and minus its values.

Two claims can contradict each other without a negation or replacement cue: "the wiki lists
deploy region EU-WEST-1" and "the runbook lists deploy region US-EAST-2" put different values in
the same frame. A claim's *values* are its literal tokens (numbers, codes, times, upper-case
names); its *frame* is the rest of its content words, lightly stemmed, without reporting verbs
("says", "lists", "shows") and without the words of its own source labels (the wiki, the runbook:
provenance is who says it, not what is said).

Two claims put different values in one frame when their value sets differ and the smaller frame
lies inside the larger; a one-word frame also needs the two values to be of one type (sharing a
word piece, as "PG-15" and "PG-16-BETA" do). Qualified frames ("staging deploy" vs "production
deploy", "read replica" vs "primary") do not contain each other, so they are not a conflict.

This module only compares texts: it never reads the store and never decides what happens to a
conflict (``policy.conflicts`` finds, a person settles).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

from cairn.search.lexical import STOPWORDS

_TOKEN = re.compile(r"\S+")
_EDGE = re.compile(r"^[^\w]+|[^\w]+$")
_WORD = re.compile(r"[a-z0-9]+")
_DIGIT = re.compile(r"\d")

STEM_SUFFIXES = (
    "ations",
    "ation",
    "ences",
    "ence",
    "ments",
    "ment",
    "ings",
    "ing",
    "ions",
    "ion",
    "ies",
    "es",
    "ed",
    "ly",
    "s",
)


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light suffix stripper: enough to meet "migrations" with "migration", "confirmed" with
    "confirmation"."""
    for suffix in STEM_SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


REPORTING = frozenset(
    stem(w)
    for w in [
        "say",
        "says",
        "said",
        "states",
        "stated",
        "lists",
        "listed",
        "shows",
        "showed",
        "shown",
        "marks",
        "marked",
        "notes",
        "noted",
        "mentions",
        "mentioned",
        "confirms",
        "confirmed",
        "reports",
        "reported",
        "records",
        "recorded",
        "according",
        "per",
    ]
)


def words(text: str) -> list[str]:
    """Content words, casefolded and stemmed (stop words dropped)."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    return [stem(w) for w in _WORD.findall(folded) if w not in STOPWORDS and len(w) > 1]


def is_value(token: str) -> bool:
    """A literal: carries a digit, or is an upper-case name or code of two letters or more."""
    if _DIGIT.search(token):
        return True
    return token.isupper() and sum(c.isalpha() for c in token) >= 2


def _word_char(c: str) -> bool:
    return c.isalnum() or c == "_"  # what ``\w`` matches


@lru_cache(maxsize=8192)
def _split(text: str) -> tuple[frozenset[str], str]:
    """The text's values (casefolded) and the rest of its tokens, joined: one pass serves both
    ``values`` and ``frame`` (admission asks for both of every new claim)."""
    vals: set[str] = set()
    kept: list[str] = []
    for raw in _TOKEN.findall(unicodedata.normalize("NFKC", text)):
        if raw.isalpha() and raw.islower():  # a plain word (most of them): no value, no edges
            kept.append(raw)
            continue
        tok = raw if _word_char(raw[0]) and _word_char(raw[-1]) else _EDGE.sub("", raw)
        if not tok:
            continue
        if is_value(tok):
            vals.add(tok.casefold())
        else:
            kept.append(tok)
    return frozenset(vals), " ".join(kept)


def values(text: str) -> frozenset[str]:
    return _split(text)[0]


def frame(text: str, labels: Iterable[str | None] = ()) -> frozenset[str]:
    """The claim's content words without its values, reporting verbs or source-label words."""
    provenance = {w for label in labels if label for w in words(label)}
    drop = REPORTING | provenance if provenance else REPORTING
    return frozenset(w for w in words(_split(text)[1]) if w not in drop)


_PLAIN = re.compile(r"(?<!\S)[a-z]{2,}(?!\S)")  # a whitespace-delimited lowercase ASCII word


def may_hold_frame(text: str, other: frozenset[str], labels: Iterable[str | None] = ()) -> bool:
    """False only when ``frame(text, labels)`` can neither hold ``other`` nor lie inside it:
    a cheap necessary condition of nested frames, for a text whose values were not split
    out (admission meets most hits this way). For ASCII text: every word of a frame is a
    prefix of a word of the text, so each of ``other``'s words must occur in it; and every
    plain lowercase word of the text (never a value) is in its frame unless it is a stop
    word, a reporting verb or a label's word, so each of those must be in ``other``."""
    if not text.isascii():
        return True
    low = text.lower()
    if all(w in low for w in other):
        return True  # the text may hold ``other``
    drop = {w for label in labels if label for w in words(label)}
    for m in _PLAIN.finditer(text):
        w = m.group()
        if w in STOPWORDS:
            continue
        w = stem(w)
        if w not in other and w not in REPORTING and w not in drop:
            return False  # a frame word outside ``other``: it cannot lie inside it
    return True


def _pieces(vals: Iterable[str]) -> set[str]:
    return {p for v in vals for p in _WORD.findall(v) if not p.isdigit() and len(p) > 1}


def is_value_conflict(
    new_text: str,
    old_text: str,
    new_labels: Iterable[str | None] = (),
    old_labels: Iterable[str | None] = (),
) -> bool:
    """Different values in one frame (see the module docstring)."""
    va, vb = values(new_text), values(old_text)
    if not va or not vb or va == vb:
        return False
    fa, fb = frame(new_text, new_labels), frame(old_text, old_labels)
    small, large = (fa, fb) if len(fa) <= len(fb) else (fb, fa)
    if not small or not small <= large:
        return False
    if len(small) >= 2:
        return True
    return bool(_pieces(va - vb) & _pieces(vb - va))


def is_value_agreement(
    a_text: str,
    b_text: str,
    a_labels: Iterable[str | None] = (),
    b_labels: Iterable[str | None] = (),
) -> bool:
    """The same values in overlapping frames: two wordings of one claim (they corroborate)."""
    va = values(a_text)
    if not va or va != values(b_text):
        return False
    fa, fb = frame(a_text, a_labels), frame(b_text, b_labels)
    if not fa or not fb:
        return False
    return len(fa & fb) * 2 >= min(len(fa), len(fb))
