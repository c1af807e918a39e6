"""The pools of `fresh48` (``bench.memfresh48``): its twenty subjects under their codenames, its
forty people, number words, weekdays, months, clock times, places and the team chat lines
about a subject (each names the codename and nothing else: no digit, person, place, day or
value), and the seeded helpers its templates write cases with.

Every helper draws from the case's own random source; the draws come in a fixed order, so the
frozen copy (``bench/data/memfresh48.v1.jsonl``) depends on them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import TypeVar

from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter

T = TypeVar("T")


@dataclass(frozen=True)
class Subject:
    """One subject: its codename, what it is (never said in an event), whether it is
    software, and a short tag (software) or two rooms in lower case (a group)."""

    code: str
    what: str
    software: bool
    tag: str = ""
    rooms: tuple[str, str] = ("", "")


SUBJECTS: tuple[Subject, ...] = (
    Subject("Plonkhurst", "kite surfing lesson booker", True, "plk"),
    Subject("Wizzlecombe", "flugelhorn ensemble", False, rooms=("the vestry", "the boot room")),
    Subject("Dribbleby", "sailing school booking site", True, "drb"),
    Subject("Skronkley", "ventriloquism club", False, rooms=("the card room", "the loft")),
    Subject("Flumpton", "ice climbing course app", True, "flm"),
    Subject("Gobbleswade", "fire poi troupe", False, rooms=("the cellar bar", "the long barn")),
    Subject("Sploshbury", "truffle hunting tour booker", True, "spb"),
    Subject("Thrumbleigh", "qigong group", False, rooms=("the sun room", "the stable block")),
    Subject("Cromplewick", "candle making workshop app", True, "crw"),
    Subject(
        "Bazzlemoor", "lepidoptery society", False, rooms=("the garden room", "the tithe barn")
    ),
    Subject("Noggleton", "soap making class booker", True, "ngt"),
    Subject("Wumpleford", "numismatics society", False, rooms=("the map room", "the back parlour")),
    Subject("Squelchley", "mushroom foraging walk planner", True, "sqy"),
    Subject("Tizzleby", "sousaphone band", False, rooms=("the scout hut", "the bell loft")),
    Subject("Drongleham", "life drawing class booker", True, "dgh"),
    Subject("Pibbleworth", "skiffle group", False, rooms=("the snug", "the upper hall")),
    Subject("Jangleford", "letterpress workshop site", True, "jgf"),
    Subject("Snozzleton", "bhangra dance team", False, rooms=("the gym annexe", "the studio")),
    Subject("Blathermoor", "husky sledding trip booker", True, "btm"),
    Subject("Gurgleby", "pilot gig rowing crew", False, rooms=("the boathouse", "the net loft")),
)
CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)

PEOPLE: tuple[str, ...] = (
    "Iseult", "Svetozar", "Yaroslava", "Agnieszka", "Czeslaw", "Eldrid", "Leiknir", "Vebjorn",
    "Bergljot", "Kolbein", "Rannveig", "Unni", "Yngvild", "Adaugo", "Chinonso", "Ebere",
    "Amaka", "Tendai", "Farai", "Rutendo", "Tatenda", "Kudzai", "Nyasha", "Chipo", "Tafadzwa",
    "Themba", "Sipho", "Lwazi", "Ayodele", "Olumide", "Yetunde", "Akosua", "Abena", "Hemi",
    "Keola", "Ikaika", "Alamea", "Kawika", "Malia", "Thomasina",
)  # fmt: skip

TENS: dict[int, str] = {
    3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety",
}  # fmt: skip
ONES: dict[int, str] = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine",
}  # fmt: skip
WEEKDAYS: tuple[str, ...] = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")
MONTHS: tuple[str, ...] = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip
HOUR_WORDS: dict[int, str] = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine", 10: "ten", 11: "eleven",
}  # fmt: skip
MINUTE_WORDS: dict[int, str] = {
    0: "o'clock", 5: "five past", 10: "ten past", 15: "quarter past", 20: "twenty past",
    25: "twenty-five past", 30: "half past",
}  # fmt: skip

DAYS_ALL: tuple[str, ...] = (*WEEKDAYS, "Saturday", "Sunday")
NODE: tuple[str, ...] = ("18.19", "18.20", "20.11", "20.12", "20.15", "22.3", "22.9", "22.11")
PYTHON: tuple[str, ...] = ("3.9", "3.10", "3.11", "3.12", "3.13")
COLOURS: tuple[str, ...] = (
    "maroon", "navy", "teal", "mustard", "plum", "olive", "crimson", "ochre", "lilac", "coral",
)  # fmt: skip
REGIONS: tuple[str, ...] = (
    "eu-west-2", "eu-north-1", "us-east-2", "ap-southeast-2", "ca-central-1", "sa-east-1",
    "ap-northeast-3", "me-central-1",
)  # fmt: skip
PICNIC_SPOTS: tuple[str, ...] = (
    "the bandstand meadow", "the willow bank", "the quarry lake", "the old orchard",
    "the weir field", "the dovecote lawn", "the bluebell wood", "the mill green",
)  # fmt: skip
MEETING_ROOMS: tuple[str, ...] = (
    "the blue room", "the lower hall", "the committee room", "the green room",
    "the west gallery", "the library annexe", "the old kitchen", "the small hall",
)  # fmt: skip
ISLANDS: tuple[str, ...] = ("Skye", "Arran", "Islay", "Mull", "Jura", "Tiree", "Barra", "Orkney")
ENGINES: tuple[str, ...] = ("Meilisearch", "Typesense", "OpenSearch", "Solr", "Vespa", "Manticore")
STALLS: tuple[str, ...] = (
    "the tombola", "the cake stall", "the book stall", "the plant stall", "the bottle stall",
    "the lucky dip", "the coconut shy", "the white elephant stall",
)  # fmt: skip
MUSTER: tuple[str, ...] = (
    "the war memorial", "the clock tower", "the bus shelter", "the library steps",
    "the fountain", "the cricket pavilion", "the chapel gate", "the harbour wall",
)  # fmt: skip
CHANNEL_ENDS: tuple[str, ...] = ("incidents", "war-room", "sev", "firefight", "outage", "triage")
STATUS_ENDS: tuple[str, ...] = ("status", "announce", "heads-up", "broadcast", "notices", "news")

CHAT_SOFTWARE: tuple[str, ...] = (
    "{code} build is green again after the flaky test got quarantined",
    "anyone else seeing slow page loads on {code} this morning?",
    "merged the copy tweaks for the {code} checkout page",
    "the {code} nightly job finished without a hitch",
    "reminder to update your {code} local env before pulling",
    "{code} lint rules got a bit stricter, heads up",
    "cleaned out the stale branches on {code}",
    "the {code} error dashboard is quiet today",
    "who is pairing on the {code} booking form bug?",
    "{code} translations landed, thanks all",
    "dependabot noise on {code} is back, ignoring for now",
    "small refactor of the {code} payments module is up for review",
    "{code} demo went fine, people liked the new calendar view",
    "bumped the {code} test timeout locally, not committing it",
)
CHAT_GROUP: tuple[str, ...] = (
    "lovely session tonight, {code} folk, thanks for coming",
    "has anyone seen the {code} tea urn lid?",
    "photos from the {code} outing are in the shared album",
    "please bring your own mugs to {code} from now on",
    "{code} newsletter draft is ready for a proofread",
    "new faces at {code} this week, do say hello",
    "the {code} biscuit fund is looking healthy",
    "parking by the {code} venue was awful, go early",
    "who borrowed the {code} extension lead?",
    "great turnout for the {code} social, cheers everyone",
    "{code} raffle tickets are still in the green tin",
    "weather permitting the {code} walk is on",
    "the {code} noticeboard needs tidying, volunteers welcome",
    "thank you to whoever mended the {code} banner pole",
)

TRUST: dict[str, float] = {"file": 0.95, "doc": 0.9, "email": 0.8, "message": 0.65, "chat": 0.5}


def pick(c: Case, options: Sequence[T]) -> T:
    """One of ``options`` (the case's own draw)."""
    return c.rng.choice(list(options))


def place(c: Case) -> int:
    """The case's place in its dimension (0 to 24), read from its id."""
    return int(c.case_id.rsplit("-", 1)[1]) - 1


def instance(c: Case) -> int:
    """Which of its template's five cases this is."""
    return place(c) // 5


def turn(c: Case) -> int:
    """The template's wording: 0 for instances 0, 3 and 4, 1 for instances 1 and 2."""
    return (instance(c) * 3 // 2) % 2


def subject(c: Case) -> Subject:
    """The subject the case asks about; each template asks about five of both kinds."""
    n = place(c)
    return SUBJECTS[(3 * n + n // 13 + n % 5) % 20]


def other(c: Case, s: Subject) -> Subject:
    """Another subject of the same kind."""
    return pick(c, [t for t in SUBJECTS if t.software == s.software and t != s])


def people(c: Case, n: int) -> list[str]:
    return c.rng.sample(list(PEOPLE), n)


def counts(c: Case, n: int) -> list[int]:
    """``n`` counts above 31, none round or with a doubled digit, no two sharing a tens or a
    units digit (drawn again until they keep every rule)."""
    while True:
        got = c.rng.sample(range(32, 99), n)
        ok = all(v % 10 and v % 11 for v in got)
        if ok and len({v // 10 for v in got}) == n and len({v % 10 for v in got}) == n:
            return got


def words(n: int) -> str:
    """A count in words: ``fifty-three``."""
    return f"{TENS[n // 10]}-{ONES[n % 10]}"


def clocks(c: Case, n: int, hours: Sequence[int]) -> list[str]:
    """``n`` times ``HH:MM`` in different hours of ``hours``, minutes a multiple of five at 30
    or below."""
    return [f"{h:02d}:{pick(c, range(0, 35, 5)):02d}" for h in c.rng.sample(list(hours), n)]


def spoken(clock: str) -> str:
    """An evening time in words: ``20:25`` is twenty-five past eight in the evening."""
    h, m = (int(p) for p in clock.split(":"))
    hour = HOUR_WORDS[h - 12]
    if m == 0:
        return f"{hour} o'clock in the evening"
    return f"{MINUTE_WORDS[m]} {hour} in the evening"


def dates(c: Case, n: int) -> list[str]:
    """``n`` dates in different months, days between 3 and 28: ``14 October``."""
    return [f"{c.rng.randint(3, 28)} {m}" for m in c.rng.sample(list(MONTHS), n)]


def refs(c: Case, n: int, prefix: str) -> list[str]:
    """``n`` different references in lower case with their digits inside: ``ins-4k7``."""
    out: list[str] = []
    while len(out) < n:
        ref = f"{prefix}-{c.rng.randint(2, 9)}{pick(c, 'bcdfghjkmnpqrstvwxz')}{c.rng.randint(2, 9)}"
        if ref not in out:
            out.append(ref)
    return out


def say(c: Case, key: str, text: str, label: str, kind: str, after: timedelta, session: str) -> str:
    """One event, its trust read from its source kind; returns its id."""
    return c.event(
        key, text, label=label, kind=kind, trust=TRUST[kind], after=after, session=session
    )


def team_chat(c: Case, s: Subject, n: int, start: timedelta, span: float) -> None:
    """``n`` team chat lines about ``s`` between ``start`` and ``span`` days after it."""
    lines = CHAT_SOFTWARE if s.software else CHAT_GROUP
    chat = Chatter(tuple(t.format(code=s.code) for t in lines), "tc", "team chat", TRUST["chat"])
    chat(c, n, start, span, "chat")


def early(c: Case, hours: float = 40.0) -> timedelta:
    """A seeded moment within the case's first ``hours`` hours."""
    return timedelta(hours=c.rng.uniform(0.5, hours))
