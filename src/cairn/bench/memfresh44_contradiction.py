"""The contradiction templates of `fresh44`: a file or document states a fact, and a message,
an email or another document states it again, in a session of its own. Instances 0, 2 and 4
of a template disagree (both values expected, both events flagged); 1 and 3 agree, the second
source often saying the value in another form (in words, in quid, a time in words). Another
subject's value in the first source's frame is the distractor."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from cairn.bench.memfresh44_pools import (
    counts,
    evening,
    in_words,
    instance,
    other,
    people,
    say,
    subject,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, mins, sample

Text = Callable[[str, str], str]  # (codename, value as said) -> text
NODE = ("18.19", "18.20", "20.11", "20.17", "22.3", "22.11", "23.6")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")
MEETING = (
    "clock tower",
    "station car park",
    "bandstand",
    "old toll house",
    "leisure centre steps",
    "bus shelter on the green",
    "chip shop corner",
)


@dataclass(frozen=True)
class Source:
    label: str
    kind: str
    says: Text


def disagrees(c: Case) -> bool:
    return instance(c) % 2 == 0


def asks_agree(c: Case) -> bool:
    """Instances 1, 2 and 3 ask whether the sources agree; 0 and 4 ask for the value."""
    return instance(c) in (1, 2, 3)


def _write(
    c: Case,
    code: str,
    first: Source,
    second: Source,
    values: tuple[str, str, str],
    frame: str,
    question: str,
) -> None:
    """``values``: the first source's value, the second's as said, and the distractor (another
    subject's value, said by ``frame`` in the first source's form)."""
    mine, said, theirs = values
    one = say(c, "first", first.says(code, mine), first.label, first.kind, mins(20), "s1")
    say(c, "frame", frame, first.label, first.kind, days(1) + mins(35), "s2")
    two = say(c, "second", second.says(code, said), second.label, second.kind, days(3), "s3")
    c.ask(question, after=days(7 + instance(c)))
    if disagrees(c):
        c.expect([mine, said], [one, two], contradictions=[one, two], forbidden=[theirs])
    else:
        c.expect([mine], [one, two], forbidden=[theirs])


def pool_size_or_squad_size(c: Case) -> None:
    """How many connections a service's database pool holds, or how many members a group may
    take on a trip: a YAML file or a rules sheet against a runbook or the organiser's text."""
    s = subject(c, 0)
    o = other(c, s)
    mine, alt, theirs = counts(c, 3)
    said = str(alt) if disagrees(c) else in_words(mine)
    if s.software:
        first = Source("app.yaml", "file", lambda k, v: f"# {k}\ndatabase:\n  pool_size: {v}")
        second = Source(
            "runbook",
            "doc",
            lambda k, v: f"{k} runbook: the {k} database pool holds {v} connections.",
        )
        q = (
            f"Do app.yaml and the runbook give {s.code} the same database pool size?"
            if asks_agree(c)
            else f"How many database connections does {s.code} keep pooled, going by app.yaml and the runbook?"
        )
    else:
        first = Source(
            "rules sheet",
            "doc",
            lambda k, v: f"{k} rules sheet: a travelling party is capped at {v} members.",
        )
        second = Source(
            "organiser's text",
            "message",
            lambda k, v: f"Text from the organiser: {k} can bring {v} members on a trip.",
        )
        q = (
            f"Do the rules sheet and the organiser's text agree on how many members {s.code} can take on a trip?"
            if asks_agree(c)
            else f"How many members may {s.code} take along on a trip, according to the rules sheet and the organiser's text?"
        )
    _write(
        c, s.code, first, second, (str(mine), said, str(theirs)), first.says(o.code, str(theirs)), q
    )


def node_release_or_session_fee(c: Case) -> None:
    """The Node release a service builds on, or what a group's session costs: package.json or
    the price list against the onboarding guide or the treasurer's email (agreeing: the fee in
    quid)."""
    s = subject(c, 1)
    o = other(c, s)
    if s.software:
        mine, alt, theirs = sample(c, NODE, 3)
        said = alt if disagrees(c) else mine
        first = Source(
            "package.json",
            "file",
            lambda k, v: f'{{\n  "name": "{k.lower()}",\n  "engines": {{ "node": "{v}" }}\n}}',
        )
        second = Source(
            "onboarding guide",
            "doc",
            lambda k, v: f"{k} onboarding guide: install Node {v} before building {k}.",
        )
        q = (
            f"Do package.json and the onboarding guide pin {s.code} to the same Node release?"
            if asks_agree(c)
            else f"Which Node release does {s.code} build on, per package.json and the onboarding guide?"
        )
        values = (mine, said, theirs)
    else:
        a, b, t = sample(c, range(12, 30), 3)
        mine, theirs = f"£{a}", f"£{t}"
        said = f"£{b}" if disagrees(c) else f"{a} quid"
        first = Source(
            "price list", "doc", lambda k, v: f"{k} price list: {v} per session, paid on the door."
        )
        second = Source(
            "treasurer's email",
            "email",
            lambda k, v: f"Email from the treasurer: it's {v} a session for {k}.",
        )
        q = (
            f"Do the price list and the treasurer's email charge the same for a {s.code} session?"
            if asks_agree(c)
            else f"What does one {s.code} session cost, going by the price list and the treasurer's email?"
        )
        values = (mine, said, theirs)
    _write(c, s.code, first, second, values, first.says(o.code, values[2]), q)


