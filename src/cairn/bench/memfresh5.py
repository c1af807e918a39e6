"""A sixth generated memory benchmark, held out entirely (set ``fresh5``), to measure whether
judgment generalizes to subjects and wording nobody tuned on.

Written apart from the judgment rules (the reader, the policy and context modules were not opened
while it was written) and apart from the other sets' templates and data (only the scaffolding of
``bench.memfresh3`` and ``bench.memgen`` was read: seeding, the case writer, the frozen copy).
Its subjects are its own: billing plans and seat prices, backup schedules and restore drills,
transactional mail providers and sending domains, GPU quotas, analytics event names, search
index refresh intervals and analyzers, log levels, browser support floors, documentation site
generators, database index decisions, design-system pins, meeting cadences, reporting time
zones, app-store submissions, linter roll-outs, job schedules, reviewers per area and customer
contacts. Its wording is the one of chat threads with several speakers (one of them wrong),
e-mails, meeting minutes, ADRs, runbooks, review comments, commit messages and stand-up notes:
hedges and proposals later decided or dropped, reported speech, retractions ("scratch that"),
quoted config lines, tables written in text, numbers and dates written several ways, relative
dates ("next Monday") anchored on the event's own date, and questions asked in other words than
the memory holds. Every case has a distractor in the same frame (same attribute, other subject);
corrections carry no ``supersedes`` field and do not repeat the value they replace; events are
listed out of time order (their times kept); some sources agree in different words and some
disagree.

``SIZE`` cases over the five Hexis dimensions in equal parts, five templates per dimension,
seeded with a seed of its own. No dev half: the whole set is held out. The frozen copy under
``bench/data`` was written, and main scored on it, before any rule looked at it; a test checks
the generator still writes it byte for byte.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from cairn.bench.memgen import Case
from cairn.bench.memgen import NamedSpec as Spec
from cairn.bench.memset import Chatter, HeldOutSet
from cairn.bench.memset import choose as _choose
from cairn.bench.memset import days as _days
from cairn.bench.memset import mins as _mins
from cairn.bench.memset import sample as _sample

SEED = 20270509
SIZE = 125  # 25 cases per dimension, 5 templates of 5 cases each
SET_NAME = "fresh5"
DATA = Path(__file__).parent / "data"
FIRST = datetime(2025, 5, 19, 8, tzinfo=UTC)  # the earliest a case starts
PATH = DATA / "memfresh5.v1.jsonl"


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


# -- provenance accuracy ---------------------------------------------------------------------------


def seat_price_from_signed_price_list(c: Case) -> None:
    """Answer a plan's seat price from the signed-off price list, not from a guess in chat or
    from the row of another plan."""
    plan, other = _sample(c, PLANS, 2)
    price, guess, other_price = _sample(c, PRICES, 3)
    who, guesser = _sample(c, PEOPLE, 2)
    product = _choose(c, PRODUCTS)
    sheet = c.event(
        "sheet",
        f"Price list v7 (signed off by {who}, finance): {product} {plan} plan -- EUR {price} "
        "per seat per month, billed annually; VAT added at checkout.",
        label="Signed price list",
        kind="document",
        trust=0.95,
        after=_days(1),
        session="s1",
    )
    c.event(
        "other",
        _either(
            c,
            f"Approved pricing, next row: one {product} {other} seat costs EUR {other_price} "
            "each month.",
            f"Price list v7, next row: {product} {other} plan -- EUR {other_price} per seat "
            "per month.",
        ),
        label="Signed price list, continued",
        kind="document",
        trust=0.95,
        after=_days(1) + _mins(2),
        session="s1",
    )
    c.event(
        "guess",
        _either(
            c,
            f"{guesser}: what will one {product} {plan} seat cost each month once finance "
            f"approves the pricing? My guess is EUR {guess}, but nothing is approved yet.",
            f"{guesser}: pretty sure {plan} lands somewhere near EUR {guess} a seat? "
            "don't quote me, haven't seen the final sheet",
        ),
        label="#pricing chat",
        kind="chat",
        trust=0.45,
        after=_days(0.5),
        session="s1",
    )
    _noise(c, 2, _days(0), 3, "s1")
    c.ask(
        f"According to finance's approved pricing, what does one {plan} seat of {product} "
        "cost each month?",
        after=_days(9),
        session="s2",
    )
    c.expect([price], [sheet], forbidden=[guess, other_price])


def backup_time_from_runbook_not_hearsay(c: Case) -> None:
    """Give a database's nightly backup time from the runbook's quoted cron line, not from what
    someone remembered, and not the time of another database's backup."""
    db, other = _sample(c, DATABASES, 2)
    at, heard, other_at = _sample(c, CLOCKS, 3)
    who = _choose(c, PEOPLE)
    h, m = at.split(":")
    oh, om = other_at.split(":")
    book = c.event(
        "runbook",
        f"Runbook 'Nightly backups', section {db}: the job runs from cron as "
        f"`{int(m)} {int(h)} * * *` (UTC), i.e. {at} UTC, and writes to the cold bucket.",
        label="Backups runbook",
        kind="document",
        trust=0.93,
        after=_days(2),
        session="s1",
    )
    c.event(
        "neighbour",
        f"Runbook 'Nightly backups', section {other}: cron `{int(om)} {int(oh)} * * *` "
        f"(UTC) -- {other_at} UTC.",
        label="Backups runbook",
        kind="document",
        trust=0.93,
        after=_days(2) + _mins(1),
        session="s1",
    )
    c.event(
        "hearsay",
        _either(
            c,
            f"{who} in standup: the nightly backup of {db} starts at {heard} UTC, I think -- "
            "going from memory, I haven't looked at the documented schedule.",
            f"{who} mentioned in standup that the {db} dump kicks off at around {heard} UTC, "
            "but they were going from memory.",
        ),
        label="Standup notes",
        kind="meeting_notes",
        trust=0.5,
        after=_days(4),
        session="s2",
    )
    _noise(c, 2, _days(0), 5, "s2")
    c.ask(
        f"Per the documented schedule, at what UTC time does the nightly backup of {db} start?",
        after=_days(12),
        session="s3",
    )
    c.expect([at], [book], forbidden=[heard, other_at])


