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

if (
    sys.argv[1:2] == ["hook"]
    and not {"-h", "--help"} & set(sys.argv[2:])
    and sys.argv[0].endswith("cairn")
):
    # Agent hooks dispatch before the click app and its command modules are imported: the hook
    # path stays fast and exits 0 (or a gate's block) even if another command fails to import.
    # A warm server answers when one runs (hookd); else the hook runs here and starts one.
    from cairn.integrations.hookd import main as _run_hook

    _run_hook(sys.argv[2:])
if sys.argv[1:] == ["mcp"] and sys.argv[0].endswith("cairn"):
    # `cairn mcp` as `cairn setup` registers it: the client's first request is answered before
    # click is imported. Any option (`--store`, `--http`, `--help`) takes the click path.
    from cairn.mcp_stdio import main as _run_mcp

    _run_mcp()
if sys.argv[1:2] and sys.argv[1] in ("propose", "add", "flag") and sys.argv[0].endswith("cairn"):
    # An agent's write from its shell (no terminal): the warm server answers it when one runs
    # (hookd.relay_cli exits with its output); otherwise it runs here as usual.
    from cairn.integrations.hookd import relay_cli as _relay_cli

    _relay_cli(sys.argv[1:])

import click

from cairn import __version__
from cairn.cli.app import App
from cairn.errors import EXIT_ERROR, EXIT_USAGE, CairnError


def _hook_fast_path(argv: list[str]) -> bool:
    """`cairn hook CLIENT EVENT` as a client runs it (help goes to click, which prints it)."""
    return argv[1:2] == ["hook"] and not {"-h", "--help"} & set(argv[2:])


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
    "token": "token",
    "serve": "serve",
    "remote": "remote",
    "sync": "remote",
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
    type=click.Path(exists=True, file_okay=False),
    help="Act for the project at this directory instead of the working directory.",
)
@click.pass_context
def main(ctx: click.Context, store: str | None, project: str | None) -> None:
    """cairn: governed memory for coding agents.

    A person stays in charge: agents and the miner propose, people approve; every change is an
    event, and `cairn as-of` answers what was believed at any time.
    """
    from cairn.policy import redact

    ctx.obj = App(store=store, project=project, command=ctx.invoked_subcommand)
    ctx.obj.tally = ctx.with_resource(redact.counting())  # secrets this command redacted
    ctx.call_on_close(ctx.obj.close)


def run() -> None:
    """Entry point: maps cairn errors to one-line messages and the documented exit codes. With
    ``--json``, an error is one JSON object on stdout (``schema``, ``error``, ``hint``,
    ``exit_code``) instead, with the same exit code."""
    if _hook_fast_path(sys.argv):  # agent hooks: no click, exit 0 or a gate
        from cairn.integrations.hookd import main as run_hook

        run_hook(sys.argv[2:])
    as_json = "--json" in sys.argv[1:]
    from cairn.policy.redact import guard_file_streams

    guard_file_streams()  # output written to a file (the detached miner's log) is redacted
    try:
        rc = main.main(standalone_mode=False, prog_name="cairn")
        if isinstance(rc, int) and rc:
            sys.exit(rc)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.exceptions.Abort:
        _fail("aborted", None, EXIT_ERROR, as_json)
    except click.ClickException as exc:
        code = EXIT_USAGE if isinstance(exc, click.UsageError) else EXIT_ERROR
        if not as_json:
            exc.show()
            sys.exit(code)
        _fail(exc.format_message(), _usage_hint(exc), code, as_json)
    except CairnError as exc:
        _fail(exc.message, _hint(exc), exc.exit_code, as_json)
    except KeyboardInterrupt:
        sys.exit(130)


def _hint(exc: CairnError) -> str | None:
    """The error's hint; for an id that matches several memories, and only for a person at a
    terminal, the matches too (all in the caller's scope; an agent is told to give more
    characters, never which memories exist)."""
    from cairn.errors import AmbiguousRef

    if not (isinstance(exc, AmbiguousRef) and exc.candidates):
        return exc.hint
    from cairn.policy import person

    if not person.detect().person:
        return exc.hint
    ids = exc.candidates
    shorts = ["#" + c[-8:].lower() for c in ids]
    shown = shorts if len(set(shorts)) == len(shorts) else list(ids)
    more = ", ..." if len(ids) > 5 else ""
    return f"it matches {', '.join(shown[:5])}{more}; give more characters of the one you mean"


def _usage_hint(exc: click.ClickException) -> str | None:
    ctx = getattr(exc, "ctx", None)
    if ctx is None:
        return None
    return f"see `{ctx.command_path} --help`"


def _fail(message: str, hint: str | None, code: int, as_json: bool) -> None:
    if as_json:
        import json

        error = {"schema": "cairn.error/1", "error": message, "hint": hint, "exit_code": code}
        click.echo(json.dumps(error, ensure_ascii=False))
    else:
        click.echo(f"error: {message}", err=True)
        if hint:
            click.echo(f"hint: {hint}", err=True)
    sys.exit(code)
