"""The cross-session continuity templates of `fresh43`: two facts of a subject said in two
sessions (a value, and who is behind it) and asked together in a third. Another subject's two
facts stand in the same frames in a session of their own; in instances 0, 2 and 4 a proposal
that was not taken up sits beside the first fact, with the person who made it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cairn.bench.memfresh43_pools import (
    VENUES,
    at,
    counts,
    dates,
    either,
    ev,
    other,
    people,
    place,
    subject,
    turn,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, sample

BACKENDS = ("RabbitMQ", "NATS", "Kafka", "Redpanda", "Beanstalkd", "ZeroMQ")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday")


@dataclass(frozen=True)
class Two:
    """The value's text, who is behind it (two wordings), the proposal and the question."""

    value: str
    who: tuple[str, str]
    proposal: str
    question: str
    labels: tuple[str, str]


def write(c: Case, t: Two, values: Sequence[str]) -> None:
    """``values``: the subject's value, another subject's, and the proposal's."""
    s, tw = subject(c), turn(c)
    o = other(c, s)
    a, b, p = people(c, 3)
    v, d, prop = values
    f1 = ev(c, "v", t.value.format(code=s.code, v=v), t.labels[0], "chat", at(c, 0, 2), "s1")
    f2 = ev(c, "w", t.who[tw].format(code=s.code, p=a), t.labels[1], "chat", at(c, 4, 6), "s2")
    ev(c, "dv", t.value.format(code=o.code, v=d), t.labels[0], "chat", at(c, 1, 3), "s3")
    ev(c, "dw", t.who[1 - tw].format(code=o.code, p=b), t.labels[1], "chat", at(c, 3, 5), "s3")
    forbidden = [d, b]
    if place(c)[2] in (0, 2, 4):
        ev(c, "p", t.proposal.format(code=s.code, v=prop, p=p), t.labels[0], "chat",
           at(c, 0, 2), "s1")  # fmt: skip
        forbidden.append(prop)
    c.ask(t.question.format(code=s.code), after=days(9) + at(c, 0, 1))
    c.expect([v, a], [f1, f2], forbidden=forbidden)


def queue_backend_or_away_trip(c: Case) -> None:
    """A service's queue backend and who chose it, or where a group's away trip goes and who
    is organising it."""
    if subject(c).software:
        t = Two(
            "{code} design call: we're going with {v} for the job queue",
            ("{p} made the queue decision for {code}", "the {code} queue choice was made by {p}"),
            "{p} suggested {v} for the {code} queue, but nobody picked it up",
            "For {code}, which queue backend did we land on, and who made that call?",
            ("eng chat", "design chat"),
        )  # fmt: skip
        write(c, t, tuple(sample(c, BACKENDS, 3)))
    else:
        t = Two(
            "{code} away trip this year is to {v}",
            ("{p} is organising the {code} away trip",
             "the {code} away trip is being organised by {p}"),
            "{p} floated {v} for the {code} trip, it got no votes",
            "Where is the {code} away trip going, and who's organising it?",
            ("group chat", "committee chat"),
        )  # fmt: skip
        write(c, t, tuple(sample(c, VENUES, 3)))


def deploy_day_or_kit_deadline(c: Case) -> None:
    """A service's deploy weekday and who announced it, or when a group's kit orders close and
    who collects them."""
    if subject(c).software:
        t = Two(
            "{code} deploys go out every {v} from now on",
            ("{p} announced the {code} deploy day", "the {code} deploy day was announced by {p}"),
            "{p} pitched {v} deploys for {code}, it didn't stick",
            "Which weekday does {code} deploy on, and who announced it?",
            ("eng chat", "release chat"),
        )  # fmt: skip
        write(c, t, tuple(sample(c, WEEKDAYS, 3)))
    else:
        t = Two(
            "{code} kit orders close on {v}",
            ("{p} is collecting the {code} kit orders",
             "the {code} kit orders are being collected by {p}"),
            "{p} wanted the {code} orders to close on {v}, but that was turned down",
            "When do {code} kit orders close, and who's collecting them?",
            ("group chat", "committee chat"),
        )  # fmt: skip
        write(c, t, tuple(dates(c, 3)))


