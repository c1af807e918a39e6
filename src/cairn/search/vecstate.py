"""Is the vector path on for this store? Answered without importing the vector machinery, so
the per-prompt path pays nothing for it when vectors are off."""

from __future__ import annotations

import os
import sqlite3

from cairn.store.base import Store

MODES = ("lexical", "hybrid", "semantic")


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
