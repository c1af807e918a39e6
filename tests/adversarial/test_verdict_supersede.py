"""A rejection stands on every path that approves as a side effect: a person's `supersede OLD
TEXT` whose text stands rejected used to approve the rejected memory "as the replacement" (and
inject it); a conflict settled keep-new or keep-both after another person rejected the new side
(the rejection committed while the resolution waited for the lock) used to approve it. Each
attack beside a control that must still go through."""

from __future__ import annotations

from pathlib import Path

import pytest

from cairn.errors import PolicyError, UsageError
from cairn.model import Actor, Candidate, Kind, Review, Scope, Status, View
from cairn.service import MemoryService
from tests.adversarial.test_verdict_race import BOB, _two, _when_locking
from tests.conftest import NS_A, USER_NS, Cli

OLD = "Deploys use the blue-green rollout through the deploy script"
NEW = "Deploys no longer use the blue-green rollout through the deploy script"


def test_supersede_with_a_rejected_text_is_refused_and_changes_nothing(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    bad = svc.add(Candidate("Feature flags live in config flags yaml", NS_A), agent).memory
    svc.reject(bad.id, person)
    live = svc.add(Candidate("Feature flags are read at startup", NS_A), person).memory
    with pytest.raises(PolicyError, match="stands rejected"):
        svc.supersede(live.id, person, text="Feature flags live in config flags yaml")
    assert svc.get(live.id).status is Status.ACTIVE
    assert svc.store.get(bad.id).review is Review.REJECTED  # type: ignore[union-attr]
    inject = {m.text for m in svc.memories(View.INJECT)}
    assert inject == {"Feature flags are read at startup"}
    # control: a fresh text supersedes as always
    old, new = svc.supersede(live.id, person, text="Feature flags are read on every request")
    assert (old.status, new.status, new.review) == (
        Status.SUPERSEDED,
        Status.ACTIVE,
        Review.APPROVED,
    )


def test_supersede_by_a_rejected_memory_is_refused(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    bad = svc.add(Candidate("Logs are kept for ninety days", NS_A), agent).memory
    svc.reject(bad.id, person)
    live = svc.add(Candidate("Logs are kept for thirty days", NS_A), person).memory
    with pytest.raises(UsageError, match="is rejected"):
        svc.supersede(live.id, person, by=bad.id)
    assert svc.get(live.id).status is Status.ACTIVE
    assert svc.store.get(bad.id).review is Review.REJECTED  # type: ignore[union-attr]


def test_cli_supersede_with_a_rejected_text_says_so(cli: Cli) -> None:
    bad = cli.json("propose", "The staging database is shared by all branches")["memory"]
    code, out = cli.tty("reject", bad["id"])
    assert code == 0, out
    code, out = cli.tty("add", "Each branch gets its own staging database")
    assert code == 0, out
    live = next(m for m in cli.json("list")["memories"] if m["text"].startswith("Each branch gets"))
    code, out = cli.tty("supersede", live["id"], "The staging database is shared by all branches")
    assert code != 0 and "stands rejected" in out
    texts = {m["text"]: m for m in cli.json("list")["memories"]}
    assert texts["Each branch gets its own staging database"]["status"] == "active"


@pytest.mark.parametrize("resolution", ["keep-new", "keep-both"])
def test_a_rejection_committed_while_a_conflict_is_settled_stands(
    store_path: Path,
    person: Actor,
    agent: Actor,
    monkeypatch: pytest.MonkeyPatch,
    resolution: str,
) -> None:
    a, b = _two(store_path)
    try:
        old = a.add(Candidate(OLD, NS_A, Kind.DECISION), person).memory
        new = a.add(Candidate(NEW, NS_A, Kind.DECISION), agent).memory
        assert a.conflicts(), "the fixture must make a conflict"
        _when_locking(monkeypatch, a, lambda: b.reject(new.id, BOB))
        with pytest.raises(UsageError, match="is rejected"):
            a.resolve_conflict(new.id, resolution, person, note="both hold somewhere")
        got = b.store.get(new.id)
        assert got is not None and got.review is Review.REJECTED
        assert b.get(old.id).status is Status.ACTIVE
        assert new.id not in {m.id for m in b.memories(View.INJECT)}
    finally:
        a.close()
        b.close()


@pytest.mark.parametrize("resolution", ["keep-new", "keep-both", "keep-old"])
def test_control_a_conflict_settled_without_a_race(
    store_path: Path, person: Actor, agent: Actor, resolution: str
) -> None:
    svc = MemoryService.open(store_path, Scope(NS_A, USER_NS))
    try:
        svc.add(Candidate(OLD, NS_A, Kind.DECISION), person)
        new = svc.add(Candidate(NEW, NS_A, Kind.DECISION), agent).memory
        settled = svc.resolve_conflict(new.id, resolution, person, note="both hold somewhere")
        assert len(settled) == 1
        want = Review.REJECTED if resolution == "keep-old" else Review.APPROVED
        assert svc.store.get(new.id).review is want  # type: ignore[union-attr]
    finally:
        svc.close()
