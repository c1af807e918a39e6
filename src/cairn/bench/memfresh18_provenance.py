"""The provenance templates of `fresh18`: several sources about neighbouring facts, and a
question about which source said one of them (or what one source said). Each case's distractor
is a neighbouring fact only an uncited source states."""

from __future__ import annotations

from cairn.bench.memfresh18_pools import (
    chatter,
    counts,
    people,
    subject_for,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days


def weekly_range_in_a_handbook_list(c: Case) -> None:
    """A handbook's list gives the expected weekly load as a verb-first item ("Expect 43-48
    ... a week"); a chat guess gives another figure; the question asks what the handbook said."""
    s = subject_for(c)
    low, guess, other = counts(c, 3, 32, 89)
    k = c.rng.randint(2, 5)
    low, high = (low, low + k) if low % 10 + k <= 9 else (low - k, low)
    a, b = people(c, 2)
    work, work2, _ = s.works
    verb = c.pick(["Expect", "Plan for", "Budget for", "Count on"])
    hb = c.event(
        "handbook",
        f"## {s.code} handbook - what to expect\n"
        f"- Book the {work} at least a day ahead.\n"
        f"- {verb} {low}-{high} {s.unit} a week once it settles.\n"
        f"- Log anything odd in the tracker, not in chat.",
        label=f"{s.code} handbook",
        kind="doc",
        trust=0.9,
        after=days(1),
        session="a",
    )
    c.event(
        "guess",
        f"{a}: gut feel for {s.code}, we'll be nearer {guess} {s.unit} a week, not what the docs say",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.5,
        after=days(3),
        session="b",
    )
    c.event(
        "minutes",
        f"{s.code} weekly minutes\nPresent: {a}, {b}\n"
        f"- {work2}: {b} counted {other} {s.unit} last month.\n"
        f"ACTION {b}: share the {work2} sheet.",
        label=f"{s.code} minutes",
        kind="minutes",
        trust=0.8,
        after=days(5),
        session="b",
    )
    chatter(c, s, 3, 0, 8, "b")
    q = c.pick(
        [
            f"What weekly load does the {s.code} handbook tell us to expect?",
            f"Per the handbook, how many {s.unit} a week should {s.code} plan for?",
            f"Where was the weekly {s.unit} figure for {s.code} written, and what range did it give?",
        ]
    )
    c.ask(q, after=days(10))
    c.expect([f"{low}-{high}"], [hb], forbidden=[str(guess)])


def handover_recorded_in_the_minutes(c: Case) -> None:
    """Minutes record one person taking over a piece of work from another, in other words; a
    chat says a neighbouring piece of work is now with a third person; the question asks who
    the minutes gave the first piece of work to."""
    s = subject_for(c)
    new, old, third = people(c, 3)
    work, work2, _ = s.works
    verb = c.pick(["is taking over", "will pick up", "inherits"])
    mins_ = c.event(
        "minutes",
        f"Minutes - {s.code} planning\nAttendees: {new}, {old}, and two others\n"
        f"1. {new} {verb} the {work} from {old} as of this week.\n"
        f"2. No change to the {s.channel} rota.\n"
        f"Actions: {old} to write handover notes.",
        label=f"{s.code} planning minutes",
        kind="minutes",
        trust=0.9,
        after=days(2),
        session="a",
    )
    c.event(
        "chat",
        f"heads up: the {work2} for {s.code} is now with {third}, ping them not me",
        label=f"{s.channel} message",
        kind="chat",
        trust=0.6,
        after=days(4),
        session="b",
    )
    chatter(c, s, 3, 0, 6, "b")
    q = c.pick(
        [
            f"According to the {s.code} planning minutes, who now has the {work}?",
            f"Who did the minutes say is taking the {work} on for {s.code}?",
            f"Which person was recorded in the minutes as the new hand on the {s.code} {work}?",
        ]
    )
    c.ask(q, after=days(8))
    c.expect([new], [mins_], forbidden=[third])


def where_the_ticket_put_the_kit(c: Case) -> None:
    """A ticket records where a kit was put (a place in lower case); an e-mail says where a
    different thing lives, in the other place; the question asks where the ticket said."""
    s = subject_for(c)
    here, there = s.places if c.rng.random() < 0.5 else s.places[::-1]
    a, b = people(c, 2)
    num = counts(c, 1, 32, 98)[0]
    work = s.works[1]
    tk = c.event(
        "ticket",
        f"[{s.code}-{num}] Rehome the {s.kit}\nStatus: done\nReporter: {a}\n"
        f"Resolution: {s.kit} now kept in {here}, labelled.",
        label=f"ticket {s.code}-{num}",
        kind="ticket",
        trust=0.9,
        after=days(1),
        session="a",
    )
    c.event(
        "mail",
        f"Subject: Re: {s.code} {work} notes\n\n> where do the {work} notes go?\n\n"
        f"They're filed in {there} with the rest.\n\nCheers,\n{b}",
        label=f"e-mail from {b}",
        kind="email",
        trust=0.7,
        after=days(2),
        session="a",
    )
    chatter(c, s, 2, 0, 5, "b")
    q = c.pick(
        [
            f"Where did the {s.code} ticket say the {s.kit} is kept?",
            f"Per the ticket, in what place does the {s.code} {s.kit} live now?",
            f"The {s.code} ticket about the {s.kit}: where was it put?",
        ]
    )
    c.ask(q, after=days(6))
    c.expect([here], [tk], forbidden=[there])


def what_the_supplier_quoted_first(c: Case) -> None:
    """A supplier's first mail quotes a lead time in words; a follow-up from them weeks later
    gives another in digits; the question asks what was quoted first."""
    s = subject_for(c)
    first, later = c.rng.sample(range(4, 20), 2)
    while first % 10 == later % 10:
        later = c.rng.randrange(4, 20)
    rep = people(c, 1)[0]
    ones = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
            "seventeen", "eighteen", "nineteen")  # fmt: skip
    m1 = c.event(
        "first",
        f"From: {rep} <orders@{s.supplier.split()[0].lower()}.example>\n"
        f"Subject: {s.code} - your enquiry\n\nHello,\n\nThanks for asking. For the {s.kit} we "
        f"would need {ones[first]} working days from order.\n\nKind regards,\n{rep}\n"
        f"{s.supplier}",
        label=f"e-mail from {s.supplier}",
        kind="email",
        trust=0.8,
        after=days(1),
        session="a",
    )
    c.event(
        "later",
        f"From: {rep}\nSubject: Re: {s.code} - your enquiry\n\nUpdate: stock has moved, "
        f"lead time now {later} working days.\n\n{rep}",
        label=f"e-mail from {s.supplier}",
        kind="email",
        trust=0.8,
        after=days(c.rng.randint(20, 30)),
        session="b",
    )
    chatter(c, s, 3, 2, 25, "b")
    q = c.pick(
        [
            f"What lead time did {s.supplier} originally quote us for the {s.code} {s.kit}?",
            f"When we first asked {s.supplier} about the {s.kit} for {s.code}, how long did they "
            "say?",
            f"What did {rep} at {s.supplier} tell us first about delivery time for {s.code}'s "
            f"{s.kit}?",
        ]
    )
    c.ask(q, after=days(35))
    c.expect([ones[first]], [m1], forbidden=[str(later)])


