"""The pools of `fresh37` (``bench.memfresh37``): its subjects, people, values and the seeded
helpers its templates write cases with. The event texts name a subject by its codename only,
never by what it is."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta

from cairn.bench.memgen import Case
from cairn.bench.memset import choose, mins, sample
from cairn.bench.memset import days as days


@dataclass(frozen=True)
class Subject:
    """One subject: its codename, whether it is software, what it is (never said in a text), its
    piece of work, the unit it is counted in, two places (hosts or rooms) and an item (a dataset
    or a piece of kit)."""

    code: str
    software: bool
    what: str
    work: str
    unit: str
    places: tuple[str, str]
    item: str


SUBJECTS: tuple[Subject, ...] = (
    Subject("Quarrimund", True, "grit bin refill tracker", "refill sweep", "bins",
            ("qrm-grit-2", "qrm-grit-5"), "depot"),
    Subject("Thistlewane", False, "quoits team", "ring toss evening", "throws",
            ("the drill hall", "the bowling green"), "rope rings"),
    Subject("Brockenhurl", True, "beach hut rental site", "booking sweep", "huts",
            ("bkh-huts-3", "bkh-huts-7"), "tenancy"),
    Subject("Vennimoss", False, "pickleball club", "paddle night", "rallies",
            ("the leisure centre", "the scout hut"), "paddles"),
    Subject("Pidgemoor", True, "mountain rescue callout relay", "callout drill", "callouts",
            ("pdg-relay-4", "pdg-relay-6"), "incident"),
    Subject("Sculvering", False, "theremin ensemble", "antenna rehearsal", "pieces",
            ("the friends meeting room", "the old library"), "amplifiers"),
    Subject("Grantlewick", True, "school uniform swap shop site", "swap listing run", "items",
            ("gtw-swap-2", "gtw-swap-8"), "donation"),
    Subject("Haddersnow", False, "canasta circle", "card evening", "hands",
            ("the parish rooms", "the lifeboat house"), "card trays"),
    Subject("Mumblecarr", True, "cloud-cover forecast API", "sky model run", "tiles",
            ("mbc-sky-3", "mbc-sky-9"), "satellite"),
    Subject("Tobberwent", False, "whittling group", "carving night", "spoons",
            ("the woodshed", "the rangers' hut"), "knife rolls"),
    Subject("Scrivelholm", True, "escalator fault monitor", "fault sweep", "stairs",
            ("scv-esc-2", "scv-esc-4"), "fault"),
    Subject("Zoddlemere", False, "sea swimming club", "dawn dip", "swimmers",
            ("the slipway", "the harbour steps"), "tow floats"),
    Subject("Kippenrathe", True, "bus shelter advert scheduler", "poster rotation", "panels",
            ("kpr-ads-5", "kpr-ads-7"), "placement"),
    Subject("Lowdermink", False, "bouldering crew", "problem setting night", "problems",
            ("the railway arches", "the quarry wall"), "crash pads"),
    Subject("Gurnigal", True, "tool hire checkout service", "returns sweep", "loans",
            ("gng-tool-3", "gng-tool-8"), "rental"),
    Subject("Epplethorn", False, "skittles team", "alley night", "pins",
            ("the skittle alley", "the cider barn"), "skittle balls"),
    Subject("Wrenwhistle", True, "school crossing patrol rota app", "patrol planning run",
            "crossings", ("wrw-patrol-2", "wrw-patrol-6"), "crossing"),
    Subject("Obberslade", False, "trampolining club", "bounce session", "routines",
            ("the sports hall", "the academy gym"), "spotting mats"),
    Subject("Yattering", True, "ice cream van route tracker", "route replay", "stops",
            ("ytg-van-4", "ytg-van-9"), "pitch"),
    Subject("Ruggleford", False, "conkers society", "threading night", "conkers",
            ("the village institute", "the orchard pavilion"), "string reels"),
)  # fmt: skip
CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)

PEOPLE: tuple[str, ...] = (
    "Hepzibah", "Dulcie", "Marigold", "Quinta", "Tristram", "Digby", "Bronach", "Rhiannon",
    "Aurea", "Eldon", "Flavia", "Jerrold", "Nicodemus", "Bridgid", "Eadwine", "Iestyn",
    "Vanora", "Wilmot", "Alphonse", "Ermintrude", "Scholastica", "Undine", "Ailsa", "Bedivere",
    "Fflur", "Dilys", "Elffin", "Glenys", "Ieuan", "Owain", "Wynfor", "Adelard",
    "Conradin", "Folkard", "Gotthard", "Jocelin", "Pepin", "Radulf", "Theobald", "Wigbert",
)  # fmt: skip

TENS = {3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}
ONES = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine",
}  # fmt: skip
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip

POSTGRES = ("Postgres 13", "Postgres 14", "Postgres 15", "Postgres 16", "Postgres 17")
RUST = ("Rust 1.74", "Rust 1.76", "Rust 1.79", "Rust 1.81", "Rust 1.83", "Rust 1.85")
JAVA = ("Java 11", "Java 17", "Java 21", "Java 23")
IMAGES = (
    "debian:bookworm-slim", "alpine:3.20", "ubuntu:24.04", "distroless/static", "rockylinux:9",
    "alpine:3.18", "ubuntu:22.04", "fedora:40",
)  # fmt: skip
TIMEZONES = (
    "Europe/Dublin", "Europe/Lisbon", "America/Halifax", "Asia/Tokyo", "Pacific/Auckland",
    "Europe/Oslo", "America/Denver", "Australia/Perth",
)  # fmt: skip
SHIFTS = (
    "two twelve-hour shifts", "three eight-hour shifts", "week on week off",
    "split by continent", "four days on three off", "alternate weekends",
)  # fmt: skip
CAMPS = (
    "the gower", "the lake district", "north berwick", "lindisfarne", "the brecon beacons",
    "portree", "whitby", "the isle of wight",
)  # fmt: skip
PARTY_VENUES = (
    "the ferry tavern", "the corner curry house", "the bowling alley upstairs",
    "the rowing club bar", "the fish restaurant on the quay", "the old fire station cafe",
    "the pizza cellar", "the tapas bar by the station",
)  # fmt: skip
LIFTS = (
    "drivers take turns week by week", "the nearest driver picks up", "everyone meets at the station",
    "a sign-up sheet by the door", "lifts are paired by postcode", "whoever has the big car drives",
)  # fmt: skip
CHANNELS = (
    "#pager-amber",
    "#ops-loud",
    "#night-desk",
    "#alerts-east",
    "#sev-room",
    "#hotline-blue",
)
LANGUAGES = (
    "English only",
    "Welsh and English",
    "Scots Gaelic",
    "Irish and English",
    "Cornish",
    "Manx",
)

SIDE_CHAT = (
    "the lift on the east stairwell is squeaking like a gull again",
    "whoever left the marmalade sandwich in the meeting room, it has grown legs",
    "the car park ticket machine only takes exact change now, apparently",
    "found a single wellington boot by the back door, size nine",
    "the kettle on floor three has descaled itself into oblivion",
    "someone's alarm clock is ringing in a locker, very faintly",
    "there's a heron sitting on the bike shed roof, just so you know",
    "the window blind in room four came down on its own",
    "the vending machine ate my coins and gave me a fig roll",
    "radiator by the stairs is either off or volcanic, nothing between",
)
TEAM_CHAT = (
    "{code} notes are up on the shared drive",
    "did everyone see the {code} thread from earlier",
    "quick {code} catch-up after lunch if people are free",
    "{code} photos from last time are in the album",
    "thanks all for the {code} effort this week",
    "{code} board tidied, old cards archived",
    "not much news on {code} this week",
    "anyone have the {code} slides handy",
    "{code} feedback form is open, fill it in please",
    "the {code} channel is getting noisy, threads please",
    "can someone pin the {code} summary",
    "new faces joining {code} soon, say hello",
    "{code} retro went well I think",
    "who has the {code} spreadsheet open, it's locked",
)

CHATTY = ("chat", "message", "text", "export")


def place(c: Case) -> int:
    """The case's place in its dimension (0 to 24), read from its id."""
    return int(c.case_id.rsplit("-", 1)[1]) - 1


