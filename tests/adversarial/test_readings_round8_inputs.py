"""The eighth round's readings under hostile input: a huge joined question, invisible
characters inside a settings key and a joined question, a key of a thousand parts, a pasted
log of numbered items. Each attack beside a control that must still read as before; the
timed ones compare against a plain text of the same length in the same run (ratios, not
milliseconds: this machine is shared)."""

from __future__ import annotations

import time

from cairn.policy import facts, literals, questions, recency


def _best(fn: object, *args: object, runs: int = 5) -> float:
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        fn(*args)  # type: ignore[operator]
        best = min(best, time.perf_counter() - start)
    return best


def test_a_huge_joined_question_is_split_in_linear_time() -> None:
    joined = "Who runs the crew, " + " and which channel is it" * 4000 + "?"
    plain = "Who runs the crew, " + " with the channel as it" * 4000 + "?"
    assert len(questions.parts(joined)) == 4001
    assert questions.parts(plain) == []
    assert _best(questions.parts, joined) < 20 * _best(questions.parts, plain) + 0.05


def test_an_invisible_character_does_not_join_or_split_a_question() -> None:
    # a zero-width space inside "and" is no conjunction: nothing is split, nothing crashes
    assert questions.parts("Who runs the crew, an\u200bd which channel do I use?") == []
    # control: the same question with a plain "and" has two parts
    assert len(questions.parts("Who runs the crew, and which channel do I use?")) == 2


def test_an_invisible_character_in_a_key_names_no_words() -> None:
    assert literals.key_words("max\u200b_per_run") == frozenset()
    assert literals.key_words("a." * 1000 + "b") <= {"b"}  # a thousand one-letter parts
    # control: the key without it says its words
    assert literals.key_words("max_per_run") == {"max", "run"}


def test_a_key_of_a_thousand_parts_is_read_without_blowing_up() -> None:
    key = "_".join(f"part{i}" for i in range(1000))
    claim = facts.read(f"{key} = 7")
    assert [v.text for c in claim.clauses for v in c.values] == ["7"]
    assert not literals.apart({key}, {"part0"})  # one of its parts is the same thing


def test_a_pasted_list_of_numbered_items_reads_no_item_number_as_a_value() -> None:
    pasted = "Checklist:\n" + "\n".join(
        f"{i}. label crate {chr(97 + i % 26)}" for i in range(1, 99)
    )
    values = {v.text for c in facts.read(pasted).clauses for v in c.values}
    assert not values & {str(i) for i in range(1, 99)}
    # control: a number ending a sentence stays a value
    assert [v.text for c in facts.read("The cap is 8.").clauses for v in c.values] == ["8"]


def test_a_correction_word_inside_another_word_corrects_nothing() -> None:
    assert not recency.corrects("incorrectly labelled crates moved to bay 4")
    assert not recency.corrects("the typography team owns the style guide")
    # control: the words themselves do
    assert recency.corrects("the label was incorrect: bay 4")
