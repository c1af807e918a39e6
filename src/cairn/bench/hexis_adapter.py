"""cairn's adapter for the Hexis Public Memory Benchmark: one case in, one prediction out.

It uses cairn as a user would, in a fresh temporary store:
- the adapter acts as the person importing named sources, an explicit human actor recorded as
  such in its own temporary store's log: it sets the namespace to ``open`` admission and records
  each named source's trust as that person's prior for it (``set_policy``), saying so on stderr;
- each event becomes a memory admitted through ``MemoryService.add`` (so through ``admit()``:
  corroboration and conflict detection happen there), with its source (kind, label, trust, event
  id as locator) as provenance and its time as valid time and record time (the adapter's own
  ``ReplayClock``, passed to the service's constructor);
- a ``correct`` event's supersession is the operator's decision (``MemoryService.supersede`` by a
  human actor with client ``operator``);
- the answer is what cairn's read path returns at the query time (``MemoryService.search`` and
  the SEARCH view, with the replay clock at the query's time), the memories whose support is close to
  the best one's, plus the other wordings that corroborate them and the memories they are
  contested with; citations are the event ids of their sources; contradictions are the conflicts
  cairn itself recorded (open ``contested_because`` edges).

It must never see ``expected``; no rule, constant or branch here may key on a case id, topic or
expected string.
"""

from __future__ import annotations

import math
import tempfile
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from cairn.errors import UsageError
from cairn.model import Actor, ActorKind, Candidate, Memory, Scope, Source, View
from cairn.policy.frames import is_value_agreement, words
from cairn.service import MemoryService, agent_actor
from cairn.store.base import Selection
from cairn.timeutil import ReplayClock, parse_time

OPERATOR = "cairn bench memory"
Log = Callable[[str], None] | None


def _source_prior(case: Mapping[str, Any]) -> dict[str, float]:
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


def _ingest(
    svc: MemoryService, clock: ReplayClock, case: Mapping[str, Any], operator: Actor, log: Log
) -> None:
    """Each event becomes a memory admitted through ``MemoryService.add`` at the event's time;
    a ``correct`` event's supersession is applied as the operator's decision."""
    by_event: dict[str, str] = {}
    events = sorted(case["events"], key=lambda e: parse_time(e["at"]))
    for event in events:
        at = parse_time(event["at"])
        src = event.get("source") or {}
        writer = agent_actor(
            "hexis-case", client="bench", session=str(event["session_id"]), vouched=True
        )
        olds = [by_event[s] for s in event.get("supersedes") or () if s in by_event]
        cand = Candidate(
            text=str(event["content"]),
            namespace=svc.scope.namespace,
            valid_from=at,
            supersedes=olds[0] if olds else None,
            source=Source(
                kind=str(src.get("kind") or "unknown"),
                label=str(src["label"]) if src.get("label") else None,
                locator=str(event["event_id"]),
                at=at,
            ),
        )
        clock.set(at)
        result = svc.add(cand, writer)
        by_event[str(event["event_id"])] = result.memory.id
        if event.get("kind") == "correct":
            for old in olds:
                if old != result.memory.id:
                    svc.supersede(old, operator, by=result.memory.id, at=at)
        if log is not None and result.reasons:
            log(f"{event['event_id']}: {result.action}; " + "; ".join(result.reasons))


def terms(text: str) -> set[str]:
    """Content words for the reader (casefolded, stemmed, stop words dropped)."""
    return set(words(text))


def idf(df: int, n: int) -> float:
    return math.log(1.0 + (n - df + 0.5) / (df + 0.5))


FLOOR = 0.6  # a memory joins the answer when its support is at least 60% of the best one's


def _read(svc: MemoryService, query: str) -> tuple[list[Memory], dict[str, float]]:
    """What cairn's read path returns for the query now, with each memory's support: the
    IDF-weighted query terms it covers, weighed by its confidence (the operator's source prior)."""
    pool = [h[0] if isinstance(h, tuple) else h.memory for h in svc.search(query, limit=20)]
    visible = svc.memories(View.SEARCH)
    df: dict[str, int] = {}
    for m in visible:
        for t in terms(m.text):
            df[t] = df.get(t, 0) + 1
    q = terms(query)
    support = {
        m.id: sum(idf(df.get(t, 0), len(visible)) for t in q & terms(m.text))
        * max(m.confidence, 0.05)
        for m in pool
    }
    return pool, support


