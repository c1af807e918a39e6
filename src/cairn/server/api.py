"""The JSON API of `cairn serve`: the CLI's service calls over HTTP, in the token's namespace.

Each route is thin: parse and check the request, one service call (through ``Hub.service``),
render JSON. Errors are cairn's error tree mapped to HTTP once (``status_of``): 400 bad input,
401 no valid token, 403 a scope or namespace the token lacks, 404 not found (a memory of
another namespace reads exactly like one that does not exist), 409 refused by policy, 413 a
body too large, 429 over a rate limit or quota, 503 the database is down. Every error is
``{"error": {"code", "message", "hint"}}``; nothing is half-done on an error (each call is one
transaction).

Writes through a person's token are a person's, unless the request says ``"as_agent"`` (remote
mode from an agent's shell or hook): a request can lower who it acts as, never raise it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import orjson

from cairn.errors import (
    CairnError,
    NotFound,
    PersonRequired,
    PolicyError,
    SchemaTooNew,
    StoreLocked,
    StoreUnavailable,
    UsageError,
)
from cairn.model import Actor, ActorKind, Candidate, Kind, ScopeLevel, Source, View
from cairn.server import access
from cairn.server.hub import NAMESPACE_HEADER, Hub, TokenService
from cairn.server.tokens import AuthError, ScopeError, Token

MAX_BODY = 16 << 20  # bytes of a request body (a sync push carries up to 500 events)
MAX_WRITE = 1 << 20  # bytes of any other write's body
# bytes of a too-large body read and dropped before the 413 is answered: a client still sending
# when the server closes gets a connection reset instead of the clear error (past this, it may)
DRAIN = 64 << 20
SCHEMA = "cairn.api/1"


@dataclass
class Call:
    """One request, as a route sees it."""

    svc: TokenService
    token: Token
    body: dict[str, Any]
    params: dict[str, str]
    query: dict[str, str] = field(default_factory=dict)

    def text(self, key: str, *, required: bool = True, limit: int = 20_000) -> str | None:
        v = self.body.get(key)
        if v is None:
            if required:
                raise UsageError(f"{key!r} is required")
            return None
        if not isinstance(v, str):
            raise UsageError(f"{key!r} must be a string")
        if len(v) > limit:
            raise UsageError(f"{key!r} is longer than {limit} characters")
        return v

    def number(self, key: str, default: int, *, low: int = 1, high: int = 1000) -> int:
        v = self.body.get(key, self.query.get(key, default))
        try:
            n = int(v)
        except (TypeError, ValueError, OverflowError):
            raise UsageError(f"{key!r} must be a whole number") from None
        return max(low, min(high, n))

    def actor(self) -> Actor:
        """Who this call acts as: the token's actor, lowered to an agent on request."""
        session = self.text("session", required=False, limit=200)
        lower = self.body.get("as_agent")
        if self.token.actor_kind is ActorKind.AGENT or lower:
            name = self.token.actor_id
            client = f"token:{self.token.name}"
            if isinstance(lower, dict):
                name = str(lower.get("id") or name)[:64]
                client = str(lower.get("client") or client)[:64]
            return Actor(ActorKind.AGENT, name, client=client, session=session, vouched=False)
        return self.token.actor(client="cairn-api", session=session)

    def agent_view(self, name: str = "view", default: View = View.SEARCH) -> View:
        raw = self.body.get(name, self.query.get(name))
        if raw is not None and not isinstance(raw, str):
            raise UsageError(f"{name!r} must be a string")
        view = View(raw) if raw in {v.value for v in View} else default
        if view is View.REVIEW and self.token.actor_kind is not ActorKind.HUMAN:
            raise ScopeError(
                "the review view (proposals, rejected memories) is for a person's verbs;"
                f" token {self.token.name!r} stands for an agent"
            )
        return view


Route = Callable[[Call], dict[str, Any]]


