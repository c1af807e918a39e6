"""A fourth generated memory benchmark, held out entirely (set ``fresh3``), to measure whether
judgment generalizes to subjects and wording nobody tuned on.

Written apart from the judgment rules (the reader and the policy modules were not opened while it
was written) and apart from the other sets' templates (only the scaffolding of
``bench.memfresh2`` was read: seeding, the case writer, the frozen copy). Its subjects are its
own: database migrations and schema owners, API rate limits, Docker base images, retry and
backoff settings, coverage gates, branch protection, log retention, secret rotation, mobile
release trains, data pipelines, dependency licences, formatter settings and reviewers' habits.
Its wording is the one of issue trackers, review comments, chat threads, meeting notes, runbooks,
commit messages and postmortems: hedges, reported speech ("Ines said", "per the runbook"),
negation ("no longer", "we do not"), lists and tables written in text, parentheticals, numbers
with units written several ways, relative time ("since last sprint", "two releases ago"), and
questions asked in other words than the memory holds. Each case has several entities in the same
frame (distractors); corrections carry no ``supersedes`` field; events are listed out of time
order (their times kept); some sources agree with each other (nothing to flag) and some disagree.

``SIZE`` cases over the five Hexis dimensions in equal parts, five templates per dimension,
seeded. No dev half: the whole set is held out. The frozen copy under ``bench/data`` was written,
and main scored on it, before any rule looked at it; a test checks the generator still writes it
byte for byte. The case writer (``memgen.Case``) is shared with ``bench.memgen``; no template
text is.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from cairn.bench.memgen import Case
from cairn.bench.memgen import NamedSpec as Spec
from cairn.bench.memset import Chatter, HeldOutSet
from cairn.bench.memset import choose as _choose
from cairn.bench.memset import days as _days
from cairn.bench.memset import mins as _mins
from cairn.bench.memset import sample as _sample

SEED = 20261231
SIZE = 125  # 25 cases per dimension, 5 templates of 5 cases each
SET_NAME = "fresh3"
DATA = Path(__file__).parent / "data"
FIRST = datetime(2025, 2, 10, 7, tzinfo=UTC)  # the earliest a case starts
PATH = DATA / "memfresh3.v1.jsonl"


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


# -- provenance accuracy ---------------------------------------------------------------------------


def rate_limit_from_gateway_config(c: Case) -> None:
    """A partner's rate limit from the gateway config; another partner's limit in the same frame
    and a hedged guess from chat are distractors."""
    partner, other = _two(c, PARTNERS)
    right, other_n, guess = c.rng.sample(range(120, 2400, 60), 3)
    burst = right // 4
    who = _choose(c, PEOPLE)
    cfg = c.event(
        "cfg",
        f"gateway/limits.yaml (excerpt): partner `{partner}` -> {right} req/min "
        f"(burst {burst}), enforced per API key.",
        label="gateway config, main branch",
        kind="document",
        trust=0.94,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"gateway/limits.yaml (excerpt): partner `{other}` -> {other_n} req/min, enforced per "
        "API key.",
        label="gateway config, main branch",
        kind="document",
        trust=0.94,
        after=_mins(2),
        session="s1",
    )
    c.event(
        "guess",
        f"{who}: I *think* {partner} gets something like {guess} req/min? going from memory, "
        "don't quote me",
        label="#api-platform thread",
        kind="chat",
        trust=0.4,
        after=_days(2),
        session="s2",
    )
    _noise(c, 2, _days(1), 4, "s2")
    question = _choose(
        c,
        [
            "How many requests a minute may {p} send us, going by the gateway config?",
            "What per-minute ceiling does the gateway config put on {p}'s traffic?",
        ],
    )
    c.ask(question.format(p=partner), after=_days(9))
    c.expect([f"{right} req/min"], [cfg], forbidden=[f"{other_n} req/min", f"{guess} req/min"])


def base_image_from_commit(c: Case) -> None:
    """A service's Docker base image from the commit that set it; another service's Dockerfile
    and a reviewer's unsure question naming a third image are distractors."""
    svc, other = _two(c, SERVICES)
    img, other_img, asked = _three(c, IMAGES)
    reviewer = _choose(c, PEOPLE)
    commit = c.event(
        "commit",
        f"build({svc}): switch the Dockerfile base to {img}\n\nThe FROM line now pins {img}; "
        "the image is rebuilt nightly by the base-images job.",
        label=f"commit on {svc}, main",
        kind="commit",
        trust=0.92,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"services/{other}/Dockerfile starts with `FROM {other_img}` (checked today).",
        label=f"{other} Dockerfile",
        kind="document",
        trust=0.9,
        after=_days(1),
        session="s1",
    )
    c.event(
        "review",
        f"{reviewer} (review comment): shouldn't {svc} be on {asked} like the others? "
        "genuinely not sure, just asking",
        label="PR review thread",
        kind="review",
        trust=0.45,
        after=_days(1) + _mins(30),
        session="s2",
    )
    _noise(c, 2, _days(0), 3, "s2")
    c.ask(
        f"Per the commit that changed it, which image does the {svc} container build FROM?",
        after=_days(12),
    )
    c.expect([img], [commit], forbidden=[other_img, asked])


