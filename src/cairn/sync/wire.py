"""Events as JSON between a store and the server, checked on the way in.

``to_json`` is ``Event.as_dict``; ``from_json`` rebuilds an event from untrusted JSON and raises
UsageError for anything that is not one (a missing or mistyped field, an unknown type, a bad id
or clock stamp, an oversized payload, a count or a score that a projection column cannot hold),
so a malformed push is refused whole, before anything is stored. A laptop reads what it pulls
through the same function.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from cairn import events as ev
from cairn import hlc
from cairn.errors import UsageError
from cairn.model import COUNT_MAX, Actor, ActorKind, Event

MAX_EVENT = 256 * 1024  # bytes of one event's JSON
MAX_BATCH = 500
_ID = re.compile(r"^[0-9A-HJKMNP-TV-Z]{26}$")
_AT = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$")
# the projection's integer columns an event may set, with their least value, and its real ones:
# what both backends can hold (a value past it made PostgreSQL fail the whole request)
_INTEGERS = {"evidence_count": 0, "cited_count": 0, "revision": 1}
_REALS = ("confidence", "rank_penalty")


def to_json(e: Event) -> dict[str, Any]:
    return e.as_dict()


def _text(d: dict[str, Any], key: str, *, limit: int = 200, optional: bool = False) -> str | None:
    v = d.get(key)
    if v is None and optional:
        return None
    if not isinstance(v, str) or not v or len(v) > limit:
        raise UsageError(f"event field {key!r} must be a string of 1 to {limit} characters")
    return v


def from_json(d: Any) -> Event:
    if not isinstance(d, dict):
        raise UsageError("an event must be a JSON object")
    if len(json.dumps(d, ensure_ascii=False)) > MAX_EVENT:
        raise UsageError(f"an event is larger than {MAX_EVENT} bytes")
    eid = _text(d, "id", limit=26) or ""
    if not _ID.match(eid):
        raise UsageError(f"event id {eid!r} is not a ULID")
    stamp = d.get("hlc")
    if not hlc.valid(stamp):
        raise UsageError(f"event {eid} has no valid clock stamp")
    at = _text(d, "at", limit=32) or ""
    if not _AT.match(at):
        raise UsageError(f"event {eid} has a malformed time {at!r}")
    etype = _text(d, "type", limit=64) or ""
    if etype not in ev.ALL_TYPES:
        raise UsageError(f"event {eid} has an unknown type {etype!r}")
    a = d.get("actor")
    if not isinstance(a, dict) or a.get("kind") not in {k.value for k in ActorKind}:
        raise UsageError(f"event {eid} has no valid actor")
    actor = Actor(
        kind=ActorKind(a["kind"]),
        id=_text(a, "id") or "",
        client=_text(a, "client", optional=True),
        session=_text(a, "session", optional=True),
        model=_text(a, "model", optional=True),
        vouched=bool(a.get("vouched")),
    )
    payload = d.get("payload")
    prior = d.get("prior")
    if not isinstance(payload, dict) or not (prior is None or isinstance(prior, dict)):
        raise UsageError(f"event {eid} needs an object payload (and an object or null prior)")
    version = d.get("version", 1)
    if not isinstance(version, int) or not 1 <= version <= ev.CURRENT_VERSION:
        raise UsageError(f"event {eid} has an unknown version {version!r}")
    memory_id = _text(d, "memory_id", limit=64, optional=True)
    for part in ("create", "set", "revision"):
        if isinstance(payload.get(part), dict):
            _columns(eid, part, payload[part])
    return Event(
        id=eid,
        at=at,
        namespace=_text(d, "namespace") or "",
        actor=actor,
        type=etype,
        memory_id=memory_id,
        payload=payload,
        prior=prior,
        version=version,
        hlc=str(stamp),
    )


def _columns(eid: str, part: str, row: dict[str, Any]) -> None:
    """Raise UsageError for a column value in ``row`` (an event's ``part``) that a projection
    column cannot hold: a count that is not an integer from its least value to ``COUNT_MAX``,
    a score that is not a finite number."""
    for key, least in _INTEGERS.items():
        v = row.get(key)
        if v is not None and (
            isinstance(v, bool) or not isinstance(v, int) or not least <= v <= COUNT_MAX
        ):
            raise UsageError(
                f"event {eid}: {part} {key} must be an integer from {least} to {COUNT_MAX}"
            )
    for key in _REALS:
        v = row.get(key)
        if v is not None and (
            isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v)
        ):
            raise UsageError(f"event {eid}: {part} {key} must be a finite number")


def batch_from_json(items: Any) -> list[Event]:
    if not isinstance(items, list):
        raise UsageError("'events' must be a list")
    if len(items) > MAX_BATCH:
        raise UsageError(f"at most {MAX_BATCH} events in one push")
    return [from_json(x) for x in items]
