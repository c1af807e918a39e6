"""The warm embedder (``search.vserver``) with the real MiniLM model, in this process: it stays
safe with many clients. A client that connects and says nothing, a request line too long to
hold, a line that is not a JSON object: each closes only its own connection, and a well-formed
prompt sent beside it (the control) is answered within the hook's budget."""

from __future__ import annotations

import base64
import json
import os
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from cairn import localipc
from cairn.search import embeddings, vector, vserver

_CI = bool(os.environ.get("CI"))
pytestmark = pytest.mark.skipif(
    vector.available() is not None and not _CI, reason=f"embed extra: {vector.available()}"
)
# a request thread that dies with a traceback fails the test (the control alone would pass)
pytestmark = [
    pytestmark,
    pytest.mark.filterwarnings("error::pytest.PytestUnhandledThreadExceptionWarning"),
]


@pytest.fixture(params=["unix", "tcp"])
def server(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Path]:
    if request.param == "unix" and not localipc.unix_available():
        pytest.skip("no Unix sockets here")
    embeddings.get(embeddings.MINILM)  # loaded before the clock starts
    sock = tmp_path / "embed.sock"
    thread = threading.Thread(
        target=vserver.serve,
        args=(sock,),
        kwargs={"idle": 30.0, "model": embeddings.MINILM, "family": request.param},
        daemon=True,
    )
    thread.start()
    deadline = time.monotonic() + 30
    while not vector._alive(sock):
        assert thread.is_alive() and time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    yield sock


def _raw(sock: Path) -> socket.socket:
    """A connection that passed the handshake (TCP sends the token first), nothing else sent."""
    return localipc.connect(sock, 5.0)


def _ask_ms(sock: Path, text: str) -> tuple[bytes, float]:
    t = time.perf_counter()
    reply = vector._ask(sock, {"text": text}, 5000)
    return base64.b64decode(reply["vec"]), (time.perf_counter() - t) * 1000


def _closed_without_reply(conn: socket.socket) -> bool:
    """Closed by the server well before its 5 s read timeout would have closed it anyway."""
    conn.settimeout(3.0)
    try:
        return conn.recv(65536) == b""
    except ConnectionResetError:
        return True


def _expected(text: str) -> bytes:
    return vector.load_and_embed(text, embeddings.MINILM)


def test_a_well_formed_prompt_gets_the_in_process_vector(server: Path) -> None:
    got, _ = _ask_ms(server, "rotate the signing key")
    assert got == _expected("rotate the signing key")


def test_silent_clients_do_not_hold_up_a_prompt(server: Path) -> None:
    """Connected and silent (and, on TCP, not even through the handshake): a prompt arriving
    after them is answered at once, not after their timeouts."""
    silent = [_raw(server) for _ in range(4)]
    try:
        got, ms = _ask_ms(server, "where do the deploy keys live")
        assert got == _expected("where do the deploy keys live")
        assert ms < localipc.HANDSHAKE_SECONDS * 1000  # the handshake wait is theirs, not ours
    finally:
        for c in silent:
            c.close()


def test_a_client_stuck_in_the_tcp_handshake_does_not_hold_up_the_accept_loop(
    tmp_path: Path,
) -> None:
    embeddings.get(embeddings.MINILM)
    sock = tmp_path / "embed-tcp.sock"
    threading.Thread(
        target=vserver.serve,
        args=(sock,),
        kwargs={"idle": 30.0, "model": embeddings.MINILM, "family": "tcp"},
        daemon=True,
    ).start()
    deadline = time.monotonic() + 30
    while not vector._alive(sock):
        assert time.monotonic() < deadline
        time.sleep(0.05)
    port = int(json.loads(sock.read_text())["tcp"])
    stuck = [socket.create_connection(("127.0.0.1", port), timeout=5) for _ in range(3)]
    try:
        time.sleep(0.1)  # accepted, waiting for a token that never comes
        got, ms = _ask_ms(sock, "who owns the billing service")
        assert got == _expected("who owns the billing service")
        assert ms < localipc.HANDSHAKE_SECONDS * 1000
    finally:
        for c in stuck:
            c.close()


def test_a_line_too_long_closes_only_its_connection(server: Path) -> None:
    conn = _raw(server)
    with conn:
        conn.settimeout(10.0)
        sent = 0
        try:  # no newline: the server must stop reading, not hold it all
            chunk = b"x" * 65536
            while sent <= vserver.MAX_LINE + 2 * len(chunk):
                conn.sendall(chunk)
                sent += len(chunk)
        except OSError:
            pass  # the server closed it while we were sending
        assert _closed_without_reply(conn)
    got, _ = _ask_ms(server, "rotate the signing key")  # control, after it
    assert got == _expected("rotate the signing key")


@pytest.mark.parametrize(
    "line", [b"{not json", b"[1, 2]", b'"text"', b"\xff\xfe", b"null", b'{"text": "\\ud800"}']
)
def test_a_malformed_line_closes_only_its_connection(server: Path, line: bytes) -> None:
    conn = _raw(server)
    with conn:
        conn.sendall(line + b"\n")
        assert _closed_without_reply(conn)
    got, _ = _ask_ms(server, "rotate the signing key")
    assert got == _expected("rotate the signing key")


def test_a_repeated_prompt_is_answered_without_a_model_pass_and_the_same_vector() -> None:
    import numpy as np

    emb = embeddings.get(embeddings.MINILM)
    vectors = vserver.QueryVectors(emb, threading.Lock(), recent=2)
    first = vectors.embed("run the tests")
    assert vectors.passes == 1
    again = vectors.embed("run the tests")
    assert vectors.passes == 1  # kept
    assert np.array_equal(again, emb.embed(["run the tests"])[0])
    assert np.array_equal(first, again)
    with pytest.raises(ValueError):  # a kept vector cannot be changed by a caller
        again[0] = 1.0
    vectors.embed("continue")
    vectors.embed("where is the config")  # evicts the least recent, "run the tests"
    assert vectors.passes == 3
    vectors.embed("continue")
    assert vectors.passes == 3
    vectors.embed("run the tests")  # control: evicted, so embedded again
    assert vectors.passes == 4
    assert vectors.embed("run the tests ") is not None and vectors.passes == 5  # exact text only


def test_kept_vectors_are_bounded_and_keyed_by_digest() -> None:
    emb = embeddings.get(embeddings.MINILM)
    vectors = vserver.QueryVectors(emb, threading.Lock(), recent=3)
    for i in range(10):
        vectors.embed("word " * 5000 + str(i))  # far longer than the model reads
    assert len(vectors._kept) == 3
    assert all(len(k) == 32 for k in vectors._kept)
