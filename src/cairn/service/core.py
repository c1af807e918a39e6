"""The service's foundation: the store and scope it acts on, id resolution, the human-actor
check, policy reads, and the two write helpers every verb shares: ``_Batch`` (events of one
operation, redacted and appended in one transaction) and the review/reconsolidation steps.

Scope holds on writes as on reads: every id a caller gives is resolved among the memories of the
caller's scope (``resolve``; a memory of another project reads exactly like one that does not
exist), and every batch of events carries the namespaces it may touch, so an event on a memory
outside them raises inside the transaction and nothing is committed.

Redaction runs twice on every write and costs once: the verbs redact what they were given before
they open the write transaction, and ``_Batch.emit`` passes every event (payload, prior and the
actor's id, client, session and model) through the same redaction inside it, where strings
already judged are answered from memory. The detector is loaded before ``BEGIN``
(``Store.before_write``), so nothing is imported or compiled while the lock is held."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
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
_ID_LEN = len(new_ulid())  # a full memory id (a ULID)


# Characters a memory's text never keeps: C0 and C1 controls other than tab and new line (a NUL,
# an escape sequence that repaints a terminal) and the bidirectional embedding, override and
# isolate controls, which make a text display in an order other than the one it is read in (what
# a person approves on screen must be the text the agent is given).
_HIDDEN = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def shown_text(text: str) -> str:
    """``text`` without the characters that would make it display other than it reads
    (``_HIDDEN``); a carriage return reads as a new line."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return _HIDDEN.sub("", text) if _HIDDEN.search(text) else text


@dataclass(frozen=True)
class WriteResult:
    memory: Memory
    action: str  # created | corroborated | withheld
    reasons: tuple[str, ...] = ()
    redactions: int = 0  # distinct secrets replaced by [REDACTED:<kind>] in this write


@dataclass
class _Batch:
    """Events of one operation, appended in order inside one transaction."""

    tx: WriteTx
    ns: str
    actor: Actor
    at: str
    redactions: int = 0  # replacements made in the events (a secret repeated counts twice)
    appended: list[Event] = field(default_factory=list)
    may_touch: frozenset[str] | None = None  # namespaces this batch may write to (None: any)
    secrets: set[int] = field(default_factory=set)  # distinct secrets (``Redaction.secrets``)

    def emit(
        self,
        type_: str,
        memory_id: str | None,
        payload: dict[str, Any],
        prior: dict[str, Any] | None = None,
        *,
        actor: Actor | None = None,
    ) -> Event:
        if self.may_touch is not None:
            self._within_scope(memory_id, payload)
        with redaction.counting() as tally:
            clean, n = redaction.redact_value(payload)
            clean_prior = redaction.redact_value(prior)[0] if prior else None
            who = clean_actor(actor or self.actor)
        self.redactions += n
        self.secrets |= tally.secrets
        assert isinstance(clean, dict)
        event = Event(
            id=new_ulid(),
            at=self.at,
            namespace=self.ns,
            actor=who,
            type=type_,
            memory_id=memory_id,
            payload=clean,
            prior=clean_prior if isinstance(clean_prior, dict) else None,
            version=ev.CURRENT_VERSION,
        )
        event = self.tx.append(event)  # as stored: with its clock stamp
        self.appended.append(event)
        return event

    def _within_scope(self, memory_id: str | None, payload: dict[str, Any]) -> None:
        """Refuse (inside the transaction, so nothing is committed) an event that would touch
        a memory of a namespace this batch may not write to."""
        assert self.may_touch is not None
        spaces = {self.ns}
        created = payload.get("create")
        if isinstance(created, dict):
            spaces.add(str(created.get("namespace")))
        ids = [memory_id] if memory_id and not created else []
        edge = payload.get("edge")
        if isinstance(edge, dict):
            ids += [str(edge.get("src")), str(edge.get("dst"))]
        for mid in ids:
            ns = self.tx.namespace_of(mid)
            if ns is not None:
                spaces.add(ns)
            elif mid != memory_id:
                spaces.add("?")
        if not spaces <= self.may_touch:
            raise NotFound(
                f"no memory {'#' + memory_id[-8:].lower() if memory_id else ''} in this project",
                hint="nothing was changed; a write never reaches another project's memories",
            )


