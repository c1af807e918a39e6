"""The pools of the held-out set `fresh21` (``bench.memfresh21``): its twenty subjects (each
under a codename of its own, ten software and ops, ten other teams or hobbies), its people,
number words, places, tools, steps, formats, channels and the chatter about a subject, and the
seeded helpers its templates write cases with.

The subject a case asks about is set by its place in its dimension (``subject``): a template's
five cases ask about five different subjects, and each dimension asks about all twenty.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, sample


@dataclass(frozen=True)
class Subject:
    """One subject: its codename, whether it is software, what it is (never written in an
    event), a piece of its work, the unit that work is counted in, the document its rules live
    in, a key or credential, something kept in revisions and a report it sends out."""

    code: str
    software: bool
    about: str
    work: str
    unit: str
    doc: str
    key: str
    thing: str
    report: str

    @property
    def job(self) -> str:
        """The piece of work without its article (after a possessive: "Brindlecove's ...")."""
        return self.work.removeprefix("the ")


SUBJECTS: tuple[Subject, ...] = (
    Subject(
        "Brindlecove",
        True,
        "a schema registry for event streams",
        "the compatibility sweep",
        "schemas",
        "runbook",
        "the registry admin token",
        "the serializer build",
        "the drift report",
    ),
    Subject(
        "Vossamere",
        True,
        "a password manager rollout",
        "the vault import",
        "accounts",
        "runbook",
        "the break-glass credential",
        "the browser plugin",
        "the adoption report",
    ),
    Subject(
        "Tamberlyx",
        True,
        "an internal package mirror",
        "the mirror resync",
        "packages",
        "runbook",
        "the upload key",
        "the proxy image",
        "the download stats",
    ),
    Subject(
        "Quennowick",
        True,
        "a video transcoding farm",
        "the nightly transcode",
        "renditions",
        "runbook",
        "the encoder licence file",
        "the ladder profile",
        "the encode summary",
    ),
    Subject(
        "Haskelvane",
        True,
        "a geocoding service",
        "the gazetteer reload",
        "lookups",
        "runbook",
        "the map provider key",
        "the address parser",
        "the miss report",
    ),
    Subject(
        "Plimmerow",
        True,
        "a nightly fuzzing campaign",
        "the corpus minimisation",
        "targets",
        "runbook",
        "the crash bucket credential",
        "the harness build",
        "the crash digest",
    ),
    Subject(
        "Gaddrispen",
        True,
        "a data residency move to another region",
        "the tenant copy",
        "tenants",
        "runbook",
        "the replication key",
        "the migration tool build",
        "the cutover report",
    ),
    Subject(
        "Yorrowmere",
        True,
        "a support inbox spam filter",
        "the rules retrain",
        "mailboxes",
        "runbook",
        "the inbox service account",
        "the filter ruleset",
        "the false positive report",
    ),
    Subject(
        "Welkinshaw",
        True,
        "a shipping label printer integration",
        "the label batch",
        "printers",
        "runbook",
        "the carrier API key",
        "the label template",
        "the misprint log",
    ),
    Subject(
        "Drabbleford",
        True,
        "a browser extension release",
        "the store submission",
        "reviewers",
        "runbook",
        "the store signing key",
        "the extension bundle",
        "the review summary",
    ),
    Subject(
        "Cressivane",
        False,
        "a roller derby league",
        "the scrimmage night",
        "skaters",
        "handbook",
        "the rink cupboard key",
        "the bout rules sheet",
        "the attendance sheet",
    ),
    Subject(
        "Mungleroth",
        False,
        "an escape room venue",
        "the room reset",
        "bookings",
        "handbook",
        "the prop safe code",
        "the puzzle script",
        "the weekly takings sheet",
    ),
    Subject(
        "Sprattovar",
        False,
        "a board game cafe's lending shelf",
        "the shelf audit",
        "boxes",
        "handbook",
        "the stockroom key",
        "the lending rules card",
        "the loans list",
    ),
    Subject(
        "Ebbenhollow",
        False,
        "a parkrun volunteer team",
        "the course setup",
        "volunteers",
        "handbook",
        "the timer box key",
        "the marshal briefing",
        "the results mail",
    ),
    Subject(
        "Kindlemoss",
        False,
        "a model rocketry club",
        "the launch day",
        "launches",
        "handbook",
        "the igniter locker key",
        "the range safety card",
        "the flight log",
    ),
    Subject(
        "Jastrowell",
        False,
        "a community sauna",
        "the stove firing",
        "bathers",
        "handbook",
        "the wood store key",
        "the house rules board",
        "the visitor tally",
    ),
    Subject(
        "Fennerquay",
        False,
        "a tango school's milongas",
        "the practica",
        "dancers",
        "handbook",
        "the sound desk key",
        "the playlist rota",
        "the door list",
    ),
    Subject(
        "Borrowvast",
        False,
        "a bonsai society's autumn show",
        "the benching",
        "trees",
        "handbook",
        "the display hall key",
        "the judging sheet",
        "the entries list",
    ),
    Subject(
        "Lurchmantle",
        False,
        "a litter-picking group",
        "the beach sweep",
        "bags",
        "handbook",
        "the grabber shed key",
        "the safety briefing",
        "the haul tally",
    ),
    Subject(
        "Zintharrow",
        False,
        "a stamp collectors' society's auction",
        "the lot viewing",
        "lots",
        "handbook",
        "the album cabinet key",
        "the auction catalogue",
        "the sale results",
    ),
)

CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)

PEOPLE: tuple[str, ...] = (
    "Ezequiel",
    "Benedikt",
    "Fergus",
    "Jago",
    "Severin",
    "Yorick",
    "Bettany",
    "Gustavo",
    "Konstanz",
    "Norberto",
    "Aldric",
    "Brunhilde",
    "Casimiro",
    "Hedwig",
    "Madlen",
    "Pascoe",
    "Torvald",
    "Adelmo",
    "Berit",
    "Corentin",
    "Filomena",
    "Hilario",
    "Joosep",
    "Kalinda",
    "Leopoldina",
    "Mattias",
    "Noemi",
    "Piera",
    "Rainier",
    "Vedran",
    "Warrick",
    "Domenica",
    "Jozefa",
    "Kester",
)

UNITS_WORDS: tuple[str, ...] = (
    "",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
)
TENS_WORDS: dict[int, str] = {
    3: "thirty",
    4: "forty",
    5: "fifty",
    6: "sixty",
    7: "seventy",
    8: "eighty",
    9: "ninety",
}

WEEKDAYS: tuple[str, ...] = (
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
)
# due dates come after the cases start (June to early September 2026)
MONTHS: tuple[str, ...] = (
    "October",
    "November",
    "December",
    "January",
    "February",
    "March",
)

HOSTS: tuple[str, ...] = (
    "kiln-ash-02",
    "cobalt-07",
    "wrenbox-3",
    "larch-east-5",
    "tarn-11",
    "ospreyvm-4",
    "moraine-09",
    "quartzhost-6",
    "heron-west-8",
    "flintnode-12",
)
ROOMS: tuple[str, ...] = (
    "the boiler room",
    "the upstairs annexe",
    "the scout hut",
    "the side hall",
    "the glass porch",
    "the old ticket office",
    "the back pavilion",
    "the garden cabin",
    "the lower gallery",
    "the church crypt",
)

SOFT_TOOLS: tuple[str, ...] = (
    "Tiltfile",
    "Earthly",
    "Dagger",
    "Buildkite",
    "Woodpecker",
    "Concourse",
    "Drone",
    "Tekton",
)
OTHER_TOOLS: tuple[str, ...] = (
    "a shared spreadsheet",
    "a paper sign-up sheet",
    "a whiteboard rota",
    "a group calendar",
    "a booking app",
    "a clipboard tally",
    "a card index",
    "a printed wall chart",
)

SOFT_STEPS: tuple[str, ...] = (
    "freeze the merge queue",
    "snapshot the config bucket",
    "drain the worker pool",
    "post a notice in the status channel",
    "pause the scheduler",
    "take a fresh backup",
)
OTHER_STEPS: tuple[str, ...] = (
    "sign the visitors book",
    "switch on the hall lights",
    "count the float",
    "check the first aid box",
    "unlock the fire exit",
    "sweep the floor",
)

FORMATS: tuple[str, ...] = ("csv", "pdf", "markdown", "xlsx", "plain text", "html", "json")

ANNOUNCE: tuple[str, ...] = (
    "#notices-board",
    "#crew-news",
    "#weekly-bulletin",
    "#heads-up",
    "#town-crier",
    "#pinned-updates",
)
QUESTIONS: tuple[str, ...] = (
    "#ask-anything",
    "#help-desk-chat",
    "#newbie-corner",
    "#q-and-a",
    "#open-questions",
    "#clinic-thread",
)

# source labels that name no one, and the kinds of documents they label
NEUTRAL: tuple[str, ...] = ("a note", "the tracker", "the log", "meeting notes", "a chat line")

CHATTER: tuple[str, ...] = (
    "Anyone else think {code} went smoother than last time?",
    "Reminder to be kind in {code} threads, everyone is a volunteer here.",
    "Loved the photos from {work}, {code} looked great.",
    "Can someone remind me where the {code} notes are kept?",
    "Quick thanks to whoever tidied up after {work}.",
    "Is {code} still happening if the weather turns?",
    "Coffee run before {work}? Reply in the {code} thread.",
    "The {code} thread is getting long, maybe we split it.",
    "Not urgent, but the {code} checklist could use a refresh.",
    "Heads up: I will be away for a bit, {code} folks carry on.",
    "Who brought the snacks to {work}? Legendary.",
    "Still catching up on the {code} backlog, sorry all.",
    "Small win: {work} finished early for once.",
    "We should write up lessons from {work} at some point.",
)


def number_words(n: int) -> str:
    """``n`` (32..99) in words: 47 is "forty-seven"."""
    tens, units = divmod(n, 10)
    return TENS_WORDS[tens] + (f"-{UNITS_WORDS[units]}" if units else "")


def case_number(c: Case) -> int:
    """The case's place in its dimension, from 0."""
    return int(c.case_id.rsplit("-", 1)[1]) - 1


