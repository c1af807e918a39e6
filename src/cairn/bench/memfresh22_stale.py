"""The stale-belief templates of `fresh22`: a setting stated, then changed by a later event (the
latest of the case) that never repeats the value it replaces and carries no ``supersedes``
field; the question often names the old value ("is it still ...?")."""

from __future__ import annotations

from cairn.bench.memfresh22_pools import (
    WEEKDAYS,
    bare,
    chatter,
    counts,
    people,
    subject,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins, sample

OFFSET = 12
DOC, CHAT = 0.85, 0.55


def stale_cap_raised(c: Case) -> None:
    """A cap per piece of work raised later ("got bumped to", "new ceiling"); the raised cap
    is always the larger."""
    s = subject(c, OFFSET)
    a, b = sorted(counts(c, 2))
    old_v = choose(c, (str(a), words(a)))
    c.event(
        "a",
        choose(
            c,
            (
                f"{s.code} {s.work} is capped at {old_v} {s.unit}.",
                f"{s.code} {s.doc}: at most {old_v} {s.unit} per {s.work}.",
            ),
        ),
        label=f"{s.code} {s.doc}",
        kind="doc",
        trust=DOC,
        after=mins(10),
        session="a",
    )
    new_v = choose(c, (str(b), words(b)))
    fix = c.event(
        "b",
        choose(
            c,
            (
                f"{s.code}: the cap for the {s.work} got bumped to {new_v} {s.unit}.",
                f"new ceiling for the {s.code} {s.work}: {new_v} {s.unit}",
                f"scratch that, {s.code} {s.work} can take {new_v} {s.unit} now",
            ),
        ),
        label="a chat line",
        kind="chat",
        trust=CHAT,
        after=days(9),
        session="b",
    )
    chatter(c, s, 3, 1, 7, "c")
    c.ask(
        choose(
            c,
            (
                f"Is the {s.code} {s.work} still capped at {old_v}?",
                f"How many {s.unit} can a {s.code} {s.work} take now?",
                f"What's the current ceiling on {s.code}'s {s.work}?",
            ),
        ),
        after=days(12),
    )
    c.expect([new_v], [fix], forbidden=[old_v])


def stale_weekday_moved(c: Case) -> None:
    """A weekday changed by a casual correction ("actually make that", "on second thought")."""
    s = subject(c, OFFSET)
    d1, d2 = sample(c, WEEKDAYS, 2)
    c.event(
        "a",
        choose(
            c,
            (
                f"{s.code} {s.work} is on {d1} each week.",
                f"Minutes, {s.code}: the {s.work} runs every {d1}.",
            ),
        ),
        label="meeting notes",
        kind="doc",
        trust=DOC,
        after=mins(20),
        session="a",
    )
    fix = c.event(
        "b",
        choose(
            c,
            (
                f"{s.code} {s.work}: actually make that {d2}.",
                f"On second thought, the {s.code} {s.work} moves to {d2}.",
                f"Update for {s.code}: the {s.work} is on {d2} from next week.",
            ),
        ),
        label="a chat line",
        kind="chat",
        trust=CHAT,
        after=days(5),
        session="b",
    )
    chatter(c, s, 3, 0.5, 4, "c")
    c.ask(
        choose(
            c,
            (
                f"Does the {s.code} {s.work} still happen on {d1}?",
                f"Which day is the {s.code} {s.work} on now?",
                f"What weekday should I put in my diary for the {s.code} {s.work}?",
            ),
        ),
        after=days(9),
    )
    c.expect([d2], [fix], forbidden=[d1])


def stale_key_moved(c: Case) -> None:
    """A key or credential handed on (by chat or by mail)."""
    s = subject(c, OFFSET)
    old, new, sender = people(c, 3)
    c.event(
        "a",
        choose(
            c,
            (
                f"{s.code}: {s.key} is with {old}.",
                f"{old} keeps {s.key} for {s.code}.",
            ),
        ),
        label="handover note",
        kind="doc",
        trust=DOC,
        after=mins(15),
        session="a",
    )
    mail = choose(c, (True, False))
    said = (
        f"From: {sender}\nSubject: {s.code} keys\nFrom today {new} has {s.key}. "
        f"Ask them. Thanks, {sender}"
        if mail
        else choose(
            c,
            (
                f"{s.code}: {s.key} got handed to {new} this morning",
                f"fyi {new} holds {s.code}'s {bare(s.key)} now",
            ),
        )
    )
    fix = c.event(
        "b",
        said,
        label=f"mail from {sender}" if mail else "a chat line",
        kind="email" if mail else "chat",
        trust=CHAT,
        after=days(6),
        session="b",
    )
    chatter(c, s, 2, 0.5, 5, "c")
    c.ask(
        choose(
            c,
            (
                f"Is {s.code}'s {bare(s.key)} still with {old}?",
                f"Who holds {s.key} for {s.code} now?",
                f"Whom should I ask for {s.code}'s {bare(s.key)}?",
            ),
        ),
        after=days(10),
    )
    c.expect([new], [fix], forbidden=[old])


def stale_place_moved(c: Case) -> None:
    """Work moved to another host, path or room ("was moved to", "switching ... to")."""
    s = subject(c, OFFSET)
    p1, p2 = sample(c, s.places, 2)
    c.event(
        "a",
        choose(
            c,
            (
                f"{s.code} {s.work} runs on {p1}."
                if s.software
                else f"{s.code} {s.work} is held in {p1}.",
                f"{s.code} setup note: the {s.work} lives at {p1}.",
            ),
        ),
        label="a note",
        kind="doc",
        trust=DOC,
        after=mins(5),
        session="a",
    )
    fix = c.event(
        "b",
        choose(
            c,
            (
                f"the {s.code} {s.work} was moved to {p2} today",
                f"{s.code}: switching the {s.work} over to {p2}.",
                f"Heads up, {s.code} {s.work} is at {p2} from now on.",
            ),
        ),
        label="a chat line",
        kind="chat",
        trust=CHAT,
        after=days(8),
        session="b",
    )
    chatter(c, s, 3, 0.5, 6, "c")
    c.ask(
        choose(
            c,
            (
                f"Is the {s.code} {s.work} still at {p1}?",
                f"Where does the {s.code} {s.work} happen these days?",
                f"What's the current location of {s.code}'s {s.work}?",
            ),
        ),
        after=days(11),
    )
    c.expect([bare(p2)], [fix], forbidden=[bare(p1)])


def stale_contact_changed(c: Case) -> None:
    """The out-of-hours contact changed (an on-call page, then a chat line or a mail)."""
    s = subject(c, OFFSET)
    old, new, sender = people(c, 3)
    c.event(
        "a",
        choose(
            c,
            (
                f"{s.code} on-call page: out of hours, ring {old}.",
                f"Night and weekend calls about {s.code} go to {old}.",
            ),
        ),
        label="on-call page",
        kind="doc",
        trust=DOC,
        after=mins(25),
        session="a",
    )
    said, label, kind = choose(
        c,
        (
            (
                f"{s.code} on-call swap: {new} is now the one to ring after hours.",
                "on-call page",
                "doc",
            ),
            (
                f"From: {sender}\nSubject: {s.code} out of hours\nPlease call {new} at night "
                f"and at weekends from now on. {sender}",
                f"mail from {sender}",
                "email",
            ),
            (f"update: {s.code} after-hours phone goes to {new}", "a chat line", "chat"),
        ),
    )
    fix = c.event(
        "b",
        said,
        label=label,
        kind=kind,
        trust=CHAT,
        after=days(7),
        session="b",
    )
    chatter(c, s, 2, 0.5, 5, "c")
    c.ask(
        choose(
            c,
            (
                f"Is {old} still {s.code}'s out-of-hours contact?",
                f"Who do I ring about {s.code} at night?",
                f"Who's on call for {s.code} after hours now?",
            ),
        ),
        after=days(10),
    )
    c.expect([new], [fix], forbidden=[old])


TEMPLATES = (
    stale_cap_raised,
    stale_weekday_moved,
    stale_key_moved,
    stale_place_moved,
    stale_contact_changed,
)
