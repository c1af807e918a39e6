"""Templates of ``generated`` (``bench.memgen_templates``): stale belief resistance. Moved out of the
set module unchanged; the frozen copy it writes is checked byte for byte."""

from __future__ import annotations

from cairn.bench.memgen import Case
from cairn.bench.memgen_pools import (
    CHANNELS,
    PACKAGE_MANAGERS,
    PACKAGES,
    PEOPLE,
    REGIONS,
    _bare,
    _cap,
    _days,
    _durations,
    _mins,
    _repo,
    _service,
    _versions,
)

# -- stale belief resistance --------------------------------------------------------------------


def explicit_correction(c: Case) -> None:
    svc = _service(c)
    old, new = c.rng.sample(CHANNELS, 2)
    e1 = c.event(
        "old",
        c.pick(
            [
                f"{_cap(svc)} sends its alerts to {old}.",
                f"Alerts from {svc} go to {old}.",
            ]
        ),
        label=c.pick(["alerting doc", "pager config"]),
        kind="document",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "new",
        c.pick(
            [
                f"Correction: alerts from {svc} now go to {new}.",
                f"{_cap(svc)} alerting was rerouted; the alert channel is {new}.",
            ]
        ),
        label=c.pick(["alerting change", "pager config update"]),
        kind="document",
        trust=0.95,
        after=_days(c.rng.randint(10, 60)),
        session="s2",
        correct=[e1],
    )
    c.ask(
        c.pick(
            [
                f"Where do {_bare(svc)} alerts go now?",
                f"Which channel receives alerts from {svc} at the moment?",
            ]
        ),
        after=_days(c.rng.randint(61, 90)),
    )
    c.expect([new], [e2], forbidden=[old])


def casual_correction_in_the_same_session(c: Case) -> None:
    svc = _service(c)
    first, second = _durations(c, 2)
    e1 = c.event(
        "first",
        c.pick(
            [
                f"Set the {_bare(svc)} request timeout to {first}.",
                f"Let's give {svc} a request timeout of {first}.",
                f"The {_bare(svc)} request timeout should be {first}.",
            ]
        ),
        label="pairing session",
        kind="user_testimony",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "second",
        c.pick(
            [
                f"Actually, make that {second}.",
                f"Hmm, no: make it {second}.",
                f"On second thought, use {second} instead.",
                f"Scratch that, {second}.",
            ]
        ),
        label="pairing session",
        kind="user_testimony",
        trust=0.9,
        after=_mins(c.rng.randint(1, 4)),
        session="s1",
    )
    del e1
    c.ask(
        c.pick(
            [
                f"What request timeout should {svc} use?",
                f"Which request timeout did we settle on for {svc}?",
            ]
        ),
        after=_days(c.rng.randint(2, 20)),
        session="s2",
    )
    c.expect([second], [e2], forbidden=[first])


def moved_without_a_supersedes_link(c: Case) -> None:
    svc = _service(c)
    old, new = c.rng.sample(REGIONS, 2)
    c.event(
        "old",
        c.pick(
            [
                f"{_cap(svc)} runs in {old}.",
                f"{_cap(svc)} is deployed to {old}.",
            ]
        ),
        label=c.pick(["infra notes", "deploy doc"]),
        kind="document",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "new",
        c.pick(
            [
                f"{_cap(svc)} was moved to {new} last week.",
                f"We migrated {svc} from {old} to {new}.",
                f"{_cap(svc)} now runs in {new}.",
            ]
        ),
        label=c.pick(["migration log", "infra update"]),
        kind="document",
        trust=0.93,
        after=_days(c.rng.randint(20, 90)),
        session="s2",
    )
    c.ask(
        c.pick(
            [
                f"Which region does {svc} run in now?",
                f"Where is {svc} deployed today?",
            ]
        ),
        after=_days(c.rng.randint(91, 120)),
    )
    c.expect([new], [e2], forbidden=[old])


def version_chain_with_a_casual_last_step(c: Case) -> None:
    repo = _repo(c)
    pkg = c.pick(PACKAGES)
    v1, v2, v3 = _versions(c, 3)
    e1 = c.event(
        "v1",
        f"{repo} pins {pkg} at {v1}.",
        label="lockfile notes",
        kind="document",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "v2",
        c.pick(
            [
                f"{repo} bumped {pkg} to {v2}.",
                f"Upgrade done: {pkg} in {repo} is now {v2}.",
            ]
        ),
        label="dependency update",
        kind="document",
        trust=0.92,
        after=_days(c.rng.randint(15, 40)),
        session="s2",
        correct=[e1],
    )
    e3 = c.event(
        "v3",
        c.pick(
            [
                f"{repo} is on {pkg} {v3} now, after the security advisory.",
                f"Security patch: {pkg} went to {v3} in {repo}.",
            ]
        ),
        label="security update",
        kind="document",
        trust=0.95,
        after=_days(c.rng.randint(41, 80)),
        session="s3",
    )
    c.ask(
        c.pick(
            [
                f"Which {pkg} version is {repo} on now?",
                f"What is the current {pkg} version in {repo}?",
            ]
        ),
        after=_days(c.rng.randint(81, 100)),
    )
    c.expect([v3], [e3], forbidden=[v1, v2])
    del e2


def owner_handover(c: Case) -> None:
    svc = _service(c)
    p1, p2 = c.rng.sample(PEOPLE, 2)
    e1 = c.event(
        "old",
        c.pick(
            [
                f"{p1} is the on-call owner for {svc}.",
                f"On-call for {svc}: {p1}.",
            ]
        ),
        label="on-call rota",
        kind="document",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "new",
        c.pick(
            [
                f"On-call for {svc} moved to {p2}.",
                f"{p2} took over {svc} on-call from {p1}.",
                f"{p2} is now the on-call owner for {svc}.",
            ]
        ),
        label="on-call rota update",
        kind="document",
        trust=0.94,
        after=_days(c.rng.randint(7, 60)),
        session="s2",
        correct=[e1] if c.rng.random() < 0.5 else (),
    )
    c.ask(
        c.pick(
            [
                f"Who is on call for {svc} now?",
                f"Who currently holds the {_bare(svc)} on-call?",
            ]
        ),
        after=_days(c.rng.randint(61, 90)),
    )
    c.expect([p2], [e2], forbidden=[p1])


def package_manager_switch(c: Case) -> None:
    repo = _repo(c)
    old, new = c.rng.sample(PACKAGE_MANAGERS, 2)
    c.event(
        "old",
        c.pick([f"{repo} uses {old} for installs.", f"Install dependencies in {repo} with {old}."]),
        label=c.pick(["CONTRIBUTING.md", "README"]),
        kind="document",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "new",
        c.pick(
            [
                f"{repo} switched to {new}; the old lockfile is gone.",
                f"From now on {repo} installs with {new}.",
                f"We replaced {old} with {new} in {repo}.",
            ]
        ),
        label=c.pick(["tooling change", "migration PR"]),
        kind="document",
        trust=0.94,
        after=_days(c.rng.randint(10, 50)),
        session="s2",
    )
    c.ask(
        c.pick(
            [
                f"Which package manager does {repo} use?",
                f"How do I install dependencies in {repo} today?",
            ]
        ),
        after=_days(c.rng.randint(51, 80)),
    )
    c.expect([new], [e2], forbidden=[old])
