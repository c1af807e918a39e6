"""Contradiction templates of ``fresh31``: two sources about one value. Instances 0, 2 and 4
of each template disagree (both values expected, both events flagged); 1 and 3 agree (the value
as the first source says it, nothing flagged). Another subject's value in one source's frame is
the distractor. No question says "conflict"."""

from __future__ import annotations

from cairn.bench.memfresh31_pools import (
    COLOURS,
    LICENCES,
    MONTHS,
    REGIONS,
    RUNTIMES,
    WEEKDAYS,
    an,
    ask,
    counts,
    fees,
    instance,
    other,
    people,
    say,
    subject,
    turn,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import sample

OFFSET = 3


def differ(c: Case) -> bool:
    return instance(c) % 2 == 0


def pair(
    c: Case,
    first: tuple[str, str],
    second: tuple[str, str],
    distractor: tuple[str, str],
    values: tuple[str, str, str],
    question: str,
) -> None:
    """The two sources (text, label), the other subject's line, the values (first source's,
    second source's, distractor) and the question; the expectation follows ``differ``."""
    a = say(c, "first", first[0], first[1], at=0.2, kind="document", trust=0.85)
    b = say(c, "second", second[0], second[1], at=1.6, kind="message", trust=0.7)
    say(c, "other", distractor[0], distractor[1], at=0.9, kind="document", trust=0.85)
    ask(c, question, at=4.5)
    if differ(c):
        c.expect(values[:2], [a, b], contradictions=[a, b], forbidden=[values[2]])
    else:
        c.expect(values[:1], [a, b], forbidden=[values[2]])


def values_of(c: Case, pool: tuple[str, ...]) -> tuple[str, str, str]:
    one, two, three = sample(c, pool, 3)
    return (one, one if not differ(c) else two, three)


def region_or_away_colour(c: Case) -> None:
    """The region a service runs in (meeting minutes against a settings.json line) or the
    colour a group wears for away events (the handbook against a member's text message)."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    (sender,) = people(c, 1)
    if s.software:
        v = values_of(c, REGIONS)
        first = (f"Minutes: {s.code} stays in {v[0]} for now.", "minutes")
        line = '{{"service": "{low}", "region": "{r}"}}'
        second = (line.format(low=s.low, r=v[1]), "settings.json")
        other_line = (line.format(low=o.low, r=v[2]), "settings.json")
        question = turn(
            c,
            (
                f"Do the minutes and the settings.json agree on which region {s.code} runs in?",
                f"Which region is {s.code} deployed to, going by the minutes and the config?",
            ),
        )
    else:
        v = values_of(c, COLOURS)
        first = (f"{s.code} handbook: for away events everyone wears {v[0]}.", "handbook")
        second = (f"reminder, {v[1]} tops for the {s.code} away day!", f"text from {sender}")
        other_line = (f"{o.code} handbook: for away events everyone wears {v[2]}.", "handbook")
        question = turn(
            c,
            (
                f"Are the {s.code} handbook and {sender}'s text in line about the away colour?",
                f"What colour do we wear away, per the {s.code} handbook and {sender}'s text?",
            ),
        )
    pair(c, first, second, other_line, v, question)


def licence_or_annual_subs(c: Case) -> None:
    """The licence a service's code is released under (the wiki against a TOML block of the
    package metadata) or a group's annual subs (the handbook against a price list row)."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    if s.software:
        v = values_of(c, LICENCES)
        first = (f"{s.code} wiki: the code is released under {v[0]}.", "wiki")
        toml = '[project]\nname = "{low}"\nlicense = "{x}"'
        second = (toml.format(low=s.low, x=v[1]), "pyproject.toml")
        other_line = (toml.format(low=o.low, x=v[2]), "pyproject.toml")
        question = turn(
            c,
            (
                f"Does the {s.code} wiki match the pyproject on the licence?",
                f"Check the wiki against the pyproject: which licence is {s.code} under?",
            ),
        )
    else:
        one, two, three = fees(c, 3)
        v = (one, one if not differ(c) else two, three)
        first = (f"{s.code} handbook: annual subs are {v[0]}.", "handbook")
        csv = "price list\ngroup,annual_subs\n{low},{x}"
        second = (csv.format(low=s.low, x=v[1]), "price list")
        other_line = (csv.format(low=o.low, x=v[2]), "price list")
        question = turn(
            c,
            (
                f"Do the handbook and the price list give the same {s.code} annual subs?",
                f"How much are the yearly subs at {s.code}, per the handbook and the price list?",
            ),
        )
    pair(c, first, second, other_line, v, question)


