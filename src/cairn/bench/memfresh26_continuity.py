"""Cross-session continuity templates of `fresh26`: two facts about one subject said in two
sessions and asked together in a third. The pairs: owner and announcement channel, start time and
place, supplier and contact for questions, the count at the first run and the monthly budget,
the weekday and who approves changes. Another subject's values, in the same frames and the same
sessions, are the distractors.
"""

from __future__ import annotations

from datetime import timedelta

from cairn.bench.memfresh26_pools import (
    CHANNELS,
    SUPPLIERS,
    WEEKDAYS,
    Subject,
    chatter,
    clocks,
    counts,
    note,
    other,
    people,
    said,
    subject,
    turn,
)
from cairn.bench.memgen import Case, Template
from cairn.bench.memset import choose, days, mins, sample

OFFSET = 0


def two_sessions(
    c: Case, s: Subject, first: tuple[str, str], second: tuple[str, str], decoys: tuple[str, str]
) -> tuple[str, str, timedelta]:
    """The first fact (text, label) in session one, the second in session two a few days
    later, a decoy beside each in the same session, chatter in both; returns the two cited ids
    and when session two ended."""
    one = days(c.rng.uniform(1, 6))
    two = one + days(c.rng.uniform(3, 12))
    a = note(c, "one", first[0], first[1], one, "s1")
    note(c, "decoy1", decoys[0], first[1], one + mins(c.rng.uniform(-50, 50)), "s1")
    b = note(c, "two", second[0], second[1], two, "s2")
    note(c, "decoy2", decoys[1], second[1], two + mins(c.rng.uniform(-50, 50)), "s2")
    chatter(c, s, 2, one - days(1), 0.5, "s1")
    for i, text in enumerate(sample(c, ["ok noted", "thanks, will pass it on", "👍 got it"], 2)):
        note(c, f"ack{i}", f"{text} re {s.code}", "team chat", two + mins(5 + 3 * i), "s2",
             kind="chat", trust=0.4)  # fmt: skip
    return a, b, two


def continuity_owner_and_channel(c: Case) -> None:
    """Who owns a subject (one session) and which channel carries its announcements (another);
    another subject's owner and channel are the distractors."""
    s = subject(c, OFFSET)
    o = other(c, s)
    a, b = people(c, 2)
    chan, chan2 = sample(c, CHANNELS, 2)
    own = choose(c, ["{p} owns {x} now.", "{x} belongs to {p}.", "Ownership of {x} sits with {p}."])
    post = choose(c, ["{x} announcements go to {ch}.", "Post {x} notices in {ch}, please."])
    q = turn(c, [
        f"Who owns {s.code}, and which channel carries its announcements?",
        f"Whose is {s.code}, and where do its notices get posted?",
    ])  # fmt: skip
    x, y, two = two_sessions(
        c, s,
        (own.format(p=a, x=s.code), "team page"),
        (post.format(x=s.code, ch=chan), "a note"),
        (own.format(p=b, x=o.code), post.format(x=o.code, ch=chan2)),
    )  # fmt: skip
    c.ask(q, after=two + days(c.rng.uniform(2, 9)))
    c.expect([a, chan], [x, y], forbidden=[b, chan2])


def continuity_start_and_place(c: Case) -> None:
    """When a piece of work starts (one session) and where it runs or meets (another); another
    subject's start time and place are the distractors."""
    s = subject(c, OFFSET + 3)
    o = other(c, s)
    t1, t2 = clocks(c, 2)
    start = choose(c, ["The {x} {w} starts at {t}.", "{x} {w} kicks off at {t} sharp."])
    if s.software:
        where = "The {x} {w} runs from {p}."
    else:
        where = choose(c, ["The {x} {w} will be in {p}.", "{x} {w}: we gather in {p}."])
    q = turn(c, [
        f"When does the {s.code} {s.work} start, and where?",
        f"What time and in which place is the {s.code} {s.work}?",
    ])  # fmt: skip
    here, there = s.at(s.places[1]), o.at(o.places[1])
    x, y, two = two_sessions(
        c, s,
        (start.format(x=s.code, w=s.work, t=t1), "calendar"),
        (where.format(x=s.code, w=s.work, p=here), "notes"),
        (start.format(x=o.code, w=o.work, t=t2), where.format(x=o.code, w=o.work, p=there)),
    )  # fmt: skip
    c.ask(q, after=two + days(c.rng.uniform(2, 9)))
    c.expect([t1, s.places[1]], [x, y], forbidden=[t2, o.places[1]])


