"""The tenth held-out set's contradiction templates (``bench.memfresh10``): two sources state a
value in different notations (words and digits, a day-month and an ISO date, seconds and hours,
a config line and prose, a table row and a chat message) and either disagree, flagged, or agree,
where nothing is flagged. The questions ask whether the sources are in line, never "conflict".

Each template writes one case from the case's random source; a template never reads another
set, and it must keep its draws in the same order (the frozen copy depends on it).
"""

from __future__ import annotations

from cairn.bench.memfresh10_pools import (
    CHANNELS,
    FACETS,
    PEOPLE,
    UNITS,
    clocks,
    day_month,
    ident,
    month_day,
    noise,
    snake,
    spoken_clock,
    the_day,
    two_subjects,
    words,
)
from cairn.bench.memgen import Case, NamedSpec
from cairn.bench.memset import choose, days, mins, sample

CONTRA = "contradiction_detection"


def limit_in_words_against_digits(c: Case) -> None:
    """Two sources give the batch limit, one in words and one in digits, and they differ; the
    question asks whether they are in line, without saying conflict."""
    (code, _), (other, _) = two_subjects(c)
    facet = choose(c, FACETS[code])
    unit = UNITS[code]
    said, set_to, other_limit = sample(c, range(6, 60), 3)
    ticket = ident(c)
    person = choose(c, PEOPLE)
    surfaces = choose(c, ["runbook-ticket", "table-chat", "config-email"])
    if surfaces == "runbook-ticket":
        first = c.event(
            "runbook",
            f"{code} runbook, {facet}: never put more than {words(said)} {unit} through in"
            " one batch.",
            label=f"{code} runbook",
            kind="runbook",
            trust=0.88,
            after=mins(0),
            session="s1",
        )
        second = c.event(
            "ticket",
            f"{ticket}: {facet} batch limit set to {set_to} in the scheduler ({code}).",
            label=f"ticket {ticket}",
            kind="ticket",
            trust=0.86,
            after=days(2),
            session="s2",
        )
        asked = choose(
            c,
            [
                f"Are the {code} runbook and ticket {ticket} in line about the {facet} batch"
                " limit?",
                f"Does ticket {ticket} follow the {code} runbook's {facet} batch limit?",
            ],
        )
    elif surfaces == "table-chat":
        first = c.event(
            "table",
            f"{code} limits\n| work | max per batch |\n|---|---|\n| {facet} | {set_to} |",
            label=f"{code} limits table",
            kind="table",
            trust=0.88,
            after=mins(0),
            session="s1",
        )
        second = c.event(
            "chat",
            f"{person}: for {code} we cap the {facet} at {words(said)} {unit} a batch, always have",
            label=f"{choose(c, CHANNELS)} message",
            kind="chat",
            trust=0.8,
            after=days(2),
            session="s2",
        )
        asked = f"Does {person}'s message match the {code} limits table on the {facet} batch size?"
    else:
        first = c.event(
            "config",
            f"{code.lower()}:\n  {snake(facet)}:\n    max_batch: {set_to}",
            label=f"{code} config (yaml)",
            kind="config",
            trust=0.9,
            after=mins(0),
            session="s1",
        )
        second = c.event(
            "email",
            f"From {person}: as agreed with the {code} leads, no more than {words(said)} {unit}"
            f" per {facet} batch.",
            label=f"email from {person}",
            kind="email",
            trust=0.82,
            after=days(2),
            session="s2",
        )
        asked = f"Is the {code} {facet} batch cap in the config what {person}'s email says?"
    c.event(
        "other",
        f"{other}: batch limit for {choose(c, FACETS[other])} is {other_limit}.",
        label=f"{other} notes",
        kind="note",
        trust=0.85,
        after=days(1),
        session="s1",
    )
    noise(c, code, facet)(c, 2, days(0), 3, "s2")
    c.ask(asked, after=days(5))
    c.expect(
        [words(said), str(set_to)],
        [first, second],
        contradictions=[first, second],
        forbidden=[str(other_limit)],
    )


