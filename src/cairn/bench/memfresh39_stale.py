"""`fresh39` stale belief templates (``bench.memfresh39``): a value said in a document and
repeated in a member's message, then corrected by the same member in a message of their own
(the latest event, with no ``supersedes`` and without the old value), beside another subject's
value in the document's frame. Three instances of five ask about the old value by name."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench import memfresh39_pools as P
from cairn.bench.memfresh39_chat import side_chat
from cairn.bench.memgen import Case, Template


@dataclass(frozen=True)
class Face:
    """One face: the value kind (``place`` moves a subject from its first place to its second),
    the document's wording and label, the member's repeat, two corrections (by turn), a
    question naming the old value and one asking for the value now."""

    kind: str
    doc: str
    doc_label: str
    repeat: str
    fixes: tuple[str, str]
    old_question: str
    now_question: str


def write(c: Case, offset: int, software: Face, hobby: Face) -> None:
    subj = P.subject(c, offset)
    (other,) = P.others(c, subj)
    face = software if subj.software else hobby
    if face.kind == "place":
        old, new, d = subj.place_a, subj.place_b, other.place_a
        member = P.people(c, 1)[0]
    elif face.kind == "person":
        old, d, new, member = P.people(c, 4)
    else:
        old, d, new = P.draw(c, face.kind, 3)
        member = P.people(c, 1)[0]
    label = f"message from {member}"

    def fmt(text: str, s: P.Subject, v: str) -> str:
        return text.format(code=s.code, low=s.code.lower(), work=s.work, v=v)

    P.say(c, "doc", fmt(face.doc, subj, old), face.doc_label, P.days(c.rng.uniform(0, 1)))
    P.say(c, "odoc", fmt(face.doc, other, d), face.doc_label, P.days(c.rng.uniform(0, 2)))
    P.say(c, "repeat", fmt(face.repeat, subj, old), label, P.days(c.rng.uniform(2, 3)))
    side_chat(c, 2, P.days(0), 3)
    fix = P.say(c, "fix", fmt(face.fixes[P.turn(c)], subj, new), label, P.days(c.rng.uniform(4, 5)))  # fmt: skip
    named = P.instance(c) % 2 == 0
    question = fmt(face.old_question if named else face.now_question, subj, old)
    c.ask(question, after=P.days(6))
    c.expect([new], [fix], forbidden=[old, d])


RETRY_LIMIT = Face(
    "count",
    "# {code}\n[{low}.retries]\nmax_attempts = {v}",
    "retries.toml",
    "{code} retries up to {v} times, right?",
    (
        "Correction: {code} now retries up to {v} times",
        "Update: {code} gives up after {v} attempts these days",
    ),
    "Does {code} still retry up to {v} times?",
    "How many attempts does {code} make before it gives up now?",
)
ENTRY_CAP = Face(
    "count",
    "Tournament entries for {code} are capped at {v}",
    "entry form",
    "so the {code} tournament takes {v} entries, yes?",
    (
        "Small change: the {code} tournament takes {v} entries now",
        "Let's go with {v} entries for the {code} tournament instead",
    ),
    "Is the {code} tournament still capped at {v} entries?",
    "How many entries will the {code} tournament take now?",
)


def stale_retry_limit_or_entry_cap(c: Case) -> None:
    """Stale belief: a service's retry limit or a group's tournament entry cap changed, the new
    count in the other form from the old."""
    write(c, 0, RETRY_LIMIT, ENTRY_CAP)


RELEASE_MANAGER = Face(
    "person",
    "{v} is the {code} release manager",
    "team page",
    "ask {v} about {code} releases, they manage them, no?",
    (
        "Update: {v} has taken over as {code} release manager",
        "Ignore my last — {code} releases are managed by {v} now",
    ),
    "Is {v} still release manager for {code}?",
    "Who manages {code} releases these days?",
)
TREASURER = Face(
    "person",
    "Treasurer of {code}: {v}",
    "AGM minutes",
    "{v} still holds the {code} purse strings, right?",
    (
        "Correction: {v} is {code} treasurer from now on",
        "Small change: the {code} accounts go to {v} now",
    ),
    "Is {v} still treasurer of {code}?",
    "Who looks after the {code} money now?",
)


def stale_release_manager_or_treasurer(c: Case) -> None:
    """Stale belief: a service's release manager or a group's treasurer replaced."""
    write(c, 6, RELEASE_MANAGER, TREASURER)


POSTGRES_PIN = Face(
    "postgres",
    "{code} runs on {v}",
    "infra ticket",
    "{code} is still on {v}, isn't it?",
    (
        "Update: {code} moves to {v}",
        "Let's go with {v} for {code} instead",
    ),
    "Is {code} still running on {v}?",
    "Which Postgres is {code} on now?",
)
MEET_TIME = Face(
    "clock",
    "The {code} {work} meets at {v}",
    "club calendar",
    "the {code} {work} is at {v}, right?",
    (
        "Small change: the {code} {work} now starts at {v}",
        "Correction: the {code} {work} kicks off at {v} from next week",
    ),
    "Does the {code} {work} still start at {v}?",
    "What time does the {code} {work} begin now?",
)


def stale_postgres_pin_or_meet_time(c: Case) -> None:
    """Stale belief: the Postgres a service runs on or the time a group's session starts
    changed."""
    write(c, 12, POSTGRES_PIN, MEET_TIME)


PAGING_CHANNEL = Face(
    "channel",
    "{code} pages go to {v}",
    "ops handbook",
    "{code} pages still land in {v}, yes?",
    (
        "Update: {code} pages have moved to {v}",
        "Ignore my last — send {code} pages to {v} now",
    ),
    "Do {code} pages still go to {v}?",
    "Which channel gets {code} pages now?",
)
TRAINING_VENUE = Face(
    "place",
    "{code} trains at {v}",
    "noticeboard",
    "see you all at {v} for {code}, yes?",
    (
        "Correction: {code} has moved to {v}",
        "Let's go with {v} for {code} from now on",
    ),
    "Is {code} still training at {v}?",
    "Where does {code} train now?",
)


def stale_paging_channel_or_training_venue(c: Case) -> None:
    """Stale belief: a service's pages moved to another channel or a group moved to its second
    place."""
    write(c, 18, PAGING_CHANNEL, TRAINING_VENUE)


PATCH_DAY = Face(
    "weekday",
    "{code} patches go out on {v}",
    "release calendar",
    "{code} patches on {v} as usual, right?",
    (
        "Small change: {code} patch day moves to {v}",
        "Update: {code} patches on {v} from now on",
    ),
    "Does {code} still patch on {v}?",
    "Which day does {code} patch now?",
)
KIT_WASH = Face(
    "weekday",
    "The {code} kit wash is on {v}",
    "rota sheet",
    "{code} kit wash is {v} again, isn't it?",
    (
        "Correction: the {code} kit wash moves to {v}",
        "Let's go with {v} for the {code} kit wash instead",
    ),
    "Is the {code} kit wash still on {v}?",
    "What day is the {code} kit wash now?",
)


def stale_patch_day_or_kit_wash(c: Case) -> None:
    """Stale belief: a service's patch day or a group's kit wash day moved."""
    write(c, 4, PATCH_DAY, KIT_WASH)


TEMPLATES: tuple[Template, ...] = (
    stale_retry_limit_or_entry_cap,
    stale_release_manager_or_treasurer,
    stale_postgres_pin_or_meet_time,
    stale_paging_channel_or_training_venue,
    stale_patch_day_or_kit_wash,
)
