"""`fresh46` cross-session continuity templates: a value and who is behind it are said in two
sessions and asked together in a third; another subject's pair is said in a fourth, and (in
instances 0, 2 and 4) a proposal nobody took up, with who made it, in a fifth."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memfresh46_pools import (
    Subject,
    chatter,
    counts,
    dates,
    in_words,
    instance,
    morning,
    other,
    people,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case, Template
from cairn.bench.memset import days, sample

ENGINES = ("Valkey", "Memcached", "KeyDB", "Garnet")
VENUES = (
    "the reservoir", "the arboretum", "the seaside pier", "the canal basin", "the castle ruins",
    "the botanical gardens", "the bluebell wood", "the steam railway",
)  # fmt: skip
NODES = ("18.20", "20.11", "20.15", "22.4", "22.11")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")


@dataclass(frozen=True)
class Said:
    """What a case says: the value text (session one), who is behind it (session two), the
    other subject's pair, and the proposal not taken up."""

    value: str
    who: str
    rival: str
    proposal: str
    label: str


def write(
    c: Case,
    s: Subject,
    said: Said,
    answers: list[str],
    forbidden: list[str],
    question: str,
    proposed: list[str],
) -> None:
    """The value and who is behind it in sessions one and two, the other subject's pair in
    four, the proposal (instances 0, 2 and 4, its value and proposer then forbidden) in five."""
    a = say(c, "v", said.value, said.label, "doc", days(c.rng.uniform(0, 3)), "s1")
    b = say(c, "w", said.who, "message", "message", days(c.rng.uniform(4, 9)), "s2")
    say(c, "o", said.rival, said.label, "doc", days(c.rng.uniform(0, 9)), "s4")
    if instance(c) in (0, 2, 4):
        say(c, "p", said.proposal, "group chat", "chat", days(c.rng.uniform(2, 10)), "s5")
        forbidden = [*forbidden, *proposed]
    chatter(c, s, 2, days(0), 10)
    c.ask(question, after=days(c.rng.uniform(12, 16)))
    c.expect(answers, [a, b], forbidden=forbidden)


def cont_cache_engine_or_outing_venue(c: Case) -> None:
    """Which engine backs a service's session cache and who made the call, or where a group's
    summer trip goes and who organised it."""
    s = subject(c, 0)
    o = other(c, s)
    a, e, f = people(c, 3)
    if s.software:
        v1, v2, v3 = sample(c, ENGINES, 3)
        said = Said(
            f"{s.code} architecture notes: the session cache runs on {v1}.",
            (f"{a} made the decision on the {s.code} cache engine",
             f"the {s.code} cache engine decision was {a}'s")[turn(c)],
            f"{o.code} architecture notes: the session cache runs on {v2}, a choice made by {e}.",
            f"{f} suggested moving {s.code} to {v3}, nobody picked it up",
            "architecture notes",
        )  # fmt: skip
        q = f"Which engine backs {s.code}'s session cache, and who made that call?"
    else:
        v1, v2, v3 = sample(c, VENUES, 3)
        said = Said(
            f"{s.code} outing notes: this year's summer trip is to {v1}.",
            (f"{a} organised the {s.code} summer trip",
             f"the {s.code} summer trip was organised by {a}")[turn(c)],
            f"{o.code} outing notes: this year's summer trip is to {v2}, organised by {e}.",
            f"{f} floated {v3} for the {s.code} trip, but was outvoted",
            "outing notes",
        )  # fmt: skip
        q = f"Where is {s.code} going on its summer trip, and who set it up?"
    write(c, s, said, [v1, a], [v2, e], q, [v3, f])


def cont_cutover_day_or_fees_due(c: Case) -> None:
    """The weekday a service cuts over to production and who fixed it, or when a group's annual
    fees are due and who is collecting them."""
    s = subject(c, 1)
    o = other(c, s)
    a, e, f = people(c, 3)
    if s.software:
        v1, v2, v3 = sample(c, WEEKDAYS, 3)
        said = Said(
            f"{s.code} release notes: production cutovers happen every {v1}.",
            (f"{a} fixed the {s.code} cutover day",
             f"the {s.code} cutover day was fixed by {a}")[turn(c)],
            f"{o.code} release notes: production cutovers happen every {v2}; {e} set that.",
            f"{f} wanted {s.code} cutovers moved to {v3} instead, no takers",
            "release notes",
        )  # fmt: skip
        q = f"On which weekday does {s.code} cut over to production, and who decided it?"
    else:
        v1, v2, v3 = sample(c, dates(c, 3), 3)
        said = Said(
            f"{s.code} treasurer's note: annual fees are due by {v1}.",
            (f"{a} is collecting the {s.code} fees",
             f"the {s.code} fees are being collected by {a}")[turn(c)],
            f"{o.code} treasurer's note: annual fees are due by {v2}, collected by {e}.",
            f"{f} proposed pushing the {s.code} fee deadline to {v3}, parked",
            "treasurer's note",
        )  # fmt: skip
        q = f"By when are {s.code}'s annual fees due, and who is collecting them?"
    write(c, s, said, [v1, a], [v2, e], q, [v3, f])


