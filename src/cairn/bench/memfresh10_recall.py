"""The tenth held-out set's templates about time (``bench.memfresh10``): six-month recall, an
old fact buried under months of later chatter, and cross-session continuity, a fact split over
two earlier sessions and asked for in a new one.

Each template writes one case from the case's random source; a template never reads another
set, and it must keep its draws in the same order (the frozen copy depends on it).
"""

from __future__ import annotations

from cairn.bench.memfresh10_pools import (
    CABINETS,
    CHANNELS,
    FACETS,
    PARTIES,
    PEOPLE,
    STEPS,
    UNITS,
    VENDORS,
    WEEKDAYS,
    clocks,
    ident,
    noise,
    two_subjects,
    words,
)
from cairn.bench.memgen import Case, NamedSpec
from cairn.bench.memset import choose, days, mins, sample

SIX = "six_month_recall"
CONT = "cross_session_continuity"


def late(c: Case) -> int:
    """When a six-month question is asked: 200 to 259 days after the old fact."""
    return c.rng.randrange(200, 260)


# -- six-month recall ----------------------------------------------------------------------------


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
    noise(c, code)(c, 6, days(20), 150, "s2")
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
    noise(c, code)(c, 6, days(10), 170, "s3")
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
    noise(c, code)(c, 6, days(15), 160, "s2")
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
    noise(c, code)(c, 7, days(20), 150, "s2")
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
    noise(c, code)(c, 6, days(10), 170, "s3")
    c.ask(
        f"At what {code} {facet} backlog did we agree to page someone?",
        after=days(late(c)),
    )
    c.expect([str(mine)], [agreed], forbidden=[str(theirs)])


# -- cross-session continuity --------------------------------------------------------------------


def day_then_time_in_two_sessions(c: Case) -> None:
    """One session moves the work to a weekday, a later one gives the slot's time; the new
    session asks for both."""
    (code, _), (other, _) = two_subjects(c)
    facet = choose(c, FACETS[code])
    day, other_day = sample(c, WEEKDAYS, 2)
    (time,) = clocks(c, 1)
    person = choose(c, PEOPLE)
    moved = c.event(
        "moved",
        f"{person}: from next week the {code} {facet} happens every {day}.",
        label=f"{choose(c, CHANNELS)} message",
        kind="chat",
        trust=0.85,
        after=mins(0),
        session="s1",
    )
    slot = c.event(
        "slot",
        f"Follow-up on {code}: the new {facet} slot starts {time} sharp.",
        label=f"{code} follow-up note",
        kind="note",
        trust=0.85,
        after=days(2),
        session="s2",
    )
    c.event(
        "other",
        f"{other} {choose(c, FACETS[other])} stays on {other_day} each week.",
        label=f"{other} note",
        kind="note",
        trust=0.85,
        after=days(1),
        session="s2",
    )
    noise(c, code)(c, 2, days(0), 3, "s1")
    c.ask(f"When does the {code} {facet} happen now, day and time?", after=days(5))
    c.expect([day, time], [moved, slot], forbidden=[other_day])


