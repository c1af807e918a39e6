"""The pools and seeded helpers of the `fresh38` held-out set: twenty subjects under codenames
of their own (ten software or ops, ten other teams and hobbies, alternating), forty people,
number words, weekdays, months, value pools, the side chat and team chat lines, and the helpers
the templates draw with.

Every helper draws from the case's own random source, so a case is the same each time the set
is generated. The event texts name a subject by its codename only, never by what it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta

from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter, choose, sample


@dataclass(frozen=True)
class Subject:
    code: str
    what: str
    software: bool
    work: str  # the piece of work: a "run" of a service, a "night" of a group
    places: tuple[str, str]  # hosts for software, places (lower case) otherwise
    item: str  # a dataset for software, a piece of kit otherwise (no template uses it)


SUBJECTS: tuple[Subject, ...] = (
    Subject("Frumbleton", "cable car ticketing service", True, "gondola sync",
            ("frm-cab-3", "frm-cab-7"), "ride ledger"),
    Subject("Quessingdown", "shinty team", False, "stick drill",
            ("the cattle market shed", "the old tannery"), "caman rack"),
    Subject("Ploverstack", "braille transcription queue", True, "embossing batch",
            ("plv-dot-2", "plv-dot-6"), "contraction table"),
    Subject("Mabberley", "ice hockey team", False, "ice slot",
            ("the rink annexe", "the curling sheet room"), "goal nets"),
    Subject("Grindlethwaite", "hot air balloon flight booker", True, "launch roster run",
            ("grn-envl-4", "grn-envl-8"), "wind table"),
    Subject("Tuckenspire", "harmonica group", False, "reed night",
            ("the signal box cafe", "the bandstand store"), "reed plates"),
    Subject("Hobnailey", "wildfire smoke sensor feed", True, "particulate sweep",
            ("hbn-smk-5", "hbn-smk-9"), "sensor grid"),
    Subject("Wembleskew", "macrame circle", False, "knotting evening",
            ("the chapel vestry", "the weavers loft"), "cord bales"),
    Subject("Crouchmallow", "sudoku puzzle API", True, "grid mint",
            ("crm-grid-2", "crm-grid-5"), "puzzle bank"),
    Subject("Dazzlewick", "beatboxing collective", False, "cypher night",
            ("the print works", "the youth wing"), "loop pedals"),
    Subject("Fennigrasp", "canal lock booking service", True, "lockage sweep",
            ("fng-lock-3", "fng-lock-8"), "passage log"),
    Subject("Yowlesbury", "dominoes league", False, "fives evening",
            ("the bowls pavilion", "the miners lodge"), "tile boxes"),
    Subject("Sparkenholme", "sheepdog trial results site", True, "scores upload",
            ("spk-trial-4", "spk-trial-7"), "run sheets"),
    Subject("Brumbleshank", "axe throwing club", False, "lane night",
            ("the timber barn", "the quarry hut"), "target boards"),
    Subject("Clattergrove", "fire hydrant inspection log", True, "flush round",
            ("clg-hyd-2", "clg-hyd-9"), "valve register"),
    Subject("Nibbledene", "paddleboard club", False, "flatwater paddle",
            ("the reservoir jetty", "the marina slip"), "board trailer"),
    Subject("Oakhurlow", "ferris wheel ride counter", True, "gondola tally",
            ("okh-wheel-3", "okh-wheel-6"), "rotation counts"),
    Subject("Pettigrue", "cornhole league", False, "bag toss evening",
            ("the brewery yard", "the scout hut"), "board sets"),
    Subject("Rumblequist", "allergen menu label printer", True, "label run",
            ("rmq-lbl-4", "rmq-lbl-8"), "ingredient matrix"),
    Subject("Swallowcrest", "hula hoop troupe", False, "spin practice",
            ("the circus tent", "the school gym"), "hoop bags"),
)  # fmt: skip
CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)

PEOPLE: tuple[str, ...] = (
    "Ione", "Delyth", "Hestia", "Mostyn", "Seren", "Valda", "Zennor", "Gruffydd",
    "Jenifer", "Meical", "Nansi", "Sioned", "Berenice", "Septimus", "Marmaduke", "Sybil",
    "Tertius", "Esmeralda", "Mirabel", "Pomona", "Sorcha", "Aoife", "Alwyn", "Bethan",
    "Dyfan", "Ffraid", "Mabli", "Prys", "Sulwen", "Tirion", "Carlotta", "Fritjof",
    "Magnhild", "Yngvar", "Asgeir", "Brynhild", "Eyvind", "Hallgerd", "Ketil", "Graziella",
)  # fmt: skip

TENS: dict[int, str] = {3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy",
                        8: "eighty", 9: "ninety"}  # fmt: skip
ONES: dict[int, str] = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six",
                        7: "seven", 8: "eight", 9: "nine"}  # fmt: skip
WEEKDAYS: tuple[str, ...] = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
                             "Sunday")  # fmt: skip
MONTHS: tuple[str, ...] = ("January", "February", "March", "April", "May", "June", "July",
                           "August", "September", "October", "November", "December")  # fmt: skip

REGIONS = ("eu-north-1", "ap-south-2", "ca-central-1", "me-central-1", "sa-east-1", "af-south-1",
           "eu-south-2", "ap-northeast-3")  # fmt: skip
PYTHON_PINS = ("Python 3.9", "Python 3.10", "Python 3.11", "Python 3.12", "Python 3.13")
NODE_PINS = ("Node 18", "Node 20", "Node 22", "Node 24")
GO_PINS = ("Go 1.21", "Go 1.22", "Go 1.23", "Go 1.24", "Go 1.25")
LOCALES = ("en-IE", "fr-CA", "pt-BR", "nl-BE", "es-MX", "de-AT", "it-CH")
COLOURS = ("tangerine", "bottle green", "claret", "royal blue", "mustard", "lilac", "teal",
           "charcoal")  # fmt: skip
LICENCES = ("Apache-2.0", "MPL-2.0", "BSD-3-Clause", "ISC", "LGPL-3.0", "EUPL-1.2")
LOG_LEVELS = ("debug", "info", "warning", "error", "trace")
CHANNELS = ("#lamp-room", "#dawn-watch", "#pager-amber", "#lantern", "#bridge-deck",
            "#tide-bell", "#harbour-log", "#foghorn")  # fmt: skip
DESTINATIONS = ("Lindisfarne", "Skye", "Anglesey", "the Gower", "Arran", "the Burren",
                "Orkney", "the Isles of Scilly")  # fmt: skip
DINNER_VENUES = ("the Nepalese kitchen by the bridge", "the pie shop on the high street",
                 "the canal-side pizzeria", "the Lebanese grill near the market",
                 "the old coaching inn", "the noodle bar by the bus station",
                 "the Georgian supper room")  # fmt: skip
MEETING_POINTS = ("the war memorial", "the garden centre car park", "the level crossing",
                  "the library steps", "the lay-by on the ring road", "the petrol station",
                  "the church lychgate")  # fmt: skip

SIDE_CHAT: tuple[str, ...] = (
    "has anyone seen a blue thermos with a dent in the lid",
    "the vending machine on floor two is eating coins again",
    "reminder that the car park barrier sticks if you reverse up to it",
    "someone left a tray of flapjack in the kitchen, help yourselves",
    "the heron is back on the pond outside, third day running",
    "if the lift makes the clunking noise just take the stairs",
    "lost: one glove, left hand, stripy",
    "the printer wants a new drum and is telling everyone about it",
    "whoever labelled the milk 'do not touch', noted",
    "the clocks in the meeting rooms disagree by four minutes",
)  # fmt: skip

TEAM_CHAT: tuple[str, ...] = (
    "anyone else think {c} was a bit quiet this week",
    "{c} thread is getting long, can we start a fresh one",
    "nice work on {c} everyone",
    "I've pinned the {c} notes at the top",
    "{c} photos are in the shared folder",
    "who has the {c} spreadsheet open, it's locked",
    "{c} went smoothly, thanks all",
    "can we keep {c} chat on topic please",
    "the {c} mailing list bounced my message",
    "{c} feedback form is live",
    "does the {c} folder need tidying",
    "{c} looked good from where I was sitting",
    "I'll be late to the next {c} thing",
    "quick thanks to whoever sorted the {c} tea",
)  # fmt: skip

SIDE = Chatter(SIDE_CHAT, "side", "side chat", 0.4)


# -- where a case sits ----------------------------------------------------------------------------


def place(c: Case) -> int:
    """The case's place in its dimension (0 to 24), read from its id."""
    return int(c.case_id.rsplit("-", 1)[1]) - 1


