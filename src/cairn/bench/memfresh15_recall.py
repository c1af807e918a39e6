"""The six-month templates of `fresh15`: a fact said at the start of the work, asked about 200
to 249 days later, under at least nine later messages about the same subject. The distractor
is a later value of the same kind (a week's tally, a colleague's preference, the final count,
a later action, the spend so far)."""

from __future__ import annotations

from cairn.bench.memfresh15_pools import Subject, noise, numbers, people, subject
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins


def bare(place: str) -> str:
    """A place without its article: what an answer must contain."""
    return place.removeprefix("the ")


def bury(c: Case, s: Subject) -> None:
    """Nine to eleven later messages about the subject, then the question 200 to 249 days on."""
    noise(c, s, c.rng.randrange(9, 12), days(20), 160, "later")


def asked_late(c: Case, questions: tuple[str, ...]) -> None:
    c.ask(choose(c, questions), after=days(c.rng.randrange(200, 250)))


def range_planned_at_the_kickoff(c: Case) -> None:
    """Kickoff minutes expect a weekly range ("30-35"); a later week's tally is the
    distractor."""
    s = subject(c)
    a, b = people(c, 2)
    lo, t = numbers(c, 2, 14, 80)
    hi = lo + choose(c, (3, 4, 6))
    while hi == t:
        hi += 1
    work = choose(c, s.works)
    c.event(
        "kickoff",
        f"{s.code} kickoff minutes\n- Expect {lo}\u2013{hi} {s.unit} a week once the {work} is "
        f"running ({a})\n- ACTION {b}: book the first session",
        label="kickoff minutes",
        kind="meeting",
        trust=0.8,
        after=mins(0),
        session="kickoff",
    )
    c.event(
        "tally",
        choose(
            c,
            (
                f"{s.code}: this week's {work} count was {t}, busy one",
                f"{s.code} weekly tally - {t} {s.unit}, a record I think",
            ),
        ),
        label=f"{s.chan} message",
        kind="chat",
        trust=0.6,
        after=days(c.rng.randrange(40, 120)),
        session="later",
    )
    bury(c, s)
    asked_late(
        c,
        (
            f"What weekly range did the {s.code} kickoff plan for?",
            f"Back at the start, how many {s.unit} a week did we expect for {s.code}?",
            f"Remind me of the {s.code} weekly estimate from the first meeting.",
        ),
    )
    c.expect([f"{lo}-{hi}"], [f"{c.case_id}-kickoff"], forbidden=[str(t)])


def preference_stated_once(c: Case) -> None:
    """One person says once where they would rather the work were done; another says nearby
    that they prefer the other place; the question asks for the first person's preference."""
    s = subject(c)
    a, b = people(c, 2)
    mine, theirs = choose(c, (s.places, s.places[::-1]))
    work = choose(c, s.works)
    c.event(
        "mine",
        choose(
            c,
            (
                f"for the {s.code} {work} I'd much rather we used {mine}, less faff all round. {a}",
                f"{s.code}: my vote for the {work} is {mine}, if anyone asks me. {a}",
            ),
        ),
        label=f"{s.chan} message",
        kind="chat",
        trust=0.7,
        after=mins(0),
        session="start",
    )
    c.event(
        "theirs",
        f"{s.code}: personally I prefer {theirs} for that, but not fussed. {b}",
        label=f"{s.chan} message",
        kind="chat",
        trust=0.7,
        after=mins(c.rng.randrange(5, 90)),
        session="start",
    )
    bury(c, s)
    asked_late(
        c,
        (
            f"Which place did {a} say they preferred for the {s.code} {work}?",
            f"Where did {a} want the {s.code} {work} done, when it first came up?",
            f"What was {a}'s preference for where {s.code} does the {work}?",
        ),
    )
    c.expect([bare(mine)], [f"{c.case_id}-mine"], forbidden=[bare(theirs)])


