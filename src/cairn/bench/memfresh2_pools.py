"""The pools and small helpers of ``fresh2`` (``bench.memfresh2``): the invented subjects its
templates draw from. Moved out of the set module unchanged."""

from __future__ import annotations

from collections.abc import Sequence

from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter

# -- pools (none shared with bench.memgen_templates or bench.memfresh) ---------------------------

PEOPLE = [
    "Ayo",
    "Bram",
    "Chidi",
    "Dagny",
    "Emeka",
    "Goran",
    "Hana",
    "Imani",
    "Jorge",
    "Kasia",
    "Lior",
    "Mirela",
    "Nico",
    "Odile",
    "Pim",
    "Rosa",
    "Sunil",
    "Tamsin",
]
QUEUES = [
    "ledger-events",
    "webhook-outbox",
    "digest-batch",
    "audit-export",
    "payout-requests",
    "search-reindex",
    "sms-fanout",
    "refund-claims",
]
FLAGS = [
    "checkout_v3",
    "lazy_avatars",
    "bulk_invite",
    "smart_retry",
    "inline_diff",
    "usage_meter",
    "fast_signup",
    "org_sso_enforce",
]
CRON_JOBS = [
    "nightly-vacuum",
    "invoice-sweep",
    "stale-branch-prune",
    "cert-renewal",
    "usage-rollup",
    "sitemap-rebuild",
]
SDKS = [
    "stripe-node",
    "twilio-python",
    "segment-analytics",
    "firebase-admin",
    "auth0-spa",
    "mapbox-gl",
]
ROTATIONS = ["payments-oncall", "edge-oncall", "dataplat-oncall", "mobile-oncall", "search-oncall"]
TEAMS = [
    "@acme/billing-core",
    "@acme/devex",
    "@acme/growth-web",
    "@acme/sre-infra",
    "@acme/mobile-platform",
    "@acme/identity",
]
CODE_PATHS = [
    "services/ledger/",
    "web/checkout/",
    "infra/terraform/",
    "apps/ios/",
    "libs/authz/",
    "tools/release/",
]
REPOS = ["tally-api", "web-monorepo", "ios-shell", "data-pipelines", "design-tokens", "tf-live"]
LINT_RULES = [
    "no-floating-promises",
    "exhaustive-deps",
    "no-import-cycle",
    "no-explicit-any",
    "prefer-readonly",
    "no-misused-promises",
]
CACHE_BUCKETS = [
    "s3://bld-cache-kestrel",
    "s3://bld-cache-osprey",
    "gs://ci-remote-heron",
    "gs://ci-remote-plover",
    "s3://bld-cache-merlin",
    "gs://ci-remote-avocet",
]
BROKERS = ["RabbitMQ", "NATS JetStream", "Amazon SQS", "Redis Streams", "Google Pub/Sub"]
FLAKY_TESTS = [
    "test_refund_roundtrip",
    "test_invite_expiry",
    "test_export_csv",
    "test_webhook_signature",
    "test_quota_reset",
    "test_session_refresh",
]
# (what to answer, the sentence it sits in)
FLAKE_CAUSES = [
    ("container clock", "the container clock crossing midnight UTC"),
    ("port collision", "a port collision with the mock SMTP server"),
    ("xdist", "pytest-xdist scheduling it beside the migration tests"),
    ("unseeded faker", "an unseeded faker locale"),
    ("shared Redis", "the shared Redis not being flushed between runs"),
    ("DNS cache", "a stale DNS cache in the runner image"),
]
NOISE = [
    "Reminder: demo day slides are due Thursday, keep it to five slides.",
    "Coffee machine on 3 is fixed, thanks facilities.",
    "Can someone review the README typo PR when you get a sec?",
    "FYI the staging VPN cert rotates tonight, you may need to reconnect.",
    "Retro notes are in the shared doc, please add your kudos.",
    "Heads up: the design review moved to 2pm.",
    "Dependabot opened eleven PRs overnight, mostly dev deps, will batch them.",
    "The office wifi is flaky again, use ethernet for calls.",
]


# -- helpers ---------------------------------------------------------------------------------------


def _ints(c: Case, n: int, lo: int, hi: int) -> list[int]:
    return c.rng.sample(range(lo, hi), n)


def _semvers(c: Case, n: int) -> list[str]:
    out: list[str] = []
    major = c.rng.randint(2, 14)
    while len(out) < n:
        v = f"{major}.{c.rng.randint(0, 29)}.{c.rng.randint(0, 12)}"
        if v not in out:
            out.append(v)
    return out


def _pr(c: Case, avoid: Sequence[str] = ()) -> str:
    while True:
        pr = f"#{c.rng.randint(2100, 9899)}"
        if pr not in avoid:
            return pr


_noise = Chatter(NOISE, key="noise", channel="#random", trust=0.6)
