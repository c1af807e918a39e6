"""A request is judged as the question asking the same thing (issue 17 item 4): "I need the X for
S", "give me the X for S", "S X?" and "remind me of the S X" put the same word in focus as
"what is the X of S?", so the form of a request does not decide whether a related unknown is
delivered. And the names a candidate must hold are the request's real names: not a word that
ends a sentence ("schedule."), nor a word in an identifier's shape the store never says ("RAM")
beside a name it knows. Sentences and names here are constructed for these tests."""

from __future__ import annotations

import pytest

from cairn.context.answers import (
    AskedAttribute,
    ask_of,
    asks,
    focus_word,
    request_focus,
    split_off,
)
from cairn.model import Memory
from cairn.search.lexical import QueryTerm
from cairn.search.pipeline import Scored


def _hit(text: str, stems: set[str], matched: tuple[str, ...], semantic: float) -> Scored:
    mem = Memory.__new__(Memory)
    object.__setattr__(mem, "text", text)
    return Scored(mem, 0.6, 0.5, 0.5, 0.0, matched, None, frozenset(stems), semantic)


@pytest.mark.parametrize(
    ("question", "requests"),
    [
        (
            "What is the replica count of kiln-9?",
            (
                "I need the replica count for kiln-9.",
                "Give me the replica count for kiln-9.",
                "we'd like to know the replica count of kiln-9",
                "Could you pull up the replica count for kiln-9?",
            ),
        ),
        (
            "What is the retention window of Marsh.Gate?",
            (
                "I need the retention window for Marsh.Gate.",
                "retention window for Marsh.Gate?",
                "Marsh.Gate retention window?",
                "Remind me of the Marsh.Gate retention window.",
            ),
        ),
    ],
)
def test_a_request_puts_in_focus_what_the_question_does(
    question: str, requests: tuple[str, ...]
) -> None:
    focus = focus_word(question)
    assert focus is not None
    for request in requests:
        assert request_focus(request) == focus, request
        assert asks(request), request


@pytest.mark.parametrize(
    "prompt",
    [
        "I need to fix the flaky build before lunch",  # wants to do, names no thing
        "I get a 502 from kiln-9 after the deploy",
        "kiln-9 replica count",  # a keyword list, no question
        # a task: something done to the thing, not the thing told
        "I want the login page to use the new theme",
        "I need the flaky test fixed in kiln-9",
        "we need the cache warmed before the demo",
        "Send me the runbook and the dashboard for kiln-9",  # two things: not judged as one
    ],
)
def test_a_prompt_that_wants_no_thing_is_not_a_request(prompt: str) -> None:
    assert request_focus(prompt) is None
    assert not asks(prompt)


TERMS = [
    QueryTerm("need", "need", 0.5, df=0),
    QueryTerm("replica", "replica", 2.0, df=2),
    QueryTerm("count", "count", 1.5, df=2),
    QueryTerm("kiln", "kiln", 2.5, df=2, ident=True),
    QueryTerm("9", "9", 1.0, df=2, ident=True),
]
# kiln-9 holds a schedule; another subject holds the replica count
OWN = _hit("kiln-9 runs its compaction at 02:00 UTC", {"kiln", "9", "compact"}, ("kiln", "9"), 0.6)
OTHER = _hit(
    "We keep a replica count of 4 for tern-2",
    {"replica", "count", "tern"},
    ("replica", "count"),
    0.5,
)
ANSWER = _hit(
    "kiln-9 keeps a replica count of 3",
    {"kiln", "9", "replica", "count"},
    ("kiln", "9", "replica", "count"),
    0.9,
)


def test_a_related_unknown_asked_as_a_first_person_request_is_not_delivered() -> None:
    ask = ask_of("I need the replica count for kiln-9.", TERMS)
    assert AskedAttribute().holding(ask, [OWN, OTHER]) == []
    # control: the question form was already judged so
    question = ask_of("What is the replica count of kiln-9?", TERMS)
    assert AskedAttribute().holding(question, [OWN, OTHER]) == []


def test_the_answer_to_a_first_person_request_is_delivered() -> None:
    ask = ask_of("I need the replica count for kiln-9.", TERMS)
    assert AskedAttribute().holding(ask, [ANSWER, OWN, OTHER]) == [ANSWER]


