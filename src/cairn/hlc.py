"""Hybrid logical clock stamps: the order in which events from several stores are merged.

Every event gets a stamp when a store appends it (``next_stamp``): the event's own time in
microseconds, or, when the store's log already holds a stamp at or past that time (a clock set
back, a burst within one microsecond, events pulled from a machine whose clock runs ahead), the
same physical part with the logical counter advanced. An event pulled from another store keeps
its stamp; the next local stamp is then past it. So a stamp never goes backwards within a log,
events made after seeing another store's events sort after them, and ``(stamp, id)`` is a total
order every store agrees on, which is how ``cairn sync`` merges two logs into the same sequence.

Stamps are fixed-width text (``PPPPPPPPPPPPPPPP.LLLLLL``: 16 digits of microseconds since the
epoch, 6 of counter), so they sort as strings in SQLite and PostgreSQL alike. This module reads
no clock: the time comes from the event (which the service's injected clock gave it).
"""

from __future__ import annotations

from cairn.timeutil import to_datetime

WIDTH_PHYSICAL = 16
WIDTH_LOGICAL = 6
ZERO = "0" * WIDTH_PHYSICAL + "." + "0" * WIDTH_LOGICAL
# How far past the receiving store's clock an event made elsewhere may be stamped (the server
# receiving a push, a laptop pulling from the server): a clock set a little fast is fine; one
# set years ahead would drag every later stamp of the team with it, so that a person's verdict
# made today sorts before an agent's event "from 2099".
MAX_AHEAD = 24 * 3_600_000_000  # microseconds


def micros(at: str) -> int:
    """An event time (the stored ISO form) in microseconds since the epoch (0 for a time that
    cannot be read: such an event still gets a stamp after the log's last one)."""
    try:
        dt = to_datetime(at)
    except (ValueError, TypeError):
        return 0
    return max(0, int(dt.timestamp()) * 1_000_000 + dt.microsecond)


def make(physical: int, logical: int) -> str:
    return f"{physical:0{WIDTH_PHYSICAL}d}.{logical:0{WIDTH_LOGICAL}d}"


def parse(stamp: str) -> tuple[int, int]:
    """``(physical, logical)`` of a stamp; raises ValueError for anything else."""
    head, sep, tail = stamp.partition(".")
    if (
        not sep
        or len(head) != WIDTH_PHYSICAL
        or len(tail) != WIDTH_LOGICAL
        or not head.isdigit()
        or not tail.isdigit()
    ):
        raise ValueError(f"not a clock stamp: {stamp!r}")
    return int(head), int(tail)


def valid(stamp: object) -> bool:
    if not isinstance(stamp, str):
        return False
    try:
        parse(stamp)
    except ValueError:
        return False
    return True


def too_far_ahead(stamp: str, at: str, now: str) -> bool:
    """Whether an event made elsewhere (clock stamp ``stamp``, time ``at``) is refused by a
    store whose clock reads ``now``: its stamp or its time is more than ``MAX_AHEAD`` past
    ``now``. The one check the server runs on a push and a laptop on a pull."""
    limit = micros(now) + MAX_AHEAD
    return parse(stamp)[0] > limit or micros(at) > limit


def ahead_reason(at: str, whose: str) -> str:
    """The sentence a refusal by ``too_far_ahead`` gives (``whose``: "the server's")."""
    return f"its clock is more than {MAX_AHEAD // 3_600_000_000} h ahead of {whose} ({at})"


def next_stamp(at: str, last: str | None) -> str:
    """The stamp of a new local event at time ``at`` in a log whose greatest stamp is ``last``."""
    physical = micros(at)
    if not last:
        return make(physical, 0)
    last_physical, last_logical = parse(last)
    if physical > last_physical:
        return make(physical, 0)
    if last_logical + 1 >= 10**WIDTH_LOGICAL:  # the counter is full: one microsecond on
        return make(last_physical + 1, 0)  # (never a seventh digit, which would sort first)
    return make(last_physical, last_logical + 1)


def upcast(at: str, seq: int) -> str:
    """The stamp of an event written before stamps existed: its time, with its position in the
    log as the counter (such events were all made on one machine, in log order)."""
    return make(micros(at), seq % 10**WIDTH_LOGICAL)
