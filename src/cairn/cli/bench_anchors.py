"""`cairn bench anchors`: staleness precision and recall over a generated git history, and the
cost of the incremental check at scale, each beside baselines from the same run. Parse, one call
into ``cairn.bench.anchors``, render, write JSON."""

from __future__ import annotations

from pathlib import Path

import click

from cairn.cli.bench import bench
from cairn.cli.render import emit_json


@bench.command("anchors")
@click.option("--commits", default=240, show_default=True, help="Commits in the history.")
@click.option("--seed", default=7, show_default=True, help="Seed of the generated history.")
@click.option("--memories", default=10_000, show_default=True, help="Memories at scale.")
@click.option("--files", default=5_000, show_default=True, help="Files at scale.")
@click.option("--accuracy/--no-accuracy", default=True, show_default=True)
@click.option("--scale/--no-scale", "at_scale", default=True, show_default=True)
@click.option("--out", default="build/bench/anchors.json", show_default=True)
@click.option("--json", "as_json", is_flag=True)
def anchors_cmd(
    commits: int,
    seed: int,
    memories: int,
    files: int,
    accuracy: bool,
    at_scale: bool,
    out: str,
    as_json: bool,
) -> None:
    """Stale-memory detection over a generated history (cairn beside file-level baselines) and
    the incremental check's cost at scale (beside a full check)."""
    from cairn.bench import anchors as bench_anchors
    from cairn.bench.suite import header, write_json

    result: dict[str, object] = dict(header())
    if accuracy:
        result["accuracy"] = bench_anchors.accuracy(commits=commits, seed=seed)
    if at_scale:
        result["scale"] = bench_anchors.scale(memories=memories, files=files)
    result["markdown"] = bench_anchors.markdown(result)
    write_json(Path(out), result)
    if as_json:
        emit_json("bench.anchors", **result)
        return
    click.echo(str(result["markdown"]))
    click.echo(f"written: {out}")
