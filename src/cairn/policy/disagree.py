"""Whether two records answer a question with different values (``disagree``), and the readings
``policy.recency`` shares with it: the clauses of a record that answer a question and state a
live value (``answers``), whether a clause is in a sentence that asks (``asked``), whether two
values' shaped kinds tell them apart (``kinds_alike``), what a clause is about beside the
question's names (``things``), and whether the answering clauses state plain phrases only
(``plain_phrases``). Split from ``policy.recency``, which re-exports ``disagree``, ``asked`` and
``kinds_alike``. Closed English classes; pure, no I/O."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache

from cairn.policy import attributes, facts, heads, kinds_apart, measures, questions, records, values
from cairn.policy.clauses import Clause
from cairn.policy.literals import english_compound, key_words
from cairn.policy.tokens import Tok, content, stem, tokenize
from cairn.policy.values import Value

__all__ = ["COUNTED", "answers", "asked", "disagree", "kinds_alike", "plain_phrases", "things"]


def kinds_alike(a: str, b: str) -> bool:
    """Two values whose shaped kinds do not tell them apart (both of none, or one in common)."""
    ka, kb = attributes.value_kinds(a), attributes.value_kinds(b)
    return not (ka or kb) or bool(ka & kb)


def asked(text: str, end: int) -> bool:
    """The clause of ``text`` (NFKC-normalised) ending at ``end`` is in a sentence that asks
    ("should we maybe drop it to 30?", "is anyone able to approve in docs/? asking for a
    friend"): it states no value."""
    stop = _SENTENCE_END.search(text, end)
    return stop is not None and stop.group() == "?"


def _asserted(text: str, c: Clause) -> bool:
    return not asked(unicodedata.normalize("NFKC", text), c.end)


_SENTENCE_END = re.compile(r"[.!?\n]")


def answers(q: questions.Question, text: str, *, asserted: bool = False) -> list[Clause]:
    return [
        c
        for c in questions.answering(q, facts.read(text))
        if facts.live(c) and (not asserted or _asserted(text, c))
    ]


COUNTED = frozenset({"number", "named-number", "quantity"})


def _same_measure(v: str, w: str) -> bool:
    """Two values that measure one thing alike in two notations ("90 days" / "2160 hours")."""
    mv, mw = measures.measures(v), measures.measures(w)
    return bool(mv) and bool(mw) and bool(set(mv) & set(mw))


def _measured(text: str, clauses: Sequence[Clause]) -> dict[str, set[float]]:
    """What the clauses measure, by dimension (``policy.measures``: a date, a duration)."""
    norm = unicodedata.normalize("NFKC", text)
    out: dict[str, set[float]] = {}
    for c in clauses:
        for dim, mag in measures.measures(norm[c.start : c.end]):
            out.setdefault(dim, set()).add(mag)
    return out


_NOUN_AFTER = re.compile(r"\s+([A-Za-z]{3,})\b")


def _measure_and_count(
    a: str,
    xs: Sequence[Clause],
    ma: dict[str, set[float]],
    b: str,
    ys: Sequence[Clause],
    mb: dict[str, set[float]],
) -> bool:
    """``a`` measures (a duration, a date) and counts nothing, ``b`` only counts things and
    measures nothing: two attributes, no two values of one."""
    na, nb = unicodedata.normalize("NFKC", a), unicodedata.normalize("NFKC", b)
    counted_a = [_counted_thing(na, v) for x in xs for v in x.values]
    counted_b = [_counted_thing(nb, v) for y in ys for v in y.values]
    return bool(ma) and not mb and not any(counted_a) and bool(counted_b) and all(counted_b)


def _counted_thing(norm: str, v: Value) -> bool:
    """A number of things named after it ("69 crates", "76 items") in the NFKC text, no
    measure."""
    if v.shape not in COUNTED:
        return False
    unit = [x for x in v.key.split() if not x.isdigit()]
    if not unit:
        m = _NOUN_AFTER.match(norm, v.end)
        if m is None or not content(Tok(m[1].lower(), m[1], 0, 0)):
            return False
        unit = [m[1].lower()]
    return not measures.measures(norm[v.start : v.end] + " " + " ".join(unit))


def _worded_alike(a: str, b: str) -> bool:
    """A one-word value and another that holds its word (its stem), or a value whose words open
    another's, with the same numbers: one value said twice ("WARN" / "warnings and worse",
    "DEBUG" / "debug lines", "Europe/Lisbon" / "Europe/Lisbon time"); "eu-west-1" /
    "eu-west-2" differ in their numbers, "gs://a-cache" / "s3://b-cache" are two values."""
    wa, wb = a.split(), b.split()
    if _number(a) != _number(b):
        return False
    short, long_ = sorted((wa, wb), key=len)
    if long_[: len(short)] == short:
        return True  # "Europe/Lisbon" / "Europe/Lisbon time": the one opens the other
    if len(wa) > 1 and len(wb) > 1:
        return False  # one of them a single word: "gs a cache" / "s3 b cache" are two values
    sa = {stem(x) for x in wa if not x.isdigit() and len(x) > 2}
    sb = {stem(x) for x in wb if not x.isdigit() and len(x) > 2}
    return bool(sa & sb)


def _said_by_both(a: str, v: Value, b: str, w: Value) -> bool:
    """Each one-word value is a word the other record says too: the two records read the
    same words with different values picked ("shirts in plum and silver" gives "shirts",
    "shirts are plum and silver" gives "plum"), and say one thing."""
    kv, kw = v.key.split(), w.key.split()
    return len(kv) == len(kw) == 1 and stem(kv[0]) in _stems(b) and stem(kw[0]) in _stems(a)


@lru_cache(maxsize=1024)
def _stems(text: str) -> frozenset[str]:
    return frozenset(stem(t.low) for t in tokenize(text) if content(t))


def plain_phrases(clauses: Sequence[Clause]) -> bool:
    """Every value the answering clauses give is a phrase of plain words (no literal)."""
    return all(v.phrase for c in clauses for v in c.values)


def _number(key: str) -> str:
    return " ".join(x for x in key.split() if x.isdigit())


def _counted(q: questions.Question, v: Value, w: Value) -> bool:
    """A bare number and a number of the thing the question counts ("6" / "16 replicas" for
    "how many replicas ...?"): one type."""
    amount = attributes.asked(q.text) in _AMOUNTS
    for bare, counted in ((v, w), (w, v)):
        if bare.shape == "number" and counted.shape == "quantity":
            unit = [x for x in counted.key.split() if not x.isdigit()]
            if unit and all(stem(x) in q.words for x in unit):
                return True
            if unit and amount and not measures.measures(counted.text):
                return True  # "how big is the pool?": "96" / "20 connections"
    return False


_AMOUNTS = frozenset({"count", "size", "limit"})


def _attribute_key(q: questions.Question, name: str) -> bool:
    """A settings key mostly in the question's words (or words of the class they name) names
    the asked attribute, not a thing ("retention_class", "PAY_RATE_LIMIT_PER_MINUTE" for "what
    rate is ... limited to")."""
    words = key_words(name)
    # a key's word naming the class a question's word names is the question's ("max_per_run"
    # for "what's the most per sweep?")
    classes = attributes.classes_named(q.text)
    hit = {w for w in words if w in q.words or attributes.named_class(w) in classes}
    return bool(words) and 2 * len(hit) >= len(words)


def _compound_word(name: str) -> bool:
    """A hyphenated word of English is no identifier (``literals.english_compound``)."""
    return english_compound(name)


def things(q: questions.Question, c: Clause) -> frozenset[str]:
    """The entities a clause names, an attribute's settings key left out."""
    return frozenset(n for n in c.names if not _attribute_key(q, n))


def _named_other(q: questions.Question, c: Clause) -> bool:
    """The clause names an identifier (a name with a separator or a digit) that the question
    does not, and none that it does: beside a clause naming what the question names, it is
    about another thing."""
    own = {
        n
        for n in c.names
        if (facts.IDENTIFIER.match(n) or any(ch.isdigit() for ch in n))
        and not _attribute_key(q, n)
        and not _compound_word(n)
    }
    if any(facts.within(n, q.names) for n in own):
        return False  # "quillmere.yaml", "orders.shipped_at": a part is what the question names
    # a table row says the asked name in lower case ("anvilworth,Haskell"): a word of its frame
    said = c.names & q.names or {stem(n) for n in q.names} & c.frame
    return bool(own - q.names) and not said


def _entry_holds(text: str, header: Clause, asked: set[str]) -> bool:
    """The log entry around a header clause names, beyond the header's own words, something
    of what is asked ("which commit set the timeout": the message says "timeout")."""
    rest = asked - header.frame - header.subject
    said = {stem(t.low) for t in tokenize(text) if not t.punct}
    return not rest or bool(rest & said)


# value types specific enough that two of them about one thing answer one attribute, however
# the attribute is worded ("SLA is 99.5% uptime" / "guarantees monthly availability of 99.95%");
# a code, a word or a name does not say which attribute it is a value of
_TYPED = frozenset(["version", "quantity", "time", "percent", "named-number"])


def disagree(
    q: questions.Question, a: str, b: str, *, same: bool = False, updated: bool = False
) -> bool:
    """Two memories that answer ``q`` with different values of one type and kind: a clause of
    each that answers states a live value (not in a sentence that asks), about the same
    things (``same``: the caller knows both are about what the question names, so other
    names they hold do not set them apart), and a value of each is not the other's nor the
    same measure written otherwise (``updated``: one reads as the other's update, so two
    plain phrases of one to four words are of one type). Values of a loose type (a code, a
    name, a word) must each be said in a clause that names what is asked in the question's
    words ("the next Orion step is the failover drill" / "Orion budget color is the blue
    sheet" do not disagree). Where both measure one dimension (a date, a duration,
    whatever the notation: "2027-01-21" / "21 March 2027", "BUILD_TIMEOUT_SECONDS=5400" /
    "60 min", "5 July" / "2025-07-05"), the measures decide; numbers written in words are read
    as digits ("twelve batches" / "12 batches")."""
    a, b = measures.spelled(a), measures.spelled(b)  # "twelve batches" / "12 batches"
    if not same and facts.named_apart(a, b):
        return False
    ta, tb = facts.read(a).topic, facts.read(b).topic
    named = set(q.names) | {stem(n) for n in q.names}
    if (ta & tb) - named and facts.apart(ta, tb):
        # two things of one kind: "renamed the search redesign branch; it is X" / "renamed
        # the billing redesign branch; ..." (an aside with no word in common is no topic, nor
        # are two titles sharing only the asked name: "X wiki page" / "X sync minutes")
        return False
    xs, ys = answers(q, a, asserted=True), answers(q, b, asserted=True)
    ma, mb = _measured(a, xs), _measured(b, ys)
    dims = set(ma) & set(mb)
    if "date" in dims:
        dims.discard("monthday")  # both give the year: the whole date decides
    if dims:
        return all(not ma[d] & mb[d] for d in dims)
    if _measure_and_count(a, xs, ma, b, ys, mb) or _measure_and_count(b, ys, mb, a, xs, ma):
        return False  # "91 minutes end to end" / "69 crates each time": two attributes
    asked = set(q.words) - {stem(n) for n in q.names} - set(q.names)
    # a log entry's header ("commit 3f2a9c1") answers "which commit" only for the entry whose
    # message holds the rest of what is asked: another commit's id is no rival value
    xs = [x for x in xs if not facts.log_header(a, x) or _entry_holds(a, x, asked)]
    ys = [y for y in ys if not facts.log_header(b, y) or _entry_holds(b, y, asked)]

    # a table's rows state the attributes its header names ("| subject | target per week |")
    header_a = {stem(w) for w in records.labelled(a)}
    header_b = {stem(w) for w in records.labelled(b)}

    def attr(c: Clause, header: set[str]) -> bool:
        # the clause names what is asked in the question's own words
        return bool(asked & (c.frame | c.subject | c.context | c.verbs | header))

    plain = plain_phrases([*xs, *ys])
    ka = {v.key for x in xs for v in x.values}
    kb = {v.key for y in ys for v in y.values}
    if ka and kb and (ka <= kb or kb <= ka):
        return False  # one gives only values the other gives too: they agree on what is asked
    if any(_worded_alike(v, w) for v in ka for w in kb):
        return False  # one value said in both ("WARN" / "only warnings and worse")
    for x in xs:
        for y in ys:
            if not same and facts.apart(things(q, x), things(q, y)):
                continue
            if (x.names & q.names and _named_other(q, y)) or (
                y.names & q.names and _named_other(q, x)
            ):
                continue  # "... is done; for kelp-api the cache lives in ...": another thing
            # the question's names are no modifier setting two things apart: a name one
            # clause does not read as one (a sentence's first word) is still the thing asked
            if heads.modified_apart(a, x, b, y, frozenset(asked)):
                continue  # "the search service" / "the umber service", search asked
            kx, ky = {u.key for u in x.values}, {u.key for u in y.values}
            for v in x.values:
                if v.key in ky or kinds_apart.names_asked(v, set(q.words), q.subject_head):
                    continue
                for w in y.values:
                    if (
                        w.key in kx
                        or kinds_apart.names_asked(w, set(q.words), q.subject_head)
                        or kinds_apart.money_apart(a, v, b, w)
                    ):
                        continue  # (a sum of money is no count: "97 boards" / "£975")
                    # two plain phrases are rival values when one record updates the other
                    # and so are a number and a quantity when one updates the other: the
                    # update leaves the unit out ("... goes to 67" after "78 requests a minute")
                    alike = (
                        facts.typed_alike(v, w)
                        or (updated and plain and values.places_alike(a, v, b, w))
                        or (updated and {v.shape, w.shape} == {"number", "quantity"})
                    ) and kinds_alike(v.text, w.text)
                    counted = not alike and _counted(q, v, w)
                    if not (alike or counted) or _same_measure(v.text, w.text):
                        continue
                    if (counted or v.key.isdigit() or w.key.isdigit()) and _number(
                        v.key
                    ) == _number(w.key):
                        continue  # "6" / "6 replicas", "hit 91" / "91"
                    if _worded_alike(v.key, w.key):
                        continue  # "WARN" / "only warnings and worse"
                    # a question about agreement lets values of a name's shape disagree in
                    # any frame; two common words ("by hand" / "in the album") still need
                    # clauses naming what is asked
                    loose = v.shape == "word" and w.shape == "word"
                    if loose and _said_by_both(a, v, b, w):
                        continue  # "shirts in plum and silver" / "shirts are plum and silver"
                    if (
                        v.shape in _TYPED
                        or w.shape in _TYPED
                        or (q.conflict and not loose)
                        or (attr(x, header_a) and attr(y, header_b))
                    ):
                        return True
    return False
