"""`fresh39` cross-session continuity templates (``bench.memfresh39``): two facts about one
subject said in two sessions and asked together in a third, beside both facts of another
subject in the same frames."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench import memfresh39_pools as P
from cairn.bench.memfresh39_chat import side_chat
from cairn.bench.memgen import Case, Template


@dataclass(frozen=True)
class Face:
    """One face: the first fact's value kind, wordings and label; the person fact's two
    wordings (two verbs for one relation) and label; two questions asking for both."""

    kind: str
    fact: tuple[str, str]
    fact_label: str
    who: tuple[str, str]
    who_label: str
    questions: tuple[str, str]


def write(c: Case, offset: int, software: Face, hobby: Face) -> None:
    subj = P.subject(c, offset)
    (other,) = P.others(c, subj)
    face = software if subj.software else hobby
    v, dv = P.draw(c, face.kind, 2)
    p, dp = P.people(c, 2)
    t = P.turn(c)
    a = P.say(c, "fact", face.fact[t].format(code=subj.code, low=subj.code.lower(), up=subj.code.upper(), v=v), face.fact_label, P.days(c.rng.uniform(0, 1)), "s1")  # fmt: skip
    P.say(c, "ofact", face.fact[t].format(code=other.code, low=other.code.lower(), up=other.code.upper(), v=dv), face.fact_label, P.days(c.rng.uniform(0, 1)), "s1")  # fmt: skip
    b = P.say(c, "who", face.who[t].format(code=subj.code, p=p), face.who_label, P.days(c.rng.uniform(3, 5)), "s2")  # fmt: skip
    P.say(c, "owho", face.who[t].format(code=other.code, p=dp), face.who_label, P.days(c.rng.uniform(3, 5)), "s2")  # fmt: skip
    side_chat(c, 1, P.days(0), 1, "s1")
    side_chat(c, 1, P.days(3), 2, "s2")
    c.ask(face.questions[P.instance(c) % 2].format(code=subj.code), after=P.days(c.rng.uniform(8, 14)))  # fmt: skip
    c.expect([v, p], [a, b], forbidden=[dv, dp])


MAINTENANCE = Face(
    "weekday",
    ("{code} goes into its maintenance window every {v} night", "Maintenance for {code}: {v}"),
    "ops calendar",
    ("{p} runs the {code} maintenance", "the {code} maintenance is run by {p}"),
    "standup notes",
    (
        "On which night is {code} maintenance, and who runs it?",
        "When does {code} go down for maintenance, and who's in charge of it?",
    ),
)
BAKE_SALE = Face(
    "weekday",
    ("The {code} bake sale is on {v}", "{code} bake sale: {v} morning"),
    "noticeboard",
    ("{p} is organising the {code} bake sale", "the {code} bake sale is being organised by {p}"),
    "message from the secretary",
    (
        "What day is the {code} bake sale, and who's organising it?",
        "When is the {code} bake sale, and who should I ask about it?",
    ),
)


def cont_maintenance_or_bake_sale(c: Case) -> None:
    """Continuity: the night of a service's maintenance window and who runs it, or the day of a
    group's bake sale and who organises it."""
    write(c, 0, MAINTENANCE, BAKE_SALE)


ALERT_CHANNEL = Face(
    "channel",
    ("{code} alerts fire into {v}", "Alert routing: {code} posts to {v}"),
    "alerting config note",
    ("{p} triages the {code} alerts", "the {code} alerts are triaged by {p}"),
    "on-call handover",
    (
        "Where do {code} alerts land, and who triages them?",
        "Which channel gets the {code} alerts, and who looks at them first?",
    ),
)
COACH_PICKUP = Face(
    "spot",
    ("The {code} coach picks up at {v}", "{code} away days: meet at {v}"),
    "away day letter",
    ("{p} books the {code} coach", "the {code} coach is booked by {p}"),
    "committee minutes",
    (
        "Where does the {code} coach pick us up, and who books it?",
        "Where do we meet for {code} away days, and who sorts the coach?",
    ),
)


def cont_alert_channel_or_coach_pickup(c: Case) -> None:
    """Continuity: the channel a service's alerts go to and who triages them, or where a group's
    coach picks up and who books it."""
    write(c, 6, ALERT_CHANNEL, COACH_PICKUP)


BROKER = Face(
    "broker",
    ("{code} queues its jobs on {v}", "Message broker for {code}: {v}"),
    "architecture note",
    ("{p} chose the {code} broker", "the {code} broker was picked by {p}"),
    "decision log",
    (
        "Which broker does {code} use, and who chose it?",
        "What does {code} queue its jobs on, and whose call was that?",
    ),
)
CHARITY = Face(
    "charity",
    ("{code} raises money for {v} this year", "Charity of the year for {code}: {v}"),
    "AGM minutes",
    ("{p} chose the {code} charity", "the {code} charity was picked by {p}"),
    "newsletter",
    (
        "Which charity is {code} raising money for, and who chose it?",
        "Who does {code} fundraise for this year, and whose idea was it?",
    ),
)


def cont_broker_or_charity(c: Case) -> None:
    """Continuity: the message broker a service queues on and who chose it, or a group's
    charity of the year and who picked it."""
    write(c, 12, BROKER, CHARITY)


JAVA_PIN = Face(
    "java",
    ("{code} builds on {v}", "# {code}\nJAVA_RUNTIME_{up} = {v}"),
    "build note",
    ("{p} bumps the Java version for {code}", "Java bumps for {code} are done by {p}"),
    "review notes",
    (
        "Which Java is {code} on, and who bumps it?",
        "What Java does {code} build with, and who handles upgrading it?",
    ),
)
PARTY_VENUE = Face(
    "venue",
    ("The {code} winter party is at {v}", "{code} winter party venue: {v}"),
    "booking confirmation",
    ("{p} is booking the {code} winter party", "the {code} winter party is being booked by {p}"),
    "group chat",
    (
        "Where is the {code} winter party, and who's booking it?",
        "Which place is hosting the {code} winter party, and who sorted it?",
    ),
)


def cont_java_pin_or_party_venue(c: Case) -> None:
    """Continuity: the Java a service builds with and who bumps it, or where a group's winter
    party is and who books it."""
    write(c, 18, JAVA_PIN, PARTY_VENUE)


SHARD_COUNT = Face(
    "count",
    ("{code} is split into {v} shards", "# {code}\n[{low}.storage]\nshards = {v}"),
    "storage note",
    ("{p} set the {code} shard count", "the {code} shard count was set by {p}"),
    "capacity plan",
    (
        "How many shards does {code} have, and who set that?",
        "What's the {code} shard count, and who decided it?",
    ),
)
SPONSORS = Face(
    "count",
    ("{code} has {v} sponsors on the shirt board", "Sponsor board for {code}: {v} names"),
    "treasurer's report",
    ("{p} is finding the {code} sponsors", "the {code} sponsors are being found by {p}"),
    "message from the captain",
    (
        "How many sponsors has {code} got, and who finds them?",
        "How many names are on the {code} sponsor board, and who brings them in?",
    ),
)


def cont_shard_count_or_sponsors(c: Case) -> None:
    """Continuity: how many shards a service has and who set that, or how many sponsors a
    group has and who finds them (counts in digits or words)."""
    write(c, 4, SHARD_COUNT, SPONSORS)


TEMPLATES: tuple[Template, ...] = (
    cont_maintenance_or_bake_sale,
    cont_alert_channel_or_coach_pickup,
    cont_broker_or_charity,
    cont_java_pin_or_party_venue,
    cont_shard_count_or_sponsors,
)
