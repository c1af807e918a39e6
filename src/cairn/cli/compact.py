"""`cairn compact [--dry-run] [--undo RUN]`: the bounded compaction pass of policy/compact.py.

It proposes summaries (never approves, supersedes or deletes anything itself); a summary
replaces its members only when a person approves it; --undo RUN is a person's verb.
"""

from __future__ import annotations

import click

from cairn.cli import main
from cairn.cli.app import App
from cairn.cli.render import emit_json, sid
from cairn.errors import UsageError
from cairn.policy.compact import AGE_DAYS, MIN_GROUP

pass_app = click.make_pass_decorator(App)


@main.command()
@click.option("--dry-run", is_flag=True, help="Show the groups and their summaries; write nothing.")
@click.option(
    "--days",
    type=click.IntRange(min=0),
    default=AGE_DAYS,
    show_default=True,
    help="Only memories untouched (no edit, citation or verdict) for this many days.",
)
@click.option(
    "--min-group",
    type=click.IntRange(min=2),
    default=MIN_GROUP,
    show_default=True,
    help="The fewest related memories worth one summary.",
)
@click.option(
    "--extractor",
    type=click.Choice(["heuristic", "llm"]),
    default="heuristic",
    show_default=True,
    help="Who words a summary: the heuristic, or a model through the llm library.",
)
@click.option("--model", help="The llm model for --extractor llm.")
@click.option("--undo", "undo", metavar="RUN", help="Take back one run (a person).")
@click.option("--json", "as_json", is_flag=True)
@pass_app
def compact(
    app: App,
    dry_run: bool,
    days: int,
    min_group: int,
    extractor: str,
    model: str | None,
    undo: str | None,
    as_json: bool,
) -> None:
    """Propose one summary memory for each group of aging, related small memories (same kind
    and subject). Approving a summary supersedes the memories it summarises (they stay in
    history); it never deletes or approves anything; --undo RUN reverses a run."""
    from cairn.service import compaction

    svc = app.service()
    if undo:
        n = compaction.undo(svc, undo, app.person("compact --undo"))
        if as_json:
            emit_json("compact_undo", run=undo, changed=n)
        else:
            click.echo(f"undid compaction run {undo} ({n} change{'s' if n != 1 else ''})")
        return
    summariser = None
    if extractor == "llm":
        if not model:
            raise UsageError("--extractor llm needs --model NAME")
        summariser = compaction.LlmSummariser(model)
    found = compaction.find(svc, days=days, min_size=min_group)
    rep = compaction.propose(svc, found, summariser=summariser, dry_run=dry_run)
    if as_json:
        emit_json(
            "compact",
            dry_run=dry_run,
            run=rep.run,
            proposals=[
                {
                    **p.group.as_dict(),
                    "text": p.text,
                    "worded_by": p.worded_by,
                    "memory_id": p.memory_id,
                    "action": p.action,
                }
                for p in rep.proposed
            ],
        )
        return
    if not rep.proposed:
        click.echo("nothing to compact")
        return
    for p in rep.proposed:
        head = f"{sid(p.memory_id)} {p.action}" if p.memory_id else "would propose"
        click.echo(f"{head} [{p.group.kind.value}] {p.text}")
        click.echo("    replaces " + ", ".join(sid(m.id) for m in p.group.members))
    if rep.run:
        click.echo(
            f"proposed as compaction run {rep.run}: approve a summary to replace its memories;"
            f" undo with `cairn compact --undo {rep.run}`"
        )
