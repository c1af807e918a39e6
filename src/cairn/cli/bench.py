"""`cairn bench`: benchmark suites. Each suite module registers its command on this group;
every suite prints a table, writes JSON, and computes its baseline in the same run."""

from __future__ import annotations

import click

from cairn.cli import main


@main.group()
def bench() -> None:
    """Run benchmarks (tables beside baselines computed in the same run; JSON written)."""