def subject(c: Case, shift: int = 0) -> Subject:
    """The subject a case asks about: the first twenty cases of a dimension ask about all
    twenty subjects; the last five about subjects their template has not asked about yet;
    ``shift`` turns the order per dimension."""
    k = case_number(c)
    if k < 20:
        i = k
    else:
        t = k - 20
        i = (t + 1) % 5 + 5 * (t % 4)
    return SUBJECTS[(i + 5 * shift) % 20]


def instance(c: Case) -> int:
    """The case's instance number within its template (five templates per dimension)."""
    return case_number(c) // 5


def other(c: Case, s: Subject) -> Subject:
    """Another subject of the same kind, seeded."""
    return choose(c, [o for o in SUBJECTS if o.software == s.software and o is not s])


def counts(c: Case, n: int) -> list[int]:
    """``n`` counts above 31, none a round ten or a repeated digit, no two sharing a tens or a
    units digit."""
    tens = sample(c, range(3, 10), n)
    units = sample(c, range(1, 10), n + 2)
    out: list[int] = []
    used: set[int] = set()
    for t in tens:
        u = next(x for x in units if x != t and x not in used)
        used.add(u)
        out.append(10 * t + u)
    return out


def people(c: Case, n: int) -> list[str]:
    return sample(c, PEOPLE, n)


