"""Templates of ``fresh5`` (``bench.memfresh5``): provenance accuracy, contradiction detection. Moved out of the
set module unchanged; the frozen copy it writes is checked byte for byte."""

from __future__ import annotations

from cairn.bench.memfresh5_pools import (
    ACTIONS,
    CLOCKS,
    DATABASES,
    DOC_SITES,
    DRILL_CADENCES,
    DRILL_WORDS,
    FIREFOX,
    GENERATORS,
    GPU_COUNTS,
    INTERVAL_WORDS,
    INTERVALS,
    LEVEL_WORDS,
    LEVELS,
    MAIL_PROVIDERS,
    ML_TEAMS,
    PEOPLE,
    PLANS,
    PRICES,
    PRODUCTS,
    SAFARI,
    SEARCH_INDEXES,
    SERVICES,
    WEB_APPS,
    _either,
    _noise,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose as _choose
from cairn.bench.memset import days as _days
from cairn.bench.memset import mins as _mins
from cairn.bench.memset import sample as _sample

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
