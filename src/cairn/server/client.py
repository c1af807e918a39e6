"""The laptop's HTTP client of `cairn serve`: JSON over one kept-alive connection, with the
server's errors turned back into cairn's error tree (so the CLI prints them as it prints its
own, and a hook fails open on any of them).

Standard library only (``http.client``): the hook path imports this module, and must stay fast.
It never logs or prints the token.
"""

from __future__ import annotations

import http.client
import json
import socket
from typing import Any
from urllib.parse import urlencode, urlsplit

from cairn.errors import (
    CairnError,
    NotFound,
    PolicyError,
    StoreError,
    StoreUnavailable,
    UsageError,
)

NAMESPACE_HEADER = "Cairn-Namespace"


class Unreachable(StoreUnavailable):
    """The server did not answer (refused, timed out, dropped the connection)."""


def _error(status: int, body: dict[str, Any], where: str) -> CairnError:
    from cairn.server.access import Limited
    from cairn.server.tokens import AuthError, ScopeError

    found = body.get("error")
    err: dict[str, Any] = found if isinstance(found, dict) else {}
    message = str(err.get("message") or f"the server answered {status}")
    hint = err.get("hint")
    if status == 401:
        return AuthError(message, hint=hint or "check the token (`cairn remote show`)")
    if status == 403:
        return ScopeError(message, hint=hint)
    if status == 404:
        return NotFound(message, hint=hint)
    if status == 409:
        return PolicyError(message, hint=hint)
    if status in (400, 413, 422):
        return UsageError(message, hint=hint)
    if status == 429:
        return Limited(message, hint=hint)
    if status == 503:
        return StoreUnavailable(f"{where}: {message}", hint=hint)
    return StoreError(f"{where}: {message}", hint=hint)


class Client:
    """Requests to one server with one token."""

    def __init__(
        self, url: str, token: str, *, timeout: float = 10.0, namespace: str | None = None
    ) -> None:
        parts = urlsplit(url.rstrip("/"))
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise UsageError(
                f"not a server URL: {_shown(url)!r}",
                hint="http://host:port, as `cairn serve` printed",
            )
        if "@" in parts.netloc:  # never stored, printed or logged: cairn sends the token only
            raise UsageError(
                f"the server URL {_shown(url)} holds a user name or password, which cairn would"
                " store and print and never uses",
                hint="give the URL without `user:password@`; the token (--token) is the credential",
            )
        self.url = f"{parts.scheme}://{parts.netloc}{parts.path}"
        self._scheme = parts.scheme
        self._host = parts.hostname
        self._port = parts.port
        self._base = parts.path
        self.token = token
        self.timeout = timeout
        self.namespace = namespace
        self._conn: http.client.HTTPConnection | None = None

    def _connection(self) -> http.client.HTTPConnection:
        if self._conn is None:
            cls = (
                http.client.HTTPSConnection
                if self._scheme == "https"
                else http.client.HTTPConnection
            )
            conn = cls(self._host, self._port, timeout=self.timeout)
            conn.connect()
            if conn.sock is not None:  # headers and body leave at once (no Nagle delay)
                conn.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            self._conn = conn
        return self._conn

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def request(
        self,
        method: str,
        path: str,
        body: dict[str, Any] | None = None,
        *,
        query: dict[str, Any] | None = None,
        timeout: float | None = None,
    ) -> dict[str, Any]:
        """One JSON request; the answer's object, or the server's error as a cairn error."""
        target = self._base + path + (("?" + urlencode(query)) if query else "")
        data = json.dumps(body).encode() if body is not None else None
        headers = {"Authorization": f"Bearer {self.token}", "Accept": "application/json"}
        if data is not None:
            headers["Content-Type"] = "application/json"
        if self.namespace:
            headers[NAMESPACE_HEADER] = self.namespace
        for attempt in (1, 2):  # a kept-alive connection the server closed: once more
            try:
                conn = self._connection()
            except OSError as exc:
                self.close()
                raise Unreachable(
                    f"the server at {self.url} cannot be reached: {exc}",
                    hint="is `cairn serve` running and the URL right (`cairn remote show`)?",
                ) from exc
            if timeout is not None:
                conn.timeout = timeout
                if conn.sock is not None:
                    conn.sock.settimeout(timeout)
            try:
                conn.request(method, target, body=data, headers=headers)
                resp = conn.getresponse()
                raw = resp.read()
                status = resp.status
            except (
                http.client.RemoteDisconnected,
                ConnectionResetError,
                BrokenPipeError,
            ) as exc:
                self.close()
                if attempt == 1 and method == "GET":
                    continue
                raise Unreachable(
                    f"the server at {self.url} dropped the connection: {exc}",
                    hint="is `cairn serve` running? nothing was changed by this request, or it"
                    " was and a retry is safe (writes are idempotent by event id in sync)",
                ) from exc
            except (OSError, http.client.HTTPException) as exc:
                self.close()
                raise Unreachable(
                    f"the server at {self.url} cannot be reached: {exc}",
                    hint="is `cairn serve` running and the URL right (`cairn remote show`)?",
                ) from exc
            finally:
                if timeout is not None and self._conn is not None:
                    self._conn.timeout = self.timeout
            try:
                payload = json.loads(raw or b"{}")
            except ValueError:
                payload = {}
            if not isinstance(payload, dict):
                payload = {}
            if status >= 400:
                raise _error(status, payload, self.url)
            return payload
        raise AssertionError("unreachable")  # pragma: no cover


def _shown(url: str) -> str:
    """``url`` as it may be printed: a ``user:password@`` part is replaced by ``***@``."""
    head, sep, rest = url.partition("://")
    if not sep:
        return "***" if "@" in url else url
    netloc, slash, path = rest.partition("/")
    if "@" in netloc:
        netloc = "***@" + netloc.rpartition("@")[2]
    return f"{head}://{netloc}{slash}{path}"
