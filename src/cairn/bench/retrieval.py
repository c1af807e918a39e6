"""`cairn bench retrieval`: the Kimetsu retrieval fixture, scored on what is *delivered*.

Every case's query goes through ``prompt_block`` (floors, diversity and the token budget
included), and the memories in the returned block are the delivered list. Beside it, each cairn
row carries what ``cairn search`` ranks first in the same mode (``ranked``: no floors), so a miss
can be told apart: lost by the ranking, or ranked and then held back by the abstention floors. The baseline is plain
BM25 over the same store in the same run: the porter FTS5 index, an OR of the query's terms, top
k, no threshold. Scoring follows the fixture's README (recall@k, hit@k, MRR on positives; negative
accuracy on the off-topic cases; quality = mean(MRR, negative accuracy)).

The fixture's memories are loaded as written by a person (approved); the admission mode in force
is reported. The bench never writes outside its temporary store.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cairn.bench.common import fresh_store, load_as_person, percentile
from cairn.context.inject import prompt_block
from cairn.model import View
from cairn.search.lexical import porter_match
from cairn.service import MemoryService

FIXTURE = Path("kimetsu") / "eval-retrieval.json"


@dataclass(frozen=True)
class Case:
    query: str
    relevant: tuple[str, ...]
    kind: str = ""
    variant: str = "original"


def recall_at(delivered: Sequence[str], relevant: Sequence[str], k: int) -> float:
    if not relevant:
        return 0.0
    return len(set(relevant) & set(delivered[:k])) / len(set(relevant))


def reciprocal_rank(delivered: Sequence[str], relevant: Sequence[str]) -> float:
    for i, key in enumerate(delivered, start=1):
        if key in relevant:
            return 1.0 / i
    return 0.0


def score(cases: Sequence[Case], delivered: Sequence[Sequence[str]]) -> dict[str, float]:
    """The fixture's metrics over delivered key lists (one per case, best first)."""
    pos = [(c, d) for c, d in zip(cases, delivered, strict=True) if c.relevant]
    neg = [(c, d) for c, d in zip(cases, delivered, strict=True) if not c.relevant]

    def mean(xs: Sequence[float]) -> float:
        return sum(xs) / len(xs) if xs else 0.0

    mrr = mean([reciprocal_rank(d, c.relevant) for c, d in pos])
    neg_acc = mean([1.0 if not d else 0.0 for _, d in neg]) if neg else 1.0
    return {
        "recall@2": mean([recall_at(d, c.relevant, 2) for c, d in pos]),
        "recall@4": mean([recall_at(d, c.relevant, 4) for c, d in pos]),
        "hit@4": mean([1.0 if recall_at(d, c.relevant, 4) > 0 else 0.0 for c, d in pos]),
        "mrr": mrr,
        "negative_accuracy": neg_acc,
        "quality": (mrr + neg_acc) / 2,
    }


def load(data: Path) -> tuple[list[dict[str, str]], list[Case]]:
    return load_set(data / FIXTURE)


def load_set(path: Path) -> tuple[list[dict[str, str]], list[Case]]:
    """Any retrieval set in the Kimetsu schema (``{memories: [{key, text}], cases: [{query,
    relevant[]}]}``); a case's ``kind`` and ``variant``, when present, label its rows."""
    raw = json.loads(path.read_text())
    cases = [
        Case(
            c["query"],
            tuple(c["relevant"]),
            str(c.get("kind") or ("positive" if c["relevant"] else "negative")),
            str(c.get("variant") or "original"),
        )
        for c in raw["cases"]
    ]
    return list(raw["memories"]), cases


def bm25_baseline(svc: MemoryService, query: str, k: int = 4) -> list[str]:
    match = porter_match(query)
    if not match:
        return []
    hits = svc.store.lexical(match, View.SEARCH, svc.scope, svc.clock(), limit=k)
    return [m.id for m, _ in hits]


