"""The thirty-second round (retrieval): a held attribute asked of a thing the store never names
in the forms agents write tickets and cards in ("[Doing] Look up the deck height for the
Quarrendon Falls (card #12)", "Card: Find out the deck height of a folding tandem tyre", "Is
the deck height of a Harrowick steam organ on file?", "{{Expand section|the deck height for
the Ossiter Viaduct}}") gets nothing, where every held deck height came back: the owner was
read only where the request's own reading found the phrase. Each beside a control that must
still be answered."""

from __future__ import annotations

import time

import pytest

from cairn.context.inject import prompt_block
from cairn.context.owners import owned_phrase
from cairn.model import Actor
from cairn.service import MemoryService
from tests.context_kit import add as _add


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        ("[Doing] Look up the deck height for the Quarrendon Falls (card #12)", ("deck", "height")),
        ("Card: Find out the pump power of a resting human heart", ("pump", "power")),
        ("Is the line speed of a Harrowick steam organ on file?", ("line", "speed")),
        ("{{Expand section|the flag state for the Ossiter Viaduct}}", ("flag", "state")),
        # none: no "the X of the|a|an O"
        ("What is the deck height of Quillmere?", ()),
        ("deck height for the Quarrendon Falls?", ()),
    ],
)
def test_the_phrase_a_request_asks_of_an_owner(text: str, phrase: tuple[str, ...]) -> None:
    assert owned_phrase(text) == phrase


def test_requests_in_ticket_forms_about_a_thing_the_store_never_names_get_nothing(
    svc: MemoryService, person: Actor
) -> None:
    quill = _add(svc, "Quillmere's deck height is 14 m, per the ride manual.", person)
    _add(svc, "The deck height of Brantor is 9 m.", person)
    _add(svc, "Brantor's pump power is 6.5 MW.", person)
    # attack: the forms a card or a ticket asks in hid the phrase from the owner's reading
    for text in (
        "[Doing] Look up the deck height for the Quarrendon Falls (card #12)",
        "Card: Find out the pump power of a resting human heart\nColumn: To do",
        "Is the deck height of a Harrowick steam organ on file?",
        "== Specifications ==\n{{Expand section|the deck height for the Ossiter Viaduct}}",
    ):
        assert not prompt_block(svc, text).items, text
    # controls: the store's own thing asked in the same forms
    for text in (
        "[Doing] Look up the deck height for Quillmere (card #12)",
        "Is the deck height of Quillmere on file?",
        "{{Expand section|the deck height for Quillmere}}",
    ):
        assert quill in [i.id for i in prompt_block(svc, text).items][:1], text


def test_a_long_request_reads_the_owned_phrase_in_bounded_time() -> None:
    # attack: 50,000 "the" and 20,000 near-matches of the pattern
    start = time.perf_counter()
    assert owned_phrase("the " * 50_000 + "deck height") == ()
    assert owned_phrase("the deck height of " * 20_000) == ("deck", "height")
    assert owned_phrase("the deck height of " + "x " * 50_000) == ()
    assert owned_phrase("x " * 100_000 + "the deck height of the Falls") == ("deck", "height")
    assert time.perf_counter() - start < 10


def test_ticket_forms_about_a_thing_the_store_never_names_get_nothing_with_vectors() -> None:
    # attack: in the default mode (vectors on), the model's support for the held attribute
    # let each of these through to every record of it; controls: the store's own things
    from cairn.bench.retrieval import Case, run_set

    memories = [
        {"key": "line", "text": "subject\tattribute\tvalue\nVarnholt\tline speed\t9 m/min"},
        {
            "key": "hull",
            "text": '[HKEY_LOCAL_MACHINE\\SOFTWARE\\Facts\\brn-4.12]\n"hull length"="88 m"',
        },
        {
            "key": "pump",
            "text": 'Fact { subject = "QUILMOR", attribute = "pump power", value = "6.5 MW" }',
        },
    ]
    cases = [
        Case("[Doing] Look up the hull length for the Ossiter Queen (card #1599)", (), "offtopic"),
        Case("Is the line speed of a Harrowick steam organ on file?", (), "offtopic"),
        Case(
            "Card: Find out the pump power of a resting grey whale\nColumn: To do", (), "offtopic"
        ),
        Case("[Doing] Look up the hull length for brn-4.12 (card #1599)", ("hull",), "answer"),
        Case("Is the line speed of Varnholt on file?", ("line",), "answer"),
        Case("Card: Find out the pump power of QUILMOR\nColumn: To do", ("pump",), "answer"),
    ]
    got = {c["query"]: c["delivered"] for c in run_set(memories, cases)["per_case"]}
    for c in cases:
        if c.relevant:
            assert got[c.query][:1] == list(c.relevant), c.query
        else:
            assert got[c.query] == [], c.query
