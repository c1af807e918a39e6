"""Six-month templates of ``fresh16``: a fact said at the start, asked 200 to 249 days later,
buried under nine to eleven later messages about the same subject, one of which states the
distractor (a later value of the same kind)."""

from __future__ import annotations

from cairn.bench.memfresh16_pools import (
    Subject,
    counts,
    noise,
    other,
    people,
    put,
    subject,
)
from cairn.bench.memgen import Case, NamedSpec
from cairn.bench.memset import Chatter, choose, days, mins, sample

DIM = "six_month_recall"


def bury(c: Case, s: Subject) -> None:
    """Nine to eleven later messages about ``s``, from day 20 to day 190."""
    Chatter(noise(s), "n", s.channel, 0.6)(c, choose(c, (9, 10, 11)), days(20), 170, "later")


def ask_late(c: Case, text: str) -> None:
    c.ask(text, after=days(choose(c, (201, 215, 228, 243))), session="q")


def weekly_range_planned_at_kickoff(c: Case) -> None:
    """Kickoff minutes plan a weekly range ("34-37 a week"); a later week's tally is the
    distractor."""
    s = subject(c)
    (a,) = people(c, 1)
    tens = sample(c, range(3, 10), 2)
    lo = tens[0] * 10 + choose(c, (1, 2, 3, 4, 5))
    hi = lo + choose(c, (2, 3, 4))
    tally = tens[1] * 10 + choose(c, (6, 7, 8, 9))
    kick = put(
        c,
        "kickoff",
        f"{s.code} kickoff\n- Expect {lo}-{hi} {s.unit} a week once it's "
        f"running\n- {a} owns the rota\n- Next check-in in a month",
        "minutes",
        mins(0),
    )
    bury(c, s)
    put(
        c,
        "tally",
        f"{s.code} tally this week: {tally} {s.unit}, busy one",
        "chat",
        days(choose(c, (120, 150, 175))),
        "later",
    )
    ask_late(
        c,
        choose(
            c,
            (
                f"Back at the kickoff, what weekly range of {s.unit} did we plan for {s.code}?",
                f"How many {s.unit} a week did the {s.code} kickoff say to expect?",
            ),
        ),
    )
    c.expect([f"{lo}-{hi}"], [kick], forbidden=[str(tally)])


def one_persons_preferred_place(c: Case) -> None:
    """One person says where they would rather the work happened; another says a different
    place minutes later. Where did the first want it?"""
    s = subject(c)
    w = choose(c, s.works)
    a, b = people(c, 2)
    mine, theirs = choose(c, (s.places, s.places[::-1]))
    pref = put(
        c,
        "pref",
        f"{a}: for the {s.code} {w} I'd rather we used {mine}, more room",
        "chat",
        mins(0),
    )
    put(
        c,
        "other",
        f"{b}: hmm, my vote for the {w} is {theirs}, less carrying",
        "chat",
        mins(choose(c, (4, 9))),
    )
    bury(c, s)
    ask_late(
        c,
        choose(
            c,
            (
                f"Where did {a} want the {s.code} {w} done?",
                f"Which place did {a} prefer for the {s.code} {w}?",
            ),
        ),
    )
    c.expect([mine], [pref], forbidden=[theirs])


def first_rough_estimate(c: Case) -> None:
    """A first estimate is given as an approximation ("about 57"); the final count, months
    later, is the distractor."""
    s = subject(c)
    w = choose(c, s.works)
    g, f = counts(c, 2)
    est = put(
        c,
        "guess",
        f"{s.code} {w}: rough guess, about {g} {s.unit}, could be a few either way",
        choose(c, ("chat", "email")),
        mins(0),
    )
    bury(c, s)
    put(
        c,
        "final",
        f"{s.code} {w} done, final count {f} {s.unit}",
        "chat",
        days(choose(c, (140, 160, 185))),
        "later",
    )
    ask_late(
        c,
        choose(
            c,
            (
                f"What was the first rough estimate for the {s.code} {w}?",
                f"Roughly how many {s.unit} did we first expect the {s.code} {w} to take?",
            ),
        ),
    )
    c.expect([str(g)], [est], forbidden=[str(f)])


def who_signed_off_the_budget(c: Case) -> None:
    """Planning minutes record who signed off a budget; months later another person reports
    the spend so far. Who signed it off?"""
    s = subject(c)
    w = choose(c, s.works)
    a, b = people(c, 2)
    amount = f"{choose(c, (3, 4, 6))},{choose(c, (250, 475, 820))}"
    plan = put(
        c,
        "plan",
        f"{s.code} planning minutes\n- Budget for the {w}: £{amount} "
        f"approved, signed off by {a}\n- Quotes to be filed in the shared folder",
        "minutes",
        mins(0),
    )
    bury(c, s)
    put(
        c,
        "spend",
        f"{b}: spend so far on the {s.code} {w} is under budget, will send the sheet",
        "chat",
        days(choose(c, (110, 170))),
        "later",
    )
    ask_late(
        c,
        choose(
            c,
            (
                f"Who signed off the {s.code} budget for the {w} back at planning?",
                f"Whose sign-off did the {s.code} {w} budget get?",
            ),
        ),
    )
    c.expect([a], [plan], forbidden=[b])


def supplier_signed_at_the_start(c: Case) -> None:
    """A mail says which supplier was signed; months later a brochure from another firm is
    filed. Which supplier did we sign?"""
    s = subject(c)
    o = other(c, s)
    w = choose(c, s.works)
    (a,) = people(c, 1)
    mail = put(
        c,
        "signed",
        f"Subject: {s.code} supplier\n\nWe've signed with {s.supplier} for "
        f"the {w}; the contract starts next month.\n\n{a}",
        "email",
        mins(0),
    )
    bury(c, s)
    put(
        c,
        "brochure",
        f"{o.supplier} sent a brochure for {s.code}, filed it under maybe",
        "chat",
        days(choose(c, (90, 130, 165))),
        "later",
    )
    ask_late(
        c,
        choose(
            c,
            (
                f"Which supplier did {s.code} sign with for the {w}?",
                f"Who did we sign the {s.code} {w} contract with, way back?",
            ),
        ),
    )
    c.expect([s.supplier], [mail], forbidden=[o.supplier])


TEMPLATES = [
    NamedSpec(DIM, t)
    for t in (
        weekly_range_planned_at_kickoff,
        one_persons_preferred_place,
        first_rough_estimate,
        who_signed_off_the_budget,
        supplier_signed_at_the_start,
    )
]
