"""`make demo` is the README's first command: it must run on its own and show what it claims,
including the block a per-prompt hook would inject (a prompt asking two questions gets a memory
answering each)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest


@pytest.fixture
def demo_dir(tmp_path: Path) -> Iterator[Path]:
    """The demo's folder; the warm embedder its recall started is stopped afterwards."""
    where = tmp_path / "demo"
    yield where
    for proc in psutil.process_iter(["cmdline"]):
        try:
            if any(str(where) in part for part in proc.info["cmdline"] or []):
                proc.terminate()
        except psutil.Error:  # gone meanwhile, or not ours to see
            continue


def test_the_demo_runs_and_injects_an_answer_to_each_question(
    tmp_path: Path, demo_dir: Path
) -> None:
    # as a newcomer runs it: the default install's hybrid retrieval (the suite runs lexically)
    env = {**os.environ, "CAIRN_HOME": str(tmp_path / "home"), "CAIRN_RETRIEVAL": "hybrid"}
    (tmp_path / "home").mkdir()
    proc = subprocess.run(
        [sys.executable, "-m", "cairn.demo", "--dir", str(demo_dir)],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        stdin=subprocess.DEVNULL,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    out = proc.stdout
    # the as-of views: the retracted Redis note was believed then, as known then
    assert "$ cairn as-of 2026-02-01" in out
    recall = out.split("$ cairn recall", 1)[1]
    assert "<cairn-memory" in recall and "(nothing to inject)" not in recall
    assert "Run `make test` before every push" in recall
    assert "Deploy with `make deploy`" in recall
    # the superseded command is not injected beside its successor
    assert "fabric" not in recall.replace("(fabric was removed)", "")
