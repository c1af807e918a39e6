"""The pools of the held-out set ``fresh7`` (``bench.memfresh7``): its invented subjects and
people, and the small helpers its templates share to draw values and write surfaces."""

from __future__ import annotations

from datetime import timedelta

from cairn.bench.memgen import Case

PEOPLE = (
    "Odalys",
    "Svanhild",
    "Mirembe",
    "Evander",
    "Aurelio",
    "Kimiko",
    "Bartosz",
    "Nalani",
    "Oyelaran",
    "Eero",
    "Maelys",
    "Ruaraidh",
    "Zanele",
    "Haruto",
    "Leocadia",
    "Amadou",
)
DATABASES = (
    "quillpay-ledger",
    "tidewatch-meta",
    "parcelhub-orders",
    "mossgate-auth",
    "fernly-cart",
)
PATHS = ("/static/fonts/*", "/img/catalogue/*", "/help/articles/*", "/js/bundle-*.js", "/promo/*")
WEBAPPS = ("Bramblebook", "Corvid Desk", "Lintwell", "Pebbleshop", "Skerry Admin")
IDPS = ("Okta", "Entra ID", "Keycloak", "JumpCloud", "Google Workspace")
PACKAGES = (
    "glimmer-xml",
    "tarnish-http",
    "oxbow-crypto",
    "wicker-ui",
    "spindle-orm",
    "bracken-log",
)
LICENCES = ("MPL-2.0", "LGPL-3.0", "EPL-2.0", "Apache-2.0", "BSD-3-Clause", "AGPL-3.0")
ENDPOINTS = (
    "/v1/shipments",
    "/v1/rebates",
    "/v2/quotes/legacy",
    "/v1/payouts/batch",
    "/v1/cohorts",
)
QUEUES = ("refund-intake", "label-render", "webhook-fanout", "invoice-mailer", "stock-sync")
LOGSTREAMS = ("edge access logs", "payment audit logs", "kiosk debug logs", "VPN session logs")
SEVERITIES = ("SEV1", "SEV2", "SEV3")
LOADTESTS = ("checkout soak", "search spike", "login storm", "catalogue crawl")
LOCALES = ("pt-BR", "ja-JP", "tr-TR", "pl-PL", "vi-VN")
FLOORS = ("third-floor studio", "basement lab", "mezzanine", "east wing", "reception annex")
GRANTS = ("Halden Foundation", "Ostrava Research Fund", "Maritime Data Trust", "Kelpie Arts Grant")
PRINTERS = ("PRN-Heron", "PRN-Wren", "PRN-Plover", "PRN-Dunlin", "PRN-Curlew")
CODEPATHS = ("billing/", "infra/terraform/", "mobile/android/", "docs/handbook/", "ml/features/")
CACHES = ("gradle remote cache", "bazel disk cache", "sccache bucket", "turborepo cache")
FLAGS = ("new-checkout-v2", "dark-mode-beta", "geo-pricing", "inline-chat", "bulk-export")
INSTRUMENTS = ("confocal microscope", "flow cytometer", "mass spectrometer", "cryostat", "qPCR rig")
TEAMS = ("Ribbon team", "Atlas squad", "Kestrel group", "Juniper crew", "Marten team")
APPS = ("Tallyho iOS", "Tallyho Android", "Fieldnote iOS", "Fieldnote Android")
VENDORS = ("Lumen Access", "Tactile Audit Co", "ClearPath A11y", "Inkwell Inclusive")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")
MONTHS = ("March", "April", "May", "June", "July", "September", "October", "November")


def _people(c: Case, k: int) -> list[str]:
    return c.rng.sample(list(PEOPLE), k)


def _nums(c: Case, lo: int, hi: int, k: int, step: int = 1) -> list[str]:
    return [str(n) for n in c.rng.sample(range(lo, hi, step), k)]


def _dates(c: Case, k: int) -> list[str]:
    """``k`` distinct "<day> <Month>" dates, the days kept apart from small counts."""
    days = c.rng.sample(range(3, 29), k)
    months = [c.pick(MONTHS) for _ in range(k)]
    return [f"{d} {m}" for d, m in zip(days, months, strict=True)]


def _d(days: float = 0, hours: float = 0, minutes: float = 0) -> timedelta:
    return timedelta(days=days, hours=hours, minutes=minutes)


def _slack(who: str, text: str) -> str:
    return f"[#ops-chat] {who}: {text}"


def _ev(
    c: Case, key: str, text: str, source: tuple[str, str, float], at: timedelta, session: str
) -> str:
    """One event: its text, its source (label, kind, trust), when and in which session."""
    label, kind, trust = source
    return c.event(key, text, label=label, kind=kind, trust=trust, after=at, session=session)
