"""Six-month recall templates of `fresh36`: a fact said once, asked about seven months or so
later under nine to eleven team chat lines, beside another subject's value in the same frame and
a near miss about the same subject (``bench.memfresh36``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from cairn.bench import memfresh36_pools as P
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days

Values = Callable[[Case, P.Subject, P.Subject], tuple[str, str, str]]


@dataclass(frozen=True)
class Face:
    """The values (the subject's, another subject's, a near miss), two cited wordings and their
    labels, the near miss and its label, and two questions."""

    values: Values
    cite: tuple[str, str]
    labels: tuple[str, str]
    near: str
    near_label: str
    asks: tuple[str, str]


def three(make: Callable[[Case, int], list[str]]) -> Values:
    def values(c: Case, s: P.Subject, o: P.Subject) -> tuple[str, str, str]:
        a, b, m = make(c, 3)
        return a, b, m

    return values


def persons(c: Case, k: int) -> list[str]:
    return P.people(c, k)


def spoken_counts(c: Case, k: int) -> list[str]:
    return [P.form(c, n) for n in P.counts(c, k)]


def gigabytes(c: Case, k: int) -> list[str]:
    return [str(n) for n in P.counts(c, k)]


def first_place(c: Case, s: P.Subject, o: P.Subject) -> tuple[str, str, str]:
    """The subject's first place, the other subject's, and the subject's second (only floated)."""
    return s.places[0], o.places[0], s.places[1]


def build(offset: int, software: Face, hobby: Face) -> P.Writer:
    def write(c: Case) -> None:
        s = P.subject(c, offset)
        (o,) = P.others(c, s)
        face = software if s.software else hobby
        mine, theirs, near = face.values(c, s, o)
        t = P.turn(c)
        cited = P.say(c, "fact", P.fill(face.cite[t], s, v=mine), face.labels[t],
                      days(c.rng.uniform(0, 3)))  # fmt: skip
        P.say(c, "other", P.fill(face.cite[t], o, v=theirs), face.labels[t],
              days(c.rng.uniform(0, 6)))  # fmt: skip
        P.say(c, "near", P.fill(face.near, s, m=near), face.near_label, days(c.rng.uniform(1, 8)))
        P.team_chat(c, s, choose(c, (9, 10, 11)), 20, 180)
        c.ask(P.fill(choose(c, face.asks), s), after=days(206 + c.rng.uniform(0, 22)))
        c.expect([mine], [cited], forbidden=[theirs, near])

    return write


recall_security_reviewer_or_welfare_officer = P.named(
    "recall_security_reviewer_or_welfare_officer",
    """Who vets a service's security fixes, or who is a group's welfare officer, asked seven
    months on; beside another subject's and someone who helped once.""",
    build(
        0,
        Face(
            three(persons),
            ("Security notice: vulnerabilities in {code} go to {v}.",
             "Review notes: {v} signs off every security change on {code}."),
            ("security notice", "review notes"),
            "{m} triaged one {code} bug report while the usual person was away.",
            "ops chat",
            ("If I find a security hole in {code}, who should I tell?",
             "Who vets security fixes for {code}?"),
        ),
        Face(
            three(persons),
            ("Committee minutes: {v} is welfare officer for {code}.",
             "{code} noticeboard: any welfare worries, speak to {v}."),
            ("committee minutes", "noticeboard"),
            "{m} helped out on welfare at one {code} night.",
            "group chat",
            ("If I'm worried about someone's wellbeing at {code}, who do I go to?",
             "Who's the welfare contact for {code}?"),
        ),
    ),
)  # fmt: skip

