"""`cairn hook <client> <event>`: what the agent clients' hooks run.

`cairn` dispatches this command before building the click app (see ``cli.run``), so the hook
path imports only the runner and what it needs; this registration exists so `cairn --help` lists
the command and `cairn hook` behaves the same when reached through click. It must never let a
usage error out: every path ends in the runner, which exits 0 or a gate's block.
"""

from __future__ import annotations

import click

from cairn.cli import main


@main.command(
    "hook",
    context_settings={"ignore_unknown_options": True, "allow_extra_args": True},
)
@click.argument("args", nargs=-1, type=click.UNPROCESSED)
def hook(args: tuple[str, ...]) -> None:
    """Run one agent hook: `cairn hook CLIENT EVENT` with the client's JSON payload on stdin
    (what `cairn setup` installs; you rarely run it yourself). CLIENT is claude-code, codex or
    gemini; EVENT is the client's hook event name (SessionStart, UserPromptSubmit, PreToolUse,
    Stop, SessionEnd, ...). It answers in the client's JSON on stdout, always exits 0 unless an
    approved gate blocks, and logs failures to CAIRN_HOME/logs/hooks.log, never to the agent."""
    from cairn.integrations.runner import main as run_hook

    run_hook(list(args))
