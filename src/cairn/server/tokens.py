"""Tokens of the team server: who a request acts as, in which namespace, with which scopes.

A token is a random secret shown once when a person creates it; the database keeps only its
SHA-256 (a 256-bit secret needs no slow hash: there is nothing to guess), with its name, its
namespace, its scopes, the actor it stands for (a person or an agent), who made it and when,
its expiry, its revocation, its last use and the records it has stored. The application role
cannot read this table at all; only the database owner (the administrator's CLI and the
server's own verifier connections) can.

Scopes: ``read`` (search, get, history, as-of), ``propose`` (propose, cite, flag, sync push),
``review`` (the verdicts: approve, reject, restore, defer, resolve, gate add, policy set) and
``admin`` (the namespace's administrative reads: its tokens, doctor). An agent's token holds
``read`` and ``propose`` only: review and admin are a person's. A token's namespace is never a
``user:`` namespace; the actor's own notes live in ``user:<actor>@<namespace>``, inside the
token's namespace, so no two namespaces share anything on a team server.

It never stores, logs or returns a token's secret after ``create``.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from cairn.errors import CairnError, NotFound, UsageError
from cairn.model import Actor, ActorKind, Scope
from cairn.server.verified import CHANNEL, Verified
from cairn.timeutil import fmt, parse_time, to_datetime

SCOPES = ("read", "propose", "review", "admin")
PERSON_ONLY = frozenset({"review", "admin"})
PREFIX = "cairn_"
NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")
DEFAULT_RATE = 50.0  # requests per second a token may make (a burst of twice that)
LAST_USE_EVERY = 5.0  # seconds between two writes of a token's last use
_DURATION = re.compile(r"^(\d+)\s*([smhdw])$")
_UNITS = {"s": "seconds", "m": "minutes", "h": "hours", "d": "days", "w": "weeks"}


class AuthError(CairnError):
    """A request's token is missing, unknown, expired or revoked (HTTP 401)."""


class ScopeError(CairnError):
    """The token is valid but may not do this (HTTP 403)."""


@dataclass(frozen=True)
class Token:
    name: str
    namespace: str
    scopes: frozenset[str]
    actor_kind: ActorKind
    actor_id: str
    created_at: str
    created_by: str
    expires_at: str | None = None
    revoked_at: str | None = None
    last_used_at: str | None = None
    uses: int = 0
    records: int = 0
    max_records: int | None = None
    rate: float | None = None

    @property
    def user_namespace(self) -> str:
        return f"user:{self.actor_id}@{self.namespace}"

    def scope(self, session: str | None = None) -> Scope:
        return Scope(self.namespace, self.user_namespace, session)

    def actor(self, client: str | None = None, session: str | None = None) -> Actor:
        return Actor(
            self.actor_kind,
            self.actor_id,
            client=client or f"token:{self.name}",
            session=session,
            vouched=False,
        )

    def as_dict(self) -> dict[str, Any]:
        """What `cairn token list` shows (never the secret or its hash)."""
        return {
            "name": self.name,
            "namespace": self.namespace,
            "scopes": sorted(self.scopes, key=SCOPES.index),
            "actor": {"kind": self.actor_kind.value, "id": self.actor_id},
            "created_at": self.created_at,
            "created_by": self.created_by,
            "expires_at": self.expires_at,
            "revoked_at": self.revoked_at,
            "last_used_at": self.last_used_at,
            "uses": self.uses,
            "records": self.records,
            "max_records": self.max_records,
            "rate": self.rate,
        }


