"""Attacks on the twentieth round's readings: invisible characters, look-alike letters, a
comment mark in the wrong place and long inputs, each beside a control that must still be
read."""

from __future__ import annotations

import time

from cairn.policy import facts, questions, updates
from cairn.policy.clauses import parse


def _values(text: str) -> list[list[str]]:
    return [[v.text for v in c.values] for c in facts.read(text).clauses]


def test_a_comment_mark_glued_to_its_word_is_a_handle_not_a_comment() -> None:
    # "#ops" after a value is a channel; only "#" between spaces opens a comment
    assert _values("alerts: #ops") == [["#ops"]]
    assert ["45"] in _values("warn_at: 45  # Quillmere")  # control


def test_an_invisible_character_inside_a_list_number_keeps_it_a_value() -> None:
    # "1\u200b." is no item number: the inline list is not read, nothing crashes
    text = "Quillmere checklist: 1\u200b. page the secondary 2. pause the cron"
    assert ["1"] in _values(text)  # no list: the number stays a value
    listed = facts.read("Quillmere checklist: 1. page the secondary 2. pause the cron").clauses
    assert [v.text for v in listed[0].values] == ["page the secondary"]  # control


def test_a_look_alike_keeping_verb_is_no_holder() -> None:
    # "kеeps" with a Cyrillic e is no verb of keeping: no holder is read
    assert all(c.predicate != "owns" for c in facts.read("Ana k\u0435eps the tower key.").clauses)
    assert facts.read("Ana keeps the tower key.").clauses[0].predicate == "owns"  # control


def test_a_look_alike_per_keeps_its_source_reading_safe() -> None:
    # "реr" in Cyrillic is no preposition: the question still parses, no source is invented
    q = questions.ask("What's the most guests \u0440\u0435r Quillmere night?")
    assert not q.source
    assert not questions.ask("What's the most guests per Quillmere night?").source  # control


def test_long_inputs_are_read_in_linear_time() -> None:
    attacks = [
        "checklist: " + " ".join(f"{n}. step" for n in range(1, 5_000)),  # a list of 5,000
        "warn_at: 45" + "  # x" * 20_000,  # a comment after a comment, 20,000 times
        "Ana keeps the " + "very " * 20_000 + "key.",
        "Is Quillmere still at the " + "old " * 20_000 + "boathouse?",
        "What's the most guests per " + "Quillmere " * 20_000 + "night?",
        "Bo took it over " + "this week " * 10_000,
        "Quillmere meets " + "in " * 20_000 + "now",  # every preposition tried for a place
        "We moved the notice " + "to " * 20_000,
    ]
    for text in attacks:
        start = time.perf_counter()
        parse(text)
        questions.ask(text)
        updates.changes(text)
        assert time.perf_counter() - start < 10
    # control: the readings hold on a short input
    assert updates.changes("Quillmere preset: Bo took it over this week.")
    assert _values("Quillmere: the rescan happens in the comms room from now on.") == [
        ["comms room"]
    ]
