"""The basic write/read cycle through the service and the CLI."""

from __future__ import annotations

from cairn.model import Candidate, Kind, Review, Status
from cairn.service import MemoryService
from tests.conftest import NS_A


def test_a_persons_memory_is_served_and_an_agents_waits(svc: MemoryService, person, agent) -> None:
    approved = svc.add(Candidate("Use ruff for linting", NS_A, Kind.CONVENTION), person).memory
    waiting = svc.add(Candidate("Use black for formatting", NS_A, Kind.CONVENTION), agent).memory
    assert (approved.status, approved.review) == (Status.ACTIVE, Review.APPROVED)
    assert (waiting.status, waiting.review) == (Status.PROPOSED, Review.UNREVIEWED)
    served = {m.id for m, _ in svc.search("linting formatting")}
    assert approved.id in served
    assert waiting.id not in served
