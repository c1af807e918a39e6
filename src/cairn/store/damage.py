"""A damaged store file: finding what is damaged, refusing writes to it, and recovering.

``examine`` reads the file without the store's normal open (which a damaged file may fail):
SQLite's ``quick_check``, then each table on its own, so it can say which tables are damaged
and whether the event log (the truth every projection is rebuilt from) is intact. When the
file fails its check, a marker beside it (``<store>.damaged``) makes every later write refuse
(``SQLiteStore.write``) until the store is recovered; a write that meets corruption on its own
rolls back and leaves the same marker.

``recover`` keeps a copy of the damaged file, replays its event log (only when that log is
intact) into a fresh file opened through the migrations, checks the new file and puts it in
place. It never repairs a damaged file in place, and never recovers from a damaged log: it says
so, and the person restores a backup.
"""

from __future__ import annotations

import json
import os
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cairn.errors import StoreCorrupt
from cairn.store.base import Report

MARKER_SUFFIX = ".damaged"
EVENTS = "events"


def marker(path: str | Path) -> Path:
    return Path(str(path) + MARKER_SUFFIX)


def mark(path: str | Path, what: str) -> None:
    """Leave the damage marker (never raises: it is written while reporting another error)."""
    try:
        from cairn.timeutil import now

        marker(path).write_text(json.dumps({"at": now(), "found": what}) + "\n", "utf-8")
    except OSError:
        pass


def refuse_if_marked(path: str | Path) -> None:
    m = marker(path)
    if m.exists():
        try:
            found = json.loads(m.read_text("utf-8")).get("found", "")
        except (OSError, ValueError):
            found = ""
        raise StoreCorrupt(
            f"store {path} is damaged ({found or 'see cairn doctor'}); writes are refused until"
            " it is recovered, so nothing more is written into a damaged file",
            hint="`cairn doctor` says what is damaged and how to recover",
        )


def is_corruption(exc: BaseException) -> bool:
    msg = str(exc)
    return isinstance(exc, sqlite3.DatabaseError) and (
        "malformed" in msg or "not a database" in msg or "corrupt" in msg
    )


@dataclass
class Damage:
    readable: bool = True  # the file opens as a SQLite database at all
    ok: bool = True  # quick_check passed
    detail: str = ""
    damaged: list[str] = field(default_factory=list)  # tables (with their indexes) that fail
    log_intact: bool = True
    events: int = 0  # events readable from the log

    def as_report(self, path: str | Path) -> Report:
        report = Report()
        if not self.readable:
            report.add("sqlite integrity", False, f"the file cannot be read: {self.detail}")
        elif self.ok:
            report.add("sqlite integrity", True, "ok")
            return report
        else:
            report.add(
                "sqlite integrity",
                False,
                "damaged: " + (", ".join(self.damaged) or self.detail.splitlines()[0]),
            )
        if self.log_intact:
            said = f"intact ({self.events} events readable)"
        elif EVENTS in self.damaged:
            said = f"damaged: the events table fails SQLite's check ({self.events} readable)"
        else:
            said = f"unreadable ({self.detail.splitlines()[0] if self.detail else 'no schema'})"
        report.add("event log", self.log_intact, said)
        report.add("recovery", False, advice(path, self))
        return report


def advice(path: str | Path, damage: Damage) -> str:
    keep = f"1. keep a copy of the damaged file first: cp {path} {path}.bak"
    if damage.log_intact:
        return (
            f"{keep} (`cairn rebuild --recover` also keeps one); 2. the event log is intact:"
            " `cairn rebuild --recover` replays it into a fresh file and puts that in place"
            " (every memory, verdict and edge comes back; embeddings are rebuilt with"
            " `cairn embed`). Writes are refused until then."
        )
    return (
        f"{keep}; 2. the event log itself is damaged, so the projections cannot be rebuilt"
        " from it without loss: restore the file from a backup (the damaged copy keeps what"
        " could still be read). Writes are refused until then."
    )


def _connect_ro(path: str | Path) -> sqlite3.Connection:
    db = sqlite3.connect(f"file:{Path(path).resolve()}?mode=ro", uri=True, isolation_level=None)
    db.execute("PRAGMA query_only = ON")
    return db


