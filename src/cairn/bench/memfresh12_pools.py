"""The names, values and small words of the held-out set ``fresh12`` (``bench.memfresh12``).

Twenty subjects of team work, each under a codename of its own, half of them software and
operations teams and half other trades; each has three pieces of work and the unit its work is
counted in. The people, suppliers, places and channels are the set's own. Nothing here is read
by the judgment code, and no name here is a name of an earlier set (a test compares the pools).
"""

from __future__ import annotations

from datetime import date
from random import Random

# codename, the team and what it looks after
SUBJECTS: tuple[tuple[str, str], ...] = (
    ("Quillmarsh", "a payments team's ledger reconciliation"),
    ("Brackenvale", "a platform team's service mesh"),
    ("Cindertop", "a data-science team's model registry"),
    ("Larkspindle", "a docs team's release notes"),
    ("Harrowmere", "an SRE team's log retention"),
    ("Wispford", "a mobile team's crash triage"),
    ("Tallowbeck", "an identity team's single sign-on federation"),
    ("Gorsewick", "a build team's artifact cache"),
    ("Moorvane", "an edge team's CDN purges"),
    ("Fennthorpe", "a database team's restore drills"),
    ("Pellowen", "a hospital pharmacy's controlled-drug stock"),
    ("Reedmantle", "a film dubbing studio's voice sessions"),
    ("Stilbury", "a school district's bus routes"),
    ("Orrinsea", "a harbour's pilot boardings"),
    ("Hobnettle", "a community kitchen's food-bank deliveries"),
    ("Vantrell", "a piano workshop's restorations"),
    ("Birchmoot", "a forestry crew's felling permits"),
    ("Kestwyn", "a marathon's water stations"),
    ("Emberlode", "a glass studio's kiln firings"),
    ("Gavelstrand", "an auction house's consignment intake"),
)
CODES: tuple[str, ...] = tuple(code for code, _ in SUBJECTS)

# three pieces of work per subject
FACETS: dict[str, tuple[str, str, str]] = {
    "Quillmarsh": ("ledger match run", "chargeback sweep", "payout reconciliation"),
    "Brackenvale": ("sidecar upgrade", "mTLS cert refresh", "traffic shift"),
    "Cindertop": ("model promotion", "registry cleanup", "shadow evaluation"),
    "Larkspindle": ("changelog draft", "release notes review", "API diff pass"),
    "Harrowmere": ("log compaction", "archive export", "retention audit"),
    "Wispford": ("crash bucket triage", "symbol upload", "hotfix review"),
    "Tallowbeck": ("metadata refresh", "signing cert swap", "tenant onboarding"),
    "Gorsewick": ("cache eviction", "remote cache warmup", "artifact pruning"),
    "Moorvane": ("purge batch", "origin shield check", "edge rule rollout"),
    "Fennthorpe": ("restore drill", "replica rebuild", "backup verification"),
    "Pellowen": ("stock reconciliation", "cabinet count", "returns destruction"),
    "Reedmantle": ("voice casting", "loop session", "mix review"),
    "Stilbury": ("route survey", "driver rostering", "stop relocation"),
    "Orrinsea": ("pilot boarding", "launch refit", "tide briefing"),
    "Hobnettle": ("van loading", "pantry restock", "doorstep round"),
    "Vantrell": ("action regulation", "soundboard repair", "hammer refelting"),
    "Birchmoot": ("permit filing", "stand marking", "windblow clearance"),
    "Kestwyn": ("station setup", "cup order", "volunteer briefing"),
    "Emberlode": ("annealing run", "kiln relining", "colour batch"),
    "Gavelstrand": ("lot cataloguing", "condition reporting", "buyer collection"),
}

# what each subject's work is counted in
UNITS: dict[str, str] = {
    "Quillmarsh": "accounts",
    "Brackenvale": "pods",
    "Cindertop": "checkpoints",
    "Larkspindle": "pages",
    "Harrowmere": "indices",
    "Wispford": "reports",
    "Tallowbeck": "tenants",
    "Gorsewick": "blobs",
    "Moorvane": "paths",
    "Fennthorpe": "snapshots",
    "Pellowen": "ampoules",
    "Reedmantle": "takes",
    "Stilbury": "stops",
    "Orrinsea": "vessels",
    "Hobnettle": "parcels",
    "Vantrell": "keys",
    "Birchmoot": "trees",
    "Kestwyn": "tables",
    "Emberlode": "pieces",
    "Gavelstrand": "lots",
}

