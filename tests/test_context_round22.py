"""The twenty-second round (retrieval): a request asking a held attribute of a thing the store
never names ("the drop height of the Reichenbach Falls", "a road racing bike tyre") gets
nothing, where it got every held drop height. Each rule beside a control that must still hold:
the store's own things, a description of one, the project itself and a convention of no
subject are still answered."""

from __future__ import annotations

import pytest

from cairn.context.inject import prompt_block
from cairn.context.owners import owner, unknown_owner
from cairn.model import Actor, Candidate, Kind
from cairn.service import MemoryService

STORE = frozenset({"quillmere", "brantor", "drop", "height", "flume", "west", "bell", "weight"})


def _known(word: str) -> bool:
    return word in STORE


@pytest.mark.parametrize(
    ("text", "phrase", "found"),
    [
        ("What is the drop height of the Reichenbach Falls?", ("drop", "height"), ("the", 2)),
        (
            "quick one: drop hheight on the Reichenbach Falls, anyone?",
            ("drop", "hheight"),
            ("the", 2),
        ),
        (
            "check the cable length of a standard phone lead and post it",
            ("cable", "length"),
            ("a", 3),
        ),
        ("What is the noise level of a jet engine at take-off?", ("noise", "level"), ("a", 2)),
        ("what is the bell weight of Big Ben's hour bell?", ("bell", "weight"), ("", 4)),
        (
            "Hey Ana, you worked on the planet Mars - what was its rotation time?",
            ("rotation", "time"),
            ("the", 2),
        ),
        ("What is the drop height of Quillmere?", ("drop", "height"), ("", 1)),
        # a possessor, and an owner opening the request
        ("Note the Golden Gate Bridge's drop height there.", ("drop", "height"), ("the", 3)),
        ("For a carbonara for four, what egg count did we settle on?", ("egg", "count"), ("a", 1)),
        ("For the billing service, what is the timeout?", ("timeout",), ("the", 2)),
        ("What is the drop height?", ("drop", "height"), ("", 0)),
    ],
)
def test_the_owner_is_the_noun_phrase_closing_the_asked_phrase(
    text: str, phrase: tuple[str, ...], found: tuple[str, int]
) -> None:
    det, words = owner(text, phrase)
    assert (det, len(words)) == found


@pytest.mark.parametrize(
    "text",
    [
        "What is the drop height of the Reichenbach Falls?",
        "what is the bell weight of Big Ben's hour bell?",
        "What is the drop height of the planet Mars?",
        "I need the bell weight of an adult African elephant.",
        "Give me the drop height of a road racing bike tyre, nothing else.",
        "Look up the Golden Gate Bridge's drop height for the checklist.",
        "For the Reichenbach Falls, what drop height did we settle on?",
        "Hey Bo, you worked on the Reichenbach Falls - what was its drop height again?",
        # attack: a zero-width space inside the proper name, a look-alike capital
        "What is the drop height of the Reichen\u200bbach Falls?",
        "What is the drop height of the \u0420eichenbach Falls?",
    ],
)
def test_an_owner_the_store_never_names_is_unknown(text: str) -> None:
    assert unknown_owner(text, ("drop", "height") if "drop" in text else ("bell", "weight"), _known)


@pytest.mark.parametrize(
    "text",
    [
        # the store's own thing, by name and in any case
        "What is the drop height of Quillmere?",
        "What is the drop height of QUILLMERE?",
        # a name in an identifier's shape is judged by the names rule, not here
        "What is the drop height of FalkenDale?",
        "What is the drop height of fl-2.71?",
        # a definite common noun: the situation itself or a description of a held thing
        "What is the drop height of the project?",
        "What is the drop height of the tallest flume?",
        "What is the drop height of the west flume?",
        # an indefinite owner whose head the store uses
        "What is the drop height of a flume?",
        # a capital the store knows ("Brantor's flume")
        "What is the drop height of the Brantor flume?",
        # a day or a month has a capital and names no thing
        "For Monday's flume, what drop height did we settle on?",
        "What is the drop height of the flume for March?",
        # a possessor the store names; a request opening with "On" (a day, a place)
        "Note Quillmere's drop height there.",
        "Hey Bo, you worked on Quillmere - what was its drop height again?",
        "Hey Bo, you worked on the west flume - what was its drop height again?",
        "On Tuesday, what drop height did we settle on?",
        # no owner
        "What is the drop height?",
        "What is the drop height of it?",
    ],
)
def test_an_owner_the_store_names_or_may_describe_is_not_unknown(text: str) -> None:
    assert not unknown_owner(text, ("drop", "height"), _known)


def test_a_huge_owner_costs_a_bounded_read() -> None:
    # attack: a request whose phrase is followed by 200,000 capitalised words, and one whose
    # phrase word recurs 20,000 times
    long = "What is the drop height of " + "Reichenbach " * 200_000 + "?"
    assert unknown_owner(long, ("drop", "height"), _known)
    many = "drop height " * 20_000 + "of Quillmere"
    assert not unknown_owner(many, ("drop", "height"), _known)


def _add(svc: MemoryService, text: str, person: Actor) -> str:
    return svc.add(
        Candidate(text=text, namespace=svc.scope.namespace, kind=Kind.FACT), person
    ).memory.id


def test_a_request_about_a_thing_the_store_never_names_gets_nothing(
    svc: MemoryService, person: Actor
) -> None:
    quill = _add(svc, "Quillmere's drop height is 14 m, per the ride manual.", person)
    _add(svc, "The drop height of Brantor is 9 m.", person)
    _add(svc, "Brantor's pump flow is 400 l/s.", person)
    timeout = _add(svc, "The test timeout is 30 minutes for every repository.", person)
    # attack: a held attribute asked of a famous thing, or of a kind of thing, the store never
    # names delivered every held drop height as if the store knew it
    for text in (
        "What is the drop height of the Reichenbach Falls?",
        "um, so, what's the, uh, drop height of the Reichenbach Falls?",
        "Give me the drop height of a road racing bike tyre, nothing else.",
    ):
        assert not prompt_block(svc, text).items, text
    # controls: the store's thing by name, a description the store cannot read, the project
    # itself for a convention of no subject
    assert [i.id for i in prompt_block(svc, "What is the drop height of Quillmere?").items][:1] == [
        quill
    ]
    assert prompt_block(svc, "What is the drop height of the tallest one?").items
    assert timeout in [
        i.id for i in prompt_block(svc, "What is the test timeout of the project?").items
    ]
