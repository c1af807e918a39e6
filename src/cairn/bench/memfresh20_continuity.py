"""The continuity templates of `fresh20`: two facts about one subject said in two sessions (who
and which day, which revision and where, a batch ceiling and a start time, a contact and a
channel, a duration and a count), asked together in a third. Another subject's or another
piece of work's value, in the same frame, is the distractor."""

from __future__ import annotations

from cairn.bench.memfresh20_pools import (
    SUFFIXES,
    WEEKDAYS,
    bare,
    chatter,
    clock,
    counts,
    other,
    people,
    release,
    subject,
    tags,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins

OFFSET = 9


def owner_and_weekday(c: Case) -> None:
    """One session says who is running a piece of work ("X is running", "X took over", "is
    with X"); another says which day it is on; a chat says someone else runs the neighbouring
    work on another day; a third session asks who and which day."""
    s = subject(c, OFFSET)
    owner, elsewhere, third = people(c, 3)
    day, day2 = c.rng.sample(list(WEEKDAYS), 2)
    task, task2 = bare(s.task), bare(s.task2)
    a = c.event(
        "owner",
        c.pick(
            [
                f"{owner} is running the {s.code} {task} from now on.",
                f"{s.code}: {owner} took over the {task} from {third} this week.",
                f"ok so the {task} for {s.code} is with {owner} now",
            ]
        ),
        label=c.pick(["session notes", f"{s.code} sync"]),
        kind="chat",
        trust=0.8,
        after=days(0),
        session="a",
    )
    b = c.event(
        "day",
        c.pick(
            [
                f"{s.code}: the {task} moves to {day}, same time as before.",
                f"Confirmed for {s.code} - {task} on {day} each week.",
                f"{s.code} {task} is a {day} thing from now on.",
            ]
        ),
        label=c.pick(["session notes", f"{s.code} planning"]),
        kind="chat",
        trust=0.8,
        after=days(9),
        session="b",
    )
    c.event(
        "other",
        f"{s.code}: {elsewhere} does the {task2}, and that is on {day2}",
        label="a chat message",
        kind="chat",
        trust=0.5,
        after=days(10),
        session="b",
    )
    chatter(c, s, 2, days(1), 8, "b")
    c.ask(
        c.pick(
            [
                f"Who is doing the {s.code} {task}, and on which day?",
                f"Remind me: who runs {s.code}'s {task} and what weekday is it?",
                f"For the {task} at {s.code}, who's in charge and when in the week does it happen?",
            ]
        ),
        after=days(14),
        session="q",
    )
    c.expect([owner, day], [a, b], forbidden=[elsewhere, day2])


def revision_and_place(c: Case) -> None:
    """One session says which revision of a subject's release is in use; another says where
    it is kept; a chat names a draft revision; a third session asks both."""
    s = subject(c, OFFSET)
    live, draft = tags(c, 2)
    place = choose(c, s.places)
    rel = release(s)
    a = c.event(
        "rev",
        c.pick(
            [
                f"{s.code}: we're on {rel} {live} now.",
                f"{s.code} - the {rel} got bumped to {live} today.",
                f"{s.code} {rel}: {live} is the one in use.",
            ]
        ),
        label=c.pick(["session notes", f"{s.code} log"]),
        kind="chat",
        trust=0.8,
        after=days(0),
        session="a",
    )
    b = c.event(
        "place",
        c.pick(
            [
                f"{s.code}: the current {rel} sits at {place}.",
                f"For {s.code}, the {rel} lives in {place} - look there first.",
            ]
        ),
        label=c.pick(["session notes", "a note"]),
        kind="chat",
        trust=0.8,
        after=days(6),
        session="b",
    )
    c.event(
        "draft",
        f"{s.code}: a draft {rel} {draft} is doing the rounds, not adopted",
        label="a chat message",
        kind="chat",
        trust=0.5,
        after=days(3),
        session="a",
    )
    chatter(c, s, 2, days(1), 6, "b")
    c.ask(
        c.pick(
            [
                f"Which {rel} is {s.code} on, and where is it kept?",
                f"Tell me the {s.code} {rel} revision in use and its location.",
                f"What {rel} identifier does {s.code} use at the moment, and where can I find it?",
            ]
        ),
        after=days(11),
        session="q",
    )
    c.expect([live, place], [a, b], forbidden=[draft])


def batch_limit_and_start_time(c: Case) -> None:
    """One session caps a piece of work's batch; another sets its start time; another
    subject's cap, in the same frame, is the distractor; a third session asks both."""
    s = subject(c, OFFSET)
    o = other(c, s)
    cap, cap2 = counts(c, 2)
    (start,) = clock(c, 1)
    task = bare(s.task)
    a = c.event(
        "cap",
        c.pick(
            [
                f"{s.code} caps the {task} at {cap} {s.unit} a run.",
                f"{s.code}: no {task} batch may exceed {cap} {s.unit}.",
                f"{s.code} - keep each {task} batch to {cap} {s.unit} or fewer.",
            ]
        ),
        label=c.pick(["session notes", f"{s.code} sync"]),
        kind="chat",
        trust=0.8,
        after=days(0),
        session="a",
    )
    c.event(
        "other",
        f"{o.code} caps the {bare(o.task)} at {cap2} {o.unit} a run.",
        label="a chat message",
        kind="chat",
        trust=0.5,
        after=days(1),
        session="a",
    )
    b = c.event(
        "start",
        c.pick(
            [
                f"{s.code}: the {task} kicks off at {start} sharp.",
                f"Start time for the {s.code} {task} is {start}.",
                f"{s.code} {task} - doors at {start}, please be on time.",
            ]
        ),
        label=c.pick(["session notes", f"{s.code} planning"]),
        kind="chat",
        trust=0.8,
        after=days(5),
        session="b",
    )
    chatter(c, s, 2, days(2), 5, "b")
    c.ask(
        c.pick(
            [
                f"How big can a {s.code} {task} batch be, and what time does it start?",
                f"What's the most {s.unit} per {task} at {s.code}, and when does it begin?",
                f"For {s.code}'s {task}: batch ceiling and start time?",
            ]
        ),
        after=days(9),
        session="q",
    )
    c.expect([str(cap), start], [a, b], forbidden=[str(cap2)])


def contact_and_channel(c: Case) -> None:
    """One session says to whom problems with a piece of work are escalated; another where
    updates about it are posted; a chat names another contact for the neighbouring work; a
    third session asks both."""
    s = subject(c, OFFSET)
    contact, elsewhere = people(c, 2)
    s1 = choose(c, SUFFIXES)
    chan = f"#{s.code.lower()}-{s1}"
    task, task2 = bare(s.task), bare(s.task2)
    a = c.event(
        "contact",
        c.pick(
            [
                f"{s.code}: escalate {task} problems to {contact}.",
                f"If the {s.code} {task} goes sideways, {contact} is the person to tell.",
                f"{s.code} {task} trouble? {contact} wants to hear about it first.",
            ]
        ),
        label=c.pick(["session notes", "a note"]),
        kind="chat",
        trust=0.8,
        after=days(0),
        session="a",
    )
    b = c.event(
        "channel",
        c.pick(
            [
                f"{s.code}: post {task} updates in {chan}.",
                f"{s.code} - progress on the {task} goes to {chan} from now on.",
            ]
        ),
        label=c.pick(["session notes", f"{s.code} sync"]),
        kind="chat",
        trust=0.8,
        after=days(7),
        session="b",
    )
    c.event(
        "other",
        f"{s.code}: for the {task2}, escalate to {elsewhere} instead",
        label="a chat message",
        kind="chat",
        trust=0.5,
        after=days(8),
        session="b",
    )
    chatter(c, s, 2, days(1), 6, "a")
    c.ask(
        c.pick(
            [
                f"Who do I escalate {s.code} {task} problems to, and where do updates go?",
                f"For the {task} at {s.code}: who's the contact and which channel?",
                f"Name the person and the channel for {s.code}'s {task}.",
            ]
        ),
        after=days(12),
        session="q",
    )
    c.expect([contact, chan], [a, b], forbidden=[elsewhere])


def duration_and_count(c: Case) -> None:
    """One session says how long a piece of work takes; another how many units it gets
    through each time; last month's count of the neighbouring work is the distractor; a third
    session asks both."""
    s = subject(c, OFFSET)
    minutes, n, n2 = counts(c, 3)
    task = bare(s.task)
    many = c.pick([str(n), words(n)])
    a = c.event(
        "duration",
        c.pick(
            [
                f"{s.code}: the {task} takes about {minutes} minutes.",
                f"Timed the {s.code} {task} today - {minutes} minutes end to end.",
            ]
        ),
        label=c.pick(["session notes", f"{s.code} log"]),
        kind="chat",
        trust=0.8,
        after=days(0),
        session="a",
    )
    b = c.event(
        "count",
        c.pick(
            [
                f"{s.code}: we get through {many} {s.unit} each {task}.",
                f"{s.code} {task} handles {many} {s.unit} per go.",
                f"{s.code} - a {task} usually covers {many} {s.unit}.",
            ]
        ),
        label=c.pick(["session notes", "a note"]),
        kind="chat",
        trust=0.8,
        after=days(4) + mins(20),
        session="b",
    )
    c.event(
        "other",
        f"{s.code}: the {bare(s.task2)} did {n2} {s.unit} last month",
        label="a chat message",
        kind="chat",
        trust=0.5,
        after=days(5),
        session="b",
    )
    chatter(c, s, 2, days(1), 4, "a")
    c.ask(
        c.pick(
            [
                f"How long does the {s.code} {task} take, and how many {s.unit} does it cover?",
                f"For {s.code}'s {task}: duration and number of {s.unit} per go?",
                f"How many minutes is a {task} at {s.code}, and how many {s.unit} get done?",
            ]
        ),
        after=days(8),
        session="q",
    )
    c.expect([str(minutes), many], [a, b], forbidden=[str(n2)])


TEMPLATES = (
    owner_and_weekday,
    revision_and_place,
    batch_limit_and_start_time,
    contact_and_channel,
    duration_and_count,
)
