"""Ranking for injection: priors on top of relevance, the abstention floor and diversity.

A candidate's final score is ``relevance × prior`` at a prompt, and ``prior`` alone at session
start (there is no query then). The prior multiplies small, bounded factors, each named in the
item's ``why``:

- review state: approved 1.0, unreviewed 0.85 (only reachable in open mode), deferred 0.75;
- corroboration: up to +10% with independent evidence (``evidence_count``) and confidence;
- scope match: this session's own memories +5%, the user namespace -3%;
- usefulness: up to +10% for memories that were cited, decaying with a 30-day half-life;
- recency: up to +5% for memories changed in the last weeks;
- rank penalty from flags: ``× (1 - rank_penalty)`` (floored at 0.1);
- code anchors (``cairn.anchors``): a memory whose anchor broke ``× STALE_FACTOR`` ("may be
  stale"); a memory anchored to a file the prompt names or the session's tools touched
  ``× (1 + ANCHOR_BOOST)``;
- kind priority per moment (``KIND_PRIORITY``).

No factor can lift an irrelevant memory over the abstention floor: floors apply to relevance,
before priors. This module never reads the store and never decides visibility (the read
predicate did, upstream).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from cairn.anchors.types import STALE_FLAG
from cairn.context.answers import Answers, Ask, required
from cairn.model import Kind, Memory, Review, Scope, ScopeLevel
from cairn.search.pipeline import Scored
from cairn.timeutil import to_datetime

PROMPT = "prompt"
SESSION_START = "session-start"
MOMENTS = (SESSION_START, PROMPT)

KIND_PRIORITY: dict[str, dict[Kind, float]] = {
    SESSION_START: {
        Kind.GATE: 1.0,
        Kind.CONVENTION: 0.97,
        Kind.DECISION: 0.94,
        Kind.PREFERENCE: 0.9,
        Kind.COMMAND: 0.8,
        Kind.PITFALL: 0.8,
        Kind.FACT: 0.7,
    },
    PROMPT: {
        Kind.PITFALL: 1.0,
        Kind.COMMAND: 1.0,
        Kind.CONVENTION: 1.0,
        Kind.DECISION: 1.0,
        Kind.FACT: 1.0,
        Kind.PREFERENCE: 0.97,
        Kind.GATE: 0.95,
    },
}
REVIEW_WEIGHT = {
    Review.APPROVED: 1.0,
    Review.UNREVIEWED: 0.85,
    Review.DEFERRED: 0.75,
    Review.REJECTED: 0.0,
}

# Abstention: a memory must cover at least this share of the query's information (IDF-weighted
# terms; see search.pipeline) and reach this fraction of the best candidate's relevance. A
# quarter of the query: an off-topic prompt meets a coding store through one incidental word
# (about a tenth of its information on the fixtures measured), while a paraphrased on-topic
# prompt often shares only two or three of its content words with the memory it wants.
FLOOR = 0.25
RELATIVE_FLOOR = 0.45
# Coverage completion: once something clears the floors, a weaker memory (relevance at least
# COMPLETE_FLOOR) still joins when it covers a query term none of the chosen ones cover, worth at
# least COMPLETE_GAIN of the query's information. It ranks after the memories that cleared.
COMPLETE_FLOOR = 0.15
COMPLETE_GAIN = 0.08
# Semantic agreement (when vectors answered): a memory the embedding model calls unrelated to the
# prompt is not delivered on shared words alone. It needs semantic support of at least
# SUPPORT (the cosine on the model's scale) or to cover at least STRONG_COVER of the query's
# rarity-weighted information. Both measured on the generated dev half's off-topic requests
# (``cairn bench retrieval --suite``: the highest support and coverage any of them reached,
# plus a margin), never on a public fixture.
SUPPORT = 0.1
STRONG_COVER = 0.5
# Near-duplicate suppression: stem-set overlap (Jaccard) above which the lower one is dropped.
NEAR_DUP = 0.7
# Code anchors: a stale memory ranks below a fresh one of similar standing (it is still served,
# marked, never hidden); one anchored to a file in play ranks above its peers.
STALE_FACTOR = 0.6
ANCHOR_BOOST = 0.25


@dataclass(frozen=True)
class Ranked:
    hit: Scored
    score: float
    why: tuple[str, ...]

    @property
    def memory(self) -> Memory:
        return self.hit.memory


def _age_days(at: str | None, now: str) -> float | None:
    if not at:
        return None
    try:
        return max(0.0, (to_datetime(now) - to_datetime(at)).total_seconds() / 86400.0)
    except ValueError:
        return None


def prior(
    mem: Memory,
    scope: Scope,
    moment: str,
    now: str,
    usage: tuple[int, str | None] = (0, None),
    anchored: str | None = None,
) -> tuple[float, tuple[str, ...]]:
    why: list[str] = []
    p = REVIEW_WEIGHT.get(mem.review, 0.8)
    why.append(mem.review.value)
    corro = min(0.1, 0.03 * math.log2(max(1, mem.evidence_count)) + 0.02 * mem.confidence)
    if corro > 0:
        p *= 1 + corro
        if mem.evidence_count > 1:
            why.append(f"{mem.evidence_count} sources")
    if mem.scope is ScopeLevel.SESSION and scope.session and mem.session == scope.session:
        p *= 1.05
        why.append("this session")
    elif mem.namespace == scope.user_namespace and scope.user_namespace != scope.namespace:
        p *= 0.97
        why.append("user scope")
    cited, last_cited = usage
    if cited:
        age = _age_days(last_cited, now)
        decay = 0.5 ** ((age or 0.0) / 30.0)
        p *= 1 + min(0.1, 0.04 * math.log2(1 + cited) * decay)
        why.append(f"cited {cited}x")
    age = _age_days(mem.updated_at, now)
    if age is not None:
        p *= 1 + 0.05 * 0.5 ** (age / 14.0)
    if mem.rank_penalty:
        p *= max(0.1, 1.0 - mem.rank_penalty)
        why.append(f"flagged (-{mem.rank_penalty:.0%})")
    if any(f.startswith(STALE_FLAG) for f in mem.flags):
        p *= STALE_FACTOR
        why.append("may be stale")
    if anchored:
        p *= 1 + ANCHOR_BOOST
        why.append(f"anchored to {anchored}")
    p *= KIND_PRIORITY.get(moment, KIND_PRIORITY[PROMPT]).get(mem.kind, 0.9)
    return p, tuple(why)


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    if not a or not b:
        return 0.0
    return len(a & b) / len(a | b)


def rank(
    hits: Sequence[Scored],
    scope: Scope,
    moment: str,
    now: str,
    usage: dict[str, tuple[int, str | None]] | None = None,
    *,
    floor: float = FLOOR,
    relative: float = RELATIVE_FLOOR,
    use_relevance: bool = True,
    weights: dict[str, float] | None = None,
    anchored: Mapping[str, str] | None = None,
    answers: Answers | None = None,
    ask: Ask | None = None,
) -> list[Ranked]:
    """Apply the floors, semantic agreement and the answer decision, then priors, then
    near-duplicate suppression; best first. ``anchored`` maps a memory id to the file in play
    it is anchored to (boosted)."""
    usage = usage or {}
    anchored = anchored or {}
    extra: list[Scored] = []
    if use_relevance:
        whole = {id(h) for h in hits if ask is not None and holds_whole(ask, h)}
        hits = [h for h in hits if supported(h) or id(h) in whole]
        best = max((h.relevance for h in hits), default=0.0)
        chosen = [
            h
            for h in hits
            if (h.relevance >= floor and h.relevance >= relative * best) or id(h) in whole
        ]
        extra = complete(chosen, [h for h in hits if h not in chosen], weights or {})
        if answers is not None and ask is not None:
            chosen = answers.holding(ask, chosen, extra)
            extra = answers.holding(ask, extra) if chosen else []
        hits = chosen
    out: list[Ranked] = []
    for group, bonus in ((hits, ()), (extra, ("completes the query's coverage",))):
        part: list[Ranked] = []
        for h in group:
            use = usage.get(h.memory.id, (0, None))
            p, why = prior(h.memory, scope, moment, now, use, anchored.get(h.memory.id))
            score = (h.relevance if use_relevance else 1.0) * p
            reasons = (*h.why, *bonus, *why) if use_relevance else why
            part.append(Ranked(h, score, reasons))
        part.sort(key=lambda r: (-r.score, r.memory.id))
        out.extend(part)
    return diverse(out)


def supported(hit: Scored) -> bool:
    """Lexical mode (no semantic signal): the floors decide. With vectors: the model must not
    call the memory unrelated, unless it covers most of the query's information."""
    if hit.semantic is None:
        return True
    return hit.semantic >= SUPPORT or hit.coverage >= STRONG_COVER


