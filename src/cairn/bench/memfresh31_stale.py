"""Stale-belief templates of ``fresh31``: a value said and repeated, then corrected in a casual
line that is always the latest event, carries no ``supersedes`` field and never says the value
it replaces. The replaced value and another subject's value are distractors; instances 0, 2
and 4 of each template ask whether the old value still holds, 1 and 3 ask openly."""

from __future__ import annotations

from cairn.bench.memfresh31_pools import (
    REGIONS,
    Subject,
    ask,
    clocks,
    counts,
    either,
    fees,
    instance,
    other,
    people,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import sample

OFFSET = 12


def names_old(c: Case) -> bool:
    return instance(c) % 2 == 0


def corrected(
    c: Case,
    old: tuple[str, str],
    again: str,
    theirs: tuple[str, str],
    fix: tuple[str, str],
    question: str,
    values: tuple[str, str, str],
) -> None:
    """The old statement (text, label) and a repeat of it in chat, another subject's value, the
    correction last, then the question. ``values``: new, old, the other subject's."""
    say(c, "old", old[0], old[1], at=0.1, kind="document")
    say(c, "again", again, "group chat", at=2.3, kind="chat", trust=0.5)
    say(c, "other", theirs[0], theirs[1], at=1.2, kind="document")
    e = say(c, "fix", fix[0], fix[1], at=c.rng.uniform(5, 9), kind="message", trust=0.8)
    ask(c, question, at=12.0)
    c.expect([values[0]], [e], forbidden=[values[1], values[2]])


def region_or_venue_moved(c: Case) -> None:
    """A service moved to another region, or a group's piece of work to its second place."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    (poster,) = people(c, 1)
    if s.software:
        old, new, their = sample(c, REGIONS, 3)
        frame = "Minutes: {code} runs in {x}."
        again = f"as per the minutes, {s.code} is in {old}"
        fixes = (
            f"Ignore my last — {s.code} has moved over to {new}.",
            f"Update: {s.code} now runs in {new}.",
            f"Small change: {s.code} is in {new} from this week.",
            f"Correction: {s.code} moves to {new}.",
            f"Let's go with {new} for {s.code} instead.",
        )
        question = (
            f"Is {s.code} still running in {old}?"
            if names_old(c)
            else turn(c, (f"Which region is {s.code} in now?", f"Where is {s.code} hosted now?"))
        )
    else:
        old, new = s.places
        their = o.places[0]
        frame = "Minutes: the {code} {work} is at {x}."
        again = f"see you all at {old} for the {s.code} {s.work}"
        fixes = (
            f"Ignore my last — the {s.code} {s.work} has moved over to {new}.",
            f"Update: the {s.code} {s.work} is at {new} now.",
            f"Small change: {s.code} meets at {new} from this week.",
            f"Correction: the {s.code} {s.work} moves to {new}.",
            f"Let's go with {new} for the {s.code} {s.work} instead.",
        )
        question = (
            f"Is the {s.code} {s.work} still at {old}?"
            if names_old(c)
            else turn(
                c,
                (
                    f"Where is the {s.code} {s.work} held these days?",
                    f"Where does {s.code} meet now?",
                ),
            )
        )
    label = f"message from {poster}"

    def fill(sub: Subject, x: str) -> str:
        return frame.format(code=sub.code, work=sub.work, x=x)

    first, first_label = fill(s, old), "minutes"
    if instance(c) == 0:  # the old value and its correction ("Ignore my last") from one person
        first_label = label
        first = f"fyi {s.code} runs in {old}" if s.software else f"fyi {s.code} meets at {old}"
    corrected(
        c,
        (first, first_label),
        again,
        (fill(o, their), "minutes"),
        (fixes[instance(c)], label),
        question,
        (new, old, their),
    )


def start_time_moved(c: Case) -> None:
    """The time a piece of work starts, moved."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    hours = (5, 6, 7) if s.software else (17, 18, 19)
    old, new, their = clocks(c, 3, hours)
    what = s.work
    frame = "Calendar: the {code} {work} starts at {x}."
    fixes = (
        f"Update: the {s.code} {what} now starts at {new}.",
        f"Small change: the {s.code} {what} goes to {new}.",
        f"Let's go with {new} for the {s.code} {what} instead.",
        f"Correction: the {s.code} {what} moves to {new}.",
        f"Update: from this month the {s.code} {what} starts at {new}.",
    )
    question = (
        f"Does the {s.code} {what} still start at {old}?"
        if names_old(c)
        else turn(
            c,
            (
                f"What time does the {s.code} {what} start these days?",
                f"When does the {s.code} {what} begin now?",
            ),
        )
    )
    corrected(
        c,
        (frame.format(code=s.code, work=s.work, x=old), "calendar"),
        f"{s.code} {what} at {old} as usual, yes?",
        (frame.format(code=o.code, work=o.work, x=their), "calendar"),
        (fixes[instance(c)], "text message"),
        question,
        (new, old, their),
    )


def budget_or_subs_changed(c: Case) -> None:
    """A service's monthly cloud budget or a group's annual subs, changed."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    old, new, their = fees(c, 3)
    thing = "monthly cloud budget" if s.software else "annual subs"
    verb = "is" if s.software else "are"
    frame = "Treasurer's note: the {code} " + thing + " " + verb + " {x}."
    fixes = (
        f"Small change: the {s.code} {thing} {verb} {new} now.",
        f"Let's go with {new} for the {s.code} {thing} instead.",
        f"Update: from this month the {s.code} {thing} {verb} {new}.",
        f"Correction: the {s.code} {thing} {verb} {new}.",
        f"Ignore my last — make the {s.code} {thing} {new}.",
    )
    question = (
        f"{'Is' if s.software else 'Are'} the {s.code} {thing} still {old}?"
        if names_old(c)
        else turn(
            c,
            (
                f"How much {verb} the {s.code} {thing} now?",
                f"What {verb} the {s.code} {thing} at the moment?",
            ),
        )
    )
    corrected(
        c,
        (frame.format(code=s.code, x=old), "treasurer's note"),
        f"{s.code} {thing}: {old}, same as last year I think",
        (frame.format(code=o.code, x=their), "treasurer's note"),
        (fixes[instance(c)], "treasurer's note"),
        question,
        (new, old, their),
    )


def lead_replaced(c: Case) -> None:
    """A service's release captain or a group's captain, replaced."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    old, new, their = people(c, 3)
    role = "release captain" if s.software else "captain"
    frame = "Team page: {p} is {code} " + role + "."
    fixes = (
        f"Let's go with {new} as {s.code} {role} instead.",
        f"Correction: {new} is {s.code} {role} now.",
        f"Update: {new} takes over as {s.code} {role} from today.",
        f"Small change: {s.code} has a new {role}, {new}.",
        f"Ignore my last — {new} is {role} for {s.code}.",
    )
    question = (
        f"Is {old} still {role} of {s.code}?"
        if names_old(c)
        else turn(
            c,
            (
                f"Who's the {s.code} {role} at the moment?",
                f"Whom do I talk to as {s.code} {role} these days?",
            ),
        )
    )
    corrected(
        c,
        (frame.format(p=old, code=s.code), "team page"),
        f"{old} has the {s.code} {role} job, ask there",
        (frame.format(p=their, code=o.code), "team page"),
        (fixes[instance(c)], "message"),
        question,
        (new, old, their),
    )


def rate_or_guest_limit_changed(c: Case) -> None:
    """A service's rate limit (requests a minute per client) or the guest passes a member gets a
    season, changed; old and new in digits or words."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    a, b, d = counts(c, 3)
    old, new, their = either(c, a), either(c, b), either(c, d)
    if s.software:
        thing, unit = "rate limit", "requests a minute per client"
    else:
        thing, unit = "guest limit", "guest passes a season per member"
    frame = "Settings note: the {code} " + thing + " is {x} " + unit + "."
    fixes = (
        f"Update: the {s.code} {thing} is {new} now.",
        f"Let's go with {new} for the {s.code} {thing} instead.",
        f"Small change: the {s.code} {thing} goes to {new}.",
        f"Correction: the {s.code} {thing} moves to {new}.",
        f"Update: from today the {s.code} {thing} is {new}.",
    )
    question = (
        f"Is the {s.code} {thing} still {old}?"
        if names_old(c)
        else turn(
            c,
            (
                f"How many {unit} does {s.code} allow now?",
                f"What's the {s.code} {thing} these days?",
            ),
        )
    )
    corrected(
        c,
        (frame.format(code=s.code, x=old), "settings note"),
        f"{s.code} {thing} is {old}, right?",
        (frame.format(code=o.code, x=their), "settings note"),
        (fixes[instance(c)], "settings note"),
        question,
        (new, old, their),
    )


TEMPLATES = (
    region_or_venue_moved,
    start_time_moved,
    budget_or_subs_changed,
    lead_replaced,
    rate_or_guest_limit_changed,
)