def instance(c: Case) -> int:
    """The case's instance within its template (five templates per dimension, in turn)."""
    return place(c) // 5


def turn(c: Case) -> int:
    """The wording turn: a template's wordings change every second instance."""
    return (instance(c) // 2) % 2


def subject(c: Case, offset: int) -> Subject:
    n = place(c)
    return SUBJECTS[(n + 3 * (n // 20) + offset) % 20]


def others(c: Case, s: Subject, n: int = 1) -> list[Subject]:
    """``n`` other subjects of the same kind as ``s``."""
    return sample(c, [o for o in SUBJECTS if o.software == s.software and o != s], n)


def people(c: Case, n: int) -> list[str]:
    return sample(c, PEOPLE, n)


# -- values ----------------------------------------------------------------------------------------


def counts(c: Case, n: int) -> list[int]:
    """``n`` counts above 31 whose tens digits differ and whose units digits differ; none round
    or with a doubled digit."""
    while True:
        tens = sample(c, list(TENS), n)
        units = sample(c, list(ONES), n)
        if all(t != u and t * 10 + u > 31 for t, u in zip(tens, units, strict=True)):
            return [t * 10 + u for t, u in zip(tens, units, strict=True)]


def in_words(n: int) -> str:
    return f"{TENS[n // 10]}-{ONES[n % 10]}"


def count_form(c: Case, n: int) -> str:
    """A count in digits or in words, at random."""
    return choose(c, (str(n), in_words(n)))


def amounts(c: Case, n: int) -> list[str]:
    """``n`` three-digit amounts after a pound sign."""
    return [f"£{v}" for v in sample(c, range(120, 990), n)]


def ports(c: Case, n: int) -> list[str]:
    return [str(v) for v in sample(c, range(2100, 9900), n)]


def refs(c: Case, n: int) -> list[str]:
    """``n`` references: lower case (``kq4-t7``) or mixed case (``Vb5Nw2``), one form per case."""
    letters = "bcdfghjkmnpqrstvwxz"
    mixed = choose(c, (False, True))
    out = []
    for _ in range(n):
        a, b, d, e = sample(c, letters, 4)
        x, y = sample(c, "2345679", 2)
        out.append(f"{a.upper()}{b}{x}{d.upper()}{e}{y}" if mixed else f"{a}{b}{x}-{d}{y}")
    return out


def clocks(c: Case, n: int) -> list[str]:
    """``n`` clock times from 17:00 to 23:30, minutes at 30 or below, all different."""
    hours = sample(c, range(17, 24), n)
    return [f"{h}:{choose(c, ('05', '10', '15', '20', '25', '30'))}" for h in hours]


def dates(c: Case, n: int) -> list[str]:
    """``n`` dates (``14 October``), days at 28 or below, in different months."""
    return [f"{c.rng.randint(2, 28)} {m}" for m in sample(c, MONTHS, n)]


def pick_n(c: Case, pool: Sequence[str], n: int) -> list[str]:
    return sample(c, pool, n)


# -- events ----------------------------------------------------------------------------------------

KINDS = {
    "chat": ("chat", "message", "text message", "sticky note", "export"),
    "config": (".json", ".toml", ".yaml", "Makefile", "env file", "Dockerfile", "crontab",
               "pyproject", ".csv"),
}  # fmt: skip


def kind_of(label: str) -> str:
    """An event's source kind, read from its label."""
    low = label.lower()
    if any(k.lower() in low for k in KINDS["config"]):
        return "config"
    if any(k in low for k in KINDS["chat"]):
        return "chat"
    return "document"


def say(
    c: Case, key: str, text: str, label: str, after: timedelta, session: str = "s1",
    trust: float = 0.8,
) -> str:  # fmt: skip
    """One event; its source kind is read from its label."""
    return c.event(key, text, label=label, kind=kind_of(label), trust=trust, after=after,
                   session=session)  # fmt: skip


def side_chat(c: Case, n: int, start: timedelta, span: float, session: str = "s1") -> None:
    SIDE(c, n, start, span, session)


def team_chat(c: Case, s: Subject, n: int, start: timedelta, span: float) -> None:
    """``n`` team chat lines about ``s`` (its codename and nothing else)."""
    Chatter(tuple(t.format(c=s.code) for t in TEAM_CHAT), "team", "team chat", 0.5)(
        c, n, start, span, "s3"
    )


# -- faces -----------------------------------------------------------------------------------------

POOLED: dict[str, tuple[str, ...]] = {
    "region": REGIONS,
    "python": PYTHON_PINS,
    "node": NODE_PINS,
    "go": GO_PINS,
    "locale": LOCALES,
    "colour": COLOURS,
    "licence": LICENCES,
    "channel": CHANNELS,
    "day": WEEKDAYS,
    "destination": DESTINATIONS,
    "dinner": DINNER_VENUES,
    "meeting_point": MEETING_POINTS,
}


def draw(c: Case, kind: str, s: Subject, o: Subject, n: int = 3) -> list[str]:
    """``n`` different values of ``kind`` for a case about ``s`` (``o`` the other subject).
    Counts come in digits (the templates choose their form); a place is ``s``'s second, ``o``'s
    second and ``s``'s first."""
    if kind == "person":
        return people(c, n)
    if kind == "count":
        return [str(v) for v in counts(c, n)]
    if kind == "port":
        return ports(c, n)
    if kind == "amount":
        return amounts(c, n)
    if kind == "ref":
        return refs(c, n)
    if kind == "date":
        return dates(c, n)
    if kind == "clock":
        return clocks(c, n)
    if kind == "place":
        return [s.places[1], o.places[1], s.places[0]][:n]
    return pick_n(c, POOLED[kind], n)


def shape(c: Case, raw: str, digits: bool) -> str:
    """A drawn value as written: a count in digits (``digits``) or in either form at random;
    anything else as drawn."""
    if digits or not raw.isdigit() or len(raw) != 2:
        return raw
    return count_form(c, int(raw))


def flip(raw: str, like: str) -> str:
    """A count in the other form than ``like`` (anything else as drawn)."""
    if not raw.isdigit() or len(raw) != 2:
        return raw
    return in_words(int(raw)) if like.isdigit() else raw


def fmt(text: str, s: Subject, v: Sequence[str] = ("",), x: str = "") -> str:
    """A wording filled in for subject ``s``: ``{c}`` the codename (``{C}`` in capitals, ``{lc}``
    in lower case), ``{v}`` and ``{w}`` the values, ``{x}`` a person named beside them,
    ``{work}`` the subject's piece of work."""
    w = v[1] if len(v) > 1 else ""
    return text.format(c=s.code, C=s.code.upper(), lc=s.code.lower(), v=v[0], w=w, x=x,
                       work=s.work)  # fmt: skip
