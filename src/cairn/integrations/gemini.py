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

from cairn.integrations import shapes
from cairn.integrations.configfiles import set_hooks, set_server
from cairn.integrations.record import HookEvent, HookReply, parse_with
from cairn.integrations.setup import Files, Plan, SetupContext, TrustStep, command_groups

CLIENT = "gemini"

EVENTS = shapes.EVENTS[CLIENT]
OUTPUT_LIMIT = shapes.OUTPUT_LIMIT
TIMEOUT_MS = 15_000


def parse(event: str, payload: Mapping[str, Any]) -> HookEvent | None:
    return parse_with(CLIENT, EVENTS, event, payload)


def render(ev: HookEvent, reply: HookReply) -> dict[str, Any]:
    return shapes.gemini_output(ev, reply)


def hook_groups(ctx: SetupContext) -> dict[str, dict[str, Any]]:
    return command_groups(
        ctx,
        CLIENT,
        EVENTS,
        timeout=lambda event: TIMEOUT_MS,
        tool_event="BeforeTool",
        matcher="*",
        extra=lambda event: {"name": f"cairn-{event}"},
    )


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