def go_live_written_two_ways(c: Case) -> None:
    """Minutes give a go-live as a day and month, a calendar invite as an ISO date, and they
    name different days."""
    (code, _), (other, _) = two_subjects(c)
    facet = choose(c, FACETS[code])
    minuted, invited, other_day = (the_day(c, days(n)) for n in sample(c, range(20, 50), 3))
    written = choose(c, [day_month, month_day])(minuted)
    minutes = c.event(
        "minutes",
        choose(
            c,
            [
                f"{code} minutes: {facet} go-live agreed for {written}.",
                f"Minutes ({code}). Agreed: {facet} goes live on {written}, no freeze needed.",
                f"{code} steering, actions: {facet} to go live {written}; comms to follow.",
            ],
        ),
        label=f"{code} meeting minutes",
        kind="minutes",
        trust=0.85,
        after=mins(0),
        session="s1",
    )
    invite = c.event(
        "invite",
        f"Invite: {code} {facet} go-live, {invited.isoformat()} 09:00-10:00",
        label=f"{code} calendar invite",
        kind="calendar",
        trust=0.85,
        after=days(1),
        session="s2",
    )
    c.event(
        "other",
        f"Invite: {other} {choose(c, FACETS[other])} go-live, {other_day.isoformat()}",
        label=f"{other} calendar invite",
        kind="calendar",
        trust=0.85,
        after=days(1),
        session="s2",
    )
    noise(c, code, facet)(c, 2, days(0), 3, "s1")
    c.ask(
        choose(
            c,
            [
                f"Do the {code} minutes and the calendar invite put the {facet} go-live on the"
                " same day?",
                f"When is the {code} {facet} go-live? Check the minutes against the invite.",
                f"Is the {code} {facet} go-live in the invite the day the minutes agreed?",
            ],
        ),
        after=days(6),
    )
    c.expect(
        [written, invited.isoformat()],
        [minutes, invite],
        contradictions=[minutes, invite],
        forbidden=[other_day.isoformat()],
    )


