"""The six-month recall templates of `fresh22`: a fact said once, asked 200 to 240 days later
under nine to eleven later chat lines about the subject, beside a distractor said near it."""

from __future__ import annotations

from cairn.bench.memfresh22_pools import (
    FORMATS,
    Subject,
    bare,
    chatter,
    due,
    other,
    people,
    steps,
    subject,
    tools,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins, sample

OFFSET = 6
DOC, CHAT = 0.85, 0.45


def _noise_and_ask(c: Case, s: Subject, questions: tuple[str, ...]) -> None:
    """Nine to eleven chat lines from day ten to day 170, then the question 200 to 240 days
    after the start."""
    chatter(c, s, choose(c, (9, 10, 11)), 10, 160, "later")
    c.ask(choose(c, questions), after=days(choose(c, range(200, 241))))


def recall_tool_choice(c: Case) -> None:
    """The tool chosen for a piece of work (a decision log), beside a tool someone pitched
    and nobody took."""
    s = subject(c, OFFSET)
    chosen, pitched = sample(c, tools(s), 2)
    (who,) = people(c, 1)
    said = choose(
        c,
        (
            f"{s.code} decision log: the {s.work} will use {chosen}.",
            f"{s.code} kickoff: after some back and forth we settled on {chosen} for the {s.work}.",
            f"Decided for {s.code}: {chosen} it is for the {s.work}.",
        ),
    )
    cited = c.event(
        "d", said, label="decision log", kind="doc", trust=DOC, after=mins(45), session="a"
    )
    c.event(
        "p",
        choose(
            c,
            (
                f"{who} pitched {pitched} for the {s.code} {s.work}, worth a look?",
                f"what about {pitched} for {s.code}? {who} swears by it",
            ),
        ),
        label="a chat line",
        kind="chat",
        trust=CHAT,
        after=mins(20),
        session="a",
    )
    _noise_and_ask(
        c,
        s,
        (
            f"Which tool did {s.code} pick for the {s.work}?",
            f"What did the {s.code} decision log say we would use for the {s.work}?",
            f"What does {s.code} use to run the {s.work}?",
        ),
    )
    c.expect([bare(chosen)], [cited], forbidden=[bare(pitched)])


def recall_first_step(c: Case) -> None:
    """The first step of a procedure (an order of steps, sometimes written "B, but only after
    you A"), beside a chat line suggesting another first step."""
    s = subject(c, OFFSET)
    a, b, x = sample(c, steps(s), 3)
    said = choose(
        c,
        (
            f"{s.code} {s.doc}, before the {s.work}: first {a}, then {b}.",
            f"{s.code} {s.doc}: {b}, but only after you {a}. Then start the {s.work}.",
            f"{s.code} {s.work} checklist. Step 1: {a}. Step 2: {b}.",
        ),
    )
    cited = c.event(
        "s", said, label=f"{s.code} {s.doc}", kind="doc", trust=DOC, after=mins(5), session="a"
    )
    c.event(
        "x",
        f"maybe for {s.code} we should {x} first before the {s.work}? just a thought",
        label="a chat line",
        kind="chat",
        trust=CHAT,
        after=days(1),
        session="b",
    )
    _noise_and_ask(
        c,
        s,
        (
            f"What is the first thing to do before a {s.code} {s.work}?",
            f"Per the {s.doc}, what comes first when preparing the {s.code} {s.work}?",
            f"Which step opens the {s.code} {s.work} procedure?",
        ),
    )
    c.expect([a], [cited], forbidden=[x])


def recall_deadline_kickoff(c: Case) -> None:
    """The deadline set at a kickoff, beside another subject's deadline in the same frame."""
    s = subject(c, OFFSET)
    o = other(c, s)
    mine = due(c)
    theirs = due(c)
    while theirs == mine:
        theirs = due(c)
    frame = choose(
        c,
        (
            "{code} kickoff notes: the {kept} must be finished by {d}.",
            "Kickoff, {code}. Deadline for the {kept}: {d}.",
            "{code} kickoff: we agreed the {kept} is due on {d}.",
        ),
    )
    cited = c.event(
        "k",
        frame.format(code=s.code, kept=s.kept, d=mine),
        label="kickoff notes",
        kind="doc",
        trust=DOC,
        after=mins(15),
        session="a",
    )
    c.event(
        "o",
        frame.format(code=o.code, kept=o.kept, d=theirs),
        label="kickoff notes",
        kind="doc",
        trust=DOC,
        after=days(2),
        session="b",
    )
    _noise_and_ask(
        c,
        s,
        (
            f"What deadline was set for {s.code}'s {s.kept} at the kickoff?",
            f"By when is {s.code} meant to have the {s.kept} done?",
            f"What did the {s.code} kickoff notes give as the due date?",
        ),
    )
    c.expect([mine], [cited], forbidden=[theirs])


def recall_key_holder(c: Case) -> None:
    """Who holds a key or credential (a handover note), beside someone who only asked to
    borrow it."""
    s = subject(c, OFFSET)
    holder, asker = people(c, 2)
    said = choose(
        c,
        (
            f"{s.code} handover note: {s.key} is held by {holder}.",
            f"{holder} keeps {s.key} for {s.code}.",
            f"{s.code}: {s.key} lives with {holder} from today.",
        ),
    )
    cited = c.event(
        "h", said, label="handover note", kind="doc", trust=DOC, after=mins(35), session="a"
    )
    c.event(
        "b",
        choose(
            c,
            (
                f"{asker} asked to borrow {s.key} for {s.code} once, not sure it happened",
                f"{asker} wants {s.code}'s {bare(s.key)} for a day, who do they ask?",
            ),
        ),
        label="a chat line",
        kind="chat",
        trust=CHAT,
        after=days(3),
        session="b",
    )
    _noise_and_ask(
        c,
        s,
        (
            f"Who has {s.code}'s {bare(s.key)}?",
            f"Whom do I ask for {s.key} of {s.code}?",
            f"According to the handover note, who holds {s.code}'s {bare(s.key)}?",
        ),
    )
    c.expect([holder], [cited], forbidden=[asker])


def recall_preference_format(c: Case) -> None:
    """One person's preferred format for a summary, beside another person's preference (in
    its own event)."""
    s = subject(c, OFFSET)
    me, you = people(c, 2)
    f1, f2 = sample(c, FORMATS, 2)
    said = choose(
        c,
        (
            f"{me} on {s.code}: I'd like the {s.unit} summary as {f1}, please.",
            f"note from {me}: send me the {s.code} summary in {f1}",
            f"{me} prefers {f1} for the {s.code} summary.",
        ),
    )
    cited = c.event(
        "m", said, label=f"note from {me}", kind="chat", trust=0.7, after=mins(10), session="a"
    )
    c.event(
        "y",
        choose(
            c,
            (
                f"{you}: for {s.code}, {f2} works best for me.",
                f"{you} would rather get the {s.code} summary as {f2}.",
            ),
        ),
        label=f"note from {you}",
        kind="chat",
        trust=0.7,
        after=mins(50),
        session="a",
    )
    _noise_and_ask(
        c,
        s,
        (
            f"How does {me} like to receive the {s.code} summary?",
            f"Which file type did {me} ask for, for the {s.code} summary?",
            f"What format does {me} prefer for {s.code}'s summary?",
        ),
    )
    c.expect([f1], [cited], forbidden=[f2])


TEMPLATES = (
    recall_tool_choice,
    recall_first_step,
    recall_deadline_kickoff,
    recall_key_holder,
    recall_preference_format,
)
