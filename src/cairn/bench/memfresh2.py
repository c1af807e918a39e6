"""A third generated memory benchmark, held out entirely, to measure whether judgment generalizes.

Written apart from the judgment rules (the reader and the policy modules were not opened while it
was written) and apart from the templates of ``bench.memgen_templates`` and ``bench.memfresh``:
its own subjects (message queues, feature flags, cron jobs, SDK versions, on-call rotations, code
owners, lint rules, build caches, flaky tests), its own pools of names, and the way developers
write in chat, PR descriptions, incident notes, standups and commit messages: hedges ("I think",
"pretty sure"), "we ended up", "turns out", "per X", "as of", parentheticals, lists, questions
asked in other words than the memory. Several entities per case with distractors in the same
frame; corrections carry no ``supersedes`` field; events are listed out of time order (their
times kept).

``SIZE`` cases over the five Hexis dimensions in equal parts, seeded. Unlike ``bench.memfresh``
there is no dev half: the whole set is held out (nothing may be tuned against it). The frozen
copy under ``bench/data`` was written, and main scored on it, before any rule looked at it; a
test checks the generator still writes it byte for byte. The case schema and its writer
(``memgen.Case``) are shared with ``bench.memgen``; no template text is.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

from cairn.bench.memgen import Case
from cairn.bench.memgen import NamedSpec as Spec
from cairn.bench.memset import Chatter, HeldOutSet
from cairn.bench.memset import days as _days
from cairn.bench.memset import mins as _mins

SEED = 20261217
SIZE = 120  # 24 cases per dimension, 6 per template
SET_NAME = "fresh2"
DATA = Path(__file__).parent / "data"
FIRST = datetime(2025, 3, 3, 8, tzinfo=UTC)  # the earliest a case starts
PATH = DATA / "memfresh2.v1.jsonl"


# -- pools (none shared with bench.memgen_templates or bench.memfresh) ---------------------------

PEOPLE = [
    "Ayo",
    "Bram",
    "Chidi",
    "Dagny",
    "Emeka",
    "Goran",
    "Hana",
    "Imani",
    "Jorge",
    "Kasia",
    "Lior",
    "Mirela",
    "Nico",
    "Odile",
    "Pim",
    "Rosa",
    "Sunil",
    "Tamsin",
]
QUEUES = [
    "ledger-events",
    "webhook-outbox",
    "digest-batch",
    "audit-export",
    "payout-requests",
    "search-reindex",
    "sms-fanout",
    "refund-claims",
]
FLAGS = [
    "checkout_v3",
    "lazy_avatars",
    "bulk_invite",
    "smart_retry",
    "inline_diff",
    "usage_meter",
    "fast_signup",
    "org_sso_enforce",
]
CRON_JOBS = [
    "nightly-vacuum",
    "invoice-sweep",
    "stale-branch-prune",
    "cert-renewal",
    "usage-rollup",
    "sitemap-rebuild",
]
SDKS = [
    "stripe-node",
    "twilio-python",
    "segment-analytics",
    "firebase-admin",
    "auth0-spa",
    "mapbox-gl",
]
ROTATIONS = ["payments-oncall", "edge-oncall", "dataplat-oncall", "mobile-oncall", "search-oncall"]
TEAMS = [
    "@acme/billing-core",
    "@acme/devex",
    "@acme/growth-web",
    "@acme/sre-infra",
    "@acme/mobile-platform",
    "@acme/identity",
]
CODE_PATHS = [
    "services/ledger/",
    "web/checkout/",
    "infra/terraform/",
    "apps/ios/",
    "libs/authz/",
    "tools/release/",
]
REPOS = ["tally-api", "web-monorepo", "ios-shell", "data-pipelines", "design-tokens", "tf-live"]
LINT_RULES = [
    "no-floating-promises",
    "exhaustive-deps",
    "no-import-cycle",
    "no-explicit-any",
    "prefer-readonly",
    "no-misused-promises",
]
CACHE_BUCKETS = [
    "s3://bld-cache-kestrel",
    "s3://bld-cache-osprey",
    "gs://ci-remote-heron",
    "gs://ci-remote-plover",
    "s3://bld-cache-merlin",
    "gs://ci-remote-avocet",
]
BROKERS = ["RabbitMQ", "NATS JetStream", "Amazon SQS", "Redis Streams", "Google Pub/Sub"]
FLAKY_TESTS = [
    "test_refund_roundtrip",
    "test_invite_expiry",
    "test_export_csv",
    "test_webhook_signature",
    "test_quota_reset",
    "test_session_refresh",
]
# (what to answer, the sentence it sits in)
FLAKE_CAUSES = [
    ("container clock", "the container clock crossing midnight UTC"),
    ("port collision", "a port collision with the mock SMTP server"),
    ("xdist", "pytest-xdist scheduling it beside the migration tests"),
    ("unseeded faker", "an unseeded faker locale"),
    ("shared Redis", "the shared Redis not being flushed between runs"),
    ("DNS cache", "a stale DNS cache in the runner image"),
]
NOISE = [
    "Reminder: demo day slides are due Thursday, keep it to five slides.",
    "Coffee machine on 3 is fixed, thanks facilities.",
    "Can someone review the README typo PR when you get a sec?",
    "FYI the staging VPN cert rotates tonight, you may need to reconnect.",
    "Retro notes are in the shared doc, please add your kudos.",
    "Heads up: the design review moved to 2pm.",
    "Dependabot opened eleven PRs overnight, mostly dev deps, will batch them.",
    "The office wifi is flaky again, use ethernet for calls.",
]


# -- helpers ---------------------------------------------------------------------------------------


def _ints(c: Case, n: int, lo: int, hi: int) -> list[int]:
    return c.rng.sample(range(lo, hi), n)


def _semvers(c: Case, n: int) -> list[str]:
    out: list[str] = []
    major = c.rng.randint(2, 14)
    while len(out) < n:
        v = f"{major}.{c.rng.randint(0, 29)}.{c.rng.randint(0, 12)}"
        if v not in out:
            out.append(v)
    return out


def _pr(c: Case, avoid: Sequence[str] = ()) -> str:
    while True:
        pr = f"#{c.rng.randint(2100, 9899)}"
        if pr not in avoid:
            return pr


_noise = Chatter(NOISE, key="noise", channel="#random", trust=0.6)


# -- provenance accuracy ---------------------------------------------------------------------------


def queue_timeout_per_runbook(c: Case) -> None:
    """A queue's visibility timeout as the runbook states it, beside another queue's runbook
    entry and a hedged guess in chat."""
    q, other = c.rng.sample(QUEUES, 2)
    right, other_v, guess = _ints(c, 3, 20, 300)
    who = c.pick(PEOPLE)
    a = c.event(
        "runbook",
        c.pick(
            [
                f"Runbook, section 'Consumers': the {q} queue uses a visibility timeout of"
                f" {right} seconds (raise it only together with the consumer deadline).",
                f"From the queues runbook: {q} -> visibility timeout {right} sec, max receive"
                " count per the DLQ policy.",
            ]
        ),
        label="Queues runbook",
        kind="document",
        trust=0.95,
        after=_mins(0),
        session="docs",
    )
    c.event(
        "runbook-other",
        f"Runbook, section 'Consumers': the {other} queue uses a visibility timeout of"
        f" {other_v} seconds.",
        label="Queues runbook",
        kind="document",
        trust=0.95,
        after=_mins(3),
        session="docs",
    )
    c.event(
        "chat",
        c.pick(
            [
                f"{who}: I think {q} is something like {guess} secs? not sure tbh",
                f"{who}: pretty sure the {q} visibility timeout was {guess} seconds last I"
                " looked, could be wrong",
            ]
        ),
        label=f"chat, {who}",
        kind="chat",
        trust=0.4,
        after=_days(2),
        session="chat",
    )
    c.ask(
        c.pick(
            [
                f"Going by the runbook, how long is a message on {q} invisible after a consumer"
                " picks it up?",
                f"Per the runbook, what visibility timeout does {q} have?",
                f"What visibility timeout is configured for {q}?",
            ]
        ),
        after=_days(20),
    )
    c.expect([str(right)], [a], forbidden=[str(other_v), str(guess)])


def sdk_pin_in_lockfile(c: Case) -> None:
    """The SDK version the lockfile pins, beside a hedged standup remark and another SDK's pin."""
    sdk, other = c.rng.sample(SDKS, 2)
    repo = c.pick(REPOS)
    pinned, rumour, other_v = _semvers(c, 3)
    who = c.pick(PEOPLE)
    a = c.event(
        "lock",
        c.pick(
            [
                f"{repo} lockfile (main, after the last install): {sdk} resolved to {pinned}.",
                f"Checked package-lock.json in {repo}: {sdk} is locked at {pinned}.",
            ]
        ),
        label=f"{repo} lockfile",
        kind="config",
        trust=0.97,
        after=_mins(0),
        session="repo",
    )
    c.event(
        "lock-other",
        f"{repo} lockfile (main, after the last install): {other} resolved to {other_v}.",
        label=f"{repo} lockfile",
        kind="config",
        trust=0.97,
        after=_mins(1),
        session="repo",
    )
    c.event(
        "standup",
        c.pick(
            [
                f"Standup ({who}): pretty sure we're on {sdk} {rumour} already? someone bumped"
                " it I think",
                f"Standup ({who}): {sdk} should be {rumour} by now, I'd guess",
            ]
        ),
        label="standup notes",
        kind="standup",
        trust=0.45,
        after=_days(1),
        session="standup",
    )
    c.ask(
        c.pick(
            [
                f"Which {sdk} version does the {repo} lockfile actually pin?",
                f"What does {repo}'s lockfile say for {sdk}? need the exact version",
            ]
        ),
        after=_days(9),
    )
    c.expect([pinned], [a], forbidden=[rumour, other_v])


