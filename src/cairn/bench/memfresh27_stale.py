"""Stale-belief templates of `fresh27`: a value said, then changed by a casual correction that
carries no ``supersedes`` field, comes last and never repeats the value it replaces. The values:
a limit on units per piece of work, where a subject runs or meets, who reviews a piece of work,
the weekday of a piece of work and the company a subject buys from. A template's first, third
and fifth questions name the old value; the other two do not. The replaced value and another
subject's value in the frame of the first statement are distractors."""

from __future__ import annotations

from cairn.bench.memfresh27_pools import (
    SUPPLIERS,
    Frame,
    Subject,
    chatter,
    counts,
    other,
    people,
    say,
    subject,
    turn,
    weekdays,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, sample

OFFSET = 12


def changed(
    c: Case,
    s: Subject,
    values: tuple[str, str, str],
    said: Frame,
    fixes: tuple[str, ...],
    asks: tuple[tuple[str, ...], tuple[str, ...]],
    o: Subject,
) -> None:
    """``values`` are the old value, the new one and another subject's; ``said`` states a
    value for a subject, ``fixes`` are the correction's wordings and ``asks`` the questions that
    name the old value and those that do not."""
    old, new, theirs = values
    c.event(
        "old", said(s, old), label="a note", kind="note", trust=0.85, after=days(1), session="s1"
    )
    c.event(
        "d", said(o, theirs), label="a note", kind="note", trust=0.85, after=days(2), session="s1"
    )
    chatter(c, s, 2, 3, 6, "s2")
    fix = c.event(
        "fix",
        choose(c, fixes),
        label=choose(c, ("team chat", "side chat", "log")),
        kind="chat",
        trust=0.7,
        after=days(12),
        session="s3",
    )
    naming, plain = asks
    i = turn(c)
    c.ask(
        naming[i // 2 % len(naming)] if i % 2 == 0 else plain[i // 2 % len(plain)], after=days(15)
    )
    c.expect([new], [fix], forbidden=[old, theirs])


def limit(c: Case) -> None:
    """A limit on units per piece of work (digits or words) changed to another count."""
    s = subject(c, OFFSET)
    o = other(c, s)
    old, new, theirs = (say(c, n) for n in counts(c, 3))
    changed(
        c,
        s,
        (old, new, theirs),
        lambda x, v: f"{x.code} {x.doc}: a {x.work} is limited to {v} {x.unit}.",
        (
            f"Correction: each {s.code} {s.work} now tops out at {new} {s.unit}.",
            f"Ignore my last — {s.code} can take {new} {s.unit} per {s.work}.",
            f"Let's go with {new} {s.unit} per {s.code} {s.work} instead.",
            f"Small change: the {s.code} {s.work} limit is {new} {s.unit} now.",
        ),
        (
            (
                f"Is the {s.code} {s.work} still limited to {old} {s.unit}?",
                f"Can a {s.code} {s.work} still take {old} {s.unit}?",
            ),
            (f"What is the most {s.unit} a {s.code} {s.work} can take now?",),
        ),
        o,
    )


def moved(c: Case) -> None:
    """Where a subject runs (a host) or meets (a room), moved to its third place."""
    s = subject(c, OFFSET)
    o = other(c, s, same=True)
    old, _, new = s.places
    verb = "run on" if s.software else "meet in"
    changed(
        c,
        s,
        (old, new, o.places[0]),
        lambda x, v: f"{x.code} {'runs on' if x.software else 'meets in'} {v}.",
        (
            f"Update: {s.code} moved over to {new} this week.",
            f"Small change: {s.code} is at {new} from now on.",
            f"Let's go with {new} for {s.code} instead.",
        ),
        (
            (f"Is {s.code} still at {old}?", f"Does {s.code} still {verb} {old}?"),
            (f"Where is {s.code} these days?",),
        ),
        o,
    )


def reviewer_changed(c: Case) -> None:
    """Who reviews a piece of work, handed to someone else."""
    s = subject(c, OFFSET)
    o = other(c, s)
    old, new, theirs = people(c, 3)
    changed(
        c,
        s,
        (old, new, theirs),
        lambda x, v: f"{v} reviews each {x.code} {x.work}.",
        (
            f"Correction: {new} reviews the {s.code} {s.work} now.",
            f"Update: {s.code} {s.work} reviews go to {new} from today.",
            f"Let's go with {new} as the {s.code} reviewer instead.",
        ),
        (
            (
                f"Is {old} still reviewing the {s.code} {s.work}?",
                f"Does the {s.code} {s.work} still go to {old} for review?",
            ),
            (f"Who reviews {s.code}'s {s.work} at the moment?",),
        ),
        o,
    )


def day_moved(c: Case) -> None:
    """The weekday of a piece of work, moved to another day."""
    s = subject(c, OFFSET)
    o = other(c, s)
    old, new, theirs = weekdays(c, 3)
    changed(
        c,
        s,
        (old, new, theirs),
        lambda x, v: f"The {x.code} {x.work} is on {v} each week.",
        (
            f"Small change: the {s.code} {s.work} moves to {new}.",
            f"Update: the {s.code} {s.work} switches to {new}, starting next week.",
            f"Let's go with {new} for the {s.code} {s.work} instead.",
            f"Ignore my last — the {s.code} {s.work} is a {new} thing now.",
        ),
        (
            (
                f"Is the {s.code} {s.work} still on {old}?",
                f"Does the {s.code} {s.work} still happen on {old}?",
            ),
            (f"Which day is the {s.code} {s.work} on now?",),
        ),
        o,
    )


def supplier_switched(c: Case) -> None:
    """The company a subject buys from, switched to another."""
    s = subject(c, OFFSET)
    o = other(c, s)
    old, new, theirs = sample(c, SUPPLIERS, 3)
    changed(
        c,
        s,
        (old, new, theirs),
        lambda x, v: f"Purchasing: {x.code} orders from {v}.",
        (
            f"Update: {s.code} is buying from {new} going forward.",
            f"Ignore my last — {s.code} gets its supplies from {new}.",
            f"Let's go with {new} for {s.code} instead.",
        ),
        (
            (f"Does {s.code} still buy from {old}?", f"Is {old} still {s.code}'s supplier?"),
            (f"Which company supplies {s.code} now?",),
        ),
        o,
    )


TEMPLATES = (limit, moved, reviewer_changed, day_moved, supplier_switched)
