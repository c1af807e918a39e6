"""The fourteenth held-out memory set, ``fresh14``: 125 Hexis-shaped cases from 25 templates
(five per dimension, five cases each) over twenty subjects of team work with codenames of their
own, half software and ops, half other teams.

Written blind: its author did not read the judgment code, nor any other set's generator,
templates, pools or data, nor the notes on what the reader does. This module holds only the
layout (seed, size, when the cases start); the templates live in one module per dimension and
the names in ``memfresh14_pools``. It must never be tuned to a score: it was frozen, committed
and then scored once. Regenerate the frozen copy with ``python -m cairn.bench.memfresh14``.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from cairn.bench import (
    memfresh14_continuity,
    memfresh14_contradiction,
    memfresh14_provenance,
    memfresh14_recall,
    memfresh14_stale,
)
from cairn.bench.memgen import DATA
from cairn.bench.memset import HeldOutSet

SET_NAME = "fresh14"
SEED = 48160273
SIZE = 125
PATH = DATA / "memfresh14.v1.jsonl"
TEMPLATES = [
    *memfresh14_provenance.TEMPLATES,
    *memfresh14_contradiction.TEMPLATES,
    *memfresh14_recall.TEMPLATES,
    *memfresh14_continuity.TEMPLATES,
    *memfresh14_stale.TEMPLATES,
]
SET = HeldOutSet(
    SET_NAME,
    TEMPLATES,
    SEED,
    SIZE,
    PATH,
    first=datetime(2025, 11, 10, 8, tzinfo=UTC),
    days=90,
    hours=10,
)


def generate(seed: int | None = None, size: int | None = None) -> list[dict[str, Any]]:
    """Every case of the set (all held out); ``seed`` and ``size`` default to the set's own."""
    return SET.generate(seed, size)


if __name__ == "__main__":
    SET.main()
