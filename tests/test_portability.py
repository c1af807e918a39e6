"""The fallbacks that macOS and Windows users meet, forced here on Linux: the warm embedder's
endpoint as loopback TCP with a per-user token (no Unix sockets on Windows' Python, a 104-byte
socket path limit on macOS), a detached process started without posix_spawn, and the parent
process check through psutil with Windows executable names."""

from __future__ import annotations

import json
import os
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from cairn import detached, localipc
from cairn.policy import person


def serve_once(listener: localipc.Listener, replies: list[bytes]) -> threading.Thread:
    """Answer each accepted connection's first line with its upper-case text."""

    def run() -> None:
        while True:
            conn = listener.accept(5.0)
            if conn is None:
                return
            with conn:
                data = b""
                while not data.endswith(b"\n"):
                    chunk = conn.recv(1024)
                    if not chunk:
                        break
                    data += chunk
                if data == b"stop\n":
                    return
                if not data:  # a liveness probe: connected and closed
                    continue
                replies.append(data)
                conn.sendall(data.upper())

    t = threading.Thread(target=run, daemon=True)
    t.start()
    return t


def ask(path: Path, text: str) -> bytes:
    with localipc.connect(path, 2.0) as s:
        s.sendall(text.encode() + b"\n")
        return s.recv(1024)


@pytest.fixture
def tcp(tmp_path: Path) -> Iterator[localipc.Listener]:
    with localipc.listen(tmp_path / "embed-x.sock", "tcp") as listener:
        yield listener


def test_the_tcp_fallback_answers_a_client_that_read_the_token_file(
    tcp: localipc.Listener,
) -> None:
    replies: list[bytes] = []
    t = serve_once(tcp, replies)
    info = json.loads(tcp.path.read_text())
    assert set(info) == {"tcp", "token"} and len(info["token"]) == 64
    assert oct(tcp.path.stat().st_mode & 0o777) == "0o600"
    assert ask(tcp.path, "hello") == b"HELLO\n"
    assert localipc.alive(tcp.path)
    ask(tcp.path, "stop")
    t.join(5)
    assert replies == [b"hello\n"]


def test_the_tcp_fallback_refuses_a_client_without_the_token(tcp: localipc.Listener) -> None:
    replies: list[bytes] = []
    t = serve_once(tcp, replies)
    port = json.loads(tcp.path.read_text())["tcp"]
    for attempt in (b"hello\n", b"0" * 64 + b"\n", b"\n"):
        with socket.create_connection(("127.0.0.1", port), timeout=2.0) as s:
            s.sendall(attempt + b"hello\n")
            try:
                answer = s.recv(1024)
            except ConnectionResetError:  # closed with our line unread
                answer = b""
            assert answer == b""  # closed without an answer
    assert ask(tcp.path, "control") == b"CONTROL\n"  # the right token still works
    ask(tcp.path, "stop")
    t.join(5)
    assert replies == [b"control\n"]


def test_a_socket_path_too_long_for_unix_sockets_falls_back_to_tcp(tmp_path: Path) -> None:
    deep = tmp_path / ("d" * 60) / ("e" * 60) / "embed-x.sock"  # over 108 bytes, as on macOS
    with localipc.listen(deep) as listener:
        assert listener.family == "tcp"
        replies: list[bytes] = []
        t = serve_once(listener, replies)
        assert ask(deep, "far") == b"FAR\n"
        ask(deep, "stop")
        t.join(5)
    assert not deep.exists()  # closing removes the endpoint file


def test_a_unix_socket_is_used_where_it_can_be(tmp_path: Path) -> None:
    with localipc.listen(tmp_path / "embed-x.sock") as listener:
        assert listener.family == "unix"
        replies: list[bytes] = []
        t = serve_once(listener, replies)
        assert ask(listener.path, "near") == b"NEAR\n"
        ask(listener.path, "stop")
        t.join(5)


def test_nothing_listening_is_an_oserror_and_not_alive(tmp_path: Path) -> None:
    path = tmp_path / "embed-x.sock"
    path.write_text(json.dumps({"tcp": 9, "token": "x"}))  # a stale endpoint file
    assert not localipc.alive(path)
    path.write_text("not json")
    with pytest.raises(OSError):
        localipc.connect(path, 0.2)


def test_the_warm_embedder_serves_over_the_tcp_fallback(tmp_path: Path) -> None:
    from cairn.search import embeddings, vector, vserver

    if vector.available(embeddings.DEFAULT) is not None:
        pytest.fail(f"the embed extra is part of the test install: {vector.available()}")
    sock = tmp_path / "embed-minilm.sock"
    t = threading.Thread(
        target=vserver.serve, args=(sock,), kwargs={"idle": 3.0, "family": "tcp"}, daemon=True
    )
    t.start()
    deadline = time.monotonic() + 60
    while not sock.exists() and time.monotonic() < deadline:
        time.sleep(0.02)
    assert sock.is_file()  # the endpoint file, not a socket
    vec = vector.remote_query_vector(sock, "how do I run the tests", budget_ms=30_000)
    assert vec is not None and len(vec) == 4 * embeddings.DEFAULT.dim
    t.join(10)
    assert not sock.exists()


def wait_for_file(path: Path, seconds: float = 30) -> str:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if path.exists() and path.read_text().strip():
            return path.read_text()
        time.sleep(0.02)
    raise AssertionError(f"{path} never written")


@pytest.mark.parametrize("method", ["posix_spawn", "popen"])
def test_a_detached_child_runs_in_its_own_session_with_no_stdin(
    tmp_path: Path, method: detached.Method
) -> None:
    log = tmp_path / "logs" / "child.log"
    script = (
        "import os, sys\n"
        "print(os.getsid(0) == os.getpid(), sys.stdin.read() == '', flush=True)\n"
        "print('to stderr', file=sys.stderr, flush=True)\n"
    )
    import sys

    started = time.monotonic()
    pid = detached.spawn([sys.executable, "-c", script], log=log, method=method)
    assert time.monotonic() - started < 5  # it did not wait for the child
    assert pid > 0 and pid != os.getpid()
    out = wait_for_file(log)
    deadline = time.monotonic() + 30
    while "to stderr" not in out and time.monotonic() < deadline:
        time.sleep(0.02)
        out = log.read_text()
    assert out.splitlines()[0] == "True True"
    assert "to stderr" in out


@pytest.mark.parametrize(
    ("name", "argv", "client"),
    [
        ("claude.exe", [], "claude-code"),
        ("CODEX.EXE", [], "codex"),
        ("node.exe", ["C:\\Program Files\\nodejs\\node.exe", "C:\\npm\\gemini.cmd"], "gemini"),
        (
            "node",
            ["/usr/bin/node", "/opt/lib/node_modules/@google/gemini-cli/dist/index.js"],
            "gemini",
        ),
        ("bash", ["/bin/bash"], None),  # control
        ("claudette", [], None),  # control: a prefix is not a match
    ],
)
def test_agent_clients_are_recognised_by_their_names_on_every_os(
    name: str, argv: list[str], client: str | None
) -> None:
    assert person.agent_ancestor(lambda: [("zsh", ["-zsh"]), (name, argv)]) == client


def test_the_parent_processes_are_read_through_psutil() -> None:
    import psutil

    chain = person._ancestors()
    assert chain, "this test runs under at least one parent process"
    assert chain[0][0] == psutil.Process(os.getppid()).name()
