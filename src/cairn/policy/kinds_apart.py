"""Two records of one kind about two things, and a value only put forward: what keeps two
clauses giving values in one frame from contradicting (``facts.contradicts``, ``facts.corrects``).
One kind of record qualified otherwise before its verb ("The pricing service runbook puts ..." /
"The tundra service runbook puts ..."), a thing named by an identifier after "from", "for" or
"of", a clause in a sentence that asks, and, for a frame of the thing's name alone, a clause
listing many values or two common words said by two verbs. Pure functions of a claim's text."""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from cairn.policy import lexicon as lx
from cairn.policy import measures
from cairn.policy.claims import Claim
from cairn.policy.clauses import Clause
from cairn.policy.literals import english_compound
from cairn.policy.tokens import content, stem, tokenize
from cairn.policy.values import Value
from cairn.policy.verbs import verbal

__all__ = [
    "asks",
    "governed_apart",
    "loose_apart",
    "measured_in",
    "money",
    "money_apart",
    "names_asked",
    "one_value_each",
    "sources_apart",
]


def asks(claim: Claim, c: Clause) -> bool:
    """The clause is in a sentence that asks ("what about Brantor for the sweep?", "Bo pitched
    a booking app, worth a look?"): it puts a value forward, it does not state one."""
    stop = _SENTENCE_END.search(claim.text, c.end)
    return stop is not None and stop.group() == "?"


_SENTENCE_END = re.compile(r"[.!?\n]")


def sources_apart(ca: Claim, x: Clause, cb: Claim, y: Clause) -> bool:
    """The two clauses open with a phrase of one kind qualified otherwise, before their verb
    ("The pricing service runbook puts ..." / "The tundra service runbook puts ..."): the same
    kind of record about two things, not two records of one (a word of time, "the old
    runbook", qualifies no other thing; two sources, "the wiki" / "the deploy doc", share no
    head)."""
    pa, pb = _opening_words(ca, x), _opening_words(cb, y)
    if not pa or not pb or pa[-1] != pb[-1]:
        return False
    ma = set(pa[:-1]) - set(pb) - _OF_TIME
    mb = set(pb[:-1]) - set(pa) - _OF_TIME
    return bool(ma) and bool(mb)


_OF_TIME = lx.CURRENT | lx.word_set("old new previous updated earlier later revised original")


def governed_apart(ca: Claim, x: Clause, cb: Claim, y: Clause) -> bool:
    """Each clause names its thing by an identifier after "from", "for" or "of", and the two
    differ ("alerts from svc-auth now go to #a" / "alerts from harbinger-auth now go to #b"):
    two things' settings in one frame, not two values of one."""
    ga, gb = _governed(ca, x), _governed(cb, y)
    return bool(ga) and bool(gb) and not ga & gb


def _governed(c: Claim, x: Clause) -> set[str]:
    toks = tokenize(c.text[x.start : x.end])
    return {
        t.low
        for prev, t in itertools.pairwise(toks)
        if prev.low in _OF
        and (t.shaped or t.hyphen)
        and ("-" in t.low or "_" in t.low)
        and not english_compound(t.low)
    }


_OF = lx.word_set("from for of")


def _opening_words(c: Claim, x: Clause) -> list[str]:
    """The plain words (no name, no literal) a clause opens with, up to its first word that is
    no plain noun or adjective: "The pricing service runbook puts ..." gives pricing,
    service, runbook."""
    out: list[str] = []
    for t in tokenize(c.text[x.start : x.end]):
        if t.low in lx.DETERMINERS and not out:
            continue
        if t.punct or t.shaped or not t.text.islower() or not content(t) or verbal(t.low):
            break  # a capitalised word may be a name ("Ana looks after X")
        out.append(t.low)
    return out if len(out) >= 2 else []


def one_value_each(a: Clause, b: Clause) -> bool:
    """For a one-word slot, each side gives at most two values: a clause listing many codes
    ("Kestrel alpha0 bravo0 charlie0 ...") states no value of one attribute."""
    return len(a.values) <= 2 and len(b.values) <= 2


def loose_apart(a: Clause, b: Clause, da: list[Value], db: list[Value]) -> bool:
    """Every differing pair is two common words and the clauses share no verb nor relation."""
    return (
        all(x.shape == y.shape == "word" for x in da for y in db)
        and not a.verbs & b.verbs
        # two verbs of two relations, or a noun phrase with no verb ("# X warning level")
        and (a.predicate != b.predicate or not (a.verbal and b.verbal))
    )


def measured_in(v: Value, others: Sequence[Value]) -> bool:
    """One of the others in another notation ("75 min" / "75 minutes", "thirty-seven" / "37")."""
    if v.shape == "number" and any(
        w.shape == "number" and measures.spelled(w.text) == measures.spelled(v.text) for w in others
    ):
        return True
    mine = set(measures.measures(v.text))
    return bool(mine) and any(mine & set(measures.measures(w.text)) for w in others)


def headed_in(v: Value, others: Sequence[Value]) -> bool:
    """One of the others with a common noun added or dropped after it ("PDF" / "PDF file",
    "Friday roundup" / "Friday"): one value, said with and without the kind of thing it is;
    an added literal ("Postgres" / "Postgres 15") is another value."""
    mine = v.text.split()
    for w in others:
        theirs = w.text.split()
        short, long_ = (mine, theirs) if len(mine) < len(theirs) else (theirs, mine)
        if len(short) == len(long_) or [x.casefold() for x in long_[: len(short)]] != [
            x.casefold() for x in short
        ]:
            continue
        if all(x.isalpha() and x.islower() for x in long_[len(short) :]):
            return True
    return False


def dimensions(a: Value, b: Value) -> bool:
    """Two quantities measuring different things: a length of time is no count of things
    ("46 minutes" / "54 requests"), whatever shape both share."""
    da = {d for d, _ in measures.measures(a.text)}
    db = {d for d, _ in measures.measures(b.text)}
    return da != db and bool(da or db)


_CURRENCY_SIGNS = "£$€¥₹"
_CURRENCY_CODES = frozenset({"usd", "eur", "gbp", "jpy", "chf", "cad", "aud", "inr"})


def money(text: str, v: Value) -> bool:
    """``v`` (read from ``text``) is a sum of money: a currency sign before its number or in
    it ("£875", "$ 40", "€1.2k"), or a currency code beside it ("875 EUR", "USD 40")."""
    if any(ch in _CURRENCY_SIGNS for ch in (*v.text, *text[v.start : v.end])):
        return True
    before = text[max(0, v.start - 5) : v.start].rstrip()
    if before[-1:] and before[-1] in _CURRENCY_SIGNS:
        return True
    words = v.text.casefold().split()
    near = re.findall(r"([a-z]+)$", before.casefold())
    after = re.match(r"\s*([a-z]+)", text[v.end : v.end + 6].casefold())
    return bool(_CURRENCY_CODES & {*words, *near, *(after.groups() if after else ())})


def money_apart(a: str, v: Value, b: str, w: Value) -> bool:
    """One value a sum of money, the other not ("£875" / "97 boards")."""
    return money(a, v) != money(b, w)


def names_asked(v: Value, asked: set[str], head: str | None) -> bool:
    """An identifier spelled from the question's own words ("name: quill-sweep", asked about
    the quill sweep), or a name's phrase of them headed by what is asked ("Bo asked to borrow
    the Quillmere van key", asked who has the key), names the asked thing: no value of it."""
    parts = [p for p in v.key.split() if p]
    if len(parts) < 2 or not {stem(p) for p in parts} <= asked:
        return False
    return v.shape == "ident" or (v.shape == "name" and stem(parts[-1]) == head)
