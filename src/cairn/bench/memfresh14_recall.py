"""The six-month templates of ``fresh14`` (``bench.memfresh14``): a fact said once near the
start, buried under at least nine later messages about the same subject, asked 200 to 249 days
later; a later, neighbouring fact is the distractor. Written blind."""

from __future__ import annotations

from cairn.bench.memfresh14_pools import Subject, noise, numbers, people, subjects
from cairn.bench.memgen import Case, NamedSpec
from cairn.bench.memset import choose, days, sample

DIM = "six_month_recall"


def _bury(c: Case, s: Subject, ask: str) -> None:
    """Nine later messages about the subject, then the question 200 to 249 days in."""
    noise(c, s, 9, 10, 150, "later")
    c.ask(ask, after=days(200 + c.rng.randrange(50)))


def customer_number_in_a_signature(c: Case) -> None:
    """A supplier's welcome mail gives the customer number in its signature; a later invoice
    reference is the distractor. The question says "account reference"."""
    (s,) = subjects(c, 1)
    (p,) = people(c, 1)
    a, b = numbers(c, 2)
    acct, inv = f"{s.stem[:2].upper()}-{a}{b}", f"INV-{b}{a}"
    mail = c.event(
        "welcome",
        f"Welcome aboard! Delighted to be supplying {s.team}.\n\n--\n{p}\n"
        f"{s.supplier}, key accounts\nCustomer no. {acct} (please quote it on every "
        f"{s.code} order)",
        label="supplier mail",
        kind="email",
        trust=0.85,
        after=days(1),
        session="kickoff",
    )
    c.event(
        "invoice",
        f"{s.supplier} invoice {inv} for the {s.code} {choose(c, s.works)} is paid.",
        label="finance note",
        kind="note",
        trust=0.8,
        after=days(60 + c.rng.randrange(100)),
        session="later",
    )
    _bury(
        c,
        s,
        choose(
            c,
            (
                f"What account reference should {s.code} orders to {s.supplier} carry?",
                f"What's our customer number with {s.supplier} for {s.code}?",
                f"Which number does {s.supplier} know {s.code} by?",
            ),
        ),
    )
    c.expect([acct], [mail], forbidden=[inv])


def latest_start_agreed_at_kickoff(c: Case) -> None:
    """Kickoff minutes set the latest start time for the work; a one-off later exception is the
    distractor."""
    (s,) = subjects(c, 1)
    h1, h2 = sample(c, (17, 18, 19, 20, 21), 2)
    m1, m2 = sample(c, ("05", "15", "25", "35", "45", "55"), 2)
    work = choose(c, s.works)
    mins = c.event(
        "kickoff",
        f"{s.code} kickoff minutes\n- agreed: no {work} starts after "
        f"{h1}:{m1}\n- action: the leads circulate the checklist",
        label="minutes",
        kind="minutes",
        trust=0.85,
        after=days(1),
        session="kickoff",
    )
    c.event(
        "exception",
        f"{s.code}: one-off tonight, the {work} may start as late as {h2}:{m2}.",
        label="chat",
        kind="chat",
        trust=0.6,
        after=days(60 + c.rng.randrange(100)),
        session="later",
    )
    _bury(
        c,
        s,
        choose(
            c,
            (
                f"What's the latest a {work} may begin on {s.code}, as agreed at the start?",
                f"At kickoff, what cut-off time did {s.code} set for starting a {work}?",
                f"By when must a {s.code} {work} have started, per the kickoff?",
            ),
        ),
    )
    c.expect([f"{h1}:{m1}"], [mins], forbidden=[f"{h2}:{m2}"])


def weekly_target_at_the_start(c: Case) -> None:
    """A first plan sets a weekly target; a later week's tally is the distractor."""
    (s,) = subjects(c, 1)
    x, y = numbers(c, 2)
    plan = c.event(
        "plan",
        f"{s.code} plan, first draft: aim for {x} {s.unit} a week to start "
        "with, revisit at the half-year.",
        label="plan",
        kind="document",
        trust=0.8,
        after=days(2),
        session="kickoff",
    )
    c.event(
        "tally",
        f"{s.code} weekly tally: {y} {s.unit} this week.",
        label="tally",
        kind="note",
        trust=0.75,
        after=days(60 + c.rng.randrange(100)),
        session="later",
    )
    _bury(
        c,
        s,
        choose(
            c,
            (
                f"What weekly target did {s.code} start out with?",
                f"How many {s.unit} a week was {s.code} first aiming for?",
                f"What was the opening weekly goal for {s.code}?",
            ),
        ),
    )
    c.expect([str(x)], [plan], forbidden=[str(y)])


def deputy_on_the_first_roster(c: Case) -> None:
    """A roster CSV from the start names a lead and a deputy; a later stand-in is the
    distractor. Asks for the person."""
    (s,) = subjects(c, 1)
    a, b, d = people(c, 3)
    e1, e2 = numbers(c, 2)
    roster = c.event(
        "roster",
        f"role,name,phone\n{s.code} lead,{a},ext {e1}\n{s.code} deputy,{b},ext {e2}",
        label="roster.csv",
        kind="csv",
        trust=0.85,
        after=days(1),
        session="kickoff",
    )
    c.event(
        "cover",
        f"{d} is standing in for the {s.code} deputy while they're away.",
        label="chat",
        kind="chat",
        trust=0.6,
        after=days(60 + c.rng.randrange(100)),
        session="later",
    )
    _bury(
        c,
        s,
        choose(
            c,
            (
                f"Who was down as {s.code}'s deputy on the original roster?",
                f"Who did the first {s.code} roster name as second in charge?",
                f"Name the {s.code} deputy from the roster we started with.",
            ),
        ),
    )
    c.expect([b], [roster], forbidden=[d])


def escalation_channel_from_kickoff(c: Case) -> None:
    """The kickoff names the channel for urgent problems; a later social channel is the
    distractor. Asks for the channel."""
    (s,) = subjects(c, 1)
    urgent, lounge = f"#{s.stem}-urgent", f"#{s.stem}-lounge"
    work = choose(c, s.works)
    kick = c.event(
        "kickoff",
        f"{s.code} kickoff: anything urgent about the {work} goes to "
        f"{urgent}; routine stuff stays in the tracker.",
        label="kickoff notes",
        kind="minutes",
        trust=0.85,
        after=days(1),
        session="kickoff",
    )
    c.event(
        "social",
        f"{s.code} social: the quiz night thread lives in {lounge}.",
        label="chat",
        kind="chat",
        trust=0.6,
        after=days(60 + c.rng.randrange(100)),
        session="later",
    )
    _bury(
        c,
        s,
        choose(
            c,
            (
                f"Which channel did {s.code} agree on for urgent {work} problems?",
                f"Where should an urgent {s.code} {work} issue be raised?",
                f"What room did the {s.code} kickoff pick for escalations?",
            ),
        ),
    )
    c.expect([urgent], [kick], forbidden=[lounge])


TEMPLATES = [
    NamedSpec(DIM, customer_number_in_a_signature),
    NamedSpec(DIM, latest_start_agreed_at_kickoff),
    NamedSpec(DIM, weekly_target_at_the_start),
    NamedSpec(DIM, deputy_on_the_first_roster),
    NamedSpec(DIM, escalation_channel_from_kickoff),
]
