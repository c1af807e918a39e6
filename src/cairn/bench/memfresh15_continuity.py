"""The cross-session templates of `fresh15`: two things asked at once, each said in a session
of its own and asked in a third, with another subject's value of the same kind said between
(the distractor)."""

from __future__ import annotations

from datetime import timedelta

from cairn.bench.memfresh15_pools import Subject, numbers, other_subject, people, subject
from cairn.bench.memfresh15_provenance import key
from cairn.bench.memfresh15_recall import bare
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins


def between(c: Case, text: str, s: Subject) -> None:
    """Another subject's value, said in the second session before its fact."""
    c.event(
        "between",
        text,
        label=f"{s.chan} message",
        kind="chat",
        trust=0.6,
        after=days(2) + mins(c.rng.randrange(10, 120)),
        session="s2",
    )


def old_value_until_a_future_date(c: Case) -> None:
    """A cap set in one session; a change announced in another for a date after the question,
    so the old cap is still the one in force; another subject's cap is the distractor."""
    s = subject(c)
    o = other_subject(c, s)
    a = people(c, 1)[0]
    n, m, d = numbers(c, 3, 32, 99)
    n, m = sorted((n, m))
    when = c.start + timedelta(days=c.rng.randrange(30, 45))
    line = (
        f"{s.code.upper()}_HOURLY_CAP={n}"
        if s.software
        else f"{s.code} notice board: no more than {n} {s.unit} an hour"
    )
    c.event("cap", line, label="config", kind="file", trust=0.9, after=mins(0), session="s1")
    between(c, f"{o.code}: our hourly cap is {d}, for comparison", o)
    c.event(
        "change",
        f"Heads up from {a}: from {when.day} {when:%B} the {s.code} hourly cap goes up to {m}. "
        "Until then nothing changes.",
        label="announcement",
        kind="note",
        trust=0.9,
        after=days(3),
        session="s2",
    )
    c.ask(
        choose(
            c,
            (
                f"What is the {s.code} hourly cap today, and from which day does it change?",
                f"How many {s.unit} an hour may {s.code} do right now, and when is the change?",
                f"Is the new {s.code} hourly cap in force yet? What is it today, and from when?",
            ),
        ),
        after=days(c.rng.randrange(8, 20)),
    )
    c.expect(
        [str(n), f"{when.day} {when:%B}"],
        [f"{c.case_id}-cap", f"{c.case_id}-change"],
        forbidden=[str(d)],
    )


def owner_and_cover(c: Case) -> None:
    """Who owns a piece of work is said in one session, who covers in another; another
    subject's owner is the distractor."""
    s = subject(c)
    o = other_subject(c, s)
    a, b, d = people(c, 3)
    work = choose(c, s.works)
    c.event(
        "owner",
        choose(
            c,
            (
                f"{s.code}: {a} owns the {work} from now on, thanks for picking it up",
                f"| {s.code} | {work} | owner: {a} |",
            ),
        ),
        label=f"{s.chan} message",
        kind="chat",
        trust=0.8,
        after=mins(0),
        session="s1",
    )
    between(c, f"{o.code}: {d} is the owner for ours, fyi", o)
    c.event(
        "cover",
        f"Minutes, {s.code} weekly\n- Cover: when {a} is away, {b} runs the {work}.",
        label="weekly minutes",
        kind="meeting",
        trust=0.8,
        after=days(4),
        session="s2",
    )
    c.ask(
        choose(
            c,
            (
                f"Who runs the {s.code} {work}, and who steps in when they're away?",
                f"Name the {s.code} {work} owner and their cover.",
                f"For {s.code}, who owns the {work} and who is the backup?",
            ),
        ),
        after=days(c.rng.randrange(8, 20)),
    )
    c.expect([a, b], [f"{c.case_id}-owner", f"{c.case_id}-cover"], forbidden=[d])


