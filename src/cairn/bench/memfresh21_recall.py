"""Six-month recall templates of the held-out set `fresh21`: a fact stated early about a
subject, buried under nine to eleven later chat messages about the same subject (no values in
them), asked 200 to 240 days later. An uncited event states a wrong value nearby."""

from __future__ import annotations

from cairn.bench.memfresh21_pools import (
    ANNOUNCE,
    QUESTIONS,
    bare,
    chatter,
    clock,
    counts,
    number_words,
    other,
    people,
    pick,
    say,
    steps,
    subject,
    tools,
)
from cairn.bench.memfresh21_pools import Subject as Subj
from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter, days

SHIFT = 2


def bury(c: Case, s: Subj) -> None:
    """Nine to eleven chat messages about the subject, within 150 days after the fact."""
    noise = Chatter(chatter(s), "chat", "team chat", 0.5)
    noise(c, c.rng.randrange(9, 12), days(3), 150, "later")


def ask_late(c: Case, text: str) -> None:
    c.ask(text, after=days(c.rng.randrange(200, 241)))


def tool_chosen_over_a_pitch(c: Case) -> None:
    """Early on a subject settled on a tool for its piece of work; someone had pitched another
    tool in a separate message. Asked months later which tool was picked."""
    s = subject(c, SHIFT)
    chosen, pitched = tools(c, s, 2)
    (who,) = people(c, 1)
    pitch = pick(
        c,
        (
            f"{who} pitched {pitched} for {s.code}'s {s.job}, worth a look?",
            f"what about {pitched} for {s.work}? asking for {s.code} -- {who}",
        ),
    )
    say(c, "pitch", pitch, label=f"{who} in chat", kind="chat", at=0, trust=0.5)
    said = pick(
        c,
        (
            f"Decision for {s.code}: we went with {chosen} to run {s.work}.",
            f"{s.code} decision log: {s.work} will be organised with {chosen}.",
            f"Settled. {s.code} uses {chosen} for {s.work}.",
        ),
    )
    cited = say(c, "dec", said, label="decision log", kind="doc", at=1)
    bury(c, s)
    ask_late(
        c,
        pick(
            c,
            (
                f"Which tool did {s.code} settle on for {s.work}, back at the start?",
                f"What does {s.code} use to run {s.work}?",
                f"What was picked for organising {s.code}'s {s.job}?",
            ),
        ),
    )
    c.expect([bare(chosen)], [cited], forbidden=[bare(pitched)])


def first_step_of_the_procedure(c: Case) -> None:
    """The runbook or handbook gives the first step of a subject's piece of work, at times
    written second ("B, but only after you A"); a chat line suggested starting with another
    step. Asked months later what comes first."""
    s = subject(c, SHIFT)
    first, then, wrong = steps(c, s, 3)
    text = pick(
        c,
        (
            f"{s.code} {s.doc}, {s.work}: {then}, but only after you {first}.",
            f"{s.code} {s.doc}, {s.work}. Step one: {first}. Step two: {then}.",
            f"{s.code} {s.doc}: before {s.work}, {first}; then {then}.",
        ),
    )
    cited = say(c, "doc", text, label=f"{s.code} {s.doc}", kind="doc", at=0)
    say(
        c,
        "idea",
        f"for {s.code} {s.job}, wouldn't it be easier to {wrong} first?",
        label="a chat line",
        kind="chat",
        at=2,
        trust=0.4,
    )
    bury(c, s)
    ask_late(
        c,
        pick(
            c,
            (
                f"What comes first when {s.code} does {s.work}?",
                f"Before anything else in {s.code}'s {s.job}, what did the {s.doc} say to do?",
                f"What is the opening step of {s.work} at {s.code}?",
            ),
        ),
    )
    c.expect([first], [cited], forbidden=[wrong])


