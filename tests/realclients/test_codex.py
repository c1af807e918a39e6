"""Codex CLI (`codex exec`) after `cairn setup codex --trust`, against the mock model."""

from __future__ import annotations

import tomllib

from tests.realclients.harness import (
    Machine,
    after_step,
    codex_config,
    marker,
    request_text,
    run_codex,
    setup,
)


def test_codex_gets_prompt_recall_round_trips_a_tool_call_and_is_denied_by_a_gate(
    machine: Machine,
) -> None:
    fact = machine.remember(f"The flux capacitor listens on port 8123 {marker('fact')}")
    machine.gate("shell", r"git push .*--force.*\bmain\b", "never force-push main")
    url = machine.mock.start(
        [
            {"tool": "mcp__cairn/memory_search", "args": {"query": "flux capacitor"}},
            {"tool": "exec_command", "args": {"cmd": "git push --force origin main"}},
            {"text": "done"},
        ]
    )
    codex_config(machine, url)
    setup(machine, "codex")
    config = tomllib.loads((machine.home / ".codex" / "config.toml").read_text())
    assert (
        config["model_providers"]["mock"]["base_url"] == f"{url}/v1"
    )  # the user's own config kept

    proc = run_codex(machine, "which port does the flux capacitor use?")
    assert proc.returncode == 0, proc.stderr[-2000:]

    first = request_text(machine.mock.model_requests()[0])
    assert fact.text in first and "<cairn-memory" in first
    assert fact.text in after_step(machine, 0)
    assert "never force-push main" in after_step(machine, 1)
    assert list((machine.cairn_home / "handoff").glob("codex-*.json"))
