"""Delivery on the twenty-sixth round's rules (issue 17, retrieval): a prompt whose question
line names nothing ("Can someone tell me the right value?") is about the thing the line saying
the asked phrase names, not the file of a traceback pasted above it; a name the store never
says, one letter off a name a candidate says ("QUILLMRE" for QUILLMERE), is a slip of the
keyboard for it. Each beside its control and attack."""

from __future__ import annotations

from cairn.context.asked import asked_phrase
from cairn.context.inject import prompt_block
from cairn.context.prompt_names import outside_questions
from cairn.context.renames import slipped
from cairn.model import Actor
from cairn.service import MemoryService
from tests.context_kit import add as _add
from tests.context_kit import terms as _terms

TRACE = (
    "Traceback (most recent call last):\n"
    '  File "ops/sync.py", line 88, in <module>\n'
    "KeyError: 'hydrant number of Qm.Brantor'\n"
    "Can someone tell me the right value?"
)


def test_the_line_saying_the_asked_phrase_names_the_subject() -> None:
    names = {"sync", "py", "keyerror", "qm", "brantor"}
    assert outside_questions(TRACE, names, ("hydrant", "number")) == {"sync", "py"}
    # control: a question line naming something decides, as before
    text = "limits = cfg.get('qm')\n# what's the hydrant number of Brantor?"
    assert outside_questions(text, {"qm", "brantor"}, ("hydrant", "number")) == {"qm"}
    # control: with no phrase, a question naming nothing leaves every name
    assert outside_questions(TRACE, names) == set()
    # attack: two lines saying the phrase decide nothing between them
    twice = TRACE + "\nsee also: hydrant number of ops/sync.py"
    assert outside_questions(twice, names, ("hydrant", "number")) == set()


def test_the_store_delivers_the_traceback_things_record(svc: MemoryService, person: Actor) -> None:
    own = _add(svc, "ERROR Qm.Brantor: hydrant number drifted, expected H21", person)
    _add(svc, "The build script lives in ops/sync.py and runs hourly.", person)
    _add(svc, "pyproject.toml pins the Qm.Brantor lint tool at 0.4.", person)
    got = [i.id for i in prompt_block(svc, TRACE).items]
    assert own in got


def test_a_name_one_letter_off_a_candidates_is_a_slip_for_it() -> None:
    terms = _terms(("quillmre", 0, True), ("firmware", 3, False))
    text = "error quillmere: firmware version drifted, expected klipper 0.12"
    assert slipped(terms, "quillmre", text)  # a letter dropped
    assert slipped(terms, "quillmerre", text)  # one added
    assert slipped(terms, "quillmare", text)  # one swapped for another
    # controls: a name the store says is its own thing; a short name or one with digits is not
    assert not slipped(_terms(("quillmre", 2, True)), "quillmre", text)
    assert not slipped(terms, "qm4", "error qm5: drifted")
    assert not slipped(terms, "qmre", "error qmore: drifted")
    # attack: two letters off is another name, and a look-alike letter is a letter off too
    assert not slipped(terms, "quilmre", text)
    assert not slipped(terms, "qu\u0456llmre", text)


def test_the_store_delivers_the_record_of_a_slipped_name(svc: MemoryService, person: Actor) -> None:
    own = _add(svc, "ERROR QUILLMERE: firmware version drifted, expected Klipper 0.12", person)
    _add(svc, "The BRANTOR printer firmware version is Marlin 2.1.", person)
    got = [i.id for i in prompt_block(svc, "Looking for the firmware version of QUILLMRE.").items]
    assert own in got
    # control: a name two letters off names no record
    got = [i.id for i in prompt_block(svc, "Looking for the firmware version of QULLMRE.").items]
    assert own not in got


def test_a_thing_asked_for_the_one_it_used_to_be_called_is_asked_for() -> None:
    ask = "Remind me of the insurance renewal for the one we used to call QUILLMERE."
    assert asked_phrase(ask) == ("insurance", "renewal")
    assert asked_phrase("Get the port for the service known as qm-4.") == ("port",)
    # controls: an owner by name as before; a verb after the phrase asks for something done
    assert asked_phrase("Remind me of the insurance renewal for QUILLMERE.") == (
        "insurance",
        "renewal",
    )
    assert asked_phrase("I want the login page to use the new theme") == ()
    # attack: a naming word far past the phrase, in a clause of its own, names no owner
    far = "I need the login page to use the theme the designers and the team all call Brantor."
    assert asked_phrase(far) == ()
