"""The cross-session templates of ``fresh12``: two facts of one piece of work said in two
sessions a day or more apart, asked together in a third. Between them, another subject's value
for the same thing is said (the distractor).
"""

from __future__ import annotations

from cairn.bench.memfresh12_pools import (
    CODES,
    ERRORS,
    FACETS,
    PEOPLE,
    PLACES,
    WEEKDAYS,
    counts,
    place,
    slug,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, sample


def _two_sessions(c: Case) -> tuple[float, float, float]:
    """When the first fact, the distractor and the second fact are said (in days)."""
    first = 0.0
    second = c.rng.uniform(1, 6)
    return first, c.rng.uniform(first + 0.1, second - 0.1), second


def taker_then_due_day(c: Case) -> None:
    """Session one: someone takes a piece of work. Session two: the day it is due. Another
    subject's taker and due day are said in between."""
    code, other = sample(c, CODES, 2)
    facet = choose(c, FACETS[code])
    taker, other_taker = sample(c, PEOPLE, 2)
    day, other_day = sample(c, WEEKDAYS, 2)
    t1, t_dis, t2 = _two_sessions(c)
    took = c.event(
        "take",
        choose(
            c,
            (f"{taker}: I'll take the {code} {facet}.", f"{taker}: {code} {facet} is mine, np"),
        ),
        label="chat message",
        kind="chat",
        trust=0.8,
        after=days(t1),
        session="s1",
    )
    c.event(
        "dis",
        f"{other_taker} has the {other} {choose(c, FACETS[other])}, due {other_day}",
        label="chat message",
        kind="chat",
        trust=0.8,
        after=days(t_dis),
        session="s1",
    )
    due = c.event(
        "due",
        choose(
            c,
            (
                f"{code} {facet}: due by end of {day}, confirmed with the lead",
                f"Ticket update ({code}): {facet} due date set to {day}",
            ),
        ),
        label="ticket update",
        kind="ticket",
        trust=0.85,
        after=days(t2),
        session="s2",
    )
    c.ask(
        choose(
            c,
            (
                f"Who's doing the {code} {facet}, and by which day?",
                f"Remind me: owner and due day of the {code} {facet}?",
            ),
        ),
        after=days(t2 + c.rng.uniform(1, 4)),
        session="s3",
    )
    c.expect([taker, day], [took, due], forbidden=[other_taker, other_day])


def limit_then_where_it_lives(c: Case) -> None:
    """Session one: an environment line sets a limit. Session two: which file it lives in.
    Another subject's limit is said in between."""
    code, other = sample(c, CODES, 2)
    facet = choose(c, FACETS[code])
    ofacet = choose(c, FACETS[other])
    n, m = counts(c.rng, 2)
    teller = choose(c, PEOPLE)
    path = f"{choose(c, ('ops', 'deploy', 'settings', 'shared'))}/{slug(facet)}.env"
    env = c.event(
        "env",
        f"{code.upper()}_{slug(facet).upper()}_LIMIT={n}",
        label="environment line",
        kind="config",
        trust=0.9,
        after=days(0),
        session="s1",
    )
    c.event(
        "dis",
        f"{other.upper()}_{slug(ofacet).upper()}_LIMIT={m}",
        label="environment line",
        kind="config",
        trust=0.9,
        after=days(c.rng.uniform(0.1, 0.9)),
        session="s1",
    )
    where = c.event(
        "where",
        f"{teller}: the {code} {facet} limit lives in {path}, edit it there not in the UI",
        label="chat message",
        kind="chat",
        trust=0.8,
        after=days(c.rng.uniform(1, 5)),
        session="s2",
    )
    c.ask(
        choose(
            c,
            (
                f"What's the {code} {facet} limit and which file is it set in?",
                f"Where do I change the {code} {facet} limit, and what is it now?",
            ),
        ),
        after=days(c.rng.uniform(6, 9)),
        session="s3",
    )
    c.expect([str(n), path], [env, where], forbidden=[str(m)])


def error_then_who_fixed_it(c: Case) -> None:
    """Session one: an incident line gives the error a piece of work stopped with. Session
    two: who got it running again. Another subject's error is said in between."""
    code, other = sample(c, CODES, 2)
    facet = choose(c, FACETS[code])
    err, other_err = sample(c, ERRORS, 2)
    fixer = choose(c, PEOPLE)
    broke = c.event(
        "err",
        f"[incident] {code} {facet} stopped with {err}; paging the rota",
        label="incident timeline",
        kind="log",
        trust=0.9,
        after=days(0),
        session="s1",
    )
    c.event(
        "dis",
        f"[incident] {other} {choose(c, FACETS[other])} threw {other_err}, auto-retried",
        label="incident timeline",
        kind="log",
        trust=0.9,
        after=days(c.rng.uniform(0.05, 0.5)),
        session="s1",
    )
    fixed = c.event(
        "fix",
        choose(
            c,
            (
                f"{code} {facet} back up. {fixer} swapped the faulty part and re-ran it.",
                f"resolved: {code} {facet} running again (thanks {fixer})",
            ),
        ),
        label="incident timeline",
        kind="log",
        trust=0.9,
        after=days(c.rng.uniform(1, 3)),
        session="s2",
    )
    c.ask(
        choose(
            c,
            (
                f"What error did the {code} {facet} throw, and who got it running again?",
                f"The {code} {facet} outage: which error, and who fixed it?",
            ),
        ),
        after=days(c.rng.uniform(4, 8)),
        session="s3",
    )
    c.expect([err, fixer], [broke, fixed], forbidden=[other_err])


def moved_kit_then_tag(c: Case) -> None:
    """Session one: a piece of work's kit moves to a place. Session two: the tag it was given.
    Another subject's kit place is said in between."""
    code, other = sample(c, CODES, 2)
    facet = choose(c, FACETS[code])
    kind = choose(c, PLACES)
    here = place(c.rng)
    there = place(c.rng)
    while there == here:
        there = place(c.rng)
    tag = f"T-{c.rng.randrange(1000, 9999)}"
    mover, tagger = sample(c, PEOPLE, 2)
    moved = c.event(
        "move",
        f"{mover}: moved the {code} {facet} kit to {kind} {here}",
        label="chat message",
        kind="chat",
        trust=0.8,
        after=days(0),
        session="s1",
    )
    c.event(
        "dis",
        f"{other} {choose(c, FACETS[other])} kit is in {kind} {there} if anyone needs it",
        label="chat message",
        kind="chat",
        trust=0.8,
        after=days(c.rng.uniform(0.05, 0.5)),
        session="s1",
    )
    tagged = c.event(
        "tag",
        f"{tagger}: tagged the {code} {facet} kit {tag} so it stops walking off",
        label="chat message",
        kind="chat",
        trust=0.8,
        after=days(c.rng.uniform(1, 4)),
        session="s2",
    )
    c.ask(
        choose(
            c,
            (
                f"Where's the {code} {facet} kit now, and what's its tag?",
                f"Which {kind} is the {code} {facet} kit in, and under what tag?",
            ),
        ),
        after=days(c.rng.uniform(5, 8)),
        session="s3",
    )
    c.expect([here, tag], [moved, tagged], forbidden=[there])


def price_then_quantity(c: Case) -> None:
    """Session one: a quote gives a unit price for a piece of work. Session two: how many were
    ordered. Another subject's quote is said in between."""
    code, other = sample(c, CODES, 2)
    facet = choose(c, FACETS[code])
    (qty,) = counts(c.rng, 1)
    price = f"{c.rng.randrange(3, 19)}.{choose(c, (15, 35, 65, 85, 95))}"
    other_price = f"{c.rng.randrange(3, 19)}.{choose(c, (10, 30, 60, 80))}"
    buyer = choose(c, PEOPLE)
    quote = c.event(
        "quote",
        f"Quote for {code} {facet}: EUR {price} per unit, valid thirty days",
        label="quote",
        kind="email",
        trust=0.85,
        after=days(0),
        session="s1",
    )
    c.event(
        "dis",
        f"Quote for {other} {choose(c, FACETS[other])}: EUR {other_price} per unit",
        label="quote",
        kind="email",
        trust=0.85,
        after=days(c.rng.uniform(0.05, 0.5)),
        session="s1",
    )
    order = c.event(
        "po",
        f"PO raised by {buyer}: {qty} units for the {code} {facet}",
        label="purchase order",
        kind="document",
        trust=0.9,
        after=days(c.rng.uniform(1, 4)),
        session="s2",
    )
    c.ask(
        choose(
            c,
            (
                f"What unit price did we get for the {code} {facet}, and how many did we order?",
                f"{code} {facet}: price per unit and quantity ordered?",
            ),
        ),
        after=days(c.rng.uniform(5, 8)),
        session="s3",
    )
    c.expect([price, str(qty)], [quote, order], forbidden=[other_price])
