"""Templates of ``generated`` (``bench.memgen_templates``): six, cross. Moved out of the
set module unchanged; the frozen copy it writes is checked byte for byte."""

from __future__ import annotations

from datetime import timedelta

from cairn.bench.memgen import Case
from cairn.bench.memgen_pools import (
    BUGS,
    COLOURS,
    DECISIONS,
    FEATURES,
    LIBS,
    LOG_FORMATS,
    MONTHS,
    OPEN_QUESTIONS,
    PACKAGES,
    PEOPLE,
    REVIEW_STYLES,
    STEPS,
    TASKS,
    _bare,
    _cap,
    _days,
    _mins,
    _pr,
    _repo,
    _service,
    _ticket,
    _two_services,
    _version,
)

# -- six-month recall -----------------------------------------------------------------------------


def _old(c: Case) -> timedelta:
    return _days(c.rng.randint(190, 260))


def release_branch_names(c: Case) -> None:
    repo = _repo(c)
    year = c.rng.randint(2024, 2026)
    rel = c.pick([f"release/{year}.MM", f"rel-{year}-qN", "release/vMAJOR.MINOR"])
    hot = c.pick(["hotfix/TICKET", "fix/short-name", "patch/DATE"])
    e1 = c.event(
        "release",
        c.pick(
            [
                f"{repo} release branches are named {rel}.",
                f"Branch naming in {repo}: release branches follow {rel}.",
            ]
        ),
        label=c.pick(["branching ADR", "CONTRIBUTING.md"]),
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "hotfix",
        c.pick(
            [
                f"{repo} hotfix branches are named {hot}.",
                f"Branch naming in {repo}: hotfix branches follow {hot}.",
            ]
        ),
        label=c.pick(["branching ADR", "CONTRIBUTING.md"]),
        kind="document",
        trust=0.9,
        after=_mins(3),
        session="s1",
    )
    c.ask(
        c.pick(
            [
                f"How are {repo} release branches named?",
                f"It has been a while: what naming pattern do release branches in {repo} use?",
            ]
        ),
        after=_old(c),
    )
    c.expect([rel], [e1], forbidden=[hot])


def chosen_library_not_the_rejected_one(c: Case) -> None:
    svc = _service(c)
    purpose = c.pick(list(LIBS))
    chosen, dropped = c.rng.sample(LIBS[purpose], 2)
    e1 = c.event(
        "chosen",
        c.pick(
            [
                f"For {purpose} in {svc}, we chose {chosen}.",
                f"Decision: {svc} uses {chosen} for {purpose}.",
                f"We went with {chosen} for {purpose} in {svc}.",
            ]
        ),
        label=c.pick(["ADR", "design review", "architecture decision"]),
        kind="document",
        trust=0.92,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "dropped",
        c.pick(
            [
                f"We ruled out {dropped} for {purpose} in {svc}.",
                f"{dropped} was rejected for {svc} {purpose}.",
                f"Not {dropped}: too heavy for {purpose} in {svc}.",
            ]
        ),
        label=c.pick(["ADR", "design review", "architecture decision"]),
        kind="document",
        trust=0.92,
        after=_mins(4),
        session="s1",
    )
    c.ask(
        c.pick(
            [
                f"Which library did we pick for {purpose} in {svc}?",
                f"Months ago we decided how {svc} does {purpose}: which library was it?",
            ]
        ),
        after=_old(c),
    )
    c.expect([chosen], [e1], forbidden=[dropped])


def canary_split_two_parts(c: Case) -> None:
    svc = _service(c)
    canary = c.rng.choice([5, 10, 15, 20, 25])
    stable = 100 - canary
    e1 = c.event(
        "split",
        c.pick(
            [
                f"The {_bare(svc)} canary rollout sends {canary}% of traffic to the canary and"
                f" {stable}% to stable.",
                f"Canary split for {svc}: {canary}% canary, {stable}% stable.",
            ]
        ),
        label=c.pick(["rollout plan", "deploy ADR"]),
        kind="document",
        trust=0.93,
        after=_mins(0),
        session="s1",
    )
    c.ask(
        c.pick(
            [
                f"What canary traffic split did we settle on for {svc}?",
                f"Remind me of the two-part canary split for {svc}.",
            ]
        ),
        after=_old(c),
    )
    c.expect([f"{canary}%", f"{stable}%"], [e1])


