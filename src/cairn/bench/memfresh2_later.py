"""Templates of ``fresh2`` (``bench.memfresh2``): six, cross, stale belief resistance. Moved out of the
set module unchanged; the frozen copy it writes is checked byte for byte."""

from __future__ import annotations

from cairn.bench.memfresh2_pools import (
    BROKERS,
    CACHE_BUCKETS,
    CODE_PATHS,
    CRON_JOBS,
    FLAGS,
    FLAKE_CAUSES,
    FLAKY_TESTS,
    LINT_RULES,
    PEOPLE,
    QUEUES,
    REPOS,
    ROTATIONS,
    SDKS,
    TEAMS,
    _ints,
    _noise,
    _pr,
    _semvers,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days as _days
from cairn.bench.memset import mins as _mins

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
