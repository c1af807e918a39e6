"""The templates of the generated memory benchmark (``bench.memgen``): coding-project facts,
each with several wordings per event and per query, and entities and values drawn from pools.

A template says what a careful memory must do with its events (which value answers, which
events to cite, which conflict to report, which stale or neighbouring value must stay out of
the answer). It never names how cairn does it: the wordings are those a team writes in a
runbook, a chat or a ticket, not the shapes any detector expects.
"""

from __future__ import annotations

from datetime import timedelta

from cairn.bench.memgen import Case, Spec

# -- pools ----------------------------------------------------------------------------------------

SERVICES = [
    "billing",
    "payments",
    "search",
    "checkout",
    "notifications",
    "auth",
    "ledger",
    "inventory",
    "reporting",
    "media",
    "scheduler",
    "webhooks",
    "exports",
    "identity",
    "catalog",
    "pricing",
]
PEOPLE = [
    "Priya",
    "Mateo",
    "Ingrid",
    "Kwame",
    "Sofia",
    "Hiroshi",
    "Amara",
    "Lukas",
    "Noor",
    "Diego",
    "Freya",
    "Tomasz",
    "Yuki",
    "Omar",
    "Elena",
    "Ravi",
    "Chen",
    "Fatima",
    "Jonas",
    "Aisha",
]
REPOS = [
    "web-portal",
    "platform-infra",
    "mobile-app",
    "data-pipelines",
    "design-system",
    "cli-tools",
    "docs-site",
    "ml-serving",
    "edge-proxy",
    "admin-console",
]
ORGS = ["acme", "northwind", "globex", "initech"]
REGIONS = [
    "eu-west-1",
    "us-east-2",
    "ap-southeast-1",
    "eu-central-1",
    "us-west-2",
    "ca-central-1",
    "sa-east-1",
    "ap-northeast-1",
]
RUNNERS = ["ubuntu-22.04", "ubuntu-24.04", "macos-14", "windows-2022", "arm64-large", "gpu-a10"]
DATABASES = ["Postgres 15", "Postgres 16", "MySQL 8.0", "MariaDB 11", "CockroachDB 23.2"]
TOOLS = ["Grafana", "Datadog", "Argo CD", "Spinnaker", "Honeycomb"]
DIRS = [
    "src/billing/",
    "infra/terraform/",
    "docs/",
    "packages/ui/",
    "scripts/",
    "api/v2/",
    "migrations/",
    "charts/",
]
COMMIT_STYLES = [
    "Conventional Commits",
    "gitmoji prefixes",
    "imperative one-line subjects",
    "ticket-prefixed subjects",
]
INDENTS = ["tabs", "two spaces", "four spaces"]
REVIEW_STYLES = [
    "inline suggestions",
    "one summary comment",
    "a call instead of threads",
    "numbered checklists",
]
LIBS = {
    "HTTP calls": ["httpx", "requests", "aiohttp", "urllib3"],
    "background jobs": ["Celery", "RQ", "Dramatiq", "Huey"],
    "schema validation": ["pydantic", "marshmallow", "attrs", "cerberus"],
    "feature flags": ["Unleash", "LaunchDarkly", "Flagsmith", "GrowthBook"],
    "message queueing": ["Kafka", "RabbitMQ", "NATS", "SQS"],
    "caching": ["Redis", "Memcached", "Valkey", "Hazelcast"],
}
PACKAGES = ["protobuf", "urllib3", "numpy", "lodash", "react-router", "grpcio", "openssl"]
PACKAGE_MANAGERS = ["pnpm", "npm", "yarn", "bun"]
CHANNELS = ["#ops-alerts", "#billing-oncall", "#sre-pager", "#incident-room", "#platform-alerts"]
BUGS = [
    "memory leak in the export worker",
    "flaky login test",
    "duplicate webhook deliveries",
    "timezone bug in invoices",
    "race in the cache warmer",
    "slow search pagination",
]
TASKS = [
    "load-test plan",
    "schema migration",
    "runbook rewrite",
    "dependency audit",
    "dashboard cleanup",
    "alert tuning",
]
FEATURES = [
    "bulk export",
    "SSO login",
    "usage-based billing",
    "dark mode",
    "audit log",
    "rate limiter",
]
OPEN_QUESTIONS = [
    "shard the events table",
    "drop the legacy v1 endpoints",
    "move cron jobs into the scheduler",
    "split the monorepo CI",
    "adopt trunk-based releases",
]
DECISIONS = [
    "keep a single write region",
    "archive logs after 30 days",
    "pin base images by digest",
    "ship behind a kill switch",
]
STEPS = [
    "run the failover drill",
    "write the rollback script",
    "benchmark the new index",
    "enable canary analysis",
    "rotate the signing keys",
]
COLOURS = ["teal", "amber", "violet", "slate"]
MONTHS = ["January", "February", "March", "April", "October", "November"]
LOG_FORMATS = ["JSON lines", "logfmt", "plain text"]