def ident(c: Case, n: int) -> list[str]:
    """``n`` different identifiers, each lower case (``tq-47w``) or mixed case (``Rk52Tn``)."""
    letters = "bcdfghjkmnpqrstvwxz"
    out: list[str] = []
    while len(out) < n:
        a, b, d = (choose(c, letters) for _ in range(3))
        num = c.rng.randrange(12, 99)
        text = choose(
            c,
            (
                f"{a}{b}-{num}{d}",
                f"{a.upper()}{b}{num}{d.upper()}{choose(c, 'aeiou')}",
            ),
        )
        if text.lower() not in {o.lower() for o in out}:
            out.append(text)
    return out


def clock(c: Case, n: int) -> list[str]:
    """``n`` different times of day (``07:45``), at least two hours apart."""
    hours = sample(c, range(6, 21, 2), n)
    return [f"{h:02d}:{choose(c, ('05', '10', '15', '20', '25', '30'))}" for h in hours]


def dates(c: Case, n: int) -> list[str]:
    """``n`` different dates in words (``18 June``) in different months."""
    return [f"{c.rng.randrange(3, 28)} {m}" for m in sample(c, MONTHS, n)]


def place(c: Case, s: Subject, n: int) -> list[str]:
    return sample(c, HOSTS if s.software else ROOMS, n)


def tools(c: Case, s: Subject, n: int) -> list[str]:
    return sample(c, SOFT_TOOLS if s.software else OTHER_TOOLS, n)


def steps(c: Case, s: Subject, n: int) -> list[str]:
    return sample(c, SOFT_STEPS if s.software else OTHER_STEPS, n)


def chatter(s: Subject) -> list[str]:
    return [t.format(code=s.code, work=s.work) for t in CHATTER]


def say(
    c: Case,
    key: str,
    text: str,
    *,
    label: str,
    kind: str,
    at: float,
    session: str = "s1",
    trust: float = 0.8,
) -> str:
    """One remembered event ``at`` days after the case's start; returns its id."""
    return c.event(key, text, label=label, kind=kind, trust=trust, after=days(at), session=session)


def bare(value: str) -> str:
    """A value without its leading article, as an answer: "the side hall" is "side hall"."""
    for article in ("the ", "a "):
        value = value.removeprefix(article)
    return value


def pick(c: Case, options: Sequence[str]) -> str:
    return choose(c, options)
