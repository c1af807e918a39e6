"""`fresh48` cross-session continuity templates: a subject's value and the person behind it are
said in two sessions and asked together in a third. Another subject's value and person are said
in a fourth; in instances 0, 2 and 4 a proposal nobody took up, with whoever made it, in a
fifth."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memfresh48_pools import (
    CHANNEL_ENDS,
    DAYS_ALL,
    ENGINES,
    ISLANDS,
    STALLS,
    WEEKDAYS,
    clocks,
    counts,
    early,
    instance,
    other,
    people,
    say,
    subject,
    turn,
    words,
)
from cairn.bench.memgen import Case, Template
from cairn.bench.memset import days


@dataclass(frozen=True)
class Said:
    """What a case says: the value's event, the person's event, the other subject's event, the
    proposal (with its label), and the question."""

    value: str
    person: str
    rival: str
    proposal: str
    proposal_label: str
    question: str


def _write(c: Case, said: Said, answers: list[str], rivals: list[str], proposed: list[str]) -> None:
    a = say(
        c,
        "value",
        said.value,
        "notes" if turn(c) == 0 else "chat",
        "doc" if turn(c) == 0 else "chat",
        early(c, 20),
        "s1",
    )
    b = say(c, "person", said.person, "message", "message", days(c.rng.uniform(1, 3)), "s2")
    say(c, "rival", said.rival, "notes", "doc", days(c.rng.uniform(1, 4)), "s4")
    forbidden = list(rivals)
    if instance(c) in (0, 2, 4):
        say(c, "idea", said.proposal, said.proposal_label, "chat", days(c.rng.uniform(3, 5)), "s5")
        forbidden += proposed
    c.ask(said.question, after=days(c.rng.uniform(6, 9)))
    c.expect(answers, [a, b], forbidden=forbidden)


def search_backend_or_tour_island(c: Case) -> None:
    """Which search backend a service went with and who chose it, or which island a group's
    summer tour goes to and who planned it."""
    s = subject(c)
    o = other(c, s)
    p, rp, q = people(c, 3)
    if s.software:
        v, rv, x = c.rng.sample(list(ENGINES), 3)
        said = Said(
            f"We went with {v} for {s.code} search."
            if turn(c) == 0
            else f"{s.code} search backend: {v}.",
            f"The {s.code} search decision was made by {p}."
            if turn(c) == 0
            else f"{p} picked the search backend for {s.code}.",
            f"{o.code} search runs on {rv}, chosen by {rp}.",
            f"{q} floated {x} for {s.code} search; it went nowhere",
            "eng chat",
            f"Which search backend does {s.code} use, and who chose it?",
        )
    else:
        v, rv, x = c.rng.sample(list(ISLANDS), 3)
        said = Said(
            f"The {s.code} summer tour is going to {v}."
            if turn(c) == 0
            else f"{s.code} summer tour destination: {v}.",
            f"{p} planned the {s.code} summer tour."
            if turn(c) == 0
            else f"The {s.code} summer tour was planned by {p}.",
            f"The {o.code} summer tour is going to {rv}, planned by {rp}.",
            f"{q} put in a word for {x} as the {s.code} tour destination; it didn't catch on",
            "group chat",
            f"Where is {s.code}'s summer tour going, and who planned it?",
        )
    _write(c, said, [v, p], [rv, rp], [x, q])


def handoff_day_or_jumble_day(c: Case) -> None:
    """On which weekday a service's on-call rota hands over and who arranged it, or on which
    day a group's jumble sale is held and who runs it."""
    s = subject(c)
    o = other(c, s)
    p, rp, q = people(c, 3)
    v, rv, x = c.rng.sample(list(WEEKDAYS if s.software else DAYS_ALL), 3)
    if s.software:
        said = Said(
            f"The {s.code} on-call rota hands over every {v}."
            if turn(c) == 0
            else f"{s.code} on-call handover day: {v}.",
            f"{p} arranged the {s.code} on-call handover."
            if turn(c) == 0
            else f"The {s.code} on-call handover was arranged by {p}.",
            f"The {o.code} on-call rota hands over every {rv}; {rp} arranged it.",
            f"{q} suggested a {x} handover for {s.code}; nobody was keen",
            "ops chat",
            f"On which day does the {s.code} on-call rota hand over, and who arranged it?",
        )
    else:
        said = Said(
            f"The {s.code} jumble sale is on a {v} this year."
            if turn(c) == 0
            else f"{s.code} jumble sale day: {v}.",
            f"{p} is running the {s.code} jumble sale."
            if turn(c) == 0
            else f"The {s.code} jumble sale is being run by {p}.",
            f"The {o.code} jumble sale is on a {rv}, run by {rp}.",
            f"{q} wanted the {s.code} jumble sale on a {x}; that idea was dropped",
            "group chat",
            f"On which day is the {s.code} jumble sale, and who is running it?",
        )
    _write(c, said, [v, p], [rv, rp], [x, q])


