"""The pools and small helpers of ``generated`` (``bench.memgen_templates``): the invented subjects its
templates draw from. Moved out of the set module unchanged."""

from __future__ import annotations

from datetime import timedelta

from cairn.bench.memgen import Case

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
