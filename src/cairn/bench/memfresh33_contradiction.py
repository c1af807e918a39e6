"""`fresh33` contradiction templates: two sources about one subject that disagree (instances 0,
2 and 4) or agree (1 and 3), the same fact about another subject in the first source's frame,
and a question that names both sources (``bench.memfresh33``)."""

from __future__ import annotations

from cairn.bench.memfresh33_pools import (
    ON_CALL,
    PY_PINS,
    TIMEZONES,
    VENUES,
    WASH_ROTA,
    WEEKDAYS,
    Subject,
    a_or_an,
    chat,
    counts,
    days,
    event,
    instance,
    mins,
    others,
    people,
    ports,
    pounds,
    subject,
    turn,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import sample

OFFSET = 3


def _values(c: Case, pool: tuple[str, ...]) -> tuple[str, str, str]:
    """The subject's value, the second source's (the same where the two agree), another's."""
    a, b, o = sample(c, pool, 3)
    return a, (a if instance(c) % 2 else b), o


def _write(
    c: Case,
    s: Subject,
    texts: tuple[str, str, str],
    labels: tuple[str, str],
    answers: tuple[str, str],
    other: str,
    questions: tuple[str, str],
) -> None:
    """The two sources, the other subject's line in the first source's frame, chat, the question
    (an agree or same question for instances 0, 1 and 4), and what is expected."""
    first = event(c, "first", texts[0], labels[0], mins(0), trust=0.85)
    said = "chat" if labels[1].startswith(("text", "chat")) else "document"
    second = event(c, "second", texts[1], labels[1], days(2.5), kind=said, trust=0.7, session="s2")
    event(c, "other", texts[2], labels[0], days(1))
    chat(c, s, 2, days(0.5), 4, "s1")
    c.ask(questions[turn(c, 2)], after=days(8))
    if instance(c) % 2:
        c.expect([answers[0]], [first, second], forbidden=[other])
    else:
        c.expect(list(answers), [first, second], contradictions=[first, second], forbidden=[other])


def contra_port_or_rehearsal_day(c: Case) -> None:
    """The port a service listens on, in services.json against the runbook, or the day of a
    group's session, in a meeting agenda against a member's text message."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    (p,) = people(c, 1)
    if s.software:
        a, b, x = _values(c, tuple(ports(c, 3)))
        json = '{{"service": "{low}", "port": {v}}}'
        texts = (
            json.format(low=s.code.lower(), v=a),
            f"Runbook: {s.code} listens on port {b}.",
            json.format(low=o.code.lower(), v=x),
        )
        labels = ("services.json", "runbook")
        questions = (
            f"Do services.json and the runbook give {s.code} the same port?",
            f"Which port does {s.code} listen on, going by services.json and the runbook?",
        )
    else:
        a, b, x = _values(c, WEEKDAYS)
        agenda = (
            "Meeting agenda, {code}\n1. Welcome\n2. {work}: every {v} from now on\n"
            "3. Any other business"
        )
        texts = (
            agenda.format(code=s.code, work=s.work.capitalize(), v=a),
            f"{p}: {s.code} {s.work} is {b} isn't it, see you there",
            agenda.format(code=o.code, work=o.work.capitalize(), v=x),
        )
        labels = ("meeting agenda", f"text message from {p}")
        questions = (
            f"Do the meeting agenda and {p}'s text put the {s.code} {s.work} on the same day?",
            f"What day is the {s.code} {s.work}, per the meeting agenda and {p}'s text?",
        )
    _write(c, s, texts, labels, (a, b), x, questions)


def contra_rate_limit_or_capacity(c: Case) -> None:
    """A service's per-client request rate, in words in the runbook against digits in an env
    file, or how many a group's session holds, in digits on a wiki table against words on a
    sticky note (where the two agree, the answer is the first source's form)."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    n, m, x = counts(c, 3)
    if instance(c) % 2:
        m = n
    if s.software:
        frame = "Runbook: {code} allows each client {v} requests a second."
        a, b, other = words(n), str(m), words(x)
        texts = (
            frame.format(code=s.code, v=a),
            f"# {s.code} limits\n{s.code.upper()}_RATE_PER_SECOND={b}",
            frame.format(code=o.code, v=other),
        )
        labels = ("runbook", "env file")
        questions = (
            f"Do the runbook and the env file agree on {s.code}'s per-client request rate?",
            f"How many requests a second may one client send {s.code}, going by the runbook "
            "and the env file?",
        )
    else:
        frame = "| group | session holds |\n| {low} | {v} |"
        a, b, other = str(n), words(m), str(x)
        texts = (
            frame.format(low=s.code.lower(), v=a),
            f"Sticky note inside the cupboard: no more than {b} at {a_or_an(s.code)} {s.work}",
            frame.format(low=o.code.lower(), v=other),
        )
        labels = ("wiki table", "sticky note")
        questions = (
            f"Do the wiki table and the sticky note say the same about how many fit at the "
            f"{s.code} {s.work}?",
            f"How many can the {s.code} {s.work} hold, per the wiki table and the sticky note?",
        )
    _write(c, s, texts, labels, (a, b), other, questions)


def contra_timezone_or_away_venue(c: Case) -> None:
    """The timezone a service's jobs run in, in config.toml against a handover note, or where a
    group's away session is, in the fixtures list against the newsletter."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    if s.software:
        a, b, x = _values(c, TIMEZONES)
        toml = '[{low}.schedule]\ntimezone = "{v}"'
        texts = (
            toml.format(low=s.code.lower(), v=a),
            f"Handover note: {s.code}'s jobs run on {b} time.",
            toml.format(low=o.code.lower(), v=x),
        )
        labels = ("config.toml", "handover note")
        questions = (
            f"Do config.toml and the handover note give {s.code} the same timezone?",
            f"What timezone do {s.code}'s jobs run in, per config.toml and the handover note?",
        )
    else:
        a, b, x = _values(c, VENUES)
        frame = "Fixtures: {code}'s away {work} is at {v}."
        texts = (
            frame.format(code=s.code, work=s.work, v=a),
            f"Newsletter: {s.code} travels to {b} for the away {s.work}.",
            frame.format(code=o.code, work=o.work, v=x),
        )
        labels = ("fixtures list", "newsletter")
        questions = (
            f"Do the fixtures list and the newsletter send {s.code} to the same away venue?",
            f"Where is {s.code}'s away {s.work}, going by the fixtures list and the newsletter?",
        )
    _write(c, s, texts, labels, (a, b), x, questions)


def contra_python_pin_or_subs(c: Case) -> None:
    """The Python a service is pinned to, in a Makefile variable against services.csv, or a
    group's annual subs, in the price list against the AGM minutes."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    (p,) = people(c, 1)
    if s.software:
        a, b, x = _values(c, PY_PINS)
        make = "# {code} toolchain\n{up}_PYTHON := {v}"
        texts = (
            make.format(code=s.code, up=s.code.upper(), v=a),
            f"services.csv\nservice,runtime,contact\n{s.code.lower()},{b},{p}",
            make.format(code=o.code, up=o.code.upper(), v=x),
        )
        labels = ("Makefile", "services.csv")
        questions = (
            f"Check the Makefile against services.csv: is {s.code} pinned to the same Python "
            "in both?",
            f"Which Python is {s.code} pinned to, going by the Makefile and services.csv?",
        )
    else:
        a, b, x = _values(c, tuple(pounds(c, 3)))
        csv = "price_list.csv\ngroup,annual_subs\n{low},{v}"
        texts = (
            csv.format(low=s.code.lower(), v=a),
            f"AGM minutes: {s.code} subs for the year set at {b}.",
            csv.format(low=o.code.lower(), v=x),
        )
        labels = ("price list", "AGM minutes")
        questions = (
            f"Does the price list charge the same {s.code} subs as the AGM minutes?",
            f"What are {s.code}'s annual subs, per the price list and the AGM minutes?",
        )
    _write(c, s, texts, labels, (a, b), x, questions)


def contra_on_call_or_wash_rota(c: Case) -> None:
    """How a service's on-call is shared out, on the wiki against a member's chat export line,
    or how a group's kit wash rota goes, on the team page against a member's text."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    (p,) = people(c, 1)
    if s.software:
        a, b, x = _values(c, ON_CALL)
        frame = "Wiki: {code} on-call pattern: {v}."
        texts = (
            frame.format(code=s.code, v=a),
            f"Export · #{s.code.lower()}-dev · {p}: {s.code} on-call is {b}",
            frame.format(code=o.code, v=x),
        )
        labels = ("wiki", "chat export")
        questions = (
            f"Do the wiki and {p}'s chat line describe the same {s.code} on-call pattern?",
            f"How is {s.code}'s on-call shared out, per the wiki and {p}'s chat line?",
        )
    else:
        a, b, x = _values(c, WASH_ROTA)
        frame = "Team page: {code} kit wash rota: {v}."
        texts = (
            frame.format(code=s.code, v=a),
            f"{p}: {s.code} kit wash rota is {b}, yes?",
            frame.format(code=o.code, v=x),
        )
        labels = ("team page", f"text from {p}")
        questions = (
            f"Do the team page and {p}'s text give the same {s.code} kit wash rota?",
            f"How does the {s.code} kit wash rota work, going by the team page and {p}'s text?",
        )
    _write(c, s, texts, labels, (a, b), x, questions)


TEMPLATES = (
    contra_port_or_rehearsal_day,
    contra_rate_limit_or_capacity,
    contra_timezone_or_away_venue,
    contra_python_pin_or_subs,
    contra_on_call_or_wash_rota,
)
