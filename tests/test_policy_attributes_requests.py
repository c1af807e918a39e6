"""Requests that are not "what / which" questions ask an attribute class too (issue 17 item 4):
an imperative ("tell me the X for S"), a first person wanting it ("I need S's X"), a question
of having it ("do we have a X for S") and a bare phrase ("S X?") ask the class their object's
head noun names. Beside them, the attacks: a class named only inside a quoted string or a code
span, a long run of one character, a request in another language; and the controls that must
still deliver."""

from __future__ import annotations

import time

import pytest

from cairn.context.inject import prompt_block
from cairn.model import Candidate
from cairn.policy import attributes
from cairn.service import MemoryService
from tests.attr_suite import requests, score
from tests.conftest import NS_A

S = ("ledger-sync",)


@pytest.mark.parametrize(
    ("request_", "name"),
    [
        ("Tell me the disk size for ledger-sync.", "size"),
        ("give me ledger-sync's owner", "owner"),
        ("Remind me of the ledger-sync release cadence.", "cadence"),
        ("Do we have a support contact for ledger-sync?", "contact"),
        ("ledger-sync port?", "port"),
        ("I need the idle timeout of ledger-sync.", "duration"),
        ("Could you pull up the number of replicas we run for ledger-sync?", "count"),
        ("SHOW ME THE LEDGER-SYNC REGION", "region"),
        ("What does ledger-sync use for its backup window?", "schedule"),
        # the head noun decides: an unknown head is not judged, nor is a request for no thing
        ("Tell me the storage engine of ledger-sync.", None),
        ("tell me about ledger-sync", None),
        ("Show me how to restart ledger-sync.", None),
        ("I get a 502 from ledger-sync after the deploy.", None),
    ],
)
def test_a_request_asks_the_class_its_object_names(request_: str, name: str | None) -> None:
    assert attributes.asked(request_, S) == name


def test_a_statement_asks_nothing_by_its_verb() -> None:
    # ``requested`` is what a prompt that is not a question is read with: a first person asks
    # by wanting a thing, not by any verb
    assert attributes.requested("I need ledger-sync's port.", S) == "port"
    assert attributes.requested("We found the port of ledger-sync in the old wiki", S) is None


@pytest.mark.parametrize(
    "request_",
    [
        'Why does ledger-sync log "when ready" at start?',
        "Why does ledger-sync print `who owns this lock` on exit?",
        "ledger-sync `timeout`?",
    ],
)
def test_a_class_named_only_in_a_quote_or_code_span_is_not_asked(request_: str) -> None:
    assert attributes.asked(request_, S) is None
    # control: the same words outside the quote ask their class
    assert attributes.asked(request_.replace('"', "").replace("`", "").replace("'", ""), S)


@pytest.mark.parametrize(
    "request_",
    [
        "Quelle est la taille du cache de ledger-sync ?",
        "Dime cuánto tiempo espera ledger-sync.",
        "ledger-sync, c'est long ?",
        "Wie lange läuft ledger-sync?",
    ],
)
def test_a_request_in_another_language_asks_no_class(request_: str) -> None:
    # the vocabulary is English: what it cannot read is not judged (delivered)
    assert attributes.asked(request_, S) is None


PROSE = ("x " + "please tell me the service restarts when the queue drains, is it paged? " * 200)[
    :10000
]


def _cost(text: str) -> float:
    # the best of seven: on a shared 2-core host under parallel test workers, three runs of a
    # 2 ms call could all be preempted (a clean-clone CI run failed once at 15 ms against 2 ms)
    best = float("inf")
    for _ in range(7):
        t0 = time.perf_counter()
        attributes.asked(text, S)
        attributes.requested(text, S)
        best = min(best, time.perf_counter() - t0)
    return best


@pytest.mark.parametrize(
    "unit", ["a", "?", "'", '"', "`", "-", "tell me ", "it ", "'s ", "port ", "x?", ", "]
)
def test_a_long_run_of_one_unit_costs_what_prose_costs(unit: str) -> None:
    text = (unit * 10000)[:10000]
    # the ratio of two costs measured back to back, the best of three pairs: a pair measured
    # while another worker takes the core is noise (a clean-clone run once read 6.3 where an
    # idle machine reads 2.2 for "-"); a cost growing faster than the text stays far above 6
    assert min(_cost(text) / _cost(PROSE) for _ in range(3)) < 6, unit


def _score(seed: int, held_out: bool) -> tuple[int, int, int, int]:
    return score(requests(seed, held_out=held_out))


@pytest.mark.parametrize(
    ("held_out", "seeds", "least"),
    # seeds 30-32 of the seen forms were read while writing the rule (67/72 declined); seeds
    # 40-42 of the held-out forms and phrases were scored once, after it: 144/144 kept, 62/72
    [(False, (30, 31, 32), 64), (True, (40, 41, 42), 60)],
)
def test_request_forms_keep_every_answer_and_decline_most_absent_attributes(
    held_out: bool, seeds: tuple[int, ...], least: int
) -> None:
    totals = [sum(x) for x in zip(*(_score(s, held_out) for s in seeds), strict=True)]
    pos, kept, neg, declined = totals
    assert pos == kept == 144
    assert neg == 72 and declined >= least


def test_requests_for_an_absent_attribute_are_not_delivered_from_a_real_store(
    svc: MemoryService, person
) -> None:
    port = "ledger-sync binds to port 7311."
    owner = "Mila is responsible for ledger-sync."
    node = "ledger-sync pins Node.js 20 in CI."
    for text in (
        port,
        owner,
        node,
        "The audit-log rotates every Sunday.",
        "Requests to billing time out",
    ):
        svc.add(Candidate(text, NS_A), person)
    for absent in (
        "Tell me the disk size for ledger-sync.",
        "I need ledger-sync's disk size.",
        "ledger-sync disk size?",
        "Remind me of the ledger-sync backup window.",
    ):
        assert prompt_block(svc, absent).items == (), absent
    # controls: the held attribute asked in the same forms is delivered, and so is a request
    # naming no class, or one naming a class only inside a quote
    for held, want in (
        ("Tell me the port for ledger-sync.", port),
        ("I need ledger-sync's owner.", owner),
        ("ledger-sync port?", port),
        ("remind me of the ledger-sync maintainer", owner),
        # a name qualifying the attribute ("Node.js version") is not the subject: its value
        # ("Node.js 20") is read, not blanked
        ("What Node.js version does ledger-sync pin?", node),
        ("Tell me the Node.js version of ledger-sync.", node),
    ):
        assert want in [i.text for i in prompt_block(svc, held).items], held
    assert prompt_block(svc, "tell me about ledger-sync").items != ()
    assert prompt_block(svc, 'Why does ledger-sync log "when ready" on port 7311?').items != ()
