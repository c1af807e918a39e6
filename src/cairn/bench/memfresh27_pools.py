"""The pools of `fresh27`: its twenty subjects (ten software and ops, ten other teams and
hobbies, each under a codename of its own), the people, number words, weekdays, months,
languages, licences, colours, shift patterns, suppliers, channels, the chatter about a subject
(no digits, names, places or values) and the seeded helpers its templates write cases with.

Every helper draws from the case's own random source, so a case is the same each time it is
generated; the frozen copy (``bench/data/memfresh27.v1.jsonl``) depends on the order of draws.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter, choose, days, sample

T = TypeVar("T")


@dataclass(frozen=True)
class Subject:
    """One subject: what it is (never said in an event), its codename, and the things its
    cases talk about. ``places`` are its usual home, a spare or staging place, and the place it
    moves to."""

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
    report: str
    records: str


_SOFTWARE = (
    Subject(
        "Quindlemoor", "a spell-check dictionary service", True, "word-list merge", "entries",
        "runbook", "affix file", "publish token", ("spl-web-4", "spl-stage-7", "spl-web-13"),
        "/srv/quindlemoor/dumps", "merge summary", "merge logs",
    ),
    Subject(
        "Tapperdun", "a kiosk ordering screen fleet", True, "menu push", "kiosks", "runbook",
        "menu bundle", "fleet signing key", ("kio-ctl-2", "kio-stage-8", "kio-ctl-15"),
        "/var/tapperdun/bundles", "push report", "screen logs",
    ),
    Subject(
        "Culverhame", "a parking barrier controller", True, "barrier sync", "barriers",
        "runbook", "plate allowlist", "gate admin token", ("pkb-gw-3", "pkb-test-9", "pkb-gw-17"),
        "/srv/culverhame/plates", "sync digest", "entry logs",
    ),
    Subject(
        "Grizzlecombe", "a voicemail transcription service", True, "transcript batch", "calls",
        "runbook", "vocabulary pack", "speech API key", ("vmt-asr-5", "vmt-stage-2", "vmt-asr-11"),
        "/data/grizzlecombe/held", "accuracy report", "transcript logs",
    ),
    Subject(
        "Jessamore", "a meeting-room booking display", True, "panel refresh", "panels",
        "runbook", "room map", "calendar service account",
        ("rbd-app-6", "rbd-stage-3", "rbd-app-14"), "/srv/jessamore/snapshots",
        "refresh report", "booking logs",
    ),
    Subject(
        "Lammervane", "a bus arrival prediction feed", True, "timetable import", "routes",
        "runbook", "stop table", "feed publisher key", ("bus-feed-7", "bus-stage-4", "bus-feed-16"),
        "/srv/lammervane/archive", "lateness report", "prediction logs",
    ),
    Subject(
        "Nubbleford", "a password breach checker", True, "hash-list refresh", "shards",
        "runbook", "range index", "download token", ("pwc-api-8", "pwc-stage-5", "pwc-api-18"),
        "/var/nubbleford/ranges", "refresh summary", "lookup logs",
    ),
    Subject(
        "Pippinmarch", "a loyalty points ledger", True, "points rollover", "branches",
        "runbook", "earn-rate table", "ledger admin password",
        ("lpl-db-9", "lpl-stage-6", "lpl-db-19"), "/srv/pippinmarch/exports",
        "rollover statement", "ledger logs",
    ),
    Subject(
        "Rendlebrook", "a thermostat firmware rollout", True, "firmware wave", "devices",
        "runbook", "firmware manifest", "OTA signing key", ("tfw-ota-1", "tfw-stage-12", "tfw-ota-10"),
        "/srv/rendlebrook/images", "rollout report", "device logs",
    ),
    Subject(
        "Trundlehay", "a changelog generator", True, "changelog build", "repositories",
        "runbook", "section template", "bot deploy key", ("clg-run-3", "clg-stage-13", "clg-run-19"),
        "/srv/trundlehay/drafts", "build digest", "release logs",
    ),
)  # fmt: skip

_OTHER = (
    Subject(
        "Sallowreach", "a steel pan band", False, "pan rehearsal", "players", "handbook",
        "arrangement book", "pan store key",
        ("the scout hall", "the church undercroft", "the bandstand room"), "the tuning trunk",
        "gig return", "attendance sheets",
    ),
    Subject(
        "Wynnecroft", "a tabletop wargaming club", False, "campaign night", "tables", "handbook",
        "points list", "terrain cupboard key",
        ("the function room", "the games annexe", "the old print works"), "the terrain crates",
        "league return", "result cards",
    ),
    Subject(
        "Fethermoss", "a moth-trapping group", False, "trap night", "traps", "handbook",
        "species checklist", "generator shed key",
        ("the walled garden", "the nature hut", "the mill meadow"), "the lamp box",
        "night tally", "record cards",
    ),
    Subject(
        "Hobbinvale", "a kendo club", False, "keiko session", "members", "handbook",
        "grading syllabus", "armour room key",
        ("the sports dojo", "the small gym", "the drill hall"), "the bogu rack",
        "grading return", "grading sheets",
    ),
    Subject(
        "Kittiwold", "a hill-walking club", False, "ridge walk", "walkers", "handbook",
        "route card", "minibus key",
        ("the trailhead car park", "the youth hostel lounge", "the market cross"),
        "the kit lock-up", "walk report", "walk registers",
    ),
    Subject(
        "Morvenstow", "a contract bridge club", False, "duplicate evening", "pairs", "handbook",
        "movement sheet", "card cupboard key",
        ("the bridge room", "the library annexe", "the cricket pavilion"), "the board cabinet",
        "session return", "score slips",
    ),
    Subject(
        "Orrishaw", "a Morris dancing side", False, "dance-out", "dancers", "handbook",
        "dance book", "baldric cupboard key",
        ("the coach house", "the village green hut", "the maltings"), "the stick bag",
        "season return", "tour logs",
    ),
    Subject(
        "Quarlestone", "a petanque club", False, "triples evening", "teams", "handbook",
        "draw sheet", "boule shed key",
        ("the gravel terrain", "the clubhouse bar", "the riverside piste"), "the boule chest",
        "league card", "match cards",
    ),
    Subject(
        "Stobbington", "a gliding club", False, "flying day", "launches", "handbook",
        "briefing pack", "winch key",
        ("the east hangar", "the briefing room", "the west field"), "the parachute locker",
        "flying return", "launch sheets",
    ),
    Subject(
        "Vallenstow", "a youth theatre", False, "read-through", "actors", "handbook",
        "rehearsal script", "props store key",
        ("the studio theatre", "the rehearsal barn", "the arts centre loft"), "the costume rail",
        "term report", "sign-in sheets",
    ),
)  # fmt: skip

# software and the other kind take turns, so a template's cases ask about both kinds
SUBJECTS: tuple[Subject, ...] = tuple(
    s for pair in zip(_SOFTWARE, _OTHER, strict=True) for s in pair
)
CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)
# a sentence frame: a subject and its value in, the text out
Frame = Callable[[Subject, str], str]

PEOPLE: tuple[str, ...] = (
    "Bastien", "Ferdia", "Nuala", "Thisbe", "Wenna", "Kezia", "Mirren", "Rhodri", "Araminta",
    "Dashiell", "Esmae", "Cordelia", "Fabienne", "Ulises", "Idony", "Lowri", "Senan", "Yestin",
    "Blodwen", "Elowen", "Inigo", "Briallen", "Cadfael", "Dilwen", "Eirwen", "Heledd", "Mererid",
    "Olwen", "Peredur", "Tegwen", "Aneirin", "Glesni", "Llinos", "Meinir", "Siwan", "Teleri",
    "Bairbre", "Cathal", "Fiachra", "Laoise",
)  # fmt: skip

TENS = {
    3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety",
}  # fmt: skip
ONES = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine",
}  # fmt: skip
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip
LANGUAGES = (
    "Portuguese", "Welsh", "Dutch", "Polish", "Italian", "Norwegian", "Catalan", "Greek",
    "Finnish", "Czech",
)  # fmt: skip
LICENCES = (
    "Apache-2.0", "MPL-2.0", "BSD-3-Clause", "CC BY-SA 4.0", "CC BY-NC 4.0", "CC0", "GPL-3.0",
    "ISC", "EUPL-1.2",
)  # fmt: skip
COLOURS = ("teal", "ochre", "slate", "magenta", "saffron", "crimson", "cobalt", "lime")
SHIFTS = (
    "two on, two off", "four on, three off", "week on, week off", "alternate weekends",
    "earlies then lates", "a nine-day fortnight", "split shifts", "mornings only",
)  # fmt: skip
SUPPLIERS = (
    "Pendlecraft Supplies", "Brannock & Daughters", "Tidewell Trading", "Corrimal Wholesale",
    "Fairlop Provisions", "Sturrock Hardware", "Tolland Goods", "Ketteridge Ltd",
)  # fmt: skip
CHANNELS = (
    "#lantern-room", "#driftwood", "#porch-light", "#bulletin-wire", "#hearth-news",
    "#tannery-board", "#weathervane", "#far-pavilion",
)  # fmt: skip
# about a subject ({code}) without digits, names, places, days, colours or any other value
CHATTER = (
    "{code} folks, the biscuit tin is empty again, who is on biscuits",
    "did anyone else get the {code} reminder twice? mine came through double",
    "tbh the {code} thread is getting long, can we keep it to logistics",
    "lol who renamed the {code} folder to final-final",
    "fyi the {code} doc has a typo in the heading, fixing it",
    "iirc we talked about {code} snacks last time, no decision though",
    "asking for a friend: does {code} still need the spare extension lead",
    "ok noted re {code}, will read properly later",
    "👍 got it, {code} stuff is on my list",
    "can someone pin the {code} thread, I keep losing it",
    "the {code} photos from last time are blurry, sorry everyone",
    "anyone up for a coffee after the {code} thing",
    "{code} feedback form is open if you have moans",
    "someone left a scarf after {code}, it's on the hook",
    "quick one: is the {code} wifi password still taped under the desk",
    "not me forgetting the {code} lanyard again",
    "the {code} group photo needs retaking, half of us blinked",
    "heard the {code} kettle finally got replaced, hurrah",
    "msg me if you want a lift to the {code} thing",
    "the {code} thank-you card is going round, sign it please",
    "who has the big {code} umbrella, it walked off",
    "reminder to wash your own mug after {code}",
    "no news on {code} from me, carry on",
    "can we stop replying-all on the {code} mails",
)
CHAT = "team chat"


def number(n: int) -> str:
    """A count in words: ``53`` as ``fifty-three``."""
    return f"{TENS[n // 10]}-{ONES[n % 10]}"


def place_in_dimension(c: Case) -> int:
    """The case's place in its dimension, from 0 (its id ends in the place from 1)."""
    return int(c.case_id.rsplit("-", 1)[1]) - 1


