"""The embedded SQLite backend: one file, WAL, a busy timeout, ``BEGIN IMMEDIATE`` writes.

Driver errors become cairn errors in one place (``store.sqlite_errors``). Events and their
projection rows are written in the same transaction; projections are derived by
``project.apply`` and can be rebuilt from the log at any time. The sync side of the log (the
log with each event's origin, foreign events, the cursors) is in ``store.sqlite_sync``.

Locks: opening a store under contention never fails before the busy timeout (switching a new
file to WAL and migrating it are retried while another process holds it); a writer runs its
``before_write`` steps (loading the secret detector) before ``BEGIN IMMEDIATE``, so the lock is
held only for SQLite's own work, and tells its ``on_wait`` callback once it has waited
``WAIT_NOTICE`` seconds for another writer. After a commit that changed a gate, the gate
snapshot beside the file is rewritten (``store.gatefile``), outside the lock. The reads a store
and a write transaction share, with the lexical candidates and the probe, are in
``store.sqlite_reads``.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from cairn import events as ev
from cairn import hlc
from cairn.errors import (
    CairnError,
    SchemaTooNew,
    StoreError,
)
from cairn.model import (
    Actor,
    Event,
    Memory,
    Scope,
    View,
)
from cairn.store import damage, gatefile, idref, migrations, project
from cairn.store.base import PROJECTIONS, EventFilter, Report, Selection
from cairn.store.event_query import events_sql
from cairn.store.predicate import read_predicate
from cairn.store.rows import memory_dict, row_to_event
from cairn.store.sqlite_errors import busy, translate
from cairn.store.sqlite_reads import _Reads
from cairn.store.sqlite_sync import _SyncLog
from cairn.store.vocab import DocFreq

DEFAULT_BUSY_TIMEOUT = 30.0
WAIT_NOTICE = 2.0  # seconds a writer waits for the lock before it says so


class _Tx(_Reads):
    def __init__(self, db: sqlite3.Connection, df: DocFreq) -> None:
        self.db = db
        self._df = df
        self.gates_changed = False  # the gate snapshot is rewritten after the commit
        self._last_hlc: str | None = None  # the log's greatest clock stamp, read at first append

    def put_cursor(self, row: dict[str, Any]) -> None:
        """Mining bookkeeping (ingest_cursors), written inside the lessons' transaction."""
        cols = ("path", "client", "offset", "lines", "head_len", "head_fp", "state", "updated_at")
        self.db.execute(
            f"INSERT OR REPLACE INTO ingest_cursors ({', '.join(cols)}) VALUES"
            f" ({', '.join('?' for _ in cols)})",
            [row[c] for c in cols],
        )

    def append(self, event: Event, *, merged: bool = False) -> Event:
        """Append ``event`` and apply it to the projections; returns it as stored (stamped with
        the log's next clock stamp unless it carries one, as an event pulled by sync does). A
        ``merged`` event (made by another store) is applied by ``sync.merge``'s rules."""
        if self._last_hlc is None:
            row = self.db.execute("SELECT max(hlc) FROM events").fetchone()
            self._last_hlc = str(row[0]) if row and row[0] else ""
        if not event.hlc:
            event = replace(event, hlc=hlc.next_stamp(event.at, self._last_hlc))
        if event.hlc > self._last_hlc:
            self._last_hlc = event.hlc
        insert_event(self.db, event, merged=merged)
        self.project(event, merged)
        if event.type == ev.NAMESPACE_ADOPTED:
            self.gates_changed = True  # the snapshot carries the adoptions too
        if not self.gates_changed and event.memory_id:
            row = self.db.execute(
                "SELECT kind FROM memories WHERE id = ?", (event.memory_id,)
            ).fetchone()
            self.gates_changed = row is not None and row[0] == "gate"
        return event

    def project(self, event: Event, merged: bool) -> None:
        """Apply one logged event to the projections (a merged one by the merge rules)."""
        if not merged:
            project.apply(self.db, event, self._df.wrote)
            return
        from cairn.sync import merge

        for e in merge.effective(self, event):
            project.apply(self.db, e, self._df.wrote)
            if not self.gates_changed and e.memory_id:
                row = self.db.execute(
                    "SELECT kind FROM memories WHERE id = ?", (e.memory_id,)
                ).fetchone()
                self.gates_changed = row is not None and row[0] == "gate"

    # -- reads the merge rules need -----------------------------------------------------------

    def memory_row(self, memory_id: str) -> dict[str, Any] | None:
        row = self.db.execute("SELECT * FROM memories WHERE id = ?", (memory_id,)).fetchone()
        return memory_dict(row) if row else None

    def claim_rows(self, namespace: str, claim_key: str) -> list[dict[str, Any]]:
        rows = self.db.execute(
            "SELECT * FROM memories WHERE namespace = ? AND claim_key = ? ORDER BY seq",
            (namespace, claim_key),
        ).fetchall()
        return [memory_dict(r) for r in rows]

    def event(self, event_id: str) -> Event | None:
        row = self.db.execute("SELECT * FROM events WHERE id = ?", (event_id,)).fetchone()
        return row_to_event(row) if row else None

    def memory_events(self, memory_id: str) -> list[Event]:
        rows = self.db.execute(
            "SELECT * FROM events WHERE memory_id = ? ORDER BY seq", (memory_id,)
        ).fetchall()
        return [row_to_event(r) for r in rows]


