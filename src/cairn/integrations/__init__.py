"""Agent integrations: one small adapter per client, one hook event record, setup writers and the
hook runner.

- ``record``: the versioned internal hook event record (``HookEvent``) and the runner's reply;
- ``claude_code``, ``codex``, ``gemini``, ``cursor``: per client, the hook events cairn installs,
  the translation of their payloads into a ``HookEvent``, the rendering of a reply in the
  client's JSON shape, and the setup plan (MCP entry, hooks, trust steps);
- ``runner``: ``cairn hook <client> <event>``, which fails open whatever goes wrong;
- ``handoff``: hands a transcript to a detached miner;
- ``setup`` and ``configfiles``: non-destructive, idempotent config edits.

Nothing in this package imports the MCP SDK: the hook path must stay fast.
"""

from __future__ import annotations

# The MCP tools, by contract name (the server registers exactly these; a test checks both).
MCP_SERVER = "cairn"
MCP_TOOLS: tuple[str, ...] = (
    "memory_search",
    "memory_get",
    "memory_propose",
    "memory_cite",
    "memory_flag",
    "memory_history",
    "memory_as_of",
)

__all__ = ["MCP_SERVER", "MCP_TOOLS"]
