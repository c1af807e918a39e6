"""Finding and purging secrets that got into a store before a detector knew their shape.

``scan`` reads events (payload and prior) and projections (memory text, revisions, verdicts,
sources) with the maintained detector and reports where secrets sit, never their values.
``purge`` is the one sanctioned rewrite of the append-only log, and a person's verb (the
service checks the actor): in one transaction it inserts a ``purge_permit`` row (which lifts
the events' UPDATE trigger), replaces each secret in the target events with a redaction
marker, deletes the permit and appends a ``secret.purged`` event saying what was done. Then it
erases physically: projections and full-text indexes are rebuilt from the purged log, the FTS
indexes optimised, freed pages zeroed (``secure_delete``), the WAL checkpointed and truncated,
and the file vacuumed. It never deletes an event and never touches an event it was not given.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from cairn import events as ev
from cairn.ids import new_ulid
from cairn.model import Actor, Event, Scope
from cairn.policy import secrets
from cairn.policy.redact import MARK
from cairn.store import project
from cairn.store.sqlite import SQLiteStore, insert_event
from cairn.timeutil import now


@dataclass(frozen=True)
class StoredSecret:
    where: str  # event | memory | revision | verdict | source
    id: str  # the event id (events) or the memory id (projections)
    memory_id: str | None
    kind: str
    field: str
    preview: str  # masked: first 4 characters and the length

    def as_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass(frozen=True)
class PurgeResult:
    events: tuple[str, ...]
    replaced: int
    kinds: tuple[str, ...]
    event_id: str | None  # the secret.purged event


def _mask(value: str) -> str:
    return f"{value[:4]}… ({len(value)} chars)"


def _hits(text: str | None, values: tuple[str, ...] = ()) -> list[tuple[str, str]]:
    if not text:
        return []
    out = [(f.kind, text[f.start : f.end]) for f in secrets.find(text)]
    out += [("given-value", v) for v in values if v and v in text]
    return out


def scan(store: SQLiteStore) -> list[StoredSecret]:
    db = store.db
    found: list[StoredSecret] = []
    for row in db.execute("SELECT id, memory_id, payload, prior FROM events ORDER BY seq"):
        for col in ("payload", "prior"):
            for kind, value in _hits(row[col]):
                found.append(
                    StoredSecret("event", row["id"], row["memory_id"], kind, col, _mask(value))
                )
    queries = (
        ("memory", "SELECT id AS mid, text FROM memories", "text"),
        ("revision", "SELECT memory_id AS mid, text FROM revisions", "text"),
        ("verdict", "SELECT memory_id AS mid, text FROM verdicts", "text"),
        (
            "source",
            "SELECT memory_id AS mid, transcript || ' ' || coalesce(cwd, '') AS text FROM sources",
            "transcript",
        ),
    )
    for where, sql, col in queries:
        for row in db.execute(sql):
            for kind, value in _hits(row["text"]):
                found.append(StoredSecret(where, row["mid"], row["mid"], kind, col, _mask(value)))
    return found


def _clean(value: Any, values: tuple[str, ...], kinds: list[str]) -> Any:
    if isinstance(value, str):
        text = value
        for v in values:
            if v and v in text:
                kinds.append("given-value")
                text = text.replace(v, MARK.format(kind="purged"))
        found = secrets.find(text)
        kinds.extend(f.kind for f in found)
        return secrets.redact_spans(text, found) if found else text
    if isinstance(value, dict):
        return {k: _clean(v, values, kinds) for k, v in value.items()}
    if isinstance(value, list):
        return [_clean(v, values, kinds) for v in value]
    return value


def targets(store: SQLiteStore, ref: str, scope: Scope) -> list[str]:
    """Event ids a purge of ``ref`` touches: one event (by id), or every event of a memory;
    only in ``scope``'s namespaces (another project's event or memory is not found)."""
    db = store.db
    row = db.execute(
        "SELECT id FROM events WHERE id = ? AND namespace IN (?, ?)",
        (ref.strip().upper(), *scope.namespaces),
    ).fetchone()
    if row:
        return [row[0]]
    mid = store.resolve_id(ref, scope)
    if mid is None:
        return []
    rows = db.execute("SELECT id FROM events WHERE memory_id = ? ORDER BY seq", (mid,))
    return [r[0] for r in rows]


def purge(
    store: SQLiteStore, event_ids: list[str], actor: Actor, *, values: tuple[str, ...] = ()
) -> PurgeResult:
    db = store.db
    db.execute("PRAGMA secure_delete = ON")
    changed: list[str] = []
    kinds: list[str] = []
    purged_id: str | None = None
    db.execute("BEGIN IMMEDIATE")
    try:
        db.execute("INSERT INTO purge_permit (token) VALUES (?)", (new_ulid(),))
        namespace, memory_id = None, None
        for eid in event_ids:
            row = db.execute(
                "SELECT namespace, memory_id, payload, prior FROM events WHERE id = ?", (eid,)
            ).fetchone()
            if row is None:
                continue
            before = len(kinds)
            payload = _clean(json.loads(row["payload"]), values, kinds)
            prior = _clean(json.loads(row["prior"]), values, kinds) if row["prior"] else None
            if len(kinds) == before:
                continue
            db.execute(
                "UPDATE events SET payload = ?, prior = ? WHERE id = ?",
                (
                    json.dumps(payload, sort_keys=True, ensure_ascii=False),
                    json.dumps(prior, sort_keys=True, ensure_ascii=False) if prior else None,
                    eid,
                ),
            )
            changed.append(eid)
            namespace, memory_id = row["namespace"], memory_id or row["memory_id"]
        db.execute("DELETE FROM purge_permit")
        if changed:
            event = Event(
                id=new_ulid(),
                at=now(),
                namespace=namespace or "",
                actor=actor,
                type=ev.SECRET_PURGED,
                memory_id=memory_id,
                payload={
                    "purged": {
                        "events": changed,
                        "replaced": len(kinds),
                        "kinds": sorted(set(kinds)),
                    },
                    "reason": "secrets in these events were replaced by redaction markers",
                },
                version=ev.CURRENT_VERSION,
            )
            insert_event(db, event)
            project.apply(db, event)
            purged_id = event.id
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise
    if changed:
        erase(store)
    return PurgeResult(tuple(changed), len(kinds), tuple(sorted(set(kinds))), purged_id)


def erase(store: SQLiteStore) -> None:
    """Make purged bytes unrecoverable from the files: rebuild projections and FTS from the
    log, optimise the FTS indexes, checkpoint and truncate the WAL, vacuum."""
    db = store.db
    db.execute("PRAGMA secure_delete = ON")
    store.rebuild()
    for fts in ("memories_fts", "memories_tri"):
        db.execute(f"INSERT INTO {fts} ({fts}) VALUES ('optimize')")
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.execute("VACUUM")
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
