"""Contradiction templates of `fresh36`: two sources about one subject that disagree (instances
0, 2 and 4 of a template) or agree (1 and 3), beside another subject's value in the first
source's frame (``bench.memfresh36``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from cairn.bench import memfresh36_pools as P
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, sample

Values = Callable[[Case, P.Subject, int], list[str]]


def same(c: Case, v: str) -> str:
    return v


def either_form(c: Case, v: str) -> str:
    """A count in digits or words, by the seed."""
    return P.form(c, int(v))


@dataclass(frozen=True)
class Face:
    """Two sources (their wordings and labels) giving one value, and two questions naming both
    sources; ``second`` writes the second source's form of a value."""

    values: Values
    first: str
    first_label: str
    second_text: str
    second_label: str
    asks: tuple[str, str]
    second: Callable[[Case, str], str] = same


def counted(c: Case, s: P.Subject, k: int) -> list[str]:
    return [str(n) for n in P.counts(c, k)]


def pool(items: tuple[str, ...]) -> Values:
    def make(c: Case, s: P.Subject, k: int) -> list[str]:
        return sample(c, items, k)

    return make


def build(offset: int, software: Face, hobby: Face) -> P.Writer:
    def write(c: Case) -> None:
        s = P.subject(c, offset)
        (o,) = P.others(c, s)
        face = software if s.software else hobby
        one, two, theirs = face.values(c, s, 3)
        differ = P.instance(c) % 2 == 0
        if not differ:
            two = one
        shown = face.second(c, two)
        speaker = choose(c, P.PEOPLE)
        a = P.say(c, "a", P.fill(face.first, s, v=one), face.first_label, days(c.rng.uniform(0, 9)))
        b = P.say(
            c, "b", P.fill(face.second_text, s, v=shown, p=speaker), face.second_label,
            days(c.rng.uniform(2, 12)),
        )  # fmt: skip
        P.say(
            c, "other", P.fill(face.first, o, v=theirs), face.first_label,
            days(c.rng.uniform(0, 12)),
        )  # fmt: skip
        P.side_chat(c, 2, 0, 14)
        c.ask(P.fill(face.asks[P.turn(c)], s), after=days(16 + c.rng.uniform(0, 5)))
        if differ:
            c.expect([one, shown], [a, b], contradictions=[a, b], forbidden=[theirs])
        else:
            c.expect([one], [a, b], forbidden=[theirs])

    return write


contradiction_rate_limit_or_venue_capacity = P.named(
    "contradiction_rate_limit_or_venue_capacity",
    """How many calls a minute one client may make to a service, in config.toml against a wiki
    table, or how many a group's venue holds, on the venue sheet against the caretaker's text.""",
    build(
        0,
        Face(
            counted,
            "config.toml\n[{low}.throttle]\nper_client_per_minute = {v}", "config.toml",
            "| service | calls a minute |\n| {low} | {v} |", "wiki table",
            ("Do config.toml and the wiki table cap {code} clients at the same number of calls"
             " a minute?",
             "Going by config.toml and the wiki table, how many calls a minute may one client"
             " make to {code}?"),
            either_form,
        ),
        Face(
            counted,
            "Venue sheet: {place0} holds {v} people for {code} nights.", "venue sheet",
            "Caretaker: {place0} only fits {v} for {code}, mind", "caretaker's text",
            ("Do the venue sheet and the caretaker's text agree on how many can fit in for"
             " {code}?",
             "According to the venue sheet and the caretaker's text, how many people can a"
             " {code} night hold?"),
            either_form,
        ),
    ),
)  # fmt: skip

