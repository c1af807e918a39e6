"""cairn's MCP tools on the MCP SDK's low-level server: streamable HTTP (``cairn mcp --http``)
and in-process connections (the SDK's own ``Client``, used by the tests).

The tools themselves live in ``mcp_tools`` (one definition for every transport); this module
only adapts them to the SDK: ``tools/list`` lists ``mcp_tools.TOOLS`` with their schemas,
``tools/call`` runs ``ToolHost.call`` in a worker thread. The server owns the host (and so the
store) in its lifespan: no module-level connection or global. ``cairn mcp`` over stdio does not
use this module (see ``mcp_stdio`` for why), so the SDK is imported only here, on demand; it is
the ``http`` extra (and part of the ``team`` extra: `cairn serve` serves the same tools at
``/mcp`` through ``build(host=..., caller_of=...)``, on a host of its own).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import mcp_types as types
from mcp.server import Server
from mcp.server.context import ServerRequestContext
from mcp.shared.exceptions import MCPError

from cairn import __version__
from cairn.mcp_stdio import INVALID_PARAMS, session_from
from cairn.mcp_tools import INSTRUCTIONS, MCP_SERVER, TOOLS, Caller, ToolHost, UnknownTool


def _caller(ctx: ServerRequestContext[ToolHost]) -> Caller:
    import os

    client = "mcp"
    try:
        params = ctx.session.client_params
        info = getattr(params, "client_info", None)
        name = getattr(info, "name", None)
        if isinstance(name, str) and name.strip():
            client = name.strip()[:64]
    except Exception:
        pass
    return Caller(client, session_from(os.environ))


def build(
    store: Path | None = None,
    project: Path | None = None,
    *,
    host: ToolHost | None = None,
    caller_of: Callable[[ServerRequestContext[ToolHost]], Caller] | None = None,
) -> Server[ToolHost]:
    """A server for the project at ``project`` (default the working directory) on ``store``;
    or the same tools on a host's own ``host`` (which its owner closes) with ``caller_of``
    saying who each call is (`cairn serve`: the request's token)."""
    who = caller_of or _caller

    @asynccontextmanager
    async def lifespan(_server: Server[ToolHost]) -> AsyncIterator[ToolHost]:
        if host is not None:
            yield host
            return
        own = ToolHost(store, project)
        try:
            yield own
        finally:
            own.close()

    async def list_tools(
        _ctx: ServerRequestContext[ToolHost], _params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        return types.ListToolsResult(
            tools=[
                types.Tool(name=t.name, description=t.description, input_schema=t.input_schema())
                for t in TOOLS
            ]
        )

    async def call_tool(
        ctx: ServerRequestContext[ToolHost], params: types.CallToolRequestParams
    ) -> types.CallToolResult:
        tools = ctx.lifespan_context
        try:
            caller = who(ctx)
            text, is_error = await anyio.to_thread.run_sync(
                tools.call, params.name, params.arguments, caller
            )
        except UnknownTool:
            raise MCPError(INVALID_PARAMS, f"unknown tool: {params.name}") from None
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=text)], is_error=is_error
        )

    return Server(
        MCP_SERVER,
        version=__version__,
        instructions=INSTRUCTIONS,
        lifespan=lifespan,
        get_tool_input_schema=lambda name: t.input_schema() if (t := _tool(name)) else None,
        on_list_tools=list_tools,
        on_call_tool=call_tool,
    )


def _tool(name: str) -> Any:
    return next((t for t in TOOLS if t.name == name), None)


def serve_http(
    *,
    host: str = "127.0.0.1",
    port: int = 8765,
    store: Path | None = None,
    project: Path | None = None,
) -> None:
    """Serve streamable HTTP on ``host:port`` until interrupted."""
    import uvicorn

    app = build(store, project).streamable_http_app(host=host)
    uvicorn.run(app, host=host, port=port, log_level="warning")
