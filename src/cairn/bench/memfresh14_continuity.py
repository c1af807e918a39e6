"""The continuity templates of ``fresh14`` (``bench.memfresh14``): two facts about one subject,
said in two sessions and asked together in a third, with another subject's value said between
(the distractor). One of them is relative (go-live some days after a freeze, an allowance to be
doubled). Written blind."""

from __future__ import annotations

from cairn.bench.memfresh14_pools import MONTHS, noise, numbers, people, subjects, words
from cairn.bench.memgen import Case, NamedSpec
from cairn.bench.memset import choose, days, sample

DIM = "cross_session_continuity"


def freeze_date_and_go_live_after_it(c: Case) -> None:
    """One session gives the freeze date, the next says go-live is some time after the freeze;
    another subject's freeze date is the distractor."""
    s, o = subjects(c, 2)
    month = MONTHS[c.rng.randrange(12)]
    d1, d2 = sample(c, range(3, 28), 2)
    gap = choose(c, ("two weeks", "ten days", "three weeks", "a fortnight"))
    first = c.event(
        "freeze",
        f"{s.code}: freeze lands on {d1} {month}, nothing merges after that.",
        label="chat",
        kind="chat",
        trust=0.8,
        after=days(1),
        session="s1",
    )
    c.event(
        "other",
        f"{o.code} freeze is on {d2} {month} this time.",
        label="chat",
        kind="chat",
        trust=0.8,
        after=days(1.5),
        session="s1",
    )
    second = c.event(
        "golive",
        f"Agreed in the {s.code} sync: go-live is {gap} after the freeze, not before.",
        label="sync notes",
        kind="minutes",
        trust=0.8,
        after=days(3),
        session="s2",
    )
    noise(c, s, 2, 0, 3, "s1")
    c.ask(
        choose(
            c,
            (
                f"When does {s.code} freeze, and how long after that does it go live?",
                f"Remind me of the {s.code} freeze date and the gap to go-live.",
                f"{s.code}: freeze day, and go-live relative to it?",
            ),
        ),
        after=days(6),
        session="s3",
    )
    c.expect([f"{d1} {month}", gap], [first, second], forbidden=[f"{d2} {month}"])


def owner_in_a_table_and_place_in_chat(c: Case) -> None:
    """The owner of a piece of work is in a Markdown row in one session, where its kit is kept
    in chat in another; another subject's owner row is the distractor."""
    s, o = subjects(c, 2)
    a, b = people(c, 2)
    work = choose(c, s.works)
    place = choose(c, s.places)
    row = c.event(
        "row",
        f"| subject | work | owner |\n|---|---|---|\n| {s.code} | {work} | {a} |",
        label="owners table",
        kind="document",
        trust=0.85,
        after=days(1),
        session="s1",
    )
    c.event(
        "other",
        f"| subject | work | owner |\n|---|---|---|\n| {o.code} | {choose(c, o.works)} | {b} |",
        label="owners table",
        kind="document",
        trust=0.85,
        after=days(1.2),
        session="s1",
    )
    kit = c.event(
        "kit",
        f"btw the {s.code} {work} kit is kept in {place} now, key's on the hook",
        label="chat",
        kind="chat",
        trust=0.7,
        after=days(3),
        session="s2",
    )
    noise(c, s, 2, 0, 3, "s2")
    c.ask(
        choose(
            c,
            (
                f"Who owns the {work} on {s.code}, and where's its kit?",
                f"For {s.code}'s {work}: owner, and where the gear is kept?",
                f"I need the {s.code} {work} kit: who's responsible and where is it?",
            ),
        ),
        after=days(6),
        session="s3",
    )
    c.expect([a, place], [row, kit], forbidden=[b])


