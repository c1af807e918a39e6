"""Builders of realistic transcripts in each client's format, from a small conversation spec.

Used by ``cairn bench mine`` (a generated corpus of hundreds of megabytes) and by the mining
quality set (``tests/data/mining/sessions.json``). A spec is a dict: ``id``, ``cwd``,
``branch``, ``model`` and ``turns``, each turn one of ``{"user": text}``,
``{"assistant": text}``, ``{"cmd": command, "exit": code, "out": output}``,
``{"read": path, "content": text}`` (a file read: the bulk of real transcripts),
``{"thinking": text}``, ``{"edit": path, "old": text, "new": text}`` (a file edit by the
agent's edit tool), ``{"web": url, "content": text}`` (a page the agent fetched) and
``{"inject": text}`` (context a hook injected: cairn's own frame, the way each client records
hook output). A command turn may say ``"background": true`` (started, no exit code yet).

``build`` also says which turn each written line came from, so a labelled lesson can name the
records it may be drawn from (``locators``). It never touches a real client's session folders.
"""

from __future__ import annotations

import html
import json
import uuid
from pathlib import Path
from typing import Any

from cairn.context.frame import wrap

BASE_TIME = "2026-03-0{d}T1{h}:{m:02d}:{s:02d}.000Z"
Lines = list[tuple[int, dict[str, Any]]]  # (turn index, -1 for headers; the JSON line)


def _ts(i: int) -> str:
    return BASE_TIME.format(d=1 + (i // 3600) % 9, h=i // 600 % 10, m=i // 10 % 60, s=i % 60)


def _uid(spec_id: str, i: int) -> str:
    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"{spec_id}/{i}"))


def _framed(text: str) -> str:
    return wrap(text, moment="prompt")


def _claude_tool(
    base: dict[str, Any], model: str, tool: str, name: str, inp: dict[str, Any]
) -> dict[str, Any]:
    return {
        **base,
        "type": "assistant",
        "message": {
            "model": model,
            "id": f"msg_{base['uuid'][:20]}",
            "role": "assistant",
            "content": [{"type": "tool_use", "id": tool, "name": name, "input": inp}],
        },
    }


def _claude_result(
    base: dict[str, Any], uid: str, tool: str, body: str, is_error: bool
) -> dict[str, Any]:
    return {
        **base,
        "uuid": uid,
        "parentUuid": base["uuid"],
        "type": "user",
        "message": {
            "role": "user",
            "content": [
                {"tool_use_id": tool, "type": "tool_result", "content": body, "is_error": is_error}
            ],
        },
        "toolUseResult": {"stdout": body, "stderr": "", "interrupted": False},
    }


def claude_code(spec: dict[str, Any]) -> Lines:
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
    out: Lines = []
    parent = None
    for i, turn in enumerate(spec["turns"]):
        u = _uid(spec["id"], i)
        base = {**env, "parentUuid": parent, "uuid": u, "timestamp": _ts(i)}
        if "user" in turn:
            msg = {"role": "user", "content": turn["user"]}
            out.append((i, {**base, "type": "user", "message": msg}))
        elif "inject" in turn:
            att = {
                "type": "hook_additional_context",
                "content": [_framed(turn["inject"])],
                "hookName": "UserPromptSubmit",
                "toolUseID": f"hook-{u}",
                "hookEvent": "UserPromptSubmit",
            }
            out.append((i, {**base, "type": "attachment", "attachment": att}))
        elif "assistant" in turn or "thinking" in turn:
            block = (
                {"type": "text", "text": turn["assistant"]}
                if "assistant" in turn
                else {"type": "thinking", "thinking": turn["thinking"], "signature": "x" * 64}
            )
            message = {
                "model": model,
                "id": f"msg_{u[:20]}",
                "type": "message",
                "role": "assistant",
                "content": [block],
                "stop_reason": None,
                "usage": {"input_tokens": 3, "output_tokens": 120},
            }
            out.append(
                (i, {**base, "type": "assistant", "requestId": f"req_{u[:12]}", "message": message})
            )
        else:
            tool = f"toolu_{u.replace('-', '')[:24]}"
            code = int(turn.get("exit", 0))
            if "cmd" in turn:
                inp: dict[str, Any] = {"command": turn["cmd"]}
                if turn.get("background"):
                    inp["run_in_background"] = True
                name, body = "Bash", turn.get("out", "")
                if code:
                    body = f"Exit code {code}\n{body}"
            elif "edit" in turn:
                name = "Edit"
                inp = {
                    "file_path": turn["edit"],
                    "old_string": turn["old"],
                    "new_string": turn["new"],
                }
                body = f"The file {turn['edit']} has been updated successfully."
            elif "web" in turn:
                name, inp, body = (
                    "WebFetch",
                    {"url": turn["web"], "prompt": "summarise"},
                    turn["content"],
                )
            else:
                name, inp, body = "Read", {"file_path": turn["read"]}, turn.get("content", "")
            out.append((i, _claude_tool(base, model, tool, name, inp)))
            result = _claude_result(base, _uid(spec["id"], i + 100000), tool, body, bool(code))
            out.append((i, result))
        parent = u
    return out


