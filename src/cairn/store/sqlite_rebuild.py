"""``cairn rebuild`` for the SQLite store: every event replayed into fresh projections in one
write transaction, refused (and rolled back, nothing changed) when a row that exists now would
be missing afterwards, and a damaged file refused before anything is touched."""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from cairn.errors import StoreCorrupt
from cairn.store import damage
from cairn.store.base import Report, rows_restored
from cairn.store.rows import row_to_event
from cairn.store.sqlite import (  # which imports this module only when asked
    SQLiteStore,
    _Tx,
)
from cairn.store.sqlite_errors import translate
from cairn.store.vocab import DocFreq


def _snapshot(db: sqlite3.Connection) -> dict[str, set[Any]]:
    return {
        "memories": {r[0] for r in db.execute("SELECT id FROM memories")},
        "sources": {r[0] for r in db.execute("SELECT event_id || ':' || memory_id FROM sources")},
        "revisions": {
            r[0] for r in db.execute("SELECT memory_id || ':' || revision FROM revisions")
        },
        "edges": {r[0] for r in db.execute("SELECT src || ':' || dst || ':' || type FROM edges")},
        "verdicts": {
            r[0] for r in db.execute("SELECT namespace || ':' || claim_key FROM verdicts")
        },
        "citations": {r[0] for r in db.execute("SELECT event_id FROM citations")},
        "policies": {r[0] for r in db.execute("SELECT namespace || ':' || key FROM policies")},
        "adoptions": {r[0] for r in db.execute("SELECT identity FROM adoptions")},
        "anchors": {r[0] for r in db.execute("SELECT memory_id || ':' || idx FROM anchors")},
    }


def rebuild(store: SQLiteStore) -> Report:
    """Replay every event into fresh projections; refuse (and roll back) if a row that
    exists now would be missing afterwards."""
    report = Report()
    with translate(store.path):
        quick = store.db.execute("PRAGMA quick_check").fetchone()[0]
        if quick != "ok":
            damage.mark(store.path, "rebuild found the file damaged")
            raise StoreCorrupt(
                f"store {store.path} is damaged ({quick.splitlines()[0]}); rebuilding it in"
                " place could lose rows, so nothing was changed",
                hint="`cairn doctor` says what is damaged; `cairn rebuild --recover` replays"
                " the event log into a fresh file",
            )
        store.db.execute("BEGIN IMMEDIATE")
        try:
            before = _snapshot(store.db)
            for fts in ("memories_fts", "memories_tri"):  # refilled by the replay
                store.db.execute(f"INSERT INTO {fts} ({fts}) VALUES ('delete-all')")
            for table in store._PROJECTIONS:
                store.db.execute(f"DELETE FROM {table}")
            n = 0
            replayer = _Tx(store.db, DocFreq())
            for row in store.db.execute("SELECT * FROM events ORDER BY seq").fetchall():
                replayer.project(row_to_event(row), bool(row["merged"]))
                n += 1
            after = _snapshot(store.db)
            restored = rows_restored(before, after)
            store.db.execute("COMMIT")
        except BaseException:
            store.db.execute("ROLLBACK")
            raise
        finally:
            store._df.forget()
    store.write_gatefile()
    report.add("replayed", True, f"{n} events")
    report.add("restored", True, json.dumps(restored, sort_keys=True) if restored else "none")
    return report
