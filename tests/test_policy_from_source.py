""" "from" names what a value replaced only when something changes it: after a verb of change
("moved from X", "switched from X to Y") or beside a new value, the object of "from" is the old
value; in a clause whose change is only "now" ("now boots from X", "is now fetched from X"), it
is where the value comes from, and it is the value. Probes in other words than any benchmark,
each beside its control."""

from __future__ import annotations

from cairn.bench import hexis, hexis_adapter
from cairn.policy import facts


def values(text: str) -> tuple[list[str], list[str]]:
    claim = facts.read(text)
    return (
        [v.text for c in claim.clauses for v in c.values],
        [v.text for c in claim.clauses for v in c.old_values],
    )


def test_now_with_from_and_no_verb_of_change_gives_the_value() -> None:
    assert values("The kiosk now boots from img-7.2.1.")[0] == ["img-7.2.1"]
    assert values("Search traffic is now fetched from mirror-b2.")[0] == ["mirror-b2"]
    assert values("The nightly job now reads from warehouse_v3.")[0] == ["warehouse_v3"]
    # control: a verb of change makes "from" the old value, with or without a new one
    assert values("The kiosk was switched from img-6.9.0 to img-7.2.1.") == (
        ["img-7.2.1"],
        ["img-6.9.0"],
    )
    assert values("We migrated the ledger from pg-12.")[1] == ["pg-12"]


def test_now_with_from_and_a_new_value_keeps_from_as_the_old_one() -> None:
    # control: "now ... from X to Y" is a change of X to Y even without a verb of change
    assert values("The kiosk image now goes from img-6.9.0 to img-7.2.1.") == (
        ["img-7.2.1"],
        ["img-6.9.0"],
    )


def test_the_reader_answers_with_the_value_after_from() -> None:
    case = {
        "case_id": "from",
        "events": [
            {
                "event_id": "boot",
                "session_id": "s1",
                "at": "2026-03-01T10:00:00Z",
                "kind": "remember",
                "content": "The lobby kiosk now boots from img-7.2.1 (signed, no local edits).",
                "source": {"kind": "chat", "label": "ops", "trust": 0.9},
            },
            {
                "event_id": "other",
                "session_id": "s1",
                "at": "2026-03-01T10:05:00Z",
                "kind": "remember",
                "content": "The warehouse scanner runs img-5.0.4.",
                "source": {"kind": "chat", "label": "ops", "trust": 0.9},
            },
        ],
        "query": {"session_id": "q", "at": "2026-09-01T10:00:00Z",
                  "text": "Which image does the lobby kiosk boot from?"},
    }  # fmt: skip
    pred = hexis_adapter.predict(case)
    assert hexis.contains(pred["answer"], "img-7.2.1")
    assert not hexis.contains(pred["answer"], "img-5.0.4")
    assert pred["citations"] == ["boot"]