def alert_threshold_or_session_length(c: Case) -> None:
    """A disk alert level in percent (the runbook, in words, against a TOML block, in digits)
    or how long a group's piece of work lasts in minutes (the handbook, in words, against a
    sticky note, in digits). Where they agree the answer is the count in words."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    one, two, three = counts(c, 3)
    said = one if not differ(c) else two
    v = (words(one), str(said), str(three))
    if s.software:
        first = (
            f"{s.code} runbook: page someone when disk use passes {v[0]} percent.",
            "runbook",
        )
        toml = "[{low}.alerts]\ndisk_percent = {x}"
        second = (toml.format(low=s.low, x=v[1]), "config.toml")
        other_line = (toml.format(low=o.low, x=v[2]), "config.toml")
        question = turn(
            c,
            (
                f"Is the disk alert level the same in the {s.code} runbook and the config?",
                f"At what disk use does {s.code} page someone, per the runbook and the config?",
            ),
        )
    else:
        first = (f"{s.code} handbook: {an(s.work)} runs for {v[0]} minutes.", "handbook")
        note = "Sticky note on {store}: {code} {work} = {x} min"
        second = (note.format(store=s.store, code=s.code, work=s.work, x=v[1]), "sticky note")
        other_line = (
            note.format(store=o.store, code=o.code, work=o.work, x=v[2]),
            "sticky note",
        )
        question = turn(
            c,
            (
                f"Do the handbook and the sticky note say the same about how long "
                f"{an(s.work)} at {s.code} lasts?",
                f"How many minutes is the {s.code} {s.work}, per the handbook and the sticky note?",
            ),
        )
    pair(c, first, second, other_line, v, question)


def release_or_practice_day(c: Case) -> None:
    """The day a service releases (the decision log against a chat export line) or the day of
    a group's piece of work (the team page against a member's text message)."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    (member,) = people(c, 1)
    v = values_of(c, WEEKDAYS)
    if s.software:
        first = (f"Decision log: {s.code} releases go out each {v[0]}.", "decision log")
        second = (
            f"Export · #{s.low}-release · {member}: {s.code} ships on {v[1]}, same as always",
            "chat export",
        )
        other_line = (f"Decision log: {o.code} releases go out each {v[2]}.", "decision log")
        question = turn(
            c,
            (
                f"Do the decision log and {member}'s export line name the same release day "
                f"for {s.code}?",
                f"Which day does {s.code} release on, per the decision log and {member}'s message?",
            ),
        )
    else:
        first = (f"{s.code} team page: the {s.work} is every {v[0]}.", "team page")
        second = (
            f"{s.code} {s.work} is on {v[1]}, right? that's what I've always gone by",
            f"text message from {member}",
        )
        other_line = (f"{o.code} team page: the {o.work} is every {v[2]}.", "team page")
        question = turn(
            c,
            (
                f"Is the {s.code} {s.work} day the same on the team page and in {member}'s text?",
                f"Which day is the {s.code} {s.work}, going by the team page and {member}'s text?",
            ),
        )
    pair(c, first, second, other_line, v, question)


def runtime_or_open_day_month(c: Case) -> None:
    """The runtime a service is pinned to (a Makefile variable against a wiki table) or the
    month of a group's open day (a meeting agenda against the newsletter)."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    (pinner,) = people(c, 1)
    if s.software:
        v = values_of(c, RUNTIMES)
        make = "# {code}\n{up}_RUNTIME := {x}"
        first = (make.format(code=s.code, up=s.upper, x=v[0]), "Makefile")
        second = (
            f"| service | runtime | pinned by |\n|---|---|---|\n| {s.code} | {v[1]} | {pinner} |",
            "wiki table",
        )
        other_line = (make.format(code=o.code, up=o.upper, x=v[2]), "Makefile")
        question = turn(
            c,
            (
                f"Does the Makefile pin the same runtime for {s.code} as the wiki table?",
                f"Compare the Makefile and the wiki table: which runtime does {s.code} use?",
            ),
        )
    else:
        v = values_of(c, MONTHS)
        agenda = "Meeting agenda\n1. Apologies\n2. {code} open day: held in {x} as usual\n3. AOB"
        first = (agenda.format(code=s.code, x=v[0]), "meeting agenda")
        second = (f"{s.code} newsletter: save the date, our open day is in {v[1]}.", "newsletter")
        other_line = (agenda.format(code=o.code, x=v[2]), "meeting agenda")
        question = turn(
            c,
            (
                f"Do the meeting agenda and the newsletter put the {s.code} open day in the "
                "same month?",
                f"Which month is the {s.code} open day, per the agenda and the newsletter?",
            ),
        )
    pair(c, first, second, other_line, v, question)


TEMPLATES = (
    region_or_away_colour,
    licence_or_annual_subs,
    alert_threshold_or_session_length,
    release_or_practice_day,
    runtime_or_open_day_month,
)
