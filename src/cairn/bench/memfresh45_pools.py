"""The subjects, people, words and seeded helpers of `fresh45` (``bench.memfresh45``).

Twenty subjects under codenames of their own, software and other kinds in turn; forty people;
number, month and clock words; team chat lines that name a subject's codename and nothing else
(no digits, names, places, days or values). The helpers draw from a case's random source: which
subject a case asks about (from its place in its dimension), its instance and wording turn,
people, counts whose digits stay apart, dates, clock times and one event with its trust read
from the kind of its source.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, sample


@dataclass(frozen=True)
class Subject:
    code: str
    what: str
    software: bool
    short: str  # host and channel prefix (software) or unused
    places: tuple[str, str]  # where a group meets (groups) or two host roles (software)


SUBJECTS: tuple[Subject, ...] = (
    Subject("Brambleskew", "cookery school booking site", True, "brs", ("web", "jobs")),
    Subject("Coddlemere", "kayak polo team", False, "", ("the slipway", "the lake hut")),
    Subject("Dunderwick", "boat tour ticketing service", True, "dwk", ("api", "queue")),
    Subject("Fennelrook", "hedge laying group", False, "", ("the lambing shed", "the lay-by")),
    Subject("Gobbleshaw", "tractor ride ticket app", True, "gbs", ("edge", "worker")),
    Subject("Huddlecombe", "zither group", False, "", ("the parlour", "the vestry")),
    Subject("Jinglestead", "wine tasting booking app", True, "jgs", ("app", "cron")),
    Subject("Knobbleton", "bodhran circle", False, "", ("the snug bar", "the forge")),
    Subject("Mumblethorpe", "husky sledding booker", True, "mbt", ("web", "batch")),
    Subject("Niddlesworth", "concertina band", False, "", ("the bandstand", "the loft")),
    Subject("Pottlebury", "gorge walking trip scheduler", True, "ptb", ("api", "jobs")),
    Subject("Quaddlemoor", "madrigal choir", False, "", ("the chancel", "the song room")),
    Subject("Rumbleshott", "stargazing night booking site", True, "rbs", ("web", "sched")),
    Subject("Sniggleford", "tabla class", False, "", ("the yoga room", "the annexe")),
    Subject("Twaddlecote", "punting hire app", True, "twc", ("app", "worker")),
    Subject("Umbleridge", "fife band", False, "", ("the drill hall", "the gatehouse")),
    Subject("Wimbletoft", "padel court booker", True, "wmt", ("api", "cron")),
    Subject("Yarblecross", "viol consort", False, "", ("the long gallery", "the crypt")),
    Subject("Zimbledown", "real tennis court booking service", True, "zmd", ("web", "queue")),
    Subject("Fiddlehame", "glee club", False, "", ("the assembly room", "the cellar bar")),
)
CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)

PEOPLE: tuple[str, ...] = (
    "Ewart", "Kesia", "Hermia", "Odhran", "Rafferty", "Zadok", "Catrin", "Absalom", "Nonie",
    "Rozenn", "Trefor", "Emlyn", "Gaenor", "Huw", "Beathag", "Calum", "Deirdre", "Jamesina",
    "Kirsty", "Morag", "Nairn", "Oighrig", "Peigi", "Ruaridh", "Seonag", "Tormod", "Uilleam",
    "Alasdair", "Donal", "Gearoid", "Iarla", "Padraic", "Brogan", "Wulfric", "Aelfwyn", "Edwy",
    "Sigeric", "Heloise", "Hugolin", "Ysabeau",
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
HOURS: dict[int, str] = {
    5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten",
}  # fmt: skip
PAST: dict[int, str] = {
    0: "o'clock", 5: "five past", 10: "ten past", 15: "quarter past", 20: "twenty past",
    25: "twenty-five past", 30: "half past",
}  # fmt: skip
WEEKDAYS: tuple[str, ...] = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")

# team chat about a subject: the codename and nothing else
CHAT: tuple[str, ...] = (
    "anyone else finding {code} a bit sluggish lately?",
    "reminder to update the {code} notes when you get a chance",
    "{code} went fine this week, nothing to report",
    "who has the login for the {code} shared inbox?",
    "can we tidy the {code} folder, it's a mess",
    "good turnout for {code} again, well done all",
    "the {code} thread is getting long, shall we split it?",
    "heads down on {code} this week, ping me if urgent",
    "{code} feedback form is back, mostly kind words",
    "small thing: the {code} checklist has a typo",
    "thanks everyone who chipped in on {code} stuff",
    "I'll be slow to reply on {code} until next week",
    "is the {code} calendar invite still right for everyone?",
    "quiet one for {code}, which makes a change",
)
TRUST: dict[str, float] = {"file": 0.95, "doc": 0.9, "email": 0.8, "message": 0.7, "chat": 0.55}


def place(c: Case) -> int:
    """The case's place in its dimension (0 to 24), read from its id."""
    return int(c.case_id.rsplit("-", 1)[1]) - 1


