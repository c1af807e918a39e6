"""Concurrent writers from several processes lose nothing: WAL, a busy timeout and
`BEGIN IMMEDIATE` serialise them, and events and projections stay consistent."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from cairn.model import Scope, View
from cairn.service import MemoryService
from cairn.store.base import Selection
from cairn.store.sqlite import SQLiteStore
from tests.conftest import NS_A, REPO, USER_NS

PROCESSES = 4
WRITES = 250


def claim(worker: int, i: int) -> str:
    """A text unique to (worker, i) sharing no word with any other, so admission sees neither
    a duplicate nor a conflict: every write must create a memory."""
    words = []
    for k in range(3):
        n, word = (worker * WRITES + i) * 3 + k, "q"
        while True:
            n, digit = divmod(n, 26)
            word += "abcdefghijklmnopqrstuvwxyz"[digit]
            if n == 0:
                break
        words.append(word)
    return " ".join(words)


WRITER = """
import sys
from cairn.model import Candidate, Kind, Scope
from cairn.service import MemoryService, person_actor
from tests.test_concurrency import claim

path, worker, n = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
svc = MemoryService.open(path, Scope({ns!r}, {user!r}))
actor = person_actor(f"writer-{{worker}}")
for i in range(n):
    r = svc.add(Candidate(claim(worker, i), {ns!r}, Kind.FACT), actor)
    assert r.action == "created", r
svc.close()
"""


def run_writers(path: Path, writes: int) -> None:
    """PROCESSES writer processes at once on ``path``, each writing ``writes`` memories."""
    script = WRITER.format(ns=NS_A, user=USER_NS)
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", script, str(path), str(w), str(writes)],
            cwd=REPO,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for w in range(PROCESSES)
    ]
    for p in procs:
        _out, err = p.communicate(timeout=600)
        assert p.returncode == 0, err


def test_four_processes_writing_250_memories_each_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "shared.db"
    SQLiteStore(path).close()  # migrate once up front; the writers race on the writes
    run_writers(path, WRITES)

    svc = MemoryService.open(path, Scope(NS_A, USER_NS))
    try:
        texts = {m.text for m in svc.memories(View.SEARCH, Selection())}
        expected = {claim(w, i) for w in range(PROCESSES) for i in range(WRITES)}
        assert texts == expected
        assert isinstance(svc.store, SQLiteStore)
        assert svc.store.count("events") == PROCESSES * WRITES
        assert svc.store.count("memories") == PROCESSES * WRITES
        assert svc.store.count("sources") == PROCESSES * WRITES
        report = svc.doctor()
        assert report.ok, report.checks
        # each writer's own events are in its own order
        for w in range(PROCESSES):
            mine = [
                e.payload["create"]["text"]
                for e in svc.store.iter_events()
                if e.actor.id == f"writer-{w}"
            ]
            assert mine == [claim(w, i) for i in range(WRITES)]
    finally:
        svc.close()


def test_several_processes_opening_a_new_store_at_once_all_migrate_and_write(
    tmp_path: Path,
) -> None:
    path = tmp_path / "fresh" / "race.db"
    for attempt in range(3):  # the race is timing-dependent: give it several chances
        target = path.with_name(f"race-{attempt}.db")
        run_writers(target, 5)
        store = SQLiteStore(target)
        try:
            assert store.count("memories") == PROCESSES * 5
            assert store.doctor().ok
        finally:
            store.close()
