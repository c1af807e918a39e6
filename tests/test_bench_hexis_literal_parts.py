"""A compound literal mentions its parts: a path, a dotted name or a quoted code excerpt
("harbor-ui/deps.toml", "orders.shipped_at", `cron_nightly: {hour: 3}`) is about each of the
names it is made of, so a question naming one of them finds it, and the reader keeps it beside a
memory naming another thing. Cases written for these tests (not from any benchmark), each beside
its control."""

from __future__ import annotations

from typing import Any

from cairn.bench import hexis, hexis_adapter, hexis_terms


def case(events: list[tuple[str, str]], question: str) -> dict[str, Any]:
    return {
        "case_id": "parts",
        "events": [
            {
                "event_id": eid,
                "session_id": "s1",
                "at": f"2026-03-01T10:0{i}:00Z",
                "kind": "remember",
                "content": text,
                "source": {"kind": "chat", "label": "notes", "trust": 0.9},
            }
            for i, (eid, text) in enumerate(events)
        ],
        "query": {"session_id": "q", "at": "2026-03-09T10:00:00Z", "text": question},
    }


def test_the_parts_of_a_compound_literal_are_mentioned() -> None:
    parts = hexis_terms._literal_parts
    assert {"harbor-ui", "deps", "toml"} <= parts("harbor-ui/deps.toml: pin = true")
    assert {"orders", "shipped_at"} <= parts("added `orders.shipped_at` in 0412")
    assert {"cron_nightly", "hour"} <= parts("live: `cron_nightly: {hour: 3}`")
    # control: a plain word, a hyphenated name and a version are not split
    assert parts("the harbor-ui service runs v2.4.1") == set()


def test_a_path_answers_a_question_naming_its_folder() -> None:
    c = case(
        [
            ("path", 'harbor-ui/deps.toml: "schedule": ["after 10pm on friday"]'),
            ("other", "The lint bot on quill-api runs on Sunday."),
        ],
        "Which weekday do dependency updates land for harbor-ui?",
    )
    pred = hexis_adapter.predict(c)
    assert hexis.contains(pred["answer"], "friday")
    assert not hexis.contains(pred["answer"], "Sunday")
    # control: a question naming neither finds no answer in the path's memory
    other = hexis_adapter.predict(
        {**c, "query": {**c["query"], "text": "Which day does quill-api lint?"}}
    )
    assert not hexis.contains(other["answer"], "friday")


def test_a_dotted_name_keeps_a_record_about_another_column_out() -> None:
    c = case(
        [
            ("mine", "schema: add `orders.shipped_at` in migration 0412."),
            ("theirs", "schema: add `refunds.issued_by` in migration 0388."),
        ],
        "We once added shipped_at on the orders table. Which migration was it?",
    )
    pred = hexis_adapter.predict(c)
    assert hexis.contains(pred["answer"], "0412")
    assert pred["citations"][0] == "mine"
    # control: asking about the other column answers with the other record
    other = hexis_adapter.predict(
        {
            **c,
            "query": {
                **c["query"],
                "text": "We once added issued_by on the refunds table. Which migration was it?",
            },
        }
    )
    assert hexis.contains(other["answer"], "0388")


def test_a_quoted_config_excerpt_answers_for_the_key_it_sets() -> None:
    c = case(
        [
            ("cfg", "Merged; what runs on harbor-ui is `cron_nightly: {enabled: true, hour: 3}`."),
            (
                "owner",
                "cron_nightly is maintained by the Tern squad; the pager rota is in the wiki.",
            ),
            ("other", "cron_weekly sits at hour 5 for the warehouse."),
        ],
        "At what hour does cron_nightly fire, and where is that written?",
    )
    pred = hexis_adapter.predict(c)
    assert "cfg" in pred["citations"]
    assert hexis.contains(pred["answer"], "hour: 3")
