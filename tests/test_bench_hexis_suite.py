"""`cairn bench all`: one JSON file and one markdown table with the date, machine, version and
exact command; a suite that is not built is reported as missing, never crashing the run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cairn.bench import suite

from .conftest import Cli


def test_bench_all_writes_json_and_a_markdown_table_with_the_machine(
    cli: Cli, tmp_path: Path
) -> None:
    out = tmp_path / "results"
    proc = cli.run("bench", "all", "--only", "memory", "--out", str(out))
    assert proc.returncode == 0, proc.stderr
    report = json.loads((out / "all.json").read_text())
    assert report["command"] == f"cairn bench all --only memory --out {out}"
    assert report["machine"]["cores"] >= 1 and report["machine"]["memory_gb"] > 0
    assert report["cairn"] and report["date"]
    memory = report["suites"]["memory"]
    assert memory["status"] == "ok"
    assert memory["result"]["systems"]["cairn"]["overall"] == 100.0
    table = (out / "all.md").read_text()
    assert "| memory | ok |" in table and "96.33" in table


def test_a_suite_that_is_not_built_is_reported_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(
        suite.SUITES, "ghost", suite._suite("cairn.bench.no_such_suite", "run", lambda f, d: f(d))
    )
    monkeypatch.setitem(
        suite.SUITES, "broken", suite._suite("cairn.bench.suite", "machine", lambda f, d: 1 / 0)
    )
    report = suite.run_all(only=["ghost", "broken"], argv=["bench", "all"])
    assert report["suites"]["ghost"]["status"] == "missing"
    assert report["suites"]["broken"]["status"] == "error"
    assert "ZeroDivisionError" in report["suites"]["broken"]["error"]
