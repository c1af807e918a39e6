"""The cross-session continuity templates of `fresh28`: two facts about one subject said in two
sessions and asked together in a third. The pairs: a yearly fee and the date it is due, a
weekday and a start time, the licence a kept thing is shared under and whom to credit, who is
rung first and who next, and how long records are kept and where they go after."""

from __future__ import annotations

from cairn.bench import memfresh28_pools as P
from cairn.bench.memgen import Case
from cairn.bench.memset import days, sample


def two(c: Case, first: tuple[str, str], second: tuple[str, str]) -> list[str]:
    """The two facts, in sessions one and two, a week or so apart."""
    a = c.event(
        "a", first[0], label=first[1], kind="note", trust=0.9, after=P.near(c, 1, 3),
        session="s1",
    )  # fmt: skip
    b = c.event(
        "b", second[0], label=second[1], kind="note", trust=0.9, after=P.near(c, 8, 4),
        session="s2",
    )  # fmt: skip
    return [a, b]


def aside(c: Case, key: str, text: str, label: str, session: str, base: float) -> None:
    c.event(
        key, text, label=label, kind="note", trust=0.7, after=P.near(c, base, 3), session=session
    )


def ask(c: Case, subj: P.Subject, question: str) -> None:
    P.chatter(c, subj, 2, days(0), 14, "s3")
    c.ask(question, after=days(18 + c.rng.uniform(0, 6)), session="s4")


def fee_and_due(c: Case) -> None:
    """A subject's yearly fee (budget notes) and the date it is due (a text message); another
    subject's fee and due date in the same frames are distractors."""
    s = P.subject(c, 0)
    (o,) = P.others(c, s, 1)
    fee, theirs = P.fees(c, 2)
    due, their_due = P.dates(c, 2)
    texter = P.people(c, 1)[0]

    def fee_line(subj: P.Subject, value: str) -> str:
        return f"Budget notes: the {subj.code} yearly fee is {value}."

    def due_line(subj: P.Subject, value: str) -> str:
        return f"reminder, the {subj.code} fee has to be paid by {value} 🙏"

    cited = two(
        c,
        (fee_line(s, fee), "budget notes"),
        (due_line(s, due), f"text message from {texter}"),
    )
    aside(c, "d1", fee_line(o, theirs), "budget notes", "s1", 2)
    aside(c, "d2", due_line(o, their_due), "text message", "s2", 9)
    question = P.turn(
        c,
        (
            f"How much is the {s.code} yearly fee, and by when does it have to be paid?",
            f"What does {s.code} cost a year and what's the payment deadline?",
        ),
    )
    ask(c, s, question)
    c.expect([fee, due], cited, forbidden=[theirs, their_due])


def day_and_time(c: Case) -> None:
    """The weekday of a subject's piece of work (minutes) and its start time (a recap); another
    subject's day and time in the same frames are distractors."""
    s = P.subject(c, 3)
    (o,) = P.others(c, s, 1)
    day, their_day = sample(c, P.WEEKDAYS, 2)
    start, their_start = P.clocks(c, 2)

    def day_line(subj: P.Subject, value: str) -> str:
        return f"Minutes: the {subj.code} {subj.work} is on {value} each week."

    def time_line(subj: P.Subject, value: str) -> str:
        return c.pick(
            (
                f"Recap: the {subj.code} {subj.work} kicks off at {value} sharp.",
                f"Recap: we start the {subj.code} {subj.work} at {value}.",
            )
        )

    cited = two(c, (day_line(s, day), "minutes"), (time_line(s, start), "recap"))
    aside(c, "d1", day_line(o, their_day), "minutes", "s1", 2)
    aside(c, "d2", time_line(o, their_start), "recap", "s2", 9)
    question = P.turn(
        c,
        (
            f"On which day and at what time does the {s.code} {s.work} start?",
            f"What should I put in my diary for the {s.code} {s.work}: which day, what time?",
        ),
    )
    ask(c, s, question)
    c.expect([day, start], cited, forbidden=[their_day, their_start])


