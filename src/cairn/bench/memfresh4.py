"""A fifth generated memory benchmark, held out entirely (set ``fresh4``), to measure whether
judgment rules generalize to subjects and wording nobody tuned on.

Written apart from the judgment rules (the reader, the context and the policy modules were not
opened while it was written) and apart from the other sets' templates (only the shared
scaffolding of ``bench.memgen`` was used: ``Case``, ``NamedSpec``, ``held_out``). Its subjects are
operational ones: feature-flag ramps, connection pools, TLS issuers, code owners, translation
vendors, CDN cache lifetimes, SLO targets, topic partitions, escalation timeouts, API sunset
dates, build tools, instance types, incident root causes, dev-container images, served models,
merge styles, flaky-test quarantine, test shards, dependency-bot schedules, tenant regions and
on-call swaps, written as commit messages, review comments, stand-up notes, ADRs, runbooks,
config excerpts and chat.

Every case holds a distractor in the same frame (the same attribute of another subject) whose
value is a forbidden answer; corrections carry no ``supersedes`` field and never repeat the value
they replace; events are listed out of time order; some contradiction cases cite two sources that
agree in different words (nothing to flag) and the others two that disagree.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from cairn.bench.memgen import Case
from cairn.bench.memgen import NamedSpec as Spec
from cairn.bench.memset import HeldOutSet
from cairn.bench.memset import choose as _choose
from cairn.bench.memset import days as _days
from cairn.bench.memset import mins as _mins
from cairn.bench.memset import sample as _some

SEED = 20270214
SIZE = 125  # 25 cases per dimension, 5 templates of 5 cases each
SET_NAME = "fresh4"
DATA = Path(__file__).parent / "data"
FIRST = datetime(2025, 4, 7, 8, tzinfo=UTC)  # the earliest a case starts
PATH = DATA / "memfresh4.v1.jsonl"

# -- pools -----------------------------------------------------------------------------------------

PEOPLE = [
    "Ximena Arbeloa",
    "Wojciech Wrona",
    "Yusuf Demirel",
    "Liesl Brandt",
    "Rangi Parata",
    "Ignacio Ibarguren",
    "Haruki Kobayashi",
    "Sigrun Solberg",
    "Obiora Nwosu",
    "Priyanka Venkataraman",
    "Vidar Lindqvist",
    "Florencia Quintero",
]
SERVICES = [
    "tallyhall",
    "bramblegate",
    "copperline-auth",
    "osprey-search",
    "wickerbasket",
    "larkspur-notify",
    "mosswood-billing",
    "gannet-ingest",
]
FLAGS = [
    "ff_split_tender",
    "ff_inline_receipts",
    "ff_lazy_avatar",
    "ff_bulk_relabel",
    "ff_smart_retry_banner",
    "ff_dark_ledger_view",
    "ff_voice_search_beta",
]
DOMAINS = [
    "pay.tallyhall.example",
    "status.bramblegate.example",
    "sso.copperline.example",
    "cdn.wickerbasket.example",
    "hooks.larkspur.example",
    "api.mosswood.example",
]
ISSUERS = [
    "Let's Encrypt R11",
    "DigiCert Global G2",
    "Sectigo RSA DV",
    "GlobalSign Atlas R3",
    "Amazon RSA 2048 M02",
    "Google Trust Services WR1",
]
LOAD_BALANCERS = ["edge-alb-a", "nlb-core", "envoy-front", "haproxy-dmz"]
DIRECTORIES = [
    "libs/geofence",
    "services/payout-batcher",
    "tools/release-train",
    "web/checkout-widget",
    "infra/terraform/edge",
    "ml/feature-store-sync",
]
TEAMS = [
    "Tideline Infra",
    "Storefront Guild",
    "Ledger Integrity",
    "Marmot Data Plumbing",
    "Kestrel Mobile",
    "Quayside Search",
]
LOCALES = [
    ("pt-BR", "Brazilian Portuguese"),
    ("ja-JP", "Japanese"),
    ("fr-CA", "Canadian French"),
    ("de-CH", "Swiss German"),
    ("es-MX", "Mexican Spanish"),
    ("ko-KR", "Korean"),
]
VENDORS = ["Lexiloop", "Wordhaven", "Polyglot Forge", "Babelwright", "Glossa North", "Inkbridge"]
CDN_PATHS = ["/static/fonts/", "/img/products/", "/api/catalog/", "/assets/js/", "/media/avatars/"]
TTL_WORDS = {
    300: "five minutes",
    900: "fifteen minutes",
    1800: "half an hour",
    3600: "one hour",
    7200: "two hours",
    86400: "a full day",
    604800: "a week",
}
SLO_WORDS = {
    "99.5": "ninety-nine and a half percent",
    "99.9": "three nines",
    "99.95": "three and a half nines",
    "99.99": "four nines",
}
TOPICS = [
    "orders.placed.v3",
    "ledger.entries",
    "clickstream.raw",
    "shipment.events",
    "inventory.deltas",
    "payout.requests",
]
CONSUMER_GROUPS = ["fulfilment-workers", "ledger-projector", "fraud-features", "search-indexer"]
PARTITION_WORDS = {
    12: "twelve",
    24: "twenty-four",
    36: "thirty-six",
    48: "forty-eight",
    64: "sixty-four",
    96: "ninety-six",
}
ROTATIONS = [
    "payments-core",
    "catalog-nightwatch",
    "edge-network",
    "data-platform-nights",
    "mobile-release-duty",
    "identity-pager",
]
MINUTE_WORDS = {5: "five", 10: "ten", 15: "fifteen", 20: "twenty", 30: "thirty", 45: "forty-five"}
APIS = [
    "Payouts API",
    "Catalog Search API",
    "Webhooks API",
    "Reports API",
    "Identity API",
    "Shipping Rates API",
]
REPOS = ["gullwing", "fernbrake", "saltmarsh-web", "tern-mobile", "oxbow-data", "pinecrest-tools"]
BUILD_TOOLS = ["Bazel", "Pants", "Buck2", "Nx", "Turborepo", "Gradle"]
FLEETS = [
    "nightly-reindex",
    "invoice-render",
    "ml-feature-backfill",
    "log-compaction",
    "thumbnail-farm",
]
INSTANCE_TYPES = [
    "c7g.4xlarge",
    "m6i.2xlarge",
    "r6g.8xlarge",
    "c6a.12xlarge",
    "m7g.xlarge",
    "g5.2xlarge",
]
REGIONS = [
    ("eu-west-3", "Paris"),
    ("eu-north-1", "Stockholm"),
    ("ap-southeast-2", "Sydney"),
    ("af-south-1", "Cape Town"),
    ("me-central-1", "the UAE"),
    ("ap-northeast-3", "Osaka"),
]
ROOT_CAUSES = [
    ("expired intermediate certificate", "an expired intermediate certificate on the gateway"),
    ("retry storm", "a retry storm that drained the upstream pool"),
    ("full disk", "a full disk on the primary replica"),
    ("clock skew", "clock skew between the token issuer and the API nodes"),
    ("runaway cron job", "a runaway cron job holding row locks"),
    ("bad BGP announcement", "a bad BGP announcement from the transit provider"),
]
DEV_IMAGES = [
    "devbox-py312:2025.10.2",
    "devbox-node22:3.4.1",
    "devbox-go123:1.7.0",
    "devbox-jvm21:5.0.3",
    "devbox-rust183:0.9.4",
    "devbox-ruby34:2.2.6",
]
ENDPOINTS = ["fraud-score", "search-rerank", "eta-predict", "churn-risk", "toxicity-filter"]
MODELS = ["lgbm-r17", "xgb-r9", "minilm-rr-4", "tabnet-r22", "catboost-r41", "deberta-r3"]
MERGE_STYLES = ["squash", "rebase", "fast-forward"]
FLAKY_TESTS = [
    "test_refund_partial_capture",
    "test_geo_fallback_ordering",
    "test_csv_export_unicode",
    "test_session_renewal_race",
    "test_bulk_tag_pagination",
    "test_webhook_replay_idempotent",
]
SUITES = [
    "e2e browser suite",
    "contract test suite",
    "integration suite",
    "visual regression suite",
]
BOTS = ["Renovate", "Dependabot"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
CUSTOMERS = [
    "Northwind Freight",
    "Alder Finch Legal",
    "Skerry Health",
    "Brackenbury Council",
    "Velo Coop",
    "Harrowgate Mutual",
]
DATABASES = ["orders primary", "ledger cluster", "sessions store", "audit log database"]

# -- helpers ---------------------------------------------------------------------------------------


def _first(name: str) -> str:
    return name.split()[0]


def _ordinal(day: int) -> str:
    suffix = "th" if 11 <= day % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


def _long_date(d: datetime) -> str:
    return f"{d:%B} {_ordinal(d.day)}, {d.year}"


def _http_date(d: datetime) -> str:
    return d.strftime("%a, %d %b %Y")


def _iso_date(d: datetime) -> str:
    return d.strftime("%Y-%m-%d")


def _agreeing(c: Case) -> bool:
    """The second and fourth instance of every contradiction template cite two sources that
    agree (instances are numbered in the case id; a template's turn repeats every five)."""
    n = int(c.case_id.rsplit("-", 1)[1])
    return (n - 1) // 5 % 2 == 1


def _conflict(c: Case, a_id: str, b_id: str, a: str, b: str, d: str) -> None:
    if _agreeing(c):
        c.expect([a], [a_id, b_id], forbidden=[d])
    else:
        c.expect([a, b], [a_id, b_id], contradictions=[a_id, b_id], forbidden=[d])


# -- provenance ------------------------------------------------------------------------------------


def flag_rollout_in_flag_file(c: Case) -> None:
    """A flag's rollout share stated in a flag-config commit; another flag's share said in chat,
    and an owner note about the same flag, are not the source."""
    flag, other = _some(c, FLAGS, 2)
    svc = _choose(c, SERVICES)
    pct, dpct = _some(c, [35, 40, 45, 55, 65, 70, 85], 2)
    team = _choose(c, TEAMS)
    person = _choose(c, PEOPLE)
    pr = c.rng.randrange(1200, 9800)
    text = _choose(
        c,
        [
            f"chore(flags): ramp {flag} on {svc}\n\nflags.yaml:\n  {flag}:\n"
            f"    rollout_percent: {pct}\n    sticky_by: account_id",
            f"Flag config PR #{pr} merged; what is live on {svc} is "
            f"`{flag}: {{enabled: true, rollout: {pct}%}}`.",
            f"Export from the flag service ({svc} project): {flag} | on | {pct} percent of "
            "sessions | bucketed by account",
        ],
    )
    cited = c.event(
        "config",
        text,
        label=_choose(c, ["flags.yaml commit", "flag service export", "flag config PR"]),
        kind=_choose(c, ["commit", "tool_output"]),
        trust=0.93,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "chat",
        _choose(
            c,
            [
                f"{_first(person)} in #release: {other} is holding at {dpct}% until the "
                "conversion numbers come in.",
                f"{person} mentioned {other} got parked at {dpct} percent for the weekend.",
            ],
        ),
        label="release channel",
        kind="conversation",
        trust=0.7,
        after=_mins(40),
        session="s1",
    )
    c.event(
        "owner",
        f"{flag} is owned by {team}; the kill-switch steps are in the {svc} runbook.",
        label="flag catalogue",
        kind="document",
        trust=0.85,
        after=_days(2),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"What share of traffic gets {flag} at the moment, and which record says so?",
                f"How far has {flag} been rolled out? Point me at where that is written down.",
                f"{flag}: what percentage of users have it switched on? Cite the source.",
            ],
        ),
        after=_days(3),
    )
    c.expect([str(pct)], [cited], forbidden=[str(dpct)])


