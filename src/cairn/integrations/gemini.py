"""Gemini CLI adapter: its hook events, payloads, JSON replies and setup.

Gemini names the per-prompt moment ``BeforeAgent`` and the tool moment ``BeforeTool``; it reads
only JSON from a hook's stdout (plain text is not injected) and takes ``additionalContext`` from
``hookSpecificOutput``; a deny is ``{"decision": "deny", "reason": ...}``. Hook timeouts are in
milliseconds. Hooks and the MCP server live in ``.gemini/settings.json`` (project) or
``~/.gemini/settings.json`` (user). In ``-p`` mode an untrusted server's tools are not offered to
the model, and an untrusted folder runs no project settings: those are the trust steps.

This adapter decides nothing: it translates.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cairn.integrations.configfiles import set_hooks, set_server
from cairn.integrations.record import HookEvent, HookReply, Moment, build, text_field
from cairn.integrations.setup import Files, Plan, SetupContext, TrustStep

CLIENT = "gemini"
OUTPUT_LIMIT = 10_000

EVENTS: dict[str, Moment] = {
    "SessionStart": Moment.SESSION_START,
    "BeforeAgent": Moment.PROMPT,
    "BeforeTool": Moment.TOOL,
    "AfterAgent": Moment.STOP,
    "SessionEnd": Moment.SESSION_END,
}
TIMEOUT_MS = 15_000


def parse(event: str, payload: Mapping[str, Any]) -> HookEvent | None:
    moment = EVENTS.get(event)
    if moment is None:
        return None
    return build(CLIENT, event, moment, payload, tool_name=text_field(payload, "tool_name"))


def render(ev: HookEvent, reply: HookReply) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if reply.denies:
        out["decision"] = "deny"
        out["reason"] = reply.deny_reason
    elif reply.context and ev.moment in (Moment.SESSION_START, Moment.PROMPT):
        out["hookSpecificOutput"] = {"hookEventName": ev.event, "additionalContext": reply.context}
    if reply.system_message:
        out["systemMessage"] = reply.system_message
    return out


def hook_groups(ctx: SetupContext) -> dict[str, dict[str, Any]]:
    groups: dict[str, dict[str, Any]] = {}
    for event in EVENTS:
        handler = {
            "type": "command",
            "command": ctx.hook_command(CLIENT, event),
            "name": f"cairn-{event}",
            "timeout": TIMEOUT_MS,
        }
        group: dict[str, Any] = {"hooks": [handler]}
        if event == "BeforeTool":
            group = {"matcher": "*", **group}
        groups[event] = group
    return groups


def plan(ctx: SetupContext, *, remove: bool, trust: bool) -> Plan:
    files = Files()
    project = ctx.scope == "project"
    settings = (ctx.root if project else ctx.home) / ".gemini" / "settings.json"
    folders = ctx.home / ".gemini" / "trustedFolders.json"

    def change(data: dict[str, Any]) -> None:
        if remove:
            set_server(data, None)
        else:
            servers = data.get("mcpServers")
            old = servers.get("cairn") if isinstance(servers, dict) else None
            entry: dict[str, Any] = {"command": ctx.command, "args": ["mcp"]}
            if trust or (isinstance(old, dict) and old.get("trust") is True):
                entry["trust"] = True
            set_server(data, entry)
        set_hooks(data, None if remove else hook_groups(ctx))

    files.json(settings, change)
    steps = [
        TrustStep(
            f'trust the cairn server ("trust": true on mcpServers.cairn in {settings});'
            " in -p mode Gemini offers an untrusted server's tools to nobody"
        )
    ]
    if project:
        steps.append(
            TrustStep(
                f'trust the folder ({str(ctx.root)!r}: "TRUST_FOLDER" in {folders}, or'
                " GEMINI_CLI_TRUST_WORKSPACE=true); Gemini ignores an untrusted folder's"
                " settings, and lists new project hooks once before running them"
            )
        )
        if trust and not remove:
            files.json(folders, lambda d: d.__setitem__(str(ctx.root), "TRUST_FOLDER"))
    return Plan(CLIENT, files.edits(), tuple(steps))
