"""Stale-belief templates of `fresh23`: a value is said, then corrected by the latest event, which
carries no ``supersedes`` field and never repeats the value it replaces (the old value is the
distractor). Corrections are casual ("scratch that", "actually make that", "on second thought",
"got bumped to", "switching ... over to"); several questions name the old value."""

from __future__ import annotations

from cairn.bench.memfresh23_pools import (
    TIMES,
    Case,
    channels,
    chatter,
    choose,
    counts,
    days,
    on,
    people,
    sample,
    slot,
    spoken,
    subject,
    the,
    turn,
)

OFFSET = 10


def question(c: Case, yes_no: tuple[str, str], open_ended: tuple[str, str]) -> str:
    """A yes/no question naming the old value for instances 0 and 3 of a template, otherwise
    an open one; the wording within each kind is drawn by the seed."""
    return choose(c, yes_no if slot(c)[1] in (0, 3) else open_ended)


def stale_cap(c: Case) -> None:
    """A cap per piece of work raised (the new cap is the larger); the old cap is the
    distractor."""
    s = subject(c, OFFSET)
    old, new = sorted(counts(c, 2))
    was, now = spoken(c, old), spoken(c, new)
    c.event(
        "a",
        choose(
            c,
            (
                f"{s.code}: at most {was} {s.unit} per {s.work}.",
                f"The {s.code} {s.work} is capped at {was} {s.unit}.",
            ),
        ),
        label=choose(c, ("settings", f"{s.code} {s.doc}")),
        kind="config",
        trust=0.85,
        after=days(c.rng.uniform(0, 4)),
        session="s1",
    )
    chatter(c, s, 2, days(5), 10, "s2")
    fix = c.event(
        "b",
        turn(
            c,
            (
                f"scratch that, each {s.code} {s.work} can take up to {now} {s.unit}.",
                f"{s.code}'s {s.work} cap got bumped to {now} {s.unit}.",
                f"Actually make that {now} {s.unit} per {s.code} {s.work}.",
                f"On second thought, one {s.code} {s.work} tops out at {now} {s.unit}.",
            ),
        ),
        label="a chat line",
        kind="chat",
        trust=0.7,
        after=days(c.rng.uniform(17, 22)),
        session="s3",
    )
    q = question(
        c,
        (
            "Is {code}'s {work} still capped at {was}?",
            "Is one {code} {work} still limited to {was} {unit}?",
        ),
        (
            "What is the current ceiling for one {code} {work}?",
            "How many {unit} may one {code} {work} take now?",
        ),
    )
    c.ask(q.format(code=s.code, work=s.work, was=was, unit=s.unit), after=days(25))
    c.expect([now], [fix], forbidden=[was])


def stale_place(c: Case) -> None:
    """A piece of work moved to another host, path or room; the old place is the distractor."""
    s = subject(c, OFFSET)
    old, new = sample(c, s.places, 2)
    c.event(
        "a",
        choose(
            c,
            (
                f"The {s.code} {s.work} is {'on' if s.software else 'held in'} {the(s, old)}.",
                f"{s.code}: {s.work} happens at {the(s, old)}.",
            ),
        ),
        label=choose(c, ("a note", "setup note")),
        kind="note",
        trust=0.8,
        after=days(c.rng.uniform(0, 4)),
        session="s1",
    )
    chatter(c, s, 2, days(5), 10, "s2")
    fix = c.event(
        "b",
        turn(
            c,
            (
                f"{s.code}'s {s.work} was moved to {the(s, new)}.",
                f"scratch that, the {s.code} {s.work} sits at {the(s, new)} from now on.",
                f"Update: the {s.code} {s.work} now happens at {the(s, new)}.",
            ),
        ),
        label=choose(c, ("a note", "the log" if s.software else "a chat line")),
        kind="note",
        trust=0.8,
        after=days(c.rng.uniform(17, 22)),
        session="s3",
    )
    q = question(
        c,
        ("Is the {code} {work} still at {old}?", "Is {old} still where the {code} {work} happens?"),
        (
            "Where does {code}'s {work} happen now?",
            "Where would I go for the {code} {work} these days?",
        ),
    )
    c.ask(q.format(code=s.code, work=s.work, old=the(s, old)), after=days(25))
    c.expect([new], [fix], forbidden=[old])


