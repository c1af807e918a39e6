"""`fresh32` stale-belief templates: an old value said in a document and repeated in chat, then
a casual correction (the latest event, no ``supersedes`` field) that never repeats it. A
template's instances 0, 2 and 4 ask a yes/no question naming the old value; 1 and 3 ask for the
value now."""

from __future__ import annotations

from cairn.bench.memfresh32_pools import (
    REGIONS,
    amounts,
    clock,
    counts,
    fact,
    instance,
    people,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, sample

OFFSET = 12


def _story(
    c: Case,
    old_doc: tuple[str, str],
    repeat: tuple[str, str],
    fix: tuple[str, str],
    questions: tuple[str, str],
    old: str,
    new: str,
) -> None:
    """The old value in a document and again in chat, the correction last, then the question
    (naming the old value in instances 0, 2 and 4)."""
    fact(c, "old", old_doc[0], old_doc[1], trust=0.85, session="s1")
    fact(c, "again", repeat[0], repeat[1], kind="chat", trust=0.5, at=c.rng.uniform(1, 6))
    fix_at = c.rng.uniform(9, 24)
    fact(c, "fix", fix[0], fix[1], kind="chat", trust=0.7, at=fix_at, session="s2")
    q = questions[0] if instance(c) % 2 == 0 else questions[1]
    c.ask(q, after=days(fix_at + c.rng.uniform(1, 5)))
    c.expect([new], [f"{c.case_id}-fix"], forbidden=[old])


def stale_region_or_venue(c: Case) -> None:
    """A service moves to another region, or a group's session to its second place."""
    s = subject(c, OFFSET)
    (x,) = people(c, 1)
    w = turn(c, 3)
    if s.software:
        old, new = sample(c, REGIONS, 2)
        doc = (f"Kickoff notes: {s.code} is deployed to {old}.", "kickoff notes")
        fixes = (
            f"Update: {s.code} now runs in {new}.",
            f"Small change: {s.code} is in {new} from this week.",
            f"Ignore my last — {s.code} has moved across to {new}.",
        )
        qs = (f"Is {s.code} still running in {old}?", f"Which region is {s.code} in now?")
        said = f"fyi {s.code} runs out of {old}"
    else:
        old, new = s.place, s.place2
        doc = (f"Handbook, {s.code}: the {s.work} meets at {old}.", "handbook")
        fixes = (
            f"Let's go with {new} for the {s.code} {s.work} instead.",
            f"Correction: the {s.code} {s.work} moves to {new}.",
            f"Ignore my last — the {s.code} {s.work} is at {new} now.",
        )
        qs = (
            f"Is the {s.code} {s.work} still at {old}?",
            f"Where does the {s.code} {s.work} meet these days?",
        )
        said = f"fyi the {s.code} {s.work} is at {old} as usual"
    label = f"message from {x}" if w == 2 else "team chat"
    _story(c, doc, (said, f"message from {x}"), (fixes[w], label), qs, old, new)


def stale_start_time(c: Case) -> None:
    """A piece of work moves to another start time."""
    s = subject(c, OFFSET)
    (x,) = people(c, 1)
    w = turn(c, 3)
    old, new = clock(c, 2)
    verb = "kicks off" if s.software else "starts"
    doc = (
        f"Runbook, {s.code}: the {s.work} {verb} at {old}."
        if s.software
        else f"Calendar: the {s.code} {s.work} {verb} at {old}.",
        "runbook" if s.software else "calendar",
    )
    fixes = (
        f"Update: the {s.code} {s.work} {verb} at {new} from now on.",
        f"Small change: the {s.code} {s.work} now {verb} at {new}.",
        f"Ignore my last — the {s.code} {s.work} is at {new}.",
    )
    qs = (
        f"Does the {s.code} {s.work} still start at {old}?",
        f"What time should I be there for the {s.code} {s.work}?"
        if not s.software
        else f"What time does the {s.code} {s.work} start now?",
    )
    said = f"{s.code} {s.work} at {old} as usual, ta"
    label = f"message from {x}" if w == 2 else "group chat"
    _story(c, doc, (said, f"message from {x}"), (fixes[w], label), qs, old, new)


def stale_budget_or_trip_fee(c: Case) -> None:
    """A service's monthly CDN budget or a group's away trip fee changes."""
    s = subject(c, OFFSET)
    (x,) = people(c, 1)
    w = turn(c, 3)
    old, new = amounts(c, 2)
    if s.software:
        doc = (f"Budget notes: {s.code}'s CDN budget is {old} a month.", "budget notes")
        fixes = (
            f"Update: from this month the {s.code} CDN budget is {new}.",
            f"Small change: {s.code}'s CDN budget goes to {new}.",
            f"Ignore my last — make the {s.code} CDN budget {new} a month.",
        )
        qs = (f"Is the {s.code} CDN budget still {old}?", f"What's {s.code}'s CDN budget now?")
        said = f"{s.code} CDN budget is {old}, right?"
    else:
        doc = (f"Treasurer's note: the {s.code} away trip costs {old} a head.", "treasurer's note")
        fixes = (
            f"Let's go with {new} a head for the {s.code} away trip instead.",
            f"Update: the {s.code} away trip is {new} a head now.",
            f"Ignore my last — the {s.code} away trip comes to {new} each.",
        )
        qs = (
            f"Is the {s.code} away trip still {old} a head?",
            f"How much is the {s.code} away trip per head now?",
        )
        said = f"{s.code} away trip is {old} a head, bring cash"
    label = f"message from {x}" if w == 2 else "team chat"
    _story(c, doc, (said, f"message from {x}"), (fixes[w], label), qs, old, new)


def stale_incident_lead_or_captain(c: Case) -> None:
    """A service's incident lead or a group's captain is replaced."""
    s = subject(c, OFFSET)
    old, new, x = people(c, 3)
    w = turn(c, 3)
    role = "incident lead" if s.software else "captain"
    doc = (f"Team page, {s.code}: {old} is {role}.", "team page")
    fixes = (
        f"Correction: {new} is {s.code} {role} now.",
        f"Let's go with {new} as {s.code} {role} instead.",
        f"Small change: {s.code} has a new {role}, {new}.",
    )
    if s.software:
        qs = (
            f"Is {old} still {s.code}'s incident lead?",
            f"Who is {s.code}'s incident lead these days?",
        )
    else:
        qs = (f"Is {old} still captain of {s.code}?", f"Whom do I talk to as {s.code} captain now?")
    said = f"{old} is {s.code} {role}, ask them"
    _story(c, doc, (said, f"message from {x}"), (fixes[w], "group chat"), qs, old, new)


def stale_pool_size_or_session_cap(c: Case) -> None:
    """A service's database connection pool or the cap on a group's session changes (in digits or
    words, replaced in digits or words)."""
    s = subject(c, OFFSET)
    (x,) = people(c, 1)
    w = turn(c, 3)
    n0, n1 = counts(c, 2)
    new = say(c, n1)
    if s.software:
        old = str(n0)
        doc = (f"[{s.code.lower()}.db]\npool_size = {old}", "config.toml")
        fixes = (
            f"Update: {s.code}'s connection pool is now {new}.",
            f"Small change: the {s.code} connection pool goes to {new}.",
            f"Ignore my last — {s.code} pools {new} connections.",
        )
        qs = (
            f"Is {s.code}'s connection pool still {old}?",
            f"How many connections does {s.code}'s pool hold now?",
        )
        said = f"{s.code} pool is {old} connections, fyi"
    else:
        old = say(c, n0)
        doc = (f"Handbook, {s.code}: numbers at the {s.work} are capped at {old}.", "handbook")
        fixes = (
            f"Small change: the {s.code} {s.work} cap is {new} from now.",
            f"Update: the {s.code} {s.work} can take {new} now.",
            f"Ignore my last — the {s.code} {s.work} is capped at {new}.",
        )
        qs = (
            f"Is the {s.code} {s.work} still capped at {old}?",
            f"How many {s.unit} can the {s.code} {s.work} take now?",
        )
        said = f"the {s.code} {s.work} is capped at {old}, just so you know"
    label = f"message from {x}" if w == 2 else "team chat"
    _story(c, doc, (said, f"message from {x}"), (fixes[w], label), qs, old, new)


TEMPLATES = (
    stale_region_or_venue,
    stale_start_time,
    stale_budget_or_trip_fee,
    stale_incident_lead_or_captain,
    stale_pool_size_or_session_cap,
)
