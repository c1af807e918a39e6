"""What a proposal costs the database (on PostgreSQL every statement is a round trip, inside the
namespace's write lock): admission reads the verdicts of the namespaces that read the claim
once, finds the standing verdict on the claim among them, and reuses the memory rows it read
by claim. On every backend, what admission decides is unchanged: a rejected claim written again
is withheld (evidence added to the rejected record), a claim resembling a rejection is queued
flagged, a fresh claim is a proposal."""

from __future__ import annotations

import pytest

from cairn.model import Actor, Candidate, Kind, Review, Status
from cairn.service import MemoryService
from tests.conftest import NS_A as NS
from tests.contract.conftest import Backend

REJECTED = "The payments service retries failed webhooks every ninety seconds"


@pytest.fixture
def statements(backend: Backend, pg_statements: list[str]) -> list[str]:
    if backend.name != "postgres":
        pytest.skip("statements are counted on PostgreSQL")
    return pg_statements


def _reject(svc: MemoryService, person: Actor, agent: Actor) -> str:
    mid = svc.add(Candidate(REJECTED, NS, Kind.FACT), agent).memory.id
    svc.reject(mid, person, note="we retry every thirty seconds")
    return mid


def _reads(seen: list[str], table: str) -> list[str]:
    return [s for s in seen if s.startswith("SELECT") and f"FROM {table}" in s]


def test_a_proposal_reads_the_verdicts_once(
    backend: Backend, svc: MemoryService, person: Actor, agent: Actor, statements: list[str]
) -> None:
    _reject(svc, person, agent)
    statements.clear()
    r = svc.add(Candidate("The search index is rebuilt nightly at two", NS), agent)
    assert r.action == "created" and r.memory.status is Status.PROPOSED
    assert len(_reads(statements, "verdicts")) == 1, statements
    # the whole write, the binding held already: locks, policies, verdicts, claim rows, the
    # conflict probe's two reads, the clock, the event with its memory, revision and source
    # (one statement), the new row, the notification
    assert len(statements) <= 10, statements
    assert len([s for s in statements if "INSERT INTO" in s]) == 1, statements


def test_a_rejected_claim_written_again_is_withheld_reading_its_record_once(
    backend: Backend, svc: MemoryService, person: Actor, agent: Actor, statements: list[str]
) -> None:
    mid = _reject(svc, person, agent)
    statements.clear()
    again = svc.add(Candidate(REJECTED, NS, Kind.FACT), agent)
    assert again.action == "withheld" and again.memory.id == mid
    assert again.memory.review is Review.REJECTED and again.memory.evidence_count == 2
    assert len(_reads(statements, "verdicts")) == 1, statements
    by_id = [s for s in statements if "WHERE m.id = %s" in s]
    # the rejected record was read with the claim's rows; only the row after the write is read
    assert len(by_id) == 1, statements


def test_decisions_stand_on_every_backend(svc: MemoryService, person: Actor, agent: Actor) -> None:
    """The control on both backends: what admission decides with the verdicts read once."""
    mid = _reject(svc, person, agent)
    again = svc.add(Candidate(REJECTED, NS, Kind.FACT), agent)
    assert (again.action, again.memory.id) == ("withheld", mid)
    like = svc.add(Candidate(REJECTED.replace("service", "service always"), NS), agent)
    assert like.action == "created"
    assert any(f.startswith("resembles rejected") for f in like.memory.flags)
    fresh = svc.add(Candidate("The staging cluster runs three replicas", NS), agent)
    assert fresh.action == "created" and not fresh.memory.flags
    # a person restores the claim: the verdict no longer stands, the claim corroborates
    svc.restore(mid, person)
    back = svc.add(Candidate(REJECTED, NS, Kind.FACT), agent)
    assert back.action == "corroborated" and back.memory.id == mid
