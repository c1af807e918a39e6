"""The six-month templates of `fresh18`: a fact stated early, buried under months of later
messages about the same subject, asked about 200 to 240 days on. Each distractor is a later,
neighbouring fact only an uncited event states."""

from __future__ import annotations

from datetime import timedelta

from cairn.bench.memfresh18_pools import (
    Subject,
    chatter,
    counts,
    day_text,
    people,
    short_day,
    subject_for,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days


def bury(c: Case, s: Subject, late: float) -> None:
    """Nine to eleven messages about the subject after the fact, within the months before
    ``late`` days."""
    chatter(c, s, c.rng.randint(9, 11), 5, late - 10, "noise")


def ask_late(c: Case, text: str) -> None:
    c.ask(text, after=days(c.rng.randint(200, 240)))


def first_shelf_of_the_spare_kit(c: Case) -> None:
    """The first kit list puts the spare kit in one place, on the line under it; months later
    another piece of gear is put in the other place; the question asks where the kit was kept
    at first."""
    s = subject_for(c)
    here, there = s.places if c.rng.random() < 0.5 else s.places[::-1]
    a, b = people(c, 2)
    kl = c.event(
        "kitlist",
        f"{s.code} kit list (first draft, {a})\n{s.kit}:\n  {here}\nfirst-aid box:\n  by the door",
        label=f"{s.code} kit list",
        kind="doc",
        trust=0.85,
        after=days(1),
        session="a",
    )
    c.event(
        "moved",
        f"{b}: moved the {s.works[2]} gear for {s.code} into {there} today",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.6,
        after=days(c.rng.randint(120, 170)),
        session="late",
    )
    bury(c, s, 190)
    ask_late(
        c,
        c.pick(
            [
                f"Back at the start, where did the {s.code} kit list keep the {s.kit}?",
                f"Where was the {s.kit} originally stored for {s.code}?",
                f"In the very first {s.code} kit list, what place was given for the {s.kit}?",
            ]
        ),
    )
    c.expect([here], [kl], forbidden=[there])


def who_took_over_in_the_spring(c: Case) -> None:
    """An early chat says one person is handing a piece of work to another ("X is taking over
    Y"); months later a third person runs a different piece of work; the question asks who took
    the first over."""
    s = subject_for(c)
    old, new, later = people(c, 3)
    work, work2, _ = s.works
    phrase = c.pick(
        [
            f"{new} is taking over the {work} from me as of Monday",
            f"the {work} is now with {new}, I'm stepping back",
            f"handing the {work} to {new} - they'll own it from here",
        ]
    )
    hand = c.event(
        "handover",
        f"{old} ({s.code}): {phrase}",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.8,
        after=days(1),
        session="a",
    )
    c.event(
        "later",
        f"{s.code} review minutes\n- {later} now runs the {work2}.\n- Nothing else to report.",
        label=f"{s.code} review minutes",
        kind="minutes",
        trust=0.8,
        after=days(c.rng.randint(120, 170)),
        session="late",
    )
    bury(c, s, 190)
    ask_late(
        c,
        c.pick(
            [
                f"Who took the {work} over from {old} on {s.code}, way back?",
                f"When {old} stepped back from the {s.code} {work}, who was it handed to?",
                f"Who did {old} say would own the {work} for {s.code}?",
            ]
        ),
    )
    c.expect([new], [hand], forbidden=[later])


def the_real_day_and_its_dry_run(c: Case) -> None:
    """An announcement gives the day of a piece of work; a chat gives its dry run's day, a week
    or so earlier; the question, months on, asks the real day."""
    s = subject_for(c)
    work = s.works[c.rng.randrange(3)]
    base = c.start.replace(hour=9, minute=0)
    real = base + timedelta(days=c.rng.randint(18, 30))
    dry = real - timedelta(days=c.rng.randint(5, 9))
    a = people(c, 1)[0]
    ann = c.event(
        "announce",
        f"Subject: {s.code} {work} - date\n\nAll,\n\nThe {work} itself is on {day_text(real)}. "
        f"Please keep the morning free.\n\nThanks,\n{a}",
        label=f"e-mail from {a}",
        kind="email",
        trust=0.85,
        after=days(1),
        session="a",
    )
    c.event(
        "dry",
        f"{s.code}: dry run for the {work} on {short_day(dry)}, same room",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.6,
        after=days(2),
        session="a",
    )
    bury(c, s, 190)
    ask_late(
        c,
        c.pick(
            [
                f"What day was the actual {s.code} {work} (not the rehearsal)?",
                f"When did the real {work} for {s.code} take place?",
                f"Which date did {a} give for the {s.code} {work} itself?",
            ]
        ),
    )
    c.expect([short_day(real)], [ann], forbidden=[short_day(dry)])


def first_unit_price_agreed(c: Case) -> None:
    """A supplier's early mail agrees a unit price; months later another firm's brochure price
    is pasted in chat; the question asks the first agreed price."""
    s = subject_for(c)
    p1 = f"{c.rng.randint(3, 19)}.{c.rng.randint(11, 89)}"
    p2 = f"{c.rng.randint(21, 39)}.{c.rng.randint(11, 89)}"
    a, b = people(c, 2)
    mail = c.event(
        "price",
        f"From: {a} ({s.supplier})\nSubject: {s.code} order\n\n> can you do a better price?\n\n"
        f"Yes - we can agree £{p1} per item for {s.code}.\n\n--\nThis e-mail is confidential.",
        label=f"e-mail from {s.supplier}",
        kind="email",
        trust=0.85,
        after=days(1),
        session="a",
    )
    c.event(
        "brochure",
        f"{b}: another firm's brochure has them at £{p2} each, just for comparison ({s.code})",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.5,
        after=days(c.rng.randint(120, 170)),
        session="late",
    )
    bury(c, s, 190)
    ask_late(
        c,
        c.pick(
            [
                f"What unit price did we first agree with {s.supplier} for {s.code}?",
                f"How much per item did {s.supplier} agree for {s.code} at the start?",
                f"What did {s.supplier} originally charge {s.code} per item?",
            ]
        ),
    )
    c.expect([f"£{p1}"], [mail], forbidden=[f"£{p2}"])


def the_kickoff_target(c: Case) -> None:
    """The kickoff minutes set a weekly target in a verb-first action line ("Aim for 43 ...");
    months later a review floats another; the question asks what the kickoff set."""
    s = subject_for(c)
    first, later = counts(c, 2)
    a, b = people(c, 2)
    mn = c.event(
        "kickoff",
        f"{s.code} kickoff - minutes\nChair: {a}\nDecisions:\n"
        f"- Aim for {first} {s.unit} a week to begin with.\n- Review in the autumn.",
        label=f"{s.code} kickoff minutes",
        kind="minutes",
        trust=0.85,
        after=days(1),
        session="a",
    )
    c.event(
        "review",
        f"{b}: for the {s.code} review, could we float {later} a week? nothing decided",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.5,
        after=days(c.rng.randint(120, 170)),
        session="late",
    )
    bury(c, s, 190)
    ask_late(
        c,
        c.pick(
            [
                f"What weekly target did the {s.code} kickoff set at first?",
                f"How many {s.unit} a week did we originally aim for on {s.code}?",
                f"At the {s.code} kickoff, what was the first weekly figure?",
            ]
        ),
    )
    c.expect([str(first)], [mn], forbidden=[str(later)])


TEMPLATES = (
    first_shelf_of_the_spare_kit,
    who_took_over_in_the_spring,
    the_real_day_and_its_dry_run,
    first_unit_price_agreed,
    the_kickoff_target,
)
