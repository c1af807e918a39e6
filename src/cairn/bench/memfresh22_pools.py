"""The pools of the held-out set `fresh22`: twenty subjects under codenames of their own, the
people, number words, weekdays, formats, channels, tools, procedure steps, the chatter about a
subject (no digits, names or places) and the seeded helpers its templates share.

The subject a case asks about is set by the case's place in its dimension, turned by an offset
per dimension (``subject``): a template's five cases ask about five different subjects, and a
dimension's 25 cases ask about all twenty. Every seeded draw is made from the case's own random
source, in a fixed order: the frozen copy depends on it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter, choose, days, sample


@dataclass(frozen=True)
class Subject:
    """One subject: its codename, whether it is software or ops work, what it is (for the
    docs only: the events name only the codename), a piece of work, the document its rules live
    in, something kept in revisions, the unit its work is counted in, a key or credential, and
    three places written in lower case."""

    code: str
    software: bool
    what: str
    work: str
    doc: str
    kept: str
    unit: str
    key: str
    places: tuple[str, str, str]


SUBJECTS: tuple[Subject, ...] = (
    Subject(
        "Crumbleworth",
        True,
        "a vector search index",
        "embedding reindex",
        "runbook",
        "index schema",
        "shards",
        "the reindex service token",
        ("vec-east-2", "vec-west-1", "vec-spare-4"),
    ),
    Subject(
        "Pastoravel",
        True,
        "an offline sync engine for a field app",
        "merge sweep",
        "runbook",
        "sync protocol spec",
        "devices",
        "the push signing key",
        ("sync-core-3", "sync-edge-6", "sync-lab-8"),
    ),
    Subject(
        "Quiddlecombe",
        True,
        "a bulk CSV import tool",
        "import dry run",
        "runbook",
        "column mapping file",
        "files",
        "the importer upload credential",
        ("/srv/imports/inbox", "/srv/imports/quarantine", "/srv/imports/done"),
    ),
    Subject(
        "Vantaskew",
        True,
        "a standup chat bot",
        "digest post",
        "runbook",
        "prompt template",
        "teams",
        "the bot's workspace token",
        ("bot-runner-2", "bot-runner-5", "bot-canary-7"),
    ),
    Subject(
        "Mirrowgate",
        True,
        "a sitemap generator and crawler",
        "crawl pass",
        "runbook",
        "crawler ruleset",
        "pages",
        "the search console login",
        ("crawl-box-4", "crawl-box-9", "crawl-old-1"),
    ),
    Subject(
        "Threnbury",
        True,
        "a screenshot regression suite",
        "baseline refresh",
        "runbook",
        "baseline image set",
        "screens",
        "the storage bucket key",
        ("shots-primary", "shots-archive", "shots-scratch"),
    ),
    Subject(
        "Oxlandrie",
        True,
        "a billing proration job",
        "proration rerun",
        "runbook",
        "pricing table",
        "invoices",
        "the payment provider secret",
        ("bill-worker-3", "bill-worker-8", "bill-report-2"),
    ),
    Subject(
        "Bexhollin",
        True,
        "a customer data export portal",
        "export batch",
        "runbook",
        "export manifest format",
        "requests",
        "the portal admin password",
        ("/data/exports/pending", "/data/exports/sent", "/data/exports/hold"),
    ),
    Subject(
        "Skelvoran",
        True,
        "database vacuum tuning",
        "vacuum window",
        "runbook",
        "autovacuum profile",
        "tables",
        "the maintenance role password",
        ("pg-main-1", "pg-replica-3", "pg-batch-6"),
    ),
    Subject(
        "Dunnimarsh",
        True,
        "an event ticket scanner app",
        "gate sync",
        "runbook",
        "scanner firmware",
        "scanners",
        "the gate api key",
        ("gate-hub-2", "gate-hub-7", "gate-test-9"),
    ),
    Subject(
        "Yarrowquell",
        False,
        "a capoeira group's rodas",
        "roda night",
        "handbook",
        "song list",
        "players",
        "the studio door fob",
        ("the mirror hall", "the church annex", "the park bandstand"),
    ),
    Subject(
        "Glimmersby",
        False,
        "a sourdough club's starter swap",
        "starter swap",
        "handbook",
        "feeding chart",
        "jars",
        "the bakery back-door key",
        ("the flour store", "the community oven room", "the market shed"),
    ),
    Subject(
        "Torquemoss",
        False,
        "a kite festival",
        "line check",
        "handbook",
        "field layout",
        "kites",
        "the field gate padlock code",
        ("the north meadow", "the dune car park", "the cricket ground"),
    ),
    Subject(
        "Wexlander",
        False,
        "a lighthouse museum's volunteer guides",
        "lamp room tour",
        "handbook",
        "tour script",
        "visitors",
        "the tower door key",
        ("the keeper's cottage", "the fog signal house", "the gift hut"),
    ),
    Subject(
        "Brackenhue",
        False,
        "a poetry slam night",
        "open mic round",
        "handbook",
        "scoring sheet",
        "poets",
        "the cash box key",
        ("the cellar bar", "the upstairs lounge", "the bookshop back room"),
    ),
    Subject(
        "Pennyfrost",
        False,
        "an orienteering club",
        "control placement",
        "handbook",
        "course map",
        "runners",
        "the kit trailer key",
        ("the scout hut", "the forest lodge", "the quarry car park"),
    ),
    Subject(
        "Zollicombe",
        False,
        "a spelling bee",
        "word list review",
        "handbook",
        "word list",
        "spellers",
        "the sealed envelope box key",
        ("the school hall", "the library annex", "the town council chamber"),
    ),
    Subject(
        "Harthwaite",
        False,
        "a woodturning guild",
        "lathe induction",
        "handbook",
        "safety checklist",
        "members",
        "the workshop alarm code",
        ("the turning shed", "the timber loft", "the barn workshop"),
    ),
    Subject(
        "Cindermoor",
        False,
        "a mahjong club",
        "league table session",
        "handbook",
        "house scoring rules",
        "tables",
        "the tile cupboard key",
        ("the tea room", "the chess corner", "the garden pavilion"),
    ),
    Subject(
        "Lockvessel",
        False,
        "a ski club's trail grooming",
        "trail groom",
        "handbook",
        "grooming plan",
        "kilometres",
        "the snowcat ignition key",
        ("the wax hut", "the lower trailhead", "the ridge shelter"),
    ),
)
CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)

PEOPLE: tuple[str, ...] = (
    "Josefine",
    "Marguerite",
    "Lazlo",
    "Beatrix",
    "Matthias",
    "Adelheid",
    "Benedetto",
    "Tallulah",
    "Bertram",
    "Anneliese",
    "Kazimiera",
    "Bogdana",
    "Svantje",
    "Jarmila",
    "Kornelius",
    "Vedrana",
    "Ottmar",
    "Branislav",
    "Hjalmar",
    "Dobromir",
    "Ebenezer",
    "Mechthild",
    "Evadne",
    "Ermanno",
    "Cordula",
    "Heidrun",
    "Vasilisa",
    "Melisande",
    "Gottfried",
    "Swanhild",
    "Jovita",
    "Leontyne",
    "Fabrizia",
    "Gerlinde",
    "Isadora",
    "Marzena",
    "Severina",
    "Thekla",
    "Vinzenz",
    "Yolanthe",
)

WEEKDAYS: tuple[str, ...] = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
DUE_MONTHS: tuple[str, ...] = ("October", "November", "December")
FORMATS: tuple[str, ...] = ("xlsx", "ods", "markdown", "json", "plain text", "docx", "epub")
NEWS_CHANNELS: tuple[str, ...] = ("news", "updates", "bulletin", "noticeboard", "heads-up")
ASK_CHANNELS: tuple[str, ...] = ("help", "questions", "ask-us", "support-desk")
SOFT_TOOLS: tuple[str, ...] = (
    "Airflow",
    "Dagster",
    "Prefect",
    "Temporal",
    "Nomad",
    "Buildkite",
    "Renovate",
    "Grafana OnCall",
)
OTHER_TOOLS: tuple[str, ...] = (
    "a paper rota",
    "Doodle",
    "a shared calendar",
    "Trello",
    "a group text",
    "Google Forms",
    "a whiteboard",
)
# a procedure's steps: (software, other teams), one drawn first and one second
SOFT_STEPS: tuple[str, ...] = (
    "snapshot the database",
    "drain the queue",
    "pause the scheduler",
    "tag the release",
    "warn the support desk",
    "flip the maintenance flag",
)
OTHER_STEPS: tuple[str, ...] = (
    "sign the visitors book",
    "check the first aid kit",
    "count the float",
    "sweep the floor",
    "switch on the heaters",
    "read out the fire exits",
)

ONES = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def words(n: int) -> str:
    """A count from 21 to 99 in words: ``47`` -> ``forty-seven``."""
    return f"{TENS[n // 10]}-{ONES[n % 10]}" if n % 10 else TENS[n // 10]


def subject(c: Case, offset: int) -> Subject:
    """The subject of a case: its place ``n`` in its dimension, turned by ``offset``; the 21st
    to 25th cases step one further, so a template's five cases ask about five subjects."""
    n = int(c.case_id.rsplit("-", 1)[1]) - 1
    return SUBJECTS[(n + offset + n // 20) % len(SUBJECTS)]


def instance(c: Case) -> int:
    """The case's instance number within its template (five templates per dimension)."""
    return (int(c.case_id.rsplit("-", 1)[1]) - 1) // 5


def other(c: Case, s: Subject) -> Subject:
    """Another subject of the same kind, for a distractor in the same sentence frame."""
    return choose(c, [o for o in SUBJECTS if o.software == s.software and o is not s])


def counts(c: Case, k: int, low: int = 4) -> list[int]:
    """``k`` counts above 31 with different tens and different units digits, none round and
    none a repeated digit."""
    tens = sample(c, range(low, 10), k)
    out: list[int] = []
    used: set[int] = set()
    for t in tens:
        u = choose(c, [d for d in range(1, 10) if d != t and d not in used])
        used.add(u)
        out.append(t * 10 + u)
    return out


def people(c: Case, k: int) -> list[str]:
    return sample(c, PEOPLE, k)


def tools(s: Subject) -> Sequence[str]:
    return SOFT_TOOLS if s.software else OTHER_TOOLS


def steps(s: Subject) -> Sequence[str]:
    return SOFT_STEPS if s.software else OTHER_STEPS


def ident(c: Case) -> str:
    """A revision id, lower case (``kt-47w``) or mixed case (``Rb38Qe``); its digits 32 to 98."""
    letters = "bcdfghjkmnpqrstvwxz"
    d = choose(c, range(32, 99))
    a, b, e = (choose(c, letters) for _ in range(3))
    if choose(c, (True, False)):
        return f"{a}{b}-{d}{e}"
    return f"{a.upper()}{b}{d}{e.upper()}{choose(c, 'aeiou')}"


def clock(c: Case, hours: Sequence[int]) -> str:
    """A time of day, ``HH:MM`` with minutes 31 or below (never a count)."""
    return f"{choose(c, hours):02d}:{choose(c, (0, 5, 10, 15, 20, 25)):02d}"


CHATTER_LINES: tuple[str, ...] = (
    "anyone else think the {work} has been smoother lately?",
    "fwiw the {code} {doc} reads a lot better since the tidy-up",
    "no news on {code} from me this week",
    "tbh the {work} was quiet, nothing to report",
    "{code} folks: thanks for the patience while things settle",
    "small reminder to keep the {code} notes tidy",
    "is the {code} {doc} the one with the new headings? looks nice",
    "the {work} felt long but fine",
    "nice work on {code} everyone",
    "I keep meaning to reread the {code} {doc}",
    "can we keep {code} chatter in one thread please",
    "the {unit} count for {code} looked normal to me",
    "no blockers on {code} that I know of",
    "the {work} will need a retro at some point",
)


def chatter(c: Case, s: Subject, n: int, start: float, span: float, session: str) -> None:
    """``n`` lines of chat about the subject that state no value."""
    lines = [t.format(code=s.code, work=s.work, doc=s.doc, unit=s.unit) for t in CHATTER_LINES]
    Chatter(lines, "chat", f"#{s.code.lower()}", 0.4)(c, n, days(start), span, session)


def bare(thing: str) -> str:
    """A place or tool without its article: ``the tea room`` -> ``tea room``."""
    for art in ("the ", "a "):
        if thing.startswith(art):
            return thing[len(art) :]
    return thing


def due(c: Case) -> str:
    """A due date months after the cases start: ``17 November``."""
    return f"{choose(c, range(3, 29))} {choose(c, DUE_MONTHS)}"
