"""The pools and seeded helpers of `fresh46` (``bench.memfresh46``): its twenty subjects under
their codenames, its forty people, number words, months, weekdays, clock words, the team chat
lines about a subject (they name the codename and nothing else), and the small helpers every
template module of the set writes its cases with.

Every helper draws from the case's own random source; the frozen copy depends on the order of
the draws, so a helper must not add, drop or reorder one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta

from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter, choose, days, sample


@dataclass(frozen=True)
class Subject:
    """One subject: its codename, what it is (in the pools only, never in an event), whether it
    is a piece of software, a short tag for its buckets and channels (software) or its two
    rooms (a group)."""

    code: str
    what: str
    software: bool
    tag: str = ""
    rooms: tuple[str, str] = ("", "")


SUBJECTS: tuple[Subject, ...] = (
    Subject("Pibblestone", "an ice skating session booker", True, "pbs"),
    Subject(
        "Wafflemire", "a marimba ensemble", False, rooms=("the corn exchange", "the old forge")
    ),
    Subject("Crumbleholt", "a dog grooming appointment app", True, "crh"),
    Subject("Doddlecot", "a shakuhachi circle", False, rooms=("the quaker room", "the boathouse")),
    Subject("Fizzlebrook", "a bike repair booking site", True, "fzb"),
    Subject("Gigglesby", "a balalaika orchestra", False, rooms=("the tithe barn", "the orangery")),
    Subject("Hobblemead", "a surf lesson booker", True, "hbm"),
    Subject("Jostlewick", "a bookbinding guild", False, rooms=("the print room", "the undercroft")),
    Subject("Kettlebarrow", "a cave diving trip planner", True, "ktb"),
    Subject("Limpleton", "a didgeridoo circle", False, rooms=("the cricket pavilion", "the loft")),
    Subject("Mizzlecombe", "a sand yachting booking service", True, "mzc"),
    Subject("Nettlebrake", "a bugle band", False, rooms=("the scout hall", "the malt house")),
    Subject("Oddlestowe", "a carriage ride ticket app", True, "ods"),
    Subject("Piddlemarsh", "a euphonium quartet", False, rooms=("the music school", "the crypt")),
    Subject("Quillsworth", "a farm stay booking site", True, "qlw"),
    Subject("Rattlebury", "a koto group", False, rooms=("the tea room", "the garden studio")),
    Subject("Scrimbleden", "a treehouse stay booker", True, "scd"),
    Subject("Tiddlemoss", "a sword dancing side", False, rooms=("the village green", "the gym")),
    Subject("Uppleford", "a ghost tour ticketing service", True, "upf"),
    Subject("Vexleton", "a recorder consort", False, rooms=("the side chapel", "the card room")),
)
CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)

PEOPLE: tuple[str, ...] = (
    "Xavera", "Achim", "Cornelis", "Eilif", "Mette", "Abebe", "Bukola", "Dayo", "Ekow", "Gyasi",
    "Hadiza", "Jelani", "Lungile", "Mandla", "Nkosana", "Obinna", "Palesa", "Refilwe",
    "Thandeka", "Vusi", "Wanjiru", "Xolani", "Zodwa", "Chingis", "Daulet", "Farida", "Hakan",
    "Jyrki", "Kalle", "Lauri", "Marjatta", "Niilo", "Pirkko", "Seppo", "Tuula", "Urho",
    "Veikko", "Aarne", "Eino", "Ismo",
)  # fmt: skip

TENS: dict[int, str] = {
    3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety",
}  # fmt: skip
ONES: dict[int, str] = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine",
}  # fmt: skip
MONTHS: tuple[str, ...] = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip
WEEKDAYS: tuple[str, ...] = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")
HOURS_IN_WORDS: dict[int, str] = {
    5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten",
}  # fmt: skip
MINUTES_IN_WORDS: dict[int, str] = {
    5: "five past", 10: "ten past", 15: "quarter past", 20: "twenty past", 25: "twenty-five past",
    30: "half past",
}  # fmt: skip

# team chat about a subject: the codename and nothing else (no digits, names, places or days)
CHAT: tuple[str, ...] = (
    "is {code} quieter than usual or is it just me",
    "someone left a half-eaten sandwich next to the {code} stuff again",
    "nice work on {code} lately, it feels calmer",
    "the {code} photos from last time are finally up",
    "reminder to bring a jumper, the {code} room gets cold",
    "any objections to tidying the {code} shared folder?",
    "I keep mistyping {code} as something rude",
    "can whoever borrowed the {code} extension lead put it back",
    "the {code} newsletter draft needs a proofread",
    "heads up: {code} paperwork is piling up again",
    "does anyone actually read the {code} minutes",
    "the kettle near the {code} corner is on its last legs",
    "glad the {code} fuss has calmed down",
    "who wants to write up the {code} retrospective thing",
    "loving the new {code} logo sketches",
    "the {code} inbox filter is eating replies again",
)

# how much a source is trusted, by its kind
TRUST: dict[str, float] = {
    "file": 0.9,
    "doc": 0.85,
    "email": 0.8,
    "message": 0.7,
    "chat": 0.45,
}


def place(c: Case) -> int:
    """A case's place in its dimension (0 to 24), read from its id."""
    return int(c.case_id.rsplit("-", 1)[1]) - 1


