"""The provenance templates of ``fresh14`` (``bench.memfresh14``): several sources about
neighbouring facts, and the question asks who, which document, which channel or which commit
said one of them. Written blind, apart from the judgment code and the other sets."""

from __future__ import annotations

from cairn.bench.memfresh14_pools import noise, numbers, people, subjects
from cairn.bench.memgen import Case, NamedSpec
from cairn.bench.memset import choose, days

DIM = "provenance_accuracy"


def _hex(c: Case) -> str:
    return "".join(choose(c, "0123456789abcdef") for _ in range(7))


def batch_size_settled_in_a_reply(c: Case) -> None:
    """A mail proposes a per-run cap; a reply that quotes the proposal under its own, lower
    figure settles it. Asks who settled it: the proposer is the distractor."""
    (s,) = subjects(c, 1)
    a, b = people(c, 2)
    y, x = sorted(numbers(c, 2))
    work = choose(c, s.works)
    c.event(
        "prop",
        f"Subject: {s.code} {work} size\n\nHi all, could we cap each {work} at {x} "
        f"{s.unit}? Happy to be talked down.\n\n{a}",
        label="mail",
        kind="email",
        trust=0.8,
        after=days(1),
        session="s1",
    )
    reply = c.event(
        "reply",
        f"Subject: Re: {s.code} {work} size\n\nThat's more than we "
        f"can watch in one go. Locking it at {y} {s.unit} per {work}; I'll fix the "
        f"runbook tonight.\n\n> could we cap each {work} at {x} {s.unit}?\n\n-- \n"
        f"{b} | lead, {s.team}",
        label="mail reply",
        kind="email",
        trust=0.85,
        after=days(1.4),
        session="s1",
    )
    noise(c, s, 3, 0, 5, "s1")
    c.ask(
        choose(
            c,
            (
                f"Who actually settled how many {s.unit} go into one {work} on {s.code}?",
                f"On {s.code}, whose call was the {work} size in the end?",
                f"Which person fixed the cap per {work} for {s.code}?",
            ),
        ),
        after=days(7),
    )
    c.expect([b], [reply], forbidden=[a])


def figure_from_a_table_caption(c: Case) -> None:
    """Per-site counts in a Markdown table whose caption names the report they came from; a
    note cites another report for a neighbouring estimate. Asks which report gave the counts."""
    (s,) = subjects(c, 1)
    x, y, z = numbers(c, 3)
    r1, r2 = (f"DOC-{n}{m}" for n, m in zip(numbers(c, 2), numbers(c, 2), strict=True))
    table = c.event(
        "table",
        f"| site | {s.unit} |\n|---|---|\n| {s.places[0]} | {x} |\n"
        f"| {s.places[1]} | {y} |\n\n*Table 2. {s.code}: {s.unit} per site, from "
        f"{r1} ({s.supplier} site survey).*",
        label="planning page",
        kind="document",
        trust=0.85,
        after=days(2),
        session="s1",
    )
    c.event(
        "note",
        f"{s.code}: the turnaround estimate of {z} days is from {r2}, the {s.supplier} quote.",
        label="planning note",
        kind="note",
        trust=0.8,
        after=days(3),
        session="s1",
    )
    noise(c, s, 3, 0, 6, "s1")
    c.ask(
        choose(
            c,
            (
                f"Which document did the per-site {s.unit} numbers for {s.code} come from?",
                f"Where were the {s.code} site counts taken from: which report?",
                f"The {s.unit}-per-site table for {s.code}: what is its source document?",
            ),
        ),
        after=days(9),
    )
    c.expect([r1], [table], forbidden=[r2])


