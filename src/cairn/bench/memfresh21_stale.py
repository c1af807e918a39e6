"""Stale-belief templates of the held-out set `fresh21`: a subject's value is stated, then
corrected in a later event (often casually: "scratch that", "actually make that", "on second
thought"), with no ``supersedes`` field and without repeating the value it replaces. The old
value is the distractor; questions often name it ("is it still ...?")."""

from __future__ import annotations

from cairn.bench.memfresh21_pools import (
    FORMATS,
    WEEKDAYS,
    bare,
    counts,
    number_words,
    people,
    pick,
    place,
    say,
    subject,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, sample

SHIFT = 4


def when(c: Case) -> tuple[float, float]:
    """When the old value and its correction are said, in days after the case's start."""
    return 0.0, c.rng.uniform(1, 20)


def cap_raised(c: Case) -> None:
    """A subject's cap on units per piece of work is raised; the correction says only the new
    figure (digits or words). Asked whether the old cap still holds, or what it is now."""
    s = subject(c, SHIFT)
    old, new = sorted(counts(c, 2))
    written = pick(c, (str(new), number_words(new)))
    old_at, new_at = when(c)
    say(
        c,
        "old",
        pick(
            c,
            (
                f"{s.code}: {s.work} is capped at {old} {s.unit}.",
                f"{s.code} {s.doc}: no more than {old} {s.unit} per run.",
                f"{s.code} tops out at {old} {s.unit} a run for now.",
            ),
        ),
        label=f"{s.code} {s.doc}",
        kind="doc",
        at=old_at,
    )
    fix = say(
        c,
        "new",
        pick(
            c,
            (
                f"{s.code} cap got bumped to {written} {s.unit}.",
                f"Actually make that {written} {s.unit} per run for {s.code}.",
                f"{s.code}: new ceiling for {s.work} is {written} {s.unit}.",
            ),
        ),
        label="a chat line",
        kind="chat",
        at=new_at,
        session="s2",
    )
    c.ask(
        pick(
            c,
            (
                f"Is {s.code}'s {s.job} still capped at {old} {s.unit}?",
                f"How many {s.unit} can {s.code} take per run now?",
                f"What is the current ceiling for {s.unit} in {s.code}'s {s.job}?",
            ),
        ),
        after=days(new_at + 2),
    )
    c.expect([written], [fix], forbidden=[str(old)])


def key_handed_on(c: Case) -> None:
    """Who holds a subject's key or credential is said, then it passes to someone else (by
    chat or by mail). Asked as a who-question, at times naming the old holder."""
    s = subject(c, SHIFT)
    old, new = people(c, 2)
    old_at, new_at = when(c)
    say(
        c,
        "old",
        pick(
            c,
            (
                f"{old} holds {s.key} for {s.code}.",
                f"{s.code}: {s.key} is with {old}.",
                f"Ask {old} if you need {s.key} ({s.code}).",
            ),
        ),
        label="a note",
        kind="note",
        at=old_at,
    )
    text, label, kind = choose(
        c,
        (
            (f"Scratch that, {s.key} for {s.code} is with {new} now.", "a chat line", "chat"),
            (
                f"Subject: {s.code} handover\n{new} took over {s.key} today.",
                f"mail from {new}",
                "mail",
            ),
            (f"{s.code}: {s.key} got handed to {new} this morning.", "the log", "log"),
        ),
    )
    fix = say(c, "new", text, label=label, kind=kind, at=new_at, session="s2")
    c.ask(
        pick(
            c,
            (
                f"Is {s.key} for {s.code} still with {old}?",
                f"Who has {s.code}'s {s.key.removeprefix('the ')} at the moment?",
                f"Whom do I ask for {s.key} of {s.code}?",
            ),
        ),
        after=days(new_at + 1),
    )
    c.expect([new], [fix], forbidden=[old])


def work_moved_elsewhere(c: Case) -> None:
    """Where a subject's piece of work runs or is held is said, then it is moved. Asked
    where it is now, or whether it is still at the old place."""
    s = subject(c, SHIFT)
    old, new = place(c, s, 2)
    answer, wrong = bare(new), bare(old)
    old_at, new_at = when(c)
    say(
        c,
        "old",
        pick(
            c,
            (
                f"{s.code} {s.job} runs on {old}."
                if s.software
                else f"{s.code} {s.job} is in {old}.",
                f"{s.code}: {s.work} sits at {old}.",
            ),
        ),
        label="a note",
        kind="note",
        at=old_at,
    )
    fix = say(
        c,
        "new",
        pick(
            c,
            (
                f"{s.code} {s.job} was moved to {new}.",
                f"On second thought, {s.code} does {s.work} at {new} from now on.",
                f"Update: {s.work} for {s.code} now happens at {new}.",
            ),
        ),
        label=pick(c, ("the log", "a chat line")),
        kind="chat",
        at=new_at,
        session="s2",
    )
    c.ask(
        pick(
            c,
            (
                f"Is {s.code}'s {s.job} still at {old}?",
                f"Where does {s.code} do {s.work} now?",
                f"What's the current location of {s.work} for {s.code}?",
            ),
        ),
        after=days(new_at + 3),
    )
    c.expect([answer], [fix], forbidden=[wrong])


def weekday_changed(c: Case) -> None:
    """The weekday of a subject's piece of work is said, then changed casually. Asked which
    day it is on now, or whether it is still on the old day."""
    s = subject(c, SHIFT)
    old, new = sample(c, WEEKDAYS, 2)
    old_at, new_at = when(c)
    say(
        c,
        "old",
        pick(
            c,
            (
                f"{s.code} {s.job} is on {old} each week.",
                f"Minutes: {s.code} holds {s.work} every week on {old}.",
            ),
        ),
        label="meeting notes",
        kind="doc",
        at=old_at,
    )
    fix = say(
        c,
        "new",
        pick(
            c,
            (
                f"Scratch that, {s.code} {s.job} goes to {new}.",
                f"On second thought let's do {s.code}'s {s.job} on {new}.",
                f"Actually make that {new} for {s.work} ({s.code}).",
            ),
        ),
        label="a chat line",
        kind="chat",
        at=new_at,
        session="s2",
    )
    c.ask(
        pick(
            c,
            (
                f"Is {s.code}'s {s.job} still on {old}?",
                f"On what weekday is {s.code}'s {s.job} now?",
                f"Which day should I keep free for {s.work} with {s.code}?",
            ),
        ),
        after=days(new_at + 2),
    )
    c.expect([new], [fix], forbidden=[old])


def report_format_switched(c: Case) -> None:
    """A subject's report goes out in one format, then is switched to another. Asked which
    format it comes in now ("file type", "what does it arrive as"), or if it is still the old."""
    s = subject(c, SHIFT)
    old, new = sample(c, FORMATS, 2)
    (who,) = people(c, 1)
    old_at, new_at = when(c)
    say(
        c,
        "old",
        pick(
            c,
            (
                f"{s.code} {s.report.removeprefix('the ')} comes out as {old}.",
                f"{s.report.capitalize()} for {s.code} is exported in {old}.",
            ),
        ),
        label="a note",
        kind="note",
        at=old_at,
    )
    text, label, kind = choose(
        c,
        (
            (f"Switching {s.code}'s {s.report.removeprefix('the ')} to {new}.", "the log", "log"),
            (
                f"Subject: {s.code} {s.report.removeprefix('the ')}\nFrom this week it is {new}."
                f"\n{who}",
                f"mail from {who}",
                "mail",
            ),
            (
                f"scratch that, {s.code} {s.report.removeprefix('the ')} goes out in {new}",
                "a chat line",
                "chat",
            ),
        ),
    )
    fix = say(c, "new", text, label=label, kind=kind, at=new_at, session="s2")
    c.ask(
        pick(
            c,
            (
                f"Is {s.code}'s {s.report.removeprefix('the ')} still {old}?",
                f"What file type does the {s.code} {s.report.removeprefix('the ')} arrive as?",
                f"In which format is {s.report} of {s.code} sent out now?",
            ),
        ),
        after=days(new_at + 2),
    )
    c.expect([new], [fix], forbidden=[old])


TEMPLATES = (
    cap_raised,
    key_handed_on,
    work_moved_elsewhere,
    weekday_changed,
    report_format_switched,
)
