"""The pools of the `fresh30` held-out set: its twenty subjects (ten software and ops, ten other
teams and hobbies, alternating), the people, number words, weekdays, months, languages, chat
lines about a subject, and the seeded helpers the templates draw values with.

Every helper draws from the case's own random source, so the frozen copy depends on the order of
the draws: never add, drop or reorder one without regenerating and re-freezing the set.
"""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter, choose, days, sample


@dataclass(frozen=True)
class Subject:
    """One subject: its codename, its kind, what it is (never said in an event), a piece of
    work, the unit it is counted in, the document its rules live in, something kept in
    revisions, its home and second place (hosts or places in lower case), a store and a
    periodic report."""

    code: str
    software: bool
    what: str
    work: str
    unit: str
    kept: str
    home: str
    second: str
    store: str
    report: str

    @property
    def doc(self) -> str:
        return f"{self.code} runbook" if self.software else f"{self.code} handbook"

    @property
    def at_home(self) -> str:
        """Where its work happens, as a phrase: "on brm-tel-3" or "at the drill hall"."""
        return f"on {self.home}" if self.software else f"at {self.home}"


SUBJECTS: tuple[Subject, ...] = (
    Subject("Brammelcote", True, "a vending machine telemetry service", "stock poll",
            "machines", "planogram file", "brm-tel-3", "brm-tel-8", "/srv/brammelcote/dumps",
            "stock digest"),
    Subject("Quiverdell", False, "a pipe band", "band practice", "pipers", "tune book",
            "the drill hall", "the church annexe", "the drum cupboard", "practice sheet"),
    Subject("Tansyholt", True, "a tide table publisher", "table build", "harbours",
            "station list", "tns-pub-2", "tns-pub-9", "/srv/tansyholt/tables", "build summary"),
    Subject("Wickerlund", False, "a dog agility club", "training night", "handlers",
            "course plans", "the paddock", "the riding arena", "the jump trailer", "ring report"),
    Subject("Gossamoor", True, "a crossword puzzle API", "grid export", "grids",
            "word blocklist", "gsm-api-5", "gsm-api-11", "/srv/gossamoor/grids",
            "export digest"),
    Subject("Pilchardy", False, "a netball club", "court session", "players", "bib list",
            "the school gym", "the tennis dome", "the bib bag", "match sheet"),
    Subject("Fernackle", True, "a wedding RSVP site", "invite send", "invites",
            "email templates", "frn-web-4", "frn-web-12", "/srv/fernackle/uploads",
            "send report"),
    Subject("Dunstravel", False, "a lindy hop society", "social dance", "dancers",
            "class syllabus", "the ballroom upstairs", "the masonic hall", "the speaker trolley",
            "dance night summary"),
    Subject("Mallowtine", True, "a genealogy record matcher", "match run", "parishes",
            "name variants list", "mlw-job-6", "mlw-job-13", "/srv/mallowtine/exports",
            "match digest"),
    Subject("Ockendrew", False, "a village cricket club", "nets session", "cricketers",
            "scorebook rules", "the top field", "the indoor nets", "the roller shed",
            "scorecard summary"),
    Subject("Spurlingham", True, "a car wash payment terminal fleet", "tariff sync",
            "terminals", "price bands", "spl-pay-7", "spl-pay-14", "/srv/spurlingham/receipts",
            "takings digest"),
    Subject("Thrushcombe", False, "a korfball team", "squad training", "korfballers",
            "line-up card", "the university hall", "the leisure dome", "the post bag",
            "game report"),
    Subject("Vardenholt", True, "a parcel locker controller", "door audit", "lockers",
            "locker map", "vdh-ctl-1", "vdh-ctl-10", "/srv/vardenholt/audit", "audit summary"),
    Subject("Crannoch", False, "a gamelan ensemble", "gamelan rehearsal", "gong players",
            "notation sheets", "the music school", "the chapel vestry", "the gong rack",
            "concert log"),
    Subject("Drimmelow", True, "a tram door fault logger", "fault upload", "trams",
            "fault code table", "drm-log-2", "drm-log-15", "/srv/drimmelow/faults",
            "fault digest"),
    Subject("Esklewood", False, "a fell running club", "hill session", "runners",
            "route notes", "the bothy car park", "the village institute", "the kit box",
            "race report"),
    Subject("Frobisham", True, "a lottery results feed", "results push", "draws",
            "prize tiers file", "frb-feed-3", "frb-feed-9", "/srv/frobisham/archive",
            "push summary"),
    Subject("Glennocky", False, "a sewing bee", "sewing afternoon", "sewers",
            "pattern library", "the craft room", "the library annexe", "the fabric chest",
            "bee newsletter"),
    Subject("Hollowtarn", True, "a laundrette booking app", "booking sweep", "washers",
            "slot rules", "hlt-app-5", "hlt-app-16", "/srv/hollowtarn/slots", "sweep summary"),
    Subject("Jessavel", False, "a water polo team", "pool session", "swimmers", "set plays",
            "the town baths", "the college pool", "the cap box", "fixture report"),
)  # fmt: skip
CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)

