"""The held-out memory benchmark `fresh5` (written apart from the rules and from the other sets'
templates, no dev half): the committed copy is what the seeded generator writes, every case is
valid in the Hexis case schema, the dimensions have equal shares, every expected answer is stated
in a cited event and in no uncited one, every forbidden answer is a real distractor that no cited
event states, every case has a distractor, no text or pool name is one of another set,
corrections carry no ``supersedes`` field, events are listed out of time order, some
contradiction cases have sources that agree, word overlap alone does not answer the set, and
the judgment code names none of the set's entities."""

from __future__ import annotations

import copy
import json
import re
from collections import Counter
from datetime import datetime
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from cairn.bench import (
    hexis,
    memfresh,
    memfresh2,
    memfresh3,
    memfresh4,
    memfresh5,
    memgen,
    memgen_templates,
    robust,
)

from .conftest import SHARED

SCHEMA = SHARED / "benchmarks" / "hexis" / "case.schema.v1.json"
HEXIS = SHARED / "benchmarks" / "hexis" / hexis.DATASET_NAME
EARLIER = (memfresh, memfresh2, memfresh3, memfresh4, memgen, memgen_templates)


def committed() -> list[dict[str, Any]]:
    return hexis.load_cases(memfresh5.PATH)


def _at(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def test_the_committed_copy_is_what_the_seeded_generator_writes() -> None:
    assert memfresh5.PATH.read_text(encoding="utf-8") == memgen.dumps(memfresh5.generate())


def test_generation_is_deterministic_and_another_seed_writes_other_cases() -> None:
    assert memfresh5.generate() == memfresh5.generate()
    assert memfresh5.generate(seed=1) != memfresh5.generate()


def test_the_seed_is_its_own() -> None:
    assert memfresh5.SEED not in {
        m.SEED for m in (memgen, memfresh, memfresh2, memfresh3, memfresh4)
    }


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
    assert set(per_dim.values()) == {25}
    topics = Counter(c["topic"] for c in cases)
    assert set(topics) == {t.topic for t in memfresh5.TEMPLATES}
    assert len(topics) >= 25
    assert min(topics.values()) >= 5
    per_dim_templates = Counter(t.dimension for t in memfresh5.TEMPLATES)
    assert min(per_dim_templates.values()) >= 5


def _defects(case: dict[str, Any]) -> list[str]:
    """What makes a case unfair: an expected answer no cited event states, or one an uncited
    event also states; a forbidden answer that is an expected one, that a cited event states,
    or that no event states at all; a flagged event that is not cited; no distractor."""
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
    if not exp["forbidden_answers"]:
        out.append("no distractor")
    return out


def test_every_expected_answer_is_in_a_cited_event_and_every_forbidden_one_is_a_distractor() -> (
    None
):
    assert {c["case_id"]: d for c in committed() if (d := _defects(c))} == {}


def test_the_defect_check_finds_a_correction_that_repeats_the_old_value() -> None:
    """Control for the check above: a stale case whose correction also names the value it
    replaces, one whose answer is also stated by an uncited event, and one with no distractor
    are reported."""
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
    lonely = copy.deepcopy(case)
    lonely["expected"]["forbidden_answers"] = []
    assert _defects(lonely) == ["no distractor"]


def _prediction(case: dict[str, Any], answer: str) -> dict[str, Any]:
    exp = case["expected"]
    return {
        "case_id": case["case_id"],
        "answer": answer,
        "citations": exp["citations"],
        "contradictions": exp["contradictions"],
        "abstained": False,
    }


def test_the_expected_answers_score_full_marks_and_the_distractors_cost_points() -> None:
    """The cases are answerable from the cited events alone: a prediction made of the cited
    texts scores 100 on every case, and one that also carries the uncited texts (the
    distractors) scores lower on every case."""
    cases = committed()
    right, loose = [], []
    for case in cases:
        text = {e["event_id"]: e["content"] for e in case["events"]}
        right.append(_prediction(case, "\n".join(text[i] for i in case["expected"]["citations"])))
        loose.append(_prediction(case, "\n".join(text.values())))
    assert hexis.score(cases, right).overall == 100.0
    lost = hexis.score(cases, loose)
    assert [c["case_id"] for c in cases if lost.cases[c["case_id"]] >= 100.0] == []


def test_word_overlap_alone_does_not_answer_the_set() -> None:
    """The append-only transcript baseline (word overlap) stays far below full marks on the
    set and on each dimension, while it does answer some cases of every dimension."""
    cases = committed()
    scores = hexis.score(cases, [hexis.baseline_predict(c) for c in cases])
    assert scores.overall < 70.0
    dims = scores.as_dict()["dimensions"]
    assert all(0.0 < dims[d] < 90.0 for d in hexis.DIMENSIONS), dims


def test_contradiction_cases_hold_both_disagreeing_and_agreeing_sources() -> None:
    """Not every pair of sources is a conflict: some contradiction cases expect two flagged
    events and some expect none while citing two sources that agree in other words."""
    contra = [c for c in committed() if c["dimension"] == "contradiction_detection"]
    flagged = [c for c in contra if c["expected"]["contradictions"]]
    agreeing = [
        c
        for c in contra
        if not c["expected"]["contradictions"] and len(c["expected"]["citations"]) == 2
    ]
    assert len(flagged) >= 5 and all(len(c["expected"]["contradictions"]) == 2 for c in flagged)
    assert all(len(c["expected"]["answers"]) == 2 for c in flagged)
    assert len(agreeing) >= 5
    assert len(flagged) + len(agreeing) == len(contra)
    worded = 0
    for case in agreeing:
        text = {e["event_id"]: e["content"] for e in case["events"]}
        (answer,) = case["expected"]["answers"]
        stated = [hexis.contains(text[i], answer) for i in case["expected"]["citations"]]
        worded += not all(stated)
    assert worded >= 3  # some agreeing sources say the same thing in other words


def _other_sets() -> list[list[dict[str, Any]]]:
    out = [hexis.load_cases(HEXIS)] if HEXIS.exists() else []
    for module in (memgen, memfresh):
        out += [hexis.load_cases(module.path_for(split)) for split in module.SPLITS]
    out += [hexis.load_cases(m.PATH) for m in (memfresh2, memfresh3, memfresh4)]
    return out


def _texts(cases: list[dict[str, Any]]) -> set[str]:
    return {e["content"] for c in cases for e in c["events"]} | {c["query"]["text"] for c in cases}


def test_no_text_is_a_text_of_another_set() -> None:
    mine = _texts(committed())
    others = _other_sets()
    assert len(others) >= 6
    for cases in others:
        assert not mine & _texts(cases)


def _pool_names(module: object) -> set[str]:
    """Every string in a module's upper-case pools (lists, tuples, tuples of pairs, dicts)."""
    out: set[str] = set()
    for key, value in vars(module).items():
        if not key.isupper() or not isinstance(value, list | tuple | dict):
            continue
        items = [*value.keys(), *value.values()] if isinstance(value, dict) else list(value)
        for item in items:
            parts = item if isinstance(item, tuple) else (item,)
            out |= {p.lower() for p in parts if isinstance(p, str)}
    return out


def _entities() -> set[str]:
    """The named subjects of the set: people, products, plans, databases, mail providers, teams,
    indexes, analyzers, services, apps, documentation sites and generators, tables, analytics
    event names, design systems, reports, repositories, lint rules, jobs, areas, customers.
    Shared vocabulary (log levels, cadences, time zones, clock times) is not a name."""
    m = memfresh5
    return {
        *m.PEOPLE,
        *m.PRODUCTS,
        *m.PLANS,
        *m.DATABASES,
        *m.MAIL_PROVIDERS,
        *m.ML_TEAMS,
        *m.SEARCH_INDEXES,
        *m.ANALYZERS,
        *m.SERVICES,
        *m.WEB_APPS,
        *m.DOC_SITES,
        *m.GENERATORS,
        *(t for t, _, _ in m.TABLES),
        *(name for _, final, draft in m.ACTIONS for name in (final, draft)),
        *m.DESIGN_SYSTEMS,
        *m.APPS,
        *m.REPORTS,
        *m.LINT_REPOS,
        *m.LINT_RULES,
        *m.JOBS,
        *(area for area, _ in m.AREAS),
        *m.CUSTOMERS,
    }


def test_no_name_of_its_pools_is_a_name_of_the_earlier_sets() -> None:
    earlier: set[str] = set()
    for module in EARLIER:
        earlier |= _pool_names(module)
    assert len(earlier) > 200
    mine = {w.lower() for w in _entities()}
    assert mine.isdisjoint(earlier), sorted(mine & earlier)


def test_the_pool_name_check_finds_a_shared_name() -> None:
    """Control: a pool that borrows a name of an earlier set is caught."""

    borrowing = SimpleNamespace(PEOPLE=["Zebedee", *sorted(_pool_names(memfresh3))[:1]])
    own = SimpleNamespace(PEOPLE=["Zebedee"])
    assert not _pool_names(borrowing).isdisjoint(_pool_names(memfresh3))
    assert _pool_names(own).isdisjoint(_pool_names(memfresh3))


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
        assert max(cited) < case["query"]["at"]
        if case["dimension"] == "stale_belief_resistance":
            assert all(t >= max(times.values()) for t in cited)
        if case["dimension"] == "six_month_recall":
            asked = _at(case["query"]["at"])
            assert all((asked - _at(t)).days >= 180 for t in cited)
        if case["dimension"] == "cross_session_continuity":
            sessions = {e["session_id"] for e in case["events"]}
            assert case["query"]["session_id"] not in sessions


def test_the_robust_run_offers_the_set_as_one_held_out_set() -> None:
    sets = robust.default_sets(None)
    assert sets["fresh5"] == memfresh5.PATH
    assert not [name for name in sets if name.startswith("fresh5-")]


def _named(words: set[str], files: list[Path]) -> list[str]:
    return [
        f"{f.name}: {w}"
        for f in files
        for w in sorted(words)
        if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", f.read_text(encoding="utf-8"), re.I)
    ]


def test_the_judgment_code_names_no_entity_of_the_set() -> None:
    """The rules were not taught this set's names: no name of its pools appears in the reader,
    the policy or the context modules (read here as text only)."""
    src = Path(memfresh5.__file__).parents[1]
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
    name = memfresh5.PEOPLE[0]
    planted = tmp_path / "rules.py"
    planted.write_text(f'HINT = "ask {name} about it"\n', encoding="utf-8")
    other = tmp_path / "other.py"
    other.write_text(f'X = "{name}nother"\n', encoding="utf-8")
    assert _named(_entities(), [planted]) == [f"rules.py: {name}"]
    assert _named(_entities(), [other]) == []
