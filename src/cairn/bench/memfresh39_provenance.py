"""`fresh39` provenance templates (``bench.memfresh39``): a fact said once by a named or
neutral source, beside the same frame for another subject and a near miss for the asked one
(a value only floated, wished for or stood in for once)."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench import memfresh39_pools as P
from cairn.bench.memfresh39_chat import side_chat
from cairn.bench.memgen import Case, Template


@dataclass(frozen=True)
class Face:
    """One face of a relation: the value kind, the two cited wordings and their labels, the
    near miss and its label, and two questions. Wordings take ``code``, ``low``, ``up``, ``v``
    (and ``w`` for a pair, ``x`` for a person named first and passed over)."""

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
    if face.kind in ("person", "pair"):
        v, w, dv, dw, n, x, dx = P.people(c, 7)
    else:
        v, dv, n = P.draw(c, face.kind, 3)
        w = dw = x = dx = ""
    t = P.turn(c)

    def names(s: P.Subject) -> dict[str, str]:
        return {"code": s.code, "low": s.code.lower(), "up": s.code.upper()}

    cited = P.say(
        c,
        "fact",
        face.cited[t].format(**names(subj), v=v, w=w, x=x),
        face.labels[t],
        P.days(c.rng.uniform(0, 4)),
    )
    P.say(
        c,
        "other",
        face.cited[t].format(**names(other), v=dv, w=dw, x=dx),
        face.labels[t],
        P.days(c.rng.uniform(0, 4)),
    )
    P.say(c, "near", face.near.format(**names(subj), n=n), face.near_label, P.days(c.rng.uniform(0, 4)))  # fmt: skip
    side_chat(c, 2, P.days(0), 4)
    c.ask(face.questions[P.instance(c) % 2].format(code=subj.code), after=P.days(5))
    answers = [v, w] if face.kind == "pair" else [v]
    forbidden = [dv, dw, n] if face.kind == "pair" else [dv, n]
    c.expect(answers, [cited], forbidden=forbidden)


SCHEMA_REVIEWER = Face(
    "person",
    (
        "{v} reviews every schema change that lands in {code}",
        "{x} offered to review {code} schema changes, though in the end the reviews went to {v}",
    ),
    ("review notes", "standup notes"),
    "{n} looked over one {code} schema change as a favour",
    "ops chat",
    (
        "If I change the {code} schema, whose review do I need?",
        "Who signs off schema changes for {code}?",
    ),
)
FIRST_AIDER = Face(
    "person",
    (
        "{v} is the named first aider for {code}",
        "First aid at {code}: {x} was on the list until {v} took the course and took over",
    ),
    ("club handbook", "committee minutes"),
    "{n} patched up one grazed knee at {code}, lol",
    "group chat",
    (
        "If someone gets hurt at {code}, who's the first aider?",
        "Who should I fetch at {code} when somebody is injured?",
    ),
)


def prov_schema_reviewer_or_first_aider(c: Case) -> None:
    """Provenance: who reviews a service's schema changes or who a group's first aider is, one
    wording naming someone passed over first; another subject's in the same frame and someone
    who helped once beside it."""
    write(c, 0, SCHEMA_REVIEWER, FIRST_AIDER)


REQUEST_TIMEOUT = Face(
    "count",
    (
        "# {code}\n[{low}.http]\ntimeout_seconds = {v}",
        "{code} gives up on a slow request after {v} seconds",
    ),
    ("http.toml", "ops handbook"),
    "a {code} timeout of {n} seconds would be nice, just saying",
    "ops chat",
    (
        "How long does {code} wait on a slow request before giving up, in seconds?",
        "After how many seconds does a {code} request time out?",
    ),
)
COACH_SEATS = Face(
    "count",
    (
        "Coach booking for the {code} away day: {v} seats",
        "{code} has {v} seats on the coach",
    ),
    ("booking confirmation", "message from the secretary"),
    "{code} could fill {n} seats if everyone came, lol",
    "group chat",
    (
        "How many seats has {code} booked on the coach?",
        "How many of us fit on the {code} coach?",
    ),
)


def prov_request_timeout_or_coach_seats(c: Case) -> None:
    """Provenance: after how many seconds a service's requests time out or how many coach seats
    a group has booked, in digits or words; another subject's and a wished-for count beside
    it."""
    write(c, 6, REQUEST_TIMEOUT, COACH_SEATS)


ROLLBACK_APPROVERS = Face(
    "pair",
    (
        "| service | first approver | second approver |\n| {code} | {v} | {w} |",
        "Rollbacks on {code} need {v} to approve first, then {w}",
    ),
    ("wiki table", "release runbook"),
    "{n} approved one {code} rollback while covering a shift",
    "ops chat",
    (
        "If {code} needs rolling back, who approves it first, and who after?",
        "Who are the two {code} rollback approvers, in order?",
    ),
)
KEY_HOLDERS = Face(
    "pair",
    (
        "Keys for {code}: {v} opens up, {w} locks up",
        "{v} unlocks the hall for {code} and {w} locks it afterwards",
    ),
    ("key rota", "caretaker's note"),
    "{n} borrowed the {code} keys once when the usual pair were away",
    "group chat",
    (
        "Who opens up for {code}, and who locks up after?",
        "Who holds the {code} keys, to open the hall and to lock it?",
    ),
)


def prov_rollback_approvers_or_key_holders(c: Case) -> None:
    """Provenance: who approves a service's rollbacks first and second or who opens and locks
    up for a group; another subject's pair in the same frame and a one-off stand-in beside it."""
    write(c, 12, ROLLBACK_APPROVERS, KEY_HOLDERS)


