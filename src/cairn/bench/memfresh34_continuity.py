"""`fresh34` continuity templates: two facts about a subject said in two sessions, asked about
together in a third; the other subject's two facts, in the same frames and in the same two
sessions, are the distractors. Who holds a role turns between an active and a passive verb."""

from __future__ import annotations

from collections.abc import Callable

from cairn.bench.memfresh34_pools import (
    AWAY,
    CHARITIES,
    DB_PINS,
    DRESS,
    REGIONS,
    SHIFTS,
    WEEKDAYS,
    Subject,
    article,
    at,
    counts,
    form,
    others,
    people,
    pick,
    say,
    subject,
    team_chat,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins, sample

Line = Callable[[Subject, str], str]


def _two_sessions(
    c: Case,
    s: Subject,
    o: Subject,
    fact: tuple[Line, str, str, str],
    role: tuple[Line, str, str, str],
    question: str,
) -> None:
    """``fact`` and ``role`` are (line, this subject's value, the other's value, label): the first
    said in session one, the second in session two, the question in a third."""
    line, value, other, label = fact
    a = at(c, "fact", line(s, value), label, "document", mins(choose(c, range(10, 300))), "s1")
    at(c, "ofact", line(o, other), label, "document", days(1), "s1")
    rline, who, rival, rlabel = role
    b = at(c, "role", rline(s, who), rlabel, "message", days(choose(c, range(3, 7))), "s2")
    at(c, "orole", rline(o, rival), rlabel, "message", days(2) + mins(45), "s2")
    team_chat(c, s.code, 2, days(0), 7, "s2")
    c.ask(question, after=days(9) + mins(choose(c, range(0, 300))))
    c.expect([value, who], [a, b], forbidden=[other, rival])


def release_day_and_cutter_or_practice_day_and_key_holder(c: Case) -> None:
    """The day a service ships and who cuts the release, or the day of a group's sessions and who
    holds the key to the venue."""
    s = subject(c, 0)
    (o,) = others(c, s)
    day, oday = sample(c, WEEKDAYS, 2)
    who, rival = people(c, 2)
    active = turn(c) == 0
    if s.software:
        fact: Line = lambda x, v: f"{x.code} releases go out every {v}."  # noqa: E731
        role: Line = (
            (lambda x, p: f"{p} cuts the {x.code} release.")
            if active
            else (lambda x, p: f"The {x.code} release is cut by {p}.")
        )
        q = pick(
            c,
            (
                f"Which day does {s.code} ship, and who cuts the release?",
                f"When is the {s.code} release day, and who does the cut?",
            ),
        )
    else:
        fact = lambda x, v: f"The {x.code} {x.work} is every {v}."  # noqa: E731
        role = (
            (lambda x, p: f"{p} holds the key to {x.places[0]} for {x.code}.")
            if active
            else (lambda x, p: f"The {x.code} key for {x.places[0]} is held by {p}.")
        )
        q = pick(
            c,
            (
                f"What day is the {s.code} {s.work}, and who unlocks for it?",
                f"Who has the key for {s.code}, and which day do they meet?",
            ),
        )
    _two_sessions(c, s, o, (fact, day, oday, "calendar"), (role, who, rival, "standup notes"), q)


def retention_and_setter_or_raffle_tickets_and_organiser(c: Case) -> None:
    """How many days a service keeps its logs and who set the policy, or how many raffle tickets
    each member of a group sells and who hands the books out, in digits or words."""
    s = subject(c, 3)
    (o,) = others(c, s)
    n, other = counts(c, 2)
    words = form(c)
    who, rival = people(c, 2)
    active = turn(c) == 0
    if s.software:
        fact: Line = lambda x, v: f"{x.code} log retention is {v} days."  # noqa: E731
        role: Line = (
            (lambda x, p: f"{p} sets the {x.code} retention policy.")
            if active
            else (lambda x, p: f"The {x.code} retention policy is set by {p}.")
        )
        q = pick(
            c,
            (
                f"Who decides how long {s.code} keeps logs, and for how many days?",
                f"How many days of logs does {s.code} keep, and who set that?",
            ),
        )
    else:
        fact = lambda x, v: f"Each {x.code} member sells {v} raffle tickets this year."  # noqa: E731
        role = (
            (lambda x, p: f"{p} hands out the {x.code} raffle books.")
            if active
            else (lambda x, p: f"The {x.code} raffle books are handed out by {p}.")
        )
        q = pick(
            c,
            (
                f"How many raffle tickets must I sell for {s.code}, and who gives me the book?",
                f"Who hands out the {s.code} raffle books, and how many tickets each?",
            ),
        )
    _two_sessions(
        c,
        s,
        o,
        (fact, say(n, words), say(other, words), "settings note" if s.software else "newsletter"),
        (role, who, rival, "message"),
        q,
    )


def region_and_account_owner_or_away_venue_and_driver(c: Case) -> None:
    """The region a service runs in and who owns its cloud account, or where a group's next away
    session is and who drives the minibus there."""
    s = subject(c, 6)
    (o,) = others(c, s)
    who, rival = people(c, 2)
    active = turn(c) == 0
    if s.software:
        value, other = sample(c, REGIONS, 2)
        fact: Line = lambda x, v: f"{x.code} runs in {v}."  # noqa: E731
        role: Line = (
            (lambda x, p: f"{p} owns the {x.code} cloud account.")
            if active
            else (lambda x, p: f"The {x.code} cloud account belongs to {p}.")
        )
        q = pick(
            c,
            (
                f"Which region is {s.code} in, and whose cloud account is it?",
                f"Who owns the {s.code} cloud account, and what region does it run in?",
            ),
        )
    else:
        value, other = sample(c, AWAY, 2)
        fact = lambda x, v: f"The next away {x.work} for {x.code} is at {v}."  # noqa: E731
        role = (
            (lambda x, p: f"{p} drives the {x.code} minibus to away fixtures.")
            if active
            else (lambda x, p: f"The {x.code} minibus to away fixtures is driven by {p}.")
        )
        q = pick(
            c,
            (
                f"Where is the next {s.code} away {s.work}, and who's driving?",
                f"Who drives the {s.code} minibus, and where to next time?",
            ),
        )
    _two_sessions(
        c, s, o, (fact, value, other, "kickoff notes"), (role, who, rival, "group chat"), q
    )


def db_pin_and_upgrader_or_charity_and_liaison(c: Case) -> None:
    """The Postgres a service is pinned to and who does its database upgrades, or a group's
    charity of the year and who liaises with it."""
    s = subject(c, 9)
    (o,) = others(c, s)
    who, rival = people(c, 2)
    active = turn(c) == 0
    if s.software:
        value, other = sample(c, DB_PINS, 2)
        fact: Line = lambda x, v: f"{x.code} is pinned to {v}."  # noqa: E731
        role: Line = (
            (lambda x, p: f"{p} does the {x.code} database upgrades.")
            if active
            else (lambda x, p: f"The {x.code} database upgrades are done by {p}.")
        )
        q = pick(
            c,
            (
                f"Who looks after {s.code}'s database upgrades, and what is it pinned to?",
                f"Which Postgres does {s.code} run, and who upgrades it?",
            ),
        )
    else:
        value, other = sample(c, CHARITIES, 2)
        fact = lambda x, v: f"The {x.code} charity this year is {v}."  # noqa: E731
        role = (
            (lambda x, p: f"{p} liaises with the charity for {x.code}.")
            if active
            else (lambda x, p: f"The charity contact for {x.code} is {p}.")
        )
        q = pick(
            c,
            (
                f"Which charity is {s.code} backing this year, and who's our contact with them?",
                f"Who talks to the {s.code} charity, and which charity is it?",
            ),
        )
    _two_sessions(c, s, o, (fact, value, other, "review notes"), (role, who, rival, "side chat"), q)


def on_call_shift_and_rota_lead_or_dress_code_and_kit_orderer(c: Case) -> None:
    """How a service's on-call shifts run and who draws up the rota, or a group's dress for
    events and who orders the kit."""
    s = subject(c, 12)
    (o,) = others(c, s)
    who, rival = people(c, 2)
    active = turn(c) == 0
    if s.software:
        value, other = sample(c, SHIFTS, 2)
        fact: Line = lambda x, v: f"{x.code} on-call pattern: {v}."  # noqa: E731
        role: Line = (
            (lambda x, p: f"{p} draws up the {x.code} on-call rota.")
            if active
            else (lambda x, p: f"The {x.code} on-call rota is drawn up by {p}.")
        )
        q = pick(
            c,
            (
                f"Who puts the {s.code} on-call rota together, and how do the shifts run?",
                f"How are {s.code} on-call shifts split, and who makes the rota?",
            ),
        )
    else:
        value, other = sample(c, DRESS, 2)
        fact = lambda x, v: f"{x.code} dress for events: {v}."  # noqa: E731
        role = (
            (lambda x, p: f"{p} orders the {x.code} kit.")
            if active
            else (lambda x, p: f"The {x.code} kit is ordered by {p}.")
        )
        q = pick(
            c,
            (
                f"What do I wear to {article(s.code)} event, and who orders the kit?",
                f"Who orders kit for {s.code}, and what's the dress for events?",
            ),
        )
    _two_sessions(
        c, s, o, (fact, value, other, "rota decisions"), (role, who, rival, "text message"), q
    )


TEMPLATES = (
    release_day_and_cutter_or_practice_day_and_key_holder,
    retention_and_setter_or_raffle_tickets_and_organiser,
    region_and_account_owner_or_away_venue_and_driver,
    db_pin_and_upgrader_or_charity_and_liaison,
    on_call_shift_and_rota_lead_or_dress_code_and_kit_orderer,
)
