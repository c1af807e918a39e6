"""Contradiction templates of `fresh27`: two sources about one value of a subject, which
disagree in a template's first, third and fifth cases and agree in its second and fourth. The
values: how many units a piece of work may hold (words in the runbook or handbook against
digits in a Makefile, an env file or a poster), the weekday of a piece of work (an agenda
against a text message), who is first on call (a wiki table against a pager export or a phone
list), the licence a kept thing is shared under (the runbook or handbook against its front page
or licence header) and a yearly fee (the runbook or handbook against a price list row). The same
value of another subject, in the same frame, is the distractor."""

from __future__ import annotations

from cairn.bench.memfresh27_pools import (
    LICENCES,
    chatter,
    counts,
    number,
    other,
    people,
    pounds,
    subject,
    turn,
    weekdays,
    wording,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, sample

OFFSET = 3


def disagree(c: Case) -> bool:
    return turn(c) in (0, 2, 4)


def pair(c: Case, cited: tuple[str, str], values: tuple[str, str], forbid: list[str]) -> None:
    """Expect both values where the sources disagree (both events flagged), else the first
    source's value (the two agree); ``forbid`` are the distractors."""
    first, second = cited
    if disagree(c):
        c.expect(list(values), [first, second], contradictions=[first, second], forbidden=forbid)
    else:
        c.expect([values[0]], [first, second], forbidden=forbid)


def capacity(c: Case) -> None:
    """How many units one piece of work may hold: words in the runbook or handbook against
    digits in a Makefile variable or env file line (software) or a poster (others)."""
    s = subject(c, OFFSET)
    o = other(c, s)
    a, b, oc = counts(c, 3)
    b = b if disagree(c) else a
    var = f"MAX_{s.unit.upper().replace('-', '_')}"
    doc = c.event(
        "doc",
        f"{s.code} {s.doc}: each {s.work} takes at most {number(a)} {s.unit}.",
        label=f"{s.code} {s.doc}",
        kind="document",
        trust=0.9,
        after=days(1),
        session="s1",
    )
    if s.software:
        text, src = choose(
            c,
            (
                (f"Makefile ({s.code}):\n{var} := {b}\nWAVE_PAUSE := off", "Makefile"),
                (f"{s.code.lower()}.env:\n{var}={b}", "env file"),
            ),
        )
    else:
        text, src = (f"Poster: {s.code} {s.work} — room for {b} {s.unit}, no more.", "poster")
    second = c.event("cfg", text, label=src, kind="config", trust=0.8, after=days(3), session="s2")
    c.event(
        "d",
        f"{o.code} {o.doc}: each {o.work} takes at most {number(oc)} {o.unit}.",
        label=f"{o.code} {o.doc}",
        kind="document",
        trust=0.9,
        after=days(2),
        session="s1",
    )
    chatter(c, s, 2, 0, 5, "s3")
    c.ask(
        wording(
            c,
            (
                f"Do the {s.code} {s.doc} and the {src} agree on how many {s.unit} a {s.work} "
                "can take?",
                f"What is the ceiling on {s.unit} per {s.code} {s.work}? Check the {s.doc} "
                f"against the {src}.",
                f"How big may a single {s.code} {s.work} get — do the {s.doc} and the {src} say "
                "the same?",
            ),
        ),
        after=days(7),
    )
    pair(c, (doc, second), (number(a), str(b)), [number(oc)])


def weekday(c: Case) -> None:
    """The weekday of a piece of work: an agenda item against a text message from a member."""
    s = subject(c, OFFSET)
    o = other(c, s)
    day, day2, oday = weekdays(c, 3)
    day2 = day2 if disagree(c) else day
    who = people(c, 1)[0]
    agenda = c.event(
        "agenda",
        f"Agenda for the {s.code} meeting:\n1. Apologies\n2. The {s.work} stays on {day}, "
        "every week\n3. Any other business",
        label="agenda",
        kind="document",
        trust=0.85,
        after=days(2),
        session="s1",
    )
    text = c.event(
        "text",
        choose(
            c,
            (
                f"Text from {who}: reminder, the {s.code} {s.work} is on a {day2}.",
                f"Text from {who}: see you at the {s.code} {s.work}, {day2} as usual x",
            ),
        ),
        label=f"text message from {who}",
        kind="chat",
        trust=0.7,
        after=days(4),
        session="s2",
    )
    c.event(
        "d",
        f"Agenda for the {o.code} meeting:\n1. Apologies\n2. The {o.work} stays on {oday}, "
        "every week\n3. Any other business",
        label="agenda",
        kind="document",
        trust=0.85,
        after=days(3),
        session="s1",
    )
    chatter(c, s, 2, 1, 5, "s3")
    c.ask(
        wording(
            c,
            (
                f"Which day is the {s.code} {s.work} on — does the agenda match {who}'s text?",
                f"What day should I put in my diary for the {s.code} {s.work}? Compare the "
                f"agenda and the text from {who}.",
                f"Are the agenda and {who}'s text in line on the day of the {s.code} {s.work}?",
            ),
        ),
        after=days(8),
    )
    pair(c, (agenda, text), (day, day2), [oday])


def oncall_first(c: Case) -> None:
    """Who is first on call: a wiki table against a pager schedule export (software) or a phone
    list pinned up in the usual room (others)."""
    s = subject(c, OFFSET)
    o = other(c, s)
    first, second, alt, ofirst, osecond = people(c, 5)
    alt = alt if disagree(c) else first

    def table(x: str, one: str, two: str) -> str:
        return f"Wiki table, {x} on-call order:\n| order | name |\n| 1 | {one} |\n| 2 | {two} |"

    wiki = c.event(
        "wiki",
        table(s.code, first, second),
        label="wiki",
        kind="document",
        trust=0.85,
        after=days(1),
        session="s1",
    )
    if s.software:
        text = f"Pager schedule export ({s.code}): first responder = {alt}; escalation = {second}"
        src = "pager export"
        trouble = "breaks"
    else:
        text = (
            f"Phone list ({s.code}): ring {alt} first if something goes wrong at the "
            f"{s.work}, then {second}."
        )
        src = "phone list"
        trouble = f"has trouble at the {s.work}"
    other_src = c.event(
        "list", text, label=src, kind="document", trust=0.8, after=days(3), session="s2"
    )
    c.event(
        "d",
        table(o.code, ofirst, osecond),
        label="wiki",
        kind="document",
        trust=0.85,
        after=days(2),
        session="s1",
    )
    chatter(c, s, 2, 1, 5, "s3")
    c.ask(
        wording(
            c,
            (
                f"Who is first on call for {s.code}? Do the wiki and the {src} name the same "
                "person?",
                f"Whom do we ring first when {s.code} {trouble}? Check the wiki table against "
                f"the {src}.",
            ),
        ),
        after=days(7),
    )
    pair(c, (wiki, other_src), (first, alt), [ofirst])


def licence(c: Case) -> None:
    """The licence a kept thing is shared under: the runbook or handbook against the thing's
    licence header (software) or front page (others)."""
    s = subject(c, OFFSET)
    o = other(c, s)
    lic, lic2, olic = sample(c, LICENCES, 3)
    lic2 = lic2 if disagree(c) else lic
    doc = c.event(
        "doc",
        f"{s.code} {s.doc}: the {s.kept} is shared under {lic}.",
        label=f"{s.code} {s.doc}",
        kind="document",
        trust=0.9,
        after=days(2),
        session="s1",
    )
    if s.software:
        text = f"Licence header of the {s.code} {s.kept}:\n# SPDX-License-Identifier: {lic2}"
        src = "licence header"
    else:
        text = f"Front page of the {s.code} {s.kept}: licensed {lic2}; copy freely within it."
        src = "front page"
    second = c.event(
        "front", text, label=src, kind="document", trust=0.8, after=days(5), session="s2"
    )
    c.event(
        "d",
        f"{o.code} {o.doc}: the {o.kept} is shared under {olic}.",
        label=f"{o.code} {o.doc}",
        kind="document",
        trust=0.9,
        after=days(1),
        session="s1",
    )
    chatter(c, s, 2, 1, 5, "s3")
    c.ask(
        wording(
            c,
            (
                f"Under what licence is the {s.code} {s.kept} shared? Do the {s.doc} and the "
                f"{src} agree?",
                f"Which licence covers {s.code}'s {s.kept}? Compare the {s.doc} with the {src}.",
            ),
        ),
        after=days(9),
    )
    pair(c, (doc, second), (lic, lic2), [olic])


def fee(c: Case) -> None:
    """A yearly fee for a piece of work: the runbook or handbook against a price list row."""
    s = subject(c, OFFSET)
    o = other(c, s)
    a, b, oa = pounds(c, 3)
    b = b if disagree(c) else a
    doc = c.event(
        "doc",
        f"{s.code} {s.doc}: the yearly fee for the {s.work} is {a}.",
        label=f"{s.code} {s.doc}",
        kind="document",
        trust=0.9,
        after=days(1),
        session="s1",
    )
    row = c.event(
        "csv",
        f"Price list (CSV):\nitem,fee,period\n{s.code} {s.work},{b},yearly",
        label="price list",
        kind="document",
        trust=0.8,
        after=days(4),
        session="s2",
    )
    c.event(
        "d",
        f"{o.code} {o.doc}: the yearly fee for the {o.work} is {oa}.",
        label=f"{o.code} {o.doc}",
        kind="document",
        trust=0.9,
        after=days(2),
        session="s1",
    )
    chatter(c, s, 2, 1, 5, "s3")
    c.ask(
        wording(
            c,
            (
                f"What does the {s.code} {s.work} cost a year? Does the price list row match "
                f"the {s.doc}?",
                f"How much is the yearly fee for the {s.code} {s.work}? Compare the {s.doc} and "
                "the price list.",
            ),
        ),
        after=days(8),
    )
    pair(c, (doc, row), (a, b), [oa])


TEMPLATES = (capacity, weekday, oncall_first, licence, fee)
