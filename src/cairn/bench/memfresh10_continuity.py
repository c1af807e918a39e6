"""The tenth held-out set's cross-session continuity templates (``bench.memfresh10``): a fact
split over two earlier sessions (a day and a time, a checklist and how far it got, who took over
and where to reach them, who decides and what was decided, a batch size and the runs a night),
asked for in a new session.

Each template writes one case from the case's random source; a template never reads another
set, and it must keep its draws in the same order (the frozen copy depends on it).
"""

from __future__ import annotations

from cairn.bench.memfresh10_pools import (
    CHANNELS,
    FACETS,
    PEOPLE,
    STEPS,
    UNITS,
    VENDORS,
    WEEKDAYS,
    clocks,
    noise,
    two_subjects,
    words,
)
from cairn.bench.memgen import Case, NamedSpec
from cairn.bench.memset import choose, days, mins, sample

CONT = "cross_session_continuity"


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
        choose(
            c,
            [
                f"{person}: from next week the {code} {facet} happens every {day}.",
                f"{person}: we're moving the {code} {facet} to {day}, starting next week.",
            ],
        ),
        label=f"{choose(c, CHANNELS)} message",
        kind="chat",
        trust=0.85,
        after=mins(0),
        session="s1",
    )
    slot = c.event(
        "slot",
        choose(
            c,
            [
                f"Follow-up on {code}: the new {facet} slot starts {time} sharp.",
                f"{code} {facet}, new slot confirmed with the room: {time} start.",
            ],
        ),
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
    noise(c, code, facet)(c, 2, days(0), 3, "s1")
    c.ask(
        choose(
            c,
            [
                f"When does the {code} {facet} happen now, day and time?",
                f"What day and what time is the {code} {facet} on these days?",
            ],
        ),
        after=days(5),
    )
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
        choose(
            c,
            [
                f"{lead} takes over the {code} {facet} from {former} as of today.",
                f"Handover done: {former} passes the {code} {facet} to {lead}.",
            ],
        ),
        label=f"{code} handover note",
        kind="note",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    where = c.event(
        "where",
        choose(
            c,
            [
                f"{lead} says: for {code}, reach me in {channel}, not DMs.",
                f"{lead}: please put {code} questions in {channel} so the night crew sees them.",
            ],
        ),
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
        choose(
            c,
            [
                f"Courier for the {code} {facet}: {chosen}. Booked.",
                f"Booked {chosen} for the {code} {facet}, paperwork signed.",
            ],
        ),
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
    noise(c, code, facet)(c, 2, days(0), 3, "s1")
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
        choose(
            c,
            [
                f"{code} night plan: the {facet} runs {words(runs)} times a night.",
                f"{code} nights: the {facet} goes {words(runs)} times between close and open.",
            ],
        ),
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
    noise(c, code, facet)(c, 2, days(0), 3, "s1")
    c.ask(
        f"For the {code} {facet}, how big is a batch and how many runs are there a night?",
        after=days(4),
    )
    c.expect([str(size), words(runs)], [sized, ran], forbidden=[str(other_size)])


TEMPLATES = [
    NamedSpec(CONT, day_then_time_in_two_sessions),
    NamedSpec(CONT, next_step_on_the_checklist),
    NamedSpec(CONT, who_and_where_to_ping),
    NamedSpec(CONT, decision_and_decider_in_two_sessions),
    NamedSpec(CONT, batch_size_and_runs_in_two_sessions),
]
