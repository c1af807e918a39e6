"""Cross-session continuity templates of `fresh40`: two facts about a subject said in two
sessions (a value, then who is behind it) and asked together in a third. Both of another
subject's facts, in the same frames, are the distractors."""

from __future__ import annotations

from cairn.bench.memfresh40_pools import (
    DINNERS,
    ENVOY_PINS,
    LANGUAGES,
    MEETING_POINTS,
    TRIPS,
    WEEKDAYS,
    Place,
    coin,
    counts,
    others,
    people,
    place,
    ports,
    say,
    spell,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, mins, sample


def _write(
    c: Case,
    p: Place,
    frames: tuple[str, str, str],
    labels: tuple[str, str],
    values: tuple[str, str, str, str],
    ask: str,
) -> None:
    """``frames``: the value's sentence and the two wordings of who is behind it (``{code}``,
    ``{v}``, ``{who}``); ``values``: the value, the person, the other subject's value and
    person."""
    v, who, ov, owho = values
    (o,) = others(c, p.subject)
    said = frames[1 + p.turn]
    e1 = say(
        c, "value", frames[0].format(code=p.code, v=v), labels[0], mins(c.rng.uniform(10, 400))
    )
    say(c, "ovalue", frames[0].format(code=o.code, v=ov), labels[0], mins(c.rng.uniform(10, 400)))
    after = days(c.rng.uniform(2, 5))
    e2 = say(c, "who", said.format(code=p.code, who=who), labels[1], after, "s2")
    say(
        c,
        "owho",
        said.format(code=o.code, who=owho),
        labels[1],
        after + mins(c.rng.uniform(5, 90)),
        "s2",
    )
    c.ask(ask.format(code=p.code), after=days(c.rng.uniform(6, 12)), session="s3")
    c.expect([v, who], [e1, e2], forbidden=[ov, owho])


def proxy_port_or_lift_point(c: Case) -> None:
    """The port a service's staging proxy listens on and who opened it, or where a group's lifts
    leave from and who organises them."""
    p = place(c, 0)
    who, owho = people(c, 2)
    if p.soft:
        v, ov = ports(c, 2)
        frames = (
            "Staging note: the {code} staging proxy listens on port {v}.",
            "{who} opened the {code} staging proxy port.",
            "The {code} staging proxy port was opened by {who}.",
        )
        labels = ("staging note", "standup notes")
        ask = "Which port does the {code} staging proxy listen on, and who opened it?"
    else:
        v, ov = sample(c, MEETING_POINTS, 2)
        frames = (
            "Lifts for {code} away days leave from {v}.",
            "{who} organises the {code} lift shares.",
            "The {code} lift shares are organised by {who}.",
        )
        labels = ("welcome pack", "group chat")
        ask = "Where do {code} lifts leave from, and who sorts them out?"
    _write(c, p, frames, labels, (v, who, ov, owho), ask)


def worker_language_or_away_trip(c: Case) -> None:
    """The language a service's worker is being rewritten in and who chose it, or where a
    group's away trip goes and who planned it."""
    p = place(c, 6)
    who, owho = people(c, 2)
    v, ov = sample(c, LANGUAGES if p.soft else TRIPS, 2)
    if p.soft:
        frames = (
            "Decision log: the {code} worker is being rewritten in {v}.",
            "{who} made the language call for the {code} worker.",
            "The language for the {code} worker was chosen by {who}.",
        )
        labels = ("decision log", "review notes")
        ask = "What language is the {code} worker being rewritten in, and whose call was it?"
    else:
        frames = (
            "{code} away trip this year: {v}.",
            "{who} planned the {code} away trip.",
            "The {code} away trip was planned by {who}.",
        )
        labels = ("newsletter", "message from the captain")
        ask = "Where is {code} going on its away trip, and who planned it?"
    _write(c, p, frames, labels, (v, who, ov, owho), ask)


def rota_handover_or_training_night(c: Case) -> None:
    """The day a service's on-call rota hands over and who keeps the rota, or the night a group
    trains and who runs the warm-up."""
    p = place(c, 12)
    who, owho = people(c, 2)
    v, ov = sample(c, WEEKDAYS, 2)
    if p.soft:
        frames = (
            "On-call note: the {code} rota hands over every {v} morning.",
            "{who} keeps the {code} on-call rota.",
            "The {code} on-call rota is kept by {who}.",
        )
        labels = ("on-call note", "team page")
        ask = "On which day does the {code} on-call rota hand over, and who keeps the rota?"
    else:
        frames = (
            "{code} trains on {v} nights this term.",
            "{who} runs the {code} warm-up.",
            "The {code} warm-up is run by {who}.",
        )
        labels = ("term card", "message from the secretary")
        ask = "What night does {code} train this term, and who leads the warm-up?"
    _write(c, p, frames, labels, (v, who, ov, owho), ask)


def envoy_pin_or_dinner_venue(c: Case) -> None:
    """The Envoy a service pins its sidecar to and who bumps it, or where a group's end-of-season
    dinner is and who is booking it."""
    p = place(c, 18)
    who, owho = people(c, 2)
    v, ov = sample(c, ENVOY_PINS if p.soft else DINNERS, 2)
    if p.soft:
        frames = (
            "Build note: {code} pins its sidecar to {v}.",
            "{who} bumps the {code} sidecar pin.",
            "Sidecar bumps for {code} are done by {who}.",
        )
        labels = ("build note", "team page")
        ask = "Which Envoy does {code} pin its sidecar to, and who bumps it?"
    else:
        frames = (
            "The {code} end-of-season dinner will be at {v}.",
            "{who} is booking the {code} end-of-season dinner.",
            "The {code} end-of-season dinner is being booked by {who}.",
        )
        labels = ("poster", "message from the secretary")
        ask = "Where is the {code} end-of-season dinner, and who is booking it?"
    _write(c, p, frames, labels, (v, who, ov, owho), ask)


def queue_retention_or_volunteers(c: Case) -> None:
    """How many hours a service keeps queued messages and who set that, or how many volunteers a
    group has for its open day and who is rounding them up; the other subject's count is in the
    other form."""
    p = place(c, 4)
    who, owho = people(c, 2)
    a, b = counts(c, 2)
    form = coin(c)
    v, ov = spell(a, form), spell(b, not form)
    if p.soft:
        frames = (
            "Storage note: {code} keeps queued messages for {v} hours.",
            "{who} set the {code} queue retention.",
            "The {code} queue retention was set by {who}.",
        )
        labels = ("storage note", "ops chat")
        ask = "How many hours does {code} keep queued messages, and who set that?"
    else:
        frames = (
            "The {code} open day has {v} volunteers signed up.",
            "{who} is rounding up the {code} volunteers.",
            "The {code} volunteers are being rounded up by {who}.",
        )
        labels = ("volunteer sheet", "group chat")
        ask = "How many volunteers has {code} got for the open day, and who is rounding them up?"
    _write(c, p, frames, labels, (v, who, ov, owho), ask)


TEMPLATES = (
    proxy_port_or_lift_point,
    worker_language_or_away_trip,
    rota_handover_or_training_night,
    envoy_pin_or_dinner_venue,
    queue_retention_or_volunteers,
)
