"""`fresh30` six-month recall templates: a fact said once, asked 202 to 235 days later under
nine to eleven later team chat lines about the subject (which say no value). Another subject's
fact in the same frame and a value only offered, floated or let lapse are distractors."""

from __future__ import annotations

from cairn.bench.memfresh30_pools import (
    counts,
    dates,
    note,
    other_form,
    others,
    people,
    ref_lower,
    ref_mixed,
    say,
    subject,
    team_chat,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days


def ask_late(c: Case, question: str) -> None:
    """Ask 202 to 235 days after the fact."""
    c.ask(question, after=days(choose(c, range(202, 236))))


def approver_recall(c: Case) -> None:
    """Who signs off a subject's spending, from a decision log; another subject's approver in
    the same frame and someone who only wants copying in are distractors."""
    s = subject(c)
    (o,) = others(c, s, 1)
    a, a2, copied = people(c, 3)
    verb = turn(c, ("approves", "signs off"))
    e = note(c, "fact", f"Decision log: {a} {verb} {s.code} expenses from now on.", "decision log")
    note(
        c,
        "frame",
        f"Decision log: {a2} {verb} {o.code} expenses from now on.",
        "decision log",
        day=1,
    )
    note(
        c,
        "copy",
        f"{copied} wants copying in on {s.code} expense claims, nothing more",
        "side chat",
        kind="chat",
        trust=0.4,
        day=2,
    )
    team_chat(c, s, 12, 170)
    q = turn(
        c,
        (
            f"Who do I ask to sign off a {s.code} expense?",
            f"Whose approval does a {s.code} spend need?",
            f"Who approves {s.code} expenses?",
        ),
    )
    ask_late(c, q)
    c.expect([a], [e], forbidden=[a2, copied])


def permit_ref_recall(c: Case) -> None:
    """The data-sharing agreement number (software) or the venue hire permit number (the
    rest), in lower or mixed case; another subject's in the same frame and an old one that
    expired are distractors."""
    s = subject(c)
    (o,) = others(c, s, 1)
    mixed = c.rng.random() < 0.5
    new, old, other = (
        (ref_mixed(c), ref_mixed(c), ref_mixed(c))
        if mixed
        else (ref_lower(c), ref_lower(c), ref_lower(c))
    )
    what = "data-sharing agreement" if s.software else "hire permit"
    e = note(c, "fact", f"Settings note: the {s.code} {what} number is {new}.", "settings note")
    o_what = "data-sharing agreement" if o.software else "hire permit"
    note(
        c,
        "frame",
        f"Settings note: the {o.code} {o_what} number is {other}.",
        "settings note",
        day=1,
    )
    note(
        c,
        "old",
        f"the old {s.code} {what} {old} expired and nobody renewed it",
        "side chat",
        kind="chat",
        trust=0.45,
        day=2,
    )
    team_chat(c, s, 12, 170)
    q = turn(
        c,
        (
            f"What's the number on the {s.code} {what}?",
            f"Which {what} reference do I quote for {s.code}?",
        ),
    )
    ask_late(c, q)
    c.expect([new], [e], forbidden=[other, old])


def renewal_date_recall(c: Case) -> None:
    """When a subject's domain (software) or its league affiliation (the rest) renews; another
    subject's in the same frame and a date floated for a meeting are distractors."""
    s = subject(c)
    (o,) = others(c, s, 1)
    d1, d2, d3 = dates(c, 3)
    floater = people(c, 1)[0]
    what = "domain" if s.software else "league affiliation"
    o_what = "domain" if o.software else "league affiliation"
    verb = turn(c, ("renews on", "is up for renewal on", "comes up for renewal on"))
    e = note(c, "fact", f"Recap: the {s.code} {what} {verb} {d1}.", "recap")
    note(c, "frame", f"Recap: the {o.code} {o_what} {verb} {d2}.", "recap", day=1)
    note(
        c,
        "agm",
        f"{floater} suggested {d3} for the {s.code} AGM, nothing booked",
        "side chat",
        kind="chat",
        trust=0.4,
        day=2,
    )
    team_chat(c, s, 12, 170)
    q = turn(
        c,
        (
            f"When is the {s.code} {what} up for renewal?",
            f"By what date do we need to renew the {s.code} {what}?",
        ),
    )
    ask_late(c, q)
    c.expect([d1], [e], forbidden=[d2, d3])


def seat_or_member_cap_recall(c: Case) -> None:
    """How many seats a subject's licence covers (software) or how many members it takes (the
    rest), in digits or words; another subject's cap (in the other form) and a guess at how
    many more would fit are distractors."""
    s = subject(c)
    (o,) = others(c, s, 1)
    n, m, g = counts(c, 3)
    said = say(c, n)
    o_said = other_form(m, say(c, m))
    if s.software:
        text = f"Kickoff notes: the {s.code} licence covers {said} seats."
        frame = f"Kickoff notes: the {o.code} licence covers {o_said} seats."
        q = turn(
            c,
            (
                f"How many seats does the {s.code} licence cover?",
                f"What's the seat count on {s.code}'s licence?",
            ),
        )
    else:
        text = f"Kickoff notes: {s.code} membership is capped at {said}."
        frame = f"Kickoff notes: {o.code} membership is capped at {o_said}."
        q = turn(
            c,
            (f"How many members can {s.code} take?", f"What's the membership limit for {s.code}?"),
        )
    e = note(c, "fact", text, "kickoff notes")
    note(c, "frame", frame, "kickoff notes", day=1)
    guess = say(c, g)
    note(
        c,
        "guess",
        f"someone reckoned {s.code} had room for {guess} more, no idea where from",
        "side chat",
        kind="chat",
        trust=0.35,
        day=2,
    )
    team_chat(c, s, 12, 170)
    ask_late(c, q)
    c.expect([said], [e], forbidden=[o_said, guess])


def welfare_lead_recall(c: Case) -> None:
    """The data protection lead (software) or the welfare officer (the rest); another
    subject's in the same frame and someone who only asked to go on the training list are
    distractors."""
    s = subject(c)
    (o,) = others(c, s, 1)
    w, w2, asker = people(c, 3)
    role = "data protection lead" if s.software else "welfare officer"
    o_role = "data protection lead" if o.software else "welfare officer"
    course = "data protection" if s.software else "safeguarding"
    e = note(c, "fact", f"Team page: {w} is the {s.code} {role}.", "team page")
    note(c, "frame", f"Team page: {w2} is the {o.code} {o_role}.", "team page", day=1)
    note(
        c,
        "ask",
        f"{asker} asked to go on the {s.code} {course} course",
        "side chat",
        kind="chat",
        trust=0.4,
        day=2,
    )
    team_chat(c, s, 12, 170)
    if s.software:
        q = turn(
            c,
            (
                f"If a customer asks {s.code} to delete their data, whom do I tell?",
                f"Who is the data protection lead on {s.code}?",
            ),
        )
    else:
        q = turn(
            c,
            (
                f"Who should a worried parent speak to at {s.code}?",
                f"Who is {s.code}'s welfare officer?",
            ),
        )
    ask_late(c, q)
    c.expect([w], [e], forbidden=[w2, asker])


TEMPLATES = (
    approver_recall,
    permit_ref_recall,
    renewal_date_recall,
    seat_or_member_cap_recall,
    welfare_lead_recall,
)
