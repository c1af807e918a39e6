"""The stale-belief templates of `fresh47`: a value said in a document and repeated (in some
cases quoted) in a member's message, then corrected by the same member in a message of their
own, the latest event, which never repeats the old value. Another subject's value in the
document's frame is said apart. Instances 0, 3 and 4 ask a yes/no question naming the old
value; 1 and 2 ask for the value now."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memfresh47_pools import (
    counts,
    evenings,
    other,
    people,
    pick,
    say,
    soon,
    spelled,
    subject,
    turn,
)
from cairn.bench.memgen import Case


@dataclass(frozen=True)
class Said:
    """The document, its frame said of another subject, the member's repeat and correction, the
    question, and the document's label."""

    doc: str
    rival_doc: str
    repeat: str
    fix: str
    question: str
    label: str


def _write(c: Case, said: Said, *, member: str, new: str, old: str, rival: str) -> None:
    say(c, "a", said.doc, label=said.label, kind="document", after=soon(c, 0, 3), session="s1")
    say(
        c, "b", said.rival_doc, label=said.label, kind="document", after=soon(c, 0, 3), session="s2"
    )
    label = f"message from {member}"
    say(c, "c", said.repeat, label=label, kind="message", after=soon(c, 4, 8), session="s3")
    fix = say(c, "d", said.fix, label=label, kind="message", after=soon(c, 9, 12), session="s4")
    c.ask(said.question, after=soon(c, 13, 18))
    c.expect([new], [fix], forbidden=[old, rival])


def rate_limit_or_summer_school_cap(c: Case) -> None:
    """A service's per-client rate limit raised or a group's summer school places increased;
    the new count comes in the other form than the old."""
    s = subject(c)
    o = other(c, s)
    (member,) = people(c, 1)
    first, second, rival_n = counts(c, 3)
    old_n, new_n = sorted((first, second))  # raised: the new count is the larger
    words = turn(c) == 1
    old, rival = (spelled(x) if words else str(x) for x in (old_n, rival_n))
    new = str(new_n) if words else spelled(new_n)
    if s.software:
        frame = "{} API limits: {} requests per second per client."
        said = Said(
            frame.format(s.code, old),
            frame.format(o.code, rival),
            f'"{old} requests per second" is the {s.code} limit, per the API reference'
            if turn(c) == 0
            else f"reminder that {s.code} caps clients at {old} requests per second",
            f"Correcting what I posted: since the gateway upgrade {s.code} clients can make {new} requests per second.",
            f"Is {s.code} still limiting each client to {old} requests per second?"
            if turn(c) == 0
            else f"How many requests per second may a {s.code} client make now?",
            "API reference",
        )
    else:
        frame = "{} summer school: places capped at {}."
        said = Said(
            frame.format(s.code, old),
            frame.format(o.code, rival),
            f'"capped at {old}" is what the {s.code} leaflet says about summer school'
            if turn(c) == 0
            else f"{s.code} summer school only has room for {old}, as far as I know",
            f"I had that wrong: the {s.code} summer school found a bigger venue and takes {new} people now.",
            f"Is the {s.code} summer school still capped at {old} places?"
            if turn(c) == 0
            else f"How many places does the {s.code} summer school have now?",
            "summer school leaflet",
        )
    _write(c, said, member=member, new=new, old=old, rival=rival)


def tech_lead_or_club_secretary(c: Case) -> None:
    """A service's tech lead or a group's secretary replaced."""
    s = subject(c)
    o = other(c, s)
    member, old, new, rival = people(c, 4)
    if s.software:
        frame = "{} team page: tech lead is {}."
        said = Said(
            frame.format(s.code, old),
            frame.format(o.code, rival),
            f'"Tech lead: {old}" still shows on the {s.code} team page'
            if turn(c) == 0
            else f"ping {old} for anything about {s.code} architecture, that's the tech lead",
            f"My mistake earlier: {new} took over as {s.code} tech lead last month.",
            f"Is {old} still the tech lead on {s.code}?"
            if turn(c) == 0
            else f"Who leads {s.code} technically these days?",
            "team page",
        )
    else:
        frame = "{} contact sheet: secretary is {}."
        said = Said(
            frame.format(s.code, old),
            frame.format(o.code, rival),
            f'"Secretary: {old}" is what the {s.code} contact sheet says'
            if turn(c) == 0
            else f"send {s.code} paperwork to {old}, the secretary",
            f"I was behind the times: {s.code} elected {new} as secretary at the spring meeting.",
            f"Is {old} still {s.code}'s secretary?"
            if turn(c) == 0
            else f"Who does the paperwork as {s.code}'s secretary now?",
            "contact sheet",
        )
    _write(c, said, member=member, new=new, old=old, rival=rival)


RUBY = ("3.0", "3.1", "3.2", "3.3", "3.4")


