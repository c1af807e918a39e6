"""The blocks cairn injects into an agent's context: at session start and at each prompt.

``session_start_block`` serves the project's conventions, gates and decisions and the user's
preferences, ranked by review state, citations and recency, under a one-line digest (counts, what
is contested, how many proposals wait). ``prompt_block`` serves what is relevant to one prompt,
or nothing at all when nothing clears the abstention floor.

Both read only through the one read predicate (View.INJECT, via ``store.select``/``store.lexical``),
frame the block with ``context.frame`` (memory text is neutralised so it cannot close the frame),
pack it under a token budget (``context.budget``), and run the fast redaction patterns over the
result. Per-session de-duplication keeps its delivery record in the ``shown`` table
(``context.shown``): ephemeral delivery state outside the event log, never memory state.

This module must stay light: it imports nothing heavy (no MCP SDK, numpy or onnxruntime); the
vector path is only reached through ``search.vector`` when vectors exist and a warm embedder
answers within the caller's budget. It never writes memory state.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, replace

from cairn.anchors import recall as anchored
from cairn.context import rank as rk
from cairn.context import renames, resolutions, shown
from cairn.context.answers import Answers, AskedAttribute, ask_of
from cairn.context.pack import Entry, pack
from cairn.model import Kind, Memory, Query, Scope, Status, View
from cairn.search import pipeline
from cairn.search.pipeline import Scored
from cairn.service import MemoryService
from cairn.service.review import WAITING
from cairn.store.base import Selection
from cairn.store.predicate import read_predicate

__all__ = ["Block", "Item", "prompt_block", "session_start_block"]

SESSION_START_KINDS = (Kind.GATE, Kind.CONVENTION, Kind.DECISION, Kind.PREFERENCE)


@dataclass(frozen=True)
class Item:
    """One memory as it went into a block."""

    id: str
    revision: int
    kind: str
    text: str  # as packed (neutralised, redacted, possibly truncated)
    score: float
    why: tuple[str, ...]
    truncated: bool = False
    contested_by: tuple[str, ...] = ()


@dataclass(frozen=True)
class Block:
    text: str  # "" when nothing is injected (abstention)
    items: tuple[Item, ...]
    omitted: int
    moment: str
    digest: str
    # how the candidates were found: "hybrid" (vectors answered in time), "lexical" (no
    # vectors, vectors off, or the warm embedder missed its budget: the silent fallback)
    mode: str = "lexical"


def _scope(svc: MemoryService, session: str | None) -> Scope:
    return replace(svc.scope, session=session) if session else svc.scope


def _items(entries: tuple[tuple[Entry, str, bool], ...]) -> tuple[Item, ...]:
    return tuple(
        Item(
            id=e.memory.id,
            revision=e.memory.revision,
            kind=e.memory.kind.value,
            text=text,
            score=round(e.score, 6),
            why=e.why,
            truncated=cut,
            contested_by=e.memory.contested_by,
        )
        for e, text, cut in entries
    )


def _entries(svc: MemoryService, scope: Scope, at: str, ranked: list[rk.Ranked]) -> list[Entry]:
    """Ranked memories ready for packing, each with what injection says about its anchors
    (stale / verified, ``anchors.recall``); a memory a person kept both ways with another comes
    with that other memory right after it, both carrying the person's note
    (``context.resolutions``)."""
    mems = [r.memory for r in ranked]
    links, others = resolutions.partners(svc.store, scope, at, [m.id for m in mems])
    notes = anchored.notes(svc.store, [*mems, *others.values()])
    if not links:
        return [Entry(r.memory, r.score, r.why, note=notes.get(r.memory.id, "")) for r in ranked]
    out: list[Entry] = []
    placed: set[str] = set()
    present = {m.id for m in mems} | set(others)
    for r in ranked:
        if r.memory.id in placed:
            continue
        pairs = tuple((o, n) for o, n in links.get(r.memory.id, ()) if o in present)
        out.append(
            Entry(r.memory, r.score, r.why, note=notes.get(r.memory.id, ""), kept_with=pairs)
        )
        placed.add(r.memory.id)
        for other_id, _note in pairs:
            if other_id in placed:
                continue
            other = others.get(other_id) or next(
                (x.memory for x in ranked if x.memory.id == other_id), None
            )
            if other is None:
                continue
            back = tuple((o, n) for o, n in links.get(other_id, ()) if o in present)
            out.append(
                Entry(
                    other,
                    r.score,
                    ("kept both ways with a delivered memory",),
                    note=notes.get(other_id, ""),
                    kept_with=back,
                )
            )
            placed.add(other_id)
    return out


def ranked_for_prompt(
    svc: MemoryService,
    prompt: str,
    *,
    session: str | None = None,
    at: str | None = None,
    answers: Answers | None = None,
) -> tuple[list[rk.Ranked], str]:
    """The ranked, floored, diversified candidates for a prompt (before dedup and packing), and
    the retrieval mode used. A prompt naming its subject by a name a candidate records as
    replaced ("ledger-sync was renamed quill-prod") is asked again by the new name, and what
    that finds ranks first: the store's memories of the thing speak of it by its new name. The
    memory recording the rename comes with them, so the agent sees why a memory of another name
    answers."""
    at = at or svc.clock()
    scope = _scope(svc, session)
    ranked, mode, hits = _ranked(svc, scope, prompt, session, at, answers)
    texts = [h.memory.text for h in hits]
    found = renames.renamed(prompt, texts)
    # a description the record of a rename gives beside two names in an unknown notation:
    # asked by each name, the first that finds a record of the thing besides the rename's wins
    tried = [(*found, "")] if found is not None else renames.described(prompt, texts)
    for renamed, record, name in tried:
        again, _mode, _hits = _ranked(svc, scope, renamed, session, at, answers)
        if name:
            # what the other name finds counts when it says that name and a word of the
            # request besides it (the asked attribute's): a record of the thing stating
            # something else answers nothing asked
            words = set(renames.NAME_WORD.findall(name.lower()))
            again = [
                r
                for r in again
                if r.memory.id != hits[record].memory.id
                and name.lower() in r.memory.text.lower()
                and set(r.hit.matched) - words
            ]
            if not again:
                continue  # nothing of the thing by that name besides the record of its names
        if again and all(r.memory.id != hits[record].memory.id for r in again):
            why = ("records the rename the prompt was asked again by",)
            again.append(rk.Ranked(hits[record], min(r.score for r in again), why))
        seen = {r.memory.id for r in again}
        return again + [r for r in ranked if r.memory.id not in seen], mode
    return ranked, mode


def _ranked(
    svc: MemoryService,
    scope: Scope,
    prompt: str,
    session: str | None,
    at: str,
    answers: Answers | None,
) -> tuple[list[rk.Ranked], str, tuple[Scored, ...]]:
    query = Query(prompt, scope, view=View.INJECT)
    retrieval = pipeline.retrieve(svc.store, query, at=at, vectors=_vectors_async(svc, query, at))
    # retrieval by anchor: memories anchored to a file the prompt names clear the floors (added
    # when the search missed them); those and the ones anchored to files the session's tools
    # touched are boosted
    best = max((h.relevance for h in retrieval.hits), default=0.0)
    level = max(rk.FLOOR, rk.RELATIVE_FLOOR * best)
    hits, boost = anchored.for_prompt(svc.store, scope, at, prompt, session, retrieval.hits, level)
    usage = pipeline.usage(svc.store, [h.memory.id for h in hits])
    ranked = rk.rank(
        hits,
        scope,
        rk.PROMPT,
        at,
        usage,
        weights=retrieval.weights(),
        anchored=boost,
        answers=answers or AskedAttribute(),
        ask=ask_of(prompt, retrieval.terms),
    )
    return ranked, retrieval.mode, retrieval.hits


def _vectors_async(
    svc: MemoryService, query: Query, at: str
) -> Callable[[], dict[str, float] | None] | None:
    """The vector path's answer, asked now and collected when the pipeline needs it, so the
    warm embedder works while the lexical search runs (None: vectors are off)."""
    from cairn.search import vecstate

    if vecstate.mode() == "lexical" or not vecstate.has_vectors(svc.store):
        return None
    from cairn.search import vector

    return vector.similar_deferred(svc, query, at)


def _vectors(svc: MemoryService, query: Query, at: str) -> dict[str, float] | None:
    """Cosine similarities from the vector path, or None (lexical) when vectors are off, the
    embedding extra is missing or the warm embedder does not answer in time."""
    from cairn.search import vecstate

    if vecstate.mode() == "lexical" or not vecstate.has_vectors(svc.store):
        return None
    from cairn.search import vector

    return vector.similar_for_inject(svc, query, at)


def prompt_block(
    svc: MemoryService,
    prompt: str,
    *,
    budget: int = 2000,
    session: str | None = None,
    answers: Answers | None = None,
) -> Block:
    """What a prompt is delivered. ``answers`` decides whether a candidate holds what the
    prompt asks (default ``AskedAttribute``; typed facts plug in here)."""
    at = svc.clock()
    ranked, mode = ranked_for_prompt(svc, prompt, session=session, at=at, answers=answers)
    if session:
        seen = shown.recently_shown(svc.store, session, at)
        ranked = [r for r in ranked if seen.get(r.memory.id) != r.memory.revision]
    packed = pack(_entries(svc, _scope(svc, session), at, ranked), budget=budget, moment=rk.PROMPT)
    items = _items(packed.entries)
    if session and items:
        shown.remember(svc.store, session, [(i.id, i.revision) for i in items], at)
    return Block(packed.text, items, packed.omitted if items else 0, rk.PROMPT, "", mode)


@dataclass(frozen=True)
class Digest:
    counts: dict[str, int]
    contested: tuple[str, ...]
    proposals: int

    def line(self) -> str:
        total = sum(self.counts.values())
        parts = [f"{n} {k}" for k, n in sorted(self.counts.items(), key=lambda kv: -kv[1]) if n]
        s = f"cairn: {total} active memories" + (f" ({', '.join(parts)})" if parts else "")
        if self.contested:
            s += f"; {len(self.contested)} contested"
        s += f"; {self.proposals} proposal{'s' if self.proposals != 1 else ''} waiting for review"
        return s + "."


def digest(svc: MemoryService, scope: Scope, at: str) -> Digest:
    """Counts through the read predicate (INJECT for what is served, REVIEW for proposals)."""
    db = getattr(svc.store, "db", None)
    if isinstance(db, sqlite3.Connection):
        where, params = read_predicate(View.INJECT, scope, at=at)
        counts = {
            str(k): int(n)
            for k, n in db.execute(
                f"SELECT m.kind, count(*) FROM memories m WHERE {where} GROUP BY m.kind", params
            )
        }
        rwhere, rparams = read_predicate(View.REVIEW, scope, at=at)
        proposals = int(
            db.execute(
                f"SELECT count(*) FROM memories m WHERE {rwhere} AND m.status = 'proposed'"
                f" AND m.review IN ({', '.join('?' for _ in WAITING)})",
                [*rparams, *(r.value for r in WAITING)],
            ).fetchone()[0]
        )
        contested = tuple(
            str(r[0])
            for r in db.execute(
                f"SELECT m.id FROM memories m WHERE {where} AND EXISTS (SELECT 1 FROM edges e"
                " WHERE e.type = 'contested_because' AND e.resolved_at IS NULL"
                " AND (e.src = m.id OR e.dst = m.id)) ORDER BY m.seq",
                params,
            )
        )
        return Digest(counts, contested, proposals)
    live = svc.store.select(View.INJECT, scope, at)
    counts_: dict[str, int] = {}
    for m in live:
        counts_[m.kind.value] = counts_.get(m.kind.value, 0) + 1
    waiting = [
        m
        for m in svc.store.select(View.REVIEW, scope, at)
        if m.status is Status.PROPOSED and m.review in WAITING
    ]
    return Digest(counts_, tuple(m.id for m in live if m.contested_by), len(waiting))


def _session_start_candidates(svc: MemoryService, scope: Scope, at: str) -> list[Memory]:
    return svc.store.select(View.INJECT, scope, at, Selection(kinds=SESSION_START_KINDS))


def session_start_block(
    svc: MemoryService, *, budget: int = 2000, session: str | None = None
) -> Block:
    at = svc.clock()
    scope = _scope(svc, session)
    d = digest(svc, scope, at)
    line = d.line()
    mems = _session_start_candidates(svc, scope, at)
    hits = [pipeline.Scored(m, 1.0, 1.0, 0.0, 0.0) for m in mems]
    usage = pipeline.usage(svc.store, [m.id for m in mems])
    ranked = rk.rank(hits, scope, rk.SESSION_START, at, usage, use_relevance=False)
    packed = pack(
        _entries(svc, scope, at, ranked), budget=budget, moment=rk.SESSION_START, head=[line]
    )
    items = _items(packed.entries)
    if session and items:
        shown.remember(svc.store, session, [(i.id, i.revision) for i in items], at)
    return Block(packed.text, items, packed.omitted if items else 0, rk.SESSION_START, line)
