"""A question comparing two sources it names compares a record of each (the twenty-second
round): "do the runbook and the settings say the same?" is answered by the runbook's record
and the settings' record, not a chat line beside them, and the two differ when the amounts
they give differ in any notation. And a plural noun opening a sentence ("Changes to X need
sign-off from Ana") is no verb of change: the person named is the value, not a replaced one. Each
rule beside a control that must still hold."""

from __future__ import annotations

from collections.abc import Callable

from cairn.bench.hexis_parts import from_named, named_sources, sides_differ
from cairn.model import Memory
from cairn.policy import facts, questions
from tests.context_kit import memory

RUNBOOK = memory("Quillmere runbook: news goes to #quill-bulletin.", "m1")
PIN = memory("pinned: Quillmere announcements live in #quill-news", "m2")
CHAT = memory("Quillmere questions go to #quill-help, please not the news channel", "m3")
SETTINGS = memory("Quillmere job settings:\n  max_batch: 48\n  notify: true", "m4")
LABELS = {"m1": ["Quillmere runbook"], "m2": ["a pinned message"], "m3": ["a chat line"]}
LABELS |= {"m4": ["settings"]}
SUPPORT = {"m1": 3.0, "m2": 2.0, "m3": 2.5, "m4": 1.0}


def _labels(table: dict[str, list[str]]) -> Callable[[str], list[str]]:
    return lambda mid: table.get(mid, [])


def _support(m: Memory) -> float:
    return SUPPORT.get(m.id, 0.0)


def test_the_two_named_sources_are_compared_without_a_third() -> None:
    q = questions.ask("Which channel carries Quillmere news? Is the runbook in line with the pin?")
    # "in line with" names no source: the chat line's label is "a chat line"
    got = from_named(q, [RUNBOOK, CHAT, PIN], [RUNBOOK, CHAT, PIN], _labels(LABELS), _support)
    assert got == [RUNBOOK, PIN]


def test_a_named_source_no_used_record_comes_from_is_read_from_the_pool() -> None:
    q = questions.ask(
        "How many jobs can one Quillmere run take, and do the runbook and the settings say the same?"
    )
    got = from_named(q, [RUNBOOK], [RUNBOOK, CHAT, SETTINGS], _labels(LABELS), _support)
    assert got == [RUNBOOK, SETTINGS]


def test_questions_naming_fewer_than_two_sources_read_as_before() -> None:
    labels = _labels(LABELS)
    # one named source, none, or labels the question does not name (neutral labels)
    one = questions.ask("Does the runbook agree with what Ana said about Quillmere news?")
    assert from_named(one, [RUNBOOK, CHAT], [RUNBOOK, CHAT], labels, _support) is None
    plain = questions.ask("Which channel carries Quillmere news?")
    assert named_sources(plain) == frozenset()
    assert from_named(plain, [RUNBOOK, PIN], [RUNBOOK, PIN], labels, _support) is None
    neutral = _labels({"m1": ["source 1"], "m2": ["source 2"], "m3": ["source 3"]})
    q = questions.ask("Which channel carries Quillmere news? Is the runbook in line with the pin?")
    assert from_named(q, [RUNBOOK, CHAT, PIN], [RUNBOOK, CHAT, PIN], neutral, _support) is None
    # attack: a hidden character inside a label cites nothing
    hidden = _labels({"m1": ["Quillmere run\u200bbook"], "m2": ["a pin\u200bned message"]})
    assert from_named(q, [RUNBOOK, CHAT, PIN], [RUNBOOK, CHAT, PIN], hidden, _support) is None


def test_both_named_sources_from_one_record_are_no_comparison() -> None:
    q = questions.ask("Do the runbook and the settings agree on Quillmere's run size?")
    both = _labels({"m1": ["runbook settings"]})
    assert from_named(q, [RUNBOOK], [RUNBOOK], both, _support) is None


def test_the_sides_differ_on_amounts_in_any_notation() -> None:
    assert sides_differ("no more than eighty-four crates per run.", "max_batch: 48")
    assert sides_differ("the shift opens at 20:20", "we begin at 11:25")
    # controls: the same amount spelled and in digits, one time in two notations, words alone
    assert not sides_differ("no more than fifty-two crates per sweep.", "max_batch: 52")
    assert not sides_differ("the shift opens at 18:30", "we begin at 6:30 pm")
    assert not sides_differ("format: plain text", "it comes as epub")
    assert not sides_differ("max_batch: 48", "it comes as epub")


def test_a_huge_question_and_answer_are_read_in_linear_time() -> None:
    import time

    q = questions.ask("Do the runbook and the settings agree? " + "the pin " * 20_000)
    start = time.perf_counter()
    assert named_sources(q) >= {"runbook"}
    assert not sides_differ("no more than 5 " * 20_000, "max_batch: 5")
    assert time.perf_counter() - start < 10


def test_a_plural_noun_opening_a_sentence_is_no_verb_of_change() -> None:
    def read(text: str) -> tuple[list[str], list[str]]:
        claim = facts.read(text)
        return (
            [v.text for c in claim.clauses for v in c.values],
            [v.text for c in claim.clauses for v in c.old_values],
        )

    assert read("Changes to Quillmere's template need sign-off from Ana.") == (
        ["sign-off", "Ana"],
        [],
    )
    assert read("Moves to the west mill need approval from Bo.") == (["Bo"], [])
    # controls: a verb of change keeps its old value, opening a sentence or not
    assert read("Changes the owner from Ana to Bo.") == (["Bo"], ["Ana"])
    assert read("Switches from Ana to Bo.") == (["Bo"], ["Ana"])
    assert read("Change the owner from Ana to Bo.") == (["Bo"], ["Ana"])
    assert read("We changed the owner from Ana.")[1] == ["Ana"]
