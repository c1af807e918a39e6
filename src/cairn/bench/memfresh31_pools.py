"""The pools of the held-out set ``fresh31`` (``bench.memfresh31``): its subjects, people, number
words, weekdays, months, regions, colours, licences, runtimes and shift patterns, the team chat
lines about a subject (no digits, names, places or values), and the seeded helpers its templates
write cases with. The event texts name a subject only by its codename, never by what it is.

Every helper draws from the case's own random source in a fixed order: the frozen copy depends
on it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter, choose, days, sample

T = TypeVar("T")


@dataclass(frozen=True)
class Subject:
    """One subject under its codename: what it is (never said in an event), whether it is
    software, a piece of work and the unit it counts, the document its rules live in, something
    kept in revisions, two places (hosts or places in lower case), a store, a periodic report
    and an item someone looks after (a dataset for software, a piece of kit otherwise)."""

    code: str
    what: str
    software: bool
    work: str
    unit: str
    kept: str
    places: tuple[str, str]
    store: str
    report: str
    item: str

    @property
    def doc(self) -> str:
        return "runbook" if self.software else "handbook"

    @property
    def low(self) -> str:
        return self.code.lower()

    @property
    def upper(self) -> str:
        return self.code.upper()


SUBJECTS: tuple[Subject, ...] = (
    Subject("Tumblewick", "a flight delay notifier", True, "alert fan-out", "flights",
            "carrier map", ("twk-ntf-3", "twk-ntf-9"), "/srv/tumblewick/outbox",
            "delay digest", "delay events"),
    Subject("Marrowgale", "a field hockey club", False, "pitch session", "players",
            "drill card", ("the astro pitch", "the school astro"), "the ball sack",
            "match report", "goalkeeper kit"),
    Subject("Quorlstead", "a restaurant table booking widget", True, "slot refresh",
            "restaurants", "covers table", ("qst-web-2", "qst-web-6"),
            "/srv/quorlstead/exports", "no-show summary", "reservations"),
    Subject("Sniddleby", "a tai chi class", False, "form class", "students",
            "form sequence sheet", ("the church hall", "the riverside lawn"), "the mat trolley",
            "term letter", "sound system"),
    Subject("Farthingmere", "a recycling bin fill sensor network", True, "fill-level poll",
            "bins", "route weighting file", ("frm-iot-4", "frm-iot-11"),
            "/srv/farthingmere/readings", "fill report", "fill readings"),
    Subject("Pellowray", "a judo club", False, "randori night", "judoka", "grading card",
            ("the upstairs dojo", "the community centre"), "the tatami store",
            "grading return", "grading belts"),
    Subject("Hopscarrow", "an e-scooter rental fleet", True, "battery swap run", "scooters",
            "geofence file", ("hsc-fleet-2", "hsc-fleet-8"), "/srv/hopscarrow/trips",
            "fleet health summary", "trip records"),
    Subject("Lindenwrack", "a gaelic football team", False, "skills session", "footballers",
            "kick-out plan", ("the back pitch", "the county grounds"), "the cone bag",
            "fixtures sheet", "medical bag"),
    Subject("Oddlecombe", "a smart meter reading importer", True, "read import", "meters",
            "tariff mapping", ("odc-imp-5", "odc-imp-13"), "/srv/oddlecombe/reads",
            "import tally", "half-hourly reads"),
    Subject("Wrexworthy", "a handball team", False, "court session", "handballers",
            "set-play card", ("the east hall", "the college gym"), "the ball net",
            "season review", "scoreboard kit"),
    Subject("Cobblemire", "an e-book lending API", True, "loan expiry sweep", "titles",
            "lending rules file", ("cbm-api-1", "cbm-api-7"), "/srv/cobblemire/loans",
            "lending summary", "loan history"),
    Subject("Quistlewade", "a harp ensemble", False, "ensemble rehearsal", "harpists",
            "part book", ("the recital room", "the chapel nave"), "the string box",
            "concert sheet", "tuning kit"),
    Subject("Fennelgarth", "a cinema seat map service", True, "seat map publish", "screens",
            "seat layout file", ("fng-map-3", "fng-map-12"), "/srv/fennelgarth/layouts",
            "sell-through report", "seat sales"),
    Subject("Ravenhallow", "a nature photography club", False, "photo walk", "photographers",
            "competition brief", ("the visitor centre", "the reading room"), "the tripod crate",
            "exhibition list", "loan camera kit"),
    Subject("Mizzlebrook", "a pet microchip registry", True, "registry sync", "chips",
            "vet practice list", ("mzb-reg-2", "mzb-reg-10"), "/srv/mizzlebrook/imports",
            "match-rate report", "owner contacts"),
    Subject("Dapplewick", "a badminton club", False, "club night", "members", "ladder sheet",
            ("the parish hall", "the academy hall"), "the shuttle tub", "ladder table",
            "net posts"),
    Subject("Tarrowgill", "a train seat reservation engine", True, "reservation rebuild",
            "carriages", "coach diagram file", ("trg-res-4", "trg-res-14"),
            "/srv/tarrowgill/manifests", "overbooking report", "booking ledger"),
    Subject("Brindleshaw", "a skateboarding collective", False, "park session", "skaters",
            "ramp plan", ("the skate park", "the multi-storey deck"), "the tool tin",
            "session log", "ramp repair kit"),
    Subject("Quibblemead", "a school lunch payments service", True, "top-up reconcile",
            "schools", "meal price table", ("qbm-pay-6", "qbm-pay-15"),
            "/srv/quibblemead/ledgers", "arrears report", "top-up payments"),
    Subject("Nesterfell", "a mandolin orchestra", False, "orchestra rehearsal", "mandolinists",
            "score folder", ("the music room", "the guild hall"), "the stand crate",
            "programme sheet", "spare strings box"),
)  # fmt: skip
CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)

PEOPLE: tuple[str, ...] = (
    "Isidora", "Katalin", "Maelis", "Neriah", "Oskarina", "Yvaine", "Demetria", "Swithin",
    "Ursanne", "Vitalis", "Bartolo", "Crescenzo", "Donatella", "Fortunat", "Gaudenz",
    "Melchior", "Nunziata", "Sabinus", "Umberta", "Cunegonde", "Gislinde", "Ildefons",
    "Liutgard", "Ottokar", "Praxedis", "Zita", "Adalbero", "Bonifaz", "Desideria", "Hildebrand",
    "Irenaeus", "Kilian", "Lambertus", "Regula", "Balbina", "Corbinian", "Emmeram", "Heribert",
    "Modesta", "Otmar",
)  # fmt: skip

TENS: dict[int, str] = {
    3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety",
}  # fmt: skip
UNITS: dict[int, str] = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine",
}  # fmt: skip
WEEKDAYS: tuple[str, ...] = (
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
)  # fmt: skip
MONTHS: tuple[str, ...] = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip
REGIONS: tuple[str, ...] = (
    "eu-west-2", "eu-north-1", "eu-central-1", "us-east-2", "ap-southeast-2", "ca-central-1",
    "eu-south-1", "sa-east-1",
)  # fmt: skip
COLOURS: tuple[str, ...] = ("teal", "maroon", "amber", "navy", "plum", "ochre", "jade", "crimson")
LICENCES: tuple[str, ...] = (
    "Apache-2.0", "MPL-2.0", "BSD-3-Clause", "EUPL-1.2", "LGPL-3.0", "ISC", "Zlib",
)  # fmt: skip
RUNTIMES: tuple[str, ...] = (
    "Python 3.12", "Python 3.11", "Node 22", "Go 1.23", "Ruby 3.3", "Elixir 1.17", "Rust 1.82",
)  # fmt: skip
SHIFTS: tuple[str, ...] = (
    "week on, week off",
    "four days on, four days off",
    "follow-the-sun handovers",
    "two earlies, two lates, two rest days",
    "a fortnight on, a fortnight off",
    "alternate weekends",
    "first and third weeks of the month",
)

# team chat about a subject: no digits, names, places or values
CHAT: tuple[str, ...] = (
    "{code} was quiet today, nothing to flag.",
    "anyone else find the {code} notes hard to search?",
    "thanks all for a smooth week on {code}.",
    "reminder to log anything odd about {code} in the usual thread.",
    "{code} felt a bit slow this morning but it settled.",
    "can we tidy the {code} channel topic at some point?",
    "good turnout for {code} this week, nice one.",
    "I've added a couple of questions about {code} to the FAQ.",
    "does anyone have the old {code} photos somewhere?",
    "{code} checklist updated with clearer wording.",
    "small thing: the {code} sign-up form has a typo.",
    "nothing new on {code}, carry on as normal.",
    "the {code} group could do with a new banner image.",
    "who's up for a social after the next {code} get-together?",
    "I'll be a bit late to the {code} catch-up, start without me.",
    "kudos to whoever fixed the {code} shared folder permissions.",
)

TEAM_CHAT = "team chat"


def place(c: Case) -> int:
    """A case's place within its dimension (0 to 24), read from its id."""
    return int(c.case_id.rsplit("-", 1)[1]) - 1


