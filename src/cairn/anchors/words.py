"""Claims: the words a memory says about a region that the region itself holds.

"`make test` runs pytest" anchored to the ``test`` rule whose recipe is ``pytest -q`` claims
``pytest``. When the region changes, the memory goes stale only if it lost a claim (the recipe
now runs ``nox``); a change that keeps every claim (``pytest -q -x``) re-verifies the anchor at
the new commit. The smaller the region, the more a shared word means: a whole file claims only
identifier-shaped words and words from code spans, a rule, a script, a function body or a line
range claims every content word.

Pure functions of strings; no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Iterable


def _set(words: str) -> frozenset[str]:
    return frozenset(words.split())


_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|\d+(?:\.\d+)*")
_SPAN = re.compile(r"`([^`\n]{1,300})`")
_IDENT_SHAPED = re.compile(r"^(?:[a-z0-9]+_[a-z0-9_]+|_\w+|[a-z]+[A-Z]\w*|[A-Z][a-z0-9]+[A-Z]\w*)$")

# English function words and the keywords of the languages whose regions we read: words a
# memory and a region share by accident, never what the memory claims.
STOP = _set(
    """a an the and or not no nor but if then else elif when while for from to of in on at by
    with without into onto over under via per as is are was were be been being it its this that
    these those there here we you they he she i me my our your their them us do does did done
    have has had can could should would will shall may might must use used uses using run runs
    ran make makes made get gets set sets put see also only just all any some each every other
    more most less than too very so such same new old now before after always never first last
    one two via vs etc eg ie ok yes true false none null nil undefined self this cls def class
    return returns import from export default function fn func let const var async await yield
    raise throw try except catch finally pass break continue lambda static public private
    protected void int str string bool float list dict map type struct enum impl trait pub mod
    use package module require echo exit local end begin do done fi esac then in sh bash env
    instead about again against between both down during further once out own up why how what
    which who whom where because until above below off"""
)


def words(text: str) -> set[str]:
    """Content words of ``text``, casefolded (numbers and versions kept whole)."""
    return {w.casefold() for w in _WORD.findall(text) if w.casefold() not in STOP}


def code_words(text: str) -> set[str]:
    """Words a memory marks as code: inside backticks, or identifier-shaped in prose
    (snake_case, camelCase, PascalCase with an inner capital)."""
    out = {w.casefold() for span in _SPAN.findall(text) for w in _WORD.findall(span)}
    out |= {w.casefold() for w in _WORD.findall(text) if _IDENT_SHAPED.match(w)}
    return {w for w in out if w not in STOP and not w.isdigit()}


def _name_parts(names: Iterable[str]) -> set[str]:
    out: set[str] = set()
    for n in names:
        out |= {w.casefold() for w in _WORD.findall(n)}
    return out


def claims(
    memory_text: str, region: str, *, exclude: Iterable[str] = (), whole_file: bool = False
) -> tuple[str, ...]:
    """The words ``memory_text`` shares with ``region`` (sorted), minus the anchor's own name
    (``exclude``). A whole file claims only the memory's code words."""
    mine = code_words(memory_text) if whole_file else words(memory_text)
    mine -= _name_parts(exclude)
    if not mine:
        return ()
    return tuple(sorted(mine & words(region)))


def lost(claimed: Iterable[str], region: str) -> list[str]:
    """The claims ``region`` no longer holds."""
    have = words(region)
    return [c for c in claimed if c not in have]


def version_held(claimed: str, spec: str) -> bool:
    """Whether a dependency spec still speaks of the claimed version: some version in the spec
    equals it or one is a prefix of the other on a dot boundary (4.2 and ~=4.2.1 agree; 4.2 and
    >=5.0 do not)."""
    versions = re.findall(r"\d+(?:\.\d+)*", spec)
    c = claimed.strip().lstrip("vV")
    return any(v == c or v.startswith(c + ".") or c.startswith(v + ".") for v in versions)
