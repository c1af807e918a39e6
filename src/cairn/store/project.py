"""The projector: applies one event's payload parts to the projection tables.

The same function runs when an event is appended and when ``rebuild`` replays the log, so a
projection can always be derived from the events. It never writes an event itself.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from typing import Any

from cairn.model import Event
from cairn.store import anchor_rows

MEMORY_COLUMNS = (
    "id",
    "namespace",
    "scope",
    "kind",
    "text",
    "tags",
    "claim_key",
    "slot_key",
    "subject",
    "predicate",
    "object",
    "status",
    "review",
    "confidence",
    "evidence_count",
    "valid_from",
    "valid_to",
    "recorded_at",
    "updated_at",
    "retired_at",
    "superseded_by",
    "supersedes",
    "revision",
    "session",
    "rank_penalty",
    "flags",
    "anchors",
    "gate",
    "cited_count",
    "last_cited_at",
)
_JSON_COLUMNS = frozenset({"flags", "anchors", "gate"})
SOURCE_COLUMNS = (
    "kind",
    "client",
    "agent",
    "model",
    "session",
    "transcript",
    "locator",
    "at",
    "label",
    "trust",
    "branch",
    "cwd",
    "vouched",
)


def _col(name: str, value: Any) -> Any:
    if name in _JSON_COLUMNS and value is not None and not isinstance(value, str):
        return json.dumps(value, sort_keys=True)
    return value


Indexed = Callable[[int | None, str, str, int], None]


def apply(db: sqlite3.Connection, event: Event, indexed: Indexed | None = None) -> None:
    """Apply ``event``; ``indexed`` hears every memory (rowid) whose text and tags enter the
    lexical index (``1``) or leave it (``-1``)."""
    p = event.payload
    mid = event.memory_id
    if "create" in p:
        row = dict(p["create"])
        row.setdefault("updated_at", event.at)
        cols = [c for c in MEMORY_COLUMNS if c in row]
        seq = db.execute(
            f"INSERT INTO memories ({', '.join(cols)}, last_event) VALUES "
            f"({', '.join('?' for _ in cols)}, ?)",
            [_col(c, row[c]) for c in cols] + [event.id],
        ).lastrowid
        _index(db, seq, str(row["text"]), str(row.get("tags") or ""), indexed)
    if "set" in p and mid:
        changes = {k: v for k, v in p["set"].items() if k in MEMORY_COLUMNS and k != "id"}
        if changes:
            old = None
            if "text" in changes or "tags" in changes:
                old = db.execute(
                    "SELECT seq, text, tags FROM memories WHERE id = ?", (mid,)
                ).fetchone()
            assigns = ", ".join(f"{k} = ?" for k in changes)
            last = p.get("_last")  # a merged edit that took a memory back (sync.merge)
            if isinstance(last, dict):
                db.execute(
                    f"UPDATE memories SET {assigns}, updated_at = ?, last_event = ? WHERE id = ?",
                    [_col(k, v) for k, v in changes.items()] + [last["at"], last["event"], mid],
                )
            elif p.get("_keep_last"):  # a merged event older than the memory's last (sync.merge)
                db.execute(
                    f"UPDATE memories SET {assigns} WHERE id = ?",
                    [_col(k, v) for k, v in changes.items()] + [mid],
                )
            else:
                db.execute(
                    f"UPDATE memories SET {assigns}, updated_at = ?, last_event = ? WHERE id = ?",
                    [_col(k, v) for k, v in changes.items()] + [event.at, event.id, mid],
                )
            if old is not None:  # the index forgets the old words and learns the new ones
                seq, text, tags = int(old[0]), str(old[1]), str(old[2] or "")
                _unindex(db, seq, text, tags, indexed)
                new_text = str(changes.get("text", text))
                _index(db, seq, new_text, str(changes.get("tags", tags) or ""), indexed)
    if "revision" in p and mid:
        r = p["revision"]
        db.execute(
            "INSERT OR REPLACE INTO revisions (memory_id, revision, text, claim_key, known_at,"
            " effective_at, evidence, event_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                mid,
                r["revision"],
                r["text"],
                r["claim_key"],
                r.get("known_at", event.at),
                r.get("effective_at"),
                json.dumps(r.get("evidence", {}), sort_keys=True),
                event.id,
            ),
        )
    if "old_revision" in p and mid:  # an edit: the old text keeps its evidence counts
        o = p["old_revision"]
        db.execute(
            "UPDATE revisions SET evidence = ? WHERE memory_id = ? AND revision = ?",
            (json.dumps(o.get("evidence", {}), sort_keys=True), mid, o["revision"]),
        )
    if "source" in p and mid:
        s = p["source"]
        db.execute(
            f"INSERT INTO sources (memory_id, event_id, revision, {', '.join(SOURCE_COLUMNS)})"
            f" VALUES (?, ?, ?, {', '.join('?' for _ in SOURCE_COLUMNS)})",
            [mid, event.id, s.get("revision", 1)]
            + [s.get(c, "unknown" if c == "kind" else None) for c in SOURCE_COLUMNS[:-1]]
            + [1 if s.get("vouched") else 0],
        )
    if "verdict" in p:
        v = p["verdict"]
        if v.get("lift"):
            db.execute(
                "DELETE FROM verdicts WHERE namespace = ? AND claim_key = ?",
                (event.namespace, v["claim_key"]),
            )
        else:
            db.execute(
                "INSERT OR REPLACE INTO verdicts (namespace, claim_key, verdict, actor, at, note,"
                " memory_id, text, event_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    event.namespace,
                    v["claim_key"],
                    v["verdict"],
                    event.actor.id,
                    event.at,
                    v.get("note"),
                    mid,
                    v.get("text"),
                    event.id,
                ),
            )
    if "edge" in p:
        e = p["edge"]
        if e.get("resolved"):
            db.execute(
                "UPDATE edges SET resolved_at = ?, resolution = ? WHERE src = ? AND dst = ?"
                " AND type = ? AND resolved_at IS NULL",
                (event.at, e.get("resolution"), e["src"], e["dst"], e["type"]),
            )
        else:
            db.execute(
                "INSERT INTO edges (src, dst, type, at, actor, event_id, note) VALUES"
                " (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (src, dst, type) DO UPDATE SET"
                " resolved_at = NULL, resolution = NULL, at = excluded.at,"
                " event_id = excluded.event_id, note = excluded.note",
                (e["src"], e["dst"], e["type"], event.at, event.actor.id, event.id, e.get("note")),
            )
    if "policy" in p:
        pol = p["policy"]
        db.execute(
            "INSERT OR REPLACE INTO policies (namespace, key, value, at, event_id)"
            " VALUES (?, ?, ?, ?, ?)",
            (event.namespace, pol["key"], json.dumps(pol["value"]), event.at, event.id),
        )
    if "adoption" in p:
        a = p["adoption"]
        for identity in a["identities"]:
            db.execute(
                "INSERT OR REPLACE INTO adoptions (identity, namespace, root, actor, at, event_id)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (identity, event.namespace, a.get("root"), event.actor.id, event.at, event.id),
            )
    if "rekey" in p:
        from cairn.store import rekey  # only a migration writes these

        rekey.apply(db, event.namespace, p["rekey"])
    if "anchors" in p and mid:
        anchor_rows.apply(db, event)
    if "citation" in p and mid:
        c = p["citation"]
        db.execute(
            "INSERT INTO citations (memory_id, revision, session, at, credited, event_id)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (
                mid,
                c["revision"],
                c.get("session"),
                event.at,
                1 if c.get("credited", True) else 0,
                event.id,
            ),
        )


def _index(
    db: sqlite3.Connection,
    seq: int | None,
    text: str,
    tags: str,
    indexed: Indexed | None,
) -> None:
    """A memory's text and tags into both lexical indexes (external-content FTS5 tables).

    The projector keeps the indexes itself; there are no triggers on ``memories`` (migration
    m007): a trigger gives every statement a savepoint, at which FTS5 writes its pending terms
    out as a new segment, so a batch of 1,000 inserts built and merged 1,000 segments (six
    times the cost of indexing them). ``rebuild`` clears and refills both indexes from the
    log, and ``doctor`` checks them."""
    db.execute("INSERT INTO memories_fts (rowid, text, tags) VALUES (?, ?, ?)", (seq, text, tags))
    db.execute("INSERT INTO memories_tri (rowid, text) VALUES (?, ?)", (seq, text))
    if indexed is not None:
        indexed(seq, text, tags, 1)


def _unindex(
    db: sqlite3.Connection, seq: int, text: str, tags: str, indexed: Indexed | None
) -> None:
    """Take a memory's old text and tags out of both indexes (FTS5 needs the indexed values)."""
    db.execute(
        "INSERT INTO memories_fts (memories_fts, rowid, text, tags) VALUES ('delete', ?, ?, ?)",
        (seq, text, tags),
    )
    db.execute(
        "INSERT INTO memories_tri (memories_tri, rowid, text) VALUES ('delete', ?, ?)", (seq, text)
    )
    if indexed is not None:
        indexed(seq, text, tags, -1)
