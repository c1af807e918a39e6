"""Schema comes from named, ordered migrations run on open: a blank store migrates, a second run
changes nothing, an old store upgrades and keeps its events, a newer one is refused untouched."""

from __future__ import annotations

import dataclasses
import re
import sqlite3
from pathlib import Path

import pytest

from cairn.errors import SchemaTooNew
from cairn.ids import new_ulid
from cairn.model import Candidate, Kind, Scope, View
from cairn.service import MemoryService, person_actor
from cairn.store import migrations, project
from cairn.store.sqlite import SQLiteStore, insert_event
from tests.conftest import NS_A, USER_NS


def _schema(db: sqlite3.Connection) -> tuple[object, ...]:
    master = sorted(
        tuple(r) for r in db.execute("SELECT type, name, tbl_name, sql FROM sqlite_master")
    )
    applied = sorted(tuple(r) for r in db.execute("SELECT name, applied_at FROM schema_migrations"))
    version = db.execute("PRAGMA user_version").fetchone()[0]
    return tuple(master), tuple(applied), version


def test_migrations_are_named_and_ordered() -> None:
    names = [name for name, _ in migrations.MIGRATIONS]
    assert names, "no migrations"
    assert len(set(names)) == len(names)
    numbers = [int(re.match(r"m(\d{3})_\w+$", n).group(1)) for n in names]  # type: ignore[union-attr]
    assert numbers == list(range(1, len(names) + 1))


def test_a_blank_store_migrates_to_the_latest_version(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "blank.db")
    try:
        master, applied, version = _schema(store.db)
        assert version == migrations.latest_version()
        assert [a[0] for a in applied] == sorted(n for n, _ in migrations.MIGRATIONS)
        tables = {m[1] for m in master if m[0] == "table"}
        assert {"events", "memories", "revisions", "sources", "verdicts", "edges"} <= tables
        assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    finally:
        store.close()


def test_migrating_twice_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "twice.db"
    SQLiteStore(path).close()
    db = sqlite3.connect(path, isolation_level=None)
    first = _schema(db)
    assert migrations.migrate(db) == []
    assert _schema(db) == first
    db.close()
    SQLiteStore(path).close()  # opening again runs the migrations again
    db = sqlite3.connect(path)
    assert _schema(db) == first
    db.close()


def _events_from_a_current_store(tmp_path: Path) -> list[object]:
    scratch = MemoryService.open(tmp_path / "scratch.db", Scope(NS_A, USER_NS))
    person = person_actor("alice")
    m = scratch.add(Candidate("Release branches are cut on Mondays", NS_A, Kind.CONVENTION), person)
    scratch.edit(m.memory.id, "Release branches are cut on Tuesdays", person)
    scratch.add(Candidate("The staging database is called stg-main", NS_A), person)
    assert isinstance(scratch.store, SQLiteStore)
    events = list(scratch.store.iter_events())
    scratch.close()
    return events


