"""Per-session de-duplication: what a session was already shown is not repeated within a window.

This is delivery state, not memory state: it records which memory (and revision) cairn put in
front of a session, and when. It lives in the small ``shown`` table (migration ``m004_shown``)
outside the event log on purpose: it is derived and ephemeral, carries no belief, is never read by
the read predicate, and deleting it only means a session may see a note twice. It must never hold
memory text, and nothing may decide visibility from it.

A memory whose revision changed since it was shown counts as new (the session has not seen the
new text). The window defaults to ``WINDOW_MINUTES`` (``CAIRN_SHOWN_WINDOW`` minutes overrides).
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterable
from datetime import timedelta

from cairn.store.base import Store
from cairn.timeutil import fmt, to_datetime

WINDOW_MINUTES = 45.0
BUSY_MS = 200  # a hook waits at most this long for the write lock, then skips recording


def _db(store: Store) -> sqlite3.Connection | None:
    db = getattr(store, "db", None)
    return db if isinstance(db, sqlite3.Connection) else None


def window() -> float:
    try:
        return float(os.environ.get("CAIRN_SHOWN_WINDOW", WINDOW_MINUTES))
    except ValueError:
        return WINDOW_MINUTES


def _session(session: str) -> str:
    """The session id as stored: redacted like everything cairn writes (the hook record has
    already done it; a session given on the command line has not)."""
    from cairn.policy.redact import redact

    return redact(session).text


def recently_shown(store: Store, session: str, now: str) -> dict[str, int]:
    """memory id -> revision shown to ``session`` within the window before ``now``."""
    db = _db(store)
    if db is None:
        return {}
    session = _session(session)
    since = fmt(to_datetime(now) - timedelta(minutes=window()))
    try:
        rows = db.execute(
            "SELECT memory_id, revision FROM shown WHERE session = ? AND at >= ?", (session, since)
        ).fetchall()
    except sqlite3.OperationalError:
        return {}
    return {str(r[0]): int(r[1]) for r in rows}


def remember(store: Store, session: str, items: Iterable[tuple[str, int]], now: str) -> None:
    """Record delivery; fails open (a locked store must not break the agent's prompt)."""
    db = _db(store)
    session = _session(session)  # before the transaction: nothing slow while it holds the lock
    rows = [(session, mid, rev, now) for mid, rev in items]
    if db is None or not rows:
        return
    old = int(db.execute("PRAGMA busy_timeout").fetchone()[0])
    db.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
    try:
        db.execute("BEGIN IMMEDIATE")
        try:
            db.executemany(
                "INSERT INTO shown (session, memory_id, revision, at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (session, memory_id) DO UPDATE SET revision = excluded.revision,"
                " at = excluded.at",
                rows,
            )
            cutoff = fmt(to_datetime(now) - timedelta(days=2))
            db.execute("DELETE FROM shown WHERE at < ?", (cutoff,))
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
    except sqlite3.Error:
        return
    finally:
        db.execute(f"PRAGMA busy_timeout = {old}")


def forget(store: Store, session: str) -> None:
    """Clear a session's delivery record (after compaction the context no longer holds it)."""
    db = _db(store)
    if db is None:
        return
    try:
        db.execute("DELETE FROM shown WHERE session = ?", (session,))
    except sqlite3.Error:
        return
