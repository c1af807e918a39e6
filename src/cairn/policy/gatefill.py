"""What a gate's pattern could be completed with: a few strings the pattern matches, read out
of its own syntax, and their words.

A shell command can leave part of itself to be decided when it runs: a variable (``git push $F
origin main``), a command's output (``$(echo git) push -f``), what ``xargs`` appends, a script
piped into a shell. No reading of the text knows those parts (``shellcmd.HOLE`` marks them),
but a gate can ask whether *it* could be what they turn out to be: ``gates`` fills each hole
with each word of the pattern's examples (``--force``, ``main``, ``git``) and searches again, and
a simple command that is nothing but a hole (``eval "$X"``, ``curl ... | sh``) might be any
command at all, so an example of the whole pattern stands in for it.

The examples come from the parsed expression (the standard library's own parser): a literal is
itself, an alternation gives one example per branch (a bounded number), an optional or starred
part gives nothing (a blank where it could hold blanks, so the words around it stay apart),
anchors and look-arounds give nothing, a class gives one of its characters. Best effort and
pure: a pattern it cannot read gives no examples, and then only a whole-command hole blocks.
Standard library only, cached per pattern: it runs inside the PreToolUse hook.
"""

from __future__ import annotations

import importlib
from functools import lru_cache
from typing import Any

MAX_EXAMPLES = 16
_parser: Any = importlib.import_module("re._parser")  # the parser `re` itself compiles with
_CATEGORY_CHAR = {"DIGIT": "0", "SPACE": " ", "WORD": "a", "LINEBREAK": "\n"}


@lru_cache(maxsize=256)
def examples(pattern: str) -> tuple[str, ...]:
    """Up to ``MAX_EXAMPLES`` strings that ``pattern`` is meant to match (best effort: a
    look-around or a back-reference is not honoured), or none when it cannot be read."""
    try:
        found = _seq(_parser.parse(pattern).data)
    except Exception:  # an unreadable pattern has no examples; gates decide
        return ()
    return tuple(dict.fromkeys(found))


@lru_cache(maxsize=256)
def words(pattern: str) -> tuple[str, ...]:
    """The distinct blank-separated words of the pattern's examples: what one hole in a
    command could be for the pattern to match it."""
    return tuple(dict.fromkeys(w for e in examples(pattern) for w in e.split()))


def _seq(items: Any) -> list[str]:
    outs = [""]
    for op, av in items:
        alts = _one(str(op), av)
        outs = [a + b for a in outs for b in alts][:MAX_EXAMPLES]
    return outs


def _one(op: str, av: Any) -> list[str]:
    if op == "LITERAL":
        return [chr(av)]
    if op == "NOT_LITERAL":
        return ["x" if av != ord("x") else "y"]
    if op == "ANY":
        return ["x"]
    if op == "IN":
        return [_in_char(av)]
    if op == "CATEGORY":
        return [_category_char(str(av))]
    if op == "BRANCH":
        return [e for branch in av[1] for e in _seq(branch)][:MAX_EXAMPLES]
    if op in ("SUBPATTERN", "ATOMIC_GROUP"):
        return _seq(av[-1])
    if op in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
        low, _, sub = av
        if low == 0:
            return [" " if _blank_fits(sub) else ""]
        return [e * low for e in _seq(sub)]
    if op == "GROUPREF_EXISTS":
        return _seq(av[1])
    return [""]  # anchors, look-arounds, back-references: nothing of their own


def _in_char(items: Any) -> str:
    for op, av in items:
        name = str(op)
        if name == "NEGATE":
            return "x"
        if name == "LITERAL":
            return chr(av)
        if name == "RANGE":
            return chr(av[0])
        if name == "CATEGORY":
            return _category_char(str(av))
    return "x"


def _category_char(name: str) -> str:
    kind = name.removeprefix("CATEGORY_")
    if kind.startswith("NOT_"):
        return "-" if kind != "NOT_WORD" else " "
    return _CATEGORY_CHAR.get(kind.removeprefix("UNI_"), "a")


def _blank_fits(sub: Any) -> bool:
    """Whether a repeated part could hold a blank (``.*``, ``\\s*``, ``[^x]*``): then an example
    keeps a blank there, so the words on either side stay words."""
    for op, av in sub:
        name = str(op)
        if name == "ANY" or (name == "LITERAL" and av == ord(" ")):
            return True
        if name == "NOT_LITERAL" and av != ord(" "):
            return True
        if name == "IN":
            inner = [(str(o), a) for o, a in av]
            if any(n == "NEGATE" for n, _ in inner):
                return True
            if any(n == "LITERAL" and a == ord(" ") for n, a in inner):
                return True
            if any(n == "CATEGORY" and "SPACE" in str(a) and "NOT" not in str(a) for n, a in inner):
                return True
        if name == "CATEGORY" and "SPACE" in str(av) and "NOT" not in str(av):
            return True
    return False
