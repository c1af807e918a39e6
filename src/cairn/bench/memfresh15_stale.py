"""The stale-belief templates of `fresh15`: a value, then a correction in plain words (no
``supersedes``) that never repeats the value it replaces and is the latest event. One retention
is changed in minutes, one start time is trialled and then put back (the trial is the
distractor), one room is moved in chat, one change announced for a date now past is in force,
and one quota is bumped by a later change. Some questions name the old value ("is it still
true that ...", "has anyone changed ...")."""

from __future__ import annotations

from cairn.bench.memfresh15_pools import Subject, noise, numbers, people, subject
from cairn.bench.memfresh15_provenance import hexid, key
from cairn.bench.memfresh15_recall import bare
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins

TIMES = (
    ("half past five", "05:30"),
    ("a quarter to six", "05:45"),
    ("half past six", "06:30"),
    ("a quarter past seven", "07:15"),
    ("twenty to eight", "07:40"),
    ("ten past eight", "08:10"),
)


def before_the_fix(c: Case, s: Subject, start: float, span: float) -> None:
    """Two or three messages about the subject, all before the correction."""
    noise(c, s, c.rng.randrange(2, 4), days(start), span, "chat")


def retention_changed_in_minutes(c: Case) -> None:
    """A retention in a config line or notice, then minutes that set a new one without naming
    the old; the question may name the old value."""
    s = subject(c)
    a = people(c, 1)[0]
    old, new = numbers(c, 2, 11, 95)
    work = choose(c, s.works)
    first = (
        f"# {key(s.code)}/retention.yaml\n{key(work)}_records:\n  retention_days: {old}"
        if s.software
        else f"{s.code} notice: {work} records are kept for {old} days, then shredded"
    )
    c.event("first", first, label="retention", kind="file", trust=0.9, after=mins(0), session="s1")
    before_the_fix(c, s, 2, 20)
    c.event(
        "fix",
        f"Minutes, {s.code} sync\n- "
        + choose(
            c,
            (
                f"Retention: from now on the {work} records are kept for {new} days ({a}'s "
                "proposal, nobody objected).",
                f"Agreed with {a}: {work} records stay {new} days before they go. Effective now.",
            ),
        ),
        label="sync minutes",
        kind="meeting",
        trust=0.9,
        after=days(30),
        session="s2",
    )
    c.ask(
        choose(
            c,
            (
                f"Is it still true that {s.code} keeps the {work} records for {old} days?",
                f"How long does {s.code} keep the {work} records these days?",
                f"What's the current retention on {s.code} {work} records?",
            ),
        ),
        after=days(c.rng.randrange(34, 50)),
    )
    c.expect([f"{new} days"], [f"{c.case_id}-fix"], forbidden=[str(old)])


def start_time_trialled_then_put_back(c: Case) -> None:
    """A start time in words, a trial of another time in digits, then the trial reverted: the
    first time comes back in digits; the trial time is the distractor."""
    s = subject(c)
    a, b = people(c, 2)
    (said, digits), (_, trial) = choose(
        c, [(x, y) for x in TIMES for y in TIMES if x != y and x[1][:2] != y[1][:2]]
    )
    work = choose(c, s.works)
    c.event(
        "first",
        f"{s.code}: the {work} starts at {said} sharp, every time please",
        label="pinned message",
        kind="chat",
        trust=0.8,
        after=mins(0),
        session="s1",
    )
    c.event(
        "trial",
        f"{s.code} trial: for the next two weeks the {work} starts at {trial}. {a}",
        label="announcement",
        kind="note",
        trust=0.8,
        after=days(10),
        session="s2",
    )
    before_the_fix(c, s, 11, 14)
    c.event(
        "back",
        f"{s.code}: trial's over and it didn't help, so from tomorrow the {work} starts at "
        f"{digits} again. {b}",
        label="announcement",
        kind="note",
        trust=0.9,
        after=days(26),
        session="s3",
    )
    c.ask(
        choose(
            c,
            (
                f"What time does the {s.code} {work} start now?",
                f"Is the {s.code} {work} still starting at {trial}?",
                f"When do we begin the {s.code} {work} these days?",
            ),
        ),
        after=days(c.rng.randrange(30, 44)),
    )
    c.expect([digits], [f"{c.case_id}-back"], forbidden=[trial])


