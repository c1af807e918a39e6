"""Six-month recall templates of `fresh23`: a fact said early is asked 200 to 240 days later,
under nine to eleven later chat lines about the subject. An uncited event states a distractor: a
tool someone pitched and nobody took, a first step a chat line suggested, another subject's cap
or start time in the same frame, someone who only asked to borrow a key."""

from __future__ import annotations

from cairn.bench.memfresh23_pools import (
    TIMES,
    Case,
    Subject,
    chatter,
    choose,
    counts,
    days,
    others,
    people,
    sample,
    spoken,
    steps,
    subject,
    tools,
    turn,
)

OFFSET = 14


def later(c: Case, s: Subject) -> None:
    """The chat lines that bury the fact (from day 20 to day 190)."""
    chatter(c, s, choose(c, (9, 10, 11)), days(20), 170, "s9")


def recall_tool(c: Case) -> None:
    """Which tool a subject chose, over one pitched in chat that nobody took."""
    s = subject(c, OFFSET)
    chosen, pitched = tools(c, s, 2)
    who = people(c, 1)[0]
    cited = c.event(
        "t",
        choose(
            c,
            (
                f"{s.code}: we went with {chosen} as the {s.tool_kind}.",
                f"Decided for {s.code}: the {s.tool_kind} is {chosen}, set up this week.",
                f"{s.code} settles on {chosen} for its {s.tool_kind}.",
            ),
        ),
        label=choose(c, ("decision log", "a note")),
        kind="decision",
        trust=0.85,
        after=days(c.rng.uniform(0, 3)),
        session="s1",
    )
    c.event(
        "p",
        choose(
            c,
            (
                f"{who} pitched {pitched} as the {s.code} {s.tool_kind}; nobody took it up.",
                f"what about {pitched} for {s.code}? (idea from {who}, parked)",
            ),
        ),
        label="a chat line",
        kind="chat",
        trust=0.4,
        after=days(c.rng.uniform(0, 4)),
        session="s1",
    )
    later(c, s)
    q = choose(
        c,
        (
            "Which {kind} did {code} settle on?",
            "What did {code} pick as its {kind}?",
            "Remind me, what {kind} does {code} use?",
        ),
    )
    c.ask(q.format(code=s.code, kind=s.tool_kind), after=days(c.rng.uniform(204, 240)))
    c.expect([chosen], [cited], forbidden=[pitched])


def recall_first_step(c: Case) -> None:
    """The first step of a procedure (in some wordings named second: "B, but only after you
    A"); a first step a chat line suggested is the distractor."""
    s = subject(c, OFFSET)
    first, then, suggested = steps(c, s, 3)
    cited = c.event(
        "s",
        turn(
            c,
            (
                f"{s.code} {s.work}: {then}, but only after you {first}.",
                f"Order for each {s.code} {s.work}: first {first}, then {then}.",
                f"Step one of every {s.code} {s.work} is to {first}. Step two: {then}.",
            ),
        ),
        label=choose(c, (f"{s.code} {s.doc}", "a checklist")),
        kind="doc",
        trust=0.9,
        after=days(c.rng.uniform(0, 3)),
        session="s1",
    )
    c.event(
        "x",
        choose(
            c,
            (
                f"maybe {s.code} should {suggested} first? just a thought",
                f"could we {suggested} before the {s.code} {s.work} instead?",
            ),
        ),
        label="a chat line",
        kind="chat",
        trust=0.4,
        after=days(c.rng.uniform(1, 5)),
        session="s1",
    )
    later(c, s)
    q = choose(
        c,
        (
            "What is the first thing to do in each {code} {work}?",
            "Which step comes first when running {code}'s {work}?",
            "Before anything else, what do I do for the {code} {work}?",
        ),
    )
    c.ask(q.format(code=s.code, work=s.work), after=days(c.rng.uniform(204, 240)))
    c.expect([first], [cited], forbidden=[suggested])


