"""A person's lifetime verbs: edit (a new revision), supersede and expire (valid time ends),
retract (record time ends). Each requires a human actor and triggers reconsolidation."""

from __future__ import annotations

from typing import Any

from cairn import events as ev
from cairn.claimkey import latin_fold
from cairn.errors import PolicyError, UsageError
from cairn.model import (
    Actor,
    Candidate,
    Memory,
    Review,
    Source,
    Status,
)
from cairn.policy import admission
from cairn.policy import redact as redaction
from cairn.service.core import _Batch, shown_text
from cairn.service.writes import Writes
from cairn.store.base import WriteTx


def _refuse_rejected(mem: Memory) -> None:
    if mem.review is Review.REJECTED:
        raise UsageError(f"#{mem.id[-8:].lower()} is rejected; `cairn restore` it first")


class Lifetime(Writes):
    def edit(self, ref: str, text: str, actor: Actor) -> Memory:
        """A person's new text for a memory: a new revision, through the checks of every write.
        A text that stands rejected (in any namespace that reads it) is refused, naming the
        verdict, and nothing changes; a text that resembles a rejected one or contradicts a live
        memory is revised and returns to the review queue (contested, like a new claim)."""
        self._require_human("edit", actor)
        mem = self._memory(ref)
        text = redaction.redact(shown_text(text).strip()).text
        if not text:
            raise UsageError("empty text")
        if text == mem.text:
            return mem
        latin_fold()  # claim keys fold look-alikes: the table loads before the write lock
        with self.store.write() as tx:
            batch = self._batch(tx, mem.namespace, actor)
            cur = tx.get(mem.id) or mem
            decision = admission.admit_edit(
                tx, cur, text, user_namespace=self.scope.user_namespace, at=batch.at
            )
            if decision.action == "refuse":
                raise PolicyError(
                    f"edit of #{mem.id[-8:].lower()} refused: " + "; ".join(decision.reasons),
                    hint="nothing was changed",
                )
            key = decision.claim_key
            old_evidence = {"evidence_count": cur.evidence_count, "confidence": cur.confidence}
            setv: dict[str, Any] = {
                "text": text,
                "claim_key": key,
                "revision": cur.revision + 1,
                "evidence_count": 1,
            }
            prior: dict[str, Any] = {
                "text": cur.text,
                "claim_key": cur.claim_key,
                "revision": cur.revision,
                "evidence_count": cur.evidence_count,
            }
            for col, new, old in (
                ("status", decision.status.value, cur.status.value),
                ("review", decision.review.value, cur.review.value),
                ("flags", list(decision.flags), list(cur.flags)),
            ):
                if new != old:
                    setv[col], prior[col] = new, old
            batch.emit(
                ev.MEMORY_REVISED,
                mem.id,
                {
                    "set": setv,
                    "revision": {
                        "revision": cur.revision + 1,
                        "text": text,
                        "claim_key": key,
                        "known_at": batch.at,
                        "effective_at": batch.at,
                    },
                    "old_revision": {"revision": cur.revision, "evidence": old_evidence},
                    "reasons": list(decision.reasons),
                },
                prior,
            )
            for other in decision.contested_by:
                batch.emit(
                    ev.EDGE_ADDED,
                    mem.id,
                    {
                        "edge": {
                            "src": mem.id,
                            "dst": other,
                            "type": "contested_because",
                            "note": "conflicting claim (edited)",
                        }
                    },
                )
        if self.embed_on_write:  # committed: the new revision's vector, outside the transaction
            from cairn.search import autoembed

            autoembed.after_write(self.store, [mem.id], load=self.load_model)
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
            added = self.add(
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
            )
            new = added.memory
            if added.action == "withheld" or new.review is Review.REJECTED:
                raise PolicyError(
                    f"the new text stands rejected (#{new.id[-8:].lower()}): "
                    + ("; ".join(added.reasons) or "a person rejected it"),
                    hint=f"nothing was superseded; #{old.id[-8:].lower()} stays as it was"
                    " (`cairn restore` the rejected one first if it is right after all)",
                )
        else:
            assert by is not None
            new = self._memory(by)
        return self._retire_superseded(old, new, actor, at=at)

    def _retire_superseded(
        self, old: Memory, new: Memory, actor: Actor, *, at: str | None = None
    ) -> tuple[Memory, Memory]:
        with self.store.write() as tx:
            batch = self._batch(tx, old.namespace, actor)
            self._supersede_in(batch, tx, tx.get(old.id) or old, new, at=at)
        return self._memory(old.id), self._memory(new.id)

    def _refuse_withheld(self, reader: Any, mem: Memory) -> None:
        """Refuse when the claim stands rejected on another memory (any namespace that reads
        it): that rejection stands wherever it was made."""
        verdict = reader.verdict(
            admission.readers(mem.namespace, self.scope.user_namespace),
            mem.claim_key,
            prefer=mem.namespace,
        )
        if verdict is not None and verdict.get("memory_id") != mem.id:
            raise PolicyError(
                f"#{mem.id[-8:].lower()} is withheld: {admission.verdict_reason(verdict)}",
                hint="that rejection stands wherever it was made; a person restores it there first",
            )

    def _supersede_in(
        self, batch: _Batch, tx: WriteTx, old: Memory, new: Memory, *, at: str | None = None
    ) -> None:
        """Inside one transaction: approve NEW as the replacement, end OLD's valid time."""
        when = at or batch.at
        cur_new = tx.get(new.id) or new
        # read under the write lock: a person's rejection of the replacement (or of its value)
        # and a retirement of the old memory committed by another process since the caller
        # looked both stand; nothing is written
        _refuse_rejected(cur_new)
        self._refuse_withheld(tx, cur_new)
        if old.status not in (Status.ACTIVE, Status.PROPOSED):
            raise UsageError(
                f"#{old.id[-8:].lower()} is {old.status.value}; only a live memory"
                " can be superseded"
            )
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
            batch = self._batch(tx, mem.namespace, actor)
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
            batch = self._batch(tx, mem.namespace, actor)
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