def pool_size_in_service_config(c: Case) -> None:
    """A service's database pool size in a config excerpt; another service's pool size and the
    same service's statement timeout are not the answer's source."""
    svc, other = _some(c, SERVICES, 2)
    n, d = _some(c, [12, 16, 24, 32, 40, 48, 64, 80], 2)
    timeout = _choose(c, [3, 5, 8])
    person = _choose(c, PEOPLE)
    text = _choose(
        c,
        [
            f"Review on {svc}/config/db.toml: `pool_size = {n}` looks right to me, ship it.",
            f"{svc} db settings (helm values):\n  database:\n    maxPoolSize: {n}\n"
            "    idleTimeoutMs: 30000",
            f"Ops note: every {svc} pod keeps at most {n} open Postgres connections "
            "(HikariCP maximum).",
        ],
    )
    cited = c.event(
        "pool",
        text,
        label=_choose(c, ["code review", "helm values", "ops notes"]),
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        _choose(
            c,
            [
                f"{other} runs with pool_size = {d} since the last load test.",
                f"{_first(person)}: {other} opens up to {d} connections per instance, fyi.",
            ],
        ),
        label="stand-up notes",
        kind="conversation",
        trust=0.75,
        after=_days(1),
        session="s2",
    )
    c.event(
        "timeout",
        f"{svc} sets statement_timeout to {timeout}s on every connection.",
        label="db runbook",
        kind="document",
        trust=0.88,
        after=_days(1) + _mins(30),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"How many database connections may a single {svc} instance hold open? "
                "Say where that comes from.",
                f"What is the per-pod connection cap for {svc}, and what is the source?",
            ],
        ),
        after=_days(4),
    )
    c.expect([str(n)], [cited], forbidden=[str(d)])


