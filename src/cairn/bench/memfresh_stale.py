"""Templates of ``fresh`` (``bench.memfresh``): stale belief resistance. Moved out of the
set module unchanged; the frozen copy it writes is checked byte for byte."""

from __future__ import annotations

from cairn.bench.memfresh_pools import (
    DEPENDENCIES,
    PEOPLE,
    REPOS,
    SERVICES,
    TOOLS,
    ZONES,
    _cap,
    _people,
    _semver,
    _services,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days as _days
from cairn.bench.memset import mins as _mins

# -- stale belief resistance -----------------------------------------------------------------------


def dependency_bumped(c: Case) -> None:
    """A dependency bumped in a later session, with no supersedes field."""
    svc = c.pick(SERVICES)
    dep = c.pick(DEPENDENCIES)
    v1, v2 = _semver(c, 2)
    c.event(
        "old",
        c.pick([f"{_cap(svc)} depends on {dep} {v1}.", f"The {svc} service uses {dep} {v1}."]),
        label=f"{svc} requirements",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "new",
        c.pick(
            [
                f"Bumped {dep} to {v2} in {svc}.",
                f"{_cap(svc)} was upgraded to {dep} {v2} this week.",
            ]
        ),
        label="dependency bot",
        kind="tool",
        trust=0.9,
        after=_days(c.rng.randint(10, 60)),
        session="s2",
    )
    c.ask(
        c.pick([f"Which {dep} version does {svc} use?", f"What version of {dep} is in {svc}?"]),
        after=_days(c.rng.randint(61, 90)),
    )
    c.expect([v2], [e2], forbidden=[v1])


def cron_moved(c: Case) -> None:
    """A scheduled job moved to another time; another service's job, same frame, unchanged."""
    a, b = _services(c, 2)
    h1, h2, h3 = (f"{h:02d}:{c.pick(['00', '15', '30', '45'])}" for h in c.rng.sample(range(24), 3))
    frame = c.pick(["The {s} nightly job runs at {h} UTC.", "{S}'s nightly job starts at {h} UTC."])
    c.event(
        "old",
        frame.format(s=a, S=_cap(a), h=h1),
        label="scheduler config",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    c.event(
        "b",
        frame.format(s=b, S=_cap(b), h=h3),
        label="scheduler config",
        kind="document",
        trust=0.9,
        after=_mins(1),
        session="s1",
    )
    old_id = f"{c.case_id}-old"
    correct = [old_id] if c.rng.random() < 0.5 else []
    e2 = c.event(
        "new",
        c.pick(
            [
                f"We moved the {a} nightly job to {h2} UTC.",
                f"The {a} nightly job was rescheduled to {h2} UTC.",
            ]
        ),
        label="ops chat",
        kind="chat",
        trust=0.85,
        after=_days(c.rng.randint(5, 40)),
        session="s2",
        correct=correct,
    )
    c.ask(
        c.pick(
            [f"When does the {a} nightly job run?", f"At what time does {a}'s nightly job start?"]
        ),
        after=_days(c.rng.randint(41, 60)),
    )
    c.expect([h2], [e2], forbidden=[h1, h3])


def owner_handed_over(c: Case) -> None:
    """Release duty handed from one person to another."""
    repo = c.pick(REPOS)
    p, q = _people(c, 2)
    c.event(
        "old",
        c.pick([f"{p} runs the {repo} releases.", f"{repo} releases are cut by {p}."]),
        label="team handbook",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "new",
        c.pick(
            [
                f"{q} took over the {repo} releases this quarter.",
                f"Starting this sprint, {q} cuts the {repo} releases.",
            ]
        ),
        label="team handbook",
        kind="document",
        trust=0.9,
        after=_days(c.rng.randint(20, 80)),
        session="s2",
    )
    c.ask(
        c.pick([f"Who runs the {repo} releases?", f"Who cuts {repo} releases now?"]),
        after=_days(c.rng.randint(81, 120)),
    )
    c.expect([q], [e2], forbidden=[p])


def tool_replaced(c: Case) -> None:
    """Error tracking moved from one tool to another."""
    svc = c.pick(SERVICES)
    t1, t2 = c.rng.sample(TOOLS, 2)
    c.event(
        "old",
        c.pick([f"{_cap(svc)} reports errors to {t1}.", f"Errors from {svc} end up in {t1}."]),
        label="observability doc",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "new",
        c.pick(
            [
                f"{_cap(svc)} now reports errors to {t2}.",
                f"We switched {svc} error reporting over to {t2}.",
            ]
        ),
        label="ops chat",
        kind="chat",
        trust=0.85,
        after=_days(c.rng.randint(10, 50)),
        session="s2",
    )
    c.ask(
        c.pick([f"Where does {svc} report errors?", f"Which tool gets {svc} errors?"]),
        after=_days(c.rng.randint(51, 80)),
    )
    c.expect([t2], [e2], forbidden=[t1])


def zone_failover(c: Case) -> None:
    """A service's primary zone changed after a failover; said casually by a person."""
    svc = c.pick(SERVICES)
    z1, z2 = c.rng.sample(ZONES, 2)
    person = c.pick(PEOPLE)
    c.event(
        "old",
        f"The {svc} primary database sits in {z1}.",
        label="infra inventory",
        kind="document",
        trust=0.9,
        after=_mins(0),
        session="s1",
    )
    e2 = c.event(
        "new",
        c.pick(
            [
                f"{person}: after the failover the {svc} primary database is in {z2}.",
                f"Heads-up from {person}, the {svc} primary database moved to {z2}.",
            ]
        ),
        label=f"{person} in ops chat",
        kind="chat",
        trust=0.8,
        after=_days(c.rng.randint(5, 30)),
        session="s2",
    )
    c.ask(
        c.pick(
            [
                f"Which zone is the {svc} primary database in?",
                f"Where is the {svc} primary database?",
            ]
        ),
        after=_days(c.rng.randint(31, 60)),
    )
    c.expect([z2], [e2], forbidden=[z1])
