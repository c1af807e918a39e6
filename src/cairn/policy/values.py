"""The values of a clause's complement: which literals give the value, which name an entity,
and which a change replaced (see ``policy.clauses`` for where a complement starts).

A literal after "for"/"of"/"about", one that modifies a noun, one outside a "to"/"at"/"as"
phrase that holds a literal, and a name after "in"/"on"/"at" when a plain object gives the value
name what the claim is about; in a clause of change, a literal after "from" or the object of
"replace X with Y" is the old value. Pure functions of tokens: no I/O.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, replace

from cairn.policy import lexicon as lx
from cairn.policy import measures
from cairn.policy.lexicon import word_set
from cairn.policy.tokens import ADVERBS, DIGIT, PURE_NUMBER, TIME, Tok, content, tokenize


@dataclass(frozen=True)
class Value:
    text: str  # as written, a unit or product name included ("45 seconds", "Postgres 16")
    key: str  # casefolded, word characters joined by one space
    shape: str  # its type: "number", "version", "time", "code", "name", "word", ...
    start: int
    end: int
    phrase: bool = False  # a complement's head phrase, not a literal ("enabled", "two spaces")


def key_of(text: str) -> str:
    return " ".join(re.findall(r"\w+", text.casefold()))


def shape_of(text: str) -> str:
    t = text.casefold()
    if TIME.match(t):
        return "time"
    if t.endswith("%"):
        return "percent"
    if re.fullmatch(r"\d+\.\d+[kmb]", t):
        return "number"  # "4.5k", "1.2m": a number with its magnitude, not a version
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
    if DIGIT.search(t):
        return "code"
    if "-" in t and measures.number_word(t):
        return "number"  # "seventy-one": a cardinal in words, no identifier
    if "-" in t or "_" in t:
        return "ident"
    if text[:1].isupper():
        return "name"
    return "word"


def complement_values(toks: list[Tok], lo: int, hi: int, change: bool, moving: bool = True) -> tuple[list[Value], list[Value], set[int]]:  # fmt: skip
    """Literals of ``toks[lo:hi]`` (a complement): (values, old values, indices of entity
    mentions that are not values). A literal after "for"/"of"/"about", a literal that modifies
    a noun ("the billing-api gateway timeout", "Zenith's status"), and, when a "to"/"at"/"as"
    phrase holds a literal, every literal outside it, name what the claim is about."""
    entity: set[int] = set()
    old: set[int] = set()
    target: set[int] = set()
    source: set[int] = set()  # the object of "from"
    i = lo
    while i < hi:
        t = toks[i]
        w = "" if t.punct and t.text != "=" else t.low
        if w in ("for", "of", "about") and i > lo:
            end = pp_object_end(toks, i, hi)
            if any(is_literal(toks[k]) and not numeric(toks[k]) for k in range(i + 1, end)):
                entity.update(range(i + 1, end))
            i = end
            continue
        if change and w == "from":
            end = pp_object_end(toks, i, hi)
            old.update(range(i + 1, end))
            source.update(range(i + 1, end))
            i = end
            continue
        if change and w in REPLACE:
            end = pp_object_end(toks, i, hi)
            old.update(range(i + 1, end))
            i = end
            continue
        if w in ("to", "at", "as", "into", "onto", "="):
            end = pp_object_end(toks, i, hi)
            target.update(
                k for k in range(i + 1, end) if is_literal(toks[k]) and not modifier(toks, k, hi)
            )
            i = end
            continue
        i += 1
    if not moving and not target and source and old <= source:
        # "now starts from X", "is now served from X": without a verb of change or a new
        # value, "from" says where the claim's value comes from, not what it replaced
        old -= source
    literal = [k for k in range(lo, hi) if k not in entity and is_literal(toks[k])]
    moved = _moved_thing(toks, lo, hi, literal) if moving and change and not target else None
    if moved is not None:
        # "switched the Quillmere build over to gradle": the name modifies the thing moved,
        # the phrase it moves to is the value
        entity.update(moved[1])
        return moved[0], [], entity
    if target:
        entity.update(k for k in literal if k not in target and k not in old)
        literal = [k for k in literal if k in target or k in old]
    kept = []
    for k in literal:
        if modifier(toks, k, hi):
            entity.add(k)
        else:
            kept.append(k)
    # a name without a digit after "in"/"on"/"at" is where the claim holds ("in acme/web",
    # "in payments-worker"), not its value, when a plain object or a "with" phrase gives one
    where = [k for k in kept if k not in old and _located(toks, k, lo) and not DIGIT.search(toks[k].low)]  # fmt: skip
    if where and any(k not in old and k not in where for k in kept):
        entity.update(where)
        kept = [k for k in kept if k not in where]
    elif where:
        plain = _plain_object(toks, lo, hi)
        if plain:
            entity.update(where)
            kept = [k for k in kept if k not in where]
            return [value_of(toks, plain)], [value_of(toks, sp) for sp in group(toks, kept, lo, hi)], entity  # fmt: skip
    vals: list[Value] = []
    olds: list[Value] = []
    for span in group(toks, kept, lo, hi):
        v = value_of(toks, span)
        (olds if span[0] in old else vals).append(v)
    return vals, olds, entity


def _moved_thing(
    toks: list[Tok], lo: int, hi: int, literal: list[int]
) -> tuple[list[Value], set[int]] | None:
    """A clause of moving whose literals all modify the noun of its object, before a
    "to"/"into"/"onto" phrase holding none ("moved the Quillmere updates to the noticeboard"):
    (the phrase it moves to as the value, the literals as what the claim is about)."""
    to = next((j for j in range(lo + 1, hi) if toks[j].low in TARGETS), None)
    if to is None or not literal or any(k > to for k in literal):
        return None
    for k in literal:
        nxt = toks[k + 1] if k + 1 < to else None
        if nxt is None or nxt.punct or is_literal(nxt) or not content(nxt) or _unit_or_time(nxt):
            return None  # "moved Ana to the night shift": the name is what is moved
    got = plain_value(toks, lo, hi, moved=True)
    return (got, set(literal)) if got else None


def _unit_or_time(tok: Tok) -> bool:
    return tok.low in lx.UNIT_AFTER_NUMBER or tok.low in lx.TEMPORAL


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


REPLACE = word_set("replace replaced replaces replacing swap swapped swapping")


def numeric(tok: Tok) -> bool:
    """A number or a measure ("45", "3843ms", "30%"), or a unit word."""
    return tok.low[:1].isdigit() or tok.low in lx.UNIT_AFTER_NUMBER


def is_literal(tok: Tok) -> bool:
    return not tok.punct and (tok.shaped or tok.capital or tok.hyphen)


def modifier(toks: list[Tok], k: int, hi: int) -> bool:
    """A literal that modifies a noun after it names an entity, not a value."""
    t = toks[k]
    if t.possessive:
        return True
    if PURE_NUMBER.match(t.low) or k + 1 >= hi:
        return False
    if t.low in lx.MONTHS and k and toks[k - 1].low.isdigit():
        return False  # "due 24 February | open": a day's month ends the date, whatever follows
    nxt = toks[k + 1]
    return (
        not nxt.punct
        and not is_literal(nxt)
        and content(nxt)
        and nxt.low not in lx.UNIT_AFTER_NUMBER
        and nxt.low not in lx.TEMPORAL
        and nxt.low not in lx.VERB_PREDICATE
        and nxt.low not in lx.REPORTING
        and nxt.low not in lx.CHANGE
    )


def group(toks: list[Tok], idx: list[int], lo: int, hi: int) -> list[tuple[int, int]]:
    """Spans of adjacent literal tokens, each grown by a number's unit and the name or word
    written before a bare number ("Postgres 16", "EUR 1200", "limit 5", "45 seconds")."""
    spans: list[tuple[int, int]] = []
    for k in idx:
        # two adjacent literals are one value ("Postgres 16", "USD 1200", "Conventional
        # Commits"), not two codes each with its digits or a longer run ("alpha0 bravo0 ...")
        if (
            spans
            and spans[-1][1] == k - 1
            and spans[-1][0] == k - 1
            and not toks[k].punct
            and not (DIGIT.search(toks[k - 1].low) and DIGIT.search(toks[k].low))
        ):
            spans[-1] = (spans[-1][0], k)
        else:
            spans.append((k, k))
    out: list[tuple[int, int]] = []
    for a, b in spans:
        if PURE_NUMBER.match(toks[b].low) and b + 1 < hi:
            nxt = toks[b + 1]
            if not nxt.punct and nxt.low in lx.UNIT_AFTER_NUMBER:
                b += 1
        if PURE_NUMBER.match(toks[a].low) and a - 1 >= lo:
            prev = toks[a - 1]
            if not prev.punct and (
                prev.capital or prev.shaped or prev.low in lx.MONTHS or content(prev)
            ):
                a -= 1
        out.append((a, b))
    return out


def value_of(toks: list[Tok], span: tuple[int, int]) -> Value:
    a, b = span
    text = " ".join(toks[k].text for k in range(a, b + 1))
    return Value(text, key_of(text), shape_of(text), toks[a].start, toks[b].end)


# prepositions naming where a change moves a thing ("moved it to X", "cut over into X")
TARGETS = frozenset({"to", "into", "onto"})


def plain_value(toks: list[Tok], lo: int, hi: int, moved: bool = False) -> list[Value]:
    """When a complement holds no literal: its head phrase, up to the first preposition
    ("is enabled in production" -> "enabled"; "prefers two spaces for indentation"); after
    an infinitive or when it opens with a preposition, the object of its last phrase ("likes
    to indent with four spaces" -> "four spaces"). After a verb of moving (``moved``), the
    phrase it moves its object to ("moved the notice to the partner gateway")."""
    if moved:
        to = next((j for j in range(lo + 1, hi) if toks[j].low in TARGETS), None)
        got = plain_value(toks, to + 1, hi) if to is not None else []
        if got:
            return got
    k = lo
    if k + 1 < hi and toks[k].low == "to" and not is_literal(toks[k + 1]):
        k += 2  # "to indent"
    while k < hi and (toks[k].low in lx.DETERMINERS or toks[k].low in ADVERBS):
        k += 1
    if k < hi and toks[k].low in lx.PREPOSITIONS:
        preps = [j for j in range(k, hi) if toks[j].low in lx.PREPOSITIONS and not toks[j].punct]
        # the last phrase that names something: "happens in the comms room from now on"
        for p in reversed(preps):
            got = _phrase(toks, p + 1, hi)
            if got and not all(
                w in lx.TEMPORAL_NOW or w in lx.TEMPORAL for w in got[0].key.split()
            ):
                return got
        k = preps[-1] + 1
        while k < hi and toks[k].low in lx.DETERMINERS:
            k += 1
    return _phrase_from(toks, k, hi)


def noun_at_place(toks: list[Tok], lo: int, hi: int, literals: list[int]) -> list[Value]:
    """A clause with no verb naming a thing and where it is ("Anvilworth scrimmage at the
    sports centre", "Venue sheet: the S quiz in the back room"): the place's plain phrase,
    when every literal comes before the preposition and a noun of the thing closes them
    ("Bo in charge" and "the replica in us-east-2" name no such place)."""
    at = next((k for k in range(lo + 1, hi) if toks[k].low in _AT_PLACE and not toks[k].punct), None)  # fmt: skip
    if at is None or any(k > at for k in literals):
        return []
    noun = toks[at - 1]
    if noun.punct or not content(noun) or is_literal(noun) or noun.low in lx.PREPOSITIONS:
        return []
    # a short noun phrase names the thing; a longer run holds a verb the lexicon lacks ("for
    # X we keep a sample of 0.25 in the cache")
    if at - lo > 4 or any(t.punct or t.low in _NOT_THINGS or numeric(t) for t in toks[lo:at]):
        return []
    if at + 1 < hi and toks[at + 1].low in ("a", "an"):
        return []  # "next sync in a fortnight": a time or a kind, no place of the thing's
    got = _phrase(toks, at + 1, hi)
    # the phrase closes the clause ("at the rink from June" is judged otherwise)
    if not got or any(t.start >= got[0].end and not t.punct for t in toks[at + 1 : hi]):
        return []
    words = got[0].key.split()
    if any(w.rstrip("s") in _TIMES or w in lx.TEMPORAL or w in lx.MONTHS for w in words):
        return []  # "the S quiz in the spring term", "in the mornings"
    return got


_AT_PLACE = frozenset({"at", "in", "on"})
_NOT_THINGS = lx.PRONOUNS | lx.word_set("anything something everything nothing anyone someone")
_TIMES = lx.TIME_UNITS | {"morning", "afternoon", "evening"}


def places_alike(a: str, v: Value, b: str, w: Value) -> bool:
    """Two head phrases of plain words, one to four words each, each the object of a
    preposition ("out via the group chat" / "over to the noticeboard"): places of one type
    whatever their lengths (the clauses must still name what is asked)."""
    return all(
        x.phrase and 0 < len(x.key.split()) <= 4 and _pp_object(text, x)
        for text, x in ((a, v), (b, w))
    )


def _pp_object(text: str, v: Value) -> bool:
    before = [t for t in tokenize(unicodedata.normalize("NFKC", text)[: v.start]) if not t.punct]
    while before and before[-1].low in lx.DETERMINERS:
        before.pop()
    return bool(before) and before[-1].low in lx.PREPOSITIONS


def _phrase(toks: list[Tok], k: int, hi: int) -> list[Value]:
    """The head phrase opening at ``k`` (determiners and adverbs aside), none when another
    preposition opens it: read once per preposition, never again from inside it."""
    while k < hi and (toks[k].low in lx.DETERMINERS or toks[k].low in ADVERBS):
        k += 1
    return _phrase_from(toks, k, hi)


def _from_now(toks: list[Tok], k: int, hi: int) -> bool:
    """A time said from now starts at ``k`` ("this week", "next month"); after a determiner
    it is the phrase itself ("the last week")."""
    return (
        k + 1 < hi
        and toks[k].low in _FROM_NOW
        and toks[k + 1].low in lx.TIME_UNITS
        and toks[k - 1].low not in lx.DETERMINERS
    )


def _after_preposition(toks: list[Tok], a: int) -> bool:
    """The phrase at ``a`` is a preposition's object ("to the maltings"), not a verb's ("has
    the X pager this weekend" keeps its time: what is held that weekend)."""
    b = a - 1
    while b >= 0 and (toks[b].low in lx.DETERMINERS or toks[b].low in ADVERBS):
        b -= 1
    return b >= 0 and toks[b].low in lx.PREPOSITIONS


_FROM_NOW = word_set("this last next")


def _phrase_from(toks: list[Tok], k: int, hi: int) -> list[Value]:
    """The words from ``k`` up to a preposition, a conjunction or a wh-word (one to four)."""
    a = k
    while k < hi and not toks[k].punct and toks[k].low not in lx.PREPOSITIONS:
        if toks[k].low in lx.CONJUNCTIONS or toks[k].low in lx.WH_WORDS:
            break
        if k > a and _from_now(toks, k, hi) and _after_preposition(toks, a):
            break  # "to the maltings this week": a time said from now is the clause's
        # a word of retraction closing the clause is no part of the phrase before it ("goes
        # to the fire safe instead"; "a full scratch disk" keeps its word)
        closes = k + 1 >= hi or toks[k + 1].punct
        if k > a and closes and toks[k].low in lx.RETRACTION:
            break
        k += 1
    if k == a or k - a > 4:
        return []
    return [replace(value_of(toks, (a, k - 1)), phrase=True)]


def pp_object_end(toks: list[Tok], i: int, hi: int) -> int:
    """End (exclusive) of the noun phrase a preposition at ``i`` governs."""
    j = i + 1
    while j < hi and not toks[j].punct and toks[j].low not in lx.PREPOSITIONS:
        if toks[j].low in lx.CONJUNCTIONS:
            break
        j += 1
    return j


def covered(toks: list[Tok], lo: int, hi: int, vals: Sequence[Value]) -> set[int]:
    """The indices in ``lo:hi`` of the tokens that start inside a value, in O(n log m) (a
    clause of thousands of names holds thousands of values)."""
    merged: list[list[int]] = []  # the union of the values' spans, in order
    for a, b in sorted((v.start, v.end) for v in vals):
        if merged and a <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], b)
        else:
            merged.append([a, b])
    starts = [a for a, _ in merged]
    out: set[int] = set()
    for k in range(lo, hi):
        at = bisect.bisect_right(starts, toks[k].start) - 1
        if at >= 0 and toks[k].start < merged[at][1]:
            out.add(k)
    return out