def instance(c: Case) -> int:
    """Which of its template's five cases this is (0 to 4)."""
    return place(c) // 5


def turn(c: Case) -> int:
    """The wording turn: a template's wordings change every second instance."""
    return (instance(c) // 2) % 2


def subject(c: Case, offset: int) -> Subject:
    """The subject a case asks about: the template's offset is 0, 6, 12, 18 or 4."""
    n = place(c)
    return SUBJECTS[(n + 3 * (n // 20) + offset) % 20]


def others(c: Case, s: Subject, k: int = 1) -> list[Subject]:
    """``k`` other subjects of the same kind."""
    pool = [o for o in SUBJECTS if o.software == s.software and o.code != s.code]
    return sample(c, pool, k)


def people(c: Case, k: int) -> list[str]:
    return sample(c, PEOPLE, k)


def counts(c: Case, k: int) -> list[int]:
    """``k`` counts above 31, none round or doubled, no two sharing a tens or a units digit."""
    while True:
        tens = sample(c, range(3, 10), k)
        units = sample(c, range(1, 10), k)
        out = [t * 10 + u for t, u in zip(tens, units, strict=True)]
        if all(n > 31 and n % 11 for n in out):
            return out


def spell(n: int) -> str:
    return f"{TENS[n // 10]}-{ONES[n % 10]}"


def form(c: Case, n: int) -> str:
    """A count in digits or in words, by the seed."""
    return choose(c, (str(n), spell(n)))


def pounds(c: Case, k: int) -> list[str]:
    """``k`` different three-digit amounts after a pound sign."""
    return [f"£{v}" for v in sample(c, range(120, 990, 7), k)]


def ports(c: Case, k: int) -> list[str]:
    return [str(v) for v in sample(c, range(3100, 9900, 37), k)]


def refs(c: Case, k: int, *, mixed: bool) -> list[str]:
    """``k`` references with digits inside a token: ``hx3-k7`` or ``Rq5Lm8``."""
    letters = "bcdfghjkmnpqrstvwxz"
    out = []
    for _ in range(k):
        a, b, d, e = (choose(c, letters) for _ in range(4))
        x, y = choose(c, "23456789"), choose(c, "23456789")
        out.append(f"{a.upper()}{b}{x}{d.upper()}{e}{y}" if mixed else f"{a}{b}{x}-{d}{y}")
    return out


def ref_pair(c: Case, k: int) -> list[str]:
    """``k`` references, lower or mixed case by the seed."""
    return refs(c, k, mixed=choose(c, (True, False)))


def clocks(c: Case, k: int) -> list[str]:
    """``k`` different clock times, hours 17 to 23, minutes at 30 or below."""
    hours = sample(c, range(17, 24), k)
    return [f"{h}:{choose(c, ('05', '10', '15', '20', '25', '30'))}" for h in hours]


def dates(c: Case, k: int) -> list[str]:
    """``k`` dates on different days and months, the day at 28 or below."""
    ds = sample(c, range(2, 29), k)
    ms = sample(c, MONTHS, k)
    return [f"{d} {m}" for d, m in zip(ds, ms, strict=True)]


def kind_of(label: str) -> str:
    return "chat" if any(w in label for w in CHATTY) else "document"


def ev(c: Case, key: str, text: str, label: str, after: timedelta, session: str = "s1") -> str:
    """One event, its source kind read from its label."""
    kind = kind_of(label)
    trust = 0.6 if kind == "chat" else 0.9
    return c.event(key, text, label=label, kind=kind, trust=trust, after=after, session=session)


def side_chat(c: Case, n: int, start: timedelta, span: float, session: str = "s1") -> None:
    for i, text in enumerate(sample(c, SIDE_CHAT, n)):
        ev(c, f"x{i}", text, "side chat", start + days(c.rng.uniform(0, span)), session)


def team_chat(c: Case, s: Subject, n: int, start: timedelta, span: float) -> None:
    """``n`` team chat lines about ``s`` that name its codename and nothing else."""
    for i, text in enumerate(sample(c, TEAM_CHAT, n)):
        at = start + days(c.rng.uniform(0, span))
        ev(c, f"t{i}", text.format(code=s.code), f"team chat message {i + 1}", at, "s2")


def hours(n: float) -> timedelta:
    return mins(60 * n)


def pick(c: Case, options: Sequence[str], k: int) -> list[str]:
    return sample(c, options, k)
