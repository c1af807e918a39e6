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
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from cairn.policy import attributes, facts, kinds_apart, measures, questions, values
from cairn.policy import lexicon as lx

# whether two records disagree, and the readings shared with it, read in its own module
from cairn.policy.disagree import COUNTED, answers, plain_phrases, things
from cairn.policy.disagree import asked as asked
from cairn.policy.disagree import disagree as disagree
from cairn.policy.disagree import kinds_alike as kinds_alike
from cairn.policy.lexicon import word_set
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
    toks = tokenize(q.text)
    past = any(t.low in _PAST_ASKED for t in toks)  # read once (a "before" per word is linear)
    if q.conflict or q.source or any(_earlier(toks, k, past) for k in range(len(toks))):
        return False
    if q.polar and any(t.low == "still" for t in tokenize(q.text)):
        return True  # "Is X still going live on 2025-10-02?": the date is what it checks
    return not _dated(q.text)


def _earlier(toks: list[Tok], k: int, past: bool) -> bool:
    """A word asking of an earlier time ("what was the cap before?", "what did X use before
    moving to v3?"); "before" ahead of a gerund in a question in the present orders the steps
    of a behaviour ("how long does X wait before timing out?"); ``past``: the question says a
    verb of the past ("did", "was", "used")."""
    if stem(toks[k].low) not in _EARLIER:
        return False
    nxt = toks[k + 1].low if k + 1 < len(toks) else ""
    return toks[k].low != "before" or not nxt.endswith("ing") or len(nxt) <= 5 or past


_PAST_ASKED = word_set("did was were had used")


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


def _replaces(q: questions.Question, new: str, old: str) -> bool:
    """A clause of ``new`` that answers gives another value of one type and kind than a clause
    of ``old`` that answers, about the same things."""
    xs, ys = answers(q, old), answers(q, new, asserted=True)
    plain = plain_phrases([*xs, *ys])
    for x in xs:
        for y in ys:
            if facts.apart(things(q, x), things(q, y)):
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
    # the new lacks a tested literal the old says ("Does Bo still coach X?": "Ana coaches X
    # from now on" keeps the thing and drops the person)
    if not tested <= said or not tested - {stem(t.low) for t in tokenize(new)}:
        return False
    # a format the old does not name is a value whatever the clause reads ("Switching X's
    # flight log to html")
    formats = attributes.stated(new, "format") - attributes.stated(old, "format")
    return bool(formats) or bool(answers(q, new, asserted=True))


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
            if facts.apart(things(q, x), things(q, y)):
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


def _counts(v: Value, w: Value) -> bool:
    """Two counts, however labelled ("about 68" / "final count 52"): their numbers differ."""
    nv = "".join(ch for ch in v.key if ch.isdigit())
    nw = "".join(ch for ch in w.key if ch.isdigit())
    if not (v.shape in COUNTED and w.shape in COUNTED and nv and nw and nv != nw):
        return False
    # a measure is no count of things: "74 minutes" and "68 kites" are not two counts
    return not kinds_apart.dimensions(v, w)
