"""`cairn hook <client> <event>` run as the clients run it: the real command, a JSON payload on
stdin. It injects with a good payload and a healthy store, and otherwise exits 0 with no output
(and one line in cairn's own log); only an approved gate denies."""

from __future__ import annotations

import json
import sqlite3
import subprocess
from pathlib import Path
from typing import Any

import pytest

from cairn.model import Actor, Candidate, Kind
from cairn.service import MemoryService
from tests.conftest import CAIRN, NS_A, Cli

GOOD = "which port does the flux capacitor use?"


def hook(
    cli: Cli, client: str, event: str, payload: Any, **env: str
) -> subprocess.CompletedProcess[str]:
    data = payload if isinstance(payload, str) else json.dumps(payload)
    return subprocess.run(
        [CAIRN, "hook", client, event],
        cwd=cli.project,
        env=cli.env(**env),
        input=data,
        capture_output=True,
        text=True,
        timeout=30,
    )


def prompt(cli: Cli, text: str = GOOD, session: str = "s-1") -> dict[str, Any]:
    return {"session_id": session, "cwd": str(cli.project), "prompt": text}


def log_lines(cli: Cli) -> list[str]:
    path = cli.home / "logs" / "hooks.log"
    return path.read_text().splitlines() if path.exists() else []


@pytest.fixture
def store(cli: Cli, person: Actor) -> MemoryService:
    from cairn.model import Scope

    svc = MemoryService.open(cli.home / "cairn.db", Scope(NS_A, "user:tester"))
    svc.add(Candidate("The flux capacitor listens on port 8123", NS_A), person)
    svc.add(Candidate("Deploy with scripts/ship.sh", NS_A, kind=Kind.CONVENTION), person)
    svc.add_gate("shell", r"git push .*--force.*\bmain\b", "never force-push main", person)
    return svc


def test_a_good_payload_on_a_healthy_store_injects_framed_recall(
    cli: Cli, store: MemoryService
) -> None:
    proc = hook(cli, "claude-code", "UserPromptSubmit", prompt(cli))
    assert proc.returncode == 0
    out = json.loads(proc.stdout)["hookSpecificOutput"]
    assert out["hookEventName"] == "UserPromptSubmit"
    assert "port 8123" in out["additionalContext"]
    assert out["additionalContext"].startswith("<cairn-memory")


@pytest.mark.parametrize("garbage", ["", "not json", "[1, 2]", '"a string"', "{", "\x00\xff"])
def test_a_garbage_payload_exits_0_with_no_output(
    cli: Cli, store: MemoryService, garbage: str
) -> None:
    proc = hook(cli, "claude-code", "UserPromptSubmit", garbage)
    assert (proc.returncode, proc.stdout) == (0, "")
    assert "no JSON object on stdin" in log_lines(cli)[-1]


def test_a_corrupt_store_exits_0_with_no_output(cli: Cli, store: MemoryService) -> None:
    store.close()
    db = cli.home / "cairn.db"
    for extra in ("-wal", "-shm"):
        Path(f"{db}{extra}").unlink(missing_ok=True)
    db.write_bytes(b"this is not a database" * 100)
    proc = hook(cli, "claude-code", "UserPromptSubmit", prompt(cli))
    assert (proc.returncode, proc.stdout) == (0, "")
    assert "exit 0 with no output" in log_lines(cli)[-1]


def test_a_missing_store_exits_0_with_no_output_and_creates_nothing(cli: Cli) -> None:
    import shutil

    shutil.rmtree(cli.home)  # the fixture's store (where its pin was adopted) is gone
    proc = hook(cli, "claude-code", "SessionStart", {"session_id": "s", "cwd": str(cli.project)})
    assert (proc.returncode, proc.stdout) == (0, "")
    assert not (cli.home / "cairn.db").exists()
    assert "no store" in log_lines(cli)[-1]


def test_a_locked_store_fails_open_within_the_budget(cli: Cli, store: MemoryService) -> None:
    store.close()
    holder = sqlite3.connect(cli.home / "cairn.db", isolation_level=None)
    holder.execute("PRAGMA journal_mode = DELETE")
    holder.execute("BEGIN EXCLUSIVE")
    try:
        proc = hook(cli, "claude-code", "UserPromptSubmit", prompt(cli))
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert (proc.returncode, proc.stdout) == (0, "")


