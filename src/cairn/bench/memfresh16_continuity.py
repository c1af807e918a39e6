"""Continuity templates of ``fresh16``: two facts about one subject, said in two sessions and
asked together in a third, with another subject's value of the same kind said between them
(the distractor)."""

from __future__ import annotations

from cairn.bench.memfresh16_pools import (
    counts,
    day,
    other,
    people,
    put,
    slug,
    subject,
)
from cairn.bench.memgen import Case, NamedSpec
from cairn.bench.memset import choose, days, mins

DIM = "cross_session_continuity"


def cap_today_and_the_day_it_changes(c: Case) -> None:
    """One session gives today's hourly cap; the next announces a new cap from a later day,
    the old one in force until then. Asked before that day: today's cap and the day."""
    s = subject(c)
    o = other(c, s)
    a, b = people(c, 2)
    now, new, theirs = counts(c, 3)
    when = c.start + days(choose(c, (16, 19, 24)))
    said, kind = choose(
        c,
        (
            (f"{a}: {s.code} hourly cap is {now} {s.unit} for now", "chat"),
            (
                f"Incident timeline ({s.code})\n09:12 queue backing up\n09:25 {a} sets the "
                f"hourly cap to {now} {s.unit} for now\n09:47 backlog draining",
                "doc",
            ),
        ),
    )
    cap = put(c, "cap", said, kind, mins(0), "s1")
    put(c, "between", f"{o.code}: hourly cap is {theirs} {o.unit}", "chat", days(1), "x")
    change = put(
        c,
        "change",
        f"Heads-up {s.code}: from {day(when)} the hourly cap goes up to "
        f"{new}; until then nothing changes. ({b})",
        "chat",
        days(choose(c, (2, 3))),
        "s2",
    )
    c.ask(
        choose(
            c,
            (
                f"What is the {s.code} hourly cap today, and from which day does it change?",
                f"Is the new {s.code} hourly cap in force yet? What's the cap now and when does it "
                "move?",
            ),
        ),
        after=days(choose(c, (5, 7))),
    )
    c.expect([str(now), day(when)], [cap, change], forbidden=[str(theirs)])


def two_people_two_places(c: Case) -> None:
    """Two people each say where they would like a piece of work done, in two sessions;
    another subject's preferred place is said between."""
    s = subject(c)
    o = other(c, s)
    w = choose(c, s.works)
    a, b, g = people(c, 3)
    p1, p2 = choose(c, (s.places, s.places[::-1]))
    first = put(c, "first", f"{a}: for the {s.code} {w} I'd go with {p1}", "chat", mins(0), "s1")
    put(
        c,
        "between",
        f"{g}: for {o.code} I'd rather use {o.places[0]} tbh",
        "chat",
        mins(choose(c, (30, 80))),
        "x",
    )
    second = put(
        c,
        "second",
        f"{b}: re {s.code} {w}, I'd prefer {p2} myself",
        "chat",
        days(choose(c, (1, 2))),
        "s2",
    )
    c.ask(
        choose(
            c,
            (
                f"Where do {a} and {b} each want the {s.code} {w}?",
                f"Which place did {a} pick for the {s.code} {w}, and which did {b}?",
            ),
        ),
        after=days(4),
    )
    c.expect([p1, p2], [first, second], forbidden=[o.places[0]])


def who_asked_and_how_many_were_ordered(c: Case) -> None:
    """One session: a person asks for about so many units. Next session: a mail says how many
    were ordered. Who asked, and how many were ordered? Another subject's order is between."""
    s = subject(c)
    o = other(c, s)
    w = choose(c, s.works)
    a, b = people(c, 2)
    rough, ordered, theirs = counts(c, 3)
    ask = put(
        c,
        "ask",
        f"{a}: we'll need roughly {rough} {s.unit} for the {s.code} {w}, can someone order?",
        "chat",
        mins(0),
        "s1",
    )
    put(c, "between", f"{o.code} order went in for {theirs} {o.unit}", "chat", days(1), "x")
    order = put(
        c,
        "order",
        f"Subject: {s.code} order placed\n\nOrdered {ordered} {s.unit} "
        f"from {s.supplier}, arriving Thursday.\n\n{b}",
        "email",
        days(2),
        "s2",
    )
    c.ask(
        choose(
            c,
            (
                f"Who asked for {s.unit} for the {s.code} {w}, and how many were ordered?",
                f"For the {s.code} {w}: whose request was it, and what quantity went on the order?",
            ),
        ),
        after=days(5),
    )
    c.expect([a, str(ordered)], [ask, order], forbidden=[str(theirs)])


def file_and_key_of_a_limit(c: Case) -> None:
    """One session names the file a limit lives in; the next names its key. Another subject's
    file is mentioned between."""
    s = subject(c)
    o = other(c, s)
    w = choose(c, s.works)
    (a,) = people(c, 1)
    path = f"settings/{s.code.lower()}/limits.toml"
    theirs = f"settings/{o.code.lower()}/limits.toml"
    key = f"{s.code.lower()}.{slug(w)}.max_parallel"
    where = put(
        c,
        "file",
        f"the {s.code} parallel limit for the {w} lives in `{path}`, don't hand-edit it",
        "chat",
        mins(0),
        "s1",
    )
    put(c, "between", f"fwiw {o.code} keeps theirs in `{theirs}`", "chat", mins(50), "x")
    found = put(
        c,
        "key",
        f"{a}: found it, the {s.code} key is `{key}` (set to 4)",
        "chat",
        days(choose(c, (1, 3))),
        "s2",
    )
    c.ask(
        choose(
            c,
            (
                f"Which file and which key hold the {s.code} parallel limit for the {w}?",
                f"Where would I change how many {s.code} {w} jobs run in parallel (file and key)?",
            ),
        ),
        after=days(6),
    )
    c.expect([path, key], [where, found], forbidden=[theirs])


INTERVALS = (("every day and a half", 36), ("every two and a half days", 60),
             ("every three and a half days", 84))  # fmt: skip
OTHER_HOURS = (44, 52, 68)


def interval_rechecked_in_other_words(c: Case) -> None:
    """One session gives a run interval in hours; the next has a person re-check it and say the
    same in days, in words (no change). How often, and who re-checked? Another subject's
    interval is between."""
    s = subject(c)
    o = other(c, s)
    w = choose(c, s.works)
    (b,) = people(c, 1)
    said, hours = choose(c, INTERVALS)
    theirs = choose(c, OTHER_HOURS)
    sched = put(
        c,
        "sched",
        f"{s.code} schedule\n- {w}: runs every {hours} hours\n- reports go to {s.channel}",
        "doc",
        mins(0),
        "s1",
    )
    put(
        c,
        "between",
        f"{o.code}: their {o.works[0]} runs every {theirs} hours",
        "chat",
        days(1),
        "x",
    )
    check = put(
        c,
        "check",
        f"{b}: double-checked the {s.code} {w}, still {said}, no change",
        "chat",
        days(choose(c, (3, 8))),
        "s2",
    )
    c.ask(
        choose(
            c,
            (
                f"How often does the {s.code} {w} run, and who re-checked it?",
                f"Has the {s.code} {w} interval changed? Who looked, and what is it?",
            ),
        ),
        after=days(10),
    )
    c.expect([f"{hours} hours", b], [sched, check], forbidden=[f"{theirs} hours"])


TEMPLATES = [
    NamedSpec(DIM, t)
    for t in (
        cap_today_and_the_day_it_changes,
        two_people_two_places,
        who_asked_and_how_many_were_ordered,
        file_and_key_of_a_limit,
        interval_rechecked_in_other_words,
    )
]
