"""`cairn setup <client>`: merges that keep other servers and hooks, --print that writes
nothing, a second run that changes nothing, and --remove that takes out only cairn's entries."""

from __future__ import annotations

import json
import os
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import Cli

OTHER_SERVER = {"command": "npx", "args": ["other-mcp"]}
OTHER_HOOK = {"type": "command", "command": "/usr/local/bin/lint-on-stop"}


def run(cli: Cli, *args: str) -> Any:
    path = os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")])
    return cli.run("setup", *args, env=cli.env(HOME=str(cli.home.parent / "userhome"), PATH=path))


def snapshot(root: Path) -> dict[str, str]:
    return {
        str(p.relative_to(root)): p.read_text()
        for p in sorted(root.rglob("*"))
        if p.is_file() and ".git" not in p.parts and "store" not in p.parts
    }


@pytest.fixture
def claude_project(cli: Cli) -> Cli:
    (cli.project / ".mcp.json").write_text(
        json.dumps({"mcpServers": {"other": OTHER_SERVER}}, indent=2) + "\n"
    )
    settings = cli.project / ".claude" / "settings.json"
    settings.parent.mkdir()
    settings.write_text(
        json.dumps(
            {
                "model": "opus",
                "hooks": {
                    "Stop": [{"hooks": [OTHER_HOOK]}],
                    "PreToolUse": [{"matcher": "Edit", "hooks": [OTHER_HOOK]}],
                },
            },
            indent=2,
        )
        + "\n"
    )
    return cli


def test_print_shows_a_merge_that_keeps_existing_servers_and_hooks_and_writes_nothing(
    claude_project: Cli,
) -> None:
    before = snapshot(claude_project.project)
    proc = run(claude_project, "claude-code", "--print")
    assert proc.returncode == 0, proc.stderr
    assert snapshot(claude_project.project) == before
    assert '+    "cairn": {' in proc.stdout
    added = [ln for ln in proc.stdout.splitlines() if ln.startswith("+")]
    assert any('"cairn hook claude-code PreToolUse"' in ln for ln in added)
    assert not [ln for ln in proc.stdout.splitlines() if ln.startswith("-") and "other" in ln]


def test_setup_writes_cairns_entries_beside_the_others_and_a_second_run_changes_nothing(
    claude_project: Cli,
) -> None:
    assert run(claude_project, "claude-code").returncode == 0
    mcp = json.loads((claude_project.project / ".mcp.json").read_text())
    assert mcp["mcpServers"]["other"] == OTHER_SERVER
    assert mcp["mcpServers"]["cairn"] == {"type": "stdio", "command": "cairn", "args": ["mcp"]}
    settings = json.loads((claude_project.project / ".claude" / "settings.json").read_text())
    assert settings["model"] == "opus"
    assert settings["hooks"]["Stop"][0] == {"hooks": [OTHER_HOOK]}
    assert settings["hooks"]["PreToolUse"][0] == {"matcher": "Edit", "hooks": [OTHER_HOOK]}
    ours = {
        event: [
            h["command"] for g in groups for h in g["hooks"] if h["command"].startswith("cairn")
        ]
        for event, groups in settings["hooks"].items()
    }
    assert ours["UserPromptSubmit"] == ["cairn hook claude-code UserPromptSubmit"]
    assert ours["Stop"] == ["cairn hook claude-code Stop"]
    assert "permissions" not in settings  # trust is applied only with --trust

    after_first = snapshot(claude_project.project)
    second = run(claude_project, "claude-code")
    assert "nothing changed" in second.stdout
    assert snapshot(claude_project.project) == after_first


