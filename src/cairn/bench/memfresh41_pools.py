"""The pools and seeded helpers of `fresh41` (``bench.memfresh41``): twenty subjects under
codenames of their own, forty people, the value pools, the chat lines around a case, and the
small helpers its templates draw values with. Every helper draws from the case's own random
source in a fixed order: the frozen copy depends on it.

The subjects alternate software and other kinds (even places software). A case's place in its
dimension is read from its id; the subject a template asks about is
``(n + 3 * (n // 20) + offset) % 20``, so a template asks about five subjects of both kinds and
a dimension about all twenty. A template's wordings turn every second instance.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter, choose, days, sample


@dataclass(frozen=True)
class Subject:
    """One subject: its codename, what it is (never said by an event), its kind and two
    places (hosts for software, places in lower case for the others)."""

    code: str
    what: str
    software: bool
    places: tuple[str, str]


SUBJECTS: tuple[Subject, ...] = (
    Subject("Thrumbleside", "pedalo hire booking app", True, ("thb-cron-2", "thb-batch-5")),
    Subject("Quelvarrow", "bog snorkelling club", False, ("the peat bog hut", "the ditch lay-by")),
    Subject("Pobblewark", "go-kart lap timer", True, ("pbw-cron-4", "pbw-batch-7")),
    Subject(
        "Draskenhythe",
        "topiary group",
        False,
        ("the walled garden shed", "the vicarage glasshouse"),
    ),
    Subject(
        "Yollowfane", "hovercraft ferry ticketing service", True, ("ylf-cron-6", "ylf-batch-3")
    ),
    Subject(
        "Mirkenshaw", "philately society", False, ("the library back room", "the parish annexe")
    ),
    Subject("Vastlebury", "snow cannon controller", True, ("vsb-cron-8", "vsb-batch-2")),
    Subject("Cobbenreach", "yodelling choir", False, ("the chapel vestry", "the bandstand")),
    Subject("Frettingham", "llama trekking booking site", True, ("frt-cron-3", "frt-batch-9")),
    Subject(
        "Grunnelsby", "canoe polo team", False, ("the leisure centre pool store", "the canal basin")
    ),
    Subject("Hackmarrow", "bouncy castle hire scheduler", True, ("hkm-cron-5", "hkm-batch-8")),
    Subject(
        "Jindlesworth",
        "hurdy-gurdy ensemble",
        False,
        ("the folk club cellar", "the scout hut loft"),
    ),
    Subject("Lopperdown", "submarine tour booking service", True, ("lpd-cron-7", "lpd-batch-4")),
    Subject(
        "Nabbleshire",
        "kendama club",
        False,
        ("the skate park shelter", "the youth club games room"),
    ),
    Subject("Rookenvale", "segway tour booking app", True, ("rkv-cron-9", "rkv-batch-6")),
    Subject("Scrimbleford", "marbles league", False, ("the skittle alley", "the playground shed")),
    Subject("Twaddlecombe", "glamping pod booking site", True, ("twc-cron-2", "twc-batch-4")),
    Subject(
        "Wuddersley", "coracle racing club", False, ("the river meadow boathouse", "the weir steps")
    ),
    Subject("Zabberhold", "log flume ride controller", True, ("zbh-cron-6", "zbh-batch-9")),
    Subject("Ebbleskirr", "land yacht club", False, ("the dune car park", "the beach cafe yard")),
)
CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)

PEOPLE: tuple[str, ...] = (
    "Leonora", "Albertine", "Florentina", "Georgiana", "Birgit", "Kinga", "Bronwyn", "Lachlan",
    "Hilmar", "Merewyn", "Arvo", "Eadric", "Ranulf", "Bosko", "Drystan", "Kolbjorn", "Zlatko",
    "Corrado", "Ermenegildo", "Fiammetta", "Gianluca", "Rosalba", "Settimio", "Ugolino",
    "Zaccaria", "Anselma", "Traugott", "Berthold", "Cunibert", "Dankwart", "Frowin", "Isfried",
    "Kuno", "Otfried", "Sigisbert", "Thankmar", "Wigand", "Gervaise", "Ambroisine", "Godelieve",
)  # fmt: skip

TENS: dict[int, str] = {
    3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety",
}  # fmt: skip
ONES: dict[int, str] = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine",
}  # fmt: skip
WEEKDAYS: tuple[str, ...] = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
MONTHS: tuple[str, ...] = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip
REGIONS: tuple[str, ...] = (
    "eu-west-3", "eu-south-1", "ca-central-1", "ap-south-2", "us-east-2", "sa-east-1",
    "me-central-1", "af-south-1",
)  # fmt: skip
DISTROS: dict[str, str] = {
    "bookworm": "debian",
    "bullseye": "debian",
    "trixie": "debian",
    "jammy": "ubuntu",
    "noble": "ubuntu",
    "focal": "ubuntu",
}
BROKERS: tuple[str, ...] = ("NATS", "Pulsar", "RabbitMQ", "Kafka", "Redpanda", "ActiveMQ")
TIMEZONES: tuple[str, ...] = (
    "Europe/Lisbon", "Europe/Oslo", "Europe/Vienna", "Asia/Tokyo", "America/Denver",
    "Australia/Perth", "Africa/Nairobi",
)  # fmt: skip
CURRENCIES: tuple[str, ...] = ("EUR", "GBP", "USD", "CHF", "SEK", "NOK", "DKK", "PLN")
COLOURS: tuple[str, ...] = ("teal", "maroon", "mustard", "lilac", "charcoal", "coral", "olive")
SPOTS: tuple[str, ...] = (
    "the old quarry pond", "the mill race field", "the tithe lane paddock", "the gasworks yard",
    "the cricket pavilion lawn", "the brewery car park",
)  # fmt: skip
RUST: tuple[str, ...] = ("1.76", "1.77", "1.78", "1.79", "1.80", "1.81", "1.82")
TERRAFORM: tuple[str, ...] = ("1.5", "1.6", "1.7", "1.8", "1.9")
PHP: tuple[str, ...] = ("PHP 8.1", "PHP 8.2", "PHP 8.3", "PHP 8.4")

# one line beside the team chat: no codename, name, place, day or value
SIDE_CHAT: tuple[str, ...] = (
    "the second floor microwave smells of burnt popcorn again, who did it",
    "has anyone seen the long blue extension lead with the orange tape on it",
    "reminder that the fire drill tape on the stairwell door is not decoration",
    "whoever left the umbrella shaped like a duck in the lobby, it misses you",
    "the vending machine gave me two bags of pretzels for one coin, lucky day",
    "please stop putting oat milk cartons in the paper recycling, they are lined",
)
# the team chat of a six-month case: the codename and nothing else (no digits, names, days)
TEAM_CHAT: tuple[str, ...] = (
    "quick thumbs up if you have read the {code} notes from the last sync",
    "the {code} channel is getting noisy, let's keep threads in threads",
    "nice work all on {code} this week, it felt calmer",
    "I have tidied the {code} shared folder, shout if something went missing",
    "anyone else find the {code} checklist a bit long? happy to trim it",
    "{code} retro is in the usual slot, bring one good thing and one gripe",
    "reminder to log your {code} hours before the end of the month",
    "I will be slow to reply on {code} things until I am back from leave",
    "the {code} photos from the last outing are in the shared album",
    "could someone with a steadier hand redo the {code} diagram please",
    "who is bringing biscuits to the next {code} catch-up",
    "the {code} wiki search is broken again, use the index page for now",
    "thanks for covering for me on {code} stuff yesterday",
)


def team_chat(code: str) -> list[str]:
    """The team chat lines of a six-month case, filled with its subject's codename."""
    return [t.format(code=code) for t in TEAM_CHAT]


