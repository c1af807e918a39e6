"""The pools and seeded helpers of `fresh44` (``bench.memfresh44``): twenty subjects under
codenames of their own, forty people, number words, months, team chat lines about a subject
(the codename and nothing else), and the small helpers the templates draw their values with.

A case's place in its dimension is read from its id; the subject a case asks about is
``(3 * n + n // 13 + offset) % 20`` for place ``n`` and the template's offset, so each template
asks about five subjects of both kinds and each dimension about all twenty.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from cairn.bench.memgen import Case
from cairn.bench.memset import choose, sample


@dataclass(frozen=True)
class Subject:
    """One subject: its codename, what it is (never said by an event), whether it is a
    software service, and two places (hosts for a service, rooms or grounds for a group)."""

    code: str
    what: str
    software: bool
    places: tuple[str, str]


SUBJECTS: tuple[Subject, ...] = (
    Subject("Ashwobble", "a zip line ticketing service", True, ("ash-web-4", "ash-jobs-2")),
    Subject("Blunderholt", "a squash ladder", False, ("the glass court", "the pavilion bar")),
    Subject("Crimplesby", "a canoe hire scheduler", True, ("crm-api-3", "crm-sched-6")),
    Subject("Dobbinwold", "a baseball team", False, ("the back diamond", "the scout hut")),
    Subject("Ellerspratt", "a petting farm ticket app", True, ("ell-gate-5", "ell-pay-2")),
    Subject("Grisslemoor", "a futsal team", False, ("the sports barn", "the bowls hut")),
    Subject("Hobbletarn", "a soft play booking site", True, ("hbt-front-7", "hbt-work-3")),
    Subject("Inklethorn", "a tap dance troupe", False, ("the mirror studio", "the corn hall")),
    Subject("Jubberdale", "a driving range bay booker", True, ("jub-bays-2", "jub-edge-8")),
    Subject("Kettlewhisk", "a line dancing group", False, ("the legion hall", "the old forge")),
    Subject("Lollingford", "a pony trekking booking app", True, ("lol-book-6", "lol-mail-4")),
    Subject("Nubbinstow", "a salsa club", False, ("the upper ballroom", "the tithe barn")),
    Subject("Oxwaddle", "a sea safari ticketing service", True, ("oxw-tix-3", "oxw-cron-9")),
    Subject("Quimbleford", "a banjo group", False, ("the snug", "the reading room")),
    Subject("Ruddlescar", "an indoor skydiving booking app", True, ("rud-core-5", "rud-ops-2")),
    Subject("Snickerholm", "a djembe circle", False, ("the boiler house", "the quaker hall")),
    Subject("Tumblesnape", "a coasteering trip booker", True, ("tsn-trip-4", "tsn-batch-7")),
    Subject("Wobbington", "a dulcimer group", False, ("the coach house", "the library annexe")),
    Subject("Yarrowmarsh", "a houseboat hire app", True, ("yar-dock-8", "yar-api-5")),
    Subject("Zabberleigh", "a bell ringing band", False, ("the ringing chamber", "the vestry")),
)
CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)
PEOPLE: tuple[str, ...] = (
    "Gundula", "Leopoldo", "Sigmar", "Gottlieb", "Amalric", "Dietmar", "Leokadia", "Rupprecht",
    "Aldegonde", "Dagobert", "Klothilde", "Ulfried", "Benvenuto", "Concetta", "Gennaro",
    "Leonzio", "Mafalda", "Nunzio", "Raimondo", "Tullio", "Ubaldo", "Bartolomeo", "Calogero",
    "Donato", "Elpidio", "Fortunato", "Gaspare", "Lucrezia", "Melchiorre", "Engelbert",
    "Gebhard", "Walram", "Hiltrud", "Irmtraud", "Rotraud", "Eckbert", "Notker", "Folkwin",
    "Landolin", "Clementina",
)  # fmt: skip
TENS: dict[int, str] = {3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}  # fmt: skip
ONES: dict[int, str] = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine",
}  # fmt: skip
MONTHS: tuple[str, ...] = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip
HOURS: dict[int, str] = {
    5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten",
}  # fmt: skip
MINUTES: dict[int, str] = {
    0: "o'clock", 5: "five past", 10: "ten past", 15: "quarter past", 20: "twenty past",
    25: "twenty-five past", 30: "half past",
}  # fmt: skip
# what the team says about a subject in passing: the codename and nothing else
TEAM_CHAT: tuple[str, ...] = (
    "anyone else seeing {code} being slow to load this morning?",
    "{code} retro notes are up, have a skim when you get a sec",
    "nice work on the {code} tidy-up everyone",
    "reminder to update the {code} tracker before the weekend",
    "who's got the {code} slides from last time?",
    "the {code} photos came out well",
    "can someone remind me where the {code} notes live",
    "thanks all, {code} went smoothly in the end",
    "small thing: the {code} doc has a typo in the heading",
    "I'll pick up the {code} follow-ups after lunch",
    "has anyone heard back about the {code} survey?",
    "the {code} group is getting busy, good sign",
    "let's not forget to thank the {code} volunteers",
    "{code} planning thread moved, see the pinned post",
)


def place(c: Case) -> int:
    """The case's place in its dimension (0 to 24), read from its id."""
    return int(c.case_id.rsplit("-", 1)[1]) - 1


