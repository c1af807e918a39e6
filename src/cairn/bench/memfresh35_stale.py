"""``fresh35`` stale belief templates: a value said in a document and repeated in a member's
message, then replaced by that member in a casual correction (no ``supersedes``, the old value
never repeated) that is always the latest event. Three questions in five name the old value."""

from __future__ import annotations

from cairn.bench.memfresh35_pools import (
    PYTHON,
    WEEKDAYS,
    Subject,
    clock,
    counts,
    form,
    instance,
    others,
    people,
    ports,
    subject,
    turn,
)
from cairn.bench.memfresh35_pools import note as say
from cairn.bench.memgen import Case
from cairn.bench.memset import days, mins, sample


def story(
    c: Case,
    s: Subject,
    doc: tuple[str, str],
    repeat: str,
    fixes: tuple[str, str],
    other: str,
    asks: tuple[str, str],
    new: str,
    old: str,
    other_value: str,
) -> None:
    """The document, the member's repeat, another subject's value, the correction (last), and
    the question naming the old value (instances 0, 1 and 4) or not."""
    member = people(c, 1)[0]
    say(c, "doc", doc[0], doc[1], days(1), "s1")
    say(c, "repeat", f"{member}: {repeat}", f"message from {member}", days(6), "s2", trust=0.7)
    say(c, "other", other, doc[1], days(2), "s1")
    fix = say(c, "fix", f"{member}: {fixes[turn(c)]}", f"message from {member}",
              days(13) + mins(c.rng.randrange(5, 50)), "s3", trust=0.7)  # fmt: skip
    c.ask(asks[0] if instance(c) in (0, 1, 4) else asks[1], after=days(17))
    c.expect([new], [fix], forbidden=[old, other_value])


def stale_retry_limit_or_entry_cap(c: Case) -> None:
    """How many times a service retries a failed call, or how many entries a group's tournament
    takes; the new count may be larger or smaller and in the other form."""
    s = subject(c, 0)
    (o,) = others(c, s)
    old, new_n, x = counts(c, 3)
    new = form(c, new_n)
    if s.software:
        story(
            c, s,
            (f"Runbook: {s.code} retries a failed call {old} times", "runbook"),
            f"{s.code} retries {old} times before giving up, right?",
            (f"Update: {s.code} now gives up after {new} retries",
             f"Small change: make that {new} attempts for {s.code} retries"),
            f"Runbook: {o.code} retries a failed call {x} times",
            (f"Does {s.code} still retry {old} times?",
             f"How many retries does {s.code} make these days before it gives up?"),
            new, str(old), str(x),
        )  # fmt: skip
    else:
        story(
            c, s,
            (f"Committee minutes: the {s.code} open tournament takes {old} entries",
             "committee minutes"),
            f"{s.code} tournament is {old} entries, yes?",
            (f"Correction: the {s.code} tournament takes {new} entries now",
             f"Ignore my last — the {s.code} entry cap is {new}"),
            f"Committee minutes: the {o.code} open tournament takes {x} entries",
            (f"Is the {s.code} tournament still capped at {old} entries?",
             f"How many can enter the {s.code} tournament now?"),
            new, str(old), str(x),
        )  # fmt: skip


def stale_tech_lead_or_coach(c: Case) -> None:
    """Who leads a service technically, or who coaches a group, after a change of person."""
    s = subject(c, 3)
    (o,) = others(c, s)
    old, new, x = people(c, 3)
    if s.software:
        story(
            c, s,
            (f"Team page: {old} is {s.code} tech lead", "team page"),
            f"{old} still leads {s.code}, no?",
            (f"Correction: {new} is {s.code} tech lead now",
             f"Let's go with {new} as {s.code} tech lead instead"),
            f"Team page: {x} is {o.code} tech lead",
            (f"Is {old} still the {s.code} tech lead?",
             f"Who's the technical lead on {s.code} at the moment?"),
            new, old, x,
        )  # fmt: skip
    else:
        story(
            c, s,
            (f"AGM minutes: {old} coaches {s.code}", "AGM minutes"),
            f"{old} is our {s.code} coach, right?",
            (f"Update: {new} coaches {s.code} from now on",
             f"Ignore my last — {new} is {s.code} coach"),
            f"AGM minutes: {x} coaches {o.code}",
            (f"Does {old} still coach {s.code}?",
             f"Who's coaching {s.code} these days?"),
            new, old, x,
        )  # fmt: skip


