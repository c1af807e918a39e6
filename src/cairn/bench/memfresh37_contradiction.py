"""`fresh37` contradiction templates: two sources about one subject that disagree (instances 0,
2 and 4 of a template) or agree (1 and 3), beside another subject's value in the first source's
frame. No question says the sources conflict."""

from __future__ import annotations

from collections.abc import Callable

from cairn.bench.memfresh37_pools import (
    CHANNELS,
    IMAGES,
    LANGUAGES,
    TIMEZONES,
    Subject,
    clocks,
    counts,
    days,
    ev,
    form,
    hours,
    instance,
    others,
    people,
    pick,
    pounds,
    side_chat,
    subject,
    turn,
)
from cairn.bench.memgen import Case

Frame = Callable[[Subject, str], str]


def _write(
    c: Case,
    s: Subject,
    first: tuple[Frame, str],
    second: tuple[Frame, str],
    values: tuple[str, str, str],
    questions: tuple[str, str],
    said_second: str | None = None,
) -> None:
    """The first source says ``values[0]``; the second says ``values[1]`` where the instance
    disagrees (or the first's value, in ``said_second``'s form, where it agrees); another
    subject's ``values[2]`` sits in the first source's frame."""
    flagged = instance(c) % 2 == 0
    o = others(c, s)[0]
    one, two, other = values
    said = two if flagged else (said_second or one)
    a = ev(c, "a", first[0](s, one), first[1], days(c.rng.uniform(0, 3)))
    b = ev(c, "b", second[0](s, said), second[1], days(c.rng.uniform(1, 5)))
    ev(c, "d", first[0](o, other), first[1], days(c.rng.uniform(0, 4)))
    side_chat(c, 2, days(0), 5)
    c.ask(questions[turn(c)], after=days(6) + hours(c.rng.uniform(1, 8)))
    if flagged:
        c.expect([one, two], [a, b], contradictions=[a, b], forbidden=[other])
    else:
        c.expect([one], [a, b], forbidden=[other])


def upload_limit_or_social_tickets(c: Case) -> None:
    """Contradiction: the largest upload a service takes, in megabytes, in settings.json against
    a wiki table (digits against words or digits), or how many tickets a group's summer social
    sells, on the ticket sheet against the organiser's text."""
    s = subject(c, 0)
    n, m, d = counts(c, 3)
    later = form(c, m)
    again = form(c, n)
    if s.software:
        first: tuple[Frame, str] = (
            lambda x, v: f'{{"{x.code.lower()}": {{"max_upload_mb": {v}}}}}',
            "settings.json",
        )
        second: tuple[Frame, str] = (
            lambda x, v: f"| service | upload limit (MB) |\n| --- | --- |\n| {x.code.lower()} | {v} |",
            "wiki table")  # fmt: skip
        questions = (
            f"Do settings.json and the wiki table allow the same largest upload, in megabytes, "
            f"for {s.code}?",
            f"Going by settings.json and the wiki table, how big a file in megabytes can I "
            f"upload to {s.code}?",
        )
    else:
        first = (lambda x, v: f"Ticket sheet, {x.code} summer social: {v} tickets on sale.",
                 "ticket sheet")  # fmt: skip
        second = (
            lambda x, v: f"Organiser's text: {x.code} summer social, {v} tickets going, that's "
            "your lot", "organiser's text")  # fmt: skip
        questions = (
            f"Do the ticket sheet and the organiser's text put the same number of tickets on "
            f"sale for the {s.code} summer social?",
            f"Per the ticket sheet and the organiser's text, how many tickets does the {s.code} "
            f"summer social have?",
        )
    _write(c, s, first, second, (str(n), later, str(d)), questions, said_second=again)


def base_image_or_subscription(c: Case) -> None:
    """Contradiction: the base image a service's container is built on, in its Dockerfile
    against the readme, or a group's yearly subscription, on the membership card against the
    AGM minutes."""
    s = subject(c, 6)
    if s.software:
        one, two, other = pick(c, IMAGES, 3)
        first: tuple[Frame, str] = (lambda x, v: f"# {x.code}\nFROM {v}", "Dockerfile")
        second: tuple[Frame, str] = (
            lambda x, v: f"Readme, {x.code}: the container is built on {v}.",
            "readme",
        )
        questions = (
            f"Do the Dockerfile and the readme build {s.code} on the same base image?",
            f"According to the Dockerfile and the readme, which base image is {s.code} built on?",
        )
    else:
        one, two, other = pounds(c, 3)
        first = (lambda x, v: f"Membership card, {x.code}: yearly subscription {v}.",
                 "membership card")  # fmt: skip
        second = (lambda x, v: f"AGM minutes: {x.code} subs for the year agreed at {v}.",
                  "AGM minutes")  # fmt: skip
        questions = (
            f"Do the membership card and the AGM minutes give the same yearly subscription for "
            f"{s.code}?",
            f"Going by the membership card and the AGM minutes, what does a year's {s.code} "
            f"subscription cost?",
        )
    _write(c, s, first, second, (one, two, other), questions)


