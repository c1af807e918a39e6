"""Attacks on the thirty-second round's readings: long inputs built of the words its rules
look for (a note placing a thing, "but nothing came of it", "while someone was away", a
passive "get", "how many"), each read in linear time, beside a control that must still be
read."""

from __future__ import annotations

import time

import pytest

from cairn.bench import hexis_asked
from cairn.policy import facts, questions
from cairn.policy.clauses import parse


@pytest.mark.parametrize(
    "text",
    [
        "Anvilworth quiz in the " + "back " * 20_000 + "room",
        "Anvilworth quiz " + "in the back room " * 10_000,
        "we did look at X for Anvilworth but nothing came of it, " * 5_000,
        "Bo covered Anvilworth requests while someone was on leave. " * 2_500,
        "Who gets " * 10_000 + "paged first?",
        "How many " * 10_000 + "requests a second?",
        "Ana is first aider for Anvilworth " + "when they can't make it " * 5_000,
        "Is Bo still the " + "Anvilworth " * 20_000 + "tech lead?",
        "How many people can " + "join " * 20_000 + "Anvilworth?",
    ],
)
def test_long_inputs_are_read_in_linear_time(text: str) -> None:
    start = time.perf_counter()
    parse(text)
    questions.ask(text)
    hexis_asked.episodic(questions.ask("Who looks after Anvilworth requests?"), text)
    assert time.perf_counter() - start < 10


def test_the_rules_still_read_a_short_record() -> None:
    # controls beside the attacks: each rule's reading of one short record
    assert [v.text for c in facts.read("Anvilworth quiz in the back room").clauses for v in c.values] == ["back room"]  # fmt: skip
    said = facts.read("we did look at us-east-2 for Anvilworth but nothing came of it").clauses
    assert said[0].predicate == "rejected"
    q = questions.ask("Who looks after Anvilworth requests?")
    assert hexis_asked.episodic(q, "Bo covered Anvilworth requests while someone was on leave")
    assert questions.ask("Who gets paged first?").verb == "pag"