def status_of(exc: BaseException) -> int:
    if isinstance(exc, AuthError):
        return 401
    if isinstance(exc, ScopeError | PersonRequired):
        return 403
    if isinstance(exc, access.Limited):
        return 429
    if isinstance(exc, NotFound):
        return 404
    if isinstance(exc, PolicyError):
        return 409
    if isinstance(exc, UsageError):
        return 400
    if isinstance(exc, StoreUnavailable | SchemaTooNew | StoreLocked):
        return 503
    return 500


def error_body(exc: BaseException) -> dict[str, Any]:
    if isinstance(exc, CairnError):
        code = type(exc).__name__
        return {"error": {"code": code, "message": exc.message, "hint": exc.hint}}
    return {"error": {"code": "internal", "message": "the server failed", "hint": "see its log"}}


# -- routes ---------------------------------------------------------------------------------


def whoami(c: Call) -> dict[str, Any]:
    t = c.token
    return {
        "token": t.name,
        "namespace": t.namespace,
        "user_namespace": t.user_namespace,
        "scopes": sorted(t.scopes),
        "actor": {"kind": t.actor_kind.value, "id": t.actor_id},
        "expires_at": t.expires_at,
    }


def search(c: Call) -> dict[str, Any]:
    query = c.text("query", limit=4000) or ""
    hits = c.svc.search(query, view=c.agent_view(), limit=c.number("limit", 20, high=200))
    return {"hits": [{"memory": m.as_dict(), "score": s} for m, s in hits]}


def get(c: Call) -> dict[str, Any]:
    view = c.agent_view()
    m = c.svc.get(c.params["id"], view)  # scope- and view-checked: its sources are read as is
    return {"memory": m.as_dict(), "sources": c.svc.store.sources(m.id)}


def listing(c: Call) -> dict[str, Any]:
    from cairn.store.base import Selection

    kinds = tuple(
        Kind(k) for k in c.query.get("kind", "").split(",") if k in Kind.__members__.values()
    )
    limit = c.number("limit", 200, high=5000)
    mems = c.svc.memories(c.agent_view(), Selection(kinds=kinds, limit=limit))
    return {"memories": [m.as_dict() for m in mems]}


def history(c: Call) -> dict[str, Any]:
    view = c.agent_view(default=View.HISTORY)
    m, events = c.svc.history(c.params["id"], view)
    return {"memory": m.as_dict(), "events": [e.as_dict() for e in events]}


def as_of(c: Call) -> dict[str, Any]:
    from cairn.timeutil import parse_time

    valid = parse_time(c.text("valid_at", limit=64) or "", end_of_day=True)
    known = c.text("known_at", required=False, limit=64)
    mems = c.svc.as_of(valid, parse_time(known, end_of_day=True) if known else None)
    return {"valid_at": valid, "memories": [m.as_dict() for m in mems]}


def inject(c: Call) -> dict[str, Any]:
    """The block a hook injects (session start, or one prompt), from the server's memory."""
    from cairn.context import inject as ctx

    moment = c.text("moment", limit=32)
    budget = c.number("budget", 2000, low=100, high=20_000)
    session = c.text("session", required=False, limit=200)
    if moment == "session_start":
        block = ctx.session_start_block(c.svc, budget=budget, session=session)
    elif moment == "prompt":
        block = ctx.prompt_block(c.svc, c.text("prompt") or "", budget=budget, session=session)
    else:
        raise UsageError("moment must be session_start or prompt")
    return {
        "text": block.text,
        "digest": block.digest,
        "omitted": block.omitted,
        "ids": [i.id for i in block.items],
    }


def gates(c: Call) -> dict[str, Any]:
    """The approved, active gates (what a hook enforces; its snapshot is kept from this)."""
    return {
        "gates": [
            {
                "id": m.id,
                "namespace": m.namespace,
                "scope": m.scope.value,
                "session": m.session,
                "status": m.status.value,
                "review": m.review.value,
                "valid_from": m.valid_from,
                "valid_to": m.valid_to,
                "gate": m.gate,
            }
            for m in c.svc.gates()
        ]
    }


def conflicts(c: Call) -> dict[str, Any]:
    return {"conflicts": [x.as_dict() for x in c.svc.conflicts()]}