def tls_issuer_in_cert_inventory(c: Case) -> None:
    """Which CA issued a domain's certificate, from a cert inventory row; another domain's issuer
    and the same domain's load balancer are other memories."""
    dom, other = _some(c, DOMAINS, 2)
    issuer, dissuer = _some(c, ISSUERS, 2)
    lb = _choose(c, LOAD_BALANCERS)
    expiry = c.start + _days(c.rng.randrange(40, 80))
    text = _choose(
        c,
        [
            f"cert inventory | {dom} | issuer: {issuer} | not after {_iso_date(expiry)}",
            f"Renewed the certificate on {dom}; it now chains to {issuer} "
            f"(valid until {_long_date(expiry)}).",
            f"openssl s_client on {dom} shows issuer CN = {issuer}.",
        ],
    )
    cited = c.event(
        "cert",
        text,
        label=_choose(c, ["cert inventory", "renewal log", "TLS check"]),
        kind="tool_output",
        trust=0.95,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{other} is signed by {dissuer} as of the last renewal.",
        label="cert inventory",
        kind="tool_output",
        trust=0.95,
        after=_mins(12),
        session="s1",
    )
    c.event(
        "lb",
        f"{dom} terminates TLS at {lb}, not at the pods.",
        label="network diagram notes",
        kind="document",
        trust=0.8,
        after=_days(3),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"Which certificate authority signed the cert served on {dom}? Cite it.",
                f"Who is the issuer behind {dom}'s TLS certificate, and where did you read that?",
            ],
        ),
        after=_days(6),
    )
    c.expect([issuer], [cited], forbidden=[dissuer])


def code_owner_of_directory(c: Case) -> None:
    """Which team must approve changes under a directory; another directory's owner and the same
    directory's review rules are not the source."""
    folder, other = _some(c, DIRECTORIES, 2)
    team, dteam = _some(c, TEAMS, 2)
    person = _choose(c, PEOPLE)
    adr = c.rng.randrange(110, 390)
    text = _choose(
        c,
        [
            f"Per ADR-{adr}, ownership of {folder} sits with {team}; they approve every change "
            "there.",
            f"{_first(person)} (stand-up): heads up, anything touching {folder} needs a review "
            f"from {team}.",
            f"CODEOWNERS on main now has `/{folder}/` mapped to the {team} group.",
        ],
    )
    cited = c.event(
        "owner",
        text,
        label=_choose(c, ["ADR", "stand-up notes", "CODEOWNERS change"]),
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{other} is owned by {dteam} (they also hold the on-call for it).",
        label="ownership sheet",
        kind="document",
        trust=0.9,
        after=_mins(25),
        session="s1",
    )
    c.event(
        "rules",
        f"Changes in {folder} need two approvals and trip the large-PR warning above 400 lines.",
        label="branch protection notes",
        kind="document",
        trust=0.85,
        after=_days(2),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"Whose sign-off do changes under {folder} need, and where is that recorded?",
                f"Which group owns {folder}? Give me the memory that says so.",
            ],
        ),
        after=_days(5),
    )
    c.expect([team], [cited], forbidden=[dteam])


def translation_vendor_for_locale(c: Case) -> None:
    """Which agency translates a locale, from a contract summary; another locale's vendor and the
    same locale's string freeze date are other memories; the question names the language, not
    the locale code."""
    (code, language), (ocode, _olang) = _some(c, LOCALES, 2)
    vendor, dvendor = _some(c, VENDORS, 2)
    freeze = c.start + _days(c.rng.randrange(10, 30))
    text = _choose(
        c,
        [
            f"Localization contract summary: {code} strings are translated by {vendor} "
            "(three business days turnaround).",
            f"From the l10n vendor sheet: {language} ({code}) -> {vendor}, billed per word.",
            f"{code}: vendor {vendor}; glossary owned by the product writers.",
        ],
    )
    cited = c.event(
        "vendor",
        text,
        label=_choose(c, ["vendor contract", "l10n vendor sheet", "localization wiki"]),
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{ocode} goes to {dvendor}, same terms as last year.",
        label="l10n vendor sheet",
        kind="document",
        trust=0.9,
        after=_mins(8),
        session="s1",
    )
    c.event(
        "freeze",
        f"{code} string freeze for the next release: {_long_date(freeze)}.",
        label="release calendar",
        kind="document",
        trust=0.85,
        after=_days(1),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"Which agency handles our {language} translations? Cite the memory.",
                f"Who translates the {language} strings, according to what we have stored?",
            ],
        ),
        after=_days(7),
    )
    c.expect([vendor], [cited], forbidden=[dvendor])


# -- contradiction ---------------------------------------------------------------------------------


