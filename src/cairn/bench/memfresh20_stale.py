"""The stale-belief templates of `fresh20`: a subject's value stated, then replaced last by a
casual correction ("scratch that", "actually make that", "on second thought", "was moved to",
"got handed to", "switching to") that carries no ``supersedes`` field and never repeats the
value it replaces. Some questions name the old value ("is it still ...?")."""

from __future__ import annotations

from cairn.bench.memfresh20_pools import (
    FORMATS,
    bare,
    chatter,
    clock,
    counts,
    people,
    subject,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins

OFFSET = 12


def place_moved(c: Case) -> None:
    """A wiki says where a subject's kit lives; later a chat or a mail says it was moved (or
    sits somewhere else now); the question asks whether it is still in the old place."""
    s = subject(c, OFFSET)
    old, new = c.rng.sample(list(s.places), 2)
    kit = bare(s.kit)
    (a,) = people(c, 1)
    c.event(
        "wiki",
        c.pick([f"{s.code} wiki - the {kit} lives in {old}.", f"{s.code}: {kit} -> {old}"]),
        label=c.pick([f"{s.code} wiki", "wiki page"]),
        kind="wiki",
        trust=0.9,
        after=days(0),
        session="a",
    )
    chatter(c, s, 2, days(1), 10, "b")
    text, source = choose(
        c,
        [
            (f"{s.code}: the {kit} was moved to {new} this morning.", "a chat message"),
            (f"fyi {s.code}'s {kit} sits at {new} now - {a}", f"{s.channel} message"),
            (
                f"From: {a}\nSubject: {s.code} {kit}\n\nHeads up, I took the {kit} over to"
                f" {new}. It stays there.\n\n{a}",
                f"mail from {a}",
            ),
        ],
    )
    n = c.event(
        "moved",
        text,
        label=source,
        kind="chat",
        trust=0.7,
        after=days(14),
        session="b",
    )
    c.ask(
        c.pick(
            [
                f"Is the {s.code} {kit} still in {old}?",
                f"Where would I find {s.code}'s {kit} today?",
                f"Is it still true that the {kit} for {s.code} is kept in {old}?",
            ]
        ),
        after=days(17),
    )
    c.expect([new], [n], forbidden=[old])


def work_handed_on_casually(c: Case) -> None:
    """Minutes say who looks after a piece of work; later a chat hands it to someone else in
    casual words ("scratch that", "got handed to", "is with ... now"); the question asks who
    looks after it, sometimes naming the old person."""
    s = subject(c, OFFSET)
    old, new, third = people(c, 3)
    task = bare(s.task)
    c.event(
        "minutes",
        f"{s.code} planning minutes\nPresent: {old}, {third}\n- {old} looks after the {task}.",
        label=c.pick([f"{s.code} minutes", "planning notes"]),
        kind="minutes",
        trust=0.9,
        after=days(0),
        session="a",
    )
    chatter(c, s, 2, days(1), 8, "b")
    n = c.event(
        "handover",
        c.pick(
            [
                f"{s.code}: scratch that, {new} has the {task} now.",
                f"{s.code} {task} got handed to {new} today, ping them from here on",
                f"{third}: on second thought the {s.code} {task} is with {new} now",
            ]
        ),
        label="a chat message",
        kind="chat",
        trust=0.7,
        after=days(12),
        session="b",
    )
    c.ask(
        c.pick(
            [
                f"Who looks after the {s.code} {task}?",
                f"Is the {task} at {s.code} still {old}'s job?",
                f"Whom should I ask about {s.code}'s {task} these days?",
            ]
        ),
        after=days(15),
    )
    c.expect([new], [n], forbidden=[old])


def cap_changed_actually_make_that(c: Case) -> None:
    """A runbook caps a piece of work (digits or words); later a chat raises the cap ("actually
    make that", "got bumped to", "new ceiling"), without the old figure; the question asks
    the cap now, in other words."""
    s = subject(c, OFFSET)
    old, new = sorted(counts(c, 2))
    task = bare(s.task)
    was = c.pick([str(old), words(old)])
    c.event(
        "doc",
        c.pick(
            [
                f"{s.code} {s.doc}: the {task} is capped at {was} {s.unit}.",
                f"{s.code} {s.doc}\n- Never more than {was} {s.unit} per {task}.",
            ]
        ),
        label=f"{s.code} {s.doc}",
        kind="doc",
        trust=0.9,
        after=days(0),
        session="a",
    )
    chatter(c, s, 2, days(1), 6, "b")
    said = c.pick([str(new), words(new)])
    n = c.event(
        "change",
        c.pick(
            [
                f"{s.code} {task} cap - actually make that {said} {s.unit}.",
                f"{s.code}: the {task} limit got bumped to {said} {s.unit} as of today.",
                f"new ceiling for the {s.code} {task}: {said} {s.unit}. Doc to follow.",
            ]
        ),
        label="a chat message",
        kind="chat",
        trust=0.7,
        after=days(9),
        session="b",
    )
    c.ask(
        c.pick(
            [
                f"How many {s.unit} may the {s.code} {task} take now?",
                f"What's the current ceiling on the {task} for {s.code}?",
                f"Is the {s.code} {task} still limited the way the {s.doc} says? What's the"
                " figure?",
            ]
        ),
        after=days(12),
    )
    c.expect([said], [n], forbidden=[was])


def start_time_on_second_thought(c: Case) -> None:
    """An invite sets a piece of work's start time; later a chat moves it ("on second thought",
    "scratch that", "let's start at"); the question asks when it starts, sometimes naming the
    old time."""
    s = subject(c, OFFSET)
    old, new = clock(c, 2)
    (a,) = people(c, 1)
    task = bare(s.task)
    c.event(
        "invite",
        f"Invitation: {s.code} {task}\nStarts: {old}\nOrganiser: {a}",
        label="calendar invite",
        kind="calendar",
        trust=0.8,
        after=days(0),
        session="a",
    )
    chatter(c, s, 2, days(1), 5, "b")
    n = c.event(
        "change",
        c.pick(
            [
                f"{a}: on second thought, let's start the {s.code} {task} at {new}.",
                f"{s.code} {task} - scratch that, kick-off is {new}.",
                f"{s.code}: {task} now begins at {new}, invite to be updated",
            ]
        ),
        label="a chat message",
        kind="chat",
        trust=0.7,
        after=days(7) + mins(25),
        session="b",
    )
    c.ask(
        c.pick(
            [
                f"What time does the {s.code} {task} start?",
                f"Does the {task} at {s.code} still begin at {old}?",
                f"When should people turn up for {s.code}'s {task}?",
            ]
        ),
        after=days(10),
    )
    c.expect([new], [n], forbidden=[old])


def export_format_switched(c: Case) -> None:
    """A settings file says a piece of work's exports come in one format; later a mail or chat
    switches them to another; the question asks the format now or whether it is still the
    old one."""
    s = subject(c, OFFSET)
    old, new = c.rng.sample(list(FORMATS), 2)
    (a,) = people(c, 1)
    task = bare(s.task)
    c.event(
        "settings",
        c.pick(
            [
                f"[{s.code.lower()}.export]\nformat = {old}\nschedule = weekly",
                f"{s.code} settings: {task} exports are written as {old}.",
            ]
        ),
        label=c.pick(["settings file", f"{s.code} settings"]),
        kind="config",
        trust=0.8,
        after=days(0),
        session="a",
    )
    chatter(c, s, 2, days(1), 7, "b")
    text, source = choose(
        c,
        [
            (f"{s.code}: switching the {task} exports to {new} from Monday.", "a chat message"),
            (
                f"From: {a}\nSubject: {s.code} exports\n\nWe're on {new} for the {task}"
                f" exports now.\n\n{a}",
                f"mail from {a}",
            ),
            (
                f"{s.code} {task} exports - actually make that {new}, easier for everyone",
                "the log",
            ),
        ],
    )
    n = c.event(
        "switch",
        text,
        label=source,
        kind="chat",
        trust=0.7,
        after=days(10),
        session="b",
    )
    c.ask(
        c.pick(
            [
                f"What format are the {s.code} {task} exports in?",
                f"Are {s.code}'s {task} exports still {old}?",
                f"In which file format should I expect the {task} export from {s.code}?",
            ]
        ),
        after=days(13),
    )
    c.expect([new], [n], forbidden=[old])


TEMPLATES = (
    place_moved,
    work_handed_on_casually,
    cap_changed_actually_make_that,
    start_time_on_second_thought,
    export_format_switched,
)