# -- small helpers --------------------------------------------------------------------------------


def _service(c: Case) -> str:
    """A service name in one of the spellings teams use (kept for the whole case)."""
    name = c.pick(SERVICES)
    return c.pick([f"the {name} service", f"{name}-api", f"{name}-worker", f"svc-{name}"])


def _two_services(c: Case) -> tuple[str, str]:
    a, b = c.rng.sample(SERVICES, 2)
    form = c.pick(["the {} service", "{}-api", "{}-worker", "svc-{}"])
    return form.format(a), form.format(b)


def _bare(service: str) -> str:
    """``the billing service`` -> ``billing service`` (for "the X pipeline" and possessives)."""
    return service[4:] if service.startswith("the ") else service


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _repo(c: Case) -> str:
    name = c.pick(REPOS)
    return c.pick([name, f"{c.pick(ORGS)}/{name}"])


def _version(c: Case, prefix: bool | None = None) -> str:
    v = f"{c.rng.randint(1, 9)}.{c.rng.randint(0, 30)}.{c.rng.randint(0, 20)}"
    use = c.rng.random() < 0.5 if prefix is None else prefix
    return "v" + v if use else v


def _versions(c: Case, n: int) -> list[str]:
    prefix = c.rng.random() < 0.5
    out: list[str] = []
    while len(out) < n:
        v = _version(c, prefix)
        if v not in out:
            out.append(v)
    return out


def _durations(c: Case, n: int) -> list[str]:
    unit = c.pick(["seconds", "s", "ms", "minutes"])
    lo, hi = {"seconds": (5, 120), "s": (5, 120), "ms": (100, 5000), "minutes": (2, 45)}[unit]
    nums = c.rng.sample(range(lo, hi), n)
    return [f"{x}{unit}" if unit in ("s", "ms") else f"{x} {unit}" for x in nums]


def _ticket(c: Case) -> str:
    return f"{c.pick(['OPS', 'INC', 'PLAT', 'SEC', 'BUG'])}-{c.rng.randint(100, 9999)}"


def _pr(c: Case) -> str:
    return f"#{c.rng.randint(200, 9999)}"


def _days(n: float) -> timedelta:
    return timedelta(days=n)


def _mins(n: float) -> timedelta:
    return timedelta(minutes=n)


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


