"""Pools and seeded helpers of `fresh39` (``bench.memfresh39``): its twenty subjects under
codenames of their own, its people, value pools, and the helpers its templates write events
with. The chat lines around the cases live in ``bench.memfresh39_chat``.

A case's place in its dimension is read from its id; the subject it asks about is
``(n + 3 * (n // 20) + offset) % 20``, so a template asks about five subjects of both kinds and
every dimension about all twenty.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta

from cairn.bench.memgen import Case
from cairn.bench.memset import choose, sample


@dataclass(frozen=True)
class Subject:
    """One subject: its codename, what it is (never said in an event), whether it is software,
    its piece of work, and two places (hosts for software, places for the others)."""

    code: str
    what: str
    software: bool
    work: str
    place_a: str
    place_b: str


SUBJECTS: tuple[Subject, ...] = (
    Subject(
        "Wobblecarn",
        "a bowling alley scoring server",
        True,
        "lane reset sync",
        "wbc-lane-3",
        "wbc-score-7",
    ),
    Subject(
        "Tresselmoor",
        "a dodgeball team",
        False,
        "dodge drill",
        "the tannery gym",
        "the old fire station",
    ),
    Subject(
        "Quimbledown", "a carpool matching service", True, "match sweep", "qmd-ride-2", "qmd-pair-6"
    ),
    Subject(
        "Fardlewick", "a yo-yo club", False, "trick swap", "the scout hut loft", "the market arcade"
    ),
    Subject(
        "Grobbenhay",
        "a piano tuning appointment app",
        True,
        "slot rebuild",
        "gbh-tune-4",
        "gbh-cal-9",
    ),
    Subject(
        "Sporrowfell",
        "a stilt walking troupe",
        False,
        "balance walk",
        "the rope works",
        "the carnival shed",
    ),
    Subject(
        "Mizzendrake",
        "an avalanche bulletin API",
        True,
        "slope refresh",
        "mzd-snow-5",
        "mzd-risk-8",
    ),
    Subject(
        "Kettlequay",
        "a water ski club",
        False,
        "tow session",
        "the gravel pit slipway",
        "the boathouse bar",
    ),
    Subject(
        "Boddlestrand",
        "a stadium floodlight controller",
        True,
        "lamp cycle",
        "bds-lux-2",
        "bds-mast-6",
    ),
    Subject(
        "Plunkerby",
        "a cyclocross club",
        False,
        "mud lap",
        "the allotment field",
        "the cattle grid car park",
    ),
    Subject(
        "Yarnwhistle",
        "a coffee roast profile logger",
        True,
        "roast capture",
        "ynw-roast-3",
        "ynw-bean-7",
    ),
    Subject(
        "Tumbrelcoe",
        "an a cappella group",
        False,
        "harmony night",
        "the quaker meeting house",
        "the print room",
    ),
    Subject(
        "Zinderholt",
        "a chimney sweep booking site",
        True,
        "visit batch",
        "zdh-soot-4",
        "zdh-book-8",
    ),
    Subject(
        "Hawberstow",
        "a tandem cycling club",
        False,
        "pairs ride",
        "the level crossing lay-by",
        "the tea garden",
    ),
    Subject(
        "Dobbinsgate",
        "a wheel clamp release portal",
        True,
        "release queue",
        "dbg-clamp-5",
        "dbg-pay-9",
    ),
    Subject(
        "Vorrelmouth",
        "a boccia team",
        False,
        "jack practice",
        "the leisure centre annexe",
        "the almshouse hall",
    ),
    Subject(
        "Nimblespur",
        "a jukebox song request service",
        True,
        "request flush",
        "nbs-juke-2",
        "nbs-tune-6",
    ),
    Subject(
        "Jassenby", "a parkour crew", False, "vault jam", "the multistorey roof", "the skate bowl"
    ),
    Subject(
        "Gravenspoke", "a car boot sale pitch map", True, "pitch reflow", "gvs-pitch-3", "gvs-map-7"
    ),
    Subject("Lopperdale", "a sumo club", False, "ring night", "the judo dojo", "the drill hall"),
)
CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)

PEOPLE: tuple[str, ...] = (
    "Hallie", "Jolene", "Pilar", "Arwel", "Cadoc", "Elfed", "Heddwyn", "Rhoslyn", "Tegid",
    "Aeron", "Honorine", "Quentina", "Rufina", "Xavia", "Domitilla", "Lucretia", "Cerys",
    "Drustan", "Kenwyn", "Mabon", "Trystan", "Annest", "Brynmor", "Carwyn", "Myfanwy",
    "Seiriol", "Berwyn", "Cynan", "Madoc", "Gwerful", "Hefin", "Meirion", "Tangwen", "Alfhild",
    "Bodil", "Frode", "Kjell", "Aslaug", "Gunvor", "Ingvild",
)  # fmt: skip

TENS: dict[int, str] = {
    3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety",
}  # fmt: skip
ONES: dict[int, str] = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine",
}  # fmt: skip
WEEKDAYS: tuple[str, ...] = (
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
)
MONTHS: tuple[str, ...] = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip
REGIONS: tuple[str, ...] = (
    "eu-south-2", "ca-west-1", "ap-southeast-4", "me-central-1", "il-central-1", "mx-central-1",
    "af-south-1", "sa-east-1",
)  # fmt: skip
RUBY: tuple[str, ...] = ("Ruby 3.1", "Ruby 3.2", "Ruby 3.3", "Ruby 3.4")
POSTGRES: tuple[str, ...] = ("Postgres 14", "Postgres 15", "Postgres 16", "Postgres 17")
JAVA: tuple[str, ...] = ("Java 17", "Java 21", "Java 11", "Java 25")
TIMEZONES: tuple[str, ...] = (
    "Europe/Lisbon", "America/Halifax", "Asia/Kolkata", "Pacific/Auckland", "Africa/Nairobi",
    "Atlantic/Reykjavik", "Australia/Hobart",
)  # fmt: skip
MASCOTS: tuple[str, ...] = (
    "a heron",
    "an otter",
    "a badger",
    "a puffin",
    "a stoat",
    "a ferret",
    "a wren",
)
BROKERS: tuple[str, ...] = ("NATS", "RabbitMQ", "Kafka", "Pulsar", "Redis Streams", "ZeroMQ")
CHARITIES: tuple[str, ...] = (
    "the hospice appeal", "the canal trust", "the air ambulance", "the food pantry",
    "the hedgerow fund", "the lifeboat appeal",
)  # fmt: skip
PARTY_VENUES: tuple[str, ...] = (
    "the Basque tapas cellar", "the Ethiopian cafe on the corner", "the Cornish pasty barn",
    "the Lebanese grill by the station", "the Vietnamese noodle bar", "the Welsh longhouse inn",
)  # fmt: skip
COACH_SPOTS: tuple[str, ...] = (
    "the war memorial", "the garden centre car park", "the clock tower", "the bus depot gates",
    "the church lychgate", "the petrol station forecourt",
)  # fmt: skip
CHANNELS: tuple[str, ...] = (
    "#lantern-watch", "#quarry-bell", "#mill-race", "#gull-post", "#tin-whistle", "#kiln-door",
    "#slate-yard",
)  # fmt: skip


def place(c: Case) -> int:
    """A case's place in its dimension (0 to 24), read from its id."""
    return int(c.case_id.rsplit("-", 1)[1]) - 1


