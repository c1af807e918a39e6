"""Retrieval: from a query to scored candidates, every one through the one read predicate.

The pipeline asks the store for lexical candidates (porter BM25 with column weights, plus the
trigram index for identifiers) and, when vectors are on, for nearest neighbours; fuses the
rankings by reciprocal rank (``search.fusion``) and computes each candidate's *relevance*: the
share of the query's information (IDF-weighted terms) that the memory covers, blended with its
normalised BM25 and, when present, its cosine similarity. Relevance is query-relative and lies in
[0, 1], so the context layer can put an abstention floor on it that does not depend on corpus
size.

It must never read memories except through ``store.lexical``/``store.select`` (the read
predicate), and never write to the store.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from cairn.model import Memory, Query, Scope, View
from cairn.search import lexical, rarity
from cairn.search.fusion import rrf
from cairn.search.lexical import QueryTerm
from cairn.search.vecstate import Similarities, on_scale
from cairn.store.base import Selection, Store

if TYPE_CHECKING:
    from cairn.service import MemoryService

POOL = 50
# lexical candidates outside the nearest neighbours whose cosine is read from their vectors
FILL = 32


@dataclass(frozen=True)
class Scored:
    memory: Memory
    relevance: float
    coverage: float
    bm25: float
    fused: float
    matched: tuple[str, ...] = ()
    cosine: float | None = None
    stems: frozenset[str] = field(default_factory=frozenset)
    semantic: float | None = None  # the cosine on the model's relevance scale [0, 1]

    @property
    def why(self) -> tuple[str, ...]:
        out = [f"relevance {self.relevance:.2f}", f"covers {self.coverage:.0%} of the query"]
        if self.matched:
            out.append("terms: " + ", ".join(self.matched))
        if self.cosine is not None:
            out.append(f"cosine {self.cosine:.2f}")
        return tuple(out)


@dataclass(frozen=True)
class Retrieval:
    terms: tuple[QueryTerm, ...]
    hits: tuple[Scored, ...]
    mode: str  # what was actually used: lexical | hybrid | semantic

    def weights(self) -> dict[str, float]:
        """Each query word's share of the query's information (IDF / total IDF)."""
        total = sum(t.weight for t in self.terms) or 1.0
        return {t.word: t.weight / total for t in self.terms}


def _db(store: Store) -> sqlite3.Connection | None:
    db = getattr(store, "db", None)
    return db if isinstance(db, sqlite3.Connection) else None


def _fallback_terms(text: str) -> list[QueryTerm]:
    idents = {i.lower() for i in lexical.identifiers(text)}
    return [
        QueryTerm(w, w, 1.0, w in idents, prior=1.0 if w in idents else rarity.prior(w))
        for w in lexical.words(text)
    ]


def analyse(store: Store, text: str) -> list[QueryTerm]:
    db = _db(store)
    if db is not None:
        return lexical.query_terms(db, text)
    own = getattr(store, "query_terms", None)  # a backend with its own parser (PostgreSQL)
    return list(own(text)) if own is not None else _fallback_terms(text)


def _stems(store: Store, texts: Sequence[str]) -> list[frozenset[str]]:
    db = _db(store)
    if db is not None:
        return lexical.stems(db, texts)
    own = getattr(store, "stems", None)
    if own is not None:
        return list(own(texts))
    return [frozenset(lexical.words(t)) for t in texts]


def retrieve(
    store: Store,
    query: Query,
    *,
    at: str,
    pool: int = POOL,
    vectors: dict[str, float] | Callable[[], dict[str, float] | None] | None = None,
) -> Retrieval:
    """Scored candidates for ``query`` (best first). ``vectors`` maps memory id to cosine
    similarity from the vector path (already through the read predicate); None = lexical only.
    It may be a function that waits for them: it is called once the lexical candidates are in,
    so a query being embedded elsewhere overlaps with the lexical search."""
    terms = analyse(store, query.text)
    scope, view = query.scope, query.view
    porter: list[tuple[Memory, float]] = []
    if terms:
        porter = store.lexical(lexical.match_of(terms), view, scope, at, limit=pool)
    tri_match = lexical.trigram_match(query.text)
    tri = store.lexical(tri_match, view, scope, at, limit=pool, trigram=True) if tri_match else []
    if callable(vectors):
        vectors = vectors()
    semantic = vectors.semantic if isinstance(vectors, Similarities) else semantic_relevance
    mems: dict[str, Memory] = {}
    for m, _s in porter + tri:
        mems.setdefault(m.id, m)
    rankings: dict[str, list[str]] = {
        "porter": [m.id for m, _ in porter],
        "trigram": [m.id for m, _ in tri],
    }
    known_sims = vectors
    if vectors:
        known = vectors.memories if isinstance(vectors, Similarities) else {}
        for mid, m in known.items():
            mems.setdefault(mid, m)
        missing = [mid for mid in vectors if mid not in mems]
        if missing:
            for m in _select_ids(store, view, scope, at, missing):
                mems[m.id] = m
        vectors = {k: v for k, v in vectors.items() if k in mems}
        if isinstance(known_sims, Similarities):
            lexical_order = [m.id for m, _ in porter] + [m.id for m, _ in tri]
            vectors.update(fill_cosines(store, known_sims, lexical_order, mems, vectors))
        rankings["vector"] = sorted(vectors, key=lambda k: -vectors[k])
    if query.kinds:
        mems = {k: m for k, m in mems.items() if m.kind in query.kinds}
    if not mems:
        return Retrieval(tuple(terms), (), "hybrid" if vectors is not None else "lexical")
    fused = dict(rrf(rankings))
    best_bm25 = max((s for _, s in porter), default=0.0)
    bm25 = {m.id: (s / best_bm25 if best_bm25 > 0 else 0.0) for m, s in porter}
    ids = list(mems)
    stem_sets = dict(zip(ids, _stems(store, [mems[i].text for i in ids]), strict=True))
    total_weight = sum(t.weight for t in terms) or 1.0
    hits: list[Scored] = []
    for mid in ids:
        mem = mems[mid]
        low = mem.text.lower()
        matched = [t for t in terms if t.stem in stem_sets[mid] or (t.ident and t.word in low)]
        cov = sum(t.weight for t in matched) / total_weight if terms else 0.0
        b = bm25.get(mid, 0.0)
        lex_rel = cov * (0.75 + 0.25 * b)
        cos = vectors.get(mid) if vectors else None
        # in hybrid mode a memory outside the nearest neighbours has no semantic support
        sem = semantic(cos) if cos is not None else (0.0 if vectors else None)
        rel = lex_rel if cos is None else max(lex_rel, 0.5 * lex_rel + 0.5 * semantic(cos))
        hits.append(
            Scored(
                memory=mem,
                relevance=rel,
                coverage=cov,
                bm25=b,
                fused=fused.get(mid, 0.0),
                matched=tuple(t.word for t in matched),
                cosine=cos,
                stems=stem_sets[mid],
                semantic=sem,
            )
        )
    hits.sort(key=lambda h: (-h.relevance, -h.fused, h.memory.id))
    mode = "lexical" if vectors is None else "hybrid"
    return Retrieval(tuple(terms), tuple(hits), mode)


def fill_cosines(
    store: Store,
    sims: Similarities,
    lexical_order: Sequence[str],
    mems: dict[str, Memory],
    have: dict[str, float],
    limit: int = FILL,
) -> dict[str, float]:
    """Cosines for the first ``limit`` lexical candidates outside the nearest neighbours, read
    from their stored vectors (same model, the revision read): in a store larger than the
    neighbour list a lexical match would otherwise count as semantically unrelated. Pure
    Python (the per-prompt path imports no numpy): ~1 ms for 32 vectors of 384 floats."""
    db = _db(store)
    if db is None or sims.query is None or sims.model is None:
        return {}
    want: list[str] = []
    for mid in lexical_order:
        if len(want) >= limit:
            break
        if mid not in have and mid in mems and mid not in want:
            want.append(mid)
    if not want:
        return {}
    from array import array

    q = array("f")
    q.frombytes(sims.query)
    marks = ", ".join("?" for _ in want)
    try:
        rows = db.execute(
            f"SELECT memory_id, revision, vec FROM vectors WHERE model = ? AND memory_id IN ({marks})",
            [sims.model, *want],
        ).fetchall()
    except sqlite3.Error:
        return {}
    out: dict[str, float] = {}
    for mid, rev, blob in rows:
        mem = mems.get(str(mid))
        if mem is None or int(rev) != mem.revision or len(blob) != 4 * len(q):
            continue
        v = array("f")
        v.frombytes(blob)
        out[str(mid)] = sum(a * b for a, b in zip(q, v, strict=True))
    return out


def semantic_relevance(cosine: float) -> float:
    """A cosine of unknown provenance on the relevance scale, by the default model's scale
    (``search.embeddings.MINILM``); vectors from ``search.vector`` carry their own model's."""
    return on_scale(cosine, 0.2, 0.7)


