"""The event log is the truth: every mutation is one append-only event written in the same
transaction as its projection rows, and the trust columns are CHECK-constrained."""

from __future__ import annotations

from typing import Any

import pytest

from cairn import events as ev
from cairn.errors import StoreCorrupt, StoreError
from cairn.ids import new_ulid
from cairn.model import Actor, Candidate, Event, Kind, Review, Status
from cairn.service import MemoryService
from tests.conftest import NS_A, NS_B
from tests.contract.conftest import Backend


def _events(backend: Backend) -> list[dict[str, Any]]:
    return backend.sql("SELECT * FROM events ORDER BY seq")


def _count(backend: Backend, table: str) -> int:
    return int(backend.sql(f"SELECT count(*) AS n FROM {table}")[0]["n"])


def _add(svc: MemoryService, actor: Actor, text: str, kind: Kind = Kind.FACT) -> str:
    return svc.add(Candidate(text, NS_A, kind), actor).memory.id


def test_each_verb_appends_exactly_one_event_that_names_its_actor_and_prior_state(
    svc: MemoryService, person: Actor, agent: Actor, backend: Backend
) -> None:
    mid = _add(svc, person, "The API listens on port 8080")
    proposal = _add(svc, agent, "The worker pool has eight threads")
    steps: list[tuple[str, Any]] = [
        (ev.MEMORY_REVISED, lambda: svc.edit(mid, "The API listens on port 9090", person)),
        (ev.MEMORY_FLAGGED, lambda: svc.flag(mid, agent, reason="looks stale")),
        (ev.MEMORY_DEFERRED, lambda: svc.defer(proposal, person)),
        (ev.MEMORY_APPROVED, lambda: svc.approve(proposal, person)),
        (ev.MEMORY_EXPIRED, lambda: svc.expire(proposal, person, at="2999-01-01T00:00:00Z")),
        (ev.MEMORY_RETRACTED, lambda: svc.retract(mid, person, reason="it was wrong")),
    ]
    for expected_type, step in steps:
        before = _events(backend)
        step()
        after = _events(backend)
        new = after[len(before) :]
        assert [e["type"] for e in new] == [expected_type]
        assert new[0]["actor_kind"] in ("human", "agent")
        assert new[0]["prior"] is not None, f"{expected_type} carries no prior state"
        assert len(new[0]["id"]) == 26  # a ULID
        assert new[0]["hlc"] > before[-1]["hlc"]  # stamped past every event before it
    assert svc.store.doctor().ok


def test_every_projection_row_points_at_an_event_that_exists(
    svc: MemoryService, person: Actor, agent: Actor, backend: Backend
) -> None:
    a = _add(svc, person, "Run the tests with make test", Kind.COMMAND)
    _add(svc, agent, "Prefer small pull requests", Kind.PREFERENCE)
    svc.supersede(a, person, text="Run the tests with make check")
    orphans = backend.sql("SELECT id FROM memories WHERE last_event NOT IN (SELECT id FROM events)")
    assert _count(backend, "memories") == 3
    assert orphans == []
    for table in ("sources", "revisions", "edges"):
        missing = backend.sql(
            f"SELECT count(*) AS n FROM {table} WHERE event_id NOT IN (SELECT id FROM events)"
        )[0]["n"]
        assert missing == 0, table


def test_a_projection_that_fails_rolls_back_its_event_in_the_same_transaction(
    svc: MemoryService, person: Actor, backend: Backend
) -> None:
    _add(svc, person, "Control memory stays")
    events_before, memories_before = _count(backend, "events"), _count(backend, "memories")
    bad_row = {
        "id": new_ulid(),
        "namespace": NS_A,
        "scope": "project",
        "kind": "fact",
        "text": "a row whose status is not a status",
        "claim_key": "k",
        "status": "bogus",
        "review": "approved",
        "recorded_at": "2026-01-01T00:00:00.000000Z",
    }
    event = Event(
        id=new_ulid(),
        at="2026-01-01T00:00:00.000000Z",
        namespace=NS_A,
        actor=person,
        type=ev.MEMORY_CREATED,
        memory_id=bad_row["id"],
        payload={"create": bad_row},
    )
    with pytest.raises(StoreError, match="refused") as raised, svc.store.write() as tx:
        tx.append(event)
    assert not isinstance(raised.value, StoreCorrupt), "a refused write is not a corrupt store"
    assert _count(backend, "events") == events_before
    assert _count(backend, "memories") == memories_before


