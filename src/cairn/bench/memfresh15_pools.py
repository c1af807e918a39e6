"""The pools of the held-out set `fresh15` (``bench.memfresh15``): its twenty subjects, each
under a codename of its own, its people, number words and the subject noise, and the seeded
helpers its templates share.

Nothing here is read by the judgment code, and no codename or person name here occurs in an
earlier set's frozen data (a test compares the pools). The noise about a subject never holds a
digit, a name, a place or a channel, so it never states an answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, sample


@dataclass(frozen=True)
class Subject:
    """One subject of team work: its codename, what it is, three pieces of its work, the unit its
    work is counted in, two places, a supplier and a channel."""

    code: str
    what: str
    software: bool
    works: tuple[str, str, str]
    unit: str
    places: tuple[str, str]
    supplier: str
    chan: str


SUBJECTS: tuple[Subject, ...] = (
    Subject("Marlpike", "the container registry cleanup", True,
            ("untagged-image sweep", "digest pinning", "quota report"), "images",
            ("the build VM", "the cold-storage bucket"), "Dockvane Ltd", "#reg-gc"),
    Subject("Oxbellow", "the push-notification quota", True,
            ("marketing push batch", "silent refresh push", "token pruning"), "pushes",
            ("the EU push gateway", "the US push gateway"), "Pingwell", "#push-ops"),
    Subject("Tansyreach", "the database failover drill", True,
            ("replica promotion", "DNS flip", "read-only rehearsal"), "replicas",
            ("the secondary region", "the drill sandbox"), "Quorumly", "#db-drill"),
    Subject("Quernhollow", "the broker partition rebalance", True,
            ("partition move", "consumer-lag check", "broker restart"), "partitions",
            ("rack B", "rack D"), "Streamcraft", "#broker-ops"),
    Subject("Brindlewick", "the chaos game day", True,
            ("pod-kill round", "latency injection", "blameless review"), "experiments",
            ("the war room", "the huddle room"), "Faultline Labs", "#gameday"),
    Subject("Gorsemantle", "the web performance budget", True,
            ("bundle audit", "image recompression", "LCP check"), "pages",
            ("the checkout page", "the landing page"), "Swiftframe", "#perf-budget"),
    Subject("Hobnailer", "the open-source licence scan", True,
            ("SBOM export", "copyleft review", "notice file update"), "packages",
            ("the legal share", "the compliance wiki"), "Clearnotice", "#oss-licences"),
    Subject("Pewterfen", "the GraphQL field deprecation", True,
            ("sunset notice", "usage probe", "schema prune"), "fields",
            ("the public gateway", "the partner gateway"), "Graphwise", "#api-sunset"),
    Subject("Kelpwright", "the cloud cost tagging", True,
            ("tag backfill", "untagged-spend report", "budget alert"), "accounts",
            ("the finance dashboard", "the billing export bucket"), "Tallycloud", "#finops"),
    Subject("Duskfallow", "the partner SFTP export", True,
            ("file drop", "checksum check", "key rollover"), "files",
            ("the outbound folder", "the archive folder"), "Relaypost", "#sftp-export"),
    Subject("Rookhaven", "the bike co-op's repair workshop", False,
            ("wheel truing night", "brake bleed", "donated-bike strip-down"), "bikes",
            ("the back workshop", "the container yard"), "Spokesmith Supplies", "#workshop"),
    Subject("Ashcombe", "the mushroom farm's grow rooms", False,
            ("substrate pasteurisation", "pinning check", "casing layer"), "blocks",
            ("grow room two", "the spawn cold store"), "Myco Direct", "#growrooms"),
    Subject("Flintmoth", "the riding stable's farrier visits", False,
            ("reshoeing round", "hoof trim", "tack check"), "horses",
            ("the top yard", "the lower barn"), "Anvil & Rasp", "#yard"),
    Subject("Wrenstile", "the bookshop's author events", False,
            ("signing table setup", "ticket check", "stock pull"), "tickets",
            ("the upstairs room", "the cafe corner"), "Pressmark Distribution", "#events"),
    Subject("Thimblecrag", "the cider press's pressing days", False,
            ("apple wash", "pomace pressing", "bottle sterilising"), "crates",
            ("the press barn", "the cellar"), "Orchard Glassworks", "#pressing"),
    Subject("Cobbleyarrow", "the aquarium's tank maintenance", False,
            ("water change", "filter media swap", "coral dip"), "tanks",
            ("the quarantine bay", "the reef gallery"), "Aquaform", "#husbandry"),
    Subject("Heronsgate", "the locksmith's call-outs", False,
            ("lockout call", "cylinder change", "safe opening"), "call-outs",
            ("the van", "the shop counter"), "Keyline Wholesale", "#callouts"),
    Subject("Vetchmoor", "the florist's wedding orders", False,
            ("bouquet build", "buttonhole run", "arch dressing"), "orders",
            ("the cold room", "the packing bench"), "Bloomfield Growers", "#weddings"),
    Subject("Larchspindle", "the tyre garage's fitting bays", False,
            ("winter tyre swap", "wheel balance", "TPMS check"), "cars",
            ("bay one", "the tyre cage"), "Treadline Wholesale", "#bays"),
    Subject("Sorrelwick", "the community orchard's pruning", False,
            ("winter pruning", "grease banding", "graft check"), "trees",
            ("the top orchard", "the tool shed"), "Greenbough Nursery", "#orchard"),
)  # fmt: skip

CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)
WORKS: dict[str, tuple[str, str, str]] = {s.code: s.works for s in SUBJECTS}
UNITS: dict[str, str] = {s.code: s.unit for s in SUBJECTS}
PEOPLE: tuple[str, ...] = (
    "Eudora", "Hildegard", "Fionnuala", "Osvaldo", "Valdemar", "Henrietta", "Ozias", "Domenico",
    "Clotilde", "Gwendolen", "Ilario", "Jacinta", "Lucasta", "Mungo", "Orlaith", "Quirina",
    "Torquil", "Ulrika", "Venetia", "Aloysius", "Ermengarde", "Jolyon",
)  # fmt: skip

ONES = (
    "", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
)  # fmt: skip
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")

# noise about a subject: no digit, name, place or channel, so it never states an answer
NOISE: tuple[str, ...] = (
    "{code}: quick one, is the {work} write-up anywhere yet?",
    "anyone else think the {code} {work} notes need a tidy?",
    "{code} - left a comment on the {work} doc, no urgency",
    "ok so {code} {work} went smoothly today, nothing to report",
    "fyi the {code} {work} checklist was reformatted, same content",
    "{code}: can someone remind me where we landed on the {work}? will read back",
    "thanks all for the {code} {work} today, good work",
    "{code} {work}: notes moved into the usual place, ping me if lost",
    "does the {code} {work} need a second pair of eyes this week?",
    "{code}: tidying old threads about the {work}, ignore the notifications",
    "{code} {work} retro notes are up, mostly small stuff",
    "heads up, the {code} {work} template got a new heading layout",
    "re {code}: nothing new on the {work} from my side, will shout if that changes",
)


def words(n: int) -> str:
    """``n`` (1..99) in words, hyphenated as written: ``forty-two``."""
    if n < 20:
        return ONES[n]
    tens, ones = divmod(n, 10)
    return TENS[tens] + (f"-{ONES[ones]}" if ones else "")


def subject(c: Case, software: bool | None = None) -> Subject:
    """A seeded subject (of the software teams, the other teams, or any)."""
    pool = [s for s in SUBJECTS if software is None or s.software == software]
    return choose(c, pool)


def other_subject(c: Case, s: Subject) -> Subject:
    return choose(c, [o for o in SUBJECTS if o.code != s.code])


def people(c: Case, n: int) -> list[str]:
    return sample(c, PEOPLE, n)


def numbers(c: Case, k: int, lo: int, hi: int) -> list[int]:
    """``k`` seeded numbers in ``lo..hi`` with different tens and different units digits, none a
    round ten."""
    while True:
        out = [c.rng.randrange(lo, hi) for _ in range(k)]
        if (
            len({n // 10 for n in out}) == k
            and len({n % 10 for n in out}) == k
            and all(n % 10 for n in out)
        ):
            return out


def noise(c: Case, s: Subject, n: int, start: timedelta, span: float, session: str) -> None:
    """``n`` chat messages about ``s`` at seeded times within ``span`` days after ``start``."""
    for i, text in enumerate(sample(c, NOISE, n)):
        c.event(
            f"n{i}",
            text.format(code=s.code, work=choose(c, s.works)),
            label=f"{s.chan} message",
            kind="chat",
            trust=0.5,
            after=start + days(c.rng.uniform(0, span)),
            session=session,
        )
