"""The six-month templates of `fresh20`: a fact about a subject stated early (a deadline, a tool
chosen, the first step of a procedure, a channel, who holds a key), buried under nine to eleven
later messages about the subject, with a neighbouring fact stated by an uncited message, and
asked 200 to 240 days later in other words."""

from __future__ import annotations

from datetime import timedelta

from cairn.bench.memfresh20_pools import (
    ASK_SUFFIXES,
    SUFFIXES,
    Subject,
    bare,
    chatter,
    dates,
    people,
    steps,
    subject,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins

OFFSET = 6


def bury(c: Case, s: Subject) -> timedelta:
    """Nine to eleven later messages about ``s`` over six months; returns when to ask."""
    chatter(c, s, c.rng.randint(9, 11), days(12), 175, "b")
    return days(c.rng.randint(200, 240))


def deadline_set_at_kickoff(c: Case) -> None:
    """Kickoff minutes set the date a piece of work is due (as a deadline, "no later than" or
    "due"); a chat gives the neighbouring piece of work's date; months later the question asks
    when the first was supposed to be finished, as agreed at the start."""
    s = subject(c, OFFSET)
    due, due2 = dates(c, 2)
    a, b = people(c, 2)
    task = bare(s.task)
    line = c.pick(
        [
            f"Deadline for the {task}: {due}.",
            f"The {task} is to be finished no later than {due}.",
            f"We agreed the {task} is due {due}; {a} keeps an eye on it.",
        ]
    )
    k = c.event(
        "kickoff",
        f"{s.code} kickoff minutes\nPresent: {a}, {b}\n- {line}\n- Budget unchanged.",
        label=c.pick([f"{s.code} kickoff minutes", "kickoff notes"]),
        kind="minutes",
        trust=0.9,
        after=days(0),
        session="a",
    )
    c.event(
        "other",
        f"{s.code}: the {bare(s.task2)} is due {due2}, separate from everything else",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.6,
        after=days(c.rng.randint(20, 150)),
        session="b",
    )
    when = bury(c, s)
    c.ask(
        c.pick(
            [
                f"What date did the {s.code} kickoff set as the deadline for the {task}?",
                f"By when was the {task} supposed to be finished for {s.code}, as agreed at the"
                " start?",
                f"When was {s.code}'s {task} originally due?",
            ]
        ),
        after=when,
    )
    c.expect([due], [k], forbidden=[due2])


def tool_picked_over_a_pitch(c: Case) -> None:
    """A decision note records which tool a subject went with for a piece of work; a chat
    pitches the other tool; months later the question asks what the subject settled on."""
    s = subject(c, OFFSET)
    chosen, pitched = c.rng.sample(list(s.tools), 2)
    a, b = people(c, 2)
    task = bare(s.task)
    text = c.pick(
        [
            f"{s.code} decision log: we went with {chosen} for the {task}. Owner: {a}.",
            f"Decision ({s.code}): {chosen} it is, for the {task}. Reviewed by {a}.",
            f"{s.code} - after the trial, the {task} runs on {chosen} from here on.",
        ]
    )
    d = c.event(
        "decision",
        text,
        label=c.pick(["decision log", f"{s.code} decisions"]),
        kind="doc",
        trust=0.9,
        after=days(0),
        session="a",
    )
    c.event(
        "pitch",
        c.pick(
            [
                f"{b}: what about {pitched} for {s.code}? worked well for me elsewhere",
                f"{b} pitched {pitched} for the {s.code} {task} in the call, worth a look?",
            ]
        ),
        label=f"{s.channel} message",
        kind="chat",
        trust=0.5,
        after=days(-2),
        session="a",
    )
    when = bury(c, s)
    c.ask(
        c.pick(
            [
                f"Which tool did {s.code} settle on for the {task}?",
                f"What did {s.code} end up using to do the {task}?",
                f"For the {task}, what was picked at {s.code} back then?",
            ]
        ),
        after=when,
    )
    c.expect([bare(chosen)], [d], forbidden=[bare(pitched)])


def first_step_of_a_procedure(c: Case) -> None:
    """A procedure lists the steps of a piece of work (in order, or with the first step named
    second: "X, but only after you Y"); a chat names the first step of the neighbouring piece
    of work; months later the question asks what comes first."""
    s = subject(c, OFFSET)
    one, two, three, elsewhere = c.rng.sample(list(steps(s)), 4)
    task = bare(s.task)
    text = c.pick(
        [
            f"{s.code} procedure: {task}\n1. {one}\n2. {two}\n3. {three}",
            f"{s.code} {task}: before anything else, {one}; then {two}; finally {three}.",
            f"{s.code} {task} how-to: {two}, but only after you {one}. Last of all, {three}.",
        ]
    )
    p = c.event(
        "procedure",
        text,
        label=c.pick([f"{s.code} {s.doc}", "procedure page"]),
        kind="doc",
        trust=0.9,
        after=days(0),
        session="a",
    )
    c.event(
        "other",
        f"for the {bare(s.task2)} on {s.code} we always {elsewhere} first",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.6,
        after=days(c.rng.randint(5, 90)),
        session="b",
    )
    when = bury(c, s)
    c.ask(
        c.pick(
            [
                f"What's the very first thing to do for the {s.code} {task}?",
                f"Which step opens the {task} procedure at {s.code}?",
                f"Before anything else in {s.code}'s {task}, what must be done?",
            ]
        ),
        after=when,
    )
    c.expect([one], [p], forbidden=[elsewhere])


def announcement_channel(c: Case) -> None:
    """An early note says where a piece of work is announced; a later message says where
    questions about the neighbouring work go; months later the question asks, in other words,
    where the announcements are posted."""
    s = subject(c, OFFSET)
    s1, s2 = choose(c, SUFFIXES), choose(c, ASK_SUFFIXES)
    ann, ask = f"#{s.code.lower()}-{s1}", f"#{s.code.lower()}-{s2}"
    (a,) = people(c, 1)
    task = bare(s.task)
    n = c.event(
        "note",
        c.pick(
            [
                f"{s.code}: {task} announcements go to {ann}, nowhere else.",
                f"{s.code} setup note - we post {task} news in {ann}. ({a})",
                f"From now on the {task} dates for {s.code} are announced in {ann}.",
            ]
        ),
        label=c.pick(["setup note", f"{s.code} note"]),
        kind="doc",
        trust=0.9,
        after=days(0),
        session="a",
    )
    c.event(
        "other",
        f"{s.code}: questions about the {bare(s.task2)} go to {ask} please",
        label="a chat message",
        kind="chat",
        trust=0.6,
        after=days(c.rng.randint(30, 120)) + mins(15),
        session="b",
    )
    when = bury(c, s)
    c.ask(
        c.pick(
            [
                f"Where does {s.code} post news of the {task}?",
                f"Which channel carries the {task} announcements for {s.code}?",
                f"If I want to hear when the next {task} is at {s.code}, what channel do I watch?",
            ]
        ),
        after=when,
    )
    c.expect([ann], [n], forbidden=[ask])


def key_holder(c: Case) -> None:
    """An early note says who holds a subject's key or credential (in several verbs); a
    later chat names someone who asked to borrow it; months later a who-question asks who
    holds it."""
    s = subject(c, OFFSET)
    holder, borrower, third = people(c, 3)
    kit = bare(s.kit)
    n = c.event(
        "note",
        c.pick(
            [
                f"{s.code}: the spare {kit} is with {holder}.",
                f"{s.code} handover - {holder} holds the {kit} from today. Witness: {third}.",
                f"{kit} ({s.code}): kept by {holder}; ask before you need it.",
            ]
        ),
        label=c.pick(["handover note", f"{s.code} note"]),
        kind="doc",
        trust=0.9,
        after=days(0),
        session="a",
    )
    c.event(
        "other",
        f"{borrower} asked to borrow the {s.code} {kit} for a day, told them to ask first",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.6,
        after=days(c.rng.randint(20, 140)),
        session="b",
    )
    when = bury(c, s)
    c.ask(
        c.pick(
            [
                f"Who has the {s.code} {kit}?",
                f"Who is keeping {s.code}'s {kit}?",
                f"Which person was given the {kit} for {s.code}?",
            ]
        ),
        after=when,
    )
    c.expect([holder], [n], forbidden=[borrower])


TEMPLATES = (
    deadline_set_at_kickoff,
    tool_picked_over_a_pitch,
    first_step_of_a_procedure,
    announcement_channel,
    key_holder,
)
