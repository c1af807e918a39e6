"""Who may talk to the review UI: the browser of the person who launched it, and nothing else.

Every request passes ``Guard`` (an ASGI middleware) before any page or action sees it:

1. Host must be ``127.0.0.1:PORT`` or ``localhost:PORT``: a DNS-rebinding page (evil.example
   resolving to 127.0.0.1) sends its own name and is refused.
2. An Origin header, when sent, must be this server's own origin (``null`` is refused); a POST
   also needs ``Sec-Fetch-Site`` to be absent or ``same-origin``; a GET that another site
   started (``same-site``/``cross-site``) is refused unless it is a top-level navigation.
3. The launch token (printed in the URL, as Jupyter does) must come with the request: as the
   ``token`` query parameter (the first visit: answered with a cookie and a redirect that drops
   it from the address bar), the per-port cookie (``HttpOnly``, ``SameSite=Strict``) or an
   ``Authorization: token ...`` header. Without it: 403, for reads as for writes.
4. Every state-changing route is wrapped in ``state_changing``: it also needs the launch's CSRF
   token, in the ``csrf`` form field or the ``X-CSRF-Token`` header (403 otherwise).

Every response, refusals included, carries a strict Content-Security-Policy (scripts only from
this server, no inline script, no framing), ``X-Frame-Options: DENY``, ``nosniff``, a referrer
for its own pages only (``no-referrer`` would make a browser send ``Origin: null`` with a plain
form post) and no caching. Tokens are compared in constant time and never logged.

What this cannot stop: a process of the same user that reads the terminal or the browser's
profile can read the token, as it could read the store file itself.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from http.cookies import SimpleCookie
from typing import Any
from urllib.parse import parse_qsl, urlencode

from starlette.datastructures import Headers
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

Handler = Callable[[Request], Awaitable[Response]]

CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:;"
    " connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
)
SECURITY_HEADERS: tuple[tuple[str, str], ...] = (
    ("content-security-policy", CSP),
    ("x-frame-options", "DENY"),
    ("x-content-type-options", "nosniff"),
    ("referrer-policy", "same-origin"),  # a form post with no-referrer sends Origin: null
    ("cache-control", "no-store"),
    ("cross-origin-opener-policy", "same-origin"),
    ("cross-origin-resource-policy", "same-origin"),
)
MAX_BODY = 256 * 1024  # bytes: a form is a few fields and at most one memory's text


@dataclass(frozen=True)
class Secrets:
    """One launch's secrets and the address they are valid for."""

    token: str
    csrf: str
    port: int

    @classmethod
    def new(cls, port: int) -> Secrets:
        return cls(secrets.token_urlsafe(32), secrets.token_urlsafe(32), port)

    @property
    def cookie(self) -> str:
        # cookies are shared by every port of a host: one name per launch's port
        return f"cairn_ui_{self.port}"

    @property
    def hosts(self) -> frozenset[str]:
        return frozenset({f"127.0.0.1:{self.port}", f"localhost:{self.port}"})

    @property
    def origins(self) -> frozenset[str]:
        return frozenset("http://" + h for h in self.hosts)

    def url(self, path: str = "/") -> str:
        """The address to open: this launch's token in the query (printed once, at launch)."""
        return f"http://127.0.0.1:{self.port}{path}?token={self.token}"

    def is_token(self, value: str | None) -> bool:
        return bool(value) and hmac.compare_digest(str(value).encode(), self.token.encode())

    def is_csrf(self, value: str | None) -> bool:
        return bool(value) and hmac.compare_digest(str(value).encode(), self.csrf.encode())


def _with_headers(headers: list[tuple[bytes, bytes]]) -> list[tuple[bytes, bytes]]:
    have = {k.lower() for k, _ in headers}
    extra = [(k.encode(), v.encode()) for k, v in SECURITY_HEADERS if k.encode() not in have]
    return headers + extra


async def _refuse(send: Send, status: int, why: str) -> None:
    body = f"{status}: {why}\n".encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": _with_headers(
                [
                    (b"content-type", b"text/plain; charset=utf-8"),
                    (b"content-length", str(len(body)).encode()),
                ]
            ),
        }
    )
    await send({"type": "http.response.body", "body": body})


def _presented_tokens(scope: Scope, headers: Headers, cookie_name: str) -> tuple[str | None, ...]:
    query = dict(parse_qsl(scope.get("query_string", b"").decode("latin-1")))
    jar: SimpleCookie = SimpleCookie()
    try:
        jar.load(headers.get("cookie", ""))
    except Exception:  # a malformed cookie header is no token (http.cookies.CookieError)
        jar = SimpleCookie()
    morsel = jar.get(cookie_name)
    auth = headers.get("authorization", "")
    scheme, _, value = auth.partition(" ")
    bearer = value.strip() if scheme.lower() in ("token", "bearer") else None
    return query.get("token"), morsel.value if morsel else None, bearer


