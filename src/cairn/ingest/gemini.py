"""Gemini CLI chats (``~/.gemini/tmp/<project>/chats/session-*.jsonl``, and the older
whole-file ``session-*.json``).

JSONL: a metadata line, then message records; ``{"$set": ...}`` and ``{"$rewindTo": ...}``
lines are metadata. A message can be written again with the same id as it grows (tool calls
added), so text and tool calls are emitted once per id. The legacy JSON file is one document;
it is re-read when it grows and only messages past the last mined index are emitted. Hook
context (``<hook_context>``) and session context blocks are dropped from user text. Shell
calls, file reads, edits and web fetches among a message's tool calls become records.
"""

from __future__ import annotations

import zlib
from pathlib import Path
from typing import Any

from cairn.ingest.formats import EDIT_CHARS, OUTPUT_CHARS, READ_CHARS, clean, name_of
from cairn.ingest.records import ParseStats, Record

CLIENT = "gemini"
_SHELL = frozenset({"run_shell_command", "shell"})
_READ = frozenset({"read_file", "read_many_files"})
_EDIT = frozenset({"replace", "write_file", "edit"})
_WEB = frozenset({"web_fetch", "google_web_search"})
_MAX = 400


def _call_record(name: str | None, args: dict[str, Any]) -> tuple[str, str, str] | None:
    """(role, text, extra) of a tool call that becomes a record, else None."""
    if name in _SHELL:
        cmd = args.get("command")
        return ("command", cmd, "") if isinstance(cmd, str) else None
    path = args.get("file_path") or args.get("absolute_path") or args.get("path")
    if name in _READ:
        paths = args.get("paths")
        if not isinstance(path, str) and isinstance(paths, list):
            path = " ".join(p for p in paths if isinstance(p, str))
        return ("read", path, "") if isinstance(path, str) and path else None
    if name in _EDIT and isinstance(path, str):
        new = args.get("new_string", args.get("content"))
        return ("edit", path, new[:EDIT_CHARS] if isinstance(new, str) else "")
    target = args.get("prompt") or args.get("url") or args.get("query")
    if name in _WEB and isinstance(target, str):
        return ("web", target, "")
    return None


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(
            str(p.get("text")) for p in content if isinstance(p, dict) and p.get("text")
        )
    return ""


def _tool_output(call: dict[str, Any]) -> str:
    parts: list[str] = []
    results = call.get("result")
    for r in results if isinstance(results, list) else []:
        fr = r.get("functionResponse") if isinstance(r, dict) else None
        resp = fr.get("response") if isinstance(fr, dict) else None
        if isinstance(resp, dict):
            parts.append(str(resp.get("output") or resp.get("error") or ""))
    if not parts and isinstance(call.get("resultDisplay"), str):
        parts.append(call["resultDisplay"])
    return "\n".join(parts)


def _exit(call: dict[str, Any], output: str) -> int:
    low = output.lower()
    for marker in ("exit code: ", "exit code "):
        if marker in low:
            tail = low.split(marker, 1)[1].split(None, 1)
            if tail and tail[0].lstrip("-").isdigit():
                return int(tail[0])
    return 0 if call.get("status") == "success" else 1


class GeminiParser:
    client = CLIENT

    def __init__(self, path: Path, state: dict[str, Any]) -> None:
        self.path = path
        self.state = state
        self.stats = ParseStats()
        self.state.setdefault("seen", [])
        if "cwd" not in state:  # ~/.gemini/tmp/<project>/.project_root names the project
            for parent in list(path.parents)[:3]:
                marker = parent / ".project_root"
                try:
                    root = marker.read_text(encoding="utf-8").strip() if marker.is_file() else ""
                except OSError:
                    root = ""
                if root:
                    state["cwd"] = root
                    break

    def _seen(self, key: str) -> bool:
        seen: list[str] = self.state["seen"]
        if key in seen:
            return True
        seen.append(key)
        del seen[:-_MAX]
        return False

    def feed(self, obj: Any, lineno: int) -> list[Record]:
        if not isinstance(obj, dict):
            self.stats.skip("not a JSON object")
            return []
        if isinstance(obj.get("messages"), list):  # legacy whole-file JSON
            self._header(obj)
            start = int(self.state.get("msgs", 0))
            msgs = obj["messages"]
            out: list[Record] = []
            for i, m in enumerate(msgs[start:], start=start):
                out.extend(self._message(m, f"message {i}"))
            self.state["msgs"] = len(msgs)
            return out
        if "$set" in obj or "$rewindTo" in obj:
            self.stats.skip("metadata ($set/$rewindTo)")
            return []
        if "sessionId" in obj and "type" not in obj:
            self._header(obj)
            self.stats.skip("metadata (session header)")
            return []
        return self._message(obj, f"line {lineno}")

    def _header(self, obj: dict[str, Any]) -> None:
        if isinstance(obj.get("sessionId"), str):
            self.state["session"] = obj["sessionId"]

    def _record(self, m: dict[str, Any], loc: str, role: str, text: str, **kw: Any) -> Record:
        mid = m.get("id")
        return Record(
            role=role,
            text=text,
            locator=loc + (f" id {mid}" if isinstance(mid, str) else ""),
            session=self.state.get("session"),
            at=m.get("timestamp") if isinstance(m.get("timestamp"), str) else None,
            model=self.state.get("model"),
            cwd=self.state.get("cwd"),
            **kw,
        )

    def _message(self, m: Any, loc: str) -> list[Record]:
        if not isinstance(m, dict):
            self.stats.skip("not a JSON object")
            return []
        mtype = name_of(m.get("type"))
        if mtype not in ("user", "gemini"):
            self.stats.skip(f"message type ({mtype})")
            return []
        if isinstance(m.get("model"), str):
            self.state["model"] = m["model"]
        mid = str(m.get("id"))
        out: list[Record] = []
        raw = _text(m.get("content")).strip()
        text = clean(raw)
        if text and not self._seen(f"t:{mid}:{zlib.crc32(text.encode())}"):
            role = "user" if mtype == "user" else "assistant"
            if role == "user" and m.get("kind") == "subagent":
                role = "agent_prompt"
            out.append(self._record(m, loc, role, text))
        elif raw and not text:
            self.stats.skip("injected context only")
        calls = m.get("toolCalls")
        for call in calls if isinstance(calls, list) else []:
            if not isinstance(call, dict) or self._seen(f"c:{call.get('id')}"):
                continue
            raw_args = call.get("args")
            args: dict[str, Any] = raw_args if isinstance(raw_args, dict) else {}
            found = _call_record(name_of(call.get("name")), args)
            if found is None:
                self.stats.skip("tool call (not mined)")
                continue
            role, text, extra = found
            output = _tool_output(call)
            code = _exit(call, output)
            if role == "command":
                body = clean(output[: OUTPUT_CHARS * 4])[:OUTPUT_CHARS]
            elif role == "read":
                body = clean(output[: READ_CHARS * 2])[:READ_CHARS]
            elif role == "edit":
                body = extra
            else:
                body = output[:OUTPUT_CHARS]
            out.append(self._record(m, loc, role, text, exit_code=code, output=body))
        return out
