"""The stale-belief templates of ``fresh14`` (``bench.memfresh14``): a value, then a correction
in plain words (no ``supersedes``) that never repeats the value it replaces and is the latest
event: a typo owned up to, a venue decision reversed in a meeting and minuted, a trial raise
reverted in words, a cap doubled, alerts moved to another channel. Written blind."""

from __future__ import annotations

from cairn.bench.memfresh14_pools import noise, numbers, people, subjects, words
from cairn.bench.memgen import Case, NamedSpec
from cairn.bench.memset import choose, days

DIM = "stale_belief_resistance"


def typo_in_the_sheet_owned_up_to(c: Case) -> None:
    """A sheet row gives a batch size; a later mail says the sheet had a typo and gives the
    right figure. Some questions name the old value."""
    (s,) = subjects(c, 1)
    (p,) = people(c, 1)
    x, y = numbers(c, 2)
    work = choose(c, s.works)
    c.event(
        "sheet",
        f"subject,task,batch\n{s.code},{work},{x}",
        label="planning sheet",
        kind="csv",
        trust=0.8,
        after=days(1),
        session="s1",
    )
    fix = c.event(
        "fix",
        f"Subject: {s.code} batch\n\nSorry all, the {work} batch in the "
        f"planning sheet was my typo. The right figure is {y} {s.unit}.\n\n{p}",
        label="mail",
        kind="email",
        trust=0.85,
        after=days(9),
        session="s2",
    )
    noise(c, s, 3, 0, 7, "s1")
    c.ask(
        choose(
            c,
            (
                f"Is it still true that a {s.code} {work} batch is {x} {s.unit}?",
                f"How many {s.unit} go into one {s.code} {work}?",
                f"What batch size should I plan for on the {s.code} {work}?",
            ),
        ),
        after=days(12),
    )
    c.expect([str(y)], [fix], forbidden=[str(x)])


def venue_reversed_in_a_meeting_and_minuted(c: Case) -> None:
    """Chat records where the work will happen; the minutes of a later meeting say the venue
    was revisited and give another place, without naming the first."""
    (s,) = subjects(c, 1)
    (a,) = people(c, 1)
    first, then = s.places if c.rng.random() < 0.5 else s.places[::-1]
    work = choose(c, s.works)
    c.event(
        "chat",
        f"decided: {s.code} {work} will be in {first}",
        label="chat",
        kind="chat",
        trust=0.7,
        after=days(1),
        session="s1",
    )
    mins = c.event(
        "minutes",
        f"{s.code} weekly, minutes (typed up two days later)\n- venue for "
        f"the {work} revisited: it goes to {then} instead\n- action: {a} tells the "
        "team",
        label="minutes",
        kind="minutes",
        trust=0.85,
        after=days(8),
        session="s2",
    )
    noise(c, s, 3, 0, 6, "s1")
    c.ask(
        choose(
            c,
            (
                f"Where will the {s.code} {work} take place?",
                f"Is it still true that the {s.code} {work} is in {first}?",
                f"Which spot did {s.code} end up with for the {work}?",
            ),
        ),
        after=days(11),
    )
    c.expect([then], [mins], forbidden=[first])


def trial_raise_reverted_in_words(c: Case) -> None:
    """A config line sets a limit in digits, a trial raises it, and the latest note puts it
    back, in words; the raise is the distractor."""
    (s,) = subjects(c, 1)
    x, y = sorted(numbers(c, 2))  # the trial raises the limit
    work = choose(c, s.works)
    c.event(
        "config",
        f"# {s.code}\n{s.stem}.limit = {x}",
        label="settings",
        kind="config",
        trust=0.85,
        after=days(1),
        session="s1",
    )
    c.event(
        "raise",
        f"{s.code}: raising the {work} limit to {y} for the trial.",
        label="chat",
        kind="chat",
        trust=0.75,
        after=days(4),
        session="s1",
    )
    back = c.event(
        "revert",
        f"{s.code} trial's over and it didn't help: the {work} limit goes "
        f"back to {words(x)}, as it was before.",
        label="chat",
        kind="chat",
        trust=0.8,
        after=days(9),
        session="s2",
    )
    noise(c, s, 3, 0, 7, "s1")
    c.ask(
        choose(
            c,
            (
                f"What's the {work} limit on {s.code} right now?",
                f"Is {s.code} still running the {work} at {y}?",
                f"After the trial, what limit does the {s.code} {work} have?",
            ),
        ),
        after=days(12),
    )
    c.expect([words(x)], [back], forbidden=[str(y)])


def cap_doubled_relative_to_the_old_one(c: Case) -> None:
    """A cap is stated; the correction says it is now double the old one and gives the new
    figure only."""
    (s,) = subjects(c, 1)
    x = choose(c, (23, 26, 27, 29, 31, 34, 36, 38, 41, 43, 47))
    work = choose(c, s.works)
    c.event(
        "cap",
        f"{s.code}: cap on {s.unit} per {work} is {x}.",
        label="chat",
        kind="chat",
        trust=0.8,
        after=days(1),
        session="s1",
    )
    new = c.event(
        "double",
        f"{s.code} update: the per-{work} cap is now double what it was, so {2 * x}.",
        label="chat",
        kind="chat",
        trust=0.85,
        after=days(7),
        session="s2",
    )
    noise(c, s, 3, 0, 5, "s1")
    c.ask(
        choose(
            c,
            (
                f"How many {s.unit} may one {work} on {s.code} take now?",
                f"Is the {s.code} {work} cap still {x}?",
                f"What's the current {work} ceiling for {s.code}?",
            ),
        ),
        after=days(10),
    )
    c.expect([str(2 * x)], [new], forbidden=[str(x)])


def alerts_moved_to_another_channel(c: Case) -> None:
    """Alerts are said to post in one channel; later the old room is retired, without naming
    it, and the new channel is given. Asks for the channel."""
    (s,) = subjects(c, 1)
    old, now = f"#{s.stem}-alerts", f"#{s.stem}-watch"
    c.event(
        "old",
        f"{s.code} alerts: watch {old}",
        label="pinned message",
        kind="chat",
        trust=0.8,
        after=days(1),
        session="s1",
    )
    moved = c.event(
        "moved",
        f"We've retired the old alert room for {s.code}; from today its alerts post to {now}.",
        label="announcement",
        kind="chat",
        trust=0.85,
        after=days(8),
        session="s2",
    )
    noise(c, s, 3, 0, 6, "s1")
    c.ask(
        choose(
            c,
            (
                f"Which channel should I read {s.code} alerts in these days?",
                f"Do {s.code} alerts still go to {old}?",
                f"Where do {s.code} alerts post now?",
            ),
        ),
        after=days(11),
    )
    c.expect([now], [moved], forbidden=[old])


TEMPLATES = [
    NamedSpec(DIM, typo_in_the_sheet_owned_up_to),
    NamedSpec(DIM, venue_reversed_in_a_meeting_and_minuted),
    NamedSpec(DIM, trial_raise_reverted_in_words),
    NamedSpec(DIM, cap_doubled_relative_to_the_old_one),
    NamedSpec(DIM, alerts_moved_to_another_channel),
]
