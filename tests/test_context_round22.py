"""The twenty-second round (retrieval): a request asking a held attribute of a thing the store
never names ("the deck height of the Quarrendon Falls", "a folding tandem tyre") gets
nothing, where it got every held deck height. Each rule beside a control that must still hold:
the store's own things, a description of one, the project itself and a convention of no
subject are still answered."""

from __future__ import annotations

import pytest

from cairn.context.answers import _names, ask_of, split_off
from cairn.context.inject import prompt_block
from cairn.context.owners import owner, unknown_owner
from cairn.model import Actor
from cairn.search.lexical import QueryTerm
from cairn.service import MemoryService
from tests.context_kit import add as _add
from tests.context_kit import hit as _hit

STORE = frozenset({"quillmere", "brantor", "deck", "height", "mill", "west", "bell", "weight"})


def _known(word: str) -> bool:
    return word in STORE


@pytest.mark.parametrize(
    ("text", "phrase", "found"),
    [
        ("What is the deck height of the Quarrendon Falls?", ("deck", "height"), ("the", 2)),
        (
            "quick one: deck hheight on the Quarrendon Falls, anyone?",
            ("deck", "hheight"),
            ("the", 2),
        ),
        (
            "check the cord length of a standard desk lamp and post it",
            ("cord", "length"),
            ("a", 3),
        ),
        ("What is the pipe count of a steam organ at dawn?", ("pipe", "count"), ("a", 2)),
        ("what is the bell weight of Fenmarsh Abbey's tenor bell?", ("bell", "weight"), ("", 4)),
        (
            "Hey Ana, you worked on the planet Veloran - what was its spin time?",
            ("spin", "time"),
            ("the", 2),
        ),
        ("What is the deck height of Quillmere?", ("deck", "height"), ("", 1)),
        # a possessor, and an owner opening the request
        ("Note the Ossiter Viaduct's deck height there.", ("deck", "height"), ("the", 2)),
        ("For a picnic for six, what cup count did we settle on?", ("cup", "count"), ("a", 1)),
        ("For the billing service, what is the timeout?", ("timeout",), ("the", 2)),
        ("What is the deck height?", ("deck", "height"), ("", 0)),
    ],
)
def test_the_owner_is_the_noun_phrase_closing_the_asked_phrase(
    text: str, phrase: tuple[str, ...], found: tuple[str, int]
) -> None:
    det, words = owner(text, phrase)
    assert (det, len(words)) == found


@pytest.mark.parametrize(
    "text",
    [
        "What is the deck height of the Quarrendon Falls?",
        "what is the bell weight of Fenmarsh Abbey's tenor bell?",
        "What is the deck height of the planet Veloran?",
        "I need the bell weight of an adult Harrowick pony.",
        "Give me the deck height of a folding tandem tyre, nothing else.",
        "Look up the Ossiter Viaduct's deck height for the checklist.",
        "For the Quarrendon Falls, what deck height did we settle on?",
        "Hey Bo, you worked on the Quarrendon Falls - what was its deck height again?",
        # attack: a zero-width space inside the proper name, a look-alike capital
        "What is the deck height of the Quarren\u200bdon Falls?",
        "What is the deck height of the \u0420uarrendon Falls?",
    ],
)
def test_an_owner_the_store_never_names_is_unknown(text: str) -> None:
    assert unknown_owner(text, ("deck", "height") if "deck" in text else ("bell", "weight"), _known)


@pytest.mark.parametrize(
    "text",
    [
        # the store's own thing, by name and in any case
        "What is the deck height of Quillmere?",
        "What is the deck height of QUILLMERE?",
        # a name in an identifier's shape is judged by the names rule, not here
        "What is the deck height of FalkenMoor?",
        "What is the deck height of qm-2.71?",
        # a definite common noun: the situation itself or a description of a held thing
        "What is the deck height of the project?",
        "What is the deck height of the tallest mill?",
        "What is the deck height of the west mill?",
        # an indefinite owner whose head the store uses
        "What is the deck height of a mill?",
        # a capital the store knows ("Brantor's mill")
        "What is the deck height of the Brantor mill?",
        # a day or a month has a capital and names no thing
        "For Monday's mill, what deck height did we settle on?",
        "What is the deck height of the mill for March?",
        # a possessor the store names; a request opening with "On" (a day, a place)
        "Note Quillmere's deck height there.",
        "Hey Bo, you worked on Quillmere - what was its deck height again?",
        "Hey Bo, you worked on the west mill - what was its deck height again?",
        "On Tuesday, what deck height did we settle on?",
        # a lone name the store never uses: perhaps its own thing mistyped or called otherwise
        "What is Quilmere's deck height?",
        "What is the deck height of Quilmere?",
        # no owner
        "What is the deck height?",
        "What is the deck height of it?",
    ],
)
def test_an_owner_the_store_names_or_may_describe_is_not_unknown(text: str) -> None:
    assert not unknown_owner(text, ("deck", "height"), _known)


def test_a_huge_owner_costs_a_bounded_read() -> None:
    # attack: a request whose phrase is followed by 200,000 capitalised words, and one whose
    # phrase word recurs 20,000 times
    long = "What is the deck height of " + "Quarrendon " * 200_000 + "?"
    assert unknown_owner(long, ("deck", "height"), _known)
    many = "deck height " * 20_000 + "of Quillmere"
    assert not unknown_owner(many, ("deck", "height"), _known)


