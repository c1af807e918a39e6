"""The generated memory benchmark: the committed halves are what the seeded generator writes,
every case is valid in the Hexis case schema, each dimension has its share, each template sits in
both halves, and every expected answer is stated in an event the case cites."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from cairn.bench import hexis, memgen

from .conftest import SHARED

SCHEMA = SHARED / "benchmarks" / "hexis" / "case.schema.v1.json"


def committed(split: str) -> list[dict[str, Any]]:
    return hexis.load_cases(memgen.path_for(split))


def test_the_committed_halves_are_what_the_seeded_generator_writes() -> None:
    for split, cases in memgen.generate().items():
        assert memgen.path_for(split).read_text(encoding="utf-8") == memgen.dumps(cases)


@pytest.mark.parametrize("split", memgen.SPLITS)
def test_every_generated_case_is_valid_in_the_hexis_case_schema(split: str) -> None:
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads(SCHEMA.read_text())
    for case in committed(split):
        jsonschema.validate(case, schema)


def test_the_set_holds_at_least_200_cases_evenly_over_the_five_dimensions() -> None:
    cases = committed("dev") + committed("test")
    assert len(cases) >= 200
    assert len({c["case_id"] for c in cases}) == len(cases)
    per_dim = Counter(c["dimension"] for c in cases)
    assert set(per_dim) == set(hexis.DIMENSIONS)
    assert len(set(per_dim.values())) == 1


def test_each_template_has_instances_in_both_halves() -> None:
    dev = {c["topic"] for c in committed("dev")}
    test = {c["topic"] for c in committed("test")}
    assert dev == test and len(dev) >= 25


def test_every_expected_answer_is_stated_in_an_event_the_case_cites() -> None:
    for case in committed("dev") + committed("test"):
        text = {e["event_id"]: e["content"] for e in case["events"]}
        cited = "\n".join(text[i] for i in case["expected"]["citations"])
        for answer in case["expected"]["answers"]:
            assert hexis.contains(cited, answer), (case["case_id"], answer)
        for forbidden in case["expected"]["forbidden_answers"]:
            assert all(not hexis.contains(a, forbidden) for a in case["expected"]["answers"])


def test_no_generated_text_is_a_hexis_text() -> None:
    hexis_texts = {
        e["content"]
        for c in hexis.load_cases(SHARED / "benchmarks" / "hexis" / hexis.DATASET_NAME)
        for e in c["events"]
    }
    for case in committed("dev") + committed("test"):
        assert not hexis_texts & {e["content"] for e in case["events"]}
