"""Cross-session continuity templates of `fresh23`: two facts about one subject are said in two
sessions and asked together in a third. An uncited event states a distractor: another subject's
value in the same frame, the channel for questions beside the one for news, or another person's
preferred format."""

from __future__ import annotations

from cairn.bench.memfresh23_pools import (
    FORMATS,
    WEEKDAYS,
    Case,
    channels,
    chatter,
    choose,
    counts,
    days,
    due_dates,
    on,
    others,
    people,
    revisions,
    sample,
    spoken,
    subject,
    the,
)

OFFSET = 3


def cont_owner_weekday(c: Case) -> None:
    """Who owns a piece of work (one session) and its weekday (another); another subject's
    weekday in the same frame is the distractor."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    owner = people(c, 1)[0]
    day, theirs = sample(c, WEEKDAYS, 2)
    a = c.event(
        "a",
        choose(
            c,
            (
                f"{owner} owns the {s.code} {s.work} now.",
                f"The {s.code} {s.work} got handed to {owner}; they look after it from here.",
                f"{owner} took on the {s.code} {s.work}.",
            ),
        ),
        label=choose(c, ("meeting notes", "a chat line")),
        kind="meeting",
        trust=0.8,
        after=days(c.rng.uniform(0, 3)),
        session="s1",
    )
    frame = choose(
        c,
        (
            "{code} {work} happens every {day}.",
            "We do the {code} {work} on {day} each week.",
            "{day} is {code} {work} day.",
        ),
    )
    b = c.event(
        "b",
        frame.format(code=s.code, work=s.work, day=day),
        label="a note",
        kind="note",
        trust=0.8,
        after=days(c.rng.uniform(5, 9)),
        session="s2",
    )
    c.event(
        "o",
        frame.format(code=o.code, work=o.work, day=theirs),
        label="a note",
        kind="note",
        trust=0.8,
        after=days(c.rng.uniform(5, 9)),
        session="s2",
    )
    chatter(c, s, 2, days(1), 8, "s1")
    q = choose(
        c,
        (
            "Who owns {code}'s {work}, and on which weekday does it happen?",
            "Whose is the {code} {work} these days, and what day of the week should I put in "
            "my diary?",
        ),
    )
    c.ask(q.format(code=s.code, work=s.work), after=days(12), session="s3")
    c.expect([owner, day], [a, b], forbidden=[theirs])


def cont_place_deadline(c: Case) -> None:
    """Where a piece of work happens (one session) and when the report is due (another);
    another subject's due date in the same frame is the distractor."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    place = choose(c, s.places)
    due, theirs = due_dates(c, 2)
    a = c.event(
        "a",
        choose(
            c,
            (
                f"{s.code}'s {s.work} was moved to {the(s, place)}.",
                f"From now on the {s.code} {s.work} sits at {the(s, place)}.",
                f"Where is the {s.code} {s.work}? At {the(s, place)}, as of this week.",
            ),
        ),
        label="a note",
        kind="note",
        trust=0.8,
        after=days(c.rng.uniform(0, 3)),
        session="s1",
    )
    frame = choose(
        c, ("{code}: the {report} is due {d}.", "Deadline for the {code} {report}: {d}.")
    )
    b = c.event(
        "b",
        frame.format(code=s.code, report=s.report, d=due),
        label=choose(c, ("the tracker", "a mail")),
        kind="tracker",
        trust=0.85,
        after=days(c.rng.uniform(5, 9)),
        session="s2",
    )
    c.event(
        "o",
        frame.format(code=o.code, report=o.report, d=theirs),
        label="the tracker",
        kind="tracker",
        trust=0.85,
        after=days(c.rng.uniform(5, 9)),
        session="s2",
    )
    chatter(c, s, 2, days(1), 8, "s1")
    q = choose(
        c,
        (
            "Where does {code}'s {work} happen now, and when is its {report} due?",
            "Remind me where the {code} {work} is held and the deadline for the {report}.",
        ),
    )
    c.ask(q.format(code=s.code, work=s.work, report=s.report), after=days(12), session="s3")
    c.expect([place, due], [a, b], forbidden=[theirs])


