"""The vector path: embeddings stored beside the memories, KNN over them, and a warm local
embedding process so per-prompt recall stays fast. On by default (the base install carries the
model); ``CAIRN_RETRIEVAL=lexical`` turns it off.

- Vectors live in the ``vectors`` table (migration ``m005_vectors``): derived state like the FTS
  index, one per memory revision, built after each committed write (``search.autoembed``),
  caught up by the warm embedder, and rebuildable with ``cairn embed``; never memory state.
- In a process that holds the model (``cairn search``, the benchmarks) KNN runs on a second,
  read-only connection opened with sqlean (the stdlib ``sqlite3`` here cannot load extensions)
  with sqlite-vec loaded, and joins ``memories`` under the one read predicate.
- A hook asks the warm server (``cairn embed --serve``, ``search.vserver``: a ``localipc``
  endpoint beside the store, exiting after a while without requests): it embeds the query and ranks its in-memory copy of
  the store's vectors (``search.vindex``); the hits come back with the revision they were
  embedded from and pass the read predicate here (``admitted``). A vector can never surface a
  memory the predicate would not. A caller that gets no answer within its budget answers
  lexically and starts the server for next time.

This module must never be imported by the hook path unless vectors exist, never download a
model, and never raise into a hook: every failure means "answer lexically".
"""

from __future__ import annotations

import base64
import json
import os
import struct
import sys
from collections.abc import Callable, Sequence
from contextlib import closing
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cairn import localipc
from cairn.model import Memory, Scope, View
from cairn.search.vecstate import Similarities, _db, has_vectors, mode
from cairn.store.predicate import read_predicate
from cairn.timeutil import now

if TYPE_CHECKING:
    from cairn.model import Query
    from cairn.search.embeddings import Model
    from cairn.service import MemoryService
    from cairn.store.base import Store

BUDGET_MS = 120.0
KNN = 50
# A warm embedder takes seconds to load its model before it listens: a start claimed less than
# this long ago is not repeated (each write and prompt in those seconds would otherwise start
# one more server, each loading the model and catching up on its own).
START_GRACE = 30.0


def pack_vec(values: Sequence[float]) -> bytes:
    return struct.pack(f"<{len(values)}f", *values)


def socket_path(store: Store, model: Model | None = None) -> Path:
    """The warm embedder's socket beside the store, one per model."""
    from cairn.search import embeddings

    name = (model or embeddings.DEFAULT).name
    return Path(getattr(store, "path", ".")).resolve().parent / f"embed-{name}.sock"


def store_model(store: Store) -> Model | None:
    """The model of this store's newest vectors (None: no vectors, or an unknown model)."""
    db = _db(store)
    if db is None:
        return None
    try:
        # The newest row has the largest rowid (INSERT OR REPLACE re-inserts): one seek, where
        # ORDER BY at would read every vector on each prompt.
        row = db.execute(
            "SELECT model FROM vectors WHERE rowid = (SELECT max(rowid) FROM vectors)"
        ).fetchone()
    except Exception:
        return None
    if row is None:
        return None
    from cairn.search import embeddings

    return embeddings.BY_ID.get(str(row[0]))


def chosen_model(store: Store, name: str | None = None) -> Model:
    """``name`` if given, else ``CAIRN_EMBED``, else the store's current model, else the default."""
    from cairn.search import embeddings

    if name or os.environ.get("CAIRN_EMBED"):
        return embeddings.model_named(name)
    return store_model(store) or embeddings.DEFAULT


# -- building ---------------------------------------------------------------------------------


def stale(store: Store, scope: Scope, model: Model | None = None) -> list[Memory]:
    """Memories in scope (any status) without a vector of ``model`` for their current revision."""
    from cairn.search import embeddings
    from cairn.store.base import Selection

    want = (model or embeddings.DEFAULT).id
    db = _db(store)
    have: dict[str, int] = {}
    if db is not None:
        have = {
            str(r[0]): int(r[1])
            for r in db.execute("SELECT memory_id, revision FROM vectors WHERE model = ?", (want,))
        }
    mems = store.select(View.REVIEW, scope, now(), Selection())
    return [m for m in mems if have.get(m.id) != m.revision]


