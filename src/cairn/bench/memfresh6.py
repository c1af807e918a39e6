"""The sixth held-out memory benchmark (set ``fresh6``), written apart from the judgment rules and
from the other sets' templates, in domains the earlier sets leave alone: push-notification
providers, container registries and image retention, Kubernetes limits, payment processors and
payouts, coverage gates, DNS record TTLs, error-tracker sampling, vendor contract renewals, API
page sizes, export data residency, migration tools, message formats, hardware orders, interview
loops, shared Terraform module ownership, app canaries, cache eviction and TTLs, SDK minimum OS
versions, support response commitments and orchestrator DAG schedules.

Texts read like ADRs, review comments, e-mails, stand-up notes, chat threads with several
speakers (one of them wrong), quoted config lines and procurement sheets, with hedges that are
later decided or dropped, reported speech and retractions. Every case has a distractor in the
same frame (the same attribute of another subject); corrections carry no ``supersedes`` field
and do not repeat the value they replace; events are listed out of time order (their times
kept); some sources agree in other words and some disagree; questions use other words than the
memory.

``SIZE`` cases over the five Hexis dimensions in equal parts, five templates per dimension,
seeded. No dev half: the whole set is held out. The frozen copy under ``bench/data`` was
written, and main scored on it, before any rule looked at it; a test checks the generator still
writes it byte for byte. The case writer (``memgen.Case``) is shared with ``bench.memgen``; no
template text is.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from cairn.bench.memgen import Case
from cairn.bench.memgen import NamedSpec as Spec
from cairn.bench.memset import Chatter, HeldOutSet
from cairn.bench.memset import choose as _choose
from cairn.bench.memset import days as _days
from cairn.bench.memset import mins as _mins
from cairn.bench.memset import sample as _take

SEED = 20260917
SIZE = 125  # 25 cases per dimension, 5 templates of 5 cases each
SET_NAME = "fresh6"
DATA = Path(__file__).parent / "data"
FIRST = datetime(2025, 10, 6, 8, tzinfo=UTC)  # the earliest a case starts
PATH = DATA / "memfresh6.v1.jsonl"


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


# -- provenance accuracy ---------------------------------------------------------------------------


def push_vendor_per_adr(c: Case) -> None:
    """The push provider of one app is stated by an ADR; a teammate's guess names another and a
    second app's ADR names a third: answer and cite the ADR of the app asked about."""
    app, other = _take(c, APPS, 2)
    right, guess, far = _take(c, PUSH, 3)
    a, b = _take(c, PEOPLE, 2)
    adr = c.event(
        "adr",
        f"ADR-0{c.rng.randint(21, 89)} (accepted): {app} delivers its mobile notifications via "
        f"{right}. Rationale: per-topic quotas and a sane iOS token refresh story.",
        label=f"{app} architecture decision record",
        kind="document",
        trust=0.93,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "guess",
        f"{a}: pretty sure {app} went with {guess} for pushes? not 100% though",
        label="#mobile thread",
        kind="chat",
        trust=0.4,
        after=_days(3),
        session="s2",
    )
    c.event(
        "other",
        f"ADR (accepted) for {other}: notifications are sent through {far}; {b} owns the keys.",
        label=f"{other} architecture decision record",
        kind="document",
        trust=0.93,
        after=_days(1),
        session="s1",
    )
    _noise(c, 2, _days(0), 5, "s2")
    c.ask(
        f"Which vendor does the decision record say sends {app}'s push messages?",
        after=_days(c.rng.randint(20, 60)),
    )
    c.expect([right], [adr], forbidden=[guess, far])


def image_retention_from_config(c: Case) -> None:
    """Image retention of one registry project is quoted from the checked-in YAML; a chat
    message misremembers it and another project's YAML has its own value."""
    proj, other = _take(c, REGISTRY_PROJECTS, 2)
    keep, wrong, far = _take(c, [21, 28, 45, 60, 75, 120], 3)
    a, b = _take(c, PEOPLE, 2)
    cfg = c.event(
        "yaml",
        f"registry/{proj}.yaml on main:\n  project: {proj}\n  untagged_retention_days: {keep}\n"
        "  immutable_tags: true",
        label=f"registry/{proj}.yaml",
        kind="repository_file",
        trust=0.95,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "chat",
        f"{a}: {proj} throws away untagged images after {wrong} days I believe, someone check",
        label="#infra chat",
        kind="chat",
        trust=0.4,
        after=_days(2),
        session="s2",
    )
    c.event(
        "other",
        f"registry/{other}.yaml on main:\n  project: {other}\n  untagged_retention_days: {far}",
        label=f"registry/{other}.yaml",
        kind="repository_file",
        trust=0.95,
        after=_mins(5),
        session="s1",
    )
    _noise(c, 2, _days(0), 4, "s2")
    c.ask(
        f"Per the repository config, for how many days are untagged images kept in {proj}? "
        f"({b} asked)",
        after=_days(c.rng.randint(10, 40)),
    )
    c.expect([str(keep)], [cfg], forbidden=[str(wrong), str(far)])


