"""The ``cairn`` command: a click group whose commands parse, make one service call, render and
exit. Command modules register themselves on ``main``; errors map to exit codes here only.

Exit codes: 0 ok, 1 error, 2 a gate blocked the call, 64 usage.
"""

from __future__ import annotations

import sys

if sys.argv[1:2] == ["hook"] and sys.argv[0].endswith("cairn"):
    # Agent hooks dispatch before the click app and its command modules are imported: the hook
    # path stays fast and exits 0 (or a gate's block) even if another command fails to import.
    from cairn.integrations.runner import main as _run_hook

    _run_hook(sys.argv[2:])

import click

from cairn import __version__
from cairn.cli.app import App
from cairn.errors import EXIT_ERROR, EXIT_USAGE, CairnError

CONTEXT_SETTINGS = {"help_option_names": ["-h", "--help"], "max_content_width": 100}


@click.group(context_settings=CONTEXT_SETTINGS)
@click.version_option(__version__, prog_name="cairn")
@click.option(
    "--store",
    "store",
    type=click.Path(dir_okay=False),
    envvar=None,
    help="Path of the store file (default: $CAIRN_HOME/cairn.db or the user data dir).",
)
@click.option(
    "--project",
    "project",
    type=click.Path(file_okay=False),
    help="Act for the project at this directory instead of the working directory.",
)
@click.pass_context
def main(ctx: click.Context, store: str | None, project: str | None) -> None:
    """cairn: governed memory for coding agents.

    A person stays in charge: agents and the miner propose, people approve; every change is an
    event, and `cairn as-of` answers what was believed at any time.
    """
    ctx.obj = App(store=store, project=project)
    ctx.call_on_close(ctx.obj.close)


def run() -> None:
    """Entry point: maps cairn errors to one-line messages and the documented exit codes."""
    if len(sys.argv) > 1 and sys.argv[1] == "hook":  # agent hooks: no click, exit 0 or a gate
        from cairn.integrations.runner import main as run_hook

        run_hook(sys.argv[2:])
    try:
        main.main(standalone_mode=False)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.exceptions.Abort:
        click.echo("aborted", err=True)
        sys.exit(EXIT_ERROR)
    except click.ClickException as exc:
        exc.show()
        sys.exit(EXIT_USAGE if isinstance(exc, click.UsageError) else EXIT_ERROR)
    except CairnError as exc:
        click.echo(f"error: {exc.message}", err=True)
        if exc.hint:
            click.echo(f"hint: {exc.hint}", err=True)
        sys.exit(exc.exit_code)
    except KeyboardInterrupt:
        sys.exit(130)


from cairn.cli import admin, audit, bench, bench_memory, conflicts, gates, memory, review  # noqa: E402,F401  (registers commands)
from cairn.cli import bench_retrieval, retrieval  # noqa: E402,F401  (registers commands)
from cairn.cli import bench_mine, mine  # noqa: E402,F401  (registers commands)
from cairn.cli import hooks, mcp, setup  # noqa: E402,F401  (registers commands)
