"""Vectors follow writes without a `cairn embed` step, built outside the write transaction; the
warm embedder ranks its in-memory copy of the vectors, and what it returns still passes the
read predicate; without it in time, recall answers lexically and says so."""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from cairn.context.inject import prompt_block
from cairn.model import Candidate, Query, View
from cairn.search import autoembed, embeddings, vector, vserver
from cairn.service import MemoryService
from cairn.timeutil import now
from tests.conftest import NS_A, NS_B, stop_warm_embedders

pytestmark = pytest.mark.skipif(
    vector.available() is not None, reason=f"embedding model: {vector.available()}"
)


@pytest.fixture(autouse=True)
def _hybrid(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CAIRN_RETRIEVAL", "hybrid")


def _vectors(svc: MemoryService) -> dict[str, int]:
    return {
        str(r[0]): int(r[1])
        for r in svc.store.db.execute("SELECT memory_id, revision FROM vectors")  # type: ignore[attr-defined]
    }


def test_a_written_memory_has_its_vector_when_the_write_returns(
    svc: MemoryService, person: Any
) -> None:
    mid = svc.add(Candidate("The billing api listens on port 8080 locally", NS_A), person).memory.id
    assert _vectors(svc) == {mid: 1}


def test_lexical_retrieval_builds_no_vectors(
    svc: MemoryService, person: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CAIRN_RETRIEVAL", "lexical")
    svc.add(Candidate("The billing api listens on port 8080 locally", NS_A), person)
    assert _vectors(svc) == {}


def test_embedding_happens_outside_the_write_lock(
    svc: MemoryService, person: Any, store_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While the model runs, another connection can take the write lock at once."""
    real = embeddings.get(embeddings.MINILM)
    seen: list[bool] = []

    class Probe:
        def embed(self, texts: list[str]) -> Any:
            other = sqlite3.connect(store_path, timeout=0, isolation_level=None)
            try:
                other.execute("BEGIN IMMEDIATE")
                other.execute("ROLLBACK")
                seen.append(True)
            except sqlite3.OperationalError:
                seen.append(False)
            finally:
                other.close()
            return real.embed(texts)

    monkeypatch.setitem(embeddings._LOADED, "minilm", Probe())
    svc.add(Candidate("Deploy with make deploy from the repository root", NS_A), person)
    assert seen == [True]
    assert len(_vectors(svc)) == 1  # control: it did embed


def test_a_large_batch_is_left_to_the_warm_embedder_and_caught_up(
    svc: MemoryService, person: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    spawned: list[str | None] = []
    monkeypatch.setattr(embeddings, "_LOADED", {})  # a process without the model loaded
    monkeypatch.setattr(
        vector, "spawn_unchecked", lambda sock, model, store=None: spawned.append(store)
    )
    n = autoembed.INLINE + 4
    svc.add_many(
        [Candidate(f"Service {i} logs to /var/log/s{i}.log", NS_A) for i in range(n)], person
    )
    assert _vectors(svc) == {} and spawned == [svc.store.path]  # type: ignore[attr-defined]
    assert autoembed.catch_up(svc.store, embeddings.MINILM) == n  # what the server runs
    assert len(_vectors(svc)) == n


def test_an_edit_is_re_embedded_for_its_new_revision(svc: MemoryService, person: Any) -> None:
    mid = svc.add(Candidate("Tests run with make test", NS_A), person).memory.id
    svc.edit(mid, "Tests run with make check", person)
    assert _vectors(svc) == {mid: 2}
    assert autoembed.stale_ids(svc.store, embeddings.MINILM) == []


def _serve(store: str, sock: Path) -> threading.Thread:
    t = threading.Thread(
        target=vserver.serve,
        kwargs={"sock": sock, "idle": 3.0, "model": embeddings.MINILM, "store": store},
        daemon=True,
    )
    t.start()
    deadline = time.monotonic() + 60
    while not vector._alive(sock):
        assert time.monotonic() < deadline, "the warm embedder did not start"
        time.sleep(0.05)
    return t


def test_the_warm_embedders_hits_pass_the_read_predicate(
    svc: MemoryService, svc_b: MemoryService, person: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    mine = svc.add(Candidate("The billing api listens on port 8080", NS_A), person).memory.id
    gone = svc.add(Candidate("The billing api listened on port 9090", NS_A), person).memory.id
    theirs = svc_b.add(Candidate("The billing api listens on port 7070", NS_B), person).memory.id
    svc.retract(gone, person, reason="old")
    sock = vector.socket_path(svc.store, embeddings.MINILM)
    t = _serve(svc.store.path, sock)  # type: ignore[attr-defined]
    monkeypatch.setattr(embeddings, "_LOADED", {})  # a hook process: the server answers
    monkeypatch.setenv("CAIRN_EMBED_BUDGET_MS", "10000")  # a loaded test machine
    q = Query("which port does the billing api listen on?", svc.scope, view=View.INJECT)
    hits = vector.remote_knn(svc.store, q, budget_ms=10_000)
    assert hits is not None and theirs not in {h[0] for h in hits}  # other namespace
    got = vector.similar(svc, q, now())
    assert got is not None and set(got) == {mine}  # retracted: dropped by the predicate
    # the server's query vector comes along (for cosines of lexical candidates it did not list)
    assert got.query is not None and got.model == embeddings.MINILM.id
    assert len(got.query) == 4 * embeddings.MINILM.dim
    block = prompt_block(svc, "which port does the billing api listen on?")
    assert block.mode == "hybrid" and [i.id for i in block.items] == [mine]
    # a vector of an older revision is never taken for the current text
    svc.embed_on_write = False
    svc.edit(mine, "The billing api listens on port 8088", person)
    got = vector.similar(svc, q, now())
    assert got is not None and mine not in got
    svc.embed_on_write = True
    # a memory written now reaches the server's copy once its vector exists
    new = svc.add(Candidate("The ledger service listens on port 8181 locally", NS_A), person)
    got = vector.similar(svc, q, now())
    assert got is not None and new.memory.id in got
    t.join(timeout=15)


def test_recall_falls_back_to_lexical_and_says_so(
    svc: MemoryService, person: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    svc.add(Candidate("The billing api listens on port 8080 locally", NS_A), person)
    monkeypatch.setattr(embeddings, "_LOADED", {})
    monkeypatch.setattr(vector, "spawn_server", lambda sock, model=None, store=None: None)
    block = prompt_block(svc, "which port does the billing api listen on?")
    assert block.mode == "lexical" and len(block.items) == 1


def test_a_light_process_hands_its_write_to_the_warm_embedder_without_loading_the_model(
    svc: MemoryService, person: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The CLI, hooks and the MCP and web servers (``load_model=False``) never load the model
    to embed a write (seconds, on an agent's every `cairn propose`): they start the warm
    embedder, once, and it builds the vector in the background."""
    loaded: dict[str, Any] = {}
    monkeypatch.setattr(embeddings, "_LOADED", loaded)  # a process without the model
    spawned: list[str | None] = []
    monkeypatch.setattr(
        vector, "spawn_unchecked", lambda sock, model, store=None: spawned.append(store)
    )
    svc.load_model = False
    svc.add(Candidate("The billing api listens on port 8080 locally", NS_A), person)
    assert loaded == {} and _vectors(svc) == {}
    assert spawned == [svc.store.path]  # type: ignore[attr-defined]
    # with a warm embedder already answering, nothing more is started
    monkeypatch.setattr(vector, "_alive", lambda sock: True)
    svc.add(Candidate("The ledger service listens on port 8181 locally", NS_A), person)
    assert len(spawned) == 1 and loaded == {}
    # control: a process that may load the model embeds the write inline
    monkeypatch.setattr(embeddings, "_LOADED", {})
    svc.load_model = True
    svc.add(Candidate("Deploy with make deploy from the repository root", NS_A), person)
    assert len(_vectors(svc)) == 1


def test_cairn_add_leaves_the_vector_to_the_warm_embedder_and_recall_json_says_how(
    cli: Any,
) -> None:
    """The real CLI: `cairn add` returns without loading the model, the warm embedder it
    started builds the memory's vector (`cairn embed` then finds nothing to do), and `cairn
    recall --json` reports how it answered."""
    hybrid = cli.env(CAIRN_RETRIEVAL="hybrid")
    try:
        code, out = cli.tty("add", "The billing api listens on port 8080 locally", env=hybrid)
        assert code == 0, out  # a person, at a terminal: approved
        db = sqlite3.connect(cli.home / "cairn.db")
        try:
            deadline = time.monotonic() + 120  # the model loads in the background: seconds
            while db.execute("SELECT count(*) FROM vectors").fetchone()[0] == 0:
                assert time.monotonic() < deadline, "the warm embedder built no vector"
                time.sleep(0.2)
        finally:
            db.close()
        built = cli.run("embed", "--json", env=hybrid)
        assert json.loads(built.stdout)["embedded"] == 0  # built after it was written
    finally:
        stop_warm_embedders(cli.home)
    # lexical asked for: no warm embedder is started, and the block says so
    lexical = cli.env(CAIRN_RETRIEVAL="lexical")
    proc = cli.run("recall", "--json", "which port does the billing api listen on?", env=lexical)
    got = json.loads(proc.stdout)
    assert got["mode"] == "lexical" and len(got["items"]) == 1
    assert not list(cli.home.rglob("embed-*.sock"))  # nothing was started


def test_writes_in_a_row_start_one_warm_embedder_while_it_loads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The server needs seconds to load its model before it listens: the writes and prompts of
    those seconds do not each start another one; a start that never came up is retried."""
    import os

    from cairn import detached

    started: list[list[str]] = []
    monkeypatch.setattr(detached, "spawn", lambda args, **kw: started.append(list(args)) or 1)
    sock = tmp_path / "embed-minilm.sock"
    for _ in range(3):
        vector.spawn_unchecked(sock, embeddings.MINILM, str(tmp_path / "cairn.db"))
    assert len(started) == 1
    old = time.time() - vector.START_GRACE - 1
    os.utime(sock.with_name(sock.name + ".starting"), (old, old))
    vector.spawn_unchecked(sock, embeddings.MINILM, str(tmp_path / "cairn.db"))
    assert len(started) == 2  # the first start never listened: tried again


_SERVE_AND_REPORT = """
import json, os, sys
from pathlib import Path
from cairn.search import embeddings, vserver
vserver.serve(Path(sys.argv[1]), idle=0.2, model=embeddings.MINILM)
print(json.dumps({"numpy": "numpy" in sys.modules,
                  "blas": {v: os.environ.get(v) for v in vserver.BLAS_THREADS}}))
"""


@pytest.mark.parametrize("preset", [None, "3"])
def test_the_warm_embedder_ranks_on_one_blas_thread_unless_the_user_says(
    tmp_path: Path, preset: str | None
) -> None:
    """A matrix-vector product split over BLAS threads waits for each of them on busy cores:
    the MiniLM server sets one thread before numpy loads; a user's own setting is kept."""
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k not in vserver.BLAS_THREADS}
    if preset is not None:
        env["OPENBLAS_NUM_THREADS"] = preset
    proc = subprocess.run(
        [sys.executable, "-c", _SERVE_AND_REPORT, str(tmp_path / "e.sock")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    got = json.loads(proc.stdout.strip().splitlines()[-1])
    assert got["numpy"]  # the model loaded, with numpy, after the setting
    want = {v: "1" for v in vserver.BLAS_THREADS}
    if preset is not None:
        want["OPENBLAS_NUM_THREADS"] = preset
    assert got["blas"] == want
