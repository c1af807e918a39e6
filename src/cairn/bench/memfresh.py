"""A second generated memory benchmark, written apart from the first, to see whether judgment
generalizes.

``bench.memgen`` was written beside the rules and the rules were later looked at against its
dev half; a score on it can no longer tell a general rule from a fitted one. This set is
written independently of the Hexis texts and of ``bench.memgen_templates``: its own pools
(other services, people, repositories, tools), its own sentence frames and verbs, casual
corrections without a ``supersedes`` field, several people and several services per case,
distractors stated in the same frame as the fact asked about, and events listed in shuffled
order (their times kept: a correction still comes after what it corrects).

``SIZE`` cases over the five Hexis dimensions in equal parts, seeded; each template's instances
alternate between a *dev* half (the one rules may be looked at against) and a *test* half
(scored only to report). The frozen copies under ``bench/data`` were written, and main scored
on them, before any rule was changed; a test checks the generator still writes them byte for
byte. The case schema and its writer (``memgen.Case``) are shared with ``bench.memgen``; no
template text is.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from cairn.bench.memgen import Case, Layout, file_sha256, halves, write_halves
from cairn.bench.memset import days as _days
from cairn.bench.memset import mins as _mins

SEED = 20261202
SIZE = 150  # 30 cases per dimension, 6 per template
SPLITS = ("dev", "test")
DATA = Path(__file__).parent / "data"


def path_for(split: str) -> Path:
    return DATA / f"memfresh-{split}.v1.jsonl"


# -- pools (none shared with bench.memgen_templates) ---------------------------------------------

SERVICES = [
    "gateway",
    "invoicer",
    "tracker",
    "mailer",
    "uploader",
    "geocoder",
    "thumbnailer",
    "quota",
    "ratecard",
    "shipping",
    "loyalty",
    "recommender",
    "fraudcheck",
    "session-store",
]
PEOPLE = [
    "Beatriz",
    "Kofi",
    "Lena",
    "Marcus",
    "Nadia",
    "Oskar",
    "Paulo",
    "Rhea",
    "Sven",
    "Tariq",
    "Uma",
    "Vikram",
    "Wen",
    "Zara",
    "Idris",
    "Greta",
]
REPOS = ["storefront", "infra-live", "android-client", "etl-jobs", "sdk-python", "status-page"]
TOOLS = ["Sentry", "Prometheus", "Loki", "Kibana", "New Relic", "Jaeger"]
CI_SYSTEMS = ["GitHub Actions", "Buildkite", "CircleCI", "Jenkins", "GitLab CI", "Drone"]
MERGE_STYLES = ["squash merges", "rebase merges", "merge commits"]
EDITOR_HABITS = [
    "draft pull requests",
    "stacked diffs",
    "small commits",
    "pairing sessions",
    "async standups",
]
RUNTIMES = {"Python": ["3.10", "3.11", "3.12", "3.13"], "Node": ["18", "20", "22"]}
DEPENDENCIES = ["sqlalchemy", "fastapi", "boto3", "celery", "jinja2", "pyyaml", "cryptography"]
ZONES = ["zone-a", "zone-b", "zone-c"]
CLUSTERS = ["atlas", "borealis", "cygnus", "draco", "eridani", "fornax"]
INCIDENT_CAUSES = [
    "an expired TLS certificate",
    "a full disk on the primary",
    "a bad feature flag rollout",
    "DNS resolution timeouts",
    "a connection pool leak",
    "a misconfigured load balancer",
]
GUESSES = ["a cosmic ray", "a noisy neighbour", "a kernel bug", "network flaps"]
BUGS = [
    "duplicate invoice emails",
    "stuck upload retries",
    "broken pagination cursor",
    "wrong currency rounding",
    "missing audit entries",
    "slow cold starts",
]
CHORES = [
    "the quarterly access review",
    "the log retention cleanup",
    "the certificate inventory",
    "the cost report",
]
NEXT_STEPS = [
    "update the alert thresholds",
    "delete the old buckets",
    "email the finance team",
    "close the stale tickets",
    "archive the dashboards",
]


# -- helpers ---------------------------------------------------------------------------------------


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _services(c: Case, n: int) -> list[str]:
    return c.rng.sample(SERVICES, n)


def _people(c: Case, n: int) -> list[str]:
    return c.rng.sample(PEOPLE, n)


def _numbers(c: Case, n: int, lo: int, hi: int) -> list[str]:
    return [str(x) for x in c.rng.sample(range(lo, hi), n)]


def _semver(c: Case, n: int) -> list[str]:
    out: list[str] = []
    major = c.rng.randint(1, 7)
    while len(out) < n:
        v = f"{major}.{c.rng.randint(0, 19)}.{c.rng.randint(0, 9)}"
        if v not in out:
            out.append(v)
    return out


def _pr(c: Case) -> str:
    return f"#{c.rng.randint(1000, 8999)}"


# -- provenance accuracy ---------------------------------------------------------------------------


def retries_per_service(c: Case) -> None:
    """Three services' retry counts in one sentence frame, each from its own config file; the
    question names one."""
    svcs = _services(c, 3)
    counts = _numbers(c, 3, 2, 12)
    frame = c.pick(
        [
            "The {s} deploy job retries a failed step {n} times.",
            "{S} retries failed deploy steps up to {n} times.",
            "For {s}, a failed deploy step is retried {n} times.",
        ]
    )
    ids = []
    for i, (s, n) in enumerate(zip(svcs, counts, strict=True)):
        ids.append(
            c.event(
                f"cfg{i}",
                frame.format(s=s, S=_cap(s), n=n),
                label=f"{s}/deploy.yaml",
                kind="document",
                trust=0.9,
                after=_mins(i * 3),
                session="s1",
            )
        )
    c.ask(
        c.pick(
            [
                f"How many times does the {svcs[1]} deploy job retry a failed step?",
                f"What is the retry count for failed deploy steps of {svcs[1]}?",
            ]
        ),
        after=_days(c.rng.randint(2, 40)),
    )
    c.expect([counts[1]], [ids[1]], forbidden=[counts[0], counts[2]])


def preference_of_one_person(c: Case) -> None:
    """Two people state a preference in the same frame; the question asks one of them."""
    a, b = _people(c, 2)
    sa, sb = c.rng.sample(MERGE_STYLES, 2)
    frame = c.pick(
        [
            "{p} prefers {v} when landing pull requests.",
            "{p} wants {v} for every pull request she lands.",
            "When {p} lands a pull request, {p} uses {v}.",
        ]
    )
    ea = c.event(
        "a",
        frame.format(p=a, v=sa),
        label=f"chat with {a}",
        kind="chat",
        trust=0.8,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "b",
        frame.format(p=b, v=sb),
        label=f"chat with {b}",
        kind="chat",
        trust=0.8,
        after=_mins(c.rng.randint(5, 50)),
        session="s1",
    )
    c.ask(
        c.pick(
            [
                f"How does {a} like to land pull requests?",
                f"Which merge style does {a} prefer?",
            ]
        ),
        after=_days(c.rng.randint(1, 20)),
    )
    c.expect([sa], [ea], forbidden=[sb])


def incident_cause_postmortem(c: Case) -> None:
    """A postmortem names an incident's cause; an early chat guessed another; a second source
    confirms the postmortem."""
    svc = c.pick(SERVICES)
    cause = c.pick(INCIDENT_CAUSES)
    guess = c.pick(GUESSES)
    person, other = _people(c, 2)
    inc = f"INC-{c.rng.randint(100, 999)}"
    c.event(
        "guess",
        c.pick(
            [
                f"{person} wondered if {inc} on {svc} was caused by {guess}.",
                f"Early on, {person} guessed {inc} might be {guess}.",
            ]
        ),
        label=f"{person} in the incident channel",
        kind="inference",
        trust=0.3,
        after=_mins(0),
        session="s1",
    )
    e1 = c.event(
        "pm",
        c.pick(
            [
                f"Postmortem for {inc}: the {svc} outage was caused by {cause}.",
                f"The root cause of {inc} was {cause} on {svc}.",
            ]
        ),
        label=f"{inc} postmortem",
        kind="document",
        trust=0.95,
        after=_days(2),
        session="s2",
    )
    e2 = c.event(
        "ack",
        c.pick(
            [
                f"{other} confirmed that {inc} came down to {cause}.",
                f"{other} double-checked: {cause} triggered {inc}.",
            ]
        ),
        label=f"{other} in review",
        kind="chat",
        trust=0.8,
        after=_days(3),
        session="s3",
    )
    c.ask(
        c.pick([f"What caused {inc}?", f"What was the root cause of {inc}?"]),
        after=_days(c.rng.randint(5, 30)),
    )
    c.expect([cause], [e1, e2], forbidden=[guess])


def repo_maintainers(c: Case) -> None:
    """Who maintains which repository, in one frame for three repositories."""
    repos = c.rng.sample(REPOS, 3)
    people = _people(c, 3)
    frame = c.pick(
        [
            "{p} maintains the {r} repository.",
            "The {r} repo is looked after by {p}.",
            "{r} has {p} as its maintainer.",
        ]
    )
    ids = [
        c.event(
            f"m{i}",
            _cap(frame.format(p=p, r=r)),
            label="CODEOWNERS" if i % 2 == 0 else "team handbook",
            kind="document",
            trust=0.9,
            after=_mins(i * 7),
            session=f"s{i}",
        )
        for i, (p, r) in enumerate(zip(people, repos, strict=True))
    ]
    k = c.rng.randrange(3)
    c.ask(
        c.pick([f"Who maintains {repos[k]}?", f"Who is the maintainer of the {repos[k]} repo?"]),
        after=_days(c.rng.randint(3, 60)),
    )
    c.expect([people[k]], [ids[k]], forbidden=[p for i, p in enumerate(people) if i != k])


def dependency_pin_two_sources(c: Case) -> None:
    """A lockfile and a person agree on a pin; a low-trust note names another version."""
    svc = c.pick(SERVICES)
    dep = c.pick(DEPENDENCIES)
    good, bad = _semver(c, 2)
    person = c.pick(PEOPLE)
    e1 = c.event(
        "lock",
        c.pick(
            [
                f"The {svc} lockfile pins {dep} at {good}.",
                f"{_cap(svc)} locks {dep} to version {good}.",
            ]
        ),
        label=f"{svc} poetry.lock",
        kind="document",
        trust=0.95,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "chat",
        c.pick(
            [
                f"{person} checked: {svc} is on {dep} {good}.",
                f"According to {person}, {svc} ships {dep} {good}.",
            ]
        ),
        label=f"{person} on chat",
        kind="chat",
        trust=0.8,
        after=_days(1),
        session="s2",
    )
    c.event(
        "note",
        c.pick(
            [
                f"An old scratch note claims {svc} used {dep} {bad}.",
                f"Somebody's notes mention {dep} {bad} for {svc}, unverified.",
            ]
        ),
        label="scratch notes",
        kind="inference",
        trust=0.25,
        after=_days(1) + _mins(30),
        session="s2",
    )
    c.ask(
        c.pick([f"Which {dep} version does {svc} pin?", f"What version of {dep} is {svc} on?"]),
        after=_days(c.rng.randint(3, 30)),
    )
    c.expect([good], [e1, e2], forbidden=[bad])


# -- contradiction detection -----------------------------------------------------------------------


def production_version_two_verbs(c: Case) -> None:
    """Two sources name different production versions with different verbs; staging's value,
    in the same frame, is no part of the conflict."""
    svc = c.pick(SERVICES)
    v1, v2, v3 = _semver(c, 3)
    e1 = c.event(
        "runbook",
        c.pick(
            [
                f"The {svc} runbook says production runs {v1}.",
                f"Per the {svc} runbook, {v1} is what production runs.",
            ]
        ),
        label=f"{svc} runbook",
        kind="document",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "dash",
        c.pick(
            [
                f"The release dashboard shows {svc} production on {v2}.",
                f"Release dashboard: {svc} production is at {v2}.",
            ]
        ),
        label="release dashboard",
        kind="tool",
        trust=0.85,
        after=_days(1),
        session="s2",
    )
    c.event(
        "staging",
        c.pick(
            [
                f"The release dashboard shows {svc} staging on {v3}.",
                f"Release dashboard: {svc} staging is at {v3}.",
            ]
        ),
        label="release dashboard",
        kind="tool",
        trust=0.85,
        after=_days(1) + _mins(1),
        session="s2",
    )
    c.ask(
        c.pick(
            [
                f"Which version is {svc} production on, and do the sources agree?",
                f"What version runs in production for {svc}?",
            ]
        ),
        after=_days(c.rng.randint(2, 10)),
    )
    c.expect([v1, v2], [e1, e2], contradictions=[e1, e2], forbidden=[v3])


def timeout_two_people(c: Case) -> None:
    """Two people give one service two timeouts; another service's timeout in the same frame is
    not in conflict with either."""
    a, b = _services(c, 2)
    p, q = _people(c, 2)
    t1, t2, t3 = _numbers(c, 3, 5, 90)
    e1 = c.event(
        "p",
        c.pick(
            [
                f"{p} set the {a} request timeout to {t1} seconds.",
                f"{p}: requests to {a} time out after {t1} seconds.",
            ]
        ),
        label=f"{p} in standup",
        kind="chat",
        trust=0.8,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        c.pick(
            [
                f"{q} set the {b} request timeout to {t3} seconds.",
                f"{q}: requests to {b} time out after {t3} seconds.",
            ]
        ),
        label=f"{q} in standup",
        kind="chat",
        trust=0.8,
        after=_mins(2),
        session="s1",
    )
    e2 = c.event(
        "q",
        c.pick(
            [
                f"The {a} config has a request timeout of {t2} seconds.",
                f"In the config file, {a} gives up on a request after {t2} seconds.",
            ]
        ),
        label=f"{a} config",
        kind="document",
        trust=0.85,
        after=_days(2),
        session="s2",
    )
    c.ask(
        c.pick(
            [f"What is the request timeout of {a}?", f"After how many seconds does {a} time out?"]
        ),
        after=_days(c.rng.randint(3, 20)),
    )
    c.expect([t1, t2], [e1, e2], contradictions=[e1, e2], forbidden=[t3])


def two_pipelines_same_frame(c: Case) -> None:
    """Two services' settings in the same sentence frame are not a contradiction, and the
    question about one is not answered with the other's."""
    a, b = _services(c, 2)
    da, db = _numbers(c, 2, 2, 30)
    frame = c.pick(
        [
            "The {s} pipeline keeps build caches for {d} days.",
            "{S} build caches expire after {d} days.",
            "Build caches of the {s} pipeline are kept {d} days.",
        ]
    )
    ea = c.event(
        "a",
        frame.format(s=a, S=_cap(a), d=da),
        label="CI settings",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "b",
        frame.format(s=b, S=_cap(b), d=db),
        label="CI settings",
        kind="document",
        trust=0.9,
        after=_mins(4),
        session="s1",
    )
    c.ask(
        c.pick(
            [
                f"How long does the {a} pipeline keep build caches?",
                f"For how many days are {a} build caches kept?",
            ]
        ),
        after=_days(c.rng.randint(2, 30)),
    )
    c.expect([da], [ea], forbidden=[db])


