"""How a question is read when it joins several asks, opens with its topic, or names what it
is for (``policy.questions``): each rule beside a control that must still read as before."""

from __future__ import annotations

from cairn.policy import attributes, questions
from cairn.policy.tokens import stem


def test_a_question_joining_two_wh_questions_has_two_parts() -> None:
    assert questions.parts("Who runs the depot crew now, and which channel do I use?") == [
        "Who runs the depot crew now",
        "which channel do I use",
    ]
    assert questions.parts("How big is a batch and how many runs are there a night?") == [
        "How big is a batch",
        "how many runs are there a night",
    ]
    assert questions.parts("What day and what time is the dome cleaning?") == [
        "What day",
        "what time is the dome cleaning",
    ]


def test_a_closing_list_of_what_is_asked_makes_parts() -> None:
    assert questions.parts("When does the brine check happen now, day and time?") == [
        "what day",
        "what time",
    ]


def test_one_ask_has_no_parts() -> None:
    # controls: a noun pair is one thing asked, "and" inside a phrase splits nothing
    assert questions.parts("What is the cost of bread and butter?") == []
    assert questions.parts("What port does billing use?") == []
    assert questions.parts("Which PR fixed the leak and was merged?") == []
    # a closing list with a verb in it is no list of what is asked
    assert questions.parts("When does it run, and does it page anyone?") == []


def test_a_second_asked_phrase_is_no_part_of_the_subject() -> None:
    q = questions.ask("What day and what time is the Quillmere fly rigging on?")
    assert q.head == "day"
    assert "tim" not in q.subject and {"fly", "rig"} <= q.subject


def test_a_word_before_a_copula_is_the_asked_noun_not_a_verb() -> None:
    q = questions.ask("What per-run cap is on record for the lift inspection?")
    assert q.head == "cap" and q.verb is None
    # control: a verb after its subject stays the verb
    c = questions.ask("What does the api limit?")
    assert c.verb == "limit"


def test_a_leading_topic_phrase_is_what_the_question_asks_about() -> None:
    q = questions.ask("For the Quillmere term review, what lot number went through intake?")
    assert {stem("quillmere"), "term", "review"} <= q.subject
    assert questions.topic_words("For the Quillmere term review, what lot went?") == [
        "quillmere",
        "term",
        "review",
    ]
    # control: a question without a topic phrase has none
    assert questions.topic_words("What lot went through intake?") == []


def test_what_a_question_asks_for_is_part_of_its_subject() -> None:
    q = questions.ask("Which lot did the intake log accept for the press run?")
    assert {"pres", "run"} <= q.subject
    # the phrase ends at a conjunction: the next ask is not what it is for
    r = questions.ask("What cap is on record for the lift inspection, and which records say so?")
    assert {"lift", "inspection"} <= r.subject and "say" not in r.subject


def test_a_heading_clause_lends_its_words_to_the_value_after_it() -> None:
    q = questions.ask("What firmware should a fresh Quillmere ward restock unit be flashed with?")
    scoped = "quillmere(ward restock): move firmware pin forward, now v5.4.1"
    flat = "quillmere: pin ward restock firmware to v5.3.5"
    assert questions.holds(q, scoped) >= questions.holds(q, flat)


def test_a_day_is_asked_as_a_schedule() -> None:
    assert attributes.asked("what day") == "schedule"
    assert attributes.holds("the rigging happens every Tuesday", "schedule")
    # control: a timeout is still a duration, not a schedule
    assert attributes.asked("what timeout does the gateway use") == "duration"


def test_a_progressive_or_a_pronoun_subject_gives_the_question_its_verb() -> None:
    q = questions.ask("Which model is answering quillmere-score requests at present?")
    assert q.verb == "answer" and "answer" not in q.subject
    p = questions.ask("Where should I pull quillmere container images from these days?")
    assert p.verb == "pull" and "pull" not in p.subject
    # controls: a name in -ing before the participle is its subject; a copula stays no verb
    b = questions.ask("Which port is billing using?")
    assert b.verb == "using" and stem("billing") in b.subject
    assert questions.ask("What is the billing timeout?").verb is None


def test_a_second_ask_may_open_with_a_preposition() -> None:
    assert questions.parts("Who's doing the Quillmere triage, and by which day?") == [
        "Who's doing the Quillmere triage",
        "by which day",
    ]
    # control: a preposition after "and" without a question word joins nothing
    assert questions.parts("Who owns the Quillmere triage for Ana and for Bo?") == []
