"""The pools of the held-out set `fresh28`: its twenty subjects, people, number words, weekdays,
months, languages, licences, shift patterns and the chatter about a subject, with the seeded
helpers its templates write cases with (which subject a case asks about, counts with their
digits apart, counts in digits or words, fees after a pound sign, revision ids, clock times,
dates, people and the wording a case takes in turn). Written blind, apart from the judgment code
and every other set's pools."""

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
    """One subject under its codename; the event texts name only ``code``, never ``what``."""

    code: str
    what: str
    software: bool
    work: str  # a piece of work
    unit: str  # what the work is counted in
    doc: str  # where its rules live
    kept: str  # something kept in revisions
    key: str  # a credential or a physical key
    places: tuple[str, str, str]  # hosts or rooms: home, spare, where it moves
    store: str  # where the kept things are stored
    report: str
    records: str


SUBJECTS: tuple[Subject, ...] = (
    Subject(
        "Ashprendle", "desk phone provisioning server", True, "provisioning push", "handsets",
        "runbook", "dial plan", "provisioning API token",
        ("asp-prov-3", "asp-stage-6", "asp-prov-11"), "/srv/ashprendle/configs",
        "push summary", "provisioning logs",
    ),
    Subject(
        "Bellowmire", "archery club", False, "target session", "archers", "handbook",
        "range rules sheet", "bow store key",
        ("the long barn", "the cricket outfield", "the school field"), "the boss rack",
        "score return", "score sheets",
    ),
    Subject(
        "Cantlebury", "pastebin service", True, "purge sweep", "pastes", "runbook",
        "spam word list", "admin API key", ("cnt-web-5", "cnt-stage-2", "cnt-web-14"),
        "/srv/cantlebury/archive", "abuse digest", "takedown logs",
    ),
    Subject(
        "Dorrimace", "curling club", False, "league draw", "curlers", "handbook",
        "draw schedule", "stone shed key", ("the ice hall", "the side sheet", "the lower rink"),
        "the broom locker", "league table", "end cards",
    ),
    Subject(
        "Embervick", "office air quality dashboard", True, "sensor calibration", "sensors",
        "runbook", "threshold table", "ingest token",
        ("emb-dash-4", "emb-stage-9", "emb-dash-17"), "/srv/embervick/readings",
        "air summary", "calibration logs",
    ),
    Subject(
        "Farrowdeep", "fly-fishing club", False, "river day", "rods", "handbook", "beat map",
        "fishing hut key", ("the upper beat", "the mill pool", "the lower meadow"),
        "the fly cabinet", "catch return", "catch cards",
    ),
    Subject(
        "Gorselind", "car charger back office", True, "tariff push", "chargers", "runbook",
        "tariff sheet", "backend signing key", ("gsl-ocpp-7", "gsl-stage-3", "gsl-ocpp-12"),
        "/srv/gorselind/sessions", "charging report", "session logs",
    ),
    Subject(
        "Hennickby", "heritage steam railway volunteers", False, "footplate turn",
        "volunteers", "handbook", "working timetable", "signal box key",
        ("the engine shed", "the goods yard", "the station buffet"), "the lamp room",
        "running report", "duty sheets",
    ),
    Subject(
        "Inchbarrow", "campus print quota system", True, "quota reset", "printers", "runbook",
        "quota rules file", "print server admin key",
        ("inb-print-2", "inb-stage-8", "inb-print-15"), "/srv/inchbarrow/jobs",
        "usage statement", "print job logs",
    ),
    Subject(
        "Jubbleton", "go club", False, "ladder evening", "players", "handbook", "handicap list",
        "board cupboard key", ("the library annexe", "the chapel vestry", "the tea room"),
        "the stone bowls crate", "ladder report", "game records",
    ),
    Subject(
        "Loddingwell", "hotel key-card encoder", True, "encoder refresh", "encoders",
        "runbook", "room map", "encoder master password",
        ("ldw-enc-6", "ldw-stage-4", "ldw-enc-13"), "/srv/loddingwell/maps",
        "front desk report", "encoding logs",
    ),
    Subject(
        "Marrowcast", "taiko drumming group", False, "drum practice", "drummers", "handbook",
        "piece score", "drum van key", ("the drill hall", "the parish barn", "the old gym"),
        "the drum cage", "performance return", "practice logs",
    ),
    Subject(
        "Nethridge", "lab sample tracker", True, "barcode import", "racks", "runbook",
        "sample schema", "tracker service password",
        ("nth-lims-9", "nth-stage-5", "nth-lims-18"), "/srv/nethridge/manifests",
        "custody report", "custody logs",
    ),
    Subject(
        "Oakhollis", "drone racing league", False, "race night", "pilots", "handbook",
        "gate layout", "timing box key",
        ("the sports barn", "the warehouse floor", "the rugby clubhouse"), "the battery safe",
        "results bulletin", "lap sheets",
    ),
    Subject(
        "Pruddlesby", "lift telemetry feed", True, "telemetry replay", "lifts", "runbook",
        "fault code table", "gateway certificate",
        ("prd-tel-3", "prd-stage-7", "prd-tel-16"), "/srv/pruddlesby/traces", "uptime report",
        "fault logs",
    ),
    Subject(
        "Quellingham", "tree-planting volunteers", False, "planting morning", "planters",
        "handbook", "site plan", "tool store key",
        ("the north copse", "the river meadow", "the old orchard"), "the spade trailer",
        "planting tally", "planting sheets",
    ),
    Subject(
        "Rimmerdale", "indoor beacon fleet", True, "battery sweep", "beacons", "runbook",
        "beacon registry", "fleet admin token", ("rmd-bcn-5", "rmd-stage-2", "rmd-bcn-19"),
        "/srv/rimmerdale/registry", "coverage report", "beacon logs",
    ),
    Subject(
        "Sconceby", "model yacht club", False, "race morning", "skippers", "handbook",
        "course card", "boathouse key", ("the boating lake", "the reservoir bank", "the park pond"),
        "the hull rack", "series bulletin", "race sheets",
    ),
    Subject(
        "Tawnyfold", "large-file storage server", True, "object prune", "repositories",
        "runbook", "lock policy", "storage access key",
        ("twf-lfs-8", "twf-stage-6", "twf-lfs-14"), "/srv/tawnyfold/objects",
        "storage report", "transfer logs",
    ),
    Subject(
        "Ulverhythe", "beach volleyball league", False, "league evening", "teams", "handbook",
        "fixture list", "net shed key", ("the north courts", "the dune courts", "the pier courts"),
        "the ball bin", "standings sheet", "match sheets",
    ),
)  # fmt: skip
CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)
PEOPLE: tuple[str, ...] = (
    "Vasco", "Gerontius", "Korbinian", "Leopoldine", "Sveinn", "Teodora", "Ulick", "Wenonah",
    "Hildegund", "Isambard", "Kenelm", "Ivor", "Dositej", "Egidio", "Ilarion", "Jerzy",
    "Thaddea", "Ulfrid", "Waltraud", "Yolande", "Columba", "Drogo", "Ebba", "Genoveva",
    "Jadran", "Melisende", "Theodric", "Umberto", "Wulfstan", "Yseult", "Zygmunt", "Agapito",
    "Dietlinde", "Erasmo", "Hedwiga", "Joscelin", "Lioba", "Modesto", "Oddny", "Vigdis",
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
    "Portuguese", "Dutch", "Finnish", "Catalan", "Polish", "Greek", "Hungarian", "Danish",
)  # fmt: skip
LICENCES: tuple[str, ...] = (
    "MPL-2.0", "EUPL-1.2", "BSD-3-Clause", "CC-BY-NC-4.0", "CC-BY-SA-4.0", "Unlicense",
)  # fmt: skip
SHIFTS: tuple[str, ...] = (
    "two on two off", "week about", "split mornings", "four on three off", "alternate weekends",
    "nine-day fortnight",
)  # fmt: skip
CHATTER: tuple[str, ...] = (
    "anyone else finding the {code} threads hard to follow lately?",
    "lol the {code} channel is busy this morning",
    "tbh I've lost track of the {code} side of things",
    "ok noted, will read the {code} notes later",
    "👍 got it re {code}",
    "iirc someone meant to tidy the {code} folder",
    "asking for a friend: is there any {code} newsletter?",
    "imo the {code} catch-ups could be shorter",
    "fyi the {code} page has a new heading, nothing else changed",
    "did the {code} photos ever get shared?",
    "thanks all, good {code} chat",
    "brb, then I'll catch up on {code}",
    "whoever brought cake to the {code} thing: thank you",
    "the {code} wiki loads slowly for me, just me?",
)


