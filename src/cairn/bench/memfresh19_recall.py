"""The six-month templates of `fresh19`: a fact stated early, buried under months of chatter
about its subject, asked over six months later in other words."""

from __future__ import annotations

from cairn.bench.memfresh19_pools import (
    LEAD,
    SEATS,
    SLOT,
    TAG,
    WORKERS,
    Attr,
    ask,
    chatter,
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
        fact = case.event(
            "fact",
            say(case, attr, mine.code, v),
            label=label(case),
            kind="note",
            trust=0.8,
            after=days(1),
            session="s1",
        )
        case.event(
            "near",
            say(case, attr, other.code, w),
            label=label(case),
            kind="note",
            trust=0.8,
            after=days(case.rng.uniform(2, 30)),
            session="s2",
        )
        chatter(case, mine.code, 10, 9)
        case.ask(ask(case, attr, mine.code), after=days(200))
        case.expect([v], [fact], forbidden=[w])

    write.__name__ = name
    write.__doc__ = doc
    return write


TEMPLATES: tuple[Template, ...] = (
    make("workers_recalled_after_months", "A worker count recalled after months.", WORKERS),
    make("build_recalled_after_months", "A build tag recalled after months.", TAG),
    make("lead_recalled_after_months", "A lead recalled after months.", LEAD),
    make("seats_recalled_after_months", "A seat cap recalled after months.", SEATS),
    make("room_recalled_after_months", "A room recalled after months.", SLOT),
)
