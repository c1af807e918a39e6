"""Typed facts: what a claim is about, which attribute of it, and the value it gives.

This is the one place cairn decides what a text *means* for judgment. Three users:

- admission's conflict detection (``policy.conflicts``): two claims contradict each other when
  they give different values of one type to the same attribute of the same subject, while
  neither is a conjecture or a negation, whatever the case of the identifiers, the wording of
  the source, or the verb ("runs", "shows production on", "is on");
- the memory benchmark's reader (``bench.hexis_adapter``): which memory holds what a question
  asks, which clause of it answers, which memory corrects which;
- what a question asks and which claim holds it: ``policy.questions`` (``ask``, ``holds``,
  ``answering``), on the claims read here.

The API (stable; everything else here is private):

``read(text) -> Claim``            the claim's facts (memoised, pure, tens of microseconds)
``contradicts(a, b) -> bool``      different values of one type in one slot
``may_contradict(claim, text)``    a cheap necessary condition of ``contradicts`` on raw text
``agrees(a, b) -> bool``           the same values in overlapping frames, or the same
                                   identifier about the same entity (corroboration)
``corrects(new, old) -> bool``     ``new`` states a new value of ``old``'s slot as a change
``elliptical(claim) -> bool``      a correction that names no slot ("make that 45 seconds")

A fact's predicate is one of ``lexicon.PREDICATES`` (ten relations). The rules are general
rules of English (``policy.clauses``); no word here is tied to a fixture. Nothing here reads
the store, imports a model or touches the disk: an optional model-based reader plugs in through
``Reader`` (``policy.fact_models``), and only outside a write transaction.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from cairn.policy import kinds_apart, measures
from cairn.policy import lexicon as lx
from cairn.policy.claims import Claim as Claim  # re-exported
from cairn.policy.claims import Fact as Fact  # re-exported
from cairn.policy.claims import read as read  # re-exported
from cairn.policy.clauses import Clause
from cairn.policy.clauses import live as live  # re-exported
from cairn.policy.contradiction_gate import SHORT as _SHORT
from cairn.policy.contradiction_gate import may_contradict as may_contradict  # re-exported
from cairn.policy.heads import modified_apart
from cairn.policy.literals import apart as apart  # re-exported: name sets apart
from cairn.policy.literals import english_compound
from cairn.policy.literals import within as within
from cairn.policy.tokens import stem, tokenize
from cairn.policy.values import Value, shape_of

if TYPE_CHECKING:
    from cairn.policy.fact_models import Judge

__all__ = [
    "Claim",
    "Fact",
    "agrees",
    "contradicts",
    "corrects",
    "elliptical",
    "may_contradict",
    "read",
]


# -- relations between claims -------------------------------------------------------------------

_PIECE = re.compile(r"[a-z]{3,}")


def _pieces(key: str) -> set[str]:
    return set(_PIECE.findall(key))


def _head_shape(v: Value) -> str:
    last = v.text.split()[-1] if v.text.split() else v.text
    return shape_of(last)


def _name_words(v: Value) -> set[str]:
    return {w for w in v.key.split() if not w.isdigit()}


def typed_alike(a: Value, b: Value) -> bool:
    """Two values of one type: the same shape, the same shape of their last word (a version
    after a name), or a word piece in common ("PG-15" and "PG-16-BETA"). A number named by
    a word carries its attribute in that word: "port 8123" and "PG 16" are not one type."""
    if a.shape == b.shape == "named-number":
        na, nb = _name_words(a), _name_words(b)
        if na and nb and not na & nb:
            return False
    if a.shape == b.shape and a.shape not in ("word",):
        return True
    if _head_shape(a) == _head_shape(b) and _head_shape(a) not in ("word", "name"):
        return True
    if a.shape == b.shape == "word":
        return len(a.key.split()) == len(b.key.split()) <= 3
    if "path" in (a.shape, b.shape):
        return False  # a path shares its folders' names with many things of other types
    return bool(_pieces(a.key) & _pieces(b.key))


_CALENDAR = lx.MONTHS | lx.word_set("monday tuesday wednesday thursday friday saturday sunday")


def _calendar_apart(a: Value, b: Value) -> bool:
    """Two names, one a day or a month ("a Tuesday thing" / "Bo"): a day is no person, so the
    two are no values of one slot, whatever the case they are written in."""
    return a.shape == b.shape == "name" and _calendar(a) != _calendar(b)


def _calendar(v: Value) -> bool:
    """A name opening with a day of the week or a month ("Tuesday thing", "March")."""
    first = v.key.split()[0] if v.key.split() else ""
    return first in _CALENDAR


def named_apart(a: str, b: str) -> bool:
    """Two claims about two named things: the entities their clauses name are apart, or they
    name the same ones (or none) and cite sources named apart ("the Acme sheet" / "the
    Initech sheet" marking values for one person)."""
    ca, cb = read(a), read(b)
    na = frozenset().union(*(c.names for c in ca.clauses)) if ca.clauses else frozenset()
    nb = frozenset().union(*(c.names for c in cb.clauses)) if cb.clauses else frozenset()
    na, nb = na - lx.PRONOUNS, nb - lx.PRONOUNS  # "IT wiki", "From: IT": no thing of its own
    na = frozenset(n for n in na if _thing(n)) - _nested_keys(ca.text)
    nb = frozenset(n for n in nb if _thing(n)) - _nested_keys(cb.text)
    # a name the other text says too, where it is read as no name ("# Quillmere gateway" as a
    # heading, "quillmere: bump the pin"), is no thing of its own
    wa, wb = _said(ca.text), _said(cb.text)
    if apart({n for n in na if n not in wb}, {n for n in nb if n not in wa}):
        return True
    # a label the other text says too ("Quillmere audit: ..." / "... bump the Quillmere pin")
    # cites no source of its own, nor does one announcing an update ("Small change: ...")
    sa = frozenset().union(*(c.context_names for c in ca.clauses)) - ca.update_label
    sb = frozenset().union(*(c.context_names for c in cb.clauses)) - cb.update_label
    return na == nb and apart({n for n in sa if n not in wb}, {n for n in sb if n not in wa})


def _thing(name: str) -> bool:
    """A name that may be a thing of its own: not a hyphenated word of English ("day-to-day
    questions go to ..."), a settings key ending in its unit ("retention_days: 44" names an
    attribute), a number, a month or a measure ("from 02/04/2026": a day)."""
    return not (
        english_compound(name)
        or name in lx.MONTHS
        or _DIGITS_ONLY.fullmatch(name)
        or measures.unit_key(name)
        or measures.measures(name)
    )


_DIGITS_ONLY = re.compile(r"[\d/.:,-]+")


@lru_cache(maxsize=8192)
def _nested_keys(text: str) -> frozenset[str]:
    """The keys set under a section or a parent key of a config ("[dual_stack_flip]\n
    batch_max = 47", "sort_job:\n  interval: 36h"): attributes of what the section names, no
    things of their own."""
    if not _SECTION.search(text):
        return frozenset()
    return frozenset(k.casefold() for k in measures.setting_keys(text))


# a config section or a parent key: "[name]" alone on a line, or "name:" ending a line before
# an indented one
_SECTION = re.compile(r"^[ \t]*\[[^\]\n]+\][ \t]*$|^[\w.-]+:[ \t]*\n[ \t]+\S", re.M)


@lru_cache(maxsize=8192)
def _said(text: str) -> frozenset[str]:
    return frozenset(t.low for t in tokenize(unicodedata.normalize("NFKC", text)) if not t.punct)


def _names_apart(a: Clause, b: Clause) -> bool:
    return apart(a.names, b.names)


IDENTIFIER = re.compile(r"^[a-z0-9]+(?:[-_.][a-z0-9]+)+$")


def _claim_names(c: Claim) -> frozenset[str]:
    """The entities a claim's clauses name (its source's names left out). A name read as the
    source that is shaped like an identifier ("billing-api writes its logs to ...") is the
    thing the claim is about: documents, people and tools report; services do not."""
    if not c.clauses:
        return frozenset()
    named = frozenset().union(*(x.names for x in c.clauses))
    idents = {n for x in c.clauses for n in x.context_names if IDENTIFIER.match(n)}
    return named | idents | c.heading_name | c.label_name


def _one_of(v: Value, others: Sequence[Value]) -> bool:
    return kinds_apart.measured_in(v, others) or kinds_apart.headed_in(v, others)


def _clash(a: Clause, b: Clause) -> bool:
    if not live(a) or not live(b):
        return False
    va, vb = {v.key for v in a.values}, {v.key for v in b.values}
    if va == vb or va <= vb or vb <= va:
        return False
    # a value the other states in another notation is no other value ("75 min" / "75 minutes")
    da = [v for v in a.values if v.key not in vb and not _one_of(v, b.values)]
    db = [v for v in b.values if v.key not in va and not _one_of(v, a.values)]
    if not any(typed_alike(x, y) and not _calendar_apart(x, y) for x in da for y in db):
        return False
    if _names_apart(a, b):
        return False
    small, large = (a.frame, b.frame) if len(a.frame) <= len(b.frame) else (b.frame, a.frame)
    if small and small <= large and (len(small) > 1 or kinds_apart.one_value_each(a, b)):
        # a frame of the thing's name alone, two common words said by two verbs ("X meets in
        # the boathouse" / "I'll have a look at X after lunch"): no one slot
        return len(small) > 1 or not kinds_apart.loose_apart(a, b, da, db)
    if not a.frame and not b.frame:
        # "Deploy PG-15" / "Deploy PG-16-BETA": the verb is the slot; values of one name. Two
        # head phrases (no literal) sharing a word are two things of one kind ("renamed the
        # invoice redesign branch" / "the search redesign branch"), not two values of one
        return bool(a.verbs & b.verbs) and any(
            set(_SHORT.findall(x.key)) & set(_SHORT.findall(y.key))
            for x in da
            for y in db
            if not (x.phrase and y.phrase)
        )
    # the attribute is carried inside the values ("GLUTEN-OK" vs "SEVERE-GLUTEN-INTOLERANCE"):
    # the same entity, a word piece shared by the differing values, and no rival context
    if not (a.frame or a.context) or not (b.frame or b.context):
        return False  # a bare value ("2. `make ship`" in a list) names no attribute to share
    if a.verbs & b.verbs and a.frame and b.frame and not (a.frame <= b.frame or b.frame <= a.frame):
        return (
            False  # one verb said of two subjects ("notifier pins ..." / "image-resizer pins ...")
        )
    # a value whose word pieces all lie in the other's shares with it no piece that says what
    # both are values of: a thing and a phrase about it ("Quillmere" / "Quillmere paperwork"),
    # or a kind and one instance ("devbox-a1" / "devbox-ruby-b2"); paths share folders, not an
    # attribute
    pieces = [
        (_pieces(x.key), _pieces(y.key)) for x in da for y in db if "path" not in (x.shape, y.shape)
    ]
    shared = {p for px, py in pieces if not (px <= py or py <= px) for p in px & py}
    if not shared or len(a.values) != 1 or len(b.values) != 1:  # the value stands alone
        return False
    ea = a.frame - a.names - _name_stems(a)
    eb = b.frame - b.names - _name_stems(b)
    if ea and eb and ea != eb:
        return False
    names_a, names_b = a.names | a.context_names, b.names | b.context_names
    return not (names_a - names_b and names_b - names_a and not names_a & names_b)


# the header lines of a version-control log entry: "commit 3f2a9c1", "Author: Ana", "Date: ..."
_LOG_HEADER = re.compile(
    r"(?:commit\s+[0-9a-f]{7,40}|(?:author|date|merge|commitdate|authordate)\s*:.*)",
    re.IGNORECASE,
)


def log_header(text: str, c: Clause) -> bool:
    """The clause is a header line of a log entry that opens the text: the record's own id,
    author and date ("commit 3f2a9c1" / "Author: Ana" under it), which say which record this
    is, not what holds."""
    if not text.lstrip().lower().startswith("commit"):
        return False
    norm = unicodedata.normalize("NFKC", text)
    line_start = norm.rfind("\n", 0, c.start) + 1
    line_end = norm.find("\n", c.end)
    line = norm[line_start : line_end if line_end >= 0 else len(norm)].strip()
    return norm.count("\n", 0, line_start) < 4 and _LOG_HEADER.fullmatch(line) is not None


def _name_stems(c: Clause) -> set[str]:
    return {stem(n) for n in c.names | c.context_names}


def contradicts(a: Claim | str, b: Claim | str, *, judge: Judge | None = None) -> bool:
    """Different values of one type in one slot (see the module docstring). A ``judge`` (a
    model a person configured, ``policy.fact_models``) is asked about claims the rules cannot
    place in one slot: about the same things, with live values of one type that differ."""
    ca, cb = _claim(a), _claim(b)
    if _other_things(ca, cb):
        return False  # "The Acme review moved; its day is X" is not about Initech's review
    if any(
        _clash(x, y)
        and not _rest_apart(ca, x, cb, y)
        and not kinds_apart.asks(ca, x)
        and not kinds_apart.asks(cb, y)
        and not kinds_apart.sources_apart(ca, x, cb, y)
        and not kinds_apart.governed_apart(ca, x, cb, y)
        for x in ca.clauses
        for y in cb.clauses
    ):
        return True
    if judge is None:
        return False
    candidates = any(
        live(x)
        and live(y)
        and not _names_apart(x, y)
        and any(typed_alike(v, w) and v.key != w.key for v in x.values for w in y.values)
        for x in ca.clauses
        for y in cb.clauses
    )
    return candidates and judge.conflict(ca.text, cb.text)


_SPECIFIC = frozenset(["version", "quantity", "time", "code", "ident", "percent", "named-number"])


def _unit(v: Value) -> str:
    return "".join(ch for ch in v.key if not ch.isdigit() and not ch.isspace())


def _counts_alike(v: Value, x: Clause, w: Value, y: Clause) -> bool:
    """Two quantities in two units that count one thing: one counts the times its clause does
    what the other counts ("retries up to 7 times" / "gives up after 5 retries")."""
    uv, uw = _unit(v), _unit(w)
    return (uv in _TIMES and stem(uw) in x.verbs) or (uw in _TIMES and stem(uv) in y.verbs)


def _number(v: Value) -> str:
    return "".join(ch for ch in v.key if ch.isdigit() or ch == ".")


_TIMES = frozenset({"times", "time", "x"})


def differ(a: Claim | str, b: Claim | str, asked: frozenset[str] | None = None) -> bool:
    """Two claims about the same things (no entity or topic apart) that give different values
    of one specific type (a version, a quantity in one unit, a time, an identifier), stated
    plainly, whatever frame and verb carry them ("timeout for svc: 2914ms" / "the proxy cuts
    off svc requests after 4449ms"). Weaker than ``contradicts``: a reader uses it only for a
    question that asks which records conflict, among the memories about what it asks. With
    ``asked`` (the question's words), two claims whose frames are qualified apart are about
    two things."""
    # numbers in words read as digits: "sixty-eight trees" and "68" give one value
    ca, cb = (_claim(measures.spelled(t if isinstance(t, str) else t.text)) for t in (a, b))
    if _other_things(ca, cb) or agrees(ca, cb):
        return False
    for x in ca.clauses:
        for y in cb.clauses:
            if not live(x) or not live(y) or _names_apart(x, y):
                continue
            if asked is not None and apart(x.frame - asked, y.frame - asked):
                continue  # qualified apart beyond what is asked ("in staging" / "in production")
            if asked is not None and apart(x.frame & asked, y.frame & asked):
                continue  # each is about another of the things asked ("svc-a" / "svc-b")
            if asked is not None and modified_apart(ca.text, x, cb.text, y, asked):
                continue  # "its primary database" / "its replica database", "primary" asked
            kx, ky = {v.key for v in x.values}, {v.key for v in y.values}
            for v in x.values:
                for w in y.values:
                    if v.key in ky or w.key in kx or v.shape != w.shape:
                        continue
                    if v.shape == "quantity" and _unit(v) != _unit(w):
                        # "retries up to 7 times" / "after 5 retries": one count, two words
                        if _counts_alike(v, x, w, y) and _number(v) != _number(w):
                            return True
                    elif v.shape in _SPECIFIC:
                        return True
    return _measured_apart(ca, cb, asked)


def _measured_apart(ca: Claim, cb: Claim, asked: frozenset[str] | None) -> bool:
    """A date or a duration in two notations ("2026-09-23" / "November 23, 2026", "TTL of 60
    seconds" / "`ttl = 120` (seconds)") that measures differently, in claims with live clauses
    about the same things, that both name what is asked (``policy.measures``)."""
    if not measures.disagree(ca.text, cb.text):
        return False
    if asked is not None:
        # both name what is asked, and neither names a part of it the other does not
        wa = asked & {stem(t.low) for t in tokenize(ca.text)}
        wb = asked & {stem(t.low) for t in tokenize(cb.text)}
        if not wa & wb or apart(wa, wb):
            return False
    return any(
        live(x)
        and live(y)
        and not _names_apart(x, y)
        and not (asked is not None and apart(_said_in(x) & asked, _said_in(y) & asked))
        and not (asked is not None and modified_apart(ca.text, x, cb.text, y, asked))
        for x in ca.clauses
        for y in cb.clauses
    )


def _said_in(c: Clause) -> frozenset[str]:
    """A clause's frame with the words of its values ("Brantor 7.16 code freeze Tuesday 15:00":
    the release a value names is what the clause is about too)."""
    return c.frame | {stem(w) for v in c.values for w in v.key.split()}


def _rest_apart(ca: Claim, x: Clause, cb: Claim, y: Clause) -> bool:
    """The other clauses of the two claims speak of different things ("logging around the
    race ...; the fix landed in PR 1" / "logging around the leak ...; the fix landed in PR 2")."""
    ra = frozenset().union(*(c.frame for c in ca.clauses if c is not x))
    rb = frozenset().union(*(c.frame for c in cb.clauses if c is not y))
    return bool(ra) and bool(rb) and apart(ra, rb)


def _other_things(a: Claim, b: Claim) -> bool:
    """Two claims about different things: their entities, or the topics their sentences set
    before they give a value, are apart."""
    if apart(_claim_names(a), _claim_names(b)):
        return True
    ta, tb = a.topic, b.topic
    return bool(ta) and bool(tb) and apart(ta, tb)


def agrees(a: Claim | str, b: Claim | str) -> bool:
    """The same values in overlapping frames: two wordings of one claim, numbers written in
    words read as digits ("a cap of twelve" / "cap: 12")."""
    ca, cb = _spelled(a), _spelled(b)
    ta = unicodedata.normalize("NFKC", ca.text)
    tb = unicodedata.normalize("NFKC", cb.text)
    for x in ca.clauses:
        if _tag(ta, x):
            continue  # "[#ops-chat]": a label both may carry, not what they state
        for y in cb.clauses:
            if not x.values or x.hedged or y.hedged or x.negated != y.negated or _tag(tb, y):
                continue
            if {v.key for v in x.values} != {v.key for v in y.values}:
                continue
            if all(v.shape in _DISTINCTIVE for v in x.values):
                # one identifier stated twice ("ubuntu-24.04", "v2.3.1"), unless the two
                # claims name entities and none in common
                na, nb = ca.names, cb.names
                if not na or not nb or na & nb:
                    return True
                continue
            if _names_apart(x, y) or apart(_claim_names(ca), _claim_names(cb)):
                continue
            if not x.frame or not y.frame:
                continue
            if len(x.frame & y.frame) * 2 >= min(len(x.frame), len(y.frame)):
                return True
    return False


# value shapes specific enough that two claims giving the same one agree on it
_DISTINCTIVE = frozenset(["code", "ident", "version", "path", "handle", "time", "named-number"])


def elliptical(claim: Claim | str) -> bool:
    """A correction that names no slot of its own ("Actually, make that 45 seconds")."""
    c = _claim(claim)
    return (
        c.change
        and bool(c.values)
        and all(not cl.frame - {stem(v.key) for v in cl.values} for cl in c.clauses)
    )


def corrects(new: Claim | str, old: Claim | str) -> bool:
    """``new`` states, as a change, a new value of a slot ``old`` gave a value to: an
    elliptical correction of a value of the same type, a change clause that clashes with
    ``old``, or one that names ``old``'s value as what it replaces ("from X", "replacing X")."""
    cn, co = _claim(new), _claim(old)
    if not cn.change or not cn.values or not co.values:
        return False
    if _other_things(cn, co):
        return False  # about two different things ("Acme changed vendors" / "Initech ...")
    moving = [x for x in cn.clauses if x.change]
    if moving and all(x.hedged or kinds_apart.asks(cn, x) for x in moving):
        return False  # "could the X list slip to 10 November?": a change asked about
    olds = {f.value for f in cn.facts if f.old}
    if olds & co.values:
        return True
    if elliptical(cn):
        return any(
            typed_alike(v, w)
            for x in cn.clauses
            for v in x.values
            for y in co.clauses
            for w in y.values
        )
    # the clause that states the change gives the new value ("commit f8e1: shorten the hold
    # time to 51 min" changes the hold time, not the commit the other record names)
    changing = [x for x in cn.clauses if x.change] or list(cn.clauses)
    if any(
        (_clash(x, y) or (_same_slot(x, y) and _new_value(x, y)))
        and not kinds_apart.governed_apart(cn, x, co, y)
        and not kinds_apart.sources_apart(cn, x, co, y)
        for x in changing
        for y in co.clauses
    ):
        return True
    return _restated_slot(cn, co) or _retracted_count(cn, co)


def _retracted_count(cn: Claim, co: Claim) -> bool:
    """A retraction ("actually, make that ...", "scratch that", "on second thought") naming
    the thing an earlier record gave one count replaces that count, whatever noun each counts
    in ("Quillmere is capped at 63 places" after "Quillmere has 96 seats booked"): the speaker
    takes back what was said of the thing, and the count is what was said. Only where each
    side states one count of one thing, named alike."""
    live_new = [x for x in cn.clauses if live(x) and x.values]
    live_old = [y for y in co.clauses if live(y) and y.values]
    if len(live_new) != 1 or len(live_old) != 1:
        return False
    x, y = live_new[0], live_old[0]
    if not x.retraction or len(x.values) != 1 or len(y.values) != 1:
        return False
    v, w = x.values[0], y.values[0]
    if v.shape not in ("number", "quantity") or not typed_alike(v, w) or v.key == w.key:
        return False
    return bool(x.names & y.names) and not _names_apart(x, y)


def _new_value(x: Clause, y: Clause) -> bool:
    """The change gives a value the earlier clause did not ("raise it to 83" after "83" is no
    correction)."""
    return any(
        v.key not in {w.key for w in y.values} and not kinds_apart.measured_in(v, y.values)
        for v in x.values
    )  # "thirty-seven" after "37" is the same value


def _slot_words(c: Claim, *, values: bool) -> set[str]:
    """What a claim's clauses are about, as words: frames, names (and, with ``values``, the
    words of the values), without the verbs that say how a value is held and time adjuncts."""
    out: set[str] = set()
    for cl in c.clauses:
        out |= cl.frame | cl.names | {stem(n) for n in cl.names}
        if values:
            for v in cl.values:
                out |= set(v.key.split()) | {stem(w) for w in v.key.split()}
    return out - _HOLDING - _TIME


def _restated_slot(cn: Claim, co: Claim) -> bool:
    """A change whose words all lie inside an earlier claim (values included: "Bumped pkg to
    2.1 in svc" after "svc uses pkg 1.9"), with a live value of the same type as one of the
    earlier claim's and a different one, where the type says what it is (a version, a time, a
    quantity, an identifier) or both state the same relation ("from now on P wants B" after
    "P prefers A")."""
    if not all(live(x) or not x.values for x in cn.clauses):
        return False
    words = _slot_words(cn, values=False)
    if not words or not words <= _slot_words(co, values=True):
        return False
    for x in cn.clauses:
        for y in co.clauses:
            if not live(x) or not live(y) or kinds_apart.governed_apart(cn, x, co, y):
                continue
            rel = x.predicate == y.predicate != "is"
            mine = {u.key for u in x.values}
            for v in x.values:
                for w in y.values:
                    if (
                        w.key not in mine
                        and v.key != w.key
                        and typed_alike(v, w)
                        and (rel or v.shape in _DISTINCTIVE)
                    ):
                        return True
    return False


def _same_slot(x: Clause, y: Clause) -> bool:
    """A change clause and an earlier statement of one slot: the same entity, values of one
    type, and frames that nest once each side's value words count ("svc is on pkg 2.1 now"
    after "pkg in svc is 1.9"; "svc was moved to B" after "svc runs in A")."""
    if not x.values or not y.values or x.hedged or y.hedged:
        return False
    if _names_apart(x, y) or (not (x.names & y.names) and (x.names or y.names)):
        return False
    if not any(typed_alike(v, w) for v in x.values for w in y.values):
        return False
    fx = x.frame | {stem(w) for v in x.values for w in v.key.split() if w.isalpha()}
    fy = y.frame | {stem(w) for v in y.values for w in v.key.split() if w.isalpha()}
    small, large = (fx, fy) if len(fx) <= len(fy) else (fy, fx)
    return bool(small) and small <= large


_HOLDING = frozenset(
    stem(w)
    for w in (set(lx.VERB_PREDICATE) | set(lx.CHANGE) | set(lx.REPORTING) | set(lx.LIGHT_VERBS))
)
_TIME = frozenset(stem(w) for w in lx.TEMPORAL | lx.TEMPORAL_NOW) | lx.TEMPORAL | lx.TEMPORAL_NOW


def _tag(text: str, c: Clause) -> bool:
    """The clause is a bracketed tag ("[#ops-chat]", "[billing]")."""
    return text[c.start - 1 : c.start] == "[" and text[c.end : c.end + 1] == "]"


def _spelled(c: Claim | str) -> Claim:
    text = c if isinstance(c, str) else c.text
    digits = measures.spelled(text)
    return read(digits) if digits != text else _claim(c)


def _claim(c: Claim | str) -> Claim:
    return c if isinstance(c, Claim) else read(c)
