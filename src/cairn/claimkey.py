"""The canonical value key of a claim (DESIGN section 4).

NFKC, casefold, whitespace folded, trailing punctuation dropped; typed facts use the canonical
triple instead of the text. The key is hashed so it can be indexed and compared across
namespaces without carrying the text. Verdicts are recorded against this key, so the same claim
written again (any path, any case or spacing) meets the same verdict.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

try:  # CPython's built-in SHA-256: hashlib would load OpenSSL (~2 ms of every hook's start-up)
    from _sha256 import sha256 as _sha256_impl  # type: ignore[import-not-found,unused-ignore]
except ImportError:  # pragma: no cover - other interpreters and versions
    from hashlib import sha256 as _sha256_impl


def _sha256(data: bytes) -> str:
    return str(_sha256_impl(data).hexdigest())


_WS = re.compile(r"\s+")
_TRAIL = re.compile(r"[\s\.\!\?\,\;\:…]+$")
_LEAD = re.compile(r"^[\s\-\*•]+")
_WORD = re.compile(r"[\w][\w\-\.]*[\w]|[\w]")

_STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "to",
        "of",
        "in",
        "on",
        "at",
        "for",
        "and",
        "or",
        "it",
        "this",
        "that",
        "with",
        "by",
        "as",
        "we",
        "our",
        "you",
        "your",
        "i",
    ]
)


@lru_cache(maxsize=8192)
def canonical_text(text: str) -> str:
    """NFKC, casefolded, whitespace collapsed, leading and trailing filler dropped (memoised:
    admission compares one claim with the same few texts many times)."""
    t = unicodedata.normalize("NFKC", text).casefold()
    t = _WS.sub(" ", t).strip()
    t = _LEAD.sub("", t)
    t = _TRAIL.sub("", t)
    return t


def claim_key(
    text: str,
    subject: str | None = None,
    predicate: str | None = None,
    obj: str | None = None,
) -> str:
    if subject and predicate and obj is not None:
        basis = "triple\x1f" + "\x1f".join(canonical_text(p) for p in (subject, predicate, obj))
    else:
        basis = "text\x1f" + canonical_text(text)
    return _sha256(basis.encode())[:32]


def slot_key(subject: str, predicate: str) -> str:
    """Key of a typed fact's slot (subject+predicate): two values in one slot conflict."""
    basis = "slot\x1f" + canonical_text(subject) + "\x1f" + canonical_text(predicate)
    return _sha256(basis.encode())[:32]


def tokens(text: str) -> set[str]:
    """Content tokens for near-duplicate checks (identifiers kept whole)."""
    return {w for w in _WORD.findall(canonical_text(text)) if w not in _STOP}


def overlap(a: str, b: str) -> float:
    """Jaccard overlap of content tokens, 0..1."""
    ta, tb = tokens(a), tokens(b)
    if not ta or not tb:
        return 0.0
    return len(ta & tb) / len(ta | tb)
