"""`cairn bench mine`: mining MB/s on a generated corpus (and `--quality`: precision and recall
on the labelled set). Parse, one call into ``cairn.bench.mine``, render, write JSON."""

from __future__ import annotations

from pathlib import Path

import click

from cairn.cli.bench import bench
from cairn.cli.render import emit_json


@bench.command("mine")
@click.option("--mb", default=200, show_default=True, help="Size of the generated corpus.")
@click.option("--quality", is_flag=True, help="Also score precision/recall on the labelled set.")
@click.option("--speed/--no-speed", default=True, show_default=True)
@click.option("--out", default="build/bench/mine.json", show_default=True)
@click.option("--json", "as_json", is_flag=True)
def mine_cmd(mb: int, quality: bool, speed: bool, out: str, as_json: bool) -> None:
    """Mining throughput (end to end) beside a stdlib-parse baseline; optional quality."""
    from cairn.bench import mine as bench_mine
    from cairn.bench.suite import write_json

    result: dict[str, object] = {}
    if speed:
        result["speed"] = bench_mine.speed(mb)
    if quality:
        result["quality"] = bench_mine.quality()
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
        q = result["quality"]
        assert isinstance(q, dict)
        click.echo(
            f"quality: {q['gold_lessons']} gold lessons in {q['transcripts']} transcripts;"
            f" precision {q['precision']}, recall {q['recall']}"
        )
        for m in q["missed"]:
            click.echo(f"  missed: {m}")
        for f in q["false_positives"]:
            click.echo(f"  false positive: {f}")
    click.echo(f"written: {out}")
