"""A scripted, offline stand-in for the model APIs the real agent clients call.

Speaks the Anthropic Messages API (Claude Code), the OpenAI Responses API (Codex CLI) and the
Gemini API (Gemini CLI), streaming (SSE) or not. Every request is appended to ``$MOCK_LOG``
(JSONL: method, path, headers, parsed body, the reply chosen) so a test can search what the
client sent.

Replies follow ``$MOCK_SCRIPT`` (a JSON list, read at start): each model turn takes the next
step, ``{"tool": NAME, "args": {...}}`` for one tool call or ``{"text": "..."}``; when the script
is used up the reply is ``MOCK_DONE``.

Like a real model, the mock is patient (``$MOCK_PATIENT``, default on; ``0`` turns it off): when
a tool result says the tool is not there yet because its MCP server is still connecting, it
calls the client's ``WaitForMcpServers`` tool if the client offers one, then repeats the call,
at most ``MAX_RETRIES`` times. Those turns take no script step (they are logged with
``"patience": "wait"`` or ``"retry"``), so step numbering is the script's. Gemini's internal JSON-mode calls (the model router) take
no step: they get a minimal schema-valid object. Codex MCP tools are namespaced: a step names
them ``mcp__<server>/<tool>``.

Run: ``python mock_llm.py`` prints the chosen loopback port on its first line.
"""

from __future__ import annotations

import json
import os
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

LOG = os.environ.get("MOCK_LOG", "mock.jsonl")
_SCRIPT: list[dict[str, Any]] = json.loads(os.environ.get("MOCK_SCRIPT") or "[]")
_LOCK = threading.Lock()


PATIENT = os.environ.get("MOCK_PATIENT", "1") != "0"
MAX_RETRIES = 3
NOT_READY = ("still connecting", "No such tool available", "not connected")
WAIT_TOOL = "WaitForMcpServers"
_STATE: dict[str, Any] = {"last_tool": None, "pending": None, "retries": 0}


def next_step() -> dict[str, Any]:
    with _LOCK:
        step = _SCRIPT.pop(0) if _SCRIPT else {"text": "MOCK_DONE"}
        if "tool" in step:
            _STATE["last_tool"] = step
        return step


def _strings(obj: Any) -> list[str]:
    if isinstance(obj, str):
        return [obj]
    if isinstance(obj, dict):
        return [x for v in obj.values() for x in _strings(v)]
    if isinstance(obj, list):
        return [x for v in obj for x in _strings(v)]
    return []


def _last_turn(body: dict[str, Any]) -> str:
    """The text of the request's newest turn (where a tool result comes back)."""
    for key in ("messages", "input", "contents"):
        items = body.get(key)
        if isinstance(items, list) and items:
            turns = [x for x in items if not (isinstance(x, dict) and x.get("role") == "system")]
            return "\n".join(_strings(turns[-1:]))
    return ""


def _tool_names(body: dict[str, Any]) -> set[str]:
    return {str(t.get("name")) for t in body.get("tools") or [] if isinstance(t, dict)}


def patient_step(body: dict[str, Any]) -> tuple[dict[str, Any], str | None]:
    """The reply a patient model gives to a tool that is not there yet, else the next script
    step. Returns (step, patience) with patience "wait", "retry" or None (a script step)."""
    if PATIENT:
        with _LOCK:
            pending, last = _STATE["pending"], _STATE["last_tool"]
            if pending is not None:  # the wait came back: try the call again
                _STATE["pending"] = None
                return pending, "retry"
            turn = _last_turn(body)
            if (
                last is not None
                and _STATE["retries"] < MAX_RETRIES
                and any(marker in turn for marker in NOT_READY)
            ):
                _STATE["retries"] += 1
                if WAIT_TOOL in _tool_names(body):
                    _STATE["pending"] = last
                    return {"tool": WAIT_TOOL, "args": {}}, "wait"
                return last, "retry"
    return next_step(), None


