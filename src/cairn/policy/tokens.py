"""Tokens of a claim: words, literals and punctuation, each with what its form says.

A literal is known by its form, never by its case alone: a digit, inner punctuation, a quote,
an all-capital code, a capital where a sentence does not require one (a sentence's first word
is a name only when a verb follows it at once: "Priya said", "QA is"). ``stem`` is the light
suffix stripper every comparison of words shares. Pure functions of text: no I/O.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from breame.data.spelling_constants import BRITISH_ENGLISH_SPELLINGS

from cairn.policy import lexicon as lx
from cairn.policy.lexicon import word_set
from cairn.search.lexical import STOPWORDS

_TOKEN = re.compile(
    r"`[^`\n]{1,120}`"
    r"|\"[^\"\n]{1,120}\""
    r"|[#@$]?\w(?:[\w%+]|[-./:'’_/](?=[\w#])|/(?=\.\w)|(?<=\d)–(?=\d))*%?"
    r"|->|=>|→|[,;:()\[\]{}!?.=—–|]"
)
DIGIT = re.compile(r"\d")
_INNER = re.compile(r"\w[./:_#@/]\w|^[#@$]")
PURE_NUMBER = re.compile(r"^\d+(?:[.,]\d+)?%?$")
TIME = re.compile(r"^\d{1,2}:\d{2}")


class Tok(NamedTuple):
    text: str  # as written (quotes and a possessive 's stripped)
    low: str  # casefolded
    start: int
    end: int
    punct: bool = False
    shaped: bool = False  # a literal by its form: digit, inner punctuation, quote, code
    hyphen: bool = False  # a lower-case hyphenated word: a literal only where a value stands
    capital: bool = False  # written with a capital where a sentence does not require one
    possessive: bool = False


def _tok(m: re.Match[str], initial: bool) -> Tok:
    raw = m.group()
    start, end = m.start(), m.end()
    if raw[0] in '`"' and len(raw) > 1:
        inner = raw[1:-1]
        return Tok(inner, inner.casefold(), start, end, shaped=True)
    if raw.isalpha():  # a plain word (most of them): no digit, quote or inner mark
        if raw.islower():
            return Tok(raw, raw, start, end)
        if raw[1:].islower():
            return Tok(raw, raw.casefold(), start, end, capital=not initial)
    if (len(raw) == 1 and not raw.isalnum()) or raw in ("->", "=>"):
        return Tok(raw, raw, start, end, punct=True)
    possessive = False
    if raw.endswith(("'s", "’s")) and len(raw) > 2:
        raw, possessive, end = raw[:-2], True, end - 2
    low = raw.casefold().replace("–", "-")  # a range: 14–20 is 14-20
    letters = [c for c in raw if c.isalpha()]
    upper = sum(c.isupper() for c in letters)
    shaped = bool(
        DIGIT.search(raw)
        or _INNER.search(raw)
        or (upper >= 2 and upper == len(letters))
        or (letters and raw[0].islower() and upper > 0)  # camelCase
        or (upper >= 2 and upper < len(letters) and raw[0].isupper() and "-" not in raw)
    )
    hyphen = not shaped and "-" in raw
    capital = bool(letters) and raw[0].isupper() and not (initial and upper == 1)
    return Tok(raw, low, start, end, shaped=shaped, hyphen=hyphen, capital=capital,
               possessive=possessive)  # fmt: skip


def tokenize(text: str) -> list[Tok]:
    """Tokens of a text (NFKC); a sentence's first word counts as capitalised only when it is
    not a word of a closed class (``The``, ``For``) and has more capitals than its first."""
    matches = [m for m in _TOKEN.finditer(text) if m.group() != "|" or _inner_bar(text, m.start())]
    out: list[Tok] = []
    initial = True
    for i, m in enumerate(matches):
        t = _tok(m, initial)
        if initial and not t.punct and t.text[:1].isupper() and not t.shaped:
            nxt = matches[i + 1].group().casefold() if i + 1 < len(matches) else ""
            if nxt.endswith("ly") and i + 2 < len(matches):  # "Priya directly said"
                nxt = matches[i + 2].group().casefold()
            closed = t.low in _CLOSED or t.low in lx.DISCOURSE
            # "Point of contact for X: Cy.": one word after a label's colon, alone
            # before the sentence ends, is the label's value
            alone = i > 0 and matches[i - 1].group() == ":" and nxt in ("", ".", "!", ";", ",")
            name = not closed and (t.possessive or _verb_form(nxt) or alone)
            t = Tok(t.text, t.low, t.start, t.end, capital=name, hyphen=t.hyphen,
                    possessive=t.possessive)  # fmt: skip
        elif (
            t.capital
            and (t.low in _CLOSED or t.low in lx.DISCOURSE)
            and _opens_line(text[matches[i - 1].end() if i else 0 : t.start], bool(i))
        ):
            # "- Never more than 37 per run": a line's first word, closed-class, is no name
            t = t._replace(capital=False)
        out.append(t)
        initial = (t.punct and t.text in ".!?:;(") or (initial and t.punct)
    return out


def _opens_line(gap: str, after: bool) -> bool:
    """A token after another whose gap from it holds a line break and, after it, a list
    item's mark at most: the first word of its line."""
    return after and "\n" in gap and gap.rsplit("\n", 1)[1].strip() in ("", "-", "*", "•", "+")