def _run(
    cases: Sequence[Case],
    key_of: dict[str, str],
    fn: Callable[[str], list[str]],
) -> tuple[list[list[str]], list[float]]:
    delivered: list[list[str]] = []
    times: list[float] = []
    for c in cases:
        t0 = time.perf_counter()
        ids = fn(c.query)
        times.append((time.perf_counter() - t0) * 1000)
        delivered.append([key_of.get(i, i) for i in ids])
    return delivered, times


def run(data: Path, *, budget: int = 2000, modes: Sequence[str] = ("lexical",)) -> dict[str, Any]:
    memories, cases = load(data)
    with fresh_store("retrieval") as svc:
        ids = load_as_person(svc, [m["text"] for m in memories])
        key_of = dict(zip(ids, [m["key"] for m in memories], strict=True))
        systems: dict[str, Any] = {}
        base, base_t = _run(cases, key_of, lambda q: bm25_baseline(svc, q))
        systems["bm25 baseline"] = _summary(cases, base, base_t)
        runs: list[tuple[str, str, str | None]] = []
        for mode in modes:
            if mode == "hybrid":
                # One hybrid row per embedding model: MiniLM (the `embed` extra) keeps the
                # plain name, others are suffixed. Each replaces the store's vectors.
                runs += [
                    ("hybrid", "cairn hybrid", "minilm"),
                    ("hybrid", "cairn hybrid mpnet", "mpnet"),
                ]
            else:
                runs.append((mode, f"cairn {mode}", None))
        for mode, name, model_name in runs:
            if model_name is not None:
                from cairn.search import embeddings, vector

                model = embeddings.MODELS[model_name]
                if not vector.ensure_vectors(svc, model):
                    systems[name] = {"skipped": vector.available(model) or "no vectors"}
                    continue

            def deliver(q: str, mode: str = mode) -> list[str]:
                with _mode(mode):
                    block = prompt_block(svc, q, budget=budget)
                return [i.id for i in block.items]

            def ranked(q: str, mode: str = mode) -> list[str]:
                return [m.id for m, _s in svc.search(q, limit=4, mode=mode)]

            got, t = _run(cases, key_of, deliver)
            systems[name] = _summary(cases, got, t)
            # what `cairn search` ranks in the same mode (no floors): a recall@4 lower here than
            # in the delivered row was lost by the ranking, the rest of the gap by the floors
            top, _t = _run(cases, key_of, ranked)
            systems[name]["ranked"] = _round(score(cases, top))
            if model_name is not None:
                systems[name]["model"] = embeddings.MODELS[model_name].id
        return {
            "bench": "retrieval",
            "fixture": str(FIXTURE),
            "admission": svc.mode().value,
            "budget": budget,
            "memories": len(memories),
            "cases": len(cases),
            "systems": systems,
        }


class _mode:
    """Pins the retrieval mode for the duration of a block (via CAIRN_RETRIEVAL)."""

    def __init__(self, mode: str) -> None:
        self.mode = mode
        self.old: str | None = None

    def __enter__(self) -> None:
        import os

        self.old = os.environ.get("CAIRN_RETRIEVAL")
        os.environ["CAIRN_RETRIEVAL"] = self.mode

    def __exit__(self, *exc: object) -> None:
        import os

        if self.old is None:
            os.environ.pop("CAIRN_RETRIEVAL", None)
        else:
            os.environ["CAIRN_RETRIEVAL"] = self.old


def _summary(
    cases: Sequence[Case], delivered: list[list[str]], times: list[float]
) -> dict[str, Any]:
    metrics = score(cases, delivered)
    return {
        **{k: round(v, 4) for k, v in metrics.items()},
        "p50_ms": round(percentile(times, 50), 2),
        "per_case": [
            {"query": c.query, "relevant": list(c.relevant), "delivered": d}
            for c, d in zip(cases, delivered, strict=True)
        ],
    }


# -- any set in the schema: what is delivered beside what is ranked ------------------------------


