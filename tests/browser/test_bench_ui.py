"""`cairn bench ui` runs end to end on a few decisions: every edge decides every memory as its
key says (read back from the store), and the table's rows are there."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.browser.conftest import CHROMIUM, _missing
from tests.conftest import Cli

pytestmark = pytest.mark.browser


def test_bench_ui_decides_every_memory_on_every_edge(cli: Cli, tmp_path: Path) -> None:
    if _missing():
        pytest.skip(_missing() or "")
    out = tmp_path / "ui.json"
    proc = cli.run(
        "bench", "ui", "--decisions", "6", "--chromium", CHROMIUM, "--out", str(out), check=True
    )
    result = json.loads(out.read_text())
    assert result["correct"] == {"service": 6, "terminal": 6, "browser": 6}, proc.stderr
    assert [r["edge"].split()[0] for r in result["rows"]] == ["service", "terminal", "browser"]
    assert all(r["decisions"] == 6 and r["max_s"] > 0 for r in result["rows"])
    assert result["keys"] == "ardaaa"
    assert "| browser (`cairn ui`, one key) | 6 |" in proc.stdout
