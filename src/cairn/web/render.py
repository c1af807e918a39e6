"""Rendering: the Jinja2 environment (autoescape always on, undefined names an error), the
helpers templates call, and the page response every read route returns.

Memory text, sources, notes and event payloads are untrusted (an agent wrote them): templates
print them as text only, never through ``|safe`` or ``Markup``; a test renders a memory whose
text is markup and script and checks the page shows it inert. And what a person reads must be
what the text holds: every printed value shows the characters that display other than they
read (``visible``: a bidirectional override, a zero-width space or joiner, a control) as a
marker such as ``⟨U+202E⟩`` instead of letting the browser apply them. A form field that sends
a text back (the edit box) prints it ``verbatim``, so saving an edit does not store markers.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import jinja2
from markupsafe import Markup
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response

from cairn.visible import visible
from cairn.web.session import UiSession

SOURCE_KEYS = ("kind", "agent", "client", "model", "session", "locator", "label")


class Verbatim(str):
    """A value printed as it is (escaped, never marked): a form field's text sent back."""

    __slots__ = ()


def _finalize(value: Any) -> Any:
    """Every value a template prints: text made ``visible``, unless it is ``Verbatim``."""
    if not isinstance(value, str) or isinstance(value, Verbatim):
        return value
    shown = visible(value)
    if shown is value:
        return value
    return Markup(shown) if isinstance(value, Markup) else shown


@cache
def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("cairn.web", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        finalize=_finalize,
    )
    env.filters["verbatim"] = Verbatim
    return env


def ui_of(request: Request) -> UiSession:
    ui: UiSession = request.app.state.ui
    return ui


def project_param(request: Request, ui: UiSession) -> str:
    """The ``project`` query parameter (a namespace the UI serves), else the launching one."""
    ns = request.query_params.get("project") or ui.scope.namespace
    ui.project(ns)
    return ns


def sid(memory_id: str | None) -> str:
    return "#" + memory_id[-8:].lower() if memory_id else ""


def when(at: str | None) -> str:
    """A stored time for people: date and minutes, UTC."""
    if not at:
        return ""
    return at[:16].replace("T", " ") + " UTC" if len(at) >= 16 else at


def source_line(s: dict[str, Any]) -> str:
    bits = ", ".join(f"{k} {s[k]}" for k in SOURCE_KEYS if s.get(k) not in (None, ""))
    if s.get("at"):
        bits += f", at {when(s['at'])}"
    return bits + (" (vouched)" if s.get("vouched") else "")


def page(request: Request, template: str, title: str, *, status: int = 200, **ctx: Any) -> Response:
    ui = ui_of(request)
    flash, ui.flash[:] = list(ui.flash), []
    assert ui.undo is not None
    last = ui.undo.last()
    body = (
        environment()
        .get_template(template)
        .render(
            request=request,
            title=title,
            ui=ui,
            csrf=request.app.state.secrets.csrf,
            projects=ui.projects(),
            flash=flash,
            undo_count=len(ui.undo),
            last_decision=last.message if last else None,
            back=_here(request),
            sid=sid,
            when=when,
            source_line=source_line,
            **ctx,
        )
    )
    return HTMLResponse(body, status_code=status)


def _here(request: Request) -> str:
    """This page's local path and query, for a form to come back to."""
    q = request.url.query
    return request.url.path + (f"?{q}" if q else "")


def safe_back(value: object, default: str = "/queue") -> str:
    """A local path to redirect to after a form post (never another host)."""
    if not isinstance(value, str) or not value.startswith("/") or value.startswith("//"):
        return default
    if "\\" in value or any(ord(c) < 32 for c in value):
        return default
    return value
