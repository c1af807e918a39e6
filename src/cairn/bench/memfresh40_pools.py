"""Pools and seeded helpers of `fresh40` (the fortieth held-out memory set): its twenty subjects
under their codenames, its people, its values by kind, and the helpers its templates write
cases with. Every draw comes from the case's own random source, in a fixed order: the frozen copy
(``bench/data/memfresh40.v1.jsonl``) depends on it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta

from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter, choose, sample


@dataclass(frozen=True)
class Subject:
    """A subject of the set: its codename, what it is (never said by an event), whether it is
    software, and two places (hosts for software, places in lower case for the others)."""

    code: str
    what: str
    software: bool
    places: tuple[str, str]


SUBJECTS: tuple[Subject, ...] = (
    Subject("Hulverstane", "a hearse fleet booking system", True, ("hvs-fleet-2", "hvs-yard-7")),
    Subject("Tibblecrest", "a kitesurfing club", False, ("the harbour wall hut", "the dune car park")),
    Subject("Cragglewick", "a marina fuel dock payment kiosk", True, ("cgw-pump-4", "cgw-dock-9")),
    Subject("Orrowmede", "a broomball team", False, ("the old ice barn", "the sports hall mezzanine")),
    Subject("Mossingford", "a zipline booking service", True, ("msf-line-3", "msf-tower-6")),
    Subject("Snapperholm", "a quidditch team", False, ("the rugby club back pitch", "the bandstand field")),
    Subject("Pendlequern", "a laser tag arena scoreboard", True, ("pdq-vest-5", "pdq-arena-2")),
    Subject("Vandlecote", "a roller disco crew", False, ("the carpet warehouse floor", "the youth club hall")),
    Subject("Sturrowby", "a mini golf course booking app", True, ("stb-hole-8", "stb-putt-3")),
    Subject("Drumblefay", "a snooker league", False, ("the working men's club", "the cricket pavilion bar")),
    Subject("Quellington", "a scaffold inspection tracker", True, ("qlt-tag-6", "qlt-pole-4")),
    Subject("Kestlebrow", "a toboggan club", False, ("the reservoir slope", "the forestry track")),
    Subject("Brackenwhin", "a drone light show planner", True, ("bkw-swarm-7", "bkw-pad-5")),
    Subject("Yelvercroft", "an ice sculpting group", False, ("the fishmonger's cold room", "the brewery yard")),
    Subject("Fodderlyn", "a haunted house ticketing site", True, ("fdl-gate-9", "fdl-crypt-2")),
    Subject("Marlowquist", "a dry stone walling group", False, ("the hill farm gate", "the chapel field")),
    Subject("Glimmerstock", "a rickshaw dispatch app", True, ("gms-pedal-3", "gms-rank-8")),
    Subject("Pogglesham", "a sandcastle building team", False, ("the north groyne", "the lifeguard hut beach")),
    Subject("Wexenhall", "a funicular ticket gate controller", True, ("wxh-car-5", "wxh-rail-7")),
    Subject("Runcibleton", "a glassblowing circle", False, ("the furnace shed", "the arts centre studio")),
)  # fmt: skip
CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)
PEOPLE: tuple[str, ...] = (
    "Eldred", "Nevill", "Sholto", "Albinia", "Sabina", "Wilona", "Tarquin", "Valerian",
    "Blathnaid", "Donncha", "Darragh", "Muireann", "Elfriede", "Rosvita", "Traudl", "Friedhelm",
    "Jobst", "Norwin", "Ortwin", "Sigmund", "Winfried", "Zenzi", "Yadira", "Zoraida",
    "Anacleto", "Baltasar", "Doroteo", "Eusebio", "Fermin", "Gumersindo", "Isaias", "Jacinto",
    "Maximino", "Nicanor", "Olegario", "Remedios", "Saturnino", "Venancio", "Wenceslao",
    "Zacarias",
)  # fmt: skip
TENS: dict[int, str] = {
    3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety",
}  # fmt: skip
ONES: dict[int, str] = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine",
}  # fmt: skip
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip
REGIONS = (
    "eu-north-1", "ap-south-2", "sa-east-1", "me-central-1", "ca-west-1", "af-south-1",
    "il-central-1", "ap-southeast-4",
)  # fmt: skip
LOCALES = ("en-GB", "fr-CA", "pt-BR", "de-AT", "nl-BE", "es-MX", "it-CH", "sv-FI")
NODE_PINS = ("Node 18", "Node 20", "Node 22", "Node 24")
PYTHON_PINS = ("Python 3.10", "Python 3.11", "Python 3.12", "Python 3.13")
ENVOY_PINS = ("Envoy 1.27", "Envoy 1.28", "Envoy 1.29", "Envoy 1.30", "Envoy 1.31")
LICENCES = ("MIT", "Apache-2.0", "BSD-3-Clause", "MPL-2.0", "LGPL-3.0", "ISC")
COLOURS = ("teal", "maroon", "ochre", "mustard", "plum", "cobalt", "saffron", "jade")
LANGUAGES = ("Rust", "Kotlin", "Elixir", "Clojure", "OCaml", "Zig", "Haskell", "Crystal")
TRIPS = ("Whitby", "Tenby", "Oban", "Llandudno", "Skegness", "Portrush", "Ilfracombe", "Alnmouth")
DINNERS = (
    "the Georgian assembly rooms", "the canal-side brasserie", "the Nepalese kitchen",
    "the old corn exchange", "the rooftop pizzeria", "the golf club lounge",
    "the Ethiopian café", "the tithe barn restaurant",
)  # fmt: skip
MEETING_POINTS = (
    "the petrol station forecourt", "the library steps", "the park-and-ride",
    "the bus depot gates", "the leisure centre car park", "the garden centre entrance",
    "the war memorial", "the cattle market car park",
)  # fmt: skip

SIDE_CHAT = (
    "Has anyone seen the blue stapler that lives by the kettle?",
    "The car park barrier is stuck open again, in case anyone cares.",
    "Reminder that the fridge gets emptied at the end of the week, label your yoghurts.",
    "Whoever left the umbrella shaped like a duck, it is by the front desk.",
    "The vending machine is only taking exact change at the moment.",
    "Does anybody know a good cobbler? My boots have given up.",
    "Somebody has put a jigsaw of a lighthouse on the spare table, help yourselves.",
    "The window by the printer will not shut properly, bring a jumper.",
)
TEAM_CHAT = (
    "Quick heads-up: the {code} notes page got tidied, the old links still redirect.",
    "Is anyone else getting the {code} newsletter twice?",
    "Thanks all for the {code} catch-up, the notes are in the usual place.",
    "The {code} shared folder was reorganised, shout if something is missing.",
    "Photos from the last {code} get-together are up, a few blurry ones included.",
    "Can someone remind me where the {code} feedback form lives?",
    "Small win for {code} this week, nothing broke and nobody complained.",
    "{code} has a new logo draft; opinions welcome, be kind.",
    "Just catching up on the {code} thread after a week away.",
    "The {code} mailing list moved; you should have had an invite.",
    "Nice work on the {code} write-up, very readable.",
    "Has anyone got the {code} slides from the last session?",
    "The {code} calendar invite got lost for some people, resending.",
    "Reminder to fill in the {code} survey if you have not yet.",
    "I tidied the {code} to-do list, it is much shorter now.",
    "Anyone fancy writing the next {code} update? No pressure.",
)


def team_chat(code: str) -> Chatter:
    """The team chat lines about one subject (its codename and nothing else)."""
    return Chatter(tuple(t.format(code=code) for t in TEAM_CHAT), "t", "team chat", 0.35)


side_chat = Chatter(SIDE_CHAT, "x", "side chat", 0.3)


@dataclass(frozen=True)
class Place:
    """A case's place in its dimension, its instance of its template, its wording turn and the
    subject it asks about."""

    n: int
    instance: int
    turn: int
    subject: Subject

    @property
    def code(self) -> str:
        return self.subject.code

    @property
    def soft(self) -> bool:
        return self.subject.software


def place(c: Case, offset: int) -> Place:
    """The case's place (from its id) and its subject: ``(n + 3 * (n // 20) + offset) % 20``."""
    n = int(c.case_id.rsplit("-", 1)[1]) - 1
    instance = n // 5
    subject = SUBJECTS[(n + 3 * (n // 20) + offset) % 20]
    return Place(n, instance, (instance // 2) % 2, subject)


def others(c: Case, subject: Subject, k: int = 1) -> list[Subject]:
    """``k`` other subjects of the same kind, in a seeded order."""
    pool = [s for s in SUBJECTS if s.software == subject.software and s != subject]
    return sample(c, pool, k)


def people(c: Case, k: int) -> list[str]:
    return sample(c, PEOPLE, k)


def counts(c: Case, k: int) -> list[int]:
    """``k`` counts above 31, none round or with a doubled digit, no two sharing a tens or a
    units digit."""
    while True:
        tens = sample(c, list(TENS), k)
        units = sample(c, list(ONES), k)
        out = [t * 10 + u for t, u in zip(tens, units, strict=True)]
        if all(n > 31 and n % 11 for n in out):
            return out


def words(n: int) -> str:
    return f"{TENS[n // 10]}-{ONES[n % 10]}"


def spell(n: int, in_words: bool) -> str:
    return words(n) if in_words else str(n)


def coin(c: Case) -> bool:
    return bool(c.rng.random() < 0.5)


def amounts(c: Case, k: int) -> list[str]:
    """``k`` different three-digit amounts after a pound sign."""
    return [f"£{v}" for v in sample(c, range(120, 990), k)]


def ports(c: Case, k: int) -> list[str]:
    return [str(v) for v in sample(c, range(4100, 9900), k)]


def refs(c: Case, k: int) -> list[str]:
    """``k`` references with their digits inside a token, all lower (``kq5-t8``) or all mixed
    case (``Tq5Wk8``)."""
    letters = "bcdfghjkmnpqrstvwxz"
    mixed = coin(c)
    out: list[str] = []
    while len(out) < k:
        a, b, d = sample(c, letters, 3)
        x, y = sample(c, "3456789", 2)
        ref = f"{a.upper()}{b}{x}{d.upper()}{a}{y}" if mixed else f"{a}{b}{x}-{d}{y}"
        if ref not in out:
            out.append(ref)
    return out


def clocks(c: Case, k: int) -> list[str]:
    """``k`` different clock times, hours 17 to 23, minutes 30 or below."""
    out: list[str] = []
    while len(out) < k:
        t = f"{choose(c, range(17, 24))}:{choose(c, ('05', '10', '15', '20', '25', '30'))}"
        if t not in out:
            out.append(t)
    return out


def dates(c: Case, k: int) -> list[str]:
    """``k`` different dates, days of the month 28 or below."""
    out: list[str] = []
    while len(out) < k:
        d = f"{choose(c, range(3, 29))} {choose(c, MONTHS)}"
        if d not in out:
            out.append(d)
    return out


def kind_of(label: str) -> tuple[str, float]:
    """An event's source kind and trust, read from its label."""
    low = label.lower()
    if "chat" in low or "export" in low:
        return "chat", 0.4
    if low.startswith(("message", "text", "sticky", "email")) or "'s text" in low:
        return "message", 0.65
    if "'s email" in low:
        return "message", 0.7
    return "document", 0.9


def say(c: Case, key: str, text: str, label: str, after: timedelta, session: str = "s1") -> str:
    """One event, its source kind and trust read from its label; returns its id."""
    kind, trust = kind_of(label)
    return c.event(key, text, label=label, kind=kind, trust=trust, after=after, session=session)


def pick(c: Case, options: Sequence[str]) -> str:
    return choose(c, options)
