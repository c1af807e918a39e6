"""Contradiction templates of the held-out set `fresh21`: two sources state one relation of a
subject. In three of a template's five cases they disagree (both events are flagged and both
values expected), in two they agree in another surface (digits and words, lower and mixed
case, another sentence). An uncited event states another subject's value in the same frame."""

from __future__ import annotations

from cairn.bench.memfresh21_pools import (
    WEEKDAYS,
    counts,
    dates,
    ident,
    instance,
    number_words,
    other,
    people,
    pick,
    say,
    subject,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, sample

SHIFT = 1


def disagree(c: Case) -> bool:
    """Whether this case's two sources disagree (instances 0, 2 and 4 of a template)."""
    return instance(c) % 2 == 0


def threshold_in_words_and_in_config(c: Case) -> None:
    """The runbook or handbook states a warning threshold in words, a config (YAML or form
    settings) states it in digits; another subject's threshold is in an uncited config line.
    Asked whether the two sources agree, or what each says."""
    s = subject(c, SHIFT)
    o = other(c, s)
    first, second, theirs = counts(c, 3)
    if not disagree(c):
        second = first
    if s.software:
        prose = pick(
            c,
            (
                f"{s.code} {s.doc}: page someone once failed {s.unit} pass "
                f"{number_words(first)} percent.",
                f"Per the {s.code} {s.doc}, the alert fires when the failure rate on {s.unit} "
                f"goes above {number_words(first)} percent.",
            ),
        )
        conf = pick(
            c,
            (
                "alert: {lc}_failures  # {code}\nthreshold_percent: {n}",
                "{uc}_ALERT_PERCENT={n}  # {code} failure alert",
            ),
        )
        asks = (
            f"Do the {s.doc} and the alert config agree on when {s.code} pages someone?",
            f"At what failure rate does {s.code} alert, according to each source?",
            f"Is the {s.code} trigger point the same in the {s.doc} and in the config?",
        )
    else:
        prose = pick(
            c,
            (
                f"{s.code} {s.doc}: warn the organisers once {s.unit} reach {number_words(first)}.",
                f"The {s.code} {s.doc} says to ring the organisers when sign-ups hit "
                f"{number_words(first)} {s.unit}.",
            ),
        )
        conf = pick(
            c,
            (
                "form settings ({code})\nwarn_at_{unit}: {n}",
                "Sign-up form, {code}: warn organisers at {n} {unit}",
            ),
        )
        asks = (
            f"Do the {s.doc} and the form settings agree on when {s.code} warns the organisers?",
            f"How many {s.unit} trigger a warning for {s.code}, per each source?",
            f"Is the {s.code} warning level the same in the {s.doc} and the form?",
        )
    doc = say(c, "doc", prose, label=f"{s.code} {s.doc}", kind="doc", at=0)
    cfg = say(
        c,
        "cfg",
        conf.format(lc=s.code.lower(), uc=s.code.upper(), code=s.code, unit=s.unit, n=second),
        label="config",
        kind="config",
        at=2,
    )
    say(
        c,
        "other",
        conf.format(lc=o.code.lower(), uc=o.code.upper(), code=o.code, unit=o.unit, n=theirs),
        label="config",
        kind="config",
        at=1,
    )
    c.ask(pick(c, asks), after=days(5))
    if disagree(c):
        c.expect(
            [number_words(first), str(second)],
            [doc, cfg],
            contradictions=[doc, cfg],
            forbidden=[str(theirs)],
        )
    else:
        c.expect([str(first)], [doc, cfg], forbidden=[str(theirs)])


def due_date_in_kickoff_and_tracker(c: Case) -> None:
    """Kickoff notes give a date a subject's kept thing is due; the tracker gives a due date
    too (another date, or the same one in another sentence). Another subject's due date sits in
    an uncited tracker row of the same frame."""
    s = subject(c, SHIFT)
    o = other(c, s)
    first, second, theirs = dates(c, 3)
    if not disagree(c):
        second = first
    notes = say(
        c,
        "kick",
        pick(
            c,
            (
                f"{s.code} kickoff notes: {s.thing} has to be ready by {first}.",
                f"Kickoff ({s.code}). Agreed: {s.thing} is due {first}. Owner to confirm.",
            ),
        ),
        label="meeting notes",
        kind="doc",
        at=0,
    )
    row = "{code} | {thing} | due {date} | open"
    tracker = say(
        c,
        "row",
        row.format(code=s.code, thing=s.thing, date=second),
        label="the tracker",
        kind="ticket",
        at=3,
    )
    say(
        c,
        "other",
        row.format(code=o.code, thing=o.thing, date=theirs),
        label="the tracker",
        kind="ticket",
        at=2,
    )
    c.ask(
        pick(
            c,
            (
                f"Do the kickoff notes and the tracker give {s.code} the same due date for "
                f"{s.thing}?",
                f"By when is {s.code}'s {s.thing.removeprefix('the ')} due? What do the "
                "kickoff notes and the "
                "tracker each say?",
                f"Are the kickoff notes and the tracker in line on {s.code}'s deadline?",
            ),
        ),
        after=days(6),
    )
    if disagree(c):
        c.expect([first, second], [notes, tracker], contradictions=[notes, tracker])
    else:
        c.expect([first], [notes, tracker])
    c.expected["forbidden_answers"] = [theirs]


def build_in_wiki_and_deploy_log(c: Case) -> None:
    """The wiki says which build of a subject's kept thing is in use; the log says what was
    put in place (another id, or the same id in other letter case). Another subject's id sits
    in an uncited log line. Asked whether wiki and log match, or what each says."""
    s = subject(c, SHIFT)
    o = other(c, s)
    first, second, theirs = ident(c, 3)
    if not disagree(c):
        second = first.lower() if first != first.lower() else first.upper()
    wiki_text = pick(
        c,
        (
            f"{s.code} wiki: production shows {s.thing} on {first}.",
            f"Wiki, {s.code} page. {s.thing.capitalize()} in use: {first}.",
            f"{s.code} wiki -- we're on {first} for {s.thing}.",
        ),
    )
    if not s.software:
        wiki_text = pick(
            c,
            (
                f"{s.code} wiki: the current {s.thing.removeprefix('the ')} is revision {first}.",
                f"Wiki, {s.code} page. {s.thing.capitalize()} in use: revision {first}.",
            ),
        )
    wiki = say(c, "wiki", wiki_text, label="the wiki", kind="doc", at=0)
    if s.software:
        line = "deployed {id} to {code} prod ({thing})"
    else:
        line = "{code} files: {thing} swapped for revision {id}"
    log = say(
        c,
        "log",
        line.format(id=second, code=s.code, thing=s.thing),
        label="the log",
        kind="log",
        at=1,
    )
    say(
        c,
        "other",
        line.format(id=theirs, code=o.code, thing=o.thing),
        label="the log",
        kind="log",
        at=1.5,
    )
    c.ask(
        pick(
            c,
            (
                f"Does the wiki match the log on the revision of {s.thing} {s.code} uses?",
                f"Which revision of {s.thing} is {s.code} on, going by the wiki and the log?",
                f"Do the wiki and the log say the same about {s.code}'s "
                f"{s.thing.removeprefix('the ')}?",
            ),
        ),
        after=days(4),
    )
    if disagree(c):
        c.expect([first, second], [wiki, log], contradictions=[wiki, log], forbidden=[theirs])
    else:
        c.expect([first], [wiki, log], forbidden=[theirs])


def weekday_in_minutes_and_invite(c: Case) -> None:
    """Minutes say which weekday a subject's piece of work is on; a calendar invite repeats
    it (another weekday, or the same one). Another subject's invite, same frame, is uncited."""
    s = subject(c, SHIFT)
    o = other(c, s)
    first, second, theirs = sample(c, WEEKDAYS, 3)
    if not disagree(c):
        second = first
    minutes = say(
        c,
        "min",
        pick(
            c,
            (
                f"{s.code} minutes: {s.work} moves to {first} each week.",
                f"Minutes ({s.code}). From next week {s.work} is on {first}.",
                f"{s.code} catch-up notes: we agreed {first} suits best for {s.work}.",
            ),
        ),
        label="meeting notes",
        kind="doc",
        at=0,
    )
    invite = "Calendar invite: {work} ({code}), repeats every week on {day}"
    cal = say(
        c,
        "cal",
        invite.format(work=s.work, code=s.code, day=second),
        label="calendar",
        kind="calendar",
        at=1,
    )
    say(
        c,
        "other",
        invite.format(work=o.work, code=o.code, day=theirs),
        label="calendar",
        kind="calendar",
        at=0.5,
    )
    c.ask(
        pick(
            c,
            (
                f"Do the minutes and the calendar say the same weekday for {s.code}'s {s.job}?",
                f"Which day of the week is {s.code}'s {s.job}, per the minutes and the invite?",
                f"Are the notes and the calendar in line about when {s.code} does {s.work}?",
            ),
        ),
        after=days(3),
    )
    if disagree(c):
        c.expect([first, second], [minutes, cal], contradictions=[minutes, cal])
    else:
        c.expect([first], [minutes, cal])
    c.expected["forbidden_answers"] = [theirs]


def owner_on_team_page_and_ticket(c: Case) -> None:
    """The team page says who owns a subject's piece of work; a ticket's assignee line says
    who too (another person, or the same one). Another subject's owner, same
    frame, is uncited. Asked as a who-question or whether the two sources agree."""
    s = subject(c, SHIFT)
    o = other(c, s)
    first, second, theirs = people(c, 3)
    if not disagree(c):
        second = first
    page = say(
        c,
        "page",
        pick(
            c,
            (
                f"Team page, {s.code}: {s.work} is owned by {first}.",
                f"{s.code} team page -- {first} looks after {s.work}.",
                f"{s.code}: {first} is the person in charge of {s.work}.",
            ),
        ),
        label="team page",
        kind="doc",
        at=0,
    )
    line = "Ticket {code}-{n}: {work}, assignee {who}"
    num_mine, num_theirs = sample(c, range(100, 999), 2)
    ticket = say(
        c,
        "tix",
        line.format(code=s.code, n=num_mine, work=s.work, who=second),
        label="the tracker",
        kind="ticket",
        at=2,
    )
    say(
        c,
        "other",
        line.format(code=o.code, n=num_theirs, work=o.work, who=theirs),
        label="the tracker",
        kind="ticket",
        at=1,
    )
    c.ask(
        pick(
            c,
            (
                f"Who owns {s.code}'s {s.job}? Do the team page and the ticket agree?",
                f"Which person is responsible for {s.work} at {s.code}, per the page and the "
                "ticket?",
                f"Do the team page and the tracker name the same owner for {s.code}'s {s.job}?",
            ),
        ),
        after=days(5),
    )
    if disagree(c):
        c.expect([first, second], [page, ticket], contradictions=[page, ticket])
    else:
        c.expect([first], [page, ticket])
    c.expected["forbidden_answers"] = [theirs]


TEMPLATES = (
    threshold_in_words_and_in_config,
    due_date_in_kickoff_and_tracker,
    build_in_wiki_and_deploy_log,
    weekday_in_minutes_and_invite,
    owner_on_team_page_and_ticket,
)
