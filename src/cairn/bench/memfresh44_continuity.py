"""The cross-session continuity templates of `fresh44`: two facts about a subject are said in two
sessions and asked together in a third; another subject's two facts are said in a fourth. In
instances 0, 2 and 4 someone also proposes another value that was not taken up."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memfresh44_pools import (
    counts,
    date,
    form,
    instance,
    morning,
    other,
    people,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, mins, sample

CACHES = ("Valkey", "Memcached", "Dragonfly", "KeyDB", "Garnet", "Hazelcast")
VENUES = (
    "cricket pavilion",
    "scout hall",
    "rowing club terrace",
    "museum garden",
    "lakeside cafe",
    "orchard marquee",
    "community centre",
    "castle courtyard",
)
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")
GO = ("1.21", "1.22", "1.23", "1.24")


@dataclass(frozen=True)
class Told:
    """What a case says: the value, the person, their texts, the other subject's text, a
    proposal not taken up (text, value, who), and the question."""

    value: str
    who: str
    value_text: str
    who_text: str
    frame: str
    proposal: tuple[str, str, str]
    question: str


def _write(c: Case, t: Told, frame_vals: tuple[str, str], software: bool) -> None:
    chat, kind = ("eng chat", "chat") if software else ("group chat", "chat")
    one = say(c, "value", t.value_text, chat, kind, mins(choose_minutes(c)), "s1")
    two = say(c, "who", t.who_text, "message", "message", days(2) + mins(45), "s2")
    say(c, "frame", t.frame, chat, kind, days(1) + mins(15), "s4")
    forbidden = list(frame_vals)
    if instance(c) % 2 == 0:
        text, value, who = t.proposal
        say(c, "idea", text, chat, kind, days(3) + mins(10), "s5")
        forbidden += [value, who]
    c.ask(t.question, after=days(9 + instance(c)))
    c.expect([t.value, t.who], [one, two], forbidden=forbidden)


def choose_minutes(c: Case) -> int:
    return int(c.rng.randrange(30, 480, 30))


def cache_backend_or_season_venue(c: Case) -> None:
    """Which cache a service went with and who decided, or where a group's end-of-season party
    is and who booked it."""
    s = subject(c, 0)
    o = other(c, s)
    who, their_who, idea_who = people(c, 3)
    if s.software:
        mine, theirs, idea = sample(c, CACHES, 3)
        told = Told(
            mine,
            who,
            f"we're going with {mine} as the cache in front of {s.code}",
            f"{who} made the call on the {s.code} cache"
            if turn(c) == 0
            else f"the {s.code} cache choice was {who}'s call",
            f"for {o.code}, {their_who} made the cache call and picked {theirs}",
            (
                f"{idea_who} pitched {idea} for the {s.code} cache, but nobody picked it up",
                idea,
                idea_who,
            ),
            f"Which cache did {s.code} end up with, and who decided on it?",
        )
    else:
        mine, theirs, idea = sample(c, VENUES, 3)
        told = Told(
            mine,
            who,
            f"the end-of-season do for {s.code} is at the {mine}",
            f"{who} booked the {s.code} end-of-season venue"
            if turn(c) == 0
            else f"the {s.code} end-of-season venue was booked by {who}",
            f"{o.code} end-of-season do is at the {theirs}, {their_who} booked it",
            (
                f"{idea_who} floated the {idea} for the {s.code} do, it didn't go anywhere",
                idea,
                idea_who,
            ),
            f"Where is the {s.code} end-of-season party, and who sorted the booking?",
        )
    _write(c, told, (theirs, their_who), s.software)


def release_weekday_or_fees_deadline(c: Case) -> None:
    """The weekday a service releases on and who set it, or the date a group's fees are due and
    who collects them."""
    s = subject(c, 1)
    o = other(c, s)
    who, their_who, idea_who = people(c, 3)
    if s.software:
        mine, theirs, idea = sample(c, WEEKDAYS, 3)
        told = Told(
            mine,
            who,
            f"{s.code} ships every {mine} from now on",
            f"{who} set the {s.code} release day"
            if turn(c) == 0
            else f"the {s.code} release day was set by {who}",
            f"{o.code} ships every {theirs}; {their_who} set that",
            (f"{idea_who} argued for releasing {s.code} on a {idea}, outvoted", idea, idea_who),
            f"What day does {s.code} release on, and who decided that?",
        )
    else:
        found: list[str] = []
        while len(found) < 3:
            d = date(c)
            if d not in found:
                found.append(d)
        mine, theirs, idea = found
        told = Told(
            mine,
            who,
            f"{s.code} fees need to be in by {mine}",
            f"{who} is collecting the {s.code} fees"
            if turn(c) == 0
            else f"the {s.code} fees are being collected by {who}",
            f"{o.code} fees are due {theirs} and {their_who} is collecting",
            (
                f"{idea_who} wanted the {s.code} fees in by {idea}, but it didn't suit most people",
                idea,
                idea_who,
            ),
            f"By when do {s.code} fees have to be paid, and who is gathering them?",
        )
    _write(c, told, (theirs, their_who), s.software)


def go_pin_or_bake_sale_target(c: Case) -> None:
    """The Go release a service is pinned to and who bumps it, or what a group's bake sale aims
    to raise and who runs it."""
    s = subject(c, 2)
    o = other(c, s)
    who, their_who, idea_who = people(c, 3)
    if s.software:
        mine, theirs, idea = sample(c, GO, 3)
        told = Told(
            mine,
            who,
            f"{s.code} is pinned to Go {mine} for now",
            f"{who} looks after the Go bumps for {s.code}"
            if turn(c) == 0
            else f"Go bumps for {s.code} are handled by {who}",
            f"{o.code} sits on Go {theirs}, and {their_who} bumps it",
            (f"{idea_who} suggested moving {s.code} to Go {idea}, parked for now", idea, idea_who),
            f"Which Go release is {s.code} pinned to, and who bumps it?",
        )
    else:
        *pair, top = sorted(sample(c, range(120, 900, 15), 3))  # the ambitious one is the largest
        mine, theirs, idea = (f"£{v}" for v in (*pair, top))
        told = Told(
            mine,
            who,
            f"the {s.code} bake sale is aiming for {mine}",
            f"{who} is running the {s.code} bake sale"
            if turn(c) == 0
            else f"the {s.code} bake sale is being run by {who}",
            f"the {o.code} bake sale wants {theirs}, {their_who} is running it",
            (
                f"{idea_who} said {s.code} should aim for {idea}, bit ambitious, nobody went for it",
                idea,
                idea_who,
            ),
            f"How much is the {s.code} bake sale hoping to raise, and who is in charge of it?",
        )
    _write(c, told, (theirs, their_who), s.software)


def log_retention_or_quiz_headcount(c: Case) -> None:
    """How many days of logs a service keeps and who set it, or how many signed up for a group's
    quiz night and who took the names; the other subject's count in the other form."""
    s = subject(c, 3)
    o = other(c, s)
    who, their_who, idea_who = people(c, 3)
    *pair, x = sorted(counts(c, 3))  # the hoped-for count is the largest
    a, b = pair
    words = turn(c) == 1
    mine, theirs, idea = form(a, words), form(b, not words), form(x, not words)
    if s.software:
        told = Told(
            mine,
            who,
            f"{s.code} keeps its logs for {mine} days",
            f"{who} set the {s.code} log retention"
            if turn(c) == 0
            else f"the {s.code} log retention was set by {who}",
            f"{o.code} keeps logs {theirs} days, {their_who} set that",
            (
                f"{idea_who} wanted {idea} days of logs for {s.code}, it didn't go anywhere",
                idea,
                idea_who,
            ),
            f"How many days of logs does {s.code} hold on to, and who chose that?",
        )
    else:
        told = Told(
            mine,
            who,
            f"{mine} people have signed up for the {s.code} quiz night",
            f"{who} took the names for the {s.code} quiz"
            if turn(c) == 0
            else f"names for the {s.code} quiz were taken by {who}",
            f"{theirs} coming to the {o.code} quiz, {their_who} took the names",
            (f"{idea_who} hoped for {idea} at the {s.code} quiz, wishful thinking", idea, idea_who),
            f"How many are coming to the {s.code} quiz night, and who counted them?",
        )
    _write(c, told, (theirs, their_who), s.software)


