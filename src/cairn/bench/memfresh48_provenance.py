"""`fresh48` provenance templates: the answer is said once, by a document or file that names the
subject; uncited events say another subject's value in the same frame and a near miss (a value
someone denies holding, a sibling setting of the same subject, a person's preference, a value
only asked about, a plan that never happened)."""

from __future__ import annotations

from collections.abc import Sequence

from cairn.bench.memfresh48_pools import (
    clocks,
    counts,
    early,
    other,
    people,
    refs,
    say,
    subject,
    turn,
    words,
)
from cairn.bench.memgen import Case, Template
from cairn.bench.memset import days

# a text, its label and its source kind
Said = tuple[str, str, str]


def _write(
    c: Case,
    cited: Said,
    rival: Said,
    near: Said,
    answers: Sequence[str],
    forbidden: Sequence[str],
    question: str,
) -> None:
    fact = say(c, "fact", *cited, early(c), "s1")
    say(c, "rival", *rival, early(c, 30) + days(1), "s2")
    say(c, "near", *near, days(c.rng.uniform(2, 4)), "s3")
    c.ask(question, after=days(c.rng.uniform(5, 8)))
    c.expect(answers, [fact], forbidden=forbidden)


def release_signoff_or_kit_steward(c: Case) -> None:
    """Who signs off a service's production releases, or who looks after a group's kit: one
    document says it; another subject's holder is said in the same frame, and someone denies
    holding it."""
    s = subject(c)
    o = other(c, s)
    a, b, rival, q = people(c, 4)
    if s.software:
        if turn(c) == 0:
            cited = (
                f"RELEASING.md ({s.code}): every production release needs a sign-off from {a}.",
                "RELEASING.md",
                "file",
            )
            question = f"Whose sign-off does a {s.code} production release need?"
        else:
            cited = (
                f"{s.code} release guide: a release goes to production once {a} has signed it "
                f"off; {b} only drafts the release notes.",
                "release guide",
                "doc",
            )
            question = f"Who has to approve a {s.code} release before it reaches production?"
        other_said = (
            f"RELEASING.md ({o.code}): every production release needs a sign-off from {rival}.",
            "RELEASING.md",
            "file",
        )
        near = (
            f"for the record, I don't sign off {s.code} releases and never have, whatever the "
            f"old onboarding slides imply ({q})",
            "eng chat",
            "chat",
        )
    else:
        if turn(c) == 0:
            cited = (
                f"{s.code} members' handbook: {a} looks after the club kit, so ask them before "
                "borrowing anything.",
                "members' handbook",
                "doc",
            )
            question = f"Which {s.code} member should you ask before borrowing club kit?"
        else:
            cited = (
                f"The {s.code} kit is looked after by {a}; {b} only keeps a spare key to the "
                "cupboard.",
                "club notes",
                "doc",
            )
            question = f"Who looks after {s.code}'s kit?"
        other_said = (
            f"{o.code} members' handbook: {rival} looks after the club kit, so ask them before "
            "borrowing anything.",
            "members' handbook",
            "doc",
        )
        near = (
            f"people keep asking me for {s.code} kit, but I don't look after it and never did"
            f" - {q}",
            "group chat",
            "chat",
        )
    _write(c, cited, other_said, near, [a], [rival, q], question)


