"""The held-out memory benchmark `fresh4` (written apart from the rules and from the other sets'
templates, no dev half): the committed copy is what the seeded generator writes, every case is
valid in the Hexis case schema, the dimensions have equal shares, every case holds a distractor
in the same frame whose value is forbidden, every expected answer is stated in a cited event and
in no uncited one, no text and no entity name is one of another set, corrections carry no
``supersedes`` field, events are listed out of time order, some contradiction cases have sources
that agree, and the judgment code names none of the set's entities."""

from __future__ import annotations

import copy
import json
import re
from collections import Counter
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from cairn.bench import (
    hexis,
    memfresh,
    memfresh2,
    memfresh3,
    memfresh4,
    memgen,
    memgen_templates,
    robust,
)

from .conftest import SHARED

SCHEMA = SHARED / "benchmarks" / "hexis" / "case.schema.v1.json"
HEXIS = SHARED / "benchmarks" / "hexis" / hexis.DATASET_NAME


def committed() -> list[dict[str, Any]]:
    return hexis.load_cases(memfresh4.PATH)


def _at(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def test_the_committed_copy_is_what_the_seeded_generator_writes() -> None:
    assert memfresh4.PATH.read_text(encoding="utf-8") == memgen.dumps(memfresh4.generate())


def test_generation_is_deterministic_and_another_seed_writes_other_cases() -> None:
    assert memfresh4.generate() == memfresh4.generate()
    assert memfresh4.generate(seed=1) != memfresh4.generate()


def test_every_case_is_valid_in_the_hexis_case_schema() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads(SCHEMA.read_text())
    for case in committed():
        jsonschema.validate(case, schema)


def test_an_invalid_case_is_refused_by_the_schema_check() -> None:
    """Control for the schema test: a case with an unknown dimension, no answer or an event
    without content fails."""
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads(SCHEMA.read_text())
    case = committed()[0]
    no_content = copy.deepcopy(case)
    del no_content["events"][0]["content"]
    for broken in (
        {**case, "dimension": "vibes"},
        {**case, "expected": {**case["expected"], "answers": []}},
        no_content,
    ):
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(broken, schema)


def test_the_set_holds_125_cases_from_25_templates_evenly_over_the_dimensions() -> None:
    cases = committed()
    assert len(cases) >= 125
    assert len({c["case_id"] for c in cases}) == len(cases)
    per_dim = Counter(c["dimension"] for c in cases)
    assert set(per_dim) == set(hexis.DIMENSIONS)
    assert set(per_dim.values()) == {len(cases) // 5}
    topics = Counter(c["topic"] for c in cases)
    assert set(topics) == {t.topic for t in memfresh4.TEMPLATES}
    assert len(topics) >= 25
    assert min(topics.values()) >= 5
    per_dim_templates = Counter(t.dimension for t in memfresh4.TEMPLATES)
    assert min(per_dim_templates.values()) >= 5


def _defects(case: dict[str, Any]) -> list[str]:
    """What makes a case unfair: an expected answer no cited event states, or one an uncited
    event also states; a forbidden answer that is an expected one, that a cited event states, or
    that no event states at all; a flagged event that is not cited; no distractor at all."""
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


def test_every_case_is_fair_and_holds_a_distractor() -> None:
    assert {c["case_id"]: d for c in committed() if (d := _defects(c))} == {}


def test_the_defect_check_finds_unfair_cases() -> None:
    """Control for the check above: a stale case whose correction also names the value it
    replaces, one whose answer an uncited event also states, and one without a distractor are
    all reported."""
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
    bare = copy.deepcopy(case)
    bare["expected"]["forbidden_answers"] = []
    assert _defects(bare) == ["no distractor"]


def test_the_distractor_is_a_value_of_the_same_kind_as_the_answer() -> None:
    """A forbidden answer is a bare number exactly when the expected ones are, so a system
    cannot tell the distractor from the answer by its form alone."""

    def numeric(value: str) -> bool:
        return re.fullmatch(r"[\d.]+", value) is not None

    mismatched = [
        (case["case_id"], f)
        for case in committed()
        for f in case["expected"]["forbidden_answers"]
        if {numeric(a) for a in case["expected"]["answers"]} != {numeric(f)}
    ]
    assert mismatched == []


def test_the_expected_answers_score_full_marks_and_the_distractors_lose() -> None:
    """The cases are answerable: a prediction made of the cited texts scores 100 on every case,
    and one that also carries the uncited texts (the distractors) scores lower on every case."""
    cases = committed()
    right, loose = [], []
    for case in cases:
        exp = case["expected"]
        text = {e["event_id"]: e["content"] for e in case["events"]}
        right.append(
            {
                "case_id": case["case_id"],
                "answer": "\n".join(text[i] for i in exp["citations"]),
                "citations": exp["citations"],
                "contradictions": exp["contradictions"],
                "abstained": False,
            }
        )
        loose.append({**right[-1], "answer": "\n".join(text.values())})
    assert hexis.score(cases, right).overall == 100.0
    lost = hexis.score(cases, loose)
    assert {cid for cid, s in lost.cases.items() if s >= 100.0} == set()


def test_contradiction_cases_hold_both_disagreeing_and_agreeing_sources() -> None:
    """Not every pair of sources is a conflict: some contradiction cases flag two events and
    some flag none while citing two sources that agree in other words."""
    contra = [c for c in committed() if c["dimension"] == "contradiction_detection"]
    flagged = [c for c in contra if c["expected"]["contradictions"]]
    agreeing = [
        c
        for c in contra
        if not c["expected"]["contradictions"] and len(c["expected"]["citations"]) == 2
    ]
    assert flagged and all(len(c["expected"]["contradictions"]) == 2 for c in flagged)
    assert all(len(c["expected"]["answers"]) == 2 for c in flagged)
    assert len(agreeing) >= 5
    assert all(len(c["expected"]["answers"]) == 1 for c in agreeing)
    assert len(flagged) + len(agreeing) == len(contra)
    assert {c["topic"] for c in agreeing} == {c["topic"] for c in flagged}


def _texts(cases: list[dict[str, Any]]) -> set[str]:
    return {e["content"] for c in cases for e in c["events"]} | {c["query"]["text"] for c in cases}


def _other_sets() -> list[list[dict[str, Any]]]:
    out = [hexis.load_cases(HEXIS)] if HEXIS.exists() else []
    for module in (memgen, memfresh):
        out += [hexis.load_cases(module.path_for(split)) for split in module.SPLITS]
    out += [hexis.load_cases(memfresh2.PATH), hexis.load_cases(memfresh3.PATH)]
    return out


def test_no_text_is_a_text_of_another_set() -> None:
    mine = _texts(committed())
    for cases in _other_sets():
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
    """The named subjects of the set (people and their first names, services, flags, domains,
    directories, teams, vendors, topics, consumer groups, rotations, APIs, repositories, fleets,
    endpoints, tests, customers, databases, images, models, load balancers); shared vocabulary
    (weekdays, regions, build tools, instance types, issuers) is not a name."""
    m = memfresh4
    return {
        *m.PEOPLE,
        *(p.split()[0] for p in m.PEOPLE),
        *m.SERVICES,
        *m.FLAGS,
        *m.DOMAINS,
        *m.DIRECTORIES,
        *m.TEAMS,
        *m.VENDORS,
        *m.TOPICS,
        *m.CONSUMER_GROUPS,
        *m.ROTATIONS,
        *m.APIS,
        *m.REPOS,
        *m.FLEETS,
        *m.ENDPOINTS,
        *m.FLAKY_TESTS,
        *m.CUSTOMERS,
        *m.DATABASES,
        *m.DEV_IMAGES,
        *m.MODELS,
        *m.LOAD_BALANCERS,
    }


def _named(words: set[str], files: list[Path]) -> list[str]:
    return [
        f"{f.name}: {w}"
        for f in files
        for w in sorted(words)
        if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", f.read_text(encoding="utf-8"), re.I)
    ]


def _said(words: set[str], texts: set[str]) -> list[str]:
    blob = "\n".join(sorted(texts))
    return [w for w in sorted(words) if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", blob, re.I)]


def test_no_entity_name_is_a_name_of_another_set() -> None:
    """None of its named subjects is in another generated set's pools, nor said in any text of
    another set (the earlier sets read as data, by this check only)."""
    other_pools: set[str] = set()
    for module in (memfresh, memfresh2, memfresh3, memgen_templates):
        other_pools |= _pool_names(module)
    mine = {w.lower() for w in _entities()}
    assert mine.isdisjoint(other_pools), sorted(mine & other_pools)
    other_texts: set[str] = set()
    for cases in _other_sets():
        other_texts |= _texts(cases)
    assert _said(_entities(), other_texts) == []


def test_the_name_checks_find_a_borrowed_name() -> None:
    """Control: a text of another set that names one of the set's people is reported, as is a
    pool that holds one of its services; a longer word containing a name is not."""
    person, service = memfresh4.PEOPLE[0], memfresh4.SERVICES[0]
    assert _said(_entities(), {f"ask {person} about it"}) == sorted({person, person.split()[0]})
    assert _said(_entities(), {f"{service}s are many"}) == []

    class Pools:
        SERVICES = ("other-svc", service.upper())

    assert service in _pool_names(Pools)


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


def test_the_questions_do_not_copy_the_cited_wording() -> None:
    """Questions are asked in other words: no question repeats a cited event's text, and most
    share fewer than half of their words with the cited events."""
    low = 0
    cases = committed()
    for case in cases:
        text = {e["event_id"]: e["content"] for e in case["events"]}
        cited = " ".join(text[i] for i in case["expected"]["citations"])
        q = set(hexis.norm(case["query"]["text"]).split())
        assert hexis.norm(case["query"]["text"]) not in hexis.norm(cited)
        if len(q & set(hexis.norm(cited).split())) < len(q) / 2:
            low += 1
    assert low > len(cases) * 3 // 4


def test_the_robust_run_offers_the_set_as_one_held_out_set() -> None:
    sets = robust.default_sets(None)
    assert sets["fresh4"] == memfresh4.PATH
    assert not [name for name in sets if name.startswith("fresh4-")]


def test_the_judgment_code_names_no_entity_of_the_set() -> None:
    """The rules were not taught this set's names: no named subject of its pools appears in the
    reader, the context or the policy modules (read here as text only)."""
    src = Path(memfresh4.__file__).parents[1]
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
    planted = tmp_path / "rules.py"
    planted.write_text(f'HINT = "ask the {memfresh4.SERVICES[1]} owners"\n', encoding="utf-8")
    other = tmp_path / "other.py"
    other.write_text(f'X = "{memfresh4.SERVICES[1]}nother"\n', encoding="utf-8")
    assert _named(_entities(), [planted]) == [f"rules.py: {memfresh4.SERVICES[1]}"]
    assert _named(_entities(), [other]) == []