def _codex_call(ts: str, call: str, name: str, args: dict[str, Any], output: str) -> Lines:
    return [
        (
            -1,
            {
                "timestamp": ts,
                "type": "response_item",
                "payload": {
                    "type": "function_call",
                    "name": name,
                    "arguments": json.dumps(args),
                    "call_id": call,
                },
            },
        ),
        (
            -1,
            {
                "timestamp": ts,
                "type": "response_item",
                "payload": {"type": "function_call_output", "call_id": call, "output": output},
            },
        ),
    ]


def codex(spec: dict[str, Any]) -> Lines:
    sid = _uid(spec["id"], -1)
    cwd = spec.get("cwd", "/home/dev/project")
    env_text = f"<environment_context>\n  <cwd>{cwd}</cwd>\n</environment_context>"
    out: Lines = [
        (
            -1,
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
        ),
        (
            -1,
            {
                "timestamp": _ts(0),
                "type": "response_item",
                "payload": {
                    "type": "message",
                    "role": "user",
                    "content": [{"type": "input_text", "text": env_text}],
                },
            },
        ),
        (
            -1,
            {
                "timestamp": _ts(0),
                "type": "turn_context",
                "payload": {"cwd": cwd, "model": spec.get("model", "gpt-5.5")},
            },
        ),
    ]
    for i, turn in enumerate(spec["turns"]):
        ts = _ts(i + 1)
        lines: Lines = []
        if "user" in turn or "assistant" in turn:
            role = "user" if "user" in turn else "assistant"
            text = turn[role]
            kind = "input_text" if role == "user" else "output_text"
            msg = "user_message" if role == "user" else "agent_message"
            lines.append(
                (
                    -1,
                    {
                        "timestamp": ts,
                        "type": "event_msg",
                        "payload": {"type": msg, "message": text},
                    },
                )
            )
            lines.append(
                (
                    -1,
                    {
                        "timestamp": ts,
                        "type": "response_item",
                        "payload": {
                            "type": "message",
                            "role": role,
                            "content": [{"type": kind, "text": text}],
                        },
                    },
                )
            )
        elif "inject" in turn:
            payload = {
                "type": "message",
                "role": "developer",
                "content": [{"type": "input_text", "text": _framed(turn["inject"])}],
            }
            lines.append((-1, {"timestamp": ts, "type": "response_item", "payload": payload}))
        elif "thinking" in turn:
            payload = {"type": "reasoning", "summary": [], "encrypted_content": turn["thinking"]}
            lines.append((-1, {"timestamp": ts, "type": "response_item", "payload": payload}))
        elif "edit" in turn:
            call = f"call_{_uid(spec['id'], i)[:18]}"
            patch = (
                f"*** Begin Patch\n*** Update File: {turn['edit']}\n@@\n"
                + "".join(f"-{ln}\n" for ln in turn["old"].splitlines())
                + "".join(f"+{ln}\n" for ln in turn["new"].splitlines())
                + "*** End Patch"
            )
            lines.append(
                (
                    -1,
                    {
                        "timestamp": ts,
                        "type": "response_item",
                        "payload": {
                            "type": "custom_tool_call",
                            "status": "completed",
                            "call_id": call,
                            "name": "apply_patch",
                            "input": patch,
                        },
                    },
                )
            )
            done = json.dumps(
                {"output": f"Success. Updated the following files:\nM {turn['edit']}\n"}
            )
            lines.append(
                (
                    -1,
                    {
                        "timestamp": ts,
                        "type": "response_item",
                        "payload": {
                            "type": "custom_tool_call_output",
                            "call_id": call,
                            "output": done,
                        },
                    },
                )
            )
        elif "web" in turn:
            call = f"call_{_uid(spec['id'], i)[:18]}"
            cmd = f"curl -sL {turn['web']}"
            output = f"Chunk ID: 1\nWall time: 0.4 seconds\nProcess exited with code 0\nOutput:\n{turn['content']}"
            lines.extend(
                _codex_call(ts, call, "exec_command", {"cmd": cmd, "workdir": cwd}, output)
            )
        else:
            call = f"call_{_uid(spec['id'], i)[:18]}"
            cmd = turn["cmd"] if "cmd" in turn else f"sed -n '1,200p' {turn['read']}"
            body = turn.get("out", "") if "cmd" in turn else turn.get("content", "")
            code = int(turn.get("exit", 0))
            if turn.get("background"):
                output = f"Chunk ID: 1\nWall time: 1.0 seconds\nProcess running with session ID 4{i}\nOutput:\n{body}"
            else:
                output = f"Chunk ID: 1\nWall time: 0.1 seconds\nProcess exited with code {code}\nOutput:\n{body}"
            lines.extend(
                _codex_call(ts, call, "exec_command", {"cmd": cmd, "workdir": cwd}, output)
            )
        out.extend((i, obj) for _, obj in lines)
    return out


