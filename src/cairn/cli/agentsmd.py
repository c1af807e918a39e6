"""`cairn agents-md [--check]`: the managed block of approved conventions and gates in
AGENTS.md / CLAUDE.md / GEMINI.md (the work is in ``cairn.repo.agentsmd``)."""

from __future__ import annotations

from pathlib import Path

import click

from cairn.cli import main
from cairn.cli.app import App
from cairn.cli.render import emit_json
from cairn.errors import EXIT_ERROR
from cairn.repo.agentsmd import DEFAULT_BUDGET

pass_app = click.make_pass_decorator(App)


@main.command("agents-md")
@click.option(
    "--check", is_flag=True, help="Write nothing; exit 1 when a block is missing or stale (CI)."
)
@click.option(
    "--file",
    "files",
    multiple=True,
    help="A file to manage (repeatable; default: those of AGENTS.md, CLAUDE.md and GEMINI.md at"
    " the project root that exist, else AGENTS.md).",
)
@click.option(
    "--budget",
    type=click.IntRange(min=100),
    default=DEFAULT_BUDGET,
    show_default=True,
    help="Token budget of the block.",
)
@click.option(
    "--from",
    "from_dir",
    type=click.Path(file_okay=False),
    help="Read the memory from exported markdown (e.g. .cairn/memory) instead of the store:"
    " what CI, which has no store, checks against.",
)
@click.option("--json", "as_json", is_flag=True)
@pass_app
def agents_md(
    app: App,
    check: bool,
    files: tuple[str, ...],
    budget: int,
    from_dir: str | None,
    as_json: bool,
) -> None:
    """Write the project's approved conventions and gates, within a token budget, into a block
    between markers in AGENTS.md / CLAUDE.md / GEMINI.md; text outside the markers is kept byte
    for byte. --check exits 1 when a block is missing or stale."""
    from cairn.repo import agentsmd

    if from_dir:
        base = Path(from_dir)
        items = agentsmd.items_from_dir(base if base.is_absolute() else app.cwd / base)
    else:
        items = agentsmd.items_from_store(app.service())
    paths = agentsmd.targets(app.project.root, files, app.cwd)
    outcomes = [agentsmd.apply(p, items, budget=budget, check=check) for p in paths]
    stale = [o for o in outcomes if o.changed]
    if as_json:
        emit_json(
            "agents_md",
            check=check,
            files=[
                {"path": str(o.path), "changed": o.changed, "created": o.created} for o in outcomes
            ],
        )
    else:
        for o in outcomes:
            if check:
                state = "stale" if o.changed else "up to date"
                if o.changed and o.created:
                    state = "missing"
            else:
                state = "created" if o.created else ("updated" if o.changed else "unchanged")
            click.echo(f"{o.path}: {state}", err=check and o.changed)
        if check and stale:
            click.echo("run `cairn agents-md` to update the block", err=True)
    if check and stale:
        raise SystemExit(EXIT_ERROR)
