"""Cross-session templates of ``fresh11``: a fact split over two sessions (a weekday and a
start time, who took over and where to post, who decides and what was decided, a checklist and
how far it got, a batch size and the runs a night), asked in a third session. Another subject's
value for the same thing, in an uncited event, is the distractor."""

from __future__ import annotations

from cairn.bench.memfresh11_pools import UNITS, WEEKDAYS, numbers, people, subjects, words
from cairn.bench.memgen import Case, NamedSpec
from cairn.bench.memset import choose, days, mins

DIM = "cross_session_continuity"


def _split(c: Case, first: str, second: str, other: str) -> list[str]:
    """``first`` in one session, ``second`` in a later one, ``other`` (another subject) in
    between; returns the two cited ids."""
    c.event(
        "one", first, label="session note", kind="chat", trust=0.85, after=mins(30), session="s1"
    )
    c.event(
        "two",
        second,
        label="session note",
        kind="chat",
        trust=0.85,
        after=days(c.rng.randrange(2, 9)),
        session="s2",
    )
    c.event(
        "other", other, label="chat message", kind="chat", trust=0.8, after=days(1), session="s1x"
    )
    return [f"{c.case_id}-one", f"{c.case_id}-two"]


def weekday_then_start_time(c: Case) -> None:
    """The day moves in one session, the start time in the next."""
    (code, _, facet), (other, _, ofacet) = subjects(c.rng, 2)
    day, oday = c.rng.sample(WEEKDAYS, 2)
    hour = choose(c, [5, 6, 7, 13, 14, 15])
    start = f"{hour:02d}:{choose(c, ['15', '40'])}"
    ids = _split(
        c,
        choose(
            c,
            [
                f"{code}: from next week the {facet} runs every {day}.",
                f"{code} planning call: {facet} slot moves, {day} from now on",
                f"calendar for {code} updated, {facet} is a {day} thing now",
            ],
        ),
        choose(
            c,
            [
                f"{code} {facet}: and it starts at {start} sharp",
                f"follow-up on {code}: first {facet} slot is {start}",
            ],
        ),
        f"{other}: the {ofacet} moves to {oday} mornings",
    )
    c.ask(
        f"On which day and at what time does the {code} {facet} run now?",
        after=days(12),
        session="s3",
    )
    c.expect([day, start], ids, forbidden=[oday])


def who_took_over_and_where_to_post(c: Case) -> None:
    """Who took over in one session, which channel to post in the next."""
    (code, _, facet), (other, _, ofacet) = subjects(c.rng, 2)
    new, old, onew = people(c.rng, 3)
    channel = f"#{code.lower()}-{choose(c, ['ops', 'floor', 'crew', 'desk'])}"
    ids = _split(
        c,
        choose(
            c,
            [
                f"{old} is off from Monday; {new} picks up the {code} {facet}.",
                f"{code} handover: {new} now runs the {facet}, {old} has moved teams",
            ],
        ),
        choose(
            c,
            [
                f"{code}: updates on the {facet} go to {channel}, not DMs please",
                f"{code} {facet} status posts belong in {channel} from today",
            ],
        ),
        f"{other}: {onew} has the {ofacet} for now",
    )
    c.ask(
        f"Who runs the {code} {facet} now, and where should updates go?",
        after=days(10),
        session="s3",
    )
    c.expect([new, channel], ids, forbidden=[onew])


def who_decides_then_the_decision(c: Case) -> None:
    """Who decides is said in one session, the decision in the next; an option another subject
    chose is the distractor."""
    (code, _, facet), (other, _, ofacet) = subjects(c.rng, 2)
    decider, odecider = people(c.rng, 2)
    choice, ochoice = c.rng.sample(["plan A", "plan B", "plan C", "plan D"], 2)
    ids = _split(
        c,
        choose(
            c,
            [
                f"{code}: {decider} makes the call on the {facet} approach.",
                f"{code} {facet}: final say sits with {decider}, we just advise",
            ],
        ),
        choose(
            c,
            [
                f"{decider} on {code}: going with {choice} for the {facet}.",
                f"{code} {facet} decision is in: {choice}. thanks all",
            ],
        ),
        f"{other}: {odecider} picked {ochoice} for the {ofacet}",
    )
    c.ask(
        f"Who decided the {code} {facet} approach, and what was chosen?",
        after=days(11),
        session="s3",
    )
    c.expect([decider, choice], ids, forbidden=[ochoice])


def checklist_and_how_far_it_got(c: Case) -> None:
    """A checklist is named in one session and how far it got in the next."""
    (code, _, facet), (other, _, ofacet) = subjects(c.rng, 2)
    done, odone = c.rng.sample(range(3, 10), 2)
    name = f"{code[:3].upper()}-CL-{c.rng.randrange(10, 99)}"
    ids = _split(
        c,
        choose(
            c,
            [
                f"{code}: use checklist {name} for the {facet}.",
                f"{code} {facet} follows {name} this time, printed copies by the door",
            ],
        ),
        f"{code} {facet}: got through step {done} of {done + c.rng.randrange(3, 8)} before "
        "we ran out of time",
        f"{other} {ofacet}: stopped at step {odone}",
    )
    c.ask(
        f"Which checklist is the {code} {facet} on, and which step did it reach?",
        after=days(9),
        session="s3",
    )
    c.expect([name, f"step {done}"], ids, forbidden=[f"step {odone}"])


def batch_size_then_runs_a_night(c: Case) -> None:
    """A batch size in one session, the runs a night (in words) in the next."""
    (code, _, facet), (other, _, ofacet) = subjects(c.rng, 2)
    size, osize = numbers(c.rng, 2)
    runs = c.rng.randrange(2, 6)
    unit = UNITS[code]
    ids = _split(
        c,
        choose(
            c,
            [
                f"{code}: {facet} batches are {size} {unit} each.",
                f"{code} {facet} config agreed: batch_size: {size}  # {unit}",
            ],
        ),
        f"{code} {facet}: we can fit {words(runs)} runs a night",
        f"{other}: {ofacet} batches are {osize} {UNITS[other]}",
    )
    c.ask(
        f"How big is a {code} {facet} batch and how many runs fit in a night?",
        after=days(10),
        session="s3",
    )
    c.expect([str(size), f"{words(runs)} runs"], ids, forbidden=[str(osize)])


TEMPLATES = [
    NamedSpec(DIM, t)
    for t in (
        weekday_then_start_time,
        who_took_over_and_where_to_post,
        who_decides_then_the_decision,
        checklist_and_how_far_it_got,
        batch_size_then_runs_a_night,
    )
]
