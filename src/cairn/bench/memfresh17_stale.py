"""The stale-belief templates of the held-out set ``fresh17``: a value set in a record is later
changed in plain words (no ``supersedes``), and the change never repeats the value it replaces.
The latest event is the one to cite; the replaced value (and, in some, a trial or a proposal
nobody took) is the distractor."""

from __future__ import annotations

from datetime import timedelta

from cairn.bench.memfresh17_pools import (
    counts,
    day_words,
    hm,
    people,
    put,
    slug,
    subjects,
    weekday,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins, sample


def batch_size_changed_in_chat(c: Case) -> None:
    """An INI section sets a batch size; weeks later a lead says in chat that batches are now
    another size, "the ini will catch up". Is the first size still true?"""
    s, _ = subjects(c, 2)
    lead, other_lead = people(c, 2)
    old, new, neighbour = counts(c, 3, 32, 98)
    w1, w2, _ = s.works
    put(
        c,
        "ini",
        f"; {s.code.lower()}.ini\n[{slug(w1)}]\nbatch_max = {old}\nretry = 2",
        kind="config",
        label=f"{s.code.lower()}.ini",
        after=mins(0),
        trust=0.8,
    )
    put(
        c,
        "neighbour",
        f"{other_lead}: {s.code} {w2} batches stay at {neighbour}, no change there",
        kind="chat",
        label=f"{s.channel} message",
        after=days(c.rng.randint(3, 12)),
        session="s2",
        trust=0.7,
    )
    by_commit = c.rng.random() < 0.5
    sha = "".join(choose(c, "0123456789abcdef") for _ in range(7))
    change = put(
        c,
        "change",
        f"commit {sha}\nAuthor: {lead}\n\n    {s.code}: run the {w1} in batches of {new}\n\n"
        "    The old size kept the queue waiting; the ini is updated in a follow-up."
        if by_commit
        else choose(
            c,
            [
                f"{lead}: heads up, {s.code} {w1} batches are {new} from today - the ini will "
                "catch up",
                f"{lead}: change of plan on {s.code}: we run the {w1} in batches of {new} now",
            ],
        ),
        kind="commit" if by_commit else "chat",
        label="commit" if by_commit else f"{s.channel} message",
        after=days(c.rng.randint(14, 30)),
        session="s3",
        trust=0.8,
    )
    c.ask(
        choose(
            c,
            [
                f"Is it still true that {s.code} runs {w1} batches of {old}?",
                f"What batch size does {s.code} use for the {w1} now?",
                f"How big are {s.code}'s {w1} batches at the moment?",
            ],
        ),
        after=days(35),
        session="q",
    )
    c.expect([str(new)], [change], forbidden=[str(old), str(neighbour)])


WINDOWS = (  # (said, minutes)
    ("an hour and a half", 90),
    ("an hour and a quarter", 75),
    ("two hours", 120),
    ("an hour and three quarters", 105),
    ("two and a half hours", 150),
    ("forty-five minutes", 45),
)


def window_trial_then_put_back(c: Case) -> None:
    """A runbook gives a window in words; a trial of another window is announced in chat; later
    the trial is called off and the window is "back to" the first, in digits. What is the window
    now? (The trial window is the distractor.)"""
    s, _ = subjects(c, 2)
    author, trier, lead = people(c, 3)
    (said, first), (_, trial) = sample(c, WINDOWS, 2)
    w1 = s.works[choose(c, [0, 1, 2])]
    put(
        c,
        "runbook",
        f"{s.code} runbook, step 3: the {w1} window is {said}. Do not start a second run "
        f"inside it. ({author})",
        kind="wiki",
        label="runbook",
        after=mins(0),
        trust=0.8,
    )
    put(
        c,
        "trial",
        f"{trier}: trying a {hm(trial)} window for the {s.code} {w1} this week, see how it goes",
        kind="chat",
        label=f"{s.channel} message",
        after=days(c.rng.randint(5, 20)),
        session="s2",
        trust=0.7,
    )
    back = put(
        c,
        "back",
        choose(
            c,
            [
                f"{lead}: {s.code} {w1} trial's over - window is back to {hm(first)}",
                f"{lead}: calling the {s.code} trial off, the {w1} goes back to {hm(first)} "
                "from tomorrow",
            ],
        ),
        kind="chat",
        label=f"{s.channel} message",
        after=days(c.rng.randint(24, 34)),
        session="s3",
        trust=0.8,
    )
    c.ask(
        choose(
            c,
            [
                f"How long is the {s.code} {w1} window now?",
                f"What window does the {s.code} {w1} have at the moment?",
                f"Are we still on the trial window for the {s.code} {w1}? What is it today?",
            ],
        ),
        after=days(40),
        session="q",
    )
    c.expect([hm(first)], [back], forbidden=[hm(trial)])


def cap_from_a_date_that_has_passed(c: Case) -> None:
    """An env line sets a daily cap; someone floats another in chat; then a mail announces a new
    cap from a day that has passed by the time of the question. What is the cap now?"""
    s, _ = subjects(c, 2)
    setter, floater, announcer = people(c, 3)
    old, floated, new = counts(c, 3, 32, 98)
    w1 = s.works[choose(c, [0, 1, 2])]
    put(
        c,
        "env",
        f"{s.code.upper()}_DAILY_CAP={old}  # {s.unit} per day, {setter}",
        kind="config",
        label=".env",
        after=mins(0),
        trust=0.8,
    )
    put(
        c,
        "float",
        f"{floater}: could {s.code} live with {floated} a day? just asking",
        kind="chat",
        label=f"{s.channel} message",
        after=days(c.rng.randint(4, 10)),
        session="s2",
        trust=0.5,
    )
    sent = c.rng.randint(14, 20)
    start = weekday(c.start + timedelta(days=sent + c.rng.randint(3, 8)))
    mail = put(
        c,
        "mail",
        f"From: {announcer}\nSubject: {s.code} daily cap\n\nFrom {start:%A} {day_words(start)} "
        f"the {s.code} daily cap is {new} {s.unit}. Please plan the {w1} around it.",
        kind="email",
        label="mail",
        after=days(sent),
        session="s3",
        trust=0.8,
    )
    c.ask(
        choose(
            c,
            [
                f"What is the {s.code} daily cap now?",
                f"Do we still cap {s.code} at {old} a day?",
                f"How many {s.unit} a day may {s.code} do these days?",
            ],
        ),
        after=days(sent + 12),
        session="q",
    )
    c.expect([str(new)], [mail], forbidden=[str(old), str(floated)])


def room_moved_by_a_notice(c: Case) -> None:
    """A calendar invite puts a piece of work in one place; a later notice moves it to the other
    (without naming the first). Where is it done now?"""
    s, other = subjects(c, 2)
    organiser, mover = people(c, 2)
    old, new = s.places if c.rng.random() < 0.5 else s.places[::-1]
    w1 = s.works[choose(c, [0, 1, 2])]
    put(
        c,
        "invite",
        f"Invitation: {s.code} {w1}\nWhen: every "
        + choose(c, ["Tuesday", "Wednesday", "Friday"])
        + f" 10:00-11:30\nWhere: {old}\nOrganiser: {organiser}",
        kind="calendar",
        label="calendar invite",
        after=mins(0),
        trust=0.8,
    )
    put(
        c,
        "other",
        f"{mover}: {other.code} {other.works[0]} moved to {other.places[1]}",
        kind="chat",
        label=f"{other.channel} message",
        after=days(c.rng.randint(2, 9)),
        session="s2",
        trust=0.7,
    )
    notice = put(
        c,
        "notice",
        choose(
            c,
            [
                f"NOTICE - {s.code}: the {w1} happens in {new} from now on. Same time.",
                f"Notice board: {s.code} {w1} has moved to {new}. Time unchanged.",
            ],
        ),
        kind="notice",
        label="notice",
        after=days(c.rng.randint(12, 25)),
        session="s3",
        trust=0.8,
    )
    c.ask(
        choose(
            c,
            [
                f"Where do we do the {s.code} {w1} these days?",
                f"Is the {s.code} {w1} still in {old}?",
                f"Which room is the {s.code} {w1} in now?",
            ],
        ),
        after=days(30),
        session="q",
    )
    c.expect([new], [notice], forbidden=[old, other.places[1]])


INTERVALS = ("every two days", "every three days", "twice a week", "every four days")


def interval_changed_in_the_minutes(c: Case) -> None:
    """A config runs a piece of work every so many hours; weekly minutes later agree another
    interval in words. How often does it run now? (The hours are the distractor.)"""
    s, _ = subjects(c, 2)
    setter, agreer = people(c, 2)
    hours = choose(c, [30, 36, 42, 54, 60, 66, 84])
    new = choose(c, INTERVALS)
    w1, w2, _ = s.works
    put(
        c,
        "config",
        f"# {s.code.lower()}/schedule.yaml\n{slug(w1)}:\n  interval: {hours}h\n  owner: {setter}\n",
        kind="config",
        label="schedule.yaml",
        after=mins(0),
        trust=0.8,
    )
    minutes = put(
        c,
        "minutes",
        f"{s.code} weekly\n- {w1}: {new} from now on, agreed ({agreer})\n- {w2}: as it was\n"
        "- AOB: none",
        kind="minutes",
        label="weekly minutes",
        after=days(c.rng.randint(15, 40)),
        session="s2",
        trust=0.8,
    )
    c.ask(
        choose(
            c,
            [
                f"How often does {s.code} run the {w1} these days?",
                f"Is the {s.code} {w1} still every {hours} hours?",
                f"What is the {s.code} {w1} interval now?",
            ],
        ),
        after=days(45),
        session="q",
    )
    c.expect([new], [minutes], forbidden=[f"{hours}h"])