def _gemini_call(name: str, mid: str, args: dict[str, Any], body: str, ok: bool, ts: str) -> Any:
    return {
        "id": f"{name}-{mid[:12]}",
        "name": name,
        "args": args,
        "result": [{"functionResponse": {"id": mid, "name": name, "response": {"output": body}}}],
        "status": "success" if ok else "error",
        "timestamp": ts,
    }


def gemini(spec: dict[str, Any]) -> Lines:
    sid = _uid(spec["id"], -1)
    header = {
        "sessionId": sid,
        "projectHash": "0" * 64,
        "startTime": _ts(0),
        "lastUpdated": _ts(0),
        "kind": "main",
    }
    out: Lines = [(-1, header)]
    model = spec.get("model", "gemini-3-pro")
    pending_inject = ""
    for i, turn in enumerate(spec["turns"]):
        mid = _uid(spec["id"], i)
        ts = _ts(i)
        if "inject" in turn:  # Gemini CLI records hook context inside the next user message
            pending_inject = html.escape(_framed(turn["inject"]), quote=False)
            continue
        if "user" in turn:
            content = [{"text": turn["user"]}]
            if pending_inject:
                content.insert(0, {"text": f"<hook_context>{pending_inject}</hook_context>"})
                pending_inject = ""
            out.append((i, {"id": mid, "timestamp": ts, "type": "user", "content": content}))
        elif "assistant" in turn or "thinking" in turn:
            msg = {
                "id": mid,
                "timestamp": ts,
                "type": "gemini",
                "content": turn.get("assistant", ""),
                "thoughts": [{"subject": "", "description": turn["thinking"]}]
                if "thinking" in turn
                else [],
                "model": model,
            }
            out.append((i, msg))
        else:
            code = int(turn.get("exit", 0))
            if "cmd" in turn:
                body = turn.get("out", "")
                if code:
                    body = f"{body}\nExit Code: {code}"
                call = _gemini_call(
                    "run_shell_command", mid, {"command": turn["cmd"]}, body, not code, ts
                )
            elif "edit" in turn:
                args = {
                    "file_path": turn["edit"],
                    "old_string": turn["old"],
                    "new_string": turn["new"],
                }
                body = f"Successfully modified file: {turn['edit']} (1 replacements)."
                call = _gemini_call("replace", mid, args, body, True, ts)
            elif "web" in turn:
                call = _gemini_call(
                    "web_fetch", mid, {"prompt": turn["web"]}, turn["content"], True, ts
                )
            else:
                body = turn.get("content", "")
                args = {"file_path": turn["read"]}
                call = _gemini_call("read_file", mid, args, body, not code, ts)
            msg = {
                "id": mid,
                "timestamp": ts,
                "type": "gemini",
                "content": "",
                "model": model,
                "toolCalls": [call],
            }
            out.append((i, msg))
        out.append((i, {"$set": {"lastUpdated": ts}}))
    return out


BUILDERS = {"claude-code": claude_code, "codex": codex, "gemini": gemini}


def build(spec: dict[str, Any]) -> Lines:
    """The transcript lines of ``spec`` in its client's format, each with its turn index."""
    return BUILDERS[spec.get("client", "claude-code")](spec)


def locators(lines: Lines, turns: list[int]) -> tuple[str, ...]:
    """The record locators ("line N") a parser gives the lines written for ``turns``."""
    wanted = set(turns)
    return tuple(f"line {n}" for n, (t, _) in enumerate(lines, start=1) if t in wanted)


def write(spec: dict[str, Any], folder: Path, lines: Lines | None = None) -> Path:
    """Write ``spec`` as a transcript file of its client (``claude-code`` by default)."""
    client = spec.get("client", "claude-code")
    rows = build(spec) if lines is None else lines
    name = {
        "claude-code": f"{_uid(spec['id'], -1)}.jsonl",
        "codex": f"rollout-2026-03-01T10-00-00-{_uid(spec['id'], -1)}.jsonl",
        "gemini": f"session-2026-03-01T10-00-{spec['id']}.jsonl",
    }[client]
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(obj, ensure_ascii=False) + "\n" for _, obj in rows))
    return path