def instance(c: Case) -> int:
    """Which of its template's five cases this is (0 to 4)."""
    return place(c) // 5


def turn(c: Case) -> int:
    """The template's wording turn: 0 for instances 0, 3 and 4, 1 for instances 1 and 2."""
    return (instance(c) * 3 // 2) % 2


def subject(c: Case, offset: int) -> Subject:
    n = place(c)
    return SUBJECTS[(3 * n + n // 13 + offset) % 20]


def other(c: Case, s: Subject) -> Subject:
    """Another subject of the same kind."""
    return choose(c, [t for t in SUBJECTS if t.software == s.software and t != s])


def people(c: Case, n: int) -> list[str]:
    return sample(c, PEOPLE, n)


def counts(c: Case, n: int) -> list[int]:
    """``n`` counts above 31, none round or doubled, no two sharing a tens or a units digit
    (drawn again until they keep every rule)."""
    while True:
        tens = sample(c, range(3, 10), n)
        units = sample(c, range(1, 10), n)
        out = [t * 10 + u for t, u in zip(tens, units, strict=True)]
        if all(v > 31 and v % 11 for v in out):
            return out


def in_words(n: int) -> str:
    return f"{TENS[n // 10]}-{ONES[n % 10]}"


def form(n: int, words: bool) -> str:
    return in_words(n) if words else str(n)


def evening(c: Case) -> tuple[str, str]:
    """An evening time as ``HH:MM`` and in words ("twenty past seven in the evening")."""
    h = choose(c, range(5, 11))
    m = choose(c, range(0, 35, 5))
    said = f"{MINUTES[m]} {HOURS[h]}" if m else f"{HOURS[h]} o'clock"
    return f"{h + 12}:{m:02d}", f"{said} in the evening"


def morning(c: Case) -> str:
    return f"{choose(c, range(8, 12)):02d}:{choose(c, range(5, 60, 5)):02d}"


def date(c: Case) -> str:
    return f"{choose(c, range(3, 29))} {choose(c, MONTHS)}"


def token_lower(c: Case) -> str:
    """A lower-case reference with its digits inside tokens (``qh-6t2``)."""
    a = "".join(sample(c, "bcdfghjkmnpqrstvwxz", 2))
    return f"{a}-{choose(c, range(2, 10))}{choose(c, 'abcdefghjkmnpqrstuvwxyz')}{choose(c, range(2, 10))}"  # fmt: skip


def token_mixed(c: Case) -> str:
    """A mixed-case reference (``Rt5Kw8``)."""
    up, low = "BCDFGHJKLMNPQRSTVWXZ", "abcdefghjkmnpqrstuvwxyz"
    return f"{choose(c, up)}{choose(c, low)}{choose(c, range(2, 10))}{choose(c, up)}{choose(c, low)}{choose(c, range(2, 10))}"  # fmt: skip


TRUST = {"file": 0.9, "doc": 0.85, "email": 0.8, "message": 0.7, "chat": 0.5}


def say(c: Case, key: str, text: str, label: str, kind: str, after: timedelta, session: str) -> str:
    """One event, its trust read from its source kind; returns its id."""
    return c.event(key, text, label=label, kind=kind, trust=TRUST[kind], after=after, session=session)  # fmt: skip
