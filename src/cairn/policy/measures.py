"""Values that measure something, read into one scale whatever their notation (issue 17): a date
("2026-09-23", "November 23, 2026", "23 November 2026") as a day number, a duration ("60
seconds", "`ttl = 120` (seconds)", "90 days", "1h57m") in seconds, a share of a whole ("three
in four", "75%") as a fraction. Two statements of one attribute in two
notations agree when their measures are equal and differ when they are not; the rules compare
words, so "2026-09-23" and "November 23, 2026" were neither.

``measures(text)`` returns (dimension, magnitude) pairs in text order. Dates without a year and
bare numbers are not measures. Pure; the patterns compile on first use.
"""

from __future__ import annotations

import itertools
import re
from datetime import date
from functools import cache, lru_cache

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


# one letter after "_" only ("timeout_s", "ttl_h", "keep_d"; "m" is minutes or metres)
_KEYED_LETTERS = {"s": 1, "h": 3600, "d": 86400}


@cache
def _setting() -> re.Pattern[str]:
    # a settings key and its number ("BUILD_TIMEOUT_SECONDS=5400", "ttlMs: 250"): the key
    # matched whole, once, from its first letter (a key starts after a space or a flag's
    # one or two hyphens, not inside "a-b-c"), so a long run of joined words is read in
    # linear time
    return re.compile(
        r"(?<![\w.])(?<![\w.]-)(?<![\w.-]--)([A-Za-z][\w.-]*+)[\"']?\s*[:=]\s*[\"'`]?(\d+(?:\.\d+)?)(?![\w.])"
    )


_SHARE_UNITS = ("pct", "percent", "percentage")


@cache
def _unit_suffix() -> tuple[re.Pattern[str], re.Pattern[str]]:
    units = sorted([*_KEYED_UNITS, *_SHARE_UNITS], key=len, reverse=True)
    snake = "|".join([*units, *_KEYED_LETTERS])  # after "_" or "-", any case: "_SECONDS", "_s"
    camel = "|".join(u.capitalize() for u in units)  # after a lower-case letter: "ttlMs"
    return re.compile(rf"[_-]({snake})$", re.I), re.compile(rf"(?<=[a-z])({camel})$")


def setting_keys(text: str) -> list[str]:
    """The key of each ``key = number`` / ``key: number`` setting of a text."""
    return [m[1] for m in _setting().finditer(text)]


def unit_key(name: str) -> bool:
    """A settings key whose last word is its unit or a fraction ("retention_days",
    "ttlMs", "ALERT_PCT", "queue.ratio"): it names an attribute."""
    snake, camel = _unit_suffix()
    if snake.search(name) or camel.search(name):
        return True
    return len(_key_parts().split(name)) > 1 and _fraction_key(name)


def _keyed(text: str) -> list[tuple[int, str, float]]:
    """(position, unit, number) of each settings key that ends in its unit."""
    snake, camel = _unit_suffix()
    out = []
    for m in _setting().finditer(text):
        unit = snake.search(m[1]) or camel.search(m[1])
        if unit is not None:
            out.append((m.start(), unit[1].lower(), float(m[2])))
    return out


def _keyed_durations(text: str) -> list[tuple[int, str, float]]:
    return [
        (at, "duration", number * {**_KEYED_UNITS, **_KEYED_LETTERS}[unit])
        for at, unit, number in _keyed(text)
        if unit in _KEYED_UNITS or unit in _KEYED_LETTERS
    ]


_UNITS = {
    w: n
    for n, w in enumerate(
        [
            "zero",
            "_",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
        ]
    )
    if w != "_"
}  # "one" left out: it is more often a pronoun ("the new one") than a count
_TENS = {
    w: 10 * n
    for n, w in enumerate(
        ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    )
    if w != "_"
}
_SCALES = {"hundred": 100, "thousand": 1000, "dozen": 12}


