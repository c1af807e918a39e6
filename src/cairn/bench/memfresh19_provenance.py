"""The provenance templates of `fresh19`: one source states a subject's value, another source
states a neighbouring subject's value in the same frame; the question asks in other words."""

from __future__ import annotations

from cairn.bench.memfresh19_pools import (
    LEAD,
    SEATS,
    SLOT,
    TAG,
    WORKERS,
    Attr,
    ask,
    days,
    label,
    say,
    two_subjects,
    value,
)
from cairn.bench.memgen import Case, Template


def make(name: str, doc: str, attr: Attr) -> Template:
    def write(case: Case) -> None:
        mine, other = two_subjects(case)
        avoid: set[int] = set()
        used: set[str] = set()
        v, w = value(case, attr, avoid, used), value(case, attr, avoid, used)
        first = case.event(
            "fact",
            say(case, attr, mine.code, v),
            label=label(case),
            kind="note",
            trust=0.8,
            after=days(case.rng.uniform(2, 6)),
            session="s1",
        )
        case.event(
            "near",
            say(case, attr, other.code, w),
            label=label(case),
            kind="note",
            trust=0.8,
            after=days(case.rng.uniform(0, 8)),
            session="s2",
        )
        case.ask(ask(case, attr, mine.code), after=days(12))
        case.expect([v], [first], forbidden=[w])

    write.__name__ = name
    write.__doc__ = doc
    return write


TEMPLATES: tuple[Template, ...] = (
    make(
        "worker_count_beside_a_neighbour",
        "A worker count stated beside another subject's.",
        WORKERS,
    ),
    make(
        "build_tag_beside_a_neighbour", "A build tag, mixed or lower case, beside another's.", TAG
    ),
    make(
        "lead_named_beside_a_neighbour", "Who leads a subject, beside another subject's lead.", LEAD
    ),
    make("seat_cap_beside_a_neighbour", "A seat cap stated beside another subject's.", SEATS),
    make("room_beside_a_neighbour", "A room stated beside another subject's room.", SLOT),
)
