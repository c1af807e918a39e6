"""`fresh33` six-month recall templates: one fact, the same fact about another subject in the same
frame and a wrong or old value near it, then nine to eleven team chat lines about the subject,
and the question some seven months later (``bench.memfresh33``)."""

from __future__ import annotations

from cairn.bench.memfresh33_pools import (
    VENUES,
    Subject,
    chat,
    counts,
    date,
    days,
    event,
    form,
    mins,
    others,
    people,
    ref_lower,
    ref_mixed,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, sample

OFFSET = 6


def _write(
    c: Case,
    s: Subject,
    texts: tuple[str, str, str],
    labels: tuple[str, str, str],
    answer: str,
    forbidden: tuple[str, str],
    question: str,
) -> None:
    """The fact, the other subject's, the aside, chat over the months after, the question."""
    cited = event(c, "cited", texts[0], labels[0], mins(0), trust=0.9)
    event(c, "other", texts[1], labels[1], days(1.5))
    event(c, "aside", texts[2], labels[2], days(3), kind="chat", trust=0.4)
    chat(c, s, choose(c, (9, 10, 11)), days(6), 190, "s2")
    c.ask(question, after=days(choose(c, range(203, 234))), session="q")
    c.expect([answer], [cited], forbidden=list(forbidden))


def _refs(c: Case) -> list[str]:
    """Three different references, all in lower or all in mixed case."""
    make = ref_lower if form(c) else ref_mixed
    out: list[str] = []
    while len(out) < 3:
        r = make(c)
        if r.lower() not in {o.lower() for o in out}:
            out.append(r)
    return out


def recall_licence_key_or_hall_hire_ref(c: Case) -> None:
    """The reference of a service's licence key or of a group's hall hire; another subject's in
    the same frame, and an old reference that lapsed."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    a, b, old = _refs(c)
    w = turn(c, 2)
    if s.software:
        frame = "Budget notes: the {code} licence key reference is {v}."
        aside = f"fyi the old {s.code} licence key {old} lapsed last year"
        labels = ("budget notes", "budget notes", "side chat")
        question = (
            f"Which licence key reference do I quote for {s.code}?",
            f"What's the reference on {s.code}'s licence key?",
        )[w]
    else:
        frame = "Booking confirmation: {code}'s hall hire reference is {v}."
        aside = f"{s.code} used to book under {old}, that one's gone"
        labels = ("booking confirmation", "booking confirmation", "group chat")
        question = (
            f"What reference goes on {s.code}'s hall hire?",
            f"Which booking reference is {s.code}'s hall hire under?",
        )[w]
    texts = (frame.format(code=s.code, v=a), frame.format(code=o.code, v=b), aside)
    _write(c, s, texts, labels, a, (b, old), question)


def recall_security_contact_or_safeguarding_lead(c: Case) -> None:
    """Who takes security reports about a service or is a group's safeguarding lead; another
    subject's in the same frame, and someone who covered for a month."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    a, b, z = people(c, 3)
    w = turn(c, 2)
    if s.software:
        frame = "Kickoff notes: security reports about {code} go to {p}."
        aside = f"{z} took {s.code} security reports for a month while things settled"
        labels = ("kickoff notes", "kickoff notes", "message")
        question = (
            f"If I find a security hole in {s.code}, whom do I tell?",
            f"Who takes security reports for {s.code}?",
        )[w]
    else:
        frame = "Committee minutes: {p} is {code}'s safeguarding lead."
        aside = f"{z} covered as {s.code} safeguarding lead over the summer"
        labels = ("committee minutes", "committee minutes", "text message")
        question = (
            f"If I have a safeguarding worry at {s.code}, whom should I go to?",
            f"Who is {s.code}'s safeguarding lead?",
        )[w]
    texts = (frame.format(code=s.code, p=a), frame.format(code=o.code, p=b), aside)
    _write(c, s, texts, labels, a, (b, z), question)


def recall_cert_expiry_or_lease_end(c: Case) -> None:
    """When a service's TLS certificate expires or a group's lease on its place ends; another
    subject's in the same frame, and the date a report is due."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    dates: list[str] = []
    while len(dates) < 3:
        d = date(c)
        if d not in dates:
            dates.append(d)
    a, b, due = dates
    w = turn(c, 2)
    if s.software:
        frame = "Registrar mail: the {code} TLS certificate expires on {v}."
        text_a = frame.format(code=s.code, v=a)
        text_b = frame.format(code=o.code, v=b)
        labels = ("registrar mail", "registrar mail", "message")
        question = (
            f"By what date does the {s.code} certificate need renewing?",
            f"When does {s.code}'s TLS certificate run out?",
        )[w]
    else:
        frame = "Mail from the landlord: {code}'s lease on {place} ends on {v}."
        text_a = frame.format(code=s.code, place=s.places[0], v=a)
        text_b = frame.format(code=o.code, place=o.places[0], v=b)
        labels = ("mail", "mail", "message")
        question = (
            f"Until what date does {s.code}'s lease on {s.places[0]} run?",
            f"When does {s.code}'s lease end?",
        )[w]
    aside = f"reminder: the {s.code} {s.report} is due on {due}"
    _write(c, s, (text_a, text_b, aside), labels, a, (b, due), question)


def recall_licence_seats_or_parking_spaces(c: Case) -> None:
    """How many seats a service's monitoring licence covers or how many parking spaces a group
    gets at its place; another subject's in its own form, and a wished-for count."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    n, m, x = counts(c, 3)
    wa, wb, wx = form(c), form(c), form(c)
    w = turn(c, 2)
    if s.software:
        frame = "Budget notes: {code} has {v} seats on its monitoring licence."
        text_a = frame.format(code=s.code, v=say(n, wa))
        text_b = frame.format(code=o.code, v=say(m, wb))
        aside = f"we could do with {say(x, wx)} {s.code} monitoring seats, no rush"
        labels = ("budget notes", "budget notes", "side chat")
        question = (
            f"How many seats does {s.code}'s monitoring licence cover?",
            f"How many of us can log into {s.code}'s monitoring, seat-wise?",
        )[w]
    else:
        frame = "Venue sheet: {code} is allotted {v} parking spaces at {place}."
        text_a = frame.format(code=s.code, v=say(n, wa), place=s.places[0])
        text_b = frame.format(code=o.code, v=say(m, wb), place=o.places[0])
        aside = f"would be lovely if {s.code} got {say(x, wx)} spaces, just a thought"
        labels = ("venue sheet", "venue sheet", "group chat")
        question = (
            f"How many parking spaces does {s.code} get at {s.places[0]}?",
            f"How many cars can {s.code} park at {s.places[0]}?",
        )[w]
    _write(c, s, (text_a, text_b, aside), labels, say(n, wa), (say(m, wb), say(x, wx)), question)


def recall_dr_site_or_fallback_venue(c: Case) -> None:
    """Where a service fails over to or where a group's session goes in bad weather; another
    subject's in the same frame, and a place suggested once that never happened."""
    s = subject(c, OFFSET)
    o, q = others(c, s, 2)
    w = turn(c, 2)
    if s.software:
        frame = "Runbook: if {main} is lost, {code} fails over to {v}."
        a, b, alt = s.places[1], o.places[1], q.places[1]
        text_a = frame.format(main=s.places[0], code=s.code, v=a)
        text_b = frame.format(main=o.places[0], code=o.code, v=b)
        aside = f"someone floated {alt} as the {s.code} failover once, never happened"
        labels = ("runbook", "runbook", "message")
        question = (
            f"Where does {s.code} fail over to?",
            f"If {s.code}'s main host dies, which host takes over?",
        )[w]
    else:
        a, b, alt = sample(c, VENUES, 3)
        frame = "Handbook: in bad weather the {code} {work} moves to {v}."
        text_a = frame.format(code=s.code, work=s.work, v=a)
        text_b = frame.format(code=o.code, work=o.work, v=b)
        aside = f"what about {alt} for wet {s.code} evenings? just wondering"
        labels = ("handbook", "handbook", "group chat")
        question = (
            f"Where does the {s.code} {s.work} go when the weather's bad?",
            f"If it's pouring, where do I go for the {s.code} {s.work}?",
        )[w]
    _write(c, s, (text_a, text_b, aside), labels, a, (b, alt), question)


TEMPLATES = (
    recall_licence_key_or_hall_hire_ref,
    recall_security_contact_or_safeguarding_lead,
    recall_cert_expiry_or_lease_end,
    recall_licence_seats_or_parking_spaces,
    recall_dr_site_or_fallback_venue,
)
