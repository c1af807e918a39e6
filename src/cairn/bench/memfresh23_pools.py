"""The pools of the held-out set `fresh23` (``bench.memfresh23``): twenty subjects under codenames
of their own, the people, number words, formats, channels, tools, procedure steps, the chatter
about a subject (no digits, names or places) and the seeded helpers the templates share.

Half the subjects are software and ops work, half are other teams and hobbies. The event texts
name only a subject's codename, never what the subject is; ``what`` is here for the reader of
this module. Written blind: apart from the judgment code and every other set's pools.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import TypeVar

from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter, choose, days, mins, sample

__all__ = ["Case", "choose", "days", "mins", "sample"]

T = TypeVar("T")


@dataclass(frozen=True)
class Subject:
    """One subject: its codename, whether it is software work, what it is (never said in a
    text), a piece of work and the unit it is counted in, the document its rules live in,
    something kept in revisions, a key or credential, three places, a report and its records."""

    code: str
    software: bool
    what: str
    work: str
    unit: str
    kept: str
    key: str
    places: tuple[str, str, str]
    report: str
    records: str

    @property
    def doc(self) -> str:
        return "runbook" if self.software else "handbook"

    @property
    def backlog(self) -> str:
        """What piles up: a queue of work, or the names on a waiting list."""
        return "backlog" if self.software else "waiting list"

    def waiting(self, n: str) -> str:
        """``n`` things waiting, as a text says it."""
        return f"{n} {self.unit} waiting" if self.software else f"{n} names on the waiting list"

    @property
    def tool_kind(self) -> str:
        return "job scheduler" if self.software else "sign-up tool"


SUBJECTS: tuple[Subject, ...] = (
    Subject("Ostravelle", True, "an OCR receipt-scanning pipeline", "receipt batch", "receipts",
            "parser profile", "vendor API token", ("ocr-node-4", "ocr-node-7", "/srv/receipts/inbox"),
            "extraction report", "scan images"),
    Subject("Pindlebrook", True, "a font subsetting service", "subset build", "font files",
            "glyph allowlist", "CDN purge token", ("fontsvc-2", "fontsvc-5", "/data/fonts/staging"),
            "size report", "build logs"),
    Subject("Quarrowmede", True, "a live captioning service", "caption relay", "streams",
            "vocabulary list", "speech API key", ("cap-relay-1", "cap-relay-6", "/srv/captions/spool"),
            "accuracy report", "transcripts"),
    Subject("Sallowdene", True, "desktop installer code signing", "signing run", "installers",
            "signing policy", "HSM admin card", ("sign-box-3", "sign-box-8", "/secure/sign/queue"),
            "signing summary", "signing logs"),
    Subject("Vindercast", True, "a comment moderation queue", "moderation sweep", "comments",
            "blocklist", "moderator console login", ("modq-worker-2", "modq-worker-9", "/var/modq/held"),
            "moderation digest", "removed comments"),
    Subject("Yelverstone", True, "a guest Wi-Fi captive portal", "portal refresh", "access points",
            "splash page", "controller admin password", ("wlc-east-1", "wlc-west-4", "/etc/portal/pages"),
            "usage report", "session logs"),
    Subject("Brambleduce", True, "a shop till price sync", "price push", "tills",
            "price mapping", "till vendor login", ("pos-sync-3", "pos-sync-5", "/srv/pricing/outbox"),
            "mismatch report", "price files"),
    Subject("Corrowvane", True, "an e-signature workflow", "envelope sweep", "envelopes",
            "consent template", "e-signature admin seat", ("esig-app-2", "esig-app-7", "/data/esign/archive"),
            "completion report", "audit trails"),
    Subject("Dapplemere", True, "a weather station data ingest", "station pull", "stations",
            "station list", "weather feed key", ("wx-ingest-1", "wx-ingest-8", "/srv/weather/raw"),
            "gap report", "raw readings"),
    Subject("Elderquist", True, "a preview environment reaper", "reaper pass", "preview stacks",
            "keep-alive rules", "cloud billing role", ("reaper-ci-3", "reaper-ci-6", "/opt/reaper/state"),
            "cost report", "teardown logs"),
    Subject("Fogwarden", False, "a puppet theatre's touring show", "get-in", "puppets",
            "running order", "tour van key", ("scenery barn", "parish hall stage", "upper rehearsal loft"),
            "tour sheet", "booking forms"),
    Subject("Glenquarry", False, "a pub quiz league", "quiz night", "teams",
            "question pack", "answer-sheet box key", ("snug bar", "function room", "back parlour"),
            "league table", "score sheets"),
    Subject("Hobbleton", False, "a foraging walks group", "hedgerow walk", "walkers",
            "species guide", "first-aid bag padlock code", ("mill lane gate", "beech wood car park", "common stile"),
            "finds log", "consent forms"),
    Subject("Istermoor", False, "a croquet club's lawns", "lawn roll", "hoops",
            "lawn booking grid", "mower shed key", ("top lawn", "lower lawn", "pavilion veranda"),
            "lawn report", "booking slips"),
    Subject("Jollifant", False, "a soap-making co-op", "cold-process pour", "bars",
            "lye ratio chart", "lye cupboard key", ("back kitchen", "curing loft", "studio annex"),
            "batch sheet", "batch notes"),
    Subject("Mossendew", False, "a bat survey group", "dusk count", "bats",
            "detector settings sheet", "detector case key", ("ice house", "old railway bridge", "church tower"),
            "survey return", "recordings"),
    Subject("Pewterhollow", False, "a dragon boat team", "water session", "paddlers",
            "seating chart", "boat compound key", ("north jetty", "slipway shed", "lake pontoon"),
            "crew list", "waiver forms"),
    Subject("Quenbrook", False, "a handloom weaving guild", "warping day", "warps",
            "draft book", "loom room key", ("loom room", "dye shed", "guild library"),
            "guild newsletter", "loan cards"),
    Subject("Scrivelow", False, "a cheerleading squad", "stunt practice", "athletes",
            "routine sheet", "mat store key", ("sports hall", "dance studio", "gym annex"),
            "competition pack", "medical forms"),
    Subject("Tumblesett", False, "a lantern parade", "lantern build", "lanterns",
            "route map", "workshop shutter key", ("willow workshop", "market square", "school hall"),
            "volunteer bulletin", "volunteer sign-ups"),
)  # fmt: skip

CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)

PEOPLE: tuple[str, ...] = (
    "Kallista", "Quintessa", "Sebastiano", "Tabitha", "Amadeo", "Benedetta", "Dagmar", "Giacomo",
    "Lucinda", "Maximilian", "Raffaele", "Zbigniew", "Adelaide", "Humphrey", "Jedidiah",
    "Katarzyna", "Mehitabel", "Ophelia", "Rupert", "Vernon", "Bronislava", "Eleazar", "Ansgar",
    "Dymphna", "Egon", "Friedl", "Hannelore", "Ingmar", "Jutta", "Notburga", "Odilia", "Pankraz",
    "Sieglinde", "Volkmar", "Enoch", "Fabiola", "Jemima", "Obadiah", "Roderick", "Zillah",
)  # fmt: skip

TENS = ("", "", "", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
UNITS = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")

WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = ("October", "November", "December")
FORMATS = ("pdf", "csv", "xlsx", "html", "markdown", "json", "odt", "plain text")
SOFT_CHANNELS = ("#ops-news", "#release-notes", "#eng-announce", "#infra-chat", "#help-desk")
HOBBY_CHANNELS = ("noticeboard", "group chat", "mailing list", "newsletter", "members' forum")
SOFT_TOOLS = ("Rundeck", "Dagster", "Prefect", "Nomad", "Temporal", "Argo Workflows")
HOBBY_TOOLS = ("Doodle", "Tally", "Jotform", "Eventbrite", "Calendly", "Signup Genius")
SOFT_STEPS = ("drain the queue", "snapshot the volume", "pause the scheduler",
              "freeze the config", "tag the build", "warn the on-call")  # fmt: skip
HOBBY_STEPS = ("unlock the store", "count the kit", "check the first-aid bag",
               "brief the volunteers", "sweep the floor", "lay out the mats")  # fmt: skip
TIMES = ("6:30", "7:15", "8:00", "9:20", "10:10", "13:30", "17:15", "18:20", "19:00", "20:30")

CHATTER = (
    "{code} felt calmer this week than last, fwiw.",
    "Anyone else think the {code} notes are getting long?",
    "Nice work on {code} everyone, genuinely.",
    "{code} is on my list for tomorrow, will look then.",
    "tbh I have not touched {code} in a while.",
    "Reminder that {code} questions can wait until after the break.",
    "Had a good chat about {code} over coffee, nothing decided.",
    "iirc the {code} folks wanted fewer meetings.",
    "Is {code} still fun? asking for a friend",
    "{code} went quietly again, love to see it.",
    "Could someone tidy the {code} folder at some point?",
    "Not much news on {code} from my side.",
    "Thanks for the patience with {code} lately.",
    "Someone said {code} needs a fresh look eventually.",
)


def slot(c: Case) -> tuple[int, int]:
    """The case's place in its dimension (0..24) and its instance within its template (0..4)."""
    n = int(c.case_id.rsplit("-", 1)[1]) - 1
    return n, n // 5