def insert_event(db: sqlite3.Connection, event: Event, *, merged: bool = False) -> Event:
    """Insert one event row. An event without a clock stamp (a purge's or a migration's record)
    gets the log's next one; into a log older than stamps (migration m013 stamps it on the way
    up) it goes without."""
    values: list[Any] = [
        event.id,
        event.at,
        event.namespace,
        event.actor.kind.value,
        event.actor.id,
        event.actor.client,
        event.actor.session,
        _actor_json(event.actor),
        event.type,
        event.memory_id,
        json.dumps(event.payload, sort_keys=True, ensure_ascii=False),
        json.dumps(event.prior, sort_keys=True, ensure_ascii=False) if event.prior else None,
        event.version,
    ]
    try:
        if not event.hlc:
            last = db.execute("SELECT max(hlc) FROM events").fetchone()[0]
            event = replace(event, hlc=hlc.next_stamp(event.at, last))
        db.execute(
            _INSERT_EVENT + ", hlc, merged) VALUES (" + ", ".join("?" * 15) + ")",
            [*values, event.hlc, 1 if merged else 0],
        )
    except sqlite3.OperationalError as exc:
        if "hlc" not in str(exc):
            raise
        db.execute(_INSERT_EVENT + ") VALUES (" + ", ".join("?" * 13) + ")", values)
        event = replace(event, hlc="")
    return event


_INSERT_EVENT = (
    "INSERT INTO events (id, at, namespace, actor_kind, actor_id, client, session, actor,"
    " type, memory_id, payload, prior, version"
)


@lru_cache(maxsize=256)
def _actor_json(actor: Actor) -> str:
    """An actor's stored form (a batch of writes has one actor: encoded once)."""
    return json.dumps(actor.as_dict(), sort_keys=True)


def connect(path: str, *, busy_timeout: float = DEFAULT_BUSY_TIMEOUT) -> sqlite3.Connection:
    db = sqlite3.connect(path, timeout=busy_timeout, isolation_level=None, check_same_thread=False)
    db.row_factory = sqlite3.Row
    # temporary tables (the analysis tables of ``search.lexical`` and ``store.vocab``) and
    # sorters in memory: on disk, every reuse of a freed temporary page was journalled to a file,
    # which tripled the cost of analysing a query once a batch of writes had freed some
    db.execute("PRAGMA temp_store = MEMORY")
    return db


