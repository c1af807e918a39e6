"""The six-month recall templates of `fresh38`: a fact said once, asked 205 to 224 days later
under nine to eleven team chat lines about the same subject, beside another subject's value in
the same frame and a near miss (someone who stood in once, a revoked key or a code before it was
reset, the date a reminder goes out or nominations close, a wished-for count, a place only
floated)."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memfresh38_pools import (
    draw,
    flip,
    fmt,
    others,
    say,
    shape,
    side_chat,
    subject,
    team_chat,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, mins


@dataclass(frozen=True)
class Face:
    """One face: the kind of value, two cited wordings and labels (in turn), a near miss, and
    two questions."""

    kind: str
    says: tuple[str, str]
    labels: tuple[str, str]
    near: str
    near_label: str
    asks: tuple[str, str]
    digits: tuple[bool, bool] = (False, False)


def _write(c: Case, offset: int, software: Face, hobby: Face) -> None:
    s = subject(c, offset)
    face = software if s.software else hobby
    (o,) = others(c, s)
    t = turn(c)
    raw = draw(c, face.kind, s, o)
    v = shape(c, raw[0], face.digits[t])
    theirs = shape(c, raw[1], face.digits[t])
    near = flip(raw[2], v)
    start = mins(c.rng.randint(0, 300))
    cited = say(c, "fact", fmt(face.says[t], s, [v]), face.labels[t], start, trust=0.9)
    say(c, "other", fmt(face.says[t], o, [theirs]), face.labels[t],
        start + days(c.rng.uniform(0.3, 20)), session="s2")  # fmt: skip
    say(c, "near", fmt(face.near, s, [near]), face.near_label,
        start + days(c.rng.uniform(2, 60)), session="s2", trust=0.5)  # fmt: skip
    side_chat(c, 2, start, 30)
    team_chat(c, s, c.rng.randint(9, 11), start + days(3), 190)
    c.ask(fmt(face.asks[t], s), after=start + days(c.rng.randint(205, 224)) + mins(30))
    c.expect([v], [cited], forbidden=[theirs, near])


def security_contact_or_welfare_officer(c: Case) -> None:
    """Who takes a service's vulnerability reports, or who is a group's welfare officer."""
    _write(
        c, 0,
        Face(
            "person",
            ("Security page: vulnerability reports for {c} go to {v}.",
             "{v} triages every security report filed against {c}."),
            ("security page", "handover note"),
            "{v} replied to a single {c} security email once, as a stopgap",
            "ops chat",
            ("If I find a hole in {c}, who do I report it to?",
             "Who deals with {c} vulnerability reports?"),
        ),
        Face(
            "person",
            ("Welcome pack: the {c} welfare officer is {v}.",
             "{v} looks after member welfare for {c}."),
            ("welcome pack", "team page"),
            "{v} stood in as welfare contact at one {c} away day",
            "group chat",
            ("If someone at {c} is struggling, who should I talk to?",
             "Whose job is member welfare at {c}?"),
        ),
    )  # fmt: skip


def backup_key_or_locker_code(c: Case) -> None:
    """Where a service's backup key is stored, or the combination of a group's locker."""
    _write(
        c, 6,
        Face(
            "ref",
            ("Key register: the {c} backup encryption key is stored as {v}.",
             "Ops handbook: the {c} backup key lives under {v}."),
            ("key register", "ops handbook"),
            "the old {c} backup key {v} was revoked last week",
            "ops chat",
            ("Under what name is the {c} backup key stored?",
             "Where do I find the {c} backup key?"),
        ),
        Face(
            "ref",
            ("Kit store note: the {c} locker combination is {v}.",
             "Captain's note: the {c} equipment locker opens with {v}."),
            ("kit store note", "captain's note"),
            "{c} locker was {v} before it got reset, don't use that",
            "group chat",
            ("What's the combination for the {c} locker?",
             "How do I open the {c} equipment locker?"),
        ),
    )  # fmt: skip


def domain_renewal_or_awards_night(c: Case) -> None:
    """When a service's domain comes up for renewal, or the date of a group's awards night."""
    _write(
        c, 12,
        Face(
            "date",
            ("Billing calendar: the {c} domain renews on {v}.",
             "Registrar email: {c} domain is paid up until {v}."),
            ("billing calendar", "registrar email"),
            "the reminder for the {c} domain goes out on {v}",
            "ops chat",
            ("On what date does the {c} domain come up for renewal?",
             "Until when is the {c} domain paid for?"),
        ),
        Face(
            "date",
            ("Newsletter: the {c} presentation night is on {v} this year.",
             "Save the date: the {c} awards evening falls on {v}."),
            ("newsletter", "club calendar"),
            "nominations for the {c} awards close on {v}",
            "group chat",
            ("Which date is the {c} presentation night?",
             "When do I need to be free for the {c} awards evening?"),
        ),
    )  # fmt: skip


def connection_pool_or_tent_pitches(c: Case) -> None:
    """How many database connections a service keeps open, or how many tent pitches a group has
    at camp, beside another subject's and a wished-for count in the other form."""
    _write(
        c, 18,
        Face(
            "count",
            ("[{lc}.db]\npool_size = {v}",
             "Capacity plan: {c} keeps {v} database connections open."),
            ("database.toml", "capacity plan"),
            "{c} could do with {v} connections, just saying",
            "ops chat",
            ("How many database connections does {c} keep in its pool?",
             "What's the size of the {c} connection pool?"),
            digits=(True, False),
        ),
        Face(
            "count",
            ("Booking confirmation: {v} tent pitches held for {c} at the summer camp.",
             "Camp letter: {c} has {v} pitches reserved at the campsite."),
            ("booking confirmation", "camp letter"),
            "{v} pitches for {c} would be nice lol",
            "group chat",
            ("How many tent pitches are booked for {c} at camp?",
             "How many pitches has {c} got at the campsite?"),
        ),
    )  # fmt: skip


def staging_host_or_lost_property(c: Case) -> None:
    """The host a service's staging runs on, or where a group keeps lost property."""
    _write(
        c, 4,
        Face(
            "place",
            ("Infra ticket: {c} staging runs on {v}.",
             "Ops wiki: {c} staging was stood up on {v}."),
            ("infra ticket", "ops wiki"),
            "maybe {c} staging could go on {v}? just floating it",
            "ops chat",
            ("Which host is {c} staging on?",
             "Where does the {c} staging environment live?"),
        ),
        Face(
            "place",
            ("Noticeboard: lost property from {c} is kept at {v}.",
             "Poster: anything left behind at {c} ends up at {v}."),
            ("noticeboard", "poster"),
            "maybe {c} lost property could live at {v}? just floating it",
            "group chat",
            ("If I leave something behind at {c}, where will it be?",
             "Where does {c} keep lost property?"),
        ),
    )  # fmt: skip


TEMPLATES = (
    security_contact_or_welfare_officer,
    backup_key_or_locker_code,
    domain_renewal_or_awards_night,
    connection_pool_or_tent_pitches,
    staging_host_or_lost_property,
)
