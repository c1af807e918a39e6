"""The cross-session continuity templates of `fresh47`: two facts about a subject (a value and
the person behind it) said in two sessions and asked together in a third. Another subject's two
facts are said in a fourth session, and in instances 0, 2 and 4 a proposal nobody took up (with
the person who made it) in a fifth."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memfresh47_pools import (
    counts,
    instance,
    mornings,
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
    """What a continuity case says: the value and who, each in a session of its own, the other
    subject's two facts, a proposal (said only in instances 0, 2 and 4), and the question."""

    value_text: str
    who_text: str
    others: str
    proposal: str
    question: str
    label: str


def _write(
    c: Case, said: Said, *, value: str, who: str, rivals: list[str], proposed: list[str]
) -> None:
    a = say(
        c, "a", said.value_text, label=said.label, kind="chat", after=soon(c, 0, 4), session="s1"
    )
    b = say(c, "b", said.who_text, label=said.label, kind="chat", after=soon(c, 5, 9), session="s2")
    say(c, "c", said.others, label=said.label, kind="chat", after=soon(c, 0, 9), session="s3")
    forbidden = list(rivals)
    if instance(c) in (0, 2, 4):
        say(c, "d", said.proposal, label=said.label, kind="chat", after=soon(c, 0, 9), session="s4")
        forbidden += proposed
    c.ask(said.question, after=soon(c, 11, 16), session="q")
    c.expect([value, who], [a, b], forbidden=forbidden)


BROKERS = ("RabbitMQ", "NATS", "Redpanda", "Pulsar", "ActiveMQ", "NSQ", "Beanstalkd")
RETREATS = ("Exmoor", "the Gower", "Northumberland", "the Broads", "Snowdonia", "the Mendips")


def broker_choice_or_retreat_venue(c: Case) -> None:
    """Which message broker a service picked and who made the call, or where a group's retreat
    goes and who booked it."""
    s = subject(c)
    o = other(c, s)
    p, op, pp = people(c, 3)
    if s.software:
        v, ov, pv = pick(c, BROKERS, 3)
        said = Said(
            f"{s.code} is going with {v} for its job queue."
            if turn(c) == 0
            else f"Queue backend for {s.code}: {v}, settled.",
            f"{p} made the call on the {s.code} queue backend."
            if turn(c) == 0
            else f"The {s.code} queue backend call was {p}'s.",
            f"{o.code} is going with {ov} for its job queue; {op} made that call.",
            f"{pp} suggested {s.code} try {pv} instead; nobody took it up",
            f"Which message broker did {s.code} pick for its background jobs, and who decided?",
            "eng chat",
        )
    else:
        v, ov, pv = pick(c, RETREATS, 3)
        said = Said(
            f"{s.code}'s weekend retreat is going to {v} this year."
            if turn(c) == 0
            else f"Retreat for {s.code} this year: {v}.",
            f"{p} booked the {s.code} retreat."
            if turn(c) == 0
            else f"The {s.code} retreat was booked by {p}.",
            f"{o.code}'s weekend retreat is going to {ov}; {op} booked it.",
            f"{pp} floated {pv} for the {s.code} retreat, but it was outvoted",
            f"Where is {s.code} off to for its retreat, and who sorted the booking?",
            "group chat",
        )
    _write(c, said, value=v, who=p, rivals=[ov, op], proposed=[pv, pp])


DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")


def maintenance_day_or_outreach_day(c: Case) -> None:
    """Which night a service's maintenance window falls on and who fixed it, or which afternoon
    a group makes its outreach visits and who coordinates them."""
    s = subject(c)
    o = other(c, s)
    p, op, pp = people(c, 3)
    v, ov, pv = pick(c, DAYS, 3)
    if s.software:
        said = Said(
            f"{s.code} maintenance windows fall on {v} nights from now on.",
            f"{p} fixed the {s.code} maintenance window."
            if turn(c) == 0
            else f"The {s.code} maintenance window was fixed by {p}.",
            f"{o.code} maintenance windows fall on {ov} nights; {op} fixed that.",
            f"{pp} would rather {s.code} did maintenance on {pv}, parked for now",
            f"What night is {s.code}'s maintenance window, and who set it?",
            "ops chat",
        )
    else:
        said = Said(
            f"{s.code} outreach visits to the care home are on {v} afternoons.",
            f"{p} coordinates the {s.code} outreach visits."
            if turn(c) == 0
            else f"The {s.code} outreach visits are coordinated by {p}.",
            f"{o.code} outreach visits are on {ov} afternoons, coordinated by {op}.",
            f"{pp} asked whether {s.code} could visit on {pv} instead, no takers",
            f"Which afternoon does {s.code} go out on its outreach visits, and who coordinates them?",
            "group chat",
        )
    _write(c, said, value=v, who=p, rivals=[ov, op], proposed=[pv, pp])


