"""Contradiction templates of `fresh23`: two sources state one fact. Instances 0, 2 and 4 of each
template disagree (both events are cited and flagged, both values expected); instances 1 and 3
agree (both cited, none flagged, the one value expected). An uncited event states a distractor:
another subject's value in the same frame, or the daytime contact beside the night one."""

from __future__ import annotations

from cairn.bench.memfresh23_pools import (
    Case,
    chatter,
    choose,
    counts,
    days,
    due_dates,
    others,
    people,
    slot,
    subject,
    words,
)

OFFSET = 7


def flagged(c: Case) -> bool:
    return slot(c)[1] in (0, 2, 4)


def pair(c: Case, a: str, b: str, values: list[str], agreed: str, wrong: str) -> None:
    """Expect the two values (``values``: what each source says) and flag both events, or expect
    the agreed value; ``wrong`` is the distractor."""
    if flagged(c):
        c.expect(values, [a, b], contradictions=[a, b], forbidden=[wrong])
    else:
        c.expect([agreed], [a, b], forbidden=[wrong])


def keys(backlog: str) -> dict[str, str]:
    """The config key words for a backlog or a waiting list."""
    key = "BACKLOG" if backlog == "backlog" else "WAITLIST"
    return {"key": key, "key_lower": key.lower(), "backlog": backlog}


def contra_threshold(c: Case) -> None:
    """A backlog warning level in words in the runbook or handbook against digits in an env line
    or alert settings; another subject's setting in the same frame is the distractor."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    said, other, theirs = counts(c, 3)
    config_value = other if flagged(c) else said
    doc = c.event(
        "d",
        choose(
            c,
            (
                f"{s.code} {s.doc}: warn once there are {s.waiting(words(said))}.",
                f"From the {s.code} {s.doc}, alerts: {s.waiting(words(said))} is where we start "
                "to worry.",
            ),
        ),
        label=f"{s.code} {s.doc}",
        kind="doc",
        trust=0.9,
        after=days(c.rng.uniform(0, 8)),
        session="s1",
    )
    frame = choose(
        c,
        (
            "{env}_{key}_WARN={n}  # {code} {backlog} warning",
            "alert: {code} {backlog}\nwarn_at: {n}\nseverity: warning",
            "[alerts.{key_lower}]  ; {code}\nwarn = {n}",
        ),
    )
    cfg = c.event(
        "c",
        frame.format(env=s.code.upper(), code=s.code, n=config_value, **keys(s.backlog)),
        label=choose(c, ("alert config", "settings")),
        kind="config",
        trust=0.85,
        after=days(c.rng.uniform(0, 8)),
        session="s2",
    )
    c.event(
        "o",
        frame.format(env=o.code.upper(), code=o.code, n=theirs, **keys(o.backlog)),
        label="settings",
        kind="config",
        trust=0.85,
        after=days(c.rng.uniform(0, 8)),
        session="s2",
    )
    chatter(c, s, 2, days(1), 8, "s3")
    q = choose(
        c,
        (
            "Do the {code} {doc} and the alert config agree on the {backlog} warning level?",
            "At what {backlog} length does {code} warn? Are the {doc} and the settings in line?",
            "Does the {code} {doc} match the alert settings on when to warn about the {backlog}?",
        ),
    )
    c.ask(q.format(code=s.code, doc=s.doc, backlog=s.backlog), after=days(11))
    pair(c, doc, cfg, [words(said), str(other)], str(said), str(theirs))


def contra_deadline(c: Case) -> None:
    """When a rework of a kept thing is due, in the kickoff notes against a tracker row; another
    subject's row in the same frame is the distractor."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    due, other, theirs = due_dates(c, 3)
    kick = c.event(
        "k",
        choose(
            c,
            (
                f"Kickoff notes, {s.code}: the {s.kept} rework is due {due}.",
                f"{s.code} kickoff. We aim to have the {s.kept} rework done by {due}.",
                f"Kicked off the {s.code} {s.kept} rework today; due date {due}.",
            ),
        ),
        label=choose(c, ("kickoff notes", f"{s.code} kickoff")),
        kind="meeting",
        trust=0.85,
        after=days(c.rng.uniform(0, 5)),
        session="s1",
    )
    frame = choose(c, ("{code} | {kept} rework | due {d} | open", "{code} / {kept} rework / {d}"))
    row = c.event(
        "t",
        frame.format(code=s.code, kept=s.kept, d=other if flagged(c) else due),
        label="the tracker",
        kind="tracker",
        trust=0.85,
        after=days(c.rng.uniform(1, 9)),
        session="s2",
    )
    c.event(
        "o",
        frame.format(code=o.code, kept=o.kept, d=theirs),
        label="the tracker",
        kind="tracker",
        trust=0.85,
        after=days(c.rng.uniform(1, 9)),
        session="s2",
    )
    chatter(c, s, 2, days(1), 9, "s3")
    q = choose(
        c,
        (
            "When is {code}'s {kept} rework due? Are the kickoff notes and the tracker in line?",
            "Do the {code} kickoff notes and the tracker give the same due date for the {kept} "
            "rework?",
            "By what date should the {code} {kept} rework be finished, and does the tracker "
            "match the kickoff?",
        ),
    )
    c.ask(q.format(code=s.code, kept=s.kept), after=days(12))
    pair(c, kick, row, [due, other], due, theirs)