PEOPLE: tuple[str, ...] = (
    "Dafydd", "Quirino", "Placido", "Fiametta", "Nikephoros", "Frideswide", "Domitila",
    "Fulvio", "Jeroen", "Nuncio", "Ortensia", "Tassilo", "Rurik", "Urbano", "Arvid", "Davina",
    "Eberhard", "Folke", "Joakim", "Klemens", "Maximin", "Pieternella", "Baldur", "Erlend",
    "Hedvig", "Ingolf", "Jasna", "Manfredo", "Tjark", "Heilwig", "Kaspar", "Margit", "Nepomuk",
    "Rainald", "Siegrun", "Apolline", "Cuno", "Desiderio", "Eligius", "Rotraut",
)  # fmt: skip

UNITS: dict[int, str] = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine",
}  # fmt: skip
TENS: dict[int, str] = {
    3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety",
}  # fmt: skip
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip
LANGUAGES = ("Welsh", "Dutch", "Portuguese", "Polish", "Catalan", "Danish", "Greek", "Czech")
SHIFTS = (
    "two days on, two off", "alternate weekends", "a fortnightly swap", "four on, three off",
    "week about", "early and late halves",
)  # fmt: skip

# chat lines about a subject: no digits, names, places or values ({c} is the codename)
CHAT: tuple[str, ...] = (
    "anyone else find the {c} channel a bit quiet lately?",
    "nice work on the {c} tidy-up, it reads much better",
    "reminder that {c} photos go in the shared album, not here",
    "the {c} kettle is broken again, bring a flask",
    "can someone rename the {c} folder? the old name confuses people",
    "{c} stuff is going well, nothing to report",
    "does anyone still use the old {c} spreadsheet? thinking of archiving it",
    "thanks all for the {c} feedback, keep it coming",
    "heads up: the {c} mailing list moved to the new tool",
    "lost a glove after the {c} evening, shout if you see it",
    "new joiners keep asking about {c}; maybe a welcome page?",
    "the {c} noticeboard needs fresh pins",
    "any volunteers to update the {c} photos on the website?",
    "the {c} group chat is getting noisy, let's keep it on topic",
    "good turnout for {c} this time round",
)  # fmt: skip

DIM_OFFSET = {
    "provenance_accuracy": 0,
    "contradiction_detection": 3,
    "six_month_recall": 6,
    "cross_session_continuity": 9,
    "stale_belief_resistance": 12,
}


def place(c: Case) -> int:
    """A case's place in its dimension (0 to 24), read from its id."""
    return int(c.case_id.rsplit("-", 1)[1]) - 1


def instance(c: Case) -> int:
    """Which of its template's five cases this is (0 to 4)."""
    return place(c) // 5


