"""The contradiction templates of `fresh38`: two named sources state one fact about a subject,
and another subject's value sits in the first source's frame in an event of its own. Instances
0, 2 and 4 of each template disagree (both values are expected and both events flagged); 1 and 3
agree (the first source's form is expected, nothing is flagged). Some questions ask whether the
two sources say the same, the others ask for the value going by both; none says "conflict"."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memfresh38_pools import (
    draw,
    flip,
    fmt,
    instance,
    others,
    say,
    shape,
    side_chat,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins


@dataclass(frozen=True)
class Face:
    """One face: the kind of value, the two sources' wordings and labels, and the two questions
    (whether they say the same; the value going by both)."""

    kind: str
    first: str
    first_label: str
    second: str
    second_label: str
    same: str
    value: str
    digits: bool = False  # is the first source's count always in digits?


def _write(c: Case, offset: int, software: Face, hobby: Face) -> None:
    s = subject(c, offset)
    face = software if s.software else hobby
    (o,) = others(c, s)
    raw = draw(c, face.kind, s, o)
    a = shape(c, raw[0], face.digits)
    agree = instance(c) % 2 == 1
    if agree:
        b = choose(c, (a, flip(raw[0], a))) if raw[0].isdigit() and len(raw[0]) == 2 else a
    else:
        b = shape(c, raw[2], False)
    theirs = shape(c, raw[1], face.digits)
    start = mins(c.rng.randint(0, 300))
    one = say(c, "first", fmt(face.first, s, [a]), face.first_label, start)
    two = say(c, "second", fmt(face.second, s, [b]), face.second_label,
              start + days(c.rng.uniform(1, 9)), session="s2")  # fmt: skip
    say(c, "other", fmt(face.first, o, [theirs]), face.first_label,
        start + days(c.rng.uniform(0.2, 5)))  # fmt: skip
    side_chat(c, 2, start, 9, session="s2")
    c.ask(fmt(face.same if turn(c) == 0 else face.value, s),
          after=start + days(c.rng.uniform(11, 18)))  # fmt: skip
    c.expect(
        [a] if agree else [a, b],
        [one, two],
        contradictions=[] if agree else [one, two],
        forbidden=[theirs],
    )


def rate_limit_or_members(c: Case) -> None:
    """How many requests a minute a service takes from one client, in limits.json against the
    README, or how many members a group has signed up, on a sticky note against a text
    message."""
    _write(
        c, 0,
        Face(
            "count",
            '{{"{lc}": {{"requests_per_minute": {v}}}}}', "limits.json",
            "## Limits\n{c} accepts {v} requests per minute from any one client.", "README",
            "Do limits.json and the README allow the same number of requests per minute on {c}?",
            "Going by limits.json and the README, how many requests a minute will {c} take "
            "from one client?",
            digits=True,
        ),
        Face(
            "count",
            "Sticky note: {c} has {v} members signed up this season", "sticky note",
            "Text message: we've got {v} signed up for {c} now", "text message",
            "Do the sticky note and the text message give the same number of {c} members?",
            "According to the sticky note and the text message, how many members has {c} "
            "signed up this season?",
            digits=True,
        ),
    )  # fmt: skip


def python_pin_or_season_fee(c: Case) -> None:
    """The Python a service needs, in pyproject.toml against CONTRIBUTING.md, or what a season
    costs at a group, on the price list against the committee minutes."""
    _write(
        c, 6,
        Face(
            "python",
            '# {c}\n[tool.{lc}]\nruntime = "{v}"', "pyproject.toml",
            "CONTRIBUTING: set up {c} with {v} before running the tests.", "CONTRIBUTING.md",
            "Do pyproject.toml and CONTRIBUTING.md pin {c} to the same Python?",
            "Per pyproject.toml and CONTRIBUTING.md, which Python does {c} need?",
        ),
        Face(
            "amount",
            "Price list, {c}: adult season ticket {v}", "price list",
            "Committee minutes: the {c} season fee was agreed at {v}.", "committee minutes",
            "Do the price list and the committee minutes charge the same for a {c} season?",
            "Going by the price list and the committee minutes, what does a {c} season cost?",
        ),
    )  # fmt: skip


def dataset_owner_or_scorer(c: Case) -> None:
    """Who owns a service's dataset, in owners.csv against a chat export line, or who keeps
    score for a group, on the team sheet against a group chat export."""
    _write(
        c, 12,
        Face(
            "person",
            "dataset,owner\n{lc}-main,{v}", "owners.csv",
            "[chat export] #data-owners · {v} is the owner of the {c} dataset", "chat export",
            "Do owners.csv and the chat export name the same owner for the {c} dataset?",
            "According to owners.csv and the chat export, who owns the {c} dataset?",
        ),
        Face(
            "person",
            "Team sheet, {c}: scorer — {v}", "team sheet",
            "[group chat export] {v} is keeping score for {c} this season", "group chat export",
            "Do the team sheet and the group chat export name the same scorer for {c}?",
            "Going by the team sheet and the group chat export, who keeps score for {c}?",
        ),
    )  # fmt: skip


def deploy_freeze_or_warm_up(c: Case) -> None:
    """When a service's weekly deploy freeze begins, in its env file against the ops calendar,
    or when a group's warm-up starts, on the fixtures card against a meeting agenda."""
    _write(
        c, 18,
        Face(
            "clock",
            "# {c}\n{C}_FREEZE_START={v}", "env file",
            "Ops calendar: the {c} deploy freeze begins at {v} every Friday.", "ops calendar",
            "Do the env file and the ops calendar agree on when the {c} deploy freeze begins?",
            "Per the env file and the ops calendar, what time does the {c} deploy freeze start?",
        ),
        Face(
            "clock",
            "Fixtures card: {c} warm-up from {v}", "fixtures card",
            "Meeting agenda, {c}\n1. Welcome\n2. warm-up starts {v}\n3. Any other business",
            "meeting agenda",
            "Do the fixtures card and the meeting agenda give the same warm-up time for {c}?",
            "Going by the fixtures card and the meeting agenda, when does the {c} warm-up "
            "start?",
        ),
    )  # fmt: skip


def default_locale_or_shirt_colour(c: Case) -> None:
    """The locale a service defaults to, in its Makefile against the runbook, or the colour of a
    group's shirts, in the newsletter against the captain's text."""
    _write(
        c, 4,
        Face(
            "locale",
            "# {c}\nLOCALE_{C} ?= {v}", "Makefile",
            "Runbook: {c} renders dates and prices in {v} by default.", "runbook",
            "Do the Makefile and the runbook set the same default locale for {c}?",
            "Going by the Makefile and the runbook, which locale does {c} default to?",
        ),
        Face(
            "colour",
            "Newsletter: {c} wear {v} shirts at every event.", "newsletter",
            "Captain's text: {c} shirts are {v} this year", "captain's text",
            "Do the newsletter and the captain's text give {c} the same shirt colour?",
            "According to the newsletter and the captain's text, what colour are {c} shirts?",
        ),
    )  # fmt: skip


TEMPLATES = (
    rate_limit_or_members,
    python_pin_or_season_fee,
    dataset_owner_or_scorer,
    deploy_freeze_or_warm_up,
    default_locale_or_shirt_colour,
)
