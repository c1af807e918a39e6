"""What a request asks is read from its phrase, whatever its form (issue 17 item 4): the noun
phrase naming the asked attribute after an interrogative, as a request's object, possessed by
the subject ("note its X", "S's X", "the X of S") or in a bare "S X pls"; and a memory stating
the phrase's modifiers but not its head ("supply air setpoint" for "supply air humidity") holds
another attribute of the family, a related unknown, and is not delivered. Each attack stands
beside a control that must still be delivered. Names and sentences are invented for these
tests."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from cairn.context.answers import ask_of
from cairn.context.asked import another_attribute, asked_phrase, mended, plain_names
from cairn.context.inject import prompt_block
from cairn.context.renames import renames
from cairn.model import Actor, Memory
from cairn.search.lexical import QueryTerm
from cairn.search.pipeline import Scored
from cairn.service import MemoryService
from tests.context_kit import add as _add


@pytest.mark.parametrize(
    "request_",
    [
        "What is the supply air setpoint of Brantor-7?",
        "Get Brantor-7's supply air setpoint for me.",
        "Before the night shift takes over Brantor-7, note its supply air setpoint.",
        "Could you fetch the supply air setpoint of Brantor-7 and put it in the summary?",
        "Brantor-7 supply air setpoint pls",
        "Brantor-7, supply air setpoint?",
        "Ana mentioned Brantor-7's supply air setpoint; what was it?",
        "What did Bo tell us Brantor-7's supply air setpoint is?",
        "What did Cy say the supply air setpoint of Brantor-7 was?",
        "When the auditor asks about Brantor-7, give them the supply air setpoint.",
        "Once the audit of Brantor-7 starts, confirm its supply air setpoint first.",
        "whats teh supply air setpoint for Brantor-7?",
        "cna you find the supply air setpoint of Brantor-7",
    ],
)
def test_every_form_of_a_request_names_the_same_phrase(request_: str) -> None:
    assert asked_phrase(mended(request_)) == ("supply", "air", "setpoint")


@pytest.mark.parametrize(
    ("request_", "phrase"),
    [
        # the word before an object is the question's verb
        ("What secret lets me log in to quill-live?", ("secret",)),
        ("Which region hosts the ledger-sync db?", ("region",)),
        # a do-support question's verb closes the possessed phrase
        ("What does Dee's necklace symbolize?", ("necklace",)),
        # an auxiliary after it leaves the phrase whole
        ("What did Ana tell us Quillmere's fan speed is?", ("fan", "speed")),
        # an event's time, place or manner: what the subject possesses before the verb took
        # part in it, no attribute asked
        ("When did Ana's friend adopt a child?", ()),
        ("How did Bo's son handle the accident?", ()),
        # ... while a phrase closing the question is asked about
        ("Where does ledger-sync write its log file?", ("log", "file")),
        ("I need to fix the build", ()),
    ],
)
def test_verbs_and_events_are_not_read_as_the_asked_phrase(
    request_: str, phrase: tuple[str, ...]
) -> None:
    assert asked_phrase(request_) == phrase


def test_a_mistyped_function_word_is_read_unless_the_store_uses_it() -> None:
    assert mended("whats teh port of quill-live") == "what is the port of quill-live"
    assert mended("cna you find it") == "can you find it"
    # control: a word the store uses is no typo, and an identifier's piece is never touched
    assert mended("teh port", frozenset({"teh"})) == "teh port"
    assert mended("what is hte-api's port") == "what is hte-api's port"


def _hit(text: str, stems: set[str]) -> Scored:
    mem = Memory.__new__(Memory)
    object.__setattr__(mem, "text", text)
    return Scored(mem, 0.6, 0.5, 0.5, 0.0, (), None, frozenset(stems), 0.95)


def _terms(*words: str) -> list[QueryTerm]:
    return [QueryTerm(word=w, stem=w.rstrip("s"), idf=1.0, df=1) for w in words]


def test_a_memory_with_the_modifiers_and_another_head_holds_another_attribute() -> None:
    terms = _terms("supply", "air", "humidity")
    setpoint = _hit("Brantor-7 supply air setpoint: 20 C", {"supply", "air", "setpoint"})
    assert another_attribute(("supply", "air", "humidity"), terms, setpoint, ("brantor",))
    # controls: the head stated, or one typo from it, holds it; a memory without the modifiers
    # (a paraphrase) cannot be judged by the words
    humid = _hit("Brantor-7 supply air humidity: 40%", {"supply", "air", "humidity"})
    typo = _hit("Brantor-7 supply air humdity: 40%", {"supply", "air", "humdity"})
    moisture = _hit("Brantor-7 inlet moisture: 40%", {"inlet", "moisture"})
    for hit in (humid, typo, moisture):
        assert not another_attribute(("supply", "air", "humidity"), terms, hit, ("brantor",))


def test_a_general_head_or_a_value_of_the_heads_class_still_answers() -> None:
    merge = _hit("Ana wants branches merged with a merge commit.", {"ana", "merge", "commit"})
    assert not another_attribute(("merge", "strategy"), _terms("merge", "strategy"), merge, ())
    replicas = _hit("quill-live runs 3 replicas.", {"quill", "live", "run", "3", "replica"})
    terms = _terms("replica", "count")
    assert not another_attribute(("replica", "count"), terms, replicas, ("quill",))
    # control: the same memory does not state a replica *owner*
    terms = _terms("replica", "owner")
    assert another_attribute(("replica", "owner"), terms, replicas, ("quill",))


def test_recall_declines_a_sibling_attribute_and_delivers_the_asked_one(
    svc: MemoryService, person: Actor
) -> None:
    setpoint = _add(svc, "The supply air setpoint of Brantor-7 is 20 C.", person)
    _add(svc, "The fan speed of Brantor-7 is 70%.", person)
    _add(svc, "The supply air setpoint of Quillmere-2 is 18 C.", person)
    _add(svc, "The pension scheme of ledger-sync is Nordvik Fund.", person)
    for asked in (
        "What is the supply air humidity of Brantor-7?",
        "Get Brantor-7's supply air humidity for me.",
        "Once Brantor-7 is back in service, report its supply air humidity.",
        "Brantor-7 supply air humidity pls",
    ):
        assert setpoint not in {i.id for i in prompt_block(svc, asked).items}, asked
    for asked in (
        "What is the supply air setpoint of Brantor-7?",
        "Get Brantor-7's supply air setpoint for me.",
        "Once Brantor-7 is back in service, report its supply air setpoint.",
        "Brantor-7 supply air setpoint pls",
    ):
        assert setpoint in {i.id for i in prompt_block(svc, asked).items}, asked
    pension = "What is the pension scheme reference of ledger-sync?"
    assert prompt_block(svc, pension).items == ()
    assert prompt_block(svc, "What is the pension scheme of ledger-sync?").items


def test_a_plain_word_names_the_subject_when_it_is_none_of_general_language() -> None:
    assert plain_names("Get drenwick's bench count for me.") == ("drenwick",)
    assert plain_names("what is the finishing ironer for quillmere?") == ("quillmere",)
    # controls: common words possess or close a request without naming a thing
    assert plain_names("What is the team's channel?") == ()
    assert plain_names("what is the size of the house?") == ()


def test_recall_does_not_answer_one_subject_with_anothers_attribute(
    svc: MemoryService, person: Actor
) -> None:
    other = _add(svc, "The bench count of quillmere is 64.", person)
    _add(svc, "The heating setpoint of drenwick is 21 C.", person)
    assert other not in {
        i.id for i in prompt_block(svc, "Get drenwick's bench count for me.").items
    }
    # control: the subject the memory names is still answered, whatever the form
    for asked in ("Get quillmere's bench count for me.", "bench count of quillmere?"):
        assert other in {i.id for i in prompt_block(svc, asked).items}, asked


@pytest.mark.parametrize(
    "record",
    [
        "quill-live was renamed quill-prod in March.",
        "We renamed quill-live to quill-prod.",
        "quill-live is now called quill-prod.",
        "quill-prod (formerly quill-live) took over the pumps.",
        "quill-prod (was quill-live) took over the pumps.",
        "quill-live (now quill-prod) took over the pumps.",
        "quill-live's new name is quill-prod.",
        "Rename: quill-live -> quill-prod",
    ],
)
def test_a_rename_is_read_in_the_ways_teams_record_it(record: str) -> None:
    assert renames(record) == [("quill-live", "quill-prod")]


@pytest.mark.parametrize(
    "text",
    [
        "Ana (now on leave) signed it off.",
        "It became clear that the pump was worn.",
        "Ana became team lead in May.",
        "billing-api (now v2) answers on 8080.",
        "The fan speed (now 70%) was raised.",
    ],
)
def test_a_state_or_a_version_is_no_rename(text: str) -> None:
    assert renames(text) == []


def test_a_question_by_the_old_name_is_answered_by_the_memory_naming_the_new_one(
    svc: MemoryService, person: Actor
) -> None:
    answer = _add(svc, "The fan speed of quill-prod is 70%.", person)
    _add(svc, "The heating setpoint of quill-prod is 21 C.", person)
    _add(svc, "The fan speed of brantor-3 is 40%.", person)
    for asked in ("What is the fan speed of ledger-sync?", "ledger-sync fan speed?"):
        # control: with nothing recording the rename, the old name names another thing
        assert answer not in {i.id for i in prompt_block(svc, asked).items}, asked
    record = _add(svc, "ledger-sync was renamed quill-prod in March.", person)
    for asked in ("What is the fan speed of ledger-sync?", "ledger-sync fan speed?"):
        items = [i.id for i in prompt_block(svc, asked).items]
        # the answer first, and the record of the rename with it (why another name answers)
        assert items[:1] == [answer] and record in items, asked
    # the old name still names no *other* thing's value
    delivered = prompt_block(svc, "What is the fan speed of ledger-sync?").text
    assert "40%" not in delivered


def test_a_huge_prompt_of_possessives_is_read_in_bounded_pieces(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each phrase is read from at most a dozen tokens after its mark, so a pasted wall of
    "x's y of it" costs what prose of its length costs (sizes asserted, not timings)."""
    from cairn.policy import phrases

    seen: list[int] = []
    real = phrases.noun_phrase

    def counting(tokens: list[str]) -> list[str]:
        seen.append(len(tokens))
        return real(tokens)

    monkeypatch.setattr(phrases, "noun_phrase", counting)
    wall = " ".join(f"ana's pump{i} size of it" for i in range(5_000))
    assert asked_phrase(wall + " what is the fan speed?") == ("fan", "speed")
    assert seen and max(seen) <= 13
    # control: an ordinary request reads its whole phrase
    seen.clear()
    assert asked_phrase("Get Brantor-7's supply air setpoint for me.") == (
        "supply",
        "air",
        "setpoint",
    )
    assert seen


