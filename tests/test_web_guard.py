"""`cairn ui` lets in the browser that holds this launch's token and nothing else: no token, a
wrong token, a foreign Host (DNS rebinding), a foreign Origin, a cross-site POST or a POST
without the CSRF token are refused and change nothing; every response carries the security
headers; the server listens on 127.0.0.1 only. Each attack sits beside the control that works."""

from __future__ import annotations

import errno
import socket
from collections.abc import Iterator

import pytest
from starlette.routing import Route

from cairn.model import Candidate, Scope
from cairn.service import MemoryService, agent_actor
from cairn.store.sqlite import SQLiteStore
from cairn.web import app as web_app
from cairn.web.guard import MAX_BODY, is_state_changing
from tests.conftest import NS_A, USER_NS, Cli
from tests.web_support import UiServer


def _events(cli: Cli) -> int:
    store = SQLiteStore(cli.home / "cairn.db")
    try:
        return store.count("events")
    finally:
        store.close()


def _proposal(cli: Cli, text: str = "Cache keys include the tenant id") -> str:
    svc = MemoryService.open(cli.home / "cairn.db", Scope(NS_A, USER_NS))
    try:
        return svc.add(Candidate(text, NS_A), agent_actor("claude-code")).memory.id
    finally:
        svc.close()


@pytest.fixture
def ui(cli: Cli) -> Iterator[UiServer]:
    with UiServer(cli) as server:
        yield server


def test_a_request_without_the_launch_token_gets_403_and_the_token_gets_the_page(
    ui: UiServer,
) -> None:
    for path in ("/queue", "/agent", "/gates", "/asof", "/static/app.js", "/"):
        assert ui.get(path, token=None).status == 403, path
        assert ui.get(path, token="not-the-token").status == 403, path
    ok = ui.get("/queue")
    assert ok.status == 200 and "waiting for review" in ok.body


def test_the_token_in_the_address_becomes_a_strict_cookie_and_leaves_the_address(
    ui: UiServer,
) -> None:
    first = ui.get(f"/queue?project={NS_A}&token={ui.token}", token=None)
    assert first.status == 303
    assert first.headers["location"] == f"/queue?project={NS_A.replace(':', '%3A')}"
    cookie = first.headers["set-cookie"]
    assert cookie.startswith(f"cairn_ui_{ui.port}={ui.token};")
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie
    again = ui.get("/queue", token=None, headers={"Cookie": cookie.split(";")[0]})
    assert again.status == 200
    # a cookie from another launch's port is not this one's
    other = ui.get("/queue", token=None, headers={"Cookie": f"cairn_ui_1={ui.token}"})
    assert other.status == 403


def test_a_foreign_host_is_refused_even_with_the_token(ui: UiServer) -> None:
    for host in (f"evil.example:{ui.port}", "127.0.0.1", f"127.0.0.1:{ui.port + 1}", ""):
        reply = ui.get("/queue", headers={"Host": host})
        assert reply.status == 403, host
        assert "waiting for review" not in reply.body
    assert ui.get("/queue", headers={"Host": f"localhost:{ui.port}"}).status == 200


def test_a_foreign_origin_or_a_cross_site_post_is_refused(ui: UiServer, cli: Cli) -> None:
    mid = _proposal(cli)
    form = {"id": mid, "action": "approve", "csrf": ui.csrf()}
    before = _events(cli)
    for headers in (
        {"Origin": "http://evil.example"},
        {"Origin": "null"},
        {"Origin": f"http://127.0.0.1:{ui.port + 1}"},
        {"Sec-Fetch-Site": "cross-site"},
        {"Sec-Fetch-Site": "same-site"},
    ):
        assert ui.post("/decide", form, headers=headers).status == 403, headers
    assert ui.get("/queue", headers={"Origin": "http://evil.example"}).status == 403
    assert (
        ui.get("/queue", headers={"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "cors"}).status
        == 403
    )
    assert _events(cli) == before
    same = {"Origin": f"http://127.0.0.1:{ui.port}", "Sec-Fetch-Site": "same-origin"}
    reply = ui.post("/decide", form, headers=same)
    assert reply.status == 200 and reply.json()["ok"], reply
    assert _events(cli) == before + 1


def test_a_post_without_the_csrf_token_is_refused_and_changes_nothing(
    ui: UiServer, cli: Cli
) -> None:
    mid = _proposal(cli)
    before = _events(cli)
    for form in (
        {"id": mid, "action": "approve"},
        {"id": mid, "action": "approve", "csrf": ""},
        {"id": mid, "action": "approve", "csrf": ui.csrf() + "x"},
        {"id": mid, "action": "approve", "csrf": ui.token},  # the launch token is not the CSRF
    ):
        reply = ui.post("/decide", form)
        assert reply.status == 403, form
    assert ui.post("/decide", {"id": mid, "action": "approve"}, token=None).status == 403
    assert _events(cli) == before
    ok = ui.post("/decide", {"id": mid, "action": "approve"}, headers={"X-CSRF-Token": ui.csrf()})
    assert ok.status == 200 and ok.json()["message"].startswith("approved")


def test_every_state_changing_route_refuses_a_post_without_the_csrf_token(
    ui: UiServer, cli: Cli
) -> None:
    posts = [r for r in web_app.routes() if isinstance(r, Route) and "POST" in (r.methods or ())]
    assert {r.path for r in posts} >= {"/decide", "/edit", "/resolve", "/bulk", "/undo"}
    mid = _proposal(cli)
    before = _events(cli)
    for r in posts:
        assert is_state_changing(r.endpoint), r.path
        reply = ui.post(r.path, {"id": mid, "action": "approve", "text": "x", "resolution": "x"})
        assert reply.status == 403, r.path
    # no read page accepts a POST
    for path in ("/queue", "/agent", "/gates", "/asof", f"/memory/{mid}"):
        assert ui.post(path, {"csrf": ui.csrf()}).status == 405, path
    assert _events(cli) == before


def test_every_response_carries_the_security_headers(ui: UiServer) -> None:
    for reply in (ui.get("/queue"), ui.get("/queue", token=None), ui.get("/static/app.js")):
        h = reply.headers
        csp = h["content-security-policy"]
        assert "script-src 'self'" in csp and "'unsafe-inline'" not in csp
        assert "frame-ancestors 'none'" in csp and "default-src 'none'" in csp
        assert h["x-frame-options"] == "DENY"
        assert h["x-content-type-options"] == "nosniff"
        assert h["referrer-policy"] == "same-origin"
        assert h["cache-control"] == "no-store"


def test_a_body_over_the_cap_is_refused(ui: UiServer) -> None:
    big = b"text=" + b"x" * (MAX_BODY + 1)
    reply = ui.request(
        "POST",
        "/edit",
        body=big,
        headers={"Content-Type": "application/x-www-form-urlencoded", "X-CSRF-Token": ui.csrf()},
    )
    assert reply.status == 413


def test_the_server_listens_on_127_0_0_1_only_and_never_prints_the_token_again(
    ui: UiServer,
) -> None:
    assert ui.get("/queue").status == 200
    with socket.socket() as s:  # another loopback address of this machine: nothing listens
        s.settimeout(5)
        code = s.connect_ex(("127.0.0.2", ui.port))
    assert code in (errno.ECONNREFUSED, errno.ENETUNREACH, errno.EADDRNOTAVAIL), code
    ui.get(f"/queue?token={ui.token}", token=None)
    out = ui.stop()
    assert out.count(ui.token) == 1  # the address printed at launch, never a request log