def cont_threshold_channel(c: Case) -> None:
    """A backlog warning level (one session) and the announcement channel (another); the channel
    for questions, said apart, is the distractor."""
    s = subject(c, OFFSET)
    level = counts(c, 1)[0]
    said = spoken(c, level)
    news, ask = channels(c, s, 2)
    a = c.event(
        "a",
        choose(
            c,
            (
                f"{s.code} warns once there are {s.waiting(said)}.",
                f"Warning level for {s.code}: {s.waiting(said)}.",
            ),
        ),
        label=choose(c, ("settings", f"{s.code} {s.doc}")),
        kind="config",
        trust=0.85,
        after=days(c.rng.uniform(0, 3)),
        session="s1",
    )
    b = c.event(
        "b",
        choose(
            c,
            (
                f"{s.code} announcements are posted to {on(s, news)}.",
                f"News about {s.code} goes out via {on(s, news)}.",
            ),
        ),
        label="a note",
        kind="note",
        trust=0.8,
        after=days(c.rng.uniform(5, 9)),
        session="s2",
    )
    c.event(
        "x",
        f"Questions about {s.code} go to {on(s, ask)}.",
        label="a note",
        kind="note",
        trust=0.8,
        after=days(c.rng.uniform(0, 9)),
        session=choose(c, ("s1", "s2")),
    )
    chatter(c, s, 2, days(1), 8, "s2")
    q = choose(
        c,
        (
            "At what {backlog} length does {code} warn, and where are its announcements posted?",
            "How long a {backlog} triggers a {code} warning, and which channel carries its news?",
        ),
    )
    c.ask(q.format(code=s.code, backlog=s.backlog), after=days(12), session="s3")
    c.expect([said, news], [a, b], forbidden=[ask])


def cont_format_contact(c: Case) -> None:
    """The format a report goes out in (one session) and its contact (another); another
    person's preferred format is the distractor."""
    s = subject(c, OFFSET)
    contact, fan = people(c, 2)
    fmt, wish = sample(c, FORMATS, 2)
    a = c.event(
        "a",
        choose(
            c,
            (
                f"{s.code}'s {s.report} goes out as {fmt}.",
                f"Settled: the {s.code} {s.report} is sent in {fmt}.",
            ),
        ),
        label="a note",
        kind="note",
        trust=0.85,
        after=days(c.rng.uniform(0, 3)),
        session="s1",
    )
    b = c.event(
        "b",
        choose(
            c,
            (
                f"For the {s.code} {s.report}, the contact is {contact}.",
                f"Questions on the {s.code} {s.report}? {contact} is the person to ask.",
            ),
        ),
        label=choose(c, ("a note", f"mail from {contact}")),
        kind="note",
        trust=0.85,
        after=days(c.rng.uniform(5, 9)),
        session="s2",
    )
    c.event(
        "x",
        f"{fan} would personally rather read the {s.code} {s.report} in {wish}.",
        label="a chat line",
        kind="chat",
        trust=0.4,
        after=days(c.rng.uniform(0, 9)),
        session="s1",
    )
    chatter(c, s, 2, days(1), 8, "s2")
    q = choose(
        c,
        (
            "In which format does {code}'s {report} go out, and who is the contact for it?",
            "Which file type is the {code} {report} sent as, and whom do I ask about it?",
        ),
    )
    c.ask(q.format(code=s.code, report=s.report), after=days(12), session="s3")
    c.expect([fmt, contact], [a, b], forbidden=[wish])


def cont_revision_count(c: Case) -> None:
    """The revision of a kept thing in use (one session) and how many units the first piece of
    work handled (another); another subject's count in the same frame is the distractor."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    (rev,) = revisions(c, 1)
    mine, theirs = counts(c, 2)
    said, other = spoken(c, mine), spoken(c, theirs)
    a = c.event(
        "a",
        choose(
            c,
            (
                f"{s.code} is on {s.kept} {rev} now.",
                f"{s.code} switched to {s.kept} revision {rev}.",
            ),
        ),
        label=choose(c, ("the log", "a note")),
        kind="log",
        trust=0.85,
        after=days(c.rng.uniform(0, 3)),
        session="s1",
    )
    frame = choose(
        c,
        (
            "The first {code} {work} handled {n} {unit}.",
            "First {code} {work} done: {n} {unit} in total.",
        ),
    )
    b = c.event(
        "b",
        frame.format(code=s.code, work=s.work, n=said, unit=s.unit),
        label="a note",
        kind="note",
        trust=0.8,
        after=days(c.rng.uniform(5, 9)),
        session="s2",
    )
    c.event(
        "o",
        frame.format(code=o.code, work=o.work, n=other, unit=o.unit),
        label="a note",
        kind="note",
        trust=0.8,
        after=days(c.rng.uniform(5, 9)),
        session="s2",
    )
    chatter(c, s, 2, days(1), 8, "s1")
    q = choose(
        c,
        (
            "Which revision of the {kept} is {code} on, and how many {unit} did its first {work} "
            "handle?",
            "What {kept} version does {code} use, and how big was the first {work}?",
        ),
    )
    c.ask(
        q.format(code=s.code, kept=s.kept, unit=s.unit, work=s.work), after=days(12), session="s3"
    )
    c.expect([rev, said], [a, b], forbidden=[other])


TEMPLATES = (
    cont_owner_weekday,
    cont_place_deadline,
    cont_threshold_channel,
    cont_format_contact,
    cont_revision_count,
)