def rust_pin_or_raffle_target(c: Case) -> None:
    """A service's Rust toolchain and who bumps it, or a group's raffle target and who runs the
    raffle."""
    if subject(c).software:
        t = Two(
            "{code} rust-toolchain.toml now pins Rust {v}",
            ("{p} bumps the Rust version for {code}", "Rust bumps for {code} are done by {p}"),
            "{p} wanted {code} on Rust {v} already, not agreed yet",
            "What Rust version is {code} pinned to, and who looks after bumping it?",
            ("eng chat", "build chat"),
        )  # fmt: skip
        write(c, t, tuple(f"1.{n}" for n in sample(c, range(74, 87), 3)))
    else:
        t = Two(
            "{code} raffle is aiming to raise {v}",
            ("{p} is running the {code} raffle", "the {code} raffle is being run by {p}"),
            "{p} said {v} for the {code} raffle, but that was thought too ambitious",
            "How much is the {code} raffle trying to raise, and who's running it?",
            ("group chat", "committee chat"),
        )  # fmt: skip
        write(c, t, tuple(f"£{n}" for n in sample(c, range(215, 880), 3)))


def trace_retention_or_social_headcount(c: Case) -> None:
    """How many days a service keeps traces and who set that, or how many signed up for a
    group's social and who took the names; the other subject's count is in the other form."""
    a, b, m = counts(c, 3)
    v = either(c, a)
    d, prop = (str(b), str(m)) if v != str(a) else (words(b), words(m))
    if subject(c).software:
        t = Two(
            "{code} traces are kept for {v} days",
            ("{p} set the {code} trace retention", "the {code} trace retention was set by {p}"),
            "{p} argued for {v} days of {code} traces, it was voted down",
            "How many days of traces does {code} keep, and who decided that?",
            ("infra chat", "ops chat"),
        )  # fmt: skip
    else:
        t = Two(
            "{v} people have signed up for the {code} social",
            ("{p} took the names for the {code} social",
             "names for the {code} social were taken by {p}"),
            "{p} hoped we'd get {v} at the {code} social, it didn't happen",
            "How many are coming to the {code} social, and who took the names?",
            ("group chat", "social chat"),
        )  # fmt: skip
    write(c, t, (v, d, prop))


def standup_time_or_tournament_entries(c: Case) -> None:
    """When a service's standup is and who set it, or how many teams a group entered in a
    tournament and who sent the entries."""
    if subject(c).software:
        slots = [f"{h:02d}:{m:02d}" for h in (8, 9, 10) for m in (5, 10, 20, 25, 35, 40, 50)]
        t = Two(
            "{code} daily standup is at {v}",
            ("{p} set the {code} standup time", "the {code} standup time was chosen by {p}"),
            "{p} asked to move {code} standup to {v}, not taken up",
            "What time is the {code} standup, and who picked it?",
            ("team standup chat", "eng chat"),
        )  # fmt: skip
        write(c, t, tuple(sample(c, slots, 3)))
        return
    a, b, m = counts(c, 3)
    t = Two(
        "{code} has {v} entries in the spring tournament",
        ("{p} entered the {code} teams", "the {code} tournament entries were sent in by {p}"),
        "{p} wanted to put {v} teams in for {code}, that was too many",
        "How many {code} entries are in the spring tournament, and who sent them in?",
        ("group chat", "fixtures chat"),
    )
    write(c, t, (str(a), words(b), str(m)))


TEMPLATES = (
    queue_backend_or_away_trip,
    deploy_day_or_kit_deadline,
    rust_pin_or_raffle_target,
    trace_retention_or_social_headcount,
    standup_time_or_tournament_entries,
)