def case_no(c: Case) -> int:
    """The case's place in its dimension, 0 to 24."""
    return int(c.case_id.rsplit("-", 1)[1]) - 1


def instance(c: Case) -> int:
    """Which of its template's five cases this is, 0 to 4."""
    return case_no(c) // 5


def turn(c: Case, options: Sequence[T]) -> T:
    """The option a template's case takes in turn (not a seeded draw)."""
    return options[instance(c) % len(options)]


def turn_kind(c: Case, options: Sequence[T]) -> T:
    """``turn`` for wordings kept per kind of subject: a template's cases about one kind are its
    even or its odd ones, so they take the options in turn by half their place."""
    return options[instance(c) // 2 % len(options)]


def subject(c: Case, offset: int) -> Subject:
    """The subject a case asks about: its place in the dimension turned by ``offset``; the 21st to
    25th cases take the subject one on from their template's first."""
    n = case_no(c)
    index = n + offset if n < 20 else n % 5 + 1 + offset
    return SUBJECTS[index % len(SUBJECTS)]


def others(c: Case, subj: Subject, n: int, *, same_kind: bool = False) -> list[Subject]:
    """``n`` other subjects (of the same kind if ``same_kind``)."""
    pool = [s for s in SUBJECTS if s != subj and (not same_kind or s.software == subj.software)]
    return sample(c, pool, n)


def counts(c: Case, n: int) -> list[int]:
    """``n`` two-digit counts above 31, none round or doubled, with different tens digits and
    different units digits."""
    while True:
        tens = sample(c, range(3, 10), n)
        units = sample(c, range(1, 10), n)
        found = [t * 10 + u for t, u in zip(tens, units, strict=True)]
        if all(v > 31 and v % 11 for v in found):
            return found


def words(n: int) -> str:
    return f"{TENS[n // 10]}-{ONES[n % 10]}"


def say(c: Case, n: int) -> str:
    """A count in digits or in words, a seeded draw."""
    return choose(c, (str(n), words(n)))


def fees(c: Case, n: int) -> list[str]:
    """``n`` different three-digit sums after a pound sign."""
    return [f"£{v}" for v in sample(c, range(120, 990), n)]


def rev_lower(c: Case) -> str:
    letters = "bcdfghjkmnpqrstvwxz"
    a, b, d = choose(c, letters), choose(c, letters), choose(c, letters)
    return f"{a}{b}-{c.rng.randrange(32, 99)}{d}"


def rev_mixed(c: Case) -> str:
    up, low = "BCDFGHJKLMNPRSTVWZ", "aeiou"
    return (
        f"{choose(c, up)}{choose(c, low)}{c.rng.randrange(32, 99)}{choose(c, up)}{choose(c, low)}"
    )


def revisions(c: Case, n: int) -> list[str]:
    """``n`` different revision ids, lower or mixed case."""
    out: list[str] = []
    while len(out) < n:
        rev = rev_lower(c) if choose(c, (0, 1)) else rev_mixed(c)
        if rev not in out:
            out.append(rev)
    return out


def clocks(c: Case, n: int) -> list[str]:
    """``n`` different clock times, minutes at 30 or below."""
    hours = sample(c, range(7, 21), n)
    return [f"{h:02d}:{choose(c, (5, 10, 15, 20, 25, 30)):02d}" for h in hours]


def dates(c: Case, n: int) -> list[str]:
    """``n`` dates in different months, days of the month at 28 or below."""
    months = sample(c, MONTHS, n)
    return [f"{c.rng.randrange(2, 29)} {m}" for m in months]


def people(c: Case, n: int) -> list[str]:
    return sample(c, PEOPLE, n)


def chatter(c: Case, subj: Subject, n: int, start: timedelta, span: float, session: str) -> None:
    """``n`` team chat lines about ``subj`` (no digits, names, places or values)."""
    texts = [t.format(code=subj.code) for t in CHATTER]
    Chatter(texts, "m", "team chat", 0.4)(c, n, start, span, session)


def near(c: Case, base: float, spread: float) -> timedelta:
    """A seeded time about ``base`` days after the case's start."""
    return days(base + c.rng.uniform(0, spread))


def an(word: str) -> str:
    """``word`` after "a" or "an"."""
    return f"{'an' if word[0].lower() in 'aeiou' else 'a'} {word}"
