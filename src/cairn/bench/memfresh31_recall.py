"""Six-month recall templates of ``fresh31``: a fact said once, asked 202 to 235 days later
beneath nine to eleven team chat lines about the subject; another subject's fact in the same
frame, and one more look-alike, are distractors."""

from __future__ import annotations

from cairn.bench.memfresh31_pools import (
    Subject,
    ask,
    chat,
    counts,
    dates,
    either,
    other,
    people,
    refs,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case

OFFSET = 6


def recall(
    c: Case,
    s: Subject,
    fact: tuple[str, str],
    look_alikes: list[tuple[str, str]],
    question: str,
    answer: str,
    forbidden: list[str],
) -> None:
    """The cited fact on the first day, the look-alikes within a fortnight, the team chat over
    the months after, and the question 202 to 235 days on."""
    e = say(c, "fact", fact[0], fact[1], at=0.1, kind="document", session="s1")
    for i, (text, label) in enumerate(look_alikes):
        say(c, f"look{i}", text, label, at=1.5 + 5 * i, kind="note", trust=0.6, session="s2")
    chat(c, s, c.rng.randint(9, 11), 20.0, 175.0, "chat")
    ask(c, question, at=c.rng.randint(202, 235) + 0.4)
    c.expect([answer], [e], forbidden=forbidden)


def budget_holder_or_treasurer(c: Case) -> None:
    """Who holds a service's hosting budget or is a group's treasurer; another subject's holder
    and someone who only asked to shadow the role are distractors."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    holder, theirs, shadow = people(c, 3)
    if s.software:
        frame = "Kickoff notes: {p} holds the {code} hosting budget; invoices go to {p}."
        side = f"{shadow} asked to shadow whoever holds the {s.code} budget, for the experience"
        question = turn(
            c,
            (
                f"Who holds the purse strings for {s.code}'s hosting?",
                f"Whom do I send a {s.code} hosting invoice to?",
            ),
        )
    else:
        frame = "AGM minutes: {p} was elected treasurer of {code}."
        side = f"{shadow} would like to shadow the {s.code} treasurer for a term, if that's ok"
        question = turn(
            c,
            (
                f"Who is the treasurer at {s.code}?",
                f"Who looks after the money for {s.code}?",
            ),
        )
    label = "kickoff notes" if s.software else "AGM minutes"
    recall(
        c,
        s,
        (frame.format(p=holder, code=s.code), label),
        [(frame.format(p=theirs, code=o.code), label), (side, "group chat")],
        question,
        holder,
        [theirs, shadow],
    )


def support_contract_or_policy_ref(c: Case) -> None:
    """A service's support contract number or a group's insurance policy number (lower or
    mixed case); another subject's number and a lapsed one are distractors."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    ref, theirs, lapsed = refs(c, 3, mixed=c.rng.random() < 0.5)
    thing = "support contract" if s.software else "insurance policy"
    frame = turn(
        c,
        (
            "Mail: the {code} " + thing + " number is {r}; quote it on every call.",
            "Budget notes: {code} " + thing + " {r} is paid for the year.",
        ),
    )
    question = turn(
        c,
        (
            f"Which {thing} number do I quote for {s.code}?",
            f"What's the reference on {s.code}'s {thing}?",
            f"If I ring about {s.code}'s {thing}, what number do they want?",
        ),
    )
    recall(
        c,
        s,
        (frame.format(code=s.code, r=ref), turn(c, ("mail", "budget notes"))),
        [
            (frame.format(code=o.code, r=theirs), turn(c, ("mail", "budget notes"))),
            (f"fyi the old {s.code} {thing}, {lapsed}, lapsed last year", "side chat"),
        ],
        question,
        ref,
        [theirs, lapsed],
    )


def certificate_or_hire_expiry(c: Case) -> None:
    """When a service's TLS certificate or a group's venue hire agreement expires; another
    subject's expiry and the date the subject's report is due are distractors."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    day, theirs, due = dates(c, 3)
    if s.software:
        frame = "Review notes: the {code} TLS certificate expires on {d}."
        question = turn(
            c,
            (
                f"When does the {s.code} certificate run out?",
                f"By what date must {s.code}'s TLS certificate be replaced?",
            ),
        )
    else:
        frame = "Review notes: {code}'s hire agreement for the hall expires on {d}."
        question = turn(
            c,
            (
                f"When does {s.code}'s hall hire agreement run out?",
                f"By what date do we need a new hire agreement for {s.code}?",
            ),
        )
    recall(
        c,
        s,
        (frame.format(code=s.code, d=day), "review notes"),
        [
            (frame.format(code=o.code, d=theirs), "review notes"),
            (f"the {s.code} {s.report} is due on {due}, don't forget", "group chat"),
        ],
        question,
        day,
        [theirs, due],
    )


def storage_quota_or_hall_hours(c: Case) -> None:
    """A service's monthly storage quota in gigabytes or the hall hours a group books a term
    (digits or words); another subject's count and a hoped-for count are distractors."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    value, theirs, hoped = counts(c, 3)
    said, their_said = either(c, value), either(c, theirs)
    if s.software:
        frame = "Recap: {code} gets a storage quota of {n} gigabytes a month."
        side = f"would be lovely if {s.code} had {hoped} gigabytes, just wondering"
        question = turn(
            c,
            (
                f"How much storage does {s.code} get each month, in gigabytes?",
                f"What's {s.code}'s monthly storage allowance?",
            ),
        )
    else:
        frame = "Recap: {code} books {n} hours of hall time a term."
        side = f"would be lovely if {s.code} had {hoped} hours a term, just wondering"
        question = turn(
            c,
            (
                f"How many hours of hall time does {s.code} book each term?",
                f"What's {s.code}'s hall allowance per term, in hours?",
            ),
        )
    recall(
        c,
        s,
        (frame.format(code=s.code, n=said), "recap"),
        [(frame.format(code=o.code, n=their_said), "recap"), (side, "side chat")],
        question,
        said,
        [their_said, str(hoped)],
    )


def security_contact_or_first_aider(c: Case) -> None:
    """Who a service's security reports go to or who a group's first aider is; another
    subject's and someone who covered once are distractors."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    contact, theirs, once = people(c, 3)
    if s.software:
        frame = "Wiki: security reports about {code} go to {p}."
        side = f"{once} covered {s.code} security reports for one week while everyone was away"
        question = turn(
            c,
            (
                f"If someone reports a vulnerability in {s.code}, whom do I pass it to?",
                f"Who is the security contact for {s.code}?",
            ),
        )
    else:
        frame = "Wiki: {p} is the first aider for {code}."
        side = f"{once} covered as first aider at one {s.code} event last summer"
        question = turn(
            c,
            (
                f"If someone gets hurt at {s.code}, who's the first aider?",
                f"Who does first aid for {s.code}?",
            ),
        )
    recall(
        c,
        s,
        (frame.format(p=contact, code=s.code), "wiki"),
        [(frame.format(p=theirs, code=o.code), "wiki"), (side, "group chat")],
        question,
        contact,
        [theirs, once],
    )


TEMPLATES = (
    budget_holder_or_treasurer,
    support_contract_or_policy_ref,
    certificate_or_hire_expiry,
    storage_quota_or_hall_hours,
    security_contact_or_first_aider,
)
