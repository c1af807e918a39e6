"""Six-month recall templates of `fresh27`: a fact said once, asked 201 to 239 days later under
nine to eleven later chat lines about the subject. The facts: the colour label a piece of
work's tickets carry (chosen over a pitch), who owns a subject's records, the one weekday a
person can make, when a key or credential expires, and the shift pattern chosen for a piece of
work's cover."""

from __future__ import annotations

from cairn.bench.memfresh27_pools import (
    COLOURS,
    SHIFTS,
    Frame,
    Subject,
    chatter,
    dates,
    other,
    people,
    subject,
    weekdays,
    wording,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, sample

OFFSET = 6


def later(c: Case, s: Subject, text: str) -> None:
    """Nine to eleven chat lines after the fact, then the question 201 to 239 days on."""
    chatter(c, s, choose(c, (9, 10, 11)), 8, 185, "later")
    c.ask(text, after=days(2 + choose(c, range(201, 240))))


def colour(c: Case) -> None:
    """The colour label a piece of work's tickets carry, in a decision log; a colour pitched in
    side chat and another subject's label in the same frame are distractors."""
    s = subject(c, OFFSET)
    o = other(c, s)
    col, ocol, pitched = sample(c, COLOURS, 3)
    who = people(c, 1)[0]
    frame: Frame = choose(
        c,
        (
            lambda x, v: f"Decision log, {x.code}: {x.work} tickets get the {v} label from now on.",
            lambda x, v: f"{x.code} board tidy-up: every {x.work} ticket is tagged {v}, agreed.",
        ),
    )
    r = c.event(
        "r",
        frame(s, col),
        label="decision log",
        kind="note",
        trust=0.85,
        after=days(2),
        session="s1",
    )
    c.event(
        "d",
        frame(o, ocol),
        label="decision log",
        kind="note",
        trust=0.85,
        after=days(4),
        session="s1",
    )
    c.event(
        "pitch",
        f"{who} pitched {pitched} for the {s.code} {s.work} tickets, easier to spot imo",
        label="side chat",
        kind="chat",
        trust=0.4,
        after=days(1),
        session="s1",
    )
    later(
        c,
        s,
        wording(
            c,
            (
                f"Which colour label do {s.code} {s.work} tickets carry?",
                f"What colour did we settle on for tagging {s.code} {s.work} tickets?",
            ),
        ),
    )
    c.expect([col], [r], forbidden=[pitched, ocol])


def data_owner(c: Case) -> None:
    """Who owns a subject's records, in a handover note or a plain line; another subject's
    owner in the same frame and someone who asked for a copy are distractors."""
    s = subject(c, OFFSET)
    o = other(c, s)
    owner, oowner, asker = people(c, 3)
    frame: Frame = choose(
        c,
        (
            lambda x, p: (
                f"Handover note: the {x.code} {x.records} belong to {p}; ask before sharing."
            ),
            lambda x, p: f"{x.code} {x.records} — owner: {p}. Nobody else signs for them.",
        ),
    )
    r = c.event(
        "r",
        frame(s, owner),
        label="handover note",
        kind="note",
        trust=0.9,
        after=days(3),
        session="s1",
    )
    c.event(
        "d",
        frame(o, oowner),
        label="handover note",
        kind="note",
        trust=0.9,
        after=days(1),
        session="s1",
    )
    c.event(
        "ask",
        f"{asker} asked for a copy of the {s.code} {s.records}, just to read",
        label="side chat",
        kind="chat",
        trust=0.4,
        after=days(5),
        session="s1",
    )
    later(
        c,
        s,
        wording(
            c,
            (
                f"Whose are the {s.code} {s.records}?",
                f"Who owns the {s.records} for {s.code}?",
                f"Per the handover note, who do the {s.code} {s.records} belong to?",
            ),
        ),
    )
    c.expect([owner], [r], forbidden=[oowner, asker])


def availability(c: Case) -> None:
    """The one weekday a person can make for a piece of work, in contact preferences; another
    person's day for the same work and the same person's day for another subject are
    distractors."""
    s = subject(c, OFFSET)
    o = other(c, s)
    day, day2, day3 = weekdays(c, 3)
    x, y = people(c, 2)
    r = c.event(
        "r",
        f"Contact preferences: {x} can only make {day} for the {s.code} {s.work}.",
        label="contact preferences",
        kind="note",
        trust=0.85,
        after=days(2),
        session="s1",
    )
    c.event(
        "y",
        f"Contact preferences: {y} can only make {day2} for the {s.code} {s.work}.",
        label="contact preferences",
        kind="note",
        trust=0.85,
        after=days(3),
        session="s1",
    )
    c.event(
        "o",
        f"{x} again: for the {o.code} {o.work} it has to be {day3}, sorry.",
        label="side chat",
        kind="chat",
        trust=0.6,
        after=days(4),
        session="s1",
    )
    later(
        c,
        s,
        wording(
            c,
            (
                f"Which day suits {x} for the {s.code} {s.work}?",
                f"What day can {x} make for {s.code}'s {s.work}?",
            ),
        ),
    )
    c.expect([day], [r], forbidden=[day2, day3])


def expiry(c: Case) -> None:
    """When a subject's credential runs out (software) or the loan of its key ends (others), in
    kickoff notes; another subject's date in the same frame and a date floated in chat are
    distractors."""
    s = subject(c, OFFSET)
    o = other(c, s)
    when, owhen, floated = dates(c, 3)

    def expires(x: Subject, d: str) -> str:
        if x.software:
            return f"Kickoff notes, {x.code}: the {x.key} expires on {d}; renew it a week before."
        return f"Kickoff notes, {x.code}: the loan of the {x.key} ends on {d}; hand it back then."

    def valid(x: Subject, d: str) -> str:
        if x.software:
            return f"Kickoff notes, {x.code}: {x.key} valid until {d}, then it stops working."
        return f"Kickoff notes, {x.code}: whoever has the {x.key} keeps it until {d}, no later."

    frame: Frame = choose(c, (expires, valid))
    r = c.event(
        "r",
        frame(s, when),
        label="kickoff notes",
        kind="note",
        trust=0.9,
        after=days(1),
        session="s1",
    )
    c.event(
        "d",
        frame(o, owhen),
        label="kickoff notes",
        kind="note",
        trust=0.9,
        after=days(2),
        session="s1",
    )
    wish = f"renew the {s.code} {s.key}" if s.software else f"get the {s.code} {s.key} back"
    c.event(
        "float",
        f"could we {wish} around {floated}? whenever suits",
        label="side chat",
        kind="chat",
        trust=0.4,
        after=days(4),
        session="s1",
    )
    if s.software:
        asks = (
            f"When does the {s.code} {s.key} run out?",
            f"Per the kickoff notes, on what date does {s.code}'s {s.key} expire?",
        )
    else:
        asks = (
            f"When does the loan of the {s.code} {s.key} end?",
            f"Per the kickoff notes, by what date does {s.code}'s {s.key} go back?",
        )
    later(c, s, wording(c, asks))
    c.expect([when], [r], forbidden=[owhen, floated])


def shift_pattern(c: Case) -> None:
    """The shift pattern chosen for a piece of work's cover; a pattern someone pitched and
    another subject's pattern in the same frame are distractors."""
    s = subject(c, OFFSET)
    o = other(c, s)
    pat, opat, pitched = sample(c, SHIFTS, 3)
    who = people(c, 1)[0]
    frame: Frame = choose(
        c,
        (
            lambda x, v: f"{x.code} rota decision: for the {x.work} we settled on {v}.",
            lambda x, v: f"Meeting wrap-up, {x.code}: {x.work} cover runs {v} from here on.",
        ),
    )
    r = c.event(
        "r", frame(s, pat), label="notes", kind="note", trust=0.85, after=days(3), session="s1"
    )
    c.event(
        "d", frame(o, opat), label="notes", kind="note", trust=0.85, after=days(2), session="s1"
    )
    c.event(
        "pitch",
        f"{who} pitched {pitched} for {s.code} cover, lol, we'll see",
        label="side chat",
        kind="chat",
        trust=0.4,
        after=days(1),
        session="s1",
    )
    later(
        c,
        s,
        wording(
            c,
            (
                f"What shift pattern did {s.code} settle on for the {s.work}?",
                f"How is cover for the {s.code} {s.work} rostered?",
            ),
        ),
    )
    c.expect([pat], [r], forbidden=[opat, pitched])


TEMPLATES = (colour, data_owner, availability, expiry, shift_pattern)
