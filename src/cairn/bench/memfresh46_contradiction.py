"""`fresh46` contradiction templates: a file or document and a message, email or second
document, each in a session of its own, disagree (instances 0, 2 and 4) or agree (1 and 3, the
second often in other words: a count or a time spelled out, an amount in pounds). Another
subject's value in the first source's frame is the distractor."""

from __future__ import annotations

from cairn.bench.memfresh46_pools import (
    Subject,
    chatter,
    clock,
    clock_words,
    counts,
    evening,
    in_words,
    instance,
    other,
    people,
    say,
    subject,
)
from cairn.bench.memgen import Case, Template
from cairn.bench.memset import days, sample

Fact = tuple[str, str, str]
PYTHONS = ("3.9", "3.10", "3.11", "3.12", "3.13")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")


def flagged(c: Case) -> bool:
    return instance(c) in (0, 2, 4)


def asks_agree(c: Case) -> bool:
    return instance(c) in (1, 2, 3)


def write(
    c: Case,
    s: Subject,
    first: Fact,
    second: Fact,
    rival: Fact,
    answers: list[str],
    forbidden: list[str],
    question: str,
) -> None:
    a = say(c, "a", *first, days(c.rng.uniform(0, 3)), "s1")
    b = say(c, "b", *second, days(c.rng.uniform(4, 8)), "s2")
    say(c, "o", *rival, days(c.rng.uniform(0, 8)), "s3")
    chatter(c, s, 2, days(0), 8)
    c.ask(question, after=days(c.rng.uniform(10, 14)))
    c.expect(answers, [a, b], contradictions=[a, b] if flagged(c) else [], forbidden=forbidden)


def contra_thread_count_or_coach_seats(c: Case) -> None:
    """How many worker processes a service's web tier starts (gunicorn.conf.py against the
    tuning notes), or how many coach seats a group has (the booking sheet against the
    organiser's text); where they agree the second spells the count out."""
    s = subject(c, 0)
    o = other(c, s)
    n1, n2, n3 = counts(c, 3)
    said = str(n2) if flagged(c) else in_words(n1)
    if s.software:
        first = (f"# {s.code} web tier\nworkers = {n1}\n", "gunicorn.conf.py", "file")
        second = (
            f"{s.code} tuning notes: after the soak test we settled on {said} gunicorn workers.",
            "tuning notes",
            "doc",
        )
        rival = (f"# {o.code} web tier\nworkers = {n3}\n", "gunicorn.conf.py", "file")
        q = (
            f"Do gunicorn.conf.py and the tuning notes agree on how many worker processes "
            f"{s.code}'s web tier starts?"
            if asks_agree(c)
            else f"Going by gunicorn.conf.py and the tuning notes, how many worker processes "
            f"does {s.code}'s web tier start?"
        )
    else:
        first = (
            f"{s.code} booking sheet: {n1} seats reserved on the coach to the festival.",
            "booking sheet",
            "doc",
        )
        second = (
            f"Text from the organiser: {s.code} has {said} seats on the festival coach.",
            "organiser's text",
            "message",
        )
        rival = (
            f"{o.code} booking sheet: {n3} seats reserved on the coach to the festival.",
            "booking sheet",
            "doc",
        )
        q = (
            f"Do the booking sheet and the organiser's text give the same number of festival "
            f"coach seats for {s.code}?"
            if asks_agree(c)
            else f"According to the booking sheet and the organiser's text, how many seats does "
            f"{s.code} have on the festival coach?"
        )
    answers = [str(n1), str(n2)] if flagged(c) else [str(n1)]
    write(c, s, first, second, rival, answers, [str(n3)], q)


