"""What only a shared PostgreSQL database must add to the contract: row-level security as a
second wall (raw SQL as the application role reads and writes nothing of another namespace),
change notifications per namespace, its own migrations, concurrent writers that lose nothing,
and a database that is down answering with a clear error."""

from __future__ import annotations

import json
import threading
import time
from typing import Any

import psycopg
import pytest

from cairn.errors import SchemaTooNew, StoreUnavailable
from cairn.model import Actor, Candidate, Kind, Scope, View
from cairn.service import MemoryService
from cairn.store import pg_migrations
from cairn.store.pg_db import PgDatabase
from cairn.store.postgres import PostgresStore
from tests.conftest import NS_A, NS_B, USER_NS

APP = pg_migrations.APP_ROLE


@pytest.fixture
def db(pg_url: str) -> Any:
    d = PgDatabase(pg_url)
    yield d
    d.close()


def _svc(db: PgDatabase, ns: str, user: str = USER_NS) -> MemoryService:
    scope = Scope(ns, user)
    return MemoryService(PostgresStore(db, scope.namespaces), scope)


def _two_tenants(db: PgDatabase, person: Actor) -> tuple[str, str]:
    a, b = _svc(db, NS_A, "user:a"), _svc(db, NS_B, "user:b")
    try:
        ma = a.add(Candidate("Tenant A deploys with helm charts", NS_A, Kind.COMMAND), person)
        mb = b.add(Candidate("Tenant B deploys with nomad jobs", NS_B, Kind.COMMAND), person)
        b.reject(
            b.add(Candidate("Tenant B once used ansible", NS_B), person).memory.id,
            person,
        )
        return ma.memory.id, mb.memory.id
    finally:
        a.close()
        b.close()


def _as_app(url: str, namespaces: list[str] | None) -> Any:
    """A raw connection as the application role, naming ``namespaces`` (or nothing)."""
    conn = psycopg.connect(url, autocommit=True)
    conn.execute(f"SET ROLE {APP}")
    if namespaces is not None:
        conn.execute("SELECT set_config('cairn.namespaces', %s, false)", (json.dumps(namespaces),))
    return conn


@pytest.mark.parametrize(
    "table", ["memories", "events", "revisions", "sources", "verdicts", "edges", "citations"]
)
def test_raw_sql_as_the_application_role_reads_nothing_of_another_namespace(
    db: PgDatabase, pg_url: str, person: Actor, table: str
) -> None:
    _two_tenants(db, person)
    with _as_app(pg_url, [NS_A, "user:a"]) as conn:
        # a WHERE clause that asks for B's rows, or for every row: only A's ever come back
        wrong = conn.execute(
            f"SELECT count(*) FROM {table} WHERE namespace = %s", (NS_B,)
        ).fetchone()[0]
        spaces = {r[0] for r in conn.execute(f"SELECT DISTINCT namespace FROM {table}")}
    assert wrong == 0
    assert spaces <= {NS_A, "user:a"}
    with db.owner_lock:  # control: B's rows exist, as the owner sees
        owner = (
            db.owner_connection()
            .execute(f"SELECT count(*) AS n FROM {table} WHERE namespace = %s", (NS_B,))
            .fetchone()["n"]
        )
    if table not in ("edges", "citations"):
        assert owner > 0


def test_the_application_role_naming_no_namespace_sees_nothing_and_may_not_read_tokens(
    db: PgDatabase, pg_url: str, person: Actor
) -> None:
    _two_tenants(db, person)
    with _as_app(pg_url, None) as conn:
        assert conn.execute("SELECT count(*) FROM memories").fetchone()[0] == 0
        assert conn.execute("SELECT count(*) FROM events").fetchone()[0] == 0
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("SELECT * FROM tokens")
    with _as_app(pg_url, [NS_A]) as conn:  # control: naming A shows A's rows
        assert conn.execute("SELECT count(*) FROM memories").fetchone()[0] == 1


