"""The stale-belief templates of `fresh28`: a fact said early and changed later by a casual
correction that carries no ``supersedes`` field and never repeats the value it replaces; the
correction is the latest event. The changes: a cap on a piece of work, the place a subject runs
or meets, who signs off, the weekday of a piece of work, and a yearly fee. A template's first,
third and fifth cases ask a yes/no question that names the old value."""

from __future__ import annotations

from cairn.bench import memfresh28_pools as P
from cairn.bench.memgen import Case
from cairn.bench.memset import days, sample


def named(c: Case) -> bool:
    """Does this case's question name the old value?"""
    return P.instance(c) % 2 == 0


def said(c: Case, key: str, text: str, label: str, base: float) -> str:
    return c.event(
        key, text, label=label, kind="note", trust=0.85, after=P.near(c, base, 3), session="s1"
    )


def fix(c: Case, subj: P.Subject, text: str, label: str) -> str:
    """Three chat lines in the first two weeks, then the correction: the latest event, three
    weeks or so after the start."""
    P.chatter(c, subj, 3, days(0), 15, "s1")
    return c.event(
        "fix", text, label=label, kind="chat", trust=0.8, after=P.near(c, 20, 4), session="s2"
    )


def cap(c: Case) -> None:
    """A cap on a subject's piece of work, changed (digits or words, replaced in either form);
    another subject's cap in the same frame is a distractor."""
    s = P.subject(c, 0)
    (o,) = P.others(c, s, 1)
    old, new, theirs = P.counts(c, 3)
    old_said, new_said, their_said = P.say(c, old), P.say(c, new), P.say(c, theirs)
    author = P.people(c, 1)[0]

    def rule(subj: P.Subject, value: str) -> str:
        return f"{subj.code} {subj.doc}: {P.an(subj.work)} is capped at {value} {subj.unit}."

    said(c, "old", rule(s, old_said), f"{s.code} {s.doc}", 1)
    said(c, "d1", rule(o, their_said), f"{o.code} {o.doc}", 3)
    text = P.turn(
        c,
        (
            f"Correction: {P.an(s.code)} {s.work} now tops out at {new_said} {s.unit}.",
            f"Update: from today {P.an(s.code)} {s.work} can take {new_said} {s.unit}.",
        ),
    )
    fixed = fix(c, s, text, f"text message from {author}")
    if named(c):
        question = f"Is {P.an(s.code)} {s.work} still capped at {old_said} {s.unit}?"
    else:
        question = f"What's the most {s.unit} {P.an(s.code)} {s.work} can take now?"
    c.ask(question, after=days(28 + c.rng.uniform(0, 6)))
    c.expect([new_said], [fixed], forbidden=[old_said, their_said])


def moved(c: Case) -> None:
    """A subject moved from its usual host or room to its third one; the old place, its spare
    place and another subject's place (in one sentence with the spare) are distractors."""
    s = P.subject(c, 3)
    (o,) = P.others(c, s, 1, same_kind=True)
    home, spare, new = s.places
    verb = "runs on" if s.software else "meets in"
    said(c, "old", f"Team page: {s.code} {verb} {home}.", "team page", 1)
    spare_kind = "staging box" if s.software else "fallback spot"
    said(
        c, "d1", f"Notes: {o.code} {verb} {o.places[0]}; the {s.code} {spare_kind} is {spare}.",
        "notes", 4,
    )  # fmt: skip
    text = P.turn(
        c,
        (
            f"Update: {s.code} has moved over to {new} this week.",
            f"Small change: {s.code} is at {new} from now on.",
        ),
    )
    fixed = fix(c, s, text, "team chat")
    if named(c):
        question = (
            f"Is {s.code} still running on {home}?"
            if s.software
            else f"Does {s.code} still meet in {home}?"
        )
    elif s.software:
        question = P.turn_kind(
            c, (f"Where does {s.code} run in production now?", f"Which machine is {s.code} on?")
        )
    else:
        question = P.turn_kind(
            c, (f"What's {s.code}'s usual venue now?", f"Where is {s.code} these days?")
        )
    c.ask(question, after=days(28 + c.rng.uniform(0, 6)))
    c.expect([new], [fixed], forbidden=[home, spare, o.places[0]])


def signer_replaced(c: Case) -> None:
    """Who signs off a subject's piece of work, replaced; another subject's signer in the same
    frame is a distractor."""
    s = P.subject(c, 6)
    (o,) = P.others(c, s, 1)
    old, new, theirs = P.people(c, 3)

    def line(subj: P.Subject, who: str) -> str:
        return f"Review notes: {who} signs off each {subj.code} {subj.work}."

    said(c, "old", line(s, old), "review notes", 1)
    said(c, "d1", line(o, theirs), "review notes", 3)
    text = P.turn(
        c,
        (
            f"Small change: {new} signs off the {s.code} {s.work} from now on.",
            f"Correction: {new} is the one approving each {s.code} {s.work} now.",
        ),
    )
    fixed = fix(c, s, text, "team chat")
    if named(c):
        question = f"Is {old} still signing off the {s.code} {s.work}?"
    else:
        question = f"Who approves {P.an(s.code)} {s.work} now?"
    c.ask(question, after=days(28 + c.rng.uniform(0, 6)))
    c.expect([new], [fixed], forbidden=[old, theirs])


def day_moved(c: Case) -> None:
    """The weekday of a subject's piece of work, moved; another subject's day in the same frame
    is a distractor."""
    s = P.subject(c, 9)
    (o,) = P.others(c, s, 1)
    old, new, theirs = sample(c, P.WEEKDAYS, 3)

    def line(subj: P.Subject, value: str) -> str:
        return f"Calendar: the {subj.code} {subj.work} is every {value}."

    said(c, "old", line(s, old), "calendar", 1)
    said(c, "d1", line(o, theirs), "calendar", 3)
    text = P.turn(
        c,
        (
            f"Let's go with {new} for the {s.code} {s.work} instead.",
            f"Ignore my last — the {s.code} {s.work} is a {new} thing now.",
        ),
    )
    fixed = fix(c, s, text, "team chat")
    if named(c):
        question = f"Is the {s.code} {s.work} still on {old}?"
    else:
        question = f"Which day is the {s.code} {s.work} now?"
    c.ask(question, after=days(28 + c.rng.uniform(0, 6)))
    c.expect([new], [fixed], forbidden=[old, theirs])


def fee_changed(c: Case) -> None:
    """A subject's yearly fee in a price list row, changed; another subject's row is a
    distractor."""
    s = P.subject(c, 12)
    (o,) = P.others(c, s, 1)
    old, new, theirs = P.fees(c, 3)
    said(c, "old", f"subject,yearly_fee\n{s.code},{old}", "price list", 1)
    said(c, "d1", f"subject,yearly_fee\n{o.code},{theirs}", "price list", 3)
    text = P.turn(
        c,
        (
            f"Ignore my last — the {s.code} yearly fee is {new} going forward.",
            f"Let's go with {new} a year for {s.code} instead.",
        ),
    )
    fixed = fix(c, s, text, "team chat")
    if named(c):
        question = f"Is the {s.code} yearly fee still {old}?"
    else:
        question = f"What does {s.code} charge a year now?"
    c.ask(question, after=days(28 + c.rng.uniform(0, 6)))
    c.expect([new], [fixed], forbidden=[old, theirs])


TEMPLATES = (cap, moved, signer_replaced, day_moved, fee_changed)
