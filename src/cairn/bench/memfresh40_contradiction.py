"""Contradiction templates of `fresh40`: two sources state one fact about a subject. In
instances 0, 2 and 4 they disagree (both values expected, both events flagged); in 1 and 3 they
agree (one value, neither flagged). Another subject's value, in the first source's frame, is the
distractor. Instances 0, 1 and 3 ask whether the two sources say the same; 2 and 4 ask for the
value by both."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memfresh40_pools import (
    COLOURS,
    LICENCES,
    NODE_PINS,
    Place,
    amounts,
    clocks,
    coin,
    counts,
    others,
    people,
    place,
    say,
    spell,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, mins, sample


@dataclass(frozen=True)
class Pair:
    """What one case's two sources say: the first source's text and label for a subject and a
    value, the second's, and the two questions (do they agree; what, by both)."""

    first: str
    first_label: str
    second: str
    second_label: str
    agree: str
    value: str


def _write(c: Case, p: Place, pair: Pair, values: tuple[str, str, str], other_code: str) -> None:
    """``values`` are the first source's value, the second's and the other subject's."""
    v1, v2, other = values
    e1 = say(
        c,
        "first",
        pair.first.format(code=p.code, v=v1),
        pair.first_label,
        mins(c.rng.uniform(10, 500)),
    )
    e2 = say(
        c,
        "second",
        pair.second.format(code=p.code, v=v2),
        pair.second_label,
        days(c.rng.uniform(1, 4)),
        "s2",
    )
    say(
        c,
        "other",
        pair.first.format(code=other_code, v=other),
        pair.first_label,
        mins(c.rng.uniform(10, 500)),
    )
    asks_agree = p.instance in (0, 1, 3)
    text = pair.agree if asks_agree else pair.value
    c.ask(text.format(code=p.code), after=days(c.rng.uniform(5, 15)), session="s3")
    if p.instance % 2 == 0:
        c.expect([v1, v2], [e1, e2], contradictions=[e1, e2], forbidden=[other])
    else:
        c.expect([v1], [e1, e2], forbidden=[other])


def log_retention_or_member_cap(c: Case) -> None:
    """How many days a service keeps its logs, in the retention policy against the runbook, or
    how many members a group takes, on the sign-up sheet against the chair's email (agreeing
    sources give one count in digits and in words)."""
    p = place(c, 0)
    (o,) = others(c, p.subject)
    a, b, x = counts(c, 3)
    form = coin(c)
    v1 = spell(a, form)
    v2 = spell(a if p.instance % 2 else b, not form)
    other = spell(x, not form)
    if p.soft:
        pair = Pair(
            "Retention policy, {code}: logs are kept for {v} days, then deleted.",
            "retention policy",
            "Runbook note: {code} log retention is {v} days.",
            "runbook",
            "Do the retention policy and the runbook keep {code} logs for the same number of days?",
            "How many days are {code} logs kept, going by the retention policy and the runbook?",
        )
    else:
        pair = Pair(
            "Sign-up sheet, {code}: membership capped at {v} this year.",
            "sign-up sheet",
            "Email from the chair: we're keeping {code} to {v} members this year.",
            "chair's email",
            "Do the sign-up sheet and the chair's email agree on how many members {code} takes?",
            "How many members can {code} take, according to the sign-up sheet and the chair's email?",
        )
    _write(c, p, pair, (v1, v2, other), o.code)


def node_pin_or_entry_fee(c: Case) -> None:
    """The Node a service runs on, in package.json against the setup guide, or a group's open
    day team entry, on the poster against the treasurer's text."""
    p = place(c, 6)
    (o,) = others(c, p.subject)
    if p.soft:
        v1, b, other = sample(c, NODE_PINS, 3)
        pair = Pair(
            '{{"name": "{code}", "engines": {{"node": "{v}"}}}}',
            "package.json",
            "Setup guide: {code} needs Node {v} installed locally.",
            "setup guide",
            "Do package.json and the setup guide put {code} on the same Node version?",
            "Which Node does {code} run on, per package.json and the setup guide?",
        )
        v2 = v1 if p.instance % 2 else b
        num = {v: v.split()[1] for v in (v1, v2, other)}
        e1 = say(
            c,
            "first",
            pair.first.format(code=p.code.lower(), v=num[v1]),
            pair.first_label,
            mins(c.rng.uniform(10, 500)),
        )
        e2 = say(
            c,
            "second",
            pair.second.format(code=p.code, v=num[v2]),
            pair.second_label,
            days(c.rng.uniform(1, 4)),
            "s2",
        )
        say(
            c,
            "other",
            pair.first.format(code=o.code.lower(), v=num[other]),
            pair.first_label,
            mins(c.rng.uniform(10, 500)),
        )
        text = pair.agree if p.instance in (0, 1, 3) else pair.value
        c.ask(text.format(code=p.code), after=days(c.rng.uniform(5, 15)), session="s3")
        if p.instance % 2 == 0:
            c.expect([v1, v2], [e1, e2], contradictions=[e1, e2], forbidden=[other])
        else:
            c.expect([v1], [e1, e2], forbidden=[other])
        return
    v1, b, other = amounts(c, 3)
    pair = Pair(
        "Poster: {code} open day, entry {v} per team.",
        "poster",
        "Text from the treasurer: {code} open day entry is {v} a team.",
        "treasurer's text",
        "Do the poster and the treasurer's text charge the same team entry for the {code} open day?",
        "What's the team entry fee for the {code} open day, per the poster and the treasurer's text?",
    )
    _write(c, p, pair, (v1, v1 if p.instance % 2 else b, other), o.code)


