"""Stale-belief templates of `fresh36`: a value said in a document and repeated in a member's
message, then corrected by that member in a message of their own (the latest event, with no
``supersedes`` field and never naming the old value), beside another subject's value in the
document's frame (``bench.memfresh36``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from cairn.bench import memfresh36_pools as P
from cairn.bench.memgen import Case
from cairn.bench.memset import days, sample

# the old value, the new one (as the correction says it), another subject's
Values = Callable[[Case, P.Subject, P.Subject], tuple[str, str, str]]


@dataclass(frozen=True)
class Face:
    """The document (wording and label), the member's repeat, the two corrections, and two
    questions: one naming the old value, one not."""

    values: Values
    doc: str
    doc_label: str
    repeat: str
    fixes: tuple[str, str]
    still: str
    now: str


def pool(items: tuple[str, ...]) -> Values:
    def values(c: Case, s: P.Subject, o: P.Subject) -> tuple[str, str, str]:
        a, b, d = sample(c, items, 3)
        return a, b, d

    return values


def persons(c: Case, s: P.Subject, o: P.Subject) -> tuple[str, str, str]:
    a, b, d = P.people(c, 3)
    return a, b, d


def counted(c: Case, s: P.Subject, o: P.Subject) -> tuple[str, str, str]:
    """The old count in digits; the new one and the other subject's in digits or words."""
    a, b, d = P.counts(c, 3)
    return str(a), P.form(c, b), P.form(c, d)


def times(c: Case, s: P.Subject, o: P.Subject) -> tuple[str, str, str]:
    a, b, d = P.clocks(c, 3)
    return a, b, d


def places(c: Case, s: P.Subject, o: P.Subject) -> tuple[str, str, str]:
    return s.places[0], s.places[1], o.places[0]


def build(offset: int, software: Face, hobby: Face) -> P.Writer:
    def write(c: Case) -> None:
        s = P.subject(c, offset)
        (o,) = P.others(c, s)
        face = software if s.software else hobby
        old, new, theirs = face.values(c, s, o)
        member = next(p for p in P.people(c, 4) if p not in (old, new, theirs))
        label = f"message from {member}"
        P.say(c, "doc", P.fill(face.doc, s, v=old), face.doc_label, days(c.rng.uniform(0, 5)))
        P.say(c, "other", P.fill(face.doc, o, v=theirs), face.doc_label,
              days(c.rng.uniform(0, 8)))  # fmt: skip
        P.say(c, "repeat", P.fill(face.repeat, s, v=old, p=member), label,
              days(c.rng.uniform(9, 13)))  # fmt: skip
        P.side_chat(c, 2, 0, 14)
        fix = P.say(c, "fix", P.fill(face.fixes[P.turn(c)], s, v=new), label,
                    days(c.rng.uniform(15, 18)))  # fmt: skip
        ask = face.still if P.instance(c) % 2 == 0 else face.now
        c.ask(P.fill(ask, s, v=old), after=days(20 + c.rng.uniform(0, 5)))
        c.expect([new], [fix], forbidden=[old, theirs])

    return write


stale_retry_limit_or_entry_cap = P.named(
    "stale_retry_limit_or_entry_cap",
    """A service's retry limit or a group's open tournament entry cap, changed after a member
    repeated the old figure.""",
    build(
        0,
        Face(
            counted,
            "Runbook: {code} retries a failed call {v} times before giving up.", "runbook",
            "{code} still gives up after {v} retries, right?",
            ("Correction: {code} now retries {v} times before it stops.",
             "Ignore my last — {code} gets {v} retries these days."),
            "Does {code} still retry {v} times?",
            "How many times does {code} retry now before giving up?",
        ),
        Face(
            counted,
            "Tournament rules: the {code} open takes {v} entries.", "tournament rules",
            "the {code} open is {v} entries, yes?",
            ("Update: the {code} open has room for {v} entries.",
             "Let's go with {v} entries for the {code} open instead."),
            "Is the {code} open still limited to {v} entries?",
            "How many entries can the {code} open take now?",
        ),
    ),
)  # fmt: skip

