"""`cairn serve`: one process serving MCP over streamable HTTP at ``/mcp`` and the JSON API at
``/v1/...`` (``server.api``), over one PostgreSQL database (``--db``, or the embedded one).

Every request needs ``Authorization: Bearer <token>`` (except ``/health``, which says only
whether the database answers) and acts in its token's namespace. The MCP tools are the same
tools as `cairn mcp` (one definition, ``cairn.mcp_tools``, served by ``cairn.mcp_server``), on a
``TeamHost`` that gives each call a service bound to its token (the tools' agent actor is the token's agent, or the client's name for a
person's token: the MCP surface is the agent's, and proposes only).

Logs are one JSON object a line on stderr (time, method, path, status, milliseconds, the token's
name, the error code), never a token's secret or a body. SIGINT or SIGTERM stop accepting,
let the requests in flight finish (up to ``GRACE`` seconds), then close the database.
"""

from __future__ import annotations

import json
import logging
import socket
import sys
import time
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass
from typing import Any

from cairn.mcp_tools import Caller, ToolHost
from cairn.model import Actor, ActorKind
from cairn.policy import redact
from cairn.server import access, api
from cairn.server.hub import NAMESPACE_HEADER, Hub
from cairn.server.tokens import Token
from cairn.service import MemoryService

GRACE = 10.0
THREADS = 64
log = logging.getLogger("cairn.serve")


class JsonLines(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, Any] = {
            "at": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
            + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "msg": record.getMessage(),
        }
        extra = getattr(record, "fields", None)
        if isinstance(extra, dict):
            out.update(extra)
        # a request's path holds what the caller sent (a memory id, a query): redacted like
        # every other byte cairn writes, the log being a file wherever the server runs
        return redact.redact(json.dumps(out, ensure_ascii=False, default=str)).text


def configure_logs(stream: Any = None) -> None:
    """One JSON line a record on ``stream`` (stderr). Every line is redacted by ``JsonLines``
    as it is formatted, so it is written past the CLI's redacting wrapper of a stderr that is
    a file (``redact.RedactingStream``), not redacted a second time (0.6 ms of the server's
    CPU a request, in the profile of serve16); anything else written to stderr still passes
    that wrapper."""
    out = stream or sys.stderr
    if isinstance(out, redact.RedactingStream):
        out = out._inner
    handler = logging.StreamHandler(out)
    handler.setFormatter(JsonLines())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(logging.INFO)
    for noisy in ("uvicorn.access", "httpx", "mcp", "psycopg.pool"):
        logging.getLogger(noisy).setLevel(logging.WARNING)


def _token_of(ctx: Any) -> Token:
    request = getattr(ctx, "request", None)
    token = request.scope.get("cairn.token") if request is not None else None
    if not isinstance(token, Token):  # the gate in front of /mcp always sets it
        from cairn.server.tokens import AuthError

        raise AuthError("no token on this MCP request")
    return token


@dataclass(frozen=True)
class TeamCaller(Caller):
    """An MCP call on the team server: the tools' agent actor is the token's agent (or the
    client's name, for a person's token: the MCP surface is the agent's, and proposes only).
    Asked for the actor only by the tools that write, so those need the propose scope."""

    token: Token | None = None

    def actor(self) -> Actor:
        token = _held(self)
        access.require(token, "propose")
        name = token.actor_id if token.actor_kind is ActorKind.AGENT else self.client
        return Actor(
            ActorKind.AGENT,
            name,
            client=f"{self.client} via token {token.name}",
            session=self.session,
            vouched=False,
        )


def _held(caller: Caller) -> Token:
    token = getattr(caller, "token", None)
    if not isinstance(token, Token):
        from cairn.server.tokens import AuthError

        raise AuthError("no token on this MCP request")
    return token


class TeamHost(ToolHost):
    """``mcp_tools.ToolHost`` on the team server: each call gets a service bound to its
    token's namespaces for the length of the call (no lock: the database serialises)."""

    def __init__(self, hub: Hub) -> None:
        super().__init__()
        self.hub = hub

    @contextmanager
    def opened(self, caller: Caller) -> Iterator[tuple[MemoryService, Caller]]:
        with self.hub.service(_held(caller), caller.session) as svc:
            yield svc, caller

    def close(self) -> None:
        pass  # the hub owns the database