def propose(c: Call) -> dict[str, Any]:
    kind = c.text("kind", required=False, limit=32) or "fact"
    level = c.text("scope", required=False, limit=16) or "project"
    if kind not in Kind.__members__.values():
        raise UsageError(f"kind must be one of {', '.join(k.value for k in Kind)}")
    if level not in ScopeLevel.__members__.values():
        raise UsageError("scope must be project, user or session")
    actor = c.actor()
    if Kind(kind) is Kind.GATE and not actor.is_human:
        raise ScopeError("only a person adds a gate (POST /v1/gates with a review token)")
    sup = c.text("supersedes", required=False, limit=64)
    cand = Candidate(
        text=c.text("text", limit=20_000) or "",
        namespace=c.svc.scope.namespace,
        kind=Kind(kind),
        scope=ScopeLevel(level),
        subject=c.text("subject", required=False, limit=500),
        predicate=c.text("predicate", required=False, limit=500),
        object=c.text("object", required=False, limit=500),
        valid_from=c.text("valid_from", required=False, limit=64),
        valid_to=c.text("valid_to", required=False, limit=64),
        supersedes=c.svc.get(sup, View.SEARCH).id if sup else None,
        source=Source(kind="api", client=actor.client, session=actor.session),
        session=actor.session,
    )
    r = c.svc.add(cand, actor)
    return {
        "action": r.action,
        "memory": r.memory.as_dict(),
        "reasons": list(r.reasons),
        "redactions": r.redactions,
    }


def cite(c: Call) -> dict[str, Any]:
    m, credited = c.svc.cite(c.params["id"], c.actor(), revision=c.number("revision", 1))
    return {"memory": m.as_dict(), "credited": credited}


def flag(c: Call) -> dict[str, Any]:
    m = c.svc.flag(
        c.params["id"], c.actor(), reason=c.text("reason", limit=2000) or "", view=View.SEARCH
    )
    return {"memory": m.as_dict()}


def verdict(verb: str) -> Route:
    def run(c: Call) -> dict[str, Any]:
        actor = c.token.actor(client="cairn-api")
        note = c.text("note", required=False, limit=2000)
        fn = getattr(c.svc, verb)
        return {"memory": fn(c.params["id"], actor, note=note).as_dict()}

    return run


def edit(c: Call) -> dict[str, Any]:
    actor = c.token.actor(client="cairn-api")
    return {"memory": c.svc.edit(c.params["id"], c.text("text") or "", actor).as_dict()}


def retract(c: Call) -> dict[str, Any]:
    actor = c.token.actor(client="cairn-api")
    m = c.svc.retract(c.params["id"], actor, reason=c.text("reason", limit=2000) or "")
    return {"memory": m.as_dict()}


def resolve(c: Call) -> dict[str, Any]:
    actor = c.token.actor(client="cairn-api")
    level = c.text("scope", required=False, limit=16)
    done = c.svc.resolve_conflict(
        c.params["id"],
        c.text("resolution", limit=16) or "",
        actor,
        other=c.text("other", required=False, limit=64),
        note=c.text("note", required=False, limit=2000),
        scope=ScopeLevel(level) if level and level in ScopeLevel.__members__.values() else None,
    )
    return {"resolved": [x.as_dict() for x in done]}


def gate_add(c: Call) -> dict[str, Any]:
    actor = c.token.actor(client="cairn-api")
    r = c.svc.add_gate(
        c.text("tool", limit=200) or "",
        c.text("pattern", limit=2000) or "",
        c.text("reason", limit=2000) or "",
        actor,
    )
    return {"action": r.action, "memory": r.memory.as_dict()}


def policy_set(c: Call) -> dict[str, Any]:
    key = c.params["key"]
    if key not in ("admission", "trust", "promote_after"):
        raise UsageError("policy keys: admission, trust, promote_after")
    if "value" not in c.body:
        raise UsageError("'value' is required")
    c.svc.set_policy(key, c.body["value"], c.token.actor(client="cairn-api"))
    return {"key": key, "value": c.svc.store.policy(c.svc.scope.namespace, key)}