def kit_place_and_lockbox_code(c: Case) -> None:
    """Where the spare kit is kept is said in one session, the lockbox code in another;
    another subject's lockbox code is the distractor."""
    s = subject(c)
    o = other_subject(c, s)
    a = people(c, 1)[0]
    mine, theirs = numbers(c, 2, 1000, 9999)
    place = choose(c, s.places)
    c.event(
        "place",
        f"{s.code}: the spare {choose(c, s.works)} kit lives in {place} now",
        label=f"{s.chan} message",
        kind="chat",
        trust=0.8,
        after=mins(0),
        session="s1",
    )
    between(c, f"{o.code} lockbox is {theirs} btw", o)
    c.event(
        "code",
        choose(
            c,
            (
                f"{s.code} lockbox code changed to {mine} today ({a})",
                f"{s.code.upper()}_LOCKBOX={mine}  # reset by {a}",
            ),
        ),
        label="note",
        kind="note",
        trust=0.9,
        after=days(5),
        session="s2",
    )
    c.ask(
        choose(
            c,
            (
                f"Where is the {s.code} spare kit, and what's the lockbox code?",
                f"I need the {s.code} spare kit: where is it and how do I open the lockbox?",
                f"What's the {s.code} lockbox code, and where's the spare kit kept?",
            ),
        ),
        after=days(c.rng.randrange(8, 20)),
    )
    c.expect(
        [bare(place), str(mine)],
        [f"{c.case_id}-place", f"{c.case_id}-code"],
        forbidden=[str(theirs)],
    )


def two_people_two_preferences(c: Case) -> None:
    """Two people each say, in a session of their own, where they would like the work done;
    someone else's preference for another subject is the distractor."""
    s = subject(c)
    o = other_subject(c, s)
    a, b, d = people(c, 3)
    first, second = choose(c, (s.places, s.places[::-1]))
    work = choose(c, s.works)
    c.event(
        "first",
        f"For {s.code}, I'd like the {work} done in {first} if we can. {a}",
        label=f"{s.chan} message",
        kind="chat",
        trust=0.7,
        after=mins(0),
        session="s1",
    )
    elsewhere = choose(c, o.places)
    between(c, f"for {o.code} I'd go with {elsewhere}, {d}", o)
    c.event(
        "second",
        f"{s.code} {key(work)} prefs: {b} -> {second} (would rather not move it)",
        label="notes",
        kind="note",
        trust=0.7,
        after=days(3),
        session="s2",
    )
    c.ask(
        choose(
            c,
            (
                f"Where do {a} and {b} each want the {s.code} {work} done?",
                f"What did {a} and {b} say about where {s.code} should do the {work}?",
                f"Which place does {a} prefer for the {s.code} {work}, and which does {b}?",
            ),
        ),
        after=days(c.rng.randrange(8, 20)),
    )
    c.expect(
        [bare(first), bare(second)],
        [f"{c.case_id}-first", f"{c.case_id}-second"],
        forbidden=[bare(elsewhere)],
    )


def estimate_then_the_days_count(c: Case) -> None:
    """An approximate number still to do, said in one session, and the number done on the day,
    in another; another subject's count is the distractor."""
    s = subject(c)
    o = other_subject(c, s)
    a = people(c, 1)[0]
    n, m, d = numbers(c, 3, 12, 99)
    work = choose(c, s.works)
    c.event(
        "left",
        choose(
            c,
            (
                f"{s.code}: about {n} {s.unit} still waiting for the {work}, roughly",
                f"{s.code} backlog for the {work} is ~{n} {s.unit}, give or take",
            ),
        ),
        label=f"{s.chan} message",
        kind="chat",
        trust=0.7,
        after=mins(0),
        session="s1",
    )
    between(c, f"{o.code} did {d} today, phew", o)
    c.event(
        "done",
        f"{s.code} end of day: {m} {s.unit} through the {work} ({a})",
        label="end-of-day note",
        kind="note",
        trust=0.8,
        after=days(6),
        session="s2",
    )
    c.ask(
        choose(
            c,
            (
                f"Roughly how many {s.code} {s.unit} were waiting, and how many got done on "
                "the day?",
                f"What was the {s.code} backlog estimate, and the end-of-day count?",
                f"How many {s.unit} did {s.code} have left (about), and how many went through?",
            ),
        ),
        after=days(c.rng.randrange(9, 20)),
    )
    c.expect([str(n), str(m)], [f"{c.case_id}-left", f"{c.case_id}-done"], forbidden=[str(d)])
