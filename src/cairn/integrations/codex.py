"""Codex CLI adapter: its hook events (Claude-shaped), replies and setup.

Hooks live in ``.codex/hooks.json`` (project) or ``$CODEX_HOME/hooks.json`` (user); the MCP server
in the ``[mcp_servers.cairn]`` table of the matching ``config.toml``. Codex runs project-local
config only in a trusted project, runs non-managed hooks only once their hash is trusted, and
refuses MCP calls in ``codex exec`` unless the server's tools are approved: those are the trust
steps, applied only with ``--trust`` (hook trust asks ``codex app-server`` for each hook's key and
hash, as Codex computes them, and records them in ``[hooks.state."<key>"]``).

This adapter decides nothing: it translates.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from cairn.integrations import shapes
from cairn.integrations.configfiles import set_hooks, set_table, set_top_key, toml_str
from cairn.integrations.record import HookEvent, HookReply, claude_shaped_output, parse_with
from cairn.integrations.setup import Files, Plan, SetupContext, TrustStep, command_groups

CLIENT = "codex"

EVENTS = shapes.EVENTS[CLIENT]
OUTPUT_LIMIT = shapes.OUTPUT_LIMIT
TIMEOUT = 15
APPROVE = 'default_tools_approval_mode = "approve"'
# Codex gives an optional MCP server about one second before a turn goes without its tools;
# `cairn mcp` (Python and the MCP SDK) takes longer to start cold.
GRACE_KEY, GRACE_MS = "mcp_optional_startup_grace_ms", "5000"


def parse(event: str, payload: Mapping[str, Any]) -> HookEvent | None:
    return parse_with(CLIENT, EVENTS, event, payload)


def render(ev: HookEvent, reply: HookReply) -> dict[str, Any]:
    """Codex hooks are Claude-shaped: the same reply, deny included."""
    return claude_shaped_output(ev, reply)


def hook_groups(ctx: SetupContext) -> dict[str, dict[str, Any]]:
    return command_groups(
        ctx, CLIENT, EVENTS, timeout=lambda event: TIMEOUT, tool_event="PreToolUse", matcher=".*"
    )


def _server_body(ctx: SetupContext, current: str, trust: bool) -> list[str]:
    # Codex gives MCP servers a filtered environment: pass cairn's own variable through.
    body = [f"command = {toml_str(ctx.command)}", 'args = ["mcp"]', 'env_vars = ["CAIRN_HOME"]']
    if trust or APPROVE in _table_text(current, "mcp_servers.cairn"):
        body.append(APPROVE)
    return body


def _table_text(text: str, header: str) -> str:
    lines = text.splitlines()
    try:
        start = next(i for i, ln in enumerate(lines) if ln.strip() == f"[{header}]")
    except StopIteration:
        return ""
    end = next(
        (i for i in range(start + 1, len(lines)) if lines[i].lstrip().startswith("[")),
        len(lines),
    )
    return "\n".join(lines[start:end])


def plan(ctx: SetupContext, *, remove: bool, trust: bool) -> Plan:
    files = Files()
    project = ctx.scope == "project"
    base = ctx.root / ".codex" if project else ctx.codex_home
    config, hooks_file = base / "config.toml", base / "hooks.json"
    user_config = ctx.codex_home / "config.toml"

    files.text(
        config,
        lambda t: set_table(
            t, "mcp_servers.cairn", None if remove else _server_body(ctx, t, trust)
        ),
        toml=True,
    )
    files.json(hooks_file, lambda d: set_hooks(d, None if remove else hook_groups(ctx)))

    steps = [
        TrustStep(
            f"approve cairn's MCP tools for `codex exec` ({APPROVE} in [mcp_servers.cairn] of {config})"
        ),
        TrustStep(
            f'trust cairn\'s hooks: Codex skips non-managed hooks until [hooks.state."<key>"]'
            f" trusted_hash is recorded in {user_config} (keys and hashes from `codex app-server`"
            " hooks/list)",
            run=None if remove else lambda: trust_hooks(ctx, hooks_file),
        ),
    ]
    steps.insert(
        1,
        TrustStep(
            f"let Codex wait for cairn's server at the first turn ({GRACE_KEY} = {GRACE_MS} in"
            f" {user_config}, unless you set it); otherwise `codex exec` may run without its tools"
        ),
    )
    if trust and not remove:
        files.text(user_config, lambda t: set_top_key(t, GRACE_KEY, GRACE_MS), toml=True)
    if project:
        steps.insert(
            0,
            TrustStep(
                f'trust the project (projects."{ctx.root}" trust_level = "trusted" in'
                f" {user_config}); Codex ignores .codex/ in an untrusted project"
            ),
        )
        if trust and not remove:
            header = f"projects.{toml_str(str(ctx.root))}"
            files.text(
                user_config,
                lambda t: set_table(t, header, ['trust_level = "trusted"']),
                toml=True,
            )
    return Plan(CLIENT, files.edits(), tuple(steps))


def trust_hooks(ctx: SetupContext, hooks_file: Path) -> str:
    """Record the trusted hash of each of cairn's hooks, as ``codex app-server`` reports it."""
    codex = shutil.which("codex", path=ctx.env.get("PATH"))
    if codex is None:
        return "codex is not on PATH: trust cairn's hooks yourself (`codex` /hooks, or rerun)"
    hooks = _list_hooks(codex, ctx)
    ours = [
        h
        for h in hooks
        if str(h.get("key", "")).startswith(str(hooks_file))
        and h.get("trustStatus") != "trusted"
        and not h.get("isManaged")
    ]
    config = ctx.codex_home / "config.toml"
    text = config.read_text(encoding="utf-8") if config.exists() else ""
    for h in ours:
        header = f"hooks.state.{toml_str(str(h['key']))}"
        text = set_table(text, header, [f"trusted_hash = {toml_str(str(h['currentHash']))}"])
    if ours:
        from cairn.integrations.setup import write_atomic

        write_atomic(config, text)
    return f"trusted {len(ours)} cairn hook(s) in {config}"


def _list_hooks(codex: str, ctx: SetupContext) -> list[dict[str, Any]]:
    proc = subprocess.Popen(
        [codex, "app-server"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        cwd=ctx.root,
        env=dict(ctx.env) or None,
    )
    assert proc.stdin is not None and proc.stdout is not None
    try:
        for msg in (
            {
                "id": 1,
                "method": "initialize",
                "params": {"clientInfo": {"name": "cairn", "version": "1"}},
            },
            {"method": "initialized"},
            {"id": 2, "method": "hooks/list", "params": {"cwds": [str(ctx.root)]}},
        ):
            proc.stdin.write(json.dumps(msg) + "\n")
            proc.stdin.flush()
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            try:
                msg = json.loads(line)
            except ValueError:
                continue
            if msg.get("id") == 2:
                data = (msg.get("result") or {}).get("data") or []
                return [h for d in data for h in d.get("hooks", [])]
        return []
    finally:
        proc.kill()
        proc.wait()