# -- a case's place and its subject -------------------------------------------------------------


def place(c: Case) -> int:
    """The case's place in its dimension (0 to 24), read from its id."""
    return int(c.case_id.rsplit("-", 1)[1]) - 1


def instance(c: Case) -> int:
    """Which instance of its template the case is (0 to 4)."""
    return place(c) // 5


def turn(c: Case) -> int:
    """Which of a template's two wordings the case takes (they turn every second instance)."""
    return (instance(c) // 2) % 2


def subject(c: Case, offset: int) -> Subject:
    n = place(c)
    return SUBJECTS[(n + 3 * (n // 20) + offset) % 20]


def others(c: Case, subj: Subject, k: int) -> list[Subject]:
    """``k`` other subjects of the same kind as ``subj``."""
    same = [s for s in SUBJECTS if s.software == subj.software and s != subj]
    return sample(c, same, k)


def people(c: Case, k: int) -> list[str]:
    return sample(c, PEOPLE, k)


# -- values --------------------------------------------------------------------------------------


def counts(c: Case, k: int) -> list[int]:
    """``k`` counts above 31, none round or with a doubled digit, no two sharing a tens or a
    units digit."""
    while True:
        tens = sample(c, range(3, 10), k)
        units = sample(c, range(1, 10), k)
        nums = [t * 10 + u for t, u in zip(tens, units, strict=True)]
        if all(n > 31 and n % 11 for n in nums):
            return nums


def words(n: int) -> str:
    return f"{TENS[n // 10]}-{ONES[n % 10]}"


def say(n: int, spelled: bool) -> str:
    return words(n) if spelled else str(n)


def spelled(c: Case) -> bool:
    """Whether the case's answer count is in words (a seeded coin)."""
    return c.rng.random() < 0.5


def amounts(c: Case, k: int) -> list[str]:
    """``k`` different three-digit amounts after a pound sign."""
    return [f"£{n}" for n in sample(c, range(115, 490, 5), k)]


def ports(c: Case, k: int) -> list[str]:
    return [str(n) for n in sample(c, range(2100, 9900, 37), k)]


def refs(c: Case, k: int, mixed: bool) -> list[str]:
    """``k`` references with their digits inside tokens: ``kq5-t8`` or ``Tq5Wk8``."""
    letters = "bcdfghjkmnpqrstvwxz"
    out: list[str] = []
    while len(out) < k:
        a, b, d, e = (choose(c, letters) for _ in range(4))
        x, y = c.rng.randrange(2, 10), c.rng.randrange(2, 10)
        ref = f"{a.upper()}{b}{x}{d.upper()}{e}{y}" if mixed else f"{a}{b}{x}-{d}{y}"
        if ref not in out:
            out.append(ref)
    return out


def clocks(c: Case, k: int) -> list[str]:
    """``k`` clock times with different hours (17 to 23) and minutes at 30 or below."""
    hours = sample(c, range(17, 24), k)
    return [f"{h}:{choose(c, ('05', '10', '15', '20', '25', '30'))}" for h in hours]


def dates(c: Case, k: int) -> list[str]:
    """``k`` dates with different days (3 to 28) and months."""
    ds = sample(c, range(3, 29), k)
    ms = sample(c, MONTHS, k)
    return [f"{d} {m}" for d, m in zip(ds, ms, strict=True)]


def pick(c: Case, pool: Sequence[str], k: int) -> list[str]:
    return sample(c, pool, k)


# -- events ----------------------------------------------------------------------------------------

CHAT_MARKS = ("chat", "message", "text", "whatsapp", "sticky note")
CONFIG_ENDS = (
    ".toml", ".yaml", ".env", ".json", ".csv", ".ini", "makefile", "dockerfile", "codeowners",
)  # fmt: skip


def source_of(label: str) -> tuple[str, float]:
    """An event's source kind and trust, read from its label."""
    low = label.lower()
    if any(m in low for m in CHAT_MARKS):
        return "chat", 0.55
    if "email" in low:
        return "email", 0.7
    if low.endswith(CONFIG_ENDS):
        return "config", 0.9
    return "doc", 0.8


def ev(c: Case, key: str, text: str, label: str, at: float, session: str = "s1") -> str:
    """One event ``at`` days after the case's start, its kind and trust read from its label."""
    kind, trust = source_of(label)
    return c.event(key, text, label=label, kind=kind, trust=trust, after=days(at), session=session)


def when(c: Case, lo: float, hi: float) -> float:
    return c.rng.uniform(lo, hi)


def chatter(c: Case, code: str, session: str) -> None:
    """Nine to eleven team chat lines about ``code`` over the months, and one side chat line."""
    n = c.rng.randrange(9, 12)
    Chatter(team_chat(code), "tc", "team chat", 0.5)(c, n, days(12), 180, session)
    ev(c, "side", choose(c, SIDE_CHAT), "side chat", when(c, 30, 150), session)
