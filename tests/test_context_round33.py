"""The thirty-third round (retrieval): a record naming the asked thing beside one other name of
the same shape, in whatever notation ("Memo: the graving dock, formerly dd-anvil-5, now goes by
dd-brant-7", "s/ANVILWORTH/BRANTORIX/g", "301 /Anvil.Worth -> /Bran.Tor"), is read as the
thing's two names: it answers no attribute it does not hold, as a rename a sentence records
does not, where it was delivered alone for every attribute asked of either name. Each beside a
control that must still be answered."""

from __future__ import annotations

import os

import pytest

from cairn.context.inject import prompt_block
from cairn.context.renames import another_name
from cairn.model import Actor
from cairn.service import MemoryService
from tests.context_kit import add as _add


@pytest.mark.parametrize(
    ("text", "names", "pair"),
    [
        (
            "Memo: the graving dock, formerly dd-anvil-5, now goes by dd-brant-7.",
            {"dd", "brant", "7"},
            [("dd-anvil-5", "dd-brant-7")],
        ),
        (
            "s/ANVILWORTH/BRANTORIX/g  # the willow lodge",
            {"anvilworth"},
            [("brantorix", "anvilworth")],
        ),
        (
            "301 /Anvil.Worth -> /Bran.Tor  (the boiler)",
            {"bran", "tor"},
            [("anvil.worth", "bran.tor")],
        ),
        # none: another shape ("CNAME" is no name of it), the subject alone, two other names
        ("bo-3.14 IN CNAME anvil ; the vessel", {"bo", "3", "14"}, []),
        ("Anvil.Worth has a span of 12 m", {"anvil", "worth"}, []),
        ("dd-anvil-5 beside dd-brant-7 and dd-cyan-9", {"dd", "anvil", "5"}, []),
        # none: a line's tag, and a value the thing is set to, are no other name of it
        ("2026-11-07 14:08:51 WARN ANVILWORTH: herd group changed", {"anvilworth"}, []),
        ("fix(ops): set the mail provider of AnvilWorth to BranTor", {"anvilworth"}, []),
    ],
)
def test_a_record_of_the_things_other_name(
    text: str, names: set[str], pair: list[tuple[str, str]]
) -> None:
    assert another_name(text, names) == pair


def _renames(svc: MemoryService, person: Actor) -> None:
    _add(svc, "Memo: the graving dock, formerly dd-anvil-5, now goes by dd-brant-7.", person)
    _add(svc, "s/BRANTORIX/ANVILWORTH/g  # the willow lodge", person)
    _add(svc, "The dewatering rate of dd-cyan-9 is 55 m3 per hour.", person)
    _add(svc, "The wind rating of CYANORIX is 9 Beaufort.", person)


def test_a_record_of_two_names_answers_no_attribute_it_does_not_hold(
    svc: MemoryService, person: Actor
) -> None:
    _renames(svc, person)
    # attack: an attribute the store holds for nothing or only for another thing, asked of
    # either name
    for text in (
        "What was the keel depth of dd-anvil-5 again?",
        "Could you tell me the keel depth of dd-brant-7?",
        "Is the crown slope of BRANTORIX on file?",
        "Is the crown slope of ANVILWORTH on file?",
        "Is the wind rating of ANVILWORTH on file?",
    ):
        assert not prompt_block(svc, text).items, text


def test_the_things_own_attribute_is_still_delivered_beside_its_two_names(
    svc: MemoryService, person: Actor
) -> None:
    _renames(svc, person)
    held = _add(svc, "The dewatering rate of dd-brant-7 is 40 m3 per hour.", person)
    span = _add(svc, "The wind rating of ANVILWORTH is 7 Beaufort.", person)
    got = [i.id for i in prompt_block(svc, "What is the dewatering rate of dd-brant-7?").items]
    assert held in got
    assert span in [
        i.id for i in prompt_block(svc, "Is the wind rating of ANVILWORTH on file?").items
    ]


def test_a_rename_of_a_plain_word_name_is_not_delivered_alone_from_a_real_store(
    svc: MemoryService, person: Actor, monkeypatch: pytest.MonkeyPatch
) -> None:
    from cairn.search import vector

    if vector.available() is not None and not os.environ.get("CI"):
        pytest.skip(f"embed extra: {vector.available()}")
    for text in (
        "brantorix was renamed anvilworth; it is still the spare press.",
        "The turret speed of anvilworth is 40 rpm.",
        "The keel depth of cyanorix is 3 m.",
        "The crown slope of cyanorix is 9 degrees.",
    ):
        _add(svc, text, person)
    monkeypatch.setenv("CAIRN_RETRIEVAL", "hybrid")
    assert vector.ensure_vectors(svc)
    # attack: an attribute nobody holds, asked by the old plain-word name in a standup's form;
    # the model read the rename close to it
    asked = "Standup:\n- Today: find out the head tooling of brantorix\n- Blocker: none"
    assert prompt_block(svc, asked).items == ()
    # control: what the thing holds is delivered by either name
    for text in (
        "What is the turret speed of anvilworth?",
        "What is the turret speed of brantorix?",
    ):
        got = [i.text for i in prompt_block(svc, text).items]
        assert "The turret speed of anvilworth is 40 rpm." in got, text