def test_the_application_role_cannot_write_into_another_namespace_or_rewrite_the_log(
    db: PgDatabase, pg_url: str, person: Actor
) -> None:
    ma, mb = _two_tenants(db, person)
    with _as_app(pg_url, [NS_A]) as conn:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute(
                "INSERT INTO policies (namespace, key, value, at, event_id)"
                " VALUES (%s, 'admission', '\"open\"', 'now', 'x')",
                (NS_B,),
            )
        # an UPDATE aimed at B's memory touches no row (it cannot see it)
        cur = conn.execute("UPDATE memories SET text = 'pwned' WHERE id = %s", (mb,))
        assert cur.rowcount == 0
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("DELETE FROM events")
        cur = conn.execute("UPDATE memories SET rank_penalty = 0.5 WHERE id = %s", (ma,))
        assert cur.rowcount == 1  # control: A's own row is A's to write
    b = _svc(db, NS_B, "user:b")
    try:
        assert b.get(mb).text == "Tenant B deploys with nomad jobs"
    finally:
        b.close()


def test_a_store_bound_to_one_namespace_finds_nothing_of_another_by_any_read(
    db: PgDatabase, person: Actor
) -> None:
    ma, mb = _two_tenants(db, person)
    a = _svc(db, NS_A, "user:a")
    try:
        store = a.store
        # the store's own reads, asked outright for B's rows (no read predicate in the way)
        assert store.get(mb) is None
        assert store.namespace_of(mb) is None
        assert store.verdicts(None) == []
        assert store.sources(mb) == []
        assert {
            e.namespace for e in store.events(__import__("cairn").store.base.EventFilter())
        } == {NS_A}
        wide = Scope(NS_B, "user:b")  # a scope of B handed to A's store by mistake
        assert store.select(View.REVIEW, wide, a.clock()) == []
        assert store.get(ma) is not None  # control
    finally:
        a.close()


def test_a_write_announces_itself_on_its_namespace_channel_only(
    db: PgDatabase, person: Actor
) -> None:
    heard: dict[str, list[tuple[str, int]]] = {}

    def listen(ns: str) -> None:
        heard[ns] = db.listen([ns], timeout=8.0)

    threads = [threading.Thread(target=listen, args=(ns,)) for ns in (NS_A, NS_B)]
    for t in threads:
        t.start()
    import time

    time.sleep(0.5)  # both listening
    a = _svc(db, NS_A)
    try:
        a.add(Candidate("A change for the feed", NS_A), person)
    finally:
        a.close()
    for t in threads:
        t.join()
    assert [ns for ns, _ in heard[NS_A]] == [NS_A]
    assert heard[NS_A][0][1] > 0
    assert heard[NS_B] == []  # B's listener heard nothing of A's write


def test_migrations_run_once_on_a_blank_database_and_twice_change_nothing(pg_server: Any) -> None:
    url = pg_server.new_database(migrated=False)
    try:
        first = PgDatabase(url)
        with first.owner_lock:
            applied = pg_migrations.applied(first.owner_connection())
        assert applied == sorted(pg_migrations.latest())
        assert first.migrate() == []
        first.close()
        again = PgDatabase(url)  # opening again runs nothing
        assert again.migrate() == []
        again.close()
    finally:
        pg_server.drop(url)


def test_a_database_migrated_by_a_newer_cairn_is_refused_untouched(pg_url: str) -> None:
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute("INSERT INTO schema_migrations (name) VALUES ('m999_from_the_future')")
        before = conn.execute("SELECT count(*) FROM schema_migrations").fetchone()[0]
    with pytest.raises(SchemaTooNew):
        PgDatabase(pg_url)
    with psycopg.connect(pg_url, autocommit=True) as conn:
        assert conn.execute("SELECT count(*) FROM schema_migrations").fetchone()[0] == before


