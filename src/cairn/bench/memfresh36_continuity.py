"""Cross-session continuity templates of `fresh36`: two facts about one subject said in two
sessions and asked together in a third, beside another subject's two facts in the same frames
(``bench.memfresh36``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from cairn.bench import memfresh36_pools as P
from cairn.bench.memgen import Case
from cairn.bench.memset import days, sample

Values = Callable[[Case, P.Subject, P.Subject], tuple[str, str]]


@dataclass(frozen=True)
class Face:
    """The first fact (its values, wording and label), the second fact's two wordings (who does
    it) and label, and the question."""

    values: Values
    first: str
    first_label: str
    second: tuple[str, str]
    second_label: str
    ask: str


def pool(items: tuple[str, ...]) -> Values:
    def values(c: Case, s: P.Subject, o: P.Subject) -> tuple[str, str]:
        a, b = sample(c, items, 2)
        return a, b

    return values


def second_place(c: Case, s: P.Subject, o: P.Subject) -> tuple[str, str]:
    return s.places[1], o.places[1]


def digit_counts(c: Case, s: P.Subject, o: P.Subject) -> tuple[str, str]:
    a, b = P.counts(c, 2)
    return str(a), str(b)


def spoken_counts(c: Case, s: P.Subject, o: P.Subject) -> tuple[str, str]:
    a, b = P.counts(c, 2)
    return P.form(c, a), P.form(c, b)


def build(offset: int, software: Face, hobby: Face) -> P.Writer:
    def write(c: Case) -> None:
        s = P.subject(c, offset)
        (o,) = P.others(c, s)
        face = software if s.software else hobby
        mine, theirs = face.values(c, s, o)
        who, other_who = P.people(c, 2)
        t = P.turn(c)
        first = P.say(c, "first", P.fill(face.first, s, v=mine), face.first_label,
                      days(c.rng.uniform(0, 4)), session="s1")  # fmt: skip
        P.say(c, "ofirst", P.fill(face.first, o, v=theirs), face.first_label,
              days(c.rng.uniform(0, 4)), session="s1")  # fmt: skip
        second = P.say(c, "second", P.fill(face.second[t], s, p=who), face.second_label,
                       days(c.rng.uniform(7, 12)), session="s2")  # fmt: skip
        P.say(c, "osecond", P.fill(face.second[t], o, p=other_who), face.second_label,
              days(c.rng.uniform(7, 12)), session="s2")  # fmt: skip
        P.side_chat(c, 2, 0, 12, session="s2")
        c.ask(P.fill(face.ask, s), after=days(15 + c.rng.uniform(0, 6)), session="s3")
        c.expect([mine, who], [first, second], forbidden=[theirs, other_who])

    return write


continuity_release_day_and_approver_or_session_day_and_warmup_lead = P.named(
    "continuity_release_day_and_approver_or_session_day_and_warmup_lead",
    """A service's release day and who approves its releases, or a group's session day and who
    leads its warm-up, said in two sessions and asked in a third.""",
    build(
        0,
        Face(
            pool(P.WEEKDAYS),
            "Release calendar: {code} ships every {v}.", "release calendar",
            ("{p} approves every {code} release.", "Releases of {code} are approved by {p}."),
            "standup notes",
            "On which day does {code} ship, and whose approval does a release need?",
        ),
        Face(
            pool(P.WEEKDAYS),
            "Club calendar: {code} meets every {v}.", "club calendar",
            ("{p} leads the {code} warm-up.", "The {code} warm-up is led by {p}."),
            "committee minutes",
            "Which day is {code} on, and who takes the warm-up?",
        ),
    ),
)  # fmt: skip

continuity_oncall_pattern_and_rota_owner_or_bar_duty_and_rota_keeper = P.named(
    "continuity_oncall_pattern_and_rota_owner_or_bar_duty_and_rota_keeper",
    """How a service's on-call is split and who draws up the rota, or how a group's bar duty
    works and who keeps that rota, said in two sessions and asked in a third.""",
    build(
        3,
        Face(
            pool(P.SHIFTS),
            "On-call note, {code}: {v}.", "on-call note",
            ("{p} draws up the {code} on-call rota.", "The {code} rota is put together by {p}."),
            "rota decisions",
            "How is on-call split for {code}, and who writes the rota?",
        ),
        Face(
            pool(P.BAR_SHIFTS),
            "Bar duty at {code}: {v}.", "handbook",
            ("{p} keeps the {code} bar rota.", "The {code} bar rota is kept by {p}."),
            "rota decisions",
            "How does bar duty work at {code}, and who keeps the rota?",
        ),
    ),
)  # fmt: skip

continuity_ci_host_and_maintainer_or_spring_trip_and_coach_booker = P.named(
    "continuity_ci_host_and_maintainer_or_spring_trip_and_coach_booker",
    """The host a service's CI runs on and who maintains it, or where a group's spring trip goes
    and who books the coach, said in two sessions and asked in a third.""",
    build(
        6,
        Face(
            second_place,
            "Readme: {code} CI runs on {v}.", "readme",
            ("{p} maintains the {code} runner.", "The {code} runner is looked after by {p}."),
            "team chat",
            "Where does {code} CI run, and who keeps that box going?",
        ),
        Face(
            pool(P.TRIPS),
            "Meeting agenda, {code}\n1. Minutes\n2. spring trip: {v}\n3. Any other business",
            "meeting agenda",
            ("{p} books the {code} coach.", "The {code} coach is booked by {p}."),
            "group chat",
            "Where is the {code} spring trip going, and who's sorting the coach?",
        ),
    ),
)  # fmt: skip

continuity_go_pin_and_bumper_or_annual_dinner_and_organiser = P.named(
    "continuity_go_pin_and_bumper_or_annual_dinner_and_organiser",
    """The Go release a service is on and who bumps its toolchain, or where a group's annual
    dinner is and who organises it, said in two sessions and asked in a third.""",
    build(
        9,
        Face(
            pool(P.GO_PINS),
            "Makefile:\n# {code}\nGO_VERSION_{up} ?= {v}", "Makefile",
            ("{p} bumps the {code} toolchain.", "Toolchain upgrades for {code} are done by {p}."),
            "standup notes",
            "Which Go is {code} on, and who upgrades it?",
        ),
        Face(
            pool(P.DINNERS),
            "The {code} annual dinner is at {v} this year.", "newsletter",
            ("{p} organises the {code} dinner.", "The {code} dinner is organised by {p}."),
            "group chat",
            "Where's the {code} annual dinner, and who's running it?",
        ),
    ),
)  # fmt: skip

continuity_connection_cap_and_tuner_or_chair_count_and_setup_lead = P.named(
    "continuity_connection_cap_and_tuner_or_chair_count_and_setup_lead",
    """How many database connections a service may open and who tuned the pool, or how many chairs
    a group puts out and who sets the room out, said in two sessions and asked in a third.""",
    build(
        12,
        Face(
            digit_counts,
            "db.toml\n[{low}.db]\nmax_connections = {v}", "db.toml",
            ("{p} tuned the {code} connection pool.", "The {code} pool was tuned by {p}."),
            "review notes",
            "How many database connections can {code} open, and who set that?",
        ),
        Face(
            spoken_counts,
            "Set-up note: {code} needs {v} chairs put out each time.", "set-up note",
            ("{p} sets out the {code} room.", "The {code} room is set out by {p}."),
            "committee minutes",
            "How many chairs go out for {code}, and who does the setting up?",
        ),
    ),
)  # fmt: skip

TEMPLATES = (
    continuity_release_day_and_approver_or_session_day_and_warmup_lead,
    continuity_oncall_pattern_and_rota_owner_or_bar_duty_and_rota_keeper,
    continuity_ci_host_and_maintainer_or_spring_trip_and_coach_booker,
    continuity_go_pin_and_bumper_or_annual_dinner_and_organiser,
    continuity_connection_cap_and_tuner_or_chair_count_and_setup_lead,
)