def licence_and_credit(c: Case) -> None:
    """The licence a subject's kept thing is shared under (a licence header) and whom to credit
    (kickoff notes); another subject's licence and credit in the same frames are
    distractors."""
    s = P.subject(c, 6)
    (o,) = P.others(c, s, 1)
    lic, theirs = sample(c, P.LICENCES, 2)
    credit, their_credit = P.people(c, 2)

    def header(subj: P.Subject, value: str) -> str:
        return f"# {subj.code} {subj.kept}\n# SPDX-License-Identifier: {value}"

    def credit_line(subj: P.Subject, who: str) -> str:
        return f"Kickoff notes: anyone reusing the {subj.code} {subj.kept} should credit {who}."

    cited = two(c, (header(s, lic), "licence header"), (credit_line(s, credit), "kickoff notes"))
    aside(c, "d1", header(o, theirs), "licence header", "s1", 2)
    aside(c, "d2", credit_line(o, their_credit), "kickoff notes", "s2", 9)
    question = P.turn(
        c,
        (
            f"Under which licence is the {s.code} {s.kept} shared, and who gets the credit?",
            f"If I reuse the {s.code} {s.kept}, what licence applies and whom do I credit?",
        ),
    )
    ask(c, s, question)
    c.expect([lic, credit], cited, forbidden=[theirs, their_credit])


def ring_order(c: Case) -> None:
    """Who is rung first when a subject's piece of work goes wrong (a wiki table) and who next (a
    phone list that names the first again); another subject's first and second are
    distractors."""
    s = P.subject(c, 9)
    (o,) = P.others(c, s, 1)
    first, second, their_first, their_second = P.people(c, 4)

    def table(subj: P.Subject, who: str) -> str:
        return f"| subject | ring first |\n| {subj.code} | {who} |"

    def phone(subj: P.Subject, one: str, two_: str) -> str:
        return f"Phone list ({subj.code}): if {one} doesn't pick up, ring {two_} next."

    cited = two(c, (table(s, first), "wiki table"), (phone(s, first, second), "phone list"))
    aside(c, "d1", table(o, their_first), "wiki table", "s1", 2)
    aside(c, "d2", phone(o, their_first, their_second), "phone list", "s2", 9)
    question = P.turn(
        c,
        (
            f"Whom do we ring first when the {s.code} {s.work} goes wrong, and who is next?",
            f"Who are the first and second people to call about {s.code}?",
        ),
    )
    ask(c, s, question)
    c.expect([first, second], cited, forbidden=[their_first, their_second])


def keep_and_archive(c: Case) -> None:
    """How many days a subject keeps its records (settings) and where they go after (a team
    page); another subject's period and archive in the same frames are distractors."""
    s = P.subject(c, 12)
    (o,) = P.others(c, s, 1, same_kind=True)
    n, m = P.counts(c, 2)
    said = P.say(c, n)
    theirs = P.words(m) if said.isdigit() else str(m)

    def keep(subj: P.Subject, value: str) -> str:
        return f"Settings: {subj.code} {subj.records} are kept {value} days."

    def archive(subj: P.Subject) -> str:
        return f"Team page: old {subj.code} {subj.records} end up in {subj.store}."

    cited = two(c, (keep(s, said), "settings"), (archive(s), "team page"))
    aside(c, "d1", keep(o, theirs), "settings", "s1", 2)
    aside(c, "d2", archive(o), "team page", "s2", 9)
    question = P.turn(
        c,
        (
            f"For how long are the {s.code} {s.records} kept, and where do they go after?",
            f"What's the retention on the {s.code} {s.records}, and where are old ones filed?",
        ),
    )
    ask(c, s, question)
    c.expect([said, s.store], cited, forbidden=[theirs, o.store])


TEMPLATES = (fee_and_due, day_and_time, licence_and_credit, ring_order, keep_and_archive)
