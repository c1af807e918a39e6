"""A candidate holding the asked attribute's whole phrase and every required name of its
subject passes the relevance floors and the model's support (issue 17 item 4): a request
wrapped in code, a plan or the unit it wants dilutes coverage, and a table or a JSON schema
reads far from the question to a small model. Beside the controls that must stay out: a part of
the phrase, another subject's record, a look-alike letter in the name, no phrase asked."""

from __future__ import annotations

from cairn.context.answers import ask_of
from cairn.context.asked import asked_phrase
from cairn.context.inject import prompt_block
from cairn.context.prompt_names import outside_questions
from cairn.context.rank import holds_whole
from cairn.model import Actor
from cairn.service import MemoryService
from tests.context_kit import add as _add
from tests.context_kit import hit as _hit
from tests.context_kit import terms as _terms

ASK = "Is the edge blend of Quillmere still 9 %? I need it as a fraction."
TERMS = _terms(
    ("edge", 3, False),
    ("blend", 3, False),
    ("quillmere", 4, True),
    ("still", 9, False),
    ("9", 2, False),
    ("fraction", 0, False),
)


def test_the_whole_phrase_and_the_subject_name_are_held() -> None:
    ask = ask_of(ASK, TERMS)
    assert ask.phrase == ("edge", "blend")
    text = '{"title": "Quillmere edge blend", "type": "number", "description": "15 %"}'
    assert holds_whole(ask, _hit(text, ("edge", "blend", "quillmere"), 0.05))
    # controls: half the phrase, or the phrase without the subject, is not the whole
    assert not holds_whole(ask, _hit("Quillmere edge radius: 4 mm", ("edge", "quillmere"), 0.05))
    assert not holds_whole(ask, _hit("Brantor edge blend: 12 %", ("edge", "blend"), 0.9))
    # a request asking no attribute phrase has no whole to hold
    bare = ask_of("Quillmere?", _terms(("quillmere", 4, True)))
    assert not holds_whole(bare, _hit("Quillmere edge blend: 15 %", ("quillmere",), 0.9))


def test_a_look_alike_letter_in_the_name_is_another_name() -> None:
    # Cyrillic "е" in "Quillmеre": the request's name is not the store's
    text = ASK.replace("Quillmere", "Quillm\u0435re")
    ask = ask_of(text, _terms(("edge", 3, False), ("blend", 3, False), ("quillm\u0435re", 0, True)))
    assert not holds_whole(ask, _hit("Quillmere edge blend: 15 %", ("edge", "blend"), 0.05))


def test_the_store_delivers_the_subjects_own_record(svc: MemoryService, person: Actor) -> None:
    own = _add(
        svc,
        '{"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "Quillmere edge'
        ' blend", "type": "number", "maximum": 15, "description": "15 %"}',
        person,
    )
    other = _add(svc, "Brantor edge blend is 12 %.", person)
    _add(svc, "Quillmere lamp hours are 2400 h.", person)
    got = [i.id for i in prompt_block(svc, ASK).items]
    assert own in got and other not in got
    # control: an attribute Quillmere has no record of gets nothing of it
    got = [i.id for i in prompt_block(svc, "What is the sieve mesh of Quillmere?").items]
    assert own not in got


def test_a_capitalised_name_after_of_is_the_subject_of_a_yes_no_request() -> None:
    known = frozenset({"edge", "blend", "quillmere", "still", "9", "house", "size"})
    assert asked_phrase("Is the edge blend of Quillmere still 9 %?", known) == ("edge", "blend")
    assert asked_phrase("So there is no edge blend on Quillmere these days, right?", known) == (
        "edge",
        "blend",
    )
    # controls: a word of general language is no name; a word the store never says is none
    assert asked_phrase("Is the size of the House still 9?", known) == ()
    assert asked_phrase("Is the edge blend of Brantor still 9 %?", known) == ()
    # a pasted list of capitalised words costs a bounded read
    long = "Is the edge blend of Quillmere still 9 %? " + "of Brantor " * 5000
    assert asked_phrase(long, known) == ("edge", "blend")
    # the first part of a dotted or hyphenated identifier is no plain name
    known |= {"temp", "orvalle", "tolerance", "index", "temper"}
    got = asked_phrase("Is the temper index tolerance of Temp.Orvalle the same as Q's?", known)
    assert "temp" not in got and "orvalle" not in got


CODE = """def settle(cfg):
    limits = cfg.get("limits", {})
    for key, raw in limits.items():
        limits[key] = str(raw).strip()
    return limits
"""


def test_the_identifiers_of_code_around_a_question_are_not_its_subject() -> None:
    text = CODE + "    # TODO: what's the turning schedule of Cave.Quillmere again?"
    names = {"cfg.get", "limits.items", "cave.quillmere"}
    assert outside_questions(text, names) == {"cfg.get", "limits.items"}
    # controls: a question line naming nothing leaves every name, and one line asks of all
    assert outside_questions(CODE + "# what's its turning schedule?", names) == set()
    assert outside_questions("cfg.get or Cave.Quillmere?", {"cfg.get", "cave.quillmere"}) == set()
    assert outside_questions(CODE, names) == set()  # no question: nothing is set aside


def test_a_question_in_a_code_comment_is_answered(svc: MemoryService, person: Actor) -> None:
    own = _add(svc, "Cave.Quillmere turning schedule: every 3 days.", person)
    _add(svc, "Cave.Brantor turning schedule: every 5 days.", person)
    # the store says a word of the code ("limits"): still no name of what is asked
    _add(svc, "Release limits live in config/limits.yaml for every repository.", person)
    text = CODE + "    # TODO: what's the turning schedule of Cave.Quillmere again?"
    assert [i.id for i in prompt_block(svc, text).items][:1] == [own]
