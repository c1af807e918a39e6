"""What the agent sees: the session-start block and the recall for a prompt, exactly as the hooks
would inject them, with the reason each memory was chosen or left out.

The blocks come from the functions the hooks call (``context.inject.session_start_block`` and
``prompt_block``) on the project's service, with the hook's token budget. They are asked with no
session, so nothing is recorded as shown (a real session also skips what it was shown earlier
in that session). The reasons for what is left out are read from the same layers: the one read
predicate (a memory the INJECT view does not let through says why from its state), the ranking
module's floors and near-duplicate threshold, and the packer's budget.

Read-only: it never writes, not even the per-session delivery record.
"""

from __future__ import annotations

from dataclasses import dataclass

from cairn.context import inject
from cairn.context import rank as rk
from cairn.model import Memory, Query, Review, Status, View
from cairn.search import pipeline
from cairn.service import MemoryService


def hook_budget() -> int:
    """The token budget the hooks inject under (``CAIRN_HOOK_BUDGET`` or the default)."""
    from cairn.integrations import runner

    return runner._budget()


@dataclass(frozen=True)
class Chosen:
    memory: Memory
    item: inject.Item


@dataclass(frozen=True)
class LeftOut:
    memory: Memory
    reason: str
    relevance: float | None = None


@dataclass(frozen=True)
class AgentView:
    moment: str
    block: str  # "" when nothing is injected (abstention)
    budget: int
    chosen: tuple[Chosen, ...]
    left_out: tuple[LeftOut, ...]
    omitted: int
    mode: str = "lexical"
    waiting: int = 0  # proposals the user (not the agent) is told about at session start


def sid(memory_id: str) -> str:
    return "#" + memory_id[-8:].lower()


def hidden_reason(m: Memory, at: str) -> str:
    """Why the INJECT view of the read predicate does not let ``m`` through, from its state."""
    if m.review is Review.REJECTED:
        return "rejected by a person: never injected"
    if m.status is Status.PROPOSED:
        if m.contested_by:
            held = ", ".join(sid(c) for c in m.contested_by)
            return f"held back: it contradicts {held}; waits for a person to settle the conflict"
        if m.review is Review.DEFERRED:
            return "a proposal a person deferred: not injected until approved"
        return "a proposal: not injected until a person approves it"
    if m.status is Status.SUPERSEDED:
        by = f" by {sid(m.superseded_by)}" if m.superseded_by else ""
        return f"superseded{by}: kept for history only"
    if m.status is Status.EXPIRED:
        return f"expired (valid until {m.valid_to or '?'})"
    if m.status is Status.RETRACTED:
        return "retracted: a person said it was wrong"
    if m.valid_from and m.valid_from > at:
        return f"not valid yet (valid from {m.valid_from})"
    if m.valid_to and m.valid_to <= at:
        return f"no longer valid (valid until {m.valid_to})"
    return "not served to agents in this scope"


def _injectable(svc: MemoryService) -> dict[str, Memory]:
    return {m.id: m for m in svc.memories(View.INJECT)}


def _chosen(svc: MemoryService, block: inject.Block) -> tuple[Chosen, ...]:
    return tuple(Chosen(svc.get(i.id), i) for i in block.items)


def session_start(svc: MemoryService, *, budget: int | None = None) -> AgentView:
    b = hook_budget() if budget is None else budget
    at = svc.clock()
    block = inject.session_start_block(svc, budget=b)
    chosen = _chosen(svc, block)
    shown = {c.memory.id for c in chosen}
    live = _injectable(svc)
    eligible = [m for m in live.values() if m.kind in inject.SESSION_START_KINDS]
    unpacked = [m for m in eligible if m.id not in shown]
    all_budget = block.omitted == len(unpacked)
    out: list[LeftOut] = []
    for m in svc.memories(View.REVIEW):
        if m.id in shown:
            continue
        if m.id not in live:
            out.append(LeftOut(m, hidden_reason(m, at)))
        elif m.kind not in inject.SESSION_START_KINDS:
            out.append(
                LeftOut(m, f"a {m.kind.value}: served when a prompt asks for it, not at start")
            )
        elif not chosen:
            out.append(LeftOut(m, f"nothing fit in the budget of {b} tokens"))
        elif all_budget:
            out.append(LeftOut(m, f"ranked below what fit in the budget of {b} tokens"))
        else:
            out.append(LeftOut(m, "dropped in ranking (a near-duplicate) or by the budget"))
    waiting = inject.digest(svc, svc.scope, at).proposals
    return AgentView(
        rk.SESSION_START, block.text, b, chosen, tuple(out), block.omitted, waiting=waiting
    )


def prompt(svc: MemoryService, text: str, *, budget: int | None = None) -> AgentView:
    b = hook_budget() if budget is None else budget
    at = svc.clock()
    block = inject.prompt_block(svc, text, budget=b)  # no session: nothing is recorded
    chosen = _chosen(svc, block)
    shown = {c.memory.id for c in chosen}
    ranked, mode = inject.ranked_for_prompt(svc, text, at=at)
    ranked_ids = [r.memory.id for r in ranked]
    served = {
        h.memory.id: h
        for h in pipeline.retrieve(svc.store, Query(text, svc.scope, view=View.INJECT), at=at).hits
    }
    best = max((h.relevance for h in served.values()), default=0.0)
    seen = pipeline.retrieve(svc.store, Query(text, svc.scope, view=View.REVIEW), at=at).hits
    out: list[LeftOut] = []
    for h in seen:
        m = h.memory
        if m.id in shown or h.relevance <= 0:
            continue
        hit = served.get(m.id)
        if hit is None:
            out.append(LeftOut(m, hidden_reason(m, at), h.relevance))
            continue
        out.append(LeftOut(m, _ranking_reason(hit, ranked, ranked_ids, best, b), hit.relevance))
    return AgentView(rk.PROMPT, block.text, b, chosen, tuple(out), block.omitted, mode)


def _ranking_reason(
    hit: pipeline.Scored, ranked: list[rk.Ranked], ranked_ids: list[str], best: float, budget: int
) -> str:
    rel = hit.relevance
    if hit.memory.id in ranked_ids:
        place = ranked_ids.index(hit.memory.id) + 1
        return f"passed the floors (ranked {place}); the budget of {budget} tokens was full"
    if rel < rk.FLOOR:
        return (
            f"relevance {rel:.2f} (covers {hit.coverage:.0%} of the prompt): under the"
            f" abstention floor of {rk.FLOOR:.2f}"
        )
    if rel < rk.RELATIVE_FLOOR * best:
        return f"relevance {rel:.2f}: under {rk.RELATIVE_FLOOR:.0%} of the best match's {best:.2f}"
    for r in ranked:
        if rk.jaccard(hit.stems, r.hit.stems) >= rk.NEAR_DUP:
            return f"a near-duplicate of {sid(r.memory.id)}, which ranked higher"
    return "dropped in ranking"
