"""The pools and small helpers of ``fresh3`` (``bench.memfresh3``): the invented subjects its
templates draw from. Moved out of the set module unchanged."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter
from cairn.bench.memset import sample as _sample

# -- pools -----------------------------------------------------------------------------------------

PEOPLE = [
    "Ines",
    "Tomasz",
    "Aroha",
    "Bettina",
    "Kwabena",
    "Radka",
    "Sunniva",
    "Folasade",
    "Hiroko",
    "Zainab",
    "Teodor",
    "Marisol",
    "Wiebke",
    "Yusra",
    "Leopold",
    "Anouk",
]
PARTNERS = ["Fernhill", "Quokka Pay", "Brightwave", "Tidemark", "Lumenrail", "Corvid Labs"]
SERVICES = [
    "ledger-writer",
    "invoice-renderer",
    "geo-resolver",
    "pdf-stamper",
    "webhook-relay",
    "quote-engine",
    "session-broker",
]
IMAGES = [
    "python:3.12-slim-bookworm",
    "node:20.11-bookworm-slim",
    "eclipse-temurin:21-jre-jammy",
    "golang:1.22-alpine3.19",
    "debian:12.5-slim",
    "ubuntu:22.04",
    "gcr.io/distroless/base-debian12",
    "ruby:3.3-slim",
]
REPOS = ["orchard-api", "kiln-web", "pelican-etl", "marrow-sdk", "tessellate", "quarry-cli"]
LOG_INDEXES = [
    "edge-access",
    "payments-audit",
    "auth-events",
    "controlplane-audit",
    "ci-runner",
    "search-slowlog",
]
SECRETS = [
    "STRIPE_WEBHOOK_SECRET",
    "PG_REPLICA_PASSWORD",
    "SENTRY_AUTH_TOKEN",
    "S3_EXPORT_ACCESS_KEY",
    "OIDC_CLIENT_SECRET",
    "SMTP_RELAY_PASSWORD",
]
CLIENTS = ["billing-http", "catalog-grpc", "ledger-kafka", "geo-http", "search-grpc"]
TRAINS = ["iOS 7.14", "Android 7.14", "iOS 7.15", "Android 7.15", "iOS 7.16", "Android 7.16"]
DEPENDENCIES = ["fastavro", "pyzmq", "rapidfuzz", "libvips", "protobufjs", "sharp", "pendulum"]
LICENCES = [
    "MIT",
    "Apache-2.0",
    "BSD-3-Clause",
    "MPL-2.0",
    "LGPL-2.1-only",
    "ISC",
    "AGPL-3.0-only",
    "EPL-2.0",
]
PIPELINES = ["orders_daily", "churn_features", "fx_rates_ingest", "clickstream_rollup", "gl_export"]
TABLES = [
    ("payouts", "refund_reason"),
    ("invoices", "tax_region"),
    ("accounts", "closed_at"),
    ("shipments", "carrier_ref"),
    ("subscriptions", "trial_ends_on"),
    ("ledger_entries", "reversal_of"),
]
SCHEMAS = ["payments_core", "identity", "fulfilment", "analytics", "catalog", "risk"]
SCHEMA_TEAMS = [
    "Team Heron",
    "Team Basalt",
    "Team Juniper",
    "Team Osprey",
    "Team Cobblestone",
    "Team Marram",
]
TASKS = [
    "load_to_warehouse",
    "dedupe_events",
    "validate_schema",
    "extract_s3_manifest",
    "publish_metrics",
    "compact_partitions",
]
IDENTIFIERS = [
    ("fetch_all", "fetch_invoice_page"),
    ("do_sync", "sync_ledger_accounts"),
    ("helper", "normalize_postcode"),
    ("lst", "pending_refunds"),
    ("tmp_result", "quote_breakdown"),
    ("run_it", "apply_tax_rules"),
]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
NOISE = [
    "Reminder: the staging cluster gets patched over the weekend, expect a short blip.",
    "Does anyone know why the docs preview build keeps timing out? Asking for a friend.",
    "Lunch-and-learn on property-based testing moved to the big room.",
    "PSA: please stop force-pushing to shared feature branches, it eats review comments.",
    "The on-call handbook now has a glossary page, feedback welcome.",
    "Heads up, the VPN client update asks for a reboot.",
    "Retro action: write the onboarding checklist down instead of telling it in person.",
    "Someone left a very loud alarm going off in the quiet room.",
    "Renovate opened a pile of minor bumps again; triaging them after standup.",
    "The design system team is asking for volunteers to review the new button tokens.",
    "FYI the shared calendar for the hack week is up.",
    "Reminder that secrets never go in screenshots, even redacted ones.",
    "Could whoever owns the flaky snapshot test look at it when they have a moment?",
    "The coffee machine on the third floor is fixed, finally.",
]


# -- helpers ---------------------------------------------------------------------------------------


def _two(c: Case, pool: Sequence[Any]) -> list[Any]:
    return _sample(c, pool, 2)


def _three(c: Case, pool: Sequence[Any]) -> list[Any]:
    return _sample(c, pool, 3)


_noise = Chatter(NOISE, key="chatter", channel="#dev-general", trust=0.55)


def _ticket(c: Case, prefix: str, avoid: Sequence[str] = ()) -> str:
    while True:
        t = f"{prefix}-{c.rng.randint(1100, 9899)}"
        if t not in avoid:
            return t
