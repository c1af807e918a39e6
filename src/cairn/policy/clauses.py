"""A shallow parse of a claim into clauses: who reports it, what it is about, and its values.

Claims in a coding project's memory are short declarative sentences ("The deploy doc says
production runs v2.3.1", "Owner of svc-billing: Priya", "Actually, make that 45 seconds"). This
module splits a text into clauses and reads each one with general rules of English, by position
and word class (``policy.lexicon``), never by the case of a word alone:

- a *reporter* is the noun phrase before a verb of communication ("the runbook lists", "Priya
  said that"), or an "according to X" / "per X" phrase: it is provenance, not the claim;
- the *main verb* is the first copula, auxiliary plus verb, verb of the predicate vocabulary,
  or word inflected as a verb after a noun phrase; it splits the clause into a *subject* side
  and a *complement* side;
- *values* are the literals of the complement: tokens carrying a digit, inner punctuation, a
  quote, an all-capital code, a name; a number takes its unit ("45 seconds", "EUR 1200");
  when the complement holds no literal, the subject's literal is the value ("PR #12 is the
  one that fixed it"); when neither does, the complement's head phrase is ("is enabled");
- a literal on the subject side, or after "for"/"of" in the complement, names an *entity*
  (the service, repository or person the claim is about), never a value;
- in a clause of change ("moved to", "bumped", "make that", "now"), a literal after "from" (or
  the object of "replace X with Y") is the *old* value, not the new one;
- a conjunct without a verb ("... in eu-west-1 and the replica in us-east-2") inherits the
  subject and verb of the clause before it.

It reads text only: no store, no model, no I/O. ``parse`` is memoised; it is pure and fast
(tens of microseconds for a typical claim), so admission may call it on every write, outside
or inside a transaction alike.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from cairn.policy import lexicon as lx
from cairn.policy.lexicon import word_set
from cairn.search.lexical import STOPWORDS

_TOKEN = re.compile(
    r"`[^`\n]{1,120}`"
    r"|\"[^\"\n]{1,120}\""
    r"|[#@$]?\w(?:[\w%+]|[-./:'’_/](?=[\w#]))*%?"
    r"|->|=>|→|[,;:()\[\]{}!?.=—–]"
)
_DIGIT = re.compile(r"\d")
_INNER = re.compile(r"\w[./:_#@/]\w|^[#@$]")
_PURE_NUMBER = re.compile(r"^\d+(?:[.,]\d+)?%?$")
_TIME = re.compile(r"^\d{1,2}:\d{2}")


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
    low = raw.casefold()
    letters = [c for c in raw if c.isalpha()]
    upper = sum(c.isupper() for c in letters)
    shaped = bool(
        _DIGIT.search(raw)
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
    matches = list(_TOKEN.finditer(text))
    out: list[Tok] = []
    initial = True
    for i, m in enumerate(matches):
        t = _tok(m, initial)
        if initial and not t.punct and t.text[:1].isupper() and not t.shaped:
            nxt = matches[i + 1].group().casefold() if i + 1 < len(matches) else ""
            if nxt.endswith("ly") and i + 2 < len(matches):  # "Priya directly said"
                nxt = matches[i + 2].group().casefold()
            closed = t.low in _CLOSED or t.low in lx.DISCOURSE
            name = not closed and (t.possessive or _verb_form(nxt))
            t = Tok(t.text, t.low, t.start, t.end, capital=name, hyphen=t.hyphen,
                    possessive=t.possessive)  # fmt: skip
        out.append(t)
        initial = (t.punct and t.text in ".!?:;(") or (initial and t.punct)
    return out


def _verb_form(word: str) -> bool:
    """A word that reads as a verb right after a one-word subject ("Priya said", "QA is")."""
    return (
        word in lx.COPULAS
        or word in lx.AUXILIARIES
        or word in lx.REPORTING
        or word in lx.VERB_PREDICATE
        or word in lx.CHANGE
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
_ADVERBS = word_set(
    "now currently today only just also already still directly first then again really"
    " actually always usually never finally eventually recently previously originally"
)

STEM_SUFFIXES = ("ations", "ation", "ments", "ment", "ings", "ing", "ies", "es", "ed", "ly", "s")


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light suffix stripper, enough to meet "migrations" with "migration", "fixed" with
    "fix", "retries" with "retry" and "notes" with "note" (a final e is dropped after any
    suffix, so "stored" and "store" meet as "stor")."""
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
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
        and tok.low not in _ADVERBS
        and (len(tok.low) > 1 or tok.low.isdigit())
    )


@dataclass(frozen=True)
class Value:
    text: str  # as written, a unit or product name included ("45 seconds", "Postgres 16")
    key: str  # casefolded, word characters joined by one space
    shape: str  # its type: "number", "version", "time", "code", "name", "word", ...
    start: int
    end: int