def instance(c: Case) -> int:
    """Which of its template's five cases this is."""
    return place(c) // 5


def turn(c: Case) -> int:
    """A template's wording turn: the first for instances 0, 3 and 4, the second for 1 and 2."""
    return (instance(c) * 3 // 2) % 2


def subject(c: Case, offset: int) -> Subject:
    """The subject a case asks about (``offset`` is the template's place in its dimension)."""
    n = place(c)
    return SUBJECTS[(3 * n + n // 13 + offset) % 20]


def other(c: Case, s: Subject) -> Subject:
    """Another subject of the same kind."""
    return choose(c, [t for t in SUBJECTS if t.software == s.software and t != s])


def people(c: Case, n: int) -> list[str]:
    return sample(c, PEOPLE, n)


def counts(c: Case, n: int) -> list[int]:
    """``n`` counts above 31, none round or with a doubled digit, no two sharing a tens or a
    units digit (drawn again until they keep every rule)."""
    while True:
        out = [c.rng.randrange(32, 100) for _ in range(n)]
        good = all(v % 10 and v % 11 for v in out)
        if good and len({v // 10 for v in out}) == n and len({v % 10 for v in out}) == n:
            return out


def in_words(n: int) -> str:
    """A count above 31 in words (``forty-seven``)."""
    return f"{TENS[n // 10]}-{ONES[n % 10]}"


def evening(c: Case, n: int) -> list[tuple[int, int]]:
    """``n`` evening clock times (17:00 to 22:30) in different hours, minutes a multiple of five
    at 30 or below."""
    return [(h, c.rng.randrange(0, 31, 5)) for h in sample(c, range(17, 23), n)]


def clock(t: tuple[int, int]) -> str:
    return f"{t[0]:02d}:{t[1]:02d}"


def clock_words(t: tuple[int, int]) -> str:
    """An evening time in words (``twenty past seven in the evening``)."""
    h, m = t[0] - 12, t[1]
    hour = HOURS_IN_WORDS[h]
    return f"{hour} o'clock in the evening" if m == 0 else f"{MINUTES_IN_WORDS[m]} {hour} in the evening"  # fmt: skip


def morning(c: Case, n: int) -> list[str]:
    """``n`` morning clock times in different hours."""
    return [f"{h:02d}:{c.rng.choice((0, 15, 30, 45)):02d}" for h in sample(c, range(8, 12), n)]


def dates(c: Case, n: int) -> list[str]:
    """``n`` dates in different months, the days of the month between 3 and 28, in month
    order."""
    months = sorted(sample(c, range(12), n))
    return [f"{c.rng.randrange(3, 29)} {MONTHS[m]}" for m in months]


def lower_ref(c: Case, stem: str) -> str:
    """A reference in lower case with its digits inside a token (``inc-4k2``)."""
    letter = c.rng.choice("abcdefghjkmnpqrstuvwxyz")
    return f"{stem}-{c.rng.randrange(2, 10)}{letter}{c.rng.randrange(2, 10)}"


def mixed_ref(c: Case) -> str:
    """A reference in mixed case (``Pq5Rt7``)."""
    up, low = "ABCDEFGHJKLMNPQRSTUVWXYZ", "abcdefghjkmnpqrstuvwxyz"
    return "".join(
        c.rng.choice(up) + c.rng.choice(low) + str(c.rng.randrange(2, 10)) for _ in range(2)
    )


def chatter(c: Case, s: Subject, n: int, start: timedelta, span: float) -> None:
    """``n`` team chat lines about ``s`` in a session of their own."""
    texts = [t.format(code=s.code) for t in CHAT]
    Chatter(texts, "tc", "team chat", TRUST["chat"])(c, n, start, span, "chat")


def say(
    c: Case,
    key: str,
    text: str,
    label: str,
    kind: str,
    after: timedelta,
    session: str,
) -> str:
    """One event, its trust read from its source kind; returns its id."""
    return c.event(
        key, text, label=label, kind=kind, trust=TRUST[kind], after=after, session=session
    )


def one_of(c: Case, options: Sequence[str]) -> str:
    return choose(c, options)


__all__ = ["days"]
