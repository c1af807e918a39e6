"""Admission: the one gate every write path goes through (``admit``).

It decides, from the store's state and never from anything the producer asserts:

- whether the claim meets a standing verdict: a rejection of the same canonical value in any
  namespace that would read the claim (its own and the user's for a project claim; every
  namespace for a user-scope claim, which every project reads). The new write is withheld: it
  only adds evidence to the rejected record when that record is in the caller's scope, and
  otherwise lands as a proposal flagged ``withheld: ...`` that names the verdict, is never
  served, promoted or approved while the verdict stands;
- whether it is the same claim as a live record (then it corroborates: provenance is unioned);
- whether it resembles a rejected value (then it is a proposal flagged "resembles rejected", in
  every admission mode, ``open`` included);
- whether it contradicts an active memory (then it is contested and queued for a person);
- what status and review it lands with, per the namespace's admission mode;
- its confidence, computed from its evidence (independent sessions, agents, model families,
  source kinds, weighed by the operator's source-trust table).

``admit_edit`` puts a person's new text for an existing memory through the same checks.

It never writes: the service turns the decision into events.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cairn.claimkey import claim_key, overlap, slot_key
from cairn.errors import UsageError
from cairn.model import Actor, Admission, Candidate, Kind, Memory, Review, Status
from cairn.store.base import WriteTx

NEAR_DUPLICATE = 0.8  # token overlap at which a claim "resembles" another value

# Operator's prior per source kind (overridable per namespace with `cairn policy set --trust`).
DEFAULT_TRUST: dict[str, float] = {
    "human": 0.95,
    "person": 0.95,
    "cli": 0.5,
    "mcp": 0.4,
    "hook": 0.4,
    "mine": 0.35,
    "model": 0.3,
    "import": 0.5,
    "bench": 0.5,
    "doc": 0.6,
    "web": 0.2,
    "unknown": 0.2,
}


@dataclass(frozen=True)
class Decision:
    action: str  # create | corroborate | withhold
    status: Status
    review: Review
    claim_key: str
    slot_key: str | None
    reasons: tuple[str, ...] = ()
    flags: tuple[str, ...] = ()
    target: Memory | None = None
    contested_by: tuple[str, ...] = ()
    promote: bool = False
    withheld: bool = False  # created, but held back by a verdict (flagged, never served)


WITHHELD_FLAG = "withheld: "


def readers(namespace: str, user_namespace: str) -> tuple[str, ...] | None:
    """The namespaces whose verdicts stand against a claim of ``namespace``: those that read
    it. A project's claim is read by the project (whose reads include the user's namespace); a
    user-scope claim is read by every project (None: every namespace)."""
    return None if namespace == user_namespace else (namespace, user_namespace)


def verdict_reason(verdict: Mapping[str, Any]) -> str:
    return f"the same claim was rejected by {verdict['actor']} at {verdict['at']}"


def standing_verdict(
    tx: WriteTx, namespace: str, user_namespace: str, key: str
) -> dict[str, Any] | None:
    v = tx.verdict(readers(namespace, user_namespace), key, prefer=namespace)
    return v if v and v["verdict"] == "rejected" else None


def verdict_on(
    standing: Sequence[Mapping[str, Any]], key: str, prefer: str
) -> Mapping[str, Any] | None:
    """``standing_verdict`` from the verdicts already read (oldest first): the verdict on
    ``key``, the one of ``prefer`` first, then the earliest; only if it is a rejection."""
    same = [v for v in standing if v["claim_key"] == key]
    if not same:
        return None
    first = min(same, key=lambda v: v["namespace"] != prefer)  # the first of the preferred
    return first if first["verdict"] == "rejected" else None


def independence_key(src: Mapping[str, Any]) -> str:
    """Two sources are independent when they come from different vouched sessions; an unvouched
    session (e.g. named on a command line) collapses into its agent."""
    if src.get("vouched") and src.get("session"):
        return "session:" + str(src["session"])
    return "agent:" + str(src.get("agent") or src.get("client") or src.get("kind") or "?")


def confidence(sources: Sequence[Mapping[str, Any]], trust: Mapping[str, float]) -> float:
    """Noisy-OR over independent sources, each weighed by the person's trust table (set with
    ``cairn policy set --trust``) for its kind or its named source (``kind:label``). Repeats
    from one source do not add up; nothing the producer states (a confidence, a trust) is an
    input."""
    best: dict[str, float] = {}
    for s in sources:
        kind = str(s.get("kind") or "unknown")
        w = trust.get(kind, trust.get("unknown", 0.2))
        named = trust.get(f"{kind}:{s['label']}") if s.get("label") else None
        if named is not None:  # the operator's prior for this named source ("kind:label")
            w = max(0.0, min(1.0, float(named)))
        k = independence_key(s)
        best[k] = max(best.get(k, 0.0), w)
    miss = 1.0
    for w in best.values():
        miss *= 1.0 - w
    return round(1.0 - miss, 4)


def independent_sessions(sources: Sequence[Mapping[str, Any]]) -> int:
    return len({s["session"] for s in sources if s.get("vouched") and s.get("session")})


MAX_PROMOTE_AFTER = 1000  # independent sessions: past any team's size, short of nonsense


def checked_policy(key: str, value: Any) -> Any:
    """``value`` if it is one the readers of policy ``key`` understand, else UsageError: every
    surface (the CLI, the team server's API) sets policy through here, so a mistyped value
    (``"wide-open"``, a trust weight ``"NaN"``, ``true`` for a count) is refused instead of
    stored, where it would be silently ignored, read as 1, or fail every later write."""
    if key == "admission":
        if not isinstance(value, str) or value not in {a.value for a in Admission}:
            raise UsageError(f"admission must be one of {', '.join(a.value for a in Admission)}")
        return value
    if key == "promote_after":
        if isinstance(value, bool) or not isinstance(value, int):
            raise UsageError("promote_after must be a whole number (0 turns promotion off)")
        if not 0 <= value <= MAX_PROMOTE_AFTER:
            raise UsageError(f"promote_after must be from 0 to {MAX_PROMOTE_AFTER}")
        return value
    if key == "trust":
        if not isinstance(value, dict) or not all(isinstance(k, str) and k for k in value):
            raise UsageError("trust must be an object of source kind to weight")
        for k, w in value.items():
            number = isinstance(w, int | float) and not isinstance(w, bool)
            if not number or not math.isfinite(w) or not 0.0 <= w <= 1.0:
                raise UsageError(f"trust weight of {k!r} must be a number within 0..1")
        return value
    raise UsageError("policy keys: admission, trust, promote_after")


def promotion_threshold(mode: Admission, configured: Any) -> int | None:
    if isinstance(configured, int) and configured > 0:
        return configured
    if mode is Admission.CORROBORATED:
        return 2
    return None


def admit(
    tx: WriteTx,
    cand: Candidate,
    actor: Actor,
    *,
    mode: Admission,
    user_namespace: str,
    at: str,
    promote_after: int | None = None,
    verdicts: dict[str, list[dict[str, Any]]] | None = None,
) -> Decision:
    """``at`` is the write's record time (what "live" means for the conflict probe).
    ``verdicts`` is an optional per-transaction memo of each namespace's verdict list (a
    batch of writes cannot change verdicts, so one read serves the whole batch)."""
    key = claim_key(cand.text, cand.subject, cand.predicate, cand.object)
    slot = slot_key(cand.subject, cand.predicate) if cand.subject and cand.predicate else None
    namespaces = [cand.namespace]
    in_scope = (cand.namespace, user_namespace)

    reasons: list[str] = []
    flags: list[str] = []
    # the verdicts of the namespaces that read the claim, read once: the standing verdict on
    # this claim is found among them, and the others are what it must not resemble
    if verdicts is None:
        standing = tx.verdicts(readers(cand.namespace, user_namespace))
    else:
        if cand.namespace not in verdicts:
            verdicts[cand.namespace] = tx.verdicts(readers(cand.namespace, user_namespace))
        standing = verdicts[cand.namespace]
    verdict = verdict_on(standing, key, cand.namespace)
    same = tx.by_claim(namespaces, key)
    live = [m for m in same if m.status in (Status.PROPOSED, Status.ACTIVE)]
    if verdict is not None:
        why = verdict_reason(verdict)
        target = None
        if verdict.get("memory_id"):  # the rejected record: read already when it is this claim's
            read = [m for m in same if m.id == verdict["memory_id"]]
            target = read[0] if read else tx.get(verdict["memory_id"])
        if target is None or target.namespace not in in_scope:
            # the rejected record is another project's (or gone): evidence stays in this scope
            target = live[0] if live else None
        if target is not None:
            return Decision(
                "withhold",
                Status.PROPOSED,
                Review.REJECTED,
                key,
                slot,
                reasons=(why,),
                target=target,
            )
        flags.append(WITHHELD_FLAG + why)
        reasons.append(why + "; withheld, queued for a person")
    elif live:
        target = live[0]
        return Decision(
            "corroborate",
            target.status,
            target.review,
            key,
            slot,
            reasons=("the same claim is already stored; evidence added",),
            target=target,
        )

    if not flags:
        ref = resembled(standing, cand.text)
        if ref is not None:
            flags.append(f"resembles rejected #{ref}")
            reasons.append(f"resembles a rejected claim (#{ref})")

    # a gate is a person's rule, not a claim about the world: it contradicts nothing
    contested = (
        [] if cand.kind is Kind.GATE else _find_conflicts(tx, cand, slot, user_namespace, at)
    )
    if contested:
        reasons.append("contradicts " + ", ".join(f"#{c[-8:].lower()}" for c in contested))

    human = actor.is_human
    held = bool(flags)  # withheld or resembling a rejection: a person looks first, in any mode
    if cand.kind is Kind.GATE and not human:
        status, review = Status.PROPOSED, Review.UNREVIEWED
        reasons.append("gates need a person")
    elif cand.kind is Kind.GATE and not held:
        status, review = Status.ACTIVE, Review.APPROVED
        reasons.append("a gate written by a person")
    elif held:
        status, review = Status.PROPOSED, Review.UNREVIEWED
        reasons.append("queued for a person")
        if contested:
            flags.append("contested")
    elif mode is Admission.OPEN:
        status = Status.ACTIVE
        review = Review.APPROVED if human else Review.UNREVIEWED
        if contested:
            flags.append("contested")
    elif contested:
        status, review = Status.PROPOSED, Review.UNREVIEWED
        reasons.append("queued for a person")
    elif human:
        status, review = Status.ACTIVE, Review.APPROVED
        reasons.append("written by a person")
    else:
        status, review = Status.PROPOSED, Review.UNREVIEWED
        reasons.append(f"admission mode {mode.value}: waits for review")
    if cand.supersedes and not human and status is Status.ACTIVE and mode is not Admission.OPEN:
        status = Status.PROPOSED
    return Decision(
        "create",
        status,
        review,
        key,
        slot,
        tuple(reasons),
        tuple(flags),
        contested_by=tuple(contested),
        withheld=any(f.startswith(WITHHELD_FLAG) for f in flags),
    )


def resembled(standing: Sequence[Mapping[str, Any]], text: str) -> str | None:
    """The short id of the first rejected claim that ``text`` nearly repeats, else None."""
    for v in standing:
        if v.get("text") and overlap(v["text"], text) >= NEAR_DUPLICATE:
            return str(v.get("memory_id") or "")[-8:].lower()
    return None


def admit_edit(tx: WriteTx, mem: Memory, text: str, *, user_namespace: str, at: str) -> Decision:
    """A person's new text for ``mem``, through the checks of every write. ``action`` is
    ``refuse`` (the new claim stands rejected: the reason names the verdict) or ``revise``, with
    the status, review, flags and conflicts the memory takes: a text that resembles a rejected
    one or contradicts a live memory returns to the queue. (A text another live memory already
    holds is a duplicate, which ``cairn audit`` reports.)"""
    key = claim_key(text, mem.subject, mem.predicate, mem.object)
    verdict = standing_verdict(tx, mem.namespace, user_namespace, key)
    if verdict is not None and verdict.get("memory_id") != mem.id:
        ref = str(verdict.get("memory_id") or "")[-8:].lower()
        in_scope = verdict["namespace"] in (mem.namespace, user_namespace)
        where = f" (#{ref})" if ref and in_scope else " in another project"
        return Decision(
            "refuse", mem.status, mem.review, key, None, reasons=(verdict_reason(verdict) + where,)
        )
    flags = [f for f in mem.flags if not f.startswith("resembles rejected")]
    reasons: list[str] = []
    like = resembled(tx.verdicts(readers(mem.namespace, user_namespace)), text)
    if like is not None and like != mem.id[-8:].lower():
        flags.append(f"resembles rejected #{like}")
        reasons.append(f"resembles a rejected claim (#{like})")
    contested: list[str] = []
    if mem.kind is not Kind.GATE:
        cand = Candidate(
            text=text,
            namespace=mem.namespace,
            kind=mem.kind,
            scope=mem.scope,
            subject=mem.subject,
            predicate=mem.predicate,
            object=mem.object,
            session=mem.session,
        )
        slot = slot_key(mem.subject, mem.predicate) if mem.subject and mem.predicate else None
        skip = {mem.id, mem.supersedes, mem.superseded_by}
        contested = [
            c for c in _find_conflicts(tx, cand, slot, user_namespace, at) if c not in skip
        ]
    if contested:
        reasons.append("contradicts " + ", ".join(f"#{c[-8:].lower()}" for c in contested))
        if "contested" not in flags:
            flags.append("contested")
    status, review = mem.status, mem.review
    if (reasons or contested) and mem.status in (Status.ACTIVE, Status.PROPOSED):
        status, review = Status.PROPOSED, Review.UNREVIEWED
        reasons.append("queued for a person")
    return Decision(
        "revise",
        status,
        review,
        key,
        None,
        tuple(reasons),
        tuple(flags),
        contested_by=tuple(contested),
    )


def _find_conflicts(
    tx: WriteTx, cand: Candidate, slot: str | None, user_namespace: str, at: str
) -> list[str]:
    # imported here: conflict detection (frames, FTS probes) is only needed on the write path,
    # and the read path (hooks, recall) imports this module through the service
    from cairn.policy.conflicts import find_conflicts

    return find_conflicts(tx, cand, slot, user_namespace=user_namespace, at=at)


def prime(tx: WriteTx, texts: Sequence[str]) -> None:
    """Before a batch is admitted claim by claim: look up all its words in the index at once."""
    from cairn.policy.conflicts import prime as prime_terms

    prime_terms(tx, texts)