class SQLiteStore(_SyncLog, _Reads):
    """A cairn store in one SQLite file (``:memory:`` for replays)."""

    def __init__(
        self,
        path: str | Path,
        *,
        busy_timeout: float | None = None,
        on_wait: Callable[[float], None] | None = None,
    ) -> None:
        """Open (and migrate) the store. ``on_wait`` is told, once per write, that the writer
        has waited ``WAIT_NOTICE`` seconds for another process's lock (the CLI says so on
        stderr)."""
        self.path = str(path)
        self._df = DocFreq()
        self._before_write: list[Callable[[], None]] = []
        self._on_wait = on_wait
        self._warm = False
        timeout = busy_timeout
        if timeout is None:
            timeout = float(os.environ.get("CAIRN_BUSY_TIMEOUT", DEFAULT_BUSY_TIMEOUT))
        self._timeout = timeout
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        with translate(self.path):
            self.db = connect(self.path, busy_timeout=timeout)
            try:
                self._open(time.monotonic() + timeout)
            except BaseException:
                self.db.close()
                raise
        if self.path != ":memory:" and not gatefile.path_for(self.path).exists():
            # a store made before snapshots, or a snapshot someone removed; in a read-only
            # folder or on a damaged file it cannot be written, and reads go on
            with suppress(CairnError):
                self.write_gatefile()

    def _open(self, deadline: float) -> None:
        """Check the schema, switch to WAL, migrate. Another process opening or writing the
        same new file can make a step answer "locked" without waiting (switching the journal
        mode takes an exclusive lock that SQLite does not wait for): the steps are idempotent,
        so they are retried until the busy timeout runs out."""
        pause = 0.005
        while True:
            try:
                self._open_once()
                return
            except sqlite3.OperationalError as exc:
                if not busy(exc) or time.monotonic() + pause > deadline:
                    raise
                if self.db.in_transaction:
                    self.db.execute("ROLLBACK")
            time.sleep(pause)
            pause = min(pause * 2, 0.1)

    def _open_once(self) -> None:
        self.db.execute(f"PRAGMA busy_timeout = {int(self._timeout * 1000)}")
        version = self.db.execute("PRAGMA user_version").fetchone()[0]
        if version > migrations.latest_version():
            raise SchemaTooNew(
                f"store {self.path} has schema version {version}, newer than this cairn"
                f" understands ({migrations.latest_version()})",
                hint="upgrade cairn; the store was left untouched",
            )
        if self.path != ":memory:":
            mode = self.db.execute("PRAGMA journal_mode").fetchone()[0]
            if mode != "wal":
                self.db.execute("PRAGMA journal_mode = WAL")
        self.db.execute("PRAGMA synchronous = NORMAL")
        self.db.execute("PRAGMA foreign_keys = ON")
        if version < migrations.latest_version():
            migrations.migrate(self.db)

    def before_write(self, step: Callable[[], None]) -> None:
        """Run ``step`` before every write transaction begins (never while the lock is held)."""
        if step not in self._before_write:
            self._before_write.append(step)

    def write_gatefile(self) -> None:
        """Rewrite the gate snapshot beside the store (``store.gatefile``)."""
        if self.path == ":memory:":
            return
        try:
            # under the snapshot's lock, read what is committed now and write it: two writers
            # changing gates at once both end with a snapshot holding both changes
            with gatefile.locked(self.path):
                with translate(self.path):
                    gates = gatefile.rows(self.db)
                    adopted = gatefile.adoptions(self.db)
                gatefile.write(self.path, gates, adopted)
        except OSError as exc:
            raise StoreError(
                f"the gate snapshot beside {self.path} could not be written: {exc}",
                hint="the change itself is saved; hooks read gates from the snapshot only"
                " when the store cannot be read. Fix the folder's permissions or space and"
                " run `cairn gate list`",
            ) from exc

    # -- writing -----------------------------------------------------------------------------

    @contextmanager
    def write(self) -> Iterator[_Tx]:
        """One write transaction. A store found damaged (``store.damage``) refuses every write
        until it is recovered; a write that meets corruption rolls back, commits nothing, and
        marks the store damaged. What a write needs is loaded before ``BEGIN``
        (``before_write``): nothing is imported or compiled while the lock is held."""
        if self.path != ":memory:":
            damage.refuse_if_marked(self.path)
        for step in self._before_write:
            step()
        with translate(self.path):
            if not self._warm:
                # the full-text indexes' first use in a process sets up their tokenizers and
                # reads their structure: done here, not while the write lock is held
                for fts in ("memories_fts", "memories_tri"):
                    self.db.execute(
                        f"SELECT rowid FROM {fts} WHERE {fts} MATCH '\"cairn\"' LIMIT 0"
                    )
                self._warm = True
            self._begin()
            tx = _Tx(self.db, self._df)
            try:
                self._df.refresh(self.db)
                yield tx
                self.db.execute("COMMIT")
            except BaseException as exc:
                if self.db.in_transaction:
                    self.db.execute("ROLLBACK")
                self._df.forget()
                if damage.is_corruption(exc) and self.path != ":memory:":
                    damage.mark(self.path, f"a write met corruption: {exc}")
                raise
            finally:
                self._df.end()
        if tx.gates_changed:
            self.write_gatefile()

    def _begin(self) -> None:
        """``BEGIN IMMEDIATE``; a writer kept waiting ``WAIT_NOTICE`` seconds by another
        process's lock tells ``on_wait`` once, then waits out the rest of the busy timeout."""
        if self._on_wait is None or self._timeout <= WAIT_NOTICE:
            self.db.execute("BEGIN IMMEDIATE")
            return
        self.db.execute(f"PRAGMA busy_timeout = {int(WAIT_NOTICE * 1000)}")
        try:
            try:
                self.db.execute("BEGIN IMMEDIATE")
                return
            except sqlite3.OperationalError as exc:
                if not busy(exc):
                    raise
            self._on_wait(WAIT_NOTICE)
            self.db.execute(f"PRAGMA busy_timeout = {int((self._timeout - WAIT_NOTICE) * 1000)}")
            self.db.execute("BEGIN IMMEDIATE")
        finally:
            self.db.execute(f"PRAGMA busy_timeout = {int(self._timeout * 1000)}")

    # -- reading -----------------------------------------------------------------------------

    def get(self, memory_id: str) -> Memory | None:
        with translate(self.path):
            return super().get(memory_id)

    def select(
        self, view: View, scope: Scope, at: str, sel: Selection = Selection()
    ) -> list[Memory]:
        with translate(self.path):
            return super().select(view, scope, at, sel)

    def resolve_id(self, ref: str, scope: Scope) -> str | None:
        """The memory ``ref`` names among the memories ``scope`` may see (the person's view of
        its namespaces), case-insensitive, ``#`` optional: the full id; else the one memory whose
        id ends with ``ref`` (a suffix of any length, as ids were always given); else, for 4 or
        more characters, the one memory whose short form (``#abcd1234``: the id's last 8
        characters, shown by every output) or full id starts with ``ref``.

        None when nothing in scope matches: a memory of another namespace is not found, exactly
        like one that does not exist, and never makes a reference ambiguous. UsageError when a
        reference of fewer than 4 characters matches nothing, and AmbiguousRef (a UsageError)
        when it matches more than one memory in scope; its message names none of them, its
        ``candidates`` carry their ids for a caller that may show them (a person)."""
        norm = idref.normalized(ref)
        if norm is None:
            return None
        ref = norm
        where, params = read_predicate(View.REVIEW, scope, at="")
        found: set[str] = set()
        # a prefix of the full id: the primary key's order makes this a range
        full_prefix = ("m.id >= ? AND m.id < ?", [ref, ref + "\x7f"])
        with translate(self.path):
            row = self.db.execute(
                f"SELECT m.id FROM memories m WHERE m.id = ? AND {where}", [ref, *params]
            ).fetchone()
            if row:
                return str(row[0])
            for cond, args in idref.partial_conditions(ref, full_prefix):
                found.update(
                    str(r[0])
                    for r in self.db.execute(
                        f"SELECT m.id FROM memories m WHERE {cond} AND {where}"
                        f" LIMIT {idref.CANDIDATES}",
                        [*args, *params],
                    )
                )
        return idref.settle(ref, found)

    def lexical(
        self, match: str, view: View, scope: Scope, at: str, *, limit: int, trigram: bool = False
    ) -> list[tuple[Memory, float]]:
        with translate(self.path):
            return super().lexical(match, view, scope, at, limit=limit, trigram=trigram)

    def events(self, flt: EventFilter) -> list[Event]:
        sql, params = events_sql(
            flt,
            edge_end=lambda end: f"json_extract(payload, '$.edge.{end}')",
            namespace_array=False,
        )
        with translate(self.path):
            return [row_to_event(r) for r in self.db.execute(sql, params).fetchall()]

    def iter_events(
        self, until: str | None = None, namespaces: Sequence[str] = ()
    ) -> Iterator[Event]:
        for event, _merged in self.iter_log(until=until, namespaces=namespaces):
            yield event

    def revisions(self, memory_id: str) -> list[dict[str, Any]]:
        with translate(self.path):
            rows = self.db.execute(
                "SELECT * FROM revisions WHERE memory_id = ? ORDER BY revision", (memory_id,)
            ).fetchall()
        out = []
        for r in rows:
            d = dict(r)
            d["evidence"] = json.loads(d["evidence"])
            out.append(d)
        return out

    _PROJECTIONS = (*PROJECTIONS, "anchors")

    def count(self, table: str) -> int:
        assert table == "events" or table in self._PROJECTIONS
        with translate(self.path):
            return int(self.db.execute(f"SELECT count(*) FROM {table}").fetchone()[0])

    # -- replay, rebuild, doctor -------------------------------------------------------------

    def replay_until(self, known_at: str, namespaces: Sequence[str] = ()) -> SQLiteStore:
        """A fresh in-memory store holding the projections (of ``namespaces``, or all) as they
        stood at ``known_at``."""
        other = SQLiteStore(":memory:")
        with other.write() as tx:
            for event, merged in self.iter_log(until=known_at, namespaces=namespaces):
                tx.append(event, merged=merged)
        return other

    def rebuild(self) -> Report:
        """Replay every event into fresh projections; refuse (and roll back) if a row that
        exists now would be missing afterwards (``store.sqlite_rebuild``)."""
        from cairn.store.sqlite_rebuild import rebuild

        return rebuild(self)

    def doctor(self) -> Report:
        """The store's health: SQLite's own check, the schema version, both full-text indexes
        against their rows, and the projections against a replay of the log."""
        from cairn.store.doctor import check

        with translate(self.path):
            return check(self)

    def close(self) -> None:
        self.db.close()
