"""Provenance templates of `fresh36`: who or what a cited source says, beside another subject's
value in the same frame and a near miss about the same subject (``bench.memfresh36``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from cairn.bench import memfresh36_pools as P
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, sample

Values = Callable[[Case, P.Subject, int], list[str]]


@dataclass(frozen=True)
class Face:
    """One face of a relation: how many values a fact holds, where they come from, the two
    cited wordings and their labels, the near miss and its label, and two questions."""

    width: int
    values: Values
    cite: tuple[str, str]
    labels: tuple[str, str]
    near: str
    near_label: str
    asks: tuple[str, str]


def persons(c: Case, s: P.Subject, k: int) -> list[str]:
    return P.people(c, k)


def digit_counts(c: Case, s: P.Subject, k: int) -> list[str]:
    return [str(n) for n in P.counts(c, k)]


def word_counts(c: Case, s: P.Subject, k: int) -> list[str]:
    return [P.form(c, n) for n in P.counts(c, k)]


def pounds(c: Case, s: P.Subject, k: int) -> list[str]:
    return P.pounds(c, k)


def ports(c: Case, s: P.Subject, k: int) -> list[str]:
    return P.ports(c, k)


def pool(items: tuple[str, ...]) -> Values:
    def make(c: Case, s: P.Subject, k: int) -> list[str]:
        return sample(c, items, k)

    return make


def build(offset: int, software: Face, hobby: Face) -> P.Writer:
    """A template asking about the subject at ``offset``, under the face of its kind."""

    def write(c: Case) -> None:
        s = P.subject(c, offset)
        (o,) = P.others(c, s)
        face = software if s.software else hobby
        w = face.width
        vals = face.values(c, s, 2 * w + 1)
        mine, theirs, near = vals[:w], vals[w : 2 * w], vals[2 * w]
        extra = [p for p in P.people(c, 6) if p not in vals][:2]
        t = P.turn(c)

        def given(v: list[str], x: str) -> dict[str, str]:
            return {"v": v[0], "w": v[-1], "x": x}

        cited = P.say(
            c, "fact", P.fill(face.cite[t], s, **given(mine, extra[0])), face.labels[t],
            days(c.rng.uniform(0, 12)),
        )  # fmt: skip
        P.say(
            c, "other", P.fill(face.cite[t], o, **given(theirs, extra[1])), face.labels[t],
            days(c.rng.uniform(0, 12)),
        )  # fmt: skip
        P.say(c, "near", P.fill(face.near, s, m=near), face.near_label, days(c.rng.uniform(3, 15)))
        P.side_chat(c, 2, 0, 16)
        c.ask(P.fill(choose(c, face.asks), s), after=days(20 + c.rng.uniform(0, 6)))
        c.expect(mine, [cited], forbidden=[*theirs, near])

    return write


provenance_dataset_owner_or_kit_secretary = P.named(
    "provenance_dataset_owner_or_kit_secretary",
    """Who owns a service's dataset, or who is a group's kit secretary: the value is the second
    of two people named, beside another subject's owner and someone who only stood in.""",
    build(
        0,
        Face(
            1, persons,
            ("The {item} for {code} was first handed to {x}; in the end {v} took ownership of it.",
             "{x} was asked to own the {code} {item}, but it ended up with {v}."),
            ("decision log", "standup notes"),
            "{m} looked after the {code} {item} for one week while the owner was off.",
            "team chat",
            ("If I need a column added to the {code} {item}, whose call is it?",
             "Whose name is against the {code} {item} these days?"),
        ),
        Face(
            1, persons,
            ("For {code}, {x} was first asked to be kit secretary; in the end {v} took the job.",
             "{x} turned down the {code} kit secretary role, so it went to {v}."),
            ("committee minutes", "AGM minutes"),
            "{m} counted the {code} {item} once when the secretary was ill.",
            "group chat",
            ("If the {code} {item} need replacing, who do I talk to?",
             "Who looks after the kit for {code}, officially?"),
        ),
    ),
)  # fmt: skip