@dataclass(frozen=True)
class Clause:
    """One clause of a claim, read by position (see the module docstring)."""

    start: int
    end: int
    values: tuple[Value, ...]
    old_values: tuple[Value, ...]
    frame: frozenset[str]  # stemmed content words of the claim, without values or reporter
    names: frozenset[str]  # entities named in the claim part (service, repository, person)
    context: frozenset[str]  # words of the reporter and of a topic label before a colon
    context_names: frozenset[str]
    subject: frozenset[str]  # stemmed content words of the subject side
    verbs: frozenset[str]  # stems of the clause's verbs (main verb included)
    predicate: str  # one of lexicon.PREDICATES
    hedged: bool = False
    negated: bool = False
    change: bool = False
    retraction: bool = False  # opens with "actually", "scratch that", "correction"
    gapped: bool = False  # a conjunct without a verb of its own
    verbal: bool = False  # the clause has a main verb (a gapped conjunct shares it)
    # the complement's parts: ("", words of the object) and (preposition, words of its phrase)
    parts: tuple[tuple[str, frozenset[str]], ...] = ()


def _key(text: str) -> str:
    return " ".join(re.findall(r"\w+", text.casefold()))


def _shape(text: str) -> str:
    t = text.casefold()
    if _TIME.match(t):
        return "time"
    if t.endswith("%"):
        return "percent"
    if re.fullmatch(r"v?\d+(?:\.\d+)+[\w.-]*|v\d+", t):
        return "version"
    if re.fullmatch(r"[#]?\d+(?:[.,]\d+)?", t):
        return "number"
    if re.fullmatch(r"\d+(?:[.,]\d+)?\s*[a-z]+", t):
        return "quantity"
    if re.search(r"[a-z]\s+\d", t) and not re.search(r"[-/_]", t):
        return "named-number"
    if "/" in t:
        return "path"
    if t.startswith(("#", "@")):
        return "handle"
    if _DIGIT.search(t):
        return "code"
    if "-" in t or "_" in t:
        return "ident"
    if text[:1].isupper():
        return "name"
    return "word"


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
        if (
            t.punct
            and t.text == ","
            and nxt is not None
            and nxt.low in ("but", "and", "so")
            and (nxt.low != "and" or _has_value(cur))
        ):
            flush()
            continue
        if t.low == "while" and cur and not t.punct:
            flush()
            continue
        if (
            not t.punct
            and t.low in lx.SUBORDINATORS
            and _main_verb(cur, 0, opening=False) is not None
            and _verb_ahead(toks, i + 1)
        ):
            flush()
            continue
        if t.low == "and" and not t.punct and _has_value(cur[1:]) and _has_value(toks[i + 1 :]):
            flush()
            cur.append(Tok("and", "and", t.start, t.end, punct=True))  # marks a conjunct
            continue
        cur.append(t)
    flush()
    return out


def _verb_ahead(toks: list[Tok], i: int) -> bool:
    """A copula or auxiliary before the next punctuation: what follows is a clause."""
    for t in toks[i:]:
        if t.punct:
            return False
        if t.low in lx.COPULAS or t.low in lx.AUXILIARIES:
            return True
    return False


def _has_value(toks: list[Tok]) -> bool:
    for t in toks:
        if t.punct and t.text in ".!?;":
            return False
        if t.shaped:
            return True
    return False


def _is_verbish(toks: list[Tok], i: int) -> bool:
    """Whether ``toks[i]`` reads as a finite verb after a noun phrase (by form and place)."""
    t = toks[i]
    if t.punct or t.shaped or t.capital or i == 0:
        return False
    word = t.low.split("-")[-1] if t.hyphen else t.low
    lexical = word in _VERBS
    if not lexical and not word.endswith(("s", "ed")):
        return False  # most words: neither a known verb nor inflected like one
    prev = toks[i - 1]
    if prev.punct or prev.low in lx.DETERMINERS or prev.low in lx.PREPOSITIONS:
        return False
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    if nxt is not None and (nxt.low in lx.COPULAS or nxt.low in lx.AUXILIARIES):
        return False  # "the binders are ..." : a plural noun before its verb
    if nxt is not None and nxt.low == "of":
        return False
    if lexical:
        verb = nxt is None or not (nxt.low in lx.REPORTING or nxt.low in lx.VERB_PREDICATE)
    elif len(word) <= 3 or word.endswith(("ss", "us", "is")):
        return False
    elif word.endswith("ed"):
        verb = True
    elif not word.endswith("s") or nxt is None:
        return False
    else:
        verb = (
            nxt.low in lx.DETERMINERS
            or nxt.low in lx.PREPOSITIONS
            or nxt.low in _ADVERBS
            or nxt.low in lx.PRONOUNS
            or nxt.low == "that"
            or nxt.low.endswith(("ed", "ing"))
        )
    # "the release status is ...": a noun of the subject when a copula comes later, unless
    # an object opens right after it ("we agreed the next thing to do is ...")
    if not verb:
        return False
    opens = nxt is not None and (
        nxt.low in lx.DETERMINERS or nxt.low in lx.PRONOUNS or _literal(nxt)
    )
    return opens or not _copula_follows(toks, i)


