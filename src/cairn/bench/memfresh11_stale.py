"""Stale-belief templates of ``fresh11``: a value, then a later correction in plain words (no
``supersedes`` field) that never repeats the value it replaces: "scratch what I said", a
re-pasted table with one row fixed, a reopened ticket with the real cause, a commit bumping a
pin, a correction note to earlier minutes naming their date in another notation. The
correction is the latest event and the only one cited; the old value is the distractor."""

from __future__ import annotations

from cairn.bench.memfresh11_pools import (
    CAUSES,
    FACETS,
    MONTHS,
    TOOLS,
    UNITS,
    numbers,
    ordinal,
    people,
    subjects,
)
from cairn.bench.memgen import Case, NamedSpec
from cairn.bench.memset import choose, days, mins

DIM = "stale_belief_resistance"


def scratch_what_i_said(c: Case) -> None:
    """A count said in chat, then taken back by the same person or fixed by a colleague who
    checked the board."""
    ((code, _, facet),) = subjects(c.rng, 1)
    first, second = people(c.rng, 2)
    old, new = numbers(c.rng, 2)
    unit = UNITS[code]
    c.event(
        "old",
        f"{first}: {code} {facet} is down for {old} {unit} this week",
        label="chat message",
        kind="chat",
        trust=0.7,
        after=mins(20),
        session="s1",
    )
    c.event(
        "new",
        choose(
            c,
            [
                f"{first}: scratch what I said earlier about {code}, the {facet} is "
                f"{new} {unit} this week",
                f"{second}: checked the board, {code} {facet} is actually {new} {unit} this week",
            ],
        ),
        label="chat message",
        kind="chat",
        trust=0.8,
        after=mins(c.rng.randrange(60, 300)),
        session="s1",
    )
    c.ask(f"How many {unit} is the {code} {facet} down for this week?", after=days(1))
    c.expect([str(new)], [f"{c.case_id}-new"], forbidden=[str(old)])


def repasted_table_one_row_fixed(c: Case) -> None:
    """A table of owners, pasted again later with one row fixed."""
    ((code, _, _),) = subjects(c.rng, 1)
    facets = c.rng.sample(FACETS[code], 3)
    owners = people(c.rng, 4)
    fixed = c.rng.randrange(3)

    def table(names: list[str], note: str) -> str:
        rows = "\n".join(f"| {f} | {n} |" for f, n in zip(facets, names, strict=True))
        return f"{code} owners{note}\n| work | owner |\n|---|---|\n{rows}"

    before = owners[:3]
    after = [owners[3] if i == fixed else n for i, n in enumerate(before)]
    c.event(
        "old",
        table(before, ""),
        label="pasted table",
        kind="document",
        trust=0.8,
        after=mins(10),
        session="s1",
    )
    c.event(
        "new",
        table(after, " (re-pasted, one row fixed)"),
        label="pasted table",
        kind="document",
        trust=0.85,
        after=days(c.rng.randrange(1, 4)),
        session="s2",
    )
    c.ask(f"Who owns the {code} {facets[fixed]} now?", after=days(5))
    c.expect([owners[3]], [f"{c.case_id}-new"], forbidden=[owners[fixed]])


def reopened_ticket_real_cause(c: Case) -> None:
    """A ticket closed with a cause, reopened later with the real one."""
    ((code, _, facet),) = subjects(c.rng, 1)
    guessed, real = c.rng.sample(CAUSES, 2)
    ticket = c.rng.randrange(1000, 9000)
    c.event(
        "old",
        choose(
            c,
            [
                f"{code}-{ticket} closed: {facet} stall caused by {guessed}.",
                f"Resolved {code}-{ticket} ({facet} stall). Cause: {guessed}. Fixed on site.",
            ],
        ),
        label="ticket",
        kind="ticket",
        trust=0.7,
        after=mins(90),
        session="s1",
    )
    c.event(
        "new",
        choose(
            c,
            [
                f"{code}-{ticket} reopened: the {facet} stalled again; root cause was "
                f"{real}, the first diagnosis was wrong.",
                f"{code}-{ticket} back open. Same {facet} stall this week; turns out it was "
                f"{real} all along.",
            ],
        ),
        label="ticket",
        kind="ticket",
        trust=0.9,
        after=days(c.rng.randrange(2, 6)),
        session="s2",
    )
    c.ask(f"What caused the {code} {facet} stall?", after=days(7))
    c.expect([_bare(real)], [f"{c.case_id}-new"], forbidden=[_bare(guessed)])


def _bare(cause: str) -> str:
    """A cause without its article: ``a worn drive belt`` -> ``worn drive belt``."""
    return cause.split(" ", 1)[1]


def commit_bumps_the_pin(c: Case) -> None:
    """A commit pins a tool's version; a later commit bumps the pin."""
    ((code, _, facet),) = subjects(c.rng, 1)
    tool = choose(c, TOOLS)
    major = c.rng.randrange(1, 5)
    old, new = (
        f"{major}.{c.rng.randrange(0, 4)}.{c.rng.randrange(1, 9)}",
        (f"{major}.{c.rng.randrange(5, 9)}.0"),
    )
    sha, nsha = (f"{c.rng.getrandbits(28):07x}" for _ in range(2))
    c.event(
        "old",
        choose(
            c,
            [
                f"commit {sha}: {code}: pin {tool} to {old} for the {facet}",
                f"commit {sha}\n\n    {code} {facet}: {tool}=={old}",
            ],
        ),
        label="commit",
        kind="commit",
        trust=0.85,
        after=mins(5),
        session="s1",
    )
    c.event(
        "new",
        choose(
            c,
            [
                f"commit {nsha}: {code}: bump the {tool} pin to {new} ({facet})",
                f"commit {nsha}\n\n    {code} {facet}: move {tool} up to {new}, the old pin "
                "leaked memory",
            ],
        ),
        label="commit",
        kind="commit",
        trust=0.9,
        after=days(c.rng.randrange(3, 20)),
        session="s2",
    )
    c.ask(f"Which {tool} version does the {code} {facet} use now?", after=days(21))
    c.expect([new], [f"{c.case_id}-new"], forbidden=[old])


def minutes_corrected_in_another_notation(c: Case) -> None:
    """Minutes name who leads a piece of work; a correction note names those minutes by a
    date in another notation and gives the right lead."""
    ((code, _, facet),) = subjects(c.rng, 1)
    wrong, right = people(c.rng, 2)
    day = c.start.date()
    c.event(
        "old",
        f"{code} minutes {day.isoformat()}: {facet} lead is {wrong}.",
        label="minutes",
        kind="document",
        trust=0.8,
        after=mins(60),
        session="s1",
    )
    said = choose(
        c, [f"{ordinal(day.day)} {MONTHS[day.month - 1]}", f"{MONTHS[day.month - 1]} {day.day}"]
    )
    c.event(
        "new",
        f"Correction to the {code} minutes of {said}: the {facet} lead is {right}.",
        label="correction note",
        kind="document",
        trust=0.9,
        after=days(c.rng.randrange(4, 9)),
        session="s2",
    )
    c.ask(f"Who leads the {code} {facet}?", after=days(10))
    c.expect([right], [f"{c.case_id}-new"], forbidden=[wrong])


TEMPLATES = [
    NamedSpec(DIM, t)
    for t in (
        scratch_what_i_said,
        repasted_table_one_row_fixed,
        reopened_ticket_real_cause,
        commit_bumps_the_pin,
        minutes_corrected_in_another_notation,
    )
]
