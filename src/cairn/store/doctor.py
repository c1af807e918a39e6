"""``cairn doctor`` for the SQLite store: SQLite's own check, the schema version, both
full-text indexes against their rows (FTS5's integrity check), and every projection against a
replay of the event log into a store in memory."""

from __future__ import annotations

import sqlite3

from cairn.store import migrations, project
from cairn.store.base import Report
from cairn.store.sqlite import SQLiteStore  # which imports this module only when asked


def check(store: SQLiteStore) -> Report:
    report = Report()
    quick = store.db.execute("PRAGMA quick_check").fetchone()[0]
    report.add("sqlite integrity", quick == "ok", quick)
    version = store.db.execute("PRAGMA user_version").fetchone()[0]
    report.add(
        "schema version",
        version == migrations.latest_version(),
        f"{version} (this cairn: {migrations.latest_version()})",
    )
    for fts in ("memories_fts", "memories_tri"):
        try:
            store.db.execute(f"INSERT INTO {fts} ({fts}) VALUES ('integrity-check')")
            report.add(f"full-text index {fts}", True, "matches the memory rows")
        except sqlite3.DatabaseError as exc:
            report.add(f"full-text index {fts}", False, f"{exc}; run `cairn rebuild`")
    replay = SQLiteStore(":memory:")
    with replay.write() as tx:
        for event in store.iter_events():
            tx.append(event)
    cols = ", ".join(c for c in project.MEMORY_COLUMNS)
    mine = {r["id"]: tuple(r) for r in store.db.execute(f"SELECT {cols} FROM memories")}
    theirs = {r["id"]: tuple(r) for r in replay.db.execute(f"SELECT {cols} FROM memories")}
    missing = sorted(set(theirs) - set(mine))
    orphan = sorted(set(mine) - set(theirs))
    drift = sorted(k for k in set(mine) & set(theirs) if mine[k] != theirs[k])
    report.add(
        "memories match events",
        not (missing or orphan or drift),
        f"{len(mine)} rows; missing {len(missing)}, without events {len(orphan)},"
        f" differing {len(drift)}" + ("; run `cairn rebuild`" if missing or drift else ""),
    )
    for table, key in (
        ("sources", "event_id"),
        ("revisions", "event_id"),
        ("edges", "event_id"),
        ("verdicts", "event_id"),
        ("anchors", "event_id"),
    ):
        a = store.db.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
        b = replay.db.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
        report.add(f"{table} match events", a == b, f"{a} rows, events give {b} ({key})")
    replay.close()
    return report
