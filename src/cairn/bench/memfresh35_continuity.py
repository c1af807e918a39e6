"""``fresh35`` cross-session continuity templates: two facts about one subject said in two
sessions and asked together in a third, beside another subject's two facts in the same frames
(uncited). A template's two wordings use different verbs for the same relation."""

from __future__ import annotations

from cairn.bench.memfresh35_pools import (
    GO,
    ROTAS,
    SHIFTS,
    SOCIAL_PLACES,
    TRIPS,
    WEEKDAYS,
    Subject,
    counts,
    form,
    others,
    people,
    subject,
    turn,
)
from cairn.bench.memfresh35_pools import note as say
from cairn.bench.memgen import Case
from cairn.bench.memset import days, mins, sample


def sessions(
    c: Case,
    s: Subject,
    first: tuple[str, str],
    second: tuple[str, str],
    other: tuple[str, str],
    ask: str,
    answers: tuple[str, str],
    forbidden: tuple[str, str],
) -> None:
    """The first fact in one session, the second in another, the other subject's two facts
    (uncited) beside them, the question in a third session."""
    a = say(c, "one", first[0], first[1], days(2), "s1")
    b = say(c, "two", second[0], second[1], days(11), "s2")
    say(c, "other1", other[0], first[1], days(2) + mins(50), "s1")
    say(c, "other2", other[1], second[1], days(11) + mins(25), "s2")
    c.ask(ask, after=days(19), session="s3")
    c.expect(answers, [a, b], forbidden=forbidden)


def cont_freeze_day_or_match_day(c: Case) -> None:
    """A service's code freeze day and who approves its releases, or a group's match day and
    who keeps the score."""
    s = subject(c, 0)
    (o,) = others(c, s)
    d, e = sample(c, WEEKDAYS, 2)
    p, q = people(c, 2)
    t = turn(c)
    if s.software:
        role = (f"{p} approves every {s.code} release", f"{s.code} releases are approved by {p}")
        other_role = (
            f"{q} approves every {o.code} release",
            f"{o.code} releases are approved by {q}",
        )
        sessions(
            c, s,
            (f"Release calendar: {s.code} code freeze is every {d}", "release calendar"),
            (role[t], "standup notes"),
            (f"Release calendar: {o.code} code freeze is every {e}", other_role[t]),
            (f"On which day does {s.code} freeze, and whose yes do releases need?",
             f"Who approves {s.code} releases, and when does its code freeze?")[t],
            (d, p), (e, q),
        )  # fmt: skip
    else:
        role = (f"{p} keeps the score for {s.code}", f"the {s.code} scorebook is kept by {p}")
        other_role = (f"{q} keeps the score for {o.code}", f"the {o.code} scorebook is kept by {q}")
        sessions(
            c, s,
            (f"Fixtures card: {s.code} match day is {d}", "fixtures card"),
            (role[t], "message from the captain"),
            (f"Fixtures card: {o.code} match day is {e}", other_role[t]),
            (f"Which day does {s.code} play, and who does the scoring?",
             f"Who keeps the {s.code} scorebook, and what's match day?")[t],
            (d, p), (e, q),
        )  # fmt: skip


def cont_connection_cap_or_ticket_allocation(c: Case) -> None:
    """A service's database connection cap and who tuned it, or how many concert tickets each
    member of a group sells and who hands them out."""
    s = subject(c, 3)
    (o,) = others(c, s)
    n, m = counts(c, 2)
    shown = form(c, n)
    p, q = people(c, 2)
    t = turn(c)
    if s.software:
        who = (f"{p} tuned the {s.code} connection pool", f"the {s.code} pool was tuned by {p}")
        sessions(
            c, s,
            (f"Settings note: {s.code} opens at most {shown} database connections",
             "settings note"),
            (who[t], "review notes"),
            (f"Settings note: {o.code} opens at most {m} database connections",
             f"{q} tuned the {o.code} connection pool"),
            (f"Who set the {s.code} connection cap, and what is it?",
             f"How many database connections may {s.code} hold, and who decided?")[t],
            (shown, p), (str(m), q),
        )  # fmt: skip
    else:
        who = (
            f"{p} hands out the {s.code} ticket books",
            f"{s.code} ticket books are handed out by {p}",
        )
        sessions(
            c, s,
            (f"Newsletter: every {s.code} member sells {shown} concert tickets", "newsletter"),
            (who[t], "group chat"),
            (f"Newsletter: every {o.code} member sells {m} concert tickets",
             f"{q} hands out the {o.code} ticket books"),
            (f"How many concert tickets am I meant to sell for {s.code}, and who gives me "
             "the book?",
             f"Who do I get {s.code} concert tickets from, and how many should I shift?")[t],
            (shown, p), (str(m), q),
        )  # fmt: skip


