"""Writers of one namespace take turns in the process before they take a pooled connection
(``PgDatabase.writer_turn``): while one writes, the others wait holding no connection, so a
reader is served from the pool at once; the writes still all land, each in its own
transaction, and writers of another namespace do not wait for them."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest

from cairn.model import Actor, ActorKind, Candidate, Scope
from cairn.service import MemoryService
from cairn.store.pg_db import PgDatabase
from cairn.store.postgres import PostgresStore
from tests.conftest import NS_A, NS_B, USER_NS

POOL = 2


@pytest.fixture
def db(pg_url: str) -> Any:
    d = PgDatabase(pg_url, pool_max=POOL)
    yield d
    d.close()


def _store(db: PgDatabase, ns: str) -> PostgresStore:
    return PostgresStore(db, Scope(ns, USER_NS).namespaces)


def _hold_write(db: PgDatabase, ns: str, entered: threading.Event, go: threading.Event) -> None:
    store = _store(db, ns)
    try:
        with store.write():
            entered.set()
            go.wait(20)
    finally:
        store.close()


def _add(db: PgDatabase, ns: str, text: str, out: list[str], user_ns: str = USER_NS) -> None:
    scope = Scope(ns, user_ns)
    svc = MemoryService(PostgresStore(db, scope.namespaces), scope)
    try:
        out.append(svc.add(Candidate(text, ns), Actor(ActorKind.HUMAN, "alice")).memory.id)
    finally:
        svc.close()


def test_writers_waiting_for_their_turn_leave_the_pool_to_readers(db: PgDatabase) -> None:
    entered, go = threading.Event(), threading.Event()
    holder = threading.Thread(target=_hold_write, args=(db, NS_A, entered, go))
    holder.start()
    assert entered.wait(10)
    made: list[str] = []
    waiting = [
        threading.Thread(target=_add, args=(db, NS_A, f"Waiting writer {i} notes a fact", made))
        for i in range(POOL + 1)
    ]
    for t in waiting:
        t.start()
    time.sleep(0.5)  # they are queued behind the holder by now
    try:
        assert made == []  # still waiting: the holder has the namespace's turn
        t0 = time.monotonic()
        reader = _store(db, NS_A)
        try:
            assert reader.get("01J0000000000000000000000Z") is None
        finally:
            reader.close()
        took = time.monotonic() - t0
        # from the pool (the pool's own wait is 5 s before a connection is made outside it)
        assert took < 2.0 and not db._direct
        # control: a writer of other namespaces is not held back by namespace A's queue (of
        # another person too: a store bound to the same user namespace takes that namespace's
        # turn as well, which the holder has)
        other: list[str] = []
        t0 = time.monotonic()
        _add(db, NS_B, "Namespace B writes while A's writers wait", other, "user:other")
        assert len(other) == 1 and made == []
        assert time.monotonic() - t0 < 10.0  # not after the holder let go (20 s)
    finally:
        go.set()
        holder.join(20)
        for t in waiting:
            t.join(30)
    assert len(made) == POOL + 1  # every queued write landed, one transaction each
    with db.owner_lock:
        rows = db.owner_connection().execute(
            "SELECT text FROM memories WHERE namespace = %s", (NS_A,)
        )
        texts = {r["text"] for r in rows.fetchall()}
    assert texts == {f"Waiting writer {i} notes a fact" for i in range(POOL + 1)}
