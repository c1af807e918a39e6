"""Events as JSON between a store and the server, checked on the way in.

``to_json`` is ``Event.as_dict``; ``from_json`` rebuilds an event from untrusted JSON and raises
UsageError for anything that is not one (a missing or mistyped field, an unknown type, a bad id
or clock stamp, an oversized payload), so a malformed push is refused whole, before anything
is stored.
"""

from __future__ import annotations

import json
import re
from typing import Any

from cairn import events as ev
from cairn import hlc
from cairn.errors import UsageError
from cairn.model import Actor, ActorKind, Event

MAX_EVENT = 256 * 1024  # bytes of one event's JSON
MAX_BATCH = 500
_ID = re.compile(r"^[0-9A-HJKMNP-TV-Z]{26}$")
_AT = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$")


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


def batch_from_json(items: Any) -> list[Event]:
    if not isinstance(items, list):
        raise UsageError("'events' must be a list")
    if len(items) > MAX_BATCH:
        raise UsageError(f"at most {MAX_BATCH} events in one push")
    return [from_json(x) for x in items]
