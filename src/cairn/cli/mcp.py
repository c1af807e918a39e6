"""`cairn mcp`: serve the MCP tools over stdio (cairn's own JSON-RPC, ``mcp_stdio``), or over
streamable HTTP with --http (the MCP SDK, the ``http`` extra). In remote mode (`cairn remote
add`) the tools act through the project's team server (``mcp_tools.ToolHost`` decides).

A bare `cairn mcp` (what `cairn setup` registers) is dispatched before click is imported
(``cairn.cli``), so a client's first request is answered fast; options land here.
"""

from __future__ import annotations

from pathlib import Path

import click

from cairn.cli import main
from cairn.cli.app import App
from cairn.errors import UsageError

pass_app = click.make_pass_decorator(App)


@main.command("mcp")
@click.option("--http", "http", is_flag=True, help="Serve streamable HTTP instead of stdio.")
@click.option("--host", default="127.0.0.1", show_default=True, help="HTTP address to bind.")
@click.option("--port", type=int, default=8765, show_default=True, help="HTTP port.")
@pass_app
def mcp(app: App, http: bool, host: str, port: int) -> None:
    """Serve cairn's MCP tools (search, get, propose, cite, flag, history, as-of) for this
    project. There is no approve, reject or delete tool: those stay a person's verbs."""
    store = Path(app.store_path)
    if not http:
        from cairn.mcp_stdio import serve

        serve(store=store, project=app.cwd)
        return
    try:
        from cairn.mcp_server import serve_http
    except ImportError as exc:
        raise UsageError(
            f"MCP over HTTP needs the MCP SDK ({exc.name} is not installed)",
            hint="pip install 'cairn-memory[http]'",
        ) from None
    serve_http(host=host, port=port, store=store, project=app.cwd)
