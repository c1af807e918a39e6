"""`cairn remote add|show|remove` and `cairn sync`: a project's team server.

With a remote, the memory commands (add, propose, list, show, search, the verdicts, gates,
conflicts, policy) read and write through the server, in the token's namespace; the hooks and
`cairn mcp` do too. `cairn sync` pushes this store's events of the project to the server and
pulls the server's, so work done offline merges; it also refreshes the read-through cache the
hooks fall back on.
"""

from __future__ import annotations

import os

import click

from cairn.cli import main
from cairn.cli.app import App
from cairn.cli.render import emit_json
from cairn.errors import UsageError

pass_app = click.make_pass_decorator(App)


@main.group(help="The team server this project reads and writes through (`cairn serve`).")
def remote() -> None:
    pass


@remote.command("add")
@click.argument("url")
@click.option(
    "--token",
    default=None,
    help="The token (`cairn token create`); default: $CAIRN_REMOTE_TOKEN, else asked for.",
)
@click.option("--json", "as_json", is_flag=True)
@pass_app
def remote_add(app: App, url: str, token: str | None, as_json: bool) -> None:
    """Use the server at URL for this project (the token is checked first)."""
    from cairn.server import cache
    from cairn.server import remote as remotes

    secret = token or os.environ.get(remotes.ENV_TOKEN)
    if not secret:
        secret = click.prompt("token", hide_input=True)
    local = app.project.namespace
    settings = remotes.add(local, url, secret.strip())
    warm = cache.refresh(settings)
    shown = {k: v for k, v in settings.as_dict().items() if k != "token"}
    if as_json:
        emit_json("remote", remote=shown, cached=warm)
        return
    click.echo(
        f"project {local} now uses {settings.url} as {settings.actor_kind} {settings.actor_id}"
        f" in namespace {settings.namespace} (token {settings.token_name});"
        f" {warm['events']} events cached"
    )
    if settings.namespace != local:
        click.echo(
            f"note: `cairn sync` needs the project's namespace to be {settings.namespace}"
            " (pin it in .cairn/config.toml and `cairn init --adopt` it)",
            err=True,
        )


@remote.command("show")
@click.option("--json", "as_json", is_flag=True)
@pass_app
def remote_show(app: App, as_json: bool) -> None:
    """The remote of this project (never its token)."""
    s = app.remote()
    shown = {k: v for k, v in s.as_dict().items() if k != "token"} if s else None
    if as_json:
        emit_json("remote", remote=shown)
        return
    if s is None:
        click.echo("(no remote: this project uses the local store)")
        return
    click.echo(f"{s.url}  namespace {s.namespace or '?'}  as {s.actor_kind} {s.actor_id}")


@remote.command("refresh")
@click.option("--json", "as_json", is_flag=True)
@pass_app
def remote_refresh(app: App, as_json: bool) -> None:
    """Refresh the read-through cache the hooks fall back on (they also do, in the
    background, at most every 30 seconds)."""
    from cairn.server import cache

    s = app.remote()
    if s is None:
        raise UsageError("this project has no remote", hint="`cairn remote add URL --token T`")
    warm = cache.refresh(s)
    if as_json:
        emit_json("remote", cached=warm)
        return
    click.echo(f"{warm['events']} new events cached")


@remote.command("remove")
@pass_app
def remote_remove(app: App) -> None:
    """Stop using a team server for this project (the local store is used again)."""
    from cairn.server import remote as remotes

    if not remotes.remove(app.project.namespace):
        raise UsageError("this project has no remote to remove")
    click.echo("removed: this project uses the local store")


@main.command("sync")
@click.option("--json", "as_json", is_flag=True)
@pass_app
def sync(app: App, as_json: bool) -> None:
    """Push this store's events of the project to its team server and pull the server's:
    idempotent by event id, resumable, work done apart merges (two edits made apart become a
    conflict in `cairn conflicts`)."""
    from cairn.server import cache
    from cairn.server.remote import resolved
    from cairn.sync.client import sync as run

    s = app.remote()
    if s is None:
        raise UsageError("this project has no remote", hint="`cairn remote add URL --token T`")
    s = resolved(s)
    local = app.project.namespace
    if s.namespace != local:
        raise UsageError(
            f"the project's namespace is {local!r}, the token's {s.namespace!r}: nothing synced",
            hint=f"pin namespace = {s.namespace!r} in .cairn/config.toml and"
            f" `cairn init --adopt {s.namespace}`",
        )
    client = s.client(timeout=30.0)
    try:
        report = run(app.store(), client, s.key, s.namespace)
    finally:
        client.close()
    warm = cache.refresh(s)
    if as_json:
        emit_json("sync", **report.as_dict(), cached=warm)
        return
    click.echo(
        f"pushed {report.pushed} events ({report.accepted} new on the server), pulled"
        f" {report.pulled} ({report.merged} new here)"
        + (
            f"; {len(report.conflicts)} edits made apart wait in `cairn conflicts`"
            if report.conflicts
            else ""
        )
    )