def ci_runtime_disagreement(c: Case) -> None:
    """The CI matrix and a person disagree on the runtime version a repository tests on."""
    repo = c.pick(REPOS)
    lang = c.pick(sorted(RUNTIMES))
    v1, v2 = c.rng.sample(RUNTIMES[lang], 2)
    person = c.pick(PEOPLE)
    e1 = c.event(
        "matrix",
        c.pick(
            [
                f"The {repo} CI matrix tests on {lang} {v1}.",
                f"CI for {repo} runs the test suite under {lang} {v1}.",
            ]
        ),
        label=f"{repo} workflow file",
        kind="document",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "person",
        c.pick(
            [
                f"{person} says {repo} CI is on {lang} {v2}.",
                f"{person} mentioned that the {repo} tests run with {lang} {v2} in CI.",
            ]
        ),
        label=f"{person} in chat",
        kind="chat",
        trust=0.8,
        after=_days(1),
        session="s2",
    )
    c.ask(
        c.pick(
            [
                f"Which {lang} version does {repo} CI test on?",
                f"What {lang} version is {repo} tested with in CI?",
            ]
        ),
        after=_days(c.rng.randint(2, 15)),
    )
    c.expect([f"{lang} {v1}", f"{lang} {v2}"], [e1, e2], contradictions=[e1, e2])


