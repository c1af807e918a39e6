"""Times: stored as UTC ISO-8601 strings with microseconds and a ``Z`` (they sort as text).

A date argument takes ISO-8601; a bare date means the start of that day in UTC, except where a
caller asks for ``end_of_day`` (``as-of`` reads a bare date as the end of that day).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import UTC, datetime

from cairn.errors import UsageError

_BARE_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


Clock = Callable[[], str]
"""Where a service reads the time: ``now`` in the product; a replay (the demo, a benchmark that
imports dated events, a test) passes its own clock to the service's constructor. Nothing reads
the time from the environment: an agent could set it, and record time is the audit trail."""


def now() -> str:
    """The current time (the system clock; the product reads no other)."""
    return fmt(datetime.now(UTC))


class ReplayClock:
    """A clock that a replay moves by hand (``set``), passed to a service's constructor. It
    never goes backwards unless told to: a replay of dated events sets each event's time."""

    def __init__(self, at: str) -> None:
        self.at = parse_time(at)

    def set(self, at: str) -> None:
        self.at = parse_time(at)

    def __call__(self) -> str:
        return self.at


def fmt(dt: datetime) -> str:
    """The stored form, always with a four-digit year (strftime's %Y drops the zeros of years
    before 1000 on some platforms, and then the text no longer sorts as time)."""
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    return dt.astimezone(UTC).replace(tzinfo=None).isoformat(timespec="microseconds") + "Z"


def parse_time(value: str, *, end_of_day: bool = False) -> str:
    """Parse an ISO-8601 date or date-time into the stored form; raise UsageError otherwise."""
    text = value.strip()
    if not text:
        raise UsageError("empty date", hint="use ISO-8601, e.g. 2026-03-03 or 2026-03-03T14:00:00Z")
    try:
        if _BARE_DATE.match(text):
            dt = datetime.fromisoformat(text).replace(tzinfo=UTC)
            if end_of_day:  # the last instant of that day (9999-12-31 included)
                dt = dt.replace(hour=23, minute=59, second=59, microsecond=999999)
            return fmt(dt)
        if text.endswith(("Z", "z")):
            text = text[:-1] + "+00:00"
        dt = datetime.fromisoformat(text)
        if dt.tzinfo is not None:
            dt.astimezone(UTC)  # a time zone that takes it out of the years 1..9999 fails here
    except (ValueError, OverflowError):
        raise UsageError(
            f"invalid date {value!r}", hint="use ISO-8601, e.g. 2026-03-03 or 2026-03-03T14:00:00Z"
        ) from None
    return fmt(dt)


def to_datetime(stored: str) -> datetime:
    return datetime.fromisoformat(stored.replace("Z", "+00:00"))
