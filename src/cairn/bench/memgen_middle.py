"""Templates of ``generated`` (``bench.memgen_templates``): contradiction detection. Moved out of the
set module unchanged; the frozen copy it writes is checked byte for byte."""

from __future__ import annotations

from cairn.bench.memgen import Case
from cairn.bench.memgen_pools import (
    DATABASES,
    INDENTS,
    PEOPLE,
    REGIONS,
    TOOLS,
    _bare,
    _cap,
    _days,
    _durations,
    _mins,
    _service,
    _two_services,
    _versions,
)

# -- contradiction detection --------------------------------------------------------------------


def production_version_in_other_words(c: Case) -> None:
    svc = _service(c)
    v1, v2 = _versions(c, 2)
    tool = c.pick(TOOLS)
    e1 = c.event(
        "doc",
        c.pick(
            [
                f"The deploy doc says production runs {_bare(svc)} {v1}.",
                f"Release notes: {_bare(svc)} {v1} is live in production.",
                f"Per the deploy checklist, production is on {_bare(svc)} {v1}.",
            ]
        ),
        label=c.pick(["deploy doc", "release notes", "deploy checklist"]),
        kind="document",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "tool",
        c.pick(
            [
                f"The {tool} dashboard shows production on {v2}.",
                f"{tool} reports {_bare(svc)} {v2} running in production.",
                f"Production is at {v2} for {svc}, according to {tool}.",
            ]
        ),
        label=c.pick([f"{tool} dashboard", f"{tool} deploy view", "monitoring"]),
        kind="tool_output",
        trust=0.9,
        after=_days(c.rng.randint(0, 3)) + _mins(30),
        session="s2",
    )
    c.ask(
        c.pick(
            [
                f"Which {_bare(svc)} versions are recorded for production, and which records"
                " conflict?",
                f"What conflicting production versions of {svc} are stored, and where do they"
                " come from?",
            ]
        ),
        after=_days(c.rng.randint(5, 30)),
    )
    c.expect([v1, v2], [e1, e2], contradictions=[e1, e2])


def database_region_disagreement(c: Case) -> None:
    svc = _service(c)
    r1, r2 = c.rng.sample(REGIONS, 2)
    e1 = c.event(
        "runbook",
        c.pick(
            [
                f"The {_bare(svc)} runbook lists the primary database region as {r1}.",
                f"{_cap(svc)} keeps its primary database in {r1}.",
                f"Primary DB region for {svc}: {r1}.",
            ]
        ),
        label=c.pick([f"{_bare(svc)} runbook", "ops runbook", "service docs"]),
        kind="document",
        trust=0.8,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "infra",
        c.pick(
            [
                f"The infra inventory puts the {_bare(svc)} primary database in {r2}.",
                f"According to the Terraform state, the primary database of {svc} is in {r2}.",
                f"Terraform shows {svc}'s primary database running in {r2}.",
            ]
        ),
        label=c.pick(["infra inventory", "Terraform state", "cloud console export"]),
        kind="tool_output",
        trust=0.9,
        after=_days(c.rng.randint(1, 10)),
        session="s2",
    )
    c.ask(
        c.pick(
            [
                f"Which regions are stored for the {_bare(svc)} primary database, and which"
                " events conflict?",
                f"Where is the primary database of {svc}? Report any conflicting records.",
            ]
        ),
        after=_days(c.rng.randint(12, 40)),
    )
    c.expect([r1, r2], [e1, e2], contradictions=[e1, e2])


def owner_disagreement(c: Case) -> None:
    svc = _service(c)
    p1, p2 = c.rng.sample(PEOPLE, 2)
    e1 = c.event(
        "catalog",
        c.pick(
            [
                f"The service catalog lists {p1} as the owner of {svc}.",
                f"{_cap(svc)} is owned by {p1}, per the service catalog.",
                f"Owner of {svc}: {p1}.",
            ]
        ),
        label=c.pick(["service catalog", "Backstage entry", "ownership sheet"]),
        kind="document",
        trust=0.8,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "oncall",
        c.pick(
            [
                f"The on-call sheet names {p2} as the owner of {svc}.",
                f"{p2} owns {svc} according to the on-call rota.",
                f"PagerDuty has {p2} down as the {_bare(svc)} owner.",
            ]
        ),
        label=c.pick(["on-call rota", "PagerDuty schedule", "team roster"]),
        kind="tool_output",
        trust=0.85,
        after=_days(c.rng.randint(1, 14)),
        session="s2",
    )
    c.ask(
        c.pick(
            [
                f"Who owns {svc}? Flag any conflicting records.",
                f"Which owners are recorded for {svc}, and do the records conflict?",
            ]
        ),
        after=_days(c.rng.randint(15, 45)),
    )
    c.expect([p1, p2], [e1, e2], contradictions=[e1, e2])


def timeout_disagreement(c: Case) -> None:
    svc = _service(c)
    t1, t2 = _durations(c, 2)
    e1 = c.event(
        "wiki",
        c.pick(
            [
                f"The {_bare(svc)} gateway timeout is {t1}.",
                f"Gateway timeout for {svc}: {t1}.",
                f"{_cap(svc)} uses a gateway timeout of {t1}.",
            ]
        ),
        label=c.pick(["team wiki", "architecture notes", "onboarding doc"]),
        kind="document",
        trust=0.75,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "lb",
        c.pick(
            [
                f"The load balancer config sets the {_bare(svc)} gateway timeout to {t2}.",
                f"The gateway cuts off {svc} requests after {t2}.",
                f"nginx.conf gives {svc} a gateway timeout of {t2}.",
            ]
        ),
        label=c.pick(["load balancer config", "nginx.conf", "gateway settings"]),
        kind="document",
        trust=0.9,
        after=_days(c.rng.randint(1, 20)),
        session="s2",
    )
    c.ask(
        c.pick(
            [
                f"Which gateway timeouts are recorded for {svc}, and which events conflict?",
                f"What is the {_bare(svc)} gateway timeout? List conflicting records if any.",
            ]
        ),
        after=_days(c.rng.randint(21, 50)),
    )
    c.expect([t1, t2], [e1, e2], contradictions=[e1, e2])