def owner_disagreement(c: Case) -> None:
    """The ticket board and a person name two owners for one migration; another migration's
    owner, in the same frame, is not part of it."""
    a, b = _services(c, 2)
    p, q, r = _people(c, 3)
    e1 = c.event(
        "board",
        c.pick(
            [
                f"The ticket board lists {p} as owner of the {a} migration.",
                f"Ticket board: the {a} migration is assigned to {p}.",
            ]
        ),
        label="ticket board",
        kind="tool",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "board2",
        c.pick(
            [
                f"The ticket board lists {r} as owner of the {b} migration.",
                f"Ticket board: the {b} migration is assigned to {r}.",
            ]
        ),
        label="ticket board",
        kind="tool",
        trust=0.85,
        after=_mins(1),
        session="s1",
    )
    e2 = c.event(
        "chat",
        c.pick(
            [
                f"{q} said they are driving the {a} migration now.",
                f"In standup, {q} claimed ownership of the {a} migration.",
            ]
        ),
        label=f"{q} in standup",
        kind="chat",
        trust=0.8,
        after=_days(1),
        session="s2",
    )
    c.ask(
        c.pick([f"Who owns the {a} migration?", f"Who is responsible for the {a} migration?"]),
        after=_days(c.rng.randint(2, 15)),
    )
    c.expect([p, q], [e1, e2], contradictions=[e1, e2], forbidden=[r])