def build(
    store: Store,
    scope: Scope,
    *,
    batch: int = 64,
    progress: Callable[[int, int], None] | None = None,
    model: Model | None = None,
) -> int:
    """Embed every memory in scope that lacks a vector of ``model`` (default: the store's
    current model) for its current revision; returns how many were embedded. A store holds one
    model's vectors: switching models replaces them all. Raises EmbeddingsUnavailable without
    the extra."""
    from cairn.search import embeddings

    model = model or chosen_model(store)
    todo = stale(store, scope, model)
    db = _db(store)
    if not todo or db is None:
        return 0
    emb = embeddings.get(model)
    done = 0
    at = now()
    for i in range(0, len(todo), batch):
        chunk = todo[i : i + batch]
        vecs = emb.embed([m.text for m in chunk])
        rows = [
            (m.id, m.revision, model.id, model.dim, v.tobytes(), at)
            for m, v in zip(chunk, vecs, strict=True)
        ]
        db.execute("BEGIN IMMEDIATE")
        try:
            db.executemany(
                "INSERT OR REPLACE INTO vectors (memory_id, revision, model, dim, vec, at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                rows,
            )
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
        done += len(chunk)
        if progress:
            progress(done, len(todo))
    return done


# -- searching --------------------------------------------------------------------------------


def _vec_connection(path: str) -> Any:
    import sqlean
    import sqlite_vec

    conn = sqlean.connect(f"file:{path}?mode=ro", uri=True, timeout=1.0)
    conn.enable_load_extension(True)
    sqlite_vec.load(conn)
    conn.enable_load_extension(False)
    return conn


def knn(
    store: Store,
    scope: Scope,
    view: View,
    at: str,
    qvec: bytes,
    *,
    model: Model,
    k: int = KNN,
) -> dict[str, float]:
    """memory id -> cosine similarity for the ``k`` nearest memories the read predicate allows,
    among the vectors ``model`` made (another model's vectors are never compared)."""
    where, params = read_predicate(view, scope, at=at)
    sql = (
        "SELECT m.id, 1.0 - vec_distance_cosine(v.vec, ?) AS cos FROM vectors v"
        " JOIN memories m ON m.id = v.memory_id AND m.revision = v.revision"
        f" WHERE v.model = ? AND {where} ORDER BY cos DESC LIMIT ?"
    )
    with closing(_vec_connection(store.path)) as conn:
        rows = conn.execute(sql, [qvec, model.id, *params, k]).fetchall()
    return {str(r[0]): float(r[1]) for r in rows}


def available(model: Model | None = None) -> str | None:
    """None when the vector path (with ``model``, default MiniLM) can run here, else why not."""
    try:
        from cairn.search import embeddings

        embeddings.check(model or embeddings.DEFAULT)
    except Exception as exc:
        return f"embedding extra unavailable: {exc}"
    return None


def local_query_vector(text: str, model: Model | None = None) -> bytes | None:
    from cairn.search import embeddings

    emb = embeddings.loaded(model)
    if emb is None:
        return None
    return bytes(emb.embed([text])[0].tobytes())


def load_and_embed(text: str, model: Model | None = None) -> bytes:
    from cairn.search import embeddings

    return bytes(embeddings.get(model).embed([text])[0].tobytes())


def similar(
    svc: MemoryService, query: Query, at: str, *, load: bool = False, force: bool = False
) -> Similarities | None:
    """Cosines for ``query`` or None when the vector path is off or cannot answer in time.
    ``load`` loads the model in this process if needed; ``force`` ignores CAIRN_RETRIEVAL.
    The query is embedded by the model the store's vectors were made with. Without the model
    in this process, the warm embedder answers: it embeds the query and ranks the vectors it
    holds in memory (a scan of the vectors table costs ~190 ms at 100k, the server's ~20 ms),
    and the hits come back through the read predicate here."""
    if (mode() == "lexical" and not force) or not has_vectors(svc.store):
        return None
    try:
        model = store_model(svc.store)
        if model is None:
            return None
        qvec = local_query_vector(query.text, model)
        if qvec is None and load:
            qvec = load_and_embed(query.text, model)
        if qvec is not None:
            cos = knn(svc.store, query.scope, query.view, at, qvec, model=model)
            return Similarities(
                cos, noise=model.noise, related=model.related, query=qvec, model=model.id
            )
        return _from_reply(
            svc.store, query, at, model, remote_knn_vec(svc.store, query, model=model)
        )
    except Exception:
        return None


