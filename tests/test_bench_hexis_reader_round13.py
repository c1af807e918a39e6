"""The memory benchmark's reader (``bench.hexis_adapter``) on the twenty-fifth round's rules: a
part of a joined question in words no record holds is answered by the one record left over;
a person asking for a thing is no one to ask for it; a name's phrase of the question's words
headed by what is asked is no value of it; a later update said as a phrasal verb's progressive
or with a retraction replaces the earlier record. Each beside its control and an attack."""

from __future__ import annotations

from typing import Any

from cairn.bench import hexis_adapter, hexis_parts
from cairn.policy import questions, recency


def _event(eid: str, text: str, at: str, label: str = "a note") -> dict[str, Any]:
    return {
        "event_id": eid,
        "session_id": f"s-{eid}",
        "at": at,
        "kind": "remember",
        "content": text,
        "source": {"kind": "chat", "label": label},
    }


def _ask(events: list[dict[str, Any]], question: str) -> dict[str, Any]:
    case = {
        "case_id": "t",
        "events": events,
        "query": {"session_id": "q", "at": "2026-08-01T10:00:00Z", "text": question},
    }
    return hexis_adapter.predict(case)


_CHAT = [
    _event("c1", "thanks all for the patience with Quillmere this month", "2026-06-01T09:00:00Z"),
    _event("c2", "reminder to be kind in the Quillmere channel please", "2026-06-02T09:00:00Z"),
]


def test_a_part_no_record_words_is_answered_by_the_one_record_left_over() -> None:
    events = [
        *_CHAT,
        _event("one", "Our Quillmere supplier is Pemberdown & Sons.", "2026-06-03T09:00:00Z"),
        _event("two", "Questions about Quillmere go to Ana.", "2026-06-04T09:00:00Z"),
        _event("d1", "Our Brantor supplier is Kittering Co.", "2026-06-03T09:00:00Z"),
        _event("d2", "Questions about Brantor go to Bo.", "2026-06-04T09:00:00Z"),
    ]
    ask = "Which company does Quillmere buy from, and who's the contact for questions?"
    got = _ask(events, ask)
    assert sorted(got["citations"]) == ["one", "two"]
    # control: with two records left over, neither is taken for the part
    events.append(
        _event("three", "Our Quillmere courier is Brisk Parcels Ltd.", "2026-06-05T09:00:00Z")
    )
    got = _ask(events, ask)
    assert got["citations"] == ["two"]


def test_a_part_with_a_pronoun_takes_no_record_left_over() -> None:
    events = [
        *_CHAT,
        _event("cfg", "Quillmere run cap: 71 bags.", "2026-06-03T09:00:00Z"),
        _event("near", "Quillmere notify channel is #qm-shop.", "2026-06-03T09:00:00Z"),
    ]
    got = _ask(events, "Where is the Quillmere run cap written, and what does it say?")
    assert "near" not in got["citations"]


def test_a_person_asking_for_a_thing_is_no_one_to_ask_for_it() -> None:
    events = [
        *_CHAT,
        _event("fact", "Ana keeps the Quillmere van key.", "2026-05-01T09:00:00Z"),
        _event(
            "borrow", "Bo asked to borrow the Quillmere van key for a day", "2026-05-20T09:00:00Z"
        ),
    ]
    got = _ask(events, "Whom do I ask for the Quillmere van key?")
    assert got["citations"] == ["fact"] and not got["contradictions"]
    # control: a question about who asked for it is answered by the request
    q = questions.ask("Who asked to borrow the Quillmere van key?")
    assert not hexis_parts._asker_subject(q)
    # attack: a look-alike letter in the pronoun makes no asker of the question
    q = questions.ask("Whom do \u0406 ask for the Quillmere van key?")
    assert not hexis_parts._asker_subject(q)


def test_a_phrase_of_the_asked_words_headed_by_the_asked_thing_is_no_rival_value() -> None:
    q = questions.ask("Whom do I ask for the Quillmere van key?")
    held, asked = "Ana keeps the Quillmere van key.", "Bo asked to borrow the Quillmere van key."
    assert not recency.disagree(q, held, asked, same=True)
    # control: another holder is a rival value
    assert recency.disagree(q, held, "Bo keeps the Quillmere van key.", same=True)


def test_a_progressive_update_replaces_the_earlier_holder() -> None:
    events = [
        _event("said", "Ana is looking after the Quillmere keep list.", "2026-06-01T09:00:00Z"),
        *_CHAT,
        _event(
            "fix",
            "Actually Bo will look after the Quillmere keep list from here.",
            "2026-07-01T09:00:00Z",
        ),
    ]
    got = _ask(events, "Is Ana still looking after the Quillmere keep list?")
    assert got["citations"] == ["fix"]
    # control: without the later record, the earlier one answers
    got = _ask(events[:-1], "Is Ana still looking after the Quillmere keep list?")
    assert got["citations"] == ["said"]


def test_a_retraction_moving_a_named_thing_replaces_the_earlier_place() -> None:
    events = [
        _event("said", "The Quillmere muster is in the castle field.", "2026-06-01T09:00:00Z"),
        *_CHAT,
        _event(
            "fix",
            "On second thought, the Quillmere muster is in the tithe barn from now on.",
            "2026-07-01T09:00:00Z",
        ),
    ]
    got = _ask(events, "Where does Quillmere meet now?")
    assert got["citations"] == ["fix"]


def test_a_part_saying_its_asks_of_the_named_thing_and_may_take_the_record_left_over() -> None:
    events = [
        _event(
            "cap", "Quillmere: the benching limit got bumped to 75 trees.", "2026-06-02T09:00:00Z"
        ),
        _event("other", "Brantor: the sweep limit got bumped to 42 bags.", "2026-06-02T09:00:00Z"),
        _event("chan", "Subscribe to #qm-heads-up for anything Quillmere.", "2026-06-11T09:00:00Z"),
    ]
    ask = "How many trees can Quillmere take in one benching, and where are its updates posted?"
    assert sorted(_ask(events, ask)["citations"]) == ["cap", "chan"]
