"""`cairn bench`: benchmark suites. Each suite module registers its command on this group;
every suite prints a table, writes JSON, and computes its baseline in the same run."""

from __future__ import annotations

from cairn.cli import LazyGroup, main

SUITES = {
    "retrieval": "bench_retrieval",
    "inject": "bench_retrieval",
    "perf": "bench_retrieval",
    "calibrate": "bench_retrieval",
    "memory": "bench_memory",
    "locomo": "bench_memory",
    "all": "bench_memory",
    "mine": "bench_mine",
    "ui": "bench_ui",
    "anchors": "bench_anchors",
    "serve": "bench_serve",
}


@main.group(cls=LazyGroup, modules=SUITES)
def bench() -> None:
    """Run benchmarks (tables beside baselines computed in the same run; JSON written)."""
