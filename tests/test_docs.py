"""docs/cli.md is generated from the click app; this fails when the committed copy drifts
(regenerate with `python -m cairn.docs`)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import click

from cairn import docs, errors
from cairn.cli import main
from tests.conftest import REPO

DOC = REPO / "docs" / "cli.md"


def _all_paths(cmd: click.Command, prefix: str) -> list[str]:
    out = [prefix]
    if isinstance(cmd, click.Group):
        for name, sub in cmd.commands.items():
            if not sub.hidden:
                out += _all_paths(sub, f"{prefix} {name}")
    return out


def test_the_committed_cli_reference_matches_the_code() -> None:
    assert DOC.read_text(encoding="utf-8") == docs.render(), (
        "docs/cli.md is out of date: run `python -m cairn.docs`"
    )


def test_the_reference_covers_every_command_and_its_options() -> None:
    text = docs.render()
    for path in _all_paths(main, "cairn"):
        assert f"## `{path}`" in text, path
    assert "--valid-from" in text and "--known-at" in text


def test_the_reference_holds_the_exit_code_table_from_the_error_tree() -> None:
    table = docs.exit_code_table()
    for code in (errors.EXIT_OK, errors.EXIT_ERROR, errors.EXIT_GATE_BLOCKED, errors.EXIT_USAGE):
        assert f"\n| {code} |" in "\n" + table
    assert "`UsageError`" in table.split("\n| 64 |")[1]
    assert "`StoreLocked`" in table.split("\n| 1 |")[1].split("\n")[0]


def test_the_reference_does_not_depend_on_the_terminal_width(tmp_path: Path) -> None:
    outs = []
    for columns in ("40", "250"):
        target = tmp_path / f"cli-{columns}.md"
        subprocess.run(
            [sys.executable, "-m", "cairn.docs", "--path", str(target)],
            env={"COLUMNS": columns, "PATH": "/usr/bin:/bin"},
            cwd=REPO,
            check=True,
            capture_output=True,
        )
        outs.append(target.read_text(encoding="utf-8"))
    assert outs[0] == outs[1] == docs.render()


def test_check_mode_fails_on_a_drifted_copy_and_passes_on_a_fresh_one(tmp_path: Path) -> None:
    target = tmp_path / "cli.md"
    target.write_text(docs.render() + "\nhand edit\n", encoding="utf-8")
    drifted = subprocess.run(
        [sys.executable, "-m", "cairn.docs", "--check", "--path", str(target)],
        cwd=REPO,
        capture_output=True,
        text=True,
    )
    assert drifted.returncode == 1
    assert "out of date" in drifted.stderr
    target.write_text(docs.render(), encoding="utf-8")
    fresh = subprocess.run(
        [sys.executable, "-m", "cairn.docs", "--check", "--path", str(target)],
        cwd=REPO,
        capture_output=True,
        text=True,
    )
    assert fresh.returncode == 0
