"""What a record names (``policy.records``) is read inside admission's write transaction, when a
claim is found to conflict with a live memory: a long run of one character cannot stall a write.
A name with its kind in parentheses was matched by a pattern whose words could be split many
ways: 400 letters after an opening parenthesis cost 640 ms (cubic in the run). Every pattern
now reads one way, starts only where a word starts, and names are compared without compiling a
pattern. A ratio to prose of the same length measured in the same run, not a time, with a bound
that only a blow-up crosses; beside it, the control that each surface still names its thing."""

from __future__ import annotations

import time

import pytest

from cairn.policy import facts, records

PROSE = ("x " + "the service restarts when the queue drains and nobody is paged " * 100)[:4000]
RUNS = [
    "svc (" + "a" * 4000,
    "svc (" + "ab " * 2000,
    "the " + "x " * 2000 + "of",
    "a" * 4000 + "'",
    "a" * 4000 + ": b",
    "| a |\n|---|\n" + "| x |\n" * 1000,
    "ledger-sync:\n" + "  k: v\n" * 1000,
    "(a b " * 1000,
    "the a of b " * 500,
    "a's b " * 1000,
]


def _cost(text: str) -> float:
    best = float("inf")
    for _ in range(3):
        records.names.cache_clear()
        records.labelled.cache_clear()
        facts.read.cache_clear()
        t0 = time.perf_counter()
        records.names(text)
        records.labelled(text)
        records.apart_in(text, PROSE)
        best = min(best, time.perf_counter() - t0)
    return best


@pytest.mark.parametrize("text", RUNS, ids=range(len(RUNS)))
def test_a_long_run_costs_what_prose_of_its_length_costs(text: str) -> None:
    # a guard against a blow-up (the cubic pattern cost seconds here, thousands of times prose),
    # not a timing: a table or a block of lines is several times prose on a loaded machine
    assert _cost(text[:4000]) < 50 * _cost(PROSE)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("QuillTrain (pipeline): its string freeze is Tue 19 May", "quilltrain"),
        ("batch size: 64  (training run QuillBase)", "quillbase"),
        ("the embargo time for brantorpost is 08:30", "brantorpost"),
    ],
)
def test_the_same_surfaces_still_name_their_thing(text: str, name: str) -> None:
    assert name in records.names(text)
