"""Six-month recall templates of `fresh24`: a fact said once and asked 200 to 240 days later,
under nine to eleven later chat lines about the subject. The tool chosen over a pitch, the first
step of a procedure, a deadline set at a kickoff, who holds a key, and one person's preferred
format beside another person's."""

from __future__ import annotations

from cairn.bench.memfresh24_pools import (
    FORMATS,
    OTHER_STEPS,
    OTHER_TOOLS,
    SOFT_STEPS,
    SOFT_TOOLS,
    Subject,
    chatter,
    dates,
    people,
    say,
    subject,
    when,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, sample

OFFSET = 6


def later(c: Case, s: Subject) -> None:
    """The chat lines after the fact, and the question's time (205 to 235 days on)."""
    chatter(c, s, c.rng.randrange(9, 12), 6, 180, "s2")


def ask(c: Case, options: list[str]) -> None:
    c.ask(choose(c, options), after=days(when(c, 205, 235)), session="s3")


def tool_chosen_over_a_pitch(c: Case) -> None:
    """The tool a subject chose for its work; the tool someone pitched and nobody took is the
    distractor."""
    s = subject(c, OFFSET)
    chosen, pitched = sample(c, SOFT_TOOLS if s.software else OTHER_TOOLS, 2)
    (b,) = people(c, 1)
    text = choose(
        c,
        [
            f"{s.code} decision log: {chosen} it is for the {s.work}.",
            f"After a vote, {s.code} settles on {chosen} for the {s.work}.",
            f"{s.code}: we're going with {chosen} to run the {s.work}.",
        ],
    )
    cited = say(c, "fact", text, "decision log", kind="document", at=when(c, 0, 2))
    say(c, "pitch", f"{b}: what about {pitched} for the {s.code} {s.work}?", "a chat line",
        kind="chat", trust=0.5, at=when(c, 0, 2))  # fmt: skip
    later(c, s)
    ask(
        c,
        [
            f"What did the {s.code} decision log say we use for the {s.work}?",
            f"Which tool did {s.code} pick for the {s.work} in the end?",
            f"Remind me, what does {s.code} run its {s.work} with?",
        ],
    )
    c.expect([chosen], [cited], forbidden=[pitched])


def first_step_of_the_work(c: Case) -> None:
    """The first step of a procedure (in a numbered checklist, or named second: "B, but only
    after you A"); a step a chat line suggested first is the distractor."""
    s = subject(c, OFFSET)
    first, second, suggested = sample(c, SOFT_STEPS if s.software else OTHER_STEPS, 3)
    text = choose(
        c,
        [
            f"{s.code} {s.work} checklist: 1. {first} 2. {second} 3. write it up",
            f"For the {s.code} {s.work}: {second}, but only after you {first}.",
            f"{s.code} {s.work}, order of steps: {first}, then {second}, then the rest.",
        ],
    )
    label = "checklist" if "checklist" in text else f"{s.code} {s.doc}"
    cited = say(c, "fact", text, label, kind="document", at=when(c, 0, 2))
    say(c, "idea", f"maybe {suggested} first for {s.code}? just a thought", "a chat line",
        kind="chat", trust=0.4, at=when(c, 0, 3))  # fmt: skip
    later(c, s)
    ask(
        c,
        [
            f"What's the very first thing to do in a {s.code} {s.work}?",
            f"Per the {'checklist' if label == 'checklist' else s.doc}, which step opens the "
            f"{s.code} {s.work}?",
            f"Which step comes before everything else in the {s.code} {s.work}?",
        ],
    )
    c.expect([first], [cited], forbidden=[suggested])


def deadline_from_the_kickoff(c: Case) -> None:
    """A deadline set in the kickoff notes; a date floated in chat is the distractor."""
    s = subject(c, OFFSET)
    due, floated = dates(c, 2)
    text = choose(
        c,
        [
            f"{s.code} kickoff notes: the {s.kept} is due by {due}.",
            f"Kickoff ({s.code}). Deadline for the {s.kept}: {due}.",
            f"{s.code} kickoff: we agreed the new {s.kept} lands no later than {due}.",
        ],
    )
    cited = say(c, "fact", text, "kickoff notes", kind="meeting", at=when(c, 0, 2))
    say(c, "float", f"could the {s.code} {s.kept} slip to {floated}? asking for a friend",
        "a chat line", kind="chat", trust=0.4, at=when(c, 0, 3))  # fmt: skip
    later(c, s)
    ask(
        c,
        [
            f"What did the {s.code} kickoff notes give as the due date for the {s.kept}?",
            f"By when does the {s.code} {s.kept} have to be finished?",
            f"When is the {s.code} {s.kept} due?",
        ],
    )
    c.expect([due], [cited], forbidden=[floated])


def key_holder(c: Case) -> None:
    """Who holds a subject's key or credential; someone who only asked to borrow it is the
    distractor."""
    s = subject(c, OFFSET)
    a, b = people(c, 2)
    text = choose(
        c,
        [
            f"{s.code}: the {s.key} lives with {a}.",
            f"{a} keeps the {s.code} {s.key}.",
            f"The {s.code} {s.key} got handed to {a}.",
            f"{s.code} {s.key} is held by {a}.",
        ],
    )
    cited = say(c, "fact", text, "handover note", at=when(c, 0, 2))
    say(c, "borrow", f"{b} asked if they could borrow the {s.code} {s.key} next week.",
        "a chat line", kind="chat", trust=0.5, at=when(c, 0, 3))  # fmt: skip
    later(c, s)
    ask(
        c,
        [
            f"Who has the {s.code} {s.key}?",
            f"Whom do I ask for the {s.code} {s.key}?",
            f"According to the handover note, who holds the {s.code} {s.key}?",
        ],
    )
    c.expect([a], [cited], forbidden=[b])


def preference_of_one_person(c: Case) -> None:
    """One person's preferred format for a subject's updates; another person's preference, in an
    event of its own, is the distractor."""
    s = subject(c, OFFSET)
    a, b = people(c, 2)
    mine, theirs = sample(c, FORMATS, 2)
    text = choose(
        c,
        [
            f"{a} prefers the {s.code} updates as {mine}.",
            f"{a}: send me {s.code} stuff in {mine} please",
            f"Note from {a}: {s.code} summaries in {mine} work best for me.",
        ],
    )
    cited = say(c, "fact", text, choose(c, [f"note from {a}", "a note"]), at=when(c, 0, 2))
    say(c, "theirs", f"{b} likes the {s.code} updates as {theirs}.", "a note", at=when(c, 0, 2))
    later(c, s)
    ask(
        c,
        [
            f"How does {a} like to receive {s.code} updates?",
            f"Which format does {a} want the {s.code} summaries in?",
            f"What file type should {s.code} updates for {a} be?",
        ],
    )
    c.expect([mine], [cited], forbidden=[theirs])


TEMPLATES = (
    tool_chosen_over_a_pitch,
    first_step_of_the_work,
    deadline_from_the_kickoff,
    key_holder,
    preference_of_one_person,
)
