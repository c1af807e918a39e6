"""The forty-sixth held-out memory set, `fresh46`: 125 Hexis-shaped cases from 25 templates (five
per dimension, five cases each), written blind, apart from the judgment code and from every
other set's templates and data. It has no dev half and is scored once, after it was frozen.

The templates live in one module per dimension (``memfresh46_provenance``,
``memfresh46_contradiction``, ``memfresh46_recall``, ``memfresh46_continuity``,
``memfresh46_stale``), the subjects, people and seeded helpers in ``memfresh46_pools``. This
module only lays the set out: its seed, size, start and frozen copy. Regenerate the copy with
``python -m cairn.bench.memfresh46``; a test checks it byte for byte.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from cairn.bench import (
    memfresh46_continuity,
    memfresh46_contradiction,
    memfresh46_provenance,
    memfresh46_recall,
    memfresh46_stale,
)
from cairn.bench.memgen import NamedSpec
from cairn.bench.memset import HeldOutSet

SET_NAME = "fresh46"
SEED = 46233467
SIZE = 125
PATH = Path(__file__).parent / "data" / "memfresh46.v1.jsonl"

TEMPLATES: tuple[NamedSpec, ...] = (
    *(NamedSpec("provenance_accuracy", t) for t in memfresh46_provenance.TEMPLATES),
    *(NamedSpec("contradiction_detection", t) for t in memfresh46_contradiction.TEMPLATES),
    *(NamedSpec("six_month_recall", t) for t in memfresh46_recall.TEMPLATES),
    *(NamedSpec("cross_session_continuity", t) for t in memfresh46_continuity.TEMPLATES),
    *(NamedSpec("stale_belief_resistance", t) for t in memfresh46_stale.TEMPLATES),
)

SET = HeldOutSet(
    SET_NAME,
    TEMPLATES,
    SEED,
    SIZE,
    PATH,
    first=datetime(2026, 3, 2, 8, tzinfo=UTC),
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
