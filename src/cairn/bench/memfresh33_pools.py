"""The pools of `fresh33` (``bench.memfresh33``): its twenty subjects, its people and values, the
team chat lines about a subject, and the seeded helpers its templates write cases with.

Every helper draws from the case's own random source; the frozen copy depends on the order of
the draws, so none may be added, dropped or reordered once the set is frozen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta

from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter, choose, sample


@dataclass(frozen=True)
class Subject:
    """One subject: its codename, what it is (never said in an event), whether it is software,
    its piece of work, the unit it counts in, two places, an item (a dataset or a piece of kit)
    and a periodic report."""

    code: str
    what: str
    software: bool
    work: str
    unit: str
    places: tuple[str, str]
    item: str
    report: str


SUBJECTS: tuple[Subject, ...] = (
    Subject("Frindlestow", "a ski lift pass scanner service", True, "pass sync", "gates",
            ("frn-gate-4", "frn-gate-7"), "lift pass scans", "gate summary"),
    Subject("Gobbersley", "a dragon boat team", False, "paddling session", "paddlers",
            ("the boat club slipway", "the rowing lake"), "spare paddles", "crew sheet"),
    Subject("Hapsenwick", "a crop yield forecasting API", True, "forecast run", "farms",
            ("hps-api-3", "hps-api-8"), "field survey records", "forecast digest"),
    Subject("Jottercombe", "a water polo club", False, "pool training", "players",
            ("the town baths", "the college pool"), "caps and goals", "match sheet"),
    Subject("Kimblefrost", "a court hearing listings feed", True, "listings publish",
            "courtrooms", ("kmb-pub-2", "kmb-pub-6"), "hearing schedules", "listings report"),
    Subject("Lurrowdale", "a fencing club", False, "bout night", "fencers",
            ("the drill hall", "the church annexe"), "scoring boxes", "bout sheet"),
    Subject("Mendlewisp", "a beach water quality alert service", True, "sample import",
            "beaches", ("mdw-alr-5", "mdw-alr-9"), "lab sample results", "alert digest"),
    Subject("Nobblecrest", "a gospel choir", False, "choir rehearsal", "singers",
            ("the chapel vestry", "the arts centre studio"), "choir robes", "set list"),
    Subject("Ostlemire", "a marathon chip timing service", True, "results upload", "runners",
            ("ost-tim-3", "ost-tim-7"), "chip reads", "results summary"),
    Subject("Pudderwick", "a beach volleyball league", False, "league night", "teams",
            ("the north sands", "the sand courts"), "court lines", "league table"),
    Subject("Rasselbury", "a harbour crane telemetry feed", True, "telemetry rollup", "cranes",
            ("rsb-tel-2", "rsb-tel-5"), "crane load logs", "load report"),
    Subject("Scrimbleton", "a hurling team", False, "hurling training", "hurlers",
            ("the back pitch", "the county grounds"), "helmets", "panel list"),
    Subject("Throssleby", "a food hygiene rating lookup", True, "ratings refresh", "premises",
            ("thr-web-4", "thr-web-8"), "inspection reports", "ratings digest"),
    Subject("Umblewade", "a ballroom dance society", False, "dance class", "couples",
            ("the assembly rooms", "the ballroom annexe"), "sound system", "class list"),
    Subject("Vexmoorley", "a bus lane camera fine processor", True, "fine batch", "cameras",
            ("vxm-prc-3", "vxm-prc-6"), "camera captures", "fines report"),
    Subject("Wobbleholt", "a petanque club", False, "boules evening", "members",
            ("the gravel terrain", "the pub garden"), "spare boules", "draw sheet"),
    Subject("Yaxenford", "a blood glucose meter sync service", True, "meter sync", "meters",
            ("yxf-snc-2", "yxf-snc-9"), "glucose readings", "sync report"),
    Subject("Crinklewold", "a model railway club", False, "running night", "modellers",
            ("the railway arch", "the loft room"), "layout controllers", "running log"),
    Subject("Dappleshank", "a glacier melt sensor ingest", True, "sensor ingest", "sensors",
            ("dps-ing-4", "dps-ing-7"), "melt gauge series", "ingest digest"),
    Subject("Erskelby", "a stained glass workshop group", False, "glass session", "makers",
            ("the craft barn", "the studio cellar"), "glass cutters", "project board"),
)  # fmt: skip
CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)

PEOPLE: tuple[str, ...] = (
    "Leofric", "Pankaj", "Euphemia", "Primrose", "Oriana", "Piotr", "Aldhelm", "Caedmon",
    "Egbertine", "Hrothgar", "Ondine", "Rainulf", "Theodolind", "Vortigern", "Zenobius",
    "Aethelflaed", "Cynewulf", "Eadgyth", "Fulbert", "Gormflaith", "Heremod", "Ingund",
    "Kolbeinn", "Melangell", "Nechtan", "Osgifu", "Petronilla", "Ragnvald", "Tostig", "Unferth",
    "Waltheof", "Ealdred", "Fastrada", "Hereward", "Judoc", "Kunibert", "Mauger", "Rotrude",
    "Sigebert", "Thorfinn",
)  # fmt: skip

TENS: dict[int, str] = {
    3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety",
}  # fmt: skip
UNITS: dict[int, str] = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine",
}  # fmt: skip
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip
TIMEZONES = (
    "Europe/Lisbon", "America/Halifax", "Asia/Kolkata", "Australia/Perth", "Africa/Nairobi",
    "Pacific/Auckland", "America/Denver", "Asia/Manila",
)  # fmt: skip
FORMATS = ("Protobuf", "Avro", "MessagePack", "CBOR", "Thrift", "FlatBuffers", "Cap'n Proto")
COLOURS = (
    "teal and amber", "maroon and gold", "navy and lime", "plum and silver", "black and coral",
    "green and cream", "rust and sky blue",
)  # fmt: skip
PY_PINS = ("Python 3.10", "Python 3.11", "Python 3.12", "Python 3.13", "PyPy 3.10")
ON_CALL = (
    "week on, week off", "one week in three", "one week in four", "a fortnight at a time",
    "weekdays and weekends split", "follow the sun",
)  # fmt: skip
WASH_ROTA = (
    "by shirt number", "alphabetical by surname", "newest members first",
    "losers of the last game", "the captain's pick each month", "oldest members first",
)  # fmt: skip
VENUES = (
    "the riverside centre", "the old mill", "the community campus", "the west leisure centre",
    "the harbour hall", "the grammar school", "the methodist hall", "the sixth form centre",
)  # fmt: skip

# team chat about a subject: no digits, names, places or values; "{code}" is the codename
CHAT = (
    "anyone know if the {code} notes got shared?",
    "the {code} thread is getting long again",
    "can we keep {code} questions in one place please",
    "thanks all for the {code} help this week",
    "I'll catch up on {code} after lunch",
    "is the {code} doc still the one to read?",
    "nice work on {code} yesterday",
    "heads up, {code} is on the list for next time",
    "did the {code} photos ever go up?",
    "no news on {code} from me",
    "who has the {code} login, asking for a friend",
    "{code} came up at the pub, all good",
    "quiet week for {code}",
    "I'd like a tidier {code} page at some point",
    "if anyone needs a hand with {code}, shout",
)  # fmt: skip


# -- seeded helpers ------------------------------------------------------------------------------


def mins(n: float) -> timedelta:
    return timedelta(minutes=n)


def days(n: float) -> timedelta:
    return timedelta(days=n)


def place(c: Case) -> int:
    """The case's place in its dimension (0 to 24), read from its id."""
    return int(c.case_id.rsplit("-", 1)[1]) - 1


