"""How a claim's text is cut into the pieces ``policy.clauses`` reads: clauses of sentences,
lines of a multi-line text, and the headings those lines are read under.

- a sentence is cut into clauses at ``;``, parentheses, "but"/"whereas"/"while", a comma
  before a conjunction, and "and" between two parts that each hold a literal;
- a line break ends a clause: a multi-line text (a config block, a list, a table pasted into
  a note) is read line by line, and a line that ends with a colon *heads* the lines under it,
  which are read with its words as their topic ("helm/x/values-prod.yaml:" / "env:" /
  "LOG_LEVEL: DEBUG" reads as "helm/x/values-prod.yaml env: LOG_LEVEL: DEBUG"). The text's
  first line, ending with a colon, introduces every line after it; a later heading heads the
  lines indented under it, as in YAML or an outline. A code fence is markup, not a line;

It reads tokens and line breaks only: no store, no model, no I/O.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass

from cairn.policy import lexicon as lx
from cairn.policy import verbs
from cairn.policy.tokens import Tok

__all__ = ["Segment", "split"]

# a clause's topic label is read within its first eight tokens (``policy.clauses``): a heading
# keeps its last seven words, where a heading names what it is about ("settings for job-ads")
_HEADING_WORDS = 7


@dataclass(frozen=True)
class Segment:
    toks: tuple[Tok, ...]  # the clause's own tokens
    heading: tuple[Tok, ...] = ()  # the words of the lines that head it, then a colon


def split(text: str, toks: list[Tok]) -> list[Segment]:
    """The clauses of ``text`` (tokenized as ``toks``), each with its heading."""
    lines = _lines(text, toks) if "\n" in text else []
    if len(lines) <= 1:
        lines = [(0, toks)]
    out: list[Segment] = []
    intro: list[Tok] = []
    stack: list[tuple[int, list[Tok]]] = []  # (indent, words) of the open headings
    for n, (indent, line) in enumerate(lines):
        while stack and stack[-1][0] >= indent:
            stack.pop()
        words = [*intro, *(t for _indent, head in stack for t in head)]
        parts = _split_clauses(line)
        for part in parts:
            conjunct = part[0].punct and part[0].text == "and"
            heading = _heading([] if conjunct else words, part)
            out.append(Segment(tuple(part), heading))
        if len(lines) > 1 and line[-1].punct and line[-1].text == ":" and len(line) > 1:
            if n == 0:
                intro = line[:-1]
            else:
                stack.append((indent, line[:-1]))
    return out


def _heading(words: list[Tok], part: list[Tok]) -> tuple[Tok, ...]:
    """The tokens a part is read under: the heading's words as its topic label, then a colon;
    a part with a label of its own ("owner: data platform") has the heading's words put
    before its label, so that the label, not the heading, names the attribute."""
    words = [t for t in words if not t.punct]
    if not words:
        return ()
    label = next(
        (k for k in range(min(len(part), _HEADING_WORDS + 1)) if part[k].text == ":"), None
    )
    if label is None:
        return (*words[-_HEADING_WORDS:], Tok(":", ":", words[-1].end, words[-1].end, punct=True))
    room = _HEADING_WORDS - label
    return tuple(words[-room:]) if room > 0 else ()


def _lines(text: str, toks: list[Tok]) -> list[tuple[int, list[Tok]]]:
    """The text's lines that hold a token, each with its indentation; a code fence left out."""
    breaks = [k for k, ch in enumerate(text) if ch == "\n"]
    if not breaks:
        return [(0, toks)] if toks else []
    grouped: dict[int, list[Tok]] = {}
    for t in toks:
        grouped.setdefault(bisect.bisect_right(breaks, t.start), []).append(t)
    out = []
    for n, line in sorted(grouped.items()):
        lo = breaks[n - 1] + 1 if n > 0 else 0
        hi = breaks[n] if n < len(breaks) else len(text)
        raw = text[lo:hi]
        body = raw.lstrip(" \t")
        if body.startswith(("```", "~~~")):
            continue  # a code fence: markup around the lines, not a line
        out.append((len(raw) - len(body), line))
    return out


def _split_clauses(toks: list[Tok]) -> list[list[Tok]]:
    """Sentences, then clauses at ``;``, parentheses, "but"/"whereas"/"while", a comma before a
    conjunction, and "and" between two parts that each hold a literal."""
    out: list[list[Tok]] = []
    cur: list[Tok] = []

    def flush() -> None:
        if any(not t.punct for t in cur):
            out.append(list(cur))
        cur.clear()

    for i, t in enumerate(toks):
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        if t.punct and t.text in ".!?;()[]{}—–":
            flush()
            continue
        if not t.punct and t.low in ("but", "whereas", "although", "though"):
            flush()
            continue
        if t.punct and t.text == "," and nxt is not None and nxt.low.endswith("ed") and cur:
            flush()
            continue
        if t.punct and t.text == "," and nxt is not None and nxt.low == "no" and cur:
            flush()  # "X is Apache-2.0, no violation": "no" denies the phrase it opens only
            continue
        if (
            t.punct
            and t.text == ","
            and nxt is not None
            and nxt.low in ("but", "and", "so")
            and (nxt.low != "and" or verbs.has_value(cur))
        ):
            flush()
            continue
        if t.low == "while" and cur and not t.punct:
            flush()
            continue
        if (
            not t.punct
            and t.low in lx.SUBORDINATORS
            and verbs.main_verb(cur, 0, opening=False) is not None
            and verbs.verb_ahead(toks, i + 1)
        ):
            flush()
            continue
        if (
            t.low == "and"
            and not t.punct
            and verbs.has_value(cur[1:])
            and verbs.has_value(toks[i + 1 :])
        ):
            flush()
            cur.append(Tok("and", "and", t.start, t.end, punct=True))  # marks a conjunct
            continue
        cur.append(t)
    flush()
    return out
