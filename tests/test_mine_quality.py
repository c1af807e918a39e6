"""Extraction quality on the labelled sets, scored kind-aware and one-to-one; chatter yields
nothing."""

from __future__ import annotations

from cairn.bench.mine_quality import quality
from cairn.ingest.extract import HeuristicExtractor
from cairn.ingest.records import Record
from tests.conftest import SHARED


def test_the_first_labelled_set_keeps_its_43_lessons_and_precision_and_recall_hold() -> None:
    q = quality(SHARED / "samples" / "transcripts", sets=("synthetic",))["synthetic"]
    assert q["gold_lessons"] == 43
    assert q["precision"] >= 0.8, q["false_positives"]
    assert q["recall"] >= 0.8, q["missed"]


def test_chatter_questions_and_one_off_requests_are_not_lessons() -> None:
    chatter = [
        "can you run the tests?",
        "hi! what does this repo do?",
        "please create a hello.md file",
        "thanks, that's all for today",
        "Could we always do this differently?",
    ]
    recs = [Record("user", t, f"line {i}") for i, t in enumerate(chatter)]
    assert HeuristicExtractor().extract(recs, {}) == []


def test_a_failed_command_then_a_similar_success_is_a_pitfall_with_both_commands() -> None:
    recs = [
        Record(
            "command", "python x.py", "line 1", exit_code=127, output="python: command not found"
        ),
        Record("command", "python3 x.py", "line 2", exit_code=0, output="ok"),
    ]
    (lesson,) = HeuristicExtractor().extract(recs, {})
    assert lesson.kind == "pitfall"
    assert "`python x.py`" in lesson.text and "`python3 x.py`" in lesson.text
    assert "command not found" in lesson.text


def test_a_pitfall_spanning_two_chunks_is_found_through_the_carry() -> None:
    ex, carry = HeuristicExtractor(), {}
    assert (
        ex.extract([Record("command", "make", "l1", exit_code=2, output="cc: error")], carry) == []
    )
    found = ex.extract([Record("command", "make CC=clang", "l2", exit_code=0)], carry, final=True)
    assert [x.kind for x in found] == ["pitfall", "command"]
    assert "`make`" in found[0].text and "cc: error" in found[0].text
