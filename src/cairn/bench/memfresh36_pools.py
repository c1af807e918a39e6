"""The pools of the `fresh36` held-out set: its subjects, people, value pools and the seeded
helpers its templates write cases with (``bench.memfresh36``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import timedelta

from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, sample


@dataclass(frozen=True)
class Subject:
    """One subject: its codename, what it is (never said in an event), whether it is software,
    a piece of work, a unit it is counted in, two places and an item."""

    code: str
    what: str
    software: bool
    work: str
    unit: str
    places: tuple[str, str]
    item: str


SUBJECTS: tuple[Subject, ...] = (
    Subject("Quobbleden", "defibrillator locator map", True, "pin refresh", "pins",
            ("qbd-map-2", "qbd-map-5"), "cabinet dataset"),
    Subject("Pemberlisk", "kabaddi team", False, "raid drill", "raids",
            ("the sports barn", "the leisure centre"), "mats"),
    Subject("Harlowspink", "donation receipt generator", True, "receipt batch", "receipts",
            ("hsp-rcpt-1", "hsp-rcpt-4"), "donor dataset"),
    Subject("Thornquaddle", "tiddlywinks society", False, "winks evening", "games",
            ("the chapter house", "the student union"), "squidgers"),
    Subject("Trenchmallow", "street tree inventory API", True, "canopy sync", "trees",
            ("tnm-api-3", "tnm-api-6"), "survey dataset"),
    Subject("Ambrosett", "mandolin orchestra", False, "sectional", "pieces",
            ("the methodist hall", "the arts centre"), "music stands"),
    Subject("Pucklewade", "rainwater tank level monitor", True, "level sweep", "tanks",
            ("pkw-tank-2", "pkw-tank-7"), "gauge dataset"),
    Subject("Gildenhusk", "backgammon club", False, "club night", "boards",
            ("the snug", "the cricket pavilion"), "doubling cubes"),
    Subject("Fossingrey", "hospital porter dispatch app", True, "job sweep", "jobs",
            ("fsg-disp-1", "fsg-disp-3"), "shift dataset"),
    Subject("Stollowby", "stoolball team", False, "net session", "innings",
            ("the village green", "the rec ground"), "bats"),
    Subject("Scaldermoot", "planning application tracker", True, "portal scrape", "applications",
            ("scm-plan-4", "scm-plan-8"), "parcel dataset"),
    Subject("Nimmerfold", "crochet circle", False, "hook night", "squares",
            ("the quaker meeting house", "the craft shop"), "yarn bags"),
    Subject("Jubbercliff", "jury summons scheduler", True, "summons run", "letters",
            ("jbc-sch-2", "jbc-sch-9"), "roll dataset"),
    Subject("Larkenspire", "storytelling circle", False, "tale night", "tales",
            ("the tithe barn", "the bookshop cellar"), "lanterns"),
    Subject("Wimbrelhast", "church heating scheduler", True, "boiler plan", "zones",
            ("wbh-heat-1", "wbh-heat-6"), "sensor dataset"),
    Subject("Cudgelmere", "softball team", False, "batting practice", "runs",
            ("the park diamond", "the school field"), "helmets"),
    Subject("Croakenvell", "frog call audio classifier", True, "clip scoring", "clips",
            ("ckv-ml-3", "ckv-ml-5"), "call dataset"),
    Subject("Ravelquint", "sepak takraw squad", False, "footwork session", "sets",
            ("the community gym", "the badminton hall"), "rattan balls"),
    Subject("Dallymarten", "dial-a-ride booking service", True, "trip matching", "trips",
            ("dlm-ride-2", "dlm-ride-4"), "route dataset"),
    Subject("Bollinwade", "cheese tasting society", False, "tasting", "cheeses",
            ("the corn exchange", "the deli upstairs"), "boards"),
)  # fmt: skip

CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)

PEOPLE: tuple[str, ...] = (
    "Bethwyn", "Meriel", "Briony", "Katya", "Kitto", "Loveday", "Merryn", "Sidonie",
    "Eldric", "Wilfrid", "Tertia", "Aethelric", "Hywela", "Iorwerth", "Jestyn", "Pryderi",
    "Tudwal", "Dilwyn", "Eiluned", "Heulwen", "Talfryn", "Cerian", "Goronwy", "Hefina",
    "Macsen", "Aneurin", "Deiniol", "Rhydian", "Gwenith", "Ithel", "Osian", "Rhonwen",
    "Amabel", "Clarimond", "Damaris", "Florimel", "Isabeau", "Kenrick", "Rohesia", "Thurstan",
)  # fmt: skip

TENS: dict[int, str] = {
    3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety",
}  # fmt: skip
ONES: dict[int, str] = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine",
}  # fmt: skip
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip
REGIONS = ("ap-south-2", "eu-north-1", "ca-west-1", "me-central-1", "af-south-1", "il-central-1")
LICENCES = ("MPL-2.0", "EUPL-1.2", "ISC", "BSD-2-Clause", "Zlib", "LGPL-3.0")
LANGUAGES = ("Elixir", "Kotlin", "OCaml", "Crystal", "Zig", "Haskell")
NODE_PINS = ("Node 18", "Node 20", "Node 22", "Node 16")
PY_PINS = ("Python 3.10", "Python 3.12", "Python 3.13", "Python 3.9")
GO_PINS = ("Go 1.21", "Go 1.22", "Go 1.24", "Go 1.20")
COLOURS = ("teal and gold", "plum and silver", "orange and navy", "lime and black",
           "maroon and sky blue", "grey and yellow")  # fmt: skip
PUBS = ("the drovers arms", "the old forge", "the wagon and horses", "the lamb inn",
        "the ferryman", "the eight bells")  # fmt: skip
SHIFTS = ("one week on, three weeks off", "follow the sun in two halves",
          "twelve-hour days, weekdays only", "a fortnight on, a fortnight off",
          "day and night halves, rotating weekly")  # fmt: skip
BAR_SHIFTS = ("two hours behind the bar each", "one home game a month each",
              "a half-season stint in pairs", "every third session, rotating",
              "the newest members first, then alphabetical")  # fmt: skip
TRIPS = ("the lakes", "the peak district", "the gower", "the broads", "the wolds", "the fens")
DINNERS = ("the boathouse restaurant", "the golf club", "the curry house on the square",
           "the farm shop cafe", "the hotel ballroom", "the canal bistro")  # fmt: skip
SIDE_LINES = (
    "anyone seen the spare extension lead?",
    "ta for sorting the kettle",
    "running ten minutes late, sorry",
    "reminder to fill in the survey if you haven't",
    "who's got the good stapler?",
    "car park is shut again, park on the street",
)  # fmt: skip
TEAM_LINES = (
    "{code} looked fine this morning",
    "nothing new on {code} from me",
    "did anyone write up the {code} notes?",
    "{code} chat is quiet this week",
    "I'll be away, ping someone else about {code}",
    "good turnout for {code} last time",
    "{code} photos are in the shared folder",
    "has the {code} newsletter gone out?",
    "thanks all for the {code} help",
    "small tidy-up of the {code} page done",
    "can we move the {code} catch-up?",
    "I've added a few questions to the {code} list",
    "{code} feedback form is open",
)  # fmt: skip


# -- where a case sits -----------------------------------------------------------------------


def place(c: Case) -> int:
    """The case's place in its dimension (0 to 24), read from its id."""
    return int(c.case_id.rsplit("-", 1)[1]) - 1


