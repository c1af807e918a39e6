"""Reading rules of the judge11 round, each a general rule of written English, each beside a
control read the other way. Sentences written for these tests (not from any benchmark)."""

from __future__ import annotations

from typing import Any

from cairn.bench import hexis, hexis_adapter
from cairn.policy import facts


def case(events: list[tuple[str, str, float]], question: str) -> dict[str, Any]:
    return {
        "case_id": "judge11",
        "events": [
            {
                "event_id": eid,
                "session_id": f"s{i}",
                "at": f"2026-03-0{i + 1}T10:00:00Z",
                "kind": "remember",
                "content": text,
                "source": {"kind": "chat", "label": eid, "trust": trust},
            }
            for i, (eid, text, trust) in enumerate(events)
        ],
        "query": {"session_id": "q", "at": "2026-09-09T10:00:00Z", "text": question},
    }


# -- a question asserts nothing ------------------------------------------------------------------


def valued(text: str) -> list[facts.Clause]:
    return [c for c in facts.read(text).clauses if c.values]


def test_a_question_states_no_value_as_a_fact() -> None:
    asked = valued("Should the nightly export run at 02:30 on pg-reports?")
    assert asked and all(c.hedged for c in asked)
    # control: the same words as a statement
    stated = valued("The nightly export runs at 02:30 on pg-reports.")
    assert stated and not any(c.hedged for c in stated)


def test_a_tag_question_is_asked_and_the_next_sentence_is_not() -> None:
    text = "The queue is called `jobs_high`, right? The worker pool is 12 threads."
    clauses = facts.read(text).clauses
    by_value = {v.text: c.hedged for c in clauses for v in c.values}
    assert by_value["jobs_high"] is True
    assert by_value["12 threads"] is False  # control: a statement after the question


def test_a_question_does_not_contradict_a_statement() -> None:
    assert not facts.contradicts("Is the gateway timeout 30s now?", "The gateway timeout is 45s.")
    # control: stated, the two values clash
    assert facts.contradicts("The gateway timeout is 30s.", "The gateway timeout is 45s.")


def test_a_reviewer_asking_does_not_outweigh_the_plan_it_asks_about() -> None:
    asked = case(
        [
            (
                "review",
                "Review note: the shop-api metric for paid orders is named `orders_paid_total`"
                " in the metrics plan, right?",
                0.6,
            ),
            (
                "plan",
                "Metrics plan for shop-api: paid orders metric is named `orders_settled_total`.",
                0.9,
            ),
        ],
        "What is the shop-api metric for paid orders named in the metrics plan?",
    )
    pred = hexis_adapter.predict(asked)
    assert hexis.contains(pred["answer"], "orders_settled_total")
    assert not hexis.contains(pred["answer"], "orders_paid_total")
    # control: the same note stated, not asked, is a rival the reader keeps
    stated = case(
        [
            (
                "review",
                "Review note: the shop-api metric for paid orders is named `orders_paid_total`"
                " in the metrics plan.",
                0.6,
            ),
            (
                "plan",
                "Metrics plan for shop-api: paid orders metric is named `orders_settled_total`.",
                0.9,
            ),
        ],
        "What is the shop-api metric for paid orders named in the metrics plan?",
    )
    pred = hexis_adapter.predict(stated)
    assert hexis.contains(pred["answer"], "orders_paid_total")


# -- a multi-line text is read line by line, each line under its headings ------------------------

SETTINGS = """Settings committed for orders-index:
```yaml
index:
  refresh_interval: 5s
  number_of_replicas: 2
```"""


def test_a_config_line_gives_its_key_a_value_under_its_heading() -> None:
    line = next(c for c in facts.read(SETTINGS).clauses if "refresh_interval" in c.names)
    assert [v.text for v in line.values] == ["5s"]
    assert "orders-index" in line.names  # the heading names what the line is about
    # the clause is the line itself, not its heading
    assert SETTINGS[line.start : line.end] == "refresh_interval: 5s"


def test_a_config_line_and_prose_about_one_index_differ() -> None:
    prose = "Runbook, orders-index: refresh_interval is 30s."
    assert facts.differ(SETTINGS, prose, frozenset({"orders-index", "refresh_interval"}))
    # control: the same value in prose agrees; another index is another thing
    assert not facts.differ(SETTINGS, "Runbook, orders-index: refresh_interval is 5s.")
    assert not facts.differ(SETTINGS, "Runbook, users-index: refresh_interval is 30s.")


def test_a_heading_heads_only_the_lines_indented_under_it() -> None:
    text = "Deploy values:\nbilling-api:\n  replicas: 3\nsearch-api:\n  replicas: 5"
    by_value = {v.text: c.names for c in facts.read(text).clauses for v in c.values}
    assert "billing-api" in by_value["3"] and "search-api" not in by_value["3"]
    assert "search-api" in by_value["5"] and "billing-api" not in by_value["5"]


def test_one_line_text_reads_as_before() -> None:
    # control: without a line break nothing is a heading
    one = "Settings committed for orders-index: refresh_interval 5s, number_of_replicas 2."
    assert len(facts.read(one).clauses) == 1
