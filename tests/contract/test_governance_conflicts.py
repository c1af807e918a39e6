"""Contradictions are queued, shown on every read of either side, and settled only by a person;
reconsolidation returns what was held back when the reason for holding it goes away."""

from __future__ import annotations

import pytest

from cairn.errors import PersonRequired, UsageError
from cairn.model import Candidate, Kind, Review, ScopeLevel, Status, View
from cairn.service import MemoryService
from tests.conftest import NS_A

OLD = "Deploys use the blue-green rollout through the deploy script"
NEW = "Deploys no longer use the blue-green rollout through the deploy script"


def _conflict(svc: MemoryService, person, agent) -> tuple[str, str]:
    old = svc.add(Candidate(OLD, NS_A, Kind.DECISION), person).memory
    new = svc.add(Candidate(NEW, NS_A, Kind.DECISION), agent).memory
    return old.id, new.id


def test_a_contradicting_claim_is_queued_and_both_sides_read_as_contested(
    svc: MemoryService, person, agent
) -> None:
    old, new = _conflict(svc, person, agent)
    unrelated = svc.add(Candidate("Releases are tagged from main", NS_A), person).memory
    assert svc.get(new).status is Status.PROPOSED
    assert [(c.new.id, c.old.id) for c in svc.conflicts()] == [(new, old)]
    served = {m.id: m for m, _ in svc.search("blue-green rollout deploy")}
    assert served[old].contested_by == (new,)
    assert served[old].as_dict()["contested"] == f"contested by #{new[-8:].lower()}, unreviewed"
    assert new not in served  # the challenger is a proposal: not served in review mode
    assert svc.get(unrelated.id).contested_by == ()  # control
    assert "contested" not in svc.get(unrelated.id).as_dict()


def test_approve_refuses_a_challenger_and_points_at_conflicts_resolve(
    svc: MemoryService, person, agent
) -> None:
    _, new = _conflict(svc, person, agent)
    with pytest.raises(UsageError, match="conflicts resolve"):
        svc.approve(new, person)
    assert svc.get(new).review is Review.UNREVIEWED


def test_keep_new_supersedes_the_old_with_its_time(svc: MemoryService, person, agent) -> None:
    old, new = _conflict(svc, person, agent)
    svc.resolve_conflict(new, "keep-new", person, note="we moved to canaries")
    o, n = svc.get(old), svc.get(new)
    assert (o.status, o.superseded_by) == (Status.SUPERSEDED, new)
    assert o.valid_to is not None
    assert (n.status, n.review, n.contested_by) == (Status.ACTIVE, Review.APPROVED, ())
    assert svc.conflicts() == []
    _, events = svc.history(new)
    resolved = [e for e in events if e.type == "conflict.resolved"]
    assert resolved and resolved[0].payload["resolution"] == "keep-new"
    assert resolved[0].prior is not None and resolved[0].prior["edge"] == "open"


def test_keep_old_rejects_the_new_value_for_good(svc: MemoryService, person, agent) -> None:
    old, new = _conflict(svc, person, agent)
    svc.resolve_conflict(old, "keep-old", person)  # either side's id names the conflict
    assert svc.get(new).review is Review.REJECTED
    assert (svc.get(old).status, svc.get(old).contested_by) == (Status.ACTIVE, ())
    again = svc.add(Candidate(NEW, NS_A, Kind.DECISION), agent)
    assert (again.action, again.memory.id) == ("withheld", new)


def test_keep_both_needs_a_note_and_may_narrow_the_new_one(
    svc: MemoryService, person, agent
) -> None:
    old, new = _conflict(svc, person, agent)
    with pytest.raises(UsageError, match="--note"):
        svc.resolve_conflict(new, "keep-both", person)
    with pytest.raises(UsageError, match="session"):
        svc.resolve_conflict(new, "keep-both", person, note="x", scope=ScopeLevel.SESSION)
    svc.resolve_conflict(new, "keep-both", person, note="blue-green only for the api service")
    o, n = svc.get(old), svc.get(new)
    assert (o.status, o.review, n.status, n.review) == (
        Status.ACTIVE,
        Review.APPROVED,
        Status.ACTIVE,
        Review.APPROVED,
    )
    assert o.contested_by == n.contested_by == ()
    edges = [e for e in svc.store.edges(new) if e["type"] == "contested_because"]
    assert edges[0]["resolution"] == "keep-both: blue-green only for the api service"


def test_resolving_is_a_persons_verb(svc: MemoryService, person, agent) -> None:
    _, new = _conflict(svc, person, agent)
    with pytest.raises(PersonRequired):
        svc.resolve_conflict(new, "keep-new", agent)
    assert len(svc.conflicts()) == 1


def test_in_open_mode_both_are_active_and_both_marked_contested(
    svc: MemoryService, person, agent
) -> None:
    svc.set_policy("admission", "open", person)
    old, new = _conflict(svc, person, agent)
    served = {m.id: m for m, _ in svc.search("blue-green rollout deploy")}
    assert served[new].contested_by == (old,) and "contested" in served[new].flags
    assert served[old].contested_by == (new,)
    svc.resolve_conflict(new, "keep-old", person)
    assert new not in {m.id for m, _ in svc.search("blue-green rollout deploy")}


def test_a_memory_held_back_by_a_since_retracted_one_returns_to_the_queue_not_to_injection(
    svc: MemoryService, person, agent
) -> None:
    old, new = _conflict(svc, person, agent)
    control = svc.add(Candidate("Feature flags live in flags.yaml", NS_A), agent).memory
    svc.retract(old, person, reason="that decision was never made")
    held = svc.get(new)
    queue = {m.id for m in svc.review_queue()}
    assert new in queue and control.id in queue
    assert held.contested_by == ()
    assert any("requeued" in f for f in held.flags)
    assert new not in {m.id for m in svc.memories(View.INJECT)}
    _, events = svc.history(new)
    requeued = [e for e in events if e.type == "memory.requeued"]
    assert requeued and requeued[0].actor.kind.value == "system"


def test_rejecting_the_challenger_clears_the_mark_on_the_old_memory(
    svc: MemoryService, person, agent
) -> None:
    old, new = _conflict(svc, person, agent)
    svc.reject(new, person)
    assert svc.get(old).contested_by == ()
    assert svc.conflicts() == []


def test_a_supported_memory_is_flagged_when_its_support_is_retired(
    svc: MemoryService, person
) -> None:
    from cairn import events as ev
    from cairn.service import _Batch
    from cairn.timeutil import now

    base = svc.add(Candidate("We target Python 3.11", NS_A), person).memory
    dep = svc.add(Candidate("We use StrEnum from the standard library", NS_A), person).memory
    other = svc.add(Candidate("CI runs on ubuntu-latest", NS_A), person).memory
    with svc.store.write() as tx:  # the edge as the linker would record it
        _Batch(tx, NS_A, person, now()).emit(
            ev.EDGE_ADDED, base.id, {"edge": {"src": base.id, "dst": dep.id, "type": "supports"}}
        )
    svc.retract(base.id, person, reason="we moved to 3.12")
    assert any("supporting it was retracted" in f for f in svc.get(dep.id).flags)
    assert svc.get(dep.id).review is Review.APPROVED  # the sweep proposes, never decides
    assert svc.get(other.id).flags == ()
    assert dep.id in {m.id for m in svc.review_queue()}