def coverage_gate_two_sources(c: Case) -> None:
    """A repository's coverage floor stated by CI config and by its contributing guide (both
    cited); another repository's floor and a floated but never adopted number are distractors."""
    repo, other = _two(c, REPOS)
    right, other_n, floated = c.rng.sample(range(60, 96), 3)
    who = _choose(c, PEOPLE)
    ci = c.event(
        "ci",
        f"{repo}/.github/workflows/ci.yml runs pytest with `--cov-fail-under={right}`.",
        label=f"{repo} CI workflow",
        kind="document",
        trust=0.93,
        after=_mins(0),
        session="s1",
    )
    guide = c.event(
        "guide",
        f"CONTRIBUTING.md ({repo}): a PR that takes line coverage below {right}% fails the "
        "build, no exceptions.",
        label=f"{repo} contributing guide",
        kind="document",
        trust=0.88,
        after=_days(3),
        session="s2",
    )
    c.event(
        "other",
        f"{other}/.github/workflows/ci.yml runs pytest with `--cov-fail-under={other_n}`.",
        label=f"{other} CI workflow",
        kind="document",
        trust=0.93,
        after=_mins(4),
        session="s1",
    )
    c.event(
        "floated",
        f"Quality guild notes: {who} floated {floated}% for {repo} at one point; nobody signed up "
        "for it and we did not change anything.",
        label="quality guild meeting notes",
        kind="meeting_notes",
        trust=0.6,
        after=_days(5),
        session="s3",
    )
    _noise(c, 2, _days(1), 5, "s3")
    c.ask(
        f"What minimum line coverage does {repo} enforce, and where is that written down?",
        after=_days(14),
    )
    c.expect([f"{right}%"], [ci, guide], forbidden=[f"{other_n}%", f"{floated}%"])


def log_retention_per_runbook(c: Case) -> None:
    """How long one log index is kept, per the runbook; the runbook's line for another index and
    a hearsay figure in chat are distractors."""
    index, other = _two(c, LOG_INDEXES)
    right, other_n = c.rng.sample([30, 45, 60, 90, 180, 400, 730], 2)
    hearsay = _choose(c, ["a fortnight", "two weeks", "a week", "six weeks"])
    a, b = _two(c, PEOPLE)
    runbook = c.event(
        "runbook",
        f"Runbook, section 'Log retention': `{index}` is kept for {right} days in hot storage, "
        "then deleted (there is no cold tier for it).",
        label="observability runbook",
        kind="runbook",
        trust=0.93,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"Runbook, section 'Log retention': `{other}` is kept for {other_n} days in hot storage, "
        "then deleted.",
        label="observability runbook",
        kind="runbook",
        trust=0.93,
        after=_mins(1),
        session="s1",
    )
    c.event(
        "hearsay",
        f"{a}: {b} said {index} only keeps about {hearsay} of logs, but that was from memory",
        label="#observability thread",
        kind="chat",
        trust=0.4,
        after=_days(4),
        session="s2",
    )
    _noise(c, 2, _days(1), 6, "s2")
    c.ask(
        f"According to the runbook, how long do we hold on to {index} logs before they go?",
        after=_days(10),
    )
    c.expect([f"{right} days"], [runbook], forbidden=[f"{other_n} days", hearsay])


def secret_rotation_from_policy(c: Case) -> None:
    """A secret's rotation interval from the vault policy (a list in one document); a guess in a
    thread and an unrelated 'last rotated' age are distractors."""
    secret, other = _two(c, SECRETS)
    right, other_n, age = c.rng.sample([7, 14, 30, 45, 60, 90, 120], 3)
    guess = _choose(c, ["quarterly", "yearly", "every sprint"])
    who = _choose(c, PEOPLE)
    policy = c.event(
        "policy",
        f"Vault rotation policy v4:\n- {secret}: rotated every {right} days by the "
        f"rotate-secrets job\n- {other}: rotated every {other_n} days by the rotate-secrets job\n"
        "- anything not listed: on demand only",
        label="vault rotation policy",
        kind="document",
        trust=0.95,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "guess",
        f"{who}: no idea how often {secret} rotates, {guess} maybe? someone who knows pls confirm",
        label="#security thread",
        kind="chat",
        trust=0.35,
        after=_days(2),
        session="s2",
    )
    c.event(
        "age",
        f"Incident review note: at the time of the outage {secret} had last been rotated "
        f"{age} days earlier (that is unrelated to the cause).",
        label="incident review",
        kind="postmortem",
        trust=0.8,
        after=_days(6),
        session="s3",
    )
    _noise(c, 2, _days(1), 6, "s2")
    c.ask(f"How often is {secret} supposed to be rotated per the vault policy?", after=_days(15))
    c.expect(
        [f"every {right} days"],
        [policy],
        forbidden=[guess, f"{age} days earlier"],
    )


