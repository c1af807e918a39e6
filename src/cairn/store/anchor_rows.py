"""The ``anchors`` projection and the anchor check's bookkeeping, in SQL.

``apply`` is called by the projector (``store.project``) for an event carrying an ``anchors``
part: ``op: record`` replaces a memory's anchors with the event's items (at admission, after an
edit, when a person re-verifies), ``op: check`` updates the columns named in each item (a check
that found an anchor broken, followed a rename or re-verified a changed region). The same
function runs on append and on ``rebuild``, so the table is always derivable from the log.

The bookkeeping tables (``anchor_files``, ``anchor_scans``, ``touched``; migration
``m009_anchors``) are not memory state: they only let a check skip what cannot have changed,
and a session remember which files its tools touched. Losing them costs time, never a belief.

This module reads and writes rows only: it never opens a file of the working tree, never runs
git, and never decides whether a memory is stale (``cairn.anchors`` does).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from cairn.model import Event

# The columns an ``op: check`` item may set (anything else in an item is ignored).
UPDATABLE = (
    "path",
    "target",
    "locator",
    "fingerprint",
    "claims",
    "pinned",
    "commit_id",
    "status",
    "reason",
)
COLUMNS = (
    "memory_id",
    "idx",
    "namespace",
    "revision",
    "kind",
    "name",
    "path",
    "base",
    "target",
    "locator",
    "fingerprint",
    "claims",
    "pinned",
    "commit_id",
    "verified_at",
    "status",
    "reason",
    "event_id",
)


def base_of(path: str) -> str:
    return path.rstrip("/").rsplit("/", 1)[-1]


def _value(name: str, value: Any) -> Any:
    if name == "claims":
        return json.dumps(list(value or []), ensure_ascii=False)
    if name == "pinned":
        return 1 if value else 0
    return value


def apply(db: sqlite3.Connection, event: Event) -> None:
    """Project one event's ``anchors`` part (see the module docstring)."""
    part = event.payload["anchors"]
    mid = event.memory_id
    if part.get("op") == "record":
        db.execute("DELETE FROM anchors WHERE memory_id = ?", (mid,))
        commit = part.get("commit")
        for item in part.get("items", []):
            path = str(item["path"])
            db.execute(
                f"INSERT INTO anchors ({', '.join(COLUMNS)}) VALUES"
                f" ({', '.join('?' for _ in COLUMNS)})",
                (
                    mid,
                    int(item["idx"]),
                    event.namespace,
                    int(part.get("revision", 1)),
                    item["kind"],
                    item["name"],
                    path,
                    base_of(path),
                    item.get("target") or item["name"],
                    item.get("locator") or "",
                    item["fingerprint"],
                    _value("claims", item.get("claims")),
                    _value("pinned", item.get("pinned")),
                    item.get("commit_id", commit),
                    event.at,
                    item.get("status", "ok"),
                    item.get("reason"),
                    event.id,
                ),
            )
        return
    for item in part.get("items", []):
        changes = {k: _value(k, item[k]) for k in UPDATABLE if k in item}
        if not changes:
            continue
        if "path" in changes:
            changes["base"] = base_of(str(changes["path"]))
        if "fingerprint" in changes or "commit_id" in changes:
            changes["verified_at"] = event.at
        assigns = ", ".join(f"{k} = ?" for k in changes)
        db.execute(
            f"UPDATE anchors SET {assigns}, event_id = ? WHERE memory_id = ? AND idx = ?",
            [*changes.values(), event.id, mid, int(item["idx"])],
        )


def decode(row: sqlite3.Row | Mapping[str, Any]) -> dict[str, Any]:
    d = dict(row)
    d["claims"] = tuple(json.loads(d.get("claims") or "[]"))
    d["pinned"] = bool(d.get("pinned"))
    return d


_LIVE = "m.status IN ('active', 'proposed') AND m.review != 'rejected'"
_JOINED = (
    "SELECT a.*, m.text AS memory_text, m.flags AS memory_flags, m.revision AS memory_revision"
    " FROM anchors a JOIN memories m ON m.id = a.memory_id"
)


