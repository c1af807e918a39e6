"""The words and parts of a compound literal: a settings key says its thing and attribute in
words ("blade_inspection.max_per_run"), and a literal joined by dots, slashes, colons or
underscores names each of its parts ("orders.shipped_at" names "orders"), so two sets of names
are apart only when neither side's extra name is a part of the other's. Pure and memoised:
admission reads them on every write."""

from __future__ import annotations

import itertools
import re
from functools import lru_cache

from cairn.policy import lexicon as lx
from cairn.policy.tokens import Tok, content, stem

_KEY = re.compile(r"[a-z][a-z0-9]*(?:[._][a-z][a-z0-9]*)+")


@lru_cache(maxsize=4096)
def key_words(low: str) -> frozenset[str]:
    """The words a settings key is made of ("blade_inspection.max_per_run" says "blade",
    "inspection", "max", "per", "run"): a key joined by dots or underscores names its thing
    and attribute in words, as prose would. A version, a path or a code is no key."""
    if not _KEY.fullmatch(low):
        return frozenset()
    out = set()
    for part in re.split(r"[._]", low):
        word = Tok(part, part, 0, len(part))
        if part.isalpha() and content(word):
            out.add(stem(part))
    return frozenset(out)


def apart(a: frozenset[str] | set[str], b: frozenset[str] | set[str]) -> bool:
    """Each side names an entity the other does not: two different things. A compound
    literal and one of its parts are one thing ("orders.shipped_at" and "orders",
    "harbor-ui/deps.toml" and "harbor-ui")."""
    only_a, only_b = a - b, b - a
    if not only_a or not only_b:
        return False
    return any(not within(x, only_b) for x in only_a) and any(not within(y, only_a) for y in only_b)


def within(name: str, others: frozenset[str] | set[str]) -> bool:
    """``name`` is one of the others' parts, or one of them is one of its parts."""
    mine = _compound(name)
    return any(o in mine or name in _compound(o) for o in others)


def compound_parts(name: str) -> frozenset[str]:
    """The parts of a compound literal, and two words of it side by side as a hyphen joins
    them in prose ("untagged_image_sweep": "untagged", "image-sweep", ...)."""
    return _compound(name)


@lru_cache(maxsize=8192)
def _compound(name: str) -> frozenset[str]:
    """The parts of a literal joined by dots, slashes, colons or underscores, those with a
    letter ("QUILLMERE_CAP" names "quillmere"), and two words of it side by side as a hyphen
    joins them in prose ("untagged_image_sweep" names "untagged-image")."""
    parts = _JOINS.split(name)
    if len(parts) < 2:
        return frozenset()
    words = [p for p in parts if len(p) >= 2 and any(ch.isalpha() for ch in p)]
    pairs = (f"{a}-{b}" for a, b in itertools.pairwise(parts) if a.isalpha() and b.isalpha())
    return frozenset([*words, *pairs])


_JOINS = re.compile(r"[./:_]")


def english_compound(name: str) -> bool:
    """A lower-case hyphenated word of English, not an identifier: one opening with a particle
    ("after-hours", "on-call", "per-run", "in-flight"), joining words by a function word
    ("day-to-day", "end-to-end", "out-of-band", "up-to-date"), or a phrasal verb made a noun
    ("follow-up", "sign-off", "roll-out")."""
    parts = name.split("-")
    if len(parts) < 2 or not all(p.isalpha() for p in parts):
        return False
    if phrasal_noun(name):
        return True
    return parts[0] in _PARTICLES or any(p in _FUNCTION for p in parts[1:-1])


def phrasal_noun(name: str) -> bool:
    """A phrasal verb made a noun: "follow-up", "sign-off", "roll-out", "weigh-in" (a word, and
    often the name of an event: "the spring weigh-in")."""
    parts = name.split("-")
    return (
        len(parts) == 2
        and parts[0].isalpha()
        and len(parts[0]) > 2
        and parts[1] in _ADVERB_PARTICLES
    )


_PARTICLES = lx.PREPOSITIONS | lx.word_set("on off up out over under non self pre post per re co")
# the particles of phrasal verbs ("follow up", "sign off", "roll out", "check in")
_ADVERB_PARTICLES = lx.word_set("up off out in down over back away")
_FUNCTION = lx.PREPOSITIONS | lx.DETERMINERS | lx.CONJUNCTIONS
