"""The contradiction templates of `fresh28`: two sources about one fact, which disagree in a
template's first, third and fifth cases and agree in its second and fourth. The facts: how many
a place can take (words in the runbook or handbook against digits in an env file line or a
sticky note), the day of a piece of work (a wiki table against a chat export line), a yearly fee
(minutes against a config block or a membership form), the language a report goes out in (the
runbook or handbook against the team page) and the notice a change needs (the runbook or
handbook against an agenda). No question says "conflict"."""

from __future__ import annotations

from cairn.bench import memfresh28_pools as P
from cairn.bench.memgen import Case
from cairn.bench.memset import days, sample


def disagree(c: Case) -> bool:
    return P.instance(c) % 2 == 0


def pair(c: Case, first: tuple[str, str], second: tuple[str, str], when: float) -> list[str]:
    """The two sources, in two sessions, the second some days after the first."""
    a = c.event(
        "a", first[0], label=first[1], kind="doc", trust=0.9, after=P.near(c, when, 4),
        session="s1",
    )  # fmt: skip
    b = c.event(
        "b", second[0], label=second[1], kind="note", trust=0.8, after=P.near(c, when + 6, 4),
        session="s2",
    )  # fmt: skip
    return [a, b]


def settle(c: Case, answers: list[str], cited: list[str], forbidden: list[str]) -> None:
    c.expect(answers, cited, contradictions=cited if disagree(c) else (), forbidden=forbidden)


def capacity(c: Case) -> None:
    """How many a subject's usual place can take: in words in its runbook or handbook against
    digits in an env file line (software) or a sticky note on the door; another subject's place
    in the same frame and the subject's spare place are distractors."""
    s = P.subject(c, 0)
    (o,) = P.others(c, s, 1, same_kind=True)
    n, m, theirs, spare = P.counts(c, 4)
    second = m if disagree(c) else n
    home = s.places[0]

    def rule(subj: P.Subject, value: int) -> str:
        return (
            f"{subj.code} {subj.doc}: {subj.places[0]} takes no more than {P.words(value)} "
            f"{subj.unit} at a time."
        )

    if s.software:
        note = (f"# {s.code}\nMAX_{s.unit.upper()}_ON_{home.upper().replace('-', '_')}={second}",)
        label, named = "env file", "the env file"
    else:
        note = (f"Sticky note on the door: {s.code} in {home}, max {second} {s.unit}!",)
        label, named = "sticky note", "the sticky note"
    cited = pair(c, (rule(s, n), f"{s.code} {s.doc}"), (note[0], label), 2)
    c.event(
        "d1", rule(o, theirs), label=f"{o.code} {o.doc}", kind="doc", trust=0.9,
        after=P.near(c, 1, 10), session="s1",
    )  # fmt: skip
    c.event(
        "d2",
        f"{s.code} notes: {s.places[1]} is only for overflow and fits {spare} {s.unit}.",
        label="notes",
        kind="note",
        trust=0.7,
        after=P.near(c, 3, 8),
        session="s2",
    )
    P.chatter(c, s, 2, days(0), 12, "s3")
    question = P.turn(
        c,
        (
            f"Do the {s.code} {s.doc} and {named} agree on how many {s.unit} {home} can take?",
            f"Check the {s.code} {s.doc} against {named}: what's the most {s.unit} {home} "
            "can hold?",
            f"How many {s.unit} fit in {home} for {s.code}, and do the {s.doc} and {named} "
            "say the same?",
        ),
    )
    c.ask(question, after=days(18 + c.rng.uniform(0, 5)))
    answers = [P.words(n), str(m)] if disagree(c) else [str(n)]
    settle(c, answers, cited, [P.words(theirs), str(spare)])


def work_day(c: Case) -> None:
    """The weekday of a subject's piece of work: a wiki table row against a chat export line from
    a member; another subject's row and the member's day for another subject are distractors."""
    s = P.subject(c, 3)
    o, o2 = P.others(c, s, 2)
    day, other_day, theirs, elsewhere = sample(c, P.WEEKDAYS, 4)
    second = other_day if disagree(c) else day
    member = P.people(c, 1)[0]

    def row(subj: P.Subject, value: str) -> str:
        return f"| subject | {subj.work} day |\n| {subj.code} | {value} |"

    def export(subj: P.Subject, value: str) -> str:
        return (
            f"Export · #{subj.code.lower()}-general · {member}: the {subj.code} {subj.work} is on "
            f"{value}, same as ever"
        )

    cited = pair(c, (row(s, day), "wiki"), (export(s, second), "chat export"), 2)
    c.event(
        "d1", row(o, theirs), label="wiki", kind="doc", trust=0.9, after=P.near(c, 1, 9),
        session="s1",
    )  # fmt: skip
    c.event(
        "d2", export(o2, elsewhere), label="chat export", kind="chat", trust=0.6,
        after=P.near(c, 4, 8), session="s2",
    )  # fmt: skip
    P.chatter(c, s, 2, days(0), 12, "s3")
    question = P.turn(
        c,
        (
            f"Does the wiki match {member}'s message on which day the {s.code} {s.work} is?",
            f"Which day is the {s.code} {s.work} on, and do the wiki and the chat export say "
            "the same?",
            f"Are the wiki and {member}'s chat line in line on the {s.code} {s.work} day?",
        ),
    )
    c.ask(question, after=days(17 + c.rng.uniform(0, 5)))
    answers = [day, other_day] if disagree(c) else [day]
    settle(c, answers, cited, [theirs, elsewhere])


