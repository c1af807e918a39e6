"""The six-month recall templates of `fresh28`: one fact said early and asked 200 to 239 days
later, under nine to eleven later team chat lines about the subject. The facts: who owns the
records, the shift pattern chosen for cover (over one pitched), when a credential expires or the
insurance renews, a booking reference, and who holds the spare copy of a key."""

from __future__ import annotations

from datetime import timedelta

from cairn.bench import memfresh28_pools as P
from cairn.bench.memgen import Case
from cairn.bench.memset import days, sample


def later(c: Case) -> timedelta:
    """When the question is asked: 207 to 237 days after the case's start (the fact is said on
    day two to five)."""
    return days(207 + c.rng.uniform(0, 30))


def noise(c: Case, subj: P.Subject) -> None:
    P.chatter(c, subj, c.rng.randrange(9, 12), days(8), 190, "s9")


def records_owner(c: Case) -> None:
    """Who owns a subject's records, said in a decision log; another subject's owner in the same
    frame and someone who only asked for a copy are distractors."""
    s = P.subject(c, 0)
    (o,) = P.others(c, s, 1)
    owner, theirs, asker = P.people(c, 3)

    def line(subj: P.Subject, who: str) -> str:
        return f"Decision log: the {subj.code} {subj.records} belong to {who}; ask them for access."

    fact = c.event(
        "f", line(s, owner), label="decision log", kind="doc", trust=0.9,
        after=P.near(c, 2, 3), session="s1",
    )  # fmt: skip
    c.event(
        "d1", line(o, theirs), label="decision log", kind="doc", trust=0.9,
        after=P.near(c, 1, 6), session="s1",
    )  # fmt: skip
    c.event(
        "d2",
        f"{asker} asked for a copy of the {s.code} {s.records}, just to read",
        label="side chat",
        kind="chat",
        trust=0.5,
        after=P.near(c, 30, 60),
        session="s2",
    )
    noise(c, s)
    question = P.turn(
        c,
        (
            f"Whose are the {s.code} {s.records}?",
            f"Who owns the {s.records} for {s.code}?",
        ),
    )
    c.ask(question, after=later(c))
    c.expect([owner], [fact], forbidden=[theirs, asker])


def cover_shift(c: Case) -> None:
    """The shift pattern chosen for a subject's cover, over one someone pitched; another
    subject's pattern in the same frame is a distractor."""
    s = P.subject(c, 3)
    (o,) = P.others(c, s, 1)
    shift, pitched, theirs = sample(c, P.SHIFTS, 3)
    pitcher = P.people(c, 1)[0]

    def line(subj: P.Subject, value: str) -> str:
        return f"Rota decisions: cover for the {subj.code} {subj.work} runs {value} from now on."

    c.event(
        "p",
        f"{pitcher} pitched {pitched} for the {s.code} cover, if anyone likes it",
        label="side chat",
        kind="chat",
        trust=0.5,
        after=P.near(c, 0, 1),
        session="s1",
    )
    fact = c.event(
        "f", line(s, shift), label="rota decisions", kind="doc", trust=0.9,
        after=P.near(c, 2, 3), session="s1",
    )  # fmt: skip
    c.event(
        "d1", line(o, theirs), label="rota decisions", kind="doc", trust=0.9,
        after=P.near(c, 1, 6), session="s2",
    )  # fmt: skip
    noise(c, s)
    question = P.turn(
        c,
        (
            f"How is cover for the {s.code} {s.work} rostered?",
            f"Which shift pattern did we pick for {s.code} cover?",
        ),
    )
    c.ask(question, after=later(c))
    c.expect([shift], [fact], forbidden=[pitched, theirs])


