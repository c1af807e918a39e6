"""A tool call padded past the size a hook reads (``MAX_STDIN``) was read truncated, was not
JSON, and the PreToolUse hook allowed it: a gated command at the end of 8 MB of padding went
through. Now a tool call that could not be read whole cannot be checked, and with any gate in
place it blocks, saying why; with no gate it is allowed, and every other hook ignores it as
before. Each attack beside a control."""

from __future__ import annotations

import json
import subprocess
from typing import Any

from cairn.integrations import runner
from tests.adversarial.test_gates_hold import FORCE, add_gate, exclusive_lock
from tests.conftest import CAIRN, Cli


def padded(cli: Cli, command: str, event: str = "PreToolUse") -> subprocess.CompletedProcess[str]:
    """The real hook fed a tool call whose command ends ``command`` after padding that puts
    the payload over the limit."""
    pad = "a " * (runner.MAX_STDIN // 2 + 1024)
    payload: dict[str, Any] = {
        "session_id": "5d0c7e1a-0000-4000-8000-00000000b16b",
        "cwd": str(cli.project),
        "hook_event_name": event,
        "tool_name": "Bash",
        "tool_input": {"command": f": {pad}; {command}"},
        "prompt": "x",
    }
    return subprocess.run(
        [CAIRN, "hook", "claude-code", event],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        cwd=cli.project,
        env=cli.env(),
        timeout=120,
    )


def reason(proc: subprocess.CompletedProcess[str]) -> str | None:
    assert proc.returncode == 0, proc.stderr
    out = (json.loads(proc.stdout) if proc.stdout.strip() else {}).get("hookSpecificOutput") or {}
    return out.get("permissionDecisionReason") if out.get("permissionDecision") == "deny" else None


def test_a_tool_call_too_large_to_read_blocks_when_a_gate_is_in_place(cli: Cli) -> None:
    code, out = add_gate(cli, FORCE, "never force-push")
    assert code == 0, out
    why = reason(padded(cli, "git push --force origin main"))
    assert why and "could not be read" in why and "over 8 MB" in why
    # through the gate snapshot too (another process holds the store)
    with exclusive_lock(cli.home / "cairn.db"):
        why = reason(padded(cli, "git status"))
        assert why and "could not be read" in why
    # controls: the prompt hook ignores an oversized payload as before; a small call passes
    assert padded(cli, "git status", "UserPromptSubmit").returncode == 0
    small = subprocess.run(
        [CAIRN, "hook", "claude-code", "PreToolUse"],
        input=json.dumps(
            {"cwd": str(cli.project), "tool_name": "Bash", "tool_input": {"command": "ls"}}
        ),
        capture_output=True,
        text=True,
        cwd=cli.project,
        env=cli.env(),
        timeout=60,
    )
    assert reason(small) is None


def test_a_tool_call_too_large_to_read_passes_where_no_gate_is(cli: Cli) -> None:
    cli.run("list")  # the store exists, with no gate in it
    assert reason(padded(cli, "git push --force origin main")) is None


def raw_hook(cli: Cli, text: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [CAIRN, "hook", "claude-code", "PreToolUse"],
        input=text,
        capture_output=True,
        text=True,
        cwd=cli.project,
        env=cli.env(),
        timeout=60,
    )


def call_with(cli: Cli, command: str, extra: str) -> str:
    """A PreToolUse payload (as JSON text) with ``extra`` as the raw JSON of one more field."""
    head = json.dumps(
        {"cwd": str(cli.project), "tool_name": "Bash", "tool_input": {"command": command}}
    )
    return head[:-1] + ', "extra": ' + extra + "}"


def test_a_tool_call_nested_too_deep_to_decode_blocks_when_a_gate_is_in_place(cli: Cli) -> None:
    """A gated command beside a field nested 200,000 deep: the decoder gave up (RecursionError)
    and the hook allowed the call. Controls: the same call without the nesting is denied by
    the gate itself; a harmless nested call passes where there is no gate."""
    deep = "[" * 200_000 + "]" * 200_000
    assert reason(raw_hook(cli, call_with(cli, "git push --force origin main", deep))) is None
    code, out = add_gate(cli, FORCE, "never force-push")
    assert code == 0, out
    why = reason(raw_hook(cli, call_with(cli, "git push --force origin main", deep)))
    assert why and "could not be read" in why and "nested too deep" in why
    plain = reason(raw_hook(cli, call_with(cli, "git push --force origin main", "[1]")))
    assert plain and "never force-push" in plain
    assert reason(raw_hook(cli, call_with(cli, "git status", "[1]"))) is None


def test_a_number_too_long_for_int_does_not_make_the_call_unreadable(cli: Cli) -> None:
    """A 5,000-digit number in a field made json.loads refuse the payload ("exceeds the limit
    for integer string conversion") and the gated call went through; it is now read, and the
    gate decides on the command as always. Control: a harmless call with the same number."""
    code, out = add_gate(cli, FORCE, "never force-push")
    assert code == 0, out
    big = "1" * 5000
    why = reason(raw_hook(cli, call_with(cli, "git push --force origin main", big)))
    assert why and "never force-push" in why
    assert reason(raw_hook(cli, call_with(cli, "git status", big))) is None
