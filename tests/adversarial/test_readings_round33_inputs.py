"""Attacks on the thirty-third round's readings: long inputs built of the words its rules look
for (a value named "the old", a code "that ran out", "while" after "looked after", "once when",
"would", ", nothing", "need" before a gerund, a name after "for the", two
records of many colours), each read in bounded time, beside a control that must still be
read."""

from __future__ import annotations

import time

import pytest

from cairn.bench import hexis_another, hexis_asked
from cairn.policy import facts, questions, recency
from cairn.policy.clauses import parse


@pytest.mark.parametrize(
    "text",
    [
        "Tq4Zz9 was the " + "old " * 20_000 + "code.",
        "Tq4Zz9 was a code that " + "ran out " * 10_000,
        "Bo looked after " + "the X " * 10_000 + " while the owner was off.",
        "Bo looked after X " + "while " * 20_000,
        "Bo counted X once " + "when the secretary was ill " * 5_000,
        "would " * 20_000,
        "we talked about X, " + "nothing, " * 10_000,
        "When does the domain " + "need " * 10_000 + "renewing?",
        "nominations for the " + "Anvilworth " * 10_000 + "close on 9 May",
    ],
)
def test_long_inputs_are_read_in_bounded_time(text: str) -> None:
    q = questions.ask("When does the Anvilworth domain need renewing?")
    start = time.perf_counter()
    parse(text)
    questions.ask(text)
    hexis_asked.episodic(q, text)
    hexis_another.of_another(q, text)
    assert time.perf_counter() - start < 30


def test_two_records_of_many_colours_are_compared_in_bounded_time() -> None:
    q = questions.ask("Do the list and the text agree on the Anvilworth colours?")
    a = "Kit list: " + " and ".join(f"plum{i}" for i in range(2_000))
    b = "Text: shirts are " + " and ".join(f"silver{i}" for i in range(2_000))
    start = time.perf_counter()
    recency.disagree(q, a, b, same=True)
    assert time.perf_counter() - start < 30


def test_the_rules_still_read_a_short_record() -> None:
    # controls beside the attacks: each rule's reading of one short record
    old = facts.read("Tq4Zz9 was a temporary Anvilworth locker code that ran out.").clauses
    assert [v.key for v in old[0].old_values] == ["tq4zz9"] and not old[0].values
    q = questions.ask("Who keeps the Anvilworth stands?")
    told = "Bo counted the Anvilworth stands once when the secretary was ill."
    assert hexis_asked.episodic(q, told)
    assert facts.read("would Friday suit better for Anvilworth?").clauses[0].hedged
    gone = facts.read("we talked about moving Anvilworth to port 80, nothing decided").clauses
    assert gone[0].predicate == "rejected"
    assert questions.ask("When does the Anvilworth domain need renewing?").subject_head == "domain"


@pytest.mark.parametrize(
    "text",
    [
        "Tq4Zz9 was the \u200bold Anvilworth code.",  # a zero-width space before a word
        "Tq4Zz9 was a temporary Anvilworth code that ran\u00a0out.",  # a no-break space
    ],
)
def test_invisible_and_no_break_spaces_between_words_keep_the_value_old(text: str) -> None:
    clause = facts.read(text).clauses[0]
    assert [v.key for v in clause.old_values] == ["tq4zz9"] and not clause.values
