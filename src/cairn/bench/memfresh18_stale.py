"""The stale-belief templates of `fresh18`: a value replaced in plain words (no `supersedes`
field), the correction never repeating what it replaces and always the latest event. Among
them a thing moved from one place to another, work handed to someone else, a change that is
itself reverted, a cut-off brought forward and a day put back."""

from __future__ import annotations

from datetime import timedelta

from cairn.bench.memfresh18_pools import (
    chatter,
    counts,
    people,
    short_day,
    subject_for,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days


def kit_moved_from_one_place_to_another(c: Case) -> None:
    """A wiki says where the kit is; later a chat says it has been moved to the other place
    without naming the first. Asked "is it still in ...?"."""
    s = subject_for(c)
    old, new = s.places if c.rng.random() < 0.5 else s.places[::-1]
    a, b = people(c, 2)
    c.event(
        "wiki",
        f"{s.code} wiki / where things are\n| item | place |\n|---|---|\n| {s.kit} | {old} |",
        label=f"{s.code} wiki",
        kind="doc",
        trust=0.85,
        after=days(1),
        session="a",
    )
    chatter(c, s, 3, 2, 10, "b")
    fix = c.event(
        "moved",
        c.pick(
            [
                f"{b}: fyi I've relocated the {s.code} {s.kit} - it's in {new} from today. "
                "wiki not updated yet",
                f"{b}: {s.code} {s.kit} has a new home: {new}. will fix the wiki later",
                f"{b}: pls note the {s.kit} for {s.code} sits in {new} now (moved it this am)",
            ]
        ),
        label=f"{s.channel} message",
        kind="chat",
        trust=0.8,
        after=days(14),
        session="b",
    )
    c.ask(
        c.pick(
            [
                f"Is the {s.code} {s.kit} still in {old}?",
                f"Where would I find the {s.kit} for {s.code} today?",
                f"{a} here - where's the {s.code} {s.kit} kept now?",
            ]
        ),
        after=days(16),
    )
    c.expect([new], [fix], forbidden=[old])


def work_handed_to_someone_else(c: Case) -> None:
    """An owners file names one person for a piece of work; later minutes say it "is now with"
    another, in plain words. Asked who to go to."""
    s = subject_for(c)
    old, new, other = people(c, 3)
    work, work2, _ = s.works
    c.event(
        "owners",
        f"# {s.code} OWNERS\n{work.replace(' ', '_')}: {old}\n{work2.replace(' ', '_')}: {other}",
        label=f"{s.code} OWNERS file",
        kind="config",
        trust=0.85,
        after=days(1),
        session="a",
    )
    chatter(c, s, 3, 2, 10, "b")
    phrase = c.pick(
        [
            f"the {work} is now with {new}",
            f"{new} has taken the {work} on",
            f"{new} looks after the {work} from here on",
        ]
    )
    fix = c.event(
        "minutes",
        f"{s.code} monthly - minutes\n- Ownership: {phrase}.\n- OWNERS file to follow.",
        label=f"{s.code} monthly minutes",
        kind="minutes",
        trust=0.85,
        after=days(15),
        session="b",
    )
    c.ask(
        c.pick(
            [
                f"Who should I talk to about the {s.code} {work}?",
                f"Who owns the {work} on {s.code} at the moment?",
                f"Is the {s.code} {work} still {old}'s?",
            ]
        ),
        after=days(18),
    )
    c.expect([new], [fix], forbidden=[old, other])


def a_raised_cap_reverted(c: Case) -> None:
    """A runbook caps a batch in digits; a later note raises it for a trial; the latest note
    puts the first cap back, in words. Asked the cap now."""
    s = subject_for(c)
    first, trial = sorted(counts(c, 2))
    a, b = people(c, 2)
    work = s.works[0]
    c.event(
        "runbook",
        f"{s.code} runbook: no {work} batch may exceed {first} {s.unit}.",
        label=f"{s.code} runbook",
        kind="doc",
        trust=0.85,
        after=days(1),
        session="a",
    )
    c.event(
        "trial",
        f"{a}: trying bigger {s.code} {work} batches this week - up to {trial} {s.unit}",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.7,
        after=days(6),
        session="b",
    )
    chatter(c, s, 2, 2, 10, "b")
    back = c.event(
        "back",
        f"{b}: trial's over, it didn't help. {s.code} {work} cap goes back to {words(first)} "
        f"{s.unit}, as the runbook says.",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.8,
        after=days(13),
        session="c",
    )
    c.ask(
        c.pick(
            [
                f"What's the biggest {work} batch allowed on {s.code} right now?",
                f"Are we still doing the larger {s.code} {work} batches?",
                f"How many {s.unit} may a {s.code} {work} batch hold today?",
            ]
        ),
        after=days(15),
    )
    c.expect([words(first)], [back], forbidden=[str(trial)])


def cutoff_brought_forward(c: Case) -> None:
    """A handbook says "no later than" one time; a later e-mail, in other words, brings the
    last slot forward. Asked the cut-off."""
    s = subject_for(c)
    new_h, old_h = sorted(c.rng.sample([16, 17, 18, 19, 20], 2))
    new_m = c.rng.choice([15, 45])
    a = people(c, 1)[0]
    work = s.works[2]
    c.event(
        "handbook",
        f"{s.code} handbook: the {work} finishes no later than {old_h}:00.",
        label=f"{s.code} handbook",
        kind="doc",
        trust=0.85,
        after=days(1),
        session="a",
    )
    chatter(c, s, 3, 2, 12, "b")
    fix = c.event(
        "mail",
        f"Subject: {s.code} {work}\n\nHi,\n\nSmall change: from next week the last slot for the "
        f"{work} is {new_h}:{new_m:02d}. Please plan round it.\n\nThanks,\n{a}",
        label=f"e-mail from {a}",
        kind="email",
        trust=0.85,
        after=days(16),
        session="b",
    )
    c.ask(
        c.pick(
            [
                f"What's the latest the {s.code} {work} can go on?",
                f"By when must the {work} on {s.code} end these days?",
                f"Is it still true that the {s.code} {work} can run until the handbook's time?",
            ]
        ),
        after=days(c.rng.randint(24, 30)),
    )
    c.expect([f"{new_h}:{new_m:02d}"], [fix], forbidden=[f"{old_h}:00"])


def day_put_back(c: Case) -> None:
    """A calendar invite sets a day; a later chat says it has been pushed back to another day,
    written another way. Asked when it is."""
    s = subject_for(c)
    work = s.works[c.rng.randrange(3)]
    base = c.start.replace(hour=9, minute=0)
    first = base + timedelta(days=c.rng.randint(20, 28))
    later = first + timedelta(days=c.rng.randint(7, 15))
    a, b = people(c, 2)
    c.event(
        "invite",
        f"Invitation: {s.code} {work}\nWhen: {first:%a %d %b %Y} 10:00-12:00\nOrganiser: {a}",
        label=f"{s.code} calendar invite",
        kind="calendar",
        trust=0.85,
        after=days(1),
        session="a",
    )
    chatter(c, s, 3, 2, 10, "b")
    fix = c.event(
        "pushed",
        c.pick(
            [
                f"{b}: {s.code} {work} has been pushed back - new date is {short_day(later)}, "
                "invite to follow",
                f"{b}: heads up, the {s.code} {work} slips to {short_day(later)}",
                f"{b}: we're moving the {s.code} {work} to {short_day(later)}, venue unchanged",
            ]
        ),
        label=f"{s.channel} message",
        kind="chat",
        trust=0.8,
        after=days(13),
        session="b",
    )
    c.ask(
        c.pick(
            [
                f"When is the {s.code} {work} now?",
                f"Which day should I block for the {work} on {s.code}?",
                f"Is the {s.code} {work} still on the day in the invite?",
            ]
        ),
        after=days(15),
    )
    c.expect([short_day(later)], [fix], forbidden=[f"{first:%d %b %Y}"])


TEMPLATES = (
    kit_moved_from_one_place_to_another,
    work_handed_to_someone_else,
    a_raised_cap_reverted,
    cutoff_brought_forward,
    day_put_back,
)
