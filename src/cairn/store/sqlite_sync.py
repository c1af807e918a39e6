"""The SQLite store's side of sync: the log read in order with each event's origin, events
made by another store appended by the merge rules, the per-remote cursors, and a page of the
log past a position (``sync.client`` pushes and pulls with these).

``_SyncLog`` is composed into ``SQLiteStore``; it holds no state of its own and reads the
store's connection. It must never rewrite an event: a foreign event keeps its id and clock
stamp, and one the store already holds is skipped.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager
from typing import Any, Protocol

from cairn.model import Event
from cairn.store.rows import row_to_event
from cairn.store.sqlite_errors import translate


class _Appender(Protocol):
    """What a write transaction offers the sync methods."""

    db: sqlite3.Connection

    def append(self, event: Event, *, merged: bool = False) -> Event: ...


class _Host(Protocol):
    """What the store composing ``_SyncLog`` offers it."""

    path: str
    db: sqlite3.Connection

    def write(self) -> AbstractContextManager[_Appender]: ...

    def _begin(self) -> None: ...


class _SyncLog:
    """The sync-log methods of ``SQLiteStore``."""

    def iter_log(
        self: _Host, until: str | None = None, namespaces: Sequence[str] = ()
    ) -> Iterator[tuple[Event, bool]]:
        """The log in order, each event with whether it arrived by sync (``merged``)."""
        sql = "SELECT * FROM events WHERE 1 = 1"
        params: list[Any] = []
        if until:
            sql += " AND at <= ?"
            params.append(until)
        if namespaces:
            sql += f" AND namespace IN ({', '.join('?' for _ in namespaces)})"
            params += list(namespaces)
        with translate(self.path):
            cur = self.db.execute(sql + " ORDER BY seq", params)
            while batch := cur.fetchmany(1000):
                for row in batch:
                    yield row_to_event(row), bool(row["merged"])

    def append_foreign(self: _Host, events: Sequence[Event]) -> list[Event]:
        """Append events made by another store (sync), keeping their ids and clock stamps and
        applying them by the merge rules; one this store holds already is skipped. Returns
        the events appended now."""
        out: list[Event] = []
        with self.write() as tx:
            for e in events:
                if tx.db.execute("SELECT 1 FROM events WHERE id = ?", (e.id,)).fetchone():
                    continue
                out.append(tx.append(e, merged=True))
        return out

    def sync_cursor(self: _Host, remote: str) -> tuple[int, int]:
        """How far this store has pushed to and pulled from ``remote``: (local log position,
        the server's log position)."""
        with translate(self.path):
            row = self.db.execute(
                "SELECT pushed, pulled FROM sync_cursors WHERE remote = ?", (remote,)
            ).fetchone()
        return (int(row[0]), int(row[1])) if row else (0, 0)

    def set_sync_cursor(
        self: _Host,
        remote: str,
        namespace: str,
        *,
        pushed: int | None = None,
        pulled: int | None = None,
    ) -> None:
        """Bookkeeping, not memory state: written in a small transaction of its own."""
        from cairn.timeutil import now

        at = now()
        with translate(self.path):
            self._begin()
            try:
                self.db.execute(
                    "INSERT INTO sync_cursors (remote, namespace, pushed, pulled, at)"
                    " VALUES (?, ?, ?, ?, ?) ON CONFLICT (remote) DO UPDATE SET"
                    " pushed = coalesce(?, pushed), pulled = coalesce(?, pulled), at = ?",
                    (remote, namespace, pushed or 0, pulled or 0, at, pushed, pulled, at),
                )
                self.db.execute("COMMIT")
            except BaseException:
                if self.db.in_transaction:
                    self.db.execute("ROLLBACK")
                raise

    def events_after(
        self: _Host, seq: int, *, namespaces: Sequence[str] = (), limit: int = 500
    ) -> list[tuple[int, Event, bool]]:
        """Events past log position ``seq``: (seq, event, merged), in log order."""
        sql = "SELECT * FROM events WHERE seq > ?"
        params: list[Any] = [seq]
        if namespaces:
            sql += f" AND namespace IN ({', '.join('?' for _ in namespaces)})"
            params += list(namespaces)
        with translate(self.path):
            rows = self.db.execute(sql + " ORDER BY seq LIMIT ?", [*params, limit]).fetchall()
        return [(int(r["seq"]), row_to_event(r), bool(r["merged"])) for r in rows]