def cache_key_by_build_kind(c: Case) -> None:
    repo = _repo(c)
    k1 = f"ci-cache-v{c.rng.randint(2, 9)}"
    k2 = f"pr-deps-{c.rng.randint(10, 99)}"
    e1 = c.event(
        "nightly",
        c.pick(
            [
                f"For nightly builds of {repo}, the CI cache key prefix is {k1}.",
                f"{repo} nightly builds use the cache key prefix {k1}.",
            ]
        ),
        label=c.pick(["CI config notes", "build docs"]),
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "pr",
        c.pick(
            [
                f"For pull-request builds of {repo}, the CI cache key prefix is {k2}.",
                f"{repo} pull-request builds use the cache key prefix {k2}.",
            ]
        ),
        label=c.pick(["CI config notes", "build docs"]),
        kind="document",
        trust=0.9,
        after=_mins(6),
        session="s1",
    )
    c.ask(
        c.pick(
            [
                f"What cache key prefix do {repo} nightly builds use?",
                f"Which CI cache key prefix did we set for nightly builds of {repo}?",
            ]
        ),
        after=_old(c),
    )
    c.expect([k1], [e1], forbidden=[k2])


def incident_ticket_long_ago(c: Case) -> None:
    a, b = _two_services(c)
    t1, t2 = _ticket(c), _ticket(c)
    while t2 == t1:
        t2 = _ticket(c)
    month = c.pick(MONTHS)
    e1 = c.event(
        "outage",
        c.pick(
            [
                f"The {_bare(a)} outage in {month} was tracked in {t1}.",
                f"{t1} is the ticket for the {month} outage of {a}.",
            ]
        ),
        label=c.pick(["incident log", "postmortem index"]),
        kind="ticket",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "latency",
        c.pick(
            [
                f"The {_bare(b)} latency incident in {month} was tracked in {t2}.",
                f"{t2} is the ticket for the {month} latency incident of {b}.",
            ]
        ),
        label=c.pick(["incident log", "postmortem index"]),
        kind="ticket",
        trust=0.9,
        after=_mins(9),
        session="s1",
    )
    c.ask(
        c.pick(
            [
                f"Which ticket tracked the {_bare(a)} outage back in {month}?",
                f"What was the ticket number for the {month} outage of {a}?",
            ]
        ),
        after=_old(c),
    )
    c.expect([t1], [e1], forbidden=[t2])


