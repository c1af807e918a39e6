"""The warm embedder's copy of a store's vectors (``search.vindex``): its cached namespace masks
follow the store (new rows, a memory moving namespace, rows going away), and answers with them
equal a fresh copy's; and the query model never spin-waits (``search.embeddings``)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import numpy as np
import pytest

from cairn.model import Actor, Candidate, Kind, Scope
from cairn.search import embeddings, vector
from cairn.search.vindex import MASKS, VectorIndex
from cairn.service import MemoryService
from cairn.timeutil import now

MODEL = embeddings.MINILM
NS_X, NS_Y, USER = "proj-x", "proj-y", "user-u"


def _add(store: Path, ns: str, texts: list[str], person: Actor) -> list[str]:
    svc = MemoryService.open(store, Scope(ns, USER), embed_on_write=False)
    try:
        return [
            svc.add(Candidate(text=t, namespace=ns, kind=Kind.FACT), person).memory.id
            for t in texts
        ]
    finally:
        svc.close()


def _vectors(store: Path, ids: list[str], seed: int) -> None:
    """A unit vector of our own for each memory (its current revision)."""
    rng = np.random.default_rng(seed)
    db = sqlite3.connect(store, isolation_level=None)
    try:
        for mid in ids:
            rev = db.execute("SELECT revision FROM memories WHERE id = ?", (mid,)).fetchone()[0]
            v = rng.standard_normal(MODEL.dim).astype(np.float32)
            v /= np.linalg.norm(v)
            db.execute(
                "INSERT OR REPLACE INTO vectors (memory_id, revision, model, dim, vec, at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (mid, rev, MODEL.id, MODEL.dim, v.tobytes(), now()),
            )
    finally:
        db.close()


def _query(seed: int) -> np.ndarray:
    v = np.random.default_rng(seed).standard_normal(MODEL.dim).astype(np.float32)
    return v / np.linalg.norm(v)


def _fresh(store: Path, q: np.ndarray, ns: list[str]) -> list[list[object]]:
    index = VectorIndex(str(store), MODEL)
    try:
        return index.nearest(q, 100, ns)
    finally:
        index.store.close()


def test_cached_masks_follow_new_rows_and_answer_as_a_fresh_copy(
    store_path: Path, person: Actor
) -> None:
    xs = _add(store_path, NS_X, [f"x fact number {i}" for i in range(6)], person)
    ys = _add(store_path, NS_Y, [f"y fact number {i}" for i in range(6)], person)
    _vectors(store_path, xs + ys, seed=1)
    index = VectorIndex(str(store_path), MODEL)
    q = _query(9)
    try:
        first = index.nearest(q, 100, [NS_X])
        assert {h[0] for h in first} == set(xs)  # the mask keeps project y out
        assert index.nearest(q, 100, [NS_X]) == first  # answered from the cached mask
        # control: with no namespaces, everything
        assert {h[0] for h in index.nearest(q, 100, [])} == set(xs + ys)
        # rows added after the mask was cached: the new x rows are in, the new y rows are not
        xs2 = _add(store_path, NS_X, [f"later x fact {i}" for i in range(3)], person)
        ys2 = _add(store_path, NS_Y, [f"later y fact {i}" for i in range(3)], person)
        _vectors(store_path, xs2 + ys2, seed=2)
        after = index.nearest(q, 100, [NS_X])
        assert {h[0] for h in after} == set(xs + xs2)
        assert after == _fresh(store_path, q, [NS_X])
        assert index.nearest(q, 100, [NS_Y, NS_X]) == _fresh(store_path, q, [NS_X, NS_Y])
    finally:
        index.store.close()


def test_a_memory_moving_namespace_leaves_the_old_mask(store_path: Path, person: Actor) -> None:
    xs = _add(store_path, NS_X, [f"x fact number {i}" for i in range(4)], person)
    _vectors(store_path, xs, seed=3)
    index = VectorIndex(str(store_path), MODEL)
    q = _query(4)
    try:
        assert {h[0] for h in index.nearest(q, 100, [NS_X])} == set(xs)
        moved = xs[0]
        db = sqlite3.connect(store_path, isolation_level=None)
        try:  # the same memory, re-embedded at a new revision in another namespace
            db.execute(
                "UPDATE memories SET namespace = ?, revision = revision + 1 WHERE id = ?",
                (NS_Y, moved),
            )
        finally:
            db.close()
        _vectors(store_path, [moved], seed=5)
        assert moved not in {h[0] for h in index.nearest(q, 100, [NS_X])}
        assert [h[0] for h in index.nearest(q, 100, [NS_Y])] == [moved]
        assert index.nearest(q, 100, [NS_X]) == _fresh(store_path, q, [NS_X])
    finally:
        index.store.close()


def test_many_namespace_sets_do_not_grow_the_cache_without_bound(
    store_path: Path, person: Actor
) -> None:
    xs = _add(store_path, NS_X, ["x fact"], person)
    _vectors(store_path, xs, seed=6)
    index = VectorIndex(str(store_path), MODEL)
    try:
        for i in range(3 * MASKS):
            got = index.nearest(_query(i), 5, [NS_X, f"other-{i}"])
            assert [h[0] for h in got] == xs
            assert index.nearest(_query(i), 5, [f"other-{i}"]) == []  # control: not x
        assert len(index._masks) <= MASKS
    finally:
        index.store.close()


@pytest.mark.skipif(vector.available() is not None, reason=f"embed extra: {vector.available()}")
def test_the_query_model_blocks_instead_of_spin_waiting() -> None:
    enc = embeddings.Embedder()
    opts = enc._session.get_session_options()
    for key in embeddings.SPIN_CONFIG:
        assert opts.get_session_config_entry(key) == "0"
    # and it still embeds: a unit vector of the model's size
    v = enc.embed(["the dev server listens on port 8080"])[0]
    assert v.shape == (MODEL.dim,) and abs(float(np.linalg.norm(v)) - 1.0) < 1e-4


def test_the_catch_up_looks_again_only_after_another_connection_commits(
    store_path: Path, person: Actor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A look for memories without a vector walks every memory: with nothing committed since
    a look that found none, the background catch-up does not look again; a write does."""
    import threading
    import time

    from cairn.search import autoembed, vindex

    ids = _add(store_path, NS_X, ["alpha one", "beta two"], person)
    _vectors(store_path, ids, seed=1)
    looks: list[list[str]] = []
    embedded: list[str] = []
    real_stale = autoembed.stale_ids

    def stale(store: object, model: object, limit: int = 10_000) -> list[str]:
        got = real_stale(store, model, limit=limit)  # type: ignore[arg-type]
        looks.append(got)
        return got

    def embed(store: object, todo: list[str], model: object, **kw: object) -> int:
        _vectors(store_path, list(todo), seed=len(embedded) + 2)
        embedded.extend(todo)
        return len(todo)

    monkeypatch.setattr(autoembed, "stale_ids", stale)
    monkeypatch.setattr(autoembed, "embed_ids", embed)
    monkeypatch.setattr(vindex, "CATCH_UP_EVERY", 0.02)
    index = VectorIndex(str(store_path), MODEL)
    t = threading.Thread(target=index.catch_up_forever, args=(threading.Lock(),), daemon=True)
    t.start()
    try:
        time.sleep(0.5)  # ~25 rounds
        assert looks == [[]]  # one look, nothing to do, and no look since
        new = _add(store_path, NS_X, ["gamma three"], person)  # another connection commits
        deadline = time.monotonic() + 10
        while new[0] not in embedded:
            assert time.monotonic() < deadline, "the new memory was not caught up"
            time.sleep(0.02)
        time.sleep(0.3)
        assert looks[1] == new and looks[2:] == [[]]  # found it, then looked once to be sure
    finally:
        index.stop()
        t.join(5)
        index.store.close()
