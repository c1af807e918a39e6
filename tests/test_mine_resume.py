"""A miner killed with SIGKILL midway resumes with no loss and no duplicates: the cursor moves
in the same transaction as the lessons of its chunk. Compared with one clean run."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest

from cairn.bench.mine import generate
from tests.conftest import CAIRN, Cli, clean_env


def _state(db: Path) -> tuple[list[tuple[str, int]], int, list[tuple[str, int]]]:
    con = sqlite3.connect(db)
    mems = sorted(con.execute("SELECT text, evidence_count FROM memories").fetchall())
    sources = con.execute("SELECT count(*) FROM sources").fetchone()[0]
    curs = sorted(con.execute("SELECT path, offset FROM ingest_cursors").fetchall())
    con.close()
    return mems, sources, curs


def _cursor_rows(db: Path) -> int:
    try:
        con = sqlite3.connect(db, timeout=0.1)
        n = con.execute("SELECT count(*) FROM ingest_cursors").fetchone()[0]
        con.close()
        return int(n)
    except sqlite3.Error:
        return 0


@pytest.mark.slow
def test_a_run_killed_with_sigkill_resumes_without_loss_or_duplicates(
    cli: Cli, tmp_path: Path
) -> None:
    corpus = tmp_path / "corpus"
    files = generate(corpus, 40)
    clean_home, killed_home = tmp_path / "clean", tmp_path / "killed"
    small = ("--chunk-size", str(256 << 10))
    subprocess.run(
        [CAIRN, "mine", str(corpus), *small],
        cwd=cli.project,
        env=clean_env(CAIRN_HOME=str(clean_home)),
        check=True,
        capture_output=True,
        timeout=600,
    )
    env = clean_env(CAIRN_HOME=str(killed_home))
    proc = subprocess.Popen(
        [CAIRN, "mine", str(corpus), *small],
        cwd=cli.project,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    db = killed_home / "cairn.db"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and _cursor_rows(db) < len(files) // 3:
        time.sleep(0.05)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    partial = _cursor_rows(db)
    assert 0 < partial < len(files), "the kill must land midway"
    subprocess.run(
        [CAIRN, "mine", str(corpus), *small],
        cwd=cli.project,
        env=env,
        check=True,
        capture_output=True,
        timeout=600,
    )
    clean, killed = _state(clean_home / "cairn.db"), _state(db)
    assert killed[0] == clean[0]  # same lessons, same evidence counts
    assert killed[1] == clean[1]  # no duplicate sources
    assert killed[2] == clean[2] and len(clean[2]) == len(files)
