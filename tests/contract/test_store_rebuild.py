"""Projections are derived: `rebuild` replays the events and restores a lost row, and refuses
(changing nothing) when a row that exists has no event behind it. `doctor` sees both."""

from __future__ import annotations

import pytest

from cairn.errors import RebuildRefused
from cairn.ids import new_ulid
from cairn.model import Actor, Candidate, Kind, View
from cairn.service import MemoryService
from cairn.store.base import Report
from tests.conftest import NS_A
from tests.contract.conftest import Backend


def _dump(backend: Backend) -> dict[str, list[tuple[object, ...]]]:
    return {
        t: sorted(tuple(r.values()) for r in backend.sql(f"SELECT * FROM {t}"))
        for t in ("events", "memories", "sources", "revisions", "edges", "verdicts")
    }


def _rebuild(backend: Backend, svc: MemoryService) -> Report:
    """A rebuild as its owner runs it: the local store's, or the team database's administrator
    (a namespace's caller may not rebuild a shared database: see the test below)."""
    return svc.rebuild() if backend.name == "sqlite" else backend.admin_store().rebuild()


def _seed(svc: MemoryService, person: Actor, agent: Actor) -> tuple[str, str]:
    kept = svc.add(Candidate("Migrations live in db/migrations", NS_A), person).memory.id
    lost = svc.add(Candidate("Use pnpm, not npm", NS_A, Kind.CONVENTION), person).memory.id
    svc.add(Candidate("Use pnpm, not npm", NS_A, Kind.CONVENTION), agent)  # a second source
    svc.edit(lost, "Use pnpm for every package", person)
    return kept, lost


def test_rebuild_restores_a_deleted_projection_row(
    svc: MemoryService, person: Actor, agent: Actor, backend: Backend
) -> None:
    kept, lost = _seed(svc, person, agent)
    before = _dump(backend)
    backend.sql("DELETE FROM memories WHERE id = ?", (lost,))
    backend.sql("DELETE FROM sources WHERE memory_id = ?", (lost,))
    assert lost not in {m.id for m, _ in svc.search("pnpm package")}
    assert not svc.doctor().ok

    report = _rebuild(backend, svc)
    assert report.ok
    after = _dump(backend)
    if backend.name == "postgres":  # rows are numbered afresh: compare without the numbers
        before, after = (
            {
                t: sorted(r[1:] if t in ("memories", "sources", "edges") else r for r in rows)
                for t, rows in d.items()
            }
            for d in (before, after)
        )
    assert after == before
    assert lost in {m.id for m, _ in svc.search("pnpm package")}
    assert kept in {m.id for m in svc.memories(View.SEARCH)}
    assert svc.doctor().ok


def test_rebuild_that_would_drop_a_row_without_events_refuses_and_changes_nothing(
    svc: MemoryService, person: Actor, agent: Actor, backend: Backend
) -> None:
    _seed(svc, person, agent)
    stray = new_ulid()
    backend.sql(
        "INSERT INTO memories (id, namespace, scope, kind, text, claim_key, status, review,"
        " recorded_at, updated_at, last_event) VALUES (?, ?, 'project', 'fact',"
        " 'a row with no event', 'k', 'active', 'approved', 'x', 'x', 'none')",
        (stray, NS_A),
    )
    before = _dump(backend)
    with pytest.raises(RebuildRefused, match="lose"):
        _rebuild(backend, svc)
    assert _dump(backend) == before
    assert stray in {m.id for m in svc.memories(View.REVIEW)}
    report = svc.doctor()
    assert not report.ok
    assert any("without events 1" in c["detail"] for c in report.checks)


def test_doctor_is_clean_on_a_store_written_only_through_the_service(
    svc: MemoryService, person: Actor, agent: Actor, backend: Backend
) -> None:
    _seed(svc, person, agent)
    report = svc.doctor()
    assert report.ok, report.checks
    names = {c["check"] for c in report.checks}
    assert {"memories match events", "sources match events", "verdicts match events"} <= names
    if backend.name == "sqlite":
        assert {"sqlite integrity", "schema version"} <= names
    else:  # the whole database, as its administrator sees it
        admin = backend.admin_store().doctor()
        assert admin.ok and "schema version" in {c["check"] for c in admin.checks}


def test_a_namespaces_caller_cannot_rebuild_a_team_database(
    svc: MemoryService, person: Actor, agent: Actor, backend: Backend
) -> None:
    if backend.name == "sqlite":
        pytest.skip("a local store's owner is its caller")
    from cairn.errors import UsageError

    _seed(svc, person, agent)
    before = _dump(backend)
    with pytest.raises(UsageError, match="administrator"):
        svc.rebuild()
    assert _dump(backend) == before
    assert backend.admin_store().rebuild().ok  # control: the owner may


@pytest.mark.parametrize(
    "edit",
    [
        "UPDATE verdicts SET claim_key = 'forged'",  # a verdict moved off its claim
        "DELETE FROM verdicts",  # a rejection erased
        "UPDATE policies SET value = '\"open\"'",  # the review gate switched off
        "UPDATE sources SET kind = 'human'",  # provenance promoted by hand
        "INSERT INTO adoptions VALUES ('git:x', 'test:project-a', NULL, 'mallory', 'now', 'none')",
    ],
)
def test_doctor_sees_a_direct_edit_of_any_projection(
    svc: MemoryService, person: Actor, agent: Actor, backend: Backend, edit: str
) -> None:
    """Every projection is compared row by row with a replay of the log: an edit with no event
    behind it shows (what `docs/governance.md` says doctor detects)."""
    m = svc.add(Candidate("Never deploy on Fridays", NS_A), agent).memory
    svc.reject(m.id, person)
    svc.set_policy("admission", "review", person)
    assert svc.doctor().ok  # control: written only through the service
    backend.sql(edit)
    report = svc.doctor()
    assert not report.ok
    assert [c["check"] for c in report.checks if not c["ok"]], report.checks
