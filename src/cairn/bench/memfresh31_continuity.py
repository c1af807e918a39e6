"""Cross-session continuity templates of ``fresh31``: two facts about a subject said in two
sessions and asked together in a third; another subject's facts in the same frames (said in the
same sessions) are distractors."""

from __future__ import annotations

from cairn.bench.memfresh31_pools import (
    SHIFTS,
    WEEKDAYS,
    Subject,
    ask,
    counts,
    either,
    fees,
    other,
    people,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import sample

OFFSET = 9


def two_sessions(
    c: Case,
    facts: tuple[tuple[str, str], tuple[str, str]],
    look_alikes: tuple[tuple[str, str], tuple[str, str]],
    question: str,
    answers: tuple[str, str],
    forbidden: list[str],
) -> None:
    """Each fact and its look-alike in a session of its own, the question in a third."""
    gap = c.rng.uniform(3, 12)
    a = say(c, "first", facts[0][0], facts[0][1], at=0.1, session="s1")
    say(c, "first-other", look_alikes[0][0], look_alikes[0][1], at=0.15, session="s1")
    b = say(c, "second", facts[1][0], facts[1][1], at=gap, session="s2")
    say(c, "second-other", look_alikes[1][0], look_alikes[1][1], at=gap + 0.05, session="s2")
    ask(c, question, at=gap + c.rng.uniform(2, 9), session="s3")
    c.expect(list(answers), [a, b], forbidden=forbidden)


def release_day_and_lead(c: Case) -> None:
    """The day a service releases and who runs the release, or the day of a group's piece of
    work and who leads it."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    day, their_day = sample(c, WEEKDAYS, 2)
    lead, their_lead = people(c, 2)
    if s.software:
        frames = ("Rota decisions: {code} releases on {x}.", "Recap: {x} runs the {code} release.")
        question = turn(
            c,
            (
                f"Which day does {s.code} ship, and who runs the release?",
                f"What's {s.code}'s release day and who's the release manager?",
            ),
        )
    else:
        frames = (
            "Rota decisions: the {code} {work} is on {x}.",
            "Recap: {x} leads the {code} {work}.",
        )
        question = turn(
            c,
            (
                f"Which day is the {s.code} {s.work}, and who leads it?",
                f"When does {s.code} meet for the {s.work}, and who's in charge of it?",
            ),
        )
    labels = ("rota decisions", "recap")
    two_sessions(
        c,
        (
            (frames[0].format(code=s.code, work=s.work, x=day), labels[0]),
            (frames[1].format(code=s.code, work=s.work, x=lead), labels[1]),
        ),
        (
            (frames[0].format(code=o.code, work=o.work, x=their_day), labels[0]),
            (frames[1].format(code=o.code, work=o.work, x=their_lead), labels[1]),
        ),
        question,
        (day, lead),
        [their_day, their_lead],
    )


def retention_and_keeper(c: Case) -> None:
    """How many days a service keeps its logs and who owns them, or how many days a group keeps
    its sign-in sheets and who keeps them (a count in digits or words)."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    value, theirs = counts(c, 2)
    said, their_said = either(c, value), either(c, theirs)
    if s.software:  # a config line says its count in digits
        said, their_said = str(value), str(theirs)
    keeper, their_keeper = people(c, 2)
    if s.software:
        frames = (
            "[{low}.retention]\nkeep_logs_days = {x}",
            "Wiki line: {x} owns the {code} logs and answers any request for them.",
        )
        labels = ("config.toml", "wiki")
        question = turn(
            c,
            (
                f"How many days does {s.code} keep its logs, and who owns them?",
                f"What's the log retention on {s.code}, and whom do I ask for old logs?",
            ),
        )
    else:
        frames = (
            "{code} handbook: sign-in sheets are kept for {x} days, then shredded.",
            "Wiki line: {x} keeps the {code} sign-in sheets in {store}.",
        )
        labels = ("handbook", "wiki")
        question = turn(
            c,
            (
                f"For how many days does {s.code} hold on to sign-in sheets, and who keeps them?",
                f"How long are {s.code}'s sign-in sheets kept, and who has them?",
            ),
        )

    def fill(i: int, sub: Subject, x: str) -> str:
        return frames[i].format(low=sub.low, code=sub.code, store=sub.store, x=x)

    two_sessions(
        c,
        ((fill(0, s, said), labels[0]), (fill(1, s, keeper), labels[1])),
        ((fill(0, o, their_said), labels[0]), (fill(1, o, their_keeper), labels[1])),
        question,
        (said, keeper),
        [their_said, their_keeper],
    )


def shift_and_first_on_rota(c: Case) -> None:
    """The shift pattern a service's on-call or a group's tea rota follows, and who is first on
    that rota."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    shift, their_shift = sample(c, SHIFTS, 2)
    first, their_first = people(c, 2)
    rota = "on-call" if s.software else "tea rota"
    frames = (
        "Kickoff notes: {code} " + rota + " works {x}.",
        "Message from the organiser: {x} is first on the {code} " + rota + ".",
    )
    labels = ("kickoff notes", "message from the organiser")
    question = turn(
        c,
        (
            f"How is the {s.code} {rota} rostered, and who's first on it?",
            f"What pattern does the {s.code} {rota} follow, and who starts it off?",
        ),
    )
    two_sessions(
        c,
        (
            (frames[0].format(code=s.code, x=shift), labels[0]),
            (frames[1].format(code=s.code, x=first), labels[1]),
        ),
        (
            (frames[0].format(code=o.code, x=their_shift), labels[0]),
            (frames[1].format(code=o.code, x=their_first), labels[1]),
        ),
        question,
        (shift, first),
        [their_shift, their_first],
    )


def fee_and_collector(c: Case) -> None:
    """A service's monthly hosting fee and who approves the invoice, or a group's term fee and
    who collects it."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    fee, their_fee = fees(c, 2)
    person, their_person = people(c, 2)
    if s.software:
        frames = (
            "Budget notes: {code} hosting costs {x} a month.",
            "Mail: {x} approves the {code} hosting invoice each month.",
        )
        labels = ("budget notes", "mail")
        question = turn(
            c,
            (
                f"What does {s.code} cost to host each month, and who approves the invoice?",
                f"How much is the {s.code} hosting bill, and whose approval does it need?",
            ),
        )
    else:
        frames = (
            "Budget notes: the {code} term fee is {x}.",
            "Mail: {x} collects the {code} term fee.",
        )
        labels = ("budget notes", "mail")
        question = turn(
            c,
            (
                f"How much is the {s.code} term fee, and who do I pay it to?",
                f"What does a term at {s.code} cost, and who takes the money?",
            ),
        )
    two_sessions(
        c,
        (
            (frames[0].format(code=s.code, x=fee), labels[0]),
            (frames[1].format(code=s.code, x=person), labels[1]),
        ),
        (
            (frames[0].format(code=o.code, x=their_fee), labels[0]),
            (frames[1].format(code=o.code, x=their_person), labels[1]),
        ),
        question,
        (fee, person),
        [their_fee, their_person],
    )


def capacity_and_booker(c: Case) -> None:
    """A service's worker pool size and who sizes it, or a group's venue capacity and who books
    the venue (a count in digits or words)."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    value, theirs = counts(c, 2)
    said, their_said = either(c, value), either(c, theirs)
    if s.software:  # an env file line says its count in digits
        said, their_said = str(value), str(theirs)
    person, their_person = people(c, 2)
    if s.software:
        frames = (
            "# {code} workers\n{up}_WORKERS={x}",
            "Review notes: {x} sizes the {code} worker pool; ask before changing it.",
        )
        labels = ("env file", "review notes")
        question = turn(
            c,
            (
                f"How many workers does {s.code} run, and who decides that?",
                f"What's the {s.code} worker pool size, and who tunes it?",
            ),
        )
    else:
        frames = (
            "Venue sheet: {place} takes {x} people for {code}.",
            "Review notes: {x} books {place} for {code}; ask before changing it.",
        )
        labels = ("venue sheet", "review notes")
        question = turn(
            c,
            (
                f"How many people can {s.code}'s venue take, and who books it?",
                f"What's the most we can fit in for {s.code}, and who does the booking?",
            ),
        )

    def fill(i: int, sub: Subject, x: str) -> str:
        return frames[i].format(up=sub.upper, code=sub.code, place=sub.places[0], x=x)

    two_sessions(
        c,
        ((fill(0, s, said), labels[0]), (fill(1, s, person), labels[1])),
        ((fill(0, o, their_said), labels[0]), (fill(1, o, their_person), labels[1])),
        question,
        (said, person),
        [their_said, their_person],
    )


TEMPLATES = (
    release_day_and_lead,
    retention_and_keeper,
    shift_and_first_on_rota,
    fee_and_collector,
    capacity_and_booker,
)