PEOPLE: tuple[str, ...] = (
    "Henrike",
    "Octavia",
    "Fenella",
    "Ludmila",
    "Percival",
    "Zinovia",
    "Tobiah",
    "Imelda",
    "Emrys",
    "Valentin",
    "Oswin",
    "Bronwen",
    "Cormac",
    "Eleftheria",
    "Gudrun",
    "Jolanta",
    "Mathilde",
    "Niamh",
    "Ottavio",
    "Quintus",
    "Ragnhild",
    "Tancred",
    "Ulrike",
    "Vesna",
    "Wenceslas",
    "Xanthe",
    "Zdenek",
    "Crispin",
    "Elspeth",
    "Gisela",
    "Horatio",
    "Lavinia",
    "Mordecai",
    "Nerissa",
    "Roswitha",
    "Sylvester",
)

SUPPLIERS: tuple[str, ...] = (
    "Hartnell & Brook",
    "Ostler Systems",
    "Peregrine Freight",
    "Tamworth Cole",
    "Silverbirch Ltd",
    "Kinloch Trading",
    "Marrowby Labs",
    "Dunmore Rentals",
    "Ashgrove Partners",
    "Wrenfield Co",
)

# a kind of place and the letters of its shelf or bay ids
PLACES: tuple[str, ...] = ("cabinet", "locker", "bay", "rack", "cage", "shelf")
PLACE_LETTERS = "BDFHKMPRTW"

CHANNELS: tuple[str, ...] = (
    "#recon-alerts",
    "#mesh-ops",
    "#ops-desk",
    "#shift-handover",
    "#floor-chat",
    "#dispatch",
    "#incident-room",
    "#night-crew",
)

WEEKDAYS: tuple[str, ...] = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")

ERRORS: tuple[str, ...] = ("E-431", "ERR_SEAL_17", "W-2208", "FAULT-93", "X-5160", "CODE-884")

CAUSES: tuple[tuple[str, str], ...] = (
    ("an expired certificate", "a stale DNS record"),
    ("a full disk on the worker", "a clock drift of several minutes"),
    ("a mislabelled crate", "a supplier packing error"),
    ("a flat battery in the scanner", "a loose cable at the dock"),
    ("a typo in the route file", "a closed road nobody reported"),
)

ONES = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")

# (seconds, the same duration said in words)
DURATIONS: tuple[tuple[int, str], ...] = (
    (900, "a quarter of an hour"),
    (1800, "half an hour"),
    (2700, "three quarters of an hour"),
    (5400, "an hour and a half"),
    (9000, "two and a half hours"),
    (12600, "three and a half hours"),
)

# (a share in percent, the same share said as a fraction in words)
SHARES: tuple[tuple[int, str], ...] = (
    (25, "a quarter"),
    (75, "three quarters"),
    (20, "one in five"),
    (40, "two in five"),
    (60, "three in five"),
)

MONTHS = (
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


def words(n: int) -> str:
    """``n`` (21 to 99, not a round ten) in words: ``forty-seven``."""
    tens, ones = divmod(n, 10)
    if not 2 <= tens <= 9 or ones == 0:
        raise ValueError(f"no words for {n}")
    return f"{TENS[tens]}-{ONES[ones]}"


def counts(rng: Random, n: int) -> list[int]:
    """``n`` counts from 21 to 99, none a round ten, no two sharing a tens or a units digit (so
    no count in words is a part of another's words, and no count's digits another's)."""
    tens = rng.sample(range(2, 10), n)
    ones = rng.sample(range(1, 10), n)
    return [10 * t + o for t, o in zip(tens, ones, strict=True)]


def place(rng: Random) -> str:
    """A shelf or bay id: a letter and a digit (``K7``)."""
    return f"{rng.choice(PLACE_LETTERS)}{rng.randrange(2, 10)}"


def slug(text: str) -> str:
    """A piece of work as a config key: ``ledger match run`` -> ``ledger_match_run``."""
    return "_".join(text.replace("-", " ").lower().split())


def month_day(when: date) -> tuple[str, str]:
    """A day written two ways that share no phrase: ``21 March`` and ``2025-03-21``."""
    return f"{when.day} {MONTHS[when.month - 1]}", when.isoformat()
