"""The stale belief templates of `fresh38`: a value said in a document (another subject's value
in the same frame beside it, in an event of its own), repeated by a member in a message, then
corrected by the same member in a message of their own, the latest event. The correction has no
``supersedes`` field and never repeats the value it replaces. Instances 0, 2 and 4 ask whether
the old value still holds; 1 and 3 ask for the value now."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memfresh38_pools import (
    draw,
    fmt,
    instance,
    others,
    people,
    say,
    shape,
    side_chat,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, mins


@dataclass(frozen=True)
class Face:
    """One face: the kind of value, the document's wording and label, the member's repeat, the
    two corrections (in turn), and the two questions (does the old value hold; what now)."""

    kind: str
    doc: str
    doc_label: str
    repeat: str
    fixes: tuple[str, str]
    still: str
    now: str


def _write(c: Case, offset: int, software: Face, hobby: Face) -> None:
    s = subject(c, offset)
    face = software if s.software else hobby
    (o,) = others(c, s)
    raw = draw(c, face.kind, s, o)
    if face.kind == "place":  # the group moves from its first place to its second
        raw = [s.places[0], o.places[0], s.places[1]]
    old, theirs = raw[0], raw[1]
    new = shape(c, raw[2], False)
    taken = {old, theirs, new}
    (member,) = [p for p in people(c, 4) if p not in taken][:1]
    start = mins(c.rng.randint(0, 300))
    say(c, "doc", fmt(face.doc, s, [old]), face.doc_label, start, trust=0.9)
    say(c, "other", fmt(face.doc, o, [theirs]), face.doc_label,
        start + days(c.rng.uniform(0.2, 3)))  # fmt: skip
    said = f"message from {member}"
    say(c, "repeat", fmt(face.repeat, s, [old]), said, start + days(c.rng.uniform(3, 6)),
        session="s2", trust=0.6)  # fmt: skip
    side_chat(c, 2, start, 6)
    fix = say(c, "fix", fmt(face.fixes[turn(c)], s, [new]), said,
              start + days(c.rng.uniform(7, 9)), session="s2", trust=0.7)  # fmt: skip
    ask = face.still if instance(c) % 2 == 0 else face.now
    c.ask(fmt(ask, s, [old]), after=start + days(c.rng.uniform(10, 16)))
    c.expect([new], [fix], forbidden=[old, theirs])


def cache_ttl_or_taster_places(c: Case) -> None:
    """How many minutes a service caches entries for, or the places on a group's taster day,
    changed (digits, replaced in digits or words)."""
    _write(
        c, 0,
        Face(
            "count",
            "[{lc}.cache]\nttl_minutes = {v}", "cache.toml",
            "{c} cache entries live for {v} minutes, right?",
            ("Correction: {c} cache entries now expire after {v} minutes",
             "Update: {c} keeps cache entries for {v} minutes these days"),
            "Does {c} still cache entries for {v} minutes?",
            "How many minutes does a {c} cache entry last now?",
        ),
        Face(
            "count",
            "Poster: the {c} taster day has {v} places.", "poster",
            "{v} places on the {c} taster day, yes?",
            ("Small change: the {c} taster day has room for {v} now",
             "Let's go with {v} places on the {c} taster day instead"),
            "Is the {c} taster day still capped at {v} places?",
            "How many places are on the {c} taster day now?",
        ),
    )  # fmt: skip


def tech_lead_or_captain(c: Case) -> None:
    """A service's tech lead or a group's captain, replaced."""
    _write(
        c, 6,
        Face(
            "person",
            "Team page: {v} is tech lead on {c}.", "team page",
            "{v} is still the {c} tech lead, no?",
            ("Update: {v} has taken over as {c} tech lead",
             "Ignore my last — {c} technical decisions sit with {v} now"),
            "Is {v} still the tech lead on {c}?",
            "Who makes the technical calls on {c} these days?",
        ),
        Face(
            "person",
            "Committee minutes: {v} captains {c}.", "committee minutes",
            "{v} is {c} captain, right?",
            ("Correction: {v} is {c} captain from now on",
             "Small change: the {c} armband goes to {v} now"),
            "Is {v} still captain of {c}?",
            "Who leads {c} out as captain now?",
        ),
    )  # fmt: skip


def go_pin_or_start_time(c: Case) -> None:
    """The Go a service builds with, or the time a group's session starts, changed."""
    _write(
        c, 12,
        Face(
            "go",
            "# {c}\nGO_TOOLCHAIN_{C} := {v}", "Makefile",
            "{c} is on {v}, yes?",
            ("Update: {c} moves to {v}", "Let's go with {v} for {c} instead"),
            "Is {c} still built with {v}?",
            "Which Go version does {c} build with now?",
        ),
        Face(
            "clock",
            "Club calendar: the {c} {work} starts at {v}.", "club calendar",
            "the {c} {work} starts {v}, doesn't it?",
            ("Small change: the {c} {work} now starts at {v}",
             "Correction: the {c} {work} kicks off at {v} from next week"),
            "Does the {c} {work} still start at {v}?",
            "What time does the {c} {work} begin now?",
        ),
    )  # fmt: skip


def status_channel_or_venue_move(c: Case) -> None:
    """The channel a service posts status updates in, or a group's place, moved."""
    _write(
        c, 18,
        Face(
            "channel",
            "Runbook: {c} status updates are posted in {v}.", "runbook",
            "{c} updates go to {v}, right?",
            ("Update: {c} status updates have moved to {v}",
             "Ignore my last — post {c} status updates in {v} now"),
            "Does {c} still post status updates in {v}?",
            "Which channel gets {c} status updates now?",
        ),
        Face(
            "place",
            "Handbook: {c} meets at {v}.", "handbook",
            "{c} is at {v}, isn't it?",
            ("Correction: {c} has moved to {v}", "Let's go with {v} for {c} from now on"),
            "Is {c} still meeting at {v}?",
            "Where does {c} meet now?",
        ),
    )  # fmt: skip


def deploy_day_or_social_day(c: Case) -> None:
    """The day a service deploys, or the day of a group's social, moved."""
    _write(
        c, 4,
        Face(
            "day",
            "Ops calendar: {c} deploys every {v}.", "ops calendar",
            "{c} deploy day is {v}, no?",
            ("Small change: {c} deploy day moves to {v}",
             "Update: {c} ships on {v} from now on"),
            "Does {c} still deploy on {v}?",
            "Which day does {c} deploy now?",
        ),
        Face(
            "day",
            "Newsletter: the {c} social is on {v}.", "newsletter",
            "{c} social is {v}, right?",
            ("Correction: the {c} social moves to {v}",
             "Let's go with {v} for the {c} social instead"),
            "Is the {c} social still on {v}?",
            "Which day is the {c} social now?",
        ),
    )  # fmt: skip


TEMPLATES = (
    cache_ttl_or_taster_places,
    tech_lead_or_captain,
    go_pin_or_start_time,
    status_channel_or_venue_move,
    deploy_day_or_social_day,
)