def flag_state_disagreement(c: Case) -> None:
    flag = c.pick(["new_checkout", "async_exports", "smart_retries", "beta_search", "v2_invoices"])
    on_first = c.rng.random() < 0.5
    s1, s2 = ("enabled", "disabled") if on_first else ("disabled", "enabled")
    e1 = c.event(
        "checklist",
        c.pick(
            [
                f"The release checklist says the {flag} flag is {s1} in production.",
                f"Release checklist: {flag} is {s1} for production traffic.",
            ]
        ),
        label=c.pick(["release checklist", "launch doc"]),
        kind="document",
        trust=0.8,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "flags",
        c.pick(
            [
                f"The flag service shows {flag} {s2} in production.",
                f"In the flag console, {flag} is {s2} for production.",
            ]
        ),
        label=c.pick(["flag console", "Unleash admin", "flag service"]),
        kind="tool_output",
        trust=0.9,
        after=_days(c.rng.randint(0, 5)) + _mins(45),
        session="s2",
    )
    c.ask(
        c.pick(
            [
                f"Is the {flag} flag on in production? Report conflicting records.",
                f"What states are stored for the {flag} flag in production, and which conflict?",
            ]
        ),
        after=_days(c.rng.randint(6, 30)),
    )
    c.expect([s1, s2], [e1, e2], contradictions=[e1, e2])


def environments_are_not_a_conflict(c: Case) -> None:
    svc = _service(c)
    d1, d2 = c.rng.sample(DATABASES, 2)
    e1 = c.event(
        "staging",
        c.pick(
            [
                f"In staging, {svc} uses {d1}.",
                f"{_cap(svc)} staging runs against {d1}.",
                f"Staging {_bare(svc)} is backed by {d1}.",
            ]
        ),
        label=c.pick(["staging notes", "environment matrix"]),
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "prod",
        c.pick(
            [
                f"In production, {svc} uses {d2}.",
                f"{_cap(svc)} production runs against {d2}.",
                f"Production {_bare(svc)} is backed by {d2}.",
            ]
        ),
        label=c.pick(["production notes", "environment matrix"]),
        kind="document",
        trust=0.9,
        after=_mins(c.rng.randint(5, 300)),
        session="s1",
    )
    c.ask(
        c.pick(
            [
                f"Which databases does {svc} use in staging and in production, and is there a"
                " conflict?",
                f"What backs {svc} in each environment? Say whether the records conflict.",
            ]
        ),
        after=_days(c.rng.randint(3, 40)),
    )
    c.expect([d1, d2], [e1, e2])


def two_services_one_frame_no_conflict(c: Case) -> None:
    a, b = _two_services(c)
    n1, n2 = (str(n) for n in c.rng.sample(range(2, 10), 2))
    forms = [
        "The {s} pipeline retries failed jobs with limit {n}.",
        "{S}'s CI pipeline retries flaky jobs up to {n} times.",
        "The {s} pipeline re-runs failing jobs at most {n} times.",
    ]
    form = c.pick(forms)
    ea = c.event(
        "a",
        form.format(s=_bare(a), S=_cap(a), n=n1),
        label=c.pick(["CI config", "pipeline docs"]),
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    eb = c.event(
        "b",
        form.format(s=_bare(b), S=_cap(b), n=n2),
        label=c.pick(["CI config", "pipeline docs"]),
        kind="document",
        trust=0.9,
        after=_mins(c.rng.randint(1, 60)),
        session="s1",
    )
    c.ask(
        c.pick(
            [
                f"What retry limits do the {_bare(a)} and {_bare(b)} pipelines use, and do they"
                " contradict each other?",
                f"How many retries do {a} and {b} allow in CI? Is there a conflict?",
            ]
        ),
        after=_days(c.rng.randint(3, 40)),
    )
    c.expect([n1, n2], [ea, eb])


def two_people_prefer_differently(c: Case) -> None:
    p1, p2 = c.rng.sample(PEOPLE, 2)
    x, y = c.rng.sample(INDENTS, 2)
    forms = [
        "{p} prefers {v} for indentation.",
        "{p} likes to indent with {v}.",
        "Indentation: {p} wants {v}.",
    ]
    e1 = c.event(
        "a",
        c.pick(forms).format(p=p1, v=x),
        label=f"{p1} preference",
        kind="user_testimony",
        trust=0.95,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "b",
        c.pick(forms).format(p=p2, v=y),
        label=f"{p2} preference",
        kind="user_testimony",
        trust=0.95,
        after=_mins(c.rng.randint(5, 120)),
        session="s2",
    )
    c.ask(
        c.pick(
            [
                f"What indentation do {p1} and {p2} prefer, and is that a conflict?",
                f"How do {p1} and {p2} like to indent? Do their preferences contradict?",
            ]
        ),
        after=_days(c.rng.randint(3, 40)),
    )
    c.expect([x, y], [e1, e2])
