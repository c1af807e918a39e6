"""The pools of the held-out set `fresh19` (``bench.memfresh19``): its twenty subjects, its
people, number words, source labels, chatter and the seeded helpers its templates share."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from cairn.bench.memgen import Case


@dataclass(frozen=True)
class Subject:
    code: str
    thing: str
    software: bool


SUBJECTS: tuple[Subject, ...] = (
    Subject("Quorvane", "the tile-cache renderer", True),
    Subject("Pellitrom", "the invoice reconciler", True),
    Subject("Sabrevoy", "the webhook fan-out", True),
    Subject("Druskelt", "the OCR intake worker", True),
    Subject("Vantromel", "the feature-flag relay", True),
    Subject("Ghislarn", "the audit-log shipper", True),
    Subject("Orvetash", "the geocoder sidecar", True),
    Subject("Calbrinox", "the nightly vacuum job", True),
    Subject("Yestmoor", "the SMS gateway", True),
    Subject("Fennimaw", "the thumbnail farm", True),
    Subject("Tarquellin", "the choir's spring concert", False),
    Subject("Mobrisk", "the allotment seed swap", False),
    Subject("Zelgatha", "the rowing club's regatta crew", False),
    Subject("Hurnsable", "the pottery kiln rota", False),
    Subject("Wendrolix", "the beekeepers' honey fair", False),
    Subject("Icklebrand", "the chess league's winter cup", False),
    Subject("Brastomen", "the warehouse stocktake", False),
    Subject("Ulvercombe", "the bell-ringing peal", False),
    Subject("Nostrevid", "the quilting circle's raffle", False),
    Subject("Kapplemoor", "the trail-running relay", False),
)
CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)
PEOPLE: tuple[str, ...] = (
    "Thessaly",
    "Orbanek",
    "Wilhelmus",
    "Jadwigora",
    "Radoslava",
    "Faustyna",
    "Emrecan",
    "Lisandrine",
    "Beauregard",
    "Sigourna",
    "Dobromil",
    "Pernilleh",
)
LABELS: tuple[str, ...] = ("a note", "the tracker", "a chat thread", "the log", "an email")
TENS = ("", "", "", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
UNITS = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
CHATTER: tuple[str, ...] = (
    "{c}: quick check-in, nothing new to report.",
    "Someone asked whether {c} still needs a weekly sync; left it as is.",
    "{c} came up in standup again, mostly scheduling talk.",
    "Photos from the {c} session were shared in the channel.",
    "A reminder went out about {c} paperwork.",
    "{c}: the shared doc got a new heading, no other edits.",
    "Coffee budget discussed at the {c} meeting, no decision.",
    "{c} review postponed a week because of holidays.",
    "{c}: thanks posted to everyone who helped last month.",
    "Minor typo fixed in the {c} readme.",
)


def number(case: Case, avoid: set[int]) -> int:
    """A count above 31 with different tens and units digits, not a round ten, not in ``avoid``."""
    while True:
        n = case.rng.randint(32, 98)
        if n % 10 and n // 10 != n % 10 and n not in avoid:
            avoid.add(n)
            return n


def words(n: int) -> str:
    return f"{TENS[n // 10]}-{UNITS[n % 10]}"


def two_subjects(case: Case) -> tuple[Subject, Subject]:
    a, b = case.rng.sample(list(SUBJECTS), 2)
    return a, b


def two_people(case: Case) -> tuple[str, str]:
    a, b = case.rng.sample(list(PEOPLE), 2)
    return a, b


def label(case: Case) -> str:
    return case.pick([*LABELS, *(f"{p}" for p in PEOPLE)])


def days(n: float) -> timedelta:
    return timedelta(days=n)


def chatter(case: Case, code: str, start: float, count: int) -> None:
    """``count`` messages about ``code`` from day ``start`` on, each naming no value."""
    lines = case.rng.sample(list(CHATTER), count)
    for i, line in enumerate(lines):
        case.event(
            f"chat{i}",
            line.format(c=code),
            label=case.pick(LABELS),
            kind="chat",
            trust=0.5,
            after=days(start + 9 * i + case.rng.uniform(0, 3)),
            session=f"c{i}",
        )


@dataclass(frozen=True)
class Attr:
    """One relation: how events state it (``{c}`` the codename, ``{v}`` the value), how a
    question asks it in other words, and what kind of value it takes."""

    says: tuple[str, ...]
    asks: tuple[str, ...]
    kind: str  # "num", "ident" or "person"


def value(case: Case, attr: Attr, avoid: set[int], used: set[str]) -> str:
    """A fresh value of ``attr``'s kind."""
    if attr.kind == "person":
        v = case.pick([p for p in PEOPLE if p not in used])
    elif attr.kind == "ident":
        n = number(case, avoid)
        v = case.pick([f"zq{n}x", f"Mk{n}Tr", f"plv-{n}w"])
    else:
        v = str(number(case, avoid))
    used.add(v)
    return v


def say(case: Case, attr: Attr, code: str, v: str) -> str:
    text = case.pick(attr.says).format(c=code, v=v)
    return text[0].upper() + text[1:]


def ask(case: Case, attr: Attr, code: str) -> str:
    return case.pick(attr.asks).format(c=code)


WORKERS = Attr(
    ("{c} runs {v} workers", "{c} is on {v} workers now", "{c} got bumped to {v} workers"),
    ("How many workers does {c} have?", "What is the worker count of {c}?"),
    "num",
)
TAG = Attr(
    ("{c} shows production on build {v}", "{c} sits at build {v}", "{c} was moved to build {v}"),
    ("Which build is {c} on?", "What build does {c} currently use?"),
    "ident",
)
LEAD = Attr(
    ("{v} looks after {c}", "{c} is led by {v}", "{v} took over {c}"),
    ("Who is in charge of {c}?", "Who leads {c}?"),
    "person",
)
SEATS = Attr(
    ("{c} has {v} seats booked", "we reserved {v} seats for {c}", "{c} is capped at {v} places"),
    ("How many places are there for {c}?", "What is the seat limit for {c}?"),
    "num",
)
SLOT = Attr(
    ("{c} meets in room {v}", "{c} got moved to room {v}", "{c} uses room {v}"),
    ("Where does {c} meet?", "Which room is {c} in?"),
    "ident",
)