def test_a_request_about_a_thing_the_store_never_names_gets_nothing(
    svc: MemoryService, person: Actor
) -> None:
    quill = _add(svc, "Quillmere's deck height is 14 m, per the ride manual.", person)
    _add(svc, "The deck height of Brantor is 9 m.", person)
    _add(svc, "Brantor's pump flow is 400 l/s.", person)
    timeout = _add(svc, "The test timeout is 30 minutes for every repository.", person)
    # attack: a held attribute asked of a famous thing, or of a kind of thing, the store never
    # names delivered every held deck height as if the store knew it
    for text in (
        "What is the deck height of the Quarrendon Falls?",
        "um, so, what's the, uh, deck height of the Quarrendon Falls?",
        "Give me the deck height of a folding tandem tyre, nothing else.",
    ):
        assert not prompt_block(svc, text).items, text
    # controls: the store's thing by name, a description the store cannot read, the project
    # itself for a convention of no subject
    assert [i.id for i in prompt_block(svc, "What is the deck height of Quillmere?").items][:1] == [
        quill
    ]
    assert prompt_block(svc, "What is the deck height of the tallest one?").items
    assert timeout in [
        i.id for i in prompt_block(svc, "What is the test timeout of the project?").items
    ]


def test_renames_said_as_going_by_a_name_or_as_an_apposition_are_read() -> None:
    from cairn.context.renames import renames

    assert renames("Brantor now goes by Quillmere; it is the west mill.") == [
        ("brantor", "quillmere")
    ]
    assert renames("Memo: the west mill, formerly qm-2.71, is qm-3.10 from today.") == [
        ("qm-2.71", "qm-3.10")
    ]
    # the head of a description ("the west mill") is no new name of it
    assert ("qm-2.71", "mill") not in renames("the north mill, formerly qm-2.71, is shut.")
    # controls: a word of the language is no name; a person going by a nickname is read
    # only when the nickname is no common word
    assert renames("The mill, formerly Brantor, is closed for winter.") == []
    assert renames("Brantor goes by a new name now, Quillmere") == [("brantor", "quillmere")]
    assert renames("Quillmere (formerly Brantor) is fast.") == [("brantor", "quillmere")]


def test_a_request_by_the_old_name_or_the_role_of_a_thing_that_now_goes_by_another(
    svc: MemoryService, person: Actor
) -> None:
    _add(svc, "Brantor now goes by Quillmere; it is the west mill.", person)
    answer = _add(svc, "Quillmere's sieve size is 4 mm.", person)
    _add(svc, "Fenwick's sieve size is 6 mm.", person)
    for text in (
        "What is the sieve size of Brantor?",
        "What is the sieve size of the west mill?",
    ):
        assert [i.id for i in prompt_block(svc, text).items][:1] == [answer], text
    # attack: a look-alike letter in the old name names another thing
    got = [i.id for i in prompt_block(svc, "What is the sieve size of Br\u0430ntor?").items]
    assert answer not in got


PLAN_TERMS = [
    QueryTerm("1", "1", 0.6, df=45),
    QueryTerm("open", "open", 2.0, df=1),
    QueryTerm("register", "regist", 1.0, df=0),
    QueryTerm("2", "2", 0.8, df=31),
    QueryTerm("standby", "standbi", 3.0, df=2),
    QueryTerm("draw", "draw", 3.0, df=2),
    QueryTerm("brantor", "brantor", 3.0, df=4, ident=False),
    QueryTerm("3", "3", 1.0, df=22),
    QueryTerm("mill", "mill", 1.0, df=11),
]


def test_a_lists_numbers_are_no_words_of_the_request() -> None:
    answer = _hit("brantor standby draw: 2 kW", ("standby", "draw", "brantor"), 0.6)
    others = [
        _hit("mill 1 opens at 3", ("1", "3", "mill", "open"), 0.5),
        _hit("mill 2 draws power", ("2", "mill", "draw"), 0.5),
    ]
    plan = "Plan:\n1. Open the mill register.\n2. Find the standby draw of brantor.\n3. Post it."
    # attack: the list's "1", "2", "3" (held by other memories) were read as parts of the
    # question the answer misses, and the answer was split off
    assert answer in split_off(ask_of(plan, PLAN_TERMS), [answer, *others])
    # control: numbers written in a sentence are words of it
    said = "Plan: open mill 1, mill 2 and mill 3 and find the standby draw of brantor?"
    assert answer not in split_off(ask_of(said, PLAN_TERMS), [answer, *others])


SQL_TERMS = [
    QueryTerm("upper", "upper", 3.0, df=1),
    QueryTerm("die", "die", 3.0, df=1),
    QueryTerm("brantor", "brantor", 3.0, df=5),
    QueryTerm("select", "select", 2.0, df=0, ident=True),
    QueryTerm("mills", "hammer", 1.0, df=8),
    QueryTerm("name", "name", 0.5, df=31),
]


def test_a_word_of_the_language_in_capitals_is_no_name_beside_one_the_store_uses() -> None:
    sql = "-- which upper die does brantor have?\nSELECT * FROM mills WHERE name = 'brantor';"
    assert _names(ask_of(sql, SQL_TERMS)) == ()
    # controls: alone, a name in capitals the store never uses is kept (nothing answers it);
    # one the store uses is kept; a look-alike letter makes no word of the language
    alone = [QueryTerm("port", "port", 1.0, df=9), QueryTerm("atlas", "atla", 2.0, ident=True)]
    assert _names(ask_of("What is the port of ATLAS?", alone)) == ("atlas",)
    used = [*SQL_TERMS[:3], QueryTerm("select", "select", 2.0, df=3, ident=True)]
    assert _names(ask_of(sql, used)) == ("select",)
    odd = sql.replace("SELECT", "SEL\u0415CT")
    terms = [*SQL_TERMS[:3], QueryTerm("sel\u0435ct", "sel\u0435ct", 2.0, ident=True)]
    assert _names(ask_of(odd, terms)) == ("sel\u0435ct",)
