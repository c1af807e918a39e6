"""The block injected before a tool edits a file: the pitfalls anchored to it (Kimetsu's
"pitfalls on tool use"), then the conventions and decisions anchored to it.

Read through the one read predicate (``View.INJECT``, via ``anchors.recall.for_files``), framed,
packed under a small budget and de-duplicated per session like every other block: a session is
told a file's pitfalls once per window, not at every edit. A memory whose anchor broke is still
served, last and marked "may be stale". Nothing here writes memory state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from cairn.anchors import recall as anchored
from cairn.context import rank as rk
from cairn.context import shown
from cairn.context.pack import Entry, pack
from cairn.service import MemoryService

MOMENT = "before-edit"
BUDGET = 700  # tokens: a reminder beside a tool call, not a briefing
KINDS = ("pitfall", "convention", "decision")


@dataclass(frozen=True)
class EditBlock:
    text: str  # "" when nothing is anchored to the files (or the session was told already)
    ids: tuple[str, ...]


def before_edit_block(
    svc: MemoryService,
    paths: Sequence[str],
    *,
    session: str | None = None,
    budget: int = BUDGET,
) -> EditBlock:
    at = svc.clock()
    scope = replace(svc.scope, session=session) if session else svc.scope
    found = anchored.for_files(svc.store, scope, at, paths, KINDS)
    if session and found:
        seen = shown.recently_shown(svc.store, session, at)
        found = [(m, p) for m, p in found if seen.get(m.id) != m.revision]
    if not found:
        return EditBlock("", ())
    entries = []
    for m, path in found:
        score, why = rk.prior(m, scope, rk.PROMPT, at, anchored=path)
        entries.append(Entry(m, score, why))
    entries.sort(key=lambda e: (KINDS.index(e.memory.kind.value), -e.score, e.memory.id))
    notes = anchored.notes(svc.store, [e.memory for e in entries])
    entries = [replace(e, note=notes.get(e.memory.id, "")) for e in entries]
    files = ", ".join(sorted({p for _, p in found}))
    head = [f"cairn: notes anchored to {files}, which this tool call edits."]
    packed = pack(entries, budget=budget, moment=MOMENT, head=head)
    ids = tuple(e.memory.id for e, _, _ in packed.entries)
    if session and ids:
        shown.remember(
            svc.store, session, [(e.memory.id, e.memory.revision) for e, _, _ in packed.entries], at
        )
    return EditBlock(packed.text, ids)
