"""`cairn export` and `cairn import`: the project's memory as reviewed markdown in the repository
(the work is in ``cairn.repo.export`` and ``cairn.repo.importer``)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from cairn.cli import main
from cairn.cli.app import App
from cairn.cli.render import emit_json
from cairn.errors import EXIT_ERROR
from cairn.repo import files as F

if TYPE_CHECKING:
    from cairn.repo.gitinfo import Git

pass_app = click.make_pass_decorator(App)

_DIR_HELP = "The memory folder (default: .cairn/memory at the project root)."


def _dir(app: App, directory: str | None) -> Path:
    if directory:
        return (
            (app.cwd / directory).resolve()
            if not Path(directory).is_absolute()
            else Path(directory)
        )
    return app.project.root / F.DEFAULT_DIR


def _git(directory: Path) -> Git | None:
    from cairn.repo.gitinfo import Git

    return Git.find(directory)


@main.command("export")
@click.option("--dir", "directory", type=click.Path(file_okay=False), help=_DIR_HELP)
@click.option(
    "--force",
    is_flag=True,
    help="Overwrite changes in the markdown that were not imported (git still has them).",
)
@click.option("--json", "as_json", is_flag=True)
@pass_app
def export_(app: App, directory: str | None, force: bool, as_json: bool) -> None:
    """Write the project's approved memory as markdown: one file per kind (decisions.md dated and
    append-only, conventions.md, pitfalls.md, commands.md, facts.md, preferences.md, gates.md),
    rejected.md and index.md. Deterministic: exporting twice changes nothing.

    It refuses when the markdown holds changes not imported yet (run `cairn import` first)."""
    from cairn.repo.export import export

    path = _dir(app, directory)
    rep = export(app.service(), path, force=force, git=_git(path))
    if as_json:
        emit_json(
            "export",
            directory=str(path),
            written=rep.written,
            counts=rep.counts,
            kept=rep.kept,
            overwritten=rep.forced,
        )
        return
    total = sum(rep.counts.values())
    changed = ", ".join(rep.written) if rep.written else "nothing changed"
    click.echo(f"exported {total} entries to {path} ({changed})")
    if rep.kept:
        click.echo(f"kept {rep.kept} entries as written (waiting for review here, or history)")
    for item in rep.forced:
        click.echo(f"overwritten: {item}", err=True)


@main.command("import")
@click.option("--dir", "directory", type=click.Path(file_okay=False), help=_DIR_HELP)
@click.option("--dry-run", is_flag=True, help="Show the changes; write nothing.")
@click.option("--json", "as_json", is_flag=True)
@pass_app
def import_(app: App, directory: str | None, dry_run: bool, as_json: bool) -> None:
    """Bring changes made in the memory markdown back as events: a new entry, an edit, a deleted
    entry, a rejection, each attributed to the git author of the commit that made it. Run by a
    person in a terminal, they take effect; run any other way, they wait for review. Unchanged
    files change nothing; a malformed file is reported with its line and skipped."""
    from cairn.repo.importer import run

    path = _dir(app, directory)
    runner, presence = app.writer()
    rep = run(app.service(), path, runner, dry_run=dry_run, git=_git(path))
    if as_json:
        emit_json(
            "import",
            directory=str(path),
            person=rep.person,
            dry_run=rep.dry_run,
            applied=[o.as_dict() for o in rep.applied],
            waiting=rep.waiting,
            notes=rep.notes,
            errors=rep.errors,
        )
    else:
        if not rep.person:
            click.echo(f"note: {presence.reason}: changes are proposals for a person", err=True)
        for o in rep.applied:
            who = f" by {o.actor}" if o.actor else ""
            ref = f" #{o.memory_id[-8:].lower()}" if o.memory_id else ""
            detail = f" ({o.detail})" if o.detail else ""
            click.echo(f"{o.where}: {o.op}{ref}: {o.result}{who}{detail}")
        for w in rep.waiting:
            click.echo(f"waiting: {w}")
        for n in rep.notes:
            click.echo(f"note: {n}")
        for e in rep.errors:
            click.echo(f"error: {e}", err=True)
        if not rep.applied and not rep.errors and not rep.waiting:
            click.echo("nothing to import: the markdown matches the store")
    if rep.errors:
        raise SystemExit(EXIT_ERROR)
