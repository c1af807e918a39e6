"""The pools and small helpers of ``fresh`` (``bench.memfresh``): the invented subjects its
templates draw from. Moved out of the set module unchanged."""

from __future__ import annotations

from cairn.bench.memgen import Case

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
