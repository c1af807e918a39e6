"""The tenth held-out set's stale-belief templates (``bench.memfresh10``): a value corrected
in plain words (a "scratch that" in chat, a re-pasted table, a reopened ticket, a commit that
bumps a pin, a correction note to last week's minutes), with no ``supersedes`` field, and a
correction that never repeats the value it replaces.

Each template writes one case from the case's random source; a template never reads another
set, and it must keep its draws in the same order (the frozen copy depends on it).
"""

from __future__ import annotations

from cairn.bench.memfresh10_pools import (
    CAUSES,
    CHANNELS,
    FACETS,
    PEOPLE,
    UNITS,
    clocks,
    day_month,
    ident,
    noise,
    the_day,
    two_subjects,
)
from cairn.bench.memgen import Case, NamedSpec
from cairn.bench.memset import choose, days, mins, sample

STALE = "stale_belief_resistance"


def scratch_that_in_chat(c: Case) -> None:
    """A window time said in chat is taken back hours later in plain words, by its author or by
    a colleague who checked."""
    (code, _), _ = two_subjects(c)
    facet = choose(c, FACETS[code])
    person, checker = sample(c, PEOPLE, 2)
    channel = choose(c, CHANNELS)
    first, second = clocks(c, 2)
    c.event(
        "first",
        f"{person}: {code} {facet} window opens at {first} tomorrow.",
        label=f"{channel} message",
        kind="chat",
        trust=0.85,
        after=mins(0),
        session="s1",
    )
    noise(c, code, facet)(c, 3, mins(20), 0.15, "s1")
    fixed = c.event(
        "second",
        choose(
            c,
            [
                f"{person}: scratch what I said earlier about the {code} {facet}, the"
                f" window opens at {second}.",
                f"{person}: ignore my earlier {code} {facet} time. Opening is {second}.",
                f"{checker}: {person}'s time was off, I checked the board: the {code} {facet}"
                f" window opens at {second}.",
            ],
        ),
        label=f"{channel} message",
        kind="chat",
        trust=0.85,
        after=mins(300),
        session="s1",
    )
    c.ask(
        choose(
            c,
            [
                f"What time does the {code} {facet} window open?",
                f"When should I turn up for the {code} {facet} window?",
            ],
        ),
        after=days(1),
    )
    c.expect([second], [fixed], forbidden=[first])


def repasted_table(c: Case) -> None:
    """A plan table is pasted again with one row fixed; the question asks that row."""
    (code, _), _ = two_subjects(c)
    rows = FACETS[code]
    facet = choose(c, rows)
    unit = UNITS[code]
    counts = sample(c, range(12, 99), 4)
    old, new = counts[rows.index(facet)], counts[3]
    fixed_counts = [new if r == facet else counts[i] for i, r in enumerate(rows)]
    person = choose(c, PEOPLE)

    def table(values: list[int]) -> str:
        return "\n".join(
            [f"| work | {unit} |", "|---|---|"]
            + [f"| {r} | {v} |" for r, v in zip(rows, values, strict=True)]
        )

    c.event(
        "old",
        f"{code} plan for the week:\n{table(counts[:3])}",
        label=f"{code} plan (pasted table)",
        kind="table",
        trust=0.88,
        after=mins(0),
        session="s1",
    )
    noise(c, code, facet)(c, 2, mins(30), 0.5, "s1")
    again = c.event(
        "new",
        f"{person}: re-pasting the {code} plan, one row was wrong:\n{table(fixed_counts)}",
        label=f"{code} plan (pasted again)",
        kind="table",
        trust=0.9,
        after=days(1),
        session="s2",
    )
    c.ask(f"How many {unit} does the {code} plan give the {facet}?", after=days(3))
    c.expect([str(new)], [again], forbidden=[str(old)])


