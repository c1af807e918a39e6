"""Valid time and record time are separate axes: retraction ("this was wrong") ends record time,
supersession and expiry ("this stopped being true") end valid time, and as-of answers on both.

The service is built with a replay clock (its constructor's ``clock``), so each step happens at a
known time."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cairn.errors import UsageError
from cairn.model import Actor, Candidate, Kind, Memory, Scope, Status, View
from cairn.service import MemoryService
from cairn.timeutil import ReplayClock, parse_time
from tests.conftest import NS_A, USER_NS
from tests.contract.conftest import Backend

T1 = "2026-03-01T10:00:00.000000Z"  # written
T2 = "2026-03-02T10:00:00.000000Z"  # between
T3 = "2026-03-03T10:00:00.000000Z"  # retired
T4 = "2026-03-04T10:00:00.000000Z"  # after

Clock = Callable[[str], None]


@pytest.fixture
def replay() -> ReplayClock:
    return ReplayClock(T1)


@pytest.fixture
def svc(backend: Backend, replay: ReplayClock) -> MemoryService:
    return backend.open(Scope(NS_A, USER_NS), clock=replay)


@pytest.fixture
def clock(replay: ReplayClock) -> Clock:
    return replay.set


def _ids(ms: list[Memory]) -> set[str]:
    return {m.id for m in ms}


def _served(svc: MemoryService, words: str) -> set[str]:
    """Every agent-facing read: the search view, the inject view and search."""
    return (
        _ids(svc.memories(View.SEARCH))
        | _ids(svc.memories(View.INJECT))
        | {m.id for m, _ in svc.search(words)}
    )


def _write_pair(svc: MemoryService, person: Actor, clock: Clock, subject: str) -> tuple[str, str]:
    """A memory to retire and a control that stays, both written at T1."""
    clock(T1)
    target = svc.add(Candidate(f"The {subject} runs on the blue cluster", NS_A), person).memory
    control = svc.add(Candidate(f"The {subject} logs go to syslog", NS_A), person).memory
    return target.id, control.id


def test_retraction_ends_record_time_but_not_valid_time(
    svc: MemoryService, person: Actor, clock: Clock
) -> None:
    mid, control = _write_pair(svc, person, clock, "billing service")
    clock(T3)
    m = svc.retract(mid, person, reason="it never ran there")
    assert m.status is Status.RETRACTED
    assert m.retired_at == T3
    assert m.valid_to is None

    clock(T4)
    assert mid not in _served(svc, "billing service cluster")
    assert control in _served(svc, "billing service syslog")
    # what we believed at T2, as we knew it at T2: the memory was there
    assert mid in _ids(svc.as_of(T2))
    # what held at T2 as we know it now: it was wrong all along, so it is gone
    assert mid not in _ids(svc.as_of(T2, known_at=T4))
    assert mid not in _ids(svc.as_of(T4))
    assert control in _ids(svc.as_of(T2, known_at=T4))


def test_supersession_ends_valid_time_and_as_of_before_it_still_finds_the_old_memory(
    svc: MemoryService, person: Actor, clock: Clock
) -> None:
    mid, control = _write_pair(svc, person, clock, "search service")
    clock(T3)
    old, new = svc.supersede(mid, person, text="The search service runs on the green cluster")
    assert old.status is Status.SUPERSEDED
    assert old.valid_to == T3
    assert old.superseded_by == new.id
    assert old.retired_at is None

    clock(T4)
    assert mid not in _served(svc, "search service cluster")
    assert new.id in _served(svc, "search service cluster")
    assert control in _served(svc, "search service syslog")
    # valid at T2 whether known then or now: superseded later does not rewrite the past
    assert mid in _ids(svc.as_of(T2))
    assert mid in _ids(svc.as_of(T2, known_at=T4))
    assert new.id not in _ids(svc.as_of(T2, known_at=T4))
    assert mid not in _ids(svc.as_of(T4))
    assert new.id in _ids(svc.as_of(T4))


def test_supersession_at_an_earlier_time_ends_valid_time_then(
    svc: MemoryService, person: Actor, clock: Clock
) -> None:
    mid, _ = _write_pair(svc, person, clock, "mail service")
    clock(T4)
    old, _new = svc.supersede(mid, person, text="The mail service runs on the red cluster", at=T2)
    assert old.valid_to == T2
    # known now: the old memory held at T1 + a bit but not at T3
    assert mid in _ids(svc.as_of("2026-03-01T12:00:00Z", known_at=T4))
    assert mid not in _ids(svc.as_of(T3, known_at=T4))
    # known at T3 (before the supersession was recorded), it was still believed at T3
    assert mid in _ids(svc.as_of(T3, known_at=T3))


def test_expiry_ends_valid_time(svc: MemoryService, person: Actor, clock: Clock) -> None:
    mid, control = _write_pair(svc, person, clock, "queue service")
    clock(T3)
    m = svc.expire(mid, person, at=T3)
    assert m.status is Status.EXPIRED
    assert m.valid_to == T3
    assert m.retired_at is None

    clock(T4)
    assert mid not in _served(svc, "queue service cluster")
    assert control in _served(svc, "queue service syslog")
    assert mid in _ids(svc.as_of(T2))
    assert mid in _ids(svc.as_of(T2, known_at=T4))
    assert mid not in _ids(svc.as_of(T4))


def test_an_expiry_set_for_the_future_stops_serving_once_that_time_passes(
    svc: MemoryService, person: Actor, clock: Clock
) -> None:
    mid, control = _write_pair(svc, person, clock, "cron service")
    clock(T2)
    m = svc.expire(mid, person, at=T3)
    assert m.status is Status.ACTIVE  # still true until T3
    assert mid in _served(svc, "cron service cluster")
    clock(T4)
    assert mid not in _served(svc, "cron service cluster")
    assert control in _served(svc, "cron service syslog")


def test_a_memory_valid_only_from_a_later_date_is_absent_before_it(
    svc: MemoryService, person: Actor, clock: Clock
) -> None:
    clock(T1)
    later = svc.add(Candidate("The new pricing applies", NS_A, valid_from=T3), person).memory
    assert later.valid_from == T3
    assert later.id not in _served(svc, "pricing applies")
    assert later.id not in _ids(svc.as_of(T2, known_at=T4))
    assert later.id in _ids(svc.as_of(T4))
    clock(T4)
    assert later.id in _served(svc, "pricing applies")


def test_valid_to_must_come_after_valid_from(svc: MemoryService, person: Actor) -> None:
    with pytest.raises(UsageError):
        svc.add(Candidate("Backwards", NS_A, valid_from=T3, valid_to=T2), person)
    ok = svc.add(Candidate("Forwards", NS_A, valid_from=T2, valid_to=T3), person).memory
    assert (ok.valid_from, ok.valid_to) == (T2, T3)


def test_an_edit_keeps_the_old_text_and_its_evidence_on_the_old_revision(
    svc: MemoryService, person: Actor, agent: Actor, clock: Clock
) -> None:
    clock(T1)
    mid = svc.add(Candidate("Builds use gcc 12", NS_A, Kind.FACT), person).memory.id
    svc.add(Candidate("Builds use gcc 12", NS_A, Kind.FACT), agent)  # corroborates
    clock(T2)
    edited = svc.edit(mid, "Builds use gcc 13", person)
    assert (edited.text, edited.revision, edited.evidence_count) == ("Builds use gcc 13", 2, 1)
    revs = svc.revisions(mid)
    assert [(r["revision"], r["text"]) for r in revs] == [
        (1, "Builds use gcc 12"),
        (2, "Builds use gcc 13"),
    ]
    assert revs[0]["evidence"]["evidence_count"] == 2
    assert revs[0]["known_at"] == T1 and revs[1]["known_at"] == T2


@pytest.mark.parametrize(
    ("given", "stored"),
    [
        ("2026-03-03", "2026-03-03T00:00:00.000000Z"),
        ("2026-03-03T14:00:00+02:00", "2026-03-03T12:00:00.000000Z"),
        ("2026-03-03T14:00:00Z", "2026-03-03T14:00:00.000000Z"),
        ("2026-03-03T14:00:00", "2026-03-03T14:00:00.000000Z"),
    ],
)
def test_dates_are_stored_in_utc_and_a_bare_date_is_the_start_of_the_day(
    svc: MemoryService, person: Actor, given: str, stored: str
) -> None:
    m = svc.add(Candidate(f"Holds from {given}", NS_A, valid_from=given), person).memory
    assert m.valid_from == stored


def test_as_of_reads_a_bare_date_as_the_end_of_the_day() -> None:
    assert parse_time("2026-03-03", end_of_day=True) == "2026-03-03T23:59:59.999999Z"
    assert parse_time("2026-03-03") == "2026-03-03T00:00:00.000000Z"
