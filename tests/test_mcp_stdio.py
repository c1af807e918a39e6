"""cairn's own stdio MCP server (`cairn mcp`), fed raw lines as a client or a broken peer would
send them: the handshake and version negotiation, JSON-RPC errors for malformed input (the
server keeps serving after each), notifications never answered, batches, an oversized line,
and no MCP SDK imported on the way."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from cairn.integrations import MCP_TOOLS
from tests.conftest import CAIRN, NS_A, clean_env


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "project"
    (root / ".cairn").mkdir(parents=True)
    (root / ".cairn" / "config.toml").write_text(f'[project]\nnamespace = "{NS_A}"\n')
    (tmp_path / "home").mkdir()
    return root


def exchange(project: Path, *lines: bytes | str | dict[str, Any] | list[Any]) -> list[Any]:
    """Send the lines to a fresh `cairn mcp`, close stdin, and return every reply parsed."""
    raw = b"".join(
        (
            x
            if isinstance(x, bytes)
            else x.encode()
            if isinstance(x, str)
            else json.dumps(x).encode()
        )
        + b"\n"
        for x in lines
    )
    proc = subprocess.run(
        [CAIRN, "mcp"],
        cwd=project,
        env=clean_env(CAIRN_HOME=str(project.parent / "home")),
        input=raw,
        capture_output=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    return [json.loads(line) for line in proc.stdout.splitlines()]


def initialize(version: str = "2025-06-18", rid: int = 1) -> dict[str, Any]:
    return {
        "jsonrpc": "2.0",
        "id": rid,
        "method": "initialize",
        "params": {
            "protocolVersion": version,
            "capabilities": {},
            "clientInfo": {"name": "raw-test", "version": "1"},
        },
    }


def test_the_handshake_answers_the_clients_version_or_the_newest_it_speaks(
    project: Path,
) -> None:
    for asked, answered in (
        ("2024-11-05", "2024-11-05"),
        ("2025-11-25", "2025-11-25"),
        ("2099-01-01", "2025-11-25"),
        ("2026-07-28", "2025-11-25"),
    ):
        (reply,) = exchange(project, initialize(asked))
        assert reply["id"] == 1
        assert reply["result"]["protocolVersion"] == answered
        assert reply["result"]["serverInfo"]["name"] == "cairn"
        assert "tools" in reply["result"]["capabilities"]


def test_malformed_messages_get_json_rpc_errors_and_the_server_keeps_serving(
    project: Path,
) -> None:
    replies = exchange(
        project,
        initialize(),
        "this is not json",
        b"\xff\xfe not utf-8",
        "[1, 2]",
        "[]",
        '{"jsonrpc": "2.0", "id": 5}',
        '{"jsonrpc": "1.0", "id": 6, "method": "ping"}',
        '{"jsonrpc": "2.0", "id": null, "method": "ping"}',
        '{"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": [1]}',
        '{"jsonrpc": "2.0", "id": 8, "method": "no/such/method"}',
        '{"jsonrpc": "2.0", "id": 9, "method": "tools/call", "params": {"name": "rm_rf"}}',
        '{"jsonrpc": "2.0", "id": "last", "method": "ping"}',  # control: still serving
    )
    assert len(replies) == 12
    assert [r["error"]["code"] for r in replies[1:3]] == [-32700, -32700]
    assert [r["error"]["code"] for r in replies[3]] == [-32600, -32600]  # a batch of non-objects
    assert replies[4]["error"]["code"] == -32600  # an empty batch
    codes = [(r["id"], r["error"]["code"]) for r in replies[5:11]]
    assert codes == [
        (5, -32600),
        (6, -32600),
        (None, -32600),
        (7, -32602),
        (8, -32601),
        (9, -32602),
    ]
    assert "unknown tool" in replies[10]["error"]["message"]
    by_id = {r["id"]: r for r in replies[11:]}
    assert by_id["last"] == {"jsonrpc": "2.0", "id": "last", "result": {}}


def test_notifications_are_never_answered_and_batches_are_answered_as_batches(
    project: Path,
) -> None:
    replies = exchange(
        project,
        initialize(),
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 1}},
        {"jsonrpc": "2.0", "id": 99, "result": {}},  # a response to nothing: ignored
        [
            {"jsonrpc": "2.0", "id": 2, "method": "ping"},
            {"jsonrpc": "2.0", "method": "notifications/initialized"},
            {"jsonrpc": "2.0", "id": 3, "method": "tools/list"},
        ],
    )
    assert len(replies) == 2
    batch = replies[1]
    assert [r["id"] for r in batch] == [2, 3]
    assert [t["name"] for t in batch[1]["result"]["tools"]] == list(MCP_TOOLS)


def test_the_server_discover_probe_is_refused_so_clients_use_the_handshake(
    project: Path,
) -> None:
    (reply,) = exchange(
        project, {"jsonrpc": "2.0", "id": 1, "method": "server/discover", "params": {}}
    )
    assert reply["error"]["code"] == -32601


def test_an_oversized_line_is_refused_and_the_next_message_is_served(project: Path) -> None:
    huge = (
        b'{"jsonrpc": "2.0", "id": 1, "method": "ping", "params": {"x": "'
        + b"a" * (17 * 1024 * 1024)
        + b'"}}'
    )
    replies = exchange(project, huge, {"jsonrpc": "2.0", "id": 2, "method": "ping"})
    assert replies[0]["error"]["code"] == -32600 and replies[0]["id"] is None
    assert replies[1] == {"jsonrpc": "2.0", "id": 2, "result": {}}


def test_a_tool_result_with_newlines_and_unicode_stays_one_line_per_message(
    project: Path,
) -> None:
    text = "Line one\u2028still one\nline two \u00e9\U0001f600"
    replies = exchange(
        project,
        initialize(),
        {
            "jsonrpc": "2.0",
            "id": 2,
            "method": "tools/call",
            "params": {"name": "memory_propose", "arguments": {"text": text}},
        },
        {
            "jsonrpc": "2.0",
            "id": 3,
            "method": "tools/call",
            "params": {"name": "memory_search", "arguments": {"query": "still one"}},
        },
    )
    assert len(replies) == 3
    assert not replies[1]["result"]["isError"]
    assert "waits for a person's review" in replies[1]["result"]["content"][0]["text"]


def test_serving_stdio_never_imports_the_mcp_sdk(project: Path) -> None:
    code = (
        "import sys\n"
        "from cairn.mcp_stdio import serve\n"
        "serve()\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('mcp', 'mcp_types', 'pydantic'))\n"
        "print('SDK modules: ' + ','.join(bad), file=sys.stderr)\n"
    )
    lines = [
        initialize(),
        {
            "jsonrpc": "2.0",
            "id": 2,
            "method": "tools/call",
            "params": {"name": "memory_search", "arguments": {"query": "anything"}},
        },
    ]
    proc = subprocess.run(
        [sys.executable, "-c", code],
        cwd=project,
        env=clean_env(CAIRN_HOME=str(project.parent / "home")),
        input=b"".join(json.dumps(x).encode() + b"\n" for x in lines),
        capture_output=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert len(proc.stdout.splitlines()) == 2  # control: both requests were served
    assert "SDK modules: \n" in proc.stderr.decode()
