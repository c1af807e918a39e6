"""`fresh29` contradiction templates: two sources state one fact of a subject. In a template's
cases 0, 2 and 4 they disagree (both values are answers, both events flagged); in cases 1 and 3
they agree (one answer, nothing flagged). Another subject's fact in the same frame and a
suggestion nobody adopted are distractors. No question says "conflict"."""

from __future__ import annotations

from cairn.bench.memfresh29_pools import (
    SHIFTS,
    WEEKDAYS,
    an,
    chatter,
    counts,
    days,
    fees,
    instance,
    mins,
    others,
    people,
    sample,
    subject,
    turn,
    words,
)
from cairn.bench.memgen import Case

OFFSET = 3


def disagree(c: Case) -> bool:
    return instance(c) % 2 == 0


def settle(c: Case, first: str, second: str, a: str, b: str, forbidden: list[str]) -> None:
    """Expect both values and both events flagged, or (when they agree) the one value ``b``."""
    if disagree(c):
        c.expect([a, b], [first, second], contradictions=[first, second], forbidden=forbidden)
    else:
        c.expect([b], [first, second], forbidden=forbidden)


def session_length(c: Case) -> None:
    """How long a piece of work may run, in minutes: in words in the runbook or handbook against
    digits in an env file line (software) or a sticky note on the door; another subject's limit
    in the handbook's frame is the distractor."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    n1, n2, theirs = counts(c, 3)
    said = n2 if disagree(c) else n1
    doc = f"{s.code} {s.doc}: {an(s.work)} may run for at most {words(n1)} minutes."
    if s.software:
        work = s.work.upper().replace(" ", "_").replace("-", "_")
        other = f"# {s.code} limits\n{s.code.upper()}_MAX_{work}_MINUTES={said}"
        surface, kind = "env file", "config"
    else:
        other = (
            f"Sticky note on the door of {s.home}: every {s.code} {s.work} ends after {said} "
            "minutes."
        )
        surface, kind = "sticky note", "note"
    a = c.event("doc", doc, label=f"{s.code} {s.doc}", kind="doc", trust=0.9, after=mins(0),
                session="a")  # fmt: skip
    b = c.event("other", other, label=surface, kind=kind, trust=0.8, after=days(3), session="b")
    c.event(
        "theirs",
        f"{o.code} {o.doc}: {an(o.work)} may run for at most {words(theirs)} minutes.",
        label=f"{o.code} {o.doc}",
        kind="doc",
        trust=0.9,
        after=days(1),
        session="a",
    )
    chatter(c, s, 2, days(1), 5, "b")
    question = turn(
        c,
        (
            f"Do the {s.code} {s.doc} and the {surface} agree on how long {an(s.work)} may run?",
            f"How long can {an(s.code)} {s.work} last? Do the {s.doc} and the {surface} say the "
            "same?",
            f"Check the {s.code} {s.doc} against the {surface}: what's the time limit on "
            f"{an(s.work)}?",
        ),
    )
    c.ask(question, after=days(9))
    settle(c, a, b, words(n1), str(said), [words(theirs)])


def work_weekday(c: Case) -> None:
    """The weekday of a piece of work in a wiki table against a member's chat export line; the
    wiki's row for another subject and the same member's day for another subject are the
    distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1, same_kind=False)
    d1, d2, theirs, elsewhere = sample(c, WEEKDAYS, 4)
    said = d2 if disagree(c) else d1
    (member,) = people(c, 1)
    a = c.event(
        "wiki", f"| subject | weekly day |\n| {s.code} | {d1} |", label="wiki table",
        kind="doc", trust=0.85, after=mins(0), session="a",
    )  # fmt: skip
    b = c.event(
        "export",
        f"Export · #{s.slug} · {member}: see everyone on {said} for the {s.code} {s.work}.",
        label="chat export",
        kind="chat",
        trust=0.6,
        after=days(4),
        session="b",
    )
    c.event(
        "theirs", f"| subject | weekly day |\n| {o.code} | {theirs} |", label="wiki table",
        kind="doc", trust=0.85, after=days(1), session="a",
    )  # fmt: skip
    c.event(
        "elsewhere",
        f"Export · #{o.slug} · {member}: and {elsewhere} for the {o.code} {o.work}, as ever.",
        label="chat export",
        kind="chat",
        trust=0.6,
        after=days(4) + mins(9),
        session="b",
    )
    chatter(c, s, 2, days(1), 5, "b")
    question = turn(
        c,
        (
            f"Does the wiki match {member}'s message on which day the {s.code} {s.work} is?",
            f"Check the wiki against the chat export: which day is the {s.code} {s.work}?",
            f"Are the wiki and {member}'s chat line in line about the {s.code} {s.work} day?",
        ),
    )
    c.ask(question, after=days(8))
    settle(c, a, b, d1, said, [theirs, elsewhere])