def security_contact_or_first_aider(c: Case) -> None:
    """Who takes a service's security reports, or who a group's first aider is: SECURITY.md or
    the club website against the team wiki or the chair's email."""
    s = subject(c, 2)
    o = other(c, s)
    mine, alt, theirs = people(c, 3)
    said = alt if disagrees(c) else mine
    if s.software:
        first = Source(
            "SECURITY.md",
            "file",
            lambda k, v: f"# {k} security policy\nPlease report vulnerabilities privately to {v}.",
        )
        second = Source(
            "team wiki",
            "doc",
            lambda k, v: f"{k} team wiki: if you find a hole in {k}, tell {v} before anyone else.",
        )
        q = (
            f"Do SECURITY.md and the team wiki agree on who takes security reports for {s.code}?"
            if asks_agree(c)
            else f"Who should a vulnerability in {s.code} be reported to, according to SECURITY.md and the team wiki?"
        )
    else:
        first = Source(
            "club website",
            "doc",
            lambda k, v: f"{k} club website: the first aider at our sessions is {v}.",
        )
        second = Source(
            "chair's email",
            "email",
            lambda k, v: (
                f"Email from the chair: for {k}, {v} has the first aid kit and the training."
            ),
        )
        q = (
            f"Do the club website and the chair's email name the same first aider for {s.code}?"
            if asks_agree(c)
            else f"Who is the first aider at {s.code} sessions, per the club website and the chair's email?"
        )
    _write(c, s.code, first, second, (mine, said, theirs), first.says(o.code, theirs), q)


def backup_time_or_showcase_start(c: Case) -> None:
    """When a service's daily backup starts, or when a group's summer showcase begins:
    backup.timer or the flyer against the backup plan or the secretary's text (agreeing: the
    time in words)."""
    s = subject(c, 3)
    o = other(c, s)
    times = [evening(c)]
    while len(times) < 3:
        t = evening(c)
        if t[0] not in {x[0] for x in times}:
            times.append(t)
    (mine, words), (alt, _), (theirs, _) = times
    said = alt if disagrees(c) else words
    if s.software:
        first = Source(
            "backup.timer",
            "file",
            lambda k, v: f"# {k} daily backup\n[Timer]\nOnCalendar=*-*-* {v}:00",
        )
        second = Source(
            "backup plan",
            "doc",
            lambda k, v: f"{k} backup plan: the daily dump of {k} kicks off at {v}.",
        )
        q = (
            f"Do backup.timer and the backup plan start the {s.code} daily backup at the same time?"
            if asks_agree(c)
            else f"When does the daily backup of {s.code} begin, going by backup.timer and the backup plan?"
        )
    else:
        first = Source(
            "flyer",
            "doc",
            lambda k, v: f"{k} summer showcase flyer: doors {v}, free entry, bring a friend.",
        )
        second = Source(
            "secretary's text",
            "message",
            lambda k, v: f"Text from the secretary: the {k} showcase gets going at {v}.",
        )
        q = (
            f"Do the flyer and the secretary's text have the {s.code} showcase starting at the same time?"
            if asks_agree(c)
            else f"What time does the {s.code} showcase begin, according to the flyer and the secretary's text?"
        )
    _write(c, s.code, first, second, (mine, said, theirs), first.says(o.code, theirs), q)


def freeze_day_or_meeting_point(c: Case) -> None:
    """The weekday a service's change freeze starts, or where a group gathers before a trip:
    freeze.yaml or the fixtures booklet against the release calendar or the leader's email."""
    s = subject(c, 4)
    o = other(c, s)
    if s.software:
        mine, alt, theirs = sample(c, WEEKDAYS, 3)
        first = Source(
            "freeze.yaml", "file", lambda k, v: f"# {k}\nchange_freeze:\n  starts: {v.lower()}"
        )
        second = Source(
            "release calendar",
            "doc",
            lambda k, v: f"{k} release calendar: changes to {k} are frozen from {v} noon.",
        )
        q = (
            f"Do freeze.yaml and the release calendar freeze {s.code} changes on the same day?"
            if asks_agree(c)
            else f"On which day does the change freeze for {s.code} begin, per freeze.yaml and the release calendar?"
        )
    else:
        mine, alt, theirs = sample(c, MEETING, 3)
        first = Source(
            "fixtures booklet",
            "doc",
            lambda k, v: f"{k} fixtures booklet: for trips away we meet at the {v}.",
        )
        second = Source(
            "leader's email",
            "email",
            lambda k, v: f"Email from the leader: {k} gathers at the {v} before going anywhere.",
        )
        q = (
            f"Do the fixtures booklet and the leader's email send {s.code} to the same place to meet before a trip?"
            if asks_agree(c)
            else f"Where does {s.code} gather before a trip away, going by the fixtures booklet and the leader's email?"
        )
    said = alt if disagrees(c) else mine
    _write(c, s.code, first, second, (mine, said, theirs), first.says(o.code, theirs), q)


TEMPLATES = (
    pool_size_or_squad_size,
    node_release_or_session_fee,
    security_contact_or_first_aider,
    backup_time_or_showcase_start,
    freeze_day_or_meeting_point,
)
