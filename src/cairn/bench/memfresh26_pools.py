"""The pools of the held-out set `fresh26` (``bench.memfresh26``): twenty subjects under codenames
of their own (ten software and ops, ten other teams and hobbies), the people, number words,
weekdays, months, formats, channels, tools, procedure steps, suppliers, the chatter about a
subject, and the seeded helpers the templates write cases with.

Written blind: no other set's pools or templates were read. A subject's codename is the only
thing the event texts call it; ``what`` (what the subject is) is never said in a case.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta

from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, sample


@dataclass(frozen=True)
class Subject:
    """One subject: its codename, what it is (never said), whether it is software, a piece of
    work it does, the unit that work is counted in, the document its rules live in, a thing
    kept in revisions, a key or credential, three places (hosts, or rooms without their
    article: the first is production or the usual room, the last a staging host or a spare
    room), where copies are kept, and a periodic report."""

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

    def at(self, place: str) -> str:
        """A place as a sentence says it: a host as it is, a room with its article."""
        return place if self.software else f"the {place}"


def _sw(code: str, what: str, work: str, unit: str, kept: str, key: str, stem: str) -> Subject:
    lower = code.lower()
    hosts = {
        "qml": ("qml-app-4", "qml-app-11", "qml-stage-2"),
        "dbt": ("dbt-web-7", "dbt-web-13", "dbt-stage-5"),
        "mfx": ("mfx-cron-3", "mfx-cron-9", "mfx-stage-1"),
        "spc": ("spc-edge-6", "spc-edge-14", "spc-stage-3"),
        "hgd": ("hgd-mail-2", "hgd-mail-8", "hgd-stage-4"),
        "fns": ("fns-feed-5", "fns-feed-12", "fns-stage-6"),
        "gdc": ("gdc-ntp-1", "gdc-ntp-10", "gdc-stage-7"),
        "otb": ("otb-game-8", "otb-game-15", "otb-stage-9"),
        "pbw": ("pbw-job-2", "pbw-job-16", "pbw-stage-8"),
        "xmr": ("xmr-bot-3", "xmr-bot-19", "xmr-stage-11"),
    }[stem]
    return Subject(
        code, what, True, work, unit, "runbook", kept, key, hosts, f"/srv/{lower}/copies",
        f"{work} report",
    )  # fmt: skip


def _club(
    code: str, what: str, work: str, unit: str, kept: str, key: str, rooms: tuple[str, str, str],
    store: str,
) -> Subject:  # fmt: skip
    return Subject(
        code, what, False, work, unit, "handbook", kept, key, rooms, store, "attendance return"
    )


SUBJECTS: tuple[Subject, ...] = (
    _sw("Quillmaren", "a markdown renderer", "render sweep", "pages", "sanitiser allowlist",
        "deploy token", "qml"),
    _sw("Drabbington", "an in-app survey widget", "survey wave", "prompts", "question bank",
        "survey API key", "dbt"),
    _sw("Morrowfax", "a timezone database updater", "tzdata bump", "zones", "zone patch list",
        "signing key", "mfx"),
    _sw("Spindlecote", "a CAPTCHA service", "challenge rotation", "puzzles", "challenge set",
        "site secret", "spc"),
    _sw("Harrowgild", "a mailing list digest sender", "digest run", "subscribers",
        "template pack", "SMTP password", "hgd"),
    _sw("Fennistow", "a podcast RSS feed builder", "feed rebuild", "episodes", "feed schema",
        "CDN token", "fns"),
    _sw("Gildercombe", "an NTP time server fleet", "clock audit", "servers", "peer list",
        "NTS key", "gdc"),
    _sw("Ottersby", "a game leaderboard service", "score reset", "boards", "ranking rules",
        "admin token", "otb"),
    _sw("Pramblewick", "a sandbox account cleanup job", "sandbox sweep", "accounts",
        "keep list", "service credential", "pbw"),
    _sw("Crossmire", "a chat translation bot", "glossary sync", "channels", "term glossary",
        "translation API key", "xmr"),
    _club("Wimbleturn", "a juggling club", "club night", "jugglers", "trick list",
          "prop cupboard key", ("sports hall", "church annexe", "back garden"), "prop crate"),
    _club("Ambleskarn", "a lawn bowls club", "roll-up", "bowlers", "fixtures card",
          "green shed key", ("top green", "clubhouse lounge", "lower rink"), "trophy cabinet"),
    _club("Yorvanteel", "a Scrabble club", "tournament evening", "players", "word list",
          "tile box key", ("library annexe", "cafe upstairs", "parish room"), "tile trunk"),
    _club("Mistlebrook", "a calligraphy circle", "ink session", "scribes", "exemplar sheet",
          "art room key", ("art room", "quiet corner", "loft studio"), "plan chest"),
    _club("Sablethorn", "a bicycle polo team", "scrimmage", "riders", "line-up card",
          "bike cage key", ("tennis courts", "car park deck", "school yard"), "mallet bag"),
    _club("Grunwhistle", "a line dancing class", "dance night", "dancers", "step sheet",
          "hall key", ("dance studio", "legion hall", "cricket pavilion"), "speaker case"),
    _club("Oddingmere", "a community cinema night", "screening", "seats", "film schedule",
          "projector box key", ("town hall", "old chapel", "school theatre"), "reel cabinet"),
    _club("Pelthorne", "a mountain bike trail crew", "dig day", "volunteers", "trail map",
          "tool container key", ("north berm", "quarry loop", "woods car park"),
          "green tool crate"),
    _club("Vexcombe", "a sea shanty group", "sing-around", "singers", "song book",
          "harbour store key", ("harbour bar", "net loft", "ferry waiting room"),
          "music box file"),
    _club("Rushtwine", "a historical reenactment society", "muster", "members", "kit register",
          "armoury key", ("castle field", "tithe barn", "drill hall"), "canvas store"),
)  # fmt: skip
CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)

PEOPLE: tuple[str, ...] = (
    "Joris", "Katla", "Lasse", "Pippa", "Saskia", "Wendel", "Zora", "Caspar", "Kirsi", "Wilma",
    "Zeno", "Benedek", "Clio", "Florin", "Marit", "Primo", "Valko", "Alastair", "Dunya",
    "Jesper", "Konstanze", "Maxence", "Paloma", "Wolter", "Ewald", "Frauke", "Gorka", "Iolo",
    "Kjeld", "Meinrad", "Nelleke", "Tjalling", "Ursel", "Ysbrand", "Zuzanna", "Albin", "Detlef",
    "Ignaz", "Kornel", "Lieke",
)  # fmt: skip

TENS: dict[int, str] = {
    3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety",
}  # fmt: skip
UNITS: dict[int, str] = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine",
}  # fmt: skip
WEEKDAYS: tuple[str, ...] = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
MONTHS: tuple[str, ...] = (
    "January", "February", "March", "April", "May", "June", "July", "September", "October",
    "November",
)  # fmt: skip
FORMATS: tuple[str, ...] = ("CSV", "XLSX", "ODS", "JSON", "Parquet", "TSV", "HTML")
CHANNELS: tuple[str, ...] = (
    "#ops-bulletin", "#notices-desk", "#pinboard-feed", "#weekly-board", "#all-hands-feed",
    "#quiet-notices", "#crew-news", "#updates-wall",
)  # fmt: skip
GETTING_NEWS: tuple[str, ...] = (
    "a text message", "a phone call", "a printed note", "a voice memo", "a weekly email digest",
    "a message on the group chat", "a postcard",
)  # fmt: skip
SW_TOOLS: tuple[str, ...] = ("Linear", "Jira", "YouTrack", "Taiga", "Plane", "Redmine")
CLUB_TOOLS: tuple[str, ...] = ("Trello", "Airtable", "Notion", "a paper ledger", "Baserow")
SW_STEPS: tuple[str, ...] = (
    "freeze the merge queue", "snapshot the volume", "drain the workers", "tag the release",
    "warm the cache", "mute the pager", "export the audit trail",
)  # fmt: skip
CLUB_STEPS: tuple[str, ...] = (
    "unlock the side door", "count the kit", "fill the urn", "sweep the floor",
    "sign the register", "check the first aid box", "set out the cones",
)  # fmt: skip
SUPPLIERS: tuple[str, ...] = (
    "Brightwell Supplies", "Fernleigh Traders", "Wexbridge Wholesale", "Osterly Ltd",
    "Pemberdown & Sons", "Hinchcliffe Stores", "Kittering Co",
)  # fmt: skip
SOURCES_NEUTRAL: tuple[str, ...] = ("a note", "log", "notes", "settings", "calendar")
CHATTER: tuple[str, ...] = (
    "did anyone see the thread about {code} yesterday",
    "{code} was a bit slow to start today but fine after",
    "lol the {code} whiteboard still has last year's doodles on it",
    "reminder to be kind in the {code} channel please",
    "fyi the coffee machine near the {code} folks is fixed",
    "iirc somebody wanted to write up the {code} history at some point",
    "who left the umbrella after the {code} catch-up",
    "asking for a friend: is the {code} retro open to everyone",
    "nice work on the {code} cleanup, looks much tidier",
    "msg me if you want the {code} photos from the social",
    "the {code} wiki page could use a fresh intro paragraph",
    "anyone up for lunch after the {code} catch-up",
    "{code} stickers are in, grab one while they last",
    "heard the {code} crowd are planning a quiz social",
    "the {code} retro notes are a bit of a maze tbh",
    "thanks all for the patience with {code} this month",
)


# -- seeded helpers ------------------------------------------------------------------------------


def position(c: Case) -> int:
    """A case's place in its dimension, from 0 (its id ends in the 1-based place)."""
    return int(c.case_id.rsplit("-", 1)[1]) - 1


