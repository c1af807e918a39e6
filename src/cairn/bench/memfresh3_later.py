"""Templates of ``fresh3`` (``bench.memfresh3``): six, cross. Moved out of the
set module unchanged; the frozen copy it writes is checked byte for byte."""

from __future__ import annotations

from cairn.bench.memfresh3_pools import (
    DEPENDENCIES,
    IDENTIFIERS,
    PEOPLE,
    PIPELINES,
    REPOS,
    SCHEMA_TEAMS,
    SCHEMAS,
    SECRETS,
    SERVICES,
    TABLES,
    TASKS,
    _noise,
    _ticket,
    _two,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose as _choose
from cairn.bench.memset import days as _days
from cairn.bench.memset import mins as _mins

# -- six-month recall ------------------------------------------------------------------------------


def _months_of_noise(c: Case, n: int, span: float) -> None:
    _noise(c, n, _days(3), span, "later")


def migration_number_long_ago(c: Case) -> None:
    """Which migration added a column, asked seven to ten months later; the migration that
    added another column in the same week is a distractor."""
    (table, col), (otable, ocol) = _two(c, TABLES)
    num, onum = c.rng.sample(range(101, 480), 2)
    mig = c.event(
        "mig",
        f"db: add `{table}.{col}` in migration {num:04d} (file {num:04d}_add_{col}.sql; nullable, "
        "backfilled later).",
        label="commit message",
        kind="commit",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"db: add `{otable}.{ocol}` in migration {onum:04d} (file {onum:04d}_add_{ocol}.sql; "
        "nullable).",
        label="commit message",
        kind="commit",
        trust=0.9,
        after=_days(2),
        session="s1",
    )
    _months_of_noise(c, 3, 150)
    c.ask(
        f"Ages ago we added {col} on the {table} table. What was the migration number?",
        after=_days(c.rng.randint(215, 300)),
    )
    c.expect([f"{num:04d}"], [mig], forbidden=[f"{onum:04d}"])


def schema_owner_decision_long_ago(c: Case) -> None:
    """Which team was made owner of a schema in old meeting notes (a list of decisions);
    another schema's owner, decided in another meeting, is a distractor."""
    (schema, other), (team, oteam) = _two(c, SCHEMAS), _two(c, SCHEMA_TEAMS)
    notes = c.event(
        "notes",
        f"Architecture sync, decisions:\n1. {team} owns the `{schema}` schema; any migration "
        "touching it needs their approval.\n2. We do not allow cross-schema foreign keys.",
        label="architecture sync notes",
        kind="meeting_notes",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"Platform sync, decisions:\n1. {oteam} owns the `{other}` schema; migrations there "
        "need their approval.",
        label="platform sync notes",
        kind="meeting_notes",
        trust=0.9,
        after=_days(9),
        session="s2",
    )
    _months_of_noise(c, 3, 160)
    c.ask(
        f"Who has to sign off on a migration that touches {schema}? We decided that long ago.",
        after=_days(c.rng.randint(200, 290)),
    )
    c.expect([team], [notes], forbidden=[oteam])


def formatter_line_length_long_ago(c: Case) -> None:
    """The line length a repository's formatter was set to, asked more than half a year later;
    another repository's setting is a distractor."""
    repo, other = _two(c, REPOS)
    n, m = c.rng.sample([79, 88, 99, 100, 110, 120], 2)
    cfg = c.event(
        "cfg",
        f"chore({repo}): settle the formatter debate, pyproject now has `line-length = {n}` "
        "and the editorconfig matches it.",
        label="commit message",
        kind="commit",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"chore({other}): pyproject sets `line-length = {m}` for the formatter.",
        label="commit message",
        kind="commit",
        trust=0.9,
        after=_days(5),
        session="s1",
    )
    _months_of_noise(c, 3, 170)
    c.ask(
        f"What maximum line width did we configure for {repo}'s formatter back then?",
        after=_days(c.rng.randint(210, 320)),
    )
    c.expect([f"line-length = {n}"], [cfg], forbidden=[f"line-length = {m}"])


def reviewer_size_preference_long_ago(c: Case) -> None:
    """How large a pull request one reviewer is willing to review, said months ago; another
    reviewer's limit (written with another unit) is a distractor."""
    who, other = _two(c, PEOPLE)
    n, m = c.rng.sample([200, 250, 300, 400, 500, 600], 2)
    pref = c.event(
        "pref",
        f"{who} in the review-norms thread: please keep PRs you send me under {n} changed lines, "
        "anything bigger gets split before I look at it.",
        label="#code-review thread",
        kind="chat",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{other} replied: my limit is more like {m} LOC, and I want screenshots for UI work.",
        label="#code-review thread",
        kind="chat",
        trust=0.88,
        after=_mins(7),
        session="s1",
    )
    _months_of_noise(c, 3, 150)
    c.ask(
        f"What's the biggest diff {who} said they would review without asking for a split?",
        after=_days(c.rng.randint(200, 280)),
    )
    c.expect([f"{n} changed lines"], [pref], forbidden=[f"{m} LOC"])


def postmortem_id_long_ago(c: Case) -> None:
    """The incident number of an old outage, found from its cause in other words; another
    postmortem from the same month is a distractor."""
    svc, other = _two(c, SERVICES)
    inc = _ticket(c, "INC")
    oinc = _ticket(c, "INC", avoid=[inc])
    pm = c.event(
        "pm",
        f"Postmortem {inc}: {svc} ran out of database connections (pool too small for the "
        "batch export); action item: raise the pool and add a saturation alert.",
        label="postmortem doc",
        kind="postmortem",
        trust=0.93,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"Postmortem {oinc}: {other} served stale responses after a cache key collision; action "
        "item: version the cache keys.",
        label="postmortem doc",
        kind="postmortem",
        trust=0.93,
        after=_days(11),
        session="s2",
    )
    _months_of_noise(c, 3, 160)
    c.ask(
        f"Which incident was the one where {svc} exhausted its connection pool? Need the ID.",
        after=_days(c.rng.randint(220, 330)),
    )
    c.expect([inc], [pm], forbidden=[oinc])


# -- cross-session continuity ----------------------------------------------------------------------


def backfill_resume_point(c: Case) -> None:
    """Where a paused backfill must resume, carried from a handoff note into a new session;
    another backfill paused in the same note thread is a distractor."""
    (table, _), (otable, _) = _two(c, TABLES)
    total = c.rng.choice([400, 600, 800])
    b, ob = c.rng.sample(range(40, total - 20), 2)
    handoff = c.event(
        "handoff",
        f"Handoff: paused the {table} backfill at batch {b} of {total} (replica lag); resume "
        f"with `--from-batch {b}`.",
        label="handoff note",
        kind="conversation",
        trust=0.92,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"Also paused: the {otable} backfill, resume with `--from-batch {ob}` when lag is back "
        "under a minute.",
        label="handoff note",
        kind="conversation",
        trust=0.92,
        after=_mins(3),
        session="s1",
    )
    _noise(c, 2, _mins(10), 0.5, "s1")
    c.ask(
        f"New day, picking it back up: which batch does the {table} backfill restart from?",
        after=_days(c.rng.choice([1, 2, 3])),
        session="s2",
    )
    c.expect([f"--from-batch {b}"], [handoff], forbidden=[f"--from-batch {ob}"])


def dependency_bump_next_step(c: Case) -> None:
    """The version a pairing session planned to bump a dependency to, asked in the next
    session; another dependency's planned version is a distractor."""
    dep, other = _two(c, DEPENDENCIES)
    major = c.rng.randint(1, 9)
    v, ov = (
        f"{major}.{x}.{y}"
        for x, y in c.rng.sample([(x, y) for x in range(2, 20) for y in range(6)], 2)
    )
    plan = c.event(
        "plan",
        f"Pairing notes: next step is bumping {dep} to {v} once the lockfile PR lands; "
        "the changelog says nothing breaking.",
        label="pairing session notes",
        kind="conversation",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"Pairing notes: {other} stays where it is for now, we'll look at {ov} next month.",
        label="pairing session notes",
        kind="conversation",
        trust=0.9,
        after=_mins(12),
        session="s1",
    )
    _noise(c, 2, _mins(20), 0.5, "s1")
    c.ask(
        f"Remind me, what version were we going to move {dep} to after the lockfile change?",
        after=_days(c.rng.choice([1, 2, 4])),
        session="s2",
    )
    c.expect([v], [plan], forbidden=[ov])


def blocking_review_rename(c: Case) -> None:
    """The rename a reviewer made blocking on a pull request, asked in a later session; a
    non-blocking nit from another reviewer on the same PR is a distractor."""
    rev, other = _two(c, PEOPLE)
    (old, new), (oold, onew) = _two(c, IDENTIFIERS)
    pr = f"#{c.rng.randint(1200, 9800)}"
    blocking = c.event(
        "blocking",
        f"Review on PR {pr}: {rev} requested changes, the blocking one is renaming `{old}` to "
        f"`{new}` (everything else was approved).",
        label=f"PR {pr} review",
        kind="review",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "nit",
        f"Review on PR {pr}: {other} left a nit (non-blocking, feel free to ignore): maybe call "
        f"`{oold}` `{onew}` instead.",
        label=f"PR {pr} review",
        kind="review",
        trust=0.85,
        after=_mins(25),
        session="s1",
    )
    _noise(c, 2, _mins(30), 0.6, "s1")
    c.ask(
        f"Back on {pr}: what new name does {rev} want before they approve?",
        after=_days(c.rng.choice([1, 2])),
        session="s2",
    )
    c.expect([new], [blocking], forbidden=[onew])


def rotation_ticket_handoff(c: Case) -> None:
    """The ticket tracking a half-done secret rotation, carried to a new session; another
    secret's ticket in the same standup is a distractor."""
    secret, other = _two(c, SECRETS)
    t = _ticket(c, "SEC")
    ot = _ticket(c, "SEC", avoid=[t])
    status = c.event(
        "status",
        f"Standup: rotated {secret} in staging; prod is still pending a maintenance window, "
        f"tracked in {t}.",
        label="standup notes",
        kind="conversation",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"Standup: {other} rotation is done everywhere, {ot} can be closed.",
        label="standup notes",
        kind="conversation",
        trust=0.9,
        after=_mins(2),
        session="s1",
    )
    _noise(c, 2, _mins(5), 0.4, "s1")
    c.ask(
        f"Fresh session. Which ticket is tracking the prod rotation of {secret} that is not done "
        "yet?",
        after=_days(c.rng.choice([1, 2, 3])),
        session="s2",
    )
    c.expect([t], [status], forbidden=[ot])


def failing_dag_task(c: Case) -> None:
    """The task a pipeline was failing on when work stopped, asked in a new session; another
    pipeline failing on another task is a distractor."""
    pipe, other = _two(c, PIPELINES)
    task, otask = _two(c, TASKS)
    who = _choose(c, PEOPLE)
    fail = c.event(
        "fail",
        f"{who}: {pipe} is red again, it dies in `{task}` (suspect the upstream schema change). "
        "Stopping here for today.",
        label="#data-eng thread",
        kind="conversation",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{who}: and {other} fails in `{otask}`, but that one is a known quota issue.",
        label="#data-eng thread",
        kind="conversation",
        trust=0.88,
        after=_mins(4),
        session="s1",
    )
    _noise(c, 2, _mins(10), 0.5, "s1")
    c.ask(
        f"Where did we leave the {pipe} breakage: which step of it was blowing up?",
        after=_days(c.rng.choice([1, 2])),
        session="s2",
    )
    c.expect([task], [fail], forbidden=[otask])
