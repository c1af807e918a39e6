"""`cairn serve` on a real PostgreSQL, driven over HTTP like a client: every request needs a
valid token and acts in its namespace; verdicts need a person's review token; bad input gets a
clear error with the right status and stores nothing, beside a control that succeeds."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import anyio
import psycopg
import pytest

from tests.serverkit import Served, mcp_client

NS = "team:alpha"
OTHER = "team:beta"


@pytest.fixture(scope="module")
def served(pg_server: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    url = pg_server.new_database()
    root = tmp_path_factory.mktemp("served")
    s = Served(url, root / "home", root / "serve.log")
    yield s
    s.stop()
    pg_server.drop(url)


def _propose(s: Served, token: str, text: str, ns: str | None = None) -> tuple[int, Any]:
    headers = {"Cairn-Namespace": ns} if ns else None
    code, body, _ = s.req("POST", "/v1/memories", {"text": text}, token=token, headers=headers)
    return code, body


def test_the_first_line_says_where_it_listens_and_health_needs_no_token(served: Served) -> None:
    assert served.first_line.startswith("listening on http://127.0.0.1:")
    code, body, _ = served.req("GET", "/health")
    assert (code, body["ok"], body["database"]) == (200, True, "up")
    assert NS not in json.dumps(body)  # health says nothing of any namespace


@pytest.mark.parametrize(
    ("token", "why"),
    [(None, "no token"), ("cairn_not-a-real-token", "unknown token"), ("Basic abc", "")],
)
def test_a_missing_or_wrong_token_is_401_and_stores_nothing(
    served: Served, token: str | None, why: str
) -> None:
    good = served.token(NS)
    text = f"A write with a wrong token {why or 'basic'}"
    code, body, headers = served.req("POST", "/v1/memories", {"text": text}, token=token)
    assert code == 401
    assert why in body["error"]["message"]
    assert headers.get("www-authenticate", "").startswith("Bearer")
    listed = served.req("GET", "/v1/memories?view=review", token=good)[1]["memories"]
    assert text not in {m["text"] for m in listed}
    ok, made = _propose(served, good, text)  # control: the same write with a valid token
    assert ok == 200 and made["action"] == "created"


def test_an_expired_token_is_401_naming_when(served: Served) -> None:
    old = served.token(NS, expires_at="2020-01-01T00:00:00.000000Z")
    code, body, _ = served.req("GET", "/v1/whoami", token=old)
    assert code == 401 and "expired at 2020-01-01" in body["error"]["message"]
    fresh = served.token(NS, expires_at="2999-01-01T00:00:00.000000Z")
    assert served.req("GET", "/v1/whoami", token=fresh)[0] == 200


def test_a_revoked_token_is_refused_from_the_next_request_on(served: Served) -> None:
    from cairn.server.tokens import TokenStore, digest
    from cairn.store.pg_db import PgDatabase

    tok = served.token(NS)
    assert served.req("GET", "/v1/whoami", token=tok)[0] == 200
    db = PgDatabase(served.db_url, pool_max=1)
    try:
        store = TokenStore(db)
        name = next(t.name for t in store.list(NS) if _hash_of(db, t.name) == digest(tok))
        store.revoke(name, "2026-06-01T00:00:00.000000Z")
    finally:
        db.close()
    code, body, _ = served.req("POST", "/v1/memories", {"text": "After revocation"}, token=tok)
    assert code == 401 and "revoked" in body["error"]["message"]
    assert served.req("GET", "/v1/whoami", token=served.token(NS))[0] == 200  # control


def _hash_of(db: Any, name: str) -> str:
    with db.owner_lock:
        row = db.owner_connection().execute("SELECT hash FROM tokens WHERE name = %s", (name,))
        return str(row.fetchone()["hash"])


def test_a_token_for_another_namespace_is_403_and_reads_nothing_of_it(served: Served) -> None:
    alpha, beta = served.token(NS), served.token(OTHER)
    code, made = _propose(served, beta, "Beta's secret rollout plan uses canaries")
    assert code == 200
    beta_id = made["memory"]["id"]
    # naming the other namespace outright: refused
    code, body = _propose(served, alpha, "Written into beta by alpha", ns=OTHER)
    assert code == 403 and "is for namespace 'team:alpha'" in body["error"]["message"]
    # reaching for beta's memory by id: not found, exactly like a missing id
    got = served.req("GET", f"/v1/memories/{beta_id}", token=alpha)
    missing = served.req("GET", "/v1/memories/01J0000000000000000000000Z", token=alpha)
    assert got[0] == missing[0] == 404
    hits = served.req("POST", "/v1/search", {"query": "canaries rollout"}, token=alpha)[1]
    assert hits["hits"] == []
    # control: beta reads its own, alpha's write to its own namespace works
    assert served.req("GET", f"/v1/memories/{beta_id}", token=beta)[0] == 200
    assert _propose(served, alpha, "Alpha's own note", ns=NS)[0] == 200


def test_an_agents_token_cannot_approve_and_a_persons_review_token_can(served: Served) -> None:
    bot = served.token(NS, agent="ci-bot")
    reader = served.token(NS, "read,propose")  # a person, without review
    reviewer = served.token(NS, "read,propose,review")
    code, made = _propose(served, bot, "The nightly job rebuilds the search index")
    mid = made["memory"]["id"]
    assert made["memory"]["status"] == "proposed"
    for token, who in ((bot, "agent"), (reader, "review scope")):
        code, body, _ = served.req("POST", f"/v1/memories/{mid}/approve", {}, token=token)
        assert code == 403, body
        assert who in body["error"]["message"]
    # the review view (proposals, rejected memories) is a person's too
    assert served.req("GET", f"/v1/memories/{mid}?view=review", token=bot)[0] == 403
    assert served.req("GET", f"/v1/memories/{mid}?view=review", token=reader)[0] == 200
    code, body, _ = served.req("POST", f"/v1/memories/{mid}/approve", {}, token=reviewer)
    assert code == 200 and body["memory"]["review"] == "approved"
    hits = served.req("POST", "/v1/search", {"query": "nightly search index"}, token=bot)[1]
    assert [h["memory"]["id"] for h in hits["hits"]] == [mid]


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("POST", "/v1/gates", {"tool": "shell", "pattern": "rm -rf", "reason": "no"}),
        ("PUT", "/v1/policy/admission", {"value": "open"}),
    ],
)
def test_gate_add_and_policy_set_need_a_persons_review_token(
    served: Served, method: str, path: str, body: dict[str, Any]
) -> None:
    bot = served.token(NS, agent="ci-bot")
    code, _err, _ = served.req(method, path, body, token=bot)
    assert code == 403
    reviewer = served.token(NS, "read,review")
    code, ok, _ = served.req(method, path, body, token=reviewer)
    assert code == 200, ok
    if "policy" in path:  # restore the gate for the other tests
        served.req(method, path, {"value": "review"}, token=reviewer)


def test_an_agent_cannot_hold_review_or_admin(served: Served) -> None:
    from cairn.errors import UsageError
    from cairn.model import ActorKind
    from cairn.server.tokens import parse_scopes

    with pytest.raises(UsageError, match="agent's token cannot hold review"):
        parse_scopes("read,review", ActorKind.AGENT)
    assert parse_scopes("read,propose", ActorKind.AGENT) == {"read", "propose"}


def test_over_quota_is_429_and_stores_nothing_more(served: Served) -> None:
    tok = served.token(NS, agent="quota-bot", max_records=2)
    reader = served.token(NS)
    assert _propose(served, tok, "Quota note one about alpaca herds")[0] == 200
    assert _propose(served, tok, "Quota note two about alpaca herds")[0] == 200
    code, body = _propose(served, tok, "Quota note three about alpaca herds")
    assert code == 429 and "quota of 2 records" in body["error"]["message"]
    hits = served.req("POST", "/v1/search", {"query": "alpaca herds"}, token=reader)[1]["hits"]
    assert len(hits) == 0  # proposals wait: look in the review view instead
    listed = served.req("GET", "/v1/memories?view=review", token=reader)[1]["memories"]
    assert sum("alpaca" in m["text"] for m in listed) == 2


def test_a_quota_reached_by_concurrent_writers_holds_exactly(served: Served) -> None:
    """Many proposals of one token at once against a quota of 3: exactly 3 are stored, the
    rest are 429 and store nothing; a token without a quota, in the same burst, stores all."""
    capped = served.token(NS, agent="burst-bot", max_records=3)
    free = served.token(NS, agent="free-bot")
    reader = served.token(NS)
    codes: dict[str, list[int]] = {"capped": [], "free": []}
    lock = threading.Lock()

    def write(which: str, token: str, i: int) -> None:
        code, _body = _propose(served, token, f"Burst note {which} {i} about walrus colonies")
        with lock:
            codes[which].append(code)

    threads = [
        threading.Thread(target=write, args=(which, tok, i))
        for i in range(8)
        for which, tok in (("capped", capped), ("free", free))
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert sorted(codes["capped"]) == [200] * 3 + [429] * 5
    assert codes["free"] == [200] * 8  # control
    listed = served.req("GET", "/v1/memories?view=review&limit=200", token=reader)[1]["memories"]
    assert sum("Burst note capped" in m["text"] for m in listed) == 3
    assert sum("Burst note free" in m["text"] for m in listed) == 8


def test_over_the_rate_limit_is_429_with_retry_after(served: Served) -> None:
    tok = served.token(NS, rate=1.0)  # a burst of 2
    codes = [served.req("GET", "/v1/whoami", token=tok)[0] for _ in range(4)]
    assert codes[:2] == [200, 200]
    assert 429 in codes[2:]
    code, _body, headers = served.req("GET", "/v1/whoami", token=tok)
    assert code == 429 and int(headers["retry-after"]) >= 1
    assert served.req("GET", "/v1/whoami", token=served.token(NS))[0] == 200  # others unaffected


@pytest.mark.parametrize(
    ("raw", "status", "message"),
    [
        (b"{not json", 400, "not JSON"),
        (b"[1, 2]", 400, "JSON object"),
        (b'{"text": 42}', 400, "must be a string"),
        (b'{"text": "x", "kind": "rumour"}', 400, "kind must be"),
        (b'{"text": "' + b"y" * (1 << 20) + b'"}', 413, "larger than"),
    ],
)
def test_a_malformed_json_body_is_a_clear_error_and_stores_nothing(
    served: Served, raw: bytes, status: int, message: str
) -> None:
    tok = served.token(NS)
    before = served.req("GET", "/v1/memories?view=review", token=tok)[1]["memories"]
    code, body, _ = served.req("POST", "/v1/memories", token=tok, raw=raw)
    assert code == status and message in body["error"]["message"]
    after = served.req("GET", "/v1/memories?view=review", token=tok)[1]["memories"]
    assert after == before
    assert _propose(served, tok, "A well-formed body is stored")[0] == 200  # control


def test_a_body_over_the_limit_is_413_read_to_its_end_chunked_or_declared(served: Served) -> None:
    """No Content-Length to refuse it by: the body is read in pieces and dropped past the
    limit (never held whole), and the client, still sending, reads the 413."""
    import http.client
    from urllib.parse import urlsplit

    tok = served.token(NS)
    url = urlsplit(served.base)

    def send(pieces: list[bytes], chunked: bool = True) -> tuple[int, dict[str, Any]]:
        conn = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
        try:
            conn.putrequest("POST", "/v1/memories")
            conn.putheader("Authorization", f"Bearer {tok}")
            conn.putheader("Content-Type", "application/json")
            if chunked:
                conn.putheader("Transfer-Encoding", "chunked")
            else:
                conn.putheader("Content-Length", str(sum(map(len, pieces))))
            conn.endheaders()
            for piece in pieces:
                conn.send(b"%x\r\n%s\r\n" % (len(piece), piece) if chunked else piece)
            if chunked:
                conn.send(b"0\r\n\r\n")
            resp = conn.getresponse()
            return resp.status, json.loads(resp.read())
        finally:
            conn.close()

    before = served.req("GET", "/v1/memories?view=review", token=tok)[1]["memories"]
    big = [b'{"text": "'] + [b"z" * (64 << 10)] * 40 + [b'"}']  # 2.5 MiB
    code, body = send(big)
    assert code == 413 and "larger than" in body["error"]["message"]
    assert served.req("GET", "/v1/memories?view=review", token=tok)[1]["memories"] == before
    # declared too large (16 MiB, more than the socket buffers hold): refused by its header,
    # and still read and dropped, so the client sending it reads the 413, not a reset
    code, body = send([b'{"text": "'] + [b"z" * (1 << 20)] * 16 + [b'"}'], chunked=False)
    assert code == 413 and "larger than" in body["error"]["message"]
    # control: the same way of sending, a body within the limit, is stored
    code, body = send([b'{"text": "A chunked proposal ', b'within the limit is stored"}'])
    assert code == 200, body


def test_mcp_at_slash_mcp_serves_the_tools_in_the_tokens_namespace(served: Served) -> None:
    bot = served.token(NS, agent="claude")
    other = served.token(OTHER, agent="claude")

    async def body() -> tuple[list[str], str, str, str]:
        async with mcp_client(served.base, bot) as client:
            names = [t.name for t in (await client.list_tools()).tools]
            made = await client.call_tool(
                "memory_propose", {"text": "MCP proposals wait for review"}
            )
            text = made.content[0].text  # type: ignore[union-attr]
        async with mcp_client(served.base, other) as client:
            seen = await client.call_tool("memory_search", {"query": "MCP proposals review"})
            other_text = seen.content[0].text  # type: ignore[union-attr]
        reviewer = served.token(NS, "read,review")
        mid = text.split("id=")[1].split()[0]  # as shown: #abcd1234 (quoted in a URL)
        status, _, _ = served.req(
            "POST", f"/v1/memories/{quote(mid, safe='')}/approve", {}, token=reviewer
        )
        assert status == 200
        async with mcp_client(served.base, bot) as client:
            found = await client.call_tool("memory_search", {"query": "MCP proposals review"})
            found_text = found.content[0].text  # type: ignore[union-attr]
        return names, text, other_text, found_text

    names, made, other_text, found_text = anyio.run(body)
    assert "memory_propose" in names and not [n for n in names if "approve" in n]
    assert made.startswith("proposed id=") and "waits for a person's review" in made
    assert other_text.startswith("no memories match")  # the other namespace sees nothing
    assert "MCP proposals wait for review" in found_text  # control: its own namespace does
    listed = served.req("GET", "/v1/memories?view=review", token=served.token(NS))[1]["memories"]
    mine = [m for m in listed if m["text"] == "MCP proposals wait for review"]
    assert mine and mine[0]["namespace"] == NS


def test_slash_mcp_lists_exactly_the_stdio_tools_and_a_read_token_cannot_write_through_them(
    served: Served,
) -> None:
    """One definition of the tools (``mcp_tools.TOOLS``) for stdio and for ``/mcp``: the same
    names, descriptions and schemas. A read-only token searches through them, and its propose,
    cite and flag are refused as tool errors that store nothing."""
    from cairn.mcp_tools import TOOLS

    reader = served.token(NS, "read", agent="reader")
    writer = served.token(NS, agent="writer")

    async def body() -> tuple[list[Any], list[tuple[bool, str]], str]:
        async with mcp_client(served.base, reader) as client:
            listed = list((await client.list_tools()).tools)
            refused = []
            for name, args in (
                ("memory_propose", {"text": "A read token tries to write this down"}),
                ("memory_flag", {"id": "01J0000000000000000000000Z", "reason": "x"}),
            ):
                r = await client.call_tool(name, args)
                refused.append((bool(r.is_error), r.content[0].text))  # type: ignore[union-attr]
        async with mcp_client(served.base, writer) as client:  # control
            r = await client.call_tool("memory_propose", {"text": "A write token writes this"})
            made = r.content[0].text  # type: ignore[union-attr]
        return listed, refused, made

    listed, refused, made = anyio.run(body)
    assert [(t.name, t.description) for t in listed] == [(t.name, t.description) for t in TOOLS]
    for got, want in zip(listed, TOOLS, strict=True):
        assert got.input_schema["properties"] == want.input_schema()["properties"]
    propose_refusal, flag_refusal = refused
    assert propose_refusal[0] and "propose" in propose_refusal[1]
    assert flag_refusal[0]
    assert made.startswith("proposed id=")
    listed_now = served.req("GET", "/v1/memories?view=review", token=served.token(NS))[1]
    texts = {m["text"] for m in listed_now["memories"]}
    assert "A write token writes this" in texts
    assert "A read token tries to write this down" not in texts


def test_mcp_without_a_token_is_401_and_a_malformed_mcp_body_is_400(served: Served) -> None:
    code, body, _ = served.req(
        "POST", "/mcp", {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}, headers=_mcp_h()
    )
    assert code == 401
    tok = served.token(NS)
    code, body, _ = served.req("POST", "/mcp", token=tok, raw=b"{broken", headers=_mcp_h())
    assert code == 400, body
    code, body, _ = served.req(  # control: a well-formed request with the token
        "POST",
        "/mcp",
        {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "t", "version": "1"},
            },
        },
        token=tok,
        headers=_mcp_h(),
    )
    assert code == 200 and body["result"]["serverInfo"]["name"]


def _mcp_h() -> dict[str, str]:
    return {"Accept": "application/json, text/event-stream", "MCP-Protocol-Version": "2025-06-18"}


def test_every_log_line_is_json_and_holds_no_token(served: Served) -> None:
    tok = served.token(NS)
    served.req("GET", "/v1/whoami", token=tok)
    deadline = time.monotonic() + 10  # the access line is written once the response is sent
    while True:
        lines = served.log_lines()
        parsed = [json.loads(line) for line in lines if line.strip()]
        if any(p.get("path") == "/v1/whoami" for p in parsed) or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    assert any(p.get("path") == "/v1/whoami" and p.get("status") == 200 for p in parsed)
    assert not any(tok in line for line in lines)


def test_concurrent_writers_through_the_server_lose_nothing(served: Served) -> None:
    toks = [served.token(NS, agent=f"w{i}") for i in range(8)]
    errors: list[int] = []

    def write(i: int) -> None:
        for j in range(10):
            code, _ = _propose(served, toks[i], f"Concurrent note {j} from writer {i} on lane {i}")
            if code != 200:
                errors.append(code)

    threads = [threading.Thread(target=write, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    listed = served.req("GET", "/v1/memories?view=review&limit=5000", token=served.token(NS))[1]
    assert sum(m["text"].startswith("Concurrent note") for m in listed["memories"]) == 80


def test_a_database_that_is_down_is_503_and_nothing_stored_is_lost(
    served: Served, pg_server: Any
) -> None:
    tok = served.token(NS)
    code, made = _propose(served, tok, "Stored before the database went away")
    assert code == 200
    name = served.db_url.partition("?")[0].rsplit("/", 1)[1]
    with psycopg.connect(pg_server.admin_url, autocommit=True) as admin:
        admin.execute(f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS false')
        admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s", (name,)
        )
        try:
            code, _body, _ = served.req("POST", "/v1/memories", {"text": "Lost?"}, token=tok)
            assert code == 503
            assert served.req("GET", "/health")[0] == 503
        finally:
            admin.execute(f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS true')
    code, _body, _ = served.req("GET", f"/v1/memories/{made['memory']['id']}", token=tok)
    assert code == 200  # recovered on the next request; the earlier write is there
    listed = served.req("GET", "/v1/memories?view=review&limit=5000", token=tok)[1]["memories"]
    assert not [m for m in listed if m["text"] == "Lost?"]


def test_sigterm_lets_requests_in_flight_finish(pg_server: Any, tmp_path: Path) -> None:
    url = pg_server.new_database()
    s = Served(url, tmp_path / "home", tmp_path / "serve.log")
    try:
        tok = s.token(NS)
        results: list[int] = []

        def slow() -> None:
            try:
                results.append(_propose(s, tok, "Written while the server is asked to stop")[0])
            except OSError:
                results.append(-1)  # the server had closed its socket before the request

        t = threading.Thread(target=slow)
        t.start()
        import time

        time.sleep(0.05)
        rc = s.stop()
        t.join()
        assert results in ([200], [-1])  # finished, or refused before it began: never cut
        assert rc in (0, -15)
        assert any('"Application shutdown complete."' in line for line in s.log_lines())
    finally:
        s.stop()
        pg_server.drop(url)