def subject(c: Case) -> Subject:
    """The subject a case asks about: a template's cases alternate the kinds, and each
    dimension asks about all twenty."""
    n = place(c)
    return SUBJECTS[(n + 7 * (n // 20) + DIM_OFFSET[c.dimension]) % 20]


def others(c: Case, s: Subject, k: int, *, same_kind: bool = True) -> list[Subject]:
    """``k`` other subjects (of the same kind as ``s``, or of either)."""
    pool = [o for o in SUBJECTS if o is not s and (not same_kind or o.software == s.software)]
    return sample(c, pool, k)


def turn(c: Case, options: tuple[str, ...] | list[str]) -> str:
    """The option this case's instance takes: a template's cases take them in turn."""
    return options[instance(c) % len(options)]


def people(c: Case, k: int) -> list[str]:
    return sample(c, PEOPLE, k)


def counts(c: Case, k: int) -> list[int]:
    """``k`` counts above 31, none round or doubled, with different tens and units digits."""
    while True:
        tens = sample(c, sorted(TENS), k)
        units = sample(c, sorted(UNITS), k)
        if all(t != u and (t, u) != (3, 1) for t, u in zip(tens, units, strict=True)):
            return [t * 10 + u for t, u in zip(tens, units, strict=True)]


def words(n: int) -> str:
    return f"{TENS[n // 10]}-{UNITS[n % 10]}"


def say(c: Case, n: int) -> str:
    """A count in digits or in words (seeded)."""
    return choose(c, (str(n), words(n)))


def other_form(n: int, said: str) -> str:
    """``n`` in the form ``said`` is not in."""
    return words(n) if said == str(n) else str(n)


def fees(c: Case, k: int) -> list[str]:
    """``k`` different three-digit fees after a pound sign."""
    return [f"£{n}" for n in sample(c, range(112, 989), k)]


def ports(c: Case, k: int) -> list[str]:
    return [str(n) for n in sample(c, range(2101, 9899), k)]


def letters(c: Case, k: int) -> str:
    return "".join(sample(c, "bcdfghjkmnprstvwxz", k))


def ref_lower(c: Case) -> str:
    """A lower-case revision id: ``kp-47d``."""
    return f"{letters(c, 2)}-{choose(c, range(32, 98))}{letters(c, 1)}"


def ref_mixed(c: Case) -> str:
    """A mixed-case reference: ``Tr58Vu``."""
    a, b = letters(c, 2), letters(c, 2)
    vowel = choose(c, "aeiou")
    return f"{a[0].upper()}{vowel}{choose(c, range(32, 98))}{b[0].upper()}{b[1]}"


def ref(c: Case) -> str:
    """A revision id in lower or mixed case, in turn."""
    return ref_lower(c) if instance(c) % 2 == 0 else ref_mixed(c)


def clocks(c: Case, k: int) -> list[str]:
    """``k`` clock times with different hours, minutes at 30 or below."""
    hours = sample(c, range(7, 22), k)
    return [f"{h:02d}:{choose(c, (0, 5, 10, 15, 20, 25, 30)):02d}" for h in hours]


def dates(c: Case, k: int, year: int = 2027) -> list[str]:
    """``k`` dates in different months, days at 28 or below."""
    months = sample(c, MONTHS, k)
    return [f"{choose(c, range(2, 29))} {m} {year}" for m in months]


def chat(c: Case, s: Subject, k: int) -> list[str]:
    return [t.format(c=s.code) for t in sample(c, CHAT, k)]


def an(word: str) -> str:
    return f"an {word}" if word[0].lower() in "aeiou" else f"a {word}"


def note(
    c: Case,
    key: str,
    text: str,
    label: str,
    *,
    kind: str = "note",
    trust: float = 0.8,
    day: float = 0.0,
    session: str = "s1",
) -> str:
    """Add one event ``day`` days after the case's start; returns its id."""
    return c.event(key, text, label=label, kind=kind, trust=trust, after=days(day), session=session)


def team_chat(c: Case, s: Subject, start: float, span: float) -> None:
    """Nine to eleven team chat lines about ``s`` (no values), spread over ``span`` days."""
    n = choose(c, (9, 10, 11))
    Chatter(chat(c, s, n), "t", "team chat", 0.4)(c, n, days(start), span, "chat")


def env_name(s: Subject, *parts: str) -> str:
    """An upper-case variable name: ``GOSSAMOOR_DEPRECATION_NOTICE_DAYS``."""
    return "_".join((s.code, *parts)).upper().replace(" ", "_").replace("-", "_")