def _from_reply(
    store: Store,
    query: Query,
    at: str,
    model: Model,
    reply: tuple[list[tuple[str, int, float]], bytes | None] | None,
) -> Similarities | None:
    """The warm embedder's answer (hits and the query's vector) as similarities, through the
    read predicate; None (lexical) when it did not answer."""
    if reply is None:
        return None
    cos, mems = admitted(store, query.scope, query.view, at, reply[0])
    return Similarities(
        cos, noise=model.noise, related=model.related, memories=mems, query=reply[1], model=model.id
    )


def admitted(
    store: Store, scope: Scope, view: View, at: str, hits: Sequence[tuple[str, int, float]]
) -> tuple[dict[str, float], dict[str, Memory]]:
    """The warm embedder's hits that the read predicate allows, for the revision it embedded,
    with the memories it read."""
    from cairn.store.base import Selection

    if not hits:
        return {}, {}
    want = {mid: (rev, cos) for mid, rev, cos in hits}
    mems = {
        m.id: m
        for m in store.select(view, scope, at, Selection(ids=tuple(want)))
        if want[m.id][0] == m.revision
    }
    out = dict(sorted(((i, want[i][1]) for i in mems), key=lambda kv: -kv[1])[:KNN])
    return out, {i: mems[i] for i in out}


def similar_for_inject(svc: MemoryService, query: Query, at: str) -> Similarities | None:
    return similar(svc, query, at)


def similar_deferred(
    svc: MemoryService, query: Query, at: str
) -> Callable[[], Similarities | None]:
    """``similar`` for the hook path, in two halves: the request to the warm embedder leaves
    now (on a thread that only touches its socket), and the returned function collects the
    answer and passes it through the read predicate on the caller's thread (one SQLite
    connection is never used from two threads). Any failure means lexical (None)."""
    try:
        model = store_model(svc.store)
        if model is None or embeddings_loaded(model):
            return lambda: similar(svc, query, at)
        import threading

        got: list[tuple[list[tuple[str, int, float]], bytes | None] | None] = [None]

        def ask() -> None:
            try:  # nothing may escape a hook's thread (not even a traceback on stderr)
                got[0] = remote_knn_vec(svc.store, query, model=model)
            except Exception:
                got[0] = None

        thread = threading.Thread(target=ask, daemon=True)
        thread.start()
    except Exception:
        return lambda: None

    def collect() -> Similarities | None:
        try:
            thread.join()
            return None if model is None else _from_reply(svc.store, query, at, model, got[0])
        except Exception:
            return None

    return collect


def embeddings_loaded(model: Model) -> bool:
    from cairn.search import embeddings

    return embeddings.loaded(model) is not None


def ensure_vectors(svc: MemoryService, model: Model | None = None) -> bool:
    """Build vectors in-process and keep the model loaded (benchmarks, `cairn search --hybrid`)."""
    model = model or chosen_model(svc.store)
    if available(model) is not None:
        return False
    build(svc.store, svc.scope, model=model)
    from cairn.search import embeddings

    embeddings.get(model)
    return True


def unavailable_reason() -> str:
    return available() or "no vectors"


# -- the warm embedding server ------------------------------------------------------------------


def _ask(sock: Path, request: dict[str, Any], budget_ms: float | None) -> Any:
    budget = (budget_ms if budget_ms is not None else _budget()) / 1000.0
    with localipc.connect(sock, budget) as s:
        s.sendall(json.dumps(request).encode() + b"\n")
        buf = b""
        while not buf.endswith(b"\n"):
            chunk = s.recv(65536)
            if not chunk:
                break
            buf += chunk
    return json.loads(buf)


def remote_query_vector(
    sock: Path, text: str, *, model: Model | None = None, budget_ms: float | None = None
) -> bytes | None:
    """Ask the warm server; on no answer within the budget, start it for next time and give up."""
    if not sock.exists():
        spawn_server(sock, model)
        return None
    try:
        reply = _ask(sock, {"text": text}, budget_ms)
        return base64.b64decode(reply["vec"])
    except (OSError, ValueError, KeyError, TypeError):
        if not _alive(sock):
            spawn_server(sock, model)
        return None