def contra_python_version_or_entry_fee(c: Case) -> None:
    """The lowest Python release a service needs (pyproject.toml against the onboarding guide),
    or what a group pays to enter a festival (the entry form against the treasurer's email;
    agreeing, the amount in pounds written out)."""
    s = subject(c, 1)
    o = other(c, s)
    if s.software:
        v1, v2, v3 = sample(c, PYTHONS, 3)
        said = v2 if flagged(c) else v1
        first = (
            f'[project]\nname = "{s.code.lower()}"\nrequires-python = ">={v1}"\n',
            "pyproject.toml",
            "file",
        )
        second = (
            f"{s.code} onboarding guide: install Python {said} or newer before you clone.",
            "onboarding guide",
            "doc",
        )
        rival = (
            f'[project]\nname = "{o.code.lower()}"\nrequires-python = ">={v3}"\n',
            "pyproject.toml",
            "file",
        )
        q = (
            f"Do pyproject.toml and the onboarding guide name the same minimum Python release "
            f"for {s.code}?"
            if asks_agree(c)
            else f"Which Python release does {s.code} need at the least, going by pyproject.toml "
            "and the onboarding guide?"
        )
        answers = [v1, v2] if flagged(c) else [v1]
        write(c, s, first, second, rival, answers, [v3], q)
        return
    n1, n2, n3 = counts(c, 3)
    first = (
        f"{s.code} entry form: the festival entry fee is £{n1} per group.",
        "entry form",
        "doc",
    )
    second = (
        f"Email from the treasurer: the {s.code} festival entry is £{n2}, please pay by transfer."
        if flagged(c)
        else f"Email from the treasurer: the {s.code} festival entry comes to {n1} pounds, "
        "please pay by transfer.",
        "treasurer's email",
        "email",
    )
    rival = (
        f"{o.code} entry form: the festival entry fee is £{n3} per group.",
        "entry form",
        "doc",
    )
    q = (
        f"Do the entry form and the treasurer's email agree on {s.code}'s festival entry fee?"
        if asks_agree(c)
        else f"What does {s.code} pay to enter the festival, according to the entry form and the "
        "treasurer's email?"
    )
    answers = [f"£{n1}", f"£{n2}"] if flagged(c) else [f"£{n1}"]
    write(c, s, first, second, rival, answers, [f"£{n3}"], q)


def contra_security_contact_or_first_aider(c: Case) -> None:
    """Who takes a service's vulnerability reports (SECURITY.md against the engineering
    handbook), or who a group's first aider is (the club website against the conductor's
    email)."""
    s = subject(c, 2)
    o = other(c, s)
    a, b, e = people(c, 3)
    said = b if flagged(c) else a
    if s.software:
        first = (
            f"# Security policy for {s.code}\n\nPlease report vulnerabilities privately to {a}.\n",
            "SECURITY.md",
            "file",
        )
        second = (
            f"{s.code} engineering handbook: vulnerability reports are triaged by {said}.",
            "engineering handbook",
            "doc",
        )
        rival = (
            f"# Security policy for {o.code}\n\nPlease report vulnerabilities privately to {e}.\n",
            "SECURITY.md",
            "file",
        )
        q = (
            f"Do SECURITY.md and the engineering handbook name the same person for {s.code}'s "
            "vulnerability reports?"
            if asks_agree(c)
            else f"Who receives {s.code}'s vulnerability reports, going by SECURITY.md and the "
            "engineering handbook?"
        )
    else:
        first = (
            f"{s.code} on the club website: our first aider at rehearsals is {a}.",
            "club website",
            "doc",
        )
        second = (
            f"Email from the conductor: if anyone gets hurt at a {s.code} rehearsal, {said} is "
            "the first aider.",
            "conductor's email",
            "email",
        )
        rival = (
            f"{o.code} on the club website: our first aider at rehearsals is {e}.",
            "club website",
            "doc",
        )
        q = (
            f"Do the club website and the conductor's email name the same first aider for {s.code}?"
            if asks_agree(c)
            else f"Going by the club website and the conductor's email, who patches people up at "
            f"{s.code} rehearsals?"
        )
    answers = [a, b] if flagged(c) else [a]
    write(c, s, first, second, rival, answers, [e], q)


