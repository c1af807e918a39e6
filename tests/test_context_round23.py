"""The twenty-third round (retrieval): a request asking an attribute of a family the store
names for other things ("the *sieve* clamp of qm-4") gets nothing when no record of its subject
says a word of it, where it got every other attribute of the subject. Each rule beside a control
that must still hold: the asked attribute said by the subject's record, a paraphrase sharing no
word with the store, and an attribute asked of the thing that holds it."""

from __future__ import annotations

import pytest

from cairn.context.answers import AskedAttribute, ask_of
from cairn.context.asked import asked_phrase, phrase_unheld
from cairn.context.inject import prompt_block
from cairn.model import Actor
from cairn.search.lexical import QueryTerm
from cairn.service import MemoryService
from tests.context_kit import add as _add
from tests.context_kit import hit as _hit
from tests.context_kit import terms as kit_terms


def _terms(dfs: dict[str, int]) -> list[QueryTerm]:
    # "qm" and "4" are the words of the subject's identifier, qm-4
    return kit_terms(*((w, df, w in ("qm", "4")) for w, df in dfs.items()))


def test_a_phrase_whose_family_the_store_names_for_others_is_unheld() -> None:
    terms = _terms({"sieve": 3, "clamp": 0, "top": 0, "rigging": 4, "qm": 5})
    belt = _hit("qm-4 belt speed is 40 per minute", ("qm",), None)
    bulb = _hit("qm-4 bulb colour is amber", ("qm",), None)
    # the store says "sieve" (of other machines), no record of qm-4 says "sieve" or "clamp"
    assert phrase_unheld(("sieve", "clamp"), terms, [belt, bulb], ("qm",))
    # controls: a record of the subject saying the head, or a modifier one typo away; a
    # paraphrase whose modifiers the store never says (only the head is a store word: heads
    # are shared by unrelated attributes, "time", "level"); a single word (a category whose
    # instances answer it); no record of the subject at all
    clamp = _hit("qm-4 clamp force is 5 kN", ("qm",), None)
    assert not phrase_unheld(("sieve", "clamp"), terms, [belt, clamp], ("qm",))
    sieve = _hit("qm-4 sievve guard is steel", ("qm",), None, stems=("qm", "sievve", "guard"))
    assert not phrase_unheld(("sieve", "clamp"), _terms({"sieve": 3, "clamp": 0}), [sieve], ())
    assert not phrase_unheld(("top", "rigging"), terms, [belt, bulb], ("qm",))
    assert not phrase_unheld(("rigging",), terms, [belt, bulb], ("qm",))
    assert not phrase_unheld(("sieve", "clamp"), terms, [], ("qm",))


def test_a_head_naming_a_class_is_held_by_a_value_of_it() -> None:
    # "the *launch* date of qm-4" against its record giving a date in other words: the store
    # says "launch" of other things, the record holds a value of the class the head names
    terms = _terms({"launch": 2, "date": 0, "qm": 5})
    opened = _hit("qm-4 opened to the public on 2026-04-03", ("qm",), None)
    assert not phrase_unheld(("launch", "date"), terms, [opened], ("qm",))
    noted = _hit("qm-4 opened to the public with a ribbon", ("qm",), None)
    assert phrase_unheld(("launch", "date"), terms, [noted], ("qm",))


def test_nearby_candidates_count_as_records_of_the_subject() -> None:
    ask = ask_of(
        "What is the sieve clamp of qm-4?", _terms({"sieve": 3, "clamp": 2, "qm": 5, "4": 5})
    )
    belt = _hit("qm-4 belt speed is 40 per minute", ("qm", "4"), None)
    clamp = _hit("qm-4 sieve clamp is 5 kN", ("qm", "4", "sieve", "clamp"), None)
    judge = AskedAttribute()
    assert judge.holding(ask, [belt]) == []
    # a weaker candidate the search also found says it: the chosen ones are judged as before
    assert judge.holding(ask, [belt], [clamp]) != []


