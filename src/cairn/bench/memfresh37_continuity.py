"""`fresh37` cross-session continuity templates: two facts about one subject said in two
sessions and asked together in a third, beside both of another subject's facts in the same
frames."""

from __future__ import annotations

from collections.abc import Callable

from cairn.bench.memfresh37_pools import (
    CAMPS,
    LIFTS,
    PARTY_VENUES,
    RUST,
    SHIFTS,
    WEEKDAYS,
    Subject,
    counts,
    days,
    ev,
    form,
    hours,
    others,
    people,
    pick,
    refs,
    side_chat,
    subject,
    turn,
)
from cairn.bench.memgen import Case

Frame = Callable[[Subject, str], str]


def _write(
    c: Case,
    s: Subject,
    fact: tuple[Frame, str],
    who: tuple[Frame, Frame],
    who_label: tuple[str, str],
    values: tuple[str, str],
    questions: tuple[str, str],
) -> None:
    """The first fact in session one, who does it in session two, the other subject's two facts
    beside them; asked in a third session."""
    o = others(c, s)[0]
    p, q = people(c, 2)
    w = turn(c)
    label = who_label[0] if s.software else who_label[1]
    a = ev(c, "a", fact[0](s, values[0]), fact[1], days(c.rng.uniform(0, 1)), "s1")
    ev(c, "d1", fact[0](o, values[1]), fact[1], days(c.rng.uniform(0, 1)), "s1")
    b = ev(c, "b", who[w](s, p), label, days(c.rng.uniform(3, 5)), "s2")
    ev(c, "d2", who[w](o, q), label, days(c.rng.uniform(3, 5)), "s2")
    side_chat(c, 2, days(3), 2, "s2")
    c.ask(questions[w], after=days(7) + hours(c.rng.uniform(1, 8)), session="s3")
    c.expect([values[0], p], [a, b], forbidden=[values[1], q])


def review_day_and_chair_or_social_and_booker(c: Case) -> None:
    """Continuity: the day of a service's sprint review and who chairs it, or the night of a
    group's social and who books the table."""
    s = subject(c, 0)
    values = pick(c, WEEKDAYS, 2)
    if s.software:
        fact: tuple[Frame, str] = (
            lambda x, v: f"Standup notes: {x.code} sprint review is on {v}.",
            "standup notes",
        )
        who: tuple[Frame, Frame] = (
            lambda x, p: f"{p} chairs every {x.code} sprint review.",
            lambda x, p: f"{x.code} sprint reviews are chaired by {p}.",
        )
        questions = (
            f"Which day is the {s.code} sprint review, and who chairs it?",
            f"When does {s.code} hold its sprint review, and who runs it?",
        )
    else:
        fact = (lambda x, v: f"Group chat: {x.code} social night is {v}.", "group chat")
        who = (
            lambda x, p: f"{p} books the table for {x.code} social nights.",
            lambda x, p: f"The {x.code} social night table is booked by {p}.",
        )
        questions = (
            f"Which night is the {s.code} social, and who books the table?",
            f"When is the {s.code} social night, and whose job is the table booking?",
        )
    _write(
        c, s, fact, who, ("rota decisions", "committee minutes"), (values[0], values[1]), questions
    )


def shift_pattern_and_planner_or_lifts_and_coordinator(c: Case) -> None:
    """Continuity: how a service's cover is split into shifts and who plans them, or how a
    group shares lifts and who coordinates them."""
    s = subject(c, 6)
    if s.software:
        values = pick(c, SHIFTS, 2)
        fact: tuple[Frame, str] = (lambda x, v: f"Rota note, {x.code}: cover is {v}.",
                                   "rota note")  # fmt: skip
        who: tuple[Frame, Frame] = (
            lambda x, p: f"{p} plans the {x.code} shifts.",
            lambda x, p: f"{x.code} shifts are planned by {p}.",
        )
        questions = (
            f"How is {s.code} cover split into shifts, and who plans them?",
            f"What shift pattern does {s.code} run, and who draws up the shifts?",
        )
    else:
        values = pick(c, LIFTS, 2)
        fact = (lambda x, v: f"Welcome pack, {x.code}: for away days, {v}.", "welcome pack")
        who = (
            lambda x, p: f"{p} coordinates {x.code} lifts.",
            lambda x, p: f"{x.code} lifts are coordinated by {p}.",
        )
        questions = (
            f"How do lifts work for {s.code} away days, and who coordinates them?",
            f"How does {s.code} share lifts, and who sorts them out?",
        )
    _write(c, s, fact, who, ("rota decisions", "AGM minutes"), (values[0], values[1]), questions)


