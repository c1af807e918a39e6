"""The thirty-fourth round (admission and retrieval): two records of the same fields that differ
in two of them ("subject = 'S', attribute = 'stair count', value = '84'" beside "... attribute =
'lightning rods', value = '3'") give two attributes or two things, not two values of one slot,
so neither is held back as a conflict; and a request naming its thing by the description a
record of its rename gives, in a notation no pattern knows ("git mv OLD NEW  # the canyon
post", "OLD IN CNAME NEW. ; the canyon post"), is asked again by each of the thing's names.
Each beside a control."""

from __future__ import annotations

import pytest

from cairn.context.inject import prompt_block
from cairn.context.renames import described
from cairn.model import Actor, View
from cairn.policy import records
from cairn.service import MemoryService
from tests.context_kit import add as _add

_STAIRS = "&fact subject = 'AnvilWorth', attribute = 'stair count', value = '84' /"
_RODS = 'let fact = { subject = "AnvilWorth", attribute = "lightning rods", value = "3" } in fact'


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (_STAIRS, _RODS),  # one thing, two attributes
        # two things, two attributes, two notations (a Lisp plist, a struct)
        (
            '(setq fact \'(:subject "bo-6.68" :attribute "varnish coats" :value "7"))',
            "fact = struct('subject', 'cy-2', 'attribute', 'fossil share', 'value', '72 percent');",
        ),
        # two things, one attribute
        (_STAIRS, "&fact subject = 'BranTor', attribute = 'stair count', value = '90' /"),
    ],
)
def test_records_of_the_same_fields_differing_in_two_are_apart(a: str, b: str) -> None:
    assert records.fields_apart(a, b) and records.fields_apart(b, a)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # one field differing: one slot given two values
        (
            'fact = Dict("subject" => "AnvilWorth", "back wood" => "poplar")',
            'fact = Dict("subject" => "AnvilWorth", "back wood" => "oak")',
        ),
        (_STAIRS, "let fact = { subject = 'AnvilWorth', attribute = 'stair count', value = '90' }"),
        # fields of another set: not judged here
        (_STAIRS, "AnvilWorth has 90 stairs"),
    ],
)
def test_records_differing_in_one_field_or_of_other_fields_are_not_apart(a: str, b: str) -> None:
    assert not records.fields_apart(a, b)


def test_two_attributes_of_one_thing_are_both_admitted(svc: MemoryService, person: Actor) -> None:
    stairs = _add(svc, _STAIRS, person)
    rods = _add(svc, _RODS, person)
    live = {m.id for m in svc.memories(View.SEARCH)}
    assert {stairs, rods} <= live
    # control: the same attribute given another value is still held back as a conflict
    other = _add(
        svc,
        "let fact = { subject = 'AnvilWorth', attribute = 'stair count', value = '90' }",
        person,
    )
    assert other not in {m.id for m in svc.memories(View.SEARCH)}


@pytest.mark.parametrize(
    ("note", "first", "second"),
    [
        ("git mv CyanOrix AnvilWorth  # the canyon post", "AnvilWorth", "CyanOrix"),
        ("cyanorix  IN  CNAME  anvilworth.  ; the canyon post", "anvilworth", "cyanorix"),
        ("Naming update: bo-anvil-2 was called bo-cyan-6 before (the canyon post).", "bo-cyan-6", "bo-anvil-2"),
    ],
)  # fmt: skip
def test_a_description_beside_two_names_asks_by_each(note: str, first: str, second: str) -> None:
    got = described("What is the stair count of the canyon post?", [note])
    assert [q for q, _i, _n in got] == [
        f"What is the stair count of {first}?",
        f"What is the stair count of {second}?",
    ]


@pytest.mark.parametrize(
    "note",
    [
        "git mv CyanOrix AnvilWorth  # the mesa post",  # another description
        "AnvilWorth IN CNAME bo-cyan-6 ; the canyon post",  # two names of two shapes
        "git mv CyanOrix AnvilWorth BranTor  # the canyon post",  # three names
    ],
)
def test_no_description_or_no_two_names_asks_nothing_again(note: str) -> None:
    assert described("What is the stair count of the canyon post?", [note]) == []


def test_the_thing_a_description_names_is_answered_from_a_real_store(
    svc: MemoryService, person: Actor
) -> None:
    _add(svc, _STAIRS, person)
    rods = _add(svc, _RODS, person)
    _add(svc, "&fact subject = 'BranTor', attribute = 'lightning rods', value = '5' /", person)
    _add(svc, "git mv CyanOrix AnvilWorth  # the canyon post", person)
    got = [i.id for i in prompt_block(svc, "What is the lightning rods of the canyon post?").items]
    assert rods in got
    # control: the thing's name asks as before
    got = [i.id for i in prompt_block(svc, "What is the lightning rods of AnvilWorth?").items]
    assert rods in got
    # attack: a request naming the thing by neither description nor name asks nothing again
    assert described("MCP tool schema rejected by the Claude Code host", [_RODS]) == []
