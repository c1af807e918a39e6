"""The warm hook server cannot be held by one client: a connection that stays silent, or
trickles its request, is read on its own thread under a deadline, and a call that finds another
being answered (a CLI write waiting for the store's lock) is told at once to run itself. Each
attack is measured beside a control: the same call answered warm with nobody in the way."""

from __future__ import annotations

import json
import socket
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from cairn import localipc
from cairn.integrations import hookd
from cairn.model import Actor, Candidate, Scope
from cairn.service import MemoryService
from tests.conftest import NS_A, Cli


@pytest.fixture
def served(cli: Cli, person: Actor, monkeypatch: pytest.MonkeyPatch) -> Any:
    svc = MemoryService.open(cli.home / "cairn.db", Scope(NS_A, "user:tester"))
    svc.add(Candidate("The flux capacitor listens on port 8123", NS_A), person)
    svc.close()
    for name, value in cli.env().items():
        monkeypatch.setenv(name, value)
    monkeypatch.chdir(cli.project)
    t = threading.Thread(target=hookd.serve, args=(cli.home,), kwargs={"idle": 60}, daemon=True)
    t.start()
    deadline = time.monotonic() + 60
    while not localipc.alive(cli.home / hookd.ENDPOINT, 0.2):
        assert time.monotonic() < deadline, "the warm hook server never came up"
        time.sleep(0.05)
    yield cli.home / hookd.ENDPOINT
    hookd.stop(cli.home)
    t.join(10)


def ask(cli: Cli, endpoint: Path) -> tuple[float, tuple[bytes, int] | None]:
    """A prompt hook asked of the server (a new session each time: nothing injected before)."""
    payload = {
        "session_id": f"s-{time.monotonic_ns()}",
        "cwd": str(cli.project),
        "prompt": "flux capacitor port",
    }
    started = time.monotonic()
    got = hookd.ask(str(endpoint), ["claude-code", "UserPromptSubmit"], json.dumps(payload))
    return time.monotonic() - started, got


def test_a_silent_client_holds_up_only_itself(cli: Cli, served: Path) -> None:
    _took, got = ask(cli, served)  # control: answered warm
    assert got is not None and b"port 8123" in got[0]
    silent = [localipc.connect(served, 10.0) for _ in range(3)]  # connect, say nothing
    try:
        took, got = ask(cli, served)
        assert got is not None and b"port 8123" in got[0], "a silent client held the server"
        assert took < hookd.REPLY_SECONDS / 2, took
        # and the silent ones are dropped once the read deadline passes
        silent[0].settimeout(hookd.READ_SECONDS + 10)
        assert silent[0].recv(16) == b""
    finally:
        for s in silent:
            s.close()


def test_a_trickling_client_is_dropped_at_the_read_deadline(cli: Cli, served: Path) -> None:
    conn = localipc.connect(served, 10.0)
    try:
        started = time.monotonic()
        conn.settimeout(0.5)
        dropped = False
        while time.monotonic() - started < hookd.READ_SECONDS + 10:
            try:
                conn.sendall(b"1")  # a byte at a time, never the whole request
                if conn.recv(16) == b"":
                    dropped = True
                    break
            except TimeoutError:
                continue
            except OSError:
                dropped = True
                break
        assert dropped and time.monotonic() - started < hookd.READ_SECONDS + 5
    finally:
        conn.close()
    _took, got = ask(cli, served)  # control: still serving
    assert got is not None and b"port 8123" in got[0]


def test_a_call_that_finds_another_being_answered_is_told_to_run_itself(
    cli: Cli, served: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A call held for seconds (as a CLI write waiting 30 s for the store's write lock is): a
    hook arriving meanwhile hears "not handled" at once, not after the client's reply timeout."""
    real = hookd.handle
    release = threading.Event()

    def slow(fields: list[bytes], where: Path, runner: Any) -> tuple[bytes, bool]:
        if fields and b"slow-marker" in fields[-1]:
            release.wait(30)
        return real(fields, where, runner)

    monkeypatch.setattr(hookd, "handle", slow)
    payload = {"session_id": "s", "cwd": str(cli.project), "prompt": "slow-marker"}
    held = threading.Thread(
        target=hookd.ask,
        args=(str(served), ["claude-code", "UserPromptSubmit"], json.dumps(payload)),
        daemon=True,
    )
    held.start()
    time.sleep(0.5)  # the slow call is being answered
    try:
        took, got = ask(cli, served)
        assert got is None and took < 1.5, took  # the client runs it in-process now
    finally:
        release.set()
        held.join(30)
    _took, got = ask(cli, served)  # control: nobody in the way, answered warm
    assert got is not None and b"port 8123" in got[0]


def test_a_flood_of_connections_is_refused_not_queued(cli: Cli, served: Path) -> None:
    flood: list[socket.socket] = []
    try:
        for _ in range(hookd.MAX_CONNECTIONS + 8):
            try:
                flood.append(localipc.connect(served, 10.0))
            except BlockingIOError:  # the listen backlog is full: a client would run cold
                time.sleep(0.05)
        took, got = ask(cli, served)
        # answered, or refused at once (the client then runs it itself): never held
        assert took < hookd.REPLY_SECONDS / 2, took
    finally:
        for s in flood:
            s.close()
    time.sleep(0.2)
    deadline = time.monotonic() + hookd.READ_SECONDS + 10
    while True:  # control: once the flood is gone, answered warm again
        took, got = ask(cli, served)
        if got is not None or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    assert got is not None and b"port 8123" in got[0]