def test_concurrent_writers_of_one_namespace_lose_nothing_and_duplicate_nothing(
    db: PgDatabase, person: Actor
) -> None:
    errors: list[BaseException] = []

    def writer(i: int) -> None:
        svc = _svc(db, NS_A)
        try:
            for j in range(15):
                svc.add(
                    Candidate(f"Writer {i} wrote note number {j} about queue {i * 100 + j}", NS_A),
                    person,
                )
            svc.add(Candidate("Every writer says the same thing once", NS_A), person)
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)
        finally:
            svc.close()

    threads = [threading.Thread(target=writer, args=(i,)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    a = _svc(db, NS_A)
    try:
        mems = a.memories(View.REVIEW)
        assert len(mems) == 6 * 15 + 1  # the shared claim corroborated, never duplicated
        shared = [m for m in mems if m.text.startswith("Every writer")]
        assert shared[0].evidence_count == 6
        assert a.store.doctor().ok
    finally:
        a.close()


def test_a_database_that_is_down_is_a_clear_error_and_the_next_call_recovers(
    pg_server: Any, person: Actor
) -> None:
    url = pg_server.new_database()
    db = PgDatabase(url)
    svc = _svc(db, NS_A)
    try:
        kept = svc.add(Candidate("Written before the outage", NS_A), person).memory.id
        with psycopg.connect(pg_server.admin_url, autocommit=True) as admin:
            name = url.partition("?")[0].rsplit("/", 1)[1]
            admin.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s",
                (name,),
            )
        with pytest.raises(StoreUnavailable, match="cannot be reached"):
            svc.add(Candidate("Written during the outage", NS_A), person)
        svc.close()
        svc = _svc(db, NS_A)  # a new request, a new connection from the pool
        texts = {m.text for m in svc.memories(View.REVIEW)}
        assert texts == {"Written before the outage"}  # nothing lost, nothing half-written
        assert svc.get(kept)
    finally:
        svc.close()
        db.close()
        pg_server.drop(url)


def test_unreachable_database_url_is_store_unavailable() -> None:
    with pytest.raises(StoreUnavailable):
        PgDatabase("postgresql://nobody@127.0.0.1:1/none?connect_timeout=1")


def test_nearest_neighbours_come_through_the_read_predicate_and_the_wall(
    db: PgDatabase, person: Actor, agent: Actor
) -> None:
    a = _svc(db, NS_A)
    b = _svc(db, NS_B, "user:b")
    try:
        served = a.add(Candidate("Vectors near the query", NS_A), person).memory
        waiting = a.add(Candidate("A proposal near the query too", NS_A), agent).memory
        other = b.add(Candidate("Another tenant's memory near the query", NS_B), person).memory
        store_a, store_b = a.store, b.store
        assert isinstance(store_a, PostgresStore) and isinstance(store_b, PostgresStore)
        at = a.clock()
        assert (
            store_a.put_vectors(
                [
                    (served.id, 1, "m", [1.0, 0.0, 0.0], at),
                    (waiting.id, 1, "m", [0.9, 0.1, 0.0], at),
                ]
            )
            == 2
        )
        assert store_a.put_vectors([(other.id, 1, "m", [1.0, 0.0, 0.0], at)]) == 0  # not A's
        assert store_b.put_vectors([(other.id, 1, "m", [1.0, 0.0, 0.0], at)]) == 1
        near = store_a.nearest([1.0, 0.0, 0.0], "m", View.SEARCH, a.scope, at, k=5)
        assert [mid for mid, _ in near] == [served.id]  # the proposal and B's never surface
        assert near[0][1] == pytest.approx(1.0)
        review = store_a.nearest([1.0, 0.0, 0.0], "m", View.REVIEW, a.scope, at, k=5)
        assert [mid for mid, _ in review] == [served.id, waiting.id]  # control: a person's view
    finally:
        a.close()
        b.close()


def test_pooled_connections_the_server_dropped_are_replaced_and_bound_before_a_read(
    pg_url: str, person: Actor
) -> None:
    """No separate check when a connection is lent: its binding is its first statement. When
    the server has dropped every pooled connection (a restart), the next request still gets a
    live one, bound to its own namespaces only."""
    db = PgDatabase(pg_url, pool_max=3)
    try:
        ma, mb = _two_tenants(db, person)
        lent = [db.app_connection() for _ in range(3)]
        for conn in lent:
            db.release(conn)  # the pool holds three connections
        owner = db.owner_connection()  # (the test's only user of it)
        pids = [
            r["pid"]
            for r in owner.execute(
                "SELECT pid FROM pg_stat_activity WHERE datname = current_database()"
                " AND pid <> pg_backend_pid() AND backend_type = 'client backend'"
            ).fetchall()
        ]
        assert len(pids) >= 3
        owner.execute("SELECT pg_terminate_backend(p) FROM unnest(%s::int[]) AS p", (pids,))
        left = pids
        for _ in range(1000):  # a backend ends a moment after being told to
            left = [
                r["pid"]
                for r in owner.execute(
                    "SELECT pid FROM pg_stat_activity WHERE pid = ANY(%s)", (pids,)
                ).fetchall()
            ]
            if not left:
                break
            time.sleep(0.01)
        assert not left
        a = _svc(db, NS_A, "user:a")
        try:
            assert a.get(ma, View.REVIEW).id == ma
            assert a.store.get(mb) is None  # bound: B's memory is not seen
        finally:
            a.close()
    finally:
        db.close()