def answer_case(case: Mapping[str, Any], path: Path, *, log: Log = None) -> dict[str, Any]:
    events = sorted(case["events"], key=lambda e: parse_time(e["at"]))
    query = case["query"]
    clock = ReplayClock(events[0]["at"] if events else query["at"])
    # the memory benchmark measures the lexical read path it was built on: no vectors are
    # built, so `search` (auto) stays lexical, as before the vector path was on by default
    svc = MemoryService.open(
        path, Scope("bench:hexis", "user:bench-hexis"), clock=clock, embed_on_write=False
    )
    # the person running the benchmark, recorded as such in this temporary store's log
    operator = Actor(ActorKind.HUMAN, OPERATOR, client="bench")
    try:
        svc.set_policy("admission", "open", operator)
        svc.set_policy("trust", _source_prior(case), operator)
        if log is not None:
            log(f"person {OPERATOR!r} set admission to open and the named sources' priors")
        _ingest(svc, clock, case, operator, log)
        clock.set(query["at"])
        pool, support = _read(svc, str(query["text"]))
        best = max(support.values(), default=0.0)
        used = [m for m in pool if best > 0 and support[m.id] >= FLOOR * best]
        used.sort(key=lambda m: -support[m.id])
        seen = {m.id for m in used}
        _corroborating(svc, used, seen)
        for m in list(used):
            for other in m.contested_by:
                if other not in seen:
                    found = svc.memories(View.SEARCH, _ids(other))
                    used.extend(found)
                    seen.update(x.id for x in found)
        return _prediction(svc, case, used)
    finally:
        svc.close()


def _labels(svc: MemoryService, mid: str) -> list[str | None]:
    return [s.get("label") for s in svc.sources(mid)]


def _corroborating(svc: MemoryService, used: list[Memory], seen: set[str]) -> None:
    """Other wordings of a used claim (same values, overlapping frame) are cited with it: the
    answer carries every source that corroborates it."""
    for other in svc.memories(View.SEARCH):
        if other.id in seen:
            continue
        for m in list(used):
            if is_value_agreement(m.text, other.text, _labels(svc, m.id), _labels(svc, other.id)):
                used.append(other)
                seen.add(other.id)
                break


def _ids(mid: str) -> Selection:
    return Selection(ids=(mid,))


def _locators(svc: MemoryService, mid: str) -> list[str]:
    return list(dict.fromkeys(s["locator"] for s in svc.sources(mid) if s.get("locator")))


def _prediction(
    svc: MemoryService, case: Mapping[str, Any], used: Sequence[Memory]
) -> dict[str, Any]:
    """Answer lines are the memories used; a contested memory carries its open conflict."""
    lines: list[str] = []
    citations: list[str] = []
    contradictions: list[str] = []
    for m in used:
        cites = _locators(svc, m.id)
        citations.extend(cites)
        line = m.text
        if m.contested_by:
            others = [c for o in m.contested_by for c in _locators(svc, o)]
            line += (
                " [contested: open conflict with "
                + ", ".join(others or ["#" + o[-8:].lower() for o in m.contested_by])
                + "]"
            )
            contradictions.extend([*cites, *others])
        lines.append(line)
    return {
        "case_id": case["case_id"],
        "answer": "\n".join(lines),
        "citations": list(dict.fromkeys(citations)),
        "contradictions": list(dict.fromkeys(contradictions)),
        "abstained": not used,
    }


def predict(case: Mapping[str, Any], *, log: Log = None) -> dict[str, Any]:
    """Answer one case through cairn in a fresh temporary store. ``case`` is an adapter input:
    it must not carry ``expected``."""
    if "expected" in case:
        raise UsageError("the adapter reads a case without `expected`")
    for key in ("case_id", "events", "query"):
        if key not in case:
            raise UsageError(f"adapter input lacks {key!r}")
    with tempfile.TemporaryDirectory(prefix="cairn-hexis-") as tmp:
        return answer_case(case, Path(tmp) / "cairn.db", log=log)
