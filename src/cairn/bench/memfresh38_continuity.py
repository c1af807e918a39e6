"""The cross-session continuity templates of `fresh38`: two facts about one subject said in two
sessions (a thing and who is behind it) and asked together in a third, beside both facts of
another subject in the same frames."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memfresh38_pools import (
    draw,
    fmt,
    others,
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
    """One face: the kind of the first fact, its two wordings and labels (in turn), the two
    wordings of who is behind it and their labels, and the question."""

    kind: str
    what: tuple[str, str]
    what_labels: tuple[str, str]
    who: tuple[str, str]
    who_labels: tuple[str, str]
    ask: str


def _write(c: Case, offset: int, software: Face, hobby: Face) -> None:
    s = subject(c, offset)
    face = software if s.software else hobby
    (o,) = others(c, s)
    t = turn(c)
    raw = draw(c, face.kind, s, o, 2)
    mine, theirs = shape(c, raw[0], False), shape(c, raw[1], False)
    me, them = draw(c, "person", s, o, 2)
    start = mins(c.rng.randint(0, 300))
    second = start + days(c.rng.uniform(3, 12))
    one = say(c, "what", fmt(face.what[t], s, [mine]), face.what_labels[t], start)
    say(c, "other-what", fmt(face.what[t], o, [theirs]), face.what_labels[t],
        start + mins(c.rng.randint(20, 400)))  # fmt: skip
    two = say(c, "who", fmt(face.who[t], s, [me]), face.who_labels[t], second, session="s2")
    say(c, "other-who", fmt(face.who[t], o, [them]), face.who_labels[t],
        second + mins(c.rng.randint(20, 400)), session="s2")  # fmt: skip
    side_chat(c, 1, start, 2)
    c.ask(fmt(face.ask, s), after=second + days(c.rng.uniform(4, 15)), session="s3")
    c.expect([mine, me], [one, two], forbidden=[theirs, them])


def release_day_or_quiz_night(c: Case) -> None:
    """The day a service releases and who runs its releases, or a group's quiz night and who
    sets the questions."""
    _write(
        c, 0,
        Face(
            "day",
            ("Standup notes: {c} ships its release every {v}.",
             "Release calendar: {c} releases go out on {v}."),
            ("standup notes", "release calendar"),
            ("{v} runs the {c} releases.", "{c} releases are run by {v}."),
            ("team page", "release notes"),
            "On which day does {c} release, and who runs it?",
        ),
        Face(
            "day",
            ("Newsletter: the {c} quiz night is on {v}.",
             "Poster: {c} quiz, every {v}, all welcome."),
            ("newsletter", "poster"),
            ("{v} sets the questions for the {c} quiz night.",
             "The {c} quiz questions are set by {v}."),
            ("message from the secretary", "group chat"),
            "Which night is the {c} quiz, and who writes the questions?",
        ),
    )  # fmt: skip


def incident_channel_or_meeting_point(c: Case) -> None:
    """Where a service's incidents are worked and who leads them, or where a group meets for
    away trips and who drives the minibus."""
    _write(
        c, 6,
        Face(
            "channel",
            ("Incident runbook: {c} incidents are coordinated in {v}.",
             "{c} incident chatter goes to {v}."),
            ("incident runbook", "ops chat"),
            ("{v} leads {c} incidents.", "{c} incidents are led by {v}."),
            ("rota note", "on-call handover"),
            "Where are {c} incidents worked, and who leads them?",
        ),
        Face(
            "meeting_point",
            ("Away trips: {c} leaves from {v}.",
             "For away trips, {c} meets at {v}."),
            ("fixtures card", "text message"),
            ("{v} drives the {c} minibus.", "The {c} minibus is driven by {v}."),
            ("committee minutes", "group chat"),
            "Where does {c} meet for away trips, and who drives?",
        ),
    )  # fmt: skip


def licence_or_tour(c: Case) -> None:
    """The licence a service is released under and who chose it, or where a group's summer tour
    goes and who plans it."""
    _write(
        c, 12,
        Face(
            "licence",
            ("Decision log: {c} is released under {v}.",
             "{c} ships under the {v} licence."),
            ("decision log", "standup notes"),
            ("{v} picked the {c} licence.", "The {c} licence was chosen by {v}."),
            ("review notes", "team page"),
            "What licence is {c} under, and who chose it?",
        ),
        Face(
            "destination",
            ("The {c} summer tour goes to {v}.",
             "This year's {c} tour heads to {v}."),
            ("newsletter", "club calendar"),
            ("{v} plans the {c} tour.", "The {c} tour is planned by {v}."),
            ("AGM minutes", "message from the secretary"),
            "Where is the {c} tour going, and who is planning it?",
        ),
    )  # fmt: skip


def node_pin_or_dinner(c: Case) -> None:
    """The Node a service runs on and who upgrades it, or where a group's end-of-season dinner
    is and who organises it."""
    _write(
        c, 18,
        Face(
            "node",
            ("Build note: {c} runs on {v}.",
             "# {c}\nNODE_RUNTIME_{C} = {v}"),
            ("build note", "Makefile"),
            ("{v} upgrades Node for {c}.", "Node upgrades for {c} are handled by {v}."),
            ("standup notes", "ops chat"),
            "Which Node is {c} on, and who upgrades it?",
        ),
        Face(
            "dinner",
            ("The {c} end-of-season dinner is at {v}.",
             "{c} dinner booked: {v}."),
            ("newsletter", "booking confirmation"),
            ("{v} is organising the {c} dinner.",
             "The {c} dinner is being organised by {v}."),
            ("group chat", "committee minutes"),
            "Where's the {c} end-of-season dinner, and who's organising it?",
        ),
    )  # fmt: skip


def replica_count_or_raffle_prizes(c: Case) -> None:
    """How many replicas a service runs and who set that, or how many prizes a group's raffle
    has and who collects them."""
    _write(
        c, 4,
        Face(
            "count",
            ("Capacity review: {c} runs {v} replicas in production.",
             "{c} is scaled to {v} replicas."),
            ("capacity review", "deploy note"),
            ("{v} set the {c} replica count.", "The {c} replica count was set by {v}."),
            ("decision log", "review notes"),
            "How many replicas does {c} run, and who set that?",
        ),
        Face(
            "count",
            ("The {c} raffle has {v} prizes this year.",
             "Raffle update: {v} prizes in the {c} draw so far."),
            ("newsletter", "text message"),
            ("{v} is collecting the {c} raffle prizes.",
             "The {c} raffle prizes are being collected by {v}."),
            ("message from the secretary", "group chat"),
            "How many prizes are in the {c} raffle, and who's collecting them?",
        ),
    )  # fmt: skip


TEMPLATES = (
    release_day_or_quiz_night,
    incident_channel_or_meeting_point,
    licence_or_tour,
    node_pin_or_dinner,
    replica_count_or_raffle_prizes,
)
