"""`fresh37` stale-belief templates: an old value said in a document and repeated in a member's
message, then replaced in a plain message from the same member that is the latest event and
never says the old value; another subject's value sits in the document's frame. Instances 0, 1
and 4 of a template ask whether the old value still holds."""

from __future__ import annotations

from collections.abc import Callable

from cairn.bench.memfresh37_pools import (
    JAVA,
    PEOPLE,
    WEEKDAYS,
    Subject,
    clocks,
    counts,
    days,
    ev,
    form,
    hours,
    others,
    people,
    pick,
    side_chat,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import sample

Frame = Callable[[Subject, str], str]


def _write(
    c: Case,
    s: Subject,
    doc: tuple[Frame, str],
    repeat: Frame,
    fixes: tuple[Frame, Frame],
    values: tuple[str, str, str],
    said_new: str,
    questions: tuple[str, str],
    o: Subject | None = None,
) -> None:
    """``values`` are the old value, the new one and another subject's (``o``, drawn here
    unless given); the correction says the new one as ``said_new``."""
    o = o or others(c, s)[0]
    (member,) = sample(c, [p for p in PEOPLE if p not in values], 1)
    old, _, other = values
    w = turn(c)
    label = f"message from {member}"
    ev(c, "o", doc[0](s, old), doc[1], days(c.rng.uniform(0, 2)))
    ev(c, "d", doc[0](o, other), doc[1], days(c.rng.uniform(0, 3)))
    ev(c, "r", repeat(s, old), label, days(c.rng.uniform(4, 6)))
    side_chat(c, 2, days(0), 6)
    fix = ev(c, "c", fixes[w](s, said_new), label, days(c.rng.uniform(7, 8)))
    c.ask(questions[w], after=days(9) + hours(c.rng.uniform(1, 8)))
    c.expect([said_new], [fix], forbidden=[old, other])


def timeout_or_course_places(c: Case) -> None:
    """Stale belief: a service's request timeout in seconds or the places on a group's
    beginners' course, changed (said in digits, replaced in digits or words)."""
    s = subject(c, 0)
    old, new, other = counts(c, 3)
    said = form(c, new)
    if s.software:
        doc: tuple[Frame, str] = (
            lambda x, v: f"[{x.code.lower()}.http]\ntimeout_seconds = {v}",
            "timeouts.toml",
        )
        repeat: Frame = lambda x, v: f"{x.code} times out after {v} seconds, right?"  # noqa: E731
        fixes: tuple[Frame, Frame] = (
            lambda x, v: f"Correction: {x.code} now times out after {v} seconds.",
            lambda x, v: f"Ignore my last — {x.code} gives up after {v} seconds these days.",
        )
        questions = (
            f"Does {s.code} still time out after {old} seconds?",
            f"How many seconds does {s.code} wait now before timing out?",
        )
    else:
        doc = (lambda x, v: f"Welcome pack, {x.code}: the beginners' course has {v} places.",
               "welcome pack")  # fmt: skip
        repeat = lambda x, v: f"{x.code} beginners' course takes {v}, yes?"  # noqa: E731
        fixes = (
            lambda x, v: f"Update: the {x.code} beginners' course has room for {v} now.",
            lambda x, v: f"Let's go with {v} places on the {x.code} beginners' course instead.",
        )
        questions = (
            f"Does the {s.code} beginners' course still have {old} places?",
            f"How many places are on the {s.code} beginners' course now?",
        )
    _write(c, s, doc, repeat, fixes, (str(old), str(new), str(other)), said, questions)


def product_owner_or_treasurer(c: Case) -> None:
    """Stale belief: a service's product owner or a group's treasurer, replaced."""
    s = subject(c, 6)
    old, new, other = people(c, 3)
    if s.software:
        doc: tuple[Frame, str] = (lambda x, v: f"Team page, {x.code}: product owner {v}.",
                                  "team page")  # fmt: skip
        repeat: Frame = lambda x, v: f"{x.code} PO is {v}, isn't it?"  # noqa: E731
        fixes: tuple[Frame, Frame] = (
            lambda x, v: f"Small change: {v} is the {x.code} product owner now.",
            lambda x, v: f"Update: {v} takes over as product owner on {x.code}.",
        )
        questions = (
            f"Is {old} still the product owner for {s.code}?",
            f"Who owns the {s.code} product backlog at the moment?",
        )
    else:
        doc = (lambda x, v: f"AGM minutes, {x.code}: treasurer {v}.", "AGM minutes")
        repeat = lambda x, v: f"{v} still does the {x.code} books, no?"  # noqa: E731
        fixes = (
            lambda x, v: f"Correction: {v} is treasurer of {x.code} from now on.",
            lambda x, v: f"Ignore my last — {x.code} money is handled by {v} now.",
        )
        questions = (
            f"Is {old} still the {s.code} treasurer?",
            f"Who looks after the {s.code} money these days?",
        )
    _write(c, s, doc, repeat, fixes, (old, new, other), new, questions)


def java_pin_or_finish_time(c: Case) -> None:
    """Stale belief: the Java a service targets or the time a group's session ends, changed."""
    s = subject(c, 12)
    if s.software:
        old, new, other = pick(c, JAVA, 3)
        doc: tuple[Frame, str] = (lambda x, v: f"Build note, {x.code}: compiled for {v}.",
                                  "build note")  # fmt: skip
        repeat: Frame = lambda x, v: f"{x.code} is on {v}, right?"  # noqa: E731
        fixes: tuple[Frame, Frame] = (
            lambda x, v: f"Update: {x.code} moves to {v}.",
            lambda x, v: f"Let's go with {v} for {x.code} instead.",
        )
        questions = (
            f"Is {s.code} still on {old}?",
            f"Which Java does {s.code} target now?",
        )
    else:
        old, new, other = clocks(c, 3)
        doc = (lambda x, v: f"Club calendar: {x.code} {x.work} finishes at {v}.",
               "club calendar")  # fmt: skip
        repeat = lambda x, v: f"{x.code} {x.work} wraps up at {v}, doesn't it?"  # noqa: E731
        fixes = (
            lambda x, v: f"Small change: the {x.code} {x.work} now ends at {v}.",
            lambda x, v: f"Correction: the {x.code} {x.work} finishes at {v} from next week.",
        )
        questions = (
            f"Does the {s.code} {s.work} still finish at {old}?",
            f"What time does the {s.code} {s.work} end now?",
        )
    _write(c, s, doc, repeat, fixes, (old, new, other), new, questions)


def host_move_or_venue_move(c: Case) -> None:
    """Stale belief: a service moved to another host or a group to its second place."""
    s = subject(c, 18)
    o = others(c, s)[0]
    old, new = s.places
    other = o.places[0]
    if s.software:
        doc: tuple[Frame, str] = (lambda x, v: f"Deploy note: {x.code} runs on {v}.",
                                  "deploy note")  # fmt: skip
        repeat: Frame = lambda x, v: f"{x.code} lives on {v}, yes?"  # noqa: E731
        fixes: tuple[Frame, Frame] = (
            lambda x, v: f"Update: {x.code} has been moved to {v}.",
            lambda x, v: f"Ignore my last — {x.code} runs on {v} now.",
        )
        questions = (
            f"Is {s.code} still running on {old}?",
            f"Which host is {s.code} on now?",
        )
    else:
        doc = (lambda x, v: f"Handbook, {x.code}: we meet at {v}.", "handbook")
        repeat = lambda x, v: f"{x.code} is at {v}, right?"  # noqa: E731
        fixes = (
            lambda x, v: f"Correction: {x.code} has moved to {v}.",
            lambda x, v: f"Let's go with {v} for {x.code} from now on.",
        )
        questions = (
            f"Is {s.code} still at {old}?",
            f"Where does {s.code} gather now?",
        )
    _write(c, s, doc, repeat, fixes, (old, new, other), new, questions, o)


def report_day_or_training_day(c: Case) -> None:
    """Stale belief: the day a service's weekly report goes out or a group's training day,
    moved."""
    s = subject(c, 4)
    old, new, other = pick(c, WEEKDAYS, 3)
    if s.software:
        doc: tuple[Frame, str] = (
            lambda x, v: f"Ops calendar: {x.code} weekly report goes out on {v}.",
            "ops calendar",
        )
        repeat: Frame = lambda x, v: f"{x.code} report is a {v} thing, right?"  # noqa: E731
        fixes: tuple[Frame, Frame] = (
            lambda x, v: f"Small change: the {x.code} weekly report moves to {v}.",
            lambda x, v: f"Update: {x.code} sends its weekly report every {v} from now on.",
        )
        questions = (
            f"Does {s.code} still send its weekly report on {old}?",
            f"On which day does the {s.code} weekly report go out now?",
        )
    else:
        doc = (lambda x, v: f"Fixtures card: {x.code} training on {v}.", "fixtures card")
        repeat = lambda x, v: f"{x.code} training is {v}, no?"  # noqa: E731
        fixes = (
            lambda x, v: f"Correction: {x.code} training moves to {v}.",
            lambda x, v: f"Let's go with {v} for {x.code} training instead.",
        )
        questions = (
            f"Is {s.code} training still on {old}?",
            f"Which day is {s.code} training now?",
        )
    _write(c, s, doc, repeat, fixes, (old, new, other), new, questions)


TEMPLATES = (
    timeout_or_course_places,
    product_owner_or_treasurer,
    java_pin_or_finish_time,
    host_move_or_venue_move,
    report_day_or_training_day,
)