def log_retention_or_bake_sale(c: Case) -> None:
    """How many days a service keeps its logs and who set it, or how many cakes a group's bake
    sale needs and who is organising the baking."""
    s = subject(c)
    o = other(c, s)
    p, rp, q = people(c, 3)
    v, rv, x = counts(c, 3)
    value = str(v) if turn(c) == 0 else words(v)
    rival = words(rv) if turn(c) == 0 else str(rv)
    idea = str(x) if turn(c) == 0 else words(x)
    if s.software:
        said = Said(
            f"{s.code} keeps its application logs for {value} days.",
            f"{p} set the {s.code} log retention."
            if turn(c) == 0
            else f"The {s.code} log retention was set by {p}.",
            f"{o.code} keeps its application logs for {rival} days; {rp} set that.",
            f"{q} proposed keeping {s.code} logs for {idea} days; shelved",
            "infra chat",
            f"How many days does {s.code} keep its logs, and who set that?",
        )
    else:
        said = Said(
            f"The {s.code} bake sale needs {value} cakes.",
            f"{p} is organising the baking for the {s.code} bake sale."
            if turn(c) == 0
            else f"The {s.code} bake sale baking is organised by {p}.",
            f"The {o.code} bake sale needs {rival} cakes; {rp} is organising it.",
            f"{q} thought the {s.code} bake sale could do with {idea} cakes; nobody agreed",
            "group chat",
            f"How many cakes does the {s.code} bake sale need, and who is organising the baking?",
        )
    _write(c, said, [value, p], [rival, rp], [idea, q])


def deploy_cutoff_or_bonfire_time(c: Case) -> None:
    """The time after which a service takes no deploys and who set it, or when a group's bonfire
    is lit and who lights it."""
    s = subject(c)
    o = other(c, s)
    p, rp, q = people(c, 3)
    v, rv, x = clocks(c, 3, (16, 17, 18, 19, 20, 21))
    if s.software:
        said = Said(
            f"No {s.code} deploys after {v} on a working day."
            if turn(c) == 0
            else f"{s.code} deploy cutoff: {v}.",
            f"{p} set the {s.code} deploy cutoff."
            if turn(c) == 0
            else f"The {s.code} deploy cutoff was set by {p}.",
            f"No {o.code} deploys after {rv}; {rp} set that.",
            f"{q} argued for a {x} cutoff on {s.code}; it didn't fly",
            "dev chat",
            f"What is {s.code}'s deploy cutoff time, and who set it?",
        )
    else:
        said = Said(
            f"The {s.code} bonfire will be lit at {v}."
            if turn(c) == 0
            else f"{s.code} bonfire lighting: {v}.",
            f"{p} lights the {s.code} bonfire."
            if turn(c) == 0
            else f"The {s.code} bonfire is lit by {p}.",
            f"The {o.code} bonfire will be lit at {rv}, by {rp}.",
            f"{q} hoped to light the {s.code} bonfire at {x}; most said no",
            "group chat",
            f"What time is the {s.code} bonfire lit, and who lights it?",
        )
    _write(c, said, [v, p], [rv, rp], [x, q])


def incident_channel_or_fete_stall(c: Case) -> None:
    """Which channel a service's incidents are run in and who set it up, or which stall a group
    runs at the village fete and who is in charge of it."""
    s = subject(c)
    o = other(c, s)
    p, rp, q = people(c, 3)
    if s.software:
        e1, e2, e3 = c.rng.sample(list(CHANNEL_ENDS), 3)
        v, rv, x = f"#{s.tag}-{e1}", f"#{o.tag}-{e2}", f"#{s.tag}-{e3}"
        said = Said(
            f"{s.code} incidents are run in {v}."
            if turn(c) == 0
            else f"{s.code} incident channel: {v}.",
            f"{p} set up the {s.code} incident channel."
            if turn(c) == 0
            else f"The {s.code} incident channel was set up by {p}.",
            f"{o.code} incidents are run in {rv}; {rp} set it up.",
            f"{q} wanted {s.code} incidents in {x} instead; no takers",
            "eng chat",
            f"Which channel are {s.code} incidents run in, and who set it up?",
        )
    else:
        v, rv, x = c.rng.sample(list(STALLS), 3)
        said = Said(
            f"At the village fete {s.code} is running {v}."
            if turn(c) == 0
            else f"{s.code} fete stall: {v}.",
            f"{p} is in charge of the {s.code} fete stall."
            if turn(c) == 0
            else f"The {s.code} fete stall is in {p}'s charge.",
            f"At the village fete {o.code} is running {rv}, with {rp} in charge.",
            f"{q} fancied {x} for {s.code} at the fete; outvoted",
            "group chat",
            f"Which stall is {s.code} running at the village fete, and who is in charge of it?",
        )
    _write(c, said, [v, p], [rv, rp], [x, q])


TEMPLATES: tuple[Template, ...] = (
    search_backend_or_tour_island,
    handoff_day_or_jumble_day,
    log_retention_or_bake_sale,
    deploy_cutoff_or_bonfire_time,
    incident_channel_or_fete_stall,
)