def sending_domain_from_two_sources(c: Case) -> None:
    """Give the transactional sending domain that a DNS ticket and the provider's dashboard both
    state (cite both), not the newsletter domain of the same product."""
    product = _choose(c, PRODUCTS)
    slug = product.split()[0].lower()
    tx, news = _sample(c, ["notify", "mailer", "txn", "post", "send"], 2)
    domain, newsletter = f"{tx}.{slug}.io", f"{news}.{slug}.io"
    provider = _choose(c, MAIL_PROVIDERS)
    who = _choose(c, PEOPLE)
    ticket = c.event(
        "dns",
        f"DNS change done: SPF, DKIM (selector pm1) and a DMARC record are live for {domain}, "
        f"which {provider} uses for the transactional stream (receipts, password resets, "
        "sign-in links).",
        label="DNS change ticket",
        kind="ticket",
        trust=0.9,
        after=_days(1),
        session="s1",
    )
    dash = c.event(
        "dash",
        f"{who} (e-mail): checked the {provider} dashboard -- sender signature verified on "
        f"{domain}, green ticks everywhere. Transactional is good to go.",
        label="E-mail from platform team",
        kind="email",
        trust=0.85,
        after=_days(2),
        session="s2",
    )
    c.event(
        "newsletter",
        _either(
            c,
            f"Marketing wiki: any {product} mail a user gets without asking for it "
            f"(newsletters, promos, product tips) should come from {newsletter}; that domain "
            "is recorded in the brand guide.",
            f"Marketing note: the monthly {product} newsletter and promo blasts go out from "
            f"{newsletter}, kept apart so a spam complaint never hurts receipts.",
        ),
        label="Marketing wiki",
        kind="document",
        trust=0.85,
        after=_days(1.5),
        session="s1",
    )
    _noise(c, 2, _days(0), 3, "s1")
    c.ask(
        f"A {product} user asks which domain their password-reset mail should come from: "
        "what is it, and where is that recorded?",
        after=_days(8),
        session="s3",
    )
    c.expect([domain], [ticket, dash], forbidden=[newsletter])


def gpu_quota_from_approved_request(c: Case) -> None:
    """Give the GPU quota the capacity board approved for a team, not the number it asked
    for and not another team's quota."""
    team, other = _sample(c, ML_TEAMS, 2)
    granted, asked, other_n = _sample(c, GPU_COUNTS, 3)
    lead, chair = _sample(c, PEOPLE, 2)
    c.event(
        "ask",
        _either(
            c,
            f"{lead} ({team}): we are asking the capacity board for {asked} GPUs for the Q3 "
            "training runs -- how many accelerators we actually end up with is their call.",
            f"Request from {lead}: {asked} GPUs wanted for the Q3 training runs (proposal, "
            "pending a decision).",
        ),
        label="Capacity request",
        kind="ticket",
        trust=0.6,
        after=_days(0),
        session="s1",
    )
    board = c.event(
        "board",
        f"Minutes (chair: {chair}). Decision: {team} is granted {granted} GPUs (H100, shared "
        "pool), to be reviewed again in October.",
        label="Capacity board minutes",
        kind="meeting_notes",
        trust=0.94,
        after=_days(3),
        session="s2",
    )
    c.event(
        "neighbour",
        _either(
            c,
            f"Minutes, item 2: after the capacity board, {other} actually ends up with "
            f"{other_n} GPUs, unchanged.",
            f"Minutes, item 2: {other} keeps its {other_n} GPUs.",
        ),
        label="Capacity board minutes",
        kind="meeting_notes",
        trust=0.94,
        after=_days(3) + _mins(5),
        session="s2",
    )
    _noise(c, 2, _days(0), 4, "s1")
    c.ask(
        f"How many accelerators did {team} actually end up with after the capacity board?",
        after=_days(10),
        session="s3",
    )
    c.expect([f"{granted} GPUs"], [board], forbidden=[f"{asked} GPUs", f"{other_n} GPUs"])


