"""Claude Code (`claude -p`) after `cairn setup claude-code`, against the mock model."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from cairn.model import Kind
from tests.realclients.harness import Machine, after_step, marker, request_text, run_claude, setup


def test_claude_code_is_told_memory_uses_the_tools_is_denied_by_a_gate_and_hands_off(
    machine: Machine,
) -> None:
    convention = machine.remember(f"Deploy with scripts/ship.sh {marker('conv')}", Kind.CONVENTION)
    fact = machine.remember(f"The flux capacitor listens on port 8123 {marker('fact')}")
    machine.proposal(f"An agent's guess that waits {marker('wait')}")
    gate = machine.gate("shell", r"git push .*--force.*\bmain\b", "never force-push main")
    control = marker("control")
    url = machine.mock.start(
        [
            {"tool": "mcp__cairn__memory_search", "args": {"query": "flux capacitor"}},
            {"tool": "Bash", "args": {"command": "git push --force origin main"}},
            {"tool": "Bash", "args": {"command": f"echo {control}"}},
            {"text": "done"},
        ]
    )
    setup(machine, "claude-code")

    proc = run_claude(
        machine, url, "which port does the flux capacitor use?", "--allowedTools", "Bash"
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    result = json.loads(proc.stdout)

    first = request_text(machine.mock.model_requests()[0])
    assert convention.text in first  # the session-start block
    assert fact.text in first  # the prompt's recall
    assert "<cairn-memory" in first

    assert fact.text in after_step(machine, 0)  # the MCP tool ran and its result came back

    denied = after_step(machine, 1)
    assert "never force-push main" in denied and gate.id[-8:].lower() in denied
    assert control in after_step(machine, 2)  # a command no gate matches runs
    assert [d["tool_input"]["command"] for d in result["permission_denials"]] == [
        "git push --force origin main"
    ]

    transcript = next(
        Path(machine.home, ".claude", "projects").rglob(f"{result['session_id']}.jsonl")
    )
    assert "proposal waiting for your review" in transcript.read_text()  # the user was told
    handoff = machine.cairn_home / "handoff" / f"claude-code-{result['session_id']}.json"
    record = _settled(handoff)
    assert record["transcript"] == str(transcript)
    assert record["miner"].startswith("started")


def _settled(handoff: Path, wait: float = 20.0) -> dict[str, Any]:
    """The hand-off record once its hook finished: the hook writes "starting" before it spawns
    the miner and the outcome after, and the client may exit while its last hook (SessionEnd)
    is between the two writes. A record stuck at "starting" still fails, after ``wait``."""
    deadline = time.monotonic() + wait
    while True:
        record: dict[str, Any] = json.loads(handoff.read_text())
        if record.get("miner") != "starting" or time.monotonic() > deadline:
            return record
        time.sleep(0.1)
