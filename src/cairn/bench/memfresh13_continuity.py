"""The continuity templates of ``fresh13``: two facts split over two sessions (often a table
in one and a chat message in the other), asked together in a third session; another subject's
value for the same thing is said between them."""

from __future__ import annotations

from cairn.bench.memfresh13_pools import (
    MONTHS,
    PEOPLE,
    PLACES,
    UNITS,
    counts,
    own,
    subjects,
    two,
    work,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, mins, sample


def _between(c: Case, text: str) -> None:
    c.event(
        "between",
        text,
        label="team chat",
        kind="chat",
        trust=0.6,
        after=days(c.rng.uniform(1, 2)),
        session="m",
    )


def owner_in_table_due_in_chat(c: Case) -> None:
    """A markdown table row gives who has a piece of work; a chat message in a later session
    gives when it is due. The question asks both."""
    code, other = subjects(c)
    w, _, _ = work(c, code)
    owner, rival = sample(c, PEOPLE, 2)
    m = c.rng.randrange(12)
    due = f"{c.rng.randrange(3, 28)} {MONTHS[m]}"
    row = c.event(
        "table",
        f"| subject | work | owner |\n|---|---|---|\n| {code} | {w} | {owner} |",
        label="planning table",
        kind="document",
        trust=0.85,
        after=mins(0),
        session="a",
    )
    _between(c, f"{other} {own(other)} goes to {rival}, fyi")
    chat = c.event(
        "chat",
        f"re {code} {w}: due {due}, no slack on that one",
        label="team chat",
        kind="chat",
        trust=0.7,
        after=days(c.rng.uniform(3, 6)),
        session="b",
    )
    c.ask(
        c.pick(
            [
                f"Who has the {code} {w}, and when is it due?",
                f"Remind me of the owner and the due date of {code}'s {w}.",
            ]
        ),
        after=days(c.rng.randrange(7, 12)),
    )
    c.expect([owner, due], [row, chat], forbidden=[rival])


def dock_then_start_time(c: Case) -> None:
    """One session says where a piece of work happens, the next at what time it starts;
    another subject's place is said between."""
    code, other = subjects(c)
    w, _, _ = work(c, code)
    place, place2 = two(c, PLACES)
    start = c.pick(["07:25", "13:40", "14:20", "16:55"])
    where = c.event(
        "where",
        f"{code} {w} will be in {place} this time — signage going up tomorrow",
        label="team chat",
        kind="chat",
        trust=0.7,
        after=mins(0),
        session="a",
    )
    _between(c, f"{other} is using {place2} for theirs")
    when = c.event(
        "when",
        f"calendar: {code} {w}, start {start}, allow two hours",
        label="calendar invite",
        kind="calendar",
        trust=0.85,
        after=days(c.rng.uniform(3, 6)),
        session="b",
    )
    c.ask(
        c.pick(
            [f"Where and at what time does the {code} {w} start?", f"{code} {w}: where, and when?"]
        ),
        after=days(c.rng.randrange(7, 12)),
    )
    c.expect([place, start], [where, when], forbidden=[place2])


def before_and_after_counts(c: Case) -> None:
    """A baseline count in one session and the count after a change in the next; another
    subject's count is said between."""
    code, other = subjects(c)
    w, _, _ = work(c, code)
    before, after, noise = counts(c, 3)
    unit = UNITS[code]
    first = c.event(
        "baseline",
        f"{code} baseline before the {w} change: {before} {unit} per week",
        label="status report",
        kind="document",
        trust=0.85,
        after=mins(0),
        session="a",
    )
    _between(c, f"{other} is at {noise} {UNITS[other]} per week, for comparison")
    second = c.event(
        "after",
        f"post-change check on {code}: {after} {unit}/wk since the {w} went in",
        label="team chat",
        kind="chat",
        trust=0.75,
        after=days(c.rng.uniform(3, 6)),
        session="b",
    )
    c.ask(
        c.pick(
            [
                f"What were {code}'s weekly {unit} before and after the {w} change?",
                f"Give me the {code} numbers either side of the {w} change.",
            ]
        ),
        after=days(c.rng.randrange(7, 12)),
    )
    c.expect([str(before), str(after)], [first, second], forbidden=[str(noise)])


def ticket_then_approver(c: Case) -> None:
    """A ticket is opened in one session and approved by someone in the next; another
    subject's ticket number is said between."""
    code, other = subjects(c)
    w, _, _ = work(c, code)
    approver = c.pick(PEOPLE)
    t1, t2 = c.rng.sample(range(1100, 9900), 2)
    opened = c.event(
        "ticket",
        f"Opened CHG-{t1}: {code} {w} (standard change)",
        label="change log",
        kind="ticket",
        trust=0.85,
        after=mins(0),
        session="a",
    )
    _between(c, f"{other} went in under CHG-{t2} yesterday")
    ok = c.event(
        "approval",
        f"approved the {code} {w} change — {approver}",
        label="team chat",
        kind="chat",
        trust=0.75,
        after=days(c.rng.uniform(3, 6)),
        session="b",
    )
    c.ask(
        c.pick(
            [
                f"Which change ticket covers the {code} {w}, and who approved it?",
                f"For the {code} {w}: ticket number and approver?",
            ]
        ),
        after=days(c.rng.randrange(7, 12)),
    )
    c.expect([f"CHG-{t1}", approver], [opened, ok], forbidden=[f"CHG-{t2}"])


def extension_in_csv_carrier_in_chat(c: Case) -> None:
    """A rota CSV gives the phone extension covering a piece of work; a chat message in the
    next session says who carries it this week. Another subject's extension is between."""
    code, other = subjects(c)
    w, _, _ = work(c, code)
    carrier = c.pick(PEOPLE)
    e1, e2 = c.rng.sample(range(2100, 2999), 2)
    rota = c.event(
        "rota",
        f"subject,work,extension\n{code},{w},x{e1}",
        label="rota CSV",
        kind="file",
        trust=0.85,
        after=mins(0),
        session="a",
    )
    _between(c, f"{other} phone is x{e2} now")
    chat = c.event(
        "carrier",
        f"I've got the {code} {w} phone this week — {carrier}",
        label="team chat",
        kind="chat",
        trust=0.75,
        after=days(c.rng.uniform(3, 6)),
        session="b",
    )
    c.ask(
        c.pick(
            [
                f"Which extension covers the {code} {w}, and who is carrying it?",
                f"Who has the {code} {w} phone this week and what's its extension?",
            ]
        ),
        after=days(c.rng.randrange(7, 12)),
    )
    c.expect([f"x{e1}", carrier], [rota, chat], forbidden=[f"x{e2}"])
