"""Which of several statements of one thing holds now (issue 17: stale beliefs).

Two memories about the same thing often give two values of what a question asks, stated at
different times with no link between them: "the beta is open to 5 percent of users" and,
two days later, "the beta widened, now holding at 25 percent". Nobody wrote ``supersedes``,
and the later text need not repeat the old value. For a question about what holds, a careful reader
answers with the later statement; for a question about which records conflict, what a named
source says, or what held at another time, both stay.

``superseded(q, statements)`` returns the statements a later one replaces for the question ``q``:
an earlier statement ``a`` is replaced by a later ``b`` when

- the question asks what holds (``asks_now``: not which records conflict, no source it cites,
  no word of an earlier time and no date: "which mode did S have on 4 March?" asks about then);
- ``b`` is trusted within ``floor`` of ``a`` (a rumour does not replace a record);
- ``b`` holds at least as much of what is asked as ``a`` (``questions.holds``): a later memory
  about another attribute of the same thing ("the batch workers run in eu-west-3" after their
  instance type) replaces nothing;
- the two are not about two named things (``facts.named_apart``);
- a clause of each that answers the question (``questions.answering``) states a live value
  (not hedged, negated or rejected; ``b``'s not in a sentence that asks), of one type
  (``facts.typed_alike``) and of one shaped kind (``attributes.value_kinds``: a region is not
  an instance type), and ``b``'s value is not ``a``'s.

No thresholds beyond the caller's trust floor; the word list of an earlier time is a closed
English class. Pure: no I/O, two small patterns compiled at import.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from cairn.policy import attributes, facts, heads, kinds_apart, measures, questions, records, values
from cairn.policy import lexicon as lx
from cairn.policy.clauses import Clause
from cairn.policy.lexicon import word_set
from cairn.policy.literals import english_compound, key_words
from cairn.policy.tokens import Tok, content, stem, tokenize

# what says a record is an update, read in its own module, answered here too
from cairn.policy.updates import PUT_FORWARD as PUT_FORWARD
from cairn.policy.updates import announces as announces
from cairn.policy.updates import changes as changes
from cairn.policy.updates import corrects as corrects
from cairn.policy.updates import retires as retires
from cairn.policy.updates import reverts as reverts
from cairn.policy.updates import updates as updates
from cairn.policy.values import Value


@dataclass(frozen=True)
class Statement:
    key: str  # the caller's id for it
    text: str
    at: str  # when it was stated (an ISO time; compared as text, so one format for all)
    weight: float  # how far it is trusted (its confidence)


# words that ask about an earlier time than now ("what was it originally?", "before the move")
_EARLIER = frozenset(
    stem(w)
    for w in word_set(
        "originally initially first before previously formerly earlier prior original initial"
        " old older"
    )
)


def asks_now(q: questions.Question) -> bool:
    """The question asks what holds: not which records conflict, not what a source it cites
    says, not what held at an earlier time or on a date."""
    if q.conflict or q.source or any(stem(t.low) in _EARLIER for t in tokenize(q.text)):
        return False
    if q.polar and any(t.low == "still" for t in tokenize(q.text)):
        return True  # "Is X still going live on 2025-10-02?": the date is what it checks
    return not _dated(q.text)


def _dated(text: str) -> bool:
    """The text names a day, a month or a year: an ISO or slashed date, or a month's name next
    to a number ("on 4 March", "March 4, 2026", "in May 2025")."""
    if _DATE.search(text):
        return True
    toks = [t for t in tokenize(text) if not t.punct]
    for i, t in enumerate(toks):
        if t.low in lx.MONTHS and t.text[:1].isupper():
            near = toks[max(0, i - 1) : i] + toks[i + 1 : i + 2]
            if any(n.text.isdigit() or n.low.rstrip("stndrh").isdigit() for n in near):
                return True
    return False


_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b")


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


def _answers(q: questions.Question, text: str, *, asserted: bool = False) -> list[Clause]:
    return [
        c
        for c in questions.answering(q, facts.read(text))
        if facts.live(c) and (not asserted or _asserted(text, c))
    ]


def _replaces(q: questions.Question, new: str, old: str) -> bool:
    """A clause of ``new`` that answers gives another value of one type and kind than a clause
    of ``old`` that answers, about the same things."""
    xs, ys = _answers(q, old), _answers(q, new, asserted=True)
    plain = _plain([*xs, *ys])
    for x in xs:
        for y in ys:
            if facts.apart(_things(q, x), _things(q, y)):
                continue
            mine = {u.key for u in y.values}
            for v in x.values:
                if v.key in mine or kinds_apart.measured_in(v, y.values):
                    continue  # the same value in another notation ("29" / "twenty-nine")
                for w in y.values:
                    # superseded asks for an update: two places in plain words are rivals
                    alike = facts.typed_alike(v, w) or (
                        plain and values.places_alike(old, v, new, w)
                    )
                    if alike and kinds_alike(v.text, w.text):
                        return True
    return False


def superseded(
    q: questions.Question,
    statements: Sequence[Statement],
    *,
    floor: float = 0.6,
    now: str | None = None,
) -> set[str]:
    """The keys of the statements a later one replaces for ``q`` (see the module docstring).
    With ``now`` (an ISO time), a change that takes effect after it ("from Friday 20 March the
    cap goes to 54") replaces nothing yet: what it replaces still holds."""
    if len(statements) < 2 or not asks_now(q):
        return set()
    pending = {b.key for b in statements if now is not None and takes_effect_after(b, now)}
    holds = {a.key: questions.holds(q, a.text) for a in statements}
    out: set[str] = set()
    for a in statements:
        for b in statements:
            if b.key == a.key or b.at <= a.at or b.weight < floor * a.weight or b.key in pending:
                continue
            if facts.named_apart(a.text, b.text):
                continue
            if (
                holds[b.key] < holds[a.key]
                and not corrects(b.text)
                and not retires(b.text)
                and not (
                    (reverts(b.text) or changes(b.text) or announces(b.text))
                    and _names_all(q, b.text)
                )
            ):
                continue  # a later record holding less of the question replaces it only
                # when it says it corrects ("scratch that, the limit is 4.5k"), that what
                # held before is gone ("the previous vendor's keys are revoked"), or, naming
                # the asked thing, that it changed ("Bo is taking the X rota on"), is put
                # back ("the X cap goes back to 85") or is an update ("Update: X can take 87")
            if (
                _replaces(q, b.text, a.text)
                or disagree(q, b.text, a.text)
                or _unchecks(q, b.text, a.text)
                or _reformatted(q, b.text, a.text)
            ) and updates(b.text, a.text):
                out.add(a.key)
                break
    return out


def _unchecks(q: questions.Question, new: str, old: str) -> bool:
    """A yes/no question putting a value to the test ("Is X's report still plain text?"):
    ``old`` states it, and ``new``, answering the question, does not ("scratch that, X's
    report goes out in xlsx"), whatever form either value takes."""
    # the thing a "for" phrase names is asked about, not tested ("... for X still with Ana?")
    tested = q.checked - q.topic - {stem(w) for w in q.topic}
    if not tested:
        return False
    said = {stem(t.low) for t in tokenize(old) if not t.punct}
    if not tested <= said or tested & {stem(t.low) for t in tokenize(new)}:
        return False
    # a format the old does not name is a value whatever the clause reads ("Switching X's
    # flight log to html")
    formats = attributes.stated(new, "format") - attributes.stated(old, "format")
    return bool(formats) or bool(_answers(q, new, asserted=True))


def _reformatted(q: questions.Question, new: str, old: str) -> bool:
    """A question asking a format ("what file type does X arrive as?"): each record names a
    format and none the other names ("exported in json" / "from this week it is markdown")."""
    if attributes.asked_with_format(q.text) != "format":
        return False
    a, b = attributes.stated(old, "format"), attributes.stated(new, "format")
    return bool(a) and bool(b) and not a & b


def _names_all(q: questions.Question, text: str) -> bool:
    """``text`` says every name the question gives (a value put back for "Brantor" puts
    nothing back for "Quillmere", wherever a sentence's first word hides a name)."""
    low = text.casefold()
    # "untagged-image" is said in a key as "untagged_image_sweep"; the value a yes/no question
    # tests ("since it was set at 21?") is no name of the thing
    return all(n in low or n.replace("-", "_") in low for n in q.names if stem(n) not in q.checked)


_EFFECTIVE = lx.word_set("from starting effective beginning as")


def takes_effect_after(s: Statement, now: str) -> bool:
    """``s`` says when it takes effect ("from Friday 20 March", "starting 2026-04-01",
    "effective 1 May", "as of June 3"), and that day is after ``now`` (a day without a year
    is in the year ``s`` was stated)."""
    toks = tokenize(s.text)
    try:
        today = date.fromisoformat(now[:10]).toordinal()
        year = int(s.at[:4])
    except ValueError:
        return False
    for k, t in enumerate(toks):
        if t.low not in _EFFECTIVE or (
            t.low == "as" and (k + 1 >= len(toks) or toks[k + 1].low != "of")
        ):
            continue
        end = toks[min(k + 5, len(toks) - 1)].end
        for dim, mag in measures.measures(s.text[t.start : end]):
            if dim == "date":
                return mag > today
            if dim == "monthday":
                try:
                    day = date(year, int(mag) // 100, int(mag) % 100).toordinal()
                except ValueError:
                    return False
                return day > today
    return False


def later_than_first(q: questions.Question, statements: Sequence[Statement]) -> set[str]:
    """For a question asking what was first said ("the first rough estimate"): the keys of the
    statements an earlier one gives another value of one type and kind than for what is asked
    (a guess later followed by the final count: the guess answers). Hedged and less trusted
    statements count: a first estimate usually is one."""
    if len(statements) < 2 or not asks_first(q):
        return set()
    out: set[str] = set()
    for b in statements:
        for a in statements:
            if a.key == b.key or a.at >= b.at:
                continue
            if facts.named_apart(a.text, b.text) or _names_said(q, a.text) != _names_said(
                q, b.text
            ):
                continue  # about two things: no earlier and later value of one
            if _gives_other(q, a.text, b.text):
                out.add(b.key)
                break
    return out


def asks_first(q: questions.Question) -> bool:
    """The question asks what was said first ("the first rough estimate", "the very first
    batch", "what did we originally expect"), not which records conflict nor what a source
    says."""
    if q.conflict or q.source:
        return False
    toks = [t for t in tokenize(q.text) if not t.punct]
    lows = {t.low for t in toks}
    return any(
        t.low in _FIRST
        # "who do I page first?", "what should we check first?": the order of an action to
        # take, not what was said first
        and not (
            t.low == "first"
            and i > 0
            and content(toks[i - 1])
            and lows & _PRESENT_AUX
            and not lows & _PAST_AUX
        )
        for i, t in enumerate(toks)
    )


_PRESENT_AUX = word_set("do does should must can shall will")
_PAST_AUX = word_set("did was were had")


def _names_said(q: questions.Question, text: str) -> frozenset[str]:
    """The names of the question a text says."""
    said = {t.low for t in tokenize(text) if not t.punct}
    return frozenset(n for n in q.names if n in said)


_FIRST = word_set("first initial initially original originally earliest")


def _gives_other(q: questions.Question, a: str, b: str) -> bool:
    """A clause of ``a`` that answers and one of ``b`` give values of one type and kind, or two
    counts, none the other's, about the same things (numbers in words read as digits; hedged
    clauses count)."""
    a, b = measures.spelled(a), measures.spelled(b)
    for x in questions.answering(q, facts.read(a)):
        for y in questions.answering(q, facts.read(b)):
            if facts.apart(_things(q, x), _things(q, y)):
                continue
            kx, ky = {u.key for u in x.values}, {u.key for u in y.values}
            if not kx or not ky or kx & ky:
                continue
            if any(
                ((facts.typed_alike(v, w) and kinds_alike(v.text, w.text)) or _counts(v, w))
                and not kinds_apart.money_apart(a, v, b, w)  # "97" is no "£875"
                for v in x.values
                for w in y.values
            ):
                return True
    return False


_COUNTED = frozenset({"number", "named-number", "quantity"})


def _counts(v: Value, w: Value) -> bool:
    """Two counts, however labelled ("about 68" / "final count 52"): their numbers differ."""
    nv = "".join(ch for ch in v.key if ch.isdigit())
    nw = "".join(ch for ch in w.key if ch.isdigit())
    if not (v.shape in _COUNTED and w.shape in _COUNTED and nv and nw and nv != nw):
        return False
    # a measure is no count of things: "74 minutes" and "68 kites" are not two counts
    return not kinds_apart.dimensions(v, w)


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
    if v.shape not in _COUNTED:
        return False
    unit = [x for x in v.key.split() if not x.isdigit()]
    if not unit:
        m = _NOUN_AFTER.match(norm, v.end)
        if m is None or not content(Tok(m[1].lower(), m[1], 0, 0)):
            return False
        unit = [m[1].lower()]
    return not measures.measures(norm[v.start : v.end] + " " + " ".join(unit))


def _worded_alike(a: str, b: str) -> bool:
    """A one-word value and another that holds its word (its stem), with the same numbers: one
    value said twice ("WARN" / "warnings and worse", "DEBUG" / "debug lines"); "eu-west-1" /
    "eu-west-2" differ in their numbers, "gs://a-cache" / "s3://b-cache" are two values."""
    wa, wb = a.split(), b.split()
    if _number(a) != _number(b) or (len(wa) > 1 and len(wb) > 1):
        return False  # one of them a single word: "gs a cache" / "s3 b cache" are two values
    sa = {stem(x) for x in wa if not x.isdigit() and len(x) > 2}
    sb = {stem(x) for x in wb if not x.isdigit() and len(x) > 2}
    return bool(sa & sb)


def _plain(clauses: Sequence[Clause]) -> bool:
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


def _things(q: questions.Question, c: Clause) -> frozenset[str]:
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
    return bool(own - q.names) and not c.names & q.names


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
    xs, ys = _answers(q, a, asserted=True), _answers(q, b, asserted=True)
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

    plain = _plain([*xs, *ys])
    ka = {v.key for x in xs for v in x.values}
    kb = {v.key for y in ys for v in y.values}
    if ka and kb and (ka <= kb or kb <= ka):
        return False  # one gives only values the other gives too: they agree on what is asked
    if any(_worded_alike(v, w) for v in ka for w in kb):
        return False  # one value said in both ("WARN" / "only warnings and worse")
    for x in xs:
        for y in ys:
            if not same and facts.apart(_things(q, x), _things(q, y)):
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
                    alike = (
                        facts.typed_alike(v, w)
                        or (updated and plain and values.places_alike(a, v, b, w))
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
                    if (
                        v.shape in _TYPED
                        or w.shape in _TYPED
                        or (q.conflict and not loose)
                        or (attr(x, header_a) and attr(y, header_b))
                    ):
                        return True
    return False