def test_a_topic_after_about_is_no_asked_attribute() -> None:
    assert asked_phrase("What did Bo say about Dee's progress with her shop?") == ()
    # control: a complement clause names the asked attribute
    assert asked_phrase("What did Bo tell us Dee's shop hours are?") == ("shop", "hours")


def test_a_question_naming_no_attribute_is_about_what_its_clause_subject_said() -> None:
    """ "What did Bo say about Dee's shop?" asks what Bo said: Bo's records and turns answer it
    (the clause's subject is the focus); "What did Bo tell us Dee's shop hours are?" asks the
    hours."""
    terms = _terms("bo", "say", "dee", "shop", "tell", "us", "hours")
    assert ask_of("What did Bo say about Dee's shop?", terms).focus == "bo"
    assert ask_of("What did Bo tell us Dee's shop hours are?", terms).focus == "shop"


def test_a_turn_of_a_named_speaker_need_not_say_the_plain_names() -> None:
    from cairn.context.answers import _names_subject

    ask = ask_of("What did Bo say about Dena's shop?", _terms("bo", "say", "dena", "shop"))
    bo = _hit("Bo: your shop looks amazing!", {"bo", "shop"})
    cy = _hit("Cy: your shop looks amazing!", {"cy", "shop"})
    assert _names_subject(ask, bo, ("dena",), ())
    # controls: another speaker's turn, and an identifier the turn does not say
    assert not _names_subject(ask, cy, ("dena",), ())
    ask = ask_of("What did Bo say about quill-live's shop?", _terms("bo", "quill", "live", "shop"))
    assert not _names_subject(ask, bo, ("quill", "live"), ())


