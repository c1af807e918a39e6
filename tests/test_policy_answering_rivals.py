"""A memory answers with the clauses that hold what is asked, and leaves a clause out only as a
rival: one holding a value of a kind the answering clauses hold ("eu-north-1" beside
"us-west-2", "PR #402" beside "#311"). A clause holding a value of another kind may be what
answers: the owner's name beside a flag's identifier, the image after "switch the base to",
the issuer after the host a certificate was renewed on. Probes in other words than any
benchmark, each beside its control."""

from __future__ import annotations

from cairn.bench import hexis_adapter
from cairn.policy import questions


def answer(question: str, text: str) -> str:
    return hexis_adapter._answer_text(questions.ask(question), text)


def test_a_clause_with_another_kind_of_value_stays() -> None:
    a = answer("Who is responsible for the paywall_v2 flag?",
               "Flag paywall_v2 added. Owner: Mira. Do not remove it without asking.")  # fmt: skip
    assert "Mira" in a
    a = answer("Which issuer signed the certificate on shop.tern.example?",
               "Renewed the certificate on shop.tern.example; it now chains to Acme Root X2.")  # fmt: skip
    assert "Acme Root X2" in a
    a = answer("Which image does the relay container build from, per the commit?",
               "build(relay): move the base to alpine:3.20; the image is rebuilt weekly.")  # fmt: skip
    assert "alpine:3.20" in a


def test_a_rival_value_of_the_same_kind_is_left_out() -> None:
    # controls: the other clause holds a rival of the answer's kind
    a = answer("Which region holds the primary cache of orders-api?",
               "The orders-api runbook puts the primary cache in eu-north-1 and the replica cache in us-west-2.")  # fmt: skip
    assert "eu-north-1" in a and "us-west-2" not in a
    a = answer("Which PR fixed the rounding bug?",
               "We first blamed PR #311, but PR #402 is the one that fixed the rounding bug.")  # fmt: skip
    assert "#402" in a and "#311" not in a


def test_a_clause_holding_only_what_the_question_names_answers_nothing() -> None:
    a = answer("What is the invoice mail topic?",
               "We renamed the invoice mail topic; it is mail-inv-3 from now on.")  # fmt: skip
    assert "mail-inv-3" in a and "renamed" not in a
    # control: a clause holding something the question does not name stays
    a = answer("Who is responsible for the paywall_v2 flag?",
               "Flag paywall_v2 added. Owner: Mira.")  # fmt: skip
    assert "Mira" in a
