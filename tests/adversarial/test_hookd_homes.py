"""The warm hook server answers only for its own CAIRN_HOME, and only its own user.

A request that carries another CAIRN_HOME (a second store on the machine, an agent that set the
variable) is refused by the server, so the client answers it cold from that home: a gate in the
other store blocks, and a gate in the server's own store never decides for the other home. A
CLI write relayed with another home lands in that home, never the server's. An endpoint file
that belongs to another user is never used, and the listener drops a Unix peer of another user.
Controls: the same home (also through a symbolic link) is answered warm.
"""

from __future__ import annotations

import json
import os
import socket
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from cairn import localipc
from cairn.integrations import hookd
from cairn.model import Actor, ActorKind, Scope
from cairn.service import MemoryService
from tests.adversarial.hookd_helpers import (
    FORCE_PUSH,
    HARMLESS,
    ask_server,
    denied,
    run_hook,
    start_server,
    tool_payload,
    warm_lines,
)
from tests.conftest import NS_A, USER_NS, Cli, pin, stop_warm_servers

FORCE = r"git push .*(--force|-f)\b"


def gate(store: Path, reason: str) -> None:
    svc = MemoryService.open(store, Scope(NS_A, USER_NS))
    try:
        svc.add_gate("shell", FORCE, reason, Actor(ActorKind.HUMAN, "alice"))
    finally:
        svc.close()


@pytest.fixture
def other_home(cli: Cli, tmp_path: Path) -> Iterator[Path]:
    """A second store on the machine for the same project (adopted there too)."""
    home = tmp_path / "other-home"
    home.mkdir()
    pin(cli.project, NS_A, home / "cairn.db")
    yield home
    stop_warm_servers(home)