recall_webhook_secret_or_locker_code = P.named(
    "recall_webhook_secret_or_locker_code",
    """The vault reference of a service's webhook secret, or a group's locker code, asked seven
    months on; beside another subject's and a reference that was revoked or ran out.""",
    build(
        3,
        Face(
            three(P.refs),
            ("Vault note: the {code} webhook secret is stored under {v}.",
             "Secrets index, {code}: webhook signing key at {v}"),
            ("vault note", "secrets index"),
            "{m} was the old {code} webhook reference, revoked since.",
            "ops chat",
            ("Which vault reference holds the {code} webhook secret?",
             "Where in the vault do I find the signing key for {code} webhooks?"),
        ),
        Face(
            three(P.refs),
            ("Kit cupboard note: the {code} locker code is {v}.",
             "Booking confirmation for {code}: locker reference {v}."),
            ("kit cupboard note", "booking confirmation"),
            "{m} was a temporary {code} locker code that ran out.",
            "group chat",
            ("What's the code for the {code} locker?",
             "Which reference opens the {code} kit locker?"),
        ),
    ),
)  # fmt: skip

recall_domain_renewal_or_trophy_night = P.named(
    "recall_domain_renewal_or_trophy_night",
    """When a service's domain is up for renewal, or the date of a group's trophy night, asked
    seven months on; beside another subject's and the date a reminder or nominations go out.""",
    build(
        6,
        Face(
            three(P.dates),
            ("Renewals list: the {code} domain is up for renewal on {v}.",
             "Settings note: the {code} domain registration runs until {v}."),
            ("renewals list", "settings note"),
            "the reminder email for the {code} domain goes out on {m}",
            "ops chat",
            ("When does the {code} domain need renewing?",
             "Until which date is the {code} domain registered?"),
        ),
        Face(
            three(P.dates),
            ("Newsletter: the {code} trophy night is on {v}.",
             "Club calendar: {code} presentation evening, {v}."),
            ("newsletter", "club calendar"),
            "nominations for the {code} trophies close on {m}",
            "group chat",
            ("Which date is the {code} trophy night?",
             "When should I keep the evening free for the {code} presentation?"),
        ),
    ),
)  # fmt: skip

recall_storage_quota_or_spare_kit = P.named(
    "recall_storage_quota_or_spare_kit",
    """How many gigabytes of storage a service may use, or how many spares of its kit a group
    keeps, asked seven months on; beside another subject's and a wished-for figure.""",
    build(
        9,
        Face(
            three(gigabytes),
            ("quota.toml\n[{low}]\nstorage_gb = {v}",
             "Capacity plan: {code} may use up to {v} gigabytes of object storage."),
            ("quota.toml", "capacity plan"),
            "lol if only {code} had {m} gigabytes",
            "ops chat",
            ("How much storage is {code} allowed, in gigabytes?",
             "What's the storage allowance for {code}?"),
        ),
        Face(
            three(spoken_counts),
            ("Kit list, {code}: {v} spare {item} in the store.",
             "Equipment officer's report: {code} keeps {v} spare {item}."),
            ("kit list", "equipment officer's report"),
            "{code} could do with {m} spare {item}, just wondering",
            "group chat",
            ("If I forget mine, how many spare {item} does {code} have?",
             "How many spare {item} are kept for {code}?"),
        ),
    ),
)  # fmt: skip

recall_staging_host_or_kit_store = P.named(
    "recall_staging_host_or_kit_store",
    """The host a service's staging copy runs on, or where a group's kit is kept, asked seven
    months on; beside another subject's and a place only floated.""",
    build(
        12,
        Face(
            first_place,
            ("Runbook: {code} staging lives on {v}.",
             "Deploy note: push {code} to {v} for staging checks first."),
            ("runbook", "deploy note"),
            "we floated moving {code} staging to {m}, not done",
            "ops chat",
            ("Which box is {code} staging on?",
             "Where do I deploy {code} to test it before it goes live?"),
        ),
        Face(
            first_place,
            ("Handbook: the {code} {item} are kept at {v}.",
             "Message from the secretary: {code} {item} are stored at {v}."),
            ("handbook", "message from the secretary"),
            "could we keep the {code} {item} at {m}? just a thought",
            "group chat",
            ("Where do I collect the {code} {item} from?",
             "Where are the {code} {item} stored?"),
        ),
    ),
)  # fmt: skip

TEMPLATES = (
    recall_security_reviewer_or_welfare_officer,
    recall_webhook_secret_or_locker_code,
    recall_domain_renewal_or_trophy_night,
    recall_storage_quota_or_spare_kit,
    recall_staging_host_or_kit_store,
)
