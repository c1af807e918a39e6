"""Builders of realistic transcripts in each client's format, from a small conversation spec.

Used by ``cairn bench mine`` (a generated corpus of hundreds of megabytes) and by the mining
quality set (``tests/data/mining/sessions.json``). A spec is a dict: ``id``, ``cwd``,
``branch``, ``model`` and ``turns``, each turn one of ``{"user": text}``,
``{"assistant": text}``, ``{"cmd": command, "exit": code, "out": output}``,
``{"read": path, "content": text}`` (a file read: the bulk of real transcripts),
``{"thinking": text}``. It never touches a real client's session folders.
"""

from __future__ import annotations

import json
import uuid
from pathlib import Path
from typing import Any

BASE_TIME = "2026-03-0{d}T1{h}:{m:02d}:{s:02d}.000Z"


def _ts(i: int) -> str:
    return BASE_TIME.format(d=1 + (i // 3600) % 9, h=i // 600 % 10, m=i // 10 % 60, s=i % 60)


def _uid(spec_id: str, i: int) -> str:
    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"{spec_id}/{i}"))


def claude_code(spec: dict[str, Any]) -> list[dict[str, Any]]:
    sid = _uid(spec["id"], -1)
    env = {
        "isSidechain": False,
        "userType": "external",
        "cwd": spec.get("cwd", "/home/dev/project"),
        "sessionId": sid,
        "version": "2.1.97",
        "gitBranch": spec.get("branch", "main"),
    }
    model = spec.get("model", "claude-sonnet-4-6")
    out: list[dict[str, Any]] = []
    parent = None
    for i, turn in enumerate(spec["turns"]):
        u = _uid(spec["id"], i)
        base = {**env, "parentUuid": parent, "uuid": u, "timestamp": _ts(i)}
        if "user" in turn:
            out.append(
                {**base, "type": "user", "message": {"role": "user", "content": turn["user"]}}
            )
        elif "assistant" in turn or "thinking" in turn:
            block = (
                {"type": "text", "text": turn["assistant"]}
                if "assistant" in turn
                else {"type": "thinking", "thinking": turn["thinking"], "signature": "x" * 64}
            )
            out.append(
                {
                    **base,
                    "type": "assistant",
                    "requestId": f"req_{u[:12]}",
                    "message": {
                        "model": model,
                        "id": f"msg_{u[:20]}",
                        "type": "message",
                        "role": "assistant",
                        "content": [block],
                        "stop_reason": None,
                        "usage": {"input_tokens": 3, "output_tokens": 120},
                    },
                }
            )
        else:
            tool = f"toolu_{u.replace('-', '')[:24]}"
            is_cmd = "cmd" in turn
            name, inp = (
                ("Bash", {"command": turn["cmd"]})
                if is_cmd
                else ("Read", {"file_path": turn["read"]})
            )
            out.append(
                {
                    **base,
                    "type": "assistant",
                    "message": {
                        "model": model,
                        "id": f"msg_{u[:20]}",
                        "role": "assistant",
                        "content": [{"type": "tool_use", "id": tool, "name": name, "input": inp}],
                    },
                }
            )
            code = int(turn.get("exit", 0))
            body = turn.get("out", "") if is_cmd else turn.get("content", "")
            if is_cmd and code:
                body = f"Exit code {code}\n{body}"
            out.append(
                {
                    **base,
                    "uuid": _uid(spec["id"], i + 100000),
                    "parentUuid": u,
                    "type": "user",
                    "message": {
                        "role": "user",
                        "content": [
                            {
                                "tool_use_id": tool,
                                "type": "tool_result",
                                "content": body,
                                "is_error": bool(code),
                            }
                        ],
                    },
                    "toolUseResult": {"stdout": body, "stderr": "", "interrupted": False},
                }
            )
        parent = u
    return out