def continuity_supplier_and_contact(c: Case) -> None:
    """Which company supplies a subject (one session) and who takes questions about it
    (another); another subject's supplier and contact are the distractors."""
    s = subject(c, OFFSET + 6)
    o = other(c, s, same_kind=False)
    sup, sup2 = sample(c, SUPPLIERS, 2)
    a, b = people(c, 2)
    buys = choose(c, ["{x} gets its supplies from {v}.", "Our {x} supplier is {v}."])
    ask = choose(c, ["Questions about {x} go to {p}.", "{p} is the person to ask about {x}."])
    q = turn(c, [
        f"Who supplies {s.code}, and who should I ask if I have questions?",
        f"Which company does {s.code} buy from, and who's the contact for questions?",
    ])  # fmt: skip
    x, y, two = two_sessions(
        c, s,
        (buys.format(x=s.code, v=sup), "purchasing notes"),
        (ask.format(x=s.code, p=a), "contacts list"),
        (buys.format(x=o.code, v=sup2), ask.format(x=o.code, p=b)),
    )  # fmt: skip
    c.ask(q, after=two + days(c.rng.uniform(2, 9)))
    c.expect([sup, a], [x, y], forbidden=[sup2, b])


def continuity_count_and_budget(c: Case) -> None:
    """How many units the first run of a piece of work covered (one session, digits or words)
    and the monthly budget (another); another subject's count and budget are the
    distractors."""
    s = subject(c, OFFSET + 9)
    o = other(c, s)
    n, m = counts(c, 2)
    mine, theirs = said(c, n), said(c, m)
    b1, b2 = (f"£{v}5" for v in sample(c, range(12, 98), 2))
    first = choose(c, ["The first {x} {w} covered {n} {u}.", "{x}: {n} {u} at the first {w}."])
    spend = choose(c, ["{x} may spend up to {b} a month.", "{x} budget: {b} per month, tops."])
    q = turn(c, [
        f"How many {s.unit} did the first {s.code} {s.work} cover, and what is its monthly"
        " budget?",
        f"What did the first {s.code} {s.work} come to in {s.unit}, and how much can {s.code}"
        " spend a month?",
    ])  # fmt: skip
    x, y, two = two_sessions(
        c, s,
        (first.format(x=s.code, w=s.work, n=mine, u=s.unit), "log"),
        (spend.format(x=s.code, b=b1), "budget notes"),
        (first.format(x=o.code, w=o.work, n=theirs, u=o.unit), spend.format(x=o.code, b=b2)),
    )  # fmt: skip
    c.ask(q, after=two + days(c.rng.uniform(2, 9)))
    c.expect([mine, b1], [x, y], forbidden=[theirs, b2])


def continuity_weekday_and_approver(c: Case) -> None:
    """Which weekday a piece of work is on (one session) and whose OK changes to it need
    (another); another subject's weekday and approver are the distractors."""
    s = subject(c, OFFSET + 12)
    o = other(c, s, same_kind=False)
    d1, d2 = sample(c, WEEKDAYS, 2)
    a, b = people(c, 2)
    day = choose(c, ["The {x} {w} is held every {d}.", "{x} {w}: {d} evenings from now on."])
    okay = choose(c, ["Changes to the {x} {w} need {p}'s OK.", "{p} approves {x} {w} changes."])
    q = turn(c, [
        f"Which weekday is the {s.code} {s.work}, and who approves changes to it?",
        f"What day should I put in my diary for the {s.code} {s.work}, and whose OK do changes"
        " need?",
    ])  # fmt: skip
    x, y, two = two_sessions(
        c, s,
        (day.format(x=s.code, w=s.work, d=d1), "calendar"),
        (okay.format(x=s.code, w=s.work, p=a), "minutes"),
        (day.format(x=o.code, w=o.work, d=d2), okay.format(x=o.code, w=o.work, p=b)),
    )  # fmt: skip
    c.ask(q, after=two + days(c.rng.uniform(2, 9)))
    c.expect([d1, a], [x, y], forbidden=[d2, b])


TEMPLATES: tuple[Template, ...] = (
    continuity_owner_and_channel,
    continuity_start_and_place,
    continuity_supplier_and_contact,
    continuity_count_and_budget,
    continuity_weekday_and_approver,
)
