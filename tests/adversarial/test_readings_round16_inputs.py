"""The sixteenth round's readings under hostile input: a huge list after a colon, thousands of
unclosed parentheses in a question, a record asked what it allows after thousands of "the",
and invisible characters inside the words that make a polite aside, a dozen or a value put
back. Each attack beside a control that must still read as before; the timed ones compare
against a plain text of the same length in the same run (ratios, not milliseconds: this
machine is shared)."""

from __future__ import annotations

import time

from cairn.policy import asks, facts, measures, questions, updates


def _best(fn: object, *args: object, runs: int = 3) -> float:
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        fn(*args)  # type: ignore[operator]
        best = min(best, time.perf_counter() - start)
    return best


def _fresh_ask(text: str) -> questions.Question:
    questions.ask.cache_clear()
    return questions.ask(text)


def test_a_huge_list_after_a_colon_is_read_in_linear_time() -> None:
    listed = "Remind me of the Quillmere limits: " + "batch size, " * 3000 + "and finish time?"
    plain = "Remind me of the Quillmere limits " + "batch size " * 3000 + "and finish time?"
    assert asks.parts(listed) == []  # more than three items: no list of asks
    assert _best(asks.parts, listed) < 20 * _best(asks.parts, plain) + 0.2
    assert _best(asks.topic_words, listed) < 20 * _best(asks.topic_words, plain) + 0.2
    # control: a short list is still read item by item
    assert asks.parts("Remind me of the Quillmere limits: batch size, and finish time?") == [
        "what batch size",
        "what finish time",
    ]


def test_thousands_of_unclosed_parentheses_are_read_in_linear_time() -> None:
    opened = "What is the cap " + "(per batch " * 3000 + "for Quillmere?"
    plain = "What is the cap " + "xper batch " * 3000 + "for Quillmere?"
    assert "quillmere" in _fresh_ask(opened).names
    assert _best(_fresh_ask, opened) < 20 * _best(_fresh_ask, plain) + 0.2
    # control: a closed aside is left out of what is asked
    assert _fresh_ask("What day was the Quillmere audit (not the rehearsal)?").subject_head == (
        "audit"
    )


def test_a_record_asked_what_it_allows_after_thousands_of_the_is_read_in_linear_time() -> None:
    many = "What is the most runs" + " the Quillmere runbook" * 2000 + " lets a batch hold?"
    plain = "What is the most runs" + " xhe Quillmere runbook" * 2000 + " lets a batch hold?"
    assert _fresh_ask(many).source
    assert _best(_fresh_ask, many) < 20 * _best(_fresh_ask, plain) + 0.2


def test_an_invisible_character_makes_no_polite_aside_no_dozen_and_no_value_put_back() -> None:
    hidden = "Quillmere: questions about the rota go to Ana, p\u200bls don't DM me"
    plain = "Quillmere: questions about the rota go to Ana, pls don't DM me"
    ana = [c for c in facts.read(hidden).clauses if any(v.text == "Ana" for v in c.values)]
    assert ana and all(c.negated for c in ana)  # no marker: the line reads as one, negated
    ana = [c for c in facts.read(plain).clauses if any(v.text == "Ana" for v in c.values)]
    assert ana and not any(c.negated for c in ana)
    assert measures.spelled("seven do\u200bzen trays") != "84 trays"
    assert measures.spelled("seven dozen trays") == "84 trays"
    assert not updates.reverts("the Quillmere cap goes ba\u200bck to 85")
    assert updates.reverts("the Quillmere cap goes back to 85")
