"""Contradiction templates of `fresh24`: two sources about one value of one subject, which
disagree in the first, third and fifth case of a template and agree in the second and fourth.
A warning level (words in the rules, digits in a config), a start time (minutes and an invite), a
report's file format (a wiki row and a mail), a cap (words in a notice, digits in settings) and
the announcement channel (the rules and a pinned message). Another subject's value in the same
frame, or the channel for questions, is the distractor. No question says "conflict"."""

from __future__ import annotations

from cairn.bench.memfresh24_pools import (
    CHANNELS,
    FORMATS,
    chatter,
    clocks,
    counts,
    instance,
    other,
    people,
    say,
    subject,
    when,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, sample

OFFSET = 3


def disagree(c: Case) -> bool:
    return instance(c) % 2 == 0


def settle(c: Case, first: str, second: str, one: str, two: str, forbidden: list[str]) -> None:
    """Expect both values flagged when the sources disagree, the one value when they agree."""
    if disagree(c):
        c.expect([first, second], [one, two], contradictions=[one, two], forbidden=forbidden)
    else:
        c.expect([second], [one, two], forbidden=forbidden)


def threshold_rules_against_config(c: Case) -> None:
    """A warning level in words in the runbook or handbook against digits in an env line, YAML
    or an INI section."""
    s, d = subject(c, OFFSET), other(subject(c, OFFSET))
    n1, n2, n3 = counts(c, 3)
    n2 = n2 if disagree(c) else n1
    rules = choose(
        c,
        [
            f"{s.code} {s.doc}: warn when more than {words(n1)} {s.unit} are waiting.",
            f"From the {s.code} {s.doc}: the warning level is {words(n1)} {s.unit} in the queue.",
        ],
    )
    frame = choose(
        c,
        [
            "{u}_WARN_AT={n}  # {c} warning level",
            "alert: backlog\n  warn_at: {n}  # {c}",
            "[warnings]  ; {c}\nwarn_at = {n}",
        ],
    )
    one = say(c, "rules", rules, f"{s.code} {s.doc}", kind="document", at=when(c, 0, 4))
    two = say(c, "config", frame.format(u=s.code.upper(), n=n2, c=s.code), "settings",
              kind="config", at=when(c, 1, 6))  # fmt: skip
    say(c, "other", frame.format(u=d.code.upper(), n=n3, c=d.code), "settings", kind="config",
        at=when(c, 0, 6))  # fmt: skip
    chatter(c, s, 2, 0, 8, "s1")
    q = choose(
        c,
        [
            f"Do the {s.code} {s.doc} and the config agree on the warning level?",
            f"What warning level does {s.code} use, and is the {s.doc} in line with the config?",
            f"At what point does {s.code} warn? Does the {s.doc} match the settings?",
        ],
    )
    c.ask(q, after=days(when(c, 9, 14)))
    settle(c, words(n1), str(n2), one, two, [str(n3)])


def start_time_minutes_against_invite(c: Case) -> None:
    """A start time in the minutes against a calendar invite; another subject's invite is the
    distractor."""
    s, d = subject(c, OFFSET), other(subject(c, OFFSET), 4)
    t1, t2, t3 = clocks(c, 3)
    t2 = t2 if disagree(c) else t1
    a, b = people(c, 2)
    minutes = choose(
        c,
        [
            f"Minutes ({s.code}). Present: {a}, {b}. Agreed: the {s.work} starts at {t1}.",
            f"{s.code} meeting notes: we kick off the {s.work} at {t1} sharp.",
        ],
    )
    frame = choose(
        c,
        [
            "Calendar invite: {c} {w}, starts {t}.",
            "Invite: {w} ({c}) at {t}, organiser {o}.",
        ],
    )
    one = say(c, "minutes", minutes, "minutes", kind="meeting", at=when(c, 0, 3))
    two = say(c, "invite", frame.format(c=s.code, w=s.work, t=t2, o=b), "calendar",
              kind="calendar", at=when(c, 1, 5))  # fmt: skip
    say(c, "other", frame.format(c=d.code, w=d.work, t=t3, o=a), "calendar", kind="calendar",
        at=when(c, 0, 5))  # fmt: skip
    chatter(c, s, 2, 0, 8, "s1")
    q = choose(
        c,
        [
            f"Do the {s.code} minutes and the calendar say the same start time for the {s.work}?",
            f"When does the {s.code} {s.work} kick off? Are the minutes and the invite in line?",
            f"What time does the {s.code} {s.work} begin, and do the two sources agree?",
        ],
    )
    c.ask(q, after=days(when(c, 8, 12)))
    settle(c, t1, t2, one, two, [t3])


def format_wiki_against_mail(c: Case) -> None:
    """A report's file format in a wiki row against a mail; another subject's format in the same
    wiki frame is the distractor."""
    s, d = subject(c, OFFSET), other(subject(c, OFFSET), 2)
    f1, f2, f3 = sample(c, FORMATS, 3)
    f2 = f2 if disagree(c) else f1
    (p,) = people(c, 1)
    frame = choose(c, ["| {c} | monthly report | {f} |", "{c}: the monthly report is a {f} file."])
    one = say(c, "wiki", frame.format(c=s.code, f=f1), "wiki", kind="document", at=when(c, 0, 4))
    mail = choose(
        c,
        [
            f"From: {p}\nSubject: {s.code} report\nThe {s.code} monthly report goes out as {f2}, "
            f"as agreed.\nThanks, {p}",
            f"Subject: re: {s.code} numbers\nHi all, the monthly {s.code} report is {f2}.\n-- {p}",
        ],
    )
    two = say(c, "mail", mail, f"mail from {p}", kind="mail", at=when(c, 0, 4))
    say(c, "other", frame.format(c=d.code, f=f3), "wiki", kind="document", at=when(c, 0, 5))
    chatter(c, s, 2, 0, 8, "s1")
    q = choose(
        c,
        [
            f"Does the {s.code} wiki match {p}'s mail on the report's file type?",
            f"Which file type is the {s.code} monthly report? Do the wiki and the mail agree?",
        ],
    )
    c.ask(q, after=days(when(c, 8, 12)))
    settle(c, f1, f2, one, two, [f3])


def cap_notice_against_settings(c: Case) -> None:
    """A cap per run in words in a notice against ``max_per_run`` in settings; another subject's
    settings are the distractor."""
    s, d = subject(c, OFFSET), other(subject(c, OFFSET), 6)
    n1, n2, n3 = counts(c, 3)
    n2 = n2 if disagree(c) else n1
    notice = choose(
        c,
        [
            f"Notice: each {s.code} {s.work} takes no more than {words(n1)} {s.unit}.",
            f"Reminder, {s.code} {s.work} tops out at {words(n1)} {s.unit} a go.",
        ],
    )
    one = say(c, "notice", notice, choose(c, ["notice", "the noticeboard"]), at=when(c, 0, 4))
    frame = "{c} job settings\nmax_per_run: {n}"
    two = say(c, "settings", frame.format(c=s.code, n=n2), "settings", kind="config",
              at=when(c, 0, 5))  # fmt: skip
    say(c, "other", frame.format(c=d.code, n=n3), "settings", kind="config", at=when(c, 0, 5))
    chatter(c, s, 2, 0, 8, "s1")
    q = choose(
        c,
        [
            f"How big can a {s.code} {s.work} be? Do the notice and the settings agree?",
            f"What's the most {s.unit} per {s.code} {s.work}, and are the notice and the "
            "settings the same?",
        ],
    )
    c.ask(q, after=days(when(c, 9, 13)))
    settle(c, words(n1), str(n2), one, two, [str(n3)])


def channel_rules_against_pin(c: Case) -> None:
    """Where announcements go, in the runbook or handbook against a pinned message; the channel
    for questions (said of the same subject) is the distractor."""
    s = subject(c, OFFSET)
    ch1, ch2, ch3 = sample(c, CHANNELS, 3)
    ch2 = ch2 if disagree(c) else ch1
    rules = choose(
        c,
        [
            f"{s.code} {s.doc}: announcements go out in {ch1}.",
            f"{s.code} {s.doc}, comms: news is posted to {ch1}.",
        ],
    )
    pin = choose(
        c,
        [
            f"Pinned: {s.code} announcements live in {ch2}.",
            f"pinned msg: all {s.code} news lands in {ch2}",
        ],
    )
    one = say(c, "rules", rules, f"{s.code} {s.doc}", kind="document", at=when(c, 0, 4))
    two = say(c, "pin", pin, "pinned message", kind="chat", at=when(c, 1, 5))
    say(c, "asks", f"{s.code} questions, on the other hand, go to {ch3}.", "a chat line",
        kind="chat", trust=0.5, at=when(c, 0, 6))  # fmt: skip
    chatter(c, s, 2, 0, 8, "s1")
    q = choose(
        c,
        [
            f"Where are {s.code} announcements posted? Is the {s.doc} in line with the pin?",
            f"Do the {s.code} {s.doc} and the pinned message name the same news channel?",
        ],
    )
    c.ask(q, after=days(when(c, 8, 12)))
    settle(c, ch1, ch2, one, two, [ch3])


TEMPLATES = (
    threshold_rules_against_config,
    start_time_minutes_against_invite,
    format_wiki_against_mail,
    cap_notice_against_settings,
    channel_rules_against_pin,
)
