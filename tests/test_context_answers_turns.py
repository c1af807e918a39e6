"""The split-question rule (``answers.split_off``) and a conversation's turns: a person tells a
thing over several turns, so turns of a conversation the question's person speaks in do not
count as a store holding the question's parts apart; labelled records, and turns of a
conversation the person is not in, still do. Each attack beside its control."""

from __future__ import annotations

from cairn.context.answers import ask_of, split_off
from cairn.search.lexical import QueryTerm
from tests.context_kit import hit as _hit

TERMS = [
    QueryTerm("ana", "ana", 0.5, df=40),
    QueryTerm("pottery", "potteri", 3.0, df=2),
    QueryTerm("kiln", "kiln", 3.0, df=2),
]
QUESTION = "When did Ana fire her pottery in the kiln?"


def test_turns_of_the_named_persons_conversation_each_keep_their_part() -> None:
    ask = ask_of(QUESTION, TERMS)
    mine = _hit("Ana: I finally finished my pottery yesterday!", ("ana", "pottery"), 0.8)
    reply = _hit("Bo: nice, Ana! did you use the kiln at the studio?", ("ana", "kiln"), 0.7)
    assert split_off(ask, [mine, reply]) == [mine, reply]
    # a turn of the named person's conversation that does not say the name is one of its turns
    aside = _hit("Bo: the kiln there is huge, you'll love it", ("kiln",), 0.7)
    assert split_off(ask, [mine, aside]) == [mine, aside]


def test_labelled_records_holding_the_parts_apart_are_still_split_off() -> None:
    ask = ask_of(QUESTION, TERMS)
    # attack: the same parts in records that open with a label and speak of a thing
    a = _hit("Ana: pottery classes run on Tuesdays at the annex.", ("ana", "pottery"), 0.8)
    b = _hit("Studio: the kiln is booked through March.", ("kiln",), 0.7)
    assert split_off(ask, [a, b]) == []
    # attack: turns of a conversation the question's person does not speak in
    c = _hit("Bo: I saw Ana's pottery at the fair", ("ana", "pottery"), 0.8)
    d = _hit("Cy: we fired ours in the kiln last week", ("kiln",), 0.7)
    assert split_off(ask, [c, d]) == []
    # control: the turn holding both parts is delivered beside the person's own turns
    both = _hit("Ana: my pottery came out of the kiln on Friday", ("ana", "pottery", "kiln"), 0.9)
    assert both in split_off(ask, [both, c, d])


def test_a_speaker_spelt_with_a_lookalike_letter_is_no_turn_and_still_splits() -> None:
    ask = ask_of(QUESTION, TERMS)
    # attack: "Аna" with a Cyrillic "А" is not the asked person's turn; the two hold the parts
    # apart as records do
    mine = _hit("\u0410na: I finally finished my pottery yesterday!", ("pottery",), 0.8)
    other = _hit("Cy: we fired ours in the kiln last week", ("kiln",), 0.7)
    assert split_off(ask, [mine, other]) == []
    # control: spelt in Latin letters, the person's own turn keeps its part
    own = _hit("Ana: I finally finished my pottery yesterday!", ("ana", "pottery"), 0.8)
    reply = _hit("Cy: nice, Ana! did you use the kiln?", ("ana", "kiln"), 0.7)
    assert split_off(ask, [own, reply]) == [own, reply]
