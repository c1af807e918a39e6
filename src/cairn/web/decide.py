"""A person's decisions from the review UI, each one service call with the person's actor, and
the undo of the last one.

One key, one decision: approve, reject, defer (``MemoryService.approve/reject/defer``), edit
(``edit``: a new revision; the memory stays in the queue to be decided), a conflict settled
(``resolve_conflict``: keep-new, keep-old, keep-both with a note), and bulk decisions on a group
of near-duplicates (each member decided on its own, in order).

Undo takes back the last decision of this launch as new events by the same person, never by
rewriting the log: an approve, reject or defer through ``MemoryService.undo_decision`` (the
columns it set are put back, the verdict a rejection wrote is lifted), an edit by editing the
text back (a further revision). A conflict's resolution is not undone here: it changed two
memories and closed the conflict, and the person is told so instead of being handed a partial
undo. Undo refuses, changing nothing, when the memory changed after the decision.
"""

from __future__ import annotations

from dataclasses import dataclass

from cairn.errors import CairnError, UsageError
from cairn.events import MEMORY_APPROVED, MEMORY_DEFERRED, MEMORY_REJECTED
from cairn.model import Memory
from cairn.policy.resolution import KEEP_BOTH, RESOLUTIONS
from cairn.service import MemoryService
from cairn.store.base import EventFilter
from cairn.web.session import UiSession

VERDICTS = {"approve": MEMORY_APPROVED, "reject": MEMORY_REJECTED, "defer": MEMORY_DEFERRED}
PAST = {"approve": "approved", "reject": "rejected", "defer": "deferred"}
BULK = (*VERDICTS, "keep-first")


def sid(memory_id: str) -> str:
    return "#" + memory_id[-8:].lower()


@dataclass(frozen=True)
class Step:
    """One memory's part of a decision, as undo needs it."""

    namespace: str
    memory_id: str
    event_id: str | None = None  # the verdict event (approve, reject, defer)
    old_text: str | None = None  # an edit: the text before it
    new_revision: int | None = None  # an edit: the revision it made


@dataclass(frozen=True)
class Done:
    """A decision as the person made it: what it was, and how to take it back."""

    message: str
    steps: tuple[Step, ...] = ()
    undo_refusal: str | None = None  # why it cannot be undone here (None: it can)


class UndoStack:
    """This launch's decisions, newest last (a bounded list: undo goes back step by step)."""

    LIMIT = 200

    def __init__(self) -> None:
        self._done: list[Done] = []

    def push(self, done: Done) -> None:
        self._done.append(done)
        del self._done[: -self.LIMIT]

    def pop(self) -> Done | None:
        return self._done.pop() if self._done else None

    def __len__(self) -> int:
        return len(self._done)

    def last(self) -> Done | None:
        return self._done[-1] if self._done else None


def _verdict_event(svc: MemoryService, mem: Memory, verb: str) -> str | None:
    """The event the person's ``verb`` just wrote on ``mem`` (the newest of its type)."""
    for e in reversed(svc.store.events(EventFilter(memory_id=mem.id, limit=20))):
        if e.type == VERDICTS[verb] and e.memory_id == mem.id and e.actor.is_human:
            return e.id
    return None


def _record(ui: UiSession, done: Done) -> Done:
    assert ui.undo is not None
    if done.steps or done.undo_refusal:
        ui.undo.push(done)
    return done


def verdict(ui: UiSession, memory_id: str, verb: str, note: str | None = None) -> Done:
    """approve, reject or defer one memory (a conflict's new side is settled, not approved)."""
    return _record(ui, _verdict(ui, memory_id, verb, note))


def _verdict(ui: UiSession, memory_id: str, verb: str, note: str | None) -> Done:
    if verb not in VERDICTS:
        raise UsageError(f"unknown decision {verb!r}")
    svc, mem = ui.locate(memory_id)
    after: Memory = getattr(svc, verb)(mem.id, ui.actor, note=note or None)
    event = _verdict_event(svc, after, verb)
    step = Step(after.namespace, after.id, event_id=event)
    return Done(f"{PAST[verb]} {sid(after.id)}", (step,))


