"""LoCoMo retrieval: turns become memories with their session dates as valid time, recall@k is
measured on the dialogue ids of what cairn returns, beside a plain BM25 computed in the same run,
and adversarial questions report abstention. The data is read from ../shared, never copied."""

from __future__ import annotations

import json
from pathlib import Path

from cairn.bench import locomo

from .conftest import REPO, SHARED, Cli

DATA = SHARED / "benchmarks"


def test_session_dates_become_utc_valid_times() -> None:
    assert locomo.session_time("1:56 pm on 8 May, 2023") == "2023-05-08T13:56:00.000000Z"
    assert locomo.session_time("10:04 am on 19 January, 2023").startswith("2023-01-19T10:04")


def test_plain_bm25_ranks_matching_turns_and_never_returns_a_turn_without_overlap() -> None:
    engine = locomo.BM25(["Alice adopted a dog", "Bob went hiking", "the dog and the cat"])
    assert engine.top("dog adopted", 5) == [0, 2]
    assert engine.top("violin", 5) == []


def test_recall_at_k_counts_evidence_ids_among_the_first_k_results() -> None:
    qs = [locomo.Question("q", 1, ("D1:1", "D1:2")), locomo.Question("adv", 5, ("D1:3",))]
    got = locomo.evaluate(qs, lambda text, k: [("D1:1",), ("D9:9",), ("D1:2",)], (1, 3))
    assert got[1]["r@1"] == 0.5 and got[1]["r@3"] == 1.0
    assert got[5]["abstained"] == 0.0  # something was returned for an adversarial question
    none = locomo.evaluate(qs, lambda text, k: [], (1,))
    assert none[5]["abstained"] == 1.0 and none[1]["r@1"] == 0.0


def test_bench_locomo_on_one_conversation_reports_cairn_beside_bm25(
    cli: Cli, tmp_path: Path
) -> None:
    out = tmp_path / "locomo.json"
    proc = cli.run(
        "bench",
        "locomo",
        "--limit-conversations",
        "1",
        "--k",
        "3,10",
        "--modes",
        "lexical",
        "--out",
        str(out),
    )
    assert proc.returncode == 0, proc.stderr
    assert "bm25 baseline" in proc.stdout and "cairn lexical" in proc.stdout
    result = json.loads(out.read_text())
    assert result["conversations"] == 1 and result["turns"] > 100
    lexical, bm25 = result["systems"]["cairn lexical"], result["systems"]["bm25 baseline"]
    assert set(lexical) == {"1", "2", "3", "4", "5"}
    assert "abstention_rate" in lexical["5"] and "recall@3" not in lexical["5"]
    for cat in ("1", "2", "3", "4"):
        assert 0.0 <= lexical[cat]["recall@3"] <= lexical[cat]["recall@10"] <= 1.0
    assert lexical["4"]["recall@10"] > 0.3 and bm25["4"]["recall@10"] > 0.3
    assert "cairn hybrid" not in result["systems"]  # not asked for


def test_no_locomo_text_is_copied_into_the_repository() -> None:
    sample = json.loads((DATA / locomo.FILE).read_text())[0]
    line = sample["conversation"]["session_1"][1]["text"]
    tracked = [
        p
        for p in REPO.rglob("*")
        if p.is_file()
        and ".git" not in p.parts
        and ".venv" not in p.parts
        and p.suffix in {".py", ".md", ".json", ".txt"}
    ]
    assert not [p for p in tracked if line in p.read_text(errors="ignore")]
