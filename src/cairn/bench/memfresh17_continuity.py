"""The continuity templates of the held-out set ``fresh17``: two facts about one subject said in
two sessions and asked together in a third, with another subject's value for the same thing
said between them (the distractor)."""

from __future__ import annotations

from datetime import timedelta

from cairn.bench.memfresh17_pools import counts, day_words, people, put, subjects, weekday
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins, sample


def cap_today_and_the_announced_change(c: Case) -> None:
    """Session one: today's daily cap. Session two: a mail announces that the cap changes on a
    later day. Asked before that day: what is the cap today, and when does it change? (The old
    cap is still in force.)"""
    s, other = subjects(c, 2)
    setter, announcer, neighbour = people(c, 3)
    now, later, theirs = counts(c, 3, 32, 98)
    w1 = s.works[0]
    asked = c.rng.randint(4, 6)
    change = weekday(c.start + timedelta(days=asked + c.rng.randint(5, 18)))
    today = put(
        c,
        "today",
        choose(
            c,
            [
                f"{setter}: {s.code} {w1} cap is {now} {s.unit} a day for now, pls don't go over",
                f"{setter}: reminder - {s.code} does at most {now} {s.unit} per day on the {w1}",
            ],
        ),
        kind="chat",
        label=f"{s.channel} message",
        after=mins(0),
        session="s1",
        trust=0.8,
    )
    put(
        c,
        "between",
        f"{neighbour}: {other.code} cap is {theirs} a day this week",
        kind="chat",
        label=f"{other.channel} message",
        after=days(1),
        session="s1b",
        trust=0.7,
    )
    mail = put(
        c,
        "mail",
        f"From: {announcer}\nSubject: {s.code} - daily cap change\n\n"
        f"Heads-up: from {change:%A} {day_words(change)} the daily {w1} cap for {s.code} goes to "
        f"{later}. Until then nothing changes.",
        kind="email",
        label="mail",
        after=days(2),
        session="s2",
        trust=0.8,
    )
    c.ask(
        choose(
            c,
            [
                f"What's today's daily {w1} cap on {s.code}, and from which day does it change?",
                f"How many {s.unit} a day can {s.code} do right now, and when is that changing?",
                f"Is the new {s.code} cap in force yet? What is the cap today and when does it "
                "move?",
            ],
        ),
        after=days(asked),
        session="q",
    )
    c.expect([str(now), day_words(change)], [today, mail], forbidden=[str(theirs)])


def two_owners_over_two_sessions(c: Case) -> None:
    """Session one's minutes give one piece of work an owner; in session two someone takes the
    other in chat. Who owns each? (Another subject's owner is the distractor.)"""
    s, other = subjects(c, 2)
    first, second, neighbour = people(c, 3)
    w1, w2, _ = s.works
    minutes = put(
        c,
        "minutes",
        f"{s.code} sync\n- ACTION {first}: own the {w1} from this week\n- next sync in a fortnight",
        kind="minutes",
        label="sync minutes",
        after=mins(0),
        session="s1",
        trust=0.8,
    )
    put(
        c,
        "between",
        f"{neighbour}: I'm doing the {other.works[0]} for {other.code} this month",
        kind="chat",
        label=f"{other.channel} message",
        after=days(1),
        session="s1b",
        trust=0.7,
    )
    chat = put(
        c,
        "chat",
        choose(
            c,
            [
                f"{second}: ok I'll take the {s.code} {w2}",
                f"{second}: {s.code} {w2} is mine from now, np",
            ],
        ),
        kind="chat",
        label=f"{s.channel} message",
        after=days(c.rng.randint(2, 5)),
        session="s2",
        trust=0.7,
    )
    c.ask(
        choose(
            c,
            [
                f"Who owns the {w1} and who owns the {w2} on {s.code} now?",
                f"On {s.code}, who has the {w1}, and who picked up the {w2}?",
            ],
        ),
        after=days(8),
        session="q",
    )
    c.expect([first, second], [minutes, chat], forbidden=[neighbour])


