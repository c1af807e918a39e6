"""How a claim's text is cut into the clauses ``policy.clauses`` reads: lines, sentences, then
clauses at ``;``, parentheses, "but"/"whereas"/"while", a comma before a conjunction, and "and"
between two parts that each hold a literal.

It reads tokens only: no store, no model, no I/O. A JSON object is first read as the lines of
its members (``members``).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache

from cairn.policy import lexicon as lx
from cairn.policy import verbs
from cairn.policy.tokens import Tok

__all__ = ["Segment", "members", "row", "split"]

MEMBERS_MAX = 20_000  # characters: a longer JSON text is read as it is written


@dataclass(frozen=True)
class Segment:
    toks: tuple[Tok, ...]  # the clause's tokens


def split(text: str, toks: list[Tok]) -> list[Segment]:
    """The clauses of ``text`` (tokenized as ``toks``)."""
    return [Segment(tuple(p)) for p in _split_clauses(toks, text)]


def _values_ahead(toks: list[Tok]) -> list[bool]:
    """For each position, ``verbs.has_value`` of the tokens from it on (a literal before the
    sentence ends), found in one pass from the end: read after each "and", it was a scan to the
    text's end from every one."""
    out = [False] * (len(toks) + 1)
    for k in range(len(toks) - 1, -1, -1):
        t = toks[k]
        out[k] = False if t.punct and t.text in ".!?;" else (t.shaped or out[k + 1])
    return out


def _split_clauses(toks: list[Tok], text: str = "") -> list[list[Tok]]:
    """Sentences, then clauses at ``;``, parentheses, "but"/"whereas"/"while", a comma before a
    conjunction, and "and" between two parts that each hold a literal."""
    out: list[list[Tok]] = []
    cur: list[Tok] = []

    def flush() -> None:
        if any(not t.punct for t in cur):
            out.append(list(cur))
        cur.clear()

    items = _inline_items(toks)
    ahead = _verbs_ahead(toks)
    valued = _values_ahead(toks)
    for i, t in enumerate(toks):
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        if t.punct and t.text in ".)" and cur and cur[-1].start in items:
            cur.pop()  # "checklist: 1. page Ana 2. pause the cron": an item's number
            if not (cur and cur[-1].text == ":"):
                flush()
            continue
        if cur and text and _new_line(text, cur[-1], t):
            flush()  # a line of a config, a log, a table or a list is a clause of its own
        elif cur and text and _COMMENT.fullmatch(text[cur[-1].end : t.start]):
            flush()  # "warn_at: 45  # Quillmere": a config line's comment is no part of it
        if t.punct and t.text in ".)" and nxt is not None and _marker(cur, t.text, text):
            cur.pop()  # "1) label the crates; 2) ...", "2. walk": a list item's number
            if not (cur and cur[-1].text == ":"):
                flush()  # a label before a colon stays the first item's topic
            continue
        if t.punct and t.text in ".!?;()[]{}—–":
            flush()
            continue
        if not t.punct and t.low in ("but", "whereas", "although", "though"):
            flush()
            continue
        if t.punct and t.text == "," and nxt is not None and nxt.start == t.end:
            cur.append(t)  # "budget,Quillmere,approved,Ana": a field of a row, no clause
            continue
        if t.punct and t.text == "," and nxt is not None and nxt.low.endswith("ed") and cur:
            flush()
            continue
        if t.punct and t.text == "," and nxt is not None and _imperative(toks, i + 1) and cur:
            flush()  # "scanbot pinned at 5.2.6, do not upgrade without a review"
            continue
        if t.punct and t.text == "," and nxt is not None and nxt.low in _POLITE and cur:
            flush()  # "questions go to Ana, pls don't DM me": a request of its own
            continue
        if t.punct and t.text == "," and nxt is not None and _denies(toks, i + 1) and cur:
            # "X is Apache-2.0, no violation", "reach me in #coord, not DMs": the negation
            # denies the phrase it opens only
            flush()
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
            and ahead[i + 1]
            # (a clause this long is read whole: "once" 20,000 times costs no quadratic scan)
            and len(cur) <= _LONG_CLAUSE
            and verbs.main_verb(cur, 0, opening=False) is not None
        ):
            flush()
            continue
        if t.low == "and" and not t.punct and valued[i + 1] and verbs.has_value(cur[1:]):
            flush()
            cur.append(Tok("and", "and", t.start, t.end, punct=True))  # marks a conjunct
            continue
        cur.append(t)
    flush()
    return out


_LONG_CLAUSE = 400
_WHILE = frozenset({"while", "whilst"})


def _denies(toks: list[Tok], k: int) -> bool:
    """ "no", "not", or "nothing" before a verb's past (", nothing decided", ", nothing came of
    it": an outcome of its own; "..., nothing else" qualifies what it follows)."""
    if toks[k].low in ("no", "not"):
        return True
    return toks[k].low == "nothing" and k + 1 < len(toks) and lx.past_form(toks[k + 1].low)


def _verbs_ahead(toks: list[Tok]) -> list[bool]:
    """``verbs.verb_ahead`` at every index (and one past the end), in one pass from the end."""
    out = [False] * (len(toks) + 1)
    for k in range(len(toks) - 1, -1, -1):
        t = toks[k]
        # a negated auxiliary ("when they can't make it") is one too
        aux = t.low in lx.COPULAS or t.low in lx.AUXILIARIES or t.low.endswith(("n't", "n’t"))
        # a verb past "while" is another clause's ("looked after the X while the owner was
        # off": "after" opens no clause)
        out[k] = not t.punct and (aux or (t.low not in _WHILE and out[k + 1]))
    return out


