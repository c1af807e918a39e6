"""The stale-belief templates of the held-out set ``fresh7`` (``bench.memfresh7``).

Each case changes a value later without naming the value it replaces (a commit, a retraction a
minute later, a second meeting, a cut-over mail, a final approval after a hedge), so only the
order in time tells which statement is current; the cited event is always the last one.
"""

from __future__ import annotations

from cairn.bench.memfresh7_pools import (
    DATABASES,
    ENDPOINTS,
    IDPS,
    LOADTESTS,
    QUEUES,
    WEBAPPS,
    _d,
    _dates,
    _ev,
    _nums,
    _people,
    _slack,
)
from cairn.bench.memgen import Case

# -- stale belief -------------------------------------------------------------------------------


def pool_raised_by_commit(c: Case) -> None:
    """A pool size raised by a later commit that does not repeat the old size; another
    database's pool is a distractor."""
    db, other = c.rng.sample(list(DATABASES), 2)
    old, new, theirs = _nums(c, 10, 99, 3)
    _ev(
        c,
        "old",
        f"{db}/config.yaml:\n  pool:\n    max_size: {old}",
        (f"{db} config", "config", 0.9),
        _d(),
        "s1",
    )
    _ev(
        c,
        "other",
        f"{other}/config.yaml:\n  pool:\n    max_size: {theirs}",
        (f"{other} config", "config", 0.9),
        _d(days=3),
        "s2",
    )
    _ev(
        c,
        "incident",
        f"Incident review: {db} ran out of connections during the evening batch; action item to"
        " resize the pool.",
        ("incident review", "minutes", 0.8),
        _d(days=18),
        "s3",
    )
    new_id = _ev(
        c,
        "raised",
        f"commit: {db}: pool max_size -> {new} after the connection-starvation incident",
        (f"{db} history", "commit", 0.9),
        _d(days=20),
        "s3",
    )
    c.ask(f"How big is the {db} connection pool at the moment?", after=_d(days=30))
    c.expect([new], [new_id], forbidden=[old, theirs])


def dlq_retention_retracted(c: Case) -> None:
    """A dead-letter retention stated and retracted a minute later ("scratch that"); another
    queue's retention is a distractor."""
    q, other = c.rng.sample(list(QUEUES), 2)
    said, real, theirs = _nums(c, 2, 15, 3)
    who, asker = _people(c, 2)
    _ev(
        c,
        "ask",
        _slack(asker, f"how long does the {q} DLQ hold messages?"),
        ("queue chat", "chat", 0.5),
        _d(),
        "s1",
    )
    _ev(
        c,
        "said",
        _slack(who, f"{said} days for {q}"),
        ("queue chat", "chat", 0.7),
        _d(minutes=3),
        "s1",
    )
    _ev(
        c,
        "other",
        f"Runbook: the {other} dead-letter queue keeps messages {theirs} days.",
        ("queue runbook", "document", 0.85),
        _d(days=-5),
        "s0",
    )
    new_id = _ev(
        c,
        "retract",
        _slack(who, f"scratch that, I was reading staging. production {q} DLQ: {real} days"),
        ("queue chat", "chat", 0.7),
        _d(minutes=5),
        "s1",
    )
    c.ask(f"What retention does the production {q} dead-letter queue have?", after=_d(days=2))
    c.expect([real], [new_id], forbidden=[said, theirs])


def sunset_moved_at_second_meeting(c: Case) -> None:
    """An endpoint's retirement date set at one meeting and moved at a later one, which gives
    only the new date; another endpoint's date is a distractor."""
    ep, other = c.rng.sample(list(ENDPOINTS), 2)
    first, moved, theirs = _dates(c, 3)
    _ev(
        c,
        "first",
        f"API council minutes: {ep} retires on {first}.",
        ("api council minutes", "minutes", 0.85),
        _d(),
        "s1",
    )
    _ev(
        c,
        "other",
        f"API council minutes: {other} retires on {theirs}.",
        ("api council minutes", "minutes", 0.85),
        _d(minutes=10),
        "s1",
    )
    _ev(
        c,
        "hedge",
        _slack(_people(c, 1)[0], f"integrators keep asking whether {ep} could live a bit longer"),
        ("api chat", "chat", 0.5),
        _d(days=20),
        "s3",
    )
    new_id = _ev(
        c,
        "moved",
        f"API council minutes: two big integrators asked for time, {ep} now goes away on {moved}.",
        ("api council minutes", "minutes", 0.85),
        _d(days=28),
        "s4",
    )
    c.ask(f"When does {ep} stop working for clients?", after=_d(days=35))
    c.expect([moved], [new_id], forbidden=[first, theirs])


def sign_in_cut_over(c: Case) -> None:
    """An app's identity provider replaced by a cut-over mail that names only the new one;
    another app's provider is a distractor."""
    app, other = c.rng.sample(list(WEBAPPS), 2)
    old, new, theirs = c.rng.sample(list(IDPS), 3)
    _ev(
        c,
        "old",
        f"IT wiki: {app} users authenticate with {old}.",
        ("IT wiki", "document", 0.85),
        _d(),
        "s1",
    )
    _ev(
        c,
        "other",
        f"IT wiki: {other} users authenticate with {theirs}.",
        ("IT wiki", "document", 0.85),
        _d(days=2),
        "s1",
    )
    _ev(
        c,
        "plan",
        f"Ticket IT: plan the {app} move to a new tenant; owner {_people(c, 1)[0]}.",
        ("IT tracker", "ticket", 0.8),
        _d(days=25),
        "s3",
    )
    new_id = _ev(
        c,
        "cutover",
        f"From: IT\nSubject: cut-over done\n{app} logins go through {new} as of this morning;"
        " the previous tenant is read-only.",
        ("IT mailbox", "email", 0.9),
        _d(days=40),
        "s4",
    )
    c.ask(f"Which identity provider handles {app} sign-in today?", after=_d(days=45))
    c.expect([new], [new_id], forbidden=[old, theirs])


def load_budget_cut(c: Case) -> None:
    """A load-test budget, a hedge about lowering it, and the final cut that names only the new
    figure; another test's budget is a distractor."""
    test, other = c.rng.sample(list(LOADTESTS), 2)
    old, hedge, new, theirs = _nums(c, 3, 80, 4)
    f, g = _people(c, 2)
    _ev(
        c,
        "old",
        f"Capacity plan: the {test} runs at up to {old}k rps.",
        ("capacity plan", "document", 0.85),
        _d(),
        "s1",
    )
    _ev(
        c,
        "hedge",
        _slack(g, f"finance might squeeze the {test} down to {hedge}k, we'll see"),
        ("perf chat", "chat", 0.4),
        _d(days=10),
        "s2",
    )
    _ev(
        c,
        "other",
        f"Capacity plan: the {other} runs at up to {theirs}k rps.",
        ("capacity plan", "document", 0.85),
        _d(minutes=5),
        "s1",
    )
    new_id = _ev(
        c,
        "final",
        f"From: {f} (finance)\nApproved: {new}k rps for the {test} this quarter, final.",
        ("finance mail", "email", 0.9),
        _d(days=15),
        "s3",
    )
    c.ask(f"What request rate is the {test} allowed to reach now?", after=_d(days=20))
    c.expect([f"{new}k"], [new_id], forbidden=[f"{old}k", f"{hedge}k", f"{theirs}k"])
