"""`fresh39` six-month recall templates (``bench.memfresh39``): a fact said once, asked 205 to
224 days later under nine to eleven team chat lines about the subject, beside another subject's
value in the same frame and a near miss for the asked one."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench import memfresh39_pools as P
from cairn.bench.memfresh39_chat import side_chat, team_chat
from cairn.bench.memgen import Case, Template


@dataclass(frozen=True)
class Face:
    """One face: the value kind (``place`` takes the subject's own places), the two cited
    wordings and labels, the near miss and its label, and two questions."""

    kind: str
    cited: tuple[str, str]
    labels: tuple[str, str]
    near: str
    near_label: str
    questions: tuple[str, str]


def write(c: Case, offset: int, software: Face, hobby: Face) -> None:
    subj = P.subject(c, offset)
    (other,) = P.others(c, subj)
    face = software if subj.software else hobby
    if face.kind == "place":
        v, d, n = subj.place_a, other.place_a, subj.place_b
    else:
        v, d, n = P.draw(c, face.kind, 3)
    t = P.turn(c)

    def names(s: P.Subject) -> dict[str, str]:
        return {"code": s.code, "low": s.code.lower(), "up": s.code.upper()}

    cited = P.say(c, "fact", face.cited[t].format(**names(subj), v=v), face.labels[t], P.days(c.rng.uniform(0, 2)))  # fmt: skip
    P.say(c, "other", face.cited[t].format(**names(other), v=d), face.labels[t], P.days(c.rng.uniform(0, 3)))  # fmt: skip
    P.say(c, "near", face.near.format(**names(subj), n=n), face.near_label, P.days(c.rng.uniform(0, 3)))  # fmt: skip
    team_chat(c, subj, c.rng.randint(9, 11), P.days(10), 190)
    side_chat(c, 1, P.days(20), 150)
    c.ask(face.questions[P.instance(c) % 2].format(code=subj.code), after=P.days(c.rng.randint(207, 224)))  # fmt: skip
    c.expect([v], [cited], forbidden=[d, n])


PRIVACY_CONTACT = Face(
    "person",
    (
        "Privacy requests about {code} go to {v}",
        "{v} handles every data protection request for {code}",
    ),
    ("privacy page", "data protection notice"),
    "{n} answered one privacy email about {code} while everyone was away",
    "ops chat",
    (
        "If I need to raise a privacy request about {code}, who gets it?",
        "Who deals with data protection requests for {code}?",
    ),
)
SAFEGUARDING_LEAD = Face(
    "person",
    (
        "Safeguarding lead at {code}: {v}",
        "{v} took on safeguarding for {code} at the AGM",
    ),
    ("welcome leaflet", "AGM minutes"),
    "{n} covered safeguarding at {code} for one away day",
    "group chat",
    (
        "If I'm worried about a young member at {code}, who should I tell?",
        "Whose job is safeguarding at {code}?",
    ),
)


def recall_privacy_contact_or_safeguarding_lead(c: Case) -> None:
    """Six-month recall: who takes a service's privacy requests or who a group's safeguarding
    lead is; another subject's in the same frame and a one-off stand-in beside it."""
    write(c, 0, PRIVACY_CONTACT, SAFEGUARDING_LEAD)


SIGNING_KEY = Face(
    "ref",
    (
        "The {code} signing key is stored in the vault as {v}",
        "Vault register: {code} signing key, entry {v}",
    ),
    ("vault register", "security handbook"),
    "the old {code} signing key {n} was revoked after the audit",
    "ops chat",
    (
        "Under which vault entry is the {code} signing key kept?",
        "What's the vault name of the {code} signing key?",
    ),
)
GATE_CODE = Face(
    "ref",
    (
        "Gate code for the {code} store: {v}",
        "The {code} padlock opens with {v}",
    ),
    ("kit store note", "welcome pack"),
    "the {code} gate code was {n} until the lock got changed",
    "group chat",
    (
        "How do I get through the gate of the {code} store?",
        "What code opens the {code} padlock?",
    ),
)


def recall_signing_key_or_gate_code(c: Case) -> None:
    """Six-month recall: the vault entry of a service's signing key or a group's gate code, in
    lower or mixed case; another subject's and a revoked or changed one beside it."""
    write(c, 6, SIGNING_KEY, GATE_CODE)


CERT_EXPIRY = Face(
    "date",
    (
        "The {code} TLS certificate expires on {v}",
        "Cert inventory: {code}, valid until {v}",
    ),
    ("cert inventory", "security review"),
    "the renewal reminder for {code} goes out on {n}",
    "ops chat",
    (
        "When does the {code} certificate run out?",
        "Until what date is the {code} TLS certificate good for?",
    ),
)
TROPHY_DAY = Face(
    "date",
    (
        "{code} trophy presentation: {v}",
        "The {code} trophies are handed out on {v}",
    ),
    ("club calendar", "newsletter"),
    "nominations for the {code} trophies close on {n}",
    "group chat",
    (
        "What date should I keep free for the {code} trophy presentation?",
        "When are the {code} trophies presented?",
    ),
)


def recall_cert_expiry_or_trophy_day(c: Case) -> None:
    """Six-month recall: when a service's certificate expires or the date of a group's trophy
    presentation; another subject's and the date a reminder goes out or nominations close."""
    write(c, 12, CERT_EXPIRY, TROPHY_DAY)


WORKER_THREADS = Face(
    "count",
    (
        "# {code}\n[{low}.workers]\nthreads = {v}",
        "Capacity review: {code} runs {v} worker threads",
    ),
    ("workers.toml", "capacity review"),
    "could {code} have {n} worker threads? just a thought",
    "ops chat",
    (
        "How many worker threads does {code} run?",
        "What's the thread count of the {code} worker pool?",
    ),
)
PROGRAMME_COPIES = Face(
    "count",
    (
        "Print order: {v} programmes for the {code} gala",
        "{code} gala programmes, {v} copies, collected from the printer",
    ),
    ("print order", "secretary's report"),
    "{code} could sell {n} programmes, lol, dream on",
    "group chat",
    (
        "How many programmes were printed for the {code} gala?",
        "How many copies of the {code} gala programme did we get?",
    ),
)


def recall_worker_threads_or_programme_copies(c: Case) -> None:
    """Six-month recall: how many worker threads a service runs or how many gala programmes a
    group printed; another subject's and a wished-for count in the other form beside it."""
    write(c, 18, WORKER_THREADS, PROGRAMME_COPIES)


BASTION_HOST = Face(
    "place",
    (
        "{code} bastion: ssh through {v}",
        "To reach {code} production, jump via {v}",
    ),
    ("access doc", "ops wiki"),
    "maybe {code} should jump through {n}? just floating it",
    "ops chat",
    (
        "Which host do I ssh through to reach {code}?",
        "What's the jump host for {code} production?",
    ),
)
SPARE_KIT = Face(
    "place",
    (
        "Spare {code} kit is kept at {v}",
        "If you forget your kit, {code} has spares at {v}",
    ),
    ("kit note", "handbook"),
    "wondering if spare {code} kit could live at {n} one day",
    "group chat",
    (
        "Where can I find spare {code} kit?",
        "If I forget my kit, where are the {code} spares?",
    ),
)


def recall_bastion_host_or_spare_kit(c: Case) -> None:
    """Six-month recall: the jump host for a service or where a group keeps spare kit;
    another subject's in the same frame and the subject's other place only wondered about."""
    write(c, 4, BASTION_HOST, SPARE_KIT)


TEMPLATES: tuple[Template, ...] = (
    recall_privacy_contact_or_safeguarding_lead,
    recall_signing_key_or_gate_code,
    recall_cert_expiry_or_trophy_day,
    recall_worker_threads_or_programme_copies,
    recall_bastion_host_or_spare_kit,
)
