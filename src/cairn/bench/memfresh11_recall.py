"""Six-month templates of ``fresh11``: a fact stated once, early, then buried under eight or
nine later messages about the same subject and piece of work, beside a neighbouring fact (a
parked quote, a trial version, another party's extension, another shelf, another subject's
threshold). The question comes 200 to 259 days after the fact."""

from __future__ import annotations

from cairn.bench.memfresh11_pools import (
    SUPPLIERS,
    TOOLS,
    UNITS,
    noise,
    numbers,
    people,
    subjects,
)
from cairn.bench.memgen import Case, NamedSpec
from cairn.bench.memset import choose, days, mins

DIM = "six_month_recall"


def _bury(c: Case, code: str, facet: str) -> None:
    """Eight or nine later messages about the subject, none stating a value."""
    n = c.rng.randrange(8, 10)
    for i, text in enumerate(noise(c.rng, code, facet, n)):
        c.event(
            f"n{i}",
            text,
            label=f"chat message {i + 1}",
            kind="chat",
            trust=0.6,
            after=days(c.rng.uniform(14, 180)),
            session=f"s{i + 2}",
        )


def _ask(c: Case, text: str) -> None:
    c.ask(text, after=days(c.rng.randrange(200, 260)))


def supplier_chosen_quote_parked(c: Case) -> None:
    """A supplier chosen for a piece of work in spring; another supplier's quote was parked
    the same week (uncited)."""
    ((code, _, facet),) = subjects(c.rng, 1)
    chosen, parked = c.rng.sample(SUPPLIERS, 2)
    lead = people(c.rng, 1)[0]
    c.event(
        "pick",
        choose(
            c,
            [
                f"{lead}: decided, {code} buys the {facet} kit from {chosen}.",
                f"{code} decision log: {facet} supplier = {chosen} (signed {lead})",
            ],
        ),
        label="decision",
        kind="document",
        trust=0.9,
        after=mins(30),
        session="s1",
    )
    c.event(
        "park",
        f"{code}: the {parked} quote for the {facet} is parked for now, revisit next year",
        label="chat message",
        kind="chat",
        trust=0.6,
        after=days(2),
        session="s1",
    )
    _bury(c, code, facet)
    _ask(c, f"Which supplier did {code} settle on for the {facet} kit?")
    c.expect([chosen], [f"{c.case_id}-pick"], forbidden=[parked])


def pinned_version_not_the_trial(c: Case) -> None:
    """A tool pinned to a version for a piece of work; a later trial of another version was
    only a trial."""
    ((code, _, facet),) = subjects(c.rng, 1)
    tool = choose(c, TOOLS)
    major = c.rng.randrange(2, 7)
    pinned, trial = (
        f"{major}.{c.rng.randrange(1, 5)}.{c.rng.randrange(0, 9)}",
        (f"{major}.{c.rng.randrange(5, 9)}.0"),
    )
    c.event(
        "pin",
        f"{code} {facet}: {tool} pinned at {pinned}, do not upgrade without a review",
        label="wiki page",
        kind="document",
        trust=0.9,
        after=mins(15),
        session="s1",
    )
    c.event(
        "trial",
        f"{code}: trying {tool} {trial} on a spare box for the {facet}, trial only",
        label="chat message",
        kind="chat",
        trust=0.5,
        after=days(c.rng.uniform(20, 60)),
        session="s1b",
    )
    _bury(c, code, facet)
    _ask(c, f"Which {tool} version is the {code} {facet} pinned to?")
    c.expect([pinned], [f"{c.case_id}-pin"], forbidden=[trial])


def outside_contact_and_extension(c: Case) -> None:
    """An outside contact and their extension, given once; another party's extension for the
    same subject is in a neighbouring message."""
    ((code, _, facet),) = subjects(c.rng, 1)
    contact, other = people(c.rng, 2)
    ext, oext = (str(c.rng.randrange(2000, 4999)), str(c.rng.randrange(5000, 7999)))
    c.event(
        "contact",
        choose(
            c,
            [
                f"{code}: for the {facet}, the outside contact is {contact}, ext. {ext}",
                f"{code} contacts | {facet} | {contact} | ext {ext}",
            ],
        ),
        label="contact sheet",
        kind="document",
        trust=0.9,
        after=mins(45),
        session="s1",
    )
    c.event(
        "reception",
        f"{code}: {other} at the front desk is on ext. {oext} if the van is late",
        label="chat message",
        kind="chat",
        trust=0.6,
        after=days(1),
        session="s1",
    )
    _bury(c, code, facet)
    _ask(c, f"Who was the outside contact for the {code} {facet}, and on which extension?")
    c.expect([contact, ext], [f"{c.case_id}-contact"], forbidden=[oext])


def spares_shelf_not_the_other(c: Case) -> None:
    """Where the spares for a piece of work are kept; a second shelf holds something else."""
    ((code, _, facet),) = subjects(c.rng, 1)
    a, b = c.rng.sample(range(11, 60), 2)
    shelf, oshelf = f"{choose(c, 'BCDF')}-{a}", f"{choose(c, 'GHJL')}-{b}"
    c.event(
        "shelf",
        f"{code} stores: {facet} spares live on shelf {shelf}",
        label="stores note",
        kind="document",
        trust=0.9,
        after=mins(50),
        session="s1",
    )
    c.event(
        "oshelf",
        f"{code} stores: labels and cable ties moved to shelf {oshelf}",
        label="stores note",
        kind="document",
        trust=0.9,
        after=days(3),
        session="s1",
    )
    _bury(c, code, facet)
    _ask(c, f"Which shelf holds the {code} {facet} spares?")
    c.expect([shelf], [f"{c.case_id}-shelf"], forbidden=[oshelf])


def alert_threshold_beside_another_subject(c: Case) -> None:
    """An alert threshold set for a piece of work; another subject set its own threshold
    later."""
    (code, _, facet), (other, _, ofacet) = subjects(c.rng, 2)
    t, ot = numbers(c.rng, 2)
    unit = UNITS[code]
    c.event(
        "set",
        choose(
            c,
            [
                f"{code}: alert when the {facet} queue passes {t} {unit}",
                f"alerts.{code.lower()}.{facet.replace(' ', '_').replace('-', '_')}"
                f".queue_over = {t}",
            ],
        ),
        label="alert rule",
        kind="config",
        trust=0.9,
        after=mins(25),
        session="s1",
    )
    c.event(
        "oset",
        f"{other}: alert when the {ofacet} queue passes {ot} {UNITS[other]}",
        label="alert rule",
        kind="config",
        trust=0.9,
        after=days(c.rng.uniform(30, 90)),
        session="s1c",
    )
    _bury(c, code, facet)
    _ask(c, f"At what queue size does the {code} {facet} alert fire?")
    c.expect([str(t)], [f"{c.case_id}-set"], forbidden=[str(ot)])


TEMPLATES = [
    NamedSpec(DIM, t)
    for t in (
        supplier_chosen_quote_parked,
        pinned_version_not_the_trial,
        outside_contact_and_extension,
        spares_shelf_not_the_other,
        alert_threshold_beside_another_subject,
    )
]