def codex(spec: dict[str, Any]) -> list[dict[str, Any]]:
    sid = _uid(spec["id"], -1)
    cwd = spec.get("cwd", "/home/dev/project")
    out: list[dict[str, Any]] = [
        {
            "timestamp": _ts(0),
            "type": "session_meta",
            "payload": {
                "id": sid,
                "cwd": cwd,
                "originator": "codex_cli_rs",
                "cli_version": "0.135.0",
                "git": {"branch": spec.get("branch", "main")},
            },
        },
        {
            "timestamp": _ts(0),
            "type": "response_item",
            "payload": {
                "type": "message",
                "role": "user",
                "content": [
                    {
                        "type": "input_text",
                        "text": f"<environment_context>\n  <cwd>{cwd}</cwd>\n</environment_context>",
                    }
                ],
            },
        },
        {
            "timestamp": _ts(0),
            "type": "turn_context",
            "payload": {"cwd": cwd, "model": spec.get("model", "gpt-5.5")},
        },
    ]
    for i, turn in enumerate(spec["turns"]):
        ts = _ts(i + 1)
        if "user" in turn or "assistant" in turn:
            role = "user" if "user" in turn else "assistant"
            text = turn[role]
            kind = "input_text" if role == "user" else "output_text"
            msg = "user_message" if role == "user" else "agent_message"
            out.append(
                {"timestamp": ts, "type": "event_msg", "payload": {"type": msg, "message": text}}
            )
            out.append(
                {
                    "timestamp": ts,
                    "type": "response_item",
                    "payload": {
                        "type": "message",
                        "role": role,
                        "content": [{"type": kind, "text": text}],
                    },
                }
            )
        elif "thinking" in turn:
            out.append(
                {
                    "timestamp": ts,
                    "type": "response_item",
                    "payload": {
                        "type": "reasoning",
                        "summary": [],
                        "encrypted_content": turn["thinking"],
                    },
                }
            )
        else:
            call = f"call_{_uid(spec['id'], i)[:18]}"
            cmd = turn["cmd"] if "cmd" in turn else f"sed -n '1,200p' {turn['read']}"
            body = turn.get("out", "") if "cmd" in turn else turn.get("content", "")
            code = int(turn.get("exit", 0))
            args = json.dumps({"cmd": cmd, "workdir": cwd})
            out.append(
                {
                    "timestamp": ts,
                    "type": "response_item",
                    "payload": {
                        "type": "function_call",
                        "name": "exec_command",
                        "arguments": args,
                        "call_id": call,
                    },
                }
            )
            out.append(
                {
                    "timestamp": ts,
                    "type": "response_item",
                    "payload": {
                        "type": "function_call_output",
                        "call_id": call,
                        "output": f"Chunk ID: 1\nWall time: 0.1 seconds\nProcess exited with code {code}\nOutput:\n{body}",
                    },
                }
            )
    return out


def gemini(spec: dict[str, Any]) -> list[dict[str, Any]]:
    sid = _uid(spec["id"], -1)
    out: list[dict[str, Any]] = [
        {
            "sessionId": sid,
            "projectHash": "0" * 64,
            "startTime": _ts(0),
            "lastUpdated": _ts(0),
            "kind": "main",
        }
    ]
    model = spec.get("model", "gemini-3-pro")
    for i, turn in enumerate(spec["turns"]):
        mid = _uid(spec["id"], i)
        ts = _ts(i)
        if "user" in turn:
            out.append(
                {"id": mid, "timestamp": ts, "type": "user", "content": [{"text": turn["user"]}]}
            )
        elif "assistant" in turn or "thinking" in turn:
            out.append(
                {
                    "id": mid,
                    "timestamp": ts,
                    "type": "gemini",
                    "content": turn.get("assistant", ""),
                    "thoughts": [],
                    "model": model,
                }
            )
        else:
            is_cmd = "cmd" in turn
            code = int(turn.get("exit", 0))
            body = turn.get("out", "") if is_cmd else turn.get("content", "")
            if is_cmd and code:
                body = f"{body}\nExit Code: {code}"
            name = "run_shell_command" if is_cmd else "read_file"
            args = {"command": turn["cmd"]} if is_cmd else {"file_path": turn["read"]}
            call = {
                "id": f"{name}-{mid[:12]}",
                "name": name,
                "args": args,
                "result": [
                    {"functionResponse": {"id": mid, "name": name, "response": {"output": body}}}
                ],
                "status": "error" if code else "success",
                "timestamp": ts,
            }
            out.append(
                {
                    "id": mid,
                    "timestamp": ts,
                    "type": "gemini",
                    "content": "",
                    "model": model,
                    "toolCalls": [call],
                }
            )
        out.append({"$set": {"lastUpdated": ts}})
    return out


BUILDERS = {"claude-code": claude_code, "codex": codex, "gemini": gemini}


def write(spec: dict[str, Any], folder: Path) -> Path:
    """Write ``spec`` as a transcript file of its client (``claude-code`` by default)."""
    client = spec.get("client", "claude-code")
    lines = BUILDERS[client](spec)
    name = {
        "claude-code": f"{_uid(spec['id'], -1)}.jsonl",
        "codex": f"rollout-2026-03-01T10-00-00-{_uid(spec['id'], -1)}.jsonl",
        "gemini": f"session-2026-03-01T10-00-{spec['id']}.jsonl",
    }[client]
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines))
    return path
