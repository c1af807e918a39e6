"""The pools of the held-out set `fresh18` (``bench.memfresh18``): its twenty subjects, its
people, number words, the chatter about a subject, and the seeded helpers its templates share.

Every name here is the set's own: no codename or person name of this module occurs in another
set's frozen data (checked by a count of matches per file only). It must never hold a value a
case asks about as noise: the chatter carries no digits, places or names.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from cairn.bench.hexis import DIMENSIONS
from cairn.bench.memgen import Case
from cairn.bench.memset import days, sample


@dataclass(frozen=True)
class Subject:
    """One subject of team work: its codename, what it is, three pieces of work, two places
    (lower case), a kit kept in one of them, the unit its work is counted in, a chat channel and
    a supplier."""

    code: str
    what: str
    software: bool
    works: tuple[str, str, str]
    places: tuple[str, str]
    kit: str
    unit: str
    channel: str
    supplier: str


SUBJECTS: tuple[Subject, ...] = (
    Subject("Brackwen", "the database index review", True,
            ("index audit", "slow-query sweep", "vacuum window"),
            ("the dba-notes folder", "the archive bucket"), "replica snapshot", "indexes",
            "#db-review", "Pgwise Consulting"),
    Subject("Tallowmere", "the on-call handbook rewrite", True,
            ("escalation chapter", "pager drill", "glossary pass"),
            ("the handbook repo", "the ops wiki space"), "spare pager", "pages",
            "#oncall-docs", "Scribeline"),
    Subject("Quorrin", "the feature store backfill", True,
            ("embedding backfill", "freshness check", "schema freeze"),
            ("the feature-eng bucket", "the cold-storage bucket"), "backfill worker image",
            "partitions", "#featurestore", "Datacove"),
    Subject("Fensalt", "the log shipper upgrade", True,
            ("agent rollout", "parser rewrite", "buffer tuning"),
            ("the staging cluster", "the edge cluster"), "canary host", "hosts",
            "#logship", "Fluxline"),
    Subject("Ostrelle", "the node pool upgrade", True,
            ("drain rehearsal", "kernel bump", "autoscaler retune"),
            ("the blue pool", "the green pool"), "break-glass kubeconfig", "nodes",
            "#k8s-upgrade", "Kubecraft"),
    Subject("Pellicund", "the load test harness", True,
            ("soak run", "spike run", "baseline capture"),
            ("the perf lab", "the loadgen vpc"), "traffic replay set", "scenarios",
            "#perf", "Stressworks"),
    Subject("Skerrowby", "the data catalogue tagging", True,
            ("pii tagging", "owner sweep", "lineage import"),
            ("the governance space", "the catalogue sandbox"), "tagging script", "tables",
            "#catalogue", "Metaharbor"),
    Subject("Dunmarrow", "the OpenAPI spec linting", True,
            ("lint gate", "breaking-change check", "style pass"),
            ("the api-specs repo", "the platform monorepo"), "ruleset bundle", "endpoints",
            "#api-lint", "Specsmith"),
    Subject("Vantolle", "the browser support matrix", True,
            ("device sweep", "polyfill audit", "matrix refresh"),
            ("the qa device cupboard", "the frontend wiki"), "spare test tablet", "test runs",
            "#browser-matrix", "Devicebay"),
    Subject("Cobblewick", "the queue consumer autoscaling", True,
            ("lag alarm tuning", "scale-out test", "consumer split"),
            ("the eu region", "the apac region"), "replay topic", "consumers",
            "#queue-scaling", "Streamhaus"),
    Subject("Harrowfen", "the repair café", False,
            ("toaster bench", "sewing table", "bike corner"),
            ("the back room", "the church hall annexe"), "soldering kit", "repairs",
            "#repair-cafe", "Volt & Wick"),
    Subject("Glimmerhay", "the harbour mooring list", False,
            ("swing mooring check", "chain survey", "waiting list review"),
            ("the harbour office", "the boat shed"), "spare mooring buoy", "moorings",
            "#moorings", "Tidewright Chandlery"),
    Subject("Thistlerow", "the community orchard", False,
            ("winter pruning", "grease banding", "apple pressing"),
            ("the tool shed", "the polytunnel"), "long-arm loppers", "trees",
            "#orchard", "Greenlaw Nurseries"),
    Subject("Yarnwold", "the brass band's instrument store", False,
            ("valve oiling", "music sort", "uniform check"),
            ("the band room", "the chapel loft"), "spare mouthpieces", "instruments",
            "#band-store", "Brasswell Music"),
    Subject("Kestrelby", "the rowing club's boathouse", False,
            ("rigger check", "hull wash", "blade repaint"),
            ("the upper rack", "the trailer bay"), "spare gate", "outings",
            "#boathouse", "Oarcraft"),
    Subject("Brindlemoor", "the tool library", False,
            ("drill service", "loan audit", "blade sharpening"),
            ("the garage store", "the container yard"), "spare batteries", "loans",
            "#tool-library", "Hartfield Tools"),
    Subject("Sallowpike", "the food co-op's bulk bins", False,
            ("bin clean", "stock take", "refill round"),
            ("the cellar", "the front shop"), "scoop set", "orders",
            "#bulk-bins", "Grainhold Wholesale"),
    Subject("Orrinvale", "the amateur observatory's telescope rota", False,
            ("mirror clean", "public night", "collimation check"),
            ("the dome", "the warm room"), "spare eyepiece case", "visitors",
            "#observatory", "Starfield Optics"),
    Subject("Wrenhollow", "the model railway club's layout", False,
            ("track clean", "point motor fix", "open day"),
            ("the clubroom", "the loft"), "spare controller", "locomotives",
            "#layout", "Gaugeway Models"),
    Subject("Tamberlyn", "the folk festival's campsite stewards", False,
            ("gate shift", "litter sweep", "quiet-hours patrol"),
            ("the stewards' tent", "the green field"), "radio charger", "pitches",
            "#stewards", "Fieldcamp Hire"),
)  # fmt: skip

CODES: tuple[str, ...] = tuple(s.code for s in SUBJECTS)
WORKS: dict[str, tuple[str, str, str]] = {s.code: s.works for s in SUBJECTS}
UNITS: dict[str, str] = {s.code: s.unit for s in SUBJECTS}
PLACES: dict[str, tuple[str, str]] = {s.code: s.places for s in SUBJECTS}

PEOPLE: tuple[str, ...] = (
    "Agnetha", "Dagfinn", "Grizelda", "Jarvis", "Minerva", "Quentin", "Sigurd", "Ulrich",
    "Valentina", "Zebulon", "Dorothea", "Hortensia", "Jocasta", "Konstantin", "Octavius",
    "Zinnia", "Cornelius", "Fortunata", "Alaric", "Demetrius", "Fridolin", "Ingeborg",
    "Kunigunde", "Marcellus", "Norberta", "Quirin", "Reinhild", "Theodora", "Urbain", "Vitus",
    "Aurelius", "Bathsheba", "Drusilla", "Erasmus", "Felicitas", "Godfrey", "Hermione",
    "Ishbel", "Jethro", "Manfred",
)  # fmt: skip

ONES = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def words(n: int) -> str:
    """A count from 21 to 99 in words ("forty-seven")."""
    tens, ones = divmod(n, 10)
    return TENS[tens] + (f"-{ONES[ones]}" if ones else "")


# what a team says about a subject that carries no value: no digit, place, name or count
CHATTER: tuple[str, ...] = (
    "{code}: notes from today are up, nothing blocking.",
    "quick one on {code} - can someone tidy the tracker labels?",
    "{code} sync moved to the usual room, same agenda.",
    "fyi {code} doc has a new section on terminology, pls skim",
    "{code}: thanks all for the patience this week.",
    "re {code}: I added a few open questions at the bottom of the page.",
    "{code} retro: good energy, we should write things down sooner.",
    "anyone else seeing the {code} calendar invite twice? ignore the older one",
    "{code} - reminder that the shared inbox is the place for outside questions.",
    "tbh the {code} checklist reads better since the rewrite",
    "{code}: I renamed the channel topic, nothing else changed.",
    "{code} newsletter draft is in review, comments welcome",
    "small {code} thing: please use the template when you log something.",
    "{code} - parking lot items carried over to next time.",
    "np, I'll chase the {code} follow-ups tomorrow",
    "{code}: photos from the session are in the album.",
)


def subject_for(c: Case) -> Subject:
    """The subject a case asks about, set by its place in the set: a template's five cases ask
    about five different subjects, and every subject is asked about."""
    n = int(c.case_id.rsplit("-", 1)[1]) - 1
    return SUBJECTS[(n + n // 5 + 5 * DIMENSIONS.index(c.dimension)) % len(SUBJECTS)]


def counts(c: Case, n: int, low: int = 32, high: int = 98) -> list[int]:
    """``n`` counts with different tens and different units digits, none a round ten."""
    tens = sample(c, range(max(3, low // 10), high // 10 + 1), n)
    units = sample(c, range(1, 10), n)
    return [t * 10 + u for t, u in zip(tens, units, strict=True)]


def people(c: Case, n: int) -> list[str]:
    return sample(c, PEOPLE, n)


def day_text(when: datetime) -> str:
    """A day as "Tuesday 9 June"."""
    return f"{when:%A} {when.day} {when:%B}"


def short_day(when: datetime) -> str:
    """A day as "9 June"."""
    return f"{when.day} {when:%B}"


def chatter(c: Case, s: Subject, n: int, start: float, span: float, session: str) -> None:
    """``n`` messages about the subject that state no value, within ``span`` days of ``start``."""
    for i, text in enumerate(sample(c, CHATTER, n)):
        c.event(
            f"chat{i}",
            text.format(code=s.code),
            label=f"{s.channel} message {i + 1}",
            kind="chat",
            trust=0.6,
            after=days(start + c.rng.uniform(0, span)),
            session=session,
        )
