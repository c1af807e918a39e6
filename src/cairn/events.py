"""Event types (past tense), their payload parts, and upcasters.

Every mutation is one event. A payload is made of *parts* that the projector applies:

- ``create``:   the full new memory row (memory.created)
- ``set``:      columns of the memory row to change; ``prior`` holds their old values
- ``revision``: a row for ``revisions`` (a text as it stood, with its evidence counts)
- ``source``:   a row for ``sources`` (provenance is unioned: rows are only ever added)
- ``verdict``:  ``{"claim_key", "verdict", "note"}`` to upsert, or ``{"claim_key", "lift": true}``
- ``edge``:     ``{"src", "dst", "type"}`` to add, or with ``"resolved": true`` to close
- ``policy``:   ``{"key", "value"}`` for the namespace's settings (admission mode, trust table)
- ``citation``: ``{"revision", "session"}``
- ``snapshot``: ``{"name"}``: a named point in the log (``cairn snapshot``); no projection:
  ``cairn as-of --snapshot NAME`` replays the log up to this event
- ``adoption``: ``{"identities", "root"}``: a person adopted the event's namespace for the
  project derived as each of ``identities`` (``cairn init --adopt``)
- ``rekey``:    ``{"memories", "revisions", "verdicts"}``: keys filed again when the canonical
  claim key changed (``store.rekey``)
- ``anchors``:  ``{"op": "record", ...}`` replaces a memory's code anchors, ``{"op": "check",
  ...}`` updates some of them (``store.anchor_rows``; see ``cairn.anchors``)
- ``note``/``reason``: free text kept for history

Events are versioned; ``upcast`` upgrades an old payload on read instead of rewriting the log.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

CURRENT_VERSION = 1

MEMORY_CREATED = "memory.created"
MEMORY_REVISED = "memory.revised"
MEMORY_CORROBORATED = "memory.corroborated"
MEMORY_APPROVED = "memory.approved"
MEMORY_REJECTED = "memory.rejected"
MEMORY_DEFERRED = "memory.deferred"
MEMORY_RESTORED = "memory.restored"
MEMORY_PROMOTED = "memory.promoted"
MEMORY_SUPERSEDED = "memory.superseded"
MEMORY_RETRACTED = "memory.retracted"
MEMORY_EXPIRED = "memory.expired"
MEMORY_FLAGGED = "memory.flagged"
MEMORY_REQUEUED = "memory.requeued"
MEMORY_CITED = "memory.cited"
MEMORY_WITHHELD = "memory.withheld"
EDGE_ADDED = "edge.added"
CONFLICT_RESOLVED = "conflict.resolved"
POLICY_SET = "policy.set"
NAMESPACE_ADOPTED = "namespace.adopted"
CLAIMS_REKEYED = "claims.rekeyed"
SECRET_PURGED = "secret.purged"
SNAPSHOT_TAKEN = "snapshot.taken"
MEMORY_REINSTATED = "memory.reinstated"  # a superseded memory is live again (compaction undone)
ANCHORS_RECORDED = "anchors.recorded"
ANCHORS_CHECKED = "anchors.checked"

ALL_TYPES = frozenset(
    v for k, v in dict(globals()).items() if k.isupper() and isinstance(v, str) and "." in v
)

Upcaster = Callable[[dict[str, Any]], dict[str, Any]]

# (type, from_version) -> function producing the payload of from_version + 1
UPCASTERS: dict[tuple[str, int], Upcaster] = {}


def upcast(event_type: str, version: int, payload: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    while (event_type, version) in UPCASTERS:
        payload = UPCASTERS[(event_type, version)](payload)
        version += 1
    return version, payload
