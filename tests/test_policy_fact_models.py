"""A model a person configures judges conflicts the rules cannot place in one slot: it goes
through the llm library's model seam (a fake model registered as a plugin here, never a hosted
one), it is asked only about claims of the same things with values of one type, secrets never
reach its prompt, and a malformed answer is no conflict."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import llm
import pytest
from llm.plugins import pm

from cairn.bench import hexis_adapter
from cairn.policy import facts
from cairn.policy.fact_models import LlmJudge, judge_named

PROMPTS: list[str] = []
SAME = {"same_attribute": True, "different_values": True}


class FakeJudgeModel(llm.Model):
    model_id = "cairn-fake-judge"

    def execute(self, prompt: Any, stream: bool, response: Any, conversation: Any) -> Iterator[str]:
        text = prompt.prompt
        PROMPTS.append(text)
        if "garbled" in text:
            yield "I think so {not json"
        elif "cuts" in text and "timeout" in text:
            yield "Sure: " + json.dumps(SAME)
        else:
            yield json.dumps({"same_attribute": False, "different_values": True})


class FakePlugin:
    @llm.hookimpl
    def register_models(self, register: Any) -> None:
        register(FakeJudgeModel())


@pytest.fixture
def judge() -> Iterator[LlmJudge]:
    plugin = FakePlugin()
    pm.register(plugin, name="cairn-test-fake-judge")
    try:
        yield LlmJudge("cairn-fake-judge")
    finally:
        pm.unregister(plugin)


WIKI = "Gateway timeout for auth-api: 2914ms."
LB = "The gateway cuts off auth-api requests after 4449ms."


def test_the_judge_places_a_paraphrased_attribute_the_rules_cannot(judge: LlmJudge) -> None:
    assert not facts.contradicts(WIKI, LB)  # no shared frame: the rules cannot tell
    assert facts.contradicts(WIKI, LB, judge=judge)
    assert facts.contradicts(LB, WIKI, judge=judge)


def test_the_judge_is_not_asked_about_other_things_or_one_value(judge: LlmJudge) -> None:
    PROMPTS.clear()
    # two named services: the rules keep them apart before any model is asked
    assert not facts.contradicts(
        "The payments-api gateway cuts requests after 20s.",
        "The search-api gateway timeout is 30s.",
        judge=judge,
    )
    # the same value twice is agreement, not a question for the model
    assert not facts.contradicts(WIKI, "The gateway cuts off auth-api requests after 2914ms.")
    assert PROMPTS == []


def test_secrets_never_reach_the_judges_prompt_and_garbled_answers_are_no_conflict(
    judge: LlmJudge,
) -> None:
    token = "ghp_" + "a1B2c3D4" * 5
    PROMPTS.clear()
    assert not judge.conflict(f"garbled timeout 30s with token {token}", "The gateway cuts 45s")
    assert PROMPTS and token not in PROMPTS[-1]


def test_no_model_is_loaded_unless_a_person_names_one() -> None:
    assert judge_named(None) is None
    with pytest.raises(Exception, match="unknown model"):
        judge_named("no-such-model-anywhere")


def test_the_memory_reader_reports_a_model_read_conflict_as_such(judge: LlmJudge) -> None:
    # another unit: the rules read it at question time (``policy.measures``: 2914ms and 4.4
    # seconds are two durations); with a judge, the model's reading is the one reported
    lb = "The gateway cuts off auth-api requests after 4.4 seconds."
    case = {
        "case_id": "judge-1",
        "events": [
            _event("wiki", WIKI, "2026-01-01T10:00:00Z"),
            _event("lb", lb, "2026-01-02T10:00:00Z"),
        ],
        "query": {
            "session_id": "q",
            "at": "2026-02-01T10:00:00Z",
            "text": "What is the auth-api gateway timeout? List conflicting records if any.",
        },
    }
    without = hexis_adapter.predict(case)
    assert set(without["contradictions"]) == {"wiki", "lb"}
    assert "read as conflicting at question time" in without["answer"]
    assert "configured model" not in without["answer"]
    with_judge = hexis_adapter.predict(case, judge=judge)
    assert set(with_judge["contradictions"]) == {"wiki", "lb"}
    assert "conflict read by the configured model" in with_judge["answer"]
    assert "2914ms" in with_judge["answer"] and "4.4 seconds" in with_judge["answer"]


def test_the_rules_read_a_conflict_in_one_unit_at_question_time_and_say_so() -> None:
    case = {
        "case_id": "rules-1",
        "events": [
            _event("wiki", WIKI, "2026-01-01T10:00:00Z"),
            _event("lb", LB, "2026-01-02T10:00:00Z"),
        ],
        "query": {
            "session_id": "q",
            "at": "2026-02-01T10:00:00Z",
            "text": "What is the auth-api gateway timeout? List conflicting records if any.",
        },
    }
    got = hexis_adapter.predict(case)
    assert set(got["contradictions"]) == {"wiki", "lb"}
    assert "read as conflicting at question time" in got["answer"]
    assert "configured model" not in got["answer"]
    # asked without asking about conflicts, two records that disagree (neither says it
    # changed) are still reported: both stand
    case["query"]["text"] = "What is the auth-api gateway timeout?"
    assert set(hexis_adapter.predict(case)["contradictions"]) == {"wiki", "lb"}
    # control: a later record that says it changed the value is an update, not a conflict
    case["events"][1]["content"] = (
        "Since the LB upgrade the gateway cuts off auth-api requests after 4449ms."
    )
    got = hexis_adapter.predict(case)
    assert got["contradictions"] == [] and "4449ms" in got["answer"]
    assert "2914ms" not in got["answer"]


def _event(eid: str, text: str, at: str) -> dict[str, Any]:
    return {
        "event_id": eid,
        "session_id": "s1",
        "at": at,
        "kind": "remember",
        "content": text,
        "source": {"kind": "document", "label": eid, "trust": 0.9},
    }
