"""The service's foundation: the store and scope it acts on, id resolution, the human-actor
check, policy reads, and the two write helpers every verb shares: ``_Batch`` (events of one
operation, redacted and appended in one transaction) and the review/reconsolidation steps."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Self

from cairn import events as ev
from cairn.errors import NotFound, PersonRequired
from cairn.ids import new_ulid
from cairn.model import (
    Actor,
    ActorKind,
    Admission,
    Event,
    Memory,
    Review,
    Scope,
    Source,
    Status,
    View,
)
from cairn.policy import admission
from cairn.policy import redact as redaction
from cairn.store.base import Selection, Store, WriteTx
from cairn.timeutil import Clock, now

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
        clean, n = redaction.redact_value(payload)
        self.redactions += n
        clean_prior = redaction.redact_value(prior)[0] if prior else None
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


class ServiceCore:
    def __init__(
        self, store: Store, scope: Scope, *, clock: Clock = now, embed_on_write: bool = True
    ) -> None:
        """``clock`` is where every write reads its record time and every read its "now": the
        system clock, unless a replay (the demo, a benchmark importing dated events, a test)
        passes its own. No environment variable can move it. ``embed_on_write``: vectors are
        built after each committed write (``search.autoembed``); a bench that builds them
        itself, or measures admission alone, passes False."""
        self.store = store
        self.scope = scope
        self.clock = clock
        self.embed_on_write = embed_on_write

    @classmethod
    def open(
        cls, path: str | Path, scope: Scope, *, clock: Clock = now, embed_on_write: bool = True
    ) -> Self:
        from cairn.store.sqlite import SQLiteStore

        return cls(SQLiteStore(path), scope, clock=clock, embed_on_write=embed_on_write)

    def close(self) -> None:
        self.store.close()

    def resolve(self, ref: str) -> str:
        mid = self.store.resolve_id(ref)
        if mid is None:
            raise NotFound(f"no memory {ref!r}", hint="see `cairn list` for ids")
        return mid

    def _memory(self, ref: str, view: View = View.REVIEW) -> Memory:
        mid = self.resolve(ref)
        found = self.store.select(view, self.scope, self.clock(), Selection(ids=(mid,)))
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

    def memories(self, view: View = View.REVIEW, sel: Selection = Selection()) -> list[Memory]:
        return self.store.select(view, self.scope, self.clock(), sel)

    def get(self, ref: str, view: View = View.REVIEW) -> Memory:
        return self._memory(ref, view)

    def _open_challenges(self, mid: str) -> list[str]:
        """Ids of the memories that ``mid`` contradicts through an open contested_because edge."""
        return [
            e["dst"]
            for e in self.store.edges(mid)
            if e["type"] == "contested_because" and e["src"] == mid and e["resolved_at"] is None
        ]
