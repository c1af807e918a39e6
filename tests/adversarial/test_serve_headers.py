"""`cairn serve` reached the way a hostile web page or a careless script would: a token in the
query string is not a token (and is never logged), a cross-site browser request carries no
credential and is answered 401 with no CORS grant, a rebinding Host on /mcp is refused even with
a valid token; each beside the same request made properly, which succeeds."""

from __future__ import annotations

import pytest

from tests.serverkit import Served

NS = "team:headers"


@pytest.mark.parametrize("name", ["token", "access_token", "authorization"])
def test_a_token_in_the_query_string_is_no_token_and_never_logged(
    served: Served, name: str
) -> None:
    tok = served.token(NS)
    code, body, _ = served.req("GET", f"/v1/whoami?{name}={tok}")
    assert code == 401, body
    assert not any(tok in line for line in served.log_lines())
    assert served.req("GET", "/v1/whoami", token=tok)[0] == 200  # control: in its header


def test_a_cross_site_page_gets_no_cors_grant_and_no_write(served: Served) -> None:
    tok = served.token(NS, "read,propose,review")
    evil = {"Origin": "http://evil.example", "Content-Type": "text/plain"}
    code, _body, heads = served.req(
        "POST", "/v1/memories", raw=b'{"text": "Planted by a web page"}', headers=evil
    )
    assert code == 401 and "access-control-allow-origin" not in heads, (code, heads)
    pre = {
        "Origin": "http://evil.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization",
    }
    code, _body, heads = served.req("OPTIONS", "/v1/memories", headers=pre)
    assert code >= 400 and "access-control-allow-origin" not in heads, (code, heads)
    listed = served.req("GET", "/v1/memories?view=review", token=tok)[1]["memories"]
    assert "Planted by a web page" not in {m["text"] for m in listed}
    # control: the same write with its token
    code, ok, _ = served.req("POST", "/v1/memories", {"text": "Written with a token"}, token=tok)
    assert code == 200 and ok["action"] == "created"


def test_a_rebinding_host_on_mcp_is_refused_even_with_a_token(served: Served) -> None:
    tok = served.token(NS)
    init = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "probe", "version": "0"},
        },
    }
    accept = {"Accept": "application/json, text/event-stream"}
    for bad in ({"Host": "evil.example:80"}, {"Origin": "http://evil.example"}):
        code, body, _ = served.req("POST", "/mcp", init, token=tok, headers={**accept, **bad})
        assert code in (400, 403, 421), (bad, code, body)
    code, body, _ = served.req("POST", "/mcp", init, token=tok, headers=accept)
    assert code == 200 and body["result"]["serverInfo"], body  # control
