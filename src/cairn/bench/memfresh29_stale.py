"""`fresh29` stale-belief templates: a fact is said, then replaced by a casual correction that is
the latest event, carries no ``supersedes`` and never repeats the value it replaces. The replaced
value and another subject's (or a spare place) are the distractors. A template's cases 0, 2 and 4
ask whether the old value still holds, naming it."""

from __future__ import annotations

from cairn.bench.memfresh29_pools import (
    an,
    chatter,
    choose,
    clocks,
    codes,
    counts,
    days,
    form,
    instance,
    mins,
    others,
    people,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case

OFFSET = 12


def names_old(c: Case) -> bool:
    return instance(c) % 2 == 0


def fixed(c: Case, text: str, label: str) -> str:
    """The correction, some weeks after everything else."""
    after = days(choose(c, (24, 31, 38)))
    return c.event("fix", text, label=label, kind="chat", trust=0.7, after=after, session="c")


def port_or_code_changed(c: Case) -> None:
    """A software subject's port or a hobby subject's keypad code, replaced ("Small change:",
    "Update:"); another subject's in the old frame is a distractor too."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    old, new, theirs = codes(c, 3)
    if s.software:
        said, osaid = f"{s.code} listens on port {old}.", f"{o.code} listens on port {theirs}."
        fix = turn(
            c,
            (
                f"Small change: {s.code} listens on port {new} from now on.",
                f"Update: {s.code} moved its listener to port {new} today.",
            ),
        )
        ask = (
            f"Is {s.code} still listening on port {old}?"
            if names_old(c)
            else f"Which port do I use for {s.code} now?"
        )
    else:
        said = f"The {s.code} keypad code for {s.store} is {old}."
        osaid = f"The {o.code} keypad code for {o.store} is {theirs}."
        fix = turn(
            c,
            (
                f"Small change: {s.store} for {s.code} opens with {new} from now on.",
                f"Update: new {s.code} keypad code, {new}, starting today.",
            ),
        )
        ask = (
            f"Is the {s.code} code for {s.store} still {old}?"
            if names_old(c)
            else f"What opens {s.store} for {s.code} these days?"
        )
    c.event("old", said, label="settings note", kind="doc", trust=0.9, after=mins(0), session="a")
    c.event("theirs", osaid, label="settings note", kind="doc", trust=0.9, after=days(1),
            session="a")  # fmt: skip
    chatter(c, s, 2, days(2), 10, "b")
    e = fixed(c, fix, "team chat")
    c.ask(ask, after=days(45))
    c.expect([new], [e], forbidden=[old, theirs])


def start_time_changed(c: Case) -> None:
    """The start time of a piece of work, moved ("Update:", "Let's go with ... instead"); the
    time of another subject's work is a distractor too."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1, same_kind=False)
    old, new, theirs = clocks(c, 3)
    verb = turn(c, ("kicks off at", "begins at"))
    c.event("old", f"Calendar: the {s.code} {s.work} {verb} {old}.", label="calendar",
            kind="doc", trust=0.9, after=mins(0), session="a")  # fmt: skip
    c.event("theirs", f"Calendar: the {o.code} {o.work} {verb} {theirs}.", label="calendar",
            kind="doc", trust=0.9, after=days(1), session="a")  # fmt: skip
    chatter(c, s, 2, days(2), 10, "b")
    fix = turn(
        c,
        (
            f"Update: the {s.code} {s.work} now starts at {new}.",
            f"Let's go with {new} for the {s.code} {s.work} instead.",
        ),
    )
    e = fixed(c, fix, "team chat")
    ask = (
        f"Does the {s.code} {s.work} still start at {old}?"
        if names_old(c)
        else f"What time does the {s.code} {s.work} begin now?"
    )
    c.ask(ask, after=days(46))
    c.expect([new], [e], forbidden=[old, theirs])


def lead_changed(c: Case) -> None:
    """Who leads a software subject's on-call or captains a team, replaced ("Correction:");
    another subject's lead is a distractor too."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    old, new, theirs = people(c, 3)
    if s.software:
        said = f"Team page: {old} leads {s.code} on-call."
        osaid = f"Team page: {theirs} leads {o.code} on-call."
        fix = turn(
            c,
            (
                f"Correction: {new} leads {s.code} on-call now.",
                f"Correction: {s.code} on-call is led by {new} from this week.",
            ),
        )
        ask = (
            f"Is {old} still leading {s.code} on-call?"
            if names_old(c)
            else f"Who heads up {s.code} on-call now?"
        )
    else:
        said = f"Team page: {old} captains {s.code}."
        osaid = f"Team page: {theirs} captains {o.code}."
        fix = turn(
            c,
            (
                f"Correction: {new} is {s.code} captain now.",
                f"Correction: the {s.code} armband goes to {new} from this week.",
            ),
        )
        ask = (
            f"Is {old} still captain of {s.code}?"
            if names_old(c)
            else f"Who captains {s.code} now?"
        )
    c.event("old", said, label="team page", kind="doc", trust=0.9, after=mins(0), session="a")
    c.event("theirs", osaid, label="team page", kind="doc", trust=0.9, after=days(2), session="a")
    chatter(c, s, 2, days(3), 10, "b")
    e = fixed(c, fix, "team chat")
    c.ask(ask, after=days(44))
    c.expect([new], [e], forbidden=[old, theirs])


def group_cap_changed(c: Case) -> None:
    """How many a piece of work takes at most, replaced ("Let's go with ... instead", "Update:"),
    old and new each in digits or words; another subject's cap in the other form is a distractor
    too."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    old_n, new_n, theirs_n = counts(c, 3)
    old, old_words = say(c, old_n)
    new, _ = say(c, new_n)
    theirs = form(theirs_n, not old_words)
    c.event(
        "old", f"{s.code} {s.doc}: {an(s.work)} takes no more than {old} {s.unit}.",
        label=f"{s.code} {s.doc}", kind="doc", trust=0.9, after=mins(0), session="a",
    )  # fmt: skip
    c.event(
        "theirs", f"{o.code} {o.doc}: {an(o.work)} takes no more than {theirs} {o.unit}.",
        label=f"{o.code} {o.doc}", kind="doc", trust=0.9, after=days(1), session="a",
    )  # fmt: skip
    chatter(c, s, 2, days(2), 10, "b")
    fix = turn(
        c,
        (
            f"Let's go with {new} {s.unit} per {s.code} {s.work} instead.",
            f"Update: from today {an(s.code)} {s.work} can take {new} {s.unit}.",
        ),
    )
    e = fixed(c, fix, "team chat")
    ask = (
        f"Is {an(s.code)} {s.work} still capped at {old} {s.unit}?"
        if names_old(c)
        else f"How many {s.unit} can {an(s.code)} {s.work} take now?"
    )
    c.ask(ask, after=days(47))
    c.expect([new], [e], forbidden=[old, theirs])


def moved_home(c: Case) -> None:
    """Where a subject runs or meets, moved to its second home by the person who announced the
    first ("Ignore my last —", "Small change:"); the spare box or room, named beside the old home,
    is a distractor too."""
    s = subject(c, OFFSET)
    (who,) = people(c, 1)
    old, new, spare = s.homes
    verb = "runs on" if s.software else "meets in"
    c.event("old", f"{who}: {s.code} {verb} {old}.", label=f"message from {who}", kind="chat",
            trust=0.8, after=mins(0), session="a")  # fmt: skip
    use = "for tests only" if s.software else "for when we overflow"
    c.event("spare", f"{s.code} keeps {spare} {use}.", label="notes", kind="note", trust=0.8,
            after=days(2), session="a")  # fmt: skip
    chatter(c, s, 2, days(3), 10, "b")
    fix = turn(
        c,
        (
            f"Ignore my last — {s.code} has moved over to {new} this week.",
            f"Small change: {s.code} is at {new} from now on.",
        ),
    )
    e = c.event("fix", f"{who}: {fix}", label=f"message from {who}", kind="chat", trust=0.8,
                after=days(choose(c, (24, 31, 38))), session="c")  # fmt: skip
    if names_old(c):
        ask = (
            f"Is {s.code} still running on {old}?"
            if s.software
            else f"Does {s.code} still meet in {old}?"
        )
    else:
        ask = (
            f"Which machine is {s.code} on in production now?"
            if s.software
            else f"Where is {s.code} these days?"
        )
    c.ask(ask, after=days(45))
    c.expect([new], [e], forbidden=[old, spare])


TEMPLATES = (port_or_code_changed, start_time_changed, lead_changed, group_cap_changed, moved_home)