def codeowners_two_sources(c: Case) -> None:
    """The team owning a path, stated by CODEOWNERS and confirmed in a PR review, beside another
    path's owner."""
    path, other_path = c.rng.sample(CODE_PATHS, 2)
    team, other_team = c.rng.sample(TEAMS, 2)
    who = c.pick(PEOPLE)
    pr = _pr(c)
    a = c.event(
        "codeowners",
        c.pick([f"CODEOWNERS: {path} {team}", f"CODEOWNERS entry -> {path} is owned by {team}"]),
        label="CODEOWNERS",
        kind="config",
        trust=0.96,
        after=_mins(0),
        session="repo",
    )
    c.event(
        "codeowners-other",
        f"CODEOWNERS: {other_path} {other_team}",
        label="CODEOWNERS",
        kind="config",
        trust=0.96,
        after=_mins(1),
        session="repo",
    )
    b = c.event(
        "review",
        c.pick(
            [
                f"Review on PR {pr} ({who}): this touches {path}, so it needs an approval from"
                f" {team} before merge.",
                f"{who} on {pr}: anything under {path} goes through {team}, they're the owners"
                " (ping them in the channel).",
            ]
        ),
        label=f"PR {pr} review",
        kind="pr",
        trust=0.85,
        after=_days(4),
        session="review",
    )
    c.ask(
        c.pick(
            [
                f"Whose approval do I need for a change in {path}? Cite where that's recorded.",
                f"Who owns {path}, and which of our notes say so?",
            ]
        ),
        after=_days(12),
    )
    c.expect([team], [a, b], forbidden=[other_team])