def stale_approver(c: Case) -> None:
    """The approver of a kept thing handed on (by chat, mail or the minutes); the old approver
    is the distractor."""
    s = subject(c, OFFSET)
    old, new = people(c, 2)
    c.event(
        "a",
        choose(
            c,
            (
                f"{old} approves changes to the {s.code} {s.kept}.",
                f"Sign-off for the {s.code} {s.kept}: {old}.",
            ),
        ),
        label=choose(c, ("meeting notes", f"{s.code} {s.doc}")),
        kind="meeting",
        trust=0.85,
        after=days(c.rng.uniform(0, 4)),
        session="s1",
    )
    chatter(c, s, 2, days(5), 10, "s2")
    text, label, kind = turn(
        c,
        (
            (f"fyi {s.code} {s.kept} sign-off got handed to {new}.", "a chat line", "chat"),
            (
                f"Subject: {s.code} approvals\n\nFrom this week {new} okays {s.kept} changes.",
                "a mail",
                "mail",
            ),
            (f"{s.code} minutes: {new} took over approving the {s.kept}.", "minutes", "meeting"),
        ),
    )
    fix = c.event(
        "b",
        text,
        label=label,
        kind=kind,
        trust=0.8,
        after=days(c.rng.uniform(17, 22)),
        session="s3",
    )
    q = question(
        c,
        (
            "Is {old} still the one who approves {code}'s {kept}?",
            "Does {old} still approve changes to the {code} {kept}?",
        ),
        (
            "Who signs off on the {code} {kept} now?",
            "Whose okay does a change to the {code} {kept} need at the moment?",
        ),
    )
    c.ask(q.format(code=s.code, kept=s.kept, old=old), after=days(25))
    c.expect([new], [fix], forbidden=[old])


def stale_start_time(c: Case) -> None:
    """A start time changed; the old time is the distractor."""
    s = subject(c, OFFSET)
    old, new = sample(c, TIMES, 2)
    c.event(
        "a",
        choose(
            c,
            (
                f"{s.code} {s.work} starts at {old}.",
                f"The {s.code} {s.work} begins at {old} each time.",
            ),
        ),
        label=choose(c, ("calendar invite", "a note")),
        kind="calendar",
        trust=0.8,
        after=days(c.rng.uniform(0, 4)),
        session="s1",
    )
    chatter(c, s, 2, days(5), 10, "s2")
    fix = c.event(
        "b",
        turn(
            c,
            (
                f"on second thought, the {s.code} {s.work} kicks off at {new}.",
                f"Actually make that {new} for the {s.code} {s.work}.",
                f"New start for the {s.code} {s.work}: {new}.",
            ),
        ),
        label=choose(c, ("a chat line", "an update")),
        kind="chat",
        trust=0.7,
        after=days(c.rng.uniform(17, 22)),
        session="s3",
    )
    q = question(
        c,
        ("Does the {code} {work} still start at {old}?", "Is the {code} {work} still at {old}?"),
        (
            "What time does {code}'s {work} begin now?",
            "When should I turn up for the {code} {work}?",
        ),
    )
    c.ask(q.format(code=s.code, work=s.work, old=old), after=days(25))
    c.expect([new], [fix], forbidden=[old])


def stale_channel(c: Case) -> None:
    """Where a subject's announcements go, switched to another channel; the old channel is the
    distractor."""
    s = subject(c, OFFSET)
    old, new = channels(c, s, 2)
    c.event(
        "a",
        choose(
            c,
            (
                f"{s.code} updates go out via {on(s, old)}.",
                f"Announcements for {s.code} are posted to {on(s, old)}.",
            ),
        ),
        label=choose(c, ("a note", f"{s.code} {s.doc}")),
        kind="note",
        trust=0.8,
        after=days(c.rng.uniform(0, 4)),
        session="s1",
    )
    chatter(c, s, 2, days(5), 10, "s2")
    fix = c.event(
        "b",
        turn(
            c,
            (
                f"Switching {s.code} updates over to {on(s, new)}.",
                f"{s.code} announcements got moved to {on(s, new)}.",
                f"From now on, {s.code} news goes to {on(s, new)}.",
            ),
        ),
        label=choose(c, ("a chat line", "a note")),
        kind="chat",
        trust=0.75,
        after=days(c.rng.uniform(17, 22)),
        session="s3",
    )
    q = question(
        c,
        (
            "Are {code} announcements still posted to {old}?",
            "Do {code} updates still go out via {old}?",
        ),
        (
            "Where do {code}'s updates go now?",
            "Which channel should I watch for {code} news?",
        ),
    )
    c.ask(q.format(code=s.code, old=on(s, old)), after=days(25))
    c.expect([new], [fix], forbidden=[old])


TEMPLATES = (stale_cap, stale_place, stale_approver, stale_start_time, stale_channel)