_VERBS = frozenset(lx.VERB_PREDICATE) | lx.CHANGE | lx.REPORTING


def _copula_follows(toks: list[Tok], i: int) -> bool:
    """A copula or auxiliary later in the clause, before any literal or comma."""
    for t in toks[i + 1 :]:
        if t.punct or t.shaped:
            return False
        if t.low in lx.COPULAS or t.low in lx.AUXILIARIES:
            return True
    return False


def _main_verb(toks: list[Tok], lo: int, *, opening: bool = True) -> tuple[int, int] | None:
    """(first, last) index of the main verb group at or after ``lo``; None for a verbless
    clause. At a clause's opening, an imperative ("Set the timeout to ...") is a verb at
    ``lo``."""
    n = len(toks)
    first = toks[lo] if lo < n and opening else None
    if first is not None and first.low in ("let", "lets", "let's"):
        lo += 1 + (lo + 1 < n and toks[lo + 1].low == "us")
        first = toks[lo] if lo < n else None
    if first is not None and not first.punct and not first.shaped and lo + 1 < n:
        w, nxt = first.low, toks[lo + 1]
        if (w in lx.VERB_PREDICATE or w in lx.CHANGE or w in ("give", "make")) and (
            nxt.low in lx.DETERMINERS
            or nxt.low in lx.PRONOUNS
            or nxt.low == "that"
            or _literal(nxt)
            or not any(t.low in lx.COPULAS or t.text in ("=", ":") for t in toks[lo + 1 :])
        ):
            return lo, lo
    for i in range(lo, n):
        t = toks[i]
        if t.punct and t.text == "=":
            return i, i
        if t.punct:
            continue
        if t.low in lx.COPULAS or t.low in lx.AUXILIARIES:
            if i == lo:
                continue  # a question's auxiliary, or a fragment
            j = i
            while j + 1 < n and (
                toks[j + 1].low in lx.COPULAS
                or toks[j + 1].low in lx.AUXILIARIES
                or toks[j + 1].low in _ADVERBS
                or toks[j + 1].low in lx.HEDGES
                or toks[j + 1].low in lx.NEGATIONS
            ):
                j += 1
            if j + 1 < n and not toks[j + 1].punct and not toks[j + 1].shaped:
                w = toks[j + 1].low
                participle = w.endswith(("ed", "en")) or w in lx.IRREGULAR_PARTICIPLES
                if participle or (
                    w.endswith("ing")
                    and (w in lx.VERB_PREDICATE or w in lx.CHANGE or w in lx.REPORTING)
                ):
                    j += 1
                elif (
                    toks[j].low in lx.AUXILIARIES
                    and content(toks[j + 1])
                    and not toks[j + 1].capital
                    and toks[j + 1].low not in lx.UNIT_AFTER_NUMBER
                ):
                    j += 1  # "should use", "will keep" (not "might be limit 5", "has Priya")
            return i, j
        if _is_verbish(toks, i):
            return i, i
    return None


def _pp_object_end(toks: list[Tok], i: int, hi: int) -> int:
    """End (exclusive) of the noun phrase a preposition at ``i`` governs."""
    j = i + 1
    while j < hi and not toks[j].punct and toks[j].low not in lx.PREPOSITIONS:
        if toks[j].low in lx.CONJUNCTIONS:
            break
        j += 1
    return j


