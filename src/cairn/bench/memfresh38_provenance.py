"""The provenance templates of `fresh38`: a fact said once by a named source, another subject's
value in the same frame in an event of its own, and a near miss (someone who stood in once, a
wished-for count, a value only floated or wondered about). The question asks for the value; the
cited event is the one that says it about the asked subject."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memfresh38_pools import (
    draw,
    flip,
    fmt,
    others,
    say,
    shape,
    side_chat,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, mins


@dataclass(frozen=True)
class Face:
    """One face of a relation: what kind of value it asks for, its two cited wordings (taken in
    turn) and their labels, a near miss and its label, and two questions."""

    kind: str
    says: tuple[str, str]
    labels: tuple[str, str]
    near: str
    near_label: str
    asks: tuple[str, str]
    digits: tuple[bool, bool] = (False, False)


def _write(c: Case, offset: int, software: Face, hobby: Face) -> None:
    s = subject(c, offset)
    face = software if s.software else hobby
    (o,) = others(c, s)
    t = turn(c)
    if face.kind == "pair":
        p = draw(c, "person", s, o, 5)
        mine, theirs, near, x, ox = p[0:2], p[2:4], p[4], "", ""
    elif face.kind == "person":
        p = draw(c, "person", s, o, 5)
        mine, theirs, near, x, ox = [p[0]], [p[1]], p[2], p[3], p[4]
    else:
        raw = draw(c, face.kind, s, o)
        v = shape(c, raw[0], face.digits[t])
        mine, theirs, near, x, ox = [v], [shape(c, raw[1], face.digits[t])], flip(raw[2], v), "", ""
    start = mins(c.rng.randint(0, 240))
    cited = say(c, "fact", fmt(face.says[t], s, mine, x), face.labels[t], start, trust=0.9)
    say(c, "other", fmt(face.says[t], o, theirs, ox), face.labels[t],
        start + days(c.rng.uniform(0.5, 6)), session="s2")  # fmt: skip
    say(c, "near", fmt(face.near, s, [near]), face.near_label,
        start + days(c.rng.uniform(1, 8)), session="s2", trust=0.5)  # fmt: skip
    side_chat(c, 2, start, 8)
    c.ask(fmt(face.asks[t], s), after=start + days(c.rng.uniform(10, 20)))
    c.expect(mine, [cited], forbidden=[*theirs, near])


def licence_reviewer_or_kit_steward(c: Case) -> None:
    """Who checks a service's dependency licences, or who looks after a group's kit, said once
    (the value in the second of two mentions), beside another subject's and someone who stood in
    once."""
    _write(
        c, 0,
        Face(
            "person",
            ("Licence review for {c}: {x} was pencilled in first, but {v} ended up doing it.",
             "{x} was asked to check the dependency licences for {c}, but the licence checks "
             "went to {v} instead."),
            ("review notes", "decision log"),
            "{v} looked over one {c} licence question while everyone was away, just the once",
            "ops chat",
            ("If a new dependency lands in {c}, whose licence check does it need?",
             "Who checks the licences of what {c} pulls in?"),
        ),
        Face(
            "person",
            ("Kit steward for {c}: {x} was put forward first; in the end {v} took it on.",
             "{x} said no to looking after the {c} kit, so it passed to {v}."),
            ("committee minutes", "message from the secretary"),
            "{v} carried the {c} kit home once when the van was full",
            "group chat",
            ("Who looks after the kit for {c}?",
             "If I need to borrow {c} gear, who do I ask?"),
        ),
    )  # fmt: skip


def log_retention_or_room_capacity(c: Case) -> None:
    """How many days a service keeps its logs, or how many people a group's room holds, beside
    another subject's and a wished-for count in the other form."""
    _write(
        c, 6,
        Face(
            "count",
            ("[{lc}.logs]\nretain_days = {v}",
             "Runbook: {c} application logs are kept for {v} days, then deleted."),
            ("retention.toml", "runbook"),
            "could we keep {c} logs for {v} days? just a thought",
            "ops chat",
            ("For how many days do {c} logs stick around before they're deleted?",
             "How long, in days, does {c} hold on to its logs?"),
            digits=(True, False),
        ),
        Face(
            "count",
            ("Booking sheet: {c} room capacity {v}",
             "Sticky note on the {c} noticeboard: the room fits {v} people, no more."),
            ("booking sheet", "sticky note"),
            "wish {c} could fit {v} in the room, lol",
            "group chat",
            ("What's the most people the {c} room can take?",
             "How many of us can squeeze into the {c} room?"),
        ),
    )  # fmt: skip


