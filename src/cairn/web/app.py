"""The Starlette app of `cairn ui`: routes, the guard in front of all of them, static files, and
errors mapped to pages (a cairn error becomes its message and hint, never a traceback).

``build`` takes what one launch holds (``UiSession``: the store, the person, the services) and
its secrets; the app keeps no global state. Every route is either a read page (``pages``, GET)
or a state-changing action (``actions``, POST, each marked ``state_changing``); a test walks
the routes and checks that every POST route refuses a request without the CSRF token.
"""

from __future__ import annotations

from pathlib import Path

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from cairn.errors import CairnError, NotFound
from cairn.web import actions, pages
from cairn.web.guard import Guard, Secrets
from cairn.web.render import page
from cairn.web.session import UiSession

STATIC = Path(__file__).parent / "static"


def routes() -> list[Route | Mount]:
    return [
        Route("/", pages.home),
        Route("/queue", pages.queue_page),
        Route("/memory/{memory_id}", pages.memory_page),
        Route("/memory/{memory_id}/source/{n:int}", pages.source_page),
        Route("/asof", pages.asof_page),
        Route("/agent", pages.agent_page),
        Route("/gates", pages.gates_page),
        Route("/decide", actions.decide_route, methods=["POST"]),
        Route("/edit", actions.edit_route, methods=["POST"]),
        Route("/resolve", actions.resolve_route, methods=["POST"]),
        Route("/bulk", actions.bulk_route, methods=["POST"]),
        Route("/undo", actions.undo_route, methods=["POST"]),
        Route("/favicon.ico", _no_icon),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]


async def _no_icon(request: Request) -> Response:
    return Response(status_code=204)


async def _cairn_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, CairnError)
    status = 404 if isinstance(exc, NotFound) else 400
    if "application/json" in request.headers.get("accept", ""):
        return JSONResponse({"ok": False, "error": exc.message, "hint": exc.hint}, status)
    return page(request, "error.html", "Not done", status=status, error=exc.message, hint=exc.hint)


async def _http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    if "application/json" in request.headers.get("accept", ""):
        return JSONResponse({"ok": False, "error": exc.detail}, exc.status_code)
    return PlainTextResponse(f"{exc.status_code}: {exc.detail}\n", exc.status_code)


def build(ui: UiSession, secrets: Secrets) -> Starlette:
    app = Starlette(
        routes=routes(),
        middleware=[Middleware(Guard, secrets_=secrets)],
        exception_handlers={CairnError: _cairn_error, HTTPException: _http_error},
    )
    app.state.ui = ui
    app.state.secrets = secrets
    return app
