"""The pools of `fresh47` and the seeded helpers its templates share: twenty subjects under
codenames of their own (software and other kinds in turn), forty people, number words, months,
clock words, the team chat lines about a subject (its codename and nothing else), and small
helpers that draw a case's values from its own random source.

What a subject is (``Subject.what``) is kept here only; no event says it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import TypeVar

from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter, choose, days, sample

T = TypeVar("T")


@dataclass(frozen=True)
class Subject:
    """One subject: its codename, what it is, whether it is software, a short tag (software) or
    two rooms it uses (groups)."""

    code: str
    what: str
    software: bool
    tag: str = ""
    rooms: tuple[str, ...] = ()


SUBJECTS: tuple[Subject, ...] = (
    Subject("Grumbleton", "a pottery class booker", True, "grb"),
    Subject("Snickwood", "a lute consort", False, rooms=("the oak room", "the chapel annexe")),
    Subject("Wobbleford", "a horse riding lesson app", True, "wbf"),
    Subject(
        "Blunderhay", "a bassoon quartet", False, rooms=("the reading room", "the boathouse loft")
    ),
    Subject("Crankleigh", "a fishing charter booking site", True, "ckl"),
    Subject("Drabbleton", "a tuba ensemble", False, rooms=("the drill hall", "the garden room")),
    Subject("Fumbleworth", "a yurt stay booker", True, "fmw"),
    Subject("Hinklecombe", "a cornet band", False, rooms=("the band hut", "the parish room")),
    Subject("Jibberholt", "a rafting trip planner", True, "jbh"),
    Subject("Klunkerby", "a clarinet choir", False, rooms=("the old library", "the west vestry")),
    Subject("Lollingdale", "a steam train ticketing service", True, "lld"),
    Subject("Mumbleswick", "a mummers troupe", False, rooms=("the malt house", "the barn loft")),
    Subject("Nobbleford", "a hot spring booking site", True, "nbf"),
    Subject(
        "Quibbleham", "a maypole dancing team", False, rooms=("the school annexe", "the cider barn")
    ),
    Subject("Rumbledown", "a bushcraft course booker", True, "rmd"),
    Subject("Sprocketon", "a gospel choir", False, rooms=("the chapel hall", "the lower room")),
    Subject("Twaddlebury", "a cheese making class app", True, "twb"),
    Subject("Wimbleshaw", "a panpipe group", False, rooms=("the craft room", "the pavilion loft")),
    Subject("Yammerton", "a canyoning trip booker", True, "ymt"),
    Subject(
        "Zizzlecote", "a harpsichord society", False, rooms=("the music room", "the long gallery")
    ),
)
CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)

PEOPLE: tuple[str, ...] = (
    "Bolaji",
    "Ebele",
    "Gbenga",
    "Jumoke",
    "Kelechi",
    "Lindiwe",
    "Qiana",
    "Vusumuzi",
    "Yewande",
    "Bakhyt",
    "Dauren",
    "Kanat",
    "Madina",
    "Saule",
    "Timur",
    "Zhanar",
    "Ainura",
    "Bolot",
    "Cholpon",
    "Dilnoza",
    "Gulshan",
    "Jasur",
    "Kamola",
    "Nodira",
    "Otabek",
    "Rustam",
    "Sherzod",
    "Ulugbek",
    "Zarina",
    "Anahera",
    "Kahurangi",
    "Nikau",
    "Tamati",
    "Whetu",
    "Keanu",
    "Noelani",
    "Pualani",
    "Chiyo",
    "Daisuke",
    "Emiko",
)

TENS: dict[int, str] = {
    3: "thirty",
    4: "forty",
    5: "fifty",
    6: "sixty",
    7: "seventy",
    8: "eighty",
    9: "ninety",
}
ONES: dict[int, str] = {
    1: "one",
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
}
MONTHS: tuple[str, ...] = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
WEEKDAYS: tuple[str, ...] = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")
HOURS: dict[int, str] = {
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
    10: "ten",
    11: "eleven",
}
MINUTES: dict[int, str] = {
    5: "five past",
    10: "ten past",
    15: "quarter past",
    20: "twenty past",
    25: "twenty-five past",
    30: "half past",
}

# team chat about a subject: its codename and nothing else (no digits, names, places, days)
CHAT: tuple[str, ...] = (
    "{code} thread is getting long again, I'll tidy it up later",
    "has anyone got the notes from the last {code} catch-up?",
    "nice work on the {code} stuff, everyone",
    "{code} board is a bit of a mess, can we prune it",
    "quick nudge: the {code} checklist still has open items",
    "I'll be slow to reply on {code} things for a bit",
    "can somebody summarise where {code} landed for me",
    "the {code} doc has a few broken links, fixing",
    "thanks for the patience on {code} lately",
    "reminder to add your {code} updates before the catch-up",
    "not much to report on {code} from my side",
    "who has the {code} tracker open? it keeps asking me to refresh",
    "{code} feedback form is back up",
)

# trust by the kind of source an event comes from
TRUST: dict[str, float] = {
    "file": 0.9,
    "document": 0.85,
    "email": 0.8,
    "message": 0.7,
    "chat": 0.5,
}


def place(c: Case) -> int:
    """The case's place in its dimension (0 to 24), read from its id."""
    return int(c.case_id.rsplit("-", 1)[1]) - 1