def number_word(word: str) -> bool:
    """``word`` (casefolded) is a cardinal in words ("forty", "forty-five", "one")."""
    parts = word.split("-")
    return all(p in _UNITS or p in _TENS or p in _SCALES or p == "one" for p in parts)


@cache
def _spelled_pattern() -> re.Pattern[str]:
    word = "|".join(sorted([*_UNITS, *_TENS, *_SCALES, "one"], key=len, reverse=True))
    return re.compile(rf"\b(?:{word})(?:(?:[- ]|\s+and\s+)(?:{word}))*\b", re.I)


def _spelled_value(words: list[str]) -> int | None:
    total, current = 0, 0
    for w in words:
        if w in _UNITS:
            current += _UNITS[w]
        elif w == "one":
            current += 1
        elif w in _TENS:
            current += _TENS[w]
        elif w == "hundred":
            current = max(current, 1) * 100
        elif w == "dozen":
            current = max(current, 1) * 12  # "seven dozen" is 84
        elif w == "thousand":
            total += max(current, 1) * 1000
            current = 0
        else:
            return None
    return total + current


@cache
def _spelled_split() -> re.Pattern[str]:
    return re.compile(r"[- ]+|\s+and\s+")


@lru_cache(maxsize=8192)
def spelled(text: str) -> str:
    """``text`` with cardinal numbers written in words given in digits ("forty-five minutes" ->
    "45 minutes", "twelve batches" -> "12 batches", "two hundred" -> "200", "seven dozen" ->
    "84"), and halves of a
    unit of time as decimals ("two and a half hours" -> "2.5 hours", "an hour and a half" ->
    "1.5 hour", "half an hour" -> "0.5 hour"); a lone "one" is left as written (a pronoun as
    often as a count)."""

    def digits(m: re.Match[str]) -> str:
        words = [w for w in _spelled_split().split(m.group().lower()) if w and w != "and"]
        if words == ["one"]:
            return m.group()
        value = _spelled_value(words)
        return m.group() if value is None else str(value)

    if "dozen" in text.lower():  # "4 dozen crates": 48
        text = _dozens().sub(lambda m: str(int(m[1]) * 12), text)
    out = _spelled_pattern().sub(digits, text)
    if "half" not in out.lower():
        return out
    and_half, unit_and_half, half_a = _half_patterns()
    out = and_half.sub(lambda m: f"{float(m[1].lower().replace('one', '1')) + 0.5:g} {m[2]}", out)
    out = unit_and_half.sub(lambda m: f"1.5 {m[1]}", out)
    return half_a.sub(lambda m: f"0.5 {m[1]}", out)


@cache
def _dozens() -> re.Pattern[str]:
    return re.compile(r"(?<![\w.])(\d+)\s+dozen\b", re.I)


@cache
def _half_patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    unit = "|".join(sorted((u for u in _SECONDS if len(u) > 3), key=len, reverse=True))
    return (
        re.compile(rf"(?<![\w.])(\d+|one)\s+and\s+a\s+half\s+({unit})\b", re.I),
        re.compile(rf"\b(?:an?|one)\s+({unit})\s+and\s+a\s+half\b", re.I),
        re.compile(rf"\bhalf\s+(?:an?|one)\s+({unit})\b", re.I),
    )


@cache
def _compact_minutes() -> re.Pattern[str]:
    """A number with "m" written on it, closing its line or item, as configurations write
    minutes ("window: 105m", "ttl=30m,"): "5m users", "105m long" (a count, a length) go on
    with a word and are no duration."""
    return re.compile(r"(?<![\w.,])(\d+)m(?=[ \t]*(?:$|[,;)\]}'\"`#]))", re.M)


def _day(y: int, m: int, d: int) -> float | None:
    try:
        return float(date(y, m, d).toordinal())
    except ValueError:
        return None


