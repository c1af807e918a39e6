"""The server keeps the tokens it verified a moment ago (``server.verified``) and still refuses
a revoked one on its very next request: the revocation is a notification that every server's
cache hears (one shared round trip on its listening connection) before it answers from
memory. Its log lines are redacted once, as they are
formatted, when stderr is a file."""

from __future__ import annotations

import io
import logging
from collections.abc import Iterator
from typing import Any

import psycopg
import pytest

from cairn.server.tokens import TokenStore, digest
from cairn.store.pg_db import PgDatabase
from tests.serverkit import Served

NS = "team:verified"


@pytest.fixture(scope="module")
def served(pg_server: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    url = pg_server.new_database()
    root = tmp_path_factory.mktemp("verified")
    s = Served(url, root / "home", root / "serve.log")
    yield s
    s.stop()
    pg_server.drop(url)


def _name_of(url: str, secret: str) -> str:
    with psycopg.connect(url) as conn:
        row = conn.execute("SELECT name FROM tokens WHERE hash = %s", (digest(secret),)).fetchone()
        assert row is not None
        return str(row[0])


def _revoke(url: str, name: str) -> None:
    db = PgDatabase(url, pool_max=1)
    try:
        TokenStore(db).revoke(name, "2026-06-01T00:00:00.000000Z")
    finally:
        db.close()


def test_a_revoked_token_is_refused_on_its_next_request_though_it_was_just_verified(
    served: Served,
) -> None:
    for _ in range(10):  # each one verified over and over (kept), then revoked
        tok = served.token(NS)
        other = served.token(NS)
        for _i in range(5):
            assert served.req("GET", "/v1/whoami", token=tok)[0] == 200
            assert served.req("GET", "/v1/whoami", token=other)[0] == 200
        _revoke(served.db_url, _name_of(served.db_url, tok))
        code, body, _ = served.req("POST", "/v1/search", {"query": "x"}, token=tok)
        assert code == 401 and "revoked" in body["error"]["message"]
        assert served.req("GET", "/v1/whoami", token=tok)[0] == 401
        assert served.req("GET", "/v1/whoami", token=other)[0] == 200  # control: not revoked


def test_a_kept_token_still_expires_on_time(served: Served) -> None:
    tok = served.token(NS, expires_at="2999-01-01T00:00:00.000000Z")
    assert served.req("GET", "/v1/whoami", token=tok)[0] == 200
    with psycopg.connect(served.db_url, autocommit=True) as conn:  # the row changes, unheard:
        conn.execute(  # a kept token answers as it was read, for at most KEEP seconds
            "UPDATE tokens SET expires_at = '2020-01-01T00:00:00.000000Z' WHERE hash = %s",
            (digest(tok),),
        )
    import time

    from cairn.server.verified import KEEP

    time.sleep(KEEP + 0.5)
    code, body, _ = served.req("GET", "/v1/whoami", token=tok)
    assert code == 401 and "expired at 2020-01-01" in body["error"]["message"]


def test_the_cache_keeps_nothing_it_cannot_hear_revocations_for(pg_url: str) -> None:
    from cairn.server.verified import Verified

    def refused() -> Any:
        raise psycopg.OperationalError("no connection")

    cache = Verified(refused)
    assert cache.generation() is None
    cache.keep("k", object(), None)
    assert cache.get("k") is None

    heard = Verified(lambda: psycopg.connect(pg_url, autocommit=True))
    try:
        gen = heard.generation()
        assert gen is not None
        heard.keep("k", "token", gen)
        assert heard.get("k") == "token"
        with psycopg.connect(pg_url, autocommit=True) as conn:
            conn.execute("SELECT pg_notify('cairn_tokens', 'someone')")
        assert heard.get("k") is None  # at once: the sync hears what committed before it
        stale = gen  # a lookup that began before the revocation was heard keeps nothing
        heard.keep("k", "token", stale)
        assert heard.get("k") is None
    finally:
        heard.close()


def test_a_log_line_is_redacted_once_and_still_redacted_when_stderr_is_a_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from cairn.policy import redact
    from cairn.server import app

    sink = io.StringIO()
    monkeypatch.setattr("sys.stderr", redact.RedactingStream(sink))
    calls: list[str] = []
    real = redact.redact

    def counted(text: str) -> Any:
        calls.append(text)
        return real(text)

    monkeypatch.setattr(redact, "redact", counted)
    root = logging.getLogger()
    kept = root.handlers[:], root.level
    try:
        app.configure_logs()
        secret = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
        app.log.info("request", extra={"fields": {"path": f"/v1/memories/{secret}"}})
    finally:
        root.handlers[:], _ = kept
        root.setLevel(kept[1])
    written = sink.getvalue()
    assert '"path"' in written and secret not in written
    assert len(calls) == 1