def recall_cap(c: Case) -> None:
    """A cap per piece of work (digits or words); another subject's cap in the same frame is the
    distractor."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    mine, theirs = counts(c, 2)
    said, other = spoken(c, mine), spoken(c, theirs)
    frame = choose(
        c,
        (
            "{code}: no more than {n} {unit} per {work}.",
            "One {code} {work} tops out at {n} {unit}.",
            "Limit for the {code} {work}: {n} {unit}, hard stop.",
        ),
    )
    cited = c.event(
        "c",
        frame.format(code=s.code, n=said, unit=s.unit, work=s.work),
        label=choose(c, ("a notice", "settings", f"{s.code} {s.doc}")),
        kind="doc",
        trust=0.85,
        after=days(c.rng.uniform(0, 3)),
        session="s1",
    )
    c.event(
        "o",
        frame.format(code=o.code, n=other, unit=o.unit, work=o.work),
        label="a notice",
        kind="doc",
        trust=0.85,
        after=days(c.rng.uniform(0, 3)),
        session="s1",
    )
    later(c, s)
    q = choose(
        c,
        (
            "What is the most {unit} one {code} {work} may take?",
            "How big can one {code} {work} get?",
            "What is the ceiling per {work} for {code}?",
        ),
    )
    c.ask(q.format(code=s.code, unit=s.unit, work=s.work), after=days(c.rng.uniform(204, 240)))
    c.expect([said], [cited], forbidden=[other])


def recall_start_time(c: Case) -> None:
    """When the first of a subject's pieces of work starts; another subject's start time in the
    same frame is the distractor."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    mine, theirs = sample(c, TIMES, 2)
    frame = choose(
        c,
        (
            "The first {code} {work} kicks off at {t}.",
            "{code} {work} number one: doors at {t}.",
            "Heads up: the opening {code} {work} begins at {t} sharp.",
        ),
    )
    cited = c.event(
        "t",
        frame.format(code=s.code, work=s.work, t=mine),
        label=choose(c, ("an announcement", "a note")),
        kind="note",
        trust=0.8,
        after=days(c.rng.uniform(0, 3)),
        session="s1",
    )
    c.event(
        "o",
        frame.format(code=o.code, work=o.work, t=theirs),
        label="an announcement",
        kind="note",
        trust=0.8,
        after=days(c.rng.uniform(0, 3)),
        session="s1",
    )
    later(c, s)
    q = choose(
        c,
        (
            "What time did the first {code} {work} begin?",
            "When was the opening {code} {work} due to kick off?",
            "At what hour did {code}'s first {work} start?",
        ),
    )
    c.ask(q.format(code=s.code, work=s.work), after=days(c.rng.uniform(204, 240)))
    c.expect([mine], [cited], forbidden=[theirs])


def recall_key(c: Case) -> None:
    """Who holds a subject's key or credential; someone who only asked to borrow it is the
    distractor."""
    s = subject(c, OFFSET)
    holder, borrower = people(c, 2)
    cited = c.event(
        "k",
        choose(
            c,
            (
                f"{s.code}: the {s.key} is with {holder}.",
                f"{holder} holds the {s.key} for {s.code} from today.",
                f"Handover done: {s.code} {s.key} now lives with {holder}.",
            ),
        ),
        label=choose(c, ("handover note", "a note")),
        kind="note",
        trust=0.85,
        after=days(c.rng.uniform(0, 3)),
        session="s1",
    )
    c.event(
        "b",
        choose(
            c,
            (
                f"{borrower} asked to borrow the {s.code} {s.key} for a day.",
                f"can {borrower} have the {s.code} {s.key} next week? only asking",
            ),
        ),
        label="a chat line",
        kind="chat",
        trust=0.4,
        after=days(c.rng.uniform(1, 6)),
        session="s1",
    )
    later(c, s)
    q = choose(
        c,
        (
            "Who has {code}'s {key}?",
            "Whom do I ask for the {key} of {code}?",
            "Who holds the {code} {key}?",
        ),
    )
    c.ask(q.format(code=s.code, key=s.key), after=days(c.rng.uniform(204, 240)))
    c.expect([holder], [cited], forbidden=[borrower])


TEMPLATES = (recall_tool, recall_first_step, recall_cap, recall_start_time, recall_key)
