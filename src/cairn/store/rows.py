"""Decoding stored rows into cairn's values (memories, events), upcasting old event payloads
on the way. Pure functions of a row: no queries here."""

from __future__ import annotations

import json
import sqlite3

from cairn import events as ev
from cairn import hlc
from cairn.model import Actor, ActorKind, Event, Kind, Memory, Review, ScopeLevel, Status


def row_to_memory(row: sqlite3.Row) -> Memory:
    keys = row.keys()
    contested = row["contested_by"] if "contested_by" in keys else None
    return Memory(
        id=row["id"],
        namespace=row["namespace"],
        scope=ScopeLevel(row["scope"]),
        kind=Kind(row["kind"]),
        text=row["text"],
        claim_key=row["claim_key"],
        status=Status(row["status"]),
        review=Review(row["review"]),
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
        flags=tuple(json.loads(row["flags"] or "[]")),
        anchors=tuple(json.loads(row["anchors"] or "[]")),
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
