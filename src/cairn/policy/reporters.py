"""Who reports a clause's claim ("the runbook says ...", "According to Ana, ...", a trailing
", per the wiki"): the reporter's span and where the claim starts, for ``policy.clauses``.
Rules of English word order over ``policy.tokens``; pure, no I/O."""

from __future__ import annotations

from cairn.policy import lexicon as lx
from cairn.policy import measures, verbs
from cairn.policy.tokens import ADVERBS, DIGIT, Tok

__all__ = ["reporter", "second_label", "trailing_reporter"]


def reporter(toks: list[Tok], lo: int, hi: int) -> tuple[int, int, int, bool] | None:
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
            while claim < hi and toks[claim].low in ADVERBS:
                claim += 1
            if claim < hi and toks[claim].low == "that":
                claim += 1
            elif claim < hi and toks[claim].low in ("me", "us", "them", "him", "her"):
                claim += 1 + (claim + 1 < hi and toks[claim + 1].low == "that")
            return lo, k, claim, t.low in lx.CONJECTURE
        if verbs.is_verbish(toks, k):
            return None  # another verb first: "PR #12 only added logging ..."
    return None


def _is_reporting_verb(toks: list[Tok], k: int, lo: int) -> bool:
    prev = toks[k - 1]
    if prev.punct or prev.low in lx.DETERMINERS or prev.low in lx.PREPOSITIONS:
        return False
    if k >= 3 and toks[k - 2].low in lx.DETERMINERS and toks[k - 3].low in _HAVING:
        return False  # "S has a new name, T": the object of "has", a noun
    counted = prev.low[:1].isdigit() or measures.number_word(prev.low)
    if counted and not (k >= 2 and toks[k - 2].text[:1].isupper()):
        return False  # "to 73 reports at most": what a count counts ("Source 2 lists": a label)
    nxt = toks[k + 1] if k + 1 < len(toks) else None
    if nxt is not None and (toks[k].low, nxt.low) in lx.NOT_REPORTING_PHRASAL:
        return False  # "the client gives up after 5 retries"
    # "the clinician note says ...": "note" is a noun when a verb follows at once
    return nxt is None or not (
        nxt.low in lx.REPORTING or nxt.low in lx.COPULAS or nxt.low in lx.AUXILIARIES
    )


_HAVING = frozenset({"has", "have", "had", "gets", "got", "get"})


def trailing_reporter(toks: list[Tok], lo: int, hi: int) -> int:
    """Where a trailing ", according to X" / ", per X", or a tag asking the hearer to agree
    ("... is Friday isn't it", "..., right?", "..., yes?"), begins (``hi`` when there is none):
    the tag neither negates nor adds to the value."""
    end = hi
    while end > lo and toks[end - 1].punct:
        end -= 1
    if end - lo > 3 and toks[end - 1].low in _TAG_WORDS and toks[end - 2].text == ",":
        return end - 2
    for k in range(lo + 2, end - 1):
        # "... is Friday isn't it, see you there": the tag closes what it asks about
        if (
            toks[k].low.endswith("n't")
            and toks[k + 1].low in _TAG_PRONOUNS
            and (k + 2 == end or toks[k + 2].text in _TAG_ENDS)
        ):
            return k - 1 if toks[k - 1].punct else k
    for k in range(lo + 1, hi):
        t = toks[k]
        if t.low == "according" and k + 1 < hi and toks[k + 1].low == "to":
            return k - 1 if toks[k - 1].punct else k
        if t.low == "per" and toks[k - 1].punct and toks[k - 1].text == ",":
            return k - 1
    return hi


_TAG_PRONOUNS = lx.word_set("it they he she we you there i")
_TAG_WORDS = lx.word_set("right yes correct eh innit yeah")
_TAG_ENDS = frozenset({",", "?", "!", ".", ";"})


def second_label(toks: list[Tok], colon: int, hi: int) -> int:
    """The colon closing a message's label after a label ("Bo: Small change: X is at ...",
    "Ana: Update: ..."): up to three plain words between the two, one of them announcing a
    change or a message (not a thing's name: "commit 3f2a: Quillmere: pin ..."); else
    ``colon``."""
    announced = False
    for k in range(colon + 1, min(hi, colon + 5)):
        t = toks[k]
        if t.text == ":":
            return k if announced and k > colon + 1 else colon
        if t.punct or t.shaped or DIGIT.search(t.low):
            break
        announced = announced or t.low in lx.ANNOUNCING or t.low in lx.DISCOURSE
    return colon
