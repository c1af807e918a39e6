"""The pools of `fresh32` (subjects, people, values) and the seeded helpers its templates share.

Every subject is named in the event texts by its codename only; ``what`` says what it is, for
the set's page and tests, and no event says it. The subjects alternate software (even places)
and other teams or hobbies (odd places). A case's subject follows from its place ``n`` in its
dimension: ``(n + 7 * (n // 20) + offset) % 20``, the offset fixed per dimension, so a
template's five cases ask about five different subjects of both kinds.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta

from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter, choose, days, sample


@dataclass(frozen=True)
class Subject:
    code: str
    what: str
    software: bool
    work: str  # a piece of work, said with "the"
    unit: str  # what its work is counted in
    place: str  # where it runs or meets
    place2: str  # a second such place
    item: str  # a dataset (software) or a piece of kit (otherwise), said with "the"
    report: str  # a periodic report, said with "the"


SUBJECTS: tuple[Subject, ...] = (
    Subject("Brackwoodle", "parking permit portal", True, "permit renewal run", "permits",
            "brk-web-4", "brk-web-9", "permit holder records", "permit summary"),
    Subject("Dunnelquay", "watercolour painting group", False, "paint-out", "painters",
            "the garden room", "the conservatory", "loan easels", "exhibition list"),
    Subject("Fiskerlow", "bicycle locker booking service", True, "locker sweep", "lockers",
            "fsk-api-2", "fsk-api-6", "booking history", "occupancy digest"),
    Subject("Grommelvane", "rugby sevens team", False, "sevens training", "players",
            "the top pitch", "the clubhouse gym", "tackle shields", "fixtures sheet"),
    Subject("Jiggleholm", "snow plough route tracker", True, "route push", "ploughs",
            "jgh-trk-5", "jgh-trk-8", "gritting logs", "route digest"),
    Subject("Kestlewharf", "clog dancing troupe", False, "clog practice", "dancers",
            "the scout hut", "the market hall", "clog repair kit", "booking diary"),
    Subject("Lumbergrove", "hearing aid firmware updater", True, "firmware push", "devices",
            "lmb-fw-1", "lmb-fw-4", "device serials", "rollout summary"),
    Subject("Mardlecote", "synchronised swimming squad", False, "pool session", "swimmers",
            "the leisure pool", "the diving pool", "underwater speaker", "gala sheet"),
    Subject("Noggintree", "mooring fee payment app", True, "fee sweep", "moorings",
            "ngt-pay-3", "ngt-pay-5", "berth holder ledger", "arrears digest"),
    Subject("Oxwhistle", "cyclo-cross club", False, "course session", "riders",
            "the woodland loop", "the rec ground", "pit bike stand", "race calendar"),
    Subject("Pelmarrow", "fishing licence issuer", True, "licence batch", "licences",
            "pmw-iss-2", "pmw-iss-9", "angler records", "issuance digest"),
    Subject("Quoddleby", "trampoline club", False, "bounce session", "gymnasts",
            "the sports hall", "the small gym", "crash mats", "grading sheet"),
    Subject("Ruskinvale", "weather radar tile server", True, "tile render", "radar sites",
            "rsk-tile-3", "rsk-tile-6", "radar scans", "coverage digest"),
    Subject("Tibbleshaw", "accordion club", False, "squeezebox evening", "accordionists",
            "the lodge room", "the library annex", "spare bellows kit", "concert list"),
    Subject("Umberquill", "sheet music shop", True, "catalogue import", "scores",
            "umq-shop-1", "umq-shop-8", "order history", "sales digest"),
    Subject("Wimplecrest", "lacrosse team", False, "stick drill session", "players",
            "the lower field", "the high school field", "goal nets", "results sheet"),
    Subject("Yorricombe", "pet adoption listings site", True, "listing refresh", "listings",
            "yrc-web-2", "yrc-web-5", "adopter applications", "adoption digest"),
    Subject("Zanderfold", "rounders league", False, "league evening", "teams",
            "the park field", "the common", "bats and posts bag", "league table"),
    Subject("Bosselwick", "taxi dispatch board", True, "dispatch rebuild", "cabs",
            "bsw-dsp-4", "bsw-dsp-7", "trip logs", "shift digest"),
    Subject("Cradlemoss", "aikido club", False, "aikido practice", "aikidoka",
            "the village dojo", "the church annex", "practice weapons rack", "grading notice"),
)  # fmt: skip
CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)

PEOPLE: tuple[str, ...] = (
    "Aldwin", "Romilly", "Zuleika", "Gulliver", "Aethelred", "Eglantine", "Jacinda", "Nkechi",
    "Pasquale", "Siobhan", "Ugochi", "Xavierre", "Bjarni", "Fearghal", "Oluwaseun", "Pradeep",
    "Teodoro", "Uchenna", "Vaclav", "Agapios", "Eamonn", "Tadhg", "Bolanle", "Chukwuma",
    "Gobnait", "Jurgita", "Mairead", "Padraig", "Roisin", "Sadhbh", "Temitope", "Vilhelm",
    "Cinzia", "Joaquim", "Kolade", "Nanette", "Rutger", "Yaroslav", "Babajide", "Cosmina",
)  # fmt: skip

TENS: dict[int, str] = {
    3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety",
}  # fmt: skip
UNITS: dict[int, str] = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine",
}  # fmt: skip
WEEKDAYS: tuple[str, ...] = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")
MONTHS: tuple[str, ...] = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip
REGIONS: tuple[str, ...] = (
    "eu-south-2", "ap-southeast-4", "me-central-1", "sa-east-1", "af-south-1", "il-central-1",
    "ap-northeast-3", "eu-central-2",
)  # fmt: skip
LANGUAGES: tuple[str, ...] = (
    "Kotlin", "Elixir", "Haskell", "OCaml", "Scala", "Clojure", "Erlang", "Crystal",
)  # fmt: skip
LICENCES: tuple[str, ...] = ("MPL-2.0", "EUPL-1.2", "LGPL-3.0", "BSD-2-Clause", "Zlib", "CDDL-1.0")
PINS: tuple[str, ...] = (
    "Postgres 15.6", "Postgres 16.3", "Redis 7.2", "Valkey 8.0", "MariaDB 11.4", "SQLite 3.45",
)  # fmt: skip
SHIFTS: tuple[str, ...] = (
    "two on, two off", "week on, week off", "three days on, four off", "nights then days",
    "alternate weekends", "four on, three off",
)  # fmt: skip

# team chat lines about a subject: no digits, names, places or values
CHAT: tuple[str, ...] = (
    "Has anyone got the notes from the last {work}?",
    "The {code} channel has been quiet this week.",
    "Reminder to keep {code} threads tidy, please.",
    "Who fancies writing up the {code} retro?",
    "I've pinned the {code} checklist again.",
    "Nice job on the {work}, everyone.",
    "Can we keep {code} questions in this thread?",
    "The {code} wiki page could use a tidy.",
    "Coffee after the {work}, anyone?",
    "Is the {code} calendar invite still working for people?",
    "Just catching up on {code} messages after a break.",
    "Thanks for the patience with {code} lately.",
    "Any objections to a shorter {code} catch-up?",
    "Photos from the {work} are in the shared folder.",
)


def place_of(c: Case) -> int:
    """The case's place in its dimension (0 to 24)."""
    return int(c.case_id.rsplit("-", 1)[1]) - 1


