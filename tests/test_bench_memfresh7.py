"""The held-out memory benchmark `fresh7` (written apart from the rules and from the other sets'
templates, no dev half): the committed copy is what the seeded generator writes, every case is
valid in the Hexis case schema, the dimensions have equal shares, every expected answer is stated
in a cited event and in no uncited one, every forbidden answer is a real distractor that no cited
event states, no text or pool name is one of another set, corrections carry no ``supersedes``
field, events are listed out of time order, some contradiction cases have sources that agree, and
the judgment code names none of the set's entities."""

from __future__ import annotations

import copy
import json
import re
from collections import Counter
from datetime import datetime
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from cairn.bench import (
    hexis,
    memfresh,
    memfresh2,
    memfresh3,
    memfresh4,
    memfresh5,
    memfresh6,
    memfresh7,
    memfresh7_pools,
    memgen,
    memgen_templates,
    robust,
)

from .conftest import SHARED

SCHEMA = SHARED / "benchmarks" / "hexis" / "case.schema.v1.json"
EARLIER: tuple[ModuleType, ...] = (
    memgen,
    memfresh,
    memfresh2,
    memfresh3,
    memfresh4,
    memfresh5,
    memfresh6,
)


def committed() -> list[dict[str, Any]]:
    return hexis.load_cases(memfresh7.PATH)


