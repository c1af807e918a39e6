"""`cairn audit [--enforce] [--undo RUN]`: the bounded maintenance pass of policy/audit.py.

Without --enforce it reports and changes nothing; --enforce only flags and demotes (never
deletes or approves); --undo RUN is a person's verb that takes one run back.
"""

from __future__ import annotations

import click

from cairn.cli import main
from cairn.cli.app import App
from cairn.cli.render import emit_json, sid
from cairn.policy.audit import STALE_DAYS

pass_app = click.make_pass_decorator(App)


@main.command()
@click.option("--enforce", is_flag=True, help="Apply the findings (flags and rank only).")
@click.option(
    "--days",
    type=click.IntRange(min=1),
    default=STALE_DAYS,
    show_default=True,
    help="Age after which a waiting or never-cited memory is reported.",
)
@click.option("--undo", "undo", metavar="RUN", help="Take back one enforced run (a person).")
@click.option("--json", "as_json", is_flag=True)
@pass_app
def audit(app: App, enforce: bool, days: int, undo: str | None, as_json: bool) -> None:
    """Find stale proposals, never-cited unreviewed memories, memories whose support was
    retired, and duplicates. It never deletes or approves; --undo RUN reverses a run."""
    svc = app.service()
    if undo:
        n = svc.undo_audit(undo, app.person("audit --undo"))
        if as_json:
            emit_json("audit_undo", run=undo, undone=n)
        else:
            click.echo(f"undid {n} change{'s' if n != 1 else ''} of audit run {undo}")
        return
    findings = svc.audit(stale_days=days)
    run = svc.enforce_audit(findings) if enforce and findings else None
    if as_json:
        emit_json(
            "audit",
            enforced=enforce,
            run=run,
            findings=[f.as_dict() for f in findings],
        )
        return
    click.echo(f"{len(findings)} finding{'s' if len(findings) != 1 else ''}")
    for f in findings:
        click.echo(f"{sid(f.memory_id)} {f.check}: {f.detail}")
    if run:
        click.echo(f"flagged as audit run {run}; undo with `cairn audit --undo {run}`")
    elif findings:
        click.echo("report only; `cairn audit --enforce` flags them for review")