def remote_knn(
    store: Store,
    query: Query,
    *,
    model: Model | None = None,
    budget_ms: float | None = None,
    k: int = KNN,
) -> list[tuple[str, int, float]] | None:
    """The warm server's nearest memories ``(id, revision, cosine)`` for ``query`` (its
    namespaces only), or None when it does not answer within the budget (then it is started
    for next time). The caller passes them through the read predicate (``admitted``)."""
    got = remote_knn_vec(store, query, model=model, budget_ms=budget_ms, k=k)
    return None if got is None else got[0]


def remote_knn_vec(
    store: Store,
    query: Query,
    *,
    model: Model | None = None,
    budget_ms: float | None = None,
    k: int = KNN,
) -> tuple[list[tuple[str, int, float]], bytes | None] | None:
    """``remote_knn``'s hits with the query's vector the server embedded (None if it sent
    none), so cosines of other candidates can be read from their stored vectors."""
    sock = socket_path(store, model)
    path = getattr(store, "path", None)
    if not sock.exists():
        spawn_server(sock, model, path)
        return None
    namespaces = [query.scope.namespace, query.scope.user_namespace]
    try:
        reply = _ask(sock, {"text": query.text, "k": k, "namespaces": namespaces}, budget_ms)
        hits = reply["hits"]
        vec = reply.get("vec")
        qvec = base64.b64decode(vec) if isinstance(vec, str) else None
        return [(str(h[0]), int(h[1]), float(h[2])) for h in hits], qvec
    except (OSError, ValueError, KeyError, TypeError, IndexError):
        if not _alive(sock):
            spawn_server(sock, model, path)
        return None


def _budget() -> float:
    try:
        return float(os.environ.get("CAIRN_EMBED_BUDGET_MS", BUDGET_MS))
    except ValueError:
        return BUDGET_MS


def _alive(sock: Path) -> bool:
    return localipc.alive(sock)


def warm(store: Store) -> bool:
    """Start the warm embedder for the store's model unless one is running (the session-start
    hook calls this when retrieval is not lexical and the store has vectors, so the session's
    first prompt can already use them). True if started. Never raises: a failure only means
    prompts answer lexically until a later start works."""
    try:
        model = store_model(store)  # None without vectors
        if model is None:
            return False
        sock = socket_path(store, model)
        if _alive(sock):
            return False
        spawn_server(sock, model, getattr(store, "path", None))
        return True
    except Exception:
        return False


def spawn_server(sock: Path, model: Model | None = None, store: str | None = None) -> None:
    """Start the warm embedder detached (no-op when the model cannot load here). With
    ``store`` it also ranks that store's vectors and catches up on memories without one."""
    from cairn.search import embeddings

    model = model or embeddings.DEFAULT
    if available(model) is not None:
        return
    spawn_unchecked(sock, model, store)


def spawn_unchecked(sock: Path, model: Model, store: str | None = None) -> None:
    """Start the warm embedder detached without ``available``'s imports (a short-lived process
    that checked ``embeddings.installed``); a server that cannot load its model exits."""
    if not _claim_start(sock):
        return
    from cairn import detached

    args = [sys.executable, "-m", "cairn.search.vserver", str(sock), model.name]
    if store and store != ":memory:":
        args.append(str(store))
    try:
        detached.spawn(args)
    except OSError:
        return


def _start_mark(sock: Path) -> Path:
    return sock.with_name(sock.name + ".starting")


def _claim_start(sock: Path) -> bool:
    """Whether this caller may start the server for ``sock``: no other start was claimed in
    the last ``START_GRACE`` seconds (the server removes the mark once it listens)."""
    import time

    mark = _start_mark(sock)
    for _ in range(2):
        try:
            os.close(os.open(mark, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
            return True
        except FileExistsError:
            try:
                if time.time() - mark.stat().st_mtime < START_GRACE:
                    return False
                mark.unlink()  # a start that never came up: claim it afresh
            except FileNotFoundError:
                continue
            except OSError:
                return False
        except OSError:
            return True  # no mark can be made here (a read-only folder): start anyway
    return False
