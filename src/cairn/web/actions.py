"""The state-changing routes (POST): decide, edit, resolve a conflict, decide a group, undo.

Each is wrapped in ``guard.state_changing`` (the CSRF token, besides the launch token that the
guard already required), parses the form, makes its decision through ``web.decide`` (one
service call per memory, by the person who launched the UI) and answers JSON to the page's
script (``Accept: application/json``) or, for a plain form post without JavaScript, a redirect
back to the page it came from with the outcome shown there.
"""

from __future__ import annotations

from collections.abc import Callable

from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response

from cairn.errors import CairnError, NotFound, UsageError
from cairn.web import decide
from cairn.web.guard import state_changing
from cairn.web.render import safe_back, ui_of
from cairn.web.session import UiSession


def wants_json(request: Request) -> bool:
    return "application/json" in request.headers.get("accept", "")


def _field(form: FormData, name: str) -> str:
    value = form.get(name)
    return value.strip() if isinstance(value, str) else ""


async def _answer(request: Request, act: Callable[[UiSession, FormData], str]) -> Response:
    ui = ui_of(request)
    form = await request.form(max_files=0, max_fields=500)
    back = safe_back(form.get("back"))
    try:
        message = act(ui, form)
    except CairnError as exc:
        status = 404 if isinstance(exc, NotFound) else 409
        if wants_json(request):
            return JSONResponse(
                {"ok": False, "error": exc.message, "hint": exc.hint}, status_code=status
            )
        ui.flash.append(f"not done: {exc.message}" + (f" ({exc.hint})" if exc.hint else ""))
        return RedirectResponse(back, status_code=303)
    assert ui.undo is not None
    if wants_json(request):
        return JSONResponse({"ok": True, "message": message, "undo": len(ui.undo)})
    ui.flash.append(message)
    return RedirectResponse(back, status_code=303)


def _decide(ui: UiSession, form: FormData) -> str:
    return decide.verdict(
        ui, _field(form, "id"), _field(form, "action"), _field(form, "note")
    ).message


def _edit(ui: UiSession, form: FormData) -> str:
    text = form.get("text")
    if not isinstance(text, str) or not text.strip():
        raise UsageError("an edit needs the new text")
    return decide.edit(ui, _field(form, "id"), text).message


def _resolve(ui: UiSession, form: FormData) -> str:
    return decide.resolve(
        ui,
        _field(form, "id"),
        _field(form, "old") or None,
        _field(form, "resolution"),
        _field(form, "note"),
    ).message


def _bulk(ui: UiSession, form: FormData) -> str:
    ids = [v.strip() for v in form.getlist("id") if isinstance(v, str)]
    return decide.bulk(ui, ids, _field(form, "action"), _field(form, "note") or None).message


def _undo(ui: UiSession, form: FormData) -> str:
    return decide.undo(ui)


@state_changing
async def decide_route(request: Request) -> Response:
    return await _answer(request, _decide)


@state_changing
async def edit_route(request: Request) -> Response:
    return await _answer(request, _edit)


@state_changing
async def resolve_route(request: Request) -> Response:
    return await _answer(request, _resolve)


@state_changing
async def bulk_route(request: Request) -> Response:
    return await _answer(request, _bulk)


@state_changing
async def undo_route(request: Request) -> Response:
    return await _answer(request, _undo)