def security_reviewer_or_captain(c: Case) -> None:
    """Who reviews a service for security, in the env file against the meeting agenda, or who
    captains a group, in the wiki table against the sticky note."""
    p = place(c, 12)
    (o,) = others(c, p.subject)
    v1, b, other = people(c, 3)
    if p.soft:
        pair = Pair(
            "# {code}\n" + p.code.upper() + "_SECURITY_REVIEWER={v}",
            "env file",
            "Meeting agenda, item four: {code} security review, led by {v}.",
            "meeting agenda",
            "Do the env file and the meeting agenda name the same security reviewer for {code}?",
            "Who reviews {code} for security, going by the env file and the meeting agenda?",
        )
        e1 = say(
            c,
            "first",
            pair.first.format(code=p.code, v=v1),
            pair.first_label,
            mins(c.rng.uniform(10, 500)),
        )
        v2 = v1 if p.instance % 2 else b
        e2 = say(
            c,
            "second",
            pair.second.format(code=p.code, v=v2),
            pair.second_label,
            days(c.rng.uniform(1, 4)),
            "s2",
        )
        dis = f"# {o.code}\n{o.code.upper()}_SECURITY_REVIEWER={other}"
        say(c, "other", dis, pair.first_label, mins(c.rng.uniform(10, 500)))
        text = pair.agree if p.instance in (0, 1, 3) else pair.value
        c.ask(text.format(code=p.code), after=days(c.rng.uniform(5, 15)), session="s3")
        if p.instance % 2 == 0:
            c.expect([v1, v2], [e1, e2], contradictions=[e1, e2], forbidden=[other])
        else:
            c.expect([v1], [e1, e2], forbidden=[other])
        return
    pair = Pair(
        "| group | captain |\n|---|---|\n| {code} | {v} |",
        "wiki table",
        "Sticky note on the fridge: {v} captains {code} this season.",
        "sticky note",
        "Do the wiki table and the sticky note agree on who captains {code}?",
        "Who is {code}'s captain, according to the wiki table and the sticky note?",
    )
    _write(c, p, pair, (v1, v1 if p.instance % 2 else b, other), o.code)


def freeze_start_or_warmup_time(c: Case) -> None:
    """When a service's deploy freeze starts, in freeze.csv against the release email, or when a
    group's warm-up starts, on the noticeboard against the captain's text."""
    p = place(c, 18)
    (o,) = others(c, p.subject)
    v1, b, other = clocks(c, 3)
    if p.soft:
        pair = Pair(
            "service,freeze_starts\n{code},{v}",
            "freeze.csv",
            "Email from release management: the {code} deploy freeze starts at {v} on the last working day.",
            "release email",
            "Do freeze.csv and the release email agree on when the {code} deploy freeze begins?",
            "What time does the {code} deploy freeze start, per freeze.csv and the release email?",
        )
    else:
        pair = Pair(
            "Noticeboard: {code} warm-up starts at {v} sharp.",
            "noticeboard",
            "Text from the captain: {code} warm-up is at {v}, don't be late.",
            "captain's text",
            "Do the noticeboard and the captain's text give the same warm-up time for {code}?",
            "When does the {code} warm-up start, going by the noticeboard and the captain's text?",
        )
    _write(c, p, pair, (v1, v1 if p.instance % 2 else b, other), o.code)


def licence_or_club_colour(c: Case) -> None:
    """The licence a service is released under, in pyproject.toml against the README, or a
    group's colour, on the kit order form against the committee minutes."""
    p = place(c, 4)
    (o,) = others(c, p.subject)
    v1, b, other = sample(c, LICENCES if p.soft else COLOURS, 3)
    if p.soft:
        pair = Pair(
            '# {code}\n[project]\nlicense = "{v}"',
            "pyproject.toml",
            "README, {code}: released under the {v} licence.",
            "README",
            "Do pyproject.toml and the README give {code} the same licence?",
            "Which licence is {code} under, going by pyproject.toml and the README?",
        )
    else:
        pair = Pair(
            "Kit order form, {code}: shirts in {v}.",
            "kit order form",
            "Committee minutes: {code} will wear {v} this season.",
            "committee minutes",
            "Do the kit order form and the committee minutes give {code} the same colour?",
            "What colour does {code} play in, per the kit order form and the committee minutes?",
        )
    _write(c, p, pair, (v1, v1 if p.instance % 2 else b, other), o.code)


TEMPLATES = (
    log_retention_or_member_cap,
    node_pin_or_entry_fee,
    security_reviewer_or_captain,
    freeze_start_or_warmup_time,
    licence_or_club_colour,
)