def test_remove_takes_out_only_cairns_entries(claude_project: Cli) -> None:
    assert run(claude_project, "claude-code", "--trust").returncode == 0
    assert run(claude_project, "claude-code", "--remove").returncode == 0
    mcp = json.loads((claude_project.project / ".mcp.json").read_text())
    assert mcp == {"mcpServers": {"other": OTHER_SERVER}}
    settings = json.loads((claude_project.project / ".claude" / "settings.json").read_text())
    assert settings["hooks"] == {
        "Stop": [{"hooks": [OTHER_HOOK]}],
        "PreToolUse": [{"matcher": "Edit", "hooks": [OTHER_HOOK]}],
    }
    assert "cairn" not in json.dumps(settings)


def test_a_malformed_config_is_refused_and_left_untouched(cli: Cli) -> None:
    (cli.project / ".mcp.json").write_text("{ not json")
    proc = run(cli, "claude-code")
    assert proc.returncode == 64 and "not valid JSON" in proc.stderr
    assert (cli.project / ".mcp.json").read_text() == "{ not json"
    assert not (cli.project / ".claude").exists()


def test_trust_steps_are_printed_and_applied_only_with_trust(cli: Cli) -> None:
    plain = run(cli, "claude-code")
    assert "not applied; rerun with --trust" in plain.stdout
    home = cli.home.parent / "userhome"
    assert not (home / ".claude.json").exists()
    assert run(cli, "claude-code", "--trust").returncode == 0
    state = json.loads((home / ".claude.json").read_text())
    assert state["projects"][str(cli.project)]["hasTrustDialogAccepted"] is True
    settings = json.loads((cli.project / ".claude" / "settings.json").read_text())
    assert "mcp__cairn__memory_search" in settings["permissions"]["allow"]


def test_codex_setup_keeps_the_users_toml_and_is_idempotent(cli: Cli) -> None:
    config = cli.project / ".codex" / "config.toml"
    config.parent.mkdir()
    config.write_text('# mine\nmodel = "o9"\n\n[mcp_servers.other]\ncommand = "npx"\n')
    assert run(cli, "codex").returncode == 0
    data = tomllib.loads(config.read_text())
    assert data["model"] == "o9" and data["mcp_servers"]["other"] == {"command": "npx"}
    assert data["mcp_servers"]["cairn"]["args"] == ["mcp"]
    assert config.read_text().startswith("# mine\n")
    hooks = json.loads((cli.project / ".codex" / "hooks.json").read_text())
    assert set(hooks["hooks"]) >= {"SessionStart", "UserPromptSubmit", "PreToolUse", "Stop"}
    first = config.read_text()
    assert run(cli, "codex").returncode == 0
    assert config.read_text() == first
    assert run(cli, "codex", "--remove").returncode == 0
    assert "cairn" not in config.read_text() and 'model = "o9"' in config.read_text()


def test_gemini_setup_names_its_hooks_and_times_them_in_milliseconds(cli: Cli) -> None:
    assert run(cli, "gemini").returncode == 0
    settings = json.loads((cli.project / ".gemini" / "settings.json").read_text())
    assert settings["mcpServers"]["cairn"] == {"command": "cairn", "args": ["mcp"]}
    (handler,) = settings["hooks"]["BeforeAgent"][0]["hooks"]
    assert handler["command"] == "cairn hook gemini BeforeAgent" and handler["timeout"] >= 1000
    assert "UserPromptSubmit" not in settings["hooks"]


def test_cursor_gets_its_mcp_entry_only(cli: Cli) -> None:
    assert run(cli, "cursor").returncode == 0
    data = json.loads((cli.project / ".cursor" / "mcp.json").read_text())
    assert data == {"mcpServers": {"cairn": {"command": "cairn", "args": ["mcp"]}}}
    assert sorted(p.name for p in (cli.project / ".cursor").iterdir()) == ["mcp.json"]


def test_setup_warns_when_cairn_is_not_on_path(cli: Cli) -> None:
    proc = cli.run(
        "setup",
        "cursor",
        "--print",
        env=cli.env(PATH="/usr/bin:/bin", HOME=str(cli.home.parent / "userhome")),
    )
    assert "is not on PATH" in proc.stderr
    control = run(cli, "cursor", "--print")
    assert "is not on PATH" not in control.stderr
