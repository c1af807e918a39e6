"""Templates of ``generated`` (``bench.memgen_templates``): provenance accuracy. Moved out of the
set module unchanged; the frozen copy it writes is checked byte for byte."""

from __future__ import annotations

from cairn.bench.memgen import Case
from cairn.bench.memgen_pools import (
    COMMIT_STYLES,
    DIRS,
    PEOPLE,
    REGIONS,
    RUNNERS,
    _bare,
    _cap,
    _days,
    _durations,
    _mins,
    _repo,
    _service,
    _two_services,
)

# -- provenance accuracy ------------------------------------------------------------------------


def port_beside_another_service(c: Case) -> None:
    a, b = _two_services(c)
    pa, pb = (str(p) for p in c.rng.sample(range(1025, 9899), 2))
    forms = [
        "{s} listens on port {p} in every environment.",
        "{S} is served on port {p}.",
        "Port {p} is where {s} accepts traffic.",
        "{S} binds to port {p}.",
    ]
    form = c.pick(forms)
    label = c.pick(["deployment manifest", "service registry", "platform wiki", "helm values"])
    ea = c.event(
        "a",
        form.format(s=a, S=_cap(a), p=pa),
        label=f"{_bare(a)} {label}",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "b",
        c.pick(forms).format(s=b, S=_cap(b), p=pb),
        label=f"{_bare(b)} {label}",
        kind="document",
        trust=0.9,
        after=_mins(c.rng.randint(1, 30)),
        session="s1",
    )
    c.ask(
        c.pick(
            [
                f"Which port does {a} listen on?",
                f"What port is {a} served on?",
                f"On which port does {a} accept traffic?",
            ]
        ),
        after=_days(c.rng.randint(3, 60)),
    )
    c.expect([pa], [ea], forbidden=[pb])


def two_sources_agree_a_draft_differs(c: Case) -> None:
    repo = _repo(c)
    person = c.pick(PEOPLE)
    good, old = c.rng.sample(RUNNERS, 2)
    e1 = c.event(
        "readme",
        c.pick(
            [
                f"The {repo} README states that CI runs on {good}.",
                f"{repo} CI jobs run on {good} runners, per the README.",
                f"README of {repo}: the CI runner image is {good}.",
            ]
        ),
        label=c.pick([f"{repo} README", "README.md", "repository readme"]),
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "chat",
        c.pick(
            [
                f"{person} confirmed that {repo} CI uses {good}.",
                f"Checked with {person}: the {repo} pipeline is on {good}.",
                f"{person} says the {repo} CI runner is {good}, double-checked today.",
            ]
        ),
        label=c.pick([f"{person} in #ci", f"chat with {person}", "Slack thread"]),
        kind="chat",
        trust=0.8,
        after=_days(1),
        session="s2",
    )
    c.event(
        "draft",
        c.pick(
            [
                f"An abandoned draft of the {repo} CI doc mentioned {old}.",
                f"Someone's old notes suggested {old} for {repo} CI before the migration.",
                f"A stale planning doc lists {old} as the {repo} runner.",
            ]
        ),
        label=c.pick(["old draft", "planning notes", "archived doc"]),
        kind="inference",
        trust=0.3,
        after=_days(1) + _mins(5),
        session="s1",
    )
    c.ask(
        c.pick(
            [
                f"Which runner image do the README and {person}'s confirmation give for {repo} CI?",
                f"What runner does {repo} CI use, according to the README and {person}?",
            ]
        ),
        after=_days(c.rng.randint(5, 40)),
    )
    c.expect([good], [e1, e2], forbidden=[old])