def _inline_items(toks: list[Tok]) -> set[int]:
    """The start offsets of the numbers of a list written on one line ("checklist: 1. page Ana
    2. pause the cron 3. write it up"): 1 (opening the text or after a colon), 2, ... in
    order, each before "." or ")" and a word, two or more of them."""
    out: list[int] = []
    want = 1
    for i, t in enumerate(toks[:-2]):
        if (
            t.text == str(want)
            # the first item opens the text or follows a label's colon
            and (want > 1 or i == 0 or toks[i - 1].text == ":")
            and toks[i + 1].punct
            and toks[i + 1].text in ".)"
            and toks[i + 1].start == t.end
            and not toks[i + 2].punct
        ):
            out.append(t.start)
            want += 1
    return set(out) if len(out) >= 2 else set()


# a politeness marker opening a request ("please", "pls", "kindly")
_POLITE = frozenset({"please", "pls", "plz", "kindly"})


def _imperative(toks: list[Tok], i: int) -> bool:
    """A negated command opens at ``i`` ("do not upgrade", "don't touch", "never run")."""
    w = toks[i].low
    nxt = toks[i + 1].low if i + 1 < len(toks) else ""
    return w in ("don't", "never") or (w == "do" and nxt in ("not", "n't"))


def _marker(cur: list[Tok], mark: str, text: str) -> bool:
    """The clause so far ends in a list item's number or letter opening an item: "1)" at its
    start or after a colon or a semicolon ("checklist: 1) ...; 2) ..."), "1." at the start
    of a line ("shard_count: 8." ends a sentence)."""
    if not cur:
        return False
    last = cur[-1]
    item = (last.low.isdigit() and len(last.low) <= 2) or last.text in _LETTERS
    if last.punct or not item:
        return False
    if mark == ".":
        return (
            not text
            or not text[: last.start].rstrip(" \t")
            or text[: last.start].rstrip(" \t").endswith("\n")
        )
    return len(cur) == 1 or (cur[-2].punct and cur[-2].text in ":;")


# a comment after a setting: "#" (or ";" in an INI file, read as a clause mark already)
# between spaces
_COMMENT = re.compile(r"[ \t]+#+[ \t]+")
_LETTERS = frozenset("abcdefgh")  # "a) ...; b) ...": a lower-case item letter

_STRUCTURED = re.compile(r"[ \t]*(?:[-*•|#>]|\d+[.)]\s|[\w.\-\[\]\"']+[ \t]*[:=|])")
# three or more fields joined by commas with no space after them
_ROW = re.compile(r"[^,\n]+(?:,\S[^,\n]*){2,}")


def row(line: str) -> bool:
    """Three or more fields joined by commas with no space after them: a row of a table
    ("task,subject,date,owner", "file sort,Quillmere,2026-05-20,Ana")."""
    return _ROW.fullmatch(line.strip()) is not None


def _new_line(text: str, last: Tok, t: Tok) -> bool:
    """``t`` starts a new line that is not the wrapped rest of a sentence: the line before ends
    in punctuation, or the new line opens like a list item, a table row or a ``key: value``
    setting, or with a capital or an identifier ("Fix the cache\nkey for ..." wraps; "env:\n  LOG_LEVEL: DEBUG"
    and "SEV3 | 80 min" do not)."""
    gap = text[last.end : t.start]
    if "\n" not in gap:
        return False
    line_end = text.find("\n", t.start)
    line = text[t.start - (len(gap) - gap.rfind("\n") - 1) : line_end if line_end >= 0 else None]
    if _STRUCTURED.match(line) or row(line):
        return True  # a row of comma-separated fields ("file drop,Quillmere,2026-05-20,Ana")
    # a plain lower-case word after a word or a comma continues the sentence; an identifier
    # ("web-edge.corp.example.") or a capital opens a line of its own
    wraps = (last.text[-1:].isalnum() or last.text == ",") and t.text.isalpha() and t.text.islower()
    return not wraps


def members(text: str) -> str:
    """A flat JSON object written as the lines of its members, character for character (offsets
    into the text hold): the quotes around its keys and strings blank, its braces and the
    commas between members line breaks, so ``{"flag": "qm.cap", "value": "30 kg"}`` reads as
    "flag: qm.cap" and "value: 30 kg" (a key is the slot's words, not a quoted literal). A
    list's commas are kept. Any other text (one that does not parse as a JSON object, or is
    longer than ``MEMBERS_MAX``) is returned as it is."""
    if not is_object(text):
        return text
    out = list(text)
    stack: list[str] = []  # the open containers, innermost last
    inside = escaped = False
    for k, ch in enumerate(text):
        if inside:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                inside, out[k] = False, " "
            continue
        if ch == '"':
            inside, out[k] = True, " "
        elif ch in "{[":
            stack.append(ch)
            out[k] = "\n" if ch == "{" else ch
        elif ch in "}]":
            if stack:
                stack.pop()
            out[k] = "\n" if ch == "}" else ch
        elif ch == "," and stack and stack[-1] == "{":
            out[k] = "\n"
    return "".join(out)


@lru_cache(maxsize=4096)
def is_object(text: str) -> bool:
    """Whether ``text`` is a flat JSON object (at most ``MEMBERS_MAX`` characters): no member
    is an object itself (``{"S": {"supplier": "K"}}`` names its thing by a key, read as written)."""
    body = text.strip()
    if not (body.startswith("{") and body.endswith("}")) or len(text) > MEMBERS_MAX:
        return False
    try:
        parsed = json.loads(text)
    except ValueError:
        return False
    return isinstance(parsed, dict) and not any(isinstance(v, dict) for v in parsed.values())