def reopened_ticket(c: Case) -> None:
    """A ticket closed with one root cause is reopened with another."""
    (code, _), _ = two_subjects(c)
    facet = choose(c, FACETS[code])
    ticket = ident(c)
    wrong, right = sample(c, CAUSES, 2)
    person = choose(c, PEOPLE)
    c.event(
        "closed",
        f"{ticket} closed: {code} {facet} failures traced to {wrong}.",
        label=f"ticket {ticket}",
        kind="ticket",
        trust=0.85,
        after=mins(0),
        session="s1",
    )
    noise(c, code, facet)(c, 3, days(1), 4, "s2")
    reopened = c.event(
        "reopened",
        choose(
            c,
            [
                f"{ticket} reopened by {person}: the {code} {facet} fault came back. Real"
                f" cause: {right}. Fix is in.",
                f"{ticket} back open ({person}). What actually broke the {code} {facet} was"
                f" {right}; sorted now.",
            ],
        ),
        label=f"ticket {ticket}",
        kind="ticket",
        trust=0.9,
        after=days(6),
        session="s3",
    )
    c.ask(f"What caused the {code} {facet} failures?", after=days(8))
    c.expect([right.split(" ", 1)[1]], [reopened], forbidden=[wrong.split(" ", 1)[1]])


def pin_bumped_in_a_commit(c: Case) -> None:
    """An old commit pins a firmware version; a later commit bumps the pin."""
    (code, _), _ = two_subjects(c)
    facet = choose(c, FACETS[code])
    major = c.rng.randrange(2, 9)
    minor_old, minor_new = sorted(sample(c, range(0, 12), 2))
    old = f"v{major}.{minor_old}.{c.rng.randrange(0, 10)}"
    new = f"v{major}.{minor_new}.{c.rng.randrange(0, 10)}"
    c.event(
        "pin",
        f"{code.lower()}: pin {facet} firmware to {old}",
        label=f"{code} repo commit",
        kind="commit",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    noise(c, code, facet)(c, 3, days(1), 10, "s2")
    bumped = c.event(
        "bump",
        choose(
            c,
            [
                f"{code.lower()}: bump {facet} firmware pin to {new} after the vendor advisory",
                f"{code.lower()}({facet}): move firmware pin forward, now {new}",
            ],
        ),
        label=f"{code} repo commit",
        kind="commit",
        trust=0.9,
        after=days(14),
        session="s3",
    )
    c.ask(
        choose(
            c,
            [
                f"Which firmware version is the {code} {facet} pinned to?",
                f"What firmware should a fresh {code} {facet} unit be flashed with?",
            ],
        ),
        after=days(16),
    )
    c.expect([new], [bumped], forbidden=[old])


def correction_to_last_weeks_minutes(c: Case) -> None:
    """Minutes give a handover day; next week's correction note gives another day, written
    another way, without repeating the first."""
    (code, _), _ = two_subjects(c)
    facet = choose(c, FACETS[code])
    first, second = (the_day(c, days(n)) for n in sample(c, range(15, 45), 2))
    c.event(
        "minutes",
        f"{code} minutes: the {facet} handover is on {day_month(first)}.",
        label=f"{code} minutes",
        kind="minutes",
        trust=0.85,
        after=mins(0),
        session="s1",
    )
    noise(c, code, facet)(c, 3, days(1), 5, "s2")
    note = c.event(
        "correction",
        choose(
            c,
            [
                f"Correction to last week's {code} minutes: the {facet} handover is"
                f" {second.isoformat()}; the date we wrote was a typo.",
                f"{code} minutes, corrected: {facet} handover {second.isoformat()} (the earlier"
                " entry was wrong).",
            ],
        ),
        label=f"{code} minutes correction",
        kind="minutes",
        trust=0.9,
        after=days(7),
        session="s3",
    )
    c.ask(
        choose(
            c,
            [
                f"When is the {code} {facet} handover?",
                f"What date should I put in the diary for the {code} {facet} handover?",
            ],
        ),
        after=days(9),
    )
    c.expect([second.isoformat()], [note], forbidden=[day_month(first)])


TEMPLATES = [
    NamedSpec(STALE, scratch_that_in_chat),
    NamedSpec(STALE, repasted_table),
    NamedSpec(STALE, reopened_ticket),
    NamedSpec(STALE, pin_bumped_in_a_commit),
    NamedSpec(STALE, correction_to_last_weeks_minutes),
]