@pytest.mark.parametrize(
    ("column", "bad", "good"),
    [("status", "approved", "expired"), ("review", "active", "deferred")],
)
def test_status_and_review_columns_reject_values_outside_their_sets(
    svc: MemoryService, person: Actor, backend: Backend, column: str, bad: str, good: str
) -> None:
    mid = _add(svc, person, "Constrained columns")
    with pytest.raises(backend.integrity_error):
        backend.sql(f"UPDATE memories SET {column} = ? WHERE id = ?", (bad, mid))
    # control: a value from the column's own set is accepted
    backend.sql(f"UPDATE memories SET {column} = ? WHERE id = ?", (good, mid))
    assert backend.sql(f"SELECT {column} FROM memories WHERE id = ?", (mid,))[0][column] == good


def test_status_and_review_are_separate_columns_written_by_separate_verbs(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    mid = _add(svc, agent, "Deploys happen on Tuesdays")
    deferred = svc.defer(mid, person)
    assert (deferred.status, deferred.review) == (Status.PROPOSED, Review.DEFERRED)
    approved = svc.approve(mid, person)
    assert (approved.status, approved.review) == (Status.ACTIVE, Review.APPROVED)
    retracted = svc.retract(mid, person, reason="we deploy daily now")
    assert (retracted.status, retracted.review) == (Status.RETRACTED, Review.APPROVED)


@pytest.mark.parametrize("statement", ["UPDATE events SET type = 'x'", "DELETE FROM events"])
def test_events_are_append_only(
    svc: MemoryService, person: Actor, backend: Backend, statement: str
) -> None:
    _add(svc, person, "An event that stays")
    before = _events(backend)
    with pytest.raises(backend.integrity_error, match="append-only"):
        backend.sql(statement)
    assert _events(backend) == before
    # control: appending is allowed
    _add(svc, person, "Another event")
    assert len(_events(backend)) == len(before) + 1


def test_an_event_records_time_namespace_actor_client_and_session(
    svc: MemoryService, agent: Actor, backend: Backend
) -> None:
    mid = _add(svc, agent, "Caches live in /var/cache/app")
    row = _events(backend)[-1]
    assert row["memory_id"] == mid
    assert row["namespace"] == NS_A
    assert (row["actor_kind"], row["actor_id"], row["client"], row["session"]) == (
        "agent",
        "claude-code",
        "claude-code",
        "s-1",
    )
    assert row["at"].endswith("Z")


def test_a_policy_set_inside_a_write_is_read_back_by_the_same_write(
    svc: MemoryService, svc_b: MemoryService, person: Actor
) -> None:
    """A write reads each namespace's policies once (one statement for all its keys): a policy
    that the same transaction sets is still read as set, and another namespace's is not."""
    svc_b.set_policy("promote_after", 9, person)
    with svc.store.write() as tx:
        assert tx.policy(NS_A, "promote_after") is None
        assert tx.policy(NS_A, "admission") is None
        batch = svc._batch(tx, NS_A, person)
        batch.emit(ev.POLICY_SET, None, {"policy": {"key": "promote_after", "value": 3}})
        assert tx.policy(NS_A, "promote_after") == 3
        batch.emit(ev.POLICY_SET, None, {"policy": {"key": "promote_after", "value": 4}})
        assert tx.policy(NS_A, "promote_after") == 4
        assert tx.policy(NS_A, "admission") is None  # control: a key never set
    assert svc.store.policy(NS_A, "promote_after") == 4
    assert svc_b.store.policy(NS_B, "promote_after") == 9
