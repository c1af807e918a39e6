"""Shared by the warm hook server's adversarial tests: start the real detached server for a
CAIRN_HOME, and ask it directly (its own answer, never the cold hook's fallback), or run the real
`cairn hook` as a client runs it."""

from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from cairn import localipc
from cairn.integrations import hookd
from tests.conftest import CAIRN, Cli

FORCE_PUSH = "git push --force origin main"
HARMLESS = "git status"


def start_server(home: Path, seconds: float = 120) -> None:
    """The real server (``python -m cairn.integrations.hookd HOME``, detached), up and
    listening."""
    hookd.start(home)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if localipc.alive(home / hookd.ENDPOINT, 0.2):
            return
        time.sleep(0.05)
    raise AssertionError("the warm hook server never came up")


def tool_payload(cli: Cli, command: str) -> dict[str, Any]:
    return {
        "session_id": "5d0c7e1a-0000-4000-8000-00000000d00d",
        "cwd": str(cli.project),
        "hook_event_name": "PreToolUse",
        "tool_name": "Bash",
        "tool_input": {"command": command},
    }


def prompt_payload(cli: Cli, text: str) -> dict[str, Any]:
    return {"session_id": "s-prompt", "cwd": str(cli.project), "prompt": text}


def ask_server(
    monkeypatch: pytest.MonkeyPatch,
    endpoint: Path,
    cli: Cli,
    event: str,
    payload: dict[str, Any],
    *,
    home: Path | None = None,
) -> tuple[int, str] | None:
    """The server at ``endpoint``'s own answer to a hook call made from ``cli.project`` with
    ``CAIRN_HOME=home`` (default ``cli.home``): (exit code, stdout), or None when it refused to
    answer. A loaded machine is given time: the reply timeout is the client's fallback, not
    what is tested here."""
    with monkeypatch.context() as m:
        m.setattr(hookd, "REPLY_SECONDS", 120.0)
        for name, value in cli.env(CAIRN_HOME=str(home or cli.home)).items():
            m.setenv(name, value)
        m.chdir(cli.project)
        got = hookd.ask(str(endpoint), ["claude-code", event], json.dumps(payload))
    if got is None:
        return None
    return got[1], got[0].decode("utf-8")


def run_hook(cli: Cli, event: str, payload: dict[str, Any], **env: str) -> tuple[int, str]:
    """The real `cairn hook claude-code EVENT`, as Claude Code runs it."""
    proc = subprocess.run(
        [CAIRN, "hook", "claude-code", event],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        cwd=cli.project,
        env=cli.env(**env),
        timeout=120,
    )
    return proc.returncode, proc.stdout


def denied(stdout: str) -> str | None:
    """The deny reason of a PreToolUse reply, or None when it allows the call."""
    if not stdout.strip():
        return None
    out = json.loads(stdout).get("hookSpecificOutput") or {}
    return out.get("permissionDecisionReason") if out.get("permissionDecision") == "deny" else None


def warm_lines(home: Path) -> int:
    """How many calls the warm server answered (its log lines end with "(warm)")."""
    path = home / "logs" / "hooks.log"
    if not path.exists():
        return 0
    return sum(line.endswith("(warm)") for line in path.read_text().splitlines())