contradiction_licence_or_season_ticket = P.named(
    "contradiction_licence_or_season_ticket",
    """The licence a service is released under, in the LICENSE file against package.json, or
    the price of a group's season ticket, in the treasurer's report against the newsletter.""",
    build(
        3,
        Face(
            pool(P.LICENCES),
            "LICENSE file for {code}: SPDX-License-Identifier: {v}", "LICENSE file",
            'package.json ({low}): "license": "{v}"', "package.json",
            ("Do the LICENSE file and package.json give {code} the same licence?",
             "Per the LICENSE file and package.json, under what licence is {code} released?"),
        ),
        Face(
            lambda c, s, k: P.pounds(c, k),
            "Treasurer's report: the {code} season ticket is {v}.", "treasurer's report",
            "Newsletter: {code} season tickets are {v} this year.", "newsletter",
            ("Do the treasurer's report and the newsletter quote the same price for a {code}"
             " season ticket?",
             "Going by the treasurer's report and the newsletter, what does a {code} season"
             " ticket cost?"),
        ),
    ),
)  # fmt: skip

contradiction_region_or_after_pub = P.named(
    "contradiction_region_or_after_pub",
    """The region a service is hosted in, on the team page against a chat export line, or the
    pub a group goes to afterwards, in the handbook against the group chat.""",
    build(
        6,
        Face(
            pool(P.REGIONS),
            "Team page: {code} is hosted in {v}.", "team page",
            "Export · #{low}-infra · {p}: {code} runs out of {v}", "chat export",
            ("Do the team page and the chat export put {code} in the same region?",
             "According to the team page and the chat export, which region is {code}"
             " deployed in?"),
        ),
        Face(
            pool(P.PUBS),
            "Handbook: after {code} we usually head to {v}.", "handbook",
            "{p}: the {code} lot always end up at {v} afterwards", "group chat",
            ("Do the handbook and the group chat agree on where {code} goes for a drink"
             " afterwards?",
             "Going by the handbook and the group chat, which pub do {code} go to after?"),
        ),
    ),
)  # fmt: skip

contradiction_backup_time_or_warmup_time = P.named(
    "contradiction_backup_time_or_warmup_time",
    """When a service's nightly backup starts, in a handover note against backup.toml, or when
    a group's warm-up starts, in a meeting agenda against a sticky note.""",
    build(
        9,
        Face(
            lambda c, s, k: P.clocks(c, k),
            "Handover note: the nightly {code} backup kicks off at {v}.", "handover note",
            '[{low}.backup]\nstarts = "{v}"', "backup.toml",
            ("Do the handover note and backup.toml agree on when the {code} backup starts?",
             "Per the handover note and backup.toml, what time does the nightly {code} backup"
             " begin?"),
        ),
        Face(
            lambda c, s, k: P.clocks(c, k),
            "Meeting agenda, {code}\n1. Apologies\n2. warm-up from {v}\n3. AOB", "meeting agenda",
            "Sticky note on the noticeboard: {code} warm-up {v} sharp", "sticky note",
            ("Do the meeting agenda and the sticky note give the same warm-up time for {code}?",
             "According to the meeting agenda and the sticky note, when does the {code} warm-up"
             " start?"),
        ),
    ),
)  # fmt: skip

contradiction_language_or_shirt_colours = P.named(
    "contradiction_language_or_shirt_colours",
    """The language a service is written in, in stack.csv against the kickoff notes, or a
    group's shirt colours, in the kit list against the captain's text.""",
    build(
        12,
        Face(
            pool(P.LANGUAGES),
            "stack.csv\nproject,written_in\n{low},{v}", "stack.csv",
            "Kickoff notes: {code} is being written in {v}.", "kickoff notes",
            ("Do stack.csv and the kickoff notes say {code} is written in the same language?",
             "Going by stack.csv and the kickoff notes, what language is {code} in?"),
        ),
        Face(
            pool(P.COLOURS),
            "Kit list, {code}: shirts in {v}.", "kit list",
            "Captain: {code} shirts are {v}, don't forget", "captain's text",
            ("Do the kit list and the captain's text agree on the {code} shirt colours?",
             "Per the kit list and the captain's text, what colours do {code} wear?"),
        ),
    ),
)  # fmt: skip

TEMPLATES = (
    contradiction_rate_limit_or_venue_capacity,
    contradiction_licence_or_season_ticket,
    contradiction_region_or_after_pub,
    contradiction_backup_time_or_warmup_time,
    contradiction_language_or_shirt_colours,
)