def response_time_in_a_vendor_footer(c: Case) -> None:
    """A supplier's mail about something else states the response time in its footer; a
    colleague's guess in chat is the distractor. Asks what the supplier told us."""
    (s,) = subjects(c, 1)
    (p,) = people(c, 1)
    x, y = numbers(c, 2)
    work = choose(c, s.works)
    mail = c.event(
        "vendor",
        f"Hello, we've logged your ticket about the {work} and an "
        f"engineer will be in touch.\n\n--\n{s.supplier} · Support desk\nYour "
        f"{s.code} plan: first response within {x} hours, weekdays.\nThis message "
        f"may be confidential.",
        label="supplier mail",
        kind="email",
        trust=0.9,
        after=days(2),
        session="s1",
    )
    c.event(
        "guess",
        f"{p}: iirc {s.supplier} promised us {y} hours on {s.code}, not sure tho",
        label="chat",
        kind="chat",
        trust=0.5,
        after=days(4),
        session="s2",
    )
    noise(c, s, 3, 0, 6, "s1")
    c.ask(
        choose(
            c,
            (
                f"What response time does {s.supplier} commit to for {s.code}, going by their own mail?",
                f"How quickly did the supplier tell us they'd answer on {s.code}?",
                f"What did {s.supplier} itself tell us about first-response time for {s.code}?",
            ),
        ),
        after=days(8),
    )
    c.expect([f"{x} hours"], [mail], forbidden=[f"{y} hours"])


def channel_that_announced_a_move(c: Case) -> None:
    """Two channels each carry one fact about the subject's places; asks in which channel one
    of them was said (the other channel is the distractor)."""
    (s,) = subjects(c, 1)
    a, b = people(c, 2)
    w1, w2 = s.works[0], s.works[1]
    ops, plan = f"#{s.stem}-ops", f"#{s.stem}-planning"
    said = c.event(
        "ops",
        f"[{ops}] {a}: heads up, {s.code} {w1} moves to {s.places[0]} from next week",
        label="chat",
        kind="chat",
        trust=0.75,
        after=days(1),
        session="s1",
    )
    c.event(
        "plan",
        f"[{plan}] {b}: for {s.code} the {w2} stays put in {s.places[1]}",
        label="chat",
        kind="chat",
        trust=0.75,
        after=days(2),
        session="s2",
    )
    noise(c, s, 3, 0, 4, "s1")
    c.ask(
        choose(
            c,
            (
                f"In which channel was it said that the {s.code} {w1} is moving to {s.places[0]}?",
                f"Where did the news of the {s.code} {w1} move first show up: which channel?",
                f"Which Slack channel carried the {s.code} {w1} relocation?",
            ),
        ),
        after=days(6),
    )
    c.expect([ops], [said], forbidden=[plan])


def commit_named_by_a_synonym(c: Case) -> None:
    """Two commits change neighbouring settings; the question names one by a synonym (the
    retry budget as "how many times it tries again"). Asks which commit."""
    (s,) = subjects(c, 1)
    a, b = people(c, 2)
    x, y = numbers(c, 2)
    h1 = _hex(c)
    h2 = _hex(c)
    w1, w2 = s.works[0], s.works[2]
    c.event(
        "pool",
        f"commit {h1}\nAuthor: {a}\n\n{s.code}: raise worker pool for the {w1} to {x}",
        label="git log",
        kind="commit",
        trust=0.9,
        after=days(1),
        session="s1",
    )
    retry = c.event(
        "retry",
        f"commit {h2}\nAuthor: {b}\n\n{s.code}: lower retry budget on the {w2} to {y}",
        label="git log",
        kind="commit",
        trust=0.9,
        after=days(2),
        session="s1",
    )
    noise(c, s, 3, 0, 4, "s1")
    c.ask(
        choose(
            c,
            (
                f"Which commit changed how many times the {s.code} {w2} tries again?",
                f"What's the hash of the change that touched the {s.code} {w2} retry allowance?",
                f"Which commit altered the number of {w2} re-attempts on {s.code}?",
            ),
        ),
        after=days(5),
    )
    c.expect([h2], [retry], forbidden=[h1])


TEMPLATES = [
    NamedSpec(DIM, batch_size_settled_in_a_reply),
    NamedSpec(DIM, figure_from_a_table_caption),
    NamedSpec(DIM, response_time_in_a_vendor_footer),
    NamedSpec(DIM, channel_that_announced_a_move),
    NamedSpec(DIM, commit_named_by_a_synonym),
]
