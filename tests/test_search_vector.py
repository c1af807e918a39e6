"""The vector path on a real SQLite file with sqlite-vec and the real local models: what KNN may
return (the read predicate, one model's vectors), model choice and switching, the warm server
and the lexical fallback, and the numpy MPNet against reference values from `transformers`."""

from __future__ import annotations

import io
import itertools
import os
import time
import zipfile
from pathlib import Path
from typing import Any

import pytest

from cairn.context.inject import prompt_block
from cairn.model import Actor, Candidate, Kind, Query, View
from cairn.search import embeddings, pipeline, vector
from cairn.search.vecstate import Similarities
from cairn.service import MemoryService
from cairn.timeutil import now

# Skipped only outside CI: `.ci/run` installs both extras, and there a missing model fails.
_CI = bool(os.environ.get("CI"))
pytestmark = pytest.mark.skipif(
    vector.available() is not None and not _CI, reason=f"embed extra: {vector.available()}"
)
needs_mpnet = pytest.mark.skipif(
    vector.available(embeddings.MPNET) is not None and not _CI,
    reason=f"MPNet model packages: {vector.available(embeddings.MPNET)}",
)


@pytest.fixture(autouse=True)
def _hybrid(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests are about the vector path, which the suite otherwise runs without."""
    monkeypatch.setenv("CAIRN_RETRIEVAL", "hybrid")


def _add(svc: MemoryService, text: str, actor: Actor) -> str:
    return svc.add(
        Candidate(text=text, namespace=svc.scope.namespace, kind=Kind.FACT), actor
    ).memory.id


def _cosines(svc: MemoryService, text: str) -> Similarities | None:
    return vector.similar(svc, Query(text, svc.scope, view=View.INJECT), now(), load=True)


def test_knn_returns_only_what_the_read_predicate_allows(
    svc: MemoryService, svc_b: MemoryService, person: Actor, agent: Actor
) -> None:
    control = _add(
        svc, "Database schema changes are applied with alembic before deploying.", person
    )
    rejected = _add(svc, "Database schema changes are applied by hand in production.", person)
    retracted = _add(svc, "Database schema migrations run from a nightly cron job.", person)
    proposed = _add(svc, "Schema migrations of the database are applied on startup.", agent)
    other = _add(svc_b, "Database schema changes are applied with flyway.", person)
    svc.reject(rejected, person)
    svc.retract(retracted, person, reason="wrong")
    vector.build(svc.store, svc.scope)  # nothing left: the writes embedded them
    # every status is embedded (derived state), in both namespaces
    assert svc.store.db.execute("SELECT count(*) FROM vectors").fetchone()[0] == 5

    got = _cosines(svc, "how do we migrate the database schema?")
    assert got is not None
    assert control in got and got[control] > 0.3
    assert not set(got) & {rejected, retracted, proposed, other}


def test_vectors_of_another_model_are_never_compared_and_a_switch_re_embeds(
    svc: MemoryService, person: Actor
) -> None:
    svc.embed_on_write = False  # the explicit builds below are what this test is about
    mid = _add(svc, "Release builds are signed with the team's GPG key.", person)
    assert vector.build(svc.store, svc.scope, model=embeddings.MINILM) == 1
    assert vector.store_model(svc.store) is embeddings.MINILM
    assert vector.build(svc.store, svc.scope, model=embeddings.MINILM) == 0  # nothing stale
    # A vector labelled with another model (as an older build would leave) is not compared.
    svc.store.db.execute("UPDATE vectors SET model = 'some-other-model'")
    q = vector.load_and_embed("how are releases signed?", embeddings.MINILM)
    assert vector.knn(svc.store, svc.scope, View.INJECT, now(), q, model=embeddings.MINILM) == {}
    assert vector.stale(svc.store, svc.scope, embeddings.MINILM)[0].id == mid
    assert vector.build(svc.store, svc.scope, model=embeddings.MINILM) == 1
    got = vector.knn(svc.store, svc.scope, View.INJECT, now(), q, model=embeddings.MINILM)
    assert set(got) == {mid}


def test_hybrid_relevance_uses_the_scale_of_the_model_that_made_the_cosines(
    svc: MemoryService, person: Actor
) -> None:
    mid = _add(svc, "Ship the wheel to the internal index only after the smoke test.", person)
    query = Query("publishing packages", svc.scope, view=View.INJECT)
    mem = svc.store.select(View.INJECT, svc.scope, now())[0]
    assert mem.id == mid
    low = Similarities({mid: 0.4}, noise=0.35, related=0.9)
    high = Similarities({mid: 0.4}, noise=0.1, related=0.5)
    r_low = pipeline.retrieve(svc.store, query, at=now(), vectors=low).hits[0]
    r_high = pipeline.retrieve(svc.store, query, at=now(), vectors=high).hits[0]
    assert r_low.memory.id == r_high.memory.id == mid
    assert r_high.relevance > r_low.relevance
    assert embeddings.MPNET.semantic(embeddings.MPNET.noise) == 0.0
    assert embeddings.MPNET.semantic(embeddings.MPNET.related) == 1.0


def test_the_hook_path_answers_lexically_when_the_warm_embedder_is_not_there(
    svc: MemoryService, person: Actor, monkeypatch: pytest.MonkeyPatch
) -> None:
    _add(svc, "Run the test suite with make test; never call pytest directly in CI.", person)
    vector.build(svc.store, svc.scope)
    spawned: list[Path] = []
    monkeypatch.setattr(
        vector, "spawn_server", lambda sock, model=None, store=None: spawned.append(sock)
    )
    monkeypatch.setattr(embeddings, "_LOADED", {})  # a fresh hook process: no model loaded
    block = prompt_block(svc, "how do I run the test suite?")
    assert spawned == [vector.socket_path(svc.store, embeddings.MINILM)]  # started for next time
    assert len(block.items) == 1  # answered lexically within the budget (control: not empty)
    assert vector.similar(svc, Query("x", svc.scope, view=View.INJECT), now()) is None


def test_the_warm_server_answers_with_the_same_vector_as_the_model_in_process(
    svc: MemoryService, person: Actor, tmp_path: Path
) -> None:
    import subprocess
    import sys

    import numpy as np

    sock = tmp_path / "embed-minilm.sock"
    log = tmp_path / "server.log"
    with log.open("wb") as err:
        proc = subprocess.Popen(
            [sys.executable, "-m", "cairn.search.vserver", str(sock), "minilm"],
            stdout=subprocess.DEVNULL,
            stderr=err,
        )
    try:
        deadline = time.monotonic() + 60
        while not vector._alive(sock):
            assert proc.poll() is None, log.read_text()
            assert time.monotonic() < deadline, "the warm embedder did not start"
            time.sleep(0.1)
        got = vector.remote_query_vector(sock, "rotate the signing key", budget_ms=5000)
        assert got is not None
        here = vector.load_and_embed("rotate the signing key", embeddings.MINILM)
        a = np.frombuffer(got, dtype=np.float32)
        b = np.frombuffer(here, dtype=np.float32)
        assert a.shape == (384,) and float(a @ b) > 0.9999
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_an_unknown_model_name_is_a_clear_error() -> None:
    with pytest.raises(embeddings.EmbeddingsUnavailable, match="unknown embedding model"):
        embeddings.model_named("bert-huge")
    assert embeddings.model_named("mpnet") is embeddings.MPNET
    assert embeddings.model_named(embeddings.MPNET.id) is embeddings.MPNET


def test_the_split_zip_reader_reads_what_the_joined_file_holds(tmp_path: Path) -> None:
    buf = io.BytesIO()
    payload = os.urandom(300_000)
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("m/model.safetensors", payload)
        zf.writestr("m/tokenizer.json", b"{}")
    raw = buf.getvalue()
    cuts = [0, 1000, 150_000, 150_001, len(raw)]
    parts = []
    for i, (a, b) in enumerate(itertools.pairwise(cuts)):
        p = tmp_path / f"m.zip.{i + 1:03d}"
        p.write_bytes(raw[a:b])
        parts.append(p)
    with embeddings._Parts(parts) as f, zipfile.ZipFile(f) as zf:
        assert zf.read("m/model.safetensors") == payload
        assert zf.read("m/tokenizer.json") == b"{}"


def test_tampered_mpnet_weights_are_refused_and_nothing_is_left_in_the_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr(f"{embeddings.MPNET.id}/model.safetensors", b"not the published weights")
        zf.writestr(f"{embeddings.MPNET.id}/tokenizer.json", b"{}")
    part = tmp_path / "x.zip.001"
    part.write_bytes(buf.getvalue())
    monkeypatch.setenv("CAIRN_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("CAIRN_MPNET_DIR", raising=False)
    monkeypatch.setattr(embeddings, "_mpnet_parts", lambda: [part])
    with pytest.raises(embeddings.EmbeddingsUnavailable, match="do not match the published"):
        embeddings.mpnet_dir()
    models = tmp_path / "cache" / "models"
    assert models.is_dir()  # control: the extraction did run
    assert list(models.iterdir()) == []


# Reference values: sentence-transformers' all-mpnet-base-v2 run by `transformers` (torch) on
# these texts (mean pooling, unit length); the first six dimensions and the cosines.
REFERENCE_TEXTS = [
    "Run the migrations before the tests: make migrate && pytest -q",
    "Apply database schema changes prior to running the test suite.",
    "Sourdough starter hydration for whole wheat flour",
]
REFERENCE_HEAD = [
    [-0.05798, 0.01497, -0.02082, -0.04311, 0.07403, -0.00985],
    [-0.04459, 0.05234, -0.02545, -0.0248, 0.03961, 0.0438],
    [-0.04197, -0.00325, 0.02093, -0.00028, 0.00037, -0.0335],
]
REFERENCE_COS = {(0, 1): 0.47088, (0, 2): 0.02773, (1, 2): 0.02785}


@needs_mpnet
def test_numpy_mpnet_matches_the_reference_implementation() -> None:
    enc = embeddings.get(embeddings.MPNET)
    v = enc.embed(REFERENCE_TEXTS)
    assert v.shape == (3, 768)
    for row, ref in zip(v, REFERENCE_HEAD, strict=True):
        assert [round(float(x), 4) for x in row[:6]] == pytest.approx(ref, abs=2e-4)
    for (i, j), ref in REFERENCE_COS.items():
        assert float(v[i] @ v[j]) == pytest.approx(ref, abs=2e-4)
    # Batching and order do not change a text's vector.
    alone = enc.embed([REFERENCE_TEXTS[2]])
    assert float(alone[0] @ v[2]) > 0.99999


@needs_mpnet
def test_an_mpnet_store_is_queried_with_mpnet(svc: MemoryService, person: Actor) -> None:
    mid = _add(svc, "Apply database schema changes before the test suite runs.", person)
    _add(svc, "The office coffee machine is descaled on Fridays.", person)
    assert vector.build(svc.store, svc.scope, model=embeddings.MPNET) == 2
    assert vector.store_model(svc.store) is embeddings.MPNET
    got = _cosines(svc, "run the migrations before testing")
    assert got is not None and got.noise == embeddings.MPNET.noise
    assert max(got, key=lambda k: got[k]) == mid


# all-MiniLM-L6-v2 in float32 run by `transformers` on REFERENCE_TEXTS: pairwise cosines. The
# int8 ONNX model with cairn's bundled tokenizer lands within 0.01 of them (each vector within
# cosine 0.999 of the float one when this was recorded).
MINILM_REFERENCE_COS = {(0, 1): 0.4391, (0, 2): 0.0142, (1, 2): 0.1095}


def test_minilm_with_the_bundled_tokenizer_matches_the_reference_model() -> None:
    assert embeddings.MINILM_TOKENIZER.is_file()
    v = embeddings.get(embeddings.MINILM).embed(REFERENCE_TEXTS)
    assert v.shape == (3, 384)
    for (i, j), ref in MINILM_REFERENCE_COS.items():
        assert float(v[i] @ v[j]) == pytest.approx(ref, abs=0.01)


@needs_mpnet
def test_cairn_embed_chooses_switches_and_keeps_the_store_model(cli: Any) -> None:
    # Added from a pipe, as an agent would: proposals, which are embedded too (every status is).
    from tests.conftest import stop_warm_embedders

    cli.json("add", "Apply database schema changes before the test suite runs.")
    cli.json("add", "Release builds are signed with the team's GPG key.")
    # each `cairn add` left its vector to the warm embedder it started; `cairn embed` builds
    # what that has not built yet
    stop_warm_embedders(cli.home)
    first = cli.json("embed")
    assert first["embedded"] in (0, 1, 2) and first["model"] == embeddings.MINILM.id
    again = cli.json("embed")  # nothing stale: the store keeps its model
    assert again["embedded"] == 0 and again["model"] == embeddings.MINILM.id
    switched = cli.json("embed", "--model", "mpnet")
    assert switched["embedded"] == 2 and switched["model"] == embeddings.MPNET.id
    kept = cli.json("embed")  # no flag: the store's current model, not the default
    assert kept["embedded"] == 0 and kept["model"] == embeddings.MPNET.id
    bad = cli.run("embed", "--model", "bert-huge")
    assert bad.returncode == 64 and "bert-huge" in bad.stderr


def test_session_start_warms_the_embedder_only_when_the_store_has_vectors(
    svc: MemoryService, person: Actor, monkeypatch: pytest.MonkeyPatch
) -> None:
    from cairn.integrations import runner

    spawned: list[tuple[Path, str | None]] = []

    def spawn(sock: Path, model: embeddings.Model | None = None, store: str | None = None) -> None:
        spawned.append((sock, model.name if model else None))

    monkeypatch.setattr(vector, "spawn_server", spawn)
    svc.embed_on_write = False  # vectors only from the explicit build below
    _add(svc, "Run the test suite with make test; never call pytest directly in CI.", person)
    runner._warm_embedder(svc)
    assert spawned == []  # no vectors yet: nothing started
    vector.build(svc.store, svc.scope)
    runner._warm_embedder(svc)
    assert spawned == [(vector.socket_path(svc.store, embeddings.MINILM), "minilm")]
    monkeypatch.setenv("CAIRN_RETRIEVAL", "lexical")
    runner._warm_embedder(svc)
    assert len(spawned) == 1  # lexical retrieval asked for: nothing started


def test_a_lexical_candidate_outside_the_neighbours_gets_its_own_cosine(
    svc: MemoryService, person: Actor
) -> None:
    """The nearest-neighbour list stops at KNN; a lexical match beyond it must not count as
    semantically unrelated: its cosine is read from its stored vector (this revision's only)."""
    near = _add(svc, "Database schema changes are applied with alembic before deploying.", person)
    far = _add(svc, "The database backups are copied to cold storage every night.", person)
    stale = _add(svc, "The database user for reports is read only.", person)
    vector.build(svc.store, svc.scope)
    svc.edit(stale, "The database user for reports is read only and audited.", person)
    db = svc.store.db
    db.execute("DELETE FROM vectors WHERE memory_id = ?", (stale,))
    db.execute(  # a vector left from an older revision (the catch-up has not run yet)
        "INSERT INTO vectors (memory_id, revision, model, dim, vec, at)"
        " SELECT ?, 1, model, dim, vec, at FROM vectors WHERE memory_id = ?",
        (stale, far),
    )
    text = "how is the database schema changed?"
    full = _cosines(svc, text)
    assert full is not None and full.query is not None and far in full
    q = Query(text, svc.scope, view=View.INJECT)
    # the neighbour list as a large store would return it: only the nearest memory
    only_near = Similarities(
        {near: full[near]},
        noise=full.noise,
        related=full.related,
        query=full.query,
        model=full.model,
    )
    hits = {
        h.memory.id: h for h in pipeline.retrieve(svc.store, q, at=now(), vectors=only_near).hits
    }
    assert hits[far].cosine == pytest.approx(full[far], abs=1e-4)
    assert hits[far].semantic == pytest.approx(full.semantic(full[far]), abs=1e-4)
    assert hits[stale].cosine is None and hits[stale].semantic == 0.0  # an old revision's vector
    # control: without the query's vector, a memory outside the list has no semantic support
    bare = Similarities({near: full[near]}, noise=full.noise, related=full.related)
    hits = {h.memory.id: h for h in pipeline.retrieve(svc.store, q, at=now(), vectors=bare).hits}
    assert hits[far].cosine is None and hits[far].semantic == 0.0
