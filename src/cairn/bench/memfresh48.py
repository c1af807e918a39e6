"""The forty-eighth held-out memory set, `fresh48`: 125 Hexis-shaped cases from 25 templates
(five per dimension, five cases each), written blind, apart from the judgment code and from
every other set's templates and data. It has no dev half and is scored once, after it was
frozen.

The templates live in one module per dimension (``memfresh48_provenance``,
``memfresh48_contradiction``, ``memfresh48_recall``, ``memfresh48_continuity``,
``memfresh48_stale``), the subjects, people and seeded helpers in ``memfresh48_pools``. This
module only lays the set out: its seed, size, start and frozen copy. Regenerate the copy with
``python -m cairn.bench.memfresh48``; a test checks it byte for byte.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from cairn.bench import (
    memfresh48_continuity,
    memfresh48_contradiction,
    memfresh48_provenance,
    memfresh48_recall,
    memfresh48_stale,
)
from cairn.bench.memgen import NamedSpec
from cairn.bench.memset import HeldOutSet

SET_NAME = "fresh48"
SEED = 23942169
SIZE = 125
PATH = Path(__file__).parent / "data" / "memfresh48.v1.jsonl"

TEMPLATES: tuple[NamedSpec, ...] = (
    *(NamedSpec("provenance_accuracy", t) for t in memfresh48_provenance.TEMPLATES),
    *(NamedSpec("contradiction_detection", t) for t in memfresh48_contradiction.TEMPLATES),
    *(NamedSpec("six_month_recall", t) for t in memfresh48_recall.TEMPLATES),
    *(NamedSpec("cross_session_continuity", t) for t in memfresh48_continuity.TEMPLATES),
    *(NamedSpec("stale_belief_resistance", t) for t in memfresh48_stale.TEMPLATES),
)

SET = HeldOutSet(
    SET_NAME,
    TEMPLATES,
    SEED,
    SIZE,
    PATH,
    first=datetime(2026, 4, 6, 8, tzinfo=UTC),
    days=90,
    hours=9,
)


def generate(seed: int | None = None, size: int | None = None) -> list[dict[str, Any]]:
    """Every case of the set (all held out); ``seed`` and ``size`` default to the set's own."""
    return SET.generate(seed, size)


def write(path: Path | None = None) -> Path:
    return SET.write(path)


def sha256() -> str:
    return SET.sha256()


if __name__ == "__main__":
    SET.main()