def memory_limit_from_review(c: Case) -> None:
    """A merged review comment sets one workload's memory limit; a stand-up remark guesses and a
    second workload's manifest has its own limit."""
    wl, other = _take(c, WORKLOADS, 2)
    right, guess, far = _take(c, ["768Mi", "1536Mi", "2Gi", "3Gi", "640Mi", "5Gi"], 3)
    a, b = _take(c, PEOPLE, 2)
    rev = c.event(
        "review",
        f"Review on deploy/{wl}/values.yaml (approved, merged): resources.limits set to "
        f"`memory: {right}` and `cpu: 900m` -- the OOM kills should stop with that headroom.",
        label=f"{wl} pull request review",
        kind="code_review",
        trust=0.92,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "standup",
        f"Stand-up: {a} thinks {wl} pods are capped at {guess} now, will double-check.",
        label="stand-up notes",
        kind="meeting_notes",
        trust=0.45,
        after=_days(1),
        session="s2",
    )
    c.event(
        "other",
        f"deploy/{other}/values.yaml: `memory: {far}` under limits ({b} tuned it in the spring).",
        label=f"{other} manifest",
        kind="repository_file",
        trust=0.9,
        after=_days(2),
        session="s1",
    )
    _noise(c, 2, _days(0), 4, "s2")
    c.ask(
        f"What RAM ceiling did the approved review put on {wl}'s containers?",
        after=_days(c.rng.randint(7, 30)),
    )
    c.expect([right], [rev], forbidden=[guess, far])


def payout_schedule_from_processor(c: Case) -> None:
    """The payment processor's notice states one merchant's payout cadence; a colleague's
    hedge names another and a second merchant has its own cadence."""
    merchant, other = _take(c, MERCHANTS, 2)
    proc = _choose(c, PROCESSORS)
    right, guess, far = _take(
        c, ["every Tuesday", "every Friday", "daily", "twice monthly", "every Monday"], 3
    )
    a = _choose(c, PEOPLE)
    notice = c.event(
        "notice",
        f"From {proc} support: the {merchant} account is settled on a rolling basis and paid out "
        f"{right}, effective immediately.",
        label=f"{proc} e-mail",
        kind="email",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "hedge",
        f"{a}: I'd assume {merchant} gets paid {guess} like the old contract, but that's a guess",
        label="#finance-eng chat",
        kind="chat",
        trust=0.35,
        after=_days(1),
        session="s2",
    )
    c.event(
        "other",
        f"From {proc} support: payouts for {other} are made {far}.",
        label=f"{proc} e-mail",
        kind="email",
        trust=0.9,
        after=_days(3),
        session="s1",
    )
    _noise(c, 2, _days(0), 4, "s2")
    c.ask(
        f"According to {proc} itself, how often does money land for {merchant}?",
        after=_days(c.rng.randint(10, 50)),
    )
    c.expect([right], [notice], forbidden=[guess, far])


def coverage_gate_two_places(c: Case) -> None:
    """One codebase's coverage gate is stated by its CI config and, in other words, by its
    contributing guide: cite both; a dropped proposal and another codebase's gate are
    distractors."""
    repo, other = _take(c, CODEBASES, 2)
    gate, proposed, far = _take(c, [68, 72, 77, 81, 86, 91], 3)
    a = _choose(c, PEOPLE)
    ci = c.event(
        "ci",
        f"{repo}/pyproject.toml:\n[tool.coverage.report]\nfail_under = {gate}",
        label=f"{repo} pyproject.toml",
        kind="repository_file",
        trust=0.95,
        after=_mins(0),
        session="s1",
    )
    guide = c.event(
        "guide",
        f"CONTRIBUTING.md ({repo}): pull requests must keep line coverage at or above {gate} "
        "percent or CI goes red.",
        label=f"{repo} CONTRIBUTING.md",
        kind="document",
        trust=0.88,
        after=_days(2),
        session="s2",
    )
    c.event(
        "proposal",
        f"{a} floated raising the {repo} bar to {proposed} percent; nobody picked it up and the "
        "idea was dropped.",
        label="retro notes",
        kind="meeting_notes",
        trust=0.5,
        after=_days(4),
        session="s2",
    )
    c.event(
        "other",
        f"{other}/pyproject.toml: fail_under = {far}",
        label=f"{other} pyproject.toml",
        kind="repository_file",
        trust=0.95,
        after=_days(1),
        session="s1",
    )
    _noise(c, 2, _days(0), 5, "s2")
    c.ask(
        f"Below what test-coverage percentage does {repo}'s pipeline fail?",
        after=_days(c.rng.randint(10, 40)),
    )
    c.expect([str(gate)], [ci, guide], forbidden=[str(proposed), str(far)])


