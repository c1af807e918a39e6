"""Cross-session continuity templates of the held-out set `fresh21`: two facts about one
subject are said in two sessions and asked together in a third. An uncited event (in one of
the two sessions) states another subject's values in the same frame."""

from __future__ import annotations

from cairn.bench.memfresh21_pools import (
    ANNOUNCE,
    FORMATS,
    bare,
    clock,
    counts,
    dates,
    ident,
    number_words,
    other,
    people,
    pick,
    place,
    say,
    subject,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, sample

SHIFT = 3


def later(c: Case) -> float:
    """When the second session is, in days after the first."""
    return c.rng.uniform(2, 9)


def owner_and_build(c: Case) -> None:
    """Session one says who looks after a subject; session two says which build or revision
    of its kept thing is in use. Asked in a third session as one question (who and which)."""
    s = subject(c, SHIFT)
    o = other(c, s)
    mine, theirs, first, their_first = people(c, 4)
    build, their_build = ident(c, 2)
    gap = later(c)
    frame = pick(
        c,
        (
            "{who} looks after {code} now.",
            "{code} got handed to {who} last week.",
            "Heads up: {code} is with {who} from today.",
            "{code} was going to {first}, but {who} took it on in the end.",
        ),
    )
    one = say(
        c,
        "own",
        frame.format(who=mine, code=s.code, first=first),
        label="a chat line",
        kind="chat",
        at=0,
    )
    say(
        c,
        "other",
        frame.format(who=theirs, code=o.code, first=their_first)
        + f" They run {o.thing} at {their_build}.",
        label="a chat line",
        kind="chat",
        at=0.2,
    )
    two = say(
        c,
        "build",
        pick(
            c,
            (
                f"{s.code} is on {build} for {s.thing}.",
                f"{s.thing.capitalize()} for {s.code} sits at {build} now.",
                f"fwiw {s.code} shows {build} as the live {s.thing.removeprefix('the ')}.",
            ),
        ),
        label=pick(c, ("the log", "a note")),
        kind="note",
        at=gap,
        session="s2",
    )
    c.ask(
        pick(
            c,
            (
                f"Who looks after {s.code}, and which revision of {s.thing} is it on?",
                f"Remind me: who is responsible for {s.code} and what revision of {s.thing} "
                "does it use?",
            ),
        ),
        after=days(gap + 3),
    )
    c.expect([mine, build], [one, two], forbidden=[theirs, their_build])


def place_and_deadline(c: Case) -> None:
    """Session one says where a subject's piece of work takes place; session two gives the
    date its kept thing is due. Another subject's place is in an uncited line of session one."""
    s = subject(c, SHIFT)
    o = other(c, s)
    mine, theirs = place(c, s, 2)
    (due,) = dates(c, 1)
    gap = later(c)
    frame = pick(
        c,
        (
            "{code}: {work} was moved to {p}.",
            "{code} {job} lives at {p} now.",
            "For {code}, {work} is at {p}.",
        ),
    )
    one = say(
        c,
        "where",
        frame.format(code=s.code, work=s.work, job=s.job, p=mine),
        label="a note",
        kind="note",
        at=0,
    )
    say(
        c,
        "other",
        frame.format(code=o.code, work=o.work, job=o.job, p=theirs),
        label="a note",
        kind="note",
        at=0.1,
    )
    two = say(
        c,
        "due",
        pick(
            c,
            (
                f"{s.code}: {s.thing} needs to be done by {due}.",
                f"Deadline for {s.code}'s {s.thing.removeprefix('the ')} is {due}.",
            ),
        ),
        label="meeting notes",
        kind="doc",
        at=gap,
        session="s2",
    )
    c.ask(
        pick(
            c,
            (
                f"Where is {s.code}'s {s.job} these days, and when is {s.thing} due?",
                f"For {s.code}: what's the location of {s.work} and the deadline for {s.thing}?",
            ),
        ),
        after=days(gap + 2),
    )
    c.expect([bare(mine), due], [one, two], forbidden=[bare(theirs)])


def limit_and_channel(c: Case) -> None:
    """Session one gives a subject's per-run limit (digits or words); session two names the
    channel its news goes to. Another subject's limit, same frame, is uncited."""
    s = subject(c, SHIFT)
    o = other(c, s)
    mine, theirs = counts(c, 2)
    written = pick(c, (str(mine), number_words(mine)))
    news = pick(c, ANNOUNCE)
    gap = later(c)
    frame = pick(
        c,
        (
            "{code} takes at most {n} {unit} per {work}.",
            "{code}: the {work} limit got bumped to {n} {unit}.",
            "Limit for {code} is {n} {unit} a {work}.",
        ),
    )
    one = say(
        c,
        "cap",
        frame.format(code=s.code, n=written, unit=s.unit, work=s.work.removeprefix("the ")),
        label=f"{s.code} {s.doc}",
        kind="doc",
        at=0,
    )
    say(
        c,
        "other",
        frame.format(code=o.code, n=theirs, unit=o.unit, work=o.work.removeprefix("the ")),
        label=f"{o.code} {o.doc}",
        kind="doc",
        at=0.3,
        session="s2",
    )
    two = say(
        c,
        "chan",
        pick(
            c,
            (
                f"{s.code} updates go to {news} from now on.",
                f"Subscribe to {news} for anything {s.code}.",
            ),
        ),
        label="a chat line",
        kind="chat",
        at=gap,
        session="s2",
    )
    c.ask(
        pick(
            c,
            (
                f"How many {s.unit} can {s.code} take in one {s.work.removeprefix('the ')}, "
                "and where are its updates posted?",
                f"What is the most {s.unit} per {s.work.removeprefix('the ')} for {s.code}, "
                "and which channel has its news?",
            ),
        ),
        after=days(gap + 1),
    )
    c.expect([written, news], [one, two], forbidden=[str(theirs)])


def format_and_contact(c: Case) -> None:
    """Session one: a person says which format they want a subject's report in. Session two:
    who the subject's contact is. Another person's format for the same report is uncited."""
    s = subject(c, SHIFT)
    reader, contact, rival = people(c, 3)
    mine, theirs = sample(c, FORMATS, 2)
    gap = later(c)
    one = say(
        c,
        "fmt",
        pick(
            c,
            (
                f"{reader}: send me {s.code}'s {s.report.removeprefix('the ')} as {mine}, please.",
                f"{reader} prefers the {s.code} {s.report.removeprefix('the ')} in {mine}.",
                f"fwiw {reader} reads {s.code}'s {s.report.removeprefix('the ')} only as {mine}",
            ),
        ),
        label=f"{reader} in chat",
        kind="chat",
        at=0,
    )
    say(
        c,
        "rival",
        f"{rival} prefers the {s.code} {s.report.removeprefix('the ')} in {theirs}.",
        label=f"{rival} in chat",
        kind="chat",
        at=0.4,
    )
    two = say(
        c,
        "who",
        pick(
            c,
            (
                f"Point of contact for {s.code}: {contact}.",
                f"If anything about {s.code} comes up, ask {contact}.",
                f"{contact} is the go-to person for {s.code} questions.",
            ),
        ),
        label="a note",
        kind="note",
        at=gap,
        session="s2",
    )
    c.ask(
        pick(
            c,
            (
                f"In what format does {reader} want {s.code}'s "
                f"{s.report.removeprefix('the ')}, and who is {s.code}'s contact?",
                f"Which file type for {reader}'s copy of the {s.code} "
                f"{s.report.removeprefix('the ')}, and whom do we ask about {s.code}?",
            ),
        ),
        after=days(gap + 2),
    )
    c.expect([mine, contact], [one, two], forbidden=[theirs])


def start_and_duration(c: Case) -> None:
    """Session one: what time a subject's piece of work starts. Session two: how long it runs,
    in minutes (digits or words). Another subject's start time, same frame, is uncited."""
    s = subject(c, SHIFT)
    o = other(c, s)
    mine, theirs = clock(c, 2)
    (minutes,) = counts(c, 1)
    written = pick(c, (str(minutes), number_words(minutes)))
    gap = later(c)
    frame = pick(
        c,
        (
            "{code} {job} starts at {t}.",
            "{work} ({code}) begins {t}.",
            "{code}: doors for {work} at {t}.",
        ),
    )
    one = say(
        c,
        "start",
        frame.format(code=s.code, work=s.work, job=s.job, t=mine),
        label="a note",
        kind="note",
        at=0,
    )
    say(
        c,
        "other",
        frame.format(code=o.code, work=o.work, job=o.job, t=theirs),
        label="a note",
        kind="note",
        at=0.2,
    )
    two = say(
        c,
        "long",
        pick(
            c,
            (
                f"{s.code}: {s.work} takes about {written} minutes.",
                f"Budget {written} minutes for {s.code}'s {s.job}.",
                f"{s.code} {s.job} runs {written} minutes end to end.",
            ),
        ),
        label="the log",
        kind="log",
        at=gap,
        session="s2",
    )
    c.ask(
        pick(
            c,
            (
                f"When does {s.code}'s {s.job} start, and how long does it last?",
                f"What's the start time of {s.work} at {s.code}, and its length in minutes?",
            ),
        ),
        after=days(gap + 2),
    )
    c.expect([mine, written], [one, two], forbidden=[theirs])


TEMPLATES = (
    owner_and_build,
    place_and_deadline,
    limit_and_channel,
    format_and_contact,
    start_and_duration,
)