def measures(text: str) -> list[tuple[str, float]]:
    """(dimension, magnitude) of each date with a year, each day of a month (``monthday``, with
    or without a year) and each duration with a unit, numbers in words read as digits."""
    text = spelled(text)
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
    for m in _compact_minutes().finditer(text):
        found.append((m.start(), "duration", float(m[1]) * 60))
    found.extend(_compound_durations(text))
    found.extend(_numeric_dates(text))
    found.extend(_shares(text))
    found.extend(_periods(text))
    found.extend(_month_days(text))
    found.extend(_times_of_day(text))
    return [(dim, mag) for _at, dim, mag in sorted(found)]


_COMPOUND_UNITS = {"d": 86400.0, "h": 3600.0, "m": 60.0, "s": 1.0}


@cache
def _compound_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    whole = re.compile(r"(?<![\w.:])((?:\d+[dhms]){2,4})(?![\w.])", re.I)
    return whole, re.compile(r"(\d+)([dhms])", re.I)


def _compound_durations(text: str) -> list[tuple[int, str, float]]:
    """A duration written as its parts, largest unit first, as schedulers and Go write them
    ("1h57m", "2m30s", "1d12h"): "1h" alone is read by the unit pattern; parts out of order
    ("30s2m") or a unit twice are no duration."""
    whole, part = _compound_patterns()
    out: list[tuple[int, str, float]] = []
    for m in whole.finditer(text):
        parts = [(int(n), u.lower()) for n, u in part.findall(m[1])]
        sizes = [_COMPOUND_UNITS[u] for _n, u in parts]
        if any(a <= b for a, b in itertools.pairwise(sizes)):
            continue
        out.append((m.start(), "duration", float(sum(n * _COMPOUND_UNITS[u] for n, u in parts))))
    return out


@cache
def _numeric_date_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    # "16/06/2026", "16.06.2026", "6-16-2026"; "2026/06/16" (the ISO order with slashes)
    day_first = re.compile(r"(?<![\w/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4})(?![\w/-]|\.\d)")
    year_first = re.compile(r"(?<![\w/.-])(\d{4})/(\d{1,2})/(\d{1,2})(?![\w/-]|\.\d)")
    return day_first, year_first


def _numeric_dates(text: str) -> list[tuple[int, str, float]]:
    """A date in digits with a year ("16/06/2026", "06/16/2026", "2026/06/16") as ``date`` and
    ``monthday``. Day and month are told apart only when one of them is over 12; "05/06/2026"
    (the fifth of June or the sixth of May) measures nothing."""
    day_first, year_first = _numeric_date_patterns()
    out: list[tuple[int, str, float]] = []
    found: list[tuple[int, int, int, int]] = []
    for m in day_first.finditer(text):
        a, b, y = int(m[1]), int(m[3]), int(m[4])
        if a > 12 >= b:
            found.append((m.start(), y, b, a))
        elif b > 12 >= a:
            found.append((m.start(), y, a, b))
    for m in year_first.finditer(text):
        found.append((m.start(), int(m[1]), int(m[2]), int(m[3])))
    for at, y, month, d in found:
        day = _day(y, month, d)
        if day is not None:
            out.append((at, "date", day))
            out.append((at, "monthday", month * 100.0 + d))
    return out


_TIMES = {"once": 1, "twice": 2, "thrice": 3}
_PERIOD_UNITS = {"minute": 60, "hour": 3600, "day": 86400, "week": 604800, "month": 2629800}


@cache
def _period_patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    unit = "|".join(_PERIOD_UNITS)
    # "twice a week", "3 times per day" (numbers in words already digits)
    times = re.compile(
        rf"\b(once|twice|thrice|(\d+)\s+times)\s+(?:a|an|per|each|every)\s+({unit})\b", re.I
    )
    # "every 36 hours", "every week"
    every = re.compile(rf"\bevery\s+(?:(\d+)\s+)?({unit})s?\b", re.I)
    # a schedule's interval key and its duration: "interval: 36h", "period = 2d"
    keyed = re.compile(
        r"(?<![\w.-])(?:[\w.-]*[_.-])?(?:interval|period|cadence|every)[\"']?\s*[:=]\s*[\"']?"
        r"(\d+)\s*(m|h|d|w)\b",
        re.I,
    )
    return times, every, keyed


