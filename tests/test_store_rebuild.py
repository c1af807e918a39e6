"""Projections are derived: `rebuild` replays the events and restores a lost row, and refuses
(changing nothing) when a row that exists has no event behind it. `doctor` sees both."""

from __future__ import annotations

import sqlite3

import pytest

from cairn.errors import RebuildRefused
from cairn.ids import new_ulid
from cairn.model import Actor, Candidate, Kind, View
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


def test_rebuild_restores_a_deleted_projection_row(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    kept, lost = _seed(svc, person, agent)
    before = _dump(svc)
    db = _db(svc)
    db.execute("DELETE FROM memories WHERE id = ?", (lost,))
    db.execute("DELETE FROM sources WHERE memory_id = ?", (lost,))
    assert lost not in {m.id for m, _ in svc.search("pnpm package")}
    assert not svc.doctor().ok

    report = svc.rebuild()
    assert report.ok
    assert _dump(svc) == before
    assert lost in {m.id for m, _ in svc.search("pnpm package")}
    assert kept in {m.id for m in svc.memories(View.SEARCH)}
    assert svc.doctor().ok


def test_rebuild_that_would_drop_a_row_without_events_refuses_and_changes_nothing(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    _seed(svc, person, agent)
    db = _db(svc)
    stray = new_ulid()
    db.execute(
        "INSERT INTO memories (id, namespace, scope, kind, text, claim_key, status, review,"
        " recorded_at, updated_at, last_event) VALUES (?, ?, 'project', 'fact',"
        " 'a row with no event', 'k', 'active', 'approved', 'x', 'x', 'none')",
        (stray, NS_A),
    )
    before = _dump(svc)
    with pytest.raises(RebuildRefused, match="lose"):
        svc.rebuild()
    assert _dump(svc) == before
    assert stray in {m.id for m in svc.memories(View.REVIEW)}
    report = svc.doctor()
    assert not report.ok
    assert any("without events 1" in c["detail"] for c in report.checks)


def test_doctor_is_clean_on_a_store_written_only_through_the_service(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    _seed(svc, person, agent)
    report = svc.doctor()
    assert report.ok, report.checks
    names = {c["check"] for c in report.checks}
    assert {"sqlite integrity", "schema version", "memories match events"} <= names


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


@pytest.mark.parametrize(
    "edit",
    [
        "UPDATE verdicts SET claim_key = 'forged'",  # a verdict moved off its claim
        "DELETE FROM verdicts",  # a rejection erased
        "UPDATE policies SET value = '\"open\"'",  # the review gate switched off
        "UPDATE sources SET kind = 'human'",  # provenance promoted by hand
        "INSERT INTO adoptions VALUES ('git:x', 'team:y', NULL, 'mallory', 'now', 'none')",
    ],
)
def test_doctor_sees_a_direct_sqlite_edit_of_any_projection(
    svc: MemoryService, person: Actor, agent: Actor, edit: str
) -> None:
    """Every projection is compared row by row with a replay of the log: an edit with no event
    behind it shows (what `docs/governance.md` says doctor detects)."""
    m = svc.add(Candidate("Never deploy on Fridays", NS_A), agent).memory
    svc.reject(m.id, person)
    svc.set_policy("admission", "review", person)
    assert svc.doctor().ok  # control: written only through the service
    _db(svc).execute(edit)
    report = svc.doctor()
    assert not report.ok
    assert [c["check"] for c in report.checks if not c["ok"]], report.checks
