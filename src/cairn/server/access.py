"""What a token may do on the team server: the scope each operation needs, rate limits and the
stored-records quota.

One table (``NEEDS``) says which scope each operation needs; the person's verbs (``PERSON``)
also need a token that stands for a person, whatever scopes a hand-edited row claims. Rate
limits are a token bucket per token in this process (``rate`` requests per second, a burst of
twice that); the quota counts the records a token has stored, in the database (so it holds
across restarts and across server processes). Both answer with ``Limited`` (HTTP 429), saying
when to come back. Nothing here touches memory state.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

from cairn.errors import CairnError
from cairn.model import ActorKind
from cairn.server.tokens import DEFAULT_RATE, ScopeError, Token

READ, PROPOSE, REVIEW, ADMIN = "read", "propose", "review", "admin"

NEEDS: dict[str, str] = {
    "whoami": READ,
    "search": READ,
    "get": READ,
    "list": READ,
    "history": READ,
    "as-of": READ,
    "inject": READ,
    "gates": READ,
    "conflicts": READ,
    "pull": READ,
    "mcp": READ,
    "propose": PROPOSE,
    "cite": PROPOSE,
    "flag": PROPOSE,
    "push": PROPOSE,
    "approve": REVIEW,
    "reject": REVIEW,
    "restore": REVIEW,
    "defer": REVIEW,
    "edit": REVIEW,
    "supersede": REVIEW,
    "retract": REVIEW,
    "expire": REVIEW,
    "resolve": REVIEW,
    "gate add": REVIEW,
    "policy set": REVIEW,
    "tokens": ADMIN,
    "doctor": ADMIN,
}
PERSON = frozenset(op for op, scope in NEEDS.items() if scope in (REVIEW, ADMIN))


class Limited(CairnError):
    """Over a rate limit or a quota (HTTP 429); ``retry_after`` seconds, when it helps to wait."""

    def __init__(self, message: str, *, hint: str | None = None, retry_after: float = 1.0):
        super().__init__(message, hint=hint)
        self.retry_after = retry_after


def require(token: Token, op: str) -> None:
    """Raise ScopeError unless ``token`` may perform ``op``."""
    need = NEEDS[op]
    if op in PERSON and token.actor_kind is not ActorKind.HUMAN:
        raise ScopeError(
            f"{op} is a person's verb; token {token.name!r} stands for an agent",
            hint="an agent can propose or flag instead",
        )
    if need not in token.scopes:
        raise ScopeError(
            f"token {token.name!r} lacks the {need} scope that {op} needs",
            hint=f"it holds {', '.join(sorted(token.scopes))}; a person creates tokens with"
            " `cairn token create --scope ...`",
        )


@dataclass
class _Bucket:
    level: float
    at: float


class RateLimiter:
    """A token bucket per token name (thread-safe)."""

    def __init__(self) -> None:
        self._buckets: dict[str, _Bucket] = {}
        self._lock = threading.Lock()

    def take(self, token: Token) -> None:
        """Spend one request of ``token``'s rate, or raise Limited."""
        rate = token.rate if token.rate is not None else DEFAULT_RATE
        burst = max(1.0, 2.0 * rate)
        now = time.monotonic()
        with self._lock:
            b = self._buckets.get(token.name)
            if b is None:
                b = self._buckets[token.name] = _Bucket(burst, now)
            b.level = min(burst, b.level + (now - b.at) * rate)
            b.at = now
            if b.level >= 1.0:
                b.level -= 1.0
                return
            wait = (1.0 - b.level) / rate
        raise Limited(
            f"token {token.name!r} is over its rate limit of {rate:g} requests per second",
            hint=f"retry in {wait:.2f} s",
            retry_after=wait,
        )


def quota_full(token: Token) -> Limited:
    return Limited(
        f"token {token.name!r} has stored its quota of {token.max_records} records",
        hint="nothing was stored; a person can raise the quota with a new token",
        retry_after=0.0,
    )
