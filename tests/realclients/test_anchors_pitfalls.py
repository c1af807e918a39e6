"""Code anchors through the real clients: the session-start hook anchors a pitfall to the file
it names, and before the agent edits that file the PreToolUse hook puts the pitfall in front of
the model (Claude Code: beside the tool result; Codex: a developer message), once per session;
the control file gets nothing."""

from __future__ import annotations

import os
import subprocess

from cairn.model import Kind
from tests.realclients.harness import (
    Machine,
    after_step,
    codex_config,
    marker,
    request_text,
    run_claude,
    run_codex,
    setup,
)

RETRY = """import time


def retry_with_backoff(fn, attempts=3):
    for i in range(attempts):
        try:
            return fn()
        except OSError:
            time.sleep(2 ** i)
"""


PROMPT = "go ahead with the change we agreed on"


def _commit(m: Machine) -> None:
    git = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t"}
    git |= {"GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t"}
    for cmd in (["git", "add", "-A"], ["git", "commit", "-q", "-m", "code"]):
        subprocess.run(cmd, cwd=m.project, check=True, env={**os.environ, **git})


def test_claude_code_is_told_a_files_pitfall_before_editing_it(machine: Machine) -> None:
    (machine.project / "net").mkdir()
    (machine.project / "net" / "retry.py").write_text(RETRY)
    (machine.project / "notes.txt").write_text("nothing to see\n")
    _commit(machine)
    tag = marker("pitfall")
    pitfall = machine.remember(
        f"Never catch bare Exception in retry_with_backoff {tag}", Kind.PITFALL
    )
    target = str(machine.project / "net" / "retry.py")
    control = str(machine.project / "notes.txt")
    url = machine.mock.start(
        [
            {"tool": "Read", "args": {"file_path": target}},
            {
                "tool": "Edit",
                "args": {
                    "file_path": target,
                    "old_string": "attempts=3",
                    "new_string": "attempts=4",
                },
            },
            {"tool": "Read", "args": {"file_path": control}},
            {
                "tool": "Edit",
                "args": {"file_path": control, "old_string": "nothing", "new_string": "little"},
            },
            {"text": "done"},
        ]
    )
    setup(machine, "claude-code")
    # a prompt that names nothing the pitfall says: told at the prompt, the session would not be
    # told again before the edit (once per session), and this is about the before-edit moment
    proc = run_claude(machine, url, PROMPT, "--allowedTools", "Read,Edit")
    assert proc.returncode == 0, proc.stderr[-2000:]

    assert tag not in after_step(machine, 0)  # not told at the prompt
    edited = after_step(machine, 1)
    assert tag in edited and '<cairn-memory moment="before-edit">' in edited
    assert f"#{pitfall.id[-8:].lower()}" in edited
    assert "attempts=4" in (machine.project / "net" / "retry.py").read_text()  # not blocked
    assert tag not in after_step(machine, 3)  # the control file carries no pitfall


def test_codex_is_told_a_files_pitfall_before_a_shell_patch_edits_it(machine: Machine) -> None:
    (machine.project / "net").mkdir()
    (machine.project / "net" / "retry.py").write_text(RETRY)
    _commit(machine)
    tag = marker("pitfall")
    machine.remember(f"Never catch bare Exception in retry_with_backoff {tag}", Kind.PITFALL)
    patch = (
        "apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: net/retry.py\n@@\n"
        "-def retry_with_backoff(fn, attempts=3):\n+def retry_with_backoff(fn, attempts=4):\n"
        "*** End Patch\nEOF\n"
    )
    url = machine.mock.start(
        [
            {"tool": "exec_command", "args": {"cmd": "echo looking"}},
            {"tool": "exec_command", "args": {"cmd": patch}},
            {"text": "done"},
        ]
    )
    codex_config(machine, url)
    setup(machine, "codex")
    proc = run_codex(machine, PROMPT)
    assert proc.returncode == 0, proc.stderr[-2000:]

    reqs = machine.mock.model_requests()
    assert len(reqs) == 3
    assert tag not in request_text(reqs[1])  # a shell command that patches nothing: no context
    assert tag in request_text(reqs[2]) and "before-edit" in request_text(reqs[2])
    assert "attempts=4" in (machine.project / "net" / "retry.py").read_text()  # not blocked
