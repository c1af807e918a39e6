"""The pools of `fresh25` (``bench.memfresh25``): its twenty subjects, the people, number words,
weekdays, formats, tools, steps, preferences, suppliers, the chatter about a subject, and the
seeded helpers its templates write cases with. Every name here was checked to be absent from
the other sets' frozen data, set modules and pages (by counting matching files only)."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter, choose, days, sample


@dataclass(frozen=True)
class Subject:
    """One subject: its codename, what it is (never said in a text), whether it is software,
    a piece of work, the unit that work is counted in, the document its rules live in, a thing
    kept in revisions, a key or credential, three places and where copies are kept."""

    code: str
    what: str
    software: bool
    work: str
    unit: str
    doc: str
    kept: str
    key: str
    places: tuple[str, str, str]
    store: str


def _soft(code: str, what: str, work: str, unit: str, kept: str, key: str, *rest: str) -> Subject:
    places = (rest[0], rest[1], rest[2])
    return Subject(code, what, True, work, unit, "runbook", kept, key, places, rest[3])


def _club(code: str, what: str, work: str, unit: str, kept: str, key: str, *rest: str) -> Subject:
    places = (rest[0], rest[1], rest[2])
    return Subject(code, what, False, work, unit, "handbook", kept, key, places, rest[3])


SUBJECTS: tuple[Subject, ...] = (
    _soft("Abberlune", "a URL shortener", "link audit", "links", "redirect table", "admin token",
          "lnk-edge-3", "lnk-edge-7", "lnk-core-2", "/srv/abberlune/exports"),
    _soft("Brockwhistle", "an audit log archiver", "archive sweep", "log bundles", "retention map",
          "bucket key", "arch-vault-5", "arch-vault-12", "arch-cold-1", "/data/brockwhistle/sealed"),
    _soft("Nimbledrake", "a calendar sync connector", "resync pass", "calendars", "mapping sheet",
          "service token", "cal-sync-8", "cal-sync-14", "cal-sync-2", "/var/nimbledrake/dumps"),
    _soft("Swindlecrest", "a code coverage gate", "gate review", "repositories", "exclusion list",
          "bot token", "cov-runner-6", "cov-runner-19", "cov-runner-3", "/opt/swindlecrest/reports"),
    _soft("Pollenbury", "a crash symbolication service", "symbol upload", "builds",
          "symbol manifest", "upload key", "sym-host-9", "sym-host-21", "sym-host-4",
          "/mnt/pollenbury/symbols"),
    _soft("Ravelstock", "a product recommendation widget", "model refresh", "placements",
          "ranking config", "API secret", "rec-api-11", "rec-api-5", "rec-api-17",
          "/srv/ravelstock/snapshots"),
    _soft("Gannetmire", "a cookie consent banner", "consent audit", "domains", "vendor list",
          "CDN token", "cmp-edge-2", "cmp-edge-13", "cmp-edge-8", "/srv/gannetmire/logs"),
    _soft("Hollisander", "a timesheet export", "payroll export", "timesheets", "field mapping",
          "SFTP key", "ts-batch-7", "ts-batch-16", "ts-batch-1", "/exports/hollisander/weekly"),
    _soft("Kettlewhin", "a DNS resolver blocklist", "blocklist refresh", "zones", "allow list",
          "zone signing key", "dns-res-4", "dns-res-18", "dns-res-10", "/etc/kettlewhin/lists"),
    _soft("Lorrimaze", "a photo metadata stripper", "metadata scrub", "albums", "strip profile",
          "storage token", "exif-wk-3", "exif-wk-15", "exif-wk-6", "/data/lorrimaze/clean"),
    _club("Oxmantle", "a ukulele orchestra", "strum night", "players", "set list",
          "music cupboard key", "the scout hut", "the upper hall", "the bandstand",
          "the grey filing box"),
    _club("Pebblequist", "a community compost co-op", "turning day", "barrows", "bay plan",
          "shed key", "the north yard", "the potting shed", "the allotment gate",
          "the tin by the sieves"),
    _club("Quibberton", "a table tennis club", "ladder evening", "matches", "fixture list",
          "hall key fob", "the sports hall", "the annex", "the parish centre", "the kit cupboard"),
    _club("Rastelwick", "a book club", "reading night", "members", "reading list",
          "back-room key", "the snug", "the café upstairs", "the library annex",
          "the shared folder"),
    _club("Sorrelgate", "a barbershop chorus", "sectional rehearsal", "singers", "tag sheet",
          "piano key", "the parish room", "the old chapel", "the music school",
          "the music satchel"),
    _club("Tinderwhal", "a knitting circle", "yarn swap", "skeins", "pattern binder",
          "storage unit key", "the tea room", "the wool shop", "the reading room",
          "the pattern crate"),
    _club("Yarncaster", "a model aircraft flying club", "fly-in", "models", "frequency chart",
          "field gate key", "the east strip", "the clubhouse", "the hangar shed",
          "the logbook tin"),
    _club("Zephrowe", "a wild swimming group", "dawn dip", "swimmers", "tide sheet",
          "changing hut key", "the quarry pool", "the jetty", "the boat ramp", "the dry bag"),
    _club("Bellquarry", "an improv comedy troupe", "jam session", "performers", "running order",
          "studio fob", "the black box", "the rehearsal room", "the side stage",
          "the props trunk"),
    _club("Drovenmarsh", "a community darkroom", "print session", "prints", "chemistry log",
          "darkroom key", "the darkroom", "the drying room", "the front studio",
          "the negative binder"),
)  # fmt: skip

CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)

PEOPLE: tuple[str, ...] = (
    "Bertil", "Jolanda", "Ulla", "Xenia", "Alvar", "Dorit", "Jarek", "Milos", "Nadira", "Uriel",
    "Viggo", "Agathe", "Clemence", "Dragan", "Frederika", "Joost", "Nesrin", "Rainer", "Zelda",
    "Hartmut", "Reinhold", "Eskil", "Iskra", "Njord", "Rasmine", "Yrsa", "Edvin", "Filippa",
    "Helmi", "Kolja", "Lenka", "Mirko", "Sjoerd", "Cilla", "Jelle", "Klaske", "Aldo", "Bruna",
    "Cesare", "Ilaria",
)  # fmt: skip

TENS = {3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}
UNITS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
         8: "eight", 9: "nine"}  # fmt: skip
WEEKDAYS: tuple[str, ...] = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Sunday")
MONTHS: tuple[str, ...] = ("October", "November", "December", "January", "February", "March")
FORMATS: tuple[str, ...] = ("CSV", "PDF", "XLSX", "JSON", "ODS", "TSV", "HTML", "DOCX")
CHANNELS: tuple[str, ...] = (
    "#release-notes", "#ops-digest", "#weekly-roundup", "#status-feed", "the noticeboard",
    "the mailing list", "the group text", "the members' forum",
)  # fmt: skip
SOFT_TOOLS: tuple[str, ...] = ("Jira", "Airtable", "Asana", "Basecamp", "Notion", "Redmine")
OTHER_TOOLS: tuple[str, ...] = ("Trello", "Google Sheets", "Padlet", "Todoist", "Evernote")
SOFT_STEPS: tuple[str, ...] = (
    "take a snapshot", "pause the scheduler", "drain the queue", "check disk headroom",
    "freeze the config", "export the audit trail",
)  # fmt: skip
OTHER_STEPS: tuple[str, ...] = (
    "sign the register", "unlock the store", "count the kit", "set out the chairs",
    "check the first-aid box", "sweep the floor",
)  # fmt: skip
PREFERENCES: tuple[str, ...] = (
    "a voice note", "a printed sheet", "a text message", "a short email", "a phone call",
    "a shared doc", "a weekly digest",
)  # fmt: skip
SUPPLIERS: tuple[str, ...] = (
    "Harbourline Supply", "Kestrand Parts", "Millrace Goods", "Ashgrove Wholesale",
    "Brightwater Trading", "Fernlow Stores",
)  # fmt: skip

# what people say about a subject that carries no value: no digits, names or places
CHATTER: tuple[str, ...] = (
    "{code} was quiet today, nothing to report",
    "anyone else think the {code} notes need tidying?",
    "lol the {code} thread is long again",
    "fyi I skimmed the {code} doc, reads fine",
    "good turnout for {code} stuff this week",
    "msg me if {code} needs a hand",
    "iirc nobody objected to the {code} plan",
    "thanks all, {code} went smoothly",
    "{code} feedback form is open if you want it",
    "is the {code} wiki page still the right one to read?",
    "small thing: the {code} page has a typo",
    "coffee after the {code} catch-up?",
    "did the {code} photos get shared anywhere",
)  # fmt: skip
TEAM_CHAT = "team chat"


def instance(c: Case) -> int:
    """The case's place in its dimension (0 to 24)."""
    return int(c.case_id.rsplit("-", 1)[1]) - 1