def alert_channel_or_register_keeper(c: Case) -> None:
    """Contradiction: the channel a service's alerts go to, in alerts.yaml against a Slack
    export line, or who takes a group's register, on the term card against a text message."""
    s = subject(c, 12)
    if s.software:
        one, two, other = pick(c, CHANNELS, 3)
        first: tuple[Frame, str] = (
            lambda x, v: f'{x.code.lower()}:\n  alert_channel: "{v}"',
            "alerts.yaml",
        )
        second: tuple[Frame, str] = (
            lambda x, v: f"Slack export · #ops · {x.code} alerts land in {v}",
            "Slack export",
        )
        questions = (
            f"Do alerts.yaml and the Slack export send {s.code} alerts to the same channel?",
            f"Per alerts.yaml and the Slack export, which channel do {s.code} alerts go to?",
        )
    else:
        one, two, other = people(c, 3)
        first = (lambda x, v: f"Term card, {x.code}: register taken by {v}.", "term card")
        second = (lambda x, v: f"Text message: {v} is taking the {x.code} register this term",
                  "text message")  # fmt: skip
        questions = (
            f"Do the term card and the text message name the same person for the {s.code} "
            f"register?",
            f"Going by the term card and the text message, who takes the register at {s.code}?",
        )
    _write(c, s, first, second, (one, two, other), questions)


def maintenance_window_or_doors_open(c: Case) -> None:
    """Contradiction: when a service's weekly maintenance starts, on the status page against a
    Slack export line, or when doors open for a group's session, on a poster against a meeting
    agenda."""
    s = subject(c, 18)
    one, two, other = clocks(c, 3)
    if s.software:
        first: tuple[Frame, str] = (
            lambda x, v: f"Status page, {x.code}: weekly maintenance starts at {v}.",
            "status page",
        )
        second: tuple[Frame, str] = (
            lambda x, v: f"Slack export · #{x.code.lower()}-ops · maintenance window opens {v}",
            "Slack export")  # fmt: skip
        questions = (
            f"Do the status page and the Slack export agree on when {s.code} maintenance starts?",
            f"According to the status page and the Slack export, what time does the {s.code} "
            f"maintenance window open?",
        )
    else:
        first = (lambda x, v: f"Poster: {x.code} {x.work}, doors at {v}.", "poster")
        second = (
            lambda x, v: f"Meeting agenda, {x.code}\n1. Apologies\n2. doors open {v}\n"
            "3. Any other business", "meeting agenda")  # fmt: skip
        questions = (
            f"Do the poster and the meeting agenda give the same doors-open time for the {s.code} "
            f"{s.work}?",
            f"Going by the poster and the meeting agenda, when do doors open for the {s.code} "
            f"{s.work}?",
        )
    _write(c, s, first, second, (one, two, other), questions)


def scheduler_timezone_or_meeting_language(c: Case) -> None:
    """Contradiction: the timezone a service's scheduler runs in, in the crontab against the
    runbook, or the language a group's meetings are run in, in the handbook against the chair's
    text."""
    s = subject(c, 4)
    if s.software:
        one, two, other = pick(c, TIMEZONES, 3)
        first: tuple[Frame, str] = (lambda x, v: f"# {x.code} schedule\nCRON_TZ={v}", "crontab")
        second: tuple[Frame, str] = (
            lambda x, v: f"Runbook, {x.code}: the scheduler runs on {v} time.",
            "runbook",
        )
        questions = (
            f"Do the crontab and the runbook put the {s.code} scheduler in the same timezone?",
            f"Per the crontab and the runbook, which timezone does the {s.code} scheduler use?",
        )
    else:
        one, two, other = pick(c, LANGUAGES, 3)
        first = (lambda x, v: f"Handbook, {x.code}: meetings are run in {v}.", "handbook")
        second = (lambda x, v: f"Chair's text: {x.code} meetings are in {v}, as ever",
                  "chair's text")  # fmt: skip
        questions = (
            f"Do the handbook and the chair's text say {s.code} meetings are run in the same "
            f"language?",
            f"According to the handbook and the chair's text, what language are {s.code} "
            f"meetings held in?",
        )
    _write(c, s, first, second, (one, two, other), questions)


TEMPLATES = (
    upload_limit_or_social_tickets,
    base_image_or_subscription,
    alert_channel_or_register_keeper,
    maintenance_window_or_doors_open,
    scheduler_timezone_or_meeting_language,
)
