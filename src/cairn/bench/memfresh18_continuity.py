"""The continuity templates of `fresh18`: two facts said in two sessions, asked together in a
third. Each distractor is the same kind of fact about another piece of work, said in an
uncited session."""

from __future__ import annotations

from datetime import timedelta

from cairn.bench.memfresh18_pools import (
    chatter,
    counts,
    people,
    short_day,
    subject_for,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days


def owner_and_place_over_two_sessions(c: Case) -> None:
    """Session one: a person takes a piece of work over; session two: its gear moves to a
    place. Asked: who runs it and where its gear is."""
    s = subject_for(c)
    new, old, other = people(c, 3)
    here, there = s.places if c.rng.random() < 0.5 else s.places[::-1]
    work, work2, _ = s.works
    e1 = c.event(
        "owner",
        c.pick(
            [
                f"{old}: ok so {new} is taking over the {s.code} {work} from me, I'm off to "
                "other things",
                f"{old}: the {s.code} {work} is with {new} now - I've handed over my notes",
                f"{old}: from Monday {new} has the {s.code} {work}, not me",
            ]
        ),
        label=f"{s.channel} message",
        kind="chat",
        trust=0.8,
        after=days(1),
        session="one",
    )
    e2 = c.event(
        "place",
        f"{s.code} weekly\n- {work} gear now lives in {here} (moved Tuesday).\n"
        f"ACTION: label the boxes.",
        label=f"{s.code} weekly minutes",
        kind="minutes",
        trust=0.8,
        after=days(4),
        session="two",
    )
    c.event(
        "other",
        f"{s.code}: {other} has the {work2} now, and its kit went to {there}",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.6,
        after=days(5),
        session="three",
    )
    chatter(c, s, 2, 0, 6, "three")
    c.ask(
        c.pick(
            [
                f"Who's running the {s.code} {work} now, and where is its gear kept?",
                f"For the {work} on {s.code}: whose is it now and where does its kit live?",
            ]
        ),
        after=days(9),
    )
    c.expect([new, here], [e1, e2], forbidden=[other, there])


def batch_ceiling_and_the_cutoff(c: Case) -> None:
    """Session one: never more than N units in a batch; session two: done no later than a time.
    Asked both."""
    s = subject_for(c)
    cap, other = counts(c, 2)
    hour = c.rng.randint(15, 19)
    minute = c.rng.choice([15, 30, 45])
    work, _, work3 = s.works
    a, b = people(c, 2)
    e1 = c.event(
        "cap",
        f"{a} ({s.code}): rule of thumb for the {work} - never more than {cap} {s.unit} per batch",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.8,
        after=days(1),
        session="one",
    )
    e2 = c.event(
        "cutoff",
        f"Subject: {s.code} {work} timing\n\nHi all, the {work} needs to be finished no later "
        f"than {hour}:{minute:02d} each day.\n\nBest,\n{b}",
        label=f"e-mail from {b}",
        kind="email",
        trust=0.8,
        after=days(3),
        session="two",
    )
    c.event(
        "other",
        f"{s.code} {work3}: batches up to {other}, that one is more forgiving",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.6,
        after=days(4),
        session="three",
    )
    chatter(c, s, 2, 0, 5, "three")
    c.ask(
        c.pick(
            [
                f"Remind me of the {s.code} {work} limits: biggest batch, and finish time?",
                f"How large can a {work} batch be on {s.code}, and by when must it be done?",
            ]
        ),
        after=days(8),
    )
    c.expect([str(cap), f"{hour}:{minute:02d}"], [e1, e2], forbidden=[str(other)])


def expected_load_and_who_to_ask(c: Case) -> None:
    """Session one: a list item "Expect N-M units a week"; session two: questions go to a
    person. Asked both."""
    s = subject_for(c)
    low, other = counts(c, 2, 32, 89)
    k = c.rng.randint(2, 5)
    low, high = (low, low + k) if low % 10 + k <= 9 else (low - k, low)
    contact, wrong = people(c, 2)
    e1 = c.event(
        "brief",
        f"{s.code} brief for new helpers\n- Arrive ten minutes early.\n"
        f"- Expect {low}-{high} {s.unit} a week in the busy months.\n- Wear the lanyard.",
        label=f"{s.code} helper brief",
        kind="doc",
        trust=0.85,
        after=days(1),
        session="one",
    )
    e2 = c.event(
        "contact",
        f"{s.code}: from now on questions about the rota go to {contact}, pls don't DM me",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.8,
        after=days(3),
        session="two",
    )
    c.event(
        "other",
        f"{wrong}: I think the {s.code} {s.works[2]} saw {other} last month, unofficially",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.5,
        after=days(4),
        session="three",
    )
    chatter(c, s, 2, 0, 5, "three")
    c.ask(
        c.pick(
            [
                f"How busy should new {s.code} helpers expect it to be, and who answers rota "
                "questions?",
                f"What weekly load does {s.code} tell helpers to expect, and who is the rota "
                "contact?",
            ]
        ),
        after=days(8),
    )
    c.expect([f"{low}-{high}", contact], [e1, e2], forbidden=[wrong])


def dry_run_and_the_real_day(c: Case) -> None:
    """Session one: the dry run's day; session two: the real day, written another way. Asked
    both; a day someone proposed and dropped is the distractor."""
    s = subject_for(c)
    work = s.works[c.rng.randrange(3)]
    base = c.start.replace(hour=9, minute=0)
    real = base + timedelta(days=c.rng.randint(20, 34))
    dry = real - timedelta(days=c.rng.randint(4, 8))
    dropped = real + timedelta(days=c.rng.randint(3, 9))
    a, b = people(c, 2)
    e1 = c.event(
        "dry",
        f"{s.code} - dry run of the {work} pencilled for {short_day(dry)}, {a} to host",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.8,
        after=days(1),
        session="one",
    )
    e2 = c.event(
        "real",
        f"commit 4e1f{c.rng.randint(100, 999)}a\nAuthor: {b}\n\n    {s.code}: schedule the "
        f"{work} for {real:%Y-%m-%d}\n",
        label=f"{s.code} repo commit",
        kind="commit",
        trust=0.85,
        after=days(3),
        session="two",
    )
    c.event(
        "dropped",
        f"{b}: someone suggested {short_day(dropped)} for the {s.code} {work}, we didn't go for it",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.5,
        after=days(4),
        session="three",
    )
    chatter(c, s, 2, 0, 5, "three")
    c.ask(
        c.pick(
            [
                f"When is the {s.code} {work} dry run, and when is the real thing?",
                f"Give me both dates for the {s.code} {work}: rehearsal and the day itself.",
            ]
        ),
        after=days(7),
    )
    c.expect([short_day(dry), f"{real:%Y-%m-%d}"], [e1, e2], forbidden=[short_day(dropped)])


def where_it_moved_and_how_many(c: Case) -> None:
    """Session one: a piece of work moves to a place (lower case); session two: its count.
    Asked both; the other piece of work's place is the distractor."""
    s = subject_for(c)
    here, there = s.places if c.rng.random() < 0.5 else s.places[::-1]
    n, other = counts(c, 2)
    work, work2, _ = s.works
    a, b = people(c, 2)
    e1 = c.event(
        "move",
        f'[{s.code}]\nwork = "{work}"\nlocation = "{here}"  # moved by {a}',
        label=f"{s.code} config",
        kind="config",
        trust=0.85,
        after=days(1),
        session="one",
    )
    e2 = c.event(
        "count",
        f"{s.code},{work},{n},{b}",
        label=f"{s.code} counts.csv",
        kind="table",
        trust=0.85,
        after=days(3),
        session="two",
    )
    c.event(
        "other",
        f"{s.code}: the {work2} happens in {there} now, {other} {s.unit} so far",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.6,
        after=days(4),
        session="three",
    )
    chatter(c, s, 2, 0, 5, "three")
    c.ask(
        c.pick(
            [
                f"Where does the {s.code} {work} happen these days, and how many {s.unit} did "
                "it count?",
                f"For {s.code}: location of the {work}, and its count?",
            ]
        ),
        after=days(7),
    )
    c.expect([here, str(n)], [e1, e2], forbidden=[there, str(other)])


TEMPLATES = (
    owner_and_place_over_two_sessions,
    batch_ceiling_and_the_cutoff,
    expected_load_and_who_to_ask,
    dry_run_and_the_real_day,
    where_it_moved_and_how_many,
)