def subject(c: Case, offset: int) -> Subject:
    """The subject a case asks about: its place in its dimension turned by ``offset``; the
    21st to 25th cases step one further, so a template's five cases ask about five subjects."""
    n = instance(c)
    return SUBJECTS[(n + offset + (1 if n >= 20 else 0)) % len(SUBJECTS)]


def nth(c: Case) -> int:
    """Which of its template's five cases this is (0 to 4)."""
    return instance(c) // 5


def other(c: Case, s: Subject, *, same_kind: bool = True) -> Subject:
    """Another subject, drawn by the seed (of the same kind, software or not, by default)."""
    pool = [o for o in SUBJECTS if o is not s and (not same_kind or o.software == s.software)]
    return choose(c, pool)


def people(c: Case, n: int) -> list[str]:
    return sample(c, PEOPLE, n)


def counts(c: Case, n: int) -> list[int]:
    """``n`` counts above 31, none round or a doubled digit, with their tens digits and their
    units digits all different."""
    while True:
        tens = sample(c, range(3, 10), n)
        units = sample(c, range(1, 10), n)
        out = [10 * t + u for t, u in zip(tens, units, strict=True)]
        if all(v > 31 and v % 11 for v in out):
            return out


def words(n: int) -> str:
    """A count in words: 57 is "fifty-seven"."""
    return f"{TENS[n // 10]}-{UNITS[n % 10]}"


