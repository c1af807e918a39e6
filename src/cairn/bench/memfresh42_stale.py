"""The stale-belief templates of `fresh42`: a value said in a document and repeated (sometimes
quoted) in a member's message, then corrected by the same member in a message of their own,
the latest event, which never repeats the old value. Another subject's value is said in the
document's frame. Three cases of each template ask whether the old value still holds; two ask
for the value now."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memfresh42_pools import (
    CHANNELS,
    WEEKDAYS,
    ask,
    clocks,
    counts,
    form,
    others,
    people,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import sample

PYTHON = ("3.10", "3.11", "3.12", "3.13")


@dataclass(frozen=True)
class Change:
    """One stale case: the document (``{code}``, ``{value}``), its label, the member's
    repetition, the correction (``{code}``, ``{value}``), the two questions (``{code}``,
    ``{old}``), and the old, new and other subject's values."""

    doc: str
    label: str
    repeat: str
    fix: str
    questions: tuple[str, str]
    old: str
    new: str
    theirs: str


def write(c: Case, change: Change, code: str, other_code: str, member: str) -> None:
    ch = change
    say(c, "doc", ch.doc.format(code=code, value=ch.old), ch.label, c.rng.uniform(0, 1))
    say(c, "otherdoc", ch.doc.format(code=other_code, value=ch.theirs), ch.label, c.rng.uniform(0, 2))  # fmt: skip
    label = f"message from {member}"
    say(c, "repeat", ch.repeat.format(code=code, value=ch.old), label, c.rng.uniform(3, 8), "s2")
    fix = say(c, "fix", ch.fix.format(code=code, value=ch.new), label, c.rng.uniform(10, 14), "s3")  # fmt: skip
    q = ch.questions[turn(c)].format(code=code, old=ch.old)
    ask(c, q, 15 + c.rng.randrange(6))
    c.expect([ch.new], [fix], forbidden=[ch.old, ch.theirs])


def connection_cap_or_coach_seats(c: Case) -> None:
    """How many database connections a service's pods may open, or how many seats a group's
    coach has: the new count is in the other form than the old one."""
    s = subject(c, 0)
    (o,) = others(c, s, 1)
    (m,) = people(c, 1)
    v, w, x = counts(c, 3)
    spelled = c.rng.random() < 0.5
    old, new, theirs = form(v, spelled), form(w, not spelled), form(x, spelled)
    if s.software:
        ch = Change(
            "Database notes, {code}: the pool allows {value} connections per pod.",
            "database notes",
            "Going by the database notes, {code} allows {value} connections per pod, so size your jobs to that.",
            "Scratch that: after the upgrade {code} pods get {value} connections each.",
            (
                "Does {code} still allow {old} connections per pod?",
                "How many database connections can each {code} pod open now?",
            ),
            old,
            new,
            theirs,
        )
    else:
        ch = Change(
            "Trip sheet, {code}: the coach seats {value}.",
            "trip sheet",
            "Reminder that the {code} coach only seats {value}, book early!",
            "Update from me: a bigger coach is booked, so {code} has {value} seats now.",
            (
                "Are there still only {old} seats on the {code} coach?",
                "How many seats does the {code} coach have now?",
            ),
            old,
            new,
            theirs,
        )
    write(c, ch, s.code, o.code, m)


def product_owner_or_captain(c: Case) -> None:
    """Who owns a service's roadmap, or who captains a group: the new holder is named by the
    member who repeated the old one."""
    s = subject(c, 7)
    (o,) = others(c, s, 1)
    old, new, theirs, m = people(c, 4)
    if s.software:
        ch = Change(
            "Team page, {code}: the product owner is {value}.",
            "team page",
            "As the team page says, {value} owns the {code} roadmap, so take priorities to them.",
            "Heads up, I was out of date: {value} took over as {code} product owner this sprint.",
            (
                "Is {old} still the product owner for {code}?",
                "Who decides what goes on the {code} roadmap these days?",
            ),
            old,
            new,
            theirs,
        )
    else:
        ch = Change(
            "Club handbook, {code}: the captain is {value}.",
            "club handbook",
            "{value} is our {code} captain, like the handbook says.",
            "Turns out that changed: {code} voted {value} in as captain last night.",
            (
                "Is {old} still captaining {code}?",
                "Who leads {code} out as captain now?",
            ),
            old,
            new,
            theirs,
        )
    write(c, ch, s.code, o.code, m)


