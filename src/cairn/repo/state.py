"""The store's side of the repository files: the project's memories as export sees them, and
the anchor each one carries.

Every read goes through the one read predicate: what export writes comes from ``View.INJECT``
(approved, active, valid now) or, for the decision log, ``View.HISTORY`` (superseded and expired
decisions stay in the log); the rejected claims and the pending proposals an import left come
from a person's ``View.REVIEW``. Only the project's own namespace at project level is exported:
a person's user-level memories and session notes never go into the repository.

Anchors: a memory written here is anchored by its own id. A memory that an import admitted for
an entry anchored elsewhere (a teammate's store) keeps that entry's anchor in its source
(``cairn:ID`` in the source's locator). An anchor that is some memory's own id always names that
memory; a memory that answers to several anchors is exported under the smallest, so every clone
writes the same entry under the same anchor and a re-export changes nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from cairn import events as ev
from cairn.model import Kind, Memory, Review, ScopeLevel, Status, View
from cairn.repo.markdown import canon
from cairn.store.base import EventFilter, Selection, Store

if TYPE_CHECKING:
    from cairn.service import MemoryService

_ANCHOR = re.compile(r"\bcairn:([0-9A-HJKMNP-TV-Z]{26})\b")
IMPORT_SOURCES = frozenset({"import"})
LIVE = frozenset({Status.PROPOSED, Status.ACTIVE})
WAITING = frozenset({Review.UNREVIEWED, Review.DEFERRED})


def locator(anchor: str | None, line: int, commit: str | None) -> str:
    """Where an imported claim came from, as a source's locator."""
    parts = [f"cairn:{anchor}"] if anchor else []
    parts.append(f"line {line}")
    if commit:
        parts.append(f"commit {commit[:12]}")
    return " ".join(parts)


def anchor_in(loc: str | None) -> str | None:
    m = _ANCHOR.search(loc or "")
    return m.group(1) if m else None


def pending(m: Memory) -> bool:
    """A proposal nobody has decided on (or one put aside)."""
    return m.status is Status.PROPOSED and m.review in WAITING


@dataclass
class StoreView:
    namespace: str
    at: str
    memories: dict[str, Memory] = field(default_factory=dict)  # the project's, any state
    current: dict[Kind, list[Memory]] = field(default_factory=dict)  # what export writes
    rejected: list[Memory] = field(default_factory=list)
    verdicts: dict[str, dict[str, Any]] = field(default_factory=dict)  # claim key -> verdict
    anchor_of: dict[str, str] = field(default_factory=dict)  # memory id -> its anchor
    by_anchor: dict[str, Memory] = field(default_factory=dict)
    by_key: dict[str, list[Memory]] = field(default_factory=dict)
    store: Store | None = None

    @classmethod
    def load(cls, svc: MemoryService) -> StoreView:
        ns = svc.scope.namespace
        view = cls(namespace=ns, at=svc.clock(), store=svc.store)
        own = [m for m in svc.memories(View.REVIEW) if _project(m, ns)]
        view.memories = {m.id: m for m in own}
        for m in own:
            view.by_key.setdefault(m.claim_key, []).append(m)
            if m.review is Review.REJECTED:
                view.rejected.append(m)
        decisions = [
            m
            for m in svc.memories(View.HISTORY, Selection(kinds=(Kind.DECISION,)))
            if _project(m, ns) and m.review is Review.APPROVED
        ]
        others = [
            m
            for m in svc.memories(View.INJECT)
            if _project(m, ns) and m.review is Review.APPROVED and m.kind is not Kind.DECISION
        ]
        for m in [*decisions, *others]:
            view.current.setdefault(m.kind, []).append(m)
        for v in svc.store.verdicts([ns]):
            view.verdicts[str(v["claim_key"])] = dict(v)
        view._anchors(svc, own)
        return view

    def _anchors(self, svc: MemoryService, own: Iterable[Memory]) -> None:
        adopted: dict[str, list[Memory]] = {}
        for m in own:
            self.by_anchor[m.id] = m
            for s in svc.store.sources(m.id):
                if s.get("kind") in IMPORT_SOURCES:
                    a = anchor_in(s.get("locator"))
                    if a and m not in adopted.get(a, []):
                        adopted.setdefault(a, []).append(m)
        for a, ms in adopted.items():
            if a in self.by_anchor:  # some memory's own id: it names that memory
                continue
            ms.sort(key=lambda m: (m.status not in LIVE, m.recorded_at, m.id))
            self.by_anchor[a] = ms[0]
        for a, m in self.by_anchor.items():
            # a memory answering to several anchors (its own id and entries admitted from
            # other clones) is written under the smallest: every clone picks the same one
            if a < self.anchor_of.get(m.id, m.id):
                self.anchor_of[m.id] = a
        for m in own:
            self.anchor_of.setdefault(m.id, m.id)

    def anchor(self, mid: str) -> str:
        return self.anchor_of.get(mid, mid)

    def resolve(self, anchor: str | None) -> Memory | None:
        return self.by_anchor.get(anchor) if anchor else None

    def by_claim(self, key: str) -> list[Memory]:
        return self.by_key.get(key, [])

    def past_texts(self, m: Memory) -> set[str]:
        """The texts ``m`` had before its current one (its earlier revisions)."""
        if self.store is None:
            return set()
        return {
            canon(str(r["text"])) for r in self.store.revisions(m.id) if r["revision"] < m.revision
        }

    def restored_here(self, m: Memory) -> bool:
        """Whether a person here lifted a rejection of ``m`` after it was last rejected."""
        if self.store is None:
            return False
        verdicts = self.store.events(
            EventFilter(memory_id=m.id, types=(ev.MEMORY_REJECTED, ev.MEMORY_RESTORED))
        )
        mine = [e for e in verdicts if e.memory_id == m.id]
        return bool(mine) and mine[-1].type == ev.MEMORY_RESTORED

    def exported(self) -> dict[str, Memory]:
        """anchor -> memory, for every memory export writes (rejected ones included)."""
        out = {self.anchor(m.id): m for ms in self.current.values() for m in ms}
        out.update({self.anchor(m.id): m for m in self.rejected})
        return out


def _project(m: Memory, ns: str) -> bool:
    return m.namespace == ns and m.scope is ScopeLevel.PROJECT
