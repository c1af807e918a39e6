"""Turning user text into safe FTS5 expressions.

User text never reaches FTS5 as syntax: every term is quoted, NUL bytes and quotes are
stripped, and operators (AND, OR, NOT, NEAR, ``*``, ``^``, ``:``) are just words. Prose goes to the
porter index; identifier-like terms (``getUserById``, ``E0502``, ``--tenant-max-records``) also go to
the trigram index, which matches them inside longer tokens.
"""

from __future__ import annotations

import re

_TERM = re.compile(r"[\w][\w\-\.]*[\w]|[\w]", re.UNICODE)
_IDENT = re.compile(r"[A-Za-z]+[A-Z0-9_\-\.][A-Za-z0-9_\-\.]*|[A-Z]+\d+|\d+[A-Za-z]+|-{1,2}[\w-]+")

STOPWORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "but",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "for",
        "from",
        "had",
        "has",
        "have",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "me",
        "my",
        "of",
        "on",
        "or",
        "our",
        "should",
        "so",
        "than",
        "that",
        "the",
        "their",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "to",
        "too",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "who",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "about",
        "after",
        "before",
        "any",
        "also",
        "just",
        "more",
        "most",
        "some",
        "such",
        "only",
        "own",
        "same",
        "other",
        "each",
        "few",
        "both",
        "all",
        "been",
        "being",
        "here",
        "over",
        "under",
        "again",
        "further",
        "once",
        "while",
        "during",
        "up",
        "down",
        "out",
        "off",
        "very",
        "s",
        "t",
        "don't",
    ]
)


def clean(text: str) -> str:
    return text.replace("\x00", " ").replace('"', " ")


def terms(text: str) -> list[str]:
    """Content terms, lower-cased, stopwords dropped, order kept, duplicates removed."""
    seen: dict[str, None] = {}
    for t in _TERM.findall(clean(text)):
        low = t.lower()
        if low in STOPWORDS or (len(low) < 2 and not low.isdigit()):
            continue
        seen.setdefault(low, None)
    return list(seen)


def porter_match(text: str) -> str:
    """An OR of quoted terms for the porter index ('' when nothing is searchable)."""
    parts: list[str] = []
    for t in terms(text):
        for piece in re.split(r"[\-\.]", t):
            if piece and piece not in STOPWORDS:
                parts.append(f'"{piece}"')
    return " OR ".join(dict.fromkeys(parts))


def identifiers(text: str) -> list[str]:
    out: dict[str, None] = {}
    for m in _IDENT.findall(clean(text)):
        m = m.strip(".")
        if len(m) >= 3:
            out.setdefault(m, None)
    return list(out)


def trigram_match(text: str) -> str:
    """An OR of quoted identifier phrases for the trigram index ('' when there are none)."""
    return " OR ".join(f'"{t}"' for t in identifiers(text))