def prepare_write() -> None:
    """Load everything a write transaction uses before ``BEGIN``: the secret detector (its
    expressions compiled) and the modules admission imports lazily, which the read-only hook
    paths never need. A test runs the real CLI write and fails when anything is imported or
    compiled while the lock is held (``bench.lockhold``)."""
    redaction.ready()
    import array  # noqa: F401  (store.vocab's posting lists)

    from cairn.policy import (
        conflicts,  # noqa: F401  (admission's conflict probe)
        measures,
    )

    measures.ready()  # the probe measures values ("75 min" / "75 minutes") under the lock


def clean_actor(actor: Actor) -> Actor:
    """The actor with its id, client, session and model redacted (a hook's ``session_id`` or
    an MCP client's name is whatever the caller sent). The same object when nothing changed."""
    who = redaction.redact(actor.id).text
    client = redaction.redact_text(actor.client)
    session = redaction.redact_text(actor.session)
    model = redaction.redact_text(actor.model)
    if (who, client, session, model) == (actor.id, actor.client, actor.session, actor.model):
        return actor
    return replace(actor, id=who, client=client, session=session, model=model)


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


def _not_found(ref: str) -> NotFound:
    return NotFound(f"no memory {ref!r} in this project", hint="see `cairn list` for ids")


class ServiceCore:
    def __init__(
        self,
        store: Store,
        scope: Scope,
        *,
        clock: Clock = now,
        embed_on_write: bool = True,
        load_model: bool = True,
    ) -> None:
        """``clock`` is where every write reads its record time and every read its "now": the
        system clock, unless a replay (the demo, a benchmark importing dated events, a test)
        passes its own. No environment variable can move it. ``embed_on_write``: vectors are
        built after each committed write (``search.autoembed``); a bench that builds them
        itself, or measures admission alone, passes False. ``load_model``: whether a write may
        load the embedding model in this process to build them inline (about 2 s, once); a
        short-lived or latency-bound host (the CLI, hooks, the MCP and web servers) passes
        False and the warm embedder builds them in the background."""
        self.store = store
        self.scope = scope
        self.clock = clock
        self.embed_on_write = embed_on_write
        self.load_model = load_model
        # what a write uses loads before it takes the lock, never inside the transaction
        store.before_write(prepare_write)

    @classmethod
    def open(
        cls,
        path: str | Path,
        scope: Scope,
        *,
        clock: Clock = now,
        on_wait: Callable[[float], None] | None = None,
        embed_on_write: bool = True,
        load_model: bool = True,
    ) -> Self:
        """The service on the SQLite store at ``path``; ``on_wait`` is told when a write has
        waited a while for another process's lock (the CLI says so on stderr)."""
        from cairn.store.sqlite import SQLiteStore

        return cls(
            SQLiteStore(path, on_wait=on_wait),
            scope,
            clock=clock,
            embed_on_write=embed_on_write,
            load_model=load_model,
        )

    def close(self) -> None:
        self.store.close()

    def resolve(self, ref: str) -> str:
        """The full id of the memory ``ref`` names, resolved among the memories of this
        service's scope only. A memory of another project raises the same NotFound as one that
        does not exist."""
        mid = self.store.resolve_id(ref, self.scope)
        if mid is None:
            raise _not_found(ref)
        return mid

    def _memory(self, ref: str, view: View = View.REVIEW) -> Memory:
        full = ref.strip().lstrip("#").strip().upper()
        if len(full) == _ID_LEN and full.isascii() and full.isalnum():
            # a full id: read it through ``view`` at once (one statement, not two). Every view
            # narrows REVIEW, the view ``resolve`` looks in, so a row found here is the one
            # ``resolve`` would have named; none found falls back to resolving the reference
            found = self.store.select(view, self.scope, self.clock(), Selection(ids=(full,)))
            if found:
                return found[0]
        mid = self.resolve(ref)
        found = self.store.select(view, self.scope, self.clock(), Selection(ids=(mid,)))
        if not found:
            raise _not_found(ref)
        return found[0]

    def _batch(self, tx: WriteTx, namespace: str, actor: Actor) -> _Batch:
        """A batch of events on memories of this service's scope (and nowhere else)."""
        return _Batch(
            tx, namespace, actor, self.clock(), may_touch=frozenset(self.scope.namespaces)
        )

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
                # a proposal whose valid time already ended (a person expired it while it
                # waited) is approved as what it is: expired, not live
                ended = mem.valid_to is not None and mem.valid_to <= batch.at
                setv["status"] = (Status.EXPIRED if ended else Status.ACTIVE).value
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
