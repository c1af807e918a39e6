"""Templates of ``fresh2`` (``bench.memfresh2``): provenance accuracy, contradiction detection. Moved out of the
set module unchanged; the frozen copy it writes is checked byte for byte."""

from __future__ import annotations

from cairn.bench.memfresh2_pools import (
    CODE_PATHS,
    CRON_JOBS,
    FLAGS,
    LINT_RULES,
    PEOPLE,
    QUEUES,
    REPOS,
    ROTATIONS,
    SDKS,
    TEAMS,
    _ints,
    _pr,
    _semvers,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days as _days
from cairn.bench.memset import mins as _mins

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
