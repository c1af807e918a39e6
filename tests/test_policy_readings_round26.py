"""Readings of the twenty-sixth round (issue 17): a rate ending a question ("what does X cost a
year?"), "it is not live yet" after a value, a time said from now after a place ("to the
maltings this week"), and what a yes/no question with "still" puts to the test when the thing
is a name and the value a phrase, a verb's object or another name's role. Each rule beside its
control, and the attacks: a look-alike letter, punctuation in the way, a long text."""

from __future__ import annotations

from cairn.policy import facts, questions


def _values(text: str) -> list[str]:
    return [v.key for c in facts.read(text).clauses for v in c.values]


def _checked(question: str) -> set[str]:
    return set(questions.ask(question).checked)


def test_a_rate_ending_the_question_is_no_part_of_what_it_asks_about() -> None:
    q = questions.ask("What does the Quillmere licence cost a year?")
    assert (q.verb, q.subject_head) == ("cost", "licens") and "year" not in q.subject
    q = questions.ask("What does the Brantor kit hire cost each month?")
    assert q.verb == "cost" and "month" not in q.subject
    # control: "per year" reads as before, and a question about a year keeps it
    assert "year" not in questions.ask("What does the Quillmere licence cost per year?").subject
    assert questions.ask("Which year did Quillmere open?").head == "year"
    # attack: a look-alike letter (Cyrillic "а") is no unit of time
    q = questions.ask("What does the Quillmere licence cost a ye\u0430r?")
    assert q.verb != "cost"


def test_not_live_yet_after_a_value_says_it_is_not_in_effect() -> None:
    def hedged(text: str) -> list[bool]:
        return [c.hedged for c in facts.read(text).clauses if c.values and not c.negated]

    assert hedged("Here is draft qm-41c for comments; it is not live yet.") == [True]
    assert hedged("The Quillmere preset is Vu33Su; it isn't in use yet.") == [True]
    # controls: with no "yet", "it is not negotiable" does not take the value back
    assert hedged("The Quillmere cap is 45; it is not negotiable.") == [False]
    assert hedged("The Brantor preset is Vu33Su, not live yet.") == [True]
    # attack: a long tail after the pronoun is no short denial of the value before it
    text = "The Quillmere cap is 45; it is not what anyone on the night crew wanted yet."
    assert hedged(text) == [False]


def test_a_time_said_from_now_after_a_place_is_no_part_of_it() -> None:
    assert _values("Update: Quillmere moved to the old print works this week.") == [
        "old print works"
    ]
    assert _values("Brantor is at the maltings next month.") == ["maltings"]
    # control: after a determiner it is the phrase itself; a verb's object keeps its time
    assert _values("The desk has the Quillmere pager this weekend.") == [
        "quillmere pager this weekend"
    ]
    assert _values("Quillmere moved to the maltings.") == ["maltings"]
    # attack: a look-alike letter makes no unit of time: the phrase reads as before
    assert _values("Quillmere moved to the maltings this w\u0435ek.") == ["maltings this w\u0435ek"]


def test_still_tests_the_phrase_after_a_preposition_and_a_verbs_object() -> None:
    assert _checked("Is Quillmere still at the coach house?") == {"coach", "hous"}
    assert _checked("Does Quillmere still meet in the function room?") == {"function", "room"}
    assert _checked("Does Brantor still buy from Brindlecott Ltd?") == {"brindlecott", "ltd"}
    # controls: a literal after "still" as before; an intransitive verb tests nothing
    assert _checked("Is Quillmere still at host-9?") == {"host-9"}
    assert _checked("Is Quillmere still happening?") == set()
    # attack: a name in -ing is no verb after "still": the name before "still" is the thing
    assert _checked("Does Brantor still buy from Quillering Ltd?") == {"quiller", "ltd"}
    # attack: a look-alike letter in "still" (Cyrillic "і") puts no phrase to the test
    assert _checked("Is Quillmere st\u0456ll at the coach house?") == set()


def test_still_with_a_name_before_it_tests_that_name() -> None:
    assert _checked("Is Ana still reviewing the Quillmere points rollover?") == {"ana"}
    assert _checked("Is Brindlecott Ltd still Brantor's supplier?") == {"brindlecott", "ltd"}
    assert _checked("Is Ana still Bo's manager?") == {"ana"}
    # control: a role of a thing said by a phrase tests the name after "still"
    assert "ana" in _checked("Is the fridge clean at Quillmere still Ana's job?")
    assert _checked("Is the Quillmere rota still Bo's?") == {"bo"}


def test_a_comparison_after_a_dash_or_a_request_to_compare_compares() -> None:
    dash = "Which day is the Quillmere sync on \u2014 does the agenda match Bo's text?"
    assert questions.ask(dash).compares
    ask = "What day is the Quillmere sync? Compare the agenda and the text from Bo."
    assert questions.ask(ask).compares
    # controls: a dash before no yes/no comparison, and "compare" with nothing to compare
    assert not questions.ask(
        "Which day is the Quillmere sync on \u2014 the one after Monday?"
    ).compares
    assert not questions.ask("What day is the Quillmere sync? Compare notes later.").compares
    # attack: a look-alike letter (Cyrillic "С") makes no request to compare
    ask = "What day is the Quillmere sync? \u0421ompare the agenda and the text from Bo."
    assert not questions.ask(ask).compares
