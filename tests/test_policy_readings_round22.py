"""The twenty-second round's memory readings: a length of time is no count of things, so a
joined question's "the first one" does not make a later count a later value of a duration.
Each beside a control."""

from __future__ import annotations

from pathlib import Path

from cairn.bench import hexis_adapter
from tests.context_kit import hexis_case

EVENTS = [
    ("l", "2026-05-03T09:00:00Z", "Quillmere sweep takes seventy-four minutes end to end."),
    ("t", "2026-05-05T09:00:00Z", "The first Quillmere sweep handled 68 crates."),
    ("o", "2026-05-05T10:00:00Z", "The first Brantor audit handled 89 pages."),
]


def test_the_first_one_of_a_joined_question_asks_only_its_part(tmp_path: Path) -> None:
    question = (
        "How long does the Quillmere sweep take, and how many crates did the first one handle?"
    )
    got = hexis_adapter.answer_case(hexis_case(EVENTS, question), tmp_path / "a.db")
    # attack: "the first one" made the later count a later value of the duration, and only
    # the duration answered
    assert "seventy-four" in got["answer"] and "68" in got["answer"]
    assert "89" not in got["answer"]
    # control: a question asking what was said first still leaves a later value out
    events = [
        ("a", "2026-05-03T09:00:00Z", "Rough guess: the Quillmere sweep will handle 40 crates."),
        ("b", "2026-06-03T09:00:00Z", "Final count: the Quillmere sweep handled 52 crates."),
    ]
    got = hexis_adapter.answer_case(
        hexis_case(events, "What was the first estimate of crates for the Quillmere sweep?"),
        tmp_path / "b.db",
    )
    assert "40" in got["answer"] and "52" not in got["answer"]