def ceiling_written_as_a_negation(c: Case) -> None:
    """A runbook writes a limit as a negation ("never more than 43 ... per run"); a chat gives
    another piece of work's ceiling; the question asks what the runbook allows."""
    s = subject_for(c)
    cap, other = counts(c, 2, 32, 98)
    a = people(c, 1)[0]
    work, _, work3 = s.works
    limit = c.pick(["Never more than", "Not more than", "Under no circumstances over"])
    rb = c.event(
        "runbook",
        f"{s.code} runbook, step four\n"
        f"Run the {work} in batches. {limit} {cap} {s.unit} in one batch; "
        f"stop and page the lead if the batch errors.",
        label=f"{s.code} runbook",
        kind="doc",
        trust=0.9,
        after=days(1),
        session="a",
    )
    hh = c.rng.randint(9, 16)
    mm = c.rng.choice([m for m in range(10, 53) if not {m, m + 6} & {cap, other}])
    c.event(
        "incident",
        f"Incident timeline - {s.code} {work3} stall\n"
        f"{hh:02d}:{mm:02d} alert fired, {a} on it\n"
        f"{hh:02d}:{mm + 6:02d} {a} cut the {work3} batch to {other} {s.unit}\n"
        "resolved, write-up to follow",
        label=f"{s.code} incident timeline",
        kind="incident",
        trust=0.7,
        after=days(2),
        session="a",
    )
    chatter(c, s, 3, 0, 4, "b")
    q = c.pick(
        [
            f"What is the most {s.unit} the {s.code} runbook lets one {work} batch hold?",
            f"Which ceiling did the runbook put on a {s.code} {work} batch?",
            f"How big may a {work} batch for {s.code} get, going by the runbook?",
        ]
    )
    c.ask(q, after=days(6))
    c.expect([str(cap)], [rb], forbidden=[str(other)])


TEMPLATES = (
    weekly_range_in_a_handbook_list,
    handover_recorded_in_the_minutes,
    where_the_ticket_put_the_kit,
    what_the_supplier_quoted_first,
    ceiling_written_as_a_negation,
)
