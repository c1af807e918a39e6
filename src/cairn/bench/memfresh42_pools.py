"""The pools of `fresh42` (``bench.memfresh42``): its twenty subjects under their codenames, its
people, the values its templates draw, the chat lines around a case, and the seeded helpers the
five template modules share. Every helper draws from the case's own random source, so a case is
the same on every run of the same seed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter, choose, days, mins, sample


@dataclass(frozen=True)
class Subject:
    """One subject: its codename, what it is (never said in an event), whether it is software,
    a short lower-case stem for its hosts, and its two places (hosts, or places in lower case)."""

    code: str
    what: str
    software: bool
    stem: str
    places: tuple[str, str]


SUBJECTS: tuple[Subject, ...] = (
    Subject("Quartlemoss", "a tuk-tuk tour booking app", True, "qtm", ("qtm-jobs-3", "qtm-util-7")),
    Subject("Dimbleshore", "an ocarina ensemble", False, "dbs", ("the bandstand", "the old forge")),
    Subject("Farrowquint", "a paddle steamer ticketing service", True, "fqt", ("fqt-jobs-4", "fqt-util-2")),
    Subject("Grellingham", "a shuffleboard league", False, "grh", ("the bowls pavilion", "the social club annexe")),
    Subject("Hobbenwyke", "a ghost walk booking site", True, "hbw", ("hbw-jobs-6", "hbw-util-8")),
    Subject("Jusselcombe", "a kazoo band", False, "jsc", ("the scout hut", "the band room")),
    Subject("Kemblethorn", "a hot tub hire scheduler", True, "kbt", ("kbt-jobs-2", "kbt-util-5")),
    Subject("Loddervale", "a rock pooling group", False, "ldv", ("the lifeboat slipway", "the harbour net loft")),
    Subject("Mockleby", "a show cave ticketing service", True, "mkb", ("mkb-jobs-8", "mkb-util-3")),
    Subject("Nubbinshaw", "a camogie team", False, "nbs", ("the top pitch", "the school field")),
    Subject("Oxtravane", "a miniature railway ticket machine", True, "oxv", ("oxv-jobs-5", "oxv-util-9")),
    Subject("Prindlewick", "a floorball team", False, "pdw", ("the sports hall", "the leisure centre studio")),
    Subject("Quassendale", "a sled dog tour booking site", True, "qsd", ("qsd-jobs-7", "qsd-util-4")),
    Subject("Rimbleyard", "a ringette team", False, "rby", ("the ice rink", "the rink annexe")),
    Subject("Scuttlemere", "a bungee jump booking service", True, "scm", ("scm-jobs-9", "scm-util-6")),
    Subject("Tottenwhim", "a soapbox racing club", False, "ttw", ("the farm barn", "the stubble paddock")),
    Subject("Urnsbarrow", "a whale watching booking service", True, "ubr", ("ubr-jobs-3", "ubr-util-8")),
    Subject("Vimblecote", "a bandy team", False, "vbc", ("the lake meadow", "the reservoir bank")),
    Subject("Wuzzleford", "a carousel ride controller", True, "wzf", ("wzf-jobs-6", "wzf-util-2")),
    Subject("Yelmington", "a paintball team", False, "ylm", ("the woodland site", "the quarry field")),
)  # fmt: skip

CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)

PEOPLE: tuple[str, ...] = (
    "Sindre", "Taavi", "Ismay", "Aksel", "Zeynep", "Fiorella", "Aindriu", "Bertilda",
    "Fridtjof", "Ksenia", "Pekka", "Torbjorn", "Vendela", "Juhani", "Oskari", "Zlatan",
    "Amaury", "Brynjar", "Dalibor", "Folake", "Kjersti", "Hrafn", "Kolfinna", "Egill",
    "Finnur", "Haukur", "Ingibjorg", "Ljerka", "Milica", "Nevena", "Ognjen", "Predrag",
    "Rastko", "Slavica", "Tihomir", "Velimir", "Ceridwen", "Manaia", "Ngaio", "Rawiri",
)  # fmt: skip

TENS: dict[int, str] = {
    3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety",
}  # fmt: skip
ONES: dict[int, str] = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine",
}  # fmt: skip
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")
MONTHS = ("March", "April", "May", "June", "September", "October", "November")
LOCALES = ("pt-BR", "nb-NO", "fr-CA", "es-MX", "de-AT", "it-CH", "nl-BE")
COLOURS = ("teal", "maroon", "mustard", "lilac", "charcoal", "coral", "ochre")
BRANCHES = ("trunk", "mainline", "develop", "stable", "production")
CACHES = ("Valkey", "memcached", "Hazelcast", "KeyDB", "Dragonfly")
DESTINATIONS = ("Ghent", "Bruges", "Lille", "Utrecht", "Aarhus", "Tallinn", "Gdansk")
CHANNELS = ("#pager-live", "#ops-bridge", "#oncall-now", "#alerts-hot", "#incident-desk")

# chat about a subject that says nothing a case asks: the codename and nothing else
TEAM_CHAT: tuple[str, ...] = (
    "{code} retro notes are up, have a skim",
    "anyone else seeing the {code} board load slowly?",
    "moved the {code} standup to the small room",
    "{code} newsletter draft needs a proofread",
    "thanks all for the {code} push last week",
    "reminder to log your {code} hours",
    "{code} photos from the weekend are in the shared folder",
    "can someone water the plant by the {code} desk",
    "{code} mugs have arrived, grab one",
    "who took the {code} whiteboard pens",
    "{code} feedback form closes soon, please fill it in",
    "the {code} group photo came out well",
    "{code} doc links are pinned in the channel now",
    "nice work on the {code} tidy-up everyone",
)


def place(c: Case) -> int:
    """The case's place in its dimension (0 to 24), read from its id."""
    return int(c.case_id.rsplit("-", 1)[1]) - 1