def edit(ui: UiSession, memory_id: str, text: str) -> Done:
    svc, mem = ui.locate(memory_id)
    after = svc.edit(mem.id, text, ui.actor)
    if after.revision == mem.revision:
        return Done(f"{sid(mem.id)} unchanged (same text)")
    step = Step(after.namespace, after.id, old_text=mem.text, new_revision=after.revision)
    return _record(
        ui, Done(f"edited {sid(after.id)} (revision {after.revision}); decide it now", (step,))
    )


def resolve(
    ui: UiSession, new_id: str, old_id: str | None, resolution: str, note: str | None
) -> Done:
    if resolution not in RESOLUTIONS:
        raise UsageError(f"resolution must be one of {', '.join(RESOLUTIONS)}")
    if resolution == KEEP_BOTH and not (note and note.strip()):
        raise UsageError("keep both needs a note saying where each one holds")
    svc, mem = ui.locate(new_id)
    settled = svc.resolve_conflict(
        mem.id, resolution, ui.actor, other=old_id or None, note=(note or "").strip() or None
    )
    olds = ", ".join(sid(c.old.id) for c in settled)
    return _record(
        ui,
        Done(
            f"{resolution}: {sid(mem.id)} against {olds}",
            undo_refusal=(
                f"the {resolution} on {sid(mem.id)} changed both memories and closed the"
                " conflict; it is not undone here (its page shows what it did)"
            ),
        ),
    )


def bulk(ui: UiSession, memory_ids: list[str], action: str, note: str | None = None) -> Done:
    """One decision for a group: every member approved, rejected or deferred, or keep-first
    (the first approved, the rest rejected as its near-duplicates). Each member is its own
    service call; the first refusal stops the group and says which member and why (the members
    decided before it stay decided, and one undo takes them all back)."""
    if action not in BULK:
        raise UsageError(f"unknown group decision {action!r}")
    ids = [m for m in dict.fromkeys(memory_ids) if m]
    if not ids:
        raise UsageError("no memories given")
    steps: list[Step] = []
    said: list[str] = []
    for i, mid in enumerate(ids):
        verb = action if action != "keep-first" else ("approve" if i == 0 else "reject")
        why = note or ("a near-duplicate of " + sid(ids[0]) if verb == "reject" and i else None)
        try:
            done = _verdict(ui, mid, verb, why)
        except CairnError as exc:
            _record(ui, Done("; ".join(said), tuple(steps)))
            raise UsageError(
                f"stopped at {sid(mid)}: {exc.message}"
                + (f" ({len(steps)} decided before it; undo takes them back)" if steps else ""),
                hint=exc.hint,
            ) from None
        steps += done.steps
        said.append(done.message)
    return _record(ui, Done("; ".join(said), tuple(steps)))


def undo(ui: UiSession) -> str:
    """Take back the last decision of this launch; returns what was done."""
    assert ui.undo is not None
    done = ui.undo.pop()
    if done is None:
        raise UsageError("nothing to undo in this session")
    if done.undo_refusal:
        raise UsageError(f"cannot undo: {done.undo_refusal}")
    undone: list[str] = []
    for step in reversed(done.steps):
        try:
            undone.append(_undo_step(ui, step))
        except CairnError as exc:
            msg = f"undo of {sid(step.memory_id)} refused: {exc.message}"
            if undone:
                msg += f" (already undone: {', '.join(undone)})"
            raise UsageError(msg, hint=exc.hint) from None
    return f"undone: {done.message}"


def _undo_step(ui: UiSession, step: Step) -> str:
    svc = ui.service(step.namespace)
    note = "undone from the review UI"
    if step.old_text is not None:
        cur = svc.get(step.memory_id)
        if cur.revision != step.new_revision:
            raise UsageError(f"{sid(cur.id)} changed after the edit; edit it again by hand")
        svc.edit(cur.id, step.old_text, ui.actor)
        return sid(cur.id)
    if step.event_id is None:
        raise UsageError(f"the decision on {sid(step.memory_id)} cannot be found in the log")
    svc.undo_decision(step.memory_id, step.event_id, ui.actor, note=note)
    return sid(step.memory_id)
