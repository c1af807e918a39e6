"""What a token may push by `cairn sync`: events checked one by one before any is stored.

Sync bypasses no rule the API enforces. An event must be of the token's namespace; a person's
event needs a token of that same person (and the review scope for a verdict or any other
person's verb); an agent's event may only propose, corroborate, cite or lower a rank (never
approve, never add a gate, never raise a penalty's opposite); a system event may only do what
the system does on an agent's write (queue, flag, add an edge, withhold), unless a person's
review token pushes it. Strings are redacted on the way in, like every write. A batch with one
refused event is refused whole (403), and nothing of it is stored.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

from cairn import events as ev
from cairn import hlc
from cairn.model import COUNT_MAX, ActorKind, Event
from cairn.policy.audit import MAX_PENALTY
from cairn.server.tokens import ScopeError, Token

VERDICTS = frozenset(
    {
        ev.MEMORY_APPROVED,
        ev.MEMORY_REJECTED,
        ev.MEMORY_RESTORED,
        ev.MEMORY_DEFERRED,
        ev.MEMORY_REVISED,
        ev.MEMORY_SUPERSEDED,
        ev.MEMORY_RETRACTED,
        ev.MEMORY_EXPIRED,
        ev.CONFLICT_RESOLVED,
        ev.POLICY_SET,
        ev.MEMORY_REINSTATED,
        ev.MEMORY_PROMOTED,
    }
)
AGENT_TYPES = frozenset(
    {
        ev.MEMORY_CREATED,
        ev.MEMORY_CORROBORATED,
        ev.MEMORY_WITHHELD,
        ev.MEMORY_FLAGGED,
        ev.MEMORY_CITED,
        ev.EDGE_ADDED,
        ev.SNAPSHOT_TAKEN,
    }
)
SYSTEM_TYPES = frozenset({ev.EDGE_ADDED, ev.MEMORY_REQUEUED, ev.MEMORY_FLAGGED, ev.MEMORY_WITHHELD})
# stay with the store that made them: adoptions, rekeys and purges are that store's own, and
# code anchors (and the stale flags they set) describe that machine's working tree
LOCAL_ONLY = frozenset(
    {
        ev.NAMESPACE_ADOPTED,
        ev.CLAIMS_REKEYED,
        ev.SECRET_PURGED,
        ev.ANCHORS_RECORDED,
        ev.ANCHORS_CHECKED,
    }
)
AGENT_SETS = frozenset(
    {"evidence_count", "confidence", "flags", "rank_penalty", "cited_count", "last_cited_at"}
)
# the numbers among them, and their range: a string, NaN or an infinity would reach the
# projection (a NaN penalty compares false both ways, so no "can only lower" check holds it)
NUMBERS: dict[str, tuple[float, float]] = {
    "evidence_count": (0.0, float(COUNT_MAX)),
    "cited_count": (0.0, float(COUNT_MAX)),
    "confidence": (0.0, 1.0),
    "rank_penalty": (0.0, MAX_PENALTY),
}


def _refuse(e: Event, why: str) -> ScopeError:
    return ScopeError(
        f"event {e.id} ({e.type} by {e.actor.kind.value} {e.actor.id!r}) cannot be pushed: {why}",
        hint="nothing of this push was stored",
    )


def check(e: Event, token: Token, *, open_mode: bool, now: str | None = None) -> None:
    """Raise ScopeError unless ``token`` may push ``e`` (made no later than ``hlc.MAX_AHEAD``
    past ``now``, the server's time, when given)."""
    if now is not None and hlc.too_far_ahead(e.hlc, e.at, now):
        raise _refuse(
            e,
            hlc.ahead_reason(e.at, "the server's")
            + ": every later event here would be stamped after it",
        )
    if e.namespace != token.namespace:
        raise _refuse(e, f"it is of namespace {e.namespace!r}, the token's is {token.namespace!r}")
    created = e.payload.get("create")
    if isinstance(created, dict) and created.get("namespace") != token.namespace:
        raise _refuse(e, "it creates a memory in another namespace")
    if e.type in LOCAL_ONLY:
        raise _refuse(e, "this kind of event stays with the store that made it")
    person = token.actor_kind is ActorKind.HUMAN
    if e.actor.kind is ActorKind.HUMAN:
        if not person or e.actor.id != token.actor_id:
            raise _refuse(e, f"a person's event needs a token of that person ({e.actor.id!r})")
        need = (
            "review"
            if e.type in VERDICTS or (created and created.get("kind") == "gate")
            else "propose"
        )
        if need not in token.scopes:
            raise _refuse(e, f"it needs the {need} scope")
        return
    if "propose" not in token.scopes:
        raise _refuse(e, "it needs the propose scope")
    trusted = person and "review" in token.scopes
    if e.actor.kind is ActorKind.SYSTEM:
        if e.type not in SYSTEM_TYPES and not (trusted and e.type in VERDICTS):
            raise _refuse(e, "the system's verdicts travel only with a person's review token")
        _check_sets(e, trusted)
        return
    if e.type not in AGENT_TYPES:
        raise _refuse(e, "an agent can only propose, corroborate, cite or flag")
    if isinstance(created, dict):
        if created.get("kind") == "gate":
            raise _refuse(e, "only a person adds a gate")
        if created.get("review") != "unreviewed":
            raise _refuse(e, "an agent's memory starts unreviewed")
        if created.get("status") != "proposed" and not open_mode:
            raise _refuse(e, "in review mode an agent's memory starts as a proposal")
    _check_sets(e, trusted)


def _check_sets(e: Event, trusted: bool) -> None:
    sets = e.payload.get("set")
    if not isinstance(sets, dict) or trusted:
        return
    if e.type == ev.MEMORY_REQUEUED:
        if set(sets) - {"review", "flags"} or sets.get("review") not in (None, "unreviewed"):
            raise _refuse(e, "a requeue only returns a memory to review")
        return
    extra = set(sets) - AGENT_SETS
    if extra:
        raise _refuse(e, f"it changes {', '.join(sorted(extra))}")
    for key, (low, high) in NUMBERS.items():
        if key in sets and not _within(sets[key], low, high):
            raise _refuse(e, f"{key} must be a number from {low:g} to {high:g}")
    prior = e.prior or {}
    old = prior.get("rank_penalty")
    before = float(old) if old is not None and _within(old, 0.0, math.inf) else 0.0
    if "rank_penalty" in sets and float(sets["rank_penalty"] or 0) < before:
        raise _refuse(e, "a flag can only lower a memory's rank")


def _within(v: Any, low: float, high: float) -> bool:
    """A JSON number (not a string, a boolean, NaN or an infinity) from ``low`` to ``high``."""
    if v is None:
        return True
    if isinstance(v, bool) or not isinstance(v, int | float):
        return False
    return math.isfinite(v) and low <= v <= high


def redacted(e: Event) -> Event:
    """The event with every string redacted, as every write boundary does."""
    from cairn.policy import redact as redaction
    from cairn.service.core import clean_actor

    payload, _n = redaction.redact_value(e.payload)
    prior = redaction.redact_value(e.prior)[0] if e.prior else None
    assert isinstance(payload, dict)
    return replace(
        e,
        payload=payload,
        prior=prior if isinstance(prior, dict) else None,
        actor=clean_actor(e.actor),
    )


def count_created(events: list[Event]) -> int:
    return sum(1 for e in events if "create" in e.payload)


def summary(accepted: list[Event], skipped: list[str]) -> dict[str, Any]:
    return {"accepted": [e.id for e in accepted], "skipped": skipped}
