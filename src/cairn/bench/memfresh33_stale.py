"""`fresh33` stale-belief templates: an old value said in a document and repeated in a member's
message, another subject's value in the document's frame, and a casual correction from the same
member as the latest event, with no ``supersedes`` and never naming the old value. Instances 0,
2 and 4 ask whether the old value still holds (``bench.memfresh33``)."""

from __future__ import annotations

from cairn.bench.memfresh33_pools import (
    PY_PINS,
    WEEKDAYS,
    Subject,
    a_or_an,
    chat,
    clock,
    counts,
    days,
    event,
    form,
    instance,
    mins,
    others,
    people,
    ports,
    pounds,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, sample

OFFSET = 12


def _write(
    c: Case,
    s: Subject,
    p: str,
    texts: tuple[str, str, str, str],
    label: str,
    new: str,
    forbidden: tuple[str, str],
    questions: tuple[str, str],
) -> None:
    """The document, the other subject's line in its frame, the member's message, chat, the
    correction (latest), and the question (naming the old value for instances 0, 2 and 4)."""
    event(c, "doc", texts[0], label, mins(0), trust=0.9)
    event(c, "other", texts[1], label, days(0.7))
    event(c, "msg", texts[2], f"message from {p}", days(2), kind="chat", trust=0.6)
    chat(c, s, 2, days(1), 3, "s1")
    fix = event(c, "fix", texts[3], f"message from {p}", days(choose(c, range(5, 10))), kind="chat")
    c.ask(questions[instance(c) % 2], after=days(12))
    c.expect([new], [fix], forbidden=list(forbidden))


def stale_port_or_session_day(c: Case) -> None:
    """A service's port or a group's session day, changed."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    (p,) = people(c, 1)
    w = turn(c, 2)
    if s.software:
        old, new, other = ports(c, 3)
        frame = "Runbook: {code} listens on port {v}."
        msg = f"{s.code} is on {old}, right?"
        fix = (f"Update: {s.code} now listens on port {new}.",
               f"Ignore my last — {s.code} has moved to port {new}.")[w]  # fmt: skip
        questions = (
            f"Is {s.code} still listening on port {old}?",
            f"If I want to hit {s.code} directly, which port do I use?",
        )
        label = "runbook"
    else:
        old, new, other = sample(c, WEEKDAYS, 3)
        frame = "Handbook: the {code} {work} is every {v}."
        msg = f"{s.code} {s.work} is {old} as usual?"
        fix = (f"Small change: the {s.code} {s.work} moves to {new}.",
               f"Let's go with {new} for the {s.code} {s.work} instead.")[w]  # fmt: skip
        questions = (
            f"Is the {s.code} {s.work} still on {old}?",
            f"Which day should I keep free for the {s.code} {s.work}?",
        )
        label = "handbook"
    texts = (
        frame.format(code=s.code, work=s.work, v=old),
        frame.format(code=o.code, work=o.work, v=other),
        msg,
        fix,
    )
    _write(c, s, p, texts, label, new, (old, other), questions)


def stale_reviewer_or_session_lead(c: Case) -> None:
    """Who reviews a service's changes or leads a group's session, replaced."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    old, new, other, p = people(c, 4)
    w = turn(c, 2)
    if s.software:
        frame = "Team page: {v} reviews {code} changes."
        msg = f"{old}'s the one to review {s.code} stuff, fyi"
        fix = (f"Correction: {s.code} changes are reviewed by {new} now.",
               f"Small change: {new} takes over {s.code} reviews.")[w]  # fmt: skip
        questions = (
            f"Is {old} still reviewing {s.code} changes?",
            f"Whose eyes does {a_or_an(s.code)} change need before it lands?",
        )
        label = "team page"
    else:
        frame = "Handbook: {v} leads the {code} {work}."
        msg = f"{old} is leading {s.code} as ever, see you there"
        fix = (f"Update: {new} leads the {s.code} {s.work} from now on.",
               f"Let's go with {new} leading the {s.code} {s.work} instead.")[w]  # fmt: skip
        questions = (
            f"Is {old} still leading the {s.code} {s.work}?",
            f"Who's in charge of the {s.code} {s.work} these days?",
        )
        label = "handbook"
    texts = (
        frame.format(code=s.code, work=s.work, v=old),
        frame.format(code=o.code, work=o.work, v=other),
        msg,
        fix,
    )
    _write(c, s, p, texts, label, new, (old, other), questions)


def stale_rate_limit_or_term_fee(c: Case) -> None:
    """A service's per-client rate limit (digits or words, replaced in either) or a group's
    term fee, changed."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    (p,) = people(c, 1)
    w = turn(c, 2)
    if s.software:
        n, m, x = counts(c, 3)
        old, new, other = say(n, form(c)), say(m, form(c)), say(x, form(c))
        frame = "Settings note: {code} lets each client make {v} requests a minute."
        msg = f"{s.code} is {old} a minute per client, right?"
        fix = (f"Update: {s.code}'s per-client limit is now {new} a minute.",
               f"Ignore my last — make {s.code} {new} requests a minute per client.")[w]  # fmt: skip
        questions = (
            f"Is {s.code} still capped at {old} requests a minute per client?",
            f"What's {s.code}'s per-client request cap these days?",
        )
        label = "settings note"
    else:
        old, new, other = pounds(c, 3)
        frame = "Price list: the {code} term fee is {v}."
        msg = f"{s.code} term is {old}, bring cash"
        fix = (f"Small change: a term at {s.code} now costs {new}.",
               f"Correction: the {s.code} term fee is {new} from this month.")[w]  # fmt: skip
        questions = (
            f"Is the {s.code} term fee still {old}?",
            f"What does a term at {s.code} cost me now?",
        )
        label = "price list"
    texts = (
        frame.format(code=s.code, work=s.work, v=old),
        frame.format(code=o.code, work=o.work, v=other),
        msg,
        fix,
    )
    _write(c, s, p, texts, label, new, (old, other), questions)


def stale_host_or_venue(c: Case) -> None:
    """A service moved to its second host or a group's session to its second place."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    (p,) = people(c, 1)
    w = turn(c, 2)
    old, new, other = s.places[0], s.places[1], o.places[0]
    if s.software:
        frame = '[{low}.deploy]\nhost = "{v}"'
        msg = f"{s.code} is on {old}, right?"
        fix = (f"Let's go with {new} for {s.code} instead.",
               f"Update: {s.code} has moved across to {new}.")[w]  # fmt: skip
        questions = (
            f"Is {s.code} still deployed on {old}?",
            f"Which host does {s.code} run on now?",
        )
        label = "deploy.toml"
    else:
        frame = "Handbook: the {code} {work} meets at {v}."
        msg = f"{s.code} at {old} as usual, yes?"
        fix = (f"Correction: the {s.code} {s.work} moves to {new}.",
               f"Small change: the {s.code} {s.work} is at {new} from this week.")[w]  # fmt: skip
        questions = (
            f"Is the {s.code} {s.work} still at {old}?",
            f"Where does the {s.code} {s.work} happen these days?",
        )
        label = "handbook"
    texts = (
        frame.format(code=s.code, low=s.code.lower(), work=s.work, v=old),
        frame.format(code=o.code, low=o.code.lower(), work=o.work, v=other),
        msg,
        fix,
    )
    _write(c, s, p, texts, label, new, (old, other), questions)


def stale_python_pin_or_end_time(c: Case) -> None:
    """The Python a service is pinned to or when a group's session finishes, changed."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    (p,) = people(c, 1)
    w = turn(c, 2)
    if s.software:
        old, new, other = sample(c, PY_PINS, 3)
        frame = "# {code} toolchain\n{up}_PYTHON := {v}"
        msg = f"so {s.code} builds on {old}? ok"
        fix = (f"Update: {s.code} is pinned to {new} now.",
               f"Small change: {s.code} moves its pin to {new}.")[w]  # fmt: skip
        questions = (
            f"Is {s.code} still pinned to {old}?",
            f"Which Python should I install to work on {s.code}?",
        )
        label = "Makefile"
    else:
        old, new, other = clock(c, 3)
        frame = "Calendar: the {code} {work} finishes at {v}."
        msg = f"{s.code} ends at {old} yes?"
        fix = (f"Ignore my last — the {s.code} {s.work} finishes at {new}.",
               f"Update: the {s.code} {s.work} now wraps up at {new}.")[w]  # fmt: skip
        questions = (
            f"Does the {s.code} {s.work} still finish at {old}?",
            f"What time does the {s.code} {s.work} end?",
        )
        label = "calendar"
    texts = (
        frame.format(code=s.code, up=s.code.upper(), work=s.work, v=old),
        frame.format(code=o.code, up=o.code.upper(), work=o.work, v=other),
        msg,
        fix,
    )
    _write(c, s, p, texts, label, new, (old, other), questions)


TEMPLATES = (
    stale_port_or_session_day,
    stale_reviewer_or_session_lead,
    stale_rate_limit_or_term_fee,
    stale_host_or_venue,
    stale_python_pin_or_end_time,
)