def instance(c: Case) -> int:
    """Which of its template's five cases this is (0 to 4)."""
    return place(c) // 5


def turn(c: Case) -> int:
    """The wording a case takes: the first for instances 0, 3 and 4, the second for 1 and 2."""
    return (instance(c) * 3 // 2) % 2


def subject(c: Case) -> Subject:
    """The subject a case asks about: five of both kinds per template, all twenty per
    dimension."""
    n = place(c)
    return SUBJECTS[(3 * n + n // 13 + n % 5) % 20]


def other(c: Case, s: Subject) -> Subject:
    """Another subject of the same kind."""
    return choose(c, [o for o in SUBJECTS if o.software == s.software and o != s])


def people(c: Case, n: int) -> list[str]:
    return sample(c, PEOPLE, n)


def counts(c: Case, n: int) -> list[int]:
    """``n`` counts above 31, none round or with a doubled digit, no two sharing a tens or a
    units digit (drawn again until they keep every rule)."""
    while True:
        tens = sample(c, range(3, 10), n)
        units = sample(c, range(1, 10), n)
        out = [t * 10 + u for t, u in zip(tens, units, strict=True)]
        if all(v > 31 and v % 11 for v in out):
            return out


def spelled(n: int) -> str:
    """A count in words: ``forty-seven``."""
    return f"{TENS[n // 10]}-{ONES[n % 10]}"


def evenings(c: Case, n: int) -> list[str]:
    """``n`` evening clock times (17:00 to 22:30, minutes a multiple of five at 30 or below),
    in different hours."""
    hours = sample(c, range(17, 23), n)
    return [f"{h}:{choose(c, range(0, 35, 5)):02d}" for h in hours]


def evening_words(time: str) -> str:
    """An evening time in words: ``quarter past seven in the evening``."""
    h, m = (int(p) for p in time.split(":"))
    hour = HOURS[h - 12]
    if m == 0:
        return f"{hour} o'clock in the evening"
    return f"{MINUTES[m]} {hour} in the evening"


def mornings(c: Case, n: int) -> list[str]:
    """``n`` morning times in different hours (08:00 to 11:45, quarter hours)."""
    hours = sample(c, range(8, 12), n)
    return [f"{h:02d}:{choose(c, (0, 15, 30, 45)):02d}" for h in hours]


def dates(c: Case, n: int) -> list[str]:
    """``n`` dates in different months, days 3 to 28: ``14 May``."""
    months = sorted(sample(c, range(12), n))
    return [f"{c.rng.randint(3, 28)} {MONTHS[m]}" for m in months]


def lower_ref(c: Case, prefix: str) -> str:
    """A lower-case reference with its digits inside a token: ``chg-4k7``."""
    letters = "abcdefghjkmnpqrstuvwxyz"
    return f"{prefix}-{c.rng.randint(2, 9)}{choose(c, letters)}{c.rng.randint(2, 9)}"


def mixed_ref(c: Case) -> str:
    """A mixed-case reference: ``Gv2Zp3``."""
    upper, lower = "ABCDEFGHJKLMNPRSTUVWXYZ", "abcdefghjkmnpqrstuvwxyz"
    out = ""
    for _ in range(2):
        out += f"{choose(c, upper)}{choose(c, lower)}{c.rng.randint(2, 9)}"
    return out


def say(
    c: Case, key: str, text: str, *, label: str, kind: str, after: timedelta, session: str
) -> str:
    """One event, its trust read from its source kind; returns its id."""
    return c.event(
        key, text, label=label, kind=kind, trust=TRUST[kind], after=after, session=session
    )


def team_chat(c: Case, s: Subject, n: int, start: timedelta, span: float) -> None:
    """``n`` team chat lines about ``s`` (its codename only), spread over ``span`` days."""
    lines = tuple(line.format(code=s.code) for line in CHAT)
    Chatter(lines, "t", "team chat", TRUST["chat"])(c, n, start, span, "chat")


def soon(c: Case, lo: float, hi: float) -> timedelta:
    """A seeded time between ``lo`` and ``hi`` days after the case's start."""
    return days(c.rng.uniform(lo, hi))


def pick(c: Case, options: Sequence[T], n: int) -> list[T]:
    """``n`` different options, in a seeded order."""
    return sample(c, options, n)