def pull(c: Call) -> dict[str, Any]:
    """The namespace's events after log position ``after`` (this server's), in log order."""
    from cairn.store.postgres import PostgresStore
    from cairn.sync import wire

    store = c.svc.store
    assert isinstance(store, PostgresStore)
    after = c.number("after", 0, low=0, high=2**62)
    limit = c.number("limit", 500, high=wire.MAX_BATCH)
    rows = list(store.log_after(after, namespaces=[c.token.namespace], limit=limit))
    return {
        "events": [{"seq": seq, "event": wire.to_json(e)} for seq, e, _merged in rows],
        "last": rows[-1][0] if rows else after,
    }


def push(c: Call) -> dict[str, Any]:
    """Events made by a store elsewhere: each checked (``server.pushes``), redacted, and
    appended unless this server holds it already (by id), by the merge rules."""
    from cairn.model import Admission
    from cairn.server import pushes
    from cairn.store.postgres import PostgresStore
    from cairn.sync import wire

    store = c.svc.store
    assert isinstance(store, PostgresStore)
    events = wire.batch_from_json(c.body.get("events"))
    open_mode = c.svc.mode() is Admission.OPEN
    for e in events:
        pushes.check(e, c.token, open_mode=open_mode, now=c.svc.clock())
    clean = [pushes.redacted(e) for e in events]
    known = store.known_ids([e.id for e in clean])
    creates = sum(1 for e in clean if "create" in e.payload and e.id not in known)
    reserved = 0
    try:
        for _ in range(creates):
            if not c.svc._tokens.reserve_record(c.token.name):
                raise access.quota_full(c.token)
            reserved += 1
        accepted = store.append_foreign(clean)
    except BaseException:
        for _ in range(reserved):
            c.svc._tokens.release_record(c.token.name)
        raise
    taken = {e.id for e in accepted}
    for _ in range(reserved - sum(1 for e in accepted if "create" in e.payload)):
        c.svc._tokens.release_record(c.token.name)
    return {
        "accepted": [e.id for e in accepted],
        "skipped": [e.id for e in clean if e.id not in taken],
        "last": store.last_seq(),
    }


def tokens(c: Call) -> dict[str, Any]:
    return {"tokens": [t.as_dict() for t in c.svc._tokens.list(c.token.namespace)]}


def doctor(c: Call) -> dict[str, Any]:
    report = c.svc.doctor()
    return {"ok": report.ok, "checks": report.checks}


# (method, path, operation, route): the operation names the scope (``access.NEEDS``)
ROUTES: list[tuple[str, str, str, Route]] = [
    ("GET", "/v1/whoami", "whoami", whoami),
    ("POST", "/v1/search", "search", search),
    ("GET", "/v1/memories", "list", listing),
    ("POST", "/v1/memories", "propose", propose),
    ("GET", "/v1/memories/{id}", "get", get),
    ("GET", "/v1/memories/{id}/history", "history", history),
    ("POST", "/v1/memories/{id}/cite", "cite", cite),
    ("POST", "/v1/memories/{id}/flag", "flag", flag),
    ("POST", "/v1/memories/{id}/approve", "approve", verdict("approve")),
    ("POST", "/v1/memories/{id}/reject", "reject", verdict("reject")),
    ("POST", "/v1/memories/{id}/restore", "restore", verdict("restore")),
    ("POST", "/v1/memories/{id}/defer", "defer", verdict("defer")),
    ("POST", "/v1/memories/{id}/edit", "edit", edit),
    ("POST", "/v1/memories/{id}/retract", "retract", retract),
    ("POST", "/v1/as-of", "as-of", as_of),
    ("POST", "/v1/inject", "inject", inject),
    ("GET", "/v1/gates", "gates", gates),
    ("POST", "/v1/gates", "gate add", gate_add),
    ("GET", "/v1/conflicts", "conflicts", conflicts),
    ("POST", "/v1/conflicts/{id}/resolve", "resolve", resolve),
    ("PUT", "/v1/policy/{key}", "policy set", policy_set),
    ("GET", "/v1/events", "pull", pull),
    ("POST", "/v1/events", "push", push),
    ("GET", "/v1/tokens", "tokens", tokens),
    ("GET", "/v1/doctor", "doctor", doctor),
]