def event_name_from_tracking_plan(c: Case) -> None:
    """Give the analytics event name the tracking plan settled on, not the draft name used in
    an earlier review comment and not the name for another user action."""
    (action, final, draft), (oaction, ofinal, _) = _sample(c, ACTIONS, 2)
    product = _choose(c, PRODUCTS)
    reviewer, author = _sample(c, PEOPLE, 2)
    c.event(
        "review",
        _either(
            c,
            f"Review comment by {reviewer} on {author}'s PR: in {product}'s analytics the "
            f"event for when someone {action} should be called `{draft}` -- that's the "
            "tracking plan, right?",
            f"Review comment by {reviewer} on {author}'s PR: you fire `{draft}` here -- is that "
            "the name we agreed? I thought it was still open.",
        ),
        label="Code review comment",
        kind="review",
        trust=0.55,
        after=_days(1),
        session="s1",
    )
    plan = c.event(
        "plan",
        f"Tracking plan for {product}, row 14 | trigger: user {action} | name: `{final}` | "
        "owner: growth team | status: final.",
        label="Tracking plan",
        kind="document",
        trust=0.95,
        after=_days(2),
        session="s2",
    )
    c.event(
        "row",
        f"Tracking plan for {product}, row 15 | when a user {oaction} | event name: "
        f"`{ofinal}` | status: final.",
        label="Tracking plan",
        kind="document",
        trust=0.95,
        after=_days(2) + _mins(1),
        session="s2",
    )
    _noise(c, 2, _days(0), 3, "s1")
    c.ask(
        f"In {product}'s analytics, what should the event be called for the moment someone "
        f"{action}, going by the finalised tracking plan?",
        after=_days(7),
        session="s3",
    )
    c.expect([final], [plan], forbidden=[draft, ofinal])


# -- contradiction detection -----------------------------------------------------------------------


def refresh_interval_sources(c: Case) -> None:
    """Two sources on a search index's refresh interval: the quoted index settings and the
    runbook either disagree (flag both) or agree in other words (flag nothing); another index's
    interval is a distractor."""
    index, other = _sample(c, SEARCH_INDEXES, 2)
    value, rival, other_v = _sample(c, INTERVALS, 3)
    agree = c.rng.random() < 0.4
    who = _choose(c, PEOPLE)
    cfg = c.event(
        "settings",
        f"Index settings committed for {index}:\n```yaml\nindex:\n  refresh_interval: {value}\n"
        "  number_of_replicas: 1\n```",
        label="Index settings file",
        kind="code",
        trust=0.9,
        after=_days(0),
        session="s1",
    )
    if agree:
        text = (
            f"Runbook (search), {index}: new documents become searchable {INTERVAL_WORDS[value]}"
            f" -- that is the refresh cadence, do not page on shorter lags. ({who})"
        )
    else:
        text = (
            f"Runbook (search), {index}: refresh_interval is {rival}; if a document is not "
            f"visible after that, page the search owner. ({who})"
        )
    book = c.event(
        "runbook",
        text,
        label="Search runbook",
        kind="document",
        trust=0.85,
        after=_days(6),
        session="s2",
    )
    c.event(
        "other",
        f"For {other} the settings say `refresh_interval: {other_v}`.",
        label="Index settings file",
        kind="code",
        trust=0.9,
        after=_days(0) + _mins(3),
        session="s1",
    )
    _noise(c, 2, _days(0), 6, "s1")
    c.ask(
        f"How often does the {index} index make new documents visible, and do our records "
        "disagree about that?",
        after=_days(15),
        session="s3",
    )
    if agree:
        c.expect([value], [cfg, book], forbidden=[other_v])
    else:
        c.expect([value, rival], [cfg, book], contradictions=[cfg, book], forbidden=[other_v])


def log_level_sources(c: Case) -> None:
    """A service's production log level, from the deploy values and an ops note: they conflict
    (flag both) or say the same in other words (flag nothing); another service's level is a
    distractor."""
    svc, other = _sample(c, SERVICES, 2)
    level, rival, other_l = _sample(c, LEVELS, 3)
    agree = c.rng.random() < 0.4
    who = _choose(c, PEOPLE)
    values = c.event(
        "values",
        f"helm/{svc}/values-prod.yaml:\n  env:\n    LOG_LEVEL: {level}\n    LOG_FORMAT: json",
        label="Deploy values",
        kind="code",
        trust=0.9,
        after=_days(0),
        session="s1",
    )
    if agree:
        text = (
            f"Ops note from {who}: in prod, {svc} emits {LEVEL_WORDS[level]}; that is on "
            "purpose, keep it."
        )
    else:
        text = (
            f"Ops note from {who}: prod {svc} is running at {rival} level right now, per the "
            "pod env."
        )
    note = c.event(
        "note", text, label="Ops channel", kind="chat", trust=0.8, after=_days(3), session="s2"
    )
    c.event(
        "other",
        f"helm/{other}/values-prod.yaml sets LOG_LEVEL: {other_l}.",
        label="Deploy values",
        kind="code",
        trust=0.9,
        after=_days(0) + _mins(4),
        session="s1",
    )
    _noise(c, 2, _days(0), 4, "s1")
    c.ask(
        f"How verbose is {svc}'s logging in production, and do the records contradict each "
        "other on it?",
        after=_days(11),
        session="s3",
    )
    if agree:
        c.expect([level], [values, note], forbidden=[other_l])
    else:
        c.expect([level, rival], [values, note], contradictions=[values, note], forbidden=[other_l])


