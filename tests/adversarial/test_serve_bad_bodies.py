"""`cairn serve` fed hostile bodies and ids: every bad request gets a 4xx with cairn's error
shape (never a 500, never a stored row), an id of another namespace reads as not found through
every verb that takes one, and an agent's token is refused every verdict; each attack beside a
control that must still succeed. A real server on a real PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.serverkit import Served

NS = "team:edges"
OTHER = "team:elsewhere"


@pytest.fixture(scope="module")
def served(pg_server: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    url = pg_server.new_database()
    root = tmp_path_factory.mktemp("edges-served")
    s = Served(url, root / "home", root / "serve.log")
    yield s
    s.stop()
    pg_server.drop(url)


def _texts(s: Served, token: str) -> set[str]:
    listed = s.req("GET", "/v1/memories?view=review", token=token)[1]["memories"]
    return {m["text"] for m in listed}


@pytest.mark.parametrize(
    ("why", "raw"),
    [
        ("deeply nested", b'{"query": "write", "text": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"),
        (
            "nested object",
            b'{"query": "write", "text": "nested write", "as_agent": '
            + b'{"a":' * 50_000
            + b"1"
            + b"}" * 50_000
            + b"}",
        ),
        ("infinite number", b'{"query": "write", "text": "Infinity write", "limit": Infinity}'),
        ("huge number", b'{"query": "write", "text": "huge write", "limit": 1e400}'),
        ("not a number", b'{"query": "write", "text": "nan write", "limit": NaN}'),
        ("not UTF-8", b'{"query": "write", "text": "caf\xe9 write"}'),
        ("lone surrogate", b'{"query": "write", "text": "a lone surrogate \\ud800 write"}'),
        ("a list for the view", b'{"query": "write", "text": 1, "view": ["review"]}'),
        ("an object for the view", b'{"query": "write", "text": 1, "view": {"a": 1}}'),
        ("a number for the text", b'{"query": 7, "text": 12345}'),
    ],
)
def test_a_malformed_body_is_a_clear_400_and_stores_nothing(
    served: Served, why: str, raw: bytes
) -> None:
    tok = served.token(NS)
    for path in ("/v1/memories", "/v1/search"):
        code, body, _ = served.req("POST", path, token=tok, raw=raw)
        assert code == 400, (why, path, code, body)
        assert body["error"]["code"] == "UsageError", (why, body)
    assert not any("write" in t for t in _texts(served, served.token(NS, "read,review")))
    # control: a well-formed body on the same routes
    ok = served.req("POST", "/v1/memories", {"text": f"A valid entry after {why}"}, token=tok)
    assert ok[0] == 200 and ok[1]["action"] == "created"
    assert (
        served.req("POST", "/v1/search", {"query": "valid entry", "limit": 5}, token=tok)[0] == 200
    )
