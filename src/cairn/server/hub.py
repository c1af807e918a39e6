"""The server's one place between a request and the service: who the request is (its token),
what it may do (``access``), and the service it acts on (bound to the token's namespace).

Every request, JSON or MCP, passes ``authenticate`` (401 unless a valid token) and ``admit``
(403 without the scope, 429 over the rate limit, 403 when it names another namespace than its
token's), then gets a ``TokenService``: a ``MemoryService`` on a ``PostgresStore`` bound to the
token's namespaces (row-level security on), with the token's quota of stored records enforced
around every admission. Nothing here reads or writes memory itself.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from cairn.errors import CairnError
from cairn.model import Candidate
from cairn.server import access
from cairn.server.tokens import AuthError, ScopeError, Token, TokenStore
from cairn.server.verified import Verified
from cairn.service import MemoryService, WriteResult
from cairn.store.base import WriteTx
from cairn.store.pg_db import PgDatabase
from cairn.store.postgres import PostgresStore
from cairn.timeutil import Clock, now

NAMESPACE_HEADER = "cairn-namespace"


class TokenService(MemoryService):
    """The service for one request: every admission counts against the token's quota of
    stored records (reserved before, given back for what was not stored)."""

    def __init__(self, store: PostgresStore, token: Token, tokens: TokenStore, clock: Clock):
        # the server builds no vectors on a write (the team database's vectors come from `cairn
        # embed`), and never loads a model inside a request
        super().__init__(store, token.scope(), clock=clock, embed_on_write=False, load_model=False)
        self.token = token
        self._tokens = tokens

    def add_many(
        self,
        cands: list[Candidate],
        actor: Any,
        *,
        after: Callable[[WriteTx], None] | None = None,
        then: Callable[[WriteTx, list[WriteResult]], None] | None = None,
    ) -> list[WriteResult]:
        reserved = 0
        try:
            for _ in cands:
                if not self._tokens.reserve_record(self.token.name):
                    raise access.quota_full(self.token)
                reserved += 1
            results = super().add_many(cands, actor, after=after, then=then)
        except BaseException:
            for _ in range(reserved):
                self._tokens.release_record(self.token.name)
            raise
        for r in results:
            if r.action not in ("created", "withheld") or r.memory.evidence_count > 1:
                self._tokens.release_record(self.token.name)
        return results


class Hub:
    """What the server holds for every request: the database, the tokens, the rate limiter and
    the clock."""

    def __init__(self, db: PgDatabase, *, clock: Clock = now, cache_tokens: bool = True) -> None:
        self.db = db
        self.tokens = TokenStore(db, Verified(self._listener) if cache_tokens else None)
        self.limiter = access.RateLimiter()
        self.clock = clock
        self._lock = threading.Lock()

    def _listener(self) -> Any:
        """An owner connection of its own, for the verified tokens' revocations."""
        import psycopg

        return psycopg.connect(self.db.url, autocommit=True, connect_timeout=5)

    def close(self) -> None:
        """Let go of what the hub holds besides the database (which its owner closes)."""
        if self.tokens.verified is not None:
            self.tokens.verified.close()

    def authenticate(self, authorization: str | None) -> Token:
        scheme, _, secret = (authorization or "").partition(" ")
        if scheme.lower() != "bearer" or not secret.strip():
            raise AuthError(
                "no token", hint="send Authorization: Bearer <token> (`cairn token create`)"
            )
        return self.tokens.verify(secret.strip(), self.clock())

    def admit(self, token: Token, op: str, namespace: str | None = None) -> None:
        """Scope, the namespace the request names (if any), then the rate limit."""
        access.require(token, op)
        if namespace is not None and namespace.strip() and namespace.strip() != token.namespace:
            raise ScopeError(
                f"token {token.name!r} is for namespace {token.namespace!r}, not"
                f" {namespace.strip()!r}",
                hint="use the token made for that namespace",
            )
        self.limiter.take(token)

    @contextmanager
    def service(self, token: Token, session: str | None = None) -> Iterator[TokenService]:
        """A service bound to ``token``'s namespaces for the length of one request."""
        scope = token.scope(session)
        store = PostgresStore(self.db, scope.namespaces)
        svc = TokenService(store, token, self.tokens, self.clock)
        try:
            yield svc
        finally:
            svc.close()

    def store(self, token: Token) -> PostgresStore:
        return PostgresStore(self.db, token.scope().namespaces)

    def health(self) -> dict[str, Any]:
        """Whether the database answers (no token needed; says nothing of any namespace)."""
        try:
            with self.db.owner_lock:
                self.db.owner_connection().execute("SELECT 1")
        except Exception as exc:
            from cairn.store.pg_db import translate

            try:
                with translate(self.db.where):
                    raise exc
            except CairnError as err:
                return {"ok": False, "database": "down", "error": err.message}
        return {"ok": True, "database": "up"}
