"""Contradiction detection: found and queued, never silently settled.

A new claim conflicts with an active memory when
- both are typed facts in the same slot (subject + predicate) with different values, or
- they are lexical near matches (shared content tokens) and the new text carries a negation or
  replacement cue (``no longer``, ``instead of``, ``replaced by``, ``deprecated``, ...) that the old
  one does not, or their polarity differs (one says "never X", the other "always X").
- they put different values in one claim frame (``policy.frames``: "the wiki lists deploy
  region EU-WEST-1" vs "the runbook lists deploy region US-EAST-2"; source-label words are not
  the frame).

It only finds: it never settles a conflict. A person does, with ``cairn conflicts resolve``
(``policy.resolution``); until then both memories read "contested by #N, unreviewed".
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache
from typing import Protocol

from cairn.claimkey import canonical_text, tokens
from cairn.model import Candidate, Kind, Scope, Status
from cairn.policy.frames import frame, is_value_conflict, may_hold_frame, values
from cairn.search.lexical import porter_match
from cairn.store.base import ProbeHit, WriteTx

CUES = re.compile(
    r"\b(no longer|not anymore|instead of|replaced by|replace[sd]? with|in favou?r of|deprecated|"
    r"switched (?:from|to)|moved (?:from|to|away from)|migrated (?:from|to)|stop(?:ped)? using|"
    r"don'?t use|do not use|never use|now uses?|changed (?:from|to)|rather than|obsolete|"
    r"superseded|outdated|was wrong|is wrong|incorrect)\b",
    re.I,
)
NEGATION = re.compile(
    r"\b(not|never|no|don'?t|doesn'?t|isn'?t|aren'?t|won'?t|cannot|can'?t|avoid)\b", re.I
)

# The same patterns without IGNORECASE, for ASCII text once lowercased (three times faster;
# for other text, Unicode case folding can match more than lowercasing, so the above runs).
_CUES_LOWER = re.compile(CUES.pattern)
_NEGATION_LOWER = re.compile(NEGATION.pattern)


def _negations(text: str) -> Iterator[re.Match[str]]:
    """NEGATION's matches in ``text`` (positions hold for ``text`` itself)."""
    if text.isascii():
        return _NEGATION_LOWER.finditer(text.lower())
    return NEGATION.finditer(text)


def _has_negation(text: str) -> bool:
    if text.isascii():
        return _NEGATION_LOWER.search(text.lower()) is not None
    return NEGATION.search(text) is not None


LEXICAL_MATCH = 0.3  # share of the smaller token set that must be shared
MIN_SHARED = 2


def _shared(a: set[str], b: set[str]) -> float:
    if not a or not b:
        return 0.0
    return len(a & b) / min(len(a), len(b))


_CLAUSE_END = re.compile(r"[.;:!?,()\n]")
_WORDS = re.compile(r"[\w][\w\-\.]*[\w]|[\w]")
NEGATED_SPAN = 4  # content words after a negation that it is taken to govern


@lru_cache(maxsize=8192)
def negated(text: str) -> tuple[frozenset[str], ...]:
    """What each negation in ``text`` governs: up to ``NEGATED_SPAN`` content tokens after it,
    within its clause ("do NOT call test_env_lock().lock()" -> {call, test_env_lock})."""
    out: list[frozenset[str]] = []
    for m in _negations(text):
        rest = text[m.end() :]
        end = _CLAUSE_END.search(rest)
        clause = rest[: end.start()] if end else rest
        words = [w for w in _WORDS.findall(canonical_text(clause)) if w in tokens(w)]
        words = [w for w in words if not NEGATION.fullmatch(w)][:NEGATED_SPAN]
        if words:
            out.append(frozenset(words))
    return tuple(out)


def _polarity_flip(text: str, other_tokens: set[str], other_text: str) -> bool:
    """``text`` negates something ``other`` states: a negated span most of whose words are
    shared with the other text, which does not negate those words itself."""
    other_neg = negated(other_text)
    for span in negated(text):
        shared = span & other_tokens
        if len(shared) * 2 > len(span) and not any(shared & o for o in other_neg):
            return True
    return False


def is_lexical_conflict(new_text: str, old_text: str, new_tokens: set[str] | None = None) -> bool:
    """Near match plus a replacement cue only the new text carries, or a polarity flip: one
    text negates what the other states (the negation must govern shared words; a "not" in an
    unrelated clause of a long memory is no contradiction)."""
    if not _has_cue(new_text) and not negated(new_text) and not _has_negation(old_text):
        return False  # no cue in the new text and no negation in either: nothing can flip
    ta = tokens(new_text) if new_tokens is None else new_tokens
    tb = _tokens(old_text)
    if len(ta & tb) < MIN_SHARED or _shared(ta, tb) < LEXICAL_MATCH:
        return False
    if canonical_text(new_text) == canonical_text(old_text):
        return False
    new_cue = _has_cue(new_text)
    old_cue = _has_cue(old_text)
    if new_cue and not old_cue:
        return True
    return _polarity_flip(new_text, tb, old_text) or _polarity_flip(old_text, ta, new_text)


