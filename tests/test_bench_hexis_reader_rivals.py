"""Two records that disagree both answer, and the reader says they conflict, whether or not the
question asks about conflicts (``hexis_adapter._rivals``, ``policy.recency.disagree``): a
record worded otherwise than the question (so supported less) is pulled in when it gives
another value of one type to what is asked, from another source. A later record that says it
is an update replaces the earlier instead. Each attack beside its control; cases written for
these tests, not from any set."""

from __future__ import annotations

from typing import Any

from cairn.bench import hexis, hexis_adapter


def case(events: list[tuple[str, str, str, str]], question: str) -> dict[str, Any]:
    return {
        "case_id": "rivals",
        "events": [
            {
                "event_id": eid,
                "session_id": f"s-{eid}",
                "at": when,
                "kind": "remember",
                "content": text,
                "source": {"kind": "document", "label": label, "trust": 0.85},
            }
            for eid, when, text, label in events
        ],
        "query": {"session_id": "q", "at": "2026-06-01T09:00:00Z", "text": question},
    }


QUESTION = "What uptime does Quillmere commit to?"
STATUS = ("status", "2026-05-03T09:00:00Z", "Quillmere status page: SLA is 99.5% uptime.", "page")
CONTRACT = (
    "contract",
    "2026-05-01T09:00:00Z",
    "Contract, schedule B: Quillmere guarantees monthly availability of 99.95%.",
    "contract",
)
OTHER = (
    "other",
    "2026-05-01T09:10:00Z",
    "Contract, schedule B: Brackwater guarantees monthly availability of 99.9%.",
    "contract",
)


def test_a_record_worded_otherwise_that_disagrees_answers_and_is_flagged() -> None:
    pred = hexis_adapter.predict(case([STATUS, CONTRACT, OTHER], QUESTION))
    assert hexis.contains(pred["answer"], "99.5%")
    assert hexis.contains(pred["answer"], "99.95%")
    assert set(pred["contradictions"]) == {"status", "contract"}
    # another subject's value in the same frame is neither answer nor conflict
    assert not hexis.contains(pred["answer"], "99.9%")


def test_a_record_that_agrees_in_other_words_is_no_conflict() -> None:
    same = (CONTRACT[0], CONTRACT[1], CONTRACT[2].replace("99.95%", "99.5%"), CONTRACT[3])
    pred = hexis_adapter.predict(case([STATUS, same, OTHER], QUESTION))
    assert hexis.contains(pred["answer"], "99.5%")
    assert pred["contradictions"] == []


def test_a_later_record_that_says_it_is_an_update_replaces_the_earlier() -> None:
    update = (
        "status",
        "2026-05-03T09:00:00Z",
        "Quillmere status page: since the May renewal the SLA is 99.5% uptime.",
        "page",
    )
    pred = hexis_adapter.predict(case([update, CONTRACT, OTHER], QUESTION))
    assert hexis.contains(pred["answer"], "99.5%")
    assert not hexis.contains(pred["answer"], "99.95%")
    assert pred["contradictions"] == []


def test_a_question_about_what_one_source_says_pulls_no_rival() -> None:
    pred = hexis_adapter.predict(
        case(
            [STATUS, CONTRACT, OTHER], "Per the status page, what uptime does Quillmere commit to?"
        )
    )
    assert hexis.contains(pred["answer"], "99.5%")
    assert not hexis.contains(pred["answer"], "99.95%")


PORTS = [
    ("a", "2026-05-01T09:00:00Z", "Port 4586 is where the search service accepts traffic.", "a"),
    ("b", "2026-05-01T09:05:00Z", "Port 5672 is where the meadow service accepts traffic.", "b"),
]


def test_another_thing_of_one_kind_in_the_same_frame_is_no_rival() -> None:
    pred = hexis_adapter.predict(case(PORTS, "What port is the search service served on?"))
    assert hexis.contains(pred["answer"], "4586")
    assert not hexis.contains(pred["answer"], "5672")
    assert pred["contradictions"] == []


def test_values_of_a_loose_type_for_two_attributes_do_not_disagree() -> None:
    events = [
        ("step", "2026-05-01T09:00:00Z", "The next Orrin step after kickoff is DRILL-7.", "k"),
        ("color", "2026-05-02T09:00:00Z", "Orrin budget color is SHEET-9.", "b"),
    ]
    pred = hexis_adapter.predict(case(events, "What next step did Orrin commit to at kickoff?"))
    assert hexis.contains(pred["answer"], "DRILL-7")
    assert pred["contradictions"] == []