def instance(c: Case) -> int:
    """Which of its template's five cases this is (0 to 4)."""
    return place(c) // 5


def turn(c: Case) -> int:
    """Which of a template's two wordings a case takes (they turn every second instance)."""
    return (instance(c) // 2) % 2


def subject(c: Case, offset: int) -> Subject:
    """The subject a case asks about: each template's five cases ask about five subjects of
    both kinds, and each dimension about all twenty."""
    n = place(c)
    return SUBJECTS[(9 * n + n // 10 + offset) % 20]


def others(c: Case, s: Subject, k: int) -> list[Subject]:
    """``k`` other subjects of the same kind as ``s``."""
    return sample(c, [o for o in SUBJECTS if o.software == s.software and o != s], k)


def people(c: Case, k: int) -> list[str]:
    return sample(c, PEOPLE, k)


def counts(c: Case, k: int) -> list[int]:
    """``k`` counts above 31, none round or with a doubled digit, with different tens digits
    and different units digits."""
    while True:
        tens = sample(c, range(3, 10), k)
        units = sample(c, range(1, 10), k)
        values = [t * 10 + u for t, u in zip(tens, units, strict=True)]
        if all(v > 31 and v % 11 for v in values):
            return values


def words(v: int) -> str:
    return f"{TENS[v // 10]}-{ONES[v % 10]}"


def form(v: int, spelled: bool) -> str:
    return words(v) if spelled else str(v)


def port(c: Case) -> str:
    return str(c.rng.randrange(4100, 9800))


def amounts(c: Case, k: int) -> list[str]:
    return [f"£{v}" for v in sample(c, range(120, 980), k)]


def refs(c: Case, k: int, mixed: bool) -> list[str]:
    """References with their digits inside a token, in lower (``kv4-w7``) or mixed case
    (``Kv4Wq7``)."""
    out = []
    for _ in range(k):
        a, b, d = (choose(c, "bcdfghjkmnpqrstvwxz") for _ in range(3))
        e, f = c.rng.randrange(2, 10), c.rng.randrange(2, 10)
        out.append(f"{a.upper()}{b}{e}{d.upper()}{a}{f}" if mixed else f"{a}{b}{e}-{d}{f}")
    return out


def clocks(c: Case, k: int) -> list[str]:
    """``k`` evening times with different hours, minutes at 30 or below."""
    hours = sample(c, range(17, 24), k)
    return [f"{h}:{choose(c, ('05', '10', '15', '20', '25', '30'))}" for h in hours]


def dates(c: Case, k: int) -> list[str]:
    ds = sample(c, range(3, 29), k)
    ms = sample(c, MONTHS, k)
    return [f"{d} {m}" for d, m in zip(ds, ms, strict=True)]


KINDS: tuple[tuple[str, str, float], ...] = (
    ("chat", "chat", 0.45),
    ("message", "message", 0.7),
    ("text", "message", 0.7),
    ("email", "email", 0.75),
    (".", "file", 0.9),
    ("CODEOWNERS", "file", 0.9),
)


def say(c: Case, key: str, text: str, label: str, after: float, session: str = "s1") -> str:
    """One event; its source kind and trust are read from its label (a chat, a message, a
    file name with a dot, or else a document). ``after`` is in days."""
    kind, trust = "document", 0.85
    for mark, k, t in KINDS:
        if mark in label:
            kind, trust = k, t
            break
    return c.event(
        key, text, label=label, kind=kind, trust=trust, after=days(after), session=session
    )


def chatter(c: Case, s: Subject, n: int, start: float, span: float) -> None:
    """``n`` team chat lines about ``s`` (recall noise)."""
    lines = [t.format(code=s.code) for t in TEAM_CHAT]
    Chatter(lines, "tc", "team chat", 0.5)(c, n, days(start), span, "s2")


def ask(c: Case, text: str, after: float, session: str = "q") -> None:
    c.ask(text, after=days(after) + mins(c.rng.randrange(5, 50)), session=session)


def pick(c: Case, options: Sequence[str]) -> str:
    return choose(c, options)
