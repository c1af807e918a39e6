"""`cairn doctor --db` and `cairn rebuild --db` on a real PostgreSQL, through the real CLI: the
team database is checked against a replay of its events (whole, as the owner, or one namespace
as the application role sees it), rebuilt whole in one transaction, and a rebuild that would lose
a row with no event behind it is refused, changing nothing. Bad input is a usage error."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cairn.model import Actor, ActorKind, Candidate, Kind, Scope
from cairn.service import MemoryService
from tests.conftest import Cli

NS_A, NS_B = "team:alpha", "team:beta"
PERSON = Actor(ActorKind.HUMAN, "alice")


@pytest.fixture
def team(tmp_path: Path, pg_url: str) -> Iterator[tuple[Cli, str, dict[str, str]]]:
    """A team database with memories in two namespaces; yields the CLI, its URL and the ids."""
    from cairn.store.pg_db import PgDatabase
    from cairn.store.postgres import PostgresStore

    db = PgDatabase(pg_url, pool_max=2)
    ids: dict[str, str] = {}
    try:
        for ns, texts in (
            (NS_A, ["Migrations live in db/migrations", "Use pnpm, not npm, for packages"]),
            (NS_B, ["The billing service deploys on Fridays"]),
        ):
            scope = Scope(ns, "")
            svc = MemoryService(PostgresStore(db, scope.namespaces), scope)
            try:
                for text in texts:
                    ids[text] = svc.add(Candidate(text, ns, Kind.FACT), PERSON).memory.id
            finally:
                svc.close()
    finally:
        db.close()
    project = tmp_path / "project"
    project.mkdir()
    yield Cli(project, tmp_path / "home"), pg_url, ids


def _sql(url: str, query: str, params: tuple[Any, ...] = ()) -> list[Any]:
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        cur = conn.execute(query, params)
        return cur.fetchall() if cur.description else []


def _checks(proc: Any) -> dict[str, dict[str, Any]]:
    payload = json.loads(proc.stdout)
    return {c["check"]: c for c in payload["checks"]}


def test_doctor_and_rebuild_a_team_database(team: tuple[Cli, str, dict[str, str]]) -> None:
    cli, url, ids = team
    healthy = cli.run("doctor", "--db", url, "--json")
    assert healthy.returncode == 0, healthy.stdout + healthy.stderr
    checks = _checks(healthy)
    assert checks["schema version"]["ok"]
    assert "3 rows" in checks["memories match events"]["detail"]

    lost = ids["Use pnpm, not npm, for packages"]
    _sql(url, "DELETE FROM sources WHERE memory_id = %s", (lost,))
    _sql(url, "DELETE FROM memories WHERE id = %s", (lost,))

    damaged = cli.run("doctor", "--db", url, "--json")
    assert damaged.returncode == 1
    bad = _checks(damaged)["memories match events"]
    assert not bad["ok"] and "missing 1" in bad["detail"] and "rebuild --db" in bad["detail"]
    # one namespace, as the application role sees it: the other namespace is healthy
    other = cli.run("doctor", "--db", url, "--namespace", NS_B, "--json")
    assert other.returncode == 0, other.stdout + other.stderr
    assert "1 rows" in _checks(other)["memories match events"]["detail"]
    assert cli.run("doctor", "--db", url, "--namespace", NS_A, "--json").returncode == 1

    rebuilt = cli.run("rebuild", "--db", url, "--json")
    assert rebuilt.returncode == 0, rebuilt.stdout + rebuilt.stderr
    assert "memories" in _checks(rebuilt)["restored"]["detail"]
    assert _sql(url, "SELECT namespace, text FROM memories WHERE id = %s", (lost,)) == [
        (NS_A, "Use pnpm, not npm, for packages")
    ]
    assert cli.run("doctor", "--db", url, "--json").returncode == 0
    # the rebuild is idempotent: a second one restores nothing
    again = cli.run("rebuild", "--db", url, "--json", check=True)
    assert _checks(again)["restored"]["detail"] == "none"


def test_a_rebuild_that_would_lose_a_row_without_events_changes_nothing(
    team: tuple[Cli, str, dict[str, str]],
) -> None:
    cli, url, ids = team
    kept = ids["Migrations live in db/migrations"]
    # a row written behind cairn's back: a copy of a memory under a new id, with no event
    cols = [
        r[0]
        for r in _sql(
            url,
            "SELECT column_name FROM information_schema.columns WHERE table_name = 'memories'"
            " AND column_name <> 'id' AND is_generated = 'NEVER' AND is_identity = 'NO'"
            " AND column_default IS NULL ORDER BY ordinal_position",
        )
    ]
    listed = ", ".join(cols)
    forged = "01FORGEDROWWITHOUTANEVENT0"
    _sql(
        url,
        f"INSERT INTO memories (id, {listed}) SELECT %s, {listed} FROM memories WHERE id = %s",
        (forged, kept),
    )
    before = _sql(url, "SELECT id, text, status FROM memories ORDER BY id")

    refused = cli.run("rebuild", "--db", url)
    assert refused.returncode != 0
    assert "would lose rows" in refused.stderr and forged in refused.stderr
    assert _sql(url, "SELECT id, text, status FROM memories ORDER BY id") == before
    # doctor names it as a row without events
    found = _checks(cli.run("doctor", "--db", url, "--json"))["memories match events"]
    assert not found["ok"] and "without events 1" in found["detail"]


def test_bad_team_database_arguments_are_clear_errors(
    team: tuple[Cli, str, dict[str, str]],
) -> None:
    cli, url, _ = team
    wrong = cli.run("doctor", "--db", "mysql://root@localhost/cairn")
    assert wrong.returncode == 64 and "PostgreSQL URL" in wrong.stderr
    alone = cli.run("doctor", "--namespace", NS_A)
    assert alone.returncode == 64 and "--namespace goes with --db" in alone.stderr
    both = cli.run("rebuild", "--db", url, "--recover")
    assert both.returncode == 64 and "pg_dump" in both.stderr
    empty = cli.run("doctor", "--db", url, "--namespace", " ")
    assert empty.returncode == 64 and "empty" in empty.stderr
    down = cli.run("rebuild", "--db", "postgresql://cairn:hunter2-pw@127.0.0.1:9/cairn")
    assert down.returncode != 0 and "cannot be reached" in down.stderr
    assert "Traceback" not in down.stderr and "hunter2-pw" not in down.stderr + down.stdout
    # the control: the same database, asked correctly, is healthy
    assert cli.run("doctor", "--db", url).returncode == 0