def pinned_dependency_long_ago(c: Case) -> None:
    repo = _repo(c)
    pkg = c.pick(PACKAGES)
    ver = _version(c, False)
    e1 = c.event(
        "pin",
        c.pick(
            [
                f"We pinned {pkg} to {ver} in {repo} because of a regression upstream.",
                f"{repo} keeps {pkg} at {ver} until the upstream regression is fixed.",
            ]
        ),
        label=c.pick(["dependency notes", "renovate config comment"]),
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.ask(
        c.pick(
            [
                f"What version of {pkg} did we pin in {repo}?",
                f"Long ago we held {pkg} back in {repo}: at which version?",
            ]
        ),
        after=_old(c),
    )
    c.expect([ver], [e1])


# -- cross-session continuity -------------------------------------------------------------------


def open_question_not_the_settled_one(c: Case) -> None:
    svc = _service(c)
    q = c.pick(OPEN_QUESTIONS)
    d = c.pick(DECISIONS)
    e1 = c.event(
        "open",
        c.pick(
            [
                f"Still undecided for {svc}: whether to {q}.",
                f"Open question on {svc}: should we {q}?",
            ]
        ),
        label=c.pick(["session notes", "design chat"]),
        kind="chat",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "closed",
        c.pick(
            [
                f"Settled for {svc}: we will {d}.",
                f"Decided on {svc}: {d}.",
            ]
        ),
        label=c.pick(["session notes", "design chat"]),
        kind="chat",
        trust=0.9,
        after=_mins(3),
        session="s1",
    )
    c.ask(
        c.pick(
            [
                f"What {_bare(svc)} question was still open when we stopped last time?",
                f"New session: which decision about {svc} is still unresolved?",
            ]
        ),
        after=_days(c.rng.randint(1, 7)),
        session="s2",
    )
    c.expect([q], [e1], forbidden=[d])


def next_step_among_noise(c: Case) -> None:
    svc = _service(c)
    step = c.pick(STEPS)
    colour = c.pick(COLOURS)
    fmt = c.pick(LOG_FORMATS)
    e1 = c.event(
        "step",
        c.pick(
            [
                f"Next step for {svc}: {step}.",
                f"We agreed the next thing to do on {svc} is to {step}.",
            ]
        ),
        label=c.pick(["kickoff notes", "planning session"]),
        kind="chat",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "noise1",
        f"The {_bare(svc)} dashboard theme is {colour}.",
        label="dashboard tweak",
        kind="chat",
        trust=0.8,
        after=_days(1),
        session="s2",
    )
    c.event(
        "noise2",
        f"{_cap(svc)} logs are written as {fmt}.",
        label="logging chat",
        kind="chat",
        trust=0.8,
        after=_days(2),
        session="s3",
    )
    c.ask(
        c.pick(
            [
                f"Picking {svc} back up: what next step did we commit to?",
                f"Back on {svc} after a break. What was the agreed next step?",
            ]
        ),
        after=_days(c.rng.randint(4, 12)),
        session="s4",
    )
    c.expect([step], [e1], forbidden=[colour, fmt])


def one_persons_preference_not_anothers(c: Case) -> None:
    p1, p2 = c.rng.sample(PEOPLE, 2)
    s1, s2 = c.rng.sample(REVIEW_STYLES, 2)
    forms = [
        "{p} likes code review feedback as {s}.",
        "For reviews, {p} prefers {s}.",
        "{p} wants review comments delivered as {s}.",
    ]
    first = c.rng.random() < 0.5
    e1 = c.event(
        "a",
        c.pick(forms).format(p=p1, s=s1),
        label=c.pick([f"{p1} 1:1 notes", "team norms doc"]),
        kind="user_testimony",
        trust=0.93,
        after=_mins(0 if first else 30),
        session="s1",
    )
    c.event(
        "b",
        c.pick(forms).format(p=p2, s=s2),
        label=c.pick([f"{p2} 1:1 notes", "team norms doc"]),
        kind="user_testimony",
        trust=0.93,
        after=_mins(30 if first else 0),
        session="s2",
    )
    c.ask(
        c.pick(
            [
                f"How does {p1} like to receive code review feedback?",
                f"Before I review {p1}'s PR: what review style does {p1} prefer?",
            ]
        ),
        after=_days(c.rng.randint(1, 10)),
        session="s3",
    )
    c.expect([s1], [e1], forbidden=[s2])


def fix_named_in_the_second_pr(c: Case) -> None:
    bug = c.pick(BUGS)
    a, b = _pr(c), _pr(c)
    while b == a:
        b = _pr(c)
    e1 = c.event(
        "prs",
        c.pick(
            [
                f"PR {a} only added logging around the {bug}; the actual fix landed in PR {b}.",
                f"We first suspected PR {a}, but PR {b} is the one that fixed the {bug}.",
                f"The {bug} was fixed by PR {b} (PR {a} was just the failing repro).",
            ]
        ),
        label=c.pick(["bug triage notes", "session summary"]),
        kind="chat",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.ask(
        c.pick(
            [
                f"Which PR fixed the {bug}?",
                f"In the last session we tracked down the {bug}: which PR fixed it?",
            ]
        ),
        after=_days(c.rng.randint(1, 8)),
        session="s2",
    )
    c.expect([b], [e1], forbidden=[a])


def who_took_which_task(c: Case) -> None:
    svc = _service(c)
    p1, p2 = c.rng.sample(PEOPLE, 2)
    t1, t2 = c.rng.sample(TASKS, 2)
    forms = [
        "{p} took the {t} for {s}.",
        "{p} is handling the {t} on {s}.",
        "The {t} for {s} is assigned to {p}.",
    ]
    e1 = c.event(
        "a",
        c.pick(forms).format(p=p1, t=t1, s=svc),
        label="standup",
        kind="chat",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "b",
        c.pick(forms).format(p=p2, t=t2, s=svc),
        label="standup",
        kind="chat",
        trust=0.9,
        after=_mins(1),
        session="s1",
    )
    c.ask(
        c.pick(
            [
                f"Who is handling the {t1} for {svc}?",
                f"New session. Who owns the {t1} on {svc}?",
            ]
        ),
        after=_days(c.rng.randint(1, 6)),
        session="s2",
    )
    c.expect([p1], [e1], forbidden=[p2])


def work_continues_on_a_branch(c: Case) -> None:
    f1, f2 = c.rng.sample(FEATURES, 2)
    n1, n2 = c.rng.sample(range(100, 999), 2)
    b1 = f"feat/{f1.replace(' ', '-').lower()}-{n1}"
    b2 = f"spike/{f2.replace(' ', '-').lower()}-{n2}"
    e1 = c.event(
        "branch",
        c.pick(
            [
                f"We're continuing the {f1} work on branch {b1}.",
                f"The {f1} work lives on {b1}; keep pushing there.",
            ]
        ),
        label=c.pick(["session handoff", "end-of-day note"]),
        kind="chat",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "spike",
        c.pick(
            [
                f"The {f2} spike sits on branch {b2}.",
                f"Throwaway {f2} experiments are on {b2}.",
            ]
        ),
        label=c.pick(["session handoff", "end-of-day note"]),
        kind="chat",
        trust=0.9,
        after=_mins(5),
        session="s1",
    )
    c.ask(
        c.pick(
            [
                f"Which branch holds the {f1} work?",
                f"Resuming the {f1} work: what branch should I check out?",
            ]
        ),
        after=_days(c.rng.randint(1, 5)),
        session="s2",
    )
    c.expect([b1], [e1], forbidden=[b2])
