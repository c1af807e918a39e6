"""Migration m010: a write stamps its event after the newest event its namespaces hold, read
with one index lookup per bound namespace instead of a walk back over other tenants' newer
events; the value is the one the bound connection's ``max(hlc)`` gives."""

from __future__ import annotations

import json
from typing import Any

import psycopg
import pytest

from cairn.model import Actor, Candidate, Scope
from cairn.service import MemoryService
from cairn.store import pg_migrations
from cairn.store.pg_db import PgDatabase
from cairn.store.postgres import PostgresStore
from tests.conftest import NS_A, NS_B

APP = pg_migrations.APP_ROLE
NEW = (
    "SELECT max(last.h) AS h FROM unnest(%s::text[]) AS ns(name),"
    " LATERAL (SELECT max(hlc) AS h FROM events WHERE namespace = ns.name) last"
)


@pytest.fixture
def db(pg_url: str) -> Any:
    d = PgDatabase(pg_url)
    yield d
    d.close()


def _svc(db: PgDatabase, ns: str, user: str) -> MemoryService:
    scope = Scope(ns, user)
    return MemoryService(PostgresStore(db, scope.namespaces), scope)


def _as_app(url: str, namespaces: list[str]) -> Any:
    conn = psycopg.connect(url, autocommit=True)
    conn.execute(f"SET ROLE {APP}")
    conn.execute("SELECT set_config('cairn.namespaces', %s, false)", (json.dumps(namespaces),))
    return conn


def _newest(url: str, namespace: str) -> str:
    with psycopg.connect(url, autocommit=True) as conn:
        row = conn.execute(
            "SELECT max(hlc) FROM events WHERE namespace = %s", (namespace,)
        ).fetchone()
    assert row is not None
    return str(row[0])


def test_a_quiet_tenants_write_is_stamped_after_its_own_newest_event(
    db: PgDatabase, pg_url: str, person: Actor
) -> None:
    a = _svc(db, NS_A, "user:a")
    b = _svc(db, NS_B, "user:b")
    try:
        a.add(Candidate("The quiet tenant deploys on mondays", NS_A), person)
        before = _newest(pg_url, NS_A)
        for i in range(25):  # the busy tenant's events are all newer
            b.add(Candidate(f"Busy tenant note number {i} about caching", NS_B), person)
        assert _newest(pg_url, NS_B) > before
        with _as_app(pg_url, [NS_A]) as conn:
            conn.execute("SET enable_seqscan = off")  # a table this small might be scanned
            old = conn.execute("SELECT max(hlc) FROM events").fetchone()
            new = conn.execute(NEW, ([NS_A],)).fetchone()
            plan = "\n".join(
                str(r[0]) for r in conn.execute("EXPLAIN " + NEW, ([NS_A],)).fetchall()
            )
        assert old is not None and new is not None
        assert new[0] == old[0] == before  # the same value the bound max(hlc) gives
        assert "events_namespace_hlc" in plan, plan
        a.add(Candidate("The quiet tenant's second note about backups", NS_A), person)
        assert _newest(pg_url, NS_A) > before
    finally:
        a.close()
        b.close()


def test_bound_to_several_namespaces_the_newest_of_all_of_them_counts(
    db: PgDatabase, pg_url: str, person: Actor
) -> None:
    a = _svc(db, NS_A, "user:a")
    b = _svc(db, NS_B, "user:b")
    try:
        a.add(Candidate("Tenant A keeps logs for thirty days", NS_A), person)
        b.add(Candidate("Tenant B keeps logs for ninety days", NS_B), person)
    finally:
        a.close()
        b.close()
    with _as_app(pg_url, [NS_A, NS_B]) as conn:
        old = conn.execute("SELECT max(hlc) FROM events").fetchone()
        new = conn.execute(NEW, ([NS_A, NS_B],)).fetchone()
    assert old is not None and new is not None
    assert new[0] == old[0] == max(_newest(pg_url, NS_A), _newest(pg_url, NS_B))
    with _as_app(pg_url, ["proj:nobody"]) as conn:  # a namespace with no event: no stamp
        none = conn.execute(NEW, (["proj:nobody"],)).fetchone()
    assert none is not None and none[0] is None
