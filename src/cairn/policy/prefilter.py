"""Required literals of a regular expression: strings one of which every match contains.

A prefilter in the manner of RE2's and Hyperscan's: when none of a pattern's required literals
occurs in a text, the pattern cannot match it and its scan is skipped. Write-boundary secret
detection runs about 75 patterns over every text; almost all of them need a literal such as
``AKIA``, ``xox`` or ``password`` that ordinary prose does not hold, and a substring test costs a
fraction of a regular-expression scan.

Soundness is the point, so extraction is conservative: a construct it does not understand
contributes nothing, and a pattern with no required literal always runs. Literals are compared
lowercased against the lowercased text, which can only let more patterns run. Texts that are not
ASCII are never gated: Unicode case-insensitive matching maps a few non-ASCII characters onto
ASCII letters (the Kelvin sign onto ``k``), which a lowercase comparison would miss.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterable, Sequence
from typing import Any

# The stdlib's own regular-expression parser (``sre_parse`` before 3.11): it yields exactly the
# structure the matcher runs, so nothing here re-implements regex syntax. It is private: if a
# later Python moves it, nothing is gated and every pattern runs.
try:
    _parser: Any = importlib.import_module("re._parser")
except ImportError:  # pragma: no cover - depends on the interpreter
    _parser = None

_REPEATS = {"MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"}


def required_literals(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """Lowercase strings one of which every match of ``pattern`` contains, or None when no such
    set was found (the pattern must always run)."""
    if _parser is None:
        return None
    try:
        tree = _parser.parse(pattern.pattern, pattern.flags)
    except Exception:
        return None
    found = _sequence(list(tree))
    return frozenset(found) if found else None


def _sequence(items: Sequence[tuple[Any, Any]]) -> frozenset[str] | None:
    """The best literal set of a concatenation: every element must match, so any one element's
    required set is required of the whole; adjacent literal characters form one string."""
    options: list[frozenset[str]] = []
    run: list[str] = []

    def flush() -> None:
        if run:
            options.append(frozenset(["".join(run).lower()]))
            run.clear()

    for op, av in items:
        name = str(op)
        if name == "LITERAL":
            run.append(chr(av))
            continue
        if name == "IN" and len(av) == 1 and str(av[0][0]) == "LITERAL":
            run.append(chr(av[0][1]))  # a one-character class such as [x]
            continue
        if name == "BRANCH" and run:
            # the parser factors a common prefix out of alternatives ("A(?:KIA|SIA)"): glue
            # the run onto each alternative's own leading literal
            prefix = "".join(run)
            options.append(frozenset((prefix + _lead(alt)).lower() for alt in av[1]))
        flush()
        inner: frozenset[str] | None = None
        if name == "SUBPATTERN":
            inner = _sequence(list(av[-1]))
        elif name == "ATOMIC_GROUP":
            inner = _sequence(list(av))
        elif name == "BRANCH":
            inner = _branch(av[1])
        elif name in _REPEATS and av[0] >= 1:
            inner = _sequence(list(av[2]))
        # anything else (classes, any, anchors, lookarounds, back references, conditionals)
        # requires no literal of its own
        if inner:
            options.append(inner)
    flush()
    if not options:
        return None
    return max(options, key=lambda s: (min(len(x) for x in s), -len(s)))


def _lead(items: Sequence[tuple[Any, Any]]) -> str:
    """The literal characters an alternative starts with ("" when none)."""
    out: list[str] = []
    for op, av in items:
        if str(op) != "LITERAL":
            break
        out.append(chr(av))
    return "".join(out)


def _branch(alternatives: Iterable[Any]) -> frozenset[str] | None:
    """Every alternative must supply a required set, and the union is required."""
    out: set[str] = set()
    for alt in alternatives:
        found = _sequence(list(alt))
        if not found:
            return None
        out |= found
    return frozenset(out)


class Gate:
    """A set of gated units (patterns, plugins), each with its required literals or None; for
    a text, which units may match it. The literals are looked up once per text and the units
    found through them, so a text holding no literal at all pays one substring test per
    literal and nothing per unit."""

    def __init__(self, sets: Sequence[frozenset[str] | None]) -> None:
        by_literal: dict[str, list[int]] = {}
        for i, required in enumerate(sets):
            for x in required or ():
                by_literal.setdefault(x, []).append(i)
        self.literals = tuple(sorted(by_literal))
        self._units = {x: tuple(v) for x, v in by_literal.items()}
        self._always = frozenset(i for i, required in enumerate(sets) if required is None)

    def present(self, text: str) -> frozenset[str] | None:
        """The literals ``text`` holds, or None when it must not be gated (not ASCII)."""
        if not text.isascii():
            return None
        lower = text.lower()
        return frozenset(x for x in self.literals if x in lower)

    def select(self, text: str) -> frozenset[int] | None:
        """The units that may match ``text`` (by position), or None: every unit runs."""
        present = self.present(text)
        if present is None:
            return None
        out = set(self._always)
        for x in present:
            out.update(self._units[x])
        return frozenset(out)


def literal_runs(pattern: str, flags: int = 0) -> list[str] | None:
    """The runs of literal text a pattern spells out, in order (``git push `` and ``main`` in
    ``git push .*\\bmain\\b``; each alternative's own runs for a branch), or None when it does
    not parse. A rule's pattern is checked for a literal secret through these."""
    if _parser is None:
        return None
    try:
        tree = _parser.parse(pattern, flags)
    except Exception:
        return None
    runs: list[str] = []
    _runs(list(tree), runs)
    return [r for r in runs if r]


def _pure(items: Sequence[tuple[Any, Any]]) -> str | None:
    """The text of a sequence made only of literal characters, else None."""
    out: list[str] = []
    for op, av in items:
        name = str(op)
        if name == "LITERAL":
            out.append(chr(av))
        elif name == "IN" and len(av) == 1 and str(av[0][0]) == "LITERAL":
            out.append(chr(av[0][1]))
        elif name == "SUBPATTERN":
            inner = _pure(list(av[-1]))
            if inner is None:
                return None
            out.append(inner)
        else:
            return None
    return "".join(out)


def _runs(items: Sequence[tuple[Any, Any]], runs: list[str]) -> None:
    run: list[str] = []

    def flush() -> None:
        runs.append("".join(run))
        run.clear()

    for op, av in items:
        name = str(op)
        text = _pure([(op, av)])
        if text is not None:
            run.append(text)
            continue
        if name in _REPEATS and av[0] == av[1] and av[0] <= 64:
            body = _pure(list(av[2]))
            if body is not None:  # a literal repeated a fixed number of times: x{3}
                run.append(body * av[0])
                continue
        flush()
        if name == "SUBPATTERN":
            _runs(list(av[-1]), runs)
        elif name == "ATOMIC_GROUP":
            _runs(list(av), runs)
        elif name == "BRANCH":
            for alt in av[1]:
                _runs(list(alt), runs)
        elif name in _REPEATS:
            _runs(list(av[2]), runs)
        elif name in ("ASSERT", "ASSERT_NOT"):
            _runs(list(av[1]), runs)
    flush()
