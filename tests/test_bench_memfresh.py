"""The fresh memory benchmark (written apart from the rules): the committed halves are what the
seeded generator writes, every case is valid in the Hexis case schema, the dimensions have equal
shares, each template sits in both halves, every expected answer is stated in a cited event, no
text is a Hexis text or a text of the first generated set, and events are listed out of time
order in some cases (the reader must order them itself). The checks' bodies are the held-out
sets' (``tests.memset_kit``); this set has two halves and was written before their stricter
fairness rules."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from cairn.bench import hexis, memfresh, memfresh_pools, memgen, robust

from . import memset_kit as kit


def committed(split: str) -> list[dict[str, Any]]:
    return hexis.load_cases(memfresh.path_for(split))


def test_the_committed_halves_are_what_the_seeded_generator_writes() -> None:
    for split, cases in memfresh.generate().items():
        assert memfresh.path_for(split).read_text(encoding="utf-8") == memgen.dumps(cases)


def test_another_seed_writes_other_cases() -> None:
    assert memfresh.generate(seed=1)["dev"] != memfresh.generate()["dev"]


@pytest.mark.parametrize("split", memfresh.SPLITS)
def test_every_fresh_case_is_valid_in_the_hexis_case_schema(split: str) -> None:
    kit.validate(committed(split))


def test_the_set_holds_at_least_120_cases_evenly_over_the_five_dimensions() -> None:
    cases = committed("dev") + committed("test")
    assert len(cases) >= 120
    assert len({c["case_id"] for c in cases}) == len(cases)
    per_dim = Counter(c["dimension"] for c in cases)
    assert set(per_dim) == set(hexis.DIMENSIONS)
    assert len(set(per_dim.values())) == 1
    assert len(committed("dev")) == len(committed("test"))


def test_each_template_has_instances_in_both_halves() -> None:
    dev = {c["topic"] for c in committed("dev")}
    test = {c["topic"] for c in committed("test")}
    assert dev == test and len(dev) == len(memfresh.TEMPLATES)


def test_every_expected_answer_is_stated_in_an_event_the_case_cites() -> None:
    """The held-out sets' defect check, less what this set was not written to: an answer an
    uncited event also states, and a case without a distractor."""
    allowed = ("answer also uncited: ", "no distractor")
    for case in committed("dev") + committed("test"):
        found = [d for d in kit.defects(case) if not d.startswith(allowed)]
        assert found == [], case["case_id"]


def test_the_defect_check_finds_a_forbidden_answer_stated_by_a_cited_event() -> None:
    """Control for the check above: a correction that also names the value it replaces is
    still reported."""
    case = next(c for c in committed("dev") if c["dimension"] == "stale_belief_resistance")
    exp = case["expected"]
    old = exp["forbidden_answers"][0]
    for e in case["events"]:
        if e["event_id"] == exp["citations"][0]:
            e["content"] += f" (it used to be {old})"
    assert f"forbidden answer is stated by a cited event: {old}" in kit.defects(case)


def test_no_fresh_text_is_a_hexis_text_or_a_text_of_the_first_generated_set() -> None:
    other = {e["content"] for c in hexis.load_cases(kit.HEXIS) for e in c["events"]}
    other |= {
        e["content"]
        for split in memgen.SPLITS
        for c in hexis.load_cases(memgen.path_for(split))
        for e in c["events"]
    }
    for case in committed("dev") + committed("test"):
        assert not other & {e["content"] for e in case["events"]}


def test_events_are_listed_out_of_time_order_in_most_cases() -> None:
    cases = committed("dev") + committed("test")
    assert len(kit.out_of_order(cases)) > len(cases) // 2


def test_the_robust_run_offers_both_fresh_halves() -> None:
    sets = robust.default_sets(None)
    assert sets["fresh-dev"] == memfresh.path_for("dev")
    assert sets["fresh-test"] == memfresh.path_for("test")


def test_the_judgment_code_names_no_entity_of_the_fresh_set() -> None:
    """The rules were not taught the fresh set's names: no service, person, repository, cluster
    or dependency of its pools appears in the reader or the policy modules ("gateway", a common
    noun, was in their examples before this set existed; "quota", the service named after a common
    noun, is one of the nouns that name a limit in ``policy.attributes``)."""
    words = (
        set(memfresh_pools.SERVICES)
        | set(memfresh_pools.PEOPLE)
        | set(memfresh_pools.REPOS)
        | set(memfresh_pools.CLUSTERS)
        | set(memfresh_pools.DEPENDENCIES)
    ) - {"gateway", "quota"}
    assert kit.named(words, kit.judgment_files(("policy",))) == []
