"""What says a record is an update of an earlier one, not another record that disagrees with
it: a change stated by a verb or word of change, a start dated ("since", "as of", "from
today"), a correction or an erratum, what held before said gone, a return to an earlier value,
a decision where the earlier record only put a value forward. Used by ``policy.recency``
(which re-exports ``updates``, ``corrects``, ``retires`` and ``PUT_FORWARD``). Closed English
classes; pure, no I/O."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from cairn.policy import facts, measures, stance_words
from cairn.policy import lexicon as lx
from cairn.policy.tokens import Tok, content, tokenize
from cairn.policy.values import REPLACE
from cairn.policy.verbs import s_form

__all__ = ["PUT_FORWARD", "announces", "changes", "corrects", "retires", "reverts", "updates"]


# words that start a new state ("since the failover", "as of #4410", "starting this week",
# "effective two releases ago", "going forward", "no longer"), a decision taken, and what
# is only put forward: closed classes of English
_REVISED = lx.forms(["revise", "amend", "override", "overrule", "supersede", "correct"]) | {
    "correction"
}
# what says an earlier record was in error
_ERRATUM = lx.word_set("typo typos mistake mistaken erratum errata misprint")
_ERRONEOUS = lx.word_set("wrong incorrect inaccurate")
_GET_HAVE = lx.word_set("get gets got gotten getting have has had having")
_START = lx.word_set("since starting effective following going")
_DECIDED = frozenset(lx.PREDICATE_VERBS["chose"]) | lx.word_set(
    "decision decisions agreement approval choice selection adoption"
)
PUT_FORWARD = lx.forms(["propose", "suggest", "vote", "pencil", "float", "consider", "plan"]) | (
    lx.word_set("proposal suggestion vote idea draft tentative tentatively option candidate")
    | lx.word_set("pitched pitching")  # the verb only: "the north pitch" is a place
)


def _changed(text: str, claim: facts.Claim) -> bool:
    """A clause states a change by a verb or word of change ("moved to", "make that",
    "instead"); a word of now alone is judged by ``updates`` ("now builds" is a change,
    "right now", "for now" and "currently" describe the moment)."""
    norm = unicodedata.normalize("NFKC", text)
    if _announced([t for t in tokenize(norm) if not t.punct]):
        return True
    for c in claim.clauses:
        if not c.change:
            continue
        words = {t.low for t in tokenize(norm[c.start : c.end])}
        if words & lx.TEMPORAL_NOW and not words & _CHANGE_WORDS and not c.retraction:
            continue
        return True
    return False


_CHANGE_WORDS = lx.CHANGE | lx.RETRACTION | REPLACE


def changes(text: str) -> bool:
    """A clause of the text states a change by a verb or word of change ("moved to", "is
    taking X on", "got handed to", "make that"), not by a word of now alone."""
    return _changed(text, facts.read(text))


def _announced(toks: Sequence[Tok]) -> bool:
    """The text opens with a verb of change in the gerund and names where to ("Switching X's
    flight log to html."): a change announced as it is made ("Switching costs are high"
    names none)."""
    return (
        bool(toks)
        and toks[0].low.endswith("ing")
        and toks[0].low in lx.CHANGE
        and any(t.low == "to" for t in toks[2:])
    )


def corrects(text: str) -> bool:
    """The text says it corrects what was said: a retraction ("scratch that", "actually",
    "instead"), a revision ("corrected:", "revised"), or an erratum ("one row was wrong", "a
    typo")."""
    claim = facts.read(text)
    if claim.retraction or any(c.retraction for c in claim.clauses):
        return True
    toks = [t for t in tokenize(text) if not t.punct]
    if _disowns(toks):
        return True
    return any(
        t.low in _REVISED
        or t.low in _ERRATUM
        # "what actually broke it was ...": a contrast with what was believed; "let's go
        # with Bo instead": a choice replacing what was said
        or t.low in ("actually", "instead")
        or (t.low in _ERRONEOUS and i and toks[i - 1].low in lx.COPULAS)
        or (t.low in _ERRONEOUS and _held_wrong(toks, i))
        for i, t in enumerate(toks)
    )


def _held_wrong(toks: Sequence[Tok], i: int) -> bool:
    """ "got it wrong", "had the date wrong", "has the figure wrong": a form of get or have
    with its object (a pronoun, or a short noun phrase) before the erroneous word says what
    was held was in error; "the wrong figure" and "got the wrong tile" do not (the adjective
    is in the object, naming another thing)."""
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    if nxt is not None and content(nxt) and nxt.low not in lx.PREPOSITIONS:
        return False  # "got the wrong tile": the adjective belongs to the object
    for back in range(2, 5):
        k = i - back
        if k < 0:
            return False
        if toks[k].low in _GET_HAVE:
            obj = toks[k + 1 : i]
            if obj[0].low in lx.PRONOUNS:
                return len(obj) == 1
            return obj[0].low in lx.DETERMINERS and len(obj) > 1 and content(obj[-1])
    return False


def retires(text: str) -> bool:
    """The text says what held before is gone: "no longer", or the earlier one named as such
    ("the previous vendor's keys are revoked", "the former contract has lapsed", "the old
    location is read-only")."""
    every = tokenize(text)
    if any(stance_words.no_longer(every, k) for k in range(len(every))):
        return True
    toks = [t for t in every if not t.punct]
    for i, t in enumerate(toks[:-1]):
        nxt = toks[i + 1]
        if (
            t.low in lx.FORMER
            and i > 0
            and (toks[i - 1].low in lx.DETERMINERS or toks[i - 1].low in lx.POSSESSIVES)
            and content(nxt)
            and not nxt.shaped
        ):
            return True
    return False


def reverts(text: str) -> bool:
    """The text puts back a value that held before: "the cap goes back to 85", "reverted to
    v2", "restored to eighty-five" (a value within a few words after it; "I'll get back to
    you" names none)."""
    toks = [t for t in tokenize(text) if not t.punct]
    for i, t in enumerate(toks):
        nxt = toks[i + 1].low if i + 1 < len(toks) else ""
        if not ((t.low == "back" or t.low in _REVERT) and nxt == "to"):
            continue  # "restored the 40 GB volume" puts no value back
        after = toks[i + 1 : i + 5]
        if any(x.shaped or x.low[:1].isdigit() or measures.number_word(x.low) for x in after):
            return True
    return False


_REVERT = lx.forms(["revert", "restore", "reinstate"])


def _disowns(toks: Sequence[Tok]) -> bool:
    """ "ignore the earlier note", "disregard my last message", "forget what I said": the text
    takes back what was said before it."""
    for i, t in enumerate(toks):
        if t.low in _DISOWN and {x.low for x in toks[i + 1 : i + 4]} & _BEFORE:
            return True
    return False


_DISOWN = lx.word_set("ignore disregard forget")
_BEFORE = lx.word_set("earlier previous last above prior said")


def _titles(toks: Sequence[Tok]) -> bool:
    """ "new" opens the text, then a noun, and a colon or a copula ends its phrase before any
    other verb ("new ceiling for the X: 58 connections", "new ceiling for the X is 85"; not
    "new hire joins X")."""
    if len(toks) < 3 or toks[0].low != "new" or not content(toks[1]):
        return False
    for t in toks[2:]:
        if t.text == ":" or t.low in _IS:
            return True
        word = t.low.rsplit("-", 1)[-1]  # "cold-process": a noun, no verb's -s
        if t.punct or t.low in lx.COPULAS or t.low in lx.VERB_PREDICATE or s_form(word):
            return False
    return False


_IS = lx.word_set("is are")


def _opens(text: str, t: Tok) -> bool:
    """The word opens the (NFKC) text, or its line after a label ("Quillmere: new ceiling
    ...")."""
    before = text[: t.start].rstrip()
    line = before.rsplit("\n", 1)[-1]
    return not line or (line.endswith(":") and len(tokenize(line)) <= 4)


def updates(new: str, old: str) -> bool:
    """``new`` reads as an update of ``old``, not as another record that disagrees with it:
    it states a change ("moved to", "bumped"), dates the start of what it states ("since the
    failover", "as of #4410", "starting this week", "after the migration", "from today", "no
    longer"), says it corrects what was said (``corrects``) or that what held before is gone
    (``retires``), or
    records a decision where ``old`` only put a value forward ("my vote is X" / "we agreed
    on Y"), or ``old`` is a conjecture. Two records about one thing that give two values with
    none of these disagree: both stand, and the reader reports the conflict."""
    cn, co = facts.read(new), facts.read(old)
    if _changed(new, cn) or corrects(new) or retires(new):
        return True
    norm = unicodedata.normalize("NFKC", new)
    toks = [t for t in tokenize(norm) if not t.punct]
    if announces(new):
        return True  # "Update: ...", "update, the key is ...", "Small change: ..."
    if _returned(toks):
        return True  # "batch size is 56 again": back to a value that held before
    if any(c.hedged for c in co.clauses if c.values):
        return True
    for i, t in enumerate(toks):
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        if t.low in _START or (t.low == "as" and nxt is not None and nxt.low == "of"):
            return True
        if (
            t.low in ("after", "from")
            and nxt is not None
            and not nxt.text[:1].isdigit()
            and nxt.low not in _TIMES_OF_DAY
            and (
                t.low == "after"
                or any(x.low == "on" for x in toks[i + 2 : i + 5])
                or nxt.low in _FROM_WHEN
            )
        ):
            return True  # "after the failover", "from now on", "from today"
        if t.low in ("from", "effective") and _dated(toks, i + 1):
            return True  # "from 02/04/2026 the cap is 84", "from 14 May", "from May 14"
        if t.low == "anymore" and i and toks[i - 1].low in ("not", "any"):
            return True
        if t.low == "longer" and i and toks[i - 1].low in ("not", "any"):
            return True
        if t.low == "over" and nxt is not None and nxt.low == "to" and i > 1:
            return True  # "took the token over to rollup-west", "switched over to v3"
        if t.low == "now" and not (i and toks[i - 1].low in ("right", "for", "until", "till")):
            return True  # "the Dockerfile now builds FROM ..."; not "right now", "for now"
        if t.low == "new" and nxt is not None and content(nxt) and i and toks[i - 1].low == "a":
            return True  # "has a new home: the cold shelf", "gets a new owner, Ana"
        if t.low == "new" and _opens(norm, t) and _titles(tokenize(norm[t.start :])):
            return True  # "new ceiling for the X: 58", "X: new ceiling for Y is 85"
    old_words = {t.low for t in tokenize(old)}
    new_words = {t.low for t in toks}
    return bool(new_words & _DECIDED) and bool(old_words & PUT_FORWARD)


def announces(text: str) -> bool:
    """The text opens by announcing itself as an update: "Update: ...", "update, the key is
    ...", a label ending in a noun of update ("Small change: ...", "Bo: Correction: ...")."""
    toks = [t for t in tokenize(unicodedata.normalize("NFKC", text)) if not t.punct]
    return bool(toks and toks[0].low in ("update", "updated")) or bool(
        facts.read(text).update_label
    )


def _dated(toks: Sequence[Tok], k: int) -> bool:
    """A day opens at ``k``: a date in digits with its year ("02/04/2026", "2026-04-02") or a
    day and a month's name ("14 May", "May 14"); "from 3 to 5" is no day."""
    if k >= len(toks):
        return False
    t = toks[k]
    if _NUMERIC_DATE.fullmatch(t.text):
        return True
    nxt = toks[k + 1].low if k + 1 < len(toks) else ""
    return (t.text.isdigit() and nxt in lx.MONTHS) or (t.low in lx.MONTHS and nxt.isdigit())


_NUMERIC_DATE = re.compile(r"\d{4}-\d{2}-\d{2}|\d{1,2}([/.])\d{1,2}\1\d{4}")


def _returned(toks: Sequence[Tok]) -> bool:
    """ "is 56 again", "is 56 crates again", "starts at 07:15 again": the word right after a
    value (or after a number and its unit) says the value held before and holds once more, a
    return that updates what held in between; "v2.3 failed again" repeats an event. Read only
    between two records (``updates``), never as a change on its own: a return names no record
    it replaces."""
    for i, t in enumerate(toks):
        if t.low != "again" or i == 0:
            continue
        prev = toks[i - 1]
        if prev.shaped or prev.hyphen or (prev.capital and i > 1):
            return True
        if i > 1 and toks[i - 2].text[:1].isdigit() and content(prev):
            return True
    return False


# "from today", "from tomorrow", "from Monday", "from next week": when what it states starts
_FROM_WHEN = lx.word_set("today tomorrow tonight next this") | frozenset(
    d for d in lx.TEMPORAL if d.endswith("day") and d not in ("day", "today", "yesterday")
)
# "after hours", "after dark": a time of day, no event a change dates from
_TIMES_OF_DAY = lx.word_set("hours dark midnight work school")