def test_a_request_for_another_home_is_refused_and_answered_from_that_home(
    cli: Cli, other_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The server's own store has no gate; the other home's store has one."""
    start_server(cli.home)
    endpoint = cli.home / hookd.ENDPOINT
    gate(other_home / "cairn.db", "the other store forbids force-pushes")
    force = tool_payload(cli, FORCE_PUSH)
    # the server refuses to answer for a home that is not its own ...
    assert ask_server(monkeypatch, endpoint, cli, "PreToolUse", force, home=other_home) is None
    # ... control: it answers for its own (no gate there)
    own = ask_server(monkeypatch, endpoint, cli, "PreToolUse", force)
    assert own is not None and own[0] == 0 and denied(own[1]) is None
    served = warm_lines(cli.home)
    _, out = run_hook(cli, "PreToolUse", force, CAIRN_HOME=str(other_home))
    assert "the other store forbids force-pushes" in (denied(out) or "")
    assert warm_lines(cli.home) == served  # the server never answered it
    assert denied(run_hook(cli, "PreToolUse", force)[1]) is None  # its own home: no gate


def test_a_gate_in_the_servers_store_never_decides_for_another_home(
    cli: Cli, other_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    gate(cli.home / "cairn.db", "the server's store forbids force-pushes")
    start_server(cli.home)
    endpoint = cli.home / hookd.ENDPOINT
    force = tool_payload(cli, FORCE_PUSH)
    assert ask_server(monkeypatch, endpoint, cli, "PreToolUse", force, home=other_home) is None
    assert denied(run_hook(cli, "PreToolUse", force, CAIRN_HOME=str(other_home))[1]) is None
    # control: the server's own home is blocked by its gate, warm
    got = ask_server(monkeypatch, endpoint, cli, "PreToolUse", force)
    assert got is not None and "the server's store forbids" in (denied(got[1]) or "")
    assert denied(run_hook(cli, "PreToolUse", tool_payload(cli, HARMLESS))[1]) is None


def test_the_same_home_through_a_symbolic_link_is_answered_warm(
    cli: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    gate(cli.home / "cairn.db", "no force-pushes")
    start_server(cli.home)
    link = tmp_path / "home-link"
    link.symlink_to(cli.home, target_is_directory=True)
    got = ask_server(
        monkeypatch,
        cli.home / hookd.ENDPOINT,
        cli,
        "PreToolUse",
        tool_payload(cli, FORCE_PUSH),
        home=link,
    )
    assert got is not None and "no force-pushes" in (denied(got[1]) or "")


def _texts(store: Path) -> list[str]:
    db = sqlite3.connect(store)
    try:
        return [str(r[0]) for r in db.execute("SELECT text FROM memories")]
    finally:
        db.close()


def test_a_cli_write_for_another_home_lands_there_and_never_in_the_servers_store(
    cli: Cli, other_home: Path
) -> None:
    start_server(cli.home)
    start_server(other_home)
    text = "Builds run with make -j4 here"
    proc = cli.run("propose", text, env=cli.env(CAIRN_HOME=str(other_home)))
    assert proc.returncode == 0, proc.stderr
    assert text in _texts(other_home / "cairn.db")
    assert text not in _texts(cli.home / "cairn.db")
    # a relayed request naming the other home, sent to this home's server, is refused
    request = hookd.pack(
        [
            hookd.CLI_PROTOCOL,
            hookd.identity(),
            str(cli.project).encode(),
            b"2",
            b"propose",
            b"Smuggled into the wrong store",
            b"1",
            f"CAIRN_HOME={other_home}".encode(),
            b"",
        ]
    )
    with localipc.connect(cli.home / hookd.ENDPOINT, 60) as sock:
        sock.sendall(request)
        sock.shutdown(socket.SHUT_WR)
        reply = hookd._read_all(sock)
    assert reply == hookd.NOT_HANDLED
    assert "Smuggled into the wrong store" not in json.dumps(
        _texts(cli.home / "cairn.db") + _texts(other_home / "cairn.db")
    )
    # control: the same write for this home is the server's to answer, and lands here
    served = warm_lines(cli.home)
    assert cli.run("propose", "Builds run with make -j2 there").returncode == 0
    assert "Builds run with make -j2 there" in _texts(cli.home / "cairn.db")
    assert warm_lines(cli.home) == served + 1


def test_an_endpoint_of_another_user_is_never_used(
    cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    gate(cli.home / "cairn.db", "no force-pushes")
    start_server(cli.home)
    endpoint = cli.home / hookd.ENDPOINT
    force = tool_payload(cli, FORCE_PUSH)
    assert ask_server(monkeypatch, endpoint, cli, "PreToolUse", force) is not None  # control
    me = os.getuid()
    monkeypatch.setattr(os, "getuid", lambda: me + 1)  # the file now belongs to someone else
    assert ask_server(monkeypatch, endpoint, cli, "PreToolUse", force) is None
    with pytest.raises(OSError, match="another user"):
        localipc.connect(endpoint, 1.0)


def test_the_listener_drops_a_unix_peer_of_another_user(monkeypatch: pytest.MonkeyPatch) -> None:
    if not hasattr(socket, "SO_PEERCRED"):
        pytest.skip("this platform does not report a Unix peer's user")
    a, b = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        assert localipc.Listener._same_user(a)  # control: our own process
        me = os.getuid()
        monkeypatch.setattr(os, "getuid", lambda: me + 1)
        assert not localipc.Listener._same_user(a)
    finally:
        a.close()
        b.close()


def test_the_endpoint_is_private_to_its_user(cli: Cli) -> None:
    start_server(cli.home)
    endpoint = cli.home / hookd.ENDPOINT
    assert endpoint.stat().st_mode & 0o077 == 0
    assert endpoint.stat().st_uid == os.getuid()
    # and the TCP fallback's endpoint file (port and token) is private too
    other = cli.home / "tcp-endpoint"
    with localipc.listen(other, "tcp") as listener:
        assert other.stat().st_mode & 0o077 == 0
        assert listener.token and listener.token in other.read_text()
