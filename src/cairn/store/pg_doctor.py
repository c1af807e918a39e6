"""``cairn doctor`` for the PostgreSQL backend: the migrations applied, and every projection
the store sees against a replay of the events it sees (into a store in memory, with SQLite's
projector: the two projectors must agree, which the contract suite checks too). A row edited in
a projection with no event behind it shows as differing, without events, or missing."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from cairn.store import pg_migrations
from cairn.store.base import Report
from cairn.store.project import MEMORY_COLUMNS, SOURCE_COLUMNS

if TYPE_CHECKING:
    from cairn.store.postgres import PostgresStore

# columns compared per table (what both backends hold; PostgreSQL adds ``namespace`` and
# numbers rows its own way)
TABLES: dict[str, tuple[str, ...]] = {
    "sources": ("memory_id", "event_id", "revision", *SOURCE_COLUMNS),
    "revisions": (
        "memory_id",
        "revision",
        "text",
        "claim_key",
        "known_at",
        "effective_at",
        "evidence",
        "event_id",
    ),
    "edges": ("src", "dst", "type", "at", "actor", "event_id", "note", "resolved_at", "resolution"),
    "verdicts": (
        "namespace",
        "claim_key",
        "verdict",
        "actor",
        "at",
        "note",
        "memory_id",
        "text",
        "event_id",
    ),
    "citations": ("memory_id", "revision", "session", "at", "credited", "event_id"),
    "policies": ("namespace", "key", "value", "at", "event_id"),
    "adoptions": ("identity", "namespace", "root", "actor", "at", "event_id"),
}


def _norm(v: Any) -> Any:
    return float(v) if isinstance(v, float) else v


def rows_of(query: Any, table: str, cols: tuple[str, ...]) -> Counter[tuple[Any, ...]]:
    """``table``'s rows as values (``query(sql)`` returns mappings)."""
    return Counter(
        tuple(_norm(r[c]) for c in cols) for r in query(f"SELECT {', '.join(cols)} FROM {table}")
    )


def check(store: PostgresStore) -> Report:
    report = Report()
    with store._conn() as c:
        done = set(pg_migrations.applied(c)) if store.bound is None else None
    if done is not None:
        latest = pg_migrations.latest()
        report.add(
            "schema version",
            done == set(latest),
            f"{len(done)} migrations applied (this cairn: {len(latest)})",
        )
    replay = store.replay_until("9999-12-31T23:59:59.999999Z")
    try:
        cols = ", ".join(MEMORY_COLUMNS)
        with store._conn() as c:
            mine = {
                r["id"]: tuple(_norm(r[k]) for k in MEMORY_COLUMNS)
                for r in c.execute(f"SELECT {cols} FROM memories")
            }
        theirs = {
            r["id"]: tuple(_norm(r[k]) for k in MEMORY_COLUMNS)
            for r in replay.db.execute(f"SELECT {cols} FROM memories")
        }
        missing = sorted(set(theirs) - set(mine))
        orphan = sorted(set(mine) - set(theirs))
        drift = sorted(k for k in set(mine) & set(theirs) if mine[k] != theirs[k])
        report.add(
            "memories match events",
            not (missing or orphan or drift),
            f"{len(mine)} rows; missing {len(missing)}, without events {len(orphan)},"
            f" differing {len(drift)}"
            + ("; the owner runs `cairn rebuild --db URL`" if missing or drift else ""),
        )
        for table, tcols in TABLES.items():
            with store._conn() as c:
                a = rows_of(lambda sql: c.execute(sql).fetchall(), table, tcols)
            b = rows_of(lambda sql: replay.db.execute(sql).fetchall(), table, tcols)
            extra, lost = sum((a - b).values()), sum((b - a).values())
            report.add(
                f"{table} match events",
                not (extra or lost),
                f"{sum(a.values())} rows; without events {extra}, missing {lost}",
            )
    finally:
        replay.close()
    return report
