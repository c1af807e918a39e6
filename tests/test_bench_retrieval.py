"""Benchmark scoring follows the fixture's rules, computed on delivered lists."""

from __future__ import annotations

from cairn.bench.common import percentile
from cairn.bench.inject import judge
from cairn.bench.retrieval import Case, score


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