class Guard:
    """The ASGI middleware that applies the rules in the module docstring."""

    def __init__(self, app: ASGIApp, secrets_: Secrets) -> None:
        self.app = app
        self.secrets = secrets_

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await self.app(scope, receive, send)
            return
        if scope["type"] != "http":
            if scope["type"] == "websocket":
                await send({"type": "websocket.close", "code": 1008})
            return
        headers = Headers(scope=scope)
        why = self._refusal(scope, headers)
        if why is not None:
            await _refuse(send, why[0], why[1])
            return
        query_token, _cookie, _header = _presented_tokens(scope, headers, self.secrets.cookie)
        if self.secrets.is_token(query_token) and scope["method"] in ("GET", "HEAD"):
            await self._drop_token_from_address(scope, send)
            return

        async def secured(message: Message) -> None:
            if message["type"] == "http.response.start":
                message = {**message, "headers": _with_headers(list(message.get("headers", [])))}
            await send(message)

        await self.app(scope, _capped(receive), secured)

    def _refusal(self, scope: Scope, headers: Headers) -> tuple[int, str] | None:
        s = self.secrets
        if headers.get("host", "") not in s.hosts:
            return 403, f"this page is served for 127.0.0.1:{s.port} only (Host refused)"
        origin = headers.get("origin")
        if origin is not None and origin not in s.origins:
            return 403, "a request from another origin is refused"
        method = scope["method"]
        if method not in ("GET", "HEAD", "POST"):
            return 405, "method not allowed"
        site = headers.get("sec-fetch-site")
        if method == "POST" and site not in (None, "same-origin"):
            return 403, "a state-changing request from another site is refused"
        if site in ("same-site", "cross-site") and headers.get("sec-fetch-mode") != "navigate":
            return 403, "a request another site started is refused"
        length = headers.get("content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
            return 413, f"request body over {MAX_BODY} bytes"
        if not any(s.is_token(t) for t in _presented_tokens(scope, headers, s.cookie)):
            return 403, "this launch's token is missing: open the URL that `cairn ui` printed"
        return None

    async def _drop_token_from_address(self, scope: Scope, send: Send) -> None:
        """The first visit: keep the token in a cookie, and send the browser to the same page
        without it (so it is not left in the address bar, history or a bookmark)."""
        query = [
            (k, v)
            for k, v in parse_qsl(scope.get("query_string", b"").decode("latin-1"))
            if k != "token"
        ]
        target = scope.get("path", "/") or "/"
        if not target.startswith("/") or target.startswith("//"):
            target = "/"
        if query:
            target += "?" + urlencode(query)
        cookie = f"{self.secrets.cookie}={self.secrets.token}; HttpOnly; SameSite=Strict; Path=/"
        await send(
            {
                "type": "http.response.start",
                "status": 303,
                "headers": _with_headers(
                    [
                        (b"location", target.encode("latin-1", "replace")),
                        (b"set-cookie", cookie.encode()),
                        (b"content-length", b"0"),
                    ]
                ),
            }
        )
        await send({"type": "http.response.body", "body": b""})


def _capped(receive: Receive) -> Receive:
    """``receive`` that stops a body (chunked, with no length header) past ``MAX_BODY``."""
    seen = 0

    async def inner() -> Message:
        nonlocal seen
        message = await receive()
        if message["type"] == "http.request":
            seen += len(message.get("body", b""))
            if seen > MAX_BODY:
                raise HTTPException(413, f"request body over {MAX_BODY} bytes")
        return message

    return inner


async def require_csrf(request: Request) -> None:
    """403 unless the request carries this launch's CSRF token (header or form field)."""
    secrets_: Secrets = request.app.state.secrets
    sent = request.headers.get("x-csrf-token")
    if sent is None:
        form = await request.form(max_files=0, max_fields=200)
        value = form.get("csrf")
        sent = value if isinstance(value, str) else None
    if not secrets_.is_csrf(sent):
        raise HTTPException(403, "the CSRF token is missing or wrong: reload the page")


def state_changing(handler: Handler) -> Handler:
    """Mark a route as one that changes state: it runs only with the CSRF token."""

    async def checked(request: Request) -> Response:
        await require_csrf(request)
        return await handler(request)

    checked.__name__ = handler.__name__
    checked.__doc__ = handler.__doc__
    checked.state_changing = True  # type: ignore[attr-defined]
    return checked


def is_state_changing(endpoint: Any) -> bool:
    return bool(getattr(endpoint, "state_changing", False))