def _values(toks: list[Tok], lo: int, hi: int, change: bool) -> tuple[list[Value], list[Value], set[int]]:  # fmt: skip
    """Literals of ``toks[lo:hi]`` (a complement): (values, old values, indices of entity
    mentions that are not values). A literal after "for"/"of"/"about", a literal that modifies
    a noun ("the billing-api gateway timeout", "Zenith's status"), and, when a "to"/"at"/"as"
    phrase holds a literal, every literal outside it, name what the claim is about."""
    entity: set[int] = set()
    old: set[int] = set()
    target: set[int] = set()
    i = lo
    while i < hi:
        t = toks[i]
        w = "" if t.punct and t.text != "=" else t.low
        if w in ("for", "of", "about") and i > lo:
            end = _pp_object_end(toks, i, hi)
            if any(_literal(toks[k]) and not _numeric(toks[k]) for k in range(i + 1, end)):
                entity.update(range(i + 1, end))
            i = end
            continue
        if change and w == "from":
            end = _pp_object_end(toks, i, hi)
            old.update(range(i + 1, end))
            i = end
            continue
        if change and w in _REPLACE:
            end = _pp_object_end(toks, i, hi)
            old.update(range(i + 1, end))
            i = end
            continue
        if w in ("to", "at", "as", "into", "onto", "="):
            end = _pp_object_end(toks, i, hi)
            target.update(
                k for k in range(i + 1, end) if _literal(toks[k]) and not _modifier(toks, k, hi)
            )
            i = end
            continue
        i += 1
    literal = [k for k in range(lo, hi) if k not in entity and _literal(toks[k])]
    if target:
        entity.update(k for k in literal if k not in target and k not in old)
        literal = [k for k in literal if k in target or k in old]
    kept = []
    for k in literal:
        if _modifier(toks, k, hi):
            entity.add(k)
        else:
            kept.append(k)
    # a name without a digit after "in"/"on"/"at" is where the claim holds ("in acme/web",
    # "in payments-worker"), not its value, when a plain object or a "with" phrase gives one
    where = [k for k in kept if k not in old and _located(toks, k, lo) and not _DIGIT.search(toks[k].low)]  # fmt: skip
    if where and any(k not in old and k not in where for k in kept):
        entity.update(where)
        kept = [k for k in kept if k not in where]
    elif where:
        plain = _plain_object(toks, lo, hi)
        if plain:
            entity.update(where)
            kept = [k for k in kept if k not in where]
            return [_value(toks, plain)], [_value(toks, sp) for sp in _group(toks, kept, lo, hi)], entity  # fmt: skip
    vals: list[Value] = []
    olds: list[Value] = []
    for span in _group(toks, kept, lo, hi):
        v = _value(toks, span)
        (olds if span[0] in old else vals).append(v)
    return vals, olds, entity


def _located(toks: list[Tok], k: int, lo: int) -> bool:
    """Whether ``toks[k]`` is the object of an "in"/"on"/"at"/"inside"/"within" phrase."""
    j = k - 1
    while j >= lo and not toks[j].punct and toks[j].low in lx.DETERMINERS:
        j -= 1
    return j >= lo and toks[j].low in ("in", "on", "at", "inside", "within")


def _plain_object(toks: list[Tok], lo: int, hi: int) -> tuple[int, int] | None:
    """The plain object of a complement: the phrase before its first preposition ("attrs for
    ..."), else the object of its "with"/"using"/"via" phrase ("... with yarn")."""
    spans: list[tuple[int, int]] = []
    k = lo
    while k < hi and toks[k].low in lx.DETERMINERS:
        k += 1
    a = k
    while k < hi and not toks[k].punct and toks[k].low not in lx.PREPOSITIONS:
        k += 1
    if a < k and all(content(toks[j]) for j in range(a, k)):
        spans.append((a, k - 1))
    for j in range(lo, hi):
        if toks[j].low in ("with", "using", "via") and not toks[j].punct:
            b = j + 1
            while b < hi and toks[b].low in lx.DETERMINERS:
                b += 1
            e = b
            while e < hi and not toks[e].punct and toks[e].low not in lx.PREPOSITIONS:
                e += 1
            if b < e and all(content(toks[x]) for x in range(b, e)):
                spans.append((b, e - 1))
    # the object unless it is only what the "with" phrase qualifies ("dependencies ... with yarn")
    return spans[-1] if spans else None


_REPLACE = word_set("replace replaced replaces replacing swap swapped swapping")


def _numeric(tok: Tok) -> bool:
    """A number or a measure ("45", "3843ms", "30%"), or a unit word."""
    return tok.low[:1].isdigit() or tok.low in lx.UNIT_AFTER_NUMBER


def _literal(tok: Tok) -> bool:
    return not tok.punct and (tok.shaped or tok.capital or tok.hyphen)


def _modifier(toks: list[Tok], k: int, hi: int) -> bool:
    """A literal that modifies a noun after it names an entity, not a value."""
    t = toks[k]
    if t.possessive:
        return True
    if _PURE_NUMBER.match(t.low) or k + 1 >= hi:
        return False
    nxt = toks[k + 1]
    return (
        not nxt.punct
        and not _literal(nxt)
        and content(nxt)
        and nxt.low not in lx.UNIT_AFTER_NUMBER
        and nxt.low not in lx.TEMPORAL
        and nxt.low not in lx.VERB_PREDICATE
        and nxt.low not in lx.REPORTING
        and nxt.low not in lx.CHANGE
    )