def renewal(c: Case) -> None:
    """When a subject's credential expires (software) or its insurance renews; another subject's
    date in the same frame and a date floated in chat are distractors."""
    s = P.subject(c, 6)
    (o,) = P.others(c, s, 1, same_kind=True)
    when, theirs, floated = P.dates(c, 3)

    def line(subj: P.Subject, value: str) -> str:
        if subj.software:
            return f"Settings note: the {subj.code} {subj.key} is valid until {value}."
        return f"Treasurer's note: the {subj.code} insurance renews on {value}; pay before then."

    fact = c.event(
        "f", line(s, when), label="notes", kind="doc", trust=0.9, after=P.near(c, 2, 3),
        session="s1",
    )  # fmt: skip
    c.event(
        "d1", line(o, theirs), label="notes", kind="doc", trust=0.9, after=P.near(c, 1, 6),
        session="s1",
    )  # fmt: skip
    c.event(
        "d2",
        f"could we sort the {s.code} renewal around {floated} maybe? lol no rush",
        label="side chat",
        kind="chat",
        trust=0.4,
        after=P.near(c, 20, 60),
        session="s2",
    )
    noise(c, s)
    if s.software:
        question = f"When does the {s.code} {s.key} run out?"
    else:
        question = P.turn_kind(
            c,
            (
                f"When is the {s.code} insurance due for renewal?",
                f"On what date does the {s.code} insurance renew?",
            ),
        )
    c.ask(question, after=later(c))
    c.expect([when], [fact], forbidden=[theirs, floated])


def booking_ref(c: Case) -> None:
    """The reference of a subject's booking: a maintenance slot on its host (software) or its
    usual room; another subject's reference in the same frame and a cancelled booking of the
    spare host or room are distractors."""
    s = P.subject(c, 9)
    (o,) = P.others(c, s, 1)
    ref, theirs, cancelled = P.revisions(c, 3)

    def line(subj: P.Subject, value: str) -> str:
        if subj.software:
            return f"Maintenance slot booked: {subj.code} on {subj.places[0]}, reference {value}."
        return f"Booking confirmed: {subj.code} at {subj.places[0]}, reference {value}."

    fact = c.event(
        "f", line(s, ref), label="mail", kind="mail", trust=0.9, after=P.near(c, 2, 3),
        session="s1",
    )  # fmt: skip
    c.event(
        "d1", line(o, theirs), label="mail", kind="mail", trust=0.9, after=P.near(c, 1, 6),
        session="s1",
    )  # fmt: skip
    what = f"the slot on {s.places[1]}" if s.software else f"the booking for {s.places[1]}"
    c.event(
        "d2",
        f"{s.code}: cancelled {what} (reference {cancelled}), not needed",
        label="log",
        kind="note",
        trust=0.7,
        after=P.near(c, 1, 4),
        session="s2",
    )
    noise(c, s)
    if s.software:
        question = P.turn_kind(
            c,
            (
                f"What reference did the {s.code} maintenance slot on {s.places[0]} get?",
                f"Which reference should I quote for the {s.code} slot on {s.places[0]}?",
            ),
        )
    else:
        question = P.turn_kind(
            c,
            (
                f"What reference did the {s.code} booking at {s.places[0]} get?",
                f"Which booking reference should I quote for {s.code} at {s.places[0]}?",
            ),
        )
    c.ask(question, after=later(c))
    c.expect([ref], [fact], forbidden=[theirs, cancelled])


def spare_key(c: Case) -> None:
    """Who holds the spare copy of a subject's key, said in a handover note; another subject's
    holder in the same frame and someone who only offered are distractors."""
    s = P.subject(c, 12)
    (o,) = P.others(c, s, 1)
    holder, theirs, offered = P.people(c, 3)

    def line(subj: P.Subject, who: str) -> str:
        return f"Handover note: {who} holds the spare copy of the {subj.code} {subj.key}."

    fact = c.event(
        "f", line(s, holder), label="handover note", kind="doc", trust=0.9,
        after=P.near(c, 2, 3), session="s1",
    )  # fmt: skip
    c.event(
        "d1", line(o, theirs), label="handover note", kind="doc", trust=0.9,
        after=P.near(c, 1, 6), session="s1",
    )  # fmt: skip
    c.event(
        "d2",
        f"{offered} offered to look after a spare {s.code} {s.key} too, if it helps",
        label="side chat",
        kind="chat",
        trust=0.5,
        after=P.near(c, 10, 40),
        session="s2",
    )
    noise(c, s)
    question = P.turn(
        c,
        (
            f"Per the handover note, who has the spare {s.code} {s.key}?",
            f"If the {s.code} {s.key} goes missing, whom do I ask for the spare?",
        ),
    )
    c.ask(question, after=later(c))
    c.expect([holder], [fact], forbidden=[theirs, offered])


TEMPLATES = (records_owner, cover_shift, renewal, booking_ref, spare_key)
