"""Is the vector path on for this store? Answered without importing the vector machinery, so
the per-prompt path pays nothing for it when vectors are off."""

from __future__ import annotations

import os
import sqlite3

from cairn.model import Memory
from cairn.store.base import Store

MODES = ("lexical", "hybrid", "semantic")


def on_scale(cosine: float, noise: float, related: float) -> float:
    """A cosine on the relevance scale [0, 1]: 0 at ``noise`` (the model's "unrelated"), 1 at
    ``related``."""
    return max(0.0, min(1.0, (cosine - noise) / (related - noise)))


class Similarities(dict[str, float]):
    """memory id -> cosine, with the semantic scale of the model that produced them (the
    cosine it calls unrelated, and the one it calls related)."""

    def __init__(
        self,
        cosines: dict[str, float],
        *,
        noise: float,
        related: float,
        memories: dict[str, Memory] | None = None,
        query: bytes | None = None,
        model: str | None = None,
    ) -> None:
        super().__init__(cosines)
        self.noise = noise
        self.related = related
        # the memories already read through the read predicate for these cosines, if any (so
        # the pipeline does not read them twice)
        self.memories = memories or {}
        # the query's unit vector (float32) and the model id that made it: cosines of lexical
        # candidates outside the nearest neighbours can then be read from their stored vectors
        self.query = query
        self.model = model

    def semantic(self, cosine: float) -> float:
        """``cosine`` on the relevance scale [0, 1]."""
        return on_scale(cosine, self.noise, self.related)


def mode() -> str:
    """The retrieval mode asked for by ``CAIRN_RETRIEVAL`` (default hybrid when vectors exist)."""
    m = os.environ.get("CAIRN_RETRIEVAL", "hybrid").strip().lower()
    return m if m in MODES else "hybrid"


def _db(store: Store) -> sqlite3.Connection | None:
    db = getattr(store, "db", None)
    return db if isinstance(db, sqlite3.Connection) else None


def has_vectors(store: Store) -> bool:
    db = _db(store)
    if db is None:
        return False
    try:
        return db.execute("SELECT 1 FROM vectors LIMIT 1").fetchone() is not None
    except sqlite3.Error:
        return False
