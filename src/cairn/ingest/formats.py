"""What the parsers share: the parser contract, format detection, and the cleaning of injected
text (cairn's own frame, system reminders, hook context) out of anything a parser emits.

Detection looks at the path first (where each client keeps its sessions), then at the first
complete record. A file no parser recognises is skipped with a reason; it is never guessed.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Protocol

from cairn.context.frame import contains_frame, strip_frames
from cairn.ingest.records import ParseStats, Record

CLIENTS = ("claude-code", "codex", "gemini")

# How much of a tool's text a record keeps: errors and facts live near the start.
OUTPUT_CHARS = 2000  # command output
READ_CHARS = 6000  # a file's content as the agent read it (documents hold facts further down)
EDIT_CHARS = 1000  # the new text of an edit

# Wrappers clients put around injected (non-human) text; their content is never mined.
_INJECTED_BLOCKS = re.compile(
    r"<(system-reminder|hook_context|session_context|environment_context|user_instructions"
    r"|INSTRUCTIONS|permissions instructions|skills_instructions|collaboration_mode"
    r"|untrusted_context|local-command-caveat)\b[^>]*>.*?(?:</\1>|\Z)",
    re.S,
)


def clean(text: str) -> str:
    """Drop cairn's frame and every injected wrapper block from a piece of transcript text."""
    if "cairn-memory" in text and contains_frame(text):
        text = strip_frames(text)
    if "<" in text:
        text = _INJECTED_BLOCKS.sub("", text)
    return text.strip()


class Parser(Protocol):
    client: str
    stats: ParseStats
    state: dict[str, Any]  # JSON-serialisable; persisted in the file's cursor between runs

    def feed(self, obj: Any, lineno: int) -> list[Record]: ...


def detect(path: Path, first: Any) -> str | None:
    """The client that wrote ``path`` (whose first complete record is ``first``), or None."""
    parts = set(path.parts)
    name = path.name
    if isinstance(first, dict):
        if "messages" in first and "sessionId" in first and isinstance(first["messages"], list):
            return "gemini"
        if {"timestamp", "type", "payload"} <= first.keys() or (
            "record_type" in first or ("instructions" in first and "git" in first)
        ):
            return "codex"
        if "sessionId" in first and "projectHash" in first:
            return "gemini"
        if first.get("type") in ("user", "gemini", "info") and "content" in first and "id" in first:
            return "gemini"
        if isinstance(first.get("type"), str) and (
            "sessionId" in first
            or "uuid" in first
            or "leafUuid" in first
            or first.get("type") == "file-history-snapshot"
        ):
            return "claude-code"
    if ".claude" in parts and "projects" in parts:
        return "claude-code"
    if name.startswith("rollout-") and name.endswith(".jsonl"):
        return "codex"
    if ".gemini" in parts and name.startswith("session-"):
        return "gemini"
    return None


def new_parser(client: str, path: Path, state: dict[str, Any] | None = None) -> Parser:
    from cairn.ingest.claude_code import ClaudeCodeParser
    from cairn.ingest.codex import CodexParser
    from cairn.ingest.gemini import GeminiParser

    st = dict(state or {})
    if client == "claude-code":
        return ClaudeCodeParser(path, st)
    if client == "codex":
        return CodexParser(path, st)
    if client == "gemini":
        return GeminiParser(path, st)
    raise ValueError(f"unknown client {client!r}")


def name_of(value: Any) -> str | None:
    """``value`` when it is a string (a tool or record name), else None: fuzzed or future
    records put lists and objects where names are expected, and those must not raise."""
    return value if isinstance(value, str) else None


def first_line(text: str, limit: int = 300) -> str:
    for line in text.splitlines():
        s = line.strip()
        if s:
            return s[:limit]
    return ""