def yearly_fee(c: Case) -> None:
    """A subject's yearly fee: meeting minutes against a config block (software) or a membership
    form; another subject's fee in the minutes' frame and a fee floated in side chat are
    distractors."""
    s = P.subject(c, 6)
    (o,) = P.others(c, s, 1)
    fee, other_fee, theirs, floated = P.fees(c, 4)
    second = other_fee if disagree(c) else fee

    def minutes(subj: P.Subject, value: str) -> str:
        return f"Minutes, item three: agreed that the {subj.code} yearly fee stays at {value}."

    if s.software:
        form = f'[{s.code.lower()}.fees]\nyearly = "{second}"\ncurrency = "GBP"'
        label, named = "config", "the config"
    else:
        form = f"Membership form ({s.code}): yearly fee {second}, payable to the treasurer."
        label, named = "membership form", "the membership form"
    cited = pair(c, (minutes(s, fee), "minutes"), (form, label), 3)
    c.event(
        "d1", minutes(o, theirs), label="minutes", kind="doc", trust=0.9,
        after=P.near(c, 1, 10), session="s1",
    )  # fmt: skip
    c.event(
        "d2",
        f"tbh {floated} a year would be fairer for {s.code}, but nobody asked me",
        label="side chat",
        kind="chat",
        trust=0.4,
        after=P.near(c, 5, 6),
        session="s2",
    )
    P.chatter(c, s, 2, days(0), 12, "s3")
    question = P.turn(
        c,
        (
            f"Do the minutes and {named} agree on the {s.code} yearly fee?",
            f"What does {s.code} cost a year? Compare the minutes and {named}.",
        ),
    )
    c.ask(question, after=days(18 + c.rng.uniform(0, 5)))
    answers = [fee, other_fee] if disagree(c) else [fee]
    settle(c, answers, cited, [theirs, floated])


def report_language(c: Case) -> None:
    """The language a subject's report goes out in: its runbook or handbook against its team
    page; another subject's rule in the same frame and a language someone wished for in a text
    message are distractors."""
    s = P.subject(c, 9)
    (o,) = P.others(c, s, 1)
    lang, other_lang, theirs, wish = sample(c, P.LANGUAGES, 4)
    second = other_lang if disagree(c) else lang
    texter = P.people(c, 1)[0]

    def rule(subj: P.Subject, value: str) -> str:
        return f"{subj.code} {subj.doc}: the {subj.report} goes out in {value}."

    page = f"Team page · {s.code}\nRegular report: {s.report}, written in {second}."
    cited = pair(c, (rule(s, lang), f"{s.code} {s.doc}"), (page, "team page"), 2)
    c.event(
        "d1", rule(o, theirs), label=f"{o.code} {o.doc}", kind="doc", trust=0.9,
        after=P.near(c, 1, 9), session="s1",
    )  # fmt: skip
    c.event(
        "d2",
        f"wish the {s.code} {s.report} came in {wish} tbh",
        label=f"text message from {texter}",
        kind="chat",
        trust=0.4,
        after=P.near(c, 4, 8),
        session="s2",
    )
    P.chatter(c, s, 2, days(0), 12, "s3")
    question = P.turn(
        c,
        (
            f"In which language does the {s.code} {s.report} go out? Do the {s.doc} and the "
            "team page agree?",
            f"Are the {s.code} {s.doc} and the team page in line on the language of the "
            f"{s.report}?",
        ),
    )
    c.ask(question, after=days(17 + c.rng.uniform(0, 5)))
    answers = [lang, other_lang] if disagree(c) else [lang]
    settle(c, answers, cited, [theirs, wish])


def notice(c: Case) -> None:
    """How many days' notice a change to a subject's piece of work needs: words in its runbook or
    handbook against digits in a meeting agenda; another subject's rule and a guess are
    distractors."""
    s = P.subject(c, 12)
    (o,) = P.others(c, s, 1)
    n, m, theirs, guess = P.counts(c, 4)
    second = m if disagree(c) else n

    def rule(subj: P.Subject, value: int) -> str:
        return (
            f"{subj.code} {subj.doc}: moving {P.an(subj.work)} needs {P.words(value)} days' notice."
        )

    agenda = (
        f"Agenda\n1. Welcome\n2. {s.code}: {P.an(s.work)} can only move with {second} days' notice\n"
        "3. Any other business"
    )
    cited = pair(c, (rule(s, n), f"{s.code} {s.doc}"), (agenda, "agenda"), 2)
    c.event(
        "d1", rule(o, theirs), label=f"{o.code} {o.doc}", kind="doc", trust=0.9,
        after=P.near(c, 1, 9), session="s1",
    )  # fmt: skip
    c.event(
        "d2",
        f"asking for a friend: is it {guess} days' notice to move {P.an(s.code)} {s.work}?",
        label="side chat",
        kind="chat",
        trust=0.4,
        after=P.near(c, 4, 8),
        session="s2",
    )
    P.chatter(c, s, 2, days(0), 12, "s3")
    question = P.turn(
        c,
        (
            f"How much notice does a change to {P.an(s.code)} {s.work} need, and does the agenda "
            f"match the {s.doc}?",
            f"Check the {s.code} {s.doc} against the agenda: how many days' notice to move a "
            f"{s.work}?",
        ),
    )
    c.ask(question, after=days(18 + c.rng.uniform(0, 5)))
    answers = [P.words(n), str(m)] if disagree(c) else [str(n)]
    settle(c, answers, cited, [P.words(theirs), str(guess)])


TEMPLATES = (capacity, work_day, yearly_fee, report_language, notice)
