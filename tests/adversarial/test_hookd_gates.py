"""The warm hook server never lets a gated call through that the cold hook would block.

It reads the gates (and the adoptions that say which namespace a project is) from the store on
every call: a gate a person adds after the server started blocks at the next call, one that is
retracted stops blocking at the next call. When another process holds the store locked while
the server runs, a gated call is still denied (from the gate snapshot beside the store) and
everything else fails open, as in the cold hook. Each attack asks the running server directly
(so a cold fallback cannot hide a wrong warm answer), then runs the real `cairn hook` beside an
ungated control call that must still pass.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cairn.model import Actor, ActorKind, Candidate, Kind, Scope
from cairn.service import MemoryService
from tests.adversarial.hookd_helpers import (
    FORCE_PUSH,
    HARMLESS,
    ask_server,
    denied,
    prompt_payload,
    run_hook,
    start_server,
    tool_payload,
    warm_lines,
)
from tests.adversarial.test_gates_hold import exclusive_lock
from tests.conftest import NS_A, USER_NS, Cli

FORCE = r"git push .*(--force|-f)\b"


def warm_tool(cli: Cli, monkeypatch: pytest.MonkeyPatch, command: str) -> str | None:
    """The running server's own decision on a Bash call: its deny reason, or None (allowed)."""
    got = ask_server(
        monkeypatch, cli.home / "hookd.sock", cli, "PreToolUse", tool_payload(cli, command)
    )
    assert got is not None, "the warm server refused a call it serves"
    code, out = got
    assert code == 0, out
    return denied(out)


@pytest.fixture
def served(cli: Cli, person: Actor) -> Cli:
    """A project with one ordinary memory in its store and the warm server running for it."""
    svc = MemoryService.open(cli.home / "cairn.db", Scope(NS_A, USER_NS))
    try:
        svc.add(Candidate("Releases are cut from the main branch", NS_A), person)
    finally:
        svc.close()
    start_server(cli.home)
    return cli


