"""Review verbs: a person's approve, reject, defer and restore (verdicts keyed on the value),
and the agent's flag and cite, which can only lower rank or credit use."""

from __future__ import annotations

from typing import Any

from cairn import events as ev
from cairn.errors import NotFound, UsageError
from cairn.model import (
    COUNT_MAX,
    Actor,
    Memory,
    Review,
    Status,
    View,
)
from cairn.service.lifetime import Lifetime, _refuse_rejected
from cairn.store.base import EventFilter

# A proposal waits for a person while nobody has decided on it (or they put it aside).
WAITING = (Review.UNREVIEWED, Review.DEFERRED)
# A person's decisions that ``undo_decision`` can take back.
UNDOABLE = frozenset({ev.MEMORY_APPROVED, ev.MEMORY_REJECTED, ev.MEMORY_DEFERRED})
# An approved memory in one of these states is approved already: approving it again writes nothing
# (an expired proposal is approved as expired).
SETTLED = (Status.ACTIVE, Status.EXPIRED)


class Reviews(Lifetime):
    def approve(self, ref: str, actor: Actor, *, note: str | None = None) -> Memory:
        self._require_human("approve", actor)
        mem = self._memory(ref)
        if mem.review is Review.APPROVED and mem.status in SETTLED:
            return mem  # already approved: nothing changes, so no event is written
        _refuse_rejected(mem)
        from cairn.service import compaction  # only on a person's approval (off the hook path)

        members = compaction.summarised(self, mem)
        if members:  # a compaction summary: approving it supersedes what it summarises
            return compaction.approve_summary(self, mem, members, actor, note)
        held = [h for h in self._open_challenges(mem.id) if h != mem.supersedes]
        if held:
            raise UsageError(
                f"#{mem.id[-8:].lower()} contradicts "
                + ", ".join(f"#{h[-8:].lower()}" for h in held)
                + "; a conflict is settled, not approved",
                hint=f"`cairn conflicts resolve {mem.id[-8:].lower()} keep-new|keep-old|keep-both`",
            )
        self._refuse_withheld(self.store, mem)
        if mem.supersedes and mem.status is Status.PROPOSED:
            old = self.store.get(mem.supersedes)
            if old is not None and old.namespace != mem.namespace:
                raise NotFound(
                    f"#{mem.id[-8:].lower()} supersedes no memory {old.id[-8:].lower()!r} in"
                    " this project",
                    hint="nothing was changed; reject this proposal",
                )
        with self.store.write() as tx:
            # checked again under the write lock: a rejection another process committed since
            # the checks above (a person rejecting the same proposal at the same moment) stands;
            # so does a retirement of the memory it would replace (it is not retired twice)
            now = tx.get(mem.id) or mem
            if now.review is Review.APPROVED and now.status in SETTLED:
                return now
            _refuse_rejected(now)
            self._refuse_withheld(tx, now)
            batch = self._batch(tx, mem.namespace, actor)
            old = tx.get(now.supersedes) if now.supersedes else None
            live = (Status.ACTIVE, Status.PROPOSED)
            if (
                now.status is Status.PROPOSED
                and old is not None
                and old.namespace == now.namespace
                and old.status in live
            ):
                self._supersede_in(batch, tx, old, now)
            else:
                self._set_review(batch, now, Review.APPROVED, note)
        return self._memory(mem.id)

    def reject(self, ref: str, actor: Actor, *, note: str | None = None) -> Memory:
        self._require_human("reject", actor)
        mem = self._memory(ref)
        with self.store.write() as tx:
            batch = self._batch(tx, mem.namespace, actor)
            self._set_review(batch, tx.get(mem.id) or mem, Review.REJECTED, note)
            self._reconsolidate(batch, tx, mem.id, "rejected")
        return self._memory(mem.id)

    def defer(self, ref: str, actor: Actor, *, note: str | None = None) -> Memory:
        self._require_human("defer", actor)
        mem = self._memory(ref)
        with self.store.write() as tx:
            batch = self._batch(tx, mem.namespace, actor)
            self._set_review(batch, tx.get(mem.id) or mem, Review.DEFERRED, note)
        return self._memory(mem.id)

    def restore(self, ref: str, actor: Actor, *, note: str | None = None) -> Memory:
        """Lift a rejection (the value-keyed verdict too); the memory waits for review again.
        A memory with no rejection to lift (approved, waiting, deferred) is returned as it is and
        no event is written: restoring it must not quietly take an approval back."""
        self._require_human("restore", actor)
        mem = self._memory(ref)
        if not self._restorable(self.store, mem):
            return mem
        with self.store.write() as tx:
            # checked again under the write lock: a restore committed meanwhile lifted it already
            now = tx.get(mem.id) or mem
            if not self._restorable(tx, now):
                return now
            mem = now
            batch = self._batch(tx, mem.namespace, actor)
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

    @staticmethod
    def _restorable(reader: Any, mem: Memory) -> bool:
        """A rejection to lift: the memory is rejected, or its claim stands rejected in its
        namespace."""
        if mem.review is Review.REJECTED:
            return True
        return reader.verdict([mem.namespace], mem.claim_key) is not None

    def flag(self, ref: str, actor: Actor, *, reason: str, view: View = View.REVIEW) -> Memory:
        """Lower a memory's rank and queue it for a person. Never raises rank or approves."""
        if not reason.strip():
            raise UsageError("a flag needs a reason")
        mem = self._memory(ref, view)
        with self.store.write() as tx:
            batch = self._batch(tx, mem.namespace, actor)
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
        if not 1 <= revision <= mem.revision:  # a revision never shown cannot have been used
            raise UsageError(
                f"#{mem.id[-8:].lower()} has no revision {revision} (it is at rev {mem.revision})",
                hint="cite the revision the memory was shown at",
            )
        credited = revision == mem.revision
        with self.store.write() as tx:
            batch = self._batch(tx, mem.namespace, actor)
            payload: dict[str, Any] = {
                "citation": {"revision": revision, "session": actor.session, "credited": credited}
            }
            if credited:
                done = self.store.events(EventFilter(memory_id=mem.id, types=(ev.MEMORY_CITED,)))
                count = sum(1 for e in done if e.payload.get("citation", {}).get("credited"))
                cited = min(COUNT_MAX, count + 1)
                payload["set"] = {"cited_count": cited, "last_cited_at": batch.at}
            batch.emit(ev.MEMORY_CITED, mem.id, payload)
        return self._memory(mem.id), credited

    def review_queue(self) -> list[Memory]:
        """What waits for a person: proposals (unreviewed or deferred), active memories nobody
        approved (open mode), and memories flagged, requeued, or found stale by a code-anchor
        check, for review."""
        out: list[Memory] = []
        for m in self.memories(View.REVIEW):
            waiting = m.status is Status.PROPOSED and m.review in WAITING
            live_unsettled = m.status is Status.ACTIVE and (
                m.review is Review.UNREVIEWED
                or any(
                    f.startswith(("flagged", "review", "audit", "requeued", "stale"))
                    for f in m.flags
                )
            )
            if waiting or live_unsettled:
                out.append(m)
        return out

    def undo_decision(
        self, ref: str, event_id: str, actor: Actor, *, note: str | None = None
    ) -> Memory:
        """A person takes back their own approve, reject or defer (``event_id``): one new event
        (``memory.restored``) puts back the columns that decision set, as they were before it,
        and lifts the value-keyed verdict only when that rejection wrote it. The log keeps the
        decision and its undoing. Refused, changing nothing, when the decision was not a
        person's, when it also changed other memories (a supersession, a conflict closed, a
        memory requeued: undoing one row would not put those back, so each is decided again),
        or when a later event changed what it set."""
        self._require_human("undo", actor)
        mem = self._memory(ref)
        short = f"#{mem.id[-8:].lower()}"
        history = self.store.events(EventFilter(memory_id=mem.id))
        idx = next((i for i, e in enumerate(history) if e.id == event_id), None)
        target = history[idx] if idx is not None else None
        if target is None or target.memory_id != mem.id or target.type not in UNDOABLE:
            raise UsageError(f"{short} has no approve, reject or defer {event_id!r} to undo")
        if not target.actor.is_human:
            raise UsageError(f"{short}: only a person's decision is undone this way")
        same_write = self.store.events(EventFilter(since=target.at, until=target.at))
        others = sorted({e.memory_id or "?" for e in same_write if e.memory_id != mem.id})
        if others:
            raise UsageError(
                f"the decision on {short} also changed "
                + ", ".join(f"#{o[-8:].lower()}" for o in others)
                + "; undoing it alone would not put those back: decide each again",
                hint="nothing was changed",
            )
        decided: dict[str, Any] = dict(target.payload.get("set") or {})
        later = [
            e
            for e in history[(idx or 0) + 1 :]
            if e.memory_id == mem.id and set(e.payload.get("set") or {}) & set(decided)
        ]
        if later:
            raise UsageError(
                f"{short} changed after that decision ({later[-1].type}); decide it again",
                hint="nothing was changed",
            )
        before = {k: (target.prior or {}).get(k) for k in decided}
        with self.store.write() as tx:
            cur = tx.get(mem.id) or mem
            now_ = cur.as_dict()
            if any(now_.get(k) != v for k, v in decided.items()):
                raise UsageError(f"{short} changed after that decision; decide it again")
            payload: dict[str, Any] = {
                "set": before,
                "note": note,
                "undoes": {"event": target.id, "type": target.type},
            }
            verdict = tx.verdict([cur.namespace], cur.claim_key)
            if target.type == ev.MEMORY_REJECTED and verdict and verdict["event_id"] == target.id:
                payload["verdict"] = {"claim_key": cur.claim_key, "lift": True}
            batch = self._batch(tx, mem.namespace, actor)
            batch.emit(ev.MEMORY_RESTORED, mem.id, payload, {k: now_.get(k) for k in decided})
        return self._memory(mem.id)