@pytest.mark.parametrize("upto", [1, 2])
def test_an_old_store_upgrades_on_open_and_keeps_its_events(
    tmp_path: Path, upto: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    events = _events_from_a_current_store(tmp_path)
    # the projector of those versions had no full-text index to write to
    monkeypatch.setattr(project, "_index", lambda *args: None)
    monkeypatch.setattr(project, "_unindex", lambda *args: None)
    path = tmp_path / "old.db"
    db = sqlite3.connect(path, isolation_level=None)
    assert migrations.migrate(db, upto=upto) == [n for n, _ in migrations.MIGRATIONS[:upto]]
    assert db.execute("PRAGMA user_version").fetchone()[0] == upto
    db.execute("BEGIN IMMEDIATE")
    for e in events:
        insert_event(db, e)  # type: ignore[arg-type]
        if upto >= 2:  # this old version had projections
            project.apply(db, e)  # type: ignore[arg-type]
    db.execute("COMMIT")
    old_events = [tuple(r) for r in db.execute("SELECT * FROM events ORDER BY seq")]
    db.close()
    monkeypatch.undo()

    store = SQLiteStore(path)
    try:
        assert store.db.execute("PRAGMA user_version").fetchone()[0] == migrations.latest_version()
        kept = [tuple(r) for r in store.db.execute("SELECT * FROM events ORDER BY seq")]
        # every old column of every event is kept as it was; the clock stamp (m013) is added
        assert [r[: len(old_events[0])] for r in kept] == old_events
        stamps = [r[0] for r in store.db.execute("SELECT hlc FROM events ORDER BY seq")]
        assert all(stamps) and stamps == sorted(stamps) and len(set(stamps)) == len(stamps)
        if upto < 2:  # projections did not exist yet: derive them from the kept events
            assert store.rebuild().ok
        svc = MemoryService(store, Scope(NS_A, USER_NS))
        assert {m.text for m in svc.memories(View.SEARCH)} == {
            "Release branches are cut on Tuesdays",
            "The staging database is called stg-main",
        }
        # the full-text index added by a later migration covers the rows that already existed
        assert [m.text for m, _ in svc.search("release branches")] == [
            "Release branches are cut on Tuesdays"
        ]
        assert [m.text for m, _ in svc.search("stg-main")] == [
            "The staging database is called stg-main"
        ]
        report = store.doctor()
        assert report.ok, report.checks
    finally:
        store.close()


def test_a_store_from_a_newer_cairn_is_refused_and_left_unchanged(tmp_path: Path) -> None:
    path = tmp_path / "newer.db"
    svc = MemoryService.open(path, Scope(NS_A, USER_NS))
    svc.add(Candidate("A memory written by a newer cairn", NS_A), person_actor("alice"))
    svc.close()
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {migrations.latest_version() + 1}")
    db.commit()
    db.close()
    before = path.read_bytes()

    with pytest.raises(SchemaTooNew, match="newer"):
        SQLiteStore(path)
    assert path.read_bytes() == before
    db = sqlite3.connect(path)
    assert db.execute("SELECT count(*) FROM events").fetchone()[0] == 1
    assert db.execute("PRAGMA user_version").fetchone()[0] == migrations.latest_version() + 1
    db.close()


def test_a_failing_migration_rolls_back_and_leaves_the_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "fail.db"
    db = sqlite3.connect(path, isolation_level=None)
    migrations.migrate(db, upto=1)
    name, real = migrations.MIGRATIONS[1]

    def half_done(conn: sqlite3.Connection) -> None:
        real(conn)  # the real migration's tables exist inside the transaction...
        raise RuntimeError("interrupted")  # ...when it fails

    patched = list(migrations.MIGRATIONS)
    patched[1] = (name, half_done)
    monkeypatch.setattr(migrations, "MIGRATIONS", patched)
    with pytest.raises(RuntimeError, match="interrupted"):
        migrations.migrate(db)
    assert db.execute("PRAGMA user_version").fetchone()[0] == 1
    assert [r[0] for r in db.execute("SELECT name FROM schema_migrations")] == [
        migrations.MIGRATIONS[0][0]
    ]
    tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert "memories" not in tables  # rolled back
    assert "events" in tables  # control: the first migration stays
    db.close()


def _upto(name: str) -> int:
    return [n for n, _ in migrations.MIGRATIONS].index(name) + 1


def test_a_store_at_the_code_anchors_version_gains_the_sync_clock_and_keeps_everything(
    tmp_path: Path,
) -> None:
    """A store migrated by the release before the team server (its last migration the code
    anchors, m012) upgrades to m013: every event stamped in log order, nothing else changed,
    anchors kept."""
    events = _events_from_a_current_store(tmp_path)
    path = tmp_path / "anchored.db"
    db = sqlite3.connect(path, isolation_level=None)
    upto = _upto("m012_anchors")
    assert migrations.MIGRATIONS[upto - 1][0] == "m012_anchors"
    migrations.migrate(db, upto=upto)
    assert "hlc" not in {r[1] for r in db.execute("PRAGMA table_info(events)")}
    db.execute("BEGIN IMMEDIATE")
    for e in events:
        insert_event(db, e)  # type: ignore[arg-type]
        project.apply(db, e)  # type: ignore[arg-type]
    mid = str(events[0].memory_id)  # type: ignore[attr-defined]
    item = {"idx": 0, "kind": "file", "name": "Makefile", "path": "Makefile", "fingerprint": "f"}
    anchored = dataclasses.replace(
        events[0],  # type: ignore[type-var]
        id=new_ulid(),
        type="anchors.recorded",
        payload={"anchors": {"op": "record", "revision": 1, "items": [item]}},
        prior=None,
    )
    insert_event(db, anchored)  # type: ignore[arg-type]
    project.apply(db, anchored)  # type: ignore[arg-type]
    db.execute("COMMIT")
    old_events = [tuple(r) for r in db.execute("SELECT * FROM events ORDER BY seq")]
    db.close()

    store = SQLiteStore(path)
    try:
        assert store.db.execute("PRAGMA user_version").fetchone()[0] == migrations.latest_version()
        names = [r[0] for r in store.db.execute("SELECT name FROM schema_migrations")]
        assert "m012_anchors" in names and "m013_event_sync" in names
        kept = [tuple(r) for r in store.db.execute("SELECT * FROM events ORDER BY seq")]
        assert [r[: len(old_events[0])] for r in kept] == old_events
        stamps = [r[0] for r in store.db.execute("SELECT hlc FROM events ORDER BY seq")]
        assert all(stamps) and stamps == sorted(stamps) and len(set(stamps)) == len(stamps)
        assert [r[0] for r in store.db.execute("SELECT memory_id FROM anchors")] == [mid]
        svc = MemoryService(store, Scope(NS_A, USER_NS))
        assert [m.text for m, _ in svc.search("stg-main")] == [
            "The staging database is called stg-main"
        ]
        assert store.doctor().ok
    finally:
        store.close()


def test_a_store_of_the_team_branch_with_m012_event_sync_is_only_marked_done(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A store a pre-release build of the team server stamped under the old name
    (``m012_event_sync``) is not stamped twice: m013 sees it and only records itself."""
    path = tmp_path / "team-branch.db"
    db = sqlite3.connect(path, isolation_level=None)
    names = [name for name, _ in migrations.MIGRATIONS]
    before = names.index("m013_event_sync")  # the team branch knew nothing after it
    migrations.migrate(db, upto=before + 1)
    db.execute("DELETE FROM schema_migrations WHERE name = 'm013_event_sync'")
    db.execute("INSERT INTO schema_migrations VALUES ('m012_event_sync', '2025-01-01T00:00:00Z')")
    db.execute(f"PRAGMA user_version = {before}")
    db.close()
    store = SQLiteStore(path)  # would fail on a duplicate column if it ran again
    try:
        names = {r[0] for r in store.db.execute("SELECT name FROM schema_migrations")}
        assert {"m012_event_sync", "m013_event_sync", "m012_anchors"} <= names
        assert store.db.execute("PRAGMA user_version").fetchone()[0] == migrations.latest_version()
    finally:
        store.close()
