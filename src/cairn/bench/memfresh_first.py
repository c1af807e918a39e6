"""Templates of ``fresh`` (``bench.memfresh``): provenance accuracy, contradiction detection. Moved out of the
set module unchanged; the frozen copy it writes is checked byte for byte."""

from __future__ import annotations

from cairn.bench.memfresh_pools import (
    DEPENDENCIES,
    GUESSES,
    INCIDENT_CAUSES,
    MERGE_STYLES,
    PEOPLE,
    REPOS,
    RUNTIMES,
    SERVICES,
    _cap,
    _numbers,
    _people,
    _semver,
    _services,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days as _days
from cairn.bench.memset import mins as _mins

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