stale_tech_lead_or_captain = P.named(
    "stale_tech_lead_or_captain",
    """A service's tech lead or a group's captain, replaced after a member repeated the old
    name.""",
    build(
        3,
        Face(
            persons,
            "Team page: {v} is tech lead on {code}.", "team page",
            "{v} still runs the technical side of {code}, no?",
            ("Correction: {v} is the {code} tech lead now.",
             "Small change: {v} takes over as tech lead on {code}."),
            "Is {v} still the tech lead for {code}?",
            "Who leads {code} technically at the moment?",
        ),
        Face(
            persons,
            "AGM minutes: {v} was elected {code} captain.", "AGM minutes",
            "{v} is still captain of {code}, isn't that right?",
            ("Update: {v} captains {code} from now on.",
             "Ignore my last — {code} is captained by {v}."),
            "Is {v} still captain of {code}?",
            "Who's captaining {code} these days?",
        ),
    ),
)  # fmt: skip

stale_python_pin_or_start_time = P.named(
    "stale_python_pin_or_start_time",
    """A service's Python pin or the start time of a group's session, changed after a member
    repeated the old one.""",
    build(
        6,
        Face(
            pool(P.PY_PINS),
            "pyproject note: {code} is pinned to {v}.", "pyproject note",
            "{code} is on {v}, right?",
            ("Update: {code} moves its pin to {v}.",
             "Let's go with {v} for {code} instead."),
            "Is {code} still pinned to {v}?",
            "Which Python does {code} pin now?",
        ),
        Face(
            times,
            "Calendar: the {code} {work} starts at {v}.", "calendar",
            "the {code} {work} is {v} as usual?",
            ("Correction: the {code} {work} now starts at {v}.",
             "Small change: the {code} {work} kicks off at {v} from next week."),
            "Does the {code} {work} still start at {v}?",
            "What time does the {code} {work} begin now?",
        ),
    ),
)  # fmt: skip

stale_region_or_venue = P.named(
    "stale_region_or_venue",
    """A service moved to another region or a group to its second place, after a member
    repeated the old one.""",
    build(
        9,
        Face(
            pool(P.REGIONS),
            "Team page: {code} is deployed to {v}.", "team page",
            "{code} is still in {v}, yes?",
            ("Update: {code} has been moved to {v}.",
             "Ignore my last — {code} runs in {v} now."),
            "Is {code} still running in {v}?",
            "Which region is {code} in now?",
        ),
        Face(
            places,
            "Handbook: {code} meets at {v}.", "handbook",
            "{code} at {v} again this week?",
            ("Correction: {code} has moved to {v}.",
             "Let's go with {v} for {code} instead."),
            "Is {code} still at {v}?",
            "Where does {code} meet now?",
        ),
    ),
)  # fmt: skip

stale_backup_day_or_club_night_day = P.named(
    "stale_backup_day_or_club_night_day",
    """The night a service runs its full backup or the day of a group's club nights, moved after
    a member repeated the old day.""",
    build(
        12,
        Face(
            pool(P.WEEKDAYS),
            "Ops calendar: {code} full backups run every {v}.", "ops calendar",
            "{code} backup is {v} night, yes?",
            ("Small change: {code} full backups move to {v}.",
             "Update: {code} backs up every {v} from now on."),
            "Does {code} still do its full backup on {v}?",
            "Which night does {code} run its full backup now?",
        ),
        Face(
            pool(P.WEEKDAYS),
            "Fixtures card: {code} club nights are on {v}.", "fixtures card",
            "{code} club nights are {v}, aren't they?",
            ("Correction: {code} club nights move to {v}.",
             "Let's go with {v} for {code} club nights instead."),
            "Are {code} club nights still on {v}?",
            "Which day are {code} club nights now?",
        ),
    ),
)  # fmt: skip

TEMPLATES = (
    stale_retry_limit_or_entry_cap,
    stale_tech_lead_or_captain,
    stale_python_pin_or_start_time,
    stale_region_or_venue,
    stale_backup_day_or_club_night_day,
)