def _periods(text: str) -> list[tuple[int, str, float]]:
    """How often a thing recurs, as the seconds between two runs ("period"): "twice a week",
    "3 times per day", "every 36 hours", "interval: 36h" ("twice a week" and "every 84h"
    measure alike); a duration of one run is another attribute."""
    times, every, keyed = _period_patterns()
    out: list[tuple[int, str, float]] = []
    for m in times.finditer(text):
        n = int(m[2]) if m[2] else _TIMES[m[1].lower()]
        if n > 0:
            out.append((m.start(), "period", _PERIOD_UNITS[m[3].lower()] / n))
    for m in every.finditer(text):
        out.append((m.start(), "period", int(m[1] or 1) * _PERIOD_UNITS[m[2].lower()]))
    for m in keyed.finditer(text):
        out.append((m.start(), "period", int(m[1]) * _KEYED_PERIOD_UNITS[m[2].lower()]))
    return out


_KEYED_PERIOD_UNITS = {**_COMPOUND_UNITS, "w": 604800.0}


@cache
def _share_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    # "3 in 4", "one in 8", "2 out of 5", "1 of every 10" (numbers in words already digits)
    ratio = re.compile(
        r"(?<![\w.,/])(\d+|one)\s+(?:in|out\s+of|of\s+every)\s+(?:every\s+)?(\d+)(?![\w.,])",
        re.I,
    )
    percent = re.compile(r"(?<![\w.,])(\d+(?:\.\d+)?)\s*(?:%|percent\b|per\s+cent\b)", re.I)
    return ratio, percent


def _shares(text: str) -> list[tuple[int, str, float]]:
    """A share of a whole, as a fraction: "three in four", "one in 8", "2 out of 5", "75%", "75
    percent" ("3 in 4" and "75%" measure alike). A whole of 0 or a part above it is no share."""
    ratio, percent = _share_patterns()
    out: list[tuple[int, str, float]] = []
    for m in ratio.finditer(text):
        part = 1 if m[1].lower() == "one" else int(m[1])
        whole = int(m[2])
        if whole > 0 and part <= whole:
            out.append((m.start(), "share", round(part / whole, 4)))
    for m in percent.finditer(text):
        out.append((m.start(), "share", round(float(m[1]) / 100, 4)))
    # a settings key whose last word is the unit: "ALERT_PCT=81", "alert_at_pct = 83",
    # "loadPercent: 40" (a share in hundredths, as "81 percent")
    for at, unit, number in _keyed(text):
        if unit in _SHARE_UNITS:
            out.append((at, "share", round(number / 100, 4)))
    # a key that names a fraction of a whole, with a decimal at most one: "ratio = 0.91",
    # "alertFraction: 0.8" are 91 and 80 percent; "ratio = 3" is no share
    for m in _setting().finditer(text):
        if _fraction_key(m[1]) and "." in m[2] and float(m[2]) <= 1:
            out.append((m.start(), "share", round(float(m[2]), 4)))
    return out


_FRACTION_KEYS = ("ratio", "fraction")


def _fraction_key(key: str) -> bool:
    """The key's last word names a fraction of a whole ("ratio", "alertFraction")."""
    return _key_parts().split(key)[-1].lower() in _FRACTION_KEYS


@cache
def _key_parts() -> re.Pattern[str]:
    return re.compile(r"[_.-]|(?<=[a-z])(?=[A-Z])")


_WEEKDAYS = {
    d: n
    for n, d in enumerate(
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    )
}