def breakdown(cases: Sequence[Case], delivered: Sequence[Sequence[str]]) -> dict[str, Any]:
    """The metrics overall, per case kind and per variant (positives only for variants), and
    the worst variant's recall@4 beside the headline."""
    out: dict[str, Any] = {"all": _round(score(cases, delivered))}
    pairs = list(zip(cases, delivered, strict=True))
    kinds = sorted({c.kind for c in cases})
    out["kinds"] = {}
    for k in kinds:
        sub = [(c, d) for c, d in pairs if c.kind == k]
        cs, ds = [c for c, _ in sub], [d for _, d in sub]
        if any(c.relevant for c in cs):
            out["kinds"][k] = _round(score(cs, ds))
        else:
            out["kinds"][k] = {
                "negative_accuracy": round(sum(1 for d in ds if not d) / len(ds), 4),
                "n": len(ds),
            }
    variants = sorted({c.variant for c in cases if c.relevant})
    out["variants"] = {}
    for v in variants:
        sub = [(c, d) for c, d in pairs if c.variant == v and c.relevant]
        out["variants"][v] = _round(score([c for c, _ in sub], [d for _, d in sub]))
    if out["variants"]:
        worst = min(out["variants"], key=lambda v: out["variants"][v]["recall@4"])
        out["worst_variant"] = {"name": worst, **out["variants"][worst]}
    return out


def _round(m: dict[str, float]) -> dict[str, float]:
    return {k: round(v, 4) for k, v in m.items()}


def run_set(
    memories: Sequence[dict[str, str]],
    cases: Sequence[Case],
    *,
    budget: int = 2000,
    vectors: bool = True,
) -> dict[str, Any]:
    """One set in a fresh store: ``delivered`` is what ``cairn recall`` injects (floors, the
    answer decision, the budget), ``ranked`` the first four of ``cairn search`` (no floor), in
    the default mode (hybrid when the vector path works here, else lexical)."""
    with fresh_store("retrieval-set") as svc:
        ids = load_as_person(svc, [m["text"] for m in memories])
        key_of = dict(zip(ids, [m["key"] for m in memories], strict=True))
        mode = "lexical"
        if vectors:
            from cairn.search import vector

            if vector.ensure_vectors(svc):
                mode = "hybrid"

        def deliver(q: str) -> list[str]:
            with _mode(mode):
                return [i.id for i in prompt_block(svc, q, budget=budget).items]

        def rank(q: str) -> list[str]:
            return [m.id for m, _s in svc.search(q, limit=4, mode=mode)]

        got, t = _run(cases, key_of, deliver)
        ranked, _t = _run(cases, key_of, rank)
        return {
            "mode": mode,
            "memories": len(memories),
            "cases": len(cases),
            "delivered": {**breakdown(cases, got), "p50_ms": round(percentile(t, 50), 2)},
            "ranked": breakdown(cases, ranked),
            "per_case": [
                {
                    "query": c.query,
                    "kind": c.kind,
                    "variant": c.variant,
                    "relevant": list(c.relevant),
                    "delivered": d,
                    "ranked": r,
                }
                for c, d, r in zip(cases, got, ranked, strict=True)
            ],
        }


SUITES = (
    "dev",
    "test",
    "unknowns",
    "attributes",
    "unknowns2",
    "perturbed",
    "unknowns3",
    "unknowns4",
    "unknowns5",
    "unknowns6",
    "unknowns7",
    "unknowns8",
    "unknowns9",
    "unknowns10",
    "unknowns11",
    "unknowns12",
    "unknowns13",
    "unknowns14",
    "unknowns15",
    "unknowns16",
    "unknowns17",
    "unknowns18",
    "unknowns19",
    "unknowns20",
    "unknowns21",
    "unknowns22",
    "unknowns23",
    "unknowns24",
    "unknowns25",
    "unknowns26",
    "unknowns27",
    "unknowns28",
    "unknowns29",
    "unknowns30",
    "unknowns31",
    "unknowns32",
    "unknowns33",
    "unknowns34",
    "unknowns35",
    "unknowns36",
    "unknowns37",
    "unknowns38",
)


