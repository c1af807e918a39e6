"""A store left at ANY older migration upgrades on open to the same schema a new store gets.

For every prefix of the migrations (SQLite and PostgreSQL), a blank database is migrated to that
version by the code of those migrations, then opened the way production opens it. The upgraded
schema must equal a freshly created one in structure (columns with types, defaults and
nullability; indexes; views; triggers; on PostgreSQL also functions, row-level security and its
policies, and the application role's grants), and the upgraded store must work: a write, a
search, the doctor. A migration that only works from the version just before it, or that leaves an
older store without an index, a policy or a grant a new one has, fails here."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import psycopg
import pytest

from cairn.model import Actor, ActorKind, Candidate, Scope
from cairn.service import MemoryService
from cairn.store import migrations, pg_migrations
from cairn.store.pg_db import PgDatabase
from cairn.store.postgres import PostgresStore
from cairn.store.sqlite import SQLiteStore
from tests.conftest import NS_A, NS_B, USER_NS

PERSON = Actor(ActorKind.HUMAN, "alice", client="cli")


# -- SQLite -------------------------------------------------------------------------------------


def _sqlite_structure(path: Path) -> dict[str, Any]:
    """The schema as structure, not text: ALTER TABLE ADD COLUMN leaves other CREATE text than a
    fresh CREATE TABLE, so tables compare by their columns, indexes by their columns."""
    db = sqlite3.connect(path)
    try:
        out: dict[str, Any] = {}
        objects = db.execute(
            "SELECT type, name, tbl_name, sql FROM sqlite_master"
            " WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name"
        ).fetchall()
        for kind, name, table, sql in objects:
            if kind == "table":
                if sql and sql.upper().startswith("CREATE VIRTUAL TABLE"):
                    out[f"virtual {name}"] = " ".join(sql.split())
                    continue
                cols = db.execute(f'PRAGMA table_xinfo("{name}")').fetchall()
                # by name: a column added later sits at the end, a fresh table may place it anywhere
                out[f"table {name}"] = sorted(
                    (c[1], c[2].upper(), c[3], c[4], c[5], c[6]) for c in cols
                )
            elif kind == "index":
                cols = db.execute(f'PRAGMA index_xinfo("{name}")').fetchall()
                unique = [r[2] for r in db.execute(f'PRAGMA index_list("{table}")') if r[1] == name]
                out[f"index {name}"] = (table, unique, [(c[2], c[3], c[4]) for c in cols if c[5]])
            else:  # view, trigger: their text is what they do
                out[f"{kind} {name}"] = (table, " ".join((sql or "").split()))
        return out
    finally:
        db.close()


@pytest.mark.parametrize("upto", range(1, len(migrations.MIGRATIONS)))
def test_a_sqlite_store_at_any_older_version_upgrades_to_the_schema_of_a_new_one(
    tmp_path: Path, upto: int
) -> None:
    fresh = tmp_path / "fresh.db"
    SQLiteStore(fresh).close()

    old = tmp_path / "old.db"
    db = sqlite3.connect(old, isolation_level=None)
    assert migrations.migrate(db, upto=upto) == [n for n, _ in migrations.MIGRATIONS[:upto]]
    db.close()

    store = SQLiteStore(old)  # opening migrates it
    try:
        version = store.db.execute("PRAGMA user_version").fetchone()[0]
        assert version == migrations.latest_version()
        svc = MemoryService(store, Scope(NS_A, USER_NS))
        svc.add(Candidate("Release branches are cut on Tuesdays", NS_A), PERSON)
        assert [m.text for m, _ in svc.search("release branches")] == [
            "Release branches are cut on Tuesdays"
        ]
        report = store.doctor()
        assert report.ok, report.checks
    finally:
        store.close()

    got, want = _sqlite_structure(old), _sqlite_structure(fresh)
    assert got.keys() == want.keys(), (
        f"missing {sorted(want.keys() - got.keys())}, extra {sorted(got.keys() - want.keys())}"
    )
    for key in want:
        assert got[key] == want[key], key


def test_the_sqlite_structure_comparison_sees_a_missing_index(tmp_path: Path) -> None:
    """Control: the comparison above can fail (an index dropped from an upgraded store)."""
    a, b = tmp_path / "a.db", tmp_path / "b.db"
    SQLiteStore(a).close()
    SQLiteStore(b).close()
    assert _sqlite_structure(a) == _sqlite_structure(b)
    db = sqlite3.connect(b)
    name = db.execute(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL LIMIT 1"
    ).fetchone()[0]
    db.execute(f'DROP INDEX "{name}"')
    db.commit()
    db.close()
    assert _sqlite_structure(a) != _sqlite_structure(b)


# -- PostgreSQL ---------------------------------------------------------------------------------

_PG_STRUCTURE = {
    "columns": "SELECT table_name, column_name, data_type, udt_name, is_nullable,"
    " column_default FROM information_schema.columns WHERE table_schema = 'public'",
    "indexes": "SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'",
    "views": "SELECT viewname, definition FROM pg_views WHERE schemaname = 'public'",
    "policies": "SELECT tablename, policyname, permissive, roles::text, cmd, qual, with_check"
    " FROM pg_policies WHERE schemaname = 'public'",
    "security": "SELECT c.relname, c.relkind::text, c.relrowsecurity, c.relforcerowsecurity,"
    " coalesce(c.reloptions::text, '') FROM pg_class c JOIN pg_namespace n ON n.oid ="
    " c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'v', 'm', 'p')",
    "triggers": "SELECT event_object_table, trigger_name, event_manipulation, action_timing,"
    " action_statement FROM information_schema.triggers WHERE trigger_schema = 'public'",
    "functions": "SELECT p.proname, pg_get_function_identity_arguments(p.oid), p.prosrc,"
    " p.prosecdef, p.provolatile::text, p.proleakproof FROM pg_proc p JOIN pg_namespace n"
    " ON n.oid = p.pronamespace WHERE n.nspname = 'public'",
    "grants": "SELECT grantee, table_name, privilege_type FROM"
    " information_schema.role_table_grants WHERE table_schema = 'public' AND grantee = %s",
    "constraints": "SELECT conrelid::regclass::text, conname, pg_get_constraintdef(oid)"
    " FROM pg_constraint WHERE connamespace = 'public'::regnamespace",
}


def _pg_structure(url: str) -> dict[str, list[tuple[Any, ...]]]:
    with psycopg.connect(url, autocommit=True) as conn:
        out: dict[str, list[tuple[Any, ...]]] = {}
        for name, query in _PG_STRUCTURE.items():
            params = (pg_migrations.APP_ROLE,) if "%s" in query else ()
            rows = conn.execute(query, params).fetchall()
            out[name] = sorted(tuple("" if v is None else str(v) for v in r) for r in rows)
        out["migrations"] = [(n,) for n in pg_migrations.applied(conn)]
        return out


@pytest.fixture(scope="module")
def fresh_pg(pg_server: Any) -> Any:
    url = pg_server.new_database(migrated=False)
    PgDatabase(url).close()
    yield _pg_structure(url)
    pg_server.drop(url)


@pytest.mark.parametrize("upto", range(1, len(pg_migrations.MIGRATIONS)))
def test_a_team_database_at_any_older_version_upgrades_to_the_schema_of_a_new_one(
    pg_server: Any, fresh_pg: dict[str, Any], upto: int
) -> None:
    url = pg_server.new_database(migrated=False)
    try:
        with psycopg.connect(url, autocommit=True) as conn:
            done = pg_migrations.migrate(conn, upto=upto)
            assert done == [n for n, _ in pg_migrations.MIGRATIONS[:upto]]
        db = PgDatabase(url)  # opening migrates it
        try:
            scope = Scope(NS_A, USER_NS)
            a = MemoryService(PostgresStore(db, scope.namespaces), scope)
            b_scope = Scope(NS_B, USER_NS)
            b = MemoryService(PostgresStore(db, b_scope.namespaces), b_scope)
            try:
                a.add(Candidate("Deploys go through the staging cluster", NS_A), PERSON)
                b.add(Candidate("Tenant B deploys staging with nomad", NS_B), PERSON)
                assert [m.text for m, _ in a.search("staging deploys")] == [
                    "Deploys go through the staging cluster"
                ]
                assert [m.text for m, _ in b.search("staging deploys")] == [
                    "Tenant B deploys staging with nomad"
                ]
                report = a.store.doctor()
                assert report.ok, report.checks
            finally:
                a.close()
                b.close()
        finally:
            db.close()
        got = _pg_structure(url)
    finally:
        pg_server.drop(url)
    for part in fresh_pg:
        missing = sorted(set(fresh_pg[part]) - set(got[part]))
        extra = sorted(set(got[part]) - set(fresh_pg[part]))
        assert (missing, extra) == ([], []), part


def test_the_team_structure_comparison_sees_a_missing_policy(
    pg_server: Any, fresh_pg: dict[str, Any]
) -> None:
    """Control: the comparison above can fail (a row-level-security policy dropped)."""
    url = pg_server.new_database(migrated=False)
    try:
        PgDatabase(url).close()
        assert _pg_structure(url) == fresh_pg
        with psycopg.connect(url, autocommit=True) as conn:
            table, policy = conn.execute(
                "SELECT tablename, policyname FROM pg_policies WHERE schemaname = 'public' LIMIT 1"
            ).fetchone()
            conn.execute(f'DROP POLICY "{policy}" ON "{table}"')
        assert _pg_structure(url)["policies"] != fresh_pg["policies"]
    finally:
        pg_server.drop(url)