def _group(toks: list[Tok], idx: list[int], lo: int, hi: int) -> list[tuple[int, int]]:
    """Spans of adjacent literal tokens, each grown by a number's unit and the name or word
    written before a bare number ("Postgres 16", "EUR 1200", "limit 5", "45 seconds")."""
    spans: list[tuple[int, int]] = []
    for k in idx:
        if spans and spans[-1][1] == k - 1 and not toks[k].punct:
            spans[-1] = (spans[-1][0], k)
        else:
            spans.append((k, k))
    out: list[tuple[int, int]] = []
    for a, b in spans:
        if _PURE_NUMBER.match(toks[b].low) and b + 1 < hi:
            nxt = toks[b + 1]
            if not nxt.punct and nxt.low in lx.UNIT_AFTER_NUMBER:
                b += 1
        if _PURE_NUMBER.match(toks[a].low) and a - 1 >= lo:
            prev = toks[a - 1]
            if not prev.punct and (
                prev.capital or prev.shaped or prev.low in lx.MONTHS or content(prev)
            ):
                a -= 1
        out.append((a, b))
    return out


def _value(toks: list[Tok], span: tuple[int, int]) -> Value:
    a, b = span
    text = " ".join(toks[k].text for k in range(a, b + 1))
    return Value(text, _key(text), _shape(text), toks[a].start, toks[b].end)


def _plain_value(toks: list[Tok], lo: int, hi: int) -> list[Value]:
    """When a complement holds no literal: its head phrase, up to the first preposition
    ("is enabled in production" -> "enabled"; "prefers two spaces for indentation"); after
    an infinitive or when it opens with a preposition, the object of its last phrase ("likes
    to indent with four spaces" -> "four spaces")."""
    k = lo
    if k + 1 < hi and toks[k].low == "to" and not _literal(toks[k + 1]):
        k += 2  # "to indent"
    while k < hi and (toks[k].low in lx.DETERMINERS or toks[k].low in _ADVERBS):
        k += 1
    if k < hi and toks[k].low in lx.PREPOSITIONS:
        preps = [j for j in range(k, hi) if toks[j].low in lx.PREPOSITIONS and not toks[j].punct]
        k = preps[-1] + 1
        while k < hi and toks[k].low in lx.DETERMINERS:
            k += 1
    a = k
    while k < hi and not toks[k].punct and toks[k].low not in lx.PREPOSITIONS:
        if toks[k].low in lx.CONJUNCTIONS or toks[k].low in lx.WH_WORDS:
            break
        k += 1
    if k == a or k - a > 4:
        return []
    return [_value(toks, (a, k - 1))]


def _words(toks: list[Tok], idx: range | list[int], skip: set[int]) -> set[str]:
    return {
        toks[k].low if toks[k].shaped else stem(toks[k].low)
        for k in idx
        if k not in skip and content(toks[k]) and toks[k].low not in lx.TEMPORAL_NOW
    }


def _names(toks: list[Tok], idx: range | list[int] | set[int]) -> set[str]:
    return {toks[k].low for k in idx if _literal(toks[k])}


def _parts(toks: list[Tok], lo: int, hi: int, skip: set[int]) -> tuple[tuple[str, frozenset[str]], ...]:  # fmt: skip
    """The complement ``toks[lo:hi]`` cut at its prepositions: ("", the object's words), then
    (preposition, its phrase's words); values and ``skip`` left out."""
    out: list[tuple[str, set[str]]] = [("", set())]
    for k in range(lo, hi):
        t = toks[k]
        if not t.punct and t.low in lx.PREPOSITIONS:
            out.append((t.low, set()))
        elif k not in skip:
            out[-1][1].update(_words(toks, [k], set()))
    return tuple((p, frozenset(w)) for p, w in out)


def _proper(toks: list[Tok], idx: set[int] | list[int]) -> set[str]:
    """Names in an adjunct: capitalised or shaped (a hyphenated word there is a modifier)."""
    return {toks[k].low for k in idx if not toks[k].punct and (toks[k].shaped or toks[k].capital)}


def _reporter(toks: list[Tok], lo: int, hi: int) -> tuple[int, int, int, bool] | None:
    """(reporter start, reporter end, claim start, conjecture) for "NP says (that) ..." and
    "According to NP, ..." / "Per NP, ..."; None when the clause has no reporter."""
    if lo < hi and toks[lo].low in ("according", "per") and not toks[lo].punct:
        start = lo + (2 if toks[lo].low == "according" and lo + 1 < hi else 1)
        for k in range(start, hi):
            if toks[k].punct and toks[k].text == ",":
                return start, k, k + 1, False
        return None
    for k in range(lo + 1, min(hi - 1, lo + 9)):
        t = toks[k]
        if t.punct:
            if t.text == ",":
                return None
            continue
        if t.low in lx.COPULAS or (t.low in lx.AUXILIARIES and t.low not in ("has", "have")):
            return None
        if t.low in lx.REPORTING and not t.low.endswith("ing") and _is_reporting_verb(toks, k, lo):
            claim = k + 1
            while claim < hi and toks[claim].low in _ADVERBS:
                claim += 1
            if claim < hi and toks[claim].low == "that":
                claim += 1
            elif claim < hi and toks[claim].low in ("me", "us", "them", "him", "her"):
                claim += 1 + (claim + 1 < hi and toks[claim + 1].low == "that")
            return lo, k, claim, t.low in lx.CONJECTURE
        if _is_verbish(toks, k):
            return None  # another verb first: "PR #12 only added logging ..."
    return None