def lint_rule_in_config(c: Case) -> None:
    """A lint rule's severity as the repo's ESLint config sets it, beside a hedged chat claim
    and another repo's config."""
    rule = c.pick(LINT_RULES)
    repo, other_repo = c.rng.sample(REPOS, 2)
    level, other_level = c.rng.sample(["error", "warn", "off"], 2)
    who = c.pick(PEOPLE)
    a = c.event(
        "config",
        c.pick(
            [
                f'{repo}/.eslintrc.json: "{rule}": "{level}"',
                f'In {repo}\'s ESLint config the rule {rule} is set to "{level}".',
            ]
        ),
        label=f"{repo} eslint config",
        kind="config",
        trust=0.96,
        after=_mins(0),
        session="repo",
    )
    c.event(
        "config-other",
        f'{other_repo}/.eslintrc.json: "{rule}": "{other_level}"',
        label=f"{other_repo} eslint config",
        kind="config",
        trust=0.96,
        after=_mins(2),
        session="repo",
    )
    c.event(
        "chat",
        f"{who}: wait, isn't {rule} basically turned off everywhere? I never see it fire",
        label=f"chat, {who}",
        kind="chat",
        trust=0.35,
        after=_days(3),
        session="chat",
    )
    c.ask(
        c.pick(
            [
                f"How strict is {rule} in {repo} according to its ESLint config?",
                f"What level does {repo}'s eslintrc give {rule}?",
                f"In {repo}, is {rule} an error, a warning, or switched off?",
            ]
        ),
        after=_days(15),
    )
    c.expect([f'"{level}"'], [a], forbidden=[f'"{other_level}"'])


# -- contradiction detection -----------------------------------------------------------------------