def ruby_pin_or_doors_time(c: Case) -> None:
    """A service's Ruby release moved up or the time a group's concert doors open changed."""
    s = subject(c)
    o = other(c, s)
    (member,) = people(c, 1)
    if s.software:
        old, new = sorted(pick(c, RUBY, 2))
        (rival,) = pick(c, [r for r in RUBY if r not in (old, new)], 1)
        frame = "{} toolchain notes: built on Ruby {}."
        said = Said(
            frame.format(s.code, old),
            frame.format(o.code, rival),
            f'"Ruby {old}" is what the {s.code} toolchain notes say'
            if turn(c) == 0
            else f"as far as I know {s.code} builds on Ruby {old}",
            f"Let me fix that: {s.code} moved up to Ruby {new}; the notes are behind.",
            f"Is {s.code} still built on Ruby {old}?"
            if turn(c) == 0
            else f"Which Ruby release does {s.code} build with now?",
            "toolchain notes",
        )
    else:
        old, new, rival = evenings(c, 3)
        frame = "{} concert leaflet: doors open {}."
        said = Said(
            frame.format(s.code, old),
            frame.format(o.code, rival),
            f'"doors {old}" it says on the {s.code} leaflet'
            if turn(c) == 0
            else f"{s.code} doors are at {old}, I think",
            f"Ignore my earlier note: the doors for {s.code} concerts open at {new} now.",
            f"Do the doors for {s.code}'s concerts still open at {old}?"
            if turn(c) == 0
            else f"When do the doors open for {s.code} concerts now?",
            "concert leaflet",
        )
    _write(c, said, member=member, new=new, old=old, rival=rival)


PLACES = (
    "the church gate",
    "the library car park",
    "the post office",
    "the bus shelter",
    "the village pump",
    "the lychgate",
    "the market cross",
    "the cricket nets",
)


def alerts_channel_or_carshare_point(c: Case) -> None:
    """Where a service's alerts post or where a group's car share leaves from, moved."""
    s = subject(c)
    o = other(c, s)
    (member,) = people(c, 1)
    if s.software:
        old, new = (f"#{s.tag}-{x}" for x in pick(c, ("alerts", "pager", "oncall", "incidents"), 2))
        rival = f"#{o.tag}-{pick(c, ('alerts', 'pager', 'oncall', 'incidents'), 1)[0]}"
        frame = "{} alerting config: alerts post to {}."
        said = Said(
            frame.format(s.code, old),
            frame.format(o.code, rival),
            f"{s.code} alerts land in {old}, fyi"
            if turn(c) == 0
            else f"if you want {s.code} alerts, join {old}",
            f"Update, my bad: {s.code} alerts post to {new} now.",
            f"Do {s.code}'s alerts still post to {old}?"
            if turn(c) == 0
            else f"Which channel do {s.code} alerts go to now?",
            "alerting config",
        )
    else:
        old, new, rival = pick(c, PLACES, 3)
        frame = "{} trip sheet: car share leaves from {}."
        said = Said(
            frame.format(s.code, old),
            frame.format(o.code, rival),
            f'"meet at {old}" is on the {s.code} trip sheet'
            if turn(c) == 0
            else f"{s.code} car share goes from {old}, see you there",
            f"Sorry, that changed: the {s.code} car share now leaves from {new}.",
            f"Does the {s.code} car share still leave from {old}?"
            if turn(c) == 0
            else f"Where does the {s.code} car share set off from now?",
            "trip sheet",
        )
    _write(c, said, member=member, new=new, old=old, rival=rival)


DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")


def release_day_or_quiz_night(c: Case) -> None:
    """A service's release day or a group's quiz night moved to another weekday."""
    s = subject(c)
    o = other(c, s)
    (member,) = people(c, 1)
    old, new, rival = pick(c, DAYS, 3)
    if s.software:
        frame = "{} release calendar: releases go out on {}."
        said = Said(
            frame.format(s.code, old),
            frame.format(o.code, rival),
            f'"releases on {old}" is still on the {s.code} calendar'
            if turn(c) == 0
            else f"{s.code} ships on {old}, same as always",
            f"Correction: {s.code} releases moved to {new}.",
            f"Are {s.code} releases still cut on {old}?"
            if turn(c) == 0
            else f"What day does {s.code} release on now?",
            "release calendar",
        )
    else:
        frame = "{} newsletter: quiz night is the last {} of the month."
        said = Said(
            frame.format(s.code, old),
            frame.format(o.code, rival),
            f'"last {old} of the month" is when the {s.code} quiz is, says the newsletter'
            if turn(c) == 0
            else f"{s.code} quiz is the last {old} as usual",
            f"Scratch my earlier message: the {s.code} quiz night is the last {new} of the month now.",
            f"Is the {s.code} quiz night still on the last {old} of the month?"
            if turn(c) == 0
            else f"Which evening is the {s.code} quiz night on now?",
            "newsletter",
        )
    _write(c, said, member=member, new=new, old=old, rival=rival)


TEMPLATES = (
    rate_limit_or_summer_school_cap,
    tech_lead_or_club_secretary,
    ruby_pin_or_doors_time,
    alerts_channel_or_carshare_point,
    release_day_or_quiz_night,
)
