"""The contradiction templates of `fresh19`: two sources giving a subject's value, either two
different values (both flagged) or one value in digits and in words (agreeing)."""

from __future__ import annotations

from cairn.bench.memfresh19_pools import (
    LEAD,
    SEATS,
    TAG,
    WORKERS,
    Attr,
    ask,
    days,
    label,
    number,
    say,
    two_subjects,
    value,
    words,
)
from cairn.bench.memgen import Case, Template


def make(name: str, doc: str, attr: Attr, agree: bool) -> Template:
    def write(case: Case) -> None:
        mine, other = two_subjects(case)
        avoid: set[int] = set()
        used: set[str] = set()
        w = value(case, attr, avoid, used)
        if agree:
            n = number(case, avoid)
            v = str(n)
            a = case.event(
                "one",
                say(case, attr, mine.code, v),
                label=label(case),
                kind="note",
                trust=0.8,
                after=days(case.rng.uniform(1, 4)),
                session="s1",
            )
            b = case.event(
                "two",
                say(case, attr, mine.code, words(n)),
                label=label(case),
                kind="note",
                trust=0.8,
                after=days(case.rng.uniform(5, 9)),
                session="s2",
            )
            answers, flagged = [v], []
        else:
            v, u = value(case, attr, avoid, used), value(case, attr, avoid, used)
            a = case.event(
                "one",
                say(case, attr, mine.code, v),
                label=label(case),
                kind="note",
                trust=0.8,
                after=days(case.rng.uniform(1, 4)),
                session="s1",
            )
            b = case.event(
                "two",
                say(case, attr, mine.code, u),
                label=label(case),
                kind="note",
                trust=0.8,
                after=days(case.rng.uniform(5, 9)),
                session="s2",
            )
            answers, flagged = [v, u], [a, b]
        case.event(
            "near",
            say(case, attr, other.code, w),
            label=label(case),
            kind="note",
            trust=0.8,
            after=days(case.rng.uniform(0, 9)),
            session="s3",
        )
        case.ask(ask(case, attr, mine.code) + " Do the sources agree?", after=days(11))
        case.expect(answers, [a, b], contradictions=flagged, forbidden=[w])

    write.__name__ = name
    write.__doc__ = doc
    return write


TEMPLATES: tuple[Template, ...] = (
    make("two_worker_counts_differ", "Two sources give different worker counts.", WORKERS, False),
    make("two_builds_differ", "Two sources name different builds.", TAG, False),
    make("two_leads_differ", "Two sources name different leads.", LEAD, False),
    make("seats_in_digits_and_words", "One seat cap in digits and in words.", SEATS, True),
    make("workers_in_digits_and_words", "One worker count in digits and words.", WORKERS, True),
)
