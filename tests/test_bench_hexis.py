"""The Hexis memory benchmark: cairn's scorer reproduces the published table from the published
predictions, the baselines recompute to the published rows, the dataset hash is enforced, the
adapter keeps the benchmark's contract, and no case-specific knowledge hides in cairn's source."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from cairn.bench import hexis
from cairn.errors import UsageError

from .conftest import REPO, SHARED, Cli

HEXIS = SHARED / "benchmarks" / "hexis"
CASES = HEXIS / hexis.DATASET_NAME


def published() -> dict[str, Any]:
    data = json.loads((HEXIS / hexis.PUBLISHED_RESULTS).read_text())
    return {s["name"]: s for s in data["systems"]}


def adapter_case(case_id: str) -> dict[str, Any]:
    case = next(c for c in hexis.load_cases(CASES) if c["case_id"] == case_id)
    return hexis.adapter_input(case)


# -- the scorer ---------------------------------------------------------------------------------


def test_scorer_reproduces_hexis_published_table_from_its_own_predictions() -> None:
    cases = hexis.load_cases(CASES)
    preds = json.loads((HEXIS / hexis.PUBLISHED_PREDICTIONS).read_text())
    got = hexis.score(cases, preds)
    want = published()["hexis-memory-v1"]
    assert got.overall == want["overall"] == 96.33
    assert got.dimensions == want["dimensions"]
    below = {c["case_id"]: c["score"] for c in want["cases_below_100"]}
    assert {k: v for k, v in got.cases.items() if v < 100} == below


@pytest.mark.parametrize(
    ("name", "window", "overall"),
    [("append-only-transcript", None, 82.33), ("recent-window-30d", 30, 32.0)],
)
def test_reference_baselines_recompute_to_the_published_rows(
    name: str, window: int | None, overall: float
) -> None:
    cases = hexis.load_cases(CASES)
    got = hexis.score(cases, [hexis.baseline_predict(c, window_days=window) for c in cases])
    assert got.overall == published()[name]["overall"] == overall
    assert got.dimensions == published()[name]["dimensions"]


def test_containment_needs_word_boundaries_after_normalising() -> None:
    assert hexis.contains("The room is C-214.", "c 214")  # control: norm folds case and dashes
    assert not hexis.contains("The room is C-2145.", "C-214")
    assert not hexis.contains("anything", "--")  # an empty normalised phrase never matches


def test_set_f1_treats_two_empty_sets_as_perfect_and_one_empty_as_zero() -> None:
    assert hexis.set_f1([], []) == 1.0
    assert hexis.set_f1(["a"], []) == 0.0
    assert hexis.set_f1(["a", "b"], ["a"]) == pytest.approx(2 / 3)


def test_an_abstained_prediction_scores_zero_even_with_the_right_answer() -> None:
    expected = {"answers": ["X-1"], "citations": [], "contradictions": [], "forbidden_answers": []}
    right = {"answer": "X-1", "citations": [], "contradictions": [], "abstained": False}
    assert hexis.case_score("six_month_recall", right, expected) == 100.0
    assert hexis.case_score("six_month_recall", {**right, "abstained": True}, expected) == 0.0
    assert hexis.case_score("six_month_recall", None, expected) == 0.0


# -- the dataset hash ----------------------------------------------------------------------------


def test_the_published_dataset_passes_its_hash_check() -> None:
    assert len(hexis.load_cases(CASES)) == 25


def test_bench_memory_refuses_a_modified_dataset(cli: Cli, tmp_path: Path) -> None:
    folder = tmp_path / "hexis"
    folder.mkdir()
    modified = folder / hexis.DATASET_NAME
    modified.write_text(CASES.read_text().replace("LARCH-742", "LARCH-743", 1))
    with pytest.raises(UsageError, match="refusing a modified dataset"):
        hexis.load_cases(modified)
    proc = cli.run("bench", "memory", "--cases", str(modified), "--out", str(tmp_path / "o.json"))
    assert proc.returncode == 64
    assert "refusing a modified dataset" in proc.stderr
    assert not (tmp_path / "o.json").exists()


def test_another_case_file_is_checked_only_against_a_given_sha(tmp_path: Path) -> None:
    other = tmp_path / "held-out.jsonl"
    shutil.copy(CASES, other)
    assert len(hexis.load_cases(other)) == 25  # another name: no hash expected
    with pytest.raises(UsageError, match="refusing"):
        hexis.load_cases(other, expect_sha="0" * 64)
    assert len(hexis.load_cases(other, expect_sha=hexis.DATASET_SHA256)) == 25


# -- the adapter contract ----------------------------------------------------------------------


def test_adapter_reads_one_case_on_stdin_and_prints_one_prediction(cli: Cli) -> None:
    proc = cli.run("bench", "memory", "--adapter", input=json.dumps(adapter_case("provenance-02")))
    assert proc.returncode == 0, proc.stderr
    pred = json.loads(proc.stdout)
    assert set(pred) == {"case_id", "answer", "citations", "contradictions", "abstained"}
    assert pred["case_id"] == "provenance-02"
    assert pred["abstained"] is False
    assert "USD 48000" in pred["answer"] and "USD 32000" not in pred["answer"]
    assert sorted(pred["citations"]) == ["p02-broker", "p02-policy"]  # both corroborating sources
    assert "admission to open" in proc.stderr  # the operator's policy is stated


def test_adapter_refuses_a_case_that_carries_expected(cli: Cli) -> None:
    case = next(iter(hexis.load_cases(CASES)))
    proc = cli.run("bench", "memory", "--adapter", input=json.dumps(case))
    assert proc.returncode == 64
    assert "without `expected`" in proc.stderr
    assert proc.stdout == ""


def test_adapter_reports_the_conflicts_cairn_recorded_and_none_for_a_qualified_pair(
    cli: Cli,
) -> None:
    conflict = cli.run(
        "bench", "memory", "--adapter", input=json.dumps(adapter_case("contradiction-03"))
    )
    pred = json.loads(conflict.stdout)
    assert sorted(pred["contradictions"]) == ["c03-doctor", "c03-menu"]
    assert "contested" in pred["answer"]
    control = cli.run(
        "bench", "memory", "--adapter", input=json.dumps(adapter_case("contradiction-05"))
    )
    pred = json.loads(control.stdout)
    assert pred["contradictions"] == []
    assert "TEA-MORNING" in pred["answer"] and "COFFEE-EVENING" in pred["answer"]


def test_adapter_answers_a_correction_with_the_replacement_only(cli: Cli) -> None:
    proc = cli.run("bench", "memory", "--adapter", input=json.dumps(adapter_case("stale-04")))
    pred = json.loads(proc.stdout)
    assert "ELM-39-CURRENT" in pred["answer"]
    assert "OAK-14-OLD" not in pred["answer"] and "PINE-22-MIDDLE" not in pred["answer"]
    assert pred["citations"] == ["s04-third"]


def test_bench_memory_runs_every_case_beside_the_baselines_and_writes_json(
    cli: Cli, tmp_path: Path
) -> None:
    out = tmp_path / "memory.json"
    proc = cli.run("bench", "memory", "--out", str(out))
    assert proc.returncode == 0, proc.stderr
    assert "96.33" in proc.stdout and "82.33" in proc.stdout and "32.00" in proc.stdout
    result = json.loads(out.read_text())
    assert result["dataset"]["sha256"] == hexis.DATASET_SHA256
    assert len(result["predictions"]) == 25
    assert result["systems"]["append-only-transcript"]["overall"] == 82.33
    assert result["hexis_predictions_rescored"] == 96.33
    assert result["systems"]["cairn"]["overall"] == 100.0, result["systems"]["cairn"]["cases"]


# -- no case-specific knowledge in cairn ---------------------------------------------------------


def case_strings() -> set[str]:
    out: set[str] = set()
    for case in hexis.load_cases(CASES):
        out |= {case["case_id"], case["topic"]}
        out |= {e["event_id"] for e in case["events"]}
        exp = case["expected"]
        out |= set(exp["answers"]) | set(exp["forbidden_answers"])
    return out


def leaks(root: Path, needles: set[str]) -> list[str]:
    found = []
    patterns = [(n, re.compile(rf"(?<!\w){re.escape(n)}(?!\w)", re.I)) for n in needles]
    for path in sorted(root.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        found += [f"{path.name}: {n}" for n, rx in patterns if rx.search(text)]
    return found


def test_cairn_source_names_no_case_id_topic_or_expected_string(tmp_path: Path) -> None:
    needles = case_strings()
    planted = tmp_path / "planted.py"
    planted.write_text('RULE = "SEVERE-ALMOND-ALLERGY"\n')
    assert leaks(tmp_path, needles) == ["planted.py: SEVERE-ALMOND-ALLERGY"]  # the scan can see
    assert leaks(REPO / "src" / "cairn", needles) == []
