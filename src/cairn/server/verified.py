"""Tokens the server verified a moment ago, kept for ``keep`` seconds so that a client's next
request skips the token's lookup (a statement on an owner connection, ~1 ms of the server's
CPU a request back to back), with a revocation still refused on the next request.

A revocation is a notification: ``TokenStore.revoke`` sends ``pg_notify(CHANNEL, name)`` in
the statement that revokes. This cache holds its own owner connection listening on
``CHANNEL`` (opened before the first token is kept, so no revocation can fall between a
lookup and its keeping unheard), and before it answers from what it keeps it reads what that
connection has heard (a poll, no round trip); any notification empties it. What cannot be
heard is never answered from the cache: no listening connection (it failed, or the database
restarted) means every request is looked up, as without a cache. A kept token is still
checked against its expiry on every request. ``keep`` bounds how stale the rest of the row may
be (a token's scopes, rate and quota never change after it is created).

It never holds a secret: it is keyed by the secret's SHA-256, as the tokens table is.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable
from typing import Any

CHANNEL = "cairn_tokens"
KEEP = 2.0  # seconds a verified token is answered from memory
MAX_KEPT = 10_000


class Verified:
    """The cache (thread-safe). ``connect`` opens an owner connection in autocommit."""

    def __init__(self, connect: Callable[[], Any], keep: float = KEEP) -> None:
        self._connect = connect
        self._keep = keep
        self._lock = threading.Lock()
        self._kept: dict[str, tuple[Any, float]] = {}
        self._conn: Any = None
        self._generation = 0  # bumped by every revocation heard (and every lost connection)

    def _listening(self) -> bool:
        """Open the listening connection if there is none (under the lock)."""
        if self._conn is not None and not (self._conn.closed or self._conn.broken):
            return True
        self._drop()
        try:
            conn = self._connect()
            conn.execute(f'LISTEN "{CHANNEL}"')
        except Exception:
            return False
        self._conn = conn
        return True

    def _drop(self) -> None:
        self._kept.clear()
        self._generation += 1
        if self._conn is not None:
            with contextlib.suppress(Exception):  # a broken one may fail: it is gone anyway
                self._conn.close()
            self._conn = None

    def _hear(self) -> bool:
        """Read the revocations heard so far; False when the connection cannot be read."""
        try:
            for _note in self._conn.notifies(timeout=0.0):
                self._kept.clear()
                self._generation += 1
        except Exception:
            self._drop()
            return False
        return True

    def get(self, key: str) -> Any:
        """The token kept under ``key`` if it is fresh and no revocation was heard since."""
        with self._lock:
            if not self._kept and self._conn is None:
                return None
            if self._conn is None or not self._hear():
                return None
            got = self._kept.get(key)
            if got is None:
                return None
            token, at = got
            if time.monotonic() - at > self._keep:
                del self._kept[key]
                return None
            return token

    def generation(self) -> int | None:
        """Before a lookup: the revocations heard so far, with the listener open (None when it
        cannot be opened: then keep nothing)."""
        with self._lock:
            if not self._listening() or not self._hear():
                return None
            return self._generation

    def keep(self, key: str, token: Any, generation: int | None) -> None:
        """After a lookup that found ``token`` valid: keep it, unless a revocation was heard
        since ``generation`` (the lookup may have read the row before it)."""
        if generation is None:
            return
        with self._lock:
            if self._conn is None or not self._hear() or self._generation != generation:
                return
            if len(self._kept) >= MAX_KEPT:
                self._kept.clear()
            self._kept[key] = (token, time.monotonic())

    def forget(self) -> None:
        """Keep nothing more (a revocation made in this process)."""
        with self._lock:
            self._kept.clear()
            self._generation += 1

    def close(self) -> None:
        with self._lock:
            self._drop()
