"""Cross-session continuity templates of `fresh24`: two facts about one subject said in two
sessions and asked together in a third. An owner and a weekday, a place and a duration, the size
of the first run and the tool it is tracked in, an approver and a start time, where copies are
kept and the channel for notices. Another subject's value in the same frame, or the channel for
questions, is the distractor."""

from __future__ import annotations

from cairn.bench.memfresh24_pools import (
    CHANNELS,
    OTHER_TOOLS,
    SOFT_TOOLS,
    WEEKDAYS,
    chatter,
    clocks,
    counts,
    other,
    people,
    say,
    subject,
    when,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, sample

OFFSET = 9


def two_sessions(c: Case) -> tuple[float, float]:
    """The days of the two sessions; the question comes in a third, later."""
    first = when(c, 0, 3)
    return first, first + when(c, 5, 12)


def ask(c: Case, second: float, options: list[str]) -> None:
    c.ask(choose(c, options), after=days(second + when(c, 3, 9)), session="s3")


def owner_and_weekday(c: Case) -> None:
    """Who owns a piece of work (one session) and its weekday (another); another subject's owner
    in the same frame is the distractor."""
    s, d = subject(c, OFFSET), other(subject(c, OFFSET))
    a, x = people(c, 2)
    day = choose(c, WEEKDAYS)
    one, two = two_sessions(c)
    frame = choose(c, ["{c} {w}: {p} owns it now.", "{p} took on the {c} {w} in the end."])
    e1 = say(c, "owner", frame.format(c=s.code, w=s.work, p=a), "meeting notes", at=one)
    say(c, "other", frame.format(c=d.code, w=d.work, p=x), "meeting notes", at=one)
    text = choose(
        c,
        [
            f"The {s.code} {s.work} is on {day} from here on.",
            f"{s.code} {s.work} happens every {day}.",
            f"ok so {s.code} {s.work} is a {day} thing",
        ],
    )
    e2 = say(c, "day", text, "team chat", kind="chat", at=two, session="s2")
    chatter(c, s, 2, one, 10, "s2")
    ask(
        c,
        two,
        [
            f"Who owns the {s.code} {s.work}, and what day is it on?",
            f"For {s.code}: whose is the {s.work}, and which weekday should I put in my diary?",
        ],
    )
    c.expect([a, day], [e1, e2], forbidden=[x])


def place_and_duration(c: Case) -> None:
    """Where a piece of work is held (a room or host, sometimes in title case) and how many
    minutes it lasts; another subject's duration in the same frame is the distractor."""
    s, d = subject(c, OFFSET), other(subject(c, OFFSET), 5)
    n, m = counts(c, 2)
    place = choose(c, s.places)
    shown = place.title() if not s.software and c.rng.random() < 0.5 else place
    one, two = two_sessions(c)
    text = choose(
        c,
        [
            f"The {s.code} {s.work} is held in {shown}.",
            f"{s.code} {s.work} takes place in {shown} this season.",
            f"fyi {s.code} {s.work} happens at {shown}",
        ],
    )
    e1 = say(c, "place", text, "a note", at=one)
    frame = choose(c, ["Each {c} {w} lasts {n} minutes.", "{c} {w}: allow {n} minutes."])
    e2 = say(c, "length", frame.format(c=s.code, w=s.work, n=n), "the log", at=two, session="s2")
    say(c, "other", frame.format(c=d.code, w=d.work, n=m), "the log", at=two, session="s2")
    chatter(c, s, 2, one, 10, "s2")
    ask(
        c,
        two,
        [
            f"Where is the {s.code} {s.work} held, and how long does it run?",
            f"What's the venue for the {s.code} {s.work}, and how many minutes should I block?",
        ],
    )
    c.expect([place, str(n)], [e1, e2], forbidden=[str(m)])


def count_and_tool(c: Case) -> None:
    """How big the first run was (a count) and which tool tracks the work; another subject's
    first count in the same frame is the distractor."""
    s, d = subject(c, OFFSET), other(subject(c, OFFSET), 2)
    n, m = counts(c, 2)
    tool = choose(c, SOFT_TOOLS if s.software else OTHER_TOOLS)
    one, two = two_sessions(c)
    frame = choose(c, ["The first {c} {w} drew {n} {u}.", "First {c} {w}: {n} {u} in total."])
    e1 = say(c, "count", frame.format(c=s.code, w=s.work, n=n, u=s.unit), "a note", at=one)
    say(c, "other", frame.format(c=d.code, w=d.work, n=m, u=d.unit), "a note", at=one)
    text = choose(
        c,
        [
            f"{s.code} tracks the {s.work} in {tool}.",
            f"We keep the {s.code} {s.work} board in {tool} now.",
        ],
    )
    e2 = say(c, "tool", text, "team chat", kind="chat", at=two, session="s2")
    chatter(c, s, 2, one, 10, "s2")
    ask(
        c,
        two,
        [
            f"How big was the first {s.code} {s.work}, and what tool do we track it in?",
            f"How many {s.unit} did the first {s.code} {s.work} have, and where is it tracked?",
        ],
    )
    c.expect([str(n), tool], [e1, e2], forbidden=[str(m)])


def approver_and_start_time(c: Case) -> None:
    """Whose sign-off changes to a kept thing need, and when the work begins; another subject's
    approver in the same frame is the distractor."""
    s, d = subject(c, OFFSET), other(subject(c, OFFSET), 4)
    a, x = people(c, 2)
    (t,) = clocks(c, 1)
    one, two = two_sessions(c)
    frame = choose(
        c,
        ["{p} approves changes to the {c} {k}.", "Changes to the {c} {k} need {p}'s sign-off."],
    )
    e1 = say(c, "approver", frame.format(c=s.code, k=s.kept, p=a), "minutes", kind="meeting",
             at=one)  # fmt: skip
    say(c, "other", frame.format(c=d.code, k=d.kept, p=x), "minutes", kind="meeting", at=one)
    text = choose(
        c,
        [
            f"{s.code} {s.work} begins at {t}.",
            f"The {s.code} {s.work} starts {t} sharp.",
            f"{s.code}: {s.work} kicks off at {t}",
        ],
    )
    e2 = say(c, "time", text, "calendar", kind="calendar", at=two, session="s2")
    chatter(c, s, 2, one, 10, "s2")
    ask(
        c,
        two,
        [
            f"Whose approval do {s.code} {s.kept} changes need, and when does the {s.work} begin?",
            f"Who signs off the {s.code} {s.kept}, and what time is the {s.work}?",
        ],
    )
    c.expect([a, t], [e1, e2], forbidden=[x])


def path_and_channel(c: Case) -> None:
    """Where copies of a kept thing are kept (a path, host or room) and which channel carries the
    subject's notices; the channel for questions is the distractor."""
    s = subject(c, OFFSET)
    place = choose(c, s.places)
    news, asks = sample(c, CHANNELS, 2)
    one, two = two_sessions(c)
    text = choose(
        c,
        [
            f"{s.code} {s.kept} copies are kept at {place}.",
            f"Spare copies of the {s.code} {s.kept} sit in {place}.",
        ],
    )
    e1 = say(c, "where", text, "setup note", at=one)
    text = choose(
        c,
        [
            f"{s.code} notices go to {news}.",
            f"Going forward {s.code} notices are posted in {news}.",
        ],
    )
    e2 = say(c, "news", text, "team chat", kind="chat", at=two, session="s2")
    say(c, "asks", f"and {s.code} questions go to {asks}", "team chat", kind="chat",
        at=two + 0.01, session="s2")  # fmt: skip
    chatter(c, s, 2, one, 10, "s2")
    ask(
        c,
        two,
        [
            f"Where are the {s.code} {s.kept} copies kept, and which channel carries its notices?",
            f"Where do I find a copy of the {s.code} {s.kept}, and where are notices posted?",
        ],
    )
    c.expect([place, news], [e1, e2], forbidden=[asks])


TEMPLATES = (
    owner_and_weekday,
    place_and_duration,
    count_and_tool,
    approver_and_start_time,
    path_and_channel,
)