# -- six-month recall -----------------------------------------------------------------------------


def _filler(c: Case, n: int, start: timedelta, avoid: Sequence[str]) -> None:
    """Unrelated chatter spread over months."""
    forms = [
        "{p} reorganised the {t} alerts.",
        "{p} is on holiday next week; {q} covers reviews.",
        "The {t} bill went up again this month.",
        "{p} asked for a new {t} dashboard.",
        "Reminder from {p}: {chore} is due.",
    ]
    pool = [x for x in PEOPLE if x not in avoid]
    for i in range(n):
        p, q = c.rng.sample(pool, 2)
        c.event(
            f"f{i}",
            c.pick(forms).format(p=p, q=q, t=c.pick(TOOLS), chore=c.pick(CHORES)),
            label=c.pick(["team chat", "weekly notes"]),
            kind="chat",
            trust=0.7,
            after=start + _days(c.rng.randint(1, 150)),
            session=f"f{i}",
        )


def cluster_of_service_long_ago(c: Case) -> None:
    """A service's cluster recorded half a year ago; other services' clusters, in the same
    frame, recorded later."""
    svcs = _services(c, 3)
    clusters = c.rng.sample(CLUSTERS, 3)
    frame = c.pick(
        [
            "{s} is deployed to the {k} cluster.",
            "The {k} cluster hosts {s}.",
            "We run {s} on the {k} cluster.",
        ]
    )
    e0 = c.event(
        "a",
        _cap(frame.format(s=svcs[0], k=clusters[0])),
        label="platform notes",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s0",
    )
    for i in (1, 2):
        c.event(
            f"o{i}",
            _cap(frame.format(s=svcs[i], k=clusters[i])),
            label="platform notes",
            kind="document",
            trust=0.9,
            after=_days(30 * i),
            session=f"s{i}",
        )
    _filler(c, 4, _days(5), [])
    c.ask(
        c.pick([f"Which cluster is {svcs[0]} deployed to?", f"Where does {svcs[0]} run?"]),
        after=_days(c.rng.randint(175, 200)),
    )
    c.expect([clusters[0]], [e0], forbidden=clusters[1:])


