"""The one internal hook event record that every client adapter feeds, and the reply the runner
hands back to the adapter for rendering.

Each client names its hook events and shapes its payloads differently (Claude Code's
``UserPromptSubmit`` is Gemini CLI's ``BeforeAgent``); the adapters translate both ways so the
runner sees one strict, versioned record and decides once. A record is built from untrusted
stdin: every field is checked for its type here, and anything unusable becomes ``None``.

A session id is an identifier cairn stores (delivery state, the miner's provenance, the hand-off
record): one that holds a secret is redacted here, once, so every later use agrees on it. The
usual shapes (a UUID, a ULID) are recognised without loading the detector.

This module must never import the store, the service, click or the MCP SDK: it is on the hook
path, which has a time budget.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

RECORD_VERSION = 1


class Moment(StrEnum):
    """What a hook event means to cairn, whatever the client calls it."""

    SESSION_START = "session_start"  # inject the session-start block, tell the user what waits
    PROMPT = "prompt"  # inject per-prompt recall
    TOOL = "tool"  # enforce approved gates; before an edit, the file's pitfalls (where supported)
    STOP = "stop"  # end of a turn: hand the transcript to the miner
    SESSION_END = "session_end"  # end of a session: hand the transcript to the miner
    COMPACT = "compact"  # after compaction: hand the transcript to the miner

    @property
    def hands_off(self) -> bool:
        return self in (Moment.STOP, Moment.SESSION_END, Moment.COMPACT)


@dataclass(frozen=True)
class HookEvent:
    """One hook invocation, normalised. ``version`` is bumped when a field changes meaning."""

    client: str
    event: str  # the client's own event name, kept for logs and for rendering
    moment: Moment
    session: str | None = None
    transcript: str | None = None
    cwd: str | None = None
    prompt: str | None = None
    tool_name: str | None = None
    tool_input: Any = None
    model: str | None = None
    source: str | None = None  # SessionStart's startup|resume|clear|compact
    version: int = RECORD_VERSION


@dataclass(frozen=True)
class HookReply:
    """What the runner decided; the adapter renders it in the client's shape."""

    context: str = ""  # framed text to inject ("" injects nothing)
    system_message: str = ""  # shown to the user, not the model
    deny_reason: str | None = None  # set only when an approved gate matched
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def denies(self) -> bool:
        return self.deny_reason is not None


def text_field(payload: Mapping[str, Any], *names: str) -> str | None:
    """The first of ``names`` that holds a non-empty string (payloads are untrusted)."""
    for name in names:
        value = payload.get(name)
        if isinstance(value, str) and value.strip():
            return value
    return None


_PLAIN_ID = re.compile(
    r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[0-9A-Z]{26}"
)


def session_id(value: str | None) -> str | None:
    """A session id as cairn keeps it: redacted when it holds a secret."""
    if value is None or _PLAIN_ID.fullmatch(value):
        return value
    from cairn.policy.redact import redact_text

    return redact_text(value)


def build(
    client: str, event: str, moment: Moment, payload: Mapping[str, Any], *, tool_name: str | None
) -> HookEvent:
    """The fields every client shares (they all copied Claude Code's snake_case names)."""
    return HookEvent(
        client=client,
        event=event,
        moment=moment,
        session=session_id(text_field(payload, "session_id", "sessionId")),
        transcript=text_field(payload, "transcript_path"),
        cwd=text_field(payload, "cwd"),
        prompt=text_field(payload, "prompt"),
        tool_name=tool_name,
        tool_input=payload.get("tool_input"),
        model=text_field(payload, "model"),
        source=text_field(payload, "source"),
    )


def parse_with(
    client: str, events: Mapping[str, Moment], event: str, payload: Mapping[str, Any]
) -> HookEvent | None:
    """The record for one of ``client``'s hook events (None for an event cairn does not use)."""
    moment = events.get(event)
    if moment is None:
        return None
    return build(client, event, moment, payload, tool_name=text_field(payload, "tool_name"))


def context_output(ev: HookEvent, reply: HookReply) -> dict[str, Any]:
    """The context and user-message part of a reply, shaped alike by every client we test."""
    out: dict[str, Any] = {}
    if reply.context and ev.moment in (Moment.SESSION_START, Moment.PROMPT, Moment.TOOL):
        out["hookSpecificOutput"] = {"hookEventName": ev.event, "additionalContext": reply.context}
    if reply.system_message:
        out["systemMessage"] = reply.system_message
    return out


def claude_shaped_output(ev: HookEvent, reply: HookReply) -> dict[str, Any]:
    """Claude Code's reply (Codex reads the same shape): a deny is ``permissionDecision``."""
    if reply.denies:
        out: dict[str, Any] = {
            "hookSpecificOutput": {
                "hookEventName": ev.event,
                "permissionDecision": "deny",
                "permissionDecisionReason": reply.deny_reason,
            }
        }
        if reply.system_message:
            out["systemMessage"] = reply.system_message
        return out
    return context_output(ev, reply)