def test_an_interrogative_picking_instances_of_a_kind_asks_no_head() -> None:
    # "which classical musicians": an answer names them ("Bach"), not the kind
    assert asked_phrase("Which classical musicians does Ana enjoy?") == ("musicians",)
    # control: the attribute of a thing keeps its whole phrase
    assert asked_phrase("What is the supply air humidity of Brantor-7?") == (
        "supply",
        "air",
        "humidity",
    )


class _StatesFan:
    """An answer decision keeping only memories that say "fan" (the record of a rename never
    does), to show the record is brought back beside what the new name found."""

    def holding(
        self, ask: object, hits: Sequence[Scored], nearby: Sequence[Scored] = ()
    ) -> list[Scored]:
        return [h for h in hits if "fan" in h.memory.text]


def test_the_record_of_a_rename_comes_with_what_the_new_name_found(
    svc: MemoryService, person: Actor
) -> None:
    from cairn.context.inject import ranked_for_prompt

    answer = _add(svc, "The fan speed of quill-prod is 70%.", person)
    record = _add(svc, "ledger-sync was renamed quill-prod in March.", person)
    got = ranked_for_prompt(svc, "What is the fan speed of ledger-sync?", answers=_StatesFan())[0]
    assert [r.memory.id for r in got] == [answer, record]
    assert got[1].why == ("records the rename the prompt was asked again by",)
    # control: a prompt by the new name finds the answer alone
    got = ranked_for_prompt(svc, "What is the fan speed of quill-prod?", answers=_StatesFan())[0]
    assert [r.memory.id for r in got] == [answer]