def spell(c: Case, n: int) -> str:
    """``n`` in digits or in words, drawn by the seed."""
    return choose(c, (str(n), words(n)))


def lower_ids(c: Case, n: int) -> list[str]:
    """Revision ids in lower case with their digits inside a token: ``vq-27m``."""
    letters = "abcdefghjkmnpqrstuvwxyz"
    nums = sample(c, range(12, 99), n)
    return [f"{choose(c, letters)}{choose(c, letters)}-{d}{choose(c, letters)}" for d in nums]


def mixed_ids(c: Case, n: int) -> list[str]:
    """Revision ids in mixed case: ``Tr48Kb``."""
    up, low = "BCDFGHKLMNPRSTVW", "aeiouy"
    nums = sample(c, range(12, 99), n)
    return [f"{choose(c, up)}{choose(c, low)}{d}{choose(c, up)}{choose(c, low)}" for d in nums]


def versions(c: Case, n: int) -> list[str]:
    majors = sample(c, range(2, 9), n)
    return [f"{m}.{c.rng.randrange(1, 30)}.{c.rng.randrange(0, 10)}" for m in majors]


def clocks(c: Case, n: int) -> list[str]:
    """Clock times with minutes of 31 or below, at different hours."""
    hours = sample(c, range(7, 21), n)
    return [f"{h:02d}:{choose(c, (0, 5, 10, 15, 20, 25, 30)):02d}" for h in hours]


def dates(c: Case, n: int) -> list[str]:
    """Due dates from October to March, each day of the month 28 or below."""
    months = sample(c, MONTHS, n)
    return [f"{c.rng.randrange(2, 29)} {m}" for m in months]


def weekdays(c: Case, n: int) -> list[str]:
    return sample(c, WEEKDAYS, n)


def chatter(c: Case, s: Subject, n: int, start: float, span: float, session: str) -> None:
    """``n`` chat lines about ``s`` that state no value."""
    lines = [t.format(code=s.code) for t in CHATTER]
    Chatter(lines, "chat", TEAM_CHAT, 0.4)(c, n, days(start), span, session)


def say(
    c: Case,
    key: str,
    text: str,
    label: str,
    *,
    at: float,
    session: str = "s1",
    kind: str = "note",
    trust: float = 0.8,
) -> str:
    """One event ``at`` days after the case's start; returns its id."""
    return c.event(key, text, label=label, kind=kind, trust=trust, after=days(at), session=session)


def when(c: Case, low: float, high: float) -> float:
    """A seeded moment between ``low`` and ``high`` days."""
    return round(c.rng.uniform(low, high), 3)


def turn(c: Case, options: tuple[str, ...]) -> str:
    """A question's wording: a template's five cases take its wordings in turn, so every wording
    is asked (the values and subjects in it are still drawn by the seed)."""
    return options[nth(c) % len(options)]