CANDIDATES = 12  # nearest live memories compared with a new claim
PROBE_TERMS = 4  # the claim's rarest terms used to find them


class DocFreq(Protocol):
    def doc_freq(self, words: Sequence[str]) -> dict[str, int]: ...


def rare_terms(index: DocFreq, text: str) -> list[str]:
    """The claim's rarest terms (at most ``PROBE_TERMS``, by document frequency in the index),
    which ``probe`` looks up: a few short posting lists even on a large store. A near match
    shares most of the claim's terms, rare ones included, so it shares at least two of these;
    terms the index does not hold cannot find anything and are skipped."""
    pieces = _pieces(text)
    if not pieces:
        return []
    df = index.doc_freq(pieces)
    held = sorted((p for p in pieces if df.get(p, 0) > 0), key=lambda p: (df[p], -len(p), p))
    return held[:PROBE_TERMS]


@lru_cache(maxsize=4096)
def _pieces(text: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(t.strip('"') for t in porter_match(text).split(" OR ") if t))


def prime(index: DocFreq, texts: Sequence[str]) -> None:
    """Ask the index about every word of a batch of claims at once, before they are admitted
    one by one (``rare_terms`` then finds them memoised, or known absent)."""
    words = list(dict.fromkeys(p for t in texts for p in _pieces(t)))
    if words:
        index.doc_freq(words)


# Pure functions of a memory's text, memoised: one batch compares thousands of new claims with
# the same few live memories, and re-tokenising them each time dominated admission.
_tokens = lru_cache(maxsize=8192)(tokens)


@lru_cache(maxsize=8192)
def _has_cue(text: str) -> bool:
    if text.isascii():
        return _CUES_LOWER.search(text.lower()) is not None
    return CUES.search(text) is not None


_values = lru_cache(maxsize=8192)(values)


@lru_cache(maxsize=8192)
def _frame(text: str, labels: tuple[str, ...]) -> frozenset[str]:
    return frame(text, labels)


def _may_value_conflict(
    new_text: str, new_labels: tuple[str, ...], old_text: str, old_labels: tuple[str, ...]
) -> bool:
    """The necessary conditions of ``frames.is_value_conflict`` (different value sets, nested
    frames) on memoised parts; the exact test runs only when they hold."""
    va, vb = _values(new_text), _values(old_text)
    if not va or not vb or va == vb:
        return False
    fa, fb = _frame(new_text, new_labels), _frame(old_text, old_labels)
    small, large = (fa, fb) if len(fa) <= len(fb) else (fb, fa)
    return bool(small) and small <= large


def find_conflicts(
    tx: WriteTx, cand: Candidate, slot: str | None, *, user_namespace: str, at: str
) -> list[str]:
    out: list[str] = []
    namespaces = [cand.namespace]
    if slot:
        for m in tx.by_slot(namespaces, slot):
            if m.status is Status.ACTIVE and canonical_text(m.object or "") != canonical_text(
                cand.object or ""
            ):
                out.append(m.id)
    if out:
        return out
    scope = Scope(cand.namespace, user_namespace, cand.session)
    terms = rare_terms(tx, cand.text)
    hits = tx.probe(terms, scope, at, limit=CANDIDATES) if terms else []
    # the claim's own tokens only if a cue or negation in it can make a lexical conflict
    flips = _has_cue(cand.text) or bool(negated(cand.text))
    cand_tokens = tokens(cand.text) if hits and flips else None
    cand_labels = (cand.source.label,) if cand.source.label else ()
    valued = bool(hits) and bool(_values(cand.text))
    maybe: list[ProbeHit] = []  # hits that may put other values in the claim's frame
    for h in hits:
        if h.namespace != cand.namespace or h.id == cand.supersedes or h.kind == Kind.GATE.value:
            continue
        if h.subject and cand.subject and slot:
            continue  # typed facts are compared by slot only
        if is_lexical_conflict(cand.text, h.text, cand_tokens):
            out.append(h.id)
        elif valued:
            maybe.append(h)
    if maybe:
        fa = _frame(cand.text, cand_labels)
        labels = tx.source_labels([h.id for h in maybe])
        for h in maybe:
            old_labels = tuple(labels.get(h.id, ()))
            if (
                may_hold_frame(h.text, fa, old_labels)
                and _may_value_conflict(cand.text, cand_labels, h.text, old_labels)
                and is_value_conflict(cand.text, h.text, list(cand_labels), list(old_labels))
            ):
                out.append(h.id)
    found = set(out)
    return [h.id for h in hits if h.id in found]