# -- contradiction detection -----------------------------------------------------------------------


def dns_ttl_disagreement(c: Case) -> None:
    """The runbook and a Terraform review state different TTLs for one zone's records: flag
    both; another zone's TTL is a distractor."""
    zone, other = _take(c, ZONES, 2)
    x, y, far = _take(c, [60, 120, 300, 900, 1800, 3600], 3)
    a, b = _take(c, PEOPLE, 2)
    run = c.event(
        "runbook",
        f"Runbook, DNS section: every A and CNAME record in {zone} is published with a TTL of "
        f"{x} seconds so failover propagates quickly.",
        label="DNS runbook",
        kind="document",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    tf = c.event(
        "terraform",
        f"{a} on the Terraform PR: {zone} records use `ttl = {y}` (seconds) in dns/{zone}.tf, "
        "merged as is.",
        label="Terraform review",
        kind="code_review",
        trust=0.85,
        after=_days(6),
        session="s2",
    )
    c.event(
        "other",
        f"{b}: for {other} we keep ttl = {far} seconds, unchanged since the migration.",
        label="#dns chat",
        kind="chat",
        trust=0.8,
        after=_days(2),
        session="s1",
    )
    _noise(c, 2, _days(0), 6, "s2")
    c.ask(
        f"How long may resolvers cache {zone} records, and do our sources agree?",
        after=_days(c.rng.randint(10, 30)),
    )
    c.expect([str(x), str(y)], [run, tf], contradictions=[run, tf], forbidden=[str(far)])


def sampling_rate_disagreement(c: Case) -> None:
    """An e-mail and the SDK init config give one service different error-tracker sample
    rates: flag both; another service's rate is a distractor."""
    svc, other = _take(c, SAMPLED, 2)
    x, y, far = _take(c, ["0.05", "0.1", "0.25", "0.5", "0.02", "0.75"], 3)
    a, b = _take(c, PEOPLE, 2)
    mail = c.event(
        "email",
        f"E-mail from {a}: for {svc} we capture a sample of {x} of transactions in the error "
        "tracker (cost review outcome).",
        label="observability e-mail",
        kind="email",
        trust=0.82,
        after=_mins(0),
        session="s1",
    )
    cfg = c.event(
        "config",
        f"{svc}/src/observability.ts: init({{ dsn, tracesSampleRate: {y} }})",
        label=f"{svc} observability.ts",
        kind="repository_file",
        trust=0.9,
        after=_days(4),
        session="s2",
    )
    c.event(
        "other",
        f"{b}: {other} is on tracesSampleRate {far}, no plans to touch it.",
        label="#observability chat",
        kind="chat",
        trust=0.8,
        after=_days(1),
        session="s1",
    )
    _noise(c, 2, _days(0), 5, "s2")
    c.ask(
        f"What fraction of {svc} traffic is traced by the error tracker? Flag any conflict.",
        after=_days(c.rng.randint(8, 30)),
    )
    c.expect([x, y], [mail, cfg], contradictions=[mail, cfg], forbidden=[far])


def contract_renewal_disagreement(c: Case) -> None:
    """The procurement sheet and the vendor's account manager give different renewal dates for
    one contract: flag both; another vendor's date is a distractor."""
    vendor, other = _take(c, VENDORS, 2)
    base = c.start + _days(c.rng.randint(90, 240))
    d1 = base
    d2 = base + _days(c.rng.choice([14, 30, 61]))
    d3 = base + _days(c.rng.choice([-45, 90, 120]))
    a, b = _take(c, PEOPLE, 2)
    sheet = c.event(
        "sheet",
        f"Procurement sheet row | {vendor} | annual | auto-renews {d1:%Y-%m-%d} | owner {a} |",
        label="procurement spreadsheet",
        kind="document",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    mail = c.event(
        "vendor",
        f"{vendor} account manager: your subscription renews on {_date(d2)} -- happy to discuss "
        "tiers before then.",
        label=f"{vendor} e-mail",
        kind="email",
        trust=0.8,
        after=_days(9),
        session="s2",
    )
    c.event(
        "other",
        f"Procurement sheet row | {other} | annual | auto-renews {d3:%Y-%m-%d} | owner {b} |",
        label="procurement spreadsheet",
        kind="document",
        trust=0.85,
        after=_mins(2),
        session="s1",
    )
    _noise(c, 2, _days(0), 9, "s2")
    c.ask(
        f"When is the {vendor} agreement up for renewal, and is that consistent everywhere?",
        after=_days(c.rng.randint(12, 40)),
    )
    c.expect(
        [f"{d1:%Y-%m-%d}", _date(d2)],
        [sheet, mail],
        contradictions=[sheet, mail],
        forbidden=[f"{d3:%Y-%m-%d}"],
    )


def page_size_sources_agree(c: Case) -> None:
    """The API reference and the handler code state one endpoint's page-size cap in different
    words: cite both, flag nothing; another endpoint's cap is a distractor."""
    ep, other = _take(c, ENDPOINTS, 2)
    cap, far = _take(c, [25, 50, 100, 250, 500], 2)
    a = _choose(c, PEOPLE)
    doc = c.event(
        "doc",
        f"API reference, GET {ep}: `limit` accepts at most {cap} items per page; larger values "
        "are rejected with 400.",
        label="public API reference",
        kind="document",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    code = c.event(
        "code",
        f"Review note from {a}: handler for {ep} clamps with MAX_PAGE = {cap}, matches the docs.",
        label="pull request review",
        kind="code_review",
        trust=0.9,
        after=_days(5),
        session="s2",
    )
    c.event(
        "other",
        f"API reference, GET {other}: page size is capped at {far} records.",
        label="public API reference",
        kind="document",
        trust=0.88,
        after=_mins(3),
        session="s1",
    )
    _noise(c, 2, _days(0), 5, "s2")
    c.ask(
        f"How many results can one request to {ep} return at most? Note any disagreement.",
        after=_days(c.rng.randint(8, 30)),
    )
    c.expect([str(cap)], [doc, code], forbidden=[str(far)])


def export_residency_sources_agree(c: Case) -> None:
    """A DPA addendum and an infra ticket say in other words where one tier's exports are
    stored: cite both, flag nothing; another tier's region is a distractor."""
    tier, other = _take(c, TIERS, 2)
    region, far = _take(c, REGIONS, 2)
    a, b = _take(c, PEOPLE, 2)
    ticket_no = f"INFRA-{c.rng.randint(2100, 8900)}"
    dpa = c.event(
        "dpa",
        f"DPA addendum (signed): customer data exports for the {tier} plan are generated and "
        f"stored only in {region}.",
        label="DPA addendum",
        kind="document",
        trust=0.92,
        after=_mins(0),
        session="s1",
    )
    tick = c.event(
        "ticket",
        f"{ticket_no} closed by {a}: the {tier} export bucket was created in {region}, "
        "replication disabled.",
        label=ticket_no,
        kind="issue_tracker",
        trust=0.86,
        after=_days(7),
        session="s2",
    )
    c.event(
        "other",
        f"{b}: {other} exports go to {far}, per their order form.",
        label="#compliance chat",
        kind="chat",
        trust=0.8,
        after=_days(2),
        session="s1",
    )
    _noise(c, 2, _days(0), 7, "s2")
    c.ask(
        f"In which cloud region do {tier} customers' export files reside? Any conflict?",
        after=_days(c.rng.randint(10, 40)),
    )
    c.expect([region], [dpa, tick], forbidden=[far])


# -- six-month recall ------------------------------------------------------------------------------


def _months_of_noise(c: Case, n: int, span: float) -> None:
    _noise(c, n, _days(20), span, "later")


def migration_tool_decided_long_ago(c: Case) -> None:
    """Months ago a proposal for one migration tool was dropped and another decided for one
    service; another service's tool is a distractor."""
    svc, other = _take(c, WORKLOADS, 2)
    right, dropped, far = _take(c, MIGRATORS, 3)
    a, b = _take(c, PEOPLE, 2)
    c.event(
        "proposal",
        f"{a} proposed {dropped} for {svc}'s schema changes; open question until the arch sync.",
        label="arch sync agenda",
        kind="meeting_notes",
        trust=0.6,
        after=_mins(0),
        session="s1",
    )
    dec = c.event(
        "decision",
        f"Arch sync minutes: decided -- {svc} manages its schema migrations with {right}. "
        "The other proposal is off the table.",
        label="arch sync minutes",
        kind="meeting_notes",
        trust=0.9,
        after=_days(3),
        session="s1",
    )
    c.event(
        "other",
        f"{b} noted {other} keeps using {far} for migrations.",
        label="arch sync minutes",
        kind="meeting_notes",
        trust=0.85,
        after=_days(3) + _mins(5),
        session="s1",
    )
    _months_of_noise(c, 3, 150)
    c.ask(
        f"What tool did we settle on for evolving the database schema of {svc}?",
        after=_days(c.rng.randint(200, 260)),
    )
    c.expect([right], [dec], forbidden=[dropped, far])


def wire_format_decided_long_ago(c: Case) -> None:
    """Months ago the wire format of one event stream was decided; another stream's format is
    a distractor."""
    stream, other = _take(c, STREAMS, 2)
    right, far, floated = _take(c, FORMATS, 3)
    a, b = _take(c, PEOPLE, 2)
    c.event(
        "proposal",
        f"{b} suggested {floated} for {stream} payloads; to be settled in the ADR.",
        label="#streaming chat",
        kind="chat",
        trust=0.6,
        after=-_days(4),
        session="s0",
    )
    dec = c.event(
        "decision",
        f"ADR: the {stream} topic is serialized as {right}; subjects registered in the schema "
        "registry with backward compatibility.",
        label=f"{stream} ADR",
        kind="document",
        trust=0.92,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{a}: {other} events stay {far} for now, the consumers are not ready to move.",
        label="#streaming chat",
        kind="chat",
        trust=0.8,
        after=_days(1),
        session="s2",
    )
    _months_of_noise(c, 3, 150)
    c.ask(
        f"Which encoding was chosen for messages on the {stream} stream?",
        after=_days(c.rng.randint(200, 260)),
    )
    c.expect([right], [dec], forbidden=[floated, far])


def hardware_order_long_ago(c: Case) -> None:
    """Months ago one team's hardware order got a purchase-order number; another team's order
    has its own."""
    team, other = _take(c, SQUADS, 2)
    dev, dev2 = _take(c, DEVICES, 2)
    po, po2 = (f"PO-{n}" for n in c.rng.sample(range(40000, 49999), 2))
    n1, n2 = c.rng.randint(4, 14), c.rng.randint(3, 9)
    a, b = _take(c, PEOPLE, 2)
    order = c.event(
        "order",
        f"Procurement: {n1} {dev} for {team} approved by {a}, purchase order {po} raised.",
        label="procurement ticket",
        kind="issue_tracker",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"Procurement: {n2} {dev2} for {other} approved by {b}, purchase order {po2} raised.",
        label="procurement ticket",
        kind="issue_tracker",
        trust=0.9,
        after=_days(2),
        session="s1",
    )
    _months_of_noise(c, 3, 160)
    c.ask(
        f"What PO number covered the machines bought for {team}?",
        after=_days(c.rng.randint(200, 270)),
    )
    c.expect([po], [order], forbidden=[po2])


def interview_exercise_long_ago(c: Case) -> None:
    """Months ago the coding exercise of one role's interview loop was fixed (after a
    retraction); another role's exercise is a distractor."""
    role, other = _take(c, ROLES, 2)
    right, retracted, far = _take(c, KATAS, 3)
    a, b = _take(c, PEOPLE, 2)
    c.event(
        "draft",
        f"{a}: for the {role} loop let's use the {retracted} in the pairing round",
        label="#hiring chat",
        kind="chat",
        trust=0.55,
        after=_mins(0),
        session="s1",
    )
    final = c.event(
        "final",
        f"{a}: scratch that -- {role} candidates get the {right} in pairing, it tests the "
        "skills we actually need. Loop doc updated.",
        label="#hiring chat",
        kind="chat",
        trust=0.85,
        after=_mins(40),
        session="s1",
    )
    c.event(
        "other",
        f"Loop doc: {other} pairing round uses the {far} (owner {b}).",
        label="interview loop doc",
        kind="document",
        trust=0.85,
        after=_days(1),
        session="s1",
    )
    _months_of_noise(c, 3, 150)
    c.ask(
        f"Which exercise do people interviewing for {role} work through in the pairing session?",
        after=_days(c.rng.randint(200, 260)),
    )
    c.expect([right], [final], forbidden=[retracted, far])


def terraform_module_owner_long_ago(c: Case) -> None:
    """Months ago ownership of one shared Terraform module was assigned; another module's owner
    is a distractor."""
    mod, other = _take(c, TF_MODULES, 2)
    right, far, interim = _take(c, SQUADS, 3)
    a = _choose(c, PEOPLE)
    c.event(
        "interim",
        f"Until the guild decides, {interim} is babysitting modules/{mod} (temporary).",
        label="infra guild agenda",
        kind="meeting_notes",
        trust=0.7,
        after=-_days(6),
        session="s0",
    )
    dec = c.event(
        "owners",
        f"Infra guild minutes: modules/{mod} now belongs to {right}; they review every change "
        "to it.",
        label="infra guild minutes",
        kind="meeting_notes",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{a} mentioned that modules/{other} is looked after by {far}.",
        label="infra guild minutes",
        kind="meeting_notes",
        trust=0.85,
        after=_mins(20),
        session="s1",
    )
    _months_of_noise(c, 3, 150)
    c.ask(
        f"Who is accountable for the shared {mod} Terraform module?",
        after=_days(c.rng.randint(200, 260)),
    )
    c.expect([right], [dec], forbidden=[interim, far])


# -- cross-session continuity ----------------------------------------------------------------------


def canary_where_we_left_it(c: Case) -> None:
    """Last session one app's canary stood at a share of users; another app's canary is a
    distractor; the question comes in a new session."""
    app, other = _take(c, APPS, 2)
    first, pct, far = _take(c, [1, 2, 5, 10, 25], 3)
    if first > pct:
        first, pct = pct, first
    nxt = _choose(c, [40, 50, 60])
    a, b = _take(c, PEOPLE, 2)
    c.event(
        "started",
        f"{a}: {app} canary is live for {first} percent of users, watching the crash dashboard.",
        label="#releases chat",
        kind="chat",
        trust=0.85,
        after=-_days(2),
        session="s0",
    )
    note = c.event(
        "status",
        f"Release log: {app} canary widened, now holding at {pct} percent of users; next step "
        f"{nxt} percent if crash-free sessions stay green ({a}).",
        label="release log",
        kind="agent_note",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{b}: {other} canary is sitting at {far} percent, paused over the weekend.",
        label="#releases chat",
        kind="chat",
        trust=0.8,
        after=_mins(30),
        session="s2",
    )
    _noise(c, 2, _days(0), 0.5, "s2")
    c.ask(
        f"Picking up from last time: what share of {app} users is the canary currently on?",
        after=_days(c.rng.randint(2, 6)),
        session="s3",
    )
    c.expect([f"{pct} percent"], [note], forbidden=[f"{first} percent", f"{far} percent"])


def eviction_policy_experiment(c: Case) -> None:
    """Last session one cache was switched to an eviction policy; another cache's policy is a
    distractor; the question is asked in a new session."""
    cache, other = _take(c, CACHES, 2)
    right, far = _take(c, EVICTIONS, 2)
    a = _choose(c, PEOPLE)
    note = c.event(
        "switch",
        f"Session note: changed {cache} to `maxmemory-policy {right}` and left a dashboard "
        "open to compare hit rates tomorrow.",
        label="agent session note",
        kind="agent_note",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{a}: {other} stays on {far}, don't touch it this week.",
        label="#caching chat",
        kind="chat",
        trust=0.8,
        after=_mins(45),
        session="s1",
    )
    _noise(c, 2, _days(0), 0.5, "s2")
    c.ask(
        f"Continuing yesterday's experiment: which eviction setting is {cache} running now?",
        after=_days(c.rng.randint(1, 4)),
        session="s3",
    )
    c.expect([right], [note], forbidden=[far])


def sdk_min_os_review_pending(c: Case) -> None:
    """Last session a pull request raising one SDK's minimum OS waited on a reviewer; another
    SDK's pull request waits on someone else."""
    sdk, other = _take(c, SDKS, 2)
    who, far, author = _take(c, PEOPLE, 3)
    if "iOS" in sdk:
        v1, v2 = c.rng.choice([("iOS 15", "iOS 16"), ("iOS 16", "iOS 17"), ("iOS 17", "iOS 18")])
    else:
        v1, v2 = c.rng.choice([("API level 26", "API level 28"), ("API level 28", "API level 29")])
    note = c.event(
        "pr",
        f"Stand-up: the PR bumping the {sdk} minimum OS to {v2} (from {v1}) is open; blocked "
        f"until {who} reviews it.",
        label="stand-up notes",
        kind="meeting_notes",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{author}: the {other} minimum-version PR is waiting on {far}.",
        label="#sdk chat",
        kind="chat",
        trust=0.8,
        after=_mins(90),
        session="s2",
    )
    _noise(c, 2, _days(0), 0.5, "s2")
    c.ask(
        f"Resuming: whose approval is the {sdk} minimum-OS change still waiting for?",
        after=_days(c.rng.randint(1, 5)),
        session="s3",
    )
    c.expect([who], [note], forbidden=[far])


def support_commitment_draft(c: Case) -> None:
    """Last session a first-response commitment for one support tier was drafted; another
    tier's commitment is a distractor."""
    tier, other = _take(c, TIERS, 2)
    hrs, far = _take(c, [1, 2, 4, 8, 24], 2)
    a = _choose(c, PEOPLE)
    draft = c.event(
        "draft",
        f"Draft support policy, {tier}: first response within {hrs} business hours, "
        "resolution targets still to be written.",
        label="support policy draft",
        kind="document",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{a}: {other} customers are promised a reply inside {far} business hours, that one is "
        "final.",
        label="#support-ops chat",
        kind="chat",
        trust=0.8,
        after=_mins(50),
        session="s2",
    )
    _noise(c, 2, _days(0), 0.5, "s2")
    c.ask(
        f"Back on the support policy: how fast did we say {tier} tickets get a first reply?",
        after=_days(c.rng.randint(1, 6)),
        session="s3",
    )
    c.expect([f"{hrs} business hours"], [draft], forbidden=[f"{far} business hours"])


def dag_schedule_moved(c: Case) -> None:
    """Last session one DAG's schedule was moved; another DAG's schedule is a distractor; the
    question comes in a new session."""
    dag, other = _take(c, DAGS, 2)
    t0, t1, t2 = _take(c, ["02:40", "03:15", "04:50", "05:25", "01:05"], 3)
    a = _choose(c, PEOPLE)
    c.event(
        "before",
        f"{a}: {dag} fires at {t0} UTC and keeps racing the upstream export, I'll look at it.",
        label="#data-eng chat",
        kind="chat",
        trust=0.8,
        after=-_days(1),
        session="s0",
    )
    note = c.event(
        "moved",
        f"Commit: move {dag} to run at {t1} UTC so it starts after the upstream export "
        f"(schedule='{t1[3:]} {int(t1[:2])} * * *').",
        label="orchestrator repo commit",
        kind="commit",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{a}: {other} still kicks off at {t2} UTC.",
        label="#data-eng chat",
        kind="chat",
        trust=0.8,
        after=_mins(25),
        session="s2",
    )
    _noise(c, 2, _days(0), 0.5, "s2")
    c.ask(
        f"Where did we leave it: what time of day does {dag} start now?",
        after=_days(c.rng.randint(1, 5)),
        session="s3",
    )
    c.expect([f"{t1} UTC"], [note], forbidden=[f"{t0} UTC", f"{t2} UTC"])


# -- stale belief resistance -----------------------------------------------------------------------


def push_vendor_cut_over(c: Case) -> None:
    """One app's push provider was replaced later; the correction does not name the old one;
    another app's provider is a distractor."""
    app, other = _take(c, APPS, 2)
    old, new, far = _take(c, PUSH, 3)
    a, b = _take(c, PEOPLE, 2)
    c.event(
        "old",
        f"{app} push notifications go out through {old}.",
        label="mobile platform wiki",
        kind="document",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{b}: {other} sends through {far}.",
        label="#mobile chat",
        kind="chat",
        trust=0.8,
        after=_days(2),
        session="s1",
    )
    _noise(c, 2, _days(1), 20, "s2")
    new_id = c.event(
        "new",
        f"{a}: {app} cut over to {new} this week; the previous vendor's keys are revoked and we "
        "no longer send anything through it.",
        label="#mobile announcements",
        kind="chat",
        trust=0.9,
        after=_days(40),
        session="s3",
    )
    c.ask(f"Which provider currently delivers {app}'s pushes?", after=_days(c.rng.randint(45, 70)))
    c.expect([new], [new_id], forbidden=[old, far])


def cpu_limit_raised(c: Case) -> None:
    """One workload's CPU limit was raised later; the correction does not repeat the old value;
    another workload's limit is a distractor."""
    wl, other = _take(c, WORKLOADS, 2)
    old, new, far = _take(c, ["250m", "500m", "750m", "1200m", "1500m", "2000m"], 3)
    if int(old[:-1]) > int(new[:-1]):
        old, new = new, old
    a = _choose(c, PEOPLE)
    c.event(
        "old",
        f"deploy/{wl}/values.yaml: resources.limits.cpu: {old}",
        label=f"{wl} manifest",
        kind="repository_file",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"deploy/{other}/values.yaml: resources.limits.cpu: {far}",
        label=f"{other} manifest",
        kind="repository_file",
        trust=0.9,
        after=_mins(10),
        session="s1",
    )
    _noise(c, 2, _days(1), 15, "s2")
    new_id = c.event(
        "new",
        f"Commit by {a}: raise {wl} CPU limit to {new} after throttling alerts.",
        label="infra repo commit",
        kind="commit",
        trust=0.92,
        after=_days(30),
        session="s3",
    )
    c.ask(f"How many CPU units may one {wl} pod use at most?", after=_days(c.rng.randint(35, 60)))
    c.expect([new], [new_id], forbidden=[old, far])


def cache_ttl_changed_after_incident(c: Case) -> None:
    """One cache's TTL was changed after an incident review; the new note does not repeat the
    old TTL; another cache's TTL is a distractor."""
    cache, other = _take(c, CACHES, 2)
    old, new, far = _take(c, [5, 10, 15, 30, 45, 90], 3)
    a, b = _take(c, PEOPLE, 2)
    c.event(
        "old",
        f"Cache settings: {cache} entries expire after {old} minutes.",
        label="cache settings page",
        kind="document",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{b}: {other} keeps its {far} minutes expiry.",
        label="#caching chat",
        kind="chat",
        trust=0.8,
        after=_days(1),
        session="s1",
    )
    _noise(c, 2, _days(1), 20, "s2")
    new_id = c.event(
        "new",
        f"Post-incident action done ({a}): {cache} TTL is now {new} minutes; the settings page "
        "value is outdated.",
        label="incident action item",
        kind="issue_tracker",
        trust=0.92,
        after=_days(30),
        session="s3",
    )
    c.ask(
        f"How long does an entry live in {cache} before it expires?",
        after=_days(c.rng.randint(35, 60)),
    )
    c.expect([f"{new} minutes"], [new_id], forbidden=[f"{old} minutes", f"{far} minutes"])


def registry_migrated(c: Case) -> None:
    """One project's container registry moved later; the announcement does not name the old
    registry; another project's registry is a distractor."""
    proj, other = _take(c, REGISTRY_PROJECTS, 2)
    old, new, far = _take(c, REGISTRIES, 3)
    a = _choose(c, PEOPLE)
    c.event(
        "old",
        f"Build docs: {proj} images are pushed to {old} by the release job.",
        label="build docs",
        kind="document",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"Build docs: {other} images are pushed to {far}.",
        label="build docs",
        kind="document",
        trust=0.85,
        after=_mins(5),
        session="s1",
    )
    _noise(c, 2, _days(1), 20, "s2")
    new_id = c.event(
        "new",
        f"{a}: migration finished -- {proj} publishes to {new} from today; the old location is "
        "read-only and will be deleted.",
        label="#platform announcements",
        kind="chat",
        trust=0.9,
        after=_days(35),
        session="s3",
    )
    c.ask(
        f"Where should I pull {proj} container images from these days?",
        after=_days(c.rng.randint(40, 70)),
    )
    c.expect([new], [new_id], forbidden=[old, far])


def processor_switched(c: Case) -> None:
    """One merchant's payment processor was switched later; the note does not name the old
    processor; another merchant's processor is a distractor."""
    merchant, other = _take(c, MERCHANTS, 2)
    old, new, far = _take(c, PROCESSORS, 3)
    a, b = _take(c, PEOPLE, 2)
    c.event(
        "old",
        f"Payments overview: {merchant} card payments are processed by {old}.",
        label="payments overview",
        kind="document",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{b} mentioned {other} runs on {far}.",
        label="payments sync notes",
        kind="meeting_notes",
        trust=0.8,
        after=_days(3),
        session="s1",
    )
    _noise(c, 2, _days(1), 20, "s2")
    new_id = c.event(
        "new",
        f"Payments sync: {merchant} is fully live on {new} as of Monday; the former contract "
        f"has lapsed ({a}).",
        label="payments sync notes",
        kind="meeting_notes",
        trust=0.9,
        after=_days(40),
        session="s3",
    )
    c.ask(
        f"Who handles card transactions for {merchant} at present?",
        after=_days(c.rng.randint(45, 70)),
    )
    c.expect([new], [new_id], forbidden=[old, far])


TEMPLATES: tuple[Spec, ...] = (
    *(
        Spec("provenance_accuracy", f)
        for f in (
            push_vendor_per_adr,
            image_retention_from_config,
            memory_limit_from_review,
            payout_schedule_from_processor,
            coverage_gate_two_places,
        )
    ),
    *(
        Spec("contradiction_detection", f)
        for f in (
            dns_ttl_disagreement,
            sampling_rate_disagreement,
            contract_renewal_disagreement,
            page_size_sources_agree,
            export_residency_sources_agree,
        )
    ),
    *(
        Spec("six_month_recall", f)
        for f in (
            migration_tool_decided_long_ago,
            wire_format_decided_long_ago,
            hardware_order_long_ago,
            interview_exercise_long_ago,
            terraform_module_owner_long_ago,
        )
    ),
    *(
        Spec("cross_session_continuity", f)
        for f in (
            canary_where_we_left_it,
            eviction_policy_experiment,
            sdk_min_os_review_pending,
            support_commitment_draft,
            dag_schedule_moved,
        )
    ),
    *(
        Spec("stale_belief_resistance", f)
        for f in (
            push_vendor_cut_over,
            cpu_limit_raised,
            cache_ttl_changed_after_incident,
            registry_migrated,
            processor_switched,
        )
    ),
)


SET = HeldOutSet(SET_NAME, TEMPLATES, SEED, SIZE, PATH, first=FIRST, days=300, hours=9)
generate, write, sha256 = SET.generate, SET.write, SET.sha256

if __name__ == "__main__":  # pragma: no cover - regenerating the frozen copy is deliberate
    SET.main()
