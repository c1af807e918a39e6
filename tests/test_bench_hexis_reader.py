"""The memory benchmark's reader answers what happened, not what shares words: a casual
correction cairn detects replaces the value it corrects, a change stated later supersedes the
old value while two sources that merely disagree stay a reported conflict, a question about
one service or person is not answered with another's, and a note naming two PRs answers with
the one that fixed the bug. Cases here are written for these tests (not from any benchmark)."""

from __future__ import annotations

from typing import Any

from cairn.bench import hexis, hexis_adapter


def case(events: list[tuple[str, str, str, str]], question: str, at: str) -> dict[str, Any]:
    return {
        "case_id": "reader",
        "events": [
            {
                "event_id": eid,
                "session_id": session,
                "at": when,
                "kind": "remember",
                "content": text,
                "source": {"kind": "chat", "label": eid, "trust": 0.9},
            }
            for eid, session, when, text in events
        ],
        "query": {"session_id": "q", "at": at, "text": question},
    }


def test_a_casual_correction_in_the_same_session_replaces_the_value_it_corrects() -> None:
    logs: list[str] = []
    c = case(
        [
            ("set", "s1", "2026-03-01T10:00:00Z", "Set the billing request timeout to 30 seconds."),
            ("fix", "s1", "2026-03-01T10:02:00Z", "Actually, make that 45 seconds."),
            ("other", "s1", "2026-03-01T10:05:00Z", "The billing log level is debug."),
        ],
        "What request timeout should the billing service use?",
        "2026-03-09T10:00:00Z",
    )
    pred = hexis_adapter.predict(c, log=logs.append)
    assert hexis.contains(pred["answer"], "45 seconds")
    assert not hexis.contains(pred["answer"], "30 seconds")
    assert pred["citations"] == ["fix"]
    assert any("fix: cairn reads it as a correction" in line for line in logs)
    assert not any(line.startswith("other: cairn reads") for line in logs)  # control


def test_the_same_words_in_another_session_correct_nothing() -> None:
    c = case(
        [
            ("set", "s1", "2026-03-01T10:00:00Z", "Set the billing request timeout to 30 seconds."),
            ("later", "s2", "2026-03-02T10:00:00Z", "Actually, make that 45 seconds."),
        ],
        "What request timeout should the billing service use?",
        "2026-03-09T10:00:00Z",
    )
    pred = hexis_adapter.predict(c)
    assert hexis.contains(pred["answer"], "30 seconds")


def test_a_later_move_supersedes_but_two_sources_that_disagree_stay_a_conflict() -> None:
    moved = case(
        [
            ("old", "s1", "2026-01-01T10:00:00Z", "The ledger service runs in eu-west-1."),
            (
                "new",
                "s2",
                "2026-02-01T10:00:00Z",
                "We migrated the ledger service from eu-west-1 to eu-central-1.",
            ),
        ],
        "Which region does the ledger service run in now?",
        "2026-03-01T10:00:00Z",
    )
    pred = hexis_adapter.predict(moved)
    assert hexis.contains(pred["answer"], "eu-central-1")
    assert not hexis.contains(pred["answer"], "eu-west-1")  # the old value is elided too
    assert pred["citations"] == ["new"] and pred["contradictions"] == []
    disagree = case(
        [
            (
                "doc",
                "s1",
                "2026-01-01T10:00:00Z",
                "The deploy doc says production runs ledger v2.3.1.",
            ),
            (
                "dash",
                "s2",
                "2026-01-02T10:00:00Z",
                "The Grafana dashboard shows production on v2.4.0.",
            ),
        ],
        "Which ledger versions are recorded for production, and which records conflict?",
        "2026-03-01T10:00:00Z",
    )
    pred = hexis_adapter.predict(disagree)
    assert hexis.contains(pred["answer"], "v2.3.1") and hexis.contains(pred["answer"], "v2.4.0")
    assert set(pred["contradictions"]) == {"doc", "dash"}


def test_a_question_about_one_service_or_person_is_not_answered_with_anothers() -> None:
    services = case(
        [
            (
                "a",
                "s1",
                "2026-01-01T10:00:00Z",
                "The payments-api pipeline retries failed jobs with limit 5.",
            ),
            (
                "b",
                "s1",
                "2026-01-01T10:01:00Z",
                "The search-api pipeline retries failed jobs with limit 3.",
            ),
        ],
        "What retry limit does the payments-api pipeline use?",
        "2026-02-01T10:00:00Z",
    )
    pred = hexis_adapter.predict(services)
    assert hexis.contains(pred["answer"], "limit 5") and not hexis.contains(pred["answer"], "3")
    assert pred["contradictions"] == []
    people = case(
        [
            ("p", "s1", "2026-01-01T10:00:00Z", "Priya prefers squash merges for her PRs."),
            ("m", "s2", "2026-01-02T10:00:00Z", "Mateo prefers rebase merges for his PRs."),
        ],
        "How does Mateo like his PRs merged?",
        "2026-02-01T10:00:00Z",
    )
    pred = hexis_adapter.predict(people)
    assert hexis.contains(pred["answer"], "rebase") and not hexis.contains(pred["answer"], "squash")


def test_a_note_naming_two_prs_answers_with_the_one_that_fixed_the_bug() -> None:
    c = case(
        [
            (
                "note",
                "s1",
                "2026-01-01T10:00:00Z",
                "PR #812 only added logging around the cache race; the actual fix landed in PR #845.",
            )
        ],
        "Which PR fixed the cache race?",
        "2026-01-05T10:00:00Z",
    )
    pred = hexis_adapter.predict(c)
    assert hexis.contains(pred["answer"], "#845") and not hexis.contains(pred["answer"], "#812")
