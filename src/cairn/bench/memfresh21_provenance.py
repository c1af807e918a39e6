"""Provenance templates of the held-out set `fresh21`: the answer is stated by one source, a
wrong one by another (uncited) source; the answer must cite the source that states it."""

from __future__ import annotations

from cairn.bench.memfresh21_pools import (
    bare,
    counts,
    number_words,
    other,
    people,
    pick,
    place,
    say,
    subject,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days

SHIFT = 0


def approver_in_the_minutes(c: Case) -> None:
    """Who approves changes to a subject's kept thing is stated in meeting minutes (sometimes
    after another person who offered first); a chat line names the approver of another subject
    in the same frame. Asked as a who-question, at times naming the minutes."""
    s = subject(c, SHIFT)
    o = other(c, s)
    a, b, x, d = people(c, 4)
    text = pick(
        c,
        (
            f"{s.code} sync minutes. Attendees: {b}, {a}, {x}. Decision: {a} signs off on "
            f"{s.thing} changes from now on.",
            f"Minutes, {s.code} weekly: {b} offered to approve {s.thing} updates at first, "
            f"but in the end it goes to {a}.",
            f"{s.code} minutes: approvals for {s.thing} now sit with {a}; {b} took the notes.",
        ),
    )
    minutes = say(c, "min", text, label="meeting notes", kind="doc", at=0)
    noise = pick(
        c,
        (
            f"fyi over on {o.code}, {d} is the one who signs off on {o.thing} changes",
            f"for {o.code} it's {d} who approves {o.thing} updates, iirc",
        ),
    )
    say(c, "chat", noise, label="a chat line", kind="chat", at=1.5, trust=0.5)
    c.ask(
        pick(
            c,
            (
                f"Who approves changes to {s.thing} on {s.code}, according to the minutes?",
                f"Whose sign-off do {s.code} changes to {s.thing} need?",
                f"What did the {s.code} minutes say about who gives the go-ahead for {s.thing}?",
            ),
        ),
        after=days(4),
    )
    c.expect([a], [minutes], forbidden=[d])


def cap_in_the_rule_book(c: Case) -> None:
    """A subject's runbook or handbook caps how many units one piece of work takes (in digits
    or in words); a chat line's gut feel gives another figure. The question names the
    document and calls the cap a ceiling, a limit or "the most at once"."""
    s = subject(c, SHIFT)
    cap, guess = counts(c, 2)
    written = pick(c, (str(cap), number_words(cap)))
    text = pick(
        c,
        (
            f"{s.code} {s.doc}, section limits: no more than {written} {s.unit} in one "
            f"{s.work.removeprefix('the ')}.",
            f"{s.code} {s.doc}: {s.work} is capped at {written} {s.unit}.",
            f"{s.doc.title()} ({s.code}): at most {written} {s.unit} per run of {s.work}; "
            "anything above waits for the next one.",
        ),
    )
    doc = say(c, "doc", text, label=f"{s.code} {s.doc}", kind="doc", at=0)
    feel = pick(
        c,
        (
            f"gut feel says {s.code} could take {guess} {s.unit} in {s.work}, not checked tho",
            f"tbh I reckon {s.work} for {s.code} handles {guess} {s.unit} easily",
        ),
    )
    say(c, "chat", feel, label="a chat line", kind="chat", at=2, trust=0.4)
    c.ask(
        pick(
            c,
            (
                f"What does the {s.code} {s.doc} give as the ceiling for {s.unit} in {s.work}?",
                f"Going by the {s.doc}, how many {s.unit} can {s.code} put through one "
                f"{s.work.removeprefix('the ')} at most?",
                f"What limit on {s.unit} per {s.work.removeprefix('the ')} does the {s.code} "
                f"{s.doc} set?",
            ),
        ),
        after=days(5),
    )
    c.expect([written], [doc], forbidden=[str(guess)])


def where_the_work_sits(c: Case) -> None:
    """Where a subject's piece of work runs (a host in lower case) or is held (a room) is
    stated by one note; another subject's place in the same sentence frame sits in an uncited
    note. The question paraphrases the place ("which machine", "where is it held")."""
    s = subject(c, SHIFT)
    o = other(c, s)
    mine, theirs = place(c, s, 2)
    if s.software:
        frames = (
            "{code} {job} runs on {p}.",
            "{code}: {work} sits at {p} these days.",
            "config note for {code} -- host = {p} ({work})",
            "{code} shows production on {p} for {work}.",
        )
        asks = (
            f"Which machine does {s.code}'s {s.job} live on?",
            f"On which host is {s.work} for {s.code}?",
            f"Where is {s.code}'s {s.job} running?",
        )
    else:
        frames = (
            "{code} {job} is held in {p}.",
            "{code}: {work} happens in {p} now.",
            "Noticeboard, {code}: {work} -- {p}.",
            "{code} folks meet in {p} for {work}.",
        )
        asks = (
            f"Where does {s.code} hold {s.work}?",
            f"In which room is {s.code}'s {s.job}?",
            f"Where do people go for {s.work} of {s.code}?",
        )
    frame = pick(c, frames)
    cited = say(
        c,
        "note",
        frame.format(code=s.code, work=s.work, job=s.job, p=mine),
        label=pick(c, ("a note", "the log")),
        kind="note",
        at=1,
    )
    say(
        c,
        "other",
        frame.format(code=o.code, work=o.work, job=o.job, p=theirs),
        label=pick(c, ("a note", "the log")),
        kind="note",
        at=0.2,
    )
    c.ask(pick(c, asks), after=days(3))
    c.expect([bare(mine)], [cited], forbidden=[bare(theirs)])


def one_persons_format_beside_anothers(c: Case) -> None:
    """One person says in a mail which format they want a subject's report in; another person
    prefers another format in a separate chat line. The question asks for the first person's
    preference in other words ("how does X like to receive", "which file type")."""
    s = subject(c, SHIFT)
    a, b = people(c, 2)
    mine, theirs = c.rng.sample(["csv", "pdf", "markdown", "xlsx", "html", "json"], 2)
    text = pick(
        c,
        (
            f"Subject: {s.code} {s.report.removeprefix('the ')}\n{a} here. Please send me "
            f"{s.report} as {mine} "
            f"from now on.\nThanks, {a}",
            f"From {a}: for {s.code}, {s.report} in {mine} works best for me, ta.",
            f"{a} wrote: I'd rather get the {s.code} {s.report.removeprefix('the ')} as "
            f"{mine}, if that's no bother.",
        ),
    )
    mail = say(c, "mail", text, label=f"mail from {a}", kind="mail", at=0)
    chat = pick(
        c,
        (
            f"{b}: {s.code} {s.report.removeprefix('the ')} as {theirs} for me please",
            f"personally I like {s.code}'s {s.report.removeprefix('the ')} in {theirs} -- {b}",
        ),
    )
    say(c, "chat", chat, label=f"{b} in chat", kind="chat", at=1, trust=0.6)
    c.ask(
        pick(
            c,
            (
                f"How does {a} like to receive {s.code}'s {s.report.removeprefix('the ')}?",
                f"Which file type did {a} ask for when getting the {s.code} "
                f"{s.report.removeprefix('the ')}?",
                f"In what format should {s.report} for {s.code} go to {a}?",
            ),
        ),
        after=days(2),
    )
    c.expect([mine], [mail], forbidden=[theirs])


def night_contact_on_the_call_page(c: Case) -> None:
    """The on-call page names who to ring about a subject at night; a tracker row names the
    daytime contact. A who-question asks for the night contact, in other words than the page
    ("out of hours", "in the middle of the night")."""
    s = subject(c, SHIFT)
    night, day = people(c, 2)
    text = pick(
        c,
        (
            f"On-call page, {s.code}. Out-of-hours contact: {night}.",
            f"{s.code} on-call: after 19:00 ring {night}.",
            f"If {s.code} breaks at night, {night} is on the phone (see on-call page).",
            f"On-call page: the {s.code} number to ring after dark is {night}'s.",
        ),
    )
    page = say(c, "page", text, label="on-call page", kind="doc", at=0)
    row = pick(
        c,
        (
            f"{s.code} | daytime contact | {day}",
            f"Questions about {s.code} during working hours go to {day}.",
        ),
    )
    say(c, "row", row, label="the tracker", kind="ticket", at=0.6, trust=0.7)
    c.ask(
        pick(
            c,
            (
                f"Whom should we ring about {s.code} in the middle of the night?",
                f"Who is the night-time contact for {s.code}, per the on-call page?",
                f"Who picks up for {s.code} out of hours?",
            ),
        ),
        after=days(6),
    )
    c.expect([night], [page], forbidden=[day])


TEMPLATES = (
    approver_in_the_minutes,
    cap_in_the_rule_book,
    where_the_work_sits,
    one_persons_format_beside_anothers,
    night_contact_on_the_call_page,
)
