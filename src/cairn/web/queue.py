"""The review queue across every project of the store: what waits for a person, with what they
need beside it (evidence, sources, the memory a conflict is with), near-duplicates grouped.

Each project's queue is that project's ``MemoryService.review_queue()`` (the REVIEW view of the
one read predicate), its conflicts ``MemoryService.conflicts()`` and its sources
``MemoryService.sources()``: the same reads `cairn review` makes in that project. A memory of the
person's user namespace is listed once, under the user namespace, not under every project.

Read-only: it never writes, and it decides nothing about visibility.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cairn.claimkey import overlap
from cairn.model import Kind, Memory, Review, Status
from cairn.policy.resolution import Conflict
from cairn.web.session import Project, UiSession

GROUP_OVERLAP = 0.6  # `cairn review` groups at the same overlap (a test holds the two equal)
REVIEW_FLAGS = ("flagged", "review", "audit", "requeued", "stale")
PAGE = 300  # memories on one page (whole groups); the rest wait for the next load or a filter

CONFLICT = "conflict"
FLAGGED = "flagged"
PROPOSAL = "proposal"
UNREVIEWED = "unreviewed"
DEFERRED = "deferred"
CATEGORIES = (CONFLICT, FLAGGED, PROPOSAL, UNREVIEWED, DEFERRED)
CATEGORY_TITLES = {
    CONFLICT: "held back by a conflict",
    FLAGGED: "flagged for review",
    PROPOSAL: "proposal",
    UNREVIEWED: "live, never reviewed",
    DEFERRED: "deferred",
}


@dataclass(frozen=True)
class Entry:
    """One waiting memory and what a reviewer needs beside it."""

    memory: Memory
    project: Project
    category: str
    sources: tuple[dict[str, Any], ...] = ()
    conflicts: tuple[Conflict, ...] = ()  # where this memory is the new side, held back

    @property
    def review_flags(self) -> tuple[str, ...]:
        return tuple(f for f in self.memory.flags if f.startswith(REVIEW_FLAGS))


@dataclass(frozen=True)
class Group:
    """Entries of one project that nearly repeat each other (a group of one is no group)."""

    project: Project
    entries: tuple[Entry, ...]

    @property
    def near_duplicates(self) -> bool:
        return len(self.entries) > 1


@dataclass(frozen=True)
class Filters:
    project: str | None = None
    kind: str | None = None
    category: str | None = None

    @classmethod
    def parse(cls, params: Any) -> Filters:
        kind = params.get("kind") or None
        category = params.get("show") or None
        return cls(
            project=params.get("project") or None,
            kind=kind if kind in {k.value for k in Kind} else None,
            category=category if category in CATEGORIES else None,
        )

    def query(self) -> dict[str, str]:
        out = {"project": self.project, "kind": self.kind, "show": self.category}
        return {k: v for k, v in out.items() if v}


@dataclass(frozen=True)
class QueueView:
    groups: tuple[Group, ...]
    deferred: tuple[Entry, ...]
    counts: dict[str, dict[str, int]] = field(default_factory=dict)  # namespace -> category -> n
    more: int = 0  # waiting memories past this page

    @property
    def waiting(self) -> int:
        return sum(len(g.entries) for g in self.groups)

    def total(self, namespace: str) -> int:
        return sum(self.counts.get(namespace, {}).values())


def category_of(m: Memory, conflicts: tuple[Conflict, ...]) -> str:
    if any(c.new.id == m.id for c in conflicts) or (m.contested_by and m.status is Status.PROPOSED):
        return CONFLICT
    if m.review is Review.DEFERRED:
        return DEFERRED
    if any(f.startswith(REVIEW_FLAGS) for f in m.flags):
        return FLAGGED
    if m.status is Status.PROPOSED:
        return PROPOSAL
    return UNREVIEWED


def entries_of(ui: UiSession, project: Project) -> list[Entry]:
    """What waits in one project (its own memories only), in queue order."""
    svc = ui.service(project.namespace)
    queue = [m for m in svc.review_queue() if m.namespace == project.namespace]
    if not queue:
        return []
    open_conflicts = svc.conflicts()
    out = []
    for m in queue:
        mine = tuple(c for c in open_conflicts if c.new.id == m.id)
        out.append(Entry(m, project, category_of(m, mine), tuple(svc.sources(m.id)), mine))
    return out


def group_near_duplicates(entries: list[Entry]) -> list[Group]:
    """Queue order kept; each memory joins the first group of its project whose head it nearly
    repeats (content-token overlap at least ``GROUP_OVERLAP``)."""
    groups: list[list[Entry]] = []
    for e in entries:
        for g in groups:
            head = g[0]
            if head.project.namespace != e.project.namespace or head.category == CONFLICT:
                continue
            if e.category != CONFLICT and overlap(head.memory.text, e.memory.text) >= GROUP_OVERLAP:
                g.append(e)
                break
        else:
            groups.append([e])
    return [Group(g[0].project, tuple(g)) for g in groups]


def build(ui: UiSession, filters: Filters = Filters()) -> QueueView:
    """The queue of every project (or of ``filters.project``), filtered by memory kind and
    category; deferred memories apart, after the rest."""
    projects = ui.projects()
    if filters.project:
        projects = [p for p in projects if p.namespace == filters.project]
    waiting: list[Entry] = []
    deferred: list[Entry] = []
    counts: dict[str, dict[str, int]] = {}
    for p in projects:
        for e in entries_of(ui, p):
            per = counts.setdefault(p.namespace, {})
            per[e.category] = per.get(e.category, 0) + 1
            if filters.kind and e.memory.kind.value != filters.kind:
                continue
            if filters.category and e.category != filters.category:
                continue
            (deferred if e.category == DEFERRED else waiting).append(e)
    groups = group_near_duplicates(waiting)
    shown: list[Group] = []
    for g in groups:
        if shown and sum(len(x.entries) for x in shown) + len(g.entries) > PAGE:
            break
        shown.append(g)
    more = len(waiting) - sum(len(g.entries) for g in shown)
    return QueueView(tuple(shown), tuple(deferred[:PAGE]), counts, more)
