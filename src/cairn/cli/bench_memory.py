"""`cairn bench memory`, `cairn bench locomo` and `cairn bench all`: parse, one call into
``cairn.bench``, render the table, write JSON, exit.

``cairn bench memory --adapter`` is the Hexis benchmark's adapter contract: one case on stdin,
one prediction on stdout (what cairn did is said on stderr), so it can be dropped into the Hexis
runner unchanged.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import click

from cairn.cli.bench import bench
from cairn.cli.render import emit_json
from cairn.errors import UsageError


def _write(out: str, data: dict[str, object]) -> Path:
    from cairn.bench.suite import write_json

    return write_json(Path(out), data)


@bench.command("memory")
@click.option("--adapter", is_flag=True, help="Read ONE case on stdin, print ONE prediction.")
@click.option("--cases", type=click.Path(dir_okay=False), help="A case file of the same schema.")
@click.option("--expect-sha", help="Refuse the case file unless its sha256 is this.")
@click.option("--data", type=click.Path(file_okay=False), help="The benchmarks folder.")
@click.option(
    "--robust",
    is_flag=True,
    help="Score every case set (Hexis, generated dev and test halves) as published and under"
    " each same-meaning variant, with the minimum.",
)
@click.option(
    "--sets",
    default="hexis,generated-dev,generated-test",
    show_default=True,
    help="With --robust: which case sets (comma-separated).",
)
@click.option(
    "--fact-model",
    help="An llm model (any the llm library's plugins provide) that judges conflicts the"
    " rules cannot place in one slot, for questions about conflicts.",
)
@click.option("--out", default="build/bench/memory.json", show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print the whole result as JSON.")
def memory_cmd(
    adapter: bool,
    cases: str | None,
    expect_sha: str | None,
    data: str | None,
    robust: bool,
    sets: str,
    fact_model: str | None,
    out: str,
    as_json: bool,
) -> None:
    """The Hexis Public Memory Benchmark v1 (25 cases, five dimensions), beside its two
    reference baselines computed in the same run and Hexis's published 96.33. With --robust,
    every case set under each variant of the same meaning (identifier case, neutral labels,
    paraphrase, event order, a distractor entity, all at once) and the minimum."""
    from cairn.bench import hexis, hexis_adapter, suite

    if adapter:
        try:
            case = json.loads(sys.stdin.read())
        except json.JSONDecodeError as exc:
            raise UsageError(f"the adapter reads one JSON case on stdin: {exc}") from None
        if not isinstance(case, dict):
            raise UsageError("the adapter reads one JSON object on stdin")
        from cairn.policy.fact_models import judge_named

        prediction = hexis_adapter.predict(
            case, log=lambda m: click.echo(m, err=True), judge=judge_named(fact_model)
        )
        click.echo(json.dumps(prediction, ensure_ascii=False))
        return
    if robust:
        _robust(sets, data, out, as_json, fact_model)
        return
    path = Path(cases) if cases else suite.data_dir(data) / "hexis" / hexis.DATASET_NAME
    command = hexis.adapter_command() + (["--fact-model", fact_model] if fact_model else [])
    result = hexis.run(path, expect_sha=expect_sha, command=command)
    result.update(suite.header())
    written = _write(out, result)
    if as_json:
        emit_json("bench.memory", **{k: v for k, v in result.items() if k != "schema"})
        return
    click.echo(
        f"Hexis memory benchmark: {result['dataset']['file']}"
        f" (sha256 {result['dataset']['sha256'][:16]}..., {result['dataset']['cases']} cases)"
    )
    click.echo(hexis.markdown(result))
    below = {k: v for k, v in result["systems"]["cairn"]["cases"].items() if v < 100}
    if below:
        click.echo("cairn below 100: " + ", ".join(f"{k} {v:.2f}" for k, v in below.items()))
    click.echo(f"JSON written to {written}")


def _robust(sets: str, data: str | None, out: str, as_json: bool, fact_model: str | None) -> None:
    from cairn.bench import hexis, hexis_adapter, robust, suite
    from cairn.policy.fact_models import judge_named

    judge = judge_named(fact_model)

    known = robust.default_sets(Path(data) if data else None)
    chosen = [x.strip() for x in sets.split(",") if x.strip()]
    unknown = [x for x in chosen if x not in known]
    if unknown or not chosen:
        raise UsageError(
            f"--sets takes some of {', '.join(known)}, not {sets!r}",
            hint="the Hexis set needs the shared benchmarks folder (--data)",
        )

    def predict(case: Mapping[str, Any]) -> dict[str, Any]:
        try:
            return hexis_adapter.predict(hexis.adapter_input(case), judge=judge)
        except Exception as exc:  # a crash counts as abstained, as the contract says
            return {"case_id": case["case_id"], "abstained": True, "error": repr(exc)}

    result = robust.run({k: known[k] for k in chosen}, predict=predict)
    result.update(suite.header())
    written = _write(out, result)
    if as_json:
        emit_json("bench.memory.robust", **{k: v for k, v in result.items() if k != "schema"})
        return
    click.echo("Memory benchmarks under same-meaning variants (same scorer, adapter in-process)")
    click.echo(robust.markdown(result))
    click.echo(f"JSON written to {written}")


@bench.command("locomo")
@click.option("--k", "ks", default="5,10,20", show_default=True, help="Cut-offs for recall@k.")
@click.option("--limit-conversations", type=int, help="Only the first N conversations.")
@click.option(
    "--modes", default="lexical,hybrid,inject", show_default=True, help="cairn's systems to run."
)
@click.option("--data", type=click.Path(file_okay=False), help="The benchmarks folder.")
@click.option("--out", default="build/bench/locomo.json", show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print the whole result as JSON.")
def locomo_cmd(
    ks: str,
    limit_conversations: int | None,
    modes: str,
    data: str | None,
    out: str,
    as_json: bool,
) -> None:
    """LoCoMo evidence recall@k per category: cairn lexical, cairn hybrid (when the vector
    extra works) and a plain BM25 baseline, in the same run. Category 5 (adversarial) reports
    the abstention rate. The data is CC BY-NC 4.0 and is read from ../shared, never copied."""
    from cairn.bench import locomo, suite

    try:
        cutoffs = tuple(sorted({int(x) for x in ks.split(",") if x.strip()}))
    except ValueError:
        raise UsageError(f"--k takes comma-separated integers, not {ks!r}") from None
    if not cutoffs or min(cutoffs) < 1:
        raise UsageError("--k needs at least one positive cut-off")
    chosen = tuple(m.strip() for m in modes.split(",") if m.strip())
    if not set(chosen) <= set(locomo.MODES):
        raise UsageError(f"--modes takes some of {', '.join(locomo.MODES)}, not {modes!r}")
    result = locomo.run(suite.data_dir(data), ks=cutoffs, limit=limit_conversations, modes=chosen)
    result.update(suite.header())
    written = _write(out, result)
    if as_json:
        emit_json("bench.locomo", **{k: v for k, v in result.items() if k != "schema"})
        return
    click.echo(locomo.markdown(result))
    click.echo(f"JSON written to {written}")


@bench.command("all")
@click.option("--out", "out_dir", default="build/bench", show_default=True, type=click.Path())
@click.option("--data", type=click.Path(file_okay=False), help="The benchmarks folder.")
@click.option("--only", multiple=True, help="Run only these suites (repeatable).")
def all_cmd(out_dir: str, data: str | None, only: tuple[str, ...]) -> None:
    """Every suite (retrieval, inject, memory, locomo, perf, mine) at its default size: one
    JSON file and one markdown table, with the date, machine, cairn version and command."""
    from cairn.bench import suite

    report = suite.run_all(data=Path(data) if data else None, only=only)
    folder = Path(out_dir)
    written = suite.write_json(folder / "all.json", report)
    table = suite.markdown(report)
    (folder / "all.md").write_text(table)
    click.echo(table)
    click.echo(f"JSON written to {written}; table to {folder / 'all.md'}")