def restore_drill_cadence_sources(c: Case) -> None:
    """How often a database's restore drill runs, from the compliance policy and the team wiki:
    they conflict (flag both) or agree in other words (flag nothing); another database's cadence
    is a distractor."""
    db, other = _sample(c, DATABASES, 2)
    cadence, rival, other_c = _sample(c, DRILL_CADENCES, 3)
    agree = c.rng.random() < 0.4
    who = _choose(c, PEOPLE)
    policy = c.event(
        "policy",
        f"Compliance policy BC-4, table of restore drills: {db} -- {cadence} -- owner: data "
        "platform.",
        label="Compliance policy",
        kind="document",
        trust=0.92,
        after=_days(0),
        session="s1",
    )
    if agree:
        text = (
            f"Team wiki ({who}): we rehearse a full restore of {db} {DRILL_WORDS[cadence]}, "
            "with the result logged in the drill sheet."
        )
    else:
        text = f"Team wiki ({who}): restore drills for {db} happen {rival}; next one is booked."
    wiki = c.event(
        "wiki", text, label="Team wiki", kind="document", trust=0.78, after=_days(20), session="s2"
    )
    c.event(
        "other",
        f"Compliance policy BC-4, same table: {other} -- {other_c}.",
        label="Compliance policy",
        kind="document",
        trust=0.92,
        after=_days(0) + _mins(1),
        session="s1",
    )
    _noise(c, 2, _days(0), 10, "s1")
    c.ask(
        f"How frequently is a restore of {db} rehearsed, and is there any disagreement between "
        "the sources?",
        after=_days(30),
        session="s3",
    )
    if agree:
        c.expect([cadence], [policy, wiki], forbidden=[other_c])
    else:
        c.expect(
            [cadence, rival], [policy, wiki], contradictions=[policy, wiki], forbidden=[other_c]
        )


def safari_floor_sources(c: Case) -> None:
    """The oldest Safari a web app supports, from the support matrix and the browserslist line:
    they conflict (flag both) or agree (flag nothing); the Firefox floor is a distractor."""
    app = _choose(c, WEB_APPS)
    floor, rival = _sample(c, SAFARI, 2)
    fx = _choose(c, FIREFOX)
    agree = c.rng.random() < 0.4
    who = _choose(c, PEOPLE)
    matrix = c.event(
        "matrix",
        f"Browser support matrix for the {app} (maintained by {who}): Safari {floor} and "
        "newer, last two Chrome and Edge releases.",
        label="Support matrix page",
        kind="document",
        trust=0.88,
        after=_days(0),
        session="s1",
    )
    shown = floor if agree else rival
    rc = c.event(
        "browserslist",
        f'package.json of the {app}: "browserslist": ["safari >= {shown}", "last 2 chrome '
        'versions", "last 2 edge versions"]',
        label="package.json",
        kind="code",
        trust=0.9,
        after=_days(5),
        session="s2",
    )
    c.event(
        "firefox",
        f"Support matrix, Firefox row for the {app}: Firefox {fx} ESR and later.",
        label="Support matrix page",
        kind="document",
        trust=0.88,
        after=_days(0) + _mins(2),
        session="s1",
    )
    _noise(c, 2, _days(0), 5, "s1")
    c.ask(
        f"What is the oldest version of Apple's browser the {app} still supports, and are our "
        "records consistent about it?",
        after=_days(14),
        session="s3",
    )
    if agree:
        c.expect([f"Safari {floor}"], [matrix, rc], forbidden=[f"Firefox {fx}"])
    else:
        c.expect(
            [f"Safari {floor}", f"Safari {rival}"],
            [matrix, rc],
            contradictions=[matrix, rc],
            forbidden=[f"Firefox {fx}"],
        )


def docs_generator_sources(c: Case) -> None:
    """Which generator builds a documentation site, per an ADR and a later commit message: they
    conflict (flag both) or agree (flag nothing); another site's generator is a distractor."""
    site, other = _sample(c, DOC_SITES, 2)
    gen, rival, other_g = _sample(c, GENERATORS, 3)
    agree = c.rng.random() < 0.4
    num = c.rng.randint(11, 48)
    adr = c.event(
        "adr",
        f"ADR-{num:04d} (accepted): the {site} is built with {gen}; versioned docs and search "
        "out of the box were the deciding points.",
        label=f"ADR-{num:04d}",
        kind="document",
        trust=0.9,
        after=_days(0),
        session="s1",
    )
    sha = f"{c.rng.getrandbits(28):07x}"
    if agree:
        text = f"commit {sha}: docs({site}): bump {gen.lower()} and fix sidebar ordering"
    else:
        text = f"commit {sha}: docs({site}): fix broken links in the {rival} theme config"
    commit = c.event(
        "commit",
        text,
        label="Commit message",
        kind="commit",
        trust=0.8,
        after=_days(4),
        session="s2",
    )
    c.event(
        "other",
        f"The {other} is a separate {other_g} project and is not covered by ADR-{num:04d}.",
        label="Docs README",
        kind="document",
        trust=0.85,
        after=_days(1),
        session="s1",
    )
    _noise(c, 2, _days(0), 10, "s1")
    c.ask(
        f"What tool generates the {site}, and do the decision record and the history agree?",
        after=_days(18),
        session="s3",
    )
    if agree:
        c.expect([gen], [adr, commit], forbidden=[other_g])
    else:
        c.expect([gen, rival], [adr, commit], contradictions=[adr, commit], forbidden=[other_g])


# -- six-month recall ------------------------------------------------------------------------------