def cdn_cache_lifetime_two_sources(c: Case) -> None:
    """A path's CDN cache lifetime from a runbook and from an edge config dump or a teammate:
    they disagree (flag both) or agree in other words (flag nothing); another path's lifetime is
    a distractor."""
    path, other = _some(c, CDN_PATHS, 2)
    a, b, d = _some(c, list(TTL_WORDS), 3)
    person = _choose(c, PEOPLE)
    first = c.event(
        "runbook",
        _choose(
            c,
            [
                f"CDN runbook: responses under {path} are cached with "
                f"`Cache-Control: public, max-age={a}`.",
                f"Per the CDN runbook, the edge keeps {path} objects for max-age={a} seconds.",
            ],
        ),
        label="CDN runbook",
        kind="document",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    if _agreeing(c):
        second_text = (
            f"{person} checked the edge: {path} objects stay cached for {TTL_WORDS[a]}, "
            "matching the header."
        )
    else:
        second_text = _choose(
            c,
            [
                f"Edge config dump: {path} -> ttl {b} seconds (origin headers ignored).",
                f"{_first(person)} pasted the CDN rule for {path}: `cache_ttl: {b}` (seconds, "
                "overrides the origin header).",
            ],
        )
    second = c.event(
        "edge",
        second_text,
        label="edge config",
        kind=_choose(c, ["tool_output", "conversation"]),
        trust=0.88,
        after=_days(c.rng.randrange(2, 9)),
        session="s2",
    )
    c.event(
        "other",
        f"{other} is served with max-age={d} at the edge.",
        label="CDN runbook",
        kind="document",
        trust=0.85,
        after=_mins(5),
        session="s1",
    )
    c.ask(
        _choose(
            c,
            [
                f"How long does the CDN hold on to {path} responses? Do our sources line up?",
                f"What cache lifetime do we have on record for {path}, and is there any "
                "disagreement between sources?",
            ],
        ),
        after=_days(12),
    )
    _conflict(c, first, second, str(a), str(b), str(d))


def slo_target_two_documents(c: Case) -> None:
    """A service's availability objective from the SLO doc and from a second source: a differing
    number (flag both) or the same target in words (nothing to flag); another service's target
    is a distractor."""
    svc, other = _some(c, SERVICES, 2)
    a, b, d = _some(c, list(SLO_WORDS), 3)
    person = _choose(c, PEOPLE)
    first = c.event(
        "doc",
        _choose(
            c,
            [
                f"SLO doc for {svc}: availability objective {a}% over a rolling 28 days.",
                f"{svc} SLO (signed off in planning): {a} percent of requests succeed, "
                "measured monthly.",
            ],
        ),
        label="SLO document",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    if _agreeing(c):
        second_text = (
            f"{person} in the review: we promise {SLO_WORDS[a]} on {svc}, nothing tighter."
        )
    else:
        second_text = _choose(
            c,
            [
                f"The SLO panel for {svc} is configured with `target: {b}`.",
                f"Per the error-budget policy ({_first(person)} owns it), {svc} commits to "
                f"{b}% availability.",
            ],
        )
    second = c.event(
        "panel",
        second_text,
        label="error budget policy",
        kind=_choose(c, ["document", "conversation"]),
        trust=0.87,
        after=_days(c.rng.randrange(3, 20)),
        session="s2",
    )
    c.event(
        "other",
        f"{other} is held to {d}% availability.",
        label="SLO document",
        kind="document",
        trust=0.9,
        after=_mins(20),
        session="s1",
    )
    c.ask(
        _choose(
            c,
            [
                f"What availability target is {svc} held to, and are our notes consistent?",
                f"Which uptime objective applies to {svc}? Tell me if the sources differ.",
            ],
        ),
        after=_days(25),
    )
    _conflict(c, first, second, a, b, d)


def topic_partition_count(c: Case) -> None:
    """A topic's partition count from an ADR and from the cluster (or a teammate who checked it):
    different counts (flag both) or the same count spelled out (nothing to flag); another
    topic's count is a distractor."""
    topic, other = _some(c, TOPICS, 2)
    a, b, d = _some(c, list(PARTITION_WORDS), 3)
    group = _choose(c, CONSUMER_GROUPS)
    person = _choose(c, PEOPLE)
    adr = c.rng.randrange(101, 399)
    first = c.event(
        "adr",
        _choose(
            c,
            [
                f"ADR-{adr}: {topic} is created with {a} partitions so the {group} consumer "
                "group can scale out.",
                f"Per the ADR, {topic} gets {a} partitions (one consumer per partition in "
                f"{group}).",
            ],
        ),
        label=f"ADR-{adr}",
        kind="document",
        trust=0.86,
        after=_mins(0),
        session="s1",
    )
    if _agreeing(c):
        second_text = (
            f"{_first(person)}: checked the cluster, {topic} really has "
            f"{PARTITION_WORDS[a]} partitions, as written."
        )
    else:
        second_text = _choose(
            c,
            [
                f"`kafka-topics --describe --topic {topic}` => PartitionCount: {b}",
                f"{person} says {topic} was created with {b} partitions in production.",
            ],
        )
    second = c.event(
        "cluster",
        second_text,
        label="cluster check",
        kind="tool_output",
        trust=0.9,
        after=_days(c.rng.randrange(5, 30)),
        session="s2",
    )
    c.event(
        "other",
        f"{other} has {d} partitions.",
        label="topic list",
        kind="tool_output",
        trust=0.9,
        after=_days(1),
        session="s1",
    )
    c.ask(
        _choose(
            c,
            [
                f"How many partitions does {topic} have? Note any conflicting records.",
                f"What partition count is stored for {topic}, and do the sources agree?",
            ],
        ),
        after=_days(35),
    )
    _conflict(c, first, second, str(a), str(b), str(d))


def escalation_timeout_two_sources(c: Case) -> None:
    """How long before a page escalates to the secondary, from the paging policy export and from
    the runbook or a teammate: a different number (flag both) or the same delay in words (nothing
    to flag); another rotation's timeout is a distractor."""
    rot, other = _some(c, ROTATIONS, 2)
    a, b, d = _some(c, list(MINUTE_WORDS), 3)
    person = _choose(c, PEOPLE)
    first = c.event(
        "policy",
        _choose(
            c,
            [
                f"Escalation policy '{rot}': escalate to the secondary after {a} min if "
                "unacknowledged.",
                f"Paging export for {rot}: escalation_delay_minutes: {a}",
            ],
        ),
        label="paging policy export",
        kind="tool_output",
        trust=0.92,
        after=_mins(0),
        session="s1",
    )
    if _agreeing(c):
        second_text = (
            f"{person} mentioned that on {rot} the secondary gets paged once "
            f"{MINUTE_WORDS[a]} minutes pass without an ack."
        )
    else:
        second_text = _choose(
            c,
            [
                f"{rot} runbook: if the page isn't acked within {b} minutes it goes to the "
                "secondary.",
                f"{_first(person)}: for {rot} we wait {b} min before waking the secondary.",
            ],
        )
    second = c.event(
        "runbook",
        second_text,
        label="on-call runbook",
        kind=_choose(c, ["document", "conversation"]),
        trust=0.84,
        after=_days(c.rng.randrange(1, 15)),
        session="s2",
    )
    c.event(
        "other",
        f"On {other}, escalation to the secondary happens after {d} minutes.",
        label="paging policy export",
        kind="tool_output",
        trust=0.92,
        after=_mins(3),
        session="s1",
    )
    c.ask(
        _choose(
            c,
            [
                f"If nobody acks a {rot} page, how long until the secondary is paged? "
                "Are the records consistent?",
                f"What escalation delay do we have stored for {rot}, and do the sources agree?",
            ],
        ),
        after=_days(20),
    )
    _conflict(c, first, second, str(a), str(b), str(d))


def api_sunset_date_two_sources(c: Case) -> None:
    """When an API version is switched off, from the changelog and from the Sunset header or a
    teammate: a different day (flag both) or the same day written another way (nothing to flag);
    another API's sunset day is a distractor."""
    api, other = _some(c, APIS, 2)
    version = _choose(c, ["v1", "v2", "v3"])
    base = c.start + _days(c.rng.randrange(60, 300))
    a = base
    b = base + _days(c.rng.choice([14, 30, 45, 61]))
    d = base + _days(c.rng.choice([-20, -9, 7, 22]))
    person = _choose(c, PEOPLE)
    first = c.event(
        "changelog",
        _choose(
            c,
            [
                f"Changelog: {api} {version} is deprecated and will be switched off on "
                f"{_iso_date(a)}.",
                f"Deprecation notice ({api}): {version} stops answering on {_iso_date(a)}; "
                "migrate to the next version before then.",
            ],
        ),
        label="public changelog",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    if _agreeing(c):
        second_text = (
            f"{person} said {version} of the {api} goes dark on {_long_date(a)}, "
            "the same day the changelog gives."
        )
        b_text = ""
    else:
        b_text = _http_date(b)[5:]
        second_text = _choose(
            c,
            [
                f"{api} {version} responses carry `Sunset: {_http_date(b)} 00:00:00 GMT`.",
                f"{_first(person)} read the gateway config: {api} {version} shutdown "
                f"is set for {b_text}.",
            ],
        )
    second = c.event(
        "header",
        second_text,
        label="gateway",
        kind=_choose(c, ["tool_output", "conversation"]),
        trust=0.88,
        after=_days(c.rng.randrange(2, 12)),
        session="s2",
    )
    c.event(
        "other",
        f"The {other} {version} is retired on {_iso_date(d)}.",
        label="public changelog",
        kind="document",
        trust=0.9,
        after=_mins(30),
        session="s1",
    )
    c.ask(
        _choose(
            c,
            [
                f"When does {api} {version} stop working? Say whether our sources agree.",
                f"What shutdown date do we have for {version} of the {api}, and is there a "
                "conflict?",
            ],
        ),
        after=_days(16),
    )
    _conflict(c, first, second, _iso_date(a), b_text, _iso_date(d))


# -- six-month recall ------------------------------------------------------------------------------


def build_tool_decision(c: Case) -> None:
    """Months later, which build tool a repository settled on; a dropped proposal for the same
    repository and another repository's tool are distractors."""
    repo, other = _some(c, REPOS, 2)
    tool, dtool, hedge = _some(c, BUILD_TOOLS, 3)
    person = _choose(c, PEOPLE)
    adr = c.rng.randrange(20, 95)
    c.event(
        "proposal",
        _choose(
            c,
            [
                f"{person} floated moving {repo} to {hedge}; not decided yet.",
                f"Proposal (draft): maybe {hedge} for {repo}? Needs a spike first.",
            ],
        ),
        label="build tooling thread",
        kind="conversation",
        trust=0.6,
        after=_mins(0),
        session="s1",
    )
    cited = c.event(
        "decision",
        _choose(
            c,
            [
                f"ADR {adr} (accepted): {repo} builds with {tool}, remote cache on the shared "
                "bucket.",
                f"Decision from the build-tooling meeting: {repo} standardises on {tool}.",
                f"We're going with {tool} for {repo} (the spike numbers settled it).",
            ],
        ),
        label="build tooling decision",
        kind="document",
        trust=0.9,
        after=_days(9),
        session="s2",
    )
    c.event(
        "other",
        f"{other} stays on {dtool} for now; its migration is not funded.",
        label="build tooling decision",
        kind="document",
        trust=0.9,
        after=_days(9) + _mins(10),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"Remind me, which build system did we land on for {repo}?",
                f"A long while back we picked a build tool for {repo}. Which one?",
            ],
        ),
        after=_days(c.rng.randrange(200, 260)),
    )
    c.expect([tool], [cited], forbidden=[dtool, hedge])


def batch_fleet_instance_type(c: Case) -> None:
    """Months later, the instance type chosen for a batch fleet; another fleet's type is a
    distractor and the fleet's region is another fact."""
    fleet, other = _some(c, FLEETS, 2)
    itype, dtype = _some(c, INSTANCE_TYPES, 2)
    region, _city = _choose(c, REGIONS)
    count = c.rng.randrange(6, 40)
    cited = c.event(
        "plan",
        _choose(
            c,
            [
                f"Capacity plan: {fleet} moves to {itype} nodes ({count} of them at peak).",
                f"- {fleet}: {itype}, spot with on-demand fallback\n- autoscaling cap: {count}",
                f'infra PR: `instance_type = "{itype}"` for the {fleet} node group.',
            ],
        ),
        label=_choose(c, ["capacity plan", "infra PR"]),
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{other} keeps its {dtype} nodes this quarter.",
        label="capacity plan",
        kind="document",
        trust=0.9,
        after=_mins(15),
        session="s1",
    )
    c.event(
        "region",
        f"{fleet} runs in {region}, next to its source bucket.",
        label="capacity plan",
        kind="document",
        trust=0.9,
        after=_days(1),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"We sized the {fleet} workers ages ago. What machine type was that?",
                f"What instance size did the {fleet} node group get?",
            ],
        ),
        after=_days(c.rng.randrange(190, 250)),
    )
    c.expect([itype], [cited], forbidden=[dtype])