provenance_log_retention_or_member_cap = P.named(
    "provenance_log_retention_or_member_cap",
    """How many days a service keeps its logs, or how many members a group takes, beside
    another subject's figure and a wished-for one.""",
    build(
        3,
        Face(
            1, digit_counts,
            ("retention.toml\n[{low}.logs]\nretention_days = {v}",
             "{code} runbook: application logs are kept for {v} days, then deleted."),
            ("retention.toml", "runbook"),
            "just a thought, could {code} keep its logs for {m} days instead? no rush",
            "team chat",
            ("How long does {code} hang on to its logs before they're deleted?",
             "After how many days are {code} logs thrown away?"),
        ),
        Face(
            1, word_counts,
            ("Membership form, {code}: numbers are capped at {v} members.",
             "Treasurer's report: {code} can take {v} members at most."),
            ("membership form", "treasurer's report"),
            "wouldn't it be nice if {code} took {m} members, lol",
            "group chat",
            ("How many people can {code} sign up before new ones have to wait?",
             "What's the ceiling on {code} membership?"),
        ),
    ),
)  # fmt: skip

provenance_oncall_order_or_minibus_drivers = P.named(
    "provenance_oncall_order_or_minibus_drivers",
    """Who is paged first and second for a service, or who drives a group's minibus and who is
    the reserve, beside another subject's pair and someone who helped once.""",
    build(
        6,
        Face(
            2, persons,
            ("On-call order for {code}: {v} is paged first, then {w}.",
             "| service | primary | secondary |\n| {low} | {v} | {w} |"),
            ("on-call note", "wiki table"),
            "{m} held the {code} pager for one weekend as a favour.",
            "team chat",
            ("If {code} falls over overnight, who gets the call first and who is next?",
             "Who's primary and who's backup for {code} paging?"),
        ),
        Face(
            2, persons,
            ("{code} away trips: {v} drives the minibus, with {w} as the reserve driver.",
             "Driver rota, {code}: first choice {v}, reserve {w}."),
            ("handbook", "rota note"),
            "{m} drove the {code} minibus once when nobody else could.",
            "group chat",
            ("Who's driving the {code} minibus on away trips, and who steps in if they can't?",
             "Who are the {code} minibus drivers, first and reserve?"),
        ),
    ),
)  # fmt: skip

provenance_port_or_joining_fee = P.named(
    "provenance_port_or_joining_fee",
    """The port a service listens on, or a group's one-off joining fee, beside another
    subject's value and one only floated.""",
    build(
        9,
        Face(
            1, ports,
            ("# {code}\nexport {up}_LISTEN={v}",
             'compose.yaml, {low}:\n  ports:\n    - "{v}:{v}"'),
            ("shell profile", "compose.yaml"),
            "we talked about moving {code} to port {m} at some point, nothing decided",
            "team chat",
            ("Which port do I hit to reach {code}?", "What port is {code} bound to?"),
        ),
        Face(
            1, pounds,
            ("Price list, {code}: joining fee {v}, paid once.",
             "{code} welcome pack: new members pay a one-off {v} to join."),
            ("price list", "welcome pack"),
            "someone suggested {m} as the {code} joining fee, just floating it",
            "text message",
            ("How much does it cost to join {code} in the first place?",
             "What's the one-off fee for signing up to {code}?"),
        ),
    ),
)  # fmt: skip

provenance_node_pin_or_session_day = P.named(
    "provenance_node_pin_or_session_day",
    """The Node release a service builds on, or the evening a group meets, beside another
    subject's value and one only wondered about.""",
    build(
        12,
        Face(
            1, pool(P.NODE_PINS),
            ("Makefile:\n# {code}\nNODE_VERSION_{up} = {v}", "{code} readme: builds run on {v}."),
            ("Makefile", "readme"),
            "could {code} try {m}? just wondering",
            "team chat",
            ("Which Node does {code} build with?", "What Node release is {code} built on?"),
        ),
        Face(
            1, pool(P.WEEKDAYS),
            ("{code} meets every {v} at {place0}.",
             "Fixtures card: {code} sessions are on {v} evenings."),
            ("club calendar", "fixtures card"),
            "would {m} suit better for {code}? just a thought",
            "group chat",
            ("Which evening do {code} get together?", "What night of the week is {code} on?"),
        ),
    ),
)  # fmt: skip

TEMPLATES = (
    provenance_dataset_owner_or_kit_secretary,
    provenance_log_retention_or_member_cap,
    provenance_oncall_order_or_minibus_drivers,
    provenance_port_or_joining_fee,
    provenance_node_pin_or_session_day,
)
