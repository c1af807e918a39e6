"""Writes survive load (issue 14, item 18): nothing slow runs while a CLI write holds SQLite's
write lock (no import, no regular-expression compilation: the secret detector loads before
``BEGIN``); 8 loops of 25 `cairn propose` each, run at once, store 200 of 200 with 0 failed; a
writer kept waiting by another process's lock says so after 2 s and then succeeds; opening a
store while others hold it or are switching it to WAL never fails before the busy timeout."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cairn.bench import lockhold
from cairn.errors import StoreLocked
from cairn.store import sqlite as backend
from cairn.store.sqlite import SQLiteStore
from tests.conftest import CAIRN, Cli
from tests.test_concurrency import claim

LOOPS, EACH = 8, 25


def test_a_cli_write_imports_and_compiles_nothing_while_it_holds_the_lock(cli: Cli) -> None:
    cli.json("propose", "The first write makes the store")
    report = lockhold.one(["propose", "The harbor crane runs at night"], cli.project, cli.env())
    assert report["exit"] == 0, report["stderr"]
    assert len(report["holds"]) == 1  # control: the write's transaction was seen
    assert report["imports"] == []
    assert report["compiles"] == 0
    # a write holding a secret loads the detector, before the transaction too
    secret = "ghp_" + "Lck0" * 9
    report = lockhold.one(["propose", f"Use {secret} in CI"], cli.project, cli.env())
    assert report["exit"] == 0 and report["imports"] == [] and report["compiles"] == 0


@pytest.mark.slow
def test_eight_loops_of_25_cli_proposals_at_once_store_200_of_200(cli: Cli) -> None:
    cli.json("propose", "The store exists before the writers race")
    loop = (
        "import subprocess, sys\n"
        "failed = 0\n"
        "for text in sys.argv[2:]:\n"
        "    p = subprocess.run([sys.argv[1], 'propose', text], capture_output=True,"
        " stdin=subprocess.DEVNULL)\n"
        "    failed += p.returncode != 0\n"
        "    if p.returncode: sys.stderr.write(p.stderr.decode()[-500:])\n"
        "print(failed)\n"
    )
    texts = {w: [claim(w, i) for i in range(EACH)] for w in range(LOOPS)}
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", loop, CAIRN, *texts[w]],
            cwd=cli.project,
            env=cli.env(),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for w in range(LOOPS)
    ]
    failed, errors = 0, []
    for p in procs:
        out, err = p.communicate(timeout=1200)
        failed += int(out.strip() or EACH)
        if err.strip():
            errors.append(err[-300:])
    stored = {m["text"] for m in cli.json("list")["memories"]}
    expected = {t for ts in texts.values() for t in ts}
    assert failed == 0, errors
    assert len(expected & stored) == LOOPS * EACH == 200
    assert cli.run("doctor").returncode == 0


def _hold_write_lock(path: Path, seconds: float) -> subprocess.Popen[str]:
    code = (
        "import sqlite3, sys, time\n"
        f"db = sqlite3.connect({str(path)!r}, isolation_level=None)\n"
        "db.execute('BEGIN IMMEDIATE')\n"
        "print('holding', flush=True)\n"
        f"time.sleep({seconds})\n"
        "db.execute('COMMIT')\n"
    )
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "holding"
    return proc


def test_a_writer_kept_waiting_says_so_after_two_seconds_then_writes(cli: Cli) -> None:
    cli.json("propose", "The store exists")
    holder = _hold_write_lock(cli.home / "cairn.db", 3.5)
    try:
        started = time.monotonic()
        proc = cli.run("propose", "Written after the wait")
        waited = time.monotonic() - started
    finally:
        holder.wait(timeout=30)
        assert holder.stdout is not None
        holder.stdout.close()
    assert proc.returncode == 0, proc.stderr
    assert "waiting for the store" in proc.stderr and waited >= 2.0
    assert "Written after the wait" in {m["text"] for m in cli.json("list")["memories"]}
    # control: a write that meets no lock says nothing about waiting
    quick = cli.run("propose", "Written at once")
    assert quick.returncode == 0 and "waiting" not in quick.stderr


def test_a_store_being_switched_to_wal_by_another_process_opens_after_it(tmp_path: Path) -> None:
    path = tmp_path / "new.db"
    SQLiteStore(path).close()  # a store made through the migrations, then put back into
    db = sqlite3.connect(path, isolation_level=None)  # rollback-journal mode: a file another
    assert db.execute("PRAGMA journal_mode=DELETE").fetchone()[0] == "delete"  # process opens
    db.close()
    code = (
        "import sqlite3, time\n"
        f"db = sqlite3.connect({str(path)!r}, isolation_level=None)\n"
        "db.execute('BEGIN EXCLUSIVE')\n"
        "print('holding', flush=True)\n"
        "time.sleep(1.5)\n"
        "db.execute('COMMIT')\n"
    )
    holder = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None and holder.stdout.readline().strip() == "holding"
    try:
        store = SQLiteStore(path, busy_timeout=20)
        assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        store.close()
    finally:
        holder.wait(timeout=30)
        holder.stdout.close()


def test_opening_retries_a_lock_answered_without_waiting_until_the_busy_timeout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """SQLite answers "locked" at once (without its busy handler) to some steps of opening a
    new file that another process is switching or migrating; those are retried."""
    real = SQLiteStore._open_once
    failures = {"left": 3}

    def flaky(self: SQLiteStore) -> None:
        if failures["left"]:
            failures["left"] -= 1
            raise sqlite3.OperationalError("database is locked")
        real(self)

    monkeypatch.setattr(SQLiteStore, "_open_once", flaky)
    store = SQLiteStore(tmp_path / "a.db", busy_timeout=5)
    store.close()
    assert failures["left"] == 0
    # control: a lock that never goes away still ends in StoreLocked at the busy timeout
    failures["left"] = 10**9
    started = time.monotonic()
    with pytest.raises(StoreLocked):
        SQLiteStore(tmp_path / "b.db", busy_timeout=0.5)
    assert time.monotonic() - started < 5
    assert backend.WAIT_NOTICE == 2.0
