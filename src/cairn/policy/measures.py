"""Values that measure something, read into one scale whatever their notation (issue 17): a date
("2026-09-23", "November 23, 2026", "23 November 2026") as a day number, a duration ("60
seconds", "`ttl = 120` (seconds)", "90 days") in seconds. Two statements of one attribute in two
notations agree when their measures are equal and differ when they are not; the rules compare
words, so "2026-09-23" and "November 23, 2026" were neither.

``measures(text)`` returns (dimension, magnitude) pairs in text order. Dates without a year and
bare numbers are not measures. Pure; the patterns compile on first use.
"""

from __future__ import annotations

import re
from datetime import date
from functools import cache

_MONTHS = {
    m: n
    for n, names in enumerate(
        [
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ],
        start=1,
    )
    for m in names
}
_SECONDS = {
    "ms": 0.001,
    "millisecond": 0.001,
    "milliseconds": 0.001,
    "s": 1,
    "sec": 1,
    "secs": 1,
    "second": 1,
    "seconds": 1,
    "min": 60,
    "mins": 60,
    "minute": 60,
    "minutes": 60,
    "h": 3600,
    "hr": 3600,
    "hrs": 3600,
    "hour": 3600,
    "hours": 3600,
    "day": 86400,
    "days": 86400,
    "week": 604800,
    "weeks": 604800,
}


@cache
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    month = "|".join(sorted(_MONTHS, key=len, reverse=True))
    unit = "|".join(sorted(_SECONDS, key=len, reverse=True))
    iso = re.compile(r"(?<![\d-])(\d{4})-(\d{2})-(\d{2})(?![\d-])")
    mdy = re.compile(rf"\b({month})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})\b", re.I)
    dmy = re.compile(
        rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({month})\.?,?\s+(\d{{4}})\b", re.I
    )
    # a number and its unit, the unit possibly in parentheses after a code span: "`ttl = 120`
    # (seconds)"
    dur = re.compile(
        rf"(?<![\w.,])(\d{{1,3}}(?:,\d{{3}})+|\d+(?:\.\d+)?)\s*`?\s*\(?\s*({unit})\b(?!-)", re.I
    )
    return iso, mdy, dmy, dur


# a setting whose name ends in its unit, and its number: "BUILD_TIMEOUT_SECONDS=5400",
# "retention_hours: 8736", "ttlMs: 300", "maxAgeDays = 30"
_KEYED_UNITS = {
    "ms": 0.001,
    "millis": 0.001,
    "milliseconds": 0.001,
    "sec": 1,
    "secs": 1,
    "seconds": 1,
    "min": 60,
    "mins": 60,
    "minutes": 60,
    "hrs": 3600,
    "hours": 3600,
    "days": 86400,
    "weeks": 604800,
}


@cache
def _keyed() -> re.Pattern[str]:
    units = sorted(_KEYED_UNITS, key=len, reverse=True)
    snake = "|".join(units)  # after "_" or "-", in any case: "_SECONDS", "-days"
    camel = "|".join(u.capitalize() for u in units)  # after a lower-case letter: "ttlMs"
    return re.compile(
        rf"\b[A-Za-z][\w.-]*?(?:[_-]((?i:{snake}))|(?<=[a-z])({camel}))"
        rf"[\"']?\s*[:=]\s*[\"'`]?(\d+(?:\.\d+)?)(?![\w.])"
    )


def _keyed_durations(text: str) -> list[tuple[int, str, float]]:
    out = []
    for m in _keyed().finditer(text):
        unit = (m[1] or m[2] or "").lower()
        if unit in _KEYED_UNITS:
            out.append((m.start(), "duration", float(m[3]) * _KEYED_UNITS[unit]))
    return out


def _day(y: int, m: int, d: int) -> float | None:
    try:
        return float(date(y, m, d).toordinal())
    except ValueError:
        return None


def measures(text: str) -> list[tuple[str, float]]:
    """(dimension, magnitude) of each date with a year and each duration with a unit."""
    iso, mdy, dmy, dur = _patterns()
    found: list[tuple[int, str, float]] = []
    for m in iso.finditer(text):
        day = _day(int(m[1]), int(m[2]), int(m[3]))
        if day is not None:
            found.append((m.start(), "date", day))
    for m in mdy.finditer(text):
        day = _day(int(m[3]), _MONTHS[m[1].lower()], int(m[2]))
        if day is not None:
            found.append((m.start(), "date", day))
    for m in dmy.finditer(text):
        day = _day(int(m[3]), _MONTHS[m[2].lower()], int(m[1]))
        if day is not None:
            found.append((m.start(), "date", day))
    for m in dur.finditer(text):
        number = float(m[1].replace(",", ""))
        found.append((m.start(), "duration", number * _SECONDS[m[2].lower()]))
    found.extend(_keyed_durations(text))
    return [(dim, mag) for _at, dim, mag in sorted(found)]


def disagree(a: str, b: str) -> bool:
    """Both texts measure one dimension, and no measure of it is the same in both."""
    ma, mb = measures(a), measures(b)
    for dim in {d for d, _ in ma} & {d for d, _ in mb}:
        xa = {v for d, v in ma if d == dim}
        xb = {v for d, v in mb if d == dim}
        if not xa & xb:
            return True
    return False