def holds_whole(ask: Ask, hit: Scored) -> bool:
    """The candidate holds every word of the asked attribute's phrase and every name the
    request requires of its subject ("the edge blend of S" / "S edge blend: 15 %"): what is
    asked, said in the request's own words, whatever else the request says around it (code,
    a plan, the unit it wants) and whatever the model scores."""
    names = required(ask)
    attribute = set(ask.phrase) - set(names)  # "Quillmere?" names a thing, asks nothing of it
    return bool(attribute and names) and attribute | set(names) <= set(hit.matched)


def complete(
    chosen: Sequence[Scored], rest: Sequence[Scored], weights: dict[str, float]
) -> list[Scored]:
    """Weaker candidates that cover query terms the chosen ones leave uncovered (best first).

    ``weights`` maps each query word to its share of the query's information (IDF / total).
    """
    if not chosen or not weights:
        return []
    covered = {w for h in chosen for w in h.matched}
    out: list[Scored] = []
    for h in sorted(rest, key=lambda h: -h.relevance):
        if h.relevance < COMPLETE_FLOOR:
            break
        new = [w for w in h.matched if w not in covered]
        if sum(weights.get(w, 0.0) for w in new) >= COMPLETE_GAIN:
            out.append(h)
            covered.update(new)
    return out


def diverse(ranked: Sequence[Ranked], threshold: float = NEAR_DUP) -> list[Ranked]:
    """Drop any item whose stems overlap a better-ranked kept item above ``threshold``."""
    kept: list[Ranked] = []
    for r in ranked:
        if any(jaccard(r.hit.stems, k.hit.stems) >= threshold for k in kept):
            continue
        kept.append(r)
    return kept
