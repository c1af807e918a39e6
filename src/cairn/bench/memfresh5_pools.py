"""The pools and small helpers of ``fresh5`` (``bench.memfresh5``): the invented subjects its
templates draw from. Moved out of the set module unchanged."""

from __future__ import annotations

from datetime import datetime, timedelta

from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter

# -- pools -----------------------------------------------------------------------------------------

PEOPLE = [
    "Taini",
    "Bartek",
    "Ngozi",
    "Ruairi",
    "Svetlana",
    "Makoa",
    "Itzel",
    "Dariusz",
    "Femke",
    "Jorunn",
    "Solveig",
    "Ottilie",
    "Tavita",
    "Yerlan",
    "Wiremu",
    "Hamish",
]
PRODUCTS = ["Wrenfield", "Saltmarsh", "Copperleaf", "Dunmore", "Halberd", "Ostrava Books"]
PLANS = ["Hobby", "Studio", "Growth", "Orbit", "Enterprise Lite"]
PRICES = ["11.90", "14.50", "18.75", "23.40", "27.60", "32.25", "39.80", "44.10"]
DATABASES = ["ledgerdb", "profiles-pg", "orders-mysql", "audit-store", "catalogue-pg", "wallet-db"]
CLOCKS = ["01:15", "02:40", "03:05", "03:50", "04:25", "05:35", "22:45", "23:20"]
MAIL_PROVIDERS = ["Postmark", "MailerSend", "Mailgun", "SparkPost", "Mailjet", "Resend"]
ML_TEAMS = ["Ranking Science", "Speech Lab", "Fraud Modelling", "Vision Platform", "Forecasting"]
GPU_COUNTS = [6, 10, 14, 18, 22, 28, 36, 44]
ACTIONS = [
    ("started a checkout", "checkout_begun", "checkout_initiated"),
    ("saved a draft invoice", "invoice_draft_saved", "draft_invoice_stored"),
    ("invited a teammate", "teammate_invite_sent", "member_invited"),
    ("exported a report", "report_export_done", "report_downloaded"),
    ("connected a bank account", "bank_link_completed", "bank_account_linked"),
    ("dismissed the onboarding tour", "tour_dismissed", "onboarding_tour_closed"),
]
SEARCH_INDEXES = ["parts-catalog", "help-articles", "seller-listings", "recipes-v2", "job-ads"]
INTERVALS = ["1s", "5s", "15s", "30s", "60s", "120s"]
INTERVAL_WORDS = {
    "1s": "every second",
    "5s": "every five seconds",
    "15s": "every fifteen seconds",
    "30s": "twice a minute",
    "60s": "once a minute",
    "120s": "every two minutes",
}
ANALYZERS = ["icu_analyzer", "snowball_english", "edge_ngram_3_12", "whitespace_lower", "kuromoji"]
SERVICES = [
    "quote-builder",
    "geo-lookup",
    "avatar-resizer",
    "cart-pricing",
    "mail-relay",
    "tax-engine",
]
LEVELS = ["TRACE", "DEBUG", "INFO", "WARN", "ERROR"]
LEVEL_WORDS = {
    "TRACE": "everything down to trace output",
    "DEBUG": "debug lines and everything above them",
    "INFO": "informational messages and up",
    "WARN": "only warnings and worse",
    "ERROR": "nothing below errors",
}
DRILL_CADENCES = ["monthly", "quarterly", "half-yearly", "annually", "fortnightly"]
DRILL_WORDS = {
    "monthly": "once every calendar month",
    "quarterly": "every three months",
    "half-yearly": "twice a year",
    "annually": "once a year",
    "fortnightly": "every other week",
}
SAFARI = ["14", "15", "16", "17"]
FIREFOX = ["102", "115", "128"]
WEB_APPS = ["merchant console", "admin portal", "partner dashboard", "checkout widget"]
GENERATORS = ["Docusaurus", "VitePress", "Sphinx", "Hugo", "Starlight", "Jekyll", "Zola"]
DOC_SITES = ["SDK reference", "public API guide", "operator handbook", "plugin cookbook"]
TABLES = [
    ("invoice_lines", "customer_id, issued_at", "customer billing history page"),
    ("consignments", "carrier_code, dispatched_on", "carrier reconciliation report"),
    ("settlements", "merchant_id, settled_at", "merchant payout statement"),
    ("login_sessions", "device_hash, last_seen", "suspicious-login review"),
    ("reviews", "listing_id, posted_at", "listing reviews tab"),
    ("refunds", "order_ref, requested_at", "refund queue screen"),
]
DESIGN_SYSTEMS = ["Tessera", "Mosaic UI", "Lattice"]
DS_VERSIONS = ["2.8.3", "3.1.0", "3.4.2", "4.0.1", "4.2.7", "5.0.0-rc.2"]
APPS = ["Lantern iOS", "Lantern Android", "Fieldbook iOS", "Fieldbook Android", "Pennywise iOS"]
CEREMONIES = ["retrospective", "backlog refinement", "architecture review", "demo day"]
SLOTS = [
    ("Tuesdays at 09:30", "Tuesday morning, half past nine"),
    ("Wednesdays at 14:15", "Wednesday afternoon, quarter past two"),
    ("Thursdays at 16:00", "Thursday at four in the afternoon"),
    ("Fridays at 11:45", "Friday, quarter to twelve"),
    ("Mondays at 13:30", "Monday, half past one"),
]
ZONES = ["Europe/Lisbon", "America/Chicago", "Asia/Singapore", "Australia/Perth", "Africa/Lagos"]
REPORTS = ["finance close", "warehouse throughput", "support backlog", "ad spend"]
LINT_REPOS = ["storefront-web", "ops-console", "mobile-shell", "pricing-sdk"]
LINT_RULES = [
    "prefer-optional-chain",
    "prefer-nullish-coalescing",
    "no-unnecessary-condition",
    "switch-exhaustiveness-check",
    "strict-boolean-expressions",
    "consistent-type-imports",
]
JOBS = ["ledger-snapshot", "sitemap-regen", "dunning-mailer", "thumbnail-sweeper", "fx-fetch"]
AREAS = [
    ("payments SDK", "SDK"),
    ("Terraform modules", "infra"),
    ("search relevance", "ranking"),
    ("mobile release scripts", "release"),
    ("billing migrations", "migration"),
]
CUSTOMERS = ["Harrow & Vale", "Moonquay Freight", "Pellucid Health", "Brackenridge Foods", "Isotta"]
NUMBER_WORDS = {6: "six", 10: "ten", 14: "fourteen", 18: "eighteen", 22: "twenty-two"}
NOISE = [
    "Reminder: the kitchen on floor 3 is being deep-cleaned, please take your mugs home.",
    "Anyone else seeing the VPN drop every hour? Asking for a friend.",
    "Lunch & learn moved to the big room, bring your own sandwiches.",
    "Congrats to the support crew for clearing the queue before the long weekend!",
    "Can whoever borrowed the HDMI dongle from room Kestrel please return it.",
    "PSA: the laptop refresh form closes at the end of the month.",
    "The office wifi password rotates tomorrow; IT will post it on the board.",
    "Who has opinions on the new standing desks? Mine wobbles.",
    "Heads up: parking garage gate is stuck open, security knows.",
    "Book club this month is on a sci-fi novel about generation ships.",
    "Reminder to fill in the engagement survey, it is anonymous.",
    "Welcome to the two new designers joining us this week!",
]


# -- helpers ---------------------------------------------------------------------------------------


_noise = Chatter(NOISE, key="banter", channel="#office", trust=0.5)


def _when(c: Case, after: timedelta) -> datetime:
    return c.start + after


def _long_date(d: datetime) -> str:
    day = d.day
    suffix = "th" if 11 <= day % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{d:%B} {day}{suffix}"


def _next_weekday(d: datetime, weekday: int) -> datetime:
    ahead = (weekday - d.weekday() - 1) % 7 + 1
    return d + timedelta(days=ahead)


def _either(c: Case, first: str, second: str) -> str:
    """One of two wordings of the same statement (a seeded coin)."""
    return first if c.rng.random() < 0.5 else second


def _ref(c: Case, prefix: str) -> str:
    return f"{prefix}-{c.rng.randint(210, 989)}"
