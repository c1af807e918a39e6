"""``fresh35`` contradiction templates: two sources about one subject that differ (instances 0,
2 and 4 of a template) or agree (1 and 3), with another subject's value in an uncited event.
Three questions in five ask whether the sources agree; the others ask for the value going by
both. None says "conflict"."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memfresh35_pools import (
    KIT_COLOURS,
    PYTHON,
    REGIONS,
    WEEKDAYS,
    amounts,
    clock,
    counts,
    form,
    instance,
    others,
    people,
    ports,
    subject,
)
from cairn.bench.memfresh35_pools import note as say
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins, sample


@dataclass(frozen=True)
class Pair:
    """The two sources' texts and labels, the question in both forms, and the values."""

    first: str
    first_label: str
    second: str
    second_label: str
    other: str
    agree_q: str
    value_q: str
    answers: tuple[str, ...]


def differs(c: Case) -> bool:
    return instance(c) % 2 == 0


def asks_agree(c: Case) -> bool:
    return instance(c) in (0, 1, 4)


def write(c: Case, pair: Pair, distractor: str) -> None:
    a = say(c, "one", pair.first, pair.first_label, days(2), "s1")
    b = say(c, "two", pair.second, pair.second_label, days(9) + mins(35), "s2", trust=0.7)
    say(c, "other", pair.other, pair.first_label, days(4), "s1")
    c.ask(pair.agree_q if asks_agree(c) else pair.value_q, after=days(16))
    if differs(c):
        c.expect(pair.answers, [a, b], contradictions=[a, b], forbidden=[distractor])
    else:
        c.expect(pair.answers[:1], [a, b], forbidden=[distractor])


def two(c: Case, pool: tuple[str, ...] | list[str]) -> tuple[str, str, str]:
    """The first source's value, the second's (the same where they agree), another subject's."""
    v, w, x = sample(c, pool, 3)
    return v, (w if differs(c) else v), x


def contra_python_pin_or_rehearsal_day(c: Case) -> None:
    """The Python release a service is pinned to, in a Makefile against a deploy note, or a
    group's rehearsal day, in the club calendar against a member's text."""
    s = subject(c, 0)
    (o,) = others(c, s)
    if s.software:
        v, w, x = two(c, PYTHON)
        pair = Pair(
            f"# {s.code} build\n{s.code.upper()}_PYTHON := {v}",
            "Makefile",
            f"Deploy note: {s.code} images are built on {w}",
            "deploy note",
            f"# {o.code} build\n{o.code.upper()}_PYTHON := {x}",
            f"Do the Makefile and the deploy note pin {s.code} to the same Python release?",
            f"Which Python does {s.code} build on, going by the Makefile and the deploy note?",
            (v, w),
        )
    else:
        v, w, x = two(c, WEEKDAYS)
        who = people(c, 1)[0]
        pair = Pair(
            f"Club calendar: {s.code} {s.work} every {v}",
            "club calendar",
            f"{who}: {s.code} {s.work} is on {w} as usual, see you there",
            f"text from {who}",
            f"Club calendar: {o.code} {o.work} every {x}",
            f"Do the club calendar and {who}'s text agree on the {s.code} {s.work} day?",
            f"According to the club calendar and {who}'s text, when is the {s.code} {s.work}?",
            (v, w),
        )
    write(c, pair, x)


def contra_port_or_hall_capacity(c: Case) -> None:
    """The port a service listens on, in services.json against an env file, or how many a
    group's hall holds, in bookings.csv against a sticky note in words or digits."""
    s = subject(c, 3)
    (o,) = others(c, s)
    if s.software:
        v, w, x = ports(c, 3)
        w = w if differs(c) else v
        pair = Pair(
            f'services.json: {{"service": "{s.code.lower()}", "port": {v}}}',
            "services.json",
            f"# {s.code}\n{s.code.upper()}_PORT={w}",
            "env file",
            f'services.json: {{"service": "{o.code.lower()}", "port": {x}}}',
            f"Do services.json and the env file give {s.code} the same port?",
            f"What port does {s.code} listen on, per services.json and the env file?",
            (v, w),
        )
    else:
        n, m, k = counts(c, 3)
        m = m if differs(c) else n
        shown = form(c, m)
        pair = Pair(
            f"bookings.csv\ngroup,hall_capacity\n{s.code.lower()},{n}",
            "bookings.csv",
            f"Sticky note on the hall door: {s.code} room holds {shown}",
            "sticky note",
            f"bookings.csv\ngroup,hall_capacity\n{o.code.lower()},{k}",
            f"Do bookings.csv and the sticky note agree on how many the {s.code} hall fits?",
            f"How many people can the {s.code} hall take, going by bookings.csv and the "
            "sticky note?",
            (str(n), shown),
        )
        x = str(k)
    write(c, pair, x)


