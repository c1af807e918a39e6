"""Reciprocal-rank fusion: combining ranked lists from different retrievers, as a pure function.

Lexical BM25 and vector KNN produce scores on incomparable scales; reciprocal rank fusion uses
only each list's order (``sum w / (k + rank)``), so no retriever's scale can swamp another's.
This module must stay pure: no store, no clock, no environment, no randomness — the same lists
always fuse to the same result (ties broken by first appearance).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import TypeVar

K = TypeVar("K", bound=Hashable)

DEFAULT_K = 60


def rrf(
    rankings: Mapping[str, Sequence[K]],
    *,
    k: int = DEFAULT_K,
    weights: Mapping[str, float] | None = None,
) -> list[tuple[K, float]]:
    """Fuse named rankings (best first) into one list of ``(key, score)``, best first.

    ``rankings`` maps a retriever name to its keys in rank order (duplicates after the first
    occurrence are ignored). ``weights`` scales each retriever (default 1.0). Ties keep the order
    in which keys were first seen, so the result is deterministic.
    """
    if k < 1:
        raise ValueError("k must be at least 1")
    scores: dict[K, float] = {}
    for name, keys in rankings.items():
        w = 1.0 if weights is None else weights.get(name, 1.0)
        seen: set[K] = set()
        for rank, key in enumerate(keys, start=1):
            if key in seen:
                continue
            seen.add(key)
            scores[key] = scores.get(key, 0.0) + w / (k + rank)
    order = {key: i for i, key in enumerate(scores)}
    return sorted(scores.items(), key=lambda kv: (-kv[1], order[kv[0]]))
