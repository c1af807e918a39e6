"""Two records of one kind about two things, and a value only put forward: what keeps two
clauses giving values in one frame from contradicting (``facts.contradicts``, ``facts.corrects``).
One kind of record qualified otherwise before its verb ("The pricing service runbook puts ..." /
"The tundra service runbook puts ..."), a thing named by an identifier after "from", "for" or
"of", and a clause in a sentence that asks. Pure functions of a claim's text."""

from __future__ import annotations

import itertools
import re

from cairn.policy import lexicon as lx
from cairn.policy.claims import Claim
from cairn.policy.clauses import Clause
from cairn.policy.literals import english_compound
from cairn.policy.tokens import content, tokenize
from cairn.policy.verbs import verbal

__all__ = ["asks", "governed_apart", "sources_apart"]


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
