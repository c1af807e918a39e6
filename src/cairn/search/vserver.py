"""The warm embedder: one process per store that holds the embedding model, answers a query's
vector and its nearest memories over a ``localipc`` endpoint, and catches the store's vectors up
in the background (``search.vindex``); started detached by ``search.vector`` (``spawn_server``)
and by ``cairn embed --serve``. It answers with ids and revisions only: the caller passes them
through the read predicate (``vector.admitted``)."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import socket
import sys
import threading
from collections import OrderedDict
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cairn import localipc
from cairn.search.vector import _alive, _start_mark

if TYPE_CHECKING:
    from cairn.search.embeddings import Encoder, Model

IDLE_SECONDS = 600.0
# distinct query texts whose vectors are kept (384 float32 each: 256 of them ~400 KB)
RECENT = 256
# the longest request line read; a longer one is refused (the model reads 256 tokens anyway)
MAX_LINE = 1 << 20
# the thread-count settings of the BLAS libraries numpy may be built with
BLAS_THREADS = ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS")


def _lines(conn: socket.socket) -> Iterator[bytes]:
    buf = b""
    while True:
        chunk = conn.recv(65536)
        if not chunk:
            return
        buf += chunk
        while b"\n" in buf:
            line, buf = buf.split(b"\n", 1)
            yield line
        if len(buf) > MAX_LINE:
            raise ValueError("request line too long")


class QueryVectors:
    """The model behind a lock (the background catch-up shares it), with the vectors of the
    ``recent`` latest distinct query texts kept: a prompt sent again ("continue", "run the
    tests", a retried prompt, another session's same question) is answered without a model
    pass. The model is deterministic, so a kept vector is the one a pass would give. Texts are
    kept by digest: a long prompt costs 32 bytes of key, not its length."""

    def __init__(self, emb: Encoder, lock: threading.Lock, recent: int = RECENT) -> None:
        self._emb = emb
        self._lock = lock
        self._recent = recent
        self._kept: OrderedDict[bytes, Any] = OrderedDict()
        self._kept_lock = threading.Lock()
        self.passes = 0  # model passes run (read by tests)

    def embed(self, text: str) -> Any:
        key = hashlib.sha256(text.encode("utf-8", "surrogatepass")).digest()
        with self._kept_lock:
            vec = self._kept.get(key)
            if vec is not None:
                self._kept.move_to_end(key)
                return vec
        with self._lock:
            vec = self._emb.embed([text])[0]
            self.passes += 1
        vec.setflags(write=False)
        with self._kept_lock:
            self._kept[key] = vec
            self._kept.move_to_end(key)
            while len(self._kept) > self._recent:
                self._kept.popitem(last=False)
        return vec


def serve(
    sock: Path,
    *,
    idle: float = IDLE_SECONDS,
    model: Model | None = None,
    family: localipc.Family | None = None,
    store: str | None = None,
) -> None:
    """Answer ``{"text": ...}`` lines with ``{"vec": base64 float32}`` (and, given ``k`` and
    ``namespaces``, the store's ``hits``: ``[id, revision, cosine]`` best first) until idle for
    ``idle`` seconds; catch up on the store's memories without a vector in the background. One
    process per socket: a second server finding a live socket exits at once. The endpoint is a
    Unix socket, or loopback TCP with a token where there is none (``localipc``; ``family``
    forces one)."""
    if _alive(sock):
        return
    from cairn.search import embeddings
    from cairn.search.vindex import VectorIndex

    model = model or embeddings.DEFAULT
    if model is embeddings.MINILM and "numpy" not in sys.modules:
        # One BLAS thread for ranking the copy (numpy reads these when it loads): a matrix-vector
        # product split over a pool waits for every pool thread to be scheduled, which on busy
        # cores cost more than the split saves (10k vectors under load, p50: ~16 ms over two
        # threads, ~1.5 ms on one). Concurrent prompts still rank on their own threads. MPNet's
        # numpy model keeps its threads.
        for var in BLAS_THREADS:
            os.environ.setdefault(var, "1")
    emb = embeddings.get(model)  # seconds: another server may have come up meanwhile
    if _alive(sock):
        return
    index = VectorIndex(store, model) if store else None
    lock = threading.Lock()  # one embedding at a time: the query and the catch-up share a model
    vectors = QueryVectors(emb, lock)
    if index is not None:
        threading.Thread(target=index.catch_up_forever, args=(lock,), daemon=True).start()

    def answer(conn: socket.socket, srv: localipc.Listener) -> None:
        with conn:
            if not srv.admit(conn):
                return
            conn.settimeout(5.0)
            try:
                for line in _lines(conn):
                    req = json.loads(line)
                    if not isinstance(req, dict):
                        return
                    vec = vectors.embed(str(req.get("text", "")))
                    out: dict[str, Any] = {"vec": base64.b64encode(vec.tobytes()).decode()}
                    if index is not None and "k" in req:
                        ns = [str(n) for n in req.get("namespaces") or ()]
                        out["hits"] = index.nearest(vec, int(req["k"]), ns)
                    conn.sendall(json.dumps(out).encode() + b"\n")
                    break
            except (OSError, ValueError, TypeError):
                return

    try:
        with localipc.listen(sock, family) as srv:
            _start_mark(sock).unlink(missing_ok=True)  # listening: a later start may be claimed
            while True:
                conn = srv.accept(idle, admit=False)
                if conn is None:
                    break
                # one thread per request, admitted there: a prompt waits for the model, not for
                # another prompt's handshake, ranking or socket
                threading.Thread(target=answer, args=(conn, srv), daemon=True).start()
    finally:
        if index is not None:
            index.stop()


if __name__ == "__main__":  # pragma: no cover - the detached server's entry point
    from cairn.search import embeddings as _embeddings

    serve(
        Path(sys.argv[1]),
        model=_embeddings.model_named(sys.argv[2] if len(sys.argv) > 2 else None),
        store=sys.argv[3] if len(sys.argv) > 3 else None,
    )
