"""What the delivery and reading tests share: a candidate as search scores it, a memory of a
given text, and a memory a person adds to a real store."""

from __future__ import annotations

from collections.abc import Iterable

from cairn.model import Actor, Candidate, Kind, Memory
from cairn.search.pipeline import Scored
from cairn.service import MemoryService


def memory(text: str, mid: str = "m") -> Memory:
    """A memory holding ``text`` (and ``mid`` as its id), without a store."""
    mem = Memory.__new__(Memory)
    object.__setattr__(mem, "id", mid)
    object.__setattr__(mem, "text", text)
    return mem


def hit(
    text: str, matched: tuple[str, ...], semantic: float | None, stems: Iterable[str] | None = None
) -> Scored:
    """A candidate holding ``text`` as search scores it: the query words it ``matched``, the
    model's ``semantic`` support, and its ``stems`` (by default its words, lower-cased)."""
    if stems is None:
        stems = (w.strip(".,:").lower() for w in text.split())
    return Scored(memory(text), 0.6, 0.5, 0.5, 0.0, matched, None, frozenset(stems), semantic)


def add(svc: MemoryService, text: str, person: Actor, kind: Kind = Kind.FACT) -> str:
    """The id of a memory ``person`` adds to ``svc``'s store."""
    return svc.add(Candidate(text=text, namespace=svc.scope.namespace, kind=kind), person).memory.id
