"""Remote mode: with `cairn remote add`, the CLI's memory commands, the hooks and `cairn mcp`
read and write through the team server; a hook that cannot reach the server answers from the
read-through cache within its budget and never blocks, and gates still bind from the server's
snapshot."""

from __future__ import annotations

import getpass
import json
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import pytest

from cairn import namespace
from cairn.model import Actor, Candidate, Scope
from cairn.service import MemoryService
from tests.conftest import CAIRN, Cli, stop_warm_servers
from tests.serverkit import Served
from tests.test_hookd import wait_alive, warm_lines

NS = "team:alpha"
ME = getpass.getuser()


@pytest.fixture
def setup(pg_server: Any, tmp_path: Path) -> Iterator[tuple[Served, Cli, str]]:
    url = pg_server.new_database()
    served = Served(url, tmp_path / "srv", tmp_path / "serve.log")
    project = tmp_path / "project"
    project.mkdir()
    cli = Cli(project, tmp_path / "home")
    reviewer = served.token(NS, "read,propose,review", person=ME)
    cli.run("remote", "add", served.base, "--token", reviewer, check=True)
    try:
        yield served, cli, reviewer
    finally:
        served.stop()
        pg_server.drop(url)


def _on_server(served: Served, token: str) -> list[dict[str, Any]]:
    return list(served.req("GET", "/v1/memories?view=review", token=token)[1]["memories"])


def test_the_cli_reads_and_writes_through_the_server(setup: tuple[Served, Cli, str]) -> None:
    served, cli, token = setup
    code, out = cli.tty("add", "Staging deploys need the VPN", "--kind", "convention")
    assert code == 0, out
    proc = cli.run("propose", "The build cache lives in /var/cache/build")  # an agent's path
    assert proc.returncode == 0, proc.stderr
    mems = {m["text"]: m for m in _on_server(served, token)}
    assert mems["Staging deploys need the VPN"]["review"] == "approved"
    assert mems["The build cache lives in /var/cache/build"]["status"] == "proposed"
    assert not (cli.home / "cairn.db").exists() or not _local_texts(cli)  # nothing local
    hits = cli.json("search", "staging VPN")["hits"]
    assert [h["memory"]["text"] for h in hits] == ["Staging deploys need the VPN"]
    proposal = mems["The build cache lives in /var/cache/build"]["id"]
    code, out = cli.tty("approve", proposal[-8:])
    assert code == 0, out
    assert {m["text"]: m for m in _on_server(served, token)}[
        "The build cache lives in /var/cache/build"
    ]["review"] == "approved"
    refused = cli.run("approve", proposal[-8:])  # a verdict still needs a person locally
    assert refused.returncode == 1 and "person's verb" in refused.stderr


def _local_texts(cli: Cli) -> list[str]:
    import sqlite3

    db = sqlite3.connect(cli.home / "cairn.db")
    try:
        return [r[0] for r in db.execute("SELECT text FROM memories")]
    finally:
        db.close()


def test_an_agent_token_through_the_cli_cannot_approve(
    pg_server: Any, tmp_path: Path, setup: tuple[Served, Cli, str]
) -> None:
    served, _cli, token = setup
    project = tmp_path / "bot-project"
    project.mkdir()
    bot = Cli(project, tmp_path / "bot-home")
    bot.run("remote", "add", served.base, "--token", served.token(NS, agent="ci"), check=True)
    made = bot.json("propose", "CI caches node_modules between runs")["memory"]
    code, out = bot.tty("approve", made["id"][-8:])
    assert code == 1 and "person's verb" in out
    assert {m["id"]: m for m in _on_server(served, token)}[made["id"]]["review"] == "unreviewed"


