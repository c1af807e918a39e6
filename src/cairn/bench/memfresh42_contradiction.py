"""The contradiction templates of `fresh42`: two sources about one subject that disagree
(instances 0, 2 and 4 of a template) or agree (instances 1 and 3, the second source often
saying the value another way), beside another subject's value in the first source's frame.
The question names both sources; instances 0, 1 and 3 ask whether they agree or say the same."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memfresh42_pools import (
    BRANCHES,
    amounts,
    ask,
    clocks,
    counts,
    form,
    instance,
    others,
    people,
    say,
    subject,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import sample

NODE = ("18.20", "20.11", "20.18", "22.4", "22.9", "22.12")
HOURS = {17: "five", 18: "six", 19: "seven", 20: "eight", 21: "nine", 22: "ten", 23: "eleven"}
PAST = {
    "05": "five past",
    "10": "ten past",
    "15": "quarter past",
    "20": "twenty past",
    "25": "twenty-five past",
    "30": "half past",
}


def spoken(clock: str) -> str:
    """``19:20`` as ``twenty past seven in the evening``."""
    h, m = clock.split(":")
    return f"{PAST[m]} {HOURS[int(h)]} in the evening"


@dataclass(frozen=True)
class Pair:
    """What one contradiction case writes: the first source's text for the asked subject and
    for another, the second source's text, their labels, the question, and the values."""

    first: str
    other: str
    second: str
    labels: tuple[str, str]
    question: str
    mine: str
    theirs: str
    distractor: str


def agrees(c: Case) -> bool:
    return instance(c) in (1, 3)


def yes_no(c: Case) -> bool:
    return instance(c) in (0, 1, 3)


def write(c: Case, p: Pair) -> None:
    """The two sources, the other subject's value, the question; answers and flags by whether
    the two agree."""
    a = say(c, "first", p.first, p.labels[0], 0.3, "s1")
    say(c, "other", p.other, p.labels[0], 0.7 + c.rng.random(), "s1")
    b = say(c, "second", p.second, p.labels[1], 1.5 + c.rng.random() * 2, "s2")
    ask(c, p.question, 5 + c.rng.randrange(4))
    if agrees(c):
        c.expect([p.mine], [a, b], forbidden=[p.distractor])
    else:
        c.expect([p.mine, p.theirs], [a, b], contradictions=[a, b], forbidden=[p.distractor])


def retry_limit_or_membership_cap(c: Case) -> None:
    """How many times a service retries a failed call, in retry.toml against the runbook, or
    how many members a group can take, in the constitution against the secretary's text;
    where they agree the second gives the count in the other form."""
    s = subject(c, 0)
    (o,) = others(c, s, 1)
    v, w, x = counts(c, 3)
    first_words = False if s.software else c.rng.random() < 0.5
    mine = form(v, first_words)
    theirs = form(v, not first_words) if agrees(c) else form(w, c.rng.random() < 0.5)
    if s.software:
        p = Pair(
            f"# {s.code}\n[retry]\nmax_attempts = {v}",
            f"# {o.code}\n[retry]\nmax_attempts = {x}",
            f"Runbook, {s.code}: a failed upstream call is retried {theirs} times before we give up and page someone.",
            ("retry.toml", "runbook"),
            f"Do retry.toml and the runbook give {s.code} the same number of retries?"
            if yes_no(c)
            else f"Going by retry.toml and the runbook, how many times does {s.code} retry a failed call?",
            mine,
            theirs,
            str(x),
        )
    else:
        ox = form(x, c.rng.random() < 0.5)
        p = Pair(
            f"Club constitution, {s.code}: membership is capped at {mine}.",
            f"Club constitution, {o.code}: membership is capped at {ox}.",
            f"Text from the secretary: {s.code} can take {theirs} members, anyone after that goes on the waiting list.",
            ("constitution", "secretary's text"),
            f"Do the constitution and the secretary's text agree on how many members {s.code} can take?"
            if yes_no(c)
            else f"According to the constitution and the secretary's text, how many members can {s.code} have?",
            mine,
            theirs,
            ox,
        )
    write(c, p)


def node_pin_or_kit_deposit(c: Case) -> None:
    """The Node release a service runs on, in package.json against the README, or a group's
    kit deposit, on the membership form against the treasurer's text (which, where they agree,
    gives the amount in pounds written out)."""
    s = subject(c, 7)
    (o,) = others(c, s, 1)
    if s.software:
        mine, other_pin, x = sample(c, NODE, 3)
        theirs = mine if agrees(c) else other_pin
        low = s.code.lower()
        p = Pair(
            f'{{\n  "name": "{low}",\n  "engines": {{ "node": "{mine}" }}\n}}',
            f'{{\n  "name": "{o.code.lower()}",\n  "engines": {{ "node": "{x}" }}\n}}',
            f"README, {s.code}: build and run it on Node {theirs}; older releases are not tested.",
            ("package.json", "README"),
            f"Do package.json and the README pin {s.code} to the same Node release?"
            if yes_no(c)
            else f"Per package.json and the README, which Node version does {s.code} run on?",
            mine,
            theirs,
            x,
        )
    else:
        mine, other_fee, x = amounts(c, 3)
        theirs = mine if agrees(c) else other_fee
        said = f"{mine[1:]} pounds" if agrees(c) else theirs
        p = Pair(
            f"Membership form, {s.code}: a kit deposit of {mine} is taken when shirts are handed out.",
            f"Membership form, {o.code}: a kit deposit of {x} is taken when shirts are handed out.",
            f"Text from the treasurer: the {s.code} kit deposit is {said}, refunded when the shirt comes back.",
            ("membership form", "treasurer's text"),
            f"Do the membership form and the treasurer's text ask the same kit deposit for {s.code}?"
            if yes_no(c)
            else f"According to the membership form and the treasurer's text, what is the {s.code} kit deposit?",
            mine,
            theirs,
            x,
        )
    write(c, p)