def instance(c: Case) -> int:
    """Which of its template's five cases this is."""
    return place(c) // 5


def turn(c: Case, k: int) -> int:
    """The wording this case takes of ``k``: it turns every second instance."""
    return (instance(c) // 2) % k


def subject(c: Case, offset: int) -> Subject:
    """The subject the case asks about."""
    n = place(c)
    return SUBJECTS[(n + 7 * (n // 20) + offset) % 20]


def others(c: Case, s: Subject, k: int = 1) -> list[Subject]:
    """``k`` other subjects of the same kind as ``s``."""
    return sample(c, [o for o in SUBJECTS if o.software == s.software and o != s], k)


def people(c: Case, k: int) -> list[str]:
    return sample(c, PEOPLE, k)


def counts(c: Case, k: int) -> list[int]:
    """``k`` counts above 31 whose tens and units all differ, none round or doubled."""
    tens = sample(c, range(3, 10), k)
    units = sample(c, [u for u in range(2, 10)], k)
    out = [10 * t + u for t, u in zip(tens, units, strict=True)]
    while any(n // 10 == n % 10 for n in out):
        units = sample(c, [u for u in range(2, 10)], k)
        out = [10 * t + u for t, u in zip(tens, units, strict=True)]
    return out


def words(n: int) -> str:
    return f"{TENS[n // 10]}-{UNITS[n % 10]}"


def form(c: Case) -> bool:
    """True for a count in words, False for digits."""
    return choose(c, (True, False))


def say(n: int, in_words: bool) -> str:
    return words(n) if in_words else str(n)


def pounds(c: Case, k: int) -> list[str]:
    """``k`` different three-digit amounts after a pound sign."""
    return [f"£{n}" for n in sample(c, range(214, 988, 7), k)]


def ports(c: Case, k: int) -> list[str]:
    return [str(n) for n in sample(c, range(7013, 9890, 17), k)]


LETTERS = "abcdefghjkmnpqrstuvwxyz"


def ref_lower(c: Case) -> str:
    """A reference like ``tv5-k2m``."""
    a = "".join(sample(c, LETTERS, 2))
    d = sample(c, "23456789", 2)
    b = sample(c, LETTERS, 2)
    return f"{a}{d[0]}-{b[0]}{d[1]}{b[1]}"


def ref_mixed(c: Case) -> str:
    """A reference like ``Rw4Hb7``."""
    up = sample(c, LETTERS.upper(), 2)
    low = sample(c, LETTERS, 2)
    d = sample(c, "23456789", 2)
    return f"{up[0]}{low[0]}{d[0]}{up[1]}{low[1]}{d[1]}"


def clock(c: Case, k: int) -> list[str]:
    """``k`` different clock times, minutes at 30 or below."""
    hours = sample(c, range(7, 21), k)
    return [f"{h:02d}:{choose(c, (5, 10, 15, 20, 25, 30)):02d}" for h in hours]


def date(c: Case) -> str:
    return f"{choose(c, range(2, 29))} {choose(c, MONTHS)} {choose(c, (2027, 2028))}"


def a_or_an(word: str) -> str:
    return f"an {word}" if word[0].lower() in "aeiou" else f"a {word}"


def event(
    c: Case,
    key: str,
    text: str,
    label: str,
    after: timedelta,
    *,
    kind: str = "document",
    trust: float = 0.8,
    session: str = "s1",
) -> str:
    """One event; returns its id."""
    return c.event(key, text, label=label, kind=kind, trust=trust, after=after, session=session)


def chat(c: Case, s: Subject, n: int, start: timedelta, span: float, session: str) -> None:
    """``n`` team chat lines about ``s``."""
    texts = [t.format(code=s.code) for t in CHAT]
    Chatter(texts, "chat", "team chat", 0.5)(c, n, start, span, session)


def pick(c: Case, options: Sequence[str]) -> str:
    return choose(c, options)
