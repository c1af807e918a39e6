"""`fresh34` contradiction templates: one fact in two named sources. Instances 0, 2 and 4 of a
template disagree (both values expected, both events flagged); 1 and 3 agree (the first source's
form expected, nothing flagged). The question names both sources; three of a template's five
ask whether they agree or say the same, the others ask for the value going by both. Another
subject's value in the first source's frame is the distractor."""

from __future__ import annotations

from cairn.bench.memfresh34_pools import (
    LANGUAGES,
    NODE_PINS,
    TEA_ROTAS,
    WEEKDAYS,
    amounts,
    at,
    clocks,
    counts,
    form,
    instance,
    others,
    people,
    ports,
    say,
    subject,
    team_chat,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, mins, sample


def _pair(
    c: Case,
    code: str,
    first: tuple[str, str, str],
    second: tuple[str, str, str],
    frame: str,
    question: str,
    values: tuple[str, str],
    distractor: str,
) -> None:
    """Write both sources (text, label, kind), the other subject's line in the first source's
    frame and some chat, then ask; ``values`` are what each source says."""
    a = at(c, "src1", first[0], first[1], first[2], days(1), "a")
    b = at(c, "src2", second[0], second[1], second[2], days(3) + mins(20), "b")
    at(c, "other", frame, first[1], first[2], days(2), "a")
    team_chat(c, code, 2, days(0), 6, "chat")
    c.ask(question, after=days(8))
    if values[0] == values[1] or instance(c) % 2:
        c.expect([values[0]], [a, b], forbidden=[distractor])
    else:
        c.expect(list(values), [a, b], contradictions=[a, b], forbidden=[distractor])


def _differ(c: Case) -> bool:
    return instance(c) % 2 == 0


def node_pin_or_session_day(c: Case) -> None:
    """The Node release a service is pinned to, in a Makefile variable against a wiki table, or
    the day of a group's sessions, in a meeting agenda against a member's text."""
    s = subject(c, 0)
    (o,) = others(c, s)
    ask_same = turn(c) == 0
    (x,) = people(c, 1)
    if s.software:
        one, two, other = sample(c, NODE_PINS, 3)
        two = two if _differ(c) else one
        first = (f"# {s.code} toolchain\n{s.code.upper()}_NODE := {one}", "Makefile", "config")
        second = (f"| service | node |\n| {s.code.lower()} | {two} |", "wiki table", "document")
        frame = f"# {o.code} toolchain\n{o.code.upper()}_NODE := {other}"
        q = (
            f"Do the Makefile and the wiki table pin {s.code} to the same Node release?"
            if ask_same
            else f"Per the Makefile and the wiki table, which Node version is {s.code} on?"
        )
    else:
        one, two, other = sample(c, WEEKDAYS, 3)
        two = two if _differ(c) else one
        agenda = "Meeting agenda, {code}\n1. Apologies\n2. {work}: every {day} from now on\n3. AOB"
        first = (agenda.format(code=s.code, work=s.work, day=one), "meeting agenda", "document")
        second = (
            f"Text from {x}: {s.code} {s.work} is on {two} this week and after",
            f"text from {x}",
            "message",
        )
        frame = agenda.format(code=o.code, work=o.work, day=other)
        q = (
            f"Do the meeting agenda and {x}'s text agree on which day the {s.code} {s.work} is?"
            if ask_same
            else f"Going by the meeting agenda and {x}'s text, what day is the {s.code} {s.work}?"
        )
    _pair(c, s.code, first, second, frame, q, (one, two), other)


def request_rate_or_coach_seats(c: Case) -> None:
    """A per-client request rate a second, in a TOML block against a chat export line in words or
    digits, or the seats on a group's coach, in a CSV row against a sticky note."""
    s = subject(c, 3)
    (o,) = others(c, s)
    ask_same = turn(c) == 0
    (x,) = people(c, 1)
    n1, n2, other = counts(c, 3)
    n2 = n2 if _differ(c) else n1
    words = form(c)
    if s.software:
        first = (f"[{s.code.lower()}.limits]\nrequests_per_second = {n1}", "config.toml", "config")
        second = (
            f"Export · #{s.code.lower()}-dev · {x}: {s.code} allows {say(n2, words)} requests a second per client",
            "chat export",
            "chat",
        )
        frame = f"[{o.code.lower()}.limits]\nrequests_per_second = {other}"
        q = (
            f"Do config.toml and the chat export give {s.code} the same per-client request rate?"
            if ask_same
            else f"According to config.toml and the chat export, how many requests a second may one client send {s.code}?"
        )
    else:
        first = (f"trips.csv\ngroup,coach_seats\n{s.code.lower()},{n1}", "trips.csv", "config")
        second = (
            f"Sticky note on the {s.item} box: {s.code} coach has {say(n2, words)} seats",
            "sticky note",
            "document",
        )
        frame = f"trips.csv\ngroup,coach_seats\n{o.code.lower()},{other}"
        q = (
            f"Do trips.csv and the sticky note agree on how many seats the {s.code} coach has?"
            if ask_same
            else f"Going by trips.csv and the sticky note, how many can the {s.code} coach carry?"
        )
    _pair(c, s.code, first, second, frame, q, (str(n1), say(n2, words)), str(other))


def port_or_session_fee(c: Case) -> None:
    """The port a service listens on, in a JSON config line against an env file line, or a
    group's session fee, in a price list against a member's text message."""
    s = subject(c, 6)
    (o,) = others(c, s)
    ask_same = turn(c) == 0
    (x,) = people(c, 1)
    if s.software:
        one, two, other = ports(c, 3)
        two = two if _differ(c) else one
        first = (f'{{"service": "{s.code.lower()}", "port": {one}}}', "services.json", "config")
        second = (f"# {s.code}\n{s.code.upper()}_PORT={two}", "env file", "config")
        frame = f'{{"service": "{o.code.lower()}", "port": {other}}}'
        q = (
            f"Do services.json and the env file give {s.code} the same port?"
            if ask_same
            else f"Per services.json and the env file, which port does {s.code} listen on?"
        )
    else:
        one, two, other = amounts(c, 3)
        two = two if _differ(c) else one
        first = (
            f"price_list.csv\ngroup,session_fee\n{s.code.lower()},{one}",
            "price list",
            "document",
        )
        second = (
            f"Text message from {x}: {s.code} session fee is {two}, bring cash",
            f"text message from {x}",
            "message",
        )
        frame = f"price_list.csv\ngroup,session_fee\n{o.code.lower()},{other}"
        q = (
            f"Does the price list charge the same {s.code} session fee as {x}'s text message?"
            if ask_same
            else f"Going by the price list and {x}'s text message, what does the {s.code} session cost?"
        )
    _pair(c, s.code, first, second, frame, q, (one, two), other)


def language_or_tea_rota(c: Case) -> None:
    """The language a service is written in, in services.csv against the team page, or how a
    group's tea rota works, in a wiki table against a member's message."""
    s = subject(c, 9)
    (o,) = others(c, s)
    ask_same = turn(c) == 0
    x, y = people(c, 2)
    if s.software:
        one, two, other = sample(c, LANGUAGES, 3)
        two = two if _differ(c) else one
        first = (
            f"services.csv\nservice,language,owner\n{s.code.lower()},{one},{y}",
            "services.csv",
            "config",
        )
        second = (f"Team page: {s.code} is written in {two}.", "team page", "document")
        frame = f"services.csv\nservice,language,owner\n{o.code.lower()},{other},{y}"
        q = (
            f"Do services.csv and the team page agree on what language {s.code} is written in?"
            if ask_same
            else f"Per services.csv and the team page, which language is {s.code} built in?"
        )
    else:
        one, two, other = sample(c, TEA_ROTAS, 3)
        two = two if _differ(c) else one
        first = (f"| group | tea rota |\n| {s.code.lower()} | {one} |", "wiki table", "document")
        second = (
            f"Message from {x}: {s.code} tea rota is {two}",
            f"message from {x}",
            "message",
        )
        frame = f"| group | tea rota |\n| {o.code.lower()} | {other} |"
        q = (
            f"Do the wiki table and {x}'s message describe the same {s.code} tea rota?"
            if ask_same
            else f"Going by the wiki table and {x}'s message, how does the {s.code} tea rota work?"
        )
    _pair(c, s.code, first, second, frame, q, (one, two), other)


def backup_time_or_start_time(c: Case) -> None:
    """When a service's nightly backup starts, in a handover note against a TOML block, or when
    a group's session starts, on the calendar against the group chat."""
    s = subject(c, 12)
    (o,) = others(c, s)
    ask_same = turn(c) == 0
    if s.software:
        one, two, other = clocks(c, 3, 1, 5)
        two = two if _differ(c) else one
        first = (
            f"Handover note: {s.code} backups kick off at {one} UTC each night.",
            "handover note",
            "document",
        )
        second = (f'[{s.code.lower()}.backup]\nstart = "{two}"', "backup.toml", "config")
        frame = f"Handover note: {o.code} backups kick off at {other} UTC each night."
        q = (
            f"Do the handover note and backup.toml agree on when the {s.code} nightly backup starts?"
            if ask_same
            else f"According to the handover note and backup.toml, what time do {s.code} backups start?"
        )
    else:
        one, two, other = clocks(c, 3, 17, 21)
        two = two if _differ(c) else one
        first = (f"Calendar: {s.code} {s.work}, {one} start", "calendar", "document")
        second = (
            f"{s.code} {s.work} starts {two} now, don't be late",
            "group chat",
            "chat",
        )
        frame = f"Calendar: {o.code} {o.work}, {other} start"
        q = (
            f"Do the calendar and the group chat give the same start time for the {s.code} {s.work}?"
            if ask_same
            else f"Per the calendar and the group chat, when does the {s.code} {s.work} start?"
        )
    _pair(c, s.code, first, second, frame, q, (one, two), other)


TEMPLATES = (
    node_pin_or_session_day,
    request_rate_or_coach_seats,
    port_or_session_fee,
    language_or_tea_rota,
    backup_time_or_start_time,
)
