"""The tenth held-out memory set, ``fresh10``: 125 Hexis-shaped cases from 25 templates of its
own over twenty subjects of team work, written blind (apart from the judgment code and from the
other sets' templates and data) and scored once, after it was frozen. No dev half.

Templates, five per dimension: ``memfresh10_provenance``, ``memfresh10_contradiction``,
``memfresh10_recall`` (six-month recall), ``memfresh10_continuity`` (cross-session continuity)
and ``memfresh10_stale`` (stale belief); names, values and noise in ``memfresh10_pools``. ``python -m cairn.bench.memfresh10`` regenerates the frozen copy; a test
checks it byte for byte, so this layout (seed, size, first day) must never change.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from cairn.bench import (
    memfresh10_continuity,
    memfresh10_contradiction,
    memfresh10_provenance,
    memfresh10_recall,
    memfresh10_stale,
)
from cairn.bench.memgen import DATA
from cairn.bench.memset import HeldOutSet

SET_NAME = "fresh10"
SEED = 58203917
SIZE = 125
PATH: Path = DATA / "memfresh10.v1.jsonl"
TEMPLATES = [
    *memfresh10_provenance.TEMPLATES,
    *memfresh10_contradiction.TEMPLATES,
    *memfresh10_recall.TEMPLATES,
    *memfresh10_continuity.TEMPLATES,
    *memfresh10_stale.TEMPLATES,
]
SET = HeldOutSet(
    name=SET_NAME,
    templates=TEMPLATES,
    seed=SEED,
    size=SIZE,
    path=PATH,
    first=datetime(2025, 4, 7, 8, 0, tzinfo=UTC),
    days=90,
    hours=10,
)


def generate(seed: int | None = None, size: int | None = None) -> list[dict[str, Any]]:
    """Every case of the set (all held out); ``seed`` and ``size`` default to the set's own."""
    return SET.generate(seed, size)


if __name__ == "__main__":
    SET.main()