def instance(c: Case) -> int:
    """A case's instance within its template (five templates per dimension in turn)."""
    return place(c) // 5


def turn(c: Case) -> int:
    """Which of a template's two wordings a case takes: every second instance turns."""
    return (instance(c) // 2) % 2


def subject(c: Case, offset: int) -> Subject:
    n = place(c)
    return SUBJECTS[(n + 3 * (n // 20) + offset) % 20]


def others(c: Case, subj: Subject, n: int = 1) -> list[Subject]:
    """``n`` other subjects of the same kind."""
    return sample(c, [s for s in SUBJECTS if s.software == subj.software and s != subj], n)


def people(c: Case, n: int) -> list[str]:
    return sample(c, PEOPLE, n)


def counts(c: Case, n: int) -> list[int]:
    """``n`` two-digit counts above 31, none round or doubled, their tens and units apart."""
    tens = sample(c, list(TENS), n)
    units = sample(c, list(ONES), n)
    out = [t * 10 + u for t, u in zip(tens, units, strict=True)]
    if any(v <= 31 or v % 11 == 0 for v in out):
        return counts(c, n)
    return out


def number(value: str) -> int:
    """A count written in digits or in words, as a number."""
    if value.isdigit():
        return int(value)
    tens, ones = value.split("-")
    by_word = {w: t for t, w in TENS.items()} | {w: u for u, w in ONES.items()}
    return by_word[tens] * 10 + by_word[ones]


def words(n: int) -> str:
    return f"{TENS[n // 10]}-{ONES[n % 10]}"


def form(c: Case, n: int) -> str:
    """A count in digits or in words, drawn."""
    return str(n) if c.rng.random() < 0.6 else words(n)


def other_form(n: int, like: str) -> str:
    """A count in the other form than ``like``."""
    return words(n) if like.isdigit() else str(n)


def amounts(c: Case, n: int) -> list[str]:
    """``n`` different three-digit amounts after a pound sign."""
    return [f"£{v}" for v in sample(c, range(120, 980, 5), n)]


def ports(c: Case, n: int) -> list[str]:
    return [str(v) for v in sample(c, range(4100, 9800, 7), n)]


def ref_lower(c: Case) -> str:
    """A reference in lower case with its digits inside tokens (``kv4-m7``)."""
    a, b, m = sample(c, "bcdfghjkmnpqrstvwxz", 3)
    return f"{a}{b}{c.rng.randint(2, 9)}-{m}{c.rng.randint(2, 9)}"


def ref_mixed(c: Case) -> str:
    """A reference in mixed case (``Tb6Wq3``)."""
    up = sample(c, "BCDFGHJKLMNPRSTVWZ", 2)
    low = sample(c, "abcdfghjkmnpqrstvwz", 2)
    return f"{up[0]}{low[0]}{c.rng.randint(2, 9)}{up[1]}{low[1]}{c.rng.randint(2, 9)}"


def refs(c: Case, n: int) -> list[str]:
    """``n`` different references, lower or mixed case as drawn (one form per case)."""
    make = ref_lower if c.rng.random() < 0.5 else ref_mixed
    out: list[str] = []
    while len(out) < n:
        r = make(c)
        if r.lower() not in {o.lower() for o in out}:
            out.append(r)
    return out


def clocks(c: Case, n: int) -> list[str]:
    """``n`` different clock times, hours 17 to 23, minutes 30 or below."""
    hours = sample(c, range(17, 24), n)
    return [f"{h}:{choose(c, ('05', '10', '15', '20', '25', '30'))}" for h in hours]


def dates(c: Case, n: int) -> list[str]:
    """``n`` dates in different months, days 28 or below."""
    return [f"{c.rng.randint(2, 28)} {m}" for m in sample(c, MONTHS, n)]


def mins(n: float) -> timedelta:
    return timedelta(minutes=n)


def days(n: float) -> timedelta:
    return timedelta(days=n)


KINDS: tuple[tuple[str, str], ...] = (
    ("chat", "chat"),
    ("text message", "message"),
    ("message from", "message"),
    ("sticky note", "note"),
    (".json", "config"),
    (".toml", "config"),
    (".csv", "config"),
    (".yaml", "config"),
    (".ini", "config"),
    ("Makefile", "config"),
    ("Gemfile", "config"),
    ("crontab", "config"),
    ("env file", "config"),
)


def kind_of(label: str) -> str:
    """An event's source kind, read from its label (a document if nothing else fits)."""
    return next((k for part, k in KINDS if part in label), "document")


TRUST = {"chat": 0.5, "message": 0.65, "note": 0.6, "config": 0.9, "document": 0.85}


def say(c: Case, key: str, text: str, label: str, after: timedelta, session: str = "s1") -> str:
    """One event; its source kind and trust come from its label."""
    kind = kind_of(label)
    return c.event(
        key, text, label=label, kind=kind, trust=TRUST[kind], after=after, session=session
    )


def fill(wordings: Sequence[str], c: Case, **values: str) -> str:
    """The wording of ``wordings`` for this case's turn, filled in."""
    return wordings[turn(c) % len(wordings)].format(**values)


POOLS_BY_KIND: dict[str, tuple[str, ...]] = {
    "person": PEOPLE,
    "weekday": WEEKDAYS,
    "region": REGIONS,
    "ruby": RUBY,
    "postgres": POSTGRES,
    "java": JAVA,
    "tz": TIMEZONES,
    "mascot": MASCOTS,
    "broker": BROKERS,
    "charity": CHARITIES,
    "venue": PARTY_VENUES,
    "spot": COACH_SPOTS,
    "channel": CHANNELS,
}


def draw(c: Case, kind: str, n: int) -> list[str]:
    """``n`` different values of one kind; counts come in digits or words as drawn, the last
    one in the other form than the first."""
    if kind in POOLS_BY_KIND:
        return sample(c, POOLS_BY_KIND[kind], n)
    if kind == "count":
        nums = counts(c, n)
        first = form(c, nums[0])
        mid = [form(c, v) for v in nums[1:-1]]
        return [first, *mid, other_form(nums[-1], first)] if n > 1 else [first]
    if kind == "amount":
        return amounts(c, n)
    if kind == "port":
        return ports(c, n)
    if kind == "ref":
        return refs(c, n)
    if kind == "clock":
        return clocks(c, n)
    if kind == "date":
        return dates(c, n)
    raise ValueError(kind)