def test_a_word_ending_the_sentence_is_not_a_name_the_answer_must_hold() -> None:
    terms = [
        QueryTerm("remind", "remind", 2.0, df=0),
        QueryTerm("marsh", "marsh", 2.5, df=2, ident=True),
        QueryTerm("gate", "gate", 2.5, df=2, ident=True),
        QueryTerm("cron", "cron", 2.0, df=2),
        # "schedule." has an identifier's shape only by its period
        QueryTerm("schedule", "schedul", 2.0, df=0, ident=True),
    ]
    ask = ask_of("Remind me of the Marsh.Gate cron schedule.", terms)
    answer = _hit(
        "Marsh.Gate fires on cron 0 4 * * *",
        {"marsh", "gate", "cron", "fire"},
        ("marsh", "gate", "cron"),
        0.7,
    )
    other = _hit("tern-2 fires on cron 0 5 * * *", {"tern", "cron", "fire"}, ("cron",), 0.5)
    assert AskedAttribute().holding(ask, [answer, other]) == [answer]


def test_a_name_the_store_never_says_beside_a_known_one_is_not_required() -> None:
    terms = [
        QueryTerm("ram", "ram", 3.0, df=0, ident=True),  # "RAM": upper case, never stored
        QueryTerm("cap", "cap", 2.0, df=2),
        QueryTerm("kiln", "kiln", 2.5, df=2, ident=True),
        QueryTerm("9", "9", 1.0, df=2, ident=True),
    ]
    ask = ask_of("Remind me of the kiln-9 RAM cap.", terms)
    answer = _hit(
        "kiln-9 is capped at 2 GiB of memory",
        {"kiln", "9", "cap", "memori"},
        ("kiln", "9", "cap"),
        0.7,
    )
    other = _hit("tern-2 is capped at 1 GiB", {"tern", "cap"}, ("cap",), 0.5)
    assert AskedAttribute().holding(ask, [answer, other]) == [answer]
    # attack: a request naming only things the store never says keeps them required (nothing
    # answers a question about an unknown subject)
    unknown = [
        QueryTerm("ram", "ram", 3.0, df=0, ident=True),
        QueryTerm("cap", "cap", 2.0, df=2),
        QueryTerm("quill", "quill", 2.5, df=0, ident=True),
    ]
    ask = ask_of("Give me the cap on RAM for QUILL.", unknown)
    assert AskedAttribute().holding(ask, [answer, other]) == []


MEMORY_TERMS = [
    QueryTerm("memory", "memori", 1.2, df=4),
    QueryTerm("limit", "limit", 2.5, df=3),
    QueryTerm("kiln", "kiln", 2.5, df=3, ident=True),
    QueryTerm("9", "9", 1.0, df=3, ident=True),
]


def test_a_candidate_holding_the_subject_and_the_focus_is_not_split_off() -> None:
    # kiln-9's memory says "capped ... of memory"; other subjects' say "memory limit": the word
    # "limit" is held elsewhere, but the candidate names the subject and states the focus
    ask = ask_of("What is the memory limit of kiln-9?", MEMORY_TERMS)
    own = _hit(
        "Containers of kiln-9 are capped at 2 GiB of memory",
        {"kiln", "9", "memori", "cap"},
        ("memory", "kiln", "9"),
        0.9,
    )
    other = _hit(
        "tern-2 has a memory limit of 1 GiB", {"tern", "memori", "limit"}, ("memory", "limit"), 0.7
    )
    assert split_off(ask, [own, other]) == [own]
    # control: a memory of the subject stating another attribute is still split off
    schedule = _hit("kiln-9 compacts at 02:00", {"kiln", "9", "compact"}, ("kiln", "9"), 0.9)
    assert split_off(ask, [schedule, other]) == []


def test_a_focus_that_is_the_subject_grants_no_exemption() -> None:
    # "what is the kiln-9 RAM cap?" puts "kiln" in focus: every memory of kiln-9 states it
    terms = [
        QueryTerm("kiln", "kiln", 2.5, df=3, ident=True),
        QueryTerm("9", "9", 1.0, df=3, ident=True),
        QueryTerm("cap", "cap", 2.0, df=3),
        QueryTerm("quota", "quota", 2.0, df=3),
    ]
    ask = ask_of("What is the kiln-9 quota cap?", terms)
    assert ask.focus == "kiln"
    schedule = _hit("kiln-9 compacts at 02:00", {"kiln", "9", "compact"}, ("kiln", "9"), 0.9)
    other = _hit("tern-2 has a quota cap of 5", {"tern", "quota", "cap"}, ("quota", "cap"), 0.7)
    assert split_off(ask, [schedule, other]) == []
