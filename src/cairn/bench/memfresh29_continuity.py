"""`fresh29` cross-session continuity templates: two facts of one subject said in two sessions
and asked together in a third. Another subject's facts in the same frames, and a spare place, a
copy request or someone who only wants to hear afterwards, are the distractors."""

from __future__ import annotations

from cairn.bench.memfresh29_pools import (
    LICENCES,
    chatter,
    choose,
    clocks,
    dates,
    days,
    fees,
    mins,
    others,
    people,
    sample,
    subject,
    turn,
)
from cairn.bench.memgen import Case

OFFSET = 9


def ask_later(c: Case, question: str) -> None:
    c.ask(question, after=days(choose(c, (15, 18, 22))), session="q")


def yearly_fee_and_collector(c: Case) -> None:
    """What a subject costs a year (a text message) and who collects the money (a treasurer's
    note), in two sessions; another subject's fee and collector are the distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    fee, theirs = fees(c, 2)
    x, y, sender = people(c, 3)
    a = c.event(
        "fee", f"text from {sender}: {s.code} is {fee} a year, pay when you can",
        label=f"text message from {sender}", kind="chat", trust=0.7, after=mins(0), session="a",
    )  # fmt: skip
    c.event(
        "theirs", f"text from {sender}: {o.code} is {theirs} a year, same as before",
        label=f"text message from {sender}", kind="chat", trust=0.7, after=mins(4), session="a",
    )  # fmt: skip
    b = c.event(
        "who", f"Treasurer's note: {s.code} money goes to {x}, nobody else.",
        label="treasurer's note", kind="doc", trust=0.9, after=days(6), session="b",
    )  # fmt: skip
    c.event(
        "whom", f"Treasurer's note: {o.code} money goes to {y}, nobody else.",
        label="treasurer's note", kind="doc", trust=0.9, after=days(6) + mins(2), session="b",
    )  # fmt: skip
    question = turn(
        c,
        (
            f"What does {s.code} cost a year, and whom do I pay?",
            f"How much is {s.code} a year and who collects the money?",
        ),
    )
    ask_later(c, question)
    c.expect([fee, x], [a, b], forbidden=[theirs, y])


def licence_and_steward(c: Case) -> None:
    """The licence a kept document is shared under (a licence header or a footer) and who looks
    after it now, in two sessions; another subject's licence and steward are the
    distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1, same_kind=False)
    lic, theirs = sample(c, LICENCES, 2)
    x, y = people(c, 2)

    def header(code: str, kept: str, software: bool, licence: str) -> str:
        if software:
            return f"# SPDX-License-Identifier: {licence}\n# {code} {kept}"
        return f"{code} {kept}, footer: shared under {licence}."

    label = "licence header" if s.software else "footer"
    olabel = "licence header" if o.software else "footer"
    a = c.event(
        "lic", header(s.code, s.kept, s.software, lic), label=label, kind="doc",
        trust=0.9, after=mins(0), session="a",
    )  # fmt: skip
    c.event(
        "theirs", header(o.code, o.kept, o.software, theirs), label=olabel, kind="doc",
        trust=0.9, after=days(1), session="a",
    )  # fmt: skip
    b = c.event(
        "who", f"{x} looks after the {s.code} {s.kept} now; send fixes to {x}.", label="notes",
        kind="note", trust=0.8, after=days(8), session="b",
    )  # fmt: skip
    c.event(
        "whom", f"{y} looks after the {o.code} {o.kept} now; send fixes to {y}.", label="notes",
        kind="note", trust=0.8, after=days(8) + mins(5), session="b",
    )  # fmt: skip
    chatter(c, s, 2, days(2), 4, "b")
    question = turn(
        c,
        (
            f"Under what licence is the {s.code} {s.kept} shared, and who looks after it?",
            f"Which licence covers the {s.code} {s.kept}, and whom do I send fixes to?",
        ),
    )
    ask_later(c, question)
    c.expect([lic, x], [a, b], forbidden=[theirs, y])