def python_pin_or_kickoff_time(c: Case) -> None:
    """The Python release a service needs (the old one quoted from the setup guide), or when a
    group kicks off."""
    s = subject(c, 14)
    (o,) = others(c, s, 1)
    (m,) = people(c, 1)
    if s.software:
        old, new, theirs = sample(c, PYTHON, 3)
        ch = Change(
            "Setup guide, {code}: install Python {value} before anything else.",
            "setup guide",
            '"Python {value}" is what the {code} setup guide says, so that\'s what I told the new starters.',
            "Quick fix to what I said: {code} has moved to Python {value}, the guide is behind.",
            (
                "Is {code} still on Python {old}?",
                "Which Python release does {code} need now?",
            ),
            old,
            new,
            theirs,
        )
    else:
        old, new, theirs = clocks(c, 3)
        ch = Change(
            "Fixture card, {code}: kick-off is at {value}.",
            "fixture card",
            "{code} kick-off is {value} per the fixture card, don't be late.",
            "Small change, my mistake earlier: {code} kicks off at {value} from now on.",
            (
                "Does {code} still kick off at {old}?",
                "What time does {code} kick off now?",
            ),
            old,
            new,
            theirs,
        )
    write(c, ch, s.code, o.code, m)


def alerts_channel_or_meeting_point(c: Case) -> None:
    """The chat channel a service's alerts go to, or where a group meets before an outing."""
    s = subject(c, 1)
    (o,) = others(c, s, 1)
    (m,) = people(c, 1)
    if s.software:
        old, new, theirs = sample(c, CHANNELS, 3)
        ch = Change(
            "Alerting rules, {code}: pages are posted to {value}.",
            "alerting rules",
            "{code} alerts land in {value}, that's the one to watch.",
            "Ignore my earlier message: {code} alerts go to {value} these days.",
            (
                "Do {code} alerts still go to {old}?",
                "Which channel should I keep an eye on for {code} alerts now?",
            ),
            old,
            new,
            theirs,
        )
    else:
        old, new = s.places if c.rng.random() < 0.5 else s.places[::-1]
        theirs = o.places[c.rng.randrange(2)]
        ch = Change(
            "Welcome pack, {code}: we meet at {value} before every outing.",
            "welcome pack",
            "Meet at {value} for {code}, like always.",
            "Change of plan from me: {code} meets at {value} from now on.",
            (
                "Does {code} still meet at {old}?",
                "Where does {code} gather before an outing now?",
            ),
            old,
            new,
            theirs,
        )
    write(c, ch, s.code, o.code, m)


def retro_day_or_training_night(c: Case) -> None:
    """The weekday a service's retro is on, or the night a group trains."""
    s = subject(c, 8)
    (o,) = others(c, s, 1)
    (m,) = people(c, 1)
    old, new, theirs = sample(c, WEEKDAYS, 3)
    if s.software:
        ch = Change(
            "Team calendar, {code}: the retro is on {value}.",
            "team calendar",
            "{code} retro is {value} as usual, I'll book the room.",
            "Correction from me: the {code} retro has moved to {value}.",
            (
                "Is the {code} retro still on {old}?",
                "Which day is the {code} retro on now?",
            ),
            old,
            new,
            theirs,
        )
    else:
        ch = Change(
            "Term card, {code}: training night is {value}.",
            "term card",
            "{code} training's on {value}, see you there.",
            "Update: {code} trains on {value} from next week.",
            (
                "Does {code} still train on {old}?",
                "What night does {code} train now?",
            ),
            old,
            new,
            theirs,
        )
    write(c, ch, s.code, o.code, m)


TEMPLATES = (
    connection_cap_or_coach_seats,
    product_owner_or_captain,
    python_pin_or_kickoff_time,
    alerts_channel_or_meeting_point,
    retro_day_or_training_night,
)
