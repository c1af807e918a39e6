"""Headless `claude -p` and an MCP server that is slow to connect: the model's first request may
come before the server's tools exist. `cairn setup claude-code` writes what makes the client wait
(``env.MCP_CONNECTION_NONBLOCKING = "0"`` in its settings), so the first memory_search finds the
tool with no help from the model; without it, a model has to wait and retry (the mock does, as a
real model would when told the server is still connecting)."""

from __future__ import annotations

import json
import shlex

from cairn.model import Kind
from tests.realclients.harness import VENV_BIN, Machine, after_step, marker, run_claude, setup

NO_TOOL = "No such tool available"


def slow_server(machine: Machine, seconds: float = 4.0) -> None:
    """cairn's own server entry, started late (a loaded machine, a cold disk)."""
    path = machine.project / ".mcp.json"
    data = json.loads(path.read_text())
    entry = data["mcpServers"]["cairn"]
    assert entry["args"] == ["mcp"]
    late = f"sleep {seconds}; exec {shlex.quote(entry['command'])} mcp"
    data["mcpServers"]["cairn"] = {"type": "stdio", "command": "/bin/sh", "args": ["-c", late]}
    path.write_text(json.dumps(data))


def without_wait_setting(machine: Machine) -> None:
    path = machine.project / ".claude" / "settings.json"
    data = json.loads(path.read_text())
    assert data["env"]["MCP_CONNECTION_NONBLOCKING"] == "0"  # what setup wrote
    del data["env"]
    path.write_text(json.dumps(data))


def search_script() -> list[dict[str, object]]:
    return [
        {"tool": "mcp__cairn__memory_search", "args": {"query": "flux capacitor"}},
        {"text": "done"},
    ]


def test_with_the_setup_the_first_call_finds_the_tool_without_the_models_help(
    machine: Machine,
) -> None:
    fact = machine.remember(f"The flux capacitor listens on port 8123 {marker('fact')}", Kind.FACT)
    url = machine.mock.start(search_script(), patient=False)  # no retries from the model
    setup(machine, "claude-code")
    slow_server(machine)

    proc = run_claude(machine, url, "which port?")
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert fact.text in after_step(machine, 0)
    assert not [r for r in machine.mock.requests() if r.get("patience")]


def test_without_the_setting_the_first_call_fails_and_a_patient_model_waits_and_retries(
    machine: Machine,
) -> None:
    fact = machine.remember(f"The flux capacitor listens on port 8123 {marker('fact')}", Kind.FACT)
    url = machine.mock.start(search_script())
    setup(machine, "claude-code")
    slow_server(machine)
    without_wait_setting(machine)

    proc = run_claude(machine, url, "which port?")  # the mock is patient by default
    assert proc.returncode == 0, proc.stderr[-2000:]
    patience = [r["patience"] for r in machine.mock.requests() if r.get("patience")]
    assert patience[:2] == ["wait", "retry"]  # told "still connecting", it waited, then retried
    assert fact.text in after_step(machine, 0)


def test_without_the_setting_an_impatient_model_gets_still_connecting(machine: Machine) -> None:
    """The control: what the setting and the model's patience each prevent."""
    machine.remember(f"The flux capacitor listens on port 8123 {marker('fact')}", Kind.FACT)
    url = machine.mock.start(search_script(), patient=False)
    setup(machine, "claude-code")
    slow_server(machine)
    without_wait_setting(machine)

    proc = run_claude(machine, url, "which port?")
    assert proc.returncode == 0, proc.stderr[-2000:]
    answer = after_step(machine, 0)
    # "... is still connecting", or on a loaded machine the server not listed at all yet
    assert NO_TOOL in answer
    assert "port 8123" not in answer


def test_setup_keeps_a_users_own_wait_setting(machine: Machine) -> None:
    settings = machine.project / ".claude" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text(json.dumps({"env": {"MCP_CONNECTION_NONBLOCKING": "1", "FOO": "bar"}}))
    setup(machine, "claude-code")
    env = json.loads(settings.read_text())["env"]
    assert env == {"MCP_CONNECTION_NONBLOCKING": "1", "FOO": "bar"}
    proc = machine.cairn("setup", "claude-code", "--remove")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(settings.read_text())["env"] == {
        "MCP_CONNECTION_NONBLOCKING": "1",
        "FOO": "bar",
    }
    assert VENV_BIN.exists()