def _months_of_noise(c: Case, n: int, span: float) -> None:
    _noise(c, n, _days(5), span, "later")


def index_name_long_ago(c: Case) -> None:
    """Recall the name of a database index added more than six months earlier for one screen,
    not the index added for another table the same week."""
    (table, cols, screen), (otable, ocols, oscreen) = _sample(c, TABLES, 2)
    who = _choose(c, PEOPLE)
    name = f"ix_{table}_{cols.split(',')[0].strip()}_{c.rng.randint(2, 9)}"
    oname = f"ix_{otable}_{ocols.split(',')[0].strip()}_{c.rng.randint(2, 9)}"
    pr = c.event(
        "pr",
        f"Merged {who}'s migration: CREATE INDEX CONCURRENTLY {name} ON {table} ({cols}); "
        f"the {screen} went from 4.1 s to 90 ms.",
        label="Migration PR",
        kind="commit",
        trust=0.92,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        f"Same week, another index so the {oscreen} would load faster: {oname} on {otable} "
        f"({ocols}).",
        label="DB changelog",
        kind="document",
        trust=0.9,
        after=_days(2),
        session="s1",
    )
    _months_of_noise(c, 3, 150)
    c.ask(
        f"Ages ago we added an index so the {screen} would load faster -- what was it called?",
        after=_days(205),
        session="s9",
    )
    c.expect([name], [pr], forbidden=[oname])


def design_system_pin_long_ago(c: Case) -> None:
    """Recall the design-system version an app was pinned to more than six months earlier, not
    the version another app was pinned to."""
    app, other = _sample(c, APPS, 2)
    ds = _choose(c, DESIGN_SYSTEMS)
    ver, over = _sample(c, DS_VERSIONS, 2)
    who = _choose(c, PEOPLE)
    pin = c.event(
        "pin",
        f"Front-end guild minutes: {app} stays pinned to {ds} {ver} until the date-picker "
        f"regression is fixed upstream ({who} owns the follow-up).",
        label="Guild minutes",
        kind="meeting_notes",
        trust=0.9,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        _either(
            c,
            f"Guild minutes, also: {other} is locked to {ds} {over}; that release of the "
            "component library is the one it ships.",
            f"Guild minutes, also: {other} moves to {ds} {over} next sprint.",
        ),
        label="Guild minutes",
        kind="meeting_notes",
        trust=0.9,
        after=_days(0) + _mins(6),
        session="s1",
    )
    _months_of_noise(c, 3, 160)
    c.ask(
        f"Which release of the {ds} component library is {app} locked to? It was decided a "
        "long while back.",
        after=_days(230),
        session="s9",
    )
    c.expect([ver], [pin], forbidden=[over])


def ceremony_slot_long_ago(c: Case) -> None:
    """Recall the slot a team meeting was moved to more than six months earlier (after a
    proposal that was dropped), not the slot of another meeting."""
    meeting, other = _sample(c, CEREMONIES, 2)
    (slot, _), (proposed, _), (oslot, _) = _sample(c, SLOTS, 3)
    a, b = _sample(c, PEOPLE, 2)
    c.event(
        "proposal",
        f"{a}: what if the {meeting} went to {proposed}? Just floating it.",
        label="#team chat",
        kind="chat",
        trust=0.5,
        after=_days(0),
        session="s1",
    )
    decided = c.event(
        "decided",
        f"Meeting minutes: {a}'s idea dropped (clashes with the release call). The {meeting} "
        f"is now {slot}, starting next week. Invite updated by {b}.",
        label="Team meeting minutes",
        kind="meeting_notes",
        trust=0.92,
        after=_days(2),
        session="s2",
    )
    c.event(
        "other",
        f"Meeting minutes, unchanged: the {other} stays on {oslot}.",
        label="Team meeting minutes",
        kind="meeting_notes",
        trust=0.92,
        after=_days(2) + _mins(3),
        session="s2",
    )
    _months_of_noise(c, 3, 170)
    c.ask(
        f"When is our {meeting} held? We settled it many months ago.",
        after=_days(240),
        session="s9",
    )
    c.expect([slot], [decided], forbidden=[proposed, oslot])


def report_timezone_long_ago(c: Case) -> None:
    """Recall the time zone chosen long ago for one report's day boundary, not the zone of
    another report."""
    report, other = _sample(c, REPORTS, 2)
    zone, ozone = _sample(c, ZONES, 2)
    who = _choose(c, PEOPLE)
    adr = c.event(
        "adr",
        f"Decision ({who}): timestamps are stored in UTC everywhere; for the {report} report "
        f"the business day is cut at midnight {zone}, because that's where the team signs off.",
        label="Time-zone decision record",
        kind="document",
        trust=0.93,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        _either(
            c,
            f"Follow-up: the {other} report's day ends at midnight {ozone}; that is the zone "
            "we picked for it back then.",
            f"Follow-up: the {other} numbers roll over at midnight {ozone} instead.",
        ),
        label="Time-zone decision record",
        kind="document",
        trust=0.93,
        after=_days(1),
        session="s1",
    )
    _months_of_noise(c, 3, 170)
    c.ask(
        f"Where does the {report} report's day end -- which zone did we pick back then?",
        after=_days(250),
        session="s9",
    )
    c.expect([zone], [adr], forbidden=[ozone])