def security_reviewer_or_welfare_officer(c: Case) -> None:
    """Who reviews a service's security changes, in CODEOWNERS against the design doc, or who a
    group's welfare officer is, on the club website against the chair's message."""
    s = subject(c, 14)
    (o,) = others(c, s, 1)
    a, b, x = people(c, 3)
    theirs = a if agrees(c) else b
    if s.software:
        p = Pair(
            f"# {s.code}\n/auth/ @{a}",
            f"# {o.code}\n/auth/ @{x}",
            f"Design doc, {s.code}: anything touching login or tokens needs a security review from {theirs}.",
            ("CODEOWNERS", "design doc"),
            f"Do CODEOWNERS and the design doc agree on who reviews {s.code} security changes?"
            if yes_no(c)
            else f"Going by CODEOWNERS and the design doc, whose review does a {s.code} auth change need?",
            a,
            theirs,
            x,
        )
    else:
        p = Pair(
            f"Club website, {s.code}: our welfare officer is {a}.",
            f"Club website, {o.code}: our welfare officer is {x}.",
            f"Message from the chair: {theirs} is {s.code}'s welfare officer, talk to them about anything that worries you.",
            ("club website", "chair's message"),
            f"Do the club website and the chair's message name the same welfare officer for {s.code}?"
            if yes_no(c)
            else f"Per the club website and the chair's message, which person should a worried parent at {s.code} speak to?",
            a,
            theirs,
            x,
        )
    write(c, p)


def freeze_start_or_warm_up_time(c: Case) -> None:
    """When a service's deploy freeze starts, in freeze.yaml against the release calendar, or
    when a group's warm-up starts, in the match programme against the manager's text; where
    they agree the second says the time in words."""
    s = subject(c, 1)
    (o,) = others(c, s, 1)
    mine, other_time, x = clocks(c, 3)
    theirs = mine if agrees(c) else other_time
    said = spoken(mine) if agrees(c) else theirs
    if s.software:
        p = Pair(
            f'# freeze windows\n{s.code.lower()}:\n  freeze_starts: "{mine}"',
            f'# freeze windows\n{o.code.lower()}:\n  freeze_starts: "{x}"',
            f"Release calendar: the {s.code} deploy freeze begins at {said} on the Thursday before each release.",
            ("freeze.yaml", "release calendar"),
            f"Do freeze.yaml and the release calendar start the {s.code} deploy freeze at the same time?"
            if yes_no(c)
            else f"According to freeze.yaml and the release calendar, when does the {s.code} deploy freeze kick in?",
            mine,
            theirs,
            x,
        )
    else:
        p = Pair(
            f"Match programme, {s.code}: warm-up starts at {mine} sharp.",
            f"Match programme, {o.code}: warm-up starts at {x} sharp.",
            f"Text from the manager: {s.code} warm-up is at {said}, please don't be late.",
            ("match programme", "manager's text"),
            f"Do the match programme and the manager's text have {s.code} warming up at the same time?"
            if yes_no(c)
            else f"Going by the match programme and the manager's text, what time should {s.code} players be out warming up?",
            mine,
            theirs,
            x,
        )
    write(c, p)


def default_branch_or_training_ground(c: Case) -> None:
    """The branch a service's pull requests target, in ci.yml against the onboarding guide, or
    where a group trains, on the fixture list against the coach's email."""
    s = subject(c, 8)
    (o,) = others(c, s, 1)
    if s.software:
        mine, other_branch, x = sample(c, BRANCHES, 3)
        theirs = mine if agrees(c) else other_branch
        p = Pair(
            f"# {s.code}\nci:\n  default_branch: {mine}",
            f"# {o.code}\nci:\n  default_branch: {x}",
            f"Onboarding guide, {s.code}: open your pull requests against {theirs} and wait for a green build.",
            ("ci.yml", "onboarding guide"),
            f"Do ci.yml and the onboarding guide agree on the default branch of {s.code}?"
            if yes_no(c)
            else f"Per ci.yml and the onboarding guide, which branch should {s.code} pull requests go to?",
            mine,
            theirs,
            x,
        )
    else:
        first, second = s.places if c.rng.random() < 0.5 else s.places[::-1]
        mine, x = first, o.places[0]
        theirs = mine if agrees(c) else second
        p = Pair(
            f"Fixture list, {s.code}: training is held at {mine}.",
            f"Fixture list, {o.code}: training is held at {x}.",
            f"Email from the coach: {s.code} training is at {theirs} this term, bring both pairs of shoes.",
            ("fixture list", "coach's email"),
            f"Do the fixture list and the coach's email send {s.code} to the same place for training?"
            if yes_no(c)
            else f"According to the fixture list and the coach's email, where does {s.code} train?",
            mine,
            theirs,
            x,
        )
    write(c, p)


TEMPLATES = (
    retry_limit_or_membership_cap,
    node_pin_or_kit_deposit,
    security_reviewer_or_welfare_officer,
    freeze_start_or_warm_up_time,
    default_branch_or_training_ground,
)