def turn(c: Case) -> int:
    """Which of its template's five cases this is (0 to 4)."""
    return place_in_dimension(c) // 5


def subject(c: Case, offset: int) -> Subject:
    """The subject a case asks about: its place in its dimension turned by ``offset``; the 21st
    to 25th cases step one further, so a template's five cases ask about five subjects."""
    n = place_in_dimension(c)
    idx = n + offset if n < 20 else n - 20 + 1 + offset
    return SUBJECTS[idx % len(SUBJECTS)]


def other(c: Case, s: Subject, *, same: bool = False) -> Subject:
    """Another subject (of the same kind when ``same``)."""
    pool = [o for o in SUBJECTS if o is not s and (not same or o.software == s.software)]
    return choose(c, pool)


def people(c: Case, n: int) -> list[str]:
    return sample(c, PEOPLE, n)


def counts(c: Case, n: int) -> list[int]:
    """``n`` counts from 32 to 99 with different tens and different units digits, none round
    or doubled."""
    tens = sample(c, sorted(TENS), n)
    out: list[int] = []
    for t in tens:
        units = [u for u in ONES if u != t and u not in {x % 10 for x in out}]
        out.append(10 * t + choose(c, units))
    return out


def say(c: Case, n: int) -> str:
    """A count in digits or in words (seeded)."""
    return choose(c, (str(n), number(n)))