def restore_drill_duration_long_ago(c: Case) -> None:
    """Recall how long a restore drill took more than six months earlier, not another
    database's drill time."""
    db, other = _sample(c, DATABASES, 2)
    mins, omins = _sample(c, [38, 47, 52, 64, 71, 83, 96], 2)
    who = _choose(c, PEOPLE)
    day = _when(c, _days(0))
    log = c.event(
        "drill",
        f"Restore drill log, {day:%Y-%m-%d}: {db} restored from the nightly snapshot to a "
        f"scratch host in {mins} minutes end to end (led by {who}); checksums matched.",
        label="Drill log",
        kind="document",
        trust=0.92,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        _either(
            c,
            f"Drill log, {_long_date(day)}: {other} restore rehearsal -- bringing it back "
            f"took {omins} minutes.",
            f"Drill log, {_long_date(day)}: {other} took {omins} minutes.",
        ),
        label="Drill log",
        kind="document",
        trust=0.92,
        after=_days(0) + _mins(30),
        session="s1",
    )
    _months_of_noise(c, 3, 160)
    c.ask(
        f"In that old restore rehearsal, how long did bringing back {db} take?",
        after=_days(215),
        session="s9",
    )
    c.expect([f"{mins} minutes"], [log], forbidden=[f"{omins} minutes"])


# -- cross-session continuity ----------------------------------------------------------------------


def job_time_agreed_last_session(c: Case) -> None:
    """Carry into a new session the time a scheduled job was moved to (after a first proposal
    was retracted), not another job's time."""
    job, other = _sample(c, JOBS, 2)
    at, first, other_at = _sample(c, CLOCKS, 3)
    who = _choose(c, PEOPLE)
    c.event(
        "first",
        f"{who}: let's shift {job} to {first} so it stops colliding with the backups.",
        label="Pairing session",
        kind="conversation",
        trust=0.6,
        after=_days(0),
        session="s1",
    )
    final = c.event(
        "final",
        f"Scratch that, that slot is taken as well. Final: {job} runs at {at} UTC, scheduler "
        "entry updated.",
        label="Pairing session",
        kind="conversation",
        trust=0.92,
        after=_days(0) + _mins(12),
        session="s1",
    )
    c.event(
        "other",
        f"(For reference, {other} keeps the slot it had, {other_at} UTC.)",
        label="Pairing session",
        kind="conversation",
        trust=0.9,
        after=_days(0) + _mins(14),
        session="s1",
    )
    _noise(c, 1, _days(0), 1, "s1")
    c.ask(
        f"Fresh session: what slot did {job} end up with yesterday?",
        after=_days(1),
        session="s2",
    )
    c.expect([at], [final], forbidden=[first, other_at])


def reviewer_per_area_handoff(c: Case) -> None:
    """Carry into a new session who reviews changes in one area, not the reviewer of another
    area."""
    (area, short), (oarea, _) = _sample(c, AREAS, 2)
    rev, orev, lead = _sample(c, PEOPLE, 3)
    mine = c.event(
        "mine",
        f"{lead} in the kickoff: from now on {rev} reviews anything touching the {area}.",
        label="Kickoff call",
        kind="conversation",
        trust=0.9,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        _either(
            c,
            f"{lead}: and who should review {oarea} work? {orev} -- request them on any PR there.",
            f"{lead}: and {oarea} go to {orev}.",
        ),
        label="Kickoff call",
        kind="conversation",
        trust=0.9,
        after=_days(0) + _mins(1),
        session="s1",
    )
    _noise(c, 1, _days(0), 1, "s1")
    c.ask(
        f"New session. I have a PR for the {short} work ({area}): who should I request a "
        "review from?",
        after=_days(2),
        session="s2",
    )
    c.expect([rev], [mine], forbidden=[orev])


def store_submission_followup(c: Case) -> None:
    """Carry into a new session the store submission id of one app's build, not the id of the
    other app's build sent the same day."""
    app, other = _sample(c, APPS, 2)
    sub, osub = _ref(c, "SUB"), _ref(c, "SUB")
    while osub == sub:
        osub = _ref(c, "SUB")
    build = f"{c.rng.randint(4, 9)}.{c.rng.randint(10, 30)}"
    mine = c.event(
        "mine",
        f"Stand-up: {app} {build} is in store review, submission {sub}; expecting an answer "
        "within 48h.",
        label="Stand-up notes",
        kind="meeting_notes",
        trust=0.9,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        _either(
            c,
            f"Stand-up: the {other} build we sent for review got store reference {osub}.",
            f"Stand-up: {other} went in too, submission {osub}.",
        ),
        label="Stand-up notes",
        kind="meeting_notes",
        trust=0.9,
        after=_days(0) + _mins(2),
        session="s1",
    )
    _noise(c, 1, _days(0), 1, "s1")
    c.ask(
        f"Picking up from yesterday: what reference did the store give the {app} build we sent "
        "for review?",
        after=_days(1),
        session="s2",
    )
    c.expect([sub], [mine], forbidden=[osub])


