"""`fresh34` stale-belief templates: an old value said in a document and repeated in a member's
message, then corrected by the same member in a casual message of their own (the latest event,
with no ``supersedes`` field, never naming the value it replaces). Three of a template's five
questions name the old value; another subject's value in the document's frame distracts."""

from __future__ import annotations

from cairn.bench.memfresh34_pools import (
    DB_PINS,
    REGIONS,
    WEEKDAYS,
    at,
    clocks,
    counts,
    form,
    instance,
    others,
    people,
    say,
    subject,
    team_chat,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins, sample


def _changed(
    c: Case,
    code: str,
    doc: tuple[str, str, str],
    repeat: str,
    fixes: tuple[str, str],
    member: str,
    questions: tuple[str, str],
    answer: str,
    forbidden: list[str],
) -> None:
    """The document (text, label, the other subject's line in its frame), the member's repeat,
    the member's correction (the wording turns), and the question (naming the old value on
    instances 0, 2 and 4)."""
    at(c, "doc", doc[0], doc[1], "document", mins(choose(c, range(20, 200))), "a")
    at(c, "other", doc[2], doc[1], "document", days(1), "a")
    label = f"message from {member}"
    at(c, "said", repeat, label, "message", days(choose(c, range(5, 15))), "b")
    team_chat(c, code, 2, days(0), 6, "b")
    fix = at(c, "fix", fixes[turn(c)], label, "message", days(choose(c, range(20, 35))), "c")
    c.ask(questions[instance(c) % 2], after=days(38))
    c.expect([answer], [fix], forbidden=forbidden)


def timeout_or_squad_size(c: Case) -> None:
    """A service's request timeout in seconds, or how many a group's squad holds, changed; the new
    figure may be in words."""
    s = subject(c, 0)
    (o,) = others(c, s)
    old, new, other = counts(c, 3)
    fresh = say(new, form(c))
    (x,) = people(c, 1)
    if s.software:
        doc = (
            f"Runbook: {s.code} requests time out after {old} seconds.",
            "runbook",
            f"Runbook: {o.code} requests time out after {other} seconds.",
        )
        repeat = f"{s.code} times out at {old} seconds, right?"
        fixes = (
            f"Update: the {s.code} timeout is now {fresh} seconds",
            f"Small change: make that {fresh} seconds for the {s.code} timeout",
        )
        qs = (
            f"Does {s.code} still time out after {old} seconds?",
            f"How long before a {s.code} request times out these days?",
        )
    else:
        doc = (
            f"Handbook: the {s.code} squad is {old} {s.unit}.",
            "handbook",
            f"Handbook: the {o.code} squad is {other} {o.unit}.",
        )
        repeat = f"{s.code} has {old} in the squad, yes?"
        fixes = (
            f"Correction: the {s.code} squad is {fresh} now",
            f"Ignore my last — {s.code} squad size is {fresh}",
        )
        qs = (
            f"Is the {s.code} squad still {old} strong?",
            f"How many are in the {s.code} squad now?",
        )
    _changed(c, s.code, doc, repeat, fixes, x, qs, fresh, [str(old), str(other)])


def release_manager_or_captain(c: Case) -> None:
    """A service's release manager or a group's captain, replaced."""
    s = subject(c, 3)
    (o,) = others(c, s)
    old, new, other, x = people(c, 4)
    if s.software:
        doc = (
            f"Decision log: {old} is {s.code} release manager.",
            "decision log",
            f"Decision log: {other} is {o.code} release manager.",
        )
        repeat = f"{old} is running {s.code} releases, right?"
        fixes = (
            f"Correction: {new} is {s.code} release manager now",
            f"Let's go with {new} as {s.code} release manager instead",
        )
        qs = (
            f"Is {old} still the {s.code} release manager?",
            f"Who manages {s.code} releases now?",
        )
    else:
        doc = (
            f"Team page: {s.code} captain is {old}.",
            "team page",
            f"Team page: {o.code} captain is {other}.",
        )
        repeat = f"{old} is captaining {s.code} again, yes?"
        fixes = (
            f"Update: {new} captains {s.code} from now on",
            f"Ignore my last — {new} is {s.code} captain",
        )
        qs = (
            f"Is {old} still captain of {s.code}?",
            f"Who's captaining {s.code} these days?",
        )
    _changed(c, s.code, doc, repeat, fixes, x, qs, new, [old, other])


def region_move_or_venue_move(c: Case) -> None:
    """A service moved to another region, or a group's sessions to their second place."""
    s = subject(c, 6)
    (o,) = others(c, s)
    (x,) = people(c, 1)
    if s.software:
        old, new, other = sample(c, REGIONS, 3)
        doc = (
            f'deploy.toml\n[{s.code.lower()}.deploy]\nregion = "{old}"',
            "deploy.toml",
            f'deploy.toml\n[{o.code.lower()}.deploy]\nregion = "{other}"',
        )
        repeat = f"{s.code} is in {old}, isn't it?"
        fixes = (
            f"Update: {s.code} has moved across to {new}",
            f"Small change: {s.code} now lives in {new}",
        )
        qs = (
            f"Is {s.code} still deployed in {old}?",
            f"Which region is {s.code} in now?",
        )
    else:
        old, new = s.places
        other = o.places[0]
        doc = (
            f"Venue sheet: {s.code} {s.work} at {old}.",
            "venue sheet",
            f"Venue sheet: {o.code} {o.work} at {other}.",
        )
        repeat = f"{s.code} {s.work} is at {old} as usual?"
        fixes = (
            f"Correction: the {s.code} {s.work} moves to {new}",
            f"Let's go with {new} for the {s.code} {s.work} instead",
        )
        qs = (
            f"Is the {s.code} {s.work} still at {old}?",
            f"Where's the {s.code} {s.work} held now?",
        )
    _changed(c, s.code, doc, repeat, fixes, x, qs, new, [old, other])


def db_pin_or_start_time(c: Case) -> None:
    """The Postgres a service is pinned to in a Makefile variable, or when a group's session
    starts, changed."""
    s = subject(c, 9)
    (o,) = others(c, s)
    (x,) = people(c, 1)
    if s.software:
        old, new, other = sample(c, DB_PINS, 3)
        doc = (
            f"# {s.code} database\n{s.code.upper()}_POSTGRES := {old}",
            "Makefile",
            f"# {o.code} database\n{o.code.upper()}_POSTGRES := {other}",
        )
        repeat = f"{s.code} is on {old} still, right?"
        fixes = (
            f"Update: {s.code} is pinned to {new} now",
            f"Small change: {s.code} moves its pin to {new}",
        )
        qs = (
            f"Is {s.code} still pinned to {old}?",
            f"Which Postgres is {s.code} pinned to now?",
        )
    else:
        old, new, other = clocks(c, 3, 17, 21)
        doc = (
            f"Calendar: the {s.code} {s.work} starts at {old}.",
            "calendar",
            f"Calendar: the {o.code} {o.work} starts at {other}.",
        )
        repeat = f"{s.code} {s.work} starts at {old}, yes?"
        fixes = (
            f"Ignore my last — the {s.code} {s.work} starts at {new}",
            f"Update: the {s.code} {s.work} now kicks off at {new}",
        )
        qs = (
            f"Does the {s.code} {s.work} still start at {old}?",
            f"What time does the {s.code} {s.work} start now?",
        )
    _changed(c, s.code, doc, repeat, fixes, x, qs, new, [old, other])


def deploy_day_or_session_day(c: Case) -> None:
    """The day a service deploys, or the day of a group's sessions, moved."""
    s = subject(c, 12)
    (o,) = others(c, s)
    (x,) = people(c, 1)
    old, new, other = sample(c, WEEKDAYS, 3)
    if s.software:
        doc = (
            f"Release calendar: {s.code} deploys every {old}.",
            "release calendar",
            f"Release calendar: {o.code} deploys every {other}.",
        )
        repeat = f"{s.code} deploys are {old}, aren't they?"
        fixes = (
            f"Correction: {s.code} deploys move to {new}",
            f"Let's go with {new} for {s.code} deploys instead",
        )
        qs = (
            f"Does {s.code} still deploy on {old}?",
            f"Which day does {s.code} deploy now?",
        )
    else:
        doc = (
            f"Newsletter: the {s.code} {s.work} is every {old}.",
            "newsletter",
            f"Newsletter: the {o.code} {o.work} is every {other}.",
        )
        repeat = f"see you {old} for the {s.code} {s.work}?"
        fixes = (
            f"Small change: the {s.code} {s.work} is on {new} from this week",
            f"Update: the {s.code} {s.work} moves to {new}",
        )
        qs = (
            f"Is the {s.code} {s.work} still on {old}?",
            f"Which day is the {s.code} {s.work} now?",
        )
    _changed(c, s.code, doc, repeat, fixes, x, qs, new, [old, other])


TEMPLATES = (
    timeout_or_squad_size,
    release_manager_or_captain,
    region_move_or_venue_move,
    db_pin_or_start_time,
    deploy_day_or_session_day,
)
