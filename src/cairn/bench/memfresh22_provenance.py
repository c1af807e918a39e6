"""The provenance templates of `fresh22`: a fact said by one source, asked for by the source or
in other words, beside a distractor that only an uncited event states."""

from __future__ import annotations

from cairn.bench.memfresh22_pools import (
    bare,
    chatter,
    counts,
    ident,
    other,
    people,
    subject,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins

OFFSET = 0
DOC, CHAT = 0.9, 0.45


def prov_approver_signoff(c: Case) -> None:
    """Who approves a piece of work (minutes; the value sometimes in the second of two
    mentions), beside another subject's approver in the same frame."""
    s = subject(c, OFFSET)
    o = other(c, s)
    ans, first, d, x = people(c, 4)
    said = choose(
        c,
        (
            f"Minutes, {s.code} sync. Attendees: {x}, {ans}. Decision: {ans} approves each "
            f"{s.work} for {s.code} from now on.",
            f"{s.code} meeting notes: {first} offered to approve the {s.work} at first, but in "
            f"the end it goes to {ans}.",
            f"Action from today's {s.code} review: sign-off on every {s.work} sits with {ans}.",
        ),
    )
    cited = c.event(
        "m", said, label="meeting notes", kind="doc", trust=DOC, after=mins(30), session="a"
    )
    c.event(
        "o",
        choose(
            c,
            (
                f"Minutes, {o.code} sync. Decision: {d} approves each {o.work} for {o.code}.",
                f"Action from the {o.code} review: sign-off on every {o.work} sits with {d}.",
            ),
        ),
        label=f"{o.code} minutes",
        kind="doc",
        trust=DOC,
        after=days(1) + mins(15),
        session="b",
    )
    chatter(c, s, 3, 0.2, 4, "c")
    c.ask(
        choose(
            c,
            (
                f"Who signs off a {s.work} for {s.code}?",
                f"Whose approval does a {s.code} {s.work} need?",
                f"Going by the minutes, who approves the {s.code} {s.work}?",
            ),
        ),
        after=days(6),
    )
    c.expect([ans], [cited], forbidden=[d])


def prov_retention_days(c: Case) -> None:
    """How long a piece of work's logs are kept (a duration in the runbook or handbook, in
    digits or words), asked by naming the document, beside a chat line's guess."""
    s = subject(c, OFFSET)
    n, guess = counts(c, 2)
    value = choose(c, (str(n), words(n)))
    wrong = choose(c, (str(guess), words(guess)))
    said = choose(
        c,
        (
            f"{s.code} {s.doc}, section 4: logs of the {s.work} are kept for {value} days, "
            "then pruned.",
            f"From the {s.code} {s.doc}: {s.work} logs stay around for {value} days.",
            f"{s.code} {s.doc} (retention): we hold on to {s.work} records {value} days.",
        ),
    )
    cited = c.event(
        "h", said, label=f"{s.code} {s.doc}", kind="doc", trust=DOC, after=mins(10), session="a"
    )
    c.event(
        "g",
        choose(
            c,
            (
                f"iirc {s.code} keeps the {s.work} logs about {wrong} days? not sure tbh",
                f"pretty sure {s.code} {s.work} logs go after {wrong} days, someone check",
            ),
        ),
        label="a chat line",
        kind="chat",
        trust=CHAT,
        after=days(2),
        session="b",
    )
    chatter(c, s, 2, 0.5, 5, "c")
    c.ask(
        choose(
            c,
            (
                f"What did the {s.code} {s.doc} say about how long {s.work} logs are kept?",
                f"How many days does {s.code} hold on to its {s.work} logs, per the {s.doc}?",
                f"For how long are {s.code}'s {s.work} records retained?",
            ),
        ),
        after=days(8),
    )
    c.expect([value], [cited], forbidden=[wrong])


def prov_place_host(c: Case) -> None:
    """Where a piece of work runs or is held (a host, path or room), with different verbs,
    beside another subject's place in the same frame."""
    s = subject(c, OFFSET)
    o = other(c, s)
    place, there = choose(c, s.places), choose(c, o.places)
    if s.software:
        frames: tuple[str, ...] = (
            "deploy log: {code} {work} now runs on {p}",
            "{code} setup note: the {work} is on {p}",
            "fyi the {code} {work} was moved to {p} last night",
            "{code} status: {work} sits at {p}",
        )
    else:
        frames = (
            "{code} {doc}: the {work} is held in {p}",
            "folks meet in {p} for the {code} {work}",
            "{code} note: the {work} takes place in {p} this season",
        )
    frame = choose(c, frames)
    said = frame.format(code=s.code, work=s.work, doc=s.doc, p=place)
    label = choose(c, ("a note", "the log")) if s.software else "a note"
    cited = c.event("p", said, label=label, kind="log", trust=DOC, after=mins(5), session="a")
    c.event(
        "o",
        frame.format(code=o.code, work=o.work, doc=o.doc, p=there),
        label="a note",
        kind="log",
        trust=DOC,
        after=mins(50),
        session="a",
    )
    chatter(c, s, 3, 0.1, 3, "b")
    if s.software:
        qs = (
            f"Which machine is {s.code}'s {s.work} on?",
            f"Where does the {s.code} {s.work} run?",
            f"What host or path does {s.code} use for its {s.work}?",
        )
    else:
        qs = (
            f"Where do the {s.code} folks hold the {s.work}?",
            f"Which room is the {s.code} {s.work} in?",
            f"Where does the {s.code} {s.work} happen?",
        )
    c.ask(choose(c, qs), after=days(5))
    c.expect([bare(place)], [cited], forbidden=[bare(there)])


def prov_contact_weekend(c: Case) -> None:
    """Who to call out of hours (an on-call page), beside the weekday contact in another
    event."""
    s = subject(c, OFFSET)
    ans, day = people(c, 2)
    said = choose(
        c,
        (
            f"{s.code} on-call page: out of hours, ring {ans}.",
            f"After six and at weekends, {ans} is the one to phone about {s.code}.",
            f"If the {s.code} {s.work} breaks out of hours, {ans} picks up.",
        ),
    )
    cited = c.event(
        "n", said, label="on-call page", kind="doc", trust=DOC, after=mins(20), session="a"
    )
    c.event(
        "w",
        choose(
            c,
            (
                f"{s.code} contacts list: weekday questions go to {day}.",
                f"During office hours, {day} handles {s.code} queries.",
            ),
        ),
        label="contacts list",
        kind="doc",
        trust=DOC,
        after=days(1),
        session="b",
    )
    chatter(c, s, 2, 0.3, 3, "c")
    c.ask(
        choose(
            c,
            (
                f"Who should I ring about {s.code} on a Sunday night?",
                f"Per the on-call page, who is {s.code}'s out-of-hours contact?",
                f"Whom do I call if the {s.code} {s.work} breaks at the weekend?",
            ),
        ),
        after=days(4),
    )
    c.expect([ans], [cited], forbidden=[day])


def prov_version_tracker(c: Case) -> None:
    """Which revision of a kept thing is in use (a tracker row or a status line; ids in lower
    or mixed case), beside a draft revision in chat."""
    s = subject(c, OFFSET)
    rev, draft = ident(c), ident(c)
    while draft.lower() == rev.lower():
        draft = ident(c)
    said = choose(
        c,
        (
            f"{s.code} | {s.kept} | in use: {rev} | done",
            f"{s.code}: production shows {s.kept} {rev}",
            f"tracker: {s.code} is on {s.kept} {rev} now",
            f"{s.code} status line: {s.kept} {rev} live since this morning",
        ),
    )
    cited = c.event(
        "t", said, label="the tracker", kind="ticket", trust=DOC, after=mins(40), session="a"
    )
    c.event(
        "d",
        choose(
            c,
            (
                f"draft {s.kept} {draft} for {s.code} is up for review, not live yet",
                f"has anyone looked at the {s.code} {s.kept} draft {draft}? needs eyes",
            ),
        ),
        label="chat",
        kind="chat",
        trust=CHAT,
        after=days(1) + mins(5),
        session="b",
    )
    chatter(c, s, 3, 0.2, 4, "c")
    c.ask(
        choose(
            c,
            (
                f"Which {s.kept} revision is {s.code} using, going by the tracker?",
                f"What revision of the {s.kept} is live for {s.code}?",
                f"Per the tracker, which {s.kept} does {s.code} run?",
            ),
        ),
        after=days(6),
    )
    c.expect([rev], [cited], forbidden=[draft])


TEMPLATES = (
    prov_approver_signoff,
    prov_retention_days,
    prov_place_host,
    prov_contact_weekend,
    prov_version_tracker,
)
