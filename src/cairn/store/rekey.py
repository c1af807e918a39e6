"""Re-keying a store when the canonical claim key changes (``cairn.claimkey``).

Verdicts, corroboration and duplicate checks compare claim keys, so every key a store holds must
come from the key function this cairn computes. When that function changes, ``rekey`` computes
the new key of every memory, revision and verdict whose stored key differs, and records the
change as one ``claims.rekeyed`` event per namespace (by the system), applied by the projector
like any event: a rebuild from the log replays the old keys and then this event, and arrives at
the same keys. It runs from a migration, inside that migration's transaction, on SQLite (``rekey``) and on
PostgreSQL (``rekey_pg``: the same plan, appended and projected by that backend).

It never changes a text, a status, a review or a verdict's meaning: only which key each one is
filed under. A verdict whose rejected text it cannot find keeps its key.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from cairn import events as ev
from cairn.claimkey import claim_key
from cairn.ids import new_ulid
from cairn.model import Actor, ActorKind, Event
from cairn.timeutil import now

ACTOR = Actor(ActorKind.SYSTEM, "cairn-migration")


def _rows(db: Any, sql: str) -> list[list[Any]]:
    """The rows of ``sql`` as lists (SQLite rows and PostgreSQL's dict rows alike)."""
    return [list(r.values()) if isinstance(r, dict) else list(r) for r in db.execute(sql)]


def plan(db: Any) -> dict[str, dict[str, list[list[Any]]]]:
    """namespace -> {"memories": [[id, key]], "revisions": [[id, revision, key]],
    "verdicts": [[old key, new key]]}: only what changes."""
    out: dict[str, dict[str, list[list[Any]]]] = {}

    def part(ns: str, name: str) -> list[list[Any]]:
        return out.setdefault(ns, {"memories": [], "revisions": [], "verdicts": []})[name]

    triples: dict[str, tuple[str | None, str | None, str | None]] = {}
    spaces: dict[str, str] = {}
    for mid, ns, text, key, s, p, o in _rows(
        db, "SELECT id, namespace, text, claim_key, subject, predicate, object FROM memories"
    ):
        triples[mid] = (s, p, o)
        spaces[mid] = ns
        new = claim_key(text, s, p, o)
        if new != key:
            part(ns, "memories").append([mid, new])
    by_old: dict[tuple[str, str], str] = {}  # (memory id, old key) -> new key
    for mid, rev, text, key in _rows(
        db, "SELECT memory_id, revision, text, claim_key FROM revisions"
    ):
        if mid not in triples:
            continue
        new = claim_key(text, *triples[mid])
        by_old[(mid, key)] = new
        if new != key:
            part(spaces[mid], "revisions").append([mid, rev, new])
    for ns, key, mid, text in _rows(
        db, "SELECT namespace, claim_key, memory_id, text FROM verdicts"
    ):
        found = by_old.get((mid, key)) if mid else None
        if found is None and text and not (mid and any(triples.get(mid, (None,)))):
            found = claim_key(text)
        if found is not None and found != key:
            part(ns, "verdicts").append([key, found])
    return {ns: parts for ns, parts in out.items() if any(parts.values())}


def rekey(db: sqlite3.Connection, reason: str = "") -> int:
    """Append and apply the re-keying events; returns how many keys changed."""
    from cairn.store import project
    from cairn.store.sqlite import insert_event

    def append(event: Event) -> None:
        insert_event(db, event)
        project.apply(db, event)

    return _rekey(db, append, reason)


def rekey_pg(db: Any, reason: str = "") -> int:
    """``rekey`` on a PostgreSQL database (a migration's connection, as the owner)."""
    from psycopg.rows import dict_row

    from cairn import hlc
    from cairn.store import pg_project
    from cairn.store.postgres import insert_event

    db = db.cursor(row_factory=dict_row)  # the backend's row shape, whatever the connection's
    row = db.execute("SELECT max(hlc) AS h FROM events").fetchone()
    last = [str(row["h"]) if row and row["h"] else ""]

    def append(event: Event) -> None:
        from dataclasses import replace

        event = replace(event, hlc=hlc.next_stamp(event.at, last[0]))
        last[0] = event.hlc
        insert_event(db, event)
        pg_project.apply(db, event)

    return _rekey(db, append, reason)


def _rekey(db: Any, append: Any, reason: str) -> int:
    changed = 0
    at = now()
    for ns, parts in sorted(plan(db).items()):
        event = Event(
            id=new_ulid(),
            at=at,
            namespace=ns,
            actor=ACTOR,
            type=ev.CLAIMS_REKEYED,
            memory_id=None,
            payload={
                "rekey": parts,
                "reason": reason
                or "the canonical claim key now drops invisible characters and folds"
                " look-alike letters",
            },
            version=ev.CURRENT_VERSION,
        )
        append(event)
        changed += sum(len(v) for v in parts.values())
    return changed


def apply(db: sqlite3.Connection, namespace: str, parts: dict[str, Any]) -> None:
    """The projector's half: file each memory, revision and verdict under its new key."""
    for mid, key in parts.get("memories", []):
        db.execute("UPDATE memories SET claim_key = ? WHERE id = ?", (key, mid))
    for mid, rev, key in parts.get("revisions", []):
        db.execute(
            "UPDATE revisions SET claim_key = ? WHERE memory_id = ? AND revision = ?",
            (key, mid, rev),
        )
    for old, new in parts.get("verdicts", []):
        db.execute(
            "UPDATE OR REPLACE verdicts SET claim_key = ? WHERE namespace = ? AND claim_key = ?",
            (new, namespace, old),
        )
