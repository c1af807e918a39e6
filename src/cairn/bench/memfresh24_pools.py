"""The pools of the held-out set `fresh24` (``bench.memfresh24``): twenty subjects under codenames
of their own, the people, number words, formats, channels, tools, procedure steps, the chatter
about a subject (no digits, names or places) and the seeded helpers the templates share (which
subject a case asks about, counts with their digits apart, revision ids, clock times, dates).

Every helper draws from the case's own random source only, so a case is fixed by the set's seed.
"""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter, choose, days, sample


@dataclass(frozen=True)
class Subject:
    """One subject: its codename, what it is (never said in a text), whether it is software,
    a piece of work, what that work is counted in, the document its rules live in, a thing kept
    in revisions, a key or credential, and three places (hosts, paths or rooms)."""

    code: str
    what: str
    software: bool
    work: str
    unit: str
    doc: str
    kept: str
    key: str
    places: tuple[str, str, str]


SUBJECTS: tuple[Subject, ...] = (
    Subject("Quorravel", "an API rate limiter", True, "limit review", "requests", "runbook",
            "limit table", "admin token", ("rl-edge-4", "rl-edge-9", "/etc/quorravel/limits.d")),
    Subject("Brimmelow", "a push notification service", True, "send batch", "messages",
            "runbook", "payload template", "signing key", ("push-gw-2", "push-gw-6", "push-gw-11")),
    Subject("Fentashire", "a search autocomplete index", True, "suggestion rebuild", "terms",
            "runbook", "ranking config", "index api key",
            ("suggest-1", "suggest-3", "/var/lib/suggest/dict")),
    Subject("Gallowmere", "a password reset flow", True, "reset audit", "accounts", "runbook",
            "email copy", "smtp relay password",
            ("auth-blue-2", "auth-green-5", "/opt/reset/templates")),
    Subject("Hushbarrow", "an image thumbnailer", True, "thumbnail sweep", "images", "runbook",
            "resize preset", "bucket write key",
            ("img-worker-7", "/data/thumbs/pending", "/data/thumbs/done")),
    Subject("Ilvercombe", "a feature flag service", True, "flag cleanup", "flags", "runbook",
            "flag schema", "sdk server key", ("flags-core-1", "flags-core-8", "/srv/flags/export")),
    Subject("Jorrowyn", "a currency exchange rate feed", True, "rate backfill", "rates", "runbook",
            "provider mapping", "vendor api key", ("fx-feed-3", "fx-feed-12", "/mnt/fx/incoming")),
    Subject("Kestlemoor", "an email bounce handler", True, "bounce sweep", "addresses", "runbook",
            "suppression rules", "webhook secret",
            ("mx-bounce-2", "mx-bounce-4", "/var/spool/bounces")),
    Subject("Lunnavale", "a session replay recorder", True, "replay purge", "sessions", "runbook",
            "masking rules", "ingest token", ("replay-db-6", "replay-db-10", "/srv/replay/chunks")),
    Subject("Nettlegrave", "a geo-IP lookup service", True, "database refresh", "lookups",
            "runbook", "region map", "licence key",
            ("geo-cache-5", "geo-cache-13", "/usr/share/geoip/current")),
    Subject("Orchelby", "a church bell ringers' band", False, "practice night", "ringers",
            "handbook", "method sheet", "tower key",
            ("the ringing chamber", "the vestry", "the clock loft")),
    Subject("Prestwallow", "an amateur astronomy society", False, "observing night", "guests",
            "handbook", "observing list", "dome key",
            ("the dome", "the warm room", "the car park field")),
    Subject("Ruddimore", "a jigsaw swap library", False, "swap morning", "puzzles", "handbook",
            "lending rules", "cupboard key",
            ("the parish annexe", "the library basement", "the cafe back room")),
    Subject("Tamberlode", "a food bank", False, "sorting shift", "parcels", "handbook",
            "parcel list", "van keys",
            ("the loading bay", "the church hall kitchen", "the depot mezzanine")),
    Subject("Umbervale", "an origami club", False, "folding session", "models", "handbook",
            "diagram pack", "paper store key", ("the craft room", "the sunroom", "the upstairs studio")),
    Subject("Vintershaw", "a geocaching group", False, "cache maintenance walk", "caches",
            "handbook", "cache register", "group account login",
            ("the visitor centre", "the boathouse", "the old quarry gate")),
    Subject("Wrenlocke", "a blacksmithing group", False, "forge day", "pieces", "handbook",
            "fire safety sheet", "gas cage key", ("the forge", "the quench yard", "the coal store")),
    Subject("Culbertine", "a canoe club", False, "river trip", "paddlers", "handbook",
            "trip plan", "boat shed key", ("the boat shed", "the slipway hut", "the lock lodge")),
    Subject("Thistlegate", "a school robotics team", False, "build session", "parts", "handbook",
            "parts inventory", "workshop badge",
            ("the design lab", "the tech block", "the sports hall annexe")),
    Subject("Eskellan", "a marching band", False, "drill rehearsal", "players", "handbook",
            "drill charts", "uniform cage key", ("the band room", "the top field", "the gym balcony")),
)  # fmt: skip
CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)

PEOPLE: tuple[str, ...] = (
    "Adaeze", "Bolat", "Dmitrei", "Eilidh", "Jurgis", "Laszlo", "Mahsa", "Nnamdi", "Parveen",
    "Quang", "Rashida", "Sione", "Ugne", "Valdis", "Wairimu", "Xavi", "Aigerim", "Bjarki",
    "Catalina", "Dusan", "Farrukh", "Gulnara", "Ilkka", "Kalani", "Leilani", "Mbali", "Nurlan",
    "Olamide", "Pirjo", "Raimo", "Uzoma", "Vahid", "Dunja", "Elvira", "Faustino", "Jaroslav",
    "Renske", "Tiago", "Wojtek", "Lucian", "Lisandro", "Pascual", "Wendelin", "Hortense",
)  # fmt: skip