def worker_count_or_raffle_prizes(c: Case) -> None:
    """How many worker processes a service's job runner keeps, or how many prizes a group's
    summer raffle has: a file or note says it; another subject's count is in the same frame,
    and a sibling count of the same subject (its connection pool, its ticket books) is said
    in the other form."""
    s = subject(c)
    o = other(c, s)
    n, sib, rival = counts(c, 3)
    digits = turn(c) == 0
    answer = str(n) if digits else words(n)
    sib_said = words(sib) if digits else str(sib)
    if s.software:
        if digits:
            cited = (f"# {s.code}\n[pool]\nworkers = {n}", "workers.toml", "file")
            other_said = (f"# {o.code}\n[pool]\nworkers = {rival}", "workers.toml", "file")
        else:
            cited = (
                f"{s.code} capacity notes: the job runner keeps {answer} worker processes busy.",
                "capacity notes",
                "doc",
            )
            other_said = (
                f"{o.code} capacity notes: the job runner keeps {rival} worker processes busy.",
                "capacity notes",
                "doc",
            )
        near = (
            f"{s.code}'s database connection pool is capped at {sib_said}, a separate setting "
            "from the job runner",
            "infra chat",
            "chat",
        )
        question = f"How many worker processes does {s.code}'s job runner keep?"
    else:
        if digits:
            cited = (
                f"{s.code} summer raffle: {n} prizes donated and logged.",
                "raffle sheet",
                "doc",
            )
            other_said = (
                f"{o.code} summer raffle: {rival} prizes donated and logged.",
                "raffle sheet",
                "doc",
            )
        else:
            cited = (
                f"Text from the secretary: the {s.code} summer raffle has {answer} prizes this "
                "year.",
                "secretary's text",
                "message",
            )
            other_said = (
                f"Text from the secretary: the {o.code} summer raffle has {rival} prizes this "
                "year.",
                "secretary's text",
                "message",
            )
        near = (
            f"{s.code} has sold {sib_said} books of raffle tickets so far",
            "group chat",
            "chat",
        )
        question = f"How many prizes are there in the {s.code} summer raffle?"
    _write(c, cited, other_said, near, [answer], [str(rival), sib_said], question)


def backup_start_or_rehearsal_close(c: Case) -> None:
    """When a service's nightly backup starts, or when a group's rehearsals finish: a file or
    schedule says it; another subject's time is in the same frame, and a person says the time
    they would prefer."""
    s = subject(c)
    o = other(c, s)
    (q,) = people(c, 1)
    if s.software:
        at, rival, pref = clocks(c, 3, (1, 2, 3, 4, 5))
        hh, mm = at.split(":")
        if turn(c) == 0:
            cited = (
                f"# {s.code} nightly backup, {at} UTC\n{mm} {hh} * * * /srv/{s.tag}/bin/backup",
                "crontab",
                "file",
            )
        else:
            cited = (
                f"{s.code} ops handbook: the nightly backup starts at {at} UTC.",
                "ops handbook",
                "doc",
            )
        rh, rm = rival.split(":")
        other_said = (
            f"# {o.code} nightly backup, {rival} UTC\n{rm} {rh} * * * /srv/{o.tag}/bin/backup",
            "crontab",
            "file",
        )
        near = (
            f"personally I'd rather the {s.code} backup ran at {pref}, but it's not my call ({q})",
            "ops chat",
            "chat",
        )
        question = (
            f"At what time does {s.code}'s nightly backup start?"
            if turn(c) == 0
            else f"When does the {s.code} nightly backup kick off?"
        )
    else:
        at, rival, pref = clocks(c, 3, (19, 20, 21, 22))
        if turn(c) == 0:
            cited = (
                f"{s.code} rehearsals finish at {at} sharp; the hall is locked straight after.",
                "rehearsal schedule",
                "doc",
            )
        else:
            cited = (
                f"Text from the leader: we pack up {s.code} rehearsals at {at} every week.",
                "leader's text",
                "message",
            )
        other_said = (
            f"{o.code} rehearsals finish at {rival} sharp; the hall is locked straight after.",
            "rehearsal schedule",
            "doc",
        )
        near = (
            f"for what it's worth I'd prefer we finished {s.code} rehearsals at {pref} - {q}",
            "group chat",
            "chat",
        )
        question = (
            f"What time do {s.code} rehearsals finish?"
            if turn(c) == 0
            else f"When does a {s.code} rehearsal wrap up?"
        )
    _write(c, cited, other_said, near, [at], [rival, pref], question)