def _inner_bar(text: str, at: int) -> bool:
    """A bar between two cells of a markdown table row ("| quill-2 | 40 |"): punctuation that
    keeps the cells apart. The bars opening and closing a row are no token, nor a bar in a
    line that is no table row ("row: Quillmere | push | expires ...", a value's alternatives)."""
    start = text.rfind("\n", 0, at) + 1
    before = text[start:at]
    end = text.find("\n", at)
    after = text[at + 1 : end if end >= 0 else len(text)]
    return before.lstrip().startswith("|") and bool(before.strip("| \t")) and bool(after.strip())


def _verb_form(word: str) -> bool:
    """A word that reads as a verb right after a one-word subject ("Priya said", "QA is")."""
    return (
        word in lx.COPULAS
        or word in lx.AUXILIARIES
        or word in lx.REPORTING
        or word in lx.VERB_PREDICATE
        or word in lx.CHANGE
        or word in lx.GET_PASSIVE  # "Quillmere got bumped to 37"
        or (len(word) > 3 and word.endswith("ed"))
    )


_CLOSED = (
    lx.DETERMINERS
    | lx.PREPOSITIONS
    | lx.COPULAS
    | lx.AUXILIARIES
    | lx.PRONOUNS
    | lx.CONJUNCTIONS
    | lx.WH_WORDS
    | lx.NEGATIONS
    | STOPWORDS
    | frozenset(["let", "lets", "please", "still", "then"])
)
ADVERBS = word_set(
    "now currently today only just also already still directly first then again really"
    " actually always usually never finally eventually recently previously originally"
)

STEM_SUFFIXES = ("ations", "ation", "ments", "ment", "ings", "ing", "ies", "es", "ed", "ly", "s")


# an adverb of a unit of time that the suffix rules do not take back to its noun ("weekly",
# "hourly" do): "daily" meets "day"
_IRREGULAR_STEMS = {"daily": "day", "goes": "go", "does": "do"}


# a British spelling meets the American one ("licence" and "license", "colour" and "color",
# "cancelled" and "canceled"), from breame's table of the two; a pair that is two words in
# use is kept apart ("draught" ale is no draft, a "tyre" never tires)
_OTHER_WORDS = frozenset(["draft", "filter", "filters", "tire", "tires"])
_AMERICAN: dict[str, str] = {
    b: a for b, a in BRITISH_ENGLISH_SPELLINGS.items() if a not in _OTHER_WORDS
}


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light suffix stripper, enough to meet "migrations" with "migration", "fixed" with
    "fix", "retries" with "retry" and "notes" with "note" (a final e is dropped after any
    suffix, so "stored" and "store" meet as "stor"). A British spelling is first written the
    American way, so "licences" meets "licenses"."""
    word = _AMERICAN.get(word, word)
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word in _IRREGULAR_STEMS:
        return _IRREGULAR_STEMS[word]
    base = word
    for suffix in STEM_SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            base = word[: -len(suffix)]
            if (
                suffix in ("ed", "ing")
                and len(base) > 3
                and base[-1] == base[-2]
                and base[-1] in "bdgmnprt"
            ):
                base = base[:-1]  # pinned -> pin, capped -> cap (but billed -> bill)
            break
    if base.endswith("e") and len(base) > 3:
        base = base[:-1]
    return base


def content(tok: Tok) -> bool:
    """A word that can carry meaning in a frame (not punctuation, not a closed-class word)."""
    return (
        not tok.punct
        and tok.low not in _CLOSED
        and tok.low not in lx.DISCOURSE
        and tok.low not in lx.HEDGES
        and tok.low not in ADVERBS
        and (len(tok.low) > 1 or tok.low.isdigit())
    )
