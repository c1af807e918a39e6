"""Templates of ``fresh`` (``bench.memfresh``): six, cross. Moved out of the
set module unchanged; the frozen copy it writes is checked byte for byte."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta

from cairn.bench.memfresh_pools import (
    BUGS,
    CHORES,
    CI_SYSTEMS,
    CLUSTERS,
    EDITOR_HABITS,
    MERGE_STYLES,
    NEXT_STEPS,
    PEOPLE,
    REPOS,
    TOOLS,
    _cap,
    _numbers,
    _people,
    _pr,
    _services,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days as _days
from cairn.bench.memset import mins as _mins

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
