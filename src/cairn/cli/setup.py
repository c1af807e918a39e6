"""`cairn setup <client>`: write a client's MCP entry and hooks, idempotently and without
touching anything that is not cairn's.

Thin: build the adapter's plan, show it (``--print`` writes nothing), write it, report the trust
steps (applied only with ``--trust``).
"""

from __future__ import annotations

import os
from pathlib import Path

import click

from cairn.cli import main
from cairn.cli.app import App
from cairn.integrations.setup import CLIENTS, SetupContext, apply, build_plan, on_path

pass_app = click.make_pass_decorator(App)


@main.command("setup")
@click.argument("client", type=click.Choice(CLIENTS))
@click.option(
    "--scope",
    type=click.Choice(["project", "user"]),
    default="project",
    show_default=True,
    help="Write the project's config files, or your user-wide ones.",
)
@click.option("--print", "dry_run", is_flag=True, help="Show the change as a diff; write nothing.")
@click.option("--remove", is_flag=True, help="Take out cairn's entries only.")
@click.option("--trust", is_flag=True, help="Also apply the trust steps the client needs.")
@pass_app
def setup(app: App, client: str, scope: str, dry_run: bool, remove: bool, trust: bool) -> None:
    """Connect an agent client: its MCP entry (cairn mcp) and hooks (cairn hook ...); Cursor
    gets the MCP entry only. Other servers and hooks are kept; a second run changes nothing."""
    ctx = SetupContext(
        scope=scope,
        root=app.project.root if scope == "project" else app.cwd,
        home=Path.home(),
        env=dict(os.environ),
    )
    plan = build_plan(client, ctx, remove=remove, trust=trust)
    if on_path(ctx.command, ctx.env) is None and not remove:
        click.echo(
            f"warning: `{ctx.command}` is not on PATH; the client runs `{ctx.command} hook ...`"
            f" and `{ctx.command} mcp` through PATH, so put it there",
            err=True,
        )
    changes = plan.changes
    if dry_run:
        for edit in changes:
            click.echo(edit.diff(), nl=False)
        if not changes:
            click.echo(f"{client}: nothing to change")
    else:
        for line in apply(plan, trust=trust and not remove):
            click.echo(line)
        if not changes:
            click.echo(
                f"{client}: already set up, nothing changed"
                if not remove
                else f"{client}: no cairn entries to remove"
            )
        if not remove:
            click.echo(f"store: {app.service().store.path}")
    if plan.trust and not remove:
        if trust and not dry_run:
            click.echo("trust steps applied:")
        elif trust:
            click.echo("trust steps (shown above as file changes, or run after writing):")
        else:
            click.echo("trust steps (not applied; rerun with --trust to apply them):")
        for step in plan.trust:
            click.echo(f"  - {step.text}")