def cont_node_pin_or_bake_sale(c: Case) -> None:
    """The Node release a service's build is pinned to and who handles the upgrades, or a
    group's bake sale target and who runs the sale."""
    s = subject(c, 2)
    o = other(c, s)
    a, e, f = people(c, 3)
    if s.software:
        drawn = sample(c, NODES, 3)
        v3 = max(drawn, key=lambda v: tuple(int(p) for p in v.split(".")))  # a newer release
        v1, v2 = (v for v in drawn if v != v3)
        said = Said(
            f"{s.code} toolchain notes: the build is pinned to Node {v1}.",
            (f"{a} handles the Node upgrades for {s.code}",
             f"Node upgrades for {s.code} are handled by {a}")[turn(c)],
            f"{o.code} toolchain notes: the build is pinned to Node {v2}, upgrades by {e}.",
            f"{f} suggested jumping {s.code} to Node {v3}, parked for now",
            "toolchain notes",
        )  # fmt: skip
        q = f"Which Node release is {s.code}'s build pinned to, and who looks after the upgrades?"
    else:
        t1, t2, t3 = (f"£{n}" for n in sample(c, range(120, 900, 10), 3))
        v1, v2, v3 = t1, t2, t3
        said = Said(
            f"{s.code} fundraising note: the bake sale target is {v1}.",
            (f"{a} is running the {s.code} bake sale",
             f"the {s.code} bake sale is being run by {a}")[turn(c)],
            f"{o.code} fundraising note: the bake sale target is {v2}, run by {e}.",
            f"{f} thought {s.code} could aim for {v3}, just thinking aloud",
            "fundraising note",
        )  # fmt: skip
        q = f"What is {s.code} aiming to raise at the bake sale, and who's running it?"
    write(c, s, said, [v1, a], [v2, e], q, [v3, f])


def cont_log_retention_or_lunch_count(c: Case) -> None:
    """How many days of logs a service keeps and who set it, or how many are down for a group's
    lunch and who took the names; the rival and proposed counts in the other form."""
    s = subject(c, 3)
    o = other(c, s)
    a, e, f = people(c, 3)
    n1, n2, n3 = counts(c, 3)
    if s.software:
        v1, v2, v3 = str(n1), in_words(n2), in_words(n3)
        said = Said(
            f"{s.code} monitoring notes: application logs are kept for {v1} days.",
            (f"{a} set the {s.code} log retention",
             f"the {s.code} log retention was set by {a}")[turn(c)],
            f"{o.code} monitoring notes: application logs are kept for {v2} days, set by {e}.",
            f"{f} asked whether {s.code} could keep logs for {v3} days, nobody agreed",
            "monitoring notes",
        )  # fmt: skip
        q = f"How many days of logs does {s.code} keep, and who chose that?"
    else:
        v1, v2, v3 = in_words(n1), str(n2), str(n3)
        said = Said(
            f"{s.code} outing notes: {v1} people are down for the post-concert lunch.",
            (f"{a} took the names for the {s.code} lunch",
             f"names for the {s.code} lunch were taken by {a}")[turn(c)],
            f"{o.code} outing notes: {v2} people are down for the post-concert lunch, names "
            f"taken by {e}.",
            f"{f} wanted to book {s.code} a table for {v3}, it didn't suit most",
            "outing notes",
        )  # fmt: skip
        q = f"How many are booked in for {s.code}'s post-concert lunch, and who took the names?"
    write(c, s, said, [v1, a], [v2, e], q, [v3, f])


def cont_retro_slot_or_poster_run(c: Case) -> None:
    """What time a service's fortnightly retro is and who picked the slot, or how many posters a
    group is printing and who is sorting it."""
    s = subject(c, 4)
    o = other(c, s)
    a, e, f = people(c, 3)
    if s.software:
        v1, v2, v3 = morning(c, 3)
        said = Said(
            f"{s.code} team calendar: the fortnightly retro is at {v1}.",
            (f"{a} picked the {s.code} retro slot",
             f"the {s.code} retro slot was chosen by {a}")[turn(c)],
            f"{o.code} team calendar: the fortnightly retro is at {v2}, picked by {e}.",
            f"{f} pitched moving the {s.code} retro to {v3}, just a thought",
            "team calendar",
        )  # fmt: skip
        q = f"What time is {s.code}'s fortnightly retro, and who chose the slot?"
    else:
        n1, n2, n3 = counts(c, 3)
        v1, v2, v3 = str(n1), in_words(n2), in_words(n3)
        said = Said(
            f"{s.code} print order: {v1} posters for the spring concert.",
            (f"{a} is sorting the {s.code} poster printing",
             f"the {s.code} poster printing is being sorted by {a}")[turn(c)],
            f"{o.code} print order: {v2} posters for the spring concert, sorted by {e}.",
            f"{f} argued {s.code} needed {v3} posters, no takers",
            "print order",
        )  # fmt: skip
        q = f"How many posters is {s.code} printing for the spring concert, and who is sorting it?"
    write(c, s, said, [v1, a], [v2, e], q, [v3, f])


TEMPLATES: tuple[Template, ...] = (
    cont_cache_engine_or_outing_venue,
    cont_cutover_day_or_fees_due,
    cont_node_pin_or_bake_sale,
    cont_log_retention_or_lunch_count,
    cont_retro_slot_or_poster_run,
)
