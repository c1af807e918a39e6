"""The contradiction templates of `fresh20`: two sources give one setting of a subject, in two
notations (words and digits, a day in minutes and in an invite, a place in two cases). In
three of a template's five cases they disagree (both flagged); in two they say the same thing
in different words (nothing to flag). Another subject's setting, in the same sentence frame,
or another piece of work's, is the distractor. No question says "conflict"."""

from __future__ import annotations

from cairn.bench.memfresh20_pools import (
    WEEKDAYS,
    bare,
    chatter,
    clock,
    counts,
    other,
    people,
    subject,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins

OFFSET = 3


def flagged(c: Case) -> bool:
    """Cases 1, 3 and 5 of a template disagree; 2 and 4 agree."""
    n = int(c.case_id.rsplit("-", 1)[1]) - 1
    return (n // 5) % 2 == 0


def expect_pair(c: Case, first: tuple[str, str], second: tuple[str, str], bad: str) -> None:
    """``first`` and ``second`` are (event id, value as written there)."""
    if flagged(c):
        c.expect(
            [first[1], second[1]],
            [first[0], second[0]],
            contradictions=[first[0], second[0]],
            forbidden=[bad],
        )
    else:
        c.expect([second[1]], [first[0], second[0]], forbidden=[bad])


def alert_threshold_doc_vs_config(c: Case) -> None:
    """A runbook gives a subject's alert threshold as a percentage in words; a config line
    gives it in digits, the same or another; another subject's threshold in the same frame is
    the distractor; the question asks whether the two agree and what the threshold is."""
    s = subject(c, OFFSET)
    o = other(c, s)
    p1, p2, p3 = counts(c, 3, 51, 97)
    p2 = p2 if flagged(c) else p1
    doc = c.pick(
        [
            f"{s.code} {s.doc}: raise an alert once {s.unit} use passes {words(p1)} percent.",
            f"{s.code} {s.doc}\n- Alerting: we get paged at {words(p1)} percent full.",
            f"{s.code} {s.doc} - the warning threshold sits at {words(p1)} percent.",
        ]
    )
    d = c.event("doc", doc, label=f"{s.code} {s.doc}", kind="doc", trust=0.9, after=days(0),
                session="a")  # fmt: skip
    conf = c.pick(
        [
            f"# {s.code} alerts\n[threshold]\nalert_at_pct = {p2}",
            f"# {s.code}\nalert:\n  threshold: {p2}%\n  notify: {s.channel}",
            f"ALERT_PCT={p2}  # {s.code} paging threshold",
        ]
    )
    k = c.event("config", conf, label=c.pick(["alerts config", f"{s.code} config"]),
                kind="config", trust=0.8, after=days(3), session="b")  # fmt: skip
    c.event(
        "other",
        f"for comparison, {o.code}'s warning threshold sits at {p3} percent",
        label="a chat message",
        kind="chat",
        trust=0.5,
        after=days(4),
        session="b",
    )
    chatter(c, s, 2, days(1), 4, "b")
    c.ask(
        c.pick(
            [
                f"Do the {s.code} {s.doc} and its config agree on the alert threshold, and what"
                " is it?",
                f"Are the written and the configured warning levels for {s.code} the same? What"
                " do they say?",
                f"What percentage does {s.code} alert at, and is it the same in both places?",
            ]
        ),
        after=days(7),
    )
    expect_pair(c, (d, words(p1)), (k, str(p2)), str(p3))


def weekly_day_minutes_vs_calendar(c: Case) -> None:
    """Minutes say on which weekday a piece of work happens; a calendar invite repeats it
    weekly on the same or another day; another subject's day in the same frame is the
    distractor; the question asks which day and whether they line up."""
    s = subject(c, OFFSET)
    o = other(c, s)
    d1, d2, d3 = c.rng.sample(list(WEEKDAYS), 3)
    d2 = d2 if flagged(c) else d1
    (t,) = clock(c, 1)
    (a,) = people(c, 1)
    task = bare(s.task)
    m = c.event(
        "minutes",
        c.pick(
            [
                f"{s.code} sync minutes\n- the {task} happens every {d1} from now on.\n"
                f"ACTION {a}: book the room.",
                f"Minutes, {s.code} weekly\nAgreed: {task} is on {d1} each week.\nNext: {a} to tell"
                " the others.",
            ]
        ),
        label=c.pick([f"{s.code} minutes", "meeting notes"]),
        kind="minutes",
        trust=0.8,
        after=days(0),
        session="a",
    )
    inv = c.event(
        "invite",
        f"Invitation: {s.code} {task}\nWhen: weekly on {d2} at {t}\nOrganiser: {a}",
        label="calendar invite",
        kind="calendar",
        trust=0.8,
        after=days(1) + mins(30),
        session="b",
    )
    c.event(
        "other",
        f"{o.code}'s {bare(o.task)} happens every {d3}, in case anyone is planning around it",
        label="a chat message",
        kind="chat",
        trust=0.5,
        after=days(2),
        session="b",
    )
    chatter(c, s, 2, days(-1), 3, "b")
    c.ask(
        c.pick(
            [
                f"Which day is the {s.code} {task} on, and do the minutes and the invite line up?",
                f"Do the notes and the calendar say the same weekday for {s.code}'s {task}?",
                f"On what day of the week does the {task} run at {s.code}, going by both sources?",
            ]
        ),
        after=days(5),
    )
    expect_pair(c, (m, d1), (inv, d2), d3)


def time_limit_words_vs_yaml(c: Case) -> None:
    """A wiki gives a piece of work's time limit in minutes in words; a scheduler's YAML gives
    a timeout in digits, the same or another; another piece of work's last run time is the
    distractor; the question asks how long it may run and whether the two agree."""
    s = subject(c, OFFSET)
    m1, m2, m3 = counts(c, 3)
    m2 = m2 if flagged(c) else m1
    task = bare(s.task)
    w = c.event(
        "wiki",
        c.pick(
            [
                f"{s.code} wiki: the {task} should take no longer than {words(m1)} minutes.",
                f"{s.code} notes - allow {words(m1)} minutes for the {task}, then stop.",
            ]
        ),
        label=c.pick([f"{s.code} wiki", "the wiki"]),
        kind="wiki",
        trust=0.9,
        after=days(0),
        session="a",
    )
    y = c.event(
        "yaml",
        f"jobs:\n  - name: {s.code.lower()}-{task.replace(' ', '-')}\n"
        f"    timeout_minutes: {m2}\n    retries: 1",
        label="scheduler.yaml",
        kind="config",
        trust=0.8,
        after=days(2),
        session="b",
    )
    c.event(
        "other",
        f"{s.code}: the {bare(s.task2)} took {m3} minutes last time, for what it's worth",
        label="a chat message",
        kind="chat",
        trust=0.5,
        after=days(3),
        session="b",
    )
    chatter(c, s, 2, days(1), 3, "b")
    c.ask(
        c.pick(
            [
                f"How long may the {s.code} {task} run, and do the wiki and the scheduler agree?",
                f"Is the time limit for {s.code}'s {task} the same in the wiki and the job file?",
                f"What's the allowed duration of the {task} at {s.code}, according to both"
                " sources?",
            ]
        ),
        after=days(6),
    )
    expect_pair(c, (w, words(m1)), (y, str(m2)), str(m3))


def storage_place_two_sources(c: Case) -> None:
    """A wiki says where a subject's kit is kept; a ticket gives its location, the same place
    in title case or another place; the neighbouring work's gear in a third place is the
    distractor; the question asks where the kit is and whether the sources agree."""
    s = subject(c, OFFSET)
    p1, p2, p3 = c.rng.sample(list(s.places), 3)
    agree = not flagged(c)
    p2 = p1.title() if agree else p2
    kit = bare(s.kit)
    w = c.event(
        "wiki",
        c.pick(
            [
                f"{s.code} wiki - the {kit} is kept in {p1}.",
                f"Where things live ({s.code}): {kit} -> {p1}",
            ]
        ),
        label=c.pick([f"{s.code} wiki", "wiki page"]),
        kind="wiki",
        trust=0.9,
        after=days(0),
        session="a",
    )
    (a,) = people(c, 1)
    t = c.event(
        "ticket",
        f"Ticket: {s.code} audit\nItem: {kit}\nLocation: {p2}\nChecked by: {a}",
        label="audit ticket",
        kind="ticket",
        trust=0.8,
        after=days(2),
        session="b",
    )
    c.event(
        "other",
        f"{s.code}: the gear for the {bare(s.task2)} went to {p3}, fyi",
        label="a chat message",
        kind="chat",
        trust=0.5,
        after=days(3),
        session="b",
    )
    chatter(c, s, 2, days(1), 3, "b")
    c.ask(
        c.pick(
            [
                f"Where is the {s.code} {kit} kept, and do the wiki and the audit ticket say the"
                " same?",
                f"Do both sources put {s.code}'s {kit} in the same place? Where?",
                f"What location is given for the {kit} at {s.code}, in the wiki and the ticket?",
            ]
        ),
        after=days(6),
    )
    expect_pair(c, (w, p1), (t, p2), p3)


def headcount_cap_notice_vs_form(c: Case) -> None:
    """A notice caps a piece of work at a number of units in words; a sign-up form's settings
    give a maximum in digits, the same or another; last time's turnout is the distractor; the
    question asks the cap and whether the notice and the form agree."""
    s = subject(c, OFFSET)
    n1, n2, n3 = counts(c, 3)
    n2 = n2 if flagged(c) else n1
    task = bare(s.task)
    notice = c.event(
        "notice",
        choose(
            c,
            [
                f"NOTICE ({s.code}): no more than {words(n1)} {s.unit} per {task}, please.",
                f"{s.code} notice board - the {task} takes {words(n1)} {s.unit} at most.",
            ],
        ),
        label=c.pick(["notice", f"{s.code} notice"]),
        kind="notice",
        trust=0.8,
        after=days(0),
        session="a",
    )
    form = c.event(
        "form",
        f"[{s.code.lower()}.{task.replace(' ', '_')}]\nmax_{s.unit.replace(' ', '_')} = {n2}\n"
        "waitlist = true",
        label="sign-up form settings",
        kind="config",
        trust=0.8,
        after=days(1),
        session="b",
    )
    c.event(
        "other",
        f"{s.code}: {n3} {s.unit} turned up for the {bare(s.task2)} last time",
        label="a chat message",
        kind="chat",
        trust=0.5,
        after=days(2),
        session="b",
    )
    chatter(c, s, 2, days(-1), 3, "b")
    c.ask(
        c.pick(
            [
                f"What's the cap on {s.unit} for the {s.code} {task}, and does the form match the"
                " notice?",
                f"Are the notice and the sign-up form in line on the maximum for {s.code}'s"
                f" {task}?",
                f"How many {s.unit} can one {task} take at {s.code}, per the notice and the form?",
            ]
        ),
        after=days(5),
    )
    expect_pair(c, (notice, words(n1)), (form, str(n2)), str(n3))


TEMPLATES = (
    alert_threshold_doc_vs_config,
    weekly_day_minutes_vs_calendar,
    time_limit_words_vs_yaml,
    storage_place_two_sources,
    headcount_cap_notice_vs_form,
)
