"""The contract suite: every test here runs once per backend (SQLite, and PostgreSQL on a real
server), through the service, with the same assertions.

``backend`` opens services the way production does: SQLite through its migrations on a file,
PostgreSQL through its migrations on a fresh database, each service bound to its scope's
namespaces (row-level security on). ``backend.sql`` runs raw SQL as the store's owner, for
tests that look under the service (``?`` placeholders on both)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cairn.model import Scope
from cairn.service import MemoryService
from cairn.store.base import Store
from cairn.timeutil import Clock, now
from tests.conftest import NS_A, NS_B, USER_NS


class Backend:
    name = ""
    integrity_error: type[BaseException] = Exception

    def __init__(self) -> None:
        self._open: list[Any] = []

    def store(self, scope: Scope) -> Store:
        raise NotImplementedError

    def admin_store(self) -> Store:
        """A store that sees every namespace (SQLite: the file; PostgreSQL: the owner)."""
        raise NotImplementedError

    def open(self, scope: Scope, *, clock: Clock = now) -> MemoryService:
        svc = MemoryService(self.store(scope), scope, clock=clock)
        self._open.append(svc)
        return svc

    def sql(self, query: str, params: tuple[Any, ...] | list[Any] = ()) -> list[dict[str, Any]]:
        raise NotImplementedError

    def close(self) -> None:
        for s in reversed(self._open):
            s.close()


class SQLiteBackend(Backend):
    name = "sqlite"
    integrity_error = sqlite3.IntegrityError

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path

    def store(self, scope: Scope) -> Store:
        from cairn.store.sqlite import SQLiteStore

        s = SQLiteStore(self.path)
        return s

    def admin_store(self) -> Store:
        s = self.store(Scope("", ""))
        self._open.append(s)
        return s

    def sql(self, query: str, params: tuple[Any, ...] | list[Any] = ()) -> list[dict[str, Any]]:
        db = sqlite3.connect(self.path, isolation_level=None)
        db.row_factory = sqlite3.Row
        try:
            return [dict(r) for r in db.execute(query, params).fetchall()]
        finally:
            db.close()


class PostgresBackend(Backend):
    name = "postgres"

    def __init__(self, url: str) -> None:
        import psycopg

        from cairn.store.pg_db import PgDatabase

        super().__init__()
        self.integrity_error = psycopg.errors.IntegrityError
        self.url = url
        self.db = PgDatabase(url)

    def store(self, scope: Scope) -> Store:
        from cairn.store.postgres import PostgresStore

        return PostgresStore(self.db, scope.namespaces)

    def admin_store(self) -> Store:
        from cairn.store.postgres import PostgresStore

        return PostgresStore(self.db, None)

    def sql(self, query: str, params: tuple[Any, ...] | list[Any] = ()) -> list[dict[str, Any]]:
        with self.db.owner_lock:
            cur = self.db.owner_connection().execute(query.replace("?", "%s"), params)
            return [dict(r) for r in cur.fetchall()] if cur.description else []

    def close(self) -> None:
        super().close()
        self.db.close()


@pytest.fixture(params=["sqlite", "postgres"])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Backend]:
    if request.param == "sqlite":
        b: Backend = SQLiteBackend(tmp_path / "store" / "cairn.db")
        yield b
        b.close()
        return
    server = request.getfixturevalue("pg_server")
    url = server.new_database()
    b = PostgresBackend(url)
    try:
        yield b
    finally:
        b.close()
        server.drop(url)


@pytest.fixture
def svc(backend: Backend) -> MemoryService:
    return backend.open(Scope(NS_A, USER_NS))


@pytest.fixture
def svc_b(backend: Backend) -> MemoryService:
    return backend.open(Scope(NS_B, USER_NS))


@pytest.fixture
def pg_statements(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every statement sent on a PostgreSQL connection (in process) while the test runs, its
    whitespace folded: on PostgreSQL each is a round trip."""
    import psycopg

    seen: list[str] = []
    execute = psycopg.Cursor.execute

    def counted(self: psycopg.Cursor[object], query: object, *args: object, **kw: object) -> object:
        seen.append(" ".join(str(query).split()))
        return execute(self, query, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(psycopg.Cursor, "execute", counted)
    yield seen
