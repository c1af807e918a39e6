"""Templates of ``fresh6`` (``bench.memfresh6``): six, cross. Moved out of the
set module unchanged; the frozen copy it writes is checked byte for byte."""

from __future__ import annotations

from cairn.bench.memfresh6_pools import (
    APPS,
    CACHES,
    DAGS,
    DEVICES,
    EVICTIONS,
    FORMATS,
    KATAS,
    MIGRATORS,
    PEOPLE,
    ROLES,
    SDKS,
    SQUADS,
    STREAMS,
    TF_MODULES,
    TIERS,
    WORKLOADS,
    _noise,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose as _choose
from cairn.bench.memset import days as _days
from cairn.bench.memset import mins as _mins
from cairn.bench.memset import sample as _take

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
