"""`cairn mcp`: serve the MCP tools over stdio, or over streamable HTTP with --http.

The MCP SDK is imported inside the command only, so no other command pays for it.
"""

from __future__ import annotations

from pathlib import Path

import click

from cairn.cli import main
from cairn.cli.app import App

pass_app = click.make_pass_decorator(App)


@main.command("mcp")
@click.option("--http", "http", is_flag=True, help="Serve streamable HTTP instead of stdio.")
@click.option("--host", default="127.0.0.1", show_default=True, help="HTTP address to bind.")
@click.option("--port", type=int, default=8765, show_default=True, help="HTTP port.")
@pass_app
def mcp(app: App, http: bool, host: str, port: int) -> None:
    """Serve cairn's MCP tools (search, get, propose, cite, flag, history, as-of) for this
    project. There is no approve, reject or delete tool: those stay a person's verbs."""
    from cairn.mcp_server import serve

    serve(http=http, host=host, port=port, store=Path(app.store_path), project=app.cwd)
