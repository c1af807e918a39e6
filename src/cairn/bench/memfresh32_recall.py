"""`fresh32` six-month recall templates: one fact said once, asked 202 to 234 days later
beneath nine to eleven team chat lines about the subject; another subject's fact in the same
frame and a side remark are distractors."""

from __future__ import annotations

from cairn.bench.memfresh32_pools import (
    Subject,
    chat,
    counts,
    dates,
    fact,
    others,
    people,
    refs,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days

OFFSET = 6


def _frame(
    c: Case,
    s: Subject,
    o: Subject,
    text: str,
    other: str,
    side: str,
    label: str,
    question: str,
) -> None:
    """The cited fact, the other subject's, a side remark, the chat, and the question."""
    fact(c, "cited", text, label, trust=0.85)
    fact(c, "other", other, label, trust=0.85, at=c.rng.uniform(1, 12))
    fact(c, "side", side, "side chat", kind="chat", trust=0.4, at=c.rng.uniform(15, 150))
    chat(c, s, c.rng.randint(9, 11), days(3), 190, "chat")
    c.ask(question, after=days(c.rng.randint(203, 233) + c.rng.uniform(0, 0.9)))


def recall_access_approver_or_keyholder(c: Case) -> None:
    """Who approves access to a service's dataset, or who holds the keys to a group's venue."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    a, b, v = people(c, 3)
    w = turn(c, 2)
    if s.software:
        frame = (
            "Kickoff notes: access requests for the {code} {item} are approved by {p}.",
            "Handover note: {p} signs off anyone who wants into the {code} {item}.",
        )[w]
        side = f"{v} stood in on {s.code} access requests for a week in the spring."
        q = (
            f"Whose approval do I need for access to the {s.code} {s.item}?",
            f"If I need into {s.code}'s {s.item}, who says yes?",
        )[w]
        label = ("kickoff notes", "handover note")[w]
    else:
        frame = (
            "Committee minutes: {p} holds the keys to {place} for {code}.",
            "Handover note: the {code} keys for {place} live with {p} now.",
        )[w]
        side = f"{v} borrowed the {s.code} keys once to fetch a forgotten coat."
        q = (
            f"Who has the keys to {s.place} for {s.code}?",
            f"I'm locked out before the {s.code} {s.work}: who has the key?",
        )[w]
        label = ("committee minutes", "handover note")[w]
    text = frame.format(code=s.code, item=s.item, place=s.place, p=a)
    other = frame.format(code=o.code, item=o.item, place=o.place, p=b)
    _frame(c, s, o, text, other, side, label, q)
    c.expect([a], [f"{c.case_id}-cited"], forbidden=[b, v])


def recall_support_or_affiliation_ref(c: Case) -> None:
    """A service's hosting support contract or a group's affiliation number, a reference in
    lower or mixed case; another subject's and a lapsed one are distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    (x,) = people(c, 1)
    w = turn(c, 2)
    mine, theirs, lapsed = refs(c, 3, choose(c, (True, False)))
    if s.software:
        frame = (
            "Mail: the hosting support contract for {code} is {v}.",
            "Mail from {x}: quote {v} whenever you ring hosting support about {code}.",
        )[w]
        side = f"fyi the old {s.code} support contract {lapsed} lapsed last year."
        q = (
            f"What's the reference of {s.code}'s hosting support contract?",
            f"If I call hosting support about {s.code}, which contract number do I quote?",
        )[w]
        label = ("mail", f"mail from {x}")[w]
    else:
        frame = (
            "Mail from the secretary: {code}'s affiliation number is {v}.",
            "Message from {x}: put {v} as the affiliation number on any {code} entry form.",
        )[w]
        side = f"{s.code}'s old affiliation {lapsed} ran out when we changed body."
        q = (
            f"What's {s.code}'s affiliation number?",
            f"Which affiliation number goes on {s.code}'s entry forms?",
        )[w]
        label = ("mail from the secretary", f"message from {x}")[w]
    text = frame.format(code=s.code, v=mine, x=x)
    other = frame.format(code=o.code, v=theirs, x=x)
    _frame(c, s, o, text, other, side, label, q)
    c.expect([mine], [f"{c.case_id}-cited"], forbidden=[theirs, lapsed])


def recall_renewal_or_booking_expiry(c: Case) -> None:
    """When a service's domain renews, or when a group's block booking of its venue runs out;
    another subject's date and the date a report is due are distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    w = turn(c, 2)
    mine, theirs, due = dates(c, 3)
    if s.software:
        frame = "Registrar mail: the {code} domain is paid up until {v}."
        q = (
            f"When is the {s.code} domain up for renewal?",
            f"By what date does someone need to renew {s.code}'s domain?",
        )[w]
        label = "registrar mail"
    else:
        frame = "Booking confirmation: {code}'s block booking of {place} runs until {v}."
        q = (
            f"Until what date does {s.code}'s booking of {s.place} run?",
            f"When does {s.code}'s block booking run out?",
        )[w]
        label = "booking confirmation"
    side = f"The {s.code} {s.report} is due on {due}, don't forget."
    text = frame.format(code=s.code, place=s.place, v=mine)
    other = frame.format(code=o.code, place=o.place, v=theirs)
    _frame(c, s, o, text, other, side, label, q)
    c.expect([mine], [f"{c.case_id}-cited"], forbidden=[theirs, due])


def recall_sms_quota_or_course_places(c: Case) -> None:
    """How many text alerts a service may send a month, or how many places a group has on the
    summer course (in digits or words); another subject's and a wished-for count are
    distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    w = turn(c, 2)
    n0, n1, n2 = counts(c, 3)
    mine, theirs = say(c, n0), say(c, n1)
    if s.software:
        frame = (
            "Settings note: {code} may send {v} text alerts a month.",
            "Budget notes: the {code} SMS allowance is {v} messages a month.",
        )[w]
        side = f"It'd be great if {s.code} got {n2} texts a month, just wondering."
        q = (
            f"How many text alerts can {s.code} send in a month?",
            f"What's {s.code}'s monthly SMS allowance?",
        )[w]
        label = ("settings note", "budget notes")[w]
    else:
        frame = (
            "Committee minutes: {code} has {v} places on the summer course.",
            "Newsletter: the summer course has {v} places kept for {code}.",
        )[w]
        side = f"It'd be great if {s.code} got {n2} places on the summer course one year."
        q = (
            f"How many places does {s.code} have on the summer course?",
            f"How many of us can {s.code} send on the summer course?",
        )[w]
        label = ("committee minutes", "newsletter")[w]
    text = frame.format(code=s.code, v=mine)
    other = frame.format(code=o.code, v=theirs)
    _frame(c, s, o, text, other, side, label, q)
    c.expect([mine], [f"{c.case_id}-cited"], forbidden=[theirs, str(n2)])


def recall_privacy_lead_or_welfare_officer(c: Case) -> None:
    """Who is a service's data protection lead or a group's welfare officer; another subject's
    and someone who covered once are distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    a, b, v = people(c, 3)
    w = turn(c, 2)
    if s.software:
        frame = (
            "Kickoff notes: {p} is data protection lead for {code}.",
            "Review notes: privacy questions about {code} go to {p}, our data protection lead.",
        )[w]
        side = f"{v} answered one {s.code} data request while the lead was on leave."
        q = (
            f"Who is {s.code}'s data protection lead?",
            f"If someone asks for their data from {s.code}, whom do I send them to?",
        )[w]
        label = ("kickoff notes", "review notes")[w]
    else:
        frame = (
            "AGM minutes: {p} was voted in as welfare officer for {code}.",
            "Handbook, {code}: welfare concerns go to {p}.",
        )[w]
        side = f"{v} covered as welfare officer for one {s.code} trip."
        q = (
            f"Who is the welfare officer at {s.code}?",
            f"If I have a welfare concern at {s.code}, whom should I talk to?",
        )[w]
        label = ("AGM minutes", "handbook")[w]
    text = frame.format(code=s.code, p=a)
    other = frame.format(code=o.code, p=b)
    _frame(c, s, o, text, other, side, label, q)
    c.expect([a], [f"{c.case_id}-cited"], forbidden=[b, v])


TEMPLATES = (
    recall_access_approver_or_keyholder,
    recall_support_or_affiliation_ref,
    recall_renewal_or_booking_expiry,
    recall_sms_quota_or_course_places,
    recall_privacy_lead_or_welfare_officer,
)
