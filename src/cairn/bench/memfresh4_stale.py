"""Templates of ``fresh4`` (``bench.memfresh4``): stale belief. Moved out of the
set module unchanged; the frozen copy it writes is checked byte for byte."""

from __future__ import annotations

from cairn.bench.memfresh4_pools import (
    DATABASES,
    ENDPOINTS,
    FLAGS,
    MODELS,
    PEOPLE,
    REGIONS,
    ROTATIONS,
    SERVICES,
    _iso_date,
    _long_date,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose as _choose
from cairn.bench.memset import days as _days
from cairn.bench.memset import mins as _mins
from cairn.bench.memset import sample as _some

# -- stale belief ----------------------------------------------------------------------------------


def flag_ramp_changed(c: Case) -> None:
    """A flag's rollout share was changed later without naming the old share; another flag's
    share is a distractor."""
    flag, other = _some(c, FLAGS, 2)
    old, new, d = _some(c, [5, 10, 25, 35, 50, 75], 3)
    c.event(
        "old",
        f"{flag} is at {old}% rollout.",
        label="flag service export",
        kind="tool_output",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{other} is at {d}% rollout.",
        label="flag service export",
        kind="tool_output",
        trust=0.9,
        after=_mins(5),
        session="s1",
    )
    cited = c.event(
        "new",
        _choose(
            c,
            [
                f"Ramped {flag} up to {new} percent after a clean week."
                if new > old
                else f"Dialled {flag} back to {new} percent while support catches up.",
                f"Scratch the earlier number: {flag} is now on for {new}% of sessions.",
                f"flags.yaml now reads `{flag}: {{rollout: {new}}}`.",
            ],
        ),
        label="release channel",
        kind="conversation",
        trust=0.9,
        after=_days(c.rng.randrange(5, 20)),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"What fraction of users currently sees {flag}?",
                f"Where does the {flag} ramp stand today?",
            ],
        ),
        after=_days(22),
    )
    c.expect([str(new)], [cited], forbidden=[str(old), str(d)])


def oncall_primary_swapped(c: Case) -> None:
    """A rotation's primary was swapped starting "next Tuesday" (relative to the swap note); the
    question comes after that Tuesday; another rotation's primary is a distractor."""
    rot, other = _some(c, ROTATIONS, 2)
    old, new, dperson = _some(c, PEOPLE, 3)
    c.event(
        "old",
        _choose(
            c,
            [
                f"Current {rot} primary: {old}.",
                f"Schedule export: {rot} | primary | {old}",
            ],
        ),
        label="paging schedule",
        kind="tool_output",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"Current {other} primary: {dperson}.",
        label="paging schedule",
        kind="tool_output",
        trust=0.9,
        after=_mins(2),
        session="s1",
    )
    swap_at = _days(c.rng.randrange(1, 4))
    cited = c.event(
        "swap",
        _choose(
            c,
            [
                f"Swap approved: {new} takes {rot} primary from next Tuesday on.",
                f"{new} takes over {rot} primary starting next Tuesday (schedule updated).",
            ],
        ),
        label="on-call channel",
        kind="conversation",
        trust=0.9,
        after=swap_at,
        session="s2",
    )
    c.ask(
        _choose(
            c, [f"Who do I page first for {rot} right now?", f"Who is on point for {rot} today?"]
        ),
        after=swap_at + _days(9),
    )
    c.expect([new], [cited], forbidden=[old, dperson])


def pool_size_reduced(c: Case) -> None:
    """A service's pool was cut after a proxy was put in front, without naming the old size;
    another service's pool size is a distractor."""
    svc, other = _some(c, SERVICES, 2)
    old, d = _some(c, [40, 48, 64, 80, 96], 2)
    new = _choose(c, [8, 10, 12, 16, 20])
    c.event(
        "old",
        f"{svc}: `pool_size = {old}` in config/db.toml.",
        label="config excerpt",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{other}: `pool_size = {d}` in config/db.toml.",
        label="config excerpt",
        kind="document",
        trust=0.9,
        after=_mins(1),
        session="s1",
    )
    cited = c.event(
        "new",
        _choose(
            c,
            [
                f"After moving {svc} behind PgBouncer we cut its pool to {new} per pod.",
                f"perf(db): {svc} now opens at most {new} connections per instance; the proxy "
                "multiplexes the rest",
            ],
        ),
        label="commit message",
        kind="commit",
        trust=0.92,
        after=_days(c.rng.randrange(10, 40)),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"What is {svc}'s per-instance connection limit these days?",
                f"How big is the {svc} database pool now?",
            ],
        ),
        after=_days(45),
    )
    c.expect([str(new)], [cited], forbidden=[str(old), str(d)])


def database_region_migrated(c: Case) -> None:
    """A database moved to another region (the note names only the new one); another database's
    region is a distractor."""
    db, other = _some(c, DATABASES, 2)
    (old, _oc), (new, city), (dreg, _dc) = _some(c, REGIONS, 3)
    cut = c.start + _days(c.rng.randrange(20, 60))
    c.event(
        "old",
        f"The {db} lives in {old}.",
        label="architecture overview",
        kind="document",
        trust=0.85,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"The {other} lives in {dreg}.",
        label="architecture overview",
        kind="document",
        trust=0.85,
        after=_mins(4),
        session="s1",
    )
    cited = c.event(
        "moved",
        _choose(
            c,
            [
                f"Migration done on {_long_date(cut)}: the {db} is now served from {new} "
                f"({city}); cutover completed without data loss.",
                f"Cutover complete {_iso_date(cut)}. {db} -> {new}. Old replicas are being "
                "torn down.",
            ],
        ),
        label="migration log",
        kind="document",
        trust=0.92,
        after=cut - c.start,
        session="s2",
    )
    c.ask(
        _choose(c, [f"In which region does the {db} run today?", f"Where is the {db} hosted now?"]),
        after=cut - c.start + _days(10),
    )
    c.expect([new], [cited], forbidden=[old, dreg])


def served_model_rolled_back(c: Case) -> None:
    """An endpoint was pinned to another model after a regression (the note does not name the
    model it replaced); another endpoint's model is a distractor."""
    endpoint, other = _some(c, ENDPOINTS, 2)
    newer, pinned, dmodel = _some(c, MODELS, 3)
    c.event(
        "promoted",
        f"{endpoint} now serves {newer} (promoted from shadow).",
        label="model registry",
        kind="tool_output",
        trust=0.92,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "other",
        f"{other} now serves {dmodel}.",
        label="model registry",
        kind="tool_output",
        trust=0.92,
        after=_days(1),
        session="s1",
    )
    cited = c.event(
        "rollback",
        _choose(
            c,
            [
                f"Incident follow-up: {endpoint} is pinned to {pinned}; the newer model stays "
                "off until the recall regression is understood.",
                f"Rolled {endpoint} back to {pinned} after precision dropped overnight.",
            ],
        ),
        label="incident channel",
        kind="conversation",
        trust=0.93,
        after=_days(c.rng.randrange(3, 12)),
        session="s2",
    )
    c.ask(
        _choose(
            c,
            [
                f"Which model is answering {endpoint} requests at present?",
                f"What's serving {endpoint} in production now?",
            ],
        ),
        after=_days(14),
    )
    c.expect([pinned], [cited], forbidden=[newer, dmodel])
