"""Attacks on the twenty-second round's readings: a rename or an owner hidden by an invisible
character or a look-alike letter, a sentence-opening noun in disguise, and long inputs, each
beside a control that must still be read."""

from __future__ import annotations

import time

from cairn.bench.hexis_parts import sides_differ
from cairn.context.owners import owner, unknown_owner
from cairn.context.renames import renames
from cairn.policy import facts

KNOWN = frozenset({"quillmere", "deck", "height", "mill"})


def test_a_hidden_character_or_look_alike_in_going_by_reads_no_rename() -> None:
    assert renames("Brantor now goes\u200b by Quillmere.") == []
    assert renames("Brantor now g\u043ees by Quillmere.") == []  # a Cyrillic o
    assert renames("Brantor now goes by Quillmere.") == [("brantor", "quillmere")]  # control


def test_a_look_alike_formerly_reads_no_rename() -> None:
    assert renames("the west mill, f\u043ermerly qm-2.71, is qm-3.10 from today.") == []
    assert renames("the west mill, formerly qm-2.71, is qm-3.10 from today.") == [
        ("qm-2.71", "qm-3.10")
    ]  # control


def test_a_possessive_or_its_repeated_costs_linear_time() -> None:
    start = time.perf_counter()
    text = "Quarrendon's deck height, " * 20_000 + "?"
    assert unknown_owner(text, ("deck", "height"), KNOWN.__contains__) == ()  # a lone name
    text = "you worked on it - what was its deck height " * 20_000
    assert owner(text, ("deck", "height")) == ("", ())
    text = "For " + "the Quarrendon Falls " * 20_000 + ", what deck height?"
    assert unknown_owner(text, ("deck", "height"), KNOWN.__contains__)
    assert time.perf_counter() - start < 10
    # control: the short form is read
    assert unknown_owner(
        "What is the deck height of the Quarrendon Falls?", ("deck", "height"), KNOWN.__contains__
    ) == ("quarrendon", "falls")


def test_a_hidden_character_in_a_sentence_opening_noun_keeps_the_old_reading() -> None:
    # "Chan\u200bges" is no word the verb rule knows: read as before (no crash, a reading)
    claim = facts.read("Chan\u200bges to Quillmere need sign-off from Ana.")
    assert claim.clauses
    plain = facts.read("Changes to Quillmere need sign-off from Ana.")  # control
    assert [v.text for c in plain.clauses for v in c.values] == ["sign-off", "Ana"]


def test_amounts_in_huge_answers_are_compared_in_linear_time() -> None:
    start = time.perf_counter()
    assert sides_differ("max_batch: 5 " * 20_000, "no more than six crates")
    assert not sides_differ("max_batch: 5 " * 20_000, "no more than five crates")  # control
    assert time.perf_counter() - start < 10
