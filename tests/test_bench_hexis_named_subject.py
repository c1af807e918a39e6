"""What a question asks about, when it is named ("ff_dark_mode", "ledger-sync"), is that thing:
a memory naming it is about it whatever else its subject says ("Nudged ff_dark_mode up to 30
percent"), while qualifiers still tell apart things of one kind ("the exports service" for "the
media service"). Cases written for these tests (not from any benchmark), each beside its
control."""

from __future__ import annotations

from typing import Any

from cairn.bench import hexis, hexis_adapter
from cairn.policy import questions


def other(question: str, text: str) -> bool:
    return hexis_adapter._other_subject(questions.ask(question), text)


def test_a_memory_naming_the_asked_thing_is_about_it() -> None:
    asked = "What fraction of tenants currently sees ff_dark_mode?"
    assert not other(asked, "Walked ff_dark_mode back to 20 percent while support catches up.")
    assert not other(asked, "Rolled ff_dark_mode back to 20 percent overnight.")
    assert not other("Which model is answering ledger-sync requests at present?",
                     "Incident note: ledger-sync is pinned to rank-r7; the newer model stays off until the fix.")  # fmt: skip
    # control: a common head with another qualifier is still another thing
    assert other("Which timeout does the media service use?",
                 "The exports service uses a 30 s timeout.")  # fmt: skip
    assert other("What share of paying accounts gets dark mode?",
                 "Trial accounts get dark mode at 30 percent.")  # fmt: skip


def case(events: list[tuple[str, str, str]], question: str) -> dict[str, Any]:
    return {
        "case_id": "named",
        "events": [
            {
                "event_id": eid,
                "session_id": eid,
                "at": at,
                "kind": "remember",
                "content": text,
                "source": {"kind": "chat", "label": "notes", "trust": 0.9},
            }
            for eid, at, text in events
        ],
        "query": {"session_id": "q", "at": "2026-05-01T10:00:00Z", "text": question},
    }


def test_the_later_statement_about_a_named_flag_answers() -> None:
    c = case(
        [
            ("old", "2026-03-01T10:00:00Z", "ff_dark_mode is at 10% rollout."),
            ("new", "2026-04-01T10:00:00Z", "Rolled ff_dark_mode back to 30 percent overnight."),
            ("other", "2026-03-01T10:00:00Z", "ff_tiny_cart is at 60% rollout."),
        ],
        "What fraction of tenants currently sees ff_dark_mode?",
    )  # fmt: skip
    pred = hexis_adapter.predict(c)
    assert "new" in pred["citations"]
    assert hexis.contains(pred["answer"], "30 percent")
    assert not hexis.contains(pred["answer"], "60%")