def contra_owner(c: Case) -> None:
    """Who owns a kept thing, on the team page against a ticket; another subject's owner on the
    team page is the distractor."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    owner, other, theirs = people(c, 3)
    frame = choose(
        c,
        (
            "Team page / {code}: the {kept} is owned by {who}.",
            "Team page. {code} {kept}: owner {who}.",
        ),
    )
    page = c.event(
        "p",
        frame.format(code=s.code, kept=s.kept, who=owner),
        label="team page",
        kind="wiki",
        trust=0.85,
        after=days(c.rng.uniform(0, 6)),
        session="s1",
    )
    c.event(
        "o",
        frame.format(code=o.code, kept=o.kept, who=theirs),
        label="team page",
        kind="wiki",
        trust=0.85,
        after=days(c.rng.uniform(0, 6)),
        session="s1",
    )
    holder = other if flagged(c) else owner
    ticket = c.event(
        "t",
        choose(
            c,
            (
                f"Ticket: {s.code} {s.kept} upkeep. Owner: {holder}. Status: open.",
                f"{s.code} ticket, {s.kept} tidy-up, assigned to its owner {holder}.",
            ),
        ),
        label="a ticket",
        kind="ticket",
        trust=0.8,
        after=days(c.rng.uniform(2, 9)),
        session="s2",
    )
    chatter(c, s, 2, days(1), 9, "s3")
    q = choose(
        c,
        (
            "Who owns {code}'s {kept}? Does the team page match the ticket?",
            "Whose is the {code} {kept}, and do the team page and the ticket say the same person?",
            "Do the team page and the ticket agree on who owns the {kept} of {code}?",
        ),
    )
    c.ask(q.format(code=s.code, kept=s.kept), after=days(12))
    pair(c, page, ticket, [owner, other], owner, theirs)


def contra_duration(c: Case) -> None:
    """How many minutes a piece of work lasts, in the minutes (in words) against a calendar
    invite (in digits); another subject's invite in the same frame is the distractor."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    said, other, theirs = counts(c, 3)
    mins = c.event(
        "m",
        choose(
            c,
            (
                f"{s.code} minutes: each {s.work} is planned to take {words(said)} minutes.",
                f"Minutes ({s.code}). Agreed the {s.work} runs {words(said)} minutes end to end.",
            ),
        ),
        label=choose(c, ("minutes", f"{s.code} minutes")),
        kind="meeting",
        trust=0.85,
        after=days(c.rng.uniform(0, 6)),
        session="s1",
    )
    frame = choose(
        c,
        (
            "Invite: {code} {work}. Length: {n} min.",
            "Calendar / {code} {work} / {n} minutes / recurring",
        ),
    )
    invite = c.event(
        "i",
        frame.format(code=s.code, work=s.work, n=other if flagged(c) else said),
        label="calendar invite",
        kind="calendar",
        trust=0.8,
        after=days(c.rng.uniform(1, 8)),
        session="s2",
    )
    c.event(
        "o",
        frame.format(code=o.code, work=o.work, n=theirs),
        label="calendar invite",
        kind="calendar",
        trust=0.8,
        after=days(c.rng.uniform(1, 8)),
        session="s2",
    )
    chatter(c, s, 2, days(1), 8, "s3")
    q = choose(
        c,
        (
            "How long does {code}'s {work} last? Do the minutes and the calendar invite say the "
            "same?",
            "Are the {code} minutes and the invite in line on the length of the {work}?",
            "Do the minutes and the calendar agree on how many minutes one {code} {work} takes?",
        ),
    )
    c.ask(q.format(code=s.code, work=s.work), after=days(11))
    pair(c, mins, invite, [words(said), str(other)], str(said), str(theirs))


def contra_contact(c: Case) -> None:
    """The out-of-hours contact on the on-call page against a mail; the daytime contact, named
    in an uncited event, is the distractor."""
    s = subject(c, OFFSET)
    night, other, day = people(c, 3)
    page = c.event(
        "p",
        choose(
            c,
            (
                f"On-call page, {s.code}: out-of-hours contact is {night}.",
                f"On-call page. {s.code}, nights and weekends: {night}.",
            ),
        ),
        label="on-call page",
        kind="wiki",
        trust=0.85,
        after=days(c.rng.uniform(0, 6)),
        session="s1",
    )
    who = other if flagged(c) else night
    mail = c.event(
        "e",
        choose(
            c,
            (
                f"Subject: {s.code} after hours\n\nIf anything goes wrong at night, ring {who}."
                "\n\nThe coordinators",
                f"Subject: {s.code} contacts\n\nOut of hours, {who} picks up for {s.code}.\n\n"
                "Thanks",
            ),
        ),
        label="a mail",
        kind="mail",
        trust=0.8,
        after=days(c.rng.uniform(1, 8)),
        session="s2",
    )
    c.event(
        "d",
        choose(
            c,
            (
                f"{s.code}: during the day, questions go to {day}.",
                f"Daytime go-to person for {s.code} is {day}.",
            ),
        ),
        label="a note",
        kind="note",
        trust=0.8,
        after=days(c.rng.uniform(0, 8)),
        session="s1",
    )
    chatter(c, s, 2, days(1), 8, "s3")
    q = choose(
        c,
        (
            "Who is {code}'s out-of-hours contact? Do the on-call page and the mail agree?",
            "Whom do I call at night about {code}, and are the on-call page and the mail in line?",
            "Does the mail match the on-call page on who covers {code} out of hours?",
        ),
    )
    c.ask(q.format(code=s.code), after=days(11))
    pair(c, page, mail, [night, other], night, day)


TEMPLATES = (contra_threshold, contra_deadline, contra_owner, contra_duration, contra_contact)
