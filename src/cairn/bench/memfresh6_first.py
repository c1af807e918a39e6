"""Templates of ``fresh6`` (``bench.memfresh6``): provenance accuracy, contradiction detection. Moved out of the
set module unchanged; the frozen copy it writes is checked byte for byte."""

from __future__ import annotations

from cairn.bench.memfresh6_pools import (
    APPS,
    CODEBASES,
    ENDPOINTS,
    MERCHANTS,
    PEOPLE,
    PROCESSORS,
    PUSH,
    REGIONS,
    REGISTRY_PROJECTS,
    SAMPLED,
    TIERS,
    VENDORS,
    WORKLOADS,
    ZONES,
    _date,
    _noise,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose as _choose
from cairn.bench.memset import days as _days
from cairn.bench.memset import mins as _mins
from cairn.bench.memset import sample as _take

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
