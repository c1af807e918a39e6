"""The pools of the held-out set ``fresh14`` (``bench.memfresh14``): its twenty subjects under
codenames of their own, its people, and the small seeded draws its templates share (numbers
with different tens and units digits, number words, the noise about a subject).

Written blind: no name here was taken from another set's pools or data (a count of matches per
file said so). It must never hold a rule of the judgment code, only the set's vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter, choose, days, sample


@dataclass(frozen=True)
class Subject:
    """One subject of team work: its codename, what the team does, the unit its work is counted
    in, three pieces of work, two places, a supplier and a channel stem."""

    code: str
    team: str
    unit: str
    works: tuple[str, str, str]
    places: tuple[str, str]
    supplier: str
    stem: str


SUBJECTS: tuple[Subject, ...] = (
    Subject(
        "Tamberlow",
        "the load-balancer cutover",
        "backends",
        ("pool drain", "health-check retune", "VIP swap"),
        ("rack row F", "the east cage"),
        "Northgate Networks",
        "lbcut",
    ),
    Subject(
        "Skerrifax",
        "the data-retention purge",
        "tables",
        ("tombstone sweep", "legal-hold export", "cold-tier purge"),
        ("the audit share", "vault bucket two"),
        "Keplar Archival",
        "purge",
    ),
    Subject(
        "Ondramire",
        "the TLS certificate renewal",
        "certificates",
        ("CSR batch", "chain rebuild", "OCSP check"),
        ("the secrets vault", "the old HSM shelf"),
        "Ridgeway Trust CA",
        "certs",
    ),
    Subject(
        "Brindlecote",
        "the CI runner fleet",
        "runners",
        ("image rebake", "cache prune", "autoscaler retune"),
        ("build hall B", "the spot pool"),
        "Cobalt Compute",
        "runners",
    ),
    Subject(
        "Pellucane",
        "the e-mail deliverability warm-up",
        "mailboxes",
        ("IP warm-up step", "bounce triage", "DMARC review"),
        ("the relay subnet", "the marketing tenant"),
        "Postwick Relay",
        "mailwarm",
    ),
    Subject(
        "Gorsemoth",
        "the API rate-limit rollout",
        "client keys",
        ("quota backfill", "throttle audit", "burst retune"),
        ("the edge gateway", "the partner portal"),
        "Lattice Edge",
        "ratelimit",
    ),
    Subject(
        "Wyncaster",
        "the kernel patch rollout",
        "hosts",
        ("canary reboot", "livepatch check", "fleet reboot wave"),
        ("zone C", "the bastion ring"),
        "Harbourline Linux",
        "kpatch",
    ),
    Subject(
        "Glimmerby",
        "the metrics cardinality cleanup",
        "series",
        ("label drop", "recording-rule rewrite", "scrape retune"),
        ("the long-term store", "the staging Prometheus"),
        "Quantel Observability",
        "metrics",
    ),
    Subject(
        "Oxtrellis",
        "the accessibility audit",
        "screens",
        ("screen-reader pass", "contrast sweep", "keyboard-trap hunt"),
        ("the design library", "the checkout flow"),
        "Clearpath Access",
        "a11y",
    ),
    Subject(
        "Bramblequay",
        "the backup tape rotation",
        "cartridges",
        ("offsite swap", "restore test", "barcode relabel"),
        ("the fire safe", "the courier cage"),
        "Ironvault Storage",
        "tapes",
    ),
    Subject(
        "Cindrahook",
        "the climbing gym's route setting",
        "routes",
        ("wall strip", "hold wash", "grade review"),
        ("the bouldering cave", "the lead wall"),
        "Gripworks Holds",
        "setting",
    ),
    Subject(
        "Marrowfen",
        "the allotment society's water troughs",
        "plots",
        ("trough scrub", "standpipe check", "hosepipe audit"),
        ("the north gate shed", "the orchard corner"),
        "Meadbrook Plumbing",
        "troughs",
    ),
    Subject(
        "Tolliquist",
        "the blood donation bus",
        "donors",
        ("cold-box swap", "venue setup", "donor recall"),
        ("the leisure centre car park", "the college forecourt"),
        "Vitalink Logistics",
        "donorbus",
    ),
    Subject(
        "Dunnockrey",
        "the youth football league's pitch bookings",
        "fixtures",
        ("line marking", "goal-net check", "referee draw"),
        ("pitch three", "the rec ground"),
        "Turfline Services",
        "pitches",
    ),
    Subject(
        "Sparrowmint",
        "the lido's water testing",
        "samples",
        ("chlorine check", "filter backwash", "pH logbook"),
        ("the plant room", "the kiosk fridge"),
        "Aquaclear Supplies",
        "lido",
    ),
    Subject(
        "Kettlesond",
        "the recycling centre's skip swaps",
        "skips",
        ("skip swap", "weighbridge check", "glass bay sweep"),
        ("bay seven", "the green-waste pad"),
        "Haulmark Containers",
        "skips",
    ),
    Subject(
        "Lumbertide",
        "the community radio station's schedule",
        "shows",
        ("playout check", "jingle refresh", "guest booking"),
        ("studio two", "the outside-broadcast van"),
        "Wavecrest Audio",
        "onair",
    ),
    Subject(
        "Nettlewarp",
        "the chocolatier's tempering line",
        "trays",
        ("tempering run", "mould polish", "enrober clean"),
        ("the cool room", "the packing bench"),
        "Cacaoridge Imports",
        "temper",
    ),
    Subject(
        "Rookhallow",
        "the bell-ringers' practice nights",
        "peals",
        ("rope splice", "clapper grease", "tower open evening"),
        ("the ringing chamber", "the vestry cupboard"),
        "Belfry & Sons",
        "ringers",
    ),
    Subject(
        "Saffronwick",
        "the dog-grooming salon",
        "dogs",
        ("bath slot", "nail clinic", "deshedding session"),
        ("grooming table two", "the drying room"),
        "Pawstead Wholesale",
        "salon",
    ),
)
CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)
UNITS: dict[str, str] = {s.code: s.unit for s in SUBJECTS}
WORKS: dict[str, tuple[str, str, str]] = {s.code: s.works for s in SUBJECTS}

PEOPLE: tuple[str, ...] = (
    "Bastiaan Calloway",
    "Cosima Eversleigh",
    "Idunn Fairweather",
    "Jarrah Gallowglass",
    "Kasimir Hartigan",
    "Njeri Inglethorpe",
    "Orsolya Jessamy",
    "Tancredi Kilbride",
    "Vashti Lockhart",
    "Xiomara Mallory",
    "Zoltan Oakshott",
    "Florimond Pennywhistle",
    "Ghislaine Quarrington",
    "Hallvard Rutherglen",
    "Jovana Stonebridge",
    "Kristof Trelawney",
    "Margarethe Underhay",
    "Nikolaj Vintner",
    "Pernille Westerby",
    "Rasmus Yarrowby",
    "Thibault Zeller",
)

ONES = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
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
    """A number from 21 to 99 in words (``forty-seven``)."""
    tens, ones = divmod(n, 10)
    return f"{TENS[tens]}-{ONES[ones]}" if ones else TENS[tens]


def numbers(c: Case, k: int) -> list[int]:
    """``k`` numbers from 21 to 98 with different tens and different units digits, none a round
    ten."""
    tens = sample(c, range(2, 10), k)
    ones = sample(c, range(1, 10), k)
    return [t * 10 + o for t, o in zip(tens, ones, strict=True)]


def subjects(c: Case, k: int) -> list[Subject]:
    return sample(c, SUBJECTS, k)


def people(c: Case, k: int) -> list[str]:
    return sample(c, PEOPLE, k)


def ordinal(n: int) -> str:
    suffix = "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


# the noise about a subject: no digits, no names, no channel, so it never states an answer
NOISE: tuple[str, ...] = (
    "anyone know if the {work} for {code} still needs a second pair of eyes?",
    "{code} standup was quick today, nothing blocking on the {work}",
    "reminder: {code} notes go in the shared doc, not in DMs pls",
    "the {work} on {code} went fine, a couple of {unit} needed a retry",
    "{code}: coffee order for the {work} crew is on me this time",
    "fyi the {code} board is tidied up, closed the stale cards",
    "can someone remind me where the {code} checklist for the {work} lives?",
    "{code} retro moved to the small room, same time",
    "nothing new on {code} from my side, still waiting on the supplier",
    "{code}: the {work} ran long but no harm done",
    "photos from the {code} {work} are in the team album",
    "{code} folks, please update your availability for next month",
    "quick thanks to everyone who stayed late for the {code} {work}",
    "does {code} need a new label printer or can we borrow one?",
)


def noise(c: Case, s: Subject, n: int, start: float, span: float, session: str) -> None:
    """``n`` chat messages about ``s`` with no fact in them, from ``start`` days on."""
    texts = [t.format(code=s.code, work=choose(c, s.works), unit=s.unit) for t in NOISE]
    Chatter(texts, "chat", f"#{s.stem}", 0.6)(c, n, days(start), span, session)