def room_moved_in_chat(c: Case) -> None:
    """Minutes put the work in one place; a chat with abbreviations says it is in the other
    place now, without naming the first."""
    s = subject(c)
    a, b = people(c, 2)
    old, new = choose(c, (s.places, s.places[::-1]))
    work = choose(c, s.works)
    c.event(
        "first",
        f"{s.code} planning minutes\n- The {work} happens in {old}.\n- ACTION {a}: tell the others",
        label="planning minutes",
        kind="meeting",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    before_the_fix(c, s, 3, 20)
    c.event(
        "moved",
        choose(
            c,
            (
                f"btw {s.code} {work} is in {new} from now on, pls update ur notes. ta, {b}",
                f"{s.code}: fyi we've moved the {work} to {new}, ignore the old minutes. {b}",
            ),
        ),
        label="chat",
        kind="chat",
        trust=0.8,
        after=days(28),
        session="s2",
    )
    c.ask(
        choose(
            c,
            (
                f"Where does the {s.code} {work} take place these days?",
                f"Do we still do the {s.code} {work} in {old}?",
                f"Which place is the {s.code} {work} in now?",
            ),
        ),
        after=days(c.rng.randrange(32, 45)),
    )
    c.expect([bare(new)], [f"{c.case_id}-moved"], forbidden=[bare(old)])


def announced_change_now_in_force(c: Case) -> None:
    """A daily cap in a config line, then an announcement of a new cap from a date that has
    passed by the question; a proposal nobody took is a second distractor."""
    s = subject(c)
    a, b = people(c, 2)
    old, new, p = numbers(c, 3, 32, 99)
    when = c.start + days(c.rng.randrange(30, 36))
    work = choose(c, s.works)
    c.event(
        "first",
        f"{key(s.code)}.{key(work)}.daily_cap = {old}",
        label="settings",
        kind="file",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    c.event(
        "idea",
        f"{s.code}: what about {p} a day? just a thought, {a}",
        label="chat",
        kind="chat",
        trust=0.4,
        after=days(5),
        session="s1",
    )
    before_the_fix(c, s, 6, 14)
    c.event(
        "news",
        choose(
            c,
            (
                f"Announcement: from {when:%d/%m/%Y} the {s.code} {work} daily cap is {new} "
                f"{s.unit}. {b}",
                f"Heads up: starting {when:%A} {when.day} {when:%B} the {s.code} {work} may do {new} {s.unit} "
                f"a day. {b}",
            ),
        ),
        label="announcement",
        kind="note",
        trust=0.9,
        after=days(22),
        session="s2",
    )
    c.ask(
        choose(
            c,
            (
                f"What is the {s.code} {work} daily cap now?",
                f"Is the {s.code} {work} still capped at {old} a day?",
                f"How many {s.unit} a day may the {s.code} {work} handle at the moment?",
            ),
        ),
        after=days(c.rng.randrange(40, 55)),
    )
    c.expect([str(new)], [f"{c.case_id}-news"], forbidden=[str(old), str(p)])


def quota_bumped_by_a_later_change(c: Case) -> None:
    """A quota, then a later commit or logbook entry that bumps it; the question asks whether
    anyone has changed it."""
    s = subject(c)
    a, b = people(c, 2)
    old, new = sorted(numbers(c, 2, 14, 98))
    work = choose(c, s.works)
    c.event(
        "first",
        f"{s.code} {work} quota: {old} {s.unit} a day ({a})",
        label="team note",
        kind="note",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    before_the_fix(c, s, 2, 15)
    text = (
        f"commit {hexid(c)}\nAuthor: {b}\n\n{s.code}: bump {key(work)} quota to {new}\n\n"
        f"Ok'd by {a} at standup."
        if s.software
        else f"Logbook, {s.code}: {b} raised the {work} quota to {new} a day, agreed with {a}."
    )
    c.event("bump", text, label="change", kind="note", trust=0.9, after=days(20), session="s2")
    c.ask(
        choose(
            c,
            (
                f"Has anyone changed the {s.code} {work} quota since it was set at {old}?",
                f"What's the {s.code} {work} quota per day now?",
                f"Is {old} still the daily quota for the {s.code} {work}?",
            ),
        ),
        after=days(c.rng.randrange(24, 40)),
    )
    c.expect([str(new)], [f"{c.case_id}-bump"], forbidden=[str(old)])