def _is_reporting_verb(toks: list[Tok], k: int, lo: int) -> bool:
    prev = toks[k - 1]
    if prev.punct or prev.low in lx.DETERMINERS or prev.low in lx.PREPOSITIONS:
        return False
    nxt = toks[k + 1] if k + 1 < len(toks) else None
    # "the clinician note says ...": "note" is a noun when a verb follows at once
    return nxt is None or not (
        nxt.low in lx.REPORTING or nxt.low in lx.COPULAS or nxt.low in lx.AUXILIARIES
    )


def _trailing_reporter(toks: list[Tok], lo: int, hi: int) -> int:
    """Where a trailing ", according to X" / ", per X" begins (``hi`` when there is none)."""
    for k in range(lo + 1, hi):
        t = toks[k]
        if t.low == "according" and k + 1 < hi and toks[k + 1].low == "to":
            return k - 1 if toks[k - 1].punct else k
        if t.low == "per" and toks[k - 1].punct and toks[k - 1].text == ",":
            return k - 1
    return hi


def _opening(toks: list[Tok], lo: int, hi: int) -> tuple[int, bool]:
    """Skip discourse markers at the start; (new start, whether one of them retracts)."""
    retract = False
    k = lo
    while k < hi:
        t = toks[k]
        if t.punct and t.text in ",:!":
            k += 1
            continue
        if t.low in lx.DISCOURSE:
            retract = retract or t.low in lx.RETRACTION
            k += 1
            if t.low == "scratch" and k < hi and toks[k].low == "that":
                k += 1
            continue
        if t.low == "on" and k + 2 < hi and toks[k + 2].low in ("thought", "thoughts"):
            retract, k = True, k + 3
            continue
        break
    return k, retract


@lru_cache(maxsize=16384)
def parse(text: str) -> tuple[Clause, ...]:
    """The clauses of ``text`` (see the module docstring)."""
    norm = unicodedata.normalize("NFKC", text)
    toks = tokenize(norm)
    out: list[Clause] = []
    prev: Clause | None = None
    for part in _split_clauses(toks):
        clause = _clause(part, prev)
        if clause is not None:
            out.append(clause)
            if not clause.gapped:
                prev = clause
    return tuple(out)