TENS = {3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}
UNITS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
         9: "nine"}  # fmt: skip
WEEKDAYS: tuple[str, ...] = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
# due months come after the kickoffs (June to September 2026)
MONTHS: tuple[str, ...] = ("October", "November", "December", "January", "February", "March")
FORMATS: tuple[str, ...] = ("CSV", "PDF", "XLSX", "JSON", "ODS", "Markdown", "HTML", "DOCX")
CHANNELS: tuple[str, ...] = (
    "#tidings", "#bulletin", "#dispatch", "#signal-box", "the members digest", "#town-crier",
    "the Friday roundup", "#pinboard", "#noticeboard", "the quarterly letter",
)  # fmt: skip
SOFT_TOOLS: tuple[str, ...] = (
    "Grafana", "Airflow", "Terraform", "Sentry", "Renovate", "Temporal", "Vector", "Prefect",
)  # fmt: skip
OTHER_TOOLS: tuple[str, ...] = (
    "Trello", "Airtable", "Notion", "Doodle", "Padlet", "Canva", "Jotform", "Signal",
)  # fmt: skip
SOFT_STEPS: tuple[str, ...] = (
    "snapshot the config", "drain the queue", "freeze deploys", "tag the release",
    "page the secondary", "pause the cron",
)  # fmt: skip
OTHER_STEPS: tuple[str, ...] = (
    "sweep the floor", "count the kit", "unlock the store room", "sign the register",
    "check the first-aid box", "switch on the heaters",
)  # fmt: skip

CHATTER: tuple[str, ...] = (
    "anyone know if the {c} thing from last week got sorted?",
    "{c} looked fine to me this morning",
    "no news on {c} from my side",
    "did someone write up the {c} bits anywhere useful",
    "{c} chat is quiet today, which is nice",
    "I'll have a look at {c} after lunch",
    "lol the {c} thread got long again",
    "thanks all for the {c} help, appreciated",
    "can we keep {c} questions in one place please",
    "{c}: nothing to report, carry on",
    "quick one, is the {c} doc still the right place to look",
    "+1 on tidying the {c} notes at some point",
    "{c} went smoothly as far as I can tell",
    "reminder that {c} stuff should go in the tracker",
    "fyi I'm off tomorrow, {c} questions can wait",
)
TEAM_CHAT = "team chat"


def subject(c: Case, offset: int) -> Subject:
    """The subject a case asks about: its place in its dimension turned by ``offset``, the 21st
    to 25th cases stepped one further, so a template's five cases ask about five subjects."""
    n = int(c.case_id[-3:]) - 1
    return SUBJECTS[(n + offset + (1 if n >= 20 else 0)) % len(SUBJECTS)]


def other(s: Subject, step: int = 7) -> Subject:
    """Another subject of the same kind (software or not), for a distractor."""
    same = [t for t in SUBJECTS if t.software == s.software]
    return same[(same.index(s) + step) % len(same)]


def instance(c: Case) -> int:
    """Which of its template's five cases this is (0 to 4)."""
    return (int(c.case_id[-3:]) - 1) // 5


def people(c: Case, n: int) -> list[str]:
    return sample(c, PEOPLE, n)


def counts(c: Case, n: int) -> list[int]:
    """``n`` counts above 31 with different tens and different units digits, none round or
    doubled."""
    tens = sample(c, list(TENS), n)
    out: list[int] = []
    used: set[int] = set()
    for t in tens:
        unit = choose(c, [u for u in UNITS if u not in used and u != t and 10 * t + u > 31])
        used.add(unit)
        out.append(10 * t + unit)
    return out


def words(n: int) -> str:
    """A count written in words (``forty-seven``)."""
    return f"{TENS[n // 10]}-{UNITS[n % 10]}"


def revisions(c: Case, n: int) -> list[str]:
    """``n`` revision ids, their digits inside a token: lower case (``qv-47k``) or mixed
    (``Tr58Lo``)."""
    out: list[str] = []
    letters = "bcdfghjkmnpqrstvwxz"
    for i in range(n):
        a, b, d = choose(c, letters), choose(c, letters), choose(c, "aeiou")
        num = c.rng.randrange(12, 99)
        out.append(f"{a}{d}-{num}{b}" if i % 2 == 0 else f"{a.upper()}{d}{num}{b.upper()}{d}")
    return out


def clocks(c: Case, n: int) -> list[str]:
    """``n`` different clock times, minutes at 31 or below (``18:25``)."""
    hours = sample(c, range(8, 21), n)
    return [f"{h}:{choose(c, ['05', '10', '15', '20', '25', '30'])}" for h in hours]


def dates(c: Case, n: int) -> list[str]:
    """``n`` dates in different months (``14 March``)."""
    return [f"{c.rng.randrange(2, 29)} {m}" for m in sample(c, MONTHS, n)]


def chatter(c: Case, s: Subject, n: int, start: float, span: float, session: str) -> None:
    """``n`` chat lines about ``s`` (no values in them), labelled ``team chat message i``."""
    texts = [t.format(c=s.code) for t in CHATTER]
    Chatter(texts, "chat", TEAM_CHAT, 0.5)(c, n, days(start), span, session)


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
    """One remembered event ``at`` days after the case starts; returns its id."""
    return c.event(key, text, label=label, kind=kind, trust=trust, after=days(at), session=session)


def when(c: Case, low: float, high: float) -> float:
    """A seeded time in days between ``low`` and ``high``."""
    return c.rng.uniform(low, high)
