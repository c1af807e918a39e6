"""Admission's conflict check measures values ("75 min" / "75 minutes") while a write holds the
store's lock, where nothing may be compiled: ``prepare_write`` compiles every pattern of
``policy.measures`` first. Run in a fresh interpreter, so no earlier test compiled them."""

from __future__ import annotations

import subprocess
import sys

_PROBE = """
import re, sys
from cairn.policy import measures
if sys.argv[1] == "ready":
    from cairn.service.core import prepare_write
    prepare_write()
calls = []
real = re._compile
def counting(*a, **k):
    calls.append(a[0])
    return real(*a, **k)
re._compile = counting
measures.measures("max_runtime: 1h57m, 16/06/2026, three in four, 75%, an hour and a half,"
                  " window: 105m, TTL_SECONDS=30, 3 pm on Tuesday 5 July, 2026-07-05")
print(len([c for c in calls if not isinstance(c, re.Pattern)]))
"""


def _compiled(mode: str) -> int:
    out = subprocess.run(
        [sys.executable, "-c", _PROBE, mode], capture_output=True, text=True, check=True
    )
    return int(out.stdout.strip())


def test_prepare_write_leaves_nothing_of_measures_to_compile() -> None:
    assert _compiled("ready") == 0


def test_without_it_measuring_compiles_its_patterns() -> None:
    # control: the probe sees the compilations it guards against
    assert _compiled("cold") > 0