def test_an_attribute_of_a_family_held_only_by_other_things_gets_nothing(
    svc: MemoryService, person: Actor
) -> None:
    _add(svc, "The upper roller of bx-7 is tungsten carbide.", person)
    _add(svc, "bx-7 belt speed is 55 per minute.", person)
    belt = _add(svc, "qm-4 belt speed is 40 per minute.", person)
    _add(svc, "qm-4 bulb colour is amber.", person)
    clamp = _add(svc, "qm-4 clamp force is 5 kN.", person)
    # attack: a family the store names ("upper ...") asked of a thing whose records never say
    # it delivered every other attribute of the thing
    for text in (
        "What is the upper guard of qm-4?",
        "Before you deploy, check the upper guard of qm-4 and put it in the PR.",
        "What is the upper guard of qm-4?" + " Thanks." * 2_000,
    ):
        assert not prompt_block(svc, text).items, text[:60]
    # controls: the family asked of the thing holding it; attributes the subject holds, also
    # with an invisible character or a look-alike letter in their words (no rule may turn them
    # into a refusal)
    assert prompt_block(svc, "What is the upper roller of bx-7?").items
    assert clamp in [i.id for i in prompt_block(svc, "What is the clamp force of qm-4?").items]
    for text in (
        "What is the belt speed of qm-4?",
        "What is the be\u200blt speed of qm-4?",
        "What is the belt spe\u0435d of qm-4?",
    ):
        assert belt in [i.id for i in prompt_block(svc, text).items], text


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        # "check" asks for the thing as "find" does; "for me" names whom it is for, no owner
        ("When you get a moment, check the cord length of qm-4 for me.", ("cord", "length")),
        # a participle taking "of" is a noun; a clause of its own may follow the owner
        (
            "Before you merge, look up the fuel tank sounding of qm-4 and put it in the summary.",
            ("fuel", "tank", "sounding"),
        ),
        (
            "Before you deploy, check the rotation sensor of qm-4 and note it.",
            ("rotation", "sensor"),
        ),
        ("check the logs", ("logs",)),
        # a tag after a comma asks nothing itself: the phrase before it is the question
        ("quick one: cord length on qm-4, anyone?", ("cord", "length")),
        ("cord length on qm-4, please?", ("cord", "length")),
        # attack: a request padded with a long run of coordinations reads the same phrase
        ("check the cord length of qm-4 " + "and the " * 4_000 + "rest", ("cord", "length")),
    ],
)
def test_a_request_to_check_a_thing_reads_its_phrase(text: str, phrase: tuple[str, ...]) -> None:
    assert asked_phrase(text) == phrase


@pytest.mark.parametrize(
    "text",
    [
        # controls: what asks for something done, not a thing, still reads no phrase
        "I want the login page to use the new theme",
        "I need the flaky test fixed",
        "get the tests running for me",
        "Can you check whether the tests pass?",
        "Is it done, anyone?",
    ],
)
def test_a_request_for_something_done_reads_no_phrase(text: str) -> None:
    assert asked_phrase(text) == ()


def test_an_attribute_asked_of_a_named_thing_is_not_answered_by_another_thing(
    svc: MemoryService, person: Actor
) -> None:
    other = _add(svc, "For the control qm-9, the inspection cadence is quarterly.", person)
    folder = _add(svc, "inspection folder: /srv/audit (control Inspect.Store)", person)
    _add(svc, "Inspect.Store owner: Ana", person)
    # attack: the subject's name shares a stem with another thing's attribute ("inspection"),
    # and no focus word is read ("write down" asks by no interrogative): the other thing's
    # cadence came back as if it were the subject's
    for text in (
        "For the quarterly summary I have to write down Inspect.Store's inspection cadence.",
        "For the quarterly summary I have to write down Inspect.Store's inspection cadence."
        + " ok" * 3_000,
    ):
        got = [i.id for i in prompt_block(svc, text).items]
        assert other not in got, text[:60]
    # controls: the same attribute of the thing that holds it; the subject's own record of
    # a word of the phrase
    assert other in [
        i.id for i in prompt_block(svc, "I have to write down qm-9's inspection cadence.").items
    ]
    assert folder in [
        i.id for i in prompt_block(svc, "What is the inspection folder of Inspect.Store?").items
    ]
