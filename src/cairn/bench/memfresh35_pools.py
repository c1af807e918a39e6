"""Pools and seeded helpers of the held-out set ``fresh35`` (``bench.memfresh35``).

Twenty subjects under codenames of their own (ten software and ops, ten other teams and hobbies,
alternating), forty people, number words, weekdays, months and the value pools the templates
draw from, plus the small seeded helpers the templates share. A case's place in its dimension is
read from its id; its subject is ``(n + 7 * (n // 20) + offset) % 20``.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, sample


@dataclass(frozen=True)
class Subject:
    code: str
    what: str
    software: bool
    work: str  # a piece of its work
    unit: str  # what it is counted in
    places: tuple[str, str]  # hosts (software) or places in lower case
    item: str  # a dataset (software) or a piece of kit


SUBJECTS: tuple[Subject, ...] = (
    Subject("Brindlewax", "a bird feeder camera stream", True, "clip upload", "cameras",
            ("brx-cam-4", "brx-cam-7"), "feeder clip archives"),
    Subject("Quennelby", "a sea shanty singing group", False, "singaround", "singers",
            ("the harbour inn", "the lifeboat hall"), "songbooks"),
    Subject("Corvelstane", "a community energy share register", True, "share ledger run",
            "members", ("cvs-led-2", "cvs-led-5"), "shareholder records"),
    Subject("Roskettle", "a lacrosse team", False, "stick drill", "players",
            ("the astro pitch", "the school field"), "crosses"),
    Subject("Drumquillet", "a beehive scale telemetry feed", True, "weight rollup", "hives",
            ("drq-tel-3", "drq-tel-6"), "hive weight series"),
    Subject("Skimbleworth", "a cribbage league", False, "league night", "pegs",
            ("the back room", "the bowls pavilion"), "pegboards"),
    Subject("Glassenholt", "a sign language interpreter booking service", True, "booking match",
            "interpreters", ("gsh-bkg-2", "gsh-bkg-9"), "interpreter availability logs"),
    Subject("Tuddenmarsh", "a tug of war team", False, "pull session", "pullers",
            ("the rugby club", "the showground"), "ropes"),
    Subject("Hunnimore", "a pothole report intake API", True, "report triage", "reporters",
            ("hnm-api-3", "hnm-api-8"), "road defect photos"),
    Subject("Vellowquay", "a mah-jong club", False, "table night", "tables",
            ("the library annexe", "the tea room"), "tile sets"),
    Subject("Mobbleshaw", "a noise complaint logger", True, "complaint sweep", "wards",
            ("mbs-log-4", "mbs-log-7"), "decibel readings"),
    Subject("Wabbercombe", "a disc golf club", False, "doubles round", "throwers",
            ("the country park", "the old golf course"), "baskets"),
    Subject("Pottersgrue", "a hackspace door access controller", True, "badge sync", "doors",
            ("ptg-door-2", "ptg-door-5"), "badge swipe logs"),
    Subject("Yorrelmist", "a petanque club", False, "boules evening", "teams",
            ("the pub garden", "the gravel terrain"), "boules sets"),
    Subject("Tharkenwold", "a bus stop e-ink display fleet", True, "screen refresh", "stops",
            ("thk-eink-3", "thk-eink-8"), "arrival board snapshots"),
    Subject("Zandervole", "a model boat club", False, "sailing morning", "skippers",
            ("the boating lake", "the reservoir"), "transmitters"),
    Subject("Sparrowhusk", "a swimming pool lane booking app", True, "lane release", "lanes",
            ("spk-lane-2", "spk-lane-6"), "lane booking histories"),
    Subject("Aldercrump", "a flamenco dance class", False, "workshop", "dancers",
            ("the dance studio", "the church hall"), "cajons"),
    Subject("Grimbletoft", "a street light fault reporter", True, "fault sweep", "columns",
            ("grt-flt-4", "grt-flt-9"), "lamp fault tickets"),
    Subject("Bramblewhit", "a quadball team", False, "scrimmage", "chasers",
            ("the uni playing fields", "the sports barn"), "hoops"),
)  # fmt: skip
CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)

PEOPLE: tuple[str, ...] = (
    "Mabyn", "Sidony", "Ianthe", "Fulke", "Gawain", "Lowenna", "Meraud", "Rowena", "Solange",
    "Faramond", "Aethelind", "Benedicta", "Cyneburg", "Hildreth", "Ingrith", "Kenelma", "Liadan",
    "Orabel", "Ulfrida", "Ailbhe", "Brangwen", "Dwynwen", "Ffion", "Hafwen", "Morvoren", "Oonagh",
    "Senara", "Talwyn", "Veryan", "Branok", "Caradoc", "Derwa", "Enyon", "Gerens", "Hedrek",
    "Kenver", "Lanyon", "Madern", "Nectan", "Petrock",
)  # fmt: skip

TENS = {3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}
UNITS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
         9: "nine"}  # fmt: skip
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip
REGIONS = ("eu-central-1", "us-east-2", "ca-central-1", "ap-northeast-1", "eu-south-1",
           "sa-east-1", "me-south-1", "af-south-1")  # fmt: skip
LICENCES = ("MPL-2.0", "AGPL-3.0", "BSD-3-Clause", "EUPL-1.2", "ISC", "LGPL-2.1", "Zlib")
LANGUAGES = ("Elixir", "Kotlin", "OCaml", "Crystal", "Clojure", "Haskell", "Nim", "Scala")
PYTHON = ("Python 3.10", "Python 3.11", "Python 3.12", "Python 3.13", "Python 3.9")
GO = ("Go 1.21", "Go 1.22", "Go 1.23", "Go 1.24", "Go 1.20")
KIT_COLOURS = ("maroon and sky blue", "black and amber", "teal and white", "navy and lime",
               "plum and silver", "orange and grey", "bottle green and cream")  # fmt: skip
SHIFTS = ("week-long shifts handed over on a Monday", "twelve-hour shifts, day and night",
          "fortnightly shifts with a shadow", "split weekday and weekend shifts",
          "three-day shifts starting on a Friday")  # fmt: skip
ROTAS = ("each pair brings the tea in turn", "whoever arrives first puts the urn on",
         "the newest members make the tea for a month", "each player brings cake once a term",
         "the captain buys the first round and the rest take turns")  # fmt: skip
SOCIAL_PLACES = ("the canal-side brewery", "the curry house on the high street",
                 "the tapas bar by the station", "the skittle alley", "the pizza place by the lido",
                 "the cider barn", "the noodle bar in the arcade")  # fmt: skip
TRIPS = ("the coast", "the lakes", "the border town", "the county show", "the city final",
         "the island ferry weekend", "the cathedral city")  # fmt: skip

# team chat lines about a subject: no digits, names, places, days or values
CHAT: tuple[str, ...] = (
    "{code} feels quieter than usual this month",
    "has anyone got the photos from the last {code} thing",
    "I keep meaning to write up some notes on {code}",
    "big thanks to everyone who helped on {code} lately",
    "{code} could do with a tidy, in my view",
    "did the {code} feedback form ever go out",
    "nice work on {code}, all",
    "I'll bring biscuits next time for the {code} crowd",
    "we should do a retro on {code} at some point",
    "is the {code} channel still the best place for questions",
    "the {code} notes are getting long, could someone trim them",
    "really enjoyed the last {code} catch-up",
    "any volunteers to write the {code} newsletter bit",
    "reminder to be kind in the {code} threads",
)


def place(c: Case) -> int:
    """The case's place in its dimension (0 to 24), read from its id."""
    return int(c.case_id.rsplit("-", 1)[1]) - 1


