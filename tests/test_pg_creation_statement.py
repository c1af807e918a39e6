"""On PostgreSQL a memory's creation (its event, memory row, first revision and source) is sent
as one statement (``pg_project.creation``, a data-modifying WITH): the rows it writes are the
ones the projector writes part by part, which a rebuild (a replay through ``pg_project.apply``)
and the doctor's replay both confirm; an event with any other part is projected as before."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from cairn.model import Actor, ActorKind, Candidate, Kind, Scope
from cairn.service import MemoryService
from cairn.store import pg_project
from cairn.store.pg_db import PgDatabase
from cairn.store.postgres import PostgresStore
from tests.conftest import NS_A, USER_NS

AGENT = Actor(ActorKind.AGENT, "claude-code", client="claude-code", session="s-1", vouched=True)
PERSON = Actor(ActorKind.HUMAN, "alice")
TABLES = {
    "memories": "SELECT * FROM memories ORDER BY id",
    "revisions": "SELECT * FROM revisions ORDER BY memory_id, revision",
    "sources": "SELECT namespace, memory_id, event_id, revision, kind, client, agent, session,"
    " vouched FROM sources ORDER BY event_id",
    "edges": "SELECT src, dst, type, namespace, event_id FROM edges ORDER BY src, dst",
}


@pytest.fixture
def db(pg_url: str) -> Iterator[PgDatabase]:
    d = PgDatabase(pg_url)
    yield d
    d.close()


def _rows(db: PgDatabase) -> dict[str, list[dict[str, Any]]]:
    with db.owner_lock:
        conn = db.owner_connection()
        out = {t: [dict(r) for r in conn.execute(q).fetchall()] for t, q in TABLES.items()}
    for r in out["memories"]:
        r.pop("seq", None)  # a rebuild numbers the rows again
    return out


def test_a_created_memory_holds_the_rows_a_replay_makes(db: PgDatabase) -> None:
    scope = Scope(NS_A, USER_NS)
    svc = MemoryService(PostgresStore(db, scope.namespaces), scope)
    try:
        fact = Candidate(
            "The deploy job copies artifacts with rsync",
            NS_A,
            Kind.FACT,
            subject="deploy job",
            predicate="copies artifacts with",
            object="rsync",
        )
        old = svc.add(fact, PERSON).memory.id
        new = svc.add(
            Candidate(
                "The deploy job copies artifacts with scp",
                NS_A,
                Kind.FACT,
                subject="deploy job",
                predicate="copies artifacts with",
                object="scp",
            ),
            AGENT,
        )
        assert new.action == "created" and new.memory.contested_by == (old,)
        again = svc.add(Candidate("The deploy job copies artifacts with rsync", NS_A), AGENT)
        assert again.action in ("corroborated", "created")
    finally:
        svc.close()
    written = _rows(db)
    assert len(written["memories"]) >= 2 and len(written["sources"]) >= 3
    owner = PostgresStore(db, None)
    try:
        assert owner.doctor().ok
        owner.rebuild()
    finally:
        owner.close()
    assert _rows(db) == written


def test_only_a_creation_is_one_statement() -> None:
    from cairn.ids import new_ulid
    from cairn.model import Event

    def event(payload: dict[str, Any]) -> Event:
        return Event(
            id=new_ulid(),
            at="2026-12-04T00:00:00.000000Z",
            namespace=NS_A,
            actor=AGENT,
            type="memory.created",
            memory_id=new_ulid(),
            payload=payload,
        )

    create = {"create": {"id": "x", "namespace": NS_A, "text": "t"}, "source": {"kind": "cli"}}
    assert pg_project.creation(event(create)) is not None
    assert pg_project.creation(event({**create, "edge": {"src": "a", "dst": "b"}})) is None
    assert pg_project.creation(event({"set": {"status": "active"}})) is None
