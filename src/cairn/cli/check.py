"""`cairn check`: verify the project's code anchors against the working tree and git history.

Parse, one call into ``service.anchors``, render, exit. A stale memory is never deleted: the
check flags it (ranked lower, marked when injected, queued for review with the reason);
``--accept ID`` is a person's verb that re-verifies a memory at the current commit.
"""

from __future__ import annotations

from typing import Any

import click

from cairn.cli import main
from cairn.cli.app import App
from cairn.cli.render import emit_json, sid
from cairn.errors import EXIT_ERROR

pass_app = click.make_pass_decorator(App)


def _service(app: App) -> Any:
    from cairn.anchors.repo import find_root
    from cairn.errors import UsageError
    from cairn.service.anchors import AnchorService

    root = find_root(app.cwd)
    if root is None:
        raise UsageError(
            f"{app.cwd} is in no git repository and no cairn project",
            hint="run it inside the repository (or `cairn init` a project there)",
        )
    return AnchorService(app.service(), root)


def anchor_after_write(app: App, memory_id: str) -> None:
    """Anchor a memory just written from the command line (admission's anchors). A failure
    here never fails the write: the next check anchors it."""
    from cairn.anchors.repo import find_root

    if find_root(app.cwd) is None:
        return  # not in a repository: nothing to anchor to
    try:
        _service(app).anchor([memory_id])
    except Exception as exc:  # the memory is stored; anchoring can wait for `cairn check`
        click.echo(f"note: not anchored now ({type(exc).__name__}: {exc})", err=True)


@main.command()
@click.argument("memory_ids", nargs=-1)
@click.option("--full", is_flag=True, help="Re-verify every anchor, not only changed files.")
@click.option(
    "--budget-ms",
    type=click.IntRange(min=1),
    help="Stop after this long (what the session-start hook does); the rest waits.",
)
@click.option(
    "--accept",
    "accept",
    is_flag=True,
    help="A person re-verifies MEMORY_IDS at the current commit (their stale flag goes).",
)
@click.option("--strict", is_flag=True, help="Exit 1 when a memory is stale (for CI).")
@click.option("--json", "as_json", is_flag=True)
@pass_app
def check(
    app: App,
    memory_ids: tuple[str, ...],
    full: bool,
    budget_ms: int | None,
    accept: bool,
    strict: bool,
    as_json: bool,
) -> None:
    """Verify memories' code anchors (files, symbols, Makefile targets, scripts, dependency
    versions, environment variables, options) against the working tree. Incremental: only
    files whose stat changed are read again. With MEMORY_IDS, show their anchors."""
    anchors = _service(app)
    if accept:
        if not memory_ids:
            raise click.UsageError("--accept needs the MEMORY_IDS a person re-verifies")
        actor = app.person("check --accept")
        for ref in memory_ids:
            mem, found = anchors.accept(ref, actor)
            click.echo(f"re-verified {sid(mem.id)}: {len(found)} anchor(s) at the current commit")
        return
    budget = budget_ms / 1000.0 if budget_ms else None
    report = anchors.check(full=full, budget=budget)
    stale = anchors.stale()
    counts = anchors.counts()
    shown = [anchors.anchors_of(ref) for ref in memory_ids]
    if as_json:
        emit_json(
            "check",
            report=report.as_dict(),
            counts=counts,
            stale=[
                {"memory": m.as_dict(), "anchors": [a.as_dict() for a in found]}
                for m, found in stale
            ],
            memories=[
                {"memory": m.as_dict(), "anchors": [a.as_dict() for a in found]}
                for m, found in shown
            ],
        )
    else:
        _render(report, counts, stale, shown)
    if strict and stale:
        raise SystemExit(EXIT_ERROR)


def _render(report: Any, counts: dict[str, int], stale: list[Any], shown: list[Any]) -> None:
    at = report.head[:8] if report.head else "the working tree (no git)"
    click.echo(
        f"checked at {at}: {report.reread} of {report.files} anchored files read again,"
        f" {report.verified} anchors verified, {report.scanned} memories scanned"
        f" ({report.anchored} anchored) in {report.seconds * 1000:.0f} ms"
        + ("" if report.complete else "; stopped at the budget, the rest waits")
    )
    click.echo(f"{counts['verified']} verified, {counts['stale']} may be stale")
    for mid, what in report.followed:
        click.echo(f"followed: {sid(mid)} {what}")
    for mem, found in stale:
        click.echo(f"stale {sid(mem.id)}: {mem.text}")
        for a in found:
            if a.stale:
                click.echo(f"    {a.reason or a.label}")
    if stale:
        click.echo("queued for review; `cairn check --accept ID` if it still holds, or edit it")
    for mem, found in shown:
        click.echo(f"{sid(mem.id)} {mem.text}")
        if not found:
            click.echo("    (no anchors)")
        for a in found:
            where = f"{a.path}" + (f" {a.locator}" if a.locator else "")
            state = a.reason or (f"verified at {a.commit[:8]}" if a.commit else "verified")
            click.echo(f"    {a.label} -> {where}: {a.status}, {state}")
