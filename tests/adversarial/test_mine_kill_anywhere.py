"""Issue 14.17: what the miner finds does not depend on where a run stops.

Two stores mine the same corpus with the real `cairn mine` in a subprocess: one run straight
through; the other killed with SIGKILL at 20 seeded random moments, then run to the end. The
corpus has many small commits (a small chunk size), lessons repeated across files (so later
files corroborate earlier ones and near-duplicates resolve against them), and files that hold
two sessions each (committed session by session). Memories, their evidence counts and every
source (session, transcript, locator) must be identical."""

from __future__ import annotations

import json
import random
import signal
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest

from cairn.bench import transcripts
from cairn.bench.mine import generate
from tests.conftest import CAIRN, Cli, clean_env

KILLS = 20
CHUNK = str(48 << 10)


def _two_session_file(folder: Path, i: int) -> None:
    """A Claude Code file holding two sessions (a resumed session appends another id)."""
    lines: list[str] = []
    for part in ("a", "b"):
        spec = {
            "id": f"multi-{i}-{part}",
            "cwd": f"/nonexistent/multi/p{i % 3}",
            "turns": [
                {"user": f"We decided to keep the importer for tenant {i % 4} in src/import."},
                {"cmd": "make test", "exit": 0, "out": "ok\n" * 50},
                {"user": "Never run the migrations by hand; use make migrate."},
                {"user": f"Always run make lint-{part} before pushing to branch b{i % 5}."},
                {"read": "src/import/x.py", "content": "x = 1\n" * 40},
            ],
        }
        lines += [json.dumps(obj) for _, obj in transcripts.build(spec)]
    path = folder / "multi" / f"multi-{i:03d}.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n")


def _state(db: Path) -> dict[str, object]:
    con = sqlite3.connect(db)
    try:
        mems = sorted(
            con.execute("SELECT kind, text, status, evidence_count FROM memories").fetchall()
        )
        sources = sorted(
            con.execute(
                "SELECT m.text, s.session, s.transcript, s.locator FROM sources s"
                " JOIN memories m ON m.id = s.memory_id"
            ).fetchall()
        )
        curs = sorted(con.execute("SELECT path, offset, lines, state FROM ingest_cursors"))
    finally:
        con.close()
    return {"memories": mems, "sources": sources, "cursors": curs}


def _cursors(db: Path) -> int:
    try:
        con = sqlite3.connect(db, timeout=0.2)
        try:
            return int(
                con.execute("SELECT coalesce(sum(offset), 0) FROM ingest_cursors").fetchone()[0]
            )
        finally:
            con.close()
    except sqlite3.Error:
        return -1


@pytest.mark.slow
def test_killing_the_miner_at_twenty_random_points_changes_nothing_it_finds(
    cli: Cli, tmp_path: Path
) -> None:
    corpus = tmp_path / "corpus"
    generate(corpus / "gen", 2)
    for i in range(150):
        _two_session_file(corpus, i)
    total = sum(p.stat().st_size for p in corpus.rglob("*.jsonl"))
    clean_home, killed_home = tmp_path / "clean", tmp_path / "killed"

    def run(home: Path) -> subprocess.Popen[bytes]:
        return subprocess.Popen(
            [CAIRN, "mine", str(corpus), "--chunk-size", CHUNK],
            cwd=cli.project,
            env=clean_env(CAIRN_HOME=str(home)),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )

    assert run(clean_home).wait(timeout=600) == 0

    # 20 random points in the corpus; each run is killed as soon as its cursors pass one
    rng = random.Random(17)
    points = sorted(rng.uniform(0.02, 0.98) * total for _ in range(KILLS))
    db = killed_home / "cairn.db"
    landed = 0
    for point in points:
        proc = run(killed_home)
        deadline = time.monotonic() + 120
        while proc.poll() is None and _cursors(db) < point and time.monotonic() < deadline:
            time.sleep(0.002)
        time.sleep(rng.uniform(0, 0.03))  # somewhere inside the next commits
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        landed += proc.returncode == -signal.SIGKILL and _cursors(db) < total
    assert landed >= KILLS - 2, f"only {landed} of {KILLS} kills landed midway"
    assert run(killed_home).wait(timeout=600) == 0

    clean, killed = _state(clean_home / "cairn.db"), _state(db)
    assert killed["memories"] == clean["memories"]
    assert killed["sources"] == clean["sources"]
    assert killed["cursors"] == clean["cursors"]
    assert len(clean["sources"]) > len(clean["memories"]) > 10  # corroboration happened