def contra_backup_time_or_rehearsal_start(c: Case) -> None:
    """When a service's nightly backup starts (backup.timer against the backup runbook), or when
    a group's rehearsals start (the flyer against the director's text); agreeing, the second
    says the time in words."""
    s = subject(c, 3)
    o = other(c, s)
    t1, t2, t3 = evening(c, 3)
    said = clock(t2) if flagged(c) else clock_words(t1)
    if s.software:
        first = (
            f"# {s.code}-backup.timer\n[Timer]\nOnCalendar=*-*-* {clock(t1)}:00\n",
            "backup.timer",
            "file",
        )
        second = (
            f"{s.code} backup runbook: the nightly dump kicks off at {said}.",
            "backup runbook",
            "doc",
        )
        rival = (
            f"# {o.code}-backup.timer\n[Timer]\nOnCalendar=*-*-* {clock(t3)}:00\n",
            "backup.timer",
            "file",
        )
        q = (
            f"Do backup.timer and the backup runbook put {s.code}'s nightly backup at the same "
            "time?"
            if asks_agree(c)
            else f"When does {s.code}'s nightly backup start, according to backup.timer and the "
            "backup runbook?"
        )
    else:
        first = (f"{s.code} flyer: rehearsals begin at {clock(t1)}.", "flyer", "doc")
        second = (
            f"Text from the musical director: {s.code} rehearsals get going at {said}, see you "
            "there.",
            "director's text",
            "message",
        )
        rival = (f"{o.code} flyer: rehearsals begin at {clock(t3)}.", "flyer", "doc")
        q = (
            f"Do the flyer and the director's text give {s.code} rehearsals the same start time?"
            if asks_agree(c)
            else f"Going by the flyer and the director's text, what time do {s.code} rehearsals "
            "start?"
        )
    answers = [clock(t1), clock(t2)] if flagged(c) else [clock(t1)]
    write(c, s, first, second, rival, answers, [clock(t3)], q)


def contra_freeze_day_or_performance_venue(c: Case) -> None:
    """The weekday a service freezes its code (release.yaml against the release calendar), or
    the room a group performs in (the season card against the bookings email)."""
    s = subject(c, 4)
    o = other(c, s)
    if s.software:
        d1, d2, d3 = sample(c, WEEKDAYS, 3)
        said = d2 if flagged(c) else d1
        first = (f"# {s.code}\nrelease:\n  code_freeze: {d1.lower()}\n", "release.yaml", "file")
        second = (
            f"{s.code} release calendar: the code freeze falls every {said}.",
            "release calendar",
            "doc",
        )
        rival = (f"# {o.code}\nrelease:\n  code_freeze: {d3.lower()}\n", "release.yaml", "file")
        q = (
            f"Do release.yaml and the release calendar put {s.code}'s code freeze on the same "
            "weekday?"
            if asks_agree(c)
            else f"On which weekday does {s.code} freeze its code, going by release.yaml and the "
            "release calendar?"
        )
        answers = [d1, d2] if flagged(c) else [d1]
        write(c, s, first, second, rival, answers, [d3], q)
        return
    r1, r2 = sample(c, s.rooms, 2)
    r3 = o.rooms[0]
    said = r2 if flagged(c) else r1
    first = (
        f"{s.code} season card: every performance this season is at {r1}.",
        "season card",
        "doc",
    )
    second = (
        f"Email from bookings: {s.code}'s performances are all at {said} this season.",
        "bookings email",
        "email",
    )
    rival = (
        f"{o.code} season card: every performance this season is at {r3}.",
        "season card",
        "doc",
    )
    q = (
        f"Do the season card and the bookings email send {s.code}'s performances to the same room?"
        if asks_agree(c)
        else f"According to the season card and the bookings email, where does {s.code} perform?"
    )
    answers = [r1, r2] if flagged(c) else [r1]
    write(c, s, first, second, rival, answers, [r3], q)


TEMPLATES: tuple[Template, ...] = (
    contra_thread_count_or_coach_seats,
    contra_python_version_or_entry_fee,
    contra_security_contact_or_first_aider,
    contra_backup_time_or_rehearsal_start,
    contra_freeze_day_or_performance_venue,
)