def decision_long_ago(c: Case) -> None:
    """A decision with its reason, recorded half a year before the question."""
    repo = c.pick(REPOS)
    ci, other = c.rng.sample(CI_SYSTEMS, 2)
    person = c.pick(PEOPLE)
    e0 = c.event(
        "d",
        c.pick(
            [
                f"Decision: {repo} builds move to {ci} because {other} queues were too slow.",
                f"We decided to build {repo} on {ci}; {other} queues were too slow.",
            ]
        ),
        label=f"ADR by {person}",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s0",
    )
    _filler(c, 5, _days(3), [person])
    c.ask(
        c.pick(
            [
                f"Which CI system did we pick for {repo} builds?",
                f"What do {repo} builds run on?",
            ]
        ),
        after=_days(c.rng.randint(180, 210)),
    )
    c.expect([ci], [e0])


def command_long_ago(c: Case) -> None:
    """How to do a chore in a repository, said once half a year ago, with another repository's
    command in the same frame."""
    r1, r2 = c.rng.sample(REPOS, 2)
    t1, t2 = c.rng.sample(["snapshots", "fixtures", "stubs", "goldens"], 2)
    frame = c.pick(
        [
            "To refresh the {r} test data, run `make {t}`.",
            "Refreshing {r} test data: `make {t}`.",
        ]
    )
    e1 = c.event(
        "a",
        frame.format(r=r1, t=t1),
        label=f"{r1} CONTRIBUTING",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s0",
    )
    c.event(
        "b",
        frame.format(r=r2, t=t2),
        label=f"{r2} CONTRIBUTING",
        kind="document",
        trust=0.9,
        after=_days(20),
        session="s1",
    )
    _filler(c, 3, _days(25), [])
    c.ask(
        c.pick([f"How do I refresh the {r1} test data?", f"What refreshes test data in {r1}?"]),
        after=_days(c.rng.randint(170, 200)),
    )
    c.expect([f"make {t1}"], [e1], forbidden=[f"make {t2}"])


def preference_long_ago(c: Case) -> None:
    """Three people's working habits, one frame; asked about one of them months later."""
    people = _people(c, 3)
    habits = c.rng.sample(EDITOR_HABITS, 3)
    frame = c.pick(
        [
            "{p} likes to work with {h}.",
            "{p}'s favourite way of working is {h}.",
            "{p} asked the team for {h}.",
        ]
    )
    ids = [
        c.event(
            f"p{i}",
            frame.format(p=p, h=h),
            label="team retro",
            kind="chat",
            trust=0.8,
            after=_days(i * 10),
            session=f"s{i}",
        )
        for i, (p, h) in enumerate(zip(people, habits, strict=True))
    ]
    _filler(c, 3, _days(40), people)
    c.ask(
        c.pick(
            [f"How does {people[0]} like to work?", f"What way of working does {people[0]} want?"]
        ),
        after=_days(c.rng.randint(175, 200)),
    )
    c.expect([habits[0]], [ids[0]], forbidden=habits[1:])


