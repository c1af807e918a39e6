"""The continuity templates of `fresh19`: two facts about one subject said in two sessions,
asked together in a third."""

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


def make(name: str, doc: str, one: Attr, two: Attr) -> Template:
    def write(case: Case) -> None:
        mine, other = two_subjects(case)
        avoid: set[int] = set()
        used: set[str] = set()
        v, u, w = (value(case, a, avoid, used) for a in (one, two, one))
        a = case.event(
            "first",
            say(case, one, mine.code, v),
            label=label(case),
            kind="chat",
            trust=0.8,
            after=days(case.rng.uniform(1, 3)),
            session="s1",
        )
        b = case.event(
            "second",
            say(case, two, mine.code, u),
            label=label(case),
            kind="chat",
            trust=0.8,
            after=days(case.rng.uniform(4, 7)),
            session="s2",
        )
        case.event(
            "near",
            say(case, one, other.code, w),
            label=label(case),
            kind="chat",
            trust=0.8,
            after=days(case.rng.uniform(0, 7)),
            session="s3",
        )
        q = ask(case, one, mine.code)[:-1] + ", and " + ask(case, two, mine.code).lower()
        case.ask(q, after=days(9), session="q")
        case.expect([v, u], [a, b], forbidden=[w])

    write.__name__ = name
    write.__doc__ = doc
    return write


TEMPLATES: tuple[Template, ...] = (
    make("workers_then_build", "Worker count in one session, build in another.", WORKERS, TAG),
    make("lead_then_seats", "A lead in one session, a seat cap in another.", LEAD, SEATS),
    make("room_then_lead", "A room in one session, a lead in another.", SLOT, LEAD),
    make("build_then_workers", "A build in one session, a worker count in another.", TAG, WORKERS),
    make("seats_then_room", "A seat cap in one session, a room in another.", SEATS, SLOT),
)