def rough_estimate_at_the_start(c: Case) -> None:
    """A mail at the start gives an approximate count ("about N, give or take"); the final
    tally months later is the distractor."""
    s = subject(c)
    a = people(c, 1)[0]
    n, m = numbers(c, 2, 23, 97)
    work = choose(c, s.works)
    c.event(
        "estimate",
        f"Subject: {s.code} numbers\n\n"
        + choose(
            c,
            (
                f"Rough count: about {n} {s.unit} need the {work}, give or take a few.",
                f"Back of the envelope, something like {n} {s.unit} for the {work}. Don't quote me.",
            ),
        )
        + f"\n\n{a}",
        label="e-mail",
        kind="email",
        trust=0.7,
        after=mins(0),
        session="start",
    )
    c.event(
        "final",
        f"{s.code}: final tally after the {work} came to {m} {s.unit}",
        label=f"{s.chan} message",
        kind="chat",
        trust=0.7,
        after=days(c.rng.randrange(60, 150)),
        session="later",
    )
    bury(c, s)
    asked_late(
        c,
        (
            f"Roughly how many {s.unit} did {a} estimate at the start of {s.code}?",
            f"What was the first ballpark figure for the {s.code} {work}?",
            f"How many {s.unit} did we think {s.code} would involve, before we began?",
        ),
    )
    c.expect([str(n)], [f"{c.case_id}-estimate"], forbidden=[str(m)])


def first_action_owner(c: Case) -> None:
    """The first minutes give one person the action to order from the supplier; later
    minutes give another person a different action with the same supplier."""
    s = subject(c)
    a, b = people(c, 2)
    work, other = choose(c, [(w, o) for w in s.works for o in s.works if w != o])
    c.event(
        "first",
        f"{s.code}, first planning meeting\nACTIONS\n- {a}: order the {work} kit from "
        f"{s.supplier} by Friday\n- all: read the draft plan",
        label="planning minutes",
        kind="meeting",
        trust=0.9,
        after=mins(0),
        session="start",
    )
    c.event(
        "later",
        f"{s.code} catch-up\nACTIONS\n- {b}: chase {s.supplier} about the {other} invoice",
        label="catch-up minutes",
        kind="meeting",
        trust=0.9,
        after=days(c.rng.randrange(50, 140)),
        session="later",
    )
    bury(c, s)
    asked_late(
        c,
        (
            f"Who was first given the job of ordering the {s.code} kit from {s.supplier}?",
            f"At the start of {s.code}, whose action was it to order the {work} kit?",
            f"Who did the first {s.code} planning meeting ask to place the {work} order?",
        ),
    )
    c.expect([a], [f"{c.case_id}-first"], forbidden=[b])


def budget_approved_at_the_start(c: Case) -> None:
    """A finance note approves a yearly budget; a later spend-so-far note is the
    distractor."""
    s = subject(c)
    a = people(c, 1)[0]
    x = c.rng.randrange(21, 49) * 100 + choose(c, (20, 40, 60, 80))
    y = c.rng.randrange(11, 19) * 100 + choose(c, (10, 30, 50, 70, 90))
    c.event(
        "budget",
        choose(
            c,
            (
                f"Finance note: {s.code} budget approved, \u00a3{x:,} for the year (signed off "
                f"by {a}).",
                f'budget,{s.code},"GBP {x:,}",approved,{a}',
            ),
        ),
        label="finance note",
        kind="note",
        trust=0.9,
        after=mins(0),
        session="start",
    )
    c.event(
        "spend",
        f"{s.code} spend so far: \u00a3{y:,}, on track",
        label="finance note",
        kind="note",
        trust=0.8,
        after=days(c.rng.randrange(70, 150)),
        session="later",
    )
    bury(c, s)
    asked_late(
        c,
        (
            f"What budget was approved for {s.code} at the start?",
            f"How much money did finance sign off for {s.code} for the year?",
            f"What was the {s.code} yearly budget when it was approved?",
        ),
    )
    c.expect([f"{x:,}"], [f"{c.case_id}-budget"], forbidden=[f"{y:,}"])
