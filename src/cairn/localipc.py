"""A listening endpoint that only this user's processes on this machine can use, on every OS.

The warm query embedder (``search.vector``) answers hooks over it. Where the platform has Unix
domain sockets it is one, at ``path`` (mode 0600, in the user's data folder). Where it has none
(Windows' Python) or cannot bind one there (macOS limits the socket path to 104 bytes, so a deep
``CAIRN_HOME`` fails), it is loopback TCP on a free port: ``path`` is then a 0600 file holding
the port and a random token, and a client must send the token as its first line before anything
it says is read; a wrong or missing token closes the connection. A client needs no setting: the
kind of file at ``path`` says which one to use.

What the token does not stop: a process running as the same user can read the file, as it could
connect to the Unix socket. It does stop other users on the machine, and pages in a browser,
which can reach a loopback port but not read the file. Two more walls between users: a client
uses an endpoint file only when it belongs to its own user (``owned``: another user who can
write to a shared ``CAIRN_HOME`` must not be able to plant a server there), and where the
platform reports a Unix socket's peer (``SO_PEERCRED``, Linux) the listener drops a connection
from any other user.

Nothing here imports beyond the standard library; it never raises into a caller's hot path
except as ``OSError`` (unreachable), which callers treat as "no answer".
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import stat
from pathlib import Path
from typing import Literal

Family = Literal["unix", "tcp"]
TOKEN_BYTES = 32
HANDSHAKE_SECONDS = 2.0


def unix_available() -> bool:
    return hasattr(socket, "AF_UNIX")


class Listener:
    """A bound, listening endpoint; ``accept`` hands back connections that passed the
    handshake. Closing removes the endpoint file."""

    def __init__(self, path: Path, family: Family | None = None) -> None:
        self.path = path
        self.token = ""
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() or path.is_symlink():
            path.unlink()
        self.family: Family = "tcp"
        if family in (None, "unix") and unix_available():
            try:
                self.sock = self._bind_unix(path)
                self.family = "unix"
                return
            except OSError:
                if family == "unix":
                    raise
        self.sock = self._bind_tcp(path)

    @staticmethod
    def _bind_unix(path: Path) -> socket.socket:
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            sock.bind(str(path))
            os.chmod(path, 0o600)
            sock.listen(16)
        except OSError:
            sock.close()
            raise
        return sock

    def _bind_tcp(self, path: Path) -> socket.socket:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            sock.bind(("127.0.0.1", 0))
            sock.listen(16)
            import secrets  # the server's only: a client's start-up stays small

            self.token = secrets.token_hex(TOKEN_BYTES)
            info = json.dumps({"tcp": sock.getsockname()[1], "token": self.token})
            tmp = path.with_name(path.name + ".tmp")
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(info)
            os.replace(tmp, path)
        except OSError:
            sock.close()
            raise
        return sock

    def accept(self, timeout: float, *, admit: bool = True) -> socket.socket | None:
        """The next connection that passed the handshake; None when ``timeout`` seconds pass
        with no connection at all. With ``admit=False`` the connection comes back unchecked:
        the caller runs ``admit`` on it elsewhere (a server answering each connection on its
        own thread, so a client that connects and stays silent holds up only itself, not the
        accept loop for the TCP handshake's seconds)."""
        self.sock.settimeout(timeout)
        while True:
            try:
                conn, _ = self.sock.accept()
            except TimeoutError:
                return None
            if not admit or self.admit(conn):
                return conn
            conn.close()

    def admit(self, conn: socket.socket) -> bool:
        """Whether ``conn`` may be answered: its peer is this user (Unix) or it sent the token
        first (TCP; waits up to ``HANDSHAKE_SECONDS`` for it)."""
        return self._same_user(conn) if self.family == "unix" else self._handshake(conn)

    @staticmethod
    def _same_user(conn: socket.socket) -> bool:
        """Whether the peer of a Unix connection runs as this user (True where the platform
        cannot say: the socket's 0600 mode is then the wall)."""
        peercred = getattr(socket, "SO_PEERCRED", None)
        if peercred is None or not hasattr(os, "getuid"):
            return True
        import struct

        try:
            creds = conn.getsockopt(socket.SOL_SOCKET, peercred, struct.calcsize("3i"))
            _pid, uid, _gid = struct.unpack("3i", creds)
        except OSError:
            return False
        return bool(uid == os.getuid())

    def _handshake(self, conn: socket.socket) -> bool:
        conn.settimeout(HANDSHAKE_SECONDS)
        line = b""
        try:
            while not line.endswith(b"\n") and len(line) <= 2 * TOKEN_BYTES + 2:
                chunk = conn.recv(1)
                if not chunk:
                    return False
                line += chunk
        except OSError:
            return False
        import hmac

        given = line.strip().decode("ascii", "replace")
        return hmac.compare_digest(given, self.token)

    def close(self) -> None:
        self.sock.close()
        with contextlib.suppress(OSError):
            self.path.unlink()

    def __enter__(self) -> Listener:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def listen(path: Path, family: Family | None = None) -> Listener:
    """Listen at ``path``: a Unix socket where possible, else loopback TCP with a token.
    ``family`` forces one (tests of the fallback force "tcp")."""
    return Listener(path, family)


def owned(st: os.stat_result) -> bool:
    """Whether an endpoint file belongs to this user (always, where there are no user ids)."""
    return not hasattr(os, "getuid") or st.st_uid == os.getuid()


def connect(path: Path, timeout: float) -> socket.socket:
    """A connection to the endpoint at ``path``, handshake done. Raises OSError, also when the
    endpoint belongs to another user."""
    st = os.stat(path)
    if not owned(st):
        raise OSError(f"{path} belongs to another user")
    mode = st.st_mode
    if stat.S_ISSOCK(mode):
        if not unix_available():  # pragma: no cover - a socket file on a platform without
            raise OSError("no Unix sockets here")
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.settimeout(timeout)
        try:
            sock.connect(str(path))
        except OSError:
            sock.close()
            raise
        return sock
    try:
        info = json.loads(path.read_text(encoding="utf-8"))
        port, token = int(info["tcp"]), str(info["token"])
    except (ValueError, KeyError, TypeError) as exc:
        raise OSError(f"not an endpoint file: {path}") from exc
    sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    try:
        sock.sendall(token.encode("ascii") + b"\n")
    except OSError:
        sock.close()
        raise
    return sock


def alive(path: Path, timeout: float = 0.05) -> bool:
    """Whether something listens at ``path`` now."""
    try:
        with connect(path, timeout):
            return True
    except OSError:
        return False