def log(rec: dict[str, Any]) -> None:
    rec["t"] = time.time()
    with _LOCK, open(LOG, "a", encoding="utf-8") as f:
        f.write(json.dumps(rec) + "\n")


def _sse(events: list[tuple[str | None, Any]]) -> bytes:
    out = []
    for name, data in events:
        head = f"event: {name}\n" if name else ""
        out.append(f"{head}data: {json.dumps(data)}\n\n")
    return "".join(out).encode()


def _uid(prefix: str) -> str:
    return prefix + uuid.uuid4().hex[:24]


def anthropic(body: dict[str, Any], step: dict[str, Any]) -> tuple[str, bytes]:
    model = body.get("model", "mock-model")
    usage = {
        "input_tokens": 10,
        "output_tokens": 5,
        "cache_creation_input_tokens": 0,
        "cache_read_input_tokens": 0,
    }
    if "tool" in step:
        block = {"type": "tool_use", "id": _uid("toolu_"), "name": step["tool"], "input": {}}
        delta = {"type": "input_json_delta", "partial_json": json.dumps(step.get("args", {}))}
        stop = "tool_use"
    else:
        block = {"type": "text", "text": ""}
        delta = {"type": "text_delta", "text": step["text"]}
        stop = "end_turn"
    if not body.get("stream"):
        full = dict(block)
        if "tool" in step:
            full["input"] = step.get("args", {})
        else:
            full["text"] = step["text"]
        msg = {
            "id": _uid("msg_"),
            "type": "message",
            "role": "assistant",
            "model": model,
            "content": [full],
            "stop_reason": stop,
            "stop_sequence": None,
            "usage": usage,
        }
        return "application/json", json.dumps(msg).encode()
    start = {
        "id": _uid("msg_"),
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": [],
        "stop_reason": None,
        "stop_sequence": None,
        "usage": usage,
    }
    return "text/event-stream", _sse(
        [
            ("message_start", {"type": "message_start", "message": start}),
            (
                "content_block_start",
                {"type": "content_block_start", "index": 0, "content_block": block},
            ),
            ("content_block_delta", {"type": "content_block_delta", "index": 0, "delta": delta}),
            ("content_block_stop", {"type": "content_block_stop", "index": 0}),
            (
                "message_delta",
                {
                    "type": "message_delta",
                    "delta": {"stop_reason": stop, "stop_sequence": None},
                    "usage": {"output_tokens": 5},
                },
            ),
            ("message_stop", {"type": "message_stop"}),
        ]
    )


def responses(body: dict[str, Any], step: dict[str, Any]) -> tuple[str, bytes]:
    usage = {
        "input_tokens": 10,
        "input_tokens_details": {"cached_tokens": 0},
        "output_tokens": 5,
        "output_tokens_details": {"reasoning_tokens": 0},
        "total_tokens": 15,
    }
    if "tool" in step:
        item: dict[str, Any] = {
            "type": "function_call",
            "id": _uid("fc_"),
            "status": "completed",
            "call_id": _uid("call_"),
            "name": step["tool"],
            "arguments": json.dumps(step.get("args", {})),
        }
        if "/" in step["tool"]:
            item["namespace"], item["name"] = step["tool"].split("/", 1)
    else:
        item = {
            "type": "message",
            "id": _uid("msg_"),
            "status": "completed",
            "role": "assistant",
            "content": [{"type": "output_text", "text": step["text"], "annotations": []}],
        }
    resp = {
        "id": _uid("resp_"),
        "object": "response",
        "created_at": int(time.time()),
        "status": "completed",
        "model": body.get("model", "mock-model"),
        "output": [item],
        "usage": usage,
    }
    if not body.get("stream"):
        return "application/json", json.dumps(resp).encode()
    events: list[tuple[str | None, Any]] = [
        (
            "response.created",
            {
                "type": "response.created",
                "response": {**resp, "status": "in_progress", "output": []},
            },
        ),
        (
            "response.output_item.added",
            {"type": "response.output_item.added", "output_index": 0, "item": item},
        ),
        (
            "response.output_item.done",
            {"type": "response.output_item.done", "output_index": 0, "item": item},
        ),
        ("response.completed", {"type": "response.completed", "response": resp}),
    ]
    for i, (_name, data) in enumerate(events):
        data["sequence_number"] = i
    return "text/event-stream", _sse(events)


