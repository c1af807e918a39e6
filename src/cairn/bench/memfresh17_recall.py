"""The six-month templates of the held-out set ``fresh17``: a fact said at the start of a piece
of work, asked 200 to 249 days later, buried under nine to eleven later messages about the same
subject. The distractor is a later, neighbouring fact (another person's preference, another
place, another firm's price, a later batch, a later meeting's chair)."""

from __future__ import annotations

from cairn.bench.memfresh17_pools import (
    DAYS_OF_WEEK,
    RIVALS,
    Subject,
    cap,
    day_words,
    noise,
    people,
    put,
    subjects,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins, sample


def bury(c: Case, s: Subject) -> None:
    """Nine to eleven later messages about ``s`` (between day 3 and day 190)."""
    for i, text in enumerate(noise(c, s, c.rng.randint(9, 11))):
        put(
            c,
            f"n{i}",
            text,
            kind="chat",
            label=f"{s.channel} message",
            after=days(c.rng.uniform(3, 190)),
            session=f"n{i}",
            trust=0.6,
        )


def asked_late(c: Case, text: str) -> None:
    c.ask(text, after=days(c.rng.randint(200, 249)), session="q")


def preferred_day_beside_another(c: Case) -> None:
    """One person says which weekday they would rather do a piece of work on; another says a
    different day minutes later. Half a year on: which day did the first prefer?"""
    s, _ = subjects(c, 2)
    first, second = people(c, 2)
    mine, theirs = sample(c, DAYS_OF_WEEK[:5], 2)
    w1 = s.works[choose(c, [0, 1, 2])]
    said = put(
        c,
        "pref",
        choose(
            c,
            [
                f"{first}: for the {s.code} {w1} I'd much rather do {mine} mornings, fewer "
                "people about",
                f"{first}: my vote for the {s.code} {w1} is {mine}, if anyone's asking",
            ],
        ),
        kind="chat",
        label=f"{s.channel} message",
        after=mins(0),
        trust=0.7,
    )
    put(
        c,
        "other",
        choose(
            c,
            [
                f"{second}: {theirs} suits me better for the {w1} tbh",
                f"{second}: hmm, I'd go {theirs} for that one",
            ],
        ),
        kind="chat",
        label=f"{s.channel} message",
        after=mins(c.rng.randint(2, 25)),
        trust=0.7,
    )
    bury(c, s)
    asked_late(
        c,
        choose(
            c,
            [
                f"Which day did {first} prefer for the {s.code} {w1}?",
                f"Back when {s.code} started, what weekday did {first} want the {w1} on?",
                f"{first} once said which day suits them for the {s.code} {w1} - which was it?",
            ],
        ),
    )
    c.expect([mine], [said], forbidden=[theirs])


def spare_kit_place_on_the_line_below(c: Case) -> None:
    """A kit list written at the start gives where the spare kit is, on the line under it; a
    later message puts another piece of work's gear in the other place. Where did the list say
    the spare kit was?"""
    s, _ = subjects(c, 2)
    writer, mover = people(c, 2)
    here, there = s.places if c.rng.random() < 0.5 else s.places[::-1]
    shelf = choose(c, ["top shelf", "bottom shelf", "left-hand side", "in the grey box"])
    kit = put(
        c,
        "list",
        f"{s.code} kit list ({writer})\n\n{cap(s.kit)}:\n  {here}, {shelf}\n\n"
        "First-aid box:\n  by the door\n\nSign-out sheet:\n  on the clipboard",
        kind="doc",
        label="kit list",
        after=mins(0),
        trust=0.8,
    )
    put(
        c,
        "moved",
        f"{mover}: the {s.code} {s.works[2]} gear lives in {there} now, fyi",
        kind="chat",
        label=f"{s.channel} message",
        after=days(c.rng.randint(40, 150)),
        session="m",
        trust=0.6,
    )
    bury(c, s)
    asked_late(
        c,
        choose(
            c,
            [
                f"Where did the {s.code} kit list from the start say the {s.kit} were kept?",
                f"According to the original {s.code} kit list, where are the {s.kit}?",
                f"Where were the {s.kit} for {s.code} when the kit list was written?",
            ],
        ),
    )
    c.expect([here], [kit], forbidden=[there])


def price(c: Case) -> str:
    return f"£{c.rng.randint(2, 9)}.{choose(c, ['15', '35', '45', '65', '85', '95'])}"


def unit_price_agreed_at_the_start(c: Case) -> None:
    """At the start a lead accepts a supplier's quote at a unit price; months later another
    firm's brochure offers the kit at another price. What price did we agree?"""
    s, _ = subjects(c, 2)
    lead, forwarder = people(c, 2)
    agreed = price(c)
    offered = price(c)
    while offered.split(".")[1] == agreed.split(".")[1] or offered[1] == agreed[1]:
        offered = price(c)
    quote = put(
        c,
        "quote",
        f"From: {lead}\nSubject: {s.code} - {s.supplier} quote accepted\n\n"
        + choose(
            c,
            [
                f"We've accepted {s.supplier}'s quote: {agreed} a unit for the {s.kit}, "
                "delivery included.",
                f"Going with {s.supplier}. {agreed} per unit for the {s.kit}, they'll invoice "
                "monthly.",
            ],
        ),
        kind="email",
        label="mail",
        after=mins(0),
        trust=0.8,
    )
    put(
        c,
        "brochure",
        f"{forwarder}: {s.code} - {choose(c, RIVALS)} sent a brochure, {s.kit} from {offered} each, "
        "bulk discounts available",
        kind="chat",
        label=f"{s.channel} message",
        after=days(c.rng.randint(60, 170)),
        session="m",
        trust=0.6,
    )
    bury(c, s)
    asked_late(
        c,
        choose(
            c,
            [
                f"What unit price did we agree with {s.supplier} for the {s.code} {s.kit} at "
                "the start?",
                f"How much per unit was the {s.supplier} quote we accepted for {s.code}?",
                f"What were we paying {s.supplier} per unit of {s.kit} when {s.code} began?",
            ],
        ),
    )
    c.expect([agreed], [quote], forbidden=[offered])


def first_batch_label_in_the_logbook(c: Case) -> None:
    """The logbook records the first batch under a label; a later batch has another. What was
    the very first batch called?"""
    s, _ = subjects(c, 2)
    signer, later = people(c, 2)
    letter = choose(c, ["K", "R", "T", "V", "W"])
    first, second = sample(c, range(101, 989), 2)
    w1 = s.works[0]
    log = put(
        c,
        "log",
        f"{s.code} logbook\n{day_words(c.start)}  batch {letter}{first} - first {w1}, "
        f"signed {signer}",
        kind="logbook",
        label="logbook",
        after=mins(0),
        trust=0.8,
    )
    put(
        c,
        "later",
        f"{s.code} logbook\nbatch {letter}{second} - {w1}, signed {later}",
        kind="logbook",
        label="logbook",
        after=days(c.rng.randint(80, 170)),
        session="m",
        trust=0.8,
    )
    bury(c, s)
    asked_late(
        c,
        choose(
            c,
            [
                f"What was the label of the very first {s.code} batch in the logbook?",
                f"Which batch label did the first {s.code} {w1} go under?",
                f"The logbook named the first {s.code} batch - what was it called?",
            ],
        ),
    )
    c.expect([f"{letter}{first}"], [log], forbidden=[f"{letter}{second}"])


def who_chaired_the_kickoff(c: Case) -> None:
    """The kickoff minutes name a chair (and a note-taker and attendees); a later review had
    another chair. Who chaired the kickoff?"""
    s, _ = subjects(c, 2)
    chair, notes, present, later = people(c, 4)
    w1, w2, _ = s.works
    kickoff = put(
        c,
        "kickoff",
        f"{s.code} kickoff\nChair: {chair}\nNotes: {notes}\nPresent: {chair}, {notes}, "
        f"{present}\n\n- scope: the {w1} and the {w2}\n- ACTION {present}: draft the plan",
        kind="minutes",
        label="kickoff minutes",
        after=mins(0),
        trust=0.8,
    )
    put(
        c,
        "review",
        f"{s.code} mid-point review\nChair: {later}\n\n- the {w1}: on track\n- the {w2}: slipping",
        kind="minutes",
        label="review minutes",
        after=days(c.rng.randint(70, 170)),
        session="m",
        trust=0.8,
    )
    bury(c, s)
    asked_late(
        c,
        choose(
            c,
            [
                f"Who chaired the {s.code} kickoff?",
                f"Who was in the chair when {s.code} kicked off?",
                f"Which of us ran the first {s.code} meeting, the kickoff?",
            ],
        ),
    )
    c.expect([chair], [kickoff], forbidden=[later])