def instance(c: Case) -> int:
    """Which of its template's five cases this is (0 to 4)."""
    return place(c) // 5


def subject(c: Case, offset: int) -> Subject:
    """The subject a case asks about: a template's first four cases sit five subjects apart,
    its fifth seven on from its first."""
    n = place(c)
    return SUBJECTS[(n + 7 * (n // 20) + offset) % 20]


def turn(c: Case, options: Sequence[T]) -> T:
    """The option for this case's instance. A template's cases alternate the kinds of subject
    (instances 0 and 2 are of one kind, 1, 3 and 4 of the other, or the other way round), so
    the options turn every second instance: each kind gets the first two options."""
    return options[(instance(c) // 2) % len(options)]


def other(c: Case, s: Subject, n: int = 1) -> list[Subject]:
    """``n`` other subjects of the same kind as ``s``."""
    return sample(c, [o for o in SUBJECTS if o.software == s.software and o != s], n)


def people(c: Case, n: int) -> list[str]:
    return sample(c, PEOPLE, n)


def counts(c: Case, n: int) -> list[int]:
    """``n`` counts from 32 to 99, none round or doubled, no two sharing a tens or a units
    digit."""
    out: list[int] = []
    while len(out) < n:
        v = c.rng.randrange(32, 100)
        if v % 10 == 0 or v % 11 == 0:
            continue
        if any(v // 10 == w // 10 or v % 10 == w % 10 for w in out):
            continue
        out.append(v)
    return out


def words(n: int) -> str:
    return f"{TENS[n // 10]}-{UNITS[n % 10]}"


def either(c: Case, n: int) -> str:
    """A count in digits or in words (a seeded choice)."""
    return str(n) if c.rng.random() < 0.5 else words(n)


def fees(c: Case, n: int) -> list[str]:
    """``n`` different three-digit amounts after a pound sign."""
    return [f"£{v}" for v in sample(c, range(115, 990), n)]


def codes4(c: Case, n: int) -> list[str]:
    """``n`` different four-digit numbers (ports, door codes)."""
    return [str(v) for v in sample(c, range(2051, 9899), n)]


def refs(c: Case, n: int, mixed: bool) -> list[str]:
    """``n`` different references with their digits inside a token: ``tq4-r8w`` (lower case)
    or ``Tq4Rw8`` (mixed case)."""
    letters = "bcdfghjkmnpqrstvwxz"
    out: list[str] = []
    while len(out) < n:
        a, b, d, e = (choose(c, letters) for _ in range(4))
        x, y = c.rng.randrange(2, 10), c.rng.randrange(2, 10)
        ref = f"{a.upper()}{b}{x}{d.upper()}{e}{y}" if mixed else f"{a}{b}{x}-{d}{y}{e}"
        if ref.lower() not in {r.lower() for r in out}:
            out.append(ref)
    return out


def clocks(c: Case, n: int, hours: Sequence[int]) -> list[str]:
    """``n`` different clock times in ``hours``, minutes at 30 or below."""
    out: list[str] = []
    while len(out) < n:
        t = f"{choose(c, hours):02d}:{choose(c, (5, 10, 15, 20, 25, 30)):02d}"
        if t not in out:
            out.append(t)
    return out


def dates(c: Case, n: int) -> list[str]:
    """``n`` dates in different months, days at 28 or below."""
    return [f"{c.rng.randrange(2, 29)} {m}" for m in sample(c, MONTHS, n)]


def an(word: str) -> str:
    return f"an {word}" if word[0].lower() in "aeiou" else f"a {word}"


def chat(c: Case, s: Subject, n: int, start_days: float, span_days: float, session: str) -> None:
    """``n`` team chat lines about ``s`` (ids ``tc0``, ``tc1``, ...)."""
    texts = [t.format(code=s.code) for t in CHAT]
    Chatter(texts, "tc", TEAM_CHAT, 0.5)(c, n, days(start_days), span_days, session)


def say(
    c: Case,
    key: str,
    text: str,
    label: str,
    *,
    at: float,
    kind: str = "note",
    trust: float = 0.8,
    session: str = "s1",
) -> str:
    """One event ``at`` days after the case's start; returns its id."""
    return c.event(key, text, label=label, kind=kind, trust=trust, after=days(at), session=session)


def ask(c: Case, text: str, at: float, session: str = "q") -> None:
    c.ask(text, after=days(at), session=session)