def incident_root_cause(c: Case) -> None:
    """Months later, the root cause of a service's outage, asked by service and month instead of
    the incident number; another service's incident is a distractor."""
    svc, other = _some(c, SERVICES, 2)
    (cause, cause_text), (dcause, dcause_text) = _some(c, ROOT_CAUSES, 2)
    inc, dinc = _some(c, range(3100, 9900), 2)
    minutes = c.rng.randrange(35, 180)
    cited = c.event(
        "postmortem",
        _choose(
            c,
            [
                f"Postmortem INC-{inc} ({svc} outage): root cause was {cause_text}.",
                f"INC-{inc} timeline, last entry: {svc} recovered; cause confirmed as "
                f"{cause_text}.",
            ],
        ),
        label=f"INC-{inc} postmortem",
        kind="document",
        trust=0.92,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"INC-{dinc} ({other}): traced to {dcause_text}.",
        label=f"INC-{dinc} postmortem",
        kind="document",
        trust=0.92,
        after=_days(2),
        session="s2",
    )
    c.event(
        "impact",
        f"INC-{inc}: customer impact lasted {minutes} minutes; graded SEV2.",
        label=f"INC-{inc} postmortem",
        kind="document",
        trust=0.92,
        after=_mins(30),
        session="s1",
    )
    month = f"{c.start:%B %Y}"
    c.ask(
        _choose(
            c,
            [
                f"What caused the {svc} outage back in {month}?",
                f"Remind me of the root cause of the {month} incident on {svc}.",
            ],
        ),
        after=_days(c.rng.randrange(185, 240)),
    )
    c.expect([cause], [cited], forbidden=[dcause])


