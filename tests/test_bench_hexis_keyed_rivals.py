"""A record the question names a word of the value of ("which migration added shipped_at?"
against "add `orders.shipped_at` in 0412") is keyed by that word: a record that does not mention
it is keyed by another thing, so cairn's recorded conflict between the two does not bring it
back into the answer as a rival. Two records keyed by the same thing stay rivals. Cases written
for these tests (not from any benchmark), each beside its control."""

from __future__ import annotations

from typing import Any

from cairn.bench import hexis, hexis_adapter, hexis_subjects
from cairn.policy import questions


def case(events: list[tuple[str, str]], question: str) -> dict[str, Any]:
    return {
        "case_id": "keyed",
        "events": [
            {
                "event_id": eid,
                "session_id": f"s{i}",
                "at": f"2026-03-0{i + 1}T10:00:00Z",
                "kind": "remember",
                "content": text,
                "source": {"kind": "chat", "label": eid, "trust": 0.9},
            }
            for i, (eid, text) in enumerate(events)
        ],
        "query": {"session_id": "q", "at": "2026-09-09T10:00:00Z", "text": question},
    }


def test_the_predicate() -> None:
    q = questions.ask("Which migration added shipped_at on the orders table?")
    kept = "schema: add `orders.shipped_at` in migration 0412."
    assert hexis_subjects.keyed_apart(q, kept, "schema: add `refunds.issued_by` in migration 0388.")
    # control: the rival mentions the key the question names
    assert not hexis_subjects.keyed_apart(q, kept, "orders.shipped_at came in migration 0413.")
    # control: a question naming nothing of the value keys nothing
    q2 = questions.ask("Which migration number did Priya land last?")
    assert not hexis_subjects.keyed_apart(q2, kept, "schema: add `refunds.issued_by` in 0388.")


def test_a_record_keyed_by_another_column_is_not_a_rival() -> None:
    c = case(
        [
            ("mine", "schema: add `orders.shipped_at` in migration 0412."),
            ("theirs", "schema: add `refunds.issued_by` in migration 0388."),
        ],
        "We once added shipped_at on the orders table. Which migration was it?",
    )
    pred = hexis_adapter.predict(c)
    assert hexis.contains(pred["answer"], "0412")
    assert not hexis.contains(pred["answer"], "0388")
    assert pred["citations"] == ["mine"]


def test_an_index_keyed_by_another_name_is_not_a_rival() -> None:
    c = case(
        [
            ("mine", "Changelog: created index `idx_users_email` in release 31."),
            ("theirs", "Changelog: created index `idx_orders_sku` in release 29."),
        ],
        "Long ago we created idx_users_email. In which release?",
    )
    pred = hexis_adapter.predict(c)
    assert "mine" in pred["citations"]
    assert "theirs" not in pred["citations"]


def test_two_sources_on_one_key_stay_rivals() -> None:
    # control: the rival names less of the question, but nothing the kept value is keyed by
    c = case(
        [
            ("doc", "Per the release sheet, staging runs ledger-sync 4.2.0."),
            ("dash", "The status page shows staging on 5.0.1."),
        ],
        "Which ledger-sync versions are recorded for staging, and which records conflict?",
    )
    pred = hexis_adapter.predict(c)
    assert hexis.contains(pred["answer"], "4.2.0") and hexis.contains(pred["answer"], "5.0.1")
    assert sorted(pred["contradictions"]) == ["dash", "doc"]
