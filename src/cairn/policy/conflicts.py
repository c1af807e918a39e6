"""Contradiction detection: found and queued, never silently settled.

A new claim conflicts with an active memory when
- both are typed facts in the same slot (subject + predicate) with different values, or
- they are lexical near matches (shared content tokens) and the new text carries a negation or
  replacement cue (``no longer``, ``instead of``, ``replaced by``, ``deprecated``, ...) that the old
  one does not, or their polarity differs (one says "never X", the other "always X").
- they give different values of one type to one slot (``policy.facts.contradicts``: the same
  attribute of the same subject, read by position and word class: "the deploy doc says
  production runs v2.3.1" vs "the dashboard shows production on v2.4.0"; not "the payments
  pipeline retries 5 times" vs "the search pipeline retries 3 times", nor a conjecture);
- and, in every case, their validity windows overlap: an old value with its end date, the
  current one and a future one hold at different times, whatever order they arrive in.

It only finds: it never settles a conflict. A person does, with ``cairn conflicts resolve``
(``policy.resolution``); until then both memories read "contested by #N, unreviewed".
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache
from typing import Protocol

from cairn.claimkey import canonical_text, latin_read, tokens
from cairn.model import Candidate, Kind, Scope, Status, View
from cairn.policy import facts, records
from cairn.search.lexical import porter_match
from cairn.store.base import ProbeHit, WriteTx

CUES = re.compile(
    # ("79 minutes, no longer!" closes a bound: no cue)
    r"\b(no longer(?!\s*(?:[!.,;:)]|$))|not anymore|instead of|replaced by|replace[sd]? with|"
    r"in favou?r of|deprecated|"
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
    if new_cue and not old_cue and _cue_about(new_text, tb):
        return True
    if _codes_apart(new_text, old_text):
        return False  # "Draft nv-47x ... It is not live" negates no "hm-65r, live"
    return _polarity_flip(new_text, tb, old_text) or _polarity_flip(old_text, ta, new_text)


def _codes_apart(a: str, b: str) -> bool:
    """Each text states a code the other never says (a word of letters and digits: a
    revision, a version, a ticket): what one negates is another thing than what the other
    states."""
    ca, cb = _codes(a), _codes(b)
    return bool(ca - cb) and bool(cb - ca) and not (ca & cb)


@lru_cache(maxsize=8192)
def _codes(text: str) -> frozenset[str]:
    return frozenset(
        w
        for w in _WORDS.findall(canonical_text(text))
        if any(ch.isdigit() for ch in w) and any(ch.isalpha() for ch in w)
    )


_SUBJECT_END = re.compile(
    r"\b(?:for|of|in|on|at|to|from|with|about|under|behind|by)\b|[.;:!?,()\n]", re.I
)


def _cue_about(text: str, other_tokens: set[str]) -> bool:
    """A replacement cue says something of the other text's thing: the head of what the
    cue's clause is about (the last word before it, up to a preposition: "dashboards" in
    "dashboards for the batch logs moved to a new folder") is one of the other text's words,
    or the clause names no head of its own ("we", "it", nothing)."""
    m = CUES.search(text)
    if m is None:
        return False
    start = max(text.rfind(c, 0, m.start()) for c in ".;:!?\n") + 1
    before = text[start : m.start()]
    cut = _SUBJECT_END.search(before)
    phrase = before[: cut.start()] if cut else before
    head_words = tokens(phrase)
    if not head_words:
        return True
    # the head is the phrase's last word: "the dome survey doc moved to the shared drive"
    # says where a doc is, nothing of the dome survey
    last = tokens(phrase.split()[-1]) if phrase.split() else set()
    return bool((last or head_words) & other_tokens)


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
    words = list(dict.fromkeys(p for t in texts for r in {t, latin_read(t)} for p in _pieces(r)))
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


def overlaps(a_from: str | None, a_to: str | None, b_from: str | None, b_to: str | None) -> bool:
    """Whether two validity windows ``[from, to)`` share an instant (None: unbounded)."""
    return (a_to is None or b_from is None or b_from < a_to) and (
        b_to is None or a_from is None or a_from < b_to
    )


def find_conflicts(
    tx: WriteTx, cand: Candidate, slot: str | None, *, user_namespace: str, at: str
) -> list[str]:
    """Active memories the candidate contradicts whose validity windows overlap its own
    (``cand.valid_from`` defaults to ``at``, the write's time)."""
    start, end = cand.valid_from or at, cand.valid_to
    out: list[str] = []
    namespaces = [cand.namespace]
    if slot:
        for m in tx.by_slot(namespaces, slot):
            if (
                m.status is Status.ACTIVE
                and canonical_text(m.object or "") != canonical_text(cand.object or "")
                and overlaps(start, end, m.valid_from, m.valid_to)
            ):
                out.append(m.id)
    if out:
        return out
    scope = Scope(cand.namespace, user_namespace, cand.session)
    # judged as a reader of Latin script reads it: a look-alike or invisible letter in a name
    # ("Аnvilworth", Cyrillic "А") makes no claim about another thing (``latin_read``); the
    # probe looks for the written words and the read ones
    text = latin_read(cand.text)
    terms = rare_terms(tx, cand.text if text == cand.text else f"{cand.text}\n{text}")
    # every valid time (a memory that holds only later or held only before may still overlap
    # the claim's window), active only
    hits = (
        [
            h
            for h in tx.probe(terms, scope, at, limit=2 * CANDIDATES, view=View.HISTORY)
            if h.status == Status.ACTIVE.value
        ][:CANDIDATES]
        if terms
        else []
    )
    # the claim's own tokens only if a cue or negation in it can make a lexical conflict
    flips = _has_cue(text) or bool(negated(text))
    cand_tokens = tokens(text) if hits and flips else None
    maybe: list[ProbeHit] = []  # hits that may give another value to the claim's slot
    for h in hits:
        if h.namespace != cand.namespace or h.id == cand.supersedes or h.kind == Kind.GATE.value:
            continue
        if h.subject and cand.subject and slot:
            continue  # typed facts are compared by slot only
        if is_lexical_conflict(text, latin_read(h.text), cand_tokens):
            out.append(h.id)
        else:
            maybe.append(h)
    if maybe:
        claim = facts.read(text)
        if claim.values:
            out.extend(
                h.id
                for h in maybe
                if facts.may_contradict(claim, latin_read(h.text))
                and facts.contradicts(claim, latin_read(h.text))
            )
    found = set(out)
    kept = []
    for h in hits:
        if h.id not in found or _records_apart(text, latin_read(h.text)):
            continue
        held = tx.get(h.id)
        if held is not None and overlaps(start, end, held.valid_from, held.valid_to):
            kept.append(h.id)
    return kept


def _records_apart(a: str, b: str) -> bool:
    """Two records about two named things ("quill-live:\n  disk size: 40 GB" / "ledger-sync disk
    size = 80 GB"), or a table row and a record that never says the table's attribute, give no
    two values of one slot, whatever their frames share (``policy.records``). Asked only of a
    pair already found to conflict: the few texts it reads are read once."""
    return records.apart_in(a, b) or records.other_attribute(a, b) or records.fields_apart(a, b)
