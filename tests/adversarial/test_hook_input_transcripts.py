"""A hook hands the miner only a regular file inside the client's own transcript folder, below a
size cap, opened without blocking; anything else is logged and ignored (issue 14, item 15)."""

from __future__ import annotations

import json
import os
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from cairn.bench import transcripts as gen
from cairn.integrations import transcripts
from tests.conftest import CAIRN, Cli

LESSON = "We decided to use pnpm instead of npm."


@pytest.fixture
def folders(tmp_path: Path) -> dict[str, Path]:
    claude = tmp_path / "claude"
    codex = tmp_path / "codex"
    (claude / "projects" / "-p").mkdir(parents=True)
    (codex / "sessions" / "2026").mkdir(parents=True)
    return {"claude": claude, "codex": codex, "tmp": tmp_path}


def _env(cli: Cli, folders: dict[str, Path]) -> dict[str, str]:
    return cli.env(CLAUDE_CONFIG_DIR=str(folders["claude"]), CODEX_HOME=str(folders["codex"]))


def _spec(cli: Cli, name: str) -> dict[str, object]:
    return {"id": name, "cwd": str(cli.project), "turns": [{"user": LESSON}]}


BAD: dict[str, Callable[[Cli, dict[str, Path]], tuple[str, str]]] = {
    # name -> builds the bad transcript_path, returns (path, the reason logged)
    "a folder (/tmp)": lambda c, f: ("/tmp", "outside"),
    "the transcript folder itself": lambda c, f: (str(f["claude"] / "projects"), "not a regular"),
    "a FIFO": lambda c, f: (_fifo(f["claude"] / "projects" / "-p" / "pipe.jsonl"), "not a regular"),
    "a symlink out of the folder": lambda c, f: (_link_out(c, f), "outside"),
    "/dev/zero": lambda c, f: ("/dev/zero", "outside"),
    "a huge file": lambda c, f: (_huge(f["claude"] / "projects" / "-p" / "big.jsonl"), "cap"),
    "a path with ..": lambda c, f: (_dotdot(c, f), "'..'"),
    "another client's folder": lambda c, f: (
        str(gen.write(_spec(c, "codex-one"), f["codex"] / "sessions" / "2026")),
        "outside",
    ),
    "a relative path": lambda c, f: ("projects/-p/x.jsonl", "absolute"),
    "a missing file": lambda c, f: (
        str(f["claude"] / "projects" / "-p" / "nope.jsonl"),
        "resolved",
    ),
}


def _fifo(path: Path) -> str:
    os.mkfifo(path)
    return str(path)


def _link_out(cli: Cli, f: dict[str, Path]) -> str:
    outside = gen.write(_spec(cli, "outside"), f["tmp"] / "elsewhere")
    link = f["claude"] / "projects" / "-p" / "link.jsonl"
    link.symlink_to(outside)
    return str(link)


def _huge(path: Path) -> str:
    with open(path, "wb") as fh:  # sparse: costs no disk
        fh.truncate(transcripts.MAX_BYTES + 1)
    return str(path)


def _dotdot(cli: Cli, f: dict[str, Path]) -> str:
    outside = gen.write(_spec(cli, "dotdot"), f["tmp"] / "up")
    return str(f["claude"] / "projects" / ".." / ".." / "up" / outside.name)


def _hook(
    cli: Cli, env: dict[str, str], session: str, path: str
) -> subprocess.CompletedProcess[str]:
    payload = {"session_id": session, "cwd": str(cli.project), "transcript_path": path}
    return subprocess.run(
        [CAIRN, "hook", "claude-code", "SessionEnd"],
        input=json.dumps(payload),
        cwd=cli.project,
        env=env,
        capture_output=True,
        text=True,
        timeout=30,
    )


@pytest.mark.parametrize("name", sorted(BAD))
def test_a_bad_transcript_path_is_logged_and_ignored(
    cli: Cli, folders: dict[str, Path], name: str
) -> None:
    path, reason = BAD[name](cli, folders)
    env = _env(cli, folders)
    started = time.monotonic()
    proc = _hook(cli, env, "bad-session", path)
    assert time.monotonic() - started < 20  # a FIFO never blocks the hook
    assert (proc.returncode, proc.stdout.strip()) == (0, "{}")
    log = (cli.home / "logs" / "hooks.log").read_text()
    ignored = [line for line in log.splitlines() if "transcript_path ignored" in line]
    assert ignored and reason in ignored[-1], log
    record = json.loads((cli.home / "handoff" / "claude-code-bad-session.json").read_text())
    assert record["miner"].startswith("not started") and record["transcript"] is None


def test_the_checker_refuses_each_shape_without_blocking(
    cli: Cli, folders: dict[str, Path]
) -> None:
    env = {"CLAUDE_CONFIG_DIR": str(folders["claude"]), "CODEX_HOME": str(folders["codex"])}
    for name, build in BAD.items():
        path, reason = build(cli, folders) if name not in ("a FIFO",) else (None, "")
        if path is None:
            path = _fifo(folders["claude"] / "projects" / "-p" / "pipe2.jsonl")
            reason = "not a regular"
        got, why = transcripts.check("claude-code", path, env=env)
        assert got is None and reason in why, (name, why)
    good = gen.write(_spec(cli, "good"), folders["claude"] / "projects" / "-p")
    assert transcripts.check("claude-code", str(good), env=env) == (good.resolve(), "ok")
    inside = folders["claude"] / "projects" / "-p" / "inside-link.jsonl"
    inside.symlink_to(good)  # a symlink that stays inside the folder is the file it names
    assert transcripts.check("claude-code", str(inside), env=env) == (good.resolve(), "ok")


def test_control_a_transcript_in_the_clients_folder_is_mined(
    cli: Cli, folders: dict[str, Path]
) -> None:
    good = gen.write(_spec(cli, "good"), folders["claude"] / "projects" / "-p")
    proc = _hook(cli, _env(cli, folders), "good-session", str(good))
    assert (proc.returncode, proc.stdout.strip()) == (0, "{}")
    record = json.loads((cli.home / "handoff" / "claude-code-good-session.json").read_text())
    assert record["miner"].startswith("started pid")
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if LESSON in {m["text"] for m in cli.json("list")["memories"]}:
            return
        time.sleep(0.3)
    raise AssertionError("the detached miner did not mine the valid transcript")


def test_cairn_mine_skips_a_fifo_instead_of_blocking(cli: Cli, folders: dict[str, Path]) -> None:
    pipe = _fifo(folders["tmp"] / "pipe.jsonl")
    good = gen.write(_spec(cli, "good"), folders["tmp"] / "t")
    proc = cli.run("mine", pipe, str(good), "--json")
    assert proc.returncode == 0, proc.stderr
    assert "not a regular file" in proc.stderr
    assert json.loads(proc.stdout)["proposed"] == 1