def cont_runner_host_or_tour_destination(c: Case) -> None:
    """The host a service's CI runner lives on and who looks after it, or where a group's tour
    goes and who books the coach."""
    s = subject(c, 6)
    (o,) = others(c, s)
    p, q = people(c, 2)
    t = turn(c)
    if s.software:
        v, x = s.places[0], o.places[0]
        who = (f"{p} maintains the {s.code} runner", f"the {s.code} runner is looked after by {p}")
        sessions(
            c, s,
            (f"Runbook: the {s.code} CI runner sits on {v}", "runbook"),
            (who[t], "handover note"),
            (f"Runbook: the {o.code} CI runner sits on {x}", f"{q} maintains the {o.code} runner"),
            (f"Where does {s.code} CI run, and who keeps that box alive?",
             f"Who looks after the {s.code} runner, and which host is it?")[t],
            (v, p), (x, q),
        )  # fmt: skip
    else:
        v, x = sample(c, TRIPS, 2)
        who = (f"{p} books the {s.code} coach", f"the {s.code} coach is booked by {p}")
        sessions(
            c, s,
            (f"Meeting agenda, {s.code}\n1. Apologies\n2. summer tour: {v}\n3. AOB",
             "meeting agenda"),
            (who[t], "text from the secretary"),
            (f"Meeting agenda, {o.code}\n1. Apologies\n2. summer tour: {x}\n3. AOB",
             f"{q} books the {o.code} coach"),
            (f"Where's the {s.code} tour off to, and who's sorting the coach?",
             f"Who books the {s.code} coach, and where is the tour going?")[t],
            (v, p), (x, q),
        )  # fmt: skip


def cont_go_pin_or_social_venue(c: Case) -> None:
    """The Go release a service is pinned to and who bumps it, or where a group's end of season
    social is and who organises it."""
    s = subject(c, 9)
    (o,) = others(c, s)
    p, q = people(c, 2)
    t = turn(c)
    if s.software:
        v, x = sample(c, GO, 2)
        who = (f"{p} bumps the {s.code} toolchain", f"{s.code} toolchain bumps are done by {p}")
        sessions(
            c, s,
            (f"# {s.code}\n{s.code.upper()}_GO := {v}", "Makefile"),
            (who[t], "standup notes"),
            (f"# {o.code}\n{o.code.upper()}_GO := {x}", f"{q} bumps the {o.code} toolchain"),
            (f"Which Go is {s.code} on, and who upgrades it?",
             f"Who handles {s.code}'s Go upgrades, and what version is it pinned at?")[t],
            (v, p), (x, q),
        )  # fmt: skip
    else:
        v, x = sample(c, SOCIAL_PLACES, 2)
        who = (f"{p} organises the {s.code} social", f"the {s.code} social is organised by {p}")
        sessions(
            c, s,
            (f"Newsletter: the {s.code} end of season social is at {v}", "newsletter"),
            (who[t], "side chat"),
            (f"Newsletter: the {o.code} end of season social is at {x}",
             f"{q} organises the {o.code} social"),
            (f"Where's the {s.code} end of season do, and who's running it?",
             f"Who's organising the {s.code} social, and where is it?")[t],
            (v, p), (x, q),
        )  # fmt: skip


def cont_shift_pattern_or_refreshment_rota(c: Case) -> None:
    """How a service's on-call shifts are split and who draws up the rota, or how a group's
    refreshments rota works and who keeps it."""
    s = subject(c, 12)
    (o,) = others(c, s)
    p, q = people(c, 2)
    t = turn(c)
    if s.software:
        v, x = sample(c, SHIFTS, 2)
        who = (f"{p} draws up the {s.code} on-call rota", f"the {s.code} rota is drawn up by {p}")
        sessions(
            c, s,
            (f"Rota decisions: {s.code} on-call runs as {v}", "rota decisions"),
            (who[t], "message from the lead"),
            (f"Rota decisions: {o.code} on-call runs as {x}",
             f"{q} draws up the {o.code} on-call rota"),
            (f"How does on-call work for {s.code}, and who makes the rota?",
             f"Who puts the {s.code} on-call rota together, and how are shifts split?")[t],
            (v, p), (x, q),
        )  # fmt: skip
    else:
        v, x = sample(c, ROTAS, 2)
        who = (f"{p} keeps the {s.code} refreshments rota",
               f"the {s.code} refreshments rota is kept by {p}")  # fmt: skip
        sessions(
            c, s,
            (f"Handbook: at {s.code}, {v}", "handbook"),
            (who[t], "group chat"),
            (f"Handbook: at {o.code}, {x}", f"{q} keeps the {o.code} refreshments rota"),
            (f"How do refreshments work at {s.code}, and who's in charge of the rota?",
             f"Who runs the {s.code} refreshments rota, and how does it go?")[t],
            (v, p), (x, q),
        )  # fmt: skip


TEMPLATES = (
    cont_freeze_day_or_match_day,
    cont_connection_cap_or_ticket_allocation,
    cont_runner_host_or_tour_destination,
    cont_go_pin_or_social_venue,
    cont_shift_pattern_or_refreshment_rota,
)