def parse_body(raw: bytes) -> dict[str, Any]:
    """The request's JSON object. Parsed as RFC 8259 says and no looser (orjson): UTF-8 only,
    no lone surrogate (which no database column can hold), no NaN or Infinity, nesting at most
    1024 deep; anything else is a 400 before any route sees it, never a 500 on the way in."""
    raw = raw.removeprefix(b"\xef\xbb\xbf")  # a byte-order mark some clients send
    if not raw.strip():
        return {}
    try:
        body = orjson.loads(raw)
    except ValueError as exc:  # orjson.JSONDecodeError
        raise UsageError(f"the body is not JSON: {exc}"[:200]) from None
    if not isinstance(body, dict):
        raise UsageError("the body must be a JSON object")
    return body


async def read_body(request: Any, limit: int) -> bytes | None:
    """The body, or None when it is larger than ``limit``: then it is read to its end and
    dropped (up to ``DRAIN`` bytes), never held, so the client reads the 413 it is sent."""
    declared = request.headers.get("content-length")
    over = declared is not None and declared.isdigit() and int(declared) > limit
    if over and int(declared) > DRAIN:
        return None
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        over = over or size > limit
        if over:
            if size > DRAIN:
                return None
            continue
        chunks.append(chunk)
    return None if over else b"".join(chunks)


def answer(content: Any, status: int = 200, headers: dict[str, str] | None = None) -> Any:
    """A JSON response: the bytes Starlette's ``JSONResponse`` would send, encoded by orjson
    (a search's ten hits: about 5 us instead of 65 us per response); anything orjson refuses
    (an integer past 64 bits) goes through ``JSONResponse`` as before."""
    from starlette.responses import JSONResponse, Response

    try:
        body = orjson.dumps(content, option=orjson.OPT_NON_STR_KEYS)
    except TypeError:
        return JSONResponse(content, status_code=status, headers=headers)
    return Response(body, status_code=status, headers=headers, media_type="application/json")


def endpoint(
    hub: Hub, op: str, route: Route, run: Callable[[Callable[[], Any]], Awaitable[Any]]
) -> Callable[[Any], Awaitable[Any]]:
    """A Starlette endpoint: authenticate, admit, read the body, run ``route`` in a worker
    thread (``run``), answer JSON."""
    limit = MAX_BODY if op == "push" else MAX_WRITE

    async def handle(request: Any) -> Any:
        try:
            raw = await read_body(request, limit)
            if raw is None:
                return answer(_too_large(limit), 413)

            def work() -> Any:
                token = hub.authenticate(request.headers.get("authorization"))
                request.state.token = token.name
                hub.admit(token, op, request.headers.get(NAMESPACE_HEADER))
                body = parse_body(raw)
                session = body.get("session") if isinstance(body.get("session"), str) else None
                with hub.service(token, session) as svc:
                    call = Call(
                        svc, token, body, dict(request.path_params), dict(request.query_params)
                    )
                    out = route(call)
                return answer({"schema": SCHEMA, **out})  # encoded in the worker thread too

            return await run(work)
        except Exception as exc:  # mapped once, here
            request.state.error = exc
            headers = {}
            if isinstance(exc, access.Limited):
                headers["Retry-After"] = str(max(1, round(exc.retry_after + 0.5)))
            if isinstance(exc, AuthError):
                headers["WWW-Authenticate"] = 'Bearer realm="cairn"'
            return answer(error_body(exc), status_of(exc), headers)

    return handle


def _too_large(limit: int) -> dict[str, Any]:
    return {
        "error": {
            "code": "UsageError",
            "message": f"the body is larger than {limit} bytes",
            "hint": "nothing was stored",
        }
    }
