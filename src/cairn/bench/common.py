"""What every retrieval benchmark shares: where the external data is, a fresh store loaded as a
person would write it, percentile maths, and writing the JSON result.

External data is read at run time from ``../shared/benchmarks`` beside the repository (or
``$CAIRN_SHARED/benchmarks``, or an explicit ``--data``); it is never copied into the repository.
A bench store lives in a temporary directory and is deleted afterwards; it never touches the
user's own store.
"""

from __future__ import annotations

import json
import math
import os
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from cairn.errors import UsageError
from cairn.model import Candidate, Kind, Scope
from cairn.service import MemoryService, person_actor

BENCH_NS = "bench:project"
BENCH_USER = "user:bench"
OPERATOR = "bench"


def repo_root() -> Path:
    return Path(__file__).resolve().parents[3]


def data_dir(explicit: str | Path | None = None) -> Path:
    """The shared benchmarks directory: ``--data``, else ``$CAIRN_SHARED/benchmarks``, else
    ``../shared/benchmarks`` relative to the repository root."""
    if explicit:
        path = Path(explicit)
    elif os.environ.get("CAIRN_SHARED"):
        path = Path(os.environ["CAIRN_SHARED"]) / "benchmarks"
    else:
        candidates = [
            repo_root().parent / "shared" / "benchmarks",
            Path.cwd().parent / "shared" / "benchmarks",
        ]
        path = next((p for p in candidates if p.is_dir()), candidates[0])
    if not path.is_dir():
        raise UsageError(
            f"benchmark data not found at {path}",
            hint="pass --data DIR or set CAIRN_SHARED to the folder holding benchmarks/",
        )
    return path


def default_out(name: str) -> Path:
    return repo_root() / "build" / "bench" / f"{name}.json"


def write_json(path: Path, payload: dict[str, Any]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(payload, indent=2, sort_keys=True, ensure_ascii=False) + "\n")
    return path


@contextmanager
def fresh_store(name: str = "bench") -> Iterator[MemoryService]:
    """A new store in a temporary directory (deleted afterwards). Vectors are not built on
    write: a bench builds them itself (``search.vector.ensure_vectors``) when it measures the
    vector path, so no warm embedder is started for a store that is about to be deleted."""
    with tempfile.TemporaryDirectory(prefix=f"cairn-{name}-") as tmp:
        svc = MemoryService.open(
            Path(tmp) / "cairn.db", Scope(BENCH_NS, BENCH_USER), embed_on_write=False
        )
        try:
            yield svc
        finally:
            svc.close()


def load_as_person(svc: MemoryService, texts: Sequence[str], kind: Kind = Kind.FACT) -> list[str]:
    """Admit ``texts`` as written by a person (approved); returns memory ids in input order."""
    actor = person_actor(OPERATOR)
    cands = [Candidate(text=t, namespace=svc.scope.namespace, kind=kind) for t in texts]
    return [r.memory.id for r in svc.add_many(cands, actor)]


def percentile(values: Sequence[float], p: float) -> float:
    """Nearest-rank percentile (p in 0..100) of ``values``; 0.0 when empty."""
    if not values:
        return 0.0
    ordered = sorted(values)
    k = max(1, math.ceil(p / 100.0 * len(ordered)))
    return ordered[k - 1]
