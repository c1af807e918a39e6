"""The cross-session continuity templates of `fresh22`: two facts about one subject said in two
sessions, asked together in a third, beside a distractor in one of the first two."""

from __future__ import annotations

from cairn.bench.memfresh22_pools import (
    ASK_CHANNELS,
    NEWS_CHANNELS,
    WEEKDAYS,
    bare,
    chatter,
    counts,
    due,
    ident,
    other,
    people,
    subject,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins, sample

OFFSET = 9
DOC, CHAT = 0.8, 0.5


def cont_owner_weekday(c: Case) -> None:
    """Who owns a piece of work (one session) and the weekday it happens on (another), beside
    another subject's owner and weekday."""
    s = subject(c, OFFSET)
    o = other(c, s)
    owner, theirs = people(c, 2)
    day, their_day = sample(c, WEEKDAYS, 2)
    first = c.event(
        "w",
        choose(
            c,
            (
                f"{s.code}: {owner} looks after the {s.work} now.",
                f"The {s.code} {s.work} got handed to {owner}.",
                f"The {s.code} {s.work} was going to the other crew, but {owner} took it on "
                "in the end.",
            ),
        ),
        label="meeting notes",
        kind="doc",
        trust=DOC,
        after=mins(20),
        session="s1",
    )
    c.event(
        "o",
        f"{o.code}: {theirs} looks after the {o.work}, on {their_day} each week.",
        label="meeting notes",
        kind="doc",
        trust=DOC,
        after=mins(40),
        session="s1",
    )
    second = c.event(
        "d",
        choose(
            c,
            (
                f"{s.code} {s.work} happens on {day} each week.",
                f"fyi {s.code} folks: the {s.work} is every {day} from now on",
            ),
        ),
        label=choose(c, ("a chat line", "a note")),
        kind="chat",
        trust=CHAT,
        after=days(3),
        session="s2",
    )
    chatter(c, s, 2, 0.1, 5, "s2")
    c.ask(
        choose(
            c,
            (
                f"Who owns the {s.code} {s.work}, and on which day does it happen?",
                f"Whose job is the {s.code} {s.work}, and what weekday is it on?",
                f"Remind me: who runs the {s.code} {s.work}, and which day?",
            ),
        ),
        after=days(7),
    )
    c.expect([owner, day], [first, second], forbidden=[theirs, their_day])


def cont_cap_channel(c: Case) -> None:
    """A cap per piece of work (one session) and the announcement channel (another), beside
    the questions channel and another subject's cap."""
    s = subject(c, OFFSET)
    o = other(c, s)
    cap, their_cap = counts(c, 2)
    stem = s.code.lower()
    news, ask = choose(c, NEWS_CHANNELS), choose(c, ASK_CHANNELS)
    value = choose(c, (str(cap), words(cap)))
    frame = choose(
        c,
        (
            "{code} {work} is capped at {v} {unit}.",
            "one {code} {work} tops out at {v} {unit}",
        ),
    )
    first = c.event(
        "c",
        frame.format(code=s.code, work=s.work, v=value, unit=s.unit),
        label="a note",
        kind="doc",
        trust=DOC,
        after=mins(10),
        session="s1",
    )
    c.event(
        "o",
        frame.format(code=o.code, work=o.work, v=their_cap, unit=o.unit),
        label="a note",
        kind="doc",
        trust=DOC,
        after=mins(25),
        session="s1",
    )
    second = c.event(
        "n",
        choose(
            c,
            (
                f"{s.code} news gets posted in #{stem}-{news}.",
                f"heads up: #{stem}-{news} is where {s.code} announcements go",
            ),
        ),
        label="a chat line",
        kind="chat",
        trust=CHAT,
        after=days(2),
        session="s2",
    )
    c.event(
        "q",
        f"for {s.code} questions please use #{stem}-{ask}",
        label="a chat line",
        kind="chat",
        trust=CHAT,
        after=days(2) + mins(30),
        session="s2",
    )
    c.ask(
        choose(
            c,
            (
                f"What's the most {s.unit} a {s.code} {s.work} takes, and where does its news "
                "get posted?",
                f"How big can a {s.code} {s.work} be, and which channel has the announcements?",
            ),
        ),
        after=days(6),
    )
    c.expect(
        [value, f"#{stem}-{news}"], [first, second], forbidden=[str(their_cap), f"#{stem}-{ask}"]
    )


def cont_place_revision(c: Case) -> None:
    """Which revision of a kept thing is in use (one session) and where the work happens
    (another; a place in lower or title case), beside a draft and another subject's place."""
    s = subject(c, OFFSET)
    o = other(c, s)
    rev, draft = ident(c), ident(c)
    while draft.lower() == rev.lower():
        draft = ident(c)
    place, there = choose(c, s.places), choose(c, o.places)
    first = c.event(
        "r",
        choose(
            c,
            (
                f"{s.code}: {s.kept} {rev} is in use.",
                f"we're on {s.kept} {rev} for {s.code}",
            ),
        ),
        label="a chat line",
        kind="chat",
        trust=CHAT,
        after=mins(5),
        session="s1",
    )
    c.event(
        "x",
        f"{s.code} {s.kept} draft {draft} still being argued about",
        label="a chat line",
        kind="chat",
        trust=CHAT,
        after=mins(35),
        session="s1",
    )
    shown = place.title() if not s.software and choose(c, (True, False)) else place
    frame = "{code} {work} sits at {p}." if s.software else "{code} {work}: held in {p}."
    second = c.event(
        "p",
        frame.format(code=s.code, work=s.work, p=shown),
        label="a note",
        kind="doc",
        trust=DOC,
        after=days(4),
        session="s2",
    )
    c.event(
        "o",
        frame.format(code=o.code, work=o.work, p=there),
        label="a note",
        kind="doc",
        trust=DOC,
        after=days(4) + mins(15),
        session="s2",
    )
    c.ask(
        choose(
            c,
            (
                f"Which {s.kept} revision is {s.code} on, and where is its {s.work}?",
                f"Where does the {s.code} {s.work} happen, and what {s.kept} is in use?",
            ),
        ),
        after=days(8),
    )
    c.expect([rev, bare(place)], [first, second], forbidden=[draft, bare(there)])


def cont_duration_turnout(c: Case) -> None:
    """How long a piece of work takes (one session) and the count at its first run
    (another), beside another subject's count in the same frame."""
    s = subject(c, OFFSET)
    o = other(c, s)
    length, turnout, theirs = counts(c, 3)
    value = choose(c, (str(length), words(length)))
    first = c.event(
        "l",
        choose(
            c,
            (
                f"{s.code} {s.work} takes {value} minutes end to end.",
                f"timed it: the {s.code} {s.work} ran {value} minutes",
            ),
        ),
        label="a chat line",
        kind="chat",
        trust=CHAT,
        after=mins(15),
        session="s1",
    )
    frame = choose(
        c,
        (
            "The first {code} {work} handled {n} {unit}.",
            "First {code} {work} done: {n} {unit} in total.",
        ),
    )
    second = c.event(
        "t",
        frame.format(code=s.code, work=s.work, n=turnout, unit=s.unit),
        label="the log",
        kind="log",
        trust=DOC,
        after=days(2),
        session="s2",
    )
    c.event(
        "o",
        frame.format(code=o.code, work=o.work, n=theirs, unit=o.unit),
        label="the log",
        kind="log",
        trust=DOC,
        after=days(2) + mins(5),
        session="s2",
    )
    chatter(c, s, 2, 0.3, 3, "s1")
    c.ask(
        choose(
            c,
            (
                f"How long does the {s.code} {s.work} take, and how many {s.unit} did the "
                "first one handle?",
                f"What's the duration of a {s.code} {s.work}, and how big was the first?",
            ),
        ),
        after=days(5),
    )
    c.expect([value, str(turnout)], [first, second], forbidden=[str(theirs)])


def cont_approver_deadline(c: Case) -> None:
    """Who approves changes to a kept thing (one session) and when it is due (another),
    beside another subject's approver in the same frame."""
    s = subject(c, OFFSET)
    o = other(c, s)
    ans, theirs = people(c, 2)
    when = due(c)
    frame = choose(
        c,
        (
            "{p} approves changes to the {code} {kept}.",
            "Changes to {code}'s {kept} need a yes from {p}.",
        ),
    )
    first = c.event(
        "a",
        frame.format(p=ans, code=s.code, kept=s.kept),
        label="meeting notes",
        kind="doc",
        trust=DOC,
        after=mins(30),
        session="s1",
    )
    c.event(
        "o",
        frame.format(p=theirs, code=o.code, kept=o.kept),
        label="meeting notes",
        kind="doc",
        trust=DOC,
        after=mins(45),
        session="s1",
    )
    second = c.event(
        "d",
        choose(
            c,
            (
                f"{s.code} tracker: {s.kept} due {when}.",
                f"the {s.code} {s.kept} has to land by {when}",
            ),
        ),
        label="the tracker",
        kind="ticket",
        trust=DOC,
        after=days(3),
        session="s2",
    )
    chatter(c, s, 2, 0.2, 4, "s2")
    c.ask(
        choose(
            c,
            (
                f"Who approves changes to {s.code}'s {s.kept}, and when is it due?",
                f"Whose sign-off does the {s.code} {s.kept} need, and what is its deadline?",
            ),
        ),
        after=days(6),
    )
    c.expect([ans, when], [first, second], forbidden=[theirs])


TEMPLATES = (
    cont_owner_weekday,
    cont_cap_channel,
    cont_place_revision,
    cont_duration_turnout,
    cont_approver_deadline,
)
