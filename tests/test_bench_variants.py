"""Same meaning, another surface: each variant of a case set rewrites what it says it rewrites,
keeps every expected answer stated where the case expects it, and is seeded; the distractor
adds an event about another entity whose value becomes a forbidden answer; the robustness run
scores the original and every variant with the same scorer and reports the minimum."""

from __future__ import annotations

from typing import Any

import pytest

from cairn.bench import hexis, memgen, robust, variants

from .conftest import SHARED

HEXIS = SHARED / "benchmarks" / "hexis" / hexis.DATASET_NAME


def sets() -> list[list[dict[str, Any]]]:
    return [hexis.load_cases(HEXIS), hexis.load_cases(memgen.path_for("dev"))[:40]]


@pytest.mark.parametrize("name", variants.VARIANTS)
def test_every_variant_keeps_each_expected_answer_in_the_events(name: str) -> None:
    for cases in sets():
        for case in variants.variant(name, cases):
            text = "\n".join(e["content"] for e in case["events"])
            for answer in case["expected"]["answers"]:
                assert hexis.contains(text, answer), (name, case["case_id"], answer)
            ids = {e["event_id"] for e in case["events"]}
            assert set(case["expected"]["citations"]) <= ids


@pytest.mark.parametrize("name", variants.VARIANTS)
def test_variants_are_seeded_and_change_something(name: str) -> None:
    cases = hexis.load_cases(HEXIS)
    once, twice = variants.variant(name, cases), variants.variant(name, cases)
    assert once == twice
    assert variants.changed(cases, once) > len(cases) // 2


def test_lower_ids_lowers_codes_and_keeps_names() -> None:
    assert variants.lower_ids("Atlas starts at 14:00-UTC with code LARCH-9 for QA") == (
        "Atlas starts at 14:00-utc with code larch-9 for qa"
    )


def test_neutral_labels_number_each_label_and_keep_trust() -> None:
    case = hexis.load_cases(HEXIS)[1]
    out = variants.variant("neutral-labels", [case])[0]
    labels = [e["source"]["label"] for e in out["events"]]
    assert all(label.startswith("source ") for label in labels)
    assert [e["source"]["trust"] for e in out["events"]] == [
        e["source"]["trust"] for e in case["events"]
    ]


def test_the_distractor_is_about_another_entity_and_its_value_is_forbidden() -> None:
    cases = hexis.load_cases(memgen.path_for("dev"))[:30]
    added = 0
    for before, after in zip(cases, variants.variant("distractor", cases), strict=True):
        extra = [e for e in after["events"] if e["event_id"].endswith("-distractor")]
        if not extra:
            continue
        added += 1
        new_forbidden = set(after["expected"]["forbidden_answers"]) - set(
            before["expected"]["forbidden_answers"]
        )
        assert new_forbidden and all(hexis.contains(extra[0]["content"], f) for f in new_forbidden)
        assert not any(
            hexis.contains(extra[0]["content"], a) for a in before["expected"]["answers"]
        )
    assert added > 20


def test_the_robustness_run_scores_each_variant_with_the_same_scorer() -> None:
    calls: list[str] = []

    def perfect(case: dict[str, Any]) -> dict[str, Any]:
        calls.append(case["case_id"])
        exp = case["expected"]
        return {
            "case_id": case["case_id"],
            "answer": " ".join(exp["answers"]),
            "citations": exp["citations"],
            "contradictions": exp["contradictions"],
            "abstained": False,
        }

    def blind(case: dict[str, Any]) -> dict[str, Any]:
        return {"case_id": case["case_id"], "answer": "", "abstained": True}

    result = robust.run({"hexis": HEXIS}, predict=perfect)  # type: ignore[arg-type]
    rows = result["sets"]["hexis"]["rows"]
    assert set(rows) == {"original", *variants.VARIANTS}
    assert all(r["overall"] == 100.0 for r in rows.values())
    assert len(calls) == 25 * (1 + len(variants.VARIANTS))
    worst = robust.run({"hexis": HEXIS}, names=("lower-ids",), predict=blind)  # type: ignore[arg-type]
    assert worst["sets"]["hexis"]["minimum"]["overall"] == 0.0
    table = robust.markdown(result)
    assert "| hexis | combined |" in table and "**minimum**" in table
