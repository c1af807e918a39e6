"""`cairn serve`: the team server (MCP over streamable HTTP at /mcp and a JSON API at /v1), on
a PostgreSQL database (``--db``) or an embedded one under the data folder.

The server is imported inside the command only, so no other command pays for it.
"""

from __future__ import annotations

import click

from cairn.cli import main


@main.command("serve")
@click.option(
    "--db",
    default=None,
    envvar="CAIRN_DATABASE_URL",
    help="PostgreSQL URL (default: an embedded PostgreSQL under the data folder).",
)
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to bind.")
@click.option(
    "--port", type=int, default=8787, show_default=True, help="Port to bind (0 picks a free one)."
)
def serve(db: str | None, host: str, port: int) -> None:
    """Serve the team's memory: every request carries `Authorization: Bearer <token>` (see
    `cairn token create`) and acts in its token's namespace. Prints `listening on URL` first;
    logs are JSON lines on stderr; Ctrl-C or SIGTERM stops it after the requests in flight."""
    from cairn.server.app import serve as run

    if not 0 <= port <= 65535:
        raise click.BadParameter("a port is 0 to 65535", param_hint="--port")
    run(db, host=host, port=port)
