"""The held-out memory benchmark `fresh2` (written apart from the rules, no dev half): the
committed copy is what the seeded generator writes, every case is valid in the Hexis case
schema, the dimensions have equal shares, every expected answer is stated in a cited event and no
forbidden one is (while some uncited event does state it: each forbidden answer is a real
distractor), no text is a text of another set, corrections carry no ``supersedes`` field, events
are listed out of time order, and the judgment code names none of the set's entities."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from cairn.bench import hexis, memfresh, memfresh2, memgen, robust

from .conftest import SHARED

SCHEMA = SHARED / "benchmarks" / "hexis" / "case.schema.v1.json"


def committed() -> list[dict[str, Any]]:
    return hexis.load_cases(memfresh2.PATH)


def test_the_committed_copy_is_what_the_seeded_generator_writes() -> None:
    assert memfresh2.PATH.read_text(encoding="utf-8") == memgen.dumps(memfresh2.generate())


def test_generation_is_deterministic_and_another_seed_writes_other_cases() -> None:
    assert memfresh2.generate() == memfresh2.generate()
    assert memfresh2.generate(seed=1) != memfresh2.generate()


def test_every_case_is_valid_in_the_hexis_case_schema() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads(SCHEMA.read_text())
    for case in committed():
        jsonschema.validate(case, schema)


def test_an_invalid_case_is_refused_by_the_schema_check() -> None:
    """Control for the schema test: a case with an unknown dimension or no answer fails."""
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads(SCHEMA.read_text())
    case = committed()[0]
    for broken in (
        {**case, "dimension": "vibes"},
        {**case, "expected": {**case["expected"], "answers": []}},
    ):
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(broken, schema)


def test_the_set_holds_at_least_100_cases_evenly_over_the_five_dimensions() -> None:
    cases = committed()
    assert len(cases) >= 100
    assert len({c["case_id"] for c in cases}) == len(cases)
    per_dim = Counter(c["dimension"] for c in cases)
    assert set(per_dim) == set(hexis.DIMENSIONS)
    assert len(set(per_dim.values())) == 1
    topics = Counter(c["topic"] for c in cases)
    assert set(topics) == {t.topic for t in memfresh2.TEMPLATES}
    assert min(topics.values()) >= 5


def test_every_expected_answer_is_in_a_cited_event_and_every_forbidden_one_is_a_distractor() -> (
    None
):
    for case in committed():
        text = {e["event_id"]: e["content"] for e in case["events"]}
        exp = case["expected"]
        cited = "\n".join(text[i] for i in exp["citations"])
        uncited = "\n".join(t for i, t in text.items() if i not in exp["citations"])
        for answer in exp["answers"]:
            assert hexis.contains(cited, answer), (case["case_id"], answer)
        for forbidden in exp["forbidden_answers"]:
            assert all(not hexis.contains(a, forbidden) for a in exp["answers"])
            assert not hexis.contains(cited, forbidden), (case["case_id"], forbidden)
            assert hexis.contains(uncited, forbidden), (case["case_id"], forbidden)
        assert set(exp["contradictions"]) <= set(exp["citations"])


def test_the_expected_answers_score_full_marks_and_the_forbidden_ones_lose() -> None:
    """The cases are answerable: a prediction made of the cited texts scores 100 on every case,
    and one that also carries the uncited texts (the distractors) scores lower on each case with
    a forbidden answer."""
    cases = committed()
    right, loose = [], []
    for case in cases:
        exp = case["expected"]
        text = {e["event_id"]: e["content"] for e in case["events"]}
        answer = "\n".join(text[i] for i in exp["citations"])
        right.append(
            {
                "case_id": case["case_id"],
                "answer": answer,
                "citations": exp["citations"],
                "contradictions": exp["contradictions"],
                "abstained": False,
            }
        )
        loose.append({**right[-1], "answer": "\n".join(text.values())})
    assert hexis.score(cases, right).overall == 100.0
    lost = hexis.score(cases, loose)
    for case in cases:
        if case["expected"]["forbidden_answers"]:
            assert lost.cases[case["case_id"]] < 100.0, case["case_id"]


def test_no_text_is_a_text_of_another_set() -> None:
    other = {
        e["content"]
        for c in hexis.load_cases(SHARED / "benchmarks" / "hexis" / hexis.DATASET_NAME)
        for e in c["events"]
    }
    for module in (memgen, memfresh):
        other |= {
            e["content"]
            for split in module.SPLITS
            for c in hexis.load_cases(module.path_for(split))
            for e in c["events"]
        }
    for case in committed():
        assert not other & {e["content"] for e in case["events"]}


def test_no_name_of_its_pools_is_a_name_of_the_earlier_generated_sets() -> None:
    mine = {w.lower() for w in _entities()}
    earlier = {
        w.lower()
        for w in (
            *memfresh.SERVICES,
            *memfresh.PEOPLE,
            *memfresh.REPOS,
            *memfresh.CLUSTERS,
            *memfresh.DEPENDENCIES,
        )
    }
    assert mine.isdisjoint(earlier)


def test_corrections_carry_no_supersedes_field() -> None:
    for case in committed():
        assert all("supersedes" not in e and e["kind"] == "remember" for e in case["events"])


def test_events_are_listed_out_of_time_order_in_most_cases() -> None:
    cases = committed()
    unordered = [
        c for c in cases if [e["at"] for e in c["events"]] != sorted(e["at"] for e in c["events"])
    ]
    assert len(unordered) > len(cases) // 2


def test_stale_and_long_horizon_questions_come_after_the_facts_they_ask_about() -> None:
    for case in committed():
        times = {e["event_id"]: e["at"] for e in case["events"]}
        cited = [times[i] for i in case["expected"]["citations"]]
        assert max(cited) < case["query"]["at"]
        if case["dimension"] == "stale_belief_resistance":
            assert all(t >= max(times.values()) for t in cited)
        if case["dimension"] == "six_month_recall":
            asked = hexis_datetime(case["query"]["at"])
            assert all((asked - hexis_datetime(t)).days >= 180 for t in cited)


def hexis_datetime(text: str) -> Any:
    from datetime import datetime

    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def test_the_robust_run_offers_the_set_as_one_held_out_set() -> None:
    sets = robust.default_sets(None)
    assert sets["fresh2"] == memfresh2.PATH
    assert not [name for name in sets if name.startswith("fresh2-")]


def _entities() -> set[str]:
    return (
        set(memfresh2.PEOPLE)
        | set(memfresh2.QUEUES)
        | set(memfresh2.FLAGS)
        | set(memfresh2.CRON_JOBS)
        | set(memfresh2.SDKS)
        | set(memfresh2.ROTATIONS)
        | set(memfresh2.TEAMS)
        | set(memfresh2.CODE_PATHS)
        | set(memfresh2.REPOS)
        | set(memfresh2.LINT_RULES)
        | set(memfresh2.CACHE_BUCKETS)
        | set(memfresh2.FLAKY_TESTS)
    )


def _named(words: set[str], files: list[Path]) -> list[str]:
    return [
        f"{f.name}: {w}"
        for f in files
        for w in sorted(words)
        if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", f.read_text(encoding="utf-8"), re.I)
    ]


def test_the_judgment_code_names_no_entity_of_the_set() -> None:
    """The rules were not taught this set's names: no person, queue, flag, job, SDK, rotation,
    team, path, repository, lint rule, bucket or test of its pools appears in the reader or the
    policy modules (read here as text only)."""
    src = Path(memfresh2.__file__).parents[1]
    files = [
        *sorted((src / "policy").rglob("*.py")),
        src / "bench" / "hexis_adapter.py",
        src / "bench" / "hexis_terms.py",
    ]
    assert len(files) > 5
    assert _named(_entities(), files) == []


def test_the_entity_check_finds_a_name_that_is_there(tmp_path: Path) -> None:
    """Control: the same check reports a pool name planted in a file, and not a longer word
    that merely contains it."""
    planted = tmp_path / "rules.py"
    planted.write_text(f'HINT = "ask {memfresh2.PEOPLE[0]} about it"\n', encoding="utf-8")
    other = tmp_path / "other.py"
    other.write_text(f'X = "{memfresh2.PEOPLE[0]}nother"\n', encoding="utf-8")
    assert _named(_entities(), [planted]) == [f"rules.py: {memfresh2.PEOPLE[0]}"]
    assert _named(_entities(), [other]) == []
