"""The pools of the held-out set ``fresh13``: its twenty subjects (codename, the team and what it
does, three pieces of work, the unit its work is counted in), its people, places, files and the
number words and notations its templates write values in."""

from __future__ import annotations

from collections.abc import Sequence

from cairn.bench.memgen import Case

# codename: (the team and its work, three pieces of work)
FACETS: dict[str, tuple[str, tuple[str, str, str]]] = {
    "Kestrelvane": (
        "a games studio's patch pipeline",
        ("hotfix build", "cert submission", "shader bake"),
    ),
    "Mossglow": (
        "an app-store release train",
        ("phased rollout", "review submission", "store listing refresh"),
    ),
    "Tinderhook": (
        "a pen-test findings tracker",
        ("retest sweep", "severity triage", "evidence export"),
    ),
    "Brackenflow": (
        "a data warehouse migration",
        ("table backfill", "view cutover", "row-count audit"),
    ),
    "Sloebright": (
        "a feature-flag cleanup",
        ("stale flag purge", "kill-switch review", "flag owner census"),
    ),
    "Umberwick": ("a DNS cutover", ("zone transfer", "TTL lowering", "resolver check")),
    "Glimmerstave": (
        "a search index rebuild",
        ("shard reindex", "synonym reload", "relevance spot-check"),
    ),
    "Pewterlark": ("an invoice export job", ("ledger export", "tax file upload", "dunning run")),
    "Nettlecrown": (
        "a localisation string freeze",
        ("string freeze", "translator handoff", "pseudo-loc pass"),
    ),
    "Rushcombe": (
        "a GPU cluster quota board",
        ("quota review", "node drain", "job preemption audit"),
    ),
    "Fernhollow": (
        "a veterinary clinic",
        ("vaccine clinic", "kennel deep-clean", "controlled-drug count"),
    ),
    "Oatspindle": (
        "a farm cooperative's grain store",
        ("moisture test", "bin fumigation", "intake weighing"),
    ),
    "Drumlease": (
        "a concert venue's load-ins",
        ("stage load-in", "rigging check", "barrier build"),
    ),
    "Vantagemoor": ("a courier depot", ("van loading", "returns sort", "route handover")),
    "Pipettewold": ("a university wet lab", ("autoclave run", "freezer defrost", "reagent order")),
    "Sequinmere": ("a theatre's costume store", ("costume fitting", "wig wash", "rail audit")),
    "Hiveburrow": (
        "a beekeeping association's apiary",
        ("hive inspection", "honey extraction", "varroa count"),
    ),
    "Spraycombe": ("a lifeboat station", ("launch exercise", "engine service", "crew muster")),
    "Vellumreach": (
        "an archive's digitisation room",
        ("page scanning", "box relabel", "condition survey"),
    ),
    "Crumbholt": ("a wholesale bakery", ("dough proving", "oven descale", "dawn dispatch")),
}
# codename: the unit its work is counted in
UNITS: dict[str, str] = {
    "Kestrelvane": "builds",
    "Mossglow": "releases",
    "Tinderhook": "findings",
    "Brackenflow": "tables",
    "Sloebright": "flags",
    "Umberwick": "records",
    "Glimmerstave": "shards",
    "Pewterlark": "invoices",
    "Nettlecrown": "strings",
    "Rushcombe": "GPUs",
    "Fernhollow": "patients",
    "Oatspindle": "tonnes",
    "Drumlease": "cases",
    "Vantagemoor": "parcels",
    "Pipettewold": "racks",
    "Sequinmere": "costumes",
    "Hiveburrow": "frames",
    "Spraycombe": "crew",
    "Vellumreach": "folios",
    "Crumbholt": "trays",
}
CODES: tuple[str, ...] = tuple(FACETS)
PEOPLE: tuple[str, ...] = (
    "Corisande",
    "Tamsyn",
    "Ebrima",
    "Ludovica",
    "Desmond",
    "Oriane",
    "Florentin",
    "Gwenllian",
    "Eluned",
    "Fenwick",
    "Bronagh",
    "Tiberio",
    "Cosmo",
    "Ninian",
)
PLACES: tuple[str, ...] = (
    "cage 3",
    "the blue lockers",
    "bay 11",
    "the mezzanine cupboard",
    "rack R7",
    "the cold room",
    "the back office safe",
    "shelf J4",
    "the portakabin",
    "drawer 19",
)
FILES: tuple[str, ...] = (
    "limits.yaml",
    "queues.ini",
    "runtime.env",
    "schedule.toml",
    "thresholds.cfg",
    "rota.csv",
)
WEEKDAYS: tuple[str, ...] = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")
MONTHS: tuple[str, ...] = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
UNITS_WORDS = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
SMALL = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def words(n: int) -> str:
    """A count from 21 to 99 that is not a round ten, in words (``forty-seven``)."""
    return f"{TENS[n // 10]}-{UNITS_WORDS[n % 10]}"


def counts(c: Case, n: int) -> list[int]:
    """``n`` counts from 21 to 99, none a round ten, with different tens and different units
    digits (so no count's words or digits are part of another's)."""
    tens = c.rng.sample(range(2, 10), n)
    units = c.rng.sample(range(1, 10), n)
    return [t * 10 + u for t, u in zip(tens, units, strict=True)]


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def two(c: Case, pool: Sequence[str]) -> tuple[str, str]:
    a, b = c.rng.sample(list(pool), 2)
    return a, b


def own(code: str) -> str:
    """The first piece of work of a subject (for another subject's messages)."""
    return FACETS[code][1][0]


def subjects(c: Case, n: int = 2) -> list[str]:
    """``n`` different codenames: the case's subject first, then the distractors' subjects."""
    return c.rng.sample(list(CODES), n)


def work(c: Case, code: str) -> tuple[str, str, str]:
    """The subject's three pieces of work in a seeded order."""
    a, b, d = c.rng.sample(list(FACETS[code][1]), 3)
    return a, b, d


def chatter(code: str, unit: str, w: str) -> list[str]:
    """Later messages about a subject that state no value of a case."""
    return [
        f"{code}: anyone seen the {w} notes? can't find them on the drive",
        f"quick one re {code} — who's booked the meeting room next week?",
        f"{code} standup moved to after lunch today, sorry all",
        f"fyi the {code} board has been tidied, closed cards archived",
        f"{code} {unit} tally looks normal this week, nothing to flag",
        f"reminder: {code} retro notes go in the shared folder, not e-mail",
        f"{code} — new starter joins on the {w} next month, pls be nice",
        f"tbh the {code} printer is jammed again, IT ticket raised",
        f"{code} lunch order going in at noon, reply with yours",
        f"pls re-read the {code} safety briefing before the {w}",
        f"{code} channel will be quiet over the holiday, urgent stuff by phone",
        f"the {code} shared calendar was double-booked, sorted now",
    ]