def _hook(cli: Cli, event: str, payload: dict[str, Any]) -> tuple[dict[str, Any], float]:
    start = time.monotonic()
    proc = subprocess.run(
        [CAIRN, "hook", "claude-code", event],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        cwd=cli.project,
        env=cli.env(),
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    return (json.loads(proc.stdout) if proc.stdout.strip() else {}), time.monotonic() - start


def _prompt(cli: Cli, text: str) -> dict[str, Any]:
    return {"session_id": "s-remote", "cwd": str(cli.project), "prompt": text}


def _tool(cli: Cli, command: str) -> dict[str, Any]:
    return {
        "session_id": "s-remote",
        "cwd": str(cli.project),
        "hook_event_name": "PreToolUse",
        "tool_name": "Bash",
        "tool_input": {"command": command},
    }


def _denied(reply: dict[str, Any]) -> str | None:
    out = reply.get("hookSpecificOutput") or {}
    return out.get("permissionDecisionReason") if out.get("permissionDecision") == "deny" else None


def test_hooks_answer_from_the_server_then_from_the_cache_when_it_is_gone(
    setup: tuple[Served, Cli, str],
) -> None:
    served, cli, token = setup
    served.req(
        "POST",
        "/v1/memories",
        {"text": "The flux capacitor listens on port 8123", "kind": "fact"},
        token=token,
    )
    code, _body, _ = served.req(
        "POST",
        "/v1/gates",
        {"tool": "shell", "pattern": r"rm -rf /", "reason": "never wipe the disk"},
        token=token,
    )
    assert code == 200
    reply, _ = _hook(
        cli, "UserPromptSubmit", _prompt(cli, "which port does the flux capacitor use?")
    )
    assert "port 8123" in reply["hookSpecificOutput"]["additionalContext"]
    assert "never wipe the disk" in (
        _denied(_hook(cli, "PreToolUse", _tool(cli, "rm -rf /"))[0]) or ""
    )
    assert _denied(_hook(cli, "PreToolUse", _tool(cli, "ls -la"))[0]) is None  # control
    refreshed = cli.json("remote", "refresh")  # what the hooks start in the background
    assert refreshed["cached"]["events"] >= 2

    served.stop()  # the server is gone
    reply, took = _hook(
        cli, "UserPromptSubmit", _prompt(cli, "which port does the flux capacitor use?")
    )
    assert "port 8123" in reply["hookSpecificOutput"]["additionalContext"]  # from the cache
    assert took < 8.0
    denial, took = _hook(cli, "PreToolUse", _tool(cli, "rm -rf /"))
    assert "never wipe the disk" in (_denied(denial) or "")  # from the server's snapshot
    assert "snapshot" in (_denied(denial) or "")
    assert _denied(_hook(cli, "PreToolUse", _tool(cli, "git status"))[0]) is None  # control


def test_cairn_mcp_in_remote_mode_proposes_to_the_server(setup: tuple[Served, Cli, str]) -> None:
    from mcp import Client, StdioServerParameters

    served, cli, token = setup

    async def body() -> str:
        params = StdioServerParameters(
            command=CAIRN, args=["mcp"], cwd=str(cli.project), env=cli.env()
        )
        async with Client(params) as client:
            made = await client.call_tool(
                "memory_propose", {"text": "Feature flags live in flags.yaml"}
            )
            return str(made.content[0].text)  # type: ignore[union-attr]

    text = anyio.run(body)
    assert text.startswith("proposed id=")
    mems = {m["text"]: m for m in _on_server(served, token)}
    assert mems["Feature flags live in flags.yaml"]["status"] == "proposed"
    assert mems["Feature flags live in flags.yaml"]["namespace"] == NS


def test_remote_hooks_are_answered_by_the_warm_hook_server_and_fail_open_to_the_snapshot(
    setup: tuple[Served, Cli, str], person: Actor
) -> None:
    """With the warm hook server (``hookd``) running, a remote project's hooks are answered by
    it from the team server; once the team server is gone, by it from the cache and the gate
    snapshot, inside the hook's budget. The local store's own memory and gate never answer
    for the remote project."""
    from cairn.integrations import hookd

    served, cli, token = setup
    served.req(
        "POST", "/v1/memories", {"text": "The flux capacitor listens on port 8123"}, token=token
    )
    served.req(
        "POST",
        "/v1/gates",
        {"tool": "shell", "pattern": r"rm -rf /", "reason": "never wipe the disk"},
        token=token,
    )
    here = namespace.resolve(cli.project).namespace  # the project's own, local namespace
    local = MemoryService.open(cli.home / "cairn.db", Scope(here, "user:tester"))
    local.add(Candidate("The flux capacitor listens on port 9999", here), person)
    local.add_gate("shell", r"git status", "a local-only gate", person)
    local.close()
    try:
        hookd.start(cli.home)
        wait_alive(cli.home)
        ask = "which port does the flux capacitor use?"
        reply, _ = _hook(cli, "UserPromptSubmit", _prompt(cli, ask))
        said = reply["hookSpecificOutput"]["additionalContext"]
        assert "port 8123" in said and "9999" not in said
        assert "never wipe the disk" in (
            _denied(_hook(cli, "PreToolUse", _tool(cli, "rm -rf /"))[0]) or ""
        )
        assert _denied(_hook(cli, "PreToolUse", _tool(cli, "git status"))[0]) is None  # control
        cli.json("remote", "refresh")
        warm_before = len(warm_lines(cli))
        assert warm_before >= 3  # the warm server answered those

        served.stop()
        reply, took = _hook(cli, "UserPromptSubmit", _prompt(cli, ask))
        assert "port 8123" in reply["hookSpecificOutput"]["additionalContext"]  # the cache
        assert took < 8.0
        denial, took = _hook(cli, "PreToolUse", _tool(cli, "rm -rf /"))
        assert "never wipe the disk" in (_denied(denial) or "") and took < 8.0
        assert "snapshot" in (_denied(denial) or "")
        assert _denied(_hook(cli, "PreToolUse", _tool(cli, "ls"))[0]) is None  # control
        assert len(warm_lines(cli)) >= warm_before + 3  # still warm, server or not
    finally:
        stop_warm_servers(cli.home)