def oncall_order_or_phone_tree(c: Case) -> None:
    """Who is on call first and second for a service, or who starts a group's phone tree and who
    backs them up, beside another subject's pair and someone who covered once."""
    _write(
        c, 12,
        Face(
            "pair",
            ("| service | first on call | second on call |\n| {c} | {v} | {w} |",
             "On-call order for {c}: {v} is paged first, then {w}."),
            ("wiki table", "on-call note"),
            "{v} covered one {c} on-call night last month as a favour",
            "ops chat",
            ("If {c} pages at 3am, who gets woken first, and who next?",
             "Who's first on the {c} on-call order, and who backs them up?"),
        ),
        Face(
            "pair",
            ("Phone tree, {c}: {v} rings round first; the back-up is {w}.",
             "Text message: for {c} call-offs {v} starts the phone tree and {w} follows on."),
            ("welcome pack", "text message"),
            "{v} rang round for {c} once when the pitch flooded",
            "group chat",
            ("When a {c} session is called off, who phones round first, and who after that?",
             "Who starts the {c} phone tree, and who steps in if they can't?"),
        ),
    )  # fmt: skip


def api_port_or_league_fee(c: Case) -> None:
    """The port a service's API listens on, or what a group pays a season to enter its league,
    beside another subject's and one only floated."""
    _write(
        c, 18,
        Face(
            "port",
            ("# {c}\nAPI_PORT_{C} := {v}", "service,listen_port\n{lc},{v}"),
            ("Makefile", "ports.csv"),
            "what if {c} listened on {v} instead? just floating it",
            "ops chat",
            ("Which port does the {c} API listen on?",
             "What port should I point my client at for {c}?"),
        ),
        Face(
            "amount",
            ("Treasurer's report: {c} pays {v} a season for league entry.",
             "Noticeboard: league entry for {c} this season comes to {v}."),
            ("treasurer's report", "noticeboard"),
            "heard {c} league entry might go up to {v}, no idea if true",
            "group chat",
            ("How much does {c} pay each season to enter the league?",
             "What's the {c} league entry fee for the season?"),
        ),
    )  # fmt: skip


def deploy_region_or_practice_night(c: Case) -> None:
    """The cloud region a service is deployed to, or the night a group practises, beside another
    subject's and one only wondered about."""
    _write(
        c, 4,
        Face(
            "region",
            ('[{lc}.deploy]\nregion = "{v}"',
             "Deploy note: {c} runs in {v} from this sprint on."),
            ("config.toml", "deploy note"),
            "could {c} move to {v} one day? just wondering",
            "ops chat",
            ("Which cloud region is {c} deployed to?",
             "Where, region-wise, does {c} run?"),
        ),
        Face(
            "day",
            ("Club calendar: {c} practise every {v} evening.",
             "| group | practice night |\n| {c} | {v} |"),
            ("club calendar", "wiki table"),
            "would {v} work better for {c}? just wondering",
            "group chat",
            ("On which evening does {c} meet to practise?",
             "What night is {c} practice?"),
        ),
    )  # fmt: skip


TEMPLATES = (
    licence_reviewer_or_kit_steward,
    log_retention_or_room_capacity,
    oncall_order_or_phone_tree,
    api_port_or_league_fee,
    deploy_region_or_practice_night,
)