@cache
def _day_patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    weekday = re.compile(rf"\b({'|'.join(_WEEKDAYS)})s?\b", re.I)
    # "15:00", "09:30 UTC" (not a ratio "3:1", not a duration "1:30:00"'s seconds)
    clock = re.compile(r"(?<![\d:])([01]?\d|2[0-3]):([0-5]\d)(?![\d])")
    # "3 pm", "11:30am", "noon", "midnight"
    twelve = re.compile(
        r"\b(1[0-2]|0?[1-9])(?::([0-5]\d))?\s*([ap])\.?m\b\.?|\b(noon|midday|midnight)\b", re.I
    )
    return weekday, clock, twelve


def _times_of_day(text: str) -> list[tuple[int, str, float]]:
    """A day of the week (``weekday``, Monday = 0) and a time of day in minutes (``clock``),
    whatever the notation: "15:00" / "3 pm", "noon" / "12:00", "Tuesday" / "tuesdays"."""
    weekday, clock, twelve = _day_patterns()
    out: list[tuple[int, str, float]] = []
    for m in weekday.finditer(text):
        out.append((m.start(), "weekday", float(_WEEKDAYS[m[1].lower()])))
    taken: list[tuple[int, int]] = []
    for m in twelve.finditer(text):
        if m[4]:
            minutes = 0.0 if m[4].lower() == "midnight" else 720.0
        else:
            hour = int(m[1]) % 12 + (12 if m[3].lower() == "p" else 0)
            minutes = hour * 60.0 + int(m[2] or 0)
        out.append((m.start(), "clock", minutes))
        taken.append(m.span())
    for m in clock.finditer(text):
        if not any(a <= m.start() < b for a, b in taken):
            out.append((m.start(), "clock", int(m[1]) * 60.0 + int(m[2])))
    return out


@cache
def _month_day_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    # a capitalised month's name, so "may 5" (a modal) is no date
    month = "|".join(sorted((m.capitalize() for m in _MONTHS), key=len, reverse=True))
    dm = re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({month})\b\.?")
    md = re.compile(rf"\b({month})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?![\d:])")
    return dm, md


def _month_days(text: str) -> list[tuple[int, str, float]]:
    """A day of a month, with or without a year ("5 July", "July 5", "2025-07-05"), as
    ``monthday`` (month * 100 + day): a date without a year is compared by it."""
    iso = _patterns()[0]
    dm, md = _month_day_patterns()
    out: list[tuple[int, str, float]] = []
    for m in iso.finditer(text):
        if _day(int(m[1]), int(m[2]), int(m[3])) is not None:
            out.append((m.start(), "monthday", int(m[2]) * 100.0 + int(m[3])))
    for m in dm.finditer(text):
        if 1 <= int(m[1]) <= 31:
            out.append((m.start(), "monthday", _MONTHS[m[2].lower()] * 100.0 + int(m[1])))
    for m in md.finditer(text):
        if 1 <= int(m[2]) <= 31:
            out.append((m.start(), "monthday", _MONTHS[m[1].lower()] * 100.0 + int(m[2])))
    return out


def disagree(a: str, b: str) -> bool:
    """Both texts measure one dimension, and no measure of it is the same in both."""
    ma, mb = measures(a), measures(b)
    dims = {d for d, _ in ma} & {d for d, _ in mb}
    if "date" in dims:
        dims.discard("monthday")  # both give the year: the whole date decides
    for dim in dims:
        xa = {v for d, v in ma if d == dim}
        xb = {v for d, v in mb if d == dim}
        if not xa & xb:
            return True
    return False


def ready() -> None:
    """Compile every pattern now: admission's conflict check measures values while a write
    holds the store's lock, where nothing may be compiled (``service.core.prepare_write``)."""
    _patterns()
    _setting()
    _unit_suffix()
    _spelled_pattern()
    _spelled_split()
    _half_patterns()
    _compact_minutes()
    _compound_patterns()
    _numeric_date_patterns()
    _share_patterns()
    _key_parts()
    _period_patterns()
    _day_patterns()
    _month_day_patterns()
