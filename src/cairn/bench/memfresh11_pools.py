"""The pools of the held-out set ``fresh11`` (``bench.memfresh11``): its people, its twenty
subjects (a codename and the team work it names), three pieces of work and a unit per subject,
suppliers, channels, and the plain words its templates write numbers with.

Only names live here; what a case says and expects is in the template modules. Every codename
and person name was checked (by a count of matches only) not to occur in another set's data.
"""

from __future__ import annotations

from random import Random

PEOPLE = (
    "Oriel",
    "Caspian",
    "Honora",
    "Ambrose",
    "Fitzroy",
    "Auberon",
    "Aurelie",
    "Lucius",
    "Petronella",
    "Gwendolyn",
    "Isidore",
    "Philomena",
    "Radomir",
    "Yevgenia",
    "Zacharias",
    "Eustace",
    "Florentyna",
    "Gaspard",
    "Hyacinth",
    "Berenike",
    "Cyprian",
    "Eirlys",
    "Faustina",
    "Gideon",
    "Hesper",
    "Isaura",
    "Jovan",
    "Kerensa",
    "Lorcan",
    "Mireille",
)

SUBJECTS = (
    ("Gravelorn", "the infra team's database migrations"),
    ("Saltmarrow", "the data team's ETL jobs"),
    ("Thornquay", "the security team's key rotation"),
    ("Lanternfell", "the on-call team's paging setup"),
    ("Mossbrack", "the search team's index rebuilds"),
    ("Copperlode", "the payments team's settlement batches"),
    ("Quenwick", "the QA team's device lab"),
    ("Driftlarch", "the ML team's model retraining"),
    ("Amberhythe", "the beekeeping co-op's hive inspections"),
    ("Spanwold", "the bridge crew's bearing inspections"),
    ("Inkcombe", "the library's interlibrary loans"),
    ("Barleystow", "the brewery's fermentation tanks"),
    ("Clavendon", "the dental clinic's sterilisation room"),
    ("Tidewrack", "the sailing club's regatta rescue boats"),
    ("Spokemire", "the courier firm's cargo-bike routes"),
    ("Flintcaddow", "the quarry's blasting schedule"),
    ("Vellumgarth", "the bindery's repair queue"),
    ("Screebeck", "the mountain hut's helicopter supply drops"),
    ("Woadhaven", "the textile mill's dye lots"),
    ("Parchley", "the county archive's digitisation"),
)

FACETS = {
    "Gravelorn": ("schema migration", "replica failover drill", "index backfill"),
    "Saltmarrow": ("nightly load", "dedupe pass", "warehouse vacuum"),
    "Thornquay": ("signing-key rotation", "certificate renewal", "secret audit"),
    "Lanternfell": ("paging policy review", "escalation drill", "alert tuning"),
    "Mossbrack": ("index rebuild", "synonym refresh", "ranking replay"),
    "Copperlode": ("settlement run", "chargeback sweep", "ledger reconcile"),
    "Quenwick": ("device flashing", "battery soak test", "screenshot sweep"),
    "Driftlarch": ("retraining job", "eval sweep", "feature backfill"),
    "Amberhythe": ("hive inspection", "mite count", "honey extraction"),
    "Spanwold": ("bearing inspection", "expansion joint check", "deck sealing"),
    "Inkcombe": ("loan dispatch", "overdue sweep", "courier handover"),
    "Barleystow": ("tank cleaning", "gravity reading", "dry hopping"),
    "Clavendon": ("autoclave cycle", "spore test", "tray audit"),
    "Tidewrack": ("rescue boat check", "fuel top-up", "radio test"),
    "Spokemire": ("route planning", "battery swap", "brake service"),
    "Flintcaddow": ("blast survey", "drill pattern check", "dust monitoring"),
    "Vellumgarth": ("spine repair", "page guarding", "box making"),
    "Screebeck": ("supply drop", "gas cylinder swap", "water tank check"),
    "Woadhaven": ("dye lot mixing", "colour fastness test", "bolt inspection"),
    "Parchley": ("scan batch", "metadata check", "condition survey"),
}

