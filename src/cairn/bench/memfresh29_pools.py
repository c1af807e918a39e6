"""Pools and seeded helpers of `fresh29` (``bench.memfresh29``): twenty subjects under codenames of
their own (software and ops at even places, other teams and hobbies at odd ones), people, number
words, weekdays, months, languages, licences, shift patterns, chat lines about a subject that
carry no value, and the helpers the templates draw values with.

Which subject a case asks about follows from its place ``n`` in its dimension (read off its case
id): ``(n + 7 * (n // 20) + offset) % 20``. A template's first four cases sit five places apart,
so they alternate the two kinds; its fifth case lands seven on from its first. Each dimension
asks about all twenty subjects and each template about five.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import TypeVar

from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter, choose, days, mins, sample

T = TypeVar("T")

__all__ = ["choose", "days", "mins", "sample"]


@dataclass(frozen=True)
class Subject:
    """One subject. ``homes`` is where it usually runs or meets, where it could move to, and a
    spare (a staging box, or a side room)."""

    code: str
    software: bool
    what: str
    work: str
    unit: str
    kept: str
    key: str
    homes: tuple[str, str, str]
    store: str
    report: str
    records: str

    @property
    def slug(self) -> str:
        return self.code.lower()

    @property
    def doc(self) -> str:
        return "runbook" if self.software else "handbook"

    @property
    def home(self) -> str:
        return self.homes[0]


def _sw(code: str, what: str, work: str, unit: str, kept: str, key: str, *rest: str) -> Subject:
    a, b, c, store, report, records = rest
    return Subject(code, True, what, work, unit, kept, key, (a, b, c), store, report, records)


def _ot(code: str, what: str, work: str, unit: str, kept: str, key: str, *rest: str) -> Subject:
    a, b, c, store, report, records = rest
    return Subject(code, False, what, work, unit, kept, key, (a, b, c), store, report, records)


# fmt: off
SUBJECTS: tuple[Subject, ...] = (
    _sw("Wrackenby", "a library self-checkout kiosk fleet", "kiosk sync", "kiosks",
        "loan rules file", "kiosk enrolment token", "wrk-app-4", "wrk-app-9", "wrk-stage-2",
        "/srv/wrackenby/receipts", "sync summary", "checkout logs"),
    _ot("Pellicombe", "a ceilidh band", "set run-through", "musicians", "set list",
        "PA cupboard key", "the corn exchange", "the scout hut", "the back room",
        "the instrument cage", "gig sheet", "booking sheets"),
    _sw("Droskwell", "a pharmacy stock reorder job", "reorder run", "SKUs",
        "reorder thresholds sheet", "wholesaler API key", "drk-job-3", "drk-job-7",
        "drk-stage-1", "/srv/droskwell/exports", "reorder digest", "order logs"),
    _ot("Fiddlemarsh", "a unicycle hockey team", "training scrimmage", "riders", "team sheet",
        "kit locker key", "the leisure centre", "the school gym", "the side court",
        "the stick bag", "match report", "attendance sheets"),
    _sw("Gorrowvale", "a museum audio-guide server", "track upload", "tracks",
        "gallery track list", "content upload token", "gor-media-5", "gor-media-12",
        "gor-stage-6", "/srv/gorrowvale/audio", "listening report", "playback logs"),
    _ot("Hackleby", "a lacemaking guild", "bobbin workshop", "makers", "pattern book",
        "display case key", "the guildhall", "the church room", "the craft corner",
        "the pillow cupboard", "newsletter", "class registers"),
    _sw("Ixworthy", "a recipe nutrition calculator API", "ingredient import", "ingredients",
        "nutrient table", "partner API key", "ixw-api-2", "ixw-api-8", "ixw-stage-3",
        "/srv/ixworthy/imports", "accuracy report", "import logs"),
    _ot("Jinglemere", "a caving club", "cave trip", "cavers", "rigging guide",
        "tackle store key", "the quarry hut", "the village institute", "the drying room",
        "the rope bin", "trip summary", "callout cards"),
    _sw("Kestrelhay", "a farm irrigation valve controller", "valve schedule push", "valves",
        "zone map", "controller signing key", "kes-ctl-6", "kes-ctl-11", "kes-stage-4",
        "/srv/kestrelhay/schedules", "water use summary", "valve logs"),
    _ot("Lumberquist", "a bonfire night committee", "build day", "marshals", "safety plan",
        "fireworks store key", "the rec ground", "the cricket field", "the pavilion",
        "the shipping container", "safety return", "marshal sheets"),
    _sw("Mottisfen", "a stadium turnstile counter", "gate count reset", "turnstiles",
        "gate config", "counter admin password", "mot-gate-3", "mot-gate-15", "mot-stage-7",
        "/srv/mottisfen/counts", "attendance return", "count logs"),
    _ot("Nabblecote", "a vintage motorcycle club", "club run", "bikes", "route card",
        "workshop key", "the old forge", "the rugby club", "the yard", "the spares shelf",
        "run report", "sign-in sheets"),
    _sw("Orrinhythe", "a public transport fare cap calculator", "fare table load", "routes",
        "fare rules", "ticketing feed token", "orr-fare-2", "orr-fare-13", "orr-stage-5",
        "/srv/orrinhythe/tables", "fare audit", "calculation logs"),
    _ot("Pocklestone", "a samba school", "bateria practice", "percussionists", "break sheet",
        "drum store key", "the arts centre", "the car park hall", "the foyer",
        "the surdo rack", "parade report", "loan cards"),
    _sw("Quarnwick", "a karaoke song catalogue service", "catalogue refresh", "song packs",
        "licensing matrix", "catalogue admin key", "qrn-cat-4", "qrn-cat-10", "qrn-stage-8",
        "/srv/quarnwick/lyrics", "plays report", "request logs"),
    _ot("Rillingmoor", "a wheelchair basketball team", "squad session", "athletes",
        "play book", "chair store key", "the sports hall", "the university arena",
        "the warm-up court", "the spare chair bay", "fixture report", "session sheets"),
    _sw("Sturbeck", "a dental appointment reminder sender", "reminder batch", "clinics",
        "message templates", "SMS gateway credential", "stb-msg-1", "stb-msg-14",
        "stb-stage-9", "/srv/sturbeck/outbox", "delivery report", "send logs"),
    _ot("Thimbleford", "an ultimate frisbee club", "pickup game", "throwers", "spirit rules",
        "cone shed key", "the meadow pitch", "the astro", "the far end", "the disc crate",
        "league return", "score cards"),
    _sw("Upsallow", "a solar inverter monitor", "firmware poll", "inverters",
        "alarm thresholds", "monitoring portal token", "ups-mon-7", "ups-mon-16",
        "ups-stage-2", "/srv/upsallow/readings", "yield summary", "inverter logs"),
    _ot("Yaddlethorpe", "a triathlon club", "brick session", "triathletes", "swim lane plan",
        "transition cage key", "the lido", "the reservoir", "the lake shore",
        "the wetsuit rail", "race results sheet", "lane sheets"),
)
# fmt: on

CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)

PEOPLE: tuple[str, ...] = (
    "Brigida", "Mstislav", "Oriol", "Venceslas", "Cosmin", "Dorota", "Adalwin", "Ceinwen",
    "Edeltraud", "Hilarion", "Jaromil", "Kasimira", "Lanfranc", "Odalric", "Przemek",
    "Raffaella", "Sebastiao", "Teofil", "Vojtech", "Aelred", "Bogumila", "Egbert", "Kolman",
    "Lutgard", "Maelona", "Norbert", "Pelagia", "Swithun", "Tewdric", "Vratislav", "Wenzel",
    "Arnulf", "Crescentia", "Heinrike", "Marcellin", "Placida", "Romuald", "Ulfhild",
    "Veronika", "Wynfrith",
)  # fmt: skip

ONES: dict[int, str] = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine",
}  # fmt: skip
TENS: dict[int, str] = {
    3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety",
}  # fmt: skip

WEEKDAYS: tuple[str, ...] = (
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
)  # fmt: skip
MONTHS: tuple[str, ...] = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip
LANGUAGES: tuple[str, ...] = (
    "Welsh", "Catalan", "Portuguese", "Dutch", "Polish", "Czech", "Basque", "Finnish",
    "Slovak", "Romanian",
)  # fmt: skip
LICENCES: tuple[str, ...] = (
    "MPL-2.0", "Apache-2.0", "CC BY-SA 4.0", "CC0 1.0", "EUPL-1.2", "GPL-3.0", "CC BY-NC 4.0",
    "ISC",
)  # fmt: skip
SHIFTS: tuple[str, ...] = (
    "two on, two off", "four on, three off", "earlies and lates", "a rolling fortnight",
    "split shifts", "week on, week off",
)  # fmt: skip

# chat about a subject: no digits, no names, no places, no values
CHATTER: tuple[str, ...] = (
    "{code} was quiet this week, nothing worth raising.",
    "anyone else think the {code} channel needs a tidy?",
    "small thing: the {code} notes could use headings.",
    "thanks all for the {code} catch-up, good chat.",
    "reminder to write things down for {code}, memory is short.",
    "no news on {code} from my side.",
    "{code} retro moved to the usual slot, nothing else changes.",
    "i'll be slow to reply on {code} stuff this week, sorry.",
    "who has the link to the {code} folder? found it, never mind.",
    "lovely turnout for {code} lately.",
    "the {code} thread got long, summary coming when I can.",
    "coffee after {code} anyone?",
    "{code}: please keep questions in the thread.",
    "nice work on {code}, everyone.",
)


def place(c: Case) -> int:
    """The case's place in its dimension (0 to 24), from its id."""
    return int(c.case_id.rsplit("-", 1)[1]) - 1


