"""A damaged store: no command reports ok on a file that fails `PRAGMA quick_check`; a write
that meets corruption commits nothing; `cairn doctor` says what is damaged and how to recover,
and `cairn rebuild --recover` replays an intact event log into a fresh file, keeping a copy of
the damaged one (issue 14, item 19). Real damaged files: bytes overwritten in a projection's
pages, in the events table's pages, and a truncated file."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from cairn.model import Candidate, Scope
from cairn.service import MemoryService, person_actor
from tests.conftest import NS_A, USER_NS, Cli

N = 300


@pytest.fixture
def healthy(cli: Cli) -> Path:
    """The cli's store with N memories (and their events), checkpointed into the main file."""
    store = cli.home / "cairn.db"
    svc = MemoryService.open(store, Scope(NS_A, USER_NS))
    try:
        me = person_actor("alice")
        svc.add_many(
            [
                Candidate(f"Service {i} deploys with chart v{i} on node pool {i % 7}", NS_A)
                for i in range(N)
            ],
            me,
        )
    finally:
        svc.close()
    db = sqlite3.connect(store)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    return store


def _pages(store: Path, table: str) -> tuple[list[int], int]:
    db = sqlite3.connect(store)
    try:
        pages = [
            p
            for (p,) in db.execute(
                "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY path",
                (table,),
            )
        ]
        return pages, int(db.execute("PRAGMA page_size").fetchone()[0])
    finally:
        db.close()


def _smash(store: Path, table: str, which: slice, *, offset: int = 8) -> None:
    pages, size = _pages(store, table)
    assert pages[which], f"no {table} pages to damage"
    with open(store, "r+b") as f:
        for p in pages[which]:
            f.seek((p - 1) * size + offset)
            f.write(b"\xde\xad\xbe\xef" * 200)


def _events(store: Path) -> int | str:
    try:
        db = sqlite3.connect(f"file:{store}?mode=ro", uri=True)
        try:
            return int(db.execute("SELECT count(*) FROM events").fetchone()[0])
        finally:
            db.close()
    except sqlite3.DatabaseError as exc:
        return str(exc)


def _checks(proc: object) -> dict[str, dict[str, object]]:
    out = json.loads(proc.stdout)  # type: ignore[attr-defined]
    return {c["check"]: c for c in out["checks"]}


def _refused_everywhere(cli: Cli, store: Path) -> None:
    """doctor, rebuild and a write on the damaged file: none says ok, nothing is committed."""
    before = _events(store)
    for args in (("doctor",), ("rebuild",), ("propose", "Written into a damaged store")):
        proc = cli.run(*args, "--json")
        assert proc.returncode == 1, (args, proc.stdout, proc.stderr)
        assert '"ok": true' not in proc.stdout.split('"checks"')[0], args
        assert "Traceback" not in proc.stderr
    assert _events(store) == before


def test_damaged_projection_pages_are_named_and_recovered_from_the_log(
    cli: Cli, healthy: Path
) -> None:
    total = _events(healthy)
    _smash(healthy, "memories", slice(1, 3))
    proc = cli.run("doctor", "--json")
    assert proc.returncode == 1
    checks = _checks(proc)
    assert not checks["sqlite integrity"]["ok"] and "memories" in str(
        checks["sqlite integrity"]["detail"]
    )
    assert checks["event log"]["ok"] and f"{total} events" in str(checks["event log"]["detail"])
    advice = str(checks["recovery"]["detail"])
    assert "keep a copy" in advice and "cairn rebuild --recover" in advice
    _refused_everywhere(cli, healthy)
    assert "writes are refused" in cli.run("propose", "Another one").stderr

    proc = cli.run("rebuild", "--recover", "--json")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    kept = Path(str(_checks(proc)["damaged copy kept"]["detail"]))
    assert kept.is_file() and kept.name.startswith("cairn.db.damaged-")
    doctor = cli.run("doctor", "--json")
    assert doctor.returncode == 0, doctor.stdout
    assert len(cli.json("list")["memories"]) == N
    assert _events(healthy) == total
    assert cli.json("propose", "Written after recovery")["action"] == "created"


def test_damaged_event_log_pages_are_reported_and_never_rebuilt_from(
    cli: Cli, healthy: Path
) -> None:
    _smash(healthy, "events", slice(2, 4))
    before = healthy.read_bytes()
    proc = cli.run("doctor", "--json")
    checks = _checks(proc)
    assert proc.returncode == 1 and not checks["event log"]["ok"]
    assert "restore the file from a backup" in str(checks["recovery"]["detail"])
    _refused_everywhere(cli, healthy)
    recover = cli.run("rebuild", "--recover")
    assert recover.returncode == 1 and "the log itself is damaged" in recover.stderr
    assert healthy.read_bytes() == before  # never repaired in place


def test_a_truncated_file_is_reported_not_crashed_on(cli: Cli, healthy: Path) -> None:
    size = healthy.stat().st_size
    with open(healthy, "r+b") as f:
        f.truncate(size // 2 // 4096 * 4096)
    proc = cli.run("doctor", "--json")
    checks = _checks(proc)
    assert proc.returncode == 1 and not checks["sqlite integrity"]["ok"]
    assert "Traceback" not in proc.stderr
    _refused_everywhere(cli, healthy)


def test_a_write_that_meets_corruption_commits_nothing_and_marks_the_store(
    cli: Cli, healthy: Path
) -> None:
    """No doctor first: the write itself meets the damaged page (the memories table's last
    leaf, where a new row goes), rolls back, and leaves the marker."""
    _smash(healthy, "memories", slice(-1, None), offset=0)  # its page header too
    before = _events(healthy)
    proc = cli.run("propose", "Lands on the damaged page", "--json")
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert _events(healthy) == before
    assert Path(str(healthy) + ".damaged").is_file()
    assert cli.run("doctor").returncode == 1


def test_control_a_healthy_store_passes_everything(cli: Cli, healthy: Path) -> None:
    assert cli.run("doctor").returncode == 0
    assert cli.run("rebuild").returncode == 0
    assert cli.json("propose", "Written into a healthy store")["action"] == "created"
    assert not Path(str(healthy) + ".damaged").exists()
    copy = healthy.with_name("copy.db")
    shutil.copy(healthy, copy)
    assert isinstance(_events(copy), int)
