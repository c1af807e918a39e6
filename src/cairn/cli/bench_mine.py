"""`cairn bench mine`: mining MB/s on a generated corpus, and precision / recall on the three
labelled sets side by side. Parse, one call into ``cairn.bench.mine``, render, write JSON."""

from __future__ import annotations

from pathlib import Path

import click

from cairn.cli.bench import bench
from cairn.cli.render import emit_json


@bench.command("mine")
@click.option("--mb", default=200, show_default=True, help="Size of the generated corpus.")
@click.option(
    "--quality/--no-quality",
    default=True,
    show_default=True,
    help="Score precision/recall per kind and traps on the labelled sets, and their variants.",
)
@click.option("--speed/--no-speed", default=True, show_default=True)
@click.option("--out", default="build/bench/mine.json", show_default=True)
@click.option("--json", "as_json", is_flag=True)
def mine_cmd(mb: int, quality: bool, speed: bool, out: str, as_json: bool) -> None:
    """Mining throughput (end to end) beside a stdlib-parse baseline, and quality per set."""
    from cairn.bench import mine as bench_mine
    from cairn.bench.suite import write_json

    result: dict[str, object] = {}
    if speed:
        result["speed"] = bench_mine.speed(mb)
    if quality:
        result["quality"] = bench_mine.quality()
        result["variants"] = bench_mine.variants()
    write_json(Path(out), result)
    if as_json:
        emit_json("bench.mine", **result)
        return
    if speed:
        s = result["speed"]
        assert isinstance(s, dict)
        click.echo("| stage | runs on | result |\n|---|---|---|")
        click.echo(f"| generate corpus | - | {s['corpus_mb']} MB, {s['files']} files |")
        click.echo(
            f"| mine end to end (read, parse, extract, redact, admit) | every byte / lessons only"
            f" | {s['mine_mb_per_s']} MB/s ({s['mine_s']} s) |"
        )
        click.echo(
            f"| read, parse, extract, redact lessons (dry run) | every byte"
            f" | {s['parse_extract_mb_per_s']} MB/s ({s['parse_extract_s']} s) |"
        )
        click.echo(
            f"| admit (verdicts, near-duplicates, events) | lessons only"
            f" | ~{s['admit_lessons_per_s']} lessons/s |"
        )
        click.echo(
            f"| baseline: stdlib json parse only | every byte | {s['baseline_mb_per_s']} MB/s |"
        )
        click.echo(
            f"| re-run (nothing new) | cursors only | {s['rerun_s']} s, {s['rerun_new_lessons']} new |"
        )
        click.echo(
            f"lessons proposed {s['lessons_proposed']}, corroborated {s['lessons_corroborated']}"
        )
    if quality:
        from cairn.bench.mine_quality import tables, variant_table

        q, v = result["quality"], result["variants"]
        assert isinstance(q, dict) and isinstance(v, dict)
        click.echo("")
        for line in [*tables(q), "", *variant_table(v)]:
            click.echo(line)
        for name, s in q.items():
            for m in s["missed"]:
                click.echo(f"  {name} missed: {m}")
            for f in s["false_positives"]:
                click.echo(f"  {name} false positive: {f}")
            for t in s["trapped"]:
                click.echo(f"  {name} trap: {t}")
    click.echo(f"written: {out}")