def hold_in_config_units_against_hours(c: Case) -> None:
    """A config gives a hold in seconds or minutes, the wiki in hours in words, and they
    differ."""
    (code, _), (other, _) = two_subjects(c)
    facet = choose(c, FACETS[code])
    hours, other_half_hours = choose(c, [(2, 3), (3, 5), (4, 7)])
    key, scale = choose(c, [("hold_seconds", 1800), ("hold_minutes", 30)])
    value = scale * choose(c, [n for n in range(1, 10) if n not in (2 * hours, other_half_hours)])
    config = c.event(
        "config",
        f"# {code}\n{snake(facet)}:\n  {key}: {value}",
        label=f"{code} config (yaml)",
        kind="config",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    wiki = c.event(
        "wiki",
        choose(
            c,
            [
                f"{code} wiki: after the {facet} the hold lasts {words(hours)} hours before"
                " anyone touches it.",
                f"{code} wiki, {facet}: leave it alone for {words(hours)} hours afterwards,"
                " that's the hold.",
            ],
        ),
        label=f"{code} wiki page",
        kind="wiki",
        trust=0.8,
        after=days(3),
        session="s2",
    )
    c.event(
        "other",
        f"# {other}\n{snake(choose(c, FACETS[other]))}:\n  {key}: {scale * other_half_hours}",
        label=f"{other} config (yaml)",
        kind="config",
        trust=0.9,
        after=days(1),
        session="s1",
    )
    noise(c, code, facet)(c, 2, days(0), 3, "s2")
    c.ask(
        choose(
            c,
            [
                f"Is the {code} {facet} hold the same in the config and on the wiki?",
                f"How long is the {code} {facet} hold? The config and the wiki both mention it.",
            ],
        ),
        after=days(6),
    )
    c.expect(
        [str(value), f"{words(hours)} hours"],
        [config, wiki],
        contradictions=[config, wiki],
        forbidden=[str(scale * other_half_hours)],
    )


def cool_down_agrees_in_other_units(c: Case) -> None:
    """A checklist gives a cool-down in minutes and a config in seconds; they agree, so
    nothing is flagged."""
    (code, _), (other, _) = two_subjects(c)
    facet = choose(c, FACETS[code])
    minutes, other_minutes = sample(c, [20, 25, 35, 40, 45, 50, 55, 70, 75, 80], 2)
    checklist = c.event(
        "checklist",
        choose(
            c,
            [
                f"{code} {facet} checklist: let it cool down {minutes} minutes before the next"
                " step.",
                f"{code} {facet}, step 3: wait {minutes} minutes (cool-down), then carry on.",
            ],
        ),
        label=f"{code} checklist",
        kind="checklist",
        trust=0.85,
        after=mins(0),
        session="s1",
    )
    config = c.event(
        "config",
        choose(
            c,
            [
                f"[{code.lower()}.{snake(facet)}]\ncooldown_s = {minutes * 60}",
                f"{code.upper()}_{snake(facet).upper()}_COOLDOWN_SECONDS={minutes * 60}",
            ],
        ),
        label=f"{code} config",
        kind="config",
        trust=0.9,
        after=days(2),
        session="s2",
    )
    c.event(
        "other",
        f"{other} {choose(c, FACETS[other])}: cool down {other_minutes} minutes, no less.",
        label=f"{other} checklist",
        kind="checklist",
        trust=0.85,
        after=days(1),
        session="s1",
    )
    noise(c, code, facet)(c, 2, days(0), 3, "s1")
    c.ask(
        choose(
            c,
            [
                f"How many minutes is the {code} {facet} cool-down, and do the checklist and"
                " the config agree?",
                f"Are the {code} checklist and config in line on the {facet} cool-down"
                " (in minutes)?",
            ],
        ),
        after=days(5),
    )
    c.expect(
        [f"{minutes} minutes"],
        [checklist, config],
        forbidden=[f"{other_minutes} minutes"],
    )


def value_agrees_in_two_notations(c: Case) -> None:
    """A table row and a chat message give the same count (digits and words), the same day
    (ISO and day-month) or the same time (a clock and words); nothing is flagged."""
    (code, _), (other, _) = two_subjects(c)
    facet = choose(c, FACETS[code])
    unit = UNITS[code]
    person = choose(c, PEOPLE)
    channel = choose(c, CHANNELS)
    kind = choose(c, ["count", "day", "clock"])
    if kind == "count":
        count, other_count = sample(c, range(110, 480), 2)
        answer, forbidden = str(count), str(other_count)
        head = f"| work | {unit} needed |"
        said = f"{person}: {code} {facet} needs {words(count)} {unit}, confirmed with stores"
        other_text = f"{other} {choose(c, FACETS[other])}: {other_count} needed"
        asked = f"How many {unit} does the {code} {facet} need, and do the table and chat agree?"
    elif kind == "day":
        day, other_day = (the_day(c, days(n)) for n in sample(c, range(10, 40), 2))
        answer, forbidden = day.isoformat(), other_day.isoformat()
        head = "| work | due |"
        said = f"{person}: {code} {facet} is due {day_month(day)}, nothing's moved"
        other_text = f"{other} {choose(c, FACETS[other])} due {other_day.isoformat()}"
        asked = f"Do the {code} table and {person}'s message agree on when the {facet} is due?"
    else:
        morning = [t for t in clocks(c, 40) if "05:" < t < "11:"]
        answer, forbidden = morning[0], morning[1]
        head = "| work | starts |"
        said = f"{person}: {code} {facet} kicks off at {spoken_clock(answer)}, same as always"
        other_text = f"{other} {choose(c, FACETS[other])} starts {forbidden}"
        asked = f"When does the {code} {facet} start, and do the table and {person} say the same?"
    table = c.event(
        "table",
        f"{code} plan\n{head}\n|---|---|\n| {facet} | {answer} |",
        label=f"{code} plan (pasted table)",
        kind="table",
        trust=0.88,
        after=mins(0),
        session="s1",
    )
    chat = c.event(
        "chat",
        said,
        label=f"{channel} message",
        kind="chat",
        trust=0.8,
        after=days(1),
        session="s2",
    )
    c.event(
        "other",
        other_text,
        label=f"{other} plan",
        kind="note",
        trust=0.85,
        after=days(1),
        session="s1",
    )
    noise(c, code, facet)(c, 2, days(0), 3, "s2")
    c.ask(asked, after=days(4))
    c.expect([answer], [table, chat], forbidden=[forbidden])


TEMPLATES = [
    NamedSpec(CONTRA, limit_in_words_against_digits),
    NamedSpec(CONTRA, go_live_written_two_ways),
    NamedSpec(CONTRA, hold_in_config_units_against_hours),
    NamedSpec(CONTRA, cool_down_agrees_in_other_units),
    NamedSpec(CONTRA, value_agrees_in_two_notations),
]
