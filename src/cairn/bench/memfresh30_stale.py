"""`fresh30` stale-belief templates: a fact, then a casual correction (the latest event, with no
`supersedes` field, never repeating the value it replaces). The replaced value and another
subject's value in the same frame are distractors; a template's first, third and fifth
questions name the replaced value."""

from __future__ import annotations

from cairn.bench.memfresh30_pools import (
    an,
    clocks,
    counts,
    fees,
    instance,
    note,
    other_form,
    others,
    people,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days


def names_old(c: Case) -> bool:
    return instance(c) % 2 == 0


def asked_open(c: Case, options: tuple[str, str]) -> str:
    """The wording of a question that does not name the old value (the second and fourth
    cases take one each)."""
    return options[instance(c) // 2 % 2]


def fix(c: Case, text: str, label: str, answer: str, forbidden: list[str], q: str) -> None:
    """Add the correction as the latest event, ask, and expect the new value."""
    e = note(c, "fix", text, label, kind="message", trust=0.75, day=6, session="s2")
    c.ask(q, after=days(8), session="s2")
    c.expect([answer], [e], forbidden=forbidden)


def home_moved(c: Case) -> None:
    """A subject moved to its second host or place; the old home and another subject's home
    in the same frame are distractors."""
    s = subject(c)
    (o,) = others(c, s, 1)
    who, p2 = people(c, 2)
    verb = "runs on" if s.software else "meets in"
    note(c, "old", f"{s.code} {s.work} {verb} {s.home}.", f"message from {who}", day=1)
    note(
        c,
        "other",
        f"{o.code} {o.work} {'runs on' if o.software else 'meets in'} {o.home}.",
        f"message from {p2}",
        day=2,
    )
    text = turn(
        c,
        (
            f"Ignore my last — {s.code} has moved over to {s.second} this week.",
            f"Small change: {s.code} {verb} {s.second} from now on.",
            f"Update: the {s.code} {s.work} has moved to {s.second}.",
        ),
    )
    label = f"message from {who}"
    if names_old(c):
        q = (
            f"Is {s.code} still running on {s.home}?"
            if s.software
            else f"Is the {s.code} {s.work} still in {s.home}?"
        )
    else:
        q = (
            f"Which machine is {s.code} on in production now?"
            if s.software
            else f"Where does {s.code} meet these days?"
        )
    fix(c, text, label, s.second, [s.home, o.home], q)


def cutoff_moved(c: Case) -> None:
    """A subject's daily cut-off (software) or last entry time (the rest) moved; the old
    time and another subject's in the same frame are distractors."""
    s = subject(c)
    (o,) = others(c, s, 1)
    t1, t2, t3 = clocks(c, 3)
    what = "daily cut-off" if s.software else "last entry time"
    o_what = "daily cut-off" if o.software else "last entry time"
    note(c, "old", f"{s.doc}: the {what} is {t1}.", s.doc, kind="doc", day=1)
    note(c, "other", f"{o.doc}: the {o_what} is {t3}.", o.doc, kind="doc", day=2)
    late = (
        (f"What's the {s.code} daily cut-off now?", f"When is the {s.code} cut-off these days?")
        if s.software
        else (
            f"What's the last entry time for {s.code} now?",
            f"By when do I need to be in for {s.code} these days?",
        )
    )
    who = people(c, 1)[0]
    text = turn(
        c,
        (
            f"Update: the {s.code} {what} is now {t2}.",
            f"Let's go with {t2} for the {s.code} {what} instead.",
            f"Correction: the {s.code} {what} moves to {t2}.",
        ),
    )
    q = f"Is the {s.code} {what} still {t1}?" if names_old(c) else asked_open(c, late)
    fix(c, text, f"message from {who}", t2, [t1, t3], q)


def float_changed(c: Case) -> None:
    """A subject's monthly SMS budget (software) or petty cash float (the rest) changed; the
    old amount and another subject's in the same frame are distractors."""
    s = subject(c)
    (o,) = others(c, s, 1)
    f1, f2, f3 = fees(c, 3)
    what = "monthly SMS budget" if s.software else "petty cash float"
    o_what = "monthly SMS budget" if o.software else "petty cash float"
    note(c, "old", f"Treasurer's note: the {s.code} {what} is {f1}.", "treasurer's note", day=1)
    note(c, "other", f"Treasurer's note: the {o.code} {o_what} is {f3}.", "treasurer's note", day=2)
    who = people(c, 1)[0]
    text = turn(
        c,
        (
            f"Small change: the {s.code} {what} goes to {f2}.",
            f"Update: from this month the {s.code} {what} is {f2}.",
            f"Let's go with {f2} for the {s.code} {what} instead.",
        ),
    )
    q = (
        f"Is the {s.code} {what} still {f1}?"
        if names_old(c)
        else asked_open(
            c,
            (f"How much is the {s.code} {what} now?", f"What's in the {s.code} {what} these days?"),
        )
    )
    fix(c, text, f"budget notes from {who}", f2, [f1, f3], q)


def coordinator_replaced(c: Case) -> None:
    """A subject's coordinator replaced; the old one and another subject's in the same frame
    are distractors."""
    s = subject(c)
    (o,) = others(c, s, 1)
    old, new, other = people(c, 3)
    note(
        c,
        "old",
        f"Rota decisions: {old} coordinates the {s.code} {s.work}.",
        "rota decisions",
        day=1,
    )
    note(
        c,
        "other",
        f"Rota decisions: {other} coordinates the {o.code} {o.work}.",
        "rota decisions",
        day=2,
    )
    text = turn(
        c,
        (
            f"Correction: {new} coordinates the {s.code} {s.work} now.",
            f"Let's go with {new} as {s.code} coordinator instead.",
            f"Update: the {s.code} {s.work} is coordinated by {new} from this week.",
        ),
    )
    q = (
        f"Is {old} still coordinating {s.code}?"
        if names_old(c)
        else asked_open(
            c,
            (
                f"Who coordinates the {s.code} {s.work} now?",
                f"Who's running point on {s.code} at the moment?",
            ),
        )
    )
    fix(c, text, "group chat", new, [old, other], q)


def batch_cap_changed(c: Case) -> None:
    """A cap on a subject's piece of work changed (digits or words, replaced in digits or
    words); the old cap and another subject's (in the other form) are distractors."""
    s = subject(c)
    (o,) = others(c, s, 1)
    n, m, x = counts(c, 3)
    old, new = say(c, n), say(c, m)
    o_said = other_form(x, say(c, x))
    verb = "handles at most" if s.software else "is capped at"
    o_verb = "handles at most" if o.software else "is capped at"
    note(c, "old", f"{s.code}: {an(s.work)} {verb} {old} {s.unit}.", "handover note", day=1)
    note(c, "other", f"{o.code}: {an(o.work)} {o_verb} {o_said} {o.unit}.", "handover note", day=2)
    who = people(c, 1)[0]
    text = turn(
        c,
        (
            f"Update: from today {an(s.code)} {s.work} can take {new} {s.unit}.",
            f"Let's go with {new} {s.unit} per {s.code} {s.work} instead.",
            f"Small change: the {s.code} {s.work} cap is {new} {s.unit} now.",
        ),
    )
    q = (
        f"Is {an(s.code)} {s.work} still capped at {old} {s.unit}?"
        if names_old(c)
        else asked_open(
            c,
            (
                f"How many {s.unit} can {an(s.code)} {s.work} take now?",
                f"What's the current cap on {an(s.code)} {s.work}?",
            ),
        )
    )
    fix(c, text, f"message from {who}", new, [old, o_said], q)


TEMPLATES = (
    home_moved,
    cutoff_moved,
    float_changed,
    coordinator_replaced,
    batch_cap_changed,
)