METRICS_PORT = Face(
    "port",
    (
        "service,metrics_port\n{low},{v}",
        "# {code}\nMETRICS_PORT_{up} := {v}",
    ),
    ("metrics.csv", "Makefile"),
    "what if {code} metrics moved to {n}? just wondering",
    "ops chat",
    (
        "Which port does {code} expose its metrics on?",
        "What port should I scrape for {code} metrics?",
    ),
)
HALL_FEE = Face(
    "amount",
    (
        "Hall hire for {code}: {v} a term",
        "{code} pays {v} a term for the hall",
    ),
    ("treasurer's report", "invoice note"),
    "heard the {code} hall might go up to {n}, no idea if true",
    "group chat",
    (
        "How much does {code} pay each term for the hall?",
        "What's the termly hall hire for {code}?",
    ),
)


def prov_metrics_port_or_hall_fee(c: Case) -> None:
    """Provenance: the port a service exposes metrics on or what a group pays a term for its
    hall; another subject's in the same frame and one only wondered about or rumoured."""
    write(c, 18, METRICS_PORT, HALL_FEE)


FAILOVER_REGION = Face(
    "region",
    (
        '# {code}\n[{low}.failover]\nregion = "{v}"',
        "{code} fails over to {v} if its main region goes dark",
    ),
    ("failover.toml", "DR plan"),
    "could {code} fail over to {n} instead? just floating it",
    "ops chat",
    (
        "If the main region of {code} goes down, where does it fail over to?",
        "Which region is the {code} failover?",
    ),
)
TRAINING_DAY = Face(
    "weekday",
    (
        "| group | training day |\n| {code} | {v} |",
        "{code} trains every {v} evening",
    ),
    ("wiki table", "poster"),
    "wouldn't {n} suit {code} better? just wondering",
    "group chat",
    (
        "What day does {code} train?",
        "Which day of the week is {code} training?",
    ),
)


def prov_failover_region_or_training_day(c: Case) -> None:
    """Provenance: the region a service fails over to or the day a group trains; another
    subject's in the same frame and one only floated beside it."""
    write(c, 4, FAILOVER_REGION, TRAINING_DAY)


TEMPLATES: tuple[Template, ...] = (
    prov_schema_reviewer_or_first_aider,
    prov_request_timeout_or_coach_seats,
    prov_rollback_approvers_or_key_holders,
    prov_metrics_port_or_hall_fee,
    prov_failover_region_or_training_day,
)
