"""How a Hexis case's events enter cairn: each event is admitted through ``MemoryService.add``
at its time, with its source as provenance; a ``correct`` event's supersession, and a
correction cairn reads in the text itself (``policy.facts.corrects``), are applied as the
operator's decision. The reading side is ``bench.hexis_adapter``."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from cairn.model import Actor, Candidate, Source, Status
from cairn.policy import facts
from cairn.service import MemoryService, agent_actor
from cairn.timeutil import ReplayClock, parse_time

Log = Callable[[str], None] | None


def source_prior(case: Mapping[str, Any]) -> dict[str, float]:
    """The operator's trust table for this import: one prior per named source (kind:label)."""
    table: dict[str, float] = {}
    for event in case["events"]:
        src = event.get("source") or {}
        trust = src.get("trust")
        if isinstance(trust, int | float) and src.get("label"):
            key = f"{src.get('kind') or 'unknown'}:{src['label']}"
            value = max(0.0, min(1.0, float(trust)))
            table[key] = min(value, table.get(key, value))  # the cautious prior on a clash
    return table


def ingest(
    svc: MemoryService, clock: ReplayClock, case: Mapping[str, Any], operator: Actor, log: Log
) -> None:
    """Each event becomes a memory admitted through ``MemoryService.add`` at the event's time;
    a ``correct`` event's supersession, and a correction cairn reads in the text itself, are
    applied as the operator's decision."""
    by_event: dict[str, str] = {}
    seen: list[tuple[Mapping[str, Any], str]] = []  # (event, memory id), in time order
    events = sorted(case["events"], key=lambda e: parse_time(e["at"]))
    for event in events:
        at = parse_time(event["at"])
        src = event.get("source") or {}
        writer = agent_actor(
            "hexis-case", client="bench", session=str(event["session_id"]), vouched=True
        )
        olds = [by_event[s] for s in event.get("supersedes") or () if s in by_event]
        detected: list[str] = []
        if not olds:
            detected = _corrected(svc, event, seen)
        cand = Candidate(
            text=str(event["content"]),
            namespace=svc.scope.namespace,
            valid_from=at,
            supersedes=next(iter([*olds, *detected]), None),
            source=Source(
                kind=str(src.get("kind") or "unknown"),
                label=str(src["label"]) if src.get("label") else None,
                locator=str(event["event_id"]),
                at=at,
            ),
        )
        clock.set(at)
        result = svc.add(cand, writer)
        mid = result.memory.id
        by_event[str(event["event_id"])] = mid
        seen.append((event, mid))
        claim = facts.read(cand.text)
        if (
            event.get("kind") != "correct"
            and not detected
            and claim.change
            and not facts.elliptical(claim)  # "make that X" corrects only its own session
        ):
            # a change ("was moved to", "switched to", "now") that contradicts a live memory,
            # or gives a new value to its slot: cairn reads it as a correction of it
            contested = set(result.memory.contested_by)
            detected = [
                prior_id
                for _prior, prior_id in seen[:-1]
                if prior_id in contested or _live_corrected(svc, claim, prior_id)
            ]
        applied = (olds if event.get("kind") == "correct" else []) + detected
        for old in dict.fromkeys(applied):
            if old != mid and svc.get(old).status in (Status.ACTIVE, Status.PROPOSED):
                svc.supersede(old, operator, by=mid, at=at)
                if log is not None and old in detected:
                    log(
                        f"{event['event_id']}: cairn reads it as a correction of #{old[-8:].lower()};"
                        " the person applied it"
                    )
        if log is not None and result.reasons:
            log(f"{event['event_id']}: {result.action}; " + "; ".join(result.reasons))


def _corrected(
    svc: MemoryService, event: Mapping[str, Any], seen: Sequence[tuple[Mapping[str, Any], str]]
) -> list[str]:
    """For a correction that names no slot ("Actually, make that 45 seconds"): the latest
    live memory of the same session whose value it replaces."""
    claim = facts.read(str(event["content"]))
    if not facts.elliptical(claim):
        return []
    for prior, mid in reversed(seen):
        if prior["session_id"] != event["session_id"]:
            continue
        mem = svc.get(mid)
        if mem.status is Status.ACTIVE and facts.corrects(claim, mem.text):
            return [mid]
    return []


def _live_corrected(svc: MemoryService, claim: facts.Claim, mid: str) -> bool:
    mem = svc.get(mid)
    return mem.status is Status.ACTIVE and facts.corrects(claim, mem.text)
