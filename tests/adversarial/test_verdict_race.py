"""Two people decide on the same proposal at the same moment: one rejects, the other approves.
The approval checks the memory, then takes the write lock; a rejection another process commits
in between must still stand (as it does when the two come one after the other: "is rejected;
restore it first"), not be overwritten by an approval that read the state before it. The race
is made deterministic: the rejection is committed through a second service on the same store
file at the moment the approval asks for the lock."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from cairn.errors import PolicyError, UsageError
from cairn.model import Actor, ActorKind, Candidate, Review, Scope, ScopeLevel, Status, View
from cairn.service import MemoryService
from tests.conftest import NS_A, USER_NS

BOB = Actor(ActorKind.HUMAN, "bob", client="cli")


def _two(store_path: Path) -> tuple[MemoryService, MemoryService]:
    scope = Scope(NS_A, USER_NS)
    return MemoryService.open(store_path, scope), MemoryService.open(store_path, scope)


def _when_locking(monkeypatch: pytest.MonkeyPatch, svc: MemoryService, other: Any) -> None:
    """Run ``other()`` (another process's commit) just before ``svc`` takes the write lock,
    once."""
    real = svc.store.write
    pending = [other]

    @contextmanager
    def racing() -> Iterator[Any]:
        while pending:
            pending.pop()()
        with real() as tx:
            yield tx

    monkeypatch.setattr(svc.store, "write", racing)


def test_a_rejection_committed_while_an_approval_waits_for_the_lock_stands(
    store_path: Path, person: Actor, agent: Actor, monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b = _two(store_path)
    try:
        mid = a.add(Candidate("Build artefacts are cached under var cache build", NS_A), agent)
        mid_id = mid.memory.id
        events = len(a.history(mid_id)[1])
        _when_locking(monkeypatch, a, lambda: b.reject(mid_id, BOB))
        with pytest.raises(UsageError, match="is rejected"):
            a.approve(mid_id, person)
        mem = b.get(mid_id)
        assert (mem.status, mem.review) == (Status.PROPOSED, Review.REJECTED)
        assert len(b.history(mid_id)[1]) == events + 1  # the rejection, and nothing after it
        assert mid_id not in {m.id for m in b.memories(View.INJECT)}
    finally:
        a.close()
        b.close()


def test_a_rejection_of_the_same_claim_on_another_memory_committed_meanwhile_stands(
    store_path: Path, person: Actor, agent: Actor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The value-keyed verdict: the other process rejects a twin of the claim (another
    memory), so the approval meets a rejection of its value and is refused."""
    a, b = _two(store_path)
    try:
        text = "Integration tests share one database per worker"
        mine = a.add(Candidate(text, NS_A), agent).memory
        # a twin in the user namespace (read by this project), rejected by the other person
        twin = b.add(Candidate(text, USER_NS, scope=ScopeLevel.USER), agent).memory
        assert twin.id != mine.id
        _when_locking(monkeypatch, a, lambda: b.reject(twin.id, BOB))
        with pytest.raises(PolicyError, match="withheld"):
            a.approve(mine.id, person)
        assert a.get(mine.id).review is not Review.APPROVED
    finally:
        a.close()
        b.close()


def test_control_without_a_race_the_approval_goes_through(
    store_path: Path, person: Actor, agent: Actor, monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b = _two(store_path)
    try:
        mid = a.add(Candidate("Release notes are generated from commit trailers", NS_A), agent)
        # another process writes something unrelated meanwhile: no reason to refuse
        _when_locking(
            monkeypatch, a, lambda: b.add(Candidate("Logs rotate daily at midnight", NS_A), agent)
        )
        mem = a.approve(mid.memory.id, person)
        assert (mem.status, mem.review) == (Status.ACTIVE, Review.APPROVED)
        # and the sequential order (approve, then reject) keeps the person's last word
        b.reject(mid.memory.id, BOB)
        assert a.get(mid.memory.id).review is Review.REJECTED
        with pytest.raises(UsageError, match="is rejected"):
            a.approve(mid.memory.id, person)
    finally:
        a.close()
        b.close()


def _replacement(svc: MemoryService, person: Actor, agent: Actor, old: str, new: str) -> Any:
    """An approved memory and an agent's proposal that supersedes it."""
    first = svc.add(Candidate(old, NS_A), person).memory
    svc.approve(first.id, person)
    prop = svc.add(Candidate(new, NS_A, supersedes=first.id), agent).memory
    assert prop.status is Status.PROPOSED and prop.supersedes == first.id
    return first, prop


def test_a_rejection_of_a_replacement_committed_while_its_approval_waits_stands(
    store_path: Path, person: Actor, agent: Actor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The approval of a proposal that supersedes a memory goes through the supersession
    path; a rejection of the proposal committed meanwhile stands there too, and the old
    memory stays live."""
    a, b = _two(store_path)
    try:
        old, new = _replacement(
            a,
            person,
            agent,
            "The nightly job runs at 02:00 UTC",
            "The nightly job runs at 03:30 UTC",
        )
        _when_locking(monkeypatch, a, lambda: b.reject(new.id, BOB))
        with pytest.raises(UsageError, match="is rejected"):
            a.approve(new.id, person)
        got_new, got_old = b.get(new.id), b.get(old.id)
        assert got_new.review is Review.REJECTED and got_new.status is Status.PROPOSED
        assert (got_old.status, got_old.valid_to) == (Status.ACTIVE, None)
        inject = {m.id for m in b.memories(View.INJECT)}
        assert old.id in inject and new.id not in inject
    finally:
        a.close()
        b.close()


def test_a_replacement_whose_old_memory_was_retired_meanwhile_does_not_retire_it_again(
    store_path: Path, person: Actor, agent: Actor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another person retracts the OLD memory while the approval of its replacement waits for
    the lock: the retraction stands (the old memory is not turned into 'superseded', its
    record time is kept) and the replacement is approved on its own."""
    a, b = _two(store_path)
    try:
        old, new = _replacement(
            a, person, agent, "Staging deploys from the release branch", "Staging deploys from main"
        )
        _when_locking(monkeypatch, a, lambda: b.retract(old.id, BOB, reason="wrong all along"))
        mem = a.approve(new.id, person)
        assert (mem.status, mem.review) == (Status.ACTIVE, Review.APPROVED)
        got_old = b.get(old.id)
        assert got_old.status is Status.RETRACTED and got_old.superseded_by is None
    finally:
        a.close()
        b.close()


def test_a_rejection_of_the_old_memory_meanwhile_keeps_the_replacement_approvable(
    store_path: Path, person: Actor, agent: Actor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Control beside the attacks: a rejection of the OLD memory committed meanwhile does not
    stop its replacement (the replacement is what the person wants instead); and without any
    race, approving a replacement supersedes the old memory."""
    a, b = _two(store_path)
    try:
        old, new = _replacement(
            a, person, agent, "Coverage gate is at 80 percent", "Coverage gate is at 85 percent"
        )
        _when_locking(monkeypatch, a, lambda: b.reject(old.id, BOB))
        mem = a.approve(new.id, person)
        assert (mem.status, mem.review) == (Status.ACTIVE, Review.APPROVED)
        assert b.get(old.id).review is Review.REJECTED
        old2, new2 = _replacement(
            b, person, agent, "API timeouts are 30 seconds", "API timeouts are 45 seconds"
        )
        mem2 = b.approve(new2.id, person)
        assert (mem2.status, mem2.review) == (Status.ACTIVE, Review.APPROVED)
        got = b.get(old2.id)
        assert (got.status, got.superseded_by) == (Status.SUPERSEDED, new2.id)
    finally:
        a.close()
        b.close()
