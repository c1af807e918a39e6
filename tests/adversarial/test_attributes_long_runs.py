"""A memory cannot stall delivery with a long run of one value's characters. The value kinds of
``policy.attributes`` (an e-mail, a path, a URL scheme) were tried from every word boundary inside
such a run, each try scanning to the run's end: a 4,000-character memory (the longest a write
takes) of ``a.b.c.d-`` cost 80 ms for one class, paid on every prompt naming its subject. Each
kind is now tried only where a run starts (or over a bounded scheme), so such a text costs what
prose of the same length costs. A ratio to prose measured in the same run, not a time; beside
it, the control that the same kinds still find their values."""

from __future__ import annotations

import time

import pytest

from cairn.policy import attributes as A

PROSE = ("x " + "the service restarts when the queue drains and nobody is paged " * 100)[:4000]
RUNS = ["a.", "a.b.c.d-", "-1", "a-b.", "a/", "a+", "1.", "a_"]


def _cost(text: str) -> float:
    best = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        for c in A.CLASSES:
            A.holds(text, c.name, ("x",))
        best = min(best, time.perf_counter() - t0)
    return best


@pytest.mark.parametrize("unit", RUNS)
def test_a_long_run_costs_what_prose_of_its_length_costs(unit: str) -> None:
    text = ("x " + unit * 4000)[:4000]
    # a blow-up, not a constant factor: the pattern this guards against cost 80 ms per class
    # (over a second for the classes together, ~60x prose); one shared CI run measured 6.3x for
    # a constant-factor run ("-1", 2.1x idle)
    assert _cost(text) < 20 * _cost(PROSE), unit


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("x alerts go to oncall.db@corp.example.com", "contact"),
        ("x keeps its config in deploy/x/values.yaml", "path"),
        ("x is served at https://x.internal.example.com/v1", "host"),
        ("x runs scripts/rotate-keys.sh every night", "command"),
        ("x prefers svn+ssh://repo.example.org/trunk", "host"),
    ],
)
def test_the_kinds_still_find_their_values(text: str, name: str) -> None:
    assert A.holds(text, name, ("x",))
