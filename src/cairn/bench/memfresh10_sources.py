"""The tenth held-out set's templates about sources (``bench.memfresh10``): provenance, where
the answer is the one the named or authoritative source gives, and contradiction, where two
sources state a value in different notations and either disagree or agree.

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
    noise,
    the_day,
    two_subjects,
    words,
)
from cairn.bench.memgen import Case, NamedSpec
from cairn.bench.memset import choose, days, mins, sample

PROV = "provenance_accuracy"
CONTRA = "contradiction_detection"


def snake(text: str) -> str:
    return text.replace(" ", "_").replace("-", "_").lower()


# -- provenance ----------------------------------------------------------------------------------


def signed_sheet_over_a_guess(c: Case) -> None:
    """Give the cutoff the countersigned sheet states, not the one a colleague guessed in chat."""
    (code, _), _ = two_subjects(c)
    facet = choose(c, FACETS[code])
    guesser, signer = sample(c, PEOPLE, 2)
    real, guess = clocks(c, 2)
    channel = choose(c, CHANNELS)
    c.event(
        "guess",
        choose(
            c,
            [
                f"{guesser}: pretty sure the {code} {facet} cutoff is {guess}, don't quote me",
                f"{guesser}: from memory the {code} {facet} stops taking work at {guess}? not sure",
            ],
        ),
        label=f"{channel} message",
        kind="chat",
        trust=0.45,
        after=mins(0),
        session="s1",
    )
    sheet = c.event(
        "sheet",
        choose(
            c,
            [
                f"{code} {facet} sheet, countersigned by {signer}: daily cutoff {real}.",
                f"Signed-off {facet} sheet ({code}). Cutoff: {real}. Countersignature: {signer}.",
            ],
        ),
        label=f"{code} {facet} sheet (signed)",
        kind="document",
        trust=0.95,
        after=days(1),
        session="s2",
    )
    noise(c, code)(c, 2, days(0), 3, "s1")
    c.ask(
        choose(
            c,
            [
                f"What cutoff does the countersigned {code} {facet} sheet give?",
                f"Per the signed sheet, when is the {code} {facet} cutoff?",
            ],
        ),
        after=days(5),
    )
    c.expect([real], [sheet], forbidden=[guess])


def config_and_handoff_agree_on_a_cap(c: Case) -> None:
    """Carry both records that give the per-run cap (a config line and a handoff note in
    words), not the cap another subject's config gives."""
    (code, _), (other, _) = two_subjects(c)
    facet = choose(c, FACETS[code])
    other_facet = choose(c, FACETS[other])
    cap, other_cap = sample(c, range(21, 99), 2)
    unit = UNITS[code]
    author = choose(c, PEOPLE)
    config = c.event(
        "config",
        f"{code.lower()}.{snake(facet)}.max_per_run = {cap}",
        label=f"{code} scheduler config",
        kind="config",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    note = c.event(
        "handoff",
        choose(
            c,
            [
                f"Handoff from {author}: the {code} {facet} still stops at {words(cap)} {unit} a"
                " run, matching the scheduler.",
                f"{author}'s handoff: keep each {code} {facet} run to {words(cap)} {unit}, as"
                " configured.",
            ],
        ),
        label=f"{author} handoff note",
        kind="note",
        trust=0.8,
        after=days(2),
        session="s2",
    )
    c.event(
        "other",
        f"{other.lower()}.{snake(other_facet)}.max_per_run = {other_cap}",
        label=f"{other} scheduler config",
        kind="config",
        trust=0.9,
        after=days(1),
        session="s1",
    )
    noise(c, code)(c, 2, days(0), 3, "s2")
    c.ask(
        f"What per-run cap is on record for the {code} {facet}, and which records say so?",
        after=days(4),
    )
    c.expect([str(cap)], [config, note], forbidden=[str(other_cap)])


def approver_not_the_requester(c: Case) -> None:
    """Name who approved the change, as the ticket records it, not who asked for approval."""
    (code, _), _ = two_subjects(c)
    facet = choose(c, FACETS[code])
    requester, approver = sample(c, PEOPLE, 2)
    ticket = ident(c)
    channel = choose(c, CHANNELS)
    c.event(
        "ask",
        choose(
            c,
            [
                f"{requester}: can somebody approve {ticket}? it's the {code} {facet} change",
                f"{requester} in {channel}: {ticket} ({code} {facet}) still needs an approver",
            ],
        ),
        label=f"{channel} message",
        kind="chat",
        trust=0.6,
        after=mins(0),
        session="s1",
    )
    record = c.event(
        "ticket",
        choose(
            c,
            [
                f"{ticket} [{code} / {facet}] status: approved. Approver: {approver}.",
                f"{ticket}: {approver} approved the {code} {facet} change; moving to scheduled.",
            ],
        ),
        label=f"ticket {ticket}",
        kind="ticket",
        trust=0.92,
        after=days(1),
        session="s2",
    )
    noise(c, code)(c, 2, days(0), 2, "s1")
    c.ask(
        choose(
            c,
            [
                f"Who signed off the {code} {facet} change, and where is that recorded?",
                f"Which person approved the {code} {facet} change in the ticket?",
            ],
        ),
        after=days(3),
    )
    c.expect([approver], [record], forbidden=[requester])


def lot_in_the_right_log_line(c: Case) -> None:
    """Give the lot the log line of the asked piece of work accepted, not the lot the next
    line (another piece of the same subject's work) accepted."""
    (code, _), _ = two_subjects(c)
    facet, neighbour = sample(c, FACETS[code], 2)
    lot, other_lot = ident(c), ident(c)
    checker = choose(c, PEOPLE)
    line = c.event(
        "line",
        f"[{code}] {facet}: lot {lot} accepted, checked by {checker}",
        label=f"{code} intake log",
        kind="log",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    c.event(
        "next",
        f"[{code}] {neighbour}: lot {other_lot} accepted after recount",
        label=f"{code} intake log",
        kind="log",
        trust=0.9,
        after=mins(7),
        session="s1",
    )
    noise(c, code)(c, 2, days(0), 2, "s1")
    c.ask(
        choose(
            c,
            [
                f"Which lot did the {code} intake log accept for the {facet}?",
                f"For the {code} {facet}, what lot number went through intake?",
            ],
        ),
        after=days(3),
    )
    c.expect([lot], [line], forbidden=[other_lot])


def backup_in_the_rota_table(c: Case) -> None:
    """Read the backup from the subject's rota table, not from another subject's rota."""
    (code, _), (other, _) = two_subjects(c)
    rows = FACETS[code]
    facet = choose(c, rows)
    names = sample(c, PEOPLE, 7)
    table = "\n".join(
        [f"{code} rota", "| work | lead | backup |", "|---|---|---|"]
        + [f"| {r} | {names[2 * i]} | {names[2 * i + 1]} |" for i, r in enumerate(rows)]
    )
    backup = names[2 * rows.index(facet) + 1]
    rota = c.event(
        "rota",
        table,
        label=f"{code} rota (pasted table)",
        kind="table",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{other} rota: {names[6]} is backup on {choose(c, FACETS[other])} this month.",
        label=f"{other} rota note",
        kind="note",
        trust=0.85,
        after=days(1),
        session="s1",
    )
    noise(c, code)(c, 2, days(0), 2, "s1")
    c.ask(f"Who is the backup for the {code} {facet} in the rota?", after=days(4))
    c.expect([backup], [rota], forbidden=[names[6]])


# -- contradiction -------------------------------------------------------------------------------


def limit_in_words_against_digits(c: Case) -> None:
    """Two sources give the batch limit, one in words and one in digits, and they differ; the
    question asks whether they are in line, without saying conflict."""
    (code, _), (other, _) = two_subjects(c)
    facet = choose(c, FACETS[code])
    unit = UNITS[code]
    said, set_to, other_limit = sample(c, range(6, 60), 3)
    ticket = ident(c)
    person = choose(c, PEOPLE)
    if choose(c, [0, 1]):
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
        asked = f"Are the {code} runbook and ticket {ticket} in line about the {facet} batch limit?"
    else:
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
    c.event(
        "other",
        f"{other}: batch limit for {choose(c, FACETS[other])} is {other_limit}.",
        label=f"{other} notes",
        kind="note",
        trust=0.85,
        after=days(1),
        session="s1",
    )
    noise(c, code)(c, 2, days(0), 3, "s2")
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
    minutes = c.event(
        "minutes",
        choose(
            c,
            [
                f"{code} minutes: {facet} go-live agreed for {day_month(minuted)}.",
                f"Minutes ({code}). Agreed: {facet} goes live on {day_month(minuted)}, no freeze"
                " needed.",
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
    noise(c, code)(c, 2, days(0), 3, "s1")
    c.ask(
        choose(
            c,
            [
                f"Do the {code} minutes and the calendar invite put the {facet} go-live on the"
                " same day?",
                f"When is the {code} {facet} go-live? Check the minutes against the invite.",
            ],
        ),
        after=days(6),
    )
    c.expect(
        [day_month(minuted), invited.isoformat()],
        [minutes, invite],
        contradictions=[minutes, invite],
        forbidden=[other_day.isoformat()],
    )


def hold_in_seconds_against_hours(c: Case) -> None:
    """A config gives a hold in seconds, the wiki in hours in words, and they differ."""
    (code, _), (other, _) = two_subjects(c)
    facet = choose(c, FACETS[code])
    hours, other_secs = choose(c, [(2, 2700), (3, 4500), (4, 6300)])
    secs = choose(c, [n * 1800 for n in range(1, 10) if n != 2 * hours])
    config = c.event(
        "config",
        f"# {code}\n{snake(facet)}:\n  hold_seconds: {secs}",
        label=f"{code} config (yaml)",
        kind="config",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    wiki = c.event(
        "wiki",
        f"{code} wiki: after the {facet} the hold lasts {words(hours)} hours before anyone"
        " touches it.",
        label=f"{code} wiki page",
        kind="wiki",
        trust=0.8,
        after=days(3),
        session="s2",
    )
    c.event(
        "other",
        f"# {other}\n{snake(choose(c, FACETS[other]))}:\n  hold_seconds: {other_secs}",
        label=f"{other} config (yaml)",
        kind="config",
        trust=0.9,
        after=days(1),
        session="s1",
    )
    noise(c, code)(c, 2, days(0), 3, "s2")
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
        [str(secs), f"{words(hours)} hours"],
        [config, wiki],
        contradictions=[config, wiki],
        forbidden=[str(other_secs)],
    )


def cool_down_agrees_in_other_units(c: Case) -> None:
    """A checklist gives a cool-down in minutes and a config in seconds; they agree, so
    nothing is flagged."""
    (code, _), (other, _) = two_subjects(c)
    facet = choose(c, FACETS[code])
    minutes, other_minutes = sample(c, [20, 25, 35, 40, 45, 50, 55, 70, 75, 80], 2)
    checklist = c.event(
        "checklist",
        f"{code} {facet} checklist: let it cool down {minutes} minutes before the next step.",
        label=f"{code} checklist",
        kind="checklist",
        trust=0.85,
        after=mins(0),
        session="s1",
    )
    config = c.event(
        "config",
        f"[{code.lower()}.{snake(facet)}]\ncooldown_s = {minutes * 60}",
        label=f"{code} config (toml)",
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
    noise(c, code)(c, 2, days(0), 3, "s1")
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


def count_or_date_agrees_in_two_notations(c: Case) -> None:
    """A table row and a chat message give the same count (digits and words) or the same day
    (ISO and day-month); nothing is flagged."""
    (code, _), (other, _) = two_subjects(c)
    facet = choose(c, FACETS[code])
    unit = UNITS[code]
    person = choose(c, PEOPLE)
    channel = choose(c, CHANNELS)
    if choose(c, [0, 1]):
        count, other_count = sample(c, range(110, 480), 2)
        answer, forbidden = str(count), str(other_count)
        row = f"| {facet} | {count} |"
        head = f"| work | {unit} needed |"
        said = f"{person}: {code} {facet} needs {words(count)} {unit}, confirmed with stores"
        other_text = f"{other} {choose(c, FACETS[other])}: {other_count} needed"
        asked = f"How many {unit} does the {code} {facet} need, and do the table and chat agree?"
    else:
        day, other_day = (the_day(c, days(n)) for n in sample(c, range(10, 40), 2))
        answer, forbidden = day.isoformat(), other_day.isoformat()
        row = f"| {facet} | {day.isoformat()} |"
        head = "| work | due |"
        said = f"{person}: {code} {facet} is due {day_month(day)}, nothing's moved"
        other_text = f"{other} {choose(c, FACETS[other])} due {other_day.isoformat()}"
        asked = f"Do the {code} table and {person}'s message agree on when the {facet} is due?"
    table = c.event(
        "table",
        f"{code} plan\n{head}\n|---|---|\n{row}",
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
    noise(c, code)(c, 2, days(0), 3, "s2")
    c.ask(asked, after=days(4))
    c.expect([answer], [table, chat], forbidden=[forbidden])


TEMPLATES = [
    NamedSpec(PROV, signed_sheet_over_a_guess),
    NamedSpec(PROV, config_and_handoff_agree_on_a_cap),
    NamedSpec(PROV, approver_not_the_requester),
    NamedSpec(PROV, lot_in_the_right_log_line),
    NamedSpec(PROV, backup_in_the_rota_table),
    NamedSpec(CONTRA, limit_in_words_against_digits),
    NamedSpec(CONTRA, go_live_written_two_ways),
    NamedSpec(CONTRA, hold_in_seconds_against_hours),
    NamedSpec(CONTRA, cool_down_agrees_in_other_units),
    NamedSpec(CONTRA, count_or_date_agrees_in_two_notations),
]
