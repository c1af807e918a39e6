"""Issue 16 end to end: a real git repository, the real `cairn` command and the real hook
process (`cairn hook <client> <event>` with a JSON payload on stdin, as the clients run it)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from cairn.bench.gitrepo import GitRepo
from cairn.model import Scope
from cairn.service import MemoryService
from tests.anchors_world import RETRY
from tests.conftest import CAIRN, NS_A, USER_NS, Cli, pin

MAKEFILE = ".PHONY: ship\nship: build\n\t./scripts/release.sh --prod\n\nbuild:\n\tpython -m build\n"


@pytest.fixture
def project(tmp_path: Path) -> tuple[GitRepo, Cli]:
    repo = GitRepo.init(tmp_path / "project")
    repo.write("Makefile", MAKEFILE)
    repo.write("net/retry.py", RETRY)
    repo.write("scripts/release.sh", "#!/bin/sh\necho release\n")
    repo.commit("initial")
    pin(repo.root, NS_A, tmp_path / "home" / "cairn.db")  # a person adopted the project's pin
    return repo, Cli(repo.root, tmp_path / "home")


def hook(cli: Cli, client: str, event: str, payload: dict[str, Any]) -> dict[str, Any]:
    proc = subprocess.run(
        [CAIRN, "hook", client, event],
        cwd=cli.project,
        env=cli.env(),
        input=json.dumps({"cwd": str(cli.project), "session_id": "s-1", **payload}),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    out: dict[str, Any] = json.loads(proc.stdout) if proc.stdout.strip() else {}
    return out


def context(out: dict[str, Any]) -> str:
    return str(out.get("hookSpecificOutput", {}).get("additionalContext", ""))


def add(cli: Cli, text: str, kind: str = "convention") -> str:
    code, out = cli.tty("add", text, "--kind", kind, "--json")
    assert code == 0, out
    data = json.loads(out[out.index("{") :])
    return str(data["memory"]["id"])


def test_make_ship_verifies_then_goes_stale_in_check_the_session_block_and_the_queue(
    project: tuple[GitRepo, Cli],
) -> None:
    repo, cli = project
    mid = add(cli, "Deploy with make ship")
    control = add(cli, "Build wheels with make build")

    first = cli.json("check", mid)
    assert first["counts"] == {"anchored": 2, "stale": 0, "verified": 2}
    [shown] = first["memories"]
    assert [(a["kind"], a["name"], a["status"]) for a in shown["anchors"]] == [
        ("make_target", "ship", "ok")
    ]
    block = context(hook(cli, "claude-code", "SessionStart", {"source": "startup"}))
    assert f"Deploy with make ship (verified at {repo.head()[:8]})" in block

    repo.write("Makefile", repo.read("Makefile").replace("ship:", "release:"))
    repo.commit("rename ship to release")

    checked = cli.json("check")
    assert checked["counts"] == {"anchored": 2, "stale": 1, "verified": 1}
    [stale] = checked["stale"]
    assert stale["memory"]["id"] == mid
    reason = stale["anchors"][0]["reason"]
    assert reason.startswith("Makefile target `ship`")

    out = hook(cli, "claude-code", "SessionStart", {"source": "startup"})
    block = context(out)
    assert f"Deploy with make ship (may be stale: {reason})" in block
    assert "Build wheels with make build (verified at" in block  # the control
    assert "1 memory may be stale" in out["systemMessage"]

    queue = cli.json("review")
    waiting = {m["id"]: m for m in queue["memories"]}
    assert mid in waiting and control not in waiting
    assert f"stale: {reason}" in waiting[mid]["flags"]
    assert waiting[mid]["text"] == "Deploy with make ship"  # kept, never deleted


def test_the_session_start_hook_finds_the_rename_itself_within_its_budget(
    project: tuple[GitRepo, Cli],
) -> None:
    repo, cli = project
    mid = add(cli, "Deploy with make ship")
    repo.write("Makefile", repo.read("Makefile").replace("ship:", "release:"))
    repo.commit("rename ship to release")
    out = hook(cli, "claude-code", "SessionStart", {"source": "startup"})  # no `cairn check` ran
    assert "Deploy with make ship (may be stale: Makefile target `ship`" in context(out)
    svc = MemoryService.open(cli.home / "cairn.db", Scope(NS_A, USER_NS))
    try:
        assert mid in {m.id for m in svc.review_queue()}
    finally:
        svc.close()


def test_after_a_function_moves_to_another_file_its_memory_follows(
    project: tuple[GitRepo, Cli],
) -> None:
    repo, cli = project
    mid = add(cli, "retry_with_backoff retries on OSError with exponential backoff", "fact")
    body = RETRY[RETRY.index("def retry_with") :]
    repo.write("net/retry.py", RETRY.replace(body, ""))
    repo.write("net/backoff.py", "import time\n\n" + body)
    head = repo.commit("move retry_with_backoff to net/backoff.py")

    checked = cli.json("check", mid)
    assert checked["counts"]["stale"] == 0
    [anchor] = checked["memories"][0]["anchors"]
    assert (anchor["path"], anchor["status"], anchor["commit_id"]) == (
        "net/backoff.py",
        "moved",
        head,
    )
    out = hook(
        cli, "claude-code", "UserPromptSubmit", {"prompt": "how does retry_with_backoff work?"}
    )
    assert f"(verified at {head[:8]})" in context(out)


def test_before_an_edit_claude_code_is_told_the_files_pitfalls_once_per_session(
    project: tuple[GitRepo, Cli],
) -> None:
    repo, cli = project
    pitfall = add(cli, "Never catch bare Exception in retry_with_backoff", "pitfall")
    add(cli, "Deploy with make ship")  # anchored elsewhere: not injected before this edit
    edit = {
        "tool_name": "Edit",
        "tool_input": {
            "file_path": str(repo.root / "net" / "retry.py"),
            "old_string": "a",
            "new_string": "b",
        },
    }
    out = hook(cli, "claude-code", "PreToolUse", edit)
    text = context(out)
    assert out["hookSpecificOutput"]["hookEventName"] == "PreToolUse"
    assert "permissionDecision" not in out["hookSpecificOutput"]  # advice, not a block
    assert text.startswith('<cairn-memory moment="before-edit">')
    assert f"[pitfall #{pitfall[-8:].lower()}] Never catch bare Exception" in text
    assert "net/retry.py" in text and "make ship" not in text
    assert context(hook(cli, "claude-code", "PreToolUse", edit)) == ""  # told once


def test_codex_is_told_before_a_shell_patch_gemini_gets_nothing_and_a_gate_still_wins(
    project: tuple[GitRepo, Cli],
) -> None:
    repo, cli = project
    add(cli, "Never catch bare Exception in retry_with_backoff", "pitfall")
    path = str(repo.root / "net" / "retry.py")
    patch = f"apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: {path}\n@@\n-a\n+b\n*** End Patch\nEOF"
    codex = hook(
        cli, "codex", "PreToolUse", {"tool_name": "Bash", "tool_input": {"command": patch}}
    )
    assert "Never catch bare Exception" in context(codex)
    plain = hook(
        cli,
        "codex",
        "PreToolUse",
        {"tool_name": "Bash", "session_id": "s-3", "tool_input": {"command": f"cat {path}"}},
    )
    assert plain == {}  # a shell command that patches nothing: no context
    gemini = hook(
        cli,
        "gemini",
        "BeforeTool",
        {
            "tool_name": "replace",
            "session_id": "s-4",
            "tool_input": {"file_path": path, "old_string": "a", "new_string": "b"},
        },
    )
    assert gemini == {}  # Gemini CLI reads no context on BeforeTool
    code, out = cli.tty("gate", "add", "--tool", "Edit", "--pattern", "retry", "--reason", "frozen")
    assert code == 0, out
    denied = hook(
        cli,
        "claude-code",
        "PreToolUse",
        {
            "tool_name": "Edit",
            "session_id": "s-2",
            "tool_input": {"file_path": path, "old_string": "a", "new_string": "b"},
        },
    )
    assert denied["hookSpecificOutput"]["permissionDecision"] == "deny"
    assert "additionalContext" not in denied["hookSpecificOutput"]


def test_a_prompt_naming_a_file_recalls_what_is_anchored_to_it(
    project: tuple[GitRepo, Cli],
) -> None:
    _repo, cli = project
    mid = add(cli, "Never catch bare Exception in retry_with_backoff", "pitfall")
    add(cli, "Deploy with make ship")
    out = hook(cli, "claude-code", "UserPromptSubmit", {"prompt": "please tidy up net/retry.py"})
    text = context(out)
    assert f"#{mid[-8:].lower()}" in text and "make ship" not in text
    off = hook(cli, "claude-code", "UserPromptSubmit", {"prompt": "please tidy up the README"})
    assert f"#{mid[-8:].lower()}" not in context(off)  # the control: no file named, no recall
