"""The audit pass reports without changing anything, enforces only flags and rank, and can be
taken back by a person."""

from __future__ import annotations

import pytest

from cairn.errors import NotFound, PersonRequired
from cairn.model import Candidate, Review, Scope, Status, View
from cairn.service import MemoryService
from cairn.timeutil import ReplayClock
from tests.conftest import NS_A, USER_NS, Cli

OLD_DAY = "2020-01-01T00:00:00Z"


def _old(svc: MemoryService) -> MemoryService:
    """The same store, read and written by a service whose clock stands long ago (what was
    written then is stale now)."""
    return MemoryService(svc.store, svc.scope, clock=ReplayClock(OLD_DAY))


def test_audit_reports_stale_proposals_and_changes_nothing(
    svc: MemoryService, person, agent
) -> None:
    stale = _old(svc).add(Candidate("Old idea", NS_A), agent).memory
    fresh = svc.add(Candidate("New idea about caching", NS_A), agent).memory
    before = svc.store.count("events")  # type: ignore[attr-defined]
    found = svc.audit(stale_days=30)
    assert [(f.check, f.memory_id) for f in found] == [("stale-proposal", stale.id)]
    assert fresh.id not in {f.memory_id for f in found}
    assert svc.store.count("events") == before  # type: ignore[attr-defined]


def test_enforce_flags_and_demotes_but_never_deletes_or_approves_and_undo_restores(
    svc: MemoryService, person, agent
) -> None:
    svc.set_policy("admission", "open", person)
    uncited = _old(svc).add(Candidate("Use make ci", NS_A), agent).memory
    approved = _old(svc).add(Candidate("Use make lint", NS_A), person).memory
    found = svc.audit()
    assert [(f.check, f.memory_id) for f in found] == [("never-cited", uncited.id)]
    all_before = {m.id: m for m in svc.memories(View.REVIEW)}
    run = svc.enforce_audit(found)
    after = svc.get(uncited.id)
    assert (after.status, after.review) == (Status.ACTIVE, Review.UNREVIEWED)
    assert after.rank_penalty == pytest.approx(0.1)
    assert "audit: never reviewed or cited" in after.flags
    assert uncited.id in {m.id for m in svc.review_queue()}
    assert {m.id for m in svc.memories(View.REVIEW)} == set(all_before)
    assert svc.get(approved.id) == all_before[approved.id]  # control: untouched
    assert svc.audit() == []  # already flagged: not reported twice
    with pytest.raises(PersonRequired):
        svc.undo_audit(run, agent)
    assert svc.undo_audit(run, person) == 1
    undone = svc.get(uncited.id)
    assert (undone.rank_penalty, undone.flags) == (0.0, ())
    with pytest.raises(NotFound):
        svc.undo_audit(run, person)


def test_audit_finds_duplicates_by_claim_key(svc: MemoryService, person) -> None:
    a = svc.add(Candidate("Use poetry", NS_A), person).memory
    b = svc.add(Candidate("Use uv", NS_A), person).memory
    svc.edit(b.id, "use poetry.", person)  # now says the same as a
    found = svc.audit()
    assert [(f.check, f.memory_id) for f in found] == [("duplicate", b.id)]
    assert a.id not in {f.memory_id for f in found}


def test_cli_audit_reports_and_enforce_prints_the_undo(cli: Cli, agent) -> None:
    old = MemoryService.open(
        cli.home / "cairn.db", Scope(NS_A, USER_NS), clock=ReplayClock(OLD_DAY)
    )
    try:  # an agent's proposal written long ago, in the store the CLI reads
        old.add(Candidate("An old idea", NS_A), agent)
    finally:
        old.close()
    report = cli.json("audit")
    assert [f["check"] for f in report["findings"]] == ["stale-proposal"]
    assert report["run"] is None
    enforced = cli.run("audit", "--enforce", check=True).stdout
    assert "cairn audit --undo" in enforced
    run = enforced.split("--undo ")[1].split("`")[0]
    refused = cli.run("audit", "--undo", run)
    assert refused.returncode == 1
    code, out = cli.tty("audit", "--undo", run)
    assert code == 0, out
    assert "undid 1 change" in out
