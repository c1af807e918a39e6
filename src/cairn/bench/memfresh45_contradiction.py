"""`fresh45` contradiction templates: a file or document states a value, a message, an email or
another document states it again in a session of its own. Instances 0, 2 and 4 disagree (both
values expected, both events flagged); 1 and 3 agree, the second source saying the value in
another form. Another subject's value in the first source's frame is the distractor."""

from __future__ import annotations

from cairn.bench.memfresh45_pools import (
    chat_lines,
    clock,
    counts,
    evening,
    in_words,
    instance,
    other,
    people,
    say,
    spelled,
    subject,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, sample

TERRAFORM = ("1.5.7", "1.6.6", "1.7.5", "1.8.4", "1.9.2")
DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday")


def disagree(c: Case) -> bool:
    return instance(c) % 2 == 0


def _write(
    c: Case,
    first: tuple[str, str, str],
    second: tuple[str, str, str],
    rival: str,
    question: str,
    answers: list[str],
    forbidden: list[str],
) -> None:
    """The first source, the second a few days on in a session of its own, another subject's
    value in the first source's frame, two chat lines, the question."""
    s = subject(c)
    a = say(c, "first", first[0], first[1], first[2], days(c.rng.uniform(0, 2)), "a")
    b = say(c, "second", second[0], second[1], second[2], days(c.rng.uniform(3, 6)), "b")
    say(c, "rival", rival, first[1], first[2], days(c.rng.uniform(0, 6)), "c")
    for i, text in enumerate(sample(c, chat_lines(s), 2)):
        say(
            c,
            f"chat{i}",
            text,
            f"team chat message {i + 1}",
            "chat",
            days(c.rng.uniform(0, 7)),
            "d",
        )
    c.ask(question, after=days(c.rng.uniform(8, 10)))
    flagged = [a, b] if disagree(c) else []
    c.expect(answers, [a, b], contradictions=flagged, forbidden=forbidden)


def _ask(c: Case, plain: str, agree: str) -> str:
    """Instances 0 and 4 ask for the value going by both sources; 1, 2 and 3 whether they
    agree (the two wordings are the caller's)."""
    return agree if instance(c) in (1, 2, 3) else plain


def replica_count_or_crew_size(c: Case) -> None:
    """How many replicas of a service run in production, or how many members of a group may
    travel to an away event; agreeing, the second source gives the count in words."""
    s = subject(c)
    o = other(c, s)
    one, two, theirs = counts(c, 3)
    said = str(two) if disagree(c) else spelled(one)
    answers = [str(one), str(two)] if disagree(c) else [str(one)]
    if s.software:
        first = (f"# {s.code}\nreplicas: {one}", "deploy.yaml", "file")
        second = (
            f"{s.code} scaling notes: production runs {said} replicas.",
            "scaling notes",
            "doc",
        )
        q = _ask(
            c,
            f"Going by deploy.yaml and the scaling notes, how many replicas of {s.code} run in "
            "production?",
            f"Do deploy.yaml and the scaling notes agree on how many copies of {s.code} run in "
            "production?",
        )
        _write(c, first, second, f"# {o.code}\nreplicas: {theirs}", q, answers, [str(theirs)])
        return
    first = (
        f"{s.code} squad sheet: up to {one} members travel to an away event.",
        "squad sheet",
        "doc",
    )
    second = (
        f"Text from the captain: {s.code} can take {said} people to the away event this year.",
        "captain's text",
        "message",
    )
    q = _ask(
        c,
        f"According to the squad sheet and the captain's text, how many {s.code} members may "
        "travel to an away event?",
        f"Do the squad sheet and the captain's text give the same number of {s.code} members "
        "allowed to travel?",
    )
    rival = f"{o.code} squad sheet: up to {theirs} members travel to an away event."
    _write(c, first, second, rival, q, answers, [str(theirs)])


def terraform_version_or_annual_sub(c: Case) -> None:
    """The Terraform release a service needs, or a group's yearly subscription; agreeing, the
    second source gives the amount in pounds written out."""
    s = subject(c)
    o = other(c, s)
    if s.software:
        one, two, theirs = sample(c, TERRAFORM, 3)
        two = two if disagree(c) else one
        answers = [one, two] if disagree(c) else [one]
        first = (
            f'# {s.code}\nterraform {{\n  required_version = "{one}"\n}}',
            "versions.tf",
            "file",
        )
        second = (
            f"{s.code} is applied with Terraform {two}, as the platform handbook has it.",
            "platform handbook",
            "doc",
        )
        q = _ask(
            c,
            f"Going by versions.tf and the platform handbook, which Terraform release does "
            f"{s.code} need?",
            f"Do versions.tf and the platform handbook name the same Terraform release for "
            f"{s.code}?",
        )
        rival = f'# {o.code}\nterraform {{\n  required_version = "{theirs}"\n}}'
        _write(c, first, second, rival, q, answers, [theirs])
        return
    n1, n2, n3 = counts(c, 3)
    said = f"£{n2}" if disagree(c) else f"{n1} pounds"
    answers = [f"£{n1}", f"£{n2}"] if disagree(c) else [f"£{n1}"]
    first = (f"{s.code} membership form: annual subscription £{n1}.", "membership form", "doc")
    second = (
        f"Email from the secretary: the {s.code} sub comes to {said} a year.",
        "secretary's email",
        "email",
    )
    q = _ask(
        c,
        f"Going by the membership form and the secretary's email, what is the yearly {s.code} "
        "subscription?",
        f"Do the membership form and the secretary's email agree on what a year of {s.code} costs?",
    )
    rival = f"{o.code} membership form: annual subscription £{n3}."
    _write(c, first, second, rival, q, answers, [f"£{n3}"])


def dpo_contact_or_welfare_officer(c: Case) -> None:
    """Who handles a service's data protection requests, or who a group's welfare officer is."""
    s = subject(c)
    o = other(c, s)
    one, two, theirs = people(c, 3)
    two = two if disagree(c) else one
    answers = [one, two] if disagree(c) else [one]
    if s.software:
        first = (
            f"# {s.code} privacy\n\nData protection requests are handled by {one}.",
            "PRIVACY.md",
            "file",
        )
        second = (
            f"{s.code}: send anything about personal data to {two}.",
            "team handbook",
            "doc",
        )
        q = _ask(
            c,
            f"According to PRIVACY.md and the team handbook, who deals with data protection "
            f"requests for {s.code}?",
            f"Do PRIVACY.md and the team handbook agree on who answers {s.code}'s data requests?",
        )
        rival = f"# {o.code} privacy\n\nData protection requests are handled by {theirs}."
        _write(c, first, second, rival, q, answers, [theirs])
        return
    first = (f"{s.code} noticeboard: our welfare officer is {one}.", "noticeboard", "doc")
    second = (
        f"Email from the committee: if anyone has a concern, {two} looks after welfare for "
        f"{s.code}.",
        "committee email",
        "email",
    )
    q = _ask(
        c,
        f"Going by the noticeboard and the committee email, who is {s.code}'s welfare officer?",
        f"Do the noticeboard and the committee email name the same welfare officer for {s.code}?",
    )
    rival = f"{o.code} noticeboard: our welfare officer is {theirs}."
    _write(c, first, second, rival, q, answers, [theirs])


def report_time_or_session_start(c: Case) -> None:
    """When a service's evening report runs, or when a group's evening sessions start;
    agreeing, the second source says the time in words."""
    s = subject(c)
    o = other(c, s)
    times: list[tuple[int, int]] = []
    while len(times) < 3:
        hm = evening(c)
        if all(hm[0] != t[0] for t in times):
            times.append(hm)
    one, two, theirs = times
    said = clock(two) if disagree(c) else in_words(one)
    answers = [clock(one), clock(two)] if disagree(c) else [clock(one)]
    if s.software:
        first = (f'{s.code}-report:\n  runs_at: "{clock(one)}"', "scheduler.yaml", "file")
        second = (
            f"{s.code} ops notes: the evening report goes out at {said}.",
            "ops notes",
            "doc",
        )
        q = _ask(
            c,
            f"Going by scheduler.yaml and the ops notes, what time does {s.code}'s evening "
            "report run?",
            f"Do scheduler.yaml and the ops notes give the same time for {s.code}'s evening "
            "report?",
        )
        rival = f'{o.code}-report:\n  runs_at: "{clock(theirs)}"'
        _write(c, first, second, rival, q, answers, [clock(theirs)])
        return
    first = (f"{s.code} poster: sessions start at {clock(one)}.", "poster", "doc")
    second = (
        f"Text from the convenor: on session nights {s.code} gets going at {said}.",
        "convenor's text",
        "message",
    )
    q = _ask(
        c,
        f"Going by the poster and the convenor's text, when do {s.code}'s evening sessions start?",
        f"Do the poster and the convenor's text agree on when {s.code} starts of an evening?",
    )
    rival = f"{o.code} poster: sessions start at {clock(theirs)}."
    _write(c, first, second, rival, q, answers, [clock(theirs)])


def maintenance_day_or_session_room(c: Case) -> None:
    """The weekday of a service's maintenance window, or the room a group meets in."""
    s = subject(c)
    o = other(c, s)
    if s.software:
        one, two, theirs = sample(c, DAYS, 3)
        two = two if disagree(c) else one
        answers = [one, two] if disagree(c) else [one]
        first = (f"{s.code}:\n  maintenance_window: {one}", "maintenance.yaml", "file")
        second = (
            f"{s.code} status page: planned maintenance happens on {two.title()} each week.",
            "status page",
            "doc",
        )
        q = _ask(
            c,
            f"Going by maintenance.yaml and the status page, which weekday is {s.code}'s "
            "maintenance window?",
            f"Do maintenance.yaml and the status page put {s.code}'s maintenance on the same day?",
        )
        _write(c, first, second, f"{o.code}:\n  maintenance_window: {theirs}", q, answers, [theirs])
        return
    one, two = s.places if choose(c, (True, False)) else s.places[::-1]
    two = two if disagree(c) else one
    theirs = o.places[0]
    answers = [one, two] if disagree(c) else [one]
    first = (f"{s.code} programme: this term we meet in {one}.", "programme", "doc")
    second = (
        f"Email from the chair: {s.code} will be in {two} every week until the break.",
        "chair's email",
        "email",
    )
    q = _ask(
        c,
        f"Going by the programme and the chair's email, which room does {s.code} meet in?",
        f"Do the programme and the chair's email send {s.code} to the same room?",
    )
    rival = f"{o.code} programme: this term we meet in {theirs}."
    _write(c, first, second, rival, q, answers, [theirs])


TEMPLATES = (
    replica_count_or_crew_size,
    terraform_version_or_annual_sub,
    dpo_contact_or_welfare_officer,
    report_time_or_session_start,
    maintenance_day_or_session_room,
)