def test_a_gate_added_after_the_server_started_blocks_at_the_next_call(
    served: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert warm_tool(served, monkeypatch, FORCE_PUSH) is None  # no gate yet: allowed
    code, out = served.tty(
        "gate", "add", "--tool", "shell", "--pattern", FORCE, "--reason", "never force-push"
    )
    assert code == 0, out
    reason = warm_tool(served, monkeypatch, FORCE_PUSH)
    assert reason and "never force-push" in reason and "snapshot" not in reason
    assert warm_tool(served, monkeypatch, HARMLESS) is None  # control
    before = warm_lines(served.home)
    _, out = run_hook(served, "PreToolUse", tool_payload(served, FORCE_PUSH))
    assert "never force-push" in (denied(out) or "")
    assert denied(run_hook(served, "PreToolUse", tool_payload(served, HARMLESS))[1]) is None
    assert warm_lines(served.home) >= before + 2  # the real hooks were the server's to answer


def test_a_gate_approved_then_retracted_stops_blocking_at_the_next_call(
    served: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    agent = Actor(ActorKind.AGENT, "claude-code", client="claude-code")
    svc = MemoryService.open(served.home / "cairn.db", Scope(NS_A, USER_NS))
    try:
        rule = {"tool": "shell", "pattern": FORCE, "reason": "never force-push"}
        proposed = svc.add(
            Candidate("Gate: never force-push", NS_A, Kind.GATE, gate=rule), agent
        ).memory.id
        kept = svc.add_gate(
            "shell", r"rm -rf /\s*$", "never wipe the disk", Actor(ActorKind.HUMAN, "alice")
        ).memory.id
    finally:
        svc.close()
    assert warm_tool(served, monkeypatch, FORCE_PUSH) is None  # a proposal blocks nothing
    code, out = served.tty("approve", proposed[-8:])
    assert code == 0, out
    assert "never force-push" in (warm_tool(served, monkeypatch, FORCE_PUSH) or "")
    code, out = served.tty("retract", proposed[-8:], "--reason", "branch protection does it")
    assert code == 0, out
    assert warm_tool(served, monkeypatch, FORCE_PUSH) is None
    # control: the server still checks gates, and the one left in force still blocks
    assert "never wipe the disk" in (warm_tool(served, monkeypatch, "rm -rf /") or "")
    assert kept
    _, out = run_hook(served, "PreToolUse", tool_payload(served, FORCE_PUSH))
    assert denied(out) is None


def test_a_store_locked_by_another_process_still_blocks_a_gated_call_through_the_server(
    served: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out = served.tty(
        "gate", "add", "--tool", "shell", "--pattern", FORCE, "--reason", "never force-push"
    )
    assert code == 0, out
    assert "snapshot" not in (warm_tool(served, monkeypatch, FORCE_PUSH) or "snapshot")
    endpoint = served.home / "hookd.sock"
    with exclusive_lock(served.home / "cairn.db"):
        reason = warm_tool(served, monkeypatch, FORCE_PUSH)
        assert reason and "never force-push" in reason and "snapshot" in reason
        assert warm_tool(served, monkeypatch, HARMLESS) is None  # control: ungated passes
        # every other hook fails open, as the cold one does: exit 0, nothing injected
        prompt = prompt_payload(served, "which branch are releases cut from?")
        assert ask_server(monkeypatch, endpoint, served, "UserPromptSubmit", prompt) == (0, "")
        assert run_hook(served, "UserPromptSubmit", prompt) == (0, "")
        _, out = run_hook(served, "PreToolUse", tool_payload(served, FORCE_PUSH))
        assert "never force-push" in (denied(out) or "")
    # control: with the lock gone, the store decides again (and a prompt is answered)
    reason = warm_tool(served, monkeypatch, FORCE_PUSH)
    assert reason and "snapshot" not in reason
    prompt = prompt_payload(served, "which branch are releases cut from?")
    got = ask_server(monkeypatch, endpoint, served, "UserPromptSubmit", prompt)
    assert got is not None and "main branch" in got[1]


def test_a_damaged_store_still_blocks_a_gated_call_through_the_server(
    served: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out = served.tty(
        "gate", "add", "--tool", "shell", "--pattern", FORCE, "--reason", "never force-push"
    )
    assert code == 0, out
    store = served.home / "cairn.db"
    data = bytearray(store.read_bytes())
    data[0:100] = b"\xff" * 100  # the header: no longer a SQLite file
    store.write_bytes(bytes(data))
    reason = warm_tool(served, monkeypatch, FORCE_PUSH)
    assert reason and "never force-push" in reason and "snapshot" in reason
    assert warm_tool(served, monkeypatch, HARMLESS) is None  # control


def test_a_silent_warm_server_cannot_stretch_a_gated_call_past_the_hooks_budget(
    cli: Cli,
) -> None:
    """A server that accepts and never answers costs the client its reply timeout; the cold
    run that follows spends only what is left of the same budget, so the watchdog still answers
    a gated call from the snapshot inside the client's own hook timeout (a client that kills a
    slow hook lets the call through)."""
    import json
    import re
    import subprocess
    import sys
    import threading

    from cairn import localipc

    code, out = cli.tty(
        "gate", "add", "--tool", "shell", "--pattern", FORCE, "--reason", "never force-push"
    )
    assert code == 0, out
    child = (
        "import sys, time\n"
        "from cairn.integrations import hookd, runner\n"
        "from cairn.integrations.record import Moment\n"
        "hookd.REPLY_SECONDS = 2.0\n"
        "runner.BUDGETS[Moment.TOOL] = 2.5\n"
        "runner.decide = lambda ev, remote=None: time.sleep(60)\n"  # the store never answers either
        "hookd.main(['claude-code', 'PreToolUse'])\n"
    )
    held: list[object] = []
    with localipc.listen(cli.home / "hookd.sock") as silent:  # accepts, never answers

        def accept() -> None:
            conn = silent.accept(60)
            if conn is not None:
                held.append(conn)

        t = threading.Thread(target=accept, daemon=True)
        t.start()
        proc = subprocess.run(
            [sys.executable, "-c", child],
            input=json.dumps(tool_payload(cli, FORCE_PUSH)),
            capture_output=True,
            text=True,
            cwd=cli.project,
            env=cli.env(),
            timeout=120,
        )
        t.join(5)
        for conn in held:
            conn.close()  # type: ignore[attr-defined]
    assert held, "the client asked the warm server first"
    assert proc.returncode == 0, proc.stderr
    assert "never force-push" in (denied(proc.stdout) or "")
    log = (cli.home / "logs" / "hooks.log").read_text()
    budgets = re.findall(r"over the (-?[\d.]+)s budget; answered from the gate snapshot", log)
    assert budgets, log
    # what was left of 2.5 s after waiting 2 s for the server (the whole 2.5 s before the fix)
    assert float(budgets[-1]) <= 0.5, budgets


def test_a_pin_adopted_after_the_server_started_brings_its_gates_at_the_next_call(
    served: Cli, tmp_path: Path, person: Actor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Adoptions are read from the store on every call: a project whose committed pin a person
    adopts while the server runs is gated by that namespace's gates at once (a cached "not
    adopted" would let its gated calls through)."""
    gated_ns = "test:gated-project"
    other = Cli(tmp_path / "pinned-project", served.home)
    (other.project / ".cairn").mkdir(parents=True)
    (other.project / ".cairn" / "config.toml").write_text(f'[project]\nnamespace = "{gated_ns}"\n')
    svc = MemoryService.open(served.home / "cairn.db", Scope(gated_ns, USER_NS))
    try:
        svc.add_gate("shell", FORCE, "the pinned project forbids force-pushes", person)
    finally:
        svc.close()
    # not adopted yet: the project reads as the namespace derived from its folder (no gate)
    assert warm_tool(other, monkeypatch, FORCE_PUSH) is None
    code, out = other.tty("init", "--adopt", gated_ns)
    assert code == 0, out
    reason = warm_tool(other, monkeypatch, FORCE_PUSH)
    assert reason and "the pinned project forbids force-pushes" in reason
    assert warm_tool(other, monkeypatch, HARMLESS) is None  # control
    assert warm_tool(served, monkeypatch, FORCE_PUSH) is None  # control: not the other project's
