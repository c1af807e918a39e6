"""The seventeenth round's readings under hostile input: settings keys built to make a regular
expression backtrack (thousands of hyphen-joined letters, of flag dashes), thousands of lines
opening with a closed-class word, a question whose name opens a huge phrase, a record of
thousands of "the", and an invisible character inside a settings key's unit. Each attack
beside a control that must still read as before; the timed ones compare against a plain text
of the same length in the same run (ratios, not milliseconds: this machine is shared)."""

from __future__ import annotations

import time

from cairn.bench import hexis_subjects
from cairn.policy import measures, questions
from cairn.policy.tokens import tokenize


def _best(fn: object, *args: object, runs: int = 3) -> float:
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        fn(*args)  # type: ignore[operator]
        best = min(best, time.perf_counter() - start)
    return best


def test_keys_built_to_backtrack_are_read_in_linear_time() -> None:
    plain = "a " * 20000
    for hostile in ("a-" * 20000, "--a-" * 10000, "a." * 20000, "-a-" * 13333):
        assert measures.measures(hostile) == []
        assert _best(measures.measures, hostile) < 20 * _best(measures.measures, plain) + 0.3
    # controls: a key ending in its unit still measures, after a flag's dashes too
    assert measures.measures("x --retention-days: 3") == [("duration", 259200.0)]
    assert measures.measures("ALERT_PCT=81") == [("share", 0.81)]


def test_thousands_of_lines_opening_with_a_closed_class_word_are_read_in_linear_time() -> None:
    hostile = "runbook" + "\n- Never" * 20000
    plain = "runbook" + "\n- never" * 20000
    assert not any(t.capital for t in tokenize(hostile))
    assert _best(tokenize, hostile) < 20 * _best(tokenize, plain) + 0.3
    # control: a closed-class word inside a line keeps its capital
    assert next(t for t in tokenize("see: ask Never") if t.low == "never").capital


def test_a_huge_phrase_after_a_name_and_thousands_of_the_are_read_in_linear_time() -> None:
    long_q = questions.ask("How long does the Quillmere " + "fridge " * 5000 + "clean take?")
    short_q = questions.ask("How long does the Quillmere " + "fridge " * 10 + "clean take?")
    assert hexis_subjects.named_phrase(long_q) == {"fridg", "clean"}
    scale = 500 * _best(hexis_subjects.named_phrase, short_q)
    assert _best(hexis_subjects.named_phrase, long_q) < 20 * scale + 0.3
    hostile = "the " * 20000 + "date check did 85 crates"
    plain = "a " * 20000 + "date check did 85 crates"
    assert hexis_subjects._definite_things(hostile) == [{"dat", "check"}]
    assert (
        _best(hexis_subjects._definite_things, hostile)
        < 20 * _best(hexis_subjects._definite_things, plain) + 0.3
    )


def test_an_invisible_character_inside_a_key_makes_no_share() -> None:
    assert measures.measures("ALERT_\u200bPCT=81") == []
    assert measures.measures("ALERT\u200b_PCT=81") == []
    # control: the key written plainly is a share
    assert measures.measures("ALERT_PCT=81") == [("share", 0.81)]
