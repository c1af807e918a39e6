"""The ninth round's readings under hostile input: a huge yes/no question and a huge comparing
one, invisible characters inside the words that make a question a yes/no one or a comparing
one, a claim of thousands of valueless clauses after a value, a "not" at the very end, a count
at the start of a text. Each attack beside a control that must still read as before; the timed
ones compare against a plain text of the same length in the same run (ratios, not
milliseconds: this machine is shared)."""

from __future__ import annotations

import time

from cairn.bench import hexis_adapter
from cairn.policy import facts, questions, recency


def _best(fn: object, *args: object, runs: int = 3) -> float:
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        fn(*args)  # type: ignore[operator]
        best = min(best, time.perf_counter() - start)
    return best


def _fresh_ask(text: str) -> questions.Question:
    questions.ask.cache_clear()
    return questions.ask(text)


def test_a_huge_yes_no_question_is_read_in_linear_time() -> None:
    polar = "Is the Brantor kit" + " and the Quillmere kit" * 2000 + " still in shelf F2?"
    plain = "Where is the Brantor kit" + " with the Quillmere kit" * 2000 + " in shelf F2?"
    q = _fresh_ask(polar)
    assert q.polar and "f2" in q.checked
    assert not _fresh_ask(plain).polar
    assert _best(_fresh_ask, polar) < 20 * _best(_fresh_ask, plain) + 0.2


def test_a_huge_comparing_question_is_read_in_linear_time() -> None:
    joined = "Do the Brantor runbook" + " and the Quillmere sheet" * 2000 + " agree on the cap?"
    plain = "Which cap has the Brantor runbook" + " with the Quillmere sheet" * 2000 + "?"
    assert _fresh_ask(joined).compares
    assert not _fresh_ask(plain).compares
    assert _best(_fresh_ask, joined) < 20 * _best(_fresh_ask, plain) + 0.2


def test_an_invisible_character_makes_no_yes_no_question() -> None:
    assert not questions.ask("I\u200bs the Brantor kit still in shelf F2?").polar
    assert not questions.ask("\u200bQuick\u200b question\u200b: I\u200bs the kit in F2?").polar
    # control: the same questions in plain characters are yes/no questions
    assert questions.ask("Is the Brantor kit still in shelf F2?").polar
    assert questions.ask("Quick question: Is the kit in F2?").polar


def test_an_invisible_character_makes_no_comparison_and_no_still() -> None:
    hidden = questions.ask("Do the Brantor runbook and the sheet say the s\u200bame cap?")
    assert not hidden.compares
    assert questions.ask("Do the Brantor runbook and the sheet say the same cap?").compares
    dated = questions.ask("Is the Brantor go-live st\u200bill on 2025-10-02?")
    assert not recency.asks_now(dated)  # no "still": the date dates the question
    assert recency.asks_now(questions.ask("Is the Brantor go-live still on 2025-10-02?"))


def test_thousands_of_valueless_clauses_after_a_value_are_read_in_linear_time() -> None:
    q = questions.ask("Which gatectl version does the Brantor audit use now?")
    tail = "the Brantor gatectl pin is 1.5.0" + "; (secret audit)" * 3000
    flat = "the Brantor gatectl pin is 1.5.0" + "; secret, audit." * 3000
    assert questions.holds(q, tail) > 0
    assert _best(questions.holds, q, tail) < 20 * _best(questions.holds, q, flat) + 0.2


def test_a_not_at_the_very_end_and_a_count_at_the_start_read_without_error() -> None:
    assert facts.read("edit the Brantor limit there not").clauses[0].negated
    assert facts.read("73 reports say the Brantor cap is 5").values >= {"5"}
    # control: a "not" before a phrase negates only the phrase
    assert not facts.read("the Brantor limit lives in ops/limits.env, edit it there not in the UI").clauses[0].negated  # fmt: skip


def test_a_huge_message_is_no_other_speakers_voice() -> None:
    events = [
        {
            "event_id": eid,
            "session_id": f"s-{eid}",
            "at": at,
            "kind": "remember",
            "content": text,
            "source": {"kind": kind, "label": label, "trust": 0.85},
        }
        for eid, text, at, kind, label in (
            (
                "cfg",
                "brantor.dome_survey.timeout_seconds = 12600",
                "2025-06-01T10:00:00Z",
                "config",
                "setting",
            ),
            (
                "note",
                "Ana: the Brantor dome survey times out after 12600 seconds " + "x " * 1800,
                "2025-06-01T11:00:00Z",
                "chat",
                "chat message",
            ),
        )
    ]
    case = {
        "case_id": "t",
        "events": events,
        "query": {"session_id": "q", "at": "2025-07-01T10:00:00Z",
                  "text": "Do the Brantor config and Ana's note agree on the dome survey timeout?"},
    }  # fmt: skip
    got = hexis_adapter.predict(case)
    assert "cfg" in got["citations"] and got["contradictions"] == []
