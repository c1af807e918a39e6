"""``cairn doctor`` for the SQLite store: SQLite's own check, the schema version, both
full-text indexes against their rows (FTS5's integrity check), and every projection against a
replay of the event log into a store in memory, row by row and column by column: a row edited,
added or deleted in a projection with no event behind it (a direct SQLite edit) shows as
differing, without events, or missing. (An event forged into the log itself is replayed like
any other: that is what it cannot see.) A file that fails SQLite's check is examined by
``store.damage`` instead."""

from __future__ import annotations

import sqlite3
from collections import Counter

from cairn.store import migrations, project
from cairn.store.base import Report
from cairn.store.sqlite import SQLiteStore  # which imports this module only when asked


def _rows(db: sqlite3.Connection, table: str) -> Counter[tuple[object, ...]]:
    """Every row of ``table`` as a value, without its row number (``seq``, which a replay
    numbers afresh)."""
    cols = [r[1] for r in db.execute(f"PRAGMA table_info({table})") if r[1] != "seq"]
    return Counter(tuple(r) for r in db.execute(f"SELECT {', '.join(cols)} FROM {table}"))


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
        for event, merged in store.iter_log():
            tx.append(event, merged=merged)
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
    for table in store._PROJECTIONS:
        if table == "memories":
            continue  # checked above, row by row
        a = _rows(store.db, table)
        b = _rows(replay.db, table)
        extra, lost = sum((a - b).values()), sum((b - a).values())
        report.add(
            f"{table} match events",
            not (extra or lost),
            f"{sum(a.values())} rows; without events {extra}, missing {lost}"
            + ("; run `cairn rebuild`" if lost and not extra else ""),
        )
    replay.close()
    return report
