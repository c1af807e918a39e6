"""Tokens the server verified a moment ago, kept for ``keep`` seconds so that a client's next
request skips the token's lookup (a statement from an owner pool, its row made into a
``Token``), with a revocation still refused on the next request.

A revocation is a notification: ``TokenStore.revoke`` sends ``pg_notify(CHANNEL, name)`` in
the statement that revokes. This cache holds its own owner connection listening on
``CHANNEL`` (opened before the first token is kept, so no revocation can fall between a
lookup and its keeping unheard), and before it answers from what it keeps it syncs with the
database on that connection: one trivial statement, after which PostgreSQL has delivered every
notification of a transaction committed before it was sent (a committing revoker signals the
listening backends before it tells its own client that it committed, and a backend sends what
it was signalled about before it answers). Requests that arrive while a sync is in flight
share the next one: under load one round trip answers many requests. Any notification empties
the cache. What cannot be heard is never answered from the cache: no listening connection (it
failed, or the database restarted) means every request is looked up, as without a cache. A kept
token is still checked against its expiry on every request; ``keep`` bounds how stale the rest
of its row may be (a token's scopes, rate and quota never change after it is created).

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
        self._io = threading.Lock()  # the listening connection: one statement at a time
        self._state = threading.Lock()  # what is kept, and the counters
        self._kept: dict[str, tuple[Any, float]] = {}
        self._conn: Any = None
        self._generation = 0  # bumped by every revocation heard (and every lost connection)
        self._started = 0  # syncs started
        self._done = 0  # the last sync that completed

    def _heard(self, _note: Any = None) -> None:
        with self._state:
            self._kept.clear()
            self._generation += 1

    def _listening(self) -> bool:
        """Open the listening connection if there is none (holding ``_io``)."""
        if self._conn is not None and not (self._conn.closed or self._conn.broken):
            return True
        self._drop()
        try:
            conn = self._connect()
            conn.add_notify_handler(self._heard)
            conn.execute(f'LISTEN "{CHANNEL}"')
        except Exception:
            return False
        self._conn = conn
        return True

    def _drop(self) -> None:
        """Forget everything and close the connection (holding ``_io``)."""
        self._heard()
        if self._conn is not None:
            with contextlib.suppress(Exception):  # a broken one may fail: it is gone anyway
                self._conn.close()
            self._conn = None

    def _sync(self) -> bool:
        """Hear every revocation committed before this call (one round trip, shared with the
        requests that wait for it); False when it cannot be done."""
        with self._state:
            ticket = self._started
        with self._io:
            with self._state:
                if self._done > ticket:  # a sync that began after this call has completed
                    return self._conn is not None
                self._started += 1
                mine = self._started
            if self._conn is None:
                return False
            try:
                self._conn.execute("SELECT 1")
            except Exception:
                self._drop()
                return False
            with self._state:
                self._done = mine
            return True

    def get(self, key: str) -> Any:
        """The token kept under ``key`` if it is fresh and no revocation committed before this
        call was heard since it was kept."""
        with self._state:
            if key not in self._kept:
                return None
        if not self._sync():
            return None
        with self._state:
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
        with self._io:
            if not self._listening():
                return None
        with self._state:
            return self._generation

    def keep(self, key: str, token: Any, generation: int | None) -> None:
        """After a lookup that found ``token`` valid: keep it, unless a revocation was heard
        since ``generation`` (the lookup may have read the row before it)."""
        if generation is None:
            return
        with self._state:
            if self._conn is None or self._generation != generation:
                return
            if len(self._kept) >= MAX_KEPT:
                self._kept.clear()
            self._kept[key] = (token, time.monotonic())

    def forget(self) -> None:
        """Keep nothing more (a revocation made in this process)."""
        self._heard()

    def close(self) -> None:
        with self._io:
            self._drop()
