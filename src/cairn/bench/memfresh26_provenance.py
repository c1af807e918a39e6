"""Provenance templates of `fresh26`: who approves a piece of work, where a subject runs or
meets, which revision of a kept thing is in use, what a person's mail said a report's format is,
and the cap a runbook or handbook puts on a piece of work. Each answer is stated by one event,
which the case cites; a distractor (another subject's value in the same sentence frame, a staging
host, a draft, a chat guess) is said only by uncited events.
"""

from __future__ import annotations

from cairn.bench.memfresh26_pools import (
    FORMATS,
    chatter,
    counts,
    instance,
    note,
    other,
    people,
    rev,
    said,
    subject,
    turn,
)
from cairn.bench.memgen import Case, Template
from cairn.bench.memset import choose, days, mins, sample

OFFSET = 0


def provenance_approver_who(c: Case) -> None:
    """Who approves a subject's piece of work: one note says it (sometimes as the second of two
    people named), another subject's approver in the same frame and a passing wish are
    distractors."""
    s = subject(c, OFFSET)
    o = other(c, s)
    a, b, x, y = people(c, 4)
    w = s.work
    cited = choose(c, [
        f"{x} offered to approve the {s.code} {w} at first, but in the end it goes to {a}.",
        f"Decision: {a} approves every {s.code} {w} from now on.",
        f"For the {s.code} {w}, {a} is the one who says yes; {x} just gets copied in.",
        f"The {s.code} {w} sign-off is with {a}.",
    ])  # fmt: skip
    q = turn(c, [
        f"Who gives the go-ahead for the {s.code} {w}?",
        f"Per the minutes, whose OK does the {s.code} {w} need?",
        f"Who has to sign off on {s.code}'s {w}?",
    ])  # fmt: skip
    label = "minutes" if "minutes" in q else choose(c, ["minutes", "a note", "review notes"])
    at = days(c.rng.uniform(2, 9))
    fact = note(c, "fact", cited, label, at)
    note(c, "other", f"Decision: {b} approves every {o.code} {o.work} from now on.", label,
         at - days(c.rng.uniform(3, 12)))  # fmt: skip
    note(c, "wish", f"{y} asked if they might approve the next {s.code} {w}; nothing decided.",
         "team chat", at + days(c.rng.uniform(1, 4)), kind="chat", trust=0.4)  # fmt: skip
    chatter(c, s, 3, days(0), 14)
    c.ask(q, after=days(20))
    c.expect([a], [fact], forbidden=[b, y])


def provenance_production_place(c: Case) -> None:
    """Where a subject runs in production (a host) or usually meets (a room): one line says it
    with one of several verbs; a sentence naming another subject's production place beside this
    subject's staging host or spare room is the distractor."""
    s = subject(c, OFFSET + 3)
    o = other(c, s)
    p, spare = s.at(s.places[0]), s.at(s.places[2])
    op = o.at(o.places[0])
    if s.software:
        cited = choose(c, [
            f"{s.code} runs on {p}.",
            f"{s.code} is on {p} for production traffic.",
            f"{s.code} was moved to {p} last week and serves from there.",
            f"{s.code} shows production on {p}.",
        ])  # fmt: skip
        pair = f"{o.code} shows production on {op}, while {s.code} staging sits at {spare}."
        named, neutral = "deploy note", "log"
        q = turn(c, [
            f"Which machine serves {s.code} for real?",
            f"According to the deploy note, what host is {s.code} on in production?",
            f"Where does {s.code} live in production?",
        ])  # fmt: skip
    else:
        cited = choose(c, [
            f"{s.code} meets in {p}.",
            f"The {s.code} {s.work} is held in {p}.",
            f"{s.code} was moved to {p} and gathers there now.",
            f"{s.code} sits at {p} these days.",
        ])  # fmt: skip
        pair = f"{o.code} meets in {op}, and {s.code} keeps {spare} as its spare room."
        named, neutral = "notice board", "a note"
        q = turn(c, [
            f"Where does {s.code} gather for the {s.work}?",
            f"According to the notice board, what is {s.code}'s usual venue?",
            f"Where is the {s.code} {s.work} held?",
        ])  # fmt: skip
    label = named if named in q else choose(c, [named, neutral])
    at = days(c.rng.uniform(3, 10))
    fact = note(c, "fact", cited, label, at, kind="doc")
    note(c, "pair", pair, "setup notes", at + days(c.rng.uniform(-6, 6)), kind="doc")
    chatter(c, s, 3, days(0), 15)
    c.ask(q, after=days(21))
    c.expect([s.places[0]], [fact], forbidden=[o.places[0], s.places[2]])


