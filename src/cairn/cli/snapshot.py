"""`cairn snapshot [NAME]`: name a point in time before risky work (or list the names); read it
with `cairn as-of --snapshot NAME`."""

from __future__ import annotations

import click

from cairn.cli import main
from cairn.cli.app import App
from cairn.cli.render import emit_json

pass_app = click.make_pass_decorator(App)


@main.command()
@click.argument("name", required=False)
@click.option("--note", help="Why (kept on the event).")
@click.option("--json", "as_json", is_flag=True)
@pass_app
def snapshot(app: App, name: str | None, note: str | None, as_json: bool) -> None:
    """Name this point in the project's memory (an event; it changes no memory), or with no
    NAME list the snapshots. `cairn as-of --snapshot NAME` reads one back."""
    from cairn.service import snapshots

    svc = app.service()
    if not name:
        found = snapshots.listing(svc)
        if as_json:
            emit_json("snapshots", snapshots=[s.as_dict() for s in found])
        elif not found:
            click.echo("(no snapshots)")
        for s in [] if as_json else found:
            click.echo(f"{s.name}  {s.at}  by {s.actor}" + (f"  {s.note}" if s.note else ""))
        return
    actor, _ = app.writer()
    snap = snapshots.take(svc, name, actor, note=note)
    if as_json:
        emit_json("snapshot", snapshot=snap.as_dict())
    else:
        click.echo(
            f"snapshot {snap.name} at {snap.at}; read it with `cairn as-of --snapshot {snap.name}`"
        )