TEMPLATES = (
    Spec(
        "provenance_accuracy",
        "port-beside-another-service",
        "Answer one service's port, cite its event, and leave out a sibling service's port stated"
        " in the same frame.",
        port_beside_another_service,
    ),
    Spec(
        "provenance_accuracy",
        "two-sources-agree",
        "Cite both sources that agree and keep an old draft's value out.",
        two_sources_agree_a_draft_differs,
    ),
    Spec(
        "provenance_accuracy",
        "config-over-guess",
        "Answer from the committed config, not from a colleague's guess.",
        config_over_a_guess,
    ),
    Spec(
        "provenance_accuracy",
        "codeowners-neighbours",
        "Answer one CODEOWNERS entry without its neighbour.",
        codeowners_neighbours,
    ),
    Spec(
        "provenance_accuracy",
        "direct-over-hearsay",
        "Attribute a preference to the person's own statement, not to hearsay about them.",
        direct_preference_over_hearsay,
    ),
    Spec(
        "provenance_accuracy",
        "two-facts-one-note",
        "Answer the asked part of a note that states two facts of one kind.",
        two_facts_in_one_note,
    ),
    Spec(
        "contradiction_detection",
        "production-version-other-words",
        "Two sources name different production versions in different words.",
        production_version_in_other_words,
    ),
    Spec(
        "contradiction_detection",
        "database-region",
        "Two sources disagree on where a primary database is.",
        database_region_disagreement,
    ),
    Spec(
        "contradiction_detection",
        "owner",
        "Two sources name different owners of one service.",
        owner_disagreement,
    ),
    Spec(
        "contradiction_detection",
        "gateway-timeout",
        "Two sources give different gateway timeouts for one service.",
        timeout_disagreement,
    ),
    Spec(
        "contradiction_detection",
        "flag-state",
        "A checklist and the flag console disagree on a flag's state.",
        flag_state_disagreement,
    ),
    Spec(
        "contradiction_detection",
        "environments-differ",
        "Negative control: staging and production values are not a conflict.",
        environments_are_not_a_conflict,
    ),
    Spec(
        "contradiction_detection",
        "two-services-one-frame",
        "Negative control: two services' settings in one sentence frame are not a conflict.",
        two_services_one_frame_no_conflict,
    ),
    Spec(
        "contradiction_detection",
        "two-people-prefer",
        "Negative control: two people's preferences are not a conflict.",
        two_people_prefer_differently,
    ),
    Spec(
        "six_month_recall",
        "release-branch-names",
        "Recall a naming rule after months, not its sibling rule.",
        release_branch_names,
    ),
    Spec(
        "six_month_recall",
        "chosen-library",
        "Recall the chosen library, not the one ruled out.",
        chosen_library_not_the_rejected_one,
    ),
    Spec(
        "six_month_recall",
        "canary-split",
        "Recall both parts of an old split.",
        canary_split_two_parts,
    ),
    Spec(
        "six_month_recall",
        "cache-key-by-build",
        "Recall one build kind's cache key, not the other's.",
        cache_key_by_build_kind,
    ),
    Spec(
        "six_month_recall",
        "incident-ticket",
        "Recall which ticket tracked one service's old incident.",
        incident_ticket_long_ago,
    ),
    Spec(
        "six_month_recall",
        "pinned-dependency",
        "Recall an old version pin.",
        pinned_dependency_long_ago,
    ),
    Spec(
        "cross_session_continuity",
        "open-question",
        "Carry the unresolved question, not the settled one, into a new session.",
        open_question_not_the_settled_one,
    ),
    Spec(
        "cross_session_continuity",
        "next-step-noise",
        "Carry a next step across sessions that talked of other things.",
        next_step_among_noise,
    ),
    Spec(
        "cross_session_continuity",
        "person-preference",
        "Answer one person's preference, not a colleague's.",
        one_persons_preference_not_anothers,
    ),
    Spec(
        "cross_session_continuity",
        "fix-in-second-pr",
        "Name the PR that fixed the bug when a note mentions two PRs.",
        fix_named_in_the_second_pr,
    ),
    Spec(
        "cross_session_continuity",
        "who-took-task",
        "Answer who took a task, not who took the other one.",
        who_took_which_task,
    ),
    Spec(
        "cross_session_continuity",
        "work-branch",
        "Carry which branch holds the work, not the spike's branch.",
        work_continues_on_a_branch,
    ),
    Spec(
        "stale_belief_resistance",
        "explicit-correction",
        "Follow an explicit correction.",
        explicit_correction,
    ),
    Spec(
        "stale_belief_resistance",
        "casual-correction",
        "Follow a casual 'make that X' correction that carries no supersedes link.",
        casual_correction_in_the_same_session,
    ),
    Spec(
        "stale_belief_resistance",
        "moved-without-link",
        "Follow a move stated later without a supersedes link.",
        moved_without_a_supersedes_link,
    ),
    Spec(
        "stale_belief_resistance",
        "version-chain",
        "Follow a chain of upgrades whose last step carries no link.",
        version_chain_with_a_casual_last_step,
    ),
    Spec(
        "stale_belief_resistance",
        "owner-handover",
        "Follow an on-call handover, linked or not.",
        owner_handover,
    ),
    Spec(
        "stale_belief_resistance",
        "package-manager-switch",
        "Follow a switch of package manager stated without a link.",
        package_manager_switch,
    ),
)
