"""Gemini CLI (`gemini -p`) after `cairn setup gemini --trust`, against the mock model."""

from __future__ import annotations

from tests.realclients.harness import (
    Machine,
    after_step,
    gemini_config,
    marker,
    request_text,
    run_gemini,
    setup,
)


def test_gemini_gets_prompt_recall_round_trips_a_tool_call_and_is_denied_by_a_gate(
    machine: Machine,
) -> None:
    fact = machine.remember(f"The flux capacitor listens on port 8123 {marker('fact')}")
    machine.gate("shell", r"git push .*--force.*\bmain\b", "never force-push main")
    url = machine.mock.start(
        [
            {"tool": "mcp_cairn_memory_search", "args": {"query": "flux capacitor"}},
            {"tool": "run_shell_command", "args": {"command": "git push --force origin main"}},
            {"text": "done"},
        ]
    )
    gemini_config(machine)
    setup(machine, "gemini")

    proc = run_gemini(machine, url, "which port does the flux capacitor use?")
    assert proc.returncode == 0, proc.stderr[-2000:]

    first = request_text(machine.mock.model_requests()[0])
    assert fact.text in first and "cairn-memory" in first
    assert fact.text in after_step(machine, 0)
    assert "never force-push main" in after_step(machine, 1)
    assert list((machine.cairn_home / "handoff").glob("gemini-*.json"))
