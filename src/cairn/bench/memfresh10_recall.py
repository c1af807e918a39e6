"""The tenth held-out set's six-month recall templates (``bench.memfresh10``): an old fact
asked for 200 days or more later, buried under months of chatter about the same work and beside
a neighbouring fact that answers another question.

Each template writes one case from the case's random source; a template never reads another
set, and it must keep its draws in the same order (the frozen copy depends on it).
"""

from __future__ import annotations

from cairn.bench.memfresh10_pools import (
    CABINETS,
    FACETS,
    PARTIES,
    PEOPLE,
    UNITS,
    VENDORS,
    ident,
    noise,
    two_subjects,
)
from cairn.bench.memgen import Case, NamedSpec
from cairn.bench.memset import choose, days, mins, sample

SIX = "six_month_recall"


def late(c: Case) -> int:
    """When a six-month question is asked: 200 to 259 days after the old fact."""
    return c.rng.randrange(200, 260)


def vendor_chosen_last_year(c: Case) -> None:
    """Recall which vendor was chosen months ago, not the one whose quote was parked."""
    (code, _), _ = two_subjects(c)
    facet = choose(c, FACETS[code])
    chosen, parked = sample(c, VENDORS, 2)
    decision = c.event(
        "decision",
        choose(
            c,
            [
                f"{code} decision log: {facet} contract goes to {chosen}, starting next month.",
                f"Decided today for {code}: {chosen} will run the {facet}.",
            ],
        ),
        label=f"{code} decision log",
        kind="minutes",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    c.event(
        "parked",
        f"{parked} sent a revised {code} {facet} quote; parked, no action.",
        label=f"{code} inbox note",
        kind="email",
        trust=0.6,
        after=mins(30),
        session="s1",
    )
    noise(c, code, facet)(c, 8, days(20), 150, "s2")
    c.ask(
        choose(
            c,
            [
                f"Way back, which vendor did we pick for the {code} {facet}?",
                f"Remind me: who got the {code} {facet} contract when we decided it?",
            ],
        ),
        after=days(late(c)),
    )
    c.expect([chosen], [decision], forbidden=[parked])


def profile_pinned_in_an_old_commit(c: Case) -> None:
    """Recall the profile an old commit pinned the work to, not the trial profile a later
    commit added for another piece of work."""
    (code, _), _ = two_subjects(c)
    facet, neighbour = sample(c, FACETS[code], 2)
    pinned, trial = ident(c), ident(c)
    commit = c.event(
        "commit",
        f"commit 3f{c.rng.randrange(10000, 99999)}: {code.lower()}: pin {facet} profile to"
        f" {pinned}",
        label=f"{code} repo commit",
        kind="commit",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    c.event(
        "trial",
        f"commit 9a{c.rng.randrange(10000, 99999)}: {code.lower()}: add {neighbour} trial"
        f" profile {trial}",
        label=f"{code} repo commit",
        kind="commit",
        trust=0.9,
        after=days(c.rng.randrange(40, 120)),
        session="s2",
    )
    noise(c, code, facet)(c, 8, days(10), 170, "s3")
    c.ask(
        f"Which profile was the {code} {facet} pinned to, back when it was set up?",
        after=days(late(c)),
    )
    c.expect([pinned], [commit], forbidden=[trial])


def contact_and_extension_from_an_old_note(c: Case) -> None:
    """Recall an outside contact and their extension from a months-old note, not the contact
    at another party."""
    (code, _), _ = two_subjects(c)
    facet = choose(c, FACETS[code])
    party, other_party = sample(c, PARTIES, 2)
    contact, other_contact = sample(c, PEOPLE, 2)
    ext = c.rng.randrange(2000, 8000)
    note = c.event(
        "contact",
        choose(
            c,
            [
                f"{code} {facet}: our contact at {party} is {contact}, ext. {ext}.",
                f"For anything {code} {facet} at {party}, ask for {contact} (extension {ext}).",
            ],
        ),
        label=f"{code} contacts note",
        kind="note",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{code}: {other_party} now routes everything via {other_contact}.",
        label=f"{code} contacts note",
        kind="note",
        trust=0.85,
        after=days(3),
        session="s1",
    )
    noise(c, code, facet)(c, 8, days(15), 160, "s2")
    c.ask(
        f"Who was our contact at {party} for the {code} {facet}, and on what extension?",
        after=days(late(c)),
    )
    c.expect([contact, str(ext)], [note], forbidden=[other_contact])


def spares_cabinet_from_setup(c: Case) -> None:
    """Recall where the spares were put when the work was set up, not another piece of work's
    cabinet."""
    (code, _), _ = two_subjects(c)
    facet, neighbour = sample(c, FACETS[code], 2)
    cabinet, other_cabinet = sample(c, CABINETS, 2)
    setup = c.event(
        "setup",
        choose(
            c,
            [
                f"{code} setup day: spares for the {facet} are in cabinet {cabinet}, top shelf.",
                f"Put the {code} {facet} spares away in cabinet {cabinet}; key with the duty lead.",
            ],
        ),
        label=f"{code} setup notes",
        kind="note",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    c.event(
        "neighbour",
        f"{code} {neighbour} spares went into cabinet {other_cabinet}.",
        label=f"{code} setup notes",
        kind="note",
        trust=0.9,
        after=mins(40),
        session="s1",
    )
    noise(c, code, facet)(c, 9, days(20), 150, "s2")
    c.ask(
        f"Where did we keep the spares for the {code} {facet}, from when we set it up?",
        after=days(late(c)),
    )
    c.expect([f"cabinet {cabinet}"], [setup], forbidden=[f"cabinet {other_cabinet}"])


def alert_threshold_agreed_long_ago(c: Case) -> None:
    """Recall an alert threshold agreed months ago, not the threshold a later note gives for
    another subject."""
    (code, _), (other, _) = two_subjects(c)
    facet = choose(c, FACETS[code])
    unit = UNITS[code]
    mine, theirs = sample(c, range(13, 89), 2)
    agreed = c.event(
        "agreed",
        f"Agreed in the {code} review: page someone when the {facet} backlog passes {mine} {unit}.",
        label=f"{code} review minutes",
        kind="minutes",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{other} alerting: page at {theirs} in the {choose(c, FACETS[other])} queue.",
        label=f"{other} alerting note",
        kind="note",
        trust=0.85,
        after=days(c.rng.randrange(60, 150)),
        session="s2",
    )
    noise(c, code, facet)(c, 8, days(10), 170, "s3")
    c.ask(
        f"At what {code} {facet} backlog did we agree to page someone?",
        after=days(late(c)),
    )
    c.expect([str(mine)], [agreed], forbidden=[str(theirs)])


TEMPLATES = [
    NamedSpec(SIX, vendor_chosen_last_year),
    NamedSpec(SIX, profile_pinned_in_an_old_commit),
    NamedSpec(SIX, contact_and_extension_from_an_old_note),
    NamedSpec(SIX, spares_cabinet_from_setup),
    NamedSpec(SIX, alert_threshold_agreed_long_ago),
]