def devcontainer_image_pin(c: Case) -> None:
    """Months later, which dev-container image a repository was pinned to; another repository's
    image is a distractor."""
    repo, other = _some(c, REPOS, 2)
    img, dimg = _some(c, DEV_IMAGES, 2)
    ram = _choose(c, [16, 32])
    cited = c.event(
        "pin",
        _choose(
            c,
            [
                f"build(devcontainer): pin {repo} to {img}\n\n"
                f'.devcontainer/devcontainer.json: "image": "{img}"',
                f"{repo} dev container now starts from {img} (pinned, no floating tag).",
            ],
        ),
        label="devcontainer commit",
        kind="commit",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{other} uses {dimg} as its dev container image.",
        label="onboarding doc",
        kind="document",
        trust=0.85,
        after=_days(1),
        session="s2",
    )
    c.event(
        "laptop",
        f"Working on {repo} locally needs {ram} GB of RAM for the container.",
        label="onboarding doc",
        kind="document",
        trust=0.85,
        after=_days(1) + _mins(5),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"Which dev-container image tag was {repo} pinned to?",
                f"Long ago we fixed the container image for developing {repo}: what was it?",
            ],
        ),
        after=_days(c.rng.randrange(195, 270)),
    )
    c.expect([img], [cited], forbidden=[dimg])


def served_model_version(c: Case) -> None:
    """Months later, which model served an endpoint; a candidate only proposed for shadow
    testing, and another endpoint's model, are distractors."""
    endpoint, other = _some(c, ENDPOINTS, 2)
    model, dmodel, cand = _some(c, MODELS, 3)
    person, promoter = _some(c, PEOPLE, 2)
    cited = c.event(
        "registry",
        _choose(
            c,
            [
                f"Model registry: {endpoint} -> {model} (stage: production, promoted by "
                f"{_first(promoter)}).",
                f"Promoted {model} to serve {endpoint} traffic after the offline eval.",
            ],
        ),
        label="model registry",
        kind="tool_output",
        trust=0.93,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "shadow",
        f"{person} would like to try {cand} on {endpoint} as a shadow model first; no traffic yet.",
        label="ml sync notes",
        kind="conversation",
        trust=0.7,
        after=_days(1),
        session="s2",
    )
    c.event(
        "other",
        f"{other} is served by {dmodel}.",
        label="model registry",
        kind="tool_output",
        trust=0.93,
        after=_mins(10),
        session="s1",
    )
    c.ask(
        _choose(
            c,
            [
                f"Back then, which model was answering {endpoint} requests in production?",
                f"Which model version served the {endpoint} endpoint, per our records?",
            ],
        ),
        after=_days(c.rng.randrange(190, 230)),
    )
    c.expect([model], [cited], forbidden=[dmodel, cand])


# -- cross-session continuity ----------------------------------------------------------------------


def merge_style_preference(c: Case) -> None:
    """In a new session, how a reviewer wants pull requests merged; another reviewer's style is a
    distractor."""
    person, other = _some(c, PEOPLE, 2)
    repo, orepo = _some(c, REPOS, 2)
    style, dstyle = _some(c, MERGE_STYLES, 2)
    cited = c.event(
        "pref",
        _choose(
            c,
            [
                f"{person} prefers {style} merges on {repo} PRs (says it keeps bisect sane).",
                f"Noted from chat: {_first(person)} wants {repo} PRs landed with {style}, not "
                "the default button.",
                f"Review comment by {person}: for {repo}, please {style} when you merge.",
            ],
        ),
        label="review preferences",
        kind="conversation",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{other} asks for {dstyle} merges on {orepo}.",
        label="review preferences",
        kind="conversation",
        trust=0.85,
        after=_mins(20),
        session="s1",
    )
    c.ask(
        _choose(
            c,
            [
                f"New session. I'm about to land a {repo} PR that {_first(person)} reviewed: "
                "which merge method?",
                f"Picking up again: how does {_first(person)} want changes to {repo} merged?",
            ],
        ),
        after=_days(c.rng.randrange(1, 6)),
    )
    c.expect([style], [cited], forbidden=[dstyle])


def quarantined_flaky_test(c: Case) -> None:
    """In the next session, which test was put in quarantine; another flaky test that was kept
    blocking is a distractor."""
    test, kept = _some(c, FLAKY_TESTS, 2)
    person = _choose(c, PEOPLE)
    ticket = c.rng.randrange(400, 2900)
    cited = c.event(
        "quarantine",
        _choose(
            c,
            [
                f"Stand-up: quarantined {test} (flaky on the arm64 runners), tracked in "
                f"QA-{ticket}.",
                f"test(ci): move {test} to the quarantine list until QA-{ticket} is fixed",
            ],
        ),
        label="stand-up notes",
        kind="conversation",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "kept",
        _choose(
            c,
            [
                f"{kept} also failed twice this week, but {_first(person)} found a real bug "
                "there, so it stays blocking.",
                f"We talked about quarantining {kept} and decided against it: the failure is real.",
            ],
        ),
        label="stand-up notes",
        kind="conversation",
        trust=0.88,
        after=_mins(10),
        session="s1",
    )
    c.ask(
        _choose(
            c,
            [
                "Continuing from yesterday: which test did we pull out of the blocking suite "
                "as flaky?",
                "New session. Which test ended up quarantined?",
            ],
        ),
        after=_days(1),
    )
    c.expect([test], [cited], forbidden=[kept])


