"""Cursor adapter: the MCP entry only (``.cursor/mcp.json`` or ``~/.cursor/mcp.json``).

Cursor's hooks are not verified anywhere we can test, so cairn installs none and translates no
hook events: ``cairn hook cursor ...`` is a logged no-op (it fails open like any other).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cairn.integrations.configfiles import set_server
from cairn.integrations.record import HookEvent, HookReply, Moment
from cairn.integrations.setup import Files, Plan, SetupContext, TrustStep

CLIENT = "cursor"
OUTPUT_LIMIT = 10_000  # no hooks for Cursor; kept for the common adapter shape
EVENTS: dict[str, Moment] = {}


def parse(event: str, payload: Mapping[str, Any]) -> HookEvent | None:
    return None


def render(ev: HookEvent, reply: HookReply) -> dict[str, Any]:
    return {}


def plan(ctx: SetupContext, *, remove: bool, trust: bool) -> Plan:
    files = Files()
    base = ctx.root if ctx.scope == "project" else ctx.home
    path = base / ".cursor" / "mcp.json"
    entry = None if remove else {"command": ctx.command, "args": ["mcp"]}
    files.json(path, lambda d: set_server(d, entry))
    steps = (TrustStep("enable the cairn server once in Cursor's MCP settings when it asks"),)
    return Plan(CLIENT, files.edits(), steps)