def subject(c: Case, offset: int) -> Subject:
    """The subject asked about: its place in the dimension turned by ``offset``; the 21st to
    25th cases step one further, so a template's five cases ask about five subjects."""
    n, _ = slot(c)
    return SUBJECTS[(n + offset + (n >= 20)) % len(SUBJECTS)]


def turn(c: Case, options: Sequence[T]) -> T:
    """One of ``options`` taken in turn by the case's instance, in an order seeded by the
    template's name: a template's five cases use every wording it has (up to five)."""
    order = random.Random(f"fresh23 {c.topic}").sample(list(options), len(options))
    return order[slot(c)[1] % len(order)]


def others(c: Case, s: Subject, k: int = 1) -> list[Subject]:
    """``k`` other subjects of the same kind (software or not), in a seeded order."""
    return sample(c, [o for o in SUBJECTS if o.software == s.software and o is not s], k)


def people(c: Case, k: int) -> list[str]:
    return sample(c, PEOPLE, k)


def counts(c: Case, k: int) -> list[int]:
    """``k`` counts from 32 to 98 with different tens digits and different units digits, none
    a round ten or a doubled digit."""
    tens = sample(c, range(3, 10), k)
    out: list[int] = []
    used: set[int] = set()
    for t in tens:
        units = [u for u in range(1, 10) if u != t and u not in used and (t > 3 or u > 1)]
        u = choose(c, units)
        used.add(u)
        out.append(10 * t + u)
    return out