def provenance_revision_tracker(c: Case) -> None:
    """Which revision of a kept thing a subject has in use: a tracker row says it (an id in
    lower or mixed case); a draft revision posted in mail and another subject's row are the
    distractors."""
    s = subject(c, OFFSET + 6)
    o = other(c, s, same_kind=False)
    mixed = instance(c) % 2 == 1
    live, draft, theirs = rev(c, mixed=mixed), rev(c, mixed=mixed), rev(c, mixed=not mixed)
    (author,) = people(c, 1)
    cited = choose(c, [
        f"{s.code} | {s.kept} | in use: {live} | done",
        f"Tracker: {s.code} {s.kept} is live at {live} (closed)",
    ])  # fmt: skip
    q = turn(c, [
        f"Per the tracker, which revision of the {s.kept} is {s.code} actually using?",
        f"What version of its {s.kept} does {s.code} have in use?",
        f"Which {s.kept} release is live for {s.code}?",
    ])  # fmt: skip
    at = days(c.rng.uniform(4, 10))
    fact = note(c, "row", cited, "tracker", at, kind="ticket")
    note(c, "other", f"{o.code} | {o.kept} | in use: {theirs} | done", "tracker",
         at - days(c.rng.uniform(1, 5)), kind="ticket")  # fmt: skip
    note(c, "draft", f"Draft {draft} of the {s.code} {s.kept} is up for comments; not in use yet.",
         f"mail from {author}", at + days(c.rng.uniform(1, 6)), kind="mail")  # fmt: skip
    chatter(c, s, 3, days(0), 14)
    c.ask(q, after=days(22))
    c.expect([live], [fact], forbidden=[draft, theirs])


def provenance_report_format_mail(c: Case) -> None:
    """What a named person's mail said a subject's report is sent as: that mail is cited;
    another person's mail about another subject in the same frame and a chat suggestion are the
    distractors."""
    s = subject(c, OFFSET + 9)
    o = other(c, s)
    a, b = people(c, 2)
    mine, theirs, floated = sample(c, FORMATS, 3)

    def mail(code: str, report: str, fmt: str, who: str) -> str:
        return choose(c, [
            f"Subject: {code} {report}\nFrom this month the {code} {report} goes out as {fmt}."
            f"\nThanks, {who}",
            f"Subject: re {code} {report}\nWe agreed: {fmt} for the {code} {report} going "
            f"forward.\n{who}",
        ])  # fmt: skip

    q = turn(c, [
        f"What did {a}'s mail say about the file type of the {s.code} {s.report}?",
        f"Going by the mail from {a}, in what format does the {s.code} {s.report} go out?",
    ])  # fmt: skip
    at = days(c.rng.uniform(3, 9))
    fact = note(c, "mail", mail(s.code, s.report, mine, a), f"mail from {a}", at, kind="mail")
    note(c, "other", mail(o.code, o.report, theirs, b), f"mail from {b}",
         at + days(c.rng.uniform(-4, 4)), kind="mail")  # fmt: skip
    note(c, "float", f"could the {s.code} {s.report} be {floated} instead? just a thought",
         "side chat", at + days(c.rng.uniform(1, 3)), kind="chat", trust=0.4)  # fmt: skip
    chatter(c, s, 3, days(0), 12)
    c.ask(q, after=days(19))
    c.expect([mine], [fact], forbidden=[theirs, floated])


def provenance_cap_handbook(c: Case) -> None:
    """The most units one piece of work may take, per the subject's runbook or handbook (in
    digits or words): another subject's cap in the same frame and a chat guess are the
    distractors."""
    s = subject(c, OFFSET + 12)
    o = other(c, s)
    n, m, g = counts(c, 3)
    mine, theirs, guess = said(c, n), said(c, m), said(c, g)

    def line(t_code: str, doc: str, unit: str, work: str, v: str) -> str:
        if doc == "runbook":
            return f"{t_code} runbook, limits: no {work} touches more than {v} {unit}."
        return f"{t_code} handbook: room for {v} {unit} per {work}, no more."

    q = turn(c, [
        f"What's the ceiling on {s.unit} per {s.code} {s.work}?",
        f"Per the {s.doc}, how many {s.unit} can one {s.code} {s.work} take at most?",
        f"How big may a single {s.code} {s.work} get, in {s.unit}?",
    ])  # fmt: skip
    at = days(c.rng.uniform(2, 8))
    fact = note(c, "doc", line(s.code, s.doc, s.unit, s.work, mine), f"{s.code} {s.doc}", at,
                kind="doc", trust=0.9)  # fmt: skip
    note(c, "other", line(o.code, o.doc, o.unit, o.work, theirs), f"{o.code} {o.doc}",
         at - days(c.rng.uniform(1, 6)), kind="doc", trust=0.9)  # fmt: skip
    note(c, "guess", f"isn't the {s.code} {s.work} limit something like {guess}? not sure",
         "team chat", at + mins(c.rng.uniform(30, 900)), kind="chat", trust=0.3)  # fmt: skip
    chatter(c, s, 3, days(0), 12)
    c.ask(q, after=days(18))
    c.expect([mine], [fact], forbidden=[theirs, guess])


TEMPLATES: tuple[Template, ...] = (
    provenance_approver_who,
    provenance_production_place,
    provenance_revision_tracker,
    provenance_report_format_mail,
    provenance_cap_handbook,
)
