"""`cairn mcp`: the MCP tools over stdio, as newline-delimited JSON-RPC 2.0, without the MCP SDK.

Why not the SDK here: a client starts this process at the beginning of every agent session and
its first request may come at once (headless `claude -p` sends it before servers connect unless
told to wait). Importing the SDK (mcp 2.3: ``mcp/__init__`` imports its client, httpx, starlette
and uvicorn, and ``mcp_types`` builds about 400 pydantic models for two protocol eras) took
0.8-1.3 s here, 40-65x a bare ``python -c pass``; this module answers ``initialize`` within a few
times that (``cairn bench perf`` measures both, as ratios; the numbers are in
docs/bench/retrieval.md). The SDK still serves streamable HTTP (``mcp_server``), the SDK's own
client drives this server in the tests, and so do the real agent clients.

What it speaks: the initialize handshake (protocol revisions 2024-11-05 to 2025-11-25; a newer
or unknown one is answered with the newest of these, as the specification asks), ``ping``,
``tools/list`` and ``tools/call`` (``mcp_tools`` defines the tools), empty lists for resources and
prompts, and notifications (ignored). ``server/discover`` (the stateless 2026 era) is answered
"method not found", which tells a client to use the handshake. Batches (2025-03-26) are answered
as batches. Malformed input gets the JSON-RPC error for it and the server keeps serving.

It must never print anything on stdout but JSON-RPC messages (diagnostics go to stderr), never
import the MCP SDK, and never open the store before a tool call needs it.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any, BinaryIO

from cairn import __version__
from cairn.mcp_tools import INSTRUCTIONS, MCP_SERVER, TOOLS, Caller, ToolHost, UnknownTool

PROTOCOL_VERSIONS = ("2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25")
MAX_MESSAGE = 16 * 1024 * 1024  # bytes in one line; longer lines are refused and skipped
SESSION_VARS = ("CLAUDE_CODE_SESSION_ID", "GEMINI_SESSION_ID", "CODEX_THREAD_ID")

PARSE_ERROR, INVALID_REQUEST, METHOD_NOT_FOUND, INVALID_PARAMS, INTERNAL_ERROR = (
    -32700,
    -32600,
    -32601,
    -32602,
    -32603,
)
EMPTY_LISTS = {
    "resources/list": "resources",
    "resources/templates/list": "resourceTemplates",
    "prompts/list": "prompts",
}


class RpcError(Exception):
    def __init__(self, code: int, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def session_from(env: Mapping[str, str]) -> str | None:
    """The agent session the client runs us in, from the variables the clients set."""
    return next((env[v] for v in SESSION_VARS if env.get(v)), None)


class StdioServer:
    """One connection: reads requests from ``reader``, writes responses to ``writer``."""

    def __init__(
        self,
        host: ToolHost,
        reader: BinaryIO,
        writer: BinaryIO,
        *,
        session: str | None = None,
    ) -> None:
        self.host = host
        self.reader = reader
        self.writer = writer
        self.caller = Caller(session=session)

    # -- the loop ------------------------------------------------------------------------------

    def serve(self) -> None:
        """Serve until stdin closes."""
        while True:
            line = self.reader.readline(MAX_MESSAGE + 1)
            if not line:
                return
            if len(line) > MAX_MESSAGE and not line.endswith(b"\n"):
                self._skip_rest_of_line()
                self._send(_error(None, INVALID_REQUEST, f"message over {MAX_MESSAGE} bytes"))
                continue
            if not line.strip():
                continue
            reply = self.handle_line(line)
            if reply is not None:
                self._send(reply)

    def _skip_rest_of_line(self) -> None:
        while True:
            chunk = self.reader.readline(MAX_MESSAGE)
            if not chunk or chunk.endswith(b"\n"):
                return

    def _send(self, message: Any) -> None:
        data = json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        self.writer.write(data + b"\n")
        self.writer.flush()

    # -- messages ------------------------------------------------------------------------------

    def handle_line(self, line: bytes) -> Any:
        """The reply to one line (a message, a batch, or None for notifications only)."""
        try:
            message = json.loads(line.decode("utf-8"))
        except (UnicodeDecodeError, ValueError) as exc:
            return _error(None, PARSE_ERROR, f"parse error: {exc}")
        if isinstance(message, list):
            if not message:
                return _error(None, INVALID_REQUEST, "empty batch")
            replies = [r for r in (self.handle(m) for m in message) if r is not None]
            return replies or None
        return self.handle(message)

    def handle(self, message: Any) -> dict[str, Any] | None:
        """The response to one JSON-RPC message, or None for a notification or a response."""
        if not isinstance(message, dict):
            return _error(None, INVALID_REQUEST, "a message must be a JSON object")
        has_id = "id" in message
        rid = message.get("id")
        if has_id and (isinstance(rid, bool) or not isinstance(rid, str | int)):
            return _error(None, INVALID_REQUEST, "id must be a string or an integer")
        method = message.get("method")
        if method is None and ("result" in message or "error" in message):
            return None  # a response to a request we never send: nothing to do
        if message.get("jsonrpc") != "2.0" or not isinstance(method, str):
            return _error(rid, INVALID_REQUEST, "not a JSON-RPC 2.0 request")
        params = message.get("params")
        if params is not None and not isinstance(params, dict):
            if has_id:
                return _error(rid, INVALID_PARAMS, "params must be an object")
            return None
        if not has_id:  # a notification (initialized, cancelled, ...): never answered
            return None
        try:
            return {"jsonrpc": "2.0", "id": rid, "result": self.dispatch(method, params or {})}
        except RpcError as exc:
            return _error(rid, exc.code, exc.message)
        except Exception as exc:  # a bug must not end the session: say so and keep serving
            print(f"cairn mcp: {method} failed: {type(exc).__name__}: {exc}", file=sys.stderr)
            return _error(rid, INTERNAL_ERROR, f"internal error: {type(exc).__name__}")

    def dispatch(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        if method == "initialize":
            return self.initialize(params)
        if method == "ping":
            return {}
        if method == "tools/list":
            return {"tools": [t.listing() for t in TOOLS]}
        if method == "tools/call":
            return self.call(params)
        if method in EMPTY_LISTS:
            return {EMPTY_LISTS[method]: []}
        raise RpcError(METHOD_NOT_FOUND, f"method not found: {method}")

    def initialize(self, params: dict[str, Any]) -> dict[str, Any]:
        asked = params.get("protocolVersion")
        version = asked if asked in PROTOCOL_VERSIONS else PROTOCOL_VERSIONS[-1]
        info = params.get("clientInfo")
        name = info.get("name") if isinstance(info, dict) else None
        if isinstance(name, str) and name.strip():
            self.caller = Caller(name.strip()[:64], self.caller.session)
        return {
            "protocolVersion": version,
            "capabilities": {"tools": {"listChanged": False}},
            "serverInfo": {"name": MCP_SERVER, "version": __version__},
            "instructions": INSTRUCTIONS,
        }

    def call(self, params: dict[str, Any]) -> dict[str, Any]:
        name = params.get("name")
        if not isinstance(name, str):
            raise RpcError(INVALID_PARAMS, "tools/call needs a tool name")
        try:
            text, is_error = self.host.call(name, params.get("arguments"), self.caller)
        except UnknownTool:
            raise RpcError(INVALID_PARAMS, f"unknown tool: {name}") from None
        return {"content": [{"type": "text", "text": text}], "isError": is_error}


def _error(rid: Any, code: int, message: str) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": rid, "error": {"code": code, "message": message}}


def serve(store: Path | None = None, project: Path | None = None) -> None:
    """``cairn mcp``: serve this process's stdin and stdout until stdin closes."""
    host = ToolHost(store, project)
    server = StdioServer(
        host, sys.stdin.buffer, sys.stdout.buffer, session=session_from(os.environ)
    )
    try:
        server.serve()
    except KeyboardInterrupt:
        pass
    finally:
        host.close()


def main() -> None:
    """Process entry for a bare `cairn mcp` (dispatched before click is imported)."""
    serve()
    sys.exit(0)
