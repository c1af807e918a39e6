"""What the hook path needs to know about each client, and nothing more: the hook events cairn
uses and how a reply is shaped. Setup, trust steps and config files live in the client modules
(``claude_code``, ``codex``, ``gemini``, ``cursor``), which a hook run never imports.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from cairn.integrations.record import (
    HookEvent,
    HookReply,
    Moment,
    claude_shaped_output,
    context_output,
    parse_with,
)

# Claude Code caps every hook output string at 10,000 characters; the other clients get the same.
OUTPUT_LIMIT = 10_000

EVENTS: dict[str, dict[str, Moment]] = {
    "claude-code": {
        "SessionStart": Moment.SESSION_START,
        "UserPromptSubmit": Moment.PROMPT,
        "PreToolUse": Moment.TOOL,
        "Stop": Moment.STOP,
        "SessionEnd": Moment.SESSION_END,
        "PostCompact": Moment.COMPACT,
    },
    "codex": {
        "SessionStart": Moment.SESSION_START,
        "UserPromptSubmit": Moment.PROMPT,
        "PreToolUse": Moment.TOOL,
        "Stop": Moment.STOP,
        "PostCompact": Moment.COMPACT,
    },
    "gemini": {
        "SessionStart": Moment.SESSION_START,
        "BeforeAgent": Moment.PROMPT,
        "BeforeTool": Moment.TOOL,
        "AfterAgent": Moment.STOP,
        "SessionEnd": Moment.SESSION_END,
    },
    "cursor": {},  # MCP only: Cursor's hooks are not verified anywhere we can test
}


def gemini_output(ev: HookEvent, reply: HookReply) -> dict[str, Any]:
    """Gemini CLI reads JSON only; a deny is ``{"decision": "deny", "reason": ...}``."""
    if reply.denies:
        out: dict[str, Any] = {"decision": "deny", "reason": reply.deny_reason}
        if reply.system_message:
            out["systemMessage"] = reply.system_message
        return out
    return context_output(ev, reply)


def no_output(ev: HookEvent, reply: HookReply) -> dict[str, Any]:
    return {}


Render = Callable[[HookEvent, HookReply], dict[str, Any]]
RENDER: dict[str, Render] = {
    "claude-code": claude_shaped_output,
    "codex": claude_shaped_output,  # Codex hooks are Claude-shaped, deny included
    "gemini": gemini_output,
    "cursor": no_output,
}


# Clients that put a PreToolUse reply's additionalContext in front of the model, verified with
# the pinned clients (tests/realclients/test_anchors_pitfalls.py): Claude Code beside the tool
# result, Codex as a developer message. Gemini CLI reads no context on BeforeTool (only on
# AfterTool, after the edit): it gets gates only.
TOOL_CONTEXT = frozenset({"claude-code", "codex"})


@dataclass(frozen=True)
class Shape:
    client: str
    events: Mapping[str, Moment]
    render: Render
    output_limit: int = OUTPUT_LIMIT
    tool_context: bool = False  # the client reads context from a tool-moment reply

    def parse(self, event: str, payload: Mapping[str, Any]) -> HookEvent | None:
        return parse_with(self.client, self.events, event, payload)


def shape(client: str) -> Shape | None:
    if client not in EVENTS:
        return None
    return Shape(client, EVENTS[client], RENDER[client], tool_context=client in TOOL_CONTEXT)
