"""The PostgreSQL backend: the storage contract (``store.base``) on a shared database.

A ``PostgresStore`` is one caller's view of a ``PgDatabase``: bound to the namespaces of a scope
(a project and its user namespace, or a token's), every statement runs as the application role
in a transaction that names those namespaces, so row-level security is a second wall behind the
one read predicate (``store.predicate``, the same SQL fragment SQLite uses, in PostgreSQL's
placeholders). A store opened without namespaces is the administrator's (the owner role): it sees
the whole database, for migrations, tokens, rebuild and doctor.

Writes: one transaction per write, holding its events and their projection rows
(``pg_project``; a memory's creation is sent with its event as one statement); writers of the
same namespace take turns on an advisory lock (as SQLite's single writer), writers of different
namespaces run side by side, and the commit announces the new events on each namespace's
channel (LISTEN/NOTIFY, ``PgDatabase.listen``).

Lexical search: a generated ``tsvector`` (text weight A, tags weight B) ranked by ``ts_rank``
stands for SQLite's porter FTS5 and BM25; a generated array of trigrams with a GIN index stands
for FTS5's trigram index (identifiers inside longer tokens). The query analysis the pipeline
needs (stems, document frequencies) is answered by PostgreSQL's own parser (``query_terms``,
``stems``), so stems agree with the index exactly, as they do on SQLite; document frequencies
are read from ``memory_terms``, kept by a trigger with every write. A bound store looks for
full-text candidates in ``memory_match`` (where the GIN indexes apply under row-level security,
see ``pg_migrations.m008_search_paths``) and reads the rows themselves from ``memories``; it
ranks only a query's best postings (``memory_postings``, ``pg_migrations.m009_term_postings``)
and the matches holding two of its lexemes, which have the whole ranking's top.

The reads a store and a write transaction share, with the lexical candidates and their query
analysis, are in ``store.pg_reads``. It must never run a statement on the application role
outside a bound transaction, and never read another namespace's rows for a bound caller.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, nullcontext
from dataclasses import replace
from typing import Any

from cairn import hlc
from cairn.errors import UsageError
from cairn.model import Event, Scope, View
from cairn.store import idref, pg_project
from cairn.store.base import PROJECTIONS, EventFilter, Report, rows_restored
from cairn.store.event_query import events_sql
from cairn.store.pg_db import PgDatabase, channel, translate
from cairn.store.pg_reads import _COLS, _marks, _Reads, predicate
from cairn.store.rows import memory_dict, row_to_event

_LOCK_CLASS = 0x63616972  # advisory locks of writers: (class, hashtext(namespace))
_GLOBAL = 0
_PROJECTIONS = PROJECTIONS


class _Tx(_Reads):
    """One write transaction: its reads see its own writes."""

    def __init__(self, db: PgDatabase, conn: Any, namespaces: tuple[str, ...] | None) -> None:
        self.db = db
        self._c = conn
        self._spaces = namespaces
        self._last_hlc: str | None = None
        self.touched: dict[str, int] = {}  # namespace -> last seq written (notified at commit)
        # each namespace's policies, read whole on the first ``policy`` (one statement for the
        # several keys admission reads), forgotten whenever an event is projected
        self._policies: dict[str, dict[str, str]] = {}

    @contextmanager
    def _conn(self) -> Iterator[Any]:
        yield self._c

    def _namespaces(self) -> tuple[str, ...] | None:
        return self._spaces

    def put_cursor(self, row: dict[str, Any]) -> None:
        cols = ("path", "client", "offset", "lines", "head_len", "head_fp", "state", "updated_at")
        ns = (self._spaces or ("",))[0]
        self._c.execute(
            f"INSERT INTO ingest_cursors (namespace, {', '.join(_q(c) for c in cols)}) VALUES"
            f" (%s, {_marks(len(cols))}) ON CONFLICT (path) DO UPDATE SET "
            + ", ".join(f"{_q(c)} = excluded.{_q(c)}" for c in cols[1:]),
            [ns, *(row[c] for c in cols)],
        )

    def append(self, event: Event, *, merged: bool = False) -> Event:
        """Append and project ``event`` (a ``merged`` one, made by another store, by the merge
        rules of ``sync.merge``); returns it as stored, with its clock stamp."""
        if self._last_hlc is None:
            if self._spaces:
                # one index read per bound namespace (``events_namespace_hlc``), the same value
                # as the bound connection's max(hlc) over every event it may see
                row = self._c.execute(
                    "SELECT max(last.h) AS h FROM unnest(%s::text[]) AS ns(name),"
                    " LATERAL (SELECT max(hlc) AS h FROM events WHERE namespace = ns.name) last",
                    (list(self._spaces),),
                ).fetchone()
            else:
                row = self._c.execute("SELECT max(hlc) AS h FROM events").fetchone()
            self._last_hlc = str(row["h"]) if row and row["h"] else ""
        if not event.hlc:
            event = replace(event, hlc=hlc.next_stamp(event.at, self._last_hlc))
        if event.hlc > self._last_hlc:
            self._last_hlc = event.hlc
        made = None if merged else pg_project.creation(event)
        if made is not None:  # a memory's creation: one statement with its event
            seq = insert_event(self._c, event, projection=made)
            self._policies.clear()
        else:
            seq = insert_event(self._c, event, merged=merged)
            self.project(event, merged)
        self.touched[event.namespace] = seq
        return event

    def policy(self, namespace: str, key: str) -> Any:
        known = self._policies.get(namespace)
        if known is None:
            rows = self._c.execute(
                "SELECT key, value FROM policies WHERE namespace = %s", (namespace,)
            ).fetchall()
            known = self._policies[namespace] = {str(r["key"]): str(r["value"]) for r in rows}
        raw = known.get(key)
        return json.loads(raw) if raw is not None else None

    def project(self, event: Event, merged: bool) -> None:
        self._policies.clear()  # an event may set a policy
        if not merged:
            pg_project.apply(self._c, event)
            return
        from cairn.sync import merge

        for e in merge.effective(self, event):
            pg_project.apply(self._c, e)

    # -- reads the merge rules need -------------------------------------------------------

    def memory_row(self, memory_id: str) -> dict[str, Any] | None:
        row = self._c.execute(
            f"SELECT {_COLS}, m.last_event FROM memories m WHERE m.id = %s", (memory_id,)
        ).fetchone()
        return memory_dict(row) if row else None

    def claim_rows(self, namespace: str, claim_key: str) -> list[dict[str, Any]]:
        rows = self._c.execute(
            f"SELECT {_COLS}, m.last_event FROM memories m WHERE m.namespace = %s"
            " AND m.claim_key = %s"
            " ORDER BY m.seq",
            (namespace, claim_key),
        ).fetchall()
        return [memory_dict(r) for r in rows]

    def event(self, event_id: str) -> Event | None:
        row = self._c.execute("SELECT * FROM events WHERE id = %s", (event_id,)).fetchone()
        return row_to_event(row) if row else None

    def memory_events(self, memory_id: str) -> list[Event]:
        rows = self._c.execute(
            "SELECT * FROM events WHERE memory_id = %s ORDER BY seq", (memory_id,)
        ).fetchall()
        return [row_to_event(r) for r in rows]


def _q(col: str) -> str:
    return '"offset"' if col == "offset" else col


def insert_event(
    conn: Any,
    event: Event,
    *,
    merged: bool = False,
    projection: Sequence[pg_project.Statement] = (),
) -> int:
    """Insert ``event``; with the ``projection`` statements in the same statement (each a
    data-modifying WITH query: one round trip; they write other tables and read none of what
    the others write)."""
    with_ = ", ".join(f"p{i} AS ({sql})" for i, (sql, _) in enumerate(projection))
    row = conn.execute(
        (f"WITH {with_} " if with_ else "")
        + "INSERT INTO events (id, hlc, at, namespace, actor_kind, actor_id, client, session,"
        " actor, type, memory_id, payload, prior, version, merged) VALUES"
        f" ({_marks(15)}) RETURNING seq",
        [x for _, params in projection for x in params]
        + [
            event.id,
            event.hlc,
            event.at,
            event.namespace,
            event.actor.kind.value,
            event.actor.id,
            event.actor.client,
            event.actor.session,
            json.dumps(event.actor.as_dict(), sort_keys=True),
            event.type,
            event.memory_id,
            json.dumps(event.payload, sort_keys=True, ensure_ascii=False),
            json.dumps(event.prior, sort_keys=True, ensure_ascii=False) if event.prior else None,
            event.version,
            merged,
        ],
    ).fetchone()
    return int(row["seq"])


class PostgresStore(_Reads):
    """One caller's view of a cairn database on PostgreSQL (see the module docstring)."""

    def __init__(
        self, db: PgDatabase, namespaces: Sequence[str] | None, *, owns_db: bool = False
    ) -> None:
        """``namespaces``: what every transaction may see and write (None: the owner's view of
        the whole database). ``owns_db``: ``close`` closes the database too."""
        self.db = db
        self.path = db.where
        self.bound = tuple(dict.fromkeys(namespaces)) if namespaces is not None else None
        self._owns_db = owns_db
        self._held: Any = None  # the application connection this store uses until closed
        self._before_write: list[Callable[[], None]] = []

    @classmethod
    def open(cls, url: str, namespaces: Sequence[str] | None) -> PostgresStore:
        """A store on its own database connections (closed with it)."""
        return cls(PgDatabase(url), namespaces, owns_db=True)

    @classmethod
    def for_scope(cls, db: PgDatabase, scope: Scope) -> PostgresStore:
        return cls(db, scope.namespaces)

    def _namespaces(self) -> tuple[str, ...] | None:
        return self.bound

    @contextmanager
    def _session(self) -> Iterator[Any]:
        """The connection this store's statements run on: the owner's (serialised) or its own
        application connection from the pool."""
        if self.bound is None:
            with self.db.owner_lock:
                yield self.db.owner_connection()
            return
        if self._held is None:
            # bound for as long as this store holds it; the pool forgets it when given back
            self._held = self.db.bound_connection(self.bound)
        yield self._held

    @contextmanager
    def _conn(self) -> Iterator[Any]:
        """A connection for reads (each statement its own transaction)."""
        with translate(self.path), self._session() as conn:
            yield conn

    @contextmanager
    def _transaction(self) -> Iterator[Any]:
        with translate(self.path), self._session() as conn, conn.transaction():
            yield conn

    def before_write(self, step: Callable[[], None]) -> None:
        if step not in self._before_write:
            self._before_write.append(step)

    # -- writing -----------------------------------------------------------------------------

    @contextmanager
    def write(self) -> Iterator[_Tx]:
        """One write transaction: its events and their projection rows commit together or not
        at all; writers of the same namespaces take turns, the commit notifies listeners."""
        for step in self._before_write:
            step()
        # a store that holds no connection yet waits for its turn in the process without one
        # (``PgDatabase.writer_turn``); one that holds one already (it read first) waits on
        # the advisory lock alone, as before, so a turn's holder never waits for a connection
        # that a writer queued behind it holds
        queue = self.bound is not None and self._held is None
        turn = self.db.writer_turn(self.bound) if queue and self.bound else nullcontext()
        with turn, self._transaction() as conn:
            if self.bound is None:
                conn.execute("SELECT pg_advisory_xact_lock(%s, %s)", (_LOCK_CLASS, _GLOBAL))
            else:
                # one round trip: a select list is evaluated left to right, so the locks are
                # still taken in this order (the shared one, then each namespace's, sorted)
                spaces = sorted(set(self.bound))
                conn.execute(
                    "SELECT pg_advisory_xact_lock_shared(%s, %s)"
                    + "".join(", pg_advisory_xact_lock(%s, hashtext(%s))" for _ in spaces),
                    [_LOCK_CLASS, _GLOBAL, *(x for ns in spaces for x in (_LOCK_CLASS + 1, ns))],
                )
            tx = _Tx(self.db, conn, self.bound)
            yield tx
            notes = sorted(tx.touched.items())
            if notes:  # one round trip for every namespace written
                conn.execute(
                    "SELECT " + ", ".join("pg_notify(%s, %s)" for _ in notes),
                    [x for ns, seq in notes for x in (channel(ns), str(seq))],
                )

    def append_foreign(self, events: Sequence[Event]) -> list[Event]:
        """Append events made by another store (sync), keeping their ids and clock stamps; an
        event this database already holds is skipped. Returns the events appended now."""
        out: list[Event] = []
        with self.write() as tx:
            ids = [e.id for e in events]
            have = {
                str(r["id"])
                for r in tx._c.execute("SELECT id FROM events WHERE id = ANY(%s)", (ids,))
            }
            for e in events:
                if e.id in have:
                    continue
                have.add(e.id)
                out.append(tx.append(e, merged=True))
        return out

    # -- reading -----------------------------------------------------------------------------

    def resolve_id(self, ref: str, scope: Scope) -> str | None:
        """``SQLiteStore.resolve_id``, in SQL: the full id; else the one memory in scope whose
        id ends with ``ref``; else, for 4 or more characters, the one whose short form or full
        id starts with it. A memory of another namespace is never found and never makes a
        reference ambiguous (the predicate, and row-level security under it)."""
        norm = idref.normalized(ref)
        if norm is None:
            return None
        ref = norm
        where, params = predicate(View.REVIEW, scope, at="")
        found: set[str] = set()
        full_prefix = ("left(m.id, ?) = ?", [len(ref), ref])
        with self._conn() as c:
            row = c.execute(
                f"SELECT m.id FROM memories m WHERE m.id = %s AND {where}", [ref, *params]
            ).fetchone()
            if row:
                return str(row["id"])
            for cond, args in idref.partial_conditions(ref, full_prefix):
                found.update(
                    str(r["id"])
                    for r in c.execute(
                        f"SELECT m.id FROM memories m WHERE {cond.replace('?', '%s')} AND {where}"
                        f" LIMIT {idref.CANDIDATES}",
                        [*args, *params],
                    ).fetchall()
                )
        return idref.settle(ref, found)

    def events(self, flt: EventFilter) -> list[Event]:
        sql, params = events_sql(
            flt, edge_end=lambda end: f"(payload::jsonb #>> '{{edge,{end}}}')", namespace_array=True
        )
        with self._conn() as c:
            return [row_to_event(r) for r in c.execute(sql.replace("?", "%s"), params).fetchall()]

    def iter_events(
        self, until: str | None = None, namespaces: Sequence[str] = ()
    ) -> Iterator[Event]:
        for _seq, event, _merged in self.log_after(0, until=until, namespaces=namespaces):
            yield event

    def log_after(
        self,
        seq: int,
        *,
        until: str | None = None,
        namespaces: Sequence[str] = (),
        limit: int | None = None,
    ) -> Iterator[tuple[int, Event, bool]]:
        """Events past ``seq`` (this database's log position), in log order, in pages, each
        as (seq, event, whether it arrived by sync)."""
        last = seq
        page = 1000 if limit is None else min(limit, 1000)
        given = 0
        while True:
            sql = "SELECT * FROM events WHERE seq > %s"
            params: list[Any] = [last]
            if until:
                sql += " AND at <= %s"
                params.append(until)
            if namespaces:
                sql += " AND namespace = ANY(%s)"
                params.append(list(namespaces))
            sql += " ORDER BY seq LIMIT %s"
            params.append(page)
            with self._conn() as c:
                rows = c.execute(sql, params).fetchall()
            for r in rows:
                yield int(r["seq"]), row_to_event(r), bool(r["merged"])
                given += 1
                if limit is not None and given >= limit:
                    return
            if len(rows) < page:
                return
            last = int(rows[-1]["seq"])

    def known_ids(self, ids: Sequence[str]) -> set[str]:
        """Which of these event ids this store's log holds."""
        if not ids:
            return set()
        with self._conn() as c:
            rows = c.execute("SELECT id FROM events WHERE id = ANY(%s)", (list(ids),)).fetchall()
        return {str(r["id"]) for r in rows}

    def seq_of(self, event_id: str) -> int | None:
        with self._conn() as c:
            row = c.execute("SELECT seq FROM events WHERE id = %s", (event_id,)).fetchone()
        return int(row["seq"]) if row else None

    def last_seq(self) -> int:
        with self._conn() as c:
            row = c.execute("SELECT coalesce(max(seq), 0) AS s FROM events").fetchone()
        return int(row["s"])

    def revisions(self, memory_id: str) -> list[dict[str, Any]]:
        with self._conn() as c:
            rows = c.execute(
                "SELECT memory_id, revision, text, claim_key, known_at, effective_at, evidence,"
                " event_id FROM revisions WHERE memory_id = %s ORDER BY revision",
                (memory_id,),
            ).fetchall()
        out = []
        for r in rows:
            d = dict(r)
            d["evidence"] = json.loads(d["evidence"])
            out.append(d)
        return out

    def count(self, table: str) -> int:
        assert table in {"events", *_PROJECTIONS}
        with self._conn() as c:
            return int(c.execute(f"SELECT count(*) AS n FROM {table}").fetchone()["n"])

    # -- vectors (pgvector) -------------------------------------------------------------------

    def put_vectors(self, rows: Sequence[tuple[str, int, str, Sequence[float], str]]) -> int:
        """Store embeddings ``(memory_id, revision, model, values, at)`` of memories this store
        can see (derived state: no event). Returns how many were stored."""
        n = 0
        with self._transaction() as c:
            for mid, rev, model, values, at in rows:
                found = c.execute("SELECT namespace FROM memories WHERE id = %s", (mid,)).fetchone()
                if found is None:
                    continue
                c.execute(
                    "INSERT INTO vectors (namespace, memory_id, revision, model, dim, vec, at)"
                    " VALUES (%s, %s, %s, %s, %s, %s::text::vector, %s) ON CONFLICT (memory_id)"
                    " DO UPDATE SET revision = excluded.revision, model = excluded.model,"
                    " dim = excluded.dim, vec = excluded.vec, at = excluded.at",
                    (found["namespace"], mid, rev, model, len(values), _vec(values), at),
                )
                n += 1
        return n

    def nearest(
        self, values: Sequence[float], model: str, view: View, scope: Scope, at: str, *, k: int
    ) -> list[tuple[str, float]]:
        """The ``k`` memories (through the read predicate) nearest to ``values`` by cosine,
        with their current revision's vector only: ``(id, cosine similarity)``."""
        where, params = predicate(view, scope, at=at)
        sql = (
            "SELECT m.id, 1 - (v.vec <=> %s::text::vector) AS sim FROM vectors v"
            " JOIN memories m ON m.id = v.memory_id AND m.revision = v.revision"
            f" WHERE v.model = %s AND v.dim = %s AND {where}"
            " ORDER BY v.vec <=> %s::text::vector LIMIT %s"
        )
        vec = _vec(values)
        with self._conn() as c:
            rows = c.execute(sql, [vec, model, len(values), *params, vec, k]).fetchall()
        return [(str(r["id"]), float(r["sim"])) for r in rows]

    # -- replay, rebuild, doctor ------------------------------------------------------------

    def replay_until(self, known_at: str, namespaces: Sequence[str] = ()) -> Any:
        """The projections (of ``namespaces``, or all this store sees) as they stood at
        ``known_at``, replayed into a store in memory: a read, so nothing here is written."""
        from cairn.store.sqlite import SQLiteStore

        other = SQLiteStore(":memory:")
        with other.write() as tx:
            for _seq, event, merged in self.log_after(0, until=known_at, namespaces=namespaces):
                tx.append(event, merged=merged)
        return other

    def _snapshot(self, c: Any) -> dict[str, set[Any]]:
        def keys(sql: str) -> set[Any]:
            return {r["k"] for r in c.execute(sql)}

        return {
            "memories": keys("SELECT id AS k FROM memories"),
            "sources": keys("SELECT event_id || ':' || memory_id AS k FROM sources"),
            "revisions": keys("SELECT memory_id || ':' || revision AS k FROM revisions"),
            "edges": keys("SELECT src || ':' || dst || ':' || type AS k FROM edges"),
            "verdicts": keys("SELECT namespace || ':' || claim_key AS k FROM verdicts"),
            "citations": keys("SELECT event_id AS k FROM citations"),
            "policies": keys("SELECT namespace || ':' || key AS k FROM policies"),
            "adoptions": keys("SELECT identity AS k FROM adoptions"),
        }

    def rebuild(self) -> Report:
        """Replay every event into fresh projections in one transaction; refuse (and roll
        back) if a row that exists now would be missing afterwards. The administrator's: a
        team database is rebuilt whole, never one namespace under another's rows."""
        if self.bound is not None:
            raise UsageError(
                "rebuilding a team database is the administrator's work",
                hint="a team database is rebuilt whole, by its owner (the role its URL names)",
            )
        report = Report()
        with self.write() as tx:
            c = tx._c
            before = self._snapshot(c)
            c.execute("TRUNCATE " + ", ".join(_PROJECTIONS) + " RESTART IDENTITY")
            n = 0
            last = 0
            while True:
                rows = c.execute(
                    "SELECT * FROM events WHERE seq > %s ORDER BY seq LIMIT 1000", (last,)
                ).fetchall()
                for r in rows:
                    tx.project(row_to_event(r), bool(r["merged"]))
                    n += 1
                if len(rows) < 1000:
                    break
                last = int(rows[-1]["seq"])
            after = self._snapshot(c)
            restored = rows_restored(before, after)
        report.add("replayed", True, f"{n} events")
        report.add("restored", True, json.dumps(restored, sort_keys=True) if restored else "none")
        return report

    def doctor(self) -> Report:
        """The database's health: migrations, and every projection this store sees against a
        replay of the events it sees."""
        from cairn.store import pg_doctor

        return pg_doctor.check(self)

    def close(self) -> None:
        held, self._held = self._held, None
        if held is not None:
            self.db.release(held)
        if self._owns_db:
            self.db.close()


def _vec(values: Sequence[float]) -> str:
    return "[" + ",".join(repr(float(v)) for v in values) + "]"