def _select_ids(
    store: Store, view: View, scope: Scope, at: str, ids: Sequence[str]
) -> list[Memory]:
    return store.select(view, scope, at, Selection(ids=tuple(ids)))


def usage(store: Store, ids: Sequence[str]) -> dict[str, tuple[int, str | None]]:
    """Citation counts (``cited_count``, ``last_cited_at``) of memories already admitted by the
    read predicate; a statistic lookup, not a read path (it returns no memory)."""
    db = _db(store)
    if db is None or not ids:
        own = getattr(store, "usage", None)
        return dict(own(ids)) if own is not None and ids else {}
    marks = ", ".join("?" for _ in ids)
    rows = db.execute(
        f"SELECT id, cited_count, last_cited_at FROM memories WHERE id IN ({marks})", list(ids)
    ).fetchall()
    return {str(r[0]): (int(r[1] or 0), r[2]) for r in rows}


def search(
    svc: MemoryService, text: str, *, view: View, limit: int, mode: str = "auto"
) -> list[tuple[Memory, float]]:
    """Search for people and agents: ranked by relevance (and cosine in hybrid/semantic mode),
    with no abstention floor; only candidates that match at all are returned. ``auto`` (the
    default) is hybrid when the store has vectors and the warm embedder (or a model already
    loaded here) answers in time, else lexical, as recall decides."""
    at = svc.clock()
    query = Query(text, svc.scope, view=view, limit=limit, mode=mode)
    vectors: dict[str, float] | None = None
    if mode == "auto":
        from cairn.search import vecstate

        if vecstate.mode() != "lexical" and vecstate.has_vectors(svc.store):
            from cairn.search import vector

            vectors = vector.similar(svc, query, at)
    elif mode in ("hybrid", "semantic"):
        from cairn.search import vector

        vectors = vector.similar(svc, query, at, load=True, force=True)
        if vectors is None:
            from cairn.errors import UsageError

            raise UsageError(
                f"--{mode} needs vectors: {vector.unavailable_reason()}",
                hint="pip install 'cairn-memory[embed]' and run `cairn embed`",
            )
    if mode == "semantic" and vectors is not None:
        mems = {m.id: m for m in _select_ids(svc.store, view, svc.scope, at, list(vectors))}
        ranked = sorted(vectors.items(), key=lambda kv: -kv[1])
        return [(mems[k], v) for k, v in ranked if k in mems][:limit]
    got = retrieve(svc.store, query, at=at, pool=max(limit * 2, POOL), vectors=vectors)
    return [(h.memory, round(h.relevance, 6)) for h in got.hits if h.relevance > 0][:limit]
