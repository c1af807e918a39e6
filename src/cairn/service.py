"""MemoryService: the one API that the CLI, MCP server, hooks, miner, importers and benchmarks
call. Every write goes through ``policy.admission.admit`` and becomes events appended in the same
transaction as their projection rows; every read goes through the store's one read predicate.

Human verbs (approve, reject, restore, defer, edit, supersede, retract, expire, resolve, gate
add, policy set, purge) require a human actor; the edges obtain one only through
``policy.person.require_person``. The service never asks the environment who is typing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from cairn import events as ev
from cairn.claimkey import claim_key, slot_key
from cairn.errors import NotFound, PersonRequired, UsageError
from cairn.ids import new_ulid
from cairn.model import (
    Actor,
    ActorKind,
    Admission,
    Candidate,
    Event,
    Kind,
    Memory,
    Review,
    Scope,
    ScopeLevel,
    Source,
    Status,
    View,
)
from cairn.policy import admission
from cairn.policy import audit as audit_policy
from cairn.policy import gates as gate_rules
from cairn.policy.conflicts import KEEP_BOTH, KEEP_NEW, KEEP_OLD, RESOLUTIONS, Conflict
from cairn.policy.redact import redact, redact_value
from cairn.store.base import EventFilter, Report, Selection, Store, WriteTx
from cairn.timeutil import now, parse_time

MAX_TEXT = 4000
SYSTEM = Actor(ActorKind.SYSTEM, "cairn")


@dataclass(frozen=True)
class WriteResult:
    memory: Memory
    action: str  # created | corroborated | withheld
    reasons: tuple[str, ...] = ()
    redactions: int = 0


@dataclass
class _Batch:
    """Events of one operation, appended in order inside one transaction."""

    tx: WriteTx
    ns: str
    actor: Actor
    at: str
    redactions: int = 0
    appended: list[Event] = field(default_factory=list)

    def emit(
        self,
        type_: str,
        memory_id: str | None,
        payload: dict[str, Any],
        prior: dict[str, Any] | None = None,
        *,
        actor: Actor | None = None,
    ) -> Event:
        clean, n = redact_value(payload)
        self.redactions += n
        clean_prior = redact_value(prior)[0] if prior else None
        assert isinstance(clean, dict)
        event = Event(
            id=new_ulid(),
            at=self.at,
            namespace=self.ns,
            actor=actor or self.actor,
            type=type_,
            memory_id=memory_id,
            payload=clean,
            prior=clean_prior if isinstance(clean_prior, dict) else None,
            version=ev.CURRENT_VERSION,
        )
        self.tx.append(event)
        self.appended.append(event)
        return event


def _source_dict(src: Source, actor: Actor, revision: int = 1) -> dict[str, Any]:
    d = src.as_dict()
    if actor.is_human:
        d["kind"] = "human" if src.kind in ("cli", "person") else src.kind
    d.setdefault("agent", actor.id)
    d.setdefault("client", actor.client)
    if actor.session and "session" not in d:
        d["session"] = actor.session
        d["vouched"] = actor.vouched
    d.setdefault("model", actor.model)
    d["revision"] = revision
    return {k: v for k, v in d.items() if v is not None}


class MemoryService:
    def __init__(self, store: Store, scope: Scope) -> None:
        self.store = store
        self.scope = scope

    @classmethod
    def open(cls, path: str | Path, scope: Scope) -> MemoryService:
        from cairn.store.sqlite import SQLiteStore

        return cls(SQLiteStore(path), scope)

    def close(self) -> None:
        self.store.close()

    # -- helpers ------------------------------------------------------------------------------

    def resolve(self, ref: str) -> str:
        mid = self.store.resolve_id(ref)
        if mid is None:
            raise NotFound(f"no memory {ref!r}", hint="see `cairn list` for ids")
        return mid

    def _memory(self, ref: str, view: View = View.REVIEW) -> Memory:
        mid = self.resolve(ref)
        found = self.store.select(view, self.scope, now(), Selection(ids=(mid,)))
        if not found:
            raise NotFound(f"no memory {ref!r} in this project's view")
        return found[0]

    @staticmethod
    def _require_human(verb: str, actor: Actor) -> None:
        if not actor.is_human:
            raise PersonRequired(
                f"{verb} is a person's verb; {actor.kind.value} {actor.id!r} cannot use it",
                hint="an agent can propose (with supersedes) or flag instead",
            )

    def mode(self, namespace: str | None = None) -> Admission:
        value = self.store.policy(namespace or self.scope.namespace, "admission")
        return Admission(value) if value in {a.value for a in Admission} else Admission.REVIEW

    def trust_table(self, namespace: str | None = None) -> dict[str, float]:
        table = dict(admission.DEFAULT_TRUST)
        custom = self.store.policy(namespace or self.scope.namespace, "trust")
        if isinstance(custom, dict):
            table.update({str(k): float(v) for k, v in custom.items()})
        return table

    def _validate(self, cand: Candidate) -> Candidate:
        text = " ".join(cand.text.split()) if "\n" not in cand.text else cand.text.strip()
        if not text:
            raise UsageError("empty text", hint="a memory needs some words")
        if len(text) > MAX_TEXT:
            raise UsageError(f"text is {len(text)} characters; the limit is {MAX_TEXT}")
        if cand.valid_from:
            cand = replace(cand, valid_from=parse_time(cand.valid_from))
        if cand.valid_to:
            cand = replace(cand, valid_to=parse_time(cand.valid_to))
        if cand.valid_from and cand.valid_to and cand.valid_to <= cand.valid_from:
            raise UsageError("--valid-to must be after --valid-from")
        if bool(cand.subject) + bool(cand.predicate) + bool(cand.object) not in (0, 3):
            raise UsageError("give all of --subject, --predicate and --object, or none")
        ns = cand.namespace
        if cand.scope is ScopeLevel.USER:
            ns = self.scope.user_namespace
        return replace(cand, text=text, namespace=ns)

    # -- writes ---------------------------------------------------------------------------------

    def add(self, cand: Candidate, actor: Actor) -> WriteResult:
        """Admit one claim (any path: CLI, MCP, miner, importer, benchmark)."""
        return self.add_many([cand], actor)[0]

    def add_many(
        self,
        cands: list[Candidate],
        actor: Actor,
        *,
        after: Callable[[WriteTx], None] | None = None,
    ) -> list[WriteResult]:
        """Admit several claims in one transaction (batched writes). ``after`` runs inside the
        same transaction (the miner advances its file cursor there); raising in it rolls all
        of it back."""
        checked = [self._validate(c) for c in cands]
        out: list[WriteResult] = []
        with self.store.write() as tx:
            # policies cannot change inside this transaction: read each namespace's once
            policy_cache: dict[str, tuple[Admission, Any, dict[str, float]]] = {}
            verdict_cache: dict[str, list[dict[str, Any]]] = {}
            for cand in checked:
                if cand.namespace not in policy_cache:
                    raw = tx.policy(cand.namespace, "admission")
                    mode = (
                        Admission(raw) if raw in {a.value for a in Admission} else Admission.REVIEW
                    )
                    trust = dict(admission.DEFAULT_TRUST)
                    custom = tx.policy(cand.namespace, "trust")
                    if isinstance(custom, dict):
                        trust.update({str(k): float(v) for k, v in custom.items()})
                    policy_cache[cand.namespace] = (
                        mode,
                        tx.policy(cand.namespace, "promote_after"),
                        trust,
                    )
                mode, promote_after, trust = policy_cache[cand.namespace]
                out.append(
                    self._admit_one(
                        tx,
                        cand,
                        actor,
                        mode,
                        promote_after=promote_after,
                        trust=trust,
                        verdicts=verdict_cache,
                    )
                )
            if after is not None:
                after(tx)
        return out

    def _admit_one(
        self,
        tx: WriteTx,
        cand: Candidate,
        actor: Actor,
        mode: Admission,
        *,
        promote_after: Any,
        trust: dict[str, float],
        verdicts: dict[str, list[dict[str, Any]]] | None = None,
    ) -> WriteResult:
        at = now()
        batch = _Batch(tx, cand.namespace, actor, at)
        red = redact(cand.text)
        batch.redactions += red.count
        cand = replace(cand, text=red.text)
        decision = admission.admit(
            tx,
            cand,
            actor,
            mode=mode,
            user_namespace=self.scope.user_namespace,
            promote_after=promote_after if isinstance(promote_after, int) else None,
            verdicts=verdicts,
        )

        if decision.action in ("withhold", "corroborate") and decision.target is not None:
            target = decision.target
            src = _source_dict(cand.source, actor, target.revision)
            sources = [*tx.sources(target.id), src]
            conf = admission.confidence(sources, trust)
            setv: dict[str, Any] = {"evidence_count": target.evidence_count + 1, "confidence": conf}
            prior = {"evidence_count": target.evidence_count, "confidence": target.confidence}
            etype = ev.MEMORY_WITHHELD if decision.action == "withhold" else ev.MEMORY_CORROBORATED
            batch.emit(
                etype,
                target.id,
                {"set": setv, "source": src, "reason": "; ".join(decision.reasons)},
                prior,
            )
            if decision.action == "corroborate":
                self._maybe_promote(batch, tx, target.id, sources, mode, promote_after)
                if (
                    actor.is_human
                    and target.review is Review.UNREVIEWED
                    and target.status is Status.PROPOSED
                    and not target.contested_by
                ):
                    self._set_review(
                        batch,
                        tx.get(target.id) or target,
                        Review.APPROVED,
                        "written again by a person",
                    )
            mem = tx.get(target.id)
            assert mem is not None
            action = "withheld" if decision.action == "withhold" else "corroborated"
            return WriteResult(mem, action, decision.reasons, batch.redactions)

        if decision.action == "withhold":  # verdict without a surviving record
            raise UsageError("claim withheld by a standing rejection")

        mid = new_ulid()
        src = _source_dict(cand.source, actor)
        conf = admission.confidence([src], trust)
        tags = " ".join(
            x for x in (cand.kind.value, cand.subject, cand.predicate, cand.object) if x
        )
        row: dict[str, Any] = {
            "id": mid,
            "namespace": cand.namespace,
            "scope": cand.scope.value,
            "kind": cand.kind.value,
            "text": cand.text,
            "tags": tags,
            "claim_key": decision.claim_key,
            "slot_key": decision.slot_key,
            "subject": cand.subject,
            "predicate": cand.predicate,
            "object": cand.object,
            "status": decision.status.value,
            "review": decision.review.value,
            "confidence": 1.0 if decision.review is Review.APPROVED else conf,
            "evidence_count": 1,
            "valid_from": cand.valid_from or at,
            "valid_to": cand.valid_to,
            "recorded_at": at,
            "updated_at": at,
            "supersedes": cand.supersedes,
            "revision": 1,
            "session": cand.session if cand.scope is ScopeLevel.SESSION else None,
            "flags": list(decision.flags),
            "anchors": list(cand.anchors),
            "gate": cand.gate,
        }
        revision = {
            "revision": 1,
            "text": cand.text,
            "claim_key": decision.claim_key,
            "known_at": at,
            "effective_at": row["valid_from"],
        }
        batch.emit(
            ev.MEMORY_CREATED,
            mid,
            {"create": row, "source": src, "revision": revision, "reasons": list(decision.reasons)},
        )
        for other in decision.contested_by:
            batch.emit(
                ev.EDGE_ADDED,
                mid,
                {
                    "edge": {
                        "src": mid,
                        "dst": other,
                        "type": "contested_because",
                        "note": "conflicting claim",
                    }
                },
            )
        mem = tx.get(mid)
        assert mem is not None
        return WriteResult(mem, "created", decision.reasons, batch.redactions)

    def _maybe_promote(
        self,
        batch: _Batch,
        tx: WriteTx,
        mid: str,
        sources: list[dict[str, Any]],
        mode: Admission,
        promote_after: Any,
    ) -> None:
        threshold = admission.promotion_threshold(mode, promote_after)
        mem = tx.get(mid)
        if threshold is None or mem is None or mem.status is not Status.PROPOSED:
            return
        if (
            mem.review is not Review.UNREVIEWED
            or mem.contested_by
            or mem.flags
            or mem.kind is Kind.GATE
        ):
            return
        n = admission.independent_sessions(sources)
        if n >= threshold:
            batch.emit(
                ev.MEMORY_PROMOTED,
                mid,
                {
                    "set": {"status": Status.ACTIVE.value},
                    "reason": f"corroborated by {n} independent sessions (threshold {threshold})",
                },
                {"status": mem.status.value},
                actor=SYSTEM,
            )

    def _set_review(self, batch: _Batch, mem: Memory, review: Review, note: str | None) -> None:
        setv: dict[str, Any] = {"review": review.value}
        prior: dict[str, Any] = {"review": mem.review.value}
        etype = {
            Review.APPROVED: ev.MEMORY_APPROVED,
            Review.REJECTED: ev.MEMORY_REJECTED,
            Review.DEFERRED: ev.MEMORY_DEFERRED,
            Review.UNREVIEWED: ev.MEMORY_RESTORED,
        }[review]
        payload: dict[str, Any] = {"set": setv, "note": note}
        if review is Review.APPROVED:
            if mem.status is Status.PROPOSED:
                setv["status"] = Status.ACTIVE.value
                prior["status"] = mem.status.value
            setv["confidence"] = 1.0
            prior["confidence"] = mem.confidence
        if review is Review.REJECTED:
            payload["verdict"] = {
                "claim_key": mem.claim_key,
                "verdict": "rejected",
                "note": note,
                "text": mem.text,
            }
        batch.emit(etype, mem.id, payload, prior)

    # -- person's verbs: text and lifetime ------------------------------------------------------

    def edit(self, ref: str, text: str, actor: Actor) -> Memory:
        self._require_human("edit", actor)
        mem = self._memory(ref)
        text = redact(text.strip()).text
        if not text:
            raise UsageError("empty text")
        if text == mem.text:
            return mem
        key = claim_key(text, mem.subject, mem.predicate, mem.object)
        with self.store.write() as tx:
            batch = _Batch(tx, mem.namespace, actor, now())
            old_evidence = {"evidence_count": mem.evidence_count, "confidence": mem.confidence}
            batch.emit(
                ev.MEMORY_REVISED,
                mem.id,
                {
                    "set": {
                        "text": text,
                        "claim_key": key,
                        "revision": mem.revision + 1,
                        "evidence_count": 1,
                    },
                    "revision": {
                        "revision": mem.revision + 1,
                        "text": text,
                        "claim_key": key,
                        "known_at": batch.at,
                        "effective_at": batch.at,
                    },
                    "old_revision": {"revision": mem.revision, "evidence": old_evidence},
                },
                {
                    "text": mem.text,
                    "claim_key": mem.claim_key,
                    "revision": mem.revision,
                    "evidence_count": mem.evidence_count,
                },
            )
        return self._memory(mem.id)

    def supersede(
        self,
        ref: str,
        actor: Actor,
        *,
        text: str | None = None,
        by: str | None = None,
        at: str | None = None,
    ) -> tuple[Memory, Memory]:
        """Replace OLD: it stops being true (valid time ends); the new memory takes over."""
        self._require_human("supersede", actor)
        old = self._memory(ref)
        if old.status not in (Status.ACTIVE, Status.PROPOSED):
            raise UsageError(
                f"#{old.id[-8:].lower()} is {old.status.value}; only a live memory"
                " can be superseded"
            )
        if (text is None) == (by is None):
            raise UsageError("give the new text or --by ID (one of them)")
        if text is not None:
            new = self.add(
                Candidate(
                    text=text,
                    namespace=old.namespace,
                    kind=old.kind,
                    scope=old.scope,
                    supersedes=old.id,
                    session=old.session,
                    source=Source(kind="human"),
                ),
                actor,
            ).memory
        else:
            assert by is not None
            new = self._memory(by)
        return self._retire_superseded(old, new, actor, at=at)

    def _retire_superseded(
        self, old: Memory, new: Memory, actor: Actor, *, at: str | None = None
    ) -> tuple[Memory, Memory]:
        with self.store.write() as tx:
            batch = _Batch(tx, old.namespace, actor, now())
            self._supersede_in(batch, tx, tx.get(old.id) or old, new, at=at)
        return self._memory(old.id), self._memory(new.id)

    def _supersede_in(
        self, batch: _Batch, tx: WriteTx, old: Memory, new: Memory, *, at: str | None = None
    ) -> None:
        """Inside one transaction: approve NEW as the replacement, end OLD's valid time."""
        when = at or batch.at
        cur_new = tx.get(new.id) or new
        if cur_new.status is Status.PROPOSED or cur_new.review is not Review.APPROVED:
            self._set_review(batch, cur_new, Review.APPROVED, "approved as the replacement")
        batch.emit(
            ev.MEMORY_SUPERSEDED,
            old.id,
            {
                "set": {
                    "status": Status.SUPERSEDED.value,
                    "valid_to": when,
                    "superseded_by": new.id,
                },
                "edge": {"src": new.id, "dst": old.id, "type": "supersedes"},
            },
            {
                "status": old.status.value,
                "valid_to": old.valid_to,
                "superseded_by": old.superseded_by,
            },
        )
        if cur_new.supersedes != old.id:
            batch.emit(
                ev.MEMORY_REVISED,
                new.id,
                {"set": {"supersedes": old.id}},
                {"supersedes": cur_new.supersedes},
            )
        self._reconsolidate(batch, tx, old.id, "superseded")

    def retract(self, ref: str, actor: Actor, *, reason: str) -> Memory:
        """ "This was wrong": record time ends (retired_at); as-of views known after it omit it."""
        self._require_human("retract", actor)
        if not reason.strip():
            raise UsageError("a retraction needs --reason")
        mem = self._memory(ref)
        if mem.status is Status.RETRACTED:
            return mem
        with self.store.write() as tx:
            batch = _Batch(tx, mem.namespace, actor, now())
            batch.emit(
                ev.MEMORY_RETRACTED,
                mem.id,
                {
                    "set": {"status": Status.RETRACTED.value, "retired_at": batch.at},
                    "reason": reason,
                },
                {"status": mem.status.value, "retired_at": mem.retired_at},
            )
            self._reconsolidate(batch, tx, mem.id, "retracted")
        return self._memory(mem.id)

    def expire(self, ref: str, actor: Actor, *, at: str) -> Memory:
        """ "This stopped being true at AT": valid time ends."""
        self._require_human("expire", actor)
        mem = self._memory(ref)
        if mem.valid_from and at <= mem.valid_from:
            raise UsageError("the expiry time must be after the memory's valid-from time")
        with self.store.write() as tx:
            batch = _Batch(tx, mem.namespace, actor, now())
            setv: dict[str, Any] = {"valid_to": at}
            if at <= batch.at and mem.status is Status.ACTIVE:
                setv["status"] = Status.EXPIRED.value
            batch.emit(
                ev.MEMORY_EXPIRED,
                mem.id,
                {"set": setv},
                {"valid_to": mem.valid_to, "status": mem.status.value},
            )
            if "status" in setv:
                self._reconsolidate(batch, tx, mem.id, "expired")
        return self._memory(mem.id)

    # -- person's verbs: review -----------------------------------------------------------------

    def approve(self, ref: str, actor: Actor, *, note: str | None = None) -> Memory:
        self._require_human("approve", actor)
        mem = self._memory(ref)
        if mem.review is Review.REJECTED:
            raise UsageError(f"#{mem.id[-8:].lower()} is rejected; `cairn restore` it first")
        held = [h for h in self._open_challenges(mem.id) if h != mem.supersedes]
        if held:
            raise UsageError(
                f"#{mem.id[-8:].lower()} contradicts "
                + ", ".join(f"#{h[-8:].lower()}" for h in held)
                + "; a conflict is settled, not approved",
                hint=f"`cairn conflicts resolve {mem.id[-8:].lower()} keep-new|keep-old|keep-both`",
            )
        if mem.supersedes and mem.status is Status.PROPOSED:
            old = self.store.get(mem.supersedes)
            if old is not None and old.status in (Status.ACTIVE, Status.PROPOSED):
                self._retire_superseded(old, mem, actor)
                return self._memory(mem.id)
        with self.store.write() as tx:
            batch = _Batch(tx, mem.namespace, actor, now())
            self._set_review(batch, tx.get(mem.id) or mem, Review.APPROVED, note)
        return self._memory(mem.id)

    def reject(self, ref: str, actor: Actor, *, note: str | None = None) -> Memory:
        self._require_human("reject", actor)
        mem = self._memory(ref)
        with self.store.write() as tx:
            batch = _Batch(tx, mem.namespace, actor, now())
            self._set_review(batch, tx.get(mem.id) or mem, Review.REJECTED, note)
            self._reconsolidate(batch, tx, mem.id, "rejected")
        return self._memory(mem.id)

    def defer(self, ref: str, actor: Actor, *, note: str | None = None) -> Memory:
        self._require_human("defer", actor)
        mem = self._memory(ref)
        with self.store.write() as tx:
            batch = _Batch(tx, mem.namespace, actor, now())
            self._set_review(batch, tx.get(mem.id) or mem, Review.DEFERRED, note)
        return self._memory(mem.id)

    def restore(self, ref: str, actor: Actor, *, note: str | None = None) -> Memory:
        """Lift a rejection (the value-keyed verdict too); the memory waits for review again."""
        self._require_human("restore", actor)
        mem = self._memory(ref)
        with self.store.write() as tx:
            batch = _Batch(tx, mem.namespace, actor, now())
            payload: dict[str, Any] = {
                "set": {"review": Review.UNREVIEWED.value},
                "note": note,
                "verdict": {"claim_key": mem.claim_key, "lift": True},
            }
            prior: dict[str, Any] = {"review": mem.review.value}
            if mem.status is Status.ACTIVE:
                payload["set"]["status"] = Status.PROPOSED.value
                prior["status"] = mem.status.value
            batch.emit(ev.MEMORY_RESTORED, mem.id, payload, prior)
        return self._memory(mem.id)

    # -- agent's verbs: flag and cite (can only lower rank or credit use) -----------------------

    def flag(self, ref: str, actor: Actor, *, reason: str, view: View = View.REVIEW) -> Memory:
        """Lower a memory's rank and queue it for a person. Never raises rank or approves."""
        if not reason.strip():
            raise UsageError("a flag needs a reason")
        mem = self._memory(ref, view)
        with self.store.write() as tx:
            batch = _Batch(tx, mem.namespace, actor, now())
            flags = [*mem.flags, f"flagged: {reason.strip()[:200]}"]
            batch.emit(
                ev.MEMORY_FLAGGED,
                mem.id,
                {
                    "set": {
                        "rank_penalty": round(min(1.0, mem.rank_penalty + 0.25), 4),
                        "flags": flags,
                    },
                    "reason": reason,
                },
                {"rank_penalty": mem.rank_penalty, "flags": list(mem.flags)},
            )
        return self._memory(mem.id)

    def cite(
        self, ref: str, actor: Actor, *, revision: int, view: View = View.SEARCH
    ) -> tuple[Memory, bool]:
        """Record that an agent used a memory, bound to the revision it was shown. Credit (the
        cited count that ranking reads) is given only when that revision is still the memory's
        text; a citation of an older text is kept, uncredited. Returns (memory, credited)."""
        mem = self._memory(ref, view)
        credited = revision == mem.revision
        with self.store.write() as tx:
            batch = _Batch(tx, mem.namespace, actor, now())
            payload: dict[str, Any] = {
                "citation": {"revision": revision, "session": actor.session, "credited": credited}
            }
            if credited:
                done = self.store.events(EventFilter(memory_id=mem.id, types=(ev.MEMORY_CITED,)))
                count = sum(1 for e in done if e.payload.get("citation", {}).get("credited"))
                payload["set"] = {"cited_count": count + 1, "last_cited_at": batch.at}
            batch.emit(ev.MEMORY_CITED, mem.id, payload)
        return self._memory(mem.id), credited

    # -- reconsolidation --------------------------------------------------------------------

    def _reconsolidate(self, batch: _Batch, tx: WriteTx, mid: str, why: str) -> None:
        """When a memory is retired or rejected: memories held back because of it return to the
        review queue with the reason; memories it supported are flagged for review. Proposes
        only; never approves."""
        for e in tx.edges(mid):
            if e["resolved_at"] is not None:
                continue
            if e["type"] == "contested_because" and e["src"] == mid and e["dst"] != mid:
                # the challenger itself is gone: the memory it contested is no longer disputed
                batch.emit(
                    ev.EDGE_ADDED,
                    mid,
                    {
                        "edge": {
                            "src": mid,
                            "dst": e["dst"],
                            "type": "contested_because",
                            "resolved": True,
                            "resolution": f"the contesting memory was {why}",
                        }
                    },
                    actor=SYSTEM,
                )
            elif e["type"] == "contested_because" and e["dst"] == mid:
                held = tx.get(e["src"])
                batch.emit(
                    ev.EDGE_ADDED,
                    e["src"],
                    {
                        "edge": {
                            "src": e["src"],
                            "dst": mid,
                            "type": "contested_because",
                            "resolved": True,
                            "resolution": f"reason {why}",
                        }
                    },
                    actor=SYSTEM,
                )
                if held is not None and held.status is Status.PROPOSED:
                    flags = [f for f in held.flags if f != "contested"]
                    flags.append(f"requeued: the memory it conflicted with was {why}")
                    batch.emit(
                        ev.MEMORY_REQUEUED,
                        held.id,
                        {
                            "set": {"review": Review.UNREVIEWED.value, "flags": flags},
                            "reason": f"the reason for holding this back is gone (#{mid[-8:].lower()} {why})",
                        },
                        {"review": held.review.value, "flags": list(held.flags)},
                        actor=SYSTEM,
                    )
            elif e["type"] == "supports" and e["src"] == mid:
                sup = tx.get(e["dst"])
                if sup is not None and sup.status in (Status.ACTIVE, Status.PROPOSED):
                    flags = [*sup.flags, f"review: a memory supporting it was {why}"]
                    batch.emit(
                        ev.MEMORY_FLAGGED,
                        sup.id,
                        {
                            "set": {"flags": flags},
                            "reason": f"#{mid[-8:].lower()} that supported it was {why}",
                        },
                        {"flags": list(sup.flags)},
                        actor=SYSTEM,
                    )

    def review_queue(self) -> list[Memory]:
        """What waits for a person: proposals (unreviewed or deferred), active memories nobody
        approved (open mode), and memories flagged or requeued for review."""
        out: list[Memory] = []
        for m in self.memories(View.REVIEW):
            waiting = m.status is Status.PROPOSED and m.review in (
                Review.UNREVIEWED,
                Review.DEFERRED,
            )
            live_unsettled = m.status is Status.ACTIVE and (
                m.review is Review.UNREVIEWED
                or any(f.startswith(("flagged", "review", "audit", "requeued")) for f in m.flags)
            )
            if waiting or live_unsettled:
                out.append(m)
        return out

    # -- conflicts: found by admission, settled only by a person ---------------------------------

    def _open_challenges(self, mid: str) -> list[str]:
        """Ids of the memories that ``mid`` contradicts through an open contested_because edge."""
        return [
            e["dst"]
            for e in self.store.edges(mid)
            if e["type"] == "contested_because" and e["src"] == mid and e["resolved_at"] is None
        ]

    def conflicts(self) -> list[Conflict]:
        """Open conflicts in scope: each a newer claim held back because it contradicts another."""
        out: list[Conflict] = []
        for m in self.memories(View.REVIEW):
            if not m.contested_by:
                continue
            for e in self.store.edges(m.id):
                if (
                    e["type"] != "contested_because"
                    or e["src"] != m.id
                    or e["resolved_at"] is not None
                ):
                    continue
                old = self.store.get(e["dst"])
                if old is not None:
                    out.append(Conflict(m, old, e["at"], e.get("note")))
        return out

    def resolve_conflict(
        self,
        ref: str,
        resolution: str,
        actor: Actor,
        *,
        other: str | None = None,
        note: str | None = None,
        scope: ScopeLevel | None = None,
    ) -> list[Conflict]:
        """A person settles the conflicts of REF (either side; ``other`` picks one pair).

        keep-new: the new memory is approved and supersedes the old one, whose valid time ends
        now. keep-old: the new memory is rejected (a value-keyed verdict: the same claim stays
        out); the old one is untouched. keep-both: both stand, approved; the person says where
        each holds ("narrower scope"): ``note`` is required and kept on the resolution, and
        ``scope`` may move the new memory to a narrower level (project, or session: the caller's
        session). Returns the conflicts it settled."""
        self._require_human("conflicts resolve", actor)
        if resolution not in RESOLUTIONS:
            raise UsageError(f"resolution must be one of {', '.join(RESOLUTIONS)}")
        if resolution == KEEP_BOTH and not (note and note.strip()):
            raise UsageError(
                "keep-both needs --note saying where each one holds",
                hint="e.g. --note 'pnpm in the web package, npm elsewhere'",
            )
        mid = self.resolve(ref)
        other_id = self.resolve(other) if other else None
        chosen = [
            c
            for c in self.conflicts()
            if mid in (c.new.id, c.old.id) and other_id in (None, c.new.id, c.old.id)
        ]
        if not chosen:
            raise UsageError(
                f"#{mid[-8:].lower()} has no open conflict", hint="see `cairn conflicts`"
            )
        if len({c.new.id for c in chosen}) > 1:
            raise UsageError(
                f"#{mid[-8:].lower()} is contested by several memories; resolve each by its own id",
                hint="the new side's id is shown first in `cairn conflicts`",
            )
        new = chosen[0].new
        with self.store.write() as tx:
            batch = _Batch(tx, new.namespace, actor, now())
            for c in chosen:
                cur = tx.get(new.id) or new
                payload: dict[str, Any] = {
                    "edge": {
                        "src": new.id,
                        "dst": c.old.id,
                        "type": "contested_because",
                        "resolved": True,
                        "resolution": resolution + (f": {note}" if note else ""),
                    },
                    "resolution": resolution,
                    "old": c.old.id,
                    "note": note,
                }
                prior: dict[str, Any] = {
                    "edge": "open",
                    "new": {"status": cur.status.value, "review": cur.review.value},
                    "old": {"status": c.old.status.value, "review": c.old.review.value},
                }
                if "contested" in cur.flags:
                    payload["set"] = {"flags": [f for f in cur.flags if f != "contested"]}
                    prior["flags"] = list(cur.flags)
                batch.emit(ev.CONFLICT_RESOLVED, new.id, payload, prior)
            cur = tx.get(new.id) or new
            if resolution == KEEP_NEW:
                for c in chosen:
                    old = tx.get(c.old.id) or c.old
                    if old.status in (Status.ACTIVE, Status.PROPOSED):
                        self._supersede_in(batch, tx, old, tx.get(new.id) or new)
            elif resolution == KEEP_OLD:
                kept = ", ".join(f"#{c.old.id[-8:].lower()}" for c in chosen)
                self._set_review(batch, cur, Review.REJECTED, note or f"conflict: kept {kept}")
                self._reconsolidate(batch, tx, new.id, "rejected")
            else:
                if cur.review is not Review.APPROVED or cur.status is Status.PROPOSED:
                    self._set_review(batch, cur, Review.APPROVED, f"conflict: kept both ({note})")
                if scope is not None:
                    self._narrow(batch, tx.get(new.id) or cur, scope)
        return chosen

    _LEVELS = (ScopeLevel.USER, ScopeLevel.PROJECT, ScopeLevel.SESSION)  # widest first

    def _narrow(self, batch: _Batch, mem: Memory, level: ScopeLevel) -> None:
        if self._LEVELS.index(level) < self._LEVELS.index(mem.scope):
            raise UsageError(
                f"--scope {level.value} is wider than {mem.scope.value}; it can only narrow"
            )
        if level is mem.scope:
            return
        setv: dict[str, Any] = {"scope": level.value}
        if level is ScopeLevel.SESSION:
            if not self.scope.session:
                raise UsageError("--scope session needs a session", hint="set CAIRN_SESSION")
            setv["session"] = self.scope.session
        if mem.namespace == self.scope.user_namespace:
            raise UsageError("a user-level memory keeps its scope; resolve with --note only")
        batch.emit(
            ev.MEMORY_REVISED,
            mem.id,
            {"set": setv, "reason": "narrowed when a conflict was kept both ways"},
            {"scope": mem.scope.value, "session": mem.session},
        )

    # -- gates: a person's machine-checked rules ------------------------------------------------

    def add_gate(self, tool: str, pattern: str, reason: str, actor: Actor) -> WriteResult:
        """A person adds a gate; it is approved at once. (An agent's gate, written through
        ``add`` with kind gate, stays a proposal and blocks nothing until a person approves.)"""
        self._require_human("gate add", actor)
        try:
            rule = gate_rules.validate(tool, pattern, reason)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
        return self.add(
            Candidate(
                text=f"Gate on {rule.tool}: calls matching /{rule.pattern}/ are denied: {rule.reason}",
                namespace=self.scope.namespace,
                kind=Kind.GATE,
                source=Source(kind="human"),
                gate={"tool": rule.tool, "pattern": rule.pattern, "reason": rule.reason},
            ),
            actor,
        )

    def gates(self, *, everything: bool = False) -> list[Memory]:
        """The gates that block (approved and active, read through View.INJECT), or with
        ``everything`` every gate in scope (proposed and retired ones too)."""
        view = View.REVIEW if everything else View.INJECT
        found = self.store.select(view, self.scope, now(), Selection(kinds=(Kind.GATE,)))
        return found if everything else [m for m in found if m.review is Review.APPROVED]

    def check_gate(self, tool: str, tool_input: Any) -> gate_rules.Match | None:
        """The first approved, active gate matching this tool call, or None."""
        return gate_rules.first_match(((m.id, m.gate) for m in self.gates()), tool, tool_input)

    # -- audit: a bounded maintenance pass (see policy/audit.py for its limits) ------------------

    def audit(self, *, stale_days: int = audit_policy.STALE_DAYS) -> list[audit_policy.Finding]:
        """What an audit finds now. Changes nothing."""
        mems = self.memories(View.REVIEW)
        cited = {
            e.memory_id for e in self.log(EventFilter(types=(ev.MEMORY_CITED,))) if e.memory_id
        }
        supports: list[tuple[str, str]] = []
        for m in mems:
            if m.status in audit_policy.LIVE:
                supports += [
                    (e["src"], e["dst"])
                    for e in self.store.edges(m.id)
                    if e["type"] == "supports" and e["dst"] == m.id and e["resolved_at"] is None
                ]
        return audit_policy.find(
            mems, at=now(), cited=cited, supports=supports, stale_days=stale_days
        )

    def enforce_audit(self, findings: list[audit_policy.Finding]) -> str:
        """Apply findings: add each flag and rank penalty (never anything else). Returns the run
        id that ``undo_audit`` takes."""
        run = new_ulid()
        actor = Actor(ActorKind.SYSTEM, audit_policy.ACTOR_ID)
        with self.store.write() as tx:
            for f in findings:
                mem = tx.get(f.memory_id)
                if mem is None or f.flag in mem.flags:
                    continue
                batch = _Batch(tx, mem.namespace, actor, now())
                penalty = round(min(audit_policy.MAX_PENALTY, mem.rank_penalty + f.penalty), 4)
                batch.emit(
                    ev.MEMORY_FLAGGED,
                    mem.id,
                    {
                        "set": {"flags": [*mem.flags, f.flag], "rank_penalty": penalty},
                        "reason": f"{f.check}: {f.detail}",
                        "audit": {
                            "run": run,
                            "check": f.check,
                            "flag": f.flag,
                            "penalty": round(penalty - mem.rank_penalty, 4),
                        },
                    },
                    {"flags": list(mem.flags), "rank_penalty": mem.rank_penalty},
                )
        return run

    def undo_audit(self, run: str, actor: Actor) -> int:
        """A person takes back one audit run: its flags go, its rank penalties are returned."""
        self._require_human("audit --undo", actor)
        done = 0
        flagged = self.log(EventFilter(types=(ev.MEMORY_FLAGGED,), actor=audit_policy.ACTOR_ID))
        with self.store.write() as tx:
            for e in flagged:
                info = e.payload.get("audit") or {}
                mem = tx.get(e.memory_id) if e.memory_id else None
                if info.get("run") != run or mem is None or info.get("flag") not in mem.flags:
                    continue
                batch = _Batch(tx, mem.namespace, actor, now())
                penalty = round(max(0.0, mem.rank_penalty - float(info.get("penalty", 0.0))), 4)
                batch.emit(
                    ev.MEMORY_FLAGGED,
                    mem.id,
                    {
                        "set": {
                            "flags": audit_policy.undo_flags(mem.flags, info["flag"]),
                            "rank_penalty": penalty,
                        },
                        "reason": f"undo of audit run {run}",
                        "undo": {"run": run, "event": e.id},
                    },
                    {"flags": list(mem.flags), "rank_penalty": mem.rank_penalty},
                )
                done += 1
        if not done:
            raise NotFound(f"no audit change of run {run!r} is left to undo")
        return done

    # -- reads -----------------------------------------------------------------------------

    def get(self, ref: str, view: View = View.REVIEW) -> Memory:
        return self._memory(ref, view)

    def memories(self, view: View = View.REVIEW, sel: Selection = Selection()) -> list[Memory]:
        return self.store.select(view, self.scope, now(), sel)

    def search(
        self, text: str, *, view: View = View.SEARCH, limit: int = 20, mode: str = "lexical"
    ) -> list[tuple[Memory, float]]:
        """Ranked matches for ``text`` (no abstention floor); see ``cairn.search.pipeline``."""
        from cairn.search.pipeline import search

        return search(self, text, view=view, limit=limit, mode=mode)

    def sources(self, ref: str, view: View = View.REVIEW) -> list[dict[str, Any]]:
        return self.store.sources(self._memory(ref, view).id)  # scope-checked, like get

    def revisions(self, ref: str, view: View = View.REVIEW) -> list[dict[str, Any]]:
        return self.store.revisions(self._memory(ref, view).id)

    def history(self, ref: str, view: View = View.REVIEW) -> tuple[Memory, list[Event]]:
        mem = self._memory(ref, view)
        return mem, self.store.events(EventFilter(memory_id=mem.id))

    def log(self, flt: EventFilter) -> list[Event]:
        if not flt.namespaces:
            flt = replace(flt, namespaces=self.scope.namespaces)
        return self.store.events(flt)

    def as_of(
        self, valid_at: str, known_at: str | None = None, *, kinds: tuple[Kind, ...] = ()
    ) -> list[Memory]:
        """What was valid at ``valid_at``, as the store knew it at ``known_at`` (default the same)."""
        known = known_at or valid_at
        past = self.store.replay_until(known, self.scope.namespaces)
        try:
            return past.select(View.AS_OF, self.scope, valid_at, Selection(kinds=kinds))
        finally:
            past.close()

    # -- policy ----------------------------------------------------------------------------

    def set_policy(
        self, key: str, value: Any, actor: Actor, *, namespace: str | None = None
    ) -> None:
        self._require_human("policy set", actor)
        ns = namespace or self.scope.namespace
        with self.store.write() as tx:
            batch = _Batch(tx, ns, actor, now())
            batch.emit(
                ev.POLICY_SET,
                None,
                {"policy": {"key": key, "value": value}},
                {"value": tx.policy(ns, key)},
            )

    def operator_policy(
        self, key: str, value: Any, operator: str, *, namespace: str | None = None
    ) -> None:
        """A policy change made by an operator process (an importer or a benchmark acting for
        the person who ran it), recorded as such; never reachable from an agent surface."""
        ns = namespace or self.scope.namespace
        actor = Actor(ActorKind.HUMAN, operator, client="operator")
        with self.store.write() as tx:
            batch = _Batch(tx, ns, actor, now())
            batch.emit(
                ev.POLICY_SET,
                None,
                {"policy": {"key": key, "value": value}, "operator": True},
                {"value": tx.policy(ns, key)},
            )

    # -- maintenance -----------------------------------------------------------------------

    def scan_secrets(self) -> list[Any]:
        """Secrets sitting in stored events and projections (kinds and places, never values)."""
        from cairn.store import purge
        from cairn.store.sqlite import SQLiteStore

        if not isinstance(self.store, SQLiteStore):
            raise UsageError("secret scanning needs the SQLite store")
        return list(purge.scan(self.store))

    def purge(self, ref: str, actor: Actor, *, values: tuple[str, ...] = ()) -> Any:
        """A person's purge of secrets from the events of ``ref`` (an event or a memory): the
        one sanctioned rewrite of the log, recorded as a secret.purged event."""
        from cairn.store import purge
        from cairn.store.sqlite import SQLiteStore

        self._require_human("purge", actor)
        if not isinstance(self.store, SQLiteStore):
            raise UsageError("purge needs the SQLite store")
        ids = purge.targets(self.store, ref)
        if not ids:
            raise NotFound(f"no event or memory {ref!r}", hint="see `cairn redact --scan`")
        return purge.purge(self.store, ids, actor, values=values)

    def rebuild(self) -> Report:
        return self.store.rebuild()

    def doctor(self) -> Report:
        return self.store.doctor()


def person_actor(user: str, *, client: str = "cli") -> Actor:
    return Actor(ActorKind.HUMAN, user, client=client)


def agent_actor(
    agent: str,
    *,
    client: str | None = None,
    session: str | None = None,
    vouched: bool = False,
    model: str | None = None,
) -> Actor:
    return Actor(
        ActorKind.AGENT, agent, client=client, session=session, vouched=vouched, model=model
    )


__all__ = ["MemoryService", "WriteResult", "agent_actor", "person_actor", "slot_key"]
