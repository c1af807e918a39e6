"""A memory's page: its events in words (who, when, from what), its edges, citations, sources and
anchors, and the as-of view on both time axes.

Everything is read through the memory's project service: ``history`` (the events that touched
it), ``sources``, ``revisions``, the store's edges of a memory the service resolved, and
``MemoryService.as_of`` for what an agent would have been served at a valid time, as the store
knew it at a record time. Read-only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cairn import events as ev
from cairn.model import Event, Memory, View
from cairn.service import MemoryService
from cairn.store.base import Selection

# what each event type means, in words
VERBS = {
    ev.MEMORY_CREATED: "created",
    ev.MEMORY_REVISED: "revised",
    ev.MEMORY_CORROBORATED: "corroborated",
    ev.MEMORY_APPROVED: "approved",
    ev.MEMORY_REJECTED: "rejected",
    ev.MEMORY_DEFERRED: "deferred",
    ev.MEMORY_RESTORED: "restored",
    ev.MEMORY_PROMOTED: "promoted",
    ev.MEMORY_SUPERSEDED: "superseded",
    ev.MEMORY_RETRACTED: "retracted",
    ev.MEMORY_EXPIRED: "expired",
    ev.MEMORY_FLAGGED: "flagged",
    ev.MEMORY_REQUEUED: "requeued",
    ev.MEMORY_CITED: "cited",
    ev.MEMORY_WITHHELD: "withheld",
    ev.EDGE_ADDED: "linked",
    ev.CONFLICT_RESOLVED: "conflict resolved",
    ev.MEMORY_REINSTATED: "reinstated",
    ev.SECRET_PURGED: "secret purged",
}
SHOWN_COLUMNS = ("status", "review", "text", "scope", "valid_from", "valid_to", "confidence")


@dataclass(frozen=True)
class Row:
    """One event as the timeline shows it."""

    event: Event
    verb: str
    who: str
    changes: tuple[tuple[str, str, str], ...]  # (column, before, after)
    why: str
    source: dict[str, Any] | None
    other: str | None  # the other memory of an edge event


def who(e: Event) -> str:
    a = e.actor
    s = f"{a.kind.value} {a.id}"
    extra = [x for x in (a.client and f"via {a.client}", a.model, a.session) if x]
    if extra:
        s += " (" + ", ".join(extra) + ")"
    return s


def _text(v: Any) -> str:
    if v is None:
        return "—"
    if isinstance(v, list):
        return ", ".join(str(x) for x in v) or "—"
    return str(v)


def row(e: Event, memory_id: str) -> Row:
    p = e.payload
    setv = p.get("set") or (p.get("create") if e.type == ev.MEMORY_CREATED else None) or {}
    prior = e.prior or {}
    created = e.type == ev.MEMORY_CREATED
    changes = tuple(
        (k, "" if created else _text(prior.get(k)), _text(setv.get(k)))
        for k in SHOWN_COLUMNS
        if k in setv
        and (setv.get(k) is not None if created else prior.get(k) != setv.get(k))
        and not (created and k == "text")  # the text is the page's heading, and its revisions
    )
    why = " ".join(
        str(p[k]) for k in ("note", "reason", "resolution") if isinstance(p.get(k), str) and p[k]
    )
    undone = p.get("undoes")
    if isinstance(undone, dict):
        why = (why + " " if why else "") + f"(undoes {undone.get('type')})"
    edge = p.get("edge") if isinstance(p.get("edge"), dict) else None
    other = None
    if edge:
        other = str(edge["dst"] if edge.get("src") == memory_id else edge.get("src"))
        state = "closed" if edge.get("resolved") else "added"
        why = (why + " " if why else "") + f"{edge.get('type')} edge {state}"
    source = p.get("source") if isinstance(p.get("source"), dict) else None
    return Row(e, VERBS.get(e.type, e.type), who(e), changes, why.strip(), source, other)


@dataclass(frozen=True)
class Citation:
    at: str
    who: str
    revision: int | None
    credited: bool


def citations(events: list[Event]) -> list[Citation]:
    out = []
    for e in events:
        if e.type != ev.MEMORY_CITED:
            continue
        c = e.payload.get("citation") or {}
        out.append(Citation(e.at, who(e), c.get("revision"), bool(c.get("credited", True))))
    return out


@dataclass(frozen=True)
class AsOf:
    """The memory as an agent would have been served it at ``valid`` as known at ``known``."""

    valid: str
    known: str
    served: Memory | None  # through the AS_OF view: None when an agent would not see it
    state: Memory | None  # the person's view of the same moment (None: not recorded yet)
    times: tuple[str, ...]  # the moments the sliders step through


def moments(mem: Memory, events: list[Event], now: str) -> tuple[str, ...]:
    """Every time something happened to the memory, its validity bounds, and now (sorted)."""
    found = {e.at for e in events} | {now}
    found |= {t for t in (mem.valid_from, mem.valid_to, mem.recorded_at) if t and t <= now}
    return tuple(sorted(found))


def as_of(svc: MemoryService, mem: Memory, valid: str, known: str, times: tuple[str, ...]) -> AsOf:
    """``MemoryService.as_of`` for this memory, beside the person's view of the same replay."""
    served = next((m for m in svc.as_of(valid, known) if m.id == mem.id), None)
    past = svc.store.replay_until(known, svc.scope.namespaces)
    try:
        found = past.select(View.REVIEW, svc.scope, valid, Selection(ids=(mem.id,)))
    finally:
        past.close()
    return AsOf(valid, known, served, found[0] if found else None, times)


def as_of_reason(state: Memory, valid: str) -> str:
    """Why the AS_OF view left out a memory the person's view of the same replay holds."""
    if state.review.value == "rejected":
        return "it was rejected"
    if state.status.value == "proposed":
        return "it was a proposal nobody had approved"
    if state.status.value == "retracted":
        return "it had been retracted"
    if state.valid_from and state.valid_from > valid:
        return f"it was not valid yet (valid from {state.valid_from})"
    if state.valid_to and state.valid_to <= valid:
        return f"it was no longer valid (valid until {state.valid_to})"
    return "it was not served in this scope"


def edges(svc: MemoryService, mem: Memory) -> list[dict[str, Any]]:
    """The memory's edges, each with the other side's id and direction."""
    out = []
    for e in svc.store.edges(mem.id):
        outgoing = e["src"] == mem.id
        out.append({**e, "other": e["dst"] if outgoing else e["src"], "outgoing": outgoing})
    return out