def _fill(schema: Any) -> Any:
    """A minimal value satisfying a JSON schema (Gemini's router asks for JSON)."""
    if not isinstance(schema, dict):
        return "mock"
    if schema.get("enum"):
        return schema["enum"][0]
    kind = str(schema.get("type", "object")).lower()
    if kind == "object":
        return {k: _fill(v) for k, v in (schema.get("properties") or {}).items()}
    if kind == "array":
        return []
    if kind in ("integer", "number"):
        return schema.get("minimum", 1)
    if kind == "boolean":
        return False
    return "mock"


def gemini(body: dict[str, Any], stream: bool) -> tuple[str, bytes, dict[str, Any] | None]:
    config = body.get("generationConfig") or {}
    step: dict[str, Any] | None = None
    if config.get("responseMimeType") == "application/json":
        schema = config.get("responseJsonSchema") or config.get("responseSchema") or {}
        parts: list[dict[str, Any]] = [{"text": json.dumps(_fill(schema))}]
    else:
        step = next_step()
        if "tool" in step:
            parts = [{"functionCall": {"name": step["tool"], "args": step.get("args", {})}}]
        else:
            parts = [{"text": step["text"]}]
    resp = {
        "candidates": [
            {"content": {"parts": parts, "role": "model"}, "finishReason": "STOP", "index": 0}
        ],
        "usageMetadata": {"promptTokenCount": 10, "candidatesTokenCount": 5, "totalTokenCount": 15},
        "modelVersion": "mock-model",
        "responseId": uuid.uuid4().hex[:16],
    }
    if stream:
        return "text/event-stream", _sse([(None, resp)]), step
    return "application/json", json.dumps(resp).encode(), step


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args: Any) -> None:
        pass

    def _body(self) -> Any:
        n = int(self.headers.get("content-length") or 0)
        raw = self.rfile.read(n) if n else b""
        try:
            return json.loads(raw) if raw else None
        except ValueError:
            return {"_raw": raw.decode("utf-8", "replace")[:20000]}

    def _handle(self) -> None:
        body = self._body() if self.command == "POST" else None
        path = self.path.split("?")[0]
        code, ctype, payload = (
            404,
            "application/json",
            b'{"error":{"message":"mock: unknown path"}}',
        )
        step: dict[str, Any] | None = None
        patience: str | None = None
        b = body if isinstance(body, dict) else {}
        if self.command == "POST" and path.endswith("/v1/messages/count_tokens"):
            code, payload = 200, b'{"input_tokens": 42}'
        elif self.command == "POST" and path.endswith("/v1/messages"):
            reply, patience = patient_step(b)
            step = reply if patience is None else None
            code, (ctype, payload) = 200, anthropic(b, reply)
        elif self.command == "POST" and path.endswith("/responses"):
            reply, patience = patient_step(b)
            step = reply if patience is None else None
            code, (ctype, payload) = 200, responses(b, reply)
        elif self.command == "POST" and ":countTokens" in path:
            code, payload = 200, b'{"totalTokens": 42}'
        elif self.command == "POST" and ("generateContent" in path or "GenerateContent" in path):
            ctype, payload, step = gemini(b, ":streamGenerateContent" in path)
            code = 200
        rec = {"method": self.command, "path": self.path, "body": body, "status": code}
        log({**rec, "step": step, "patience": patience})
        self.send_response(code)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    do_GET = do_POST = do_HEAD = do_PUT = do_DELETE = _handle


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # a client closing its keep-alive connection is not news


if __name__ == "__main__":
    server = Server(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()