def _clause(toks: list[Tok], prev: Clause | None) -> Clause | None:
    conjunct = bool(toks) and toks[0].punct and toks[0].text == "and"
    lo, retract = _opening(toks, 1 if conjunct else 0, len(toks))
    hi = len(toks)
    if lo >= hi:
        return None
    context_idx: set[int] = set()
    frame_idx: set[int] = set()
    # a topic label before a colon ("Owner of svc: Priya", "Release notes: ...")
    colon = next((k for k in range(lo, min(hi, lo + 8)) if toks[k].text == ":"), None)
    topic: range | None = None
    if colon is not None and colon > lo:
        topic = range(lo, colon)
        lo, again = _opening(toks, colon + 1, hi)
        retract = retract or again
        if lo >= hi:
            return None
    hedged = False
    rep = _reporter(toks, lo, hi)
    front = lo
    if rep is None and lo < hi and toks[lo].low in lx.PREPOSITIONS:
        # a fronted adjunct ("For X, ...", "In staging, ...") belongs to the frame
        comma = next((k for k in range(lo, hi) if toks[k].text == ","), None)
        if comma is not None and comma - lo <= 8:
            frame_idx.update(range(lo, comma))
            front = comma + 1
            rep = _reporter(toks, front, hi)
    if rep is not None:
        context_idx.update(range(rep[0], rep[1]))
        hedged = rep[3]
        front = rep[2]
    tail = _trailing_reporter(toks, front, hi)
    if tail < hi:
        context_idx.update(range(tail, hi))
        hi = tail
    if front >= hi:
        return None
    opening = rep is None and front == lo
    verb = _main_verb(toks, front, opening=opening)
    span = toks[lo:hi]
    neg = any(
        t.low in lx.NEGATIONS or t.low.endswith("n't")
        for t in (*span, *(toks[k] for k in topic or ()))
    )
    hedged = hedged or any(
        t.low in lx.HEDGES or t.low in lx.MODALS_OF_DOUBT or t.low in lx.CONJECTURE for t in span
    )
    phrasal = (
        _phrasal([toks[k].low for k in range(verb[0], verb[1] + 1)], toks, verb[1], hi)
        if verb is not None
        else None
    )
    change = (
        phrasal == "change"
        or retract
        or any(t.low in lx.TEMPORAL_NOW or t.low in lx.RETRACTION or t.low in _REPLACE for t in span)
        or (
            phrasal is None
            and verb is not None
            and any(toks[k].low in lx.CHANGE for k in range(verb[0], verb[1] + 1))
        )
        or (opening and front + 1 < hi and toks[front].low == "make"
            and toks[front + 1].low in ("that", "it"))
    )  # fmt: skip
    if verb is None:
        return _verbless(toks, front, hi, topic, frame_idx, context_idx, prev, conjunct,
                         hedged, neg, retract, change)  # fmt: skip
    v0, v1 = verb
    vwords = [toks[k].low for k in range(v0, v1 + 1)]
    predicate = _predicate(vwords, toks, v1, hi)
    verb_stems = {
        stem(w)
        for w in vwords
        if w not in lx.COPULAS
        and w not in lx.AUXILIARIES
        and w not in _ADVERBS
        and w not in lx.HEDGES
        and w not in lx.NEGATIONS
    }
    subj = range(front, v0)
    comp_lo = v1 + 1 + (phrasal is not None)  # "ruled out X": X is the object
    while comp_lo < hi and toks[comp_lo].low in _ADVERBS:
        comp_lo += 1
    subj_literals = [k for k in subj if _literal(toks[k])]
    olds: list[Value] = []
    if subj_literals and _identifying(toks, comp_lo, hi, vwords):
        # "PR #12 is the one that fixed it", "Priya is the on-call owner for svc"
        vals = [_value(toks, sp) for sp in _group(toks, subj_literals, front, v0)]
        entity = {k for k in range(comp_lo, hi) if _literal(toks[k])}
        subj_literals = []
    else:
        vals, olds, entity = _values(toks, comp_lo, hi, change)
        # a number or version right after a name on the subject side is a value ("svc v2
        # is live", "PR #12 fixed it"); the name stays the entity
        measured = [
            k
            for k in subj_literals
            if k > front
            and (_DIGIT.search(toks[k].low) or toks[k].low.startswith("#"))
            and not toks[k - 1].punct
            and toks[k - 1].low not in lx.DETERMINERS
            and toks[k - 1].low not in lx.PREPOSITIONS
        ]
        if measured:
            vals = [_value(toks, (k, k)) for k in measured] + vals
            subj_literals = [k for k in subj_literals if k not in measured]
    if not vals and not olds:
        last = toks[v1].low
        if (
            v1 > v0
            and last.endswith(("ed", "en"))
            and last not in lx.VERB_PREDICATE
            and last not in lx.CHANGE
        ):
            vals = [_value(toks, (v1, v1))]  # "is enabled in production": a state
        else:
            vals = _plain_value(toks, comp_lo, hi)
    value_idx = {
        k for k in range(front, hi) if any(v.start <= toks[k].start < v.end for v in vals + olds)
    }
    skip = value_idx | context_idx | set(range(v0, v1 + 1))
    frame = _words(toks, [*frame_idx, *subj, *range(comp_lo, hi)], skip)
    frame |= {w for w in verb_stems if w not in _verb_classes() and not _value_word(w, vals)}
    if topic is not None:
        context_idx.update(topic)  # a label before a full clause: "Release notes: ..."
    names = _names(toks, [k for k in (*subj_literals, *entity, *subj) if k not in value_idx])
    names |= _proper(toks, [k for k in frame_idx if k not in value_idx])
    return Clause(
        toks[0].start,
        toks[-1].end,
        tuple(vals),
        tuple(olds),
        frozenset(frame),
        frozenset(names),
        frozenset(_words(toks, sorted(context_idx), set())),
        frozenset(_names(toks, context_idx)),
        frozenset(_words(toks, [*frame_idx, *subj], value_idx)),
        frozenset(verb_stems),
        "rejected" if neg and predicate == "chose" else predicate,
        hedged=hedged,
        negated=neg,
        change=change,
        retraction=retract,
        verbal=True,
        parts=_parts(toks, comp_lo, hi, value_idx | set(entity)),
    )


def _value_word(word: str, vals: list[Value]) -> bool:
    return any(stem(v.key) == word for v in vals)