def artefact_bucket_and_owner_or_camp_and_deposits(c: Case) -> None:
    """Continuity: the bucket a service's artefacts go to and who manages it, or where a
    group's summer camp is and who collects the deposits."""
    s = subject(c, 12)
    if s.software:
        values = [f"{r}-artefacts" for r in refs(c, 2, mixed=False)]
        fact: tuple[Frame, str] = (
            lambda x, v: f"Deploy note: {x.code} artefacts go to the {v} bucket.",
            "deploy note",
        )
        who: tuple[Frame, Frame] = (
            lambda x, p: f"{p} manages the {x.code} artefact bucket.",
            lambda x, p: f"The {x.code} artefact bucket is managed by {p}.",
        )
        questions = (
            f"Which bucket holds {s.code} artefacts, and who manages it?",
            f"Where do {s.code} artefacts get stored, and who looks after that bucket?",
        )
    else:
        values = pick(c, CAMPS, 2)
        fact = (lambda x, v: f"Newsletter: {x.code} summer camp is at {v}.", "newsletter")
        who = (
            lambda x, p: f"{p} collects the {x.code} camp deposits.",
            lambda x, p: f"{x.code} camp deposits are collected by {p}.",
        )
        questions = (
            f"Where is the {s.code} summer camp, and who takes the deposits?",
            f"Where is {s.code} camping this summer, and who do I pay the deposit to?",
        )
    _write(
        c,
        s,
        fact,
        who,
        ("handover note", "message from the secretary"),
        (values[0], values[1]),
        questions,
    )


def rust_pin_and_bumper_or_party_and_organiser(c: Case) -> None:
    """Continuity: the Rust toolchain a service builds with and who bumps it, or where a
    group's winter party is and who organises it."""
    s = subject(c, 18)
    if s.software:
        values = pick(c, RUST, 2)
        fact: tuple[Frame, str] = (
            lambda x, v: f"# {x.code}\nRUST_TOOLCHAIN_{x.code.upper()} ?= {v}",
            "Makefile",
        )
        who: tuple[Frame, Frame] = (
            lambda x, p: f"{p} bumps the {x.code} Rust toolchain.",
            lambda x, p: f"Rust upgrades for {x.code} are done by {p}.",
        )
        questions = (
            f"Which Rust is {s.code} on, and who upgrades it?",
            f"What Rust toolchain does {s.code} build with, and whose job is bumping it?",
        )
    else:
        values = pick(c, PARTY_VENUES, 2)
        fact = (lambda x, v: f"Group chat: {x.code} winter party at {v}.", "group chat")
        who = (
            lambda x, p: f"{p} organises the {x.code} winter party.",
            lambda x, p: f"The {x.code} winter party is organised by {p}.",
        )
        questions = (
            f"Where is the {s.code} winter party, and who is organising it?",
            f"Where's the {s.code} winter do this year, and who's in charge of it?",
        )
    _write(c, s, fact, who, ("decision log", "noticeboard"), (values[0], values[1]), questions)


def worker_count_and_sizer_or_programmes_and_printer(c: Case) -> None:
    """Continuity: how many workers a service runs and who sized the pool, or how many
    programmes a group prints and who prints them."""
    s = subject(c, 4)
    n, m = counts(c, 2)
    if s.software:
        values = (str(n), str(m))
        fact: tuple[Frame, str] = (
            lambda x, v: f"[{x.code.lower()}.workers]\ncount = {v}",
            "workers.toml",
        )
        who: tuple[Frame, Frame] = (
            lambda x, p: f"{p} sized the {x.code} worker pool.",
            lambda x, p: f"The {x.code} worker pool was sized by {p}.",
        )
        questions = (
            f"How many workers does {s.code} run, and who sized the pool?",
            f"What's the {s.code} worker count, and who settled on it?",
        )
    else:
        values = (form(c, n), form(c, m))
        fact = (lambda x, v: f"Set-up note, {x.code}: print {v} programmes.", "set-up note")
        who = (
            lambda x, p: f"{p} prints the {x.code} programmes.",
            lambda x, p: f"The {x.code} programmes are printed by {p}.",
        )
        questions = (
            f"How many programmes get printed for {s.code}, and who prints them?",
            f"How many {s.code} programmes go to print, and whose job is the printing?",
        )
    _write(c, s, fact, who, ("standup notes", "club calendar"), values, questions)


TEMPLATES = (
    review_day_and_chair_or_social_and_booker,
    shift_pattern_and_planner_or_lifts_and_coordinator,
    artefact_bucket_and_owner_or_camp_and_deposits,
    rust_pin_and_bumper_or_party_and_organiser,
    worker_count_and_sizer_or_programmes_and_printer,
)