def stale_port_or_venue_move(c: Case) -> None:
    """The port a service listens on, or where a group's session is held, after a move."""
    s = subject(c, 6)
    (o,) = others(c, s)
    if s.software:
        old, new, x = ports(c, 3)
        story(
            c, s,
            (f"# {s.code}\n{s.code.upper()}_PORT={old}", "env file"),
            f"{s.code} is on {old}, fyi",
            (f"Update: {s.code} has moved to port {new}",
             f"Small change: {s.code} now listens on {new}"),
            f"# {o.code}\n{o.code.upper()}_PORT={x}",
            (f"Is {s.code} still listening on port {old}?",
             f"Which port should I point at for {s.code} now?"),
            new, old, x,
        )  # fmt: skip
    else:
        old, new = s.places
        x = o.places[0]
        story(
            c, s,
            (f"Venue sheet: {s.code} {s.work} at {old}", "venue sheet"),
            f"{s.code} {s.work} at {old} as ever, see you there",
            (f"Correction: the {s.code} {s.work} moves to {new}",
             f"Let's go with {new} for the {s.code} {s.work} instead"),
            f"Venue sheet: {o.code} {o.work} at {x}",
            (f"Is the {s.code} {s.work} still at {old}?",
             f"Where's the {s.code} {s.work} held now?"),
            new, old, x,
        )  # fmt: skip


def stale_python_pin_or_start_time(c: Case) -> None:
    """The Python release a service is pinned to, or when a group's session starts, after a
    change."""
    s = subject(c, 9)
    (o,) = others(c, s)
    if s.software:
        old, new, x = sample(c, PYTHON, 3)
        story(
            c, s,
            (f"Deploy note: {s.code} is pinned to {old}", "deploy note"),
            f"{s.code} is on {old}, ta",
            (f"Update: {s.code} is pinned to {new} now",
             f"Small change: {s.code} moves its pin to {new}"),
            f"Deploy note: {o.code} is pinned to {x}",
            (f"Is {s.code} still pinned to {old}?",
             f"Which Python release does {s.code} run on now?"),
            new, old, x,
        )  # fmt: skip
    else:
        old, new, x = clock(c, 3)
        story(
            c, s,
            (f"Calendar: {s.code} {s.work} starts at {old}", "calendar"),
            f"{s.code} {s.work} is {old} start, don't be late",
            (f"Ignore my last — the {s.code} {s.work} starts at {new}",
             f"Update: the {s.code} {s.work} now kicks off at {new}"),
            f"Calendar: {o.code} {o.work} starts at {x}",
            (f"Does the {s.code} {s.work} still start at {old}?",
             f"What time does the {s.code} {s.work} start now?"),
            new, old, x,
        )  # fmt: skip


def stale_release_day_or_rehearsal_day(c: Case) -> None:
    """The weekday a service releases on, or a group's practice day, after a move."""
    s = subject(c, 12)
    (o,) = others(c, s)
    old, new, x = sample(c, WEEKDAYS, 3)
    if s.software:
        story(
            c, s,
            (f"Release calendar: {s.code} ships every {old}", "release calendar"),
            f"{s.code} goes out {old} as usual, yes?",
            (f"Correction: {s.code} releases move to {new}",
             f"Let's go with {new} for {s.code} releases instead"),
            f"Release calendar: {o.code} ships every {x}",
            (f"Does {s.code} still ship on {old}?",
             f"Which weekday does {s.code} release on now?"),
            new, old, x,
        )  # fmt: skip
    else:
        story(
            c, s,
            (f"Newsletter: {s.code} practice is every {old}", "newsletter"),
            f"{s.code} practice {old} as always, yes?",
            (f"Small change: the {s.code} practice is on {new} from this week",
             f"Update: the {s.code} practice moves to {new}"),
            f"Newsletter: {o.code} practice is every {x}",
            (f"Is {s.code} practice still on {old}?",
             f"Which day is {s.code} practice now?"),
            new, old, x,
        )  # fmt: skip


TEMPLATES = (
    stale_retry_limit_or_entry_cap,
    stale_tech_lead_or_coach,
    stale_port_or_venue_move,
    stale_python_pin_or_start_time,
    stale_release_day_or_rehearsal_day,
)