@lru_cache(maxsize=1)
def _verb_classes() -> frozenset[str]:
    """Stems of the predicate, change and reporting verbs: they say how a value is held, not
    what it is about, so they stay out of frames."""
    words = set(lx.VERB_PREDICATE) | set(lx.CHANGE) | set(lx.REPORTING) | set(lx.LIGHT_VERBS)
    return frozenset(stem(w) for w in words)


def _identifying(toks: list[Tok], lo: int, hi: int, vwords: list[str]) -> bool:
    """ "X is the owner", "X is where ...", "X is the one that ...": the subject is the value."""
    if not any(w in lx.COPULAS for w in vwords) or lo >= hi:
        return False
    return toks[lo].low in ("the", "a", "an", "where", "when", "what", "who", "which", "how")


def _phrasal(vwords: list[str], toks: list[Tok], v1: int, hi: int) -> str | None:
    """The relation a phrasal verb states ("ruled out" -> "rejected", "took over" ->
    "change"), or None."""
    if not vwords or v1 + 1 >= hi:
        return None
    return lx.PHRASAL.get((vwords[-1], toks[v1 + 1].low))


def _predicate(vwords: list[str], toks: list[Tok], v1: int, hi: int) -> str:
    phrasal = _phrasal(vwords, toks, v1, hi)
    if phrasal is not None and phrasal != "change":
        return phrasal
    for w in reversed(vwords):
        w = w.split("-")[-1]
        if w in lx.VERB_PREDICATE:
            return lx.VERB_PREDICATE[w]
    if vwords and vwords[-1] in lx.COPULAS and v1 + 1 < hi:
        prep = toks[v1 + 1].low
        if prep in ("on", "at", "using"):
            return "uses"
        if prep in ("in", "inside"):
            return "located"
    return "is"


def _verbless(
    toks: list[Tok],
    front: int,
    hi: int,
    topic: range | None,
    frame_idx: set[int],
    context_idx: set[int],
    prev: Clause | None,
    conjunct: bool,
    hedged: bool,
    neg: bool,
    retract: bool,
    change: bool,
) -> Clause:
    """A clause without a verb: "primary region EU-WEST-1", "Owner of svc: Priya", the
    conjunct "and the read replica in us-east-2", or "make that 45 seconds"'s remainder."""
    literals = [k for k in range(front, hi) if _literal(toks[k])]
    entity: set[int] = set()
    for k in range(front, hi):
        if toks[k].low in ("for", "of", "about") and not toks[k].punct:
            end = _pp_object_end(toks, k, hi)
            if any(j in literals and not _numeric(toks[j]) for j in range(k + 1, end)) and any(
                j in literals for j in range(front, k)
            ):
                entity.update(range(k + 1, end))
    entity.update(k for k in literals if _modifier(toks, k, hi))
    literals = [k for k in literals if k not in entity]
    # a name opening the clause is what it is about when more literals follow
    if len(literals) > 1 and literals[0] == front and not _numeric(toks[front]):
        entity.add(front)
        literals = literals[1:]
    vals = [_value(toks, s) for s in _group(toks, literals, front, hi)]
    if not vals and (topic is not None or conjunct):
        vals = _plain_value(toks, front, hi)
    value_idx = {k for k in range(front, hi) if any(v.start <= toks[k].start < v.end for v in vals)}  # fmt: skip
    frame = _words(toks, [*frame_idx, *range(front, hi)], value_idx | context_idx)
    names = _names(toks, entity) | _proper(toks, frame_idx)
    if topic is not None:
        frame |= _words(toks, topic, set())
        names |= _names(toks, topic)
    gapped = conjunct and prev is not None
    subject = frozenset(frame)
    predicate = "is"
    verbs: frozenset[str] = frozenset()
    context = frozenset(_words(toks, sorted(context_idx), set()))
    context_names = frozenset(_names(toks, context_idx))
    own = _parts(toks, front, hi, value_idx)
    if gapped and prev is not None and prev.verbal:
        # "... sends 10% of traffic to the canary and 90% to stable": the conjunct shares the
        # subject, the verb, and every part of the complement it does not restate
        frame |= prev.subject
        restated = {p for p, w in own if p or w}
        for p, w in prev.parts:
            if p not in restated:
                frame |= w
        names |= prev.names
        subject, predicate, verbs = prev.subject, prev.predicate, prev.verbs
    if gapped and prev is not None:
        context |= prev.context
        context_names |= prev.context_names
        hedged = hedged or prev.hedged
    return Clause(
        toks[0].start,
        toks[-1].end,
        tuple(vals),
        (),
        frozenset(frame),
        frozenset(names),
        context,
        context_names,
        subject,
        verbs,
        predicate,
        hedged=hedged,
        negated=neg,
        change=change or (gapped and prev is not None and prev.change),
        retraction=retract,
        gapped=gapped,
        parts=own,
    )