def monthly_fee(c: Case) -> None:
    """A monthly fee in meeting minutes against a JSON config (software) or a price list row;
    another subject's fee in the minutes' frame and a fee floated in side chat are the
    distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    f1, f2, theirs, floated = fees(c, 4)
    said = f2 if disagree(c) else f1
    thing = "hosting comes" if s.software else "monthly subs come"
    othing = "hosting comes" if o.software else "monthly subs come"
    if s.software:
        other = f'{{"subject": "{s.slug}", "monthly_fee": "{said}"}}'
        surface, kind = "config", "config"
    else:
        other = f"subject,monthly_subs\n{s.code},{said}"
        surface, kind = "price list", "doc"
    a = c.event(
        "minutes", f"Minutes: agreed that {s.code} {thing} to {f1} a month.",
        label="minutes", kind="doc", trust=0.85, after=mins(0), session="a",
    )  # fmt: skip
    b = c.event("other", other, label=surface, kind=kind, trust=0.8, after=days(5), session="b")
    c.event(
        "theirs", f"Minutes: agreed that {o.code} {othing} to {theirs} a month.",
        label="minutes", kind="doc", trust=0.85, after=days(1), session="a",
    )  # fmt: skip
    c.event(
        "floated",
        f"maybe {s.code} should be {floated} a month? just thinking aloud",
        label="side chat",
        kind="chat",
        trust=0.3,
        after=days(2),
        session="a",
    )
    chatter(c, s, 2, days(1), 5, "b")
    question = turn(
        c,
        (
            f"Compare the minutes and the {surface}: what does {s.code} cost a month?",
            f"Do the minutes and the {surface} give the same monthly fee for {s.code}?",
            f"Is the monthly fee for {s.code} the same in the minutes and the {surface}?",
        ),
    )
    c.ask(question, after=days(10))
    settle(c, a, b, f1, said, [theirs, floated])


def records_owner(c: Case) -> None:
    """Who owns a subject's records: the runbook or handbook against the team page; another
    subject's owner on the team page and someone who asked for a copy are the distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1, same_kind=False)
    x, y, theirs, asker = people(c, 4)
    said = y if disagree(c) else x
    a = c.event(
        "doc", f"{s.code} {s.doc}: the {s.records} belong to {x}.", label=f"{s.code} {s.doc}",
        kind="doc", trust=0.9, after=mins(0), session="a",
    )  # fmt: skip
    b = c.event(
        "page", f"Team page · {s.code} · {s.records}: owned by {said}", label="team page",
        kind="doc", trust=0.8, after=days(6), session="b",
    )  # fmt: skip
    c.event(
        "theirs", f"Team page · {o.code} · {o.records}: owned by {theirs}", label="team page",
        kind="doc", trust=0.8, after=days(6) + mins(3), session="b",
    )  # fmt: skip
    c.event(
        "asker",
        f"msg from {asker}: could I get a copy of the {s.code} {s.records}? ta",
        label=f"message from {asker}",
        kind="chat",
        trust=0.4,
        after=days(2),
        session="a",
    )
    chatter(c, s, 2, days(1), 5, "b")
    question = turn(
        c,
        (
            f"Whose are the {s.code} {s.records}? Do the {s.doc} and the team page agree?",
            f"Does the team page match the {s.code} {s.doc} on who owns the {s.records}?",
            f"Check the {s.code} {s.doc} against the team page: who owns the {s.records}?",
        ),
    )
    c.ask(question, after=days(11))
    settle(c, a, b, x, said, [theirs, asker])


def cover_shift_pattern(c: Case) -> None:
    """The shift pattern cover for a piece of work runs on: the runbook or handbook against a
    meeting agenda; another subject's pattern and one someone only pitched are the
    distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    p1, p2, theirs, pitched = sample(c, SHIFTS, 4)
    said = p2 if disagree(c) else p1
    (asker,) = people(c, 1)
    a = c.event(
        "doc", f"{s.code} {s.doc}: cover for the {s.work} works {p1}.", label=f"{s.code} {s.doc}",
        kind="doc", trust=0.9, after=mins(0), session="a",
    )  # fmt: skip
    b = c.event(
        "agenda",
        f"Agenda\n1. Apologies\n2. {s.code} cover: the rota stays on {said}.\n3. Any other "
        "business",
        label="agenda",
        kind="doc",
        trust=0.8,
        after=days(7),
        session="b",
    )
    c.event(
        "theirs", f"{o.code} {o.doc}: cover for the {o.work} works {theirs}.",
        label=f"{o.code} {o.doc}", kind="doc", trust=0.9, after=days(1), session="a",
    )  # fmt: skip
    c.event(
        "pitched",
        f"what if {s.code} cover went {pitched}? just a thought. {asker}",
        label="side chat",
        kind="chat",
        trust=0.3,
        after=days(3),
        session="a",
    )
    chatter(c, s, 2, days(1), 5, "b")
    question = turn(
        c,
        (
            f"How is cover for {s.code} rostered? Do the {s.doc} and the agenda match?",
            f"Are the {s.code} {s.doc} and the agenda in line on the shift pattern?",
            f"Which shift pattern does {s.code} cover use? Check the {s.doc} against the agenda.",
        ),
    )
    c.ask(question, after=days(12))
    settle(c, a, b, p1, said, [theirs, pitched])


TEMPLATES = (session_length, work_weekday, monthly_fee, records_owner, cover_shift_pattern)
