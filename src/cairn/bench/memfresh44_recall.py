"""The six-month recall templates of `fresh44`: a fact said in a case's first two days is asked
205 to 224 days later, under nine to eleven team chat lines about the subject, beside another
subject's value in the same frame and a near miss in a side chat (a one-off, a superseded
draft, a reminder date, a wish, a place only floated)."""

from __future__ import annotations

from cairn.bench.memfresh44_pools import (
    MONTHS,
    TEAM_CHAT,
    Subject,
    counts,
    date,
    form,
    other,
    people,
    say,
    subject,
    token_lower,
    token_mixed,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter, choose, days, mins


def _write(
    c: Case, s: Subject, fact: tuple[str, str, str], frame: str, miss: str, question: str
) -> str:
    """The fact (text, label, kind) early on, the frame a day later, the side chat near miss,
    the team chat, and the question seven months on; returns the fact's id."""
    text, label, kind = fact
    said = say(
        c,
        "fact",
        text,
        label,
        kind,
        days(choose(c, (0, 1))) + mins(choose(c, range(20, 600, 20))),
        "s1",
    )
    say(c, "frame", frame, label, kind, days(1) + mins(700), "s2")
    say(c, "miss", miss, "side chat", "chat", days(choose(c, range(5, 60))), "s3")
    lines = [t.format(code=s.code) for t in TEAM_CHAT]
    Chatter(lines, "team", "team chat", 0.5)(c, choose(c, (9, 10, 11)), days(3), 200, "t")
    c.ask(question, after=days(207 + choose(c, range(18))) + mins(choose(c, range(0, 300, 15))))
    return said


def _month(d: str) -> int:
    return MONTHS.index(d.split()[1])


def key_holder_or_trophy_keeper(c: Case) -> None:
    """Who holds a service's release signing keys, or who keeps a group's trophy: said once,
    early, sometimes as the second of two people named."""
    s = subject(c, 0)
    o = other(c, s)
    before, right, wrong, once = people(c, 4)
    if s.software:
        text = (
            f"{s.code} access doc: {before} handed the signing keys over, so {right} holds them from here on."
            if turn(c) == 0
            else f"{s.code} access doc: the release signing keys for {s.code} are held by {right}."
        )
        frame = f"{o.code} access doc: the release signing keys for {o.code} are held by {wrong}."
        miss = f"{once} borrowed the {s.code} signing keys for one release, just the once"
        fact = (text, "access doc", "doc")
        q = f"Who has the keys for signing {s.code} releases?"
    else:
        text = (
            f"{s.code} AGM minutes: {before} gave the trophy back, and {right} keeps it in the cabinet at home now."
            if turn(c) == 0
            else f"{s.code} AGM minutes: between seasons the trophy lives with {right}."
        )
        frame = f"{o.code} AGM minutes: between seasons the trophy lives with {wrong}."
        miss = f"{once} had the {s.code} trophy for a night to show the family, one-off"
        fact = (text, "AGM minutes", "doc")
        q = f"Who has the {s.code} trophy at their place?"
    said = _write(c, s, fact, frame, miss, q)
    c.expect([right], [said], forbidden=[wrong, once])


def incident_ticket_or_hall_booking(c: Case) -> None:
    """The reference a service's outage write-up is filed under, or a group's hall hire: in lower
    or mixed case, beside a draft reference from before a renumbering or a reissue."""
    s = subject(c, 1)
    o = other(c, s)
    make = token_lower if turn(c) == 0 else token_mixed
    mine, theirs, old = make(c), make(c), make(c)
    if s.software:
        text = f"{s.code} postmortem index: the login outage is written up under {mine}."
        frame = f"{o.code} postmortem index: the login outage is written up under {theirs}."
        miss = f"the {s.code} outage write-up was {old} in draft, before the tracker renumbered everything"
        fact = (text, "postmortem index", "doc")
        q = f"Under which reference can I find the write-up of the {s.code} login outage?"
    else:
        text = f"{s.code} booking confirmation: the autumn hall hire is held under {mine}."
        frame = f"{o.code} booking confirmation: the autumn hall hire is held under {theirs}."
        miss = f"the {s.code} hall booking was {old} at first, but the council reissued it"
        fact = (text, "booking confirmation", "email")
        q = f"What reference is the {s.code} autumn hall hire booked under?"
    said = _write(c, s, fact, frame, miss, q)
    c.expect([mine], [said], forbidden=[theirs, old])


def cert_expiry_or_fete_date(c: Case) -> None:
    """When a service's TLS certificate runs out, or the date of a group's fete: beside the date
    a renewal reminder goes out or stall sign-up closes."""
    s = subject(c, 2)
    o = other(c, s)
    found: list[str] = []
    while len(found) < 3:
        d = date(c)
        if d not in found:
            found.append(d)
        if len(found) == 3 and _month(found[2]) >= _month(found[0]):
            found.pop()  # the reminder or the sign-up deadline comes before the date itself
    mine, theirs, near = found
    if s.software:
        text = f"{s.code} ops notes: the {s.code} TLS certificate runs out on {mine}."
        frame = f"{o.code} ops notes: the {o.code} TLS certificate runs out on {theirs}."
        miss = f"fyi the renewal reminder for {s.code} is dated {near}"
        fact = (text, "ops notes", "doc")
        q = f"On what date does the certificate on {s.code} stop being valid?"
    else:
        text = f"{s.code} newsletter: this year's fete falls on {mine}."
        frame = f"{o.code} newsletter: this year's fete falls on {theirs}."
        miss = f"the deadline for stalls at the {s.code} fete is {near}, worth knowing"
        fact = (text, "club newsletter", "doc")
        q = f"When is {s.code} holding its fete?"
    said = _write(c, s, fact, frame, miss, q)
    c.expect([mine], [said], forbidden=[theirs, near])


def worker_count_or_tshirt_order(c: Case) -> None:
    """How many background workers a service runs, or how many T-shirts a group ordered: beside
    another subject's count and a wished-for one, both in the other form."""
    s = subject(c, 3)
    o = other(c, s)
    *pair, wished = sorted(counts(c, 3))  # the wished-for count is the largest
    mine, theirs = pair
    words = turn(c) == 1
    v, w, x = form(mine, words), form(theirs, not words), form(wished, not words)
    if s.software:
        text = f"{s.code} capacity plan: {s.code} runs {v} background workers."
        frame = f"{o.code} capacity plan: {o.code} runs {w} background workers."
        miss = f"could we get {s.code} up to {x} workers some day? just a thought"
        fact = (text, "capacity plan", "doc")
        q = f"How many background workers does {s.code} have going?"
    else:
        text = f"{s.code} treasurer's report: we paid for {v} T-shirts for the season."
        frame = f"{o.code} treasurer's report: we paid for {w} T-shirts for the season."
        miss = f"{x} T-shirts for {s.code} would have been nice, dream on"
        fact = (text, "treasurer's report", "doc")
        q = f"How many tees did {s.code} order for the season?"
    said = _write(c, s, fact, frame, miss, q)
    c.expect([v], [said], forbidden=[w, x])


def backup_bucket_or_marquee_store(c: Case) -> None:
    """The host a service writes its cold backups to, or where a group keeps its marquee: beside
    another subject's and the subject's other place, only floated."""
    s = subject(c, 4)
    o = other(c, s)
    k = choose(c, (0, 1))
    mine, floated = s.places[k], s.places[1 - k]
    theirs = choose(c, o.places)
    if s.software:
        text = f"{s.code} storage plan: cold backups of {s.code} are written to {mine}."
        frame = f"{o.code} storage plan: cold backups of {o.code} are written to {theirs}."
        miss = f"maybe {s.code} backups could live on {floated} instead? just floating it"
        fact = (text, "storage plan", "doc")
        q = f"Which host does {s.code} keep its cold backups on?"
        answer, forbidden = mine, [theirs, floated]
    else:
        text = f"{s.code} welcome pack: the marquee and the folding tables are kept in {mine}."
        frame = f"{o.code} welcome pack: the marquee and the folding tables are kept in {theirs}."
        miss = f"could the {s.code} marquee go in {floated}? just a thought"
        fact = (text, "welcome pack", "doc")
        q = f"Where is the {s.code} marquee stored between events?"
        answer, forbidden = (
            mine.removeprefix("the "),
            [p.removeprefix("the ") for p in (theirs, floated)],
        )
    said = _write(c, s, fact, frame, miss, q)
    c.expect([answer], [said], forbidden=forbidden)


TEMPLATES = (
    key_holder_or_trophy_keeper,
    incident_ticket_or_hall_booking,
    cert_expiry_or_fete_date,
    worker_count_or_tshirt_order,
    backup_bucket_or_marquee_store,
)