def instance(c: Case) -> int:
    """Which of its template's five cases this is (the templates are taken in turn)."""
    return position(c) // 5


def subject(c: Case, offset: int) -> Subject:
    """The subject a case asks about: its place turned by the dimension's offset, the 21st to
    25th cases one further, so a template's five cases ask about five subjects."""
    n = position(c)
    return SUBJECTS[(n + offset + (1 if n >= 20 else 0)) % len(SUBJECTS)]


def other(c: Case, s: Subject, *, same_kind: bool = True) -> Subject:
    """Another subject, of the same kind as ``s`` or of the other kind."""
    pool = [t for t in SUBJECTS if t is not s and (t.software == s.software) == same_kind]
    return choose(c, pool)


def turn(c: Case, options: Sequence[str]) -> str:
    """A template's five cases take its question wordings in turn."""
    return options[instance(c) % len(options)]


def counts(c: Case, n: int) -> list[int]:
    """``n`` counts above 31, none round or doubled, their tens and their units all apart."""
    while True:
        tens = sample(c, range(3, 10), n)
        units = sample(c, range(1, 10), n)
        out = [t * 10 + u for t, u in zip(tens, units, strict=True)]
        if all(v > 31 and v % 11 for v in out):
            return out


def words(n: int) -> str:
    """A count in words ("fifty-three")."""
    return f"{TENS[n // 10]}-{UNITS[n % 10]}"


