"""Attacks on the thirty-fourth round's readings: long inputs built of the words its rules look
for ("wish", "if only", "until" between past clauses, "but ... ended up", "let's go with",
"regular", "still ... on Monday", a leading "Per" before a file, "before" and a gerund, a
question joining many asks), each read in bounded time, beside a control that must still be
read; and the same readings through an invisible character."""

from __future__ import annotations

import time

import pytest

from cairn.bench import hexis_parts, hexis_subjects
from cairn.policy import facts, questions, recency
from cairn.policy.clauses import parse


@pytest.mark.parametrize(
    "text",
    [
        "wish " * 20_000 + "the X coach had 52 seats",
        "if only " * 10_000 + "X were on v3",
        "X used Gr2 until it was reset " + "until it was reset " * 5_000,
        "Di was asked to review X, " + "but the reviews ended up with Bo, " * 5_000,
        "Let's go with " + "the harbour steps " * 10_000 + "for X from now on.",
        "Does X still send " + "its report " * 10_000 + "on Monday?",
        "Per alerts.yaml " + "and the export " * 10_000 + ", which channel?",
        "How long does X wait " + "before timing out " * 10_000 + "?",
        "who has keys, and " * 5_000 + "who has the spares?",
    ],
)
def test_long_inputs_are_read_in_bounded_time(text: str) -> None:
    q = questions.ask("Which timezone does the X scheduler use?")
    start = time.perf_counter()
    parse(text)
    asked = questions.ask(text)
    recency.asks_now(asked)
    hexis_subjects.another_thing(q, "the scheduler runs on UTC", text)
    hexis_parts.clauses_answering(asked, facts.read("the keys are with Bo; the spares with Cy"))
    assert time.perf_counter() - start < 30


def _old(text: str) -> list[list[str]]:
    return [[v.key for v in c.old_values] for c in facts.read(text).clauses]


def test_the_rules_still_read_a_short_record() -> None:
    # controls beside the attacks: each rule's reading of one short record
    said = facts.read("wish the X coach had 52 seats").clauses
    assert said[0].values and said[0].hedged
    assert _old("the X keysafe used Gr2Tw9 until it was reset")[0] == ["gr2tw9"]
    assert questions.ask("Does X still send its report on Monday?").checked == {"monday"}
    assert "alerts.yaml" in questions.ask("Per alerts.yaml, which channel do X alerts use?").source


@pytest.mark.parametrize("mark", ["\u200b", "\u00a0", "\u2060"])
def test_an_invisible_mark_between_words_keeps_the_value_gone(mark: str) -> None:
    # a zero-width or no-break space between words reads as the plain text does
    text = f"the X keysafe used Gr2Tw9 until{mark}it was reset"
    plain = "the X keysafe used Gr2Tw9 until it was reset"
    assert _old(plain)[0] == ["gr2tw9"]
    assert _old(text)[0] == ["gr2tw9"]


@pytest.mark.parametrize("mark", ["\u200b", "\u2060"])
def test_an_invisible_mark_after_but_keeps_the_outcome(mark: str) -> None:
    text = f"Di was asked to review X, but{mark}the reviews ended up with Bo."
    plain = "Di was asked to review X, but the reviews ended up with Bo."
    assert _old(plain)[0] == ["x"]
    assert _old(text)[0] == ["x"]