def call_order(c: Case) -> None:
    """Who takes the first call about a subject (an on-call order) and who is tried next (a phone
    list naming the first person before the second), in two sessions; another subject's first
    call and someone who only wants a text afterwards are the distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    first, second, theirs, texted = people(c, 4)
    a = c.event(
        "first", f"On-call order for {s.code}: {first} takes the first call.",
        label="on-call order", kind="doc", trust=0.9, after=mins(0), session="a",
    )  # fmt: skip
    c.event(
        "theirs", f"On-call order for {o.code}: {theirs} takes the first call.",
        label="on-call order", kind="doc", trust=0.9, after=mins(6), session="a",
    )  # fmt: skip
    b = c.event(
        "next", f"{s.code}: if {first} doesn't answer, try {second} next.", label="phone list",
        kind="doc", trust=0.85, after=days(5), session="b",
    )  # fmt: skip
    c.event(
        "texted", f"{texted} just wants a text once {s.code} is sorted, no calls please",
        label="side chat", kind="chat", trust=0.4, after=days(5) + mins(40), session="b",
    )  # fmt: skip
    question = turn(
        c,
        (
            f"Whom do we ring first when {s.code} goes wrong, and who is next?",
            f"Give me the first and second people to call about {s.code}.",
        ),
    )
    ask_later(c, question)
    c.expect([first, second], [a, b], forbidden=[theirs, texted])


def start_time_and_place(c: Case) -> None:
    """When a piece of work starts (a calendar entry) and the host it runs on or the place it is
    held in (a recap), in two sessions; another subject's start time and the subject's spare (named
    in one sentence with another subject's home) are the distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    start, theirs = clocks(c, 2)
    a = c.event(
        "time", f"Calendar: {s.code} {s.work}, starts {start}.", label="calendar",
        kind="doc", trust=0.9, after=mins(0), session="a",
    )  # fmt: skip
    c.event(
        "theirs", f"Calendar: {o.code} {o.work}, starts {theirs}.", label="calendar",
        kind="doc", trust=0.9, after=mins(1), session="a",
    )  # fmt: skip
    where = "runs on" if s.software else "is at"
    b = c.event(
        "where", f"Recap: the {s.code} {s.work} {where} {s.home}.", label="recap",
        kind="note", trust=0.85, after=days(4), session="b",
    )  # fmt: skip
    spare = "for tests only" if s.software else "for overflow only"
    c.event(
        "spare", f"Recap: {o.code} uses {o.home}; {s.code} keeps {s.homes[2]} {spare}.",
        label="recap", kind="note", trust=0.85, after=days(4) + mins(2), session="b",
    )  # fmt: skip
    question = turn(
        c,
        (
            f"What time does the {s.code} {s.work} start, and where?",
            f"When and where is the {s.code} {s.work}? I want it in my diary.",
        ),
    )
    ask_later(c, question)
    c.expect([start, s.home], [a, b], forbidden=[theirs, s.homes[2]])


def deadline_and_recipient(c: Case) -> None:
    """When a periodic report is due (a calendar) and to whom it goes (a mail), in two sessions;
    another subject's due date and someone who asked for a copy are the distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1, same_kind=False)
    due, theirs = dates(c, 2)
    x, asker = people(c, 2)
    a = c.event(
        "due", f"the {s.code} {s.report} is due on {due}", label="calendar", kind="doc",
        trust=0.9, after=mins(0), session="a",
    )  # fmt: skip
    c.event(
        "theirs", f"the {o.code} {o.report} is due on {theirs}", label="calendar", kind="doc",
        trust=0.9, after=mins(3), session="a",
    )  # fmt: skip
    b = c.event(
        "to", f"Subject: {s.code} {s.report}\nPlease send the {s.report} to {x} this time "
        "and every time after.", label="mail", kind="mail", trust=0.85, after=days(7),
        session="b",
    )  # fmt: skip
    c.event(
        "asker", f"{asker}: can I be copied on the {s.code} {s.report}? only to read it",
        label="side chat", kind="chat", trust=0.4, after=days(7) + mins(30), session="b",
    )  # fmt: skip
    chatter(c, s, 2, days(1), 5, "b")
    question = turn(
        c,
        (
            f"When is the {s.code} {s.report} due, and who gets it?",
            f"By what date does the {s.code} {s.report} go in, and to whom?",
        ),
    )
    ask_later(c, question)
    c.expect([due, x], [a, b], forbidden=[theirs, asker])


TEMPLATES = (
    yearly_fee_and_collector,
    licence_and_steward,
    call_order,
    start_time_and_place,
    deadline_and_recipient,
)
