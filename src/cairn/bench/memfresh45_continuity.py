"""`fresh45` cross-session continuity templates: a value is said in one session and who owns it
in another, and both are asked together in a third; another subject's two facts are said in a
fourth, and (instances 0, 2 and 4) a proposal nobody took up in a fifth."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memfresh45_pools import (
    clock,
    counts,
    date,
    day_month,
    instance,
    morning,
    other,
    people,
    say,
    spelled,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, sample

BROKERS = ("RabbitMQ", "NATS", "ActiveMQ", "Pulsar", "Redpanda")
VENUES = ("the cricket pavilion", "the boathouse", "the tithe barn", "the old granary", "the mill")
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday")
RUST = ("1.78", "1.79", "1.80", "1.81", "1.82", "1.83")


@dataclass(frozen=True)
class Said:
    """What a case says: the value and owner asked about, the other subject's pair, and a
    proposal (value and person) that was not taken up."""

    value: str
    owner: str
    fact: str  # the value, said in the first session
    owns: str  # who owns it, said in the second
    theirs: str  # the other subject's two facts, one event
    theirs_forbidden: tuple[str, str]
    proposal: str
    proposal_forbidden: tuple[str, str]
    question: str


def _write(c: Case, said: Said, labels: tuple[str, str]) -> None:
    one = say(c, "value", said.fact, labels[0], "doc", days(c.rng.uniform(0, 3)), "one")
    two = say(c, "owner", said.owns, labels[1], "chat", days(c.rng.uniform(4, 8)), "two")
    say(c, "theirs", said.theirs, labels[0], "doc", days(c.rng.uniform(0, 9)), "four")
    forbidden = list(said.theirs_forbidden)
    if instance(c) % 2 == 0:
        say(c, "idea", said.proposal, labels[1], "chat", days(c.rng.uniform(2, 9)), "five")
        forbidden += said.proposal_forbidden
    c.ask(said.question, after=days(c.rng.uniform(10, 14)), session="three")
    c.expect([said.value, said.owner], [one, two], forbidden=forbidden)


def queue_broker_or_dinner_venue(c: Case) -> None:
    """Which message broker a service settled on and who decided, or where a group's
    end-of-year dinner is and who booked it."""
    s = subject(c)
    o = other(c, s)
    who, rival, proposer = people(c, 3)
    if s.software:
        mine, theirs, idea = sample(c, BROKERS, 3)
        owns = (
            f"{who} made the call on the {s.code} broker",
            f"the {s.code} broker choice was {who}'s",
        )[turn(c)]
        said = Said(
            mine,
            who,
            f"{s.code} architecture notes: jobs are queued through {mine}.",
            owns,
            f"{o.code} architecture notes: jobs are queued through {theirs}; {rival} chose it.",
            (theirs, rival),
            f"{proposer} pitched {idea} for {s.code}, nobody picked it up",
            (idea, proposer),
            f"Which message broker did {s.code} settle on, and who decided?",
        )
        _write(c, said, ("architecture notes", "eng chat"))
        return
    mine, theirs, idea = sample(c, VENUES, 3)
    owns = (
        f"{who} booked the {s.code} end-of-year dinner",
        f"the {s.code} end-of-year dinner was booked by {who}",
    )[turn(c)]
    said = Said(
        mine,
        who,
        f"{s.code} notes: the end-of-year dinner is at {mine}.",
        owns,
        f"{o.code} notes: the end-of-year dinner is at {theirs}, booked by {rival}.",
        (theirs, rival),
        f"{proposer} suggested {idea} for the {s.code} dinner, outvoted",
        (idea, proposer),
        f"Where is {s.code}'s end-of-year dinner, and who booked it?",
    )
    _write(c, said, ("club notes", "group chat"))


def deploy_day_or_subs_deadline(c: Case) -> None:
    """The weekday a service releases on and who fixed it, or when a group's subs are due and
    who collects them."""
    s = subject(c)
    o = other(c, s)
    who, rival, proposer = people(c, 3)
    if s.software:
        mine, theirs, idea = sample(c, DAYS, 3)
        owns = (
            f"{who} fixed the {s.code} release day",
            f"the {s.code} release day was fixed by {who}",
        )[turn(c)]
        said = Said(
            mine,
            who,
            f"{s.code} release notes: releases go out every {mine}.",
            owns,
            f"{o.code} release notes: releases go out every {theirs}; {rival} fixed the day.",
            (theirs, rival),
            f"{proposer} wanted {s.code} releases on {idea} instead, parked for now",
            (idea, proposer),
            f"On which weekday does {s.code} release, and who chose it?",
        )
        _write(c, said, ("release notes", "eng chat"))
        return
    month = c.rng.randint(1, 10)
    dates: list[str] = []
    while len(dates) < 3:
        d = date(*day_month(c, month))
        if d not in dates:
            dates.append(d)
    mine, theirs, idea = dates
    owns = (
        f"{who} is collecting the {s.code} subs",
        f"the {s.code} subs are being collected by {who}",
    )[turn(c)]
    said = Said(
        mine,
        who,
        f"{s.code} notes: subs are due by {mine}.",
        owns,
        f"{o.code} notes: subs are due by {theirs}, and {rival} collects them.",
        (theirs, rival),
        f"{proposer} asked to push the {s.code} subs date to {idea}, it didn't suit most",
        (idea, proposer),
        f"When are {s.code} subs due, and who is gathering them?",
    )
    _write(c, said, ("club notes", "group chat"))


def rust_pin_or_raffle_target(c: Case) -> None:
    """The Rust toolchain a service is pinned to and who bumps it, or a group's raffle target
    and who runs the raffle."""
    s = subject(c)
    o = other(c, s)
    who, rival, proposer = people(c, 3)
    if s.software:
        mine, theirs = sample(c, RUST[:-1], 2)
        idea = choose(c, [v for v in RUST if v > mine and v != theirs] or [RUST[-1]])
        owns = (
            f"{who} looks after the Rust bumps for {s.code}",
            f"Rust bumps for {s.code} are done by {who}",
        )[turn(c)]
        said = Said(
            mine,
            who,
            f"{s.code} toolchain notes: pinned to Rust {mine}.",
            owns,
            f"{o.code} toolchain notes: pinned to Rust {theirs}; {rival} does the bumps.",
            (theirs, rival),
            f"{proposer} floated moving {s.code} up to Rust {idea}, no takers",
            (idea, proposer),
            f"Which Rust toolchain is {s.code} pinned to, and who bumps it?",
        )
        _write(c, said, ("toolchain notes", "eng chat"))
        return
    mine, theirs, idea = (f"£{v}" for v in sample(c, range(120, 990, 35), 3))
    owns = (
        f"{who} is running the {s.code} raffle",
        f"the {s.code} raffle is being run by {who}",
    )[turn(c)]
    said = Said(
        mine,
        who,
        f"{s.code} notes: the raffle is aiming for {mine}.",
        owns,
        f"{o.code} notes: the raffle is aiming for {theirs}; {rival} runs it.",
        (theirs, rival),
        f"{proposer} thought {idea} was a better aim for the {s.code} raffle, outvoted",
        (idea, proposer),
        f"How much is {s.code} hoping to raise from its raffle, and who's in charge of it?",
    )
    _write(c, said, ("club notes", "group chat"))


def metric_retention_or_supper_headcount(c: Case) -> None:
    """How many days of metrics a service keeps and who set it, or how many are coming to a
    group's supper and who took the names; the other subject's count and the proposed one in
    the other form."""
    s = subject(c)
    o = other(c, s)
    who, rival, proposer = people(c, 3)
    mine, theirs, idea = counts(c, 3)
    value = str(mine) if turn(c) == 0 else spelled(mine)
    other_form = spelled if turn(c) == 0 else str
    theirs_s, idea_s = other_form(theirs), other_form(idea)
    if s.software:
        owns = (
            f"{who} set the {s.code} metrics retention",
            f"the {s.code} metrics retention was set by {who}",
        )[turn(c)]
        said = Said(
            value,
            who,
            f"{s.code} monitoring notes: metrics are kept for {value} days.",
            owns,
            f"{o.code} monitoring notes: metrics are kept for {theirs_s} days; {rival} set that.",
            (theirs_s, rival),
            f"{proposer} floated keeping {s.code} metrics for {idea_s} days, no takers",
            (idea_s, proposer),
            f"How many days of metrics does {s.code} keep, and who decided that?",
        )
        _write(c, said, ("monitoring notes", "eng chat"))
        return
    owns = (
        f"{who} took the names for the {s.code} supper",
        f"names for the {s.code} supper were taken by {who}",
    )[turn(c)]
    said = Said(
        value,
        who,
        f"{s.code} notes: {value} people have signed up for the supper.",
        owns,
        f"{o.code} notes: {theirs_s} people have signed up for the supper; {rival} has the list.",
        (theirs_s, rival),
        f"{proposer} reckoned the {s.code} supper should cap at {idea_s}, nobody agreed",
        (idea_s, proposer),
        f"How many are coming to the {s.code} supper, and who collected the names?",
    )
    _write(c, said, ("club notes", "group chat"))


def standup_time_or_card_print(c: Case) -> None:
    """When a service's standup is and who picked the slot, or how many season cards a group
    is printing and who is arranging it."""
    s = subject(c)
    o = other(c, s)
    who, rival, proposer = people(c, 3)
    if s.software:
        slots: list[str] = []
        while len(slots) < 3:
            t = clock(morning(c))
            if t not in slots:
                slots.append(t)
        mine, theirs, idea = slots
        owns = (
            f"{who} picked the {s.code} standup slot",
            f"the {s.code} standup slot was chosen by {who}",
        )[turn(c)]
        said = Said(
            mine,
            who,
            f"{s.code} team calendar: standup is at {mine}.",
            owns,
            f"{o.code} team calendar: standup is at {theirs}; {rival} picked it.",
            (theirs, rival),
            f"{proposer} asked for the {s.code} standup at {idea}, just a thought",
            (idea, proposer),
            f"What time is the {s.code} standup, and who picked it?",
        )
        _write(c, said, ("team calendar", "eng chat"))
        return
    n1, n2, n3 = counts(c, 3)
    owns = (
        f"{who} is sorting the {s.code} card printing",
        f"the {s.code} card printing is being sorted by {who}",
    )[turn(c)]
    said = Said(
        str(n1),
        who,
        f"{s.code} notes: {n1} season cards are being printed.",
        owns,
        f"{o.code} notes: {spelled(n2)} season cards are being printed; {rival} arranges it.",
        (spelled(n2), rival),
        f"{proposer} suggested {spelled(n3)} season cards for {s.code}, parked",
        (spelled(n3), proposer),
        f"How many season cards is {s.code} getting printed, and who's organising it?",
    )
    _write(c, said, ("club notes", "group chat"))


TEMPLATES = (
    queue_broker_or_dinner_venue,
    deploy_day_or_subs_deadline,
    rust_pin_or_raffle_target,
    metric_retention_or_supper_headcount,
    standup_time_or_card_print,
)