def examine(path: str | Path) -> Damage:
    """What is damaged in the file at ``path`` (marks it when anything is)."""
    damage = Damage()
    try:
        db = _connect_ro(path)
    except sqlite3.DatabaseError as exc:
        return _marked(path, Damage(readable=False, ok=False, detail=str(exc), log_intact=False))
    try:
        try:
            rows = [r[0] for r in db.execute("PRAGMA quick_check").fetchall()]
        except sqlite3.DatabaseError as exc:
            return _marked(
                path, Damage(readable=False, ok=False, detail=str(exc), log_intact=False)
            )
        if rows == ["ok"]:
            return damage
        damage.ok, damage.detail = False, "\n".join(rows)
        try:
            tables = [
                r[0]
                for r in db.execute(
                    "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
                )
            ]
        except sqlite3.DatabaseError:
            tables = []
        for name in tables:
            try:
                got = db.execute(f'PRAGMA quick_check("{name}")').fetchone()[0]
            except sqlite3.DatabaseError as exc:
                got = str(exc)
            if got != "ok":
                damage.damaged.append(name)
        damage.log_intact, damage.events = _log_readable(db, EVENTS in damage.damaged)
        if not tables:
            damage.log_intact = False
        return _marked(path, damage)
    finally:
        db.close()


def _marked(path: str | Path, damage: Damage) -> Damage:
    where = ", ".join(damage.damaged) or "the file"
    mark(path, f"damaged: {where}")
    return damage


def _log_readable(db: sqlite3.Connection, flagged: bool) -> tuple[bool, int]:
    """Whether every event can be read (and the table passed its own check)."""
    n = 0
    try:
        for _row in db.execute(f"SELECT id, payload, prior, actor FROM {EVENTS} ORDER BY seq"):
            n += 1
    except sqlite3.DatabaseError:
        return False, n
    return not flagged, n


def recover(path: str | Path) -> Report:
    """Replace the damaged file at ``path`` by one rebuilt from its (intact) event log."""
    from cairn.store.rows import row_to_event
    from cairn.store.sqlite import SQLiteStore
    from cairn.timeutil import now

    src = Path(path)
    damage = examine(src)
    if damage.ok and damage.readable:
        marker(src).unlink(missing_ok=True)
        report = Report()
        report.add("sqlite integrity", True, "ok: nothing to recover (`cairn rebuild` rebuilds)")
        return report
    if not damage.log_intact:
        raise StoreCorrupt(
            f"store {src} cannot be recovered from its event log: the log itself is damaged"
            f" ({damage.events} events could be read)",
            hint=advice(src, damage),
        )
    stamp = now().replace(":", "").replace("-", "")[:15]
    fresh = src.with_name(src.name + ".recovering")
    for p in (fresh, Path(str(fresh) + "-wal"), Path(str(fresh) + "-shm")):
        p.unlink(missing_ok=True)
    old = _connect_ro(src)
    old.row_factory = sqlite3.Row
    new = SQLiteStore(fresh)
    copied: dict[str, Any] = {"events": 0, "cursors": 0}
    try:
        with new.write() as tx:
            for row in old.execute(f"SELECT * FROM {EVENTS} ORDER BY seq"):
                tx.append(row_to_event(row))
                copied["events"] += 1
            try:  # mining bookkeeping is not in the log: kept when it can still be read
                for r in old.execute("SELECT * FROM ingest_cursors"):
                    tx.put_cursor(dict(r))
                    copied["cursors"] += 1
            except sqlite3.DatabaseError:
                copied["cursors"] = "unreadable; the next `cairn mine` reads those files again"
        check = new.db.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise StoreCorrupt(f"the rebuilt file {fresh} fails its own check: {check}")
        new.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        old.close()
        new.close()
    kept = src.with_name(f"{src.name}.damaged-{stamp}")
    for suffix in ("", "-wal", "-shm"):
        part = Path(str(src) + suffix)
        if part.exists():
            os.replace(part, Path(str(kept) + suffix))
    os.replace(fresh, src)
    for suffix in ("-wal", "-shm"):
        Path(str(fresh) + suffix).unlink(missing_ok=True)
    marker(src).unlink(missing_ok=True)
    report = Report()
    report.add("damaged copy kept", True, str(kept))
    report.add("replayed", True, f"{copied['events']} events into a fresh file")
    report.add("mining cursors", True, str(copied["cursors"]))
    report.add("sqlite integrity", True, "ok (the rebuilt file)")
    return report