def alert_route_long_ago(c: Case) -> None:
    """Which tool a service's alerts go to, set long ago."""
    a, b = _services(c, 2)
    ta, tb = c.rng.sample(TOOLS, 2)
    frame = c.pick(
        [
            "Alerts from {s} are routed to {t}.",
            "{S} sends its alerts to {t}.",
        ]
    )
    e1 = c.event(
        "a",
        frame.format(s=a, S=_cap(a), t=ta),
        label="alerting config",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s0",
    )
    c.event(
        "b",
        frame.format(s=b, S=_cap(b), t=tb),
        label="alerting config",
        kind="document",
        trust=0.9,
        after=_days(60),
        session="s1",
    )
    _filler(c, 3, _days(2), [])
    c.ask(
        c.pick([f"Where do {a} alerts go?", f"Which tool receives alerts from {a}?"]),
        after=_days(c.rng.randint(170, 200)),
    )
    c.expect([ta], [e1], forbidden=[tb])


# -- cross-session continuity ----------------------------------------------------------------------


def casual_correction(c: Case) -> None:
    """A value set, then corrected a few messages later with "actually, make that ..." and no
    supersedes field; another service's value in the same frame sits between them."""
    a, b = _services(c, 2)
    v1, v2, v3 = _numbers(c, 3, 50, 900)
    frame = c.pick(
        [
            "Let's set the {s} batch size to {v}.",
            "The {s} worker should process {v} records per batch.",
        ]
    )
    c.event(
        "first",
        frame.format(s=a, v=v1),
        label="planning chat",
        kind="chat",
        trust=0.8,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        frame.format(s=b, v=v3),
        label="planning chat",
        kind="chat",
        trust=0.8,
        after=_mins(2),
        session="s2",
    )
    e2 = c.event(
        "fix",
        c.pick(
            [
                f"Actually, make that {v2}.",
                f"Hmm, actually make it {v2} instead.",
                f"Scratch that, {v2} is better.",
            ]
        ),
        label="planning chat",
        kind="chat",
        trust=0.8,
        after=_mins(4),
        session="s1",
    )
    c.ask(
        c.pick(
            [
                f"What batch size did we settle on for {a}?",
                f"How many records per batch does {a} use?",
            ]
        ),
        after=_days(c.rng.randint(2, 20)),
        session="s9",
    )
    c.expect([v2], [e2], forbidden=[v1, v3])


def fix_in_second_pr(c: Case) -> None:
    """A first pull request tried to fix a bug and was reverted; the second one fixed it."""
    bug = c.pick(BUGS)
    p1, p2 = _pr(c), _pr(c)
    while p2 == p1:
        p2 = _pr(c)
    person = c.pick(PEOPLE)
    c.event(
        "first",
        c.pick(
            [
                f"{person} opened PR {p1} for the {bug}; it was reverted after it broke staging.",
                f"PR {p1} tried to fix the {bug} but got reverted.",
            ]
        ),
        label="review channel",
        kind="chat",
        trust=0.8,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "second",
        c.pick(
            [
                f"The {bug} is fixed for good by PR {p2}, merged today.",
                f"{person} landed PR {p2}, which finally fixes the {bug}.",
            ]
        ),
        label="review channel",
        kind="chat",
        trust=0.8,
        after=_days(3),
        session="s2",
    )
    c.ask(
        c.pick([f"Which PR fixed the {bug}?", f"What pull request resolved the {bug}?"]),
        after=_days(c.rng.randint(4, 30)),
        session="s3",
    )
    c.expect([p2], [e2], forbidden=[p1])


def handoff_next_step(c: Case) -> None:
    """One person starts a chore, another continues it in a later session; what is left."""
    chore = c.pick(CHORES)
    p, q = _people(c, 2)
    s1, s2 = c.rng.sample(NEXT_STEPS, 2)
    c.event(
        "start",
        f"{p} started {chore}; the next step is to {s1}.",
        label=f"{p}'s notes",
        kind="chat",
        trust=0.8,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "cont",
        c.pick(
            [
                f"{q} picked up {chore} from {p}: step one is done, what remains is to {s2}.",
                f"{q} continued {chore}; remaining work: {s2}.",
            ]
        ),
        label=f"{q}'s notes",
        kind="chat",
        trust=0.8,
        after=_days(2),
        session="s2",
    )
    c.ask(
        c.pick([f"What is left to do on {chore}?", f"What remains for {chore}?"]),
        after=_days(c.rng.randint(3, 10)),
        session="s3",
    )
    c.expect([s2], [e2])


