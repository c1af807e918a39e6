"""Reads: search, provenance, revisions, history, the event log and as-of views. Every read
goes through the store's one read predicate with the caller's scope; nothing here writes."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, cast

from cairn.model import (
    Event,
    Kind,
    Memory,
    View,
)
from cairn.service.core import ServiceCore
from cairn.store.base import EventFilter, Selection

if TYPE_CHECKING:
    from cairn.service import MemoryService


class Reads(ServiceCore):
    def search(
        self, text: str, *, view: View = View.SEARCH, limit: int = 20, mode: str = "auto"
    ) -> list[tuple[Memory, float]]:
        """Ranked matches for ``text`` (no abstention floor); see ``cairn.search.pipeline``."""
        from cairn.search.pipeline import search

        return search(cast("MemoryService", self), text, view=view, limit=limit, mode=mode)

    def sources(self, ref: str, view: View = View.REVIEW) -> list[dict[str, Any]]:
        return self.store.sources(self._memory(ref, view).id)  # scope-checked, like get

    def revisions(self, ref: str, view: View = View.REVIEW) -> list[dict[str, Any]]:
        return self.store.revisions(self._memory(ref, view).id)

    def history(self, ref: str, view: View = View.REVIEW) -> tuple[Memory, list[Event]]:
        mem = self._memory(ref, view)
        return mem, self.store.events(EventFilter(memory_id=mem.id))

    def log(self, flt: EventFilter) -> list[Event]:
        if not flt.namespaces:
            flt = replace(flt, namespaces=self.scope.namespaces)
        return self.store.events(flt)

    def as_of(
        self, valid_at: str, known_at: str | None = None, *, kinds: tuple[Kind, ...] = ()
    ) -> list[Memory]:
        """What was valid at ``valid_at``, as the store knew it at ``known_at`` (default the same)."""
        known = known_at or valid_at
        past = self.store.replay_until(known, self.scope.namespaces)
        try:
            return past.select(View.AS_OF, self.scope, valid_at, Selection(kinds=kinds))
        finally:
            past.close()