def error_project_or_insurance_policy(c: Case) -> None:
    """Which tracker project a service reports its errors to, or a group's liability insurance
    policy number: a file or note says it; another subject's reference is in the same frame,
    and someone only asks about another reference, unanswered."""
    s = subject(c)
    o = other(c, s)
    (q,) = people(c, 1)
    if s.software:
        ref, asked = refs(c, 2, s.tag)
        (rival,) = refs(c, 1, o.tag)
        if turn(c) == 0:
            cited = (f"[{s.code}]\nproject = {ref}", "errors.ini", "file")
        else:
            cited = (
                f"{s.code} developer guide: errors are reported to the tracker project {ref}.",
                "developer guide",
                "doc",
            )
        other_said = (f"[{o.code}]\nproject = {rival}", "errors.ini", "file")
        near = (
            f"{q} asked whether {s.code} errors land in {asked}; the question went unanswered",
            "dev chat",
            "chat",
        )
        question = (
            f"Which tracker project do {s.code}'s errors get reported to?"
            if turn(c) == 0
            else f"Under what project key are {s.code} errors tracked?"
        )
    else:
        ref, rival, asked = refs(c, 3, "pol")
        if turn(c) == 0:
            cited = (
                f"{s.code} public liability cover: policy number {ref}.",
                "insurance folder",
                "doc",
            )
        else:
            cited = (
                f"Treasurer's note: {s.code}'s liability insurance is under policy {ref}.",
                "treasurer's note",
                "doc",
            )
        other_said = (
            f"{o.code} public liability cover: policy number {rival}.",
            "insurance folder",
            "doc",
        )
        near = (
            f"{q} asked if {s.code}'s insurance was under {asked}; no reply yet",
            "group chat",
            "chat",
        )
        question = (
            f"What is {s.code}'s liability insurance policy number?"
            if turn(c) == 0
            else f"Which policy number covers {s.code}'s public liability?"
        )
    _write(c, cited, other_said, near, [ref], [rival, asked], question)


def code_owners_or_first_aiders(c: Case) -> None:
    """Who owns a service's payments code, or who a group's two first aiders are: one document
    names both; another subject's pair is in the same frame, and someone was to be added in a
    plan that never happened."""
    s = subject(c)
    o = other(c, s)
    a, b, r1, r2, q = people(c, 5)
    if s.software:
        if turn(c) == 0:
            cited = (
                f"# {s.code}\n/payments/ @{a.lower()} @{b.lower()}",
                "CODEOWNERS",
                "file",
            )
            question = f"Who are the code owners of {s.code}'s payments module?"
        else:
            cited = (
                f"{s.code} team page: the payments code is owned by {a} and {b}.",
                "team page",
                "doc",
            )
            question = f"Who owns the payments code in {s.code}?"
        other_said = (
            f"# {o.code}\n/payments/ @{r1.lower()} @{r2.lower()}",
            "CODEOWNERS",
            "file",
        )
        near = (
            f"we'd planned to add {q} as a {s.code} payments owner in the spring, but it never "
            "happened",
            "eng chat",
            "chat",
        )
    else:
        if turn(c) == 0:
            cited = (
                f"{s.code} first aiders this season: {a} and {b}.",
                "first aid list",
                "doc",
            )
            question = f"Who are {s.code}'s first aiders?"
        else:
            cited = (
                f"Email from the committee: {a} and {b} are {s.code}'s trained first aiders.",
                "committee email",
                "email",
            )
            question = f"Which two {s.code} members are the first aiders?"
        other_said = (
            f"{o.code} first aiders this season: {r1} and {r2}.",
            "first aid list",
            "doc",
        )
        near = (
            f"{q} was booked on a first aid course to cover {s.code}, but it was cancelled and "
            "never rebooked",
            "group chat",
            "chat",
        )
    _write(c, cited, other_said, near, [a, b], [r1, r2, q], question)


TEMPLATES: tuple[Template, ...] = (
    release_signoff_or_kit_steward,
    worker_count_or_raffle_prizes,
    backup_start_or_rehearsal_close,
    error_project_or_insurance_policy,
    code_owners_or_first_aiders,
)
