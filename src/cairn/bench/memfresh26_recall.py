"""Six-month recall templates of `fresh26`: a fact said once and asked 201 to 239 days later,
under nine to eleven chat lines about the subject. The facts: the tool chosen for tracking a
piece of work, the first step of its procedure, who holds a key or credential, how one person
wants to hear news, and the due date a kickoff set. A pitch, a chat suggestion, someone asking
to borrow a key, another person's preference or a floated date, and another subject's value in
the same frame, are the distractors.
"""

from __future__ import annotations

from datetime import timedelta

from cairn.bench.memfresh26_pools import (
    GETTING_NEWS,
    Subject,
    chatter,
    dates,
    note,
    other,
    people,
    steps,
    subject,
    tools,
    turn,
)
from cairn.bench.memgen import Case, Template
from cairn.bench.memset import choose, days, sample

OFFSET = 0


def later(c: Case, fact: timedelta) -> timedelta:
    """When the question comes: 201 to 239 days after the fact."""
    return fact + days(c.rng.uniform(201, 239))


def noise(c: Case, s: Subject, fact: timedelta) -> None:
    """Nine to eleven chat lines about the subject, in a later session."""
    chatter(c, s, c.rng.randrange(9, 12), fact + days(5), 190, "s2")


def recall_tool_choice(c: Case) -> None:
    """The tool a subject's piece of work is tracked in, chosen over someone's pitch; the
    pitched tool and another subject's tool in the same frame are the distractors."""
    s = subject(c, OFFSET)
    o = other(c, s)
    mine, pitched, theirs = sample(c, tools(s), 3)
    (who,) = people(c, 1)
    cited = choose(c, [
        f"{s.code}: we'll track the {s.work}s in {mine}.",
        f"Decision for {s.code}: {mine} it is, for keeping the {s.work}s in order.",
        f"{s.code} {s.work}s go into {mine} from now on.",
    ])  # fmt: skip
    q = turn(c, [
        f"What did we settle on for tracking the {s.code} {s.work}s?",
        f"What do we keep the {s.code} {s.work}s in, tool-wise?",
        f"Which app was picked for the {s.code} {s.work}s?",
    ])  # fmt: skip
    at = days(c.rng.uniform(2, 8))
    fact = note(c, "fact", cited, "decision log", at, kind="doc")
    note(c, "pitch", f"{who} pitched {pitched} for the {s.code} {s.work}s, worth a look?",
         "side chat", at - days(c.rng.uniform(1, 3)), kind="chat", trust=0.4)  # fmt: skip
    note(c, "other", f"{o.code}: we'll track the {o.work}s in {theirs}.", "decision log",
         at + days(c.rng.uniform(10, 60)), "s2", kind="doc")  # fmt: skip
    noise(c, s, at)
    c.ask(q, after=later(c, at), session="s3")
    c.expect([mine], [fact], forbidden=[pitched, theirs])


def recall_first_step(c: Case) -> None:
    """The first step of a piece of work's procedure (written in order, as a numbered
    checklist, or as "B, but only after you A"); a step a chat line wants done first and
    another subject's first step are the distractors."""
    s = subject(c, OFFSET + 3)
    o = other(c, s)
    a, b, d, e, f = sample(c, steps(s), 5)
    q = turn(c, [
        f"What's the very first thing to do on the {s.code} {s.work}?",
        f"Per the checklist, which step opens the {s.code} {s.work}?",
        f"What comes before everything else in the {s.code} {s.work}?",
    ])  # fmt: skip
    if "checklist" in q:
        cited, label = f"{s.code} {s.work} checklist\n1. {a}\n2. {b}\n3. {f}", "checklist"
    else:
        cited = choose(c, [
            f"{s.code} {s.work} order: {a}, then {b}, then {f}.",
            f"Before anything else on the {s.code} {s.work}, {a}; after that {b} and {f}.",
            f"For the {s.code} {s.work}: {b}, but only after you {a}; {f} comes last.",
        ])  # fmt: skip
        label = choose(c, ["checklist", "a note", "handover note"])
    at = days(c.rng.uniform(2, 8))
    fact = note(c, "fact", cited, label, at, kind="doc")
    note(c, "sugg", f"shouldn't we {d} first on the {s.code} {s.work}?", "side chat",
         at + days(c.rng.uniform(1, 40)), "s2", kind="chat", trust=0.3)  # fmt: skip
    note(c, "other", f"{o.code} {o.work} order: {e} first, the rest as usual.", "a note",
         at + days(c.rng.uniform(-5, 30)), "s2", kind="doc")  # fmt: skip
    noise(c, s, at)
    c.ask(q, after=later(c, at), session="s3")
    c.expect([a], [fact], forbidden=[d, e])


