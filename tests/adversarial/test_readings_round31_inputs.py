"""Attacks on the thirty-first round's readings: long inputs built of the words its rules look
for (an occasion, a plural and its verb, a tag question), each read in linear time, and a tag
question's words, beside a control that must still be read."""

from __future__ import annotations

import time

import pytest

from cairn.policy import facts, questions, updates
from cairn.policy.clauses import parse


@pytest.mark.parametrize(
    "text",
    [
        # before, every "once" (a subordinator) scanned the whole clause behind and ahead of
        # it: 20,000 of them took over a minute
        "Bo helped tidy the boxes " + "once " * 20_000,
        "once " * 20_000 + "it is here",
        "Bo fixed it " + "once when " * 10_000 + "it is done",
        "Licence changes for " + "the " * 20_000 + "X need Bo's ok",
        "X " + "freezes changes " * 10_000,
        "X is Friday " + "isn't it, " * 10_000 + "?",
    ],
)
def test_long_inputs_are_read_in_linear_time(text: str) -> None:
    start = time.perf_counter()
    parse(text)
    questions.ask(text)
    updates.changes(text)
    assert time.perf_counter() - start < 10


def test_a_subordinator_still_splits_a_short_clause() -> None:
    # control: "once the X is done" opens a clause of its own after a clause with a verb
    cs = facts.read("Bo closes the Anvilworth hut once the sweep is done.").clauses
    assert len(cs) == 2


def test_a_tag_question_neither_negates_nor_adds_to_its_value() -> None:
    for text in (
        "Anvilworth pool training is Friday, isn't it?",
        "Anvilworth training is Friday isn't it, see you there",  # glued to what follows
        "Anvilworth is on bx-7, right?",
    ):
        c = facts.read(text).clauses[0]
        assert not c.negated and [v.text for v in c.values] in (["Friday"], ["bx-7"]), text
    # control: a negation stays one, and "right" as a value stays a value
    assert facts.read("Bo doesn't use it").clauses[0].negated
    assert [v.text for v in facts.read("the answer is right").clauses[0].values] == ["right"]


def test_a_long_record_of_past_verbs_is_judged_in_linear_time() -> None:
    from cairn.bench import hexis_asked

    q = questions.ask("Who should I ask about the Anvilworth boxes?")
    # before, every past verb of a record with no value looked over the whole clause: 20,000
    # of them took minutes
    start = time.perf_counter()
    hexis_asked.episodic(q, "Bo " + "tidied " * 20_000)
    assert time.perf_counter() - start < 10
    # control: one occasion is still an episode
    assert hexis_asked.episodic(q, "Bo tidied the Anvilworth boxes once")