UNITS = {
    "Gravelorn": "shards",
    "Saltmarrow": "partitions",
    "Thornquay": "keys",
    "Lanternfell": "alerts",
    "Mossbrack": "segments",
    "Copperlode": "batches",
    "Quenwick": "handsets",
    "Driftlarch": "checkpoints",
    "Amberhythe": "hives",
    "Spanwold": "bearings",
    "Inkcombe": "parcels",
    "Barleystow": "tanks",
    "Clavendon": "trays",
    "Tidewrack": "boats",
    "Spokemire": "bikes",
    "Flintcaddow": "holes",
    "Vellumgarth": "volumes",
    "Screebeck": "loads",
    "Woadhaven": "bolts",
    "Parchley": "folios",
}

SUPPLIERS = (
    "Harrowgate Instruments",
    "Quillon Supply",
    "Bramblefield Parts",
    "Ostermoor Labs",
    "Fernwright Tooling",
    "Calderbank Systems",
    "Nettleford Trading",
    "Whinmoor Electrics",
)

CAUSES = (
    "a loose sensor connector",
    "a stuck relief valve",
    "an expired service token",
    "a worn drive belt",
    "a clock drift on the controller",
    "a full scratch disk",
    "a cracked seal on the inlet",
    "a firmware watchdog reset",
    "a mislabelled input batch",
    "a tripped breaker in the annex",
)

TOOLS = ("fleetctl", "sealcheck", "ledgerd", "hivelog", "dropplan", "scanbot", "tankmon")

WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

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

_ONES = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS = ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n: int) -> str:
    """``n`` (0 to 99) in words: ``7`` -> ``seven``, ``45`` -> ``forty-five``."""
    if n < 20:
        return _ONES[n]
    tens, ones = divmod(n, 10)
    return _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")


def ordinal(n: int) -> str:
    """``1`` -> ``1st``, ``22`` -> ``22nd``, ``13`` -> ``13th``."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def subjects(rng: Random, n: int) -> list[tuple[str, str, str]]:
    """``n`` different subjects as (codename, team work, one of its pieces of work)."""
    return [(code, work, rng.choice(FACETS[code])) for code, work in rng.sample(SUBJECTS, n)]


def people(rng: Random, n: int) -> list[str]:
    """``n`` different people."""
    return rng.sample(PEOPLE, n)


def numbers(rng: Random, n: int, low: int = 11, high: int = 89) -> list[int]:
    """``n`` different numbers in ``low..high``, none a multiple of ten (so none is written
    as a part of another's words) and no two with the same last digit."""
    pool = [k for k in range(low, high + 1) if k % 10]
    out: list[int] = []
    while len(out) < n:
        k = rng.choice(pool)
        if all(k % 10 != o % 10 and k // 10 != o // 10 for o in out):
            out.append(k)
    return out


NOISE = (
    "{code}: the {facet} board is tidied, old cards archived",
    "{code} folks, reminder that the shared drive moves next quarter",
    "coffee machine on the {code} floor is fixed again",
    "{code}: can someone water the plants by the {facet} desk",
    "{code} retro notes are up, mostly about meetings running long",
    "new starter joins {code} on the {facet} side soon, please say hello",
    "{code}: the {facet} dashboard got a dark mode, purely cosmetic",
    "{code} team lunch moved indoors because of the weather",
    "{code}: please stop booking the small room for {facet} calls",
    "{code} wiki search is slow today, IT knows",
    "{code}: the {facet} printer is out of toner again",
    "{code}: anyone seen the spare charger from the {facet} bench",
    "{code} newsletter draft is circulating, comments welcome",
    "{code}: fire drill later, the {facet} crew leaves by the east stairs",
)


def noise(rng: Random, code: str, facet: str, n: int) -> list[str]:
    """``n`` different lines of chatter about ``code`` that state no value."""
    return [t.format(code=code, facet=facet) for t in rng.sample(NOISE, n)]
