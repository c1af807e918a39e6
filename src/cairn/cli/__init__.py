"""The ``cairn`` command: a click group whose commands parse, make one service call, render and
exit. Command modules register themselves on ``main`` and are imported only when their command
runs (``COMMANDS`` maps each name to its module; a test checks the map is complete), so a
per-prompt `cairn recall` does not pay for importing every other command. Errors map to exit
codes here only.

Exit codes: 0 ok, 1 error, 2 a gate blocked the call, 64 usage.
"""

from __future__ import annotations

import importlib
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

# command name -> module that registers it on ``main`` when imported
COMMANDS: dict[str, str] = {
    **dict.fromkeys(
        [
            "add",
            "propose",
            "list",
            "show",
            "edit",
            "supersede",
            "retract",
            "expire",
            "history",
            "log",
            "as-of",
        ],
        "memory",
    ),
    **dict.fromkeys(["init", "rebuild", "doctor"], "admin"),
    **dict.fromkeys(
        ["approve", "reject", "restore", "defer", "flag", "review", "policy"], "review"
    ),
    **dict.fromkeys(["search", "recall", "inject", "embed"], "retrieval"),
    **dict.fromkeys(["mine", "redact", "purge"], "mine"),
    **dict.fromkeys(["export", "import"], "repo"),
    "agents-md": "agentsmd",
    "pack": "pack",
    "compact": "compact",
    "snapshot": "snapshot",
    "audit": "audit",
    "bench": "bench",
    "check": "check",
    "conflicts": "conflicts",
    "gate": "gates",
    "hook": "hooks",
    "mcp": "mcp",
    "setup": "setup",
    "ui": "ui",
}


class LazyGroup(click.Group):
    """Imports a command's module the first time the command is looked up."""

    def __init__(self, *args: object, modules: dict[str, str], **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.modules = modules

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(set(self.modules) | set(self.commands))

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.commands and cmd_name in self.modules:
            importlib.import_module(f"cairn.cli.{self.modules[cmd_name]}")
        return self.commands.get(cmd_name)

    def load_all(self) -> None:
        for module in sorted(set(self.modules.values())):
            importlib.import_module(f"cairn.cli.{module}")


@click.group(cls=LazyGroup, modules=COMMANDS, context_settings=CONTEXT_SETTINGS)
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
    from cairn.policy import redact

    ctx.obj = App(store=store, project=project)
    ctx.obj.tally = ctx.with_resource(redact.counting())  # secrets this command redacted
    ctx.call_on_close(ctx.obj.close)


def run() -> None:
    """Entry point: maps cairn errors to one-line messages and the documented exit codes."""
    if len(sys.argv) > 1 and sys.argv[1] == "hook":  # agent hooks: no click, exit 0 or a gate
        from cairn.integrations.runner import main as run_hook

        run_hook(sys.argv[2:])
    from cairn.policy.redact import guard_file_streams

    guard_file_streams()  # output written to a file (the detached miner's log) is redacted
    try:
        rc = main.main(standalone_mode=False)
        if isinstance(rc, int) and rc:
            sys.exit(rc)
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
