"""The pools and small helpers of ``fresh6`` (``bench.memfresh6``): the invented subjects its
templates draw from. Moved out of the set module unchanged."""

from __future__ import annotations

from datetime import datetime

from cairn.bench.memset import Chatter

# -- pools -----------------------------------------------------------------------------------------

PEOPLE = [
    "Ifeoma",
    "Radek",
    "Saoirse",
    "Ottoline",
    "Oisin",
    "Anselm",
    "Thorvald",
    "Zdenka",
    "Efua",
    "Liesel",
    "Bartholomew",
    "Chiamaka",
]
APPS = [
    "Tidewater Rider",
    "Quoll Wallet",
    "Sedgemoor Notes",
    "Quillfeed",
    "Bramblefit",
    "Pelham Go",
]
PUSH = ["Pushwoosh", "OneSignal", "Airship", "Firebase Cloud Messaging", "Braze", "Pusher Beams"]
REGISTRY_PROJECTS = [
    "corvina-images",
    "sable-runtime",
    "pinnacle-ml",
    "thornbury-base",
    "foxglove-ci",
]
REGISTRIES = ["Harbor", "Quay", "Artifact Registry", "Amazon ECR", "Azure Container Registry"]
WORKLOADS = ["thimble-api", "ossuary-worker", "gantry-render", "pewter-gateway", "mistral-scorer"]
PROCESSORS = ["Adyen", "Mollie", "Worldpay", "Checkout.com", "Braintree", "PayU"]
MERCHANTS = [
    "Nordhavn Outfitters",
    "Calder Books",
    "Pitch and Pine",
    "Verrow Cycles",
    "Ambergate Tea",
]
CODEBASES = ["fathom-core", "wicklow-cli", "hollowell-sdk", "quarrystone", "brisket-ui"]
ZONES = ["mallowby.io", "corrig.dev", "gorsewick.app", "peregrine.cloud", "tinder-box.net"]
SAMPLED = ["checkout-web", "ledgerline", "spoonbill-mobile", "parcel-router", "vesper-admin"]
VENDORS = [
    "Loomcraft Analytics",
    "Helix Paging",
    "Orbweaver Search",
    "Stonefly CRM",
    "Mapleleaf SMS",
]
ENDPOINTS = ["/v2/shipments", "/v2/invoices", "/v2/members", "/v2/audit-entries", "/v2/coupons"]
TIERS = ["Enterprise Plus", "Business Pro", "Premier", "Public Sector", "Starter"]
REGIONS = ["germanywestcentral", "swedencentral", "australiaeast", "canadacentral", "uksouth"]
MIGRATORS = ["Alembic", "Flyway", "Liquibase", "sqitch", "golang-migrate"]
STREAMS = ["order-placed", "driver-located", "refund-issued", "basket-abandoned", "stock-adjusted"]
FORMATS = ["Avro", "Protocol Buffers", "JSON Schema", "Thrift"]
SQUADS = [
    "Platform Foundations",
    "Edge Networking",
    "Data Plumbing",
    "Identity Guild",
    "Mobile Core",
]
DEVICES = ["Framework 13 laptops", "ThinkPad T14 laptops", "Mac mini build hosts", "Dell XPS 15s"]
ROLES = ["Staff Data Engineer", "Senior Android Engineer", "Site Reliability Lead", "QA Analyst"]
KATAS = ["rate limiter kata", "log parser kata", "seat booking kata", "ledger diff kata"]
TF_MODULES = ["vpc-baseline", "iam-breakglass", "rds-standard", "eks-nodegroups", "waf-rules"]
CACHES = ["cart-hydration", "quote-cache", "avatar-cache", "postcode-lookup", "price-snapshots"]
EVICTIONS = ["allkeys-lfu", "volatile-ttl", "allkeys-lru", "volatile-lfu", "noeviction"]
SDKS = ["Hearth iOS SDK", "Hearth Android SDK", "Spindle iOS SDK", "Spindle Android SDK"]
DAGS = [
    "ledger_reconcile",
    "warehouse_snapshot",
    "sensor_ingest",
    "invoice_rollup",
    "cohort_export",
]
NOISE = [
    "Reminder: the kitchen on floor two is being deep-cleaned, please take your mugs home.",
    "Anyone else seeing the wiki load slowly? Seems fine again after a refresh.",
    "Retro notes are up in the team folder, please add your thoughts before Friday.",
    "Shout-out to whoever fixed the flaky login screenshot, that saved me an afternoon.",
    "Heads up: the office wifi password changes at the end of the month.",
    "Lunch and learn on property-based testing moved to the big room.",
    "I am out tomorrow morning for a dentist appointment, back after lunch.",
    "Can someone with admin rights add the new contractor to the design channel?",
    "The hackathon sign-up sheet is pinned in the announcements channel.",
    "Please stop pushing straight to the docs branch, open a pull request instead.",
    "Coffee machine is fixed, the technician replaced a seal.",
    "Team photo is on Thursday, wear whatever you like.",
]


_noise = Chatter(NOISE, key="chatter", channel="#eng-lounge", trust=0.5)


def _date(d: datetime) -> str:
    return f"{d:%B} {d.day}, {d.year}"