def contra_retention_or_match_fee(c: Case) -> None:
    """How many days a service keeps its logs, in a TOML block against a wiki table, or a
    group's match fee, in the price list against a member's text message."""
    s = subject(c, 6)
    (o,) = others(c, s)
    if s.software:
        n, m, k = counts(c, 3)
        m = m if differs(c) else n
        shown = form(c, m)
        pair = Pair(
            f"[{s.code.lower()}.logs]\nretention_days = {n}",
            "logging.toml",
            f"| service | log retention |\n| {s.code} | {shown} days |",
            "wiki table",
            f"[{o.code.lower()}.logs]\nretention_days = {k}",
            f"Do logging.toml and the wiki table keep {s.code} logs for the same number of days?",
            f"How long are {s.code} logs kept, per logging.toml and the wiki table?",
            (str(n), shown),
        )
        x = str(k)
    else:
        v, w, x = amounts(c, 3)
        w = w if differs(c) else v
        who = people(c, 1)[0]
        pair = Pair(
            f"price_list.csv\ngroup,match_fee\n{s.code.lower()},{v}",
            "price list",
            f"{who}: {s.code} match fee is {w}, bring cash",
            f"text message from {who}",
            f"price_list.csv\ngroup,match_fee\n{o.code.lower()},{x}",
            f"Does the price list charge the same {s.code} match fee as {who}'s text message?",
            f"What's the {s.code} match fee, according to the price list and {who}'s text message?",
            (v, w),
        )
    write(c, pair, x)


def contra_region_or_kit_colours(c: Case) -> None:
    """The cloud region a service runs in, in the team page against a chat export line, or a
    group's kit colours, in the handbook against a chat export line."""
    s = subject(c, 9)
    (o,) = others(c, s)
    who = people(c, 1)[0]
    chan = f"#{s.code.lower()}-{'ops' if s.software else 'chat'}"
    if s.software:
        v, w, x = two(c, REGIONS)
        pair = Pair(
            f"Team page: {s.code} runs in {v}",
            "team page",
            f"Export · {chan} · {who}: {s.code} is deployed to {w}",
            "chat export",
            f"Team page: {o.code} runs in {x}",
            f"Do the team page and the chat export say the same about which region hosts {s.code}?",
            f"Going by the team page and the chat export, where is {s.code} deployed?",
            (v, w),
        )
    else:
        v, w, x = two(c, KIT_COLOURS)
        pair = Pair(
            f"Handbook: {s.code} plays in {v}",
            "handbook",
            f"Export · {chan} · {who}: the {s.code} shirts are {w}",
            "chat export",
            f"Handbook: {o.code} plays in {x}",
            f"Do the handbook and the chat export agree on the {s.code} colours?",
            f"What colours does {s.code} wear, per the handbook and the chat export?",
            (v, w),
        )
    write(c, pair, x)


def contra_window_or_start_time(c: Case) -> None:
    """When a service's weekly maintenance window opens, in a handover note against
    maintenance.toml, or when a group's session starts, on the calendar against the group
    chat."""
    s = subject(c, 12)
    (o,) = others(c, s)
    v, w, x = clock(c, 3)
    w = w if differs(c) else v
    day = choose(c, WEEKDAYS)
    if s.software:
        pair = Pair(
            f"Handover note: the {s.code} maintenance window opens at {v} on {day}s",
            "handover note",
            f'[{s.code.lower()}.maintenance]\nopens = "{w}"',
            "maintenance.toml",
            f"Handover note: the {o.code} maintenance window opens at {x} on {day}s",
            f"Do the handover note and maintenance.toml agree on when the {s.code} maintenance "
            "window opens?",
            f"When does the {s.code} maintenance window open, going by the handover note and "
            "maintenance.toml?",
            (v, w),
        )
    else:
        pair = Pair(
            f"Calendar: {s.code} {s.work}, {day}s from {v}",
            "calendar",
            f"{s.code} {s.work} kicks off at {w}, don't be late",
            "group chat",
            f"Calendar: {o.code} {o.work}, {day}s from {x}",
            f"Do the calendar and the group chat give the same start time for the {s.code} "
            f"{s.work}?",
            f"What time does the {s.code} {s.work} begin, per the calendar and the group chat?",
            (v, w),
        )
    write(c, pair, x)


TEMPLATES = (
    contra_python_pin_or_rehearsal_day,
    contra_port_or_hall_capacity,
    contra_retention_or_match_fee,
    contra_region_or_kit_colours,
    contra_window_or_start_time,
)
