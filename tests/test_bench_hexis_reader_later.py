"""The reader answers with what holds: a later statement of the same thing replaces an earlier
one (``policy.recency``), and a conjecture does not answer when a plain statement of the same
thing is there. Each attack beside its control; cases written for these tests, not from any set."""

from __future__ import annotations

from typing import Any

from cairn.bench import hexis, hexis_adapter


def case(events: list[tuple[str, str, str, float]], question: str) -> dict[str, Any]:
    return {
        "case_id": "later",
        "events": [
            {
                "event_id": eid,
                "session_id": f"s-{eid}",
                "at": when,
                "kind": "remember",
                "content": text,
                "source": {"kind": "chat", "label": f"source {eid}", "trust": trust},
            }
            for eid, when, text, trust in events
        ],
        "query": {"session_id": "q", "at": "2026-06-01T09:00:00Z", "text": question},
    }


WIDENED = [
    ("first", "2026-05-01T09:00:00Z", "The Tarnwick beta is open to 5 percent of users.", 0.85),
    (
        "later",
        "2026-05-03T09:00:00Z",
        "Tarnwick beta widened, now holding at 25 percent of users.",
        0.85,
    ),
    ("other", "2026-05-03T10:00:00Z", "The Ombrel beta sits at 2 percent of users.", 0.85),
]


def test_a_later_statement_of_the_same_thing_is_the_answer() -> None:
    pred = hexis_adapter.predict(case(WIDENED, "What share of users is the Tarnwick beta on?"))
    assert hexis.contains(pred["answer"], "25 percent")
    assert not hexis.contains(pred["answer"], "5 percent")
    assert pred["citations"] == ["later"]


def test_asked_whether_sources_agree_both_stay() -> None:
    pred = hexis_adapter.predict(
        case(WIDENED, "What share of users is the Tarnwick beta on, and do our sources agree?")
    )
    assert hexis.contains(pred["answer"], "25 percent")
    assert hexis.contains(pred["answer"], "5 percent")


def test_a_later_statement_of_another_attribute_replaces_nothing() -> None:
    events = [
        (
            "type",
            "2026-05-01T09:00:00Z",
            "infra PR: the quarry-batch workers use machine type c6a.12xlarge.",
            0.9,
        ),
        (
            "region",
            "2026-05-02T09:00:00Z",
            "quarry-batch workers run in eu-west-3, next to their source bucket.",
            0.9,
        ),
    ]
    pred = hexis_adapter.predict(case(events, "What machine type do the quarry-batch workers use?"))
    assert hexis.contains(pred["answer"], "c6a.12xlarge")


RUMOUR = [
    (
        "rumour",
        "2026-05-02T09:00:00Z",
        "[#ops-chat] Ilse: Bram told me vellum-ledger gets 84 pooled connections, I think?",
        0.5,
    ),
    (
        "config",
        "2026-05-01T09:00:00Z",
        "# services/vellum-ledger/pgbouncer.ini\n[pgbouncer]\ndefault_pool_size = 72",
        0.95,
    ),
]


def test_a_conjecture_does_not_answer_beside_a_plain_statement() -> None:
    pred = hexis_adapter.predict(
        case(RUMOUR, "What connection ceiling is written down for vellum-ledger?")
    )
    assert hexis.contains(pred["answer"], "72")
    assert not hexis.contains(pred["answer"], "84")


def test_a_question_about_what_was_guessed_is_answered_by_the_guess() -> None:
    pred = hexis_adapter.predict(
        case(RUMOUR, "How many pooled connections does Ilse think vellum-ledger gets?")
    )
    assert hexis.contains(pred["answer"], "84")


def test_a_conjecture_alone_still_answers() -> None:
    pred = hexis_adapter.predict(case(RUMOUR[:1], "How many connections does vellum-ledger get?"))
    assert hexis.contains(pred["answer"], "84")


ASKED = [
    ("owners", "2026-05-01T09:00:00Z", "commit: CODEOWNERS: docs/runbooks/ -> @tamsin", 0.9),
    (
        "asked",
        "2026-05-03T09:00:00Z",
        "[#dev-chat] Orrin: is anyone else able to approve in docs/runbooks/? asking for a friend",
        0.5,
    ),
]


def test_a_sentence_that_asks_does_not_answer_beside_a_statement() -> None:
    pred = hexis_adapter.predict(case(ASKED, "Who is able to approve a change in docs/runbooks/?"))
    assert hexis.contains(pred["answer"], "tamsin")
    assert not hexis.contains(pred["answer"], "Orrin")


def test_a_question_about_what_is_still_open_is_answered_by_the_open_question() -> None:
    events = [
        (
            "open",
            "2026-05-01T09:00:00Z",
            "Open question on parcel-api: should we move cron jobs into the scheduler?",
            0.9,
        ),
        (
            "settled",
            "2026-05-02T09:00:00Z",
            "Settled for parcel-api: we will archive logs after 30 days.",
            0.9,
        ),
    ]
    pred = hexis_adapter.predict(case(events, "What parcel-api question was still open last time?"))
    assert hexis.contains(pred["answer"], "move cron jobs into the scheduler")