def next_step_on_the_checklist(c: Case) -> None:
    """One session lists the checklist, a later one says how far it got; the new session asks
    what comes next."""
    (code, _), (other, _) = two_subjects(c)
    facet = choose(c, FACETS[code])
    steps = sample(c, STEPS, 5)
    done = c.rng.randrange(1, 4)
    person = choose(c, PEOPLE)
    listed = c.event(
        "list",
        f"{code} {facet} checklist: " + "; ".join(f"{i + 1}) {s}" for i, s in enumerate(steps[:4])),
        label=f"{code} checklist",
        kind="checklist",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    progress = c.event(
        "progress",
        choose(
            c,
            [
                f"{person}: got through step {done} of the {code} {facet} checklist, stopping"
                " there for today.",
                f"{person}: {code} {facet} checklist is done up to and including step {done}.",
            ],
        ),
        label=f"{choose(c, CHANNELS)} message",
        kind="chat",
        trust=0.85,
        after=days(1),
        session="s2",
    )
    c.event(
        "other",
        f"{other} {choose(c, FACETS[other])}: next on the list is to {steps[4]}.",
        label=f"{other} note",
        kind="note",
        trust=0.85,
        after=days(1),
        session="s2",
    )
    c.ask(
        f"Picking up the {code} {facet} checklist: what is the next step to do?",
        after=days(3),
    )
    c.expect([steps[done]], [listed, progress], forbidden=[steps[4]])


def who_and_where_to_ping(c: Case) -> None:
    """One session says who took over, a later one where that person can be reached; the new
    session asks for both."""
    (code, _), _ = two_subjects(c)
    facet = choose(c, FACETS[code])
    lead, former = sample(c, PEOPLE, 2)
    channel, other_channel = sample(c, CHANNELS, 2)
    took = c.event(
        "took",
        f"{lead} takes over the {code} {facet} from {former} as of today.",
        label=f"{code} handover note",
        kind="note",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    where = c.event(
        "where",
        f"{lead} says: for {code}, reach me in {channel}, not DMs.",
        label=f"{code} follow-up",
        kind="chat",
        trust=0.85,
        after=days(2),
        session="s2",
    )
    c.event(
        "old",
        f"{former} posts {code} updates in {other_channel}.",
        label=f"{code} older note",
        kind="note",
        trust=0.7,
        after=days(-3),
        session="s0",
    )
    c.ask(
        f"Who runs the {code} {facet} now, and which channel do I use to reach them?",
        after=days(4),
    )
    c.expect([lead, channel], [took, where], forbidden=[other_channel])


def decision_and_decider_in_two_sessions(c: Case) -> None:
    """One session says who will choose the courier, a later one gives the choice; the new
    session asks what was chosen and by whom."""
    (code, _), (other, _) = two_subjects(c)
    facet = choose(c, FACETS[code])
    decider = choose(c, PEOPLE)
    chosen, elsewhere = sample(c, VENDORS, 2)
    who = c.event(
        "who",
        f"{decider} will pick the courier for the {code} {facet} by Friday.",
        label=f"{code} planning chat",
        kind="chat",
        trust=0.85,
        after=mins(0),
        session="s1",
    )
    what = c.event(
        "what",
        f"Courier for the {code} {facet}: {chosen}. Booked.",
        label=f"{code} planning chat",
        kind="chat",
        trust=0.85,
        after=days(3),
        session="s2",
    )
    c.event(
        "other",
        f"{other} uses {elsewhere} for the {choose(c, FACETS[other])}.",
        label=f"{other} note",
        kind="note",
        trust=0.85,
        after=days(1),
        session="s2",
    )
    noise(c, code)(c, 2, days(0), 3, "s1")
    c.ask(f"Which courier did the {code} {facet} end up with, and who chose it?", after=days(5))
    c.expect([chosen, decider], [who, what], forbidden=[elsewhere])


def batch_size_and_runs_in_two_sessions(c: Case) -> None:
    """One session gives the batch size, a later one how many runs a night; the new session
    asks for both."""
    (code, _), (other, _) = two_subjects(c)
    facet = choose(c, FACETS[code])
    unit = UNITS[code]
    size, other_size = sample(c, range(24, 96), 2)
    runs = c.rng.randrange(2, 6)
    sized = c.event(
        "size",
        f"{code} {facet}: batches of {size} {unit} from now on.",
        label=f"{code} ops note",
        kind="note",
        trust=0.88,
        after=mins(0),
        session="s1",
    )
    ran = c.event(
        "runs",
        f"{code} night plan: the {facet} runs {words(runs)} times a night.",
        label=f"{code} night plan",
        kind="note",
        trust=0.88,
        after=days(2),
        session="s2",
    )
    c.event(
        "other",
        f"{other} {choose(c, FACETS[other])}: batches of {other_size}.",
        label=f"{other} ops note",
        kind="note",
        trust=0.88,
        after=days(1),
        session="s2",
    )
    noise(c, code)(c, 2, days(0), 3, "s1")
    c.ask(
        f"For the {code} {facet}, how big is a batch and how many runs are there a night?",
        after=days(4),
    )
    c.expect([str(size), words(runs)], [sized, ran], forbidden=[str(other_size)])


TEMPLATES = [
    NamedSpec(SIX, vendor_chosen_last_year),
    NamedSpec(SIX, profile_pinned_in_an_old_commit),
    NamedSpec(SIX, contact_and_extension_from_an_old_note),
    NamedSpec(SIX, spares_cabinet_from_setup),
    NamedSpec(SIX, alert_threshold_agreed_long_ago),
    NamedSpec(CONT, day_then_time_in_two_sessions),
    NamedSpec(CONT, next_step_on_the_checklist),
    NamedSpec(CONT, who_and_where_to_ping),
    NamedSpec(CONT, decision_and_decider_in_two_sessions),
    NamedSpec(CONT, batch_size_and_runs_in_two_sessions),
]