def lint_rule_next_in_rollout(c: Case) -> None:
    """Carry into a new session which lint rule is next in one repository's roll-out, not the
    next rule of another repository."""
    repo, other = _sample(c, LINT_REPOS, 2)
    done, nxt, onxt = _sample(c, LINT_RULES, 3)
    who = _choose(c, PEOPLE)
    plan = c.event(
        "plan",
        f"{who}: {repo} is clean under `{done}` now (set to error). Next on the list for "
        f"{repo}: `{nxt}`, warnings first.",
        label="Linting thread",
        kind="chat",
        trust=0.9,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        f"Over in {other} the next one is `{onxt}`.",
        label="Linting thread",
        kind="chat",
        trust=0.9,
        after=_days(0) + _mins(3),
        session="s1",
    )
    _noise(c, 1, _days(0), 1, "s1")
    c.ask(
        f"Continuing the lint work from last time: which check do we switch on next in {repo}?",
        after=_days(3),
        session="s2",
    )
    c.expect([nxt], [plan], forbidden=[onxt])


def drill_blocker_ticket(c: Case) -> None:
    """Carry into a new session the ticket that blocks one database's restore drill, not the
    ticket of another drill."""
    db, other = _sample(c, DATABASES, 2)
    t, ot = _ref(c, "PLAT"), _ref(c, "PLAT")
    while ot == t:
        ot = _ref(c, "PLAT")
    who = _choose(c, PEOPLE)
    day = _when(c, _days(0))
    mine = c.event(
        "mine",
        f"{who}: the {db} restore drill is blocked -- the scratch account lacks the KMS "
        f"decrypt grant. Filed {t}; we resume once it lands.",
        label="Drill thread",
        kind="chat",
        trust=0.9,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        _either(
            c,
            f"{other}'s restore rehearsal on {_long_date(day)} is waiting on ticket {ot} "
            "(quota), unrelated.",
            f"{other}'s drill on {_long_date(day)} waits for {ot} (quota), unrelated.",
        ),
        label="Drill thread",
        kind="chat",
        trust=0.9,
        after=_days(0) + _mins(5),
        session="s1",
    )
    _noise(c, 1, _days(0), 1, "s1")
    c.ask(
        f"Back on this after the weekend: which ticket are we waiting on before we can rehearse "
        f"the {db} restore?",
        after=_days(3),
        session="s2",
    )
    c.expect([t], [mine], forbidden=[ot])


# -- stale belief resistance -----------------------------------------------------------------------


def mail_provider_switched(c: Case) -> None:
    """A product's transactional mail moved to another provider; the correction does not name
    the old one. Another product's provider is a distractor."""
    product, other = _sample(c, PRODUCTS, 2)
    old, new, oprov = _sample(c, MAIL_PROVIDERS, 3)
    who = _choose(c, PEOPLE)
    c.event(
        "old",
        f"Platform overview: {product} sends receipts and password resets through {old}.",
        label="Platform overview",
        kind="document",
        trust=0.85,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        f"Platform overview: {other}'s transactional mail runs on {oprov}.",
        label="Platform overview",
        kind="document",
        trust=0.85,
        after=_days(c.rng.uniform(1, 39)),
        session="s1",
    )
    day = _when(c, _days(40))
    new_id = c.event(
        "new",
        f"E-mail from {who}, {day:%d %b %Y}: cut-over finished -- {product} transactional "
        f"traffic now goes through {new}. The previous provider's API keys were revoked this "
        "morning.",
        label="Migration e-mail",
        kind="email",
        trust=0.93,
        after=_days(40),
        session="s2",
    )
    _noise(c, 2, _days(0), 40, "s1")
    c.ask(
        f"Which service delivers {product}'s password-reset e-mails today?",
        after=_days(60),
        session="s3",
    )
    c.expect([new], [new_id], forbidden=[old, oprov])


def seat_price_changed(c: Case) -> None:
    """A plan's seat price changed on a date that has passed; the announcement does not repeat
    the old price. Another plan's price is a distractor."""
    plan, other = _sample(c, PLANS, 2)
    old, new, oprice = _sample(c, PRICES, 3)
    product = _choose(c, PRODUCTS)
    c.event(
        "old",
        f"{product} pricing page: {plan} -- EUR {old} per seat/month.",
        label="Pricing page snapshot",
        kind="document",
        trust=0.88,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        f"{product} pricing page: {other} -- EUR {oprice} per seat/month.",
        label="Pricing page snapshot",
        kind="document",
        trust=0.88,
        after=_days(c.rng.uniform(1, 29)),
        session="s1",
    )
    sent = _when(c, _days(30))
    monday = _next_weekday(sent, 0)
    new_id = c.event(
        "new",
        f"Billing announcement ({sent:%Y-%m-%d}): starting next Monday ({_long_date(monday)}), "
        f"a {plan} seat is EUR {new} a month for new and renewing customers.",
        label="Billing announcement",
        kind="email",
        trust=0.94,
        after=_days(30),
        session="s2",
    )
    _noise(c, 2, _days(0), 30, "s1")
    c.ask(
        f"A customer renewing {product} {plan} today: how much per seat per month?",
        after=_days(50),
        session="s3",
    )
    c.expect([new], [new_id], forbidden=[old, oprice])


