"""Vectors built as memories are written: no separate `cairn embed` step.

After a write transaction has committed, the service hands the ids it wrote to ``after_write``.
A small batch is embedded right here when this process may hold the model (``load``: a library
caller, the demo; the model loads once per process, about 2 s) or already does; a large one (an
import, a mining backlog), and any write from a process that must stay light (``load=False``:
the CLI an agent's shell runs, the warm hook server answering it, the MCP and web servers) is
left to the warm embedder, started here if it is not running (a detached process, without
importing the runtime), which catches up on every memory lacking a vector of the store's model
(``catch_up``) within ``vindex.CATCH_UP_EVERY`` seconds, in the background. Either way the
vectors are written in short transactions of their own: nothing is embedded while SQLite's
write lock is held, and a memory written a moment ago is still found lexically until its vector
exists.

Vectors are derived state (like the lexical index): this module reads the rows it embeds by id,
never returns a memory to anyone, and never fails a write: any error leaves the memory without a
vector, to be caught up later.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from contextlib import AbstractContextManager, nullcontext
from typing import TYPE_CHECKING, Any

from cairn.search import vecstate

if TYPE_CHECKING:
    from cairn.search.embeddings import Model
    from cairn.store.base import Store

INLINE = 16  # a batch up to this size is embedded in the writing process
CHUNK = 32  # memories embedded per vector transaction


def _db(store: Store) -> sqlite3.Connection | None:
    db = getattr(store, "db", None)
    return db if isinstance(db, sqlite3.Connection) else None


def after_write(store: Store, ids: Sequence[str], *, load: bool = True) -> int:
    """Embed the memories ``ids`` just written, or hand them to the warm embedder; returns how
    many were embedded here. ``load``: whether this process may load the model to do it (see
    the module docstring). Never raises."""
    if not ids or vecstate.mode() == "lexical":
        return 0
    try:
        from cairn.search import embeddings, vector

        model = vector.chosen_model(store)
        held = embeddings.loaded(model) is not None
        if not held and (not load or len(ids) > INLINE):
            sock = vector.socket_path(store, model)
            if not vector._alive(sock) and embeddings.installed(model):
                vector.spawn_unchecked(sock, model, getattr(store, "path", None))
            return 0
        if vector.available(model) is not None:
            return 0
        return embed_ids(store, ids, model)
    except Exception:
        return 0


def _missing(
    db: sqlite3.Connection, ids: Sequence[str], model: Model
) -> list[tuple[str, int, str]]:
    out: list[tuple[str, int, str]] = []
    for i in range(0, len(ids), 500):
        part = list(ids[i : i + 500])
        marks = ", ".join("?" for _ in part)
        out += [
            (str(r[0]), int(r[1]), str(r[2]))
            for r in db.execute(
                f"SELECT m.id, m.revision, m.text FROM memories m WHERE m.id IN ({marks})"
                " AND NOT EXISTS (SELECT 1 FROM vectors v WHERE v.memory_id = m.id"
                " AND v.revision = m.revision AND v.model = ?)",
                [*part, model.id],
            )
        ]
    return out


def embed_ids(
    store: Store,
    ids: Sequence[str],
    model: Model,
    *,
    lock: AbstractContextManager[Any] | None = None,
    chunk: int = CHUNK,
) -> int:
    """Embed the memories ``ids`` that lack a vector of ``model`` for their current revision.
    ``lock`` is held around each model call only (the warm embedder shares its model with the
    queries it answers)."""
    db = _db(store)
    if db is None:
        return 0
    return _embed_rows(db, _missing(db, ids, model), model, lock=lock or nullcontext(), chunk=chunk)


def stale_ids(store: Store, model: Model, limit: int = 10_000) -> list[str]:
    """Memories (any namespace, any status) without a vector of ``model`` for their revision."""
    db = _db(store)
    if db is None:
        return []
    return [
        str(r[0])
        for r in db.execute(
            "SELECT m.id FROM memories m WHERE NOT EXISTS (SELECT 1 FROM vectors v"
            " WHERE v.memory_id = m.id AND v.revision = m.revision AND v.model = ?)"
            " ORDER BY m.seq DESC LIMIT ?",
            (model.id, limit),
        )
    ]


def catch_up(store: Store, model: Model) -> int:
    """Embed every memory lacking a vector of ``model`` (newest first); the warm embedder runs
    this in the background. Returns how many were embedded."""
    done = 0
    while True:
        ids = stale_ids(store, model, limit=CHUNK * 8)
        if not ids:
            return done
        n = embed_ids(store, ids, model)
        if n == 0:
            return done
        done += n


def _embed_rows(
    db: sqlite3.Connection,
    rows: list[tuple[str, int, str]],
    model: Model,
    *,
    lock: AbstractContextManager[Any],
    chunk: int,
) -> int:
    from cairn.search import embeddings
    from cairn.timeutil import now

    if not rows:
        return 0
    enc = embeddings.get(model)
    done = 0
    for i in range(0, len(rows), chunk):
        part = rows[i : i + chunk]
        with lock:
            vecs = enc.embed([t for _i, _r, t in part])  # outside any transaction
        at = now()
        data = [
            (mid, rev, model.id, model.dim, v.tobytes(), at)
            for (mid, rev, _t), v in zip(part, vecs, strict=True)
        ]
        db.execute("BEGIN IMMEDIATE")
        try:
            db.executemany(
                "INSERT OR REPLACE INTO vectors (memory_id, revision, model, dim, vec, at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                data,
            )
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
        done += len(part)
    return done
