"""`cairn gate add|list|check`: a person's hard rules on tool calls.

`gate add` is a person's verb (an agent cannot add or approve a gate). `gate check` is what the
PreToolUse hooks ask: exit 2 with the gate's reason on stderr when an approved, active gate
matches the call, 0 otherwise. It never changes anything.
"""

from __future__ import annotations

import sys

import click

from cairn.cli import main
from cairn.cli.app import App
from cairn.cli.render import emit_json, label, sid
from cairn.errors import EXIT_GATE_BLOCKED, UsageError
from cairn.model import Memory
from cairn.policy.gates import SHELL_TOOLS, UNKNOWN_NOTE, parse_input, rule_of

pass_app = click.make_pass_decorator(App)


def _rule_text(m: Memory) -> str:
    rule = rule_of(m.gate)
    if rule is None:
        return "(no usable rule)"
    return f"tool {rule.tool}  pattern /{rule.pattern}/  reason: {rule.reason}"


@main.group(
    help="Hard gates: a person's rules that deny matching tool calls (`shell` names every"
    " client's shell tool: " + ", ".join(sorted(SHELL_TOOLS)) + ")."
)
def gate() -> None:
    pass


@gate.command("add")
@click.option(
    "--tool",
    required=True,
    help="A tool name (Bash, Edit, mcp__x__y) or `shell` for every client's shell tool.",
)
@click.option("--pattern", required=True, help="Regular expression searched in the call.")
@click.option("--reason", required=True, help="Told to the agent when the call is denied.")
@click.option("--json", "as_json", is_flag=True)
@pass_app
def gate_add(app: App, tool: str, pattern: str, reason: str, as_json: bool) -> None:
    """Add a gate (a person's verb; approved at once)."""
    actor = app.person("gate add")
    r = app.service().add_gate(tool, pattern, reason, actor)
    if as_json:
        emit_json(
            "gate",
            action=r.action,
            memory=r.memory.as_dict(),
            reasons=list(r.reasons),
            redactions=r.redactions,
        )
        return
    click.echo(f"gate {sid(r.memory.id)} {r.action} ({label(r.memory)})")
    click.echo(f"    {_rule_text(r.memory)}")


@gate.command("list")
@click.option("--all", "everything", is_flag=True, help="Proposed and retired gates too.")
@click.option("--json", "as_json", is_flag=True)
@pass_app
def gate_list(app: App, everything: bool, as_json: bool) -> None:
    """The gates that block (approved, active); --all shows proposed and retired ones too."""
    found = app.service().gates(everything=everything)
    if as_json:
        emit_json("gates", gates=[m.as_dict() for m in found])
        return
    if not found:
        click.echo("(no gates)")
    for m in found:
        click.echo(f"{sid(m.id)} ({label(m)})\n    {_rule_text(m)}")


@gate.command("check")
@click.option("--tool", required=True, help="The tool name as the client calls it (e.g. Bash).")
@click.option(
    "--input",
    "tool_input",
    required=True,
    help="The tool input as JSON (`-` reads it from stdin); a bare string is a command.",
)
@click.option("--json", "as_json", is_flag=True)
@click.pass_context
def gate_check(ctx: click.Context, tool: str, tool_input: str, as_json: bool) -> None:
    """Exit 2 with the reason on stderr when an approved gate matches the call (or cannot be
    evaluated for it), else 0."""
    app = ctx.find_object(App)
    assert app is not None
    raw = sys.stdin.read() if tool_input == "-" else tool_input
    if not raw.strip():
        raise UsageError("--input is empty")
    match = app.service().check_gate(tool, parse_input(raw))
    if as_json:
        emit_json(
            "gate_check",
            blocked=match is not None,
            gate=match.memory_id if match else None,
            reason=match.rule.reason if match else None,
            problem=match.problem if match else None,
            unknown=bool(match and match.unknown),
        )
    if match is None:
        return
    if match.problem:
        click.echo(match.deny_reason(), err=True)
    else:
        click.echo(
            f"blocked by cairn gate {sid(match.memory_id)}: {match.rule.reason}"
            f" (pattern /{match.rule.pattern}/ on {tool})"
            + (UNKNOWN_NOTE if match.unknown else ""),
            err=True,
        )
    raise SystemExit(EXIT_GATE_BLOCKED)  # ctx.exit would be swallowed by standalone_mode=False
