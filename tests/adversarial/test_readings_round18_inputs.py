"""Attacks on the eighteenth round's readings: invisible characters, look-alike letters and
long inputs, each beside a control that must still be read."""

from __future__ import annotations

import time

from cairn.bench import hexis_adapter
from cairn.policy import facts, measures
from cairn.policy.clauses import parse
from cairn.policy.tokens import tokenize


def test_an_invisible_character_breaks_a_range_without_a_crash() -> None:
    # a zero-width space between the number and the dash: two numbers, no range
    shaped = [t.text for t in tokenize("Expect 14\u200b–20 crates") if t.shaped]
    assert "14–20" not in shaped
    assert [t.text for t in tokenize("Expect 14–20 crates") if t.shaped] == ["14–20"]  # control


def test_a_look_alike_key_is_no_fraction() -> None:
    # "rаtio" with a Cyrillic a is another key: no share is read from it
    assert measures.measures("r\u0430tio = 0.91") == []
    assert measures.measures("ratio = 0.91") == [("share", 0.91)]  # control


def test_long_inputs_are_read_in_linear_time() -> None:
    attacks = [
        "\n-- \n" + "A" * 100_000,  # a signature block with no end
        "[" * 50_000 + "x]\nbatch_max = 4",  # a section line that never closes
        "k:\n" + " " * 100_000 + "x",  # a parent key before a long indent
        "twice a " * 20_000,
        ",".join("x" * 5 for _ in range(20_000)),  # a row of 20,000 fields
    ]
    for text in attacks:
        start = time.perf_counter()
        hexis_adapter._signature(text)
        facts.named_apart(text[:20_000], "quillmere.cap = 4")
        measures.measures(text)
        assert time.perf_counter() - start < 10
    start = time.perf_counter()
    parse(attacks[-1])
    assert time.perf_counter() - start < 10
    # control: the readings still hold on a short input
    assert hexis_adapter._signature("Plan for 32-36.\n\n-- \nAna\nthe crate room") == "Ana"