def team_caller(ctx: Any) -> Caller:
    """Who an MCP request on the team server is: its token, and the client it named."""
    from cairn.mcp_server import _caller

    seen = _caller(ctx)
    return TeamCaller(seen.client, None, token=_token_of(ctx))  # the server's env names no session


class McpGate:
    """In front of ``/mcp``: a valid token with the read scope, within its rate limit, or a
    JSON error; the token rides on the request's scope to the tools."""

    def __init__(self, app: Any, hub: Hub) -> None:
        self.app = app
        self.hub = hub

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        import anyio.to_thread
        from starlette.requests import Request
        from starlette.responses import JSONResponse

        request = Request(scope)

        def check() -> Token:
            token = self.hub.authenticate(request.headers.get("authorization"))
            self.hub.admit(token, "mcp", request.headers.get(NAMESPACE_HEADER))
            return token

        try:
            token = await anyio.to_thread.run_sync(check)
        except Exception as exc:
            scope.setdefault("state", {})["error"] = exc
            response = JSONResponse(api.error_body(exc), status_code=api.status_of(exc))
            await response(scope, receive, send)
            return
        scope["cairn.token"] = token
        scope.setdefault("state", {})["token"] = token.name
        await self.app(scope, receive, send)


class AccessLog:
    """One structured line per request."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        start = time.perf_counter()
        status = {"code": 500}

        async def sending(message: Any) -> None:
            if message["type"] == "http.response.start":
                status["code"] = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, sending)
        finally:
            state = scope.get("state") or {}
            err = state.get("error")
            fields = {
                "method": scope.get("method"),
                "path": scope.get("path"),
                "status": status["code"],
                "ms": round((time.perf_counter() - start) * 1000, 2),
                "token": state.get("token"),
            }
            if err is not None:
                fields["error"] = type(err).__name__
            level = logging.ERROR if status["code"] >= 500 else logging.INFO
            log.log(level, "request", extra={"fields": fields})
            if status["code"] == 500 and err is not None:
                log.error("failure", exc_info=err, extra={"fields": {"path": scope.get("path")}})


def build_app(
    hub: Hub, *, host: str = "127.0.0.1", on_stop: Callable[[], None] | None = None
) -> Any:
    """The ASGI application: health, the JSON API and MCP, logged."""
    import anyio.to_thread
    from mcp.server.transport_security import TransportSecuritySettings
    from starlette.applications import Starlette
    from starlette.responses import JSONResponse
    from starlette.routing import Route

    from cairn import mcp_server

    mcp = mcp_server.build(host=TeamHost(hub), caller_of=team_caller)
    loopback = host in ("127.0.0.1", "localhost", "::1")
    security = TransportSecuritySettings(
        enable_dns_rebinding_protection=loopback,
        allowed_hosts=["127.0.0.1:*", "localhost:*", "[::1]:*"] if loopback else [],
        allowed_origins=["http://127.0.0.1:*", "http://localhost:*", "http://[::1]:*"]
        if loopback
        else [],
    )
    from mcp.server.streamable_http_manager import StreamableHTTPASGIApp

    mcp.streamable_http_app(  # sets up the session manager that the lifespan runs
        stateless_http=True, json_response=True, transport_security=security, host=host
    )
    inner = StreamableHTTPASGIApp(mcp.session_manager)

    async def run(fn: Callable[[], Any]) -> Any:
        return await anyio.to_thread.run_sync(fn)

    async def health(_request: Any) -> Any:
        out = await run(hub.health)
        return JSONResponse({"schema": api.SCHEMA, **out}, status_code=200 if out["ok"] else 503)

    routes: list[Any] = [Route("/health", health, methods=["GET"])]
    for method, path, op, route in api.ROUTES:
        routes.append(Route(path, api.endpoint(hub, op, route, run), methods=[method]))
    routes.append(Route("/mcp", McpGate(inner, hub), methods=["GET", "POST", "DELETE"]))

    @asynccontextmanager
    async def lifespan(_app: Any) -> AsyncIterator[None]:
        anyio.to_thread.current_default_thread_limiter().total_tokens = THREADS
        try:
            async with mcp.session_manager.run():
                log.info("ready", extra={"fields": {"database": hub.db.where}})
                yield
        finally:
            # here, not after the server returns: a stopping signal is raised again once the
            # server is done, and ends the process before any later line would run
            if on_stop is not None:
                on_stop()
            log.info("stopped")

    app = Starlette(routes=routes, lifespan=lifespan)
    return AccessLog(app)


def warm(hub: Hub) -> None:
    """Before the server says it listens: what a request would otherwise do the first time,
    inside its latency (at 100k, a paced bench's first second after a start held searches of
    0.2-0.4 s and gets of 0.1-0.2 s; a first proposal spent 0.23 s in first-use work). The modules the
    routes import when called, the secret detector and the regular expressions of admission,
    conflicts and search are loaded by one proposal, search and get on a scratch local store
    (the same service code; nothing touches the team database), and the first connection of
    each pool is made. Never fails the start: a warm-up that fails leaves it cold."""
    import tempfile
    from pathlib import Path

    from cairn.model import Candidate, Scope, View
    from cairn.store import pg_reads  # noqa: F401 - the PostgreSQL reads, imported by requests

    start = time.perf_counter()
    try:
        from cairn.store.pg_db import CONNECT_TIMEOUT

        hub.db.owner_pool().wait(CONNECT_TIMEOUT)  # the token checks' first connection
        hub.db.pool.wait(CONNECT_TIMEOUT)  # and the application pool's
        with tempfile.TemporaryDirectory(prefix="cairn-serve-warm-") as tmp:
            svc = MemoryService.open(
                Path(tmp) / "warm.db",
                Scope("warm:serve", "user:warm@warm:serve"),
                embed_on_write=False,
                load_model=False,
            )
            try:
                agent = Actor(ActorKind.AGENT, "warm", client="cairn-serve")
                r = svc.add(Candidate("the build step caches its outputs", "warm:serve"), agent)
                svc.search("build cache", view=View.SEARCH, limit=10)
                svc.get(r.memory.id, View.REVIEW)
            finally:
                svc.close()
        ms = round((time.perf_counter() - start) * 1000, 1)
        log.info("warm", extra={"fields": {"ms": ms}})
    except Exception as exc:  # a cold start is slower, not wrong
        log.warning("warm-up failed", extra={"fields": {"error": type(exc).__name__}})


def serve(
    db: str | None,
    *,
    host: str = "127.0.0.1",
    port: int = 0,
    announce: Callable[[str], None] | None = None,
) -> None:
    """Open the database (migrating it), bind, say where, serve until told to stop."""
    import uvicorn

    from cairn.server.database import release_embedded, url_for
    from cairn.store.pg_db import PgDatabase

    configure_logs()
    url, embedded = url_for(db)
    database = PgDatabase(url, pool_max=24)

    stopped: list[bool] = []
    hubs: list[Hub] = []

    def stop() -> None:
        if stopped:
            return
        stopped.append(True)
        for h in hubs:
            h.close()
        database.close()
        if embedded:
            release_embedded()

    try:
        hub = Hub(database)
        hubs.append(hub)
        warm(hub)
        app = build_app(hub, host=host, on_stop=stop)
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        # IPPROTO_TCP named: asyncio sets TCP_NODELAY on accepted connections only when the
        # socket says it is TCP (else every response waits ~40 ms on Nagle and delayed ACKs)
        sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(512)
        bound = sock.getsockname()[1]
        shown = f"[{host}]" if ":" in host else host
        (announce or _say)(f"listening on http://{shown}:{bound}")
        config = uvicorn.Config(
            app,
            log_config=None,
            access_log=False,
            lifespan="on",
            timeout_graceful_shutdown=int(GRACE),
        )
        uvicorn.Server(config).run(sockets=[sock])
    finally:
        stop()


def _say(line: str) -> None:
    print(line, flush=True)