def _tuples(db: sqlite3.Connection) -> sqlite3.Cursor:
    """A cursor returning plain tuples (a bulk read on the hook path: no Row objects)."""
    cur = db.cursor()
    cur.row_factory = None
    return cur


def anchored_paths(db: sqlite3.Connection, namespace: str) -> list[str]:
    """Every path an anchor of ``namespace`` is bound to (from the path index alone)."""
    rows = _tuples(db).execute(
        "SELECT DISTINCT path FROM anchors WHERE namespace = ?", (namespace,)
    )
    return [r[0] for r in rows]


def anchored_with_stats(
    db: sqlite3.Connection, namespace: str, root: str
) -> list[tuple[str, str | None]]:
    """(path, stat remembered at the last check or None) for every anchored path, in one read
    (the session-start hook's first query)."""
    return (
        _tuples(db)
        .execute(
            "SELECT p.path, f.stat FROM (SELECT DISTINCT path FROM anchors WHERE namespace = ?) p"
            " LEFT JOIN anchor_files f ON f.root = ? AND f.path = p.path",
            (namespace, root),
        )
        .fetchall()
    )


_LEAN = (
    "SELECT a.*, m.revision AS memory_revision FROM anchors a JOIN memories m ON m.id = a.memory_id"
)


def rows_for(
    db: sqlite3.Connection, namespace: str, paths: Sequence[str] | None = None
) -> list[dict[str, Any]]:
    """Anchors of live memories of ``namespace`` (bound to ``paths`` when given), each with its
    memory's current revision."""
    sql = f"{_LEAN} WHERE a.namespace = ? AND {_LIVE}"
    out: list[dict[str, Any]] = []
    if paths is None:
        rows = db.execute(sql + " ORDER BY a.memory_id, a.idx", (namespace,)).fetchall()
        return [decode(r) for r in rows]
    todo = list(dict.fromkeys(paths))
    for i in range(0, len(todo), 500):
        chunk = todo[i : i + 500]
        marks = ", ".join("?" for _ in chunk)
        out += [
            decode(r)
            for r in db.execute(f"{sql} AND a.path IN ({marks})", (namespace, *chunk)).fetchall()
        ]
    return out


def rows_of(db: sqlite3.Connection, memory_ids: Sequence[str]) -> list[dict[str, Any]]:
    """Every anchor of these memories (any status), in order."""
    out: list[dict[str, Any]] = []
    ids = list(dict.fromkeys(memory_ids))
    for i in range(0, len(ids), 500):
        chunk = ids[i : i + 500]
        marks = ", ".join("?" for _ in chunk)
        out += [
            decode(r)
            for r in db.execute(
                f"{_JOINED} WHERE a.memory_id IN ({marks}) ORDER BY a.memory_id, a.idx", chunk
            ).fetchall()
        ]
    return out


def by_base(db: sqlite3.Connection, namespaces: Sequence[str], bases: Iterable[str]) -> list[Any]:
    """(memory_id, path, kind, status) of anchors whose file name is one of ``bases``."""
    names = sorted(set(bases))
    if not names:
        return []
    marks = ", ".join("?" for _ in names)
    nmarks = ", ".join("?" for _ in namespaces)
    return db.execute(
        "SELECT memory_id, path, kind, status FROM anchors"
        f" WHERE namespace IN ({nmarks}) AND base IN ({marks})",
        [*namespaces, *names],
    ).fetchall()


def has_any(db: sqlite3.Connection) -> bool:
    return db.execute("SELECT 1 FROM anchors LIMIT 1").fetchone() is not None


# -- bookkeeping (not memory state) ------------------------------------------------------------


