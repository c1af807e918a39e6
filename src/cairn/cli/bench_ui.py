"""`cairn bench ui`: seconds per review decision in the browser, keyboard only, beside the
terminal's review loop and the service call. Parse, one call into ``cairn.bench.ui``, render,
write JSON."""

from __future__ import annotations

import shutil
from pathlib import Path

import click

from cairn.cli.bench import bench
from cairn.cli.render import emit_json


@bench.command("ui")
@click.option("--decisions", default=50, show_default=True, type=click.IntRange(5, 1000))
@click.option(
    "--chromium",
    default=lambda: shutil.which("chromium") or "/usr/bin/chromium",
    show_default="chromium on PATH",
    help="The Chromium executable Playwright drives.",
)
@click.option("--out", default="build/bench/ui.json", show_default=True)
@click.option("--json", "as_json", is_flag=True)
def ui_cmd(decisions: int, chromium: str, out: str, as_json: bool) -> None:
    """Seconds per keyboard decision in `cairn ui` (headless Chromium) beside `cairn review`."""
    from cairn.bench import ui as bench_ui
    from cairn.bench.suite import write_json

    result = bench_ui.run(decisions, chromium, say=lambda s: click.echo(s, err=True))
    write_json(Path(out), result)
    if as_json:
        emit_json("bench.ui", **result)
        return
    click.echo("| edge | decisions | mean ms | p50 ms | p95 ms | max ms | × service |")
    click.echo("|---|---|---|---|---|---|---|")
    for r in result["rows"]:
        ms = [f"{r[k] * 1000:.1f}" for k in ("mean_s", "p50_s", "p95_s", "max_s")]
        click.echo(f"| {r['edge']} | {r['decisions']} | {' | '.join(ms)} | {r['x_service']} |")
    click.echo(
        f"\nqueue of {decisions} loaded in {result['queue_load_s']} s; outcomes read back:"
        f" {result['correct']}; target < {result['target_s']} s per decision:"
        f" {'met' if result['target_met'] else 'NOT met'}"
    )
