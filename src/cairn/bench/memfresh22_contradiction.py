"""The contradiction templates of `fresh22`: two sources about one setting, which disagree in
instances 0, 2 and 4 of a template and agree in 1 and 3 (written differently: in words and in
digits, in lower and title case), beside another subject's setting in the same frame."""

from __future__ import annotations

from cairn.bench.memfresh22_pools import (
    ASK_CHANNELS,
    FORMATS,
    NEWS_CHANNELS,
    WEEKDAYS,
    chatter,
    clock,
    counts,
    instance,
    other,
    people,
    subject,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins, sample

OFFSET = 3
DOC = 0.85


def disagree(c: Case) -> bool:
    return instance(c) % 2 == 0


def contra_threshold_alert(c: Case) -> None:
    """A warning threshold in words in the runbook or handbook against digits in a config
    (an env line, YAML or an INI section), asked whether the two agree."""
    s = subject(c, OFFSET)
    o = other(c, s)
    x, y, z = counts(c, 3)
    if not disagree(c):
        y = x
    doc = c.event(
        "r",
        choose(
            c,
            (
                f"{s.code} {s.doc}: raise a warning once more than {words(x)} {s.unit} are "
                "waiting.",
                f"From the {s.code} {s.doc}: the backlog warning goes off above {words(x)} "
                f"{s.unit}.",
            ),
        ),
        label=f"{s.code} {s.doc}",
        kind="doc",
        trust=DOC,
        after=mins(10),
        session="a",
    )
    frame = choose(
        c,
        (
            "{up}_BACKLOG_WARN={v}  # {code} backlog warning",
            "alerts:\n  - subject: {code}\n    rule: backlog\n    warn_above: {v}",
            "[{code} backlog]\nwarn_at = {v}",
        ),
    )
    cfg = c.event(
        "k",
        frame.format(up=s.code.upper(), code=s.code, v=y),
        label="alert config",
        kind="config",
        trust=DOC,
        after=days(2),
        session="b",
    )
    c.event(
        "o",
        frame.format(up=o.code.upper(), code=o.code, v=z),
        label="alert config",
        kind="config",
        trust=DOC,
        after=days(2) + mins(3),
        session="b",
    )
    chatter(c, s, 2, 0.5, 4, "c")
    c.ask(
        choose(
            c,
            (
                f"Do the {s.code} {s.doc} and the alert config agree on the backlog that "
                "triggers a warning?",
                f"How many waiting {s.unit} set off the {s.code} warning, and are the {s.doc} "
                "and the config in line?",
                f"Does the {s.code} {s.doc} match the config on when to warn about waiting "
                f"{s.unit}?",
            ),
        ),
        after=days(6),
    )
    answers = [words(x), str(y)] if disagree(c) else [str(x)]
    if disagree(c):
        c.expect(answers, [doc, cfg], contradictions=[doc, cfg], forbidden=[str(z)])
    else:
        c.expect(answers, [doc, cfg], forbidden=[str(z)])


def contra_start_time(c: Case) -> None:
    """A start time in the minutes against a calendar invite, asked whether they say the
    same time."""
    s = subject(c, OFFSET)
    o = other(c, s)
    hours = (7, 8, 9, 10, 17, 18, 19) if s.software else (9, 10, 11, 18, 19, 20)
    t1 = clock(c, hours)
    t2 = clock(c, hours)
    while t2 == t1:
        t2 = clock(c, hours)
    t3 = clock(c, hours)
    while t3 in (t1, t2):
        t3 = clock(c, hours)
    if not disagree(c):
        t2 = t1
    day = choose(c, WEEKDAYS)
    minutes = c.event(
        "m",
        choose(
            c,
            (
                f"{s.code} minutes: the {s.work} starts at {t1}.",
                f"Notes from the {s.code} meeting. Agreed: we kick off the {s.work} at {t1}.",
            ),
        ),
        label="meeting notes",
        kind="doc",
        trust=DOC,
        after=mins(30),
        session="a",
    )
    frame = "Calendar invite: {code} {work}, {day} {t}, for an hour"
    invite = c.event(
        "i",
        frame.format(code=s.code, work=s.work, day=day, t=t2),
        label="calendar",
        kind="calendar",
        trust=DOC,
        after=days(1),
        session="b",
    )
    c.event(
        "o",
        frame.format(code=o.code, work=o.work, day=day, t=t3),
        label="calendar",
        kind="calendar",
        trust=DOC,
        after=days(1) + mins(20),
        session="b",
    )
    chatter(c, s, 2, 0.2, 3, "c")
    c.ask(
        choose(
            c,
            (
                f"Do the {s.code} minutes and the calendar say the same start time for the "
                f"{s.work}?",
                f"When does the {s.code} {s.work} kick off, and are the minutes and the invite "
                "in line?",
                f"Going by the minutes and the calendar, what time does the {s.code} {s.work} "
                "begin, and do they agree?",
            ),
        ),
        after=days(5),
    )
    if disagree(c):
        c.expect([t1, t2], [minutes, invite], contradictions=[minutes, invite], forbidden=[t3])
    else:
        c.expect([t1], [minutes, invite], forbidden=[t3])


def contra_format_report(c: Case) -> None:
    """The file type of a monthly report on the wiki against a mail with a header and a
    sign-off, beside another subject's format in the same frame."""
    s = subject(c, OFFSET)
    o = other(c, s)
    f1, f2, f3 = sample(c, FORMATS, 3)
    if not disagree(c):
        f2 = f1
    (sender,) = people(c, 1)
    wiki = c.event(
        "w",
        choose(
            c,
            (
                f"{s.code} wiki, Reports: the monthly {s.unit} report goes out as {f1}.",
                f"{s.code} wiki | monthly report | format: {f1}",
            ),
        ),
        label="the wiki",
        kind="doc",
        trust=DOC,
        after=mins(15),
        session="a",
    )
    mail = c.event(
        "e",
        choose(
            c,
            (
                f"From: {sender}\nSubject: {s.code} monthly report\nHi all, the report is sent "
                f"as {f2}, as it has been. Cheers, {sender}",
                f"From: {sender}\nSubject: {s.code} report\nQuick one: the {s.code} monthly "
                f"report comes as {f2}. Thanks, {sender}",
            ),
        ),
        label=f"mail from {sender}",
        kind="email",
        trust=DOC,
        after=days(3),
        session="b",
    )
    c.event(
        "o",
        f"{o.code} wiki, Reports: the monthly {o.unit} report goes out as {f3}.",
        label="the wiki",
        kind="doc",
        trust=DOC,
        after=days(3) + mins(40),
        session="b",
    )
    chatter(c, s, 2, 0.4, 4, "c")
    c.ask(
        choose(
            c,
            (
                f"Does the {s.code} wiki match {sender}'s mail on the report's file type?",
                f"In which format does {s.code} send its monthly report, and do the wiki and "
                "the mail agree?",
                f"Are the wiki and the mail from {sender} in line on {s.code}'s report format?",
            ),
        ),
        after=days(7),
    )
    if disagree(c):
        c.expect([f1, f2], [wiki, mail], contradictions=[wiki, mail], forbidden=[f3])
    else:
        c.expect([f1], [wiki, mail], forbidden=[f3])


def contra_limit_signup(c: Case) -> None:
    """A cap per piece of work in words in a notice or the runbook against ``max_`` in
    settings, asked as "the ceiling" or "at most"."""
    s = subject(c, OFFSET)
    o = other(c, s)
    x, y, z = counts(c, 3)
    if not disagree(c):
        y = x
    source = "notice" if not s.software else s.doc
    said = choose(
        c,
        (
            f"{s.code} {source}: no more than {words(x)} {s.unit} per {s.work}.",
            f"{s.code} {source}: a {s.work} tops out at {words(x)} {s.unit}.",
        ),
    )
    doc = c.event(
        "n", said, label=f"{s.code} {source}", kind="doc", trust=DOC, after=mins(5), session="a"
    )
    what = "job" if s.software else "sign-up form"
    frame = "{code} {what} settings:\n  max_per_run: {v}\n  notify: true"
    cfg = c.event(
        "f",
        frame.format(code=s.code, what=what, v=y),
        label="settings",
        kind="config",
        trust=DOC,
        after=days(1) + mins(10),
        session="b",
    )
    c.event(
        "o",
        frame.format(code=o.code, what=what, v=z),
        label="settings",
        kind="config",
        trust=DOC,
        after=days(1) + mins(30),
        session="b",
    )
    chatter(c, s, 2, 0.3, 3, "c")
    c.ask(
        choose(
            c,
            (
                f"How many {s.unit} can one {s.code} {s.work} take at most, and do the "
                f"{source} and the settings say the same?",
                f"Do the {s.code} {source} and the settings agree on the ceiling per {s.work}?",
                f"What's the most {s.unit} per {s.code} {s.work}, going by the {source} and "
                "the settings? Do they match?",
            ),
        ),
        after=days(4),
    )
    if disagree(c):
        c.expect([words(x), str(y)], [doc, cfg], contradictions=[doc, cfg], forbidden=[str(z)])
    else:
        c.expect([str(x)], [doc, cfg], forbidden=[str(z)])


def contra_channel_news(c: Case) -> None:
    """The announcement channel in the runbook or handbook against a pinned message, beside
    the channel for questions (another event)."""
    s = subject(c, OFFSET)
    stem = s.code.lower()
    ch1, ch2 = sample(c, NEWS_CHANNELS, 2)
    if not disagree(c):
        ch2 = ch1
    ask = choose(c, ASK_CHANNELS)
    doc = c.event(
        "h",
        choose(
            c,
            (
                f"{s.code} {s.doc}: announcements go in #{stem}-{ch1}.",
                f"{s.code} {s.doc}, Comms: news about the {s.work} is posted to #{stem}-{ch1}.",
            ),
        ),
        label=f"{s.code} {s.doc}",
        kind="doc",
        trust=DOC,
        after=mins(25),
        session="a",
    )
    pin = c.event(
        "p",
        choose(
            c,
            (
                f"pinned: {s.code} announcements live in #{stem}-{ch2}",
                f"pinned note: watch #{stem}-{ch2} for {s.code} {s.work} news",
            ),
        ),
        label="a pinned message",
        kind="chat",
        trust=0.7,
        after=days(2),
        session="b",
    )
    c.event(
        "q",
        f"{s.code} questions go to #{stem}-{ask}, please not the news channel",
        label="a chat line",
        kind="chat",
        trust=0.5,
        after=days(2) + mins(10),
        session="b",
    )
    chatter(c, s, 2, 0.1, 4, "c")
    c.ask(
        choose(
            c,
            (
                f"Where are {s.code} announcements posted, and do the {s.doc} and the pinned "
                "note agree?",
                f"Do the {s.code} {s.doc} and the pinned message name the same news channel?",
                f"Which channel carries {s.code} news? Is the {s.doc} in line with the pin?",
            ),
        ),
        after=days(5),
    )
    a1, a2 = f"#{stem}-{ch1}", f"#{stem}-{ch2}"
    if disagree(c):
        c.expect([a1, a2], [doc, pin], contradictions=[doc, pin], forbidden=[f"#{stem}-{ask}"])
    else:
        c.expect([a1], [doc, pin], forbidden=[f"#{stem}-{ask}"])


TEMPLATES = (
    contra_threshold_alert,
    contra_start_time,
    contra_format_report,
    contra_limit_signup,
    contra_channel_news,
)