def where_announcements_go(c: Case) -> None:
    """A setup note says which channel carries a subject's announcements; another message says
    where questions go. Asked months later, in other words ("news", "updates")."""
    s = subject(c, SHIFT)
    news = pick(c, ANNOUNCE)
    help_ = pick(c, QUESTIONS)
    text = pick(
        c,
        (
            f"{s.code} setup note: announcements go out in {news}.",
            f"For {s.code}, official updates are posted to {news} only.",
            f"{s.code} news lives in {news}, please mute everything else.",
        ),
    )
    cited = say(c, "setup", text, label="a note", kind="note", at=0)
    say(
        c,
        "q",
        f"Questions about {s.code} belong in {help_}.",
        label="a note",
        kind="note",
        at=0.3,
    )
    bury(c, s)
    ask_late(
        c,
        pick(
            c,
            (
                f"Which channel carries {s.code} news?",
                f"Where does {s.code} post its announcements?",
                f"Where should I watch for official {s.code} updates?",
            ),
        ),
    )
    c.expect([news], [cited], forbidden=[help_])


def turnout_at_the_first_run(c: Case) -> None:
    """How many units the first run of a subject's piece of work had is logged (digits or
    words); another subject's first count, same frame, is logged too. Asked months later."""
    s = subject(c, SHIFT)
    o = other(c, s)
    mine, theirs = counts(c, 2)
    written = pick(c, (str(mine), number_words(mine)))
    frame = pick(
        c,
        (
            "First {job} for {code}: {n} {unit}.",
            "{code} log -- the first {work2} had {n} {unit}.",
            "{n} {unit} at the very first {work2} of {code}.",
        ),
    )

    def fill(x: Subj, n: str) -> str:
        work2 = x.work.removeprefix("the ")
        return frame.format(work=x.work, job=x.job, work2=work2, code=x.code, n=n, unit=x.unit)

    cited = say(c, "log", fill(s, written), label="the log", kind="log", at=0)
    say(c, "other", fill(o, str(theirs)), label="the log", kind="log", at=0.5)
    bury(c, s)
    ask_late(
        c,
        pick(
            c,
            (
                f"How many {s.unit} did the first {s.work.removeprefix('the ')} of {s.code} have?",
                f"What was the count of {s.unit} at {s.code}'s opening "
                f"{s.work.removeprefix('the ')}?",
                f"How big was {s.code}'s first {s.work.removeprefix('the ')}, in {s.unit}?",
            ),
        ),
    )
    c.expect([written], [cited], forbidden=[str(theirs)])


def start_time_of_the_work(c: Case) -> None:
    """A note says what time a subject's piece of work starts; another subject's start time,
    same frame, is in another note. Asked months later ("kick off", "begin")."""
    s = subject(c, SHIFT)
    o = other(c, s)
    mine, theirs = clock(c, 2)
    frame = pick(
        c,
        (
            "{code}: {work} starts at {t}.",
            "{code} -- {work} kicks off at {t} sharp.",
            "Reminder, {work} for {code} begins {t}.",
        ),
    )
    cited = say(
        c,
        "note",
        frame.format(code=s.code, work=s.work, t=mine),
        label=pick(c, ("a note", "the log")),
        kind="note",
        at=0,
    )
    say(
        c,
        "other",
        frame.format(code=o.code, work=o.work, t=theirs),
        label="a note",
        kind="note",
        at=0.4,
    )
    bury(c, s)
    ask_late(
        c,
        pick(
            c,
            (
                f"What time does {s.code}'s {s.job} kick off?",
                f"When does {s.work} for {s.code} begin in the day?",
                f"At what hour is the start of {s.code}'s {s.job}?",
            ),
        ),
    )
    c.expect([mine], [cited], forbidden=[theirs])


TEMPLATES = (
    tool_chosen_over_a_pitch,
    first_step_of_the_procedure,
    where_announcements_go,
    turnout_at_the_first_run,
    start_time_of_the_work,
)
