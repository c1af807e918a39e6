"""Templates of ``fresh3`` (``bench.memfresh3``): stale belief resistance. Moved out of the
set module unchanged; the frozen copy it writes is checked byte for byte."""

from __future__ import annotations

from cairn.bench.memfresh3_pools import (
    IMAGES,
    LOG_INDEXES,
    PARTNERS,
    PEOPLE,
    REPOS,
    SCHEMA_TEAMS,
    SCHEMAS,
    SERVICES,
    _noise,
    _three,
    _two,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose as _choose
from cairn.bench.memset import days as _days
from cairn.bench.memset import mins as _mins

# -- stale belief resistance -----------------------------------------------------------------------


def base_image_replaced(c: Case) -> None:
    """A service moved to another base image after an old note recorded the first one (no
    supersedes field; the new note does not repeat the old image)."""
    svc, other = _two(c, SERVICES)
    old, new, oimg = _three(c, IMAGES)
    c.event(
        "old",
        f"Service catalogue: {svc} is built on {old}.",
        label="service catalogue",
        kind="document",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"Service catalogue: {other} is built on {oimg}.",
        label="service catalogue",
        kind="document",
        trust=0.88,
        after=_mins(1),
        session="s1",
    )
    _noise(c, 2, _days(2), 20, "s2")
    gap = c.rng.randint(30, 90)
    text, label = _choose(
        c,
        [
            (
                "chore({s}): rebase onto {i}; the previous base image is no longer used "
                "anywhere in this service.",
                "commit on {s}, main",
            ),
            (
                "Renovate PR merged for {s}: the Dockerfile now builds FROM {i} (the earlier "
                "base was dropped, nothing pins it any more).",
                "{s} pull request",
            ),
        ],
    )
    new_id = c.event(
        "new",
        text.format(s=svc, i=new),
        label=label.format(s=svc),
        kind="commit",
        trust=0.93,
        after=_days(gap),
        session="s3",
    )
    c.ask(f"Which base image is {svc} built from these days?", after=_days(gap + 9))
    c.expect([new], [new_id], forbidden=[old, oimg])


def rate_limit_changed_since_sprint(c: Case) -> None:
    """A partner's limit changed (and changed unit) since an old runbook line; the change is
    told in chat by the owner, without naming the old figure."""
    partner, other = _two(c, PARTNERS)
    old, oval = c.rng.sample(range(300, 3000, 100), 2)
    new = c.rng.choice([5, 8, 12, 15, 25, 40])
    owner = _choose(c, PEOPLE)
    since = _choose(c, ["since last sprint", "as of two releases ago", "starting this week"])
    c.event(
        "old",
        f"API runbook: {partner} is limited to {old} requests per minute.",
        label="API runbook",
        kind="runbook",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"API runbook: {other} is limited to {oval} requests per minute.",
        label="API runbook",
        kind="runbook",
        trust=0.88,
        after=_mins(1),
        session="s1",
    )
    _noise(c, 2, _days(1), 15, "s2")
    gap = c.rng.randint(25, 70)
    new_id = c.event(
        "new",
        f"{owner} (API platform owner): heads up, {since} {partner} is capped at "
        f"{new} requests per second; we no longer enforce a per-minute number for them.",
        label="#api-platform announcement",
        kind="chat",
        trust=0.9,
        after=_days(gap),
        session="s3",
    )
    c.ask(f"What throttle applies to {partner} right now?", after=_days(gap + 6))
    c.expect(
        [f"{new} requests per second"],
        [new_id],
        forbidden=[f"{old} requests per minute", f"{oval} requests per minute"],
    )


def retention_shortened(c: Case) -> None:
    """An index's retention was cut by a compliance decision written later; the old runbook
    figure (written in months) and another index's figure are stale or unrelated."""
    index, other = _two(c, LOG_INDEXES)
    old_months, o_months = c.rng.sample([6, 9, 12, 18, 24], 2)
    new = c.rng.choice([14, 21, 30, 45, 60])
    c.event(
        "old",
        f"Observability runbook: {index} logs are kept for {old_months} months.",
        label="observability runbook",
        kind="runbook",
        trust=0.88,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"Observability runbook: {other} logs are kept for {o_months} months.",
        label="observability runbook",
        kind="runbook",
        trust=0.88,
        after=_mins(2),
        session="s1",
    )
    _noise(c, 2, _days(3), 30, "s2")
    gap = c.rng.randint(60, 120)
    new_id = c.event(
        "new",
        f"Compliance sign-off (effective two releases ago): {index} retention is now {new} days; "
        "the longer period we used to have was dropped.",
        label="compliance decision log",
        kind="decision",
        trust=0.94,
        after=_days(gap),
        session="s3",
    )
    c.ask(f"How long is {index} data retained at present?", after=_days(gap + 12))
    c.expect(
        [f"{new} days"],
        [new_id],
        forbidden=[f"{old_months} months", f"{o_months} months"],
    )


def coverage_gate_lowered(c: Case) -> None:
    """A repository's coverage gate was lowered by a later commit; the old figure (in the
    contributing guide) and another repository's gate are distractors."""
    repo, other = _two(c, REPOS)
    old, oval = c.rng.sample(range(75, 96), 2)
    new = _choose(c, [n for n in range(55, old - 3) if n != oval])
    c.event(
        "old",
        f"CONTRIBUTING.md ({repo}): CI fails when coverage drops under {old} percent.",
        label=f"{repo} contributing guide",
        kind="document",
        trust=0.86,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"CONTRIBUTING.md ({other}): CI fails when coverage drops under {oval} percent.",
        label=f"{other} contributing guide",
        kind="document",
        trust=0.86,
        after=_mins(5),
        session="s1",
    )
    _noise(c, 2, _days(2), 20, "s2")
    gap = c.rng.randint(25, 80)
    text, label = _choose(
        c,
        [
            (
                "ci({r}): set --cov-fail-under={n} (integration suite excluded from the "
                "measurement, so the gate moves with it)",
                "commit on {r}, main",
            ),
            (
                "Merged: {r} now runs with --cov-fail-under={n}; we do not count the integration "
                "suite any more, so the old bar made no sense.",
                "{r} pull request",
            ),
        ],
    )
    new_id = c.event(
        "new",
        text.format(r=repo, n=new),
        label=label.format(r=repo),
        kind="commit",
        trust=0.92,
        after=_days(gap),
        session="s3",
    )
    c.ask(f"What's the coverage bar for {repo} at the moment?", after=_days(gap + 5))
    c.expect(
        [f"--cov-fail-under={new}"],
        [new_id],
        forbidden=[f"{old} percent", f"{oval} percent"],
    )


def schema_owner_reassigned(c: Case) -> None:
    """Ownership of a schema moved to another team in a later reorg note that does not name
    the former owner; the earlier note and another schema's owner are distractors."""
    schema, other = _two(c, SCHEMAS)
    first, then, oteam = _three(c, SCHEMA_TEAMS)
    c.event(
        "old",
        f"Schema owners (wiki table): `{schema}` | {first} | migrations need their review",
        label="schema owners wiki",
        kind="wiki",
        trust=0.86,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"Schema owners (wiki table): `{other}` | {oteam} | migrations need their review",
        label="schema owners wiki",
        kind="wiki",
        trust=0.86,
        after=_mins(1),
        session="s1",
    )
    _noise(c, 2, _days(2), 25, "s2")
    gap = c.rng.randint(40, 100)
    who = _choose(c, PEOPLE)
    text, label, kind = _choose(
        c,
        [
            (
                "Reorg notes: from this quarter {t} owns the `{s}` schema and reviews its "
                "migrations; the previous owners are out of that loop.",
                "reorg notes",
                "meeting_notes",
            ),
            (
                "{w}: FYI `{s}` migrations go to {t} for review now (the old owners asked to be "
                "taken off after the reorg).",
                "#eng-announcements",
                "chat",
            ),
        ],
    )
    new_id = c.event(
        "new",
        text.format(t=then, s=schema, w=who),
        label=label,
        kind=kind,
        trust=0.92,
        after=_days(gap),
        session="s3",
    )
    c.ask(f"Whose approval does a migration on `{schema}` need today?", after=_days(gap + 7))
    c.expect([then], [new_id], forbidden=[first, oteam])
