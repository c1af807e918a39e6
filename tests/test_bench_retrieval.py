"""Benchmark scoring follows the fixture's rules, computed on delivered lists."""

from __future__ import annotations

import json
from pathlib import Path

from cairn.bench.common import percentile
from cairn.bench.inject import judge
from cairn.bench.retrieval import Case, run, score


def test_kimetsu_metrics_follow_the_readme_rules() -> None:
    cases = [Case("q1", ("a", "b")), Case("q2", ("c",)), Case("neg", ())]
    got = score(cases, [["x", "a", "b"], ["c"], []])
    assert got["recall@2"] == (0.5 + 1.0) / 2
    assert got["recall@4"] == 1.0
    assert got["mrr"] == (0.5 + 1.0) / 2
    assert got["negative_accuracy"] == 1.0
    worse = score(cases, [[], ["c"], ["x"]])
    assert worse["negative_accuracy"] == 0.0 and worse["hit@4"] == 0.5


def test_gaius_judge_counts_required_terms_and_flags_anti_terms() -> None:
    case = {"required": ["DRBD", "quorum"], "min_hits": 2, "anti": ["OAuth2"]}
    assert judge("drbd lost quorum", case) == (True, False, 2)
    assert judge("drbd and oauth2", case) == (False, True, 1)


def test_percentile_is_nearest_rank() -> None:
    assert percentile([], 50) == 0.0
    assert percentile([3.0, 1.0, 2.0, 4.0], 50) == 2.0
    assert percentile([3.0, 1.0, 2.0, 4.0], 95) == 4.0


def test_kimetsu_rows_carry_the_ranked_recall_beside_the_delivered_one(tmp_path: Path) -> None:
    """A memory that matches on one word of a long query is ranked by search but held back by
    the floors: the ranked recall shows it, the delivered one does not; a strong match (the
    control) is in both, and an off-topic request gets nothing from either."""
    fixture = {
        "memories": [
            {"key": "deploy", "text": "The deploy script pushes the image and restarts the api."},
            {"key": "pg", "text": "Postgres connection pool size is twenty in production."},
            {"key": "lint", "text": "Lint with ruff and type-check with mypy in strict mode."},
        ],
        "cases": [
            {"query": "how does the deploy script restart the api", "relevant": ["deploy"]},
            {
                "query": "postgres vacuum autovacuum bloat wraparound freezing horizon",
                "relevant": ["pg"],
            },
            {"query": "chocolate cake recipe with buttercream", "relevant": []},
        ],
    }
    (tmp_path / "kimetsu").mkdir()
    (tmp_path / "kimetsu" / "eval-retrieval.json").write_text(json.dumps(fixture))
    row = run(tmp_path, modes=("lexical",))["systems"]["cairn lexical"]
    delivered = [c["delivered"] for c in row["per_case"]]
    assert delivered[0][:1] == ["deploy"] and "pg" not in delivered[1] and delivered[2] == []
    assert row["recall@4"] == 0.5 and row["negative_accuracy"] == 1.0
    assert row["ranked"]["recall@4"] == 1.0 and row["ranked"]["negative_accuracy"] == 1.0