# -- contradiction detection -----------------------------------------------------------------------


def retry_count_disagreement(c: Case) -> None:
    """The runbook and a code comment give different retry counts for one client (neither
    corrects the other); another client's retry count in the same frame is a distractor."""
    client, other = _two(c, CLIENTS)
    a, d = c.rng.sample(range(2, 9), 2)
    b = _choose(c, [n for n in range(2, 9) if abs(n - a) >= 2 and n != d])  # plainly another count
    frame = _choose(
        c,
        [
            "Per the runbook, the {x} client retries up to {n} times with exponential backoff "
            "starting at 200ms.",
            "Runbook, 'Outbound calls': {x} retries up to {n} times; first backoff is half a "
            "second, doubling each time (jitter on).",
        ],
    )
    runbook = c.event(
        "runbook",
        frame.format(x=client, n=a),
        label="integrations runbook",
        kind="runbook",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    code = c.event(
        "code",
        f"clients/{client}.py: `MAX_RETRIES = {b}`  # the {client} client gives up after "
        f"{b} retries",
        label=f"{client} source",
        kind="code",
        trust=0.9,
        after=_days(2),
        session="s2",
    )
    c.event(
        "other",
        frame.format(x=other, n=d),
        label="integrations runbook",
        kind="runbook",
        trust=0.85,
        after=_mins(1),
        session="s1",
    )
    _noise(c, 2, _days(0), 4, "s2")
    c.ask(
        f"Do our notes agree on how persistent the {client} client is with retries? "
        "Which ones clash?",
        after=_days(8),
    )
    c.expect(
        [f"up to {a} times", f"after {b} retries"],
        [runbook, code],
        contradictions=[runbook, code],
        forbidden=[f"up to {d} times"],
    )


def required_approvals_disagreement(c: Case) -> None:
    """The exported branch-protection settings and the onboarding wiki disagree on how many
    approvals a repository's main branch needs; another repository's setting is a distractor."""
    repo, other = _two(c, REPOS)
    n, m = c.rng.sample([1, 2, 3], 2)
    k = _choose(c, [x for x in (1, 2, 3, 4) if x != n])
    settings = c.event(
        "settings",
        f"Branch protection export for {repo} (main): required_approving_review_count: {n}, "
        "dismiss stale reviews: true.",
        label=f"{repo} settings export",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    wiki = c.event(
        "wiki",
        f"Onboarding wiki: for {repo} you need {NUMBER_WORDS[m]} approval"
        f"{'s' if m > 1 else ''} before merging to main (CODEOWNERS still applies).",
        label="onboarding wiki",
        kind="wiki",
        trust=0.75,
        after=_days(3),
        session="s2",
    )
    c.event(
        "other",
        f"Branch protection export for {other} (main): required_approving_review_count: {k}, "
        "dismiss stale reviews: false.",
        label=f"{other} settings export",
        kind="document",
        trust=0.9,
        after=_mins(3),
        session="s1",
    )
    _noise(c, 2, _days(0), 5, "s2")
    c.ask(
        f"How many reviews does a PR into {repo}'s main branch need? Is there any disagreement "
        "between our sources?",
        after=_days(11),
    )
    m_text = f"{NUMBER_WORDS[m]} approval{'s' if m > 1 else ''}"
    c.expect(
        [f"required_approving_review_count: {n}", m_text],
        [settings, wiki],
        contradictions=[settings, wiki],
        forbidden=[f"required_approving_review_count: {k}"],
    )


def release_freeze_disagreement(c: Case) -> None:
    """The release calendar and the release manager's chat message give different code-freeze
    times for one mobile train; another train's freeze is a distractor."""
    train, other = _two(c, TRAINS)
    d1, d2, d3 = _three(c, DAYS)
    h1, h3 = c.rng.sample([14, 15, 16, 17, 18], 2)
    rm = _choose(c, PEOPLE)
    calendar = c.event(
        "calendar",
        f"Release calendar: {train} code freeze {d1} {h1}:00 UTC; submission to the store the "
        "next morning.",
        label="mobile release calendar",
        kind="calendar",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    chat = c.event(
        "chat",
        f"{rm} (release manager): for {train} the freeze is {d2} at noon UTC, please have "
        "everything merged by then",
        label="#mobile-release thread",
        kind="chat",
        trust=0.82,
        after=_days(1),
        session="s2",
    )
    c.event(
        "other",
        f"Release calendar: {other} code freeze {d3} {h3}:00 UTC; submission to the store the "
        "next morning.",
        label="mobile release calendar",
        kind="calendar",
        trust=0.88,
        after=_mins(2),
        session="s1",
    )
    _noise(c, 2, _days(0), 3, "s2")
    c.ask(f"When is code freeze for {train}? Do the calendar and the thread agree?", after=_days(4))
    c.expect(
        [f"{d1} {h1}:00 UTC", f"{d2} at noon UTC"],
        [calendar, chat],
        contradictions=[calendar, chat],
        forbidden=[f"{d3} {h3}:00 UTC"],
    )


def licence_sources_agree(c: Case) -> None:
    """The SBOM scan and the package's own licence header agree on a dependency's licence
    (nothing to flag); another dependency's licence is a distractor."""
    dep, other = _two(c, DEPENDENCIES)
    lic, other_lic = _two(c, LICENCES)
    who = _choose(c, PEOPLE)
    sbom = c.event(
        "sbom",
        f"SBOM scan (weekly): {dep} -> license {lic}, no policy violation.",
        label="SBOM scan report",
        kind="report",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    header = c.event(
        "header",
        f"{who} checked the vendored copy: {dep}'s source files carry "
        f"`SPDX-License-Identifier: {lic}`.",
        label="licence review note",
        kind="review",
        trust=0.85,
        after=_days(6),
        session="s2",
    )
    c.event(
        "other",
        f"SBOM scan (weekly): {other} -> license {other_lic}, flagged for legal review.",
        label="SBOM scan report",
        kind="report",
        trust=0.9,
        after=_mins(1),
        session="s1",
    )
    _noise(c, 2, _days(0), 6, "s2")
    c.ask(
        f"Under which licence do we ship {dep}, and do the scan and the review conflict?",
        after=_days(13),
    )
    c.expect([lic], [sbom, header], forbidden=[other_lic])


def pipeline_schedule_agrees(c: Case) -> None:
    """A pipeline's schedule written as a cron expression in the DAG and as a clock time in the
    runbook: the same time, so nothing conflicts; another pipeline's time is a distractor."""
    pipe, other = _two(c, PIPELINES)
    (h, mi), (oh, omi) = c.rng.sample([(1, 15), (2, 40), (3, 5), (4, 30), (5, 50), (6, 20)], 2)
    dag = c.event(
        "dag",
        f'dags/{pipe}.py: `schedule="{mi} {h} * * *"` (UTC, catchup disabled)',
        label=f"{pipe} DAG source",
        kind="code",
        trust=0.92,
        after=_mins(0),
        session="s1",
    )
    runbook = c.event(
        "runbook",
        f"Data runbook: {pipe} runs once a day at {h:02d}:{mi:02d} UTC; if it has not finished "
        "within two hours, page the data on-call.",
        label="data platform runbook",
        kind="runbook",
        trust=0.86,
        after=_days(4),
        session="s2",
    )
    c.event(
        "other",
        f"Data runbook: {other} runs once a day at {oh:02d}:{omi:02d} UTC; same paging rule.",
        label="data platform runbook",
        kind="runbook",
        trust=0.86,
        after=_days(4) + _mins(1),
        session="s2",
    )
    _noise(c, 2, _days(0), 5, "s1")
    c.ask(
        f"What time of day does the {pipe} job kick off? Are the DAG and the runbook consistent?",
        after=_days(10),
    )
    c.expect([f"{h:02d}:{mi:02d} UTC"], [dag, runbook], forbidden=[f"{oh:02d}:{omi:02d} UTC"])


# -- six-month recall ------------------------------------------------------------------------------


def _months_of_noise(c: Case, n: int, span: float) -> None:
    _noise(c, n, _days(3), span, "later")


def migration_number_long_ago(c: Case) -> None:
    """Which migration added a column, asked seven to ten months later; the migration that
    added another column in the same week is a distractor."""
    (table, col), (otable, ocol) = _two(c, TABLES)
    num, onum = c.rng.sample(range(101, 480), 2)
    mig = c.event(
        "mig",
        f"db: add `{table}.{col}` in migration {num:04d} (file {num:04d}_add_{col}.sql; nullable, "
        "backfilled later).",
        label="commit message",
        kind="commit",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"db: add `{otable}.{ocol}` in migration {onum:04d} (file {onum:04d}_add_{ocol}.sql; "
        "nullable).",
        label="commit message",
        kind="commit",
        trust=0.9,
        after=_days(2),
        session="s1",
    )
    _months_of_noise(c, 3, 150)
    c.ask(
        f"Ages ago we added {col} on the {table} table. What was the migration number?",
        after=_days(c.rng.randint(215, 300)),
    )
    c.expect([f"{num:04d}"], [mig], forbidden=[f"{onum:04d}"])


def schema_owner_decision_long_ago(c: Case) -> None:
    """Which team was made owner of a schema in old meeting notes (a list of decisions);
    another schema's owner, decided in another meeting, is a distractor."""
    (schema, other), (team, oteam) = _two(c, SCHEMAS), _two(c, SCHEMA_TEAMS)
    notes = c.event(
        "notes",
        f"Architecture sync, decisions:\n1. {team} owns the `{schema}` schema; any migration "
        "touching it needs their approval.\n2. We do not allow cross-schema foreign keys.",
        label="architecture sync notes",
        kind="meeting_notes",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"Platform sync, decisions:\n1. {oteam} owns the `{other}` schema; migrations there "
        "need their approval.",
        label="platform sync notes",
        kind="meeting_notes",
        trust=0.9,
        after=_days(9),
        session="s2",
    )
    _months_of_noise(c, 3, 160)
    c.ask(
        f"Who has to sign off on a migration that touches {schema}? We decided that long ago.",
        after=_days(c.rng.randint(200, 290)),
    )
    c.expect([team], [notes], forbidden=[oteam])


def formatter_line_length_long_ago(c: Case) -> None:
    """The line length a repository's formatter was set to, asked more than half a year later;
    another repository's setting is a distractor."""
    repo, other = _two(c, REPOS)
    n, m = c.rng.sample([79, 88, 99, 100, 110, 120], 2)
    cfg = c.event(
        "cfg",
        f"chore({repo}): settle the formatter debate, pyproject now has `line-length = {n}` "
        "and the editorconfig matches it.",
        label="commit message",
        kind="commit",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"chore({other}): pyproject sets `line-length = {m}` for the formatter.",
        label="commit message",
        kind="commit",
        trust=0.9,
        after=_days(5),
        session="s1",
    )
    _months_of_noise(c, 3, 170)
    c.ask(
        f"What maximum line width did we configure for {repo}'s formatter back then?",
        after=_days(c.rng.randint(210, 320)),
    )
    c.expect([f"line-length = {n}"], [cfg], forbidden=[f"line-length = {m}"])


def reviewer_size_preference_long_ago(c: Case) -> None:
    """How large a pull request one reviewer is willing to review, said months ago; another
    reviewer's limit (written with another unit) is a distractor."""
    who, other = _two(c, PEOPLE)
    n, m = c.rng.sample([200, 250, 300, 400, 500, 600], 2)
    pref = c.event(
        "pref",
        f"{who} in the review-norms thread: please keep PRs you send me under {n} changed lines, "
        "anything bigger gets split before I look at it.",
        label="#code-review thread",
        kind="chat",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{other} replied: my limit is more like {m} LOC, and I want screenshots for UI work.",
        label="#code-review thread",
        kind="chat",
        trust=0.88,
        after=_mins(7),
        session="s1",
    )
    _months_of_noise(c, 3, 150)
    c.ask(
        f"What's the biggest diff {who} said they would review without asking for a split?",
        after=_days(c.rng.randint(200, 280)),
    )
    c.expect([f"{n} changed lines"], [pref], forbidden=[f"{m} LOC"])


def postmortem_id_long_ago(c: Case) -> None:
    """The incident number of an old outage, found from its cause in other words; another
    postmortem from the same month is a distractor."""
    svc, other = _two(c, SERVICES)
    inc = _ticket(c, "INC")
    oinc = _ticket(c, "INC", avoid=[inc])
    pm = c.event(
        "pm",
        f"Postmortem {inc}: {svc} ran out of database connections (pool too small for the "
        "batch export); action item: raise the pool and add a saturation alert.",
        label="postmortem doc",
        kind="postmortem",
        trust=0.93,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"Postmortem {oinc}: {other} served stale responses after a cache key collision; action "
        "item: version the cache keys.",
        label="postmortem doc",
        kind="postmortem",
        trust=0.93,
        after=_days(11),
        session="s2",
    )
    _months_of_noise(c, 3, 160)
    c.ask(
        f"Which incident was the one where {svc} exhausted its connection pool? Need the ID.",
        after=_days(c.rng.randint(220, 330)),
    )
    c.expect([inc], [pm], forbidden=[oinc])


# -- cross-session continuity ----------------------------------------------------------------------


def backfill_resume_point(c: Case) -> None:
    """Where a paused backfill must resume, carried from a handoff note into a new session;
    another backfill paused in the same note thread is a distractor."""
    (table, _), (otable, _) = _two(c, TABLES)
    total = c.rng.choice([400, 600, 800])
    b, ob = c.rng.sample(range(40, total - 20), 2)
    handoff = c.event(
        "handoff",
        f"Handoff: paused the {table} backfill at batch {b} of {total} (replica lag); resume "
        f"with `--from-batch {b}`.",
        label="handoff note",
        kind="conversation",
        trust=0.92,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"Also paused: the {otable} backfill, resume with `--from-batch {ob}` when lag is back "
        "under a minute.",
        label="handoff note",
        kind="conversation",
        trust=0.92,
        after=_mins(3),
        session="s1",
    )
    _noise(c, 2, _mins(10), 0.5, "s1")
    c.ask(
        f"New day, picking it back up: which batch does the {table} backfill restart from?",
        after=_days(c.rng.choice([1, 2, 3])),
        session="s2",
    )
    c.expect([f"--from-batch {b}"], [handoff], forbidden=[f"--from-batch {ob}"])


def dependency_bump_next_step(c: Case) -> None:
    """The version a pairing session planned to bump a dependency to, asked in the next
    session; another dependency's planned version is a distractor."""
    dep, other = _two(c, DEPENDENCIES)
    major = c.rng.randint(1, 9)
    v, ov = (
        f"{major}.{x}.{y}"
        for x, y in c.rng.sample([(x, y) for x in range(2, 20) for y in range(6)], 2)
    )
    plan = c.event(
        "plan",
        f"Pairing notes: next step is bumping {dep} to {v} once the lockfile PR lands; "
        "the changelog says nothing breaking.",
        label="pairing session notes",
        kind="conversation",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"Pairing notes: {other} stays where it is for now, we'll look at {ov} next month.",
        label="pairing session notes",
        kind="conversation",
        trust=0.9,
        after=_mins(12),
        session="s1",
    )
    _noise(c, 2, _mins(20), 0.5, "s1")
    c.ask(
        f"Remind me, what version were we going to move {dep} to after the lockfile change?",
        after=_days(c.rng.choice([1, 2, 4])),
        session="s2",
    )
    c.expect([v], [plan], forbidden=[ov])


def blocking_review_rename(c: Case) -> None:
    """The rename a reviewer made blocking on a pull request, asked in a later session; a
    non-blocking nit from another reviewer on the same PR is a distractor."""
    rev, other = _two(c, PEOPLE)
    (old, new), (oold, onew) = _two(c, IDENTIFIERS)
    pr = f"#{c.rng.randint(1200, 9800)}"
    blocking = c.event(
        "blocking",
        f"Review on PR {pr}: {rev} requested changes, the blocking one is renaming `{old}` to "
        f"`{new}` (everything else was approved).",
        label=f"PR {pr} review",
        kind="review",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "nit",
        f"Review on PR {pr}: {other} left a nit (non-blocking, feel free to ignore): maybe call "
        f"`{oold}` `{onew}` instead.",
        label=f"PR {pr} review",
        kind="review",
        trust=0.85,
        after=_mins(25),
        session="s1",
    )
    _noise(c, 2, _mins(30), 0.6, "s1")
    c.ask(
        f"Back on {pr}: what new name does {rev} want before they approve?",
        after=_days(c.rng.choice([1, 2])),
        session="s2",
    )
    c.expect([new], [blocking], forbidden=[onew])


def rotation_ticket_handoff(c: Case) -> None:
    """The ticket tracking a half-done secret rotation, carried to a new session; another
    secret's ticket in the same standup is a distractor."""
    secret, other = _two(c, SECRETS)
    t = _ticket(c, "SEC")
    ot = _ticket(c, "SEC", avoid=[t])
    status = c.event(
        "status",
        f"Standup: rotated {secret} in staging; prod is still pending a maintenance window, "
        f"tracked in {t}.",
        label="standup notes",
        kind="conversation",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"Standup: {other} rotation is done everywhere, {ot} can be closed.",
        label="standup notes",
        kind="conversation",
        trust=0.9,
        after=_mins(2),
        session="s1",
    )
    _noise(c, 2, _mins(5), 0.4, "s1")
    c.ask(
        f"Fresh session. Which ticket is tracking the prod rotation of {secret} that is not done "
        "yet?",
        after=_days(c.rng.choice([1, 2, 3])),
        session="s2",
    )
    c.expect([t], [status], forbidden=[ot])


def failing_dag_task(c: Case) -> None:
    """The task a pipeline was failing on when work stopped, asked in a new session; another
    pipeline failing on another task is a distractor."""
    pipe, other = _two(c, PIPELINES)
    task, otask = _two(c, TASKS)
    who = _choose(c, PEOPLE)
    fail = c.event(
        "fail",
        f"{who}: {pipe} is red again, it dies in `{task}` (suspect the upstream schema change). "
        "Stopping here for today.",
        label="#data-eng thread",
        kind="conversation",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{who}: and {other} fails in `{otask}`, but that one is a known quota issue.",
        label="#data-eng thread",
        kind="conversation",
        trust=0.88,
        after=_mins(4),
        session="s1",
    )
    _noise(c, 2, _mins(10), 0.5, "s1")
    c.ask(
        f"Where did we leave the {pipe} breakage: which step of it was blowing up?",
        after=_days(c.rng.choice([1, 2])),
        session="s2",
    )
    c.expect([task], [fail], forbidden=[otask])


# -- stale belief resistance -----------------------------------------------------------------------


def base_image_replaced(c: Case) -> None:
    """A service moved to another base image after an old note recorded the first one (no
    supersedes field; the new note does not repeat the old image)."""
    svc, other = _two(c, SERVICES)
    old, new, oimg = _three(c, IMAGES)
    c.event(
        "old",
        f"Service catalogue: {svc} is built on {old}.",
        label="service catalogue",
        kind="document",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"Service catalogue: {other} is built on {oimg}.",
        label="service catalogue",
        kind="document",
        trust=0.88,
        after=_mins(1),
        session="s1",
    )
    _noise(c, 2, _days(2), 20, "s2")
    gap = c.rng.randint(30, 90)
    text, label = _choose(
        c,
        [
            (
                "chore({s}): rebase onto {i}; the previous base image is no longer used "
                "anywhere in this service.",
                "commit on {s}, main",
            ),
            (
                "Renovate PR merged for {s}: the Dockerfile now builds FROM {i} (the earlier "
                "base was dropped, nothing pins it any more).",
                "{s} pull request",
            ),
        ],
    )
    new_id = c.event(
        "new",
        text.format(s=svc, i=new),
        label=label.format(s=svc),
        kind="commit",
        trust=0.93,
        after=_days(gap),
        session="s3",
    )
    c.ask(f"Which base image is {svc} built from these days?", after=_days(gap + 9))
    c.expect([new], [new_id], forbidden=[old, oimg])


def rate_limit_changed_since_sprint(c: Case) -> None:
    """A partner's limit changed (and changed unit) since an old runbook line; the change is
    told in chat by the owner, without naming the old figure."""
    partner, other = _two(c, PARTNERS)
    old, oval = c.rng.sample(range(300, 3000, 100), 2)
    new = c.rng.choice([5, 8, 12, 15, 25, 40])
    owner = _choose(c, PEOPLE)
    since = _choose(c, ["since last sprint", "as of two releases ago", "starting this week"])
    c.event(
        "old",
        f"API runbook: {partner} is limited to {old} requests per minute.",
        label="API runbook",
        kind="runbook",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"API runbook: {other} is limited to {oval} requests per minute.",
        label="API runbook",
        kind="runbook",
        trust=0.88,
        after=_mins(1),
        session="s1",
    )
    _noise(c, 2, _days(1), 15, "s2")
    gap = c.rng.randint(25, 70)
    new_id = c.event(
        "new",
        f"{owner} (API platform owner): heads up, {since} {partner} is capped at "
        f"{new} requests per second; we no longer enforce a per-minute number for them.",
        label="#api-platform announcement",
        kind="chat",
        trust=0.9,
        after=_days(gap),
        session="s3",
    )
    c.ask(f"What throttle applies to {partner} right now?", after=_days(gap + 6))
    c.expect(
        [f"{new} requests per second"],
        [new_id],
        forbidden=[f"{old} requests per minute", f"{oval} requests per minute"],
    )


def retention_shortened(c: Case) -> None:
    """An index's retention was cut by a compliance decision written later; the old runbook
    figure (written in months) and another index's figure are stale or unrelated."""
    index, other = _two(c, LOG_INDEXES)
    old_months, o_months = c.rng.sample([6, 9, 12, 18, 24], 2)
    new = c.rng.choice([14, 21, 30, 45, 60])
    c.event(
        "old",
        f"Observability runbook: {index} logs are kept for {old_months} months.",
        label="observability runbook",
        kind="runbook",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"Observability runbook: {other} logs are kept for {o_months} months.",
        label="observability runbook",
        kind="runbook",
        trust=0.88,
        after=_mins(2),
        session="s1",
    )
    _noise(c, 2, _days(3), 30, "s2")
    gap = c.rng.randint(60, 120)
    new_id = c.event(
        "new",
        f"Compliance sign-off (effective two releases ago): {index} retention is now {new} days; "
        "the longer period we used to have was dropped.",
        label="compliance decision log",
        kind="decision",
        trust=0.94,
        after=_days(gap),
        session="s3",
    )
    c.ask(f"How long is {index} data retained at present?", after=_days(gap + 12))
    c.expect(
        [f"{new} days"],
        [new_id],
        forbidden=[f"{old_months} months", f"{o_months} months"],
    )


def coverage_gate_lowered(c: Case) -> None:
    """A repository's coverage gate was lowered by a later commit; the old figure (in the
    contributing guide) and another repository's gate are distractors."""
    repo, other = _two(c, REPOS)
    old, oval = c.rng.sample(range(75, 96), 2)
    new = _choose(c, [n for n in range(55, old - 3) if n != oval])
    c.event(
        "old",
        f"CONTRIBUTING.md ({repo}): CI fails when coverage drops under {old} percent.",
        label=f"{repo} contributing guide",
        kind="document",
        trust=0.86,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"CONTRIBUTING.md ({other}): CI fails when coverage drops under {oval} percent.",
        label=f"{other} contributing guide",
        kind="document",
        trust=0.86,
        after=_mins(5),
        session="s1",
    )
    _noise(c, 2, _days(2), 20, "s2")
    gap = c.rng.randint(25, 80)
    text, label = _choose(
        c,
        [
            (
                "ci({r}): set --cov-fail-under={n} (integration suite excluded from the "
                "measurement, so the gate moves with it)",
                "commit on {r}, main",
            ),
            (
                "Merged: {r} now runs with --cov-fail-under={n}; we do not count the integration "
                "suite any more, so the old bar made no sense.",
                "{r} pull request",
            ),
        ],
    )
    new_id = c.event(
        "new",
        text.format(r=repo, n=new),
        label=label.format(r=repo),
        kind="commit",
        trust=0.92,
        after=_days(gap),
        session="s3",
    )
    c.ask(f"What's the coverage bar for {repo} at the moment?", after=_days(gap + 5))
    c.expect(
        [f"--cov-fail-under={new}"],
        [new_id],
        forbidden=[f"{old} percent", f"{oval} percent"],
    )


def schema_owner_reassigned(c: Case) -> None:
    """Ownership of a schema moved to another team in a later reorg note that does not name
    the former owner; the earlier note and another schema's owner are distractors."""
    schema, other = _two(c, SCHEMAS)
    first, then, oteam = _three(c, SCHEMA_TEAMS)
    c.event(
        "old",
        f"Schema owners (wiki table): `{schema}` | {first} | migrations need their review",
        label="schema owners wiki",
        kind="wiki",
        trust=0.86,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"Schema owners (wiki table): `{other}` | {oteam} | migrations need their review",
        label="schema owners wiki",
        kind="wiki",
        trust=0.86,
        after=_mins(1),
        session="s1",
    )
    _noise(c, 2, _days(2), 25, "s2")
    gap = c.rng.randint(40, 100)
    who = _choose(c, PEOPLE)
    text, label, kind = _choose(
        c,
        [
            (
                "Reorg notes: from this quarter {t} owns the `{s}` schema and reviews its "
                "migrations; the previous owners are out of that loop.",
                "reorg notes",
                "meeting_notes",
            ),
            (
                "{w}: FYI `{s}` migrations go to {t} for review now (the old owners asked to be "
                "taken off after the reorg).",
                "#eng-announcements",
                "chat",
            ),
        ],
    )
    new_id = c.event(
        "new",
        text.format(t=then, s=schema, w=who),
        label=label,
        kind=kind,
        trust=0.92,
        after=_days(gap),
        session="s3",
    )
    c.ask(f"Whose approval does a migration on `{schema}` need today?", after=_days(gap + 7))
    c.expect([then], [new_id], forbidden=[first, oteam])


# -- the set ---------------------------------------------------------------------------------------


TEMPLATES: tuple[Spec, ...] = (
    *(
        Spec("provenance_accuracy", f)
        for f in (
            rate_limit_from_gateway_config,
            base_image_from_commit,
            coverage_gate_two_sources,
            log_retention_per_runbook,
            secret_rotation_from_policy,
        )
    ),
    *(
        Spec("contradiction_detection", f)
        for f in (
            retry_count_disagreement,
            required_approvals_disagreement,
            release_freeze_disagreement,
            licence_sources_agree,
            pipeline_schedule_agrees,
        )
    ),
    *(
        Spec("six_month_recall", f)
        for f in (
            migration_number_long_ago,
            schema_owner_decision_long_ago,
            formatter_line_length_long_ago,
            reviewer_size_preference_long_ago,
            postmortem_id_long_ago,
        )
    ),
    *(
        Spec("cross_session_continuity", f)
        for f in (
            backfill_resume_point,
            dependency_bump_next_step,
            blocking_review_rename,
            rotation_ticket_handoff,
            failing_dag_task,
        )
    ),
    *(
        Spec("stale_belief_resistance", f)
        for f in (
            base_image_replaced,
            rate_limit_changed_since_sprint,
            retention_shortened,
            coverage_gate_lowered,
            schema_owner_reassigned,
        )
    ),
)


SET = HeldOutSet(SET_NAME, TEMPLATES, SEED, SIZE, PATH, first=FIRST, days=320, hours=10)
generate, write, sha256 = SET.generate, SET.write, SET.sha256

if __name__ == "__main__":  # pragma: no cover - regenerating the frozen copy is deliberate
    SET.main()
