"""Where this machine's agent sessions are: Claude Code (``CLAUDE_CONFIG_DIR`` or
``~/.claude``, under ``projects/``), Codex (``CODEX_HOME`` or ``~/.codex``, under
``sessions/`` and ``archived_sessions/``), Gemini CLI (``~/.gemini/tmp/*/chats``). Given
paths, files are taken as they are and folders are walked for ``*.jsonl`` and ``*.json``.

It only lists files; it never opens them (reading and skipping are the miner's).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path


def roots(env: dict[str, str] | None = None) -> list[tuple[str, Path]]:
    e = os.environ if env is None else env
    home = Path(e.get("HOME") or Path.home())
    claude = Path(e["CLAUDE_CONFIG_DIR"]) if e.get("CLAUDE_CONFIG_DIR") else home / ".claude"
    codex = Path(e["CODEX_HOME"]) if e.get("CODEX_HOME") else home / ".codex"
    gemini = home / ".gemini" / "tmp"
    return [
        ("claude-code", claude / "projects"),
        ("codex", codex / "sessions"),
        ("codex", codex / "archived_sessions"),
        ("gemini", gemini),
    ]


def _walk(folder: Path, patterns: tuple[str, ...]) -> Iterator[Path]:
    try:
        for pattern in patterns:
            yield from sorted(p for p in folder.rglob(pattern) if p.is_file())
    except OSError:
        return


def discover(env: dict[str, str] | None = None) -> list[tuple[Path, str | None]]:
    """Every session file under the clients' default locations, with its client."""
    out: list[tuple[Path, str | None]] = []
    for client, root in roots(env):
        if not root.is_dir():
            continue
        if client == "gemini":
            files = [p for p in _walk(root, ("*.jsonl", "*.json")) if "chats" in p.parts]
        elif client == "codex":
            files = [p for p in _walk(root, ("rollout-*.jsonl",))]
        else:
            files = list(_walk(root, ("*.jsonl",)))
        out.extend((p, client) for p in files)
    return out


def expand(paths: list[Path]) -> list[Path]:
    """Files as given; folders walked for transcript-looking files (sorted, de-duplicated)."""
    seen: set[Path] = set()
    out: list[Path] = []
    for p in paths:
        files = list(_walk(p, ("*.jsonl", "*.json"))) if p.is_dir() else [p]
        for f in files:
            key = f.resolve()
            if key not in seen:
                seen.add(key)
                out.append(f)
    return out