def _at(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def test_the_committed_copy_is_what_the_seeded_generator_writes() -> None:
    assert memfresh7.PATH.read_text(encoding="utf-8") == memgen.dumps(memfresh7.generate())


def test_generation_is_deterministic_and_another_seed_writes_other_cases() -> None:
    assert memfresh7.generate() == memfresh7.generate()
    assert memfresh7.generate(seed=1) != memfresh7.generate()


def test_the_seed_is_its_own() -> None:
    assert memfresh7.SEED not in {m.SEED for m in EARLIER}


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


def test_the_set_holds_125_cases_from_25_templates_evenly_over_the_dimensions() -> None:
    cases = committed()
    assert len(cases) >= 125
    assert len({c["case_id"] for c in cases}) == len(cases)
    per_dim = Counter(c["dimension"] for c in cases)
    assert set(per_dim) == set(hexis.DIMENSIONS)
    assert len(set(per_dim.values())) == 1
    topics = Counter(c["topic"] for c in cases)
    assert set(topics) == {t.topic for t in memfresh7.TEMPLATES}
    assert len(topics) >= 25
    assert min(topics.values()) >= 5
    per_dim_templates = Counter(t.dimension for t in memfresh7.TEMPLATES)
    assert min(per_dim_templates.values()) >= 5


def _defects(case: dict[str, Any]) -> list[str]:
    """What makes a case unfair: an expected answer no cited event states, or one an uncited
    event also states; a forbidden answer that is an expected one, that a cited event states, or
    that no event states at all; a flagged event that is not cited."""
    text = {e["event_id"]: e["content"] for e in case["events"]}
    exp = case["expected"]
    cited = "\n".join(text[i] for i in exp["citations"])
    uncited = "\n".join(t for i, t in text.items() if i not in exp["citations"])
    out = [f"answer not cited: {a}" for a in exp["answers"] if not hexis.contains(cited, a)]
    out += [f"answer also uncited: {a}" for a in exp["answers"] if hexis.contains(uncited, a)]
    for f in exp["forbidden_answers"]:
        if any(hexis.contains(a, f) for a in exp["answers"]) or hexis.contains(cited, f):
            out.append(f"forbidden answer is stated by a cited event: {f}")
        if not hexis.contains(uncited, f):
            out.append(f"forbidden answer is no distractor: {f}")
    if not set(exp["contradictions"]) <= set(exp["citations"]):
        out.append("a flagged event is not cited")
    return out


def test_every_expected_answer_is_in_a_cited_event_and_every_forbidden_one_is_a_distractor() -> (
    None
):
    assert {c["case_id"]: d for c in committed() if (d := _defects(c))} == {}


def test_the_defect_check_finds_a_correction_that_repeats_the_old_value() -> None:
    """Control for the check above: a stale case whose correction also names the value it
    replaces, and one whose answer is also stated by an uncited event, are reported."""
    case = next(c for c in committed() if c["dimension"] == "stale_belief_resistance")
    exp = case["expected"]
    (new_id,) = exp["citations"]
    old = exp["forbidden_answers"][0]
    repeats = copy.deepcopy(case)
    for e in repeats["events"]:
        if e["event_id"] == new_id:
            e["content"] += f" (it used to be {old})"
    assert _defects(repeats) == [f"forbidden answer is stated by a cited event: {old}"]
    echoed = copy.deepcopy(case)
    other = next(e for e in echoed["events"] if e["event_id"] != new_id)
    other["content"] += f" {exp['answers'][0]}"
    assert _defects(echoed) == [f"answer also uncited: {exp['answers'][0]}"]


def test_every_case_has_a_distractor_and_every_stale_case_forbids_the_old_value() -> None:
    for case in committed():
        assert case["expected"]["forbidden_answers"], case["case_id"]
        assert len(case["events"]) >= 4, case["case_id"]


def test_the_expected_answers_score_full_marks_and_the_forbidden_ones_lose() -> None:
    """The cases are answerable: a prediction made of the cited texts scores 100 on every case,
    and one that also carries the uncited texts (the distractors) scores lower on each case."""
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
        assert lost.cases[case["case_id"]] < 100.0, case["case_id"]


def test_contradiction_cases_hold_both_disagreeing_and_agreeing_sources() -> None:
    contra = [c for c in committed() if c["dimension"] == "contradiction_detection"]
    flagged = [c for c in contra if c["expected"]["contradictions"]]
    agreeing = [
        c
        for c in contra
        if not c["expected"]["contradictions"] and len(c["expected"]["citations"]) == 2
    ]
    assert flagged and all(len(c["expected"]["contradictions"]) == 2 for c in flagged)
    assert len(agreeing) >= 5
    assert len(flagged) + len(agreeing) == len(contra)


def _other_cases() -> list[dict[str, Any]]:
    out = list(hexis.load_cases(SHARED / "benchmarks" / "hexis" / hexis.DATASET_NAME))
    for module in (memgen, memfresh):
        for split in module.SPLITS:
            out += hexis.load_cases(module.path_for(split))
    for module in (memfresh2, memfresh3, memfresh4, memfresh5, memfresh6):
        out += hexis.load_cases(module.PATH)
    return out


def test_no_text_or_question_is_one_of_another_set() -> None:
    others = _other_cases()
    texts = {e["content"] for c in others for e in c["events"]}
    questions = {c["query"]["text"] for c in others}
    for case in committed():
        assert not texts & {e["content"] for e in case["events"]}, case["case_id"]
        assert case["query"]["text"] not in questions, case["case_id"]


def _pool_names(module: ModuleType) -> set[str]:
    """Every string in a module's upper-case list or tuple pools (flattened one level)."""
    out: set[str] = set()
    for name, value in vars(module).items():
        if not name.isupper() or not isinstance(value, list | tuple) or name == "NOISE":
            continue
        for item in value:
            for v in item if isinstance(item, tuple) else (item,):
                if isinstance(v, str):
                    out.add(v.lower())
    return out


def _entities() -> set[str]:
    """The named subjects of the set: people, databases, web apps, packages, endpoints, queues,
    office areas, grants, printers, feature flags, teams, mobile apps and audit vendors. Shared
    vocabulary (identity providers, licences, locales, severities, cache products, instruments,
    weekdays) is not a name."""
    m = memfresh7_pools
    return {
        *m.PEOPLE,
        *m.DATABASES,
        *m.WEBAPPS,
        *m.PACKAGES,
        *m.ENDPOINTS,
        *m.QUEUES,
        *m.FLOORS,
        *m.GRANTS,
        *m.PRINTERS,
        *m.FLAGS,
        *m.TEAMS,
        *m.APPS,
        *m.VENDORS,
    }


def test_no_name_of_its_pools_is_a_name_of_an_earlier_set() -> None:
    mine = {w.lower() for w in _entities()}
    earlier = set().union(*(_pool_names(m) for m in (*EARLIER[1:], memgen_templates)))
    assert len(earlier) > 100
    assert mine.isdisjoint(earlier), sorted(mine & earlier)


def test_the_pool_check_finds_a_shared_name() -> None:
    """Control: a name taken from an earlier set's pool is reported."""
    taken = sorted(_pool_names(memfresh5))[0]
    assert {taken} & set().union(*(_pool_names(m) for m in EARLIER[1:]))


def test_corrections_carry_no_supersedes_field() -> None:
    for case in committed():
        assert all("supersedes" not in e and e["kind"] == "remember" for e in case["events"])


def test_events_are_listed_out_of_time_order_in_most_cases() -> None:
    cases = committed()
    unordered = [
        c for c in cases if [e["at"] for e in c["events"]] != sorted(e["at"] for e in c["events"])
    ]
    assert len(unordered) > len(cases) // 2


def test_questions_come_after_the_facts_and_sessions_change_where_the_dimension_says() -> None:
    for case in committed():
        times = {e["event_id"]: e["at"] for e in case["events"]}
        cited = [times[i] for i in case["expected"]["citations"]]
        assert max(times.values()) < case["query"]["at"]
        if case["dimension"] == "stale_belief_resistance":
            assert all(t >= max(times.values()) for t in cited)
        if case["dimension"] == "six_month_recall":
            asked = _at(case["query"]["at"])
            assert all((asked - _at(t)).days >= 180 for t in cited)
        if case["dimension"] == "cross_session_continuity":
            sessions = {e["session_id"] for e in case["events"]}
            assert case["query"]["session_id"] not in sessions


def test_word_overlap_alone_scores_under_70_and_the_cited_texts_score_full_marks() -> None:
    """The set is not too easy for word overlap: Hexis's transcript baseline (every event that
    shares a word with the question, at most four) stays under 70 overall, and under 100 in
    every dimension, while a prediction made of the cited texts scores 100 (the control)."""
    cases = committed()
    baseline = hexis.score(cases, [hexis.baseline_predict(c) for c in cases])
    assert baseline.overall < 70.0
    assert max(baseline.dimensions.values()) < 100.0
    cited = [
        {
            "case_id": c["case_id"],
            "answer": "\n".join(
                e["content"] for e in c["events"] if e["event_id"] in c["expected"]["citations"]
            ),
            "citations": c["expected"]["citations"],
            "contradictions": c["expected"]["contradictions"],
            "abstained": False,
        }
        for c in cases
    ]
    assert hexis.score(cases, cited).overall == 100.0


def test_some_values_are_stated_in_another_unit_than_the_question_suggests() -> None:
    """Eviction ages are configured in seconds and asked about without a unit; log retention is
    in days in the memo and in hours in the config, and the two agree exactly when the hours are
    24 times the days (then no source is flagged)."""
    cases = committed()
    evictions = [c for c in cases if c["topic"] == "cache_eviction_age"]
    retention = [c for c in cases if c["topic"] == "log_retention_units"]
    assert len(evictions) == len(retention) == 5
    for case in evictions:
        (answer,) = case["expected"]["answers"]
        assert int(answer) % 86400 == 0 and "second" not in case["query"]["text"]
    for case in retention:
        text = " ".join(e["content"] for e in case["events"] if e["event_id"].endswith("-cfg"))
        hours = int(re.findall(r"retention_hours: (\d+)", text)[0])
        memo = next(e["content"] for e in case["events"] if e["event_id"].endswith("-memo"))
        days = int(re.findall(r"(\d+) days", memo)[0])
        agree = hours == 24 * days
        assert agree == (not case["expected"]["contradictions"]), case["case_id"]
        assert (str(hours) in case["expected"]["answers"]) == (not agree), case["case_id"]


def test_the_robust_run_offers_the_set_as_one_held_out_set() -> None:
    sets = robust.default_sets(None)
    assert sets["fresh7"] == memfresh7.PATH
    assert not [name for name in sets if name.startswith("fresh7-")]


def _named(words: set[str], files: list[Path]) -> list[str]:
    return [
        f"{f.name}: {w}"
        for f in files
        for w in sorted(words)
        if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", f.read_text(encoding="utf-8"), re.I)
    ]


def test_the_judgment_code_names_no_entity_of_the_set() -> None:
    """The rules were not taught this set's names: no entity of its pools appears in the reader
    or the policy modules (read here as text only)."""
    src = Path(memfresh7.__file__).parents[1]
    files = [
        *sorted((src / "policy").rglob("*.py")),
        *sorted((src / "context").rglob("*.py")),
        src / "bench" / "hexis_adapter.py",
        src / "bench" / "hexis_terms.py",
    ]
    assert len(files) > 5
    assert _named(_entities(), files) == []


def test_the_entity_check_finds_a_name_that_is_there(tmp_path: Path) -> None:
    """Control: the same check reports a pool name planted in a file, and not a longer word
    that merely contains it."""
    name = memfresh7_pools.PEOPLE[0]
    planted = tmp_path / "rules.py"
    planted.write_text(f'HINT = "ask {name} about it"\n', encoding="utf-8")
    other = tmp_path / "other.py"
    other.write_text(f'X = "{name}nother"\n', encoding="utf-8")
    assert _named(_entities(), [planted]) == [f"rules.py: {name}"]
    assert _named(_entities(), [other]) == []