def pounds(c: Case, n: int) -> list[str]:
    """``n`` different three-digit sums after a pound sign."""
    return [f"£{v}" for v in sample(c, range(120, 990, 7), n)]


def revisions(c: Case, n: int) -> list[str]:
    """``n`` revision ids, each in lower case (``pq-48t``) or mixed case (``Ra63Lo``); their
    digits sit inside a token, so none reads as a count."""
    lower = "bcdfghjkmnpqrstvwxz"
    out: list[str] = []
    while len(out) < n:
        a, b, d = sample(c, lower, 3)
        digits = f"{choose(c, range(1, 10))}{choose(c, range(1, 10))}"
        if choose(c, (True, False)):
            rid = f"{a}{b}-{digits}{d}"
        else:
            rid = f"{a.upper()}{choose(c, 'aeiou')}{digits}{d.upper()}{choose(c, 'aeiou')}"
        if rid not in out:
            out.append(rid)
    return out


def clocks(c: Case, n: int) -> list[str]:
    """``n`` clock times with different hours, the minutes at 30 or below."""
    return [
        f"{h:02d}:{choose(c, (0, 5, 10, 15, 20, 25, 30)):02d}" for h in sample(c, range(7, 22), n)
    ]


def dates(c: Case, n: int) -> list[str]:
    """``n`` dates on different days of the month (28 or below)."""
    return [f"{d} {choose(c, MONTHS)}" for d in sample(c, range(3, 29), n)]


def weekdays(c: Case, n: int) -> list[str]:
    return sample(c, WEEKDAYS, n)


def chatter(c: Case, s: Subject, n: int, start: float, span: float, session: str) -> None:
    """``n`` chat lines about ``s`` in the team chat, from ``start`` over ``span`` days."""
    texts = [t.format(code=s.code) for t in CHATTER]
    Chatter(texts, "chat", CHAT, 0.5)(c, n, days(start), span, session)


def wording(c: Case, options: Sequence[T]) -> T:
    """The wording of this case (most often its question's): a template's five cases take the
    wordings in turn, so each is used."""
    return options[turn(c) % len(options)]
