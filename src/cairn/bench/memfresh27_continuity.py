"""Cross-session continuity templates of `fresh27`: two facts about one subject, said in two
earlier sessions, asked together in a third. The pairs: a start time and how long the piece of
work lasts, a supplier and the weekday orders go in, the channel notices are posted in and who
moderates them, the target count and the yearly budget, and who leads a piece of work and who
stands in. The same facts about another subject, in the same frames, are the distractors."""

from __future__ import annotations

from cairn.bench.memfresh27_pools import (
    CHANNELS,
    SUPPLIERS,
    Frame,
    Subject,
    chatter,
    clocks,
    counts,
    other,
    people,
    pounds,
    say,
    subject,
    weekdays,
    wording,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, sample

OFFSET = 9


def two_sessions(
    c: Case,
    s: Subject,
    facts: tuple[tuple[Frame, str, str, str], tuple[Frame, str, str, str]],
    asks: tuple[str, ...],
) -> None:
    """Each fact (its frame, this subject's value, the other subject's value, a label) in a
    session of its own, the other subject's in the same frame beside it; then the question in
    a third session."""
    o = other(c, s)
    cited: list[str] = []
    for n, (frame, mine, theirs, label) in enumerate(facts):
        session = f"s{n + 1}"
        at = 10 * n + choose(c, (1, 2, 3))
        cited.append(
            c.event(
                f"f{n}",
                frame(s, mine),
                label=label,
                kind="note",
                trust=0.85,
                after=days(at),
                session=session,
            )
        )
        c.event(
            f"d{n}",
            frame(o, theirs),
            label=label,
            kind="note",
            trust=0.85,
            after=days(at + 1),
            session=session,
        )
    chatter(c, s, 2, 1, 20, "s2")
    c.ask(wording(c, asks), after=days(30 + choose(c, range(1, 6))))
    c.expect([facts[0][1], facts[1][1]], cited, forbidden=[facts[0][2], facts[1][2]])


def start_and_length(c: Case) -> None:
    """When a piece of work starts (session one) and how many minutes it lasts (session two)."""
    s = subject(c, OFFSET)
    t, ot = clocks(c, 2)
    dur, odur = (say(c, n) for n in counts(c, 2))
    two_sessions(
        c,
        s,
        (
            (lambda x, v: f"{x.code}: the {x.work} kicks off at {v} from now on.", t, ot, "notes"),
            (
                lambda x, v: f"{x.code} timing: each {x.work} lasts {v} minutes, plan around it.",
                dur,
                odur,
                "team page",
            ),
        ),
        (
            f"When does the {s.code} {s.work} start, and how long does it last?",
            f"What time does the {s.code} {s.work} begin and how many minutes does it run?",
        ),
    )


def supplier_and_order_day(c: Case) -> None:
    """Which company a subject buys from (session one) and the weekday orders go in (two)."""
    s = subject(c, OFFSET)
    sup, osup = sample(c, SUPPLIERS, 2)
    day, oday = weekdays(c, 2)
    two_sessions(
        c,
        s,
        (
            (
                lambda x, v: f"Purchasing notes: {x.code} buys its supplies from {v}.",
                sup,
                osup,
                "purchasing notes",
            ),
            (
                lambda x, v: f"{x.code} ordering: orders go in on {v} before noon.",
                day,
                oday,
                "a note",
            ),
        ),
        (
            f"Which company does {s.code} buy from, and on what day do its orders go in?",
            f"Who supplies {s.code}, and which day are orders placed?",
        ),
    )


def channel_and_moderator(c: Case) -> None:
    """The channel a subject's notices go to (session one) and who moderates them (two)."""
    s = subject(c, OFFSET)
    chan, ochan = sample(c, CHANNELS, 2)
    mod, omod = people(c, 2)
    two_sessions(
        c,
        s,
        (
            (
                lambda x, v: f"{x.code} notices get posted in {v}; please don't post elsewhere.",
                chan,
                ochan,
                "settings",
            ),
            (
                lambda x, v: (
                    f"{x.code} notice moderation: {v} approves every post before it goes up."
                ),
                mod,
                omod,
                "team page",
            ),
        ),
        (
            f"Where do {s.code}'s notices get posted, and who moderates them?",
            f"Which channel carries {s.code} notices, and whose approval does a post need?",
        ),
    )


def target_and_budget(c: Case) -> None:
    """How many units a subject aims for per piece of work (one) and its yearly budget (two)."""
    s = subject(c, OFFSET)
    n, on = (say(c, v) for v in counts(c, 2))
    budget, obudget = pounds(c, 2)
    two_sessions(
        c,
        s,
        (
            (
                lambda x, v: f"{x.code} target: {v} {x.unit} per {x.work}, that's the aim.",
                n,
                on,
                "kickoff notes",
            ),
            (
                lambda x, v: f"Budget notes: {x.code} has {v} a year to spend, all in.",
                budget,
                obudget,
                "budget notes",
            ),
        ),
        (
            f"How many {s.unit} does {s.code} aim for per {s.work}, and what is its yearly budget?",
            f"What is {s.code}'s target per {s.work}, and how much can it spend a year?",
        ),
    )


def lead_and_deputy(c: Case) -> None:
    """Who leads a piece of work (session one) and who stands in when they are away (two)."""
    s = subject(c, OFFSET)
    lead, olead, dep, odep = people(c, 4)
    two_sessions(
        c,
        s,
        (
            (lambda x, v: f"{v} leads the {x.code} {x.work} this season.", lead, olead, "recap"),
            (
                lambda x, v: f"If the {x.code} lead is away, {v} stands in.",
                dep,
                odep,
                "handover note",
            ),
        ),
        (
            f"Who leads the {s.code} {s.work}, and who stands in when they're away?",
            f"Who runs {s.code}'s {s.work}, and who is the deputy?",
        ),
    )


TEMPLATES = (
    start_and_length,
    supplier_and_order_day,
    channel_and_moderator,
    target_and_budget,
    lead_and_deputy,
)
