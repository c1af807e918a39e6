"""The pools of `fresh34` (``bench.memfresh34``): its subjects, people and values, the team chat
lines about a subject, and the seeded helpers its templates write cases with.

Every helper draws from the case's random source in a fixed order: the frozen copy depends on it.
The subjects alternate software and other kinds; the subject a case asks about follows from its
place in its dimension (read from its case id), so each template asks about five subjects of
both kinds and each dimension about all twenty.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta

from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter, choose, sample


@dataclass(frozen=True)
class Subject:
    """One subject: its codename, whether it is software, what it is (never said in an event),
    its piece of work, the unit it is counted in, two places, and an item it keeps."""

    code: str
    software: bool
    what: str
    work: str
    unit: str
    places: tuple[str, str]
    item: str


SUBJECTS: tuple[Subject, ...] = (
    Subject("Torvelhame", True, "a bat detector recording upload service", "recording upload",
            "detectors", ("tvh-upl-2", "tvh-upl-6"), "bat call recordings"),
    Subject("Quinterlow", False, "a change ringing band", "practice night", "ringers",
            ("the bell tower", "the church hall"), "handbells"),
    Subject("Grisbeckle", True, "a hospital bed availability board", "bed sync", "wards",
            ("grs-bed-3", "grs-bed-7"), "ward census records"),
    Subject("Hobbledrift", False, "a roller derby team", "scrimmage", "skaters",
            ("the sports centre", "the old rink"), "skate pads"),
    Subject("Wendlequist", True, "a tattoo studio booking site", "booking sweep", "studios",
            ("wnq-book-1", "wnq-book-5"), "appointment histories"),
    Subject("Zimmerbeck", False, "a pub quiz team", "quiz night", "quizzers",
            ("the snug bar", "the function room"), "buzzers"),
    Subject("Plovercrag", True, "a river level gauge API", "gauge poll", "gauges",
            ("plc-gauge-2", "plc-gauge-8"), "stage height series"),
    Subject("Ruddlethorpe", False, "an orienteering club", "night event", "orienteers",
            ("the forest car park", "the scout hut"), "control flags"),
    Subject("Sakkerton", True, "a bakery oven temperature logger", "oven log", "ovens",
            ("skt-oven-4", "skt-oven-9"), "bake temperature logs"),
    Subject("Nettlespur", False, "a brass band", "band practice", "players",
            ("the band room", "the bandstand"), "music stands"),
    Subject("Mudgewater", True, "a telescope observation scheduler", "night plan", "telescopes",
            ("mgw-obs-3", "mgw-obs-6"), "observation requests"),
    Subject("Vosperdale", False, "a rowing club", "outing", "rowers",
            ("the boathouse", "the lower reach"), "oars"),
    Subject("Yarrowdust", True, "a lost property register", "found-item sweep", "desks",
            ("yrd-lost-2", "yrd-lost-4"), "found item reports"),
    Subject("Kipplewhin", False, "a morris side", "dance practice", "dancers",
            ("the village green", "the parish rooms"), "bells and sticks"),
    Subject("Cindervoss", True, "a translation memory server", "segment sync", "translators",
            ("cdv-tm-1", "cdv-tm-7"), "translation segments"),
    Subject("Grubbersham", False, "a bridge club", "duplicate evening", "pairs",
            ("the card room", "the library annexe"), "bidding boxes"),
    Subject("Bexholmery", True, "a vet vaccination reminder sender", "reminder run", "clinics",
            ("bxh-vax-5", "bxh-vax-8"), "vaccination records"),
    Subject("Oxtravine", False, "a pottery group", "throwing session", "potters",
            ("the kiln shed", "the art block"), "wheels"),
    Subject("Drazzlefen", True, "a wind turbine vibration monitor", "vibration rollup",
            "turbines", ("dzf-vib-2", "dzf-vib-9"), "accelerometer traces"),
    Subject("Jumbleskeld", False, "an ultimate frisbee team", "pickup game", "throwers",
            ("the top field", "the sports hall"), "cones"),
)  # fmt: skip

CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)

PEOPLE: tuple[str, ...] = (
    "Wilfreda", "Fidelma", "Paschal", "Sulien", "Tullia", "Yorath", "Zephrine", "Lettice",
    "Aelfric", "Bertilde", "Cenwulf", "Dunstana", "Gundred", "Hildeburh", "Lutgarde",
    "Thorgunna", "Unnur", "Blaise", "Crescens", "Diarmuid", "Eoghan", "Gormlaith", "Kentigern",
    "Lleucu", "Nesta", "Padarn", "Ruaidhri", "Seisyll", "Urien", "Caradog", "Elidir", "Idwal",
    "Meurig", "Tudur", "Angharad", "Bleddyn", "Einion", "Morfudd", "Bohdan", "Halina",
)  # fmt: skip

TENS: dict[int, str] = {
    3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety",
}  # fmt: skip
UNITS: dict[int, str] = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine",
}  # fmt: skip
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip
REGIONS = (
    "eu-west-2", "eu-central-1", "us-east-2", "ap-southeast-2", "ca-central-1", "eu-north-1",
    "sa-east-1", "ap-northeast-3",
)  # fmt: skip
LICENCES = ("Apache-2.0", "MPL-2.0", "BSD-2-Clause", "ISC", "LGPL-3.0", "EUPL-1.2", "Zlib")
SPONSORS = (
    "the corner bakery", "the village garage", "the farm shop", "the bike shop",
    "the hardware store", "the fish bar", "the florist", "the optician",
)  # fmt: skip
NODE_PINS = ("Node 18.19", "Node 20.11", "Node 20.15", "Node 22.3", "Node 22.9", "Node 21.7")
DB_PINS = ("Postgres 13", "Postgres 14", "Postgres 15", "Postgres 16", "Postgres 17")
LANGUAGES = ("Rust", "Kotlin", "Elixir", "Scala", "Haskell", "OCaml", "Clojure", "Erlang")
TEA_ROTAS = (
    "two on, two off", "alternate weeks", "newest member first", "alphabetical by surname",
    "whoever drew the short straw", "oldest member first", "pairs off the rota card",
)  # fmt: skip
CHARITIES = (
    "the food bank", "the hospice", "the air ambulance", "the lifeboat station",
    "the animal shelter", "the mountain rescue team", "the youth centre",
)  # fmt: skip
AWAY = (
    "the riverside pavilion", "the leisure centre", "the county ground", "the miners' institute",
    "the market hall", "the old school",
)  # fmt: skip
DRESS = (
    "all black", "white shirts and red sashes", "club hoodies", "smart casual", "navy polos",
    "green tabards",
)  # fmt: skip
SHIFTS = (
    "week on, week off", "follow the sun", "weekday primary, weekend secondary",
    "three-day blocks", "fortnightly handover", "split nights",
)  # fmt: skip

# team chat about a subject: no digits, names, places, days or values
CHAT = (
    "{code} looked quiet this week, nothing to report",
    "has anyone written up the {code} notes from last time?",
    "{code} folks: the shared drive got tidied, shout if something moved",
    "reminder to log your hours against {code} before the end of the month",
    "the {code} channel is getting noisy, can we keep threads tidy",
    "nice work on {code} everyone, the feedback has been good",
    "{code} photos are in the shared album now",
    "is the {code} wiki page still the place for notes? it looks stale",
    "{code}: please read the pinned message when you get a sec",
    "quick poll on {code} snacks, vote in the thread",
    "heads up, the {code} survey closes soon",
    "anyone up for a social with the {code} lot after the busy spell?",
    "I've archived the old {code} threads, nothing lost",
    "the {code} newsletter draft needs a proofread",
)


def team_chat(c: Case, code: str, n: int, start: timedelta, span: float, session: str) -> None:
    """``n`` team chat lines about ``code`` within ``span`` days after ``start``."""
    Chatter([t.format(code=code) for t in CHAT], "tc", "team chat", 0.5)(c, n, start, span, session)


def place(c: Case) -> int:
    """The case's place in its dimension (0 to 24), read from its id."""
    return int(c.case_id[-3:]) - 1


