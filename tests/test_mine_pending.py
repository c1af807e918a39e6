"""What waits for the person's next turn (a command the agent ran, which the person may still
correct) is proposed when that turn comes, when the session is over (`--final`, or the
transcript untouched for 30 minutes), and never twice; a correction drops it."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from cairn.bench import transcripts
from tests.conftest import Cli

TURNS: list[dict[str, Any]] = [
    {"user": "run the tests please"},
    {"cmd": "make test", "exit": 0, "out": "42 passed"},
]


def _mine(cli: Cli, *args: str) -> dict[str, Any]:
    return dict(json.loads(cli.run("mine", *args, "--json", check=True).stdout))


def _commands(out: dict[str, Any]) -> list[str]:
    return [x["text"] for x in out["lessons"] if x["kind"] == "command"]


def _write(tmp_path: Path, turns: list[dict[str, Any]]) -> Path:
    spec = {"id": "pending", "cwd": "/nonexistent/pending", "turns": turns}
    return transcripts.write(spec, tmp_path / "t")


def test_a_command_waits_for_the_next_turn_and_final_releases_it(cli: Cli, tmp_path: Path) -> None:
    path = _write(tmp_path, TURNS)
    assert _commands(_mine(cli, str(path))) == []  # the person may still correct it
    assert _commands(_mine(cli, "--final", str(path))) == ["Run the tests with `make test`."]


def test_a_dry_run_shows_what_waits_since_no_later_run_would_release_it(
    cli: Cli, tmp_path: Path
) -> None:
    path = _write(tmp_path, TURNS)
    assert _commands(_mine(cli, "--dry-run", str(path))) == ["Run the tests with `make test`."]


def test_a_transcript_idle_for_half_an_hour_is_over(cli: Cli, tmp_path: Path) -> None:
    path = _write(tmp_path, TURNS)
    first = _mine(cli, str(path))
    assert _commands(first) == []
    hour_ago = time.time() - 3600
    os.utime(path, (hour_ago, hour_ago))
    again = _mine(cli, str(path))  # nothing new to read: what waited is released
    assert _commands(again) == ["Run the tests with `make test`."] and again["proposed"] == 1
    assert _mine(cli, str(path))["proposed"] == 0  # and only once


def test_the_next_turn_releases_it_or_drops_it_when_it_corrects_it(
    cli: Cli, tmp_path: Path
) -> None:
    kept = _write(tmp_path / "kept", [*TURNS, {"user": "thanks, looks good"}])
    assert _commands(_mine(cli, str(kept))) == ["Run the tests with `make test`."]
    corrected = _write(
        tmp_path / "corrected",
        [*TURNS, {"user": "no, run the tests with `just test`, make test skips the slow ones"}],
    )
    out = _mine(cli, "--dry-run", "--final", str(corrected))
    assert _commands(out) == ["Run the tests with `just test`."]
