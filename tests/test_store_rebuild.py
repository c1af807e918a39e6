"""Projections are derived: `rebuild` replays the events and restores a lost row, and refuses
(changing nothing) when a row that exists has no event behind it. `doctor` sees both."""

from __future__ import annotations

import sqlite3

from cairn.ids import new_ulid
from cairn.model import Actor, Candidate, Kind
from cairn.service import MemoryService
from cairn.store.sqlite import SQLiteStore
from tests.conftest import NS_A, Cli


def _db(svc: MemoryService) -> sqlite3.Connection:
    assert isinstance(svc.store, SQLiteStore)
    return svc.store.db


def _dump(svc: MemoryService) -> dict[str, list[tuple[object, ...]]]:
    db = _db(svc)
    return {
        t: sorted(tuple(r) for r in db.execute(f"SELECT * FROM {t}"))
        for t in ("events", "memories", "sources", "revisions", "edges", "verdicts")
    }


def _seed(svc: MemoryService, person: Actor, agent: Actor) -> tuple[str, str]:
    kept = svc.add(Candidate("Migrations live in db/migrations", NS_A), person).memory.id
    lost = svc.add(Candidate("Use pnpm, not npm", NS_A, Kind.CONVENTION), person).memory.id
    svc.add(Candidate("Use pnpm, not npm", NS_A, Kind.CONVENTION), agent)  # a second source
    svc.edit(lost, "Use pnpm for every package", person)
    return kept, lost


def test_cli_rebuild_refusal_exits_non_zero_with_one_error_line(cli: Cli) -> None:
    cli.run("add", "A proposal from the agent path", check=True)
    store = cli.home / "cairn.db"
    db = sqlite3.connect(store)
    db.execute(
        "INSERT INTO memories (id, namespace, scope, kind, text, claim_key, status, review,"
        " recorded_at, updated_at, last_event) VALUES (?, ?, 'project', 'fact', 'stray', 'k',"
        " 'active', 'approved', 'x', 'x', 'none')",
        (new_ulid(), NS_A),
    )
    db.commit()
    db.close()
    proc = cli.run("rebuild")
    assert proc.returncode == 1
    assert proc.stderr.startswith("error: rebuild would lose rows")
    assert len(cli.json("list")["memories"]) == 2
    ok = cli.run("doctor")
    assert ok.returncode == 1 and "BAD" in ok.stdout
