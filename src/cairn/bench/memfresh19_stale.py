"""The stale-belief templates of `fresh19`: a value replaced casually ("scratch that",
"actually make that"), with no `supersedes` field and without repeating the old value."""

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

FIX = ("Scratch that, {s}.", "Actually make that: {s}.", "On second thought, {s}.", "Update: {s}.")


def make(name: str, doc: str, attr: Attr) -> Template:
    def write(case: Case) -> None:
        mine, _ = two_subjects(case)
        avoid: set[int] = set()
        used: set[str] = set()
        old, new = value(case, attr, avoid, used), value(case, attr, avoid, used)
        case.event(
            "old",
            say(case, attr, mine.code, old),
            label=label(case),
            kind="note",
            trust=0.8,
            after=days(case.rng.uniform(1, 5)),
            session="s1",
        )
        fix = case.pick(FIX).format(s=say(case, attr, mine.code, new))
        cited = case.event(
            "new",
            fix,
            label=label(case),
            kind="note",
            trust=0.8,
            after=days(case.rng.uniform(8, 12)),
            session="s2",
        )
        case.ask(ask(case, attr, mine.code), after=days(14))
        case.expect([new], [cited], forbidden=[old])

    write.__name__ = name
    write.__doc__ = doc
    return write


TEMPLATES: tuple[Template, ...] = (
    make("worker_count_scratched", "A worker count replaced casually.", WORKERS),
    make("build_scratched", "A build tag replaced casually.", TAG),
    make("lead_scratched", "A lead replaced casually.", LEAD),
    make("seat_cap_scratched", "A seat cap replaced casually.", SEATS),
    make("room_scratched", "A room replaced casually.", SLOT),
)