def retro_time_or_programme_print(c: Case) -> None:
    """When a service's retros start and who picked the slot, or how many programmes a group is
    printing and who handles the printing."""
    s = subject(c, 4)
    o = other(c, s)
    who, their_who, idea_who = people(c, 3)
    if s.software:
        found: list[str] = []
        while len(found) < 3:
            t = morning(c)
            if t not in found:
                found.append(t)
        mine, theirs, idea = found
        told = Told(
            mine,
            who,
            f"{s.code} retros start at {mine} from now on",
            f"{who} picked the {s.code} retro slot"
            if turn(c) == 0
            else f"the {s.code} retro slot was chosen by {who}",
            f"{o.code} retro is at {theirs}, {their_who} picked it",
            (f"{idea_who} asked for the {s.code} retro at {idea}, no takers", idea, idea_who),
            f"What time do {s.code} retros start, and who picked the slot?",
        )
    else:
        a, b, x = counts(c, 3)
        words = turn(c) == 0
        mine, theirs, idea = form(a, words), form(b, not words), form(x, not words)
        told = Told(
            mine,
            who,
            f"we're printing {mine} programmes for the {s.code} concert",
            f"{who} is sorting the {s.code} printing"
            if turn(c) == 0
            else f"the {s.code} printing is being sorted by {who}",
            f"{o.code} concert: {theirs} programmes, {their_who} printing them",
            (f"{idea_who} thought {s.code} should print {idea}, just a thought", idea, idea_who),
            f"How many programmes are being printed for {s.code}, and who is handling the printing?",
        )
    _write(c, told, (theirs, their_who), s.software)


TEMPLATES = (
    cache_backend_or_season_venue,
    release_weekday_or_fees_deadline,
    go_pin_or_bake_sale_target,
    log_retention_or_quiz_headcount,
    retro_time_or_programme_print,
)
