"""Delivery on the twenty-fifth round's rules (issue 17, retrieval): the class a prompt asks is
read from its lines about the named thing (another line's "who is buying coffee" asks no
owner of it); a value a yes/no question checks after "still" is neither a name of its subject
nor a word a candidate must hold; a candidate holding the whole asked phrase whose head names
the class ("copper contact") is not judged by that class. Each beside its control and attack."""

from __future__ import annotations

from cairn.context.answers import _names, _names_subject, ask_of, required, split_off, typed
from cairn.context.asked import (
    about_names,
    checked_values,
    checked_words,
    headed_class,
)
from cairn.context.inject import prompt_block
from cairn.context.prompt_names import compared
from cairn.model import Actor
from cairn.service import MemoryService
from tests.context_kit import add as _add
from tests.context_kit import hit as _hit
from tests.context_kit import terms as _terms

BULLETS = "Two things:\n- the dryer cylinders of qm-4\n- who is buying coffee on Friday"


def test_the_class_asked_is_read_from_the_lines_about_the_named_thing() -> None:
    assert about_names(BULLETS, ("qm-4",), ("dryer", "cylinders")) == (
        "- the dryer cylinders of qm-4"
    )
    # a line saying "its" is about the named thing too
    text = "Quick one about qm-4.\nWho looks after its dryer cylinders?\nAlso, lunch?"
    assert "Who looks after its" in about_names(text, ("qm-4",), ())
    # controls: one sentence, or every line about the thing, is kept whole
    assert about_names("Who owns the qm-4 dryer?", ("qm-4",), ()) == "Who owns the qm-4 dryer?"
    both = "the dryer of qm-4\nwho owns qm-4?"
    assert about_names(both, ("qm-4",), ()) == both
    # attack: a look-alike letter in the name ("qm-4" with a Cyrillic "м") matches no line
    assert about_names(BULLETS, ("q\u043c-4",), ()) == BULLETS


def test_another_lines_who_drops_no_record_of_the_named_things_attribute() -> None:
    terms = _terms(("dryer", 5, False), ("cylinders", 7, False), ("qm", 5, True), ("4", 5, True))
    record = _hit("Ops note: the dryer cylinders of qm-4 stands at 64.", ("dryer", "cylinders", "qm", "4"), 0.7)  # fmt: skip
    assert typed(ask_of(BULLETS, terms), [record]) == [record]
    # control: a question asking who owns that attribute still wants a person
    owner = ask_of("Who owns the dryer cylinders of qm-4?", terms)
    assert typed(owner, [record]) == []


def test_a_value_checked_after_still_is_no_name_and_need_not_be_held() -> None:
    text = "Can you confirm the seat layout for quillmere is still two-plus-one transverse?"
    terms = _terms(
        ("seat", 2, False),
        ("layout", 2, False),
        ("quillmere", 5, False),
        ("still", 25, False),
        ("two", 3, True),
        ("plus", 1, True),
        ("one", 19, True),
        ("transverse", 1, False),
    )
    ask = ask_of(text, terms)
    assert _names(ask) == () and required(ask) == ("quillmere",)
    assert checked_words(text) == {"two", "plus", "one", "transverse"}
    # the subject's own record, whose layout changed, is not split off for missing the value
    own = _hit("The quillmere seat layout is longitudinal now.", ("seat", "layout", "quillmere"), 0.8)  # fmt: skip
    other = _hit("brantor: seat layout held at two-plus-one transverse", ("seat", "layout", "two", "plus", "one", "transverse"), 0.8)  # fmt: skip
    assert own in split_off(ask, [own, other])
    # controls: a name before "still" stays a name; no "still", no checked value
    assert checked_values("Is qm-4 still on v2?", {"qm-4", "v2"}) == {"v2"}
    assert checked_words("What is the qm-4 seat layout?") == set()


def test_the_whole_phrase_headed_by_the_class_noun_is_the_stores_own_attribute() -> None:
    assert headed_class(("copper", "contact"), ("copper", "contact", "qm"), "contact")
    # controls: half the phrase, a one-word phrase, or a class no head names
    assert not headed_class(("copper", "contact"), ("contact", "qm"), "contact")
    assert not headed_class(("contact",), ("contact",), "contact")
    assert not headed_class(("deploy", "pipeline"), ("deploy", "pipeline"), "owner")


def test_the_store_delivers_the_named_things_record(svc: MemoryService, person: Actor) -> None:
    own = _add(svc, "Ops note: the dryer cylinders of qm-4 stands at 64.", person)
    other = _add(svc, "Ops note: the dryer cylinders of brantor-2 stands at 41.", person)
    _add(svc, "qm-4 felt supplier is Valmet.", person)
    got = [i.id for i in prompt_block(svc, BULLETS).items]
    assert own in got and other not in got
    contact = _add(svc, "qm-4: copper contact high reflux", person)
    got = [i.id for i in prompt_block(svc, "What is the copper contact of qm-4?").items]
    assert contact in got


def test_a_comparison_is_answered_by_a_record_of_either_thing() -> None:
    text = "How does the lamp hours of qm-4 compare with Brantor.Two? I need it in days."
    assert set(compared(text)) == {frozenset({"qm", "4"}), frozenset({"brantor", "two"})}
    assert compared("Compare the lamp hours of qm-4 with that of Brantor.Two.") != ()
    # controls: no word of comparing, or one thing named, is no comparison
    assert compared("What are the lamp hours of qm-4 and Brantor.Two?") == ()
    assert compared("How does the lamp hours of qm-4 compare with last year?") == ()
    terms = _terms(
        ("lamp", 4, False),
        ("hours", 4, False),
        ("qm", 5, True),
        ("4", 9, True),
        ("brantor", 3, True),
        ("two", 6, True),
    )
    ask = ask_of(text, terms)
    own = _hit("qm-4 lamp hours: 2400 h", ("lamp", "hours", "qm", "4"), 0.8)
    half = _hit("brantor-9 lamp hours: 900 h", ("lamp", "hours", "brantor", "4"), 0.8)
    assert _names_subject(ask, own, required(ask), ())
    # attack: a record holding a part of each name names neither thing
    assert not _names_subject(ask, half, required(ask), ())