def analyzer_replaced(c: Case) -> None:
    """A search index's analyzer was replaced after a reindex; the note does not name the old
    analyzer. Another index's analyzer is a distractor."""
    index, other = _sample(c, SEARCH_INDEXES, 2)
    old, new, oan = _sample(c, ANALYZERS, 3)
    who = _choose(c, PEOPLE)
    c.event(
        "old",
        f"Mapping for {index}: the text fields are tokenised by the `{old}` analyzer.",
        label="Index mapping notes",
        kind="document",
        trust=0.86,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        f"Mapping for {other}: `{oan}` on the title and body fields.",
        label="Index mapping notes",
        kind="document",
        trust=0.86,
        after=_days(c.rng.uniform(1, 24)),
        session="s1",
    )
    new_id = c.event(
        "new",
        f"{who} (commit message): reindex {index} into a fresh alias with `{new}` on every "
        "text field; the old copy was deleted after the alias swap. We no longer use the "
        "previous analyzer there.",
        label="Commit message",
        kind="commit",
        trust=0.92,
        after=_days(25),
        session="s2",
    )
    _noise(c, 2, _days(0), 25, "s1")
    c.ask(
        f"What tokenises the text fields of {index} at the moment?",
        after=_days(40),
        session="s3",
    )
    c.expect([new], [new_id], forbidden=[old, oan])


def customer_contact_changed(c: Case) -> None:
    """Our contact at a customer changed; the update does not name the person who left. Another
    customer's contact is a distractor."""
    cust, other = _sample(c, CUSTOMERS, 2)
    old, new, oc, am = _sample(c, PEOPLE, 4)
    c.event(
        "old",
        f"Account plan: for {cust}, day-to-day questions go to {old} (their ops lead).",
        label="Account plan",
        kind="document",
        trust=0.85,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        f"Account plan: for {other}, the person to call is {oc}.",
        label="Account plan",
        kind="document",
        trust=0.85,
        after=_days(c.rng.uniform(1, 34)),
        session="s1",
    )
    new_id = c.event(
        "new",
        f"Note from {am} (account manager): {cust}'s ops lead has left the company; "
        f"{new} has taken over and is our contact there from now on.",
        label="Account manager note",
        kind="email",
        trust=0.93,
        after=_days(35),
        session="s2",
    )
    _noise(c, 2, _days(0), 35, "s1")
    c.ask(
        f"Who do I reach out to at {cust} about an operational question?",
        after=_days(45),
        session="s3",
    )
    c.expect([new], [new_id], forbidden=[old, oc])


def gpu_quota_cut(c: Case) -> None:
    """A team's GPU quota was cut on a date that has passed; the notice words the number
    differently from the old record and does not repeat it. Another team's quota is a
    distractor."""
    team, other = _sample(c, ML_TEAMS, 2)
    old, new, on = _sample(c, GPU_COUNTS, 3)
    if old < new:
        old, new = new, old
    who = _choose(c, PEOPLE)
    c.event(
        "old",
        f"Quota sheet: {team} -- {old} GPUs.",
        label="Quota sheet",
        kind="document",
        trust=0.86,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        f"Quota sheet: {other} -- {on} GPUs.",
        label="Quota sheet",
        kind="document",
        trust=0.86,
        after=_days(c.rng.uniform(1, 19)),
        session="s1",
    )
    sent = _when(c, _days(20))
    words = NUMBER_WORDS.get(new, str(new))
    new_id = c.event(
        "new",
        f"Notice from {who}, {_long_date(sent)}: after the budget review {team} is reduced to "
        f"{new} GPUs ({words} cards), effective immediately; jobs above that will queue.",
        label="Capacity notice",
        kind="email",
        trust=0.94,
        after=_days(20),
        session="s2",
    )
    _noise(c, 2, _days(0), 20, "s1")
    c.ask(
        f"How many accelerators may {team} use right now?",
        after=_days(35),
        session="s3",
    )
    c.expect([f"{new} GPUs"], [new_id], forbidden=[f"{old} GPUs", f"{on} GPUs"])


TEMPLATES: tuple[Spec, ...] = (
    *(
        Spec("provenance_accuracy", f)
        for f in (
            seat_price_from_signed_price_list,
            backup_time_from_runbook_not_hearsay,
            sending_domain_from_two_sources,
            gpu_quota_from_approved_request,
            event_name_from_tracking_plan,
        )
    ),
    *(
        Spec("contradiction_detection", f)
        for f in (
            refresh_interval_sources,
            log_level_sources,
            restore_drill_cadence_sources,
            safari_floor_sources,
            docs_generator_sources,
        )
    ),
    *(
        Spec("six_month_recall", f)
        for f in (
            index_name_long_ago,
            design_system_pin_long_ago,
            ceremony_slot_long_ago,
            report_timezone_long_ago,
            restore_drill_duration_long_ago,
        )
    ),
    *(
        Spec("cross_session_continuity", f)
        for f in (
            job_time_agreed_last_session,
            reviewer_per_area_handoff,
            store_submission_followup,
            lint_rule_next_in_rollout,
            drill_blocker_ticket,
        )
    ),
    *(
        Spec("stale_belief_resistance", f)
        for f in (
            mail_provider_switched,
            seat_price_changed,
            analyzer_replaced,
            customer_contact_changed,
            gpu_quota_cut,
        )
    ),
)


SET = HeldOutSet(SET_NAME, TEMPLATES, SEED, SIZE, PATH, first=FIRST, days=300, hours=9)
generate, write, sha256 = SET.generate, SET.write, SET.sha256

if __name__ == "__main__":  # pragma: no cover - regenerating the frozen copy is deliberate
    SET.main()
