"""Conflicts: found by admission, listed here, and settled only by a person (keep-new,
keep-old, keep-both)."""

from __future__ import annotations

from typing import Any

from cairn import events as ev
from cairn.errors import UsageError
from cairn.model import (
    Actor,
    Memory,
    Review,
    ScopeLevel,
    Status,
    View,
)
from cairn.policy.resolution import KEEP_BOTH, KEEP_NEW, KEEP_OLD, RESOLUTIONS, Conflict
from cairn.service.core import _Batch
from cairn.service.lifetime import _refuse_rejected
from cairn.service.review import Reviews


class Conflicts(Reviews):
    _LEVELS = (ScopeLevel.USER, ScopeLevel.PROJECT, ScopeLevel.SESSION)  # widest first

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
            if resolution != KEEP_OLD:
                # read under the write lock: a rejection of the new memory committed since the
                # conflicts were listed stands (keep-new and keep-both would approve it)
                _refuse_rejected(tx.get(new.id) or new)
            batch = self._batch(tx, new.namespace, actor)
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
