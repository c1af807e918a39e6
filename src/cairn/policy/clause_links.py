"""How a clause reads beside the clause before it and by words of its own that place its value
in time or in a role: a value not in effect yet ("..., not live yet"), one taken instead ("...,
but we settled on Bo instead"), the value of what is gone ("the old X, qm-4, lapsed"), a
person's role said without an article ("Ana is X release captain"). Split from
``policy.clauses``, which reads each clause and applies these. Pure; tokens only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cairn.policy import lexicon as lx
from cairn.policy.tokens import Tok, stem, tokenize

if TYPE_CHECKING:
    from cairn.policy.clauses import Clause


def instead(norm: str, toks: Sequence[Tok], clause: Clause, prev: Clause) -> bool:
    """A clause after "but" giving a value after one the clause before gave: ending in
    "instead", its subject a pronoun or none ("..., but we settled on Bo instead"), or telling
    an outcome ("..., but the task ended up with Bo", "... but Bo took it in the end")."""
    words = [t.low for t in toks if not t.punct]
    if not (prev.values and clause.values and words):
        return False
    between = norm[prev.end : clause.start] if clause.start - prev.end <= _NEAR else ""
    if [t.low for t in tokenize(between) if t.text not in ",;"] != ["but"]:
        return False
    if words[-1] == "instead":
        return clause.subject <= lx.PRONOUNS
    # "Jo was asked to take X, but the task ended up with Bo": an outcome told of what
    # the clause before began, its subject a pronoun or a word of that clause
    return bool(_outcome(words)) and clause.subject <= lx.PRONOUNS | prev.frame | prev.subject


def _outcome(words: list[str]) -> bool:
    pairs = {tuple(words[i : i + 2]) for i in range(len(words) - 1)}
    return bool(pairs & _OUTCOMES) or bool(set(words) & _FINALLY)


_OUTCOMES = {("ended", "up"), ("the", "end"), ("wound", "up")}
_FINALLY = lx.word_set("eventually finally ultimately")


def came_to_nothing(norm: str, toks: Sequence[Tok], clause: Clause, prev: Clause) -> bool:
    """A short clause after "but" or a comma saying by a word of none that an act told in the
    past tense came to nothing ("we did look at X for S but nothing came of it", "Bo asked
    the X about it but they said no", "we talked about moving S to X, nothing decided"): the
    value put forward before it was not taken up. A state ("S runs X but it doesn't scale"),
    a denial by "not", and a past word in a label ("Agreed: X goes live on 25 June, no freeze
    needed") are no such outcome."""
    words = [t.low for t in toks if not t.punct]
    if not (prev.values and not clause.values and clause.negated and 0 < len(words) <= 5):
        return False
    if not set(words) & _NONE or any(w == "not" or w.endswith("n't") for w in words):
        return False
    if norm[prev.end : clause.start].strip(" ,;").casefold() not in ("but", ""):
        return False
    first = min(v.start for v in prev.values)
    told = norm[prev.start : first]
    told = told[told.rfind(":") + 1 :]  # the act, not a label before it
    return any(t.low in ("did", "had") or lx.past_form(t.low) for t in tokenize(told))


_NONE = lx.word_set("nothing no none nobody")


def ended_by(norm: str, toks: Sequence[Tok], clause: Clause, prev: Clause) -> bool:
    """A clause after "until", in the past, bounds the past value before it: "the X keysafe
    used Gr2 until it was reset", "S ran on host-4 until we moved it": what was, and holds no
    more ("... until it was replaced by host-9" names what holds). A bound ahead ("S runs on
    host-4 until the move is done") leaves the value before it in effect."""
    if not prev.values or clause.negated or clause.start - prev.end > _NEAR:
        return False
    between = [t.low for t in tokenize(norm[prev.end : clause.start])]  # no invisible mark
    if between != ["until"]:
        return False
    return _past(tokenize(norm[prev.start : min(v.start for v in prev.values)])) and _past(toks)


def _past(toks: Sequence[Tok]) -> bool:
    """A verb in the past tense: "was", "had", or a past form after no present verb ("used",
    "we moved it"; "stays pinned", "is fixed" are in the present)."""
    words = [t.low for t in toks if not t.punct]
    return any(
        w in _PAST_AUX or (lx.past_form(w) and (k == 0 or words[k - 1] not in _PRESENT))
        for k, w in enumerate(words)
    )


_PAST_AUX = lx.word_set("was were had did")
_NEAR = 24  # the characters between two clauses a linking word is read in (marks and spaces)
_PRESENT = lx.word_set(
    "is are am be been being has have will stay stays remain remains get gets keep keeps"
)


def not_yet(toks: Sequence[Tok], clause: Clause, prev: Clause | None) -> bool:
    """A short negated phrase with no value of its own after a clause stating one ("..., not
    live yet", "..., not in use"): it denies the value before it holds."""
    words = [t.low for t in toks if not t.punct]
    back = len(words) > 2 and words[0] in _BACK and "yet" in words
    if back:
        # "..., it is not live yet", "it isn't in use yet": the pronoun is the value before it,
        # and "not ... yet" says it is not in effect now
        rest = words[2:] if words[1] in lx.COPULAS else words[1:]  # "it's": "'s" is no word
        words = ["not", *words[2:]] if words[1] in _COPULA_NOT else rest
    return (
        prev is not None
        and bool(prev.values)
        and (not clause.values or (back and all(v.phrase for v in clause.values)))
        and clause.negated
        and 0 < len(words) <= 4
        and words[0] == "not"
    )


def gone(toks: Sequence[Tok], clause: Clause) -> bool:
    """The clause speaks of what is gone before its value: "the old X", "our former X", "the
    previous X's ...": what it states was, and holds no more. An old source reporting it ("An
    old scratch note claims ...", "The old runbook says ...") ages no value."""
    before = min(v.start for v in clause.values)
    if _named_gone(toks, clause, before):
        return True
    return any(
        toks[k].low in lx.FORMER
        and (
            toks[k - 1].low in lx.DETERMINERS
            or toks[k - 1].low in lx.POSSESSIVES
            or toks[k - 1].possessive  # "Quillmere's old affiliation"
        )
        and not toks[k + 1].punct
        and not {toks[k].low, stem(toks[k + 1].low)} & clause.context
        for k in range(1, len(toks) - 1)
        if clause.start <= toks[k].start and toks[k].end <= before
    )


def _named_gone(toks: Sequence[Tok], clause: Clause, before: int) -> bool:
    """ "pz3 was the old X", "Tg8 was a temporary X code that ran out": the value, the subject
    of a copula, is named by its complement as what is gone ("pz3 is the X code" holds)."""
    inside = [t for t in toks if clause.start <= t.start and t.end <= clause.end]
    first = next((v for v in clause.values if v.start == before), None)
    k = next((i for i, t in enumerate(inside) if t.start >= first.end), None) if first else None
    if k is None or k + 2 >= len(inside) or inside[0].start != before:
        return False
    if inside[k].low not in lx.COPULAS or inside[k + 1].low not in lx.DETERMINERS:
        return False
    rest = [t.low for t in inside[k + 2 :] if not t.punct]
    cut = next((i for i, w in enumerate(rest) if w in _RELATIVE), len(rest))
    if any(w in lx.FORMER for w in rest[:cut]):
        return True  # "... was the old X reference"
    tail = rest[cut + 1 :]
    return bool(tail) and (
        bool(set(tail) & _ENDED) or any(tail[i : i + 2] == ["ran", "out"] for i in range(len(tail)))
    )


_RELATIVE = lx.word_set("that which")
_ENDED = lx.word_set("expired lapsed revoked retired")
_BACK, _COPULA_NOT = lx.word_set("it this that"), lx.word_set("isn't isn’t aren't aren’t")


def identifying(toks: list[Tok], lo: int, hi: int, vwords: list[str]) -> bool:
    """ "X is the owner", "X is where ...", "X is the one that ...": the subject is the value."""
    if not any(w in lx.COPULAS for w in vwords) or lo >= hi:
        return False
    return toks[lo].low in ("the", "a", "an", "where", "when", "what", "who", "which", "how")


# role nouns of no agent suffix that a role without an article is said with ("Bo is release
# captain for X"); the others end in one ("treasurer", "coordinator", "first aider")
_ROLE_NOUNS = lx.word_set("captain lead chair head contact steward coach deputy secretary clerk")
_AGENT = ("er", "or", "ist", "ian")


def role(toks: list[Tok], subj: Sequence[int], lo: int, hi: int, vwords: list[str]) -> bool:
    """A person's role said without an article after a copula ("Ana is X release captain",
    "Cy is on-call lead for X", "Bo was elected treasurer of X"): the subject a name (one to
    three capitalised words), the complement up to four words ending in a lowercase noun of
    a role, what the role is of named in it or in a phrase right after; the subject holds it."""
    if not any(w in lx.COPULAS for w in vwords) or not 0 < len(subj) <= 3:
        return False
    if not all(toks[k].capital and toks[k].text.isalpha() for k in subj):
        return False
    k = lo
    while k < hi and not toks[k].punct and toks[k].low not in lx.PREPOSITIONS:
        if toks[k].low in lx.TEMPORAL_NOW:
            break
        k += 1
    words = toks[lo:k]
    if not 0 < len(words) <= 4 or not all(t.text.replace("-", "").isalpha() for t in words):
        return False
    last = words[-1]
    if last.text != last.low or any(t.low.endswith("ing") for t in words):
        return False
    return last.low in _ROLE_NOUNS or (last.low.endswith(_AGENT) and len(last.low) > 5)


def asking(toks: Sequence[Tok], front: int, hi: int) -> bool:
    """A request or a question, inverted, states no value: "can we keep X questions in one
    place please", "would Friday suit better for X?", "would be good to move X"."""
    if front >= hi:
        return False
    if toks[front].low == "would":
        return True
    return front + 1 < hi and toks[front].low in _ASKING and toks[front + 1].low in _ASKED


_ASKING = lx.word_set("can could will")  # ("would" opens any clause that asks: above)
_ASKED = lx.word_set("we you i someone anyone somebody anybody")
