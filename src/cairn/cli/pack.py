"""`cairn pack export|import`: memory packs shared between repositories (the work is in
``cairn.repo.packs``). An imported pack lands as quarantined proposals; a URL is refused."""

from __future__ import annotations

from pathlib import Path

import click

from cairn.cli import main
from cairn.cli.app import App
from cairn.cli.render import emit_json
from cairn.model import Kind

pass_app = click.make_pass_decorator(App)


@main.group()
def pack() -> None:
    """Share approved memories with another repository as a JSON file."""


@pack.command("export")
@click.option(
    "--kind",
    "kinds",
    multiple=True,
    required=True,
    type=click.Choice([k.value for k in Kind]),
    help="A kind to include (repeatable).",
)
@click.option("--out", "out", required=True, help="The pack file to write (`-`: stdout).")
@click.option("--json", "as_json", is_flag=True)
@pass_app
def pack_export(app: App, kinds: tuple[str, ...], out: str, as_json: bool) -> None:
    """Write the project's approved, active memories of the given kinds as a pack."""
    from cairn.repo import files as F
    from cairn.repo.packs import dumps, export_pack

    data = export_pack(app.service(), tuple(Kind(k) for k in dict.fromkeys(kinds)))
    text = dumps(data)
    if out == "-":
        click.echo(text, nl=False)
        return
    path = Path(out) if Path(out).is_absolute() else app.cwd / out
    F.write_atomic(path, text.encode("utf-8"), confined=False)  # a path a person named
    if as_json:
        emit_json("pack_export", path=str(path), memories=len(data["memories"]))
    else:
        click.echo(f"wrote {len(data['memories'])} memories to {path}")


@pack.command("import")
@click.argument("file")
@click.option("--dry-run", is_flag=True, help="Check the pack; write nothing.")
@click.option("--json", "as_json", is_flag=True)
@pass_app
def pack_import(app: App, file: str, dry_run: bool, as_json: bool) -> None:
    """Import a pack FILE (never a URL): every memory is checked first, then admitted as a
    proposal quarantined until a person approves it (in every admission mode)."""
    from cairn.repo.packs import import_pack, read_pack

    svc = app.service()
    pk = read_pack(file, svc.scope.namespace, base=app.cwd)
    rep = import_pack(svc, pk, dry_run=dry_run)
    if as_json:
        emit_json(
            "pack_import",
            sha256=rep.sha256,
            dry_run=dry_run,
            memories=len(pk.candidates),
            already_imported_at=rep.already,
            created=rep.created,
            corroborated=rep.corroborated,
            withheld=rep.withheld,
        )
        return
    if rep.already:
        click.echo(f"pack {pk.name} (sha256 {rep.sha256[:16]}) was imported at {rep.already}")
        return
    if dry_run:
        click.echo(f"pack {pk.name} (sha256 {rep.sha256[:16]}): {len(pk.candidates)} memories OK")
        return
    click.echo(
        f"pack {pk.name} (sha256 {rep.sha256[:16]}): {len(rep.created)} proposals,"
        f" {len(rep.corroborated)} already known, {len(rep.withheld)} withheld by a rejection;"
        " review them with `cairn review`"
    )