def instance(c: Case) -> int:
    """Which of its template's five cases this is (0 to 4)."""
    return place(c) // 5


def subject(c: Case, offset: int) -> Subject:
    n = place(c)
    return SUBJECTS[(n + 7 * (n // 20) + offset) % len(SUBJECTS)]


def turn(c: Case, options: Sequence[T]) -> T:
    """The option for this case's instance, in turn."""
    return options[instance(c) % len(options)]


def turn_kind(c: Case, s: Subject, software: Sequence[T], other: Sequence[T]) -> T:
    """The option for this case among those of its subject's kind (a template's cases of one
    kind sit two instances apart, so they turn by half the instance)."""
    options = software if s.software else other
    return options[(instance(c) // 2) % len(options)]


def others(c: Case, s: Subject, k: int, *, same_kind: bool = True) -> list[Subject]:
    pool = [o for o in SUBJECTS if o is not s and (o.software == s.software or not same_kind)]
    return sample(c, pool, k)


def people(c: Case, k: int) -> list[str]:
    return sample(c, PEOPLE, k)


def counts(c: Case, k: int) -> list[int]:
    """``k`` counts from 32 to 99, none round or doubled, no two sharing a tens or a units
    digit."""
    tens = sample(c, range(3, 10), k)
    units = sample(c, range(1, 10), k)
    while any(t == u for t, u in zip(tens, units, strict=True)):
        units = sample(c, range(1, 10), k)
    return [10 * t + u for t, u in zip(tens, units, strict=True)]


def words(n: int) -> str:
    return f"{TENS[n // 10]}-{ONES[n % 10]}"


def form(n: int, as_words: bool) -> str:
    return words(n) if as_words else str(n)


def say(c: Case, n: int) -> tuple[str, bool]:
    """A count in digits or in words (seeded), and whether it is in words."""
    as_words = choose(c, (True, False))
    return form(n, as_words), as_words


def fees(c: Case, k: int) -> list[str]:
    """``k`` different three-digit sums after a pound sign."""
    return [f"£{v}" for v in sample(c, range(124, 489, 7), k)]


def codes(c: Case, k: int) -> list[str]:
    """``k`` different four-digit numbers (ports or keypad codes)."""
    return [str(v) for v in sample(c, range(2047, 9871, 13), k)]


LOWER = "bcdfghjkmnpqrstvwxz"
VOWELS = "aeiou"


def revision(c: Case, mixed: bool) -> str:
    """A revision id with its digits inside a token: ``rl-37q`` or ``Kq47Tz``."""
    d = choose(c, range(23, 98))
    if mixed:
        a, b = sample(c, LOWER, 2)
        return f"{a.upper()}{choose(c, VOWELS)}{d}{b.upper()}{choose(c, VOWELS)}"
    a, b, e = sample(c, LOWER, 3)
    return f"{a}{b}-{d}{e}"


def revisions(c: Case, k: int, mixed: bool) -> list[str]:
    out: list[str] = []
    while len(out) < k:
        r = revision(c, mixed)
        if r not in out:
            out.append(r)
    return out


def clocks(c: Case, k: int) -> list[str]:
    """``k`` different clock times, minutes at 30 or below."""
    hours = sample(c, range(7, 21), k)
    return [f"{h:02d}:{choose(c, (5, 10, 15, 20, 25, 30)):02d}" for h in hours]


def dates(c: Case, k: int) -> list[str]:
    """``k`` dates on different days (28 or below) of different months."""
    ds = sample(c, range(3, 29), k)
    ms = sample(c, MONTHS, k)
    return [f"{d} {m}" for d, m in zip(ds, ms, strict=True)]


def an(word: str) -> str:
    return f"an {word}" if word[0].lower() in "aeiou" else f"a {word}"


def chatter(c: Case, s: Subject, n: int, start: timedelta, span: float, session: str) -> None:
    """``n`` chat lines about ``s`` in the team chat, within ``span`` days after ``start``."""
    texts = [t.format(code=s.code) for t in CHATTER]
    Chatter(texts, "chat", "team chat", 0.4)(c, n, start, span, session)
