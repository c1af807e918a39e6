"""File paths a prompt mentions or a tool call touches, for retrieval by anchor.

On every prompt and every tool call, so it holds two regular expressions and no imports beyond
``re``. A tool call's paths come from the input fields the clients use (``file_path``, ``path``,
``notebook_path``, ``absolute_path``...) and from an ``apply_patch`` body's file headers. Paths
are returned as written (absolute or relative); matching them to anchors is by path suffix.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

MAX_PATHS = 20

# tools that change a file (Claude Code, Codex, Gemini CLI), and tools that only read one
EDIT_TOOLS = frozenset(
    {
        "Edit",
        "Write",
        "MultiEdit",
        "NotebookEdit",
        "apply_patch",
        "write_file",
        "replace",
        "edit",
        "edit_file",
        "create_file",
    }
)
READ_TOOLS = frozenset({"Read", "NotebookRead", "read_file", "read_many_files", "view"})
# shell tools, whose command may carry an apply_patch body (Codex edits files this way)
SHELL_TOOLS = frozenset({"Bash", "exec_command", "shell", "run_shell_command"})
_BEGIN_PATCH = "*** Begin Patch"
_KEYS = ("file_path", "path", "notebook_path", "absolute_path", "filePath", "filename", "file")
_LIST_KEYS = ("paths", "file_paths", "files")
_PATH = re.compile(
    r"(?<![\w@.:/-])((?:/|\.{1,2}/)?(?:[\w@+-][\w@.+-]*/)*[\w@+-][\w@.+-]*\.[A-Za-z0-9]{1,10}"
    r"|(?:/|\.{1,2}/)?(?:[\w@+-][\w@.+-]*/)+[\w@.+-]*[\w@+-])(?![\w/])"
)
_PATCH = re.compile(r"(?m)^\*\*\* (?:Add|Update|Delete) File: (.+?)\s*$|^\*\*\* Move to: (.+?)\s*$")


def paths(text: str) -> list[str]:
    """Path-like tokens of a prompt (a dot-extension or a slash), each once, in order."""
    found = [m.group(1).rstrip(".").removeprefix("./") for m in _PATH.finditer(text)]
    return list(dict.fromkeys(p for p in found if _pathlike(p)))[:MAX_PATHS]


def _pathlike(p: str) -> bool:
    """Not an abbreviation ("e.g", "i.e"): a folder, or a suffix of two letters or a known
    one-letter one (``.c``, ``.h``, ``.m``, ``.r``)."""
    if len(p) < 3 or p.startswith("//"):
        return False
    if "/" in p:
        return True
    suffix = p.rsplit(".", 1)[-1]
    return len(suffix) >= 2 or suffix.lower() in ("c", "h", "m", "r")


def _patch_command(tool: str | None, tool_input: Any) -> str | None:
    """The command of a shell call that applies a patch (``apply_patch <<'EOF' ...``)."""
    if tool not in SHELL_TOOLS or not isinstance(tool_input, Mapping):
        return None
    cmd = tool_input.get("command") or tool_input.get("cmd")
    if isinstance(cmd, list):
        cmd = " ".join(str(c) for c in cmd)
    return cmd if isinstance(cmd, str) and _BEGIN_PATCH in cmd else None


def touches_files(tool: str | None, tool_input: Any = None) -> bool:
    if not tool:
        return False
    return tool in EDIT_TOOLS or tool in READ_TOOLS or _patch_command(tool, tool_input) is not None


def edits(tool: str | None, tool_input: Any = None) -> bool:
    if not tool:
        return False
    return tool in EDIT_TOOLS or _patch_command(tool, tool_input) is not None


def tool_paths(tool: str | None, tool_input: Any) -> list[str]:
    """The files a tool call names (empty for tools that touch no file)."""
    shell_patch = _patch_command(tool, tool_input)
    if shell_patch is not None:
        return _patch_paths(shell_patch)
    if not touches_files(tool):
        return []
    out: list[str] = []
    if isinstance(tool_input, Mapping):
        for key in _KEYS:
            value = tool_input.get(key)
            if isinstance(value, str) and value.strip():
                out.append(value.strip())
        for key in _LIST_KEYS:
            value = tool_input.get(key)
            if isinstance(value, list):
                out += [v.strip() for v in value if isinstance(v, str) and v.strip()]
        body = next(
            (
                tool_input[k]
                for k in ("input", "patch", "command")
                if isinstance(tool_input.get(k), str)
            ),
            None,
        )
    else:
        body = tool_input if isinstance(tool_input, str) else None
    if tool == "apply_patch" and body:
        out += _patch_paths(body)
    return list(dict.fromkeys(p for p in out if len(p) < 4096))[:MAX_PATHS]


def _patch_paths(body: str) -> list[str]:
    found = [(m.group(1) or m.group(2)).strip() for m in _PATCH.finditer(body)]
    return list(dict.fromkeys(p for p in found if len(p) < 4096))[:MAX_PATHS]