@pytest.mark.parametrize(
    "argv",
    [
        ["hook"],
        ["hook", "claude-code"],
        ["hook", "nosuch", "SessionStart"],
        ["hook", "--help"],
        ["hook", "claude-code", "NoSuchEvent"],
        ["hook", "cursor", "beforeSubmitPrompt"],
    ],
)
def test_a_usage_error_never_blocks_the_client(
    cli: Cli, store: MemoryService, argv: list[str]
) -> None:
    proc = subprocess.run(
        [CAIRN, *argv],
        cwd=cli.project,
        env=cli.env(),
        input=json.dumps(prompt(cli)),
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert (proc.returncode, proc.stdout) == (0, "")


@pytest.mark.parametrize(
    ("client", "event", "tool"),
    [
        ("claude-code", "PreToolUse", "Bash"),
        ("codex", "PreToolUse", "Bash"),
        ("gemini", "BeforeTool", "run_shell_command"),
    ],
)
def test_an_approved_gate_denies_in_the_clients_shape_and_a_control_passes(
    cli: Cli, store: MemoryService, client: str, event: str, tool: str
) -> None:
    def call(command: str) -> dict[str, Any]:
        payload = {
            "session_id": "s",
            "cwd": str(cli.project),
            "tool_name": tool,
            "tool_input": {"command": command},
        }
        proc = hook(cli, client, event, payload)
        assert proc.returncode == 0
        out: dict[str, Any] = json.loads(proc.stdout)
        return out

    denied = call("git push --force origin main")
    if client == "gemini":
        assert denied["decision"] == "deny" and "never force-push main" in denied["reason"]
    else:
        spec = denied["hookSpecificOutput"]
        assert spec["permissionDecision"] == "deny"
        assert "never force-push main" in spec["permissionDecisionReason"]
    assert call("git push origin feature") == {}


def test_a_proposed_gate_does_not_block(cli: Cli, store: MemoryService) -> None:
    from cairn.model import ActorKind

    agent = Actor(ActorKind.AGENT, "a", client="claude-code")
    store.add(
        Candidate(
            "gate on rm",
            NS_A,
            kind=Kind.GATE,
            gate={"tool": "shell", "pattern": "rm -rf", "reason": "no rm"},
        ),
        agent,
    )
    payload = {
        "session_id": "s",
        "cwd": str(cli.project),
        "tool_name": "Bash",
        "tool_input": {"command": "rm -rf build"},
    }
    assert json.loads(hook(cli, "claude-code", "PreToolUse", payload).stdout) == {}


def test_session_start_tells_the_user_how_many_proposals_wait(
    cli: Cli, store: MemoryService, agent: Actor
) -> None:
    store.add(Candidate("An agent's guess", NS_A), agent)
    store.add(Candidate("Another agent's guess", NS_A), agent)
    proc = hook(cli, "claude-code", "SessionStart", {"session_id": "s", "cwd": str(cli.project)})
    out = json.loads(proc.stdout)
    assert "2 proposals waiting for your review" in out["systemMessage"]
    assert "Deploy with scripts/ship.sh" in out["hookSpecificOutput"]["additionalContext"]


def test_hook_output_never_exceeds_the_clients_limit(
    cli: Cli, store: MemoryService, person: Actor
) -> None:
    words = " ".join(f"capacitor{i}" for i in range(300))
    store.add_many(
        [
            Candidate(f"flux capacitor note {n}: {words}", NS_A, kind=Kind.CONVENTION)
            for n in range(40)
        ],
        person,
    )
    for event, payload in (
        ("SessionStart", {"session_id": "big", "cwd": str(cli.project)}),
        ("UserPromptSubmit", prompt(cli, "flux capacitor note", session="big2")),
    ):
        proc = hook(cli, "claude-code", event, payload, CAIRN_HOOK_BUDGET="100000")
        assert proc.returncode == 0 and proc.stdout
        assert len(proc.stdout.strip()) <= 10_000
        context = json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"]
        assert context.rstrip().endswith("</cairn-memory>")


def test_gemini_before_agent_recalls_despite_the_injected_session_context(
    cli: Cli, store: MemoryService
) -> None:
    injected = (
        '<hook_context>&lt;cairn-memory moment="session-start"&gt;\nPrior notes from cairn'
        " ... conventions, gates, proposals waiting for review\n&lt;/cairn-memory&gt;</hook_context>"
        f"\n\n{GOOD}"
    )
    proc = hook(cli, "gemini", "BeforeAgent", prompt(cli, injected))
    out = json.loads(proc.stdout)["hookSpecificOutput"]
    assert out["hookEventName"] == "BeforeAgent" and "port 8123" in out["additionalContext"]


def test_an_end_of_session_event_hands_the_transcript_to_the_miner(
    cli: Cli, tmp_path: Path
) -> None:
    transcript = tmp_path / "claude" / "projects" / "-p" / "t.jsonl"  # the client's own folder
    transcript.parent.mkdir(parents=True)
    transcript.write_text('{"type":"user"}\n')
    proc = hook(
        cli,
        "claude-code",
        "SessionEnd",
        {"session_id": "abc", "cwd": str(cli.project), "transcript_path": str(transcript)},
        CLAUDE_CONFIG_DIR=str(tmp_path / "claude"),
    )
    assert (proc.returncode, proc.stdout.strip()) == (0, "{}")
    record = json.loads((cli.home / "handoff" / "claude-code-abc.json").read_text())
    assert record["transcript"] == str(transcript) and record["cursor"] == transcript.stat().st_size
    assert record["miner"].startswith("started pid")


def test_a_block_too_long_for_the_client_is_cut_on_a_line_and_its_frame_closed() -> None:
    from cairn.context.frame import wrap
    from cairn.integrations import claude_code
    from cairn.integrations.record import HookEvent, HookReply, Moment
    from cairn.integrations.runner import fit

    body = "\n".join(f"- note {i}: " + "x" * 80 + ' "quoted" \\ ' for i in range(400))
    block = wrap(body, moment="prompt")
    assert len(block) > 30_000
    ev = HookEvent("claude-code", "UserPromptSubmit", Moment.PROMPT)
    out = fit(
        HookReply(block, "3 proposals wait"), claude_code.render, ev, claude_code.OUTPUT_LIMIT
    )
    assert len(json.dumps(out, ensure_ascii=False)) <= 10_000
    context = out["hookSpecificOutput"]["additionalContext"]
    assert context.startswith("<cairn-memory") and context.endswith("</cairn-memory>")
    assert len(context) > 5_000  # cut, not dropped
    assert out["systemMessage"] == "3 proposals wait"