def instance(c: Case) -> int:
    """Which of its template's five cases this is (0 to 4)."""
    return place_of(c) // 5


def turn(c: Case, k: int) -> int:
    """The wording a case takes of ``k``: it turns every second instance, so each kind of
    subject sees more than one."""
    return (instance(c) // 2) % k


def subject(c: Case, offset: int) -> Subject:
    n = place_of(c)
    return SUBJECTS[(n + 7 * (n // 20) + offset) % 20]


def others(c: Case, s: Subject, k: int) -> list[Subject]:
    """``k`` other subjects of the same kind as ``s``."""
    return sample(c, [o for o in SUBJECTS if o.software == s.software and o != s], k)


def counts(c: Case, k: int) -> list[int]:
    """``k`` counts above 31, none round or a doubled digit, no two sharing a tens or a units
    digit."""
    while True:
        tens = sample(c, list(TENS), k)
        units = sample(c, list(UNITS), k)
        if all(t != u for t, u in zip(tens, units, strict=True)):
            return [10 * t + u for t, u in zip(tens, units, strict=True)]


def words(n: int) -> str:
    return f"{TENS[n // 10]}-{UNITS[n % 10]}"


def say(c: Case, n: int) -> str:
    """A count in digits or in words, at random."""
    return choose(c, (str(n), words(n)))


def amounts(c: Case, k: int) -> list[str]:
    """``k`` three-digit amounts after a pound sign, their hundreds apart."""
    hundreds = sample(c, range(1, 10), k)
    return [f"£{h}{c.rng.randrange(10)}{c.rng.randrange(1, 10)}" for h in hundreds]


def fours(c: Case, k: int, low: int) -> list[str]:
    """``k`` four-digit numbers (ports, locker codes) from ``low`` on, thousands apart."""
    thousands = sample(c, range(low, 10), k)
    return [f"{t}{c.rng.randrange(100, 1000)}" for t in thousands]


def refs(c: Case, k: int, mixed: bool) -> list[str]:
    """``k`` references, lower case (``hq4-t7m``) or mixed (``Hq4Tm7``)."""
    out: list[str] = []
    letters = "bcdfghjkmnpqrstvwxz"
    while len(out) < k:
        a, b, x, y = (choose(c, letters) for _ in range(4))
        d1, d2 = c.rng.randrange(2, 10), c.rng.randrange(2, 10)
        ref = f"{a.upper()}{b}{d1}{x.upper()}{y}{d2}" if mixed else f"{a}{b}{d1}-{x}{d2}{y}"
        if ref not in out:
            out.append(ref)
    return out


def clock(c: Case, k: int) -> list[str]:
    """``k`` clock times, their hours apart, minutes at thirty or below."""
    hours = sample(c, range(7, 21), k)
    return [f"{h:02d}:{choose(c, ('05', '10', '15', '20', '25', '30'))}" for h in hours]


def dates(c: Case, k: int) -> list[str]:
    """``k`` dates in 2027, their months apart, days at 28 or below."""
    months = sample(c, MONTHS, k)
    return [f"{c.rng.randrange(2, 29)} {m} 2027" for m in months]


def people(c: Case, k: int) -> list[str]:
    return sample(c, PEOPLE, k)


def an(word: str) -> str:
    return f"{'an' if word[0].lower() in 'aeiou' else 'a'} {word}"


def chat(c: Case, s: Subject, n: int, start: timedelta, span: float, session: str) -> None:
    """``n`` team chat lines about ``s``."""
    texts = [t.format(code=s.code, work=s.work) for t in CHAT]
    Chatter(texts, "chat", "team chat", 0.4)(c, n, start, span, session)


def fact(
    c: Case,
    key: str,
    text: str,
    label: str,
    *,
    kind: str = "document",
    trust: float = 0.8,
    at: float = 0.0,
    session: str = "s1",
) -> str:
    """One event ``at`` days after the case's start; returns its id."""
    return c.event(key, text, label=label, kind=kind, trust=trust, after=days(at), session=session)


def pick(c: Case, options: Sequence[str]) -> str:
    return choose(c, options)
