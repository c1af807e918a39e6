"""`cairn conflicts` (the conflict queue, read-only) and `cairn conflicts resolve` (a person's
verb): contradictions are found by admission and settled only here, never silently."""

from __future__ import annotations

import shutil
import textwrap

import click

from cairn.cli import main
from cairn.cli.app import App
from cairn.cli.render import emit_json, label, sid
from cairn.model import Memory, ScopeLevel
from cairn.policy.resolution import RESOLUTIONS, Conflict
from cairn.visible import visible

pass_app = click.make_pass_decorator(App)


def _column(title: str, m: Memory, width: int) -> list[str]:
    lines = [title, f"{sid(m.id)} [{m.kind.value}/{m.scope.value}]", f"({label(m)})"]
    lines += [f"evidence {m.evidence_count}, confidence {m.confidence:.2f}"]
    if m.subject:
        lines.append(f"({m.subject}, {m.predicate}, {m.object})")
    lines.append("")
    for para in visible(m.text).splitlines() or [""]:
        lines += textwrap.wrap(para, width) or [""]
    out: list[str] = []
    for line in lines:
        out += textwrap.wrap(line, width) or [""]
    return out


def side_by_side(c: Conflict, width: int | None = None) -> str:
    """The new claim and the one it contradicts, in two columns."""
    total = width or min(shutil.get_terminal_size((100, 24)).columns, 120)
    col = max(24, (total - 3) // 2)
    left = _column("NEW (held back)", c.new, col)
    right = _column("OLD (it contradicts)", c.old, col)
    rows = max(len(left), len(right))
    left += [""] * (rows - len(left))
    right += [""] * (rows - len(right))
    return "\n".join(f"{a:<{col}} | {b}".rstrip() for a, b in zip(left, right, strict=True))


@main.group(invoke_without_command=True)
@click.option("--json", "as_json", is_flag=True)
@click.pass_context
def conflicts(ctx: click.Context, as_json: bool) -> None:
    """The conflict queue: claims held back because they contradict another memory.

    Settle one with `cairn conflicts resolve ID keep-new|keep-old|keep-both`.
    """
    if ctx.invoked_subcommand is not None:
        return
    app = ctx.find_object(App)
    assert app is not None
    found = app.service().conflicts()
    if as_json:
        emit_json("conflicts", open=len(found), conflicts=[c.as_dict() for c in found])
        return
    click.echo(f"{len(found)} open conflict{'s' if len(found) != 1 else ''}")
    for c in found:
        click.echo("")
        click.echo(side_by_side(c))
        click.echo(f"  -> cairn conflicts resolve {sid(c.new.id)[1:]} keep-new|keep-old|keep-both")


@conflicts.command("resolve")
@click.argument("memory_id")
@click.argument("resolution", type=click.Choice(RESOLUTIONS))
@click.option("--with", "other", help="When ID has several conflicts: the other memory's id.")
@click.option("--note", help="Why; for keep-both, where each one holds (required).")
@click.option(
    "--scope",
    type=click.Choice(["project", "session"]),
    help="keep-both: narrow the new memory to this scope level.",
)
@click.option("--json", "as_json", is_flag=True)
@pass_app
def resolve(
    app: App,
    memory_id: str,
    resolution: str,
    other: str | None,
    note: str | None,
    scope: str | None,
    as_json: bool,
) -> None:
    """Settle a conflict (a person's verb).

    keep-new: the new memory is approved and supersedes the old (its valid time ends now).
    keep-old: the new memory is rejected (the same claim stays out from every path).
    keep-both: both stand; --note says where each holds and --scope may narrow the new one.
    """
    actor = app.person("conflicts resolve")
    svc = app.service()
    done = svc.resolve_conflict(
        memory_id,
        resolution,
        actor,
        other=other,
        note=note,
        scope=ScopeLevel(scope) if scope else None,
    )
    new = svc.get(done[0].new.id)
    olds = [svc.get(c.old.id) for c in done]
    if as_json:
        emit_json(
            "conflict_resolved",
            resolution=resolution,
            new=new.as_dict(),
            old=[m.as_dict() for m in olds],
        )
        return
    click.echo(f"{resolution}: {sid(new.id)} ({label(new)})")
    for m in olds:
        click.echo(f"    {sid(m.id)} ({label(m)})")
