"""A proposal a person expired while it waited for review (its valid time ended) was approved as
'active': the two-axis state said live while the valid time said over (the read predicate kept
it out of injection, `cairn list` showed it active). It is now approved as expired. Controls:
a proposal whose window ends in the future is approved active, and one in a time zone far from
UTC is compared in UTC."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

from cairn.model import Actor, Candidate, Review, Status, View
from cairn.service import MemoryService
from cairn.timeutil import fmt, now
from tests.conftest import NS_A


def test_a_proposal_expired_while_it_waited_is_approved_as_expired(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    mem = svc.add(Candidate("The cache TTL is five minutes", NS_A), agent).memory
    svc.expire(mem.id, person, at=now())
    got = svc.approve(mem.id, person)
    assert (got.status, got.review) == (Status.EXPIRED, Review.APPROVED)
    assert mem.id not in {m.id for m in svc.memories(View.INJECT)}
    events = len(svc.history(mem.id)[1])
    svc.approve(mem.id, person)  # approved already: nothing changes, no event
    assert len(svc.history(mem.id)[1]) == events


def test_control_a_window_that_ends_later_is_approved_active(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    later = fmt(datetime.now(UTC) + timedelta(days=3))
    mem = svc.add(Candidate("The freeze lasts until Friday", NS_A, valid_to=later), agent).memory
    got = svc.approve(mem.id, person)
    assert (got.status, got.review) == (Status.ACTIVE, Review.APPROVED)
    assert mem.id in {m.id for m in svc.memories(View.INJECT)}
    # an end given in a zone 14 hours east of UTC, still in the future in UTC
    east = (datetime.now(UTC) + timedelta(hours=2)).astimezone(timezone(timedelta(hours=14)))
    assert east.isoformat().endswith("+14:00")
    other = svc.add(Candidate("The window closes soon", NS_A, valid_to=east.isoformat()), agent)
    other = other.memory
    assert svc.approve(other.id, person).status is Status.ACTIVE
