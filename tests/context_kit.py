"""What the delivery and reading tests share: a candidate as search scores it, a memory of a
given text, and a memory a person adds to a real store."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from cairn.model import Actor, Candidate, Kind, Memory
from cairn.search.lexical import QueryTerm
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


def terms(*words: tuple[str, int, bool]) -> list[QueryTerm]:
    """The analysed query terms ``(word, df, ident)``: each its own stem, the store's count of
    memories holding it, and whether it is a word of an identifier."""
    return [QueryTerm(w, w, 1.0, df=df, ident=ident) for w, df, ident in words]


def add(svc: MemoryService, text: str, person: Actor, kind: Kind = Kind.FACT) -> str:
    """The id of a memory ``person`` adds to ``svc``'s store."""
    return svc.add(Candidate(text=text, namespace=svc.scope.namespace, kind=kind), person).memory.id


def hexis_case(
    events: list[tuple[str, str, str]], question: str, case_id: str = "round"
) -> dict[str, Any]:
    """A memory-benchmark case of ``events`` (id, time, text, each from "a note") asked
    ``question``, for ``bench.hexis_adapter.answer_case``."""
    return {
        "case_id": case_id,
        "dimension": "six_month_recall",
        "events": [
            {
                "event_id": f"{case_id}-{eid}",
                "session_id": f"s-{eid}",
                "at": at,
                "kind": "observe",
                "source": {"kind": "chat", "label": "a note"},
                "content": text,
            }
            for eid, at, text in events
        ],
        "query": {"session_id": "q", "at": "2027-01-10T09:00:00Z", "text": question},
        "expected": {"answers": [], "citations": [], "contradictions": []},
    }


def hexis_event(eid: str, text: str, at: str, label: str = "a note") -> dict[str, Any]:
    """A memory-benchmark event ``eid`` of ``text`` at ``at`` from a source ``label``, trusted
    as the held-out sets weigh their sources: chatter, a correction in chat or a log, notes."""
    trust = 0.5 if "message" in label else 0.7 if label in ("log", "team chat") else 0.85
    return {
        "event_id": eid,
        "session_id": f"s-{eid}",
        "at": at,
        "kind": "remember",
        "content": text,
        "source": {"kind": "chat", "label": label, "trust": trust},
    }


def hexis_ask(
    events: list[dict[str, Any]], question: str, at: str = "2026-08-01T10:00:00Z"
) -> dict[str, Any]:
    """What ``bench.hexis_adapter`` answers to ``question`` asked at ``at`` after ``events``."""
    from cairn.bench import hexis_adapter

    case = {
        "case_id": "t",
        "events": events,
        "query": {"session_id": "q", "at": at, "text": question},
    }
    return hexis_adapter.predict(case)