def turn(c: Case) -> int:
    """Which of a template's two wordings this case takes (every second instance)."""
    return (place(c) // 5 // 2) % 2


def instance(c: Case) -> int:
    return place(c) // 5


def subject(c: Case, offset: int) -> Subject:
    n = place(c)
    return SUBJECTS[(n + 7 * (n // 20) + offset) % 20]


def others(c: Case, s: Subject, k: int = 1) -> list[Subject]:
    """``k`` other subjects of the same kind."""
    return sample(c, [o for o in SUBJECTS if o.software == s.software and o != s], k)


def people(c: Case, k: int) -> list[str]:
    return sample(c, PEOPLE, k)


def counts(c: Case, k: int) -> list[int]:
    """``k`` counts above 31, none round or doubled, no two sharing a tens or a units digit."""
    tens = sample(c, range(3, 10), k)
    out: list[int] = []
    units_left = list(range(1, 10))
    for t in tens:
        u = choose(c, [u for u in units_left if u != t and t * 10 + u > 31])
        units_left.remove(u)
        out.append(t * 10 + u)
    return out


def words(n: int) -> str:
    return f"{TENS[n // 10]}-{UNITS[n % 10]}"


def form(c: Case, n: int) -> str:
    """A count in digits or in words, drawn."""
    return choose(c, (str(n), words(n)))


def other_form(n: int, shown: str) -> str:
    return words(n) if shown.isdigit() else str(n)


def amounts(c: Case, k: int) -> list[str]:
    return [f"£{n}" for n in sample(c, range(120, 980), k)]


def ports(c: Case, k: int) -> list[str]:
    return [str(n) for n in sample(c, range(3100, 9800), k)]


def refs(c: Case, k: int) -> list[str]:
    """References with digits inside a token, in lower case or mixed case."""
    low = "bcdfghjkmnpqrstvwxz"
    out = []
    for _ in range(k):
        if c.rng.random() < 0.5:
            a, b, d = sample(c, low, 3)
            out.append(f"{a}{b}{c.rng.randrange(2, 9)}-{d}{c.rng.randrange(2, 9)}")
        else:
            a, b = sample(c, low.upper(), 2)
            x, y = sample(c, low, 2)
            out.append(f"{a}{x}{c.rng.randrange(2, 9)}{b}{y}{c.rng.randrange(2, 9)}")
    return out


def clock(c: Case, k: int) -> list[str]:
    hours = sample(c, range(6, 22), k)
    return [f"{h:02d}:{choose(c, (0, 10, 15, 20, 30)):02d}" for h in hours]


def dates(c: Case, k: int) -> list[str]:
    ms = sample(c, MONTHS, k)
    return [f"{c.rng.randrange(2, 29)} {m}" for m in ms]


def a_an(word: str) -> str:
    return "an" if word[0].lower() in "aeiou" else "a"


def kind_of(s: Subject) -> str:
    return "service" if s.software else "group"


def note(
    c: Case, key: str, text: str, label: str, after: timedelta, session: str, *, trust: float = 0.9
) -> str:
    """One event; the source kind follows from its label."""
    kind = "chat" if any(w in label for w in ("chat", "message", "text")) else "document"
    return c.event(key, text, label=label, kind=kind, trust=trust, after=after, session=session)


def chatter(c: Case, s: Subject, n: int, start: timedelta, span: float, session: str) -> None:
    """``n`` team chat lines about ``s`` within ``span`` days after ``start``."""
    for i, text in enumerate(sample(c, CHAT, n)):
        note(c, f"chat{i}", text.format(code=s.code), f"team chat message {i + 1}",
             start + days(c.rng.uniform(0, span)), session, trust=0.5)  # fmt: skip