def preference_changed_by_person(c: Case) -> None:
    """One person changes their own preference in a later session; another person's, in the
    same frame, stays theirs."""
    p, q = _people(c, 2)
    m1, m2, m3 = c.rng.sample(MERGE_STYLES, 3)
    repo = c.pick(REPOS)
    c.event(
        "p1",
        f"{p} prefers {m1} for the {repo} repo.",
        label=f"{p} in chat",
        kind="chat",
        trust=0.8,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "q1",
        f"{q} prefers {m3} for the {repo} repo.",
        label=f"{q} in chat",
        kind="chat",
        trust=0.8,
        after=_mins(3),
        session="s1",
    )
    e2 = c.event(
        "p2",
        c.pick(
            [
                f"{p} has come around to {m2} these days.",
                f"{p} now prefers {m2}.",
                f"From now on {p} wants {m2} instead.",
            ]
        ),
        label=f"{p} in chat",
        kind="chat",
        trust=0.8,
        after=_days(5),
        session="s2",
    )
    c.ask(
        c.pick([f"What merge style does {p} prefer now?", f"How does {p} like merges done?"]),
        after=_days(c.rng.randint(6, 30)),
        session="s3",
    )
    c.expect([m2], [e2], forbidden=[m1, m3])


def branch_renamed(c: Case) -> None:
    """A feature branch named in one session is renamed in a later one."""
    feature = c.pick(["the invoice redesign", "the upload resumer", "the quota dashboard"])
    bare = feature[4:]
    b1 = f"feat/{c.rng.choice(['alpha', 'orchid', 'pylon', 'quill'])}-{c.rng.randint(10, 99)}"
    b2 = f"feat/{c.rng.choice(['ember', 'fjord', 'gantry', 'heron'])}-{c.rng.randint(10, 99)}"
    c.event(
        "a",
        f"Work on {feature} lives on branch {b1}.",
        label="dev chat",
        kind="chat",
        trust=0.8,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "b",
        c.pick(
            [
                f"The branch for {feature} is now {b2}.",
                f"We renamed the {bare} branch; it is {b2} from today.",
            ]
        ),
        label="dev chat",
        kind="chat",
        trust=0.8,
        after=_days(4),
        session="s2",
    )
    c.ask(
        c.pick([f"Which branch is {feature} on?", f"What is the branch for {feature}?"]),
        after=_days(c.rng.randint(5, 20)),
        session="s3",
    )
    c.expect([b2], [e2], forbidden=[b1])


# -- stale belief resistance -----------------------------------------------------------------------


def dependency_bumped(c: Case) -> None:
    """A dependency bumped in a later session, with no supersedes field."""
    svc = c.pick(SERVICES)
    dep = c.pick(DEPENDENCIES)
    v1, v2 = _semver(c, 2)
    c.event(
        "old",
        c.pick([f"{_cap(svc)} depends on {dep} {v1}.", f"The {svc} service uses {dep} {v1}."]),
        label=f"{svc} requirements",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "new",
        c.pick(
            [
                f"Bumped {dep} to {v2} in {svc}.",
                f"{_cap(svc)} was upgraded to {dep} {v2} this week.",
            ]
        ),
        label="dependency bot",
        kind="tool",
        trust=0.9,
        after=_days(c.rng.randint(10, 60)),
        session="s2",
    )
    c.ask(
        c.pick([f"Which {dep} version does {svc} use?", f"What version of {dep} is in {svc}?"]),
        after=_days(c.rng.randint(61, 90)),
    )
    c.expect([v2], [e2], forbidden=[v1])


def cron_moved(c: Case) -> None:
    """A scheduled job moved to another time; another service's job, same frame, unchanged."""
    a, b = _services(c, 2)
    h1, h2, h3 = (f"{h:02d}:{c.pick(['00', '15', '30', '45'])}" for h in c.rng.sample(range(24), 3))
    frame = c.pick(["The {s} nightly job runs at {h} UTC.", "{S}'s nightly job starts at {h} UTC."])
    c.event(
        "old",
        frame.format(s=a, S=_cap(a), h=h1),
        label="scheduler config",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "b",
        frame.format(s=b, S=_cap(b), h=h3),
        label="scheduler config",
        kind="document",
        trust=0.9,
        after=_mins(1),
        session="s1",
    )
    old_id = f"{c.case_id}-old"
    correct = [old_id] if c.rng.random() < 0.5 else []
    e2 = c.event(
        "new",
        c.pick(
            [
                f"We moved the {a} nightly job to {h2} UTC.",
                f"The {a} nightly job was rescheduled to {h2} UTC.",
            ]
        ),
        label="ops chat",
        kind="chat",
        trust=0.85,
        after=_days(c.rng.randint(5, 40)),
        session="s2",
        correct=correct,
    )
    c.ask(
        c.pick(
            [f"When does the {a} nightly job run?", f"At what time does {a}'s nightly job start?"]
        ),
        after=_days(c.rng.randint(41, 60)),
    )
    c.expect([h2], [e2], forbidden=[h1, h3])


