"""Which of several statements of one thing holds now (``policy.recency``, issue 17).

Each attack is a later memory that must NOT replace an earlier one (another attribute of the
same kind of shape, another subject, a rumour, a question, a hedge, a question about conflicts,
about an earlier time or a date), beside the control that must: a later statement of the same
thing with another value, with or without words of change."""

from __future__ import annotations

import pytest

from cairn.policy import questions, recency
from cairn.policy.recency import Statement


def _stale(question: str, old: str, new: str, *, old_w: float = 0.9, new_w: float = 0.9) -> bool:
    q = questions.ask(question)
    got = recency.superseded(
        q,
        [
            Statement("old", old, "2026-01-10T09:00:00Z", old_w),
            Statement("new", new, "2026-02-10T09:00:00Z", new_w),
        ],
    )
    assert "new" not in got  # the later statement is never the one replaced
    return got == {"old"}


CONTROLS = [
    # (question, earlier, later): the later statement replaces the earlier one
    (
        "What share of Kestrel Pay users is the canary on?",
        "Kestrel Pay canary is live for 5 percent of users.",
        "Kestrel Pay canary widened, now holding at 25 percent of users.",
    ),
    (
        "When does /v1/refunds/export stop working?",
        "API council minutes: /v1/refunds/export retires on 9 April.",
        "API council minutes: /v1/refunds/export now goes away on 27 November.",
    ),
    (
        "What time does nightly_rollup start?",
        "nightly_rollup fires at 03:15 UTC.",
        "Commit: move nightly_rollup to run at 05:25 UTC.",
    ),
    # no word of change at all: a later plain statement of the same thing
    (
        "How many replicas does ledger-api run?",
        "ledger-api runs 3 replicas.",
        "ledger-api runs 5 replicas.",
    ),
]


@pytest.mark.parametrize(("question", "old", "new"), CONTROLS)
def test_a_later_statement_of_the_same_thing_replaces_the_earlier(
    question: str, old: str, new: str
) -> None:
    assert _stale(question, old, new)


ATTACKS = [
    # another attribute of the same thing, its value of the same broad shape (an identifier)
    (
        "What machine type do the log-compaction workers use?",
        'infra PR: `instance_type = "c6a.12xlarge"` for the log-compaction node group.',
        "log-compaction runs in eu-west-3, next to its source bucket.",
    ),
    # another subject in the same frame
    (
        "How many replicas does ledger-api run?",
        "ledger-api runs 3 replicas.",
        "billing-api runs 5 replicas.",
    ),
    # a later question asserts nothing
    (
        "How many replicas does ledger-api run?",
        "ledger-api runs 3 replicas.",
        "Should we maybe drop ledger-api to 2 replicas?",
    ),
    # a later hedge
    (
        "How many replicas does ledger-api run?",
        "ledger-api runs 3 replicas.",
        "ledger-api might run 2 replicas, I think.",
    ),
    # a later negation
    (
        "How many replicas does ledger-api run?",
        "ledger-api runs 3 replicas.",
        "ledger-api does not run 2 replicas.",
    ),
]


@pytest.mark.parametrize(("question", "old", "new"), ATTACKS)
def test_a_later_memory_that_is_not_a_statement_of_the_same_value_replaces_nothing(
    question: str, old: str, new: str
) -> None:
    assert not _stale(question, old, new)


OLD, NEW = "ledger-api runs 3 replicas.", "ledger-api runs 5 replicas."


@pytest.mark.parametrize(
    "question",
    [
        "How many replicas does ledger-api run, and do our sources agree?",
        "Any inconsistency in how many replicas ledger-api runs?",
        "Which records conflict about the ledger-api replica count?",
        "How many replicas did ledger-api run originally?",
        "How many replicas did ledger-api run before?",
        "How many replicas did ledger-api run on 4 March?",
        "How many replicas did ledger-api run on 2026-01-20?",
        "According to the runbook, how many replicas does ledger-api run?",
    ],
)
def test_questions_about_conflicts_sources_or_another_time_keep_both(question: str) -> None:
    assert not _stale(question, OLD, NEW)


def test_a_rumour_does_not_replace_a_record_and_a_record_replaces_a_rumour() -> None:
    question = "How many replicas does ledger-api run?"
    assert not _stale(question, OLD, NEW, old_w=0.95, new_w=0.3)
    assert _stale(question, OLD, NEW, old_w=0.3, new_w=0.95)


def test_the_order_is_by_time_not_by_position() -> None:
    q = questions.ask("How many replicas does ledger-api run?")
    later_first = [
        Statement("new", NEW, "2026-02-10T09:00:00Z", 0.9),
        Statement("old", OLD, "2026-01-10T09:00:00Z", 0.9),
    ]
    assert recency.superseded(q, later_first) == {"old"}


def test_a_question_names_a_date_by_month() -> None:
    assert not recency.asks_now(questions.ask("Which mode did the registry have on March 4, 2026?"))
    assert recency.asks_now(questions.ask("Which mode does the registry have now?"))
    assert recency.asks_now(questions.ask("Which job starts at 03:15 UTC?"))  # a clock is no date


def test_value_kinds_tell_a_region_from_an_instance_type() -> None:
    assert not recency.kinds_alike("eu-west-3", "c6a.12xlarge")
    assert recency.kinds_alike("9 April", "27 November")
    assert recency.kinds_alike("JumpCloud", "Keycloak")