def put_file_stats(
    db: sqlite3.Connection, root: str, stats: Mapping[str, str | None], at: str
) -> None:
    """Inside the caller's transaction: remember (or, for None, forget) each path's stat."""
    gone = [(root, p) for p, s in stats.items() if s is None]
    kept = [(root, p, s, at) for p, s in stats.items() if s is not None]
    if gone:
        db.executemany("DELETE FROM anchor_files WHERE root = ? AND path = ?", gone)
    if kept:
        db.executemany(
            "INSERT INTO anchor_files (root, path, stat, at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (root, path) DO UPDATE SET stat = excluded.stat, at = excluded.at",
            kept,
        )


def last_scan(db: sqlite3.Connection, namespace: str, root: str) -> tuple[int, str | None]:
    """(event seq scanned to, commit checked last) of ``namespace`` in the tree at ``root``."""
    row = db.execute(
        "SELECT seq, head FROM anchor_scans WHERE namespace = ? AND root = ?", (namespace, root)
    ).fetchone()
    return (int(row[0]), row[1]) if row else (0, None)


def put_scan(
    db: sqlite3.Connection, namespace: str, root: str, seq: int, head: str | None, at: str
) -> None:
    db.execute(
        "INSERT INTO anchor_scans (namespace, root, seq, head, at) VALUES (?, ?, ?, ?, ?)"
        " ON CONFLICT (namespace, root) DO UPDATE SET seq = max(seq, excluded.seq),"
        " head = excluded.head, at = excluded.at",
        (namespace, root, seq, head, at),
    )


def texts_since(
    db: sqlite3.Connection, namespace: str, seq: int, upto: int
) -> list[tuple[int, str]]:
    """(event seq, memory id) of every memory of ``namespace`` whose text was written (created
    or revised) after event ``seq`` and up to ``upto``, oldest first, each memory once at its
    last such event."""
    rows = db.execute(
        "SELECT max(seq), memory_id FROM events WHERE seq > ? AND seq <= ? AND namespace = ?"
        " AND type IN ('memory.created', 'memory.revised') AND memory_id IS NOT NULL"
        " GROUP BY memory_id ORDER BY max(seq)",
        (seq, upto, namespace),
    ).fetchall()
    return [(int(r[0]), str(r[1])) for r in rows]


def texts_pending(db: sqlite3.Connection, namespace: str, seq: int) -> bool:
    """Whether a memory text of ``namespace`` was written after event ``seq``."""
    row = db.execute(
        "SELECT 1 FROM events WHERE seq > ? AND namespace = ?"
        " AND type IN ('memory.created', 'memory.revised') LIMIT 1",
        (seq, namespace),
    ).fetchone()
    return row is not None


def stale_paths(db: sqlite3.Connection, namespace: str) -> list[str]:
    """Paths of the stale anchors of ``namespace`` (re-verified whenever HEAD moves)."""
    rows = db.execute(
        "SELECT DISTINCT path FROM anchors WHERE namespace = ?"
        " AND status IN ('changed', 'renamed', 'missing')",
        (namespace,),
    )
    return [str(r[0]) for r in rows]


def last_seq(db: sqlite3.Connection) -> int:
    row = db.execute("SELECT max(seq) FROM events").fetchone()
    return int(row[0] or 0)


def touch(db: sqlite3.Connection, session: str, paths: Sequence[str], at: str) -> None:
    """Inside the caller's transaction: ``session``'s tools touched ``paths`` at ``at``."""
    db.executemany(
        "INSERT INTO touched (session, path, at) VALUES (?, ?, ?)"
        " ON CONFLICT (session, path) DO UPDATE SET at = excluded.at",
        [(session, p, at) for p in paths],
    )


def touched_by(db: sqlite3.Connection, session: str, since: str, limit: int = 20) -> list[str]:
    rows = db.execute(
        "SELECT path FROM touched WHERE session = ? AND at >= ? ORDER BY at DESC LIMIT ?",
        (session, since, limit),
    )
    return [str(r[0]) for r in rows]


def forget_touched(db: sqlite3.Connection, before: str) -> None:
    db.execute("DELETE FROM touched WHERE at < ?", (before,))