def digest(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8", "surrogatepass")).hexdigest()


def parse_scopes(text: str, actor_kind: ActorKind) -> frozenset[str]:
    got = [s.strip().lower() for s in text.split(",") if s.strip()]
    bad = [s for s in got if s not in SCOPES]
    if not got or bad:
        raise UsageError(
            f"unknown scope {', '.join(bad)!s}" if bad else "a token needs at least one scope",
            hint=f"scopes: {', '.join(SCOPES)} (comma-separated)",
        )
    held = frozenset(got)
    if actor_kind is ActorKind.AGENT and held & PERSON_ONLY:
        raise UsageError(
            f"an agent's token cannot hold {', '.join(sorted(held & PERSON_ONLY))}",
            hint="review and admin are a person's scopes; give the agent read,propose",
        )
    return held


def parse_expiry(text: str | None, now: str) -> str | None:
    """``30d``, ``12h``, ``2w`` after ``now``, or an ISO date; None for no expiry."""
    if text is None or not text.strip():
        return None
    m = _DURATION.match(text.strip().lower())
    if m:
        n = int(m.group(1))
        if n <= 0:
            raise UsageError("--expires must be in the future")
        return fmt(to_datetime(now) + timedelta(**{_UNITS[m.group(2)]: n}))
    at = parse_time(text)
    if at <= now:
        raise UsageError(f"--expires {text} is not in the future")
    return at


def check_namespace(namespace: str) -> str:
    ns = namespace.strip()
    if not ns or ns.startswith("user:") or len(ns) > 200 or any(ord(c) < 32 for c in ns):
        raise UsageError(
            f"{namespace!r} cannot be a token's namespace",
            hint="name a project namespace (a `user:` namespace belongs to one person)",
        )
    return ns


_COLUMNS = (
    "name, namespace, scopes, actor_kind, actor_id, created_at, created_by, expires_at,"
    " revoked_at, last_used_at, uses, records, max_records, rate"
)


def _row(r: Any) -> Token:
    return Token(
        name=str(r["name"]),
        namespace=str(r["namespace"]),
        scopes=frozenset(str(r["scopes"]).split(",")),
        actor_kind=ActorKind(r["actor_kind"]),
        actor_id=str(r["actor_id"]),
        created_at=str(r["created_at"]),
        created_by=str(r["created_by"]),
        expires_at=r["expires_at"],
        revoked_at=r["revoked_at"],
        last_used_at=r["last_used_at"],
        uses=int(r["uses"]),
        records=int(r["records"]),
        max_records=None if r["max_records"] is None else int(r["max_records"]),
        rate=None if r["rate"] is None else float(r["rate"]),
    )


class TokenStore:
    """The tokens table, through connections of the database owner (``PgDatabase``)."""

    def __init__(self, db: Any, verified: Verified | None = None) -> None:
        self.db = db
        self.verified = verified  # the server's cache of tokens just verified (``verified``)
        self._touched: dict[str, float] = {}
        self._lock = threading.Lock()

    def _run(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        """One statement on an owner's connection; again on the next one when the server
        dropped it (a restart; the pool lends without a check, and replaces a broken one when
        it comes back): the request that meets dropped connections does not fail."""
        import psycopg

        from cairn.store.pg_db import translate

        pool = self.db.owner_pool()
        last = self.db.OWNER_POOL + 1  # every pooled connection may have been dropped
        with translate(self.db.where):
            for attempt in range(1, last + 1):
                with pool.connection() as conn:
                    try:
                        cur = conn.execute(sql, params)
                        return list(cur.fetchall()) if cur.description else []
                    except psycopg.OperationalError:
                        if attempt == last or not (conn.closed or conn.broken):
                            raise
        raise AssertionError("unreachable")  # pragma: no cover

    def create(
        self,
        *,
        name: str,
        namespace: str,
        scopes: frozenset[str],
        actor: Actor,
        created_by: str,
        now: str,
        expires_at: str | None = None,
        max_records: int | None = None,
        rate: float | None = DEFAULT_RATE,
    ) -> tuple[Token, str]:
        """Store a new token; returns it with its secret (shown once, never stored)."""
        if not NAME.match(name):
            raise UsageError(
                f"bad token name {name!r}",
                hint="1-64 letters, digits, '.', '_' or '-', starting with a letter or digit",
            )
        if actor.kind not in (ActorKind.HUMAN, ActorKind.AGENT):
            raise UsageError("a token stands for a person or an agent")
        if actor.kind is ActorKind.AGENT and scopes & PERSON_ONLY:
            raise UsageError("an agent's token cannot hold review or admin")
        if max_records is not None and max_records < 0:
            raise UsageError("--max-records must be 0 or more")
        if rate is not None and rate <= 0:
            raise UsageError("--rate must be above 0 requests per second")
        ns = check_namespace(namespace)
        secret = PREFIX + secrets.token_urlsafe(32)
        import psycopg

        try:
            rows = self._run(
                f"INSERT INTO tokens ({_COLUMNS}, hash) VALUES (%s, %s, %s, %s, %s, %s, %s, %s,"
                " NULL, NULL, 0, 0, %s, %s, %s) RETURNING " + _COLUMNS,
                (
                    name,
                    ns,
                    ",".join(sorted(scopes, key=SCOPES.index)),
                    actor.kind.value,
                    actor.id,
                    now,
                    created_by,
                    expires_at,
                    max_records,
                    rate,
                    digest(secret),
                ),
            )
        except CairnError as exc:
            if isinstance(exc.__cause__, psycopg.errors.UniqueViolation):
                raise UsageError(
                    f"a token named {name!r} exists", hint="revoke it first, or choose another name"
                ) from None
            raise
        return _row(rows[0]), secret

    def list(self, namespace: str | None = None) -> list[Token]:
        sql = f"SELECT {_COLUMNS} FROM tokens"
        params: list[Any] = []
        if namespace is not None:
            sql += " WHERE namespace = %s"
            params.append(namespace)
        return [_row(r) for r in self._run(sql + " ORDER BY created_at, name", params)]

    def revoke(self, name: str, now: str) -> Token:
        # the revocation is announced in its own statement, so every server's cache of
        # verified tokens (``verified.Verified``) hears it
        rows = self._run(
            f"WITH r AS (UPDATE tokens SET revoked_at = coalesce(revoked_at, %s) WHERE name = %s"
            f" RETURNING {_COLUMNS}) SELECT r.*, pg_notify(%s, r.name) FROM r",
            (now, name, CHANNEL),
        )
        if self.verified is not None:
            self.verified.forget()
        if not rows:
            raise NotFound(f"no token named {name!r}", hint="`cairn token list` shows them")
        return _row(rows[0])

    def verify(self, secret: str, now: str) -> Token:
        """The token ``secret`` is, if it is valid now (else AuthError, saying why)."""
        if not secret or not secret.startswith(PREFIX) or len(secret) > 200:
            raise AuthError("not a cairn token", hint="send Authorization: Bearer cairn_...")
        key = digest(secret)
        kept = self.verified.get(key) if self.verified is not None else None
        if isinstance(kept, Token):
            tok = kept
        else:
            generation = self.verified.generation() if self.verified is not None else None
            rows = self._run(f"SELECT {_COLUMNS} FROM tokens WHERE hash = %s", (key,))
            if not rows:
                raise AuthError("unknown token", hint="`cairn token list` shows the valid ones")
            tok = _row(rows[0])
            if tok.revoked_at is not None:
                raise AuthError(f"token {tok.name!r} was revoked at {tok.revoked_at}")
            if self.verified is not None:
                self.verified.keep(key, tok, generation)
        if tok.expires_at is not None and tok.expires_at <= now:
            raise AuthError(f"token {tok.name!r} expired at {tok.expires_at}")
        self._touch(tok.name, now)
        return tok

    def _touch(self, name: str, now: str) -> None:
        """Record a use (uses, last use): written at most every ``LAST_USE_EVERY`` seconds per
        token, with the uses counted meanwhile."""
        t = time.monotonic()
        with self._lock:
            last = self._touched.get(name)
            pending = self._touched.get("#" + name, 0.0) + 1
            if last is not None and t - last < LAST_USE_EVERY:
                self._touched["#" + name] = pending
                return
            self._touched[name] = t
            self._touched["#" + name] = 0.0
        self._run(
            "UPDATE tokens SET last_used_at = %s, uses = uses + %s WHERE name = %s",
            (now, int(pending), name),
        )

    def reserve_record(self, name: str) -> bool:
        """Count one more stored record against the token's quota; False when it is full."""
        rows = self._run(
            "UPDATE tokens SET records = records + 1 WHERE name = %s"
            " AND (max_records IS NULL OR records < max_records) RETURNING records",
            (name,),
        )
        return bool(rows)

    def release_record(self, name: str) -> None:
        """Give back a reserved record that was not stored (a corroboration, a failure)."""
        self._run("UPDATE tokens SET records = greatest(records - 1, 0) WHERE name = %s", (name,))
