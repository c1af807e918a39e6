"""Attacks on the twenty-first round's readings: a description or a rename hidden by an
invisible character or a look-alike letter, a quote that never closes, and long inputs, each
beside a control that must still be read."""

from __future__ import annotations

import time

from cairn.context.asked import asked_phrase
from cairn.context.renames import renamed, renames
from cairn.model import Actor, Candidate
from cairn.policy import phrases
from cairn.service import MemoryService

RECORD = ["- renamed Brantor to Quillmere (the middle mill)"]


def test_an_invisible_character_inside_a_description_asks_nothing_again() -> None:
    assert renamed("What is the sieve size of the middle\u200b mill?", RECORD) is None
    found = renamed("What is the sieve size of the middle mill?", RECORD)  # control
    assert found is not None and "quillmere" in found[0]


def test_a_look_alike_letter_in_no_longer_reads_no_rename() -> None:
    # "n\u043e longer" with a Cyrillic o is not "no longer"
    assert renames("the oldest mill is Quillmere from today, n\u043e longer Brantor.") == []
    assert renames("the oldest mill is Quillmere from today, no longer Brantor.") == [
        ("brantor", "quillmere")
    ]  # control


def test_a_quote_that_never_closes_is_read_as_text() -> None:
    text = 'Quoting Ana: "what is the line speed of QuillMere? ' + "x " * 300
    assert asked_phrase(text, frozenset({"quillmere"})) == ("line", "speed")
    closed = 'Quoting Ana: "what is the line speed of QuillMere?" Did anyone answer?'
    assert asked_phrase(closed, frozenset({"quillmere"})) == ("line", "speed")  # control


def test_long_inputs_are_read_in_linear_time() -> None:
    texts = ["the middle mill " * 200 + "is Quillmere"] * 20
    attacks = [
        "What is the sieve size of " + "the very old middle " * 5_000 + "mill?",
        "the " * 20_000 + "middle mill?",
        '"' + "what? " * 20_000 + '"',
        "'" + "it " * 20_000 + "'",
        "1.2 " * 20_000 + "t?",
        "Is S's hoist " + "speed " * 20_000 + "higher than 2 m/s?",
    ]
    for text in attacks:
        start = time.perf_counter()
        renamed(text, texts)
        asked_phrase(text, frozenset({"s"}))
        list(phrases.bare_phrases(phrases.plain(text, ())))
        assert time.perf_counter() - start < 10
    start = time.perf_counter()
    renames("Brantor " + "has been called " * 5_000 + "Quillmere, no longer " * 5_000)
    renames("formerly Brantor, " * 10_000 + "is now called Quillmere")
    assert time.perf_counter() - start < 10


def test_a_mistyped_focus_against_a_huge_candidate_is_read_in_linear_time() -> None:
    from cairn.context.answers import ask_of, mistyped
    from cairn.model import Memory
    from cairn.search.lexical import QueryTerm
    from cairn.search.pipeline import Scored

    mem = Memory.__new__(Memory)
    text = " ".join(f"w{n}ord" for n in range(100_000)) + " noise"
    object.__setattr__(mem, "text", text)
    hit = Scored(mem, 0.6, 0.5, 0.5, 0.0, ("qm",), None, frozenset({"qm"}), 0.5)
    ask = ask_of("What is the onise level of qm-7?", [QueryTerm("onise", "onis", 1.0, df=0)])
    start = time.perf_counter()
    assert mistyped(ask, [hit]).focus == "noise"
    assert time.perf_counter() - start < 10
    # control: the same candidate without the word leaves the focus as typed
    object.__setattr__(mem, "text", text[:-6])
    assert mistyped(ask, [hit]).focus == "onise"


def test_a_description_recorded_in_another_scope_asks_nothing_again(
    svc: MemoryService, svc_b: MemoryService, person: Actor
) -> None:
    from cairn.context.inject import prompt_block
    from tests.conftest import NS_B

    svc_b.add(Candidate("- renamed Brantor to Quillmere (the west mill)", NS_B), person)
    fact = svc_b.add(Candidate("Quillmere sieve size is 4 mm", NS_B), person).memory
    asked = "What is the sieve size of the west mill?"
    assert prompt_block(svc, asked).items == ()  # project A reads nothing of project B
    assert fact.id in {i.id for i in prompt_block(svc_b, asked).items}  # control


def test_a_hidden_or_look_alike_letter_in_a_mistyped_word_is_not_read_as_another() -> None:
    from cairn.context.answers import ask_of, mistyped
    from cairn.model import Memory
    from cairn.search.lexical import QueryTerm
    from cairn.search.pipeline import Scored

    mem = Memory.__new__(Memory)
    object.__setattr__(mem, "text", "qm-7 noise level: 60 dB")
    hit = Scored(mem, 0.6, 0.5, 0.5, 0.0, ("qm",), None, frozenset({"qm"}), 0.5)
    for typed in ("\u043enise", "on\u200bise"):  # a Cyrillic o; a zero-width space
        ask = ask_of(f"What is the {typed} level of qm-7?", [QueryTerm(typed, typed, 1.0, df=0)])
        assert mistyped(ask, [hit]).focus != "noise", typed
    plain = ask_of("What is the onise level of qm-7?", [QueryTerm("onise", "onis", 1.0, df=0)])
    assert mistyped(plain, [hit]).focus == "noise"  # control