def config_over_a_guess(c: Case) -> None:
    svc = _service(c)
    person = c.pick(PEOPLE)
    real, guess = _durations(c, 2)
    guess_first = c.rng.random() < 0.5
    t_guess, t_real = (_mins(0), _mins(20)) if guess_first else (_mins(20), _mins(0))
    c.event(
        "guess",
        c.pick(
            [
                f"{person} guessed the {_bare(svc)} request timeout is probably {guess}.",
                f"{person} thinks {svc} might time out after {guess}, not sure.",
                f"From memory, {person} reckoned {svc} gives up after about {guess}.",
            ]
        ),
        label=c.pick(["standup chatter", f"{person} in chat", "hallway notes"]),
        kind="chat",
        trust=0.4,
        after=t_guess,
        session="s1",
    )
    e_real = c.event(
        "config",
        c.pick(
            [
                f"The committed {_bare(svc)} config sets the request timeout to {real}.",
                f"In the deployed config, the {_bare(svc)} request timeout is {real}.",
                f"Config file for {svc}: request timeout = {real}.",
            ]
        ),
        label=c.pick(["config/production.yaml", "deployed config", "service config"]),
        kind="document",
        trust=0.95,
        after=t_real,
        session="s1",
    )
    c.ask(
        c.pick(
            [
                f"According to the committed config, what is the {_bare(svc)} request timeout?",
                f"What request timeout does the {_bare(svc)} config actually set?",
            ]
        ),
        after=_days(c.rng.randint(2, 30)),
    )
    c.expect([real], [e_real], forbidden=[guess])


def codeowners_neighbours(c: Case) -> None:
    repo = _repo(c)
    da, db = c.rng.sample(DIRS, 2)
    pa, pb = c.rng.sample(PEOPLE, 2)
    forms = [
        "The {r} CODEOWNERS file assigns {d} to {p}.",
        "In {r}, CODEOWNERS lists {p} as the owner of {d}.",
        "{p} is the code owner for {d} in {r}.",
    ]
    ea = c.event(
        "a",
        c.pick(forms).format(r=repo, d=da, p=pa),
        label="CODEOWNERS",
        kind="document",
        trust=0.92,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "b",
        c.pick(forms).format(r=repo, d=db, p=pb),
        label="CODEOWNERS",
        kind="document",
        trust=0.92,
        after=_mins(2),
        session="s1",
    )
    c.ask(
        c.pick(
            [
                f"Who owns {da} in {repo} according to CODEOWNERS?",
                f"According to CODEOWNERS, who is the owner of {da} in {repo}?",
            ]
        ),
        after=_days(c.rng.randint(3, 50)),
    )
    c.expect([pa], [ea], forbidden=[pb])


def direct_preference_over_hearsay(c: Case) -> None:
    p, q = c.rng.sample(PEOPLE, 2)
    want, other = c.rng.sample(COMMIT_STYLES, 2)
    e1 = c.event(
        "direct",
        c.pick(
            [
                f"{p} told me directly that commit messages should use {want}.",
                f"Direct from {p}: please write commit messages with {want}.",
                f"{p} asked for {want} in commit messages.",
            ]
        ),
        label=c.pick([f"{p} direct message", f"DM from {p}"]),
        kind="user_testimony",
        trust=0.95,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "hearsay",
        c.pick(
            [
                f"{q} thinks {p} would probably prefer {other} for commits.",
                f"{q} speculated that {p} might like {other} in commit messages.",
                f"According to {q}, {p} may want {other}, but that is a guess.",
            ]
        ),
        label=c.pick([f"{q} comment", f"{q} in a thread"]),
        kind="chat",
        trust=0.4,
        after=_mins(c.rng.randint(2, 90)),
        session="s1",
    )
    c.ask(
        c.pick(
            [
                f"What commit message style did {p} directly ask for?",
                f"Which commit message convention did {p} request themselves?",
            ]
        ),
        after=_days(c.rng.randint(2, 30)),
    )
    c.expect([want], [e1], forbidden=[other])


def two_facts_in_one_note(c: Case) -> None:
    svc = _service(c)
    primary, replica = c.rng.sample(REGIONS, 2)
    e1 = c.event(
        "runbook",
        c.pick(
            [
                f"The {_bare(svc)} runbook puts the primary database in {primary} and the read"
                f" replica in {replica}.",
                f"{_cap(svc)}: primary database in {primary}, read replica in {replica}.",
                f"For {svc}, the read replica lives in {replica} while the primary database"
                f" lives in {primary}.",
            ]
        ),
        label=c.pick([f"{_bare(svc)} runbook", "ops runbook"]),
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.ask(
        c.pick(
            [
                f"Where is the {_bare(svc)} primary database, according to the runbook?",
                f"Which region holds the primary database of {svc}?",
            ]
        ),
        after=_days(c.rng.randint(3, 60)),
    )
    c.expect([primary], [e1], forbidden=[replica])