def instance(c: Case) -> int:
    return place(c) // 5


def turn(c: Case) -> int:
    """Which of a template's two wordings the case takes (the first for 0, 3 and 4)."""
    return (instance(c) * 3 // 2) % 2


def subject(c: Case) -> Subject:
    n = place(c)
    return SUBJECTS[(3 * n + n // 13 + n % 5) % 20]


def other(c: Case, s: Subject) -> Subject:
    """Another subject of the same kind."""
    return choose(c, [t for t in SUBJECTS if t.software == s.software and t != s])


def people(c: Case, n: int) -> list[str]:
    return sample(c, PEOPLE, n)


def counts(c: Case, n: int) -> list[int]:
    """``n`` counts above 31, none round or doubled, no two sharing a tens or a units digit;
    drawn again until all of them keep every rule."""
    while True:
        tens = sample(c, range(3, 10), n)
        units = sample(c, range(1, 10), n)
        out = [t * 10 + u for t, u in zip(tens, units, strict=True)]
        if all(v > 31 and t != u for v, t, u in zip(out, tens, units, strict=True)):
            return out


def spelled(n: int) -> str:
    return f"{TENS[n // 10]}-{ONES[n % 10]}"


def day_month(c: Case, month: int | None = None) -> tuple[int, int]:
    """A day (3 to 28) and a month (0 to 11, drawn unless given)."""
    return c.rng.randint(3, 28), c.rng.randrange(12) if month is None else month


def date(day: int, month: int) -> str:
    return f"{day} {MONTHS[month]}"


def evening(c: Case) -> tuple[int, int]:
    return c.rng.randint(17, 22), 5 * c.rng.randint(0, 6)


def morning(c: Case) -> tuple[int, int]:
    return c.rng.randint(8, 10), 5 * c.rng.randint(0, 6)


def clock(hm: tuple[int, int]) -> str:
    return f"{hm[0]:02d}:{hm[1]:02d}"


def in_words(hm: tuple[int, int]) -> str:
    """An evening time in words: 'twenty past seven in the evening'."""
    hour = HOURS[hm[0] - 12]
    if hm[1] == 0:
        return f"{hour} o'clock in the evening"
    return f"{PAST[hm[1]]} {hour} in the evening"


def ref_lower(c: Case, prefix: str) -> str:
    """A lower-case reference with its digits inside a token: ``chg-4r8``."""
    letters = "abcdefghjkmnpqrstuvwxyz"
    return f"{prefix}-{c.rng.randint(2, 9)}{choose(c, letters)}{c.rng.randint(2, 9)}"


def ref_mixed(c: Case) -> str:
    """A mixed-case reference: ``Gt5Rn8``."""
    up, low = "BCDFGHJKLMNPRSTVWZ", "abcdefghjkmnpqrstuvwxyz"
    parts = [choose(c, up), choose(c, low), str(c.rng.randint(2, 9))]
    parts += [choose(c, up), choose(c, low), str(c.rng.randint(2, 9))]
    return "".join(parts)


def say(
    c: Case,
    key: str,
    text: str,
    label: str,
    kind: str,
    after: timedelta,
    session: str,
) -> str:
    """One event, its trust read from the kind of its source."""
    return c.event(
        key, text, label=label, kind=kind, trust=TRUST[kind], after=after, session=session
    )


def chat_lines(s: Subject) -> list[str]:
    return [t.format(code=s.code) for t in CHAT]


def around(c: Case, lo: float, hi: float) -> timedelta:
    """A seeded time between ``lo`` and ``hi`` days after the case's start."""
    return days(c.rng.uniform(lo, hi))
