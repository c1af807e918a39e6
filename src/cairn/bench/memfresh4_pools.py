"""The pools and small helpers of ``fresh4`` (``bench.memfresh4``): the invented subjects its
templates draw from. Moved out of the set module unchanged."""

from __future__ import annotations

from datetime import datetime

from cairn.bench.memgen import Case

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