def turn(c: Case) -> int:
    """Which of a template's two wordings the case takes: every second instance turns."""
    return (place(c) // 5 // 2) % 2


def instance(c: Case) -> int:
    """The case's instance within its template (0 to 4)."""
    return place(c) // 5


def subject(c: Case, offset: int) -> Subject:
    n = place(c)
    return SUBJECTS[(n + 7 * (n // 20) + offset) % len(SUBJECTS)]


def others(c: Case, s: Subject, k: int = 1) -> list[Subject]:
    """``k`` other subjects of the same kind as ``s``."""
    return sample(c, [o for o in SUBJECTS if o.software == s.software and o is not s], k)


def people(c: Case, k: int) -> list[str]:
    return sample(c, PEOPLE, k)


def counts(c: Case, k: int) -> list[int]:
    """``k`` counts above 31, none round or doubled, no two sharing a tens or a units digit."""
    tens = sample(c, list(TENS), k)
    while True:
        units = sample(c, list(UNITS), k)
        found = [10 * t + u for t, u in zip(tens, units, strict=True)]
        if all(t != u for t, u in zip(tens, units, strict=True)) and min(found) > 31:
            return found


def say(n: int, words: bool) -> str:
    """A count in digits or in words."""
    return f"{TENS[n // 10]}-{UNITS[n % 10]}" if words else str(n)


def form(c: Case) -> bool:
    """A seeded choice: words (True) or digits."""
    return choose(c, (True, False))


def amounts(c: Case, k: int) -> list[str]:
    """``k`` different three-digit amounts after a pound sign."""
    return [f"£{v}" for v in sample(c, range(213, 989), k)]


def ports(c: Case, k: int) -> list[str]:
    return [str(v) for v in sample(c, range(4100, 9899), k)]


def refs(c: Case, k: int, mixed: bool) -> list[str]:
    """``k`` references with digits inside: ``kq4-z7m`` in lower case or ``Rv5Tc8`` mixed."""
    low = "abcdefghjkmnpqrstuvwxyz"
    out = []
    for _ in range(k):
        a, b, d, e = (choose(c, low) for _ in range(4))
        x, y = (choose(c, "3456789") for _ in range(2))
        out.append(f"{a.upper()}{b}{x}{d.upper()}{e}{y}" if mixed else f"{a}{b}{x}-{d}{y}{e}")
    return out


def clocks(c: Case, k: int, first: int, last: int) -> list[str]:
    """``k`` different clock times between the hours ``first`` and ``last``, minutes 30 or below."""
    hours = sample(c, range(first, last + 1), k)
    return [f"{h:02d}:{choose(c, (5, 10, 15, 20, 25, 30)):02d}" for h in hours]


def dates(c: Case, k: int) -> list[str]:
    """``k`` dates in different months, the day at 28 or below."""
    return [f"{choose(c, range(3, 29))} {m}" for m in sample(c, MONTHS, k)]


def article(code: str) -> str:
    return f"an {code}" if code[0] in "AEIOU" else f"a {code}"


def at(c: Case, key: str, text: str, label: str, kind: str, when: timedelta, session: str) -> str:
    """One event; trust follows its kind (documents and config above chat)."""
    trust = {"document": 0.9, "config": 0.9, "message": 0.7, "chat": 0.6}[kind]
    return c.event(key, text, label=label, kind=kind, trust=trust, after=when, session=session)


def pick(c: Case, options: Sequence[str]) -> str:
    return choose(c, options)
