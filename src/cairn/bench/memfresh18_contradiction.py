"""The contradiction templates of `fresh18`: two sources giving one value in different words
or notations. Three templates flag two sources that disagree; two cite two that agree (nothing
to flag). No question says "conflict"."""

from __future__ import annotations

from datetime import timedelta

from cairn.bench.memfresh18_pools import (
    chatter,
    counts,
    day_text,
    people,
    subject_for,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days


def session_length_in_minutes_and_in_a_config(c: Case) -> None:
    """A handbook says a session never runs past N minutes; the scheduler's YAML gives another
    length in hours and minutes. Flagged."""
    s = subject_for(c)
    prose = c.rng.randint(80, 115)
    conf = prose + c.rng.choice([-1, 1]) * c.rng.randint(12, 18)
    a, b = people(c, 2)
    work = s.works[0]
    hb = c.event(
        "handbook",
        f"{s.code} handbook, section on the {work}: a session never runs past {prose} minutes; "
        "if it does, stop and write up why.",
        label=f"{s.code} handbook",
        kind="doc",
        trust=0.85,
        after=days(1),
        session="a",
    )
    h, m = divmod(conf, 60)
    yml = c.event(
        "yaml",
        f"# {s.code} scheduler\njobs:\n  - name: {work.replace(' ', '-')}\n"
        f"    owner: {a}\n    max_runtime: {h}h{m:02d}m",
        label=f"{s.code} scheduler config",
        kind="config",
        trust=0.85,
        after=days(3),
        session="b",
    )
    other = c.rng.randint(20, 30)
    c.event(
        "chat",
        f"{b}: the {s.works[2]} on {s.code} only needs {other} min, no idea about the rest",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.5,
        after=days(4),
        session="b",
    )
    chatter(c, s, 2, 0, 5, "b")
    q = c.pick(
        [
            f"How long can a {s.code} {work} session go on? Do the handbook and the scheduler "
            "say the same?",
            f"What is the longest a {work} may run for {s.code}, going by the docs and config?",
            f"Are the {s.code} handbook and scheduler in line on the {work} time limit?",
        ]
    )
    c.ask(q, after=days(7))
    c.expect(
        [f"{prose} minutes", f"{h}h{m:02d}m"],
        [hb, yml],
        contradictions=[hb, yml],
        forbidden=[f"{other} min"],
    )


def day_in_words_and_as_an_iso_date(c: Case) -> None:
    """Minutes give the day of a piece of work in words; a tracker's CSV row gives another day as
    an ISO date; a chat names the dry run's day. Flagged."""
    s = subject_for(c)
    a, b = people(c, 2)
    work = s.works[c.rng.randrange(3)]
    base = c.start.replace(hour=9, minute=0)
    offs = c.rng.sample(range(14, 40), 3)
    said, listed, dry = (base + timedelta(days=o) for o in offs)
    mn = c.event(
        "minutes",
        f"{s.code} sync - minutes\n- {work}: agreed for {day_text(said)}, {a} leads.\n"
        f"- AOB: none.\nACTION {a}: book the room.",
        label=f"{s.code} sync minutes",
        kind="minutes",
        trust=0.85,
        after=days(1),
        session="a",
    )
    csv = c.event(
        "csv",
        f"tracker export ({s.code})\nitem,owner,date\n{work},{a},{listed:%Y-%m-%d}",
        label=f"{s.code} tracker export",
        kind="table",
        trust=0.85,
        after=days(2),
        session="b",
    )
    c.event(
        "dry",
        f"{b}: {s.code} dry run for the {work} is {dry.day} {dry:%B}, just a walkthrough",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.6,
        after=days(3),
        session="b",
    )
    chatter(c, s, 2, 0, 5, "b")
    q = c.pick(
        [
            f"When is the {s.code} {work} happening?",
            f"Which day have we got for the {work} on {s.code}? Check the minutes and the tracker.",
            f"Do the sync minutes and the tracker give the same day for the {s.code} {work}?",
        ]
    )
    c.ask(q, after=days(6))
    c.expect(
        [f"{said.day} {said:%B}", f"{listed:%Y-%m-%d}"],
        [mn, csv],
        contradictions=[mn, csv],
        forbidden=[f"{dry.day} {dry:%B}"],
    )


def weekly_target_in_words_and_in_a_table_row(c: Case) -> None:
    """Planning minutes write a weekly target in words; a markdown table row gives another in
    digits; last year's figure is in an old chat. Flagged."""
    s = subject_for(c)
    said, row, old = counts(c, 3)
    a = people(c, 1)[0]
    mn = c.event(
        "minutes",
        f"{s.code} planning\n* We aim for {words(said)} {s.unit} a week through the season.\n"
        f"* {a} to report progress fortnightly.",
        label=f"{s.code} planning minutes",
        kind="minutes",
        trust=0.85,
        after=days(1),
        session="a",
    )
    md = c.event(
        "table",
        f"| subject | weekly target | owner |\n|---|---|---|\n| {s.code} | {row} | {a} |",
        label=f"{s.code} targets page",
        kind="doc",
        trust=0.85,
        after=days(4),
        session="b",
    )
    c.event(
        "old",
        f"iirc last year {s.code} did about {old} {s.unit} a week, for what it's worth",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.4,
        after=days(2),
        session="a",
    )
    chatter(c, s, 2, 0, 5, "b")
    q = c.pick(
        [
            f"What's the weekly {s.unit} target for {s.code}?",
            f"How many {s.unit} a week is {s.code} aiming for, per the minutes and the table?",
            f"Do the planning minutes and the targets page agree on {s.code}'s weekly figure?",
        ]
    )
    c.ask(q, after=days(7))
    c.expect(
        [words(said), str(row)],
        [mn, md],
        contradictions=[mn, md],
        forbidden=[str(old)],
    )


SHARES = (
    ("one in five", "20%"),
    ("one in four", "25%"),
    ("two in five", "40%"),
    ("three in five", "60%"),
    ("three in four", "75%"),
    ("four in five", "80%"),
)


def share_as_a_fraction_and_a_percentage(c: Case) -> None:
    """Sync minutes give a spot-check share as a fraction in words; an INI section gives the
    same share as a percentage; a wish for another share is in chat. Agreeing."""
    s = subject_for(c)
    (frac, pct), (_, wish) = c.rng.sample(SHARES, 2)
    a, b = people(c, 2)
    work = s.works[1]
    mn = c.event(
        "minutes",
        f"{s.code} sync\n- Spot-check {frac} of the {work} results by hand.\n"
        f"- {a} owns the spot-check list.",
        label=f"{s.code} sync minutes",
        kind="minutes",
        trust=0.85,
        after=days(1),
        session="a",
    )
    ini = c.event(
        "ini",
        f"; {s.code} checks\n[{work.replace(' ', '_')}]\nspot_check_share = {pct}\nreviewer = {a}",
        label=f"{s.code} checks.ini",
        kind="config",
        trust=0.85,
        after=days(3),
        session="b",
    )
    c.event(
        "wish",
        f"{b}: honestly I'd rather we checked {wish} on {s.code}, but fine",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.5,
        after=days(2),
        session="a",
    )
    chatter(c, s, 2, 0, 5, "b")
    q = c.pick(
        [
            f"What share of {s.code}'s {work} results get a hand check, and do the minutes and "
            "the ini say the same?",
            f"Are the {s.code} minutes and checks.ini in line on the spot-check share?",
            f"How much of the {work} output is spot-checked on {s.code}?",
        ]
    )
    c.ask(q, after=days(6))
    c.expect([pct], [mn, ini], forbidden=[wish])


TIMES = (
    ("five in the afternoon", "17:00"),
    ("six in the evening", "18:00"),
    ("half past five", "17:30"),
    ("seven in the evening", "19:00"),
    ("half past six", "18:30"),
    ("four in the afternoon", "16:00"),
)


def cutoff_as_a_negation_and_an_env_line(c: Case) -> None:
    """A notice says something happens no later than a time in words; an env line gives the
    same time on the clock; someone floated a later time. Agreeing."""
    s = subject_for(c)
    (said, clock), (_, floated) = c.rng.sample(TIMES, 2)
    a = people(c, 1)[0]
    work = s.works[2]
    notice = c.event(
        "notice",
        f"NOTICE - {s.code}\nThe {work} must wrap up no later than {said}. "
        "Thank you for your help.",
        label=f"{s.code} notice",
        kind="doc",
        trust=0.85,
        after=days(1),
        session="a",
    )
    env = c.event(
        "env",
        f"{s.code.upper()}_{work.upper().replace(' ', '_').replace('-', '_')}_CUTOFF={clock}"
        "  # local time",
        label=f"{s.code} .env",
        kind="config",
        trust=0.85,
        after=days(2),
        session="b",
    )
    c.event(
        "float",
        f"{a}: could the {s.code} {work} go on till {floated}? just asking",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.5,
        after=days(3),
        session="b",
    )
    chatter(c, s, 2, 0, 5, "b")
    q = c.pick(
        [
            f"By what time does the {s.code} {work} have to finish?",
            f"Do the notice and the env file say the same cut-off for the {s.code} {work}?",
            f"What's the latest the {work} can run on {s.code}, per the notice and the config?",
        ]
    )
    c.ask(q, after=days(5))
    c.expect([clock], [notice, env], forbidden=[floated])


TEMPLATES = (
    session_length_in_minutes_and_in_a_config,
    day_in_words_and_as_an_iso_date,
    weekly_target_in_words_and_in_a_table_row,
    share_as_a_fraction_and_a_percentage,
    cutoff_as_a_negation_and_an_env_line,
)