def suite_path(name: str) -> Path:
    """A generated set shipped with cairn (``bench/data/retrieval-<name>.json``: the ``dev`` and
    ``test`` halves of ``bench.retrieval_gen``, the ``unknowns`` set of
    ``bench.retrieval_unknowns``, the blind held-out ``unknowns2`` of
    ``bench.retrieval_unknowns2``, the ``perturbed`` dev set of ``bench.retrieval_perturbed``, the
    blind held-out ``unknowns3`` of ``bench.retrieval_unknowns3``, the blind held-out
    ``unknowns4`` of ``bench.retrieval_unknowns4``, the blind held-out ``unknowns5`` of
    ``bench.retrieval_unknowns5``, the blind held-out ``unknowns6`` of
    ``bench.retrieval_unknowns6``, the blind held-out ``unknowns7`` of
    ``bench.retrieval_unknowns7``, the blind held-out ``unknowns8`` of
    ``bench.retrieval_unknowns8``, the blind held-out ``unknowns9`` of
    ``bench.retrieval_unknowns9``, the blind held-out ``unknowns10`` of
    ``bench.retrieval_unknowns10``, the blind held-out ``unknowns11`` of
    ``bench.retrieval_unknowns11``, the blind held-out ``unknowns12`` of
    ``bench.retrieval_unknowns12``, the blind held-out ``unknowns13`` of
    ``bench.retrieval_unknowns13``, the blind held-out ``unknowns14`` of
    ``bench.retrieval_unknowns14``, the blind held-out ``unknowns15`` of
    ``bench.retrieval_unknowns15``, the blind held-out ``unknowns16`` of
    ``bench.retrieval_unknowns16``, the blind held-out ``unknowns17`` of
    ``bench.retrieval_unknowns17``, the blind held-out ``unknowns18`` of
    ``bench.retrieval_unknowns18``, the blind held-out ``unknowns19`` of
    ``bench.retrieval_unknowns19``, the blind held-out ``unknowns20`` of
    ``bench.retrieval_unknowns20``, the blind held-out ``unknowns21`` of
    ``bench.retrieval_unknowns21``, the blind held-out ``unknowns22`` of
    ``bench.retrieval_unknowns22``, the blind held-out ``unknowns23`` of
    ``bench.retrieval_unknowns23``, the blind held-out ``unknowns24`` of
    ``bench.retrieval_unknowns24``, the blind held-out ``unknowns25`` of
    ``bench.retrieval_unknowns25``, the blind held-out ``unknowns26`` of
    ``bench.retrieval_unknowns26``, the blind held-out ``unknowns27`` of
    ``bench.retrieval_unknowns27``, the blind held-out ``unknowns28`` of
    ``bench.retrieval_unknowns28``, the blind held-out ``unknowns29`` of
    ``bench.retrieval_unknowns29``, the blind held-out ``unknowns30`` of
    ``bench.retrieval_unknowns30``, the blind held-out ``unknowns31`` of
    ``bench.retrieval_unknowns31``, the blind held-out ``unknowns32`` of
    ``bench.retrieval_unknowns32``, the blind held-out ``unknowns33`` of
    ``bench.retrieval_unknowns33``, the blind held-out ``unknowns34`` of
    ``bench.retrieval_unknowns34``, the blind held-out ``unknowns35`` of
    ``bench.retrieval_unknowns35``, the blind held-out ``unknowns36`` of
    ``bench.retrieval_unknowns36``, the blind held-out ``unknowns37`` of
    ``bench.retrieval_unknowns37``, the blind held-out ``unknowns38`` of
    ``bench.retrieval_unknowns38``), or a file."""
    if name in SUITES:
        return Path(__file__).parent / "data" / f"retrieval-{name}.json"
    return Path(name)


def run_sets(names: Sequence[str], *, budget: int = 2000) -> dict[str, Any]:
    """Each named set (a generated half or a file in the Kimetsu schema), delivered beside
    ranked, in the default mode."""
    out: dict[str, Any] = {"bench": "retrieval-sets", "budget": budget, "sets": {}}
    for name in names:
        memories, cases = load_set(suite_path(name))
        out["sets"][name] = run_set(memories, cases, budget=budget)
    return out
