"""Claude Code adapter: its hook events, payloads, JSON replies and setup.

Hooks live in ``.claude/settings.json`` (project) or ``~/.claude/settings.json`` (user), beside
``env.MCP_CONNECTION_NONBLOCKING = "0"`` (headless runs wait for MCP servers before the first
request); the MCP server in ``.mcp.json`` (project) or ``~/.claude.json`` (user). Claude Code caps every hook
output string at 10,000 characters; the runner keeps the whole reply under ``OUTPUT_LIMIT``.
A gate's deny is the JSON ``permissionDecision: "deny"`` with exit 0 (exit 2 would also block,
but the JSON carries the reason to the model the same way on every version we test).

This adapter decides nothing: it translates.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cairn.integrations import MCP_SERVER, MCP_TOOLS, shapes
from cairn.integrations.configfiles import (
    add_to_list,
    remove_from_list,
    set_env,
    set_hooks,
    set_server,
)
from cairn.integrations.record import HookEvent, HookReply, claude_shaped_output, parse_with
from cairn.integrations.setup import Files, Plan, SetupContext, TrustStep, command_groups

CLIENT = "claude-code"

EVENTS = shapes.EVENTS[CLIENT]
OUTPUT_LIMIT = shapes.OUTPUT_LIMIT
# Per-hook timeouts in seconds (SessionEnd hooks share a short budget; the runner stays inside).
TIMEOUTS = {"SessionEnd": 5}
DEFAULT_TIMEOUT = 15
TOOL_PERMISSIONS = [f"mcp__{MCP_SERVER}__{t}" for t in MCP_TOOLS]
WAIT_VAR, WAIT_VALUE = "MCP_CONNECTION_NONBLOCKING", "0"


def parse(event: str, payload: Mapping[str, Any]) -> HookEvent | None:
    return parse_with(CLIENT, EVENTS, event, payload)


def render(ev: HookEvent, reply: HookReply) -> dict[str, Any]:
    """The JSON object Claude Code reads from stdout (exit 0)."""
    return claude_shaped_output(ev, reply)


def hook_groups(ctx: SetupContext) -> dict[str, dict[str, Any]]:
    return command_groups(
        ctx,
        CLIENT,
        EVENTS,
        timeout=lambda event: TIMEOUTS.get(event, DEFAULT_TIMEOUT),
        tool_event="PreToolUse",
        matcher="*",
    )


def server_entry(ctx: SetupContext) -> dict[str, Any]:
    return {"type": "stdio", "command": ctx.command, "args": ["mcp"]}


def plan(ctx: SetupContext, *, remove: bool, trust: bool) -> Plan:
    files = Files()
    project = ctx.scope == "project"
    settings = (ctx.root if project else ctx.home) / ".claude" / "settings.json"
    mcp_file = ctx.root / ".mcp.json" if project else ctx.home / ".claude.json"
    state_file = ctx.home / ".claude.json"
    entry = None if remove else server_entry(ctx)
    groups = None if remove else hook_groups(ctx)

    files.json(mcp_file, lambda d: set_server(d, entry))
    files.json(settings, lambda d: set_hooks(d, groups))
    # Headless `claude -p` sends the first request before MCP servers connect unless told to
    # wait; a settings file's env reaches Claude Code itself, so a first memory_search call
    # finds the tool (measured against the real client in tests/realclients).
    files.json(
        settings,
        lambda d: set_env(d, WAIT_VAR, None if remove else WAIT_VALUE, ours=WAIT_VALUE),
    )

    steps = [
        TrustStep(
            f"allow cairn's MCP tools without a prompt: permissions.allow += "
            f"{', '.join(TOOL_PERMISSIONS)} in {settings}"
        )
    ]
    if project:
        steps.append(
            TrustStep(
                f"approve the project's .mcp.json server (enabledMcpjsonServers += {MCP_SERVER})"
                f" in {settings}, and accept the project's trust dialog"
                f" (projects[{str(ctx.root)!r}].hasTrustDialogAccepted = true in {state_file}),"
                " without which Claude Code ignores project permissions"
            )
        )
    if trust or remove:
        change = remove_from_list if remove else add_to_list
        files.json(settings, lambda d: change(d, ("permissions", "allow"), TOOL_PERMISSIONS))
        if project:
            files.json(settings, lambda d: change(d, ("enabledMcpjsonServers",), [MCP_SERVER]))
    if trust and project and not remove:
        files.json(state_file, lambda d: _accept_trust(d, str(ctx.root)))
    return Plan(CLIENT, files.edits(), tuple(steps))


def _accept_trust(data: dict[str, Any], root: str) -> None:
    projects = data.get("projects")
    if not isinstance(projects, dict):
        projects = {}
        data["projects"] = projects
    entry = projects.get(root)
    if not isinstance(entry, dict):
        entry = {}
        projects[root] = entry
    entry["hasTrustDialogAccepted"] = True