def instance(c: Case) -> int:
    return place(c) // 5


def turn(c: Case) -> int:
    """Which of a template's two wordings this case takes."""
    return (instance(c) // 2) % 2


def subject(c: Case, offset: int) -> Subject:
    """The subject the case asks about."""
    n = place(c)
    return SUBJECTS[(n + 7 * (n // 20) + offset) % 20]


def others(c: Case, s: Subject, k: int = 1) -> list[Subject]:
    """``k`` other subjects of the same kind."""
    return sample(c, [o for o in SUBJECTS if o.software == s.software and o != s], k)


def people(c: Case, k: int) -> list[str]:
    return sample(c, PEOPLE, k)


# -- values ----------------------------------------------------------------------------------


def counts(c: Case, k: int) -> list[int]:
    """``k`` counts above 31, none round or doubled, no two sharing a tens or a units digit."""
    while True:
        tens = sample(c, list(TENS), k)
        units = sample(c, list(ONES), k)
        out = [t * 10 + u for t, u in zip(tens, units, strict=True)]
        if all(n > 31 and n % 11 for n in out):
            return out


def words(n: int) -> str:
    return f"{TENS[n // 10]}-{ONES[n % 10]}"


def form(c: Case, n: int) -> str:
    """A count in digits or in words, by the seed."""
    return choose(c, (str(n), words(n)))


def pounds(c: Case, k: int) -> list[str]:
    return [f"£{v}" for v in sample(c, range(120, 990), k)]


def ports(c: Case, k: int) -> list[str]:
    return [str(v) for v in sample(c, range(2100, 9800), k)]


def refs(c: Case, k: int) -> list[str]:
    """References in lower case (``kq4-m7``) or mixed case (``Rw5Tz2``), by the seed."""
    letters = "bcdfghjkmnpqrstvwxz"
    out = []
    for _ in range(k):
        a, b, d = sample(c, letters, 3)
        n1, n2 = sample(c, "23456789", 2)
        if choose(c, (True, False)):
            out.append(f"{a}{b}{n1}-{d}{n2}")
        else:
            out.append(f"{a.upper()}{b}{n1}{d.upper()}{choose(c, letters)}{n2}")
    return out


def dates(c: Case, k: int) -> list[str]:
    months = sample(c, MONTHS, k)
    return [f"{choose(c, range(2, 29))} {m}" for m in months]


def clocks(c: Case, k: int) -> list[str]:
    hours = sample(c, range(17, 24), k)
    return [f"{h:02d}:{choose(c, (5, 10, 15, 20, 25, 30)):02d}" for h in hours]


def picks(pool: Sequence[str]) -> Callable[[Case, int], list[str]]:
    """A value maker drawing ``k`` different items of ``pool``."""

    def make(c: Case, k: int) -> list[str]:
        return sample(c, pool, k)

    return make


def hosts(s: Subject) -> tuple[str, str]:
    return s.places


def article(word: str) -> str:
    return "an" if word[0].lower() in "aeiou" else "a"


# -- events ----------------------------------------------------------------------------------


def say(
    c: Case,
    key: str,
    text: str,
    label: str,
    at: timedelta,
    *,
    session: str = "s1",
    trust: float = 0.8,
) -> str:
    """One event; its source kind is read from its label."""
    low = label.lower()
    if any(w in low for w in ("chat", "message", "text", "export")):
        kind = "chat"
    elif any(w in low for w in (".", "makefile", "env file", "config")):
        kind = "config"
    else:
        kind = "document"
    return c.event(key, text, label=label, kind=kind, trust=trust, after=at, session=session)


def side_chat(c: Case, n: int, start: float, span: float, session: str = "s1") -> None:
    """``n`` side chat lines with no value in them."""
    for i, line in enumerate(sample(c, SIDE_LINES, n)):
        say(c, f"x{i}", line, "side chat", days(start + c.rng.uniform(0, span)), session=session)


def team_chat(c: Case, s: Subject, n: int, start: float, span: float) -> None:
    """``n`` team chat lines about the subject (no digits, names, places, days or values)."""
    for i, line in enumerate(sample(c, TEAM_LINES, n)):
        at = days(start + c.rng.uniform(0, span))
        say(c, f"t{i}", line.format(code=s.code), f"team chat message {i + 1}", at, trust=0.5)


# -- templates -------------------------------------------------------------------------------


def fill(text: str, s: Subject, **values: str) -> str:
    """``text`` with the subject's codename (as is, lower and upper case), work, item and places
    and the given values put in."""
    return text.format(
        code=s.code,
        low=s.code.lower(),
        up=s.code.upper(),
        work=s.work,
        item=s.item,
        place0=s.places[0],
        place1=s.places[1],
        **values,
    )


Writer = Callable[[Case], None]


def named(name: str, doc: str, write: Writer) -> Writer:
    """``write`` under a template's name and docstring (its topic and description)."""
    write.__name__ = name
    write.__qualname__ = name
    write.__doc__ = doc
    return write
