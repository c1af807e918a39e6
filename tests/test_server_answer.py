"""What `cairn serve` does before it says it listens (``app.warm``), and the JSON it answers
with (``api.answer``): the same values Starlette's ``JSONResponse`` sends, encoded by orjson."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from typing import Any

import pytest
from starlette.responses import JSONResponse

from cairn.server import api


def _pair(
    content: Any, status: int = 200, headers: dict[str, str] | None = None
) -> tuple[Any, Any]:
    return api.answer(content, status, headers), JSONResponse(
        content, status_code=status, headers=headers
    )


@pytest.mark.parametrize(
    "content",
    [
        {"schema": api.SCHEMA, "hits": []},
        {
            "schema": api.SCHEMA,
            "hits": [
                {
                    "memory": {
                        "id": "01JABCDEFGHJKMNPQRSTVWXYZ1",
                        "text": 'naïve café — 東京 \u2028 "quoted" \\ tab\t',
                        "confidence": 0.1 + 0.2,
                        "flags": [],
                        "valid_to": None,
                        "revision": 3,
                        "pinned": False,
                    },
                    "score": 1e-05,
                }
            ],
        },
        {"error": {"code": "UsageError", "message": "bad", "hint": None}},
        {"counts": {1: "a", 2: "b"}, "tiny": 5e-324, "big": 2**63 - 1, "neg": -(2**63)},
    ],
)
def test_an_answer_holds_the_values_jsonresponse_would_send(content: dict[str, Any]) -> None:
    ours, theirs = _pair(content, 201, {"Retry-After": "2"})
    assert json.loads(ours.body) == json.loads(theirs.body) == json.loads(json.dumps(content))
    assert ours.status_code == theirs.status_code == 201
    assert ours.media_type == theirs.media_type == "application/json"
    assert ours.headers["content-type"] == theirs.headers["content-type"]
    assert ours.headers["retry-after"] == "2"
    assert int(ours.headers["content-length"]) == len(ours.body)


def test_what_orjson_refuses_is_answered_as_before() -> None:
    content = {"seq": 2**70}  # past 64 bits: orjson refuses it, json does not
    ours, theirs = _pair(content)
    assert ours.body == theirs.body
    assert json.loads(ours.body) == content
    control = api.answer({"seq": 2**62})  # within 64 bits: orjson's
    assert json.loads(control.body) == {"seq": 2**62}


def _in_a_fresh_process(code: str) -> list[str]:
    out = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return out.stdout.split()


_WARM = """
    import logging, sys, types
    logging.basicConfig(level=logging.INFO, stream=sys.stderr)
    from cairn.server import app
    lazy = ("cairn.policy.conflicts", "cairn.policy.secrets", "cairn.search.pipeline")
    opened = []
    class Pool:
        def wait(self, timeout):
            opened.append(timeout)
            {fail}
    class Db:
        where = "nowhere"
        pool = Pool()
        def owner_pool(self):
            return Pool()
    print("before", *[m for m in lazy if m in sys.modules])
    app.warm(types.SimpleNamespace(db=Db()))
    print("after", *[m for m in lazy if m in sys.modules], "opened", len(opened))
"""


def test_warm_loads_what_a_first_request_would_before_the_server_listens() -> None:
    got = _in_a_fresh_process(_WARM.format(fail="pass"))
    before = got[: got.index("after")]
    after = got[got.index("after") :]
    assert before == ["before"]  # control: a fresh server process has none of them yet
    assert after == [
        "after",
        "cairn.policy.conflicts",
        "cairn.policy.secrets",
        "cairn.search.pipeline",
        "opened",
        "2",
    ]


def test_a_warm_up_that_fails_leaves_the_start_cold_not_failed() -> None:
    got = _in_a_fresh_process(_WARM.format(fail="raise OSError('no database')"))
    assert got[got.index("after") :] == ["after", "opened", "1"]
