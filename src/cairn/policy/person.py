"""Is a person at the keyboard? The one place that decides, for every human verb.

A human verb (approve, reject, restore, defer, edit, supersede, retract, expire, resolve,
gate add, policy set, purge) runs only when all of these hold:

1. stdin is a terminal;
2. none of the exact environment variables that agent clients set for the commands their shell
   tools run is present (``AGENT_ENV_VARS``; never a prefix: ``CODEX_HOME`` is set by people);
3. no known agent client is among the parent processes (Linux ``/proc``), which catches a
   client whose shell tool hands commands a terminal and sets no distinctive variable.

What this cannot stop: a determined local process running as the same user can allocate its own
pseudo-terminal, scrub its environment and re-parent itself (e.g. via ``setsid`` and a double
fork), or write to the SQLite file directly. These checks keep an agent from *casually* taking a
person's verb through its shell tool; they are not a security boundary against code the user
runs. The team server's review-scoped tokens are that boundary.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from cairn.errors import PersonRequired

# The verbs that need a person (each CLI command asks ``require_person`` with its name).
HUMAN_VERBS: tuple[str, ...] = (
    "approve",
    "reject",
    "restore",
    "defer",
    "edit",
    "supersede",
    "retract",
    "expire",
    "conflicts resolve",
    "gate add",
    "policy set",
    "review",
    "audit --undo",
    "compact --undo",
    "purge",
    "init --adopt",
    "ui",
    "check --accept",
)

# Exact names, with the client that sets them. Extended from the real-client tests: the hook
# environments recorded in ../shared/recipes/real-clients/README.md (Claude Code: CLAUDECODE=1,
# CLAUDE_CODE_ENTRYPOINT, CLAUDE_CODE_SESSION_ID, CLAUDE_CODE_CHILD_SESSION; Gemini CLI:
# GEMINI_SESSION_ID, GEMINI_CLI_NO_RELAUNCH; Codex: CODEX_MANAGED_BY_NPM) plus what each
# client documents for its shell tool (Gemini CLI sets GEMINI_CLI=1, Codex CODEX_SANDBOX*).
# Never a prefix, and never a name a person's own shell carries (CODEX_HOME, GEMINI_API_KEY,
# ANTHROPIC_API_KEY are set by people and are not here).
AGENT_ENV_VARS: dict[str, str] = {
    "CLAUDECODE": "claude-code",
    "CLAUDE_CODE_ENTRYPOINT": "claude-code",
    "CLAUDE_CODE_SESSION_ID": "claude-code",
    "CLAUDE_CODE_CHILD_SESSION": "claude-code",
    "GEMINI_CLI": "gemini",
    "GEMINI_SESSION_ID": "gemini",
    "GEMINI_CLI_NO_RELAUNCH": "gemini",
    "CODEX_SANDBOX": "codex",
    "CODEX_SANDBOX_NETWORK_DISABLED": "codex",
    "CODEX_MANAGED_BY_NPM": "codex",
    "CODEX_THREAD_ID": "codex",
    "CODEX_SESSION_ID": "codex",
    "CODEX_TOOL_CALL_ID": "codex",
    "CURSOR_AGENT": "cursor",
}

# Process names (comm) or script basenames in argv that identify an agent client.
AGENT_PROCESS_NAMES: dict[str, str] = {
    "claude": "claude-code",
    "codex": "codex",
    "gemini": "gemini",
    "cursor-agent": "cursor",
}


@dataclass(frozen=True)
class Presence:
    person: bool
    reason: str
    client: str | None = None


def _ancestors(limit: int = 32) -> list[tuple[str, list[str]]]:
    out: list[tuple[str, list[str]]] = []
    proc = Path("/proc")
    if not proc.is_dir():
        return out
    pid = os.getppid()
    for _ in range(limit):
        if pid <= 1:
            break
        try:
            stat = (proc / str(pid) / "stat").read_text()
            comm = stat[stat.index("(") + 1 : stat.rindex(")")]
            ppid = int(stat[stat.rindex(")") + 2 :].split()[1])
            raw = (proc / str(pid) / "cmdline").read_bytes()
            argv = [a.decode(errors="replace") for a in raw.split(b"\0") if a]
        except (OSError, ValueError, IndexError):
            break
        out.append((comm, argv))
        pid = ppid
    return out


def agent_ancestor() -> str | None:
    for comm, argv in _ancestors():
        if comm in AGENT_PROCESS_NAMES:
            return AGENT_PROCESS_NAMES[comm]
        for arg in argv[:2]:
            base = os.path.basename(arg)
            if base in AGENT_PROCESS_NAMES:
                return AGENT_PROCESS_NAMES[base]
            for marker, client in (
                ("@anthropic-ai/claude-code", "claude-code"),
                ("@openai/codex", "codex"),
                ("@google/gemini-cli", "gemini"),
            ):
                if marker in arg:
                    return client
    return None


def agent_from_env(env: Mapping[str, str]) -> tuple[str, str] | None:
    for name, client in AGENT_ENV_VARS.items():
        if env.get(name):
            return name, client
    return None


def detect(env: Mapping[str, str] | None = None, *, stdin_isatty: bool | None = None) -> Presence:
    env = os.environ if env is None else env
    found = agent_from_env(env)
    if found:
        return Presence(False, f"agent environment variable {found[0]} is set", found[1])
    tty = sys.stdin.isatty() if stdin_isatty is None else stdin_isatty
    if not tty:
        return Presence(False, "stdin is not a terminal")
    client = agent_ancestor()
    if client:
        return Presence(False, f"running under the agent client {client}", client)
    return Presence(True, "a terminal with no agent environment")


def require_person(verb: str, presence: Presence | None = None) -> Presence:
    """Raise PersonRequired unless a person is at the keyboard. Changes nothing."""
    presence = presence or detect()
    if not presence.person:
        raise PersonRequired(
            f"`cairn {verb}` is a person's verb and was refused: {presence.reason}",
            hint="run it yourself in a terminal; an agent can `cairn propose` or `cairn flag` instead",
        )
    return presence
