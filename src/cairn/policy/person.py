"""Is a person at the keyboard? The one place that decides, for every human verb.

A human verb (approve, reject, restore, defer, edit, supersede, retract, expire, resolve,
gate add, policy set, purge) runs only when all of these hold:

1. stdin is a terminal;
2. none of the exact environment variables that agent clients set for the commands their shell
   tools run is present (``AGENT_ENV_VARS``; never a prefix: ``CODEX_HOME`` is set by people);
3. no known agent client is among the parent processes (read through psutil, the same on
   Linux, macOS and Windows), which catches a client whose shell tool hands commands a terminal
   and sets no distinctive variable.

What this cannot stop: a determined local process running as the same user can allocate its own
pseudo-terminal, scrub its environment and re-parent itself (e.g. via ``setsid`` and a double
fork), or write to the SQLite file directly. These checks keep an agent from *casually* taking a
person's verb through its shell tool; they are not a security boundary against code the user
runs. The team server's review-scoped tokens are that boundary.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass

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
    "token create",
    "token revoke",
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


# executable suffixes a process name or argv[0] carries on Windows (claude.exe, codex.cmd)
_SUFFIXES = (".exe", ".cmd", ".bat", ".ps1")


def _base(name: str) -> str:
    """A program's name as the tables hold it: no folder, no Windows suffix, lower case."""
    base = os.path.basename(name.replace("\\", "/")).lower()
    for suffix in _SUFFIXES:
        if base.endswith(suffix):
            return base[: -len(suffix)]
    return base


def _ancestors(limit: int = 32) -> list[tuple[str, list[str]]]:
    """(name, argv) of each parent process, nearest first, through psutil (imported here only:
    it is read on the person's path, a terminal, never on a hook's). A process whose details
    are not readable still counts by name; the walk stops at the first it cannot see."""
    import psutil

    out: list[tuple[str, list[str]]] = []
    try:
        proc = psutil.Process().parent()
    except psutil.Error:
        return out
    while proc is not None and len(out) < limit and proc.pid > 1:
        try:
            name = proc.name()
        except psutil.Error:
            break
        try:
            argv = proc.cmdline()
        except psutil.Error:  # AccessDenied, a zombie: the name still counts
            argv = []
        out.append((name, argv))
        try:
            proc = proc.parent()
        except psutil.Error:
            break
    return out


def agent_ancestor(
    ancestors: Callable[[], list[tuple[str, list[str]]]] = _ancestors,
) -> str | None:
    """The agent client among the parent processes, if any (``ancestors`` lists them)."""
    for comm, argv in ancestors():
        if _base(comm) in AGENT_PROCESS_NAMES:
            return AGENT_PROCESS_NAMES[_base(comm)]
        for arg in argv[:2]:
            base = _base(arg)
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