def flag_rollout_disagreement(c: Case) -> None:
    """Two sources give different rollout percentages for one flag at the same time; a third
    flag's rollout is not part of the conflict."""
    flag, other = c.rng.sample(FLAGS, 2)
    p1, p2, p3 = (str(x) for x in c.rng.sample([5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 90], 3))
    who = c.pick(PEOPLE)
    a = c.event(
        "dashboard",
        c.pick(
            [
                f"As of this morning the flag dashboard shows {flag} at {p1}% of tenants in"
                " production.",
                f"Flag service export (this morning): {flag} rollout = {p1}% (prod).",
            ]
        ),
        label="flag dashboard export",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    b = c.event(
        "standup",
        c.pick(
            [
                f"Standup ({who}): {flag} is at {p2}% in prod right now, nobody touched it this"
                " week.",
                f"{who} (#release, same morning): prod has {flag} rolled out to {p2}% of"
                " tenants at the moment.",
            ]
        ),
        label=f"standup, {who}",
        kind="standup",
        trust=0.85,
        after=_mins(5),
        session="s2",
    )
    c.event(
        "other",
        f"Flag service export (this morning): {other} rollout = {p3}% (prod).",
        label="flag dashboard export",
        kind="document",
        trust=0.9,
        after=_mins(1),
        session="s1",
    )
    c.ask(
        c.pick(
            [
                f"Do our notes agree on how far {flag} is rolled out in production? If not,"
                " which entries clash?",
                f"Is there a conflict about the {flag} production rollout percentage? Show the"
                " conflicting records.",
            ]
        ),
        after=_days(3),
    )
    c.expect([f"{p1}%", f"{p2}%"], [a, b], contradictions=[a, b], forbidden=[f"{p3}%"])


def cron_schedule_disagreement(c: Case) -> None:
    """The repo's crontab and an ops chat message give different run times for one cron job;
    another job's time is not part of the conflict."""
    job, other = c.rng.sample(CRON_JOBS, 2)
    h1, h2, h3 = c.rng.sample(range(0, 24), 3)
    m1, m2, m3 = (c.pick(["00", "15", "30", "45"]) for _ in range(3))
    t1, t2, t3 = f"{h1:02d}:{m1} UTC", f"{h2:02d}:{m2} UTC", f"{h3:02d}:{m3} UTC"
    who = c.pick(PEOPLE)
    a = c.event(
        "crontab",
        c.pick(
            [
                f"infra crontab (checked in): {job} runs daily at {t1}.",
                f"Per the checked-in schedule file, {job} is scheduled every day at {t1}.",
            ]
        ),
        label="infra crontab",
        kind="config",
        trust=0.93,
        after=_mins(0),
        session="repo",
    )
    b = c.event(
        "ops",
        c.pick(
            [
                f"{who} in #ops: fwiw {job} kicks off at {t2} every night, that's when the"
                " replica lag spikes",
                f"{who}: {job} fires daily at {t2} (watched it happen in the logs yesterday)",
            ]
        ),
        label=f"#ops, {who}",
        kind="chat",
        trust=0.8,
        after=_days(2),
        session="ops",
    )
    c.event(
        "crontab-other",
        f"infra crontab (checked in): {other} runs daily at {t3}.",
        label="infra crontab",
        kind="config",
        trust=0.93,
        after=_mins(1),
        session="repo",
    )
    c.ask(
        c.pick(
            [
                f"When does {job} run? If our records disagree, list the conflicting ones.",
                f"Any inconsistency in what we have about the {job} schedule?",
            ]
        ),
        after=_days(6),
    )
    c.expect([t1, t2], [a, b], contradictions=[a, b], forbidden=[t3])


def oncall_primary_disagreement(c: Case) -> None:
    """The paging tool's export and a standup note name different primaries for one rotation in
    the same week; the secondary and another rotation are distractors."""
    rot, other_rot = c.rng.sample(ROTATIONS, 2)
    p1, p2, sec, p_other = c.rng.sample(PEOPLE, 4)
    week = c.rng.randint(10, 48)
    a = c.event(
        "pager",
        c.pick(
            [
                f"PagerDuty export, week {week}: {rot} primary = {p1}, secondary = {sec}.",
                f"Schedule export (week {week}): primary on {rot} is {p1}; {sec} is secondary.",
            ]
        ),
        label="paging schedule export",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    b = c.event(
        "standup",
        c.pick(
            [
                f"Standup, week {week}: {p2} is primary on {rot} this week (has the pager).",
                f"Week {week} standup: {p2} carries the {rot} primary pager this week.",
            ]
        ),
        label="standup notes",
        kind="standup",
        trust=0.85,
        after=_days(1),
        session="s2",
    )
    c.event(
        "pager-other",
        f"PagerDuty export, week {week}: {other_rot} primary = {p_other}.",
        label="paging schedule export",
        kind="document",
        trust=0.9,
        after=_mins(1),
        session="s1",
    )
    c.ask(
        c.pick(
            [
                f"Who is primary for {rot} in week {week}? Flag any records that contradict"
                " each other.",
                f"Do the schedule and the standup agree on the week {week} {rot} primary?",
            ]
        ),
        after=_days(2),
    )
    c.expect([p1, p2], [a, b], contradictions=[a, b], forbidden=[p_other])


def dlq_threshold_agrees(c: Case) -> None:
    """A negative control: two sources state one queue's delivery limit in different words and
    agree; another queue has another limit. Nothing conflicts."""
    q, other = c.rng.sample(QUEUES, 2)
    n, other_n = _ints(c, 2, 3, 25)
    who = c.pick(PEOPLE)
    a = c.event(
        "terraform",
        c.pick(
            [
                f"terraform: redrive policy on {q} sets maxReceiveCount = {n}.",
                f"The {q} redrive policy (terraform) has maxReceiveCount {n}.",
            ]
        ),
        label="queues terraform",
        kind="config",
        trust=0.95,
        after=_mins(0),
        session="repo",
    )
    b = c.event(
        "incident",
        c.pick(
            [
                f"Incident note ({who}): after {n} failed deliveries a {q} message lands in the"
                " DLQ, which is why the DLQ filled up so fast.",
                f"{who}, incident write-up: {q} messages go to the dead-letter queue once"
                f" delivery attempt number {n} fails.",
            ]
        ),
        label=f"incident note, {who}",
        kind="incident",
        trust=0.85,
        after=_days(5),
        session="incident",
    )
    c.event(
        "terraform-other",
        f"terraform: redrive policy on {other} sets maxReceiveCount = {other_n}.",
        label="queues terraform",
        kind="config",
        trust=0.95,
        after=_mins(1),
        session="repo",
    )
    c.ask(
        c.pick(
            [
                f"How many delivery attempts does {q} allow before dead-lettering, and do any of"
                " our notes disagree about it?",
                f"Is there a conflict over the {q} max receive count? What is it?",
            ]
        ),
        after=_days(8),
    )
    c.expect([str(n)], [a, b], forbidden=[str(other_n)])


# -- six-month recall ------------------------------------------------------------------------------


def _months_of_noise(c: Case, n: int) -> None:
    _noise(c, n, _days(10), 170, "later")


def cache_bucket_long_ago(c: Case) -> None:
    """Where a repo's CI build cache was put, seven months before the question; another repo's
    bucket and months of unrelated chat lie between."""
    repo, other_repo = c.rng.sample(REPOS, 2)
    bucket, other_bucket = c.rng.sample(CACHE_BUCKETS, 2)
    who = c.pick(PEOPLE)
    a = c.event(
        "decision",
        c.pick(
            [
                f"{who}: we ended up putting the {repo} remote build cache in {bucket}"
                " (cheaper egress than the old runner disks).",
                f"PR description ({who}): move {repo} CI build cache to {bucket}; cache hits"
                " went from ~40% to ~85% in the trial.",
            ]
        ),
        label=f"{who}, CI cache thread",
        kind="chat",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{repo} is sorted; for {other_repo} the remote build cache lives in {other_bucket}.",
        label="CI cache thread",
        kind="chat",
        trust=0.9,
        after=_days(6),
        session="s2",
    )
    _months_of_noise(c, 4)
    c.ask(
        c.pick(
            [
                f"Remind me, where does {repo}'s CI keep its build cache?",
                f"Which bucket backs the remote build cache for {repo}?",
            ]
        ),
        after=_days(c.rng.randint(200, 230)),
    )
    c.expect([bucket], [a], forbidden=[other_bucket])


def broker_choice_long_ago(c: Case) -> None:
    """The broker picked for a queue after a bake-off, beside the one a person argued for; asked
    about half a year later."""
    q = c.pick(QUEUES)
    chosen, pitched = c.rng.sample(BROKERS, 2)
    who, other = c.rng.sample(PEOPLE, 2)
    c.event(
        "pitch",
        f"{other} in the kickoff: my vote for {q} is {pitched}, we already run it for search.",
        label="kickoff notes",
        kind="meeting",
        trust=0.7,
        after=_mins(0),
        session="kickoff",
    )
    a = c.event(
        "decision",
        c.pick(
            [
                f"Bake-off result ({who}): {q} goes on {chosen}. Decision logged in the ADR.",
                f"ADR-{c.rng.randint(10, 99)} accepted: the {q} queue is built on {chosen}"
                " (better fan-out, simpler ops).",
            ]
        ),
        label="ADR / bake-off result",
        kind="document",
        trust=0.95,
        after=_days(12),
        session="adr",
    )
    _months_of_noise(c, 4)
    c.ask(
        c.pick(
            [
                f"What did we end up choosing as the broker for {q} back then?",
                f"Which messaging system was picked to carry {q}?",
            ]
        ),
        after=_days(c.rng.randint(190, 240)),
    )
    c.expect([chosen], [a], forbidden=[pitched])


def lint_exception_pr_long_ago(c: Case) -> None:
    """Which PR switched a lint rule off for a directory, months ago; another rule was switched
    off in another PR the same week."""
    rule, other_rule = c.rng.sample(LINT_RULES, 2)
    path = c.pick(CODE_PATHS)
    pr = _pr(c)
    other_pr = _pr(c, [pr])
    a = c.event(
        "commit",
        c.pick(
            [
                f"chore(lint): disable {rule} for {path} (generated code, see {pr})",
                f"commit msg: turn off {rule} under {path}; the codegen output can't satisfy"
                f" it ({pr})",
            ]
        ),
        label="commit message",
        kind="commit",
        trust=0.92,
        after=_mins(0),
        session="git",
    )
    c.event(
        "commit-other",
        f"chore(lint): relax {other_rule} in tests/ ({other_pr})",
        label="commit message",
        kind="commit",
        trust=0.92,
        after=_days(2),
        session="git",
    )
    _months_of_noise(c, 3)
    c.ask(
        c.pick(
            [
                f"Why doesn't {rule} fire in {path}? Which PR did that?",
                f"Which pull request switched off {rule} for {path}?",
            ]
        ),
        after=_days(c.rng.randint(185, 220)),
    )
    c.expect([pr], [a], forbidden=[other_pr])


def flag_owner_long_ago(c: Case) -> None:
    """Who to ask before deleting an old feature flag, written when it was created; another
    flag's creator is a distractor."""
    flag, other = c.rng.sample(FLAGS, 2)
    owner, other_owner = c.rng.sample(PEOPLE, 2)
    a = c.event(
        "created",
        c.pick(
            [
                f"New flag {flag} (created by {owner} for the pricing experiment): please"
                f" check with {owner} before removing it.",
                f"Flag {flag} added. Owner: {owner}. Don't clean it up without asking.",
            ]
        ),
        label="flag registry note",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "created-other",
        f"Flag {other} added. Owner: {other_owner}.",
        label="flag registry note",
        kind="document",
        trust=0.9,
        after=_days(3),
        session="s2",
    )
    _months_of_noise(c, 4)
    c.ask(
        c.pick(
            [
                f"I want to delete {flag} from the codebase. Who should I talk to first?",
                f"Who is responsible for the {flag} flag?",
            ]
        ),
        after=_days(c.rng.randint(200, 250)),
    )
    c.expect([owner], [a], forbidden=[other_owner])


# -- cross-session continuity ----------------------------------------------------------------------


def standup_blocker(c: Case) -> None:
    """What one person was blocked on at yesterday's standup, among other people's updates."""
    blocked, p2, p3 = c.rng.sample(PEOPLE, 3)
    ticket, other_ticket = (f"INFRA-{x}" for x in _ints(c, 2, 1200, 4800))
    job = c.pick(CRON_JOBS)
    a = c.event(
        "blocked",
        c.pick(
            [
                f"Standup — {blocked}: still blocked on {ticket} (waiting on the network team"
                " for the firewall change).",
                f"{blocked}: no progress, blocked by {ticket}, need infra to open the port.",
            ]
        ),
        label="standup notes",
        kind="standup",
        trust=0.9,
        after=_mins(0),
        session="standup",
    )
    c.event(
        "p2",
        f"Standup — {p2}: shipped the {job} fix, picking up {other_ticket} next.",
        label="standup notes",
        kind="standup",
        trust=0.9,
        after=_mins(2),
        session="standup",
    )
    c.event(
        "p3",
        f"Standup — {p3}: reviews today, nothing blocking.",
        label="standup notes",
        kind="standup",
        trust=0.9,
        after=_mins(3),
        session="standup",
    )
    c.ask(
        c.pick(
            [
                f"New day. What ticket was holding {blocked} up yesterday?",
                f"Following up from yesterday: which ticket is {blocked} waiting on?",
            ]
        ),
        after=_days(1),
    )
    c.expect([ticket], [a], forbidden=[other_ticket])


def who_took_which_task(c: Case) -> None:
    """Two people each claimed a task in a planning thread; asked in a later session who took
    one of them."""
    p1, p2 = c.rng.sample(PEOPLE, 2)
    sdk = c.pick(SDKS)
    job = c.pick(CRON_JOBS)
    tasks = [f"the {sdk} upgrade", f"moving {job} off the old box"]
    c.rng.shuffle(tasks)
    a = c.event(
        "claim1",
        c.pick([f"{p1}: I'll grab {tasks[0]}.", f"{p1}: dibs on {tasks[0]}, starting tomorrow"]),
        label="planning thread",
        kind="chat",
        trust=0.9,
        after=_mins(0),
        session="planning",
    )
    c.event(
        "claim2",
        c.pick([f"{p2}: ok then I can do {tasks[1]}.", f"{p2}: I'll take {tasks[1]} then"]),
        label="planning thread",
        kind="chat",
        trust=0.9,
        after=_mins(4),
        session="planning",
    )
    short = tasks[0].replace("the ", "", 1)
    c.ask(
        c.pick(
            [
                f"Picking this back up: who said they'd handle {short}?",
                f"Who is doing {short}? It came up in planning last week.",
            ]
        ),
        after=_days(c.rng.randint(3, 8)),
    )
    c.expect([p1], [a], forbidden=[p2])


def batch_size_turns_out(c: Case) -> None:
    """A batch size proposed in one session and changed ("turns out ...") in the next, with no
    supersedes link; asked in a third session."""
    q, other = c.rng.sample(QUEUES, 2)
    first, final, other_v = (str(x) for x in c.rng.sample([20, 25, 40, 50, 75, 100, 200, 250], 3))
    who = c.pick(PEOPLE)
    c.event(
        "proposal",
        c.pick(
            [
                f"{who}: let's start the {q} consumers with a batch size of {first} and see.",
                f"Proposal: {q} consumer batch size = {first}.",
            ]
        ),
        label=f"chat, {who}",
        kind="chat",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    a = c.event(
        "turns-out",
        c.pick(
            [
                f"turns out that trips the 256 KB payload limit on {q}; we ended up at"
                f" {final} per batch.",
                f"Update on {q}: the first batch size blew the payload limit, so consumers now"
                f" pull {final} messages per batch.",
            ]
        ),
        label=f"chat, {who}",
        kind="chat",
        trust=0.9,
        after=_days(1),
        session="s2",
    )
    c.event(
        "other",
        f"{other} consumers pull {other_v} messages per batch (unchanged).",
        label="chat",
        kind="chat",
        trust=0.9,
        after=_days(1) + _mins(5),
        session="s2",
    )
    c.ask(
        c.pick(
            [
                f"What batch size did we land on for {q}?",
                f"How many messages does each {q} consumer take per batch now?",
            ]
        ),
        after=_days(4),
        session="s3",
    )
    c.expect([final], [a], forbidden=[first, other_v])


def flaky_test_cause(c: Case) -> None:
    """Why a flaky test fails, found in one session and asked in other words in a later one;
    another flaky test has another cause."""
    test, other = c.rng.sample(FLAKY_TESTS, 2)
    (key, cause), (other_key, other_cause) = c.rng.sample(FLAKE_CAUSES, 2)
    who = c.pick(PEOPLE)
    a = c.event(
        "found",
        c.pick(
            [
                f"{who}: turns out {test} only fails because of {cause}. Fix incoming.",
                f"Root cause for the {test} flake ({who}): {cause}.",
            ]
        ),
        label=f"debugging thread, {who}",
        kind="chat",
        trust=0.9,
        after=_mins(0),
        session="debug",
    )
    c.event(
        "other",
        f"Separate thing: {other} flakes due to {other_cause}.",
        label="debugging thread",
        kind="chat",
        trust=0.9,
        after=_mins(20),
        session="debug",
    )
    c.ask(
        c.pick(
            [
                f"{test} went red again on CI. What did we figure out was behind it?",
                f"Why is {test} intermittent again? We looked into it last session.",
            ]
        ),
        after=_days(c.rng.randint(2, 10)),
    )
    c.expect([key], [a], forbidden=[other_key])


# -- stale belief resistance -----------------------------------------------------------------------


def sdk_bumped_later(c: Case) -> None:
    """An SDK version stated, then bumped in a later PR without a link; another SDK stays put."""
    sdk, other = c.rng.sample(SDKS, 2)
    repo = c.pick(REPOS)
    old, new, other_v = _semvers(c, 3)
    pr = _pr(c)
    c.event(
        "old",
        f"{repo} ships with {sdk} {old} (see the lockfile).",
        label=f"{repo} notes",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{repo} ships with {other} {other_v}.",
        label=f"{repo} notes",
        kind="document",
        trust=0.9,
        after=_mins(1),
        session="s1",
    )
    a = c.event(
        "new",
        c.pick(
            [
                f"PR {pr} merged: bump {sdk} to {new} in {repo}. The previous pin is no longer"
                " used anywhere.",
                f"As of {pr}, {repo} is on {sdk} {new}.",
            ]
        ),
        label=f"PR {pr}",
        kind="pr",
        trust=0.93,
        after=_days(c.rng.randint(20, 60)),
        session="s2",
    )
    c.ask(
        c.pick(
            [f"Which {sdk} does {repo} run today?", f"What's the current {sdk} version in {repo}?"]
        ),
        after=_days(90),
    )
    c.expect([new], [a], forbidden=[old, other_v])


def rotation_taken_over(c: Case) -> None:
    """Who owns an on-call rotation after a later handover, stated without naming the old owner;
    another rotation's owner is unchanged."""
    rot, other_rot = c.rng.sample(ROTATIONS, 2)
    old, new, other_owner = c.rng.sample(PEOPLE, 3)
    c.event(
        "old",
        c.pick([f"{old} owns the {rot} rotation schedule.", f"{rot}: schedule owner is {old}."]),
        label="on-call wiki",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{other_rot}: schedule owner is {other_owner}.",
        label="on-call wiki",
        kind="document",
        trust=0.9,
        after=_mins(2),
        session="s1",
    )
    a = c.event(
        "new",
        c.pick(
            [
                f"As of this sprint {new} has taken over the {rot} rotation schedule.",
                f"Heads up: {rot} schedule ownership moved to {new} (old owner is on parental"
                " leave).",
            ]
        ),
        label="#oncall announcement",
        kind="chat",
        trust=0.92,
        after=_days(c.rng.randint(30, 90)),
        session="s2",
    )
    c.ask(
        c.pick(
            [
                f"Who should I ask to swap a shift on {rot}?",
                f"Who manages the {rot} schedule these days?",
            ]
        ),
        after=_days(120),
    )
    c.expect([new], [a], forbidden=[old, other_owner])


def concurrency_dropped(c: Case) -> None:
    """A consumer concurrency, later lowered after an incident ("turns out"), without a link;
    another queue keeps its own."""
    q, other = c.rng.sample(QUEUES, 2)
    old, new, other_v = (str(x) for x in c.rng.sample(range(11, 64), 3))
    c.event(
        "old",
        f"{q} consumers run with concurrency {old}.",
        label="consumer config notes",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{other} consumers run with concurrency {other_v}.",
        label="consumer config notes",
        kind="document",
        trust=0.9,
        after=_mins(1),
        session="s1",
    )
    a = c.event(
        "new",
        c.pick(
            [
                f"Incident follow-up: turns out that starved the DB pool, so {q} consumer"
                f" concurrency is now {new}.",
                f"Postmortem action done: dropped {q} consumer concurrency to {new}"
                " (connection pool exhaustion).",
            ]
        ),
        label="incident follow-up",
        kind="incident",
        trust=0.93,
        after=_days(c.rng.randint(15, 50)),
        session="s2",
    )
    c.ask(
        c.pick(
            [
                f"How many workers process {q} in parallel right now?",
                f"What concurrency are {q} consumers set to currently?",
            ]
        ),
        after=_days(75),
    )
    c.expect([new], [a], forbidden=[old, other_v])


def codeowners_moved(c: Case) -> None:
    """A path's code owner moved to another team in a later CODEOWNERS change; another path's
    owner stays the same. Listed out of time order."""
    path, other_path = c.rng.sample(CODE_PATHS, 2)
    old, new, other_team = c.rng.sample(TEAMS, 3)
    pr = _pr(c)
    c.event(
        "old",
        f"CODEOWNERS: {path} {old}",
        label="CODEOWNERS (older revision)",
        kind="config",
        trust=0.95,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"CODEOWNERS: {other_path} {other_team}",
        label="CODEOWNERS (older revision)",
        kind="config",
        trust=0.95,
        after=_mins(1),
        session="s1",
    )
    a = c.event(
        "new",
        c.pick(
            [
                f"PR {pr}: hand {path} over to {new} in CODEOWNERS after the reorg.",
                f"Per {pr}, {path} is now owned by {new}.",
            ]
        ),
        label=f"PR {pr}",
        kind="pr",
        trust=0.94,
        after=_days(c.rng.randint(20, 70)),
        session="s2",
    )
    c.ask(
        c.pick(
            [f"Which team currently owns {path}?", f"Who do I request review from for {path} now?"]
        ),
        after=_days(100),
    )
    c.expect([new], [a], forbidden=[old, other_team])


# -- the set ---------------------------------------------------------------------------------------


TEMPLATES: tuple[Spec, ...] = (
    *(
        Spec("provenance_accuracy", f)
        for f in (
            queue_timeout_per_runbook,
            sdk_pin_in_lockfile,
            codeowners_two_sources,
            lint_rule_in_config,
        )
    ),
    *(
        Spec("contradiction_detection", f)
        for f in (
            flag_rollout_disagreement,
            cron_schedule_disagreement,
            oncall_primary_disagreement,
            dlq_threshold_agrees,
        )
    ),
    *(
        Spec("six_month_recall", f)
        for f in (
            cache_bucket_long_ago,
            broker_choice_long_ago,
            lint_exception_pr_long_ago,
            flag_owner_long_ago,
        )
    ),
    *(
        Spec("cross_session_continuity", f)
        for f in (standup_blocker, who_took_which_task, batch_size_turns_out, flaky_test_cause)
    ),
    *(
        Spec("stale_belief_resistance", f)
        for f in (sdk_bumped_later, rotation_taken_over, concurrency_dropped, codeowners_moved)
    ),
)


SET = HeldOutSet(SET_NAME, TEMPLATES, SEED, SIZE, PATH, first=FIRST, days=300, hours=9)
generate, write, sha256 = SET.generate, SET.write, SET.sha256

if __name__ == "__main__":  # pragma: no cover - regenerating the frozen copy is deliberate
    SET.main()
