"""The stale-belief templates of `fresh44`: a document states a value (beside another
subject's in the same frame), a member repeats it in a message (in some cases quoting it), and
the same member corrects it in a later message of their own, the latest event. Instances 0, 3
and 4 ask a yes/no question naming the old value; 1 and 2 ask for the value now."""

from __future__ import annotations

from collections.abc import Callable

from cairn.bench.memfresh44_pools import (
    Subject,
    counts,
    evening,
    form,
    instance,
    other,
    people,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, mins, sample

Says = Callable[[str, str], str]  # (codename, value) -> text
PYTHON = ("3.10", "3.11", "3.12", "3.13")
CHANNELS = (
    "#deploy-feed",
    "#ship-it",
    "#release-log",
    "#rollouts",
    "#prod-changes",
    "#deploy-noise",
)
PICKUP = (
    "school gates",
    "church porch",
    "library foyer",
    "allotment shed",
    "swimming baths reception",
)
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")


def asks_old(c: Case) -> bool:
    return turn(c) == 0


def _write(
    c: Case,
    s: Subject,
    o: Subject,
    values: tuple[str, str, str],
    doc: tuple[str, Says],
    repeat: str,
    fix: str,
    questions: tuple[str, str],
    member: str,
) -> None:
    """``values``: the old value, the new one, another subject's (said in ``doc``'s frame)."""
    old, new, theirs = values
    label, says = doc
    say(c, "doc", says(s.code, old), label, "doc", mins(15), "s1")
    say(c, "frame", says(o.code, theirs), label, "doc", days(1), "s2")
    say(c, "repeat", repeat, f"message from {member}", "message", days(3) + mins(20), "s3")
    fixed = say(c, "fix", fix, f"message from {member}", "message", days(6) + mins(5), "s4")
    c.ask(questions[0] if asks_old(c) else questions[1], after=days(8 + instance(c)))
    c.expect([new], [fixed], forbidden=[old, theirs])


def conn_cap_or_coach_seats(c: Case) -> None:
    """How many open connections a service accepts, or how many seats a group's coach has: the
    new count in the other form from the old one."""
    s = subject(c, 0)
    o = other(c, s)
    a, b, t = counts(c, 3)
    words = turn(c) == 1
    old, new, theirs = form(a, words), form(b, not words), form(t, words)
    (member,) = people(c, 1)
    if s.software:
        doc = (
            "limits page",
            lambda k, v: f"{k} limits page: {k} accepts at most {v} open connections.",
        )
        repeat = f"as the limits page says, {s.code} tops out at {old} connections"
        fix = f"Correction from me: after the load test the {s.code} cap was reset to {new} connections."
        qs = (
            f"Is {s.code} still capped at {old} open connections?",
            f"How many open connections will {s.code} accept now?",
        )
    else:
        doc = (
            "outing sheet",
            lambda k, v: f"{k} outing sheet: the coach has {v} seats, first come first served.",
        )
        repeat = f"the {s.code} coach only seats {old}, book early"
        fix = f"Scrap what I said: the coach was swapped for another, {s.code} has {new} seats now."
        qs = (
            f"Does the {s.code} coach still have {old} seats?",
            f"How many seats are on the {s.code} coach now?",
        )
    _write(c, s, o, (old, new, theirs), doc, repeat, fix, qs, member)


def product_owner_or_team_captain(c: Case) -> None:
    """Who sets a service's priorities, or who captains a group: a person replaced."""
    s = subject(c, 1)
    o = other(c, s)
    old, new, theirs, member = people(c, 4)
    if s.software:
        doc = ("team page", lambda k, v: f"{k} team page: product owner is {v}.")
        repeat = f"ask {old}, they're the {s.code} product owner"
        fix = f"I was out of date: {new} took over as product owner of {s.code} this month."
        qs = (
            f"Is {old} still the product owner for {s.code}?",
            f"Who sets the priorities for {s.code} now?",
        )
    else:
        doc = ("club page", lambda k, v: f"{k} club page: our captain is {v}.")
        repeat = f"{old} is {s.code} captain, talk to them"
        fix = f"My mistake, that's old news: the {s.code} members voted {new} in as captain last week."
        qs = (f"Is {old} still captain of {s.code}?", f"Who leads {s.code} as captain now?")
    _write(c, s, o, (old, new, theirs), doc, repeat, fix, qs, member)


def python_pin_or_warmup_time(c: Case) -> None:
    """The Python a service is pinned to, or when a group's warm-up starts: the old value quoted
    in some cases."""
    s = subject(c, 2)
    o = other(c, s)
    (member,) = people(c, 1)
    if s.software:
        old, new, theirs = sample(c, PYTHON, 3)
        old, new = sorted((old, new))  # a pin only moves up
        doc = ("developer guide", lambda k, v: f"{k} developer guide: {k} is pinned to Python {v}.")
        repeat = (
            f"{s.code} is on Python {old}, go by the developer guide"
            if turn(c) == 0
            else f'"Python {old}" is what the {s.code} developer guide says, so use that'
        )
        fix = f"Correction on that: {s.code} moved to Python {new}, the guide hasn't caught up."
        qs = (f"Is {s.code} still on Python {old}?", f"Which Python does {s.code} run on now?")
    else:
        times: list[str] = []
        while len(times) < 3:
            t = evening(c)[0]
            if t not in times:
                times.append(t)
        old, new, theirs = times
        doc = ("term card", lambda k, v: f"{k} term card: warm-up starts at {v} sharp.")
        repeat = (
            f"{s.code} warm-up is {old}, don't be late"
            if turn(c) == 0
            else f'"warm-up {old}" it says on the {s.code} term card, so be there'
        )
        fix = f"Small fix from me: {s.code} warm-ups begin at {new} from now on."
        qs = (
            f"Does the {s.code} warm-up still start at {old}?",
            f"What time does the {s.code} warm-up begin now?",
        )
    _write(c, s, o, (old, new, theirs), doc, repeat, fix, qs, member)


def deploy_channel_or_kit_pickup(c: Case) -> None:
    """Where a service's deploy notices post, or where a group's kit is collected from: moved."""
    s = subject(c, 3)
    o = other(c, s)
    (member,) = people(c, 1)
    if s.software:
        old, new, theirs = sample(c, CHANNELS, 3)
        doc = ("bot settings", lambda k, v: f"{k} bot settings: deploy notices post to {v}.")
        repeat = f"{s.code} deploy notices land in {old}, watch there"
        fix = f"Ignore what I said before: {s.code} deploy notices go to {new} now."
        qs = (
            f"Do {s.code} deploy notices still post to {old}?",
            f"Which channel gets the {s.code} deploy notices now?",
        )
    else:
        old, new, theirs = sample(c, PICKUP, 3)
        doc = ("welcome letter", lambda k, v: f"{k} welcome letter: pick your kit up from the {v}.")
        repeat = f"{s.code} kit is at the {old}, grab it there"
        fix = f"Change from me: {s.code} kit is collected from the {new} now."
        qs = (
            f"Is {s.code} kit still collected from the {old}?",
            f"Where do I collect my {s.code} kit now?",
        )
    _write(c, s, o, (old, new, theirs), doc, repeat, fix, qs, member)


def planning_day_or_social_night(c: Case) -> None:
    """The weekday a service's sprint planning falls on, or a group's social night: moved."""
    s = subject(c, 4)
    o = other(c, s)
    (member,) = people(c, 1)
    old, new, theirs = sample(c, WEEKDAYS, 3)
    if s.software:
        doc = ("team calendar", lambda k, v: f"{k} team calendar: sprint planning is every {v}.")
        repeat = f"{s.code} planning is {old}, don't book anything"
        fix = f"Heads up, my fault: {s.code} planning moved to {new}."
        qs = (
            f"Is {s.code} planning still on {old}?",
            f"Which day is {s.code} sprint planning on now?",
        )
    else:
        doc = ("club newsletter", lambda k, v: f"{k} newsletter: social night is every {v}.")
        repeat = f"{s.code} social is a {old} thing, see you there"
        fix = f"Quick update from my side: the {s.code} social night is on {new} from next week."
        qs = (
            f"Does the {s.code} social night still fall on {old}?",
            f"What night is the {s.code} social now?",
        )
    _write(c, s, o, (old, new, theirs), doc, repeat, fix, qs, member)


TEMPLATES = (
    conn_cap_or_coach_seats,
    product_owner_or_team_captain,
    python_pin_or_warmup_time,
    deploy_channel_or_kit_pickup,
    planning_day_or_social_night,
)
