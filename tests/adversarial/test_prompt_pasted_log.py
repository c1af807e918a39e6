"""A prompt that pastes a log of thousands of identifiers was analysed word by identifier (a
word counted as part of an identifier by a substring test against every one) and searched with
every identifier ORed into the trigram index: 20,000 ids took 17-25 s per prompt, where the
hook's budget is 150 ms. The query now reads at most ``MAX_WORDS`` distinct words and
``MAX_IDENTIFIERS`` identifiers, the first and the last ones (where a request usually is), and
tells an identifier's words by a set. Sizes, not timings, are asserted (speed is measured by
``cairn bench``), beside controls that a prompt of ordinary length is read whole."""

from __future__ import annotations

import re

from cairn.context.inject import prompt_block
from cairn.model import Candidate
from cairn.search import lexical
from cairn.service import MemoryService
from tests.conftest import NS_A

LOG = " ".join(f"req-{i:05d}" for i in range(20_000))


def test_a_pasted_log_is_read_by_its_first_and_last_words() -> None:
    text = f"Pasted output: {LOG} what port does billing-api listen on?"
    ws = lexical.query_words(text)
    assert len(ws) == lexical.MAX_WORDS
    assert "pasted" in ws and "billing" in ws and "port" in ws  # both ends are read
    match = lexical.trigram_match(text)
    assert len(re.findall(r'"[^"]+"', match)) == lexical.MAX_IDENTIFIERS
    assert '"billing-api"' in match
    # control: a prompt of ordinary length is read whole
    short = "what port does billing-api listen on behind the edge-proxy?"
    assert lexical.query_words(short) == lexical.words(short)
    assert lexical.trigram_match(short) == '"billing-api" OR "edge-proxy"'


def test_a_word_is_part_of_an_identifier_only_as_one_of_its_words() -> None:
    pieces = lexical.identifier_words({"support-api", "kv7", "ledger-sync"})
    assert {"support", "api", "kv7", "ledger", "sync", "support-api"} <= pieces
    # "port" is inside "support-api" but is not one of its words
    assert "port" not in pieces and "led" not in pieces


def test_a_pasted_log_is_analysed_and_delivers_nothing_unrelated(
    svc: MemoryService, person
) -> None:
    svc.add(Candidate("billing-api listens on port 8081", NS_A), person)
    svc.add(Candidate("Deploys go through scripts/ship.sh after tagging", NS_A), person)
    # the log's words, unknown to the store, carry most of the query's information: the
    # request after it does not clear the floors (left as it is: abstaining is the safe side)
    block = prompt_block(svc, f"Here is the log: {LOG}\nwhat port does billing-api listen on?")
    assert block.items == ()
    # control: the request alone is answered
    block = prompt_block(svc, "what port does billing-api listen on?")
    assert [i.text for i in block.items] == ["billing-api listens on port 8081"]
