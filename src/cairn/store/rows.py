"""Decoding stored rows into cairn's values (memories, events), upcasting old event payloads
on the way. Pure functions of a row: no queries here."""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from cairn import events as ev
from cairn import hlc
from cairn.model import Actor, ActorKind, Event, Kind, Memory, Review, ScopeLevel, Status

# each enum's members by value: a dict lookup instead of the enum's call for every row (a
# search decodes tens of rows); a value that is not there still goes through the call (its error)
_SCOPES = {m.value: m for m in ScopeLevel}
_KINDS = {m.value: m for m in Kind}
_STATUSES = {m.value: m for m in Status}
_REVIEWS = {m.value: m for m in Review}


def _strings(raw: str | None) -> tuple[str, ...]:
    """A JSON list column as a tuple; the empty one (most rows) without the parser."""
    return () if not raw or raw == "[]" else tuple(json.loads(raw))


def memory_dict(row: Any) -> dict[str, Any]:
    """A memory row as a dict with its JSON columns decoded (what the merge rules read)."""
    d = dict(row)
    for k in ("flags", "anchors"):
        d[k] = json.loads(d[k] or "[]")
    d["gate"] = json.loads(d["gate"]) if d.get("gate") else None
    return d


def row_to_memory(row: sqlite3.Row) -> Memory:
    keys = row.keys()
    contested = row["contested_by"] if "contested_by" in keys else None
    scope, kind, status, review = row["scope"], row["kind"], row["status"], row["review"]
    return Memory(
        id=row["id"],
        namespace=row["namespace"],
        scope=_SCOPES.get(scope) or ScopeLevel(scope),
        kind=_KINDS.get(kind) or Kind(kind),
        text=row["text"],
        claim_key=row["claim_key"],
        status=_STATUSES.get(status) or Status(status),
        review=_REVIEWS.get(review) or Review(review),
        confidence=row["confidence"],
        evidence_count=row["evidence_count"],
        recorded_at=row["recorded_at"],
        updated_at=row["updated_at"],
        revision=row["revision"],
        subject=row["subject"],
        predicate=row["predicate"],
        object=row["object"],
        valid_from=row["valid_from"],
        valid_to=row["valid_to"],
        retired_at=row["retired_at"],
        superseded_by=row["superseded_by"],
        supersedes=row["supersedes"],
        session=row["session"],
        rank_penalty=row["rank_penalty"],
        flags=_strings(row["flags"]),
        anchors=_strings(row["anchors"]),
        gate=json.loads(row["gate"]) if row["gate"] else None,
        contested_by=tuple(sorted(contested.split(","))) if contested else (),
    )


def row_to_event(row: sqlite3.Row) -> Event:
    a = json.loads(row["actor"])
    actor = Actor(
        kind=ActorKind(a["kind"]),
        id=a["id"],
        client=a.get("client"),
        session=a.get("session"),
        model=a.get("model"),
        vouched=bool(a.get("vouched")),
    )
    version, payload = ev.upcast(row["type"], row["version"], json.loads(row["payload"]))
    keys = row.keys()
    stamp = row["hlc"] if "hlc" in keys else None
    if not stamp:  # written before stamps (a store not migrated yet): its time and position
        stamp = hlc.upcast(row["at"], int(row["seq"]) if "seq" in keys else 0)
    return Event(
        id=row["id"],
        at=row["at"],
        namespace=row["namespace"],
        actor=actor,
        type=row["type"],
        memory_id=row["memory_id"],
        payload=payload,
        prior=json.loads(row["prior"]) if row["prior"] else None,
        version=version,
        hlc=str(stamp),
    )