def owner_handed_over(c: Case) -> None:
    """Release duty handed from one person to another."""
    repo = c.pick(REPOS)
    p, q = _people(c, 2)
    c.event(
        "old",
        c.pick([f"{p} runs the {repo} releases.", f"{repo} releases are cut by {p}."]),
        label="team handbook",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "new",
        c.pick(
            [
                f"{q} took over the {repo} releases this quarter.",
                f"Starting this sprint, {q} cuts the {repo} releases.",
            ]
        ),
        label="team handbook",
        kind="document",
        trust=0.9,
        after=_days(c.rng.randint(20, 80)),
        session="s2",
    )
    c.ask(
        c.pick([f"Who runs the {repo} releases?", f"Who cuts {repo} releases now?"]),
        after=_days(c.rng.randint(81, 120)),
    )
    c.expect([q], [e2], forbidden=[p])


def tool_replaced(c: Case) -> None:
    """Error tracking moved from one tool to another."""
    svc = c.pick(SERVICES)
    t1, t2 = c.rng.sample(TOOLS, 2)
    c.event(
        "old",
        c.pick([f"{_cap(svc)} reports errors to {t1}.", f"Errors from {svc} end up in {t1}."]),
        label="observability doc",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "new",
        c.pick(
            [
                f"{_cap(svc)} now reports errors to {t2}.",
                f"We switched {svc} error reporting over to {t2}.",
            ]
        ),
        label="ops chat",
        kind="chat",
        trust=0.85,
        after=_days(c.rng.randint(10, 50)),
        session="s2",
    )
    c.ask(
        c.pick([f"Where does {svc} report errors?", f"Which tool gets {svc} errors?"]),
        after=_days(c.rng.randint(51, 80)),
    )
    c.expect([t2], [e2], forbidden=[t1])


def zone_failover(c: Case) -> None:
    """A service's primary zone changed after a failover; said casually by a person."""
    svc = c.pick(SERVICES)
    z1, z2 = c.rng.sample(ZONES, 2)
    person = c.pick(PEOPLE)
    c.event(
        "old",
        f"The {svc} primary database sits in {z1}.",
        label="infra inventory",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "new",
        c.pick(
            [
                f"{person}: after the failover the {svc} primary database is in {z2}.",
                f"Heads-up from {person}, the {svc} primary database moved to {z2}.",
            ]
        ),
        label=f"{person} in ops chat",
        kind="chat",
        trust=0.8,
        after=_days(c.rng.randint(5, 30)),
        session="s2",
    )
    c.ask(
        c.pick(
            [
                f"Which zone is the {svc} primary database in?",
                f"Where is the {svc} primary database?",
            ]
        ),
        after=_days(c.rng.randint(31, 60)),
    )
    c.expect([z2], [e2], forbidden=[z1])


# -- the set ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Spec:
    dimension: str
    write: Callable[[Case], None]

    @property
    def topic(self) -> str:
        return self.write.__name__

    @property
    def description(self) -> str:
        return " ".join((self.write.__doc__ or "").split("\n\n")[0].split())


TEMPLATES: tuple[Spec, ...] = (
    *(
        Spec("provenance_accuracy", f)
        for f in (
            retries_per_service,
            preference_of_one_person,
            incident_cause_postmortem,
            repo_maintainers,
            dependency_pin_two_sources,
        )
    ),
    *(
        Spec("contradiction_detection", f)
        for f in (
            production_version_two_verbs,
            timeout_two_people,
            two_pipelines_same_frame,
            ci_runtime_disagreement,
            owner_disagreement,
        )
    ),
    *(
        Spec("six_month_recall", f)
        for f in (
            cluster_of_service_long_ago,
            decision_long_ago,
            command_long_ago,
            preference_long_ago,
            alert_route_long_ago,
        )
    ),
    *(
        Spec("cross_session_continuity", f)
        for f in (
            casual_correction,
            fix_in_second_pr,
            handoff_next_step,
            preference_changed_by_person,
            branch_renamed,
        )
    ),
    *(
        Spec("stale_belief_resistance", f)
        for f in (dependency_bumped, cron_moved, owner_handed_over, tool_replaced, zone_failover)
    ),
)


def generate(seed: int = SEED, size: int = SIZE) -> dict[str, list[dict[str, Any]]]:
    """Every case, split into the dev and test halves (by instance of each template)."""
    return halves(
        TEMPLATES, Layout("fresh", seed, size, datetime(2025, 6, 2, 7, tzinfo=UTC), 240, 10)
    )


def write(folder: Path = DATA) -> dict[str, Path]:
    """Write both halves (the frozen copies); returns their paths."""
    return write_halves(folder, "memfresh", generate())


def sha256(split: str) -> str:
    return file_sha256(path_for(split))


if __name__ == "__main__":  # pragma: no cover - regenerating the frozen copies is deliberate
    for split, written in write().items():
        print(split, written, sha256(split))