def recall_key_holder(c: Case) -> None:
    """Who holds a subject's key or credential (several verbs); someone who only asked to
    borrow it and another subject's keeper are the distractors."""
    s = subject(c, OFFSET + 6)
    o = other(c, s, same_kind=False)
    a, z, y = people(c, 3)
    cited = choose(c, [
        f"The {s.code} {s.key} is held by {a}.",
        f"{a} keeps the {s.code} {s.key}.",
        f"The {s.code} {s.key} got handed to {a} at the handover.",
        f"The {s.code} {s.key} lives with {a} now.",
    ])  # fmt: skip
    q = turn(c, [
        f"Who has the {s.code} {s.key}?",
        f"Whom do I ask for the {s.code} {s.key}?",
        f"Per the handover note, who's holding the {s.code} {s.key}?",
    ])  # fmt: skip
    at = days(c.rng.uniform(2, 8))
    fact = note(c, "fact", cited, "handover note", at, kind="doc")
    note(c, "borrow", f"{z} asked to borrow the {s.code} {s.key} for a day", "side chat",
         at + days(c.rng.uniform(20, 90)), "s2", kind="chat", trust=0.4)  # fmt: skip
    note(c, "other", f"{y} keeps the {o.code} {o.key}.", "handover note",
         at + days(c.rng.uniform(-4, 4)), kind="doc")  # fmt: skip
    noise(c, s, at)
    c.ask(q, after=later(c, at), session="s3")
    c.expect([a], [fact], forbidden=[z, y])


def recall_update_preference(c: Case) -> None:
    """How one person wants news of a subject to reach them; another person's preference about
    the same subject and the same person's preference about another subject are the
    distractors."""
    s = subject(c, OFFSET + 9)
    o = other(c, s)
    a, b = people(c, 2)
    mine, theirs, elsewhere = sample(c, GETTING_NEWS, 3)
    cited = choose(c, [
        f"{a} would rather get {s.code} news by {mine}.",
        f"For {s.code} updates, {a} asked for {mine}, nothing else.",
        f"{a}: for anything about {s.code}, {mine} works best.",
    ])  # fmt: skip
    q = turn(c, [
        f"How does {a} like to hear about {s.code}?",
        f"In what form should {s.code} news reach {a}?",
        f"What's {a}'s preferred way to hear about {s.code} changes?",
    ])  # fmt: skip
    at = days(c.rng.uniform(2, 8))
    fact = note(c, "fact", cited, "contact preferences", at, kind="doc")
    note(c, "theirs", f"{b} prefers {theirs} for {s.code} updates.", "contact preferences",
         at + days(c.rng.uniform(1, 30)), "s2", kind="doc")  # fmt: skip
    note(c, "elsewhere", f"{a} would rather get {o.code} news by {elsewhere}.",
         "contact preferences", at - days(c.rng.uniform(1, 6)), kind="doc")  # fmt: skip
    noise(c, s, at)
    c.ask(q, after=later(c, at), session="s3")
    c.expect([mine], [fact], forbidden=[theirs, elsewhere])


def recall_deadline_kickoff(c: Case) -> None:
    """The date a kickoff set for a subject's first report; a date floated in chat and another
    subject's kickoff date are the distractors."""
    s = subject(c, OFFSET + 12)
    o = other(c, s, same_kind=False)
    due, floated, theirs = dates(c, 3)
    cited = choose(c, [
        f"Kickoff: the first {s.code} {s.report} is due by {due}.",
        f"Kickoff notes: {s.code} owes its first {s.report} on {due} at the latest.",
    ])  # fmt: skip
    q = turn(c, [
        f"What date did the {s.code} kickoff notes give for the first {s.report}?",
        f"By what day was the first {s.code} {s.report} meant to be ready?",
    ])  # fmt: skip
    at = days(c.rng.uniform(2, 8))
    fact = note(c, "fact", cited, "kickoff notes", at, kind="doc")
    note(c, "float", f"could we move the {s.code} {s.report} to {floated}? just asking",
         "side chat", at + days(c.rng.uniform(3, 20)), "s2", kind="chat", trust=0.3)  # fmt: skip
    note(c, "other", f"Kickoff: the first {o.code} {o.report} is due by {theirs}.",
         "kickoff notes", at + days(c.rng.uniform(-5, 5)), kind="doc")  # fmt: skip
    noise(c, s, at)
    c.ask(q, after=later(c, at), session="s3")
    c.expect([due], [fact], forbidden=[floated, theirs])


TEMPLATES: tuple[Template, ...] = (
    recall_tool_choice,
    recall_first_step,
    recall_key_holder,
    recall_update_preference,
    recall_deadline_kickoff,
)
