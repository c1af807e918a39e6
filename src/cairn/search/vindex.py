"""The warm embedder's in-memory copy of a store's vectors, ranked by one matrix product.

A per-prompt hook cannot scan the ``vectors`` table itself in time (sqlite-vec's brute-force
scan costs ~190 ms at 100k vectors here); the warm embedder already holds the model, so it also
holds the vectors of the store's model as one float32 matrix and answers a query with its
nearest ``k`` (~20 ms at 100k). The copy follows the store: before each answer it reads the rows
added since the last one (``PRAGMA data_version`` says whether any other connection committed),
and reloads everything when rows disappeared. Between answers a background thread embeds the
memories that lack a vector (``search.autoembed.catch_up``), so vectors follow writes without a
`cairn embed` step.

It never decides visibility: hits carry the revision they were embedded from, and the caller
passes them through the read predicate (``search.vector.admitted``). Namespaces here only
pre-filter. It opens its own read connection and writes only vectors (through ``autoembed``).
"""

from __future__ import annotations

import contextlib
import threading
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cairn.search.embeddings import Model

CATCH_UP_EVERY = 2.0  # seconds between looks for memories without a vector
MASKS = 16  # namespace sets whose masks are kept (a user's projects and their user namespace)


class VectorIndex:
    def __init__(self, store_path: str, model: Model) -> None:
        import numpy as np

        from cairn.store.sqlite import SQLiteStore

        self._np = np
        self.model = model
        self.store = SQLiteStore(store_path)
        self._db_lock = threading.Lock()
        self._copy_lock = threading.Lock()  # requests are answered on threads
        self._stop = threading.Event()
        self._version = -1
        self._last_rowid = 0
        self._count = 0
        self._ids: list[str] = []
        self._revs: list[int] = []
        self._ns: list[str] = []
        self._pos: dict[str, int] = {}
        self._mat = np.zeros((0, model.dim), dtype=np.float32)
        # the namespace masks of the copy held, per namespace set (rebuilt when the copy changes:
        # building one walks every row, ~10 ms at 100k, on each prompt otherwise)
        self._masks: dict[tuple[str, ...], Any] = {}

    def stop(self) -> None:
        self._stop.set()

    # -- following the store -------------------------------------------------------------------

    def _rows(self, since: int) -> list[Any]:
        return self.store.db.execute(
            "SELECT v.rowid, v.memory_id, v.revision, v.vec, m.namespace FROM vectors v"
            " JOIN memories m ON m.id = v.memory_id AND m.revision = v.revision"
            " WHERE v.model = ? AND v.rowid > ? ORDER BY v.rowid",
            (self.model.id, since),
        ).fetchall()

    def refresh(self) -> None:
        """Bring the copy up to date with the store (cheap when nothing was committed)."""
        with self._copy_lock:
            self._refresh()

    def _refresh(self) -> None:
        np = self._np
        with self._db_lock:
            db = self.store.db
            version = int(db.execute("PRAGMA data_version").fetchone()[0])
            if version == self._version:
                return
            self._version = version
            count = int(
                db.execute(
                    "SELECT count(*) FROM vectors WHERE model = ?", (self.model.id,)
                ).fetchone()[0]
            )
            if count < self._count:  # rows went away (a purge, a model switch): start over
                self._ids, self._revs, self._ns, self._pos = [], [], [], {}
                self._mat = np.zeros((0, self.model.dim), dtype=np.float32)
                self._masks = {}
                self._last_rowid = 0
            self._count = count
            rows = self._rows(self._last_rowid)
        if not rows:
            return
        new: list[Any] = []
        for rowid, mid, rev, vec, ns in rows:
            self._last_rowid = max(self._last_rowid, int(rowid))
            v = np.frombuffer(vec, dtype=np.float32)
            if v.shape[0] != self.model.dim:
                continue
            at = self._pos.get(str(mid))
            if at is not None:  # a new revision of a memory already held: replace it in place
                self._mat[at] = v
                self._revs[at] = int(rev)
                if self._ns[at] != str(ns):
                    self._ns[at] = str(ns)
                    self._masks = {}
                continue
            self._pos[str(mid)] = len(self._ids) + len(new)
            new.append((str(mid), int(rev), str(ns), v))
        if new:
            self._masks = {}
            self._ids += [n[0] for n in new]
            self._revs += [n[1] for n in new]
            self._ns += [n[2] for n in new]
            self._mat = np.vstack([self._mat, np.stack([n[3] for n in new])])

    def nearest(self, qvec: Any, k: int, namespaces: list[str]) -> list[list[Any]]:
        """``[id, revision, cosine]`` of the ``k`` nearest vectors in ``namespaces`` (all
        namespaces when empty), best first."""
        np = self._np
        with contextlib.suppress(Exception):  # on failure, answer from the copy held
            self.refresh()
        with self._copy_lock:  # a consistent snapshot of the copy, and its mask
            ids, revs, mat = self._ids, self._revs, self._mat
            mask = self._mask(tuple(sorted(set(namespaces)))) if namespaces else None
        if not ids:
            return []
        sims = mat @ np.asarray(qvec, dtype=np.float32)
        if mask is not None:
            sims = np.where(mask, sims, -2.0)
        k = min(k, len(ids))
        top = np.argpartition(-sims, k - 1)[:k]
        top = top[np.argsort(-sims[top])]
        return [[ids[i], revs[i], round(float(sims[i]), 6)] for i in top if sims[i] > -2.0]

    def _mask(self, wanted: tuple[str, ...]) -> Any:
        """Rows in ``wanted`` namespaces, cached until the copy changes (under the copy lock)."""
        mask = self._masks.get(wanted)
        if mask is None or len(mask) != len(self._ns):
            want = set(wanted)
            ns_of = self._ns
            mask = self._np.fromiter((n in want for n in ns_of), dtype=bool, count=len(ns_of))
            if len(self._masks) >= MASKS:
                self._masks = {}
            self._masks[wanted] = mask
        return mask

    # -- catching up ------------------------------------------------------------------------

    def catch_up_forever(self, lock: threading.Lock) -> None:
        """Embed memories that lack a vector, a chunk at a time, until stopped."""
        from cairn.search import autoembed, vector
        from cairn.store.sqlite import SQLiteStore

        own = SQLiteStore(self.store.path)  # its own connection: queries never wait on it
        # the store's state at the last look that found nothing to embed: looking again before
        # another connection commits would find nothing again, and a look walks every memory
        # (~70-100 ms of a loaded core at 10k, every CATCH_UP_EVERY seconds, beside the queries)
        idle_at: int | None = None
        try:
            while not self._stop.is_set():
                try:
                    version = int(own.db.execute("PRAGMA data_version").fetchone()[0])
                    if version == idle_at:
                        self._stop.wait(CATCH_UP_EVERY)
                        continue
                    # a store switched to another model (`cairn embed --model`) is not caught
                    # up with this one's vectors: they would make it the store's model again
                    current = vector.store_model(own)
                    if current is not None and current.id != self.model.id:
                        self._stop.wait(CATCH_UP_EVERY)
                        continue
                    ids = autoembed.stale_ids(own, self.model, limit=autoembed.CHUNK)
                    # one memory per model call: a query waits at most one memory's embedding
                    if ids and autoembed.embed_ids(own, ids, self.model, lock=lock, chunk=1):
                        continue
                    if not ids:
                        idle_at = version
                except Exception:
                    pass
                self._stop.wait(CATCH_UP_EVERY)
        finally:
            own.close()