RUST = ("1.76", "1.77", "1.78", "1.79", "1.81", "1.82")


def rust_pin_or_walk_target(c: Case) -> None:
    """Which Rust release a service is pinned to and who handles the toolchain bumps, or what a
    group's sponsored walk aims to raise and who organises it."""
    s = subject(c)
    o = other(c, s)
    p, op, pp = people(c, 3)
    if s.software:
        v, ov, pv = pick(c, RUST, 3)
        said = Said(
            f"{s.code} is pinned to Rust {v}.",
            f"{p} handles the Rust toolchain bumps for {s.code}."
            if turn(c) == 0
            else f"Rust toolchain bumps for {s.code} are handled by {p}.",
            f"{o.code} is pinned to Rust {ov}; toolchain bumps there are handled by {op}.",
            f"{pp} wanted {s.code} on Rust {pv}, shelved",
            f"Which Rust release is {s.code} pinned to, and who looks after toolchain bumps?",
            "eng chat",
        )
    else:
        v, ov, pv = (f"£{a}" for a in pick(c, range(150, 950, 50), 3))
        said = Said(
            f"{s.code} is aiming to raise {v} on the sponsored walk.",
            f"{p} is organising the {s.code} sponsored walk."
            if turn(c) == 0
            else f"The {s.code} sponsored walk is being organised by {p}.",
            f"{o.code} is aiming for {ov} on its sponsored walk, with {op} organising.",
            f"{pp} thought {s.code} should aim for {pv}, nobody agreed",
            f"What is {s.code}'s sponsored walk target, and who's organising it?",
            "group chat",
        )
    _write(c, said, value=v, who=p, rivals=[ov, op], proposed=[pv, pp])


def backup_retention_or_ceilidh_tickets(c: Case) -> None:
    """How many days a service keeps its backups and who set that, or how many ceilidh tickets
    a group sold and who sold them; the other subject's and the proposed counts come in the
    other form."""
    s = subject(c)
    o = other(c, s)
    p, op, pp = people(c, 3)
    n, on, pn = counts(c, 3)
    words = turn(c) == 1
    v = spelled(n) if words else str(n)
    ov, pv = (str(x) if words else spelled(x) for x in (on, pn))
    if s.software:
        said = Said(
            f"{s.code} keeps its backups for {v} days.",
            f"{p} set the {s.code} backup retention."
            if turn(c) == 0
            else f"The {s.code} backup retention was set by {p}.",
            f"{o.code} keeps its backups for {ov} days; {op} set that.",
            f"{pp} pitched keeping {s.code} backups for {pv} days, no takers",
            f"For how many days are {s.code}'s backups kept, and who set that?",
            "infra chat",
        )
    else:
        said = Said(
            f"{s.code} sold {v} tickets for the ceilidh.",
            f"{p} sold the {s.code} ceilidh tickets."
            if turn(c) == 0
            else f"The {s.code} ceilidh tickets were sold by {p}.",
            f"{o.code} sold {ov} tickets for the ceilidh, all through {op}.",
            f"{pp} hoped {s.code} would shift {pv} ceilidh tickets, just thinking aloud",
            f"How many ceilidh tickets did {s.code} sell, and who was selling them?",
            "group chat",
        )
    _write(c, said, value=v, who=p, rivals=[ov, op], proposed=[pv, pp])


def standup_time_or_coffee_morning(c: Case) -> None:
    """When a service's standup is and who picked the slot, or when a group's coffee morning
    opens and who runs it."""
    s = subject(c)
    o = other(c, s)
    p, op, pp = people(c, 3)
    v, ov, pv = mornings(c, 3)
    if s.software:
        said = Said(
            f"{s.code} standup is at {v} from next week.",
            f"{p} picked the {s.code} standup slot."
            if turn(c) == 0
            else f"The {s.code} standup slot was chosen by {p}.",
            f"{o.code} standup is at {ov}; {op} picked it.",
            f"{pp} asked for the {s.code} standup at {pv}, it didn't suit most",
            f"When is {s.code}'s daily standup, and who picked the time?",
            "dev chat",
        )
    else:
        said = Said(
            f"{s.code} coffee morning opens at {v}.",
            f"{p} runs the {s.code} coffee morning."
            if turn(c) == 0
            else f"The {s.code} coffee morning is run by {p}.",
            f"{o.code} coffee morning opens at {ov}, run by {op}.",
            f"{pp} suggested opening the {s.code} coffee morning at {pv}, it didn't suit most",
            f"What time does the {s.code} coffee morning open, and who runs it?",
            "group chat",
        )
    _write(c, said, value=v, who=p, rivals=[ov, op], proposed=[pv, pp])


TEMPLATES = (
    broker_choice_or_retreat_venue,
    maintenance_day_or_outreach_day,
    rust_pin_or_walk_target,
    backup_retention_or_ceilidh_tickets,
    standup_time_or_coffee_morning,
)
