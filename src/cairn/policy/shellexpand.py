"""What the shell expands before a command runs, read as far as the text allows
(``shellcmd.split_words`` calls ``prepare`` first).

- ANSI-C quoting (``$'\\x67it'``, bash(1) "QUOTING") is decoded to the word it stands for and
  written back single-quoted, so ``$'\\x67it' push -f`` reads ``git push -f``; a locale string
  (``$"..."``) reads as a double-quoted one.
- What the shell only knows when it runs (a parameter ``$F``, ``${F:-x}``, ``$1``, ``$@``; a
  command substitution ``$(...)`` or backquotes; arithmetic ``$((...))``) is replaced by
  ``HOLE``, one private-use character that no command holds, so that a gate can ask whether the
  hole could complete its pattern (``gatefill``). Inside single quotes nothing expands and
  nothing is replaced. The commands of substitutions are read on their own by ``shellcmd``
  from the text as written.

Linear: one regular-expression pass for the substitutions (parentheses balanced by a counter)
and one for the parameters. Standard library only.
"""

from __future__ import annotations

import re

HOLE = "\ue000"  # a part of a word the shell only knows when the command runs

_ANSI_C = re.compile(r"\$'((?:[^'\\]|\\.)*)'", re.S)
_LOCALE = re.compile(r"(?<![\w$\\])\$\"")
_ESCAPE = re.compile(
    r"\\(x[0-9A-Fa-f]{1,2}|u[0-9A-Fa-f]{1,4}|U[0-9A-Fa-f]{1,8}|[0-7]{1,3}|c.|.)", re.S
)
_SIMPLE = {
    "a": "\a",
    "b": "\b",
    "e": "\x1b",
    "E": "\x1b",
    "f": "\f",
    "n": "\n",
    "r": "\r",
    "t": "\t",
    "v": "\v",
}
_PARAMETER = re.compile(r"\$(?:\{[^}'\"]*\}?|[A-Za-z_][A-Za-z0-9_]*|[0-9@*#?$!-])")
# Single-quoted text (kept), double-quoted text (its parameters replaced), an escape (kept), a
# parameter outside quotes (replaced).
_QUOTED_OR_PARAM = re.compile(r"""'[^']*'|"(?:[^"\\]|\\.)*"|\\.|""" + _PARAMETER.pattern, re.S)
_PARENS = re.compile(r"\$\(|[()]")


def prepare(text: str) -> str:
    """``text`` with ANSI-C strings decoded and what expands at run time replaced by ``HOLE``."""
    if "$'" in text:
        text = _ANSI_C.sub(_decoded, text)
    if '$"' in text:
        text = _LOCALE.sub('"', text)
    if "$(" in text or "`" in text:
        text = _substitutions_holed(text)
    if "$" in text:
        text = _QUOTED_OR_PARAM.sub(_param_holed, text)
    return text


def _decoded(m: re.Match[str]) -> str:
    body = _ESCAPE.sub(_escape, m.group(1)).replace("\0", "")
    return "'" + body.replace("'", "'\\''") + "'"


def _escape(m: re.Match[str]) -> str:
    code = m.group(1)
    head = code[0]
    try:
        if head in "xuU" and len(code) > 1:
            return chr(int(code[1:], 16))
        if head in "01234567":
            return chr(int(code, 8) & 0xFF)
    except (ValueError, OverflowError):
        return code
    if head == "c" and len(code) == 2:
        return chr(ord(code[1]) & 0x1F)
    return _SIMPLE.get(head, code)


def _param_holed(m: re.Match[str]) -> str:
    token = m.group()
    if token[0] == "'" or token[0] == "\\":
        return token
    if token[0] == '"':
        return _PARAMETER.sub(HOLE, token)
    return HOLE


def substitution_spans(text: str) -> list[tuple[int, int, int]]:
    """The outermost ``$(...)`` in ``text``, wherever they stand (inside quotes too), in order:
    where the ``$(`` starts, where its command starts, and where the command ends (its closing
    parenthesis, or the end of the text for an unclosed one). Parentheses balanced by a
    counter: one pass, linear in the text."""
    spans: list[tuple[int, int, int]] = []
    stack: list[int | None] = []  # where each open "$(" starts; None for a plain "("
    opened = 0  # how many of those in the stack are "$("
    for m in _PARENS.finditer(text):
        if m.group() != ")":
            stack.append(m.start() if m.group() == "$(" else None)
            opened += m.group() == "$("
        elif stack:
            start = stack.pop()
            if start is not None:
                opened -= 1
                if opened == 0:
                    spans.append((start, start + 2, m.start()))
    outer = next((s for s in stack if s is not None), None)
    if outer is not None:
        spans.append((outer, outer + 2, len(text)))
    return spans


def _substitutions_holed(text: str) -> str:
    """``text`` with each outermost ``$(...)`` (an unclosed one runs to the end) and each
    backquoted command replaced by ``HOLE``."""
    spans = substitution_spans(text)
    if spans:
        kept: list[str] = []
        at = 0
        for start, _, end in spans:
            kept.append(text[at:start])
            kept.append(HOLE)
            at = end + 1
        kept.append(text[at:])
        text = "".join(kept)
    if "`" in text:
        parts = text.split("`")
        text = "".join(
            HOLE if k % 2 == 1 and k < len(parts) - 1 else part for k, part in enumerate(parts)
        )
    return text