def hourly_allowance_and_the_change_to_it(c: Case) -> None:
    """One session gives the hourly allowance, the next says by how much it will change
    ("double it"); another subject's allowance is the distractor."""
    s, o = subjects(c, 2)
    x, y = numbers(c, 2)
    factor = choose(c, ("double", "triple", "halve"))
    first = c.event(
        "allow",
        f"{s.code} currently allows {x} {s.unit} per hour.",
        label="chat",
        kind="chat",
        trust=0.8,
        after=days(1),
        session="s1",
    )
    c.event(
        "other",
        f"{o.code} allows {y} {o.unit} per hour.",
        label="chat",
        kind="chat",
        trust=0.8,
        after=days(2),
        session="s1",
    )
    second = c.event(
        "change",
        f"Agreed for {s.code}: we'll {factor} that hourly allowance from Monday.",
        label="sync notes",
        kind="minutes",
        trust=0.8,
        after=days(4),
        session="s2",
    )
    noise(c, s, 2, 0, 3, "s1")
    c.ask(
        choose(
            c,
            (
                f"What's {s.code}'s hourly allowance today, and what change did we agree to it?",
                f"{s.code}: per-hour limit now, and what happens to it from Monday?",
                f"How many {s.unit} an hour does {s.code} allow, and how is that changing?",
            ),
        ),
        after=days(7),
        session="s3",
    )
    c.expect([str(x), factor], [first, second], forbidden=[str(y)])


def pager_holder_and_pager_channel(c: Case) -> None:
    """Who has the weekend pager is said in one session, which channel the pages land in in
    another; another subject's pager holder is the distractor."""
    s, o = subjects(c, 2)
    a, b = people(c, 2)
    chan = f"#{s.stem}-pager"
    who = c.event(
        "who",
        f"{a} has the {s.code} pager this weekend.",
        label="chat",
        kind="chat",
        trust=0.8,
        after=days(1),
        session="s1",
    )
    c.event(
        "other",
        f"{b} has the {o.code} pager this weekend.",
        label="chat",
        kind="chat",
        trust=0.8,
        after=days(1.3),
        session="s1",
    )
    where = c.event(
        "where",
        f"{s.code} pages now land in {chan}, please mute the old thread.",
        label="chat",
        kind="chat",
        trust=0.8,
        after=days(2),
        session="s2",
    )
    noise(c, s, 2, 0, 2, "s2")
    c.ask(
        choose(
            c,
            (
                f"Who's carrying the {s.code} pager this weekend, and which channel do its pages hit?",
                f"{s.code} weekend on-call: person and channel?",
                f"If {s.code} pages this weekend, who gets it and where does it post?",
            ),
        ),
        after=days(4),
        session="s3",
    )
    c.expect([a, chan], [who, where], forbidden=[b])


def starting_count_and_how_many_were_added(c: Case) -> None:
    """The starting count is given in digits in one session, the number added in words in
    another; another subject's count is the distractor."""
    s, o = subjects(c, 2)
    x, y, z = numbers(c, 3)
    first = c.event(
        "start",
        f"{s.code} started the season with {x} {s.unit}.",
        label="chat",
        kind="chat",
        trust=0.8,
        after=days(1),
        session="s1",
    )
    c.event(
        "other",
        f"{o.code} started with {z} {o.unit}.",
        label="chat",
        kind="chat",
        trust=0.8,
        after=days(2),
        session="s1",
    )
    added = c.event(
        "added",
        f"{s.code} review done: {words(y)} more {s.unit} added.",
        label="review notes",
        kind="minutes",
        trust=0.8,
        after=days(4),
        session="s2",
    )
    noise(c, s, 2, 0, 3, "s1")
    c.ask(
        choose(
            c,
            (
                f"How many {s.unit} did {s.code} start with, and how many were added after the review?",
                f"{s.code}: opening count and the number added later?",
                f"What did {s.code} begin the season with and what did the review add?",
            ),
        ),
        after=days(7),
        session="s3",
    )
    c.expect([str(x), words(y)], [first, added], forbidden=[str(z)])


TEMPLATES = [
    NamedSpec(DIM, freeze_date_and_go_live_after_it),
    NamedSpec(DIM, owner_in_a_table_and_place_in_chat),
    NamedSpec(DIM, hourly_allowance_and_the_change_to_it),
    NamedSpec(DIM, pager_holder_and_pager_channel),
    NamedSpec(DIM, starting_count_and_how_many_were_added),
]
