"""Holding a just-admitted claim as a proposal in every admission mode.

Some writers must never be served before a person looks, whatever the namespace's mode: a pack
from another repository (quarantined) and a compaction summary (it replaces memories only when a
person approves it). Admission in ``open`` mode makes a non-human claim active at once; ``hold``
runs inside the same transaction as the admission (``Writes.add_many(then=...)``), so no reader
ever sees the claim active. It only ever lowers a memory to a proposal, and says why in a flag
and in the event; it never approves, rejects or deletes anything.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cairn import events as ev
from cairn.model import Review, Status
from cairn.service.core import SYSTEM, WriteResult, _Batch
from cairn.store.base import WriteTx

if TYPE_CHECKING:
    from cairn.timeutil import Clock


def hold(tx: WriteTx, results: list[WriteResult], clock: Clock, *, flag: str) -> int:
    """Every result created active and unreviewed goes back to the queue as a proposal, with
    ``flag``. Returns how many were held."""
    held = 0
    for r in results:
        if r.action != "created":
            continue
        mem = tx.get(r.memory.id)
        if mem is None or mem.status is not Status.ACTIVE or mem.review is Review.APPROVED:
            continue
        batch = _Batch(tx, mem.namespace, SYSTEM, clock())
        batch.emit(
            ev.MEMORY_REQUEUED,
            mem.id,
            {
                "set": {
                    "status": Status.PROPOSED.value,
                    "review": Review.UNREVIEWED.value,
                    "flags": [*mem.flags, flag],
                },
                "reason": f"{flag}: waits for a person in every admission mode",
            },
            {"status": mem.status.value, "review": mem.review.value, "flags": list(mem.flags)},
        )
        held += 1
    return held