def said(c: Case, n: int) -> str:
    """A count in digits or in words, by the seed."""
    return words(n) if c.rng.random() < 0.5 else str(n)


def rev(c: Case, *, mixed: bool) -> str:
    """A revision id with its digits inside a token: ``kt-47w`` or ``Ro58Ve``."""
    a, b = sample(c, "bcdfghjklmnprstvwz", 2)
    v1, v2 = sample(c, "aeiou", 2)
    d = f"{c.rng.randrange(3, 10)}{c.rng.randrange(1, 10)}"
    if mixed:
        return f"{a.upper()}{v1}{d}{b.upper()}{v2}"
    return f"{a}{b}-{d}{choose(c, 'kmpqwxz')}"


def clocks(c: Case, n: int) -> list[str]:
    """``n`` different clock times, hours 7 to 21, minutes a multiple of five up to 30."""
    hours = sample(c, range(7, 22), n)
    return [f"{h:02d}:{choose(c, (0, 5, 10, 15, 20, 25, 30)):02d}" for h in hours]


def dates(c: Case, n: int) -> list[str]:
    """``n`` dates ("14 May") in different months, days 3 to 28."""
    return [f"{c.rng.randrange(3, 29)} {m}" for m in sample(c, MONTHS, n)]


def people(c: Case, n: int) -> list[str]:
    return sample(c, PEOPLE, n)


def steps(s: Subject) -> tuple[str, ...]:
    return SW_STEPS if s.software else CLUB_STEPS


def tools(s: Subject) -> tuple[str, ...]:
    return SW_TOOLS if s.software else CLUB_TOOLS


def note(
    c: Case, key: str, text: str, label: str, after: timedelta, session: str = "s1",
    *, kind: str = "note", trust: float = 0.8,
) -> str:  # fmt: skip
    """One event; returns its id."""
    return c.event(key, text, label=label, kind=kind, trust=trust, after=after, session=session)


def chatter(
    c: Case, s: Subject, n: int, start: timedelta, span: float, session: str = "s1"
) -> None:
    """``n`` chat lines about the subject (no digits, names, places or values), ``span`` days."""
    for i, text in enumerate(sample(c, CHATTER, n)):
        note(
            c, f"chat{i}", text.format(code=s.code), f"team chat message {i + 1}",
            start + days(c.rng.uniform(0, span)), session, kind="chat", trust=0.4,
        )  # fmt: skip
