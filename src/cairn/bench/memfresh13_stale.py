"""The stale-belief templates of ``fresh13``: a value replaced in plain words (no
``supersedes``), a change that is itself reverted, an old wiki marked as outdated, a soak time
re-stated in other units, an owner handed over. The correction is the latest event and never
repeats the value it replaces."""

from __future__ import annotations

from cairn.bench.memfresh13_pools import PEOPLE, PLACES, UNITS, counts, subjects, two, words, work
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins, sample


def misread_figure_replaced(c: Case) -> None:
    """A figure is posted, then replaced by its author in plain words ("scratch the number I
    gave, I read the wrong column")."""
    code, _ = subjects(c)
    w, _, _ = work(c, code)
    old, new = counts(c, 2)
    unit = UNITS[code]
    c.event(
        "first",
        f"{code} {w}: we'll need {old} {unit} for the next round",
        label="team chat",
        kind="chat",
        trust=0.7,
        after=mins(0),
        session="a",
    )
    fix = c.event(
        "fix",
        f"scratch the {code} number I gave earlier, I read the wrong column — it's {new} "
        f"{unit} for the {w}",
        label="team chat",
        kind="chat",
        trust=0.7,
        after=days(c.rng.uniform(0.2, 2)),
        session="b",
    )
    c.ask(
        c.pick(
            [
                f"How many {unit} does the next {code} {w} need?",
                f"Is it still true that the {code} {w} needs {old} {unit}?",
            ]
        ),
        after=days(c.rng.randrange(3, 8)),
    )
    c.expect([str(new)], [fix], forbidden=[str(old)])


def change_reverted_to_the_original(c: Case) -> None:
    """A setting is written in a config line in digits, raised in chat, and the raise is
    reverted in words ("back to the thirty-four we had"): the raised value is stale."""
    code, _ = subjects(c)
    w, _, _ = work(c, code)
    orig, raised = counts(c, 2)
    key = f"{code.lower()}.{w.replace(' ', '_')}.parallel"
    c.event(
        "config",
        f"{key} = {orig}",
        label="config file",
        kind="file",
        trust=0.85,
        after=mins(0),
        session="a",
    )
    c.event(
        "raise",
        f"bumped {code} {w} parallelism to {raised} to clear the backlog",
        label="team chat",
        kind="chat",
        trust=0.7,
        after=days(c.rng.uniform(2, 5)),
        session="b",
    )
    revert = c.event(
        "revert",
        f"reverted the {code} {w} bump: back to the {words(orig)} we had before, the raise "
        "caused timeouts",
        label="incident timeline",
        kind="document",
        trust=0.85,
        after=days(c.rng.uniform(6, 9)),
        session="c",
    )
    c.ask(
        c.pick(
            [
                f"What is {code}'s {w} parallelism set to now?",
                f"Is the {code} {w} still running at {raised} in parallel?",
            ]
        ),
        after=days(c.rng.randrange(10, 14)),
    )
    c.expect([words(orig)], [revert], forbidden=[str(raised)])


def old_wiki_against_the_handbook(c: Case) -> None:
    """An old wiki page (marked as not maintained) places an item; this year's handbook
    places it elsewhere. The old place is stale."""
    code, _ = subjects(c)
    w, _, _ = work(c, code)
    old, new = two(c, PLACES)
    c.event(
        "oldwiki",
        f"[OLD WIKI — not maintained] {code}: the {w} logbook is kept in {old}.",
        label="old wiki",
        kind="document",
        trust=0.6,
        after=mins(0),
        session="a",
    )
    hb = c.event(
        "handbook",
        f"{code} handbook, this year's edition, §2: the {w} logbook lives in {new}.",
        label="handbook",
        kind="document",
        trust=0.9,
        after=days(c.rng.uniform(100, 300)),
        session="b",
    )
    c.ask(
        c.pick(
            [
                f"Where is the {code} {w} logbook kept?",
                f"Is the {code} {w} logbook still in {old}?",
            ]
        ),
        after=days(c.rng.randrange(301, 320)),
    )
    c.expect([new], [hb], forbidden=[old])


def soak_time_restated_in_hours(c: Case) -> None:
    """A soak time set in minutes is later lengthened, said in hours in plain words."""
    code, _ = subjects(c)
    w, _, _ = work(c, code)
    old = choose(c, [25, 35, 40, 50])
    new = c.pick(["two hours", "three hours", "four hours"])
    c.event(
        "first",
        f"{code}: {w} soak = {old} min",
        label="runbook line",
        kind="document",
        trust=0.8,
        after=mins(0),
        session="a",
    )
    c.event(
        "noise",
        f"{code} {w} looked clean this morning",
        label="team chat",
        kind="chat",
        trust=0.6,
        after=days(c.rng.uniform(1, 3)),
        session="b",
    )
    fix = c.event(
        "longer",
        f"From today the {code} {w} soaks for {new} before anyone signs it off — "
        "the short soak missed the last fault.",
        label="e-mail",
        kind="email",
        trust=0.85,
        after=days(c.rng.uniform(4, 8)),
        session="c",
    )
    c.ask(
        c.pick(
            [
                f"How long does the {code} {w} soak now?",
                f"What soak time applies to {code}'s {w}?",
            ]
        ),
        after=days(c.rng.randrange(9, 15)),
    )
    c.expect([new], [fix], forbidden=[f"{old} min"])


def owner_handed_over(c: Case) -> None:
    """An owners file names one person; a lead's message later hands the work to another
    without naming the first."""
    code, _ = subjects(c)
    w, _, _ = work(c, code)
    old, new = sample(c, PEOPLE, 2)
    c.event(
        "owners",
        f"# OWNERS ({code})\n{w.replace(' ', '-')}: {old}",
        label="owners file",
        kind="file",
        trust=0.85,
        after=mins(0),
        session="a",
    )
    hand = c.event(
        "handover",
        f"Team — from Monday {new} takes over the {code} {w}. Please route questions there.",
        label="lead's e-mail",
        kind="email",
        trust=0.9,
        after=days(c.rng.uniform(10, 40)),
        session="b",
    )
    c.ask(
        c.pick(
            [
                f"Who owns the {code} {w} now?",
                f"Is {old} still the person to ask about the {code} {w}?",
            ]
        ),
        after=days(c.rng.randrange(41, 50)),
    )
    c.expect([new], [hand], forbidden=[old])
