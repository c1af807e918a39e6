"""`fresh32` contradiction templates: two sources about one subject, which disagree in a
template's instances 0, 2 and 4 and agree in 1 and 3; another subject's value in the first
source's frame is the distractor. No question says "conflict"."""

from __future__ import annotations

from collections.abc import Callable

from cairn.bench.memfresh32_pools import (
    LICENCES,
    MONTHS,
    PINS,
    REGIONS,
    WEEKDAYS,
    Subject,
    amounts,
    counts,
    fact,
    instance,
    others,
    people,
    subject,
    turn,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, sample

OFFSET = 3
Text = Callable[[Subject, str], str]


def _pair(
    c: Case,
    s: Subject,
    o: Subject,
    first: tuple[Text, str],
    second: tuple[Text, str],
    values: tuple[str, str, str],
    question: str,
    *,
    second_form: Callable[[str], str] = str,
) -> None:
    """Write the two cited sources and the distractor. ``values`` is the first source's value,
    the second's when they disagree, and the other subject's; ``second_form`` says a value as
    the second source writes it."""
    mine, differing, theirs = values
    disagree = instance(c) % 2 == 0
    said = differing if disagree else mine
    a = fact(c, "a", first[0](s, mine), first[1], trust=0.85)
    b_text = second[0](s, second_form(said))
    b = fact(c, "b", b_text, second[1], kind="note", trust=0.7, at=c.rng.uniform(2, 20))
    fact(c, "other", first[0](o, theirs), first[1], trust=0.85, at=c.rng.uniform(0, 20))
    c.ask(question, after=days(c.rng.uniform(22, 30)))
    if disagree:
        c.expect([mine, second_form(said)], [a, b], contradictions=[a, b], forbidden=[theirs])
    else:
        c.expect([mine], [a, b], forbidden=[theirs])


def contra_region_or_venue(c: Case) -> None:
    """The region a service runs in (the wiki against a deploy.toml block) or where a group's
    session is held (the handbook against a member's text)."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    (x,) = people(c, 1)
    w = turn(c, 2)
    if s.software:
        mine, differing, theirs = sample(c, REGIONS, 3)
        first: tuple[Text, str] = (
            lambda t, v: f"Wiki, {t.code}: production lives in {v}.",
            "wiki",
        )
        second: tuple[Text, str] = (
            lambda t, v: f'[{t.code.lower()}.deploy]\nregion = "{v}"\nreplicas_min = 2',
            "deploy.toml",
        )
        q = (
            f"Do the wiki and deploy.toml agree on the region {s.code} runs in?",
            f"Going by the wiki and deploy.toml, which region does {s.code} run in?",
        )[w]
    else:
        mine, differing, theirs = s.place, s.place2, o.place
        first = (lambda t, v: f"Handbook, {t.code}: the {t.work} is held at {v}.", "handbook")
        second = (
            lambda t, v: f"Text from {x}: see you at {v} for the {t.code} {t.work}!",
            f"text from {x}",
        )
        q = (
            f"Does {x}'s text put the {s.code} {s.work} in the same place as the handbook?",
            f"Per the handbook and {x}'s text, where is the {s.code} {s.work} held?",
        )[w]
    _pair(c, s, o, first, second, (mine, differing, theirs), q)


def contra_licence_or_membership(c: Case) -> None:
    """The licence a service's code is released under (its README against the pyproject) or a
    year's membership of a group (the handbook against a price list row)."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    w = turn(c, 2)
    if s.software:
        mine, differing, theirs = sample(c, LICENCES, 3)
        first: tuple[Text, str] = (
            lambda t, v: f"README, {t.code}: the code is released under the {v} licence.",
            "README",
        )
        second: tuple[Text, str] = (
            lambda t, v: f'[project]\nname = "{t.code.lower()}"\nlicense = "{v}"',
            "pyproject.toml",
        )
        q = (
            f"Do the README and the pyproject give {s.code} the same licence?",
            f"What licence is {s.code} released under, per the README and the pyproject?",
        )[w]
    else:
        mine, differing, theirs = amounts(c, 3)
        first = (lambda t, v: f"Handbook, {t.code}: membership is {v} a year.", "handbook")
        second = (
            lambda t, v: f"price_list.csv\ngroup,membership\n{t.code},{v}",
            "price list",
        )
        q = (
            f"Does the price list charge the same {s.code} membership as the handbook?",
            f"Going by the handbook and the price list, what does a year of {s.code} cost?",
        )[w]
    _pair(c, s, o, first, second, (mine, differing, theirs), q)


def contra_timeout_or_session_length(c: Case) -> None:
    """A service's upstream timeout in seconds (in words in the runbook, in digits in an env
    file) or how long a group's session lasts in minutes (in words in the handbook, in digits
    on a sticky note); where they agree the answer is the handbook's or runbook's words."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    w = turn(c, 2)
    n0, n1, n2 = counts(c, 3)
    if s.software:
        first: tuple[Text, str] = (
            lambda t, v: f"Runbook, {t.code}: calls upstream give up after {v} seconds.",
            "runbook",
        )
        second: tuple[Text, str] = (
            lambda t, v: f"# {t.code} client\n{t.code.upper()}_UPSTREAM_TIMEOUT_S={v}",
            "env file",
        )
        q = (
            f"Do the runbook and the env file give {s.code} the same upstream timeout?",
            f"How long before {s.code}'s upstream calls give up, per the runbook and the env file?",
        )[w]
    else:
        first = (lambda t, v: f"Handbook, {t.code}: the {t.work} lasts {v} minutes.", "handbook")
        second = (
            lambda t, v: f"Sticky note on the {t.item}: {t.code} {t.work}, {v} minutes, no longer!",
            "sticky note",
        )
        q = (
            f"Do the handbook and the sticky note say the same about how long {s.code}'s "
            f"{s.work} lasts?",
            f"Going by the handbook and the sticky note, how many minutes is the {s.code} "
            f"{s.work}?",
        )[w]
    digits = {words(n): str(n) for n in (n0, n1, n2)}
    _pair(
        c,
        s,
        o,
        first,
        second,
        (words(n0), words(n1), words(n2)),
        q,
        second_form=lambda v: digits[v],
    )


def contra_release_or_practice_day(c: Case) -> None:
    """The day a service releases (the decision log against a member's chat export line) or
    the day a group's session is held (the team page against a member's text message)."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    (x,) = people(c, 1)
    w = turn(c, 2)
    mine, differing, theirs = sample(c, WEEKDAYS, 3)
    if s.software:
        first: tuple[Text, str] = (
            lambda t, v: f"Decision log, {t.code}: releases go out every {v}.",
            "decision log",
        )
        second: tuple[Text, str] = (
            lambda t, v: f"Export · #{t.code.lower()}-dev · {x}: {t.code} release day is {v}",
            "chat export",
        )
        q = (
            f"Does {x}'s chat line give the same {s.code} release day as the decision log?",
            f"Per the decision log and the chat export, on which day does {s.code} release?",
        )[w]
    else:
        first = (lambda t, v: f"Team page, {t.code}: the {t.work} is every {v}.", "team page")
        second = (
            lambda t, v: f"Text message from {x}: {t.code} {t.work} is on {v}, see you there",
            f"text message from {x}",
        )
        q = (
            f"Do the team page and {x}'s text give the same day for the {s.code} {s.work}?",
            f"Which day is the {s.code} {s.work}, going by the team page and {x}'s text?",
        )[w]
    _pair(c, s, o, first, second, (mine, differing, theirs), q)


def contra_version_pin_or_show_month(c: Case) -> None:
    """The database version a service is pinned to (a Makefile variable against a wiki table)
    or the month of a group's annual show (a meeting agenda against the newsletter)."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    (x,) = people(c, 1)
    w = turn(c, 2)
    if s.software:
        mine, differing, theirs = sample(c, PINS, 3)
        first: tuple[Text, str] = (
            lambda t, v: f"# {t.code} database\n{t.code.upper()}_DB_PIN := {v}",
            "Makefile",
        )
        second: tuple[Text, str] = (
            lambda t, v: (
                f"| service | database | pinned by |\n| --- | --- | --- |\n| {t.code} | {v} | {x} |"
            ),
            "wiki table",
        )
        q = (
            f"Check the Makefile against the wiki table: is {s.code} pinned to the same "
            "database version in both?",
            f"Which database version is {s.code} pinned to, per the Makefile and the wiki table?",
        )[w]
    else:
        mine, differing, theirs = sample(c, [m for m in MONTHS if m != "May"], 3)
        first = (
            lambda t, v: f"Meeting agenda, {t.code}\n1. Apologies\n2. Annual show: {v}\n3. Raffle",
            "meeting agenda",
        )
        second = (
            lambda t, v: f"Newsletter: {t.code}'s annual show is in {v} this year, save the date",
            "newsletter",
        )
        q = (
            f"Do the meeting agenda and the newsletter give the same month for {s.code}'s "
            "annual show?",
            f"Per the meeting agenda and the newsletter, in which month is {s.code}'s annual show?",
        )[w]
    _pair(c, s, o, first, second, (mine, differing, theirs), q)


TEMPLATES = (
    contra_region_or_venue,
    contra_licence_or_membership,
    contra_timeout_or_session_length,
    contra_release_or_practice_day,
    contra_version_pin_or_show_month,
)
