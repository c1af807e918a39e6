"""Gemini CLI chats (``~/.gemini/tmp/<project>/chats/session-*.jsonl``, and the older
whole-file ``session-*.json``).

JSONL: a metadata line, then message records; ``{"$set": ...}`` and ``{"$rewindTo": ...}``
lines are metadata. A message can be written again with the same id as it grows (tool calls
added), so text and tool calls are emitted once per id. The legacy JSON file is one document;
it is re-read when it grows and only messages past the last mined index are emitted. Hook
context (``<hook_context>``) and session context blocks are dropped from user text.
"""

from __future__ import annotations

import zlib
from pathlib import Path
from typing import Any

from cairn.ingest.formats import clean
from cairn.ingest.records import ParseStats, Record

CLIENT = "gemini"
_SHELL = frozenset({"run_shell_command", "shell"})
_MAX = 400


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
    for r in call.get("result") or []:
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
        mtype = m.get("type")
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
        for call in m.get("toolCalls") or []:
            if not isinstance(call, dict) or self._seen(f"c:{call.get('id')}"):
                continue
            args = call.get("args") if isinstance(call.get("args"), dict) else {}
            cmd = args.get("command") if isinstance(args, dict) else None
            if call.get("name") not in _SHELL or not isinstance(cmd, str):
                self.stats.skip("tool call (not a shell command)")
                continue
            output = _tool_output(call)
            out.append(
                self._record(
                    m, loc, "command", cmd, exit_code=_exit(call, output), output=output[:2000]
                )
            )
        return out