def test_shard_count_agreed(c: Case) -> None:
    """In a new session, how many shards a suite was split into after a proposal with another
    number; another suite's shard count is a distractor."""
    suite, other = _some(c, SUITES, 2)
    n, d, hedge = _some(c, [6, 8, 10, 12, 16, 20], 3)
    repo = _choose(c, REPOS)
    person = _choose(c, PEOPLE)
    c.event(
        "hedge",
        f"{_first(person)}: maybe {hedge} shards for the {suite} of {repo}? Thinking out loud.",
        label="ci thread",
        kind="conversation",
        trust=0.6,
        after=_mins(0),
        session="s1",
    )
    cited = c.event(
        "agreed",
        _choose(
            c,
            [
                f"Agreed: the {suite} of {repo} runs in {n} shards from now on (`--shard=k/{n}`).",
                f"Final: {repo} {suite} -> shard_count: {n}.",
            ],
        ),
        label="ci thread",
        kind="conversation",
        trust=0.88,
        after=_mins(45),
        session="s1",
    )
    c.event(
        "other",
        f"The {other} of {repo} stays at {d} shards.",
        label="ci thread",
        kind="conversation",
        trust=0.88,
        after=_mins(50),
        session="s1",
    )
    c.ask(
        _choose(
            c,
            [
                f"Continuing where we left off: how many shards did we settle on for "
                f"{repo}'s {suite}?",
                f"Fresh session. What parallelism did we pick for the {suite} in {repo}?",
            ],
        ),
        after=_days(c.rng.randrange(1, 4)),
    )
    c.expect([str(n)], [cited], forbidden=[str(d), str(hedge)])


def dependency_bot_schedule(c: Case) -> None:
    """In a new session, which weekday a repository's dependency-update pull requests arrive;
    another repository's day is a distractor."""
    repo, other = _some(c, REPOS, 2)
    day, dday = _some(c, WEEKDAYS, 2)
    bot, obot = _choose(c, BOTS), _choose(c, BOTS)
    cited = c.event(
        "schedule",
        _choose(
            c,
            [
                f"Decided in the tooling sync: {repo} gets {bot} PRs every {day}, one grouped "
                "PR per ecosystem.",
                f'{repo}/renovate.json: "schedule": ["before 6am on {day.lower()}"]',
                f"{bot} for {repo} is set to run weekly on {day} mornings.",
            ],
        ),
        label="tooling sync",
        kind="conversation",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{obot} on {other} opens its update PRs on {dday}.",
        label="tooling sync",
        kind="conversation",
        trust=0.88,
        after=_mins(15),
        session="s1",
    )
    c.ask(
        _choose(
            c,
            [
                f"Last session we set up the update bots: on which weekday do {repo}'s "
                "dependency PRs show up?",
                f"New chat. What day of the week does the dependency bot hit {repo}?",
            ],
        ),
        after=_days(c.rng.randrange(2, 8)),
    )
    c.expect([day], [cited], forbidden=[dday])


def tenant_region_agreed(c: Case) -> None:
    """In a new session, which cloud region a customer's tenant was placed in after a rejected
    first proposal; another customer's region is a distractor."""
    customer, other = _some(c, CUSTOMERS, 2)
    (region, city), (dregion, _dcity), (hregion, _hcity) = _some(c, REGIONS, 3)
    person = _choose(c, PEOPLE)
    c.event(
        "proposal",
        f"{person} first proposed {hregion} for {customer}; their DPO said no.",
        label="customer call notes",
        kind="conversation",
        trust=0.7,
        after=_mins(0),
        session="s1",
    )
    cited = c.event(
        "agreed",
        _choose(
            c,
            [
                f"Agreed with {customer}'s security team: their tenant is provisioned in "
                f"{region} ({city}) for data residency.",
                f"{customer} tenant -> {region}. Signed off by their DPO.",
            ],
        ),
        label="customer call notes",
        kind="conversation",
        trust=0.9,
        after=_days(2),
        session="s2",
    )
    c.event(
        "other",
        f"{other} stays in {dregion}.",
        label="tenant register",
        kind="document",
        trust=0.9,
        after=_days(2) + _mins(30),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"New chat: which cloud region is {customer} hosted in?",
                f"Where did we end up placing the {customer} tenant?",
            ],
        ),
        after=_days(c.rng.randrange(3, 9)),
    )
    c.expect([region], [cited], forbidden=[dregion, hregion])


# -- stale belief ----------------------------------------------------------------------------------


def flag_ramp_changed(c: Case) -> None:
    """A flag's rollout share was changed later without naming the old share; another flag's
    share is a distractor."""
    flag, other = _some(c, FLAGS, 2)
    old, new, d = _some(c, [5, 10, 25, 35, 50, 75], 3)
    c.event(
        "old",
        f"{flag} is at {old}% rollout.",
        label="flag service export",
        kind="tool_output",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{other} is at {d}% rollout.",
        label="flag service export",
        kind="tool_output",
        trust=0.9,
        after=_mins(5),
        session="s1",
    )
    cited = c.event(
        "new",
        _choose(
            c,
            [
                f"Ramped {flag} up to {new} percent after a clean week."
                if new > old
                else f"Dialled {flag} back to {new} percent while support catches up.",
                f"Scratch the earlier number: {flag} is now on for {new}% of sessions.",
                f"flags.yaml now reads `{flag}: {{rollout: {new}}}`.",
            ],
        ),
        label="release channel",
        kind="conversation",
        trust=0.9,
        after=_days(c.rng.randrange(5, 20)),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"What fraction of users currently sees {flag}?",
                f"Where does the {flag} ramp stand today?",
            ],
        ),
        after=_days(22),
    )
    c.expect([str(new)], [cited], forbidden=[str(old), str(d)])