def expected_range_and_the_actual_count(c: Case) -> None:
    """Session one: a range expected for tomorrow's work. Session two: the count it came to.
    Asked together; another subject's count is the distractor."""
    s, other = subjects(c, 2)
    planner, counter, neighbour = people(c, 3)
    (low,) = counts(c, 1, 32, 88)
    high = low + c.rng.randint(4, 7)
    actual = low + c.rng.randint(1, high - low - 1)
    theirs = c.rng.randint(32, 98)
    while not theirs % 10 or any(
        theirs // 10 == x // 10 or theirs % 10 == x % 10 for x in (low, high, actual)
    ):
        theirs = c.rng.randint(32, 98)
    w1 = s.works[choose(c, [0, 1, 2])]
    rng = choose(c, [f"{low}-{high}", f"{low} to {high}"])
    plan = put(
        c,
        "plan",
        f"{planner}: {s.code} {w1} tomorrow, expecting {rng} {s.unit}",
        kind="chat",
        label=f"{s.channel} message",
        after=mins(0),
        session="s1",
        trust=0.7,
    )
    put(
        c,
        "between",
        f"{neighbour}: {other.code} {other.works[0]} done, {theirs} {other.unit}",
        kind="chat",
        label=f"{other.channel} message",
        after=mins(c.rng.randint(60, 300)),
        session="s1b",
        trust=0.7,
    )
    done = put(
        c,
        "done",
        f"{counter}: {s.code} {w1} finished, {actual} {s.unit} in total",
        kind="chat",
        label=f"{s.channel} message",
        after=days(1),
        session="s2",
        trust=0.8,
    )
    c.ask(
        choose(
            c,
            [
                f"How many {s.unit} did we expect for the {s.code} {w1}, and how many did it "
                "come to?",
                f"What range was {s.code} braced for on the {w1}, and what was the final count?",
            ],
        ),
        after=days(3),
        session="q",
    )
    c.expect([rng, str(actual)], [plan, done], forbidden=[str(theirs)])


TIMES = ("07:15", "08:00", "08:30", "09:15", "13:30", "14:00", "16:15")


def start_time_and_place_over_two_sessions(c: Case) -> None:
    """Session one: when a piece of work starts. Session two: where it will be. Asked together;
    another subject's place is the distractor."""
    s, other = subjects(c, 2)
    first, second, neighbour = people(c, 3)
    (time,) = sample(c, TIMES, 1)
    w1 = s.works[choose(c, [0, 1, 2])]
    place = choose(c, s.places)
    when = put(
        c,
        "when",
        f"{first}: {s.code} {w1} on Thursday starts {time} sharp",
        kind="chat",
        label=f"{s.channel} message",
        after=mins(0),
        session="s1",
        trust=0.7,
    )
    put(
        c,
        "between",
        f"{neighbour}: {other.code} {other.works[1]} is in {other.places[0]} this time",
        kind="chat",
        label=f"{other.channel} message",
        after=mins(c.rng.randint(60, 300)),
        session="s1b",
        trust=0.7,
    )
    where = put(
        c,
        "where",
        f"From: {second}\nSubject: {s.code} {w1}\n\nWe'll be in {place} for Thursday's {w1}. "
        "Bring your own mugs.",
        kind="email",
        label="mail",
        after=days(1),
        session="s2",
        trust=0.8,
    )
    c.ask(
        choose(
            c,
            [
                f"When does Thursday's {s.code} {w1} start, and where is it?",
                f"What time and in which place is the {s.code} {w1} this Thursday?",
            ],
        ),
        after=days(2),
        session="q",
    )
    c.expect([time, place], [when, where], forbidden=[other.places[0]])


def supplier_and_delivery_day(c: Case) -> None:
    """Session one: which supplier was chosen for the kit. Session two: the day it will be
    delivered. Asked together; another subject's supplier is the distractor."""
    s, other = subjects(c, 2)
    buyer, booker, neighbour = people(c, 3)
    day = weekday(c.start + timedelta(days=c.rng.randint(6, 20)))
    pick = put(
        c,
        "pick",
        f"From: {buyer}\nSubject: {s.code} {s.kit}\n\nGoing with {s.supplier} for the {s.kit}, "
        "their quote was the cleanest.",
        kind="email",
        label="mail",
        after=mins(0),
        session="s1",
        trust=0.8,
    )
    put(
        c,
        "between",
        f"{neighbour}: {other.code} went with {other.supplier} in the end",
        kind="chat",
        label=f"{other.channel} message",
        after=mins(c.rng.randint(60, 300)),
        session="s1b",
        trust=0.7,
    )
    booked = put(
        c,
        "booked",
        f"{booker}: {s.code} {s.kit} delivery booked for {day:%A} {day_words(day)}",
        kind="chat",
        label=f"{s.channel} message",
        after=days(2),
        session="s2",
        trust=0.8,
    )
    c.ask(
        choose(
            c,
            [
                f"Which supplier did {s.code} pick for the {s.kit}, and when is the delivery?",
                f"Who is supplying the {s.code} {s.kit}, and what day do they arrive?",
            ],
        ),
        after=days(4),
        session="q",
    )
    c.expect([s.supplier, day_words(day)], [pick, booked], forbidden=[other.supplier])