def words(n: int) -> str:
    """A count from 32 to 99 in words (``sixty-seven``)."""
    tens, units = divmod(n, 10)
    return TENS[tens] + (f"-{UNITS[units]}" if units else "")


def spoken(c: Case, n: int) -> str:
    """A count in digits or in words, drawn by the seed."""
    return choose(c, (str(n), words(n)))


def revisions(c: Case, k: int) -> list[str]:
    """``k`` revision ids, lower case (``rb-47k``) or mixed case (``Rb47Kx``), digits inside a
    token so they never match a count."""
    letters = "bcdfghjkmnpqrstvwxz"
    out: list[str] = []
    while len(out) < k:
        a, b, d, e = sample(c, letters, 4)
        num = choose(c, range(12, 98))
        rid = choose(c, (f"{a}{b}-{num}{d}", f"{a.upper()}{b}{num}{d.upper()}{e}"))
        if rid.lower() not in {o.lower() for o in out}:
            out.append(rid)
    return out


def due_dates(c: Case, k: int) -> list[str]:
    """``k`` different due dates in the months after the cases start (``19 November``)."""
    out: list[str] = []
    while len(out) < k:
        d = f"{choose(c, range(3, 29))} {choose(c, MONTHS)}"
        if d not in out:
            out.append(d)
    return out


def channels(c: Case, s: Subject, k: int) -> list[str]:
    return sample(c, SOFT_CHANNELS if s.software else HOBBY_CHANNELS, k)


def tools(c: Case, s: Subject, k: int) -> list[str]:
    return sample(c, SOFT_TOOLS if s.software else HOBBY_TOOLS, k)


def steps(c: Case, s: Subject, k: int) -> list[str]:
    return sample(c, SOFT_STEPS if s.software else HOBBY_STEPS, k)


def chatter(c: Case, s: Subject, n: int, start: timedelta, span_days: float, session: str) -> None:
    """``n`` chat lines about ``s`` (no digits, names or places) within ``span_days`` after
    ``start``."""
    lines = [t.format(code=s.code) for t in CHATTER]
    Chatter(lines, "x", "team chat", 0.4)(c, n, start, span_days, session)


def the(s: Subject, place: str) -> str:
    """A place as a text says it: a host or path bare, a room with its article."""
    return place if s.software else f"the {place}"


def on(s: Subject, channel: str) -> str:
    """A channel as a text says it: a chat channel bare, a noticeboard or a list with its
    article."""
    return channel if s.software else f"the {channel}"


def label_for(c: Case, options: Sequence[tuple[str, str]]) -> tuple[str, str]:
    """One (source kind, label) pair: a neutral label or a named one, drawn by the seed."""
    return choose(c, options)