def oncall_primary_swapped(c: Case) -> None:
    """A rotation's primary was swapped starting "next Tuesday" (relative to the swap note); the
    question comes after that Tuesday; another rotation's primary is a distractor."""
    rot, other = _some(c, ROTATIONS, 2)
    old, new, dperson = _some(c, PEOPLE, 3)
    c.event(
        "old",
        _choose(
            c,
            [
                f"Current {rot} primary: {old}.",
                f"Schedule export: {rot} | primary | {old}",
            ],
        ),
        label="paging schedule",
        kind="tool_output",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"Current {other} primary: {dperson}.",
        label="paging schedule",
        kind="tool_output",
        trust=0.9,
        after=_mins(2),
        session="s1",
    )
    swap_at = _days(c.rng.randrange(1, 4))
    cited = c.event(
        "swap",
        _choose(
            c,
            [
                f"Swap approved: {new} takes {rot} primary from next Tuesday on.",
                f"{new} takes over {rot} primary starting next Tuesday (schedule updated).",
            ],
        ),
        label="on-call channel",
        kind="conversation",
        trust=0.9,
        after=swap_at,
        session="s2",
    )
    c.ask(
        _choose(
            c, [f"Who do I page first for {rot} right now?", f"Who is on point for {rot} today?"]
        ),
        after=swap_at + _days(9),
    )
    c.expect([new], [cited], forbidden=[old, dperson])


def pool_size_reduced(c: Case) -> None:
    """A service's pool was cut after a proxy was put in front, without naming the old size;
    another service's pool size is a distractor."""
    svc, other = _some(c, SERVICES, 2)
    old, d = _some(c, [40, 48, 64, 80, 96], 2)
    new = _choose(c, [8, 10, 12, 16, 20])
    c.event(
        "old",
        f"{svc}: `pool_size = {old}` in config/db.toml.",
        label="config excerpt",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{other}: `pool_size = {d}` in config/db.toml.",
        label="config excerpt",
        kind="document",
        trust=0.9,
        after=_mins(1),
        session="s1",
    )
    cited = c.event(
        "new",
        _choose(
            c,
            [
                f"After moving {svc} behind PgBouncer we cut its pool to {new} per pod.",
                f"perf(db): {svc} now opens at most {new} connections per instance; the proxy "
                "multiplexes the rest",
            ],
        ),
        label="commit message",
        kind="commit",
        trust=0.92,
        after=_days(c.rng.randrange(10, 40)),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"What is {svc}'s per-instance connection limit these days?",
                f"How big is the {svc} database pool now?",
            ],
        ),
        after=_days(45),
    )
    c.expect([str(new)], [cited], forbidden=[str(old), str(d)])


def database_region_migrated(c: Case) -> None:
    """A database moved to another region (the note names only the new one); another database's
    region is a distractor."""
    db, other = _some(c, DATABASES, 2)
    (old, _oc), (new, city), (dreg, _dc) = _some(c, REGIONS, 3)
    cut = c.start + _days(c.rng.randrange(20, 60))
    c.event(
        "old",
        f"The {db} lives in {old}.",
        label="architecture overview",
        kind="document",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"The {other} lives in {dreg}.",
        label="architecture overview",
        kind="document",
        trust=0.85,
        after=_mins(4),
        session="s1",
    )
    cited = c.event(
        "moved",
        _choose(
            c,
            [
                f"Migration done on {_long_date(cut)}: the {db} is now served from {new} "
                f"({city}); cutover completed without data loss.",
                f"Cutover complete {_iso_date(cut)}. {db} -> {new}. Old replicas are being "
                "torn down.",
            ],
        ),
        label="migration log",
        kind="document",
        trust=0.92,
        after=cut - c.start,
        session="s2",
    )
    c.ask(
        _choose(c, [f"In which region does the {db} run today?", f"Where is the {db} hosted now?"]),
        after=cut - c.start + _days(10),
    )
    c.expect([new], [cited], forbidden=[old, dreg])


def served_model_rolled_back(c: Case) -> None:
    """An endpoint was pinned to another model after a regression (the note does not name the
    model it replaced); another endpoint's model is a distractor."""
    endpoint, other = _some(c, ENDPOINTS, 2)
    newer, pinned, dmodel = _some(c, MODELS, 3)
    c.event(
        "promoted",
        f"{endpoint} now serves {newer} (promoted from shadow).",
        label="model registry",
        kind="tool_output",
        trust=0.92,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{other} now serves {dmodel}.",
        label="model registry",
        kind="tool_output",
        trust=0.92,
        after=_days(1),
        session="s1",
    )
    cited = c.event(
        "rollback",
        _choose(
            c,
            [
                f"Incident follow-up: {endpoint} is pinned to {pinned}; the newer model stays "
                "off until the recall regression is understood.",
                f"Rolled {endpoint} back to {pinned} after precision dropped overnight.",
            ],
        ),
        label="incident channel",
        kind="conversation",
        trust=0.93,
        after=_days(c.rng.randrange(3, 12)),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"Which model is answering {endpoint} requests at present?",
                f"What's serving {endpoint} in production now?",
            ],
        ),
        after=_days(14),
    )
    c.expect([pinned], [cited], forbidden=[newer, dmodel])


TEMPLATES: tuple[Spec, ...] = (
    *(
        Spec("provenance_accuracy", f)
        for f in (
            flag_rollout_in_flag_file,
            pool_size_in_service_config,
            tls_issuer_in_cert_inventory,
            code_owner_of_directory,
            translation_vendor_for_locale,
        )
    ),
    *(
        Spec("contradiction_detection", f)
        for f in (
            cdn_cache_lifetime_two_sources,
            slo_target_two_documents,
            topic_partition_count,
            escalation_timeout_two_sources,
            api_sunset_date_two_sources,
        )
    ),
    *(
        Spec("six_month_recall", f)
        for f in (
            build_tool_decision,
            batch_fleet_instance_type,
            incident_root_cause,
            devcontainer_image_pin,
            served_model_version,
        )
    ),
    *(
        Spec("cross_session_continuity", f)
        for f in (
            merge_style_preference,
            quarantined_flaky_test,
            test_shard_count_agreed,
            dependency_bot_schedule,
            tenant_region_agreed,
        )
    ),
    *(
        Spec("stale_belief_resistance", f)
        for f in (
            flag_ramp_changed,
            oncall_primary_swapped,
            pool_size_reduced,
            database_region_migrated,
            served_model_rolled_back,
        )
    ),
)


SET = HeldOutSet(SET_NAME, TEMPLATES, SEED, SIZE, PATH, first=FIRST, days=300, hours=9)
generate, write, sha256 = SET.generate, SET.write, SET.sha256

if __name__ == "__main__":  # pragma: no cover - regenerating the frozen copy is deliberate
    SET.main()
